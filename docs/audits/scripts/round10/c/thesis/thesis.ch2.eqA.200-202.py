"""Auditor C, round 10: thesis Ch. 2 (ViT), proof of Lemma A.5.2, App. A.5, (A.200)-(A.202) at t = 1 (seed L3568-L3582).

Own minimal implementation of (2.1)/(A.1) and one step of Algorithm 3 (A.6) on all of W_O, W_V, W_K, W_Q (hinge loss,
batch B = N), with the paper's hypotheses:
  patterns mu_j = e_j (orthonormal, M <= d), tokens x = s (mu_j + N(0, c0^2 I)), c0 = 0.01, s = 1.05 (Assumption A.2.4:
  same-pattern inner products >= 1, different <= lambda < 1); W_V^(0) = U orthonormal (p_j = U mu_j), W_K^(0) = W_Q^(0)
  = I (q_j = r_j = mu_j, so q_1 = r_1, q_2 = r_2; all norms <= 1: Assumption 2.3.1); W_O^(0) entries N(0, xi^2),
  xi = 1/sqrt(M) (App. A.2); a_(l)i uniform on +-1/sqrt(m), fixed; m >= M^2 ln N (Lemma A.5.2 / (2.7));
  y = +1 samples: |S_1| = n1 > |S_2| = n2, y = -1 mirrored, balanced; (2.8) alpha_* >= alpha_#/(e^{-(delta+tau)}(1-sigma-tau)).
Lucky (A.8): y^n = 1 (the proof's case), l in S_1^n, W_O(i,:)^(0) V_l^n(0) > 0.
  (A.200): W_O(i,:)^(0) (W_V^(1) - W_V^(0)) x_l^n > 0   [Claim 3 (A.183): the bracket of (A.200) times -eta]
           (also the (A.196) reading: W_O(i,:)^(0) (W_V^(1) - W_V^(0)) X^n softmax^(1)_l)
  (A.201): W_O(i,:)^(0) W_V^(0) X^n softmax^(1)_l > 0     [the first three terms of (A.196)]
  (A.202): W_O(i,:)^(0) V_l^n(1) > 0,  V_l^n(1) = W_V^(1) X^n softmax^(1)_l (A.7).
"""
import math

import torch

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def make_data(N, L, n1, n2, M, d, c0, s, g):
    X = torch.zeros(N, d, L)
    pat = torch.zeros(N, L, dtype=torch.long)
    y = torch.zeros(N)
    for n in range(N):
        yn = 1 if n < N // 2 else -1
        a, b = (0, 1) if yn == 1 else (1, 0)
        labels = [a] * n1 + [b] * n2 + [2 + int(torch.randint(M - 2, (1,), generator=g)) for _ in range(L - n1 - n2)]
        perm = torch.randperm(L, generator=g)
        labels = torch.tensor(labels)[perm]
        pat[n] = labels
        mu = torch.eye(d)[:, labels]
        X[n] = s * (mu + c0 * torch.randn(d, L, generator=g))
        y[n] = yn
    return X, pat, y


def attn(X, WK, WQ):  # softmax over s of x_s^T W_K^T W_Q x_l: (N, L_s, L_l)
    Sc = torch.einsum("nds,ed,ef,nfl->nsl", X, WK, WQ, X)
    return torch.softmax(Sc, dim=1)


def forward(X, WO, WV, WK, WQ, A):
    Vl = torch.einsum("ad,nds,nsl->nla", WV, X, attn(X, WK, WQ))  # V_l^n (N, L, m_a)
    H = torch.relu(torch.einsum("ia,nla->nli", WO, Vl))
    return (H * A.T[None]).sum(-1).mean(-1)  # (1/L) sum_l a_(l)^T relu(.)


def run(seed, m, M=5, d=8, L=10, n1=5, n2=2, N=32, eta=1.0, c0=0.01, s=1.05):
    g = torch.Generator().manual_seed(seed)
    X, pat, y = make_data(N, L, n1, n2, M, d, c0, s, g)
    xi = 1 / math.sqrt(M)
    U, _ = torch.linalg.qr(torch.randn(d, d, generator=g))
    WV0, WK0, WQ0 = U.clone(), torch.eye(d), torch.eye(d)
    WO0 = xi * torch.randn(m, d, generator=g)
    A = (2 * torch.randint(2, (m, L), generator=g) - 1) / math.sqrt(m)  # a_(l)i, column l
    params = [t.clone().requires_grad_(True) for t in (WO0, WV0, WK0, WQ0)]
    F = forward(X, *params, A)
    loss = torch.clamp(1 - y * F, min=0).mean()  # B = N (one full batch)
    grads = torch.autograd.grad(loss, params)
    WO1, WV1, WK1, WQ1 = (p.detach() - eta * gr for p, gr in zip(params, grads))
    with torch.no_grad():
        V0 = torch.einsum("ad,nds,nsl->nla", WV0, X, attn(X, WK0, WQ0))
        S1 = attn(X, WK1, WQ1)
        proj0 = torch.einsum("ia,nla->nli", WO0, V0)
        lucky = (proj0 > 0) & ((y[:, None] == 1) & (pat == 0))[:, :, None]
        tok = torch.einsum("ia,ad,ndl->nli", WO0, WV1 - WV0, X)  # (A.200), Claim-3 reading
        upd = torch.einsum("ia,ad,nds,nsl->nli", WO0, WV1 - WV0, X, S1)  # (A.200), (A.196) reading
        base = torch.einsum("ia,ad,nds,nsl->nli", WO0, WV0, X, S1)  # (A.201)
        v1 = torch.einsum("ia,ad,nds,nsl->nli", WO0, WV1, X, S1)  # (A.202)
        margin = proj0[lucky]
    out = {}
    for name, t in (("A200 tok", tok), ("A200 upd", upd), ("A201", base), ("A202", v1)):
        v = t[lucky]
        out[name] = (int((v <= 0).sum()), int(v.numel()), float(v.min()), float(v.max()))
    out["loss active"] = bool(((1 - y * F.detach()) > 0).all())
    out["median margin"] = float(margin.median())
    return out


if __name__ == "__main__":
    N, M = 32, 5
    print(f"m >= M^2 ln N = {M * M * math.log(N):.0f}; xi = 1/sqrt(M); n1 = 5 > n2 = 2 of L = 10 (alpha_* = 0.5, alpha_# = 0.2)")
    for eta in (0.1, 1.0):
        for m in (128, 1024):
            for seed in (0, 1):
                r = run(seed, m, eta=eta)
                parts = "; ".join(f"{k}: {v[0]}/{v[1]} <= 0 (min {v[2]:.2e}, max {v[3]:.2e})"
                                  for k, v in r.items() if k.startswith("A"))
                print(f"eta = {eta}, m = {m}, seed {seed}: loss active {r['loss active']}, lucky median margin "
                      f"{r['median margin']:.3f}\n   {parts}")


def margin_check(seed, m, eta, thr):
    """Failures of (A.201)/(A.202) among lucky neurons whose t = 0 margin W_O(i,:)^(0) V_l^n(0) >= thr
    ((A.195)'s margin reading: lucky neurons with margin >~ xi (Theta(1) - sigma - tau))."""
    import types
    g = torch.Generator().manual_seed(seed)
    M, d, L, n1, n2, N, c0, s = 5, 8, 10, 5, 2, 32, 0.01, 1.05
    X, pat, y = make_data(N, L, n1, n2, M, d, c0, s, g)
    xi = 1 / math.sqrt(M)
    U, _ = torch.linalg.qr(torch.randn(d, d, generator=g))
    WV0, WK0, WQ0 = U.clone(), torch.eye(d), torch.eye(d)
    WO0 = xi * torch.randn(m, d, generator=g)
    A = (2 * torch.randint(2, (m, L), generator=g) - 1) / math.sqrt(m)
    params = [t.clone().requires_grad_(True) for t in (WO0, WV0, WK0, WQ0)]
    F = forward(X, *params, A)
    grads = torch.autograd.grad(torch.clamp(1 - y * F, min=0).mean(), params)
    WO1, WV1, WK1, WQ1 = (p.detach() - eta * gr for p, gr in zip(params, grads))
    with torch.no_grad():
        V0 = torch.einsum("ad,nds,nsl->nla", WV0, X, attn(X, WK0, WQ0))
        S1 = attn(X, WK1, WQ1)
        proj0 = torch.einsum("ia,nla->nli", WO0, V0)
        lucky = (proj0 > thr) & ((y[:, None] == 1) & (pat == 0))[:, :, None]
        base = torch.einsum("ia,ad,nds,nsl->nli", WO0, WV0, X, S1)[lucky]
        v1 = torch.einsum("ia,ad,nds,nsl->nli", WO0, WV1, X, S1)[lucky]
    return int((base <= 0).sum()), int((v1 <= 0).sum()), int(lucky.sum())


if __name__ == "__main__":
    print("\nmargin reading: lucky neurons with t = 0 margin >= 0.1 (= 0.22 xi)")
    for eta in (0.1, 1.0):
        for seed in (0, 1):
            a, b, n = margin_check(seed, 1024, eta, 0.1)
            print(f"  eta = {eta}, m = 1024, seed {seed}: (A.201) {a}/{n} <= 0, (A.202) {b}/{n} <= 0")
