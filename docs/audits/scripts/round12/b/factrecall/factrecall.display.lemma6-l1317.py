"""Audit B, round 12: factrecall (Nichani, Lee & Bietti) proof of Lemma 6, stage 2, L1316-L1317 (and L1321-L1323):
||d_{W_OV(.,r)} Lbar_r - d_{W_OV(.,r)} L_r|| <= W_KQ(r) p(r) ||E[p^(.|z_{1:T}) | r in z] - p^(.|r)|| <= W_KQ(r) p(r) T alpha_sm^2,
under Lemma 6's hypothesis W_KQ(z) <= alpha_sm for z in S u N only (L1153).  Own numpy gradient flow of the linear model of
App. D.1: logits phi(a)^T F_lin = sum_{t<=T} W_OV(a, z_t) W_KQ(z_t), cross-entropy on z_{T+1} = a*(s, r), init W_OV = alpha,
W_KQ = alpha sqrt(|A| + 1); sequences (L126-L138): s, r at two distinct positions of [T-1], noise elsewhere, z_T = EOS.
Instance: R = 1 (p(r) = 1), S = 16 subjects, |A| = 2, a*(s, r) = 0 for 12 subjects and 1 for 4 (p*(.|r) = (3/4, 1/4); p_0 taken
uniform), T = 3 (no noise tokens), alpha = 1e-8, eps and alpha_sm at the largest L1146-L1147 allow."""
import numpy as np

S, A, T, alpha = 16, 2, 3, 1e-8
astar = np.array([0] * 12 + [1] * 4)
pstar = np.bincount(astar, minlength=A) / S
gap = np.linalg.norm(pstar - 1 / A)
eps2 = gap / (50 * (A + 1))                               # L1147 at equality
asm2 = gap / (150 * T * np.log(eps2 / (alpha ** 2 * (A + 1))))   # L1146 at equality
asm = np.sqrt(asm2)
# tokens: 0..S-1 subjects, S = r, S+1 = EOS
V = S + 2; R_, E_ = S, S + 1
WOV = np.full((A, V), alpha); WKQ = np.full(V, alpha * np.sqrt(A + 1))
Y = np.eye(A)[astar]                                       # (S, A)


def grads(WOV, WKQ):
    Th = WOV * WKQ[None, :]                                # Theta(a, z)
    logit = Th[:, :S].T + Th[:, R_][None, :] + Th[:, E_][None, :]    # (S, A): sequence of subject s
    P = np.exp(logit - logit.max(1, keepdims=True)); P /= P.sum(1, keepdims=True)
    D = (P - Y) / S                                        # dL/dlogit averaged over s
    gOV = np.zeros_like(WOV); gKQ = np.zeros_like(WKQ)
    gOV[:, :S] = D.T * WKQ[None, :S]; gKQ[:S] = (D * WOV[:, :S].T).sum(1)
    for z in (R_, E_):
        gOV[:, z] = D.sum(0) * WKQ[z]; gKQ[z] = (D.sum(0) * WOV[:, z]).sum()
    return gOV, gKQ, P


dt, t = 0.01, 0.0
print(f'|A|={A}, S={S}, T={T}, alpha={alpha}: ||p* - p0|| = {gap:.4f}, eps = {np.sqrt(eps2):.4f}, alpha_sm = {asm:.3e}')
report = [40, 60, 80, 100, 150, 200]
while t < max(report) + 1e-9:
    gOV, gKQ, P = grads(WOV, WKQ)
    if any(abs(t - r) < dt / 2 for r in report):
        Th_r = WOV[:, R_] * WKQ[R_]
        ph_r = np.exp(Th_r - Th_r.max()); ph_r /= ph_r.sum()
        mid = np.linalg.norm(P.mean(0) - ph_r)             # ||E[p^(.|z)] - p^(.|r)||, p(r) = 1
        # gradients of L_r and Lbar_r w.r.t. W_OV(., r) directly
        dL = (P - Y).mean(0) * WKQ[R_]
        dLbar = (ph_r - pstar) * WKQ[R_]
        lhs = np.linalg.norm(dLbar - dL)
        bound = WKQ[R_] * 1.0 * T * asm2
        hyp = WKQ[:S].max()
        print(f't={t:6.1f}: W_KQ(r)={WKQ[R_]:.3e} W_KQ(EOS)={WKQ[E_]:.3e} max W_KQ(S)={hyp:.2e} (<= alpha_sm: {hyp <= asm}); '
              f'lhs {lhs:.3e} = W_KQ(r) x {mid:.3e}; bound W_KQ(r) p(r) T alpha_sm^2 = {bound:.3e}; ratio {lhs / bound:.1f}')
    WOV -= dt * gOV; WKQ -= dt * gKQ; t += dt
