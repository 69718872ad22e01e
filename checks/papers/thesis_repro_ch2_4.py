"""thesis (Ch. 2-4): numbers the thesis itself reports, checked as printed in the paper's exact setting
(``Kind.REPRODUCTION``).

- Section 2.4.1, L656: freezing W_K and W_Q ("a three-layer CNN") cuts the trainable parameters "by only 1%";
- App. C.1.1, L5105 + L5135 (Figure C.1): Subroutine 1's tensor initialisation "returns an initial point close to
  one permutation of W*, with a relative error of 0.65" (n = 2e5, d = 50, K = 2, lambda = (.5, .5),
  mu_1 = -0.3 * 1, mu_2 = 0, W* entries U[-0.1, 0.1]).

Paper: ``shared/seeds/003_84cf0eb31e2dc802.txt``. Bounds in ``bounds.thesis_ch2_4``; models ``models.vit``,
``models.tensor_init``, ``models.group_imbalance``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch
from hypothesis import strategies as st

from bounds import thesis_ch2_4 as B
from checks.claim import Claim, Ctx, Measurement, Reading
from checks.domain import Param
from checks.profiles import experiment_scale
from checks.stats import NormalMean
from checks.strategies import SEEDS
from models import group_imbalance as GI
from models import tensor_init as TI
from models import vit as VIT

PAPER = "thesis"
SEED_FILE = "shared/seeds/003_84cf0eb31e2dc802.txt"


def _src(s: str) -> str:
    return f"{s}, {SEED_FILE}"


CLAIMS: list[Claim] = []


# ================================================ Section 2.4.1, L649-L656: "reduced by only 1%"

@st.composite
def _params_instances(draw: st.DrawFn, a_trainable: bool = False) -> dict:
    """The Section 2.4.1 setting (L649-L650): d = m_a = m_b = 10, m = 1000 neurons; |S^n| = 100 tokens (L652, the
    Figure 2.1 (a) runs; 50 in Figure 2.1 (b)). Nothing is random: the strategy only picks |S^n|."""
    return {"d": 10, "m": 1000, "L": draw(st.sampled_from([100, 50])), "a_trainable": a_trainable,
            "printed_percent": 1}


def _params_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Counts the entries of the project's ViT (models.vit.init_params, the model (2.1) of the Ch. 2 claims):
    trainable under Algorithm 3 (W_Q, W_K, W_V, W_O; A fixed, L2650/L2662) or, under the other reading, with A
    as well (psi of L505); frozen: W_K and W_Q. lhs = |100 frozen/total - printed| in exact arithmetic."""
    p = VIT.init_params(inst["d"], inst["m"], inst["L"], 0.1, 0.2, 0.01, torch.Generator().manual_seed(0))
    trainable = [p.WQ, p.WK, p.WV, p.WO] + ([p.A] if inst["a_trainable"] else [])
    total = sum(int(t.numel()) for t in trainable)
    frozen = int(p.WK.numel() + p.WQ.numel())
    pct = Fraction(100 * frozen, total)
    dev = abs(pct - inst["printed_percent"])
    return Measurement(dev, {"tol": Fraction(1, 2)},
                       {"trainable": total, "frozen": frozen, "percent": float(pct), "percent_exact": str(pct)},
                       exact=True)


CLAIMS.append(Claim(
    id="thesis.ch2.sec2.4.1.params_frozen_1pct", paper=PAPER, catalog_id="thesis.ch2.prop1",
    source=_src("Section 2.4.1 'Advantage of self-attention', L656 (setting L649-L650); Remark 1, L616; "
                "Algorithm 3, L2658-L2668"),
    statement="Compared with ViT, the number of trainable parameters in CNN (W_K and W_Q fixed) is reduced by only "
              "1% (d = m_a = m_b = 10, m = 1000).",
    kind="reproduction", comparison="<=", bound=B.printed_tolerance, measure=_params_measure,
    strategy=_params_instances, constants="explicit", expect="erratum",
    readings=(Reading("A trainable (psi of L505)", "L505 lists A among the parameters to train (psi = (A, W_O, "
                      "W_V, W_K, W_Q)), while Algorithm 3 (L2650, L2662) keeps a fixed: count A as trainable",
                      strategy=lambda: _params_instances(a_trainable=True)),),
    evidence="W_Q, W_K (m_b x d = 10 x 10 each), W_V (m_a x d = 100) and W_O (m x m_a = 1000 x 10 = 10,000) are "
             "trained by Algorithm 3 (L2662; a fixed, L2650): 10,300 parameters, of which freezing W_K and W_Q "
             "removes 200 = 1.94 % (2 % to the nearest percent, not 1 %). Counting A too (psi of L505: L = |S^n| "
             "= 100 vectors of m = 1000) gives 200 of 110,300 = 0.18 % (0 %; 0.33 % with |S^n| = 50). Neither "
             "count rounds to the printed 1 %. Second path: torch.nn.Linear layers of the same shapes.",
    second_path="tests/test_thesis_repro_ch2_4.py::test_frozen_parameter_fraction_by_nn_linear",
    mutants={"tolerance a quarter of a percentage point": lambda **_: 0.25},
    auto_mutant=False,
    domain=(Param("L", 50, 100, integer=True, text="|S^n| = 100 (L652; 50 in Figure 2.1 (b), L654)",
                  unreached="L enters only the count with A trainable; the search stops at its first confirmed "
                            "violation (L = 100 is proposed first)"),),
    notes="Exact arithmetic (Fraction); tolerance 1/2 percentage point: '1%' read as a percentage rounded to an "
          "integer. The counts come from the project's ViT (models.vit.init_params), the model every Ch. 2 claim "
          "trains.",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
))


# ============================================ App. C.1.1, L5105, L5135 (Figure C.1): relative error 0.65

def _figc1_config() -> dict:
    """The paper's setting n = 2e5, d = 50, K = 2 under deep (10 draws of (W*, data), ~5 s each); ci runs a reduced
    version with n = 5e4 (3 draws), stated on the claim."""
    if experiment_scale() == "deep":
        return {"n": 200_000, "d": 50, "K": 2, "draws": 10}
    return {"n": 50_000, "d": 50, "K": 2, "draws": 3}


@st.composite
def _figc1_instances(draw: st.DrawFn, norm: str = "fro") -> dict:
    cfg = _figc1_config()
    return {"seed": draw(SEEDS), **cfg, "lam": np.array([0.5, 0.5]), "mu1": -0.3, "sigma2": 1.0, "norm": norm,
            "printed": 0.65, "tol": 0.1}


def _figc1_measure(inst: dict, ctx: Ctx) -> Measurement:
    d, K, n = inst["d"], inst["K"], inst["n"]
    lam = np.asarray(inst["lam"])
    mus = np.stack([inst["mu1"] * np.ones(d), np.zeros(d)])
    s2 = inst["sigma2"] * np.ones((2, d))
    errs, limits = [], []
    for r in range(inst["draws"]):
        rng = np.random.default_rng(inst["seed"] + 7919 * r)
        W = rng.uniform(-0.1, 0.1, (d, K))
        g = torch.Generator().manual_seed((inst["seed"] + 7919 * r) % 2**63)
        x, _ = GI.sample_gmm(n, lam, mus, s2, g)
        y = GI.sample_labels(torch.as_tensor(W), x, g)
        out = TI.subroutine1_large_d(x, y, K, lam, mus, s2, rng)
        spectral = inst["norm"] == "spectral"
        ref = float(np.linalg.norm(W, 2 if spectral else None))
        errs.append(TI.perm_error(out["W0"], W, spectral=spectral) / ref)
        # the n -> infinity limit with exact directions: alpha -> E[phi'(w_i^T x)] ||w_i||/K
        E1 = TI.phi_deriv_means(W, lam, mus, s2)[0]
        limits.append(float(np.linalg.norm(W * (1 - E1 / K), 2 if spectral else None)) / ref)
    e = np.asarray(errs)
    mean = float(e.mean())
    se = float(e.std(ddof=1) / math.sqrt(len(e))) if len(e) > 1 else math.inf
    stat = _AbsDev(NormalMean(mean, se), inst["printed"])
    return Measurement(abs(mean - inst["printed"]), {"tol": inst["tol"]},
                       {"relative_error_per_draw": e.tolist(), "mean_relative_error": mean,
                        "population_limit_exact_directions": limits, "printed": inst["printed"]},
                       lhs_interval=stat.interval(0.99), stat=stat)


class _AbsDev:
    """|mean - c| with the interval induced by the mean's CLT interval (for the engine's multiplicity correction)."""

    def __init__(self, mean: NormalMean, c: float):
        self.mean, self.c = mean, c

    def interval(self, confidence: float) -> tuple[float, float]:
        lo, hi = self.mean.interval(confidence)
        near = 0.0 if lo <= self.c <= hi else min(abs(lo - self.c), abs(hi - self.c))
        return near, max(abs(lo - self.c), abs(hi - self.c))


CLAIMS.append(Claim(
    id="thesis.ch4.figureC.1.tensor_init_error", paper=PAPER, catalog_id="thesis.ch4.lemmaC.3.3",
    source=_src("App. C.1.1, L5105 (setting) and L5135 (value), Figure C.1 (L5145); Subroutine 1, L5113-L5140"),
    statement="Tensor initialisation in Subroutine 1 returns an initial point close to one permutation of W*, with "
              "a relative error of 0.65 (n = 2e5, d = 50, K = 2, lambda_1 = lambda_2 = 0.5, mu_1 = -0.3 * 1, mu_2 = 0, "
              "entries of W* uniform in [-0.1, 0.1]).",
    kind="reproduction", comparison="<=", bound=B.printed_tolerance, measure=_figc1_measure,
    strategy=_figc1_instances, constants="explicit", expect="erratum",
    readings=(Reading("spectral norm", "'relative error' as min_P ||W_0 - W* P||_2 / ||W*||_2 instead of the "
                      "Frobenius norm", strategy=lambda: _figc1_instances(norm="spectral")),),
    evidence="Subroutine 1 as printed (models.tensor_init.subroutine1_large_d: Q^_2's top-|eigenvalue| subspace, "
             "Jennrich on Q^_3(U, U, U), magnitudes by (C.5)) in the paper's setting (Sigma_l = I, which L5105 "
             "does not state; Section 4.5.1's default) returns W_0 with relative error 0.999, 0.994, 0.999 "
             "(Frobenius; 0.999, 0.997, 0.998 spectral) on three draws of W* and data, and even with the exact "
             "directions its n -> infinity limit is ||W* (I - diag(E[phi'(w_i^T x)])/K)|| / ||W*|| ~ 0.875 "
             "(phi' ~ 1/4 for ||w_i|| ~ 0.4, K = 2): alpha_hat of (C.5) estimates E[phi'(w_i^T x)] ||w_i||/K, "
             "not ||w_i|| (thesis.ch4.lemmaC.6.5), so 0.65 is out of reach of the printed recipe at any n. "
             "Second path (no project code): exact directions, Q^_1 from n/3 samples, numpy.",
    second_path="tests/test_thesis_repro_ch2_4.py::test_figure_c1_error_floor_with_exact_directions",
    mutants={"tolerance 0.05": lambda **_: 0.05},
    auto_mutant=False,
    domain=(Param("n", 200_000, 200_000, integer=True, text="n = 2e5 (L5105)",
                  unreached="ci runs n = 5e4 (the exact n = 2e5 under the deep profile, ~5 s per draw; scratch at "
                            "2e5: 0.999, 0.994, 0.999)"),
            Param("d", 50, 50, integer=True, text="d = 50 (L5105)")),
    notes="lhs = |mean relative error over draws - 0.65| with the CLT interval of the mean (stat), tolerance 0.1 "
          "(the printed value has two digits from one experiment; 0.1 is generous). The exact setting (n = 2e5) runs "
          "under deep (10 draws, ~5 s each: Q^_3 is only formed projected on U, which is all Subroutine 1 uses when "
          "the mixture is not symmetric); ci runs the reduced n = 5e4 with 3 draws (a smaller n only moves the "
          "estimate further from its limit 0.875). The population limit with exact directions "
          "is a term.",
    settings={"ci": {"max_examples": 1, "budget_s": 30.0, "min_valid": 1},
              "deep": {"max_examples": 3, "min_valid": 1}},
))
