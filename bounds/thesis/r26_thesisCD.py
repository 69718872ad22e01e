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
