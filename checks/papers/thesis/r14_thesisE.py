"""thesis, Appendix E (round 14, thesisE): the W_O gradient formula of the proof of Lemma E.4.7 (App. E.5.7).

- (E.189) L8935-L8940: eta (1/B) sum_{n in B_b} dl(P^n, z^n; Psi)/dW_O(i) = eta (1/B) sum_{n in B_b} (-z^n) a_i
  1[W_O(i) V^n >= 0] V^n, V^n = sum_s (W_V p_s^n) softmax(p_s^nT W_K^T W_Q p_query^n) (the chain rule through the
  hinge loss l = max{0, 1 - z F} of (6.3), L1709, printed without the hinge's factor 1[z^n F(P^n) < 1]): erratum as
  printed, checked entrywise against autograd at the iterate W^(t0) of an SGD run of the Chapter 6 model on batch t0.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The printed sides live in :mod:`thmcheck.bounds.thesis.r14_thesisE`.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from thmcheck.bounds.thesis.r14_thesisE import e189_corrected, e189_mutant_a, e189_mutant_scale, e189_printed
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.r10_thesisE import _HYP as _HYP_E47
from thmcheck.checks.papers.thesis.r10_thesisE import E47_ETA1_DOMAIN
from thmcheck.checks.papers.thesis.r13_thesisE import _e207_instances

SP = "tests/test_thesis_r14_thesisE.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []


# ======================================== (E.189) L8935-L8940: the W_O gradient through the hinge loss


@lru_cache(maxsize=32)
def wo_formula(key: tuple) -> dict:
    """SGD of models/icl.train for t0 + 1 steps (the instance's t0, Lemma E.4.7's family); at step t0 the hook takes
    the autograd gradient G = d/dW_O of batch t0's mean hinge loss at W^(t0) and builds, from the batch's prompts,
    the printed right side of (E.189), P = (1/B) sum_n (-z^n) a_i 1[W_O(i) V^n >= 0] V^n, and the same with the
    hinge's derivative factor 1[z^n F(P^n) < 1] (P_act); all three times eta. Returns the three (m, m_a) matrices'
    entry of largest disagreement between G and P (or, where they agree everywhere, of largest |P|)."""
    import torch

    from thmcheck.models.icl import ICLConfig, train

    inst = dict(key)
    t0 = int(inst["t0"])
    cfg = ICLConfig(M1=inst["M1"], M2=inst["M2"], dy=2, beta=inst["beta"], alpha=inst["alpha"], l_tr=inst["l"],
                    m=inst["m"], delta=inst["delta"], eta=inst["eta"], B=inst["B"], T=t0 + 1, seed=inst["seed"] % 2**31)
    out: dict = {}

    def hook(t: int, model: Any, batch: tuple) -> None:
        if t != t0:
            return
        ctx, pq, z = batch[0], batch[1], batch[2]
        with torch.no_grad():
            at = model.attn(ctx, pq)
            V = torch.matmul(at[:, None, :], ctx)[:, 0] @ model.WV.T  # (B, m_a): V^n = sum_s (W_V p_s) softmax_s
            h = V @ model.WO.T  # (B, m): W_O(i) V^n
            F = (torch.relu(h) * model.mask) @ model.a
            ind = (h >= 0).double() * model.mask  # 1[W_O(i) V^n >= 0], as printed
            coef = (-z)[:, None] * model.a[None, :] * ind  # (B, m)
            P = cfg.eta * coef.T @ V / cfg.B
            act = (z * F < 1).double()
            Pa = cfg.eta * (coef * act[:, None]).T @ V / cfg.B
            G = cfg.eta * model.WO.grad.detach().clone()
        out.update(G=G, P=P, Pa=Pa, active=float(act.mean()), loss=float(torch.clamp(1 - z * F, min=0).mean()))

    train(cfg, t_max=t0 + 1, step_hook=hook)
    G, P, Pa = out["G"], out["P"], out["Pa"]
    d = (G - P).abs() + (G - Pa).abs()
    flat = int(d.argmax()) if float(d.max()) > 1e-12 * float(P.abs().max()) else int(P.abs().argmax())
    i, k = divmod(flat, G.shape[1])
    return {"G": float(G[i, k]), "P": float(P[i, k]), "Pa": float(Pa[i, k]), "i": i, "k": k,
            "max |G - P|": float((G - P).abs().max()), "max |G - P_act|": float((G - Pa).abs().max()),
            "max |G|": float(G.abs().max()), "max |P|": float(P.abs().max()), "active": out["active"],
            "loss": out["loss"], "m": cfg.m, "B": cfg.B}


def _e189_values(inst: dict, reading: bool) -> Measurement:
    v = wo_formula(tuple(sorted(inst.items())))
    return Measurement(v["G"], {"printed": v["Pa"] if reading else v["P"], "active": v["Pa"], "a": float(v["m"])},
                       {"neuron i": v["i"], "column k": v["k"], "max |G - P| (as printed)": v["max |G - P|"],
                        "max |G - P_act| (hinge factor restored)": v["max |G - P_act|"], "max |G|": v["max |G|"],
                        "max |P|": v["max |P|"], "fraction of batch prompts with z F < 1": v["active"],
                        "batch hinge loss at W^(t0)": v["loss"], "t0": int(inst["t0"]), "m": v["m"], "B": v["B"],
                        "B / (10 M1)": v["B"] / (10 * inst["M1"])})


def _e189_measure(inst: dict, ctx_: Ctx) -> Measurement:
    return _e189_values(inst, False)


def _e189_active(inst: dict, ctx_: Ctx) -> Measurement:
    return _e189_values(inst, True)


_ACTIVE_TEXT = ("eta (1/B) sum_{n in B_b} (-z^n) 1[z^n F(Psi; P^n) < 1] a_i 1[W_O(i) V^n > 0] V^n: the chain rule "
                "through l = max{0, 1 - z F} ((6.3), L1709), whose derivative in F is -z^n on the prompts with z^n F < "
                "1 and 0 on the others")

E189 = Claim(
    id="thesis.ch6.eqE.189", paper=PAPER, kind="step", comparison="==",
    source=_src("(E.189), proof of Lemma E.4.7 (App. E.5.7), its first display; the hinge loss of (6.3) and Lemma "
                "E.4.7's hypotheses (stated with the lemma)", "L8935-L8940"),
    statement="(E.189): eta (1/B) sum_{n in B_b} dl(P^n, z^n; Psi)/dW_O(i) = eta (1/B) sum_{n in B_b} (dl/dF(p_query^n)) "
              "(dF(p_query^n)/dW_O(i)) = eta (1/B) sum_{n in B_b} (-z^n) a_i 1[W_O(i) sum_s (W_V p_s^n) softmax(p_s^nT "
              "W_K^T W_Q p_query^n) >= 0] sum_s (W_V p_s^n) softmax(p_s^nT W_K^T W_Q p_query^n) (an identity, "
              "entrywise), l the hinge loss max{0, 1 - z F} of (6.3), " + _HYP_E47 + ", B >~ M1 read as B >= 10 M1. "
              "Checked on SGD runs of the Chapter 6 model (models/icl.py, hinge loss, a_i = +-1/m): at the iterate "
              "W^(t0), batch t0, the autograd gradient of the batch's mean loss times eta against the printed right "
              "side built from the batch's prompts, at the entry (i, k) of largest disagreement.",
    statement_tex=r"\eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \frac{\partial \ell(\tilde{\mathbf{P}}^n, z^n; \Psi)}"
                  r"{\partial \mathbf{W}_{O(i,\cdot)}} = \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} (-z^n) a_i "
                  r"\mathbb{1}[\mathbf{W}_{O(i,\cdot)} \sum_{s=1}^{l+1} (\mathbf{W}_V \mathbf{p}_s^n) \text{softmax}("
                  r"\mathbf{p}_s^{n\top} \mathbf{W}_K^\top \mathbf{W}_Q \mathbf{p}_{query}^n) \geq 0] \cdot "
                  r"\sum_{s=1}^{l+1} (\mathbf{W}_V \mathbf{p}_s^n) \text{softmax}(\mathbf{p}_s^{n\top} \mathbf{W}_K^\top "
                  r"\mathbf{W}_Q \mathbf{p}_{query}^n)",
    bound=e189_printed, measure=_e189_measure, strategy=_e207_instances(),
    assumptions=(Assumption("B >~ M1 (a factor 10)", "B >= 10 M1: the lemma's B >~ M1 (L8057) read as a factor 10",
                            lambda q: q["B / (10 M1)"] - 1.0 + 1e-9),),
    readings=(Reading("the hinge-active prompts", "dl/dF(p_query^n) read as the hinge's derivative -z^n 1[z^n F < 1] "
                      "(the factor the display drops): the right side " + _ACTIVE_TEXT, measure=_e189_active),),
    domain=E47_ETA1_DOMAIN,
    expect="erratum as printed",
    evidence="As printed the right side keeps (-z^n) for every prompt of the batch, but the hinge loss max{0, 1 - z "
             "F} of (6.3) (L1709) has dl/dF = -z^n only where z^n F < 1 and 0 where z^n F > 1: once a prompt's margin "
             "passes 1 it contributes nothing to the gradient while the printed side keeps its term. ci's first "
             "instance (E207_INSIDE: M1 = 3, M2 = 2, beta = 3, alpha = 0.9, delta = 0.2, eta = 1 (Theorem 6.3.3's eta "
             "<= 1), m = 27, B = 30 (= 10 M1), l = 12, seed 1, t0 = 100, inside Lemma E.4.7's hypotheses): at W^(100) "
             "every prompt of batch 100 has z F >= 1 (batch hinge loss 0), so the gradient is exactly 0, while the "
             "printed side has entries up to 0.034 in absolute value (the entry of largest disagreement: 0 "
             "against -0.034). Early in training, where every margin is below 1, the two agree to rounding. Under "
             "the reading 'the hinge-active prompts' (the factor 1[z^n F < 1] restored) the identity holds at "
             "every instance (max |G - P_act| <= 1e-17). Not the encoding: the second path rebuilds the batch's "
             "forward pass and margins in numpy from (6.2) at W^(100) and finds every margin > 1 (the loss is 0 on "
             "a neighbourhood of W^(100), so its gradient is 0) while the numpy printed side has entries > 0.02.",
    corrected=e189_corrected,
    corrected_text="eta (1/B) sum_{n in B_b} dl/dW_O(i) = " + _ACTIVE_TEXT + " (the indicator of the ReLU at 0 is a "
                   "null event for the float runs).",
    second_path=SP + "test_eqE189_second_path",
    mutants={"the corrected side 10% too large": e189_mutant_scale, "the corrected side without a_i = +-1/a":
             e189_mutant_a}, auto_mutant=False,
    notes="float64 torch SGD of models/icl.train for t0 + 1 steps (cached), the step hook reading batch t0's prompts "
          "and gradient at W^(t0). The display is the chain rule (no asymptotics): a float comparison at rtol 1e-9.",
    settings={"ci": {"max_examples": 3, "budget_s": 6.0}, "dev": {"max_examples": 40, "budget_s": 120.0}},
)

CLAIMS += [E189]
