"""Directions (issue 31) of softlin's hidden-constant claims that are exponent fits: every free parameter of the
printed domain, how it is searched. The fitted exponent is one direction (``fit``, the rate in n); the others are
drawn by the claims' strategies (``search``, ranges as drawn, checked with tests/test_softlin.py) or unsearched
with the reason. Uniform shape claims (softlin.lemma5.1, softlin.lemma5.2, softlin.display.lemma5.1-m-union)
carry their own directions."""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Direction

_FIT_N = Direction("n -> infinity (the fitted decay exponent)", "n", math.inf, how="fit",
                   reason="each instance is a family n = 1e2 ... 1e5; the failure's decay exponent in n is fitted")


def _search(param: str, toward: float, drawn: str) -> Direction:
    return Direction(f"{param} over its printed range", param, toward, how="search", reason=f"drawn {drawn}")


_TOY = (_FIT_N,
        _search("frac", 0.0, "over [0, 1] (the position of z inside D0/D1's range)"),
        _search("C_tau", 1.0, "log-uniformly over (1, 200] (tau = C_tau sqrt(log(n/delta))/n^0.1)"),
        _search("delta", 0.0, "log-uniformly over [1e-12, 0.0999] with edges"))
_TOY_C = (*_TOY, _search("C", 1.0, "log-uniformly over (1, 200] (m = C log(n/delta))"))

_D_COMMON = (_FIT_N,
             Direction("d with n", "d", math.inf, how="unsearched",
                       reason="d is not free: the families set d = 3 + ceil(n^gamma) (the papers' d = n^gamma), so "
                              "d grows with n along the fitted direction and gamma is searched"),
             _search("gamma", 0.02, "over [gamma_min, 1] (d = n^gamma)"),
             _search("gamma_u", 0.0, "over (0, 1] (the scale of the data u)"),
             _search("Cm", 0.0, "log-uniformly over [0.005, 200] (the width constant)"),
             _search("delta", 0.0, "log-uniformly over [1e-12, 0.0999]"))
_A1 = _search("a1", 0.7, "log-uniformly over [0.7 (or 1), 100]")
_A0 = _search("a0", 0.0, "over (0, 0.1)")
_B = _search("b", 0.1, "on a dyadic grid over [0.1, 0.9] (Def D.1; [0, 0.2] for Appendix E)")

DIRECTIONS: dict[str, tuple[Direction, ...]] = {
    "softlin.lemma4.2.part1": _TOY, "softlin.lemma4.1": _TOY, "softlin.lemma5.3": _TOY_C, "softlin.lemma5.4": _TOY_C,
    "softlin.thmD.5": (*_D_COMMON, _A1, _B), "softlin.lemmaD.12": (*_D_COMMON, _A1, _B),
    "softlin.thmD.13": (*_D_COMMON, _A1, _B),
    "softlin.lemmaD.8": (*_D_COMMON, _B, _A0), "softlin.thmD.9": (*_D_COMMON, _B, _A0),
    "softlin.lemmaD.16": (*_D_COMMON, _B, _A0), "softlin.thmD.17": (*_D_COMMON, _B, _A0),
    "softlin.thm6.2": (*_D_COMMON, _A1, _B, _A0), "softlin.thm1.1": (*_D_COMMON, _A1, _B, _A0),
    "softlin.thmE.4": (*_D_COMMON, _A1, _B), "softlin.claimE.omitted": (*_D_COMMON, _A1, _A0, _B),
    "softlin.thmF.5": (*_D_COMMON, _A1), "softlin.thmF.13": (*_D_COMMON, _A1),
    "softlin.lemmaF.8": (*_D_COMMON, _A0), "softlin.thmF.9": (*_D_COMMON, _A0),
    "softlin.lemmaF.16": (*_D_COMMON, _A0), "softlin.thmF.17": (*_D_COMMON, _A0),
    "softlin.thm1.2": (*_D_COMMON, _A1, _A0),
}


def apply(claims: list[Claim]) -> None:
    """Attach the directions above to the claims that have none of their own."""
    for c in claims:
        if c.id in DIRECTIONS and not c.directions:
            c.directions = DIRECTIONS[c.id]
