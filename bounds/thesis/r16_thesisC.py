"""thesis, Appendix C (round 16, helper thesisC): bounds for ``thmcheck.checks.papers.thesis.r16_thesisC``.

- (C.224) L6345: (4/K^2) Gamma~ ||W_hat_n - W*P||_F^2 <= (1/2) vec(Delta)^T Hess f_n(W') vec(Delta), a step of Lemma
  C.3.2's proof that holds on the events of Lemmas C.3.1 and C.5.1 (each of probability >= 1 - d^-10): the
  probability that the display fails is at most 2 d^-10.

Pure functions (no torch)."""

from __future__ import annotations

import math


def c224_failure_rhs(d: int, **_: object) -> float:
    """(C.224) holds on the union of the events of Lemma C.3.1 and Lemma C.5.1 (each with probability at least 1 -
    d^-10, L5646-L5653 and L6255): the probability that it fails is at most 2 d^-10."""
    return 2.0 * float(d) ** -10


def c224_failure_mut(d: int, **_: object) -> float:
    """Planted mutant: a failure probability of at most d^-10 / 2 (smaller than the proof's union bound)."""
    return 0.5 * float(d) ** -10


# ------------------------------------------------ (C.221) L6331, last '<=': (1/n) sum ||nu_i||_F against the xi term


def c221_shape(K: int, d: int, n: int, S: float, xi: float, **_: object) -> float:
    """(C.221)'s last step, the shared C_13 term cancelled: (1/n) sum_i ||nu_i||_F <= C_13 sqrt(K S) sqrt(d log n / n)
    xi with S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2; the printed shape (C_13 hidden)."""
    return math.sqrt(K * S) * math.sqrt(d * math.log(n) / n) * xi


def c221_corrected(K: int, d: int, n: int, S: float, xi: float, **_: object) -> float:
    """Corrected: every entry of nu_i is bounded by xi (L5052), so (1/n) sum_i ||nu_i||_F <= xi sqrt(dK) (no decay in
    n: the average of the norms is not centred)."""
    return xi * math.sqrt(d * K)


def c221_mut_rate(K: int, d: int, n: int, S: float, xi: float, **_: object) -> float:
    """Planted mutant of the correction: xi sqrt(dK) sqrt(log n / n) (the printed rate kept)."""
    return xi * math.sqrt(d * K) * math.sqrt(math.log(n) / n)


# ------------------------------------------------ (C.164) L6027: Hess fbar(W*P) <= C_4 max_a E[sum_j (a_j^T x)^2] I


def c164_shape(exx_max: float, **_: object) -> float:
    """(C.164)'s right side, shape: max_{||a|| = 1} E[sum_j (a_j^T x)^2] = lambda_max(E[x x^T]) (C_4 hidden)."""
    return float(exx_max)


def c164_mut_gamma(gamma_tilde: float, K: int, **_: object) -> float:
    """Planted: (4/K^2) Gamma~ (Lemma C.4.4's lower side, which vanishes as mu -> mu/t) in place of the right side."""
    return 4.0 * float(gamma_tilde) / K**2
