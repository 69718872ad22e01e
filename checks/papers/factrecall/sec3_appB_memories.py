"""Section 3 (associative memories) and its proofs in Appendix B: Theorems 1, 2 (capacity scaling, Figure 1),
Theorem 1's margin moments, its rank-m part and the remarks after it (one GD step, non-injective capacity),
eq. (3) (LLN rate), Theorem 9's margin mean, Corollary 2 (bounded bit complexity, App. B.1)."""

from __future__ import annotations

import math
from functools import lru_cache

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec3_6_main as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import experiment_scale
from thmcheck.checks.stats import Binomial, NormalMean, fit_exponent
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.factrecall.sec3_appB_memories import (
    CAPACITY_CONFIG,
    construction_stores_all,
    max_stored,
    train_memory,
)

# ------------------------------------------------------------- capacity scaling: Theorems 1 and 2, Figure 1


def _capacity_instances(kind: str) -> st.SearchStrategy:
    def build() -> st.SearchStrategy:
        scale = experiment_scale()
        k = "linear" if kind == "linear_construction" and scale == "deep" else kind
        return st.fixed_dictionaries({"kind": st.just(k), "scale": st.just(scale),
                                      "seed": st.integers(0, 2**20)})
    return build  # a factory: the profile is read when the search starts


def capacity_sweep(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """(sizes, N_max) of the sweep the instance names: the one-step linear construction (Thm 1) in ci, the
    trained linear memory of Figure 1 in deep; the trained MLP memory (Thm 2 / Figure 1) in both."""
    cfg = CAPACITY_CONFIG[inst["scale"]]
    seeds = CAPACITY_CONFIG["construction_seeds"] if inst["kind"] == "linear_construction" else cfg["seeds"]
    xs, ns = [], []
    for i, s in enumerate(seeds):
        seed = inst["seed"] * 1000 + 37 * i + s
        if inst["kind"] == "linear_construction":
            mf = CAPACITY_CONFIG["construction_M_factor"][i % len(CAPACITY_CONFIG["construction_M_factor"])]
            for d in CAPACITY_CONFIG["construction_d"]:
                xs.append(d)
                ns.append(max_stored(lambda N, a, d=d, seed=seed, mf=mf: construction_stores_all(
                    N, d, seed * 7919 + N + 104729 * a, M=mf * N), d, 1 / 16))
        elif inst["kind"] == "linear":
            for d in cfg["linear_d"]:
                xs.append(d)
                ns.append(max_stored(lambda N, a, d=d, seed=seed: train_memory(
                    "linear", N, d, seed * 7919 + N + 104729 * a, cfg["steps"], lr=CAPACITY_CONFIG["lr"],
                    target=CAPACITY_CONFIG["accuracy"], eval_every=CAPACITY_CONFIG["eval_every"]
                ).best_accuracy >= CAPACITY_CONFIG["accuracy"], 2 * d, cfg["rel_precision"]))
        else:
            dm = cfg["mlp_d"]
            for m in cfg["mlp_m"]:
                xs.append(m * dm)
                ns.append(max_stored(lambda N, a, m=m, seed=seed, dm=dm: train_memory(
                    "mlp", N, dm, seed * 7919 + N + 104729 * a, cfg["steps"], m=m, lr=CAPACITY_CONFIG["lr"],
                    target=CAPACITY_CONFIG["accuracy"], eval_every=CAPACITY_CONFIG["eval_every"]
                ).best_accuracy >= CAPACITY_CONFIG["accuracy"], max(2, m), cfg["rel_precision"]))
    return np.asarray(xs, dtype=float), np.asarray(ns, dtype=float)


POLYLOG_POWER = 2  # Theta~ read as "up to log factors": N_max ln^2 N_max against the size (see THM1's notes)


def _capacity_measure(inst: dict, ctx: Ctx) -> Measurement:
    xs, ns = capacity_sweep(inst)
    ok = ns > 1
    x, n = xs[ok], ns[ok]
    fit = fit_exponent(x, n * np.log(n) ** POLYLOG_POWER)  # polylog slack of Theta~: N ln^2 N vs d^2 (md)
    one_log = fit_exponent(x, n * np.log(n))  # Figure 1's printed shape, N log N proportional to d^2 (md)
    ratio = x**2 / (n * np.log(n)) if inst["kind"] != "mlp" else x / (n * np.log(n))
    mfs = CAPACITY_CONFIG["construction_M_factor"] if inst["kind"] == "linear_construction" else [1]
    terms = {"sizes": xs, "n_max": ns.tolist(), "M_over_N": np.asarray([min(mfs), max(mfs)], dtype=float), "constant_C": float(np.exp(fit.intercept)), "r2": fit.r2,
             "exponent_N_only": fit_exponent(x, n).exponent, "exponent_N_lnN": one_log.exponent,
             "exponent_N_lnN_interval": [one_log.lo, one_log.hi],
             "ratio_size_over_NlnN_min": float(ratio.min()), "ratio_size_over_NlnN_max": float(ratio.max()),
             "size_lo": float(x.min()), "size_hi": float(x.max())}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


def _linear_rate_bound() -> float:
    return B.thm1_capacity_exponent()


def _mlp_rate_bound() -> float:
    return B.thm2_capacity_exponent()


_AUTHORS_CODE = (
    "Agreement with the authors' released code (measured, recorded in the issue): the one-step construction "
    "matches exactly on 85 cases; the trained linear memory's N_max matches Figure 1 within 5 % for d = 8..32 (5 "
    "seeds); the trained MLP matches once the authors' layer-1 bias is removed. Where the code differs from the "
    "text: the code's MLP has a bias in its first layer (the paper's F(e) = V^T sigma(W e) has none; this project "
    "follows the text), and its Figure 5 uses the balanced answer table a*(s, r) = floor(sD/S) + rD (the text "
    "draws a*(s, r) uniformly, L221). The paper's settings (Adam, lr 1e-2, 2^14 full-batch steps, max accuracy >= "
    "99 %) are CAPACITY_CONFIG['deep']; ci trains 384 steps. ")
_POLYLOG = (
    "Theta~ / 'polylog' read once for the paper: up to log factors, so the hidden-constant capacity is checked "
    "with the slack of two logs: lhs = fitted exponent of N_max ln^2 N_max against the size (d for Thm 1, md for "
    "Thm 2), 99 % t-interval, violated only if the whole interval lies below the printed power. With one log "
    "(Figure 1's 'N log N proportional to d^2', term exponent_N_lnN) a true Theta~ claim can read as violated "
    "on a denser grid: the authors' own code on their sweep gives 1.90 [1.83, 1.97] for the trained linear "
    "memory, below 2 by a log factor. Terms also give d^2/(N ln N) (md/(N ln N)) at both ends of the sweep "
    "(bounded ratio). ")

@st.composite
def _thm1_u_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [6, 64]; M either a multiple of N (M = N, 10 N, 100 N) or a fixed count 10^j, j in [2, 12]."""
    d = draw(st.one_of(st.sampled_from([6, 16, 64]), log_uniform(6.0, 64.0).map(lambda x: int(round(x)))))
    if draw(st.booleans()):
        M, ratio = None, float(draw(st.sampled_from([1, 10, 100])))
    else:
        M, ratio = 10 ** draw(st.integers(2, 12)), 1.0
    return {"d": d, "M": M, "M_over_N": ratio, "draws": 8, "seed": draw(SEEDS)}


def _thm1_u_measure(inst: dict, ctx: Ctx) -> Measurement:
    """N_max(d, M): the largest N at which the construction's success probability (an upper bound, the outputs
    outside f*([N]) integrated out: thmcheck.models.factrecall.sec3_appB_memories.construction_success_upper),
    averaged over 8 draws, is >= 1/2."""
    from thmcheck.models.factrecall.sec3_appB_memories import construction_capacity_upper

    d = int(inst["d"])
    if d > 100:
        raise SolverFailure(f"d = {d}: beyond the capacity bisection's cost here (N ~ d^2/40 inputs)")
    M = inst["M"]
    if M is not None and int(M) > 10**300:
        raise SolverFailure(f"M = 10^{len(str(int(M))) - 1}: beyond float64's range in the sphere-tail power")
    n = construction_capacity_upper(d, None if M is None else int(M), float(inst["M_over_N"]), int(inst["draws"]),
                                    int(inst["seed"]))
    m_eff = max(n, int(M)) if M is not None else max(n, math.ceil(float(inst["M_over_N"]) * n))
    return Measurement(float(n), {"d": d, "M": m_eff}, {"N_max": n, "ratio_d2_over_N": d * d / n})


def capacity_move(param: str):  # noqa: ANN202
    def move(inst: dict, t: float) -> dict:
        if param == "d,M":  # d = t and M = 10^floor(d^2/4) grow together
            d = max(2, int(round(t)))
            return {**inst, "d": d, "M": 10 ** (d * d // 4), "M_over_N": 1.0}
        if param == "d":
            return {**inst, "d": max(2, int(round(t))), "M": None, "M_over_N": 1.0}
        return {**inst, "M": int(round(t)), "M_over_N": 1.0}
    return move


THM1 = Claim(
    id="factrecall.thm1",
    paper=PAPER,
    source=f"Theorem 1, Section 3, {SEED_FILE} L60-L66 (proof L432-L463); Figure 1 left, L100-L104, L418-L420",
    statement=("e_x, u_y i.i.d. uniform on S^{d-1}, f*: [N] -> [M] injective. If d^2 >~ N polylog N, then w.h.p. "
               "there is W with argmax_y u_y^T W e_x = f*(x) for all x; 'this capacity is obtained by the "
               "construction W = sum_x u_{f*(x)} e_x^T' (L64). Encoded as the uniform capacity shape: the "
               "construction stores N_max(d, M) >= c d^2/ln^2(e d) inputs for one constant c over every d and M "
               "(M does not enter the printed condition); lhs = an upper bound on the construction's N_max."),
    kind="construction",
    comparison=">=",
    bound=B.thm1_capacity_shape,
    measure=_thm1_u_measure,
    strategy=_thm1_u_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("d and M -> infinity with M = 10^floor(d^2/4)", "d", INF, how="path", move=capacity_move("d,M"),
                  points=(3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 34.0), grows=("d", "M")),
        Direction("d -> infinity at M = N", "d", INF, how="path", move=capacity_move("d"),
                  points=(6.0, 8.0, 12.0, 16.0, 24.0, 32.0, 48.0, 64.0, 96.0), grows=("d",)),
        Direction("M -> infinity at fixed d", "M", INF, how="path", move=capacity_move("M"),
                  points=(1e2, 1e6, 1e12, 1e24, 1e48), grows=("M",)),
        Direction("the polylog power", "d", INF, how="unsearched",
                  reason=("read as ln^2; a fixed power k changes the d-path by ln^{k-2} only, and along M at fixed d "
                          "the shape does not move at all, whatever k")),
    ),
    domain=(Param("d", 1, INF, integer=True, text="embedding dimension d >= 1 (no upper limit)", far=96.0,
                  unreached=("d < 6 not drawn (N_max <= 6 there); d <= 64 drawn and the d-path reaches 96: the "
                             "bisection's image check costs N^2 d with N ~ d^2/40")),
            Param("M", 1, INF, integer=True, text="f*: [N] -> [M] injective, M >= N (no upper limit)", far=1e48)),
    expect="erratum",
    evidence=("M is missing from the printed condition. The proof union-bounds over the N(M - 1) pairs (x, y) "
              "(delta' = delta/(NM), L455-L459), so the construction needs d^2 >~ N log^4(NM/delta): at fixed d the "
              "outputs outside f*([N]) crowd the sphere and the construction's capacity falls like d^2/log M. "
              "Measured: d = 16: N_max = 15 at M = N, 3 at M = 10^6, 2 at M = 10^12, 1 at M = 10^24 (the shape "
              "16^2/ln^2(16 e) = 18.2 does not move). Uniform check: along M -> infinity at fixed d the ratio rises to a "
              "plateau (N_max cannot fall below 1), which bounds it at that d; along M = 10^floor(d^2/4) with d = 3 .. 34 "
              "N_max stays at 1 while the shape d^2/ln^2(e d) grows about 30-fold: the ratio is unbounded. Whether some other W (the theorem's existence) survives is not measured; for M -> infinity the "
              "argmax cells shrink to points and N >= d + 2 generic inputs cannot all be mapped into them by one "
              "linear W, which suggests the existence statement fails too. Re-derived independently from the paper by an auditor's own script (docs/audits/round4/factrecall.md): confirmed as printed. "),
    second_path="tests/test_factrecall_errata.py::test_thm1_construction_capacity_falls_with_m",
    corrected=B.thm1_capacity_shape_corrected,
    corrected_text="d^2 >~ N polylog(N M) (the union bound over the N(M - 1) pairs of the proof): the construction "
                   "stores N >~ d^2/(ln^2(e d) ln(e M)) inputs.",
    mutants={"ln(e M) dropped (a missing factor of M: the printed shape)": B.thm1_capacity_shape,
             "d^3/(ln^2(e d) ln(e M)) (a wrong power of d)": B.thm1_capacity_shape_corrected_d_power},
    notes=("Uniform shape check (issue 31). N_max(d, M) by doubling + bisection over N of the construction's success "
           "probability (mean over 8 draws >= 1/2): the draws fix the embeddings e_x and the image unembeddings, "
           "the image outputs are compared explicitly, and the M - N outputs outside the image are integrated out "
           "by the sphere tail (1 - max_x P(<u, g_x/|g_x|> >= m_x/|g_x|))^{M - N}, an upper bound on the success "
           "probability, so lhs over-estimates the construction's capacity (the check can only be lenient). "
           "tests/test_factrecall.py compares it with the explicit construction. The exponent fit of earlier "
           "rounds (N_max ln^2 N_max against d at M <= 100 N) is replaced; the trained linear memory of Figure 1 is "
           "not re-run here. " + _AUTHORS_CODE),
    settings={"ci": {"max_examples": 4, "budget_s": 3.0}},
)

THM2 = Claim(
    id="factrecall.thm2.trained",
    catalog_id="factrecall.thm2",
    paper=PAPER,
    source=f"Figure 1 right (Theorem 2's trained MLP memories), Section 3, {SEED_FILE} L100-L104, L418-L420",
    statement=("An MLP associative memory F(e) = V^T sigma(W e), V, W in R^{m x d}, stores N associations "
               "(any f*) when md >~ N polylog N. Figure 1: md proportional to N log N (ReLU, trained)."),
    kind="rate",
    comparison=">=",
    bound=B.thm2_capacity_exponent,
    measure=_capacity_measure,
    strategy=_capacity_instances("mlp"),
    constants="hidden",
    domain=(Param("md", 1, INF, key="sizes", text="m d parameters per matrix, m, d >= 1 (no upper limit)",
                  unreached=("md < 64 in ci (32 under deep: m = 4 at d = 8) and md > 672 in ci (512 under deep): every width is a "
                             "trained memory with a bisection over N, and Figure 1's MLP sweep itself stops at "
                             "md ~ 10^3-10^4")),),
    mutants={"exponent 2 (N polylog N ~ (md)^2)": lambda: 2.0},
    notes=("Trained ReLU MLP memory at fixed d (CAPACITY_CONFIG['ci'|'deep']['mlp_d']) over widths m (ci: 5 widths m = 8..84, "
           "md over a decade (the engine's minimum span for a fitted exponent), 384 Adam steps, two seeds; deep: the paper's 2^14 steps, two seeds). N_max by the robust capacity "
           "search of THM1. " + _POLYLOG + "The ci version trains few steps, so N_max is underestimated; its "
           "interval (5 widths) is narrow enough to kill the 'exponent 2' mutant. Not uniform, by decision (round 12): "
           "a trained memory's N_max only lower-bounds the capacity that Theorem 2's existence statement is about, so "
           "a uniform '>=' on it could only find optimiser failures (outside the theorem, which asks for no training), "
           "never a counterexample; the uniform existence check over m and d is factrecall.thm2's, and this claim "
           "stays the reproduction of Figure 1's printed trend (md ~ N log N, an exponent). Round 13 confirms the decision, "
           "precisely: (1) the printed object here is Figure 1's plotted slope (L100-L104, L418-L420), a rate whose "
           "hidden constant is the fit's intercept, and the check is on the exponent (kind='rate', an ExponentFit "
           "interval), not on 'lhs >= c f' with one c; (2) a uniform '>=' on the trained N_max along md -> infinity "
           "diverges as soon as the fixed step budget (384 Adam steps in ci) stops fitting the memory, a failure of "
           "the optimiser that Theorem 2 (an existence statement, no training) does not speak about, so its crossing "
           "could never be an erratum; (3) the uniform check of the theorem's shape over every m and d is "
           "factrecall.thm2 (an upper bound on the capacity, uniform=True, erratum as printed). " + _AUTHORS_CODE),
    settings={"ci": {"max_examples": 1, "budget_s": 60.0}, "dev": {"max_examples": 2},
              "deep": {"max_examples": 1, "budget_s": 3000.0}},
)


# -------------------------------------------------------------- Theorem 1 proof: margin moments (L436-L456)


@st.composite
def _thm1_moments_instances(draw: st.DrawFn) -> dict:
    # atoms first: the erratum's gap (d-1)/d^2 is largest at d = 2 with y outside f*([N]) (M > N)
    N = draw(st.one_of(st.just(2), st.integers(2, 30), st.integers(2, 120)))
    d = draw(st.one_of(st.just(2), st.integers(2, 24))) if N > 30 else draw(st.one_of(st.just(2), st.integers(2, 24),
                                                                                          st.integers(2, 128)))
    M = N + draw(st.one_of(st.just(1), st.just(3 * N), st.integers(0, N), st.integers(0, 3 * N)))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    f = rng.permutation(M)[:N]  # any injective f*
    x = draw(st.integers(0, N - 1))
    outside = [y for y in range(M) if y not in set(f.tolist())]
    others = [y for y in range(M) if y != f[x]]
    if outside and draw(st.booleans()):
        y = outside[draw(st.integers(0, len(outside) - 1))]
    else:
        y = others[draw(st.integers(0, len(others) - 1))]
    return {"d": d, "N": N, "M": M, "f": f, "x": x, "y": int(y), "seed": seed, "trials": 1500}


def _thm1_moments_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec3_appB_memories import construction_gamma, sphere

    g = generator(inst["seed"])
    T, dt = inst["trials"], torch_dtype(ctx.dtype)
    E = sphere(inst["N"], inst["d"], g, batch=(T,)).to(ctx.device, dt)
    U = sphere(inst["M"], inst["d"], g, batch=(T,)).to(ctx.device, dt)
    f = torch.as_tensor(inst["f"], device=ctx.device)
    gam = construction_gamma(E, U, f, inst["x"], inst["y"]).double().cpu()
    sq = gam**2
    est, se = float(sq.mean()), float(sq.std() / math.sqrt(T))
    z = 4.5  # a 4.5-sigma interval: a false alarm per instance has probability ~7e-6
    return Measurement(est, {"d": inst["d"], "N": inst["N"], "y_in_image": bool(inst["y"] in set(inst["f"].tolist()))},
                       {"mean_gamma": float(gam.mean()), "se_mean": float(gam.std() / math.sqrt(T))},
                       lhs_interval=(est - z * se, est + z * se), stat=NormalMean(est, se))


THM1_MOMENTS = Claim(
    id="factrecall.display.thm1-moments", paper=PAPER, catalog_id="factrecall.thm1.moments",
    source=f"Theorem 1 proof, Appendix B, {SEED_FILE} L436-L456 (the checked second moment: L446-L449)",
    statement=("W = sum_z u_{f*(z)} e_z^T, f* injective, embeddings uniform on S^{d-1}; for y != f*(x): "
               "E[gamma_xy] = 1 and E[gamma_xy^2] = (1 + 1/d)^2 + 2(N - 2)/d^2. Checked: the second moment "
               "(Monte Carlo, 1500 embedding draws, 4.5-sigma interval)."),
    kind="step", comparison="==", bound=B.thm1_second_moment, measure=_thm1_moments_measure,
    strategy=_thm1_moments_instances, constants="explicit",
    domain=(Param("d", 1, INF, integer=True, text="embeddings uniform on S^{d-1}, d >= 1",
                  unreached="d = 1 (S^0 = {-1, 1}) is not drawn: the Monte Carlo of the (N, M, d) embeddings is the same law; d <= 128"),
            Param("N", 1, INF, integer=True, text="f*: [N] -> [M] injective, N >= 1",
                  unreached="N = 1 is outside the display (it sums over z != x and uses y = f*(z')); N > 120 not drawn: Monte Carlo memory 1500 x (N + M) x d"),
            Param("M", 2, INF, integer=True, text="M >= N (injective f*), M >= 2 so that y != f*(x) exists")),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_thm1_moments_second_moment_outside_image",
    evidence=("The last equality of the E[gamma^2] display assumes y = f*(z) for some z (exactly one term "
              "1 + 1/d); with M > N and y outside f*([N]) every z != x contributes 2/d^2 and E[gamma^2] = "
              "1 + 1/d + 2(N-1)/d^2, smaller by (d-1)/d^2. E.g. d=2, N=2, M=3, y=2: 4e5 draws give 1.9956 "
              "(se 0.0047) against the printed 2.25 and the corrected 2.0; for y in the image 2.2444 (se 0.006) "
              "against 2.25. Harmless for Thm 1 (the variance only gets smaller)."),
    corrected=B.thm1_second_moment_corrected,
    mutants={"without 2(N-2)/d^2": lambda d, N, y_in_image: (1 + 1 / d) ** 2,
             "(1 + 1/d) not squared": lambda d, N, y_in_image: 1 + 1 / d + 2 * (N - 2) / d**2,
             "printed formula for every y": B.thm1_second_moment},
    notes="Identity of expectations: violated only if the formula lies outside the 4.5-sigma interval.",
    # the companion .corrected under ci: 100 of the 500 examples (round 27, perf: 17.7 -> ~4 s; its verdict and its
    # mutant's kill unchanged); dev and deep keep the erratum's full search
    settings={"ci": {"max_examples": 500, "budget_s": 8.0}, "corrected": {"ci": {"max_examples": 100, "budget_s": 2.0}}},
)


# ------------------------------------------------------- remarks after Theorem 1: GD step, rank 1 (L60-L66)


def _embeddings(inst: dict, ctx: Ctx) -> tuple:
    """E (N, d), U (M, d) on the sphere and f* from the instance's seed (CPU generator, then ctx device/dtype)."""
    import torch

    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec3_appB_memories import sphere

    g = generator(inst["seed"])
    dt = torch_dtype(ctx.dtype)
    E = sphere(inst["N"], inst["d"], g).to(ctx.device, dt)
    U = sphere(inst["M"], inst["d"], g).to(ctx.device, dt)
    f = torch.as_tensor(np.asarray(inst["f"]), device=ctx.device)
    return E, U, f, g


@st.composite
def _gd_instances(draw: st.DrawFn) -> dict:
    d, N = draw(st.one_of(st.integers(1, 12), st.integers(1, 150))), draw(st.one_of(st.integers(1, 20), st.integers(1, 150)))
    M = draw(st.one_of(st.integers(1, 25), st.integers(1, 150)))
    seed = draw(SEEDS)
    f = np.random.default_rng(seed).integers(0, M, N)  # any f*, not only injective
    return {"d": d, "N": N, "M": M, "f": f, "form": draw(st.sampled_from(["full", "lowrank"])),
            "m": draw(st.one_of(st.integers(1, 8), st.integers(1, 150))), "seed": seed}


def _gd_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    E, U, f, g = _embeddings(inst, ctx)
    d = inst["d"]
    V = torch.randn(d, inst["m"], generator=g, dtype=torch.float64).to(E) if inst["form"] == "lowrank" else None
    G = torch.randn(d, d, generator=g, dtype=torch.float64).to(E)  # probe direction
    from thmcheck.models.factrecall.sec3_appB_memories import gd_step_constructions

    W1, _ = gd_step_constructions(E, U, f, V)
    Ef = E if V is None else E @ V @ V.T  # e_x^T V V^T (low rank) or e_x^T
    g_x = ((U[f] @ G) * Ef).sum(-1)  # <G, u_f(x) e_x^T (V V^T)> = u_f(x)^T G (V V^T) e_x
    g_full = ((U[f] @ G) * E).sum(-1)
    return Measurement(float((G * W1).sum()), {"g": g_x.double().cpu().numpy(), "g_full": g_full.double().cpu().numpy(),
                                               "lr": 1.0}, {"form": inst["form"]})


GD_REMARK = Claim(
    id="factrecall.thm1.gd_remark", paper=PAPER,
    source=f"Remark after Theorem 1, Section 3.1, {SEED_FILE} L66",
    statement=("The construction W = sum_x u_{f*(x)} e_x^T is one step of GD (from 0) on the correlation loss "
               "L(W) = -sum_x u_{f*(x)}^T W e_x; the low-rank one (W = sum_x u e_x^T sum_i v_i v_i^T) is one GD "
               "step on U for W = U V^T, U, V in R^{d x m}, V fixed at its Gaussian initialization. Checked: "
               "<G, W_1> for W_1 the autograd GD step (learning rate 1) against <G, printed construction>, G a "
               "random probe matrix."),
    kind="construction", comparison="==", bound=B.gd_remark, measure=_gd_measure, strategy=_gd_instances,
    domain=(Param("d", 1, INF, integer=True, text="d >= 1"), Param("N", 1, INF, integer=True, text="N >= 1 inputs"),
            Param("M", 1, INF, integer=True, text="M >= 1 outputs (any f*)"), Param("m", 1, INF, integer=True, text="rank m >= 1")),
    rtol=1e-9, atol=1e-12,
    mutants={"gradient ascent (sign flipped)": lambda g, g_full, lr: -lr * sum(g),
             "mean over x instead of sum": lambda g, g_full, lr: lr * sum(g) / len(g),
             "low rank without V V^T": lambda g, g_full, lr: lr * sum(g_full),
             "half step": lambda g, g_full, lr: lr * sum(g) / 2},
    notes=("Exact identity of one autograd step; f* any map [N] -> [M] (the remark needs no injectivity), both "
           "forms drawn. The learning rate 1 is implicit in the paper ('one step of GD')."),
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)


@st.composite
def _lowrank_instances(draw: st.DrawFn) -> dict:
    N = draw(st.one_of(st.integers(3, 40), st.integers(3, 150)))
    M = N + draw(st.integers(0, N))
    d = draw(st.one_of(st.just(1000), st.integers(1, 3000)))
    seed = draw(SEEDS)
    f = np.random.default_rng(seed).permutation(M)[:N]  # injective
    return {"N": N, "M": M, "d": d, "m": 1, "f": f, "seed": seed}


_LOWRANK_SEARCH_MAX = 200_000  # N d above this: the random rank-1 search (a term only) is skipped


def _lowrank_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.factrecall.sec3_appB_memories import rank1_search, rank1_stored_upper

    f = torch.as_tensor(np.asarray(inst["f"]))
    upper = rank1_stored_upper(torch.zeros(inst["M"], 1), f)  # depends on f* only (counts of each output)
    terms: dict = {"md": inst["m"] * inst["d"]}
    if inst["N"] * inst["d"] <= _LOWRANK_SEARCH_MAX:
        E, U, f, g = _embeddings(inst, ctx)
        best, distinct = rank1_search(E, U, f, g, tries=200)
        terms.update({"search_best_stored": best, "search_max_distinct_outputs": distinct})
    return Measurement(upper, {"N": inst["N"], "m": 1, "d": inst["d"]}, terms)


def _lowrank_exact(inst: dict) -> Measurement:
    import torch

    from thmcheck.models.factrecall.sec3_appB_memories import rank1_stored_upper

    f = torch.as_tensor(np.asarray(inst["f"]))
    return Measurement(rank1_stored_upper(torch.zeros(inst["M"], 1), f), {"N": inst["N"], "m": 1, "d": inst["d"]},
                       exact=True)


def _lowrank_move(param: str):  # noqa: ANN202
    """d -> infinity with N = d (so that min(N, md/polylog) grows), or N -> infinity at fixed d; f* the identity
    on [N] (every injective f* has the same stored-count bound), M = N."""
    def move(inst: dict, t: float) -> dict:
        v = max(1, int(round(t)))
        N = max(3, v) if param == "d" else max(3, v)
        d = v if param == "d" else int(inst["d"])
        return {**inst, "d": d, "N": N, "M": N, "f": np.arange(N)}
    return move


LOWRANK = Claim(
    id="factrecall.thm1.lowrank", paper=PAPER,
    source=f"Theorem 1 (rank-m part), Section 3.1, {SEED_FILE} L60-L64 (no proof in Appendix B)",
    statement=("f* injective. 'If W is restricted to be a rank m matrix, then such a W exists when md >~ N "
               "polylog N; this construction is W = sum_x u_{f*(x)} e_x^T sum_{i<=m} v_i v_i^T, v_i i.i.d. "
               "N(0, I_d).' Encoded as the uniform capacity shape: a rank-m W stores >= c min(N, md/ln^2(e md)) "
               "inputs for one constant c. Checked at m = 1: lhs = an upper bound on the number of inputs ANY "
               "rank-1 W stores."),
    kind="construction", comparison=">=", bound=B.thm1_lowrank_shape, measure=_lowrank_measure,
    exact=_lowrank_exact, strategy=_lowrank_instances, constants="hidden", uniform=True,
    directions=(
        Direction("d -> infinity with N = d (m = 1)", "d", INF, how="path", move=_lowrank_move("d"),
                  points=(16.0, 128.0, 1024.0, 8192.0, 65536.0), grows=("d", "N")),
        Direction("N -> infinity at fixed d (m = 1)", "N", INF, how="path", move=_lowrank_move("N"),
                  points=(4.0, 32.0, 256.0, 2048.0), grows=("N",)),
        Direction("rank m", "m", INF, how="unsearched",
                  reason=("m >= 2 has no computable upper bound on what a rank-m W stores (the construction gives "
                          "only a lower bound, which cannot refute a lower bound); at m = 1 the bound min(N, 2) is "
                          "exact for every d")),
        Direction("M (output count)", "M", INF, how="unsearched",
                  reason="the rank-1 bound min(N, 2) on the stored inputs of an injective f* does not depend on M"),
    ),
    domain=(Param("N", 3, INF, integer=True, text="N >= 3 inputs of an injective f* (N <= 2 is stored by rank 1)",
                  far=65536.0),
            Param("d", 1, INF, integer=True, text="d >= 1, md >~ N polylog N (no upper limit)", far=65536.0),
            Param("m", 1, INF, integer=True, text="rank m >= 1",
                  unreached="only m = 1 is checked (see the direction 'rank m')")),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_lowrank_rank_one_stores_at_most_two",
    evidence=("False for m = 1 whatever d: for W = a b^T, u_y^T W e_x = (u_y^T a)(b^T e_x), so every input decodes "
              "to argmax_y u_y^T a (b^T e_x > 0) or argmin_y u_y^T a (b^T e_x < 0) (a tie otherwise): at most 2 "
              "distinct outputs, hence at most 2 inputs of an injective f* are stored, while md = d >~ N polylog "
              "N holds for N = 3 and d large (e.g. d = 1000). Uniform check: along d -> infinity with N = d the "
              "shape d/ln^2(e d) grows while the stored count stays <= 2. Second path: random rank-1 W (200 per "
              "instance, a aimed at each u_y) never decode to more than 2 distinct outputs nor store more than 2 "
              "inputs. The paper gives no proof of the rank-m statement; the catalog (F2) also finds the "
              "construction saturating in d at fixed m (needs m >~ log N)."),
    corrected=B.thm1_lowrank_shape_corrected,
    corrected_text="A rank-1 W stores at most 2 inputs of an injective f*; the rank-m statement needs m >= 2.",
    mutants={"min(N, 2 sqrt(N)) at rank 1 (a power of N too many)": B.thm1_lowrank_shape_corrected_sqrt_n},
    notes=("Exact combinatorial bound (an integer), re-checked exactly. Uniform shape check (issue 31): the "
           "polylog of 'N polylog N' is read as ln^2; since the rank-1 count is bounded, any fixed log power gives "
           "the same verdict. The random rank-1 search (a term) runs where N d <= 2e5."),
    settings={"ci": {"max_examples": 8, "budget_s": 2.0}},
)


# ----------------------------------------------------- remark after Theorem 1: non-injective capacity (L66)


@st.composite
def _noninj_instances(draw: st.DrawFn) -> dict:
    d = draw(st.one_of(st.integers(1, 10), st.integers(25, 40)))
    N = draw(st.one_of(st.just(2 * d), st.just(1), st.integers(1, 4 * d + 2)))
    return {"d": d, "N": N, "trials": 60, "seed": draw(SEEDS)}


def _noninj_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.checks.stats import clopper_pearson
    from thmcheck.models.device import generator
    from thmcheck.models.factrecall.sec3_appB_memories import separable, sphere

    g = generator(inst["seed"])
    T, ok = inst["trials"], 0
    for _ in range(T):
        E = sphere(inst["N"], inst["d"], g)
        labels = torch.randint(0, 2, (inst["N"],), generator=g) * 2 - 1  # f* into M = 2 outputs
        ok += separable(E, labels)
    return Measurement(ok / T, {"N": inst["N"], "d": inst["d"]}, {"storable": ok, "trials": T},
                       lhs_interval=clopper_pearson(ok, T, 0.999), stat=Binomial(ok, T))


NONINJECTIVE = Claim(
    id="factrecall.thm1.noninjective", paper=PAPER,
    source=f"Remark after Theorem 1, Section 3.1, {SEED_FILE} L66 (citing Cabannes et al. [7])",
    statement=("'In this linear case, the injectivity assumption on f* is important, as otherwise the capacity "
               "may be as low as d.' Checked for M = 2 outputs and random labels: f* is storable by some W iff "
               "some w = W^T(u_1 - u_2) separates the labelled e_x (LP); its probability equals Cover's count "
               "2^{1-N} sum_{k<d} C(N-1, k): 1/2 at N = 2d, -> 0 beyond (capacity ~2d, not ~d^2)."),
    kind="separation", comparison="==", bound=B.cover_separable, measure=_noninj_measure,
    strategy=_noninj_instances, constants="explicit",
    domain=(Param("d", 1, INF, integer=True, text="d >= 1", unreached="d > 40 not drawn: 60 LPs per instance; Cover's threshold N = 2d is scale-free"),
            Param("N", 1, INF, integer=True, text="N >= 1 inputs, M = 2 outputs",
                  unreached="each instance solves 60 LPs, so ci sees ~6-10 instances: N = 1 (always storable) and N > 100 (2.5 d at d = 40, far past Cover's threshold 2d) are drawn but not always among them")),
    mutants={"injective capacity ~ d^2 (P = 1 for N <= d^2)": lambda N, d: 1.0 if N <= d * d else 0.0,
             "affine count (d + 1)": lambda N, d: B.cover_separable(N, d + 1)},
    notes=("Monte Carlo over 60 embedding/label draws per instance, LP feasibility by HiGHS, 99.9 % "
           "Clopper-Pearson interval; violated only if Cover's probability lies outside it."),
    # ci: 12 examples (was 30; round 27 ci-time cut); dev keeps its profile default 300
    settings={"ci": {"max_examples": 12, "budget_s": 8.0}},
)


# ----------------------------------------------------------------- Corollary 2: rounding (L580-L600)


@st.composite
def _cor2_instances(draw: st.DrawFn) -> dict:
    d = draw(st.one_of(st.sampled_from([1, 2]), st.integers(1, 48), st.integers(1, 200)))
    N = draw(st.one_of(st.integers(1, 40), st.integers(1, 200)))
    M = N + draw(st.integers(0, N))
    seed = draw(SEEDS)
    f = np.random.default_rng(seed).permutation(M)[:N]
    mode = draw(st.sampled_from(["free", "half_grid", "coarse"]))
    return {"d": d, "N": N, "M": M, "f": f, "seed": seed, "mode": mode,
            "scale": draw(log_uniform(1e-3, 3.0)), "j": draw(st.integers(0, 6)),
            "delta": draw(st.one_of(st.just(1e-6), st.floats(0.0, 0.05)))}


def _cor2_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.factrecall.sec3_appB_memories import linear_construction, round_to_grid

    E, U, f, _ = _embeddings(inst, ctx)
    W = linear_construction(E, U, f)
    wmax = float(W.abs().max())
    if wmax == 0.0:  # d = 1 with cancelling signs: W = 0, any grid
        eps = inst["scale"]
    elif inst["mode"] == "free":
        eps = inst["scale"] * wmax
    elif inst["mode"] == "half_grid":  # the largest entry sits just below a half-grid point
        eps = wmax / (inst["j"] + 0.5 + inst["delta"])
    else:  # every entry rounds to 0
        eps = 2 * wmax * (1 + inst["delta"])
    D = W - round_to_grid(W, eps)
    sup = float(torch.linalg.matrix_norm(D.double().cpu(), ord=2))  # max over unit u, e of |u^T D e|
    emb = float((U @ D @ E.T).abs().max())  # over the actual embeddings
    return Measurement(sup, {"d": inst["d"], "eps": eps},
                       {"max_over_embeddings": emb, "max_entry_over_eps": float(D.abs().max()) / eps,
                        "W_entry_bound_N": float(wmax) <= inst["N"]})


COR2 = Claim(
    id="factrecall.cor2", paper=PAPER,
    source=f"Corollary 2 and proof, Appendix B.1, {SEED_FILE} L580-L600",
    statement=("W~ rounds each entry of W = sum_z u_{f*(z)} e_z^T to the nearest multiple of eps; then "
               "|u_y^T (W - W~) e_x| <= ||W - W~||_max ||u_y e_x^T||_1 <= d eps (L589), whence gamma~ >= "
               "gamma - 2 d eps. Checked: lhs = max over all unit u, e of |u^T (W - W~) e| (spectral norm), "
               "which contains the embeddings' values."),
    kind="deterministic", comparison="<=", bound=B.cor2_rounding_max, measure=_cor2_measure,
    strategy=_cor2_instances, favourable=0.55,
    domain=(Param("d", 1, INF, integer=True, text="d >= 1"), Param("N", 1, INF, integer=True, text="N >= 1 inputs"),
            Param("M", 1, INF, integer=True, text="M >= N (injective f*)")),
    mutants={"sqrt(d) eps/2 (spectral-norm guess)": lambda d, eps: math.sqrt(d) * eps / 2,
             "eps without d": lambda d, eps: eps},
    notes=("Rounding to the nearest multiple gives ||W - W~||_max <= eps/2, so the bound is never tighter than "
           "1/2 (reached at d = 1 with the entry just below a half-grid point, an atom of the strategy): the "
           "automatic mutant moves the constant by 55 %. Also recorded: |W_ij| <= N (term)."),
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
)


# ---------------------------------------------------------------- eq. (3): LLN rate (L86-L92)


@st.composite
def _eq3_instances(draw: st.DrawFn) -> dict:
    """k, sigma of degree q >= k with every Hermite coefficient nonzero (c_k = 1 is an atom: the printed limit is
    then the true one), d, N, the width m and 3 repetitions (fresh w_i) for the root-mean-square error."""
    k = draw(st.one_of(st.integers(1, 3), st.integers(1, 6)))
    q = k + draw(st.integers(0, 2))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    c = rng.uniform(0.2, 1.0, q + 1) * rng.choice([-1.0, 1.0], q + 1)  # all Hermite coefficients nonzero
    if draw(st.booleans()):
        c[k] = 1.0
    return {"k": k, "q": q, "c": c, "d": draw(st.one_of(st.sampled_from([2, 128]), st.integers(4, 32), st.integers(2, 128))),
            "N": draw(st.one_of(st.sampled_from([1, 128]), st.integers(2, 16), st.integers(1, 128))), "seed": seed,
            "m": draw(st.sampled_from([64, 256, 1024, 4096])), "reps": 4}


@lru_cache(maxsize=64)
def _eq3_moments(seed: int, N: int, d: int, k: int, c: tuple, reps: int, device: str, dtype: str) -> tuple:
    """(|P|^2, c_k, E|phi|^2) of an eq. (3) instance, independent of m (see _eq3_measure): cached so that a path in m
    does not redraw the pool."""
    import torch

    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec3_appB_memories import polynomial_memory, sphere
    from thmcheck.models.hermite import hermite_orthonormal, hermite_series

    g = generator(seed)
    dt = torch_dtype(dtype)
    E, U = sphere(N, d, g).to(device, dt), sphere(N, d, g).to(device, dt)
    f = torch.arange(N, device=device)
    ct = torch.as_tensor(c, dtype=dt)
    P = polynomial_memory(E, U, f, k)
    gw = generator(seed * 7919)  # the pool of w: its own stream, the same for every m
    Q = 2**14 * max(1, reps // 4)
    s2 = 0.0
    for start in range(0, Q, 2**14):
        Wr = torch.randn(min(2**14, Q - start), d, generator=gw, dtype=torch.float64).to(device, dt)
        Z = E @ Wr.T  # (N, b)
        A2 = (hermite_series(ct.tolist(), Z) ** 2).sum(0)  # (b,): sum_x sigma(<w, e_x>)^2
        Bn = (hermite_orthonormal(k, Z).T @ U[f]).pow(2).sum(1)  # (b,): |sum_x' h_k(<w, e_x'>) u_f(x')|^2
        s2 += float((A2 * Bn).sum())
    return float(P.pow(2).sum()), float(ct[k]), s2 / Q, Q


def _eq3_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Root-mean-square relative error sqrt(E_w |F - P|^2)/|P| of eq. (3)'s F at width m against the printed limit
    P = sum_x' u_{f*(x')} <e_x, e_x'>^k (Frobenius over the N inputs; E over the m i.i.d. w_i). F is an average of m
    i.i.d. features phi_i(x) = sigma(<w_i, e_x>) sum_x' h_k(<w_i, e_x'>) u_{f*(x')} of mean c_k P (Lemma 15), so
    E|F - P|^2 = |(c_k - 1) P|^2 + (E|phi|^2 - |c_k P|^2)/m exactly; E|phi|^2 = E_w[(sum_x sigma(<w, e_x>)^2)
    |sum_x' h_k(<w, e_x'>) u_{f*(x')}|^2] is estimated once per instance from a pool of 2^14 x reps/4 Gaussian w (one
    estimate for every m, so a path in m moves m only; the former 4-draw RMS let the heavy tails of degree-2(q+k)
    features read as a growth along m). The error to the true limit c_k P is a term."""
    m = int(inst["m"])
    p2, ck, s2, Q = _eq3_moments(int(inst["seed"]), int(inst["N"]), int(inst["d"]), int(inst["k"]),
                                 tuple(float(x) for x in inst["c"]), int(inst["reps"]), ctx.device, ctx.dtype)
    var = max(0.0, s2 - ck**2 * p2)  # E|phi - c_k P|^2
    lhs = math.sqrt((ck - 1) ** 2 * p2 + var / m) / math.sqrt(p2)
    return Measurement(lhs, {"m": m, "c_k": ck},
                       {"rel_error_to_c_k_limit": math.sqrt(var / m) / (abs(ck) * math.sqrt(p2)),
                        "feature_variance_over_P2": var / p2, "pool": Q})


def _eq3_move(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


EQ3 = Claim(
    id="factrecall.eq3", paper=PAPER,
    source=f"eq. (3), proof sketch of Theorem 2, Section 3.2, {SEED_FILE} L86-L92",
    statement=("w_i ~ N(0, I_d), v_i = m^{-1} sum_x u_{f*(x)} h_k(<w_i, e_x>): F(e_x) = m^{-1} sum_i sum_x' "
               "u_{f*(x')} h_k(<w_i, e_x'>) sigma(<w_i, e_x>) ~ sum_x' u_{f*(x')} <e_x, e_x'>^k 'for sufficiently "
               "large m'. Encoded as the uniform shape: the relative error of F to the printed limit is <= C m^{-1/2} "
               "(the rate of an average of m i.i.d. features), m large enough (Claim.eventually)."),
    kind="rate", comparison="<=", bound=B.eq3_shape, measure=_eq3_measure, strategy=_eq3_instances,
    constants="hidden", uniform=True, eventually=("m",),
    escalate=lambda inst, level: {**inst, "reps": int(inst["reps"]) * 4**level},
    directions=(
        Direction("m -> infinity", "m", INF, how="path", move=_eq3_move,
                  points=(64.0, 1e3, 1e4, 1e5, 1e6, 1e8, 1e10, 1e12), grows=("m",)),
        Direction("N, d, k, sigma at fixed m", "N", INF, how="unsearched",
                  reason=("'for sufficiently large m': the width needed may depend on N, d, k and sigma (the "
                          "statement is a limit in m at a fixed memory), so these are drawn (N <= 128, d <= 128, k <= "
                          "6) but are not directions of one constant; only m must grow along a refuting path")),
    ),
    domain=(Param("d", 1, INF, integer=True, text="e_x on S^(d-1), d >= 1",
                  unreached="d = 1 (S^0 = {-1, 1}) is not drawn: the limit sum_x' u_f*(x') <e_x, e_x'>^k can vanish identically there, so the relative error is undefined"),
            Param("N", 1, INF, integer=True, text="N >= 1 associations"),
            Param("k", 0, INF, integer=True, text="Hermite degree k >= 0 of the features",
                  unreached="k = 0 and k > 6 not drawn: the sketch's k = 2 ceil(1/eps) >= 2; the m^(-1/2) rate of an average of m i.i.d. features does not depend on k"),
            Param("m", 1, INF, integer=True, text="width m ('sufficiently large')", far=1e12,
                  unreached="m <= 10^12 along the path (the error is closed-form in m given the pool's second "
                            "moment); m <= 4096 drawn")),
    expect="erratum",
    evidence=("The printed limit drops sigma's Hermite coefficient c_k: E_w[h_k(<w, e_x'>) sigma(<w, e_x>)] = c_k "
              "<e_x, e_x'>^k (orthonormal Hermite, Lemma 15), so F -> c_k sum_x' u_{f*(x')} <e_x, e_x'>^k and the "
              "relative error to the printed limit tends to |c_k - 1| > 0 unless c_k = 1: along m -> infinity it "
              "stays near |c_k - 1| while m^{-1/2} -> 0 (uniform check). E.g. k = 1, c_1 = 0.5: error -> 0.5. A "
              "slip of an informal sketch (Theorem 9's formal proof carries the coefficient, L504-L508); harmless. "
              "Re-derived independently from the paper by an auditor's own script (docs/audits/round4/factrecall.md): confirmed as printed. "),
    second_path="tests/test_factrecall_errata.py::test_eq3_limit_carries_the_hermite_coefficient",
    corrected=B.eq3_shape_corrected,
    corrected_text=("F(e_x) -> c_k sum_x' u_{f*(x')} <e_x, e_x'>^k (sigma's k-th Hermite coefficient, Lemma 15), at "
                    "the rate m^{-1/2}."),
    mutants={"|c_k - 1| + m^{-1} (a wrong power of m)": B.eq3_shape_corrected_fast},
    notes=("Uniform shape check (issue 31). lhs = the root-mean-square relative error over the draw of the w_i at "
           "width m, from the exact bias-variance split with the per-feature second moment estimated once per "
           "instance (2^14 w, x 4 per escalation level; see _eq3_measure); the error to the true limit c_k P is the term rel_error_to_c_k_limit (it decays like "
           "m^{-1/2}: the exponent fit of earlier rounds). c_k = 1 is an atom of the strategy (there the printed "
           "limit is right). Earlier rounds recorded the dropped c_k as a remark, not an erratum; read literally "
           "the display's limit is wrong whenever c_k != 1."),
    settings={"ci": {"max_examples": 10, "budget_s": 4.0}},
)


# ------------------------------------------------------------ Theorem 9 proof: margin mean (L504-L508)


@st.composite
def _thm9_instances(draw: st.DrawFn) -> dict:
    k = draw(st.sampled_from([0, 2, 4]))
    q = k + 1 + draw(st.integers(0, 2))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    c = rng.uniform(0.2, 1.0, q + 1) * rng.choice([-1.0, 1.0], q + 1)
    c[k + 1] = abs(c[k + 1])  # w.l.o.g. c_{k+1} > 0 (L489)
    N = draw(st.one_of(st.integers(2, 8), st.integers(2, 32)))
    return {"k": k, "q": q, "c": c, "d": draw(st.one_of(st.integers(4, 32), st.integers(4, 128))), "N": N,
            "M": N + draw(st.integers(0, N)),
            "m": draw(st.sampled_from([256, 1024])), "draws": 120, "seed": seed}


def _thm9_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec3_appB_memories import ntk_memory, sphere

    g = generator(inst["seed"])
    dt = torch_dtype(ctx.dtype)
    N, M, d, m, k = inst["N"], inst["M"], inst["d"], inst["m"], inst["k"]
    c = torch.as_tensor(inst["c"], dtype=dt)
    rng = np.random.default_rng(inst["seed"])
    f = torch.as_tensor(rng.integers(0, M, N), device=ctx.device)  # any f* (no injectivity needed)
    vals = []
    for _ in range(inst["draws"]):
        E, U = sphere(N, d, g).to(ctx.device, dt), sphere(M, d, g).to(ctx.device, dt)
        W0 = torch.randn(m, d, generator=g, dtype=torch.float64).to(ctx.device, dt)
        Vv = torch.randn(m, d, generator=g, dtype=torch.float64).to(ctx.device, dt)
        L = ntk_memory(E, U, f, W0, Vv, k, c) @ U.T  # (N, M)
        gam = L.gather(1, f.unsqueeze(1)) - L
        mask = torch.ones_like(gam, dtype=torch.bool)
        mask.scatter_(1, f.unsqueeze(1), False)
        vals.append(float(gam[mask].mean()))
    v = np.asarray(vals)
    est, se = float(v.mean()), float(v.std(ddof=1) / math.sqrt(v.size))
    return Measurement(est, {"c_next": float(c[k + 1]), "k": k}, {"se": se},
                       lhs_interval=(est - 4.5 * se, est + 4.5 * se), stat=NormalMean(est, se))


THM9 = Claim(
    id="factrecall.thm9", paper=PAPER,
    source=f"Theorem 9 proof, Appendix B, {SEED_FILE} L479-L508 (Assumption 3 L465-L467)",
    statement=("NTK construction F(z) = sum_i v_i sigma'(<w_i, z>) <q_i, z>, q_i = m^{-1} sum_z h_k(<e_z, w_i>) "
               "<v_i, u_{f*(z)}> e_z, w_i, v_i i.i.d. N(0, I_d), k even, sigma = sum_j c_j h_j (Assumption 3). "
               "Proof display L504-L508: E[gamma_xy] = c_{k+1} for y != f*(x). Checked by Monte Carlo (embeddings "
               "and w_i, v_i; 4.5-sigma interval)."),
    kind="probabilistic", comparison="==", bound=B.thm9_margin_mean, measure=_thm9_measure,
    strategy=_thm9_instances,
    domain=(Param("k", 0, INF, integer=True, text="k = 2 ceil(1/eps), even, >= 0 (k = 0 included: there the printed form holds)",
                  unreached="k > 4 not drawn (eps < 1/2): sigma then has degree >= 6 and the Monte Carlo over embeddings and random features costs draws x m x N x d per instance; the identity's form sqrt(k+1) c_(k+1) is the same for every even k"),
            Param("d", 1, INF, integer=True, text="d >= N^eps, no upper limit", unreached="d < 4 and d > 128 not drawn: Monte Carlo over embeddings and random features costs draws x m x N x d per instance; d only enters the variance"),
            Param("N", 1, INF, integer=True, text="N >= 1 inputs (any f*)", unreached="N = 1 and N > 32 not drawn: Monte Carlo over embeddings and random features costs draws x m x N x d per instance; E gamma does not depend on N"),
            Param("M", 1, INF, integer=True, text="M >= 1 outputs", unreached="M > 64 not drawn (as for N)")),
    expect="erratum",
    second_path="tests/test_factrecall_errata.py::test_thm9_margin_mean_has_sqrt_k_plus_one",
    evidence=("Missing factor sqrt(k+1): with h_j orthonormal, h_j' = sqrt(j) h_{j-1}, so sigma' = sum_j sqrt(j+1) "
              "c_{j+1} h_j and E_w[sigma'(<w,e_x>) h_k(<w,e_z>)] = sqrt(k+1) c_{k+1} <e_x,e_z>^k (Lemma 15): "
              "E[gamma_xy] = sqrt(k+1) c_{k+1}, not c_{k+1}. E.g. k = 2, c_3 = 0.9: Monte Carlo 1.545 (se 0.013) "
              "against 0.9 printed and 1.559 corrected. Harmless for Thm 9 (a positive constant), but the "
              "displayed identity is off for every k >= 1."),
    no_correction_reason=("The correction first proposed, E[gamma_xy] = sqrt(k+1) c_{k+1} "
                          "(thmcheck.bounds.factrecall.thm9_margin_mean_corrected), fails its own ci search: at k = 4, "
                          "c_5 = 0.544, d = 7, N = 5, M = 6, m = 256 the Monte Carlo mean is 0.761 (se 0.142) against "
                          "1.475, beyond the multiplicity-corrected interval (factrecall.thm9.corrected, lead's "
                          "integration run). The sqrt(k+1) factor is confirmed at k = 2 by the second path; the "
                          "right constant for k >= 4 is not derived here, so no correction is proposed."),
    mutants={"as printed (c_{k+1})": B.thm9_margin_mean,
             "sqrt(k) c_{k+1}": lambda c_next, k: math.sqrt(k) * c_next,
             "(k+1) c_{k+1}": lambda c_next, k: (k + 1) * c_next},
    notes=("Only proof fact (i) is checked; the theorem's capacity (hidden constants C1..C4, q = C2/eps) and the "
           "catalog's F3 (the NTK rescaling) are not encoded. k = 0 is included (there sqrt(k+1) = 1, so the "
           "printed form holds: the erratum needs k >= 2, as the proof's k)."),
    settings={"ci": {"max_examples": 12, "budget_s": 5.0}},
)


CLAIMS = [THM1, THM2, THM1_MOMENTS, GD_REMARK, LOWRANK, NONINJECTIVE, COR2, EQ3, THM9]


# ------------------------------------------------ Theorem 9 proof, display L533-L534: Cauchy-Schwarz on the v-moments


@st.composite
def _thm9_cs_instances(draw: st.DrawFn) -> dict:
    """d >= 1 (d = 1: S^0 = {-1, 1}); the gap 6 (sqrt(1 + 1/d) - 1) is largest at small d, so small d are atoms."""
    return {"d": draw(st.one_of(st.sampled_from([1, 2, 3, 10**6]), st.integers(1, 64), st.integers(1, 10**6)))}


def _overlap_sq_mean(d: int, dps: int | None = None) -> float:
    """E[<u, u'>^2] for u, u' independent uniform on S^{d-1}, by quadrature of the marginal density of t = <u, u'>,
    proportional to (1 - t^2)^{(d-3)/2} on [-1, 1] (d = 1: t = +-1)."""
    import mpmath

    if d == 1:
        return 1.0
    with mpmath.workdps(dps or 30):
        a = mpmath.mpf(d - 3) / 2
        num = mpmath.quad(lambda t: t * t * (1 - t * t) ** a, [-1, 0, 1])
        den = mpmath.quad(lambda t: (1 - t * t) ** a, [-1, 0, 1])
        return num / den


def _thm9_cs_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E[<v, a>^4]^{1/2} E[<v, b>^4]^{1/2} with a = u_{f*(x)} - u_y, b = u_{f*(z)}, the expectation over v ~ N(0, I_d)
    and the unembeddings: E_v<v, c>^4 = 3|c|^4, |b| = 1, |a|^4 = (2 - 2t)^2 with E t = 0 and E t^2 from the sphere
    marginal by quadrature."""
    d = int(inst["d"])
    t2 = float(_overlap_sq_mean(d))
    ea4 = 3 * (4 + 4 * t2)  # E[(2 - 2t)^2] = 4 - 8 E t + 4 E t^2, E t = 0 by symmetry
    return Measurement(math.sqrt(ea4) * math.sqrt(3), {"d": d}, {"E_t2": t2, "E_v_a4": ea4})


def _thm9_cs_exact(inst: dict) -> Measurement:
    import mpmath

    d = int(inst["d"])
    with mpmath.workdps(60):
        t2 = _overlap_sq_mean(d, 60) if d > 1 else mpmath.mpf(1)
        return Measurement(mpmath.sqrt(3 * (4 + 4 * t2)) * mpmath.sqrt(3), {"d": d}, {"E_t2": t2}, exact=True)


THM9_CS = Claim(
    id="factrecall.display.thm9-cs-fourth-moments", paper=PAPER, catalog_id="factrecall.thm9",
    source=f"Proof of Theorem 9, Appendix B, display {SEED_FILE} L531-L534 (v_i standard Gaussian, L502)",
    statement=("E[<v_i, u_{f*(x)} - u_y>^2 <v_i, u_{f*(z)}>^2] <= E[<v_i, u_{f*(x)} - u_y>^4]^{1/2} E[<v_i, "
               "u_{f*(z)}>^4]^{1/2} <= 2 sqrt(3) sqrt(3) = 6 (v_i ~ N(0, I_d), unembeddings uniform on S^{d-1}, "
               "y != f*(x)). Checked: the second inequality, lhs = the product of the fourth-moment roots, bound 6."),
    kind="step", comparison="<=", bound=B.thm9_cs_fourth_moments_printed, measure=_thm9_cs_measure,
    exact=_thm9_cs_exact, strategy=_thm9_cs_instances,
    domain=(Param("d", 1, INF, integer=True, text="embedding dimension d >= 1", far=1e6),),
    expect="erratum",
    evidence=("E[<v, a>^4] = 3 E|a|^4 and |a|^2 = |u_{f*(x)} - u_y|^2 = 2 - 2<u_{f*(x)}, u_y> has E|a|^4 = 4(1 + 1/d), "
              "so E[<v, a>^4]^{1/2} = 2 sqrt(3) sqrt(1 + 1/d) > 2 sqrt(3): the product is 6 sqrt(1 + 1/d) > 6 for every "
              "d (d = 2: 7.348; d = 1: 8.485). Conditionally on the unembeddings the factor is sqrt(3)|a|^2, up to "
              "4 sqrt(3). Harmless: the left end of the chain, E|a|^2 + 2E<a, b>^2 <= 4 + 2/d, is <= 6. Re-derived independently from the paper by an auditor's own script (docs/audits/round4/factrecall.md): confirmed as printed. "),
    second_path="tests/test_factrecall_errata.py::test_thm9_cs_fourth_moment_factor_exceeds_two_sqrt3",
    corrected=B.thm9_cs_fourth_moments_corrected,
    corrected_text=("E[<v, u_{f*(x)} - u_y>^4]^{1/2} E[<v, u_{f*(z)}>^4]^{1/2} = 6 sqrt(1 + 1/d) <= 6 sqrt(2); the "
                    "chain's conclusion E[<v, a>^2 <v, b>^2] <= 6 holds directly (= 2 + 4/d or 4 + 2/d)."),
    mutants={"factor 2 dropped (sqrt(3) sqrt(3) sqrt(1 + 1/d))": lambda d: 3 * math.sqrt(1 + 1 / d),
             "(1 + 1/d)^{1/4}": lambda d: 6 * (1 + 1 / d) ** 0.25},
    notes=("Exact up to one quadrature: the Gaussian fourth moment E_v<v, c>^4 = 3|c|^4 and the sphere marginal of "
           "t = <u, u'> (density proportional to (1 - t^2)^{(d-3)/2}), integrated by mpmath (30 digits; 60 in the "
           "exact re-check). The expectation is over v and the unembeddings, as everywhere in the proof."),
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

CLAIMS.append(THM9_CS)


# ------------------------------------------------ Theorem 9 proof, display L516: the cross moment of omega (i != j)


@st.composite
def _thm9_cross_instances(draw: st.DrawFn) -> dict:
    """k even (the proof's k = 2 ceil(1/eps); k = 0 included), sigma of degree q >= k + 1 with every Hermite
    coefficient nonzero (Assumption 3), d >= 2, z = x or z != x."""
    k = draw(st.sampled_from([0, 2, 4, 6]))
    q = k + 1 + draw(st.integers(0, 2))
    c = [draw(st.floats(0.2, 1.0)) * draw(st.sampled_from([-1.0, 1.0])) for _ in range(q + 1)]
    c[k + 1] = abs(c[k + 1])
    return {"k": k, "q": q, "c": c, "d": draw(st.one_of(st.sampled_from([2, 3, 1000]), st.integers(2, 200))),
            "same": draw(st.booleans())}


def _bivariate_gh(fn, rho: float, n: int) -> float:  # noqa: ANN001
    """E[fn(X, Y)] for standard normals with correlation rho, by tensor Gauss-HermiteE quadrature (exact for
    polynomials of degree < 2n in each variable)."""
    from numpy.polynomial.hermite_e import hermegauss

    t, w = hermegauss(n)
    w = w / w.sum()
    X, Yg = np.meshgrid(t, t, indexing="ij")
    Y = rho * X + math.sqrt(max(0.0, 1 - rho * rho)) * Yg
    return float((np.outer(w, w) * fn(X, Y)).sum())


def _thm9_cross_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = E[omega_iz^xy omega_jz^xy] for i != j from its definition (L512): given the embeddings, v_i, v_j, w_i,
    w_j independent, so it is E_emb[<a, b>^2 g(rho)^2 rho^2] with a = u_{f*(x)} - u_y, b = u_{f*(z)} (E<a, b>^2 =
    1 + E t^2 when z = x, 2 E t^2 for generic outputs otherwise), rho = <e_x, e_z> and g(rho) = E_w[sigma'(<w, e_x>) h_k(<w, e_z>)] by bivariate
    Gauss-Hermite quadrature (sigma' from numpy's hermeder, h_k = He_k/sqrt(k!)); the rho-average by Gauss-Jacobi
    quadrature of the sphere marginal (rho = 1 when z = x)."""
    from numpy.polynomial.hermite_e import hermeder, hermeval

    k, d = int(inst["k"]), int(inst["d"])
    c = np.asarray(inst["c"], float)
    scaled = c / np.sqrt([math.factorial(j) for j in range(len(c))])  # sigma = sum_j c_j He_j / sqrt(j!)
    dsig = hermeder(scaled)
    hk = np.zeros(k + 1)
    hk[k] = 1 / math.sqrt(math.factorial(k))
    n = (len(c) + k) // 2 + 2

    def g(rho: float) -> float:
        return _bivariate_gh(lambda X, Y: hermeval(X, dsig) * hermeval(Y, hk), rho, n)

    e_t2 = float(_overlap_sq_mean(d))
    e_ab2 = 1 + e_t2 if inst["same"] else 2 * e_t2  # z = x: b = u_{f*(x)}, <a, b> = 1 - t; else t1 - t2
    if inst["same"]:
        e_g, e_rho = g(1.0) ** 2, 1.0
    else:  # Gauss-Jacobi on the marginal density (1 - t^2)^{(d-3)/2}: exact for the polynomial g(t)^2 t^2
        from scipy.special import roots_jacobi

        a = (d - 3) / 2
        t, w = roots_jacobi(len(c) + k + 4, a, a)
        w = w / w.sum()
        e_g = float(sum(wi * g(float(ti)) ** 2 * ti * ti for ti, wi in zip(t, w, strict=True)))
        e_rho = float(np.sum(w * t ** (2 * k + 2)))
    return Measurement(e_ab2 * e_g, {"c_next": float(c[k + 1]), "e_ab2": e_ab2, "e_rho": e_rho, "k": k},
                       {"g_at_1": g(1.0), "d": d})


THM9_CROSS = Claim(
    id="factrecall.display.thm9-cross-moment", paper=PAPER, catalog_id="factrecall.thm9",
    source=f"Proof of Theorem 9, Appendix B, display {SEED_FILE} L514-L516 (omega defined L512, h_k orthonormal L1733)",
    statement=("omega_iz^xy = <v_i, u_{f*(x)} - u_y> <v_i, u_{f*(z)}> sigma'(<w_i, e_x>) h_k(<e_z, w_i>) <e_x, e_z>; "
               "for i != j: E[omega_iz^xy omega_jz^xy] = c_{k+1}^2 E[<u_{f*(x)} - u_y, u_{f*(z)}>^2] E[<e_z, "
               "e_x>^{2(k+1)}] (v_i, w_i standard Gaussian, embeddings uniform on the sphere, k even)."),
    kind="step", comparison="==", bound=B.thm9_cross_moment_printed, measure=_thm9_cross_measure,
    strategy=_thm9_cross_instances, rtol=1e-7, atol=1e-14,
    domain=(Param("k", 0, INF, integer=True, text="k even (k = 2 ceil(1/eps) in the proof; 0 included)",
                  unreached="k > 6 not drawn: the factor (k+1) is already 7 at k = 6"),
            Param("d", 2, INF, integer=True, text="d >= 2 (d = 1 makes <e_x, e_z> = +-1, the same law as z = x)",
                  far=1000.0)),
    expect="erratum",
    evidence=("With h_k orthonormal (L1733), h_j' = sqrt(j) h_{j-1}, so E_w[sigma'(<w, e_x>) h_k(<w, e_z>)] = sqrt(k+1) "
              "c_{k+1} <e_x, e_z>^k and the cross moment is (k+1) c_{k+1}^2 E[<a, b>^2] E[<e_z, e_x>^{2(k+1)}]: the "
              "printed display is off by the factor k+1 for every k >= 2 (the proof's k). E.g. k = 2, z = x, d = 2, "
              "c_3 = 1: lhs 3 E<a, b>^2 against E<a, b>^2. Same root cause as the margin mean (factrecall.thm9, "
              "missing sqrt(k+1)); harmless for Theorem 9 (a constant factor in the variance bound). Re-derived independently from the paper by an auditor's own script (docs/audits/round4/factrecall.md): confirmed as printed. "),
    second_path="tests/test_factrecall_errata.py::test_thm9_cross_moment_carries_k_plus_one",
    corrected=B.thm9_cross_moment_corrected,
    corrected_text="E[omega_iz^xy omega_jz^xy] = (k+1) c_{k+1}^2 E[<u_{f*(x)} - u_y, u_{f*(z)}>^2] E[<e_z, e_x>^{2(k+1)}].",
    mutants={"(k+1)^2 c_{k+1}^2": lambda c_next, e_ab2, e_rho, k: (k + 1) ** 2 * c_next**2 * e_ab2 * e_rho,
             "(k+2) c_{k+1}^2": lambda c_next, e_ab2, e_rho, k: (k + 2) * c_next**2 * e_ab2 * e_rho},
    notes=("Quadrature only (no sampling): the Gaussian expectations by tensor Gauss-HermiteE rules exact for the "
           "polynomial degrees involved, the sphere averages by Gauss-Jacobi quadrature of the marginal density of an "
           "overlap (E t^2 by mpmath). The common factor E[<a, b>^2] is 1 + 1/d for z = x and 2/d for generic outputs (f*(z) not in "
           "{f*(x), y}) otherwise; it cancels from the comparison."),
    settings={"ci": {"max_examples": 10, "budget_s": 2.0}},
)

CLAIMS.append(THM9_CROSS)
