"""Round 23 (helper chenliB): chenli proof displays that were rows 'covered' by (or 'not-a-fact' beside) a claim
that does not compute them, encoded as printed.

- ``chenli.display.lemma6.9-variance`` and ``chenli.display.lemma6.9-variance-bound`` (L1695): Lemma 6.9's variance
  chain V[||E'^T x||^2] = E[(x^T (E'E'^T - diag(E'E'^T)) x)^2] = 2 sum_{i != j} (E'E'^T)_{ij}^2 <= 2 ||E'E'^T||_F^2 <=
  2 ||E'||_F^4 (x uniform on {+-1}^d). The row was covered:chenli.lemma6.9, which measures the Paley-Zygmund
  probability only. Computed here exactly (all 2^d points, integer E').
- ``chenli.display.fact6.7-chain`` (L1622): Fact 6.7's chain sum_{j > d'} v_j^2 = 1 - sum_{j <= d'} v_j^2 =
  prod_{j <= d'} (1 - gamma_j) <= (1 - 1/(nu d'))^{d'} <= exp(-1/nu) under the proof's hypothesis gamma_j >= 1/(nu d')
  for all j <= d' (v a unit vector, v_1^2 >= ... >= v_{d'}^2, gamma_j = v_j^2/sum_{i >= j} v_i^2). The row was
  covered:chenli.fact6.7, which checks the Fact's conclusion (existence of S) and not this chain. d' up to 10^6.
- ``chenli.display.lemma5.22-indicator-split`` (L1286): 1_S = 1_{S minus T} + 1_{S cap T} and 1_T = 1_{T minus S} +
  1_{S cap T} for S, T subset [d] (the row was not-a-fact, 'a rewriting'; it is a checkable identity).
"""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r23_chenliB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

_D_MAX = 18  # 2^18 points, int64
_ENTRY_MAX = 30  # |E'_{ij}| <= 30 keeps sum_x Z^2 below 2^63 at d = 18, p = 6


# ------------------------------------------------------------------------------ L1695: Lemma 6.9's variance chain


@st.composite
def _l1695_instances(draw: st.DrawFn) -> dict:
    """Integer E' (d x p): rank one with equal / two-level / random weights on n coordinates (V = 2(n^2 - n) w^4 for
    n equal weights against 2 n^2 w^4: the ratio -> 1 as n grows), dense, sparse, a diagonal (V = 0)."""
    d = draw(with_edges(st.integers(1, _D_MAX), 1, 2, 3, _D_MAX))
    p = draw(with_edges(st.integers(1, 6), 1, 6))
    mode = draw(st.sampled_from(["rank1_equal", "rank1_equal", "rank1_two", "rank1_random", "dense", "sparse",
                                 "diagonal"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    n = min(d, draw(with_edges(st.integers(1, _D_MAX), 1, 2, 3, _D_MAX)))
    supp = rng.permutation(d)[:n]
    u = np.zeros(d, dtype=np.int64)
    if mode == "rank1_equal":
        u[supp] = 1
    elif mode == "rank1_two":
        u[supp] = rng.choice([1, draw(st.integers(2, 5))], n)
    elif mode == "rank1_random":
        u[supp] = rng.integers(1, 6, n)
    if mode.startswith("rank1"):
        E = (u * rng.choice([-1, 1], d))[:, None] * rng.integers(1, 6, p)[None]
    elif mode == "dense":
        E = rng.integers(-_ENTRY_MAX, _ENTRY_MAX + 1, (d, p))
    elif mode == "sparse":
        E = np.where(rng.random((d, p)) < 0.2, rng.integers(-9, 10, (d, p)), 0)
    else:
        E = np.zeros((d, p), dtype=np.int64)
        for i in range(min(d, p)):
            E[i, i] = int(rng.integers(1, 10))
    if not E.any():
        E[rng.integers(d), 0] = 1
    return {"d": d, "p": p, "E": np.clip(E, -_ENTRY_MAX, _ENTRY_MAX).astype(np.int64), "mode": mode, "seed": seed}


def _cube(d: int) -> np.ndarray:
    """All 2^d points of {+-1}^d (int64 rows)."""
    idx = np.arange(2**d, dtype=np.int64)[:, None]
    return 1 - 2 * ((idx >> np.arange(d, dtype=np.int64)[None]) & 1)


def l1695_parts(E: np.ndarray) -> dict:
    """Every link of L1695, exactly (Fractions from integer sums over the cube): V = E[Z^2] - E[Z]^2 with Z = ||E'^T
    x||^2; E[Q^2] with Q = x^T (A - diag A) x, A = E'E'^T; 2 sum_{i != j} A_ij^2; 2 ||A||_F^2; 2 ||E'||_F^4."""
    E = np.asarray(E, dtype=np.int64)
    d = E.shape[0]
    X = _cube(d)
    Z = ((X @ E) ** 2).sum(axis=1)  # int64
    A = E @ E.T
    tr = int(np.trace(A))
    N = 2**d
    s1, s2 = int(Z.sum()), int((Z * Z).sum())
    Q = Z - tr  # x^T diag(A) x = tr A on the cube
    V = Fraction(s2, N) - Fraction(s1, N) ** 2
    EQ2 = Fraction(int((Q * Q).sum()), N)
    off = int((A * A).sum()) - int((np.diag(A) ** 2).sum())
    return {"V": V, "E[Q^2]": EQ2, "2 sum_{i!=j} A_ij^2": 2 * off, "2||A||_F^2": 2 * int((A * A).sum()),
            "2||E'||_F^4": 2 * int((E * E).sum()) ** 2, "E[Z] - ||E'||_F^2": Fraction(s1, N) - int((E * E).sum()),
            "diag2": int((np.diag(A) ** 2).sum())}


def _l1695_exact_identity(inst: dict) -> Measurement:
    p = l1695_parts(inst["E"])
    return Measurement(p["V"], {"value": Fraction(p["2 sum_{i!=j} A_ij^2"]), "diag2": p["diag2"]},
                       {"E[Q^2]": p["E[Q^2]"], "E[Z] - ||E'||_F^2": p["E[Z] - ||E'||_F^2"], "d": inst["d"]})


def _l1695_measure_identity(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = _l1695_exact_identity(inst)
    return Measurement(float(m.lhs), {k: float(v) for k, v in m.quantities.items()},
                       {k: float(v) for k, v in m.terms.items()})


def _l1695_exact_bound(inst: dict) -> Measurement:
    p = l1695_parts(inst["E"])
    return Measurement(p["V"], {"value": Fraction(p["2||E'||_F^4"])},
                       {"E[Q^2]": p["E[Q^2]"], "2 sum_{i!=j} A_ij^2": p["2 sum_{i!=j} A_ij^2"],
                        "2||A||_F^2": p["2||A||_F^2"], "d": inst["d"]})


def _l1695_measure_bound(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = _l1695_exact_bound(inst)
    return Measurement(float(m.lhs), {k: float(v) for k, v in m.quantities.items()},
                       {k: float(v) for k, v in m.terms.items()})


_L1695_SRC = f"Proof of Lemma 6.9, Section 6.4, {SEED_FILE} L1695 (Lemma 6.9 and its proof: L1691-L1703)"
_L1695_TEX = (r"$$\begin{aligned} \mathbb{V}[\|\mathcal{E}'^\top x\|^2] &= \mathbb{E}[(x^\top (\mathcal{E}' "
              r"\mathcal{E}'^\top - \text{diag}(\mathcal{E}' \mathcal{E}'^\top)) x)^2] \\ &= \sum_{\substack{i,j,k,\ell: "
              r"\\ i \neq j, k \neq \ell}} (\mathcal{E}' \mathcal{E}'^\top)_{ij} (\mathcal{E}' \mathcal{E}'^\top)_{k\ell} "
              r"\mathbb{E}[x_i x_j x_k x_\ell] \\ &= 2 \sum_{i \neq j} (\mathcal{E}' \mathcal{E}'^\top)_{ij}^2 \leq 2 "
              r"\|\mathcal{E}' \mathcal{E}'^\top\|_F^2 \leq 2 \|\mathcal{E}'\|_F^4. \end{aligned}$$")
_L1695_DOMAIN = (
    Param("d", 1, INF, text="x uniform on {+-1}^d, E' any d x p matrix", integer=True,
          unreached=f"d <= {_D_MAX}: exact enumeration of the 2^d points in integers. The display is a polynomial "
                    "identity of degree 4 in x: every index pattern of E[x_i x_j x_k x_l] (all distinct, two pairs, "
                    "one pair) occurs from d = 4 on, so larger d adds coefficients, not new cases"),
    Param("p", 1, INF, text="E' has any number of columns", integer=True,
          unreached="p <= 6: the chain depends on E' only through A = E'E'^T (any PSD matrix of rank <= p)"),
)

CLAIMS.append(Claim(
    id="chenli.display.lemma6.9-variance",
    catalog_id="chenli.lemma6.9",
    paper=PAPER,
    source=_L1695_SRC,
    statement="For x uniform on {+-1}^d and any E' (d x p): V[||E'^T x||^2] = E[(x^T (E'E'^T - diag(E'E'^T)) x)^2] = "
              "2 sum_{i != j} (E'E'^T)_{ij}^2 (the chain's equalities; the inequalities are "
              "chenli.display.lemma6.9-variance-bound). Left side: the exact variance over all 2^d points; right side: "
              "2 sum_{i != j} (E'E'^T)_{ij}^2; the middle expression is recorded as a term.",
    statement_tex=_L1695_TEX,
    kind="step", comparison="==", bound=B.value, measure=_l1695_measure_identity, exact=_l1695_exact_identity,
    strategy=_l1695_instances, domain=_L1695_DOMAIN, auto_mutant=False,
    mutants={"sum_{i != j} (pairing count 2 dropped)": B.l1695_id_mut_no_two,
             "2 ||E'E'^T||_F^2 (diagonal kept)": B.l1695_id_mut_diag},
    notes="Integer E' (entries <= 30), sums over the cube in int64 (below 2^63), then Fractions: V, E[Q^2] and the "
          "printed right side are compared exactly. The first '=' needs E[||E'^T x||^2] = ||E'||_F^2 (recorded as the "
          "term E[Z] - ||E'||_F^2, zero) and x^T diag(A) x = Tr A on the cube.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))

CLAIMS.append(Claim(
    id="chenli.display.lemma6.9-variance-bound",
    catalog_id="chenli.lemma6.9",
    paper=PAPER,
    source=_L1695_SRC,
    statement="For x uniform on {+-1}^d and any E' (d x p): V[||E'^T x||^2] = 2 sum_{i != j} (E'E'^T)_{ij}^2 <= 2 "
              "||E'E'^T||_F^2 <= 2 ||E'||_F^4 (the chain's end: the exact variance against 2 ||E'||_F^4; the "
              "intermediate 2 ||E'E'^T||_F^2 recorded as a term).",
    statement_tex=_L1695_TEX,
    kind="step", comparison="<=", bound=B.value, measure=_l1695_measure_bound, exact=_l1695_exact_bound,
    strategy=_l1695_instances, domain=_L1695_DOMAIN, auto_mutant=False,
    mutants={"||E'||_F^4 (factor 2 dropped)": B.l1695_mut_no_two},
    notes="Rank one with n equal weights: V = 2(n^2 - n) w^4 against 2 n^2 w^4 (ratio 1 - 1/n -> 1, so the chain is "
          "sharp as n grows; the mutant without the 2 is crossed from n = 3). A diagonal E' (orthogonal rows of "
          "weight one) gives V = 0.",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
))


# ------------------------------------------------------------------------------ L1622: Fact 6.7's chain

_DP_MAX = 10**6
_NU_INV_MAX = 500.0  # e^{-1/nu} >= e^{-500}: the tail (1 - g)^{d'} stays a normal float64


@st.composite
def _l1622_instances(draw: st.DrawFn) -> dict:
    """d' log-uniform in [1, 10^6]; nu log-uniform in [max(1/d', 1/500), 10^6] (nu d' >= 1, else no gamma_j <= 1 meets
    the hypothesis); g = 1/(nu d'). 'tight': gamma_j = g (1 + t) for all j (the proof's extremal vector: the tail is
    (1 - g(1 + t))^{d'}); 'random': gamma_1 >= ... >= gamma_{d'} drawn in [g, min(1, g K)) (non-increasing gammas
    keep v_1^2 >= ... >= v_{d'}^2). The tail mass is spread over n >= 1 coordinates."""
    dprime = int(round(draw(with_edges(log_uniform(1.0, float(_DP_MAX)), 1.0, 2.0, float(_DP_MAX)))))
    lo = max(1.0 / dprime, 1.0 / _NU_INV_MAX)
    nu = float(draw(with_edges(log_uniform(lo, 1e6), lo, 1.0, 1e6)))
    mode = draw(st.sampled_from(["tight", "tight", "random"]))
    t = float(draw(with_edges(st.floats(0.0, 0.2), 0.0, 1e-6)))
    K = float(draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0)))
    n = draw(with_edges(st.integers(1, 5), 1))
    return {"dprime": dprime, "nu": nu, "mode": mode, "t": t, "K": K, "n": n, "seed": draw(SEEDS)}


def l1622_vector(inst: dict) -> np.ndarray:
    """The squared entries v_j^2 (unit total): v_j^2 = gamma_j T_j, T_{j+1} = T_j (1 - gamma_j), T_1 = 1, then the tail
    T_{d'+1} over n coordinates."""
    dp, nu = int(inst["dprime"]), float(inst["nu"])
    g = 1.0 / (nu * dp)
    if inst["mode"] == "tight":
        gam = np.full(dp, min(1.0, g * (1.0 + inst["t"])))
    else:
        rng = np.random.default_rng(inst["seed"])
        gam = np.sort(rng.uniform(g, min(1.0, g * inst["K"]), dp))[::-1]
    with np.errstate(divide="ignore"):
        logT = np.concatenate(([0.0], np.cumsum(np.log1p(-gam))))
    T = np.exp(logT)
    if gam[0] >= 1.0:  # g = 1 (nu d' = 1, so d' = 1 at nu = 1/d'): all the mass on v_1
        T[1:] = 0.0
    head = gam * T[:-1]
    tail = np.full(int(inst["n"]), T[-1] / int(inst["n"]))
    return np.concatenate((head, tail))


def l1622_parts(inst: dict) -> dict:
    dp, nu = int(inst["dprime"]), float(inst["nu"])
    v2 = l1622_vector(inst)
    v2 = v2 / v2.sum()
    suffix = np.cumsum(v2[::-1])[::-1]  # sum_{i >= j} v_i^2
    head = v2[:dp]
    with np.errstate(invalid="ignore", divide="ignore"):
        gam = np.where(suffix[:dp] > 0, head / suffix[:dp], 1.0)
    g = 1.0 / (nu * dp)
    return {"lhs": float(v2[dp:].sum()), "1 - sum_{j<=d'} v_j^2": 1.0 - float(head.sum()),
            "prod (1 - gamma_j)": float(np.exp(np.sum(np.log1p(-np.minimum(gam, 1.0))))) if gam.max() < 1 else 0.0,
            "(1 - 1/(nu d'))^{d'}": float(np.exp(dp * math.log1p(-g))) if g < 1 else 0.0,
            "hyp_slack": float(gam.min() / g - 1.0),
            "order_slack": float(np.min(head[:-1] - head[1:]) / head[0]) if dp > 1 else 0.0}


def _l1622_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1622_parts(inst)
    lhs = p.pop("lhs")
    return Measurement(lhs, {"nu": float(inst["nu"]), "dprime": int(inst["dprime"])}, p)


def _l1622_exact(inst: dict) -> Measurement:
    """The tail mass at 50 digits: by the recursion the normalised vector's tail is exactly prod_j (1 - gamma_j) over
    the drawn gammas (the float vector only rounds it), summed as log1p's in mpmath (the tight mode in closed form)."""
    dp, nu = int(inst["dprime"]), float(inst["nu"])
    with mpmath.workdps(50):
        g = 1 / (mpmath.mpf(nu) * dp)
        if inst["mode"] == "tight":
            gam1 = min(mpmath.mpf(1), g * (1 + mpmath.mpf(inst["t"])))
            tail = (1 - gam1) ** dp
        else:
            rng = np.random.default_rng(inst["seed"])
            gam = np.sort(rng.uniform(float(g), min(1.0, float(g) * inst["K"]), dp))[::-1]
            tail = mpmath.exp(mpmath.fsum(mpmath.log1p(-mpmath.mpf(float(x))) for x in gam)) if gam[0] < 1 else 0
        terms = l1622_parts(inst)
        terms.pop("lhs")
        return Measurement(mpmath.mpf(tail), {"nu": mpmath.mpf(nu), "dprime": dp}, terms)


CLAIMS.append(Claim(
    id="chenli.display.fact6.7-chain",
    catalog_id="chenli.fact6.7",
    paper=PAPER,
    source=f"Proof of Fact 6.7, Section 6.4.2, {SEED_FILE} L1622 (the supposition: L1620)",
    statement="v a unit vector with v_1^2 >= ... >= v_{d'}^2, gamma_j := v_j^2/sum_{i >= j} v_i^2, and gamma_j >= "
              "1/(nu d') for all 1 <= j <= d'. Then sum_{j > d'} v_j^2 = 1 - sum_{j <= d'} v_j^2 = prod_{j=1}^{d'} "
              "(1 - gamma_j) <= (1 - 1/(nu d'))^{d'} <= exp(-1/nu). Left side: the tail mass of the drawn vector; "
              "right side exp(-1/nu); every link recorded as a term.",
    statement_tex=r"$$\sum_{j > d'} v_j^2 = 1 - \sum_{j \leq d'} v_j^2 = \prod_{j=1}^{d'} (1 - \gamma_j) \leq "
                  r"(1 - 1/(\nu d'))^{d'} \leq \exp(-1/\nu)$$",
    kind="step", comparison="<=", bound=B.l1622_bound, measure=_l1622_measure, exact=_l1622_exact,
    strategy=_l1622_instances,
    assumptions=(
        Assumption("gamma_j >= 1/(nu d')", "the proof's supposition for all 1 <= j <= d' (relative 1e-9: the gammas "
                   "are recomputed from the normalised vector)", lambda q: q["hyp_slack"] + 1e-9),
        Assumption("ordered", "v_1^2 >= ... >= v_{d'}^2 (WLOG in the proof)", lambda q: q["order_slack"] + 1e-12),
    ),
    auto_mutant=False,
    mutants={"exp(-2/nu)": B.l1622_mut_two_over_nu,
             "(1 - 1/(nu d'))^{d' + 1}": B.l1622_mut_power_d_plus_one},
    domain=(
        Param("dprime", 1, INF, integer=True, text="1 <= d' <= d", far=1e5,
              unreached=f"d' <= {_DP_MAX}: the tail of the tight vector is (1 - g)^{{d'}}, continuous in d'; the "
                        "score tends to exp(-1/(2 nu^2 d')) -> 1 from below"),
        Param("nu", 0.0, INF, lo_closed=False, text="any nu > 0 (with nu d' >= 1, else the supposition is void)",
              far=1e5,
              unreached=f"nu >= 1/{_NU_INV_MAX:g}: below, exp(-1/nu) < e^-500 and the tail underflows float64; "
                        "both sides tend to 0 and (1 - 1/(nu d'))^{d'} <= exp(-1/nu) holds termwise "
                        "(log(1 - g) <= -g)"),
    ),
    notes="The proof's supposition is drawn (not rejected): gammas at or above 1/(nu d') give the vector by the tail "
          "recursion T_{j+1} = T_j (1 - gamma_j); the measure recomputes the gammas and every link from the "
          "normalised vector. At the tight vector (gamma_j = 1/(nu d')) the first three expressions are equal and the "
          "score is (1 - 1/(nu d'))^{d'} e^{1/nu} = exp(-1/(2 nu^2 d') - ...), so the chain is sharp as nu^2 d' grows.",
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
))


# ------------------------------------------------------------------------------ L1286: Lemma 5.22's indicator split

_SET_D_MAX = 40  # codes sum_i 1_i 2^i and 3 times them stay below 2^53 (exact in float64)


@st.composite
def _l1286_instances(draw: st.DrawFn) -> dict:
    d = draw(with_edges(st.integers(1, _SET_D_MAX), 1, 2, _SET_D_MAX))
    mode = draw(st.sampled_from(["random", "equal", "disjoint", "nested", "empty"]))
    return {"d": d, "mode": mode, "q": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 0.5, 1.0))),
            "seed": draw(SEEDS)}


def l1286_sets(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(inst["seed"])
    d, q = int(inst["d"]), float(inst["q"])
    S = rng.random(d) < q
    T = rng.random(d) < q
    if inst["mode"] == "equal":
        T = S.copy()
    elif inst["mode"] == "disjoint":
        T = T & ~S
    elif inst["mode"] == "nested":
        T = T & S
    elif inst["mode"] == "empty":
        S = np.zeros(d, dtype=bool)
    return S, T


def _code(ind: np.ndarray) -> int:
    return int(sum(1 << i for i in np.flatnonzero(ind)))


def _l1286_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = code(1_S) + 3 code(1_T) (code(u) = sum_i u_i 2^i, a coordinatewise sum of 0/1 vectors), value = the same
    of the right sides: code(1_{S minus T}) + code(1_{S cap T}) + 3 (code(1_{T minus S}) + code(1_{S cap T}))."""
    S, T = l1286_sets(inst)
    lhs = _code(S) + 3 * _code(T)
    cap = _code(S & T)
    value = _code(S & ~T) + cap + 3 * (_code(T & ~S) + cap)
    return Measurement(float(lhs), {"value": float(value), "cap": float(cap)},
                       {"|S|": int(S.sum()), "|T|": int(T.sum()), "|S cap T|": int((S & T).sum()), "d": int(inst["d"])})


CLAIMS.append(Claim(
    id="chenli.display.lemma5.22-indicator-split",
    catalog_id="chenli.lemma5.22",
    paper=PAPER,
    source=f"Proof of Lemma 5.22, Section 5.5, {SEED_FILE} L1286",
    statement="For S, T subset [d]: 1_S = 1_{S minus T} + 1_{S cap T} and 1_T = 1_{T minus S} + 1_{S cap T}. Checked "
              "exactly (both identities at once: code(u) = sum_i u_i 2^i, left side code(1_S) + 3 code(1_T)).",
    statement_tex=r"$$\mathbb{1}_S = \mathbb{1}_{S \setminus T} + \mathbb{1}_{S \cap T} \quad \text{and} \quad "
                  r"\mathbb{1}_T = \mathbb{1}_{T \setminus S} + \mathbb{1}_{S \cap T}$$",
    kind="step", comparison="==", bound=B.value, measure=_l1286_measure, strategy=_l1286_instances,
    auto_mutant=False, mutants={"1_S = 1_{S minus T} (the S cap T term dropped)": B.l1286_mut_no_cap},
    domain=(Param("d", 1, INF, integer=True, text="S, T subset [d]",
                  unreached=f"d <= {_SET_D_MAX}: the codes stay exact in float64; the identity is coordinatewise"),),
    notes="Was a not-a-fact row ('a rewriting'); an identity between explicit vectors is checkable. S, T random, "
          "equal, disjoint, nested or S empty (the cases Lemma 5.22's hypothesis (58) separates).",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
))
