"""Round 29 (helper inproof2): chenli's remaining in-proof rows as step claims.

- ``chenli.display.lemma5.9-cube-sum`` (L749): on Lemma 5.9's event (||Theta_[1]^T x||^2 > ||Theta||_F^2/3 and
  |(Theta^T x)_i| <~ r_Theta/sqrt(d) ||Theta||_F for all i in [d1], L738-L741), sum_{i <= d1} |(Theta^T x)_i|^3 <~
  nu^3 r_Theta^3/sqrt(d) ||Theta||_F^3 (nu Assumption 4's v). The event's hidden constant K is drawn over [0.1, 10]
  and grown along a path (to 1e4, where the cap no longer binds); the sum is maximised exactly over the enumerated
  support of pi^s that meets the event.
- ``chenli.display.lemma5.11-markov-bullet2`` (L880): Markov after the second bullet's moment, the exact probability
  over pi^s and Definition 5.10's coupling (nu', nu'' free), against 1/s'^2 + 1/r + 1/s^2 (above the printed right
  side for any constants).

Withdrawn in review (round 29): Lemma 5.8's (24), (26) (L680, L698) and L814's upper tail, encoded here as exact
counts over pi^s's support, could not fail at any enumerable size (the event never fails at d <= 13: P = 0, every
shape holds); their rows stay in-proof with that note.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_inproof2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import _SECTION4, PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.r11_chenli5 import _blocks_theta
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.chenli.r29_inproof import pi_s_support

CLAIMS: list[Claim] = []


@st.composite
def _l749_inst(draw: st.DrawFn) -> dict:
    """d1 in [1, 6], d2 in [1, 4], d3 in [0, 3] (d <= 11: Assumption 4's v enumerates the 2^d sets S), any slice
    counts (the extremes drawn often), Theta orthogonal, Gaussian, aligned, signed (r11_chenli5's families) or
    'cube' (Gaussian with the S_[1] columns times 3, so the first bullet holds often); the event's constant K
    log-uniform in [0.1, 10] (1 drawn often); r_Theta = rfrac * ||Theta||_F^2/||Theta||_op^2, rfrac log-uniform in
    [1e-2, 1] (1 drawn often); Theta's scale log-uniform in [1e-2, 1e2]."""
    d1 = draw(with_edges(st.integers(1, 6), 1, 6))
    d2 = draw(with_edges(st.integers(1, 4), 1, 4))
    d3 = draw(with_edges(st.integers(0, 3), 0, 3))

    def count(n: int) -> int:
        return draw(st.one_of(st.sampled_from([0, n]), st.integers(0, n)))

    return {"d1": d1, "d2": d2, "d3": d3, "a2": count(d2), "a3": count(d3),
            "family": draw(st.sampled_from(["cube", "cube", "orthogonal", "gaussian", "aligned", "signed"])),
            "scale": draw(st.sampled_from([1.5, 1.0, 3.0, 0.5])), "seed": draw(SEEDS),
            "K": float(draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0)))),
            "rfrac": float(draw(st.one_of(st.just(1.0), log_uniform(1e-2, 1.0)))),
            "tscale": float(draw(st.one_of(st.just(1.0), log_uniform(1e-2, 1e2))))}


def _l749_theta(inst: dict) -> np.ndarray:
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    rng = np.random.default_rng(inst["seed"])
    if inst["family"] == "cube":
        T = rng.normal(size=(d1 + d2 + d3,) * 2)
        T[:, :d1] *= 3.0
    else:
        T = _blocks_theta(inst["family"], d1, d2, d3, rng, float(inst["scale"]))
    return T * float(inst["tscale"])


def _l749_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max over the support points x of pi^s_{mu,nu; d1,d2,d3} that meet both bullets of the event (L739-L740,
    the second with constant K) of sum_{i <= d1} |(Theta^T x)_i|^3 (0 and the event assumption failing when none
    does)."""
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups

    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    T = _l749_theta(inst)
    X = pi_s_support(d1, d2, inst["a2"], d3, inst["a3"])
    W = (X @ T)[:, :d1]  # rows: the first d1 entries of Theta^T x
    fro = float(np.linalg.norm(T))
    srank = fro**2 / float(np.linalg.norm(T, 2)) ** 2
    r = float(inst["rfrac"]) * srank
    K = float(inst["K"])
    cap = K * r / math.sqrt(d) * fro
    ok = ((W**2).sum(1) > fro**2 / 3) & (np.abs(W).max(1) <= cap)
    sums = (np.abs(W) ** 3).sum(1)
    lhs = float(sums[ok].max()) if ok.any() else 0.0
    ups = assumption4_ups(T)
    finite = math.isfinite(ups)
    q = {"ups": ups if finite else 1.0, "r": r, "d": d, "fro": fro}
    return Measurement(lhs, q, {
        "event_nonempty": 1.0 if ok.any() else -1.0, "a4_finite": 1.0 if finite else -1.0,
        "r_slack": srank - r, "K": K, "srank": srank, "events": float(ok.sum()), "support": float(len(X)),
        "lhs/(K^3 d1/d shape)": lhs / (K**3 * d1 / d * B.l749_shape(**q)) if K > 0 else math.inf,
        "max over all support/shape": float(sums.max()) / B.l749_shape(**q)})


def _l749_move(field: str):
    def move(inst: dict, t: float) -> dict:
        return {**inst, field: float(t)}
    return move


CLAIMS.append(Claim(
    id="chenli.display.lemma5.9-cube-sum",
    catalog_id="chenli.lemma5.9",
    paper=PAPER,
    source=f"Proof of Lemma 5.9, Section 5.2, {SEED_FILE} L737-L749 (the event L738-L741, the display at L749; "
           "Assumptions 3-4, L445-L455)",
    statement="On the event ||Theta_[1]^T x||^2 > ||Theta||_F^2/3 and |(Theta^T x)_i| <~ r_Theta/sqrt(d) ||Theta||_F "
              "for all i in [d1]: sum_{i=1}^{d1} |(Theta^T x)_i|^3 <~ nu^3 r_Theta^3/sqrt(d) ||Theta||_F^3 (nu is "
              "Assumption 4's v), x ~ pi^s_{mu,nu; d1,d2,d3}.",
    statement_tex=r"$$\sum_{i=1}^{d_1} |(\Theta^\top x)_i|^3 \lesssim \frac{\nu^3 r_\Theta^3}{\sqrt{d}} "
                  r"\|\Theta\|_F^3,$$",
    kind="step", comparison="<=", bound=B.l749_shape, measure=_l749_measure, strategy=lambda: _l749_inst(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("event", "some support point of pi^s meets both bullets of L739-L740 (the second with the drawn "
                   "constant K)", lambda q: q["event_nonempty"]),
        Assumption("Assumption 4", "a finite v (no Theta Pi_S^perp vanishes); v the smallest admissible value",
                   lambda q: q["a4_finite"]),
        Assumption("Assumption 3 (first part)", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 (r_Theta = rfrac times the "
                   "stable rank: met exactly)", lambda q: q["r_slack"] + 1e-9 * q["srank"]),
        uncertified("assumption3-PiS", "Assumption 3's ||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 "
                    "for |S| <= c d", why="c is a 'sufficiently small constant' the paper leaves unspecified"),
        uncertified("d2-d3-r2", "Lemma 5.9's d2, d3 <~ r_Theta^2", why="'<~' with an unspecified constant"),
        _SECTION4,
    ),
    directions=(
        Direction("||Theta||_F -> 0", "tscale", 0.0, how="path", move=_l749_move("tscale"),
                  points=(1.0, 1e-2, 1e-4, 1e-8),
                  reason="both sides are 3-homogeneous in Theta (the event is scale-free): the ratio is constant"),
        Direction("||Theta||_F -> inf", "tscale", INF, how="path", move=_l749_move("tscale"),
                  points=(1.0, 1e2, 1e4, 1e8), reason="as above"),
        Direction("the event's constant K -> inf", "K", INF, how="path", move=_l749_move("K"),
                  points=(1.0, 10.0, 100.0, 1e3, 1e4), grows=("K",),
                  reason="drawn and grown: a larger K admits more support points; past max |(Theta^T x)_i|/cap(K=1) "
                         "every point meeting the first bullet is admitted and the maximum stops growing"),
        Direction("K -> 0", "K", 0.0, how="unsearched",
                  reason="a smaller K only shrinks the admitted set: sum <= d1 (K r/sqrt d)^3 ||Theta||_F^3 <= K^3 "
                         "(d1/d) nu^3 r^3/sqrt(d) ||Theta||_F^3 (nu >= 1), which falls"),
        Direction("r_Theta (rfrac), d, d1, d2, d3, mu, nu, Theta's shape", "r", 0.0, how="search",
                  reason="drawn: rfrac in [1e-2, 1], d1 <= 6, d2 <= 4, d3 <= 3, every slice count, five families; a "
                         "small r_Theta shrinks the cap with the bound (ratio <= K^3 d1/d by the algebra above)"),
    ),
    mutants={"||Theta||_F^4": B.l749_wrong_fro4, "||Theta||_F^2": B.l749_wrong_fro2},
    notes="Exact over x: the support of pi^s (2^{d1} cube points times the slice strings) enumerated, the points "
          "meeting both bullets kept and the largest sum_{i <= d1} |(Theta^T x)_i|^3 taken. Why it should hold "
          "(C = K^3): on the event each |(Theta^T x)_i| <= K r/sqrt(d) ||Theta||_F, so the sum is at most d1 "
          "K^3 r^3/d^{3/2} ||Theta||_F^3 <= K^3 nu^3 r^3/sqrt(d) ||Theta||_F^3 (d1 <= d, nu >= 1). The display's "
          "'<~' constant may depend on the event's absolute constant K; K is drawn in [0.1, 10] and grown to 1e4 "
          "along a path (the admitted set saturates). The first bullet is the event's explicit part.",
    domain=(
        Param("d", 2, INF, integer=True, key="d", text="Theta in R^{d x d}",
              unreached="d <= 11 (Assumption 4's v enumerates the 2^d sets S; pi^s's support enumerated)"),
        Param("K", 0.0, INF, key="K", lo_closed=False, text="the event's hidden '<~' constant",
              unreached="K in [0.1, 10] drawn, 1e4 by the path; below 0.1 the sum falls like K^3"),
        Param("r", 0.0, INF, key="r", lo_closed=False,
              text="r_Theta: any value with ||Theta||_F^2 >= r ||Theta||_op^2",
              unreached="r in [1e-2, 1] times the stable rank (d <= 11)"),
        Param("||Theta||_F", 0.0, INF, key="fro", lo_closed=False, text="Theta's scale",
              unreached="1e-8 .. 1e8 by the paths"),
    ),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))


# ------------------------------------------------ Lemma 5.11's proof (L880): Markov after the second bullet's moment


@st.composite
def _l880_inst(draw: st.DrawFn) -> dict:
    """d1 in [0, 2], d2, d3 in {4, 5} (min(r_Theta, d2, d3) >= 4 is needed for some c >= 1), the S_[2] counts of x,
    y, y' with |mu|, |mu'|, |mu''| <= 1/sqrt(d2) (c = 1's range: c <= sqrt(5)/2 adds none), x's S_[3] count within
    one of balanced (|nu| <= 1/d3: the second bullet fails for larger |nu| at these sizes), nu', nu'' any (the
    extremes drawn often), Theta orthogonal, Gaussian, aligned or signed, c within
    [1, sqrt(min(r, d2, d3))/2], r_Theta = rfrac times the stable rank (at least 4), s, s' log-uniform in
    [1e-2, 1e2]."""
    d1 = draw(st.integers(0, 2))
    d2 = draw(st.sampled_from([4, 5]))
    d3 = draw(st.sampled_from([4, 5]))

    def count(n: int) -> int:
        return draw(st.one_of(st.sampled_from([0, n]), st.integers(0, n)))

    lo2, hi2 = math.ceil((d2 - math.sqrt(d2)) / 2), math.floor((d2 + math.sqrt(d2)) / 2)  # |mu| <= 1/sqrt(d2)
    return {"d1": d1, "d2": d2, "d3": d3,
            "a2": draw(st.integers(lo2, hi2)), "b2": draw(st.integers(lo2, hi2)), "c2": draw(st.integers(lo2, hi2)),
            "a3": draw(st.integers((d3 - 1) // 2, (d3 + 1) // 2)), "b3": count(d3), "c3": count(d3),
            "family": draw(st.sampled_from(["orthogonal", "orthogonal", "gaussian", "aligned", "signed"])),
            "scale": draw(st.sampled_from([1.5, 1.0, 0.5])), "seed": draw(SEEDS),
            "cfrac": float(draw(st.one_of(st.just(0.0), st.floats(0.0, 1.0)))),
            "rfrac": float(draw(st.one_of(st.just(1.0), st.floats(0.0, 1.0)))),
            "s": float(draw(st.one_of(log_uniform(1e-2, 1e2), log_uniform(0.3, 3.0)))),
            "sp": float(draw(st.one_of(log_uniform(1e-2, 1e2), log_uniform(0.3, 3.0))))}


def _l880_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the exact probability, x uniform on pi^s's support and (y, y') ~ D_{mu',nu',mu'',nu''} (Definition
    5.10, enumerated with weights), that |x^T Theta (y - y')| exceeds L880's threshold s' (c/sqrt(d2) + c^2/r_Theta
    (c + s)^2 + (v^2 d3^3 + s^2 d3 v^2)/d + c (v d3 + s v)/sqrt(d))^{1/2} ||Theta||_F, v the smallest value
    Assumption 4 admits."""
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups
    from thmcheck.checks.papers.chenli.r11_chenli5 import _l900_theta
    from thmcheck.models.chenli.r29_inproof import coupling_support

    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    T = _l900_theta(inst)
    X = pi_s_support(d1, d2, inst["a2"], d3, inst["a3"])
    Y, Yp, Wt = coupling_support(0, d2, inst["b2"], inst["c2"], d3, inst["b3"], inst["c3"])
    D = np.c_[np.zeros((len(Wt), d1)), Y - Yp]
    V = np.abs(X @ T @ D.T)  # (x, coupling pair)
    fro = float(np.linalg.norm(T))
    srank = fro**2 / float(np.linalg.norm(T, 2)) ** 2
    r = max(4.0, float(inst["rfrac"]) * srank)
    cmax = math.sqrt(min(r, d2, d3)) / 2
    c = 1.0 + float(inst["cfrac"]) * max(0.0, cmax - 1.0)
    ups = assumption4_ups(T)
    finite = math.isfinite(ups)
    v = ups if finite else 1.0
    s, sp = float(inst["s"]), float(inst["sp"])
    inner = (c / math.sqrt(d2) + c * c / r * (c + s) ** 2 + (v * v * d3**3 + s * s * d3 * v * v) / d
             + c * (v * d3 + s * v) / math.sqrt(d))
    thr = sp * math.sqrt(inner) * fro
    P = float(((V > thr) * Wt[None, :]).sum() / len(X))
    mu = [(2 * inst[k] - d2) / d2 for k in ("a2", "b2", "c2")]
    nu = (2 * inst["a3"] - d3) / d3
    bullet2 = min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * c * abs(nu))) - d3 if nu != 0 else math.inf
    q = {"s": s, "sp": sp, "r": r, "d": d}
    return Measurement(P, q, {
        "c_slack": min(c - 1.0, cmax - c) + 1e-12, "mu_slack": c / math.sqrt(d2) - max(abs(m) for m in mu) + 1e-12,
        "bullet2_slack": bullet2, "r_slack": srank - r + 1e-9 * srank, "a4_finite": 1.0 if finite else -1.0,
        "c": c, "v": v, "nu": nu, "nu'": (2 * inst["b3"] - d3) / d3, "nu''": (2 * inst["c3"] - d3) / d3,
        "max/threshold": float(V.max()) / thr if thr > 0 else math.inf, "P s'^2": P * sp * sp})


def _l880_move(*fields: str):
    def move(inst: dict, t: float) -> dict:
        return {**inst, **{f: float(t) for f in fields}}
    return move


CLAIMS.append(Claim(
    id="chenli.display.lemma5.11-markov-bullet2",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L779-L783 (the second bullet), L868-L880 (the event, the "
           "display at L880)",
    statement="If the second bullet holds (1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'|, |mu''| <= "
              "c/sqrt(d2), d3 <= min(d/8 nu^2, sqrt(d r_Theta)/8 c nu)), by Markov's: P[|x^T Theta (y - y')| > s' "
              "(c/sqrt(d2) + c^2/r_Theta (c + s)^2 + (v^2 d3^3 + s^2 d3 v^2)/d + c (v d3 + s v)/sqrt(d))^{1/2} "
              "||Theta||_F] <~ 1/s'^2 + exp(-c' r_Theta) + exp(-Omega(s^2)), x ~ pi^s_{mu,nu}, (y, y') ~ "
              "D_{mu',nu',mu'',nu''} (v Assumption 4's parameter, nu x's S_[3] mean).",
    statement_tex=r"$$\mathbb{P}\left[|x^\top \Theta(y - y')| > s' \left(\frac{c}{\sqrt{d_2}} + \frac{c^2}{r_\Theta} "
                  r"(c+s)^2 + \frac{v^2 d_3^3 + s^2 d_3 v^2}{d} + \frac{c(vd_3 + sv)}{\sqrt{d}} \right)^{1/2} "
                  r"\|\Theta\|_F \right] \lesssim 1/s'^2 + \exp(-c'r_\Theta) + \exp(-\Omega(s^2)).$$",
    kind="step", comparison="<=", bound=B.l880_shape_above, measure=_l880_measure, strategy=lambda: _l880_inst(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"]),
        Assumption("mu's", "|mu|, |mu'|, |mu''| <= c/sqrt(d2)", lambda q: q["mu_slack"]),
        Assumption("second bullet", "d3 <= min(d/(8 nu^2), sqrt(d r_Theta)/(8 c nu)) (nu = x's S_[3] mean; "
                   "vacuous at nu = 0)", lambda q: q["bullet2_slack"]),
        Assumption("Assumption 3 (first part)", "||Theta||_F^2 >= r_Theta ||Theta||_op^2", lambda q: q["r_slack"]),
        Assumption("Assumption 4", "a finite v; v the smallest admissible value (the smallest threshold)",
                   lambda q: q["a4_finite"]),
        _SECTION4,
    ),
    directions=(
        Direction("s' -> inf", "sp", INF, how="path", move=_l880_move("sp"), points=(1.0, 10.0, 100.0, 1e4),
                  reason="the threshold grows like s': P reaches 0"),
        Direction("s, s' -> 0", "sp", 0.0, how="path", move=_l880_move("s", "sp"), points=(1.0, 0.1, 1e-2, 1e-4),
                  reason="P <= 1 while 1/s'^2 + 1/s^2 grows"),
        Direction("s -> inf", "s", INF, how="path", move=_l880_move("s"), points=(1.0, 10.0, 100.0, 1e4),
                  reason="the threshold grows like s' s: P falls"),
        Direction("d, d2, d3, c, r_Theta, the means, Theta", "d", INF, how="search",
                  reason="drawn: d1 <= 2, d2, d3 in {4, 5} (the least sizes at which some c >= 1 exists), every "
                         "admissible count, nu', nu'' free, four Theta families, c and r_Theta over their ranges"),
        Direction("||Theta||_F", "scale", INF, how="unsearched",
                  reason="both sides of the event are linear in Theta (v is scale-free)"),
    ),
    mutants={"s'^2 + s^2": B.l880_wrong_vanishing},
    notes="Exact: x's support (uniform) and Definition 5.10's coupling of (y, y') (enumerated with weights) give the "
          "probability in float64. The shape 1/s'^2 + 1/r + 1/s^2 is ABOVE the printed right side for any constants "
          "(exp(-a z) <= 1/(e a z)), as for chenli.display.lemma5.11-markov-bullet1 (L864): a divergence against it "
          "is one against the printed display with every choice of its hidden constants, while 'no counterexample' "
          "checks the 1/s'^2 rate and, at these sizes (r_Theta <= 12), the exp terms only up to a constant. Why it "
          "should hold: unlike L864, the threshold carries v^2 d3^3/d, which absorbs 4 <x^T Theta 1_[3]>^2 from "
          "free nu', nu'' (y - y' = -2 1_[3] on S_[3]) on the event of L870. Section 4's '<<' stay uncertified.",
    domain=(
        Param("d2", 4, INF, integer=True, key="d", text="d2, d3 >= 4 (some c >= 1 needs min(r, d2, d3) >= 4)",
              unreached="d2, d3 in {4, 5}, d1 <= 2 (every support enumerated)"),
        Param("s", 0.0, INF, key="s", lo_closed=False, text="s > 0", unreached="s in [1e-2, 1e2], paths 1e-4 .. 1e4"),
        Param("s'", 0.0, INF, key="sp", lo_closed=False, text="s' > 0",
              unreached="s' in [1e-2, 1e2], paths 1e-4 .. 1e4"),
    ),
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
))
