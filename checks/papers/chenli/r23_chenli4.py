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
