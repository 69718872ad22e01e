"""Audit B, thesis.ch7.eqF.116: (F.116) L9880-L9884 = the lower side of Lemma F.3.5's (F.9) (L9335-L9340):
for 1 <= t <= O(T_1), B >= Omega(M log M), l_tr >= Omega(1/alpha), context columns p~' and p~ with another TRR pattern
and the same positional encoding,
  p~'^T eta (1/B) sum_n dl/dW p  >=  eta (1/B) sum_n [ (1/(KM)) (-a^2/K^2 + (K-1 + (2K-1) a^2/K^2) p_n) (1-p_n)^2
                                                       - (1-p_n)^2 a^2/K^3 + (1/K)(1-p_n)^2 (-p_n + (1-p_n) a^2/K^2) ].
Own numpy model/SGD (batch() and the gradient formula from my thesis.ch7.lemmaF.3.5.py, my own code); W^(t) after t
SGD steps (batch B_sgd), then the gradient G of a large fresh batch (n_ev prompts) at W^(t); p_n(t) = the softmax mass
of prompt n on the context columns of the query's example class and step (Table F.2); forms over all token pairs
p~' = (e_x'; e_y'; c_k), p~ = (e_x; e_y; c_k), x' != x (y != x, y' != x' as in the cyclic tasks).
The right vector read both as p~ (with c_k, the helper's reading) and as p (no positional part, as printed)."""
import importlib.util, numpy as np, math, sys
spec = importlib.util.spec_from_file_location("mine", "/work/audit/r10B/thesis/thesis.ch7.lemmaF.3.5.py")
mine = importlib.util.module_from_spec(spec); spec.loader.exec_module(mine)

def state(M, K, alpha, l_tr, B_sgd, eta, xi, t, seed, n_ev=4096):
    rng = np.random.default_rng(seed); D = 2 * M + K
    W = rng.normal(0, xi, (D, D))
    def grad(P, mask, q, lab):
        a = mine.attn(P, mask, q, W); Y = P[:, :, M:2 * M]
        r = lab - np.einsum('bc,bcm->bm', a, Y); h = -np.einsum('bm,bcm->bc', r, Y)
        g = a * (h - (a * h).sum(1, keepdims=True))
        return np.einsum('bc,bcd,be->de', g, P, q) / P.shape[0], a
    for _ in range(t):
        P, mask, q, lab, _ = mine.batch(rng, B_sgd, M, K, l_tr, alpha)
        G, _ = grad(P, mask, q, lab); W = W - eta * G
    P, mask, q, lab, _ = mine.batch(np.random.default_rng(seed + 1), n_ev, M, K, l_tr, alpha)
    G, a = grad(P, mask, q, lab)
    # group A: context columns of the query's class (input = query input) and step
    L = l_tr * K
    qin = q[:, :M].argmax(1); qstep = q[:, 2 * M:].argmax(1)
    cin = P[:, :L, :M].argmax(2); cstep = P[:, :L, 2 * M:].argmax(2)
    A = (cin == qin[:, None]) & (cstep == qstep[:, None])
    p = (a[:, :L] * A).sum(1)
    return W, eta * G, p

def rhs(p, alpha, K, M, eta):
    a2 = alpha ** 2; u = (1 - p) ** 2
    f = (1 / (K * M)) * (-a2 / K ** 2 + (K - 1 + (2 * K - 1) * a2 / K ** 2) * p) * u - u * a2 / K ** 3 \
        + (1 / K) * u * (-p + (1 - p) * a2 / K ** 2)
    return eta * f.mean()

def least_form(eG, M, K, with_pe):
    best = (np.inf, None)
    for k in range(K):
        for x in range(M):
            for y in range(M):
                if y == x: continue
                v = np.zeros(2 * M + K); v[x] = 1; v[M + y] = 1
                if with_pe: v[2 * M + k] = 1
                for x2 in range(M):
                    if x2 == x: continue
                    for y2 in range(M):
                        if y2 == x2: continue
                        w = np.zeros(2 * M + K); w[x2] = 1; w[M + y2] = 1; w[2 * M + k] = 1
                        val = w @ eG @ v
                        if val < best[0]: best = (val, (x2, y2, x, y, k + 1))
    return best

if __name__ == "__main__":
    for (M, K, alpha, l_tr, B, eta, t) in [(3, 2, 0.7, 16, 64, 0.9, 1), (3, 2, 0.7, 64, 64, 0.9, 1), (3, 2, 0.7, 128, 64, 0.9, 1),
                                          (6, 2, 0.7, 64, 128, 0.9, 1), (3, 2, 0.7, 64, 64, 0.9, 5), (4, 3, 0.6, 64, 64, 0.9, 1),
                                          (3, 1, 0.7, 64, 64, 0.9, 1)]:
        for seed in (0, 1):
            W, eG, p = state(M, K, alpha, l_tr, B, 0.9 if eta is None else eta, 1e-3, t, seed)
            r = rhs(p, alpha, K, M, eta)
            f1 = least_form(eG, M, K, True); f2 = least_form(eG, M, K, False)
            print(f"M={M} K={K} alpha={alpha} l_tr={l_tr} B={B} eta={eta} t={t} seed={seed}: mean p_n={p.mean():.3f} "
                  f"printed lower side={r:+.4f} | least form p~'G p~={f1[0]:+.4f} {'BELOW' if f1[0] < r else 'ok'} "
                  f"| least form p~'G p (no PE on the right)={f2[0]:+.4f} {'BELOW' if f2[0] < r else 'ok'}", flush=True)
