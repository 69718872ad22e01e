"""factrecall, part 2: Section 5 of Nichani, Lee & Bietti (the simplified linear-attention model and its gradient
flow: Lemmas 4-7, Corollary 3, Theorems 5 and 6, the sequential-learning / hallucination plateau).

Catalog: ``shared/claims/factrecall.md`` (section 3); paper: ``shared/seeds/002_60f5937820eee378.txt``.
Sections 3, 4 and 6 are in ``checks/papers/factrecall.py``.
"""

from __future__ import annotations

from checks.claim import Claim

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"


def _todo(cid: str, source: str, statement: str, reason: str) -> Claim:
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind="deterministic",
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason)


PLACEHOLDERS = {
    "factrecall.lemma4": ("Lemma 4, L995-L1038", "gradient formulas and balancedness", "not encoded yet"),
    "factrecall.cor3": ("Corollary 3, L1040-L1050", "W_KQ(z)(t) >= alpha", "not encoded yet"),
    "factrecall.thm5": ("Theorem 5, L257-L261", "global convergence of gradient flow", "not encoded yet"),
    "factrecall.lemma5": ("Lemma 5, L1107-L1140", "slow growth of subject/noise weights", "not encoded yet"),
    "factrecall.lemma6": ("Lemma 6, L1142-L1371", "relation weights learn p*(.|r) first", "not encoded yet"),
    "factrecall.thm6": ("Theorem 6, L263-L275", "sequential learning / hallucination plateau", "not encoded yet"),
    "factrecall.lemma7": ("Lemma 7, L1406-L1426", "Bihari-LaSalle comparison", "not encoded yet"),
}

CLAIMS = [_todo(cid, *v) for cid, v in PLACEHOLDERS.items()]
