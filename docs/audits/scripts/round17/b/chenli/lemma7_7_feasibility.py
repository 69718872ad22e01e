"""Auditor B r17: chenli Lemma 7.7 (L2573-L2609): smallest d at which the standing assumptions can hold together,
every '<<'/'>>' read as <= / >= with constant 1 (the most permissive reading), c = 1 in (7).
Assumption 4: nu >= 1, nu << sqrt(d)/r^2  => r <= d^{1/4} (also (8): r << d^{1/4}).
Assumption 1: lambda in (0,1), lambda >> m^{3/2} log m / sqrt(r)   => r >= (m^{3/2} log m/lambda)^2.
(7): kappa = c lambda^{13/2}/(m^{13/2} log^2 d).   (110): 1 <= omega << lambda^{7/4} sqrt(m kappa r/log d)
  => r >= log d/(m kappa lambda^{7/2}) = m^{11/2} log^3 d/lambda^10.
(8) lower end: log^c(dmk)/(kappa lambda) << r with c 'sufficiently large' (take c = 1 here: weakest).
Natural logs. Find min d (over lambda -> 1, m = 1, 2) with max(lower bounds) <= d^{1/4}."""
import math
for m in (1, 2, 3):
    lam = 1 - 1e-12
    def need(d):
        L = math.log(d)
        kappa = lam**6.5 / (m**6.5 * L**2)
        lows = {"A1": (m**1.5 * math.log(m) / lam) ** 2 if m > 1 else 0.0,
                "(110)": L / (m * kappa * lam**3.5),
                "(8) c=1": math.log(d * m * 2) / (kappa * lam)}
        return lows
    x = 1.0
    while True:
        d = math.exp(x)
        lows = need(d)
        if max(lows.values()) <= d ** 0.25:
            break
        x += 0.01
    print(f"m={m}: smallest d ~ e^{x:.2f} = {math.exp(x):.3e}; lower bounds on r_Theta there {lows}, d^(1/4) = {math.exp(x)**0.25:.1f}")
print("exact law of P[A | X_2 = x] over {+-1}^d needs 2^d values: 2^d at d = e^46 is 10^(2.9e19)")
