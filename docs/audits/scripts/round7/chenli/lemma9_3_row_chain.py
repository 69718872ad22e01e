"""Audit chenli.display.lemma9.3-row-chain (L2927-L2929): |<x, w*> - y| <= eps d^{3/2} k ||w*|| for the r-th row x of Z (Eq. (140), with
theta^_i) and y = F(X)_{r,1} (Eq. (1), true theta_i), w* of Eq. (141) (||w*|| = sqrt(sum_i ||W_i[:,1]||^2)). mpmath, explicit heads."""
import mpmath as mp
mp.mp.dps = 40
def softmax(v):
    mx = max(v); e = [mp.e ** (t - mx) for t in v]; s = sum(e); return [t / s for t in e]
def run(m, d, eps, k=2):
    x = [(-1) ** j for j in range(d)]; X = [x, [-t for t in x]]
    th = [[mp.mpf(0)] * d for _ in range(d)]                                   # theta_i = 0
    thh = [[eps * x[a] * x[b] / d for b in range(d)] for a in range(d)]          # ||thh - th||_F = eps
    W = [[x[a] / mp.sqrt(d) if c == 0 else 0 for c in range(d)] for a in range(d)]  # W_i = x e_1^T / sqrt d, ||W_i||_F = 1
    fro = mp.sqrt(sum((thh[a][b] - th[a][b]) ** 2 for a in range(d) for b in range(d)))
    def scores(T, r):
        return [sum(X[r][a] * T[a][b] * X[l][b] for a in range(d) for b in range(d)) for l in range(k)]
    r = 0
    s, sh = softmax(scores(th, r)), softmax(scores(thh, r))
    XW = [sum(X[l][a] * W[a][0] for a in range(d)) for l in range(k)]          # X w_i*
    y = m * sum(s[l] * XW[l] for l in range(k)); zx = m * sum(sh[l] * XW[l] for l in range(k))
    wstar = mp.sqrt(m * sum(W[a][0] ** 2 for a in range(d)))
    lhs = abs(zx - y); rhs = eps * mp.mpf(d) ** 1.5 * k * wstar
    per_head_sum = m * eps * mp.mpf(d) ** 1.5 * k * mp.sqrt(sum(W[a][0] ** 2 for a in range(d)))
    return fro, lhs, rhs, per_head_sum
for m, d, eps in [(12, 8, mp.mpf('1e-3')), (5, 4, mp.mpf('1e-4')), (4, 4, mp.mpf('1e-4')), (100, 8, mp.mpf('1e-4'))]:
    fro, lhs, rhs, phs = run(m, d, eps)
    print(f"m={m} d={d} eps={eps}: ||theta^-theta||_F={mp.nstr(fro,4)}; lhs={mp.nstr(lhs,6)} printed rhs={mp.nstr(rhs,6)} ratio={mp.nstr(lhs/rhs,5)} (sqrt(m)/2={mp.nstr(mp.sqrt(m)/2,5)}); summed-heads bound {mp.nstr(phs,6)} holds: {lhs <= phs}")
