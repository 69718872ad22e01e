"""Audit chenli.lemma7.1 (seed 000 L2276-L2298, (112); Algorithm 2 L2300-L2306; proof L2612-L2666; Assumption 10 L485).
Run Algorithm 2 as printed at a small instance with Theta~ exact, then scale W_2 (Assumption 10 only asks
||W_1||_F = 1 and ||W_i||_F^2 >= lambda' for i > 1).  hatW is a linear function of Y, Y is linear in (W_1, W_2), so
the error hatW - sum W_i is affine in the scale t of W_2; the bound (112) does not depend on W."""
import numpy as np

rng = np.random.default_rng(5)
d, k, m = 8, 4, 2
Th = [rng.normal(size=(d, d)) for _ in range(m)]
Th = [T / np.linalg.norm(T) * s for T, s in zip(Th, [3.0, 2.5])]
Z = sum(1 / np.linalg.norm(T) ** 2 for T in Th)
Tt = sum(T / np.linalg.norm(T) ** 2 for T in Th) / Z           # Theta~ exact (mu = 0)
C = 1.0                                                        # event A threshold C/sqrt(Z) (small C: cheap sampling)
W1 = rng.normal(size=(d, d)); W1 /= np.linalg.norm(W1)         # ||W_1||_F = 1
W2d = rng.normal(size=(d, d)); W2d /= np.linalg.norm(W2d)


def softmax(v):
    e = np.exp(v - v.max()); return e / e.sum()


N = 6 * d
samples = []
while len(samples) < N:
    X = rng.choice([-1.0, 1.0], size=(k, d))
    if X[0] @ Tt @ X[1] > C / np.sqrt(Z):
        samples.append(X)
B = np.array([X[1] for X in samples])
print(f"sigma_min(B)/sqrt(N) = {np.linalg.svd(B, compute_uv=False).min()/np.sqrt(N):.3f}")
for t in [1.0, 10.0, 100.0, 1e3, 1e4, 1e5]:
    W = [W1, t * W2d]
    Y1 = np.array([sum(softmax(X[0] @ T @ X.T) @ X @ Wi for T, Wi in zip(Th, W)) for X in samples])
    hatW, *_ = np.linalg.lstsq(B, Y1, rcond=None)
    err = np.linalg.norm(hatW - (W[0] + W[1]))
    print(f"||W_2||_F = {t:8.0e}: ||hatW - sum W_i||_F = {err:.4e}   (err / ||W_2||_F = {err/t:.4e})")
