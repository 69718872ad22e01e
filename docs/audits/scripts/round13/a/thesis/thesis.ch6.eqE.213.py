"""Audit A, r13: thesis (E.213) L9050-L9052 (proof of Lemma E.4.7, t = t0 + 1): for i notin W u U,
 eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i) (mu_a^T, -q^T)^T <= eta sqrt(log(B(t0+1)) / (B(t0+1))) (1/a)
(explicit), with 1/a = |a_i| = 1/m (Sec. 6.2.3; the lemma's (E.23) has the per-step size eta delta (beta^2+1) alpha/(2a)).
W, U from (E.31)/(E.32) (both blocks of O_i^(0) V^n(0) positive, a_i > 0 / < 0) over every prompt of the run.
Lemma E.4.7's hypotheses: beta in [1, Theta(1)], m >~ M1^2, BT >~ M1 log M1, B >~ M1 (here B = 10 M1), t0 >= Theta(1).
Own model icl_common.py."""
import math
import torch
import icl_common as I

def run(cfg, t0, seed):
    r = I.Run(seed=seed, **cfg)
    WO0, a = r.WO.detach().clone(), r.a.clone()
    acc = torch.zeros_like(r.WO)
    inW = torch.zeros(r.m, dtype=torch.bool); inU = torch.zeros(r.m, dtype=torch.bool)
    WK0 = torch.zeros(r.ma, r.D); WQ0 = torch.zeros(r.ma, r.D)
    for i in range(r.dx):
        WK0[i, i] = WQ0[i, i] = cfg["delta"]
    for t in range(t0 + 2):
        b = r.batch()
        with torch.no_grad():
            P, Pq, _ = b
            at = torch.softmax(torch.einsum("nld,ed,ef,nf->nl", P, WK0, WQ0, Pq), 1)
            V = cfg["delta"] * torch.einsum("nl,nld->nd", at, P)
            both = ((WO0[:, :r.dx] @ V[:, :r.dx].T) > 0) & ((WO0[:, r.dx:r.D] @ V[:, r.dx:].T) > 0)
            inW |= (both & (a[:, None] > 0)).any(1); inU |= (both & (a[:, None] < 0)).any(1)
        G = r.grads(b)
        acc += r.eta * G["WO"]
        r.step(G)
    with torch.no_grad():
        loss = float(r.loss(*r.batch()))
    out = ~(inW | inU)
    B = cfg["B"]; BT = B * (t0 + 1)
    rhs = r.eta * math.sqrt(math.log(BT) / BT) / r.m
    res = {}
    for sgn, name in ((1.0, "gradient"), (-1.0, "update")):
        A = sgn * acc[out]
        if A.shape[0] == 0:
            res[name] = None; continue
        vals = torch.stack([A[:, :r.D] @ torch.cat([torch.eye(r.dx)[j] * r.beta, -r.q]) for j in range(r.M1)], 1)
        res[name] = float(vals.max())
    return int(inW.sum()), int(inU.sum()), int(out.sum()), res, rhs, loss

cfg = dict(M1=3, M2=2, beta=3.0, alpha=0.8, delta=0.2, l=8, m=18, B=30, eta=2.0)
t0 = 99
print(cfg, "t0 =", t0, "(sum over b = 0 .. t0+1)")
for s in range(3):
    nW, nU, nout, res, rhs, loss = run(cfg, t0, s)
    g, u = res["gradient"], res["update"]
    print(f"   seed {s}: |W| = {nW}, |U| = {nU}, outside = {nout}; hinge loss after the run = {loss:.3f}; right side = {rhs:.3e}; "
          + (f"max left (gradient) = {g:.3e} ({g / rhs:.1f}x), (update -G) = {u:.3e} ({u / rhs:.1f}x)" if g is not None else "no neuron outside"))
