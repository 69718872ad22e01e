"""Softmax patterns and their distances, in torch (float64 by default) and in high precision (mpmath)."""

from __future__ import annotations

import mpmath
import torch


def softmax_dist_to_vertex_l1(v: torch.Tensor, a: int) -> torch.Tensor:
    """``||softmax(v) - e_a||_1`` computed without cancellation: 2 * (total mass off a), via log-softmax."""
    logw = torch.log_softmax(v, dim=-1)
    off = torch.cat([logw[..., :a], logw[..., a + 1 :]], dim=-1)
    mass_off = torch.logsumexp(off, dim=-1).exp()
    # |w_a - 1| + sum_{b != a} w_b, and 1 - w_a equals the off mass exactly in the simplex
    return 2.0 * mass_off


def softmax_mp(v: list, dps: int = 60) -> list:
    """Softmax in mpmath at ``dps`` decimal digits (inputs converted exactly from float64)."""
    with mpmath.workdps(dps):
        xs = [mpmath.mpf(float(x)) for x in v]
        m = max(xs)
        e = [mpmath.exp(x - m) for x in xs]
        s = mpmath.fsum(e)
        return [x / s for x in e]


def softmax_dist_to_vertex_l1_mp(v: list, a: int, dps: int = 60) -> mpmath.mpf:
    """High-precision reference for :func:`softmax_dist_to_vertex_l1`, summing |w - e_a| term by term."""
    with mpmath.workdps(dps):
        w = softmax_mp(v, dps)
        return mpmath.fsum(abs(w[b] - (1 if b == a else 0)) for b in range(len(w)))
