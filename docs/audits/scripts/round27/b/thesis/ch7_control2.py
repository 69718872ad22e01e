"""Control 2: trained W (both task sets, T = 1600); step-1 identity vs shift1 in the test task; p1 up to 0.9.
Per query: the step-1 bias b(j) = mu'_j^T W[out,in] mu'_v (column output j, query input v) for the correct and the error output."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
rng = np.random.default_rng(1)
for tasks in ['same', 'shiftk']:
    ns = {}; exec(code.replace("fsh = [lambda i: i,", "fsh = [F1,"), ns)
    U = torch.tensor(np.linalg.qr(rng.standard_normal((ns['M'], ns['Mp'])))[0].T) if tasks == 'same' else U
    W, _ = ns['train'](tasks, 1600)
    mu = U @ ns['E'][:ns['M']]
    def blk(a, b): return float(ns['col'](torch.zeros(ns['d']), a, None) @ W @ ns['col'](b, torch.zeros(ns['d']), None))
    Mp = ns['Mp']
    for name, f1 in [('identity', lambda i: i), ('shift1', lambda i: (i + 1) % Mp)]:
        ns['F1'] = f1
        row = []
        for p1 in [0.55, 0.6, 0.7, 0.8, 0.9]:
            e, mg, ps = ns['test'](W, p1, U); row.append(f"p1={p1}: err {e:.2f}")
        gaps = [blk(mu[f1(v)], mu[v]) - blk(mu[(f1(v) + 1) % Mp], mu[v]) for v in range(Mp)]
        print(f"train={tasks} step1={name}: " + "; ".join(row) + f" | bias gap b(correct)-b(error) per query: min {min(gaps):+.3f} mean {np.mean(gaps):+.3f}")
