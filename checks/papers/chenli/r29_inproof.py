"""Round 29 (helper inproof): chenli's in-proof rows as step claims.

- ``chenli.display.lemma5.12-markov-norm`` (L896): P[||Theta_[2,3]^T x||^2 >= s^2 v^2 (d2 + d3)^2/d ||Theta||_F^2]
  <~ 1/s^2 for every s > 0, x ~ pi^s_{mu,nu; d1,d2,d3}: the exact probability over the enumerated support against
  the shape 1/s^2 with one constant (uniform).
- ``chenli.display.lemma5.12-markov-sum2`` (L904): P[(x^T Theta_[2,3] 1_[2])^2 > s'^2 v^2 (d2 + d3)^3/d
  ||Theta||_F^2] <~ 1/s'^2 for every s' > 0, likewise.

Theta, the slice counts and Assumption 4's v are those of chenli.display.lemma5.12-second-moment (r11_chenli5,
L900): v the smallest value Assumption 4 admits (its Pi_S^perp part included, 2^d sets S enumerated), which gives the
smallest threshold. Theta_[2,3] is Theta's S_[2] u S_[3] columns (x^T Theta y - x^T Theta y' = x^T Theta_[2,3]
(y - y'), L890), and 1_[2] the indicator of S_[2] (so Theta_[2,3] 1_[2] is the sum of Theta's S_[2] columns).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r29_inproof as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import _SECTION4, PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.r11_chenli5 import _l900_instances, _l900_theta
from thmcheck.checks.strategies import log_uniform
from thmcheck.models.chenli.r29_inproof import pi_s_support, tail_probability

CLAIMS: list[Claim] = []


@st.composite
def _inst(draw: st.DrawFn) -> dict:
    """The instances of chenli.display.lemma5.12-second-moment (d <= 11, every slice count, Theta orthogonal,
    Gaussian, aligned or signed) and the display's free s drawn over [1e-2, 1e2] in log scale (1 and its
    neighbourhood, where the tail starts to fall, drawn often)."""
    inst = draw(_l900_instances())
    s = draw(st.one_of(log_uniform(1e-2, 1e2), log_uniform(0.3, 3.0)))
    return {**inst, "s": float(s)}


def _parts(inst: dict, which: str) -> tuple[np.ndarray, float, dict, bool]:
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups

    T = _l900_theta(inst)
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    X = pi_s_support(d1, d2, inst["a2"], d3, inst["a3"])
    ups = assumption4_ups(T)
    finite = math.isfinite(ups)
    v = ups if finite else 1.0
    fro2 = float((T**2).sum())
    s = float(inst["s"])
    if which == "norm":
        W = X @ T[:, d1:]  # rows: (Theta_[2,3]^T x)^T
        vals = (W**2).sum(1)
        thr = s * s * v * v * (d2 + d3) ** 2 / d * fro2
    else:
        u = T[:, d1:d1 + d2].sum(1)  # Theta_[2,3] 1_[2]
        vals = (X @ u) ** 2
        thr = s * s * v * v * (d2 + d3) ** 3 / d * fro2
    q = {"s": s, "d": d, "d2": d2, "d3": d3, "ups": v, "a4_finite": 1.0 if finite else -1.0,
         "mu": (2 * inst["a2"] - d2) / d2, "nu": (2 * inst["a3"] - d3) / d3 if d3 else 0.0}
    return vals, thr, q, finite


def _measure(which: str):
    def m(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """lhs = the exact probability (uniform law on the enumerated support of pi^s) of the display's event."""
        vals, thr, q, _ = _parts(inst, which)
        p = tail_probability(vals, thr, strict=(which != "norm"))
        return Measurement(p, q, {"P": p, "max/threshold": float(vals.max()) / thr if thr > 0 else math.inf,
                                  "E/threshold": float(vals.mean()) / thr if thr > 0 else math.inf,
                                  "P s^2": p * q["s"] ** 2, "support": float(len(vals))})
    return m


def _move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


_A4 = Assumption("Assumption 4", "some finite v meets Assumption 4 (no Theta Pi_S^perp vanishes); v the smallest "
                 "admissible value", lambda q: q["a4_finite"])

_DOMAIN_COMMON = (
    Param("d", 2, INF, integer=True, text="Theta in R^{d x d}",
          unreached="d <= 11 (Assumption 4's v enumerates the 2^d sets S; pi^s's support enumerated)"),
    Param("d2", 1, INF, integer=True, key="d2", text="the slice block S_[2] (d2 = 0: the event is empty)",
          unreached="d2 <= 6"),
    Param("d3", 0, INF, integer=True, key="d3", text="the slice block S_[3]", unreached="d3 <= 5"),
    Param("mu", -1.0, 1.0, text="any multiple of 1/d2 (every +1 count drawn, the extremes first)"),
    Param("nu", -1.0, 1.0, text="any multiple of 1/d3"),
    Param("s", 0.0, INF, key="s", lo_closed=False, text="the display's free s > 0",
          unreached="s in [1e-2, 1e2] by search, the path to 1e4: below 1 the right side exceeds 1 >= P, above "
                    "the support's maximum over the threshold P = 0"),
)


def _directions(sym: str) -> tuple[Direction, ...]:
    return (
        Direction(f"{sym} -> inf", "s", INF, how="path", move=_move_s,
                  points=(1.0, 2.0, 4.0, 10.0, 100.0, 1e4),
                  reason="the threshold grows like s^2 while the values are fixed: P reaches 0 once s^2 exceeds "
                         "max/threshold(s = 1); P s^2 <= E/threshold(s = 1) (Markov)"),
        Direction(f"{sym} -> 0", "s", 0.0, how="path", move=_move_s, points=(1.0, 0.1, 1e-2, 1e-3),
                  reason="P <= 1 while the shape 1/s^2 grows: the ratio falls"),
        Direction("d2, d3, mu, nu, Theta", "d2", INF, how="search",
                  reason="drawn: d2 <= 6, d3 <= 5, d <= 11, every slice count, Theta orthogonal, Gaussian, aligned "
                         "or signed (the S_[2] columns sharing one column, the tight family of L900)"),
        Direction("||Theta||_F", "scale", INF, how="unsearched",
                  reason="both sides of the event are 2-homogeneous in Theta, the probability does not depend on "
                         "Theta's scale"),
    )


_NOTES = ("Exact: the support of pi^s (2^{d1} cube points times C(d2, a2) C(d3, a3) slice strings, uniform) is "
          "enumerated and the event counted in float64. v = the smallest value Assumption 4 admits (r5_chenli1."
          "assumption4_ups, Pi_S^perp part included), which gives the smallest threshold and so the largest "
          "probability. Why it should hold: E[x x^T] has unit diagonal, identity on the cube block and a PSD "
          "S_[2,3] block of top eigenvalue <= d2 + d3, so Markov gives P <= E/threshold <= 1/s^2 with constant 1 "
          "(L894's (d2 + d3)^2 and L900's (d2 + d3)^3 bounds, the latter chenli.display.lemma5.12-second-moment). "
          "Section 4's hidden '<<' (v << sqrt(d)/r_Theta^2) are not used by the display and stay uncertified.")

CLAIMS.append(Claim(
    id="chenli.display.lemma5.12-markov-norm",
    catalog_id="chenli.lemma5.12",
    paper=PAPER,
    source=f"Proof of Lemma 5.12, Section 5.3, {SEED_FILE} L894-L898 (the display at L896; Assumption 4, L453)",
    statement="By Markov's, for any s > 0: P[||Theta_[2,3]^T x||^2 >= s^2 v^2 (d2 + d3)^2/d ||Theta||_F^2] <~ 1/s^2, "
              "x ~ pi^s_{mu,v; d1,d2,d3} (the printed v of the law's second mean is the slice mean nu; the v of the "
              "threshold is Assumption 4's parameter).",
    statement_tex=r"$$\mathbb{P}\left[\|\Theta_{[2,3]}^\top x\|^2 \geq \frac{s^2 v^2 (d_2 + d_3)^2}{d} "
                  r"\|\Theta\|_F^2 \right] \lesssim 1/s^2.$$",
    kind="step", comparison="<=", bound=B.markov_shape, measure=_measure("norm"), strategy=lambda: _inst(),
    constants="hidden", uniform=True,
    assumptions=(_A4, _SECTION4),
    directions=_directions("s"),
    mutants={"s^2 (exponent sign flipped)": B.markov_wrong_flipped, "s^{1/2}": B.markov_wrong_sqrt},
    notes=_NOTES,
    domain=_DOMAIN_COMMON,
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma5.12-markov-sum2",
    catalog_id="chenli.lemma5.12",
    paper=PAPER,
    source=f"Proof of Lemma 5.12, Section 5.3, {SEED_FILE} L902-L906 (the display at L904; Assumption 4, L453)",
    statement="For any s' > 0: P[(x^T Theta_[2,3] 1_[2])^2 > s'^2 v^2 (d2 + d3)^3/d ||Theta||_F^2] <~ 1/s'^2, "
              "x ~ pi^s_{mu,v; d1,d2,d3}, 1_[2] the indicator of S_[2] (checked for 1_[2]; 'an identical bound' for "
              "1_[3] is not encoded), v Assumption 4's parameter.",
    statement_tex=r"$$\mathbb{P}\left[(x^\top \Theta_{[2,3]} \tilde{\mathbf{1}}_{[2]})^2 > \frac{s'^2 \nu^2 "
                  r"(d_2 + d_3)^3}{d} \|\Theta\|_F^2\right] \lesssim 1/s'^2$$",
    kind="step", comparison="<=", bound=B.markov_shape, measure=_measure("sum2"), strategy=lambda: _inst(),
    constants="hidden", uniform=True,
    assumptions=(_A4, _SECTION4),
    directions=_directions("s'"),
    mutants={"s'^2 (exponent sign flipped)": B.markov_wrong_flipped, "s'^{1/2}": B.markov_wrong_sqrt},
    notes=_NOTES + " The key 's' stands for the display's s'.",
    domain=_DOMAIN_COMMON,
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))
