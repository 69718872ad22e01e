"""Extra (lead info): same trainer as ch7_identity.py, TSR patterns = a subset of TRR patterns (mu'_j = mu_{2j}, U a
selection matrix, (7.19) exact), step 1 = identity vs shift by 3 on M' (f_2, f_3 as before)."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code.replace("fsh = [lambda i: i,", "fsh = [F1,"), ns)
M, Mp = ns['M'], ns['Mp']
U = torch.zeros(Mp, M)
for j in range(Mp): U[j, 2 * j] = 1.0
for tasks in ['same', 'shiftk']:
    W, _ = ns['train'](tasks, 1600)
    for name, f1 in [('identity', lambda i: i), ('shift3', lambda i: (i + 3) % Mp)]:
        ns['F1'] = f1
        row = [f"p1={p1}: err {ns['test'](W, p1, U)[0]:.2f}" for p1 in [0.52, 0.55, 0.6, 0.7]]
        print(f"structured U, train={tasks} T=1600, step1={name}: " + "; ".join(row), flush=True)
