"""chenli Section 4 (Assumptions): Assumption 11.
"""

from __future__ import annotations

from thmcheck.checks.claim import Claim
from thmcheck.checks.papers.chenli._common import record

RECORDS: list[Claim] = [
    record("chenli.assump11", "Assumption 11, Section 4, L501",
            "m <= min(m1, m2), m2 = Theta(kappa^9 d^3/(upsilon^6 log^3 d k^{O(1/kappa)})).", "construction",
            "a consistency statement about hidden-constant assumptions: with kappa = c lambda^{13/2}/(m^{13/2} log^2 d) "
            "(Eq. (7)), k^{O(1/kappa)} = d^{Theta(log d)} outgrows d^3, so m2 -> 0 for every m >= 1, k >= 2 "
            "(all hidden constants 1); likely a typo for k^{O(1/lambda)}. No instance-level check is meaningful."),
]


CLAIMS: list[Claim] = [*RECORDS]
