"""Audit A, r13: factrecall L1356-L1363 (proof of Lemma 6, stage 3), the chain
 d/dt L = -||grad L||^2 <= -sum_r ||d_{W_OV(.,r)} L||^2 = -sum_r ||d_{W_OV(.,r)} L_r||^2
        = -sum_r W_KQ(r)^2 p(r)^2 ||p*(.|r) - E[p^(.|z) | r in z]||        (L1361, as printed: no square)
        <= -sum_r ||Theta(.,r)|| p(r)^2 ||...||^2 <= -eps^2/(200(|A|+1)) sum_r p(r)^2 ||...||^2.
Own model: fr_model.py (a copy of my own script for L1327/L1332: data L122-L142, logits sum_t W_OV(a,z_t) W_KQ(z_t),
analytic gradients checked by finite differences), flow from Assumption 2 by RK4, states past stage 1."""
import math
import numpy as np
import fr_model as M

def members(task, W, K):
    gW, gK = M.grad_rows(task, W, K)
    a2 = -(np.sum(gW**2) + np.sum(gK**2))
    a3 = a4 = a5 = a5sq = a6 = 0.0
    for r in range(task["R"]):
        c = task["rel0"] + r
        a3 -= np.sum(gW[:, c] ** 2)
        gWr, _ = M.grad_rows(task, W, K, rel=r)
        a4 -= np.sum(gWr[:, c] ** 2)
        # E[p^(.|z) | r in z]
        num = np.zeros(task["A"]); den = 0.0
        for cnt, a, rr, s, w in task["seqs"]:
            if rr != r:
                continue
            num += w * M.softmax((W * K[None, :]) @ cnt); den += w
        dev = np.linalg.norm(task["pstar"][r] - num / den)
        pr = task["pr"][r]
        a5 -= K[c] ** 2 * pr**2 * dev
        a5sq -= K[c] ** 2 * pr**2 * dev**2
        a6 -= np.linalg.norm(W[:, c] * K[c]) * pr**2 * dev**2
    return a2, a3, a4, a5, a5sq, a6

task = M.make_task()
alpha = 1e-8
gap, eps2, alpha_sm = M.params(task, alpha, )
W = np.full((task["A"], task["V"]), alpha); K = np.full(task["V"], alpha * math.sqrt(task["A"] + 1))
t, h = 0.0, 0.05
cols = list(range(task["S"])) + [task["noise0"] + i for i in range(task["Nn"])]
def F(W, K):
    gW, gK = M.grad_rows(task, W, K); return -gW, -gK
print("t      A3 (=-sum||dL/dW_OV(.,r)||^2)  A4 (L_r)      printed A5 (no square)  A5 squared   A6 (||Theta||)   A3==A4  A4==A5?  A4 vs A5sq  max W_KQ(S u N) <= alpha_sm")
while t <= 100.0:
    if abs(t - round(t / 10) * 10) < 1e-9 and t >= 50:
        a2, a3, a4, a5, a5sq, a6 = members(task, W, K)
        print(f"{t:5.1f}  {a3: .4e}  {a4: .4e}  {a5: .4e}  {a5sq: .4e}  {a6: .4e}  {np.isclose(a3, a4)}  {np.isclose(a4, a5)}  "
              f"{np.isclose(a4, a5sq, rtol=1e-8)}  {K[cols].max() <= alpha_sm}")
    k1 = F(W, K); k2 = F(W + h/2*k1[0], K + h/2*k1[1]); k3 = F(W + h/2*k2[0], K + h/2*k2[1]); k4 = F(W + h*k3[0], K + h*k3[1])
    W = W + h/6*(k1[0]+2*k2[0]+2*k3[0]+k4[0]); K = K + h/6*(k1[1]+2*k2[1]+2*k3[1]+k4[1]); t += h
