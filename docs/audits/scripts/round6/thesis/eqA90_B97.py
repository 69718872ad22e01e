"""Audit thesis.ch2.eqA.90 / ch3.eqB.97 (seed 003 L3062-L3066, L4313-L4317): int_{-inf}^0 e^{-eta kappa u^2} du
vs Theta(eta^{-1}); kappa > 0 collects the eta-free positive factors (fixed along eta -> 0, L3050 'p_n(t) as the
order of a constant'). mpmath quadrature vs closed form sqrt(pi/(eta kappa))/2."""
import mpmath as mp

mp.mp.dps = 30
for kappa in [mp.mpf(1), mp.mpf("0.05"), mp.mpf(20)]:
    for eta in [mp.mpf("1e-2"), mp.mpf("1e-4"), mp.mpf("1e-8"), mp.mpf("1e-12")]:
        v = mp.quad(lambda u: mp.exp(-eta * kappa * u * u), [-mp.inf, 0])
        print(f"kappa={mp.nstr(kappa,3)} eta={mp.nstr(eta,3)}: integral {mp.nstr(v,10)} (closed form "
              f"{mp.nstr(mp.sqrt(mp.pi/(eta*kappa))/2,10)}), eta^-1/integral = {mp.nstr(1/eta/v,6)}")
