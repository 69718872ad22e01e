"""Auditor B: factrecall Lemma 6 proof, L1256-L1261 (d/dt(u1 u2) lower bound), own gradient flow (scipy solve_ivp, rtol 1e-10).
Model (L981): phi(a)^T F_lin = sum_{t=1}^T W_OV(a, z_t) W_KQ(z_t), z_T = EOS (L138); T = 3 -> sequence (s, r, EOS), no noise.
Init W_OV = alpha, W_KQ = alpha sqrt(|A|+1). Hypothesis of Lemma 6 (L1153): W_KQ(z) <= alpha_sm for z in S u N."""
import numpy as np
from scipy.integrate import solve_ivp

S, R, A, T = 40, 2, 4, 3
pr = np.array([0.8, 0.2])
rng = np.random.default_rng(0)
# answers: relation 0 -> mostly answer 0 (skew), relation 1 -> answers 2/3 skewed
astar = np.zeros((S, R), dtype=int)
astar[:, 0] = np.r_[np.zeros(30, int), np.ones(10, int)]
astar[:, 1] = np.r_[np.zeros(34, int), np.ones(6, int)]   # aligned with the marginal (EOS learns it)
psr = np.outer(np.full(S, 1 / S), pr)          # p(s, r)
V = S + R + 1; EOS = S + R
pstar = np.zeros((R, A))
for r in range(R):
    for s in range(S):
        pstar[r, astar[s, r]] += 1 / S
p0 = np.full(A, 1 / A)
dnorm = np.linalg.norm(pstar - p0, axis=1)
alpha = 1e-3
# largest eps, alpha_sm allowed by L1146-L1147
eps = np.sqrt(dnorm.min() / (50 * (A + 1)))
asm = np.sqrt(dnorm.min() / (150 * T * np.log(eps**2 / (alpha**2 * (A + 1)))))
print(f"||p*-p0|| = {dnorm}, eps = {eps:.4g}, alpha_sm = {asm:.4g}")

def unpack(x):
    return x[:A * V].reshape(A, V), x[A * V:]

def grads(x):
    Wov, Wkq = unpack(x)
    Th = Wov * Wkq                      # Theta(a, z)
    gOV = np.zeros_like(Wov); gKQ = np.zeros_like(Wkq)
    for s in range(S):
        for r in range(R):
            w = psr[s, r]; toks = [s, S + r, EOS]
            z = Th[:, toks].sum(1); ph = np.exp(z - z.max()); ph /= ph.sum()
            g = ph.copy(); g[astar[s, r]] -= 1          # dloss/dlogit
            for t in toks:
                gOV[:, t] += w * g * Wkq[t]
                gKQ[t] += w * g @ Wov[:, t]
    return -gOV, -gKQ                   # flow = -grad

def rhs(t, x):
    a, b = grads(x); return np.r_[a.ravel(), b]

x0 = np.r_[np.full(A * V, alpha), np.full(V, alpha * np.sqrt(A + 1))]
ts = np.linspace(0, 40, 401)
sol = solve_ivp(rhs, (0, 40), x0, t_eval=ts, rtol=1e-10, atol=1e-14, method="RK45")
worst = {}
for k, t in enumerate(sol.t):
    x = sol.y[:, k]; Wov, Wkq = unpack(x); dOV, dKQ = grads(x)
    hyp = Wkq[:S].max() <= asm
    for r in range(R):
        vhat = (pstar[r] - p0) / dnorm[r]
        u1, u2 = Wkq[S + r], Wov[:, S + r] @ vhat
        un2 = u1**2 + u2**2
        if not hyp or np.sqrt(un2) > eps:      # only t <= T_eps while the hypothesis holds
            continue
        lhs = dKQ[S + r] * u2 + u1 * (dOV[:, S + r] @ vhat)
        b1 = pr[r] * dnorm[r] * un2 - 4 * pr[r] * un2 * (un2 + (T - 1) * asm**2)
        b3 = pr[r] * (dnorm[r] - 4 * T * asm**2) * un2 - 4 * pr[r] * un2**2
        if b1 > 0:
            ratio = lhs / b1
            if r not in worst or ratio < worst[r][0]:
                worst[r] = (ratio, t, lhs, b1, b3, Wkq[EOS], Wkq[:S].max(), np.sqrt(un2))
for r, v in worst.items():
    print(f"r={r}: min lhs/first-rhs = {v[0]:.4f} at t = {v[1]:.2f}: d/dt(u1u2) = {v[2]:.4g}, L1259 rhs = {v[3]:.4g}, "
          f"L1261 rhs = {v[4]:.4g}; W_KQ(EOS) = {v[5]:.4g}, max W_KQ(S) = {v[6]:.3g} <= alpha_sm, ||u|| = {v[7]:.3g} <= eps")
# corrected reading: (T-1) alpha_sm^2 -> (T-2) alpha_sm^2 + W_KQ(EOS)^2 check at the same worst times
for r, v in worst.items():
    k = int(np.argmin(np.abs(sol.t - v[1]))); x = sol.y[:, k]; Wov, Wkq = unpack(x); dOV, dKQ = grads(x)
    vhat = (pstar[r] - p0) / dnorm[r]; u1, u2 = Wkq[S + r], Wov[:, S + r] @ vhat; un2 = u1**2 + u2**2
    lhs = dKQ[S + r] * u2 + u1 * (dOV[:, S + r] @ vhat)
    bc = pr[r] * dnorm[r] * un2 - 4 * pr[r] * un2 * (un2 + (T - 2) * asm**2 + Wkq[EOS]**2)
    print(f"r={r}: with W_KQ(EOS)^2 in the error term: rhs = {bc:.4g}, lhs >= rhs: {lhs >= bc}")
print("trajectory (r = 1): t, W_KQ(EOS), max W_KQ(S), ||u||, d/dt(u1u2)/L1259-rhs")
for k in range(0, len(sol.t), 20):
    x = sol.y[:, k]; Wov, Wkq = unpack(x); dOV, dKQ = grads(x); r = 1
    vhat = (pstar[r] - p0) / dnorm[r]; u1, u2 = Wkq[S + r], Wov[:, S + r] @ vhat; un2 = u1**2 + u2**2
    lhs = dKQ[S + r] * u2 + u1 * (dOV[:, S + r] @ vhat)
    b1 = pr[r] * dnorm[r] * un2 - 4 * pr[r] * un2 * (un2 + (T - 1) * asm**2)
    print(f"  {sol.t[k]:5.1f} {Wkq[EOS]:.4g} {Wkq[:S].max():.4g} {np.sqrt(un2):.4g} {lhs / b1:.4f}")
