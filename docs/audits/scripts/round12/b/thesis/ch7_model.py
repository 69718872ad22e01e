"""Own model of thesis Chapter 7 (one-layer single-head attention, W = W_K^T W_Q, W_V = (0 I), squared loss),
written from the seed (L2010-L2072, Subroutine 3 L9244-L9252).  No repository code.

Tokens live in R^{2 dx}, dx = M + K + 1: x-block coordinates 0..M-1 = TRR patterns mu_i = e_i, M..M+K-1 = positional
encodings c_1..c_K (so c_k orthonormal, (mu_i;0) perp c_k, W_V c_k = 0), M+K = a spare coordinate for the test noise
delta (delta perp M', ||delta|| <= sqrt(2)/2); y-block = the same layout shifted by dx.
Training prompt (7.1): l examples of K columns (y_{i,s-1}; y_{i,s}) + c_s, then Q_k: (z_{s-1}; z_s) + c_s for s < k,
query (z_{k-1}; 0) + c_k; attention over every column but the query ((7.2): i <= len(P) - 1); label z_k.
Tasks: per prompt f_s = sigma o shift_{j_s} o sigma^{-1} with distinct j_s in 1..M-1 (two f's differ everywhere);
exactly n_s = round(alpha l) examples share the query's input pattern, the others uniform over the other patterns.
Population gradient = exact average over all (query, task tuple, other inputs, step k): the B -> infinity limit of
(F.1)'s batch mean (a larger B is always admissible, B >~ max(eps^-2, M) log M has no upper end)."""
import itertools
import numpy as np


class Setup:
    def __init__(self, M, K, l, alpha, eta, xi, seed=0):
        self.M, self.K, self.l, self.alpha, self.eta, self.xi = M, K, l, alpha, eta, xi
        self.dx = M + K + 1
        self.D = 2 * self.dx
        self.ns = int(round(alpha * l))
        self.no = l - self.ns
        assert 1 <= self.ns <= l
        rng = np.random.default_rng(seed)
        self.W0 = xi * rng.standard_normal((self.D, self.D))
        # task tuples (f_1..f_K) as arrays
        tasks = set()
        for sig in itertools.permutations(range(M)):
            sig = np.array(sig); inv = np.argsort(sig)
            for js in itertools.permutations(range(1, M), K):
                fs = tuple(tuple(sig[(inv[np.arange(M)] + j) % M]) for j in js)
                tasks.add(fs)
        self.tasks = sorted(tasks)

    def x(self, a):  # (mu_a; 0)
        v = np.zeros(self.D); v[a] = 1; return v

    def y(self, b):
        v = np.zeros(self.D); v[self.dx + b] = 1; return v

    def c(self, s):  # s in 1..K
        v = np.zeros(self.D); v[self.M + s - 1] = 1; return v

    def prompt(self, a, fs, others, k):
        """(keys (L, D), query (D,), label (D,), star (L,) bool: step-k columns whose input = z_{k-1})"""
        K, l = self.K, self.l
        xs = [a] * self.ns + list(others)
        cols, star = [], []
        for x0 in xs:
            prev = x0
            for s in range(1, K + 1):
                nxt = fs[s - 1][prev]
                cols.append(self.x(prev) + self.y(nxt) + self.c(s))
                star.append(s == k and x0 == a)
                prev = nxt
        z = [a]
        for s in range(1, K + 1):
            z.append(fs[s - 1][z[-1]])
        for s in range(1, k):
            cols.append(self.x(z[s - 1]) + self.y(z[s]) + self.c(s)); star.append(False)
        q = self.x(z[k - 1]) + self.c(k)
        return np.array(cols), q, self.y(z[k]), np.array(star)

    def population(self):
        """all prompts of the training law, padded: keys (n, L, D), mask, query, label, weight"""
        P = []
        for a in range(self.M):
            oth = [b for b in range(self.M) if b != a]
            for fs in self.tasks:
                for others in itertools.product(oth, repeat=self.no):
                    for k in range(1, self.K + 1):
                        P.append(self.prompt(a, fs, others, k))
        return pack(P, self.D)


def pack(P, D):
    L = max(p[0].shape[0] for p in P)
    n = len(P)
    keys = np.zeros((n, L, D)); mask = np.zeros((n, L), bool); qry = np.zeros((n, D)); lab = np.zeros((n, D))
    star = np.zeros((n, L), bool)
    for i, (kk, q, z, st) in enumerate(P):
        keys[i, :len(kk)] = kk; mask[i, :len(kk)] = True; qry[i] = q; lab[i] = z; star[i, :len(kk)] = st
    return keys, mask, qry, lab, star


def attn(W, keys, mask, qry):
    s = np.einsum('nld,de,ne->nl', keys, W, qry)
    s = np.where(mask, s, -np.inf)
    s = s - s.max(1, keepdims=True)
    e = np.exp(s); return e / e.sum(1, keepdims=True), s


def loss_grad(W, keys, mask, qry, lab, dx):
    a, _ = attn(W, keys, mask, qry)
    V = keys[:, :, dx:]                          # W_V p~ = y-block
    F = np.einsum('nl,nld->nd', a, V)
    r = F - lab[:, dx:]
    loss = 0.5 * (r ** 2).sum(1).mean()
    g = a * (np.einsum('nld,nd->nl', V, r) - (F * r).sum(1, keepdims=True))   # dl/ds_i
    G = np.einsum('nl,nld,ne->de', g, keys, qry) / keys.shape[0]
    return loss, G


def T_of(eps, M, K, alpha, eta, CT=1.0):
    """(F.34): T = C_T (eta^-1 alpha^-2 K^3 log(K/eps) + eta^-1 M K (alpha^-1 + eps^-1))"""
    return int(np.ceil(CT * (K ** 3 * np.log(K / eps) / (eta * alpha ** 2) + M * K * (1 / alpha + 1 / eps) / eta)))


def B_of(eps, M, CB=1.0):
    """(F.19): B = C_B max(eps^-2, M) log M"""
    return int(np.ceil(CB * max(eps ** -2, M) * np.log(M)))


def gd_snapshots(S, Ts):
    """population GD from W^(0); W at each t in Ts (sorted)."""
    keys, mask, qry, lab, _ = S.population()
    W = S.W0.copy(); out = {}; t = 0
    for T in sorted(set(Ts)):
        while t < T:
            _, G = loss_grad(W, keys, mask, qry, lab, S.dx)
            W -= S.eta * G; t += 1
        out[T] = W.copy()
    return out


def sample_prompts(S, n, rng):
    P = []
    for _ in range(n):
        a = rng.integers(S.M)
        fs = S.tasks[rng.integers(len(S.tasks))]
        oth = [b for b in range(S.M) if b != a]
        others = [oth[i] for i in rng.integers(len(oth), size=S.no)]
        k = rng.integers(1, S.K + 1)
        P.append(S.prompt(a, fs, others, k))
    return pack(P, S.D)


def sgd(S, T, B, rng):
    """literal (F.1): W <- W - eta (1/B) sum grad, fresh batch each step (exact-alpha prompts, uniform k)."""
    W = S.W0.copy()
    # pre-build the population once and sample indices from it (same law as fresh sampling: uniform over the
    # equally likely prompt configurations)
    keys, mask, qry, lab, _ = S.population()
    n = keys.shape[0]
    for t in range(T):
        idx = rng.integers(n, size=B)
        _, G = loss_grad(W, keys[idx], mask[idx], qry[idx], lab[idx], S.dx)
        W -= S.eta * G
    return W
