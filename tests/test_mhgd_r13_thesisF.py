"""Round 13 (mhgd, helper thesisF): the generalization half of Cor. 5's (101) is registered, cites L1199, and its bound
is the printed 17(2 B_Phi + log K)^2/(gamma^2 eta n)."""

from __future__ import annotations

import math


def test_cor5_gap_registered_and_printed_bound() -> None:
    from thmcheck.checks.papers.mhgd import CLAIMS

    c = {x.id: x for x in CLAIMS}["mhgd.display.cor5-gap"]
    assert "L1199" in c.source and c.expect == "holds"
    BPhi, K, gamma, eta, n = 1.0, 7, 0.8, 1e-3, 5
    printed = 17 * (2 * BPhi + math.log(K)) ** 2 / (gamma**2 * eta * n)
    assert math.isclose(c.bound(n=n, eta=eta, g0K=(2 * BPhi + math.log(K)) / gamma), printed, rel_tol=1e-12)
