"""Audit A, r13: thesis (E.164) L8796-L8801 (proof of Lemma E.4.5 (b)): for mu_j forming a task in T_tr with mu_q,
 -|(mu_j^T,0^T) eta (1/B) sum_n dl/dW_K|_{t0} p_q| >~ -e^{-Theta(eta t0/M1)^2} |(mu_q^T,0^T) eta (1/B) sum_n dl/dW_K|_{t0} p_q|,
i.e. |X_jq| <~ e^{-Theta(eta t0/M1)^2} |X_qq|, X_jq = (mu_j;0)^T G_K p_q, p_q = (mu_q; +-q) a context token (kappa = 0).
Own model (icl_common.py). One SGD run per seed; the gradient at W^(t0) on batch t0 is the step's own gradient, so one
run gives every t0. Cyclic T_tr: the task partners of q are q +- 1."""
import math, statistics
import torch
import icl_common as I

cfg = dict(M1=3, M2=3, beta=1.0, alpha=0.6, delta=0.05, l=15, m=20, B=21, eta=0.5)
T0 = (1, 5, 10, 20, 30, 35, 45)
res = {t: [] for t in T0}; res_med = {t: [] for t in T0}; losses = {t: [] for t in T0}
for seed in range(10):
    r = I.Run(seed=seed, **cfg)
    for t in range(max(T0) + 1):
        b = r.batch()
        G = r.grads(b)
        if t in T0:
            M1 = r.M1
            rat = []
            for q in range(M1):
                for y in (1.0, -1.0):
                    pq = r.vec(q, y)
                    own = float(I.left(r, q) @ G["WK"] @ pq)
                    for j in ((q + 1) % M1, (q - 1) % M1):
                        rat.append(abs(float(I.left(r, j) @ G["WK"] @ pq)) / abs(own))
            res[t].append(max(rat)); res_med[t].append(statistics.median(rat))
            with torch.no_grad():
                losses[t].append(float(r.loss(*b)))
        r.step(G)
M1, eta = cfg["M1"], cfg["eta"]
print(f"{cfg}; hypotheses: m = 20 >= M1^2 log M1 = {M1**2*math.log(M1):.1f}, B = 21 >= M1 log M1 = {M1*math.log(M1):.1f} "
      f"(balanced batches: (E.146)), l alpha beta^2 = {cfg['l']*cfg['alpha']:.0f} >= 8, delta in (0, 0.2]")
for t in T0:
    sh = math.exp(-(eta * t / M1) ** 2)
    print(f"  t0 = {t:3d}: median over runs of max_(q,y,j) |X_jq|/|X_qq| = {statistics.median(res[t]):.3g}, "
          f"median of the per-run median ratio = {statistics.median(res_med[t]):.3g}; e^(-(eta t0/M1)^2) = {sh:.2e}; "
          f"ratio/shape = {statistics.median(res_med[t]) / sh:.2e}; batch loss (median) = {statistics.median(losses[t]):.3f}")
