"""Auditor B r26: thesis Theorem 3.4.8 (L927-L929): b = 0, S^{n,t}, T^n subsets of N_zm^n; (3.8) T = Theta(eta^-1/2 ...).
Own model/graph of t38_ambiguity.py with k = 2 (learnable), b fixed at 0, self excluded (T^n = N_1(n) = N_zm^n, z_m = 1)."""
import sys
sys.argv = [sys.argv[0]]
from t38_ambiguity import run
for C38 in (20.0,):
    for eta in (1.0, 0.1, 0.01, 0.001):
        r = run(300, 2, C38, eta, 0.3, 0, fix_b=True, no_self=True)
        print(f"C38 = {C38}, eta = {eta}: T = {r['T']} (eta T = {eta*r['T']:.3g}): population f = {r['f_all']:.4f}, labelled V_d hinge = {r['hVd_L']:.4f} "
              f"(2 eps_0 + eps = 0.32); ||W_O|| ||W_V|| = {r['prodT']:.3f}", flush=True)
for eta in (1.0, 0.1, 0.01):
    T = round(20 / eta)
    r = run(300, 2, 0, eta, 0.3, 0, fix_b=True, no_self=True, Tover=T)
    print(f"T = 20/eta: eta = {eta}, T = {T}: population f = {r['f_all']:.4f}", flush=True)
