# Auditor A r26: thesis.ch3.remark1-footnote11 (seed 003 L869-L883: Thm 3.4.4 (3.8), (3.9), Remark 1, footnote 11). Own Fractions/mpmath.
import mpmath as mp, random
mp.mp.dps = 30
def F1(dz, eS, gd, sg, logN): return (1 + dz**2)*logN/(1 - 2*eS*(1 - gd) - sg)**2     # (3.9) first term, Omega-constant 1
def BT(eps, eta, e0, de, logN): return eps**-2*logN*eta**mp.mpf(-0.5)*(1 - 2*e0)**mp.mpf(-0.5)*(1 - de)**mp.mpf(-0.5)  # B, (3.8), constants 1
def hyp(eps, dz, e0, eS, gd, sg, de, eta):
    assert 0 < eps < 1 and dz >= 1 and 0 < e0 < 0.5 and 0 < eS < 0.5 or eS == 0
    assert 0 < gd <= 1 and 0 <= sg and 1 - 2*eS*(1 - gd) - sg > 0 and 0 <= de < 0.5 and eta > 0   # Assumption B.2.1 (L842): delta < 0.5
def fn11(eps, dz, e0): return e0 < mp.mpf(1)/2 - dz**-4*eps**-4/2
logN = mp.log(1000)
eps, dz, e0, eS, gd, sg, de = mp.mpf('0.5'), mp.mpf(4), mp.mpf('0.25'), mp.mpf(0), mp.mpf(1), mp.mpf(0), mp.mpf(0)
print("helper's instance eps = 1/2, delta_zm = 4, eps_0 = 1/4 (footnote: eps_0 < 1/2 - 1/32), delta = 0, gamma_d = 1, sigma = 0:")
for eta in ('1', '0.1', '1e-2', '1e-4', '1e-8'):
    eta = mp.mpf(eta); hyp(eps, dz, e0, eS, gd, sg, de, eta); assert fn11(eps, dz, e0)
    print(f"  eta={mp.nstr(eta,3)}: F1/BT = {mp.nstr(F1(dz,eS,gd,sg,logN)/BT(eps,eta,e0,de,logN),5)}  (17/(4 sqrt 2) sqrt(eta) = {mp.nstr(17/(4*mp.sqrt(2))*mp.sqrt(eta),5)})")
print("delta's dropped factor is bounded (delta < 1/2): at eta = 1, delta = 0.499: F1/BT =",
      mp.nstr(F1(dz,eS,gd,sg,logN)/BT(eps,1,e0,mp.mpf('0.499'),logN),5))
# corrected condition: 1 - 2 eps_0 >= delta_zm^-4 eps^-4 eta^-1 (1-delta)^-1  =>  F1 >= BT (random check)
random.seed(3); mn = mp.inf; cnt = 0
for _ in range(20000):
    eps = mp.mpf(random.uniform(0.01, 0.99)); dz = mp.mpf(random.choice([1, 2, 3, 5, 10, 100])); eta = mp.mpf(10)**random.uniform(-6, 0)
    de = mp.mpf(random.uniform(0, 0.499)); gd = mp.mpf(random.uniform(0.01, 1)); eS = mp.mpf(random.uniform(0, 0.499)); sg = mp.mpf(random.uniform(0, 0.1))
    if 1 - 2*eS*(1-gd) - sg <= 0: continue
    c = dz**-4*eps**-4/(eta*(1 - de))
    if c >= 1: continue
    e0 = (1 - c)/2*mp.mpf(random.uniform(0.001, 0.999)); 
    if e0 <= 0: continue
    hyp(eps, dz, e0, eS, gd, sg, de, eta); cnt += 1
    mn = min(mn, F1(dz, eS, gd, sg, logN)/BT(eps, eta, e0, de, logN))
print(f"corrected condition eps_0 < 1/2 - delta_zm^-4 eps^-4 eta^-1 (1-delta)^-1/2: {cnt} admissible draws, min F1/BT = {mp.nstr(mn,5)} (>= 1: first term dominates)")
