"""(E.24) L8060-L8061 (Lemma E.4.7): for i in W, p_query with q and mu_a,
   eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i)^(t0) . (mu_a^T, q^T)^T  >~  delta (beta^2+1) alpha eta t0/(2a),
a = m (a_i = +-1/m), hypotheses Theta(1) >= beta >= 1, m >~ M1^2, BT >~ M1 log M1, B >~ M1, t0 >= Theta(1).
Since the right side is > 0 the display needs lhs > 0. Own model (ch6model.py), SGD run of t0 + 2 batches; W of (E.31),
(E.35) over every prompt of the run. Readings: as printed (all gradients at W^(t0)), gradients at their own iterate,
and the accumulated update W_O(i)^(t0+2) - W_O(i)^(0) (descent direction). Per neuron: max over a; then min (and max)
over W."""
import sys, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

def run(M1, M2, m, B, l, t0, eta, beta, alpha, delta, seed, qnorm=1.0):
    c = Cfg(M1=M1, M2=M2, dy=2, beta=beta, qnorm=qnorm, alpha=alpha, l=l, m=m, B=B, eta=eta, delta=delta, seed=seed)
    rng = np.random.default_rng(seed)
    W, a = init(c, rng); W0 = [w.clone() for w in W]
    batches = [sample(c, rng, B) for _ in range(t0 + 2)]
    Wl = [w.clone().requires_grad_(True) for w in W]
    G_own = torch.zeros_like(W[3]); Wt0 = None
    for b, (P, z) in enumerate(batches):
        if b == t0: Wt0 = [w.detach().clone() for w in Wl]
        L = hinge(c, Wl, a, P, z)
        for w in Wl: w.grad = None
        L.backward()
        G_own += eta * Wl[3].grad
        with torch.no_grad():
            for w in Wl: w -= eta * w.grad
    Wend = [w.detach() for w in Wl]
    G_t0 = torch.zeros_like(W[3])
    for P, z in batches:                                    # every batch's gradient taken at W^(t0), as printed
        Wg = [w.clone().requires_grad_(True) for w in Wt0]
        L = hinge(c, Wg, a, P, z); L.backward(); G_t0 += eta * Wg[3].grad
    upd = Wend[3] - W0[3]
    # W of (E.31)/(E.35): a_i > 0, both blocks of O_i^(0) . V^n(0) positive, some prompt n of the run
    Wset = torch.zeros(m, dtype=torch.bool)
    for P, z in batches:
        V0 = V_of(c, W0, P, True); O = W0[3]
        lk = (V0[:, :c.dx] @ O[:, :c.dx].T > 0) & (V0[:, c.dx:c.D] @ O[:, c.dx:c.D].T > 0)
        Wset |= (lk & (a > 0)[None]).any(0)
    vecs = torch.zeros(M1, c.mb)
    for j in range(M1): vecs[j, j] = beta; vecs[j, c.dx] = qnorm        # (mu_a^T, q^T, 0)^T, q = qnorm e_1
    rhs = delta * (beta ** 2 + 1) * alpha * eta * t0 / (2 * m)
    out = {}
    for name, G in (("printed (grads at W^(t0))", G_t0), ("grads at own iterate", G_own), ("accumulated update", upd)):
        per = (G[Wset] @ vecs.T).max(1).values
        out[name] = (float(per.min()), float(per.max()), int((per <= 0).sum()))
    print(f"M1={M1} M2={M2} m={m} B={B} l={l} t0={t0} eta={eta} beta={beta} alpha={alpha} delta={delta} seed={seed}: |W|={int(Wset.sum())}, "
          f"rhs(c=1)={rhs:.2e}")
    for k, (mn, mx, nneg) in out.items():
        print(f"   {k:28s}: min over W = {mn:+.3e}, max over W = {mx:+.3e}, #W with value <= 0 = {nneg}")

if __name__ == '__main__':
    run(3, 1, 14, 6, 2, 100, 0.3, 1.76, 0.61, 0.05, 1)     # the claim's _E24_KNOWN_BEST family
    run(3, 1, 10, 4, 7, 2, 0.825, 2.6, 0.375, 0.18, 427)   # the claim's _E24_KNOWN_UPDATE family
    run(3, 2, 27, 30, 12, 20, 1.0, 3.0, 0.9, 0.2, 0)
    run(3, 2, 270, 30, 12, 20, 1.0, 3.0, 0.9, 0.2, 0)
    run(3, 12, 100, 32, 10, 50, 0.5, 1.5, 0.8, 0.2, 3)
