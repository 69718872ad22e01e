"""Bounds of checks/papers/thesis/r15_thesisA.py (thesis App. A, round 15, helper thesisA). Pure functions, no torch.

The printed shapes of Lemma A.3.1 Claim 1's lucky-neuron growth (A.19) L2745, (A.23) L2757, (A.100) L3108 and of
(A.79) L3026 (the I_2 term of the W_O update), with a = sqrt(m) (a_(l)i = +-1/sqrt(m), L2650) and ||p_1|| = 1. The
constants of '>~' are hidden (uniform claims)."""

from __future__ import annotations


def growth_shape(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """(A.19) (and (A.23), (A.100) with their own tt): (xi/(aB)) sum_{n in B_b} (eta tt^2 |S_1^n|/|S^n|) (1/(4B))
    sum_{n in B_b} (|S_1^n| m/(|S^n| a)) p_n + xi = xi eta tt^2 s1frac s1p (m/a^2)/4 + xi, a = sqrt(m); s1frac = mean_b
    |S_1^n|/|S^n|, s1p = mean_b (|S_1^n|/|S^n|) p_n; tt = t for (A.19)/(A.23), t + 1 for (A.100)."""
    return xi * eta * tt ** 2 * s1frac * s1p / 4.0 + xi


def growth_mut_no_xi(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """Planted: the '+ xi' dropped and t^2 for t (a wrong shape along t)."""
    return xi * eta * tt * s1frac * s1p / 4.0


def eqA79_shape(eta: float, m: float, s1p: float, **_: object) -> float:
    """(A.79) L3026: eta (1/B) sum_{n in B_b} (|S_1^n|/|S^n|) (1/a) ||p_1||^2 p_n(t) = eta s1p / sqrt(m)."""
    return eta * s1p / m ** 0.5


def eqA79_mut_sum(eta: float, m: float, s1p: float, B: float, **_: object) -> float:
    """Planted: the sum over the batch without its 1/B (wrong along B)."""
    return eqA79_shape(eta, m, s1p) * B


def eqA20_shape(wref: float, B: float, **_: object) -> float:
    """(A.20) L2747 / (A.24) L2759: (1/sqrt(B)) W_O(i,:)^(t) p_ref (p_ref = p_1 as printed; constant of '<~' hidden)."""
    return wref / B ** 0.5


def eqA20_mut_no_sqrt(wref: float, B: float, **_: object) -> float:
    """Planted: W_O(i) p_ref without the 1/sqrt(B) (wrong along B)."""
    return wref


def eqA21_printed(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """(A.21) L2749 / (A.25) L2761: ((xi/(aB)) sum_n (eta t^2 |S_1^n|/|S^n|) (1/(4B)) sum_n (|S_1^n| m/(|S^n| a)) p_n(t)
    + xi)^2, the square of (A.19)'s side (explicit '>=')."""
    return growth_shape(xi, eta, tt, s1frac, s1p) ** 2


def eqA21_mut_double(xi: float, eta: float, tt: float, s1frac: float, s1p: float, **_: object) -> float:
    """Planted: twice the printed side."""
    return 2.0 * eqA21_printed(xi, eta, tt, s1frac, s1p)


def eqA27_printed(minref: float, B: float, **_: object) -> float:
    """(A.27) L2769 (explicit): (1/sqrt(B)) min{W_O(j,:)^(t) p_1, W_O(k,:)^(t) p_2}, minref = the min over j in W_{l,n}(0),
    k in U_{l,n}(0)."""
    return minref / B ** 0.5


def eqA27_mut_one_over_b(minref: float, B: float, **_: object) -> float:
    """Planted: 1/B for 1/sqrt(B)."""
    return minref / B


def prune_large_shape(R: float, alpha_p: float, M1: int, **_: object) -> float:
    """Theorem 6.3.7 (6.16), L1861: pruning S subset L with |S| = R m gives E l(Psi_S) >= Omega(R + (alpha' M1)^{-1});
    the printed shape R + 1/(alpha' M1) (the Omega constant hidden, uniform)."""
    return R + 1.0 / (alpha_p * M1)


def prune_large_mut_r2(R: float, alpha_p: float, M1: int, **_: object) -> float:
    """Planted: R^{-1} in place of R (a wrong shape along R -> 0: the lhs ~ R falls while this grows)."""
    return 1.0 / R + 1.0 / (alpha_p * M1)


def prune_large_mut_m1(R: float, alpha_p: float, M1: int, **_: object) -> float:
    """Planted: a spurious M1 factor on R (a wrong shape along M1 -> inf at fixed R)."""
    return R * M1 ** 2 + 1.0 / (alpha_p * M1)


def a16_shape(sp: float, B: int, m: float, **_: object) -> float:
    """(A.16) L2735: (1/(2B)) sum_{n in B_b+} -(|S_1^n|/(a |S^n|)) p_n(t), a = sqrt(m); sp = sum_{n in B_b+}
    (|S_1^n|/|S^n|) p_n(t). Negative: '<~' it needs V_i(t) <= 0."""
    return -sp / (2.0 * B * m ** 0.5)


def a16_mut(sp: float, B: int, m: float, **_: object) -> float:
    """Planted: without the 1/(2B) (a wrong shape along B)."""
    return -sp / m ** 0.5


def a17_shape(sm: float, B: int, m: float, **_: object) -> float:
    """(A.17) L2737 / (A.178) L3472: (1/(2B)) sum_{n in B_b-} (|S_2^n|/(a |S^n|)) p_n(t); sm = sum_{n in B_b-}
    (|S_2^n|/|S^n|) p_n(t). Positive: '>~' needs V_i(t) > 0."""
    return sm / (2.0 * B * m ** 0.5)


def a17_mut(sm: float, B: int, m: float, **_: object) -> float:
    """Planted: without the 1/(2B)."""
    return sm / m ** 0.5


def a180_shape(sp: float, B: int, m: float, eta: float, **_: object) -> float:
    """(A.180) L3480: eta m (1/(2B)) sum_b sum_{n in B_b+} (|S_1^n|/(a |S^n|)) p_n(b), a = sqrt(m); sp = sum_b
    sum_{n in B_b+} (|S_1^n|/|S^n|) p_n(b). Positive: '>~' needs the left side > 0 for every lucky neuron."""
    return eta * m * sp / (2.0 * B * m ** 0.5)


def a180_mut(sp: float, B: int, m: float, eta: float, **_: object) -> float:
    """Planted: without the 1/(2B) (a wrong shape along B)."""
    return eta * m * sp / m ** 0.5


def a181_shape(B: int, m: float, eta: float, **_: object) -> float:
    """(A.181) L3484 with the i-dependent factor sum_b s_b ||W_O(i)^(b)||^2 ||p_1||^2 divided out: eta m/(B a),
    a = sqrt(m)."""
    return eta * m / (B * m ** 0.5)


def a181_mut(B: int, m: float, eta: float, **_: object) -> float:
    """Planted: 1/B^2 for 1/B (a wrong rate along B)."""
    return eta * m / (B * B * m ** 0.5)


def a182_shape(B: int, m: float, eta: float, t: int, **_: object) -> float:
    """(A.182) L3486 with the i-dependent factor ||W_O(i)^(t)||^2 ||p||^2 divided out: eta t m/(B a), a = sqrt(m)."""
    return eta * t * m / (B * m ** 0.5)


def a182_mut(B: int, m: float, eta: float, t: int, **_: object) -> float:
    """Planted: 1/B^2 for 1/B (a wrong rate along B)."""
    return eta * t * m / (B * B * m ** 0.5)
