# Auditor A r26: factrecall.display.thm10-remark-params (seed 002 L700-L706; model L150-L159: F = sum_h W_O^(h)T W_V^(h) X^T S(X W_K^(h)T W_Q^(h) x_T)).
# With H = d_h = 1 every output is c(X) w_o for ONE fixed w_o in R^d, so argmax_z phi(z)^T F is argmax or argmin of
# phi(z)^T w_o: at most two answers are ever predicted. Own numpy demonstration with random weights and many contexts.
import numpy as np
rng = np.random.default_rng(0)
d, V, T = 4096, 50, 2                       # d huge: H d d_h = d exceeds any SR polylog at S = 1, R = 3
phi = rng.standard_normal((V, d))/np.sqrt(d)            # token embeddings (unembedding = embedding)
for trial in range(5):
    WK, WQ, WV, WO = (rng.standard_normal((1, d)) for _ in range(4))   # d_h = 1, H = 1
    preds = set()
    for _ in range(2000):
        X = phi[rng.choice(V, T, replace=False)] + 0.1*rng.standard_normal((T, d))/np.sqrt(d)
        logits = (X @ WK.T) @ (WQ @ X[-1]); s = np.exp(logits - logits.max()); s /= s.sum()
        F = WO.T @ (WV @ X.T @ s)                       # (d,) = c(X) * w_o
        preds.add(int(np.argmax(phi @ F)))
    amax, amin = int(np.argmax(phi @ WO[0])), int(np.argmin(phi @ WO[0]))
    print(f"random H = d_h = 1 model #{trial}: distinct predictions over 2000 contexts = {sorted(preds)}; argmax/argmin of phi^T w_o = {amax}/{amin}")
print("task S = 1, R = 3 >= D = 1: three facts with distinct answers (A_r disjoint) -> at most 2 correct -> accuracy <= 2/3 < 100%")
print("Theorem 10's own conditions (d >~ max(R,D) log^6, H d_h >~ S log^6) give H d d_h >~ max(R,D) S log^12 >= SR polylog when R >= D,")
print("so 'a parameter count of order SR polylog suffices for a suitably shaped model' is what the theorem supports.")
