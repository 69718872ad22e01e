"""Scaling exponents of Section 4 of Nichani, Lee & Bietti (hidden-constant requirements checked as rates).

Seed: ``shared/seeds/002_60f5937820eee378.txt``; catalog ``shared/claims/factrecall.md`` (2.1, 2.3).
Pure functions (no torch); the measurements are in ``models/factrecall/sec4_scaling.py``, the claims in
``checks/papers/factrecall/sec4_appC1_lemma1.py``.
"""

from __future__ import annotations

from thmcheck.bounds.num import log


def lemma1_dmin_exponent() -> float:
    """Lemma 1 (App. C, L604-L628): d >~ |V^(h)| log(|V|/delta) suffices for the denoising chain with probability
    1 - delta. Kind: probabilistic, hidden constant. Checked as a rate: the smallest certified d grows at most
    linearly in x = |V^(h)| ln(|V|/delta), i.e. the fitted exponent of d_min against x is <= 1."""
    return 1.0


def thm3_dmin_exponent() -> float:
    """Theorem 3 (informal, L175-L181) / Theorem 10 (formal, L696-L700): d >~ max(R, D) polylog(|V| S R / delta)
    (with H d_h >~ S + R) suffices for an attention-only transformer with 100 % accuracy. Kind: construction,
    hidden constant and polylog. Checked as a rate at a constant polylog argument: d_min grows at most linearly in
    max(R, D), i.e. the fitted exponent is <= 1."""
    return 1.0


def lemma1_gamma_printed(overlaps: tuple, eos_overlap_half: float) -> float:
    """Proof of Lemma 1, L620-L622, as printed: gamma_z = the sum of the overlaps <phi(z), phi(z')>, z' in V^(h)
    (minus z itself when z is in V^(h)); the EOS term is not there."""
    return float(sum(overlaps))


def lemma1_gamma_corrected(overlaps: tuple, eos_overlap_half: float) -> float:
    """gamma_z = the overlaps plus <phi(EOS), phi(z)>/2 (v contains phi(EOS)/2)."""
    return float(sum(overlaps)) + eos_overlap_half


def lemma1_shape(Vh: int, V: int, delta: float) -> float:
    """Lemma 1 (L604-L628), the printed shape of its requirement d >~ |V^(h)| log(|V|/delta): the uniform check
    asks for one constant c with d_min <= c |V^(h)| ln(|V|/delta) over the whole domain."""
    return Vh * log(V / delta)


def lemma1_shape_no_vh(Vh: int, V: int, delta: float) -> float:
    """Planted wrong shape: the factor |V^(h)| dropped (wrong along |V^(h)| -> infinity)."""
    return log(V / delta)

