"""thesis, Appendix C (round 18, helper thesisC): the rare heavy group against the gradient and the Hessian's upper
side, and (C.225)'s norm.

- Lemma C.5.1 (C.204) L6257-L6262 on a mixture with a rare heavy group: a group N(M e_2, I_d) of weight eps with
  n eps = q d^-10 keeps S' = sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2 ~ 1 + s^2 (M = s eps^-1/2) while one heavy
  sample (probability ~ q d^-10 > d^-10) moves the empirical gradient at W* by ~ phi(-1) M / n: the (1 -
  d^-10)-quantile of the deviation is >= ~ d^5 / sqrt(n q) against C_13 sqrt(K S') sqrt(d log n / n) (1 + xi): the
  ratio grows like d^4.5 (n = 10 d^2): erratum for every C_13.
- Lemma C.3.1 (C.83) L5652, its upper side (Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2
  I w.p. >= 1 - d^-10, under (C.82)): the same family; one heavy sample adds phi'(x_1) x x^T / n with ||x||^2 ~ M^2 =
  s^2/eps, i.e. ~ d^10 / q: erratum for every C_2 (the lower side survives: the heavy group's weight in Gamma~ is eps).
- Lemma C.3.2 (C.85) L5662 (GD with eta_0 = c / S_inf converges linearly, under (C.82)): the same family; GD's first
  step from W* overshoots the ERM by ~ c ||grad f_n(W*)|| / S_inf ~ d^5: erratum for every c.
- (C.130) L5865, its second '>=': with the rare heavy group (eps = n^-2, mean s n e_2) the middle member Hess fbar -
  ||Hess fbar - Hess f_n|| I has lambda_min ~ a2 - a0 s^2 < 0 with probability ~1 while the right side is positive
  for large n: erratum (the step inherits Lemma C.4.5's failure; Lemma C.3.1's lower side survives).
- (C.225) L6349, its first '<=' (|<grad f~_n(W*P), vec(W_hat_n - W*P)>| <= ||grad f~_n(W*P)|| ||W_hat_n - W*P||_F):
  ||.|| of a d x K matrix is the chapter's spectral norm (L5684: ||W||_F <= sqrt(K) ||W||); Cauchy-Schwarz needs
  the Frobenius norm. At the ERM W_hat_n ~ W* - H^-1 G the left side is ~ ||G||_F^2 / h > ||G|| ||G||_F / h for
  K >= 2: erratum as printed (reading ||.||_F: holds).

Bounds in ``thmcheck.bounds.thesis.r18_thesisC``; second paths in ``tests/test_thesis_r18_thesisC.py``.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st
from scipy.stats import norm as _norm

from thmcheck.bounds.thesis import r18_thesisC as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.ch4_group_imbalance import _gmm_instances
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models import group_imbalance as GI

SP = "tests/test_thesis_r18_thesisC.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


def _sig(u: float) -> float:
    return 1.0 / (1.0 + math.exp(-u))


_PHI_M1 = _sig(-1.0)  # min over |x_1| <= 1 of min(phi(x_1), 1 - phi(x_1)) = |phi(x_1) - y| for either label
_DPHI_1 = _sig(1.0) * _sig(-1.0)  # min over |x_1| <= 1 of phi'(x_1)
_P_X1 = 2.0 * float(_norm.cdf(1.0)) - 1.0  # P(|x_1| <= 1), x_1 ~ N(0, 1)
_P_X2 = float(_norm.cdf(2.0))  # P(x_2 >= M - 2), x_2 ~ N(M, 1)


def _rare_family(inst: dict) -> dict:
    """d >= 2, K = 1, W* = e_1 (delta_1 = delta_K = kappa = eta = 1, W* in every ball B(W*P, r), P = I), groups
    N(0, I_d) (weight 1 - eps) and N(M e_2, I_d) (weight eps), eps = q d^-10 / n, M = s eps^-1/2 (tau = 1: both
    covariances I_d; Lambda_l = I, so mu~_l = mu_l). Returns eps, M, S' (printed, ||Sigma_l|| = 1), S_inf."""
    d, n, q, s = float(inst["d"]), float(inst["n"]), float(inst["q"]), float(inst["s"])
    log_eps = math.log(q) - 10.0 * math.log(d) - math.log(n)
    eps = math.exp(log_eps)
    M = s * math.exp(-0.5 * log_eps)
    S = (1.0 - eps) * 1.0 + eps * (M + 1.0) ** 2  # sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2, ||Sigma_l|| = 1
    return {"eps": eps, "log_eps": log_eps, "M": M, "S": S}


@st.composite
def _rare_instances(draw: st.DrawFn, qlo: float) -> dict:
    """d log-uniform in [2, 64] (integer), n log-uniform in [10 d, 1e6] (n >= C'' dK log dK, C'' unspecified), q
    log-uniform in [qlo, 100] (n eps = q d^-10: the heavy sample's probability just above the failure level), s
    log-uniform in [0.1, 10] (M = s eps^-1/2, S' ~ 1 + s^2), xi in [0, 10] (0 an edge; Algorithm 1's noise nu_i = 0
    meets |(nu_i)_jk| <= xi and E nu_i = 0 for every xi >= 0)."""
    d = int(round(draw(log_uniform(2.0, 64.0))))
    n = float(round(draw(log_uniform(10.0 * d, 1e6))))
    return {"d": d, "n": n, "q": draw(log_uniform(qlo, 100.0)), "s": draw(log_uniform(0.1, 10.0)),
            "xi": draw(with_edges(st.floats(0.0, 10.0), 0.0))}


def _move_d(inst: dict, t: float) -> dict:
    """d = t with n = 10 d^2 (n >= C'' dK log dK eventually for every C''), q, s, xi fixed: eps = q d^-10 / n."""
    d = int(round(t))
    return {**inst, "d": d, "n": float(10 * d * d)}


def _move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": float(round(t))}


_RARE_DOMAIN = (
    Param("d", 2, INF, integer=True, far=64, text="x in R^d (the failure level d^-10)",
          unreached="d in [2, 64] drawn; the path d = 2 .. 256 with n = 10 d^2"),
    Param("n", 1, INF, integer=True, far=1e6, text="n >= C'' dK log dK samples (C'' unspecified)",
          unreached="n in [10 d, 1e6] drawn"),
    Param("eps", 0, 1, lo_closed=False, hi_closed=False, key="eps", far=1e-30,
          text="a group's weight lambda_l in (0, 1)", unreached="eps = q d^-10 / n: the family that matters"),
    Param("xi", 0, INF, far=10.0, text="Algorithm 1's noise level xi >= 0", unreached="xi in [0, 10]"))


# ============================ Lemma C.5.1 (C.204) with a rare heavy group


def _c51r_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified lower bound of the (1 - d^-10)-quantile of sup_{W in B(W*P, r)} ||grad f~_n(W) - grad f~(W)||
    (>= its value at W = W*, where grad f~(W*) = grad fbar(W*) = 0 and nu_i = 0). At K = 1 grad f_n(W*) = (1/n)
    sum_i (phi(x_i1) - y_i) x_i (y ~ Bern(phi(x_1))); its norm is >= |g_2|. On the event E1 = {exactly one heavy
    sample h} (probability n eps (1 - eps)^(n-1)), with |x_h1| <= 1 (P = 2 Phi(1) - 1) and x_h2 >= M - 2 (P =
    Phi(2)), the heavy term is >= phi(-1) (M - 2) / n in absolute value; the n - 1 light terms (mean 0, variance <=
    1/4 each) average below 1/sqrt(2n) with probability >= 1/2 (Chebyshev), independently. So the deviation is >= v
    = phi(-1)(M - 2)/n - 1/sqrt(2n) with probability >= P_lb = n eps (1 - eps)^(n-1) (2 Phi(1) - 1) Phi(2) / 2;
    lhs = v when P_lb > d^-10 (in logs), else 0."""
    fam = _rare_family(inst)
    d, n = float(inst["d"]), float(inst["n"])
    eps, M = fam["eps"], fam["M"]
    log_p = (math.log(n) + fam["log_eps"] + (n - 1.0) * math.log1p(-eps) + math.log(_P_X1 * _P_X2 / 2.0))
    log_level = -10.0 * math.log(d)
    v = _PHI_M1 * (M - 2.0) / n - 1.0 / math.sqrt(2.0 * n)
    lhs = max(v, 0.0) if log_p > log_level else 0.0
    return Measurement(lhs, {"K": 1.0, "S_printed": fam["S"], "d": d, "n": n, "xi": float(inst["xi"])},
                       {"log_P_lower": log_p, "log_level": log_level, "eps": eps, "M": M, "v": v,
                        "heavy_term": _PHI_M1 * (M - 2.0) / n})


CLAIMS.append(Claim(
    id="thesis.ch4.lemmaC.5.1-rare-group", paper=PAPER, kind="probabilistic", comparison="<=",
    source=_src("Lemma C.5.1 (C.204), App. C.5.1, on the mixture's whole range of weights (footnote 35: grad f~_n = "
                "(1/n) sum_i (grad l + nu_i))", "L6257-L6262"),
    statement="Lemma C.5.1: with probability at least 1 - d^-10, sup_{W in B(W*P, r)} ||grad f~_n(W) - grad f~(W)|| "
              "<= C_13 sqrt(K sum_l lambda_l (||mu_l|| + ||Sigma_l||)^2) sqrt(d log n / n) (1 + xi) for some "
              "constant C_13 > 0; checked uniformly (one C_13) on a certified lower bound of the (1 - "
              "d^-10)-quantile of the left side, for mixtures with a rare heavy group.",
    statement_tex=(r"\sup_{\mathbf{W} \in \mathbb{B}(\mathbf{W}^* \mathbf{P}, r)} \|\nabla \tilde{f}_n(\mathbf{W}) - "
                   r"\nabla \tilde{f}(\mathbf{W})\| \leq C_{13} \cdot \sqrt{K \sum_{l=1}^L \lambda_l "
                   r"(\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l\|)^2} \sqrt{\frac{d \log n}{n}} (1 + \xi)"),
    bound=B.lemma_c51_shape, measure=_c51r_measure, strategy=_rare_instances(3.5), constants="hidden",
    uniform=True, eventually=("n",), expect="erratum",
    directions=(
        Direction("d -> inf with n = 10 d^2 (eps = q d^-10 / n, M = s eps^-1/2)", "d", INF, move=_move_d,
                  points=(2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0), grows=("n", "d")),
        Direction("n -> inf at fixed d (searched)", "n", INF, how="search",
                  reason="at fixed d the ratio decays like (q d log n)^-1/2 d^5: bounded in n, the growth is in d"),
        Direction("q, s, xi (searched)", "q", INF, how="search",
                  reason="q in [3.5, 100], s in [0.1, 10], xi in [0, 10] drawn; xi and q only lower the ratio")),
    domain=_RARE_DOMAIN,
    evidence="Family: d >= 2, K = 1, W* = e_1 (W = W* lies in every ball B(W*P, r), P = I), x ~ (1 - eps) N(0, I_d) "
             "+ eps N(M e_2, I_d) with n eps = q d^-10 and M = s eps^-1/2, Algorithm 1's noise nu_i = 0 (|(nu_i)_jk| "
             "<= xi and E nu_i = 0 for every xi >= 0). S' = (1 - eps) + eps (M + 1)^2 ~ 1 + s^2 stays bounded and "
             "tau = kappa = eta = 1, while one heavy sample (probability ~ q d^-10, above the failure level d^-10 "
             "for q > 3) moves grad f_n(W*) = (1/n) sum_i (phi(x_i1) - y_i) x_i by phi(-1) (M - 2)/n ~ 0.27 s "
             "d^5 / sqrt(q n) in the e_2 coordinate (|phi(x_1) - y| >= phi(-1) for |x_1| <= 1, either label). "
             "Certified (independence, Chebyshev for the n - 1 light terms): P(deviation >= phi(-1)(M - 2)/n - "
             "1/sqrt(2n)) >= n eps (1 - eps)^(n-1) (2 Phi(1) - 1) Phi(2) / 2 > d^-10, so the (1 - d^-10)-quantile is "
             "at least that while the bound is C_13 sqrt(S') sqrt(d log n / n) (1 + xi): the ratio ~ 0.27 s d^4.5 "
             "/ (sqrt(q (1 + s^2) log n) (1 + xi)). Search (ci): the path d -> inf with n = 10 d^2 from the best instance, "
             "12 points over 4.1 decades of d, ratio 1.66 -> 2.1e18, log-slope 4.41 [4.37, 4.45] (every point "
             "confirmed in float64): no C_13 survives, and n >= C'' dK log dK holds eventually "
             "for every C''. At fixed d the ratio is bounded in n (the failure level d^-10 is what the heavy "
             "sample beats). Every hypothesis holds (lambda_l in (0, 1), Sigma_l = I_d, L = 2, r of (C.81) only "
             "sizes the ball around W*). Reproduced by "
             f"{SP}test_c51_rare_heavy_group_gradient_quantile (numpy: the full d-dimensional gradient at W* "
             "simulated conditional on one heavy sample, Wilson lower bound of the conditional frequency, times "
             "the exact binomial probability of one heavy sample in mpmath).",
    no_correction_reason="a high-probability bound at level d^-10 with the weighted S' needs every group sampled; a "
                         "corrected rate needs max_l (||mu_l|| + ||Sigma_l^{1/2}||) (the heavy sample's norm) or a "
                         "level no smaller than n min_l lambda_l; neither is certified here",
    second_path=SP + "test_c51_rare_heavy_group_gradient_quantile",
    mutants={"d^7 in place of d inside the root": B.lemma_c51_mut_d7},
    notes="lhs is a certified lower bound of the (1 - d^-10)-quantile (not a Monte Carlo estimate), so a ratio that "
          "grows without bound along d refutes the printed bound for every C_13. The existing "
          "thesis.ch4.lemmaC.5.1 (Theorem 2's instance space, d <= 3) keeps its own verdict (erratum through the "
          "noise scale); this claim is the rare heavy group's.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0, "path_starts": 1}},
))


# ============================ Lemma C.3.1 (C.83), its upper side, with a rare heavy group


def _c31r_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified lower bound of the (1 - d^-10)-quantile of ||Hess f_n(W*)|| (W* is in every ball; the lemma's
    '<= C_2 (.) I' is for all W in the ball). At K = 1 Hess f_n(W*) = (1/n) sum_i phi'(x_i1) x_i x_i^T (both labels),
    a sum of PSD terms, so ||Hess f_n(W*)|| >= e_2^T Hess e_2 >= phi'(x_h1) x_h2^2 / n for any sample h. A heavy
    sample with |x_h1| <= 1 and x_h2 >= M - 2 (probability eps (2 Phi(1) - 1) Phi(2) each, independently) gives >= v
    = phi'(1) (M - 2)^2 / n; P_lb = 1 - (1 - eps (2 Phi(1) - 1) Phi(2))^n. lhs = v when P_lb > d^-10, else 0."""
    fam = _rare_family(inst)
    d, n = float(inst["d"]), float(inst["n"])
    eps, M = fam["eps"], fam["M"]
    p1 = eps * _P_X1 * _P_X2
    log_p = math.log(-math.expm1(n * math.log1p(-p1))) if n * p1 > 1e-12 else math.log(n) + math.log(p1)
    log_level = -10.0 * math.log(d)
    v = _DPHI_1 * (M - 2.0) ** 2 / n
    lhs = v if log_p > log_level else 0.0
    return Measurement(lhs, {"S_inf": fam["S"], "d": d, "n": n},
                       {"log_P_lower": log_p, "log_level": log_level, "eps": eps, "M": M, "v": v})


CLAIMS.append(Claim(
    id="thesis.ch4.lemmaC.3.1-upper-rare-group", paper=PAPER, kind="probabilistic", comparison="<=",
    source=_src("Lemma C.3.1 (C.82)-(C.83), App. C.3, the upper side Hess f_n(W) <= C_2 sum_l lambda_l "
                "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I (also (C.134)-(C.135) L5881-L5885), on the mixture's whole "
                "range of weights; the lemma L5646-L5654)", "L5652"),
    statement="Lemma C.3.1, upper side: as long as n >= (C.82), for all W in B(W*P, r), Hess f_n(W) <= C_2 sum_l "
              "lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I_dK with probability at least 1 - d^-10 for some "
              "constant C_2 > 0; checked uniformly (one C_2) on a certified lower bound of the (1 - d^-10)-quantile "
              "of ||Hess f_n(W*)||, for mixtures with a rare heavy group.",
    statement_tex=(r"\nabla^2 f_n(\mathbf{W}) \preceq C_2 \sum_{l=1}^L \lambda_l (\|\tilde{\boldsymbol{\mu}}_l\|_\infty "
                   r"+ \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2 \cdot \mathbf{I}_{dK}"),
    bound=B.lemma_c31_upper_shape, measure=_c31r_measure, strategy=_rare_instances(2.0), constants="hidden",
    uniform=True, eventually=("n",), expect="erratum",
    directions=(
        Direction("d -> inf with n = 10 d^2 (eps = q d^-10 / n, M = s eps^-1/2)", "d", INF, move=_move_d,
                  points=(2.0, 4.0, 8.0, 16.0, 32.0, 64.0), grows=("n", "d")),
        Direction("n -> inf at fixed d", "n", INF, move=_move_n, points=(1e3, 1e4, 1e5, 1e6, 1e7), grows=("n",)),
        Direction("q, s (searched)", "q", INF, how="search", reason="q in [2, 100], s in [0.1, 10] drawn")),
    domain=_RARE_DOMAIN[:3],
    evidence="The family of thesis.ch4.lemmaC.5.1-rare-group: d >= 2, K = 1, W* = e_1, x ~ (1 - eps) N(0, I_d) + eps "
             "N(M e_2, I_d), n eps = q d^-10, M = s eps^-1/2. Sigma_l = I_d (Lambda_l = I, mu~_l = mu_l), so the "
             "right side's factor is (1 - eps) + eps (M + 1)^2 ~ 1 + s^2, and tau = kappa = eta = 1, Gamma~ ~ "
             "rho(0, 1) (the heavy group's mean is orthogonal to w*; its weight eps): (C.82) asks n >= c d log^2 d, "
             "met along every path (n = 10 d^2, or n -> inf) for every C_1. At K = 1 Hess f_n(W*) = (1/n) sum_i "
             "phi'(x_i1) x_i x_i^T (both labels), a PSD sum: one heavy sample with |x_h1| <= 1, x_h2 >= M - 2 "
             "(probability 1 - (1 - eps (2 Phi(1) - 1) Phi(2))^n ~ 0.67 q d^-10 > d^-10 for q >= 2) gives ||Hess "
             "f_n(W*)|| >= phi'(1) (M - 2)^2 / n ~ 0.197 s^2 d^10 / q. So the (1 - d^-10)-quantile over the "
             "bound's factor is ~ 0.197 s^2 d^10 / (q (1 + s^2)): ~30 at d = 2 (q = 3, s = 1). Search (ci): the path d -> "
             "inf with n = 10 d^2, 10 points over 3.5 decades, ratio 99 -> 1.1e37, log-slope 10.0: "
             "no C_2 survives, at any n (the ratio does not depend on n). The lower side of (C.83) survives this "
             "family (the unsampled heavy group carries weight eps in Gamma~ too). Reproduced by "
             f"{SP}test_c31_rare_heavy_group_hessian_upper (numpy: the empirical Hessian with one heavy sample, its "
             "top eigenvalue, and the exact probability in mpmath).",
    no_correction_reason="the upper side's factor must be the heaviest sampled group's scale: with the weighted sum it "
                         "holds only when n min_l lambda_l >~ log d (every group sampled); a corrected statement "
                         "needs max_l (||mu_l|| + ||Sigma_l^{1/2}||)^2 (always sufficient, by (C.73)'s |xi| <= 1), not "
                         "encoded here",
    second_path=SP + "test_c31_rare_heavy_group_hessian_upper",
    mutants={"S d^9": B.lemma_c31_upper_mut_d9},
    notes="thesis.ch4.eqC.83.upper (round 12) refutes (C.83)'s upper side at n -> inf through ||mu~_l||_inf (flat "
          "means, along d) and is corrected there to the Euclidean ||mu_l|| of (C.134); on this family ||mu~_l||_inf "
          "= ||mu_l|| = M, so the rare heavy group refutes the corrected form as well, at every finite n. "
          "lhs is a certified lower bound of the quantile; Lemma C.3.2's step size eta_0 = 1/H_max (C.229)-(C.230) and "
          "Theorem 2's eta_0 = O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1) lean on this upper side. "
          "Theorem 2 itself asks (C.92) with D_12(Psi) ~ eps M^12 = s^12 eps^-5, i.e. n eps >> 1: there the heavy "
          "group is sampled and this family does not refute it.",
    settings={"ci": {"max_examples": 20, "budget_s": 2.0, "path_starts": 1}},
))


# ============================ (C.225) L6349, its first '<=': Cauchy-Schwarz with the spectral norm


def _c225_sample(inst: dict, seed: int) -> tuple:
    """One data set (seeded by ``seed``): x from the mixture, y ~ Bern(H(W*, x)), and G = grad f~_n(W*) = grad
    f_n(W*) + (1/n) sum_i nu_i (footnote 35), nu_i entries uniform on [-xi, xi]; also Hess f_n(W*)."""
    Ws, n = inst["Wstar"], int(inst["n"])
    gen = torch.Generator().manual_seed(seed % 2**63)
    x, _ = GI.sample_gmm(n, inst["lam"], inst["mus"], inst["s2"], gen)
    W0 = torch.as_tensor(Ws)
    y = GI.sample_labels(W0, x, gen)
    g0, H0, _ = GI.erm_grad_hess(W0, x, y)
    rng = np.random.default_rng(seed + int(inst["seed2"]))
    xi = float(inst["xi"])
    G = g0.numpy() + rng.uniform(-xi, xi, size=(n, *Ws.shape)).mean(0)
    return W0, x, y, G, H0.numpy()


def _ratio(G: np.ndarray, D: np.ndarray) -> float:
    den = float(np.linalg.norm(G, 2) * np.linalg.norm(D))
    return abs(float(np.sum(G * D))) / den if den > 0 else 0.0


def _c225_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Each of ``reps`` data sets (seeds seed, seed + 1, ...) of the instance's mixture is one for which the step is
    claimed. The data sets are ranked by a cheap proxy (Delta ~ -Hess f_n(W*)^-1 grad f_n(W*), one Newton step), and
    on the ``top`` best the exact W_hat_n is computed: the local minimiser of f_n reached from W* (P = I) by
    GI.newton_critical_point (gradient norm below tolerance, lambda_min > 0 at W_hat). Reported: the exact values of
    the data set with the largest |<G, Delta>| / (||G|| ||Delta||_F), Delta = W_hat_n - W*: lhs = |<G, Delta>|
    (trace inner product), quantities ||G|| (spectral), ||G||_F, ||Delta||_F (its seed in the terms: it replays)."""
    base = int(inst["seed"])
    proxy = []
    for k in range(int(inst["reps"])):
        _, _, _, G, H = _c225_sample(inst, base + k)
        try:
            D1 = -np.linalg.solve(H, G.reshape(-1)).reshape(G.shape)
        except np.linalg.LinAlgError:
            continue
        proxy.append((_ratio(G, D1), base + k))
    best = None
    for _, seed in sorted(proxy, reverse=True)[: int(inst["top"])]:
        W0, x, y, G, _ = _c225_sample(inst, seed)
        Wh, gnorm, lmin = GI.newton_critical_point(W0, x, y)
        if not math.isfinite(gnorm):
            continue
        D = (Wh - W0).numpy()
        r = {"G": G, "D": D, "ratio": _ratio(G, D), "gnorm": gnorm, "lmin": lmin, "seed": seed}
        if best is None or r["ratio"] > best["ratio"]:
            best = r
    if best is None:
        raise SolverFailure("the trust-region Newton method found no critical point of f_n from W* on any sample")
    G, D = best["G"], best["D"]
    return Measurement(abs(float(np.sum(G * D))),
                       {"G_spec": float(np.linalg.norm(G, 2)), "G_F": float(np.linalg.norm(G)),
                        "Delta_F": float(np.linalg.norm(D))},
                       {"K": int(inst["K"]), "d": int(inst["d"]), "n": int(inst["n"]), "xi": float(inst["xi"]),
                        "sample_seed": best["seed"], "grad_norm_at_W_hat": best["gnorm"],
                        "lambda_min_at_W_hat": best["lmin"], "proxy_best": max(proxy)[0] if proxy else float("nan")})


@st.composite
def _c225_instances(draw: st.DrawFn) -> dict:
    """Theorem 2's GMM instances (d in {2, 3}, K <= d, L in {2, 3}), n log-uniform in [300, 3000] (n >= C'' dK log
    dK), Algorithm 1's noise level xi in {0} or log-uniform in [1e-4, 10]; 40 data sets per instance (2 solved
    exactly)."""
    xi = 0.0 if draw(st.booleans()) else draw(log_uniform(1e-4, 10.0))
    return {**draw(_gmm_instances()), "n": int(draw(log_uniform(300.0, 3000.0))), "xi": xi, "seed2": draw(SEEDS),
            "reps": 40, "top": 2}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.225-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.225), proof of Lemma C.3.2 (App. C.5.2), its first '<=' (||.|| of a d x K matrix: the "
                "spectral norm, L5684 '||W||_F <= sqrt(K) ||W||')", "L6349"),
    statement="(C.225)'s first step: |grad f~_n(W*P)^T vec(W_hat_n - W*P)| <= ||grad f~_n(W*P)|| ||W_hat_n - "
              "W*P||_F, ||.|| the spectral norm of the d x K gradient (the norm of (C.204), which the chain's last "
              "step applies), W_hat_n the critical point of Lemma C.3.2 (the local minimiser of f_n reached from W*).",
    statement_tex=(r"\left| \nabla \tilde{f}_n(\mathbf{W}^*\mathbf{P})^\top \text{vec}(\widehat{\mathbf{W}}_n - "
                   r"\mathbf{W}^*\mathbf{P}) \right| \leq \|\nabla \tilde{f}_n(\mathbf{W}^*\mathbf{P})\| \cdot "
                   r"\|\widehat{\mathbf{W}}_n - \mathbf{W}^*\mathbf{P}\|_F"),
    bound=B.c225_cs_printed, measure=_c225_measure, strategy=_c225_instances(), constants="explicit",
    expect="erratum as printed", rtol=1e-9,
    readings=(Reading("||.||_F", "the gradient's norm read as the Frobenius norm (Cauchy-Schwarz for the trace inner "
                      "product): holds; (C.204) bounds the spectral norm, so the chain then loses a factor sqrt(K) "
                      "(||G||_F <= sqrt(K) ||G||)", bound=B.c225_cs_frobenius),),
    directions=(Direction("n, xi, the mixture (searched)", "n", INF, how="search",
                          reason="n in [300, 3000], xi in {0} and [1e-4, 10], Theorem 2's instance space; the ratio "
                                 "|<G, Delta>| / (||G|| ||Delta||_F) is scale-free (~ ||G||_F / ||G|| at an isotropic "
                                 "Hessian), so n only places W_hat_n nearer W*"),),
    domain=(Param("n", 0, INF, lo_closed=False, far=5e3, text="n >= C'' dK log dK (C'' unspecified)",
                  unreached="n in [300, 3000] (W_hat_n within ~0.1-1 of W*: inside B(W*P, r) for r of (C.81) with "
                            "a moderate C_3; the ratio does not shrink with n)"),
            Param("K", 1, INF, integer=True, far=3, text="K neurons", unreached="K <= d <= 3"),
            Param("xi", 0, INF, far=10.0, text="Algorithm 1's noise level xi >= 0", unreached="xi = 0 or in [1e-4, 10]")),
    evidence="The first '<=' is Cauchy-Schwarz, which bounds the trace inner product <G, Delta> by ||G||_F ||Delta||_F; "
             "with ||G|| the spectral norm (the chapter's unsubscripted matrix norm, L5684 '||W||_F <= sqrt(K) "
             "||W||', and the norm (C.204) bounds, which the last step applies) it fails whenever G has rank >= 2 "
             "and Delta is aligned with it. At the ERM, Delta ~ -Hess^-1 G, so |<G, Delta>| ~ G^T Hess^-1 G and for "
             "a well-conditioned Hessian the ratio |<G, Delta>| / (||G|| ||Delta||_F) ~ ||G||_F / ||G|| in (1, "
             "sqrt(K)]. Search (ci, Theorem 2's instance space, W_hat_n the certified local minimiser of f_n from W*, "
             "Algorithm 1's noise uniform on [-xi, xi]; 40 data sets per instance ranked by a one-Newton-step proxy, the "
             "best 2 solved exactly): shrunk instance d = K = 2, L = 2, n = 300, xi = 1e-4, W* = [[1.339, -1.546], "
             "[6.714, 1.127]], means 0, variances [[0.263, 0.421], [0.365, 0.138]], lambda = (0.170, 0.830), data "
             "seed 26: W_hat_n certified (gradient norm 2.4e-13, lambda_min 5.6e-4 > 0), ||Delta||_F = 0.920, ||G|| "
             "= 0.001975, ||G||_F = 0.002449, |<G, Delta>| = 0.0018705 > ||G|| ||Delta||_F = 0.0018163 (score "
             "1.030; best 1.060), <= ||G||_F ||Delta||_F = 0.00225. Crossings are a few per cent of data sets at d = "
             "K = 2 and do not vanish as n grows (the ratio is scale-free, Delta ~ -H^-1 G). Reproduced by "
             f"{SP}test_c225_spectral_cauchy_schwarz (own numpy loss and gradient, scipy BFGS minimiser, d = K = 2). "
             "The chain survives with ||.||_F and a factor sqrt(K) (reading), which (C.226)'s K^{5/2} may absorb.",
    no_correction_reason="the reading ||.||_F is the corrected step (checked, holds); the chain's conclusion then "
                         "needs ||grad f~_n||_F <= sqrt(K) ||grad f~_n|| on top of (C.204)",
    second_path=SP + "test_c225_spectral_cauchy_schwarz",
    mutants={"(1/2) ||G|| ||Delta||_F": B.c225_mut_half},
    notes="Replaces the inventory's 'covered:thesis.ch4.lemmaC.5.1' for L6349 (that claim checks (C.204), not the "
          "norm of this step).",
    settings={"ci": {"max_examples": 30, "budget_s": 6.0, "shrink": False}, "dev": {"max_examples": 120, "budget_s": 60.0}},
))


# ============================ (C.130) L5865, its second '>=', with a rare heavy group


def _c130_measure(inst: dict, ctx: Ctx) -> Measurement:
    """d = 2, K = 1, W = W* = e_1 (in every ball), groups N(0, I_2) (1 - eps) and N(s n e_2, I_2) (eps = n^-2). Hess
    fbar(W*) = E[phi'(x_1) x x^T] = diag(a2, a0 (1 + s^2)) (x_1 ~ N(0, 1) in both groups, independent of x_2; a0 =
    E phi'(z), a2 = E phi'(z) z^2, 200-node Gauss-Hermite). With no heavy sample (probability (1 - eps)^n) and
    Chebyshev on the light average (1/n) sum_i phi'(x_i1) x_i2^2 (mean a0, variance V/n, V = 3 E phi'^2 - a0^2): ||Hess
    fbar - Hess f_n|| >= a0 s^2 - sqrt(2V/n) with probability >= (1 - eps)^n / 2 > d^-10 = 2^-10. So the middle
    member Hess fbar(W) - ||Hess fbar(W) - Hess f_n(W)|| I has lambda_min <= v = min(a2, a0 (1 + s^2)) - a0 s^2 +
    sqrt(2V/n) with that probability: lhs = v (an upper bound of the middle member's d^-10-quantile)."""
    n, s = float(inst["n"]), float(inst["s"])
    z, w = np.polynomial.hermite.hermgauss(200)
    w = w / math.sqrt(math.pi)
    zz = math.sqrt(2.0) * z
    p = 0.5 * (1.0 + np.tanh(0.5 * zz))
    dp = p * (1.0 - p)
    a0, a2 = float(np.sum(w * dp)), float(np.sum(w * dp * zz * zz))
    V = 3.0 * float(np.sum(w * dp * dp)) - a0 * a0
    eps = n**-2.0
    log_p = n * math.log1p(-eps) + math.log(0.5)
    if log_p <= -10.0 * math.log(2.0):
        raise SolverFailure("the certified probability (1 - eps)^n / 2 does not exceed d^-10")  # not reached: n >= 2
    v = min(a2, a0 * (1.0 + s * s)) - a0 * s * s + math.sqrt(2.0 * V / n)
    gamma = GI.rho_torch(np.array([0.0]), 1.0)  # Gamma~ = rho(0, 1): tau = kappa = eta = 1, both means orthogonal
    return Measurement(v, {"Gamma": gamma, "n": n},
                       {"a0": a0, "a2": a2, "lambda_min_Hess_fbar": min(a2, a0 * (1.0 + s * s)),
                        "deviation_lower": a0 * s * s - math.sqrt(2.0 * V / n), "log_P_lower": log_p, "s": s,
                        "eps": eps, "M": s * n})


@st.composite
def _c130_instances(draw: st.DrawFn) -> dict:
    """n log-uniform in [10, 1e8] (n >= C' dK log dK eventually), s log-uniform in [0.1, 10] (the heavy group's share
    s^2 of the population Hessian's e_2 entry)."""
    return {"n": float(round(draw(log_uniform(10.0, 1e8)))), "s": draw(log_uniform(0.1, 10.0))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.130-second", paper=PAPER, kind="step", comparison=">=",
    source=_src("(C.130), proof of Lemma C.3.1 (App. C.4.2), its second '>=' ('From Lemma C.4.4 and C.4.5, with "
                "probability at least 1 - d^-10', L5863), on the mixture's whole range of weights", "L5865"),
    statement="(C.130)'s second '>=': with probability at least 1 - d^-10, Hess fbar(W) - ||Hess fbar(W) - Hess f_n(W)|| "
              "I >= Omega((1 - eps_0)/K^2 Gamma~) I - O(C_6 S sqrt(dK log n / n)) I; its right side is positive for n "
              "beyond some N whatever the constants (Gamma~ > 0), so the middle member's lambda_min must be >= 0 "
              "there: checked on a certified upper bound of the middle member's d^-10-quantile, for mixtures with a "
              "rare heavy group, n -> inf.",
    statement_tex=(r"\nabla^2 \bar{f}(\mathbf{W}) - \|\nabla^2 \bar{f}(\mathbf{W}) - \nabla^2 f_n(\mathbf{W})\| \cdot "
                   r"\mathbf{I} \succeq \Omega\left(\frac{(1-\epsilon_0)}{K^2} \sum_{l=1}^L \lambda_l \frac{\|\Sigma_l^{-1}"
                   r"\|^{-1}}{\eta\tau^K\kappa^2} \rho(\cdot)\right) \cdot \mathbf{I} - O\left(C_6 \cdot \sum_{l=1}^L "
                   r"\lambda_l (\|\boldsymbol{\mu}_l\| + \|\Sigma_l^{\frac{1}{2}}\|)^2 \sqrt{\frac{dK \log n}{n}}\right) "
                   r"\cdot \mathbf{I}"),
    bound=B.c130_zero, measure=_c130_measure, strategy=_c130_instances(), constants="hypotheses",
    eventually=("n",), expect="erratum",
    directions=(Direction("n -> inf (eps = n^-2, M = s n)", "n", INF, move=_move_n, points=(1e2, 1e4, 1e6, 1e8),
                          grows=("n",)),
                Direction("s (searched)", "s", INF, how="search", reason="s in [0.1, 10]: the crossing needs a0 s^2 > "
                          "lambda_min(Hess fbar(W*)) = a2 (s >~ 0.8)")),
    domain=(Param("n", 1, INF, integer=True, far=1e8, text="n samples (n >= C' dK log dK, (C.132))",
                  unreached="n in [10, 1e8]"),
            Param("s", 0, INF, lo_closed=False, far=10.0, text="the heavy group's mean s n (any mean)",
                  unreached="s in [0.1, 10]"),
            Param("d", 2, INF, integer=True, far=2, text="x in R^d", unreached="d = 2, K = 1")),
    evidence="d = 2, K = 1, W = W* = e_1 (in every ball, P = I), x ~ (1 - eps) N(0, I_2) + eps N(s n e_2, I_2), eps = "
             "n^-2: tau = kappa = eta = 1 and both groups' means are orthogonal to w*, so Gamma~ = rho(0, 1) > 0 and "
             "the right side Omega(Gamma~) - O(S sqrt(2 log n / n)) (S ~ 2 + s^2) is positive for n beyond some N, "
             "whatever the constants. Hess fbar(W*) = diag(a2, a0 (1 + s^2)) with a0 = E phi'(z) = 0.2066, a2 = E "
             "phi'(z) z^2; with no heavy sample (probability (1 - n^-2)^n ~ 1 - 1/n) Hess f_n(W*) misses a0 s^2 in "
             "its e_2 entry, so the middle member's lambda_min is <= a2 - a0 s^2 + sqrt(2V/n) < 0 for s >~ 0.8 with "
             "probability >= (1 - eps)^n / 2 > d^-10 = 2^-10 (Chebyshev on the light average): at s = 2, n = 1e6 "
             "it is <= -0.68 (a2 = 0.144), and stays so at every larger n. Lemma C.4.5's bound fails here "
             "(thesis.ch4.lemmaC.4.5-rare-group) "
             "and this step inherits it; Lemma C.3.1's lower side (C.133) itself survives the family (Hess f_n of the "
             "light groups alone is still >= Omega(Gamma~)): a step fails while its numbered result survives. "
             f"Reproduced by {SP}test_c130_middle_member_negative (numpy Monte Carlo of Hess f_n(W*) with no heavy "
             "sample, scipy quad for Hess fbar(W*)).",
    no_correction_reason="the step needs Lemma C.4.5, which fails for a rare heavy group; Lemma C.3.1's lower side "
                         "follows here from the light groups alone (Hess f_n >= the light groups' Hessian), not "
                         "through (C.130)",
    second_path=SP + "test_c130_middle_member_negative",
    mutants={"lambda_min(middle) >= 10 Gamma~": B.c130_mut_positive},
    notes="Replaces the inventory's 'covered:thesis.ch4.lemmaC.3.1' for L5865 (that claim checks the population "
          "lambda_min, not this middle member).",
    settings={"ci": {"max_examples": 15, "budget_s": 2.0, "path_starts": 1}},
))


# ============================ Lemma C.3.2 (C.85) with a rare heavy group: no step size gives the printed rate


def _wilson_lower(k: int, m: int, z: float = 3.0) -> float:
    p = k / m
    c = p + z * z / (2 * m)
    r = z * math.sqrt(p * (1 - p) / m + z * z / (4 * m * m))
    return (c - r) / (1 + z * z / m)


def _logistic_erm(x: np.ndarray, y: np.ndarray, w0: np.ndarray) -> tuple[np.ndarray, float]:
    """The minimiser of the logistic cross-entropy f_n (K = 1: (4.3) with H = phi(w^T x)) by damped Newton from w0
    (f_n is convex; backtracking on f_n) to a gradient norm < 1e-13 max|x_ij|; returns (w_hat, gradient norm /
    max(1, max|x_ij|))."""
    n = x.shape[0]

    def f(w: np.ndarray) -> float:
        z = x @ w
        return float(np.mean(np.logaddexp(0.0, z) - y * z))

    w = w0.copy()
    g = np.zeros_like(w)
    tol = 1e-13 * max(1.0, float(np.abs(x).max()))
    for _ in range(300):
        z = x @ w
        p = 0.5 * (1.0 + np.tanh(0.5 * z))
        g = x.T @ (p - y) / n
        if float(np.linalg.norm(g)) < tol:
            break
        Hm = (x * (p * (1.0 - p))[:, None]).T @ x / n
        step = np.linalg.solve(Hm, g)
        t, f0 = 1.0, f(w)
        while f(w - t * step) > f0 - 0.25 * t * float(g @ step) and t > 1e-12:
            t *= 0.5
        w = w - t * step
    return w, float(np.linalg.norm(g)) / max(1.0, float(np.abs(x).max()))


def _c32r_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The family of thesis.ch4.lemmaC.5.1-rare-group (K = 1, W* = e_1, groups N(0, I_d) and N(M e_2, I_d), n eps = q
    d^-10, M = s eps^-1/2, noise nu_i = 0). ``reps`` data sets are drawn conditional on exactly one heavy sample
    (probability p1 = n eps (1 - eps)^(n-1)); on each, W_hat_n (f_n convex at K = 1: damped Newton to a gradient norm
    < 1e-10) and a = ||grad f_n(W*)|| / (S_inf ||W* - W_hat_n||), S_inf = sum_l lambda_l (||mu~_l||_inf +
    ||Sigma_l^{1/2}||)^2. GD's first step from W_0 = W* (in the ball) with eta_0 = c / S_inf lands at distance >= c a
    ||W* - W_hat_n|| - ||W* - W_hat_n|| from W_hat_n, so it contracts only if c a < 2. lhs = the smallest a over the
    reps: P(a >= lhs) >= p1 times the Wilson (z = 3) lower bound of reps/reps, checked > d^-10 (else lhs = 0)."""
    fam = _rare_family(inst)
    d, n, R = int(inst["d"]), int(inst["n"]), int(inst["reps"])
    eps, M = fam["eps"], fam["M"]
    rng = np.random.default_rng(int(inst["seed"]))
    vals, fails = [], 0
    w0 = np.zeros(d)
    w0[0] = 1.0
    for _ in range(R):
        x = rng.normal(size=(n, d))
        x[0, 1] += M
        y = (rng.random(n) < 0.5 * (1.0 + np.tanh(0.5 * x[:, 0]))).astype(float)
        w, gn = _logistic_erm(x, y, w0)
        if not gn < 1e-10:
            fails += 1
            continue
        g0 = x.T @ (0.5 * (1.0 + np.tanh(0.5 * x[:, 0])) - y) / n
        vals.append(float(np.linalg.norm(g0)) / (fam["S"] * float(np.linalg.norm(w - w0))))
    if fails:
        raise SolverFailure(f"damped Newton did not reach a gradient norm < 1e-10 on {fails} of {R} data sets")
    log_p = (math.log(n) + fam["log_eps"] + (n - 1.0) * math.log1p(-eps) + math.log(_wilson_lower(R, R)))
    log_level = -10.0 * math.log(d)
    lhs = min(vals) if log_p > log_level else 0.0
    return Measurement(lhs, {"d": float(d)},
                       {"log_P_lower": log_p, "log_level": log_level, "eps": eps, "M": M, "n": n, "S_inf": fam["S"],
                        "median_a": float(np.median(vals))})


@st.composite
def _c32r_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [2, 16], n log-uniform in [10 d^2, 4e4] ((C.82) asks n >= c d log^2 d), q log-uniform in [3,
    100], s log-uniform in [0.3, 3]; 16 data sets (conditional on one heavy sample) per instance."""
    d = int(round(draw(log_uniform(2.0, 16.0))))
    n = float(round(draw(log_uniform(10.0 * d * d, max(4e4, 20.0 * d * d)))))
    return {"d": d, "n": n, "q": draw(log_uniform(3.0, 100.0)), "s": draw(log_uniform(0.3, 3.0)), "reps": 16,
            "seed": draw(st.integers(0, 2**31 - 1))}


CLAIMS.append(Claim(
    id="thesis.ch4.lemmaC.3.2-rate-rare-group", paper=PAPER, kind="probabilistic", comparison="<=",
    source=_src("Lemma C.3.2 (C.85), App. C.3 (under Lemma C.3.1's conditions, n >= (C.82); GD with Algorithm 1's "
                "eta_0 = O((sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2)^-1), L1117, and the proof's eta_0 = "
                "1/H_max, L6371), on the mixture's whole range of weights", "L5662"),
    statement="Lemma C.3.2 (C.85): if W_0 in B(W*P, r), gradient descent with eta_0 = c / sum_l lambda_l "
              "(||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 (c a constant: Algorithm 1's O) converges linearly to W_hat_n, "
              "||W_t - W_hat_n||_F <= (1 - Omega(.))^t ||W_0 - W_hat_n||_F, with probability at least 1 - d^-10. At t "
              "= 1 from W_0 = W*P this needs c ||grad f_n(W*P)|| / (S_inf ||W*P - W_hat_n||) < 2; checked uniformly "
              "(one c): a = ||grad f_n(W*P)|| / (S_inf ||W*P - W_hat_n||) <= C, on a certified lower bound of a's "
              "(1 - d^-10)-quantile, for mixtures with a rare heavy group.",
    statement_tex=(r"\|\mathbf{W}_t - \widehat{\mathbf{W}}_n\|_F \leq \left(1 - \Omega\left(\frac{\sum_{l=1}^L \lambda_l "
                   r"\frac{\|\boldsymbol{\Sigma}_l^{-1}\|^{-1}}{\eta \tau^K \kappa^2} \rho(\cdot)}{K^2 \sum_{l=1}^L "
                   r"\lambda_l (\|\boldsymbol{\mu}_l\| + \|\boldsymbol{\Sigma}_l^{\frac{1}{2}}\|)^2}\right)\right)^t "
                   r"\|\mathbf{W}_0 - \widehat{\mathbf{W}}_n\|_F"),
    bound=B.lemma_c32_step_shape, measure=_c32r_measure, strategy=_c32r_instances(), constants="hidden",
    uniform=True, eventually=("n",), expect="erratum",
    directions=(
        Direction("d -> inf with n = 10 d^2 (eps = q d^-10 / n, M = s eps^-1/2)", "d", INF, move=_move_d,
                  points=(2.0, 3.0, 4.0, 6.0, 8.0, 12.0, 16.0, 22.0), grows=("n", "d")),
        Direction("q, s, n (searched)", "q", INF, how="search", reason="q in [3, 100], s in [0.3, 3], n in [10 d^2, "
                  "4e4] drawn; the growth is along d (the failure level d^-10)")),
    domain=(Param("d", 2, INF, integer=True, far=16, text="x in R^d (the failure level d^-10)",
                  unreached="d in [2, 16] drawn, the path to 22 (damped Newton on n = 10 d^2 samples per data set: "
                            "~45 s at d = 32)"),
            Param("n", 1, INF, integer=True, far=4e4, text="n >= (C.82) ~ c d log^2 d here",
                  unreached="n in [10 d^2, 4e4]"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, key="eps", far=1e-20,
                  text="a group's weight lambda_l in (0, 1)", unreached="eps = q d^-10 / n")),
    evidence="The family of thesis.ch4.lemmaC.3.1-upper-rare-group (K = 1, W* = e_1, x ~ (1 - eps) N(0, I_d) + eps "
             "N(M e_2, I_d), n eps = q d^-10, M = s eps^-1/2; tau = kappa = eta = 1, Gamma~ = rho(0, 1), S_inf ~ 1 + "
             "s^2, (C.82) ~ n >= c d log^2 d, nu_i = 0). With one heavy sample (probability ~ q d^-10 > d^-10) "
             "grad f_n(W*) ~ phi(-1) M / n along e_2 while the ERM W_hat_n fits the heavy point and stays close to "
             "W*, so GD's first step from W_0 = W* (in every ball) with eta_0 = c / S_inf overshoots W_hat_n by "
             "~ c a ||W* - W_hat_n||: the first iterate is farther from W_hat_n than W_0 once c a > 2, against the "
             "printed contraction. Certified per instance: 16 data sets conditional on one heavy sample, W_hat_n by "
             "damped Newton (f_n convex at K = 1); P(a >= the smallest of the 16) >= p1 x Wilson(16/16) > d^-10. "
             "q = 4, s = 1, n = 10 d^2: the certified a is 0.29, 1.5, 95, 3.5e3 at d = 2, 4, 8, 16 (medians 1.5, "
             "32, 480, 1.3e4): no constant c survives. Reproduced by "
             f"{SP}test_c32_rare_heavy_group_gd_first_step (own numpy gradient descent from W*, scipy minimiser).",
    no_correction_reason="the step size must scale with the heaviest sampled point (1 / max_i ||x_i||^2), not with "
                         "the weighted S; Theorem 2 avoids the family through (C.92)'s D_12(Psi) (n eps >> 1), Lemma "
                         "C.3.2 under (C.82) alone does not",
    second_path=SP + "test_c32_rare_heavy_group_gd_first_step",
    mutants={"a <= d^2": B.lemma_c32_mut_d},
    notes="The same family also inflates Hess f_n(W*)'s top eigenvalue (thesis.ch4.lemmaC.3.1-upper-rare-group), so "
          "(C.228)'s H_max and (C.229)'s eta_0 = 1/H_max fail with it; here the consequence for the printed linear "
          "convergence itself, at its first step.",
    settings={"ci": {"max_examples": 8, "budget_s": 4.0, "path_starts": 1, "path_decades": 0.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch4.eqC.130-second': 'auditor A: confirmed',
    'thesis.ch4.eqC.225-first': 'auditor A: confirmed as printed',
    'thesis.ch4.lemmaC.3.1-upper-rare-group': 'auditor A: confirmed',
    'thesis.ch4.lemmaC.3.2-rate-rare-group': 'auditor C: confirmed',
    'thesis.ch4.lemmaC.5.1-rare-group': 'auditor A: confirmed',
}, 'docs/audits/round18/thesis.md')
