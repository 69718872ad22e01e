"""Round 29 (helper inproof2): chenli's remaining in-proof rows as step claims.

- ``chenli.display.lemma5.9-cube-sum`` (L749): on Lemma 5.9's event (||Theta_[1]^T x||^2 > ||Theta||_F^2/3 and
  |(Theta^T x)_i| <~ r_Theta/sqrt(d) ||Theta||_F for all i in [d1], L738-L741), sum_{i <= d1} |(Theta^T x)_i|^3 <~
  nu^3 r_Theta^3/sqrt(d) ||Theta||_F^3 (nu Assumption 4's v). The event's hidden constant K is drawn over [0.1, 10]
  and grown along a path (to 1e4, where the cap no longer binds); the sum is maximised exactly over the enumerated
  support of pi^s that meets the event.
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
        Direction("r_Theta (rfrac), d, d1, d2, d3, mu, nu, Theta's shape", "rfrac", 0.0, how="search",
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
