"""Auditor B, round 28: thesis ch.7 Theorem 4 / Proposition 3 (7.24) / Theorem 5(b) with F = {g} (one bijection)
and random orthonormal TSR combinations U.  Own torch float64 model, nothing from the repository.

Model (7.1)-(7.2): columns p~ = p + c_{step}, W = W_K^T W_Q (2d x 2d), W_V = (0 I), score p~^T W q~, output =
sum softmax * bottom block.  l_tr = l_ts = infinity: the softmax over context columns is the expectation over the
column-type law (the query's own k-1 earlier columns weigh O(1/l) and are dropped).  Training: squared loss, exact
population gradient over all (z_0, k) pairs (every TRR pattern equally likely in every step and batch, (iii)),
W^(0) ~ N(0, xi^2).  c_k = e_{M+k} in the top block (orthogonal to (mu_i; 0)), mu_i = e_i, i <= M.
Usage: python ch7_randomU.py [train_kind]   train_kind in {single, pertask}
"""
import sys
import numpy as np
import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)

d, M, K = 30, 20, 3
alpha, eta, xi = 0.4, 0.9, 0.01
D2 = 2 * d


def c_vec(k):  # k in 1..K
    v = torch.zeros(D2)
    v[M + k - 1] = 1.0
    return v


def top(x):
    v = torch.zeros(D2)
    v[:d] = x
    return v


def bot(x):
    v = torch.zeros(D2)
    v[d:] = x
    return v


E = torch.eye(d)


def train_set(kind, rng):
    """returns list of tasks; each task = list of K permutations of range(M) (numpy int arrays)."""
    if kind == "single":
        perm = rng.permutation(M)           # a random M-cycle g (a derangement, bijection)
        g = np.empty(M, int)
        for a, b in zip(perm, np.roll(perm, -1)):
            g[a] = b
        assert all(g[i] != i for i in range(M)) and len(set(g)) == M
        return [[g] * K]
    if kind == "pertask":                   # control: a random shift g per task, same g at every step of the task
        return [[(np.arange(M) + s) % M] * K for s in rng.integers(1, M, size=4)]
    raise ValueError(kind)


def build_train(tasks):
    """Queries Q (n x 2d), labels Z (n x d), column matrices per task P (MK x 2d), O (MK x d), weights Pi (n x MK)."""
    Qs, Zs, Pis, tid = [], [], [], []
    Ps, Os = [], []
    for t, fs in enumerate(tasks):
        cols, outs = [], []
        chains = np.zeros((M, K + 1), int)
        chains[:, 0] = np.arange(M)
        for k in range(K):
            chains[:, k + 1] = fs[k][chains[:, k]]
        for x in range(M):
            for kk in range(1, K + 1):
                cols.append(top(E[chains[x, kk - 1]]) + bot(E[chains[x, kk]]) + c_vec(kk))
                outs.append(E[chains[x, kk]])
        Ps.append(torch.stack(cols))
        Os.append(torch.stack(outs))
        for z0 in range(M):
            for k in range(1, K + 1):
                Qs.append(top(E[chains[z0, k - 1]]) + c_vec(k))
                Zs.append(E[chains[z0, k]])
                w = np.full(M, (1 - alpha) / (M - 1))
                w[z0] = alpha
                Pis.append(torch.tensor(np.repeat(w, K) / K))
                tid.append(t)
    return torch.stack(Qs), torch.stack(Zs), torch.stack(Pis), torch.tensor(tid), torch.stack(Ps), torch.stack(Os)


def forward(W, Q, Pi, tid, P, O):
    S = torch.einsum('tcD,DE,nE->nc', P, W, Q) if False else None
    # per query: columns of its task
    Pq = P[tid]                      # n x C x 2d
    Oq = O[tid]                      # n x C x d
    s = torch.einsum('ncD,DE,nE->nc', Pq, W, Q)
    a = Pi * torch.exp(s - s.max(1, keepdim=True).values)
    a = a / a.sum(1, keepdim=True)
    return torch.einsum('nc,ncd->nd', a, Oq)


def train(kind, Ts, seed):
    rng = np.random.default_rng(seed)
    tasks = train_set(kind, rng)
    Q, Z, Pi, tid, P, O = build_train(tasks)
    gen = torch.Generator().manual_seed(seed)
    W = (xi * torch.randn(D2, D2, generator=gen)).requires_grad_(True)
    out = {}
    for t in range(1, max(Ts) + 1):
        F = forward(W, Q, Pi, tid, P, O)
        loss = 0.5 * ((F - Z) ** 2).sum(1).mean()
        gW, = torch.autograd.grad(loss, W)
        with torch.no_grad():
            W -= eta * gW
        if t in Ts:
            with torch.no_grad():
                Fl = forward(W, Q, Pi, tid, P, O)
                lo = 0.5 * ((Fl - Z) ** 2).sum(1).mean().item()
                acc = (Fl.argmax(1) == Z.argmax(1)).double().mean().item()
            out[t] = (W.detach().clone(), lo, acc)
    return out, tasks


# ------------------------------------------------------------------ testing
def test_cot(W, U, fs, As, ap):
    """CoT at l_ts = inf. U: M' x d (rows = TSR patterns). fs: K perms of [M']. As: K transition matrices.
    Returns (#step errors over all queries and steps, least margin of correct vs best wrong, min attention on S_k^*)."""
    Mp = U.shape[0]
    errs, margins, attn_min = 0, [], 1.0
    for i0 in range(Mp):
        px = np.full(Mp, (1 - ap) / (Mp - 1))
        px[i0] = ap
        # marginal law of y_{k-1} in an example
        marg = [px]
        for k in range(K):
            marg.append(marg[-1] @ As[k])
        cols, outs, w, step, inp = [], [], [], [], []
        for kk in range(1, K + 1):
            for a in range(Mp):
                for b in range(Mp):
                    pr = marg[kk - 1][a] * As[kk - 1][a, b] / K
                    if pr > 0:
                        cols.append(top(U[a]) + bot(U[b]) + c_vec(kk))
                        outs.append(U[b]); w.append(pr); step.append(kk); inp.append(a)
        Pc, Oc, w = torch.stack(cols), torch.stack(outs), torch.tensor(w)
        step, inp = np.array(step), np.array(inp)
        z, v = i0, i0
        for k in range(1, K + 1):
            z = fs[k - 1][z]
            q = top(U[v]) + c_vec(k)
            s = Pc @ W @ q
            a = w * torch.exp(s - s.max())
            a = a / a.sum()
            mask = torch.tensor((step == k) & (inp == v))
            attn_min = min(attn_min, a[mask].sum().item())
            F = a @ Oc
            sc = (U @ F).numpy()
            vnew = int(np.argmax(sc))
            margins.append(sc[z] - max(sc[j] for j in range(Mp) if j != z))
            errs += int(vnew != z)
            v = vnew
    return errs, min(margins), attn_min


def test_icl(W, U, fs, As, ap):
    Mp = U.shape[0]
    B = As[0] @ As[1] @ As[2]
    ftot = fs[2][fs[1][fs[0]]]
    errs, margins = 0, []
    for i0 in range(Mp):
        px = np.full(Mp, (1 - ap) / (Mp - 1))
        px[i0] = ap
        cols, outs, w = [], [], []
        for a in range(Mp):
            for b in range(Mp):
                pr = px[a] * B[a, b] / K
                if pr > 0:
                    cols.append(top(U[a]) + bot(U[b]) + c_vec(1)); outs.append(U[b]); w.append(pr)
        for kk in range(2, K + 1):  # zero-padded columns carry only their PE
            cols.append(c_vec(kk)); outs.append(torch.zeros(d)); w.append(1.0 / K)
        Pc, Oc, w = torch.stack(cols), torch.stack(outs), torch.tensor(w)
        q = top(U[i0]) + c_vec(1)
        s = Pc @ W @ q
        a = w * torch.exp(s - s.max())
        F = (a / a.sum()) @ Oc
        sc = (U @ F).numpy()
        z = ftot[i0]
        margins.append(sc[z] - max(sc[j] for j in range(Mp) if j != z))
        errs += int(np.argmax(sc) != z)
    return errs, min(margins), B, ftot


def rand_task(rng, Mp, p):
    fs, As = [], []
    for k in range(K):
        while True:
            f = rng.permutation(Mp)
            if all(f[i] != i for i in range(Mp)):
                break
        A = np.zeros((Mp, Mp))
        for i in range(Mp):
            e = rng.choice([j for j in range(Mp) if j != f[i]])
            A[i, f[i]] = p
            A[i, e] = 1 - p
        fs.append(f); As.append(A)
    return fs, As


def primacy(As, fs):
    r = 1.0
    for A, f in zip(As, fs):
        for i in range(A.shape[0]):
            others = [A[i, j] for j in range(A.shape[0]) if j != f[i]]
            assert A[i, f[i]] > max(others)
            r = min(r, 1 - max(others) / A[i, f[i]])
    return r


def cond732(B, ftot):
    return all(np.argmax(B[i]) == ftot[i] and sorted(B[i])[-2] < B[i, ftot[i]] for i in range(B.shape[0]))


def randU(seed, Mp):
    g = np.random.default_rng(seed)
    Qm, _ = np.linalg.qr(g.normal(size=(M, Mp)))
    U = torch.zeros(Mp, d)
    U[:, :M] = torch.tensor(Qm.T)
    assert torch.allclose(U @ U.T, torch.eye(Mp), atol=1e-12)
    return U


if __name__ == "__main__":
    kind = sys.argv[1] if len(sys.argv) > 1 else "single"
    Ts = (800, 3200, 12800)
    ck, tasks = train(kind, Ts, seed=11)
    Mp, ap = 10, 0.8
    print(f"training '{kind}': {len(tasks)} task(s); d={d} M={M} K={K} alpha={alpha} eta={eta} xi={xi}")
    if kind == "single":
        g = tasks[0][0]
        print("  g =", g.tolist(), " (bijection, no fixed point; L2100 with F={g}: g(x)=g(x') iff x=x')")
    for T in Ts:
        W, lo, acc = ck[T]
        Wb = W[d:d + M, :M]   # block [out(bottom) rows, in(top) cols]: score term y^T W[out,in] z
        print(f"  T={T}: train loss (7.16) {lo:.5f}, train step accuracy {acc:.3f}, ||W[out,in]||={Wb.norm():.3f}")
    rngt = np.random.default_rng(7)
    for p in (0.6, 0.7, 0.8, 0.9):
        for T in Ts:
            W = ck[T][0]
            tot_err, fails, marg, amin = 0, 0, [], []
            icl_fail, icl_n, icl_m = 0, 0, []
            for u_seed in range(5000, 5020):
                U = randU(u_seed, Mp)
                fs, As = rand_task(np.random.default_rng(u_seed * 7 + int(p * 10)), Mp, p)
                rho = primacy(As, fs)
                e, m, a = test_cot(W, U, fs, As, ap)
                tot_err += e; fails += int(e > 0); marg.append(m); amin.append(a)
                ei, mi, B, ftot = test_icl(W, U, fs, As, ap)
                if cond732(B, ftot):
                    icl_n += 1; icl_fail += int(ei > 0); icl_m.append(mi)
            print(f"p={p} (rho^f={rho:.3f}) T={T}: CoT mean error {tot_err/(20*Mp*K):.3f}, draws failing {fails}/20, "
                  f"least margin {min(marg):+.3f}, min attention on S_k^* {min(amin):.3f} | ICL (Cond. 7.3.2 strict) "
                  f"fails {icl_fail}/{icl_n}" + (f", least margin {min(icl_m):+.3f}" if icl_m else ""))
    # structured U control (mu'_j = mu_{2j}) and identity U (mu'_j = mu_j)
    for name, U in (("structured mu'_j=mu_2j", torch.stack([E[2 * j] for j in range(Mp)])),
                    ("identity mu'_j=mu_j", torch.stack([E[j] for j in range(Mp)]))):
        W = ck[12800][0]
        res = []
        for p in (0.6, 0.7):
            fails = 0
            for s in range(20):
                fs, As = rand_task(np.random.default_rng(900 + s), Mp, p)
                fails += int(test_cot(W, U, fs, As, ap)[0] > 0)
            res.append(f"p={p}: {fails}/20 draws fail")
        print(f"control {name} (T=12800):", "; ".join(res))
