"""The directions of chenli's exponent-fit (hidden-constant) claims (``Claim.directions``, issue 31): each claim's
fitted rate is one direction, searched ``how="fit"`` (an exponent fitted inside each measurement along the ladder its
notes describe). Added this round from each claim's notes; the other directions of the printed domains of these
claims are NOT listed yet (the round's report says so): they are to be added with the uniform conversion.
"""

from __future__ import annotations

import math

from checks.claim import Claim, Direction

INF = math.inf

# id -> (direction name, path parameter, end approached)
_FIT: dict[str, tuple[str, str, float]] = {
    "chenli.thm3.1": ("tail rate along the m ladder", "m", INF),
    "chenli.thm3.4": ("loss exponent in sigma/M", "sigma_over_M", INF),
    "chenli.thm5.4": ("distance exponent in tau", "tau", 0.0),
    "chenli.lemma5.5": ("tail exponent along the s ladder", "s", INF),
    "chenli.thm5.6": ("tail rate in the block size", "n", INF),
    "chenli.cor5.7": ("quantile growth in k", "k", INF),
    "chenli.lemma5.8": ("exponent of Q(s) in s", "s", 0.0),
    "chenli.lemma5.9": ("exponent of Q(s) in s", "s", 0.0),
    "chenli.lemma5.11": ("quantile exponent in d", "d", INF),
    "chenli.lemma5.12": ("quantile exponent in d", "d", INF),
    "chenli.lemma5.13": ("deviation exponent in r_Theta (c = kappa r^beta, d = r^g)", "r_Theta", INF),
    "chenli.lemma5.15": ("exponent in d of ||E Delta||_max", "d", INF),
    "chenli.lemma5.16": ("exponent in d", "d", INF),
    "chenli.lemma5.22": ("exponent of ||M||_op/xi in log d", "d", INF),
    "chenli.thm5.1": ("exponent of dev in r_Theta", "r_Theta", INF),
    "chenli.eq2": ("exponent in min_i r_Theta_i", "r_Theta", INF),
    "chenli.lemma6.2": ("failure-probability trend in d", "d", INF),
    "chenli.lemma6.4": ("exponent of P in xi", "xi", 0.0),
    "chenli.eq71": ("sup ratio along the m ladder", "m", INF),
    "chenli.lemma7.2": ("exponent in omega", "omega", INF),
    "chenli.lemma7.5": ("exponent of -log P in a", "a", INF),
    "chenli.lemma9.1": ("exponent of the test loss in eps", "eps", 0.0),
    "chenli.lemmaA.9": ("exponent of b_A(d) over the d-grid", "d", INF),
    "chenli.lemmaC.1": ("exponent of -log P in d", "d", INF),
    "chenli.factC.2": ("-log P along d at fixed mu", "d", INF),
    "chenli.lemmaC.3": ("exponent in d of -log prod |cos|", "d", INF),
}


def add_fit_directions(claims: list[Claim]) -> None:
    """Give each exponent-fit claim above its fitted direction (``how="fit"``) where it lists none."""
    for c in claims:
        if c.id in _FIT and not c.directions:
            name, param, toward = _FIT[c.id]
            c.directions = (Direction(name, param, toward, how="fit",
                                      reason="the rate fitted inside each measurement (see the claim's notes)"),)
