# Auditor B r29 (side check to f148.py): Lemma F.3.7's batch display (F.13) for fixed valid context columns p~ = (e_x; e_{x+a}; c_k),
# a in the task shifts, at t = 191 of f148.run(seed=0); 100 fresh batches of B = 16.
import numpy as np
ns = {}
code = open('/work/audit/r29b/thesis/f148.py').read().split('if __name__')[0]
code = code.replace("    # evaluation", "    return W, prompt, col, u_vec, fwd\n    # evaluation")
exec(code, ns)
W, prompt, col, u_vec, fwd = ns['run'](seed=0)
M, K, eta, B = 5, 2, 0.63, 16
worst = -np.inf; cnt = tot = 0; margins = []
for rep in range(100):
    batch = [prompt() for _ in range(B)]
    G = np.zeros_like(W); rhs = 0.0
    for Pt, q, z, xq, k, meta in batch:
        u, F, s = u_vec(W, Pt, q, z); G += np.outer(u, q)
        pn = sum(s_i for s_i, (xx, kk) in zip(s, meta) if xx == xq and kk == k); rhs += 4 * pn * (1 - pn)**2
    G *= eta / B; rhs = -eta / (2 * M * B) * rhs
    for x in range(M):
        for k in (1, 2):
            for a in (1, 2, 3):
                pt = col(x, (x + a) % M, k); lhs = pt @ G @ pt; tot += 1; margins.append(lhs - rhs)
                if lhs > rhs: cnt += 1
print(f"(F.13) for valid context columns: violated in {cnt}/{tot} (batch, column) pairs; LHS - RHS in [{min(margins):.4f}, {max(margins):.4f}], median {np.median(margins):.4f}")
