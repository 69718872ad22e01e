"""Auditor B's own implementation of the thesis Chapter 6 model (6.1)-(6.2), data (6.6)-(6.7), init (Sec. 6.2.3),
SGD (E.2) with hinge loss (6.3). Written from the paper; nothing imported from the repository."""
import numpy as np, torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

class Cfg:
    def __init__(self, M1=3, M2=12, dy=2, beta=3.0, qnorm=1.0, K=0.5, alpha=0.8, l=10, m=40, delta=0.2, eta=1.0,
                 B=32, seed=0, extra=4, qtoken=False):
        self.__dict__.update(locals()); del self.__dict__['self']
        self.dx = M1 + M2; self.D = self.dx + dy
        self.ma = self.mb = self.D + extra          # min(m_a, m_b) > d_x + d_y
        # cyclic training tasks (Condition 6.3.2 example, L1804): task j maps mu_j -> +1, mu_{j+1} -> -1
        self.tasks = [(j, (j + 1) % M1) for j in range(M1)]
        assert M1 >= 3 or alpha == 1.0, "M1 = 2 leaves no 'other' pattern: the categorical law needs alpha = 1"

def init(c, rng):
    WQ = np.zeros((c.ma, c.D)); WK = np.zeros((c.ma, c.D)); WV = np.zeros((c.mb, c.D))
    for i in range(c.dx): WQ[i, i] = WK[i, i] = c.delta
    for i in range(c.D): WV[i, i] = c.delta
    WO = rng.normal(0, 1 / np.sqrt(c.m), (c.m, c.mb))
    a = rng.choice([1 / c.m, -1 / c.m], c.m)
    return [torch.tensor(x) for x in (WQ, WK, WV, WO)], torch.tensor(a)

def sample(c, rng, n):
    """n prompts: returns P (n, l+1, D) columns p_1..p_l, p_query, and z (n,)."""
    mu = c.beta * np.eye(c.dx)[:c.M1]; nu = c.beta * np.eye(c.dx)[c.M1:]
    q = np.zeros(c.dy); q[0] = c.qnorm
    P = np.zeros((n, c.l + 1, c.D)); z = np.zeros(n)
    for k in range(n):
        ta, tb = c.tasks[rng.integers(len(c.tasks))]
        jq = ta if rng.random() < 0.5 else tb              # query with a decisive pattern (label determined)
        z[k] = 1.0 if jq == ta else -1.0
        P[k, -1, :c.dx] = mu[jq] + rng.uniform(-c.K, c.K) * nu[rng.integers(c.M2)]
        for s in range(c.l):
            u = rng.random()
            if u < c.alpha / 2: j, y = ta, 1.0
            elif u < c.alpha: j, y = tb, -1.0
            else:
                others = [o for o in range(c.M1) if o not in (ta, tb)]
                j, y = others[rng.integers(len(others))], rng.choice([1.0, -1.0])
            P[k, s, :c.dx] = mu[j] + rng.uniform(-c.K, c.K) * nu[rng.integers(c.M2)]
            P[k, s, c.dx:] = y * q
    return torch.tensor(P), torch.tensor(z)

def V_of(c, W, P, with_query=False):
    """sum_s W_V p_s softmax(p_s^T W_K^T W_Q p_query): (6.2) sums s = 1..l; (E.30) s = 1..l+1 (with_query)."""
    WQ, WK, WV, WO = W
    toks = P if with_query else P[:, :-1]
    pq = P[:, -1]
    sc = torch.einsum('nsd,ed,ef,nf->ns', toks, WK, WQ, pq)
    att = torch.softmax(sc, -1)
    return torch.einsum('ns,nsd,ed->ne', att, toks, WV)

def F_of(c, W, a, P):
    return torch.relu(V_of(c, W, P) @ W[3].T) @ a

def hinge(c, W, a, P, z):
    return torch.clamp(1 - z * F_of(c, W, a, P), min=0).mean()
