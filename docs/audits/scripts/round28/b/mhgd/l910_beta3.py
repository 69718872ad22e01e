"""Auditor B r28: mhgd proof of Lemma 10, seed 004 L910, last '=' :
4 d sqrt(T dbar) R^3 (3 sqrt(dbar) R^2 n + 1) a^2 = 2 beta_3(theta_{j,alpha}) a^2, n = ||theta_{j,alpha}||_{2,inf}, a = ||theta - theta_j||.
beta_3 printed (Cor. 1 (3), L133; Lemma 6 (3), L782): 2 d sqrt(T) d R^3 (3 sqrt(d) R^2 n + 1);
appendix (Prop. 5 L611 bound on the Hessian, (87) L1031, L1173 'recall beta_3 := 2 d sqrt(Td) ... defined in Corollary 1'): 2 d sqrt(T d) R^3 (...)."""
import mpmath as mp, itertools
mp.mp.dps = 40
def lhs(d, T, R, n, a, dbar=None):
    dbar = d if dbar is None else dbar
    return 4 * d * mp.sqrt(T * dbar) * R**3 * (3 * mp.sqrt(dbar) * R**2 * n + 1) * a**2
def beta3_cor1(d, T, R, n): return 2 * d * mp.sqrt(T) * d * R**3 * (3 * mp.sqrt(d) * R**2 * n + 1)
def beta3_app(d, T, R, n):  return 2 * d * mp.sqrt(T * d) * R**3 * (3 * mp.sqrt(d) * R**2 * n + 1)
print("d T R n a : lhs, 2 beta3(Cor.1), ratio, 1/sqrt(d), 2 beta3(appendix) - lhs")
for d, T, R, n, a in itertools.product((1, 2, 5, 16), (1, 7), (1, 2.5), (0, 0.3, 4), (1, 0.2)):
    L = lhs(d, T, R, n, a); Rc = 2 * beta3_cor1(d, T, R, n) * a**2; Ra = 2 * beta3_app(d, T, R, n) * a**2
    if (T, R, a) in ((1, 1, 1), (7, 2.5, 0.2)) and n in (0, 4):
        print(f"{d:2d} {T} {R} {n} {a}: {mp.nstr(L,8)}, {mp.nstr(Rc,8)}, {mp.nstr(L/Rc,12)}, {mp.nstr(1/mp.sqrt(d),12)}, {mp.nstr(Ra-L,3)}")
    assert abs(L / Rc - 1 / mp.sqrt(d)) < mp.mpf(10)**-35 and abs(Ra - L) < mp.mpf(10)**-30 * Ra
print("all 128 grid points: lhs / (2 beta3_Cor1 a^2) = 1/sqrt(d) exactly; lhs = 2 beta3_appendix a^2 exactly")
