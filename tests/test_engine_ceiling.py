"""Round 23 (undecidedP): ``Claim.ceiling``, an explicit constant certified by another claim. A uniform claim whose
path ratio rises (potential) but stays below the certified constant holds; above it, or without it, the path is
judged as before. Every ceiling in the registry names a certificate claim that exists and has an explicit bound."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.checks.claim import Ceiling, Claim, Ctx, Direction, Measurement
from thmcheck.checks.engine import run_claim
from thmcheck.checks.registry import registry

ETA = st.fixed_dictionaries({"eta": st.floats(1e-3, 0.5)})


def _shape(eta: float) -> float:
    return eta


def _rising(inst: dict, ctx: Ctx) -> Measurement:
    """lhs / f = 0.01 eta^-0.3: grows x7.9 along eta = 0.1 .. 1e-4 (potential: less than x10, peak below 1)."""
    eta = inst["eta"]
    return Measurement(0.01 * eta ** -0.3 * eta, {"eta": eta})


TO_ZERO = Direction("eta -> 0", "eta", 0.0, how="path", move=lambda inst, t: {**inst, "eta": float(t)},
                    points=(0.1, 0.01, 1e-3, 1e-4))


def _toy(**kw) -> Claim:  # noqa: ANN003
    base = dict(id="toy.ceiling", paper="toy", source="toy", statement="lhs <~ eta", kind="deterministic",
                comparison="<=", bound=_shape, measure=_rising, strategy=ETA, constants="hidden", uniform=True,
                directions=(TO_ZERO,), no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


def test_without_a_ceiling_the_rising_path_is_potential() -> None:
    res = run_claim(_toy(), "ci")
    assert str(res.verdict) == "potential", res.message
    assert res.path is not None and res.path.status == "potential"


def test_a_path_below_the_certified_constant_holds() -> None:
    res = run_claim(_toy(ceiling=Ceiling(1.0, "toy.certificate", "lhs <= eta^0.7 / 100 <= eta")), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.path is not None and res.path.status == "holds"
    assert "bounded by the certified constant 1" in res.path.why


def test_a_path_above_the_ceiling_is_judged_without_it() -> None:
    res = run_claim(_toy(ceiling=Ceiling(0.05, "toy.certificate", "a wrong certificate")), "ci")
    assert str(res.verdict) == "potential", res.message


def test_every_registry_ceiling_names_an_explicit_certificate() -> None:
    claims = registry()
    with_ceiling = [c for c in claims.values() if c.ceiling is not None]
    for c in with_ceiling:
        assert c.uniform, c.id
        cert = claims.get(c.ceiling.certificate)
        assert cert is not None, (c.id, c.ceiling.certificate)
        assert not cert.uniform and cert.checkable and cert.expect.value == "holds", cert.id
        assert math.isfinite(c.ceiling.constant) and c.ceiling.constant > 0 and c.ceiling.reason, c.id
