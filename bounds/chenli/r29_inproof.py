"""Bounds of chenli's round-29 claims (helper inproof): ``checks/papers/chenli/r29_inproof.py``. Pure functions of
named quantities (no torch). Seed: ``shared/seeds/000_7ee2e1d97e13a266.txt``."""

from __future__ import annotations

from typing import Any


def markov_shape(s: Any, **_: Any) -> Any:
    """The printed '<~ 1/s^2' of L896 (and '<~ 1/s'^2' of L904, s standing for s'): the shape 1/s^2; its '<~'
    constant is the uniform constant."""
    return 1 / (s * s)


def markov_wrong_flipped(s: Any, **_: Any) -> Any:
    """A planted wrong shape: s^2 (the exponent's sign flipped; P = 1 at small s refutes it)."""
    return s * s


def markov_wrong_sqrt(s: Any, **_: Any) -> Any:
    """A planted wrong shape: s^{1/2} (a bound that vanishes as s -> 0, where the event has probability 1)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(s)


def prop61_tail_shape(delta: Any, **_: Any) -> Any:
    """The printed '<~ delta' of L1382 (Proposition 6.1's proof): the shape delta; its '<~' constant is the uniform
    constant."""
    return delta


def prop61_wrong_over_k2(delta: Any, k: Any, **_: Any) -> Any:
    """A planted wrong shape: delta/k^2 (a factor k^2 too small; refuted where log(k/delta) -> 0 at large k)."""
    return delta / (k * k)



def l1048_shape(s: Any, t: Any, **_: Any) -> Any:
    """The printed '<~ 1/s^2 + 1/t^2' of L1048 (Lemma 5.14's union bound of (45) and (46)); its '<~' constant is the
    uniform constant."""
    return 1 / (s * s) + 1 / (t * t)


def l1048_wrong_flipped(s: Any, t: Any, **_: Any) -> Any:
    """A planted wrong shape: s^2 + t^2 (the exponents' signs flipped; P > 0 as s, t -> 0 refutes it)."""
    return s * s + t * t


def l1048_wrong_sqrt(s: Any, t: Any, **_: Any) -> Any:
    """A planted wrong shape: sqrt(s) + sqrt(t) (vanishes as s, t -> 0)."""
    from thmcheck.bounds.num import sqrt

    return sqrt(s) + sqrt(t)


def l912_middle(mid: Any, **_: Any) -> Any:
    """L912's middle line (computed from its definition in the measurement: max(|mu'' - mu'|, |nu'' - nu'|)/2
    ||Theta_[2,3]^T x||^2 + (|mu'' - mu'|/2)^2 (x^T Theta_[2,3] 1_[2])^2 + (|nu'' - nu'|/2)^2 (x^T Theta_[2,3]
    1_[3])^2); its '<~' constant is the uniform constant."""
    return mid


def l912_middle_wrong_mu_only(dm: Any, n2: Any, w2: Any, **_: Any) -> Any:
    """A planted wrong shape: the S_[2] terms only (max(|mu'' - mu'|, |nu'' - nu'|) read as |mu'' - mu'|, the
    nu-term dropped): 0 where mu' = mu'' and nu' != nu''."""
    return dm / 2 * n2 + (dm / 2) ** 2 * w2 * w2


def l912_last(ups: Any, d2: Any, d3: Any, d: Any, s: Any, sp: Any, fro2: Any, **_: Any) -> Any:
    """L912's last line: v^2 (d2 + d3)^2/d (s^2 + s'^2 (d2 + d3)) ||Theta||_F^2; '<~' the uniform constant."""
    return ups * ups * (d2 + d3) ** 2 / d * (s * s + sp * sp * (d2 + d3)) * fro2


def l912_last_wrong_squared(ups: Any, d2: Any, d3: Any, d: Any, s: Any, sp: Any, fro2: Any, **_: Any) -> Any:
    """A planted wrong shape: (s^2 + s'^2 (d2 + d3))^2 in place of its first power (refuted where ||Theta_[2,3]^T
    x|| is small against ||Theta||_F, so the event's least s, s' are small)."""
    return ups * ups * (d2 + d3) ** 2 / d * (s * s + sp * sp * (d2 + d3)) ** 2 * fro2


def eq32_first(mid860: Any, **_: Any) -> Any:
    """(32)'s first line's bound (L860, computed from its definition in the measurement): max(|mu'' - mu'|,
    |nu'' - nu'|)/2 ||w||^2 + (|mu'' - mu'|/2)^2 |sum_{i != j in S_[2]} w_i w_j| + (|nu'' - nu'|/2)^2 |sum_{i != j
    in S_[3]} w_i w_j| + 2 (|mu'' - mu'|/2)(|nu'' - nu'|/2) |sum_{S_[2] x S_[3]} w_i w_j|, w = Theta^T x."""
    return mid860


def eq32_first_wrong_no_cross(mid860: Any, dm: Any, **_: Any) -> Any:
    """A planted wrong shape: the first line's bound times |mu'' - mu'| (0 where mu' = mu'' while nu' != nu'')."""
    return mid860 * dm


def eq32_second(line3: Any, **_: Any) -> Any:
    """(32)'s second line (L860): c/sqrt(min(d2, d3)) ||Theta||_F^2 + c^2/d2 <w, 1_[2]>^2 + c^2/d3 <w, 1_[3]>^2 +
    2 c^2/sqrt(d2 d3) |<w, 1_[2]> <w, 1_[3]>| (computed in the measurement); '<~' the uniform constant."""
    return line3


def l864_shape_above(s: Any, sp: Any, r: Any, **_: Any) -> Any:
    """L864's right side 1/s'^2 + exp(-c' r_Theta) + exp(-Omega(s^2)) bounded ABOVE, for every fixed c' and Omega
    constant, by a constant times 1/s'^2 + 1/r_Theta + 1/s^2 (exp(-a z) <= 1/(e a z)): a divergence against this
    shape is one against the printed right side with any constants."""
    return 1 / (sp * sp) + 1 / r + 1 / (s * s)
