"""Auditor A, round 21: chenli Lemma 9.1 (seed 000 L2860-L2873, Alg. 5 L2877-L2886).
Own model, no repository code.  F(X) = sum_i softmax(X Th_i X^T) X W_i (Eq. (1), L112), X ~ {+-1}^{k x d}.
Alg. 5: for each column s, w^ in argmin_{||w||<=sqrt m} (1/N) sum_a ||Z_a w - Y_a[:,s]||^2, Z from (140) with Th^_i;
estimator F^(X)[:,s] = sum_i softmax(X Th^_i X^T) X w^_i.   Loss = E_X ||F^(X) - F(X)||_F^2 (exact enumeration)."""
import itertools
import numpy as np
import mpmath as mp

rng = np.random.default_rng(21)


def softmax_rows(S):
    S = S - S.max(axis=1, keepdims=True)
    E = np.exp(S)
    return E / E.sum(axis=1, keepdims=True)


def Zmat(X, Ths):  # k x (m d): row r, block i = softmax(X_r Th_i X^T) X
    return np.hstack([softmax_rows(X @ T @ X.T) @ X for T in Ths])


def F(X, Ths, Ws):
    return sum(softmax_rows(X @ T @ X.T) @ X @ W for T, W in zip(Ths, Ws))


def fit(samples, Ths_hat, Ths, Ws, m, d):
    """Alg. 5 with the min-norm element of the argmin (checked to be feasible, ||w||<=sqrt m)."""
    Zs = np.vstack([Zmat(X, Ths_hat) for X in samples])
    Ys = np.vstack([F(X, Ths, Ws) for X in samples])
    Wh = [np.zeros((d, d)) for _ in range(m)]
    for s in range(d):
        w, *_ = np.linalg.lstsq(Zs, Ys[:, s], rcond=None)
        assert np.linalg.norm(w) <= np.sqrt(m) + 1e-12
        for i in range(m):
            Wh[i][:, s] = w[i * d:(i + 1) * d]
    return Wh


def exact_loss(k, d, Ths, Ws, Ths_hat, Wh):
    tot = eq = 0.0
    for bits in itertools.product([-1.0, 1.0], repeat=k * d):
        X = np.array(bits).reshape(k, d)
        e = np.sum((F(X, Ths_hat, Wh) - F(X, Ths, Ws)) ** 2)
        tot += e
        if np.all(X == X[0]):
            eq += e
    n = 2.0 ** (k * d)
    return tot / n, eq / n


def instance(m, d, norms, theta_scale=1.5):
    P = np.roll(np.eye(d), 1, axis=1)
    Ws = [norms[i] * np.linalg.matrix_power(P, i + 1) / np.sqrt(d) for i in range(m)]
    Ths = [theta_scale * rng.standard_normal((d, d)) / np.sqrt(d) for _ in range(m)]
    return Ws, Ths


def perturb(Ths, eps):
    out = []
    for T in Ths:
        E = rng.standard_normal(T.shape)
        out.append(T + eps * E / np.linalg.norm(E))
    return out


print("== (1) degenerate sample set: all N samples = one equal-row X0; exact test loss by enumeration ==")
for (m, k, d) in [(1, 2, 6), (2, 2, 6), (2, 3, 4)]:
    norms = [1.0] + [0.8] * (m - 1)
    Ws, Ths = instance(m, d, norms)
    x0 = rng.choice([-1.0, 1.0], size=d)
    X0 = np.tile(x0, (k, 1))
    U = sum(Ws)  # column s = u_s
    floor = 2.0 ** (-(k - 1) * d) * k * sum(U[:, s] @ U[:, s] - (x0 @ U[:, s]) ** 2 / d for s in range(d))
    lb = 2.0 ** (-(k - 1) * d) * k * sum(n * n for n in norms) * (1 - m / d)
    for eps in [1e-1, 1e-3, 0.0]:
        Th_hat = perturb(Ths, eps)
        Wh = fit([X0] * 50, Th_hat, Ths, Ws, m, d)
        tot, eq = exact_loss(k, d, Ths, Ws, Th_hat, Wh)
        rhs = eps ** 2 * d ** 4 * k ** 3 * m
        print(f"m={m} k={k} d={d} eps={eps:g}: loss={tot:.4e} (equal-row part {eq:.4e}; formula {floor:.4e}; "
              f"lower bound sum n_i^2 (1-m/d) 2^-(k-1)d k = {lb:.4e}); eps^2 d^4 k^3 m = {rhs:.3e}")
    # sanity: random (non-degenerate) samples give a loss that does scale like eps^2
    for eps in [1e-2, 1e-4]:
        Th_hat = perturb(Ths, eps)
        samples = [rng.choice([-1.0, 1.0], size=(k, d)) for _ in range(400)]
        Wh = fit(samples, Th_hat, Ths, Ws, m, d)
        tot, _ = exact_loss(k, d, Ths, Ws, Th_hat, Wh)
        print(f"   sanity, 400 random samples, eps={eps:g}: loss={tot:.3e}  loss/eps^2={tot / eps**2:.3e}")

print("== (2) rule-independent version: two valid instances with identical degenerate data ==")
# W' = Q W with Q a reflection fixing x0 (Q = I - 2 v v^T, v unit, v ⟂ x0): x0.u'_s = x0.u_s, so the data
# on the event 'all samples = X0' coincide; any output fails for one of them with loss >= k 2^{-(k-1)d}/d (m=1).
m, k, d = 1, 2, 6
Ws, Ths = instance(m, d, [1.0])
x0 = rng.choice([-1.0, 1.0], size=d)
v = rng.standard_normal(d); v -= (v @ x0) / d * x0; v /= np.linalg.norm(v)
Q = np.eye(d) - 2 * np.outer(v, v)
W2 = [Q @ Ws[0]]
print("||W'||_F =", np.linalg.norm(W2[0]), " eff. rank ||W'||_F^2/||W'||_op^2 =",
      np.linalg.norm(W2[0]) ** 2 / np.linalg.norm(W2[0], 2) ** 2)
X0 = np.tile(x0, (k, 1))
print("same labels on X0:", np.allclose(F(X0, Ths, Ws), F(X0, Ths, W2)))
Wh = fit([X0] * 50, Ths, Ths, Ws, m, d)  # the same output for both (same data)
l1, _ = exact_loss(k, d, Ths, Ws, Ths, Wh)
l2, _ = exact_loss(k, d, Ths, W2, Ths, Wh)
print(f"eps=0 exact Th^: loss(W)={l1:.4e} loss(W')={l2:.4e}; guaranteed max >= k 2^-(k-1)d/d = {k * 2.0**(-(k-1)*d) / d:.4e}")

print("== (3) the delta path: P_fail >= 2^d 2^{-kdN} with N = P(m,k,d) sqrt(L), L = log(1/delta) ==")
mp.mp.dps = 30
def check(m, k, d, c, p, L, eps):
    N = c * (m * d * k) ** p * mp.sqrt(L)
    N = mp.ceil(N)
    logPfail = d * mp.log(2) - k * d * N * mp.log(2)
    floor = mp.mpf(2) ** (-(k - 1) * d) * k * (1 - mp.mpf(m) / d)  # n_i = 1, W_i = P^i/sqrt d
    rhs = mp.mpf(eps) ** 2 * d ** 4 * k ** 3 * m
    print(f"m={m} k={k} d={d} poly={c}*(mdk)^{p} L={mp.nstr(L, 4)} eps={mp.nstr(eps, 4)}: N={mp.nstr(N, 4)}, "
          f"log P_fail >= {mp.nstr(logPfail, 5)} vs log delta = {mp.nstr(-L, 5)} -> {'CROSS' if logPfail > -L else 'no'}; "
          f"floor/RHS = {mp.nstr(floor / rhs, 5)}; Assump.9 d/(m^3 k ln d) = {mp.nstr(d / (m**3 * k * mp.log(d)), 4)}")
    return logPfail > -L
check(1, 2, 92, 1, 1, mp.mpf(1e10), mp.mpf(1e-6) * mp.mpf(2) ** -46)   # helper's instance
# any polynomial: cross once sqrt(L) >= k d ln2 P
for (m, k, d, c, p) in [(1, 2, 92, 1, 1), (2, 4, 2000, 100, 3), (3, 8, 10**5, 10**3, 5)]:
    P = c * (m * d * k) ** p
    L = (k * d * mp.log(2) * P * 1.01) ** 2
    eps = mp.sqrt(mp.mpf(2) ** (-(k - 1) * d) * k * (1 - mp.mpf(m) / d) / (10 * d ** 4 * k ** 3 * m))  # RHS = floor/10
    check(m, k, d, c, p, L, eps)
print("Proof's own step (Thm 9.5): deviation term 2c sqrt(L/(2N)) with N = P sqrt(L) = 2c L^{1/4}/sqrt(2P) -> inf as L->inf")
