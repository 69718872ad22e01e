"""Auditor A, round 12: chenli L868-L870 (proof of Lemma 5.11, second bullet d3 <= min(d/8nu^2, sqrt(d r)/8 c nu)):
  P[|x^T Th 1_[3]| > (v d3^{3/2}/sqrt d + s sqrt(d3) v/sqrt d) ||Th||_F] <~ exp(-Omega(s^2)),  x ~ pi^s_{mu,nu}.
Lemma 5.5 (L577-L579) centres x at mu 1_[2] + nu 1_[3]; the proof bounds only nu 1_[3]^T Th 1_[3] ((29)).
Own family: Th = D + b u w^T, u = 1_{S2 u S3}, w = 1_[3], D = diag(+-1) with +1 on S3 (signs elsewhere balancing the trace);
d2 = d3 = r = 4c^2, mu d2 = A = c sqrt(d2) = 2c^2 (|mu| = c/sqrt d2), nu = 1 (x = +1 on S3), B = b^2 (d2+d3) = 1e4.
Then for every x in the support: x^T Th 1_[3] = d3 + b d3 (A + d3)  (deterministic).
v = a certified upsilon valid for all clauses of Assumption 4 (rows, columns, and every S for Pi_S^perp:
|| Th e_j - [j in S] Th 1_S/|S| ||^2 <= 1 + B + 4b, ||Th Pi_S^perp||_F^2 >= F^2 - op^2)."""
import mpmath as mp
mp.mp.dps = 40

def point(c, B=mp.mpf(10) ** 4, dmult=1):
    c = mp.mpf(c)
    d3 = int(4 * c * c); d2 = d3; r = 4 * c * c
    A = int(c * mp.sqrt(d2))
    b = mp.sqrt(B / (d2 + d3))
    vguess = mp.sqrt(1 + B + 4 * b) * 1.01
    d = max((10 * r) ** 4, (10 * r * r * vguess) ** 2 * 1.0001, (8 * c * vguess * d3) ** 2 / r, 8 * vguess ** 2 * d3) * dmult
    d = mp.ceil(d)
    F2 = d + (d2 + d3) * b * b * d3 + 2 * b * d3
    # op^2 of Th^T Th = I + b (Du w^T + w Du^T) + b^2 |u|^2 w w^T on span{w, Du}: orthonormalise
    ww, wD, DD = mp.mpf(d3), mp.mpf(d3), mp.mpf(d2 + d3)
    e1n = mp.sqrt(ww)                                   # e1 = w/|w|; Du = alpha e1 + beta e2
    alpha = wD / e1n; beta = mp.sqrt(DD - alpha ** 2)
    W = mp.matrix([[e1n, 0]]).T; Du = mp.matrix([[alpha, beta]]).T
    M = b * (Du * W.T + W * Du.T) + b * b * (d2 + d3) * W * W.T
    op2 = 1 + max(mp.re(z) for z in mp.eig(M)[0])
    col2 = 1 + B + 2 * b; row2 = 1 + b * b * d3 + 2 * b
    v = max(1, mp.sqrt(max(col2, row2) * d / F2), mp.sqrt((1 + B + 4 * b) * d / (F2 - op2)))
    F = mp.sqrt(F2)
    mean = d3 + b * d3 * (A + d3)
    thr0 = v * mp.mpf(d3) ** 1.5 / mp.sqrt(d) * F
    sig = mp.sqrt(d3) * v / mp.sqrt(d) * F
    sstar = (mean - thr0) / sig
    hyps = {"c in [1, sqrt(min(r,d2,d3))/2]": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2,
            "|mu| <= c/sqrt(d2)": mp.mpf(A) / d2 <= c / mp.sqrt(d2),
            "2nd bullet (nu read as max(1, v))": d3 <= min(d / (8 * v * v), mp.sqrt(d * r) / (8 * c * v)),
            "A3 Th and Th Pi_S (any S)": (F2 - op2) / op2 >= r,
            "(8) r <= d^{1/4}/10": r <= d ** 0.25 / 10, "A4 v <= sqrt d/(10 r^2)": v <= mp.sqrt(d) / (10 * r * r),
            "A5 |Tr| <= ||Th||_F (Tr D balanced to 0)": b * d3 <= F}
    return dict(d=d, v=v, mean_over_thr0=mean / thr0, sstar=sstar, corr=mean / (mp.mpf(1.5) * thr0), hyps=hyps)

for c in (2, 4, 8, 16, 32, 64, 128):
    p = point(c)
    bad = [h for h, ok in p["hyps"].items() if not ok]
    print(f"c={c:>3}: d={mp.nstr(p['d'],3)} v={mp.nstr(p['v'],5)} mean/printed-mean-term={mp.nstr(p['mean_over_thr0'],5)} "
          f"s* (event certain for s < s*) = {mp.nstr(p['sstar'],5)}  exp(-s*^2) = {mp.nstr(mp.e**(-p['sstar']**2),3)}  "
          f"mean/(1.5 x printed term) = {mp.nstr(p['corr'],4)}  failed hyps: {bad or 'none'}")
# (8)'s polylogarithmic lower side, log^C(dmk)/(kappa lambda) << r (m = 1, k = 3, lambda -> 1, kappa = c_k/log^2 d, c_k = 0.1,
# C = 3, '<<' = factor 10): it opens along c because d only needs to grow polynomially in c.
for c in (10 ** 4, 10 ** 6, 10 ** 8):
    p = point(c)
    ld = mp.log(p["d"])
    lower = 10 * mp.log(3 * p["d"]) ** 3 * ld ** 2 / 0.1
    print(f"c=1e{int(mp.log10(c))}: d={mp.nstr(p['d'],3)} s*={mp.nstr(p['sstar'],4)} (8) lower side {mp.nstr(lower,3)} vs r = {mp.nstr(4*mp.mpf(c)**2,3)}: "
          f"{'open' if lower <= 4 * mp.mpf(c) ** 2 else 'closed'}; failed hyps: {[h for h,ok in p['hyps'].items() if not ok] or 'none'}")
