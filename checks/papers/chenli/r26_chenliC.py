"""Round 26 (helper chenliC): chenli leftovers of round 26's chenliA/chenliB and the conditional verdicts' grants.

- ``chenli.lemma7.2-gamma4``, ``chenli.lemma7.2-gamma0.25`` (L2318-L2322): Lemma 7.2 says 'for any gamma > 0 there is a
  choice of the constants gamma_1, gamma_2 in Eq. (113)'; chenli.lemma7.2 checks gamma = 1 only. The constants may
  depend on gamma, so each gamma is its own uniform statement: the same experiment (exact conditional law of token 2
  given A, Monte Carlo failure indicator, fitted Gaussian tail sqrt(-log q) = b + rho C) read at q = d^{-gamma}
  for a large (4) and a small (1/4) gamma. The needed gamma_1(gamma) = (sqrt(gamma log d) - b)/rho times
  lambda^2/(omega sqrt(m log d)) must be bounded by one constant over the domain at that gamma.
"""

from __future__ import annotations

import dataclasses
import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r7_chenliR as B7R
from thmcheck.bounds.chenli import r26_chenliC as BC
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import sec7_proxy as S7
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []


def _gamma_measure(gamma: float):  # noqa: ANN202
    """chenli.lemma7.2's measurement re-read at q = d^{-gamma}: the fitted line sqrt(-log q) = b + rho C reaches
    sqrt(gamma log d) at C_gamma = (sqrt(gamma log d) - b)/rho; lhs = C_gamma lambda^2/(omega sqrt(m log d)) (the
    gamma_1 the instance needs), its interval from rho's 99 % interval (the intercept held)."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:
        base = S7._measure(inst, ctx)
        t = base.terms
        d, omega, m, lam = float(t["d"]), float(inst["omega"]), int(inst["m"]), float(inst["lam"])
        scale = lam**2 / (omega * math.sqrt(m * math.log(d)))
        head = math.sqrt(gamma * math.log(d)) - float(t["intercept"])
        rho, (rlo, rhi) = float(t["rho"]), t["rho_99"]
        g1 = head / rho * scale
        iv = sorted((head / float(rhi) * scale, head / float(rlo) * scale))
        terms = {**t, "gamma": gamma, "gamma1_at_gamma=1": base.lhs, f"C_for_q_d^-{gamma:g}": head / rho}
        return Measurement(g1, dict(base.quantities), terms, lhs_interval=(iv[0], iv[1]))

    return measure


def _gamma_claim(gamma: float, label: str) -> Claim:
    base = S7.LEMMA7_2
    dirs = tuple(d for d in base.directions if d.param != "gamma") + (
        Direction(f"gamma (fixed at {label})", "gamma", INF, how="unsearched",
                  reason=f"'for any gamma there is a choice of gamma_1, gamma_2': the constants may depend on gamma, so "
                         f"each gamma is its own uniform statement; this claim is gamma = {label} (chenli.lemma7.2: 1)"),)
    return dataclasses.replace(
        base,
        id=f"chenli.lemma7.2-gamma{label}",
        source=base.source.replace("L2306-L2339", "L2318-L2339") + " (gamma widened, round 26)",
        statement=base.statement.replace("Checked uniformly at gamma = 1", f"Checked uniformly at gamma = {label}")
                                .replace("P[fail | A] <= 1/d)", f"P[fail | A] <= d^-{label})"),
        measure=_gamma_measure(gamma),
        directions=dirs,
        expect="holds",
        notes=(f"Round 26 (helper chenliC): chenli.lemma7.2 read at gamma = {label} (the printed 'for any gamma > 0'; "
               "round 12 checked gamma = 1 only). Same instances, paths, assumptions and Monte Carlo as "
               "chenli.lemma7.2; only the target q = d^{-gamma} of the fitted Gaussian tail changes: lhs = "
               "(sqrt(gamma log d) - b)/rho lambda^2/(omega sqrt(m log d)). A negative lhs (the target q above the "
               "grid's q) means any gamma_1 > 0 serves. Caveat shared with gamma = 1: q = d^{-gamma} is an "
               "extrapolation of the fitted line below the grid's last q ~ 1e-3 (to ~1e-12 at gamma = 4, d = 1024)."),
    )


CLAIMS.append(_gamma_claim(4.0, "4"))
CLAIMS.append(_gamma_claim(0.25, "0.25"))


# ------------------------------- L876, Lemma 5.11's second bullet, the second '<=' inside Section 4's hypotheses


def _l876_params(inst: dict) -> dict:
    """The family's numbers (closed form, log-free: N <= 2^60 keeps N^2 a float64).

    d_1 = d_2 = N = 2^J, d_3 = 2h; x = (x_[1], x_[2], x_[3]) with x_[1] having sum B and first entry x0; Theta (d x d)
    nonzero on rows S_[1] only: columns S_[2] = H_N with its all-ones column zeroed (Sylvester Hadamard), columns S_[3]
    = alpha 1_[1] s^T, s = (1^h, -1^h) (zero sum). Then w = Theta^T x has P_[2] w = H0^T x_[1] (||.||^2 = N^2 - B^2,
    <w, 1_[2]> = N x0 - B), P_[3] w = alpha B s (<w, 1_[3]> = 0, ||.||^2 = d_3 alpha^2 B^2); Theta Theta^T = N I + (a
    - 1) 1 1^T on S_[1] (a = alpha^2 d_3): singular values sqrt(N) (N - 1 times) and sqrt(a N)."""
    J = int(inst["J"])
    if J > 60:
        raise SolverFailure(f"J = {J}: past the float64 closed form (N^2 must stay exact enough)")
    N = float(2**J)
    d3 = 2 * int(inst["h"])
    d = 2.0 * N + d3
    a = float(inst["a"])  # a = alpha^2 d_3
    al2 = a / d3
    F2 = N * (N - 1.0) + a * N
    # Assumption 3 / Assumption 4's Pi_S^perp clause over |S| <= d/4 (Assumption 3's 'sufficiently small c'): the
    # worst S removes bulk columns and m3 of S_[3]'s; F^2 is linear in m3, so its ends decide
    budget = math.floor(d / 4.0)
    kb_min = N - 1.0 - budget
    sr_min, v2_need_S = math.inf, 0.0
    for m3 in {0, min(d3 - 1, budget), min(d3, budget)}:
        kb = N - 1.0 - (budget - m3)
        kept3 = d3 - m3
        fro = kb + al2 * kept3  # ||Theta Pi_S^perp||_F^2 / N
        op = max(1.0 if kb > 0 else 0.0, al2 * kept3)  # ||Theta Pi_S^perp||_op^2 / N
        if fro > 0:
            sr_min = min(sr_min, fro / op)
            mx = max(1.0 if kb > 0 else 0.0, al2 if kept3 > 0 else 0.0)
            v2_need_S = max(v2_need_S, d * mx / fro)
    sr0 = (N - 1.0 + a) / max(1.0, a)
    v2_need = max(1.0, d * N * max(1.0, al2) / F2, d * (N - 1.0 + a) / F2, v2_need_S)
    v_min = math.sqrt(v2_need)
    v_top = math.sqrt(d) / 10.0  # Assumption 4's v << sqrt(d)/r_Theta^2 with margin 10 (divided by r^2 below)
    r_top = min(d**0.25 / 10.0, sr_min, sr0)
    return {"N": N, "d3": d3, "d": d, "a": a, "al2": al2, "F2": F2, "kb_min": kb_min, "sr_min": min(sr_min, sr0),
            "v_min": v_min, "v_top": v_top, "r_top": r_top}


def _l876_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the first '<=''s right side at w = Theta^T x (the middle of L876), in closed form on the family; the
    printed right side's quantities (c, d_2, d_3, ||Theta||_F^2, <w, 1_[2]>, <w, 1_[3]> = 0, ||w||)."""
    P = _l876_params(inst)
    N, d3, d, F2 = P["N"], P["d3"], P["d"], P["F2"]
    # B = sum of x_[1] = t N^{(1 + kb)/2} (kb = 1, t = 1: all ones; kb = 0: typical), even as N is
    B = min(N, max(0.0, 2.0 * round(float(inst["t"]) * N ** ((1.0 + float(inst["kb"])) / 2.0) / 2.0)))
    x0 = 1.0 if B == N else float(inst["x0"])
    r = 4.0 + float(inst["u_r"]) * max(0.0, P["r_top"] - 4.0)
    cmax = math.sqrt(min(r, N, d3)) / 2.0
    c = 1.0 + float(inst["u_c"]) * max(0.0, cmax - 1.0)
    v_hi = P["v_top"] / (r * r)
    v = P["v_min"] + float(inst["u_v"]) * max(0.0, v_hi - P["v_min"])
    p2, p3 = float(inst["p2"]) * c / math.sqrt(N), float(inst["p3"])  # |mu'' - mu'|/2 <= c/sqrt(d_2); |nu'' - nu'|/2
    P2 = N * N - B * B
    A2 = N * x0 - B
    P3 = P["al2"] * d3 * B * B
    lhs = p2 * P2 + p3 * P3 + p2 * p2 * abs(A2 * A2 - P2) + p3 * p3 * abs(0.0 - P3) + 0.0
    wn = math.sqrt(P2 + P3)
    nu_max = max(abs(float(inst["nu"])), 1.0 if p3 >= 0.5 else p3)  # nu' = -p3, nu'' = p3 (read: largest |nu|)
    bullet_v = min(d / (8.0 * v * v), math.sqrt(d * r) / (8.0 * c * v)) - d3
    bullet_nu = min(d / (8.0 * nu_max**2), math.sqrt(d * r) / (8.0 * c * nu_max)) - d3 if nu_max > 0 else math.inf
    # the probability of |B| >= this B for x_[1] uniform on the cube (normal approximation, a note only)
    tail = math.erfc(abs(B) / math.sqrt(2.0 * N))
    q = {"c": c, "d2": N, "d3": d3, "TF": F2, "a2": A2, "a3": 0.0, "wn": wn}
    return Measurement(lhs, q, {
        "log2 d": math.log2(d), "d": d, "J": int(inst["J"]), "B/sqrt(N)": B / math.sqrt(N), "P[|sum x_[1]| >= |B|] ~": tail,
        "||P_[3] w||^2/||Theta||_F^2": P3 / F2, "||w||^2/||Theta||_F^2": (P2 + P3) / F2, "r_Theta": r, "v": v,
        "|mu''-mu'|/2": p2, "|nu''-nu'|/2": p3,
        "event_slack": 2.0 * F2 - (P2 + P3), "c_slack": cmax - c, "bullet_v_slack": bullet_v,
        "bullet_nu_slack": bullet_nu, "A3_slack": P["sr_min"] - r, "A4_slack": v_hi - v, "A4_v_valid": v - P["v_min"],
        "(8)_upper_slack": d**0.25 / 10.0 - r, "kb_min": P["kb_min"]})


@st.composite
def _l876_instances(draw: st.DrawFn) -> dict:
    """J in [21, 60] ((8) with margin 10 and r_Theta >= 4 need d >= 40^4), h in [2, 2^12] (d_3 = 2h), a = alpha^2 d_3
    log-uniform in [1e-3, 1e6] (the S_[3] columns' mass against one bulk singular value), B = t N^{(1 + kb)/2}, t in [1/4, 1], kb in
    [0, 1] (x's cube block: typical at 1, all ones at sqrt(N)), r_Theta, c, v over their ranges, |nu''-nu'|/2
    in [0, 1] (the edge 1: nu' = -1, nu'' = 1), |mu''-mu'|/2 up to c/sqrt(d_2)."""
    J = int(draw(with_edges(st.integers(21, 60), 21, 40, 60)))
    h = int(draw(with_edges(st.integers(2, 4096), 2, 4096)))
    return {"J": J, "h": h,
            "a": float(draw(with_edges(log_uniform(1e-3, 1e6), 1.0, 1e-3, 1e6))),
            "kb": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "t": float(draw(with_edges(st.floats(0.25, 1.0), 1.0, 0.25))),
            "x0": float(draw(st.sampled_from([1.0, -1.0]))),
            "u_r": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "u_c": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "u_v": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "p2": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "p3": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "nu": float(draw(with_edges(st.floats(-1.0, 1.0), 0.0))), "seed": draw(SEEDS)}


def _l876_move(inst: dict, t: float) -> dict:
    """d -> inf: J = log2(t/2) (N = 2^J), r_Theta = d^{1/4}/10 ((8)'s upper end with margin 10, so that (8)'s
    polylogarithmic lower end holds eventually), the rest of the instance kept (B = t N^{(1 + kb)/2}: the ratio grows
    like sqrt(d_2) at B = N)."""
    return {**inst, "J": int(round(math.log2(float(t) / 2.0))), "u_r": 1.0}


CLAIMS.append(Claim(
    id="chenli.display.lemma5.11-coupling-second-link-sec4",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11 (second bullet), the second '<=' of the display, Section 5.3, {SEED_FILE} L872-L876 "
           "(the bullet L784; Assumptions 3-5 and (8), L445-L459)",
    statement="On the event ||Theta^T x||^2 <= 2 ||Theta||_F^2 (L872), w := Theta^T x, second bullet (d_3 <= min(d/8 "
              "nu^2, sqrt(d r_Theta)/8 c nu)): (|mu'' - mu'|/2) ||P_[2] w||^2 + (|nu'' - nu'|/2) ||P_[3] w||^2 + "
              "((mu'' - mu')/2)^2 |sum_{i != j in S_[2]} w_i w_j| + ((nu'' - nu')/2)^2 |sum_{i != j in S_[3]} w_i w_j| "
              "+ 2 |(mu''-mu')/2| |(nu''-nu')/2| |sum_{S_[2] x S_[3]} w_i w_j| <= (c/sqrt(d_2)) ||Theta||_F^2 + "
              "(c^2/d_2) <w, 1_[2]>^2 + <w, 1_[3]>^2 + (2c/sqrt(d_3)) ||w|| |<w, 1_[3]>| (L876), with Theta meeting "
              "Assumptions 3, 4, 5 and (8)'s upper end; the bullet's nu read both as Assumption 4's v (as (30) uses "
              "it) and as the largest of |nu|, |nu'|, |nu''|.",
    statement_tex=r"$$\leq \frac{c}{\sqrt{d_2}} \|\Theta\|_F^2 + \frac{c^2}{d_2} \langle w, \bar{\mathbf{1}}_{[2]} "
                  r"\rangle^2 + \langle w, \bar{\mathbf{1}}_{[3]} \rangle^2 + \frac{2c}{\sqrt{d_3}} \|w\| \cdot |\langle "
                  r"w, \bar{\mathbf{1}}_{[3]} \rangle|$$",
    kind="step", comparison="<=", bound=B7R.l876_second, measure=_l876_measure, strategy=_l876_instances(),
    assumptions=(
        Assumption("||Theta^T x||^2 <= 2 ||Theta||_F^2", "the conditioning event (L872)", lambda q: q["event_slack"]),
        Assumption("c range", "1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2 (L782)", lambda q: q["c_slack"] + 1e-12),
        Assumption("second bullet, nu = Assumption 4's v", "d_3 <= min(d/8 v^2, sqrt(d r_Theta)/8 c v) (L784)",
                   lambda q: q["bullet_v_slack"]),
        Assumption("second bullet, nu = max(|nu|, |nu'|, |nu''|)", "d_3 <= min(d/8 nu^2, sqrt(d r_Theta)/8 c nu)",
                   lambda q: q["bullet_nu_slack"]),
        Assumption("Assumption 3", "stable ranks of Theta and of Theta Pi_S^perp (|S| <= d/4) >= r_Theta",
                   lambda q: q["A3_slack"]),
        Assumption("Assumption 4", "every column/row of Theta and column of Theta Pi_S^perp (|S| <= d/4) <= v "
                   "||.||_F/sqrt(d), 1 <= v <= sqrt(d)/(10 r_Theta^2) ('<<' with margin 10)",
                   lambda q: min(q["A4_slack"], q["A4_v_valid"] + 1e-12)),
        Assumption("(8) upper", "r_Theta <= d^{1/4}/10 ('<<' with margin 10)", lambda q: q["(8)_upper_slack"]),
    ),
    eventually=("d",),
    directions=(
        Direction("d -> inf (N = d_2 = 2^J, J up to 60)", "d", INF, how="path", move=_l876_move,
                  points=(2.0**23, 2.0**29, 2.0**35, 2.0**41, 2.0**47, 2.0**53, 2.0**59, 2.0**61), grows=("d",),
                  reason="(8)'s lower end log^c(dmk)/(kappa lambda) << r_Theta (kappa of (7) ~ 1/log^2 d) is a "
                         "hidden '<<' that holds eventually along d with r_Theta = d^{1/4}/10 (the path's r_Theta); "
                         "the crossing ratio grows like sqrt(d_2) at B = N"),
        Direction("a, B, h, r_Theta, c, v, mu', nu'", "a", INF, how="search",
                  reason="every other parameter over its range (see the strategy); B = t N^{(1 + kb)/2}"),
    ),
    expect="erratum",
    evidence="Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. The existing chenli.display.lemma5.11-coupling-second-link (erratum, audited "
             "round 7) crosses at d = 32 with an orthogonal Theta (r_Theta = d), outside Assumption 4's v << "
             "sqrt(d)/r_Theta^2 and (8)'s r_Theta << d^{1/4}. Here every explicit hypothesis holds. Family: d_1 = d_2 "
             "= N = 2^J, d_3 = 2h, Theta on rows S_[1]: columns S_[2] the Sylvester Hadamard H_N with its all-ones "
             "column zeroed, columns S_[3] alpha 1_[1] s^T, s = (1^h, -1^h); x_[1] with sum B. Then <w, 1_[3]> = 0 "
             "and <w, 1_[2]> = N x0 - B, so with mu' = mu'' and nu' = -1, nu'' = 1 the left side is 2 ||P_[3] w||^2 = "
             "2 a B^2 (a = alpha^2 d_3) and the right side (c/sqrt(N)) ||Theta||_F^2 + (c^2/N)(N x0 - B)^2. At J = "
             "21 (d = 2^22 + 4), h = 2, a = 1, x_[1] = all ones (B = N, on the event: ||w||^2 = N^2 <= 2 ||Theta||_F^2 "
             "= 2 N^2), r_Theta = 4, c = 1, v = 2.00 (min valid), left 2 N^2 = 8.80e12, right N^{3/2} N = 3.04e9: "
             "ratio 2896 = 2 sqrt(N). A typical x_[1] crosses too: J = 30, h = 8, a = 1e5, B = sqrt(N) "
             "(P[|B| >= sqrt(N)] ~ 0.32), r_Theta = 4, c = 1, v = 158.1 (the least valid; <= sqrt(d)/(10 r_Theta^2) = "
             "290): ratio 6.10. The (|nu'' - nu'|/2) ||P_[3] w||^2 and ((nu'' - nu')/2)^2 |sum_{i != j} "
             "w_i w_j| terms have no counterpart on the right when <w, 1_[3]> = 0.",
    second_path="tests/test_chenli_r26_chenliC.py::test_l876_hadamard_family",
    no_correction_reason="as for chenli.display.lemma5.11-coupling-second-link: the right side must gain a "
                         "(|nu'' - nu'|/2 + (nu'' - nu')^2/4) ||P_[3] w||^2 term, which the lemma's rate does not carry",
    mutants={"a quarter of the printed right side": B7R.l876_second_quarter},
    auto_mutant=False,
    notes="Round 26 (helper chenliC), a leftover of chenliA/chenliB: the display inside Section 4's explicit "
          "hypotheses (the earlier crossing sat outside Assumption 4 and (8)). Closed form in float64 (J <= 60), "
          "never materialised; the test builds the matrices at N = 64 and compares, and re-derives the crossing at "
          "J = 21 with mpmath. Assumption 4's Pi_S^perp clause and Assumption 3's are checked over |S| <= d/4 (the "
          "printed 'for all S' in Assumption 4 is impossible for any Theta: S = all columns but one).",
    domain=(Param("d", 12.0, INF, key="d", text="d = d_1 + d_2 + d_3",
                  unreached="one family: d = 2^(J+1) + d_3, J in [21, 60] ((8) with margin 10 and r_Theta >= 4 need "
                            "d >= 40^4)"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))


# ------------------------------------------------ L3478: Lemma A.10's min-max form of the convex distance


def _dt_primal(U: np.ndarray) -> float:
    """Definition A.8 (L3421-L3423): max_{alpha in S^{d-1}} min_{y in A} <alpha, 1[x != y]> (rows of U), solved as the
    SOCP max t s.t. U alpha >= t, ||alpha|| <= 1 (cvxpy): the ball's optimum is the sphere's when it is positive (scale
    alpha up), and both are 0 when U has a zero row (x in A)."""
    import cvxpy as cp

    if not np.any(U.sum(axis=1) == 0):
        a = cp.Variable(U.shape[1])
        t = cp.Variable()
        prob = cp.Problem(cp.Maximize(t), [U @ a >= t, cp.norm(a, 2) <= 1])
        try:
            prob.solve(solver=cp.CLARABEL)
        except Exception as exc:  # noqa: BLE001
            raise SolverFailure(f"cvxpy: {exc}") from exc
        if prob.status not in ("optimal", "optimal_inaccurate") or t.value is None:
            raise SolverFailure(f"cvxpy status {prob.status}")
        return float(t.value)
    return 0.0


def _l3478_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = d_T(x, A) by Definition A.8 (cvxpy); rhs_omega = the printed min over measures on Omega of the max over
    the sphere (= min-norm point of conv{1[x != y'] : y' in Omega}, Wolfe), rhs_A the same over A, ham_A the Hamming
    distance to A."""
    from thmcheck.models.chenli.appA_talagrand import min_norm_point, support

    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    k2 = int(round(float(inst["u2"]) * d2))
    k3 = int(round(float(inst["u3"]) * d3))
    omega = support(d1, d2, k2, d3, k3)
    rng = np.random.default_rng(int(inst["seed"]))
    n = omega.shape[0]
    in_A = rng.random(n) < float(inst["q"])
    if not in_A.any():
        in_A[rng.integers(n)] = True
    out = np.flatnonzero(~in_A)
    i = int(rng.choice(out)) if out.size and inst["x_out"] else int(rng.integers(n))
    x = omega[i]
    U_A = (omega[in_A] != x).astype(float)
    U_O = (omega != x).astype(float)
    lhs = _dt_primal(U_A)
    rhs_O = float(np.linalg.norm(min_norm_point(U_O)))
    rhs_A = float(np.linalg.norm(min_norm_point(U_A)))
    return Measurement(lhs, {"rhs_omega": rhs_O, "rhs_A": rhs_A, "ham_A": float(U_A.sum(axis=1).min())},
                       {"d": d1 + d2 + d3, "|Omega|": n, "|A|": int(in_A.sum()), "x in A": bool(in_A[i])})


@st.composite
def _l3478_instances(draw: st.DrawFn) -> dict:
    """Omega = {+-1}^{d1} x S_{d2, mu} x S_{d3, nu} with d_1, d_2, d_3 in [0, 4] (d >= 1), the slices' +1 counts any;
    A a random subset (each point with probability q, nonempty), x outside A (or anywhere)."""
    d1, d2, d3 = (int(draw(with_edges(st.integers(0, 4), 0, 4))) for _ in range(3))
    if d1 + d2 + d3 == 0:
        d1 = 1
    return {"d1": d1, "d2": d2, "d3": d3, "u2": float(draw(st.floats(0.0, 1.0))), "u3": float(draw(st.floats(0.0, 1.0))),
            "q": float(draw(with_edges(st.floats(0.01, 1.0), 0.05, 1.0))), "x_out": draw(st.sampled_from([True, True, False])),
            "seed": draw(SEEDS)}


_MINMAX_A_TEXT = ("'min over all probability measures over Omega' read as measures over A: d_T(x, A) = min_{y in P(A)} "
                  "max_{alpha in S^{d-1}} sum_i alpha_i P_{x' ~ y}[x_i != x'_i] (Sion's theorem on Definition A.8: the "
                  "max over the sphere equals the max over the ball when positive, and the inner min over A is a min "
                  "over its measures)")

CLAIMS.append(Claim(
    id="chenli.display.lemmaA.10-minmax",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.10, Appendix A.2, {SEED_FILE} L3476-L3480 (Definition A.8 L3421-L3423; Omega L3413)",
    statement="'By Sion's minimax theorem, d_T(x, A) = min_y max_{alpha in S^{d-1}} sum_{i=1}^d alpha_i P_{x' ~ y}[x_i "
              "!= x'_i], where the minimum is over all probability measures over Omega' (L3478-L3480), d_T of "
              "Definition A.8: max_{alpha in S^{d-1}} min_{y in A} sum_i alpha_i 1[x_i != y_i].",
    statement_tex=r"$$d_T(x, A) = \min_y \max_{\alpha \in \mathbb{S}^{d-1}} \sum_{i=1}^d \alpha_i \mathbb{P}_{x' \sim y} "
                  r"[x_i \neq x'_i],$$",
    kind="step", comparison="==", bound=BC.minmax_over_omega, measure=_l3478_measure, strategy=_l3478_instances(),
    rtol=1e-6, atol=1e-6,
    expect="erratum as printed",
    evidence="As printed the minimum runs over all probability measures on Omega, so y = delta_x (x in Omega) gives "
             "P_{x' ~ y}[x_i != x'_i] = 0 for every i and the right side is 0, while d_T(x, A) > 0 for every x "
             "outside A (Definition A.8 at alpha = 1/sqrt(d): min_{y in A} Hamming(x, y)/sqrt(d) >= 1/sqrt(d)). E.g. "
             "Omega = {+-1}^3, A = {(1, 1, 1)}, x = (-1, -1, -1): d_T = sqrt(3), printed right side 0. With the "
             "measures over A (the reading) the identity holds to solver precision on every drawn instance (cvxpy "
             "SOCP for Definition A.8 against Wolfe's min-norm point over conv{1[x != y] : y in A}). The next line "
             "(L3482, d_T^2 <= min_y sum_i P[...]^2) inherits the slip: chenli.display.lemmaA.10-cauchy-schwarz, erratum as printed; Lemma A.10 and "
             "Corollary A.12 (the standard convex distance) are unaffected. Audited (round 26, docs/audits/round26/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_chenli_r26_chenliC.py::test_l3478_minmax_cube",
    no_correction_reason="the reading (measures over A) is the correction; it holds",
    readings=(Reading("measures over A", _MINMAX_A_TEXT, bound=BC.minmax_over_A),),
    mutants={"the min-max 10 % low": BC.minmax_over_A_low, "the Hamming distance to A": BC.minmax_hamming},
    auto_mutant=False,
    notes="Round 26 (helper chenliC): the row L3478 was labelled 'definition' (d_T as a min-max); it is an identity "
          "the proof derives from Definition A.8 by Sion's theorem. Exact enumeration of Omega (|Omega| <= 2^12); both "
          "sides by convex programs that share no code (cvxpy for the max-min, Wolfe's algorithm for the min-max).",
    domain=(Param("d", 1, INF, integer=True, key="d", text="d = d_1 + d_2 + d_3", unreached="d <= 12 (enumerated)"),),
    settings={"ci": {"max_examples": 12, "budget_s": 2.0}},
))
