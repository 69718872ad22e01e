"""Control for ch7_identity.py: same trained W ('same' tasks, T = 1600); test step 1 is identity vs a shift (f_1(i) = i+1),
everything else equal. Also the score decomposition at step 1."""
import numpy as np, torch
import ch7_identity as m
rng = np.random.default_rng(1)
U = torch.tensor(np.linalg.qr(rng.standard_normal((m.M, m.Mp)))[0].T)
W, _ = m.train('same', 1600)
mu = U @ m.E[:m.M]
def blk(a, b): return float(m.col(torch.zeros(m.d), a, None) @ W @ m.col(b, torch.zeros(m.d), None))
print("mean mu'_j^T W[out,in] mu'_j  =", np.mean([blk(mu[j], mu[j]) for j in range(m.Mp)]))
print("mean mu'_(j+1)^T W[out,in] mu'_j =", np.mean([blk(mu[(j+1) % m.Mp], mu[j]) for j in range(m.Mp)]))
orig = m.test
for name, f1 in [('identity', lambda i: i), ('shift1', lambda i: (i + 1) % m.Mp)]:
    def test(W, p1, U, alphap=0.8, rest=0.9, f1=f1):
        src = orig.__code__
        return None
    # re-implement quickly by patching the lambda list via a closure copy
    import types
    code = open('ch7_identity.py').read()
    ns = {}
    exec(code.replace("fsh = [lambda i: i,", "fsh = [F1,").replace("if __name__ == '__main__':", "if False:"), ns)
    ns['F1'] = f1
    for p1 in [0.55, 0.6, 0.7]:
        e, mg, ps = ns['test'](W, p1, U)
        print(f"step-1 {name}: p1={p1}: CoT error={e:.3f} per step {ps} min margin={mg:+.4f}")
