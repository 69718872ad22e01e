"""Round 15 (mhgd, helper thesisA): the generalization half of Corollary 2 (Sec. 4.3, L185-L191), which no claim
checked (``mhgd.cor2`` is its training half; ``mhgd.display.cor5-gap`` is the explicit restatement's (101), App. C.4).
Cor. 2 prints its two hypotheses with '>~' (sqrt(H) >~ d^2 T^{1/2} R^5 B2^2 g0(1/K)^3, rho(K) >~ d^{9/2} T^{3/2} R^13
g0(1/K)^4); their absolute constants c_H, c_rho are drawn in [1e-3, 1e3] and granted (uncertified), as ``mhgd.cor2``
does. Monte Carlo over training sets at theta0 = 0 on separable data, as ``mhgd.display.cor5-gap``."""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.checks.claim import Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.papers.mhgd._gd import _ETA_FRAC, _gd_domain
from thmcheck.checks.papers.mhgd.sec4_appC_generalization import _mc_cfg, _pop_sets, _population, _se
from thmcheck.checks.stats import NormalMean
from thmcheck.checks.strategies import with_edges
from thmcheck.models.mhgd import sec4_gd as MG

INF = math.inf
CLAIMS: list[Claim] = []


@st.composite
def _cor2_gap_instances(draw: st.DrawFn) -> dict:
    """The separable population of mhgd.display.cor5-gap (flip 0, R = 1), K in [1, K_max], eta_frac in (0, 1] (1
    first), H's factor in {1, 10}, and the two '>~' constants log10 c_H, log10 c_rho in [-3, 3] (-3 first: the
    smallest rho, i.e. the largest step the printed shapes allow)."""
    inst = draw(_population(flip_max=0.0))
    inst.update({"K": draw(st.integers(1, _mc_cfg()["K_max"])),
                 "eta_frac": draw(with_edges(st.floats(0.01, 1.0), 1.0)),
                 "h_factor": draw(st.sampled_from([1.0, 10.0])),
                 "lcH": draw(with_edges(st.floats(-3.0, 3.0), -3.0)),
                 "lcR": draw(with_edges(st.floats(-3.0, 3.0), -3.0))})
    return inst


def _cor2_gap_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E_S[L(theta_K) - L^(theta_K)] by Monte Carlo over training sets (MG.mc_gap), theta0 = 0 on separable data (flip
    0, tokens of norm <= 1: R = 1): a good initialization (Def. 1) with B2 = B_Phi = 1 (||theta_h^(0)|| = 0 <= 1,
    Phi~(X; 0) = 0 <= 1) and NTK margin gamma = sqrt(2T)(a - b) for every sample; g0(1/K) = (2 B_Phi + log K)/gamma
    (L187); H = ceil(max(1, (c_H d^2 T^{1/2} R^5 B2^2 g0^3)^2) h_factor) heads (all equal at theta0 = 0: one head of
    multiplicity H); rho(K) = c_rho d^{9/2} T^{3/2} R^13 g0^4 (the smallest the hypothesis allows); eta = eta_frac (1 ^
    1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi}))) (L189)."""
    cfg = _mc_cfg()
    T, d, K, n = inst["T"], inst["d"], inst["K"], inst["n"]
    gamma = math.sqrt(2 * T) * (inst["a"] - inst["b"])
    B2, BPhi, R = 1.0, 1.0, 1.0
    cH, cR = 10 ** inst["lcH"], 10 ** inst["lcR"]
    gK = (2 * BPhi + math.log(K)) / gamma
    H = float(math.ceil(max(1.0, (cH * d**2 * math.sqrt(T) * R**5 * B2**2 * gK**3) ** 2) * inst["h_factor"]))
    rho = cR * d**4.5 * T**1.5 * R**13 * gK**4
    eta = min(1.0, 1 / rho, 4 * BPhi**2 / (gamma**2 * math.log(1 + math.exp(BPhi)))) * inst["eta_frac"]
    U0, W0 = torch.zeros(1, T, d, dtype=torch.float64), torch.zeros(1, d, d, dtype=torch.float64)
    m = torch.full((1,), H, dtype=torch.float64)
    sets = cfg["sets"] * 4 ** int(inst.get("mc_level", 0))
    train, test = _pop_sets({**inst, "flip": 0.0}, sets, cfg["test"])
    r = MG.mc_gap(U0, W0, m, eta, K, train, test, loo_test=False)
    gap, se = float(r.gap.mean()), _se(r.gap)
    return Measurement(gap, {"n": n, "eta": eta, "g0K": gK},
                       {"gap_se": se, "gamma": gamma, "H": H, "rho": rho, "c_H": cH, "c_rho": cR, "sets": sets,
                        "train_loss_K": float(r.train_loss.mean()), "test_loss_K": float(r.test_loss.mean())},
                       lhs_interval=NormalMean(gap, se).interval(0.99), stat=NormalMean(gap, se))


_CONSTS = uncertified(
    "'>~' constants", "c_H and c_rho are the absolute constants of Cor. 2's two '>~' (L187, L189); drawn in [1e-3, 1e3]",
    why="the paper leaves both constants unspecified ('>~' hides absolute constants): the statement holds if it holds "
        "for SOME c_H, c_rho, so a crossing at drawn constants is at most conditional (as mhgd.cor2)")

COR2_GAP = Claim(
    id="mhgd.display.cor2-gap",
    catalog_id="mhgd.cor2",
    paper=PAPER,
    domain=(*_gd_domain((_ETA_FRAC,)),
            Param("log10 c_H", -INF, INF, key="lcH", text="the absolute constant of sqrt(H) >~ ... (L187)",
                  unreached="[-3, 3]: any constant is allowed; see the uncertified requirement"),
            Param("log10 c_rho", -INF, INF, key="lcR", text="the absolute constant of rho(K) >~ ... (L189)",
                  unreached="[-3, 3]: any constant is allowed; see the uncertified requirement")),
    source=f"Corollary 2, Sec. 4.3, L185-L191 (generalization half of the conclusion, L191), {SEED_FILE}",
    statement="Good initialization (Def. 1); sqrt(H) >~ d^2 T^{1/2} R^5 B2^2 (g0(1/K))^3, g0(1/K) = (2 B_Phi + log K)"
              "/gamma; eta <= 1 ^ 1/rho(K) ^ 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})) with rho(K) >~ d^{9/2} T^{3/2} "
              "R^13 g0(1/K)^4. Then E[L(theta_K) - L^(theta_K)] <= 17(2 B_Phi + log K)^2/(gamma^2 eta n). The two "
              "'>~' constants c_H, c_rho are drawn (granted, uncertified).",
    statement_tex=r"\mathbb{E}[L(\tilde{\boldsymbol{\theta}}^{(K)}) - \widehat{L}(\tilde{\boldsymbol{\theta}}^{(K)})] "
                  r"\leq \frac{17(2B_\Phi + \log(K))^2}{\gamma^2 \eta n}",
    kind="probabilistic",
    comparison="<=",
    bound=BG.cor4,  # 17 g0(1/K)^2/(eta n) with Cor. 2's g0(1/K) = (2 B_Phi + log K)/gamma
    measure=_cor2_gap_measure,
    strategy=_cor2_gap_instances(),
    assumptions=(_CONSTS,),
    escalate=lambda inst, level: {**inst, "mc_level": level},
    expect="holds",
    auto_mutant=False,
    no_mutant_reason="vacuous at every feasible size, as mhgd.display.cor5-gap and mhgd.cor4's (96): the step cap "
                     "eta <= 4 B_Phi^2/(gamma^2 log(1 + e^{B_Phi})) and g0(1/K) >= 2/gamma keep 17 g0(1/K)^2/(eta n) >= 17 log(1 + e) / n "
                     "~ 22/n, orders above the measured gap ~ eta K tr Cov/n at the horizons a CPU reaches; every plausible slip (1/eta dropped, a power of g0, the log K) stays "
                     "above the gap, so no planted wrong bound can die",
    notes="Zero theta0 on the separable population (flip 0, R = 1): Def. 1 holds with B2 = B_Phi = 1 and the NTK margin "
          "gamma = sqrt(2T)(a - b) certified for every sample. The smallest drawn c_rho (1e-3) gives the largest step "
          "the printed shapes allow (1/rho(K) >= 1 for small d, T: eta = min(1, 4/(1.31 gamma^2)) eta_frac). Monte "
          "Carlo over training sets (ci 64 x 512), escalate: 4^level times the sets.",
    settings={"ci": {"max_examples": 4, "budget_s": 4.0}},
)

CLAIMS += [COR2_GAP]
