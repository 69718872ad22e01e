"""thesis, Chapter 3, Section 3.4: the training-grid claims of the graph transformer chapter -- the 2 eps_0 plateau of
Theorem 3.4.4, the GCN iteration exponent in gamma_d of Theorem 3.4.6 and the learned-PE / oracle equivalence of
Theorem 3.4.8 -- on the Section 3.5.1 graph model (``thmcheck.models.graph_transformer``).

Catalog ``shared/claims/thesis_ch2-4.md`` (2.4, 2.6, 2.8); paper ``shared/seeds/003_84cf0eb31e2dc802.txt``; bounds in
``thmcheck.bounds.thesis.ch3``. Every experiment reads ONE config dict per profile (``_config``): a tiny grid under ``ci`` and
``dev``, a larger one under ``deep``. The theorems' requirements with hidden constants (m >= Omega(M^2 log N),
B >= Omega(eps^-2 log N), T (3.8), the Omega term of |L| (3.9)) are uncertified, so a crossing is at most
'conditional'; the explicit |L| >= BT is an ordinary assumption: the runs are one pass of SGD over fresh labels.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import ch3 as B
from thmcheck.bounds.thesis import r15_t346 as B15
from thmcheck.checks.claim import (
    Assumption,
    BatchMeasurement,
    Claim,
    Ctx,
    Direction,
    Measurement,
    uncertified,
)
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r15_t346 as R15
from thmcheck.checks.papers.thesis._common import INF, PAPER, _directions, _src
from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure
from thmcheck.checks.profiles import active_profile
from thmcheck.checks.stats import NormalMean, fit_exponent
from thmcheck.checks.strategies import SEEDS
from thmcheck.models import graph_transformer as GT


def _config() -> dict:
    """All hyper-parameters of the three experiments (Section 3.5.1 model, scaled down under ci)."""
    if active_profile() == "deep":
        return {"N": 200, "M": 6, "d": 8, "deg": 12, "m": 80, "n_sample": 20, "eta": 0.1, "B": 16, "Z": 4,
                "sigma": 0.1, "delta": 0.2, "xi": 0.01, "same": 2, "T_plateau": 2000, "eps": 0.05, "fresh_graphs": 100,
                "gammas": [0.15, 0.2, 0.25, 0.3, 0.4], "seeds": 4, "T_max": 3000, "every": 10, "thr": 0.05}
    return {"N": 80, "M": 4, "d": 6, "deg": 8, "m": 40, "n_sample": 10, "eta": 0.1, "B": 16, "Z": 4,
            "sigma": 0.1, "delta": 0.2, "xi": 0.01, "same": 2, "T_plateau": 600, "eps": 0.05, "fresh_graphs": 40,
            "gammas": [0.2, 0.25, 0.3, 0.4], "seeds": 2, "T_max": 800, "every": 10, "thr": 0.05}


_HIDDEN = uncertified(
    "hidden-constant requirements",
    "m >= Omega(M^2 log N), B >= Omega(eps^-2 log N), T (3.8)/(3.12) and the Omega term of |L| (3.9)/(3.13) have "
    "hidden constants",
    why="m, B, T and the Omega term of |L| carry constants the thesis leaves unspecified; the explicit part |L| >= BT "
        "is an ordinary assumption (_LBT), checked on every run")


def _grid_config() -> dict:
    """The T* grids of Theorems 3.4.6 / 3.4.8 under |L| >= BT ((3.9)/(3.13)): one pass of SGD over fresh labels
    (80 % of N labelled, disjoint batches, T_max = |L| / B), so every run that reaches eps meets |L| >= B T*. With
    B = 2 and eta = 0.2 the GCN reaches eps = 0.05 within one pass of 960 labels (N = 1200) for gamma_d >= 0.4 (T*
    320-330 at 0.4), not at gamma_d <= 0.3 (censored at 480): the grid is gamma_d in {0.4, 0.5, 0.6, 0.8}, N = 1000
    (800 labels, T_max = 400) under ci, T* logged every 20 steps."""
    base = {**_config(), "N": 1000, "lab_frac": 0.8, "B": 2, "eta": 0.2, "one_pass": True,
            "gammas": [0.4, 0.5, 0.6, 0.8], "every": 20}
    if active_profile() == "deep":
        base = {**base, "N": 2000, "gammas": [0.3, 0.4, 0.5, 0.6, 0.8], "seeds": 3}
    else:
        base = {**base, "seeds": 1}
    base["T_max"] = int(base["N"] * base["lab_frac"]) // base["B"]
    return base


_LBT = Assumption("|L| >= BT (3.9)/(3.13)", "the number of known labels |L| is at least B T* for every run of the "
                  "grid (one pass over fresh labels; a run that does not reach eps within the pass has T* > |L|/B and "
                  "fails it; checked on the instance, never granted)",
                  lambda q: float(q["labels"]) - float(q["BT"]))


def _bt(cfg: dict, *ts: np.ndarray) -> float:
    """B times the largest T* of the runs (a censored run counts as T_max + every: its T* exceeds the pass)."""
    worst = max(float(t.max()) for t in ts)
    return cfg["B"] * (worst + cfg["every"] if worst >= cfg["T_max"] else worst)


def _graph(cfg: dict, gamma_d: float, eps_S: float, seed: int) -> tuple[np.ndarray, np.ndarray, np.ndarray, int,
                                                                        np.random.Generator]:
    """Section 3.5.1 graph (every discriminative node given >= ``same`` own-pattern neighbours), SPD capped at Z-1,
    the core distance z_m of Definition 3.4.1 over SPD 1..Z-2."""
    rng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(cfg["N"], cfg["M"], gamma_d, cfg["deg"], eps_S, rng)
    GT.add_same_pattern_edges(adj, pats, cfg["same"], rng)
    D = GT.spd_matrix(adj, cap=cfg["Z"] - 1)
    marg = GT.winning_margins(pats, y, D, list(range(1, cfg["Z"] - 1)))
    return pats, y, D, max(marg, key=marg.get), rng


def _setup(cfg: dict, pats: np.ndarray, seed: int) -> tuple[torch.Tensor, GT.GTParams, torch.Tensor,
                                                            torch.Generator]:
    g = torch.Generator().manual_seed(seed % 2**63)
    X = torch.eye(cfg["d"], dtype=torch.float64)[: cfg["M"]][torch.as_tensor(pats)]
    p = GT.init_params(cfg["d"], cfg["m"], cfg["Z"], cfg["sigma"], cfg["delta"], cfg["xi"], g)
    lab = torch.randperm(cfg["N"], generator=g)[: int(cfg["N"] * cfg.get("lab_frac", 0.5))]
    return X, p, lab, g


# ============================================================== Theorem 3.4.4 (3.10): the 2 eps_0 plateau

@st.composite
def _t344_instances(draw: st.DrawFn) -> dict:
    """Label-flip rate eps0 (0.2 first: the plateau 2 eps_0 is largest against the tolerance), gamma_d, eps_S."""
    return {"seed": draw(SEEDS), "flip": draw(st.sampled_from([0.2, 0.1, 0.3])),
            "gamma_d": draw(st.sampled_from([0.4, 0.3, 0.6])), "eps_S": draw(st.sampled_from([0.1, 0.0, 0.2]))}


def _fresh_hinges(cfg: dict, inst: dict, X_of: Callable[[np.ndarray], torch.Tensor], p: GT.GTParams
                  ) -> tuple[np.ndarray, np.ndarray]:
    """f(psi) of (3.4) by Monte Carlo: the trained model's mean hinge over all nodes of each of cfg['fresh_graphs']
    fresh graphs of the training graph's law (same generator, gamma_d, eps_S, flip rate; T^n = n + SPD 1..2), so
    each graph mean is an unbiased estimate of E_D[hinge] for a node of the law D and the graph means are i.i.d.
    (nodes inside a graph are dependent, graphs are not). Returns (graph means, each graph's eps_0)."""
    seeds = np.random.default_rng((inst["seed"], 344)).integers(0, 2**62, cfg["fresh_graphs"])
    means, eps0s = [], []
    for s in seeds:
        pats, y, D, z_m, rng = _graph(cfg, inst["gamma_d"], inst["eps_S"], int(s))
        yf = GT.flip_labels(pats, y, inst["flip"], rng)
        eps0s.append(float((GT.node_margins(pats, yf, D, z_m) <= 0).mean()))
        Dt = torch.as_tensor(D)
        means.append(float(GT.hinge_all(X_of(pats), torch.as_tensor(yf, dtype=torch.float64), Dt, p, Dt <= 2).mean()))
    return np.array(means), np.array(eps0s)


def _t344_config() -> dict:
    """Theorem 3.4.4's run: (3.9) asks |L| >= BT, i.e. one pass of SGD over fresh labels, so the graph is large
    (80 % of its nodes labelled) and the batches disjoint; T and B have hidden constants (3.8) and are chosen to fit."""
    if active_profile() == "deep":
        return {**_config(), "N": 4000, "lab_frac": 0.8, "B": 8, "T_plateau": 400, "eta": 0.1, "fresh_graphs": 20}
    return {**_config(), "N": 1200, "lab_frac": 0.8, "B": 4, "T_plateau": 240, "eta": 0.2, "fresh_graphs": 8}


def _t344_measure(inst: dict, ctx: Ctx) -> Measurement:
    cfg = _t344_config()
    pats, y, D, z_m, rng = _graph(cfg, inst["gamma_d"], inst["eps_S"], inst["seed"])
    yf = GT.flip_labels(pats, y, inst["flip"], rng)
    eps0 = float((GT.node_margins(pats, yf, D, z_m) <= 0).mean())  # Assumption 3.4.2: the smallest valid eps_0
    X, p, _, g = _setup(cfg, pats, inst["seed"])
    lab = torch.randperm(cfg["N"], generator=g)[: int(cfg["N"] * cfg["lab_frac"])]
    Dt, Y = torch.as_tensor(D), torch.as_tensor(yf, dtype=torch.float64)
    agg = (Dt >= 1) & (Dt <= 2)  # the experiments' sampler: distance 1 and 2, plus the node itself
    labels, BT = len(lab), cfg["B"] * cfg["T_plateau"]
    if labels < BT:  # the checkable half of (3.9) fails: return for the assumption to reject, no training
        return Measurement(0.0, {"eps0": eps0, "eps": cfg["eps"]}, {"labels": labels, "BT": BT})
    _, log = GT.train_masked(X, Y, Dt, lab, p, cfg["eta"], cfg["B"], cfg["T_plateau"], cfg["n_sample"], g, agg,
                             every=cfg["T_plateau"] // 4, one_pass=True)
    h = GT.hinge_all(X, Y, Dt, p, agg | torch.eye(cfg["N"], dtype=torch.bool)).numpy()
    test = np.ones(cfg["N"], dtype=bool)
    test[lab.numpy()] = False
    ht = h[test]
    eye = torch.eye(cfg["d"], dtype=torch.float64)[: cfg["M"]]
    fresh, fresh_eps0 = _fresh_hinges(cfg, inst, lambda pt: eye[torch.as_tensor(pt)], p)
    stat = NormalMean(float(fresh.mean()), float(fresh.std(ddof=1) / np.sqrt(len(fresh))))
    flipped = yf != y
    return Measurement(stat.estimate, {"eps0": eps0, "eps": cfg["eps"]},
                       {"flip_rate": float(flipped.mean()), "z_m": z_m, "train_hinge_log": log,
                        "transductive_test_hinge": float(ht.mean()),
                        "transductive_test_hinge_se": float(ht.std(ddof=1) / np.sqrt(len(ht))),
                        "fresh_graphs_eps0_mean": float(fresh_eps0.mean()),
                        "test_hinge_flipped_nodes": float(h[test & flipped].mean()) if (test & flipped).any() else 0.0,
                        "test_hinge_consistent_nodes": float(h[test & ~flipped].mean()), "config": cfg,
                        "labels": labels, "BT": BT},
                       lhs_interval=stat.interval(0.99), stat=stat)


def _t344_mut_15(eps0: float, eps: float, **_: object) -> float:
    return 1.5 * eps0 + eps


_T344_LBT = Assumption("|L| >= BT (3.9)", "the number of known labels is at least B T (one pass of SGD over "
                       "fresh labels; checked on the instance, never granted)", lambda q: q["labels"] - q["BT"])
_T344_HIDDEN = uncertified(
    "hidden-constant requirements",
    "m >= Omega(M^2 log N), B >= Omega(eps^-2 log N), |S^{n,t}| >= Omega(1), T = Theta(...) (3.8) and the Omega "
    "term of |L| (3.9)",
    why="each has a constant the thesis leaves unspecified (Omega/Theta), so no instance can say whether m = 40, B = 4, "
        "10 sampled nodes, T = 240 and |L| = 960 meet them; the explicit part |L| >= BT is checked")

T344_MUTANTS = {"1.5 eps_0 in place of 2 eps_0": _t344_mut_15}

CLAIMS: list[Claim] = [Claim(
    id="thesis.ch3.theorem3.4.4", expect="holds", paper=PAPER, source=_src("Theorem 3.4.4 (3.8)-(3.10), Section 3.4.3, L869-L879"),
    statement="With m >= Omega(M^2 log N), B >= Omega(eps^-2 log N), |S^{n,t}| >= Omega(1), after T = Theta(eta^{-1/2}"
              "(1-2eps_0)^{-1/2}(1-delta)^{-1/2}) iterations (3.8), if |L| >= max{Omega((1+delta_zm^2) log N/(1-2eps_S"
              "(1-gamma_d)-sigma)^2), BT} (3.9), w.p. >= 0.99 the model of Algorithm 4 has f(psi) <= 2 eps_0 + eps "
              "(3.10).",
    kind="algorithmic", comparison="<=", bound=B.theorem3_4_4_plateau, measure=_t344_measure,
    strategy=_t344_instances, constants="explicit", auto_mutant=False, assumptions=(_T344_LBT, _T344_HIDDEN),
    mutants=T344_MUTANTS,
    notes="(a) the plateau: labels of round(flip N) non-discriminative nodes flipped (inconsistent with their core "
          "neighbourhood); eps_0 = the fraction of the training graph's nodes with Delta_n(z_m) <= 0 (Assumption "
          "3.4.2, the smallest valid eps_0; discriminative nodes get >= 2 own-pattern neighbours so that only flipped "
          "nodes count); lhs = f(psi) of (3.4), the population hinge E_D[max(1 - y F(x), 0)] with (x_n, y_n) "
          "identically distributed under D (L785-L791), estimated by the trained model's mean hinge over all nodes of "
          "fresh_graphs fresh graphs of the same law (same generator, gamma_d, eps_S, flip rate; T^n = n + SPD 1..2): "
          "the graph means are i.i.d., so their 99 % CLT interval is honest despite the dependence inside a graph "
          "(ci: 8 graphs of 1200 nodes, se ~0.003). |L| >= BT of (3.9) is an ordinary assumption (it used to be "
          "granted with the hidden constants while the instance had |L| = 40 against BT = 9,600, issue 32): the run "
          "is one pass of SGD over fresh labels, 80 % of N = 1200 nodes labelled, B = 4, T = 240 (|L| = 960 = BT; "
          "deep: N = 4000, B = 8, T = 400), eta = 0.2. Only the Omega/Theta requirements are granted. ci (seed 0, "
          "flip 0.2): f = 0.452 against 2 eps_0 + eps = 0.457 (no counterexample); a scratch run at seed 1 gave "
          "0.464 +- 0.001 against 0.452, a crossing under the granted hidden constants (conditional at most). The "
          "transductive mean over the ~60 unlabeled training-graph nodes (se ~0.1) "
          "and the fresh graphs' mean eps_0 are kept as terms. eps = 0.05 (the theorem's eps, whose B requirement "
          "has a hidden constant). Planted mutant '1.5 eps_0 "
          "in place of 2 eps_0', run with the hidden-constant requirements granted (claim.granting_uncertified()). (b) the "
          "|L|* exponent of (3.9) needs success-rate grids over |L| (hours) and is not run; the gamma_d-dependence "
          "of the iterations is probed by theorem3.4.6 / 3.4.8 (GT T* terms).",
    settings={"ci": {"max_examples": 1, "budget_s": 8.0, "min_valid": 1},
              "dev": {"max_examples": 6, "min_valid": 1}, "deep": {"max_examples": 27, "min_valid": 3}},
)]


# ======================================================= iterations to the plateau: GT, GCN and oracle runs

_TSTAR_CACHE: dict[tuple, tuple[int, int]] = {}


def _tstar_key(model: str, gamma_d: float, eps_S: float, seed: int, cfg: dict) -> tuple:
    return (model, gamma_d, eps_S, seed, tuple(sorted((k, str(v)) for k, v in cfg.items())))


def t_stars(runs: list[tuple[str, float, float, int]], cfg: dict) -> list[tuple[int, int]]:
    """(T*, z_m) of every run (model, gamma_d, eps_S, seed): the first logged step at which the mean hinge of the
    labeled nodes (whole aggregation set) is below cfg['thr'] (the theorems' eps; eps_0 = 0, no flips), capped at
    T_max (a censored run counts as T_max). 'gt': learned PE, SPD 1..2 sampler (the experiments); 'oracle': b = 0
    frozen, sampling in N_zm (Theorem 3.4.8); 'gcn': W_K = W_Q = 0, b = 0 frozen, sampling in N_zm (Theorem 3.4.6).
    Same graph, data and init for the three. The runs not yet cached train in ONE batched run
    (``GT.train_masked_replicas``, each run with its own generator: it trains as ``GT.train_masked`` alone)."""
    todo = list(dict.fromkeys(r for r in runs if _tstar_key(*r, cfg) not in _TSTAR_CACHE))
    if todo:
        graphs: dict[tuple, tuple] = {}
        Xs, Ys, Dts, labs, ps, gens, aggs, trains, zms = [], [], [], [], [], [], [], [], []
        for model, gamma_d, eps_S, seed in todo:
            if (gamma_d, eps_S, seed) not in graphs:
                graphs[(gamma_d, eps_S, seed)] = _graph(cfg, gamma_d, eps_S, seed)[:4]
            pats, y, D, z_m = graphs[(gamma_d, eps_S, seed)]
            with GT.single_thread():
                X, p, lab, g = _setup(cfg, pats, seed)
            Dt, Y = torch.as_tensor(D), torch.as_tensor(y, dtype=torch.float64)
            if model == "gt":
                agg, train = (Dt >= 1) & (Dt <= 2), ("WQ", "WK", "WV", "WO", "b")
            elif model == "oracle":
                agg, train = Dt == z_m, ("WQ", "WK", "WV", "WO")
            else:
                agg, train = Dt == z_m, ("WV", "WO")
                GT.gcn_params(p)
            for lst, v in zip((Xs, Ys, Dts, labs, ps, gens, aggs, trains, zms),
                              (X, Y, Dt, lab, p, g, agg, train, z_m), strict=True):
                lst.append(v)
        steps, _ = GT.train_masked_replicas(torch.stack(Xs), torch.stack(Ys), torch.stack(Dts), torch.stack(labs),
                                            GT.stack_params(ps), cfg["eta"], cfg["B"], cfg["T_max"], cfg["n_sample"],
                                            gens, torch.stack(aggs), trains, every=cfg["every"],
                                            stop_below=cfg["thr"], one_pass=cfg.get("one_pass", False))
        for r, st_, z in zip(todo, steps, zms, strict=True):
            _TSTAR_CACHE[_tstar_key(*r, cfg)] = (st_, z)
    return [_TSTAR_CACHE[_tstar_key(*r, cfg)] for r in runs]


def t_star(model: str, gamma_d: float, eps_S: float, seed: int, cfg: dict) -> tuple[int, int]:
    """(T*, z_m) of one run (:func:`t_stars`)."""
    return t_stars([(model, gamma_d, eps_S, seed)], cfg)[0]


def _grid_runs(model: str, inst: dict, cfg: dict) -> list[tuple[str, float, float, int]]:
    """The gamma_d grid x seeds (seed k: inst seed + 7919 k) of one instance."""
    return [(model, gd, inst["eps_S"], (inst["seed"] + 7919 * k) % 2**32)
            for k in range(cfg["seeds"]) for gd in cfg["gammas"]]


def _grid(model: str, inst: dict, cfg: dict) -> tuple[np.ndarray, np.ndarray, list[int]]:
    """T* over the gamma_d grid x seeds (seed k: inst seed + 7919 k)."""
    runs = _grid_runs(model, inst, cfg)
    res = t_stars(runs, cfg)
    return (np.array([r[1] for r in runs]), np.array([t for t, _ in res], dtype=float), [z for _, z in res])


def _train_all(models: tuple[str, ...], insts: list[dict], cfg: dict) -> None:
    """Every instance's grid runs of every model trained in ONE batched run (then cached)."""
    t_stars([r for inst in insts for mdl in models for r in _grid_runs(mdl, inst, cfg)], cfg)


def _grid_members(inst: dict, B: int) -> list[dict]:
    """Member 0 is the drawn instance; members 1..B-1 draw seed and eps_S (the strategy's choices) from a generator
    seeded by the instance's seed."""
    rng = np.random.default_rng(int(inst["seed"]))
    return [dict(inst)] + [{"seed": int(rng.integers(0, 2**32)), "eps_S": float(rng.choice([0.1, 0.0, 0.2]))}
                           for _ in range(B - 1)]


def _as_batch(ms: list[Measurement], members: list[dict]) -> BatchMeasurement:
    """B measurements of B member instances as one BatchMeasurement (each member's terms and fit; the members'
    eps_S for the domain's coverage)."""
    terms = {k: [m.terms[k] for m in ms] for k in ms[0].terms}
    terms["eps_S_member"] = np.array([float(m["eps_S"]) for m in members])
    return BatchMeasurement(np.array([float(m.lhs) for m in ms]), {}, terms,
                            lhs_interval=(np.array([m.lhs_interval[0] for m in ms]),
                                          np.array([m.lhs_interval[1] for m in ms])),
                            members=members, stat=[m.stat for m in ms])


@st.composite
def _grid_instances(draw: st.DrawFn) -> dict:
    return {"seed": draw(SEEDS), "eps_S": draw(st.sampled_from([0.1, 0.0, 0.2]))}


def _fit_terms(name: str, g: np.ndarray, t: np.ndarray) -> dict:
    f = fit_exponent(g, t)
    return {f"{name}_exponent": f.exponent, f"{name}_interval_99": (f.lo, f.hi),
            f"{name}_T_star_by_gamma": {float(x): t[g == x].tolist() for x in np.unique(g)}}


# ============================================================ Theorem 3.4.6 (3.12): GCN iterations, uniform

_T346_M = R15.T346_CFG["M"]
_T346_ASSUMPTIONS = (
    Assumption("|L| >= BT (3.13)", "the labelled nodes number at least B T* (one pass of SGD over fresh labels)",
               lambda q: float(q["labels"]) - float(q["BT"])),
    Assumption("eps_0 < 1/2 (Assumption 3.4.2, Theorem 3.4.4)", "the graph's smallest valid eps_0 (the fraction of "
               "nodes with Delta_n(z_m) <= 0) is below 1/2", lambda q: 0.5 - q["eps0"]),
    Assumption("0 < eps_S < 1/2 (Definition 3.4.3, Theorem 3.4.4)", "the confusion ratio of N_zm (large-sample form: "
               "mean over non-discriminative nodes of the confusion share of the discriminative nodes of N_zm^n)",
               lambda q: min(q["eps_S_meas"], 0.5 - q["eps_S_meas"])),
    Assumption("delta < 1/2 (Assumption B.2.1)", "the measured W_K / W_Q init error max_j ||W mu_j - mu_j||",
               lambda q: 0.5 - q["delta"]),
    Assumption("sigma < 1/M (Assumption B.2.1, constant 1)", "the measured W_V init error max_j ||W_V mu_j - p_j||",
               lambda q: 1.0 / _T346_M - q["sigma_meas"]),
    Assumption("||W_V||, ||W_K||, ||W_Q|| <= 1 (Assumption B.2.1)", "spectral norms of the initial model",
               lambda q: 1.0 + 1e-12 - q["norms"]),
    Assumption("gamma_d^2 > sigma ((3.13))", "(3.13)'s (gamma_d^2 - sigma)^-2 is finite", lambda q: q["gamma_d"] ** 2
               - q["sigma_meas"]),
    Assumption("|N_zm^n| >= N / poly(Z) (Section 3.4.2, poly(Z) = Z)", "every core neighbourhood against N / Z (Z = N: "
               "b = 0, so Z enters the GCN only here)", lambda q: q["min_core"] - q["N"] / q["Z"]),
    Assumption("balanced labels (Section 3.4.2, gap <= sqrt(N))", "the gap between the numbers of +1 and -1 labels",
               lambda q: q["N"] ** 0.5 - q["label_gap"]),
)

CLAIMS.append(Claim(
    id="thesis.ch3.theorem3.4.6", paper=PAPER, source=_src("Theorem 3.4.6 (3.12)-(3.13), Section 3.4.4, L899-L913"),
    statement="With W_K = W_Q = 0 and b = 0 fixed and all S^{n,t}, T^n inside N_zm^n, the GCN reaches 2 eps_0 + eps "
              "under Theorem 3.4.4's conditions with T = Theta(eta^{-1/2}(1-2eps_0)^{-1/2} gamma_d^{-2}(1-delta)^{-1/2}) "
              "(3.12) and |L| >= max{Omega((gamma_d^2 - sigma)^{-2}(1+delta_zm^2) log N), BT} (3.13); GCN needs "
              "Theta(gamma_d^{-2}) times more iterations than the GT (3.8).",
    kind="algorithmic", comparison="<=", bound=B15.theorem3_4_6_shape, measure=memo_measure(R15.t346_measure),
    strategy=R15.t346_strategy, constants="hidden", uniform=True, eventually=("B", "m", "n_sample", "labels"),
    assumptions=_T346_ASSUMPTIONS,
    directions=(
        Direction("eta -> 0 (T = Theta(eta^-1/2))", "eta", 0.0, move=R15.t346_move_eta, points=R15.T346_ETA_PATH,
                  grows=("B", "m", "n_sample", "labels")),
        Direction("eta -> inf (the shape vanishes)", "eta", INF, how="unsearched", reason="T* >= 1 is an integer step "
                  "count, so T* eta^{1/2} -> inf trivially as eta -> inf; (3.12) is read for eta = O(1) (the proofs' "
                  "eta T = Theta(1), B.46) and above ~1 SGD on the hinge is erratic: not a refutation we use"),
        Direction("gamma_d", "gamma_d", 0.0, how="search", reason="drawn in {0.4, 0.5, 0.6, 0.8}: gamma_d <= 1, and a "
                  "100-node component gives the non-discriminative nodes deg (1 - eps_S) = 7 class-relevant "
                  "neighbours only from gamma_d c / 2 >= 20 discriminative nodes (under a decade)"),
        Direction("eps_0 -> 1/2 (the shape grows)", "eps0", 0.5, how="search", reason="eps_0 is the graph's measured "
                  "value, not a generator parameter, and no path towards 1/2 exists inside the hypotheses: the "
                  "Section 3.5.1 components reach eps_0 ~ 0.21-0.23 at most with the confusion ratio < 1/2 (round 16: "
                  "gamma_d = 0.6, generator eps_S = 0.4: confusion 0.41-0.42; generator eps_S >= 0.45 puts it at "
                  "1/2), and towards 1/2 the target 2 eps_0 + eps passes the initial hinge ~1 (T* -> 1). In the "
                  "middle the constant is large but finite (round 16): at eps_0 = 0.21 (gamma_d = 0.6, eps_S = 0.4, "
                  "seed 0, eta = 0.05, one pass of 40000 steps) the GCN's test hinge falls slowly (0.54 at eta T = "
                  "100, 0.47 at 1400, 0.409 < 2 eps_0 at 2000) and reaches 2 eps_0 + eps at eta T* = 1036, ~47 times "
                  "the eps_0 ~ 0 graphs' ~22 with the shape's (1 - 2 eps_0)^{-1/2} only 1.1: T* / shape jumps, "
                  "but no family inside the hypotheses drives eps_0 further, so no path; t346_measure's cap (40/eta "
                  "+ 200) makes such graphs SolverFailures, not ratios the search sees"),
        Direction("delta -> 1/2 (the shape grows)", "delta", 0.5, how="search", reason="delta is the measured W_K / "
                  "W_Q init error (drawn 0.05 - 0.25, measured 0.1 - 0.45); (1 - delta)^{-1/2} only grows towards "
                  "1/2, so no divergence lies there"),
        Direction("eps_S, sigma, seed", "eps_S_meas", 0.5, how="search", reason="drawn by the strategy (eps_S and the "
                  "W_V init error sigma are not in the shape)"),
    ),
    expect="erratum",
    evidence=(
        "Re-derived independently from the paper by auditors' own scripts (docs/audits/round15/thesis.md, auditors A, C): confirmed. Re-derive: tests/test_thesis_r15_t346.py. The GCN's iterations to f(psi) <= 2 eps_0 + eps scale as eta^{-1}, "
        "not eta^{-1/2}: eta T* = 32, 24, 23, 24, 22, 21 at eta = 0.2, 0.05, 0.01, 0.003, 0.001, 3e-4 (seed 0, "
        "gamma_d = 0.6, eps_S = 0.1, sigma = 0.04, delta = 0.15: T* = 160, 475, 2275, 7968, 22000, 70805), so T* / "
        "(eta^{-1/2}(1-2eps_0)^{-1/2} gamma_d^{-2}(1-delta)^{-1/2}) = 21.9, 32.5, 69.5, 133, 213, 375 grows x17 over "
        "2.8 decades of eta and without bound as eta -> 0 (ci's path, seed 7933: x16.2, log-slope -0.44 [-0.60, "
        "-0.27]). Every point meets every printed hypothesis, slacks at each point: |L| - B T* = 1120 .. 5.7e5 (one "
        "pass over fresh labels, |L| = 0.8 N, N = 2400 .. 1.5e6); 1/2 - eps_0 = 0.49 (eps_0 = 0.0075); eps_S "
        "(measured) = 0.20 in (0, 1/2); 1/2 - delta = 0.23 (delta = 0.27 measured); 1/M - sigma = 0.17 (sigma = 0.08 "
        "measured); ||W|| = 1 (normalised); gamma_d^2 - sigma = 0.28; |N_zm^n| - N/Z = 29 (Z = N); label gap 0 "
        "(mirrored components). The hidden-constant requirements grow along the path (eventually B, m, n_sample, "
        "labels): B = 3 .. 9, m = 51 .. 170, |S^{n,t}| = 13 .. 43 (B, m, |S| >= (2, 40, 10) (ln N / ln 1000)^2, so "
        "B eps^2/ln N and m/(M^2 ln N) grow like ln N), |L| / ((gamma_d^2 - sigma)^-2 (1 + delta_zm^2) ln N) = 0.005 "
        ".. 2.1 (delta_zm = 56 fixed: each N_zm^n stays in its 100-node component). eta T* does not rise with B, m, "
        "n_sample (it falls slightly), so no larger constant in these requirements restores eta^{-1/2}. Not the "
        "encoding: lhs is the first logged step (every ~1/(4 eta)) with the unlabelled nodes' mean hinge (T^n = "
        "N_zm^n) <= 2 eps_0 + eps, eps = 0.05; before it the population hinge is above the target, so "
        "C eta^{-1/2}(...) iterations are too few once eta < (c/C)^2. The proof's (B.46) a_0 eta^3 T^5 + a_1 eta T^2 "
        "> 1 is where eta^{-1/2} comes from; SGD moves the weights O(eta) per step, so eta T = Theta(1) (as "
        "Theorem 1's erratum, thesis.ch2.theorem1). Second path (own graph, own torch-autograd GCN): eta T* = 8.5, 7.5, 7.3 at eta = 0.1, 0.01, 0.002."),
    corrected=B15.theorem3_4_6_corrected_shape,
    corrected_text="T = Theta(eta^{-1}(1-2eps_0)^{-1/2} gamma_d^{-2}(1-delta)^{-1/2}) iterations (eta T = Theta(1)), "
                   "with (3.13) for that T.",
    second_path="tests/test_thesis_r15_t346.py::test_t346_second_path_eta_t_constant",
    mutants={"eta^{-1} (gamma_d^{-2} - 4) (wrong in gamma_d)": B15.theorem3_4_6_mut_gamma,
             "eta^{-1} ((1-delta)^{-1/2} - 1.5) (wrong in delta)": B15.theorem3_4_6_mut_delta},
    domain=(
        Param("eta", 0, INF, lo_closed=False, text="step size eta > 0 (T = Theta(eta^{-1/2}) as eta -> 0)",
              unreached="eta in [0.05, 0.4] drawn and 0.2 .. 3e-4 on the path (T* ~ 22/eta sequential SGD steps, "
                        "|L| >= B T* labels: N = 1.3e6 nodes at 3e-4; below 2e-4 SolverFailure)"),
        Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]",
              unreached="gamma_d in {0.4, 0.5, 0.6, 0.8} (100-node components)"),
        Param("eps0", 0, 0.5, hi_closed=False, text="eps_0 in (0, 1/2) (the graph's smallest valid value; 0 means any "
              "eps_0 > 0)", unreached="the measured eps_0 of the Section 3.5.1 components (0 - 0.2)"),
        Param("delta", 0, 0.5, hi_closed=False, text="delta < 1/2 (Assumption B.2.1)",
              unreached="the measured W_K / W_Q error of the normalised init (drawn 0.05 - 0.25)"),
        Param("eps_S", 0, 0.5, lo_closed=False, hi_closed=False, key="eps_S_meas", text="eps_S in (0, 1/2)",
              unreached="the measured confusion ratio of the components (generator eps_S in {0.1, 0.15, 0.2})"),
    ),
    notes="Uniform (issue 31; was a rate claim: the exponent of T*(gamma_d) over 0.3 decade, potential): lhs = T*(eta), "
          "the first logged step of Algorithm 4 on the GCN (W_K = W_Q = 0, b = 0; S^{n,t} = n_sample nodes drawn "
          "uniformly with replacement from N_zm^n, T^n = N_zm^n, the node itself not included: literal 'subsets of "
          "N_zm^n') at which the unlabelled nodes' mean hinge is <= 2 eps_0 + eps (eps = 0.05), shape eta^{-1/2} "
          "(1-2eps_0)^{-1/2} gamma_d^{-2} (1-delta)^{-1/2} ('<='). The graph is r copies of 8 Section 3.5.1 "
          "components of 100 nodes (GT.build_graph + add_same_pattern_edges, 4 drawn and their mirrors mu_1 <-> mu_2), "
          "so |L| >= BT (one pass over fresh labels, N ~ B/eta) costs nothing per node, while every N_zm^n stays in "
          "its component: delta_zm bounded, so (3.13)'s Omega term (1 + delta_zm^2) log N is eventually below |L|; a "
          "graph with |N_zm^n| ~ N (the data model's N/poly(Z) at fixed Z) would make (3.13) need |L| ~ N^2 log N > N. "
          "Z = N (b = 0: Z enters the GCN only through |N_zm^n| >= N/poly(Z) and the range [Z-1] of z_m; no distance "
          "is truncated). The runs use gcn_tstar_np (checks/papers/thesis/r15_t346.py), a numpy transcription of "
          "GT.train_masked for the GCN (equal T* and hinge log to 1e-15 on the grids' graphs, with and without the "
          "node itself: tests/test_thesis_r15_t346.py); the one pass runs on the template nodes (order = the "
          "labelled copies' template nodes in a random order). The delta of (3.12) is read as Assumption B.2.1's "
          "(W_K / W_Q error; the main text's L842 calls the value error delta): (1 - delta)^{-1/2} is in [1, sqrt 2] "
          "either way. A run whose hinge stays above 2 eps_0 + eps for 40/eta + 200 steps is our solver's failure "
          "(SolverFailure: the run length, not the theorem): seen at gamma_d = 0.5, eps_S = 0.2 (hinge 0.73-0.88 against "
          "0.39-0.44 at eta = 0.05). Settled (t346b): those instances meet every printed hypothesis (eps_0 = 0.17-0.2, "
          "confusion ratio 0.32-0.33, gamma_d^2 - sigma > 0, |L| >= BT) and reach 2 eps_0 + eps with a longer one "
          "pass, at eta T* = 93-508 (eta = 0.05; 448-987 with ci's smaller B, m, |S|): no crossing of (3.10) "
          "(tests/test_thesis_r15_t346.py::test_t346_slow_instances_reach_the_target). Their T* / shape at fixed eta "
          "is ~3-30 times the eps_0 ~ 0 graphs' while (1-2eps_0)^{-1/2} is 1.25 (the hinge's floor ~0.31-0.36 lies "
          "just under 2 eps_0 + eps): a lead for the uniformity of (3.12) and of the corrected eta^{-1} in eps_0, "
          "which ci does not measure (a path from such an instance costs ~1000/eta steps). Round 16 (undecided2): the "
          "eps -> 0 direction ((3.12) does not depend on eps; (3.10) is for every eps in (0, 1)), at a fixed graph "
          "(seed 0, gamma_d = 0.6, eps_S = 0.1, eps_0 = 0.0075: 2 nodes of Delta_n(z_m) = -2 and 4 of 0 among 800, "
          "the least good Delta_n = 1), eta = 0.2: T* = 125, 240, 520 at eps = 0.05, 0.02, 0.01, and for eps <= "
          "0.005 the hinge never reaches 2 eps_0 + eps: it plateaus at 0.023-0.028 for B = 3, 12, 48 (eta T up to "
          "400) and m = 51 to 32 x 51, i.e. above 2 eps_0 = 0.015; the plateau falls with eta (0.020 at eta = "
          "0.05, 0.0185 at eta = 0.01, eta T = 1000, B = 12) and is not a floor: at eta = 0.05, eta T = 4000 the "
          "hinge is 0.0135-0.0139 < 2 eps_0 (B = 12, 48), and the best hinge of any function of the mean "
          "aggregated feature on this graph is 0.005. So T*(eps) stays bounded as eps -> 0 (by the time to reach "
          "2 eps_0, eta T ~ 1000-4000 here, against eta T* = 25 at eps = 0.05): a large but finite constant in "
          "the eps direction, no divergence; not a path of ci (each point is eta T ~ 1e3 of one pass).",
    settings={"ci": {"max_examples": 4, "budget_s": 40.0, "min_valid": 2, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 12, "min_valid": 4, "path_decades": 0.5},
              "deep": {"max_examples": 40, "min_valid": 8, "path_decades": 1.0}},
))


# ========================================================= Theorem 3.4.8: learned PE vs the oracle core sampler

def _t348_measure(inst: dict, ctx: Ctx) -> Measurement:
    cfg = _grid_config()
    _train_all(("oracle", "gt"), [inst], cfg)
    g, t_or, zs = _grid("oracle", inst, cfg)
    _, t_gt, _ = _grid("gt", inst, cfg)
    ratio = t_gt / t_or
    f = fit_exponent(g, ratio)
    terms = {**_fit_terms("gt", g, t_gt), **_fit_terms("oracle", g, t_or), "ratio_gt_over_oracle": ratio.tolist(),
             "ratio_range": (float(ratio.min()), float(ratio.max())), "z_m": zs, "eps_S_member": inst["eps_S"],
             "censored": int((t_or >= cfg["T_max"]).sum() + (t_gt >= cfg["T_max"]).sum()), "config": cfg,
             "labels": int(cfg["N"] * cfg["lab_frac"]), "BT": _bt(cfg, t_or, t_gt), "gamma_d_grid": g}
    return Measurement(f.exponent, {}, terms, lhs_interval=(f.lo, f.hi), stat=f)


def _t348_measure_batch(inst: dict, ctx: Ctx, B: int) -> BatchMeasurement:
    mem = _grid_members(inst, B)
    _train_all(("oracle", "gt"), mem, _grid_config())
    return _as_batch([_t348_measure(m, ctx) for m in mem], mem)


CLAIMS.append(Claim(
    id="thesis.ch3.theorem3.4.8", paper=PAPER, source=_src("Theorem 3.4.8, Section 3.4.5, L915-L929"),
    statement="When b = 0 and all S^{n,t}, T^n are subsets of N_zm^n, the sample complexity (3.9) and the iterations "
              "(3.8) of Theorem 3.4.4 suffice: learning with the PE is equivalent to learning on the known core "
              "neighbourhood.",
    kind="separation", comparison="==", bound=B.theorem3_4_8_ratio_exponent, measure=_t348_measure,
    measure_batch=_t348_measure_batch,
    strategy=_grid_instances, constants="hypotheses", assumptions=(_LBT, _HIDDEN),
    mutants={"PE gains a factor gamma_d^2 over the oracle (ratio exponent -2)": lambda **_: -2.0},
    notes="No printed shape (round 7, thesisH): the conclusion is 'the sample complexity (3.9) and the iterations (3.8) of Theorem 3.4.4 suffice' (a sufficiency / equivalence statement); the hidden constants sit in the hypotheses, so a uniform shape check does not apply (not a hidden-constant shape statement). "
          "lhs: fitted exponent (99 % t-interval) in gamma_d of the ratio T*_GT / T*_oracle (paired graph, data and "
          "init; GT: learned PE with the experiments' SPD 1..2 sampler; oracle: b = 0 frozen, sampling in N_zm), "
          "claimed 0 (a bounded ratio); the ratio's range is a term. eps_S is drawn per instance. Only the iteration "
          "half (3.8) is compared; |L|* grids are not run. |L| >= BT of (3.9) is an ordinary assumption (it was "
          "granted while the multi-epoch grid had |L| = 40): one pass of SGD over fresh labels as for "
          "thesis.ch3.theorem3.4.6 (_grid_config), gamma_d in {0.4, 0.5, 0.6, 0.8}. ci (seed 0, eps_S = 0.1): GT T* "
          "= 120, 120, 80, 40, oracle T* = 120, 160, 100, 40 (ratio 0.75 .. 1), exponent 0.05 with 99 % interval "
          "[-3.5, 3.6] (4 points over 0.3 decade): no counterexample, the ratio is bounded on the grid. Round 22 "
          "(thesisX): this grid's 0.3 decade cannot kill the planted exponent -2 (CI_WEAK); the gamma_d -> 0 direction "
          "is thesis.ch3.theorem3.4.8-ratio-gamma_d (T*_GT / T*_oracle x109 over gamma_d = 0.8 .. 0.035, erratum as "
          "printed) and thesis.ch3.theorem3.4.8-gamma_d (the oracle's own T* flat: holds).",
    settings={"ci": {"max_examples": 1, "batch": 1, "budget_s": 40.0, "min_valid": 1},
              "dev": {"max_examples": 3, "batch": 2, "min_valid": 1},
              "deep": {"max_examples": 9, "batch": 1, "min_valid": 3}},
))


# The printed domain of each claim (thmcheck.checks.domain.Param); ends a run does not reach carry their reason.
_GRID_SCALE = "trained-model grids (Algorithm 4 runs over a gamma_d grid, seconds each), scaled down from Section 3.5.1"
_EPS_S = Param("eps_S", 0, 1, text="eps_S in [0, 1) (Definition 3.4.3)",
               unreached="eps_S in {0, 0.1, 0.2}: above ~0.3 non-discriminative nodes lose their class-relevant "
                         "majority in the Section 3.5.1 model; " + _GRID_SCALE)
# a batch's members draw their own eps_S: read from the per-member term (the base instance holds member 0's only)
_EPS_S_BATCH = Param("eps_S", 0, 1, text=_EPS_S.text, key="eps_S_member", unreached=_EPS_S.unreached)
_GAMMA_GRID = Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]", key="gamma_d_grid",
                    unreached="gamma_d in {0.4, 0.5, 0.6, 0.8} (deep: from 0.3, N = 2000): one pass of SGD over |L| = "
                              "960 labels (B = 2) does not bring the GCN to eps = 0.05 below gamma_d = 0.4 (T* > 480 = "
                              "|L|/B at 0.2, 0.25, 0.3, measured), so |L| >= BT would fail there; " + _GRID_SCALE)
_DOMAINS = {
    "thesis.ch3.theorem3.4.4": (
        Param("flip", 0, 0.5, hi_closed=False, text="eps_0 < 1/2 (inconsistent labels, Assumption 3.4.2)",
              unreached="eps_0 in {0.1, 0.2, 0.3}: " + _GRID_SCALE),
        Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1]",
              unreached="gamma_d in {0.3, 0.4, 0.6}: " + _GRID_SCALE),
        _EPS_S),
    "thesis.ch3.theorem3.4.8": (_EPS_S_BATCH, _GAMMA_GRID),
}
for _c in CLAIMS:
    if not _c.domain and _c.id in _DOMAINS:
        _c.domain = _DOMAINS[_c.id]

_directions(CLAIMS, {
    "thesis.ch3.theorem3.4.8": (
        ("gamma_d -> 0 (ratio GT / oracle)", "gamma_d", 0.0, "fit", "the ratio's exponent in gamma_d is fitted "
         "inside each measurement"),
        ("eps_S, seed", "eps_S", 0.3, "search", "drawn per batch member")),
    "thesis.ch3.theorem3.4.4": (),
})
