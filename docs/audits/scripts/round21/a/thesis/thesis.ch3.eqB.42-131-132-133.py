"""Auditor A r21: (B.42), (B.131), (B.132), (B.133) at t = 0 with the own model of ch3_t0.py."""
import sys
import numpy as np
import torch
sys.path.insert(0, "/work/audit/r21a/thesis")
from ch3_t0 import build, sample_sets, GT

M, N, eta, xi, s_size = 4, 200, 0.2, 0.01, 20
e1 = torch.zeros(M + 2); e1[0] = 1.0

print("== (B.42) K(0) = q_1 coefficient of W_Q^(1) mu_1 - r_1 (= e_1^T dW_Q e_1); right side e^{-(||q_1||^2 - delta||q_1||)} > 0 ==")
for m in [100, 1000]:
    negs = 0; tot = 0; flips = []
    for seed in range(8):
        pat, y, adj, nb2 = build(N, M, seed=seed)
        g = np.random.default_rng(seed)
        Ss = sample_sets(nb2, N, s_size, g)
        batch = np.arange(N)  # full batch (B = N); every node labelled
        for sgn in (1, -1):
            net = GT(M, m, xi, seed); net.a = sgn * net.a
            WQ = net.WQ.clone().requires_grad_(True)
            loss = sum(torch.clamp(1 - y[n] * net.F(n, Ss[n], pat, WQ=WQ), min=0) for n in batch) / len(batch)
            gQ, = torch.autograd.grad(loss, WQ)
            K0 = float(-eta * (e1 @ gQ[:, 0]))
            maxF = max(abs(float(net.F(n, Ss[n], pat))) for n in batch)
            if sgn == 1: Kp = K0; tot += 1; negs += K0 < 0
            else: flips.append((Kp, K0, maxF))
    print(f"  m={m}: K(0) < 0 on {negs}/{tot} seeds; (K(a), K(-a), max|F|) seed 0-2: "
          + "; ".join(f"({a:.2e}, {b:.2e}, {c:.3f})" for a, b, c in flips[:3]))
print("  right side at delta in [0, 1/2): e^{-(1-delta)} in [0.37, 0.61] > 0; K(-a) = -K(a) exactly while all nodes are active")

print("== (B.131)/(B.132)/(B.133): per-neuron term L_i(l) = W_O(i) sum_s W_V x_s w_s q_1^T(W_K x_s - sum_r w_r W_K x_r) x_l^T x_j ==")
print("   (x_l^T x_j = 1 for mu_1 nodes l, j; closed form W1(1-W1)(c_1 - cbar_others), c_p = W_O(i) p_p, W1 = softmax mass on mu_1)")
for m in [177, 1000]:
    for seed in range(3):
        pat, y, adj, nb2 = build(N, M, seed=seed)
        g = np.random.default_rng(seed)
        Ss = sample_sets(nb2, N, s_size, g)
        net = GT(M, m, xi, seed)
        nneg = npos_pairs = npairs = 0; least = 0.0; maxabs = 0.0
        ratio_133 = []; b132 = []
        nneg_B3 = npairs_B3 = 0
        for l in np.where(pat == 0)[0]:
            S = Ss[l]
            w, X = net.attn(l, S, pat)
            gK = (X @ net.WK.T) @ e1  # q_1^T W_K x_s
            cen = gK - w @ gK
            vals = net.WO @ net.WV @ (X.T @ (w * cen))  # L_i for all i (x_l^T x_j = 1)
            V = net.WV @ (X.T @ w)  # V_l(0), (B.7)/(B.3) with x_s
            lucky = (net.WO @ V) > 0  # (B.4) as printed, no a_i condition
            lucky_B3 = (net.WO @ (net.WV @ torch.eye(M)[pat[l]])) > 0  # (B.3) literal x_n: W_O(i) p_1 > 0
            L = vals.numpy(); mx = np.abs(L).max()
            npairs += int(lucky.sum()); nneg += int((L[lucky.numpy()] < 0).sum())
            least = min(least, L[lucky.numpy()].min() / mx); maxabs = max(maxabs, mx)
            npairs_B3 += int(lucky_B3.sum()); nneg_B3 += int((L[lucky_B3.numpy()] < 0).sum())
            unl = ~lucky.numpy()
            if unl.any() and lucky.any():
                ratio_133.append(L[unl].max() / L[lucky.numpy()].max())
            if not np.any(pat[S] == 1):  # no mu_2 node sampled: |S_2^{l,0}| = 0, right side of (B.132) = 0
                b132.append((int((L[lucky.numpy()] > 0).sum()), L[lucky.numpy()].max() / mx))
        r = np.array(ratio_133)
        print(f"  m={m} seed={seed}: (B.131) lucky pairs {npairs}, negative {nneg} (least L/max|L| = {least:.2f}); "
              f"literal-(B.3) lucky set: {nneg_B3}/{npairs_B3} negative | (B.132) mu_1 queries with |S_2| = 0: {len(b132)}, "
              f"positive lucky terms {sum(b[0] for b in b132)}, largest/max|L| {max([b[1] for b in b132], default=float('nan')):.2f} | "
              f"(B.133) max_unlucky/max_lucky: median {np.median(r):.2f} min {r.min():.2f} -> x sqrt(B) at B = 64, 8192: "
              f"{np.median(r) * 8:.1f}, {np.median(r) * np.sqrt(8192):.1f}")
