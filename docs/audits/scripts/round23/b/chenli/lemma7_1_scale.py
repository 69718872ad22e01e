"""Auditor B r23: chenli Lemma 7.1 (seed 000 L2276-L2306), bound (112) vs the scale of W_2.
Own model: F(X) = sum_i softmax(X Th_i X^T) X W_i (eq. (1)); Algorithm 2: draw X ~ {+-1}^{k x d} until
X_1 Th~ X_2^T > C/sqrt(Z) (Th~ exact, mu = 0), N samples, W^ = argmin sum ||Y_1 - X_2 W||^2 (least squares).
(112): ||W^ - sum W_i||_F <= 2 m d k^{3/2} exp(-omega sqrt(log d) ||Th_1||_F + O(omega^2)).
Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda' (no upper bound); Assumptions 8, 9 are scale-invariant."""
import numpy as np, math

def softmax(z): z = z - z.max(); e = np.exp(z); return e / e.sum()

def orth_traceless(rng, d, n):
    mats = []
    while len(mats) < n:
        A = rng.standard_normal((d, d)); A -= np.trace(A) / d * np.eye(d)
        for B in mats: A -= np.sum(A * B) / np.sum(B * B) * B
        mats.append(A)
    return mats

def run(seed, ts, m=2, d=6, k=3, N=60, omega=1.0, g1=0.2):
    rng = np.random.default_rng(seed)
    T1, T2 = orth_traceless(rng, d, 2)
    T1 *= 2.0 / np.linalg.norm(T1); T2 *= math.sqrt(0.5) * 2.0 / np.linalg.norm(T2)
    Ths = [T1, T2]; nrm2 = [np.sum(T * T) for T in Ths]; Z = sum(1 / n for n in nrm2)
    Tt = sum(T / n for T, n in zip(Ths, nrm2)) / Z
    lam = min(nrm2) / max(nrm2)
    C = g1 * omega * math.sqrt(m * math.log(d)) / lam ** 2
    Xs = []
    while len(Xs) < N:
        X = rng.choice([-1., 1.], size=(k, d))
        if X[0] @ Tt @ X[1] > C / math.sqrt(Z): Xs.append(X)
    B = np.array([X[1] for X in Xs])
    G = [np.array([softmax(X[0] @ T @ X.T) @ X for X in Xs]) for T in Ths]   # rows: attention-averaged tokens, head i
    W1 = rng.standard_normal((d, d)); W1 /= np.linalg.norm(W1)
    W2 = rng.standard_normal((d, d)); W2 -= np.sum(W2 * W1) * W1; W2 /= np.linalg.norm(W2)
    shape = 2 * m * d * k ** 1.5 * math.exp(-omega * math.sqrt(math.log(d)) * np.linalg.norm(T1))
    out = []
    for t in ts:
        Ws = [W1, t * W2]
        Y1 = sum(Gi @ Wi for Gi, Wi in zip(G, Ws))
        What = np.linalg.lstsq(B, Y1, rcond=None)[0]
        err = np.linalg.norm(What - sum(Ws))
        out.append((t, err, err / shape))
    return shape, np.linalg.svd(B, compute_uv=False).min(), out

for seed in (0, 1, 2):
    shape, smin, out = run(seed, [1, 1e1, 1e3, 1e5, 1e7])
    print(f"seed {seed}: shape 2mdk^1.5 exp(-omega sqrt(log d)||Th1||) = {shape:.3f}, sigma_min(B) = {smin:.2f}")
    for t, err, r in out: print(f"   ||W_2||_F = {t:8.0e}: ||W^ - sum W||_F = {err:.4e}  ratio to shape {r:.3e}")
