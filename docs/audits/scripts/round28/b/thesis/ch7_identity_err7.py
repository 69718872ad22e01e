"""Auditor B r28: round-27 identity-step claims (Theorem 4 / Prop. 3 (7.24) / Theorem 5(b)) with the step-1 error map
sent to shift by 7 on M' (no training step), in my own l = infinity model (ch7_randomU.py: forward, test_cot, test_icl).
Test: M' = 10, mu'_j = mu_j (identity U, (7.19) exact), f_1 = identity, f_2 = shift 2, f_3 = shift 3 (mod 10);
A_1 = p1 I + (1-p1) S_7, A_2 = 0.9 S_2 + 0.1 S_5, A_3 = 0.9 S_3 + 0.1 S_6; alpha' = 0.8.
Training sets (alpha = 0.4, eta = 0.9, xi = 0.01, exact population gradient):
  'single'  F = {shift 1} (the literal L2100 set);  'within' tasks g in {shift 1, 2, 3}, same g at every step (L2100 within
  a task);  'shiftk' one task f_k = shift k (the repository's; violates L2100 literally: f_1(mu_2) = f_2(mu_1))."""
import sys
import numpy as np
import torch
import ch7_randomU as C
torch.set_num_threads(1)
M, K = C.M, C.K
def sh(s, n): return (np.arange(n) + s) % n
def train_tasks(tasks, Ts, seed=11):
    Q, Z, Pi, tid, P, O = C.build_train(tasks)
    gen = torch.Generator().manual_seed(seed)
    W = (C.xi * torch.randn(C.D2, C.D2, generator=gen)).requires_grad_(True)
    out = {}
    for t in range(1, max(Ts) + 1):
        F = C.forward(W, Q, Pi, tid, P, O)
        loss = 0.5 * ((F - Z) ** 2).sum(1).mean()
        gW, = torch.autograd.grad(loss, W)
        with torch.no_grad(): W -= C.eta * gW
        if t in Ts: out[t] = (W.detach().clone(), loss.item())
    return out
sets = {"single": [[sh(1, M)] * K], "within": [[sh(s, M)] * K for s in (1, 2, 3)], "shiftk": [[sh(1, M), sh(2, M), sh(3, M)]]}
Mp = int(__import__("os").environ.get("MP", "10"))
U = torch.zeros(Mp, C.d); U[:, :Mp] = torch.eye(Mp)
fs = [np.arange(Mp), sh(2, Mp), sh(3, Mp)]
def Amat(p, f, e):
    A = np.zeros((Mp, Mp)); A[np.arange(Mp), f] += p; A[np.arange(Mp), e] += 1 - p; return A
Ts = tuple(int(x) for x in __import__("os").environ.get("TS", "800,3200").split(","))
for name in sys.argv[1:] or ["single", "within", "shiftk"]:
    ck = train_tasks(sets[name], Ts)
    for T in Ts:
        W, lo = ck[T]
        diag = float(torch.diagonal(W[C.d:C.d + M, :M]).mean())
        row = []
        for p1 in (0.53, 0.55, 0.57, 0.6, 0.7):
            As = [Amat(p1, fs[0], sh(7, Mp)), Amat(0.9, fs[1], sh(5, Mp)), Amat(0.9, fs[2], sh(6, Mp))]
            e, m, a = C.test_cot(W, U, fs, As, 0.8)
            ei, mi, B, ftot = C.test_icl(W, U, fs, As, 0.8)
            c732 = C.cond732(B, ftot)
            row.append(f"p1={p1}: CoT err {e/(Mp*K):.2f} (margin {m:+.3f}) ICL{'(7.3.2)' if c732 else '(no 7.3.2)'} err {ei/Mp:.1f}")
        print(f"[{name}] T={T} train loss {lo:.2e} mean diag W[out,in] {diag:+.3f}: " + "; ".join(row), flush=True)
