"""Bounds of chenli's round-23 claims (helper chenliB): ``checks/papers/chenli/r23_chenliB.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any

from thmcheck.bounds import num as bnum


def value(value: Any, **_: Any) -> Any:
    """The display's other side, computed by the measurement from the instance (its explicit formula)."""
    return value


# L1695 (Lemma 6.9's variance chain)


def l1695_mut_no_two(value: Any, **_: Any) -> Any:
    """Planted: ||E'||_F^4 (the factor 2 dropped; V = 2(n^2 - n) > n^2 for rank one with n > 2 equal weights)."""
    return value / 2


def l1695_id_mut_no_two(value: Any, **_: Any) -> Any:
    """Planted: sum_{i != j} (E'E'^T)_{ij}^2 (the pairing count 2 dropped)."""
    return value / 2


def l1695_id_mut_diag(value: Any, diag2: Any = 0, **_: Any) -> Any:
    """Planted: 2 ||E'E'^T||_F^2 in place of the off-diagonal sum (the diagonal kept)."""
    return value + 2 * diag2


# L1622 (Fact 6.7's chain)


def l1622_bound(nu: float, **_: Any) -> Any:
    """The chain's last right side exp(-1/nu)."""
    return bnum.exp(-1.0 / nu)


def l1622_mut_two_over_nu(nu: float, **_: Any) -> Any:
    """Planted: exp(-2/nu) (below (1 - 1/(nu d'))^{d'} for every d')."""
    return bnum.exp(-2.0 / nu)


def l1622_mut_power_d_plus_one(nu: float, dprime: int, **_: Any) -> Any:
    """Planted: (1 - 1/(nu d'))^{d' + 1} (one factor more than the d' the hypothesis supplies)."""
    return (1.0 - 1.0 / (nu * dprime)) ** (dprime + 1)


# L1286 (Lemma 5.22's indicator split)


def l1286_mut_no_cap(value: Any, cap: Any = 0, **_: Any) -> Any:
    """Planted: 1_S = 1_{S minus T} (the 1_{S cap T} term dropped)."""
    return value - cap


# L702 (Lemma 5.8's proof, Case 2: Theorem 5.4 on y_[2] with the printed exponent c)


def l702_base(c: float, tp: float, nu: float, r: float, d: float) -> Any:
    """B := (c + t') nu/sqrt(d) + c nu^{1/2} r_Theta^{1/4}/d^{1/4} (L702's base, as in (24), (26))."""
    return (c + tp) * nu / bnum.sqrt(d) + c * bnum.sqrt(nu) * r**0.25 / d**0.25


def l702_printed(c: float, tp: float, nu: float, r: float, d: float, s: float, **_: Any) -> Any:
    """L702 as printed: P_{y_[2]}[|p_x(y) - t| <= s ||Theta||_F] <~ B^c + s^{1/2}, the exponent c the c of Lemma 5.8's
    hypotheses (|mu|, |mu'| <= c/sqrt(d_2), 1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2); uniform shape (constant 1)."""
    return l702_base(c, tp, nu, r, d) ** c + bnum.sqrt(s)


def l702_corrected(c: float, tp: float, nu: float, r: float, d: float, s: float, proj: float = 1.0, **_: Any) -> Any:
    """What the step can give: Theorem 5.4's absolute exponent C in (0, 1) (as in (11)), checked with C = 1 (B < 1, so
    C = 1 is the strongest member of the family): B + s^{1/2}, under the hypothesis Theorem 5.4 needs and (25) does not
    give, ||Pi_[2]^perp Theta_[2]^T x||^2 >= ||Theta||_F^2/9 (proj := ||Pi^perp Theta_[2]^T x||^2/||Theta||_F^2);
    where it fails, the trivial bound 1 (a probability)."""
    return l702_base(c, tp, nu, r, d) + bnum.sqrt(s) if proj >= 1.0 / 9 else 1.0 + 0.0 * s


def l702_mut_no_base(c: float, tp: float, nu: float, r: float, d: float, s: float, **_: Any) -> Any:
    """Planted (for the corrected reading): s^{1/2} alone (the atoms of the slice law dropped)."""
    return bnum.sqrt(s) + 0.0 * (c + tp + nu + r + d)
