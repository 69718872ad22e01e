"""Audit B, thesis.ch7.lemmaF.3.5 = Lemma F.3.6 (F.11)-(F.12), L9354-L9362: under the SGD of Sec. 7.2.2 with
B >= Omega(M log M), l_tr >= Omega(1/alpha), for t >~ T_1 = eta^-1 alpha^-2 K^3 log(K/eps) a step-k query puts
softmax mass <= eps on the context columns not in step k.
Equivalently (any constant c in 't >~'): other-step mass(t) <= eps(t) := K exp(-t eta alpha^2 / (c K^3)), an
exponential decay in t at a fixed rate eta alpha^2/(c K^3).  Own numpy SGD of Sec. 7.2 (same model as my
thesis.ch7.eqF.48.py; vectorised rewrite), large B and l_tr (hypotheses met with room), exact alpha fraction.
We track the mean and the largest other-step mass over fresh training prompts along t and compare the local decay
rate -dlog(mass)/dt with the constant rate the lemma requires."""
import numpy as np, math, time, sys

def batch(rng, B, M, K, l_tr, alpha):
    D = 2 * M + K; nsame = max(1, round(alpha * l_tr)); bi = np.arange(B)
    perm = np.argsort(rng.random((B, M)), 1); inv = np.argsort(perm, 1)
    def f(s, idx):
        if idx.ndim == 2: return perm[bi[:, None], (inv[bi[:, None], idx] + s) % M]
        return perm[bi, (inv[bi, idx] + s) % M]
    k = rng.integers(1, K + 1, B); z0 = rng.integers(0, M, B)
    oth = rng.integers(0, M - 1, (B, l_tr - nsame)); oth += oth >= z0[:, None]
    x = np.concatenate([np.repeat(z0[:, None], nsame, 1), oth], 1)
    x = np.take_along_axis(x, np.argsort(rng.random((B, l_tr)), 1), 1)
    ys = [x]; zs = [z0]
    for s in range(1, K + 1):
        ys.append(f(s, ys[-1])); zs.append(f(s, zs[-1]))
    L = l_tr * K; ncol = L + K - 1
    P = np.zeros((B, ncol, D)); mask = np.zeros((B, ncol), bool); step = np.zeros(L, int)
    for s in range(1, K + 1):
        cols = np.arange(l_tr) * K + (s - 1); step[cols] = s
        P[bi[:, None], cols[None, :], ys[s - 1]] = 1; P[bi[:, None], cols[None, :], M + ys[s]] = 1
        P[:, cols, 2 * M + s - 1] = 1; mask[:, cols] = True
    for j in range(1, K):
        c = L + j - 1; use = k > j
        P[use, c, zs[j - 1][use]] = 1; P[use, c, M + zs[j][use]] = 1; P[use, c, 2 * M + j - 1] = 1; mask[use, c] = True
    zq = np.choose(k - 1, zs[:K]); zl = np.choose(k, zs)
    q = np.zeros((B, D)); q[bi, zq] = 1; q[bi, 2 * M + k - 1] = 1
    lab = np.zeros((B, M)); lab[bi, zl] = 1
    other = np.zeros((B, ncol), bool); other[:, :L] = step[None, :] != k[:, None]
    return P, mask, q, lab, other

def attn(P, mask, q, W):
    s = np.einsum('bcd,de,be->bc', P, W, q); s[~mask] = -np.inf
    a = np.exp(s - s.max(1, keepdims=True)); return a / a.sum(1, keepdims=True)

def run(M=6, K=2, alpha=0.5, l_tr=20, B=512, eta=0.9, xi=1e-4, T=6000, seed=0, nev=1024):
    rng = np.random.default_rng(seed); D = 2 * M + K
    W = rng.normal(0, xi, (D, D))
    Pe, me, qe, _, oe = batch(np.random.default_rng(seed + 7), nev, M, K, l_tr, alpha)
    marks = sorted(set(int(round(x)) for x in np.geomspace(10, T, 25)))
    out = []
    for t in range(1, T + 1):
        P, mask, q, lab, _ = batch(rng, B, M, K, l_tr, alpha)
        a = attn(P, mask, q, W); Y = P[:, :, M:2 * M]
        r = lab - np.einsum('bc,bcm->bm', a, Y); h = -np.einsum('bm,bcm->bc', r, Y)
        g = a * (h - (a * h).sum(1, keepdims=True))
        W -= eta * np.einsum('bc,bcd,be->de', g, P, q) / B
        if t in marks:
            o = (attn(Pe, me, qe, W) * oe).sum(1)
            out.append((t, float(o.mean()), float(o.max()), 0.5 * float((r ** 2).sum(1).mean())))
    return out

if __name__ == "__main__":
    M, K, alpha, eta = (int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3]), 0.9) if len(sys.argv) > 1 else (6, 2, 0.5, 0.9)
    T = int(sys.argv[4]) if len(sys.argv) > 4 else 6000
    l_tr = math.ceil(10 / alpha); B = math.ceil(8 * M * math.log(M))
    t0 = time.time()
    res = run(M, K, alpha, l_tr, B, eta, T=T)
    rate_needed_c1 = eta * alpha ** 2 / K ** 3
    print(f"M={M} K={K} alpha={alpha} eta={eta} l_tr={l_tr} (alpha l_tr={alpha*l_tr:.0f}) B={B} (B/(M log M)={B/(M*math.log(M)):.1f})")
    print(f"lemma at constant c: mass(t) <= K exp(-t * {rate_needed_c1:.4f}/c)")
    prev = None
    for t, mean, mx, loss in res:
        rate = "" if prev is None else f" local rate -dlog(mean)/dt = {-(math.log(mean) - math.log(prev[1])) / (t - prev[0]):.2e}, t*rate={-(math.log(mean) - math.log(prev[1])) / (t - prev[0]) * t:.2f}"
        eps_c1 = K * math.exp(-t * rate_needed_c1); eps_c10 = K * math.exp(-t * rate_needed_c1 / 10)
        print(f"t={t:6d} loss={loss:.4f} mean other-step mass={mean:.4f} max={mx:.4f}  eps(t) c=1: {eps_c1:.1e} c=10: {eps_c10:.1e}{rate}")
        prev = (t, mean)
    print(f"{time.time()-t0:.0f}s")
