"""Auditor A r27: thesis.ch7.theorem4-identity-step and thesis.ch7.theorem5b-identity-task (seed 003 L2000-L2211).
Own implementation of (7.1)-(7.2) with W = W_K^T W_Q, W_V = (0 I) fixed (Sec. 7.2.2), positional encodings c_k
orthonormal and orthogonal to (mu; 0), squared loss, in the l_tr = l_ts = infinity limit: the softmax over the context
columns becomes an expectation over the column law (the k - 1 query-block columns are negligible). Training: the exact
population gradient over all (z_0, k) (every TRR pattern equally likely in every step and batch, (iii)), i.e. B -> inf.
Training functions: one fixed-point-free permutation g used at every step (meets the printed 'f_k(x) != f_k'(x') iff
x != x' or f_k != f_k'' literally), or shifts by 1, 2, 3. Testing: mu' = mu ((7.19)), noise-free limit of (7.11).
Nothing imported from the repository."""
import math, sys
import torch
torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

def setup(M=20, K=3, d=30, seed=0):
    g = torch.Generator().manual_seed(seed)
    E = torch.eye(2 * d)
    up = lambda j: E[j]; low = lambda j: E[d + j]
    C = [E[M + k] for k in range(K)]               # c_k in the upper block, orthogonal to (mu; 0)
    return g, E, up, low, C

def column_law(P0, As, K, M):
    """Column types over the K step positions: list of (prob, u, v, step). P0: law of x_i (length M);
    As[k]: M x M transition of step k."""
    out = []
    Pin = P0.clone()
    for k in range(K):
        J = Pin[:, None] * As[k]                     # joint (input u, output v) at step k
        out.append((J / K, k))
        Pin = J.sum(0)
    return out

def forward(W, law, zq, kq, M, d, C):
    """F = sum_types pi e^s v / sum pi e^s; s = (col)^T W (query)."""
    q = torch.zeros(2 * d); q[zq] = 1.0; q = q + C[kq]
    num = torch.zeros(d); den = torch.zeros(())
    Wq = W @ q                                       # length 2d
    for J, k in law:
        # score for (u, v, k): Wq[u] + Wq[d + v] + C[k] @ Wq
        s = Wq[:M][:, None] + Wq[d:d + M][None, :] + C[k] @ Wq
        w = J * torch.exp(s)
        den = den + w.sum()
        num = num + torch.cat([w.sum(0), torch.zeros(d - M)])
    return num / den

def train(perms, M, K, d, alpha, eta, xi, T, seed, report):
    g, E, up, low, C = setup(M, K, d, seed)
    W = (xi * torch.randn(2 * d, 2 * d, generator=g)).requires_grad_()
    Id = torch.eye(M)
    As = [Id[perm] for perm in perms]
    Cm = torch.stack(C)                                            # K x 2d
    # all queries: (z0, step k): input z_k, label z_{k+1}; column law depends on z0 through P0
    Jall = []                                                      # [M(z0), K(col step), M(u), M(v)]
    for z0 in range(M):
        P0 = torch.full((M,), (1 - alpha) / (M - 1)); P0[z0] = alpha
        Jall.append(torch.stack([J for J, k in column_law(P0, As, K, M)]))
    Jall = torch.stack(Jall)
    qin, qstep, qlab, qz0 = [], [], [], []
    for z0 in range(M):
        z = z0
        for k in range(K):
            qin.append(z); qstep.append(k); z = perms[k][z]; qlab.append(z); qz0.append(z0)
    qin = torch.tensor(qin); qstep = torch.tensor(qstep); qlab = torch.tensor(qlab); qz0 = torch.tensor(qz0)
    Q = torch.zeros(len(qin), 2 * d); Q[torch.arange(len(qin)), qin] = 1.0; Q = Q + Cm[qstep]
    TGT = torch.zeros(len(qin), M); TGT[torch.arange(len(qin)), qlab] = 1.0
    res = {}
    for t in range(1, T + 1):
        Wq = Q @ W.T                                               # [nq, 2d]: (W q)
        S = Wq[:, None, :M, None] + Wq[:, None, None, d:d + M] + (Wq @ Cm.T)[:, :, None, None]   # [nq, K, M, M]
        Wt = Jall[qz0] * torch.exp(S)
        F = Wt.sum(dim=(1, 2)) / Wt.sum(dim=(1, 2, 3))[:, None]    # [nq, M] (the d - M zero coordinates add 0)
        loss = 0.5 * ((TGT - F) ** 2).sum(1).mean()
        W.grad = None; loss.backward()
        with torch.no_grad():
            W -= eta * W.grad
        if t in report:
            res[t] = (float(loss.detach()), W.detach().clone())
    return res, C

def test(W, C, M, K, d, alphap, steps_true, err_maps, probs, mode="cot"):
    """steps_true[k]: true map of step k (list), err_maps[k]: the wrong output, probs[k]: prob of correct output."""
    Id = torch.eye(M)
    As = []
    for k in range(K):
        A = probs[k] * Id[steps_true[k]] + (1 - probs[k]) * Id[err_maps[k]]
        As.append(A)
    errs = 0; margins = []
    for z0 in range(M):
        P0 = torch.full((M,), (1 - alphap) / (M - 1)); P0[z0] = alphap
        if mode == "cot":
            law = column_law(P0, As, K, M)
            v = z0; ztrue = z0
            for k in range(K):
                F = forward(W, law, v, k, M, d, C)
                v = int(torch.argmax(F[:M]))          # nearest pattern = argmax coordinate (patterns orthonormal, ||F - e_u||^2)
                ztrue = steps_true[k][ztrue]
                errs += (v != ztrue)
                srt = torch.sort(F[:M], descending=True).values
                margins.append(float(F[ztrue] - max(F[j] for j in range(M) if j != ztrue)))
        else:  # ICL (7.8): context columns (x_i, y_iK) at step position 1, zero padding columns (0, 0) at positions 2..K
            B = As[0]
            for k in range(1, K): B = B @ As[k]
            J = P0[:, None] * B
            law = [(J / K, 0)]                       # input-label columns carry c_1
            q = torch.zeros(2 * d); q[z0] = 1.0; q = q + C[0]
            Wq = W @ q
            s = Wq[:M][:, None] + Wq[d:d + M][None, :] + C[0] @ Wq
            w = J / K * torch.exp(s)
            num = w.sum(0); den = w.sum()
            for k in range(1, K):                    # padding columns: value 0, score C[k] @ Wq, mass 1/K each
                den = den + (1.0 / K) * torch.exp(C[k] @ Wq)
            F = num / den
            ztrue = z0
            for k in range(K): ztrue = steps_true[k][ztrue]
            v = int(torch.argmax(F)); errs += (v != ztrue)
            margins.append(float(F[ztrue] - max(F[j] for j in range(M) if j != ztrue)))
    return errs / (M * (K if mode == "cot" else 1)), min(margins)

def primacy(probs):
    # A(i, j*) >= A(i, j)/(1 - rho) over j != j*  ->  rho = 1 - (1 - p)/p for the two-point rows
    return min(1 - (1 - p) / p for p in probs)

if __name__ == "__main__":
    M, K, d = 20, 3, 30
    alpha, eta, xi = 0.4, 0.9, 0.01
    shift = lambda s: [(u + s) % M for u in range(M)]
    g0 = torch.Generator().manual_seed(99)
    while True:                                       # a random derangement of [M]
        p = torch.randperm(M, generator=g0).tolist()
        if all(p[u] != u for u in range(M)): break
    variants = {"single derangement g at every step": [p, p, p], "shifts 1,2,3": [shift(1), shift(2), shift(3)]}
    Ts = [int(x) for x in (sys.argv[1] if len(sys.argv) > 1 else "800,3200").split(",")]
    for name, perms in variants.items():
        res, C = train(perms, M, K, d, alpha, eta, xi, max(Ts), seed=1, report=set(Ts))
        for t in Ts:
            loss, W = res[t]
            diag = sum(float(W[d + j, j]) for j in range(M)) / M      # column output vs query input, same pattern
            diag_in = sum(float(W[j, j]) for j in range(M)) / M        # column input vs query input
            line = f"[{name}] T={t}: train loss {loss:.4f}; mean mu^T W[out,in] mu = {diag:+.3f}, mean mu^T W[in,in] mu = {diag_in:+.3f}"
            print(line)
            # Theorem 4 test: f_1 = identity (errors -> shift 1), f_2 = shift 2 (errors -> shift 3), f_3 = shift 3 (errors -> shift 4)
            for p1 in (0.52, 0.55, 0.57, 0.6, 0.7):
                probs = [p1, 0.9, 0.9]
                er, mg = test(W, C, M, K, d, 0.8, [list(range(M)), shift(2), shift(3)], [shift(1), shift(3), shift(4)], probs, "cot")
                tau = p1 * 0.9 * 0.9
                print(f"    CoT, f = shift3 o shift2 o identity, p1={p1}: rho^f={primacy(probs):.3f}, tau^f={tau:.3f}: CoT error {er:.3f}, least margin {mg:+.4f}")
            probs = [0.55, 0.9, 0.9]
            er, mg = test(W, C, M, K, d, 0.8, [shift(1), shift(2), shift(3)], [shift(2), shift(3), shift(4)], probs, "cot")
            print(f"    control CoT, f = shift3 o shift2 o shift1 (no fixed point), p1=0.55: CoT error {er:.3f}, least margin {mg:+.4f}")
            # Theorem 5(b) test: f_1 = identity, f_2 = shift 2, f_3 = shift -2 (f = identity); errors shift 1 / 5 / 4
            for p1 in (0.55, 0.6, 0.8):
                probs = [p1, 0.9, 0.9]
                Id = torch.eye(M)
                A1 = p1 * Id + (1 - p1) * Id[shift(1)]; A2 = 0.9 * Id[shift(2)] + 0.1 * Id[shift(5)]; A3 = 0.9 * Id[shift(M - 2)] + 0.1 * Id[shift(4)]
                Bm = A1 @ A2 @ A3
                cond = all(int(torch.argmax(Bm[i])) == i for i in range(M))
                top = torch.sort(Bm[0], descending=True).values
                rho_o = float(1 - top[1] / top[0]); tau_o = float(min(Bm[i].max() for i in range(M)))
                er, mg = test(W, C, M, K, d, 0.8, [list(range(M)), shift(2), shift(M - 2)], [shift(1), shift(5), shift(4)], probs, "icl")
                print(f"    ICL, f = identity (id, +2, -2), p1={p1}: Condition 7.3.2 {cond} (B(i,i)={float(top[0]):.4f} vs {float(top[1]):.4f}), rho_o={rho_o:.3f}, tau_o={tau_o:.3f}: ICL error {er:.3f}, margin {mg:+.4f}")
