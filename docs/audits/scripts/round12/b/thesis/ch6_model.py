"""Own model of thesis Chapter 6 (ICL, one-layer Transformer + ReLU MLP, hinge loss), from the seed only:
(6.1) prompt, (6.2) F = a^T Relu(W_O sum_{i<=l} W_V p_i attn_i), attn = softmax over the l contexts of
(W_K p_i)^T W_Q p_query (option: over the l + 1 tokens, as the proof's sums s = 1..l+1 write it);
data (6.6) x = mu_j + kappa nu_k, ||mu|| = ||nu|| = beta, kappa ~ U(-K, K), K <= 1/2; tasks (6.7) with the cyclic T_tr
of L1804 (task i: mu_i -> +1, mu_{i+1} -> -1; Condition 6.3.2); training prompt L1790: each context IDR pattern mu_a,
mu_b w.p. alpha/2, each other w.p. (1 - alpha)/(M1 - 2), labels by f (random for the others), Emb(+-1) = +-q;
init Sec. 6.2.3: W_Q, W_K first d_x diagonal entries delta, W_V all diagonal entries delta, others 0; W_O ~ N(0, 1/m),
a_i uniform in {+-1/m} (Sec. 6.2.3; Subroutine 2 says +-1/sqrt(m): option), a fixed; SGD (E.2) on W_Q, W_K, W_V, W_O.
Query: x_query ~ D with its IDR pattern balanced in each batch (Subroutine 2 'each IDR pattern is sampled equally
likely in each batch': exactly B/M1 queries per pattern, so the (E.146) event holds), the task drawn among the two
tasks of T_tr that decide the query's pattern, z = f(x_query).  No repository code."""
import math
import torch

torch.set_default_dtype(torch.float64)


class Cfg:
    def __init__(self, M1, M2, beta, delta, alpha, l, m, B, eta=1.0, Kn=0.5, dy=1, a_scale='1/m', with_query=False,
                 seed=0):
        self.__dict__.update(locals()); del self.__dict__['self']
        self.dx = M1 + M2; self.D = self.dx + dy; self.ma = self.mb = self.D + 1
        assert B % M1 == 0


def init(c, g):
    WQ = torch.zeros(c.ma, c.D); WK = torch.zeros(c.ma, c.D); WV = torch.zeros(c.mb, c.D)
    for i in range(c.dx):
        WQ[i, i] = c.delta; WK[i, i] = c.delta
    for i in range(c.D):
        WV[i, i] = c.delta
    WO = torch.randn(c.m, c.mb, generator=g) / math.sqrt(c.m)
    s = 1.0 / c.m if c.a_scale == '1/m' else 1.0 / math.sqrt(c.m)
    a = s * (2 * torch.randint(0, 2, (c.m,), generator=g) - 1).double()
    return {'WQ': WQ, 'WK': WK, 'WV': WV, 'WO': WO}, a


def mu(c, j):
    v = torch.zeros(c.D); v[j] = c.beta; return v


def nu(c, k):
    v = torch.zeros(c.D); v[c.M1 + k] = c.beta; return v


def batch(c, g):
    """keys (B, l, D), query (B, D), z (B,), qpat (B,)"""
    M1, l = c.M1, c.l
    qpat = torch.arange(M1).repeat_interleave(c.B // M1)
    Bn = c.B
    # task: (q, q+1) [q -> +1] or (q-1, q) [q -> -1]
    which = torch.randint(0, 2, (Bn,), generator=g)
    pa = torch.where(which == 0, qpat, (qpat - 1) % M1)     # +1 pattern
    pb = (pa + 1) % M1                                     # -1 pattern
    z = torch.where(qpat == pa, 1.0, -1.0)
    # contexts
    u = torch.rand(Bn, l, generator=g)
    dec = u < c.alpha
    first = torch.rand(Bn, l, generator=g) < 0.5
    other = torch.randint(0, M1 - 2, (Bn, l), generator=g)   # index among the M1 - 2 others
    # map other index to a pattern not in {pa, pb}
    cand = (pb[:, None] + 1 + other) % M1                    # pb+1 .. pb+M1-2 (skips pa = pb - 1 and pb)
    pat = torch.where(dec, torch.where(first, pa[:, None], pb[:, None]), cand)
    lab = torch.where(pat == pa[:, None], 1.0, torch.where(pat == pb[:, None], -1.0,
                      2.0 * torch.randint(0, 2, (Bn, l), generator=g).double() - 1))
    kap = (2 * torch.rand(Bn, l, generator=g) - 1) * c.Kn
    kk = torch.randint(0, c.M2, (Bn, l), generator=g)
    keys = torch.zeros(Bn, l, c.D)
    keys.scatter_(2, pat[..., None], c.beta)
    keys.scatter_add_(2, (c.M1 + kk)[..., None], (kap * c.beta)[..., None])
    keys[..., c.dx] = lab            # label embedding +-q, q = 1 (d_y = 1)
    qk = torch.randint(0, c.M2, (Bn,), generator=g)
    qkap = (2 * torch.rand(Bn, generator=g) - 1) * c.Kn
    qry = torch.zeros(Bn, c.D)
    qry[torch.arange(Bn), qpat] = c.beta
    qry[torch.arange(Bn), c.M1 + qk] += qkap * c.beta
    return keys, qry, z, qpat


def forward(c, P, a, keys, qry):
    kq = torch.einsum('md,nld->nlm', P['WK'], keys)
    qq = torch.einsum('md,nd->nm', P['WQ'], qry)
    s = torch.einsum('nlm,nm->nl', kq, qq)
    vals = torch.einsum('md,nld->nlm', P['WV'], keys)
    if c.with_query:   # softmax over the l + 1 tokens (the proof's sums)
        sq = (torch.einsum('md,nd->nm', P['WK'], qry) * qq).sum(1, keepdim=True)
        s = torch.cat([s, sq], 1)
        vals = torch.cat([vals, torch.einsum('md,nd->nm', P['WV'], qry)[:, None]], 1)
    at = torch.softmax(s, 1)
    h = torch.einsum('nl,nlm->nm', at, vals)
    return torch.relu(h @ P['WO'].T) @ a


def grads(c, P, a, keys, qry, z):
    Pg = {k: v.clone().requires_grad_(True) for k, v in P.items()}
    F = forward(c, Pg, a, keys, qry)
    loss = torch.clamp(1 - z * F, min=0).mean()
    loss.backward()
    return {k: v.grad.detach() for k, v in Pg.items()}, float(loss)


def sgd_step(c, P, G):
    return {k: P[k] - c.eta * G[k] for k in P}
