"""Auditor A r30: factrecall proof of Theorem 11 (seed 002 L927-L955): H = H'N_S + H'N_R  'propto'  d(S+R)/(d_h M)
'propto' (S+R) log(|V|/delta')/d_h, with H' = ceil(d/d_h), N_S = ceil(S/M), N_R = ceil(R/M), d = Theta(M log(|V|/delta'))."""
import math
print(" S  R   M     d    d_h | H = H'(N_S+N_R) | d(S+R)/(d_h M) | ratio | (S+R)L/d_h | ratio2")
for (S, R, dfac, dh_mode) in [(1, 1, 1.0, 'd'), (3, 2, 1.0, 'd'), (2, 2, 1.0, 'sqrt'), (1000, 1000, 1.0, 'd')]:
    for M in [1, 10, 100, 1000, 10000]:
        V = S + R + 2 * R + 1 + 1                       # S u R u A (D = 2 per relation) u N (1) u {EOS}
        Lg = math.log(V / 0.1)
        d = math.ceil(dfac * M * Lg)                    # d = Theta(M log(|V|/delta')) with constant 1 (.. 1.25 with the ceiling)
        dh = d if dh_mode == 'd' else max(1, int(math.sqrt(d)))
        Hp = math.ceil(d / dh); H = Hp * (math.ceil(S / M) + math.ceil(R / M))
        f1 = d * (S + R) / (dh * M); f2 = (S + R) * Lg / dh
        print(f"{S:4d}{R:5d}{M:6d}{d:7d}{dh:7d} | {H:15d} | {f1:14.4g} | {H/f1:6.3g} | {f2:10.4g} | {H/f2:6.3g}")
print("regime M <= min(S, R), d_h <= d: H/(d(S+R)/(d_h M)) in [1, 4] since ceil(x) <= 2x for x >= 1")
