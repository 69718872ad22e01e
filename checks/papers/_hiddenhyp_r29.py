"""Round 29 (helper hhT23): the triage of docs/hiddenhyp_r28.md's "Still open" crossings of thesis Ch. 2/3/4 and mhgd
whose verdict rests on a hypothesis read at one value of a constant the paper leaves unspecified (m >= M^2 log N at
constant 1, sigma < O(1/M) at 1, eta <~ 1/rho, ||Sigma_l||^{1/2} = Omega(1)). Each such claim keeps its verdict; its
own module appends, with ``add_notes``, the sentence saying why the crossing does not need the constant (a re-measure
at 4x and 16x the width, a path that meets the hypothesis for every constant eventually, or a hypothesis that is an
explicit printed inequality). This module holds only the phrases those sentences share. The table is in
docs/hiddenhyp_r28.md, "Round 29 triage"."""

from __future__ import annotations

import dataclasses

from thmcheck.checks.claim import Claim

PREFIX = " Round 29 (helper hhT23, docs/hiddenhyp_r28.md): "
WIDTH = ("the width m >= M^2 log N is read at constant 1; the crossing does not need it (re-measured with the width "
         "factor 4x and 16x, the claim's own measure on its ci instance): ")
SIGN = (" A lucky neuron enters the lucky set through V(0)'s other-pattern share, a per-neuron event whose frequency "
        "does not fall with m, so every constant of the width admits the crossing.")
BPATH = (" The B-limit of the left side is a nonzero batch mean at every width, the printed side falls like "
         "sqrt(log B / B): at any constant of the width the B path diverges (and B >= C log N, where printed, holds for "
         "every C eventually along it).")
B32 = ("the width m >= M^2 log N (N = 80 K nodes, M = 4) is read at constant 1 (m = 71); the crossing does not "
       "need it: seeds 0-7 at B = 8, t = 10, eta = 0.1 (the claim's measure) at m = 71, 284, 1136 (x1, x4, x16): ")


def add_notes(claims: list[Claim], notes: dict[str, str]) -> list[Claim]:
    """``claims`` with ``PREFIX + notes[id]`` appended to the evidence of each claim that ``notes`` names; an id that
    names no claim of ``claims`` is an error."""
    unknown = set(notes) - {c.id for c in claims}
    if unknown:
        raise ValueError(f"add_notes: no claim with id {sorted(unknown)}")
    return [dataclasses.replace(c, evidence=c.evidence + PREFIX + notes[c.id]) if c.id in notes else c
            for c in claims]
