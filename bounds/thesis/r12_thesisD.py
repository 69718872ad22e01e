"""thesis, Appendix D (round 12, helper thesisD): the printed shapes of (D.88) and L7506 (proof of Lemma D.2.12, App.
D.2), encoded by ``thmcheck.checks.papers.thesis.r12_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

# ---------------------------------------------- (D.88), proof of Lemma D.2.12: ||D'_{n,v}||_0 <= O~(m2 ||A||^2 (eps/C0)^Theta(1))

D88_EXPONENT = 1.0  # the Theta(1) exponent of (eps/C0): one fixed positive value (every c > 0 gives the same verdict)


def d88_shape(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """(D.88)'s right side without its O~: m2 ||A||_inf^2 (eps/C0)^c at m2 = m, e = eps/C0, c = D88_EXPONENT."""
    return m * ainf * ainf * e**D88_EXPONENT


def d88_mut_m(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: m2^{0.9} instead of m2 (a wrong power of the width)."""
    return m**0.9 * ainf * ainf * e**D88_EXPONENT


def d88_mut_a(m: Any, ainf: Any, e: Any, **_: object) -> Any:
    """Planted: ||A||_inf instead of ||A||_inf^2 (a wrong power of ||A||_inf)."""
    return m * ainf * e**D88_EXPONENT


# ------------------------------------ L7506, proof of Lemma D.2.12: O~(tau_w^{4/5} m1^{6/5}) << O~(m1)


def l7506_shape(m1: Any, **_: object) -> Any:
    """L7506's right side O~(m1) without its O~."""
    return m1


def l7506_mut_m1(m1: Any, **_: object) -> Any:
    """Planted: m1^{0.7} instead of m1 (a wrong power of m1)."""
    return m1**0.7


def l7506_mut_tw(m1: Any, tw: Any, **_: object) -> Any:
    """Planted: tau_w m1^{6/5} (tau_w's power 1 instead of 4/5: ratio tau_w^{-1/5}, large at the lower end)."""
    return tw * m1**1.2


# ------------------------ Lemma D.2.10 (2) (D.78), L7309-L7311: |g'_r| <= eta ||q^T A||_1 ||A||_inf^2 tau_v


def d78_lemma_bound(eta: Any, qa1: Any, ainf: Any, tv: Any, **_: object) -> Any:
    """(D.78)'s printed bound on the cross terms, eta ||q^T A||_1 ||A||_inf^2 tau_v (constant 1)."""
    return eta * qa1 * ainf * ainf * tv


def d78_lemma_corrected(cs: Any, **_: object) -> Any:
    """Corrected: the median over the draws of the Cauchy-Schwarz bound eta ||q^T A||_1 ||c_r||_2 ||A||_inf (max_k
    ||a_k X W + B_{1,k}|| ||V''||_F + ||A||_inf ||W''||_F ||V||_F) (W, V the weights the signs are taken at), which
    holds for every draw; it is O~(eta ||q^T A||_1 ||A||_inf^2 sqrt(m2) (tau_v + tau_w m1^{3/4})) w.h.p."""
    return cs


def d78_lemma_mut_v_only(cs_v: Any, **_: object) -> Any:
    """Planted (corrected side): the Cauchy-Schwarz bound's V'' part only (the W'' part against V dropped, as in the
    printed bound)."""
    return cs_v


def d78_lemma_mut_w_only(cs_w: Any, **_: object) -> Any:
    """Planted (corrected side): the Cauchy-Schwarz bound's W'' part only (the V'' part against L1 dropped)."""
    return cs_w


# ------------- (D.60), proof of Lemma D.2.7: Pr(|Y| <= O~(2 p2^{2/3}/(m1^{1/6} sqrt(m2)))) <= O~(2 p2^{2/3}/m1^{1/6})


def d60_shape(T: Any, **_: object) -> Any:
    """(D.60)'s right side without its O~: t sqrt(m2) = 2 p2^{2/3} / m1^{1/6} (T)."""
    return T


def d60_corrected(T: Any, rowsum: Any, **_: object) -> Any:
    """Corrected: Pr(|Y| <= t) <= sqrt(2/pi) t sqrt(m2) / sigma_n with sigma_n = sqrt(m2 Var Y) >= ||a_n||_1 /
    sqrt(2 pi) (E relu(N(0, v)) >= 1/sqrt(2 pi) at v >= 1, the bias' unit variance), i.e. <= 2 T / ||a_n||_1."""
    return 2.0 * T / rowsum


def d60_mut_p2(T: Any, p2: Any, **_: object) -> Any:
    """Planted: the shape without p2^{2/3} (2 / m1^{1/6}: wrong along p2 -> inf)."""
    return T / p2 ** (2.0 / 3.0)


def d60_mut_sq(T: Any, **_: object) -> Any:
    """Planted: T^2 instead of T (wrong along m1 -> inf, where the probability is linear in T)."""
    return T * T


# ---------------- L7448, proof of Lemma D.2.11: Pr_{W^rho}[Z'_{n,i} != 0] <= O~(eta ||A||_inf tau_{w,inf} / sigma_w)


def l7448_shape(eta: Any, ainf: Any, tinf: Any, sw: Any, **_: object) -> Any:
    """L7448's right side without its O~: eta ||A||_inf tau_{w,inf} / sigma_w."""
    return eta * ainf * tinf / sw


def l7448_corrected(eta: Any, tinf: Any, sw: Any, nnz: Any, **_: object) -> Any:
    """Corrected (sign-change reading): a union over the |supp(a_n)| nodes of the column, each flipping w.p. <=
    eta tau_{w,inf} / (sqrt(2 pi) sigma_w) (its interval of w has length <= eta tau_{w,inf} / ... ; the density of
    a_m X W^rho_i is <= 1/(sqrt(2 pi) sigma_w ||a_m X||)): Pr <= |supp(a_n)| eta tau_{w,inf} / (sqrt(2 pi) sigma_w)."""
    return nnz * eta * tinf / (sw * 2.5066282746310002)


def l7448_mut_sq(eta: Any, tinf: Any, sw: Any, nnz: Any, **_: object) -> Any:
    """Planted (corrected side): eta^2 instead of eta (wrong along eta -> 0)."""
    return nnz * eta * eta * tinf / (sw * 2.5066282746310002)


def l7448_mut_nnz(eta: Any, tinf: Any, sw: Any, nnz: Any, **_: object) -> Any:
    """Planted (corrected side): sqrt(|supp(a_n)|) instead of |supp(a_n)| (wrong along the degree)."""
    return nnz**0.5 * eta * tinf / (sw * 2.5066282746310002)


# ------------------------------------------ L7452, proof of Lemma D.2.11: Pr[||Z'_n||_0 >= 2] <= O_p(eta^2)


def l7452_shape(eta: Any, **_: object) -> Any:
    """L7452's right side without its O_p (poly(m1, m2) at one fixed width is one constant): eta^2."""
    return eta * eta


def l7452_corrected(eta: Any, tinf: Any, sw: Any, nnz: Any, m1: Any, **_: object) -> Any:
    """Corrected: Pr[>= 2 of the m1 independent neurons change a sign in the column] <= (sum_i p_i)^2 / 2 with p_i <=
    |supp(a_n)| eta tau_{w,inf}/(sqrt(2 pi) sigma_w): (m1 |supp(a_n)| eta tau_{w,inf} / (sqrt(2 pi) sigma_w))^2 / 2."""
    x = m1 * nnz * eta * tinf / (sw * 2.5066282746310002)
    return x * x / 2.0


def l7452_mut_nnz(eta: Any, tinf: Any, sw: Any, nnz: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): |supp(a_n)| to the first power (wrong along the degree)."""
    x = m1 * eta * tinf / (sw * 2.5066282746310002)
    return x * x * nnz / 2.0


def l7452_mut_eta3(eta: Any, tinf: Any, sw: Any, nnz: Any, m1: Any, **_: object) -> Any:
    """Planted (corrected side): eta^3 instead of eta^2 (wrong along eta -> 0)."""
    x = m1 * nnz * eta * tinf / (sw * 2.5066282746310002)
    return x * x * eta / 2.0


# ------------- L7484, proof of Lemma D.2.11: ||delta_n||_inf <= O~(||A||_inf eta (tau_{v,inf} m1^{-1/2} + tau_{w,inf}))


def l7484_shape(ainf: Any, m1: Any, tinf: Any, tvinf: Any, **_: object) -> Any:
    """L7484's first-order shape with eta factored out (the measure is lim_{eta -> 0} ||delta_n||_inf / eta):
    ||A||_inf (tau_{v,inf} m1^{-1/2} + tau_{w,inf})."""
    return ainf * (tvinf / m1**0.5 + tinf)


def l7484_corrected(cs: Any, **_: object) -> Any:
    """Corrected: the median over the draws of the Cauchy-Schwarz bound max_n (||Z_n||_2 max_j ||V''_{:,j}||_2 +
    ||(A((A X W'' Sigma) . D_w))_n||_2 max_j ||(V + V^rho)_{:,j}||_2), which holds for every draw."""
    return cs


def l7484_mut_v_only(cs_v: Any, **_: object) -> Any:
    """Planted (corrected side): the V'' part (term 2) only; term 3 (W'' against V) dropped."""
    return cs_v


def l7484_mut_w_only(cs_w: Any, **_: object) -> Any:
    """Planted (corrected side): the W'' part (term 3) only; term 2 (Z against V'') dropped."""
    return cs_w
