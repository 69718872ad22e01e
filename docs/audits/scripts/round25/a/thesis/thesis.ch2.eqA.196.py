"""Auditor A r25: thesis ch. 2, (A.196) seed 003 L3558-L3563 (proof of Lemma A.5.2, t = 1; same display as (A.14) L~2725):
W_O(i)^(t) V_l^n(t) = W_O(i)^(t) ( sum_{s in S_1^n} softmax_s p_1 + z(t) + sum_{j != 1} W_j^n(t) p_j
                                   - eta sum_{b=0}^{t-1} ( sum_{k in W_{l,n}(0)} V_k(b) W_O(k)^(b)T + sum_{k notin W} V_k(b) lambda W_O(k)^(b)T ) ).
Own torch model (2.1): F(X) = (1/|S|) sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss, one step of Algorithm 3
(SGD on W_O, W_V, W_K, W_Q; a fixed). Noise-free tokens (tau = 0) and W_V^(0) = W_K^(0) = W_Q^(0) = I (sigma = delta = 0):
Assumption 2.3.1 / A.2.1 hold exactly, z(0) = 0 and (A.22) leaves no slack (|W_O(i) z_l(t)| <= (sigma + tau)||W_O(i)|| = 0).
Readings: first three terms = W_V^(0) X softmax^(t)_l (exact here: p_j = mu_j, W_j = attention mass on pattern j);
V_k(0) = coefficient of W_O(k)^(0)T in -Delta W_V x_l / eta ((A.176) for the S_1 token x_l itself), lambda in [0,1] best.
Quantity: true drift D = W_O(i)^(1) (W_V^(1) - W_V^(0)) X softmax^(1)_l vs printed P(lambda); report
min_lambda max_{n,l in S_1^n, i in W_{l,n}(0)} |D - P| / max |D|."""
import numpy as np, torch, sys
torch.set_default_dtype(torch.float64)
def run(seed, d=12, M=5, L=8, n1=3, n2=1, m=128, B=16, eta=0.5, xi=None):
    g = torch.Generator().manual_seed(seed); r = np.random.default_rng(seed)
    xi = xi if xi is not None else 1 / np.sqrt(M)
    mu = torch.eye(d)[:M]
    Xs, ys, S1 = [], [], []
    for b in range(B):
        yb = 1 if b % 2 == 0 else -1
        c1, c2 = (n1, n2) if yb > 0 else (n2, n1)
        pats = [0] * c1 + [1] * c2 + list(r.integers(2, M, L - c1 - c2)); r.shuffle(pats)
        Xs.append(mu[pats].T); ys.append(yb); S1.append([l for l in range(L) if pats[l] == 0])
    X = torch.stack(Xs); y = torch.tensor(ys, dtype=torch.float64)
    WV = torch.eye(d).requires_grad_(); WK = torch.eye(d).requires_grad_(); WQ = torch.eye(d).requires_grad_()
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_()
    a = torch.tensor(r.choice([-1.0, 1.0], (L, m)) / np.sqrt(m))
    def attn(WK, WQ): return torch.softmax(torch.einsum('bdl,ed,ef,bfk->blk', X, WK, WQ, X), 1)  # [b, s, l] softmax over s
    def F(WO, WV, WK, WQ):
        A = attn(WK, WQ); V = torch.einsum('ed,bds,bsl->bel', WV, X, A)
        return (torch.einsum('lm,bml->bl', a, torch.relu(torch.einsum('me,bel->bml', WO, V)))).mean(1)
    loss = torch.clamp(1 - y * F(WO, WV, WK, WQ), min=0).mean(); loss.backward()
    with torch.no_grad():
        WO0, WV0 = WO.detach().clone(), WV.detach().clone()
        A0 = attn(WK, WQ); V0 = torch.einsum('ed,bds,bsl->bel', WV0, X, A0)
        WO1 = WO0 - eta * WO.grad; WV1 = WV0 - eta * WV.grad; WK1 = WK - eta * WK.grad; WQ1 = WQ - eta * WQ.grad
        A1 = attn(WK1, WQ1)
        dWV = WV1 - WV0
        # coefficients from the chain rule: F depends on W_O W_V = U, dL/dW_V = W_O^T dL/dU, so dWV = -eta sum_k WO0[k]^T G_k with G = dL/dU
    U = (WO0 @ WV0).clone().requires_grad_()
    A = attn(WK.detach(), WQ.detach())
    Fu = (torch.einsum('lm,bml->bl', a, torch.relu(torch.einsum('md,bds,bsl->bml', U, X, A)))).mean(1)
    torch.clamp(1 - y * Fu, min=0).mean().backward()
    with torch.no_grad():
        G = U.grad
        resid = (-eta * WO0.T @ G - dWV).abs().max().item()
        best = None
        for lam in np.linspace(0, 1, 101):
            num, den = 0.0, 0.0
            for b in range(B):
                for l in S1[b]:
                    lucky = (WO0 @ V0[b][:, l]) > 0
                    D = WO1 @ (dWV @ X[b] @ A1[b][:, l])              # true drift, all i
                    C = G @ X[b][:, l]                                # V_k(0): coefficient for the S_1 token x_l
                    coef = torch.where(lucky, C, lam * C)
                    P = WO1 @ (-eta * WO0.T @ coef)
                    num = max(num, (D - P)[lucky].abs().max().item()); den = max(den, D[lucky].abs().max().item())
            if best is None or num / den < best[0]: best = (num / den, lam)
        pS1 = np.mean([A1[b][S1[b], l].sum().item() for b in range(B) for l in S1[b]])
    return best, resid, pS1
if __name__ == '__main__':
    for (seed, d, M, L, n1, n2, m, B, eta) in [(0, 12, 5, 8, 3, 1, 128, 16, 0.5), (1, 12, 5, 8, 3, 1, 128, 16, 0.05), (2, 16, 6, 12, 5, 2, 256, 32, 1.0),
                                              (3, 16, 6, 12, 6, 2, 256, 32, 0.01), (4, 10, 4, 4, 2, 1, 64, 8, 1.0)]:
        (ratio, lam), resid, pS1 = run(seed, d, M, L, n1, n2, m, B, eta)
        print(f"seed {seed}: d={d} M={M} L={L} (n1,n2)=({n1},{n2}) m={m} B={B} eta={eta}: min_lambda max|D-P|/max|D| = {ratio:.3f} at lambda={lam:.2f}; "
              f"mean attention mass on S_1 after the step {pS1:.3f}; lstsq residual {resid:.1e}", flush=True)
