"""Round 25 (helper engine): settling verdicts the engine left undecided.

- ``mhgd.display.l1247-p1-chain`` (r24_mhgd) gains an exact re-measure (``_l1247_exact``): its ci verdict was
  ``potential`` at the equality case of item 1 (p = 0 or p along +u_*, where ||U||_F = (zeta/2) sqrt(T) ||u_*|| +
  sqrt(T) ||p|| exactly), a crossing of one ulp in float64. The re-measure takes the float64 vectors u_*, p and the
  float zeta of the instance as exact binary numbers and evaluates ||U_h^(1)||_F = sqrt(T) ||zeta/2 u_* + p||_2 and the
  norms the bound uses in mpmath at the engine's exact precision.
"""

from __future__ import annotations

import math

import mpmath
import torch

from thmcheck.checks.claim import Measurement
from thmcheck.checks.papers.mhgd import r24_mhgd
from thmcheck.checks.papers.mhgd._common import _dm1_build
from thmcheck.models.device import generator


def _l1247_exact(inst: dict) -> Measurement:
    """||U_h^(1)||_F = sqrt(T) ||zeta/2 u_* + p||_2 (its T equal rows, alpha_h = +-1) in mpmath on the instance's own
    float64 u_*, p and zeta (exact binary values), with u_norm, p_norm and P as mpmath numbers: the same instance as
    ``_l1247_measure``, free of float64 rounding."""
    dm, _, _ = _dm1_build({**inst, "n": 1})
    g = generator(inst["seed"] + 11)
    us = dm.u_star
    v = {"rand": torch.randn(dm.d, generator=g, dtype=torch.float64), "+u": us.clone(), "-u": -us}[inst["p_dir"]]
    p = v / v.norm() * inst["P_frac"] * dm.S
    u_l = [mpmath.mpf(float(x)) for x in us.tolist()]
    p_l = [mpmath.mpf(float(x)) for x in p.tolist()]
    z = mpmath.mpf(float(dm.zeta))
    S = mpmath.mpf(float(dm.S))
    if inst["item"] == "2":
        # item 2 uses the hypothesis ||u_*|| = sqrt(2) S (mu_+ perp mu_-, both of norm S), which the float64 u_* meets
        # only to rounding: the exact instance is u_* rescaled to norm sqrt(2) S (as r18_mhgd's exact Q is taken
        # orthonormal)
        un = mpmath.sqrt(mpmath.fsum(x * x for x in u_l))
        u_l = [x * mpmath.sqrt(2) * S / un for x in u_l]
    row = [z / 2 * a + b for a, b in zip(u_l, p_l, strict=True)]
    # sqrt(T) multiplies both sides: it enters as the float64 math.sqrt(T) that the bound (bounds/mhgd/r24_mhgd.l1247)
    # uses, so the comparison is ||zeta/2 u_* + p|| against (zeta/2) ||u_*|| + ||p|| (item 1) exactly
    lhs = mpmath.mpf(math.sqrt(dm.T)) * mpmath.sqrt(mpmath.fsum(x * x for x in row))
    u_norm = mpmath.sqrt(mpmath.fsum(x * x for x in u_l))
    p_norm = mpmath.sqrt(mpmath.fsum(x * x for x in p_l))
    P = p_norm * (1 + mpmath.mpf(inst["P_slack"]))  # as the float measure: ||p|| <= P is P's definition
    return Measurement(lhs, {"item": inst["item"], "T": dm.T, "zeta": z, "S": S, "P": P, "u_norm": u_norm,
                             "p_norm": p_norm},
                       {"d": dm.d}, exact=True)


r24_mhgd.L1247.exact = _l1247_exact
