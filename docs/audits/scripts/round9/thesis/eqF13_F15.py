"""(model copied from eqF49.py; evaluation for thesis.ch7.eqF.13/F.15, Lemma F.3.7 L9362-L9380) Audit thesis.ch7.eqF.49: sum_{i in S_1^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps (L9529-L9533).

Own implementation from Section 7.2 (L1996-L2030) and 7.3.2-7.3.3 (L2094-L2160): K = 1, one-hot TRR patterns mu_1..mu_M
(e_1..e_M of R^{d_x}, d_x = M + 2), positional encoding c = (e_{M+1}; 0) (orthonormal, orthogonal to (mu, 0)),
p~_i = (x_i; y_i) + c, p~_query = (z_0; 0) + c, F = sum_i W_V p~_i softmax(p~_i^T W p~_query), W_V = (0 I) (fixed),
squared loss, W^(0) ~ N(0, xi^2), SGD step eta < 1, balanced batches (every pattern equally often as query, (iii)).
Tasks f = f_1: random permutations of [M]; a fraction alpha of the l_tr context inputs equal the query's pattern.
Test (Theorem 4): TSR patterns mu'_j = mu_j (in the span, (7.19)), noisy inputs/outputs with delta != 0, delta ⊥ M'
(along e_{M+2}, norm 0.1 <= sqrt(2)/2), alpha' = alpha; S_1^* = examples whose input has the query's TSR pattern.
Measured: deficit 1 - sum_{S_1^*} softmax, mean and worst over 512 fresh test prompts, along training; T of (F.34)/(7.15)
with all constants 1, and the decay exponent of the deficit in t (if deficit ~ t^-g with g < 1, then at T ~ 1/eps the
deficit is ~ eps^g >> eps for small eps, whatever constant multiplies T).
"""
import sys

import numpy as np

rng = np.random.default_rng(12345)
FIXED = "--fixed" in sys.argv
TMAX = 200000 if not FIXED else 60000
M, l, alpha, eta, xi, Bsz = 3, 6, 0.5, 0.9, 1e-3, 128
dx = M + 2
D = 2 * dx
c = np.zeros(D)
c[M] = 1.0


def prompts(n, test=False):
    """Return P~ (n, l, D), q~ (n, D), label z (n, dx), match mask (n, l)."""
    z0 = np.arange(n) % M  # balanced queries
    if FIXED:  # one training task (the literal injectivity assumption of L2098 allows |F| = 1 only)
        perms = np.tile((np.arange(M) + 1) % M, (n, 1))
    else:
        perms = np.array([rng.permutation(M) for _ in range(n)])
    nm = int(round(alpha * l))
    X = np.empty((n, l), dtype=int)
    X[:, :nm] = z0[:, None]
    other = (z0[:, None] + rng.integers(1, M, size=(n, l - nm))) % M
    X[:, nm:] = other
    idx = rng.permuted(np.tile(np.arange(l), (n, 1)), axis=1)
    X = np.take_along_axis(X, idx, axis=1)
    Y = np.take_along_axis(perms, X, axis=1)
    E = np.eye(dx)
    P = np.zeros((n, l, D))
    P[:, :, :dx] = E[X]
    P[:, :, dx:] = E[Y]
    if test:  # delta != 0, orthogonal to M', in inputs and outputs
        P[:, :, M + 1] += 0.1 * rng.choice([-1, 1], size=(n, l))
        P[:, :, dx + M + 1] += 0.1 * rng.choice([-1, 1], size=(n, l))
    P += c
    q = np.zeros((n, D))
    q[:, :dx] = E[z0]
    if test:
        q[:, M + 1] += 0.1 * rng.choice([-1, 1], size=n)
    q += c
    z = E[perms[np.arange(n), z0]]
    return P, q, z, X == z0[:, None]


def forward(W, P, q):
    a = np.einsum("nld,de,ne->nl", P, W, q)
    a -= a.max(axis=1, keepdims=True)
    s = np.exp(a)
    s /= s.sum(axis=1, keepdims=True)
    return s




def batch_grad(W, n):
    P, q, z, match = prompts(n)
    s = forward(W, P, q)
    Yv = P[:, :, dx:] - c[dx:]
    F = np.einsum("nl,nld->nd", s, Yv)
    g = F - z
    yg = np.einsum("nld,nd->nl", Yv, g)
    dA = s * (yg - np.sum(s * yg, axis=1, keepdims=True))
    G = np.einsum("nl,nld,ne->de", dA, P, q) / n
    pn = np.sum(s * match, axis=1)
    return G, pn


def rhs_F7(pn, K=1):
    a2 = alpha**2 / K**2
    return eta * np.mean((1 / (K * M)) * (1 - pn) ** 2 * (-4 * pn * (1 + a2) + a2 * (1 + 2 * (K - 1) / K))
                         - alpha**2 / K**3 * (1 - pn) ** 2)


def tokens():
    E = np.eye(dx)
    out = []
    for x in range(M):
        for y in range(M):
            v = np.zeros(D)
            v[:dx] = E[x]
            v[dx:] = E[y]
            out.append(((x, y), v + c))
    return out


W = rng.normal(0, xi, size=(D, D))
K = 1
eps = 0.04
T1 = int(np.ceil(K**3 * np.log(K / eps) / (eta * alpha**2)))
print(f"M={M} l={l} alpha={alpha} eta={eta} fixed_task={FIXED} eps={eps} T_1={T1} B={Bsz} (>= M log M = {M*np.log(M):.1f})")
for t in range(0, 4 * T1 + 1):
    if t in (T1, 2 * T1, 4 * T1):
        G, pn = batch_grad(W, 20000)
        forms = {k: eta * v @ G @ v for k, v in tokens()}
        r13 = -(eta / (2 * M)) * np.mean(4 * pn * (1 - pn) ** 2)
        r15 = (eta / (2 * M)) * np.mean(pn * (1 - pn) ** 2)
        print(f"t={t}: mean p_n={pn.mean():.3f}; (F.13) max form {max(forms.values()):.5f} vs {r13:.5f} -> "
              f"{'VIOLATED' if max(forms.values()) > r13 else 'holds'}; (F.15) max |form| {max(abs(f) for f in forms.values()):.5f}"
              f" vs {r15:.5f} -> {'VIOLATED' if max(abs(f) for f in forms.values()) > r15 else 'holds'}")
    P, q, z, _ = prompts(Bsz)
    s_ = forward(W, P, q)
    Yv = P[:, :, dx:] - c[dx:]
    F = np.einsum("nl,nld->nd", s_, Yv)
    g = F - z
    yg = np.einsum("nld,nd->nl", Yv, g)
    dA = s_ * (yg - np.sum(s_ * yg, axis=1, keepdims=True))
    W -= eta * np.einsum("nl,nld,ne->de", dA, P, q) / Bsz
