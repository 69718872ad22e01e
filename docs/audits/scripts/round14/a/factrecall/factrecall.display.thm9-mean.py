"""Audit r14 A: factrecall Theorem 9's proof (seed 002 L487-L508): F(z) = sum_i v_i sigma'(<w_i,z>) <q_i,z>,
q_i = (1/m) sum_z h_k(<e_z,w_i>) <v_i,u_{f(z)}> e_z (k even), gamma_xy = (u_{f(x)} - u_y)^T F(e_x); printed
E[gamma_xy] = c_{k+1}, sigma = sum_j c_j h_j with h_j ORTHONORMAL Hermite polynomials (Assumption 3, App. F.1 L1730).
Own derivation: h_j' = sqrt(j) h_{j-1}, so sigma' = sum_j sqrt(j+1) c_{j+1} h_j and E[sigma'(<w,e_x>) h_k(<w,e_z>)] =
sqrt(k+1) c_{k+1} <e_x,e_z>^k (Lemma 15): E[gamma_xy] = sqrt(k+1) c_{k+1}. Monte Carlo from the definitions below."""
import math
import numpy as np
from numpy.polynomial import hermite_e as He

rng = np.random.default_rng(6)

def h(j):
    c = np.zeros(j + 1); c[j] = 1 / math.sqrt(math.factorial(j)); return c   # orthonormal h_j in the He basis

def run(k, c, d, N, M, x, y, f, T=20000, m=16):
    sig = sum(cj * np.pad(h(j), (0, len(c) - j - 1)) for j, cj in enumerate(c))
    dsig = He.hermeder(sig)
    hk = h(k)
    g = rng.normal(size=(T, N, d)); E = g / np.linalg.norm(g, axis=2, keepdims=True)
    g = rng.normal(size=(T, M, d)); U = g / np.linalg.norm(g, axis=2, keepdims=True)
    V = rng.normal(size=(T, m, d)); W = rng.normal(size=(T, m, d))
    Uf = U[:, f, :]
    coef = He.hermeval(np.einsum('tzd,tid->tiz', E, W), hk) * np.einsum('tid,tzd->tiz', V, Uf) / m
    Q = np.einsum('tiz,tzd->tid', coef, E)
    ex = E[:, x, :]
    F = np.einsum('tid,ti->td', V, He.hermeval(np.einsum('tid,td->ti', W, ex), dsig) * np.einsum('tid,td->ti', Q, ex))
    gam = np.einsum('td,td->t', Uf[:, x, :] - U[:, y, :], F)
    est, se = gam.mean(), gam.std() / math.sqrt(T)
    ck1 = c[k + 1]
    print(f"k={k} c={c} d={d} N={N} M={M}: E gamma = {est:.4f} +- {se:.4f}; printed c_(k+1) = {ck1:.4f} "
          f"({(est - ck1)/se:+.1f} se); sqrt(k+1) c_(k+1) = {math.sqrt(k+1)*ck1:.4f} ({(est - math.sqrt(k+1)*ck1)/se:+.1f} se)")

if __name__ == "__main__":
    run(2, [1.0, 1.0, 1.0, 1.0], 8, 3, 4, 0, 3, [0, 1, 2])
    run(0, [0.5, 1.5, -1.0], 6, 3, 4, 1, 0, [2, 1, 3])
    run(2, [0.7, -1.2, 0.9, 1.3, 0.6], 10, 4, 5, 2, 4, [1, 0, 3, 2], T=30000)
    run(4, [1.0, 0.5, -0.5, 0.8, 1.0, 1.0], 12, 3, 3, 0, 2, [0, 1, 2], T=40000)
