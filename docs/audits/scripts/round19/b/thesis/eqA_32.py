"""Auditor B, round 19: thesis (A.32) L2783, (A.112) L3179, (A.167) L3426 (Claim 2 of Lemma A.3.1, upper bound on the
attention of a token j outside S_*^n for a query l in S_1^n, at W^(t+1)).
  (A.32):  softmax_j(W^(t+1)) <~ 1/(|S_1| e^{(1+K(t))||q_1(t)||^2 - delta ||q_1(t)||} + (|S| - |S_1|)),  j not in S_*^n
  (A.112)/(A.167): the same with delta + tau, j not in S_1^n, l in S_1^n.
Same own model as eqA_134.py (imported from this audit folder only).
Readings: printed weakest witnesses (K(t) -> 0+, ||q_1(t)|| = 1, the least (A.34) allows);
natural: ||q_1(t)|| = ||W_K^(t) mu_1||, (1 + K(t))||q_1(t)||^2 = ||q_1(t+1)||^2 = ||W_K^(t+1) mu_1||^2 ((A.34)/(A.170)).
Usage: python eqA_32.py L1,L2,.. seed [mfac]
"""
import sys
import numpy as np
import torch
from eqA_134 import build, forward

torch.set_default_dtype(torch.float64)


def run(L, m, seed, astar=0.3, aconf=0.1, N=20, eta=1.0, xi=0.01, Tmax=3000, delta=0.2, tau=0.1):
    X, pat, y, W, A = build(seed, L, m, astar, aconf, N, xi=xi, delta=delta)
    mu1 = torch.zeros(X.shape[2]); mu1[0] = 1.0
    hist = []   # per t: (ratio32_nat, ratio112_nat, ratio32_weak, ratio112_weak, L*entry, ||q1(t)||)
    prev_q = None
    for t in range(Tmax + 1):
        Wg = [w.clone().requires_grad_(True) for w in W]
        F, att = forward(Wg, X, A)
        hinge = torch.clamp(1 - y * F, min=0)
        qn = float(torch.norm(W[1] @ mu1))
        if prev_q is not None:
            # att is at W^(t) = W^(t_prev + 1); the bound uses ||q_1(t_prev)|| and ||q_1(t_prev + 1)||
            with torch.no_grad():
                r32n = r112n = r32w = r112w = le = 0.0
                for n in range(N):
                    if y[n] != 1:
                        continue
                    S1 = np.where(pat[n] == 0)[0]; out = np.where(pat[n] != 0)[0]
                    R = L - len(S1)
                    e = att[n][S1][:, out].max().item()          # max over l in S_1, j not in S_1 (= not in S_*)
                    den32n = len(S1) * np.exp(qn ** 2 - delta * prev_q) + R
                    den112n = len(S1) * np.exp(qn ** 2 - (delta + tau) * prev_q) + R
                    den32w = len(S1) * np.exp(1 - delta) + R
                    den112w = len(S1) * np.exp(1 - delta - tau) + R
                    r32n = max(r32n, e * den32n); r112n = max(r112n, e * den112n)
                    r32w = max(r32w, e * den32w); r112w = max(r112w, e * den112w); le = max(le, L * e)
                hist.append((r32n, r112n, r32w, r112w, le, prev_q))
        if float(hinge.detach().max()) == 0.0:
            return t, hist
        prev_q = qn
        g = torch.autograd.grad(hinge.mean(), Wg)
        W = [w - eta * gi for w, gi in zip(W, g)]
    return None, hist


if __name__ == '__main__':
    Ls = [int(v) for v in sys.argv[1].split(',')]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    mfac = float(sys.argv[3]) if len(sys.argv) > 3 else 80.0
    grow = (len(sys.argv) <= 4) or sys.argv[4] != 'fixed'
    for L in Ls:
        m = int(round(mfac * np.sqrt(L / 10))) if grow else int(mfac)
        Tstar, h = run(L, m, seed)
        H = np.array(h)
        caps = [c for c in (50, 100, 200) if c < len(H)]
        print(f'L={L:4d} m={m:4d} seed={seed} T*={Tstar} | max over t<T*: (A.32) natural {H[:,0].max():.2f}, (A.112/167) natural '
              f'{H[:,1].max():.2f}; printed weakest (A.32) {H[:,2].max():.2f}, (A.112) {H[:,3].max():.2f}; |S| x entry max '
              f'{H[:,4].max():.2f} | natural (A.32) with t <= cap: ' + ' '.join(f'{c}: {H[:c+1,0].max():.2f}' for c in caps)
              + ' | weakest (A.32) with t <= cap: ' + ' '.join(f'{c}: {H[:c+1,2].max():.2f}' for c in caps)
              + f' | argmax t of weakest {int(H[:,2].argmax())}' + f' | ||q1|| at T*-1 {H[-1,5]:.3f}', flush=True)
