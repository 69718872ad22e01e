"""Auditor B, round 19: thesis (A.134) L3287, phi_n(t)(|S^n| - |S_1^n|) >~ beta_1^n(t).

Own model (Chapter 2 (2.1)-(2.3), Assumption 2.3.1, Section 2.3.2 data, Algorithm 3 with full batch), nothing from the
repository. ViT: F(X) = (1/|S|) sum_l a_(l)^T relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss, a_(l) entries
+-1/sqrt(m) fixed, W_O ~ N(0, xi^2). Patterns mu_j = e_j (M = 5) in R^d, tokens mu_j + c0 g (||noise|| <= tau).
Init: W_V = I + (sigma) E_V, W_K = W_Q = I + (delta) E (E with unit-norm columns scaled so ||W mu_j - mu_j|| <= bound).
Label-relevant fraction a*, confusion a#, others non-discriminative; y = +1 : S_1 relevant, S_2 confusion; y = -1 swapped.
Quantities at every t < T* (first zero training hinge):
  natural witnesses: ||q_1(t)|| = ||W_K^(t) mu_1||; beta_1 = 1 - A_1 (A_1 = attention of a query l in S_1 on S_1), and
  beta_1' = projection coefficient <W_K x_s - sum_r sm_r W_K x_r, q_1(t)>/||q_1(t)||^2 (s, l in S_1);
  printed-weakest: ||q_1|| = 1 (K -> 0+), beta_1 = 1 - A_1 (k_1 -> inf).
  phi_n(t) = 1/(|S_1| e^{||q_1||^2 + (delta+tau)||q_1||} + R), R = |S| - |S_1|.
Usage: python eqA_134.py L m seed [astar aconf N eta xi Tmax]
"""
import sys
import numpy as np
import torch

torch.set_default_dtype(torch.float64)
torch.set_num_threads(1)


def build(seed, L, m, astar=0.3, aconf=0.1, N=20, d=10, M=5, c0=0.01, sigma=0.1, delta=0.2, xi=0.01):
    rng = np.random.default_rng(seed)
    X = np.zeros((N, L, d)); pat = np.zeros((N, L), dtype=int); y = np.zeros(N)
    n1 = int(round(astar * L)); n2 = int(round(aconf * L))
    for n in range(N):
        lab = 1 if n < N // 2 else -1
        y[n] = lab
        rel, conf = (0, 1) if lab == 1 else (1, 0)
        p = [rel] * n1 + [conf] * n2 + list(rng.integers(2, M, size=L - n1 - n2))
        p = np.array(p); rng.shuffle(p)
        pat[n] = p
        X[n] = np.eye(d)[p] + c0 * rng.standard_normal((L, d))
    def pert(bound):
        E = rng.standard_normal((d, d)); E /= np.linalg.norm(E, axis=0, keepdims=True)
        return np.eye(d) + bound * E
    WV = pert(sigma); WK = pert(delta / 2); WQ = pert(delta / 2)   # ||W_K mu - mu|| + ||noise|| terms <= delta
    WO = xi * rng.standard_normal((m, d))
    A = rng.choice([-1.0, 1.0], size=(L, m)) / np.sqrt(m)
    T = lambda a: torch.tensor(a)
    return T(X), pat, T(y), [T(WQ), T(WK), T(WV), T(WO)], T(A)


def forward(W, X, A):
    WQ, WK, WV, WO = W
    K = X @ WK.T; Q = X @ WQ.T; V = X @ WV.T         # N x L x d
    S = torch.einsum('nsd,nld->nls', K, Q)           # score of key s for query l
    att = torch.softmax(S, dim=2)                    # N x L(query) x L(key)
    U = torch.einsum('nls,nsd->nld', att, V)
    H = torch.relu(U @ WO.T)                         # N x L x m
    F = torch.einsum('nlm,lm->n', H, A) / X.shape[1]
    return F, att


def run(L, m, seed, astar=0.3, aconf=0.1, N=20, eta=1.0, xi=0.01, Tmax=3000, delta=0.2, tau=0.1, tfix=None):
    X, pat, y, W, A = build(seed, L, m, astar, aconf, N, xi=xi, delta=delta)
    Tstar = None
    worst = dict(nat=0, proj=0, weak=0)
    at_t = {}
    mu1 = torch.zeros(X.shape[2]); mu1[0] = 1.0
    for t in range(Tmax):
        Wg = [w.clone().requires_grad_(True) for w in W]
        F, att = forward(Wg, X, A)
        hinge = torch.clamp(1 - y * F, min=0)
        if float(hinge.max()) == 0.0:
            Tstar = t
            break
        with torch.no_grad():
            WK = W[1]
            q1 = WK @ mu1; qn = float(q1.norm())
            K = X @ WK.T
            rn, rp, rw = 0, 0, 0
            for n in range(N):
                S1 = np.where(pat[n] == 0)[0]
                R = L - len(S1)
                if len(S1) == 0 or R == 0:
                    continue
                a = att[n]                               # L x L
                A1 = a[S1][:, S1].sum(1)                 # for each query l in S_1
                beta_nat = (1 - A1).max().item()
                # projection coefficient, s, l in S_1
                mean_k = a[S1] @ K[n]                    # |S1| x d: sum_r sm_r W_K x_r for each l
                diff = K[n][S1][:, None, :] - mean_k[None, :, :]   # s x l x d
                beta_proj = (diff @ q1 / qn ** 2).max().item()
                phi = 1.0 / (len(S1) * np.exp(qn ** 2 + (delta + tau) * qn) + R)
                phiw = 1.0 / (len(S1) * np.exp(1 + (delta + tau)) + R)
                rn = max(rn, beta_nat / (phi * R)); rp = max(rp, beta_proj / (phi * R)); rw = max(rw, beta_nat / (phiw * R))
            worst['nat'] = max(worst['nat'], rn); worst['proj'] = max(worst['proj'], rp); worst['weak'] = max(worst['weak'], rw)
            at_t[t] = (rn, rp, rw, qn)
        L_ = hinge.mean()
        g = torch.autograd.grad(L_, Wg)
        W = [w - eta * gi for w, gi in zip(W, g)]
    return Tstar, worst, at_t, float(torch.norm(W[1] @ mu1))


if __name__ == '__main__':
    Ls = [int(v) for v in sys.argv[1].split(',')]
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    mfac = float(sys.argv[3]) if len(sys.argv) > 3 else 80.0
    astar = float(sys.argv[4]) if len(sys.argv) > 4 else 0.3
    tfix = (20, 40, 80)
    for L in Ls:
        m = int(round(mfac * np.sqrt(L / 10)))
        Tstar, worst, at_t, qfin = run(L, m, seed, astar=astar, tfix=tfix)
        print(f'L={L:4d} m={m:4d} seed={seed} a*={astar} T*={Tstar} ||W_K mu_1|| final={qfin:.3f} | max over t<T*, n, l: '
              f'ratio natural(1-A_1)={worst["nat"]:.3f} projection={worst["proj"]:.3f} printed-weakest(||q_1||=1)={worst["weak"]:.3f} | '
              + ' | max natural ratio over t<=cap: ' + ' '.join(f'cap {c}: {max(v[0] for tt, v in at_t.items() if tt <= c):.2f} (||q1|| max {max(v[3] for tt, v in at_t.items() if tt <= c):.2f})' for c in (25, 50, 100, 200, 400) if c < len(at_t))
              + f' | at T*-1: ||q1||={at_t[len(at_t)-1][3]:.3f}', flush=True)
