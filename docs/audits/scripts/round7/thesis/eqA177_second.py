"""Audit thesis.ch2.eqA.177-second (L3464-L3468): per sample n in B_b+ the middle member
-|S1| p_n/(a|S|) + |S2| |lam| nu_n (|S|-|S1|)/(a|S|) must be <~ -|S1| p_n/(a|S|) (< 0), i.e. <= C*(negative) for some C > 0,
so it must itself be negative. nu_n, p_n of Definition A.2.2 (L2679-L2683); t = 0: ||q_1(0)|| = 1.
Instances also satisfy (2.8) L582 per sample: |S1|/|S| >= (|S2|/|S|) / (e^{-(delta+tau)} (1 - (sigma+tau)))."""
import mpmath as mp
mp.mp.dps = 30
def middle(S1, S2, S, lam, c, q=1, a=1):
    nu = 1 / (S1 * mp.e ** (q * q - c * q) + S - S1)
    p = S1 * mp.e ** (q * q - c * q) * nu
    return (-S1 * p + S2 * abs(lam) * nu * (S - S1)) / (a * S), -S1 * p / (a * S)
for S1, S2, S, lam, c, st in [(1, 2, 3, 0.9, 0.5, 0.0), (2, 1, 14, 0.9, 0.1, 0.0), (3, 1, 40, 0.5, 0.05, 0.02), (2, 1, 100, 0.3, 0.1, 0.05)]:
    ok28 = S1 / S >= (S2 / S) / (mp.e ** (-c) * (1 - st))
    m, r = middle(S1, S2, S, lam, c)
    print(f"|S1|={S1} |S2|={S2} |S|={S} |lam|={lam} delta+tau={c} sigma+tau={st}: (2.8) per sample {ok28}; "
          f"middle = {mp.nstr(m, 5)} (sign {'+' if m > 0 else '-'}), right = {mp.nstr(r, 5)}")
