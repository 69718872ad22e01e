"""Auditor A, round 12: chenli L1008-L1010 (extra condition, (38)+(42)) and L1014-L1016 (general case, (39)+(43)):
 P[|x^T Th x - x'^T Th x'| > 2||Th||_F {t X1^{1/2} + s s' X2^{1/2}}] <= 1/t^2 + 1/s^2 + 1/s'^2  (explicit constants), with
 extra:   X1 = c/sqrt(min(d2,d3)) + c^2/r,  X2 = (1 + c^2/r) X1;
 general: X1 = c/sqrt(d2) + c^2/r + d3 v^2/d,  X2 = c/sqrt(d2) + c^2/r + d3^3 v^2/d.
My family of the lemma5.13-general-case audit: Delta = (2 a k2/sqrt d)(2(A - k2) + nu d3 + N), N = sum_{S1} x_j
(identity checked there by literal simulation); extra case: nu = nu' = 0 (d3 even; |nu| <= c/sqrt(d3)); general: nu = nu' = 1.
P[|Delta| > thr] >= 1 - exp(-(m0 - t')^2/(2 d1)) (Hoeffding on N) where m0 = 2(A-k2) + nu d3, t' = thr sqrt(d)/(2 a k2)."""
import mpmath as mp
mp.mp.dps = 50

def point(dexp, extra, t=2, s=2, s2=2):
    d = mp.mpf(10) ** dexp
    d2 = int(d / 4); d2 -= d2 % 2
    r = d ** 0.25 / 10; c = mp.sqrt(r) / 2
    d3 = int(mp.ceil(4 * c * c)) + 4; d3 += d3 % 2
    d1 = int(d) - d2 - d3
    a = mp.sqrt(d / (2 * r * d2))
    F2 = d + d2 * a * a
    M = mp.matrix([[a * a * d2, a * mp.sqrt(d2)], [a * mp.sqrt(d2), 0]])
    op2 = 1 + max(mp.re(z) for z in mp.eig(M)[0])
    col2 = 1 + a * a * d2 / d + 2 * a / mp.sqrt(d); row2 = 1 + a * a + 2 * a / mp.sqrt(d)
    ups = max(1, mp.sqrt(max(col2, row2) * d / F2), mp.sqrt(4 * col2 * d / (F2 - op2)))
    A = int(mp.floor(c * mp.sqrt(d2))); A -= A % 2; k2 = A // 2
    nu = 0 if extra else 1
    if extra:
        X1 = c / mp.sqrt(min(d2, d3)) + c * c / r; X2 = (1 + c * c / r) * X1
    else:
        X1 = c / mp.sqrt(d2) + c * c / r + d3 * ups ** 2 / d; X2 = c / mp.sqrt(d2) + c * c / r + mp.mpf(d3) ** 3 * ups ** 2 / d
    thr = 2 * mp.sqrt(F2) * (t * mp.sqrt(X1) + s * s2 * mp.sqrt(X2))
    m0 = 2 * (A - k2) + nu * d3
    tp = thr * mp.sqrt(d) / (2 * a * k2)
    P_lo = 1 - mp.e ** (-(m0 - tp) ** 2 / (2 * d1)) if m0 > tp else mp.mpf(0)
    hyps = {"c range": 1 <= c <= mp.sqrt(min(r, d2, d3)) / 2, "|mu'| <= c/sqrt d2": mp.mpf(A) / d2 <= c / mp.sqrt(d2),
            "case": (abs(nu) <= c / mp.sqrt(d3)) if extra else (nu > c / mp.sqrt(d3)),
            "A3 (all S)": F2 / op2 - 1 >= r, "A4": ups <= mp.sqrt(d) / (10 * r * r), "A5": a * d2 / mp.sqrt(d) <= mp.sqrt(F2)}
    return r, (2 * a * k2 * m0 / mp.sqrt(d)) / mp.sqrt(F2), thr / mp.sqrt(F2), P_lo, hyps

for extra in (True, False):
    print("extra condition (L1010)" if extra else "general case (L1016)", "at t = s = s' = 2 (bound 3/4):")
    for dexp in (24, 28, 32, 40):
        r, dm, th, P, hyps = point(dexp, extra)
        print(f"  d=1e{dexp}: r={mp.nstr(r,3)} |Delta|/||Th||_F ~ {mp.nstr(dm,4)}  threshold/||Th||_F = {mp.nstr(th,4)}  "
              f"P >= {mp.nstr(P,6)} (1 - P <= {mp.nstr(1-P,3)})  failed hyps: {[h for h,ok in hyps.items() if not ok] or 'none'}")
    r, dm, th, P, hyps = point(40, extra, t=3, s=3, s2=3)
    print(f"  t = s = s' = 3 (bound 1/3) at d = 1e40: threshold {mp.nstr(th,4)} vs {mp.nstr(dm,4)}, P >= {mp.nstr(P,6)}")
