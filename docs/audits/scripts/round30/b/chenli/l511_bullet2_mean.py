# Auditor B, round 30: chenli.lemma5.11-bullet2-mean (seed 000 L779-L790, Lemma 5.11 second bullet, its conclusion).
# Own family: Theta = s1 u1 w1^T + sum_{k=2}^{R} u_k w_k^T, u1 = 1_{S3}/sqrt(d3), w1 = 1_{S2}/sqrt(d2), u_k normalised
# indicators of R-1 blocks partitioning S1, w_k distinct Walsh rows supported on S1 (d1 a power of 2) / sqrt(d1).
# Coupling (Definition 5.10) with nu' = nu'', mu' = -c/sqrt(d2), mu'' = +c/sqrt(d2): y' - y = +2 on exactly c sqrt(d2)
# coordinates of S2, 0 elsewhere.  Since w_k (k >= 2) live on S1: x^T Theta (y' - y) = s1 (1_{S3}.x/sqrt d3)(2 c sqrt(d2)/sqrt(d2))
# = 2 c s1 nu_x sqrt(d3) for EVERY x in the support of pi^s_{mu,nu_x} and every coupled pair (probability 1).
import mpmath as mp
mp.mp.dps = 40
def thr(c, r, d2, d3, d, nu, s):
    return (mp.sqrt(c)*r**mp.mpf(1/8)/d2**mp.mpf(1/4) + c*(c + mp.sqrt(mp.log(r)))/r**mp.mpf(3/8)
            + r**mp.mpf(1/8)*nu*mp.sqrt(d3)*(d3 + mp.sqrt(mp.log(r)))/mp.sqrt(d)
            + r**mp.mpf(1/8)*(mp.sqrt(c*nu*d3) + mp.sqrt(c*s)*mp.log(r)**mp.mpf(1/4))/d**mp.mpf(1/4))
A, c = 100, 1
print("Literal reading (bullet's nu = x's S3 mean = 0.9), s1 = 1:")
for R in (10, 100, 10**4, 10**8):
    F2 = mp.mpf(R - 1 + 1); F = mp.sqrt(F2); r = R - 2                  # op = 1; Pi_S clause: F^2 - 1 >= r
    nu = mp.mpf('0.9')
    d3 = mp.ceil(A**2*r**4/F2*mp.mpf('1.01'))                           # Assumption 4 from the S3 rows: sqrt(d/d3)/F <= sqrt(d)/(A r^2)
    d = mp.mpf(10)**mp.ceil(mp.log10(d3**3*1e6)); d2 = d/4; d1 = d - d2 - d3
    ok = (d3 <= d/(8*nu**2)) and (d3 <= mp.sqrt(d*r)/(8*c*nu)) and (A*r <= d**0.25) and (4*c*c <= min(r, d2, d3))
    vmin = max(mp.sqrt(d/d3)/F, mp.sqrt(d*(R-1)/d1)/F, 1/mp.sqrt(d2)*mp.sqrt(d)/F, 2*F/mp.sqrt(F2-1))
    ok = ok and vmin <= mp.sqrt(d)/(A*r**2)
    dev = 2*c*nu*mp.sqrt(d3)/F
    for s in (1, mp.sqrt(d)):
        print(f"  R={R}: d=1e{int(mp.log10(d))} d3={mp.nstr(d3,4)} hypotheses {'OK' if ok else 'FAIL'}; deviation/||Theta||_F = {mp.nstr(dev,5)}, "
              f"threshold shape (s={'1' if s == 1 else 'sqrt d'}) = {mp.nstr(thr(c, r, d2, d3, d, nu, s),4)}, ratio {mp.nstr(dev/thr(c, r, d2, d3, d, nu, s),4)}; P = 1 vs r^-1/4 = {mp.nstr(mp.mpf(r)**-0.25,3)}")
print("Reading nu -> Assumption 4's v in bullet and threshold (as Lemma 5.15 prints, L1064/L1098); x's S3 mean 1:")
for R in (100, 10**4, 10**8):
    r = R - 2
    for s1 in (mp.mpf('0.001'), mp.mpf(r)**-0.25/30):
        F2 = R - 1 + s1**2; F = mp.sqrt(F2)
        # largest d3 allowed: v = s1 sqrt(d/d3)/F (least parameter); bullet d3 <= sqrt(d r)/(8 c v)  <=>  sqrt(d3) <= sqrt(r) F/(8 c s1)
        d3 = mp.floor((mp.sqrt(r)*F/(8*c*s1))**2)
        d = mp.mpf(10)**mp.ceil(mp.log10(d3**3*1e6*R**4))
        v = s1*mp.sqrt(d/d3)/F
        okA4 = v <= mp.sqrt(d)/(A*r**2)
        dev = 2*c*s1*1*mp.sqrt(d3)/F
        print(f"  R={R} s1={mp.nstr(s1,3)}: Assumption 4 (v <= sqrt d/(A r^2)) {'OK' if okA4 else 'violated'}; deviation/F = {mp.nstr(dev,5)}, "
              f"threshold with v = {mp.nstr(thr(c, r, d/4, d3, d, v, 1),5)}: ratio {mp.nstr(dev/thr(c, r, d/4, d3, d, v, 1),4)}")
