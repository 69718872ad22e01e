"""Round 29 (helper inproof): chenli's in-proof rows as step claims.

- ``chenli.display.lemma5.12-markov-norm`` (L896): P[||Theta_[2,3]^T x||^2 >= s^2 v^2 (d2 + d3)^2/d ||Theta||_F^2]
  <~ 1/s^2 for every s > 0, x ~ pi^s_{mu,nu; d1,d2,d3}: the exact probability over the enumerated support against
  the shape 1/s^2 with one constant (uniform).
- ``chenli.display.lemma5.12-markov-sum2`` (L904): P[(x^T Theta_[2,3] 1_[2])^2 > s'^2 v^2 (d2 + d3)^3/d
  ||Theta||_F^2] <~ 1/s'^2 for every s' > 0, likewise.

Also Lemma 5.12's coupling second moment (L912, both '<~'), Proposition 6.1's proof tail (L1382), Lemma 5.14's union
bound (L1048), Lemma 5.11's (32) (L860: first '<~' holds, second erratum) and its Markov step (L864, erratum), the
last two by the nu-free slip of chenli.lemma5.11-nu-free.

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
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.chenli.r29_inproof import (
    coupling_support,
    hadamard_w,
    pi_s_support,
    row_norm_law,
    tail_probability,
)

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
        Direction("d, d2, d3, mu, nu, Theta", "d2", INF, how="search",
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


# ------------------------------------------------ Proposition 6.1's proof (L1382): the tail with 'for all j'

_P61_C1 = 2.0  # the Omega constant of the event (existential): one value that works is a proof of the display


@st.composite
def _p61_inst(draw: st.DrawFn) -> dict:
    """k in [1, 1e6] (edges 1, 2, 1e6), delta over (0, k]: small (10^-u, u <= 300), middle (1e-3..0.999), or near k
    (delta = k e^{-L}, L in [1e-6, 1]); d <= 12 (all 2^d sign vectors); Delta's shape identity, flat rank 1, sparse
    rank 1 or Gaussian (chenli.prop6.1's families)."""
    k = draw(with_edges(st.integers(1, 10**6), 1, 2, 10**6))
    mode = draw(st.sampled_from(["small", "mid", "near_k"]))
    if mode == "small":
        delta = 10.0 ** -draw(st.floats(1.0, 300.0))
    elif mode == "mid":
        delta = draw(st.floats(1e-3, 0.999))
    else:
        delta = k * math.exp(-draw(log_uniform(1e-6, 1.0)))
    return {"k": k, "delta": float(delta), "d": draw(st.integers(1, 12)),
            "family": draw(st.sampled_from(["identity", "flat_rank1", "sparse_rank1", "gaussian"])),
            "seed": draw(SEEDS)}


def _p61_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = P[||X_j Delta|| > c1 ||Delta||_F sqrt(log(k/delta)) for all j in [k]] = P1^k (rows i.i.d.), P1 the exact
    probability over the 2^d sign vectors (Delta normalised to ||Delta||_F = 1, both sides linear in Delta)."""
    from thmcheck.checks.papers.chenli.sec6_1_3_certify import _p61_delta_hat

    k, delta, d = int(inst["k"]), float(inst["delta"]), int(inst["d"])
    L = math.log(k / delta)
    if L < 0:
        L = 0.0  # delta = k up to rounding
    z = row_norm_law(_p61_delta_hat(inst["family"], d, int(inst["seed"])))
    p1 = float(np.mean(z > _P61_C1 * math.sqrt(L)))
    p_all = math.exp(k * math.log(p1)) if p1 > 0 else 0.0
    return Measurement(p_all, {"delta": delta, "k": k, "d": d},
                       {"P1": p1, "log(k/delta)": L, "max_z": float(z.max()), "P/delta": p_all / delta})


def _p61_move_delta(inst: dict, t: float) -> dict:
    return {**inst, "delta": float(t)}


def _p61_move_k(inst: dict, t: float) -> dict:
    return {**inst, "k": int(t), "delta": float(inst["delta"]) * int(t) / int(inst["k"])}


def _p61_move_L(inst: dict, t: float) -> dict:
    return {**inst, "delta": int(inst["k"]) * math.exp(-t)}


CLAIMS.append(Claim(
    id="chenli.display.prop6.1-tail",
    catalog_id="chenli.prop6.1",
    paper=PAPER,
    source=f"Proof of Proposition 6.1, Section 6.1, {SEED_FILE} L1380-L1382 (the display at L1382)",
    statement="By Theorem 3.1 and a union bound over j, for any delta > 0: P[||X_j Delta|| > Omega(||Delta||_F "
              "sqrt(log(k/delta))) for all j in [k]] <~ delta, X ~ {+-1}^{k x d} (as printed: 'for all j', the "
              "event that every row exceeds; delta in (0, k], where log(k/delta) >= 0).",
    statement_tex=r"$$\mathbb{P}[\|\mathbf{X}_j \cdot \Delta\| > \Omega(\|\Delta\|_F \sqrt{\log(k/\delta)}) "
                  r"\forall j \in [k]] \lesssim \delta.$$",
    kind="step", comparison="<=", bound=B.prop61_tail_shape, measure=_p61_measure, strategy=lambda: _p61_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("delta -> 0", "delta", 0.0, how="path", move=_p61_move_delta,
                  points=(1e-1, 1e-2, 1e-4, 1e-8, 1e-16, 1e-64, 1e-300),
                  reason="the main rate: the threshold grows like sqrt(log(1/delta)) while ||x Delta|| <= sqrt(d) "
                         "||Delta||_F on the enumerated cube"),
        Direction("k -> inf (delta/k fixed)", "k", INF, how="path", move=_p61_move_k,
                  points=(1.0, 10.0, 100.0, 1e4, 1e6),
                  reason="P1 is fixed, P1^k falls while delta grows with k"),
        Direction("log(k/delta) -> 0 (delta -> k)", "L", 0.0, how="path", move=_p61_move_L,
                  points=(1.0, 0.3, 0.1, 1e-2, 1e-4, 1e-6),
                  reason="the threshold tends to 0: the event tends to 'every row nonzero' (probability up to 1) "
                         "while delta tends to k >= 1"),
        Direction("d, Delta's shape", "d", INF, how="search",
                  reason="d <= 12 (all 2^d sign vectors), Delta identity, flat or sparse rank 1, Gaussian"),
        Direction("the event's Omega constant", "c1", INF, how="unsearched",
                  reason="existential: the display holds if one c1 works; c1 = 2 (Hoeffding/Hanson-Wright's "
                         "sub-Gaussian rate: P1 <~ (delta/k)^{c1^2/2}, c1^2/2 >= 1); a larger c1 only shrinks P"),
        Direction("||Delta||_F", "scale", INF, how="unsearched",
                  reason="both sides of the event are linear in Delta"),
    ),
    mutants={"delta/k^2": B.prop61_wrong_over_k2},
    notes="Exact: the law of ||x Delta^|| over all 2^d sign vectors x (Delta^ = Delta/||Delta||_F, chenli.prop6.1's "
          "four shapes), P1 = P[||x Delta^|| > c1 sqrt(log(k/delta))] counted, and the 'for all j' event is P1^k "
          "(rows i.i.d.). The Omega of the event is existential, fixed at c1 = 2 (a holds verdict at one c1 proves "
          "the display; a crossing at c1 = 2 would not refute it). As printed 'for all j' is weaker than the union "
          "bound's 'some j' (1 - (1 - P1)^k <= k P1), which is what the proof needs for Proposition 6.1 "
          "(chenli.prop6.1, erratum at k = 1, delta* -> 1); the 'some j' version is not encoded here. No mutant delta/k: "
          "it is a true bound at c1 = 2 (P1 <~ (delta/k)^2 and P <= 1 <~ delta/k where log(k/delta) < 1).",
    domain=(Param("k", 1, INF, integer=True, key="k", text="X in {+-1}^{k x d}", unreached="k <= 1e6"),
            Param("delta", 0.0, INF, key="delta", lo_closed=False,
                  text="delta > 0 (printed); log(k/delta) >= 0 needs delta <= k",
                  unreached="delta in [1e-300, k]: beyond k the printed sqrt(log(k/delta)) is undefined, and the "
                            "right side exceeds 1 for delta >= 1 anyway"),
            Param("d", 1, INF, integer=True, key="d", text="token dimension d",
                  unreached="d <= 12 (all 2^d sign vectors)")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))


# ------------------------------------------------ Lemma 5.14's proof (L1048): the union bound of (45) and (46)


@st.composite
def _l1048_inst(draw: st.DrawFn) -> dict:
    """d1 <= 3, 1 <= d2, d3 <= 4 (Definition 5.10's coupling enumerated exactly), every +1 count of x and x' in each
    slice (every multiple mu, mu', nu, nu'; the extremes drawn often), Theta orthogonal, Gaussian, aligned or signed
    (r11_chenli5's families), s and t over [1e-2, 1e2] in log scale."""
    d1 = draw(st.integers(0, 3))
    d2 = draw(with_edges(st.integers(1, 4), 1, 4))
    d3 = draw(with_edges(st.integers(1, 4), 1, 4))

    def count(n: int) -> int:
        return draw(st.one_of(st.sampled_from([0, n]), st.integers(0, n)))

    return {"d1": d1, "d2": d2, "d3": d3, "a2": count(d2), "b2": count(d2), "a3": count(d3), "b3": count(d3),
            "family": draw(st.sampled_from(["signed", "aligned", "orthogonal", "gaussian"])),
            "scale": draw(st.sampled_from([1.5, 1.0, 3.0, 0.5])), "seed": draw(SEEDS),
            "s": float(draw(st.one_of(log_uniform(1e-2, 1e2), log_uniform(0.3, 3.0)))),
            "t": float(draw(st.one_of(log_uniform(1e-2, 1e2), log_uniform(0.3, 3.0))))}


def _l1048_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the exact probability under D_{mu,nu,mu',nu'} (enumerated support) that |x^T Theta x - x'^T Theta x'|
    exceeds 2 ||Theta||_F (t + s sqrt(d2 + d3)) v (d2 + d3)/sqrt d, v Assumption 4's smallest admissible value."""
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups

    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    T = _l900_theta(inst)
    X, Xp, W = coupling_support(d1, d2, inst["a2"], inst["b2"], d3, inst["a3"], inst["b3"])
    diff = np.einsum("ni,ij,nj->n", X, T, X) - np.einsum("ni,ij,nj->n", Xp, T, Xp)
    ups = assumption4_ups(T)
    finite = math.isfinite(ups)
    v = ups if finite else 1.0
    F = float(np.linalg.norm(T))
    s, t = float(inst["s"]), float(inst["t"])
    thr = 2 * F * (t + s * math.sqrt(d2 + d3)) * v * (d2 + d3) / math.sqrt(d)
    p = float(W[np.abs(diff) > thr].sum())
    q = {"s": s, "t": t, "d": d, "d2": d2, "d3": d3, "a4_finite": 1.0 if finite else -1.0,
         "mu": (2 * inst["a2"] - d2) / d2, "mu'": (2 * inst["b2"] - d2) / d2,
         "nu": (2 * inst["a3"] - d3) / d3, "nu'": (2 * inst["b3"] - d3) / d3}
    return Measurement(p, q, {"P": p, "max|diff|/threshold": float(np.abs(diff).max()) / thr, "v": v,
                              "support": float(len(W))})


def _l1048_move(field: str):
    def move(inst: dict, t: float) -> dict:
        return {**inst, field: float(t)}
    return move


CLAIMS.append(Claim(
    id="chenli.display.lemma5.14-union",
    catalog_id="chenli.lemma5.14",
    paper=PAPER,
    source=f"Proof of Lemma 5.14, Section 5.3, {SEED_FILE} L1046-L1050 (the display at L1048; (45) L1034, (46) "
           "L1042; Definition 5.10's coupling; Assumption 4, L453)",
    statement="Combining (45) and (46) by a union bound: for (x, x') ~ D_{mu,nu,mu',nu'} (mu, mu' any multiples of "
              "1/d2, nu, nu' of 1/d3) and s, t > 0: P[|x^T Theta x - x'^T Theta x'| > 2 ||Theta||_F (t + s sqrt(d2 + "
              "d3)) v (d2 + d3)/sqrt d] <~ 1/s^2 + 1/t^2 (v Assumption 4's parameter).",
    statement_tex=r"$$\mathbb{P}\left[\|x^\top \boldsymbol{\Theta} x - x'^\top \boldsymbol{\Theta} x'\| > "
                  r"2\|\boldsymbol{\Theta}\|_F \cdot (t+s\sqrt{d_2+d_3}) \cdot \frac{v(d_2+d_3)}{\sqrt{d}}\right] "
                  r"\lesssim 1/s^2 + 1/t^2.$$",
    kind="step", comparison="<=", bound=B.l1048_shape, measure=_l1048_measure, strategy=lambda: _l1048_inst(),
    constants="hidden", uniform=True,
    assumptions=(_A4, _SECTION4),
    directions=(
        Direction("s -> inf", "s", INF, how="path", move=_l1048_move("s"), points=(1.0, 3.0, 10.0, 100.0, 1e4),
                  reason="the threshold grows with s while the support is finite: P reaches 0"),
        Direction("t -> inf", "t", INF, how="path", move=_l1048_move("t"), points=(1.0, 3.0, 10.0, 100.0, 1e4),
                  reason="as s -> inf"),
        Direction("s -> 0", "s", 0.0, how="path", move=_l1048_move("s"), points=(1.0, 0.1, 1e-2, 1e-4),
                  reason="P <= 1 while 1/s^2 grows"),
        Direction("t -> 0", "t", 0.0, how="path", move=_l1048_move("t"), points=(1.0, 0.1, 1e-2, 1e-4),
                  reason="P <= 1 while 1/t^2 grows"),
        Direction("s = t -> 0", "s", 0.0, how="path", move=lambda inst, t: {**inst, "s": float(t), "t": float(t)},
                  points=(1.0, 0.1, 1e-2, 1e-4), reason="P tends to P[x^T Theta x != x'^T Theta x'] <= 1 while the "
                  "shape grows"),
        Direction("d, d2, d3, mu, mu', nu, nu', Theta", "d2", INF, how="search",
                  reason="drawn: d1 <= 3, d2, d3 <= 4 (the coupling enumerated), every +1 count of x and x', Theta "
                         "orthogonal, Gaussian, aligned or signed"),
        Direction("||Theta||_F", "scale", INF, how="unsearched",
                  reason="both sides of the event are linear in Theta; the probability does not depend on its scale"),
    ),
    mutants={"s^2 + t^2 (exponents flipped)": B.l1048_wrong_flipped, "sqrt(s) + sqrt(t)": B.l1048_wrong_sqrt},
    notes="Exact: Definition 5.10's coupling enumerated (the cube block shared; in each slice x uniform with a +1 "
          "entries and x' = x with a uniform |b - a|-subset of the entries of the other sign flipped), weights "
          "summing to 1, the event counted in float64. v = the smallest value Assumption 4 admits (r5_chenli1."
          "assumption4_ups, Pi_S^perp part included), the smallest threshold. The proof assumes mu <= mu', nu <= nu' "
          "('easily extended'); every order is drawn. Section 4's hidden '<<' are not used by the display and stay "
          "uncertified. The lemma itself (the threshold without r_Theta^{1/4}) is chenli.lemma5.14 (erratum); "
          "(46) is chenli.display.eq46. No mutant dropping one term (1/t^2 alone): on a finite support P vanishes once "
          "t alone is large, so it is a true bound at every enumerable size.",
    domain=(Param("d", 2, INF, integer=True, text="Theta in R^{d x d}",
                  unreached="d <= 11 (the coupling and Assumption 4's 2^d sets S enumerated)"),
            Param("d2", 1, INF, integer=True, key="d2", text="the slice block S_[2]", unreached="d2 <= 4"),
            Param("d3", 1, INF, integer=True, key="d3", text="the slice block S_[3]", unreached="d3 <= 4"),
            Param("mu", -1.0, 1.0, text="any multiple of 1/d2"),
            Param("mu'", -1.0, 1.0, text="any multiple of 1/d2"),
            Param("nu", -1.0, 1.0, text="any multiple of 1/d3"),
            Param("nu'", -1.0, 1.0, text="any multiple of 1/d3"),
            Param("s", 0.0, INF, key="s", lo_closed=False, text="s > 0",
                  unreached="s in [1e-2, 1e2] by search, the paths to 1e-4 and 1e4"),
            Param("t", 0.0, INF, key="t", lo_closed=False, text="t > 0",
                  unreached="t in [1e-2, 1e2] by search, the paths to 1e-4 and 1e4")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))


# ------------------------------------------------ Lemma 5.12's proof (L912): the coupling second moment, both '<~'


@st.composite
def _l912_inst(draw: st.DrawFn) -> dict:
    """d1 <= 3, 1 <= d2, d3 <= 4; x's counts (a2, a3) and y's, y''s (b2, c2), (b3, c3) every +1 count (the extremes
    drawn often; y = y' (both pairs equal, both sides 0) excluded); x one point of pi^s's support (seeded index);
    Theta as r11_chenli5's families; the event's s, s' as factors f, f' >= 1 of the smallest values x meets."""
    d1 = draw(st.integers(0, 3))
    d2 = draw(with_edges(st.integers(1, 4), 1, 4))
    d3 = draw(with_edges(st.integers(1, 4), 1, 4))

    def count(n: int) -> int:
        return draw(st.one_of(st.sampled_from([0, n]), st.integers(0, n)))

    b2, c2, b3, c3 = count(d2), count(d2), count(d3), count(d3)
    if b2 == c2 and b3 == c3:
        c2 = d2 - b2 if d2 != 2 * b2 else (b2 + 1) % (d2 + 1)
    return {"d1": d1, "d2": d2, "d3": d3, "a2": count(d2), "a3": count(d3), "b2": b2, "c2": c2, "b3": b3, "c3": c3,
            "family": draw(st.sampled_from(["signed", "aligned", "orthogonal", "gaussian"])),
            "scale": draw(st.sampled_from([1.5, 1.0, 3.0, 0.5])), "seed": draw(SEEDS),
            "xi": draw(st.integers(0, 10**6)), "shrink": float(draw(st.sampled_from([1.0, 1.0, 0.1, 1e-3]))),
            "f": float(draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0)))),
            "fp": float(draw(st.one_of(st.just(1.0), log_uniform(1.0, 10.0))))}


def _l912_parts(inst: dict) -> tuple[float, dict, dict]:
    from thmcheck.checks.papers.chenli.r5_chenli1 import assumption4_ups

    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    d = d1 + d2 + d3
    T = _l900_theta(inst)
    T[:, d1:] *= float(inst.get("shrink", 1.0))  # S_[2,3] columns scaled: ||Theta_[2,3]^T x|| small against ||Theta||_F
    X = pi_s_support(d1, d2, inst["a2"], d3, inst["a3"])
    x = X[int(inst["xi"]) % len(X)]
    Y, Yp, W = coupling_support(d1, d2, inst["b2"], inst["c2"], d3, inst["b3"], inst["c3"])
    E = float(W @ ((Y - Yp) @ (T.T @ x)) ** 2)  # E_{(y, y')}[(x^T Theta (y - y'))^2]; P_[1](y - y') = 0
    w = T[:, d1:].T @ x  # Theta_[2,3]^T x
    n2, w2, w3 = float(w @ w), float(w[:d2].sum()), float(w[d2:].sum())
    dm, dn = abs(2 * (inst["c2"] - inst["b2"]) / d2), abs(2 * (inst["c3"] - inst["b3"]) / d3)  # |mu''-mu'|, |nu''-nu'|
    mid_norm = max(dm, dn) / 2 * n2
    mid = mid_norm + (dm / 2) ** 2 * w2 * w2 + (dn / 2) ** 2 * w3 * w3
    wf = T.T @ x  # L860's w := Theta^T x (all d coordinates)
    o22 = w2 * w2 - float(w[:d2] @ w[:d2])  # sum over i != j in S_[2] of w_i w_j
    o33 = w3 * w3 - float(w[d2:] @ w[d2:])
    mid860 = (max(dm, dn) / 2 * float(wf @ wf) + (dm / 2) ** 2 * abs(o22) + (dn / 2) ** 2 * abs(o33)
              + 2 * (dm / 2) * (dn / 2) * abs(w2 * w3))
    ups = assumption4_ups(T)
    finite = math.isfinite(ups)
    v = ups if finite else 1.0
    fro2 = float((T**2).sum())
    s_min = math.sqrt(n2 * d / (v * v * (d2 + d3) ** 2 * fro2))
    sp_min = math.sqrt(max(w2 * w2, w3 * w3) * d / (v * v * (d2 + d3) ** 3 * fro2))
    s, sp = float(inst["f"]) * s_min, float(inst["fp"]) * sp_min
    q = {"mid": mid, "mid_norm": mid_norm, "dm": dm, "n2": n2, "w2": w2, "mid860": mid860, "ups": v, "d2": d2, "d3": d3, "d": d, "s": s, "sp": sp, "fro2": fro2,
         "a4_finite": 1.0 if finite else -1.0, "mu": (2 * inst["a2"] - d2) / d2, "nu": (2 * inst["a3"] - d3) / d3,
         "mu'": (2 * inst["b2"] - d2) / d2, "mu''": (2 * inst["c2"] - d2) / d2,
         "nu'": (2 * inst["b3"] - d3) / d3, "nu''": (2 * inst["c3"] - d3) / d3,
         "event_norm": s * s * v * v * (d2 + d3) ** 2 / d * fro2 - n2,
         "event_sums": sp * sp * v * v * (d2 + d3) ** 3 / d * fro2 - max(w2 * w2, w3 * w3)}
    return E, q, {"E": E, "mid": mid, "E/mid": E / mid if mid > 0 else math.inf, "s": s, "s'": sp}


def _l912_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = E over Definition 5.10's coupling (enumerated exactly) of (x^T Theta_[2,3] (y - y'))^2 at the drawn x."""
    E, q, terms = _l912_parts(inst)
    return Measurement(E, q, terms)


_L912_SEARCH = Direction(
    "d, d2, d3, mu, mu', mu'', nu, nu', nu'', x, Theta", "d2", INF, how="search",
    reason="drawn: d1 <= 3, d2, d3 <= 4 (the coupling enumerated), every +1 count of x, y, y', x any point of pi^s's "
           "support, Theta orthogonal, Gaussian, aligned or signed, its S_[2,3] columns scaled by 1, 0.1 or 1e-3")
_L912_SCALE = Direction("||Theta||_F", "scale", INF, how="unsearched",
                        reason="both sides are 2-homogeneous in Theta")
_L912_DOMAIN = (
    Param("d", 2, INF, integer=True, text="Theta in R^{d x d}",
          unreached="d <= 11 (the coupling and Assumption 4's 2^d sets S enumerated)"),
    Param("d2", 1, INF, integer=True, key="d2", text="the slice block S_[2]", unreached="d2 <= 4"),
    Param("d3", 1, INF, integer=True, key="d3", text="the slice block S_[3]", unreached="d3 <= 4"),
    Param("mu", -1.0, 1.0, text="x's slice mean, any multiple of 1/d2"),
    Param("mu'", -1.0, 1.0, text="y's, any multiple of 1/d2"),
    Param("mu''", -1.0, 1.0, text="y''s, any multiple of 1/d2"),
    Param("nu", -1.0, 1.0, text="any multiple of 1/d3"),
    Param("nu'", -1.0, 1.0, text="any multiple of 1/d3"),
    Param("nu''", -1.0, 1.0, text="any multiple of 1/d3"),
)
_L912_NOTES = ("Exact: Definition 5.10's coupling of (y, y') enumerated (the cube block shared, in each slice a uniform "
               "|b - c|-subset flipped), E = sum of weights times (x^T Theta (y - y'))^2 at one point x of pi^s's "
               "support; the middle line computed from its definition with |mu'' - mu'| = 2|c2 - b2|/d2. y = y' "
               "(mu' = mu'', nu' = nu'': every term 0) is not drawn. v = Assumption 4's smallest admissible value "
               "(r5_chenli1.assumption4_ups). Why it should hold: E[(2 sum_{i in U} w_i)^2] for a uniform k-subset U "
               "of n is 4 (p1 - p2) ||w||^2 + 4 p2 (sum w)^2 with p1 = k/n = |mu'' - mu'|/2, p2 = k(k-1)/(n(n-1)) <= "
               "p1^2, and the cross term between the slices is at most the sum of the two squares (AM-GM).")

CLAIMS.append(Claim(
    id="chenli.display.lemma5.12-coupling-moment",
    catalog_id="chenli.lemma5.12",
    paper=PAPER,
    source=f"Proof of Lemma 5.12, Section 5.3, {SEED_FILE} L910-L914 (the display at L912, its first '<~'; Definition "
           "5.10)",
    statement="For every x and (y, y') ~ D_{mu',nu',mu'',nu''}: E_{(y, y')}[(x^T Theta_[2,3] (y - y'))^2] <~ "
              "max(|mu'' - mu'|, |nu'' - nu'|)/2 ||Theta_[2,3]^T x||^2 + (|mu'' - mu'|/2)^2 (x^T Theta_[2,3] 1_[2])^2 "
              "+ (|nu'' - nu'|/2)^2 (x^T Theta_[2,3] 1_[3])^2 (the display's first '<~').",
    statement_tex=r"$$\mathbb{E}_{(y, y')} [(x^\top \Theta_{[2,3]} (y - y'))^2] \lesssim \frac{\max(|\mu'' - "
                  r"\mu'|, |\nu'' - \nu'|)}{2} \|\Theta_{[2,3]}^\top x\|^2 + \left(\frac{|\mu'' - \mu'|}{2}\right)^2 "
                  r"(x^\top \Theta_{[2,3]} \tilde{\mathbf{1}}_{[2]})^2 + \left(\frac{|\nu'' - \nu'|}{2}\right)^2 "
                  r"(x^\top \Theta_{[2,3]} \tilde{\mathbf{1}}_{[3]})^2$$",
    kind="step", comparison="<=", bound=B.l912_middle, measure=_l912_measure, strategy=lambda: _l912_inst(),
    constants="hidden", uniform=True,
    directions=(_L912_SEARCH, _L912_SCALE),
    mutants={"the S_[2] terms only (nu'' - nu' dropped)": B.l912_middle_wrong_mu_only},
    notes=_L912_NOTES,
    domain=_L912_DOMAIN,
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma5.12-coupling-moment-event",
    catalog_id="chenli.lemma5.12",
    paper=PAPER,
    source=f"Proof of Lemma 5.12, Section 5.3, {SEED_FILE} L910-L914 (the display at L912, its second '<~', on the "
           "events of L896 and L904 failing; Assumption 4, L453)",
    statement="On ||Theta_[2,3]^T x||^2 < s^2 v^2 (d2 + d3)^2/d ||Theta||_F^2 and (x^T Theta_[2,3] 1_[a])^2 <= s'^2 "
              "v^2 (d2 + d3)^3/d ||Theta||_F^2 (a = 2, 3; the complements of L896's and L904's events): "
              "E_{(y, y')}[(x^T Theta_[2,3] (y - y'))^2] <~ v^2 (d2 + d3)^2/d (s^2 + s'^2 (d2 + d3)) ||Theta||_F^2 "
              "(the printed nu^2 read as Assumption 4's v^2, as in L904).",
    statement_tex=r"$$\mathbb{E}_{(y, y')} [(x^\top \Theta_{[2,3]} (y - y'))^2] \lesssim \frac{\nu^2 (d_2 + "
                  r"d_3)^2}{d} \cdot (s^2 + s'^2 (d_2 + d_3)) \cdot \|\Theta\|_F^2$$",
    kind="step", comparison="<=", bound=B.l912_last, measure=_l912_measure, strategy=lambda: _l912_inst(),
    constants="hidden", uniform=True,
    assumptions=(Assumption("event (L896)", "||Theta_[2,3]^T x||^2 <= s^2 v^2 (d2 + d3)^2/d ||Theta||_F^2 (s = f "
                            "times the smallest value x meets, f >= 1)", lambda q: q["event_norm"] + 1e-12),
                 Assumption("event (L904)", "(x^T Theta_[2,3] 1_[a])^2 <= s'^2 v^2 (d2 + d3)^3/d ||Theta||_F^2, a = 2, "
                            "3 (s' likewise)", lambda q: q["event_sums"] + 1e-12),
                 _A4, _SECTION4),
    directions=(
        Direction("s, s' above the event's least values", "f", INF, how="search",
                  reason="f, f' in [1, 10] drawn (1 often): the bound grows with s, s' while E does not depend on "
                         "them, so the ratio is largest at f = f' = 1"),
        Direction("||Theta_[2,3]|| against ||Theta||_F -> 0", "shrink", 0.0, how="path",
                  move=lambda inst, t: {**inst, "shrink": float(t)}, points=(1.0, 0.1, 1e-2, 1e-3, 1e-5),
                  reason="E and the bound at the event's least s, s' both scale like the square of the S_[2,3] "
                         "columns: the ratio is constant along the path"),
        _L912_SEARCH, _L912_SCALE),
    mutants={"(s^2 + s'^2 (d2 + d3))^2": B.l912_last_wrong_squared},
    notes=_L912_NOTES + " s and s' are set from x: the smallest values for which x lies in the events' complements, "
          "times f, f' >= 1 (the closure of L896's strict complement at f = 1).",
    domain=_L912_DOMAIN + (Param("s", 0.0, INF, key="s", text="s > 0 with x in the event",
                                 unreached="s = f s_min(x), f in [1, 10]: below s_min x is outside the event"),
                           Param("s'", 0.0, INF, key="sp", text="s' > 0 with x in the event",
                                 unreached="s' = f' s'_min(x), f' in [1, 10]")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))


# ------------------------------------------------ Lemma 5.11's proof, (32) (L860): its first and second '<~'

CLAIMS.append(Claim(
    id="chenli.eq32-first",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L856-L860 ((32) at L860, its first '<~'; Definition 5.10)",
    statement="For w := Theta^T x and (y, y') ~ D_{mu',nu',mu'',nu''}: E[<w, y - y'>^2] <~ max(|mu'' - mu'|, |nu'' - "
              "nu'|)/2 ||w||^2 + (|mu'' - mu'|/2)^2 |sum_{i != j in S_[2]} w_i w_j| + (|nu'' - nu'|/2)^2 |sum_{i != j "
              "in S_[3]} w_i w_j| + 2 |mu'' - mu'|/2 |nu'' - nu'|/2 |sum_{i in S_[2], j in S_[3]} w_i w_j| (for every "
              "x: the step is an identity of the coupling's second moment).",
    statement_tex=r"$$\mathbb{E}[\langle w, (y - y') \rangle^2] \lesssim \frac{\max(|\mu'' - \mu'|, |\nu'' - "
                  r"\nu'|)}{2} \|w\|^2 + \left(\frac{|\mu'' - \mu'|}{2}\right)^2 \left| \sum_{i,j \in S_{[2]}: i \neq "
                  r"j} w_i w_j \right| + \dots$$",
    kind="step", comparison="<=", bound=B.eq32_first, measure=_l912_measure, strategy=lambda: _l912_inst(),
    constants="hidden", uniform=True,
    directions=(_L912_SEARCH, _L912_SCALE),
    mutants={"times |mu'' - mu'|": B.eq32_first_wrong_no_cross},
    notes=_L912_NOTES.replace("Why it should hold", "(32)'s first line has w = Theta^T x over all d coordinates "
                              "(only the S_[2,3] part enters y - y'). Why it should hold"),
    domain=_L912_DOMAIN,
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
))


@st.composite
def _eq32b_inst(draw: st.DrawFn) -> dict:
    """d = 2^p (p in 3..16), d1 = 0, d2 = d3 = n = d/2 (so mu = 0 and nu = 0 are multiples), c in [1, 2] (within
    [1, sqrt(min(r, n))/2]), r_Theta = max(4 c^2, d^{1/5}), the slice means mu = mu' = mu'' = 0, nu = 0 (x's: the
    first bullet), nu', nu'' drawn among the multiples of 1/n (+-1 often: Lemma 5.11 leaves them free); Theta =
    D1 H D2/sqrt(d) (orthogonal); x one draw from pi^s (seeded); s in [0.1, 10]."""
    p = draw(with_edges(st.integers(3, 16), 3, 16))
    n = 2 ** (p - 1)
    half = n // 2

    def count() -> int:
        return draw(st.one_of(st.sampled_from([0, n, 0, n]), st.integers(0, n)))

    b3, c3 = count(), count()
    if b3 == c3:
        c3 = n - b3 if b3 != half else 0
    return {"p": p, "b3": b3, "c3": c3, "c": float(draw(st.one_of(st.just(1.0), st.floats(1.0, 2.0)))),
            "s": float(draw(log_uniform(0.1, 10.0))), "seed": draw(SEEDS)}


def _eq32b_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = (32)'s first line's bound (the middle of the chain), the shape its second line, both from their
    definitions at x, with w = Theta^T x by the fast Walsh-Hadamard transform."""
    p = int(inst["p"])
    d = 2**p
    n = d // 2
    c, s = float(inst["c"]), float(inst["s"])
    r = max(4 * c * c, d ** 0.2)
    rng = np.random.default_rng(int(inst["seed"]))
    x = np.r_[rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)]),
              rng.permutation(np.r_[np.ones(n // 2), -np.ones(n // 2)])]  # mu = nu = 0
    w = hadamard_w(x, int(inst["seed"]) + 1)
    fro2 = float(d)  # Theta orthogonal
    w2, w3 = float(w[:n].sum()), float(w[n:].sum())
    dm = 0.0  # mu' = mu'' = 0
    dn = abs(2 * (int(inst["c3"]) - int(inst["b3"])) / n)
    o22 = w2 * w2 - float(w[:n] @ w[:n])
    o33 = w3 * w3 - float(w[n:] @ w[n:])
    line2 = (max(dm, dn) / 2 * float(w @ w) + (dm / 2) ** 2 * abs(o22) + (dn / 2) ** 2 * abs(o33)
             + 2 * (dm / 2) * (dn / 2) * abs(w2 * w3))
    line3 = c / math.sqrt(n) * fro2 + c * c / n * w2 * w2 + c * c / n * w3 * w3 + 2 * c * c / n * abs(w2 * w3)
    q = {"line3": line3, "d": d, "n": n, "c": c, "r": r, "s": s,
         "c_slack": min(c - 1.0, math.sqrt(min(r, n)) / 2 - c),
         "event_norm": 2 * fro2 - float(w @ w),
         "event_sums": (2 * c + s) ** 2 * n / r * fro2 - max(w2 * w2, w3 * w3),
         "rank_slack": fro2 - r * 1.0,  # ||Theta||_op = 1
         "nu'": (2 * int(inst["b3"]) - n) / n, "nu''": (2 * int(inst["c3"]) - n) / n}
    return Measurement(line2, q, {"line2": line2, "line3": line3, "ratio": line2 / line3, "sqrt(n)/c": math.sqrt(n) / c,
                                  "|nu'' - nu'|": dn})


def _eq32b_move(inst: dict, t: float) -> dict:
    """n = d2 = d3 = t (rounded to a power of 2), d = 2n capped at 2^22 (the transform's memory); nu' = -1,
    nu'' = +1."""
    p = min(22, max(3, int(round(math.log2(max(t, 1.0)))) + 1))
    return {**inst, "p": p, "b3": 0, "c3": 2 ** (p - 1)}


CLAIMS.append(Claim(
    id="chenli.eq32-second",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L779-L783 (the lemma's first bullet), L854 (the event), "
           "L860 ((32), its second '<~')",
    statement="If the first bullet point holds (1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'|, |mu''| <= "
              "c/sqrt(d2), |nu| <= c/sqrt(d3); nu', nu'' any multiples of 1/d3), on the event of L854, for w := "
              "Theta^T x: max(|mu'' - mu'|, |nu'' - nu'|)/2 ||w||^2 + (|mu'' - mu'|/2)^2 |sum_{i != j in S_[2]} w_i "
              "w_j| + (|nu'' - nu'|/2)^2 |sum_{i != j in S_[3]} w_i w_j| + 2 |mu'' - mu'|/2 |nu'' - nu'|/2 |sum_{S_[2] "
              "x S_[3]} w_i w_j| <~ c/sqrt(min(d2, d3)) ||Theta||_F^2 + c^2/d2 <w, 1_[2]>^2 + c^2/d3 <w, 1_[3]>^2 + "
              "2c^2/sqrt(d2 d3) |<w, 1_[2]> <w, 1_[3]>|.",
    statement_tex=r"$$\dots \lesssim \frac{c}{\sqrt{\min(d_2, d_3)}} \|\Theta\|_F^2 + \frac{c^2}{d_2} \langle w, "
                  r"\vec{\mathbf{1}}_{[2]} \rangle^2 + \frac{c^2}{d_3} \langle w, \vec{\mathbf{1}}_{[3]} \rangle^2 + "
                  r"\frac{2c^2}{\sqrt{d_2 d_3}} |\langle w, \vec{\mathbf{1}}_{[2]} \rangle \langle w, "
                  r"\vec{\mathbf{1}}_{[3]} \rangle|$$",
    kind="step", comparison="<=", bound=B.eq32_second, measure=_eq32b_measure, strategy=lambda: _eq32b_inst(),
    constants="hidden", uniform=True, eventually=("section4_scales",),
    assumptions=(Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
                 Assumption("first bullet", "mu = mu' = mu'' = 0 and nu = 0 (x's slices balanced): |mu|'s <= "
                            "c/sqrt(d2), |nu| <= c/sqrt(d3)", lambda q: 1.0),
                 Assumption("event (L854)", "||Theta^T x||^2 <= 2 ||Theta||_F^2",
                            lambda q: q["event_norm"] + 1e-9),
                 Assumption("event sums (L854)", "(x^T Theta 1_[a])^2 <= (2c + s)^2 d_a/r_Theta ||Theta||_F^2, a = 2, 3",
                            lambda q: q["event_sums"]),
                 Assumption("Assumptions 3-4", "Theta orthogonal: ||Theta||_F^2 = d >= r_Theta ||Theta||_op^2 "
                            "(and for Theta Pi_S^perp: stable rank d - 1); rows and columns of norm 1 = "
                            "||Theta||_F/sqrt d, Pi_S^perp columns <= sqrt(d/(d-1)) ||Theta Pi_S^perp||_F/sqrt d",
                            lambda q: q["rank_slack"])),
    directions=(
        Direction("d2 = d3 = n -> inf (nu' = -1, nu'' = 1)", "n", INF, how="path", move=_eq32b_move,
                  points=(8.0, 128.0, 2048.0, 32768.0, 2.0**20), grows=("section4_scales",),
                  reason="the left side keeps ||w||^2 = ||Theta||_F^2 (|nu'' - nu'|/2 = 1), the right side is "
                         "c/sqrt(n) ||Theta||_F^2 + O(c^2): the ratio grows like sqrt(n)/c; r_Theta = d^{1/5}, v = "
                         "sqrt(d/(d-1)) meet Section 4's polylog(d) << r_Theta << d^{1/4}, v << sqrt(d)/r_Theta^2 "
                         "with any constants at all but finitely many points"),
        Direction("c, s, nu', nu'', x, Theta's signs", "c", INF, how="search",
                  reason="c in [1, 2], s in [0.1, 10], nu', nu'' any multiples of 1/n, seeds drawn"),
        Direction("||Theta||_F", "scale", INF, how="unsearched", reason="both sides 2-homogeneous in Theta"),
    ),
    expect="erratum",
    evidence="As printed the first bullet restricts x's nu only, while (32)'s second '<~' needs max(|mu'' - mu'|, "
             "|nu'' - nu'|)/2 ||w||^2 <~ c/sqrt(min(d2, d3)) ||Theta||_F^2, i.e. |nu'' - nu'| <~ c/sqrt(d3). With "
             "nu' = -1, nu'' = 1 (y all -1 and y' all +1 on S_[3]), mu's = nu = 0, Theta orthogonal (Hadamard, "
             "||w||^2 = ||Theta||_F^2 = d), d2 = d3 = d/2: the left side is >= d, the right side d c/sqrt(d/2) + "
             "O(c^2), ratio ~ sqrt(d/2)/c (d = 2^16, c = 1: 173). Every printed hypothesis is met (c = 1, r_Theta = "
             "d^{1/5}, the event of L854, Assumptions 3-4 in closed form). The same slip makes Lemma 5.11 itself "
             "false as printed (chenli.lemma5.11-nu-free, audited round 26); this step is where the proof uses it. "
             "Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_chenli_r29_inproof.py::test_eq32_second_nu_free_second_path",
    no_correction_reason="the correction is the hypothesis |nu'|, |nu''| <= c/sqrt(d3) added to the first bullet "
                         "(chenli.lemma5.11-nu-free's reading), a change of the lemma, not of this display's shape",
    mutants={},
    no_mutant_reason="an erratum whose printed shape diverges: every smaller shape diverges too, and the "
                     "corrected statement is a change of hypotheses, not a bound",
    notes="Deterministic in x: both sides from their definitions at one point x of pi^s_{0,0} (d1 = 0), w = Theta^T x "
          "by the fast Walsh-Hadamard transform (float64; the ratio is far from any constant). The first '<~' of "
          "(32) is chenli.eq32-first (holds); the third is not encoded.",
    domain=(Param("d2", 1, INF, integer=True, key="n", text="d2 = d3 = n = d/2",
                  unreached="d1 = 0 and d2 = d3 (one printed case suffices for a crossing)"),
            Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r, d2, d3))/2", unreached="c in [1, 2]"),
            Param("s", 0.0, INF, key="s", lo_closed=False, text="the event's s", unreached="s in [0.1, 10]")),
    settings={"ci": {"max_examples": 10, "budget_s": 1.0, "path_decades": 0.0},
              "dev": {"path_decades": 0.0}, "deep": {"path_decades": 0.0}},
))


# ------------------------------------------------ Lemma 5.11's proof (L864): Markov after (32), first bullet

_L864_EPS = 0.1  # r_Theta = d^{0.1} (max with 4): between every polylog(d) and d^{1/4} eventually


def _l864_parts(inst: dict) -> dict:
    from scipy.stats import binom, norm

    n = 2 ** int(inst["p"])
    m, d = n, 3 * n
    c, s, sp = 1.0, float(inst["s"]), float(inst["sp"])
    r = max(4.0, d**_L864_EPS)
    b = math.sqrt(d) / r**2.5
    F = math.sqrt(d + b * b)
    thr = sp * math.sqrt(c / math.sqrt(n) + c * c / r * (c + s) ** 2) * F
    T = thr * math.sqrt(m) / (2 * b * math.sqrt(n))  # |S| > T, S a sum of m signs
    if m <= 2**40:
        P = 2.0 * float(binom.sf(math.floor((m + T) / 2), m, 0.5))
        how = 1.0
    else:
        P = max(0.0, 2.0 * float(norm.sf(T / math.sqrt(m))) - 1.12 / math.sqrt(m))
        how = -1.0
    v = (1 + b) * math.sqrt(d / (d - 1 - 2 * b))
    return {"P": P, "r": r, "b": b, "v": v, "d": d, "n": n, "s": s, "sp": sp, "T/sqrt(m)": T / math.sqrt(m),
            "exact": how, "rank_slack": (d - 1 - 2 * b) / (1 + b) ** 2 - r,
            "v<<": v * r * r / math.sqrt(d), "r/d^{1/4}": r / d**0.25}


def _l864_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = P[|x^T Theta (y - y')| > s' (c/sqrt(min(d2, d3)) + c^2 (c + s)^2/r_Theta)^{1/2} ||Theta||_F] in closed
    form: with nu' = -1, nu'' = +1, mu' = mu'' and x balanced on S_[3], x^T Theta (y - y') = -2 b sqrt(n) S/sqrt(m)
    exactly (S the sum of the m cube signs): an exact binomial tail (m <= 2^40), else its Berry-Esseen lower bound."""
    q = _l864_parts(inst)
    return Measurement(q["P"], {"s": q["s"], "sp": q["sp"], "r": q["r"], "d": q["d"], "n": q["n"],
                                "rank_slack": q["rank_slack"]},
                       {k: v for k, v in q.items() if k not in ("s", "sp", "d", "n", "rank_slack")})


@st.composite
def _l864_inst(draw: st.DrawFn) -> dict:
    """n = 2^p (p in 10..40), m = n cube coordinates, d2 = d3 = n; s, s' in [1, 100] (log n often)."""
    p = draw(with_edges(st.integers(10, 40), 10, 40))
    ln = p * math.log(2)
    return {"p": p, "s": float(draw(st.one_of(st.just(ln), log_uniform(1.0, 100.0)))),
            "sp": float(draw(st.one_of(st.just(ln), log_uniform(1.0, 100.0))))}


def _l864_move(inst: dict, t: float) -> dict:
    """n = t (a power of 2, p <= 62), s = s' = log n."""
    p = min(62, max(10, int(round(math.log2(max(t, 2.0))))))
    return {**inst, "p": p, "s": p * math.log(2), "sp": p * math.log(2)}


CLAIMS.append(Claim(
    id="chenli.display.lemma5.11-markov-bullet1",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L779-L783 (the first bullet), L862-L866 (the display at "
           "L864)",
    statement="If the first bullet holds (1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu|, |mu'|, |mu''| <= c/sqrt(d2), "
              "|nu| <= c/sqrt(d3); nu', nu'' any multiples of 1/d3), by Markov's, for s' > 0 (and s > 0): "
              "P_{x, (y, y')}[|x^T Theta (y - y')| > s' (c/sqrt(min(d2, d3)) + c^2 (c + s)^2/r_Theta)^{1/2} "
              "||Theta||_F] <~ 1/s'^2 + exp(-c' r_Theta) + exp(-Omega(s^2)).",
    statement_tex=r"$$\mathbb{P}\left[|x^\top \Theta(y - y')| > s' \left(\frac{c}{\sqrt{\min(d_2, d_3)}} + "
                  r"\frac{c^2}{r_\Theta} (c+s)^2 \right)^{1/2} \|\Theta\|_F \right] \lesssim 1/s'^2 + "
                  r"\exp(-c'r_\Theta) + \exp(-\Omega(s^2)).$$",
    kind="step", comparison="<=", bound=B.l864_shape_above, measure=_l864_measure, strategy=lambda: _l864_inst(),
    constants="hidden", uniform=True, eventually=("section4_scales",),
    assumptions=(Assumption("c", "c = 1 <= sqrt(min(r_Theta, d2, d3))/2 (r_Theta >= 4)",
                            lambda q: math.sqrt(min(q["r"], q["n"])) / 2 - 1.0 + 1e-12),
                 Assumption("first bullet", "mu = mu' = mu'' = 0, nu = 0 (x balanced on S_[3]); nu' = -1, nu'' = +1",
                            lambda q: 1.0),
                 Assumption("Assumption 3", "||Theta||_F^2 >= r_Theta ||Theta||_op^2, and for Theta Pi_S^perp: "
                            "(d - 1 - 2b)/(1 + b)^2 >= r_Theta (||Theta Pi||_F^2 >= ||Theta||_F^2 - ||Theta||_op^2, "
                            "||Theta Pi||_op <= 1 + b)", lambda q: q["rank_slack"])),
    directions=(
        Direction("n -> inf (s = s' = log n, r_Theta = d^{0.1})", "n", INF, how="path", move=_l864_move,
                  points=(2.0**30, 2.0**36, 2.0**42, 2.0**48, 2.0**54, 2.0**60), grows=("section4_scales",),
                  reason="the difference is 2 b sqrt(n) |S|/sqrt(m) with b = sqrt(d)/r^{5/2}, against the threshold "
                         "~ s' (1 + s) ||Theta||_F/sqrt(r): their ratio grows like n^{1/2 - 2 eps}/log^2 n, so P -> 1 "
                         "while 1/s'^2 + 1/r + 1/s^2 -> 0; Section 4's '<<' (polylog d << r = d^{0.1} << d^{1/4}, "
                         "v ~ b << sqrt(d)/r^2, v r^2/sqrt d = r^{-1/2}) hold with any constants at all but finitely "
                         "many points"),
        Direction("s, s'", "s", INF, how="search", reason="s, s' in [1, 100] drawn (log n often): larger s, s' "
                  "raise the threshold"),
        Direction("d2, d3, c, mu, nu", "c", INF, how="unsearched",
                  reason="one printed case suffices for a crossing: d1 = d2 = d3 = n, c = 1, the means as listed"),
    ),
    expect="erratum",
    evidence="The first bullet as printed restricts x's nu only. With nu' = -1, nu'' = +1 (y all -1, y' all +1 on "
             "S_[3]), mu' = mu'' (no S_[2] flips), mu = 0, nu = 0, y - y' = -2 1_[3]; Theta = P + (b/sqrt n) u "
             "1_[3]^T (P a fixed-point-free permutation within each block: trace 0, P 1_[3] = 1_[3]; u = 1_[1]/sqrt m "
             "flat on the cube block), so x^T Theta (y - y') = -2 b sqrt(n) S/sqrt(m), S the sum of the m cube signs "
             "(x^T 1_[3] = 0). With d = 3n, r_Theta = d^{0.1}, b = sqrt(d)/r^{5/2} (v ~ 1 + b, v r^2/sqrt d -> 0), "
             "s = s' = log n: P = 0.58, 0.90, 0.997 at n = 2^30, 2^40, 2^60 while 1/s'^2 + 1/r + 1/s^2 (above the "
             "printed right side for every constant) = 0.117, 0.059, 0.015 (ratio 5, 15, 66). The same slip as chenli.eq32-second "
             "and chenli.lemma5.11-nu-free (audited round 26). Audited (round 29, docs/audits/round29/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path="tests/test_chenli_r29_inproof.py::test_l864_markov_nu_free_second_path",
    no_correction_reason="the correction is the hypothesis |nu'|, |nu''| <= c/sqrt(d3) added to the first bullet "
                         "(chenli.lemma5.11-nu-free's reading), a change of hypotheses, not of this display's shape",
    mutants={}, no_mutant_reason="an erratum whose printed shape diverges: every smaller shape diverges too",
    notes="Closed form (the difference is a scaled sum of the cube signs): exact binomial tails for m <= 2^40, a "
          "Berry-Esseen lower bound beyond (a crossing it shows is one of P). The shape 1/s'^2 + 1/r + 1/s^2 is "
          "ABOVE the printed right side for any constants (exp(-a z) <= 1/(e a z)), so a divergence against it is "
          "one against the printed display with every choice of its hidden constants.",
    domain=(Param("n", 1, INF, integer=True, key="n", text="d2 = d3 = n (and d1 = n)",
                  unreached="n = 2^p, p in 10..62"),
            Param("s", 0.0, INF, key="s", lo_closed=False, text="s > 0", unreached="s in [1, 100] and log n"),
            Param("s'", 0.0, INF, key="sp", lo_closed=False, text="s' > 0", unreached="s' in [1, 100] and log n")),
    settings={"ci": {"max_examples": 10, "budget_s": 1.0, "path_decades": 0.0},
              "dev": {"path_decades": 0.0}, "deep": {"path_decades": 0.0}},
))
