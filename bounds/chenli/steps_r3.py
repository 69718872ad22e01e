"""Bounds of chenli's proof displays encoded in round 3 (kind ``step``), Appendix B (Borovkov's integro-local CLT,
Theorem B.1's proof, Theorem B.4's proof). Pure functions of named quantities; measurements in
``checks/papers/chenli/steps_r3.py``. Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from math import pi

from thmcheck.bounds.num import exp, sqrt

# ------------------------------------------------------------------ Theorem B.1, small lambda (L3658, L3662)


def thmB1_logphi(x: float, eps: float) -> float:
    """L3658 as printed: log(phi_{X_j}(lambda)) = -(1/2) lambda^T Q^(j) lambda (1 +- 6 eps_{j,lambda}), i.e.
    |log phi_{X_j}(lambda) + x| <= 6 eps x with x = (1/2) lambda^T Q^(j) lambda, eps = eps_{j,lambda} =
    gamma tau lambda^T Q^(j) lambda. Returns 6 eps x."""
    return 6 * eps * x


def thmB1_logphi_corrected(x: float, eps: float) -> float:
    """What the proof's two facts give: phi - 1 = -x + xi with |xi| <= E|<lambda, X>|^3/6 <= eps/6 (|e^{iz} - 1 - iz
    + z^2/2| <= |z|^3/6 and |<lambda, X>| <= gamma tau), and |log(1 + w) - w| <= |w|^2/(2(1 - |w|)) for |w| < 1, so
    |log phi + x| <= eps/6 + (x + eps/6)^2/(2(1 - x - eps/6)). The quadratic term is what the printed 6 eps x misses."""
    w = x + eps / 6
    return eps / 6 + w * w / (2 * (1 - w))


def thmB1_phiS(d: int, x1: float, e1: float, epsp: float) -> float:
    """L3662 as printed: phi_S(lambda) = exp(-(1/2) lambda^T Q lambda (1 +- eps')), eps' = 6 sup_{j, ||lambda|| <
    gamma} eps_{j,lambda}; for S a sum of d i.i.d. copies (Q = d Q^(1), x1 = (1/2) lambda^T Q^(1) lambda):
    |log phi_S(lambda) + d x1| <= eps' d x1. Returns eps' d x1 (e1 = eps_{1,lambda}, unused by the printed bound)."""
    return epsp * d * x1


def thmB1_phiS_corrected(d: int, x1: float, e1: float, epsp: float) -> float:
    """The sum over the d summands of :func:`thmB1_logphi_corrected` (log phi_S = sum_j log phi_{X_j})."""
    return d * thmB1_logphi_corrected(x1, e1)


# ------------------------------------------------------------------------- Theorem B.1, the Gaussian integral


def thmB1_gauss_integral(m: int, detQ: float) -> float:
    """L3688 as printed (inside O(.)): int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda = det(3 pi Q^{-1}/2)^{1/2}
    = (3 pi/2)^{m/2} det(Q)^{-1/2} (the shape; the constant is the O(.)'s)."""
    return (3 * pi / 2) ** (m / 2) / sqrt(detQ)


def thmB1_gauss_integral_corrected(m: int, detQ: float) -> float:
    """int exp(-(1/2) lambda^T A lambda) = det(2 pi A^{-1})^{1/2} with A = (2/3) Q: det(3 pi Q^{-1})^{1/2}."""
    return (3 * pi) ** (m / 2) / sqrt(detQ)


# ------------------------------------------------------------------------- Theorem B.4's proof (L3772, L3796)


def thmB4_aQa(a2: float, r: float, kappa: float, m: int) -> float:
    """L3772 as printed: a^T Q^{-1} a <= ||a||^2/sigma_min(Q) = (1 - kappa m)^{-1} ||a||^2/r^2 <= ||a||^2/(2 r^2).
    Returns the chain's last member ||a||^2/(2 r^2) (a2 = ||a||^2, r = the lower bound of (161))."""
    return a2 / (2 * r * r)


def thmB4_aQa_corrected(a2: float, r: float, kappa: float, m: int) -> float:
    """a^T Q^{-1} a <= ||a||^2/sigma_min(Q) <= (1 - kappa m)^{-1} ||a||^2/r^2 (Fact B.5), <= 2 ||a||^2/r^2 once
    kappa m <= 1/2. Returns (1 - kappa m)^{-1} ||a||^2/r^2."""
    return a2 / ((1 - kappa * m) * r * r)


def thmB4_eta(Dmin: float, prod_v_over_D: float, a2: float, r: float, m: int, kappa: float) -> float:
    """L3796 as printed (hidden constants): sqrt(m)/(eta Delta_min) <~ Delta_min^{-1} exp(O(||a||^2/r^2))
    prod_j ||v_j||/Delta_j. The shape with the O(.) in the exponent taken as 1 (at a = 0 every constant gives the
    same value). m, kappa: unused by the printed shape (the corrected one has them)."""
    return exp(a2 / (r * r)) * prod_v_over_D / Dmin


def thmB4_eta_corrected(Dmin: float, prod_v_over_D: float, a2: float, r: float, m: int, kappa: float) -> float:
    """What eta's definition (L3784) gives: sqrt(m)/(eta Delta_min) = sqrt(m) (2 pi)^{m/2} (1 - kappa m)^{m/2}
    0.9^{-m} exp((1/2) a^T Q^{-1} a) prod_j ||v_j||/Delta_j / Delta_min, and a^T Q^{-1} a <= ||a||^2/((1 - kappa m)
    r^2): the shape needs the factor sqrt(m) (2 pi (1 - kappa m))^{m/2}/0.9^m = exp(Theta(m))."""
    return (sqrt(m) * (2 * pi * (1 - kappa * m)) ** (m / 2) / 0.9**m * exp(a2 / (2 * (1 - kappa * m) * r * r))
            * prod_v_over_D / Dmin)


# ------------------------------------------------------------------------------ Section 8, Eq. (133); Eq. (129)


def eq133(d: int, m: int, lam: float) -> float:
    """(133) as printed: nu_{l+1} = Theta(d sqrt(m^3/lambda))^{l+1} eps, the constant inside the power; checked on the
    (l+1)-th root, (nu_{l+1}/eps)^{1/(l+1)} = Theta(d sqrt(m^3/lambda)), lower half ('>~'). Returns the shape."""
    return d * sqrt(m**3 / lam)


def eq133_corrected(d: int, m: int, lam: float) -> float:
    """(132)'s solution: with c = 2d sqrt(2m/lambda), sum_{a <= l} nu_a + eps = (1 + c)^l eps and nu_{l+1} =
    c (1 + c)^l eps, so (nu_{l+1}/eps)^{1/(l+1)} lies in [c, 1 + c] = Theta(d sqrt(m/lambda)) (not m^{3/2})."""
    return d * sqrt(m / lam)


def eq129(s: float) -> float:
    """(129), last step, as printed (hidden constant): 1 - Phi(s) >~ exp(-s^2/2), s = C/(1 - eta) (the O(.) factors of
    its first line at their best value 1). Returns the shape exp(-s^2/2)."""
    return exp(-s * s / 2)


def eq129_corrected(s: float) -> float:
    """Mills' ratio: 1 - Phi(s) >= (s/(1 + s^2)) phi(s) >~ exp(-s^2/2)/(1 + s) for s >= 0."""
    return exp(-s * s / 2) / (1 + s)


# --------------------------------------------------------------------- Fact 5.3's proof (L547); Theorem B.4 (L3776)


def fact5_3_binomial(d: int, a: int) -> float:
    """Proof of Fact 5.3, L547, the middle member: E[x_i x_j] = C(d, a)^{-1} {C(d-2, a-2) + C(d-2, a) - 2 C(d-2, a-1)}
    for x uniform over the strings with exactly a positive entries (exact rational, returned as a float)."""
    from fractions import Fraction
    from math import comb

    def c(n: int, k: int) -> int:
        return comb(n, k) if 0 <= k <= n else 0
    return float(Fraction(c(d - 2, a - 2) + c(d - 2, a) - 2 * c(d - 2, a - 1), comb(d, a)))


def thmB4_tau(rho: float, m: int, d: int, rbar: float) -> float:
    """Proof of Theorem B.4, L3776: tau = max_i ||V^i|| <= (rho/sqrt(d)) ||V||_F <= rho sqrt(m/d) r-bar (V^i the i-th
    column of V, rows v_j with (160) ||v_j||_inf <= (rho/sqrt(d)) ||v_j|| and (161) ||v_j|| <= r-bar). Returns the
    chain's last member."""
    return rho * sqrt(m / d) * rbar


def thmB1_gauss_perturb(c: float) -> float:
    """Proof of Theorem B.1, L3680, as printed: |e^{-z^2/2} - e^{-z^2/2 (1 + c)}| <= |c| e^{-c^2/3} for |c| <= 1/4.
    Returns |c| e^{-c^2/3} (z does not enter the printed bound)."""
    return abs(c) * exp(-c * c / 3)


def eq142_logd(logd: float) -> float:
    """Proof of Theorem 1.2, L2988-L2990: with xi of (142), 'log(1/xi) >> log d by Eq. (7)'; checked in its weakest
    form log(1/xi) > 0 (d >= 2 so log d > 0 and any positive constant in '>>'). Returns 0."""
    return 0 * logd


def lemma6_15_sigmoid(a: float) -> float:
    """Proof of Lemma 6.15, L2126: |e^s/(e^s + 1) - e^{s+a}/(e^{s+a} + 1)| <= a/4, a = xi ||Theta_1||_F >= 0."""
    return a / 4
