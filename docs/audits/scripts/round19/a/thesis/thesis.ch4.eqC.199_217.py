"""Auditor A r19: thesis (C.199) L6209-6211 and (C.217) L6311-6313, proofs of Lemma C.4.5 / C.4.6 step (2).
Logic check plus an in-model illustration at d = K = 1 (own code, nothing from the repository).
C_t = {X >= t/3}, X = sup_W ||E Hess l(W_j(W)) - E Hess l(W)|| (C.187); (C.198): X <= B.
C'_t = {X' >= t/3}, X' = sup_W ||E grad l(W_j(W)) - E grad l(W)|| (C.208); (C.216): X' <= B' / 3 * 3 = B' (the printed (C.217) threshold).
(i) literal 'C_t holds if t >= B': false whenever X < t/3 (e.g. any instance where the bound is loose).
(ii) meant 'P(C_t) = 0 if t >= B': needs X < t/3; from X <= B alone it needs t > 3B; with t = B the event X >= B/3 is
     not excluded by (C.198); whether an instance reaches X >= B/3 depends on the unspecified constants C_12 / C_9.
(iii) harmless: the final steps choose t >= (C.201) = B / delta with delta = d^-10, i.e. t >= d^10 B >= 3B for d >= 2.
Illustration (gradient, d = K = 1, cross-entropy, y ~ Bern(phi(w* x))): E grad l(w) = E[(phi(w x) - phi(w* x)) x],
X'(eps) = sup_{|w - w_j| <= eps} |E grad(w_j) - E grad(w)|, compared with B'/3 = C_9 sqrt(K) d S2 eps at C_9 = 1/4 = sup phi'
(the least constant bounding xi = phi' for K = 1)."""
import numpy as np
z, wt = np.polynomial.hermite_e.hermegauss(80); wt = wt / wt.sum()
sig = lambda t: 1 / (1 + np.exp(-t))
def Egrad(w, ws, lam, mus, ss):
    return sum(l * (wt @ ((sig(w * (m + s * z)) - sig(ws * (m + s * z))) * (m + s * z))) for l, m, s in zip(lam, mus, ss))
for (lam, mus, ss, ws, r) in [([0.5, 0.5], [0.0, 0.0], [1.0, 1.0], 0.05, 0.1), ([0.5, 0.5], [1.0, -1.0], [1.0, 1.0], 0.5, 0.5), ([0.9, 0.1], [0.0, 2.0], [0.5, 1.0], 2.0, 1.0)]:
    S2 = sum(l * (abs(m) + s) ** 2 for l, m, s in zip(lam, mus, ss))
    for eps in [1e-2, 1e-3]:
        centres = np.arange(ws - r + eps, ws + r, 2 * eps)
        ws_grid = np.linspace(ws - r, ws + r, 4001)
        jj = np.abs(ws_grid[:, None] - centres[None, :]).argmin(axis=1)
        Xp = max(abs(Egrad(centres[j], ws, lam, mus, ss) - Egrad(w, ws, lam, mus, ss)) for w, j in zip(ws_grid, jj))
        Bp3 = 0.25 * 1 * 1 * S2 * eps
        print(f"mixture lam={lam} mu={mus} sig={ss} w*={ws} r={r} eps={eps}: X'={Xp:.3e}, B'/3 (C_9=1/4)={Bp3:.3e}, X'/(B'/3)={Xp/Bp3:.3f} "
              f"-> with t = B' the event C'_t {'occurs' if Xp >= Bp3 else 'does not occur'}; literal 'C'_t holds' is {'true' if Xp >= Bp3 else 'FALSE'}")
