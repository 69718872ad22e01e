"""thesis, round 26 (helper thesisCD): bounds of checks/papers/thesis/r26_thesisCD.py (pure Python)."""

from __future__ import annotations

from thmcheck.bounds.num import exp, log

# ------------------------------------------------------------------ (C.44) L5425: the '>~ sigma^{-(1+eps)}' link


def c44_gtrsim_shape(sigma: float, eps: float) -> float:
    """The printed shape of (C.44)'s last link: sigma^{-(1+eps)}."""
    return exp(-(1 + eps) * log(sigma))


def c44_gtrsim_mut_eps(sigma: float, eps: float) -> float:
    """Mutant: sigma^{-1} (eps dropped; under k1 in (1, 1 + eps] the middle side decays faster than it)."""
    return exp(-log(sigma)) + 0.0 * eps


def c44_gtrsim_mut_half(sigma: float, eps: float) -> float:
    """Mutant: sigma^{-(1 + eps/4)} (a quarter of eps)."""
    return exp(-(1 + eps / 4) * log(sigma))


# ------------------------------------------------------------------ (C.50) L5453: the '>~ 1/sigma^{3.1}' link


def c50_gtrsim_shape(sigma: float) -> float:
    """The printed shape of (C.50)'s last link: sigma^{-3.1}."""
    return exp(-3.1 * log(sigma))


def c50_gtrsim_mut_25(sigma: float) -> float:
    """Mutant: sigma^{-2.5} (under k1 in (3, 3.1] the middle side decays faster than it, by >= sigma^{-0.5}; the
    nearer sigma^{-3} moves the ratio by at most sigma^{-0.1}, below what a 9-decade path can tell)."""
    return exp(-2.5 * log(sigma))


def c50_gtrsim_mut_2(sigma: float) -> float:
    """Mutant: sigma^{-2}."""
    return exp(-2 * log(sigma))


# ------------------------------------------------------------------ (C.4) L5088: the symmetric mixture's components


def _c4_components(L: int, odd_upper: int) -> int:
    """The Gaussian components of (C.4)'s printed form, enumerated over its index sets: L even: sum_{l=1}^{L/2}
    lambda_l (N(mu_l, Sigma_l) + N(-mu_l, Sigma_l)); L odd: lambda_1 N(0, Sigma_1) + sum_{l=2}^{odd_upper} lambda_l
    (N(mu_l, Sigma_l) + N(-mu_l, Sigma_l))."""
    L = int(L)
    if L % 2 == 0:
        return sum(2 for _ in range(1, L // 2 + 1))
    return 1 + sum(2 for _ in range(2, odd_upper + 1))


def c4_printed_components(L: int) -> int:
    """(C.4) as printed: the odd case's sum runs over l = 2..(L - 1)/2."""
    return _c4_components(L, (int(L) - 1) // 2)


def c4_corrected_components(L: int) -> int:
    """(C.4) with the odd case's sum over l = 2..(L + 1)/2: 1 + 2 (L - 1)/2 = L components."""
    return _c4_components(L, (int(L) + 1) // 2)


def c4_mut_upper_plus(L: int) -> int:
    """Mutant of the corrected form: the odd sum to (L + 3)/2 (L + 2 components)."""
    return _c4_components(L, (int(L) + 3) // 2)


def c4_mut_even_short(L: int) -> int:
    """Mutant of the corrected form: the even sum to L/2 - 1 (odd case corrected)."""
    L = int(L)
    return L - 2 if L % 2 == 0 else c4_corrected_components(L)


# ------------------------------------------------------------------ L7113: the index blocks S_{j,l} inside [m1]


def l7113_m1(m1: int, **_: object) -> int:
    """The printed '... subset [m_1]': the largest index allowed, m_1."""
    return int(m1)


def l7113_mut_m1_minus(m1: int, **_: object) -> int:
    """Mutant of the corrected blocks: [m1 - 1] (the corrected blocks reach m1 exactly)."""
    return int(m1) - 1


# ------------------------------------------------------------------ (C.15)-(C.16) L5223-L5227: the limits u_i -> 0


def c15_rate_shape(h: float) -> float:
    """|h|: the limits of (C.15)-(C.16) checked through a Lipschitz rate in u_i = h."""
    return abs(h)


def c15_mut_cube(h: float) -> float:
    """Mutant: |h|^3 (at u_i = 0 the integrals are even in u_i, so the differences are ~ h^2)."""
    return abs(h) ** 3


def c15_mut_25(h: float) -> float:
    """Mutant: |h|^2.5."""
    return abs(h) ** 2.5


# ------------------------------------------------------------------ L1375: 'L(0, y) in [0, 1]' for the cross-entropy


def l1375_l0_upper(K: int) -> float:
    """The printed upper end of L(0, y) in [0, 1]."""
    return 1.0 + 0.0 * K


def l1375_l0_corrected(K: int) -> float:
    """L(0^K, y) in [0, log K] for the cross-entropy over K classes (equality: softmax(0) is uniform)."""
    return log(K)


def l1375_l0_mut_km1(K: int) -> float:
    """Mutant of the corrected bound: log(K - 1) (one class too few; -inf-free for K >= 2)."""
    return log(max(int(K) - 1, 1))


# ------------------------------------------------------------------ L1375: the l2-regression loss '1-Lipschitz'


def l1375_l2_lip(dz: float) -> float:
    """The printed 1-Lipschitz: |L(z, y) - L(z', y)| <= ||z - z'||."""
    return dz


def l1375_l2_mut_half(dz: float) -> float:
    """Mutant of the reading (outputs within distance 1 of the label): 1/2-Lipschitz (the gradient z - y reaches norm
    1 on that ball)."""
    return 0.5 * dz


# ------------------------------------------------------------------ Table 5.1 L1512 against Table D.2 L6769, L6775


def lambda_w_table51(m1: float, eps0: float, C0: float) -> float:
    """Table 5.1 as printed: lambda_w = 2 eps0 m1^{3 - 0.002}/C0^4 (L1512)."""
    return 2 * eps0 * exp((3 - 0.002) * log(m1)) / C0**4


def lambda_w_table51_corrected(m1: float, eps0: float, C0: float) -> float:
    """Table 5.1 with the power of Table D.2: 2 eps0 m1^{3 - 0.02}/C0^4 (= 2/(tau'_w)^4)."""
    return 2 * eps0 * exp((3 - 0.02) * log(m1)) / C0**4


def lambda_w_mut_m1(m1: float, eps0: float, C0: float) -> float:
    """Mutant of the corrected value: the m1 power 3 - 0.03."""
    return 2 * eps0 * exp((3 - 0.03) * log(m1)) / C0**4
