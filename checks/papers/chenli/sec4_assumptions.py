"""chenli Section 4 (Assumptions): Assumption 11.
"""

from __future__ import annotations

from thmcheck.checks.claim import Claim
from thmcheck.checks.papers.chenli._common import record

RECORDS: list[Claim] = [
    record("chenli.assump11", "Assumption 11, Section 4, L501",
            "m <= min(m1, m2), m2 = Theta(kappa^9 d^3/(upsilon^6 log^3 d k^{O(1/kappa)})).", "construction",
            "a hypothesis of the model, not a statement that can fail on an instance. The text's claim that it "
            "'holds immediately' for constant m (L499) is a statement and is checked: "
            "chenli.display.sec4-assump11-constant-m (with Eq. (7)'s kappa, k^{O(1/kappa)} outgrows d^3, so m2_bar -> "
            "0; violated)."),
]


CLAIMS: list[Claim] = [*RECORDS]
