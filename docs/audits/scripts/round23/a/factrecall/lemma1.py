"""Auditor A r23: factrecall Lemma 1 (seed 002 L604-L628), ceiling 261 via failure <= 2|V| exp(-d/(160 k)).
(1) strict sub-Gaussianity of the sphere marginal: E exp(l x_1) = 0F1(; d/2; l^2/4) <= exp(l^2/(2d)) (termwise:
    (d/2)_n >= (d/2)^n); checked numerically with mpmath. (2) the proxy of each gamma_u, (3) the log-ratio constant,
(4) Monte Carlo of the lemma's own conclusion vs the bound."""
import math, numpy as np, mpmath as mp

# (1) sup_l [log 0F1(;d/2;l^2/4) - l^2/(2d)] <= 0
worst = -1e9
for d in [1, 2, 3, 5, 10, 50, 200, 1000]:
    for l in [0.1, 0.5, 1, 2, 5, 10, 30, 100, 300]:
        v = float(mp.log(mp.hyp0f1(mp.mpf(d) / 2, mp.mpf(l) ** 2 / 4)) - mp.mpf(l) ** 2 / (2 * d))
        worst = max(worst, v)
print("max over grid of log MGF - l^2/(2d):", worst)
# termwise: (b)_n >= b^n
print("termwise (d/2)_n >= (d/2)^n for d<=50,n<=40:",
      all(mp.rf(mp.mpf(d) / 2, n) >= (mp.mpf(d) / 2) ** n for d in range(1, 51) for n in range(0, 41)))

# (3) 160 ln(2V/delta) <= 261 ln(V/delta) iff 1 + ln2/ln(V/delta) <= 261/160 ; worst at V/delta -> 3 (V=3, delta->1)
print("needed x=V/delta >=", math.exp(math.log(2) / (261 / 160 - 1)), "; at V=3,delta=1 ratio",
      160 * math.log(6) / math.log(3), "(<= 261)")
print("V=2 (if allowed), delta->1:", 160 * math.log(4) / math.log(2))

# (4) Monte Carlo of the conclusion itself
rng = np.random.default_rng(1)
def fail_rate(k, V, d, reps):
    fails = 0
    for _ in range(reps):
        P = rng.standard_normal((V, d)); P /= np.linalg.norm(P, axis=1, keepdims=True)
        eos = P[0]; Vh = P[1:1 + k]; rest = P[1 + k:]
        v = Vh.sum(0) + eos / 2
        a = Vh @ v; b = eos @ v; c = rest @ v if len(rest) else np.array([-np.inf])
        ok = (a.min() > b + 0.25) and (b + 0.25 > c.max() + 0.5)
        fails += not ok
    return fails / reps
for k, V in [(1, 3), (2, 6), (4, 20)]:
    for d in [20, 50, 100, 200, 400]:
        fr = fail_rate(k, V, d, 4000)
        bd = min(1, 2 * V * math.exp(-d / (160 * k)))
        print(f"k={k} |V|={V} d={d}: MC failure {fr:.4f}  bound {bd:.4f}  ok={fr <= bd + 3*math.sqrt(max(fr,1e-4)/4000)}")
