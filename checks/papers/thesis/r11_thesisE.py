"""thesis, Appendix E (round 11, thesisE): displays of the proof of Lemma E.4.6 (App. E.5.6) on the trained model.

- (E.168) L8832-L8835: for p_query^n with IDR pattern mu_a and x_i^n of the same IDR pattern,
  sum_{s=1}^{l+1} softmax(p_s^T W_K^T W_Q p_query) p_s^T (x_i^T, q^T)^T >~ beta^2 (1 - gamma_t) (its last line,
  given (E.169) l_tr >~ 1/(alpha beta^2)).
- (E.170) L8843: the same attention-weighted sum against (x_j^T, q^T)^T for x_j of a different IDR pattern
  <~ beta^2 gamma_t.
- (E.98) L8401: W_O(i) W_V (p_s; 0) >~ delta^2 beta^2 alpha eta T/(2a) + delta^2 beta^2 alpha^2 (eta T)^3 M1/a^2 for
  the query token (erratum: the same weak lucky rows give a negative left side);
- (E.99) L8405, proof of Proposition 6.4.5: for i in W u U, W_O(i) W_V (kappa nu_k; 0) <= (1/M2) W_O(i) W_V (mu_j; 0)
  (explicit) on the rows of the zero-loss model (erratum: weakly trained lucky rows have a negative mu_j projection).
- (E.101) L8413 / (E.103) L8425: W_O(i) W_V (0; q) for i in W and W_O(i) W_V (0; -q) for i in U >~ delta^2 alpha eta
  T/(2a) + delta^2 alpha^2 (eta T)^3 M1/a^2 (errata: the weak rows of the unions keep a label component of the
  wrong sign).
- (E.49) L8161, (E.58) L8205, (E.59) L8209 (proof of Theorem 6.3.3 (b), (c)): W_O(i) W_V p_s >~ shape for i in W and
  p_s of the query's pattern; <~ -shape for i in U and p_s labelled q; Relu(U neuron) = 0 on z = +1 prompts (errata:
  weak rows of W go negative, rows of U fire on z = +1 training prompts).

gamma_t is Definition E.4.4 (L7997-L8003): gamma_{t,n} = 1 - softmax mass on N_* (the contexts sharing the query's
IDR pattern), gamma_t = max over every training prompt n in [N]. Both displays are stated for every iteration t with
one hidden constant; the claims check them at t = T, the step at which SGD of the Chapter 6 model
(:mod:`thmcheck.models.icl`, hinge loss, fresh prompts on the cyclic tasks of Condition 6.3.2, a_i = +-1/m) reaches
zero training loss (the state Theorem 6.3.3 delivers), gamma_T over every prompt of the run (N = B T, replayed from
the run's generator). The sums run over s = 1..l+1 as printed (the query token p_{l+1} = (x_query, 0) included in
the softmax); N_* holds the contexts s in [l] only, which makes gamma larger (favourable to (E.170), unfavourable
to (E.168) only by the query's own weight).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides live in :mod:`thmcheck.bounds.thesis.r11_thesisE`.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r11_thesisE import (
    e49_mutant_T,
    e49_shape,
    e59_mutant,
    e59_rhs,
    e98_mutant_T,
    e98_shape,
    e99_mutant_shift,
    e99_mutant_tenth,
    e99_rhs,
    e101_mutant_T,
    e101_shape,
    e168_mutant_l,
    e168_mutant_l2,
    e168_shape,
    e170_mutant_l,
    e170_mutant_l2,
    e170_shape,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r10_thesisE import _e105_instances, _e105_sizes

SP = "tests/test_thesis_r11_thesisE.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []

_TMAX = 2000


def _instances() -> st.SearchStrategy:
    """(E.105)'s draw of r10_thesisE with alpha in [0.6, 1.0]."""
    return _e105_instances(alpha_hi=1.0)


def sizes(inst: dict) -> tuple[int, int]:
    """Theorem 6.3.3 (ii)/(iii) with Omega constants c_B, c_l: B = ceil(c_B M1 log M1), l_tr = ceil(c_l max(log M1 /
    alpha, 1 / (beta^2 alpha))) ((6.9); (E.169) l_tr >~ 1/(alpha beta^2) is its second term)."""
    return _e105_sizes(inst)


@lru_cache(maxsize=32)
def trained(key: tuple) -> dict:
    """SGD (models/icl.train) to zero training loss (EMA 0.9 of the batch hinge loss < 0.02, at most 2000 steps);
    then every batch of the run is replayed from the run's generator and evaluated at the final weights W^(T):
    attention over the l + 1 tokens (contexts and the query), gamma_{T,n} = 1 - mass on the contexts of the query's
    IDR pattern; E.168: min over prompts with query label +1 (query IDR mu_a) and contexts i of that pattern of
    sum_s attn_s p_s^T p_i (p_i = (x_i, q): label +1); E.170: max over those prompts and contexts j of another IDR
    pattern of sum_s attn_s p_s^T (x_j, q)."""
    import torch

    from thmcheck.models.cot import single_thread
    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts, patterns, train

    inst = dict(key)
    B, l_tr = sizes(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=l_tr,
                    m=int(inst["m"]), delta=inst["delta"], eta=inst["eta"], B=B, T=_TMAX, seed=inst["seed"] % 2**31)
    model, stop = train(cfg, stop_below=inst.get("ema_stop", 0.02), t_max=_TMAX)
    if stop is None:
        return {"T": None, "B": B, "l_tr": l_tr}
    steps = stop + 1
    _, _, q = patterns(cfg)
    dx, M1 = cfg.dx, cfg.M1
    tasks = cyclic_tasks(M1)
    gam_max, gams, lo168, hi170 = 0.0, [], math.inf, -math.inf
    with single_thread(), torch.no_grad():
        gen = generator(cfg.seed)
        init_model(cfg, gen)  # the same draws as train()
        kq_w = model.WQ.T, model.WK
        for _ in range(steps):
            ctx, pq, z, same = make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, gen)
            toks = torch.cat([ctx, pq[:, None, :]], 1)  # (B, l + 1, D): p_1..p_l, p_query
            kq = (pq @ kq_w[0]) @ kq_w[1]  # W_K^T W_Q p_query
            at = torch.softmax(torch.matmul(toks, kq[..., None])[..., 0], -1)
            gam = 1.0 - (at[:, :-1] * same.double()).sum(1)
            gams.append(gam)
            gam_max = max(gam_max, float(gam.max()))
            mix = torch.matmul(at[:, None, :], toks)[:, 0]  # sum_s attn_s p_s
            plus = (z > 0)[:, None]
            v168 = torch.matmul(ctx, mix[..., None])[..., 0]  # p_i^T mix, p_i = (x_i, +q) for these
            sel = same & plus
            if bool(sel.any()):
                lo168 = min(lo168, float(v168[sel].min()))
            v170 = torch.matmul(ctx[..., :dx], mix[:, :dx, None])[..., 0] + (mix[:, dx:] @ q)[:, None]
            cpat = ctx[..., :M1].argmax(-1)
            qpat = pq[:, :M1].argmax(-1)
            sel = (cpat != qpat[:, None]) & plus
            if bool(sel.any()):
                hi170 = max(hi170, float(v170[sel].max()))
        g = torch.cat(gams)
    return {"T": steps, "B": B, "l_tr": l_tr, "gamma": gam_max, "gamma median": float(g.median()),
            "N": int(g.numel()), "lo168": lo168, "hi170": hi170}


def _escalate(inst: dict, level: int) -> dict:
    """More effort on the same run: SGD continued to a lower EMA of the batch hinge loss (0.02 / 4^level)."""
    return {**inst, "ema_stop": 0.02 / 4**level}


def _get(inst: dict) -> dict:
    tr = trained(tuple(sorted(inst.items())))
    if tr["T"] is None:
        raise SolverFailure(f"SGD did not reach zero training loss (EMA < {inst.get('ema_stop', 0.02)}) in {_TMAX} steps")
    return tr


def _terms(inst: dict, tr: dict) -> dict:
    return {"T (zero-loss step)": tr["T"], "B": tr["B"], "N = B T": tr["N"],
            "gamma_T (max over N)": tr["gamma"], "gamma_{T,n} median": tr["gamma median"],
            "m / (M1^2 log M1)": inst["m"] / (inst["M1"] ** 2 * math.log(inst["M1"])),
            "l_tr alpha beta^2": tr["l_tr"] * inst["alpha"] * inst["beta"] ** 2}


def _e168_measure(inst: dict, ctx_: Ctx) -> Measurement:
    tr = _get(inst)
    if not math.isfinite(tr["lo168"]):
        raise SolverFailure("no prompt with query label +1 and a context of its pattern in the run")
    return Measurement(tr["lo168"], {"beta": inst["beta"], "one_minus_gamma": 1.0 - tr["gamma"], "l_tr": tr["l_tr"]}, _terms(inst, tr))


def _e170_measure(inst: dict, ctx_: Ctx) -> Measurement:
    tr = _get(inst)
    if not math.isfinite(tr["hi170"]):
        raise SolverFailure("no prompt with query label +1 and a context of another pattern in the run")
    return Measurement(tr["hi170"], {"beta": inst["beta"], "gamma": tr["gamma"], "l_tr": tr["l_tr"]}, _terms(inst, tr))


def _move_l(inst: dict, t: float) -> dict:
    """c_l -> t (l_tr = ceil(c_l max(log M1/alpha, 1/(beta^2 alpha))) grows with it) in the family M1 = 4, M2 = 8,
    beta = 1, alpha = 0.8, delta = 0.2, eta = 1, c_B = 8, m = 50 (seed kept)."""
    return {**inst, "M1": 4, "M2": 8, "beta": 1.0, "alpha": 0.8, "delta": 0.2, "eta": 1.0, "cB": 8.0, "m": 50,
            "cl": float(t)}


_ASSUME = (
    Assumption("m >= 2 M1^2 log M1", "Theorem 6.3.3 (i), the Omega constant read as 2",
               lambda q: q["m / (M1^2 log M1)"] - 2.0),
    Assumption("(E.169) l_tr >~ 1/(alpha beta^2)", "l_tr alpha beta^2 >= 8 (the constant read as 8; (6.9) with c_l >= 8)",
               lambda q: q["l_tr alpha beta^2"] - 8.0),
)
_HYP = ("under Theorem 6.3.3's hypotheses (m >= 2 M1^2 log M1, B = ceil(c_B M1 log M1), l_tr = ceil(c_l max(log M1 "
        "/ alpha, 1/(beta^2 alpha))) with c_l >= 8, Condition 6.3.2 by the cyclic tasks, Theta(1) >= beta >= 1, "
        "alpha = Theta(1) in (0, 1], delta in (0, 0.2], eta <= 1)")
_DOMAIN = (
    Param("cl", 8, math.inf, far=170, text="l_tr >= Omega(max(log M1/alpha, 1/(beta^2 alpha))) ((6.9), (E.169))",
          unreached="c_l <= 170 on the path (l_tr <= 295; a zero-loss run costs ~ l_tr T)"),
    Param("beta", 1, math.inf, far=3.0, text="Theta(1) >= beta >= 1", unreached="beta is Theta(1): drawn in [1, 3]"),
    Param("alpha", 0, 1, far=0.6, text="alpha = Theta(1) in (0, 1] (L1790)",
          unreached="alpha = Theta(1): drawn in [0.6, 1]; alpha -> 0 is outside the Theta(1) hypothesis"),
    Param("m", 1, math.inf, integer=True, far=100, text="m >= Omega(M1^2 log M1)",
          unreached="m in [50, 100] (the shape has no m; a zero-loss run costs ~ m T)"),
)
_SEARCH = Direction(
    "beta, alpha, M1, M2, delta, eta, m, c_B", "beta", 1.0, how="search",
    reason="the strategy draws beta in [1, 3], alpha in [0.6, 1], M1 in {3, 4}, M2 in {4, 8}, delta in [0.1, 0.2], "
           "eta in [0.8, 1], m in [50, 100], c_B in [6, 10], c_l in [8, 12]; bounded printed ranges")
_T_DIR = Direction(
    "t (the iteration)", "T", math.inf, how="unsearched",
    reason="the display is stated for every iteration t with one constant; t = T (zero training loss, where the "
           "attention has concentrated and gamma_t is least) is a point of that range")
_L_DIRS = (
    Direction("l_tr -> infinity (c_l)", "cl", math.inf, how="path", move=_move_l, points=(16, 28, 50, 90, 170)),
    _SEARCH, _T_DIR,
)
_SETTINGS = {
    "ci": {"max_examples": 2, "budget_s": 24.0, "path_starts": 1, "path_decades": 0.0},
    "dev": {"max_examples": 8, "budget_s": 400.0, "path_starts": 2, "path_decades": 0.5},
}
_NOTES = ("float64 torch SGD to zero training loss (EMA of the batch hinge loss < 0.02, at most 2000 steps; "
          "SolverFailure beyond), then a replay of all N = B T training prompts at W^(T); one run per instance "
          "(cached) serves (E.168) and (E.170).")

E168 = Claim(
    id="thesis.ch6.eqE.168", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.168), proof of Lemma E.4.6 (App. E.5.6), with (E.169) and Definition E.4.4",
                "L8832-L8835, L8839, L7997-L8003"),
    statement="(E.168): for p_query^n with IDR pattern mu_a and x_i^n of IDR pattern mu_a, sum_{s=1}^{l+1} "
              "softmax(p_s^nT W_K^T W_Q p_query^n) p_s^nT (x_i^nT, q^T)^T >~ beta^2 (1 - gamma_t) - 1/(alpha l/2) "
              ">~ beta^2 (1 - gamma_t), the last step if l_tr >~ 1/(alpha beta^2) (E.169). Read uniformly: one c > 0 "
              "with the left side >= c beta^2 (1 - gamma_t) for every prompt and every instance " + _HYP + ", at t = T "
              "(zero training loss), gamma_T = max over every training prompt (Definition E.4.4). mu_a is the "
              "task's +1 pattern (Definition 6.3.1), so the query's label is +1 and (x_i, q) is the context p_i.",
    statement_tex=r"\sum_{s=1}^{l+1} \text{softmax}(\mathbf{p}_s^{n \top} \mathbf{W}_K^\top \mathbf{W}_Q "
                  r"\mathbf{p}_{query}^n) \mathbf{p}_s^{n \top} (\mathbf{x}_i^{n \top}, \mathbf{q}^\top)^\top "
                  r"\gtrsim \beta^2 (1 - \gamma_t) \cdot 1 - \frac{1}{\frac{\alpha}{2} l} \gtrsim \beta^2 (1 - \gamma_t)",
    bound=e168_shape, measure=_e168_measure, strategy=_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True,
    directions=_L_DIRS,
    domain=_DOMAIN,
    mutants={"beta^2 (1 - gamma_t) l_tr": e168_mutant_l, "beta^2 (1 - gamma_t) l_tr^2": e168_mutant_l2},
    auto_mutant=False, notes=_NOTES, settings=_SETTINGS, escalate=_escalate,
)

E170 = Claim(
    id="thesis.ch6.eqE.170", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.170), proof of Lemma E.4.6 (App. E.5.6), with Definition E.4.4", "L8843, L7997-L8003"),
    statement="(E.170): for p_query^n with IDR pattern mu_a and x_j^n of a different IDR pattern, sum_{s=1}^{l+1} "
              "softmax(p_s^nT W_K^T W_Q p_query^n) p_s^nT (x_j^nT, q^T)^T <~ beta^2 gamma_t. Read uniformly: one C "
              "with the left side <= C beta^2 gamma_t for every prompt, every such x_j and every instance " + _HYP +
              ", at t = T (zero training loss), gamma_T = max over every training prompt (Definition E.4.4); mu_a "
              "the task's +1 pattern (query label +1), the vector (x_j, q) as printed.",
    statement_tex=r"\sum_{s=1}^{l+1} \text{softmax}(\mathbf{p}_s^{n \top} \mathbf{W}_K^\top \mathbf{W}_Q "
                  r"\mathbf{p}_{query}^n) \mathbf{p}_s^{n \top} (\mathbf{x}_j^{n \top}, \mathbf{q}^\top)^\top "
                  r"\lesssim \beta^2 \gamma_t",
    bound=e170_shape, measure=_e170_measure, strategy=_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True,
    directions=_L_DIRS,
    domain=_DOMAIN,
    mutants={"beta^2 gamma_t / l_tr": e170_mutant_l, "beta^2 gamma_t / l_tr^2": e170_mutant_l2},
    auto_mutant=False,
    notes=_NOTES + " A lead (potential in ci): the left side keeps the label term sum_{s in N_*} attn_s y_s^T q = "
          "1 - gamma_{T,n} (||q|| = 1), which does not scale with gamma, so lhs / (beta^2 gamma_T) ~ 1/(beta^2 "
          "gamma_T); along l_tr (c_l = 16 -> 170, M1 = 4, beta = 1) gamma_T (the worst of N prompts) falls 0.55 -> "
          "0.16 and the ratio rises 1.9 -> 6.1, levelling where gamma_T does (its floor is set by the zero-loss "
          "attention gap). It would diverge on a path along which the trained gamma_T -> 0 (larger M1, a longer "
          "horizon), which the zero-loss runs here do not reach. Why it stays a potential (round 11, second session): "
          "term by term, p_s^T (x_j, q) >= 1 - K^2 beta^2 for s in N_* (label +q; the x parts meet only through the "
          "shared nu_k, kappa kappa' beta^2 >= -K^2 beta^2) and >= -(1 + K^2 beta^2) otherwise, so the left side is >= "
          "(1 - gamma_{T,n})(1 - K^2 beta^2) - gamma_{T,n}(1 + K^2 beta^2) and the ratio to beta^2 gamma_T diverges "
          "(for K beta < 1) exactly when gamma_T -> 0, which the paper asserts itself ((E.56), L8193-L8195: 'When T "
          "is large, gamma_T is approaching zero'). The hinge-loss SGD here cannot get there: at zero training loss "
          "the gradient vanishes, W_K, W_Q stop, and gamma_T, a max over all N = B T prompts, only rises with more "
          "steps (M1 = 4, c_l = 16, beta = 1: EMA 0.02 -> 0.0002 takes T 299 -> 345 and gamma_T 0.55 -> 0.67; beta "
          "= 3: 0.23 -> 0.36), so the ratio falls (1.9 -> 1.55; 0.73 -> 0.46). A crossing needs a model state with "
          "gamma_T << 1/beta^2 that the trained model does not produce. Round 21 (thesisEF): the l_tr path followed a "
          "further doubling twice (same family, seed 0): c_l = 170, 340, 680 give ratio 6.09, 6.43, 7.16 with lhs "
          "1.004, 0.998, 0.986, gamma_T (max over N) 0.165, 0.155, 0.138 and the median gamma_{T,n} 0.098, 0.0996, "
          "0.103 (flat): gamma_T is the largest of N = B T prompts and falls towards the median as longer contexts "
          "concentrate the same-pattern share, so the ratio is at most lhs / (beta^2 median gamma_{T,n}) ~ 10 along "
          "l_tr (bounded; the engine reads the x3.3 rise over 16 .. 170 as potential). The one route to a "
          "divergence is gamma_T -> 0, which (E.56) L8193 asserts for large T but SGD at zero hinge loss never "
          "reaches (its gradient vanishes); with Kbeta < 1 the exact lower bound above shows (E.170) and (E.56) "
          "cannot both hold, a tension inside the proof rather than a crossing any run inside the hypotheses "
          "produces.", settings=_SETTINGS, escalate=_escalate,
)

CLAIMS += [E168, E170]


# ======================================== (E.99) L8405: the IDI component of a trained row against 1/M2 of its IDR one


@lru_cache(maxsize=32)
def rows_trained(key: tuple) -> dict:
    """SGD of models/icl.py to zero training loss (the (E.105) run of r10_thesisE: EMA 0.9 of the batch hinge loss <
    0.02, at most 2000 steps, B and l_tr by :func:`sizes`, the data's K drawn), W u U per (E.31)/(E.32)/(E.35) over
    every prompt of the run (both blocks of O_i^(0) . V^n(0) positive). Returns the rows W_O(i)^(T) W_V^(T) and the
    lucky mask."""
    from thmcheck.models.icl import ICLConfig, lucky_union_hook, train

    inst = dict(key)
    B, l_tr = sizes(inst)
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], K=inst["K"], alpha=inst["alpha"],
                    l_tr=l_tr, m=int(inst["m"]), delta=inst["delta"], eta=inst["eta"], B=B, T=_TMAX,
                    seed=inst["seed"] % 2**31)
    step_hook, lucky = lucky_union_hook(cfg)
    model, stop = train(cfg, stop_below=inst.get("ema_stop", 0.02), t_max=_TMAX, step_hook=step_hook)
    step = None if stop is None else stop + 1
    rows = (model.WO @ model.WV).detach().numpy()
    return {"T": step, "lucky": lucky.numpy(), "rows": rows, "B": B, "l_tr": l_tr, "dx": cfg.dx,
            "a": model.a.detach().numpy(), "cfg": cfg,
            "weights": tuple(p.detach().clone() for p in model.params())}


def _e99_instances() -> st.SearchStrategy:
    return st.builds(lambda base, K: {**base, "K": K}, _instances(),
                     st.one_of(st.just(0.5), st.floats(0.05, 0.5)))


def e99_values(inst: dict) -> dict:
    """Over i in W u U, k in [M2], j in [M1], kappa in [-K, K]: the largest kappa W_O(i) W_V (nu_k; 0) - (1/M2) W_O(i)
    W_V (mu_j; 0) (kappa = +-K, the sign of the nu_k component: the left side's largest value)."""
    import numpy as np

    tr = rows_trained(tuple(sorted(inst.items())))
    if tr["T"] is None:
        raise SolverFailure(f"SGD did not reach zero training loss (EMA < {inst.get('ema_stop', 0.02)}) in {_TMAX} steps")
    lk = tr["lucky"]
    if not lk.any():
        raise SolverFailure("W u U empty over the run's prompts")
    M1, M2, b, K = inst["M1"], inst["M2"], inst["beta"], inst["K"]
    R = tr["rows"][lk]  # (|W u U|, D)
    idr = b * R[:, :M1]  # W_O(i) W_V (mu_j; 0), mu_j = beta e_j
    idi = b * R[:, M1 : M1 + M2]  # W_O(i) W_V (nu_k; 0)
    lhs = K * np.abs(idi)  # (n, M2)
    rhs = idr / M2  # (n, M1)
    gap = lhs.max(1) - rhs.min(1)
    r = int(np.argmax(gap))
    return {"lhs": float(lhs[r].max()), "rhs": float(rhs[r].min()), "tr": tr, "neuron": int(np.flatnonzero(lk)[r]),
            "k": int(lhs[r].argmax()), "j": int(rhs[r].argmin()), "crossing rows": int((gap > 0).sum()),
            "|W u U|": int(lk.sum())}


def _e99_measure(inst: dict, ctx_: Ctx) -> Measurement:
    v = e99_values(inst)
    tr = v["tr"]
    return Measurement(v["lhs"], {"rhs": v["rhs"]},
                       {"neuron i": v["neuron"], "k (nu_k)": v["k"], "j (mu_j)": v["j"], "|W u U|": v["|W u U|"],
                        "rows of W u U crossing": v["crossing rows"], "T (zero-loss step)": tr["T"], "B": tr["B"],
                        "l_tr": tr["l_tr"], "m / (M1^2 log M1)": inst["m"] / (inst["M1"] ** 2 * math.log(inst["M1"])),
                        "l_tr alpha beta^2": tr["l_tr"] * inst["alpha"] * inst["beta"] ** 2})


E99 = Claim(
    id="thesis.ch6.eqE.99", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.99), proof of Proposition 6.4.5 (App. E.5.4), 'by (E.22) and (E.28) in Lemma E.4.6 and E.4.7'; "
                "data (6.6) kappa ~ U(-K, K), K <= 1/2", "L8405, L1764-L1766"),
    statement="(E.99): W_O(i)^(T) W_V^(T) (kappa_i^n nu_k^T, 0^T)^T <= (1/M2) W_O(i)^(T) W_V^(T) (mu_j^T, 0^T)^T for "
              "k in [M2] (and any j in [M1], (E.98)), explicit. Checked for every i in W u U ((E.31)/(E.32)/(E.35) "
              "over every training prompt; (E.28), which the display cites, is stated for i in W u U), every k, j "
              "and kappa in [-K, K] (data (6.6), K <= 1/2), at T = the step at which SGD of the Chapter 6 model "
              "reaches zero training loss, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,:)}}^{(T)} \mathbf{W}_V^{(T)} (\kappa_i^n \boldsymbol{\nu}_k^\top, "
                  r"\mathbf{0}^\top)^\top \leq \frac{1}{M_2} \cdot \mathbf{W}_{O_{(i,:)}}^{(T)} \mathbf{W}_V^{(T)} "
                  r"(\boldsymbol{\mu}_j^\top, \mathbf{0}^\top)^\top",
    bound=e99_rhs, measure=_e99_measure, strategy=_e99_instances(), assumptions=_ASSUME,
    domain=(
        Param("K", 0, 0.5, lo_closed=False, text="kappa ~ U(-K, K), K <= 1/2 (6.6)", unreached="K >= 0.05"),
        *_DOMAIN[1:],
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/thesis.md, auditors A, C): confirmed. Violated on the trained model inside every hypothesis: M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = "
             "0.125, eta = 1, m = 50 (>= 2 M1^2 log M1 = 19.8), B = 20 (= ceil(6 M1 log M1)), l_tr = 9 (= ceil(8 "
             "max(log M1/alpha, 1/(beta^2 alpha))), so l_tr alpha beta^2 = 9 >= 8), K = 1/2, seed 0, SGD to zero "
             "training loss (T = 340): neuron 34 of W u U has W_O(i) W_V (mu_1; 0) < 0, so the right side (1/M2) "
             "W_O(i) W_V (mu_j; 0) = -0.122 while the left side at kappa = +-K is 0.0173 > 0; 11 of the 45 rows of W u U "
             "cross (20 of 92 and 29 of 95 on two other runs at M1 = 4, M2 = 8, m = 100). The crossing rows are the "
             "weakly trained ones (none among the rows of W u U with norm above the median, whose mu_j projections are "
             "all positive): W u U is the union (E.35) of the lucky sets over all N = B T training prompts, which "
             "takes in nearly every neuron, and a neuron lucky for one prompt need not grow along every mu_j, so its "
             "mu_j projection keeps the sign of its random initial part; the display needs W_O(i) W_V mu_j > 0 for "
             "every j ((E.98) 'for any j'). The same mechanism as the least row norm of (E.105) "
             "(thesis.ch6.eqE.105). Not the encoding: the lucky sets are the paper's (E.31)/(E.32)/(E.35), the "
             "second path recomputes them with the query column in V^n(0) ((E.30), l + 1 terms) and finds the same "
             "crossing rows; an explicit inequality needs one instance.",
    no_correction_reason="the display holds on the rows that have grown along every mu_j (the strong half of W u U in "
                         "every run seen), not on W u U as (E.35) defines it; the repair is a smaller neuron set "
                         "(a different definition), not a constant",
    second_path=SP + "test_eqE99_weak_lucky_rows_cross",
    mutants={"(1/M2) side minus 1": e99_mutant_shift, "a tenth of the (1/M2) side": e99_mutant_tenth},
    auto_mutant=False, escalate=_escalate,
    notes="float64 torch SGD to zero training loss (the (E.105) loop, rows W_O W_V and W u U returned); one run per "
          "instance (cached).",
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

CLAIMS += [E99]


def _e98_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """min over i in W u U, j in [M1], k in [M2], kappa in [-K, K] of W_O(i) W_V (p_query; 0) for the query token
    p_query = (mu_j + kappa nu_k; 0) ('s is the query', L8399): beta r_ij - K beta max_k |r_ik|."""
    import numpy as np

    tr = rows_trained(tuple(sorted(inst.items())))
    if tr["T"] is None:
        raise SolverFailure(f"SGD did not reach zero training loss (EMA < {inst.get('ema_stop', 0.02)}) in {_TMAX} steps")
    lk = tr["lucky"]
    if not lk.any():
        raise SolverFailure("W u U empty over the run's prompts")
    M1, M2, b, K = inst["M1"], inst["M2"], inst["beta"], inst["K"]
    R = tr["rows"][lk]
    val = b * R[:, :M1] - K * b * np.abs(R[:, M1 : M1 + M2]).max(1, keepdims=True)  # (n, M1)
    r, j = np.unravel_index(int(np.argmin(val)), val.shape)
    return Measurement(float(val[r, j]),
                       {"delta": inst["delta"], "beta": b, "alpha": inst["alpha"], "eta": inst["eta"], "T": tr["T"],
                        "a": float(inst["m"]), "M1": M1},
                       {"neuron i": int(np.flatnonzero(lk)[r]), "j (mu_j)": int(j), "|W u U|": int(lk.sum()),
                        "rows of W u U below 0": int((val.min(1) < 0).sum()), "B": tr["B"], "l_tr": tr["l_tr"],
                        "m / (M1^2 log M1)": inst["m"] / (M1**2 * math.log(M1)),
                        "l_tr alpha beta^2": tr["l_tr"] * inst["alpha"] * b**2})


E98 = Claim(
    id="thesis.ch6.eqE.98", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.98), proof of Proposition 6.4.5 (App. E.5.4): 'For any i ... for s in [l] or s is the query' "
                "... 'for any j in [M1]'; data (6.6)", "L8397-L8403, L1764-L1766"),
    statement="(E.98): W_O(i)^(T) W_V^(T) (p_s^n, 0^T)^T >~ delta^2 beta^2 alpha eta T/(2a) + delta^2 beta^2 alpha^2 "
              "(eta T)^3 M1 / a^2 for s in [l] or s the query, for any j in [M1] (mu_j the IDR pattern of p_s). Read "
              "uniformly (one c > 0); checked at the query token p_query = (mu_j + kappa nu_k; 0), every j, k, kappa in "
              "[-K, K], for every i in W u U ((E.31)/(E.32)/(E.35); the proof says 'for any i'), a = m (a_i = +-1/m), "
              "T the step at which SGD of the Chapter 6 model reaches zero training loss, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,:)}}^{(T)} \mathbf{W}_V^{(T)} (\mathbf{p}_s^n, \mathbf{0}^\top)^\top \gtrsim "
                  r"\delta^2 \beta^2 \frac{\alpha \eta T}{2a} + \delta^2 \beta^2 \alpha^2 \frac{(\eta T)^3 M_1}{a^2}",
    bound=e98_shape, measure=_e98_measure, strategy=_e99_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True,
    directions=(
        Direction("any parameter", "beta", 1.0, how="search",
                  reason="a left side below 0 under the positive shape refutes every constant at one instance; the "
                         "strategy draws beta in [1, 3], alpha in [0.6, 1], M1 in {3, 4}, M2 in {4, 8}, delta in "
                         "[0.1, 0.2], eta in [0.8, 1], m in [50, 100], K in [0.05, 0.5]"),
        Direction("alpha", "alpha", 0.6, how="search", reason="alpha = Theta(1): drawn in [0.6, 1]; a sign refutes "
                  "at one instance"),
        Direction("m", "m", 100, how="search", reason="m in [50, 100] (>= 2 M1^2 log M1); a sign refutes at one "
                  "instance"),
        Direction("K", "K", 0.5, how="search", reason="K in [0.05, 0.5] (K <= 1/2, (6.6)); a sign refutes at one "
                  "instance"),
    ),
    domain=E99.domain,
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round11/thesis.md, auditors A, C): confirmed. The left side is below 0 under a positive shape, which refutes every constant: at the instance of "
             "thesis.ch6.eqE.99 (M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.125, eta = 1, m = 50, B = 20, l_tr = "
             "9, K = 1/2, seed 0, zero training loss at T = 340; every hypothesis met, slacks in the record) a row of "
             "W u U has W_O(i) W_V (mu_j; 0) < 0 for some j, so at the query token (mu_j + kappa nu_k; 0) the left "
             "side is negative. The weakly trained rows of the union (E.35) keep the sign of their random initial "
             "projection (see thesis.ch6.eqE.99); the rows of W u U with norm above the median are all positive on "
             "every mu_j in the runs seen. Not the encoding: the proof says 'For any i' (L8397); restricting to "
             "W u U only shrinks the set; the second path (own numpy, the (E.30) l + 1 columns) finds the negative "
             "mu_j projections.",
    no_correction_reason="a positive lower bound needs the row to have grown along mu_j, which holds for the strong "
                         "rows of W u U, not for every i (or every i in the union (E.35)): a different neuron set, "
                         "not a constant",
    second_path=SP + "test_eqE99_weak_lucky_rows_cross",
    mutants={"shape times T": e98_mutant_T}, auto_mutant=False, escalate=_escalate,
    notes="The (E.99) run (rows_trained, cached): one zero-loss SGD run per instance.",
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

CLAIMS += [E98]


# ======================================== (E.101)/(E.103) L8411-L8413, L8419-L8426: the label block of the trained rows


def _q_measure(sign: int):
    """min over i in W (sign +1: a_i > 0, (E.31)) or U (sign -1: a_i < 0, (E.32)) of the union (E.35) of
    W_O(i)^(T) W_V^(T) (0; sign q) (q = e_1 of the label block, ||q|| = 1)."""

    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        tr = rows_trained(tuple(sorted(inst.items())))
        if tr["T"] is None:
            raise SolverFailure(f"SGD did not reach zero training loss (EMA < {inst.get('ema_stop', 0.02)}) in {_TMAX} steps")
        sel = tr["lucky"] & (tr["a"] * sign > 0)
        if not sel.any():
            raise SolverFailure("W (or U) empty over the run's prompts")
        val = sign * tr["rows"][sel][:, tr["dx"]]  # W_O(i) W_V (0; sign q)
        r = int(val.argmin())
        return Measurement(float(val[r]),
                           {"delta": inst["delta"], "alpha": inst["alpha"], "eta": inst["eta"], "T": tr["T"],
                            "a": float(inst["m"]), "M1": inst["M1"]},
                           {"neuron i": int(sel.nonzero()[0][r]), "|W|" if sign > 0 else "|U|": int(sel.sum()),
                            "rows below 0": int((val < 0).sum()), "T (zero-loss step)": tr["T"], "B": tr["B"],
                            "l_tr": tr["l_tr"], "m / (M1^2 log M1)": inst["m"] / (inst["M1"] ** 2 * math.log(inst["M1"])),
                            "l_tr alpha beta^2": tr["l_tr"] * inst["alpha"] * inst["beta"] ** 2})

    return measure


_Q_DIRS = (
    Direction("any parameter", "beta", 1.0, how="search",
              reason="a left side below 0 under the positive shape refutes every constant at one instance; the "
                     "strategy draws beta in [1, 3], alpha in [0.6, 1], M1 in {3, 4}, M2 in {4, 8}, delta in "
                     "[0.1, 0.2], eta in [0.8, 1], m in [50, 100], K in [0.05, 0.5]"),
    Direction("alpha", "alpha", 0.6, how="search", reason="alpha = Theta(1): drawn in [0.6, 1]; a sign refutes at one "
              "instance"),
    Direction("m", "m", 100, how="search", reason="m in [50, 100] (>= 2 M1^2 log M1); a sign refutes at one instance"),
    Direction("K", "K", 0.5, how="search", reason="K in [0.05, 0.5] (K <= 1/2, (6.6)); a sign refutes at one instance"),
)
_Q_EVIDENCE = (
    "The left side is below 0 under a positive shape, which refutes every constant: at the instance of "
    "thesis.ch6.eqE.99 (M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.125, eta = 1, m = 50 (>= 2 M1^2 log M1 = "
    "19.8), B = 20, l_tr = 9 (l_tr alpha beta^2 = 9 >= 8), K = 1/2, seed 0, zero training loss at T = 340; every "
    "hypothesis met, slacks in the record) {n} of the {tot} rows of {set} have W_O(i) W_V (0; {sq}) < 0, the least "
    "{v}. A neuron enters {set_n} for one prompt n when O_i,2^(0) V_n,2(0) > 0, and V_n,2(0) = delta sum_s attn_s "
    "y_s points along -q on prompts whose contexts carry mostly the label -1 (and along +q on the others), so the "
    "union (E.35) over all N = B T prompts takes in neurons whose initial label component has either sign; the "
    "weakly trained ones keep it (the same mechanism as thesis.ch6.eqE.98/E.99 on the mu_j block). Not the "
    "encoding: W, U are (E.31)/(E.32)/(E.35) with a_i's sign; the second path (own numpy, the (E.30) l + 1 "
    "columns) finds the negative label projections.")
_Q_NOCORR = ("a positive lower bound needs the row to have grown along {sq}, which holds for the strongly trained rows "
             "of {set} (the heavy ones, ~2 in the runs seen), not for every row of the union (E.35): a different "
             "neuron set, not a constant")

E101 = Claim(
    id="thesis.ch6.eqE.101", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.101), proof of Proposition 6.4.5 (App. E.5.4): 'For any i in W'; W per (E.31), (E.35)",
                "L8411-L8413, L8087, L8099"),
    statement="(E.101): for any i in W, W_O(i)^(T) W_V^(T) (0^T, q^T)^T >~ delta^2 alpha eta T/(2a) + delta^2 "
              "alpha^2 (eta T)^3 M1 / a^2. Read uniformly (one c > 0); W = union over every training prompt of W_n "
              "(E.31) (a_i > 0), a = m (a_i = +-1/m), T the step at which SGD of the Chapter 6 model reaches zero "
              "training loss, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,:)}}^{(T)} \mathbf{W}_V^{(T)} (\mathbf{0}^\top, \mathbf{q}^\top)^\top \gtrsim "
                  r"\delta^2 \frac{\alpha \eta T}{2a} + \delta^2 \alpha^2 \frac{(\eta T)^3 M_1}{a^2}",
    bound=e101_shape, measure=_q_measure(1), strategy=_e99_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_Q_DIRS, domain=E99.domain,
    expect="erratum",
    evidence=_Q_EVIDENCE.format(n=5, tot=20, set="W", set_n="W_n", sq="q", v="-0.261"),
    no_correction_reason=_Q_NOCORR.format(sq="q", set="W"),
    second_path=SP + "test_eqE101_103_weak_lucky_rows_negative_label",
    mutants={"shape times T": e101_mutant_T}, auto_mutant=False, escalate=_escalate,
    notes="The (E.99) run (rows_trained, cached; W = the lucky rows with a_i > 0).",
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

E103 = Claim(
    id="thesis.ch6.eqE.103", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.103), proof of Proposition 6.4.5 (App. E.5.4): 'For any i in U'; U per (E.32), (E.35)",
                "L8419-L8426, L8089, L8099"),
    statement="(E.103): for any i in U, W_O(i)^(T) W_V^(T) (0^T, -q^T)^T >~ delta^2 alpha eta T/(2a) + delta^2 "
              "alpha^2 (eta T)^3 M1 / a^2. Read uniformly (one c > 0); U = union over every training prompt of U_n "
              "(E.32) (a_i < 0), a = m (a_i = +-1/m), T the step at which SGD of the Chapter 6 model reaches zero "
              "training loss, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(T)} \mathbf{W}_V^{(T)} (\mathbf{0}^\top, -\mathbf{q}^\top)^\top "
                  r"\gtrsim \delta^2 \frac{\alpha \eta T}{2a} + \delta^2 \alpha^2 \frac{(\eta T)^3 M_1}{a^2}",
    bound=e101_shape, measure=_q_measure(-1), strategy=_e99_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_Q_DIRS, domain=E99.domain,
    expect="erratum",
    evidence=_Q_EVIDENCE.format(n=6, tot=25, set="U", set_n="U_n", sq="-q", v="-0.255"),
    no_correction_reason=_Q_NOCORR.format(sq="-q", set="U"),
    second_path=SP + "test_eqE101_103_weak_lucky_rows_negative_label",
    mutants={"shape times T": e101_mutant_T}, auto_mutant=False, escalate=_escalate,
    notes="The (E.99) run (rows_trained, cached; U = the lucky rows with a_i < 0).",
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

CLAIMS += [E101, E103]


# ======================================== (E.49) L8161, (E.58) L8205, (E.59) L8209: proof of Theorem 6.3.3 (b), (c)


def _lab_rows(inst: dict, sign: int) -> tuple[dict, Any, Any]:
    tr = rows_trained(tuple(sorted(inst.items())))
    if tr["T"] is None:
        raise SolverFailure(f"SGD did not reach zero training loss (EMA < {inst.get('ema_stop', 0.02)}) in {_TMAX} steps")
    sel = tr["lucky"] & (tr["a"] * sign > 0)
    if not sel.any():
        raise SolverFailure("W (or U) empty over the run's prompts")
    return tr, sel, tr["rows"]


def _rec(inst: dict, tr: dict, extra: dict) -> dict:
    return {**extra, "T (zero-loss step)": tr["T"], "B": tr["B"], "l_tr": tr["l_tr"],
            "m / (M1^2 log M1)": inst["m"] / (inst["M1"] ** 2 * math.log(inst["M1"])),
            "l_tr alpha beta^2": tr["l_tr"] * inst["alpha"] * inst["beta"] ** 2}


def _e49_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """min over i in W, j in [M1], k in [M2], kappa in [-K, K] of W_O(i) W_V p_s for p_s = (mu_j + kappa nu_k; q) (a
    context of the query's IDR pattern in a prompt with z = +1: label +q; every j is the +1 pattern of a cyclic
    task): beta r_ij - K beta max_k |r_ik| + r_iq."""
    import numpy as np

    tr, sel, R = _lab_rows(inst, 1)
    M1, M2, b, K, dx = inst["M1"], inst["M2"], inst["beta"], inst["K"], tr["dx"]
    val = (b * R[:, :M1] - K * b * np.abs(R[:, M1 : M1 + M2]).max(1, keepdims=True) + R[:, dx : dx + 1])[sel]
    r, j = np.unravel_index(int(np.argmin(val)), val.shape)
    return Measurement(float(val[r, j]),
                       {"delta": inst["delta"], "beta": b, "alpha": inst["alpha"], "eta": inst["eta"], "T": tr["T"],
                        "a": float(inst["m"]), "M1": M1},
                       _rec(inst, tr, {"neuron i": int(np.flatnonzero(sel)[r]), "j (mu_j)": int(j), "|W|": int(sel.sum()),
                                       "rows of W below 0": int((val.min(1) < 0).sum())}))


def _e58_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """Returns minus the largest left side (LHS <~ -f read as -LHS >~ f): max over i in U, j in [M1], k in [M2], kappa in [-K, K] of W_O(i) W_V p_s for p_s = (mu_j + kappa nu_k; q) (y-
    embedding q; in a prompt of task (a, b) with z = +1 such contexts have pattern mu_a or an irrelevant one, so
    every j over the cyclic tasks, M1 >= 3): beta r_ij + K beta max_k |r_ik| + r_iq."""
    import numpy as np

    tr, sel, R = _lab_rows(inst, -1)
    M1, M2, b, K, dx = inst["M1"], inst["M2"], inst["beta"], inst["K"], tr["dx"]
    val = (b * R[:, :M1] + K * b * np.abs(R[:, M1 : M1 + M2]).max(1, keepdims=True) + R[:, dx : dx + 1])[sel]
    r, j = np.unravel_index(int(np.argmax(val)), val.shape)
    return Measurement(-float(val[r, j]),
                       {"delta": inst["delta"], "alpha": inst["alpha"], "eta": inst["eta"], "T": tr["T"],
                        "a": float(inst["m"]), "M1": M1},
                       _rec(inst, tr, {"neuron i": int(np.flatnonzero(sel)[r]), "j (mu_j)": int(j), "|U|": int(sel.sum()),
                                       "rows of U above 0": int((val.max(1) > 0).sum())}))


def e59_values(inst: dict) -> dict:
    """Replay every training prompt of the run (the generator of rows_trained, the same draws) at W^(T); for the
    prompts with z = +1 and every i in U: the pre-activation W_O(i) sum_{s=1}^{l+1} (W_V p_s) softmax_s((W_K p_s)^T
    (W_Q p_query)), the sum over the l contexts and the query as printed. Returns the largest and the counts."""
    import torch

    from thmcheck.models.cot import single_thread
    from thmcheck.models.device import generator
    from thmcheck.models.icl import cyclic_tasks, init_model, make_prompts

    tr, sel, _ = _lab_rows(inst, -1)
    cfg = tr["cfg"]
    WQ, WK, WV, WO = tr["weights"]
    WOu = WO[torch.from_numpy(sel)]
    tasks = cyclic_tasks(cfg.M1)
    hi, npos = -math.inf, 0
    with single_thread(), torch.no_grad():
        gen = generator(cfg.seed)
        init_model(cfg, gen)
        for _ in range(tr["T"]):
            ctx, pq, z, _ = make_prompts(cfg, cfg.B, tasks, cfg.l_tr, cfg.alpha, gen)
            toks = torch.cat([ctx, pq[:, None, :]], 1)
            at = torch.softmax(torch.matmul(toks, ((pq @ WQ.T) @ WK)[..., None])[..., 0], -1)
            pre = (torch.matmul(at[:, None, :], toks)[:, 0] @ WV.T) @ WOu.T  # (B, |U|)
            pre = pre[z > 0]
            if pre.numel():
                hi = max(hi, float(pre.max()))
                npos += int((pre > 0).sum())
    return {"hi": hi, "pairs > 0": npos, "tr": tr, "|U|": int(sel.sum())}


def _e59_measure(inst: dict, ctx_: Ctx) -> Measurement:
    v = e59_values(inst)
    if not math.isfinite(v["hi"]):
        raise SolverFailure("no training prompt with z = +1 in the run")
    return Measurement(max(v["hi"], 0.0), {},
                       _rec(inst, v["tr"], {"largest pre-activation": v["hi"], "(prompt, i in U) pairs with Relu > 0":
                                            v["pairs > 0"], "|U|": v["|U|"]}))


_B_NOTE = ("(b)/(c) of the proof of Theorem 6.3.3 (App. E.4.3) for a training prompt with z^n = +1, on the zero-loss "
           "model of the (E.99) run (rows_trained, cached; W, U = the lucky rows (E.31)/(E.32)/(E.35) with a_i > 0 / "
           "a_i < 0).")
_BC_EVIDENCE = (
    "At the instance of thesis.ch6.eqE.99 (M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.125, eta = 1, m = 50 (>= 2 "
    "M1^2 log M1 = 19.8), B = 20, l_tr = 9 (l_tr alpha beta^2 = 9 >= 8), K = 1/2, seed 0, zero training loss at T = "
    "340; every hypothesis met, beta = 1 <= Theta(1), slacks in the record) {what}. {why} Not the encoding: W, U are "
    "(E.31)/(E.32)/(E.35) with a_i's sign, p_s as the data (6.6) makes it; the second path (own numpy, the (E.30) l + "
    "1 columns, the prompts replayed) reproduces it.")
_WEAK = ("The union (E.35) over all N = B T prompts takes in neurons whose initial mu_j and label components have "
         "either sign, and the weakly trained ones keep them (thesis.ch6.eqE.98, E.99, E.101, E.103).")

E49 = Claim(
    id="thesis.ch6.eqE.49", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.49), proof of Theorem 6.3.3 (b) (App. E.4.3): 'for i in W, and for p_s^n that shares the same IDR "
                "pattern as p_query^n'", "L8155, L8161"),
    statement="(E.49): for i in W and p_s^n sharing the IDR pattern of p_query^n (z^n = +1, so p_s = (mu_j + kappa "
              "nu_k; q)), W_O(i)^(T) W_V^(T) p_s^n >~ delta^2 (beta^2 + 1) alpha eta T/(2a) + delta^2 (beta^2 + 1) "
              "alpha^2 (eta T)^3 M1 / a^2. Read uniformly (one c > 0); every j in [M1] (each is the +1 pattern of a "
              "cyclic task), k in [M2], kappa in [-K, K]; a = m; T the zero-loss step of SGD, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,:)}}^{(T)} \mathbf{W}_V^{(T)} \mathbf{p}_s^n \gtrsim \delta^2 (\beta^2 + 1) "
                  r"\frac{\alpha \eta T}{2a} + \delta^2 (\beta^2 + 1) \alpha^2 \frac{(\eta T)^3 M_1}{a^2}",
    bound=e49_shape, measure=_e49_measure, strategy=_e99_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_Q_DIRS, domain=E99.domain,
    expect="erratum",
    evidence=_BC_EVIDENCE.format(
        what="5 of the 20 rows of W have W_O(i) W_V p_s < 0 for some context p_s = (mu_j + kappa nu_k; q) of the "
             "query's pattern, the least -0.765, below the positive printed shape at any constant",
        why=_WEAK),
    no_correction_reason="holds on the strongly trained rows of W, not on every row of the union (E.35): a different "
                         "neuron set, not a constant",
    second_path=SP + "test_eqE49_58_59_second_path",
    mutants={"shape times T": e49_mutant_T}, auto_mutant=False, escalate=_escalate, notes=_B_NOTE,
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

E58 = Claim(
    id="thesis.ch6.eqE.58", paper=PAPER, kind="step", comparison=">=",
    source=_src("(E.58), proof of Theorem 6.3.3 (c) (App. E.4.3): 'If i in U, ... for s such that the y-embedding of "
                "p_s^n is q', 'if beta <= Theta(1)'", "L8203-L8205"),
    statement="(E.58): for i in U and p_s^n whose y-embedding is q, W_O(i)^(T) W_V^(T) p_s^n <~ -delta^2 alpha eta "
              "T/(2a) - delta^2 alpha^2 (eta T)^3 M1 / a^2 if beta <= Theta(1). Read uniformly: one c > 0 with "
              "-W_O(i) W_V p_s >= c f (f the printed shape, encoded as -LHS >~ f); p_s = (mu_j + kappa nu_k; q), "
              "every j in [M1] (in a z = +1 prompt of task (a, b) the contexts labelled +q have pattern mu_a or an "
              "irrelevant one: every j over the cyclic tasks, M1 >= 3), k, kappa in [-K, K]; a = m; T the zero-loss "
              "step, " + _HYP + ".",
    statement_tex=r"\mathbf{W}_{O_{(i,\cdot)}}^{(T)} \mathbf{W}_V^{(T)} \mathbf{p}_s^n \lesssim -\delta^2 "
                  r"\frac{\alpha \eta T}{2a} - \delta^2 \alpha^2 \frac{(\eta T)^3 M_1}{a^2}",
    bound=e101_shape, measure=_e58_measure, strategy=_e99_instances(), assumptions=_ASSUME,
    constants="hidden", uniform=True, directions=_Q_DIRS, domain=E99.domain,
    expect="erratum",
    evidence=_BC_EVIDENCE.format(
        what="a row of U has W_O(i) W_V p_s = +0.0096 > 0 for a context p_s = (mu_j + kappa nu_k; q), above the "
             "negative printed bound at any constant (at M1 = 4, M2 = 8, beta = 1.5, alpha = 0.8, delta = 0.2, m = "
             "100, K = 0.3, seed 1: +0.041, 6 of 46 rows of U; at beta = 3, alpha = 0.6, delta = 0.1, eta = 0.8, K "
             "= 0.05, seed 2: +0.216, 28 of 43 rows)",
        why=_WEAK + " A row of U grows along -q and along the patterns that are -1 patterns (each mu_j is the -1 "
                    "pattern of one cyclic task), so beta r_ij + r_iq need not be negative when mu_j comes with "
                    "the label +q."),
    no_correction_reason="a row of U grows along mu_j for every pattern that is some task's -1 pattern, so (mu_j; q) "
                         "is not pushed negative; no constant repairs the sign",
    second_path=SP + "test_eqE49_58_59_second_path",
    mutants={"shape times T": e101_mutant_T}, auto_mutant=False, escalate=_escalate, notes=_B_NOTE,
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

E59 = Claim(
    id="thesis.ch6.eqE.59", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.59), proof of Theorem 6.3.3 (c) (App. E.4.3): 'Hence,' after (E.58), for i in U", "L8203, L8209"),
    statement="(E.59): for i in U, Relu(W_O(i)^(T) sum_{s=1}^{l+1} (W_V^(T) p_s^n) softmax((W_K^(T) p_s^n)^T (W_Q^(T) "
              "p_query^n))) = 0 (explicit), for the training prompts with z^n = +1 (part (c) of the z^n = +1 case); "
              "checked as Relu(.) <= 0 over every training prompt of the run with z^n = +1 and every i in U (E.32)/"
              "(E.35), the sum over the l contexts and the query as printed, at T the zero-loss step, " + _HYP + ".",
    statement_tex=r"\text{Relu}(\mathbf{W}_{O_{(i,\cdot)}}^{(T)} \sum_{s=1}^{l+1} (\mathbf{W}_V^{(T)} \mathbf{p}_s^n) "
                  r"\text{softmax}((\mathbf{W}_K^{(T)} \mathbf{p}_s^n)^\top (\mathbf{W}_Q^{(T)} \mathbf{p}_{query}^n))) = 0",
    bound=e59_rhs, measure=_e59_measure, strategy=_e99_instances(), assumptions=_ASSUME, domain=E99.domain,
    expect="erratum",
    evidence=_BC_EVIDENCE.format(
        what="over the N = B T = 6800 training prompts, 38 (prompt, i in U) pairs with z^n = +1 have a positive "
             "pre-activation, the largest 1.023, so Relu(.) = 1.023 != 0 (at M1 = 4, beta = 1.5, seed 1: 607 pairs; "
             "at beta = 3, seed 2: 151742 pairs, largest 2.50)",
        why="The rows of U that keep a positive mu_j or +q component (thesis.ch6.eqE.58) fire on prompts whose "
            "attention-weighted token has that direction; the zero training loss only needs the W neurons to "
            "outweigh them. The sum over the l contexts only (the model's (6.2)) crosses as well (second path)."),
    no_correction_reason="the U neurons that fire are a property of the trained model, not of a constant; the "
                         "training loss is zero because the W neurons outweigh them ((E.61) needs only the sum)",
    second_path=SP + "test_eqE49_58_59_second_path",
    mutants={"0 minus 1": e59_mutant}, auto_mutant=False, escalate=_escalate,
    notes=_B_NOTE + " The prompts are replayed from the run's generator (the same draws as training).",
    settings={"ci": {"max_examples": 4, "budget_s": 30.0}},
)

CLAIMS += [E49, E58, E59]

CLAIMS = cite_audits(CLAIMS, {
    "thesis.ch6.eqE.101": "auditors A, C: confirmed",
    "thesis.ch6.eqE.103": "auditors A, C: confirmed",
    "thesis.ch6.eqE.49": "auditors B, C: confirmed",
    "thesis.ch6.eqE.58": "auditors B, C: confirmed",
    "thesis.ch6.eqE.59": "auditors B, C: confirmed",
}, "docs/audits/round11/thesis.md")
