"""Audit thesis.ch6.eqE.26 / eqE.27: where the helper's crossings sit relative to (6.10)'s T-shape
T ~ eta^{-1} M1 alpha^{-2/3} beta^{-2/3} sqrt(log M1) (constant 1), L1814; Theorem 6.3.3 requires eta <= 1 (L1816)."""
from math import log, sqrt
def Tshape(eta, M1, alpha, beta):
    return M1 * alpha ** (-2 / 3) * beta ** (-2 / 3) * sqrt(log(M1)) / eta
cases = {"E.26 instance": (0.258, 3, 0.834, 2.81, 100), "E.27 ci instance": (2.0, 4, 0.943, 1.5, 3000),
         "E.27 by-hand": (0.5, 3, 0.8, 1.5, 550)}
for k, (eta, M1, al, be, t0x) in cases.items():
    T = Tshape(eta, M1, al, be)
    print(f"{k}: eta={eta} (eta<=1: {eta<=1}) T-shape={T:.2f}, crossing t0 ~ {t0x} = {t0x/T:.0f} x T-shape")
