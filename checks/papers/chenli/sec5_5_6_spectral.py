"""chenli Sections 5.5-5.6 (Relating restricted norm to spectral norm; combining the bounds): Lemmas 5.20/5.21
(flat decompositions), 5.22, Theorem 5.1 and its informal statement Eq. (2) of Section 2.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec5_5_6_spectral as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.stats import fit_exponent
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


def _thm5_1_config() -> dict:
    """One config per profile: the sizes d of the sweep and the Monte-Carlo draws per unit of d."""
    from thmcheck.checks.profiles import active_profile

    if active_profile() == "deep":
        return {"ds": [16, 32, 64, 128], "n_per_d": 20_000, "reps": 2}
    return {"ds": [4, 6, 8, 12, 16, 24, 42], "n_per_d": 1_000, "reps": 1}  # r_Theta = d: 1.02 decades


@st.composite
def _thm5_1_instances(draw: st.DrawFn) -> dict:
    """Theta of Frobenius norm F: exactly orthogonal up to scale with +-1 singular signs (r_Theta = d, column norms
    F/sqrt d: upsilon = 1, the catalog's Section 3 recipe) or Gaussian (r_Theta ~ d/4); k tokens; m heads with
    W_i = Haar/sqrt d for Eq. (2)."""
    return {"family": draw(st.sampled_from(["orthogonal", "orthogonal", "gaussian"])),
            "F": draw(st.floats(4.0, 16.0)), "k": draw(st.integers(2, 4)), "m": draw(st.integers(1, 2)),
            "seed": draw(SEEDS)}


def _thm5_1_theta(family: str, d: int, F: float, gen: torch.Generator) -> torch.Tensor:
    G = lambda: torch.randn(d, d, dtype=torch.float64, generator=gen)  # noqa: E731
    if family == "orthogonal":
        s = torch.tensor([1.0, -1.0] * (d // 2), dtype=torch.float64)
        T = torch.linalg.qr(G())[0] @ torch.diag(s) @ torch.linalg.qr(G())[0]
    else:
        T = G()
    return F * T / torch.linalg.matrix_norm(T)


def _eff_rank(T: torch.Tensor) -> float:
    return float(torch.linalg.matrix_norm(T) ** 2 / torch.linalg.matrix_norm(T, 2) ** 2)


def _thm5_1_sweep(inst: dict, ctx: Ctx, heads: bool) -> Measurement:
    from thmcheck.models.chenli.sec5_slices import jsx_deviation, phase1_error

    cfg = _thm5_1_config()
    gen = torch.Generator().manual_seed(int(inst["seed"]))
    rs, devs = [], []
    for d in cfg["ds"]:
        for _ in range(cfg["reps"]):
            if heads:
                thetas = torch.stack([_thm5_1_theta(inst["family"], d, inst["F"], gen) for _ in range(inst["m"])])
                Ws = torch.stack([torch.linalg.qr(torch.randn(d, d, dtype=torch.float64, generator=gen))[0] / d**0.5
                                  for _ in range(inst["m"])])
                rs.append(min(_eff_rank(T) for T in thetas))
                devs.append(phase1_error(thetas.to(ctx.device), Ws.to(ctx.device), inst["k"], cfg["n_per_d"] * d, gen))
            else:
                T = _thm5_1_theta(inst["family"], d, inst["F"], gen)
                rs.append(_eff_rank(T))
                devs.append(jsx_deviation(T.to(ctx.device), inst["k"], cfg["n_per_d"] * d, gen))
    fit = fit_exponent(np.array(rs), np.array(devs))
    return Measurement(fit.exponent, {}, {"dev_first": devs[0], "dev_last": devs[-1], "r_first": rs[0],
                                          "r_last": rs[-1], "r2": fit.r2}, lhs_interval=(fit.lo, fit.hi),
                       stat=fit)


THM5_1 = Claim(
    id="chenli.thm5.1-rate", catalog_id="chenli.thm5.1",
    paper=PAPER,
    source=f"Theorem 5.1, Section 5, {SEED_FILE} L511 (proof L1316-L1350)",
    statement="For X ~ {+-1}^{k x d} and Y = F(X) (Eq. (1)) there is a constant 0 < C < 1 with "
              "||E[X^T J Y] - k sum_i W_i||_F <= Theta~(m k^5/(r_Theta^{1/12} ^ (d^C/upsilon))); the proof bounds "
              "||E[X^T J softmax(X Theta X^T) X] - k Id||_op <= Theta~(k^5/r_Theta^{1/12} + k^5 upsilon r_Theta/d^{C/2}).",
    kind="rate",
    comparison="<=",
    bound=B.thm5_1_exponent,
    measure=lambda inst, ctx: _thm5_1_sweep(inst, ctx, heads=False),
    strategy=_thm5_1_instances,
    constants="hidden",
    assumptions=(uncertified("section4", "Assumptions 1-11 (need d >~ 10^35, catalog Section 0.1)",
                why="a '<<' / '>>' / Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no instance below d ~ 1e35 meets the printed scales); no finite instance can meet or miss it"),),
    notes="Monte Carlo of dev = ||(1/k) E[X^T J softmax(X Theta X^T) X] - I||_op (X^T J S X = (X^T 1)(1^T S X)) "
          "along d = 4..42 under ci (7 sizes: 1.02 decades of r_Theta = d, so a fit can give 'violated'; N = 1000 d "
          "draws; deep: d = 16..128, N = 20000 d, 2 replicates), Theta with "
          "r_Theta = d (orthogonal, upsilon = 1) or ~d/4 (Gaussian); the fitted exponent of dev in r_Theta (99 % "
          "interval) must not exceed 0 (the bound decays; the paper's rate r^{-1/12} is asymptotic). Measured "
          "about -0.5 (catalog: -0.45 at d = 16..128). The MC noise (~0.05, constant as N grows with d) only "
          "flattens the slope. The numerical constants are vacuous at this scale (k^5 >= 32), and Assumptions "
          "1-11 cannot hold (catalog 0.1), so a crossing of the printed bound is potential (conditional once the "
          "engine has that word) only. Mutants run with the Section-4 requirement granted: a 1/r_Theta rate "
          "(exponent -1) is crossed on every instance (score ~1.4 by hand before the mutant existed).",
    mutants={"rate 1/r_Theta (exponent -1)": lambda: -1.0},
    settings={"ci": {"max_examples": 30, "budget_s": 8.0}, "deep": {"max_examples": 40, "budget_s": 3600.0}},
    domain=(Param("r_Theta", 1, INF, key="r_last", text="stable rank r_Theta (asymptotic: r_Theta -> inf)",
                  unreached="d <= 42 under ci (128 deep): Monte Carlo of E[X^T J softmax(X Theta X^T) X] with N = "
                            "1000 d draws per point; Section 4's assumptions need d >~ 1e35 (uncertified)"),
            Param("k", 2, INF, text="X in {+-1}^{k x d}, k tokens", integer=True,
                  unreached="k <= 4: the bound carries k^5 (vacuous at this scale); cost grows with k"),
            Param("m", 1, INF, text="m heads", integer=True, unreached="m <= 2 (Monte Carlo cost)")),
)

EQ2 = Claim(
    id="chenli.eq2-rate", catalog_id="chenli.eq2",
    paper=PAPER,
    source=f"Eq. (2), Section 2, {SEED_FILE} L190 (formal: Theorem 5.1, L511)",
    statement="(1/k) E[X^T J Y] ~ sum_i W_i (one gradient step from the all-zero single head recovers the sum of "
              "the projection matrices).",
    kind="rate",
    comparison="<=",
    bound=B.eq2_exponent,
    measure=lambda inst, ctx: _thm5_1_sweep(inst, ctx, heads=True),
    strategy=_thm5_1_instances,
    constants="hidden",
    assumptions=(uncertified("section4", "Assumptions 1-11 (need d >~ 10^35, catalog Section 0.1)",
                why="a '<<' / '>>' / Theta with a constant the paper leaves unspecified (Section 4, Eq. (8): no instance below d ~ 1e35 meets the printed scales); no finite instance can meet or miss it"),),
    notes="The Phase-I estimator itself: relative error ||(1/k) E^[X^T J Y] - sum W_i||_F/||sum W_i||_F with m <= 2 "
          "heads (W_i = Haar/sqrt d), Monte Carlo as for chenli.thm5.1, fitted exponent in min_i r_Theta_i <= 0. "
          "Mutant (Section-4 requirement granted): a 1/r_Theta rate (exponent -1), which the measured slope "
          "(about -0.5) crosses.",
    mutants={"rate 1/r_Theta (exponent -1)": lambda: -1.0},
    settings={"ci": {"max_examples": 12, "budget_s": 8.0}, "deep": {"max_examples": 40, "budget_s": 3600.0}},
    domain=(Param("r_Theta", 1, INF, key="r_last", text="min_i r_Theta_i (asymptotic)",
                  unreached="as chenli.thm5.1: d <= 42 under ci, Monte Carlo"),
            Param("k", 2, INF, text="k tokens", integer=True, unreached="k <= 4 (as chenli.thm5.1)"),
            Param("m", 1, INF, text="m heads", integer=True, unreached="m <= 2 (Monte Carlo cost)")),
)


# THM5_1 and EQ2 are the decay directions (exponent fits in r_Theta) of the uniform checks chenli.thm5.1 and
# chenli.eq2 (r7_chenliH): every C > 0 of Theorem 5.1 needs the deviation to vanish as d, r_Theta -> infinity
CLAIMS: list[Claim] = [LEMMA5_20, LEMMA5_22, THM5_1, EQ2]
