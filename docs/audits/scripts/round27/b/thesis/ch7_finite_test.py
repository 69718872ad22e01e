"""Finite sampled noisy test prompts (l_ts = 3000 <= l_tr = inf) for the W trained in the infinite limit ('same' tasks,
T = 1600): noise delta in the two spare coordinates (perp M', nonzero, ||delta|| = 0.5 <= sqrt2/2), drawn per vector."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code, ns)
M, Mp, K, d, E, col = ns['M'], ns['Mp'], ns['K'], ns['d'], ns['E'], ns['col']
rng = np.random.default_rng(1)
U = torch.tensor(np.linalg.qr(rng.standard_normal((M, Mp)))[0].T)
W, _ = ns['train']('same', 1600)
mu = U @ E[:M]
fsh = [lambda i: i, lambda i: (i + 2) % Mp, lambda i: (i + 3) % Mp]
g = np.random.default_rng(7)
def noise():
    v = torch.zeros(d); a = g.standard_normal(2); v[M + K:] = torch.tensor(0.5 * a / np.linalg.norm(a)); return v
for p1 in [0.6, 0.7]:
    errs = 0
    for iq in range(Mp):
        lts = 3000; cols, vals = [], []
        for s in range(lts):
            x = iq if s < int(0.8 * lts) else int(g.choice([j for j in range(Mp) if j != iq]))
            a = x
            for k in range(K):
                pc = p1 if k == 0 else 0.9
                b = fsh[k](a) if g.random() < pc else (fsh[k](a) + 1) % Mp
                cols.append(col(mu[a] + noise(), mu[b] + noise(), k + 1)); vals.append(mu[b] + noise())  # value = output part
                a = b
        C = torch.stack(cols); V = torch.stack([c[d:] for c in cols])
        v, z, qcols = iq, iq, []
        for k in range(1, K + 1):
            q = col(mu[v], torch.zeros(d), k)
            allc = torch.cat([C] + ([torch.stack(qcols)] if qcols else []))
            s_ = allc @ (W @ q); out = torch.softmax(s_, 0) @ allc[:, d:]
            vn = int(np.argmax((mu @ out).numpy()))
            qcols.append(col(mu[v], mu[vn], k)); v = vn; z = fsh[k - 1](z); errs += (v != z)   # (7.6): q_k = (v_{k-1}, v_k)
    print(f"finite l_ts=3000, p1={p1}: CoT error {errs/(Mp*K):.3f}")
