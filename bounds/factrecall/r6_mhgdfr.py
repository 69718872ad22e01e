"""Bounds of factrecall's round-6 step claims (thmcheck.checks.papers.factrecall.r6_mhgdfr): each printed side as a
pure function of the measured quantities (in logs)."""

from __future__ import annotations

import math


def l570_printed(item: str, rhs: float, k: int) -> float:  # noqa: ARG001
    """Proof of Theorem 9 (L568-L572), k = 2 ceil(1/eps), d >= N^eps, N >= C1(eps): (a) log N - (1 + 2/eps) log(4/eps)
    <= k log d - (k + 1) log(2k) - log N, i.e. d^k/((2k)^{k+1} N) >= N/(4/eps)^{1+2/eps}; (b) 0 <= log N - (1 +
    2/eps) log(4/eps), i.e. N/(4/eps)^{1+2/eps} >= 1; (L574) (2k)^{k+1} N/d^{k+1} <= 1/d, L566's middle term dropped. `rhs` is the log of the printed larger side."""
    return rhs


def l570_l558_power(item: str, rhs: float, k: int) -> float:
    """Mutant base: (a) with L558's (2k + 2)^{k+1} in place of L570's (2k)^{k+1}."""
    return rhs - (k + 1) * math.log((2 * k + 2) / (2 * k)) if item == "570-a" else rhs


def l550_shape(d: int, k: int, q: int, same: int) -> float:
    """(L550) E[omega_iz^xy omega_iz^xy] <~ 2^{3q+3k} (d^{-1} + 1(x = z)): the printed shape, constant left out."""
    return 2.0 ** (3 * q + 3 * k) * (1.0 / d + same)


def l550_no_indicator(d: int, k: int, q: int, same: int) -> float:  # noqa: ARG001
    """Mutant base: L550 without its '1(x = z)' (wrong along d at x = z)."""
    return 2.0 ** (3 * q + 3 * k) / d


def l550_q_inverted(d: int, k: int, q: int, same: int) -> float:
    """Mutant base: 8^{k - q} in place of 8^{q + k} (a wrong power of q)."""
    return 2.0 ** (3 * k - 3 * q) * (1.0 / d + same)


def sums_printed(item: str, rhs: float, corr: float, alt: float) -> float:  # noqa: ARG001
    """Proof of Theorem 9: (L538) E[sigma'(<w_i, e_x>)^2 h_k(<e_z, w_i>)^2 <e_x, e_z>^2] <= E[sigma'^8]^{1/4}
    E[h_k^8]^{1/4} E[<e_x, e_z>^4]^{1/2}; (L558) sum_z E[omega_iz omega_jz] <= (1 + 1/d) c_{k+1}^2 + c_{k+1}^2
    (2k+2)^{k+1} d^{-(k+1)} 2N; (L562) sum_z E[omega_iz omega_iz] <= 2^{3q+3k} (1 + N/d). `rhs` is the printed
    right side (`alt`: a planted wrong variant per item, for the mutants)."""
    return rhs


def sums_corrected(item: str, rhs: float, corr: float, alt: float) -> float:  # noqa: ARG001
    """(L558) with the factor (k + 1) of h_j' = sqrt(j) h_{j-1} (L1733: h_j orthonormal): sum_z E[omega_iz omega_jz]
    <= (k + 1) [(1 + 1/d) c_{k+1}^2 + c_{k+1}^2 (2k+2)^{k+1} d^{-(k+1)} 2N]; the other items as printed."""
    return corr


def sums_mutant(item: str, rhs: float, corr: float, alt: float, hit: str = "") -> float:
    """Mutant base: the wrong variant `alt` on item `hit`, the corrected side elsewhere."""
    return alt if item == hit else corr


def l566_shape(d: int, k: int, q: int, N: int, m: float) -> float:
    """(L566) Var(gamma_xy) <~ 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} N/(m d): the printed shape, constant left out."""
    return 1.0 / d + (2.0 * k) ** (k + 1) * N / float(d) ** (k + 1) + 2.0 ** (3 * q + 3 * k) * N / (m * d)


def l566_corrected(d: int, k: int, q: int, N: int, m: float) -> float:
    """L566 with the 1/m part of L562's 2^{3q+3k}(1 + N/d) kept: 1/d + (2k)^{k+1} N/d^{k+1} + 2^{3q+3k} (1 + N/d)/m."""
    return 1.0 / d + (2.0 * k) ** (k + 1) * N / float(d) ** (k + 1) + 2.0 ** (3 * q + 3 * k) * (1 + N / d) / m


def l566_no_first(d: int, k: int, q: int, N: int, m: float) -> float:
    """Mutant base: the corrected shape with (1 + N)/(m d) for (1 + N/d)/m (wrong along d at fixed m)."""
    return 1.0 / d + (2.0 * k) ** (k + 1) * N / float(d) ** (k + 1) + 2.0 ** (3 * q + 3 * k) * (1 + N) / (m * d)


def l554_printed(m: float, s_cross: float, s_sq: float) -> float:
    """(L554) E[gamma_xy^2] = (m-1)/m sum_z E[omega_iz omega_jz] + (1/m) sum_z E[omega_iz omega_iz] (i != j)."""
    return (m - 1) / m * s_cross + s_sq / m


def l554_swapped(m: float, s_cross: float, s_sq: float) -> float:
    """Mutant base: the weights (m-1)/m and 1/m exchanged."""
    return s_cross / m + (m - 1) / m * s_sq


def l554_no_diag(m: float, s_cross: float, s_sq: float) -> float:  # noqa: ARG001
    """Mutant base: the i = j part dropped, E[gamma^2] = sum_z E[omega_iz omega_jz]."""
    return s_cross



def l683_shape(item: str, d: int, dh: int, n_az: int, s_ind: int, s_size: int, max_a: int, n_v: int) -> float:
    """(L683) Var(gamma_az) <~ |A^z|/d + (1/d_h) sum_{z' in V^(h)} (1(a in A^z') + |A^z'|/d); (L684, item "684")
    <~ max_z |A^z|/d + |V^(h)|/d_h: the printed shapes, constants left out; s_ind = sum_{z'} 1(a in A^z'), s_size =
    sum_{z'} |A^z'|."""
    if item == "684":
        return max_a / d + n_v / dh
    return n_az / d + (s_ind + s_size / d) / dh


def l683_corrected(item: str, d: int, dh: int, n_az: int, s_ind: int, s_size: int, max_a: int, n_v: int) -> float:
    """L683 with the z' != z terms also at rate 1/d (L678's (d + d_h + 1)/(d d_h) = 1/d_h + 1/d + 1/(d d_h)):
    |A^z|/d + (1/d_h + 1/d) sum_{z'} (1(a in A^z') + |A^z'|/d); L684: max_z |A^z|/d + |V^(h)|/min(d, d_h)."""
    if item == "684":
        return max_a / d + n_v / min(d, dh)
    return n_az / d + (1 / dh + 1 / d) * (s_ind + s_size / d)


def l683_corrected_no_dh(item: str, d: int, dh: int, n_az: int, s_ind: int, s_size: int, max_a: int,
                         n_v: int) -> float:
    """Mutant base: the correction without its 1/d_h parts (wrong along d -> inf, d_h fixed)."""
    if item == "684":
        return max_a / d + n_v / d
    return n_az / d + (s_ind + s_size / d) / d


def thm10_logit_printed(item: str) -> float:  # noqa: ARG001
    """(L743/L747) phi(a)^T attn lies in {0}, [-1/5, 1/5] or [4/5, 6/5]; (L756) phi(a)^T F_MHSA >= 4/5 + 4/5 = 8/5:
    the measured excess over the printed interval (or below 8/5) is at most 0."""
    return 0.0


def thm10_logit_tight(item: str) -> float:  # noqa: ARG001
    """Mutant base: each printed interval tightened by 1/20 (and 8/5 raised by 1/20)."""
    return -0.05


def thm11_dims_printed(d: int) -> float:
    """(L941, L949) P and Q, each of dimension ceil(d/2), orthogonal to each other and to phi(EOS), live in R^d: the
    room they need, 2 ceil(d/2) + 1, is at most d."""
    return float(d)


def thm11_dims_corrected(d: int) -> float:
    """Corrected reading: dim P = dim Q = floor((d - 1)/2); the room the printed dimensions need, minus the gap
    2 (ceil(d/2) - floor((d - 1)/2)), is at most d."""
    return float(d + 2 * (math.ceil(d / 2) - (d - 1) // 2))


def thm11_dims_mutant(d: int) -> float:
    """Mutant base of the correction: dim P = dim Q = floor(d/2) (still one dimension short for even d)."""
    return float(d + 2 * (math.ceil(d / 2) - d // 2))
