"""Auditor A, round 12: chenli (31) L846-L848 as reused under the second bullet at L872 ('Also note that Eq. (31) still holds'):
  P[|x^T Th 1_[2]| > (2c + s) sqrt(d2/r) ||Th||_F] <~ exp(-Omega(s^2)),  x ~ pi^s_{mu,nu},
second bullet d3 <= min(d/8nu^2, sqrt(d r)/8 c nu) (L782), 1 <= c <= sqrt(min(r,d2,d3))/2, |mu| <= c/sqrt(d2).
Lemma 5.5 centres at <Th^T 1_[2], mu 1_[2] + nu 1_[3]>; the nu 1_[3]^T Th 1_[2] part is only bounded by L826 under the second bullet.
Own family: Th = D + b 1_[3] 1_[2]^T (rows of S3 carry b on the S2 columns), D = diag(+-1) with +1 on S2 (trace balanced
elsewhere), c = 1, mu = 0, nu = 1, d2 = d3, b^2 d2 = B = 1e4, d3 = 0.9 x the bullet's edge sqrt(d r)/(8 c v) (v read for nu).
For every x in the support x^T Th 1_[2] = sum_{S2} x_i + b d2 sum_{S3} x_i = 0 + b d2 d3 (deterministic)."""
import mpmath as mp
mp.mp.dps = 40

def point(r, B=mp.mpf(10) ** 4, c=1):
    r = mp.mpf(r); c = mp.mpf(c)
    v0 = mp.sqrt(1 + B + 4)                                  # rough upsilon to size d
    d = max((10 * r) ** 4, (10 * r * r * v0 * 1.05) ** 2, (B * r * 0.9 / (8 * c * v0)) ** 2 * 4) * 4
    d = mp.ceil(d)
    for _ in range(30):                                      # fixed point: d3 from v, v from d3
        d3 = int(0.9 * mp.sqrt(d * r) / (8 * c * v0)); d2 = d3
        b = mp.sqrt(B / d2)
        F2 = d + d3 * b * b * d2                              # rows of S3: |e_i + b 1_[2]|^2 = 1 + b^2 d2 (S2, S3 disjoint)
        # Th^T Th = I + b (u (Dw)^T + (Dw) u^T) + b^2 d3 u u^T with u = 1_[2], w = 1_[3]; u . Dw = 0 -> 2x2 block
        nu_ = mp.sqrt(d2); nw = mp.sqrt(d3)
        M = mp.matrix([[b * b * d3 * nu_ ** 2, b * nu_ * nw], [b * nu_ * nw, 0]])
        op2 = 1 + max(mp.re(z) for z in mp.eig(M)[0])
        col2 = 1 + b * b * d3 + 2 * b; row2 = 1 + b * b * d2
        v = max(1, mp.sqrt(max(col2, row2) * d / F2), mp.sqrt((1 + b * b * d3 + 4 * b) * d / (F2 - op2)))
        if abs(v - v0) < 1e-12: break
        v0 = v
    unit = mp.sqrt(d2 / r) * mp.sqrt(F2)
    mean = b * d2 * d3
    sstar = mean / unit - 2 * c
    hyps = {"c range": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, "|mu| = 0": True,
            "2nd bullet (nu read as v)": d3 <= min(d / (8 * v * v), mp.sqrt(d * r) / (8 * c * v)),
            "2nd bullet (nu read as 1)": d3 <= min(d / 8, mp.sqrt(d * r) / (8 * c)),
            "A3 Th and Th Pi_S (any S)": (F2 - op2) / op2 >= r, "(8) upper": r <= d ** 0.25 / 10,
            "A4 v <= sqrt d/(10 r^2)": v <= mp.sqrt(d) / (10 * r * r), "A5 (Tr D balanced, Tr Th = 0)": True}
    return d, d3, v, sstar, hyps

for r in (16, 64, 256, 1024, 4096, 1e5, 1e7):
    d, d3, v, s, hyps = point(r)
    bad = [h for h, ok in hyps.items() if not ok]
    print(f"r={mp.nstr(mp.mpf(r),3)}: d={mp.nstr(d,3)} d2=d3={d3} v={mp.nstr(v,5)}  s* = {mp.nstr(s,5)} (event certain for s < s*; "
          f"exp(-s*^2) = {mp.nstr(mp.e**(-s*s),3)})  failed hyps: {bad or 'none'}")
# (8)'s lower side (C = 3, c_kappa = 0.1, m = 1, k = 3, lambda -> 1, '<<' factor 10) opens along r:
for r in (1e7, 1e12, 1e15, 1e18):
    d, d3, v, s, hyps = point(r)
    lower = 10 * mp.log(3 * d) ** 3 * mp.log(d) ** 2 / 0.1
    print(f"r={mp.nstr(mp.mpf(r),3)}: (8) lower {mp.nstr(lower,3)} -> {'open' if lower <= r else 'closed'}; s* = {mp.nstr(s,4)}; "
          f"failed hyps: {[h for h,ok in hyps.items() if not ok] or 'none'}")
