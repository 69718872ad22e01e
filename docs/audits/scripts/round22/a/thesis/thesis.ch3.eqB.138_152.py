"""Auditor A, round 22: thesis (seed 003) (B.138) K(t) >~ ... > 0 (L4518) and (B.152) Q(t) >= K(t)(1 - lambda) > 0 (L4585),
Lemma B.3.2 ('there exist K(t), Q(t) > 0, t = 0..T-1'), at t = 0.  Own model: the GT (3.1) count-table model of my
thesis.ch3.theorem3.4.8 script (imported from my own audit file, no repository code), hinge, W_K = W_Q = W_V = [I; 0],
W_O ~ N(0, xi^2), a = +-1/sqrt(m), b = 0 learned.
K(0) = q_1-coefficient of W_Q^(1) x_j - W_Q^(0) x_j for a mu_1 token x_j = e_1 (B.134): -eta (G_Q e_1).q_1/||q_1||^2,
Q(0) likewise from the W_K update (B.151); q_1 = W_K^(0) mu_1 = e_1 (= r_1).
At t = 0 every hinge is active (|F| << 1), F is linear in a and its ReLU gates do not involve a, so K(0), Q(0) are odd in a:
the mirror draw a -> -a (same probability) flips both signs.
"""
import importlib.util, math, sys
import numpy as np
import torch
torch.set_default_dtype(torch.float64)
spec = importlib.util.spec_from_file_location("gt", "/work/audit/r22a/thesis/thesis.ch3.theorem3.4.8-ratio-gamma_d.py")
gt = importlib.util.module_from_spec(spec); spec.loader.exec_module(gt)

def KQ(q, y, C, w, m, seed, asign=1.0, eta=0.1, xi=0.01, batch=None):
    g = torch.Generator().manual_seed(seed)
    I = torch.zeros(8, 4); I[:4, :4] = torch.eye(4)
    WK = I.clone().requires_grad_(); WQ = I.clone().requires_grad_(); WV = I.clone()
    WO = xi * torch.randn(m, 8, generator=g)
    a = asign * (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / math.sqrt(m)
    b = torch.zeros(3)
    qt = torch.tensor(q); yt = torch.tensor(y); Ct = torch.tensor(C); wt = torch.tensor(w)
    if batch is not None:
        idx = torch.tensor(batch); qt, yt, Ct = qt[idx], yt[idx], Ct[idx]; wt = torch.ones(len(idx)) / len(idx)
    E = torch.eye(4); mask = Ct > 0
    S = (WK @ E).T @ (WQ @ E)
    logits = S[:, qt].T[:, :, None] + b[None, None, :]
    logits = torch.where(mask, logits, torch.full_like(logits, -1e300))
    ew = Ct * torch.exp(logits - logits.amax(dim=(1, 2), keepdim=True))
    att = ew / ew.sum(dim=(1, 2), keepdim=True)
    h = att.sum(2) @ (WV @ E).T
    F = torch.relu(h @ WO.T) @ a
    assert F.abs().max().item() < 1
    L = (wt * torch.clamp(1 - yt * F, min=0)).sum()
    gK, gQ = torch.autograd.grad(L, [WK, WQ])
    e1 = torch.zeros(4); e1[0] = 1; q1 = WK.detach() @ e1
    K0 = (-eta * (gQ @ e1) @ q1 / (q1 @ q1)).item()
    Q0 = (-eta * (gK @ e1) @ q1 / (q1 @ q1)).item()
    return K0, Q0

if __name__ == "__main__":
    pat, lab, adj = gt.build(8, 64)               # gamma_d = 0.2, eps_S = 1/8, z_m = 1 (see the theorem3.4.8 entry)
    q, y, C, w = gt.counts(pat, lab, adj, 'gt')
    rng = np.random.default_rng(0)
    for m in (200, 2000, 20000):
        neg = 0; negQ = 0; negmin = 0; odd = 0.0; n = 40
        for seed in range(n):
            K0, Q0 = KQ(q, y, C, w, m, seed)
            K0m, Q0m = KQ(q, y, C, w, m, seed, asign=-1.0)
            odd = max(odd, abs(K0 + K0m) / max(abs(K0), 1e-300), abs(Q0 + Q0m) / max(abs(Q0), 1e-300))
            neg += K0 < 0; negQ += Q0 < 0; negmin += min(K0, Q0) < 0
        print(f"full batch (B -> inf limit), m = {m}: K(0) < 0 in {neg}/{n} draws, Q(0) < 0 in {negQ}/{n}, min(K,Q) < 0 in {negmin}/{n};"
              f" max relative |K(a) + K(-a)|, |Q(a) + Q(-a)| = {odd:.1e}", flush=True)
    # finite batches of distinct nodes (uniform over groups weighted by multiplicity)
    probs = w / w.sum()
    for B in (8, 64, 512):
        neg = 0; n = 40
        for seed in range(n):
            batch = rng.choice(len(q), size=B, p=probs)
            K0, Q0 = KQ(q, y, C, w, 200, seed, batch=batch)
            neg += min(K0, Q0) < 0
        print(f"batch B = {B}, m = 200: min(K(0), Q(0)) < 0 in {neg}/{n} draws (a random per draw)", flush=True)
