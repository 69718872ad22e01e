"""Audit A: thesis (E.23) L8057-L8059 (Lemma E.4.7), own torch model of (6.2) from Ch. 6's text.
F = a^T Relu(W_O sum_i W_V p_i attn_i), attn = softmax((W_K p_i)^T W_Q p_query) over the l contexts; hinge loss;
data (6.6)-(6.7): mu_j, nu_k orthogonal of norm beta, x = mu_j + kappa nu_k, kappa ~ U(-1/2, 1/2); tasks (a, b);
contexts: mu_a, mu_b w.p. alpha/2 each, others (1-alpha)/(M1-2), labels f(x) (random off {a, b}); Emb(+-1) = +-q.
Init (Sec. 6.2.3): W_V diag = delta, first d_x diag of W_Q, W_K = delta, W_O ~ N(0, 1/m), a_i = +-1/m (so a = m).
W (E.31): O_i1 V_n1(0) > 0, O_i2 V_n2(0) > 0, a_i > 0 for some n. LHS (E.23): eta (1/|B_b^n|) sum over batch-t0
prompts with query IDR mu_a and label +1 of dl/dW_O(i)^(t0) . (mu_a; q); RHS delta (beta^2+1) alpha eta/(2a) (1+eta^2 m/a^2)^t0.
"""
import math, torch
torch.set_default_dtype(torch.float64); torch.set_num_threads(1)
def run(seed, M1=4, M2=4, beta=1.0, delta=0.2, alpha=0.8, l=20, m=160, B=40, eta=0.5, t0=10):
    g = torch.Generator().manual_seed(seed)
    dx, dy = M1 + M2, 1; mb = dx + dy + 2
    mu = torch.zeros(M1, dx); mu[:, :M1] = beta * torch.eye(M1)
    nu = torch.zeros(M2, dx); nu[:, M1:] = beta * torch.eye(M2)
    q = torch.ones(dy)
    tasks = [(a, b) for a in range(M1) for b in range(M1) if a != b]
    def prompts(n):
        C = torch.zeros(n, l, dx + dy); Pq = torch.zeros(n, dx + dy); z = torch.zeros(n); qa = torch.zeros(n, dtype=torch.long)
        for r in range(n):
            a, b = tasks[int(torch.randint(len(tasks), (1,), generator=g))]
            j = a if torch.rand(1, generator=g) < 0.5 else b
            Pq[r, :dx] = mu[j] + (torch.rand(1, generator=g) - 0.5) * nu[int(torch.randint(M2, (1,), generator=g))]
            z[r] = 1.0 if j == a else -1.0; qa[r] = j
            for s in range(l):
                u = float(torch.rand(1, generator=g))
                if u < alpha / 2: jj = a
                elif u < alpha: jj = b
                else:
                    others = [k for k in range(M1) if k not in (a, b)]; jj = others[int(torch.randint(len(others), (1,), generator=g))]
                C[r, s, :dx] = mu[jj] + (torch.rand(1, generator=g) - 0.5) * nu[int(torch.randint(M2, (1,), generator=g))]
                lab = 1.0 if jj == a else (-1.0 if jj == b else (1.0 if torch.rand(1, generator=g) < 0.5 else -1.0))
                C[r, s, dx:] = lab * q
        return C, Pq, z, qa
    WV = torch.zeros(mb, dx + dy); WV[: dx + dy, : dx + dy] = delta * torch.eye(dx + dy)
    WQ = torch.zeros(mb, dx + dy); WQ[:dx, :dx] = delta * torch.eye(dx); WK = WQ.clone()
    WO = torch.randn(m, mb, generator=g) / math.sqrt(m)
    A = (torch.randint(0, 2, (m,), generator=g) * 2 - 1).double() / m
    ps = [p.requires_grad_() for p in (WQ, WK, WV, WO)]
    def Vout(C, Pq):
        att = torch.softmax(((C @ ps[1].T) * (Pq @ ps[0].T)[:, None, :]).sum(-1), -1)
        return (att[:, :, None] * (C @ ps[2].T)).sum(1)
    WO0 = WO.detach().clone(); lucky = torch.zeros(m, dtype=torch.bool)
    for t in range(t0 + 1):
        C, Pq, z, qa = prompts(B)
        with torch.no_grad():
            V0 = Vout(C, Pq)  # W_V, W_Q, W_K still at init for t = 0 only; lucky sets use t = 0 parameters
            if t == 0: Vinit = V0
            if t == 0:
                o1 = WO0[:, :dx] @ V0[:, :dx].T; o2 = WO0[:, dx:dx + dy] @ V0[:, dx:dx + dy].T
                lucky |= ((o1 > 0) & (o2 > 0)).any(1)
        F = (torch.relu(Vout(C, Pq) @ ps[3].T) * A).sum(-1)
        loss = torch.clamp(1 - z * F, min=0)
        if t == t0:
            Wset = lucky & (A > 0); out = []
            for a in range(M1):
                sel = (qa == a) & (z > 0)
                if not sel.any(): continue
                for p in ps: p.grad = None
                loss[sel].mean().backward(retain_graph=True)
                v = torch.zeros(mb); v[:dx] = mu[a]; v[dx:dx + dy] = q
                out += (eta * ps[3].grad[Wset] @ v).tolist()
            rhs = delta * (beta**2 + 1) * alpha * eta / (2 * m) * (1 + eta**2 * m / m**2) ** t0
            return out, rhs, int(Wset.sum())
        for p in ps: p.grad = None
        loss.mean().backward()
        with torch.no_grad():
            for p in ps: p -= eta * p.grad
for (t0, eta) in ((3, 0.5), (10, 0.5), (30, 0.2)):
    for seed in (0, 1):
        out, rhs, nW = run(seed, t0=t0, eta=eta)
        t = torch.tensor(out)
        print(f"t0={t0} eta={eta} seed={seed}: |W|={nW}, {len(out)} (i,a) values; gradient.(mu_a;q): max {t.max():.3e}, "
              f"median {t.median():.3e}, min {t.min():.3e}, fraction > 0: {(t > 0).double().mean():.3f}; RHS = {rhs:.3e}; "
              f"median(-value)/RHS = {(-t).median() / rhs:.3f}")
