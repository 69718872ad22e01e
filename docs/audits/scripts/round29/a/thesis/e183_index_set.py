# Auditor A r29: thesis (E.183) index set 'i notin W u U' vs (E.14)'s 'i notin W_n u U_n'. Own torch float64, no repo imports.
import numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
def build(M1, M2, l, N, K, alpha, seed):
    rng = np.random.default_rng(seed)
    dx, dy = M1 + M2, 1; D = dx + dy
    mu = np.eye(D)[:M1]; nu = np.eye(D)[M1:M1+M2]; q = np.eye(D)[dx]
    prompts = []
    for n in range(N):
        j = n % M1; a_pat, b_pat = j, (j + 1) % M1               # cyclic task: mu_a -> +1, mu_b -> -1 (Condition 6.3.2 style)
        qpat = a_pat if rng.random() < 0.5 else b_pat
        z = 1 if qpat == a_pat else -1
        cols = []
        for s in range(l):
            pat = qpat if rng.random() < alpha else (b_pat if qpat == a_pat else a_pat)
            x = mu[pat] + rng.uniform(-K, K)*nu[rng.integers(M2)]
            cols.append(x + (1 if pat == a_pat else -1)*q)
        xq = mu[qpat] + rng.uniform(-K, K)*nu[rng.integers(M2)]
        prompts.append((np.array(cols), xq, z))
    return prompts, D, q
def run(M1, M2, m, B, l, delta, seed, alpha=0.8, K=0.5, N=None):
    N = N or B
    prompts, D, q = build(M1, M2, l, N, K, alpha, seed)
    g = torch.Generator().manual_seed(seed)
    WV = (delta*torch.eye(D)).requires_grad_(); WK = torch.zeros(D, D); WQ = torch.zeros(D, D)
    WK[:M1+M2, :M1+M2] = delta*torch.eye(M1+M2); WQ[:M1+M2, :M1+M2] = delta*torch.eye(M1+M2)
    WO = torch.randn(m, D, generator=g)/np.sqrt(m)             # xi = 1/sqrt(m), Section 6.2.3
    a = torch.tensor(np.random.default_rng(seed+7).choice([-1.0, 1.0], size=m)/m)   # +-1/m (Sec. 6.2.3)
    def Vn(P, xq, with_query):
        cols = torch.tensor(P); pq = torch.tensor(np.r_[xq[:D-1], 0.0]) if False else torch.tensor(xq)
        if with_query: cols = torch.cat([cols, pq[None]], 0)
        att = torch.softmax((cols @ WK.T) @ (WQ @ pq), 0)
        return (WV @ cols.T) @ att, cols.T @ att              # V^n = W_V xbar, xbar
    # lucky sets (E.31)/(E.32) at t = 0 with (E.30) (sum over l+1 tokens incl. the query)
    dx = M1 + M2
    Wn, Un = [], []
    for (P, xq, z) in prompts:
        V, _ = Vn(P, xq, True); V = V.detach()
        c1 = WO[:, :dx] @ V[:dx] > 0; c2 = WO[:, dx:] @ V[dx:] > 0
        Wn.append(set(np.where((c1 & c2 & (a > 0)).numpy())[0])); Un.append(set(np.where((c1 & c2 & (a < 0)).numpy())[0]))
    Wall = set().union(*Wn); Uall = set().union(*Un)
    # batch B_0 = first B prompts; p_j = first label -q context of prompt n0 = 0
    n0 = 0; P0 = prompts[n0][0]; pj = torch.tensor(P0[[i for i in range(l) if P0[i, dx] < 0][0]])
    loss = 0
    for (P, xq, z) in prompts[:B]:
        V, _ = Vn(P, xq, False)                               # model (6.2): softmax over the l contexts
        F = a @ torch.relu(WO @ V); loss = loss + torch.clamp(1 - z*F, min=0)
    loss = loss/B
    GV, = torch.autograd.grad(loss, WV); eta = 1.0
    LHS = eta*(GV @ pj)                                       # eta (1/B) sum_n dl/dW_V p_j (t0 = 0: one b)
    # per-neuron coefficients of (E.182): V_k = (1/B) sum_n (-z) 1[hinge active] a_k 1[W_O(k) V^n >= 0] xbar^T p_j
    Vk = torch.zeros(m)
    for (P, xq, z) in prompts[:B]:
        V, xb = Vn(P, xq, False); V = V.detach(); xb = xb.detach()
        F = a @ torch.relu(WO @ V)
        if 1 - z*F > 0: Vk += (-z)*a*(WO @ V >= 0)*(xb @ pj)/B
    rebuild = (Vk[:, None]*WO).sum(0)*eta
    assert torch.norm(rebuild - LHS) <= 1e-12*max(1, torch.norm(LHS)), torch.norm(rebuild - LHS)
    keep_e14 = set(range(m))                                  # W_n0 u U_n0 u complement(W_n0 u U_n0) = [m]
    keep_e183 = Wn[n0] | Un[n0] | (set(range(m)) - (Wall | Uall))
    dropped = sorted(set(range(m)) - keep_e183)
    rhs = lambda S: eta*(Vk[sorted(S)][:, None]*WO[sorted(S)]).sum(0)
    r183 = torch.norm(LHS - rhs(keep_e183))/torch.norm(LHS); r14 = torch.norm(LHS - rhs(keep_e14))/torch.norm(LHS)
    nz = int((Vk[dropped] != 0).sum())
    # is the LHS representable on the printed index set with OTHER coefficients? (rank of the kept W_O rows)
    rk = np.linalg.matrix_rank(WO[sorted(keep_e183)].numpy())
    print(f"M1={M1} M2={M2} m={m} B=N={B} l={l} delta={delta} seed={seed}: |W u U|={len(Wall|Uall)} |W_n0 u U_n0|={len(Wn[n0]|Un[n0])} "
          f"dropped={len(dropped)} (V_k != 0 on {nz}); ||LHS - RHS(E.183)||/||LHS|| = {r183:.3f}; with (E.14)'s set: {r14:.1e}; "
          f"rank of kept W_O rows = {rk} of {D}")
for args in [(2, 8, 20, 16, 10, 0.2, 0), (3, 4, 50, 30, 12, 0.2, 0), (3, 4, 50, 30, 12, 0.125, 1), (4, 8, 100, 40, 12, 0.2, 2)]:
    run(*args)
