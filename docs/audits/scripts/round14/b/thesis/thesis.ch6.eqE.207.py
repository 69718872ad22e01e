"""(E.207) L9026-L9028: for i in W,
   eta (1/B) sum_{b=0}^{t0+1} sum_n dl/dW_O(i) (nu_c^T, 0^T)^T <= (1/(BT)) eta (1/B) sum_b sum_n dl/dW_O(i) (mu_b^T, q^T)^T.
Own model (ch6model.py): SGD over t0 + 2 fresh batches, gradients at their own iterates summed (acc); W of (E.31)/(E.35)
with a_i > 0 over every prompt of the run; BT = B (t0 + 2) (the smallest T the sum allows, most favourable when the
right side is > 0); each neuron's most favourable mu_b; checked for every c, both signs (acc and -acc = update)."""
import sys, math, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

def run(M1, M2, m, B, l, t0, eta, beta, alpha, delta, seed, qnorm=1.0):
    c = Cfg(M1=M1, M2=M2, dy=2, beta=beta, qnorm=qnorm, alpha=alpha, l=l, m=m, B=B, eta=eta, delta=delta, seed=seed)
    rng = np.random.default_rng(seed)
    W, a = init(c, rng); W0 = [w.clone() for w in W]
    batches = [sample(c, rng, B) for _ in range(t0 + 2)]
    Wl = [w.clone().requires_grad_(True) for w in W]
    acc = torch.zeros_like(W[3])
    for P, z in batches:
        L = hinge(c, Wl, a, P, z)
        for w in Wl: w.grad = None
        L.backward(); acc += eta * Wl[3].grad
        with torch.no_grad():
            for w in Wl: w -= eta * w.grad
    Wset = torch.zeros(m, dtype=torch.bool)
    for P, z in batches:
        V0 = V_of(c, W0, P, True); O = W0[3]
        Wset |= (((V0[:, :c.dx] @ O[:, :c.dx].T > 0) & (V0[:, c.dx:c.D] @ O[:, c.dx:c.D].T > 0)) & (a > 0)[None]).any(0)
    BT = B * (t0 + 2)
    mu = torch.zeros(M1, c.mb); nu = torch.zeros(M2, c.mb)
    for j in range(M1): mu[j, j] = beta; mu[j, c.dx] = qnorm
    for k in range(M2): nu[k, M1 + k] = beta
    res = []
    for sgn, name in ((1, "as printed (gradient sums)"), (-1, "update sign (-sum)")):
        G = sgn * acc[Wset]
        Lc = G @ nu.T; Rb = (G @ mu.T).max(1).values / BT
        excess = Lc.max(1).values - Rb
        ratio = (Lc.abs().max(1).values / (Rb.abs() + 1e-300)).median()
        res.append(f"{name}: {int((excess > 0).sum())}/{int(Wset.sum())} neurons of W exceed (largest excess {float(excess.max()):.2e}), "
                   f"median max_c|L|/|R/BT| = {float(ratio):.0f}")
    print(f"M1={M1} M2={M2} m={m} B={B} l={l} t0={t0} eta={eta} seed={seed}, BT={BT}, last hinge={float(L):.3f}:\n   " + "\n   ".join(res))

if __name__ == '__main__':
    for seed in range(3):
        run(3, 2, 27, 30, 12, 99, 1.0, 3.0, 0.9, 0.2, seed)
    for seed in range(2):
        run(4, 4, 48, 40, 10, 19, 1.0, 3.0, 0.8, 0.2, seed)
        run(3, 12, 100, 32, 10, 50, 0.5, 1.5, 0.8, 0.2, seed)
