"""Hongkang Li, PhD thesis (RPI 2024): bound functions shared by several chapters (a positive separation, a
printed value's tolerance, identities).

Seed: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Pure Python: no torch, no Hypothesis.
"""

from __future__ import annotations


def identity_value(closed_form: float, **_: object) -> float:
    """Identities: the bound is the closed form evaluated by the caller's formula (passed through)."""
    return closed_form


def positive(**_: object) -> float:
    """Property C.3(1): rho(u, sigma) > 0. Returns 0."""
    return 0.0


def identity_int(z_m: int, **_: object) -> int:
    """Lemma 3.4.7, L917-L923: argmax_z b_z^(T) = z_m. Returns z_m."""
    return z_m


# ------------------------------------------------------------------ printed numbers (Kind.REPRODUCTION)

def printed_tolerance(tol: float, **_: object) -> float:
    """A printed number reproduced within ``tol``: the claim is |measured - printed| <= tol. Returns tol."""
    return tol
