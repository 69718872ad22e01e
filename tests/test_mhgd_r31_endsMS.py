"""Round 31 (helper endsMS): the small-D end claims of mhgd's GD chains draw D = ||theta - theta_0|| below the old
claims' lower edge 0.02 and keep the printed range (0, inf)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings


def _drawn_d(strategy) -> list[float]:  # noqa: ANN001
    seen: list[float] = []

    @settings(max_examples=15, database=None, deadline=None, suppress_health_check=list(HealthCheck))
    @given(strategy)
    def draw(inst: dict) -> None:
        seen.append(inst["c"])

    draw()
    return seen


def test_end_d_claims_draw_small_d() -> None:
    from thmcheck.checks.registry import get

    for cid in ("mhgd.display.eq70-eq76-endD", "mhgd.display.lemma8-10-thm3-gd-chains-endD"):
        c = get(cid)
        dom = {p.name: p for p in c.domain}
        assert dom["D"].lo == 0.0 and not dom["D"].lo_closed and dom["D"].key == "c"
        seen = _drawn_d(c.strategy())
        assert seen and all(1e-5 <= x <= 0.02 for x in seen)
