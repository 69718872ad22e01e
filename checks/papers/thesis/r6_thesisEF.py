"""thesis, Appendices E and F (round 6, thesisEF): displays inside the proofs of Chapters 6-7, encoded as printed
(``kind="step"``).

- App. E.4.1 (proof of Theorem 6.3.1): (E.45), the same bound for the Chapter 6 model (:mod:`thmcheck.models.icl`),
  gradients in W_O at the initialisation;
- App. F.4.1 (proof of Theorem 3): (F.18), the batch-gradient concentration 'by hoeffding's inequality (F.5)',
  Pr(||mean_B grad - E grad|| >= ||E grad|| eps) <= e^{-B eps^2}, with the per-prompt gradients of the Chapter 7
  model (:mod:`thmcheck.models.cot`) at the initial W^(0).

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The bounds live in :mod:`thmcheck.bounds.thesis.r6_thesisEF`.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.thesis.r6_thesisEF import (
    e45_chebyshev,
    e45_mutant,
    e45_printed,
    f18_chebyshev,
    f18_mutant,
    f18_printed,
)
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r6_thesisEF.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# =========================================================== (F.18): the relative batch-gradient deviation


@st.composite
def _f18_instances(draw: st.DrawFn) -> dict:
    """M in 2..8 TRR patterns (d = M one-hot patterns), K in 1..3 steps, l_tr in 1..8 examples, alpha in [0.05, 0.95],
    xi (the N(0, xi^2) initialisation) in [1e-3, 1], batch B in 1..64, eps in (0, 1]; R = 200 batches, N_ref = 8000
    prompts for E grad."""
    return {"M": draw(st.integers(2, 8)), "K": draw(st.integers(1, 3)), "l_tr": draw(st.integers(1, 8)),
            "alpha": draw(st.floats(0.05, 0.95)), "xi": draw(log_uniform(1e-3, 1.0)),
            "B": int(draw(st.one_of(st.integers(1, 8), log_uniform(1, 64)))),
            "eps": draw(st.one_of(st.just(1.0), st.floats(0.02, 1.0))),
            "R": 200, "N_ref": 8000, "seed": draw(st.integers(0, 2**31 - 1))}


def f18_grads(inst: dict, n: int, seed: int, W: Any = None) -> Any:
    """Per-prompt gradients d l / d W (n, D, D) of the Chapter 7 model (7.2) with the squared loss, closed form:
    s_r = p~_r^T W p~_query, dl/ds_r = a_r (W_V p~_r - F)^T (F - z), dl/dW = sum_r dl/ds_r p~_r p~_query^T."""
    import torch

    from thmcheck.models.cot import CoTConfig, forward, train_batch
    from thmcheck.models.device import generator

    cfg = CoTConfig(d=inst["M"], M=inst["M"], K=inst["K"], alpha=inst["alpha"], l_tr=inst["l_tr"], xi=inst["xi"])
    if W is None:
        W = inst["xi"] * torch.randn(cfg.D, cfg.D, generator=generator(inst["seed"]), dtype=torch.float64)
    keys, mask, qry, z = train_batch(cfg, n, generator(seed), vector_perms=True)
    out, at = forward(cfg, W, keys, mask, qry)
    vals = keys[..., cfg.d: 2 * cfg.d]
    ds = at * torch.einsum("nld,nd->nl", vals - out[:, None, :], out - z)
    return torch.einsum("nl,nld,ne->nde", ds, keys, qry), W


def _hits(dev: Any, nm: float, r2: float, eps: float, n_ref: int) -> int:
    """Batches whose deviation from the TRUE E grad is >= eps ||E grad||, counted conservatively: with delta = 5
    sqrt(r2/N_ref) ||E^|| (5 standard errors of the reference mean E^; Markov on its squared error: exceeded with
    probability <= 1/25), a batch counts only if ||mean_B - E^|| - delta >= eps (||E^|| + delta)."""
    delta = 5 * math.sqrt(r2 / n_ref) * nm
    return int((dev - delta >= eps * (nm + delta)).sum())


def _f18_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.checks.stats import Binomial, clopper_pearson

    B, R, eps = inst["B"], inst["R"], inst["eps"]
    if R * B + inst["N_ref"] > 2 * 10**5:
        raise SolverFailure(f"{R} x {B} + {inst['N_ref']} prompts past the 2e5 cap")
    ref, W = f18_grads(inst, inst["N_ref"], inst["seed"] + 1)
    mean = ref.mean(0)
    nm = float(torch.linalg.norm(mean))
    if nm == 0.0:
        raise SolverFailure("E grad estimated as 0")
    r2 = float(((ref - mean) ** 2).sum((1, 2)).mean()) / nm**2
    g, _ = f18_grads(inst, R * B, inst["seed"] + 2, W)
    dev = torch.linalg.norm((g.reshape(R, B, *g.shape[1:]).mean(1) - mean).reshape(R, -1), dim=1)
    hits = _hits(dev, nm, r2, eps, inst["N_ref"])
    lo, hi = clopper_pearson(hits, R, 0.999)
    return Measurement(hits / R, {"B": B, "eps": eps, "r2": r2},
                       {"M": inst["M"], "t": 0, "||E grad||_F": nm, "hits": hits, "median relative deviation": float(dev.median()) / nm},
                       lhs_interval=(lo, hi), stat=Binomial(hits, R))


def _f18_escalate(inst: dict, level: int) -> dict:
    return {**inst, "R": inst["R"] * 4**level, "N_ref": inst["N_ref"] * 2**level}


F18 = Claim(
    id="thesis.ch7.eqF.18", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.18), proof of Theorem 3, App. F.4.1 ('by hoeffding's inequality (F.5)')", "L9390-L9393"),
    statement="(F.18), first '<=': for a batch B_b of B i.i.d. training prompts, Pr(||(1/|B_b|) sum_{n in B_b} "
              "d l(Psi; P^n, z^n)/dW - E[d l/dW]|| >= |E[d l/dW] eps|) <= e^{-B eps^2}. Checked with the Chapter 7 "
              "model (7.2) (one-hot TRR patterns, positional encodings, uniform steps, squared loss) at the initial "
              "W^(0) ~ N(0, xi^2), Frobenius norm, B in 1..64, eps in (0, 1]; E[d l/dW] from 8000 prompts, the "
              "probability from 200 batches (Clopper-Pearson), a batch counted only with a margin of 5 standard "
              "errors of the reference mean.",
    statement_tex=r"\Pr \left( \left\| \frac{1}{|\mathcal{B}_b|} \sum_{n \in \mathcal{B}_b} \frac{\partial "
                  r"\ell(\Psi; \mathbf{P}^n, z^n)}{\partial \mathbf{W}} - \mathbb{E} \left[ \frac{\partial \ell(\Psi; "
                  r"\mathbf{P}^n, z^n)}{\partial \mathbf{W}} \right] \right\| \geq \left| \mathbb{E} \left[ "
                  r"\frac{\partial \ell(\Psi; \mathbf{P}^n, z^n)}{\partial \mathbf{W}} \right] \epsilon \right| "
                  r"\right) \leq e^{-B\epsilon^2}",
    bound=f18_printed, measure=_f18_measure, strategy=_f18_instances(), escalate=_f18_escalate,
    expect="erratum",
    domain=(Param("B", 1, math.inf, integer=True, far=64, text="batch size B >= 1",
                  unreached="B <= 64; the crossing needs B eps^2 >~ 1 with B < r2/eps^2 (r2 ~ M), any B"),
            Param("eps", 0, 1, lo_closed=False, text="relative accuracy eps in (0, 1]",
                  unreached="eps >= 0.02"),
            Param("M", 2, math.inf, integer=True, far=8, text="M >= 2 TRR patterns",
                  unreached="M <= 8 (d = M); the relative variance r2 grows with M"),
            Param("t", 0, math.inf, integer=True, text="the iteration t of the gradient",
                  unreached="t = 0 (W^(0)): the display is stated for every iteration, t = 0 included")),
    evidence="audit pending. The printed bound e^{-B eps^2} has no variance scale, but the event is a RELATIVE "
             "deviation (eps ||E grad||): the per-prompt gradient depends on the prompt's TRR pattern, so its "
             "relative variance r2 = E||G - EG||^2/||EG||^2 is of order M and ||mean_B - EG||/||EG|| ~ sqrt(r2/B) "
             "stays above eps with probability near 1 whenever B < r2/eps^2, while e^{-B eps^2} is small once "
             "B eps^2 >~ 3 (see the errata entry for the instance). (F.5) itself (e exp(-c t^2/(K^2 ||a||^2)) with "
             "the sub-Gaussian norm K) gives a bound that involves r2, not e^{-B eps^2}. Theorem 3 keeps its own "
             "id and verdict; (F.19) adds B >~ M log M, which still does not make the relative deviation small "
             "for eps < 1/sqrt(log M).",
    corrected=f18_chebyshev,
    corrected_text="Pr(||mean_B grad - E grad|| >= eps ||E grad||) <= r2/(B eps^2) with r2 = E||grad - E grad||^2 / "
                   "||E grad||^2 (Chebyshev); small only when B >~ r2/eps^2, i.e. B >~ M/eps^2 here",
    mutants={"exponent 4 B eps^2": f18_mutant}, auto_mutant=False,
    second_path=SP + "test_eqF18_relative_deviation_is_likely_with_autograd",
    notes="Monte Carlo: gradients in closed form (dl/ds_r = a_r (W_V p~_r - F)^T (F - z)), torch float64; escalate "
          "quadruples the batches and doubles the reference prompts. The mutant is wrong in the same direction "
          "(a larger exponent), so the search kills it with the printed bound's own crossing.",
    settings={"ci": {"max_examples": 4, "budget_s": 3.0}},
)




# =========================================================== (E.45): the same bound for the Chapter 6 model


@st.composite
def _e45_instances(draw: st.DrawFn) -> dict:
    """M1 in 2..6 IDR patterns, M2 in 1..6 IDI patterns, d_Y in 1..4, m in 4..24 neurons, beta in [1, 3], alpha in
    [0.1, 0.9], l in 1..10 contexts, delta in [0.05, 1], batch B in 1..64, eps in (0, 1]; R = 100 batches, N_ref =
    12000 prompts for E grad."""
    return {"M1": draw(st.integers(2, 6)), "M2": draw(st.integers(1, 6)), "dy": draw(st.integers(1, 4)),
            "m": draw(st.integers(4, 24)), "beta": draw(st.floats(1.0, 3.0)), "alpha": draw(st.floats(0.1, 0.9)),
            "l": draw(st.integers(1, 10)), "delta": draw(st.floats(0.05, 1.0)),
            "B": int(draw(st.one_of(st.integers(1, 8), log_uniform(1, 64)))),
            "eps": draw(st.one_of(st.just(1.0), st.floats(0.02, 1.0))),
            "R": 100, "N_ref": 12000, "seed": draw(st.integers(0, 2**31 - 1))}


def e45_grads(inst: dict, n: int, seed: int, model: Any = None) -> Any:
    """Per-prompt gradients d l / d W_O (n, m, m_a) of the Chapter 6 model (6.2) with the hinge loss, closed form:
    v = W_V sum_s attn_s p_s, F = a^T Relu(W_O v), dl/dW_O = -z 1[z F < 1] (a * 1[W_O v > 0]) v^T."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, init_model, make_prompts

    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=inst["dy"], beta=inst["beta"], alpha=inst["alpha"],
                    l_tr=inst["l"], m=inst["m"], delta=inst["delta"])
    if model is None:
        model = init_model(cfg, generator(inst["seed"]))
    ctx, pq, z, _ = make_prompts(cfg, n, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, generator(seed))
    with torch.no_grad():
        at = model.attn(ctx, pq)
        v = torch.matmul(at[:, None, :], ctx)[:, 0] @ model.WV.T
        h = v @ model.WO.T
        f = (torch.relu(h) * model.mask) @ model.a
        coef = -z * (z * f < 1).double()
        g = torch.einsum("n,ni,nj->nij", coef, model.a * (h > 0).double() * model.mask, v)
    return g, model


def _e45_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.checks.stats import Binomial, clopper_pearson

    B, R, eps = inst["B"], inst["R"], inst["eps"]
    if R * B + inst["N_ref"] > 2 * 10**5:
        raise SolverFailure(f"{R} x {B} + {inst['N_ref']} prompts past the 2e5 cap")
    model, tot, sq, n_ref = None, 0.0, 0.0, inst["N_ref"]
    for c0 in range(0, n_ref, 4000):
        ref, model = e45_grads(inst, min(4000, n_ref - c0), inst["seed"] + 1 + 7919 * c0, model)
        tot, sq = tot + ref.sum(0), sq + float((ref**2).sum())
    mean = tot / n_ref
    nm = float(torch.linalg.norm(mean))
    if nm == 0.0:
        raise SolverFailure("E grad estimated as 0")
    r2 = max(sq / n_ref - nm**2, 0.0) / nm**2
    devs = []
    per = max(1, 4000 // B)
    for c0 in range(0, R, per):
        c = min(per, R - c0)
        g, _ = e45_grads(inst, c * B, inst["seed"] + 2 + c0, model)
        devs.append(torch.linalg.norm((g.reshape(c, B, *g.shape[1:]).mean(1) - mean).reshape(c, -1), dim=1))
    dev = torch.cat(devs)
    hits = _hits(dev, nm, r2, eps, n_ref)
    lo, hi = clopper_pearson(hits, R, 0.999)
    return Measurement(hits / R, {"B": B, "eps": eps, "r2": r2},
                       {"M1": inst["M1"], "t": 0, "||E grad||_F": nm, "hits": hits,
                        "median relative deviation": float(dev.median()) / nm},
                       lhs_interval=(lo, hi), stat=Binomial(hits, R))


E45 = Claim(
    id="thesis.ch6.eqE.45", paper=PAPER, kind="step", comparison="<=",
    source=_src("(E.45), proof of Theorem 6.3.1, App. E.4.1 ('by Hoeffding's inequality (E.5), for any W in Psi')",
                "L8143-L8146"),
    statement="(E.45), first '<=': for any W in Psi and a batch B_b of B i.i.d. training prompts, Pr(||(1/|B_b|) "
              "sum_{n in B_b} d l(Psi; P^n, z^n)/dW - E[d l/dW]|| >= |E[d l/dW]| eps) <= e^{-B eps^2}. Checked with "
              "the Chapter 6 model (6.2) (IDR patterns beta e_j, IDI noise, cyclic training tasks, hinge loss) at the "
              "initialisation of Sec. 6.2.3, W = W_O, Frobenius norm, B in 1..64, eps in (0, 1]; E[d l/dW_O] from "
              "12000 prompts, the probability from 100 batches (Clopper-Pearson), a batch counted only with a margin of "
              "5 standard errors of the reference mean.",
    statement_tex=r"\Pr\left(\left\|\frac{1}{|\mathcal{B}_b|} \sum_{n \in \mathcal{B}_b} \frac{\partial \ell(\Psi; "
                  r"\mathbf{P}^n, z^n)}{\partial \mathbf{W}} - \mathbb{E}\left[\frac{\partial \ell(\Psi; \mathbf{P}^n, "
                  r"z^n)}{\partial \mathbf{W}}\right]\right\| \geq \left|\mathbb{E}\left[\frac{\partial \ell(\Psi; "
                  r"\mathbf{P}^n, z^n)}{\partial \mathbf{W}}\right]\right| \epsilon\right) \leq e^{-B\epsilon^2}",
    bound=e45_printed, measure=_e45_measure, strategy=_e45_instances(), escalate=_f18_escalate,
    expect="erratum",
    domain=(Param("B", 1, math.inf, integer=True, far=64, text="batch size B >= 1",
                  unreached="B <= 64; the crossing needs B eps^2 >~ 1 with B < r2/eps^2, any B"),
            Param("eps", 0, 1, lo_closed=False, text="relative accuracy eps in (0, 1]", unreached="eps >= 0.02"),
            Param("M1", 2, math.inf, integer=True, far=6, text="M1 >= 2 IDR patterns",
                  unreached="M1 <= 6, M2 <= 6, d_Y <= 4, m <= 24 (the relative variance grows with M1)"),
            Param("t", 0, math.inf, integer=True, text="the iteration of W ('for any W in Psi')",
                  unreached="t = 0 (the initialisation), one W of 'for any W in Psi'; W = W_O only")),
    evidence="audit pending. As (F.18) (thesis.ch7.eqF.18): the event is a relative deviation (eps |E grad|) and the "
             "bound e^{-B eps^2} has no variance scale; the per-prompt gradient in W_O depends on the prompt's "
             "pattern and label, so its relative variance r2 is large and the batch mean misses E grad by more than "
             "eps |E grad| with probability near 1 whenever B < r2/eps^2 (see the errata entry). Theorem 6.3.1 "
             "keeps its own id and verdict.",
    corrected=e45_chebyshev,
    corrected_text="Pr(||mean_B grad - E grad|| >= eps ||E grad||) <= r2/(B eps^2), r2 = E||grad - E grad||^2 / "
                   "||E grad||^2 (Chebyshev)",
    mutants={"exponent 4 B eps^2": e45_mutant}, auto_mutant=False,
    second_path=SP + "test_eqE45_relative_deviation_is_likely_with_autograd",
    notes="Monte Carlo, gradients in W_O in closed form (hinge: -z 1[zF < 1] (a * 1[W_O v > 0]) v^T), float64; "
          "escalate quadruples the batches and doubles the reference prompts. The mutant is wrong in the same "
          "direction (a larger exponent).",
    settings={"ci": {"max_examples": 3, "budget_s": 2.0}},
)


CLAIMS: list[Claim] = [F18, E45]
