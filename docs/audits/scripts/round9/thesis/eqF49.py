"""Audit thesis.ch7.eqF.49: sum_{i in S_1^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps (L9529-L9533).

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


W = rng.normal(0, xi, size=(D, D))
Ptest, qtest, _, mtest = prompts(512, test=True)
checkpoints = {int(x) for x in np.unique(np.round(np.logspace(1, np.log10(TMAX), 26)))}
rows = []
for t in range(1, max(checkpoints) + 1):
    P, q, z, _ = prompts(Bsz)
    s = forward(W, P, q)
    Yv = P[:, :, dx:] - c[dx:]  # W_V p~_i = y_i (c has no bottom part)
    F = np.einsum("nl,nld->nd", s, Yv)
    g = F - z
    yg = np.einsum("nld,nd->nl", Yv, g)
    dA = s * (yg - np.sum(s * yg, axis=1, keepdims=True))
    grad = np.einsum("nl,nld,ne->de", dA, P, q) / Bsz
    W -= eta * grad
    if t in checkpoints:
        st = forward(W, Ptest, qtest)
        mass = np.sum(st * mtest, axis=1)
        rows.append((t, 1 - mass.mean(), 1 - mass.min()))
print("t | mean deficit | worst deficit")
for r in rows:
    print(f"{r[0]:7d} | {r[1]:.4e} | {r[2]:.4e}")
ts = np.array([r[0] for r in rows], float)
for j, name in [(1, "mean"), (2, "worst")]:
    dv = np.array([r[j] for r in rows])
    sel = ts >= 2000
    g = -np.polyfit(np.log(ts[sel]), np.log(dv[sel]), 1)[0]
    print(f"{name} deficit ~ t^-{g:.3f} over t in [2000, {int(ts.max())}]")
K = 1
for eps in [0.2, 0.1, 0.05, 0.02, 0.01, 0.005]:
    T = int(np.ceil(K**3 * np.log(K / eps) / (eta * alpha**2) + M * K * (1 / alpha + 1 / eps) / eta))
    # interpolate the measured deficit at T (log-log)
    dm = np.exp(np.interp(np.log(T), np.log(ts), np.log([r[1] for r in rows])))
    dw = np.exp(np.interp(np.log(T), np.log(ts), np.log([r[2] for r in rows])))
    print(f"eps={eps}: T(F.34, consts 1)={T}: mean deficit {dm:.3g} ({dm/eps:.2f} eps), worst {dw:.3g} ({dw/eps:.2f} eps)")
