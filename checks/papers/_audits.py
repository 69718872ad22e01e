"""Independent audits cited in the claims' evidence (docs/audits/): a claim whose evidence is built from a template
gets its audit sentence here instead of inside the template."""

from __future__ import annotations

import dataclasses

from thmcheck.checks.claim import Claim


def cite_audits(claims: list[Claim], audits: dict[str, str], doc: str) -> list[Claim]:
    """``claims`` with each audited claim's evidence prefixed by its audit result; ``audits`` maps a claim id to who
    re-derived it and how (``"auditors B, C: confirmed"``), ``doc`` is the audit file. A claim whose evidence already
    cites ``doc`` is left as it is."""
    unknown = set(audits) - {c.id for c in claims}
    if unknown:
        raise ValueError(f"cite_audits: no claim with id {sorted(unknown)}")
    return [dataclasses.replace(c, evidence=f"Re-derived independently from the paper by auditors' own scripts "
                                            f"({doc}, {audits[c.id]}). {c.evidence}")
            if c.id in audits and doc not in c.evidence else c for c in claims]
