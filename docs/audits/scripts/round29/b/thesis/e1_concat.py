# Auditor B r29: thesis (E.1) (seed 003 L7876-L7880): 'layer output is a concatenation of the output of each head, i.e.,
# || sum_h sum_i W_{V_h} p_i softmax(p_i^T W_{K_h}^T W_{Q_h} p_query) ||'. Own numpy, explicit loops.
import numpy as np
def head(WV, WK, WQ, P, q):
    s = np.array([P[:, i] @ WK.T @ WQ @ q for i in range(P.shape[1])])
    w = np.exp(s - s.max()); w /= w.sum()             # softmax over the l contexts
    return sum(WV @ P[:, i] * w[i] for i in range(P.shape[1]))
def compare(label, heads, P, q):
    o = [head(*h, P, q) for h in heads]
    s = np.linalg.norm(sum(o)); c = np.linalg.norm(np.concatenate(o))
    print(f"{label}: ||sum_h o_h|| = {s:.6f}  ||(o_1;...;o_H)|| = {c:.6f}  ratio {s/c:.4f}  cross 2<o1,o2> = {2*o[0]@o[1]:.4f}" if len(o) == 2 else
          f"{label}: ||sum_h o_h|| = {s:.6f}  ||(o_1;...;o_H)|| = {c:.6f}  ratio {s/c:.4f}")
    return o
rng = np.random.default_rng(7)
d, l, ma = 6, 5, 6
P = rng.standard_normal((d, l)); q = rng.standard_normal(d)
# (a) independent Gaussian heads, H = 2
heads = [(rng.standard_normal((ma, d)), rng.standard_normal((ma, d)), rng.standard_normal((ma, d))) for _ in range(2)]
compare("(a) H=2 independent Gaussian heads", heads, P, q)
# (b) 'same initialization on each head' (identical heads), H = 2, 3, 4: sum = H o, concat = sqrt(H) |o|
h0 = heads[0]
for H in (1, 2, 3, 4):
    compare(f"(b) H={H} identical heads", [h0] * H, P, q)
# (c) reading 1: W_{V_h} writes its own block (zero-padded value maps): sum == concatenation
H = 3; blocks = []
for h in range(H):
    WV = np.zeros((H * ma, d)); WV[h*ma:(h+1)*ma] = rng.standard_normal((ma, d))
    blocks.append((WV, rng.standard_normal((ma, d)), rng.standard_normal((ma, d))))
o = [head(*b, P, q) for b in blocks]
conc = np.concatenate([o[h][h*ma:(h+1)*ma] for h in range(H)])
print(f"(c) block-writing W_V: ||sum - concat||_max = {np.abs(sum(o) - conc).max():.2e}")
# (d) reading 2: W_{V_h} = W_O^{(h)} W_V^{(h)} (standard MHA output projection): sum == W_O concat(heads)
WO = rng.standard_normal((d, H * ma)); WVs = [rng.standard_normal((ma, d)) for _ in range(H)]
KQ = [(rng.standard_normal((ma, d)), rng.standard_normal((ma, d))) for _ in range(H)]
oh = [head(WVs[h], *KQ[h], P, q) for h in range(H)]
summ = sum(head(WO[:, h*ma:(h+1)*ma] @ WVs[h], *KQ[h], P, q) for h in range(H))
print(f"(d) W_O-projected heads: ||sum - W_O concat||_max = {np.abs(summ - WO @ np.concatenate(oh)).max():.2e}; "
      f"but ||W_O concat|| = {np.linalg.norm(summ):.4f} vs ||concat|| = {np.linalg.norm(np.concatenate(oh)):.4f}")
