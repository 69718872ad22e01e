"""(E.204) L9005-L9010: for i in W_n and p_query^n with q and mu_a,
   eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b^n} dl/dW_O(i)^(t) (mu_a^T, q^T)^T >~ (1/M1) delta beta^2 (beta^2+1) alpha eta (t0+1)/(2a) > 0,
B_b^n = prompts of batch b whose query has the IDR pattern mu_a. Own model (ch6model.py): SGD over t0 + 2 fresh batches;
for each a, eta x grad at W^(b) of (1/B) sum_{n in B_b^n} l_n, summed over b; pairs (a, i) with i in W_n (E.31) for some
run prompt n with query pattern mu_a and label +1. Sign consequence (> 0) for both sign conventions."""
import sys, math, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

def run(M1, M2, m, B, l, t0, eta, beta, alpha, delta, seed, qnorm=1.0):
    c = Cfg(M1=M1, M2=M2, dy=2, beta=beta, qnorm=qnorm, alpha=alpha, l=l, m=m, B=B, eta=eta, delta=delta, seed=seed)
    rng = np.random.default_rng(seed)
    W, a = init(c, rng); W0 = [w.clone() for w in W]
    batches = [sample(c, rng, B) for _ in range(t0 + 2)]
    Wl = [w.clone().requires_grad_(True) for w in W]
    acc = torch.zeros(M1, m, c.mb)
    for P, z in batches:
        qa = P[:, -1, :M1].argmax(1)
        for pa in range(M1):
            S = qa == pa
            if S.any():
                Wg = [w.detach().clone().requires_grad_(True) for w in Wl]
                Ls = (torch.clamp(1 - z[S] * F_of(c, Wg, a, P[S]), min=0)).sum() / B
                Ls.backward(); acc[pa] += eta * Wg[3].grad
        L = hinge(c, Wl, a, P, z)
        for w in Wl: w.grad = None
        L.backward()
        with torch.no_grad():
            for w in Wl: w -= eta * w.grad
    sel = torch.zeros(M1, m, dtype=torch.bool)
    for P, z in batches:
        qa = P[:, -1, :M1].argmax(1)
        V0 = V_of(c, W0, P, True); O = W0[3]
        lk = ((V0[:, :c.dx] @ O[:, :c.dx].T > 0) & (V0[:, c.dx:c.D] @ O[:, c.dx:c.D].T > 0)) & (a > 0)[None]
        for pa in range(M1):
            S = (qa == pa) & (z > 0)
            if S.any(): sel[pa] |= lk[S].any(0)
    vals = []
    for pa in range(M1):
        v = torch.zeros(c.mb); v[pa] = beta; v[c.dx] = qnorm
        vals += (acc[pa] @ v)[sel[pa]].tolist()
    vals = np.array(vals)
    rhs = delta * beta ** 2 * (beta ** 2 + 1) * alpha * eta * (t0 + 1) / (2 * m * M1)
    print(f"M1={M1} M2={M2} m={m} B={B} l={l} t0={t0} eta={eta} seed={seed}: {len(vals)} pairs; gradient sums: "
          f"min {vals.min():+.3f} max {vals.max():+.3f}, {int((vals > 0).sum())} positive; update sign: "
          f"{int((-vals > 0).sum())} positive; printed side (c=1) {rhs:.3f}; last hinge {float(L):.3f}")

if __name__ == '__main__':
    for seed in range(2):
        run(3, 2, 27, 30, 12, 100, 1.0, 3.0, 0.9, 0.2, seed)
        run(3, 2, 27, 30, 12, 100, 0.5, 3.0, 0.9, 0.2, seed)
    run(4, 4, 48, 40, 10, 19, 1.0, 3.0, 0.8, 0.2, 0)
