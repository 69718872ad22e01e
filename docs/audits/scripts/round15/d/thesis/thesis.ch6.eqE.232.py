# Auditor D: thesis (E.232) L9138-L9140 (Lemma E.4.10, induction step t = t0 + 1): for i in W_n (E.31),
#  eta (1/B) sum_{n in B_b} (1/a) sum_s softmax(p_s^T W_K^(t)T W_Q^(t) p_query) delta p_s^T W_O(i)^(t)T > 0.
# Own torch model (6.1)-(6.3): features x = mu_j + kappa nu_k (orthonormal), labels +-q (d_y = 1 .. q = e),
# F = a^T Relu(W_O sum_s W_V p_s attn_s), attn = softmax((W_K p_s)^T W_Q p_query) over the l contexts, hinge loss;
# a_i = +-1/m fixed, W_O^(0) ~ N(0, 1/m) rows, W_V^(0) = delta I, W_K^(0) = W_Q^(0) = I (orthonormal embeddings,
# Section 6's pretrained-like init), SGD on W_O, W_V, W_K, W_Q with batch B.  Tasks: binary, decisive (mu_a, mu_b),
# label + for mu_a, - for mu_b; contexts: mu_a, mu_b w.p. alpha/2 each, others (1-alpha)/(M1-2).
import torch, math
torch.set_default_dtype(torch.float64)

def run(M1=4, M2=2, l=12, alpha=0.9, delta=0.2, kappa=0.3, eta=1.0, m=368, B=40, T=24, seed=0):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; dy = 1; d = dx + dy
    mus = torch.eye(d)[:M1]; nus = torch.eye(d)[M1:dx]; q = torch.eye(d)[dx]
    tasks = [(a, b) for a in range(M1) for b in range(M1) if a != b]
    def prompt():
        a, b = tasks[int(torch.randint(len(tasks), (1,), generator=g))]
        probs = torch.full((M1,), (1 - alpha) / (M1 - 2)); probs[a] = probs[b] = alpha / 2
        js = torch.multinomial(probs, l, replacement=True, generator=g)
        ks = torch.randint(M2, (l + 1,), generator=g)
        jq = a if torch.rand(1, generator=g) < 0.5 else b
        X = torch.stack([mus[j] + kappa * nus[k] for j, k in zip(js, ks[:l])])
        lab = torch.tensor([1.0 if j == a else (-1.0 if j == b else (1.0 if torch.rand(1, generator=g) < .5 else -1.0)) for j in js])
        ctx = X + lab[:, None] * q
        pq = mus[jq] + kappa * nus[ks[l]]
        return ctx, pq, (1.0 if jq == a else -1.0)
    def batch():
        ps = [prompt() for _ in range(B)]
        return torch.stack([p[0] for p in ps]), torch.stack([p[1] for p in ps]), torch.tensor([p[2] for p in ps])
    WO = (torch.randn(m, d, generator=g) / math.sqrt(m)).requires_grad_()
    WV = (delta * torch.eye(d)).requires_grad_(); WK = torch.eye(d).requires_grad_(); WQ = torch.eye(d).requires_grad_()
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / m
    WO0, WV0 = WO.detach().clone(), WV.detach().clone()
    def attn(ctx, pq, WK, WQ):
        return torch.softmax(torch.einsum('bsd,ed,ef,bf->bs', ctx, WK, WQ, pq), dim=1)
    B0 = batch()
    # lucky rows (E.31) at W^(0) for every prompt n of B0: V_n(0) = sum_s W_V p_s attn_s split into feature / label parts
    with torch.no_grad():
        V0 = torch.einsum('bs,bsd->bd', attn(B0[0], B0[1], WK, WQ), B0[0]) @ WV0.T
        lucky = ((V0[:, :dx] @ WO0[:, :dx].T) > 0) & ((V0[:, dx:] @ WO0[:, dx:].T) > 0) & (a > 0)[None, :]
    out = {}
    b_last = B0
    for t in range(T + 1):
        if t in (1, 2, 4, 8, 24) and t >= 2:
            with torch.no_grad():
                ctx, pq, _ = b_last
                pbar = torch.einsum('bs,bsd->bd', attn(ctx, pq, WK, WQ), ctx)      # softmax^(t)-weighted tokens
                val = eta / B * m * (WO @ (delta * pbar.sum(0)))                   # (m,): (E.232) per row, 1/a = m
                rows = lucky.any(0)
                vv = val[rows]
                out[t] = (float(vv.min()), float((vv < 0).float().mean()), int(rows.sum()))
        if t == T: break
        bt = B0 if t == 0 else batch()
        ctx, pq, z = bt
        V = torch.einsum('bs,bsd->bd', attn(ctx, pq, WK, WQ), ctx) @ WV.T
        F = torch.relu(V @ WO.T) @ a
        loss = torch.clamp(1 - z * F, min=0).mean()
        for P in (WO, WV, WK, WQ):
            if P.grad is not None: P.grad = None
        loss.backward()
        with torch.no_grad():
            for P in (WO, WV, WK, WQ): P -= eta * P.grad
        b_last = bt
    return out, m / (M1**2 * math.log(M1)), B / (M1 * math.log(M1))

for seed in (0, 1):
    for (M1, m, B, eta) in [(4, 368, 40, 1.0), (4, 368, 40, 0.1), (3, 200, 30, 1.0)]:
        out, mr, br = run(M1=M1, m=m, B=B, eta=eta, seed=seed)
        print(f"seed={seed} M1={M1} m={m} (m/(M1^2 ln M1)={mr:.1f}) B={B} (B/(M1 ln M1)={br:.1f}, B/(10M1)={B/(10*M1):.1f}) eta={eta}:")
        for t, (mn, frac, nr) in out.items():
            print(f"   t={t:3d}: min over {nr} lucky rows = {mn:.3e}, fraction negative = {frac:.2f}")
