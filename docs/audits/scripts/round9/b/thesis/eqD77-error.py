"""Auditor B: thesis (D.77) L7295-L7297 (and Lemma D.2.9 (D.70)): the actual network (5.4)
f_l = q^T A relu(A relu(A X W + B1) V + B2) c_l, init W0 ~ N(0, 1/m1), V0 ~ N(0, 1/m2), B1 = 1 b1^T, B2 = 1 b2^T, C ~ N(0, 1).
Take V' = 0 (||V'||_F <= tau_v trivially), so the printed main part is exactly f(W0, V0) and the error is
E = f(W0 + W' Sigma, V0) - f(W0, V0). W' fixed before Sigma (columns aligned with the neuron gradients, ||W'||_{2,4} = tau_w),
Sigma random +-1 diagonal; |E| median over Sigma draws vs the printed error
(tau_v sqrt(m2/m1) + m1^{9/5} tau_w^{16/5} sqrt(m2) + tau_w^{8/5} m1^{9/10}) ||q||_1 ||A||_inf."""
import numpy as np

def run(m1, m2, seed, tau_w_pow=-1.5, reps=41):
    rng = np.random.default_rng(seed)
    A = np.array([[0.5, 0.5], [0.5, 0.5]]); X = np.eye(2); q = np.array([0.0, 1.0])
    W0 = rng.standard_normal((2, m1)) / np.sqrt(m1); V0 = rng.standard_normal((m1, m2)) / np.sqrt(m2)
    b1 = rng.standard_normal(m1) / np.sqrt(m1); b2 = rng.standard_normal(m2) / np.sqrt(m2); c = rng.standard_normal(m2)
    def f(W):
        H = np.maximum(A @ X @ W + b1, 0.0)
        R = A @ H @ V0 + b2
        return q @ A @ np.maximum(R, 0.0) @ c
    # neuron gradients g_i = d f / d w_i at W0 (d x m1)
    H0 = A @ X @ W0 + b1; Dw = (H0 > 0).astype(float)
    R0 = A @ np.maximum(H0, 0) @ V0 + b2; Dv = (R0 > 0).astype(float)
    u = (q @ A)[:, None] * Dv * c[None, :]            # N x m2: weight of r_{n,i'}
    # df/dH_{k,i} = sum_n sum_i' u_{n,i'} A_{n,k} V0_{i,i'} ; then dH/dw_i = (A X)_k * Dw_{k,i}
    G_H = A.T @ u @ V0.T                               # N x m1
    G = (A @ X).T @ (G_H * Dw)                         # d x m1
    tau_w = m1 ** tau_w_pow; tau_v = 1.0 / m1
    norms = np.linalg.norm(G, axis=0) + 1e-300
    Wp = G / norms * (tau_w / m1 ** 0.25)              # each column norm tau_w m1^{-1/4}: ||W'||_{2,4} = tau_w
    f0 = f(W0)
    Es = [abs(f(W0 + Wp * rng.choice([-1.0, 1.0], m1)[None, :]) - f0) for _ in range(reps)]
    printed = (tau_v * np.sqrt(m2 / m1) + m1 ** 1.8 * tau_w ** 3.2 * np.sqrt(m2) + tau_w ** 1.6 * m1 ** 0.9) * 1.0 * 1.0
    return np.median(Es), printed, tau_w * m1 ** 0.25

for m2 in (4, 16):
    rows = []
    for m1 in (100, 1000, 10_000, 100_000, 1_000_000):
        E, P, t = run(m1, m2, seed=m1 + m2)
        rows.append((m1, E / P))
        print(f"m2={m2} m1={m1:8d}: median |E| = {E:.3e}, printed error = {P:.3e}, ratio = {E / P:8.2f}, |E|/(tau_w m1^1/4) = {E / t:.3f}")
    x = np.log10([r[0] for r in rows]); y = np.log10([r[1] for r in rows])
    print(f"  log-slope of ratio vs m1: {np.polyfit(x, y, 1)[0]:.3f}")
# middle of the tau_w range (tau_w = m1^{-1}): the missing term is then dominated?
for m1 in (1000, 100_000):
    E, P, t = run(m1, 4, seed=7, tau_w_pow=-0.5)
    print(f"tau_w = m1^-1/2, m1={m1}: |E|/printed = {E / P:.3f}")

print("median over 7 seeds (seeds with f active):")
for m2 in (4, 16):
    xs, ys = [], []
    for m1 in (1000, 10_000, 100_000, 1_000_000, 4_000_000):
        rs = [run(m1, m2, seed=1000 * s + m2, reps=15) for s in range(7)]
        ratios = [E / P for E, P, t in rs if E > 0]
        xs.append(np.log10(m1)); ys.append(np.log10(np.median(ratios)))
        print(f"  m2={m2} m1={m1:8d}: median ratio |E|/printed = {np.median(ratios):.3f} (n={len(ratios)})", flush=True)
    print(f"  log-slope {np.polyfit(xs, ys, 1)[0]:.3f}")
