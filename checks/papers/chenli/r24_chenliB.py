"""Round 24 (helper chenliB): chenli rows from L1400 on that were 'covered' by a claim which does not compute the
display as printed, encoded as printed.

- ``chenli.display.lemma6.18-conclusion`` (L2242): Lemma 6.18's conclusion ||v - v*||^2 <= (eta + O(kappa
  sqrt(m)/alpha^{3/2})) ||v_1||^2. The row was covered:chenli.lemma6.18, which checks the proof's intermediate Eq.
  (109) (eta ||v*||^2 + 2 kappa ||delta||_1 ||v_1||^2/alpha, with the measured ||delta||_1) and only reports the
  O-ratio as a term; (109) has its own row (L2250, chenli.eq109). Here the printed conclusion itself, as a uniform
  shape: lhs = ||v - v*||^2/||v_1||^2 - eta maximised over every admissible v (closed form), shape kappa
  sqrt(m)/alpha^{3/2}, with divergence paths alpha -> 0 (kappa = alpha/(2m), the hypothesis tight), kappa -> 0,
  m -> inf and eta -> 0.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r24_chenliB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE, _gram_family
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.chenli import sec6_5_hull as H

CLAIMS: list[Claim] = []

# ------------------------------------------------------------------------------ L2242: Lemma 6.18's conclusion

_M_MAX = 16  # search; the m-path goes to 128


@st.composite
def _l2242_instances(draw: st.DrawFn) -> dict:
    """v_1..v_m with ||v_1|| = 1, ||v_m|| = alpha (printed: norms), the rest uniform in [alpha, 1] or all at alpha
    ('two'), pairwise correlations +-kappa (all negative or random signs), kappa = frac alpha/(2m) (frac = 1: the
    hypothesis alpha >= 2 m kappa tight; frac = 0: orthogonal), eta over (0, 1) or, half the time, eta = r kappa^2."""
    m = draw(with_edges(st.integers(2, _M_MAX), 2, 3, _M_MAX))
    alpha = draw(with_edges(log_uniform(1e-3, 1.0), 1.0, 1e-3))
    frac = draw(st.one_of(st.just(0.0), st.just(1.0), log_uniform(1e-4, 1.0)))
    if frac > 0 and draw(st.booleans()):
        # eta below the O-term's scale: the excess ||v - v*||^2/||v_1||^2 - eta is second order in kappa, so it is
        # positive only where eta <~ kappa^2 (eta = r kappa^2, r in [1e-6, 1])
        eta = draw(log_uniform(1e-6, 1.0)) * (frac * alpha / (2 * m)) ** 2
    else:
        eta = draw(with_edges(log_uniform(1e-9, 0.999), 0.999, 1e-9))
    return {"m": m, "alpha": float(alpha), "frac": float(frac), "eta": float(eta),
            "signs": draw(st.sampled_from(["negative", "random"])), "mode": draw(st.sampled_from(["spread", "two"])),
            "extra": draw(st.integers(0, 3)), "seed": draw(SEEDS)}


def l2242_rows(inst: dict) -> np.ndarray:
    """The rows v_1..v_m of an instance (a seeded numpy draw)."""
    m, alpha = int(inst["m"]), float(inst["alpha"])
    rng = np.random.default_rng(inst["seed"])
    if inst["mode"] == "two":
        norms = np.r_[1.0, np.full(m - 1, alpha)]
    else:
        norms = np.sort(rng.uniform(alpha, 1.0, m))[::-1]
        norms[0], norms[-1] = 1.0, alpha
    return _gram_family(rng, norms**2, float(inst["frac"]) * alpha / (2 * m), inst["signs"], m + int(inst["extra"]))


def _l2242_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    V = torch.as_tensor(l2242_rows(inst), dtype=torch.float64)
    n = (V**2).sum(1)
    V = V[torch.argsort(n, descending=True)]
    n1 = float(n.max())
    w = H.lemma6_18_worst(V, inst["eta"])
    m = V.shape[0]
    kappa = H.coherence(V)
    alpha = math.sqrt(float(n.min()) / n1)
    lhs = w["dist_sq"] / n1 - inst["eta"]
    return Measurement(lhs, {"kappa": kappa, "m": m, "alpha": alpha, "eta": inst["eta"]},
                       {"dist_sq/||v_1||^2": w["dist_sq"] / n1, "||v*||^2/||v_1||^2": w["vstar_sq"] / n1,
                        "||v||^2/||v*||^2": w["v_sq"] / w["vstar_sq"], "||delta||_1": w["delta_l1"]})


def _l2242_start(inst: dict) -> bool:
    """Paths start where the excess is positive (a ratio to follow): correlated (frac >= 0.1), m >= 4 (at m = 2, 3 the
    worst v stays inside eta ||v_1||^2 in every run seen), lhs > 0 at the instance itself."""
    if float(inst["frac"]) < 0.1 or int(inst["m"]) < 4:
        return False
    return _l2242_measure({**inst, "eta": 1e-12}, Ctx("float64", "cpu")).lhs > 0


def _l2242_move_alpha(inst: dict, t: float) -> dict:
    """alpha -> 0 with kappa = alpha/(2m) (the hypothesis tight), eta = 1e-12 (the O-term dominates)."""
    return {**inst, "alpha": float(t), "frac": 1.0, "eta": 1e-12}


def _l2242_move_kappa(inst: dict, t: float) -> dict:
    """kappa -> 0 (frac = t) at the instance's alpha, m; eta = 1e-6 t^2 so that eta stays below the excess (~ kappa^2)."""
    return {**inst, "frac": float(t), "eta": 1e-6 * float(t) ** 2}


def _l2242_move_m(inst: dict, t: float) -> dict:
    """m -> inf at the instance's alpha, kappa = alpha/(2m), eta = 1e-12."""
    return {**inst, "m": int(t), "frac": 1.0, "eta": 1e-12}


def _l2242_move_eta(inst: dict, t: float) -> dict:
    """eta -> 0 at the instance's vectors."""
    return {**inst, "eta": float(t)}


CLAIMS.append(Claim(
    id="chenli.display.lemma6.18-conclusion",
    catalog_id="chenli.lemma6.18",
    paper=PAPER,
    source=f"Lemma 6.18's conclusion, Section 6.5, {SEED_FILE} L2242 (the Lemma: L2236-L2242; proof L2244-L2258)",
    statement="Lemma 6.18 as printed: for v_1..v_m with |<v_i, v_j>| <= kappa ||v_i|| ||v_j|| and ||v_1|| >= ... >= "
              "||v_m|| >= alpha ||v_1||, alpha >= 2 m kappa, v* = (1/Z) sum_i v_i/||v_i||^2, Z = sum_i 1/||v_i||^2: "
              "for any 0 < eta < 1 and any v = sum_i lambda_i v_i with sum_i lambda_i = 1 and ||v||^2 <= (1 + eta) "
              "||v*||^2, ||v - v*||^2 <= (eta + O(kappa sqrt(m)/alpha^{3/2})) ||v_1||^2. Checked as a uniform "
              "shape: lhs = max over admissible v of ||v - v*||^2/||v_1||^2 - eta (closed form), shape kappa "
              "sqrt(m)/alpha^{3/2}; at kappa = 0 the shape is 0 and the sign alone decides (lhs <= 0).",
    statement_tex=r"$$\|v - v^*\|^2 \leq \left(\eta + O\left(\frac{\kappa\sqrt{m}}{\alpha^{3/2}}\right)\right) \cdot "
                  r"\|v_1\|^2$$",
    kind="deterministic", comparison="<=", bound=B.l2242_shape, measure=_l2242_measure, strategy=_l2242_instances,
    assumptions=(
        Assumption("alpha >= 2 m kappa", "alpha >= 2 m kappa (printed; alpha on norms, as printed)",
                   lambda q: q["alpha"] - 2 * q["m"] * q["kappa"]),
        Assumption("0 < eta < 1", "0 < eta < 1", lambda q: min(q["eta"], 1 - q["eta"])),
    ),
    constants="hidden", uniform=True,
    directions=(
        Direction("alpha -> 0 (kappa = alpha/(2m), eta = 1e-12)", "alpha", 0.0, how="path", move=_l2242_move_alpha, start=_l2242_start,
                  points=(0.3, 0.1, 0.03, 0.01, 3e-3, 1e-3),
                  reason="the shape grows like alpha^{-1/2}/sqrt(m) at the tight kappa; the excess is bounded by "
                         "~6 kappa/alpha (Sum lambda_i^2 ||v_i||^2 <= 4/Z since the normalised Gram is >= 1/2, so "
                         "||delta||_1 <= 3 in (109))"),
        Direction("kappa -> 0 (eta = 1e-6 kappa-fraction^2)", "frac", 0.0, how="path", move=_l2242_move_kappa, start=_l2242_start,
                  points=(1.0, 0.1, 0.01, 1e-3, 1e-4),
                  reason="the excess falls like kappa^2 (second order in the correlations) once eta << kappa^2, the shape like kappa: the ratio tends to 0"),
        Direction("m -> inf (kappa = alpha/(2m), eta = 1e-12)", "m", INF, how="path", move=_l2242_move_m, start=_l2242_start,
                  points=(2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0), grows=("m",),
                  reason="m vectors in R^{m + extra}; the closed form costs one (m-1) x (m-1) eigendecomposition"),
        Direction("eta -> 0 at fixed vectors", "eta", 0.0, how="path", move=_l2242_move_eta, start=_l2242_start,
                  points=(0.1, 1e-2, 1e-4, 1e-6, 1e-9, 1e-12),
                  reason="the shape does not depend on eta; the excess tends to the cross-term limit"),
        Direction("eta -> 1", "eta", 1.0, how="search", reason="eta drawn log-uniform up to 0.999 with that edge"),
    ),
    domain=(
        Param("m", 2, INF, text="v_1..v_m (m = 1: v = v*, nothing to check)", integer=True,
              unreached=f"m <= {_M_MAX} in the search, 128 on the m-path (closed form)"),
        Param("alpha", 0.0, 1.0, lo_closed=False, text="||v_m|| >= alpha ||v_1||, alpha >= 2 m kappa",
              unreached="alpha >= 1e-3 drawn and on the alpha-path: below, kappa <= alpha/(2m) and the excess "
                        "sinks under float64's resolution of ||v_1||^2 = 1"),
        Param("kappa", 0.0, 0.5, key="frac", text="kappa in [0, alpha/(2m)] (drawn as frac = kappa 2m/alpha in [0, 1])",
              unreached="frac in {0} u [1e-4, 1], 1e-4 on the kappa-path"),
        Param("eta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < eta < 1",
              unreached="eta in [1e-9, 0.999] drawn and r kappa^2 (r in [1e-6, 1]), 1e-12 on the paths"),
    ),
    mutants={"kappa^3 for kappa": B.l2242_mut_kappa_cube},
    expect="holds",
    notes="Round 24 (helper chenliB): the row L2242 was covered:chenli.lemma6.18, which checks (109) (explicit, with "
          "the measured ||delta||_1) and reports the O-ratio only as a term. The lemma's proof bounds ||delta||_1 "
          "through a Gershgorin step with alpha on squared norms (chenli.display.lemma6.18-gershgorin, an erratum "
          "as printed); the conclusion itself survives: Sum_i |lambda_i| <= (Sum lambda_i^2 ||v_i||^2 Z)^{1/2} <= 2.",
    settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
))
