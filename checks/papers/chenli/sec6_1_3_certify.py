"""chenli Sections 6.1-6.3 (Success conditions, LP-based certification, completeness and soundness):
Proposition 6.1, Lemmas 6.2, 6.3 and Algorithm 1 (LPCERTIFY, with the membership slab of Eq. (102)).

The LP component lives in ``thmcheck.models.lpcert``; the attention-layer quantities in ``thmcheck.models.chenli.sec6_attention``.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import torch
from hypothesis import strategies as st
from scipy.linalg import hadamard

from thmcheck.bounds.chenli import sec6_1_3_certify as B
from thmcheck.bounds.num import mp
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, with_edges
from thmcheck.models.chenli import sec6_2_lpcertify as LP
from thmcheck.models.chenli import sec6_attention as A
from thmcheck.models.lpcert import SimplexLS

# ====================================================================================== Section 6 (LP harness)

# ---------------------------------------------------------------------------- Lemma 6.3 soundness (L1493-L1533)

_PROBES: dict[tuple[int, int], tuple] = {}


def _probes(k: int, d: int) -> tuple:
    """Parameterized programs, built once per shape and re-solved (QP-1 and P4)."""
    if (k, d) not in _PROBES:
        _PROBES[(k, d)] = (SimplexLS(k, d), A.SoundnessProbe(k, d))
    return _PROBES[(k, d)]


@st.composite
def _lemma6_3_instances(draw: st.DrawFn) -> dict:
    """Rows of a Sylvester-Hadamard matrix for X (X X^T = d I exactly, so Lemma 6.2's event holds for m = 1 and
    often for m = 2 at d = 256), W_i = omega_i Haar/sqrt(d) with ||W_1||_F = 1, Theta_i Gaussian of drawn norm,
    and Delta either random or adversarial (aligned to cancel the residual of alpha = s + u, at a drawn fraction of
    the Prop. 6.1 budget eps/4 min ||W_i||)."""
    m = draw(st.sampled_from([1, 1, 1, 2]))
    k = draw(st.sampled_from([3, 4]))
    d = draw(st.just(32) if m == 1 else st.just(256))
    eps = draw(st.one_of(with_edges(st.floats(0.01, 1 / 6), 0.01, 1 / 6), st.floats(1 / 6, 1.5)))
    nrm = draw(st.floats(0.0, 4.0))
    gamma = draw(with_edges(st.floats(0.0, 0.999999), 0.999999))
    adversarial = draw(st.booleans())
    omega2 = draw(st.floats(0.5, 1.0))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    H = hadamard(d).astype(float)
    X = H[rng.choice(d, size=k, replace=False)] * rng.choice([-1.0, 1.0], size=(k, 1))
    X = X[:, rng.permutation(d)]
    Ws = np.stack([np.linalg.qr(rng.normal(size=(d, d)))[0] / np.sqrt(d) for _ in range(m)])
    if m == 2:
        Ws[1] *= omega2
    thetas = rng.normal(size=(m, d, d))
    thetas *= nrm / np.maximum(np.linalg.norm(thetas, axis=(1, 2), keepdims=True), 1e-300)
    minW = float(np.linalg.norm(Ws, axis=(1, 2)).min())
    u = rng.normal(size=k)
    u -= u.mean()
    u /= np.linalg.norm(u)
    if adversarial:  # X Delta = -1 g^T: every alpha in the simplex gets alpha^T X Delta = -g
        target = sum(u @ X @ W for W in Ws)
        g = gamma * eps / 4 * minW * target / np.linalg.norm(target)
        delta = -X.T @ (np.ones((k, 1)) * g[None]) / d
    else:
        G = rng.normal(size=(d, d))
        delta = G / np.linalg.norm(G) * gamma * eps / 4 * minW  # ||X_j Delta|| <= ||X_j|| ||Delta||_op: often inside
    return {"m": m, "k": k, "d": d, "eps": float(eps), "theta_norm": nrm, "gamma": gamma,
            "adversarial": adversarial, "X": X, "Ws": Ws, "thetas": thetas, "delta": delta, "u": u, "seed": seed}


def _lemma6_3_core(inst: dict) -> tuple:
    X = torch.as_tensor(inst["X"], dtype=torch.float64)
    th = torch.as_tensor(inst["thetas"], dtype=torch.float64)
    Ws = torch.as_tensor(inst["Ws"], dtype=torch.float64)
    delta = torch.as_tensor(inst["delta"], dtype=torch.float64)
    S = A.first_row_patterns(X, th).numpy()
    y = A.first_row_output(X, th, Ws).numpy()
    M = (X @ (Ws.sum(0) + delta)).numpy()
    lo, hi = A.isometry_spectrum(X, Ws)
    p61 = A.prop61_value(X, delta)
    minW = float(torch.linalg.norm(Ws, dim=(1, 2)).min())
    return S, y, M, lo, hi, p61, minW


def _directions(k: int, u: np.ndarray, n: int = 4) -> np.ndarray:
    """Unit sum-zero directions: the planted u, its opposite, and a fixed spread."""
    U = np.linalg.svd(np.eye(k) - 1.0 / k)[0][:, : k - 1]
    rng = np.random.default_rng(12345)
    out = [u, -u]
    for _ in range(n):
        c = rng.normal(size=k - 1)
        out.append(U @ (c / np.linalg.norm(c)))
    return np.array(out)


def _lemma6_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    S, y, M, lo, hi, p61, minW = _lemma6_3_core(inst)
    eps, k = inst["eps"], inst["k"]
    qp1, probe = _probes(k, inst["d"])
    r = eps / 2 * minW
    p1 = qp1.solve(M, y)
    if p1.status != "optimal":
        raise SolverFailure(f"QP-1 (min over the simplex of ||alpha^T X What - Y_1||) ended '{p1.status}'")
    terms = {"lo": lo, "hi": hi, "prop61": p61, "prop61_budget": eps / 4 * minW, "p1_residual": p1.value,
             "p1_status": p1.status, "accepted": bool(p1.value < r), "fw_gap": p1.fw_gap}
    dist = 0.0
    if p1.status == "optimal" and p1.value < r:
        w = probe.farthest(M, y, r, S, p1.alpha, _directions(k, inst["u"]))
        if w is not None:
            dist, terms["witness_head"], terms["witness_residual"] = w.distance, w.head, w.residual
            terms["witness_alpha"] = w.alpha.tolist()
        dist = max(dist, float(np.linalg.norm(S - p1.alpha[None], axis=1).max()))
    terms["probe_statuses"] = dict(probe.statuses)
    if terms["accepted"] and not probe.statuses.get("optimal"):
        raise SolverFailure(f"every P4 program failed ({dict(probe.statuses)}): no accepted alpha was probed")
    return Measurement(dist / eps, {}, terms, solver=f"{qp1.solver} (QP-1, P4 via cvxpy)")


def _lemma6_3_exact(inst: dict) -> Measurement:
    """Re-verify the witness at 60 digits: accepted (residual < eps/2 min||W||) and its distance to s_head."""
    m = _lemma6_3_measure(inst, Ctx())
    if "witness_alpha" not in m.terms:
        return Measurement(Fraction(0), {}, m.terms)
    res, dist = A.witness_exact(np.array(m.terms["witness_alpha"]), inst["X"], inst["thetas"], inst["Ws"],
                                inst["delta"], m.terms["witness_head"])
    minW = min(float(np.linalg.norm(W)) for W in inst["Ws"])
    ok = res < mp(inst["eps"]) / 2 * mp(minW)
    return Measurement(dist / mp(inst["eps"]) if ok else Fraction(0), {}, m.terms)


LEMMA6_3 = Claim(
    id="chenli.lemma6.3", paper=PAPER, source=f"Lemma 6.3 (soundness part), Section 6.2, {SEED_FILE} L1493-L1533",
    statement="Suppose X in E (Prop. 6.1 and Lemma 6.2) and Y = F(X), s_i := softmax(X_{1:} Theta_i X^T). "
              "(Soundness) If there exists alpha in the simplex with ||alpha^T X What - Y_{1:}|| < (eps/2) "
              "min_j ||W_j||_F, then ||alpha - s_i||_2 <= eps for all i. [Completeness: see notes.]",
    kind="deterministic", comparison="<=", bound=B.lemma6_3_soundness, measure=_lemma6_3_measure,
    exact=_lemma6_3_exact, strategy=_lemma6_3_instances,
    assumptions=(
        Assumption("lemma6.2_lower", "spec(G G^T) >= 0.9 (Lemma 6.2, exact spectral form)", lambda q: q["lo"] - 0.9),
        Assumption("lemma6.2_upper", "spec(G G^T) <= 1.1", lambda q: 1.1 - q["hi"]),
        Assumption("prop6.1", "max_j ||X_{j:} Delta|| <= (eps/4) min_i ||W_i||_F",
                   lambda q: q["prop61_budget"] - q["prop61"]),
    ),
    mutants={"soundness radius eps/10": lambda: 0.1, "radius eps/2": lambda: 0.5},
    favourable=0.3,
    notes=("lhs = max over accepted alpha (residual < eps/2 min||W||) of max_i ||alpha - s_i|| / eps, found by the "
           "QP-1 argmin and the P4 programs (max h^T alpha over accepted alphas, 6 directions incl. the planted one) "
           "built once with cvxpy Parameters (CLARABEL), each witness pulled strictly inside and re-verified in "
           "float64 (and at 60 digits for a violation). Provable slack: inside E, ||alpha - s_i|| <= (1/2 + 1/4) "
           "eps / sqrt(0.9) = 0.79 eps, so the automatic mutant is moved by 30% (favourable=0.3, bound 0.7 eps); "
           "the adversarial Delta reaches ~0.75 eps. Completeness (||alpha - s_i|| <= eps sqrt(lambda') min||W|| / "
           "(5 sqrt m) => residual <= eps/2 min||W||) is checked in tests/test_chenli_lp.py; at most 0.92 of its "
           "bound inside E, so no 10% mutant could be killed. X uses Hadamard rows so that E holds at d <= 256."),
    settings={"ci": {"max_examples": 20, "budget_s": 10.0, "min_valid": 5}, "deep": {"max_examples": 2000, "budget_s": 600.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 2, k in {3, 4}, d in {32, 256}: X must satisfy Lemma 6.2's event E (certified by "
                            "the isometry spectrum), which needs d >> m k; QP-1 and P4 are solved per instance"),
            Param("eps", 0.0, INF, lo_closed=False, text="'For any eps > 0' (Lemma 6.3)",
                  unreached="eps in [0.01, 1.5]: the soundness distance is measured relative to eps (lhs = ||alpha - "
                            "s_i||/eps), scale-free below; above sqrt 2 the conclusion is trivial (||alpha - s_i|| <= "
                            "sqrt 2)")),
)

# ---------------------------------------------------------------------------- Algorithm 1, K-level (L1458-L1472)

_ALG1_CFG = {"ci": {"d": 8, "T": 1500}, "dev": {"d": 8, "T": 6000}, "deep": {"d": 16, "T": 200000}}


@st.composite
def _alg1_instances(draw: st.DrawFn) -> dict:
    m = draw(st.sampled_from([1, 2]))
    return {"m": m, "k": 3, "eps": float(draw(with_edges(st.floats(0.02, 1 / 6), 1 / 6))),
            "theta_norm": float(draw(with_edges(st.floats(0.3, 3.0), 1.0))),
            "omega2": float(draw(with_edges(st.floats(0.1, 1.0), 1.0))),
            "ratio2": float(draw(with_edges(st.floats(0.5, 1.0), 1.0))),
            "delta_frac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0))), "seed": draw(SEEDS)}


def _alg1_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.checks.profiles import active_profile

    cfg = {**inst, **_ALG1_CFG.get(active_profile(), _ALG1_CFG["ci"])}
    run = LP.run_lpcertify(inst["seed"], cfg)
    eps, d, th = cfg["eps"], cfg["d"], run["thetas"]
    terms = {"T": run["T"], "accepted": run["accepted"], "fw_gap_max": run["fw_gap_max"], "prop61": run["prop61"],
             "prop61_budget": run["prop61_budget"], "d": d, "lo": run["lo"], "hi": run["hi"]}
    if run["accepted"] == 0:
        return Measurement(0.0, {}, terms)
    ex = np.array([LP.constraint_excess(a, s, th, eps / (2 * d)) for a, s in zip(run["As"], run["ss"], strict=True)])
    lhs = float(ex.max()) / eps
    R = 2 * float(np.linalg.norm(th[0]))
    body = LP.Body(d, run["accepted"])
    mn = body.min_norm(run["As"], run["ss"], eps, R)
    terms.update({"rank_A": int(np.linalg.matrix_rank(run["As"].reshape(run["accepted"], -1))),
                  "minnorm_status": mn.status, "minnorm": mn.value, "minnorm_gap": mn.gap,
                  "conv_min_norm": LP.conv_min_norm(th)})
    if mn.status == "optimal" and mn.x is not None:
        terms["minnorm_dist_to_affine_hull"] = LP.affine_hull_distance(th, mn.x.reshape(d, d))
        terms["minnorm_le_conv"] = bool(mn.value <= terms["conv_min_norm"] * (1 + 1e-7))
    rng = np.random.default_rng(inst["seed"] + 1)
    Q = np.linalg.qr(th.reshape(len(th), -1).T)[0]
    U = rng.normal(size=d * d)
    U -= Q @ (Q.T @ U)
    U /= np.linalg.norm(U)
    sp = body.support(run["As"], run["ss"], eps, R, U)
    terms.update({"support_perp_status": sp.status, "support_perp": None if sp.value is None else -sp.value,
                  "ball_radius": R})
    return Measurement(lhs, {}, terms, solver="QP-1: exact support enumeration + FW gap; K: cvxpy CLARABEL "
                                              "(ConicLP, residual/dual/gap re-checked)")


ALG1 = Claim(
    id="chenli.alg1", paper=PAPER, source=f"Algorithm 1 (LPCERTIFY) and Eq. (102), Sections 6.2/6.5, {SEED_FILE} "
                                          f"L1458-L1472, L2084-L2098",
    statement="LPCERTIFY(What, eps, delta): for T examples, alpha* = argmin_{alpha in simplex} ||alpha X What - "
              "Y_{1:}||; if the residual < eps sqrt(lambda')/2 and alpha*_2, alpha*_3 >= 1/3, add |X_{1:} Theta "
              "(X_{2:} - X_{3:})^T - log(alpha*_2/alpha*_3)| <= 7 eps. K = {||Theta||_F <= 2||Theta_1||_F} cap L (Eq. "
              "(102)). Checked: K contains the eps/(2d)-balls around Theta_1..Theta_m (Def. 6.13 item 4 with zeta = "
              "eps/(2d), via Lemma 6.14) when every example is in E.",
    kind="algorithmic", comparison="<=", bound=B.alg1_membership, measure=_alg1_measure, strategy=_alg1_instances,
    assumptions=(Assumption("prop6.1", "max_j ||X_{j:} Delta|| <= (eps/4) min_i ||W_i||_F for every example",
                            lambda q: q["prop61_budget"] - q["prop61"]),
                 Assumption("lemma6.2", "spec(G G^T) in [0.9, 1.1] for every example (= {1} by the Hadamard construction)",
                            lambda q: min(q["lo"] - 0.9, 1.1 - q["hi"]))),
    mutants={"slab 7 eps -> eps": lambda: 1.0},
    favourable=0.8,
    notes=("A whole run of Algorithm 1 (d = 8, T = 1500 under ci; d = 16, T = 2e5 under deep) on the E-exact family "
           "of thmcheck.models.chenli.sec6_2_lpcertify (random Hadamard-row X, lambda' := min ||W_i||_F^2, random Delta inside the "
           "Prop. 6.1 budget). lhs = max over accepted constraints and heads of |<A_t, Theta_i> - s_t| + (eps/2d)"
           "||A_t||_F in units of eps (the worst point of the balls). K-level probes reported as terms, each solve "
           "re-checked (primal residual, dual signs, duality gap): the minimum-norm point of K (Theorem 6.17 (II)) "
           "must not exceed min ||.|| over conv(Theta_i) (it does not: K contains the hull), its distance to the "
           "affine hull K_Theta, and the support function h_K(U) for a unit U orthogonal to span(Theta_i) (Cor. "
           "6.16 wants it <= eps*; at this T and d, rank(A) < d^2 and h_K(U) is close to the ball radius: K is not "
           "tight, as the catalog found; tightness needs d >= 512 and ~d^2 constraints, see chenli.cor6.16). Random "
           "Delta reaches ~1.8 eps of the 7 eps (the adversarial per-example search is chenli.lemma6.14), so the "
           "automatic mutant is moved by 80 %."),
    settings={"ci": {"max_examples": 8, "budget_s": 4.0, "min_valid": 3}},
    domain=(Param("d", 1, INF, key="d", text="token dimension d",
                  unreached="d in {8, 16} with the E-exact construction; K is certified with cvxpy per instance"),),
)


# ---------------------------------------------------------------------------- Proposition 6.1 (L1376-L1384)


def _p61_delta_hat(family: str, d: int, seed: int) -> np.ndarray:
    """Delta / ||Delta||_F: 'identity' (I/sqrt d: ||x Delta|| = 1 for every sign vector), 'flat_rank1' (u v^T with u
    flat: ||x Delta|| = |<x, u>|), 'sparse_rank1' (u = e_1), 'gaussian' (i.i.d. entries)."""
    rng = np.random.default_rng(seed)
    if family == "identity":
        D = np.eye(d)
    elif family == "flat_rank1":
        D = np.outer(np.ones(d), rng.normal(size=d))
    elif family == "sparse_rank1":
        D = np.outer(np.eye(d)[0], rng.normal(size=d))
    else:
        D = rng.normal(size=(d, d))
    return D / np.linalg.norm(D)


def _p61_cstar(inst: dict) -> tuple[float, dict]:
    """c*(inst) = sqrt(log(k/delta*))/(4 Q), Q the smallest t with P[max_j ||X_j Delta^|| > t] <= delta*, exactly:
    the law of ||x Delta^|| over all 2^d sign vectors x, and P[max_j Z_j > t] = 1 - (1 - P[Z > t])^k (rows
    i.i.d.). The conclusion fails at ||Delta||_F = s eps min||W|| iff P[max_j Z_j > 1/(4s)] > delta* (Z scales
    linearly with Delta), so the admissible c are exactly c <= c*."""
    d, k, ds = int(inst["d"]), int(inst["k"]), float(inst["delta_star"])
    Dh = _p61_delta_hat(inst["family"], d, int(inst["seed"]))
    signs = 1.0 - 2.0 * ((np.arange(2**d)[:, None] >> np.arange(d)[None, :]) & 1)
    z = np.sort(np.linalg.norm(signs @ Dh, axis=1))
    n = z.size
    # candidates t: 0 and the distinct values of Z; P[Z > t] = #(z > t)/n
    cand = np.concatenate([[0.0], z])
    greater = n - np.searchsorted(z, cand, side="right")
    p = greater / n
    # P[max > t] = 1 - (1 - p)^k <= delta*  <=>  k log1p(-p) >= log1p(-delta*)
    with np.errstate(divide="ignore"):
        ok = k * np.log1p(-p) >= math.log1p(-ds) - 1e-15
    Q = float(cand[np.argmax(ok)])  # ok is monotone in t; the smallest admissible candidate
    L = math.log(k / ds)
    cstar = math.sqrt(L) / (4 * Q) if Q > 0 else 1e12  # Q = 0: every c is admissible (capped)
    return cstar, {"Q": Q, "log(k/delta*)": L, "max_Z": float(z[-1]), "mean_Z2": float((z**2).mean())}


@st.composite
def _p61_instances(draw: st.DrawFn) -> dict:
    k = draw(with_edges(st.integers(1, 10**6), 1, 2, 10**6))
    mode = draw(st.sampled_from(["near1", "small", "mid"]))
    if mode == "near1":
        ds = 1.0 - draw(st.floats(1e-12, 0.5))
    elif mode == "small":
        ds = 10.0 ** -draw(st.floats(1.0, 300.0))
    else:
        ds = draw(st.floats(1e-3, 0.999))
    return {"k": k, "delta_star": ds, "d": draw(st.integers(1, 12)),
            "family": draw(st.sampled_from(["identity", "flat_rank1", "sparse_rank1", "gaussian"])),
            "seed": draw(SEEDS)}


def _p61_measure(inst: dict, ctx: Ctx) -> Measurement:
    cstar, terms = _p61_cstar(inst)
    return Measurement(cstar, {"k": int(inst["k"]), "delta_star": float(inst["delta_star"]), "d": int(inst["d"])},
                       terms)


def _p61_move(field: str):
    def move(inst: dict, t: float) -> dict:
        out = dict(inst)
        out[field] = int(t) if field == "k" else float(t)
        return out
    return move


def _p61_move_ds_to_1(inst: dict, t: float) -> dict:
    return {**inst, "k": 1, "delta_star": float(t)}


_P61_DIRECTIONS = (
    Direction("delta* -> 1 at k = 1", "delta_star", 1.0, how="path", move=_p61_move_ds_to_1,
              points=tuple(1.0 - 10.0**-j for j in range(1, 11)),
              reason="log(k/delta*) -> 0 when k = 1 and delta* -> 1: Eq. (60) then allows ||Delta||_F -> inf"),
    Direction("delta* -> 0", "delta_star", 0.0, how="path", move=_p61_move("delta_star"),
              points=tuple(10.0**-j for j in (1, 3, 10, 30, 100, 300)), reason="the main rate (delta* small)"),
    Direction("k -> inf", "k", math.inf, how="path", move=_p61_move("k"), points=(1, 10, 100, 10**4, 10**6)),
    Direction("d", "d", math.inf, how="search",
              reason="the strategy spans d <= 12 (exact enumeration of {+-1}^d); Delta's shape is searched over four "
                     "families"),
    Direction("eps, min ||W_i||_F", "eps", 0.0, how="unsearched",
              reason="c*(inst) does not depend on eps or min_i ||W_i||_F: both sides of the event scale together "
                     "(||X_j Delta|| is linear in Delta and Eq. (60) bounds ||Delta||_F by eps min ||W_i||_F)"),
)


PROP6_1 = Claim(
    id="chenli.prop6.1", paper=PAPER,
    source=f"Proposition 6.1 with Eq. (60), Section 6, {SEED_FILE} L1360, L1376-L1384",
    statement="For a sufficiently small absolute c > 0 and every Delta with ||Delta||_F <= c eps/sqrt(log(k/delta*)) "
              "min_i ||W_i||_F (Eq. (60)): for X ~ {+-1}^{k x d}, w.p. >= 1 - delta*, sup_{alpha in simplex} "
              "||alpha^T X Delta|| <= (eps/4) min_i ||W_i||_F.",
    statement_tex=r"Proposition 6.1. For $\mathbf{X} \sim \{\pm 1\}^{k \times d}$, with probability at least "
                  r"$1 - \delta^*$ we have that $\sup_{\alpha \in \Delta^{k-1}} \|\alpha^\top \mathbf{X} \Delta\| "
                  r"\leq \frac{\varepsilon}{4} \min_i \|\mathbf{W}_i\|_F.$",
    kind="probabilistic", comparison=">=", bound=B.prop6_1_shape, measure=_p61_measure, strategy=_p61_instances,
    constants="hidden", uniform=True, directions=_P61_DIRECTIONS,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_prop6_1_second_path",
    evidence=("Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. Was a record ('hidden constant c of Eq. (60)'). The sup over the simplex is the max "
              "over rows (convexity). The left side is c*(inst), the largest c for which the conclusion holds on "
              "the instance, computed exactly (all 2^d sign vectors, rows i.i.d.). With k = 1 and Delta = t I "
              "(||x Delta|| = ||Delta||_F for every x), the event fails surely as soon as ||Delta||_F > (eps/4) "
              "min ||W_i||_F, which Eq. (60) allows when c/sqrt(log(1/delta*)) > 1/4, i.e. for delta* > "
              "exp(-16 c^2): c* = sqrt(log(1/delta*))/4 -> 0 as delta* -> 1, so no absolute c works. For k >= 2 (or "
              "delta* <= 1/2) c* stays bounded below. delta* is a parameter 'to be specified later' (L1358), set by Eq. (106) "
              "(L2152) to a small value, where the proposition holds: a harmless slip outside the regime used."),
    corrected=B.prop6_1_shape_corrected,
    corrected_text="Eq. (60) with sqrt(1 + log(k/delta*)) (or requiring k >= 2, delta* <= 1/2): then some absolute c "
                   "works for every k >= 1 and delta* in (0, 1).",
    mutants={"sqrt(k) (c growing with k), wrong along k -> inf": lambda k, delta_star, d: math.sqrt(k),
             "log(k/delta*)^2 (c growing like the squared log), wrong along delta* -> 0":
                 lambda k, delta_star, d: math.log(k / delta_star) ** 2},
    notes="Uniform check: comparison '>=' against the constant shape 1 (the statement says the admissible c is "
          "bounded below by an absolute constant); the engine climbs log(1/c*) over k, delta* in (0, 1), d <= 12 "
          "and four shapes of Delta. Q = 0 (every c admissible) is reported as c* = 1e12.",
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
    domain=(Param("k", 1, INF, text="X in {+-1}^{k x d}", integer=True),
            Param("delta_star", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < delta* < 1"),
            Param("d", 1, INF, integer=True, text="token dimension d",
                  unreached="d > 12: the law of ||x Delta|| is enumerated exactly over 2^d sign vectors")),
)


# LEMMA6_2 (the exponent fit of rounds 4-6) is retired in round 7: chenli.lemma6.2-rate is the uniform check of the
# rate constant in r7_chenliH.
CLAIMS: list[Claim] = [LEMMA6_3, ALG1, PROP6_1]
