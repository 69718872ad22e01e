"""Audit A, r13: thesis (Hongkang Li) App. C.6.3, proof of Lemma C.6.1 (symmetric GMM (C.4)).
(C.250) L6486-L6492: || [y S_3(x)](I, I, alpha) || <~ || sigma_min^-6 (x^T alpha) x x^T ||   (pointwise in x)
(C.252) L6500: |Gp_i|^p <~ | sigma_min^-6 (x_i^T alpha)(x_i^T v)^2 + E_x[sigma_min^-6 (x^T alpha)(x^T v)^2] |^p,
   Gp_i = <v, ([y_i S_3(x_i)](I,I,alpha) - E[y S_3(x)](I,I,alpha)) v>, ||v|| = 1.
Definitions: S_m(x) = (-1)^m grad^m p(x)/p(x) (L6494), p the GMM density (C.3), Q_j = E[y S_j(x)] (C.2)/(C.251),
P(y=1|x) = H(W*,x) = (1/K) sum_j phi(w_j*^T x), phi = sigmoid (4.1); sigma_min = min_l ||Sigma_l^-1||^{-1/2} (Table C.1);
symmetric GMM (C.4) with L >= 2 (L1066).
Own computation: S_3 by mpmath numerical differentiation of p (no closed form reused), Q_3 by 2-D Gauss-Hermite
quadrature of E[H(x) S_3(x)] (Definition C.1.1 directly), cross-checked with Stein's form E[phi'''(w^T x)] w^(x)3."""
import mpmath as mp
import numpy as np

mp.mp.dps = 30

def gmm(mu, lam=(0.5, 0.5)):
    mus = [mp.matrix(mu), -mp.matrix(mu)]
    def p(*x):
        x = mp.matrix(x); tot = 0
        for l, m in zip(lam, mus):
            dx = x - m
            tot += l * (2 * mp.pi) ** (-len(x) / 2) * mp.exp(-(dx.T * dx)[0] / 2)   # Sigma_l = I
        return tot
    return p

def S3(p, x):
    """S_3(x) as a d x d x d array: -grad^3 p / p by mpmath.diff (numerical, high precision)."""
    d = len(x); px = p(*x); T = np.zeros((d, d, d))
    for i in range(d):
        for j in range(d):
            for k in range(d):
                o = [0] * d; o[i] += 1; o[j] += 1; o[k] += 1
                T[i, j, k] = float(-mp.diff(p, tuple(x), tuple(o)) / px)
    return T

def c250():
    print("(C.250): d = 2, x ~ 1/2 N(+-mu, I), mu = (1, 0.5), alpha = e_2 (sigma_min = 1), y = 1 (prob H > 0)")
    p = gmm([1.0, 0.5]); alpha = np.array([0.0, 1.0])
    for t in (0.3, 1e-1, 1e-2, 1e-3, 1e-4, 0.0):
        x = [0.7, t]
        T = S3(p, x)
        lhs = np.linalg.norm(np.einsum("ijk,k->ij", T, alpha), 2)
        rhs = abs(np.dot(x, alpha)) * np.linalg.norm(np.outer(x, x), 2)
        print(f"   x=(0.7,{t:g}): ||S_3(x)(I,I,alpha)|| = {lhs:.6f}   sigma^-6 |x^T a| ||x x^T|| = {rhs:.3e}   ratio = "
              f"{(lhs / rhs if rhs > 0 else float('inf')):.4g}")
    # a second family: mu = 0 pair (N(0,I) twice, still (C.4) with L = 2): left side = ||x|| on the hyperplane
    p0 = gmm([0.0, 0.0])
    for r in (0.5, 2.0):
        x = [r, 0.0]
        T = S3(p0, x)
        lhs = np.linalg.norm(np.einsum("ijk,k->ij", T, alpha), 2)
        print(f"   mu = 0, x = ({r}, 0) on the hyperplane: lhs = {lhs:.6f} (expected ||x|| = {r}), rhs = 0")

def sigmoid(z):
    return 1 / (1 + np.exp(-z))

def c252():
    print("\n(C.252): d = 2, K = 1, w* = (1, 0), 1/2 N(+-(1,0), I), v = alpha = (0.6, 0.8), p = 2")
    mu = np.array([1.0, 0.0]); w = np.array([1.0, 0.0]); v = alpha = np.array([0.6, 0.8])
    # Q_3(v, v, alpha) = E[H(x) S_3(x)(v, v, alpha)] with S_3 in closed-form Hermite terms? -> use definition via
    # Gauss-Hermite on each component and the mpmath S_3 would be slow; instead use S_3(v,v,a) = -D^3_{v,v,a} p / p
    # computed by the exact identity for Gaussian mixtures evaluated numerically below, then cross-check by mpmath.diff
    z, wz = np.polynomial.hermite_e.hermegauss(60); wz = wz / wz.sum()
    def s3vva(x):
        num = 0.0; den = 0.0
        for m in (mu, -mu):
            dx = x - m; g = np.exp(-dx @ dx / 2)
            hv, ha = dx @ v, dx @ alpha
            # -D^3 N / N for N(m, I): h^(x)3 - sym(h (x) I) contracted: hv^2 ha - (2 hv (v.a) + ha (v.v))
            num += g * (hv * hv * ha - (2 * hv * (v @ alpha) + ha * (v @ v))); den += g
        return num / den
    Q = 0.0
    for m in (mu, -mu):
        for a, wa in zip(z, wz):
            for b, wb in zip(z, wz):
                x = m + np.array([a, b])
                Q += 0.5 * wa * wb * sigmoid(w @ x) * s3vva(x)
    # Stein form: E[phi'''(w^T x)] (w.v)^2 (w.a)
    E3 = 0.0
    for m in (mu, -mu):
        t = w @ m + z
        s = sigmoid(t); d1 = s * (1 - s); d3 = d1 * (1 - 6 * s + 6 * s * s)
        E3 += 0.5 * wz @ d3
    stein = E3 * (w @ v) ** 2 * (w @ alpha)
    # cross-check s3vva against mpmath numerical differentiation at one point
    p = gmm([1.0, 0.0]); xx = [0.3, -0.2]; T = S3(p, xx)
    chk = np.einsum("ijk,i,j,k->", T, v, v, alpha)
    print(f"   S_3(v,v,a) closed form {s3vva(np.array(xx)):.10f} vs mpmath.diff {chk:.10f}")
    print(f"   Q_3(v,v,alpha) by Definition C.1.1 quadrature = {Q:.6f}; Stein form E[phi'''] (w.v)^2 (w.a) = {stein:.6f}"
          f" (E phi''' = {E3:.5f}); Assumption C.1.2: Q_3 != 0 and Q_1 = E[phi'] w != 0")
    # E_x[(x^T alpha)(x^T v)^2] over the symmetric GMM: odd moment -> 0
    Eodd = 0.0
    for m in (mu, -mu):
        for a, wa in zip(z, wz):
            for b, wb in zip(z, wz):
                x = m + np.array([a, b]); Eodd += 0.5 * wa * wb * (x @ alpha) * (x @ v) ** 2
    print(f"   E[(x^T a)(x^T v)^2] = {Eodd:.2e}")
    u = np.array([0.8, -0.6])   # unit, orthogonal to alpha
    for s_ in (1e-1, 1e-2, 1e-3, 0.0):
        xi = u + s_ * alpha
        for yi in (0, 1):
            gp = yi * s3vva(xi) - Q
            lhs = abs(gp) ** 2
            rhs_a = abs((xi @ alpha) * (xi @ v) ** 2 + Eodd) ** 2           # E over x of the x-integrand
            rhs_b = abs(2 * (xi @ alpha) * (xi @ v) ** 2) ** 2              # literal x_i inside E_x
            print(f"   x_i = u + {s_:g} alpha, y_i = {yi}: |Gp_i|^2 = {lhs:.3e}   rhs = {rhs_a:.3e} (E-term over x) / "
                  f"{rhs_b:.3e} (x_i in E)")

c250(); c252()
