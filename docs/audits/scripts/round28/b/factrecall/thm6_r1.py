"""Auditor B r28: factrecall Theorem 6 (seed 002 L263-L275) at R = 1.  Own numpy/scipy population gradient flow of
the linear-attention model (13)-(15) (L237-L249) with orthogonal embeddings: with X's rows phi(z_t),
F = W_OV X^T X W_KQ x_T = sum_t W_OV phi(z_t) W_KQ(z_t), so logit_a = sum_t W_OV(a, z_t) W_KQ(z_t).
Data (L122-L140): (s, r) ~ p = 1/(SR), s and r at two distinct positions of [T-1], noise elsewhere, z_T = EOS, target a*(s, r).
Here T = 3: sequences (s, r, EOS) / (r, s, EOS) -- no noise token ever appears, so noise weights stay at init.
Init (Assumption 2, L251-L253): W_OV(a, z) = alpha, W_KQ(z) = alpha sqrt(|A| + 1).
H1(alpha) := min over t in claim 1's window [0, t_exit] of max_s sum_a (p*(a|r) - p^(a|s))^2, t_exit = first t with
some |W_OV(a, z)| or |W_KQ(z)| > alpha^(1/2), z in S u N (noise: alpha sqrt3 <= alpha^(1/2) iff alpha <= 1/3)."""
import sys
import numpy as np
from scipy.integrate import solve_ivp

S, A = 17, 2
ans = np.array([0] * 9 + [1] * 8)         # a*(s, r): 9 subjects -> a_0, 8 -> a_1
pstar = np.bincount(ans, minlength=A) / S  # p*(a|r) = (9/17, 8/17)
Y = np.eye(A)[ans]                          # S x A one-hot
# parameters: OVs (S x A), KQs (S), OVr (A), KQr, OVe (A), KQe   (r = relation, e = EOS)
def unpack(x):
    OVs = x[:S * A].reshape(S, A); KQs = x[S * A:S * A + S]; o = S * A + S
    return OVs, KQs, x[o:o + A], x[o + A], x[o + A + 1:o + 2 * A + 1], x[o + 2 * A + 1]
def phat(x):
    OVs, KQs, OVr, KQr, OVe, KQe = unpack(x)
    lg = OVs * KQs[:, None] + OVr * KQr + OVe * KQe
    lg = lg - lg.max(1, keepdims=True)
    e = np.exp(lg); return e / e.sum(1, keepdims=True)
def rhs(t, x):
    OVs, KQs, OVr, KQr, OVe, KQe = unpack(x)
    G = (phat(x) - Y) / S                     # dL/dlogit per sequence, weighted by p(s) = 1/S
    dOVs = -G * KQs[:, None]; dKQs = -(G * OVs).sum(1)
    dOVr = -G.sum(0) * KQr;  dKQr = -(G.sum(0) * OVr).sum()
    dOVe = -G.sum(0) * KQe;  dKQe = -(G.sum(0) * OVe).sum()
    return np.concatenate([dOVs.ravel(), dKQs, dOVr, [dKQr], dOVe, [dKQe]])
def err(x):
    return ((pstar[None, :] - phat(x)) ** 2).sum(1).max()
def H1(alpha, rtol=1e-10):
    thr = np.sqrt(alpha)
    x0 = np.concatenate([np.full(S * A, alpha), np.full(S, alpha * np.sqrt(A + 1)),
                         np.full(A, alpha), [alpha * np.sqrt(A + 1)], np.full(A, alpha), [alpha * np.sqrt(A + 1)]])
    if alpha * np.sqrt(A + 1) > thr:         # noise tokens (never updated) already violate claim 1 at t = 0
        return None, 0.0
    def ev(t, x):
        OVs, KQs, *_ = unpack(x)
        return thr - max(np.abs(OVs).max(), np.abs(KQs).max())
    ev.terminal = True; ev.direction = -1
    sol = solve_ivp(rhs, (0, 1e7), x0, method="DOP853", rtol=rtol, atol=1e-14 * alpha, events=ev, dense_output=True)
    tex = sol.t_events[0][0] if len(sol.t_events[0]) else sol.t[-1]
    ts = np.linspace(0, tex, 4001)
    vals = np.array([err(sol.sol(t)) for t in ts])
    i = vals.argmin()
    return vals[i], tex, ts[i], (sol.sol(tex)[S * A + S + A], )  # also KQ(r) at exit
if __name__ == "__main__":
    print(f"S={S} R=1 D=|A|={A} T=3 |N|=64 (>= 4R sqrt(2D) T = 24); S >= 8R sqrt(2D) = 16; p*(.|r) = {pstar}; "
          f"uniform-p^ error 2/34^2 = {2/34**2:.4e}")
    alphas = [1/3, 0.3, 0.2, 0.1, 0.03, 1e-2, 1e-3, 1e-4, 1e-6, 1e-8, 1e-11, 1e-14] + ([0.34] if True else [])
    for a in alphas:
        r = H1(a)
        if r[0] is None:
            print(f"alpha={a:.3g}: claim 1 fails at t = 0 (noise W_KQ = alpha sqrt3 = {a*np.sqrt(3):.3f} > alpha^1/2 = {np.sqrt(a):.3f})")
        else:
            print(f"alpha={a:.3g}: H1 = {r[0]:.4e} (at t = {r[2]:.4g}, window closes at t_exit = {r[1]:.4g}, KQ(r) there {r[3][0]:.3g})")
    # fine grid over (0, 1/3]
    grid = np.concatenate([np.linspace(0.05, 1/3, 40), np.geomspace(1e-6, 0.05, 25)])
    vals = [H1(a)[0] for a in grid]
    j = int(np.argmin(vals))
    print(f"fine grid of {len(grid)} alphas in [1e-6, 1/3]: min H1 = {vals[j]:.4e} at alpha = {grid[j]:.4g}; "
          f"H1 monotone decreasing in alpha on the grid: {all(np.diff(np.array(vals)[np.argsort(grid)]) <= 1e-12)}")
    # tolerance check
    print("rtol 1e-12 check at alpha = 1/3, 1e-4:", [f"{H1(a, 1e-12)[0]:.6e}" for a in (1/3, 1e-4)])
