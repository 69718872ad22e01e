"""Search profiles: how hard and how long the engine pushes on each claim.

``ci`` (the default of ``pytest checks``): derandomized, no example database, bounded by example counts with a
small cap in process CPU time per claim (the same instances on an idle and on a loaded machine); ``dev``: random seeds and the local example database; ``deep``: long campaigns.
A claim may override any field per profile through ``Claim.settings[profile]``.
"""

from __future__ import annotations

import os
from contextvars import ContextVar
from dataclasses import dataclass, replace
from typing import Any


@dataclass(frozen=True)
class Profile:
    """Search effort for one claim."""

    name: str
    max_examples: int
    budget_s: float  # seconds per claim (generation + shrinking), on ``clock`` (under ci a plan; see PROFILES)
    derandomize: bool
    database: bool
    clock: str = "wall"  # "cpu": budget_s is process CPU time (load-independent, ci); "wall": wall-clock seconds
    followup: int = 3  # sequential confirmation: escalation levels tried on a potential crossing
    path_decades: float = 2.0  # divergence: how many decades a growing path is extended beyond its grid
    path_starts: int = 3  # divergence: from how many of the best instances each path direction is swept
    min_valid: int = 10  # fewer valid instances than this (and no violation) means 'gave up'
    batch: int = 64  # members per example for claims with ``measure_batch`` (1: one instance per example)
    refine: bool = True  # run ``Claim.refine`` (gradient refinement) after the search
    refine_share: float = 0.25  # share of the time budget kept for refinement
    shrink: bool = True  # Hypothesis shrinks a confirmed violation (False: the first violating draw is kept, for a
    # claim whose shrinking costs more than its search and whose verdict does not rest on a minimal instance)

    def for_claim(self, overrides: dict[str, dict[str, Any]] | None) -> Profile:
        """This profile with a claim's per-profile overrides applied."""
        if not overrides or self.name not in overrides:
            return self
        return replace(self, **overrides[self.name])


CPU_CAP_FACTOR = 5.0  # under ci, the draw's hard stop: CPU_CAP_FACTOR x budget_s,
CPU_CAP_MIN_S = 2.0  # and at least budget_s + this many CPU seconds


def cpu_cap(budget: float) -> float:
    """The CPU seconds after which a ``ci`` draw stops short of its ``max_examples`` (its budget only plans it)."""
    return max(CPU_CAP_FACTOR * budget, budget + CPU_CAP_MIN_S)


PROFILES: dict[str, Profile] = {
    # ci: bounded by counts (examples, batch members, follow-up levels, path points), so that the instances a search
    # reaches do not depend on the machine's load; budget_s (process CPU time) plans the draw, and the draw stops on
    # time only past cpu_cap(budget_s) = max(5 budget_s, budget_s + 2 s)
    "ci": Profile("ci", max_examples=150, budget_s=3.0, derandomize=True, database=False, batch=64, clock="cpu",
                  followup=3, path_decades=2.0),
    # dev and deep: wall-clock budgets (stated as such in every record), more follow-up and longer paths
    "dev": Profile("dev", max_examples=300, budget_s=20.0, derandomize=False, database=True, batch=256, followup=5,
                   path_decades=4.0),
    "deep": Profile("deep", max_examples=5000, budget_s=600.0, derandomize=False, database=True, batch=1024,
                    followup=10, path_decades=8.0),
}


def get_profile(name: str | None = None) -> Profile:
    """The named profile, else $THMCHECK_PROFILE, else ``ci``."""
    name = name or os.environ.get("THMCHECK_PROFILE") or "ci"
    try:
        return PROFILES[name]
    except KeyError as e:
        raise ValueError(f"unknown profile {name!r}; choose one of {sorted(PROFILES)}") from e


_ACTIVE: ContextVar[str | None] = ContextVar("thmcheck_profile", default=None)


def active_profile() -> str:
    """The name of the profile the engine is running now (inside ``run_claim``), else $THMCHECK_PROFILE, else
    ``ci``. Measurements whose instance sizes scale with the profile (a small training grid under ``ci``, the
    full one under ``deep``) read it; the search itself never needs it."""
    return _ACTIVE.get() or os.environ.get("THMCHECK_PROFILE") or "ci"


def experiment_scale() -> str:
    """The grid a profile-scaled measurement uses: ``deep`` under the deep profile, else ``ci`` (``dev`` runs the
    ci grid with a longer search)."""
    return "deep" if active_profile() == "deep" else "ci"


def register_hypothesis_profiles() -> None:
    """Register thmcheck's profiles as Hypothesis settings profiles ``thmcheck-ci``, ``thmcheck-dev`` and
    ``thmcheck-deep`` (max_examples, derandomize, database, no deadline), for a user's own ``@given`` tests
    (``pytest --hypothesis-profile thmcheck-ci``). They do not steer the claim search: the engine builds its
    settings from :class:`Profile` itself, so ``--thmcheck-profile`` (or ``--profile`` of the CLI) is what selects
    the search effort of the claims, and ``--hypothesis-profile`` leaves it alone."""
    from hypothesis import settings

    for p in PROFILES.values():
        kw: dict[str, Any] = {"max_examples": p.max_examples, "derandomize": p.derandomize, "deadline": None}
        if not p.database:
            kw["database"] = None
        settings.register_profile(f"thmcheck-{p.name}", **kw)
