"""thesis, Appendix E (round 18, thesisE2): the end of the proof of Theorem 6.3.4 (App. E.4.4) and its conclusion
(6.13) on out-of-domain prompts, along delta -> 0 inside the printed hypotheses, as shares of independent trained runs.

- (E.74) L8277: F(Psi; P^{n'}) < -(1 - eps) for an out-of-domain prompt of label -1;
- (E.75) L8281: E_{x_query ~ D', f in T'} [ell(Psi; P, y)] <= eps;
- (6.13) L1840 (Theorem 6.3.4): the same expectation <= O(eps), 'with high probability'.

These rows were 'covered' by thesis.ch6.theorem6.3.4, which runs one shared model with no delta direction. Here each
run is the model of r18_thesisE.ood_eval (models/icl.py, T of (E.62) SGD steps, delta in (0, 0.2] as L1727 prints),
evaluated on 400 out-of-domain prompts of (6.8); the proof's 'with high probability' over the training is checked as
the Wilson lower 95 % bound of the failure share over independent runs (seeds) against 1/M1.

Round 20 (thesisE): (6.13)'s delta path re-measured on batched replica runs (ood_replica_runs) over the tail delta =
0.02 .. 0.002 (settled: holds; see thesis.ch6.eq6.13-delta's notes).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides live in :mod:`thmcheck.bounds.thesis.r18_thesisE2`.
"""

from __future__ import annotations

import math
from functools import lru_cache

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r18_thesisE2 import whp_level, whp_level_mutant
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, uncertified
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r18_thesisE import _OOD_TEXT, OOD_FIRST, _eps, _wilson_lower, ood_eval
from thmcheck.checks.profiles import active_profile

SP = "tests/test_thesis_r18_thesisE2.py::"

OOD_RUNS = 16  # independent trained runs per instance (dev, deep)
OOD_RUNS_CI = 4  # under ci (the ci cost: a run at delta = 0.02 is 2077 SGD steps; round 19, cibudget2: 8 -> 4, the
# seeds 5..8 that thesis.ch6.eqE.65-whp / eqE.66-whp and eq6.13-delta train too, so that one set of runs serves all)


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def n_runs() -> int:
    return OOD_RUNS_CI if active_profile() == "ci" else OOD_RUNS


def ood_runs(inst: dict, n: int) -> list[dict]:
    """n runs of ood_eval (cached per seed, shared with thesis.ch6.eqE.71-73): seeds seed, seed + 1, ..."""
    return [{**ood_eval(tuple(sorted({**inst, "seed": s}.items()))), "seed": s}
            for s in range(inst["seed"], inst["seed"] + n)]


def _run_terms(inst: dict, runs: list[dict]) -> dict:
    M1 = inst["M1"]
    zs = [r["T"] / r["zero"] if r["zero"] else 0.0 for r in runs]
    return {"runs": len(runs), "seeds": str([r["seed"] for r in runs]), "ODR family": inst["family"],
            "eps (M1^{-1/2})": _eps(inst), "alpha'": inst["alpha_p"], "delta": inst["delta"],
            "T (E.62)": runs[0]["T"], "least T / zero-loss step over the runs": min(zs),
            "OOD hinge by run": str([float(f"{r['hinge']:.3g}") for r in runs]),
            "max F over z = -1 OOD prompts by run": str([float(f"{r['Fm_max']:.3g}") for r in runs]),
            "min F over z = +1 OOD prompts by run": str([float(f"{r['Fp_min']:.3g}") for r in runs]),
            "m / (M1^2 log M1)": inst["m"] / (M1**2 * math.log(M1)),
            "l_tr alpha beta^2": runs[0]["l_tr"] * inst["alpha"] * inst["beta"] ** 2,
            "l_ts alpha'": runs[0]["l_tr"] * inst["alpha_p"], "least S_j = sum_i k_ji": min(r["S_min"] for r in runs)}


def _share_measure(fails_of: str) -> object:
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        """lhs = the Wilson lower 95 % bound of the share of runs on which the display fails ('e74': some OOD prompt
        of label -1 has F >= -(1 - eps); 'e75': the mean OOD hinge loss exceeds eps)."""
        runs = ood_runs(inst, n_runs())
        eps = _eps(inst)
        if fails_of == "e74":
            bad = [r["seed"] for r in runs if r["Fm_max"] >= -(1.0 - eps)]
        else:
            bad = [r["seed"] for r in runs if r["hinge"] > eps]
        lower = _wilson_lower(len(bad), len(runs))
        return Measurement(lower, {"M1": inst["M1"]}, {
            **_run_terms(inst, runs), "failing seeds": str(bad), "failure share": len(bad) / len(runs),
            "its Wilson lower 95 % bound": lower})

    return measure


_ASSUME = (
    Assumption("m >= 2 M1^2 log M1", "Theorem 6.3.3 (i), the Omega constant read as 2",
               lambda q: q["m / (M1^2 log M1)"] - 2.0),
    Assumption("l_tr alpha beta^2 >= 8", "(E.169), the constant read as 8", lambda q: q["l_tr alpha beta^2"] - 8.0),
    Assumption("l_ts >= 1/alpha'", "(E.68) L8245 / (6.9)", lambda q: q["l_ts alpha'"] - 1.0),
    Assumption("near-zero training loss by T on every run", "the EMA (0.9) of the batch hinge loss fell below 0.05 at "
               "or before T on each run (the trained state the derivation assumes)",
               lambda q: q["least T / zero-loss step over the runs"] - 1.0),
    Assumption("S_j >= 1", "(6.12): sum_i k_ji >= 1", lambda q: q["least S_j = sum_i k_ji"] - 1.0 + 1e-12),
)


@st.composite
def _instances(draw: st.DrawFn, families: tuple = ("householder", "pairs")) -> dict:
    """OOD_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, eta = 0.9, m = 80, c_B = 8, c_l = 10, c_T = 40), seeds
    from 5, delta in (0, 0.2] (ci: 0.02 first), alpha' and the ODR family drawn (ci: the first of families)."""
    return {**OOD_FIRST, "delta": draw(st.sampled_from((0.02, 0.2, 0.1, 0.05))),
            "alpha_p": draw(st.sampled_from((0.8, 0.5, 1.0))),
            "family": draw(st.sampled_from(families))}


_DOMAIN = (
    Param("delta", 0, 0.2, lo_closed=False, text="delta in (0, 0.2] (Sec. 6.2.3, L1727)",
          unreached="delta >= 0.02 (T of (E.62) grows as delta^{-2/3}; 16 runs per instance)"),
    Param("alpha_p", 0, 1, lo_closed=False, text="alpha' in (0, 1], l_ts >= 1/alpha'",
          unreached="alpha' >= 0.5 (l_ts = l_tr = 18)"),
    Param("M1", 2, math.inf, integer=True, far=4, text="M1 IDR patterns",
          unreached="M1 = 4 (a run needs m ~ M1^2 log M1 neurons and T ~ M1 sqrt(log M1) delta^{-2/3} steps)"),
)
_SETTINGS = {"ci": {"max_examples": 1, "budget_s": 30.0}, "dev": {"max_examples": 6, "budget_s": 900.0}}

_ROWS_NOTE = ("float64 torch SGD for T of (E.62) steps (r18_thesisE.ood_eval, cached per seed and shared with "
              "thesis.ch6.eqE.71-73); 400 OOD prompts per run; ci: 4 runs (seeds 5..8), dev/deep: 16.")


def _r29_granted() -> tuple:
    """Round 29 (hhT6, docs/hiddenhyp_r28.md): _ASSUME with Theorem 6.3.3's width constant (and the B, T constants the
    draws fix) granted (uncertified): the w.h.p. crossings are gone with m, c_B, c_T x4 at the ci instance."""
    return tuple(uncertified("m >~ M1^2 log M1 and the B, T constants (Theorem 6.3.3)", "m >= C M1^2 log M1, B = c_B "
                             "M1 log M1, T of (E.62) with c_T, for the theorem's unspecified constants (the draws: m >= "
                             "2 M1^2 log M1, c_B = 8, c_T = 40)",
                             why="with m, c_B, c_T x4 the share's Wilson bound is below 1/M1 at the ci instance: the "
                                 "crossing needs the constants at the values read, which no run can certify")
                 if a.name == "m >= 2 M1^2 log M1" else a for a in _ASSUME)


E74W = Claim(
    id="thesis.ch6.eqE.74-whp", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.74), proof of Theorem 6.3.4 (App. E.4.4): 'Likewise, for p_query^n' such that the label is -1, we "
                "can obtain'; Theorem 6.3.4's 'with high probability'", "L8275-L8277, L1838"),
    statement="(E.74): F(Psi; P^{n'}) < -(1 - eps) for every out-of-domain prompt of label -1, eps = M1^{-1/2} (r10's "
              "reading of B >~ max(eps^{-2}, M1) log M1), " + _OOD_TEXT + ". Read as Theorem 6.3.4's 'with high "
              "probability' over the training: the share of independent trained runs on which some label -1 OOD "
              "prompt has F >= -(1 - eps) is at most 1/M1, checked as the Wilson lower 95 % bound of the share "
              "(16 runs, 4 under ci).",
    statement_tex=r"F(\Psi; \mathbf{P}^{n'}) < -(1 - \epsilon)",
    bound=whp_level, measure=_share_measure("e74"), strategy=_instances(), assumptions=_r29_granted(), domain=_DOMAIN,
    mutants={"1/M1^3 (a stricter w.h.p.)": whp_level_mutant}, auto_mutant=False,
    expect="conditional",
    evidence="At delta = 0.02 (inside (0, 0.2], L1727) most trained runs put some out-of-domain prompt of label -1 at F "
             ">= -(1 - eps) = -0.5, many at F > 0 (misclassified). OOD_FIRST's family (M1 = 4, M2 = 8, beta = 2, "
             "alpha = alpha' = 0.8, eta = 0.9, m = 80 = 3.6 M1^2 log M1, B = 45, l_tr = l_ts = 18 (l_tr alpha beta^2 = "
             "57.6, l_ts alpha' = 14.4), c_T = 40: T of (E.62) = 2077 steps, every run at near-zero training loss by T "
             "(the EMA below 0.05 at steps 699 .. 1804)), the Householder ODR family (S_j = 1): max F over the label "
             "-1 OOD prompts by seed 5..20: -0.430, -1.038, 1.314, 1.144, 1.458, 1.755, -1.048, -0.951, -0.573, -1.206, "
             "0.048, -0.771, -1.019, 0.896, 1.414, -1.117: 8 of 16 runs fail (seeds 5, 7, 8, 9, 10, 15, 18, 19; Wilson "
             "lower 95 % bound 0.28 > 1/M1 = 0.25); ci: 3 of seeds 5..8 (Wilson lower 0.30; 5 of seeds 5..12, Wilson "
             "lower 0.306, when ci ran 8). At delta = 0.2 seed 5 has max F = -1.022 (< -0.5: holds there). Round 33 "
             "(ch6): these numbers re-measured with the L1794 filter of round 31 (only the testing prompts with at least "
             "alpha'/2 of the contexts on the query's pattern; before it 11 of 16, seed 5 -0.096). Mechanism: the trained W_Q, W_K keep the "
             "out-of-domain same-pattern scores at ~ delta beta^2 (thesis.ch6.eqE.95), so at small delta attention "
             "does not concentrate on the query's ODR pattern and the other patterns' +1 contexts push F up; the proof's "
             "'Likewise' repeats (E.71)-(E.73), which fail here too (thesis.ch6.eqE.72, thesis.ch6.eqE.73). Not the "
             "encoding: the second path re-runs the SGD in numpy with hand-derived gradients and evaluates own OOD "
             "prompts (own Householder mixing) by an own forward pass. Round 19 (thesisE; the round-18 auditor's own "
             "model had not left the initial plateau by T): these are TRAINED runs. T = ceil(c_T M1 sqrt(log M1) / "
             "(eta (delta beta alpha)^{2/3})) is (E.62)'s printed shape ((6.10)'s times delta^{-2/3}) with the Theta "
             "constant c_T = 40 (T = 2077 at delta = 0.02), and the claim's assumption 'near-zero training loss by T "
             "on every run' is computed, not granted (the EMA (0.9) of the batch hinge below 0.05 at steps 699 .. "
             "1804 < T; at c_T = 1, T = 52 steps, no run is trained and such an instance would be rejected, not "
             "counted). The second path shows it by its own forward pass on its own numpy weights, seeds 5..12: mean "
             "hinge 1.0000 at W^(0) on the first 20 training batches (F ~ 0, the initial plateau) and 0.00000 at "
             "W^(T) on the last 20 training batches (900 prompts), asserted (< 0.05) on every run. With a larger Omega constant of (ii), c_B = 50 (B = 278), the failure persists "
             "but weaker: max F over the label -1 OOD prompts by seed 5..12 is 0.904, -0.878, -0.901, 1.048, -1.025, "
             "0.809, -0.857, -0.055 (4 of 8 >= -1/2; Wilson lower 0.215, not certified with 8 runs)."
             + " Round 29 (hhT6, docs/hiddenhyp_r28.md): the crossing needs Theorem 6.3.3 constants at the values read: with m, c_B and c_T x4 at the ci instance the Wilson bound of the share is 0.046 < 1/M1 = 0.25 (x1: 0.301; holds). m >~ M1^2 log M1 with the B, T constants is "
             "now granted (uncertified): verdict conditional (was violated).",
    no_correction_reason="at small delta the trained model misclassifies out-of-domain prompts of label -1 on most "
                         "runs: no bound F < -(1 - eps) holds there w.h.p.",
    second_path=SP + "test_eqE74_whp_second_path",
    notes=_ROWS_NOTE + " c_T = 40 is (E.62)'s Theta constant (the trained-state assumption is computed per run).",
    settings=_SETTINGS,
)

E75W = Claim(
    id="thesis.ch6.eqE.75-whp", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.75), proof of Theorem 6.3.4 (App. E.4.4): 'Therefore, we have'; Theorem 6.3.4's 'with high "
                "probability'", "L8279-L8281, L1838"),
    statement="(E.75): E_{x_query ~ D', f in T'} [ell(Psi; P, y)] <= eps (the hinge loss, the mean over 400 OOD "
              "prompts), eps = M1^{-1/2}, " + _OOD_TEXT + ". Read as Theorem 6.3.4's 'with high probability' over "
              "the training: the share of independent trained runs whose OOD hinge exceeds eps is at most 1/M1, "
              "checked as the Wilson lower 95 % bound of the share (16 runs, 4 under ci).",
    statement_tex=r"\mathbb{E}_{x_{query} \sim \mathcal{D}', f \in \mathcal{T}'} [\ell(\Psi; \mathbf{P}, y)] \leq "
                  r"\epsilon",
    bound=whp_level, measure=_share_measure("e75"), strategy=_instances(families=("pairs", "householder")), assumptions=_r29_granted(), domain=_DOMAIN,
    mutants={"1/M1^3 (a stricter w.h.p.)": whp_level_mutant}, auto_mutant=False,
    expect="conditional",
    evidence="At delta = 0.02 (inside (0, 0.2], L1727) most trained runs have an out-of-domain hinge loss near 1 with "
             "the pairs ODR family mu'_j = (mu_{2j-1} + mu_{2j})/sqrt(2) (S_j = sqrt 2 >= 1, orthogonal, norm beta: "
             "(6.12) holds). OOD_FIRST's family (M1 = 4, M2 = 8, beta = 2, alpha = alpha' = 0.8, eta = 0.9, m = 80, B = "
             "45, l_tr = l_ts = 18, c_T = 40: T of (E.62) = 2077 steps, every run at near-zero training loss by T), eps "
             "= M1^{-1/2} = 0.5: OOD hinge by seed 5..11: 0.989, 0.329, 0.984, 0.942, 0.944, 0.965, 0.000 (F ~ 0 on "
             "most prompts: the adjacent patterns' neurons cancel); 9 of 16 over seeds 5..20 (seeds 5, 7, 8, 9, 10, 14, "
             "15, 18, 19; Wilson lower 0.33); ci: seeds 5..8, 3 of 4 above eps (Wilson lower 0.30 > 1/M1 = 0.25; seeds "
             "5..12 when ci ran 8: 5 of 8, Wilson lower 0.306). With the Householder family only 6 of 16 runs exceed eps "
             "(0.569, 0.759, 0.679, 0.507, 0.519, 0.570 at seeds 5, 7, 8, 9, 15, 19; Wilson lower 0.19): the failure "
             "depends on the ODR family, both inside (6.12). At delta = 0.2 the hinge is 0.000 (seed 5, both families). "
             "Round 33 (ch6): these numbers re-measured with the L1794 filter of round 31 (before it 0.990, 0.458, "
             "0.996, 0.966, 0.944, 0.964, 0.000; Householder 4 of 16). Mechanism: as for (E.71)-(E.74), "
             "the trained attention scores on out-of-domain patterns stay ~ delta beta^2 (thesis.ch6.eqE.95). Not the "
             "encoding: the second path re-runs the SGD in numpy with hand-derived gradients and evaluates own pairs "
             "prompts by an own forward pass (hinge > 1/2 on 5 of seeds 5..12)."
             + " Round 29 (hhT6, docs/hiddenhyp_r28.md): the crossing needs Theorem 6.3.3 constants at the values read: with m, c_B and c_T x4 at the ci instance the Wilson bound of the share is 0 < 1/M1 = 0.25 (x1: 0.301; holds). m >~ M1^2 log M1 with the B, T constants is "
             "now granted (uncertified): verdict conditional (was violated).",
    no_correction_reason="at small delta the out-of-domain hinge loss is ~ 1 on most runs: no bound by eps holds "
                         "w.h.p. there",
    second_path=SP + "test_eqE75_whp_second_path",
    notes=_ROWS_NOTE + " ci draws the pairs family first.", settings=_SETTINGS,
)


def certified_quantile(vals: list[float], M1: int) -> tuple[float, int]:
    """The largest level q such that the runs with a value >= q form a share whose Wilson lower 95 % bound exceeds
    1/M1 (the k-th largest value, k the least count that certifies a failure share above the w.h.p. level); with
    too few runs to certify any share, the least value."""
    desc = sorted(vals, reverse=True)
    n = len(desc)
    for k in range(1, n + 1):
        if _wilson_lower(k, n) > 1.0 / M1:
            return desc[k - 1], k
    return desc[-1], n


E613_RUNS_CI = 4  # the (6.13) path's runs per point under ci (dev, deep: 16)
E613_SPARES_CI, E613_SPARES = 2, 4  # replicas trained beyond them, standing in for one not trained by T


@lru_cache(maxsize=16)
def _replica_train(key: tuple) -> tuple:
    """Round 20 (thesisE): R independent runs of r18_thesisE.ood_train's SGD (T of (E.62) steps, the same
    configuration) trained at once by models/icl.train_replicas (one batched forward/backward; replica r has its own
    W_O, a and prompts, drawn from the generator 7 10^6 + seed), so that a path point of 4 (16) runs costs ~1.8 (5.6)
    single runs. Returns (models, zero-loss steps (EMA 0.9 of each replica's batch hinge below 0.05, after t > 10),
    T, B, l_tr, cfg)."""
    from thmcheck.checks.papers.thesis.r12_thesisE import e62_T
    from thmcheck.checks.papers.thesis.r18_thesisE import sizes
    from thmcheck.models.icl import ICLConfig, train_replicas

    inst = dict(key)
    T = e62_T(inst)
    B, l_tr = sizes(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=l_tr,
                    m=int(inst["m"]), delta=inst["delta"], eta=inst["eta"], B=B, T=T, seed=inst["seed"] % 2**31)
    models, _, hist = train_replicas(cfg, int(inst["R"]), seed=(7 * 10**6 + inst["seed"]) % 2**31, t_max=T)
    zeros = []
    for r in range(hist.shape[1]):
        ema, zero = None, None
        for t, v in enumerate(hist[:, r].tolist()):
            ema = v if ema is None else 0.9 * ema + 0.1 * v
            if zero is None and t > 10 and ema < 0.05:
                zero = t + 1
        zeros.append(zero)
    return models, zeros, T, B, l_tr, cfg


@lru_cache(maxsize=32)
def ood_replica_runs(key: tuple) -> list[dict]:
    """Round 20 (thesisE): _replica_train's R runs, each evaluated on N_OOD out-of-domain prompts of (6.8) as
    r18_thesisE.ood_eval does (the ODR family 'pairs' or 'householder', ODI = the nu's rotated, K' = 1, alpha' of the
    instance, l_ts = l_tr; only the prompts meeting L1794, round 31), from a generator of its own per replica. Per
    run: the OOD hinge, min F over label +1, max F over label -1, S_j's least value, T, the zero-loss step."""
    import torch

    from thmcheck.checks.papers.thesis.r18_thesisE import N_OOD
    from thmcheck.models.device import generator
    from thmcheck.models.icl import make_prompts, patterns, testing_prompts

    inst = dict(key)
    R = int(inst["R"])
    spare = E613_SPARES_CI if R <= E613_RUNS_CI else E613_SPARES
    models, zeros, T, B, l_tr, cfg = _replica_train(tuple(sorted(
        (k, v) for k, v in {**inst, "R": R + spare}.items() if k not in ("family", "alpha_p"))))
    M1, b_ = inst["M1"], inst["beta"]
    mu, nu, _ = patterns(cfg, "cpu")
    out = []
    # the first R replicas at near-zero training loss by T (the trained state the claim assumes); the spares stand in
    # for a replica that is not (then named in 'replicas not trained by T'); fewer than R trained: the first R, so the
    # assumption 'near-zero training loss by T on every run' rejects the instance
    trained = [r for r in range(len(models)) if zeros[r] is not None]
    use = trained[:R] if len(trained) >= R else list(range(R))
    for r in use:
        model = models[r]
        g = generator((8 * 10**6 + 1000 * inst["seed"] + r) % 2**31)
        if inst["family"] == "pairs":
            Rm = torch.stack([(mu[2 * j] + mu[2 * j + 1]) / math.sqrt(2) for j in range(M1 // 2)])
            SR = math.sqrt(2)
        else:
            v = torch.randn(M1, generator=g, dtype=torch.float64)
            v -= v.mean()
            v /= v.norm()
            Rm = (torch.eye(M1, dtype=torch.float64) - 2 * torch.outer(v, v)) @ mu[:M1]
            SR = float(Rm.sum(1).min() / b_)
        Qm, _ = torch.linalg.qr(torch.randn(inst["M2"], inst["M2"], generator=g, dtype=torch.float64))
        Nu = Qm @ nu
        Mr = Rm.shape[0]
        tasks = [(j, (j + 1) % Mr) for j in range(Mr)] if Mr > 2 else [(0, 1), (1, 0)]
        ctx, pq, z, _ = testing_prompts(make_prompts(cfg, N_OOD, tasks, l_tr, inst["alpha_p"], g, R=Rm, Nu=Nu, Kx=1.0),
                                        inst["alpha_p"])  # L1794 per prompt (round 31)
        with torch.no_grad():
            F = model.forward(ctx, pq)
        out.append({"seed": f"{inst['seed']}.{r}", "T": T, "B": B, "l_tr": l_tr, "zero": zeros[r],
                    "hinge": float(torch.clamp(1 - z * F, min=0).mean()), "Fp_min": float(F[z > 0].min()),
                    "Fm_max": float(F[z < 0].max()), "S_min": SR,
                    "untrained": sum(1 for x in range(max(use) + 1) if zeros[x] is None)})
    return out


def _e613_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = certified_quantile of the OOD hinge over R independent runs (round 20: batched replicas, R = 4 under ci,
    16 else): w.h.p. (failure share <= 1/M1) E[ell] <= C eps needs C eps >= lhs."""
    n = E613_RUNS_CI if active_profile() == "ci" else OOD_RUNS
    runs = ood_replica_runs(tuple(sorted({**inst, "R": n}.items())))
    q, k = certified_quantile([r["hinge"] for r in runs], inst["M1"])
    return Measurement(q, {"M1": inst["M1"], "delta": inst["delta"]}, {
        **_run_terms(inst, runs), "certified level: the k-th largest OOD hinge, k": k,
        "its share k / runs": k / len(runs), "Wilson lower of k / runs": _wilson_lower(k, len(runs)),
        "largest OOD hinge over the runs": max(r["hinge"] for r in runs),
        "replicas not trained by T (skipped)": runs[0]["untrained"]})


E613_CI_POINTS = (0.02, 0.01, 0.005, 0.002)  # the ci path (4 runs a point; round 20: the tail delta <= 0.02)
E613_POINTS = (0.02, 0.015, 0.01, 0.005, 0.002)  # dev / deep (16 runs a point)


def _move_delta(inst: dict, t: float) -> dict:
    """delta -> t; under ci capped at the ci grid (a dev point between two ci points is moved to the larger one: the
    same instance as the previous point, so it leaves the path as a capped move does and costs nothing, the runs
    being cached)."""
    if active_profile() == "ci":
        t = min(p for p in E613_CI_POINTS if p >= t - 1e-12) if t >= min(E613_CI_POINTS) else min(E613_CI_POINTS)
    return {**inst, "delta": float(t)}


from thmcheck.bounds.thesis.r18_thesisE2 import e613_shape  # noqa: E402
from thmcheck.bounds.thesis.r19_thesisE import e613_mutant_delta40  # noqa: E402

_E613_R20 = (
    " ROUND 20 (thesisE): settled as holds on the tail, with the caveats below. (1) The measure: the runs are R "
    "independent replicas trained at once by models/icl.train_replicas (ood_replica_runs: the configuration of "
    "r18_thesisE.ood_train, replica r with its own W_O, a and prompts; R = 4 under ci, 16 else, plus 2 (4) spares "
    "standing in for a replica not at near-zero training loss by T), each evaluated on 400 OOD prompts as ood_eval "
    "does: a point of 4 runs costs ~2.3 single runs, which pays for the tail. (2) The path: a divergence along delta "
    "-> 0 is a property of the tail; over (0.02, 0.2] the ratio rises boundedly (the certified level goes from ~0.001 "
    "to ~0.6-0.9 between delta = 0.05 and 0.02 for the pairs family: the attention stops concentrating on the "
    "query's ODR pattern, thesis.ch6.eqE.95), so the path runs over the tail 0.02 .. 0.002 (one decade; dev 0.02, "
    "0.015, 0.01, 0.005, 0.002). The search still draws delta in {0.02, 0.2, 0.1, 0.05}. Dev numbers (16 "
    "replicas a point, certified level = the 8th largest OOD hinge, at delta = 0.02, 0.015, 0.01, 0.005, 0.002): "
    "pairs 0.604, 0.812, 0.954, 0.874, 0.941 (ratio to eps = 1/2: 1.21 .. 1.91, x1.56); Householder 0.082, 0.104, "
    "0.207, 0.43, 0.462 (x5.6: its rise sets in later and flattens at 0.005 .. 0.002; single-seed runs 5..20: "
    "0.27, 0.36, 0.36, 0.40, 0.508). Largest per-run OOD hinge: <= 1.06 at delta >= 0.01, 1.16 / 1.37 at 0.005, "
    "1.28 / 1.54 at 0.002 (pairs / Householder; single seeds: 2.56 once at 0.002). The ci path (Householder first, "
    "4 replicas; round 33, with the L1794 filter of round 31): 0.086, 0.094, 0.458, 0.048 at 0.02, 0.01, 0.005, "
    "0.002: holds (growth x0.56; before the filter 0.080, 0.122, 0.441, 0.026, x0.32; the dev numbers here and "
    "below predate the filter, not re-measured in round 33 (cost); with 4 runs the "
    "3rd largest is noisy: per-run hinges are bimodal, ~0 for a run that generalizes out of domain, ~1 for one that "
    "does not; with the pairs family first, 2 of the 4 points have a certified level 0 and leave the path). Caveat: "
    "a dev path started from a Householder instance reads the rise 0.08 -> 0.46 as 'potential' (growth x5.6 over "
    "the decade, a plateau the engine's 1 % test cannot see in a 16-run quantile). Why bounded: the certified level "
    "is the hinge reached by a share of runs, each run's hinge <= 1 + max|F|, which stays ~ 1 (bad runs) along the "
    "tail; no family's level exceeds ~1 at any delta reached. A refutation of (6.13) would need eps -> 0 (B grown) "
    "at small delta, not reached (at c_B = 50, delta = 0.02 the OOD loss falls, round 19). The planted (5 delta)^40 "
    "is killed on the ci tail (tests/test_mutants.py).")

E613 = Claim(
    id="thesis.ch6.eq6.13-delta", paper=PAPER, kind="step", comparison="<=",
    source=_src("Theorem 6.3.4 (Out-of-Domain Generalization), (6.13): 'then with high probability, the learned model "
                "can achieve an out-of-domain generalization error of'", "L1830-L1840"),
    statement="(6.13): E_{x_query ~ D', f in T'} [ell(Psi; P, z)] <= O(eps) with high probability, eps = M1^{-1/2}, "
              + _OOD_TEXT + ". The O read uniformly (one C for every instance of the printed hypotheses, delta in "
              "(0, 0.2] included), 'with high probability' as a failure share <= 1/M1 over the training: lhs = the "
              "largest OOD hinge level reached on a share of independent runs whose Wilson lower 95 % bound exceeds "
              "1/M1 (with 16 runs the 8th largest; 4 runs under ci: the 3rd largest), which C eps must exceed. Round "
              "20: the runs are independent replicas trained at once (models/icl.train_replicas), the first R of R + "
              "spares at near-zero training loss by T; the delta path runs over the tail delta = 0.02 .. 0.002.",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query} \sim \mathcal{D}', f \in \mathcal{T}'} [\ell(\Psi; \mathbf{P}, z)] "
                  r"\leq \mathcal{O}(\epsilon)",
    bound=e613_shape, measure=_e613_measure, strategy=_instances(), assumptions=_ASSUME, domain=_DOMAIN,
    constants="hidden", uniform=True,
    directions=(Direction("delta -> 0 (delta in (0, 0.2], L1727; T of (E.62) ~ delta^{-2/3}; round 20: the tail "
                          "0.02 .. 0.002, past the rise of delta in [0.02, 0.05]; ci: 0.02, 0.01, 0.005, 0.002)",
                          "delta", 0.0,
                          how="path", move=_move_delta, points=E613_POINTS),
                Direction("alpha', the ODR family", "alpha_p", 0.0, how="search",
                          reason="alpha' in {0.5, 0.8, 1} and the families 'pairs' and 'householder' drawn"),
                Direction("M1", "M1", math.inf, how="search",
                          reason="M1 = 4 only (m ~ M1^2 log M1 neurons, T ~ M1 sqrt(log M1) delta^{-2/3}): not "
                                 "reached")),
    mutants={"eps (5 delta)^40 (vanishes along delta -> 0)": e613_mutant_delta40}, auto_mutant=False,
    notes=_ROWS_NOTE.replace("ci: 4 runs (seeds 5..8)", "ci: 4 runs per path point (seeds 5..8)") + _E613_R20 + " Round 18 "
          "(thesisE2): potential in ci, not settled: the certified level (Householder family, seeds 5..8) is 0.0015, "
          "0.0035, 0.0072, 0.54 at delta = 0.2, 0.1, 0.05, 0.02 (ratio to eps 0.003 -> 1.08, x370) but the jump is "
          "between 0.05 and 0.02, so a 4-point log-slope interval does not exclude 0; settling needs path points "
          "0.03, 0.015, 0.01 (16 runs each) and the pairs family (hinge ~ 1 on most runs at 0.02, thesis.ch6.eqE.75-"
          "whp). Round 19 (thesisE), the trend decided on the dense path (16 runs, seeds 5..20, at every point; dev's "
          "grid): the certified level (the 8th largest OOD hinge of 16) over delta = 0.1, 0.05, 0.03, 0.02, 0.015, "
          "0.01, 0.005 is 0.0005, 0.020, 0.84, 0.94, 0.89, 0.89, 0.97 with the pairs family (ratio to eps 0.001 -> "
          "1.68 at 0.03, then 1.89, 1.79, 1.79, 1.93) and 0.004, 0.007, 0.031, 0.27, 0.36, 0.36, 0.40 with the "
          "Householder family (ratio 0.008 -> 0.54 at 0.02, then 0.72, 0.72, 0.80): the ratio rises between delta = "
          "0.05 and 0.02 and then LEVELS OFF; it is bounded along delta -> 0 at fixed eps (the hinge is <= 1 + |F|; "
          "per run <= 1.19 at every delta <= 0.03: F ~ 0 once the attention stops concentrating). So this path cannot "
          "refute O(eps): it rises to a plateau ~ 1/eps (pairs) and stays. The engine's verdict stays 'potential' "
          "because its plateau test asks the last points over a decade to agree within 1 % and a quantile over 16 "
          "runs moves by ~ 8 % (0.89 -> 0.97 at 0.01 -> 0.005): a statistical plateau, not a divergence (the "
          "offline judgement of these 7 points: a log-slope interval [-1.9, 0.45] that does not exclude 0). The "
          "refutation of (6.13) would have to come from eps -> 0 (B >~ eps^{-2} log M1 grown; 'for any eps > 0', "
          "L1808) or M1 -> inf with delta small; at c_B = 50 (B = 278, eps down to ~ 0.2) and delta = 0.02 the pairs "
          "OOD hinge is 0, 0, 0.002, 0.98, 0.006, 0, 1.00, 0.88 at seeds 5..12 (certified level 0.006, ratio to eps "
          "0.2: 0.03): the OOD loss falls as B grows, no divergence there either. Expect holds: the trend along "
          "delta is bounded. The planted mutant eps (5 delta)^40 (a bound vanishing along delta -> 0) is killed on "
          "the ci path (the ci grid's 4 points decide only so steep a mutant: the quantile's noise leaves a wide "
          "slope interval with 2 degrees of freedom; on dev's 7-point path (5 delta)^6 is already killed).",
    settings={"ci": {"max_examples": 1, "budget_s": 30.0, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 4, "budget_s": 1800.0, "path_starts": 1, "path_decades": 0.0}},
)

CLAIMS: list[Claim] = [E74W, E75W, E613]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eqE.74-whp': 'auditor A: unclear',
    'thesis.ch6.eqE.75-whp': 'auditor B: confirmed as printed',
}, 'docs/audits/round18/thesis.md')

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eq6.13-delta': "auditor A: refuted as an erratum along delta -> 0 at fixed eps (own model: the OOD hinge stays O(1), lhs/eps <= ~2); the verdict change to 'holds' on this path supported",
}, 'docs/audits/round20/thesis.md')
