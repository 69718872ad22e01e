"""Auditor A r28: thesis.ch7.theorem4/prop3/theorem5b identity-step with the step-1 error sent to shift 7 (no training step),
under L2100 read literally: F = {g}, one random 20-cycle at every step of every task (training S of ch7_randomU.py).
TSR = TRR (U = I, M' = M = 20, (7.19) exact).  Own code (my ch7_randomU.py)."""
import torch
import ch7_randomU as m
M = m.M
sh = lambda s: [(u + s) % M for u in range(M)]
ident = list(range(M))
res = m.train("S", {800, 3200})
g = torch.Generator().manual_seed(1); gg = m.rand_cycle(M, g)
print("training cycle g equals shift 7:", gg == sh(7), "; g equals shift 1:", gg == sh(1))
U = torch.eye(M)
for T in (800, 3200):
    W = res[T][1]
    row = []
    for p1 in (0.52, 0.53, 0.55, 0.57, 0.6, 0.7):
        c, cm, _, _, _ = m.test(W, U, [ident, sh(2), sh(3)], [sh(7), sh(3), sh(4)], [p1, 0.9, 0.9])
        row.append(f"p1={p1}: {c:.2f} ({cm:+.3f})")
    print(f"[S] T={T} CoT f = shift3 o shift2 o identity, step-1 error -> shift 7: " + "; ".join(row))
    row = []
    for p1 in (0.52, 0.53, 0.55, 0.6):
        c, cm, _, _, _ = m.test(W, U, [sh(5), sh(9), sh(4)], [sh(12), sh(3), sh(6)], [p1, 0.9, 0.9])
        row.append(f"p1={p1}: {c:.2f} ({cm:+.3f})")
    print(f"[S] T={T} control CoT f = shift4 o shift9 o shift5, step-1 error -> shift 12: " + "; ".join(row))
    row = []
    for p1 in (0.52, 0.53, 0.55, 0.6):
        _, _, ie, im, cond = m.test(W, U, [ident, sh(2), sh(M - 2)], [sh(7), sh(5), sh(4)], [p1, 0.9, 0.9])
        row.append(f"p1={p1}: cond {cond}, R_ICL {ie:.2f} ({im:+.3f})")
    print(f"[S] T={T} ICL f = identity (id, +2, -2), errors 7/5/4: " + "; ".join(row))
    _, _, ie, im, cond = m.test(W, U, [sh(5), sh(9), sh(4)], [sh(12), sh(3), sh(6)], [0.52, 0.9, 0.9])
    print(f"[S] T={T} control ICL f = shift 18: cond {cond}, R_ICL {ie:.2f} ({im:+.3f})", flush=True)
