"""chenli Section 6.4: Lemma 6.5 (reduction of Item 2 of Lemma 6.4 to a sign event), L1565-L1605, as a uniform
check of its hidden constants (c_* of (72), the Theta(eps*) of Item 2, the Theta(1/lambda) of (70))."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec6_4_patterns as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges


def _alphas(m: int, lam: float, sigma: float, frac: float, e2: float) -> list[tuple[float, int, float]]:
    """alpha_i = (1 + sigma)/m + a (-1)^i in pairs (alpha_m = (1 + sigma)/m when m is odd), so Sum alpha_i = 1 + sigma
    exactly; a = frac x the largest value with alpha_1^2 + lambda Sum_{i >= 2} alpha_i^2 + e2 <= 4 (orthogonal heads,
    ||Theta_1||_F = 1, ||Theta_i||_F^2 = lambda for i >= 2: ||Theta'||_F^2 <= 4 ||Theta_1||_F^2), in closed form (a
    quadratic in a). Returned as (value, multiplicity, weight ||Theta_i||^2/||Theta_1||^2) groups: head 1 (b - a),
    the other heads b - a, b + a of the pairs, and the unpaired b."""
    b = (1.0 + sigma) / m
    npair = m - (m % 2)
    if npair == 0:
        return [(b, 1, 1.0)]
    # weights: head 1 (sign -1, weight 1); npair/2 - 1 more heads of sign -1 and npair/2 of sign +1 (weight lam);
    # unpaired head (m odd, sign 0, weight lam)
    nminus, nplus, n0 = npair // 2 - 1, npair // 2, m - npair
    A = 1.0 + lam * (nminus + nplus)
    Bc = b * (-1.0 + lam * (nplus - nminus))
    C = b * b * (1.0 + lam * (m - 1)) + e2 - 4.0
    disc = Bc * Bc - A * C
    a = frac * max(0.0, (-Bc + math.sqrt(disc)) / A) if disc >= 0 else 0.0
    out = [(b - a, 1, 1.0), (b - a, nminus, lam), (b + a, nplus, lam)]
    if n0:
        out.append((b, n0, lam))
    return [g for g in out if g[1] > 0]


def _l65_dims(m: int, lam: float, k: int) -> tuple[float, float, float]:
    """(log d, r_Theta, log(k d/sqrt(lambda'))) for the smallest d the standing assumptions allow at (m, lambda, k),
    '<<' read as a factor 10, the absolute constants c of (7), (8) set to 1: Assumption 11 (m <= m1bar =
    Theta~(lambda log(d/v)/log k), its Theta~ constant 1/10, v = 1): log d >= 10 m log k/lambda; Assumption 1
    (lambda >> m^{3/2} log m/sqrt(r_Theta)) and (8) (log(dmk)/(kappa lambda) << r_Theta << d^{1/4}, kappa of (7) =
    lambda^{13/2}/(m^{13/2} log^2 d)), solved by fixed-point iteration in log d; lambda' = 1/r_Theta, the largest
    Assumption 10 allows (lambda' enters only Assumption 6)."""
    log_d11 = 10.0 * m * math.log(k) / lam
    log_d, r = log_d11, 1.0
    for _ in range(60):
        kappa = lam**6.5 / (m**6.5 * log_d**2)
        r = max(10.0 * (log_d + math.log(m * k)) / (kappa * lam), (10.0 * m**1.5 * math.log(max(m, 2)) / lam) ** 2)
        log_d = max(log_d11, 4.0 * math.log(10.0 * r))
    return log_d, r, math.log(k) + log_d + 0.5 * math.log(r)


def _l65_values(inst: dict) -> dict:
    m, lam, xi = int(inst["m"]), float(inst["lam"]), float(inst["xi"])
    k, beta, c = int(inst["k"]), float(inst["beta"]), float(inst["c"])
    log_d, r_theta, log_a6 = _l65_dims(m, lam, k)
    F = float(inst["F_fac"]) * 10.0 * log_a6  # Assumption 6: log(k d/sqrt(lambda')) << ||Theta_1||_F (factor 10)
    L = (math.log(k) + beta * beta) / lam - math.log(xi)  # (72)'s L, its Theta(1/lambda) set to 1/lambda
    eps_star = B.lemma6_5_eps_star(m, lam, xi, F, L) * float(inst["eps_factor"])  # (70): eps* >= its edge
    s = c * min(1.0, F)
    S = s + xi * F / 2.0
    c_star = 1.0 / (m * L)
    sigma = c_star * eps_star / (2.0 * S)
    e2 = (eps_star / F) ** 2  # E: ||E||_F = eps* (so ||Theta^perp||_F >= eps*), x^T E (X_2 - X_3)^T = 0
    groups = _alphas(m, lam, sigma, float(inst["frac"]), e2)
    # the worst case of Item 1 (a box in eta): eta_i = -sign(alpha_i) xi F/2
    V = sum(n * a * (S - math.copysign(xi * F / 2.0, a)) for a, n, _ in groups) - S  # x^T Theta' u - S
    need = xi * F / 2.0 - (V - sigma * S)  # Item 2 needs V >= xi F/2 + Theta(eps*): the room is sigma S
    norm2 = F * F * sum(n * w * a * a for a, n, w in groups) + eps_star**2
    sa = sum(n * a for a, n, _ in groups)
    return {"m": m, "lam": lam, "xi": xi, "F": F, "L": L, "eps_star": eps_star, "need": need, "V": V,
            "sigma S": sigma * S, "sum_alpha": sa, "sum_abs_alpha": sum(n * abs(a) for a, n, _ in groups),
            "norm_slack": 4.0 * F * F - norm2, "sum_slack": sa - (1.0 + sigma), "L_pos": L,
            "A6_slack": F / (10.0 * log_a6) - 1.0, "A11_slack": log_d - 10.0 * m * math.log(k) / lam,
            "eq8_slack": log_d / 4.0 - math.log(10.0 * r_theta), "log_d": log_d, "r_Theta": r_theta}


@st.composite
def _l65_instances(draw: st.DrawFn) -> dict:
    return {"m": draw(with_edges(st.integers(1, 4000), 1, 2, 4000)),
            "lam": float(draw(with_edges(log_uniform(1e-4, 0.999), 0.5, 0.999))),
            "xi": float(draw(log_uniform(1e-12, 1e-3))),
            "F_fac": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0))),
            "k": draw(st.integers(4, 10**6)),
            "beta": float(draw(log_uniform(1e-2, 3.0))),
            "c": float(draw(log_uniform(1e-3, 0.5))),
            "eps_factor": float(draw(with_edges(log_uniform(1.0, 100.0), 1.0))),
            "frac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0)))}


def _l65_measure(inst: dict, ctx: Ctx) -> Measurement:
    v = _l65_values(inst)
    return Measurement(v["need"], {k: v[k] for k in ("m", "lam", "xi", "F", "L", "eps_star")},
                       {k: v[k] for k in ("V", "sigma S", "sum_alpha", "sum_abs_alpha", "norm_slack", "sum_slack",
                                          "L_pos", "A6_slack", "A11_slack", "eq8_slack", "log_d", "r_Theta")})


def _move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": max(1, int(round(t))), "frac": 1.0}


def _move_lam(inst: dict, t: float) -> dict:
    return {**inst, "lam": float(t), "frac": 1.0}


LEMMA6_5 = Claim(
    id="chenli.lemma6.5",
    paper=PAPER,
    source=f"Lemma 6.5 with (70)-(72), Section 6.4, {SEED_FILE} L1551-L1605",
    statement="If Sum_i alpha_i >= 1 + sigma (sigma = c_* eps*/(2s + xi ||Theta_1||_F), c_* = Theta(m log((k "
              "e^{beta^2})^{Theta(1/lambda)}/xi))^{-1}, eps* as in (70)), then Item 1 (x^T Theta_i (X_2 - X_3)^T in "
              "[s, s + xi ||Theta_1||_F] for all i) and x^T E (X_2 - X_3)^T >= 0 suffice for Item 2 (x^T Theta' "
              "(X_2 - X_3)^T not in [s - Theta(eps*), s + xi ||Theta_1||_F + Theta(eps*)]).",
    statement_tex=r"\textit{If $\sum_i \alpha_i \geq 1 + \sigma$ (resp. $\sum_i \alpha_i \leq 1 - \sigma$), then a "
                  r"sufficient condition for Item 2 to hold is that Item 1 and the inequality $x^\top "
                  r"\mathcal{E}(\mathbf{X}_2, -\mathbf{X}_3)^\top \geq 0$ (resp. $\leq 0$) hold.}",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma6_5_shape,
    measure=_l65_measure,
    strategy=_l65_instances,
    assumptions=(
        Assumption("norm", "||Theta'||_F <= 2 ||Theta_1||_F (Lemma 6.4), with ||E||_F = eps* so ||Theta^perp||_F "
                   ">= eps*", lambda q: q["norm_slack"] / max(1.0, q["F"] ** 2) + 1e-12),
        Assumption("sum", "Sum_i alpha_i >= 1 + sigma", lambda q: q["sum_slack"] + 1e-12),
        Assumption("log", "L = log((k e^{beta^2})^{1/lambda}/xi) > 0 (c_* is defined)", lambda q: q["L_pos"]),
        Assumption("A6", "Assumption 6: log(k d/sqrt(lambda')) << ||Theta_1||_F, '<<' a factor 10, at the d below "
                   "and lambda' = 1/r_Theta (Assumption 10)", lambda q: q["A6_slack"] + 1e-12),
        Assumption("A11", "Assumption 11 (m1bar only): m <= lambda log(d/v)/(10 log k) (v = 1), which forces log d "
                   ">= 10 m log k/lambda: d grows exponentially with m", lambda q: q["A11_slack"] + 1e-9),
        Assumption("(8)", "(8) with (7) and Assumption 1: 10 r_Theta <= d^{1/4} at the r_Theta the lower ends need",
                   lambda q: q["eq8_slack"] + 1e-9),
    ),
    eventually=("d", "r_Theta"),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("m -> inf", "m", INF, how="path", move=_move_m, points=(2, 8, 32, 128, 512, 2048, 8192),
                  grows=("d", "r_Theta"),
                  reason="heads orthogonal with ||Theta_i||_F^2 = lambda ||Theta_1||_F^2 and alternating alpha: "
                         "Sum |alpha_i| ~ 2 sqrt(m/lambda) under ||Theta'||_F <= 2 ||Theta_1||_F, so the need (xi "
                         "F/2)(1 + Sum|alpha_i|) over the room c_* eps*/2 = (1/2 + 1/lambda) xi F/2 grows like "
                         "sqrt(m lambda); the measured values do not depend on d or r_Theta, which are taken as "
                         "large as Assumptions 1-3, (7) and (68)-(69) need at each m (kappa = 0 here)"),
        Direction("lambda -> 0", "lam", 0.0, how="path", move=_move_lam, points=(0.5, 0.1, 0.01, 1e-3, 1e-4),
                  grows=("d", "r_Theta"),
                  reason="the room carries 1/lambda, the need sqrt(m/lambda): the printed ratio falls as lambda -> 0"),
        Direction("xi, ||Theta_1||_F, k, beta, s, eps*", "xi", 0.0, how="search",
                  reason="drawn (xi over 9 decades, ||Theta_1||_F from Assumption 6's edge at the smallest d of "
                         "Assumption 11 and (8) up to 1e3 times it, k to 1e6, eps* up to 100x the (70) edge); the "
                         "ratio is free of xi, F (>= 1), k, beta and falls with eps*/edge"),
    ),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma6_5_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. Was a record ('not falsifiable as printed: decided only by the hidden constants of "
             "(70)-(72)'). The worst case under Item 1 and the sign condition is exact: eta_i = -sign(alpha_i) xi "
             "||Theta_1||_F/2, x^T E (X_2 - X_3)^T = 0, and then x^T Theta' (X_2 - X_3)^T - S = sigma S - (xi F/2) "
             "Sum|alpha_i| at Sum alpha_i = 1 + sigma (S = s + xi F/2). Item 2 needs this >= xi F/2 + Theta(eps*), "
             "i.e. c_* eps*/2 >= (xi F/2)(1 + Sum|alpha_i|) + Theta(eps*); at the edge of (70) c_* eps* = (1/K)(1/2 + "
             "1/lambda) xi F whatever the hidden K of (72). The proof bounds Sum|alpha_i| by (71), Sum|alpha_i| <~ "
             "(1/lambda)||Theta'||/||Theta_1|| (itself the erratum chenli.eq71), but with orthogonal heads of "
             "norms ||Theta_i||^2 = lambda ||Theta_1||^2 and alternating alpha_i = (1 + sigma)/m +- a, "
             "||Theta'||_F <= 2||Theta_1||_F allows Sum|alpha_i| ~ 2 sqrt(m/lambda): the ratio need/room is ~ 2 "
             "sqrt(m lambda)/(1 + lambda/2) -> inf as m -> inf at fixed lambda (Assumption 1's lambda >> m^{3/2} "
             "log m/sqrt(r_Theta) and (7) hold with r_Theta, d large), so no choice of the hidden constants makes "
             "Lemma 6.5 hold; e.g. m = 2048, lambda = 1/2: Sum|alpha| = 128, ratio 51.6. Round 10: inside every standing "
             "assumption the measure sees: ||Theta_1||_F is set from Assumption 6 (log(kd/sqrt(lambda')) << "
             "||Theta_1||_F, factor 10) at the smallest d that Assumption 11 (m <= m1bar, d >= k^{10 m/lambda}) and "
             "(8) with (7) and Assumption 1 allow; the ratio is free of ||Theta_1||_F >= 1, so the same growth (m = "
             "2048, lambda = 1/2, k = 16: F = 1.14e6, log d = 1.1e5, ratio 51.5). Lemma 6.6 "
             "(|1 - Sum alpha| <= sigma) reduces to the same inequality (73) and fails the same way.",
    no_correction_reason="The fix is in (70) (eps* must carry the true bound on Sum|alpha_i|, sqrt(m/lambda) "
                         "||Theta'||/||Theta_1|| from chenli.eq71's correction, instead of 1/lambda); the text "
                         "does not say which form the authors intend, so no single corrected bound is implied.",
    corrected_text="Lemma 6.5 holds when (70) reads eps* >= m L (1/2 + sqrt(m/lambda)) xi ||Theta_1||_F x "
                   "(a constant), i.e. with (71) replaced by its corrected form.",
    mutants={"room times lambda (a wrong power of lambda, wrong along lambda -> 0)":
             lambda m, lam, xi, F, L, eps_star: lam * eps_star / (2.0 * m * L),
             "room over m (wrong along m)": lambda m, lam, xi, F, L, eps_star: eps_star / (2.0 * m * m * L)},
    notes="Scalar reduction of the lemma (every quantity in its statement is a function of alpha, eta_i = x^T "
          "Theta_i (X_2 - X_3)^T - S, x^T E (X_2 - X_3)^T, xi, s, ||Theta_1||_F, m, lambda, k, beta): any eta in "
          "Item 1's box is realised by Boolean x, X_2, X_3 with a rank-one change of each Theta_i along x (X_2 - "
          "X_3)^T of Frobenius norm O(xi F/sqrt d), which leaves the heads' norms and near-orthogonality as d -> inf. "
          "Measured: the need xi F/2 - (V - sigma S) = (xi F/2)(1 + Sum|alpha_i|) with V the worst value; the shape "
          "is the room sigma S = c_* eps*/2 with (72)'s constant set to 1.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
    domain=(Param("m", 1, INF, integer=True, key="m", text="m heads"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1)"),
            Param("xi", 0.0, INF, lo_closed=False, key="xi", text="xi > 0 in the window (68)-(69)",
                  unreached="xi in [1e-12, 1e-3]: the measured ratio does not depend on xi")),
)

CLAIMS: list[Claim] = [LEMMA6_5]
