"""Round 30 (helper discChC): discovery in chenli L2048-L2700 (Lemma 6.4's end, Section 6.5, Section 7).

The radial direction of Algorithm 1's body K (Eq. (102)). Every constraint LPCERTIFY adds (Step 12, L1472) reads
|X_1 Theta (X_2 - X_3)^T - s| <= 7 eps with s = log(alpha*_2/alpha*_3) and alpha*_2, alpha*_3 >= 1/3 (Step 10), so
|s| <= log 2; by Lemma 6.14's proof (L2086-L2100) every point Theta of the convex hull of Theta_1..Theta_m meets it
with |X_1 Theta (X_2 - X_3)^T - s| <= 6 eps. Hence (1 - t) Theta for t = eps/(log 2 + 6 eps) meets every constraint
(|(1 - t) v - s| <= 6 eps + t (log 2 + 6 eps) = 7 eps) and lies in K, whatever T and whichever examples were drawn.
Its Frobenius distance to the affine hull K_Theta is t dist(0, K_Theta), which grows with ||Theta_1||_F (at m = 1,
K_Theta = {Theta_1}: the distance is t ||Theta_1||_F); and the minimum-norm point hatTheta* of K has norm at most
(1 - t) ||Theta*||_F. Assumption 6 makes ||Theta_1||_F >> log(kd/sqrt(lambda')), i.e. large, so:

- ``chenli.cor6.16-radial`` (L2156-L2164): Corollary 6.16 as printed ('K does not contain any Theta at least
  eps*-far from K_Theta', eps* = max(C eps, xi-term), C absolute): fails along ||Theta_1||_F -> inf.
- ``chenli.display.thm6.17-l2218-radial`` (L2216-L2218): 'By Item (I), ||hatTheta* - Theta||_F <= eps*' (Theta the
  point of K_Theta nearest hatTheta*): for orthogonal heads Theta* is the point of K_Theta nearest 0, so
  dist(hatTheta*, K_Theta) >= ||Theta*|| - ||hatTheta*|| >= t ||Theta*||_F: fails the same way.
- ``chenli.thm6.17-ii-radial`` (L2200-L2208): Theorem 6.17 (II) as printed: ||Theta* - hatTheta*||_F >= t ||Theta*||
  against sqrt(eps ||Theta_1||_F/lambda) + kappa^{1/2} m^{1/4} lambda^{-3/4} ||Theta_1||_F: fails along log d -> inf
  with ||Theta_1||_F at Assumption 6's end (both terms fall relative to ||Theta_1||_F).

All three are measured in closed form (log space) on instances inside the printed hypotheses at the printed scale
(d = e^{L}, L in the thousands): Assumptions 1, 2 (orthogonal heads: any kappa), 3 ((8)), 6, 10, the xi window of
(68), (69), (107), Corollary 6.16's lower bound, xi << 1/||Theta_1||_F and (103), with every '<<' / '>>' read as a
factor chyp that is drawn in [10, 100] and grown along the path (``eventually=("chyp",)``, docs/hiddenhyp_r28.md).
The second path (tests/test_chenli_r30_discChC.py) runs LPCERTIFY's Steps 7-12 itself at d = 8 (m = 1, exact W) and
checks that (1 - t) Theta_1 meets every constraint drawn.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_discChC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_LOG2 = math.log(2.0)


def _parts(inst: dict) -> dict:
    """Every quantity of the instance in log space. Heads orthogonal (Assumption 2 for every kappa >= 0) with norms
    ||Theta_1||_F = F and ||Theta_i||_F = F (equal) or F sqrt(lambda) (Assumption 1's end) for i >= 2; r_Theta the
    least (8) and Assumption 1 admit at the factor chyp (c8 the exponent of log^c(dmk)); lambda' = 1/r_Theta (the
    largest Assumption 10 admits); F = Ffac x Assumption 6's lower end chyp log(kd/sqrt(lambda')); beta the least
    value with (103)'s second term <= eps sqrt(lambda')/10 (and >= Theorem 6.17's log(k/(eps sqrt(lambda)))/F); xi
    the least value in the window of (68), (69), (107), Corollary 6.16's lower bound, xi << 1/F and (103)."""
    m, lam, eps, k = int(inst["m"]), float(inst["lam"]), float(inst["eps"]), int(inst["k"])
    L, ch, c7, c8 = float(inst["L"]), float(inst["chyp"]), float(inst["c7"]), float(inst["c8"])
    lch = math.log(ch)
    lkappa = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2.0 * math.log(L)  # (7)
    kappa = math.exp(lkappa)
    lr8 = lch + c8 * math.log(L + math.log(m * k)) - lkappa - math.log(lam)  # (8) lower end
    lr1 = 2.0 * (lch + 1.5 * math.log(m) + math.log(math.log(m)) - math.log(lam)) if m > 1 else -INF  # Assumption 1
    lr = max(lr8, lr1)
    r = math.exp(min(lr, 700.0))
    a6 = math.log(k) + L + 0.5 * lr  # log(kd/sqrt(lambda')), lambda' = 1/r
    F = float(inst["Ffac"]) * ch * a6
    lF = math.log(F)
    beta = max(math.log(k / eps) - 0.5 * math.log(lam),
               math.log(20.0 * k * math.sqrt(m) / eps) + lr) / F
    lR = math.log(k) + beta * beta
    # the xi window ('<<' / '>>' as the factor chyp, Theta(1/lambda) exponents as 1/lambda, O(.) constants 1)
    lo69 = lch + lR / lam - lam / (m * kappa)
    lo616 = (lch - lR / lam + k * (0.5 * (math.log(m * k) + L - lr) - math.log(eps)) - min(r, 1e300) / m**2)
    lxi = max(lo69, lo616)
    hi = min(-lch - math.log(k) / lam - beta * beta / lam,  # (68)
             -lch - lR / lam**2,  # (107)'s right end
             -lch - lF,  # xi << 1/||Theta_1||_F
             math.log(eps / (5.0 * math.sqrt(m) * F)) - lr)  # (103)'s first term <= eps sqrt(lambda')/10
    # eps*'s xi branch m log(R^{1/lambda}/xi) (1/2 + 1/lambda) xi F (in logs; xi F is astronomically small here)
    lxt = math.log(m) + math.log(lR / lam - lxi) + math.log(0.5 + 1.0 / lam) + lxi + lF
    width = max(eps, math.exp(lxt)) if lxt < 700 else math.inf
    Z = (1.0 + (m - 1) / (1.0 if inst["equal"] else lam)) / (F * F)
    D = 1.0 / math.sqrt(Z)  # dist(0, K_Theta) = ||Theta*||_F (orthogonal heads)
    t = eps / (_LOG2 + 6.0 * eps)
    return {"m": m, "lam": lam, "eps": eps, "k": k, "L": L, "chyp": ch, "kappa": kappa, "log r_Theta": lr,
            "F": F, "beta": beta, "log R": lR, "log xi": lxi, "log xi_hi": hi, "log xi-term": lxt, "width": width,
            "D": D, "t": t,
            "a1": (lr - lr1) if m > 1 else 1.0,
            "a8_low": lr - lr8, "a8_high": L / 4.0 - lch - lr,
            "a6_low": F - ch * a6, "a6_high": m * (math.log(k) + L) - lF,
            "xi_window": hi - lxi,
            "beta_small": min(F, math.exp(min(L, 700.0))) / ch - beta,
            "eps_small": lam * F / ch - eps}


_A = (
    Assumption("Assumption 1", "lambda >> m^{3/2} log m/sqrt(r_Theta) (factor chyp)", lambda q: q["a1"] + 1e-9),
    Assumption("(8) lower", "log^{c8}(dmk)/(kappa lambda) << r_Theta (factor chyp; kappa of (7))",
               lambda q: q["a8_low"] + 1e-9),
    Assumption("(8) upper", "r_Theta << d^{1/4} (factor chyp)", lambda q: q["a8_high"]),
    Assumption("Assumption 6 lower", "log(kd/sqrt(lambda')) << ||Theta_1||_F (factor chyp)",
               lambda q: q["a6_low"] + 1e-6),
    Assumption("Assumption 6 upper", "||Theta_1||_F <= (kd)^{O(m)} (read (kd)^m)", lambda q: q["a6_high"]),
    Assumption("xi window", "xi meets (68), (69), (107), Corollary 6.16's lower bound, xi << 1/||Theta_1||_F "
               "(factors chyp) and (103)'s first term <= eps sqrt(lambda')/10", lambda q: q["xi_window"]),
    Assumption("beta", "beta << min(d, ||Theta_1||_F) (Lemma 6.4; factor chyp)", lambda q: q["beta_small"]),
)
_A_THM = _A + (Assumption("eps <= O(lambda ||Theta_1||_F)", "Theorem 6.17 (II)'s proviso (constant 1/chyp)",
                          lambda q: q["eps_small"]),)


def _least_L(m: int, lam: float, k: int, ch: float, c7: float, c8: float) -> float:
    """The least log d at which (8) has room at the factor chyp (fixed point of L/4 = log chyp + log r_Theta(L))."""
    L = 50.0
    for _ in range(80):
        lkappa = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2.0 * math.log(L)
        lr = math.log(ch) + c8 * math.log(L + math.log(m * k)) - lkappa - math.log(lam)
        if m > 1:
            lr = max(lr, 2.0 * (math.log(ch) + 1.5 * math.log(m) + math.log(math.log(m)) - math.log(lam)))
        L = max(L, 4.0 * (math.log(ch) + lr) + 1.0)
    return L


@st.composite
def _instances(draw: st.DrawFn) -> dict:
    m = draw(with_edges(st.integers(1, 8), 1, 2))
    lam = float(draw(with_edges(log_uniform(0.05, 0.999), 0.999, 0.5)))
    k = draw(with_edges(st.integers(3, 1000), 3))
    ch = float(draw(with_edges(log_uniform(10.0, 100.0), 10.0)))
    c7 = float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0)))
    c8 = float(draw(with_edges(st.floats(1.0, 6.0), 1.0)))
    L0 = _least_L(m, lam, k, ch, c7, c8)
    return {"m": m, "lam": lam, "k": k, "chyp": ch, "c7": c7, "c8": c8,
            "eps": float(draw(with_edges(log_uniform(1e-4, 0.1), 0.01, 1e-4))),
            "L": L0 * float(draw(with_edges(log_uniform(1.0, 10.0), 1.0))),
            "Ffac": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0))),
            "equal": draw(st.booleans())}


def _move_F(inst: dict, t: float) -> dict:
    """||Theta_1||_F -> inf at fixed d: Ffac = t (Assumption 6 holds for every constant eventually); the '<<' factor
    chyp grows with it (chyp = 10 t^{1/4}, log d re-derived so (8) keeps room)."""
    ch = 10.0 * float(t) ** 0.25
    L = max(float(inst["L"]), _least_L(int(inst["m"]), float(inst["lam"]), int(inst["k"]), ch, float(inst["c7"]),
                                         float(inst["c8"])))
    return {**inst, "Ffac": float(t), "chyp": ch, "L": L}


def _move_L(inst: dict, t: float) -> dict:
    """log d -> inf: L = t x the least log d (8) admits, chyp = 10 t^{1/4}, ||Theta_1||_F at Assumption 6's end x 10
    (it grows like chyp log d)."""
    ch = 10.0 * float(t) ** 0.25
    L0 = _least_L(int(inst["m"]), float(inst["lam"]), int(inst["k"]), ch, float(inst["c7"]), float(inst["c8"]))
    return {**inst, "L": L0 * float(t), "chyp": ch, "Ffac": 10.0}


def _width_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = dist((1 - t) Theta*, K_Theta)/max(eps, xi-term) = t D/max(eps, xi-term) (Theta* in the hull, so (1 - t)
    Theta* is in K; its distance to the affine hull is t dist(0, K_Theta) = t ||Theta*||_F for orthogonal heads)."""
    p = _parts(inst)
    lhs = p["t"] * p["D"] / p["width"]
    return Measurement(lhs, {"m": p["m"], "lam": p["lam"], "eps": p["eps"], "F": p["F"], "L": p["L"],
                             "chyp": p["chyp"], "D_over_eps": p["D"] / p["width"]}, p)


def _thm_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = t ||Theta*||_F <= ||Theta*||_F - ||hatTheta*||_F <= ||Theta* - hatTheta*||_F ((1 - t) Theta* is in K,
    so the minimum-norm point hatTheta* has norm at most (1 - t) ||Theta*||_F)."""
    p = _parts(inst)
    return Measurement(p["t"] * p["D"], {"m": p["m"], "lam": p["lam"], "eps": p["eps"], "F": p["F"], "L": p["L"],
                                         "chyp": p["chyp"], "kappa": p["kappa"]}, p)


def _span_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Under the span reading the radial point (1 - t) Theta* lies in span(Theta_1..Theta_m): distance 0."""
    p = _parts(inst)
    return Measurement(0.0, {"m": p["m"], "lam": p["lam"], "eps": p["eps"], "F": p["F"], "L": p["L"],
                             "chyp": p["chyp"], "D_over_eps": p["D"] / p["width"]}, p)


_DIRS = (
    Direction("||Theta_1||_F -> inf (Ffac = t, chyp = 10 t^{1/4})", "Ffac", INF, how="path", move=_move_F,
              points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e5), grows=("chyp",),
              reason="the radial point's distance t dist(0, K_Theta) grows like ||Theta_1||_F; eps* does not"),
    Direction("log d -> inf (chyp = 10 t^{1/4}, ||Theta_1||_F at 10 x Assumption 6's end)", "L", INF, how="path",
              move=_move_L, points=(1.0, 3.0, 10.0, 30.0, 100.0), grows=("chyp",),
              reason="||Theta_1||_F grows like chyp log d along Assumption 6"),
    Direction("m, lambda, k, eps, c7, c8, norms", "m", INF, how="search",
              reason="drawn: m <= 8, lambda in [0.05, 0.999], k <= 1000, eps in [1e-4, 0.1], (7)'s c, (8)'s exponent "
                     "c8 in [1, 6], equal norms or Assumption 1's end"),
)

_DOMAIN = (
    Param("||Theta_1||_F", 0.0, INF, lo_closed=False, key="F", text="||Theta_1||_F (Assumption 6: >> log(kd/sqrt(lambda')))",
          unreached="F >= chyp log(kd/sqrt(lambda')) (Assumption 6's lower end): below it the hypotheses fail"),
    Param("eps", 0.0, INF, lo_closed=False, key="eps", text="eps > 0 ('Take any eps > 0')",
          unreached="eps in [1e-4, 0.1]: the radial width t = eps/(log 2 + 6 eps) is linear in eps there"),
    Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8: dist(0, K_Theta) ~ ||Theta_1||_F/sqrt(m)"),
    Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1) (Assumption 1)",
          unreached="lambda in [0.05, 0.999]"),
    Param("log d", 0.0, INF, lo_closed=False, key="L", text="log d",
          unreached="log d >= the least value (8) admits at chyp (hundreds to thousands)"),
)

_WHY = ("Why it is not our encoding: Step 10 (L1471) admits only examples with alpha*_2, alpha*_3 >= 1/3, so every "
        "constraint's s has |s| <= log 2, and Lemma 6.14's proof (L2086-L2100) gives |X_1 Theta (X_2 - X_3)^T - s| <= "
        "6 eps for every Theta in the hull (on the event E of Eq. (65), the event every result of Section 6.5 "
        "conditions on); nothing in L fixes the scale of Theta. Lemma 6.4's Item 2 cannot hold for Theta' = (1 - t) "
        "Theta_1: under Item 1 X_1 Theta' (X_2 - X_3)^T lies within t (s + xi ||Theta_1||_F) of [s, s + xi "
        "||Theta_1||_F], and t s ~ eps s/||Theta_1||_F << eps* (s = c min(1, ||Theta_1||_F), L1557); Lemma 6.5 "
        "(L1589) needs 2 s + xi ||Theta_1||_F >= c_* ||Theta_1||_F for the radial direction, which fails once "
        "||Theta_1||_F >> s/c_*. The proof of Corollary 6.16 therefore has no X cutting the radial direction. The "
        "heads' internal structure (Assumptions 3-5, 7) does not enter the measurement (only their norms and "
        "orthogonality); heads meeting them exist at these d under the satisfiable reading of Assumption 7 (exponent "
        "<= 1, chenli.display.assump7-generic); under its literal exponent > 1 no Theta meets Assumption 7 "
        "(chenli.display.sec4-assump7-nonempty) and every result assuming it is vacuous. ")

CLAIMS += [Claim(
    id="chenli.cor6.16-radial",
    catalog_id="chenli.cor6.16",
    paper=PAPER,
    source=f"Corollary 6.16, Section 6.5, {SEED_FILE} L2156-L2164 (K: (102) L2070; Algorithm 1 Steps 10-12 L1471-L1473; "
           "Lemma 6.14 L2084-L2100; Lemma 6.15's eps* L2104-L2110; Assumptions 1, 3, 6, 10 L429-L485)",
    statement="Corollary 6.16 as printed: if eps*, xi satisfy Lemma 6.15's hypotheses (eps* >= max(C eps, m log((k "
              "e^{beta^2})^{Theta(1/lambda)}/xi)(1/2 + 1/lambda) xi ||Theta_1||_F), C absolute; (68), (69), xi << "
              "1/||Theta_1||_F, (103)), xi >> (k e^{beta^2})^{-O(1/lambda)} Theta(sqrt(mkd lambda')/eps)^k "
              "exp(-O(r_Theta/m^2)) and T >= Omega(1/xi)^m (...), then w.p. >= 1 - delta K does not contain any Theta "
              "at least eps*-far in Frobenius distance from K_Theta (the affine hull). Checked on the radial point "
              "(1 - t) Theta*, t = eps/(log 2 + 6 eps), which lies in K for every T (Step 10: |s| <= log 2; Lemma "
              "6.14: the hull meets each constraint within 6 eps): lhs = its distance t dist(0, K_Theta) over "
              "max(eps, xi-term), against one absolute C.",
    statement_tex=r"\text{then with probability at least } 1 - \delta,\ K \text{ does not contain any } "
                  r"\boldsymbol{\Theta} \in \mathbb{R}^{d \times d} \text{ which is at least } \varepsilon^*"
                  r"\text{-far in Frobenius distance from } \mathbf{K}_{\boldsymbol{\Theta}}",
    kind="algorithmic", comparison="<=", bound=B.one, measure=_width_measure, strategy=lambda: _instances(),
    assumptions=_A, constants="hidden", uniform=True, eventually=("chyp",), directions=_DIRS,
    readings=(Reading("K_Theta as the span",
                      "far from the span of Theta_1..Theta_m (the Items' gloss at L1561 'far from the span', Definition "
                      "6.13's third condition and Theorem 6.17's use at L2194): the radial point is in the span",
                      measure=_span_measure),),
    expect="erratum as printed",
    evidence="Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. " + _WHY + "At m = 1, K_Theta = {Theta_1} and the radial point is at "
             "distance t ||Theta_1||_F, so Corollary 6.16 needs C >= ||Theta_1||_F/(log 2 + 6 eps): no absolute "
             "constant, since Assumption 6 makes ||Theta_1||_F >> log(kd/sqrt(lambda')). In ci the path ||Theta_1||_F "
             "-> inf grows the ratio like ||Theta_1||_F (ci: 2.1e3 -> 1.3e12 over 7 decades, the '<<' factor grown 10 -> 560); the xi branch of eps* is "
             "astronomically small at the least admissible xi ((69)'s e^{-lambda/(m kappa)}). Second path: "
             "LPCERTIFY's Steps 7-12 at d = 8 (m = 1, exact W, 2e4 draws, 550-3900 constraints), (1 - t) Theta_1 "
             "with t = 7 eps/max|s| >= 10 eps meets every constraint and dist/eps = 5.5, 10.6, 20.3, 40.5, 81.1 at "
             "||Theta_1||_F = 0.5 .. 8. Under the span reading (Item 2's gloss, Definition 6.13) the radial point is "
             "at distance 0 (the reading holds on this family; chenli.cor6.16 checks span-orthogonal directions).",
    second_path="tests/test_chenli_r30_discChC.py::test_radial_point_in_K",
    corrected=B.width_corrected,
    corrected_text="K does not contain any Theta at least C eps (1 + dist(0, K_Theta)/eps)... i.e. eps* must carry a "
                   "term of order eps ||Theta*||_F (the radial width), or K_Theta is read as the span.",
    mutants={"a width 1 + sqrt(D/eps) (wrong exponent)": B.width_mutant_sqrt,
             "a width 1/log(2 + D/eps)": B.width_mutant_log},
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.6}},
)]

CLAIMS += [Claim(
    id="chenli.display.thm6.17-l2218-radial",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Proof of Theorem 6.17 (II), Section 6.5, {SEED_FILE} L2216-L2218 ((108) L2212-L2214; Item (I) L2196-L2198; K (102) L2070; "
           "Algorithm 1 Steps 10-12 L1471-L1473; Lemma 6.14 L2084-L2100)",
    statement="'Let Theta denote the point in K_Theta closest to hatTheta* [...] By Item (I) of the Lemma, "
              "||hatTheta* - Theta||_F <= eps*', hatTheta* the minimum-norm point of K, eps* = max(eps, m log((k "
              "e^{beta^2})^{Theta(1/lambda)}/xi)(1/2 + 1/lambda) xi ||Theta_1||_F) (L2198), Item (I)'s O(eps*) "
              "hidden. For orthogonal heads Theta* is the point of K_Theta nearest 0, so dist(hatTheta*, K_Theta) >= "
              "||Theta*||_F - ||hatTheta*||_F >= t ||Theta*||_F ((1 - t) Theta* in K, t = eps/(log 2 + 6 eps)): lhs = "
              "that lower bound over max(eps, xi-term), against one constant.",
    statement_tex=r"$$\|\widehat{\Theta}^* - \Theta\|_F \leq \varepsilon^*.$$",
    kind="step", comparison="<=", bound=B.one, measure=_width_measure, strategy=lambda: _instances(),
    assumptions=_A, constants="hidden", uniform=True, eventually=("chyp",), directions=_DIRS,
    expect="erratum",
    evidence="Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. " + _WHY + "hatTheta* is the minimum-norm point of K, so it takes the radial "
             "shrinkage: ||hatTheta*||_F <= (1 - t) ||Theta*||_F, and for orthogonal heads (Assumption 2 with any "
             "kappa) Theta* is the nearest point of the affine hull to 0, so hatTheta* is at least t ||Theta*||_F = "
             "t ||Theta_1||_F/sqrt(m) (equal norms) from K_Theta: Item (I)'s O(eps*) would need a constant growing "
             "like ||Theta_1||_F. Theorem 6.17 (II) itself: chenli.thm6.17-ii-radial. Replaces the round-26 cover of "
             "L2218 by chenli.display.thm6.17-l2222-triangle, which draws this display as its hypothesis.",
    second_path="tests/test_chenli_r30_discChC.py::test_radial_point_in_K",
    corrected=B.width_corrected,
    corrected_text="||hatTheta* - Theta||_F <= O(eps*) + O(eps ||Theta*||_F) (the radial shrinkage of the minimum-norm "
                   "point).",
    mutants={"a width 1 + sqrt(D/eps) (wrong exponent)": B.width_mutant_sqrt,
             "a width 1/log(2 + D/eps)": B.width_mutant_log},
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.6}},
)]

CLAIMS += [Claim(
    id="chenli.thm6.17-ii-radial",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Theorem 6.17 (II), Section 6.5, {SEED_FILE} L2200-L2208 (beta, R, (107) L2176-L2184; K (102) L2070; "
           "Algorithm 1 Steps 10-12 L1471-L1473; Lemma 6.14 L2084-L2100; (7) L439; Assumptions 1, 3, 6, 10)",
    statement="Theorem 6.17 (II) as printed: Theta* := (1/Z) sum_i Theta_i/||Theta_i||_F^2, hatTheta* the minimum-norm "
              "point of K (102); provided eps <= O(lambda ||Theta_1||_F), w.p. >= 1 - O(delta) ||Theta* - "
              "hatTheta*||_F <~ sqrt(eps ||Theta_1||_F/lambda) + kappa^{1/2} m^{1/4} lambda^{-3/4} ||Theta_1||_F "
              "(kappa of (7)), for every T and beta, xi as printed. Checked with lhs = t ||Theta*||_F, t = eps/(log 2 "
              "+ 6 eps), a lower bound on ||Theta* - hatTheta*||_F on the event E ((1 - t) Theta* is in K: Step 10's "
              "|s| <= log 2 and Lemma 6.14's 6 eps), against the printed shape with one constant.",
    statement_tex=r"$$\|\Theta^* - \widehat{\Theta}^*\|_F \lesssim \sqrt{\frac{\varepsilon\|\Theta_1\|_F}{\lambda}} + "
                  r"\frac{\kappa^{1/2}m^{1/4}}{\lambda^{3/4}} \cdot \|\Theta_1\|_F.$$",
    kind="algorithmic", comparison="<=", bound=B.thm617_ii_shape, measure=_thm_measure, strategy=lambda: _instances(),
    assumptions=_A_THM, constants="hidden", uniform=True, eventually=("chyp",), directions=_DIRS,
    expect="erratum",
    evidence="Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. " + _WHY + "The minimum-norm point of K is at most (1 - t) ||Theta*||_F long, "
             "so ||Theta* - hatTheta*||_F >= t ||Theta*||_F >= t ||Theta_1||_F sqrt(lambda/m): linear in "
             "||Theta_1||_F, while the printed bound is sqrt(eps ||Theta_1||_F/lambda) + (c^{1/2} lambda^{5/2}/(m^3 "
             "log d)) ||Theta_1||_F with kappa of (7). Along log d -> inf with ||Theta_1||_F at Assumption 6's end "
             "(~ chyp log d) both terms fall relative to ||Theta_1||_F, so the ratio grows without bound (like "
             "min(sqrt(||Theta_1||_F), log d); ci's ||Theta_1||_F path: 4.3 -> 371) for any constant, for every T (K only shrinks as T grows, and the "
             "radial point stays in K). The failure is on the event E that the proof conditions on, whose "
             "probability the paper bounds below by 1 - O(delta). Item (I) is not affected (its third condition is "
             "relative distance to the span).",
    second_path="tests/test_chenli_r30_discChC.py::test_min_norm_point_shrinks",
    corrected=B.thm617_ii_corrected,
    corrected_text="||Theta* - hatTheta*||_F <~ sqrt(eps ||Theta_1||_F/lambda) + kappa^{1/2} m^{1/4} lambda^{-3/4} "
                   "||Theta_1||_F + eps ||Theta_1||_F.",
    mutants={"sqrt(eps F) + kappa^{1/2} lambda^{-3/4} F (1/lambda and m^{1/4} dropped)": B.thm617_ii_mutant_no_sqrt,
             "corrected with eps sqrt(F) in place of eps F": B.thm617_ii_corrected_mutant},
    domain=_DOMAIN,
    settings={"ci": {"max_examples": 12, "budget_s": 0.6}},
)]


# ------------------------------------------- Lemma 7.7's proof, L2591: the probability of (126), as printed
#
# As printed (L2591): 'Recall from Eq. (121) that Eq. (126) holds with probability at least 1 - exp(-Omega(beta m
# r_Theta))', (126): ||Theta~^T x||^2 <= (1 + beta) ||Theta~||_F^2 (L2585), x ~ {+-1}^d. (121) itself (L2511) prints
# exp(-Omega(-beta m r_Theta)) (a bound >= 1: chenli.display.lemma7.5-eq121 checks that literal, which cannot fail);
# L2591 restates it with the intended sign. Instances as chenli.display.lemma7.3-hw-rate (the chain's premise
# ||Theta~||_F^2/||Theta~||_op^2 >= m r_Theta with equality): m heads on disjoint coordinates, equal norms (kappa = 0,
# E = 0), each Theta_i = sum_{b <= r_Theta} (e_{2b-1} + e_{2b}) u_b^T/sqrt(2): ||Theta~^T x||^2/||Theta~||_F^2 - 1 =
# (1/N) sum_b x_{2b-1} x_{2b}, N = m r_Theta, so P[not (126)] = P[Bin(N, 1/2) > N (1 + beta)/2] exactly. lhs = beta m
# r_Theta/log(1/P[not (126)]) (the Omega's constant is 1/lhs), against one constant.


@st.composite
def _l2591_instances(draw: st.DrawFn) -> dict:
    """beta in [1e-3, 0.99] (beta << 1, L2453), m in 1..8, K = beta^2 N in [20, 400] (log-uniform: P <= e^-10)."""
    return {"beta": float(draw(with_edges(log_uniform(1e-3, 0.99), 0.5))), "m": int(draw(with_edges(st.integers(1, 8), 1))),
            "K": float(draw(with_edges(log_uniform(20.0, 400.0), 20.0)))}


def _l2591_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    from scipy.special import betainc

    beta, m = float(inst["beta"]), int(inst["m"])
    r = math.ceil(float(inst["K"]) / (beta**2 * m))
    N = m * r
    if N > 1e13:
        raise SolverFailure(f"N = {N:.3g} > 1e13")
    k = math.floor(N * (1 + beta) / 2)  # mean > beta <=> H > N (1 + beta)/2
    tail = float(betainc(k + 1, N - k, 0.5))  # P[H > k], H ~ Bin(N, 1/2)
    if not tail > 0:
        raise SolverFailure(f"tail underflow at N = {N}, k = {k}")
    g = beta * m * r
    return Measurement(g / -math.log(tail), {"beta": beta, "N": float(N), "m": m, "r": float(r)},
                       {"log P[not (126)]": math.log(tail), "beta m r_Theta": g, "beta^2 N": beta**2 * N,
                        "regime_slack": beta**2 * N - 20.0})


def _l2591_move_beta(inst: dict, t: float) -> dict:
    """beta = 1/t at fixed beta^2 N (r_Theta grows like t^2, beta m r_Theta like t)."""
    return {**inst, "beta": 1.0 / float(t)}


def _l2591_move_m(inst: dict, t: float) -> dict:
    return {**inst, "m": int(round(t))}


CLAIMS += [Claim(
    id="chenli.display.lemma7.7-eq126-prob",
    catalog_id="chenli.lemma7.7",
    paper=PAPER,
    source=f"Proof of Lemma 7.7, Section 7.2, {SEED_FILE} L2591 ((126) L2585; (121) L2511; (119) L2503; the stable-rank "
           "chain L2371-L2377; Theorem 3.1 L304)",
    statement="'Recall from Eq. (121) that Eq. (126) holds with probability at least 1 - exp(-Omega(beta m r_Theta))' "
              "(L2591), (126): ||Theta~^T x||^2 <= (1 + beta) ||Theta~||_F^2 over x ~ {+-1}^d, Theta~ = (1/Z) sum_i "
              "Theta_i/||Theta_i||_F^2 + E with ||Theta~||_F^2/||Theta~||_op^2 >= m r_Theta (L2377), beta << 1 "
              "(L2453). Constant hidden: lhs = beta m r_Theta/log(1/P[not (126)]) bounded uniformly.",
    statement_tex=r"\text{Recall from Eq. (121) that Eq. (126) holds with probability at least } 1 - "
                  r"\exp(-\Omega(\beta m r_\Theta))",
    kind="step", comparison="<=", bound=B.one, measure=_l2591_measure, strategy=lambda: _l2591_instances(),
    constants="hidden", uniform=True,
    assumptions=(Assumption("beta^2 N >= 20", "the non-vacuous range of a bound 1 - exp(-Omega(.)) (P <= e^-10); "
                            "narrower than the printed regime beta m r_Theta >> C^2 >> 1", lambda q: q["regime_slack"]),),
    directions=(
        Direction("beta -> 0 at fixed beta^2 m r_Theta (t = 1/beta)", "beta", INF, how="path", move=_l2591_move_beta,
                  points=(2.0, 10.0, 100.0, 1e3, 1e4, 1e5),
                  reason="P ~ exp(-beta^2 N/2) stays fixed while beta m r_Theta = (beta^2 N)/beta grows like 1/beta; "
                         "beta m r_Theta >> C^2 holds for every constant eventually along it"),
        Direction("m -> inf", "m", INF, how="path", move=_l2591_move_m, points=(1.0, 4.0, 16.0, 64.0),
                  reason="m and N = m r_Theta scale together: lhs levels off"),
        Direction("beta^2 m r_Theta", "K", INF, how="search",
                  reason="K = beta^2 N in [20, 400]: larger K only moves P further into the tail at the same ratio"),
        Direction("d, kappa, lambda, mu, Theta's spectrum", "d", INF, how="unsearched",
                  reason="the event depends on x only through ||Theta~^T x||^2; for the disjoint-block heads it is the "
                         "exact binomial law, whatever d >= 2N; Theorem 3.1's rate depends on Theta~ only through its "
                         "stable rank, which the blocks fix at N = m r_Theta"),
    ),
    expect="erratum",
    evidence="Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED, auditor C CONFIRMED. The one-sided upper tail of a Rademacher chaos at relative deviation beta < 1 "
             "decays like exp(-Theta(beta^2 N)) (Theorem 3.1 at t = beta ||Theta~||_F^2: exp(-Omega(beta^2 r ^ beta "
             "r))), not exp(-Omega(beta m r_Theta)): on the block heads P[not (126)] = P[Bin(N, 1/2) > N(1 + "
             "beta)/2] ~ exp(-beta^2 N/2), so the rate constant the statement needs is ~ beta/2 -> 0 along beta -> 0 "
             "at fixed beta^2 N (m = 1, beta = 0.02, r_Theta = 5e4: log(1/P) = 10.6 against beta m r_Theta = 1000). "
             "The same rate slip as the two-sided L2381 and L2451 (chenli.display.lemma7.3-hw-rate, "
             "-lemma7.4-hw-rate, errata); (121) itself prints exp(-Omega(-beta m r_Theta)), a bound >= 1 that its "
             "claim chenli.display.lemma7.5-eq121 checks literally (it cannot fail): this is the sign-corrected "
             "restatement the proof uses. Lemma 7.7 keeps its record (uncomputable).",
    second_path="tests/test_chenli_r30_discChC.py::test_eq126_one_sided_rate",
    corrected=B.rate_beta_squared,
    corrected_text="(126) holds with probability at least 1 - exp(-Omega(beta^2 m r_Theta)) (beta < 1).",
    mutants={"rate beta^{3/2} m r_Theta (a wrong power of beta)": B.rate_beta_three_halves},
    domain=(Param("beta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < beta << 1 (L2453)",
                  unreached="beta >= 1e-5 (the path); beta <= 0.99"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8 in the search, 64 on the path"),
            Param("r_Theta", 1.0, INF, key="r", text="r_Theta (stable rank of each head)",
                  unreached="r_Theta <= 4e12 (N <= 1e13)")),
    settings={"ci": {"max_examples": 20, "budget_s": 0.25}},
)]
