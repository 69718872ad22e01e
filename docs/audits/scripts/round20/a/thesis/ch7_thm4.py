"""Auditor A, round 20: thesis.ch7.theorem4-pc (seed 003 L2179-L2187, Theorem 4; Proposition 3 L2231-L2236; proof F.49-F.54).
Own Chapter-7 model (no repository code):
  F(Psi; P) = sum_{i < len(P)} W_V p~_i softmax(p~_i^T W p~_query), W = W_K^T W_Q trained, W_V = (0 I) fixed  (7.2), Sec. 7.2.2
  p~_i = p_i + c_(step of column i), c_k orthonormal, orthogonal to (mu_i; 0) and to the output half (read by W_V);
  squared loss (7.3); SGD, W^(0) ~ N(0, xi^2); training prompts (7.1): k uniform in [K], query z_{k-1}, l_tr examples,
  a fraction alpha of them with x_i = x_query; tasks f = f_3 o f_2 o f_1 with f_k from a set of permutations of [M].
Testing (Sec. 7.3.2): TSR patterns mu'_j orthonormal in span(mu) (7.19); test task = 3 random permutations of [M'];
  examples noisy (delta orthogonal to M', ||delta|| = 0.2, (7.11)) and erroneous: each step correct w.p. p_c, otherwise
  the structured wrong pattern (f_k(prev) + 1 mod M'): rho^f = (2p_c - 1)/p_c, tau^f = p_c^K; a fraction alpha' of the
  examples share the query's first input pattern; l_ts <= l_tr ((7.4)); CoT by greedy decoding over Y = {mu'_j} (7.5)-(7.6).
Reported: CoT error (7.7) over all M' queries x several prompt draws, the attention mass on S_k^* (Proposition 3's 1 - eps),
and l_ts against (7.20) at constant 1: (alpha' tau rho)^-2 log M.
"""
import math, os, sys
import numpy as np
import torch

torch.set_num_threads(1)
DT = torch.float32


def setup(seed, d=30, M=20, Mp=10, K=3, nperm=8):
    rng = np.random.default_rng(seed)
    perms = [rng.permutation(M) for _ in range(nperm)]
    U = np.linalg.qr(rng.standard_normal((M, Mp)))[0]       # mu'_j = sum_i U_ij mu_i (orthonormal, in span(mu))
    return rng, perms, U


def train_prompts(rng, perms, B, l, alpha, d, M, K):
    """returns X (B, ncol, 2d) columns with positional encodings, query (B, 2d), target (B, d), mask of valid cols."""
    ncol = l * K + K - 1
    X = np.zeros((B, ncol, 2 * d), np.float32); Q = np.zeros((B, 2 * d), np.float32); Z = np.zeros((B, d), np.float32)
    valid = np.zeros((B, ncol), bool)
    for b in range(B):
        fs = [perms[i] for i in rng.integers(len(perms), size=K)]
        k = rng.integers(1, K + 1)
        xq = rng.integers(M)
        xs = np.where(rng.random(l) < alpha, xq, rng.integers(M, size=l))
        ys = [xs]
        for f in fs:
            ys.append(f[ys[-1]])
        for j in range(K):                                    # example columns (y_{j}; y_{j+1}) + c_{j+1}
            cols = np.arange(l) * K + j
            X[b, cols, ys[j]] = 1.0
            X[b, cols, d + ys[j + 1]] = 1.0
            X[b, cols, M + j] += 1.0                          # c_{j+1} = e_{M + j} (first half, unused by patterns)
        zs = [xq]
        for f in fs:
            zs.append(f[zs[-1]])
        base = l * K
        for j in range(k - 1):                                # query's earlier steps (z_j; z_{j+1}) + c_{j+1}
            X[b, base + j, zs[j]] = 1.0; X[b, base + j, d + zs[j + 1]] = 1.0; X[b, base + j, M + j] += 1.0
        valid[b, :base + k - 1] = True
        Q[b, zs[k - 1]] = 1.0; Q[b, M + k - 1] += 1.0           # query (z_{k-1}; 0) + c_k
        Z[b, zs[k]] = 1.0
    return torch.tensor(X), torch.tensor(Q), torch.tensor(Z), torch.tensor(valid)


def forward(W, X, Q, valid, d):
    s = torch.einsum('bnd,de,be->bn', X, W, Q)
    s = s.masked_fill(~valid, -1e30)
    a = torch.softmax(s, 1)
    return torch.einsum('bn,bnd->bd', a, X[:, :, d:]), a


def train(seed, T, B, l_tr, alpha=0.5, eta=0.9, xi=0.01, d=30, M=20, K=3):
    rng, perms, U = setup(seed, d=d, M=M, K=K)
    W = torch.tensor(rng.standard_normal((2 * d, 2 * d)) * xi, dtype=DT, requires_grad=True)
    for t in range(T):
        X, Q, Z, valid = train_prompts(rng, perms, B, l_tr, alpha, d, M, K)
        F, _ = forward(W, X, Q, valid, d)
        L = 0.5 * ((Z - F) ** 2).sum(1).mean()
        W.grad = None
        L.backward()
        with torch.no_grad():
            W -= eta * W.grad
    return W.detach(), rng, U, L.item()


def cot_test(W, rng, U, p_c, l_ts, alpha_p=0.8, noise=0.2, d=30, M=20, Mp=10, K=3, nprompts=4):
    """CoT error over all M' queries x nprompts prompt draws (fresh test task each draw)."""
    mup = np.zeros((Mp, d), np.float32); mup[:, :M] = U.T                 # mu'_j in R^d
    # orthonormal complement of span(mu') inside R^d for the noise
    Bc = np.linalg.qr(np.concatenate([mup.T, rng.standard_normal((d, d - Mp))], 1))[0][:, Mp:]
    errs = []; masses = []
    for rep in range(nprompts):
        fs = [rng.permutation(Mp) for _ in range(K)]
        for q0 in range(Mp):
            xs = np.where(rng.random(l_ts) < alpha_p, q0, rng.integers(Mp, size=l_ts))
            ys = [xs]
            for f in fs:
                good = f[ys[-1]]
                wrong = (good + 1) % Mp
                ys.append(np.where(rng.random(l_ts) < p_c, good, wrong))
            X = np.zeros((l_ts * K + K - 1, 2 * d), np.float32)
            for j in range(K):
                cols = np.arange(l_ts) * K + j
                X[cols, :d] = mup[ys[j]] + noise * np.einsum('nk,dk->nd', _unit_rows(rng.standard_normal((l_ts, d - Mp))), Bc)
                X[cols, d:] = mup[ys[j + 1]] + noise * np.einsum('nk,dk->nd', _unit_rows(rng.standard_normal((l_ts, d - Mp))), Bc)
                X[cols, M + j] += 1.0
            # greedy CoT
            v_prev = mup[q0]; truth = q0; nerr = 0
            for k in range(1, K + 1):
                n_valid = l_ts * K + (k - 1)
                Qv = np.zeros(2 * d, np.float32); Qv[:d] = v_prev; Qv[M + k - 1] += 1.0
                Xt = torch.tensor(X[None, :n_valid]); Qt = torch.tensor(Qv[None])
                F, a = forward(W, Xt, Qt, torch.ones(1, n_valid, dtype=torch.bool), d)
                F = F[0].numpy(); a = a[0].numpy()
                vk = int(np.argmin(((F[None, :] - mup) ** 2).sum(1)))
                truth = fs[k - 1][truth]
                # S_k^*: step-k columns of examples whose step-k input pattern equals the query's current input
                cols = np.arange(l_ts) * K + (k - 1)
                cur_in = int(np.argmin(((v_prev[None, :] - mup) ** 2).sum(1)))
                masses.append(a[cols[ys[k - 1] == cur_in]].sum())
                nerr += int(vk != truth)
                v_prev = mup[vk]
                # the query's own reasoning column (v_{k-1}; v_k) + c_k becomes context for the next step
                if k < K:
                    X[l_ts * K + (k - 1), :d] = Qv[:d]; X[l_ts * K + (k - 1), d:] = mup[vk]; X[l_ts * K + (k - 1), M + k - 1] += 1.0
            errs.append(nerr / K)
    return float(np.mean(errs)), float(np.min(masses)), float(np.median(masses))


def _unit_rows(A):
    return A / np.linalg.norm(A, axis=1, keepdims=True)


if __name__ == '__main__':
    T = int(os.environ.get('T', '500')); B = int(os.environ.get('B', '64')); l_tr = int(os.environ.get('LTR', '1000'))
    seed = int(os.environ.get('SEED', '0'))
    pcs = [float(x) for x in sys.argv[1:]] or [0.6, 0.56]
    W, rng, U, L = train(seed, T, B, l_tr)
    print('trained: T=%d B=%d l_tr=%d alpha=0.5 eta=0.9; last batch loss %.4f' % (T, B, l_tr, L))
    mults = [float(x) for x in os.environ.get('MULTS', '1').split(',')]
    for p_c in pcs:
      for mult in mults:
        rho = (2 * p_c - 1) / p_c; tau = p_c ** 3
        need = (0.8 * tau * rho) ** -2 * math.log(20)
        l_ts = min(l_tr, max(50, int(math.ceil(mult * need))))
        err, mmin, mmed = cot_test(W, rng, U, p_c, l_ts)
        print('  p_c=%.3f rho=%.3f tau=%.3f: (7.20) at constant 1 needs l_ts >= %.0f; used l_ts=%d (<= l_tr): CoT error %.3f; '
              'attention on S_k^*: min %.3f, median %.3f (margin of the vote ~ 2p_c - 1 = %.3f)' % (p_c, rho, tau, need, l_ts, err, mmin, mmed, 2 * p_c - 1))
        sys.stdout.flush()
