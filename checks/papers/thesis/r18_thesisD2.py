"""thesis, Appendix D (round 18, helper thesisD2): Lemma D.2.4's two guarantees (L6964, L6966), encoded as printed.

- ``thesis.ch5.lemmaD.2.4-L6964``: "with high probability there exist W^, V^ ... such that E sum_r |f*_r(q, A, X) -
  g_r^(0)(q, A, X, W^, V^)| <= eps" for every eps in the printed range. The pseudo network (D.39) enters X only through
  the factor a_j X w_l of each term (the indicators are frozen at initialization and the linear part carries no bias):
  on a graph whose every node has twins (a blow-up of any graph, each vertex a clique of s >= 2 nodes with identical
  closed neighbourhoods) and unit features summing to 0 inside each twin class, A X = 0 exactly, so g^(0) = 0 for
  every initialization, every width and every (W^, V^), while the target f*_r = sum_n (q^T A)_n sum_k c*_{k,r} Phi(...)
  (...) is sum over n of the smooth functions at 0, nonzero for generic phi, Phi. The least error over (W^, V^) is
  then exactly sum_r |f*_r(X)| (a point-mass feature distribution: the results are distribution-free, L1375), which
  exceeds the top of the printed eps range: erratum (at every width).
- ``thesis.ch5.lemmaD.2.4-L6966``: "E |L(G^(0)(...))| <= OPT + eps": on the same instances with the Huber loss
  (nonnegative, convex, 1-Lipschitz, 1-smooth, L(0, y) in [0, 1]: Section 5.2) and the label y = f*_1(X) of a target
  of the concept class (so OPT = 0), the left side is L(0, y) = huber(y) > eps: erratum.

Bounds in ``thmcheck.bounds.thesis.r18_thesisD2``; second path in ``tests/test_thesis_r18_thesisD2.py``.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from scipy.special import gammaln

from thmcheck.bounds.thesis import r18_thesisD2 as B
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r18_thesisD2.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ------------------------------------------------------------------ the target's smooth functions and C_s of (5.3)

KINDS = ("exp", "cos", "poly")


def fvalue(spec: tuple, z: np.ndarray) -> np.ndarray:
    """phi(z) for spec = ('exp', a, b): b exp(a z); ('cos', a, b): cos(a z + b); ('poly', c0, c1, c2): c0 + c1 z +
    c2 z^2 (all entire: infinite-order smooth with finite C_s at every R)."""
    kind = spec[0]
    if kind == "exp":
        return spec[2] * np.exp(spec[1] * z)
    if kind == "cos":
        return np.cos(spec[1] * z + spec[2])
    return spec[1] + spec[2] * z + spec[3] * z * z


def cs(spec: tuple, R: float, cstar: float) -> float:
    """C_s(phi, R) = C^* sum_{i >= 0} (i + 1)^{1.75} R^i |c_i| ((5.3)), c_i the Taylor coefficients at 0; inf when it
    overflows a float (log-space sum over i up to well past the peak of the terms)."""
    kind = spec[0]
    if kind == "poly":
        return cstar * sum((i + 1) ** 1.75 * R**i * abs(c) for i, c in enumerate(spec[1:]))
    a = abs(spec[1])
    if a == 0.0 or R == 0.0:
        c0 = abs(spec[2]) if kind == "exp" else abs(math.cos(spec[2]))
        return cstar * c0
    x = R * a
    if x > 1e5:
        return INF
    n = int(2 * x + 20 * math.sqrt(x) + 60)
    i = np.arange(n, dtype=float)
    amp = np.full(n, abs(spec[2])) if kind == "exp" else np.abs(np.cos(spec[2] + i * math.pi / 2.0))
    keep = amp > 1e-300
    logs = (1.75 * np.log(i + 1.0) + i * math.log(x) - gammaln(i + 1.0))[keep] + np.log(amp[keep])
    mx = float(logs.max())
    tot = mx + math.log(float(np.exp(logs - mx).sum())) + math.log(cstar)
    return INF if tot > 700.0 else math.exp(tot)


# ------------------------------------------------------------------ the graph: a twin blow-up, features summing to 0


def blowup(inst: dict) -> tuple[np.ndarray, np.ndarray, list[list[int]]]:
    """(A~ with self-loops (0/1), X (N x d unit rows), the twin classes): base graph H ('gnp' on k vertices with edge
    probability p, or 'star' with k - 1 leaves), each vertex v a clique of s_v >= 2 twins joined to every twin of v's
    neighbours (identical closed neighbourhoods, so identical rows of A~ and equal degrees); inside a class the unit
    features are pairs +-u (u drawn on the sphere of R^d) and, for odd s_v, one triangle (1, 0), (-1/2, h), (-1/2, -h),
    h = fl(sqrt(3)/2), on two coordinates (signs drawn): each class sums to 0 exactly in floating point."""
    rng = np.random.default_rng([int(inst["seed"]), 6964])
    k, d = int(inst["k"]), int(inst["d"])
    if inst["base"] == "star":
        H = np.zeros((k, k), bool)
        H[0, 1:] = H[1:, 0] = True
    else:
        up = np.triu(rng.random((k, k)) < float(inst["p_edge"]), 1)
        H = up | up.T
    sizes = [int(s) for s in inst["sizes"][:k]]
    sizes += [2] * (k - len(sizes))
    if d == 1:
        sizes = [s + (s % 2) for s in sizes]
    classes, start = [], 0
    for s in sizes:
        classes.append(list(range(start, start + s)))
        start += s
    N = start
    At = np.zeros((N, N))
    for v in range(k):
        for w in range(k):
            if v == w or H[v, w]:
                At[np.ix_(classes[v], classes[w])] = 1.0
    X = np.zeros((N, d))
    h = math.sqrt(3.0) / 2.0
    for cl in classes:
        idx = list(cl)
        if len(idx) % 2 == 1:
            i0, i1 = rng.choice(d, 2, replace=False)
            sg = rng.choice([-1.0, 1.0], 2)
            t = idx[:3]
            X[t[0], i0] = sg[0]
            X[t[1], i0], X[t[1], i1] = -0.5 * sg[0], h * sg[1]
            X[t[2], i0], X[t[2], i1] = -0.5 * sg[0], -h * sg[1]
            idx = idx[3:]
        for a, b in zip(idx[0::2], idx[1::2]):
            u = rng.standard_normal(d)
            u /= np.linalg.norm(u)
            X[a], X[b] = u, -u
    return At, X, classes


def ax_exactly_zero(At: np.ndarray, X: np.ndarray) -> bool:
    """A X = D^{-1/2} A~ D^{-1/2} X = 0 exactly (as real numbers, X's floats taken exactly): for every distinct row of
    A~ and every degree value delta, sum_{m: deg m = delta} A~_{k,m} x_m = 0 exactly (math.fsum rounds the exact sum
    correctly, so it is 0.0 iff the exact sum is 0; sufficient: the factors delta^{-1/2} then multiply zeros)."""
    deg = At.sum(axis=1).astype(int)
    for row in np.unique(At, axis=0):
        for dv in np.unique(deg):
            ms = np.flatnonzero((row > 0) & (deg == dv))
            for c in range(X.shape[1]):
                if math.fsum(X[ms, c].tolist()) != 0.0:
                    return False
    return True


def target(inst: dict, A: np.ndarray, X: np.ndarray, outer: bool = True) -> np.ndarray:
    """f*_r(q, A, X), r in [K], as the proof's last lines (D.47) and (5.12) print it: sum_n (q^T A)_n sum_k c*_{k,r}
    Phi(sum_j v*_{1,k,j} (A phi_{1,j}(A X w*_{1,j}))_n) (sum_l v*_{2,k,l} (A phi_{2,l}(A X w*_{2,l}))_n); outer=False:
    (D.24)'s q^T (...) without the outer A."""
    rng = np.random.default_rng([int(inst["seed"]), 69640])
    d, p1, p2, K = int(inst["d"]), int(inst["p1"]), int(inst["p2"]), int(inst["K"])

    def unit_cols(r: int, c: int) -> np.ndarray:
        M = rng.standard_normal((r, c))
        return M / np.linalg.norm(M, axis=0, keepdims=True)

    W1, W2, V1, V2 = unit_cols(d, p2), unit_cols(d, p2), unit_cols(p2, p1), unit_cols(p2, p1)
    C = np.array(inst["cstar_mat"], float).reshape(p1, K)
    AX = A @ X
    P1 = np.stack([A @ fvalue(inst["phi1"][j], AX @ W1[:, j]) for j in range(p2)], axis=1)  # N x p2
    P2 = np.stack([A @ fvalue(inst["phi2"][j], AX @ W2[:, j]) for j in range(p2)], axis=1)
    H = fvalue(inst["Phi"], P1 @ V1) * (P2 @ V2)  # N x p1
    q = np.array(inst["q"], float)
    w = q @ A if outer else q
    return w @ H @ C


def pseudo_network(A: np.ndarray, X: np.ndarray, q: np.ndarray, K: int, m1: int, m2: int, seed: int) -> np.ndarray:
    """g_r^(0)(q, A, X, W^, V^) of (D.39) at one initialization (L1485: W^(0) ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2), B_1, B_2
    rows shared by the nodes, C ~ N(0, 1)) and one (W^, V^) drawn at the printed norms ||W^||_{2,inf} = 1/m1 (C_0 = 1),
    ||V^||_{2,inf} = sqrt(m1)/m2: sum_n (q^T A)_n sum_i c_{i,r} 1[r_{n,i} + B_2 >= 0] sum_j a_{n,j} sum_l V^_{l,i}
    1[a_j X w_l^(0) + B_1 >= 0] a_j X W^_l."""
    rng = np.random.default_rng([seed, 69641])
    d = X.shape[1]
    W0 = rng.normal(0, m1**-0.5, (d, m1))
    b1 = rng.normal(0, m1**-0.5, m1)
    V0 = rng.normal(0, m2**-0.5, (m1, m2))
    b2 = rng.normal(0, m2**-0.5, m2)
    Cc = rng.normal(0, 1.0, (m2, K))
    Wh = rng.standard_normal((d, m1))
    Wh *= (1.0 / m1) / np.linalg.norm(Wh, axis=0, keepdims=True)
    Vh = rng.standard_normal((m1, m2))
    Vh *= (math.sqrt(m1) / m2) / np.linalg.norm(Vh, axis=0, keepdims=True)
    AX = A @ X
    pre1 = AX @ W0 + b1
    r = A @ np.maximum(pre1, 0.0) @ V0
    D2 = (r + b2 >= 0).astype(float)
    inner = A @ ((pre1 >= 0) * (AX @ Wh)) @ Vh  # N x m2
    return (q @ A) @ ((D2 * inner) @ Cc)


def _huber(t: float) -> float:
    t = abs(t)
    return 0.5 * t * t if t <= 1.0 else t - 0.5


def _quantities(inst: dict, A: np.ndarray) -> dict:
    cstar = float(inst["Cstar"])
    ainf = float(np.abs(A).sum(axis=1).max())
    csphi = max(cs(s, ainf, cstar) for s in list(inst["phi1"]) + list(inst["phi2"]))
    csPhi = cs(inst["Phi"], int(inst["p2"]) * csphi, cstar) if math.isfinite(csphi) else INF
    return {"K": float(inst["K"]), "q1": float(np.abs(np.array(inst["q"], float)).sum()), "p1": float(inst["p1"]),
            "p2": float(inst["p2"]), "CsPhi": csPhi, "Csphi": csphi, "ainf": ainf, "Cstar": cstar,
            "N": float(A.shape[0]), "d": float(inst["d"])}


def _setup(inst: dict) -> tuple[np.ndarray, np.ndarray, dict]:
    At, X, _ = blowup(inst)
    if not ax_exactly_zero(At, X):
        raise SolverFailure("the twin construction did not give A X = 0 exactly")
    deg = At.sum(axis=1)
    A = At / np.sqrt(np.outer(deg, deg))
    return A, X, _quantities(inst, A)


def _d24_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min over (W^, V^) of E sum_r |f*_r - g_r^(0)| = sum_r |f*_r(X)| exactly: A X = 0 (rationals), so every term of
    (D.39) carries a_j X W^_l = 0 whatever the initialization, width and (W^, V^)."""
    A, X, qn = _setup(inst)
    f = target(inst, A, X)
    f24 = target(inst, A, X, outer=False)
    g = pseudo_network(A, X, np.array(inst["q"], float), int(inst["K"]), int(inst["m1"]), int(inst["m2"]),
                       int(inst["seed"]))
    lhs = float(np.abs(f).sum())
    return Measurement(lhs, qn, {"f*_r (outer A, (5.12)/(D.47))": [float(v) for v in f],
                                 "f*_r ((D.24), no outer A)": [float(v) for v in f24],
                                 "max |a_j X| (float64)": float(np.abs(A @ X).max()),
                                 "A X = 0 exactly (rationals)": True,
                                 "|g^(0)| at a random init and (W^, V^) (m1, m2 drawn)": float(np.abs(g).max()),
                                 "m1, m2": (int(inst["m1"]), int(inst["m2"])), "eps_sup": B.d24_eps_sup(**qn)})


def _d24_measure_24(inst: dict, ctx: Ctx) -> Measurement:
    """As _d24_measure with (D.24)'s target (no outer A)."""
    A, X, qn = _setup(inst)
    return Measurement(float(np.abs(target(inst, A, X, outer=False)).sum()), qn, {})


def _d24_loss_measure(inst: dict, ctx: Ctx) -> Measurement:
    """E |L(G^(0))| with L(z, y) = huber(z_1 - y), y = f*_1(X) of the drawn target with c*_{.,1} scaled so that |y| <=
    1.5 (L(0, y) <= 1, max |c*| <= 1 kept): OPT = 0 (the drawn target is in the concept class and L >= 0), G^(0) = 0
    (A X = 0), so the left side is huber(y)."""
    A, X, qn = _setup(inst)
    y = float(target(inst, A, X)[0])
    if abs(y) > 1.5:
        y = math.copysign(1.5, y)  # c*_{.,1} scaled by 1.5/|y|: the scaled target is in the class and hits y
    return Measurement(_huber(y), {**qn, "opt": 0.0}, {"y = f*_1(X) (scaled)": y, "OPT": 0.0,
                                                      "eps_sup": B.d24_eps_sup(**qn)})


def _nonzero_poly(t: tuple) -> tuple:
    """The zero polynomial is no function of the class of interest (C_s = 0 would open eps's range to (0, inf))."""
    return t if any(t[1:]) else (t[0], t[1], 1.0, t[3])


_SPEC = st.one_of(
    st.tuples(st.just("exp"), st.floats(-2.0, 2.0), st.booleans(), st.floats(1e-3, 1.0)).map(
        lambda t: (t[0], t[1], t[3] if t[2] else -t[3])),
    st.tuples(st.just("cos"), st.floats(-2.0, 2.0), st.floats(-math.pi, math.pi)),
    st.tuples(st.just("poly"), st.floats(-1.0, 1.0), st.floats(-1.0, 1.0), st.floats(-1.0, 1.0)).map(_nonzero_poly),
)


@st.composite
def _d24_instances(draw: st.DrawFn) -> dict:
    """Twin blow-ups of G(k, p) (k in 1..6) or of a star with k - 1 leaves (k up to 200: ||A||_inf grows like
    sqrt(k)), twin classes of 2..5 nodes, d in 1..5; p1, p2, K in 1..3; phi_{1,j}, phi_{2,l}, Phi drawn from b exp(a z),
    cos(a z + b), quadratics (phi(0) = 0 included); c* entries in [-1, 1]; q = e_g or a Gaussian vector; C^* of (5.3)
    log-uniform in [1, 1e3]; the widths m1, m2 of the displayed pseudo network in 1..64 (the least error does not
    depend on them)."""
    base = draw(st.sampled_from(["gnp", "gnp", "star"]))
    k = draw(st.integers(1, 6)) if base == "gnp" else int(draw(log_uniform(2.0, 200.0)))
    sizes = draw(st.lists(st.integers(2, 5), min_size=min(k, 6), max_size=min(k, 6)))
    d = draw(st.integers(1, 5))
    p1, p2, K = draw(st.integers(1, 3)), draw(st.integers(1, 3)), draw(st.integers(1, 3))
    N = sum(sizes[:k]) + 2 * max(0, k - len(sizes))
    if d == 1:
        N += sum(s % 2 for s in sizes[:k])
    if draw(st.booleans()):
        q = [0.0] * N
        q[draw(st.integers(0, N - 1))] = 1.0
    else:
        q = [float(v) for v in np.random.default_rng(draw(SEEDS)).standard_normal(N)]
    return {"base": base, "k": k, "p_edge": draw(st.floats(0.0, 1.0)), "sizes": sizes, "d": d, "p1": p1, "p2": p2,
            "K": K, "phi1": [draw(_SPEC) for _ in range(p2)], "phi2": [draw(_SPEC) for _ in range(p2)],
            "Phi": draw(_SPEC), "cstar_mat": [draw(st.floats(-1.0, 1.0)) for _ in range(p1 * K)], "q": q,
            "Cstar": float(draw(log_uniform(1.0, 1e3))), "m1": int(draw(log_uniform(1.0, 64.0))),
            "m2": int(draw(log_uniform(1.0, 64.0))), "seed": draw(SEEDS)}


_D24_DOMAIN = (
    Param("N", 2, INF, integer=True, far=400, text="every graph (here twin blow-ups, N = sum of class sizes)",
          unreached="blow-ups of G(k, p), k <= 6, and of stars with k <= 200 vertices (N <= ~1000); graphs without "
                    "twins have A X != 0 for every unit X of full rank and are not searched"),
    Param("ainf", 1, INF, far=5.0, text="||A||_inf (no condition in the lemma)",
          unreached="up to ~sqrt(200) on the star blow-ups"),
    Param("d", 1, INF, integer=True, far=5, text="feature dimension", unreached="1..5 (d only places the features)"),
    Param("K", 1, INF, integer=True, far=3, text="outputs K", unreached="1..3 (a larger K only shrinks eps)"),
    Param("p1", 1, INF, integer=True, far=3, text="p1", unreached="1..3 (a larger p1 only shrinks eps)"),
    Param("p2", 1, INF, integer=True, far=3, text="p2", unreached="1..3 (a larger p2 only shrinks eps)"),
    Param("Cstar", 1, INF, far=1e3, text="C^* of (5.3), 'a sufficiently large constant'",
          unreached="[1, 1e3]: eps's range shrinks as C^* grows, so a crossing at C^* persists at every larger C^*"),
)

_D24_READ = (Reading("D.24 target", "f*_r as (D.24) prints it, e_g^T (...) without the outer A* of (5.12)/(D.47)",
                     measure=_d24_measure_24),)

_EVID = (
    "(D.39) g_r^(0) = sum_n q^T a_n sum_i c_{i,r} 1[r_{n,i} + B_2 >= 0] sum_j a_{n,j} sum_l v_{i,l} 1[a_j X w_l + B_1 "
    ">= 0] a_j X w_l (the pseudo network 'without bias', L6942): X enters each term through the factor a_j X W^_l. On a "
    "twin blow-up (each vertex of a base graph a clique of s >= 2 nodes with identical closed neighbourhoods, so equal "
    "rows of A = D^{-1/2}(Adj + I)D^{-1/2}) with unit features summing to 0 inside each class (pairs +-u, a triangle for "
    "odd s), A X = 0 exactly (checked in rationals), so g^(0) = 0 for every initialization, every width m1, m2 >= M "
    "and every (W^, V^) (measured: |g^(0)| ~ 1e-17 at random ones), while f*_r = sum_n (q^T A)_n sum_k c*_{k,r} "
    "Phi(sum_j v*_{1,k,j} phi_{1,j}(0) (A1)_n) sum_l v*_{2,k,l} phi_{2,l}(0) (A1)_n is generically nonzero. The "
    "results are distribution-free (L1375) and the features unit (L1367), so the point mass at this X is an admissible "
    "D; the least error over (W^, V^) is sum_r |f*_r(X)|. Example (second path): K_4 with self-loops (A = J/4), x = e1, "
    "-e1, e2, -e2, phi = cos, Phi = exp, p1 = p2 = K = 1, v* = c* = 1, q = e_1: f* = e = 2.718 while eps < 1/(C_s(exp, "
    "C_s(cos, 1)) C_s(cos, 1) sqrt 2) = 3.0e-5 at C^* = 1 (smaller for larger C^*). Not a width effect: the error is "
    "the same at every m. The proof's construction (D.45) puts W^'s rows on e_d and relies, like [58] (which assumes "
    "x_d = 1/2), on a constant coordinate; the remark 'a_n X w + B = a_n X~ w~ with X~ = (X, 1), we can ignore the "
    "bias term' (L7229, L7317) suggests a reading with the bias column inside the linear part, a_j X~ W^~_l, where "
    "this obstruction is absent (round 19: thesis.ch5.lemmaD.2.4-L6964-biasX computes, at these instances, the least "
    "C0 of an exact witness under that reading by a linear programme: O(1), far below (D.43)'s C0, so the reading is "
    "not refuted here; it is not certified for every D either). Theorem 5.3.1 is not refuted by this (the real network has its biases).")

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.4-L6964", paper=PAPER, kind="construction", comparison="<=",
    source=_src("Lemma D.2.4's approximation guarantee, App. D.2.1 (g^(0) of (D.39) L6942; eps range L6946; "
                "features unit L1367; distribution-free L1375; A of Table D.1)", "L6964"),
    statement="Lemma D.2.4: for every eps in (0, 1/(K ||q||_1 p1 p2^2 C_s(Phi, p2 C_s(phi, ||A||_inf)) C_s(phi, "
              "||A||_inf) sqrt(||A||_inf^2 + 1))), w.h.p. there exist W^, V^ (m1, m2 >= M) with E_{(X, y) ~ D} "
              "sum_{r in [K]} |f*_r(q, A, X) - g_r^(0)(q, A, X, W^, V^)| <= eps; the measure is the least left side "
              "over all (W^, V^), exact on instances with A X = 0, the bound the top of the eps range.",
    statement_tex=r"\mathbb{E}_{(\mathbf{X}, y) \in \mathcal{D}} \left[ \sum_{r=1}^K |f_r^*(\mathbf{q}, \mathbf{A}, "
                  r"\mathbf{X}) - g_r^{(0)}(\mathbf{q}, \mathbf{A}, \mathbf{X}, \widehat{\mathbf{W}}, "
                  r"\widehat{\mathbf{V}})| \right] \leq \epsilon",
    bound=B.d24_eps_sup, measure=_d24_measure, strategy=_d24_instances(), constants="explicit", expect="erratum",
    rtol=1e-9, atol=0.0, domain=_D24_DOMAIN, readings=_D24_READ, evidence=_EVID,
    no_correction_reason="the lemma needs the bias inside the pseudo network's linear part (a constant coordinate, "
                         "as [58]'s x_d = 1/2, or X~ = (X, 1) of L7229 with W^ on that column); whether the lemma "
                         "then holds is an existence statement over all (W^, V^), which no run certifies",
    mutants={"half the printed eps": B.d24_mut_half}, auto_mutant=False,
    second_path=SP + "test_d24_pseudo_network_vanishes_target_does_not",
    notes="Replaces, for the approximation display L6964, the record thesis.ch5.lemmaD.2.4 (uncomputable): the least "
          "error over all (W^, V^) is computable in closed form where A X = 0. The widths m1, m2 drawn only size the "
          "displayed pseudo network evaluated as evidence; the measure does not depend on them.",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "shrink": False}},
))

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.4-L6966", paper=PAPER, kind="construction", comparison="<=",
    source=_src("Lemma D.2.4's loss guarantee, App. D.2.1 (the loss of Section 5.2 L1375: nonnegative, convex, "
                "1-Lipschitz, 1-smooth, L(0, y) in [0, 1]; OPT (5.16))", "L6966"),
    statement="Lemma D.2.4: E_{(X, y) ~ D} |L(G^(0)(q, A, X, W^, V^))| <= OPT + eps for the W^, V^ of the lemma; here "
              "L(z, y) = huber(z_1 - y), y = f*_1(X) of a target of the class (OPT = 0), A X = 0 (G^(0) = 0 for every "
              "(W^, V^)); the measure is L(0, y), the bound OPT + the top of the eps range.",
    statement_tex=r"\mathbb{E}_{(\mathbf{X}, y) \in \mathcal{D}} [|L(G^{(0)}(\mathbf{q}, \mathbf{A}, \mathbf{X}, "
                  r"\widehat{\mathbf{W}}, \widehat{\mathbf{V}}))|] \leq OPT + \epsilon",
    bound=B.d24_loss_rhs, measure=_d24_loss_measure, strategy=_d24_instances(), constants="explicit",
    expect="erratum", rtol=1e-9, atol=0.0, domain=_D24_DOMAIN,
    evidence="On the instances of thesis.ch5.lemmaD.2.4-L6964 (A X = 0 exactly, so G^(0) = 0 for every (W^, V^), "
             "width and initialization), take the Huber loss L(z, y) = huber(z_1 - y) (nonnegative, convex, "
             "1-Lipschitz, 1-smooth, L(0, y) in [0, 1] for |y| <= 1.5: Section 5.2's conditions) and the point mass "
             "at (X, y) with y = f*_1(X) of a target of the concept class (c* scaled so that |y| <= 1.5, max |c*| <= 1 "
             "kept): OPT = 0, and the left side is huber(y) (1.0 on the second path's K_4 instance, y = 1.5) against "
             "OPT + eps < 3.0e-5. Same mechanism and same bias-augmented reading as L6964.",
    no_correction_reason="as thesis.ch5.lemmaD.2.4-L6964: the bias must enter the pseudo network's linear part",
    mutants={"OPT + eps/2": B.d24_mut_loss_half}, auto_mutant=False,
    second_path=SP + "test_d24_loss_guarantee_crossed",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "shrink": False}},
))


# ================= L7129 (proof of Lemma D.2.6): W2(r_{n,i}, sum_j rho_j c_j + beta') with rho_j, beta' independent

from thmcheck.checks.claim import Direction  # noqa: E402
from thmcheck.checks.papers.thesis import r18_thesisD as D1  # noqa: E402


def _divisors(n: int) -> list[int]:
    return [s for s in range(1, n + 1) if n % s == 0]


def _l7129_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The least W2 distance of law(r_{n,i}) to a centred Gaussian (thesis.ch5.lemmaD.2.6-L7107's measure): with rho_j
    and beta' independent centred Gaussians (the derived reading) the display's right variable is one."""
    m = D1._d26_measure_k(inst, D1.D26_K, 0)
    return Measurement(m.lhs, {**m.quantities, "S": float(inst["S"])}, m.terms)


def _l7129_exact(inst: dict) -> Measurement:
    m = D1._d26_measure_k(inst, 4 * D1.D26_K, 1)
    return Measurement(m.lhs, {**m.quantities, "S": float(inst["S"])}, m.terms)


@st.composite
def _l7129_instances(draw: st.DrawFn) -> dict:
    """thesis.ch5.lemmaD.2.6-L7107's instances (stars, G(N, p); m1 in 1..64, p2 | m1 chunks), S a divisor of m1/p2
    (the chunks S_{j,l} of L7113 have m1/(p2 S) neurons), m2 in [1, 1e6] or m2 = ||A||_inf^4 times [1, 1e3]."""
    inst = draw(D1._d26_instances())
    m1 = int(inst["m1"])
    p2 = draw(st.sampled_from(_divisors(m1)))
    S = draw(st.sampled_from(_divisors(m1 // p2)))
    return {**inst, "p2": p2, "S": S}


def _l7129_mv_A(inst: dict, t: float) -> dict:
    """The star's centre, D = t leaves, features e_1, m1 = 4, p2 = S = 1, m2 = ||A||_inf^4 (the width the theorem's
    m >= poly(||A*||_inf) allows)."""
    D = int(round(t))
    ainf = D1.star_row_aligned(D)[2]
    return {**inst, **D1._D26_BASE, "D": D, "m1": 4, "p2": 1, "S": 1, "m2": max(1.0, ainf**4)}


_L7129_DIRS = (
    Direction("||A||_inf -> inf with m2 = ||A||_inf^4 (star's centre, m1 = 4, S = 1)", "D", INF, how="path",
              move=_l7129_mv_A, points=(1.0, 100.0, 1e4, 1e6),
              reason="the distance is ~0.19 ||A||_inf/sqrt(m2) (thesis.ch5.lemmaD.2.6-L7107) while the right side is "
                     "S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf(1 + ||A||_inf)/(m2 S) <= (1/2 + 2)/sqrt(m2) at m2 >= "
                     "||A||_inf^4: the ratio grows like ||A||_inf"),
    Direction("graph, features, m1, p2, S, m2 (searched)", "N", 8.0, how="search",
              reason="the L7107 instances with S | m1/p2 and m2 in [1, 1e6]"),
)

_L7129_DOMAIN = D1._D26_DOMAIN + (
    Param("S", 1, INF, integer=True, far=64, text="the number of chunks per j (a divisor of m1/p2, L7113)",
          unreached="divisors of m1/p2 with m1 <= 64"),
)

CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.6-L7129-W2", paper=PAPER, kind="step", comparison="<=",
    source=_src("L7129, proof of Lemma D.2.6, App. D.2.1 (rho_j = sum_l rho_{j,l} ~ N(0, 1/(C'^2 m2)) L7119; 'there "
                "exists Gaussian random variables beta_j(X) and beta'(X)' L7125; rho independent of J, Lemma D.2.5 "
                "(1) L6990; the lemma's conclusion L7107 prints its alpha, beta independent)", "L7129"),
    derived="L7129 (the display quantifies 'there exist Gaussian beta_j, beta'' and leaves their joint law with rho_j "
            "open; derived: rho_j and beta' independent, as Lemma D.2.5 (1) makes rho independent of J and as L7107 "
            "prints alpha, beta independent, so the right variable is a centred Gaussian)",
    statement="L7129 with rho_j, beta' independent centred Gaussians: W2(r_{n,i}(X), sum_j rho_j sum_m a_{m,n} "
              "phi_{1,j,eps}(a_m X w*_{1,j}) + beta'(X)) <= O~(S p2/sqrt(m1 m2) + sqrt(p2) ||A||_inf (1 + "
              "||A||_inf)/(m2 S)); the right variable is a centred Gaussian, so the left side is at least the W2 "
              "distance of law(r_{n,i}) to the centred Gaussians (the measure); one constant uniform over graphs, "
              "m1, m2 (including m2 >= ||A||_inf^4), p2 and S.",
    statement_tex=r"\mathcal{W}_2(r_{n,i}(\mathbf{X}), \sum_{j \in [p_2]} \rho_j \sum_{m=1}^N a_{m,n} "
                  r"\phi_{1,j,\epsilon}(\mathbf{a}_m \mathbf{X} \mathbf{w}_{1,j}^*) + \beta'(\mathbf{X})) \leq "
                  r"\tilde{O}\left(\frac{Sp_2}{\sqrt{m_1 m_2}} + \frac{\sqrt{p_2} \|\mathbf{A}\|_\infty(1 + "
                  r"\|\mathbf{A}\|_\infty)}{m_2 S}\right)",
    bound=B.l7129_shape, measure=_l7129_measure, exact=_l7129_exact, strategy=_l7129_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-6, atol=0.0,
    directions=_L7129_DIRS, domain=_L7129_DOMAIN,
    evidence=(
        "With rho_j and beta' independent centred Gaussians (the derived reading) the right variable is N(0, s^2) for "
        "some s, so the left side is at least min_s W2(law(r_{n,i}), N(0, s^2)), the measure of "
        "thesis.ch5.lemmaD.2.6-L7107 (law(r) a Gaussian scale mixture, scale ||U||/sqrt(m2)); it grows like "
        "||A||_inf/sqrt(m2) at a star's centre (~0.19 ||A||_inf/sqrt(m2) at m1 = 4). The right side's second term "
        "sqrt(p2) ||A||_inf(1 + ||A||_inf)/(m2 S) carries ||A||_inf^2 but over m2 (not sqrt(m2)): for m2 >= "
        "||A||_inf^4 (allowed: the lemma prints no width condition and Theorem 5.3.1's m >= poly(||A*||_inf, ...) "
        "permits it) the whole right side is O(1/sqrt(m2)) and lhs/shape grows like ||A||_inf (path with m2 = "
        "||A||_inf^4, m1 = 4, p2 = S = 1). The literal display does not fix the joint law of rho_j and beta': under an "
        "arbitrary coupling the sum is not Gaussian (e.g. beta' = -+c rho with an independent fair sign gives the "
        "scale mixture of {0, 2c sd(rho)}), so this lower bound does not apply there; the literal statement is an "
        "existence over couplings (not checked). Second path: r sampled directly at the star's centre."),
    corrected=B.l7129_corrected,
    corrected_text="min over centred Gaussians g of W2(r_{n,i}, g) <= sqrt(E r_{n,i}^2) <= ||A||_inf sqrt((||A||_inf^2 "
                   "+ 1)/(2 m2)) (as for L7107)",
    mutants={"corrected / sqrt(m2) (wrong along m2)": B.l7129_mut_m2}, auto_mutant=False,
    second_path=SP + "test_l7129_w2_grows_at_m2_A4",
    notes="Shares thesis.ch5.lemmaD.2.6-L7107's measure (exact mixture of K = 1000 Gaussians; 4000 on re-measure). "
          "thesis.ch5.lemmaD.2.6-L7129-from-L7127 checks only the algebra L7127 -> L7129.",
    settings={"ci": {"max_examples": 4, "budget_s": 4.0, "path_starts": 1, "path_decades": 0.0}},
))


# ================= Lemma D.2.12 (L7498): the same guarantee for g^(b,b) of (D.69), sign patterns at W^(0) + W'


def g_bb(A: np.ndarray, X: np.ndarray, q: np.ndarray, K: int, m1: int, m2: int, seed: int) -> np.ndarray:
    """(D.69) g_r^(b,b) = q^T A ((A (A X W^) . (D_w + D'_w) V^) . (D_v + D'_v)) c_r with every sign pattern drawn (0/1
    per node and neuron: whatever W', V' make them) and W^, V^ at the printed norms."""
    rng = np.random.default_rng([seed, 74980])
    N, d = X.shape
    Wh = rng.standard_normal((d, m1)) / m1
    Vh = rng.standard_normal((m1, m2)) * math.sqrt(m1) / m2
    Dw = rng.random((N, m1)) < 0.5
    Dv = rng.random((N, m2)) < 0.5
    c = rng.standard_normal((m2, K))
    return q @ A @ (((A @ ((A @ X @ Wh) * Dw) @ Vh) * Dv) @ c)


def _d212_measure(inst: dict, ctx: Ctx) -> Measurement:
    """min over (W^, V^) and over the patterns of E sum_r |f*_r - g_r^(b,b)| = sum_r |f*_r(X)| exactly (A X = 0)."""
    A, X, qn = _setup(inst)
    f = target(inst, A, X)
    g = g_bb(A, X, np.array(inst["q"], float), int(inst["K"]), int(inst["m1"]), int(inst["m2"]), int(inst["seed"]))
    return Measurement(float(np.abs(f).sum()), qn, {"f*_r": [float(v) for v in f],
                                                    "|g^(b,b)| at random (W^, V^, patterns)": float(np.abs(g).max()),
                                                    "eps_sup (Lemma D.2.4's range)": B.d24_eps_sup(**qn)})


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.12-L7498", paper=PAPER, kind="construction", comparison="<=",
    source=_src("Lemma D.2.12's approximation guarantee, App. D.2.1 (g^(b,b) of (D.69) L7213/L7369; eps as in Lemma "
                "D.2.4 L6946, the lemma restates no range)", "L7498"),
    statement="Lemma D.2.12: for perturbations ||W'||_{2,4} <= tau_w, ||V'||_F <= tau_v there exist W^, V^ "
              "(||W^||_{2,inf} <= C0/m1, ||V^||_{2,inf} <= K sqrt(m1)/m2) with E sum_r |f*_r(q, A, X) - g_r^(b,b)(q, A, "
              "X, W^, V^)| <= eps; g^(b,b) = q^T A ((A (A X W) . (D_w + D'_w) V) . (D_v + D'_v)) c_r carries A X W, so "
              "where A X = 0 it is 0 for every (W^, V^) and every sign pattern; the measure is sum_r |f*_r(X)|, the "
              "bound the top of Lemma D.2.4's eps range (the lemma prints eps without a range).",
    statement_tex=r"\mathbb{E}[\sum_{r=1}^K |f_r^*(\mathbf{q}, \mathbf{A}, \mathbf{X}, \widehat{\mathbf{W}}, "
                  r"\widehat{\mathbf{V}}) - g_r^{(b,b)}(\mathbf{q}, \mathbf{A}, \mathbf{X}, \widehat{\mathbf{W}}, "
                  r"\widehat{\mathbf{V}})|] \leq \epsilon",
    bound=B.d24_eps_sup, measure=_d212_measure, strategy=_d24_instances(), constants="explicit", expect="erratum",
    rtol=1e-9, atol=0.0, domain=_D24_DOMAIN,
    evidence="(D.69) g_r^(b,b) = q^T A ((A (A X W) . (D_w + D'_w) V) . (D_v + D'_v)) c_r is linear in A X: on the twin "
             "blow-ups of thesis.ch5.lemmaD.2.4-L6964 (A X = 0 exactly) it is 0 for every (W^, V^), every W', V' "
             "(they only set the patterns D', measured |g^(b,b)| = 0 at random ones) and every width, while f*_r(X) "
             "is generically nonzero (K_4, phi = cos, Phi = exp: f* = e against eps < 3.0e-5). The eps of the lemma "
             "is taken in Lemma D.2.4's range (the lemma prints none; a larger eps would not be 'eps' of Theorem "
             "5.3.1's chain). Same mechanism as Lemma D.2.4: the bias is missing from the linear part.",
    no_correction_reason="as thesis.ch5.lemmaD.2.4-L6964: the bias must enter the pseudo network's linear part",
    mutants={"half the printed eps": B.d24_mut_half}, auto_mutant=False,
    second_path=SP + "test_d212_gbb_vanishes",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0, "shrink": False}},
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch5.lemmaD.2.12-L7498': 'auditor C: confirmed',
    'thesis.ch5.lemmaD.2.4-L6964': 'auditor C: confirmed',
    'thesis.ch5.lemmaD.2.4-L6966': 'auditor C: confirmed',
    'thesis.ch5.lemmaD.2.6-L7129-W2': 'auditor C: confirmed as printed',
}, 'docs/audits/round18/thesis.md')
