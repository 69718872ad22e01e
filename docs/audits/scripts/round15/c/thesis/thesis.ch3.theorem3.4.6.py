"""Audit of thesis Theorem 3.4.6 (3.12): GCN (W_K = W_Q = 0, b = 0 in (3.1)) reaches f(psi) <= 2 eps_0 + eps after
T = Theta(eta^{-1/2} (1-2eps_0)^{-1/2} gamma_d^{-2} (1-delta)^{-1/2}) SGD iterations (Algorithm 4, (B.2)).
Deterministic lower bound (own): with W_K = W_Q = 0, b = 0, F(x_n) = a^T ReLU(W_O W_V xbar_n), xbar_n = mean of unit x_s
(||xbar|| <= 1), ||a|| = 1 (entries +-1/sqrt(m)). Per-sample hinge subgradients: ||d/dW_O|| <= ||a|| ||W_V xbar|| <= q,
||d/dW_V|| <= ||W_O^T (a*mask)|| <= p (p = ||W_O||_2, q = ||W_V||_2), so p_t + q_t <= (p_0 + q_0)(1+eta)^t and
|F| <= p q <= (p+q)^2/4. f(psi) <= target < 1 needs some |F| >= 1 - target, hence
eta T >= ln(1+eta) T >= ln(2 sqrt(1 - target) / (p_0 + q_0)) =: c > 0 whenever p_0 + q_0 < 2 sqrt(1 - target)
(q_0 <= 1 by Assumption B.2.1's ||W_V|| <= 1 reading / near-orthonormal p_j, p_0 ~ xi (sqrt m + sqrt m_b) small).
So T >= c/eta, and T / eta^{-1/2} >= c eta^{-1/2} -> inf: no constant C makes C eta^{-1/2}(...) iterations enough.
Simulation: a small instance of the data model (orthonormal patterns, M = 4, gamma_d = 0.6, aggregated features over a
core neighbourhood with class-relevant majority), SGD on W_O, W_V with fresh labelled nodes each step.
"""
import numpy as np, math

def make_nodes(n, rng, M=4, d=4, gamma=0.6, eps_S=0.1, k=12):
    mu = np.eye(d)[:M]
    y = rng.choice([-1, 1], size=n)
    Xbar = np.zeros((n, d))
    for i in range(n):
        # core neighbourhood of k nodes: discriminative share gamma, of which a (1-eps_S) share class-relevant
        nd = max(1, int(round(gamma*k)))
        nrel = nd - int(round(eps_S*nd))
        pats = [0 if y[i] == 1 else 1]*nrel + [1 if y[i] == 1 else 0]*(nd-nrel) + list(rng.integers(2, M, size=k-nd))
        Xbar[i] = mu[pats].mean(0)
    return Xbar, y

def F(WO, WV, a, X):
    return np.maximum(X @ WV.T @ WO.T, 0) @ a

def run(eta, rng, m=40, mb=8, d=4, xi=0.01, B=4, target=0.05, Tmax=400000):
    a = rng.choice([-1, 1], size=m)/math.sqrt(m)
    WV = np.zeros((mb, d)); WV[:d, :d] = np.eye(d)  # W_V mu_j = p_j orthonormal (sigma = 0), ||W_V|| = 1
    WO = xi*rng.standard_normal((m, mb))
    p0, q0 = np.linalg.norm(WO, 2), np.linalg.norm(WV, 2)
    c = math.log(2*math.sqrt(1-target)/(p0+q0))
    Xt, yt = make_nodes(400, rng)
    pool, py = make_nodes(20000, rng)
    t, T_star, maxgrowth = 0, None, 0.0
    while t < Tmax:
        if t % 25 == 0:
            loss = np.maximum(1 - yt*F(WO, WV, a, Xt), 0).mean()
            if loss <= target:
                T_star = t; break
        idx = rng.integers(0, len(pool), size=B)
        X, y = pool[idx], py[idx]
        H = X @ WV.T @ WO.T                     # B x m
        act = (H > 0) & ((1 - y*(np.maximum(H, 0) @ a)) > 0)[:, None]
        G = -(y[:, None]*act*a[None, :])        # dl/dH, B x m
        U = X @ WV.T                            # B x mb
        gWO = G.T @ U / B
        gWV = (G @ WO).T @ X / B
        WO = WO - eta*gWO; WV = WV - eta*gWV
        t += 1
        pq = np.linalg.norm(WO, 2) + np.linalg.norm(WV, 2)
        maxgrowth = max(maxgrowth, pq/((p0+q0)*(1+eta)**t))
    return T_star, c, p0, q0, maxgrowth, loss

if __name__ == "__main__":
    rng = np.random.default_rng(7)
    print("eta      T*      eta*T*   bound c   T*/eta^-1/2   max (p+q)/((p0+q0)(1+eta)^t) [<= 1]")
    for eta in [0.3, 0.1, 0.03, 0.01, 0.003]:
        T, c, p0, q0, g, loss = run(eta, rng)
        print(f"{eta:<8} {T!s:<7} {eta*T if T else float('nan'):<8.3f} {c:<9.3f} {T*math.sqrt(eta) if T else float('nan'):<13.2f} {g:.3f}  (p0={p0:.3f}, q0={q0:.3f})")
