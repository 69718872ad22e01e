"""Round 9 (frsl): proof displays of Lemma 6 (App. D.3, stage 2: the relation-only model L1228-L1232 and loss
L1238-L1245), encoded as printed as ``kind="step"`` claims on the gradient flow of Section 5's linear-attention model.
Lemma 6 keeps its own claim (``catalog_id``)."""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r9_frsl import rel_only_corrected, rel_only_corrected_mutant, rel_only_printed
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

_MAX_ROWS = 150  # the enumerated population S R C(|N| + T - 4, T - 3) per instance (ci cost of the flow)
_RATIO_STOP = 30.0  # a state whose left side is 30x the printed bound ends the run (ci cost)


@st.composite
def _rel_only_inst(draw: st.DrawFn) -> dict:
    """factrecall.lemma6's instances (sizes, alpha, eps, alpha_sm, eps_min as that claim draws them; |N|, then T,
    lowered until the population has <= _MAX_ROWS sequences) and a display."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _lemma6_instances

    inst = draw(_lemma6_instances())
    S, R, T, Nn = inst["S"], inst["R"], inst["T"], inst["Nn"]
    while T > 3 and S * R * math.comb(Nn + T - 4, T - 3) > _MAX_ROWS:
        if Nn > 1:
            Nn = max(1, Nn // 2)
        else:
            T -= 1
    return {**inst, "T": T, "Nn": Nn, "item": draw(st.sampled_from(("1232", "1245")))}


def _rel_only_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Lemma 6's parameters as factrecall.lemma6 sets them (eps and alpha_sm at the drawn fraction of the largest
    L1146-L1147 allow) and the gradient flow from Assumption 2, followed while W_KQ(z) <= alpha_sm for z in S u N
    (L1153) up to min(T*, t_cap). At each step: (1232) max over rows with r in z_{1:T} and a in A of
    |Theta(a, r) - sum_t Theta(a, z_t)| (L1228 against L981); (1245) max_r |L_r - Lbar_r| with L_r of L1224 and
    Lbar_r of L1240 (the log-sum-exp of F_rel(r), as L1241 writes it). The state of largest left side / printed bound
    is returned, with W_KQ(EOS) there (EOS is in every sequence, z_T = EOS, L138, and Lemma 6 bounds only S u N)."""
    import torch

    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _task
    from thmcheck.models.factrecall import sec5_appD_flow as F

    task = _task(inst, Ctx("float64", ctx.device))
    A, T, item = task.A, task.T, inst["item"]
    gaps_r = ((task.pstar - 1.0 / A) ** 2).sum(1).sqrt()
    gap = float(gaps_r.min())
    alpha = float(inst["alpha"])
    eps = inst["eps_frac"] * math.sqrt(gap / (50 * (A + 1)))
    lg = math.log(eps**2 / (alpha**2 * (A + 1))) if eps > 0 else -1.0
    sm2 = gap / (150 * lg * T) if lg > 0 else -1.0
    alpha_sm = inst["sm_frac"] * math.sqrt(sm2) if sm2 > 0 else 0.0
    eps_min = inst["eps_min_frac"] * eps
    t_star = float((1.0 / (task.p_r * gaps_r)).max()) * math.log(eps / (alpha * math.sqrt(A + 1))) \
        + 100 * (A + 1) * math.log(A) * eps**-2 * eps_min**-2 if (A > 1 and eps > 0 and lg > 0) else math.inf
    cols = torch.tensor(task.subject_cols() + task.noise_cols(), device=task.C.device)
    rel_col = task.S + task.rel  # (B,) the relation's column of each row
    best = {"ratio": -math.inf, "lhs": 0.0, "kq_eos": 0.0, "t": 0.0, "kq_sm": 0.0}

    def side(W: torch.Tensor, K: torch.Tensor) -> float:
        Th = W * K[None, :]  # Theta(a, z) = W_OV(a, z) W_KQ(z)
        lin = task.C @ Th.T  # (B, A) phi(a)^T F_lin, L981 (EOS included)
        rel = Th[:, rel_col].T  # (B, A) phi(a)^T F_rel = Theta(a, r), L1228
        if item == "1232":
            return float((lin - rel).abs().max())
        nll_lin = torch.logsumexp(lin, 1) - lin.gather(1, task.tgt[:, None]).squeeze(1)
        nll_rel = torch.logsumexp(rel, 1) - rel.gather(1, task.tgt[:, None]).squeeze(1)
        # L_r = p(r) E[. | r in z] = sum over rows of relation r of w (nll); likewise Lbar_r with E_s over p(s | r)
        d = torch.zeros(task.R, dtype=lin.dtype, device=lin.device).index_add_(0, task.rel, task.w * (nll_lin - nll_rel))
        return float(d.abs().max())

    def look(t: float, W: torch.Tensor, K: torch.Tensor) -> bool:
        kq = float(K[cols].max())
        if kq > alpha_sm:
            return True
        lhs = side(W, K)
        ratio = lhs / rel_only_printed(item, T, alpha_sm, 0.0)
        if ratio > best["ratio"]:
            best.update(ratio=ratio, lhs=lhs, kq_eos=float(K[task.eos]), t=t, kq_sm=kq)
        return ratio > _RATIO_STOP

    W0, K0 = F.balanced_init(task, alpha)
    if alpha_sm > 0 and alpha_sm >= alpha * math.sqrt(A + 1) and not look(0.0, W0, K0):
        F.flow(task, W0, K0, min(t_star, float(inst["t_cap"])), float(inst["h"]), 10**9, look)
    return Measurement(best["lhs"], {"item": item, "T": T, "alpha_sm": alpha_sm, "kq_eos": best["kq_eos"]},
                       {"item": item, "t": best["t"], "W_KQ(EOS)": best["kq_eos"], "max W_KQ(S u N)": best["kq_sm"],
                        "alpha_sm": alpha_sm, "alpha_sm_max": math.sqrt(max(sm2, 0.0)),
                        "alpha0_kq": alpha * math.sqrt(A + 1), "R": task.R, "|A|": A})


_SIZES = ("factrecall.lemma6's sizes (S <= 150, R <= 10, D <= 10, T <= 8, S R <= 200) with the enumerated population "
          "S R C(|N| + T - 4, T - 3) kept <= 150 sequences where T > 3 (|N|, then T, lowered): one gradient flow per instance; the displays "
          "carry no size dependence beyond T")


def _rel_only() -> Claim:
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import FLOW_DOMAIN, LEMMA6

    return Claim(
        id="factrecall.display.lemma6-rel-only",
        catalog_id="factrecall.lemma6",
        paper=PAPER,
        kind="step",
        domain=(*(dataclasses.replace(p, unreached=_SIZES) for p in FLOW_DOMAIN), LEMMA6.domain[-1]),
        assumptions=(
            Assumption("log_positive", "log(eps^2/(alpha^2(|A|+1))) > 0 (else L1146 admits no alpha_sm > 0)",
                       lambda q: q["alpha_sm_max"]),
            Assumption("alpha_sm_init", "W_KQ(z) <= alpha_sm at t = 0 (alpha sqrt(|A|+1) <= alpha_sm)",
                       lambda q: q["alpha_sm"] - q["alpha0_kq"]),
        ),
        source=f"Proof of Lemma 6 (stage 2), App. D.3: L1226-L1232, L1238-L1245, {SEED_FILE}",
        statement="Along the gradient flow, while W_KQ(z) <= alpha_sm for z in S u N (L1153), with phi(a)^T F_rel(X; "
                  "theta) = W_OV(a, r) W_KQ(r) for r in z_{1:T} (L1228): |phi(a)^T F_rel - phi(a)^T F_lin| <= (T - 1) "
                  "alpha_sm^2 (L1232), and |L_r(theta) - Lbar_r(theta)| <= 2 (T - 1) alpha_sm^2 (L1245), L_r of L1224, "
                  "Lbar_r of L1240-L1241.",
        comparison="<=",
        bound=rel_only_printed,
        measure=_rel_only_measure,
        strategy=_rel_only_inst(),
        rtol=1e-9,
        expect="erratum",
        evidence="audit pending. F_lin sums over all T positions (L981) and z_T = EOS (L138), so phi(a)^T F_lin - "
                 "phi(a)^T F_rel contains Theta(a, EOS) = W_OV(a, EOS) W_KQ(EOS); Lemma 6 bounds W_KQ(z) by alpha_sm "
                 "only for z in S u N (L1153), and EOS learns along the flow like a relation present in every "
                 "sequence (at R = 1 its weights equal r's exactly). The flow's states then break L1232 and L1245 "
                 "by factors > 10 while the hypothesis still holds; the correction counts EOS's own W_KQ(EOS)^2.",
        second_path="tests/test_factrecall_r9_frsl.py::test_eos_breaks_rel_only_bound",
        corrected=rel_only_corrected,
        corrected_text="|phi(a)^T F_rel - phi(a)^T F_lin| <= (T - 2) alpha_sm^2 + W_KQ(EOS)^2 and |L_r - Lbar_r| <= "
                       "2((T - 2) alpha_sm^2 + W_KQ(EOS)^2) (or: Lemma 6's hypothesis W_KQ(z) <= alpha_sm read over "
                       "S u N u {EOS})",
        notes="factrecall.lemma6's task, initialisation, alpha_sm and horizon; the flow (RK4, Lemma 4's gradient) is "
              "followed until the hypothesis breaks, T*, the ci cap, or a left side 30x the printed bound.",
        mutants={"the correction with a quarter of W_KQ(EOS)^2": rel_only_corrected_mutant},
        auto_mutant=False,
        settings={"ci": {"max_examples": 4, "budget_s": 0.5}},
    )


REL_ONLY = _rel_only()
CLAIMS = [REL_ONLY]
