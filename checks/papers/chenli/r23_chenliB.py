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
- ``chenli.display.lemma5.8-case2-slice`` (L702): Lemma 5.8's proof, Case 2: given x in the events (25)-(26), by
  Theorem 5.4, P_{y_[2]}[|p_x(y) - t| <= s ||Theta||_F] <~ B^c + s^{1/2} with the exponent c printed (the c of Lemma
  5.8's hypotheses, up to sqrt(min(r_Theta, d_2, d_3))/2). The row was covered:chenli.lemma5.8 (whose (11) carries
  the absolute C). Erratum: on Theta = diag(x) diag(b) H_d (Hadamard, b bent), the modal atom of the exact
  hypergeometric slice law exceeds B^c for c > 2 (ratio ~ 0.11 d^{1/4}); and (25) bounds the unprojected
  Theta_[2]^T x, so a Theta_[2]^T x parallel to 1 makes the probability 1 for any exponent. Corrected: the exponent
  read as Theorem 5.4's C (checked at C = 1) and the projected norm added to the conditioning.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r23_chenliB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
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


@lru_cache(maxsize=4)
def _cube(d: int) -> np.ndarray:
    """All 2^d points of {+-1}^d (int64 rows; cached, read-only)."""
    idx = np.arange(2**d, dtype=np.int64)[:, None]
    X = 1 - 2 * ((idx >> np.arange(d, dtype=np.int64)[None]) & 1)
    X.flags.writeable = False
    return X


def l1695_parts(E: np.ndarray) -> dict:
    """Every link of L1695, exactly (Fractions from integer sums over the cube): V = E[Z^2] - E[Z]^2 with Z = ||E'^T
    x||^2; E[Q^2] with Q = x^T (A - diag A) x, A = E'E'^T; 2 sum_{i != j} A_ij^2; 2 ||A||_F^2; 2 ||E'||_F^4.
    Cached on E's entries (the float measure and the exact re-measure of one instance share one enumeration)."""
    E = np.asarray(E, dtype=np.int64)
    return dict(_l1695_parts_cached(E.shape, E.tobytes()))


@lru_cache(maxsize=64)
def _l1695_parts_cached(shape: tuple, raw: bytes) -> tuple:
    E = np.frombuffer(raw, dtype=np.int64).reshape(shape)
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
    return tuple({"V": V, "E[Q^2]": EQ2, "2 sum_{i!=j} A_ij^2": 2 * off, "2||A||_F^2": 2 * int((A * A).sum()),
                  "2||E'||_F^4": 2 * int((E * E).sum()) ** 2,
                  "E[Z] - ||E'||_F^2": Fraction(s1, N) - int((E * E).sum()),
                  "diag2": int((np.diag(A) ** 2).sum())}.items())


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
    """The tail mass: by the recursion the normalised vector's tail is exactly prod_j (1 - gamma_j) over the drawn
    gammas (the float vector only rounds it); the tight mode in closed form at 50 digits (where the chain is sharp),
    the random mode from a correctly rounded sum of log1p's."""
    dp, nu = int(inst["dprime"]), float(inst["nu"])
    with mpmath.workdps(50):
        g = 1 / (mpmath.mpf(nu) * dp)
        if inst["mode"] == "tight":
            gam1 = min(mpmath.mpf(1), g * (1 + mpmath.mpf(inst["t"])))
            tail = (1 - gam1) ** dp
        else:
            rng = np.random.default_rng(inst["seed"])
            gam = np.sort(rng.uniform(float(g), min(1.0, float(g) * inst["K"]), dp))[::-1]
            # random gammas sit above 1/(nu d') by a drawn margin (not at a tie): a correctly rounded sum of the
            # float64 log1p's (math.fsum) is enough here, and 10^6 mpmath terms would cost seconds
            tail = mpmath.exp(mpmath.mpf(math.fsum(np.log1p(-gam)))) if gam[0] < 1 else 0
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
    settings={"ci": {"max_examples": 25, "budget_s": 2.0}},
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


# ------------------------------------------------------------------------------ L702: Lemma 5.8, Case 2, exponent c

_L702_LMAX = 20000  # atoms summed exactly around the mode (beyond: the lhs is the mass of these, a lower bound)


def l702_dims(n4: int, q: float, d3: int) -> tuple[int, int, int]:
    """d = 4^n4 (bent functions exist), d_2 = the even number nearest q d with 3 d_2 >= d, d_3 even, d_1 the rest."""
    d = 4**n4
    d2 = max(2 * ((d + 5) // 6), 2 * round(q * d / 2))
    d3 = 2 * max(1, min(d3, d - d2) // 2)  # d_1 = d - d_2 - d_3 >= 0
    return d, d2, d3


@st.composite
def _l702_instances(draw: st.DrawFn) -> dict:
    """d = 4^n (n in [11, 66], d from 4e6 to 5e39); d_2 >= d/3 (Case 2 with equal column norms); r_Theta log-uniform
    in [4, d^{1/4}/10]; c in [1, sqrt(min(r, d_2, d_3))/2] (its top edge drawn often); nu in [1, min(1e3, sqrt(d)/(10
    r^2))] (edge 1: the Hadamard family's own); t' > 0; mu' d_2/2 + K a slice of |mu'| <= c/sqrt(d_2); P (the +sqrt(d)
    entries of w in S_[2]) balanced or not; s log-uniform in [1e-300, 10]."""
    n4 = draw(with_edges(st.integers(11, 66), 11, 20, 66))
    d = 4**n4
    q = float(draw(with_edges(st.floats(1 / 3, 0.9), 1 / 3, 0.9)))
    rmax = d**0.25 / 10
    r = float(draw(with_edges(log_uniform(4.0, rmax), 4.0, rmax)))
    d3 = int(round(draw(with_edges(log_uniform(4.0, 1e6), 4.0, 1e6))))
    _, d2, d3 = l702_dims(n4, q, d3)
    cmax = math.sqrt(min(r, d2, d3)) / 2
    c = float(draw(with_edges(st.floats(1.0, max(1.0, cmax)), 1.0, max(1.0, cmax), min(4.0, max(1.0, cmax)))))
    numax = max(1.0, min(1e3, math.sqrt(d) / (10 * r * r)))
    nu = float(draw(with_edges(log_uniform(1.0, numax), 1.0)))
    tp = float(draw(with_edges(log_uniform(1e-9, 3 * math.sqrt(math.log(d))), 1e-9, math.sqrt(math.log(d)))))
    muf = float(draw(with_edges(st.floats(-1.0, 1.0), 0.0, 1.0, -1.0)))
    pf = float(draw(with_edges(st.floats(0.0, 1.0), 0.5, 0.0, 1.0)))
    s = float(draw(with_edges(log_uniform(1e-300, 10.0), 1e-300, 1e-20, 1.0)))
    return {"n4": n4, "q": q, "d3": d3, "r": r, "c": c, "nu": nu, "tp": tp, "muf": muf, "pf": pf, "s": s}


def l702_law_params(inst: dict) -> dict:
    """Integers of the law: N = d_2, K = #(+1) of the slice U_{d_2, mu'} (mu' = 2K/d_2 - 1, |mu'| <= c/sqrt(d_2)),
    P = #(+sqrt(d)) entries of w = Theta_[2]^T x (the Walsh spectrum of a bent function has (d +- sqrt(d))/2 of each
    sign, and S_[2] takes P of the plus and d_2 - P of the minus coordinates)."""
    d, d2, d3 = l702_dims(int(inst["n4"]), float(inst["q"]), int(inst["d3"]))
    sq = math.isqrt(d)
    jmax = int(math.floor(float(inst["c"]) * math.sqrt(d2) / 2))
    K = d2 // 2 + int(Fraction(float(inst["muf"])) * jmax)  # exact (|K - d_2/2| <= jmax)
    plo, phi = max(0, d2 - (d - sq) // 2), min(d2, (d + sq) // 2)
    P = plo + int(Fraction(float(inst["pf"])) * (phi - plo))  # exact: a float product overshoots phi at d ~ 1e39
    return {"d": d, "d2": d2, "d3": d3, "sq": sq, "K": K, "P": P, "jmax": jmax}


def hyper_window(N: int, K: int, n: int, L: int) -> tuple[float, int]:
    """The heaviest L consecutive atoms of Hypergeometric(N, K, n) (J = successes among n draws from N with K
    successes): the mode's atom at 40 digits (mpmath log-gamma), the others by the ratio recurrence P(j + 1)/P(j) = (K -
    j)(n - j)/((j + 1)(N - K - n + j + 1)) within min(L, _L702_LMAX) of the mode (a unimodal law: the best window
    holds the mode). Returns (mass, atoms summed)."""
    lo, hi = max(0, n - (N - K)), min(n, K)
    m0 = min(max((n + 1) * (K + 1) // (N + 2), lo), hi)
    Lc = min(L, _L702_LMAX)
    with mpmath.workdps(40):
        lg = mpmath.loggamma
        lp0 = (lg(K + 1) - lg(m0 + 1) - lg(K - m0 + 1) + lg(N - K + 1) - lg(n - m0 + 1) - lg(N - K - n + m0 + 1)
               - lg(N + 1) + lg(n + 1) + lg(N - n + 1))
        p0 = float(mpmath.exp(lp0))
    a, b = max(lo, m0 - Lc), min(hi, m0 + Lc)
    # the four factors as exact integer offsets from the mode (K - m0 etc. are exact ints before the float cast, so
    # a support of a few atoms next to K ~ 1e39 keeps its factors exact)
    ka, na, ja, za = float(K - m0), float(n - m0), float(m0 + 1), float(N - K - n + m0 + 1)
    i = np.arange(0, b - m0, dtype=float)  # j = m0 + i, ratio P(j + 1)/P(j)
    rup = np.log((ka - i) * (na - i)) - np.log((ja + i) * (za + i))
    i = np.arange(1, m0 - a + 1, dtype=float)  # j = m0 - i, ratio P(j)/P(j + 1)
    rdn = np.log((ja - i) * (za - i)) - np.log((ka + i) * (na + i))
    logs = np.concatenate((np.cumsum(rdn)[::-1], [0.0], np.cumsum(rup)))
    rel = np.exp(logs)
    cs = np.concatenate(([0.0], np.cumsum(rel)))
    W = min(Lc, rel.size)
    return p0 * float((cs[W:] - cs[:-W]).max()), W


def l702_parts(inst: dict) -> dict:
    lp = l702_law_params(inst)
    d, d2, d3 = lp["d"], lp["d2"], lp["d3"]
    c, r, nu, tp, s = (float(inst[k]) for k in ("c", "r", "nu", "tp", "s"))
    # ||Theta||_F = d (entries +-1), atoms of <y_[2], Pi^perp w> are 4 sqrt(d) apart; window half-width s ||Theta||_F
    L = int(math.floor(s * d / (2 * lp["sq"]) * (1 + 1e-12))) + 1 if s * math.sqrt(d) < 1e15 else 10**15
    mass, W = hyper_window(d2, lp["K"], lp["P"], L)
    df = float(d)
    Bv = float(B.l702_base(c, tp, nu, r, df))
    return {"lhs": mass, "atoms_in_window": min(L, 10**15), "atoms_summed": W, "B": Bv,
            "ratio_to_printed": mass / (Bv**c + math.sqrt(s)), "d2": d2, "d3": d3, "K": lp["K"], "P": lp["P"],
            "case2_slack": (3 * d2 - d) / d, "eq26_slack": Bv * math.sqrt(df) - 1.0,
            "c_slack": math.sqrt(min(r, d2, d3)) / 2 - c, "c_low": c - 1.0,
            "r_slack": df**0.25 / 10 - r, "nu_slack": math.sqrt(df) / (10 * r * r) - nu,
            "P_slack": float(min(lp["P"] - max(0, d2 - (d - lp["sq"]) // 2), min(d2, (d + lp["sq"]) // 2) - lp["P"])),
            "mu_slack": float(lp["jmax"] - abs(lp["K"] - d2 // 2)), "d1": float(d - d2 - d3)}


def _l702_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l702_parts(inst)
    lhs = p.pop("lhs")
    q = {"c": float(inst["c"]), "tp": float(inst["tp"]), "nu": float(inst["nu"]), "r": float(inst["r"]),
         "d": float(4 ** int(inst["n4"])), "s": float(inst["s"]),
         "proj": 4.0 * p["P"] * (p["d2"] - p["P"]) / (p["d2"] * float(4 ** int(inst["n4"])))}
    return Measurement(lhs, q, p)


def _l702_move_d(inst: dict, t: float) -> dict:
    """d = 4^n -> inf with r_Theta = d^{1/4}/10 (the largest Assumption 3 allows; (8)'s polylog lower end is met
    eventually), c = 4 (needs r >= 64: d >= 4^20), d_3 = 256, nu = 1, t' = 1, balanced P, the central slice, s = 1e-200."""
    n4 = max(20, int(round(math.log(t, 4))))
    d = 4**n4
    return {**inst, "n4": n4, "q": 1 / 3, "d3": 256, "r": d**0.25 / 10, "c": 4.0, "nu": 1.0, "tp": 1.0, "muf": 0.0,
            "pf": 0.5, "s": 1e-200}


def _l702_move_parallel(inst: dict, t: float) -> dict:
    """d = 4^n -> inf with P = 0 (Theta_[2]^T x = -sqrt(d) 1, parallel to the all-ones vector: Pi^perp kills it) and
    the exponent c = 1: (25) and (26) hold, p_x is constant in y_[2], the probability is 1."""
    n4 = max(11, int(round(math.log(t, 4))))
    d = 4**n4
    return {**inst, "n4": n4, "q": 1 / 3, "d3": 256, "r": d**0.25 / 10, "c": 1.0, "nu": 1.0, "tp": 1.0, "muf": 0.0,
            "pf": 0.0, "s": 1e-200}


def _l702_move_s(inst: dict, t: float) -> dict:
    """s = t -> 0 with n4 = max(n4, 11 + round(log10(1/t)/8)) (so that the '<<' of Section 4 keeps growing along it)."""
    return {**inst, "s": float(t), "n4": max(int(inst["n4"]), 11 + int(round(-math.log10(t) / 8)))}


def _l702_move_c(inst: dict, t: float) -> dict:
    """c -> sqrt(min(r, d_2, d_3))/2 at d = 4^40 (r = d^{1/4}/10, d_3 = 4 c^2 + 2), s = 1e-200."""
    d = 4**40
    r = d**0.25 / 10
    c = float(min(t, math.sqrt(r) / 2))
    return {**inst, "n4": 40, "q": 1 / 3, "d3": int(4 * c * c) + 2, "r": r, "c": c, "nu": 1.0, "tp": 1.0,
            "muf": 0.0, "pf": 0.5, "s": 1e-200}




CLAIMS.append(Claim(
    id="chenli.display.lemma5.8-case2-slice",
    catalog_id="chenli.lemma5.8",
    paper=PAPER,
    source=f"Proof of Lemma 5.8, Case 2, Section 5.2, {SEED_FILE} L702 (events (25)-(26): L694-L698; Lemma 5.8's c: "
           "L604; p_x: (12) L618)",
    statement="Lemma 5.8's proof, Case 2 (||Theta_[2]||_F^2 >= ||Theta||_F^2/3): conditioned on x satisfying (25) "
              "(||Theta_[2]^T x||^2 >= ||Theta_[2]||_F^2/3) and (26) (|(Theta_[2]^T x)_i| <~ B ||Theta||_F for all i in "
              "S_[2]), by Theorem 5.4, for any t, s > 0 and any fixing of y_[1], y_[3]: P_{y_[2]}[|p_x(y) - t| <= s "
              "||Theta||_F] <~ B^c + s^{1/2}, B = (c + t') nu/sqrt(d) + c nu^{1/2} r_Theta^{1/4}/d^{1/4}, with the "
              "exponent c as printed: the c of Lemma 5.8 (1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2). Checked as a "
              "uniform shape (constant 1, divergence paths) on Theta = diag(x) diag(b) H_d (H_d the Sylvester Hadamard "
              "matrix, b a bent function, d = 4^n): Theta^T x = H b = +-sqrt(d) on every coordinate, so given x the "
              "left side is the heaviest window of a hypergeometric law, exactly.",
    statement_tex=r"$$\mathbb{P}_{y_{[2]}} [|p_x(y) - t| \leq s \|\Theta\|_F] \lesssim \left(\frac{(c+t')v}{\sqrt{d}} "
                  r"+ \frac{cv^{1/2}r_{\Theta}^{1/4}}{d^{1/4}} \right)^c + s^{1/2}.$$",
    kind="probabilistic", comparison="<=", bound=B.l702_printed, measure=_l702_measure, strategy=_l702_instances,
    assumptions=(
        Assumption("Case 2", "||Theta_[2]||_F^2 >= ||Theta||_F^2/3 (equal column norms: 3 d_2 >= d)",
                   lambda q: q["case2_slack"]),
        Assumption("(26)", "|(Theta_[2]^T x)_i| = sqrt(d) <= B ||Theta||_F = B d (the '<~' of (26) with constant 1)",
                   lambda q: q["eq26_slack"]),
        Assumption("c range", "1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2 (Lemma 5.8)",
                   lambda q: min(q["c_slack"], q["c_low"])),
        Assumption("Assumption 3 (r_Theta << d^{1/4})", "r_Theta <= d^{1/4}/10 ('<<' as a factor 10; the stable rank "
                   "of Theta and of every Theta Pi_S^perp is d - |S| >= d/2 >= r_Theta: orthogonal equal columns)",
                   lambda q: q["r_slack"]),
        Assumption("Assumption 4 (nu << sqrt(d)/r^2)", "nu <= sqrt(d)/(10 r_Theta^2), nu >= 1 (every row and column "
                   "of Theta, and of Theta Pi_S^perp, has norm ||.||_F/sqrt(d): nu = 1 suffices)",
                   lambda q: q["nu_slack"]),
        Assumption("slice and signs", "|mu'| <= c/sqrt(d_2), nu' = 0 (first bullet); P within the bent spectrum's "
                   "(d +- sqrt(d))/2 signs; d_1 >= 0", lambda q: min(q["mu_slack"], q["P_slack"], q["d1"])),
    ),
    constants="hidden", uniform=True, eventually=("n4",),
    directions=(
        Direction("d -> inf (r = d^{1/4}/10, c = 4, s = 1e-200)", "n4", INF, how="path", move=_l702_move_d,
                  points=(4.0**20, 4.0**25, 4.0**30, 4.0**40, 4.0**50, 4.0**60), grows=("n4",),
                  reason="one atom of the hypergeometric law ~ 2.8/sqrt(d) against B^4 ~ 25.6 d^{-3/4}: the ratio "
                         "grows like 0.11 d^{1/4}; with the exponent C <= 1 of Theorem 5.4 the ratio falls like "
                         "d^{-5/16}"),
        Direction("d -> inf with Theta_[2]^T x parallel to 1 (P = 0), c = 1", "n4", INF, how="path",
                  move=_l702_move_parallel, points=(4.0**11, 4.0**15, 4.0**20, 4.0**30, 4.0**45, 4.0**60),
                  grows=("n4",),
                  reason="(25) is about the unprojected Theta_[2]^T x: when it is parallel to 1, Pi_[2]^perp "
                         "removes it, p_x does not depend on y_[2] and the probability is 1, against B + s^{1/2} -> 0 "
                         "(any exponent)"),
        Direction("c -> sqrt(r)/2 at d = 4^40", "c", INF, how="path", move=_l702_move_c,
                  points=(1.0, 2.0, 4.0, 8.0, 16.0, 32.0),
                  reason="B^c shrinks geometrically in c while the atom does not move"),
        Direction("s -> 0 (d growing slowly with it)", "s", 0.0, how="path", move=_l702_move_s,
                  points=(1e-2, 1e-6, 1e-12, 1e-24, 1e-48, 1e-96), grows=("n4",),
                  reason="the window shrinks to one atom, ~ d^{-1/2} = 2^{-n}, while s^{1/2} falls much faster (a "
                         "bound without the base term diverges)"),
        Direction("t', nu, mu', P", "tp", 0.0, how="search",
                  reason="drawn over their ranges (s to 1e-300, t' to 1e-9, nu from 1, both slice ends, P over the "
                         "bent spectrum's signs)"),
    ),
    expect="erratum",
    evidence="Two mechanisms, each enough. (i) As printed the exponent of L702's base is c, the c of Lemma 5.8's "
             "hypotheses (|mu|, |mu'| <= c/sqrt(d_2), 1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2), which appears in the "
             "same display's base; Theorem 5.4, which the step cites, gives an absolute exponent (Lemma 5.8's (11) "
             "carries 'an absolute constant 0 < C < 1'). With c > 2 the printed bound falls below one atom of the "
             "slice law. (ii) The step conditions on (25), a bound on the UNprojected ||Theta_[2]^T x||, but Theorem "
             "5.4 is applied to Pi_[2]^perp Theta_[2]^T x (p_x of (12)); when Theta_[2]^T x is parallel to the "
             "all-ones vector, p_x does not depend on y_[2] and the probability is 1 (any exponent). Instance: "
             "Theta = diag(x) diag(b) H_d, H_d Sylvester Hadamard, b a bent function (d = 4^n), so Theta^T x = H_d b "
             "= +-sqrt(d) entrywise; stable rank of Theta and of every Theta Pi_S^perp = number of kept columns "
             "(orthogonal equal columns), all row/column norms ||Theta||_F/sqrt(d) (nu = 1), ||Theta||_F = d. Case 2 "
             "with d_2 = d/3, (25) with room 3, (26) since sqrt(d) <= B d. Given x, <y_[2], Pi^perp w> = 4 sqrt(d) J "
             "+ const with J ~ Hypergeometric(d_2, K, P) (P = the +sqrt(d) coordinates in S_[2]). (i): central slice, "
             "P = d_2/2, s -> 0: the modal atom; at d = 4^40 (1.2e24), r_Theta = d^{1/4}/10 = 1.05e5, c = 4, nu = 1, "
             "t' = 1: atom 2.51e-12 against B^4 + s^{1/2} = 2.22e-17 (ratio 1.1e5), growing like 0.11 d^{1/4} along "
             "d (log-slope 0.251 found) and geometrically along c. (ii): P = 0 (S_[2] inside the minus coordinates "
             "of H_d b), c = 1: probability 1 against B + s^{1/2} = 3.1e-3 at d = 4^20, -> 0 along d. Assumption 7 "
             "(non-arithmeticity, used in Section 6 only) concerns typical x; adding E with E^T x = 0 (a Gaussian "
             "perturbation projected off x) makes Theta non-arithmetic for typical x without changing any quantity "
             "of this display at the conditioned x. Lemma 5.8's conclusion (11) keeps its own verdict: its exponent "
             "is the absolute C, and the proof's Case 2 lower bound on E||Pi^perp Theta_[2]^T x||^2 ((20)-(22)) "
             "is what the conditioning should carry.",
    corrected=B.l702_corrected,
    corrected_text="Conditioned also on ||Pi_[2]^perp Theta_[2]^T x||^2 >~ ||Theta||_F^2 (what Theorem 5.4 needs; "
                   "checked as >= ||Theta||_F^2/9, else the trivial bound 1): P_{y_[2]}[|p_x(y) - t| <= s ||Theta||_F] "
                   "<~ B^C + s^{1/2} with Theorem 5.4's absolute exponent C in (0, 1) (the 'c' read as C, as in (11)); "
                   "checked with C = 1, the strongest member since B < 1.",
    second_path="tests/test_chenli_r23_chenliB.py::test_l702_second_path",
    mutants={"s^{1/2} alone": B.l702_mut_no_base},
    auto_mutant=False,
    domain=(
        Param("n4", 11, INF, integer=True, key="n4", text="d = 4^n (bent functions); Section 4 needs d large",
              unreached="d = 4^n only (the Hadamard-bent family; d from 4e6, where r_Theta >= 4 first fits under "
                        "d^{1/4}/10, to 4^66 = 5e39)"),
        Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r_Theta, d_2, d_3))/2"),
        Param("s", 0.0, INF, lo_closed=False, key="s", text="any s > 0",
              unreached="s <= 10 drawn; windows of more than 20000 atoms are summed over the 20000 around the mode "
                        "(a lower bound of the left side; there s^{1/2} >= 100 d^{-1/4} and nothing crosses)"),
        Param("r", 4.0, INF, key="r", text="r_Theta of Assumption 3 (<< d^{1/4}, as a factor 10)"),
        Param("nu", 1.0, INF, key="nu", text="nu >= 1 of Assumption 4 (<< sqrt(d)/r^2, as a factor 10)",
              unreached="nu <= 1e3 drawn: B grows with nu, so larger nu only lifts the bound"),
    ),
    notes="The exact law: given x, w = Theta_[2]^T x is two-valued (+-sqrt(d)), Pi_[2]^perp w differs from it by a "
          "multiple of the all-ones vector, whose inner product with y_[2] is fixed on the slice; so p_x(y) = 4 "
          "sqrt(d) J + const with J ~ Hypergeometric(d_2, K, P), atoms 4 sqrt(d) apart, and the sup over t of the "
          "window mass is the heaviest floor(s sqrt(d)/2) + 1 consecutive atoms (mode at 40 digits, the rest by the "
          "ratio recurrence). The family is certified by construction (d = 4^n, a Maiorana-McFarland bent b); "
          "tests/ build it at d = 16 and 64 and check Theta^T x, the norms and the law by enumeration. (8)'s "
          "polylog lower end of r_Theta is met eventually along d (eventually = n4).",
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-23 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma5.8-case2-slice': 'auditor B: confirmed as printed',
}, 'docs/audits/round23/chenli.md')
