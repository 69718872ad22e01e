"""Audit A, r13: factrecall L1311-L1312 (proof of Lemma 6, stage 2):
 d_{W_OV(.,r)} Lbar_r = W_KQ(r) p(r) (p*(.|r) - p^(.|r))      and      d_{W_OV(.,r)} L_r = W_KQ(r) p(r) (p*(.|r) - E[p^(.|z) | r in z]).
Own check with my numpy model (fr_model.py): central finite differences of Lbar_r (L1241) and L_r (L1224) in W_OV(., r)
at a flow state and at a random state, against the printed right members (and their negatives)."""
import math
import numpy as np
import fr_model as M

task = M.make_task()
rng = np.random.default_rng(1)

def lbar(W, K, r):
    c = task["rel0"] + r; m = W[:, c] * K[c]; mx = m.max()
    return task["pr"][r] * (mx + math.log(np.exp(m - mx).sum()) - task["pstar"][r] @ m)

def check(W, K, tag):
    for r in range(task["R"]):
        c = task["rel0"] + r; h = 1e-6
        fd_bar = np.zeros(task["A"]); fd_r = np.zeros(task["A"])
        for a in range(task["A"]):
            Wp = W.copy(); Wp[a, c] += h; Wm = W.copy(); Wm[a, c] -= h
            fd_bar[a] = (lbar(Wp, K, r) - lbar(Wm, K, r)) / (2 * h)
            fd_r[a] = (M.loss_rows(task, Wp, K, r) - M.loss_rows(task, Wm, K, r)) / (2 * h)
        ph = M.softmax(W[:, c] * K[c])
        num = np.zeros(task["A"]); den = 0.0
        for cnt, a, rr, s, w in task["seqs"]:
            if rr == r:
                num += w * M.softmax((W * K[None, :]) @ cnt); den += w
        pr = task["pr"][r]
        pb = K[c] * pr * (task["pstar"][r] - ph)            # printed L1311
        pl = K[c] * pr * (task["pstar"][r] - num / den)     # printed L1312
        rel = lambda d, p: np.linalg.norm(d - p) / np.linalg.norm(p)
        print(f"{tag}, r = {r}: L1311 ||d - printed||/||printed|| = {rel(fd_bar, pb):.3f}, with the sign flipped {rel(fd_bar, -pb):.1e}; "
              f"L1312: {rel(fd_r, pl):.3f}, flipped {rel(fd_r, -pl):.1e}")

alpha = 1e-3
W = np.full((task["A"], task["V"]), alpha); K = np.full(task["V"], alpha * math.sqrt(task["A"] + 1))
# a few RK4 steps of the flow so that the state is on Lemma 6's flow but not at the symmetric init
for _ in range(200):
    gW, gK = M.grad_rows(task, W, K); W, K = W - 0.05 * gW, K - 0.05 * gK
check(W, K, "flow state (t = 10, Euler)")
check(rng.normal(0, 0.5, W.shape), rng.normal(0, 0.5, K.shape), "random state")
