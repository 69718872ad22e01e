"""Results of the engine: the status words of one instance, what one instance looked like (:class:`Evaluated`) and
what a whole search established (:class:`ClaimResult`), and the exceptions that carry a claim's own faults out of a
search (:class:`BadInput`: the verdict is ``unknown``) or stop Hypothesis (``_Stop``, ``_Counterexample``). Every other
module of the engine builds on these; nothing here computes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from thmcheck.checks.claim import (
    Claim,
    Expect,
    Instance,
    Measurement,
    Verdict,
    expectation_met,
)

HOLDS, POTENTIAL, VIOLATED, REJECTED = "holds", "potential", "violated", "rejected"
CONDITIONAL = "conditional"  # a confirmed crossing where only uncertified requirements are approximately met
VANISHING = "vanishing"  # a confirmed crossing at small "large enough" parameters, gone along its growing path
UNKNOWN = "unknown"  # the checker's own solver failed on the instance (``SolverFailure``): neither held nor rejected
SCORE_CAP = 1e12
EXACT_DPS = 60  # decimal digits of mpmath re-checks
FAMILY_ERROR = 0.01  # the chance that a statistical claim's search reports a false 'violated' (Bonferroni)

class BadInput(Exception):
    """A bound or measurement misbehaved (raised, NaN/inf, wrong shape/type): the verdict is unknown."""


class StopSearch(BaseException):
    """Stops a Hypothesis run at once (BaseException, so Hypothesis neither shrinks nor retries it)."""


class Counterexample(Exception):
    """Raised inside the test function on a confirmed violation, so that Hypothesis shrinks it."""


@dataclass
class Evaluated:
    """One instance as the engine saw it."""

    instance: Instance
    measurement: Measurement
    rhs: Any
    score: float
    status: str
    slacks: dict[str, float]
    approx: list[str]
    dtype: str
    device: str
    confirmed_by: list[str] = field(default_factory=list)
    phase: str = "search"  # which phase found it: search, batch (member of a batched example) or refine
    granted: list[str] = field(default_factory=list)  # uncertified requirements granted (status conditional)
    tight: bool = False  # a non-strict bound met with equality (up to float64 rounding, or exactly)
    note: str = ""  # why a crossing is only potential (statistics), for the verdict's message
    steer_score: float | None = None  # what ``target`` climbs when it differs from ``score``: a degenerate instance
    # (thmcheck.checks.degenerate) has no score, yet its position ("on the bound") still steers the search towards a crossing


@dataclass
class ClaimResult:
    """What a search over one claim established."""

    claim: Claim
    verdict: Verdict
    profile: str
    seed: int | None
    seconds: float = 0.0
    tried: int = 0
    valid: int = 0
    rejected: int = 0
    best_score: float | None = None
    worst: Evaluated | None = None
    shrunk: Evaluated | None = None
    message: str = ""
    notes: list[str] = field(default_factory=list)
    device: str = "cpu"
    dtype: str = "float64"
    bound_name: str = ""
    refuted: int = 0
    potentials: int = 0
    user_bound: bool = False
    expect: Expect = Expect.HOLDS
    examples: int = 0  # Hypothesis examples run (each measures ``batch`` instances)
    batch: int = 1  # instances per example (1: no batching)
    found_by: str = ""  # phase that found the worst instance: search, batch or refine ("" when none)
    refine_starts: int = 0  # instances refined by gradient ascent
    refine_gain: float | None = None  # best score after refinement minus best score before it
    scores: list[float] = field(default_factory=list)  # valid instances' scores (capped), for the histogram
    readings: dict[str, dict[str, Any]] = field(default_factory=dict)  # verdict per reading (thmcheck.checks.readings)
    coverage: dict[str, dict[str, Any]] = field(default_factory=dict)  # searched span per Param (thmcheck.checks.domain)
    granted: list[str] = field(default_factory=list)  # uncertified requirements granted (conditional, or asked)
    tested: int = 0  # instances evaluated (search, batch members, shrinking, refinement): the multiplicity N
    tight: int = 0  # valid instances where a non-strict bound is met with equality
    # undecided verdicts (issue 32) and hidden constants (issue 31):
    rejected_by: dict[str, int] = field(default_factory=dict)  # rejected draws per assumption name
    solver_failures: int = 0  # evaluations where our own solver failed (SolverFailure): unknown, apart from rejected
    solver_messages: list[str] = field(default_factory=list)  # the first few SolverFailure messages
    granted_why: dict[str, str] = field(default_factory=dict)  # each granted (uncertified) requirement: why
    followup: dict[str, Any] = field(default_factory=dict)  # sequential confirmation of a potential crossing
    path: Any = None  # thmcheck.checks.engine.divergence.DivergencePath of a uniform (shape) claim, else None
    budget: str = ""  # what bounded the search: "N examples; X s CPU" (ci) or "N examples; X s wall" (dev/deep)

    def record_fields(self) -> dict[str, Any]:
        """The fields of this round's engine for the claim record (``thmcheck.checks.report.result_json`` spreads them):
        rejected draws per assumption, solver failures, granted requirements and why, the sequential follow-up of a
        potential crossing, the divergence path of a uniform claim (``path``: direction, points with t, instance
        scalars, lhs, f, ratio; its fit) and what bounded the search."""
        from thmcheck.checks.instances import jsonable

        return jsonable({"rejected_by": dict(self.rejected_by), "solver_failures": self.solver_failures,
                         "solver_messages": list(self.solver_messages), "granted_why": dict(self.granted_why),
                         "followup": self.followup, "path": self.path.as_json() if self.path is not None else None,
                         "search_budget": self.budget}, max_list=100_000)

    @property
    def meets_expectation(self) -> bool:
        """Whether the verdict is the one CI expects of this claim (:func:`thmcheck.checks.claim.expectation_met`)."""
        return expectation_met(self.expect, self.verdict)


