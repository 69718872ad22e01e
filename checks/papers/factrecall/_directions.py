"""Directions (issue 31) of factrecall's hidden-constant claims: every free parameter of the printed domain and how
it is searched (``fit``: the exponent fitted inside a measurement; ``search``: drawn by the strategy; ``unsearched``
with the reason). Claims built with their own directions keep them."""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Direction

INF = math.inf


def _d(name: str, param: str, toward: float, how: str, reason: str) -> Direction:
    return Direction(name, param, toward, how=how, reason=reason)


_COST = "NOT SEARCHED (cost, not mathematics): "

DIRECTIONS: dict[str, tuple[Direction, ...]] = {
    "factrecall.thm2.trained": (
        _d("md -> infinity (capacity N_max fitted against md)", "md", INF, "fit",
           "trained memories over a grid of widths m at fixed d; the exponent of N_max in md is fitted"),
        _d("m and d separately", "d", INF, "unsearched",
           "Figure 1's MLP sweep fixes d and varies m (what this reproduction checks); a trained memory gives only a "
           "lower bound on the capacity, which cannot refute an existence statement along d: the separate dependence "
           "on m and d is factrecall.thm2's uniform check (an upper bound on the capacity)")),
    "factrecall.thm3": (
        _d("max(R, D) -> infinity (d_min fitted)", "D", INF, "fit",
           "d_min (smallest d with certified success) fitted against max(R, D) over a grid"),
        _d("S (through H d_h >= S)", "S", INF, "unsearched",
           _COST + "H d_h is set from S by the grid; S is not varied independently of the grid"),
        _d("delta -> 0 (log^6(|V| S R/delta))", "delta_max", 0.0, "search", "delta in {0.1, 0.25} drawn")),
    "factrecall.lemma1": (
        _d("|V^(h)| -> infinity (d_min fitted)", "Vh", INF, "fit", "d_min fitted against |V^(h)| over a grid"),
        _d("|V| -> infinity (log |V|)", "V", INF, "search", "|V| on a grid up to the ci cap"),
        _d("delta -> 0 (log(1/delta))", "delta", 0.0, "search", "delta in {0.02, 0.05, 0.1, 0.2} drawn")),
    "factrecall.thm6": (
        _d("alpha -> 0 (H1 fitted against alpha)", "alpha", 0.0, "fit",
           "9 values of alpha from 1e-2 to 1e-6 per instance; the exponent of H1 in alpha is fitted"),
        _d("S, |N| (Nn), R, D", "S", INF, "search",
           "drawn among the smallest sizes meeting the hypotheses: (S, R, D) = (32, 2, 2), (40, 2, 3), (48, 3, 2) with "
           "|N| = max(64, ceil(4 R sqrt(2D) T)) (sec5_appD_flow.THM6_SIZES); larger S, |N| not drawn: every size is "
           "a full gradient-flow integration for 9 values of alpha")),
}


def apply(claims: list[Claim]) -> None:
    for c in claims:
        if c.id in DIRECTIONS and not c.directions:
            c.directions = DIRECTIONS[c.id]
