"""Auditor A r28: thesis (F.26) first link (seed 003 L9420-L9426, proof of Theorem 3):
 (eta/(KM)) sum_{b=0}^{t0} (1-p(b))^2 p(b) [+ common term]  >=  (1/2) log((1-alpha)^2 t/(2 alpha^2 K M)) [+ common term], t = t0+1.
(1) model-free: (1-p)^2 p <= 4/27, so line 1 <= eta t (4/27)/(KM); (2) the proof's own recursion with equality ((F.21), (F.24));
(3) my l = infinity Chapter 7 model (ch7_randomU.py, F = {g}, M = 20, K = 3, alpha = 0.4): the actual p_n(b) of a training prompt.
Reading: line 2 := the induction hypothesis (1/2) log(eta (1-alpha)^2 t0/(alpha^2 K M)).  Own code."""
import math, sys
import mpmath as mp

def line2(t, a, K, M): return 0.5 * math.log((1 - a)**2 * t / (2 * a * a * K * M))
def reading(t0, a, K, M, eta): return 0.5 * math.log(eta * (1 - a)**2 * t0 / (a * a * K * M))

print("(1) model-free bound: K M = 60, alpha = 0.4")
for eta in (0.05, 0.01):
    for t in (200, 2000, 20000):
        ub = eta * t * (4 / 27) / 60
        print(f"   eta={eta} t={t}: line 1 <= {ub:.4f}  vs line 2 = {line2(t, 0.4, 3, 20):.4f}  -> first link fails for ANY p(b): {ub < line2(t, 0.4, 3, 20)}")

print("(2) the proof's recursion with equality: u(b+1) = u(b) + h (1-p(b))^2 p(b), p = 1/(1 + c e^{-u}), u(0) = 0")
for (a, K, M) in ((0.5, 1, 1), (0.4, 3, 20)):
    for eta in (0.05, 0.2, 0.3, 0.5, 1.0):
        h = eta / (K * M); c = (1 - a) / a; u = 0.0; out = []
        marks = {100, 1000, 10000, 100000}
        for b in range(100000):
            p = 1 / (1 + c * math.exp(-u)); u += h * (1 - p)**2 * p
            t0 = b; t = b + 1
            if t in marks and line2(t, a, K, M) > 0:
                out.append(f"t={t}: line1-line2={u - line2(t, a, K, M):+.3f}, line1-reading={u - reading(t, a, K, M, eta):+.3f}")
        print(f"   alpha={a} K={K} M={M} eta={eta} (asymptotic gap (1/2)log(4 eta) = {0.5*math.log(4*eta):+.3f}): " + "; ".join(out))

if len(sys.argv) > 1 and sys.argv[1] == "model":
    import torch
    sys.path.insert(0, "/work/audit/r28a/thesis")
    import ch7_randomU as m
    for eta in (0.05, 0.2):
        m.eta = eta
        g = torch.Generator().manual_seed(1)
        W = (m.xi * torch.randn(2 * m.d, 2 * m.d, generator=g)).requires_grad_()
        gg = m.rand_cycle(m.M, g); J, Q, TGT = m.batch_tensors([[gg] * m.K])
        # row 0: z0 = 0, k = 1 (query input z0): p_n = attention on step-1 columns whose input is z0
        S_ = 0.0; res = []
        for b in range(20000):
            with torch.no_grad():
                Wq = Q[0] @ W.T
                Sc = Wq[None, :m.M, None] + Wq[None, None, m.d:m.d + m.M] + (Wq @ m.Cm.T)[:, None, None]
                Wt = J[0] * torch.exp(Sc); p = float(Wt[0, 0, :].sum() / Wt.sum())
            S_ += eta / (m.K * m.M) * (1 - p)**2 * p
            t = b + 1
            if t in (100, 1000, 5000, 20000):
                res.append(f"t={t}: p={p:.4f}, line1={S_:.4f}, line2={line2(t, m.alpha, m.K, m.M):.4f}, reading={reading(t, m.alpha, m.K, m.M, eta):.4f}")
            loss = 0.5 * ((TGT - m.Fout(W, J, Q))**2).sum(1).mean(); W.grad = None; loss.backward()
            with torch.no_grad(): W -= eta * W.grad
        print(f"(3) l=inf model, eta={eta}: " + "; ".join(res), flush=True)
