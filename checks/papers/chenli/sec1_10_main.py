"""chenli Theorem 1.2 (the main theorem: Section 1, L126; proved in Section 10 "Putting the pieces together").
"""

from __future__ import annotations

from thmcheck.checks.claim import Claim
from thmcheck.checks.papers.chenli._common import record

_FEAS = ("the assumption package of Section 4 is jointly satisfiable only for d >~ 10^35 (Assumption 3 with kappa "
         "from Eq. (7)), and Assumption 11 as printed admits no m >= 1 for large d (see chenli.assump11)")


RECORDS: list[Claim] = [
    record("chenli.thm1.2", "Theorem 1.2, Section 1 (proof Section 10) L126, L2963-L3008",
            "If {(Theta_i, W_i)} satisfy Assumptions 1-11, N = (kd)^{Theta(m)} + poly(m,k,d) sqrt(log(1/delta)) "
            "samples and time (kd)^{O(m^3)} log(1/delta) suffice to output F^ with E||F(X) - F^(X)||_F^2 <= "
            "(kd)^{-Omega(m)} w.p. 1 - delta.", "algorithmic",
            f"its guarantee presupposes Assumptions 1-11, and {_FEAS}; only its phases are checkable "
            "(Thm 5.1, Alg. 1 / Lemma 6.3, ...). Suspicion (catalog): sqrt(log(1/delta)) should be log(1/delta); "
            "confirmed for the proof's phase 1 (L2980) by chenli.display.thm1.2-phase1-samples (erratum: with "
            "probability 2^{-kdN} every sample is one identical-row X0, so N >= log(1/delta)/(kd ln 2))."),
]


CLAIMS: list[Claim] = [*RECORDS]
