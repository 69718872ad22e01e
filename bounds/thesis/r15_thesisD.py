"""thesis, Appendix D (round 15, helper thesisD): the printed sides of (D.89)'s last step (proof of Lemma D.2.12),
encoded by ``thmcheck.checks.papers.thesis.r15_thesisD``.

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure functions of an instance's quantities (no torch).
"""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num

# ------------------------------------------------------------- (D.89), proof of Lemma D.2.12: the last '<= eps'


def d89_shape(eps: Any, **_: object) -> Any:
    """(D.89)'s right end: eps (the hidden constant is C0's O~, D.43)."""
    return eps


def d89_mut_K(eps: Any, K: Any, **_: object) -> Any:
    """Planted (reading side): eps/K (wrong along K)."""
    return eps / K


def d89_mut_ainf(eps: Any, ainf: Any, **_: object) -> Any:
    """Planted (reading side): eps/||A||_inf (wrong along ||A||_inf)."""
    return eps / ainf


# ------------------------------------------------- L7061, proof of Lemma D.2.5: the rescaled P_1 against the target


def l7061_shape(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7061's right side O~(||A||_inf C/sqrt(tau m1)), the O~ as one factor log(e m1 m2) (L6742)."""
    return ainf * C * (1.0 + num.log(m1 * m2)) / (tau * m1) ** 0.5


def l7061_mut_m1(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): ||A||_inf C log(e m1 m2)/(tau m1) (a wrong power of m1)."""
    return ainf * C * (1.0 + num.log(m1 * m2)) / (tau * m1)


def l7061_mut_C(ainf: Any, C: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): ||A||_inf log(e m1 m2)/(C sqrt(tau m1)) (C in the denominator: wrong along C)."""
    return ainf * (1.0 + num.log(m1 * m2)) / (C * (tau * m1) ** 0.5)


# ------------------------------------------------ L7069, proof of Lemma D.2.5: |R_2| <= O~(1/sqrt(m1 m2)) from L7059


def l7069_shape(m1: Any, m2: Any, **_: object) -> Any:
    """L7069's |R_2| <= O~(1/sqrt(m1 m2)), the O~ as one factor 1 + log(m1 m2) (L6742)."""
    return (1.0 + num.log(m1 * m2)) / (m1 * m2) ** 0.5


def l7069_corrected(m1: Any, m2: Any, ainf: Any, **_: object) -> Any:
    """Corrected: O~(||A||_inf/sqrt(m1 m2)), the O~ as (1 + log(m1 m2))^2 (alpha's and E's log factors), times 2."""
    return 2.0 * ainf * (1.0 + num.log(m1 * m2)) ** 2 / (m1 * m2) ** 0.5


def l7069_mut_m(m1: Any, m2: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf (1 + log)^2/(m1 sqrt(m2)) (a wrong power of m1)."""
    return 2.0 * ainf * (1.0 + num.log(m1 * m2)) ** 2 / (m1 * m2**0.5)


def l7069_mut_A(m1: Any, m2: Any, ainf: Any, **_: object) -> Any:
    """Planted (corrected side): ||A||_inf^{1/2} (1 + log)^2/sqrt(m1 m2) (a wrong power of ||A||_inf)."""
    return 2.0 * ainf**0.5 * (1.0 + num.log(m1 * m2)) ** 2 / (m1 * m2) ** 0.5


# ------------------------------------------- (D.138), proof of Theorem 5.3.1: k <= eps0 under the printed |Omega|


def d138_shape(eps0: Any, **_: object) -> Any:
    """(D.138)'s right side eps0 (the hidden constant is the Theta~ of the sample-size condition)."""
    return eps0


def d138_corrected(eps0: Any, C0: Any, P: Any, ainf: Any, K: Any, **_: object) -> Any:
    """Corrected: at |Omega| >= the printed threshold, k <= eps0 (1 + C0)^2/(sqrt(1 + P) (||A*||_inf + 1)^2 K^2), P =
    p1^4 p2^5 C_eps(phi, ||A*||) C_eps(Phi, sqrt(p2) C_eps(phi, ||A*||)) (eps_c = 1); k <= eps0 needs |Omega| >=
    eps0^{-2} ||A*||^8 (eps_c + C0)^4 K^2 (1 + delta)^4 log N."""
    return eps0 * (1.0 + C0) ** 2 / ((1.0 + P) ** 0.5 * (ainf + 1.0) ** 2 * K**2)


def d138_mut_K(eps0: Any, C0: Any, P: Any, ainf: Any, K: Any, **_: object) -> Any:
    """Planted (corrected side): K^3 for K^2 in the denominator (wrong along K)."""
    return eps0 * (1.0 + C0) ** 2 / ((1.0 + P) ** 0.5 * (ainf + 1.0) ** 2 * K**3)


def d138_mut_C0(eps0: Any, C0: Any, P: Any, ainf: Any, K: Any, **_: object) -> Any:
    """Planted (corrected side): (1 + C0) for (1 + C0)^2 (wrong along C0)."""
    return eps0 * (1.0 + C0) / ((1.0 + P) ** 0.5 * (ainf + 1.0) ** 2 * K**2)


# ------------------------------------------------------- (D.51), proof of Lemma D.2.5: r_{n,1} - J_1 = P_1 + P_2


def d51_printed(p1_printed: Any, p2: Any, **_: object) -> Any:
    """(D.51)'s right side as printed: P_1 (with alpha s_i/(2 sqrt|S|), no a_j X e_d) + P_2."""
    return p1_printed + p2


def d51_true(p1_true: Any, p2: Any, **_: object) -> Any:
    """(D.51)'s right side with the first term alpha s_i a_j X e_d/sqrt|S| (what sigma(z) = 1[z >= 0] z gives)."""
    return p1_true + p2


def d51_mut_half(p1_true: Any, p2: Any, **_: object) -> Any:
    """Planted (reading side): the first term halved."""
    return 0.5 * p1_true + p2


def d51_mut_p2(p1_true: Any, p2: Any, **_: object) -> Any:
    """Planted (reading side): P_2 alone."""
    return p2


# ---------------------------------------------------- (D.86), proof of Lemma D.2.11: P - P' as two mask differences


def d86_rhs(first: Any, second: Any, **_: object) -> Any:
    """(D.86)'s right side: the first term (mask difference of the first layer) plus the second (of the second)."""
    return first + second


def d86_mut_first(first: Any, second: Any, **_: object) -> Any:
    """Planted: the first term alone (the second layer's sign changes dropped)."""
    return first


def d86_mut_second(first: Any, second: Any, **_: object) -> Any:
    """Planted: the second term alone."""
    return second


# ------------------------------------ L7460, proof of Lemma D.2.11: the first term of (D.86) with one sign change


def l7460_shape(eta: Any, qA1: Any, ainf: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """L7460's right side: eta ||q^T A||_1 ||A||_inf tau_{w,inf}, the O~ as a factor log(e m1 m2)."""
    return eta * qA1 * ainf * tau * num.log(2.718281828459045 * m1 * m2)


def l7460_mut_tau2(eta: Any, qA1: Any, ainf: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): tau_{w,inf}^2 for tau_{w,inf} (wrong along tau -> 0)."""
    return eta * qA1 * ainf * tau * tau * num.log(2.718281828459045 * m1 * m2)


def l7460_mut_eta2(eta: Any, qA1: Any, ainf: Any, tau: Any, m1: Any, m2: Any, **_: object) -> Any:
    """Planted (reading side): eta^2 for eta (wrong along eta -> 0)."""
    return eta * eta * qA1 * ainf * tau * num.log(2.718281828459045 * m1 * m2)


# ------------------------- L7316-L7319, proof of Lemma D.2.10: the law of the pre-activation with the bias folded in


def l7319_var(nx2: Any, rs: Any, m1: Any, **_: object) -> Any:
    """L7319's variance ||a~_n X~||^2/m1 with X~ = (X, 1): (||a~_n X||^2 + (a~_n 1)^2)/m1."""
    return (nx2 + rs * rs) / m1


def l7319_mut_m1sq(nx2: Any, rs: Any, m1: Any, **_: object) -> Any:
    """Planted (reading side): ||a~_n X~||^2/m1^2 (wrong along m1)."""
    return (nx2 + rs * rs) / (m1 * m1)


def l7319_mut_nobias(nx2: Any, rs: Any, m1: Any, **_: object) -> Any:
    """Planted (reading side): ||a~_n X||^2/m1 (the bias column dropped)."""
    return nx2 / m1


def l7319_corrected(nx2: Any, rs: Any, m1: Any, **_: object) -> Any:
    """The pre-activation's law: N(0, (||a~_n X||^2 + 1)/m1) (B_1's entry enters with weight 1, not a~_n 1)."""
    return (nx2 + 1.0) / m1


# ------------------------------------------------- (D.49) and (D.52), proof of Lemma D.2.5


def d49_shape(m1: Any, **_: object) -> Any:
    """(D.49)'s Theta~: |S| within a polylog factor of tau m1, the factor read as log(e m1)."""
    return num.log(2.718281828459045 * m1)


def d49_mut_inv(m1: Any, **_: object) -> Any:
    """Planted: m1^{-1/4} (|S| closer to tau m1 than any factor >= 1 allows, wrong along m1)."""
    return m1 ** -0.25


def d52_zero(**_: object) -> Any:
    """(D.52)'s right end: 0."""
    return 0.0


def d52_mut_abs(Esig: Any, Eabsv: Any, **_: object) -> Any:
    """Planted: E|v| E[sigma(.)] (the product of the magnitudes, not of the means)."""
    return Esig * Eabsv


# ------------------------------------------------- L1375 / (D.134): the cross-entropy as a 1-Lipschitz loss


def l1375_lip1(nz: Any, **_: object) -> Any:
    """L1375's 1-Lipschitz (the first step of (D.134)): |L(z, y) - L(0, y)| <= ||z||_2."""
    return nz


def l1375_corrected(nz: Any, **_: object) -> Any:
    """The cross-entropy's Lipschitz constant in l2: ||softmax(z) - e_y||_2 <= sqrt(2) (1 - p_y) <= sqrt(2)."""
    return 1.4142135623730951 * nz


def l1375_l1(nz1: Any, **_: object) -> Any:
    """Reading 'l1 norm': |CE(z, y) - CE(0, y)| <= ||z||_1 (||softmax(z) - e_y||_inf <= 1)."""
    return nz1


def l1375_mut_13(nz: Any, **_: object) -> Any:
    """Planted (corrected side): 1.3 ||z||_2 (below the sup ratio sqrt 2, reached along z = s(e_o - e_y))."""
    return 1.3 * nz
