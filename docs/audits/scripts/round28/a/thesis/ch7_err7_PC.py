"""Auditor A r28: the err7 identity tests on my saved T = 3200 models P (pool of 8 tasks, each its own random 20-cycle at every
step) and C (8 fresh random-cycle tasks per step) -- both L2100 read within a task.  Own code."""
import torch
import ch7_randomU as m
M = m.M; sh = lambda s: [(u + s) % M for u in range(M)]; ident = list(range(M)); U = torch.eye(M)
Ws = torch.load("ch7_randomU_W.pt")
for mode in ("P", "C"):
    W = Ws[mode]
    row = []
    for p1 in (0.52, 0.53, 0.55, 0.57, 0.6):
        c, cm, _, _, _ = m.test(W, U, [ident, sh(2), sh(3)], [sh(7), sh(3), sh(4)], [p1, 0.9, 0.9]); row.append(f"{p1}: {c:.2f} ({cm:+.3f})")
    print(f"[{mode}] T=3200 CoT identity step, error -> shift 7: " + "; ".join(row))
    row = []
    for p1 in (0.52, 0.55):
        c, cm, _, _, _ = m.test(W, U, [sh(5), sh(9), sh(4)], [sh(12), sh(3), sh(6)], [p1, 0.9, 0.9]); row.append(f"{p1}: {c:.2f} ({cm:+.3f})")
    print(f"[{mode}] T=3200 control CoT: " + "; ".join(row))
    row = []
    for p1 in (0.52, 0.53, 0.55, 0.6):
        _, _, ie, im, cond = m.test(W, U, [ident, sh(2), sh(M - 2)], [sh(7), sh(5), sh(4)], [p1, 0.9, 0.9]); row.append(f"{p1}: cond {cond} R_ICL {ie:.2f} ({im:+.3f})")
    print(f"[{mode}] T=3200 ICL identity task: " + "; ".join(row))
    _, _, ie, im, cond = m.test(W, U, [sh(5), sh(9), sh(4)], [sh(12), sh(3), sh(6)], [0.52, 0.9, 0.9])
    print(f"[{mode}] T=3200 control ICL shift 18: cond {cond} R_ICL {ie:.2f} ({im:+.3f})", flush=True)
