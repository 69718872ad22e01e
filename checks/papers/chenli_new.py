"""chenli: records of issue #17 turned into checks (staging module; to be moved into ``checks/papers/chenli/`` by
paper section once the layout move lands). Chen & Li, "Provably learning a multi-head attention layer".

Catalog: ``shared/claims/chenli.md``; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``. Bounds:
``bounds.chenli_new``; measurements: ``models.chenli_new`` (exact laws, no Monte Carlo).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from bounds import chenli_new as B
from checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from checks.domain import INF, Param
from checks.stats import fit_exponent
from checks.strategies import SEEDS, with_edges

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"


# ---------------------------------------------------------------------------- Lemma 6.8, Items 2-3 (L1653-L1665)


def _int_matrix(rng: np.random.Generator, d: int, cols: int, mode: str, n: int) -> np.ndarray:
    """An integer d x cols matrix of one of the shapes that make the cube events extreme: rank one with n equal
    (or two-level) weights (the Markov and Hoeffding extremisers live at n = 1, 2), flat signs, one heavy column,
    dense or sparse random."""
    supp = rng.permutation(d)[:n]
    if mode in ("rank1_equal", "rank1_two"):
        u = np.zeros(d, dtype=np.int64)
        u[supp] = 1 if mode == "rank1_equal" else rng.choice([1, 3], n)
        M = (u * rng.choice([-1, 1], d))[:, None] * rng.choice([-1, 1, 2], cols)[None]
    elif mode == "flat":
        M = rng.choice([-1, 1], (d, cols))
    elif mode == "heavy":
        M = rng.choice([-1, 0, 1], (d, cols))
        M[:, rng.integers(cols)] *= 7
    elif mode == "dense":
        M = rng.integers(-20, 21, (d, cols))
    else:
        M = np.where(rng.random((d, cols)) < 0.25, rng.integers(-9, 10, (d, cols)), 0)
    if not M.any():
        M[rng.integers(d), rng.integers(cols)] = 1
    return M.astype(np.int64)


@st.composite
def _lemma6_8_instances(draw: st.DrawFn) -> dict:
    """d <= 14 (exact enumeration), m heads Theta_i (integer d x d) and E' (integer d x p), the constants s (Item 2)
    and K (Item 3), and which items are checked (both, or one alone so that each term of the bound is tested)."""
    d = draw(with_edges(st.integers(2, 14), 2, 3, 14))
    m = draw(st.sampled_from([1, 2, 3]))
    p = draw(st.integers(1, 4))
    items = draw(st.sampled_from(["3", "2", "23"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    modes = ["rank1_equal", "flat", "rank1_equal", "flat", "rank1_two", "heavy", "dense", "sparse"]
    tmode, emode = draw(st.sampled_from(modes)), draw(st.sampled_from(modes))
    n = min(d, draw(with_edges(st.integers(1, 14), 1, 2, 3)))
    thetas = np.stack([_int_matrix(rng, d, d, tmode, n) for _ in range(m)])
    E = _int_matrix(rng, d, p, emode, n)
    s = float(draw(with_edges(st.floats(0.05, 6.0), 1.6, math.sqrt(2.0), 0.05, 6.0)))
    K = float(draw(with_edges(st.floats(1.0, 60.0), 1.0, 2.0 - 1e-6, 4.0 - 1e-6, 60.0)))
    family = draw(st.sampled_from(["random", "markov_edge", "hoeffding_edge"]))
    if family == "markov_edge":  # E' = rank one with n equal weights: ||E'^T x||^2/||E'||_F^2 = j^2/n; K just below
        items = "3"
        n = draw(st.integers(1, min(d, 6)))
        E = _int_matrix(rng, d, p, "rank1_equal", n)
        j = draw(st.sampled_from([j for j in range(n % 2, n + 1, 2) if j * j >= n] or [n]))
        K = max(1.0, j * j / n * (1 - 1e-9))
    elif family == "hoeffding_edge":  # one Hadamard head (d = 2, 4, 8): s just below the level where it fails
        from scipy.linalg import hadamard

        items, m = "2", 1
        d = draw(st.sampled_from([2, 4, 8]))
        thetas = np.stack([hadamard(d).astype(np.int64) * rng.choice([-1, 1], d)[None]])
        E = _int_matrix(rng, d, p, "flat", n)
        s = math.sqrt(d * d / (d * d * math.log(d) / d)) * (1 - 1e-9)  # (Theta^T x)_j^2 <= d^2, v = 1, ||.||_F^2 = d^2
        s = s * draw(st.sampled_from([1.0, 0.9, 0.7]))
    return {"d": d, "m": m, "p": p, "thetas": thetas, "E": E, "s": s, "K": K, "items": items,
            "modes": f"{tmode}/{emode}", "n": n, "family": family, "seed": seed}


def _lemma6_8_measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_new import lemma6_8_failures, smallest_v

    it2, it3 = "2" in inst["items"], "3" in inst["items"]
    r = lemma6_8_failures(list(inst["thetas"]), inst["E"], inst["s"], inst["K"], it2, it3)
    fro = [float(np.sum(np.asarray(t, float) ** 2)) for t in inst["thetas"]]
    terms = {"P_fail": r["fail"] / r["n"], "P_fail_item2": r["fail2"] / r["n"], "P_fail_item3": r["fail3"] / r["n"],
             "count": r["fail"], "points": r["n"], "v": [round(smallest_v(t), 4) for t in inst["thetas"]],
             "refined_mpmath": r["refined"], "fro2_theta": fro, "p": inst["p"]}
    q = {"s": inst["s"], "K": inst["K"], "d": inst["d"], "m": inst["m"], "item2": int(it2), "item3": int(it3)}
    return Measurement(r["fail"] / r["n"], q, terms, exact=True)


LEMMA6_8 = Claim(
    id="chenli.lemma6.8", paper=PAPER,
    source=f"Lemma 6.8, Items 2-3, Section 6.4.2, {SEED_FILE} L1653-L1665 (statement L1653-L1659, proofs of Items 2-3 "
           "L1663-L1665)",
    statement="x ~ U({+-1}^d). Item 2: ||Theta_i^T x||_inf <~ v sqrt(log d) ||Theta_i||_F/sqrt(d) for all i in [m]; "
              "Item 3: ||E'^T x||^2 <~ ||Theta_1||_F^2 (||E'||_F = ||Theta_1||_F); 'the events hold with all but "
              "arbitrarily small constant failure probability'. Checked with the proof's explicit constants: with "
              "constant s in Item 2 and K in Item 3, P[Item 2 or Item 3 fails] <= 2 m d^{1 - s^2/2} (Hoeffding over "
              "the d entries and m heads) + 1/K (Markov).",
    kind="probabilistic", comparison="<=", bound=B.lemma6_8_items23,
    measure=_lemma6_8_measure, strategy=_lemma6_8_instances,
    assumptions=(Assumption("assumption4", "v >= 1 with every column and row of Theta_i of norm <= (v/sqrt d)"
                            "||Theta_i||_F (Assumption 4; v is taken as the smallest admissible value, the worst "
                            "case for Item 2)", lambda q: min(q["v"]) - 1.0),),
    mutants={"Hoeffding without the union over the d entries: 2 m d^{-s^2/2} + 1/K":
             lambda s, K, d, m, item2, item3: (2 * m * d ** (-s * s / 2) if item2 else 0) + (1 / K if item3 else 0),
             "Markov halved: 2 m d^{1 - s^2/2} + 1/(2K)":
             lambda s, K, d, m, item2, item3: (2 * m * d ** (1 - s * s / 2) if item2 else 0) + (
                 1 / (2 * K) if item3 else 0)},
    notes=("Exact: integer Theta_i and E', every point of {+-1}^d enumerated (d <= 14) in int64, so the failure "
           "probability is an exact count (Item 3 compared in integers against the float K's exact rational value; "
           "Item 2's irrational threshold in float64, with every left side within 1e-9 of it re-decided by mpmath "
           "at 50 digits). v is the smallest value Assumption 4 allows for each head (sqrt(d) max(column, row "
           "norms)/||Theta_i||_F, at least 1). The statement's '<~' and 'arbitrarily small constant failure "
           "probability' are the proof's explicit inequalities: Hoeffding P[|<c, x>| >= t] <= 2 exp(-t^2/(2||c||^2)) "
           "per entry with the union over d entries and m heads, and Markov (E||E'^T x||^2 = ||E'||_F^2). The two "
           "items are checked alone and together (P[2 or 3 fails] <= the sum). Markov is attained: rank one E' = "
           "(1, 1), K -> 2 gives P = 1/2 = 1/K (so the halved-Markov and the automatic 10 % mutants cross); one flat "
           "2 x 2 head at s ~ 1.7 fails at every x, which the Hoeffding term without its union factor d misses. "
           "Items 1, 4, 5 rest on Theorem 3.1 (Hanson-Wright, hidden constant): Item 1 is Lemma 7.5 (the paper says "
           "so, L2489), checked as chenli.lemma7.5 by its exact law and a fitted rate; Items 4-5 are not encoded "
           "(their events need d >> r_Theta^4 (Assumptions 3-4) for the '<~' to mean anything; no exact law at "
           "reachable d). The other assumptions of Section 4 are not used by the proofs of Items 2-3, so the "
           "instances need not meet them (a wider domain than the lemma's)."),
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}},
    domain=(Param("d", 2, INF, integer=True, text="x in {+-1}^d, any d (log d > 0 needs d >= 2)",
                  unreached="d <= 14: exact enumeration of the 2^d points; the extremal shapes (rank one, n = 1, 2 "
                            "coordinates) live at small d"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3: the union bound is linear in m"),
            Param("s", 0.0, INF, lo_closed=False, text="the constant of Item 2's '<~' (any s > 0)",
                  unreached="s in [0.05, 6]: below s = sqrt(2) the Hoeffding term exceeds 1 at every d >= 2 (true "
                            "trivially), and 2 m d^{1 - s^2/2} < 1e-17 at s = 6, d = 14"),
            Param("K", 0.0, INF, lo_closed=False, text="the constant of Item 3's '<~' (any K > 0)",
                  unreached="K in [1, 60]: for K < 1 the Markov term 1/K exceeds 1 (true trivially); the event "
                            "||E'^T x||^2 > K ||E'||_F^2 is empty once K >= d (||E'^T x||^2 <= d ||E'||_F^2)")),
)





# ---------------------------------------------------------------------------- Lemmas 7.5/7.6 (L2489-L2555)

_L75_POINTS = 10  # ladder points of a (linear from 1 to the cap)


@st.composite
def _lemma7_5_instances(draw: st.DrawFn) -> dict:
    """One head Theta_{i*} = Theta_1 (the largest norm: tau = (chi + a)||Theta_1||_F is then tightest) with entries on
    disjoint coordinate pairs in two weight classes (n1 entries w1 = 1, n2 entries w2) and a diagonal block of n_diag
    entries +-1 carrying the trace t; event B (7.5: x^T Theta x, one token) or D (7.6: x^T Theta y, two tokens).
    Stable rank r_Theta = ||Theta||_F^2/max(w)^2 from 1024 up (the cap a^2 <= r_Theta/10 then leaves a decade of a)."""
    event = draw(st.sampled_from(["B", "D"]))
    w2 = float(draw(with_edges(st.floats(0.1, 2.0), 1.0, 2.0, 0.1)))
    lo1 = math.ceil(1024 * max(1.0, w2) ** 2)  # r_Theta >= 1024: a decade of a under the cap a^2 <= r_Theta/10
    n1 = draw(with_edges(st.integers(lo1, 8192), lo1, 8192))
    n2 = draw(with_edges(st.integers(0, 256), 0, 256))
    n_diag = draw(with_edges(st.integers(0, 400), 0, 400))
    k = draw(with_edges(st.integers(3, 10**6), 3, 10**6))
    chi = 1.0 + draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)) * (math.sqrt(math.log(k)) - 1.0)
    fro = math.sqrt(n1 + n2 * w2 * w2 + n_diag)
    u = draw(with_edges(st.floats(-1.0, 1.0), 1.0, -1.0, 0.0))
    t = int(math.trunc(u * min(n_diag, chi * fro)))  # |Tr| = |t| <= chi ||Theta||_F (Assumption 5)
    if (t - n_diag) % 2:
        t -= int(math.copysign(1, t)) if t else 1
        t = max(-n_diag, min(n_diag, t)) if n_diag else 0
    return {"event": event, "n1": n1, "n2": n2, "w2": w2, "n_diag": n_diag, "t": t if event == "B" else 0,
            "k": k, "chi": float(chi), "u": u}


def _lemma7_5_measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_new import two_class_log_tail

    n1, n2, w2, nd = int(inst["n1"]), int(inst["n2"]), float(inst["w2"]), int(inst["n_diag"])
    fro = math.sqrt(n1 + n2 * w2 * w2 + nd)
    r = fro * fro / max(1.0, w2 if n2 else 0.0) ** 2
    chi = float(inst["chi"])
    a_max = math.sqrt(r / 10) * (1 - 1e-12)
    a = np.linspace(1.0, a_max, _L75_POINTS)
    if inst["event"] == "B":  # x^T Theta x = Tr + (1/fro)(S_{n1} + w2 S_{n2}) exactly
        shift = int(inst["t"]) / fro
        logp = [two_class_log_tail(n1, 1 / fro, n2, w2 / fro, shift, chi + x) for x in a]
    else:  # x^T Theta y: every entry times an independent sign (the diagonal joins the weight-1 class)
        shift = 0.0
        logp = [two_class_log_tail(n1 + nd, 1 / fro, n2, w2 / fro, 0.0, chi + x) for x in a]
    y = np.sqrt(-np.asarray(logp))
    if not np.all(np.isfinite(y)) or np.any(y <= 0):
        raise ValueError("the exact tail vanished or is 1 on the ladder")
    fit = fit_exponent(np.exp(a), np.exp(y))  # log-log fit of exp(.) data: the slope of sqrt(-log P) in a
    pfit = fit_exponent(a, y * y)  # the exponent of -log P in a (reported: transient from below, see notes)
    terms = {"a": [round(float(x), 4) for x in a], "minus_log_P": [float(f"{v * v:.6g}") for v in y],
             "exponent_of_minus_log_P": (round(pfit.exponent, 4), round(pfit.lo, 4), round(pfit.hi, 4)),
             "r_Theta": r, "a_max": a_max, "a_cap_slack": r / 10 - a_max**2, "decades_a": math.log10(a_max),
             "trace_over_fro": shift, "chi": chi, "chi_max": math.sqrt(math.log(int(inst["k"]))),
             "assumption5_slack": min(chi - 1.0, math.sqrt(math.log(int(inst["k"]))) - chi, chi - abs(shift)),
             "d": 2 * (n1 + n2) + nd, "r2": fit.r2}
    return Measurement(fit.exponent, {}, terms, lhs_interval=(fit.lo, fit.hi), stat=fit)


LEMMA7_5 = Claim(
    id="chenli.lemma7.5", paper=PAPER,
    source=f"Lemmas 7.5 and 7.6, Section 7.1.2-7.1.3, {SEED_FILE} L2489-L2555 (tau and a: Eq. (113), L2312; Lemma 7.5 "
           "restates Item 1 of Lemma 6.8, L1655)",
    statement="For any i* in [m], with tau := (chi + a)||Theta_1||_F (Eq. (113)) and X_1, X_a independent uniform on "
              "{+-1}^d: P[|X_1 Theta_{i*} X_1^T| > tau] <= exp(-Omega(a^2)) (Lemma 7.5) and P[|X_1 Theta_{i*} "
              "X_a^T| > tau] <= exp(-Omega(a^2)) + m exp(-Omega(m r_Theta)) (Lemma 7.6). Checked as a rate (hidden "
              "constant): the slope rho of sqrt(-log P) in a is > 0.",
    kind="rate", comparison=">", bound=B.lemma7_5_gaussian_rate,
    measure=_lemma7_5_measure, strategy=_lemma7_5_instances, constants="hidden",
    assumptions=(
        Assumption("assumption5", "1 <= chi <= sqrt(log k) and |Tr(Theta_i)| <= chi ||Theta_i||_F (Assumption 5)",
                   lambda q: q["assumption5_slack"]),
        Assumption("regime", "a^2 <= r_Theta/10 on the whole ladder: a = gamma_2 omega sqrt(log(mkd)) (Eq. (113)) "
                   "and Assumption 3's r_Theta >> log^c(dmk)/(kappa lambda), read as a factor 10 (past a ~ "
                   "sqrt(r_Theta) Theorem 3.1's rate is exp(-Omega(a sqrt(r_Theta))), not exp(-Omega(a^2)))",
                   lambda q: q["a_cap_slack"]),
        uncertified("section4", "the hidden '<<' of Assumptions 1-3 and 6 (kappa of Eq. (7), r_Theta << d^{1/4} is "
                    "met by padding with zero coordinates, which changes no law)"),
    ),
    mutants={"P <= exp(-a^2) (rho >= 1)": lambda: 1.0},
    notes=("Heads with an EXACT law at any size: entries on disjoint coordinate pairs (2p, 2p+1) in two weight classes "
           "(n1 entries 1, n2 entries w2) plus a diagonal block of n_diag entries +-1 with trace t, normalised to "
           "||Theta||_F = 1 (= ||Theta_1||_F, the worst i*). Then x^T Theta x = Tr + S_1 + w2 S_2 with S_c sums of "
           "independent signs (the pair products x_{2p} x_{2p+1} are independent), and x^T Theta y = the same "
           "without trace with the diagonal joining class 1; the tail is the exact convolution of two binomial laws "
           "in log space (models.chenli_new.two_class_log_tail; tested against enumeration of x, y at small d). "
           "r_Theta = ||Theta||_F^2/||Theta||_op^2 in [1024, ~9000]. The ladder is a = 1..sqrt(r_Theta/10) (10 points, "
           "1-1.4 decades); lhs = least-squares slope rho of sqrt(-log P) in a with its 99 % interval (stat), which "
           "must be > 0 (exp(-Omega(a^2)) means sqrt(-log P) >= sqrt(c) a). Measured rho ~ 0.64-0.70 (Gaussian "
           "mechanism 1/sqrt 2), so the planted rate exp(-a^2) (rho >= 1) is refuted. Why not the exponent of -log P "
           "in a (reported as a term): the exact law has -log P = a^2/2 + log(a) + O(1), whose local exponent "
           "approaches 2 FROM BELOW (1.3-1.7 over these ladders), so 'exponent >= 2' would be a false violation and "
           "any lower threshold a tuned constant; the slope of sqrt(-log P) absorbs the prefactor. Not met by this "
           "family and not used by the proofs (Lemma 6.8 Item 1: Theorem 3.1 with Assumptions 3, 5, L1661; Lemma "
           "7.6: Theorem 3.1 and Hoeffding, L2545-L2553): Assumption 4 (v << sqrt(d)/r_Theta^2 needs columns much "
           "lighter than the top singular direction, d >> r_Theta^4; no head with an exact law at reachable size "
           "meets it) and Assumption 7 (lattice entries). Lemma 7.6's extra m exp(-Omega(m r_Theta)) is below "
           "exp(-r_Theta/20) on this ladder and does not change the fit."),
    settings={"ci": {"max_examples": 12, "budget_s": 4.0}},
    domain=(Param("a", 0.0, INF, lo_closed=False, key="a_max", text="a = gamma_2 omega sqrt(log(mkd)) > 0 (Eq. (113))",
                  unreached="each instance is a ladder a = 1..sqrt(r_Theta/10) (the regime where Theorem 3.1 gives "
                            "exp(-Omega(a^2))); a < 1 has P ~ 1"),
            Param("chi", 1.0, INF, key="chi", text="1 <= chi <= sqrt(log k) (Assumption 5)",
                  unreached="chi <= sqrt(log k) with k <= 10^6 (chi <= 3.72)"),
            Param("k", 3, INF, integer=True, text="k >= 3 tokens (chi >= 1 needs log k >= 1)",
                  unreached="k only enters through chi's range; k <= 10^6"),
            Param("r_Theta", 1.0, INF, key="r_Theta", text="stable rank r_Theta (Assumption 3: polylog << r_Theta)",
                  unreached="r_Theta in [1024, ~9000]: the exact convolution has (n1 + 1)(n2 + 1) cells; the regime cap "
                            "a^2 <= r_Theta/10 needs r_Theta >= 1000 for a decade of a")),
)


# ---------------------------------------------------------------------------- Lemma 9.1 / Algorithm 5 (L2860-L2961)

_L91_EPS = (1e-6, 1e-4)  # the eps ladder (two decades, small enough that the O(eps) correction to eps^2 is ~1e-4)
_L91_CFG = {"ci": {"reps": 6, "points": 5, "n_test": 300}, "deep": {"reps": 16, "points": 7, "n_test": 2000}}


class _MeanSlope:
    """Mean of R independent replicate slopes with a Student-t interval (R - 1 degrees of freedom)."""

    def __init__(self, slopes: list[float]) -> None:
        self.slopes = np.asarray(slopes, float)

    def interval(self, confidence: float) -> tuple[float, float]:
        from scipy import stats

        n = self.slopes.size
        half = float(stats.t.ppf(0.5 + confidence / 2, n - 1)) * float(self.slopes.std(ddof=1)) / math.sqrt(n)
        mean = float(self.slopes.mean())
        return mean - half, mean + half


@st.composite
def _lemma9_1_instances(draw: st.DrawFn) -> dict:
    """d in [8, 32] (the issue's 8..32), k tokens, m heads; Theta_i Gaussian with ||Theta_i||_F = theta (up to the
    sharp, nearly hard-max regime), W_i Gaussian with ||W_i||_F = 1 (Assumption 10), U_i Gaussian unit-norm
    directions (||Theta^_i - Theta_i||_F = eps exactly) or U_i = Theta_i/||Theta_i||_F (a pure sharpening)."""
    d = draw(with_edges(st.integers(8, 32), 8, 32))
    k = draw(with_edges(st.integers(2, 6), 2, 6))
    m = draw(st.sampled_from([1, 2, 3]))
    theta = float(draw(with_edges(st.floats(0.5, 16.0), 0.5, 16.0)))
    direction = draw(st.sampled_from(["gaussian", "along_theta"]))
    return {"d": d, "k": k, "m": m, "theta": theta, "direction": direction, "seed": draw(SEEDS)}


def _lemma9_1_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from checks.profiles import experiment_scale
    from models.chenli_new import lemma9_1_loss

    cfg = _L91_CFG["deep" if experiment_scale() == "deep" else "ci"]
    d, k, m = int(inst["d"]), int(inst["k"]), int(inst["m"])
    g = torch.Generator().manual_seed(int(inst["seed"]))
    dt = torch.float64

    def unit(t: torch.Tensor) -> torch.Tensor:
        return t / t.flatten(1).norm(dim=1)[:, None, None]

    thetas = float(inst["theta"]) * unit(torch.randn(m, d, d, generator=g, dtype=dt))
    Ws = unit(torch.randn(m, d, d, generator=g, dtype=dt))
    U = unit(thetas.clone()) if inst["direction"] == "along_theta" else unit(torch.randn(m, d, d, generator=g, dtype=dt))
    eps = np.geomspace(*_L91_EPS, cfg["points"])
    n_train = 4 * m * d // k + 40  # N k >= 4 m d rows for the m d unknowns of each column
    slopes, ratios, hits = [], [], 0
    for _ in range(cfg["reps"]):
        runs = [lemma9_1_loss(thetas, Ws, U, float(e), k, n_train, cfg["n_test"], g) for e in eps]
        slopes.append(fit_exponent(eps, [r["loss"] for r in runs]).exponent)
        ratios.append(max(r["loss"] / (e * e) for r, e in zip(runs, eps, strict=True)))
        hits += sum(r["bound_hit"] for r in runs)
    stat = _MeanSlope(slopes)
    lo, hi = stat.interval(0.99)
    terms = {"slopes": [round(x, 4) for x in slopes], "eps": [float(f"{e:.3g}") for e in eps],
             "loss_over_eps2_max": max(ratios), "ratio_to_printed": max(ratios) / (d**4 * k**3 * m),
             "n_train": n_train, "norm_constraint_active": hits, "d": d, "k": k, "m": m}
    return Measurement(float(np.mean(slopes)), {}, terms, lhs_interval=(lo, hi), stat=stat)


LEMMA9_1 = Claim(
    id="chenli.lemma9.1", paper=PAPER, source=f"Lemma 9.1 and Algorithm 5, Section 9, {SEED_FILE} L2860-L2889 (proof "
                                            "L2891-L2961)",
    statement="If ||Theta^_i - Theta_i||_F <= eps for all i, Algorithm 5 draws poly(m, k, d) sqrt(log(1/delta)) "
              "samples and outputs W^_i with E[(F^(X) - F(X))^2] <~ eps^2 d^4 k^3 m ||W_1||_F^2 (w.p. 1 - delta), "
              "F^(X) = sum_i softmax(X Theta^_i X^T) X W^_i^T. Checked as a rate in eps (hidden constant): the fitted "
              "exponent of the test loss in eps is >= 2.",
    kind="rate", comparison=">=", bound=B.lemma9_1_eps_exponent,
    measure=_lemma9_1_measure, strategy=_lemma9_1_instances, constants="hidden",
    assumptions=(uncertified("section4", "Assumptions 1-10 of Section 4 with their hidden constants (the proof of "
                             "Lemma 9.1 uses only ||W_1||_F = 1 and ||w*|| <= sqrt(m), met here: ||W_i||_F = 1)"),),
    mutants={"E[(F^ - F)^2] <~ eps^3 (exponent >= 3)": lambda: 3.0,
             "E[(F^ - F)^2] <~ eps^2.5 (exponent >= 2.5)": lambda: 2.5},
    notes=("Algorithm 5 run as printed (models.chenli_new.algorithm5): Z of Eq. (140) from the estimates Theta^_i = "
           "Theta_i + eps U_i (||U_i||_F = 1, so ||Theta^_i - Theta_i||_F = eps exactly), one constrained least "
           "squares per column (||w|| <= sqrt(m) enforced exactly: ridge multiplier by bisection when the "
           "unconstrained solution is longer; it never was here), N = 4md/k + 40 training examples (the poly(m, k, "
           "d) is hidden; Nk >= 4md rows), test loss E||F^(X) - F(X)||_F^2 on fresh examples. The constant and the "
           "d^4 k^3 m factor are hidden/loose; the eps exponent is the falsifiable part: the bound forces loss = "
           "O(eps^2). Each replicate runs the eps ladder 1e-6..1e-4 (two decades; ci 5 points, deep 7) with fresh "
           "training and test examples at every point; lhs = mean of the replicates' fitted exponents with a "
           "Student-t 99 % interval over the replicates (ci 6, deep 16), which must be >= 2. Measured ~2.00 +- "
           "0.02. At eps ~ 1e-2 the exact loss is eps^2 (c + b eps) with |b| up to ~10 (d = 8, ||Theta|| = 4), a "
           "transient of either sign in the local exponent: the ladder sits where it is ~1e-3, far inside the "
           "statistical interval. Planted exponents 3 and 2.5 (loss <~ eps^3, eps^2.5) are refuted. Not encoded: "
           "the d^4 k^3 m dependence (measured loss/eps^2 is ~0.1-1 at d <= 32, orders below d^4 k^3 m: the "
           "factor is the proof's worst-case Lipschitz bound, Lemma 9.3, and no finite range can falsify a looser "
           "polynomial), and the second reading where ||W_i||_F > ||W_1||_F for some i > 1 (Assumption 10 bounds "
           "them only from below; then ||w*|| <= sqrt(m) can fail and the constrained regression cannot reach w* "
           "even at eps = 0)."),
    settings={"ci": {"max_examples": 4, "budget_s": 6.0, "min_valid": 2}, "deep": {"max_examples": 20,
                                                                                   "budget_s": 600.0}},
    domain=(Param("eps", 0.0, INF, lo_closed=False, key="eps", text="eps > 0 (a rate as eps -> 0)",
                  unreached="each instance is the ladder eps = 1e-6..1e-4; the statement is an O(eps^2) rate, and at "
                            "eps >~ 0.1 the loss is bounded by (2 sqrt(mdk))^2 (Lemma 9.4) anyway"),
            Param("d", 1, INF, integer=True, text="token dimension d", unreached="d in [8, 32] (Algorithm 5 per "
                  "instance, replicated, within the ci budget)"),
            Param("k", 1, INF, integer=True, text="k tokens", unreached="k in [2, 6]"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 3")),
)

CLAIMS = [LEMMA6_8, LEMMA7_5, LEMMA9_1]
