"""The claim model: what a checkable statement of a paper is made of.

A :class:`Claim` pairs a pure bound function (``bounds/``), a measurement of the empirical quantity
(``models/``) and a Hypothesis strategy that draws instances satisfying the claim's assumptions.
The engine (``thmcheck.checks.engine``) knows nothing about any particular paper: it only sees claims.
"""

from __future__ import annotations

import inspect
import math
import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Any

Instance = dict[str, Any]
"""An instance: named scalars (int, float, bool, str) and numpy arrays. Replays from these values alone."""


class Kind(StrEnum):
    """What sort of statement a claim is."""

    DETERMINISTIC = "deterministic"
    PROBABILISTIC = "probabilistic"
    RATE = "rate"
    ALGORITHMIC = "algorithmic"
    CONSTRUCTION = "construction"
    SEPARATION = "separation"
    REPRODUCTION = "reproduction"  # a number the paper reports (table entry, caption value, fitted slope)
    STEP = "step"  # a display inside a proof (or before a result): an elementary inequality, a restated lemma,
    # a closed-form computation, a chain of (in)equalities; id ``<paper>.eq<N>`` / ``thesis.ch<k>.eq<X.N>``


class RecordCategory(StrEnum):
    """Why a record (a claim with ``checkable=False``) is not a check. Nothing else may keep a statement a record:
    hidden constants get the uniform check, proof-internal quantities are computed on small instances, and a
    statement 'not testable at CPU scale' is checked at the largest scale that is."""

    DEFINITION = "definition"
    ALIAS = "alias"  # the same statement as another id (name it in the reason)
    CITATION = "citation"  # a cited result the paper does not restate
    UNCOMPUTABLE = "uncomputable"  # its quantities cannot be computed at any scale (say which and why)


class SolverFailure(Exception):
    """Raised by a measurement when the checker's *own* solver, integrator or sampler failed on an instance
    that meets the hypotheses (no convergence, an indefinite system, a NaN in our iteration). The engine counts
    the evaluation as ``unknown`` (apart from rejected draws) and goes on; it is never a rejection."""


class Comparison(StrEnum):
    """How the measured left-hand side must compare with the bound (right-hand side)."""

    LE = "<="
    LT = "<"
    GE = ">="
    GT = ">"
    EQ = "=="


class Verdict(StrEnum):
    """The verdict words, one meaning each (README, "Verdict words").

    - ``violated``: a crossing confirmed in float64 and exactly (or beyond a corrected confidence interval),
      under every reasonable reading of the statement;
    - ``violated as printed``: confirmed under the literal reading only; another reasonable reading holds;
    - ``conditional``: a confirmed crossing on an instance where requirements that no finite run can certify
      (hidden constants, "sufficiently large") are granted; the record names them;
    - ``vanishing crossing``: a confirmed crossing of a claim with "large enough" parameters (``Claim.eventually``)
      only where they are small: followed along the claim's own growing path it is gone and stays gone to the
      path's end (no counterexample there); the record keeps the path;
    - ``potential``: a crossing only inside a numerical tolerance or a confidence interval;
    - ``no counterexample``: nothing crosses (a bound met with equality where equality is allowed is noted as
      tight); ``gave up``: the assumptions rejected the draws; ``unknown``: a fault; ``not checkable``: a record.
    """

    VIOLATED = "violated"
    VIOLATED_AS_PRINTED = "violated as printed"
    CONDITIONAL = "conditional"
    VANISHING = "vanishing crossing"
    POTENTIAL = "potential"
    NONE = "no counterexample"
    GAVE_UP = "gave up"
    UNKNOWN = "unknown"
    NOT_CHECKABLE = "not checkable"


class Expect(StrEnum):
    """What CI expects of a claim (see :func:`expectation_met`)."""

    HOLDS = "holds"
    ERRATUM = "erratum"  # violated under every reasonable reading
    ERRATUM_AS_PRINTED = "erratum as printed"  # violated under the literal reading only
    CONDITIONAL = "conditional"  # crosses where the uncertified requirements are granted
    VANISHING = "vanishing crossing"  # crosses only where a "large enough" parameter is small; gone along its path
    POTENTIAL = "potential"  # only in ``Claim.expect_by_profile``: undecided at this profile's effort (a crossing
    # inside an interval or on a short path) that a longer profile settles (``Claim.expect_settled`` says how)


_MET_BY: dict[Expect, tuple[Verdict, ...]] = {
    Expect.HOLDS: (Verdict.NONE, Verdict.POTENTIAL),
    Expect.ERRATUM: (Verdict.VIOLATED,),
    Expect.ERRATUM_AS_PRINTED: (Verdict.VIOLATED_AS_PRINTED,),
    Expect.CONDITIONAL: (Verdict.CONDITIONAL,),
    Expect.VANISHING: (Verdict.VANISHING,),
    Expect.POTENTIAL: (Verdict.POTENTIAL,),
}


def expectation_met(expect: Expect | str, verdict: Verdict | str) -> bool:
    """Whether ``verdict`` is the one CI expects: ``holds`` by no counterexample or potential; ``erratum`` by
    violated; ``erratum as printed`` by violated as printed; ``conditional`` by conditional; ``vanishing crossing``
    by vanishing crossing; ``potential`` (a per-profile expectation, ``Claim.expect_by_profile``) by potential only.
    A record (not checkable) always meets its expectation."""
    verdict = Verdict(verdict)
    if verdict is Verdict.NOT_CHECKABLE:
        return True
    return verdict in _MET_BY[Expect(expect)]


def outcome(expect: Expect | str, verdict: Verdict | str, derived: bool = False) -> str:
    """The primary status a reader sees first: ``unexpected`` (the verdict does not meet the expectation),
    ``erratum reproduced`` (a known error of the paper found again), ``erratum reproduced as printed``,
    ``derived statement violated`` (an expected violation of a statement the paper does not print),
    ``crossing under granted requirements`` (an expected ``conditional``), ``crossing only where a 'large enough'
    parameter is small`` (an expected ``vanishing crossing``), ``undecided at this profile, settled by a longer one``
    (an expected ``potential``: ``Claim.expect_by_profile``), ``holds``, or ``record``."""
    verdict, expect = Verdict(verdict), Expect(expect)
    if verdict is Verdict.NOT_CHECKABLE:
        return "record"
    if not expectation_met(expect, verdict):
        return "unexpected"
    if expect in (Expect.ERRATUM, Expect.ERRATUM_AS_PRINTED):
        if derived:
            return "derived statement violated"
        return "erratum reproduced" if expect is Expect.ERRATUM else "erratum reproduced as printed"
    if expect is Expect.CONDITIONAL:
        return "crossing under granted requirements"
    if expect is Expect.VANISHING:
        return "crossing only where a 'large enough' parameter is small"
    if expect is Expect.POTENTIAL:
        return "undecided at this profile, settled by a longer one"
    return "holds"


@dataclass(frozen=True)
class Assumption:
    """A named hypothesis of a claim; ``slack`` maps the instance's named values to a number that is
    >= 0 when the assumption is met (its size says by how much). Where our own computation cannot decide the
    hypothesis (an eigenvalue below resolution, an ODE solver that stops), ``slack`` raises :class:`SolverFailure`:
    the instance is then unknown (a solver failure, reported as such), never a rejected draw."""

    name: str
    text: str
    slack: Callable[[Mapping[str, Any]], float]
    certifiable: bool = True  # False: made by :func:`uncertified` (no run can certify it)
    why: str = ""  # for an uncertified requirement: why no run can check it (a constant the paper leaves open)
    granted: bool = False  # an uncertified requirement granted for a mutant test (``Claim.granting_uncertified``)


UNCERTIFIED_SLACK = -1e-15
"""Slack of an assumption no run can certify: below 0, but within every claim's ``assumption_atol``."""


CONSTANTS = ("explicit", "hidden", "hypotheses")
"""``Claim.constants``: where a statement's constants are unspecified (nowhere, in its conclusion, in its hypotheses)."""


def _profile_names() -> list[str]:
    from thmcheck.checks.profiles import PROFILES

    return list(PROFILES)


def uncertified(name: str, text: str, why: str = "") -> Assumption:
    """An assumption that no instance here can certify: a requirement on a constant the paper leaves
    unspecified ("m >= poly(...) with an unspecified polynomial", "n sufficiently large"). ``why`` says why no
    run can check it. A requirement that *can* be checked on an instance (an explicit inequality between the
    instance's quantities; convergence or a horizon, by continuing the run) is an ordinary :class:`Assumption`
    whose failure rejects the instance.

    It is always *approximately met*: instances are kept, and a crossing of the bound is at most
    'conditional', never 'violated'.
    """
    return Assumption(name, f"{text} (cannot be certified here: granted)",
                      lambda q: UNCERTIFIED_SLACK, certifiable=False, why=why)


@dataclass(frozen=True)
class Ctx:
    """Where and in what precision a measurement runs. Models translate the strings to torch objects."""

    dtype: str = "float64"
    device: str = "cpu"


@dataclass
class Measurement:
    """The result of measuring one instance.

    ``lhs`` is the empirical quantity (left-hand side); ``quantities`` are the keyword arguments passed
    to the bound function; ``terms`` are sub-terms shown in the report. Probabilistic and rate claims
    give ``lhs_interval``, a confidence interval for ``lhs``; a violation then needs the whole interval
    on the wrong side. ``exact`` marks a measurement done in exact arithmetic. ``stat`` (optional) is the
    statistic behind the interval, an object with ``interval(confidence)`` (``thmcheck.checks.stats.Binomial``,
    ``thmcheck.checks.stats.ExponentFit``): with it the engine re-draws a violation candidate's interval at a
    confidence corrected for the number of instances the search tested.
    """

    lhs: Any
    quantities: dict[str, Any]
    terms: dict[str, Any] = field(default_factory=dict)
    lhs_interval: tuple[float, float] | None = None
    exact: bool = False
    solver: str | None = None
    stat: Any = None


@dataclass
class BatchMeasurement:
    """The result of measuring a batch of B instances that share one structure (``Claim.measure_batch``).

    Values with leading dimension B (numpy arrays, torch tensors, lists) are per member; anything else
    (python scalars, 0-d tensors, arrays of another length) is shared by the whole batch. ``lhs`` has
    shape (B,); ``lhs_interval`` is a pair of (B,) arrays or None.

    ``members`` materialises member ``i`` as a concrete, replayable instance on which ``Claim.measure``
    (and ``Claim.exact``) give member ``i``'s measurement: a list of B instances or a function of ``i``.
    Recommended: the base instance with the member's drawn arrays and ``batch_index: i``. Without it the
    engine saves ``{**base, "batch_index": i, "batch_size": B}`` and replays it through ``measure_batch``
    (deterministic given the instance, so it still replays; an ``exact`` re-check is then skipped).
    """

    lhs: Any
    quantities: dict[str, Any]
    terms: dict[str, Any] = field(default_factory=dict)
    lhs_interval: tuple[Any, Any] | None = None
    members: Sequence[Instance] | Callable[[int], Instance] | None = None
    solver: str | None = None
    stat: Any = None  # as Measurement.stat: one shared, a sequence of B (per member) or a function of i

    @classmethod
    def from_measurements(cls, ms: Sequence[Measurement],
                          members: Sequence[Instance] | Callable[[int], Instance] | None = None) -> BatchMeasurement:
        """B one-instance Measurements as one batch whose member i replays as ``members[i]``: a value equal across
        the members stays shared, the others are stacked per member (an object array where shapes differ); a
        term some member lacks is left out; a point member inside an interval batch gets the interval [lhs, lhs];
        the stats are per member and the solver is the first member's."""
        import numpy as np

        ms = list(ms)

        def stack(vals: list) -> Any:
            if all(np.array_equal(np.asarray(vals[0]), np.asarray(v)) for v in vals[1:]):
                return vals[0]
            try:
                return np.stack([np.asarray(v) for v in vals])
            except ValueError:
                arr = np.empty(len(vals), dtype=object)
                for i, v in enumerate(vals):
                    arr[i] = v
                return arr

        iv = None
        if ms and any(m.lhs_interval is not None for m in ms):
            iv = (np.array([m.lhs if m.lhs_interval is None else m.lhs_interval[0] for m in ms], float),
                  np.array([m.lhs if m.lhs_interval is None else m.lhs_interval[1] for m in ms], float))
        first = ms[0] if ms else Measurement(0.0, {})
        keys_t = [k for k in first.terms if all(k in m.terms for m in ms)]
        return cls(np.array([float(m.lhs) for m in ms], float),
                   {k: stack([m.quantities[k] for m in ms]) for k in first.quantities},
                   {k: stack([m.terms[k] for m in ms]) for k in keys_t},
                   lhs_interval=iv, members=members, solver=first.solver, stat=[m.stat for m in ms])


@dataclass(frozen=True)
class Refine:
    """Opt-in gradient refinement of a claim's best instances (``Claim.refine``).

    ``params`` name float instance fields (scalars or float arrays) to move. With ``measure`` (a
    differentiable twin of ``Claim.measure``: it gets a dict of torch tensors with ``requires_grad`` for
    the params, plus the instance and the context, and returns a :class:`Measurement` whose ``lhs`` and
    any quantity or term may be tensors) the engine runs Adam ascent of the violation score; quantities
    that depend on the params get the bound's gradient by central differences. Without ``measure`` it
    runs a derivative-free ascent (simultaneous-perturbation gradient estimates through
    ``Claim.measure``). Assumptions stay met by ``project`` (maps an instance with moved params back
    inside the assumptions, ideally exactly, e.g. clamping and a dyadic grid) and a penalty on any
    assumption slack that is a differentiable tensor; steps that leave the assumptions are rejected.
    Every refined instance is evaluated and re-checked (float64, exact) like any search candidate.
    """

    params: tuple[str, ...]
    measure: Callable[[dict[str, Any], Instance, Ctx], Measurement] | None = None
    project: Callable[[Instance], Instance] | None = None
    steps: int = 60
    lr: float = 0.05  # Adam step, relative to each parameter's scale
    starts: int = 3  # how many of the search's best (distinct) instances to refine
    penalty: float = 10.0  # weight of a violated differentiable assumption slack


@dataclass(frozen=True)
class Direction:
    """One direction of a hidden-constant claim's printed domain along which lhs / f may be unbounded
    (``Claim.directions``): a free parameter, a data scale, a count the statement quantifies over, or an end
    where the shape f vanishes or an assumption becomes tight.

    ``param`` names the path parameter (an instance field); ``toward`` the limit of the path parameter t that
    ``move`` takes (``math.inf``, 0, 1, ...: a path that moves p -> 1 through t = 1/(1 - p) has ``toward=math.inf``). ``move(inst, t)`` returns the instance with the path parameter at ``t`` and everything else as in
    ``inst`` (re-deriving whatever the hypotheses tie to it), so that the engine can extract a one-parameter
    family from a search's best instance; ``points`` is the default grid of t (at least 4 points over at least
    one decade of t, or of |t - toward| for a finite end). ``how`` says how the direction is searched:
    ``path`` (the engine sweeps ``move``), ``search`` (the strategy spans it and ``target`` climbs it),
    ``fit`` (an exponent fitted inside each measurement), or ``unsearched`` with ``reason`` (mathematics, never
    cost). ``grows`` lists the parameters that go to infinity along the path (for "n large enough" quantifiers,
    ``Claim.eventually``). ``start`` says which instances a path may start from (the family along which the
    direction can diverge at all): the search keeps the best ones it accepts apart, and the path starts from the
    three best of them; by default the search's three best instances.
    """

    name: str
    param: str
    toward: float
    how: str = "path"
    move: Callable[[Instance, float], Instance] | None = None
    points: tuple[float, ...] = ()
    grows: tuple[str, ...] = ()
    reason: str = ""
    start: Callable[[Instance], bool] | None = None  # which instances a path may start from (a family along which
    # the direction can diverge at all); None: any


@dataclass(frozen=True)
class Ceiling:
    """An explicit constant for a hidden-constant claim (``Claim.ceiling``): ``lhs <= constant * f`` on the whole
    printed domain, established outside the uniform check by ``certificate``, the id of a claim with an explicit
    bound (a proof's inequality, a Hoeffding bound with its constants) that the search checks in its own right, and
    ``reason`` (the argument: why that claim's bound gives ``lhs / f <= constant`` at every instance).

    A path along which the ratio grows without ever exceeding ``constant`` cannot refute "one constant c": the
    engine then judges a path it would call ``potential`` as holding ("bounded by the certified constant"); a
    ``violated`` path, and any path with a point above the constant, are judged as without a ceiling."""

    constant: float
    certificate: str
    reason: str


@dataclass(frozen=True)
class Reading:
    """Another reasonable reading of a printed statement (``Claim.readings``).

    The claim itself is the statement read literally ("as printed"); each reading names how it takes a phrase
    ("C > 1 some constant" as a large enough constant, a log base, an evident max(1, .), a quantifier's scope) and
    gives what changes under it: the bound, the instance strategy, the assumptions or the domain (None: as
    printed). Every reading is checked in the same run and has its own verdict.
    """

    name: str
    text: str
    bound: Callable[..., Any] | None = None
    strategy: Any = None
    assumptions: tuple[Assumption, ...] | None = None
    domain: tuple[Any, ...] | None = None
    measure: Callable[..., Any] | None = None  # the left side as this reading takes it (a sum over another index
    # set, the largest other logit instead of the smallest), same Measurement contract as Claim.measure
    comparison: str | None = None  # a printed relation read the other way ("<=" for a printed ">=" that looks like
    # a typo): the literal relation is the claim, the intended one this reading (with its strategy, if the side
    # measured changes: the largest other logit instead of the smallest)
    eventually: tuple[str, ...] | None = None  # a quantifier's scope: the parameters this reading needs only large
    # enough (n >= N with N unspecified; ``Claim.eventually``), e.g. "for n large enough" against "for every n"
    directions: tuple[Direction, ...] | None = None  # a hidden-constant claim's directions as this reading takes
    # them (a reading that fixes a parameter drops the paths along it; None: the claim's own)
    constants: str | None = None  # a hidden-constant reading of an explicit printed relation ("magnitude <~ K(t)"
    # for a printed sign): "hidden" with ``uniform`` True makes the reading a uniform shape check (None: the claim's)
    uniform: bool | None = None
    exact: Callable[..., Any] | None = None  # the exact re-measure (Fractions / mpmath) of this reading's own
    # ``measure``, same contract as Claim.exact; a reading that keeps the literal measurement keeps the claim's
    # ``exact`` (None here), one with its own measure has no exact re-measure unless it gives one
    ceiling: Ceiling | None = None  # an explicit constant certified for THIS reading's ratio (``Claim.ceiling``'s
    # contract); a reading that keeps the claim's bound and measure keeps the claim's ceiling, one that changes either
    # has none unless it gives its own
    vacuous: bool = False  # the reading holds only because its hypothesis or bound is degenerate (an empty set of
    # instances, a negative lower bound that every value exceeds): it is run and reported, but its holding does not
    # make a literal violation 'violated as printed' (thmcheck.checks.readings.combine)


LITERAL = "as printed"


@dataclass
class Claim:
    """One checkable statement of a paper.

    ``bound`` is called as ``bound(**measurement.quantities)`` and must return a real scalar. A user
    can replace it (CLI ``--bound FILE.py:FUNC``) with any function of the same signature.
    ``exact`` optionally re-measures an instance in exact arithmetic (fractions, mpmath) to confirm a
    float64 violation. ``mutants`` are planted wrong versions of the bound (same signature) that the
    search must kill; the engine adds a "10 % too favourable constant" mutant for every claim with
    explicit constants unless ``auto_mutant`` is False. For an erratum, ``corrected`` is the bound
    believed to hold; the mutants are then wrong versions of the corrected bound.
    """

    id: str
    paper: str
    source: str
    statement: str
    kind: Kind
    comparison: Comparison
    bound: Callable[..., Any] | None
    measure: Callable[[Instance, Ctx], Measurement] | None
    strategy: Any = None  # a hypothesis SearchStrategy of Instance (or a zero-argument factory of one)
    assumptions: tuple[Assumption, ...] = ()
    # "explicit"; "hidden" (O(.), Omega(.), <~ in the conclusion: ``uniform`` shape check); "hypotheses" (an
    # explicit conclusion whose hypotheses alone carry unspecified constants, "N >= Omega(...)", "T = Theta(...)":
    # those are granted as ``uncertified`` assumptions or named in ``eventually``, so a crossing is at most
    # conditional unless it persists as they grow)
    constants: str = "explicit"
    expect: Expect = Expect.HOLDS
    evidence: str = ""  # for an erratum: what was found, and why it is not our encoding
    notes: str = ""  # what could not be met, how hidden constants are checked, etc.
    exact: Callable[[Instance], Measurement] | None = None
    corrected: Callable[..., Any] | None = None  # for an erratum: the bound believed to hold (same signature)
    mutants: dict[str, Callable[..., Any]] = field(default_factory=dict)
    auto_mutant: bool = True
    favourable: float = 0.10  # how far the automatic mutant moves the constant
    rtol: float = 1e-9  # relative tolerance: violations inside it are only 'potential'
    atol: float = 1e-12
    assumption_atol: float = 1e-12  # an assumption missed by less than this is 'approximately met'
    settings: dict[str, dict[str, Any]] = field(default_factory=dict)  # per-profile overrides
    checkable: bool = True
    not_checkable_reason: str = ""
    search_dtype: str = "float64"
    # Opt-in search power (see thmcheck.checks.engine): measure a batch of B instances of the drawn structure in one
    # call (``measure_batch(inst, ctx, B) -> BatchMeasurement | list[Measurement]``), and refine the best
    # instances by gradient ascent over continuous parameters (``refine``).
    measure_batch: Callable[[Instance, Ctx, int], Any] | None = None
    refine: Refine | None = None
    # Fidelity to the printed statement (thmcheck.checks.domain, thmcheck.checks.readings):
    domain: tuple[Any, ...] = ()  # thmcheck.checks.domain.Param: every free parameter with its printed range
    readings: tuple[Reading, ...] = ()  # other reasonable readings; the claim itself is the literal one
    derived: str = ""  # non-empty: the paper does not print this statement; names the printed one it derives from
    second_path: str = ""  # for an erratum: the tests/ node (file::test) reproducing it without the claim's code
    no_mutant_reason: str = ""  # why no planted wrong bound can exist (else at least one mutant is required)
    catalog_id: str = ""  # the catalog's id, where the claim was renamed to name what is wrong (e.g. a use site)
    # Discovery (records, hidden constants, undecided verdicts):
    record_category: str = ""  # for a record: a RecordCategory (definition, alias, citation, uncomputable)
    # Hidden constants: with ``uniform`` the bound is the printed shape f(parameters) (a pure function, no
    # constant), and the engine checks "one constant c with lhs <= c f over the whole printed domain" (>= for
    # Omega): it climbs log(lhs / f), and a one-parameter path along which the ratio grows (``directions``) refutes
    # it. ``directions`` lists every direction of the domain for every hidden-constant claim, uniform or not.
    uniform: bool = False
    shape_below: str = ""  # non-empty (why): the encoded shape is below the printed one (a nonnegative printed term
    # dropped, e.g. an existential C-term): lhs / shape unbounded does not refute the statement, so a divergence is
    # at most potential; bounded still means no counterexample
    directions: tuple[Direction, ...] = ()
    ceiling: Ceiling | None = None  # an explicit constant certified by another claim: a growing but bounded path
    # below it holds (see Ceiling)
    eventually: tuple[str, ...] = ()  # parameters the statement needs only "large enough" (n >= N, N unspecified)
    # Undecided verdicts: ``escalate(inst, level)`` returns the instance measured with more effort (level 1, 2,
    # ...: more Monte Carlo draws, a longer run, higher precision), still a replayable instance; the engine uses it
    # to settle a potential crossing sequentially.
    escalate: Callable[[Instance, int], Instance] | None = None
    corrected_text: str = ""  # for an erratum: the corrected statement in words (the sheet prints it)
    no_correction_reason: str = ""  # for an erratum without ``corrected``: why none is proposed
    statement_tex: str = ""  # the statement in the paper's own LaTeX, copied from the seed lines
    materialize: Callable[[Instance], dict[str, Any]] | None = None  # the arrays an instance's seed draws, by name
    paper_title: str = ""  # the paper's title, shown on the index for a paper of your own (this repository's
    # papers take theirs from checks/papers/papers.json)
    # Per-profile expectation: a claim whose verdict depends on the search's effort (a Monte Carlo path whose decade
    # only dev reaches) names, per profile, the expectation that profile can meet ({"ci": "potential"}); the other
    # profiles expect ``expect``. ``expect_settled`` says what the profile(s) with ``expect`` found (numbers), and
    # is shown in the notes of every run whose expectation differs from ``expect``.
    expect_by_profile: dict[str, Expect] = field(default_factory=dict)
    expect_settled: str = ""

    def __post_init__(self) -> None:
        self.kind = Kind(self.kind)
        self.comparison = Comparison(self.comparison)
        self.expect = Expect(self.expect)
        self.expect_by_profile = {str(k): Expect(v) for k, v in self.expect_by_profile.items()}
        if self.expect is Expect.POTENTIAL:
            raise ValueError(f"claim {self.id}: 'potential' is a per-profile expectation (expect_by_profile), not a "
                             "claim's own: some profile must settle it")
        if self.expect_by_profile:
            profiles = _profile_names()
            unknown = sorted(set(self.expect_by_profile) - set(profiles))
            if unknown:
                raise ValueError(f"claim {self.id}: expect_by_profile names unknown profiles {unknown}")
            if all(v is not self.expect for v in (self.expect_by_profile.get(p, self.expect) for p in profiles)):
                raise ValueError(f"claim {self.id}: expect_by_profile overrides every profile: no run expects "
                                 f"{self.expect.value}")
            if not self.expect_settled:
                raise ValueError(f"claim {self.id}: expect_by_profile needs expect_settled (what the profiles that "
                                 f"expect {self.expect.value} found)")
        if "." not in self.id or not self.id.startswith(self.paper + "."):
            raise ValueError(f"claim id {self.id!r} must look like '<paper>.<kind><number>' with paper {self.paper!r}")
        if self.checkable and (self.bound is None or self.measure is None or self.strategy is None):
            raise ValueError(f"claim {self.id}: a checkable claim needs bound, measure and strategy")
        if not self.checkable and not self.not_checkable_reason:
            raise ValueError(f"claim {self.id}: a claim that is not checkable needs its reason")
        if self.record_category:
            self.record_category = str(RecordCategory(self.record_category))
        if self.constants not in CONSTANTS:
            raise ValueError(f"claim {self.id}: constants must be one of {CONSTANTS}, not {self.constants!r}")
        if self.constants == "hypotheses" and not (self.eventually or self.uncertified
                                                   or any(a.granted for a in self.assumptions)):
            raise ValueError(f"claim {self.id}: constants='hypotheses' names its hidden-constant hypotheses (an "
                             "uncertified assumption or an eventually parameter)")
        if self.uniform and self.constants != "hidden":
            raise ValueError(f"claim {self.id}: a uniform (shape) check is for hidden constants")
        for d in self.directions:
            if d.how not in ("path", "search", "fit", "unsearched"):
                raise ValueError(f"claim {self.id}: direction {d.name!r}: how must be path, search, fit or unsearched")
            if d.how == "path" and d.move is None:
                raise ValueError(f"claim {self.id}: direction {d.name!r} is a path: it needs move(inst, t)")
            if d.how == "unsearched" and not d.reason:
                raise ValueError(f"claim {self.id}: unsearched direction {d.name!r} needs its (mathematical) reason")
        if self.expect in (Expect.ERRATUM, Expect.ERRATUM_AS_PRINTED) and not self.evidence:
            raise ValueError(f"claim {self.id}: an erratum needs its evidence")
        if self.expect is Expect.ERRATUM_AS_PRINTED and not any(not r.vacuous for r in self.readings):
            raise ValueError(f"claim {self.id}: 'erratum as printed' needs the (non-vacuous) reading under which it "
                             "holds")
        if not self.id.isascii() or any(ch in self.id for ch in "/ \\"):
            raise ValueError(f"claim {self.id!r}: ids are ASCII without '/', spaces or backslashes "
                             "(keep the printed numbering in source)")
        names = [r.name for r in self.readings]
        if LITERAL in names or len(set(names)) != len(names):
            raise ValueError(f"claim {self.id}: reading names must be distinct and not {LITERAL!r}")

    @property
    def bound_signature(self) -> str:
        """The signature a replacement bound must have."""
        if self.bound is None:
            return ""
        return f"{getattr(self.bound, '__name__', 'bound')}{inspect.signature(self.bound)}"

    @property
    def bound_name(self) -> str:
        """``module.function`` of the bound, for the report."""
        if self.bound is None:
            return ""
        return f"{getattr(self.bound, '__module__', '?')}.{getattr(self.bound, '__qualname__', '?')}"

    def get_strategy(self) -> Any:
        """The instance strategy (factories are called lazily, so registering a claim stays cheap)."""
        s = self.strategy
        if callable(s) and not hasattr(s, "example"):
            s = s()
        return s

    @property
    def reference_bound(self) -> Callable[..., Any] | None:
        """The bound expected to hold: the printed one; for an erratum the corrected one (if given); for an erratum
        as printed the corrected one, else the printed one (which holds under the other reading)."""
        if self.expect is Expect.ERRATUM:
            return self.corrected
        if self.expect is Expect.ERRATUM_AS_PRINTED:  # the printed bound holds under another reading
            return self.corrected or self.bound
        return self.bound

    def expect_at(self, profile: str) -> Expect:
        """The expectation of a run under ``profile``: ``expect_by_profile``'s entry, else ``expect``."""
        return self.expect_by_profile.get(str(profile), self.expect)

    def expect_note(self, profile: str) -> str:
        """For a run whose expectation differs from the claim's (``expect_by_profile``): what the run expects, and
        what the profiles that expect the claim's own expectation found; else ""."""
        here = self.expect_at(profile)
        if here is self.expect:
            return ""
        others = [p for p in _profile_names() if self.expect_at(p) is self.expect]
        return (f"expectation under the {profile} profile: {here.value} (expect_by_profile); the claim's expectation "
                f"is {self.expect.value}, settled under {', '.join(others)}: {self.expect_settled}")

    @property
    def has_uncertified(self) -> bool:
        """Whether some assumption is one no run can certify (crossings are then at most 'potential')."""
        return any(not a.certifiable for a in self.assumptions)

    def mutant_target(self) -> Claim:
        """The claim its planted mutants are run on: the claim with uncertified requirements granted; for an erratum
        as printed without a corrected bound, under its first other reading (where the printed bound holds); without
        ``shape_below`` (a mutant's divergence is what kills it), and without its other readings: a mutant is a
        wrong bound of this one statement, killed when the search breaks it here (``tests/test_mutants.py`` runs
        ``run_claim`` on it, which runs no readings; ``--thmcheck-mutants`` runs it in the worker, which would
        otherwise combine readings into 'violated as printed' and call a killed mutant 'survived')."""
        c = self
        if self.expect is Expect.ERRATUM_AS_PRINTED and self.corrected is None and self.readings:
            c = self.under_reading(next(r for r in self.readings if not r.vacuous))
        if c.readings:  # (its expectation then reads as a plain erratum: 'as printed' needs a reading)
            c = replace(c, readings=(),
                        expect=Expect.ERRATUM if c.expect is Expect.ERRATUM_AS_PRINTED else c.expect)
        if c.shape_below:  # a mutant is a wrong shape by construction: its divergence is what kills it
            c = replace(c, shape_below="")
        return c.granting_uncertified()

    def granting_uncertified(self) -> Claim:
        """This claim with every uncertified assumption granted (slack 0: met), for planted-mutant tests only.

        A claim whose requirements no run can certify can never end 'violated', so its planted wrong bounds are
        tested on this copy: the search must find an instance that breaks the mutant, confirmed in float64 (and
        exactly, and for multiplicity) like any violation, *if* the uncertified requirements held there. Verdicts
        of the claim itself never use it.
        """
        if not self.has_uncertified:
            return self
        granted = tuple(a if a.certifiable else Assumption(a.name, f"{a.text} [granted for a mutant test]",
                                                           lambda q: 0.0, granted=True)
                        for a in self.assumptions)
        return replace(self, assumptions=granted)

    @property
    def uncertified(self) -> list[str]:
        """Names of the assumptions no run can certify (granted by ``--grant-uncertified`` and mutant tests)."""
        return [a.name for a in self.assumptions if not a.certifiable]

    @property
    def is_paper_erratum(self) -> bool:
        """Whether a violation of this claim is an error of the paper (expected violated and not derived)."""
        return self.expect in (Expect.ERRATUM, Expect.ERRATUM_AS_PRINTED) and not self.derived

    def under_reading(self, reading: Reading) -> Claim:
        """This claim as read under ``reading`` (same id; bound, strategy, assumptions, domain, directions replaced
        where the reading gives them; no further readings). Its expectation is left to the caller."""
        strategy = self.strategy if reading.strategy is None else reading.strategy  # a strategy's bool() warns
        return replace(self, bound=reading.bound or self.bound, strategy=strategy,
                       measure=self.measure if reading.measure is None else reading.measure,
                       measure_batch=self.measure_batch if reading.measure is None else None,
                       exact=reading.exact or (self.exact if reading.measure is None else None),
                       refine=self.refine if reading.measure is None else None,
                       assumptions=self.assumptions if reading.assumptions is None else reading.assumptions,
                       domain=self.domain if reading.domain is None else reading.domain, readings=(),
                       eventually=self.eventually if reading.eventually is None else tuple(reading.eventually),
                       directions=self.directions if reading.directions is None else tuple(reading.directions),
                       comparison=self.comparison if reading.comparison is None else Comparison(reading.comparison),
                       constants=self.constants if reading.constants is None else reading.constants,
                       uniform=self.uniform if reading.uniform is None else reading.uniform,
                       ceiling=reading.ceiling if reading.ceiling is not None else (
                           self.ceiling if reading.bound is None and reading.measure is None else None),
                       expect=Expect.HOLDS, expect_by_profile={}, expect_settled="", corrected=None, mutants={},
                       auto_mutant=False)

    def fidelity(self) -> dict[str, Any]:
        """What ``python -m thmcheck list --json`` says of the claim's fidelity to the printed statement."""
        from thmcheck.checks.domain import coverage

        return {
            "domain": coverage(self.domain, {}) if self.domain else {},
            "readings": [LITERAL] + [r.name for r in self.readings] if self.readings else [LITERAL],
            "reading_texts": {r.name: r.text for r in self.readings},
            "vacuous_readings": [r.name for r in self.readings if r.vacuous],
            "derived": self.derived,
            "mutants": sorted(self.all_mutants()) if self.checkable else [],
            "no_mutant_reason": self.no_mutant_reason,
            "uncertified": self.uncertified,
            "second_path": self.second_path,
            "record_category": self.record_category,
            "uniform": self.uniform,
            "eventually": list(self.eventually),
            "directions": [{"name": d.name, "param": d.param, "toward": _json_num(d.toward), "how": d.how,
                            "reason": d.reason, "grows": list(d.grows), "points": [_json_num(t) for t in d.points]}
                           for d in self.directions],
            "undirected": self.undirected(),
        }

    def undirected(self) -> list[str]:
        """For a hidden-constant claim: the printed domain's parameters that no direction names (neither a path,
        a searched span, a fit nor an unsearched end with its reason): directions issue 31 asks to be listed."""
        if self.constants != "hidden":
            return []
        named = {d.param for d in self.directions} | {d.name for d in self.directions}
        params = {d.param for d in self.directions}

        def tied(p: Any) -> bool:  # a reparametrisation of a directed parameter ("gamma = gamma_min + gamma_u ...")
            return any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(q)}(?![A-Za-z0-9_])", p.family) for q in params)

        def mentioned(p: Any) -> bool:  # a direction's name that names the parameter as a word ("k, m, d")
            return any(re.search(rf"(?<![A-Za-z0-9_]){re.escape(p.name)}(?![A-Za-z0-9_])", n) for n in named)

        return [p.name for p in self.domain if p.name not in named and p.field not in named
                and not mentioned(p) and not tied(p)]

    def all_mutants(self) -> dict[str, Callable[..., Any]]:
        """Planted wrong bounds: the claim's own and the automatic 'constant too favourable' one
        (applied to the reference bound; an erratum without a corrected bound gets only its own)."""
        out = dict(self.mutants)
        ref = self.reference_bound
        if self.auto_mutant and self.constants == "explicit" and ref is not None and self.comparison != "==":
            out.setdefault(f"constant {self.favourable:.0%} too favourable", favourable_mutant(self, bound=ref))
        return out


def _json_num(x: float) -> float | str:
    """A float for JSON: inf and nan as the strings 'inf', '-inf', 'nan'."""
    x = float(x)
    return x if math.isfinite(x) else repr(x)


def favourable_mutant(claim: Claim, factor: float | None = None,
                      bound: Callable[..., Any] | None = None) -> Callable[..., Any]:
    """A bound (the claim's by default) moved by ``factor`` in the direction that makes the claim
    stronger, hence false wherever the bound is tight to within ``factor``."""
    f = claim.favourable if factor is None else factor
    bound = bound or claim.bound
    assert bound is not None
    upper = claim.comparison in (Comparison.LE, Comparison.LT)

    def mutant(**q: Any) -> float:
        b = float(bound(**q))
        # shrink an upper bound / enlarge a lower bound, whatever its sign
        return b - f * abs(b) if upper else b + f * abs(b)

    mutant.__name__ = f"{getattr(bound, '__name__', 'bound')}_favourable"
    mutant.__signature__ = inspect.signature(bound)  # type: ignore[attr-defined]
    return mutant


def real_kind(x: Any) -> str | None:
    """Why ``x`` is not a real scalar (None when it is): the one validation of values a bound or a measurement
    returns. Reals are Python ``int`` (not ``bool``) and ``float``, ``Fraction``, ``Decimal``, mpmath ``mpf``, numpy
    integer/floating scalars and 0-d (or 1-element) arrays of such a dtype, and torch tensors of one element with
    an integer or floating dtype. Everything else (booleans of any library, strings, bytes, numpy string/object
    arrays, complex numbers, ``None``, containers) is named by its type."""
    import decimal
    from fractions import Fraction

    t = type(x)
    name = f"{t.__module__}.{t.__qualname__}" if t.__module__ not in ("builtins",) else t.__qualname__
    if isinstance(x, bool):
        return "a bool"
    if isinstance(x, int | float | Fraction | decimal.Decimal) or hasattr(x, "man_exp"):
        return None
    dtype = getattr(x, "dtype", None)
    if dtype is not None:  # numpy scalars/arrays, torch tensors
        shape = tuple(getattr(x, "shape", ()))
        if shape not in ((), (1,)):
            return f"an array of shape {shape}"
        kind = getattr(dtype, "kind", None)  # numpy
        if kind is not None:
            return None if kind in "iuf" else f"{name} of dtype {dtype}"
        is_float, is_complex = getattr(dtype, "is_floating_point", None), getattr(dtype, "is_complex", None)
        if is_float is not None:  # torch
            if is_complex or str(dtype) == "torch.bool":
                return f"{name} of dtype {dtype}"
            return None
    if isinstance(x, complex):
        return "a complex number"
    if isinstance(x, str | bytes):
        return f"a {t.__qualname__} {x!r:.40}"
    return name


def finite_real(x: Any) -> float:
    """Convert a bound's return value to a float, or raise TypeError/ValueError naming the problem
    (:func:`real_kind` decides what is a real)."""
    bad = real_kind(x)
    if bad is not None:
        raise TypeError(f"returned {bad}, expected a real number")
    if hasattr(x, "item") and not isinstance(x, int | float):
        x = x.item()
    try:
        v = float(x)
    except OverflowError as e:
        raise ValueError(f"returned an integer too large for a float ({len(str(abs(int(x))))} digits)") from e
    except (TypeError, ValueError) as e:
        raise TypeError(f"returned {type(x).__name__}, expected a real number") from e
    if not math.isfinite(v):
        raise ValueError(f"returned {v}")
    return v
