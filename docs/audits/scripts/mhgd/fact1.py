# Audit of mhgd.fact1 (L1223): "for any delta in (0,1) and absolute constant C>0, w.p.>=1-delta, ||x|| <= C K (sqrt d + sqrt log(1/delta))"
import mpmath as mp
mp.mp.dps = 30
# psi_2 norm of N(0,1): E exp(g^2/t^2) = (1-2/t^2)^(-1/2) = 2  ->  t^2 = 8/3
t = mp.findroot(lambda t: (1-2/t**2)**(-0.5) - 2, 1.7)
K = t; print("||N(0,1)||_psi2 =", mp.nstr(K, 15), " sqrt(8/3) =", mp.nstr(mp.sqrt(mp.mpf(8)/3), 15))
# verify the defining expectation numerically
E = mp.quad(lambda x: mp.e**(x**2/K**2) * mp.e**(-x**2/2)/mp.sqrt(2*mp.pi), [-mp.inf, mp.inf])
print("E exp(g^2/K^2) =", mp.nstr(E, 12))
def fail_prob(C, delta, d=1):
    r = C*K*(mp.sqrt(d) + mp.sqrt(mp.log(1/delta)))
    # ||x||^2 ~ chi^2_d for x ~ N(0, I_d); psi2 norm of x (sup over unit v) = K
    return r, mp.gammainc(mp.mpf(d)/2, r**2/2, mp.inf, regularized=True)
for C, delta in [(mp.mpf('0.01'), mp.mpf('0.5')), (mp.mpf('0.1'), mp.mpf('0.5')), (mp.mpf('0.3'), mp.mpf('0.1'))]:
    r, p = fail_prob(C, delta)
    print(f"C={C} delta={delta}: radius {mp.nstr(r,6)}, P(||x||>radius) = {mp.nstr(p,6)} vs delta {delta} -> {'FAILS' if p > delta else 'ok'}")
# 'some absolute constant' reading: C = 1 on Gaussians, d in {1,2,5,20,100}, delta grid
worst = 0
for d in [1, 2, 5, 20, 100]:
    for k in range(1, 40):
        delta = mp.mpf(k)/40
        r, p = fail_prob(1, delta, d)
        worst = max(worst, p/delta)
print("C=1: max over grid of P(fail)/delta =", mp.nstr(worst, 6), "(<=1 means holds)")
