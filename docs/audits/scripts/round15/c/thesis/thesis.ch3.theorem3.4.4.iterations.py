"""Audit of thesis Theorem 3.4.4 (3.8): the GT (3.1) trained by Algorithm 4 reaches f(psi) <= 2 eps_0 + eps after
T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2}(1-delta)^{-1/2}) iterations.
Own deterministic bound: softmax weights are >= 0 and sum to 1 and ||x_s|| = 1, so ||sum_s W_V x_s softmax_s|| <= ||W_V||_2 = q
and |F| <= ||a|| p q with p = ||W_O||_2, ||a|| = 1, WHATEVER W_K, W_Q, b are. The hinge subgradients satisfy
||d/dW_O|| <= q, ||d/dW_V|| <= p (F is linear in W_V through a convex combination), so p_t + q_t <= (p_0+q_0)(1+eta)^t and
f(psi) <= target < 1 needs eta T >= c = ln(2 sqrt(1-target)/(p_0+q_0)) > 0: T >= c/eta, not O(eta^{-1/2}).
Simulation (torch autograd, all of W_O, W_V, W_K, W_Q, b trained by (B.2)): own small graph-like instance, raw pattern
features of k sampled nodes per target node with one-hot distance vectors u (Z = 3), core distance holding the
class-relevant majority.
"""
import numpy as np, math, torch
torch.set_default_dtype(torch.float64)

def make(n, rng, M=4, d=4, k=12, gamma=0.6, eps_S=0.1, Z=3):
    y = rng.choice([-1, 1], size=n)
    pats = np.zeros((n, 2*k), int); dist = np.zeros((n, 2*k), int)
    for i in range(n):
        nd = int(round(gamma*k)); nrel = nd - int(round(eps_S*nd))
        rel, con = (0, 1) if y[i] == 1 else (1, 0)
        core = [rel]*nrel + [con]*(nd-nrel) + list(rng.integers(2, M, size=k-nd))       # distance 1 (core)
        other = list(rng.integers(2, M, size=k))      # distance 2: non-discriminative patterns
        pats[i] = core + other; dist[i] = [1]*k + [2]*k
    X = np.eye(d)[pats]; U = np.eye(Z)[dist]
    return torch.tensor(X), torch.tensor(U), torch.tensor(y, dtype=torch.float64)

def F(P, X, U, a):
    WO, WV, WK, WQ, b = P
    xn = X.mean(1, keepdim=True)                       # query feature stand-in: mean pattern (unit-norm not needed for bound)
    g = torch.einsum('nsd,ad,ae,nte->ns', X, WK, WQ, xn) + U @ b
    w = torch.softmax(g, 1)
    h = torch.einsum('ns,nsd,bd->nb', w, X, WV)
    return torch.relu(h @ WO.T) @ a

def run(eta, rng, m=40, mb=8, ma=8, d=4, Z=3, xi=0.01, B=4, target=0.05, Tmax=20000):
    a = torch.tensor(rng.choice([-1, 1], size=m)/math.sqrt(m))
    WV = torch.zeros(mb, d); WV[:d, :d] = torch.eye(d)
    WK = torch.zeros(ma, d); WK[:d, :d] = torch.eye(d); WQ = WK.clone()
    P = [torch.tensor(xi*rng.standard_normal((m, mb))), WV, WK, WQ, torch.zeros(Z)]
    P = [p.clone().requires_grad_(True) for p in P]
    p0, q0 = float(torch.linalg.matrix_norm(P[0].detach(), 2)), float(torch.linalg.matrix_norm(P[1].detach(), 2))
    c = math.log(2*math.sqrt(1-target)/(p0+q0))
    Xt, Ut, yt = make(300, rng); Xp, Up, yp = make(8000, rng)
    t, g = 0, 0.0
    while t < Tmax:
        if t % 25 == 0:
            with torch.no_grad():
                loss = float(torch.clamp(1 - yt*F(P, Xt, Ut, a), min=0).mean())
            if loss <= target: return t, c, p0, q0, g
        idx = torch.tensor(rng.integers(0, len(yp), size=B))
        l = torch.clamp(1 - yp[idx]*F(P, Xp[idx], Up[idx], a), min=0).mean()
        grads = torch.autograd.grad(l, P)
        with torch.no_grad():
            for p, gr in zip(P, grads): p -= eta*gr
        t += 1
        pq = float(torch.linalg.matrix_norm(P[0], 2) + torch.linalg.matrix_norm(P[1], 2))
        g = max(g, math.exp(math.log(pq/(p0+q0)) - t*math.log1p(eta)))
    return None, c, p0, q0, g

if __name__ == "__main__":
    rng = np.random.default_rng(3)
    print("eta     T*     eta*T*  c      T*eta^1/2  max growth ratio [<=1]")
    for eta in [0.3, 0.1, 0.03, 0.01]:
        T, c, p0, q0, g = run(eta, rng)
        print(f"{eta:<7} {T!s:<6} {eta*T:<7.2f} {c:<6.3f} {T*math.sqrt(eta):<10.2f} {g:.3f}")
