"""The K-level probes of LPCERTIFY (chenli.eq102.*): the independent certificates, and planted faulty probes that the
claims' measurements must flag (a loose solver tolerance, a sign-flipped answer, an oracle with the slab sign
reversed or a loose acceptance tolerance)."""

from __future__ import annotations

from fractions import Fraction

import numpy as np
import pytest

from thmcheck.checks.papers.chenli import sec6_5_probes as P
from thmcheck.models.chenli import sec6_2_lpcertify as LP
from thmcheck.models.chenli import sec6_5_certificates as C

BASE = {"d": 8, "m": 2, "k": 3, "theta_norm": 1.0, "omega2": 1.0, "ratio2": 1.0, "delta_frac": 0.5, "seed": 5,
        "qseed": 3}


def _inst(**kw: object) -> dict:
    return {**BASE, "eps": 0.1, "family": "perp", **kw}


def test_exact_slack_matches_brute_force_rationals() -> None:
    rng = np.random.default_rng(0)
    G = rng.integers(-2, 3, size=(7, 5)).astype(float)
    h = rng.normal(size=7)
    x = rng.normal(size=5)
    s, b = C.exact_slack(G, h, 1.5, x)
    ref = max(sum((Fraction(g) * Fraction(v) for g, v in zip(row, x, strict=True)), Fraction(0)) - Fraction(hv)
              for row, hv in zip(G, h, strict=True))
    assert s == ref and b == sum(Fraction(v) ** 2 for v in x) - Fraction(1.5) ** 2
    Gf = G + 0.25  # non-integer rows take the rational fallback
    s2, _ = C.exact_slack(Gf, h, 1.5, x)
    assert s2 == max(sum((Fraction(g) * Fraction(v) for g, v in zip(row, x, strict=True)), Fraction(0)) - Fraction(hv)
                     for row, hv in zip(Gf, h, strict=True))


def test_repair_lands_exactly_inside() -> None:
    K = P.body_of(_inst(eps=0.03))
    rng = np.random.default_rng(1)
    for _ in range(5):
        x = K["c"] + rng.normal(size=64)  # far outside
        xr, lam = C.repair(K["G"], K["h"], K["R"], x, K["c"])
        assert 0 < lam <= 1 and C.exact_member(K["G"], K["h"], K["R"], xr)
    assert C.exact_member(K["G"], K["h"], K["R"], K["c"])  # the head is inside (Lemma 6.14 on an E-exact run)


@pytest.mark.parametrize("family", P._FAMILIES)
def test_support_probe_is_certified_and_faulty_probes_are_flagged(family: str) -> None:
    inst = _inst(family=family)
    K = P.body_of(inst)
    dfx, certs = P.support_defects(inst, K)
    assert dfx.max() <= 1e-6 and all(c["primal_in_K"] for c in certs)
    run = K["run"]

    def solve(U: np.ndarray) -> object:
        return K["body"].support(run["As"], run["ss"], run["eps"], K["R"], U)

    def flipped(U: np.ndarray) -> tuple:  # wrong sign: reports min <U, x> (= -h_K(-U)) as h_K(U)
        r = solve(-U)
        return r.value, r.x, r.y, r.status

    def loose(U: np.ndarray) -> tuple:  # a solver stopped at tolerance 1e-3: point and multipliers off by 1e-3
        r = solve(U)
        g = np.random.default_rng(0)
        return -r.value, r.x + 1e-3 * g.normal(size=r.x.shape), r.y * (1 + 1e-3 * g.normal(size=r.y.shape)), r.status

    assert P.support_defects(inst, K, flipped)[0].max() > 1e-2
    assert P.support_defects(inst, K, loose)[0].max() > 1e-6


def test_min_norm_probe_is_certified_and_faulty_probes_are_flagged() -> None:
    inst = _inst(eps=0.02)  # 7 eps < max |s_t|: 0 is not in K, the minimum norm is positive
    K = P.body_of(inst)
    d, cert = P.min_norm_defect(inst, K)
    assert d <= 1e-6 and cert["primal_in_K"] and cert["lo"] > 0.01 * K["R"]
    run = K["run"]
    r = K["body"].min_norm(run["As"], run["ss"], run["eps"], K["R"])
    assert P.min_norm_defect(inst, K, lambda: (0.9 * r.value, r.x, r.y, r.status))[0] > 1e-6  # value too small
    assert P.min_norm_defect(inst, K, lambda: (r.value, 1.01 * r.x, r.y, r.status))[0] > 1e-6  # point off
    assert P.min_norm_defect(inst, K, lambda: (r.value, r.x, -r.y, r.status))[0] > 1e-6  # multipliers' sign wrong


def test_membership_oracle_agrees_with_exact_and_faulty_oracles_are_flagged() -> None:
    inst = _inst(eps=0.05, family="slab")
    K = P.body_of(inst)
    dfx, info = P.membership_defects(inst, K)
    assert dfx.max() <= 1e-9 and 0 < info["exactly_inside"] < info["queries"]
    run = K["run"]

    def sign_reversed(Q: np.ndarray) -> bool:
        return LP.Body.contains(run["As"], -run["ss"], run["eps"], K["R"], Q)[0]

    def loose(Q: np.ndarray) -> bool:
        return LP.Body.contains(run["As"], run["ss"], run["eps"], K["R"], Q)[1] <= 1e-3 * K["R"]

    assert P.membership_defects(inst, K, sign_reversed)[0].max() > 1e-9
    assert P.membership_defects(inst, K, loose)[0].max() > 1e-9


def test_probe_claims_hold_on_drawn_instances_and_their_mutant_dies() -> None:
    from thmcheck.checks.claim import Ctx

    ctx = Ctx(np.float64, "cpu")
    for claim in P.CLAIMS:
        m = claim.measure(_inst(family="random"), ctx)
        assert 0 <= m.lhs <= claim.bound()
        (mutant,) = claim.mutants.values()
        assert m.lhs > mutant()
