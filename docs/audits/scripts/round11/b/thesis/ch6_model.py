"""Own torch implementation of the thesis Chapter 6 setting (Sections 6.2-6.3, Subroutine 2, App. E.4.2), no repository
code. Patterns mu_j = beta e_j (j < M1), nu_k = beta e_{M1+k} (d_x = M1 + M2), label embedding q = 1 (d_y = 1).
Data (6.6): x = mu_j + kappa nu_k, kappa ~ U(-K, K). Tasks: Condition 6.3.2's cyclic set (task j: mu_j -> +1,
mu_{j+1} -> -1). Training prompt: task uniform, query pattern mu_a or mu_b (z = +1 / -1, balanced), contexts' IDR
patterns mu_a, mu_b w.p. alpha/2 each, the others (1 - alpha)/(M1 - 2) each, labels by the task (random if neither).
Model (6.2) with the appendix's l+1-column attention (E.30) (query column included), W_Q, W_K in R^{m_a x D},
W_V in R^{m_b x D} (m_a = m_b = D + 2), init delta on the first d_x diagonal entries of W_Q, W_K and all diagonal
entries of W_V; W_O ~ N(0, xi^2); a_i uniform in {+-a0} fixed; hinge loss; SGD (E.2) on W_Q, W_K, W_V, W_O."""
import math
import torch

torch.set_num_threads(1)
DT = torch.float64


def make_batch(g, M1, M2, beta, alpha, K, l, B):
    dx = M1 + M2
    D = dx + 1
    task = torch.randint(0, M1, (B,), generator=g)
    a_pat, b_pat = task, (task + 1) % M1
    z = torch.where(torch.rand(B, generator=g) < 0.5, 1.0, -1.0).to(DT)
    qpat = torch.where(z > 0, a_pat, b_pat)
    # context patterns
    u = torch.rand(B, l, generator=g)
    if M1 > 2:
        other = torch.randint(0, M1 - 2, (B, l), generator=g)
        other = (b_pat[:, None] + 1 + other) % M1  # the M1 - 2 patterns other than a, b
    else:
        other = a_pat[:, None].expand(B, l)
    cpat = torch.where(u < alpha / 2, a_pat[:, None], torch.where(u < alpha, b_pat[:, None], other))
    clab = torch.where(cpat == a_pat[:, None], 1.0, torch.where(cpat == b_pat[:, None], -1.0,
                       torch.where(torch.rand(B, l, generator=g) < 0.5, 1.0, -1.0))).to(DT)
    P = torch.zeros(B, l + 1, D, dtype=DT)
    pats = torch.cat([cpat, qpat[:, None]], 1)
    P.scatter_(2, pats[..., None], beta)
    kk = torch.randint(0, M2, (B, l + 1), generator=g)
    kap = (2 * torch.rand(B, l + 1, generator=g, dtype=DT) - 1) * K
    P.scatter_add_(2, (M1 + kk)[..., None], (kap * beta)[..., None])
    P[:, :l, dx] = clab
    return P, z


def init(g, M1, M2, m, delta, xi, a0):
    dx = M1 + M2; D = dx + 1; mab = D + 2
    WQ = torch.zeros(mab, D, dtype=DT); WK = torch.zeros(mab, D, dtype=DT); WV = torch.zeros(mab, D, dtype=DT)
    for i in range(dx):
        WQ[i, i] = delta; WK[i, i] = delta
    for i in range(D):
        WV[i, i] = delta
    WO = xi * torch.randn(m, mab, generator=g, dtype=DT)
    a = torch.where(torch.rand(m, generator=g) < 0.5, a0, -a0).to(DT)
    return [WQ, WK, WV, WO], a


def Vn(ws, P):
    WQ, WK, WV, WO = ws
    q = P[:, -1, :] @ WQ.T                          # (B, mab)
    s = torch.einsum("bld,ed,be->bl", P, WK, q)     # (W_K p_s)^T (W_Q p_query)
    att = torch.softmax(s, -1)
    return torch.einsum("bl,bld->bd", att, P) @ WV.T  # sum_s W_V p_s softmax_s  (B, mab)


def forward(ws, a, P):
    V = Vn(ws, P)
    return torch.relu(V @ ws[3].T) @ a, V


def train(seed, M1, M2, beta, alpha, K, l, B, m, delta, eta, xi=None, a0=None, tmax=4000, ema_stop=0.02):
    g = torch.Generator().manual_seed(seed)
    xi = 1 / math.sqrt(m) if xi is None else xi
    a0 = 1 / m if a0 is None else a0
    ws, a = init(g, M1, M2, m, delta, xi, a0)
    ws0 = [w.clone() for w in ws]
    for w in ws:
        w.requires_grad_()
    prompts, ema, T = [], 1.0, None
    for t in range(tmax):
        P, z = make_batch(g, M1, M2, beta, alpha, K, l, B)
        prompts.append((P, z))
        F, _ = forward(ws, a, P)
        loss = torch.clamp(1 - z * F, min=0).mean()
        for w in ws:
            w.grad = None
        loss.backward()
        with torch.no_grad():
            for w in ws:
                w -= eta * w.grad
        ema = 0.95 * ema + 0.05 * float(loss)
        if ema < ema_stop and t > 20:
            T = t + 1
            break
    ws = [w.detach() for w in ws]
    # lucky sets (E.31), (E.32), (E.35): over every training prompt, at initialisation
    dx = M1 + M2
    Wset = torch.zeros(m, dtype=torch.bool); Uset = torch.zeros(m, dtype=torch.bool)
    with torch.no_grad():
        for P, z in prompts:
            V0 = Vn(ws0, P)                     # (B, mab); blocks: [:dx] feature, [dx:dx+1] label
            O = ws0[3]
            c1 = (V0[:, :dx] @ O[:, :dx].T) > 0   # (B, m)
            c2 = (V0[:, dx:dx + 1] @ O[:, dx:dx + 1].T) > 0
            both = (c1 & c2).any(0)
            Wset |= both & (a > 0); Uset |= both & (a < 0)
    return dict(ws=ws, a=a, T=T, prompts=prompts, W=Wset, U=Uset, dx=dx, ema=ema)


def heldout_hinge(res, seed, M1, M2, beta, alpha, K, l, n=2000):
    g = torch.Generator().manual_seed(seed + 99991)
    P, z = make_batch(g, M1, M2, beta, alpha, K, l, n)
    with torch.no_grad():
        F, _ = forward(res["ws"], res["a"], P)
    return float(torch.clamp(1 - z * F, min=0).mean())
