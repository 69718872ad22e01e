"""Directions of the hidden-constant claims of thesis Chapters 5-7 (``Claim.directions``), derived from each claim's
printed domain (``Claim.domain``): a parameter the measurement sweeps and fits is a ``fit`` direction, one the
strategy draws over its printed range a ``search`` direction, and one held fixed an ``unsearched`` direction whose
reason is the domain's own ``unreached`` text (which says, per parameter, why the runs here do not reach that end).
A claim may pass ``extra`` directions (paths with a ``move``) of its own."""

from __future__ import annotations

import math

from thmcheck.checks.claim import Claim, Direction


def _toward(p) -> float:  # noqa: ANN001
    if math.isinf(p.hi):
        return math.inf
    if not p.lo_closed and p.lo == 0:
        return 0.0
    return p.hi


def directions_from_domain(claim: Claim, fit: tuple[str, ...] = (), fixed: tuple[str, ...] = (),
                           extra: tuple[Direction, ...] = (),
                           reasons: dict[str, str] | None = None) -> tuple[Direction, ...]:
    """One direction per printed parameter of ``claim`` (see the module), then ``extra``. ``fit`` names the
    parameters the measurement sweeps and fits, ``fixed`` those every instance holds at one value (the others are
    drawn by the strategy); ``reasons`` overrides the text of a direction."""
    out: list[Direction] = []
    reasons = reasons or {}
    for p in claim.domain:
        toward = _toward(p)
        end = "inf" if math.isinf(toward) else f"{toward:g}"
        name = f"{p.name} -> {end}"
        if p.name in fit or p.field in fit or p.field.endswith("_sweep"):
            how, why = "fit", reasons.get(p.name, f"the measurement sweeps {p.name} and fits the printed rate in it")
        elif p.name in fixed:
            how, why = "unsearched", reasons.get(p.name, f"held fixed in this check: {p.unreached or p.text}")
        else:
            how, why = "search", reasons.get(p.name, f"the strategy draws {p.name} ({p.text})"
                                             + (f"; not reached: {p.unreached}" if p.unreached else ""))
        out.append(Direction(name, p.field, toward, how=how, reason=why))
    return (*out, *extra)


# the parameters each check sweeps and fits, and those it holds fixed (sampled from the strategies: every other
# printed parameter varies between instances)
FITS: dict[str, tuple[str, ...]] = {}
FIXED: dict[str, tuple[str, ...]] = {}  # (round 12: thesis.ch5.theorem5.3.1, its only entry, is constants="hypotheses")


_ICL_M1_TIED = ("the hypotheses tie the width and the horizon to M1 ((6.9) m >= Omega(M1^2 log M1), (6.10) T = "
                "Theta(eta^-1 M1 ...)): a sweep of M1 at the fixed m = 200, T = 250 of the shared model leaves them for "
                "every choice of the hidden constants once M1 is large (measured on the Prop. 6.4.5 gap: (1 - min cos) "
                "M2 = 0.22, 0.35, 1.8, 5.8, 123 at M1 = 4, 6, 8, 16, 40, m = 200, T = 250, i.e. an out-of-hypothesis "
                "divergence), and a sweep that follows them needs m T ~ M1^3 log M1 (m ~ 1.8e4, T ~ 1.7e3 at M1 = 40)")
REASONS: dict[str, dict[str, str]] = {}


def give_directions(claims: list[Claim]) -> None:
    """Set ``directions`` on every hidden-constant claim of ``claims`` that has none (in place)."""
    for c in claims:
        if c.checkable and c.constants == "hidden" and not c.directions:
            c.directions = directions_from_domain(c, fit=FITS.get(c.id, ()), fixed=FIXED.get(c.id, ()),
                                                  reasons=REASONS.get(c.id))


# Round 23 (thesisY): Chapter 6's beta is 'a constant' (L1762: '||mu_j|| = ||nu_k|| = beta >= 1 (beta is a
# constant)'; Lemma E.4.5 L8005 and Lemma E.4.7 L8055: 'beta in [1, O(1)]', 'Theta(1) >= beta >= 1'): the hidden
# constants of Appendix E's '<~' / '>~' may depend on it, so beta -> inf is not a direction of the printed statements
# (the strategies draw beta over [1, 3]).
BETA_CONSTANT = Direction(
    "beta -> inf (beta is a constant)", "beta", math.inf, how="unsearched",
    reason="the thesis fixes beta as a constant (L1762 'beta >= 1 (beta is a constant)'; L8005 'beta in [1, O(1)]', "
           "L8055 'Theta(1) >= beta >= 1'): a hidden constant may depend on it, so no path along beta -> inf is part "
           "of the printed uniform statement; beta is drawn over [1, 3]")
