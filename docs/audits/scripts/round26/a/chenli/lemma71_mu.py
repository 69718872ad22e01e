# Auditor A r26 (second opinion to B): chenli.lemma7.1-mu (seed 000 L2276-L2306 Lemma 7.1/Algorithm 2; L2647-L2665 proof; model (1) L110).
# Own numpy implementation. Selection (line 3) depends on X only, LS (line 5) is linear in Y, Y linear in (W_1, W_2):
# so at fixed samples err(t) = || e_1 + t e_2 ||_F with W_2 = t W_2hat; (112)'s right side has no W.
import numpy as np
rng = np.random.default_rng(3)
def softmax_rows(A): A = A - A.max(1, keepdims=True); E = np.exp(A); return E/E.sum(1, keepdims=True)
m, d, k, lam, omega = 2, 6, 3, 0.5, 1.0
def rand_traceless(s):
    M = rng.standard_normal((d, d)); M -= np.trace(M)/d*np.eye(d); return M/np.linalg.norm(M)*s
T1 = rand_traceless(2.0); T2 = rand_traceless(1.0); T2 -= (np.sum(T1*T2)/np.sum(T1*T1))*T1; T2 -= np.trace(T2)/d*np.eye(d)
T2 *= np.sqrt(lam)*2.0/np.linalg.norm(T2)                                     # ||Theta_2||_F^2 = lambda ||Theta_1||_F^2, orthogonal to Theta_1
Z = 1/np.linalg.norm(T1)**2 + 1/np.linalg.norm(T2)**2
Tstar = (T1/np.linalg.norm(T1)**2 + T2/np.linalg.norm(T2)**2)/Z
mu = lam**2.5/(8*np.log(d)**2)
E = rng.standard_normal((d, d)); E *= mu*np.linalg.norm(T1)/np.linalg.norm(E, 2)   # ||E||_op = mu ||Theta_1||_F (also ||E||_F >= it)
Tt = Tstar + E
C = 0.2*omega*np.sqrt(m*np.log(d))/lam**2
W1 = rng.standard_normal((d, d)); W1 /= np.linalg.norm(W1)                    # Assumption 10: ||W_1||_F = 1
W2h = rng.standard_normal((d, d)); W2h -= np.sum(W1*W2h)*W1; W2h /= np.linalg.norm(W2h)
N = 60; Xs = []
while len(Xs) < N:                                                           # line 3: X_1 Theta~ X_2^T > C/sqrt(Z)
    X = rng.choice([-1.0, 1.0], (k, d))
    if X[0] @ Tt @ X[1] > C/np.sqrt(Z): Xs.append(X)
Bmat = np.array([X[1] for X in Xs]); Bp = np.linalg.pinv(Bmat)
G = [np.array([softmax_rows(X @ T @ X.T)[0] @ X for X in Xs]) for T in (T1, T2)]   # row 1 of softmax(X Theta X^T) X, per sample
shape = 2*m*d*k**1.5*np.exp(-omega*np.sqrt(np.log(d))*np.linalg.norm(T1))
print(f"sigma_min(design) = {np.linalg.svd(Bmat, compute_uv=False).min():.3f}; shape of (112) with O(omega^2) = 0: {shape:.4f}")
for t in (1, 10, 1e3, 1e5, 1e7):
    W2 = t*W2h
    Y1 = G[0] @ W1 + G[1] @ W2                                               # rows Y_1^(i) = F(X^(i))_1
    What = Bp @ Y1                                                           # least squares (line 5)
    err = np.linalg.norm(What - (W1 + W2))
    print(f"  ||W_2||_F = {t:g}: error = {err:.4g}, error/shape = {err/shape:.4g}, error/(shape (||W_1||+||W_2||)/m) = {err/(shape*(1+t)/m):.4g}")
e2 = np.linalg.norm(Bp @ G[1] @ W2h - W2h); print(f"slope ||(B^+ G_2 - I) W2hat||_F = {e2:.4g} (nonzero)")
