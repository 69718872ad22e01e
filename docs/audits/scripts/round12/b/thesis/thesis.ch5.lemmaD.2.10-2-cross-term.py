"""Audit B, round 12: thesis Lemma D.2.10 (2) (D.78), L7309-L7311: with the pseudo networks (D.67)-(D.69) (masks D_w + D'_w =
first-layer signs at W^(0) + W^rho + W', D_v + D'_v = second-layer signs at (W^(0) + W^rho + W', V^(0) + V^rho + V')),
g_r(W + eta W'' Sigma, V + eta Sigma V'') = g_r(W, V) + g_r^(b,b)(eta W'' Sigma, eta Sigma V'') + g'_r with E_Sigma g'_r = 0 and
|g'_r| <= eta ||q^T A||_1 ||A||_inf^2 tau_v, for tau_v in (0, 1], tau_w in [m1^-3/2, m1^-1/2], sigma_w in [m1^-3/2, tau_w/m1^1/4],
sigma_v in (0, m2^-1/2), ||W'||_{2,4}, ||W''||_{2,4} <= tau_w, ||V'||_F, ||V''||_F <= tau_v (L7299).
Own numpy: g'_r computed as the exact remainder by three forward passes; E_Sigma by enumerating Sigma (m1 small) or sampling."""
import itertools
import numpy as np


def norm24(W):   # ||W||_{2,4}: (sum_i ||W_{:,i}||_2^4)^{1/4} (columns = neurons)
    return (np.linalg.norm(W, axis=0) ** 4).sum() ** 0.25


def setup(N, d, m1, m2, seed, tau_v, eta):
    rng = np.random.default_rng(seed)
    At = np.eye(N)
    for i in range(N):                      # N-cycle
        At[i, (i + 1) % N] = At[(i + 1) % N, i] = 1
    deg = At.sum(1); A = At / np.sqrt(np.outer(deg, deg))
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    tw = m1 ** -0.5; sw = tw / m1 ** 0.25; sv = 0.5 * m2 ** -0.5
    W0 = rng.normal(0, m1 ** -0.5, (d, m1)); V0 = rng.normal(0, m2 ** -0.5, (m1, m2))
    B1 = np.ones((N, 1)) * rng.normal(0, m1 ** -0.5, (1, m1)); B2 = np.ones((N, 1)) * rng.normal(0, m2 ** -0.5, (1, m2))
    Wr = rng.normal(0, sw, (d, m1)); Vr = rng.normal(0, sv, (m1, m2))
    Wp = rng.standard_normal((d, m1)); Wp *= 0.5 * tw / norm24(Wp)
    Vp = rng.standard_normal((m1, m2)); Vp *= 0.5 * tau_v / np.linalg.norm(Vp)
    Wpp = rng.standard_normal((d, m1)); Wpp *= tw / norm24(Wpp)          # ||W''||_{2,4} = tau_w
    Vpp = np.zeros((m1, m2))                                             # ||V''||_F = 0 <= tau_v
    c = rng.standard_normal(m2)
    W = W0 + Wr + Wp; V = V0 + Vr + Vp
    Mw = (A @ X @ W + B1) >= 0
    Mv = (A @ ((A @ X @ W + B1) * Mw) @ V + B2) >= 0
    q = np.zeros(N); q[0] = 1
    return dict(A=A, X=X, B1=B1, B2=B2, Mw=Mw, Mv=Mv, W=W, V=V, Wpp=Wpp, Vpp=Vpp, c=c, q=q, eta=eta, tau_v=tau_v,
                tw=tw, sw=sw, sv=sv)


def g(S, W, V):       # (D.67)
    A, X = S['A'], S['X']
    return S['q'] @ A @ ((A @ ((A @ X @ W + S['B1']) * S['Mw']) @ V + S['B2']) * S['Mv']) @ S['c']


def gbb(S, W, V):     # (D.69)
    A, X = S['A'], S['X']
    return S['q'] @ A @ ((A @ ((A @ X @ W) * S['Mw']) @ V) * S['Mv']) @ S['c']


def gprime(S, sig):
    Sg = np.diag(sig); eta = S['eta']
    return g(S, S['W'] + eta * S['Wpp'] @ Sg, S['V'] + eta * Sg @ S['Vpp']) - g(S, S['W'], S['V']) \
        - gbb(S, eta * S['Wpp'] @ Sg, eta * Sg @ S['Vpp'])


if __name__ == '__main__':
    for (N, d, m1, m2, tau_v, eta) in [(1, 1, 2, 2, 1e-8, 1e-3), (5, 3, 10, 10, 1e-6, 1.0), (5, 3, 12, 64, 1e-4, 0.1)]:
        vals, ok = [], True
        for seed in range(15):
            S = setup(N, d, m1, m2, seed, tau_v, eta)
            assert S['tw'] <= m1 ** -0.5 and m1 ** -1.5 <= S['sw'] <= S['tw'] / m1 ** 0.25 and S['sv'] < m2 ** -0.5
            assert norm24(S['Wpp']) <= S['tw'] * (1 + 1e-12) and np.linalg.norm(S['Vpp']) <= tau_v
            sigs = list(itertools.product([-1, 1], repeat=m1)) if m1 <= 12 else None
            gs = np.array([gprime(S, np.array(s)) for s in sigs])
            mean = gs.mean()
            bound = eta * np.abs(S['q'] @ S['A']).sum() * np.abs(S['A']).sum(1).max() ** 2 * tau_v
            sig0 = np.ones(m1)
            vals.append((abs(gprime(S, sig0)), bound, abs(mean), np.abs(gs).max()))
        med = np.median([v[0] for v in vals]); bnd = vals[0][1]
        print(f'N={N} d={d} m1={m1} m2={m2} tau_v={tau_v} eta={eta}: median |g\'_r| (Sigma = I) over 15 draws {med:.3e}, '
              f'bound {bnd:.3e}, ratio {med / bnd:.2e}; draws above: {sum(v[0] > v[1] for v in vals)}/15; '
              f'max |E_Sigma g\'_r| {max(v[2] for v in vals):.1e} (exact enumeration of Sigma)')
