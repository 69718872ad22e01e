"""Audit C of factrecall.display.lemma6-l1303: d/dt Lbar_r = <grad Lbar_r, grad L_r> under the flow of L1164/L1183.
(1) The flow is gradient DEscent: L_r (L1224) is a cross-entropy in the logits <phi(a), F_lin>; for r's parameters the logit
of a is W_KQ(r) W_OV(a, r) times r's attention, so dL_r/dW_OV(a,r) = W_KQ(r) p(r) (E[p^(a|z)] - p*(a|r)) and L1164's
W_OV' = W_KQ p(r)(p* - E p^) = -dL_r/dW_OV (likewise L1183 for W_KQ). Hence d/dt Lbar_r = <grad Lbar_r, theta'> =
-<grad Lbar_r, grad L_r>. (2) Numeric: toy relation block with p^(a|r) = softmax(W_KQ W_OV(a, r)) (L1307), Lbar_r =
p(r) E_s[-log p^(a*(s,r)|r)] (L1240), and L_r taken = Lbar_r (the alpha_sm -> 0 limit of L1311-L1317's bound), flow theta' =
-grad L_r: compare the finite-difference d/dt Lbar_r with the printed +<grad, grad>."""
import numpy as np
rng = np.random.default_rng(0)
A = 5; pr = 0.3
pstar = rng.dirichlet(np.ones(A))                      # p*(a | r) = distribution of a*(s, r) over s
def Lbar(th):
    wkq, wov = th[0], th[1:]
    z = wkq * wov; lp = z - np.log(np.exp(z).sum())
    return -pr * pstar @ lp
def grad(f, th, h=1e-6):
    return np.array([(f(th + h * e) - f(th - h * e)) / (2 * h) for e in np.eye(len(th))])
for seed in range(3):
    th = np.random.default_rng(seed).normal(size=A + 1)
    g = grad(Lbar, th)
    # analytic check of L1164: W_OV' = W_KQ p(r)(p* - p^)
    z = th[0] * th[1:]; ph = np.exp(z) / np.exp(z).sum()
    print("  L1164 field = -grad:", np.allclose(th[0] * pr * (pstar - ph), -g[1:], atol=1e-8), end="; ")
    dt = 1e-7
    ddt = (Lbar(th - dt * g) - Lbar(th + dt * g)) / (2 * dt)   # d/dt along theta' = -g
    print(f"seed {seed}: d/dt Lbar_r = {ddt:+.6f}, printed <grad Lbar, grad L> = {g @ g:+.6f}, -<.,.> = {-(g @ g):+.6f}")
