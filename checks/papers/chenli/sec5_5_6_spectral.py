"""chenli Sections 5.5-5.6 (Relating restricted norm to spectral norm; combining the bounds): Lemmas 5.20/5.21
(flat decompositions), 5.22, Theorem 5.1 and its informal statement Eq. (2) of Section 2.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec5_5_6_spectral as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

# ------------------------------------------------------------------------------------ Lemma 5.20 (L1244-L1276)


@st.composite
def _lemma5_20_instances(draw: st.DrawFn) -> dict:
    """v with ||v|| <= 1: a ladder of entries top (1/2 - eta)^i on both signs down to the threshold eps'/sqrt d
    (one bucket per entry: the most pieces), flat vectors (w_1 = v, ||w_1|| = ||v||), Gaussian, heavy-tailed, and
    entries straddling the threshold; eps log-uniform in [1e-9, 2]."""
    eps = draw(with_edges(log_uniform(1e-9, 2.0), 1e-9, 1e-6))
    mode = draw(st.sampled_from(["ladder", "ladder", "flat", "gaussian", "heavy", "threshold"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    d = draw(st.integers(1, 256))
    norm = draw(with_edges(st.floats(0.0, 1.0, exclude_min=True), 1.0))
    if mode == "ladder":
        eta = draw(log_uniform(1e-9, 0.2))
        r = 0.5 * (1 - eta)
        thr = eps / np.sqrt(2 * d)
        k = max(1, int(np.floor(np.log(0.62 / thr) / -np.log(r))) + 1) if thr < 0.62 else 1
        d = max(d, 2 * k)
        thr = eps / np.sqrt(2 * d)
        lad = 0.6 * r ** np.arange(k)
        lad = lad[lad > thr] if (lad > thr).any() else lad[:1]
        v = np.zeros(d)
        v[: lad.size] = lad
        v[lad.size: 2 * lad.size] = -lad * draw(st.floats(0.5, 1.0))
        v = rng.permutation(v)
    elif mode == "flat":
        n = draw(st.integers(1, d))
        v = np.zeros(d)
        v[rng.permutation(d)[:n]] = rng.choice([-1.0, 1.0], n) if draw(st.booleans()) else 1.0
    elif mode == "gaussian":
        v = rng.normal(size=d)
    elif mode == "heavy":
        v = rng.standard_cauchy(d)
    else:
        v = eps / np.sqrt(2 * d) * rng.uniform(0.5, 2.0, d) * rng.choice([-1.0, 1.0], d)
    nv = float(np.linalg.norm(v))
    if nv == 0:
        v[0], nv = 1.0, 1.0
    v = v * (norm / nv) * (1 - 2.0**-40)  # ||v|| <= 1 with room for rounding
    return {"d": d, "eps": eps, "v": v, "mode": mode, "seed": seed, "norm": float(np.linalg.norm(v))}


def _lemma5_20_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.chenli.sec5_slices import flat_decomposition

    v, eps, d = inst["v"], inst["eps"], inst["d"]
    dec = flat_decomposition(v, eps)
    vn = float(np.linalg.norm(v))
    s_max = B.lemma5_20_pieces(d, eps)
    n_max = B.lemma5_20_steps(vn, eps)
    pieces = max(dec["pieces"], default=0)
    terms = {
        "err_ratio": dec["err"] / eps,
        "norm_ratio": max((w / 0.9**j for j, w in enumerate(dec["norms"])), default=0.0),
        "pieces_ratio": pieces / s_max if s_max else float(pieces > 0),
        "steps_ratio": dec["n"] / n_max if n_max else float(dec["n"] > 0),
        "pieces": pieces, "pieces_bound": s_max, "n": dec["n"], "n_bound": n_max, "v_norm": vn,
    }
    lhs = max(terms["err_ratio"], terms["norm_ratio"], terms["pieces_ratio"], terms["steps_ratio"])
    return Measurement(lhs, {}, terms)


LEMMA5_20 = Claim(
    id="chenli.lemma5.20",
    paper=PAPER,
    source=f"Lemmas 5.20/5.21 (flat decompositions), Section 5.5, {SEED_FILE} L1244-L1276",
    statement="Let v in R^d have norm at most 1. For any eps > 0, there exist O(log(d/eps))-flat-decomposable "
              "vectors w_1, ..., w_n for n <= O(log(d/eps)) such that ||v - (w_1 + ... + w_n)|| <= eps and "
              "||w_j|| <= 0.9^{j-1} for all j in [n].",
    kind="construction",
    comparison="<=",
    bound=B.lemma5_20,
    measure=_lemma5_20_measure,
    strategy=_lemma5_20_instances,
    assumptions=(Assumption("norm", "||v|| <= 1", lambda q: 1 - q["v_norm"]),
                 Assumption("eps", "eps > 0", lambda q: q["eps"])),
    notes="The proof's construction (Lemma 5.21 iterated, delta = entries with |v_i| <= eps'/sqrt d: the printed "
          "'value at most' needs |.|) run at eps' = eps/sqrt 2 until the residual is <= eps'; the O(.) are made "
          "explicit from the proof: pieces per w_j <= 2 ceil(log2(sqrt(2d)/eps)) (bucket tops halve between "
          "eps'/sqrt d and 1), n <= ceil(log(sqrt 2 ||v||/eps)/log(2/sqrt 3)). lhs = the largest of the four "
          "normalised ratios (error/eps, ||w_j||/0.9^{j-1}, pieces/bound, n/bound); each is in the terms. Flat v "
          "(||w_1|| = ||v|| = 1) and the both-sign ladder (pieces within 2 of the bound) make it tight.",
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}},
    domain=(Param("eps", 0.0, INF, lo_closed=False, text="any eps > 0",
                  unreached="eps <= 2: for eps >= ||v|| (<= 1) the empty decomposition (n = 0) already works"),
            Param("d", 1, INF, text="v in R^d", integer=True),
            Param("norm", 0.0, 1.0, text="||v|| <= 1")),
)


# ------------------------------------------------------------------------------------ Lemma 5.22 (L1278-L1314)

_L522_FAMILIES = ["inv_sqrt", "inv_sqrt", "gaussian", "sym_gaussian", "hadamard", "signs", "rank1", "ones"]


def _l522_matrix(family: str, d: int, rng: np.random.Generator) -> np.ndarray:
    if family == "inv_sqrt":  # the catalog's example that needs the log d: ||M|| = H_d, xi = O(1)
        u = 1 / np.sqrt(np.arange(1, d + 1))
        return np.outer(u, u)
    if family == "gaussian":
        return rng.normal(size=(d, d))
    if family == "sym_gaussian":
        a = rng.normal(size=(d, d))
        return a + a.T
    if family == "hadamard":
        import scipy.linalg

        n = 1 << max(0, (d - 1).bit_length())
        return scipy.linalg.hadamard(n)[:d, :d].astype(float)
    if family == "signs":
        return rng.choice([-1.0, 1.0], (d, d))
    if family == "rank1":
        u = rng.normal(size=d)
        return np.outer(u, rng.normal(size=d))
    return np.ones((d, d))


def _l522_dmax() -> int:
    from thmcheck.checks.profiles import active_profile

    return 11 if active_profile() == "deep" else 8


@st.composite
def _lemma5_22_instances(draw: st.DrawFn) -> dict:
    """A family at d = 2..8 (ci; 11 deep), xi(M) by enumeration, or M = c u u^T with u_i = i^{-1/2} (closed forms)
    at any d up to 1e30; M scaled by c in [1e-3, 1e3]."""
    fam = draw(st.sampled_from(_L522_FAMILIES))
    if fam == "inv_sqrt":
        d = float(round(draw(with_edges(log_uniform(2.0, 1e30), 2.0, 1e30))))
    else:
        d = float(draw(st.integers(2, _l522_dmax())))
    return {"family": fam, "seed": draw(SEEDS), "d": d, "c": float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0)))}


def l522_inv_sqrt(d: float) -> tuple[float, float]:
    """(||M||_op, xi(M)) of M = u u^T, u_i = i^{-1/2}, i <= d, in closed form: ||M||_op = ||u||^2 = H_d, and
    xi = max over equal or disjoint (S, T) of (sum_S u)(sum_T u)/sqrt(|S||T|) = max_s (sum_{i <= s} u_i)^2/s (the
    disjoint pairs give at most the larger equal one; top-s sets are best), which is increasing in s, so xi =
    S_d^2/d with S_d = zeta(1/2) - zeta(1/2, d + 1) (tested against enumeration and the prefix maximum)."""
    import mpmath

    with mpmath.workdps(40):
        dd = mpmath.mpf(int(d))
        h = mpmath.harmonic(dd)
        sd = mpmath.zeta(0.5) - mpmath.zeta(0.5, dd + 1)
        return float(h), float(sd * sd / dd)


def _lemma5_22_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = ||M||_op, quantities (xi(M), d): xi(M) is the smallest xi meeting (58), so it is the strongest
    hypothesis the instance satisfies."""
    from thmcheck.models.chenli.sec5_slices import xi_exact

    c, d = float(inst["c"]), int(inst["d"])
    if inst["family"] == "inv_sqrt":
        op, xi = l522_inv_sqrt(d)
        return Measurement(c * op, {"xi": c * xi, "d": float(d)}, {"family": "inv_sqrt"})
    if d > 11:
        raise SolverFailure(f"xi(M) by enumeration of 3^{d} pairs is not computed here (d <= 11)")
    rng = np.random.default_rng(inst["seed"])
    M = torch.as_tensor(c * _l522_matrix(inst["family"], d, rng), dtype=torch.float64, device=ctx.device)
    return Measurement(float(torch.linalg.matrix_norm(M, 2)), {"xi": float(xi_exact(M)), "d": float(d)},
                       {"family": inst["family"]})


LEMMA5_22 = Claim(
    id="chenli.lemma5.22",
    paper=PAPER,
    source=f"Lemma 5.22, Section 5.5, {SEED_FILE} L1278-L1314",
    statement="If for all equal or disjoint subsets S, T of [d] the matrix M satisfies |1_S^T M 1_T| <= "
              "xi sqrt(|S| |T|), then ||M||_op <~ xi log d.",
    statement_tex=r"If for all equal or disjoint subsets $S, T \subseteq [d]$, the matrix $M \in \mathbb{R}^{d "
                  r"\times d}$ satisfies the bound $$|\mathbb{1}_S^\top M \mathbb{1}_T| \leq \xi \sqrt{|S| "
                  r"\cdot |T|}, \quad (58)$$ then $\|M\|_{\text{op}} \lesssim \xi \log d$",
    kind="deterministic",
    comparison="<=",
    bound=B.lemma5_22_shape,
    measure=_lemma5_22_measure,
    strategy=_lemma5_22_instances,
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf (inv_sqrt, closed form)", "d", INF, how="path", move=lambda inst, t: {**inst, "d": float(t)},
                  points=(1e1, 1e3, 1e6, 1e10, 1e15, 1e20, 1e30),
                  reason="the main rate: M = u u^T, u_i = i^{-1/2} has ||M||_op = H_d ~ log d at xi -> 4, the "
                         "family that needs the log (closed forms at any d; other families only by enumeration, "
                         "d <= 8)"),
        Direction("the scale c of M", "c", 0.0, how="path", move=lambda inst, t: {**inst, "c": float(t)},
                  points=(1e2, 1.0, 1e-2, 1e-4, 1e-6),
                  reason="M -> c M scales ||M||_op and xi(M) alike: the printed ratio is invariant, a wrong power "
                         "of xi is not"),
        Direction("the structure of M", "family", INF, how="search",
                  reason="drawn: Gaussian, symmetric Gaussian, Hadamard, signs, rank one, ones, inv_sqrt at d <= 8 "
                         "with xi by enumerating the 3^d equal-or-disjoint pairs"),
        Direction("d -> 1 (log d -> 0)", "d", 1.0, how="unsearched",
                  reason="d is an integer >= 2 in the search: at d = 1, log 1 = 0 while ||M||_op = |M_11| = xi, so "
                         "the printed shape fails at that single point (log d read as >= log 2; no path exists "
                         "towards an integer end)"),
    ),
    mutants={
        "without the log d (||M||_op <~ xi), wrong along d -> inf": lambda xi, d: xi,
        "xi^2 log d (a wrong power of the scale), wrong along c -> 0": lambda xi, d: xi * xi * math.log(d),
    },
    notes="Uniform check (issue 31): lhs = ||M||_op, shape xi log d with xi = xi(M) the smallest admissible xi. xi(M) "
          "exactly: by enumerating the 3^d equal-or-disjoint pairs (S, T) at d = 2..8 under ci (..11 under deep), "
          "and in closed form for M = u u^T, u_i = i^{-1/2} (||M|| = H_d, xi = S_d^2/d -> 4; Hurwitz zeta, 40 "
          "digits) at any d up to 1e30, the family that shows the log is needed: the ratio H_d/(xi log d) levels "
          "off near 1/4 while the 'without log d' mutant's ratio grows like log d. M scaled by c in [1e-3, 1e3] "
          "(both sides are homogeneous of degree 1). d = 1 (log 1 = 0) is outside the search: there the printed "
          "shape is 0 and ||M||_op = xi, a single point (read log d >= log 2).",
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(Param("d", 2, INF, key="d", text="M in R^{d x d}", integer=True,
                  unreached="d <= 8 (ci), 11 (deep) for enumerated families; inv_sqrt to 1e30 in closed form; d = 1 "
                            "excluded (log 1 = 0, see notes)"),
            Param("c", 0.0, INF, lo_closed=False, key="c", text="the scale of M",
                  unreached="c in [1e-3, 1e3] in the search, to 1e-6 along the scale path")),
)


# ------------------------------------------------------------------------------ Theorem 5.1 and Eq. (2) (L511, L190)


# chenli.thm5.1-rate and chenli.eq2-rate (the Monte-Carlo d-direction of chenli.thm5.1 / chenli.eq2) are uniform
# shape checks since round 9: checks/papers/chenli/r9_chenliH.py
CLAIMS: list[Claim] = [LEMMA5_20, LEMMA5_22]
