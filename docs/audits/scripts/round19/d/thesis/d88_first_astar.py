"""Auditor D, round 19: thesis.ch5.lemmaD.2.12-D.88-first-Astar.
Own model (seed 003): Lemma D.2.10 (1) as stated, L7305:
   S = m2^{3/2} sv (A + A tw m1^{1/4}) + m2 A^{2/3} (A tv + A tw m1^{1/4}(1+tv))^{2/3}
(D.88) first line L7506 and the lemma's proof line L7357:
   D = m2^{3/2} sv (A^2 + A^2 tw m1^{1/4}) + (same second term)
The step 'By Lemma D.2.10, ||D'_{n,v}||_0 <= D' needs S <= C D uniformly.
Also a Monte Carlo of the sigma_v mechanism (second-layer pre-activation a_n Z0 V0 + B2, B2 ~ N(0,1/m2) as L1485)
to see which A-power the sign-change count really carries."""
import numpy as np
from mpmath import mp, mpf
mp.dps = 50

def terms(A, m1, m2, sv, tw, tv):
    A = mpf(A)
    P = mpf(m2)**1.5*sv*(1 + tw*mpf(m1)**0.25)
    T = mpf(m2)*(tv + tw*mpf(m1)**0.25*(1+tv))**(mpf(2)/3)
    S = P*A + T*A**(mpf(4)/3)
    D = P*A**2 + T*A**(mpf(4)/3)
    return P, T, S, D

def table(name, m1, m2, sv, tw, tv):
    # check lemma D.2.10 ranges L7299
    assert 0 < tv <= 1 and mpf(m1)**-1.5 <= tw <= mpf(m1)**-0.5 and 0 < sv < mpf(m2)**-0.5, name
    print(name, f"m1={float(m1):g} m2={float(m2):g} sv={float(sv):.3e} tw={float(tw):.3e} tv={float(tv):.3e}")
    for A in [10, 1, 1e-1, 1e-3, 1e-6, 1e-12, 1e-24]:
        P, T, S, D = terms(A, m1, m2, sv, tw, tv)
        r = S/D
        print(f"   ||A*||={A:8.0e}  lemma/D88 = {float(r):.6g}   (P/T) A^(-1/3) = {float(P/T*mpf(A)**(-mpf(1)/3)):.4g}")

m = mpf(10)**7
table("Table D.2 (m1=m2=m)", m, m, m**-0.51, m**-0.74, m**-0.001)
m = mpf(10)**4
table("edge of ranges", m, m, m**-0.5/2, m**-1.5, mpf(10)**-6)
m = mpf(10)**30
table("Table D.2, m=1e30", m, m, m**-0.51, m**-0.74, m**-0.001)

# Monte Carlo: sigma_v mechanism only (V' = 0, W' = 0): flips of sign(h) -> sign(h + a_n Z V^rho)
rng = np.random.default_rng(0)
m1, m2, sv = 400, 4000, 4000**-0.51
print("\nMonte Carlo sigma_v sign changes, m1=%d m2=%d sv=%.3e, ||a_n Z0|| = A^2 (L7355 bound attained)" % (m1, m2, sv))
for A in [1.0, 0.3, 0.1, 0.03, 0.01]:
    cnt = []
    for rep in range(20):
        z = rng.standard_normal(m1); z *= A**2/np.linalg.norm(z)
        V0 = rng.standard_normal((m1, m2))/np.sqrt(m2)
        B2 = rng.standard_normal(m2)/np.sqrt(m2)
        Vr = rng.standard_normal((m1, m2))*sv
        h = z@V0 + B2
        cnt.append(np.sum(np.sign(h) != np.sign(h + z@Vr)))
    c = np.mean(cnt)
    print(f"   A={A:5.2f} flips={c:8.2f}  flips/(m2^1.5 sv A^2)={c/(m2**1.5*sv*A**2):.3f}  flips/(m2^1.5 sv A)={c/(m2**1.5*sv*A):.3f}")
