# Auditor B, round 24: thesis (seed 003) Proposition 3 (7.23), Chapter 7, hidden constant of (7.15).
# Own model (no repository code): (7.2) with W = W_K^T W_Q, W_V = (0 I) fixed, positional c_k, squared loss (7.3),
# training prompts (7.1) in the l_tr -> infinity limit (softmax over columns -> column-distribution average), gradient
# descent on the POPULATION loss over all (task, query, k) (= SGD with B -> infinity, balanced in every pattern/step,
# so condition (iii) holds for any B-constant).  Test prompts (7.4) in the l_ts -> infinity limit with new tasks,
# fraction alpha' of examples sharing the query input, noisy columns (delta ⊥ M', ||delta|| = 0.5) and erroneous steps
# (correct with prob pc, else uniform among the others).  Deficit d = 1 - sum_{i in S_k^*} softmax (7.23), worst k.
import sys, os, math, itertools, torch
torch.set_default_dtype(torch.float64)
M, K = int(os.environ.get('PM', 4)), int(os.environ.get('PK', 2))
dx = M + K + 1                 # e_{M+1}, e_{M+2}: positional; e_{M+3}: noise direction
D2 = 2 * dx
alpha, eta, xi = float(os.environ.get('PA', 0.3)), 0.5, 1e-3
E = torch.eye(dx)
def col(a, b, k, na=0.0, nb=0.0):   # (a; b) + c_k, optional noise along e_{M+3}
    top = E[a] + na * E[M + K]; bot = (E[b] if b is not None else torch.zeros(dx)) + nb * E[M + K]
    v = torch.cat([top, bot]); v[M + k] += 1.0     # c_k = (e_{M+k}; 0) in R^{2dx}, k = 0..K-1; noise along e_{M+K}
    return v
g = torch.Generator().manual_seed(0)
perms = [torch.randperm(M, generator=g).tolist() for _ in range(12)]
if K == 2:   # the configuration of the first run (prop3.out)
    train_tasks = [(perms[0], perms[1]), (perms[2], perms[3]), (perms[4], perms[5]), (perms[1], perms[0])]
    test_tasks = [(perms[6], perms[7]), (perms[8], perms[9])]
else:
    perms += [torch.randperm(M, generator=g).tolist() for _ in range(6 * K)]
    train_tasks = [tuple(perms[K * i + j] for j in range(K)) for i in range(4)]
    test_tasks = [tuple(perms[K * (4 + i) + j] for j in range(K)) for i in range(2)]

def build_train():
    # returns list of (query vec, target idx, cols [C x D2], outputs [C], probs [C])
    out = []
    for f in train_tasks:
        for z0 in range(M):
            z = [z0]
            for kk in range(K): z.append(f[kk][z[-1]])
            for k in range(K):          # step k+1: query input z_k, label z_{k+1}
                q = col(z[k], None, k)
                cols, outs, pr = [], [], []
                for x in range(M):
                    px = alpha if x == z0 else (1 - alpha) / (M - 1)
                    y = [x]
                    for kk in range(K): y.append(f[kk][y[-1]])
                    for kp in range(K):
                        cols.append(col(y[kp], y[kp + 1], kp)); outs.append(y[kp + 1]); pr.append(px / K)
                out.append((q, z[k + 1], torch.stack(cols), torch.tensor(outs), torch.tensor(pr)))
    return out

def build_test(alpha_t=float(os.environ.get('PA', 0.3)), pc=0.6, noise=0.5):
    # columns with erroneous chains: step kk maps a -> f_kk(a) w.p. pc, else uniform over the other M-1
    out = []
    for f in test_tasks:
        for z0 in range(M):
            z = [z0]
            for kk in range(K): z.append(f[kk][z[-1]])
            for k in range(K):
                q = col(z[k], None, k)
                cols, star, pr = [], [], []
                for x in range(M):
                    px = alpha_t if x == z0 else (1 - alpha_t) / (M - 1)
                    # enumerate chains
                    for chain in itertools.product(range(M), repeat=K):
                        p = px; a = x
                        for kk in range(K):
                            p *= pc if chain[kk] == f[kk][a] else (1 - pc) / (M - 1)
                            a = chain[kk]
                        y = [x] + list(chain)
                        for kp in range(K):
                            cols.append(col(y[kp], y[kp + 1], kp, noise, noise)); pr.append(p / K)
                            star.append(kp == k and y[kp] == z[k])
                out.append((q, torch.stack(cols), torch.tensor(star), torch.tensor(pr)))
    return out

def loss_fn(W, data):
    L = 0.0; dmax = 0.0
    for q, z, C, outs, pr in data:
        s = C @ W @ q
        w = pr * torch.exp(s - s.max()); w = w / w.sum()
        F = torch.zeros(M).index_add(0, outs, w)
        L = L + 0.5 * ((F - torch.eye(M)[z]) ** 2).sum()
        # train deficit: mass off the step-k columns with the query's input pattern
    return L / len(data)

def train_deficit(W, data):
    dm = 0.0
    for q, z, C, outs, pr in data:
        s = C @ W @ q; w = pr * torch.exp(s - s.max()); w = w / w.sum()
        star = (C[:, M:M + K] @ q[M:M + K] > 0.5) & ((C[:, :M] @ q[:M]) > 0.5)
        dm = max(dm, 1 - w[star].sum().item())
    return dm

def test_deficit(W, data):
    dm = 0.0
    for q, C, star, pr in data:
        s = C @ W @ q; w = pr * torch.exp(s - s.max()); w = w / w.sum()
        dm = max(dm, 1 - w[star].sum().item())
    return dm

if __name__ == '__main__':
    tr = build_train(); te = build_test()
    W = xi * torch.randn(D2, D2, generator=g)
    checkpoints = [int(x) for x in (sys.argv[1:] or ['100', '300', '1000', '3000', '10000', '30000'])]
    t = 0
    for T in checkpoints:
        while t < T:
            W.requires_grad_(True)
            L = loss_fn(W, tr)
            (gW,) = torch.autograd.grad(L, W)
            W = (W - eta * gW).detach(); t += 1
        dtr = train_deficit(W, tr); dte = test_deficit(W, te)
        for name, d in (('test', dte),):
            eps = d
            need = (1 / eta) * alpha ** -2 * K ** 3 * math.log(K / eps) + (1 / eta) * M * K * (1 / alpha + 1 / eps)
            print("T %6d loss %.3e train deficit %.4e test deficit %.4e  T*d %.3f T*d^2 %.4f  C* = T/(7.15 at eps=d) %.3f"
                  % (T, L.item(), dtr, dte, T * dte, T * dte ** 2, T / need))
        sys.stdout.flush()
