"""Audit A: factrecall Lemma 3 proof, L865-L866 (Var bound) and L877-L879 (Var/E^2 bound).
Own derivation from the paper's definitions: embeddings iid uniform on S^{d-1} (L169), phi~(s) = Pi_P phi(s),
phi~(r) = Pi_Q phi(r), P, Q orthogonal, dim floor(d/2), d odd (L770); v_i (L788), gamma_sra (L794-L796),
w_i ~ N(0, I_d) (implied by L808/L823's E_w sigma^{(p+k)}(<w,x>) = E_Z sigma^{(p+k)}(Z|x|)); sigma = sum_{j<=q} He_j
(Assumption 3: degree q, all Hermite coefficients nonzero).
S = R = 1: gamma = (1/m) sum_i omega_i, omega_i = sigma(<w_i, x+y>) <He_{p+k}(w_i), x^p (x) y^k> <phi(a*), phi(a*) - phi(a)>.
E[omega | phi] = g(X+Y) X^p Y^k (1 - T), X = |x|^2, Y = |y|^2, T = <phi(a*), phi(a)>, g(t) = E_Z sigma^{(p+k)}(Z sqrt t).
Total variance >= Var(E[gamma|phi]) = E[G^2](1 + 1/d) - E[G]^2 >= E[G^2]/d for EVERY m (G = g(X+Y) X^p Y^k).
"""
import math
import numpy as np
from numpy.polynomial import hermite_e as He
from scipy import integrate, stats

def sigma_coeffs(q):  # sigma = sum_{j<=q} He_j in the He basis
    return np.ones(q + 1)

def g_func(q, n):
    c = He.hermeder(sigma_coeffs(q), n)  # sigma^{(n)} in He basis
    z, wz = He.hermegauss(60); wz = wz / wz.sum()
    return lambda t: float(np.sum(wz * He.hermeval(z * math.sqrt(t), c)))

def moments(d, p, k, q):
    h = (d - 1) // 2
    bx = stats.beta(h / 2, (d - h) / 2)   # |Pi_P u|^2 for u uniform on S^{d-1}
    g = g_func(q, p + k)
    def EG(power):
        f = lambda xx, yy: (g(xx + yy) * xx**p * yy**k) ** power * bx.pdf(xx) * bx.pdf(yy)
        val, _ = integrate.dblquad(f, 0, 1, 0, 1, epsabs=1e-13, epsrel=1e-10)
        return val
    return EG(1), EG(2)

# Monte Carlo sanity check of the total variance (small d, p = k = 1, q = 2) with the actual network
rng = np.random.default_rng(1)
d, p, k, q, m, N = 7, 1, 1, 2, 400, 20000
h = (d - 1) // 2
sig = lambda z: He.hermeval(z, sigma_coeffs(q))
gam = np.empty(N)
for t in range(N):
    U = rng.normal(size=(4, d)); U /= np.linalg.norm(U, axis=1, keepdims=True)  # phi(s), phi(r), phi(a*), phi(a)
    x = np.zeros(d); x[:h] = U[0, :h]; y = np.zeros(d); y[h:2 * h] = U[1, h:2 * h]
    W = rng.normal(size=(m, d))
    he2 = (W @ x) * (W @ y) - x @ y  # <He_2(w), x (x) y>
    gam[t] = np.mean(sig(W @ (x + y)) * he2) * (U[2] @ (U[2] - U[3]))
EG1, EG2 = moments(d, p, k, q)
lb = EG2 * (1 + 1 / d) - EG1**2
print(f"MC d={d} m={m}: Var(gamma) = {gam.var():.4f} +- {gam.var()*math.sqrt(2/N):.4f}, mean {gam.mean():.4f} (exact E[G] {EG1:.4f});"
      f" m-free floor Var(E[gamma|phi]) = {lb:.4f};  L866 rhs/C = 2^(4q)(1+1/d)/m = {2**(4*q)*(1+1/d)/m:.4f}")
# L866 along m (S = R = 1: the cross sum is empty)
for m in (1e2, 1e4, 1e6, 1e8):
    print(f"L866 d={d} p=k=1 q=2 m={m:.0e}: Var >= {lb:.4g}; rhs/C = {2**(4*q)*(1+1/d)/m:.4g}; ratio >= {lb/(2**(4*q)*(1+1/d)/m):.3g}")
# L879 along d (p = k = 3, q = 6 i.e. eps = 1, C2 = 6), m = 1e3 2^{4q} d^3/c^2
p, k, q = 3, 3, 6
c = He.hermeder(sigma_coeffs(q), p + k)[0]  # c_{p+k} = E sigma^{(p+k)}(Z)
for d in (51, 201, 801, 3201):
    EG1, EG2 = moments(d, p, k, q)
    lhs = (EG2 * (1 + 1 / d) - EG1**2) / EG1**2
    m = 1e3 * 2 ** (4 * q) * d**3 / c**2
    Ca, Cas = 0, 1  # a a fresh token, a*(s,r) answered once
    rhs = (4*p)**p / d**p + (4*k)**k / d**k + (4*p)**p*(4*k)**k / d**(p+k) + 2**(4*q)*(Ca+Cas)/(m*c*c) + 2**(4*q)/(m*d*c*c)
    print(f"L879 d={d}: Var/E^2 >= {lhs:.4g} (d*lhs={d*lhs:.3f}); rhs/C = {rhs:.4g}; ratio >= {lhs/rhs:.4g}")
