"""thesis, Chapter 6 (round 26, helper literalT): numbered results re-read symbol by symbol against their claims.

- ``thesis.ch6.eq6.19-query-noise``: Proposition 6.4.1 (6.19) L1877-L1886 as printed. The proposition is stated
  'for any (p, W) in {(p_query, W_Q^(T)), {(p_i, W_K^(T))}}', p_query = [x_query; 0] and p_i = [x_i; y_i] the
  tokens of (6.1), whose inputs x = mu_j + kappa nu_k carry the IDI noise kappa nu_k, kappa ~ U(-K, K), K <= 1/2
  ((6.6), L1764). thesis.ch6.prop6.4.1 measures the tokens p = (mu_j, 0) and (mu_j, +-q) only (kappa = 0) and checks
  the ratio (6.19)/(6.17). Here the printed (6.19) itself: max over j, k, kappa of max_b |[b^T, 0^T] W p| <=
  c sqrt(log M1)(1/M1 + 1/M2), one c over M1 (uniform shape). The initialisation of Sec. 6.2.3 (L1727) puts delta on
  the first d_x diagonal entries of W_Q, W_K, so [nu_k^T, 0] W^(0) p = delta kappa beta^2 for the token's own IDI
  pattern b = nu_k, and SGD leaves that entry near delta (its gradient kappa_q (W_K p_i)_{nu_k} has mean zero over
  the symmetric kappa's). Reading 'noise-free tokens (kappa = 0)': thesis.ch6.prop6.4.1's tokens, the absolute
  (6.19). A lead, not a verdict: lhs stays ~ delta K beta^2 while the shape falls like sqrt(ln M1)/M1, but over the
  trainable M1 <= 20 the ratio grows < 10x, so the uniform check ends 'no counterexample' (expect holds; notes).
- (6.22) L1907 was also encoded here; round 26's thesisEF encoded it first as ``thesis.ch6.eq6.22`` (r26_thesisEF),
  which the lead kept.

Bounds in ``thmcheck.bounds.thesis.r26_literalT``; second path in ``tests/test_thesis_r26_literalT.py``.
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r26_literalT as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import ch6_icl as C6
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.profiles import active_profile
from thmcheck.models import icl as ICL

SP = "tests/test_thesis_r26_literalT.py::"


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _tokens(cfg: ICL.ICLConfig, which: str, kfrac: float) -> tuple[torch.Tensor, torch.Tensor]:
    """Every token of Prop. 6.4.1's pair: p_query = (mu_j + kappa nu_k, 0) for W_Q ("Q"), p_i = (mu_j + kappa nu_k,
    +-q) for W_K ("K"), j in [M1], k in [M2], kappa = +-kfrac K. Returns (P, own IDI index k of each row)."""
    mu, nu, q = ICL.patterns(cfg)
    kap = kfrac * cfg.K
    rows, ks = [], []
    labels = [0.0] if which == "Q" else [1.0, -1.0]
    for j in range(cfg.M1):
        for k in range(cfg.M2):
            for s in (1.0, -1.0):
                for lab in labels:
                    rows.append(torch.cat([mu[j] + s * kap * nu[k], lab * q]))
                    ks.append(k)
    return torch.stack(rows), torch.tensor(ks)


def _eq619_parts(inst: dict) -> tuple[float, dict]:
    model = C6._m1_model(inst["M1"], inst["train_seed"])
    cfg = model.cfg
    W = model.WQ if inst["which"] == "Q" else model.WK
    P, ks = _tokens(cfg, inst["which"], inst["kfrac"])
    Wp = P @ W.detach()[:, : P.shape[1]].T  # (rows, ma)
    _, nu, _ = ICL.patterns(cfg)
    nu_pad = torch.cat([nu, torch.zeros(cfg.M2, W.shape[0] - cfg.dx, dtype=nu.dtype)], 1)
    on_nu = (Wp @ nu_pad.T).abs()  # [row, k'] = |[nu_k'; 0]^T W p_row|
    own_k = on_nu[torch.arange(len(ks)), ks]
    lhs = float(on_nu.max())
    return lhs, {"W": f"W_{inst['which']}", "kappa": inst["kfrac"] * cfg.K, "own-IDI part max": float(own_k.max()),
                 "delta kappa beta^2 (the initial own-IDI entry)": cfg.delta * inst["kfrac"] * cfg.K * cfg.beta**2,
                 "M1": cfg.M1, "M2": cfg.M2, "m": cfg.m, "B": cfg.B, "l_tr": cfg.l_tr, "T": cfg.T,
                 "lhs / shape": lhs / B.eq6_19_shape(cfg.M1, cfg.M2), **C6._icl_checks(cfg)}


def _eq619_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = max over the tokens (j, k, kappa = +-kfrac K, and both labels for W_K) and the IDI patterns b of
    |[b^T, 0^T] W p| on the tied model at M1 (thesis.ch6.theorem6.3.7's (6.9)-(6.10) scalings, M2 = 4 M1)."""
    lhs, terms = _eq619_parts(inst)
    cfg = C6._m1_model(inst["M1"], inst["train_seed"]).cfg
    return Measurement(lhs, {"M1": cfg.M1, "M2": cfg.M2}, terms)


def _eq619_noise_free(inst: dict, ctx: Ctx) -> Measurement:
    """Reading 'noise-free tokens': thesis.ch6.prop6.4.1's tokens (kappa = 0), (6.19)'s absolute left side."""
    model = C6._m1_model(inst["M1"], inst["train_seed"])
    own, other = ICL.projections(model, inst["which"], "b")
    cfg = model.cfg
    return Measurement(other, {"M1": cfg.M1, "M2": cfg.M2}, {"own projection (6.17)": own, "M1": cfg.M1,
                                                               "M2": cfg.M2, **C6._icl_checks(cfg)})


@st.composite
def _eq619_instances(draw: st.DrawFn) -> dict:
    seeds = [0] if active_profile() == "ci" else [0, 1]
    return {"M1": draw(st.sampled_from([2, 3, 4, 6])), "train_seed": draw(st.sampled_from(seeds)),
            "which": draw(st.sampled_from(["Q", "K"])), "kfrac": draw(st.floats(0.25, 0.99))}


_KAPPA_DIR = Direction("kappa in (-K, K) (the token's IDI noise, (6.6))", "kfrac", 1.0, how="search",
                       reason="|kappa| = kfrac K, kfrac in [0.25, 0.99] drawn: the left side grows with |kappa| "
                              "(its own-IDI part is linear in kappa)")
_WHICH_DIR = Direction("(p, W): (p_query, W_Q) or (p_i, W_K)", "which", math.inf, how="search",
                       reason="both printed pairs drawn")

EQ619 = Claim(
    id="thesis.ch6.eq6.19-query-noise", paper=PAPER,
    source=_src("Proposition 6.4.1 (6.19), Sec. 6.4.1; tokens (6.1), data (6.6) L1764, initialisation Sec. 6.2.3 "
                "L1727", "L1877-L1886"),
    statement="(6.19) of Proposition 6.4.1 as printed: for any (p, W) in {(p_query, W_Q^(T)), {(p_i, W_K^(T))}}, "
              "||[b^T, 0^T] W p|| <= O(sqrt(log M1)(1/M1 + 1/M2)) for any IDI pattern b, the tokens p = [x; 0] / "
              "[x; y] of (6.1) with x = mu_j + kappa nu_k, kappa ~ U(-K, K) ((6.6)). Checked as the uniform shape "
              "sqrt(ln M1)(1/M1 + 1/M2) (one constant over M1, M2 = 4 M1) on thesis.ch6.theorem6.3.7's tied "
              "models, lhs the largest |[b; 0]^T W p| over j, k, kappa = +-kfrac K and b.",
    kind="algorithmic", comparison="<=", bound=B.eq6_19_shape, measure=_eq619_measure, strategy=_eq619_instances,
    constants="hidden", uniform=True,
    assumptions=(*C6._ICL_CHECKED, *C6._ICL_REQS),
    directions=(*C6._M1_DIRS, _WHICH_DIR, _KAPPA_DIR),
    readings=(Reading(
        "noise-free tokens (kappa = 0)",
        "p read as the noise-free tokens p = (mu_j, 0) for W_Q and (mu_j, +-q) for W_K (thesis.ch6.prop6.4.1's "
        "tokens; Remark 6.4.2 L1887 says W_Q, W_K 'remove the effect of IDI/ODI patterns', which only the IDI "
        "components of W p off the token's own noise can show): the absolute (6.19), the same shape",
        measure=_eq619_noise_free),),
    mutants={"shape - 0.45 (an offset: <= 0 from M1 = 3 on)": B.eq6_19_mut_offset},
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 relevant patterns",
                  unreached="M1 in {2, 3, 4, 6} drawn, the tied path to 20 (ci trains up to 8, dev 12, deep 20), "
                            "as thesis.ch6.prop6.4.1"),
            Param("M2", 1, math.inf, integer=True, text="M2 irrelevant patterns",
                  unreached="M2 = 4 M1 (M2 = O(M1), L1762) on every instance"),
            Param("kfrac", 0, 1, lo_closed=False, hi_closed=False, text="|kappa| / K, kappa ~ U(-K, K), K = 1/2",
                  unreached="kfrac in [0.25, 0.99]: the left side is monotone in |kappa| (kappa = 0 is the reading)")),
    notes="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED that (6.19) "
          "with the IDI noise is false as printed (own models: the token's own IDI component keeps its initial delta "
          "kappa beta^2 ~ 0.9 through training while the shape falls; ratio 2.6, 4.0, 6.9, 9.7 at M1 = 4, 8, 16, 24 "
          "(A), 2.4, 3.7, 5.8 at M1 = 3, 6, 12 (B); Lemma E.4.5 bounds only the training increments in IDI "
          "directions). The engine's uniform rule needs x10 over a decade of M1, out of reach (M1 ~ 60), so the "
          "verdict here stays 'no counterexample': the audited finding is reported in docs/status.md and the README. "
          "Round 26 (literalT). A LEAD the engine cannot decide (ci: no counterexample, path ratio 1.73 -> 3.62 over M1 = 2 .. 8; dev and deep "
          "not run here, at most potential: ~3x / ~4.4x expected to M1 = 12 / 20): the own-IDI "
          "entry [nu_k; 0]^T W p = delta kappa beta^2 at initialisation (Sec. 6.2.3: delta on W_Q's, W_K's first d_x "
          "diagonal entries) stays there after training (its SGD increments kappa_q (W_K p_i)_{nu_k} have mean zero "
          "over the symmetric kappa's): measured (seed 0, kappa = +-K = +-1/2, delta = 0.2, beta = 3: delta K "
          "beta^2 = 0.9) lhs / shape = 1.90, 3.17, 2.51, 3.28, 4.03 (W_Q) and 1.92, 2.47, 2.57, 3.30, 4.05 (W_K) at "
          "M1 = 2, 3, 4, 6, 8, lhs ~ 0.8-0.95 at every M1 while the shape falls like sqrt(ln M1)/M1; under the "
          "reading (kappa = 0, thesis.ch6.prop6.4.1's tokens) lhs / shape <= 0.3. A constant lhs against "
          "sqrt(ln M1)(1/M1 + 1/M2) contradicts (6.19) as M1 -> inf, but the ratio grows only 2.1x over the ci path "
          "(M1 <= 8) and ~4.4x to deep's M1 = 20, short of the 10x over a decade that makes a uniform path violated "
          "(docs/verdicts.md); M1 ~ 60 (m ~ 4e4 at the tied width) would be needed. Queue entry "
          "/work/coord/r26/queue.md (literalT, lead). Own second path: " + SP + "test_eq619_own_training (own "
          "torch model, data and SGD, no claim code: lhs 0.95 at M1 = 2, 0.91 at M1 = 8, ratio 1.83 -> 4.03).",
    settings={"ci": {"max_examples": 8, "budget_s": 5.0, "min_valid": 3}},
)


CLAIMS = [EQ619]
