"""Auditor B r26: chenli Lemma 7.1 (112) with a perturbed proxy Theta~ = Theta* + E, ||E||_F = mu ||Theta_1||_F.
Own Algorithm 2 (LEASTSQUARESREFINE), own model F(X) = sum_i softmax(X Th_i X^T) X W_i, X uniform on {+-1}^{k x d}."""
import numpy as np
np.set_printoptions(precision=4)

def softmax_rows(M):
    M = M - M.max(axis=1, keepdims=True); E = np.exp(M); return E / E.sum(axis=1, keepdims=True)

def traceless_orth(rng, d, m, norms):
    Ths = []
    for i in range(m):
        A = rng.standard_normal((d, d)); A -= np.trace(A) / d * np.eye(d)
        for B in Ths:
            A -= np.sum(A * B) / np.sum(B * B) * B
        A -= np.trace(A) / d * np.eye(d)   # keep traceless (projection of traceless onto traceless stays traceless)
        Ths.append(A / np.linalg.norm(A) * norms[i])
    return Ths

def run(seed, edir, mu, ts, d=6, k=3, m=2, lam=0.5, F1=2.0, omega=1.0, Cc=0.2, N=60):
    rng = np.random.default_rng(seed)
    Ths = traceless_orth(rng, d, m, [F1, np.sqrt(lam) * F1])
    Z = sum(1 / np.linalg.norm(T) ** 2 for T in Ths)
    Thstar = sum(T / np.linalg.norm(T) ** 2 for T in Ths) / Z
    if edir == 'gauss': E = rng.standard_normal((d, d))
    elif edir == 'rank1': E = np.outer(rng.standard_normal(d), rng.standard_normal(d))
    elif edir == '-Th2': E = -Ths[1]
    elif edir == '+Th1': E = Ths[0]
    E = E / np.linalg.norm(E) * mu * F1
    Thtil = Thstar + E
    assert np.linalg.norm(Thtil - Thstar, 2) <= mu * F1 + 1e-12   # printed (op) norm, implied by Frobenius
    # W's: W_1 unit Frobenius, W_2 orthogonal to W_1 (Assumption 8 with kappa' = 0), ||W_2||_F = t
    W1 = rng.standard_normal((d, d)); W1 /= np.linalg.norm(W1)
    W2 = rng.standard_normal((d, d)); W2 -= np.sum(W2 * W1) * W1; W2 /= np.linalg.norm(W2)
    C = Cc * omega * np.sqrt(m * np.log(d)) / lam ** 2
    Xs = []; tries = 0
    while len(Xs) < N:
        X = rng.choice([-1.0, 1.0], size=(k, d)); tries += 1
        if X[0] @ Thtil @ X[1] > C / np.sqrt(Z): Xs.append(X)
    B = np.array([X[1] for X in Xs])                                  # rows X_2^(i)
    G = [np.array([softmax_rows(X @ T @ X.T)[0] @ X for X in Xs]) for T in Ths]  # rows softmax(X Th_i X^T)_1 X
    shape = 2 * m * d * k ** 1.5 * np.exp(-omega * np.sqrt(np.log(d)) * F1)
    out = []
    for t in ts:
        Y1 = G[0] @ W1 + G[1] @ (t * W2)                              # first rows of F(X^(i))
        What, *_ = np.linalg.lstsq(B, Y1, rcond=None)
        err = np.linalg.norm(What - (W1 + t * W2))
        out.append((t, err, err / shape))
    return out, tries, np.linalg.svd(B, compute_uv=False).min(), shape

ts = [1, 1e1, 1e3, 1e5, 1e7]
mu0 = 0.5 ** 2.5 / (8 * np.log(6) ** 2)
print(f"mu (constant 1 in (111)) = {mu0:.4e}; also mu0/100")
for mu in [mu0, mu0 / 100]:
    for edir in ['gauss', 'rank1', '-Th2', '+Th1']:
        for seed in [0, 1, 2]:
            out, tries, smin, shape = run(seed, edir, mu, ts)
            print(f"mu={mu:.2e} E={edir:5s} seed={seed} tries={tries} smin(B)={smin:.2f} shape={shape:.3f}: " +
                  ", ".join(f"t={t:.0e}: err/shape={r:.3g}" for t, e, r in out))
# corrected form: shape * sum_i ||W_i||_F / m (round 23's reading (a))
print("corrected bound (shape x sum||W_i||_F/m): ratios")
for edir in ['gauss', '-Th2']:
    out, *_ = run(0, edir, mu0, ts)
    print(edir, [f"{r * 2 / (1 + t):.3g}" for t, e, r in out])
