"""Audit B, thesis.ch6.eqE.28: (E.28) L8073, Lemma E.4.7 (hypotheses L8055-L8057: Theta(1) >= beta >= 1, m >~ M1^2,
BT >~ M1 log M1, B >~ M1, t = t0 >= Theta(1)): for i in W u U and c in [M2],
  eta (1/B) sum_{b=0}^{t0} sum_{n in B_b} dl/dW_O(i)^(b) (nu_c; +-q) <= (1/M2) eta (1/B) sum_b sum_n dl/dW_O(i)^(b) (mu_b; q).
Own torch implementation of Ch. 6: (6.1) prompts, (6.2) F = a^T Relu(W_O sum_i W_V p_i softmax((W_K p_i)^T W_Q p_query)),
hinge loss (6.3), init of Sec. 6.2.3 (W_V diagonal delta, first d_x diagonal entries of W_Q, W_K delta, W_O ~ N(0, 1/m),
a_i = +-1/m fixed), data (6.6) x = mu_j + kappa nu_k, kappa ~ U(-1/2, 1/2) (K <= 1/2), ||mu|| = ||nu|| = beta,
tasks (6.7) with the training-task set of Condition 6.3.2's example (task i: mu_i -> +1, mu_{i+1} -> -1, cyclic),
an alpha fraction of the contexts with the query's IDR pattern, labels y = Embd(f(x)) = f(x) q with ||q|| = 1.
W, U by (E.31)/(E.32) (lucky for some prompt of the run).  Both sides are sums of GRADIENTS as printed."""
import torch, math, sys
torch.set_num_threads(1)
dt = torch.float64

def run(M1=3, M2=2, beta=1.0, alpha=0.8, l=20, m=60, delta=0.2, eta=1.0, B=32, t0=50, seed=0):
    g = torch.Generator().manual_seed(seed)
    dx, dy = M1 + M2, 2; D = dx + dy
    mu = beta * torch.eye(dx, dtype=dt)[:M1]; nu = beta * torch.eye(dx, dtype=dt)[M1:]
    q = torch.tensor([1.0, 0.0], dtype=dt)
    WQ = torch.zeros(D, D, dtype=dt); WK = torch.zeros(D, D, dtype=dt); WV = delta * torch.eye(D, dtype=dt)
    WQ[:dx, :dx] = delta * torch.eye(dx, dtype=dt); WK[:dx, :dx] = delta * torch.eye(dx, dtype=dt)
    WO = torch.randn(m, D, generator=g, dtype=dt) / math.sqrt(m)
    a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).to(dt) / m
    params = [p.requires_grad_() for p in (WQ, WK, WV, WO)]
    WQ0, WK0, WV0, WO0 = (p.detach().clone() for p in params)
    nsame = round(alpha * l)
    def prompts(n):
        task = torch.randint(0, M1, (n,), generator=g)                  # +1 pattern task, -1 pattern task+1
        pos, neg = task, (task + 1) % M1
        z = torch.randint(0, 2, (n,), generator=g) * 2 - 1
        qpat = torch.where(z > 0, pos, neg)
        pat = torch.randint(0, M1 - 1, (n, l), generator=g); pat = pat + (pat >= qpat[:, None])
        pat[:, :nsame] = qpat[:, None]
        pat = torch.gather(pat, 1, torch.argsort(torch.rand(n, l, generator=g), 1))
        lab = torch.where(pat == pos[:, None], 1, torch.where(pat == neg[:, None], -1,
                          torch.randint(0, 2, (n, l), generator=g) * 2 - 1))
        kap = torch.rand(n, l + 1, generator=g, dtype=dt) - 0.5
        kk = torch.randint(0, M2, (n, l + 1), generator=g)
        X = torch.cat([mu[pat], mu[qpat][:, None]], 1) + kap[..., None] * nu[kk]
        Y = torch.cat([lab[..., None].to(dt) * q, torch.zeros(n, 1, dy, dtype=dt)], 1)
        P = torch.cat([X, Y], -1)
        return P[:, :l], P[:, l], z.to(dt), qpat
    def fwd(C, pq, WQ, WK, WV, WO):
        s = torch.einsum('nld,ed,ef,nf->nl', C, WK, WQ, pq)
        V = torch.einsum('nl,nld,ed->ne', torch.softmax(s, -1), C, WV)
        return torch.relu(V @ WO.T) @ a, V
    acc = torch.zeros(m, D, dtype=dt); accp = torch.zeros(m, D, dtype=dt)
    lucky = torch.zeros(m, dtype=torch.bool); loss = None
    for b in range(t0 + 1):
        C, pq, z, qpat = prompts(B)
        with torch.no_grad():
            _, V0 = fwd(C, pq, WQ0, WK0, WV0, WO0)
            lucky |= (((V0[:, :dx] @ WO0[:, :dx].T) > 0) & ((V0[:, dx:] @ WO0[:, dx:].T) > 0)).any(0)
        for p in params: p.grad = None
        F, _ = fwd(C, pq, *params)
        L = torch.clamp(1 - z * F, min=0).mean(); L.backward(); loss = float(L.detach())
        acc += eta * WO.grad                                          # eta (1/B) sum_n dl/dW_O^(b)
        if b < t0:
            with torch.no_grad():
                for p in params: p -= eta * p.grad
    Wset = lucky & (a > 0); Uset = lucky & (a < 0)
    def vec(x, s): return torch.cat([x, s * q])
    rows = []
    for name, S in (("W", Wset), ("U", Uset)):
        for i in torch.nonzero(S)[:, 0].tolist():
            G = acc[i]
            lhs = max(float(G @ vec(nu[c], s)) for c in range(M2) for s in (1, -1))
            rhs = max(float(G @ vec(mu[j], 1)) for j in range(M1)) / M2         # most lenient mu_b
            dl = max(float(-G @ vec(nu[c], s)) for c in range(M2) for s in (1, -1))   # descent reading: updates
            dr = max(float(-G @ vec(mu[j], 1)) for j in range(M1)) / M2
            r2 = max(abs(float(G[:dx] @ nu[c])) for c in range(M2)) - max(abs(float(G @ vec(mu[j], 1))) for j in range(M1)) / M2
            rows.append((lhs - rhs, name, i, lhs, rhs, float(G[dx:] @ q), dl - dr, r2))
    rows.sort(reverse=True)
    n_viol = sum(r[0] > 0 for r in rows)
    global N_DESC, N_R2; N_DESC = sum(r[6] > 0 for r in rows); N_R2 = sum(r[7] > 0 for r in rows)
    return rows, n_viol, int(Wset.sum()), int(Uset.sum()), loss

if __name__ == "__main__":
    for cfg in [dict(), dict(t0=200), dict(M1=4, M2=3, m=64, beta=1.5, t0=100), dict(alpha=0.6, seed=3, t0=100), dict(M1=3, M2=2, m=27, B=30, l=12, t0=100, eta=2.0, beta=3.0, delta=0.2, alpha=0.9, seed=1)]:
        rows, nv, nW, nU, loss = run(**cfg)
        r = rows[0]
        print(f"{cfg}: |W|={nW} |U|={nU} last-batch hinge loss={loss:.3f}; (E.28) violated on {nv}/{len(rows)} neurons of W u U; "
              f"worst: {r[1]} neuron {r[2]}: lhs={r[3]:+.4f} > rhs={r[4]:+.4f} (q-component of the summed gradient {r[5]:+.4f}); descent reading (minus both sides) violated on {N_DESC}/{len(rows)}; label-free |G.(nu_c;0)| <= |G.(mu_b;q)|/M2 violated on {N_R2}/{len(rows)}")

