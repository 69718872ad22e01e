# Auditor A r29: thesis (E.1) - sum over heads vs concatenation of head outputs. Own numpy.
import numpy as np
def softmax(z): z = z - z.max(); e = np.exp(z); return e/e.sum()
def head_out(WV, WK, WQ, P, pq):
    s = softmax(np.array([p @ WK.T @ WQ @ pq for p in P]))
    return sum(WV @ P[i]*s[i] for i in range(len(P)))
for seed in range(3):
    rng = np.random.default_rng(seed)
    H, l, d, ma = 2, 5, 4, 4
    P = rng.standard_normal((l, d)); pq = rng.standard_normal(d)
    heads = [(rng.standard_normal((ma, d)), rng.standard_normal((ma, d)), rng.standard_normal((ma, d))) for _ in range(H)]
    o = [head_out(*h, P, pq) for h in heads]
    lhs = np.linalg.norm(sum(o)); conc = np.linalg.norm(np.concatenate(o))
    # reading 1: zero-padded blocks (W_{V_h} writes its own coordinates)
    pad = [np.concatenate([o[h] if k == h else np.zeros(ma) for k in range(H)]) for h in range(H)]
    # reading 2: standard MHA, concat(o_1..o_H) W_O = sum_h W_O^h o_h, i.e. W_{V_h} := W_O^h W_V^h
    WO = rng.standard_normal((d, H*ma)); std = WO @ np.concatenate(o)
    fused = sum(head_out(WO[:, h*ma:(h+1)*ma] @ heads[h][0], heads[h][1], heads[h][2], P, pq) for h in range(H))
    print(f"seed {seed}: ||sum_h o_h|| = {lhs:.4f}, ||(o_1;o_2)|| = {conc:.4f}, 2<o1,o2> = {2*o[0]@o[1]:.4f}; "
          f"zero-padded sum norm = {np.linalg.norm(sum(pad)):.4f}; ||concat W_O|| = {np.linalg.norm(std):.4f} vs (E.1) with W_Vh = W_O^h W_V^h: {np.linalg.norm(fused):.4f}")
    # H = 1 agrees
    print("   H=1:", np.isclose(np.linalg.norm(o[0]), np.linalg.norm(np.concatenate([o[0]]))))
