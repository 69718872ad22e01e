"""Every correction verified: a companion claim ``<id>.corrected`` for every erratum that proposes a corrected bound.

An erratum's ``corrected`` is the bound its encoder believes holds. Believing is not checking: the companion is the
same claim (strategy, measurement, assumptions, printed domain, exact re-check, escalation, profile settings) with
the corrected bound as its bound, expected to **hold**, so ``pytest checks`` runs it under every profile and fails
when the correction is itself wrong. Its planted mutant is the corrected bound made a little tighter
(``thmcheck.checks.claim.favourable_mutant``): its death shows that the search reaches the corrected bound, and the
companion's best score says how sharp the correction is (``thmcheck.checks.errata`` prints both).

The companions are generated in :func:`thmcheck.checks.registry.registry` (``companions``), never written by hand; a
companion is marked ``derived`` (the paper does not print the corrected statement), so it is never counted as an
error of the paper.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import replace
from typing import Any

from thmcheck.checks.claim import Claim, Comparison, Expect, favourable_mutant

SUFFIX = ".corrected"
TIGHTER = "corrected bound {:.0%} tighter"


def needs_companion(claim: Claim) -> bool:
    """Whether ``claim`` is an erratum (as printed or not, derived or not) that proposes a corrected bound."""
    return (claim.checkable and claim.corrected is not None
            and claim.expect in (Expect.ERRATUM, Expect.ERRATUM_AS_PRINTED))


def companion(claim: Claim) -> Claim:
    """The claim ``<id>.corrected``: ``claim`` with its corrected bound, expected to hold, under the literal reading
    (the correction is meant as printed; the erratum's other readings concern the printed bound), with one planted
    mutant (the corrected bound a little tighter) where a constant factor can make it wrong."""
    assert claim.corrected is not None
    text = claim.corrected_text or f"the corrected bound {getattr(claim.corrected, '__qualname__', 'corrected')}"
    mutants = {}
    no_mutant = ""
    auto = claim.auto_mutant and claim.constants == "explicit" and claim.comparison != Comparison.EQ
    if claim.constants == "hidden":
        no_mutant = (f"a hidden-constant bound cannot be made wrong by a constant factor; the erratum {claim.id}'s "
                     "planted mutants are wrong versions of this corrected bound")
    elif not claim.auto_mutant:
        no_mutant = (f"the erratum {claim.id} plants no constant-factor mutant (auto_mutant=False: moving its bound by "
                     f"a constant factor is not a wrong statement there); its own planted mutants are wrong versions "
                     f"of this corrected bound")
    elif auto and claim.reference_bound is claim.corrected:
        # the same function as the erratum's automatic mutant (tests/test_mutants.py runs it): not run twice
        no_mutant = (f"its planted mutant, the corrected bound {claim.favourable:.0%} tighter, is the erratum "
                     f"{claim.id}'s automatic mutant 'constant {claim.favourable:.0%} too favourable' "
                     f"(tests/test_mutants.py runs it on {claim.id})")
    else:
        name = (f"corrected value moved by {claim.favourable:.0%}" if claim.comparison == Comparison.EQ
                else TIGHTER.format(claim.favourable))
        mutants[name] = favourable_mutant(claim, bound=claim.corrected)
    return replace(
        claim, id=claim.id + SUFFIX, catalog_id=claim.catalog_id or claim.id,
        statement=f"Correction of {claim.id}: {text}", statement_tex="",
        bound=claim.corrected, corrected=None, expect=Expect.HOLDS, expect_by_profile={}, expect_settled="", readings=(),
        evidence="", second_path="", corrected_text="", no_correction_reason="",
        derived=f"{claim.id} (the correction proposed for it; the paper does not print it)",
        mutants=mutants, auto_mutant=False, no_mutant_reason=no_mutant, settings=ci_settings(claim),
        domain=companion_domain(claim),
        notes=(f"Companion of the erratum {claim.id}: its corrected bound, checked as a claim that must hold. "
               + claim.notes).strip(),
    )


PART_OF_DOMAIN = ("companion of {id}: it searches the erratum's own strategy, which was built to find the erratum's "
                  "crossing, so the correction is verified on the span the run reached (the record's coverage); an "
                  "end it does not reach is reported as such, not claimed")


def companion_domain(claim: Claim) -> tuple[Any, ...]:
    """The erratum's printed domain; each end the companion's search may not reach says so (the correction is checked
    on a stated part of its domain, issue 30 item 1), instead of failing the fidelity rule for unexplained ends."""
    return tuple(replace(p, unreached=p.unreached or PART_OF_DOMAIN.format(id=claim.id)) for p in claim.domain)


CI_SHARE = 1.0
"""A companion's share of its erratum's ``ci`` effort (examples and seconds, at least 1.5 s; an erratum searched with
fewer than 4 expensive examples is always kept whole). Measured on this project's machine (2 cores under a load of
about 10): the 50 companions took 5 min 21 s of ``pytest checks -k corrected`` at 1.0 and 3 min 0 s at 0.5, but at
0.5 four more companions missed an end of their printed domain and one gave up, so they run at the erratum's
effort."""


COMPANION_KEY = "corrected"
"""An erratum's ``settings[COMPANION_KEY]`` (per profile, e.g. ``{"ci": {"max_examples": 100}}``) overrides those
profiles' settings for its companion only; the erratum's own search ignores it (no profile has that name). For a
companion whose ci verdict and mutant kills are the same with fewer examples than its erratum needs (round 27, perf:
the ci run's time); dev and deep keep the erratum's full search unless named."""


def ci_settings(claim: Claim) -> dict[str, dict[str, Any]]:
    """The erratum's per-profile settings with the ``ci`` examples and budget scaled by ``CI_SHARE``, or as its
    ``settings[COMPANION_KEY]`` names them."""
    from thmcheck.checks.profiles import PROFILES

    own = claim.settings.get(COMPANION_KEY, {})
    settings = {k: v for k, v in claim.settings.items() if k != COMPANION_KEY}
    if own:  # the erratum names its companion's effort per profile (round 27, perf): it wins over CI_SHARE
        return {**settings, **{p: {**settings.get(p, {}), **o} for p, o in own.items()}}
    base = PROFILES["ci"].for_claim(settings)
    if CI_SHARE >= 1 or base.max_examples < 4:  # a few expensive measurements (a training run each): kept whole
        return settings
    n = max(1, math.ceil(base.max_examples * CI_SHARE))
    ci = {**settings.get("ci", {}), "max_examples": n, "budget_s": max(1.5, base.budget_s * CI_SHARE),
          "min_valid": min(base.min_valid, n)}
    return {**settings, "ci": ci}


def companions(claims: Mapping[str, Claim]) -> dict[str, Claim]:
    """The companion of every erratum among ``claims`` that proposes a corrected bound, by id (an id that is
    already registered is left alone: a hand-written claim of that name wins)."""
    out = {}
    for c in claims.values():
        if needs_companion(c) and c.id + SUFFIX not in claims:
            out[c.id + SUFFIX] = companion(c)
    return out


def complete(claims: dict[str, Claim]) -> None:
    """What the registry adds to the paper modules' claims: each claim's printed LaTeX where it sets none
    (``thmcheck.checks.statements_tex``), and the companion of every erratum with a corrected bound."""
    from thmcheck.checks.statements_tex import fill

    fill(claims)
    claims.update(companions(claims))


def erratum_of(claim_id: str) -> str | None:
    """The erratum a companion id belongs to (``None`` for any other id)."""
    return claim_id[: -len(SUFFIX)] if claim_id.endswith(SUFFIX) else None
