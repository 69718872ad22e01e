"""(E.213) L9050-L9052 (proof of Lemma E.4.7, step t = t0 + 1): for i not in W u U,
   eta (1/B) sum_{b=0}^{t0+1} sum_{n in B_b} dl/dW_O(i) (mu_a^T, -q^T)^T <= eta sqrt(log(B(t0+1)) / (B(t0+1))) / a,
explicit, a = m (a_i = +-1/m), natural log. Own model (ch6model.py), SGD over t0 + 2 fresh batches, each batch's
gradient at its own iterate; W, U of (E.31), (E.32), (E.35) over every prompt of the run. Both signs reported (the
gradient sum as printed, and -that = the accumulated update, the sign the proof reasons with)."""
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
    lastloss = float(L)
    WU = torch.zeros(m, dtype=torch.bool)
    for P, z in batches:
        V0 = V_of(c, W0, P, True); O = W0[3]
        WU |= ((V0[:, :c.dx] @ O[:, :c.dx].T > 0) & (V0[:, c.dx:c.D] @ O[:, c.dx:c.D].T > 0)).any(0)
    out = ~WU
    vecs = torch.zeros(M1, c.mb)
    for j in range(M1): vecs[j, j] = beta; vecs[j, c.dx] = -qnorm          # (mu_a^T, -q^T, 0)
    rhs = eta * math.sqrt(math.log(B * (t0 + 1)) / (B * (t0 + 1))) / m
    if not bool(out.any()):
        print(f"seed={seed} m={m}: no neuron outside W u U"); return
    P_ = acc[out] @ vecs.T
    print(f"M1={M1} M2={M2} m={m} B={B} l={l} t0={t0} eta={eta} beta={beta} alpha={alpha} delta={delta} seed={seed}: "
          f"outside W u U = {int(out.sum())}, last batch hinge = {lastloss:.3f}, side = {rhs:.3e}; "
          f"max grad-sum/side = {float(P_.max())/rhs:.1f}, max update(-sum)/side = {float((-P_).max())/rhs:.1f}")

if __name__ == '__main__':
    for seed in range(4):
        run(3, 2, 36, 30, 8, 99, 1.0, 3.0, 0.8, 0.2, seed)
    for seed in range(2):
        run(3, 2, 36, 30, 8, 99, 0.5, 3.0, 0.8, 0.2, seed)
        run(3, 2, 81, 30, 8, 99, 1.0, 3.0, 0.8, 0.2, seed)
        run(3, 2, 36, 30, 8, 299, 1.0, 2.0, 0.8, 0.05, seed)
