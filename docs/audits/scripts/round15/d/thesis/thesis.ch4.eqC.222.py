# Auditor D: thesis (C.222) L6337 (proof of Lemma C.3.2):
#  f_n(W_hat) = f_n(W*P) + <grad f~_n(W*P), vec(W_hat - W*P)> + 1/2 vec(.)^T Hess f_n(W') vec(.), W' on the segment,
#  grad f~_n = grad f_n + (1/n) sum nu_i (footnote 35, L6261/L6269), nu_i iid zero mean, |(nu_i)_jk| <= xi (L5051).
# Own model: (4.1) H(W,x) = (1/K) sum_j sigmoid(w_j^T x), y ~ Bern(H(W*,x)), x ~ GMM, cross-entropy (4.3).
# W_hat = critical point of f_n (as (C.227) uses grad f_n(W_hat) = 0), reached by BFGS from W* (P = I).
import numpy as np
from scipy.optimize import minimize

def sig(z): return 1 / (1 + np.exp(-z))

def make(seed, n, d=2, K=2):
    rng = np.random.default_rng(seed)
    lam = np.array([0.3, 0.7]); mus = [np.full(d, 0.5), np.full(d, -0.5)]; sds = [1.0, 1.5]
    g = rng.choice(2, n, p=lam)
    X = np.stack([mus[l] + sds[l] * rng.standard_normal(d) for l in g])
    Ws = np.array([[1.0, -0.3], [0.2, 0.9]])[:d, :K]
    H = sig(X @ Ws).mean(1)
    y = (rng.random(n) < H).astype(float)
    return X, y, Ws, rng

def f_and_g(wflat, X, y, d, K):
    W = wflat.reshape(d, K)
    S = sig(X @ W); H = np.clip(S.mean(1), 1e-15, 1 - 1e-15)
    f = -np.mean(y * np.log(H) + (1 - y) * np.log(1 - H))
    dH = -(y / H - (1 - y) / (1 - H)) / len(y)           # d f / d H_i
    G = X.T @ (dH[:, None] * S * (1 - S) / K)             # d x K
    return f, G.ravel()

for (seed, n, xi) in [(0, 1000, 10.0), (1, 2000, 5.0), (2, 4000, 10.0), (3, 1000, 1.0), (4, 2000, 0.1)]:
    d = K = 2
    X, y, Ws, rng = make(seed, n, d, K)
    w0 = Ws.ravel()
    res = minimize(f_and_g, w0, args=(X, y, d, K), jac=True, method="BFGS", options={"gtol": 1e-11, "maxiter": 5000})
    Wh = res.x
    f0, g0 = f_and_g(w0, X, y, d, K); fh, gh = f_and_g(Wh, X, y, d, K)
    D = Wh - w0
    R = fh - f0 - g0 @ D                                   # Taylor remainder with the noise-free gradient
    # q(t) = 1/2 D^T Hess f_n(W* + t D) D via central differences of the gradient along D
    ts = np.linspace(0, 1, 201); h = 1e-5
    q = np.array([0.5 * (f_and_g(w0 + (t + h) * D, X, y, d, K)[1] - f_and_g(w0 + (t - h) * D, X, y, d, K)[1]) @ D / (2 * h) for t in ts])
    nubar = rng.uniform(-xi, xi, size=(n, d * K)).mean(0)
    Rt = R - nubar @ D                                      # the remainder (C.222) as printed leaves
    pad = np.abs(np.diff(q)).max()
    inside = lambda v: q.min() - pad <= v <= q.max() + pad
    print(f"seed={seed} n={n} xi={xi}: |grad f_n(W_hat)|={np.linalg.norm(gh):.1e} ||Delta||_F={np.linalg.norm(D):.3f} "
          f"f_n(W_hat)<=f_n(W*): {fh <= f0}  q-range=[{q.min():.6f},{q.max():.6f}]  Taylor R={R:.6f} in range: {inside(R)}  "
          f"printed R~={Rt:.6f} in range: {inside(Rt)}  <nubar,Delta>={nubar @ D:.2e}")
