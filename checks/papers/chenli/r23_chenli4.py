"""Round 23 (helper chenli4): re-read of chenli's noted ``covered`` rows from L1400 on, display against covering
claim.

- ``chenli.display.lemma8.4-net``: Lemma 8.4's second display (L2818-L2820), the delta-net conclusion
  ||sum_j lambda^_j M_j - Theta_i||_F <= (nu ||Theta_1||_F + delta) sqrt(m), an explicit '<=' that its covering claim
  chenli.lemma8.4 does not compute (that claim checks the first display, L2816, with the proof's constant sqrt 8).
  Exact left side for the worst delta-net: M_1..M_m are orthonormal, so for any lambda, ||sum_j lambda_j M_j -
  Theta_i||^2 = dist(Theta_i, span M)^2 + ||lambda - g||^2 with g_j = <M_j, Theta_i> (the residual is orthogonal to
  span M); g lies in the net's ball (||g|| <= ||Theta_i||_F <= ||Theta_1||_F), every delta-net has a point within delta
  of g and a net whose nearest point is at distance exactly delta exists, so the best net point gives
  sqrt(dist^2 + delta^2) in the worst case, maximised over i.
"""

from __future__ import annotations

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r23_chenli4 as B4
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.sec8_span import _lemma8_4_instances
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


@st.composite
def _net_instances(draw: st.DrawFn) -> dict:
    """chenli.lemma8.4's instances (m <= 6, nu up to its edge 1/sqrt(2m), aligned or random Pi^perp parts, any
    ||Theta_1||_F) and the net's delta = delta_rel ||Theta_1||_F, delta_rel log-uniform over [1e-8, 1e4] with both
    edges (delta -> 0: the nu part alone; delta large: the sqrt(m) delta part alone)."""
    base = draw(_lemma8_4_instances())
    rel = float(draw(with_edges(log_uniform(1e-8, 1e4), 1e-8, 1e4)))
    return {**base, "delta_rel": rel, "delta": rel * float(base["theta1"])}


def _net_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = int(inst["m"])
    M = np.asarray(inst["M"], dtype=np.float64).reshape(m, -1)
    T = np.asarray(inst["thetas"], dtype=np.float64).reshape(m, -1)
    G = T @ M.T  # g_i = (<M_j, Theta_i>)_j, the projection coefficients
    R = T - G @ M  # Theta_i minus its projection on span M (M orthonormal)
    dist = np.linalg.norm(R, axis=1)
    delta = float(inst["delta"])
    lhs = float(np.sqrt(dist.max() ** 2 + delta**2))
    Q = np.linalg.qr(T.T)[0]
    perp = M - (M @ Q) @ Q.T
    theta1 = float(np.linalg.norm(T[0]))
    q = {"nu": float(inst["nu"]), "m": m, "theta1": theta1, "delta": delta}
    t = {"orthonormal_err": float(np.abs(M @ M.T - np.eye(m)).max()),
         "max_perp": float(np.linalg.norm(perp, axis=1).max()), "nu_max": 1 / np.sqrt(2 * m),
         "norm_order": float(theta1 - np.linalg.norm(T, axis=1).max()),
         "max ||g_i|| / ||Theta_1||_F (inside the net's ball)": float(np.linalg.norm(G, axis=1).max() / theta1),
         "max_i dist(Theta_i, span M)": float(dist.max()),
         "dist/(sqrt(m) nu ||Theta_1||_F)": float(dist.max() / (np.sqrt(m) * inst["nu"] * theta1))}
    return Measurement(lhs, q, t)


LEMMA8_4_NET = Claim(
    id="chenli.display.lemma8.4-net", paper=PAPER,
    source=f"Lemma 8.4, second display, Section 8, {SEED_FILE} L2812-L2820",
    statement="For nu <= 1/sqrt(2m), M_1..M_m orthonormal with ||Pi_att^perp(M_i)||_F <= nu: if S is a delta-net over "
              "the vectors of R^m of norm at most O(||Theta_1||_F), S contains lambda^ with ||sum_j lambda^_j M_j - "
              "Theta_i||_F <= (nu ||Theta_1||_F + delta) sqrt(m) (every i; the worst delta-net: its nearest point to "
              "the best coefficients at distance delta).",
    kind="deterministic", comparison="<=", bound=B4.lemma8_4_net, measure=_net_measure, strategy=_net_instances,
    assumptions=(
        Assumption("orthonormal", "M_1..M_m orthonormal (to 1e-9)", lambda q: 1e-9 - q["orthonormal_err"]),
        Assumption("perp", "||Pi_att^perp(M_i)||_F <= nu", lambda q: q["nu"] * (1 + 1e-9) - q["max_perp"]),
        Assumption("nu range", "nu <= 1/sqrt(2m)", lambda q: q["nu_max"] * (1 + 1e-12) - q["nu"]),
        Assumption("Theta_1 largest", "||Theta_1||_F >= ||Theta_i||_F (Assumption 1)",
                   lambda q: q["norm_order"] + 1e-12),
    ),
    mutants={"delta dropped": B4.lemma8_4_net_mut_no_delta},
    notes=("lhs = sqrt(max_i dist(Theta_i, span M)^2 + delta^2) exactly (see the module docstring); dist <= "
           "sin(theta_max) ||Theta_i||_F <= ||[E_1..E_m]||_op ||Theta_1||_F <= sqrt(m) nu ||Theta_1||_F, so the display "
           "holds with room sqrt(a^2 + b^2) <= a + b; at m = 1 (aligned, dist = nu ||Theta_1||_F) and delta -> 0 the "
           "ratio tends to 1."),
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
    domain=(Param("m", 1, INF, text="m heads / matrices", integer=True,
                  unreached="m <= 6 in R^{d x d}, d <= 6 (chenli.lemma8.4's instances): the left side is exact linear "
                            "algebra and dist <= sqrt(m) nu ||Theta_1||_F holds for every m"),
            Param("nu_frac", 0.0, 1.0, lo_closed=False, text="nu <= 1/sqrt(2m) (nu as a fraction of it)"),
            Param("theta1", 0.0, INF, lo_closed=False, text="||Theta_1||_F (any scale)"),
            Param("delta", 0.0, INF, lo_closed=False, key="delta_rel", text="the net's delta > 0 (relative to "
                  "||Theta_1||_F)", unreached="delta/||Theta_1||_F in [1e-8, 1e4]: below, the nu part alone (the "
                  "delta -> 0 edge); above, the sqrt(m) delta part alone")),
)
CLAIMS.append(LEMMA8_4_NET)


# ---------------------------------------------------------------------------- Lemma 11.10 (L3206-L3214), odd h


@st.composite
def _l1110_instances(draw: st.DrawFn) -> dict:
    """q = 2^bits (bits in [1, 8]), d in [1, 6], p in [2, q - 1] (Definition 11.8: p < q; p = 2 is Conjecture 11.9's
    LWR_{2,q,n}), w_1 in Z_q^d not all zero (w = 0 makes f_w = 0), w_2 = -w_1."""
    bits = draw(with_edges(st.integers(2, 8), 2, 8))
    q = 2**bits
    d = draw(with_edges(st.integers(1, 6), 1, 6))
    p = draw(with_edges(st.integers(2, q - 1), 2, q - 1))
    w1 = draw(st.lists(st.integers(0, q - 1), min_size=d, max_size=d))
    if not any(w1):
        w1[0] = draw(st.integers(1, q - 1))
    return {"q": q, "bits": bits, "d": d, "p": p, "w1": w1}


def _l1110_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max over x in Z_q^{2d} of f_w(x) = round((p/q)(<w, x> mod q)) in Z_p (nearest integer, ties up, p read
    as 0): with w_2 = -w_1, <w, x> = <w_1, x_1 - x_2> takes exactly the multiples of g = gcd(w_1, q) mod q (x_1 - x_2
    ranges over Z_q^d); g is a power of 2 below q, so t = q/2 is one, where f_w = round(p/2) in [1, p - 1]."""
    from math import gcd

    q, p, w1 = int(inst["q"]), int(inst["p"]), [int(v) for v in inst["w1"]]
    g = q
    for v in w1:
        g = gcd(g, v)
    ts = range(0, q, g)
    vals = {t: ((2 * p * t + q) // (2 * q)) % p for t in ts}  # floor(p t/q + 1/2) in Z_p, exact integers
    t_max = max(vals, key=vals.get)
    return Measurement(vals[t_max], {}, {"g = gcd(w_1, q)": g, "t = <w, x> mod q at the max": t_max, "p": p, "q": q,
                                         "f_w at t = q/2": vals[q // 2]})


LEMMA11_10_ODD_H = Claim(
    id="chenli.display.lemma11.10-odd-h", paper=PAPER,
    source=f"Lemma 11.10, Section 11.3, {SEED_FILE} L3206-L3214 (Definition 11.8's f_w: L3188-L3190)",
    statement="q a power of 2, w = (w_1, w_2) in Z_q^{2d} with w_1 = -w_2: there exist S subset [d] and an odd function "
              "h: Z -> {0, 1} with f_w(x) = h(<w'/2, z_1[x] - z_2[x]>) for every x in Z_q^{2d} (f_w(x) = "
              "round((p/q)(<w, x> mod q)), p < q, Definition 11.8). As printed, oddness with values in {0, 1} forces "
              "h = 0, i.e. f_w = 0: checked as max_x f_w(x) <= 0.",
    kind="construction", comparison="<=", bound=B4.lemma11_10_odd_h, measure=_l1110_measure,
    exact=lambda inst: _l1110_measure(inst, Ctx()), strategy=_l1110_instances, rtol=0.0, atol=0.0,
    expect="erratum",
    evidence=("As printed (L3210: 'odd function h: Z -> {0, 1}'): h(-t) = -h(t) with both in {0, 1} gives h(t) = 0 "
              "for every t, so the conclusion f_w(x) = h(...) needs f_w = 0 on Z_q^{2d}. But for any w_1 != 0 (mod q) "
              "and p >= 2, <w, x> = <w_1, x_1 - x_2> takes the value q/2 (a multiple of g = gcd(w_1, q) <= q/2, a power of 2) "
              "and f_w = round(p/2), in [1, p - 1] (non-zero in Z_p). Smallest instance: q = 4, d = 1, p = 2, w_1 = 1, w_2 = 3, x = "
              "(2, 0): <w, x> mod 4 = 2, f_w(x) = round(1) = 1 != 0 = h(.). The proof (L3216-L3220) only shows <w, x> "
              "= <w'/2, z_1[x] - z_2[x]> and that f_w(x) is 'a Boolean function' of it: the intended h is h(t) = "
              "round((p/q)(t mod q)), which is not odd (h(0) = 0, h(q/2) = round(p/2) = h(-q/2) != -h(q/2)). "
              "'odd' (and the unused S) look carried over from Lemma 11.5's even/odd h; the lemma as used (Section "
              "11.3 implements f_w through Lemma 11.5 with h of <w'/2, z_1 - z_2>) needs h's parity for Lemma 11.5, "
              "which this h does not have in either sense."),
    no_correction_reason=("the identity behind the intended statement, <w, x> = <w'/2, z_1[x] - z_2[x]> mod q (so f_w = "
                          "h(.) with h(t) = round((p/q)(t mod q)), neither odd nor even in general), is checked exactly "
                          "as chenli.lemma11.10; whether Section 11.3's construction survives without h's parity is a "
                          "question about Lemma 11.5's use, not a bound with this signature."),
    second_path="tests/test_chenli_r23_chenli4.py::test_lemma11_10_odd_h_second_path",
    auto_mutant=False,  # the printed bound is crossed
    no_mutant_reason=("the printed bound (0) is itself crossed at every instance (f_w(x) = round(p/2) at <w, x> = q/2); "
                      "a planted wrong bound below it would only be crossed the same way"),
    notes=("lhs exact (integers): the values of <w, x> mod q over x in Z_q^{2d} are the multiples of gcd(w_1, q) "
           "(x_1 - x_2 ranges over Z_q^d); tests enumerate x directly at small q, d."),
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("bits", 1, INF, text="q = 2^bits a power of 2", integer=True,
                  unreached="bits in [2, 8] (q = 2 has p < q only at p = 1, where rounding (1/2) is a tie)"),
            Param("d", 1, INF, text="x in Z_q^{2d}", integer=True,
                  unreached="d <= 6: the value set of <w, x> mod q depends on gcd(w_1, q) only"),
            Param("p", 1, INF, text="p < q (Definition 11.8)", integer=True,
                  unreached="p in [2, q - 1]; p = 1 rounds (<w, x> mod q)/q, also crossing at t >= q/2 except at the "
                            "tie")),
)
CLAIMS.append(LEMMA11_10_ODD_H)

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma11.10-odd-h': 'auditor A: confirmed as printed',
}, 'docs/audits/round23/chenli.md')
