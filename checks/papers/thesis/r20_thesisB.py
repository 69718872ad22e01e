"""thesis, Appendix B (proof of Lemma B.3.2, Chapter 3's graph transformer), round 20 (helper thesisB).

The coefficients of the proof's expansions of the W_Q / W_K updates ((B.134), (B.148), (B.149), (B.151), (B.155),
(B.156), until round 19 ``uncomputable`` rows: 'existential split'). On the Section 3.5.1 graph transformer with one-hot
tokens (x_j = e_p for a token of pattern p, thesis.ch3.eqB.210's runs) the split is not free: Algorithm 4's step
moves W_Q x_p only inside span{W_K^(t) x_s} = span{q_1(t), ..., q_M(t)} (the W_Q gradient of the score
x_s^T W_K^T W_Q x_n is (W_K x_s) x_n^T) and W_K x_p only inside span{r_1(t), ..., r_M(t)} (r_l(t) = W_Q^(t) e_l),
so the printed expansions' coefficients of q_l(t) / r_l(t) are the unique coordinates of the update in these bases
(least squares, residual ~1e-13 of the update: the noise terms n_j(t), o_j(t) of the update are 0):

    W_Q^(t+1) e_p - W_Q^(t) e_p = sum_l A_t[p, l] q_l(t),   W_K^(t+1) e_p - W_K^(t) e_p = sum_l C_t[p, l] r_l(t),

and C_t = A_t^T (both are -eta (1/B) sum of the score gradients over (query pattern, key pattern) pairs). K(t) =
A_t[1, 1] ((B.134)'s q_1(t) coefficient of the mu_1 query, = Q(t) = C_t[1, 1] of (B.151)). Each display's printed
coefficient sign is then a sign of one entry:

- (B.134) L4500: the q_2(t) coefficient of the mu_1 query's update is printed |K_e|(t) >= 0: A_t[1, 2] >= 0;
- (B.149) L4573: the q_1(t) coefficient of the mu_2 query's update is Theta(1) K(t): A_t[2, 1] >= c K(t);
- (B.148) L4569: the q_1(t) coefficient of a pattern-l >= 3 query's update is Theta(1) K(t): A_t[l, 1] >= c K(t);
- (B.151) L4581 (and (B.125)'s 'Q_e(t) > 0'): the r_2(t) coefficient of the mu_1 key's update, |Q_e(t)| >= 0;
- (B.155) L4595: the r_1(t) coefficient of the mu_2 key's update, |Q_e(t)| >= 0;
- (B.156) L4599: the r_1(t) coefficient of a pattern-l >= 3 key's update, Theta(1) |Q_f(t)| >= 0.

Their magnitude bounds on the same coordinates, uniform checks along B (hold at t < 20 steps): (B.139) L4520, (B.140)
L4522, (B.153) L4589, (B.154) L4591, (B.157) L4603 (the step's batch and sampled sets re-drawn from a copy of the
generator), and the last members of (B.158) L4607 and (B.159) L4621 (the trained scores against the coordinates, delta
-> 1/2). And (B.152) continued up to T (thesis.ch3.eqB.152-late): once the mu_1 nodes reach margin 1, K(t) = 0
exactly while the other nodes still train (erratum).

The softmax Jacobian makes every row of A_t sum to 0 (the coefficients of one query's update over the key patterns
cancel), so K(t) > 0 forces negative cross coefficients: the mechanism of the crossings. Second paths in
``tests/test_thesis_r20_thesisB.py`` (the own numpy graph transformer of tests/gt_own.py, its hand-written score
gradient dG: A = -eta dG^T)."""

from __future__ import annotations

import dataclasses
import functools

import numpy as np

from thmcheck.bounds.thesis import r17_thesisB as B17
from thmcheck.checks.claim import Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r20_thesisB.py::"


@functools.lru_cache(maxsize=32)
def _coef_run(seed: int, m: int, B: int, t: int, eta: float) -> tuple:
    """thesis.ch3.eqB.210's graph transformer (r16_thesisAB2._gt_start, N = 80 K nodes, M = 4, b_0 fixed at 1), t steps
    of Algorithm 4 (r18_thesisB2.b152_run's steps); at each step t' the coordinates A_t' (M x M) of the W_Q updates of
    the pattern tokens e_0..e_{M-1} in the basis q_l(t') = W_K^(t') e_l, the coordinates C_t' of the W_K updates in the
    basis r_l(t') = W_Q^(t') e_l, the relative residuals of both fits, the updates' scale max |A_t'|, and the step's
    batch: the pattern counts |S_l^{n,t'}| of each batch node's sampled set (B x M), the labels y_n and patterns."""
    import torch

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.models import graph_transformer as GT

    inst = {"seed": seed, "m": m, "B": B, "t": t, "eta": eta}
    rows = []
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, seed)
        M = int(cfg["M"])
        E = torch.eye(X.shape[1], dtype=X.dtype)[:M].T          # columns e_0..e_{M-1}
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        lens = nb.sum(1)
        order = torch.argsort((~nb).to(torch.int8), dim=1, stable=True)
        pa = np.asarray(pats)
        for tt in range(t):
            with torch.no_grad():
                Qb, Rb = (p.WK @ E).clone(), (p.WQ @ E).clone()
            # the step's batch and sampled sets S^{n,t}, re-drawn from a copy of the generator exactly as
            # GT.train_masked draws them (idx with replacement, n_sample picks of the SPD 1..2 ring, n prepended)
            gs = torch.Generator()
            gs.set_state(g.get_state())
            idx = lab[torch.randint(0, len(lab), (B,), generator=gs)]
            pick = (torch.rand(B, cfg["n_sample"], generator=gs, dtype=torch.float64) * lens[idx, None]).long()
            S = torch.cat([idx[:, None], torch.gather(order[idx], 1, pick)], 1).numpy()
            cnt = np.stack([np.bincount(pa[row], minlength=M) for row in S])      # (B, M): |S_l^{n,t}|
            ylab = np.asarray(y)[idx.numpy()]
            GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, eta, B, 1, cfg["n_sample"], g,
                            nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
                dQ, dK = p.WQ @ E - Rb, p.WK @ E - Qb
                A = torch.linalg.lstsq(Qb, dQ).solution.T
                C = torch.linalg.lstsq(Rb, dK).solution.T
                ra = float(torch.linalg.norm(Qb @ A.T - dQ)) / max(float(torch.linalg.norm(dQ)), 1e-300)
                rc = float(torch.linalg.norm(Rb @ C.T - dK)) / max(float(torch.linalg.norm(dK)), 1e-300)
                G1 = ((p.WK @ E).T @ (p.WQ @ E)).numpy().copy()   # G1[j, l] = x_j^T W_K^(t+1)T W_Q^(t+1) x_l
                nq1 = float(torch.linalg.norm(Qb[:, 0]))
            rows.append((tt, A.numpy().copy(), C.numpy().copy(), ra, rc, float(np.abs(A.numpy()).max()), cnt, ylab,
                         pa[idx.numpy()], G1, nq1))
    return tuple(rows)


def coef_run(inst: dict) -> tuple:
    return _coef_run(int(inst["seed"]), int(inst["m"]), int(inst["B"]), int(inst["t"]), float(inst["eta"]))


def _terms(inst: dict) -> dict:
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

    return R16B.gt80_terms(inst)


def _sign_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least over the steps t' < t of the printed non-negative coefficient (``which``: 'B134' A[0, 1] the
    q_2 coefficient of the mu_1 query; 'B151' C[0, 1] the r_2 coefficient of the mu_1 key; 'B155' C[1, 0] the r_1
    coefficient of the mu_2 key; 'B156' min_{l >= 2} C[l, 0] the r_1 coefficient of a non-discriminative key),
    divided by the step's update scale max |A_t'| (a sign: the ratio is scale-free). ``exact``: the coefficient's
    magnitude above 1e-6 of the scale while the fits' residuals are below 1e-9."""
    rows = coef_run(inst)
    best = None
    for tt, A, C, ra, rc, sc, *_ in rows:
        if sc <= 0:
            continue
        if which == "B134":
            vals = [(A[0, 1], 1)]
        elif which == "B151":
            vals = [(C[0, 1], 1)]
        elif which == "B155":
            vals = [(C[1, 0], 0)]
        else:
            vals = [(C[lk, 0], lk) for lk in range(2, A.shape[0])]
        for v, lk in vals:
            r = float(v) / sc
            if best is None or r < best[0]:
                best = (r, tt, float(v), lk, float(A[0, 0]), sc, max(ra, rc))
    if best is None:
        raise SolverFailure("no step moved W_Q or W_K (every update 0)")
    r, tt, v, lk, K, sc, res = best
    exact = r < -1e-6 and res < 1e-9
    neg = sum(1 for z in rows if z[5] > 0 and _entry(z, which) < -1e-6 * z[5])
    return Measurement(r, {}, {"t'": tt, "coefficient": v, "K(t') = Q(t') (A[1, 1])": K,
                               "coefficient / K(t')": (v / K) if K != 0 else float("nan"),
                               "pattern (0-based) of the entry": lk, "update scale max|A|": sc,
                               "fit residual": res, "steps with the coefficient < 0": neg, "steps": len(rows),
                               **_terms(inst)}, exact=exact)


def _entry(row: tuple, which: str) -> float:
    _tt, A, C, _ra, _rc, _sc, *_ = row
    if which == "B134":
        return float(A[0, 1])
    if which == "B151":
        return float(C[0, 1])
    if which == "B155":
        return float(C[1, 0])
    return float(min(C[lk, 0] for lk in range(2, A.shape[0])))


def _ratio_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the least ratio coefficient / K(t') over the steps t' with K(t') > 0 (a hidden constant c > 0 must make
    it >= c: ref = 1); ``which``: 'B149' A[1, 0] the q_1 coefficient of the mu_2 query's update; 'B148' min_{l >= 2}
    A[l, 0] the q_1 coefficient of a non-discriminative query's update. ``exact``: a negative ratio whose
    coefficient exceeds 1e-6 of the update scale (fits' residuals below 1e-9). A pattern with no query in the step's
    batch (its row of A exactly 0: W_Q e_l did not move) is skipped (as thesis.ch3.eqB.152's K(t) = 0 steps, a small-B
    event that the B path removes), and so is a q_1 coordinate at rounding level (|.| <= 1e-9 of the scale: no mu_1 key
    in these queries' sampled sets, the coordinate exactly 0)."""
    rows = coef_run(inst)
    best = None
    for tt, A, _C, ra, rc, sc, *_ in rows:
        K = float(A[0, 0])
        if K <= 0:
            continue
        ls = [1] if which == "B149" else list(range(2, A.shape[0]))
        for lk in ls:
            if not np.any(A[lk] != 0):   # no query of pattern lk in the batch: its W_Q row did not move
                continue
            v = float(A[lk, 0])
            if abs(v) <= 1e-9 * sc:   # rounding of an exact 0: no mu_1 key sampled for these queries
                continue
            r = v / K
            if best is None or r < best[0]:
                best = (r, tt, v, lk, K, sc, max(ra, rc))
    if best is None:
        raise SolverFailure("no step with K(t) > 0 and a moved q_1(t) coordinate in this run")
    r, tt, v, lk, K, sc, res = best
    exact = r < 0 and -v > 1e-6 * sc and res < 1e-9
    pos = [z for z in rows if z[1][0, 0] > 0]
    return Measurement(r, {"ref": 1.0, "B": float(inst["B"])},
                       {"t'": tt, "K(t') (A[1, 1])": K, "q_1 coefficient": v, "query pattern (0-based)": lk,
                        "update scale max|A|": sc, "fit residual": res, "steps with K > 0": len(pos),
                        "steps": len(rows), **_terms(inst)}, exact=exact)


def _signed_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """Auditor A's reading of the cross coefficients (signed, magnitude <~ K(t) resp. Q(t) = K(t)): lhs = the largest
    |coefficient| / K(t') over the steps t' with K(t') > 0 (``which``: 'B134' |A[0, 1]|, 'B151' |C[0, 1]|, 'B155'
    |C[1, 0]|, 'B149' |A[1, 0]|, 'B156' max_{l >= 2} of |C[l, 0]| and |C[l, 1]| (both of (B.156)'s signed Q_f
    coefficients)); a coordinate at rounding level (<= 1e-9 of the step's scale) counts as 0."""
    rows = coef_run(inst)
    best = None
    for tt, A, C, _ra, _rc, sc, *_ in rows:
        K = float(A[0, 0])
        if K <= 0:
            continue
        if which == "B134":
            vals = [(A[0, 1], 1)]
        elif which == "B151":
            vals = [(C[0, 1], 1)]
        elif which == "B155":
            vals = [(C[1, 0], 0)]
        elif which == "B149":
            vals = [(A[1, 0], 1)]
        else:
            vals = [(C[lk, j], lk) for lk in range(2, A.shape[0]) for j in (0, 1)]
        for v, lk in vals:
            v = abs(float(v))
            if v <= 1e-9 * sc:
                continue
            r = v / K
            if best is None or r > best[0]:
                best = (r, tt, v, lk, K, sc)
    if best is None:
        raise SolverFailure("no step with K(t) > 0 and a moved coordinate in this run")
    r, tt, v, lk, K, sc = best
    return Measurement(r, {"ref": 1.0, "B": float(inst["B"])},
                       {"t'": tt, "|coefficient|": v, "K(t') = Q(t')": K, "pattern (0-based)": lk,
                        "update scale max|A|": sc, "steps with K > 0": sum(1 for z in rows if z[1][0, 0] > 0),
                        "steps": len(rows), **_terms(inst)})


def _signed_reading(which: str, sym: str, uniform: bool) -> tuple:
    from thmcheck.checks.claim import Reading

    how = "'<~' as a hidden constant: the ratio must stay bounded along B (a uniform check, the claim's directions)"
    return (Reading("signed cross coefficient", f"auditor A's reading: the coefficient is signed, its magnitude "
                    f"<~ {sym} ((B.140) / (B.154) / (B.157) are magnitude bounds); {how}: max over the steps with "
                    f"K(t) > 0 of |coefficient| / {sym}", bound=B17.b128_one, comparison="<=",
                    measure=(lambda inst, ctx: _signed_measure(inst, ctx, which)),
                    **({} if uniform else {"constants": "hidden", "uniform": True})),)


def _ratio_mut(ref: float, B: float, **_: object) -> float:
    """A wrong shape: the constant 1 times B."""
    return ref * B


def _mag_terms(row: tuple, which: str) -> list[tuple[float, float, int]]:
    """(|coordinate|, printed right side without its hidden constant, pattern) for one step with K(t) > 0:
    'B139' |gamma'_l| = |A[0, l]| against K(t) (1/B) sum_n |S_l^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|), l >= 3; 'B140' |K_e|
    = |A[0, 1]| against lambda K(t) (1/B) sum_n |S_2^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|) with lambda -> 1 (Lemma B.3.4's
    lambda < 1 existential: its weakest witness); 'B153' |gamma_l| = |C[0, l]| against Q(t) (1/B) sum_n
    |S_l^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|), l >= 3; 'B154' |Q_e| = |C[0, 1]| against Q(t) (1/B) sum_n
    |S_#^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|); 'B157' |Q_f| = |C[l, 0]| ((B.156)'s r_1 coordinate Theta(1)|Q_f|) against
    Q(t), l >= 3. S_* / S_# are the label's discriminative / confusing pattern (mu_1 / mu_2 for y_n = +1). A batch
    node whose sampled set is all of the subtracted pattern contributes 0/0, read as 0 (its S_l^{n,t} is empty)."""
    _tt, A, C, _ra, _rc, _sc, cnt, ylab, _pb, *_ = row
    K = float(A[0, 0])
    Mn = A.shape[0]
    tot = cnt.sum(1).astype(float)

    def avg(num: np.ndarray, den: np.ndarray) -> float:
        with np.errstate(divide="ignore", invalid="ignore"):
            r = np.where(den > 0, num / np.where(den > 0, den, 1.0), 0.0)
        return float(r.mean())

    d1 = tot - cnt[:, 0]
    star = np.where(ylab == 1, 0, 1)
    hsh = 1 - star
    ar = np.arange(len(ylab))
    dstar = tot - cnt[ar, star]
    if which == "B139":
        return [(abs(float(A[0, lk])), K * avg(cnt[:, lk], d1), lk) for lk in range(2, Mn)]
    if which == "B140":
        return [(abs(float(A[0, 1])), K * avg(cnt[:, 1], d1), 1)]
    if which == "B153":
        return [(abs(float(C[0, lk])), K * avg(cnt[:, lk], dstar), lk) for lk in range(2, Mn)]
    if which == "B154":
        return [(abs(float(C[0, 1])), K * avg(cnt[ar, hsh], dstar), 1)]
    return [(abs(float(C[lk, 0])), K, lk) for lk in range(2, Mn)]


def _mag_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """lhs = the largest ratio |coordinate| / (printed right side) over the steps t' with K(t') > 0 (a hidden constant
    C must make it <= C: ref = 1; a coordinate at rounding level, <= 1e-9 of the step's scale, counts as 0)."""
    rows = coef_run(inst)
    best = None
    for row in rows:
        K, sc = float(row[1][0, 0]), row[5]
        if K <= 0:
            continue
        for v, rhs, lk in _mag_terms(row, which):
            if v <= 1e-9 * sc:
                continue
            r = v / rhs if rhs > 0 else float("inf")
            if best is None or r > best[0]:
                best = (r, row[0], v, rhs, lk, K, sc)
    if best is None:
        raise SolverFailure("no step with K(t) > 0 and a moved coordinate in this run")
    r, tt, v, rhs, lk, K, sc = best
    return Measurement(r, {"ref": 1.0, "B": float(inst["B"])},
                       {"t'": tt, "|coordinate|": v, "printed right side (constant 1)": rhs, "pattern (0-based)": lk,
                        "K(t') = Q(t')": K, "update scale max|A|": sc,
                        "steps with K > 0": sum(1 for z in rows if z[1][0, 0] > 0), "steps": len(rows),
                        **_terms(inst)})


def _mag_mut_zero(**_: object) -> float:
    """A wrong shape: 0 (the coordinate would vanish)."""
    return 0.0


_AUD_MUT = {"0 for the signed reading's shape (the coefficient would vanish)": _mag_mut_zero}  # an erratum as
# printed runs its mutants under its reading (Claim.mutant_target): wrong bounds of |coefficient| <~ K(t)


B158_DELTA = 0.5   # Assumption B.2.1's delta < 1/2: the weakest witness (the largest delta) of both displays


def _logit_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """'B158': lhs = the least ratio x_1^T W_K^(t+1)T W_Q^(t+1) x_1 / ((1 + K(t) + Q(t))||q_1(t)||^2 - delta
    ||q_1(t)||) over the steps (a constant c > 0 must make it >= c; K = Q = A[1, 1], delta -> 1/2); 'B159': lhs = the
    largest ratio x_j^T W_K^(t+1)T W_Q^(t+1) x_1 / (|Q_f(t)| ||q_1(t)||^2 + delta ||q_1(t)||) over the steps and the
    keys j not in S_1 (|Q_f(t)| the r_1(t) coordinate |C[j, 1]| of key j's update, (B.156) / (B.155); delta -> 1/2)."""
    rows = coef_run(inst)
    best = None
    for row in rows:
        tt, A, C, G1, nq = row[0], row[1], row[2], row[9], row[10]
        K = float(A[0, 0])
        if which == "B158":
            rhs = (1 + 2 * K) * nq * nq - B158_DELTA * nq
            vals = [(float(G1[0, 0]), rhs, 0)]
        else:
            vals = [(float(G1[j, 0]), abs(float(C[j, 0])) * nq * nq + B158_DELTA * nq, j) for j in range(1, A.shape[0])]
        for lhs, rhs, j in vals:
            r = lhs / rhs
            key = r if which == "B158" else -r
            if best is None or key < best[0]:
                best = (key, r, tt, lhs, rhs, j, K, nq)
    _k, r, tt, lhs, rhs, j, K, nq = best
    return Measurement(r, {"ref": 1.0, "B": float(inst["B"])},
                       {"t'": tt, "left side": lhs, "right side (constant 1)": rhs, "key pattern (0-based)": j,
                        "K(t) = Q(t)": K, "||q_1(t)||": nq, **_terms(inst)})


def _logit_mut_low(ref: float, B: float, **_: object) -> float:
    """A wrong '>~' shape: 10 B^3."""
    return ref * 10 * B ** 3


def _logit_mut_high(**_: object) -> float:
    """A wrong '<~' shape: 0."""
    return 0.0


_COMMON_NOTE = ("Round 20 (thesisB): the row was 'uncomputable' (the proof's 'existential split' of W_Q^(t) x_j / "
                "W_K^(t) x_j). With one-hot tokens the update of W_Q e_p lies exactly in span{q_l(t) = W_K^(t) e_l} "
                "and that of W_K e_p in span{r_l(t) = W_Q^(t) e_l} (fit residual ~1e-13), so the printed "
                "coefficients are the update's unique coordinates; the noise terms n_j(t), o_j(t) carry W_Q^(t) x_j's "
                "and W_K^(t) x_j's own deviations, not the update's. K(t) = A[1, 1] is (B.134)'s q_1(t) coordinate "
                "(thesis.ch3.eqB.152 projects on q_1(t) instead; the two differ by the q_l Gram's off-diagonal, "
                "O(delta)). The rows of A sum to 0 (softmax Jacobian), and C = A^T.")

_MECH = ("Mechanism: the softmax Jacobian makes each query's update coefficients over the key patterns sum to 0 "
         "(rows of A sum to 0 to 1e-16), so K(t) > 0 (attention of a mu_1 query moving onto mu_1 keys) forces the "
         "cross coefficients negative on average: a mu_1 query (label +1) moves away from the mu_2 keys, a mu_2 query "
         "(label -1) away from the mu_1 keys; C = A^T carries the same signs to the key updates.")


def _claim(cid: str, line: str, which: str, statement: str, statement_tex: str, evidence: str, test: str,
           kind: str = "sign", extra_src: str = "", notes: str = "", audit: str = "") -> Claim:
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis import r18_thesisB2 as R18B2

    common = dict(
        id=cid, paper=PAPER, kind="step",
        source=_src(f"{line}, proof of Lemma B.3.2, App. B; K(t): (B.134) L4500; Algorithm 4 (B.2) L3886; one-hot "
                    f"tokens: Section 3.5.1{extra_src}"),
        statement=statement, statement_tex=statement_tex, strategy=R18B2._b152_instances(),
        assumptions=R16B.GT80_ASSUMPTIONS, directions=R18B2.B152_DIRECTIONS, domain=R18B2.B152_DOMAIN,
        expect="erratum as printed" if audit else "erratum",
        evidence=(audit + " " if audit else "") + evidence + " " + _MECH, second_path=SP + test,
        readings=_signed_reading(which, "K(t)" if which in ("B134", "B149") else "Q(t)", kind == "ratio") if audit
        else (),
        notes=_COMMON_NOTE + (" " + notes if notes else ""),
        settings={"ci": {"max_examples": 3, "budget_s": 6.0, "min_valid": 1, "path_starts": 1},
                  "dev": {"max_examples": 15}},
    )
    if kind == "mag":

        mag_dirs = (R16B.gt80_b_direction(128, (8, 20, 50, 128),
                                          reason="B >= Omega(eps^-2 log N) carries a hidden constant: the ratio "
                                                 "must stay bounded as B grows (dev: thesis.ch3.eqB.152's path to "
                                                 "B = 512)"),
                    R18B2.B152_DIRECTIONS[1])
        common = {**common, "directions": mag_dirs,
                  "settings": {"ci": {"max_examples": 2, "budget_s": 8.0, "min_valid": 1, "path_starts": 1},
                               "dev": {"max_examples": 15}}}
        return Claim(**{**common, "expect": "holds", "second_path": None}, comparison="<=", bound=B17.b128_one,
                     measure=(lambda inst, ctx: _mag_measure(inst, ctx, which)), constants="hidden", uniform=True,
                     eventually=("B",), mutants={"0 for the shape": _mag_mut_zero})
    if kind == "sign":
        return Claim(**common, comparison=">=", bound=B17.b118_zero,
                     measure=(lambda inst, ctx: _sign_measure(inst, ctx, which)),
                     mutants=_AUD_MUT if audit else {"> 1 (a wrong scale)": B17.b118_mut}, auto_mutant=False,
                     no_correction_reason="the coefficient's sign is not fixed (both signs occur, e.g. at t = 0 on "
                                          "some seeds); the proof needs only its magnitude, which its companion "
                                          "bound ((B.140) / (B.154) / (B.157)) states; read as +-|.| the display "
                                          "no longer asserts a sign")
    return Claim(**common, comparison=">=", bound=B17.b128_one,
                 measure=(lambda inst, ctx: _ratio_measure(inst, ctx, which)), constants="hidden", uniform=True,
                 mutants=_AUD_MUT if audit else {"the shape times B": _ratio_mut},
                 no_correction_reason="the coefficient is negative on most steps with K(t) > 0 at large B (the mu_2 / "
                                      "non-discriminative query moves away from q_1(t)); a correction would replace "
                                      "Theta(1) K(t) by a signed O(K(t)), which changes the proof's argument")


AUD_B134 = "Auditor A, docs/audits/round20/thesis.md: 'thesis.ch3.eqB.134-Ke and thesis.ch3.eqB.151-Qe and thesis.ch3.eqB.155 -- CONFIRMED AS PRINTED' (reading: the cross coefficients signed, |K_e| <~ K(t), |Q_e| <~ Q(t); observed |ratio| <= 0.96; the reading 'signed cross coefficient' is checked in this run)."
AUD_B149 = "Auditor A, docs/audits/round20/thesis.md: 'thesis.ch3.eqB.149 -- CONFIRMED AS PRINTED' (reading: the q_1(t) coefficient is Theta(K(t)) in magnitude with sign -, a signed K_e; the reading 'signed cross coefficient' is checked in this run)."
AUD_B156 = "Auditor A, docs/audits/round20/thesis.md: 'thesis.ch3.eqB.156 -- CONFIRMED AS PRINTED' (reading: both coefficients signed with magnitude <~ Q(t); observed |ratio| <= 0.49 at B = 256; the reading 'signed cross coefficient' is checked in this run)."


def _build() -> list[Claim]:
    out = []
    out.append(_claim(
        "thesis.ch3.eqB.134-Ke", "(B.134) L4498-L4502", "B134",
        "(B.134): W_Q^(t+1) x_j = W_Q^(t) x_j - eta (1/B) sum_n dLoss/dW_Q x_j = r_1(t) + K(t) q_1(t) + Theta(1) n_j(t) + "
        "|K_e|(t) q_2(t) + sum_{l=3}^M gamma'_l q_l(t), j in S_1. Checked: the printed coefficient of q_2(t), |K_e|(t), "
        "is >= 0: with one-hot tokens the update W_Q^(t+1) e_0 - W_Q^(t) e_0 has unique coordinates in the basis q_l(t) "
        "= W_K^(t) e_l; the q_2(t) coordinate must be >= 0 at every step t' < t, on thesis.ch3.eqB.210's graph "
        "transformers inside |L| >= BT.",
        r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j = \mathbf{r}_1(t) + K(t) \mathbf{q}_1(t) + \Theta(1) \cdot \mathbf{n}_j(t) "
        r"+ |K_e|(t) \mathbf{q}_2(t) + \sum_{l=3}^M \gamma'_l \mathbf{q}_l(t)",
        "A sign crossing, certain in float64 (fit residual ~1e-13, the coordinate ~1e5 times the rounding) and persisting as B grows: the q_2(t) coordinate of the mu_1 query's update, printed |K_e|(t) >= 0, is negative. ci: seed 0, m = 71, B = 8, t = 1, eta = 0.1 (m - M^2 ln N = 0.89, |L| - B(t+1) = 24): at t' = 0 the coordinate is -1.06e-5 with K(0) = 3.55e-6 > 0 (ratio to the step's scale -0.59). Along B (seeds 0 and 1, t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 512's copies, inside |L| >= BT): least coordinate / scale -0.70, -0.84, -0.70, -0.66 (seed 0) and -0.53, -0.80, -0.56, -0.51 (seed 1) at B = 8, 32, 128, 512, negative at 8-10 of the 10 steps (10/10 and 9/10 at B = 512), of the order of K(t) itself (coordinate / K(t) -0.85, -0.51 at B = 512). Positive values occur (seed 1, B = 8, t' = 0: +2.4e-5), so the sign is not fixed either way. Second path: own numpy model, 33 of 36 steps negative (the other 3 without a mu_1 query).", "test_b134_q2_coefficient_negative_own_model", audit=AUD_B134))
    out.append(_claim(
        "thesis.ch3.eqB.149", "(B.149) L4573", "B149",
        "(B.149): for j in S_2^{n,t}, W_Q^(t+1) x_j = (1 + K(t)|S_2^{n,t}|/|S_1^{n,t}|) q_2(t) + Theta(1) n_j(t) + "
        "Theta(1) K(t) q_1(t) + sum_{l=2}^M gamma'_l q_l(t). Checked: the q_1(t) coordinate of the mu_2 query's update "
        "(the sum starts at l = 2, so Theta(1) K(t) is the whole q_1(t) coefficient) is >= c K(t) for one constant c > "
        "0 at every step with K(t) > 0, on thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
        r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j = (1 + K(t) \frac{|\mathcal{S}_2^{n,t}|}{|\mathcal{S}_1^{n,t}|}) "
        r"\mathbf{q}_2(t) + \Theta(1) \cdot \mathbf{n}_j(t) + \Theta(1) \cdot K(t) \mathbf{q}_1(t) + \sum_{l=2}^M "
        r"\gamma'_l \mathbf{q}_l(t)",
        "A sign crossing, certain in float64 and persisting as B grows: at steps with K(t) > 0 the q_1(t) coordinate of the mu_2 query's update, printed Theta(1) K(t) (> 0), is negative, so no c > 0 gives coordinate >= c K(t). ci: seed 0, m = 71, B = 8, t = 2, eta = 0.1: at t' = 1 K = 1.69e-5, coordinate -5.92e-6 (ratio -0.35); the search's worst: B = 65, t' = 9, ratio -1.25. Along B (seeds 0 and 1, t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 512's copies, inside |L| >= BT): least ratio -2.63, -0.72, -1.30, -0.90 (seed 0) and -1.13, -5.99, -1.84, -0.89 (seed 1) at B = 8, 32, 128, 512. Second path: own numpy model, 33 of 35 steps with K(t) > 0 negative.", "test_b149_q1_coefficient_of_mu2_query_negative_own_model", kind="ratio", audit=AUD_B149))
    out.append(_claim(
        "thesis.ch3.eqB.148", "(B.148) L4569", "B148",
        "(B.148): if j in S_l^{n,t} for l >= 3, W_Q^(t+1) x_j = q_l(t) + Theta(1) n_j(t) + Theta(1) K(t)(q_1(t) + "
        "q_2(t)) + sum_{l=2}^M gamma'_l q_l(t). Checked: the q_1(t) coordinate of a non-discriminative query's update "
        "(the sum starts at l = 2, so Theta(1) K(t) is the whole q_1(t) coefficient) is >= c K(t) for one constant c "
        "> 0 at every step with K(t) > 0 and every pattern l >= 3, on thesis.ch3.eqB.210's graph transformers inside "
        "|L| >= BT.",
        r"\mathbf{W}_Q^{(t+1)} \mathbf{x}_j = \mathbf{q}_l(t) + \Theta(1) \cdot \mathbf{n}_j(t) + \Theta(1) \cdot K(t) "
        r"(\mathbf{q}_1(t) + \mathbf{q}_2(t)) + \sum_{l=2}^M \gamma'_l \mathbf{q}_l(t)",
        "A sign crossing, certain in float64 and persisting as B grows on most graphs: at steps with K(t) > 0 the q_1(t) coordinate of a non-discriminative query's update, printed Theta(1) K(t), is negative. ci: seed 0, m = 71, B = 8, t = 2, eta = 0.1: at t' = 1 K = 1.69e-5, the pattern-3 query's coordinate -1.20e-6 (ratio -0.071). Along B (t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 2048's copies): least ratio at B = 32, 512, 2048: seed 0 -0.26, -0.28, -0.22; seed 1 -0.002, -2.78, -0.19; seed 2 -5.65, -38.7, -0.69; seed 3 -0.24, -0.30, -0.22; seed 4 -0.23, -0.010, +0.022; seed 5 -0.032, +0.064, +0.081 (4 of 6 graphs cross at B = 2048: the non-discriminative nodes carry random labels, and where the graph's label balance of a pattern tilts to -1 its queries move away from q_1(t)). Second path: own numpy model, 12 of 35 steps with K(t) > 0 negative.", "test_b148_q1_coefficient_of_other_query_negative_own_model", kind="ratio",
        notes="thesis.ch3.eqB.147 (the printed gradient projection on q_1(t), and its descent-sign reading) is the "
              "step before; this is the update's q_1(t) coordinate the proof then writes."))
    out.append(_claim(
        "thesis.ch3.eqB.151-Qe", "(B.151) L4581", "B151",
        "(B.151): for j in S_1^{n,t}, W_K^(t+1) x_j ~ (1 + Q(t)) q_1(t) + Theta(1) o_j(t) + |Q_e(t)| r_2(t) + "
        "sum_{l=3}^M gamma'_l r_l(t) ((B.125): 'for some Q_e(t) > 0'). Checked: the printed coefficient of r_2(t), "
        "|Q_e(t)|, is >= 0: the r_2(t) coordinate of the mu_1 key's update in the basis r_l(t) = W_Q^(t) e_l at every "
        "step t' < t, on thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
        r"\mathbf{W}_K^{(t+1)} \mathbf{x}_j \approx (1 + Q(t)) \mathbf{q}_1(t) + \Theta(1) \cdot \mathbf{o}_j(t) + "
        r"|Q_e(t)| \mathbf{r}_2(t) + \sum_{l=3}^M \gamma_l' \mathbf{r}_l(t)",
        "A sign crossing, certain in float64 and persisting as B grows: the r_2(t) coordinate of the mu_1 key's update, printed |Q_e(t)| >= 0 ((B.125): 'for some Q_e(t) > 0'), is negative, and of the order of Q(t) (so not a term the '~' drops). ci: seed 0, m = 71, B = 8, t = 2, eta = 0.1: at t' = 1 the coordinate is -5.92e-6 with Q(1) = K(1) = 1.69e-5. Along B (seeds 0 and 1, t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 512's copies, inside |L| >= BT): least coordinate / scale -0.73, -0.57, -0.52, -0.45 (seed 0) and -0.79, -0.85, -0.93, -0.77 (seed 1) at B = 8, 32, 128, 512, negative at 7-10 of 10 steps (10/10 at B = 512; coordinate / Q(t) -0.90, -0.77). Second path: own numpy model, 33 of 36 steps negative.", "test_b151_b155_key_cross_coefficients_negative_own_model", extra_src="; (B.125) L4446", audit=AUD_B134))
    out.append(_claim(
        "thesis.ch3.eqB.155", "(B.155) L4595", "B155",
        "(B.155): for j in S_2^{n,t}, W_K^(t+1) x_j ~ (1 + Q(t)) q_2(t) + Theta(1) o_j(t) + |Q_e(t)| r_1(t) + "
        "sum_{l=3}^M gamma'_l r_l(t). Checked: the printed coefficient of r_1(t), |Q_e(t)|, is >= 0: the r_1(t) "
        "coordinate of the mu_2 key's update in the basis r_l(t) = W_Q^(t) e_l at every step t' < t, on "
        "thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
        r"\mathbf{W}_K^{(t+1)} \mathbf{x}_j \approx (1 + Q(t)) \mathbf{q}_2(t) + \Theta(1) \cdot \mathbf{o}_j(t) + "
        r"|Q_e(t)| \mathbf{r}_1(t) + \sum_{l=3}^M \gamma_l' \mathbf{r}_l(t)",
        "A sign crossing, certain in float64 and persisting as B grows: the r_1(t) coordinate of the mu_2 key's update, printed |Q_e(t)| >= 0, is negative, of the order of Q(t). It equals the q_2(t) coordinate of the mu_1 query's update (C = A^T), so the numbers are thesis.ch3.eqB.134-Ke's: ci seed 0, m = 71, B = 8, t = 1: -1.06e-5 at t' = 0; Along B (seeds 0 and 1, t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 512's copies, inside |L| >= BT): least coordinate / scale -0.70, -0.84, -0.70, -0.66 (seed 0), -0.53, -0.80, -0.56, -0.51 (seed 1) at B = 8, 32, 128, 512. Second path: own numpy model, 33 of 36 steps negative.", "test_b151_b155_key_cross_coefficients_negative_own_model", audit=AUD_B134))
    out.append(_claim(
        "thesis.ch3.eqB.156", "(B.156) L4599", "B156",
        "(B.156): for j in S_l^{n,t}, l = 3, ..., M, W_K^(t+1) x_j ~ q_l(t) + Theta(1) o_j(t) + Theta(1) |Q_f(t)| "
        "r_1(t) + Theta(1) Q_f(t) r_2(t) + sum_{i=3}^M gamma'_i r_i(t). Checked: the printed coefficient of r_1(t), "
        "Theta(1) |Q_f(t)|, is >= 0: the r_1(t) coordinate of every non-discriminative key's update in the basis "
        "r_l(t) = W_Q^(t) e_l at every step t' < t, on thesis.ch3.eqB.210's graph transformers inside |L| >= BT.",
        r"\mathbf{W}_K^{(t+1)} \mathbf{x}_j \approx \mathbf{q}_l(t) + \Theta(1) \cdot \mathbf{o}_j(t) + \Theta(1) "
        r"\cdot |Q_f(t)| \mathbf{r}_1(t) + \Theta(1) \cdot Q_f(t) \mathbf{r}_2(t) + \sum_{i=3}^M \gamma_i' "
        r"\mathbf{r}_i(t)",
        "A sign crossing, certain in float64 and persisting as B grows: the r_1(t) coordinate of a non-discriminative key's update, printed Theta(1)|Q_f(t)| >= 0, is negative, of the order of Q(t). ci: seed 0, m = 71, B = 8, t = 2, eta = 0.1: at t' = 1 the pattern-3 key's coordinate is -9.91e-6 with Q(1) = 1.69e-5. Along B (seeds 0 and 1, t = 10, eta = 0.1, m = 160 >= M^2 ln N at B = 512's copies, inside |L| >= BT): least coordinate / scale -0.63, -0.67, -0.93, -0.84 (seed 0) and -1.0, -0.56, -0.86, -1.0 (seed 1) at B = 8, 32, 128, 512, negative at 7-10 of 10 steps (10/10 at B = 512). It equals the q_l(t) coordinate gamma'_l of the mu_1 query's update (C = A^T), negative because K(t) > 0 and the row sums to 0. Second path: own numpy model, 33 of 36 steps negative.", "test_b156_r1_coefficient_of_other_key_negative_own_model", audit=AUD_B156))
    mag = (
        ("thesis.ch3.eqB.139", "(B.139) L4520", "B139",
         "(B.139): |gamma'_l| <~ (1/B) sum_{n in B_b} K(t) |S_l^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|), gamma'_l the q_l(t) "
         "coefficient of (B.134) (l >= 3). Checked: |A[1, l]| (the q_l(t) coordinate of the mu_1 query's update) "
         "against K(t) (1/B) sum_n |S_l^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|) on the step's batch and sampled sets, one "
         "constant C for every step with K(t) > 0.",
         r"|\gamma'_l| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} K(t) \cdot \frac{|\mathcal{S}_l^{n,t}|}"
         r"{|\mathcal{S}^{n,t}| - |\mathcal{S}_1^{n,t}|}"),
        ("thesis.ch3.eqB.140", "(B.140) L4522", "B140",
         "(B.140): |K_e(t)| <~ (1/B) sum_{n in B_b} lambda K(t) |S_2^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|), K_e the q_2(t) "
         "coefficient of (B.134). Checked with lambda -> 1 (Lemma B.3.4's 'there exists lambda < 1': its weakest "
         "witness): |A[1, 2]| against K(t) (1/B) sum_n |S_2^{n,t}|/(|S^{n,t}| - |S_1^{n,t}|), one constant C for "
         "every step with K(t) > 0.",
         r"|K_e(t)| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} \lambda \cdot K(t) \cdot "
         r"\frac{|\mathcal{S}_2^{n,t}|}{|\mathcal{S}^{n,t}| - |\mathcal{S}_1^{n,t}|}"),
        ("thesis.ch3.eqB.153", "(B.153) L4589", "B153",
         "(B.153): |gamma_l| <~ (1/B) sum_{n in B_b} Q(t) |S_l^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|), gamma_l the r_l(t) "
         "coefficient of the mu_1 key's update (B.151) (l >= 3). Checked: |C[1, l]| against Q(t) (1/B) sum_n "
         "|S_l^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|) (S_* the label's discriminative pattern; Q(t) = C[1, 1] = K(t)), one "
         "constant C for every step with Q(t) > 0.",
         r"|\gamma_l| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_l^{n,t}|}"
         r"{|\mathcal{S}^{n,t}| - |\mathcal{S}_*^{n,t}|}"),
        ("thesis.ch3.eqB.154", "(B.154) L4591", "B154",
         "(B.154): |Q_e(t)| <~ (1/B) sum_{n in B_b} Q(t) |S_#^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|), Q_e the r_2(t) "
         "coefficient of (B.151). Checked: |C[1, 2]| against Q(t) (1/B) sum_n |S_#^{n,t}|/(|S^{n,t}| - |S_*^{n,t}|) "
         "(S_* / S_# the label's discriminative / confusing pattern), one constant C for every step with Q(t) > 0.",
         r"|Q_e(t)| \lesssim \frac{1}{B} \sum_{n \in \mathcal{B}_b} Q(t) \cdot \frac{|\mathcal{S}_\#^{n,t}|}"
         r"{|\mathcal{S}^{n,t}| - |\mathcal{S}_*^{n,t}|}"),
        ("thesis.ch3.eqB.157", "(B.157) L4603", "B157",
         "(B.157): |Q_f(t)| <~ Q(t), Theta(1)|Q_f(t)| the r_1(t) coefficient of a non-discriminative key's update "
         "(B.156). Checked: |C[l, 1]| (l >= 3) against Q(t) = C[1, 1], one constant C for every step with Q(t) > 0.",
         r"|Q_f(t)| \lesssim Q(t)"),
    )
    for cid, line, which, stmt, tex, cmp_ in (
            ("thesis.ch3.eqB.158", "(B.158) L4607-L4615", "B158",
             "(B.158): for l, j in S_1^{n,t}, x_j^T W_K^(t+1)T W_Q^(t+1) x_l >~ (1 + K(t))(1 + Q(t))||q_1(t)||^2 - delta "
             "||q_1(t)|| + ... >~ (1 + K(t) + Q(t))||q_1(t)||^2 - delta ||q_1(t)||. Checked: the last member, with K(t) "
             "= Q(t) the update coordinates (A[1, 1]), q_1(t) = W_K^(t) x_1 and delta -> 1/2 (Assumption B.2.1's delta < "
             "1/2, the weakest witness): left side / last member >= c for one constant c > 0 at every step.",
             r"\mathbf{x}_j^\top \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l \gtrsim (1 + K(t) + Q(t)) "
             r"\|\mathbf{q}_1(t)\|^2 - \delta \|\mathbf{q}_1(t)\|", ">="),
            ("thesis.ch3.eqB.159", "(B.159) L4621-L4625", "B159",
             "(B.159): for l in S_1^{n,t} and j not in S_1^{n,t}, x_j^T W_K^(t+1)T W_Q^(t+1) x_l <~ (1 + K(t)) Q_f(t) "
             "||q_1(t)||^2 + ... <~ Q_f(t)||q_1(t)||^2 + delta ||q_1(t)||. Checked: the last member with |Q_f(t)| the "
             "r_1(t) coordinate of key j's update ((B.156); (B.155) for the mu_2 key) and delta -> 1/2 (the weakest "
             "witness): left side / last member <= C for one constant C at every step and key pattern j >= 2.",
             r"\mathbf{x}_j^\top \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l \lesssim Q_f(t) "
             r"\|\mathbf{q}_1(t)\|^2 + \delta \|\mathbf{q}_1(t)\|", "<=")):
        c = _claim(cid, line, which, stmt, tex, "", "", kind="mag")
        low = cmp_ == ">="
        out.append(dataclasses.replace(
            c, comparison=cmp_, measure=(lambda inst, ctx, w=which: _logit_measure(inst, ctx, w)),
            mutants={("10 B^3" if low else "0 for the shape"): (_logit_mut_low if low else _logit_mut_high)},
            notes="Round 20 (thesisB): the row was 'uncomputable' (existential split); the left side is the trained "
                  "score, and every named term of the last member is an update coordinate (one-hot tokens) or "
                  "Assumption B.2.1's delta, taken at its weakest value 1/2."))
    for cid, line, which, stmt, tex in mag:
        out.append(_claim(cid, line, which, stmt, tex, "", "", kind="mag",
                          notes="The step's batch and sampled sets S^{n,t} are re-drawn from a copy of the generator "
                                "exactly as GT.train_masked draws them (the patterns whose W_Q row moved match the "
                                "batch's). Steps with K(t) <= 0 (thesis.ch3.eqB.152's small-B event) are left out; "
                                "the saturation of the mu_1 nodes (thesis.ch3.eqB.152-late: K(t) = 0 exactly while "
                                "the others train) lies beyond the 20 steps drawn."))
    return out


CLAIMS.extend(_build())


# ================= (B.152) / (B.138) / Lemma B.3.2: K(t), Q(t) > 0 up to T (the mu_1 nodes' hinge saturates first)

def late_run(inst: dict) -> dict:
    """thesis.ch3.eqB.152's runs (r16_thesisAB2._gt_start, b_0 fixed at 1) continued up to inst['t'] steps or until the
    all-node mean hinge (whole SPD 0..2 aggregation, GT.hinge_all: the plug-in of Theorem 3.4.4's loss on the graph)
    is <= eps, whichever first. At each step t': whether the batch (re-drawn from a copy of the generator as
    GT.train_masked draws it) holds a mu_1 node, K(t') and Q(t') (thesis.ch3.eqB.152's witnesses: the q_1(t')
    projections of the W_Q and W_K updates of e_0) and the mean hinge before the step. Stops early at the first
    step with a mu_1 node in the batch, hinge > eps and K(t') <= 0 or Q(t') <= 0."""
    import torch

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.models import graph_transformer as GT

    Bn, steps, eta, seed, eps = int(inst["B"]), int(inst["t"]), float(inst["eta"]), int(inst["seed"]), float(inst["eps"])
    rows = []
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g, _act = R16B._gt_start(inst, seed)
        pa = np.asarray(pats)
        full = nb.clone()
        full.fill_diagonal_(True)
        Y = torch.as_tensor(y, dtype=torch.float64)
        e0 = torch.zeros(X.shape[1], dtype=X.dtype)
        e0[0] = 1.0
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        for tt in range(steps):
            with torch.no_grad():
                h = float(GT.hinge_all(X, Y, Dt, p, full).mean())
                q1, r1 = (p.WK @ e0).clone(), (p.WQ @ e0).clone()
            if h <= eps:
                break
            gs = torch.Generator()
            gs.set_state(g.get_state())
            idx = lab[torch.randint(0, len(lab), (Bn,), generator=gs)].numpy()
            has1 = bool((pa[idx] == 0).any())
            GT.train_masked(X, Y, Dt, lab, p, eta, Bn, 1, cfg["n_sample"], g, nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
                n2 = float(q1 @ q1)
                K = float((p.WQ @ e0 - r1) @ q1) / n2
                Q = float((p.WK @ e0 - q1) @ q1) / n2
            rows.append((tt, h, has1, K, Q))
            if has1 and min(K, Q) <= 0 and tt > 0:
                break
    return {"rows": rows}


def _late_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the least min(K(t'), Q(t')) over the steps t' < t_eps (t_eps: the first step with the all-node mean hinge
    <= eps, or inst['t']) whose batch holds a mu_1 node (a batch without one is thesis.ch3.eqB.152's small-B event);
    ``exact``: K(t') = 0 exactly (no gradient reaches W_Q e_0: every mu_1 query of the batch has an inactive hinge)."""
    rows = late_run(inst)["rows"]
    cand = [r for r in rows if r[2]]
    if not cand:
        raise SolverFailure("no step with a mu_1 node in the batch before the hinge reached eps")
    r = min(cand, key=lambda z: min(z[3], z[4]))
    v = min(r[3], r[4])
    exact = r[3] == 0.0
    first0 = next((z for z in cand if z[3] == 0.0), None)
    return Measurement(v, {}, {"t'": r[0], "mean hinge at t' (all nodes)": r[1], "K(t')": r[3], "Q(t')": r[4],
                               "first step with K = 0 and a mu_1 node in the batch": first0[0] if first0 else -1,
                               "steps run": len(rows), "eps": float(inst["eps"]), **_terms(inst)}, exact=exact)


def _late_instances():
    from hypothesis import strategies as st

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.strategies import SEEDS, log_uniform

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        """seed; m log-uniform on [71, 512] raised to M^2 ln N on the copies |L| >= B (t + 1) needs; B log-uniform on
        [8, 256] (atom 32); up to t = 200 steps; eta in {0.2, 0.1}; eps in [0.05, 0.3] (Theorem 3.4.4: any eps in
        (0, 1); the loss at t_eps is 2 eps_0 + eps with eps_0 = 0, no label flipped)."""
        return R16B.gt80_lift({"seed": draw(SEEDS), "m": int(draw(log_uniform(71.0, 512.0))),
                               "B": int(draw(st.one_of(st.just(32), log_uniform(8.0, 256.0)))), "t": 200,
                               "eta": draw(st.sampled_from([0.2, 0.1])), "eps": draw(st.floats(0.05, 0.3))})

    return draw_inst()


def _claim_late() -> Claim:
    from thmcheck.checks.claim import Direction
    from thmcheck.checks.domain import Param
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis._common import INF

    return Claim(
        id="thesis.ch3.eqB.152-late", paper=PAPER, kind="step", comparison=">",
        source=_src("(B.152), proof of Lemma B.3.2, App. B, L4585; Lemma B.3.2 L3979 ('there exists K(t), Q(t) > 0, t = "
                    "0, 1, ..., T - 1'); (B.138) L4518 ('K(t) >~ ... > 0'); Theorem 3.4.4 L869-L875 (T, eps)"),
        statement="(B.152): Q(t) >= K(t)(1 - lambda) > 0 for t = 0, 1, ..., T - 1 (Lemma B.3.2), with thesis.ch3.eqB.152's "
                  "natural witnesses (the q_1(t) projections of the W_Q and W_K updates of the mu_1 token). Checked "
                  "up to T: min(K(t), Q(t)) > 0 at every step t < t_eps whose batch holds a mu_1 node, t_eps the first "
                  "step at which the all-node mean hinge is <= eps (Theorem 3.4.4's loss 2 eps_0 + eps, eps_0 = 0): T >= "
                  "t_eps, or Theorem 3.4.4's conclusion fails at T. On thesis.ch3.eqB.210's graph transformers inside "
                  "|L| >= BT, up to 200 steps.",
        statement_tex=r"Q(t) \geq K(t)(1 - \lambda) > 0, \quad t = 0, 1, \dots, T-1",
        bound=B17.b118_zero, measure=_late_measure, strategy=_late_instances(),
        assumptions=R16B.GT80_ASSUMPTIONS,
        directions=(
            R16B.gt80_b_direction(
                512, (8, 32, 128, 512),
                reason="B >= Omega(eps^-2 log N) carries a hidden constant: the crossing must persist as B grows"),
            Direction("seed, m, eta, eps", "eps", 0.0, how="search",
                      reason="drawn by the strategy (eps in [0.05, 0.3], eta in {0.1, 0.2}, m in [71, 512] raised)"),
        ),
        domain=(Param("t", 0, INF, integer=True, far=200, text="t = 0, 1, ..., T - 1",
                      unreached="up to 200 steps or t_eps"),
                Param("B", 1, INF, integer=True, far=256, text="batch B",
                      unreached="B in [8, 256] drawn, 512 on the path"),
                Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1)",
                      unreached="eps in [0.05, 0.3] drawn (a smaller eps only lengthens [0, t_eps))"),
                Param("m", 71, INF, integer=True, far=512, text="m >= M^2 log N",
                      unreached="m in [71, 512] drawn, raised to M^2 ln N on the copies")),
        expect="erratum",
        evidence="Exact and persisting as B grows: after the mu_1 nodes reach margin 1 their hinge is inactive, no gradient reaches W_Q e_0, and K(t) = 0 exactly at steps whose batch holds mu_1 nodes, while the all-node mean hinge is still far above eps (so T >= t_eps > t, or Theorem 3.4.4's conclusion fails at T). ci: seed 0, m = 152, B = 32, eta = 0.2, eps = 0.25 (|L| - B(t+1) = 8): at t' = 68 K(t') = 0 exactly (Q(t') = -1.2e-3) with the mean hinge 0.365 > eps. eps = 0.1, t up to 200, m >= M^2 ln N at B = 512's copies: seed 0, eta 0.2: K(t') = 0 at t' = 50, 57, 59, 68 with mean hinge 0.63, 0.53, 0.51, 0.34 at B = 8, 32, 128, 512; eta 0.1: t' = 95, 111, 118, 130 with hinge 0.66, 0.55, 0.49, 0.39; seed 1, eta 0.2: t' = 40, 42, 45, 47 (hinge 0.62, 0.58, 0.53, 0.51); seed 2, eta 0.2: t' = 51, 52, 58 at B = 32, 128, 512 (hinge 0.61, 0.56, 0.48). Q(t) stays > 0 there (mu_1 keys still sit in the sampled sets of the active mu_2 and non-discriminative queries), but (B.152)'s K(t)(1 - lambda) > 0 fails. Seed 0, B = 32, eta = 0.2 continued: K(t) = 0 at 234 of the 300 steps, mean hinge 0.41 at t = 69, 0.001 only at t = 100. Second path (tests/gt_own.py, own model and gradient): W_Q e_0's update exactly 0 with a mu_1 node in the batch at t = 20-33 while the mean hinge is 0.14-0.47, on 4 of 4 seeds.",
        no_correction_reason="once every mu_1 node's hinge is inactive no gradient reaches W_Q mu_1 or W_K mu_1, so K(t) "
                             "= Q(t) = 0 exactly while the other nodes still train; a correction would have to end the "
                             "lemma's induction at the mu_1 nodes' saturation (||q_1(t)|| stops growing there), which "
                             "changes the proof's T",
        second_path=SP + "test_b152_late_K_zero_while_loss_positive_own_model",
        mutants={"> 1 (a wrong scale)": B17.b118_mut}, auto_mutant=False,
        notes="Round 20 (thesisB): thesis.ch3.eqB.152 checks t < 20 steps (its 'conditional': K(t) = 0 where a small "
              "batch has no mu_1 node); here the steps run on to t_eps and only batches holding a mu_1 node count. "
              "The mu_1 nodes (the easiest: every node of S_1 sees mostly mu_1 within two hops) reach margin 1 first; "
              "from then on their hinge is inactive, the W_Q / W_K gradients at e_0 are exactly 0, and the proof's "
              "growth ||q_1(t)||^2 (B.20) stops while the loss of the other nodes is still far above eps.",
        settings={"ci": {"max_examples": 2, "budget_s": 8.0, "min_valid": 1, "path_starts": 0},
                  "dev": {"max_examples": 10, "path_starts": 1}},
    )


CLAIMS.append(_claim_late())

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-20 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.134-Ke': 'auditor A: confirmed as printed',
    'thesis.ch3.eqB.148': 'auditor A: confirmed',
    'thesis.ch3.eqB.149': 'auditor A: confirmed as printed',
    'thesis.ch3.eqB.151-Qe': 'auditor A: confirmed as printed',
    'thesis.ch3.eqB.152-late': 'auditor A: confirmed',
    'thesis.ch3.eqB.155': 'auditor A: confirmed as printed',
    'thesis.ch3.eqB.156': 'auditor A: confirmed as printed',
}, 'docs/audits/round20/thesis.md')

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "thesis.ch3.eqB.134-Ke": hh.B32 + "the q_2 coordinate negative on 8/8 seeds at each width (least / scale -0.46 .. "
                             "-0.95).",
    "thesis.ch3.eqB.148": hh.B32 + "crossing on 8/8 seeds at each width.",
    "thesis.ch3.eqB.149": hh.B32 + "crossing on 8/8 seeds at each width (least ratio -0.27 .. -8.4).",
    "thesis.ch3.eqB.151-Qe": hh.B32 + "the r_2 coordinate negative on 8/8 seeds at each width (least / scale -0.27 .. "
                             "-1).",
    "thesis.ch3.eqB.155": hh.B32 + "the r_1 coordinate negative on 8/8 seeds at each width.",
    "thesis.ch3.eqB.156": hh.B32 + "the r_1 coordinate negative on 8/8 seeds at each width (least / scale -0.19 .. -1).",
    "thesis.ch3.eqB.152-late": "the width m >= M^2 log N is read at constant 1; the crossing does not need it: at m = "
                               "608 and 2432 (4x, 16x the ci instance's 152; B = 32, eta = 0.2, eps = 0.25) K(t') = 0 "
                               "exactly at t' = 54, 63 (seed 0) and 45 (seed 1, m = 608) with the mean hinge 0.55, "
                               "0.43, 0.58 > eps: the saturated mu_1 hinge stops W_Q e_1 at every width.",
})
