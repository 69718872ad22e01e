"""The uniform check of hidden-constant claims (issue 31): a claim whose bound is a printed shape f holds when
lhs / f is bounded over the printed domain and is refuted by a divergence path found from the search's best
instances. Synthetic claims with known answers."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, uncertified
from thmcheck.checks.engine import VIOLATED, replay, run_claim
from thmcheck.checks.instances import load_instance

ETA = st.fixed_dictionaries({"eta": st.floats(1e-6, 1 - 1e-9), "k": st.integers(1, 4)})
IN_01 = Assumption("eta in (0,1)", "0 < eta < 1", lambda q: min(q["eta"], 1 - q["eta"]))


def set_eta(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


TO_ONE = Direction("eta -> 1", "eta", 1.0, how="path", move=set_eta, points=(0.9, 0.99, 0.999, 0.9999))
TO_ZERO = Direction("eta -> 0", "eta", 0.0, how="path", move=set_eta, points=(0.1, 0.01, 1e-3, 1e-4))


def shape_eta_log(eta: float, k: int) -> float:
    """k^2 eta log(1/eta): vanishes at eta -> 1 and at eta -> 0."""
    return k * k * eta * math.log(1 / eta)


def measure_half(inst: dict, ctx: Ctx) -> Measurement:
    """lhs -> k^2 / 2 as eta -> 1 (the chenli.lemma3.9 failure: the shape vanishes there, the lhs does not)."""
    k, eta = inst["k"], inst["eta"]
    return Measurement(k * k * eta / 2, {"eta": eta, "k": k})


def measure_true(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = k^2 eta (1 - eta) <= k^2 eta log(1/eta) (since 1 - eta <= log(1/eta)): a true shape with constant 1."""
    k, eta = inst["k"], inst["eta"]
    return Measurement(k * k * eta * (1 - eta), {"eta": eta, "k": k})


def uniform(measure, **kw) -> Claim:  # noqa: ANN001
    base = dict(id="toy.lemma31", paper="toy", source="toy", statement="lhs <~ k^2 eta log(1/eta)",
                kind="deterministic", comparison="<=", bound=shape_eta_log, measure=measure, strategy=ETA,
                assumptions=(IN_01,), constants="hidden", uniform=True, directions=(TO_ONE, TO_ZERO),
                no_mutant_reason="toy")
    base.update(kw)
    return Claim(**base)


def test_a_true_shape_holds_on_a_domain_with_a_finite_end() -> None:
    res = run_claim(uniform(measure_true), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.path is not None and res.path.status == "holds"  # the paths were swept and stay bounded
    assert res.best_score is not None and res.best_score <= 1.0 + 1e-9


def test_b_shape_vanishing_at_a_finite_end_is_violated_by_the_search_with_a_path(tmp_path) -> None:  # noqa: ANN001
    res = run_claim(uniform(measure_half), "ci")
    assert str(res.verdict) == "violated", res.message
    p = res.path
    assert p is not None and p.direction == "eta -> 1" and p.status == VIOLATED
    assert len(p.points) >= 4 and p.growth >= 10 and p.interval is not None and p.interval[1] < 0
    assert res.shrunk is not None and res.shrunk.phase == "path"
    rec = res.record_fields()["path"]
    assert rec["points"][0]["t"] == 0.9 and {"t", "x", "lhs", "f", "ratio", "instance"} <= set(rec["points"][0])
    # the saved path replays: every point re-evaluated and the path judged again
    f = p.save(tmp_path / "toy.path.npz")
    ev = replay(uniform(measure_half), load_instance(f), tested=res.tested)
    assert ev.status == VIOLATED and "path 'eta -> 1'" in ev.confirmed_by[-1]


def log_n_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = eta log n, with the shape eta log n (true, constant 1)."""
    return Measurement(inst["eta"] * math.log(inst["n"]), {"eta": inst["eta"], "n": inst["n"]})


def shape_eta_log_n(eta: float, n: int) -> float:
    return eta * math.log(n)


def dropped_log(eta: float, n: int) -> float:
    """The planted mutant: the log n factor dropped (wrong only along n -> inf)."""
    return eta


def set_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


def two_direction_claim() -> Claim:
    strat = st.fixed_dictionaries({"eta": st.floats(1e-3, 0.5), "n": st.integers(2, 50)})
    return Claim(id="toy.lemma32", paper="toy", source="toy", statement="lhs <~ eta log n", kind="deterministic",
                 comparison="<=", bound=shape_eta_log_n, measure=log_n_measure, strategy=strat,
                 constants="hidden", uniform=True, mutants={"log n dropped": dropped_log},
                 directions=(Direction("eta -> 0", "eta", 0.0, move=set_eta, points=(0.1, 0.01, 1e-3, 1e-4)),
                             Direction("n -> inf", "n", math.inf, move=set_n, points=(2, 100, 10**4, 10**6),
                                       grows=("n",))))


def test_c_a_dropped_log_mutant_along_a_second_direction_is_killed() -> None:
    claim = two_direction_claim()
    assert str(run_claim(claim, "ci").verdict) == "no counterexample"
    assert not any("too favourable" in m for m in claim.all_mutants())  # no constant to move in a shape
    res = run_claim(claim.mutant_target(), "ci", bound=claim.mutants["log n dropped"])
    assert str(res.verdict) == "violated", res.message
    assert res.path is not None and res.path.direction == "n -> inf"


def test_d_an_eventually_parameter_that_does_not_grow_gives_conditional() -> None:
    claim = uniform(measure_half, eventually=("k",))
    res = run_claim(claim, "ci")
    assert str(res.verdict) == "conditional", res.message
    assert res.path is not None and "k large enough" in res.path.granted


def test_e_a_granted_requirement_on_the_path_gives_conditional_with_its_why() -> None:
    req = uncertified("C large enough", "C >= C_0 (C_0 unspecified)", why="the paper leaves C_0 unspecified")
    res = run_claim(uniform(measure_half, assumptions=(IN_01, req)), "ci")
    assert str(res.verdict) == "conditional", res.message
    assert res.granted_why == {"C large enough": "the paper leaves C_0 unspecified"}
    assert "the paper leaves C_0 unspecified" in res.message


def test_list_json_fields_of_a_uniform_claim() -> None:
    f = two_direction_claim().fidelity()
    assert f["uniform"] is True and f["eventually"] == []
    assert [d["name"] for d in f["directions"]] == ["eta -> 0", "n -> inf"]
    assert f["directions"][1]["toward"] == "inf" and set(f["directions"][0]) >= {"name", "param", "toward", "how",
                                                                                   "reason"}


def measure_half_mc(inst: dict, ctx: Ctx) -> Measurement:
    """As measure_half, but a Monte Carlo estimate with its normal interval (a statistical measurement)."""
    from thmcheck.checks.stats import NormalMean

    k, eta = inst["k"], inst["eta"]
    v = k * k * eta / 2
    stat = NormalMean(v, 1e-3 * v)
    return Measurement(v, {"eta": eta, "k": k}, lhs_interval=stat.interval(0.999), stat=stat)


def test_a_violated_path_of_a_statistical_measurement_is_not_rejudged_against_the_shape() -> None:
    """The path's last point lies below the shape itself (lhs / f is large, but the point is not judged as a
    crossing of f): the judged path stays violated (helpers saw it demoted to potential by the final multiplicity
    re-judge of that point)."""
    res = run_claim(uniform(measure_half_mc), "ci")
    assert str(res.verdict) == "violated", res.message
    assert res.path is not None and res.path.status == VIOLATED


def measure_plateau(inst: dict, ctx: Ctx) -> Measurement:
    """lhs / f rises from ~12 to a plateau of 101 as eta -> 1 (x = 1/(1 - eta) from 10 to 1e4): bounded, holds."""
    k, eta = inst["k"], inst["eta"]
    x = 1 / (1 - eta)
    return Measurement(shape_eta_log(eta, k) * (1 + 100 * (1 - math.exp(-((x / 30) ** 2)))), {"eta": eta, "k": k})


def test_a_path_that_levels_off_holds() -> None:
    res = run_claim(uniform(measure_plateau, directions=(TO_ONE,)), "ci")
    assert str(res.verdict) == "no counterexample", res.message
    assert res.path is not None and "levels off" in res.path.why, res.path.why


def measure_tiny_half(inst: dict, ctx: Ctx) -> Measurement:
    """measure_half scaled by 1e-220: lhs / f grows as eta -> 1 exactly as in the chenli.lemma3.9 failure, but stays
    near 1e-213 (softlin4's false positive: a bounded ratio can climb this way far below the shape)."""
    k, eta = inst["k"], inst["eta"]
    return Measurement(1e-220 * k * k * eta / 2, {"eta": eta, "k": k})


def test_a_growing_ratio_that_never_crosses_the_shape_is_at_most_potential() -> None:
    res = run_claim(uniform(measure_tiny_half), "ci")
    assert str(res.verdict) == "potential", res.message
    assert res.path is not None and "never crossed" in res.path.why, res.path.why


def set_eta_capped(inst: dict, t: float) -> dict:
    """A move capped at eta = 0.99 (as a claim whose computation stops at some size): larger t give the same
    instance."""
    return {**inst, "eta": float(min(t, 0.99))}


def test_a_move_capped_at_a_limit_adds_no_points_to_the_path() -> None:
    capped = Direction("eta -> 1", "eta", 1.0, how="path", move=set_eta_capped,
                       points=(0.5, 0.8, 0.9, 0.99, 0.999, 0.9999, 0.99999))
    res = run_claim(uniform(measure_half, directions=(capped,)), "ci")
    p = res.path
    assert p is not None and [q.t for q in p.points] == [0.5, 0.8, 0.9, 0.99], [q.t for q in p.points]
    assert p.status != VIOLATED  # one decade of |eta - 1| and a ratio short of x10: not a divergence


def measure_rise_to_plateau(inst: dict, ctx: Ctx) -> Measurement:
    """lhs / f rises from ~0.01 to a plateau at 4 as eta -> 1 (x = 1/(1 - eta) from 10 to 1e7), nearly flat over
    its last two decades: the shape of the false positive chenlihid found (0.22 -> 3.84 over four decades)."""
    k, eta = inst["k"], inst["eta"]
    x = 1 / (1 - eta)
    return Measurement(shape_eta_log(eta, k) * 4 * x / (x + 3000), {"eta": eta, "k": k})


def test_a_rise_to_a_plateau_is_not_a_divergence() -> None:
    """The whole path fits a growing line in log x (x300 over six decades, an interval that excludes 0: violated
    before this rule), but its last decade grows about 1 % of what the fit predicts: the ratio levels off, so the
    path is no divergence."""
    grid_ = Direction("eta -> 1", "eta", 1.0, how="path", move=set_eta,
                      points=tuple(1 - 10 ** (-k / 2) for k in range(2, 11)))
    res = run_claim(uniform(measure_rise_to_plateau, directions=(grid_,)), "ci")
    assert str(res.verdict) != "violated", res.message
    assert res.path is not None and "levels off" in res.path.why, res.path.why


def measure_sqrt_log(inst: dict, ctx: Ctx) -> Measurement:
    """lhs / f = sqrt(log x), x = 1/(1 - eta): unbounded, but by less than 1 % per decade near x ~ 1e15."""
    from thmcheck.checks.claim import SolverFailure

    k, eta = inst["k"], inst["eta"]
    if not eta < 1:
        raise SolverFailure("eta rounds to 1")
    return Measurement(shape_eta_log(eta, k) * math.sqrt(math.log(1 / (1 - eta))), {"eta": eta, "k": k})


def test_a_slow_growth_at_its_fitted_rate_is_not_a_plateau() -> None:
    """sqrt(log x) changes by less than 1 % over a decade at large x, but at the rate its fit predicts: it does not
    level off (a planted log^(1/2) mutant is no longer read as holding); x4 over 15 decades is potential."""
    grid_ = Direction("eta -> 1", "eta", 1.0, how="path", move=set_eta, points=tuple(1 - 10.0**-k for k in range(1, 16)))
    res = run_claim(uniform(measure_sqrt_log, directions=(grid_,)), "ci")
    assert str(res.verdict) == "potential", res.message
    assert res.path is not None and "levels off" not in res.path.why, res.path.why


def test_undirected_matches_parameter_names_as_words() -> None:
    """A direction named "d, c, noise" covers d and c, but not m (a substring of no word there) nor "T" inside
    "Theta": `undirected` lists exactly the printed parameters no direction names as a word."""
    from thmcheck.checks.domain import Param

    claim = uniform(measure_true, directions=(TO_ONE, Direction("d, c, ||Theta||_F", "d", math.inf, how="search",
                                                                reason="drawn")),
                    domain=(Param("eta", 0, 1), Param("k", 1, 4), Param("d", 1), Param("c", 0, 1), Param("m", 1),
                            Param("T", 1)))
    assert claim.undirected() == ["k", "m", "T"]


def test_a_reading_can_carry_its_own_directions() -> None:
    """A reading that fixes eta away from 1 drops the eta -> 1 path: the claim read that way has only its own."""
    from thmcheck.checks.claim import Reading

    c = uniform(measure_half, readings=(Reading("eta <= 1/2", "eta at most 1/2", directions=(TO_ZERO,)),))
    read = c.under_reading(c.readings[0])
    assert [d.name for d in read.directions] == ["eta -> 0"]
    assert [d.name for d in c.under_reading(Reading("same", "no change")).directions] == ["eta -> 1", "eta -> 0"]


def measure_half_odd_k(inst: dict, ctx: Ctx) -> Measurement:
    """The chenli.lemma3.9 failure (lhs -> k^2/2 as eta -> 1) only for odd k; lhs = the true k^2 eta (1 - eta) for
    even k, which scores higher at moderate eta, so the three best instances may all have even k."""
    k, eta = inst["k"], inst["eta"]
    lhs = k * k * eta / 2 if k % 2 else 0.99 * k * k * eta * math.log(1 / eta)
    return Measurement(lhs, {"eta": eta, "k": k})


LOW_ETA = st.fixed_dictionaries({"eta": st.floats(1e-6, 0.5), "k": st.integers(1, 4)})


def test_a_direction_can_choose_which_instances_its_path_starts_from() -> None:
    """The search draws eta <= 1/2 only, where even k scores 0.99 and odd k at most 1/(2 log 2) = 0.72: the best
    instances have even k, along which eta -> 1 holds. A direction that starts only from odd k finds the divergence."""
    to_one_odd = Direction("eta -> 1", "eta", 1.0, how="path", move=set_eta, points=(0.9, 0.99, 0.999, 0.9999),
                           start=lambda inst: inst["k"] % 2 == 1)
    res = run_claim(uniform(measure_half_odd_k, strategy=LOW_ETA, directions=(to_one_odd,)), "ci")
    assert str(res.verdict) == VIOLATED, res.message
    assert res.path is not None and all(p.instance["k"] % 2 == 1 for p in res.path.points)
    plain = run_claim(uniform(measure_half_odd_k, strategy=LOW_ETA, directions=(TO_ONE,)), "ci")
    assert str(plain.verdict) != VIOLATED, plain.message


def test_a_divergence_against_a_shape_below_the_printed_one_is_only_potential() -> None:
    """The chenli.lemma3.9 failure against a shape that drops a printed nonnegative term: not a refutation."""
    res = run_claim(uniform(measure_half, shape_below="toy: a printed + C term dropped"), "ci")
    assert str(res.verdict) == "potential", res.message
    assert res.path is not None and "below the printed one" in res.path.why


def set_k_exp(inst: dict, t: float) -> dict:
    return {**inst, "k": int(min(t, 600))}  # capped: 2^k overflows a float past k ~ 1000


def measure_exp_in_k(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = 2^k / 1000 against the shape 1: a ratio exponential in k, whose log-log slope interval over k = 3..30
    includes 0 (the line bends too much); the exponential form confirms it."""
    return Measurement(2.0 ** inst["k"] / 1000, {"eta": inst["eta"], "k": inst["k"]})


def test_an_exponential_divergence_is_confirmed_by_the_exponential_form() -> None:
    grow_k = Direction("k -> inf", "k", math.inf, how="path", move=set_k_exp, points=(3, 6, 10, 15, 20, 25, 30))
    res = run_claim(uniform(measure_exp_in_k, bound=lambda eta, k: 1.0, directions=(grow_k,)), "ci")
    assert str(res.verdict) == VIOLATED, res.message
    assert res.path is not None and res.path.fit is not None and res.path.fit.form == "exp"
    assert "rate of log ratio in x" in res.path.summary()


def test_path_starts_is_a_profile_setting_a_claim_can_lower() -> None:
    """How many of the best instances each path direction is swept from is ``Profile.path_starts`` (3 by default):
    a claim whose path points are costly lowers it for ci in its settings, without touching its domain."""
    calls: list[int] = []

    def counting_move(inst: dict, t: float) -> dict:
        calls.append(1)
        return set_eta(inst, t)

    to_one = Direction("eta -> 1", "eta", 1.0, how="path", move=counting_move, points=(0.9, 0.99, 0.999, 0.9999))
    runs = {}
    for starts in (3, 1):
        calls.clear()
        res = run_claim(uniform(measure_true, directions=(to_one,), settings={"ci": {"path_starts": starts}}), "ci")
        assert str(res.verdict) == "no counterexample", res.message
        runs[starts] = len(calls)
    assert 0 < runs[1] < runs[3]


def test_constants_hypotheses_needs_its_hidden_hypotheses_named() -> None:
    """``constants="hypotheses"`` without an uncertified assumption or an ``eventually`` parameter is refused; an
    unknown ``constants`` value too."""
    import pytest

    from thmcheck.checks.claim import Claim, uncertified

    base = dict(id="toy.h1", paper="toy", source="toy L1", statement="s", kind="deterministic", comparison="<=",
                bound=lambda **q: 1.0, measure=lambda inst, ctx: None, strategy=object())
    with pytest.raises(ValueError, match="names its hidden-constant hypotheses"):
        Claim(**base, constants="hypotheses")
    with pytest.raises(ValueError, match="constants must be one of"):
        Claim(**base, constants="implicit")
    ok = Claim(**base, constants="hypotheses", assumptions=(uncertified("N large", "N >= Omega(1)"),))
    assert ok.uncertified == ["N large"]
    assert Claim(**base, constants="hypotheses", eventually=("N",)).eventually == ("N",)
