"""Own-numpy second path for (A.37)/(A.39) at grown sizes (nothing from models/ or bounds/): Chapter 2's ViT (2.1),
hinge loss (2.3), Algorithm 3 mini-batch SGD on W_Q, W_K, W_V, W_O (manual gradients), data of Section 2.4.1
(fractions 0.5 label-relevant, 0.1 confusion), Assumption 2.3.1's sigma, delta measured (polar factor of W_V)."""
import sys
import numpy as np


def make(N, L, d, M, c0, rng):
    na, nb = round(0.5 * L), round(0.1 * L)
    mu = np.eye(d)[:M]
    X, P, y = np.empty((N, L, d)), np.empty((N, L), int), np.empty(N)
    for n in range(N):
        yn = 1.0 if n % 2 == 0 else -1.0
        rel, conf = (0, 1) if yn > 0 else (1, 0)
        pats = np.concatenate([np.full(na, rel), np.full(nb, conf), rng.integers(2, M, L - na - nb)])
        rng.shuffle(pats)
        X[n], P[n], y[n] = mu[pats] + c0 * rng.standard_normal((L, d)), pats, yn
    return X, P, y


def init(d, m, L, sig, dl, xi, rng):
    U = np.linalg.qr(rng.standard_normal((d, d)))[0]
    Ws = [U + sig / np.sqrt(d) * rng.standard_normal((d, d)), np.eye(d) + dl / np.sqrt(d) * rng.standard_normal((d, d)),
          np.eye(d) + dl / np.sqrt(d) * rng.standard_normal((d, d))]
    WV, WK, WQ = (W / max(1.0, np.linalg.norm(W, 2)) for W in Ws)
    return dict(WV=WV, WK=WK, WQ=WQ, WO=xi * rng.standard_normal((m, d)),
                A=rng.choice([-1.0, 1.0], (L, m)) / np.sqrt(m))


def fwd(X, p):
    K, Q = X @ p["WK"].T, X @ p["WQ"].T
    S = np.einsum("nsa,nla->nsl", K, Q)
    S -= S.max(1, keepdims=True)
    att = np.exp(S); att /= att.sum(1, keepdims=True)            # softmax over keys s
    V = X @ p["WV"].T
    out = np.einsum("nsl,nsa->nla", att, V)
    pre = out @ p["WO"].T
    F = (np.maximum(pre, 0) * p["A"][None]).sum(-1).mean(1)
    return F, dict(K=K, Q=Q, att=att, V=V, out=out, pre=pre)


def grads(X, y, p):
    F, c = fwd(X, p)
    Bn, L = X.shape[:2]
    act = (1 - y * F) > 0
    dF = np.where(act, -y, 0.0) / Bn
    dpre = dF[:, None, None] * p["A"][None] / L * (c["pre"] > 0)
    g = {"WO": np.einsum("nli,nla->ia", dpre, c["out"])}
    dout = dpre @ p["WO"]
    dV = np.einsum("nsl,nla->nsa", c["att"], dout)
    g["WV"] = np.einsum("nsa,nsd->ad", dV, X)
    datt = np.einsum("nsa,nla->nsl", c["V"], dout)
    dS = c["att"] * (datt - (c["att"] * datt).sum(1, keepdims=True))
    dK, dQ = np.einsum("nsl,nla->nsa", dS, c["Q"]), np.einsum("nsl,nsa->nla", dS, c["K"])
    g["WK"], g["WQ"] = np.einsum("nsa,nsd->ad", dK, X), np.einsum("nla,nld->ad", dQ, X)
    return g


def loss(X, y, p):
    return np.maximum(1 - y * fwd(X, p)[0], 0).mean()


def ratio(seed, N, L, m, B, k, c0=0.002, kq=0.1, eta=1.0, T=100, d=8, M=5):
    rng = np.random.default_rng(seed)
    X, P, y = make(N, L, d, M, c0, rng)
    p = init(d, m, L, k * c0, kq, 0.01, rng)
    E = np.eye(d)[:, :M]
    Uv, _, Vh = np.linalg.svd(p["WV"])
    sigma = np.linalg.norm(p["WV"] @ E - Uv @ Vh @ E, axis=0).max()
    delta = max(np.linalg.norm(p["WK"] @ E - E, axis=0).max(), np.linalg.norm(p["WQ"] @ E - E, axis=0).max())
    tau = np.min(np.linalg.norm(X.reshape(-1, d)[:, None, :] - np.eye(d)[:M][None], axis=2), axis=1).max()
    for _ in range(T):
        idx = rng.integers(0, N, B)
        g = grads(X[idx], y[idx], p)
        for key in g:
            p[key] -= eta * g[key]
    Z = X @ p["WV"].T
    half = 0.0
    for n in range(N):
        G = Z[n][P[n] == 1]
        if len(G) >= 2:
            half = max(half, np.max(np.linalg.norm(G[:, None] - G[None], axis=2)) / 2)
    return half / (sigma + tau), sigma, tau, delta, loss(X, y, p)


if __name__ == "__main__":
    N, L, m, B, k = (int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), float(sys.argv[5]))
    for seed in [int(s) for s in sys.argv[6].split(",")]:
        r, s, t, dl, hl = ratio(seed, N, L, m, B, k)
        print(f"numpy seed={seed} N={N} L={L} m={m} B={B} k={k}: ratio={r:.3f} sigma={s:.4g} tau={t:.4g} "
              f"tau<=min(sigma,delta):{t <= min(s, dl)} delta={dl:.3f} train hinge={hl:.3g}", flush=True)
