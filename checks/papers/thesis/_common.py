"""Shared helpers of the thesis claim modules: the paper key, the seed file, source strings, records, the
hidden-constant training assumptions several chapters share, and the assembly of a module's ``CLAIMS``."""

from __future__ import annotations

import math
from collections.abc import Callable

from thmcheck.checks.claim import Claim, Direction, uncertified

PAPER = "thesis"
SEED_FILE = "shared/seeds/003_84cf0eb31e2dc802.txt"
SP2 = "tests/test_thesis_ch5_7_second_paths.py::"


def _record(cid: str, source: str, statement: str, kind: str, reason: str, category: str = "") -> Claim:
    """A claim kept as a record only; ``category`` is its thmcheck.checks.claim.RecordCategory (definition, alias, citation,
    uncomputable), or empty where the record is not yet classified."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison="<=", bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 record_category=category)


def _slack(key: str, lo: float, missing: float | None = None) -> Callable[[dict], float]:
    """An assumption's slack q[key] - lo; where the query lacks ``key``, ``missing`` (None: a KeyError)."""
    if missing is None:
        return lambda q: q[key] - lo
    return lambda q: q[key] - lo if key in q else missing


def _src(s: str) -> str:
    return f"{s}, {SEED_FILE}"


def _dy(x: float, bits: int = 20) -> float:
    """Round to the dyadic grid 2^-bits (exact in float64 and as a Fraction)."""
    return float(round(x * 2**bits) / 2**bits)


INF = math.inf
_BIG_D = "the quantities are integrals/tensors in dimension d; the printed statement is dimension-free and d <= 5 " \
         "covers every structural case (several coordinates, K < d and K = d)"
_TEXTBOOK = "a cited textbook result, not a claim of the thesis: "
_HIDDEN = "not checkable here: a bound with hidden constants on proof-internal quantities"

# the training-size and iteration requirements of Lemma A.5.2 and Lemma 3.4.7
_HIDDEN_TRAINING = uncertified(
    "hidden-constant requirements",
    "the training-size and iteration requirements of the statement have hidden constants, so a short training run "
    "here meets them at best approximately",
    why="m >~ M^2 log N, the sample size and T = Theta(...) carry constants the thesis leaves unspecified (>~, Omega, "
        "Theta); no instance can say whether its m, N and T are above them")

# T, |L|, m and the 'large C' of Proposition 1 and Lemma 3.4.5
_HIDDEN_TRAINING_LARGE_C = uncertified(
    "hidden-constant requirements",
    "T, |L|, m and the 'large C' of the statement have hidden constants, so a finite training run meets them at "
    "best approximately",
    why="T, |L|, m and C are required only up to constants the thesis leaves unspecified (Theta, Omega, 'C large "
        "enough'); no instance can say whether it is above them")


def _placeholder(cid: str, spec: tuple[str, ...]) -> Claim:
    """A record from (source, statement, kind, reason[, catalog id[, record category]])."""
    src, stmt, kind, reason = spec[:4]
    return Claim(id=cid, paper=PAPER, source=f"{src}, {SEED_FILE}", statement=stmt, kind=kind, comparison="<=",
                 bound=None, measure=None, checkable=False, not_checkable_reason=reason,
                 catalog_id=spec[4] if len(spec) > 4 else "", record_category=spec[5] if len(spec) > 5 else "")


def _assemble(real: list[Claim], domains: dict, records: list | tuple = (), numbered: list | tuple = ()) -> list[Claim]:
    """A module's ``CLAIMS``: its real claims (each given its printed domain from ``domains`` unless declared
    inline), then its records (id, source, statement, kind, reason[, record category]) and its numbered records
    (id, source, statement, kind, reason, covering catalog id[, record category]). A real claim replaces its record
    (delete the record): a duplicate id fails the registry loudly."""
    for c in real:
        if not c.domain and domains.get(c.id):
            c.domain = domains[c.id]
    out = []
    for cid, source, statement, kind, reason, cat, *category in numbered:
        rec = _record(cid, source, statement, kind, reason, *category)
        rec.catalog_id = cat
        out.append(rec)
    return real + [_record(*r) for r in records] + out


def _directions(claims: list[Claim], table: dict[str, tuple[tuple[str, str, float, str, str], ...]]) -> None:
    """Give each hidden-constant claim of ``claims`` named in ``table`` its directions (issue 31): rows (name, param,
    toward, how, reason) with how in fit (an exponent fitted inside each measurement), search (the strategy draws
    it) or unsearched (reason: mathematics). Claims that declare directions inline keep them."""
    for c in claims:
        if c.id in table and not c.directions:
            c.directions = tuple(Direction(n, p, t, how=h, reason=r) for n, p, t, h, r in table[c.id])


class ProfilePoints(tuple):
    """A path grid that the ci profile walks at its own points (the tuple itself: a subset of the dense grid spanning
    the same range) and every other profile (dev, deep) at the dense grid (round 19, cibudget2: the ci cost of a path
    whose verdict the fewer points decide as well; cf. r18_thesisA2's grid)."""

    dense: tuple[float, ...]

    def __new__(cls, ci: tuple[float, ...], dense: tuple[float, ...]) -> ProfilePoints:
        obj = super().__new__(cls, ci)
        obj.dense = tuple(dense)
        return obj

    def __reduce__(self):  # noqa: ANN204
        return (ProfilePoints, (tuple(tuple.__iter__(self)), self.dense))

    def __iter__(self):  # noqa: ANN204
        from thmcheck.checks.profiles import active_profile

        return iter(tuple.__iter__(self) if active_profile() == "ci" else self.dense)
