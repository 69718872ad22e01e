"""Round 14 (helper chenliB): chenli Lemma 6.6 (L1595-L1603) against Item 2's printed margin Theta(eps*).

- ``chenli.lemma6.6`` (L1595): 'If |1 - Sum_i alpha_i| <= sigma, then a sufficient condition for Item 2 to hold is
  that Item 1 holds and additionally |x^T E (X_2, -X_3)| >= sigma (2s + xi ||Theta_1||_F)', with sigma = c_* eps*/(2s
  + xi ||Theta_1||_F) (L1577), c_* = Theta(m L)^{-1} ((72), L = log((k e^{beta^2})^{Theta(1/lambda)}/xi)) and Item 2
  (L1555): x^T Theta' (X_2 - X_3)^T not in [s - Theta(eps*), s + xi ||Theta_1||_F + Theta(eps*)]. On the family
  Theta' = alpha Theta_1 + E (E orthogonal to the heads, ||E||_F = eps*, so ||Theta^perp||_F >= eps*; ||Theta'||_F <=
  2 ||Theta_1||_F) the worst value under the hypotheses is in closed form, and its distance outside [s, s + xi F] is
  sigma s - xi F <= c_* eps*/2 = eps*/(2 K m L) (K the constant of (72)): the margin over eps* tends to 0 as L -> inf
  (xi -> 0 inside (68)-(69)), so no absolute constant serves as Item 2's Theta(eps*). The proof (L1601) shows only
  the margin c_* eps*/2 - (1/2 + 1/lambda) xi F (>= 0 by (73)): erratum, corrected to that margin.
"""

from __future__ import annotations

import math

import mpmath
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r14_chenliB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_LN10 = math.log(10.0)


# ------------------------------------------------------------------------------------ Lemma 6.6 (L1595-L1603)


def _l1595_dims(inst: dict) -> dict:
    """log d at the least value the standing assumptions allow at (m, lambda, k, beta, xi), times ld_fac ('<<' a
    factor 10, (7)'s c = c7, (8)'s c = c8, Theta(1/lambda) of (68)-(70) read as 1/lambda, r_Theta at (8)'s top
    d^{1/4}/10): Assumption 11's m1_bar (log d >= 10 m log k/lambda), (69) (log(1/xi) <= lambda/(m kappa) - (log k +
    beta^2)/lambda - log 10), (8) with (7) (10 log^c8(dmk)/(kappa lambda) <= r_Theta), Assumption 1 (lambda >= 10
    m^{3/2} log m/sqrt(r_Theta)) and Section 4.3 (k <= r_Theta)."""
    m, lam, k, beta = int(inst["m"]), float(inst["lam"]), float(inst["k"]), float(inst["beta"])
    c7, c8 = float(inst["c7"]), float(inst["c8"])
    lk = math.log(k)
    lx = _lx(inst)
    llam = math.log(lam)
    ld = 10.0 * m * lk / lam
    for _ in range(200):
        lkap = math.log(c7) + 6.5 * llam - 6.5 * math.log(m) - 2.0 * math.log(ld)
        need = [10.0 * m * lk / lam,
                math.sqrt((lx + (lk + beta * beta) / lam + _LN10) * c7 * lam**5.5 / m**5.5),
                4.0 * (2.0 * _LN10 + c8 * math.log(ld + math.log(m * k)) - lkap - llam),
                4.0 * (_LN10 + lk)]
        if m >= 2:
            need.append(4.0 * (_LN10 + 2.0 * math.log(10.0 * m**1.5 * math.log(m) / lam)))
        new = max(need)
        if abs(new - ld) <= 1e-12 * new:
            break
        ld = new
    ld *= float(inst["ld_fac"])
    lkap = math.log(c7) + 6.5 * llam - 6.5 * math.log(m) - 2.0 * math.log(ld)
    lr = ld / 4.0 - _LN10
    a6 = lk + ld + 0.5 * lr  # log(k d/sqrt(lambda')), lambda' = 1/r_Theta (Assumption 10's largest)
    lF = math.log(float(inst["F_fac"]) * 10.0 * a6)
    return {"ld": ld, "lkap": lkap, "lr": lr, "lF": lF, "a6": a6, "lx": lx, "lk": lk}


def _lx(inst: dict) -> float:
    """log(1/xi): (68)'s edge (log k + beta^2)/lambda + log 10 plus the drawn lx_extra."""
    return (math.log(float(inst["k"])) + float(inst["beta"]) ** 2) / float(inst["lam"]) + _LN10 + float(inst["lx_extra"])


def _l1595_values(inst: dict) -> dict:
    """The worst margin over eps* in closed form (mpmath, 50 digits): values in units of eps*, S = s/eps*, W = xi
    F/eps*, c_* eps*/eps* = 1/(K m L). alpha = 1 + t with |t| <= sigma = c_*/(2S + W) and alpha^2 <= 4 - (eps*/F)^2;
    a = x^T Theta_1 (X_2 - X_3)^T in [S, S + W] (Item 1); e = x^T E (X_2 - X_3)^T with |e| >= c_* (the lemma's
    condition). The value alpha a + e reaches (-inf, p_max - c_*] and [p_min + c_*, inf) (p = alpha a - c0 at the
    box's vertices, c0 = S + W/2 the centre of Item 1's interval); the margin is the least distance outside [S, S + W],
    negative when the interval itself is reached."""
    D = _l1595_dims(inst)
    m, lam, K, fe = int(inst["m"]), float(inst["lam"]), float(inst["K"]), float(inst["fe"])
    with mpmath.workdps(50):
        L = mpmath.mpf(D["lx"]) + (mpmath.log(float(inst["k"])) + mpmath.mpf(float(inst["beta"])) ** 2) / lam
        half = mpmath.mpf(1) / 2 + 1 / mpmath.mpf(lam)
        W = 1 / (fe * m * L * half)  # xi F/eps* at eps* = fe x (70)'s edge m L (1/2 + 1/lambda) xi F
        cst = 1 / (K * m * L)
        lF = mpmath.mpf(D["lF"])
        leps = mpmath.log(fe * m * L * half) - D["lx"] + lF  # log eps*
        S = mpmath.exp(mpmath.log(float(inst["c_s"])) - leps)  # s = c min(1, F) = c (F >= 1)
        eps_over_F = mpmath.exp(leps - lF)
        sigma = cst / (2 * S + W)
        A = mpmath.sqrt(max(mpmath.mpf(0), 4 - eps_over_F**2))  # eps* > 2F: rejected by the norm assumption
        tlo, thi = max(-sigma, -A - 1), min(sigma, A - 1)
        # alpha a - c0 at the four vertices, written without the cancellation of S: a - c0 + t a
        verts = [-W / 2 + t * S for t in (tlo, thi)] + [W / 2 + t * (S + W) for t in (tlo, thi)]
        pmin, pmax = min(verts), max(verts)
        if pmax - cst >= 0 or pmin + cst <= 0:
            margin = -W / 2
        else:
            margin = min(cst - pmax, pmin + cst) - W / 2
        return {"lhs": margin, "L": L, "W": W, "cst": cst, "S": S, "sigma": sigma, "eps_over_F": eps_over_F,
                "corr": cst / 2 - half * W, **D}


def _l1595_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1595_values(inst)
    q = {"m": int(inst["m"]), "L": float(v["L"]), "lam": float(inst["lam"]), "K": float(inst["K"]), "u": float(v["W"])}
    return Measurement(float(v["lhs"]), q,
                       {"sigma": float(v["sigma"]), "c_* (eps* units)": float(v["cst"]),
                        "log(s/eps*)": float(mpmath.log(v["S"])), "log(1/xi)": v["lx"], "log d": v["ld"],
                        "log r_Theta": v["lr"], "log kappa": v["lkap"], "log ||Theta_1||_F": v["lF"],
                        "eps*/||Theta_1||_F": float(v["eps_over_F"]),
                        "proof's margin c_*/2 - (1/2 + 1/lambda) xi F/eps*": float(v["corr"])})


def _l1595_exact(inst: dict) -> Measurement:
    v = _l1595_values(inst)
    q = {"m": int(inst["m"]), "L": v["L"], "lam": mpmath.mpf(float(inst["lam"])), "K": mpmath.mpf(float(inst["K"])),
         "u": v["W"]}
    return Measurement(v["lhs"], q, {}, exact=True)


@st.composite
def _l1595_instances(draw: st.DrawFn) -> dict:
    m = draw(with_edges(st.integers(1, 8), 1, 2))
    return {"m": m,
            "lam": float(draw(with_edges(log_uniform(0.01, 0.999), 0.5, 0.999))),
            "k": max(m, 2, draw(with_edges(st.integers(2, 10**6), 2, 3))),
            "beta": float(draw(with_edges(st.floats(0.0, 3.0), 0.0, 1.0))),
            "c_s": float(draw(with_edges(log_uniform(1e-3, 0.1), 0.1))),
            "c7": float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0))),
            "c8": float(draw(with_edges(st.floats(1.0, 5.0), 1.0, 3.0))),
            "fe": float(draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))),
            "F_fac": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0))),
            "K": float(draw(with_edges(log_uniform(0.01, 0.5), 0.5))),
            "lx_extra": float(draw(with_edges(log_uniform(1e-2, 1e4), 10.0, 1e4))),
            "ld_fac": float(draw(with_edges(st.floats(1.0, 3.0), 1.0)))}


def _q(f):  # noqa: ANN001, ANN202
    return lambda q: f(_l1595_values(q))


def _slack_8(v: dict, q: dict) -> float:
    m, k, lam, c8 = int(q["m"]), float(q["k"]), float(q["lam"]), float(q["c8"])
    return v["lr"] - (_LN10 + c8 * math.log(v["ld"] + math.log(m * k)) - v["lkap"] - math.log(lam))


_L1595_ASSUMPTIONS = (
    Assumption("(68) ('<<' a factor 10, Theta(1/lambda) and O(beta^2/lambda) read with constant 1)",
               "xi <= k^{-1/lambda} e^{-beta^2/lambda}/10", lambda q: float(q["lx_extra"])),
    Assumption("(69) ('>>' a factor 10)", "xi >= 10 (k e^{beta^2})^{1/lambda} e^{-lambda/(m kappa)}",
               lambda q: (lambda v: math.exp(-math.log(int(q["m"])) - v["lkap"] + math.log(float(q["lam"])))
                          - v["lx"] - (v["lk"] + float(q["beta"]) ** 2) / float(q["lam"]) - _LN10)(_l1595_dims(q))),
    Assumption("(8) with (7) ('<<' a factor 10 at both ends; r_Theta = d^{1/4}/10)",
               "10 log^c8(dmk)/(kappa lambda) <= r_Theta", lambda q: _slack_8(_l1595_dims(q), q) + 1e-9),
    Assumption("Assumption 11 (m <= m1_bar, Theta~ a factor 10) and Section 4.3 (m <= k <= r_Theta)",
               "log d >= 10 m log k/lambda, m <= k <= r_Theta",
               lambda q: (lambda v: min(v["ld"] - 10.0 * int(q["m"]) * v["lk"] / float(q["lam"]),
                                        float(q["k"]) - int(q["m"]), v["lr"] - v["lk"]))(_l1595_dims(q))),
    Assumption("Assumption 1 ('>>' a factor 10)", "lambda >= 10 m^{3/2} log m/sqrt(r_Theta)",
               lambda q: (lambda v: float(q["lam"]) - 10.0 * int(q["m"]) ** 1.5 * math.log(int(q["m"]))
                          * math.exp(-v["lr"] / 2.0))(_l1595_dims(q))),
    Assumption("Assumption 6 ('<<' a factor 10; lambda' = 1/r_Theta)",
               "10 log(k d/sqrt(lambda')) <= ||Theta_1||_F <= (kd)^m",
               lambda q: (lambda v: min(v["lF"] - math.log(10.0 * v["a6"]) + 1e-12,
                                        int(q["m"]) * (v["lk"] + v["ld"]) - v["lF"]))(_l1595_dims(q))),
    Assumption("Lemma 6.4: beta << min(d, ||Theta_1||_F) (a factor 10)", "10 beta <= min(d, ||Theta_1||_F)",
               lambda q: (lambda v: min(v["ld"], v["lF"]) - math.log(max(10.0 * float(q["beta"]), 1e-300)))(
                   _l1595_dims(q))),
    Assumption("(73) from (70) and sigma (L1591)", "sigma (s + xi F/2) >= (1/2 + 1/lambda) xi F, i.e. fe >= 2K",
               lambda q: float(q["fe"]) - 2.0 * float(q["K"]) + 1e-12),
    Assumption("Lemma 6.4: ||Theta'||_F <= 2 ||Theta_1||_F with ||E||_F = eps* (so ||Theta^perp||_F >= eps*)",
               "eps* <= ||Theta_1||_F (room for alpha in [-sqrt 3, sqrt 3])",
               _q(lambda v: float(1 - v["eps_over_F"]))),
)


def _move_lx(inst: dict, t: float) -> dict:
    return {**inst, "lx_extra": float(t)}


def _move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": max(1, int(round(t))), "k": max(float(inst["k"]), float(round(t)))}


def _move_lam(inst: dict, t: float) -> dict:
    return {**inst, "lam": float(t)}


CLAIMS += [
    Claim(
        id="chenli.lemma6.6",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.6, Section 6.4.1, {SEED_FILE} L1595-L1603 (Item 2 L1555; sigma L1577; (72) L1581; (70) "
               "L1549; (73), an encoded hypothesis; (68)-(69) L1543-L1547)",
        statement="'If |1 - Sum_i alpha_i| <= sigma, then a sufficient condition for Item 2 to hold is that Item 1 "
                  "holds and additionally |x^T E (X_2, -X_3)| >= sigma (2s + xi ||Theta_1||_F)' (L1595-L1597), "
                  "sigma = c_* eps*/(2s + xi ||Theta_1||_F), c_* = Theta(m log((k e^{beta^2})^{Theta(1/lambda)}/xi))"
                  "^{-1}; Item 2: x^T Theta' (X_2 - X_3)^T not in [s - Theta(eps*), s + xi ||Theta_1||_F + "
                  "Theta(eps*)]. Checked: the least margin (distance outside [s, s + xi ||Theta_1||_F]) over eps* "
                  "is >= an absolute constant (Item 2's Theta(eps*)), one constant over the lemma's hypotheses.",
        statement_tex=r"\textit{If $|1 - \sum_i \alpha_i| \leq \sigma$, then a sufficient condition for Item 2 to "
                      r"hold is that Item 1 holds and additionally} $$|x^\top \mathcal{E}(\mathbf{X}_2, "
                      r"-\mathbf{X}_3)| \geq \sigma \cdot (2s + \xi \|\boldsymbol{\theta}_1\|_F).$$",
        kind="deterministic", comparison=">=", bound=B.l1595_item2_shape, measure=_l1595_measure,
        exact=_l1595_exact, strategy=_l1595_instances, assumptions=_L1595_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("log(1/xi) -> inf (xi -> 0 inside (68)-(69); d grows with it)", "lx_extra", INF,
                      move=_move_lx, points=(10.0, 100.0, 1e3, 1e4, 1e5), grows=("d",),
                      reason="the margin is <= c_* eps*/2 = eps*/(2 K m L) and L >= log(1/xi)"),
            Direction("m -> inf", "m", INF, move=_move_m, points=(1.0, 4.0, 16.0, 64.0, 256.0), grows=("d",),
                      reason="c_* = 1/(K m L): the margin over eps* falls like 1/m"),
            Direction("lambda -> 0", "lam", 0.0, move=_move_lam, points=(0.5, 0.1, 0.03, 0.01, 3e-3), grows=("d",),
                      reason="L carries (log k + beta^2)/lambda"),
            Direction("eps* over (70)'s edge", "fe", INF, how="search",
                      reason="drawn in [1, 100] (eps* <= ||Theta_1||_F bounds it): a larger eps* only lowers xi F/eps*, "
                             "and the margin over eps* stays <= c_*/2 = 1/(2 K m L) at every eps*"),
            Direction("k, beta, s, c of (7) and (8), ||Theta_1||_F, K, d", "k", INF, how="search",
                      reason="drawn: k to 1e6, beta in [0, 3], c of s in [1e-3, 0.1], c7 in [1e-3, 1], c8 in [1, 5], "
                             "eps* up to 100 x (70)'s edge, ||Theta_1||_F up to 1e3 x Assumption 6's edge, K of (72) "
                             "in [0.01, 1/2], d up to 3 x the least the hypotheses allow (the margin does not depend "
                             "on d)"),
        ),
        expect="erratum",
        evidence="Worst case in closed form on Theta' = alpha Theta_1 + E (E orthogonal to the heads, ||E||_F = eps*, "
                 "so ||Theta^perp||_F >= eps* and ||Theta'||_F <= 2 ||Theta_1||_F for eps* <= ||Theta_1||_F): alpha "
                 "= 1 + sigma (|1 - Sum alpha| <= sigma), x^T Theta_1 (X_2 - X_3)^T = s + xi F (Item 1's top), x^T E "
                 "(X_2 - X_3)^T = -sigma (2s + xi F) (the lemma's condition with equality) give x^T Theta' (X_2 - "
                 "X_3)^T = s + xi F - sigma s, at distance sigma s - xi F <= c_* eps*/2 below s. With c_* = 1/(K m "
                 "L) ((72), any constant K), the margin over eps* is at most 1/(2 K m L), while Item 2 asks a margin "
                 "Theta(eps*) with an absolute constant; L >= log(1/xi) is unbounded inside the hypotheses ((69) "
                 "allows log(1/xi) up to lambda/(m kappa) ~ m^{5.5} log^2 d/(c lambda^{5.5})). Instance (m = 1, "
                 "lambda = 1/2, k = 2, beta = 0, s's c = 0.1, c of (7) = 1, c of (8) = 1, eps* at (70)'s edge, K = "
                 "1/2, ||Theta_1||_F at Assumption 6's edge): the margin over eps* is about 1/(2 K L): 0.07 at log(1/xi) "
                 "= 11.7, 1e-5 at 1e5; every encoded hypothesis holds ((68), (69), (8) with (7), Assumptions 1, 6, "
                 "11's m1_bar, Section 4.3, beta << min(d, F), (73)). Each scalar is realised by matrices (E has d^2 "
                 "- m free directions; a_1 by a rank-one change of Theta_1 along x (X_2 - X_3)^T of Frobenius norm "
                 "O(xi F/sqrt d)), as in chenli.lemma6.5's note. Not the encoding: the proof itself (L1601) ends at "
                 "|value - (s + xi F/2)| >= sigma (s + xi F/2) - xi F/lambda and then needs only (73), i.e. it proves "
                 "the value leaves [s, s + xi F], not by Theta(eps*). Lemma 6.15 (L2144-L2146) uses the Theta(eps*) "
                 "margin against 19 eps with eps* >= C eps, so there eps* must carry the factor 1/c_* = Theta(m L).",
        corrected=B.l1595_corrected,
        corrected_text="Under the hypotheses of Lemma 6.6, x^T Theta' (X_2 - X_3)^T is outside [s - M, s + xi "
                       "||Theta_1||_F + M] with M = c_* eps*/2 - (1/2 + 1/lambda) xi ||Theta_1||_F (>= 0 by (73)): "
                       "Item 2 holds with Theta(c_* eps*) for Theta(eps*) when eps* is a constant factor above (70)'s "
                       "edge.",
        second_path="tests/test_chenli_r14_chenliB.py::test_lemma6_6_second_path",
        mutants={"corrected margin times m (wrong along m)": B.l1595_mut_m,
                 "corrected margin over lambda (wrong along lambda -> 0)": B.l1595_mut_lam},
        notes="Encoded on m-head instances with alpha_i = 0 for i >= 2 (Sum alpha = alpha_1), which keeps clear of "
              "chenli.lemma6.5's erratum (Sum |alpha_i| ~ sqrt(m/lambda) against (71)'s 1/lambda); the margin is "
              "computed at 50 digits (s/eps* reaches e^{1e5}). The hidden constants of the hypotheses are read as "
              "stated in each assumption; K of (72) is drawn in [0.01, 1/2] (1/2 is the largest for which (73) "
              "follows from (70) at its edge).",
        domain=(
            Param("log(1/xi) above (68)'s edge", 0.0, INF, key="lx_extra", text="xi in (68)-(69)'s window",
                  unreached="log(1/xi) - (68)'s edge in [1e-2, 1e4] drawn, 1e5 on the path; (69)'s end moves with d"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8 drawn, 256 on its path"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda in [0.01, 0.999] drawn, 3e-3 on its path"),
            Param("eps*/(70)'s edge", 1.0, INF, key="fe", text="eps* >= (70)'s edge",
                  unreached="up to 100 x the edge: the margin over eps* is <= 1/(2 K m L) at every eps*"),
        ),
        settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
    ),
]
