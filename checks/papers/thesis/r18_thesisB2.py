"""thesis, Appendix B (proof of Lemma B.3.2, Chapter 3's graph transformer), round 18 (helper thesisB2).

- (B.152) L4585: Q(t) >= K(t)(1 - lambda) > 0 (lambda < 1), K(t) and Q(t) the coefficients of q_1(t) in the W_Q and
  W_K updates of a mu_1 token ((B.134) W_Q^(t+1) x_j = r_1(t) + K(t) q_1(t) + ..., (B.151) W_K^(t+1) x_j ~ (1 + Q(t))
  q_1(t) + ...), read with their natural witnesses on the trained N = 80 graph transformers of thesis.ch3.eqB.210
  (inside |L| >= BT: r16_thesisAB2.gt80_lift). Until round 17 an ``uncomputable`` row (existential witnesses).

The round-18 re-encodings of (B.90), (B.103), (B.104), (B.110), (B.111) (r14_thesisAB, r17_thesisB) and of (B.24),
(B.128), (B.192), (B.208)-(B.210) (r16_thesisAB2/3, r17_thesisB) are in place in their modules; their second paths and
this module's are in ``tests/test_thesis_r18_thesisB2.py``."""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r18_thesisB2.py::"


# ================= (B.152) L4585: Q(t) >= K(t)(1 - lambda) > 0

def b152_run(inst: dict) -> dict:
    """thesis.ch3.eqB.210's graph transformer (r16_thesisAB2._gt_start: the Section 3.5.1 graph, N = 80, M = 4, 40
    labeled nodes, b_0 fixed at 1 as Lemma B.3.3 fixes it), t steps of Algorithm 4 (batch B with replacement, the SPD
    1..2 sampler). At each step t' = 0..t-1, for the mu_1 token x_j (every j in S_1 has x_j = mu_1): q_1(t') = W_K^(t')
    x_j, r_1(t') = W_Q^(t') x_j and the updates dQ = W_Q^(t'+1) x_j - r_1(t'), dK = W_K^(t'+1) x_j - q_1(t').
    Printed decompositions: K(t') = <dQ, q_1>/||q_1||^2 ((B.134): the q_1(t) coefficient of the W_Q update), Q(t') =
    <dK, q_1>/||q_1||^2 ((B.151)). Norm reading ((B.20): q_1(t) = sqrt(prod_l (1 + K(l))) q_1): 1 + K(t') =
    ||W_K^(t'+1) x_j||^2 / ||q_1||^2, 1 + Q(t') = ||W_Q^(t'+1) x_j||^2 / ||r_1||^2."""
    import torch

    from thmcheck.models import graph_transformer as GT

    Bn, steps, eta, seed = int(inst["B"]), int(inst["t"]), float(inst["eta"]), int(inst["seed"])
    rows = []
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, seed)
        xj = X[int((pats == 0).nonzero()[0][0])]
        if int(inst.get("a_sign", 1)) < 0:   # round 22 (refuted): the mirror network a -> -a (same law, L793-L795)
            p.a = -p.a
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        for tt in range(steps):
            with torch.no_grad():
                q1, r1 = (p.WK @ xj).clone(), (p.WQ @ xj).clone()
            GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, eta, Bn, 1, cfg["n_sample"], g,
                            nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
                k1, kq = p.WK @ xj, p.WQ @ xj
                n2 = float(q1 @ q1)
                K = float((kq - r1) @ q1) / n2
                Q = float((k1 - q1) @ q1) / n2
                Kn = float(k1 @ k1) / n2 - 1.0
                Qn = float(kq @ kq) / float(r1 @ r1) - 1.0
                scale = float(torch.linalg.norm(kq - r1) + torch.linalg.norm(k1 - q1)) * math.sqrt(n2) / n2
            rows.append((tt, K, Q, Kn, Qn, scale))
    return {"rows": rows}


def _b152_measure(inst: dict, ctx: Ctx, norm: bool = False) -> Measurement:  # noqa: ARG001
    """lhs = the least over t' = 0..t-1 of min(K(t'), Q(t')) (the display needs K(t)(1 - lambda) > 0 with lambda < 1,
    i.e. K(t) > 0, and Q(t) >= K(t)(1 - lambda) > 0: Q(t) > 0); ``norm``: the norm reading's K, Q."""
    rows = b152_run(inst)["rows"]
    vals = [(min(r[3], r[4]) if norm else min(r[1], r[2]), r) for r in rows]
    v, r = min(vals, key=lambda z: z[0])
    # the sign is certain when |v| exceeds the rounding of the projections by far (1e-9 of the updates' scale)
    exact = v < 0 and -v > 1e-9 * max(r[5], 1e-300)
    return Measurement(v, {}, {"t'": r[0], "K(t') (B.134)": r[1], "Q(t') (B.151)": r[2], "K(t') norm": r[3],
                               "Q(t') norm": r[4], "steps with K <= 0": sum(1 for z in rows if z[1] <= 0),
                               "steps with Q <= 0": sum(1 for z in rows if z[2] <= 0), "steps": len(rows),
                               **R16B.gt80_terms(inst)}, exact=exact)


@st.composite
def _b152_instances(draw: st.DrawFn) -> dict:
    """seed; m log-uniform on [71, 512] raised to M^2 ln N on the K copies |L| >= B (t + 1) needs (gt80_lift); B
    log-uniform on [2, 256] (atom 8); t in [1, 20] steps (every t' < t checked); eta in {0.05, 0.1, 0.2}."""
    return R16B.gt80_lift({"seed": draw(SEEDS), "m": int(draw(log_uniform(71.0, 512.0))),
                           "B": int(draw(st.one_of(st.just(8), log_uniform(2.0, 256.0)))),
                           "t": draw(st.integers(1, 20)), "eta": draw(st.sampled_from([0.1, 0.2, 0.05]))})


# The path and printed domain shared by (B.152) and (B.138) (r18_thesisB3): the same runs, the same witnesses.
B152_DIRECTIONS = (
    R16B.gt80_b_direction(
        512, (8, 32, 128, 512),
        reason="B >= Omega(eps^-2 log N) carries a hidden constant: a sign crossing counts if it persists "
               "as B grows"),
    Direction("t, B, eta, m, seed", "t", INF, how="search",
              reason="drawn by the strategy (every step t' < t <= 20, B in [2, 256], eta in {0.05, 0.1, 0.2}, m "
                     "in [71, 512] raised to the width on the copies)"),
)
# Round 22 (undecided): the same path with every octave of B from 8 to 512, for (B.152) and (B.138) only: a crossing
# gone along it must be gone at 4 points over a decade to count as vanishing (thmcheck.checks.engine.eventually); the
# coarse grid's 32, 128, 512 was 3 points, too few either way.
B152_DIRECTIONS_DENSE = (
    R16B.gt80_b_direction(
        512, (8, 16, 32, 64, 128, 256, 512),
        reason="B >= Omega(eps^-2 log N) carries a hidden constant: a sign crossing counts if it persists "
               "as B grows (every octave of B to 512, the width the copies allow)"),
    B152_DIRECTIONS[1],
)
def mirror_instances() -> st.SearchStrategy[dict]:
    """thesis.ch3.eqB.138's and eqB.152's draw since round 22 (refuted): the shared draw (seed, m, B, t, eta) with the mirror sign a_sign in {+1, -1} (the output layer a ->
    -a, same law: L793-L795) and m raised to the width of the B path's end (gt80_lift at B = MIRROR_B_END), so that the
    path follows the drawn network itself (a new width is a new network); round 22 (refuted)."""
    return _b152_instances().flatmap(
        lambda inst: st.sampled_from([1, -1]).map(lambda s: R16B.gt80_lift({**inst, "a_sign": s}, MIRROR_B_END)))


MIRROR_B_END = 4096   # the K copies of the 80-node graph cost nothing (each batch draw is a uniform original)
MIRROR_DIRECTIONS = (
    R16B.gt80_b_direction(
        MIRROR_B_END, (8, 16, 32, 64, 128, 256, 512, 1024, 2048, MIRROR_B_END),
        reason="B >= Omega(eps^-2 log N) carries a hidden constant: a sign crossing counts if it persists as B grows "
               "(every octave of B to 4096, m raised at the draw to the width the copies of B = 4096 need, so that "
               "one network is followed)"),
    B152_DIRECTIONS[1],
)


B152_DOMAIN = (
    Param("t", 0, INF, integer=True, far=20, text="t = 0, 1, ..., T - 1", unreached="t' < 20 steps"),
    Param("B", 1, INF, integer=True, far=256, text="batch B", unreached="B in [2, 256] drawn (K copies of the graph "
          "keep |L| >= B (t + 1)), 512 on the path"),
    Param("m", 71, INF, integer=True, far=512, text="m >= M^2 log N", unreached="m in [71, 512] drawn, raised to "
          "M^2 ln N on the copies"),
)

MIRROR_DOMAIN = (B152_DOMAIN[0],
            Param("B", 1, INF, integer=True, far=256, text="batch B", unreached="B in [2, 256] drawn (K copies of the "
                  "graph keep |L| >= B (t + 1)), 4096 on the path"),
            Param("m", 71, INF, integer=True, far=512, text="m >= M^2 log N", unreached="m in [71, 512] drawn, raised "
                  "to M^2 ln N on the copies of B = 4096 (m >= 156 .. 193)"),
            Param("a_sign", -1, 1, integer=True, text="a_i = +-1/sqrt(m) drawn symmetrically (L793-L795): the "
                  "network and its mirror a -> -a have the same law"))


CLAIMS.append(Claim(
    id="thesis.ch3.eqB.152", paper=PAPER, kind="step", comparison=">",
    source=_src("(B.152), proof of Lemma B.3.2 ((b) the W_K gradient), App. B, L4585; K(t): (B.134) L4500, Q(t): (B.151) "
                "L4581; Lemma B.3.2 L3979 ('there exists K(t), Q(t) > 0, t = 0, 1, ..., T-1')"),
    statement="(B.152): Q(t) >= K(t)(1 - lambda) > 0, for lambda < 1, with W_Q^(t+1) x_j = r_1(t) + K(t) q_1(t) + "
              "Theta(1) n_j(t) + |K_e|(t) q_2(t) + sum_l gamma'_l q_l(t) (B.134) and W_K^(t+1) x_j ~ (1 + Q(t)) q_1(t) + "
              "Theta(1) o_j(t) + |Q_e(t)| r_2(t) + ... (B.151), j in S_1. Checked with the natural witnesses (the q_1(t) "
              "coefficients of the W_Q and W_K updates of the mu_1 token: K(t) = <Delta W_Q x_j, q_1(t)>/||q_1(t)||^2, "
              "Q(t) = <Delta W_K x_j, q_1(t)>/||q_1(t)||^2, q_1(t) = W_K^(t) x_j): min(K(t), Q(t)) > 0 at every step t "
              "= 0..T-1 (the display holds for some lambda < 1 iff both are positive), on thesis.ch3.eqB.210's graph "
              "transformers inside |L| >= BT.",
    statement_tex=r"Q(t) \geq K(t)(1 - \lambda) > 0",
    bound=B17.b118_zero, measure=_b152_measure, strategy=mirror_instances(),
    assumptions=R16B.GT80_ASSUMPTIONS,
    readings=(Reading("norm witnesses", "1 + K(t) = ||W_K^(t+1) x_j||^2 / ||W_K^(t) x_j||^2 ((B.20): q_1(t) = "
                      "sqrt(prod_l (1 + K(l))) q_1) and 1 + Q(t) = ||W_Q^(t+1) x_j||^2 / ||W_Q^(t) x_j||^2",
                      bound=B17.b118_zero, measure=(lambda inst, ctx: _b152_measure(inst, ctx, norm=True))),),
    eventually=("B",),
    directions=MIRROR_DIRECTIONS,
    domain=MIRROR_DOMAIN,
    expect="erratum",
    evidence="Round 22 (refuted): the mirror sign a -> -a is now drawn (the same law, L793-L795) and the B path "
             "follows the drawn network to B = 4096. At t = 0 F is linear in a and the hinge is active, so K(0) and "
             "Q(0) (both projections of first gradients) are odd in a: K(0)(-a) = -K(0)(a), Q(0)(-a) = -Q(0)(a) "
             "exactly, and one network of every mirror pair has min(K(0), Q(0)) < 0 at every B: the sign crossing "
             "persists along B (the hidden constant of B >= Omega(eps^-2 log N) cannot remove it), erratum as "
             "thesis.ch3.eqB.152-init found on r20_thesisB3's draw. ci: seed 0, m = 156, t = 1, eta = 0.1, a_sign = "
             "+1: min(K(0), Q(0)) = -4.41e-5 at B = 8, negative at every one of B = 8 .. 4096 (10 points over 2.7 "
             "decades, -5.78e-5 at 4096; the norm witnesses alike). Second path tests/test_thesis_r22_refuted.py (own "
             "numpy model: K0, Q0 odd in a, one of each pair negative at B = 512). Before round 22: crosses only where B is small, and the crossing goes away as B grows (the hidden constant of B >= "
             "Omega(eps^-2 log N) granted): K(t) = 0 exactly at a step whose batch holds no mu_1 node (W_Q x_j moves "
             "only through the queries x_l = x_j, so no q_1(t) component is added: the 'there exist K(t) > 0' of "
             "Lemma B.3.2 fails at that t), and K(t), Q(t) < 0 at a step where the batch's mu_1 queries push W_Q mu_1 "
             "back (seed 0, m = 134, B = 8, t' = 1: K = -1.4e-4, Q = -1.7e-4). ci: seed 0, m = 88, B = 8, t = 10, eta = "
             "0.1 (inside |L| >= BT on K copies): at t' = 5 K(t') = 0, Q(t') = -3.5e-6 (3 of 10 steps with K <= 0); "
             "along B = 8, 32, 128, 512 (m at the width of B = 512) the crossing is gone at B = 512; seed 1, m = 256, "
             "B = 64, eta = 0.2: K, Q > 0 at all 10 steps. The norm reading (1 + K = ||W_K^(t+1) x_j||^2 / ||W_K^(t) "
             "x_j||^2) crosses alike. Round 22 (undecided): on the path with every octave of B the crossing is not "
             "shown to vanish, so it stays conditional: min(K, Q) = -9.6e-7, -4.7e-6, -4.0e-6 at B = 2, 8, 16, "
             "+4.1e-6 at 32, -2.1e-6 at 64 (back), then +1.6e-6, +1.2e-6, +1.9e-6 at B = 128, 256, 512: three clear "
             "points over 0.6 decade, short of the 4 over a decade that 'vanishing crossing' needs (nor does it "
             "persist). B beyond 512 needs more copies of the graph than the width allows here.",
    no_correction_reason="E_a K(0) = E_a Q(0) = 0 exactly (mirror symmetry of the initialisation): a corrected (B.152) "
                         "needs Lemma B.3.2's induction started after a warm-up or conditioned on the initialisation "
                         "(as thesis.ch3.eqB.152-init)",
    second_path="tests/test_thesis_r22_refuted.py::test_b138_mirror_sign_own_model",
    mutants={"> 1 (a wrong scale)": B17.b118_mut},
    auto_mutant=False,   # the right side is 0 (a sign): 10 % more favourable is the same 0
    notes="Round 18 (thesisB2): the L4585 row was 'uncomputable' (K, Q existential witnesses); the printed "
          "decompositions (B.134)/(B.151) name them as the q_1(t) coefficients of the updates, which is what the "
          "measure computes (q_1 and r_1 are parallel by (B.135) only in the proof's induction; the measure projects "
          "on q_1(t) = W_K^(t) x_j as printed). lambda (Claim 3 / Lemma B.3.4, 'there exists lambda') is left "
          "existential: the check is the sign K(t), Q(t) > 0 that every lambda < 1 needs. Round 20: two siblings "
          "carry what this path (t < 20, the shared instances) does not reach: thesis.ch3.eqB.152-init (t = 0, m "
          "up to 4096: K(0) < 0 on many initialisations, persisting along B; erratum) and thesis.ch3.eqB.152-late "
          "(K(t) = 0 exactly once the mu_1 nodes saturate while the mean hinge is 0.14-0.63; erratum, audited). "
          "This claim keeps its own verdict on its own path. Round 22 (refuted): the strategy draws the mirror sign "
          "(mirror_instances) and the B path goes to 4096 on the drawn network: 'conditional' -> 'erratum'.",
    # round 18 (thesisB3): ci trimmed from 14.4 s (two path starts, two readings): one path start
    settings={"ci": {"max_examples": 2, "budget_s": 3.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 15}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.152': 'auditor A: confirmed; auditor B: confirmed',
}, 'docs/audits/round22/thesis.md')
