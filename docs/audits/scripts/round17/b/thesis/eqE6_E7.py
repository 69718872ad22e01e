"""Auditor B r17: thesis Lemma E.4.5 (E.6) and (E.7) (L8009-L8011), my own implementation of chapter 6's model (6.2),
hinge loss (6.3), data (6.6)-(6.7), training prompts (Sec. 6.3.2), init and SGD of Sec. 6.2.3, cyclic T_tr
(tasks (mu_j -> +1, mu_{j+1} -> -1), j mod M1: Condition 6.3.2 holds with |T_tr|/M1 = 1).
Quantity (as printed): G = eta sum_{b=0}^{t0-1} (1/B) sum_{n in B_b} d l(P^n)/d W_Q evaluated at W^(t0);
Q(u) = (u;0)^T G (x_query;0) with x_query = mu_j.
(E.7): |Q(mu_l)| <~ e^{-Theta((eta t0/M1)^2)} |Q(mu_j)| for mu_l forming a task in T_tr with mu_j.
(E.6): Q(mu_j) (sum up to t0) >~ eta (1/M1) sum_{b<=t0} zeta_b delta gamma_b beta^4 (reported for information).
"""
import math
import torch

torch.set_default_dtype(torch.float64)


def make_batch(g, B, M1, M2, beta, alpha, K, l, tasks):
    dx = M1 + M2
    ti = torch.randint(len(tasks), (B,), generator=g)
    a = torch.tensor([tasks[i][0] for i in ti]); b = torch.tensor([tasks[i][1] for i in ti])
    qsel = torch.rand(B, generator=g) < 0.5
    qpat = torch.where(qsel, a, b)
    # context patterns: a or b w.p. alpha/2 each, others (1 - alpha)/(M1 - 2)
    probs = torch.full((B, M1), (1 - alpha) / max(M1 - 2, 1))
    probs[torch.arange(B), a] = alpha / 2; probs[torch.arange(B), b] = alpha / 2
    if M1 == 2 or alpha == 1:
        probs = probs * (probs >= alpha / 2 - 1e-12)
    cp = torch.multinomial(probs, l, replacement=True, generator=g)
    pats = torch.cat([cp, qpat[:, None]], 1)  # (B, l+1), last = query
    kap = (torch.rand(B, l + 1, generator=g) * 2 - 1) * K
    ks = torch.randint(M2, (B, l + 1), generator=g)
    X = beta * torch.nn.functional.one_hot(pats, dx).double() + kap[..., None] * beta * torch.nn.functional.one_hot(ks + M1, dx).double()
    lab = torch.where(pats == a[:, None], 1.0, torch.where(pats == b[:, None], -1.0,
                      torch.where(torch.rand(B, l + 1, generator=g) < 0.5, 1.0, -1.0)))
    z = lab[:, -1].clone()
    lab[:, -1] = 0.0
    P = torch.cat([X, lab[..., None]], 2)  # (B, l+1, dx+1); label embedding q = 1 (d_y = 1)
    return P, z


def F(Wq, Wk, Wv, Wo, a, P):
    ctx, qry = P[:, :-1], P[:, -1]
    sc = torch.einsum("bid,ed,ef,bf->bi", ctx, Wk, Wq, qry)
    at = torch.softmax(sc, 1)
    h = torch.einsum("mc,cd,bid,bi->bm", Wo, Wv, ctx, at)
    return torch.relu(h) @ a, at


def run(M1=3, M2=4, beta=1.0, alpha=1.0, delta=0.2, eta=1.0, m=50, B=20, l=27, K=0.5, steps=64, seed=0,
        checkpoints=(1, 4, 8, 16, 32, 62)):
    g = torch.Generator().manual_seed(seed)
    dx = M1 + M2; D = dx + 1; ma = mb = D + 2
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    Wq = torch.zeros(ma, D); Wk = torch.zeros(ma, D); Wv = torch.zeros(mb, D)
    for i in range(dx):
        Wq[i, i] = delta; Wk[i, i] = delta
    for i in range(D):
        Wv[i, i] = delta
    Wo = torch.randn(m, mb, generator=g) / math.sqrt(m)
    a = torch.where(torch.rand(m, generator=g) < 0.5, 1.0, -1.0) / m
    batches, out = [], {}
    for t in range(steps):
        P, z = make_batch(g, B, M1, M2, beta, alpha, K, l, tasks)
        batches.append((P, z))
        t0 = t + 1
        params = [w.clone().requires_grad_(True) for w in (Wq, Wk, Wv, Wo)]
        f, _ = F(*params, a, P)
        loss = torch.clamp(1 - z * f, min=0).mean()
        gr = torch.autograd.grad(loss, params)
        Wq, Wk, Wv, Wo = [w - eta * gw for w, gw in zip((Wq, Wk, Wv, Wo), gr)]
        if t0 in checkpoints:
            # G = eta sum_{b < t0} (1/B) sum_n dl/dW_Q at W^(t0)
            Wq_ = Wq.clone().requires_grad_(True)
            tot = 0.0
            for (Pb, zb) in batches[:t0]:
                fb, _ = F(Wq_, Wk, Wv, Wo, a, Pb)
                tot = tot + torch.clamp(1 - zb * fb, min=0).mean()
            (G,) = torch.autograd.grad(eta * tot, Wq_)
            ratios = []
            for j in range(M1):
                v = torch.zeros(ma); v[j] = beta  # (x_query;0) = (mu_j;0)
                own = float(v @ G @ v) if False else float(G[j, j] * beta * beta)
                for lp in ((j + 1) % M1, (j - 1) % M1):
                    ratios.append(abs(float(G[lp, j] * beta * beta)) / max(abs(own), 1e-300))
            out[t0] = dict(max_partner_ratio=max(ratios), shape=math.exp(-(eta * t0 / M1) ** 2),
                           own_sign=[float(G[j, j]) for j in range(M1)])
    return out


if __name__ == "__main__":
    import statistics
    res = [run(seed=s) for s in range(8)]
    for t0 in (1, 4, 8, 16, 32, 62):
        rs = [r[t0]["max_partner_ratio"] for r in res]
        print(f"t0={t0}: median max partner ratio {statistics.median(rs):.3f} (min {min(rs):.3f}, max {max(rs):.3f}); "
              f"e^-(eta t0/M1)^2 = {res[0][t0]['shape']:.3e}; own comps seed0 {['%.2e' % x for x in res[0][t0]['own_sign']]}")
