"""Auditor B r27: thesis.ch7.theorem5a-self-errors. Own infinite-limit trainer (ch7_identity.py) and ICL test (ch7_icl.py's
prompt (7.8)); task: f_k = shift by 1 on M' (each w.p. p), errors (1-p)/2 each: step 1 -> -2 / +4, step 2 -> +3 / +5,
step 3 -> +6 / +7 (relative to the step input). Theorem 5(a): Condition 7.3.2 fails => R_ICL >= Omega(1)."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code, ns)
icl_code = open('ch7_icl.py').read().split("rng = np.random.default_rng(1)")[0].split("ns = {}; exec(code, ns)")[1]
exec(icl_code.replace("M, Mp, K, d, E, col, train = ns['M'], ns['Mp'], ns['K'], ns['d'], ns['E'], ns['col'], ns['train']", ""), {**ns, 'ns': ns, 'np': np, 'torch': torch, 'M': ns['M'], 'Mp': ns['Mp'], 'K': ns['K'], 'd': ns['d'], 'E': ns['E'], 'col': ns['col']}, g := {})
M, Mp = ns['M'], ns['Mp']
def Bmat(p):
    errs = [(-2, 4), (3, 5), (6, 7)]
    B = np.eye(Mp)
    for e1, e2 in errs:
        A = np.zeros((Mp, Mp))
        for i in range(Mp): A[i, (i + 1) % Mp] += p; A[i, (i + 1 + e1 - 1) % Mp] += (1 - p) / 2; A[i, (i + 1 + e2 - 1) % Mp] += (1 - p) / 2
        B = B @ A
    return B
fcomp = lambda i: (i + 3) % Mp
rng = np.random.default_rng(1)
Urand = torch.tensor(np.linalg.qr(rng.standard_normal((M, Mp)))[0].T)
Ustr = torch.zeros(Mp, M)
for j in range(Mp): Ustr[j, 2 * j] = 1.0
for tasks in ['same', 'shiftk']:
    for T in [1600, 6400]:
        W, _ = ns['train'](tasks, T)
        for Uname, U in [('structured', Ustr), ('random', Urand)]:
            row = []
            for p in [0.40, 0.42, 0.44]:
                B = Bmat(p)
                fails = all(int(np.argmax(B[i])) != fcomp(i) for i in range(Mp))
                e, mg = g['icl'](W, U, B, fcomp)
                row.append(f"p={p} (C7.3.2 fails at every row: {fails}, B(i,i)={B[0,0]:.3f} vs B(i,f(i))={B[0,fcomp(0)]:.3f}): R_ICL={e:.1f}")
            print(f"train={tasks} T={T} U={Uname}: " + "; ".join(row), flush=True)

print("detail: train=same, structured U: relative label margins (positive = every query decoded to f(q))")
for T in [1600, 6400]:
    W, _ = ns['train']('same', T)
    for p in [0.43, 0.435, 0.44, 0.445]:
        B = Bmat(p); fails = all(int(np.argmax(B[i])) != fcomp(i) for i in range(Mp))
        e, mg = g['icl'](W, Ustr, B, fcomp)
        print(f"   T={T} p={p}: C7.3.2 fails at every row: {fails} (B(i,i)/B(i,f(i)) = {B[0,0]/B[0,fcomp(0)]:.4f}), rho of A_k = {1-(1-p)/2/p:.3f}: R_ICL = {e:.1f}, least margin {mg:+.4f}")
