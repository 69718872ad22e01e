"""Auditor C, round 19: thesis (seed 003) (A.117) L3197, own model (no repository code).
Chapter 2 shallow ViT (2.1), hinge loss (2.3), full-batch GD; data model Section 2.3.2 / 2.4.1.
For y = +1 samples and queries l in S_1 (s = l): v = W_K x_s - sum_r softmax_r W_K x_r  ((A.113)).
Natural coefficients: v = sum_a c_a k_a (+ residual), k_a = W_K^(t) mu_a (q_1(t) = k_1): beta_1 = c_1, zeta'_a = c_a (a >= 2).
Printed: |zeta'_a| <= beta_1 |S_a| / (|S| - |S_1|), a >= 2.  Ratio rho = |zeta'_a| R / (beta_1 |S_a|) (<= 1 claimed).
Also the attention-only form rho_att = A_a R / ((1 - A_1) |S_a|).  Note sum_a (1-A_1)|S_a|/R = 1 - A_1 = sum_a A_a:
rho_att <= 1 for every a iff the attention per token is the same on every non-S_1 pattern.
"""
import sys, numpy as np, torch
torch.set_num_threads(1)

def data(N, L, M, d, a_star, a_conf, c0, rng):
    X, Y, P = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        k1 = int(round(a_star * L)); k2 = max(1, int(round(a_conf * L)))
        rel, con = (0, 1) if y == 1 else (1, 0)
        pat = np.array([rel] * k1 + [con] * k2 + list(rng.integers(2, M, L - k1 - k2)))
        x = np.eye(d)[pat] + c0 * rng.standard_normal((L, d)); x /= np.linalg.norm(x, axis=1, keepdims=True)
        X.append(x); Y.append(y); P.append(pat)
    return torch.tensor(np.array(X)).float(), torch.tensor(Y).float(), np.array(P)

def run(seed, N=40, L=10, M=5, d=10, a_star=0.3, a_conf=0.1, c0=0.01, m=80, eta=1.0, T=400, sig=0.1, dlt=0.2, xi=0.01):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    X, Y, P = data(N, L, M, d, a_star, a_conf, c0, rng)
    def init(s):
        W = torch.eye(d) + s / np.sqrt(d) * torch.randn(d, d, generator=g)
        return (W / torch.linalg.matrix_norm(W, 2)).requires_grad_()   # ||W^(0)|| <= 1 (Assumption 2.3.1)
    WK, WQ, WV = init(dlt), init(dlt), init(sig)
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_()
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1).float() / np.sqrt(m)
    mu = torch.eye(d)[:M]
    def fwd():
        att = torch.softmax(torch.einsum('nrd,ed,ef,nlf->nlr', X, WK, WQ, X), dim=2)   # n, query l, key r
        h = torch.einsum('nlr,nrd,ed->nle', att, X, WV)
        F = (torch.relu(h @ WO.T) * A[None]).sum(2).mean(1)
        return att, F
    rec = []
    for t in range(T):
        att, F = fwd()
        loss = torch.clamp(1 - Y * F, min=0).mean()
        if t % 20 == 0 or loss.item() == 0:
            rec.append((t, loss.item(), measure(att.detach(), X, P, Y, WK.detach(), mu, M)))
        if loss.item() == 0: break
        gs = torch.autograd.grad(loss, [WK, WQ, WV, WO])
        with torch.no_grad():
            for Pm, G in zip([WK, WQ, WV, WO], gs): Pm -= eta * G
    return rec

def measure(att, X, P, Y, WK, mu, M):
    Kb = (WK @ mu.T)                  # d x M, columns k_a
    worst, worst_att = 0.0, 0.0
    for n in range(X.shape[0]):
        if Y[n] != 1: continue
        pat = P[n]; R = np.sum(pat != 0)
        keys = X[n] @ WK.T            # L x d
        for l in np.where(pat == 0)[0]:
            a = att[n, l]
            v = keys[l] - a @ keys
            c = torch.linalg.lstsq(Kb, v[:, None]).solution[:, 0].numpy()
            Aa = np.array([a[torch.tensor(pat == q)].sum().item() for q in range(M)])
            for q in range(1, M):
                Sq = np.sum(pat == q)
                if Sq == 0: continue
                worst = max(worst, abs(c[q]) * R / (c[0] * Sq) if c[0] > 0 else np.inf)
                worst_att = max(worst_att, Aa[q] * R / ((1 - Aa[0]) * Sq))
    return worst, worst_att

if __name__ == '__main__':
    for L in eval(sys.argv[1]) if len(sys.argv) > 1 else (10,):
        for seed in (0, 1):
            rec = run(seed, L=L, m=int(80 * np.sqrt(L / 10)))
            print(f"L={L} seed={seed}: " + ' '.join(f"t{t}(loss {lo:.2f}): rho={w:.2f} rho_att={wa:.2f}" for t, lo, (w, wa) in rec), flush=True)
