"""Auditor B: thesis (E.119) L8509, t = 0, W_K = W_Q = delta I on data block.
s in N_j cap M_k: softmax_s >~ e^{d^2 b^2} / (sum_{N_j - M_k} e^{d^2 b^2} + sum_{[l]-N_j-M_k} e^{d^2}) ('N_k' read as M_k).
Also the literal 'N_k' (IDR set of index k) for comparison."""
import numpy as np

def run(M1, M2, l, alpha, K, beta, delta, reps, rng, literal_Nk=False):
    out = []
    for _ in range(reps):
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[0] = probs[1] = alpha / 2
        idr = rng.choice(M1, size=l, p=probs); idi = rng.integers(0, M2, size=l)
        kap = rng.uniform(-K, K, size=l); kq = rng.uniform(-K, K); kidx = rng.integers(0, M2)  # query: mu_0 + kq nu_kidx
        # logits delta^2 x_s.x_q (orthogonal patterns of norm beta), softmax over contexts (6.2)
        lg = delta**2 * beta**2 * ((idr == 0) + kap * kq * (idi == kidx))
        sm = np.exp(lg - lg.max()); sm /= sm.sum()
        inN = idr == 0; inM = idi == kidx
        S = np.where(inN & inM)[0]
        if len(S) == 0:
            continue
        a = (inN & ~inM).sum() * np.exp(delta**2 * beta**2)
        if literal_Nk:
            rest = (~inN & ~(idr == kidx)).sum()
        else:
            rest = (~inN & ~inM).sum()
        den = a + rest * np.exp(delta**2)
        rhs = np.inf if den == 0 else np.exp(delta**2 * beta**2) / den
        out.append(sm[S].min() / rhs)
    return np.array(out)

rng = np.random.default_rng(7)
for M2 in (1, 2, 4, 20):
    for l in (4, 40, 400):
        r = run(3, M2, l, 0.5, 0.5, 1.0, 0.2, 500, rng)
        print(f"M2={M2} l={l}: median ratio softmax/RHS = {np.median(r):.4f}, 1% quantile {np.quantile(r,0.01):.4f}, "
              f"frac RHS=inf {np.mean(r==0):.3f}")
for beta in (1.0, 3.0):
    r = run(3, 2, 200, 0.5, 0.5, beta, 0.2, 500, rng)
    print(f"beta={beta} M2=2 l=200 median {np.median(r):.4f} min {r.min():.4f}")
r = run(3, 1, 40, 0.5, 0.5, 1.0, 0.2, 500, rng, literal_Nk=True)
print("literal N_k (IDR set of index k), M2=1, l=40: median", np.median(r), "min", r.min())
