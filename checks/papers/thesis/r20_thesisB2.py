"""thesis, Appendix B (proof of Lemma B.3.2), round 20 continued (helper thesisB2): (B.153) L4589 and (B.154) L4591
along t -> T.

thesis.ch3.eqB.153 / thesis.ch3.eqB.154 (r20_thesisB) check the magnitude bounds of the key-update coordinates at t < 20
steps only and skip the steps with Q(t) <= 0. Under the same exact-coordinate reading (one-hot tokens: the update of
W_K e_p has unique coordinates C_t[p, l] in the basis r_l(t) = W_Q^(t) e_l, and Q(t) = C_t[1, 1] = K(t) = A_t[1, 1],
C_t = A_t^T), the runs here continue up to T (the first step at which the all-node mean hinge is <= eps, as
thesis.ch3.eqB.152-late) and every step whose batch holds a mu_1 node counts:

- (B.153): |gamma_l| <~ (1/B) sum_n Q(t) |S_l^{n,t}| / (|S^{n,t}| - |S_*^{n,t}|), gamma_l = C_t[1, l], l >= 3;
- (B.154): |Q_e(t)| <~ (1/B) sum_n Q(t) |S_#^{n,t}| / (|S^{n,t}| - |S_*^{n,t}|), Q_e = C_t[1, 2].

A hidden constant C with |coordinate| <= C * (right side) is checked as right side / |coordinate| >= c = 1/C > 0 (a
finite score; the search's least ratio): once the mu_1 nodes saturate (margin 1) no gradient reaches W_Q e_1, so
Q(t) = K(t) = A_t[1, 1] = 0 exactly, while the mu_1 key still moves in the sampled sets of the still active mu_2 and
non-discriminative queries: C_t[1, l] = A_t[l, 1] != 0, the right side is 0 and no constant holds."""

from __future__ import annotations

import functools

import numpy as np

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.thesis import r20_thesisB as R20B
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r20_thesisB2.py::"


@functools.lru_cache(maxsize=16)
def _late_coef_run(seed: int, m: int, B: int, t: int, eta: float, eps: float) -> tuple:
    """r20_thesisB._coef_run's steps (thesis.ch3.eqB.210's graph transformer, b_0 fixed at 1, the step's batch and
    sampled sets re-drawn from a copy of the generator), continued up to t steps or until the all-node mean hinge
    (GT.hinge_all over the whole SPD 0..2 aggregation, as thesis.ch3.eqB.152-late) is <= eps. Each row is
    r20_thesisB._coef_run's row (tt, A, C, res_A, res_C, scale, counts, labels, patterns, G1, ||q_1||) followed by the
    mean hinge before the step and whether the batch holds a mu_1 node."""
    import torch

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.models import graph_transformer as GT

    inst = {"seed": seed, "m": m, "B": B, "t": t, "eta": eta}
    rows = []
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, seed)
        M = int(cfg["M"])
        E = torch.eye(X.shape[1], dtype=X.dtype)[:M].T
        Y = torch.as_tensor(y, dtype=torch.float64)
        full = nb.clone()
        full.fill_diagonal_(True)
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        lens = nb.sum(1)
        order = torch.argsort((~nb).to(torch.int8), dim=1, stable=True)
        pa = np.asarray(pats)
        for tt in range(t):
            with torch.no_grad():
                h = float(GT.hinge_all(X, Y, Dt, p, full).mean())
                Qb, Rb = (p.WK @ E).clone(), (p.WQ @ E).clone()
            if h <= eps:
                break
            gs = torch.Generator()
            gs.set_state(g.get_state())
            idx = lab[torch.randint(0, len(lab), (B,), generator=gs)]
            pick = (torch.rand(B, cfg["n_sample"], generator=gs, dtype=torch.float64) * lens[idx, None]).long()
            S = torch.cat([idx[:, None], torch.gather(order[idx], 1, pick)], 1).numpy()
            cnt = np.stack([np.bincount(pa[row], minlength=M) for row in S])
            ylab = np.asarray(y)[idx.numpy()]
            GT.train_masked(X, Y, Dt, lab, p, eta, B, 1, cfg["n_sample"], g, nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
                dQ, dK = p.WQ @ E - Rb, p.WK @ E - Qb
                A = torch.linalg.lstsq(Qb, dQ).solution.T
                C = torch.linalg.lstsq(Rb, dK).solution.T
                ra = float(torch.linalg.norm(Qb @ A.T - dQ)) / max(float(torch.linalg.norm(dQ)), 1e-300)
                rc = float(torch.linalg.norm(Rb @ C.T - dK)) / max(float(torch.linalg.norm(dK)), 1e-300)
                nq1 = float(torch.linalg.norm(Qb[:, 0]))
            rows.append((tt, A.numpy().copy(), C.numpy().copy(), ra, rc, float(np.abs(A.numpy()).max()), cnt, ylab,
                         pa[idx.numpy()], None, nq1, h, bool((pa[idx.numpy()] == 0).any())))
    return tuple(rows)


def late_coef_run(inst: dict) -> tuple:
    return _late_coef_run(int(inst["seed"]), int(inst["m"]), int(inst["B"]), int(inst["t"]), float(inst["eta"]),
                          float(inst["eps"]))


def _late_mag_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least ratio (printed right side, constant 1) / |coordinate| over the steps t' < T (T: the first step
    with the all-node mean hinge <= eps, or inst['t']) whose batch holds a mu_1 node, and the coordinates with
    |coordinate| > 1e-9 of the step's update scale ((B.153): |C[1, l]|, l >= 3; (B.154): |C[1, 2]|; the right sides of
    r20_thesisB._mag_terms with Q(t) = C[1, 1]). A hidden constant C in '|coordinate| <~ right side' makes this >= 1/C
    > 0. ``exact``: the least ratio is <= 0 (Q(t) = 0 exactly or Q(t) < 0) with the coordinate above 1e-6 of the
    scale and the fits' residuals below 1e-9. Steps with Q(t) < 0 (thesis.ch3.eqB.152's crossing at small t) are left
    out: a crossing here is Q(t) = 0 exactly with the coordinate moved."""
    rows = late_coef_run(inst)
    best = None
    for row in rows:
        sc, h, has1 = row[5], row[11], row[12]
        if not has1 or sc <= 0 or row[1][0, 0] < 0:   # Q(t) < 0: thesis.ch3.eqB.152's own crossing, left to it
            continue
        for v, rhs, lk in R20B._mag_terms(row, which):
            if v <= 1e-9 * sc:
                continue
            r = rhs / v
            if best is None or r < best[0]:
                best = (r, row[0], v, rhs, lk, float(row[1][0, 0]), sc, h, max(row[3], row[4]))
    if best is None:
        raise SolverFailure("no step with a mu_1 node in the batch and a moved coordinate before the hinge reached eps")
    r, tt, v, rhs, lk, K, sc, h, res = best
    exact = r <= 0 and v > 1e-6 * sc and res < 1e-9
    zero = [z[0] for z in rows if z[12] and z[1][0, 0] == 0.0 and
            any(vv > 1e-6 * z[5] for vv, _rr, _l in R20B._mag_terms(z, which))]
    return Measurement(r, {"ref": 1.0, "B": float(inst["B"])},
                       {"t'": tt, "|coordinate|": v, "printed right side (constant 1)": rhs, "pattern (0-based)": lk,
                        "Q(t') = K(t') (C[1, 1])": K, "update scale max|A|": sc, "mean hinge at t' (all nodes)": h,
                        "fit residual": res, "steps with Q = 0 exactly and the coordinate moved": len(zero),
                        "first such step": zero[0] if zero else -1, "steps run": len(rows), "eps": float(inst["eps"]),
                        **R20B._terms(inst)}, exact=exact)


def _ratio_mut(ref: float, B: float, **_: object) -> float:
    """A wrong shape: the constant 1 times B^2."""
    return ref * B * B


def _late_instances():
    from hypothesis import strategies as st

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.strategies import SEEDS, log_uniform

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        """seed; m log-uniform on [71, 512] raised to M^2 ln N on the copies |L| >= B (t + 1) needs; B log-uniform on
        [8, 256] (atom 32); up to t = 120 steps; eta in {0.2, 0.1}; eps in [0.05, 0.3] (Theorem 3.4.4: any eps in
        (0, 1))."""
        return R16B.gt80_lift({"seed": draw(SEEDS), "m": int(draw(log_uniform(71.0, 512.0))),
                               "B": int(draw(st.one_of(st.just(32), log_uniform(8.0, 256.0)))), "t": 120,
                               "eta": draw(st.sampled_from([0.2, 0.1])), "eps": draw(st.floats(0.05, 0.3))})

    return draw_inst()


def _claim_late(cid: str, line: str, which: str, statement: str, tex: str, evidence: str, test: str | None,
                expect: str, no_corr: str | None) -> Claim:
    from thmcheck.checks.claim import Direction
    from thmcheck.checks.domain import Param
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis._common import INF

    return Claim(
        id=cid, paper=PAPER, kind="step", comparison=">=",
        source=_src(f"{line}, proof of Lemma B.3.2, App. B; Q_e, gamma_l: (B.151) L4581; Lemma B.3.2 L3979 (t = 0, "
                    "..., T - 1); Theorem 3.4.4 L869-L875 (T, eps); one-hot tokens: Section 3.5.1"),
        statement=statement, statement_tex=tex, bound=B17.b128_one,
        measure=(lambda inst, ctx: _late_mag_measure(inst, ctx, which)), strategy=_late_instances(),
        assumptions=R16B.GT80_ASSUMPTIONS, constants="hidden", uniform=True,
        directions=(
            R16B.gt80_b_direction(
                256, (8, 32, 128, 256),
                reason="B >= Omega(eps^-2 log N) carries a hidden constant: the ratio must stay bounded away "
                       "from 0 as B grows"),
            Direction("t -> T (each run goes on to t_eps)", "t", INF, how="search",
                      reason="every step t' < min(t_eps, 120) of a run is measured: the least ratio over the steps"),
            Direction("seed, m, eta, eps", "eps", 0.0, how="search",
                      reason="drawn by the strategy (eps in [0.05, 0.3], eta in {0.1, 0.2}, m in [71, 512] raised)"),
        ),
        domain=(Param("t", 0, INF, integer=True, far=120, text="t = 0, 1, ..., T - 1",
                      unreached="up to 120 steps or the first step with the mean hinge <= eps"),
                Param("B", 1, INF, integer=True, far=256, text="batch B",
                      unreached="B in [8, 256] drawn and on the path"),
                Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1)",
                      unreached="eps in [0.05, 0.3] drawn (a smaller eps only lengthens [0, T))"),
                Param("m", 71, INF, integer=True, far=512, text="m >= M^2 log N",
                      unreached="m in [71, 512] drawn, raised to M^2 ln N on the copies")),
        expect=expect, evidence=evidence, second_path=(SP + test) if test else None,
        no_correction_reason=no_corr,
        mutants={"the shape times B^2": _ratio_mut},
        notes="Round 20 (thesisB2): thesis.ch3.eqB.153 / eqB.154 (r20_thesisB) stop at t < 20 and skip Q(t) <= 0; here "
              "the runs go on to T (thesis.ch3.eqB.152-late's t_eps) and every step whose batch holds a mu_1 node "
              "counts. Q(t) = C[1, 1] = K(t) (the basis reading of r20_thesisB); a coordinate is 'moved' above 1e-9 of "
              "the step's update scale. The ratio is taken as right side / |coordinate| so that the score stays "
              "finite where Q(t) = 0.",
        settings={"ci": {"max_examples": 2, "budget_s": 9.0, "min_valid": 1, "path_starts": 0},
                  "dev": {"max_examples": 10, "path_starts": 1}},
    )


_NO_CORR = ("once every mu_1 query's hinge is inactive Q(t) = K(t) = 0 exactly while the mu_1 key still moves in the "
            "sampled sets of the active mu_2 / non-discriminative queries, so no bound proportional to Q(t) holds; a "
            "correction would bound the coordinate by the active queries' hinge mass instead of Q(t), which changes "
            "the proof's (B.152)-(B.159) chain")


def _build() -> list[Claim]:
    return [
        _claim_late(
            "thesis.ch3.eqB.153-late", "(B.153) L4589", "B153",
            "(B.153): |gamma_l| <~ (1/B) sum_{n in B_b} Q(t) |S_l^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|), gamma_l the r_l(t) "
            "coefficient of the mu_1 key's update (B.151), l >= 3, for t = 0, ..., T - 1. Checked up to T (the first "
            "step with the all-node mean hinge <= eps, or 120 steps): with one-hot tokens gamma_l = C[1, l] and Q(t) = "
            "C[1, 1] are the update's unique coordinates in the basis r_l(t) = W_Q^(t) e_l; at every step whose batch "
            "holds a mu_1 node (and Q(t) >= 0), (right side) / |gamma_l| >= c for one constant c > 0, on "
            "thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
            r"|\gamma_l| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_l^{n,t}|}"
            r"{|\mathcal{S}^{n,t}| - |\mathcal{S}_*^{n,t}|}",
            "Exact and persisting as B grows: once the mu_1 nodes reach margin 1 no gradient reaches W_Q e_1, so Q(t) = K(t) = C[1, 1] = 0 exactly (thesis.ch3.eqB.152-late), while the mu_1 key still sits in the sampled sets of the active mu_2 and non-discriminative queries and moves: gamma_l = C[1, l] = A[l, 1] != 0 (fit residual ~1e-15), so the printed right side is 0 < |gamma_l| and no constant holds, at steps whose batch holds a mu_1 node and the all-node mean hinge is still far above eps (T >= t_eps > t, or Theorem 3.4.4's conclusion fails at T). eps = 0.1, eta = 0.2, up to 200 steps, m = 185 >= M^2 ln N at B = 256's copies: first such step t' and mean hinge there at B = 8, 32, 128, 256: seed 0: t' = 67, 66, 71, 73 (hinge 0.55, 0.52, 0.39, 0.34; |gamma_l| 3.0e-3 .. 6.9e-3; 13-24 such steps); seed 1: t' = 41, 47, 47, 48 (hinge 0.65, 0.56, 0.57, 0.56; 34-56 steps); seed 2: t' = 63, 61, 69, 70 (hinge 0.40, 0.38, 0.27, 0.28); seed 3: t' = 62, 71, 71, 73 (hinge 0.48, 0.38, 0.37, 0.35). Before saturation the ratio also shrinks as Q(t) -> 0 (seed 0, B = 32: |gamma_l| / right side 12.9 at t' = 64 with Q = 1.5e-3, at most 4.1 for t' < 60). Second path (tests/gt_own.py, own model and gradient): Q(t) = C[0, 0] = 0 to 1e-12 while a cross coordinate of the mu_1 key's update is above 1e-3 of it, the mean hinge >= 0.1, on 3 or more of 4 seeds.", "test_b153_b154_late_key_coordinate_moves_with_Q_zero_own_model", "erratum", _NO_CORR),
        _claim_late(
            "thesis.ch3.eqB.154-late", "(B.154) L4591", "B154",
            "(B.154): |Q_e(t)| <~ (1/B) sum_{n in B_b} Q(t) |S_#^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|), Q_e the r_2(t) "
            "coefficient of (B.151), for t = 0, ..., T - 1. Checked up to T (the first step with the all-node mean "
            "hinge <= eps, or 120 steps): Q_e = C[1, 2] and Q(t) = C[1, 1] the update's unique coordinates in the "
            "basis r_l(t) = W_Q^(t) e_l; at every step whose batch holds a mu_1 node (and Q(t) >= 0), (right side) / "
            "|Q_e| >= c for one constant c > 0, on thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
            r"|Q_e(t)| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_\#^{n,t}|}"
            r"{|\mathcal{S}^{n,t}| - |\mathcal{S}_*^{n,t}|}",
            "Exact, where the mu_2 queries still hold mu_1 keys after the mu_1 nodes saturate: Q(t) = C[1, 1] = 0 exactly (no gradient reaches W_Q e_1, thesis.ch3.eqB.152-late) while Q_e = C[1, 2] = A[2, 1] != 0 (fit residual ~1e-15): the printed right side is 0 < |Q_e| at steps whose batch holds a mu_1 node and the all-node mean hinge is far above eps. eps = 0.1, eta = 0.2, up to 200 steps, m = 185 >= M^2 ln N at B = 256's copies, first such step t' at B = 8, 32, 128, 256: seed 0: t' = 69, 66, 71, 73 (hinge 0.51, 0.52, 0.39, 0.34; |Q_e| 8e-4 .. 3.5e-3; 6-13 such steps); seed 1: t' = 41, 47, 47, 48 (hinge 0.65, 0.56, 0.57, 0.56; 25-30 steps); seed 3: B = 128 only (t' = 75, hinge 0.35); seed 2 and seed 3's other B: no such step before t_eps (least ratio 0.003-0.15 > 0: the mu_2 queries saturate with the mu_1 ones). Second path (tests/gt_own.py): as thesis.ch3.eqB.153-late's, Q(t) = 0 with a moved cross coordinate of the mu_1 key.", "test_b153_b154_late_key_coordinate_moves_with_Q_zero_own_model", "erratum", _NO_CORR),
    ]


CLAIMS.extend(_build())

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.153-late': 'auditor A: confirmed',
    'thesis.ch3.eqB.154-late': 'auditor A: confirmed',
}, 'docs/audits/round20/thesis.md')

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "thesis.ch3.eqB.153-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: at m = "
                               "608 and 2432 (seeds 0, 1; B = 32, eta = 0.2, eps = 0.25) Q(t') = K(t') = 0 exactly "
                               "while |gamma_l| = 1.0e-3 .. 1.2e-2, mean hinge 0.43 .. 0.58 > eps.",
    "thesis.ch3.eqB.154-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: the ci "
                               "instance re-measured at 4x and 16x m keeps Q(t') = 0 exactly against a moved Q_e (the "
                               "mechanism of thesis.ch3.eqB.152-late, which persists at m = 608, 2432).",
})
