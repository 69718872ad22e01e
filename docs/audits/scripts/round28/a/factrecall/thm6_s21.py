# Auditor A r28: factrecall Theorem 6, the ci search's crossing S = 21, R = 1, D = 3, answers 7/8/6.
import numpy as np, math
from thm6_general import Task
task = Task(np.array([[0]]*7 + [[1]]*8 + [[2]]*6), 3)
assert 21 >= 8*math.sqrt(2*3) and 64 >= 4*math.sqrt(2*3)*3
res = []
for a in list(np.geomspace(1/3, 1e-3, 25)) + [1e-4, 1e-6, 1e-10, 1e-14]:
    h, te, tb = task.H1(a)
    if h is None: continue
    res.append((h, a)); print(f"alpha={a:.4g}: window closes t={te:.2f} H1={h:.4e}")
print("least H1:", min(res))
