"""Audit r14 A: factrecall Theorem 1 proof (seed 002 L436-L453): W = sum_z u_{f(z)} e_z^T, f: [N] -> [M] injective,
e_z, u_y iid uniform on S^{d-1}; gamma_xy = (u_{f(x)} - u_y)^T W e_x for y != f(x); printed
Var(gamma_xy) = 2/d + 1/d^2 + 2(N - 2)/d^2.
Own derivation: gamma = 1 - a.b + sum_{z != x} c_z t_z (a = u_{f(x)}, b = u_y, t_z = e_z.e_x, c_z = (a - b).u_{f(z)});
E t_z^2 = 1/d, cross terms vanish; E(1 - a.b)^2 = 1 + 1/d; E c_z^2 = 2/d if f(z) != y, 1 + 1/d if f(z) = y. So
Var = 2/d + 1/d^2 + 2(N-2)/d^2 if y in f([N]) \\ {f(x)}, and Var = 1/d + 2(N-1)/d^2 if y is outside f([N]) (M > N).
Monte Carlo check below (own sampler)."""
import math
import numpy as np

rng = np.random.default_rng(4)

def sphere(n, d, T):
    g = rng.normal(size=(T, n, d)); return g / np.linalg.norm(g, axis=2, keepdims=True)

def sample_gamma(d, N, M, f, x, y, T):
    E = sphere(N, d, T); U = sphere(M, d, T)
    W = np.einsum('tzi,tzj->tij', U[:, f, :], E)              # sum_z u_{f(z)} e_z^T
    v = U[:, f[x], :] - U[:, y, :]
    return np.einsum('ti,tij,tj->t', v, W, E[:, x, :])

def formulas(d, N, y_in):
    printed = 2 / d + 1 / d**2 + 2 * (N - 2) / d**2
    mine = printed if y_in else 1 / d + 2 * (N - 1) / d**2
    return printed, mine

if __name__ == "__main__":
    for (d, N, M, y, T) in ((2, 2, 3, 2, 400000), (3, 3, 5, 4, 300000), (5, 4, 8, 6, 200000), (8, 6, 12, 9, 100000),
                            (3, 3, 5, 1, 300000), (5, 4, 8, 2, 200000)):
        f = np.arange(N)                                       # injective f(z) = z; y >= N is outside the image
        x = 0
        g = sample_gamma(d, N, M, f, x, y, T)
        dev2 = (g - g.mean())**2
        var, se = dev2.mean() * T / (T - 1), dev2.std() / math.sqrt(T)
        y_in = y < N
        printed, mine = formulas(d, N, y_in)
        print(f"d={d} N={N} M={M} y={y} ({'in' if y_in else 'outside'} f([N])): E gamma = {g.mean():.4f}; "
              f"Var MC = {var:.4f} +- {se:.4f}; printed {printed:.4f} ({(var - printed)/se:+.1f} se); "
              f"own formula {mine:.4f} ({(var - mine)/se:+.1f} se)")
