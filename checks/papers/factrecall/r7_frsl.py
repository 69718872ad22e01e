"""Round 7 (frsl): displays inside the proof of Lemma 3 (App. C.2, construction via MLP), L845-L875, encoded as printed
as ``kind="step"`` claims with an ``item`` per display; exact (closed-form moments of projected sphere embeddings, exact
integer Hermite moments, Gauss-Jacobi/Gauss-Hermite quadrature exact for the degree). Lemma 3 keeps its own claim
(``factrecall.lemma3``, ``catalog_id``)."""

from __future__ import annotations

import functools
import math

import numpy as np
from hypothesis import strategies as st
from numpy.polynomial import hermite_e as He

from thmcheck.bounds.factrecall.r7_frsl import (
    inv_d,
    inv_d_squared,
    l4_corrected,
    l4_corrected_no_k,
    l4_corrected_no_norm,
    l4_printed,
    l865_half,
    l865_printed,
    l870_corrected,
    l891_mutant,
    l891_printed,
    lemma2_pz_upper,
    lemma2_success,
    lemma2_success_mutant,
    margin_half,
    margin_zero,
    rho_d_plus_one,
    rho_printed,
    rho_wrong_power,
    stein_missing_factorial,
    stein_rhs,
    sum_alt,
    sum_passthrough,
    thm9_all_but_one,
    thm9_all_stored,
    width_corrected,
    width_corrected_no_log,
    width_l889,
    width_shape,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

# ------------------------------------------------------------------ shared exact moments (Lemma 3: d odd, L770)


def log_rho_cross(d: int, p: int) -> float:
    """log E[<phi~(s), phi~(s')>^{2p}], s != s', phi uniform on S^{d-1}, phi~ = Pi_P phi, dim P = floor(d/2) = n:
    given u = Pi_P phi(s), <u, phi(s')> = |u| y_1 with E y_1^{2p} = (2p-1)!!/prod_{j<p}(d+2j), and |u|^2 ~ Beta(n/2,
    (d-n)/2) with E|u|^{2p} = prod_{j<p}(n+2j)/(d+2j)."""
    n = d // 2
    return math.fsum(math.log(2 * j + 1) + math.log(n + 2 * j) - 2 * math.log(d + 2 * j) for j in range(p))


def log_rho_self(d: int, p: int) -> float:
    """log E[|phi~(s)|^{4p}] = log prod_{j<2p} (n+2j)/(d+2j) (L837's rho_ss' at s' = s)."""
    n = d // 2
    return math.fsum(math.log(n + 2 * j) - math.log(d + 2 * j) for j in range(2 * p))


def _odd(lo: int, hi: int) -> st.SearchStrategy[int]:
    return st.integers(lo, hi).map(lambda j: 2 * j + 1)


_D = st.one_of(st.sampled_from([3, 5, 7]), _odd(1, 50), _odd(1, 50_000))

# ============================================================ L845-L849: rho_ss', rho_rr', rho_aa' (s != s', ...)


@st.composite
def _rho_inst(draw: st.DrawFn) -> dict:
    return {"item": draw(st.sampled_from(("847", "848", "849"))), "d": draw(_D),
            "p": draw(st.one_of(st.sampled_from([1, 3]), _odd(0, 20), _odd(0, 200)))}


def _rho_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """log of the moment: (847) rho_ss' = E<phi~(s), phi~(s')>^{2p}, (848) rho_rr' (k for p; Q has the same
    dimension floor(d/2)), (849) rho_aa' = E<phi(a), phi(a')>^2 = 1/d (sphere), all for distinct tokens."""
    item, d, p = inst["item"], inst["d"], inst["p"]
    lhs = -math.log(d) if item == "849" else log_rho_cross(d, p)
    return Measurement(lhs, {"item": item, "d": d, "p": p}, {"d": d, "p (k at 848)": p})


RHO = Claim(
    id="factrecall.display.lemma3-rho",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 3, INF, integer=True, text="d odd (Lemma 3, L770: P, Q orthogonal of dimension floor(d/2)); "
                  "d = 1 has P = {0}", unreached="d <= 100001"),
            Param("p", 1, INF, integer=True, text="p (k at L848) odd (L786)", unreached="p <= 401")),
    source=f"Proof of Lemma 3, App. C.2: L845-L849, {SEED_FILE}",
    statement="For s != s', r != r', a != a': rho_ss' = E<phi~(s), phi~(s')>^{2p} <= (2p)^p (d/2)^{-p} = (4p)^p d^{-p} "
              "(L847), rho_rr' <= (4k)^k d^{-k} (L848), rho_aa' = E<phi(a), phi(a')>^2 <= d^{-1} (L849).",
    comparison="<=",
    bound=rho_printed,
    measure=_rho_measure,
    strategy=_rho_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Exact: rho_ss' = (2p-1)!! prod_{j<p} (n+2j)/(d+2j)^2 (n = floor(d/2)) well below (4p)^p d^{-p} "
             "(ratio <= (2p-1)!!/(8p)^p); rho_aa' = 1/d exactly (L849 is attained).",
    notes="Logs, exact closed forms (the sphere moments and Beta moments of |Pi_P phi|^2); rho as defined at "
          "L837-L839.",
    mutants={"(4p)^p d^{-2p}: a wrong power of d": rho_wrong_power,
             "rho_aa' <= 1/(d + 1)": rho_d_plus_one},
    auto_mutant=False,
    settings={"ci": {"max_examples": 150, "budget_s": 0.5}},
)

# ===================================== L853-L856: Cauchy-Schwarz and Lemma 13: the product of L4 norms <= 2^{4q}

_L4_CAP = 48  # q above it: SolverFailure (quadrature of degree 4q on a (q+2)^2 Jacobi grid)


@functools.lru_cache(maxsize=256)
def log_he4(n: int) -> float:
    """log E[He_n(Z)^4], He_n the probabilists' Hermite polynomial (Definition 1's tensor along a unit vector,
    unnormalised: E He_n^2 = n!), exact in integers (He_{j+1} = x He_j - j He_{j-1}, E Z^{2i} = (2i-1)!!)."""
    a, b = [1], [0, 1]
    if n == 0:
        return 0.0
    for j in range(1, n):
        c = [0, *b]
        for i, x in enumerate(a):
            c[i] -= j * x
        a, b = b, c
    sq = [0] * (2 * len(b) - 1)
    for i, x in enumerate(b):
        for j, y in enumerate(b):
            sq[i + j] += x * y
    tot = 0
    for i, x in enumerate(sq):
        for j, y in enumerate(sq):
            if (i + j) % 2 == 0 and x and y:
                tot += x * y * math.prod(range(i + j - 1, 0, -2))
    return math.log(tot)


def _hvals(x: np.ndarray, n: int) -> np.ndarray:
    """Orthonormal Hermite polynomials h_0..h_n at x (L1733)."""
    out = np.zeros((n + 1, len(x)))
    out[0] = 1.0
    if n >= 1:
        out[1] = x
    for j in range(1, n):
        out[j + 1] = (x * out[j] - math.sqrt(j) * out[j - 1]) / math.sqrt(j + 1)
    return out


def log_sigma4(d: int, c: np.ndarray) -> float:
    """log E[sigma(<w, phi~(s) + phi~(r)>)^4], w ~ N(0, I_d), sigma = sum_j c_j h_j: <w, x> ~ N(0, t^2), t^2 = |Pi_P
    phi(s)|^2 + |Pi_Q phi(r)|^2, two independent Beta(n/2, (d-n)/2); Gauss-Jacobi in each Beta and Gauss-Hermite in Z,
    exact for the degree (sigma^4 has degree 4q)."""
    from scipy.special import roots_jacobi

    q = len(c) - 1
    n = d // 2
    xb, wb = roots_jacobi(q + 2, (d - n) / 2 - 1, n / 2 - 1)
    b, wb = (1 + xb) / 2, wb / wb.sum()
    z, wz = He.hermegauss(2 * q + 2)
    wz = wz / math.sqrt(2 * math.pi)
    t = np.sqrt(b[:, None] + b[None, :]).ravel()
    w2 = (wb[:, None] * wb[None, :]).ravel()
    s = c @ _hvals((t[:, None] * z[None, :]).ravel(), q)
    return math.log(float((w2[:, None] * wz[None, :]).ravel() @ (s**4)))


@st.composite
def _l4_inst(draw: st.DrawFn, lam: bool = True) -> dict:
    """p, k odd (L786), q = deg sigma >= p + k (c_{p+k} > 0, L790; Assumption 3: every c_j != 0), d odd; sigma = lam
    sum_j c_j h_j with sum c_j^2 = 1 and lam > 0 (the proof fixes no normalisation of sigma). Lemma 3's choice p = k =
    2 ceil(1/eps) + 1 (L881, L885) and q = C2/eps, C2 > 2 (L768) allow q = p + k for every eps <= 1/2 (C2 = eps (4
    ceil(1/eps) + 2))."""
    p = draw(st.one_of(st.sampled_from([1, 3, 13]), _odd(0, 10)))
    k = draw(st.one_of(st.just(p), _odd(0, 10)))
    q = min(p + k + draw(st.one_of(st.just(0), st.integers(0, 6))), _L4_CAP)
    if q < p + k:
        q = p + k
    c = [draw(st.one_of(st.floats(-1.0, -0.05), st.floats(0.05, 1.0))) for _ in range(q + 1)]
    c[p + k] = abs(c[p + k])
    return {"d": draw(_D), "p": p, "k": k, "q": q, "c": c,
            "log_lam": draw(st.one_of(st.just(0.0), st.sampled_from([-10.0, 10.0]), st.floats(-10.0, 10.0))) if lam else 0.0}


def _l4_measure(inst: dict, ctx: Ctx, he_norm: bool = False) -> Measurement:  # noqa: ARG001
    """log of L855's product without its factor rho + rho: (1/2) log E[sigma^4] + (1/2) log E[<He_{p+k}(w), u^p (x) v^k>^4]
    with u = phi~(s') in P, v = phi~(r') in Q orthogonal: <He_{p+k}(w), u^p (x) v^k> = He_p(<w, u^>) He_k(<w, v^>) |u|^p
    |v|^k, so the second factor is E He_p^4 E He_k^4 E|u|^{4p} E|v|^{4k} (Beta moments). ``he_norm``: He_{p+k} divided
    by sqrt((p+k)!) (the reading with an orthonormalised Hermite tensor)."""
    d, p, k, q = inst["d"], inst["p"], inst["k"], inst["q"]
    if q > _L4_CAP or p + k > q:
        raise SolverFailure(f"q = {q} (cap {_L4_CAP}), p + k = {p + k}")
    c = np.asarray(inst["c"][: q + 1], dtype=float)
    c = c / float(np.linalg.norm(c))
    log_lam = float(inst["log_lam"])
    log_sig = 0.5 * log_sigma4(d, c) + 2 * log_lam
    log_he = 0.5 * (log_he4(p) + log_he4(k) + log_rho_self(d, p) + log_rho_self(d, k))
    if he_norm:
        log_he -= math.lgamma(p + k + 1)
    lhs = log_sig + log_he
    return Measurement(lhs, {"q": q, "p": p, "k": k, "log_norm2": 2 * log_lam},
                       {"d": d, "p": p, "k": k, "q": q, "log2 sigma factor": log_sig / math.log(2),
                        "log2 He factor": log_he / math.log(2), "log2 lhs": lhs / math.log(2), "log2 2^{4q}": 4 * q})


L4_PRODUCT = Claim(
    id="factrecall.display.lemma3-l4-product",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 3, INF, integer=True, text="d odd (L770)", unreached="d <= 100001"),
            Param("p", 1, INF, integer=True, text="p odd (L786)", unreached="p <= 21"),
            Param("k", 1, INF, integer=True, text="k odd (L786)", unreached="k <= 21"),
            Param("q", 2, INF, integer=True, text="q = deg sigma >= p + k (c_{p+k} > 0, L790)",
                  unreached="q <= 48 (quadrature cap: a (q+2)^2 x (2q+2) grid)"),
            Param("c_j", -INF, INF, key="c", text="sigma's Hermite coefficients, all non-zero (Assumption 3), "
                  "drawn as a unit vector times lam", unreached="|c_j| in [0.05, 1] before normalising"),
            Param("lam", 0, INF, key="log_lam", text="the scale of sigma (no normalisation printed)",
                  unreached="lam in [e^-10, e^10]")),
    source=f"Proof of Lemma 3, App. C.2: L853-L856, {SEED_FILE}",
    statement="E[omega_is'r'^2] = E[sigma(<w_i, phi~(s) + phi~(r)>)^2 <He_{p+k}(w_i), phi~(s')^p (x) phi~(r')^k>^2] "
              "E[<phi(a*(s',r')), phi(a*(s,r)) - phi(a)>^2] <= E[sigma^4]^{1/2} E[<He_{p+k}(w_i), ...>^4]^{1/2} (rho + "
              "rho) <= 2^{4q} (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')}) (L856, 'applied Lemma 13 to the first two "
              "expectations'); checked: the product of the two L4 factors <= 2^{4q}.",
    comparison="<=",
    bound=l4_printed,
    measure=_l4_measure,
    strategy=_l4_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. Fails even with ||sigma||_{L2} = 1 (reading 'sigma normalised'): He_{p+k} of "
             "Definition 1 (L1751) is the unnormalised Hermite tensor, E<He_{p+k}(w), u^p (x) v^k>^4 = E He_p^4 E He_k^4 "
             "|u|^{4p} |v|^{4k} grows like (p! k!)^2, which no 2^{4q} with q = p + k covers. Smallest kind of "
             "instance: d = 10001, p = k = 13, q = 26 (Lemma 3's p = k = 2 ceil(1/eps) + 1 at eps in [1/6, 1/5), C2 = "
             "26 eps > 2), sigma = unit-norm: log2 lhs = 111.3 against 4q = 104; at d = 3, p = k = 5, q = 10: 40.6 "
             "against 40. Without a normalisation of sigma the left side scales as lam^2 (literal reading: fails by "
             "scaling). Lemma 13 (a polynomial of degree 2(p+k) in w and the embeddings) gives the factor 3^{2(p+k)} "
             "p! k!, not 2^{4q}. With He_{p+k} divided by sqrt((p+k)!) (an orthonormal tensor, not Definition 1's) "
             "and sigma normalised the display holds on the same search (the measure's he_norm switch).",
    second_path="tests/test_factrecall_r7_frsl.py::test_l856_product_exceeds_2_4q",
    corrected=l4_corrected,
    corrected_text="E[sigma^4]^{1/2} E[<He_{p+k}(w), phi~(s')^p (x) phi~(r')^k>^4]^{1/2} <= 2^{4q} p! k! "
                   "||sigma||_{L2(N(0,1))}^2.",
    readings=(Reading("sigma normalised", "||sigma||_{L2(N(0,1))} = 1 (lam = 1): the left side is homogeneous of "
                      "degree 2 in sigma, so 2^{4q} can only hold for a normalised sigma",
                      strategy=_l4_inst(lam=False)),),
    notes="Exact up to quadrature rounding: integer Hermite moments, Beta moments of |Pi_P phi|^2, Gauss-Jacobi x "
          "Gauss-Hermite for the sigma factor. The factor E<phi(a*'), phi(a*) - phi(a)>^2 = rho + rho (L854-L855) is "
          "an equality and cancels from both sides. w_i ~ N(0, I_d) (Lemma 3's construction, L788); Lemma 13 at "
          "L1687-L1693, Definition 1 at L1749-L1753.",
    mutants={"the correction without k! (wrong along k)": l4_corrected_no_k,
             "the correction without ||sigma||^2 (wrong along the scale of sigma)": l4_corrected_no_norm},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 2.5}},
)

# =============================================== L870-L871, L875: the two sums of L866 (exact, small S, R)


@st.composite
def _sums_inst(draw: st.DrawFn, items: tuple[str, ...] = ("870",)) -> dict:
    """S, R <= 5 subjects/relations, a* : [S] x [R] -> [n_ans] drawn (shared answers included: C(a) > 1), (s, r), a !=
    a*(s, r) an answer or a token that is no answer (index -1), d odd, p, k odd. Round 23 (undecidedP): or S, R
    log-uniform up to 2000 with a* drawn from a seed (``big``): every answer shared (n_ans = 1), n_ans log-uniform in
    [1, SR], or a* injective (n_ans = SR); a is then -1 or an answer != a*(s, r) picked from the seed."""
    item = draw(st.sampled_from(items))
    d = draw(st.one_of(st.sampled_from([3, 5]), _odd(1, 50), _odd(1, 5000)))
    p = draw(st.one_of(st.just(1), _odd(0, 10)))
    k = draw(st.one_of(st.just(1), _odd(0, 10)))
    if draw(st.integers(0, 3)) == 0:  # the far end of S, R (vectorised counts)
        s_n = int(round(math.exp(draw(st.floats(0.0, math.log(2000.0))))))
        r_n = int(round(math.exp(draw(st.floats(0.0, math.log(2000.0))))))
        s_n = max(1, min(2000, s_n))
        r_n = max(1, min(2000, r_n))
        mode = draw(st.sampled_from(["shared", "random", "injective"]))
        return {"item": item, "d": d, "p": p, "k": k, "S": s_n, "R": r_n, "big": mode,
                "n_ans": int(round(math.exp(draw(st.floats(0.0, math.log(s_n * r_n)))))) if mode == "random" else 0,
                "s0": draw(st.integers(0, s_n - 1)), "r0": draw(st.integers(0, r_n - 1)),
                "a_none": draw(st.booleans()), "seed": draw(st.integers(0, 2**31 - 1))}
    s_n, r_n = draw(st.integers(1, 5)), draw(st.integers(1, 5))
    n_ans = draw(st.integers(1, s_n * r_n))
    astar = [[draw(st.integers(0, n_ans - 1)) for _ in range(r_n)] for _ in range(s_n)]
    s0, r0 = draw(st.integers(0, s_n - 1)), draw(st.integers(0, r_n - 1))
    a = draw(st.sampled_from([-1, *[j for j in range(n_ans) if j != astar[s0][r0]]]))
    return {"item": item, "d": d, "p": p, "k": k, "S": s_n, "R": r_n, "astar": astar, "s0": s0, "r0": r0, "a": a}


def _sums_astar(inst: dict) -> tuple[np.ndarray, int]:
    """(a* as an S x R integer array, a) of an instance: as drawn, or from the seed of a ``big`` one."""
    if "big" not in inst:
        return np.asarray(inst["astar"], dtype=np.int64), int(inst["a"])
    s_n, r_n, mode = int(inst["S"]), int(inst["R"]), inst["big"]
    rng = np.random.default_rng(int(inst["seed"]))
    if mode == "shared":
        A = np.zeros((s_n, r_n), dtype=np.int64)
    elif mode == "injective":
        A = rng.permutation(s_n * r_n).reshape(s_n, r_n).astype(np.int64)
    else:
        A = rng.integers(0, max(1, int(inst["n_ans"])), (s_n, r_n)).astype(np.int64)
    a0 = int(A[inst["s0"], inst["r0"]])
    others = np.unique(A[A != a0])
    a = -1 if inst["a_none"] or others.size == 0 else int(others[rng.integers(0, others.size)])
    return A, a


def _sums_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Exact rho's: rho_ss' (s' != s) and rho_ss = E|phi~(s)|^{4p} (L837 at s' = s), likewise r with k; rho_aa' = 1 (a
    = a'), 1/d (a != a') (L839, sphere). C(a) = #{(s,r): a*(s,r) = a} (L768). Every (s', r') term, as an S x R array
    (round 23: vectorised, so S, R reach 2000), summed by math.fsum."""
    d, p, k, s_n, r_n = inst["d"], inst["p"], inst["k"], inst["S"], inst["R"]
    s0, r0, item = inst["s0"], inst["r0"], inst["item"]
    A, a = _sums_astar(inst)
    a0 = int(A[s0, r0])
    rs_t, rs_f = math.exp(log_rho_self(d, p)), math.exp(log_rho_cross(d, p))
    rr_t, rr_f = math.exp(log_rho_self(d, k)), math.exp(log_rho_cross(d, k))
    w = np.where(np.arange(s_n) == s0, rs_t, rs_f)[:, None] * np.where(np.arange(r_n) == r0, rr_t, rr_f)[None, :]
    eqa, eq0 = A == a, A == a0
    y = np.where(eqa, 1.0, 1.0 / d) + np.where(eq0, 1.0, 1.0 / d)
    off = np.ones((s_n, r_n), dtype=bool)
    off[s0, r0] = False
    if item == "870":
        lhs = math.fsum((w * y)[off])
        rhs = math.fsum(w[off])
        alt = rhs * (1.0 + 0.5 / d)
    elif item == "871":
        lhs = math.fsum(w[off])
        e_p, e_k = math.exp(p * math.log(4 * p) - p * math.log(d)), math.exp(k * math.log(4 * k) - k * math.log(d))
        rhs = s_n * r_n * e_p * e_k + s_n * e_p + r_n * e_k
        alt = s_n * r_n * e_p * e_k / d ** (p + k) + s_n * e_p / d**p + r_n * e_k / d**k
    else:  # "875"
        lhs = math.fsum(y.ravel())
        c_a = int(eqa.sum()) if a >= 0 else 0
        rhs = c_a + int(eq0.sum()) + 2 * s_n * r_n / d
        alt = rhs - s_n * r_n / d
    return Measurement(lhs, {"item": item, "rhs": rhs, "alt": alt, "d": d},
                       {"item": item, "d": d, "p": p, "k": k, "S": s_n, "R": r_n, "rhs": rhs,
                        "shared": int((y[off] > 1).sum())})


_SUMS_DOMAIN = (Param("d", 3, INF, integer=True, text="d odd (L770)", unreached="d <= 10001"),
                Param("p", 1, INF, integer=True, text="p odd (L786)", unreached="p <= 21"),
                Param("k", 1, INF, integer=True, text="k odd (L786)", unreached="k <= 21"),
                Param("S", 1, INF, integer=True, text="S subjects",
                      unreached="S <= 2000 drawn log-uniform (a ci run of 80 reaches a few hundred; round 23: every (s', r') term as an S x R array; until round 22 "
                                "S <= 5); the sums are linear in the counts, no new regime beyond"),
                Param("R", 1, INF, integer=True, text="R relations", unreached="R <= 2000 (as S)"),
                Param("a*", 0, INF, key="astar", text="any answer map a*(s, r) (shared answers allowed: C(a) >= 1)",
                      unreached="at most S R answers"))

L870 = Claim(
    id="factrecall.display.lemma3-first-sum-drop",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=_SUMS_DOMAIN,
    source=f"Proof of Lemma 3, App. C.2: L868-L870, {SEED_FILE}",
    statement="sum_{(s',r') != (s,r)} rho_ss' rho_rr' (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')}) <= sum_{(s',r') != "
              "(s,r)} rho_ss' rho_rr' (L870's first '<=', a != a*(s,r)).",
    comparison="<=",
    bound=sum_passthrough,
    measure=_sums_measure,
    strategy=_sums_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. The bracket rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')} is 1 + 1/d, not <= 1, whenever "
             "a*(s',r') is a*(s,r) (a shared answer, C(a*(s,r)) >= 2) or a*(s',r') = a. Smallest instance: S = 1, R = "
             "2, a*(s,r1) = a*(s,r2), a another answer, d = 3, p = k = 1: left side rho_ss rho_rr' (1 + 1/3), right "
             "side rho_ss rho_rr' (rho_ss = 1/5, rho_rr' = 1/9): 4/135 against 1/45. Harmless for L866-L879 (a factor "
             "<= 2 inside '<~').",
    second_path="tests/test_factrecall_r7_frsl.py::test_l870_shared_answer",
    corrected=l870_corrected,
    corrected_text="... <= (1 + 1/d) sum_{(s',r') != (s,r)} rho_ss' rho_rr'.",
    notes="Exact rho's (closed forms, rho at L837-L839, C(a) at L768); every (s', r') term enumerated.",
    mutants={"the correction with 1 + 1/(2d)": sum_alt},
    auto_mutant=False,
    settings={"ci": {"max_examples": 80, "budget_s": 0.5}},
)

SUMS = Claim(
    id="factrecall.display.lemma3-sums",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=_SUMS_DOMAIN,
    source=f"Proof of Lemma 3, App. C.2: L870-L875, {SEED_FILE}",
    statement="(L871) sum_{(s',r') != (s,r)} rho_ss' rho_rr' <= SR (4p)^p (4k)^k d^{-p-k} + S (4p)^p d^{-p} + R "
              "(4k)^k d^{-k}; (L875) sum_{s',r'} (rho_{a a*(s',r')} + rho_{a*(s,r) a*(s',r')}) <= C(a) + C(a*(s,r)) + "
              "2SR/d.",
    comparison="<=",
    bound=sum_passthrough,
    measure=_sums_measure,
    strategy=_sums_inst(items=("871", "875")),
    rtol=1e-9,
    expect="holds",
    evidence="Both hold: (L871) each term is at most the matching printed term (rho_ss = E|phi~|^{4p} <= 1); (L875) "
             "the sum is C(a) + C(a*) + (2SR - C(a) - C(a*))/d exactly.",
    notes="Exact rho's (closed forms, rho at L837-L839, C(a) at L768); every (s', r') term enumerated.",
    mutants={"L871 with d^{-2p}, d^{-2k}; L875 with SR/d": sum_alt},
    auto_mutant=False,
    settings={"ci": {"max_examples": 80, "budget_s": 0.5}},
)

# ================================================ L865: Var(gamma_sra) = E[gamma_sra^2] - c_{p+k}^2 (the centering)


@st.composite
def _var_inst(draw: st.DrawFn) -> dict:
    """d odd, p, k odd, q = deg sigma >= p + k, sigma = sum_j c_j h_j with every c_j != 0 and c_{p+k} > 0 (L790)."""
    p = draw(st.one_of(st.just(1), _odd(0, 8)))
    k = draw(st.one_of(st.just(1), _odd(0, 8)))
    q = p + k + draw(st.integers(0, 4))
    c = [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]
    c[p + k] = abs(c[p + k])
    return {"d": draw(_D), "p": p, "k": k, "c": c}


def _var_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(E gamma_sra)^2, E gamma_sra by L808's exact value (checked against the construction by factrecall.lemma3):
    Var = E gamma^2 - (E gamma)^2, so L865's '= E[gamma^2] - c_{p+k}^2' is (E gamma)^2 = c_{p+k}^2, c_{p+k} :=
    E[sigma^{(p+k)}(z)] (L790)."""
    from thmcheck.bounds.factrecall import sec4_appC2_mlp as mlp

    d, p, k = inst["d"], inst["p"], inst["k"]
    coef = tuple(float(x) for x in inst["c"])
    mean = float(mlp.lemma3_mean(d, p, k, coef))
    return Measurement(mean**2, {"p": p, "k": k, "c": float(mlp.c_pk(p, k, coef))},
                       {"d": d, "p": p, "k": k, "E gamma": mean, "c_{p+k}": float(mlp.c_pk(p, k, coef))})


VAR_CENTER = Claim(
    id="factrecall.display.lemma3-var-centering",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 3, INF, integer=True, text="d odd (L770)", unreached="d <= 100001"),
            Param("p", 1, INF, integer=True, text="p odd (L786)", unreached="p <= 17"),
            Param("k", 1, INF, integer=True, text="k odd (L786)", unreached="k <= 17"),
            Param("c_j", -INF, INF, key="c", text="sigma's Hermite coefficients, non-zero (Assumption 3), c_{p+k} > 0 "
                  "(L790)", unreached="|c_j| in [1e-3, 10]")),
    source=f"Proof of Lemma 3, App. C.2: L863-L865, {SEED_FILE}",
    statement="Var(gamma_sra) = E[gamma_sra^2] - c_{p+k}^2 (L865's '='), i.e. (E gamma_sra)^2 = c_{p+k}^2.",
    comparison="==",
    bound=l865_printed,
    measure=_var_measure,
    strategy=_var_inst(),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. E gamma_sra = E[sigma^{(p+k)}(Z sqrt(X + Y)) X^p Y^k] (L808) -> c_{p+k} 2^{-p-k} (the "
             "proof's own L812), not c_{p+k}: the centering drops 2^{-2(p+k)}. Smallest instance: d = 3, p = k = 1, "
             "sigma = (h_0 + h_1 + h_2)/2: (E gamma)^2 = 0.0062 against c_2^2 = 0.5. L879 divides L866 by "
             "c_{p+k}^2 (consistent with this centering), so its right side lacks the factor 2^{2(p+k)} <= 4^q; "
             "Lemma 3's conclusion (constants (C3 log)^{C4/eps}) can absorb it.",
    second_path="tests/test_factrecall_r7_frsl.py::test_l865_mean_is_not_c",
    no_correction_reason="L865 is the definition of the variance with a wrong mean; the correct display is Var = "
                         "E gamma^2 - (E gamma)^2 with E gamma of L808 (c_{p+k} 2^{-p-k} + O(1/d), L812), which is "
                         "an identity, not a bound to check.",
    corrected_text="Var(gamma_sra) = E[gamma_sra^2] - (E gamma_sra)^2, E gamma_sra = c_{p+k} 2^{-p-k} + O(1/d) (L812).",
    notes="E gamma_sra at L808-L812, c_{p+k} at L790. Exact: L808's value in rationals (Beta moments) times the Hermite coefficients (the bound of "
          "factrecall.lemma3, whose Monte Carlo check of the construction confirms L808).",
    mutants={"c_{p+k}^2/2": l865_half},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

# ============================== L889-L892: the proof's width m against Lemma 3's hypothesis L775 (C3, C4 universal)


@st.composite
def _width_inst(draw: st.DrawFn) -> dict:
    """eps in (0, 1], q = C2/eps with C2 > 2 (L768), S, R >= 1, |V| >= S + R + 1 (subjects, relations, an answer),
    delta in (0, 1) as llid = log log(1/delta) (to 700: log(1/delta) ~ 1e304)."""
    s, r = draw(st.integers(1, 10**6)), draw(st.integers(1, 10**6))
    return {"eps": draw(st.one_of(st.just(1.0), st.floats(1e-3, 1.0))),
            "C2": draw(st.one_of(st.floats(2.0 + 1e-9, 10.0), st.floats(10.0, 1e4))),
            "S": s, "R": r, "V": s + r + draw(st.integers(1, 10**6)),
            "llid": draw(st.one_of(st.floats(-20.0, 3.0), st.floats(3.0, 700.0)))}


def _width_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eps log(m_889 / max_a C(a)) with delta' = delta/(SR|V|) (L898) and the shape's L = log(|V|/delta), both
    through log log (llid = log log(1/delta) may pass 700 on a path)."""
    eps, c2, s, r, v, ll = (float(inst["eps"]), float(inst["C2"]), int(inst["S"]), int(inst["R"]), int(inst["V"]),
                            float(inst["llid"]))

    def loglog(a: float) -> float:  # log(a + e^ll), a >= 0
        return ll + math.log1p(a * math.exp(-ll)) if ll > 0 else math.log(a + math.exp(ll))

    ll_dp = loglog(math.log(s) + math.log(r) + math.log(v))
    log_l = loglog(math.log(v))
    lhs = width_l889(eps, c2, ll_dp)
    return Measurement(lhs, {"eps": eps, "C2": c2, "logL": log_l},
                       {"eps": eps, "C2": c2, "q": c2 / eps, "log log(1/delta')": ll_dp, "log log(|V|/delta)": log_l,
                        "S": s, "R": r, "V": v})


def _set(key: str, kind: type = float) -> object:
    return lambda inst, t: {**inst, key: kind(t)}


WIDTH = Claim(
    id="factrecall.display.lemma3-width",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(Param("eps", 0.0, 1.0, lo_closed=False, text="eps a fixed constant (L768), in (0, 1] (Theorem 9, L473)",
                  unreached="eps >= 1e-3"),
            Param("C2", 2.0, INF, lo_closed=False, text="q = C2/eps for some C2 > 2 (L768)", unreached="C2 <= 1e4"),
            Param("S", 1, INF, integer=True, text="subjects", unreached="S <= 1e6"),
            Param("R", 1, INF, integer=True, text="relations", unreached="R <= 1e6"),
            Param("|V|", 3, INF, key="V", integer=True, text="vocabulary, |V| >= S + R + 1", unreached="|V| <= 3e6"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, key="llid",
                  text="failure probability delta in (0, 1), drawn as llid = log log(1/delta)",
                  unreached="log log(1/delta) in [-20, 700]")),
    source=f"Proof of Lemma 3, App. C.2: L889 (the width set by the proof) against the statement's L775, {SEED_FILE}",
    statement="The proof's width m >~ 2^{8q+2} log^{4q+2}(1/delta') c_{p+k}^{-2} max_a C(a) (L889, delta' = delta/"
              "(SR|V|), q = C2/eps) is implied by Lemma 3's hypothesis m >~ (C3 log(|V|/delta))^{C4/eps} max_a C(a) "
              "(L775) for universal C3, C4: uniformly, eps log(m_889/max_a C(a)) <~ 1 + log log(|V|/delta).",
    comparison="<=",
    bound=width_shape,
    measure=_width_measure,
    strategy=_width_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("C2 -> inf (q = C2/eps, the degree of sigma)", "C2", INF, how="path", move=_set("C2"),
                  points=(3.0, 10.0, 30.0, 100.0, 300.0, 1e3, 1e4)),
        Direction("delta -> 0 (llid = log log(1/delta) -> inf)", "llid", INF, how="path", move=_set("llid"),
                  points=(1.0, 3.0, 10.0, 30.0, 100.0, 300.0, 700.0)),
        Direction("eps in (0, 1]", "eps", 0.0, how="search",
                  reason="the strategy spans [1e-3, 1]; lhs = 8 C2 log 2 + 4 C2 log log(1/delta') + O(eps)"),
        Direction("S, R, |V| (delta' = delta/(SR|V|))", "S", INF, how="search",
                  reason="the strategy spans S, R, |V| - S - R in [1, 1e6]; log(1/delta') <= 3 log(|V|/delta)"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. m_889/max_a C(a) = 2^{8 C2/eps + 2} log^{4 C2/eps + 2}(1/delta') grows like "
             "2^{8 C2/eps} in C2 at fixed eps, |V|, delta, while L775's (C3 log(|V|/delta))^{C4/eps} does not "
             "depend on C2: no universal C3, C4 cover every C2 > 2 (eps log(m_889/max C) = 8 C2 log 2 + "
             "4 C2 loglog(1/delta') + O(eps), against the shape 1 + loglog(|V|/delta)). Smallest instance: eps = 1, "
             "S = R = 1, |V| = 3, delta = 1/e: lhs/shape = 16.3 at C2 = 3, 4.9e3 at C2 = 1e3. L883 has the same "
             "gap on the d side (d^{1/eps} >~ 2^{4 C2/eps}). Holds if C4 may depend on C2 (the correction).",
    second_path="tests/test_factrecall_r7_frsl.py::test_l889_width_outgrows_l775",
    corrected=width_corrected,
    corrected_text="m >~ (C3 log(|V|/delta))^{C4 q} max_a C(a) (and likewise for d, md): the exponent C4/eps read "
                   "as C4 q = C4 C2/eps, C3, C4 universal.",
    notes="Closed form in logs. c_{p+k}^{-2} (sigma's) is left to '>~' (it only adds to m_889). The uniform shape "
          "of 'exists C3, C4, K: m_889 <= K (C3 L)^{C4/eps} max C' is 1 + log L (L = log(|V|/delta) >= log 3): the "
          "two are equivalent for eps <= 1 (bounds.factrecall.r7_frsl.width_shape).",
    mutants={"the correction without its log log(|V|/delta) factor (wrong as delta -> 0)": width_corrected_no_log},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ========================= L961-L963 (Theorem 11's proof): Lemma 3's network evaluated at phi(s) + phi~(r), as printed


def sigma_n_mean(coef: list[float], n: int, t2: float) -> float:
    """g(t) = E[sigma^{(n)}(t Z)], sigma = sum_j c_j h_j (h_j = He_j/sqrt(j!)), t^2 = t2: sigma^{(n)} = sum_j c_j
    j!/((j-n)! sqrt(j!)) He_{j-n}, E He_l(tZ) = (t^2 - 1)^{l/2} (l-1)!! (l even)."""
    tot = 0.0
    for j in range(n, len(coef)):
        m = j - n
        if m % 2:
            continue
        tot += coef[j] * math.exp(0.5 * math.lgamma(j + 1) - math.lgamma(m + 1)) * (t2 - 1.0) ** (m // 2) * \
            math.prod(range(m - 1, 0, -2))
    return tot


@st.composite
def _l963_inst(draw: st.DrawFn) -> dict:
    """eps -> p = k = 2 ceil(1/eps) + 1 (L882, L886), q = deg sigma >= p + k (q = C2/eps, C2 > 2), every c_j != 0,
    c_{p+k} > 0 (L790), d odd, S, R subjects/relations, answers and a*, embeddings from a drawn seed."""
    inv = draw(st.integers(1, 5))  # ceil(1/eps)
    p = 2 * inv + 1
    q = 2 * p + draw(st.integers(0, 4))
    c = [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]
    c[2 * p] = abs(c[2 * p])
    s, r = draw(st.integers(1, 4)), draw(st.integers(1, 4))
    na = draw(st.integers(1, s * r))
    return {"p": p, "q": q, "c": c, "d": draw(st.one_of(_odd(5, 100), _odd(100, 2000))), "S": s, "R": r,
            "A": na, "astar": [draw(st.integers(0, na - 1)) for _ in range(s * r)],
            "seed": draw(st.integers(0, 2**32 - 1))}


def _l963_margins(inst: dict, literal: bool) -> tuple[float, float]:
    """The smallest normalised margin over (s, r) of the m -> inf limit of Lemma 3's network (L788, Stein:
    E_w[sigma(w.z) He_{p+k}(w)] = g(|z|) z^{(p+k)}): F(z) = g(|z|) sum_{s',r'} <z, phi~(s')>^p <z, phi~(r')>^k
    phi(a*(s', r')), at z = phi(s) + phi~(r) (literal, L963) or phi~(s) + phi~(r) (Lemma 3, L780); argmax over all of
    V (subjects, relations, answers). Returns (margin, g(|z|) at the worst pair)."""
    p, d, s_n, r_n, na = inst["p"], inst["d"], inst["S"], inst["R"], inst["A"]
    rng = np.random.default_rng(inst["seed"])
    emb = rng.standard_normal((s_n + r_n + na, d))
    emb /= np.linalg.norm(emb, axis=1, keepdims=True)
    n = d // 2
    ps, pr = emb[:s_n].copy(), emb[s_n:s_n + r_n].copy()
    ps[:, n:] = 0.0  # Pi_P: the first floor(d/2) coordinates
    pr[:, :n] = 0.0
    pr[:, 2 * n:] = 0.0  # Pi_Q: the next floor(d/2)
    ans = emb[s_n + r_n:][np.asarray(inst["astar"])]  # phi(a*(s', r')), row s' R + r'
    worst, g_worst = math.inf, 0.0
    for i in range(s_n):
        for j in range(r_n):
            z = (emb[i] if literal else ps[i]) + pr[j]
            g = sigma_n_mean(list(inst["c"]), 2 * p, float(z @ z))
            w = np.outer(ps @ z, np.ones(r_n)) ** p * np.outer(np.ones(s_n), pr @ z) ** p
            f = g * (w.reshape(-1) @ ans)
            logits = emb @ f
            tgt = s_n + r_n + inst["astar"][i * r_n + j]
            other = np.delete(logits, tgt)
            scale = float(np.max(np.abs(logits)))
            mg = (float(logits[tgt]) - float(other.max())) / scale if scale > 0 else 0.0
            if mg < worst:
                worst, g_worst = mg, g
    return worst, g_worst


def _l963_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Literal margin (L963) with Lemma 3's margin (the event 'Lemma 3 holds', L961) as an assumption."""
    lit, g_lit = _l963_margins(inst, literal=True)
    m3, g3 = _l963_margins(inst, literal=False)
    return Measurement(lit, {"m3": m3}, {"m3": m3, "g(|phi(s) + phi~(r)|)": g_lit, "g(|phi~(s) + phi~(r)|)": g3,
                                         "d": inst["d"], "p = k": inst["p"], "q": inst["q"], "S": inst["S"],
                                         "R": inst["R"], "answers": inst["A"]})


def _l963_reading(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The Reading: Lemma 3's margin at phi~(s) + phi~(r) (same event as the claim's assumption)."""
    m3, g3 = _l963_margins(inst, literal=False)
    return Measurement(m3, {"m3": m3}, {"m3": m3, "g(|phi~(s) + phi~(r)|)": g3})


L963 = Claim(
    id="factrecall.display.thm11-lemma3-input",
    catalog_id="factrecall.thm4",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 5, INF, integer=True, text="d odd (Lemma 3, L770)", unreached="d <= 1999"),
            Param("eps", 0.0, INF, lo_closed=False, key="p", text="eps > 0 through p = k = 2 ceil(1/eps) + 1 "
                  "(L882, L886)", unreached="p <= 11 (eps >= 1/5)"),
            Param("q", 6, INF, integer=True, text="deg sigma = q >= p + k, every Hermite coefficient != 0 "
                  "(Assumption 3), c_{p+k} > 0 (L790)", unreached="q <= p + k + 4, |c_j| in [1e-3, 10]"),
            Param("S", 1, INF, integer=True, text="subjects", unreached="S <= 4"),
            Param("R", 1, INF, integer=True, text="relations", unreached="R <= 4"),
            Param("m", 1, INF, text="width m >~ ... (L775)", unreached="m -> inf: the network's limit (LLN)")),
    source=f"Proof of Theorem 11 (formal Theorem 4), App. C: L961-L963, {SEED_FILE}",
    statement="On the event that Lemma 3 holds, there exists a two-layer network F of width m satisfying "
              "argmax_a phi(a)^T F(phi(s) + phi~(r)) = a*(s, r) (L963, as printed: phi(s), not phi~(s)), F the "
              "network Lemma 3 gives (L788).",
    comparison=">",
    bound=margin_zero,
    measure=_l963_measure,
    strategy=_l963_inst(),
    assumptions=(Assumption("lemma3_event", "Lemma 3's conclusion holds for F: argmax_a phi(a)^T F(phi~(s) + "
                            "phi~(r)) = a*(s, r) for all s, r (L780), margin > 1e-9", lambda qd: qd["m3"] - 1e-9),),
    rtol=1e-9,
    expect="erratum as printed",
    readings=(Reading("phi~(s) (intended)", "F at phi~(s) + phi~(r), the output of the attention layer (L959): "
                      "Lemma 3's conclusion verbatim", measure=_l963_reading),),
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed as printed. At z = phi(s) + phi~(r), |z|^2 -> 3/2 (not 1), and the infinite-width network of "
             "Lemma 3 is g(|z|) sum <z, phi~(s')>^p <z, phi~(r')>^k phi(a*) with g(t) = E sigma^{(p+k)}(t Z); "
             "c_{p+k} = g(1) > 0 does not fix the sign of g(sqrt(3/2)) = sum_j c_j sqrt(j!)/(j-p-k)! (1/2)^{(j-p-"
             "k)/2} (j-p-k-1)!!: with c_{p+k+2} negative enough g < 0 and the literal argmax is the wrong token "
             "while Lemma 3's margin is positive, for every d (p = k = 3, sigma = sum_{j<=8} h_j - 2 h_8: g(sqrt(3/2)) = "
             "-23.4, g(1) = 26.8). At small d the extra Pi_Q phi(s) also enters <z, phi~(r')> (ci's shrunk instance: "
             "d = 15, p = k = 7, S = 1, R = 2, g constant: literal margin -1.20, Lemma 3's margin +0.97). The step "
             "meant phi~(s) (L959's output): the Reading holds.",
    second_path="tests/test_factrecall_r7_frsl.py::test_l963_literal_input_flips_sign",
    no_correction_reason="the correction is the input, not a bound: phi~(s) for phi(s) (the Reading), which is "
                         "Lemma 3's conclusion verbatim (factrecall.lemma3).",
    corrected_text="argmax_a phi(a)^T F(phi~(s) + phi~(r)) = a*(s, r).",
    notes="Infinite width (m -> inf is inside 'm >~'; F_m -> F by the law of large numbers, so a negative limit "
          "margin fails with probability -> 1). Embeddings from a drawn seed; margins normalised by max_a "
          "|phi(a)^T F|; P, Q the first two floor(d/2)-coordinate blocks (rotation invariance).",
    mutants={"a normalised margin above 1/2 (run under the Reading)": margin_half},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

# ========================================================== Theorem 9 (L471-L477) with width m = 1, as printed


@st.composite
def _thm9_m1_inst(draw: st.DrawFn) -> dict:
    """eps in (0, 1); N >= 3 inputs; f*(x) = labels[x mod L] (any map of period L <= 40 into [M]); d >= N^eps drawn
    up to N^3; m = 1 (admitted by md >~ N (C3 log(MN/delta))^{C4/eps} once d is large enough: 'eventually d')."""
    n = draw(st.one_of(st.integers(3, 40), st.integers(3, 10**6)))
    m_out = draw(st.integers(2, 50))
    period = draw(st.integers(1, min(n, 40)))
    eps = draw(st.floats(0.05, 0.95))
    return {"N": n, "M": m_out, "labels": [draw(st.integers(0, m_out - 1)) for _ in range(period)], "eps": eps,
            "d": max(1, math.ceil(n**eps)) + draw(st.integers(0, 10**6)), "m": 1}


def _thm9_m1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Width 1: u_y^T V^T sigma(W e_x) = sigma(<w, e_x>) <u_y, v>, so every x gets argmax_y <u_y, v> (sigma > 0),
    argmin_y <u_y, v> (sigma < 0) or a tie (sigma = 0): at most two labels over all x, whatever V, W, sigma and the
    embeddings. The measured side is the upper bound max_{y1, y2} #{x : f*(x) in {y1, y2}} on the inputs any width-1
    network stores (exact count from f*'s label frequencies)."""
    n, lab = int(inst["N"]), list(inst["labels"])
    period = len(lab)
    counts: dict[int, int] = {}
    for i, y in enumerate(lab):
        counts[y] = counts.get(y, 0) + (n - i + period - 1) // period  # #{x < N : x = i mod period}
    top = sorted(counts.values(), reverse=True)
    stored = sum(top[:2])
    return Measurement(float(stored), {"N": n}, {"N": n, "distinct f* values": len(top), "d": inst["d"],
                                                 "d >= N^eps": float(inst["d"]) - n ** inst["eps"], "m": 1})


def _thm9_m1_move(inst: dict, t: float) -> dict:
    n = int(t)
    return {**inst, "N": n, "d": n**3, "labels": [0, 1, 2], "M": max(inst["M"], 3)}


THM9_M1 = Claim(
    id="factrecall.thm9.width-one",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="probabilistic",
    domain=(Param("N", 1, INF, integer=True, text="N >= C1(eps) inputs (hidden: 'eventually N')",
                  unreached="N <= 1e6 drawn, 1e7 on the path"),
            Param("M", 1, INF, integer=True, text="M outputs", unreached="M <= 50"),
            Param("f*", 0, INF, key="labels", text="any f*: [N] -> [M] (L54)", unreached="periodic f*, period <= 40"),
            Param("d", 1, INF, integer=True, text="d >= N^eps; md >~ N (C3 log(MN/delta))^{C4/eps} (at m = 1: d "
                  "large enough, 'eventually d')", unreached="d <= N^3 on the path"),
            Param("eps", 0.0, 1.0, lo_closed=False, hi_closed=False, text="eps in (0, 1)",
                  unreached="eps in [0.05, 0.95]"),
            Param("m", 1, 1, integer=True, text="width m = 1 (m >= 1; Theorem 9 states no lower limit on m)")),
    source=f"Theorem 9 (formal Theorem 2), App. B: L471-L477, {SEED_FILE}",
    statement="eps in (0, 1), d >= N^eps, N >= C1(eps), q = C2/eps (C2 > 2), md >~ N (C3 log(MN/delta))^{C4/eps}: "
              "with probability 1 - delta over the embeddings there exist V, W in R^{m x d} with argmax_{y in [M]} "
              "u_y^T V^T sigma(W e_x) = f*(x) for all x in [N] (20). Checked at width m = 1 (admitted for d large): "
              "the inputs a width-1 network can store, against N.",
    comparison=">=",
    bound=thm9_all_stored,
    measure=_thm9_m1_measure,
    strategy=_thm9_m1_inst(),
    assumptions=(Assumption("d >= N^eps", "d >= N^eps (L473)", lambda qd: qd["d >= N^eps"]),),
    eventually=("N", "d"),
    directions=(Direction("N -> inf with d = N^3 (f* = x mod 3)", "N", INF, how="path", move=_thm9_m1_move,
                          points=(3.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6, 1e7), grows=("N", "d")),),
    rtol=0.0,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed. At m = 1, u_y^T V^T sigma(W e_x) = sigma(<w, e_x>) <u_y, v>: the argmax is argmax_y "
             "<u_y, v> or argmin_y <u_y, v> (or a tie) for every x, so an f* with three or more distinct values is "
             "never stored, for every draw of the embeddings, every sigma and every d; Theorem 9's hypothesis only "
             "bounds md, which m = 1 meets once d >~ N (C3 log(MN/delta))^{C4/eps}. Smallest instance: N = M = 3, "
             "f* = identity, any d >= 3^eps: at most 2 of 3 inputs stored (probability 0, not 1 - delta). Found by "
             "round 6's auditor b (side observation).",
    second_path="tests/test_factrecall_r7_frsl.py::test_thm9_width_one_two_labels",
    no_correction_reason="the missing hypothesis is a lower bound on m (the proof's concentration step L574 needs "
                         "m >~ 2^{3q+3k} polylog, round 6's thm9-variance audit); its constant is not derived here.",
    corrected_text="add m >~ 2^{3q+3k} polylog(MN/delta) (or at least m >= 2 when f* takes 3 or more values).",
    notes="Exact count (no randomness needed: the bound holds for every draw). 'eventually' N and d: the crossing "
          "persists along N -> inf with d = N^3 (so d >= N^eps and md = N^3 >~ N polylog).",
    mutants={"all inputs but one stored (N - 1)": thm9_all_but_one},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ================================================ Lemma 2 (L632-L642) with one answer shared by every subject


@st.composite
def _l2_shared_inst(draw: st.DrawFn) -> dict:
    """n = |V^(h)| subjects all with A^{z'} = {a} (max_z |A^z| = 1), d, delta; d_h -> inf (d_h >~ n log^6 is a lower
    bound; gamma_az converges a.s. as d_h grows, so the limit's success probability bounds limsup of finite d_h's)."""
    return {"n": draw(st.one_of(st.integers(2, 100), st.integers(2, 10**9))),
            "d": draw(st.one_of(st.integers(2, 100), st.integers(2, 10**6))),
            "delta": draw(st.floats(1e-6, 0.25))}


def _l2_shared_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Upper bound on P(the conclusion holds): P(|gamma_az - 1| <= 1/5) at one z (Paley-Zygmund, closed form)."""
    n, d = int(inst["n"]), int(inst["d"])
    return Measurement(lemma2_pz_upper(n, d), {"delta": float(inst["delta"])},
                       {"n": n, "d": d, "(n - 1)/d": (n - 1) / d})


def _l2_shared_move(inst: dict, t: float) -> dict:
    n = int(t)
    return {**inst, "n": n, "d": max(2, math.isqrt(n))}


L2_SHARED = Claim(
    id="factrecall.lemma2.shared-answer",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="probabilistic",
    domain=(Param("|V^(h)|", 1, INF, key="n", integer=True, text="any V^(h) subset of V (here n subjects)",
                  unreached="n <= 1e9 drawn; the path to 1e12"),
            Param("A^z", 1, INF, key="n", text="any A^z subset of V; here A^{z'} = {a} for all z' (one shared answer)",
                  unreached="other A^z: factrecall.lemma2"),
            Param("d", 2, INF, integer=True, text="d >~ max_z |A^z| log^6(|V|/delta) (= log^6: 'eventually d')",
                  unreached="d <= 1e6 (1e6 on the path)"),
            Param("d_h", 1, INF, text="d_h >~ |V^(h)| log^6(|V|/delta)", unreached="d_h -> inf (the limit)"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
                  unreached="delta in [1e-6, 0.25] (a larger delta only weakens the statement)")),
    source=f"Lemma 2, App. C.1: L632-L642, {SEED_FILE}",
    statement="d >~ max_z |A^z| log^6(|V|/delta), d_h >~ |V^(h)| log^6(|V|/delta), W = (d/d_h) sum_z sum_{a in A^z} "
              "sum_i phi(a) phi(z)^T w_i w_i^T: with probability 1 - delta, |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 "
              "for all z in V^(h), a in V. Checked with A^{z'} = {a} for all n subjects (max |A^z| = 1): an upper "
              "bound on the success probability against 1 - delta.",
    comparison=">=",
    bound=lemma2_success,
    measure=_l2_shared_measure,
    strategy=_l2_shared_inst(),
    eventually=("n", "d"),
    directions=(Direction("n -> inf with d = floor(sqrt(n)) (d >~ log^6(n/delta) eventually)", "n", INF,
                          how="path", move=_l2_shared_move,
                          points=(10.0, 100.0, 1e3, 1e4, 1e6, 1e8, 1e10, 1e12), grows=("n", "d")),),
    rtol=1e-9,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/factrecall.md): confirmed. With one answer a shared by all n subjects, gamma_az -> d/(d-1) (|P phi(z)|^2 + sum_{z' "
             "!= z} <P phi(z), phi(z')>) as d_h -> inf: the n - 1 cross terms have variance ~ (n - 1)/d, while the "
             "hypothesis only asks d >~ max_z |A^z| log^6 = log^6(|V|/delta). Along n -> inf with d = sqrt(n) "
             "(admissible eventually for every hidden constant), Paley-Zygmund on T^2 gives P(success at one z) <= "
             "2/3 + o(1) < 1 - delta (delta <= 1/4): n = 1e4, d = 100: <= 0.676. Round 6's audit of "
             "lemma2-variance-shape (L683 drops the 1/d cross terms) predicted it.",
    second_path="tests/test_factrecall_r7_frsl.py::test_lemma2_shared_answer_monte_carlo",
    no_correction_reason="the hypothesis that would serve is d >~ (max_a #{z : a in A^z}) log^6(|V|/delta) (the "
                         "number of subjects sharing an answer); its constant is not derived here.",
    corrected_text="d >~ max_a |{z in V^(h) : a in A^z}| log^6(|V|/delta) (with max_z |A^z|).",
    notes="Closed-form moments (sphere coordinates, E t^2 = 1/d, E t^4 = 3/(d(d+2))); the bound uses only one z (the "
          "conclusion needs all). d_h -> inf: gamma_az -> the limit a.s., and P(|gamma - 1| <= 1/5) is a closed "
          "event, so limsup over d_h of the success probability is at most the limit's.",
    mutants={"probability 1 - 1.2 delta": lemma2_success_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ================================================================ L810-L812: |E gamma_sra - c_{p+k} 2^{-p-k}| <~ 1/d


def _l812_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """|E gamma_sra - c_{p+k} 2^{-p-k}|, E gamma_sra by L808's exact value (rationals times Hermite coefficients)."""
    from thmcheck.bounds.factrecall import sec4_appC2_mlp as mlp

    d, p, k = inst["d"], inst["p"], inst["k"]
    if d > 200_001:
        raise SolverFailure(f"d = {d}: exact Beta moments capped at d = 200001")
    coef = tuple(float(x) for x in inst["c"])
    mean = float(mlp.lemma3_mean(d, p, k, coef))
    lim = float(mlp.c_pk(p, k, coef)) / 2 ** (p + k)
    return Measurement(abs(mean - lim), {"d": d}, {"d": d, "p": p, "k": k, "E gamma": mean, "c 2^{-p-k}": lim})


L812 = Claim(
    id="factrecall.display.lemma3-mean-limit",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=VAR_CENTER.domain,
    source=f"Proof of Lemma 3, App. C.2: L810-L812, {SEED_FILE}",
    statement="|E[gamma_sra] - c_{p+k} 2^{-p-k}| <~ 1/d (L812; E gamma_sra = E[sigma^{(p+k)}(Z sqrt(|phi~(s)|^2 + "
              "|phi~(r)|^2)) |phi~(s)|^{2p} |phi~(r)|^{2k}], L808).",
    comparison="<=",
    bound=inv_d,
    measure=_l812_measure,
    strategy=_var_inst(),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("d -> inf", "d", INF, how="path", move=lambda inst, t: {**inst, "d": 2 * (int(t) // 2) + 1},
                  points=(11.0, 101.0, 1001.0, 10001.0, 100001.0)),
        Direction("d -> inf, sigma of degree p + k (no O(1/d^2) term with a large constant masks the 1/d one)", "d",
                  INF, how="path", move=lambda inst, t: {**inst, "d": 2 * (int(t) // 2) + 1},
                  points=(11.0, 101.0, 1001.0, 10001.0, 100001.0),
                  start=lambda inst: len(inst["c"]) == inst["p"] + inst["k"] + 1),
        Direction("p, k, sigma (c_j)", "p", INF, how="search",
                  reason="eps is a fixed constant (L768), so p, k = 2 ceil(1/eps) + 1 and sigma are fixed: '<~' may "
                         "depend on them; the strategy varies p, k <= 17 odd and c_j, no path follows them"),
    ),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: |E gamma - c 2^{-p-k}| d levels off along d -> inf (X, Y ~ Beta(n/2, (d-n)/2), E X = 1/2 - "
             "1/(2d), Var X = O(1/d); E He_l(tZ) = (t^2 - 1)^{l/2} (l-1)!! with E(X + Y - 1) = -1/d).",
    notes="Exact rationals (bounds.factrecall.sec4_appC2_mlp.lemma3_mean, the Lemma 3 claim's own L808 value).",
    mutants={"1/d^2 (a wrong power of d)": inv_d_squared},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

# ========================================== L889-L892: m, md at L889's thresholds make both products of L891-L892 <~ 1


@st.composite
def _l891_inst(draw: st.DrawFn) -> dict:
    """q >= 1, log(1/delta') > 0, c_{p+k} > 0, an answer map's counts C(a), S, R, d; m and md at L889's thresholds
    (constant 1, or any larger factor), as printed."""
    s, r = draw(st.integers(1, 10**4)), draw(st.integers(1, 10**4))
    counts = draw(st.lists(st.integers(1, s * r), min_size=1, max_size=6))
    return {"item": draw(st.sampled_from(("891", "892"))), "q": draw(st.integers(1, 200)),
            "log_inv_dp": draw(st.one_of(st.floats(1e-3, 10.0), st.floats(10.0, 1e6))),
            "c": draw(st.floats(1e-6, 1e3)), "S": s, "R": r, "counts": counts,
            "ia": draw(st.integers(0, 5)), "ib": draw(st.integers(0, 5)), "d": draw(st.integers(1, 10**6)),
            "fm": draw(st.one_of(st.just(1.0), st.floats(1.0, 1e3))), "fmd": draw(st.one_of(st.just(1.0),
                                                                                         st.floats(1.0, 1e3)))}


def _l891_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Logs of 2^{4q+2} log^{4q+2}(1/delta') 2^{4q} (C(a) + C(a*))/(m c^2) (L891) and of ... SR/(m d c^2) (L892) at
    m = fm max(2^{8q+2} log^{4q+2}(1/delta') c^{-2} max C, 2^{8q+2} log^{4q+2}(1/delta') c^{-2} SR/d) (both L889
    conditions)."""
    q, lg, c, s, r, d = inst["q"], inst["log_inv_dp"], inst["c"], inst["S"], inst["R"], inst["d"]
    counts = inst["counts"]
    ca, cb = counts[inst["ia"] % len(counts)], counts[inst["ib"] % len(counts)]
    base = (8 * q + 2) * math.log(2.0) + (4 * q + 2) * math.log(lg) - 2 * math.log(c)
    log_m = max(base + math.log(max(counts)) + math.log(inst["fm"]),
                base + math.log(s * r) - math.log(d) + math.log(inst["fmd"]))
    pre = (4 * q + 2) * math.log(2.0) + (4 * q + 2) * math.log(lg) + 4 * q * math.log(2.0) - 2 * math.log(c)
    if inst["item"] == "891":
        lhs = pre + math.log(ca + cb) - log_m
    else:
        lhs = pre + math.log(s * r) - log_m - math.log(d)
    return Measurement(lhs, {"item": inst["item"]}, {"q": q, "C(a) + C(a*)": ca + cb, "max C": max(counts)})


L891 = Claim(
    id="factrecall.display.lemma3-width-products",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    domain=(Param("q", 1, INF, integer=True, text="q = C2/eps (L768)", unreached="q <= 200"),
            Param("delta'", 0.0, 1.0, lo_closed=False, hi_closed=False, key="log_inv_dp",
                  text="delta' in (0, 1), as log(1/delta')", unreached="log(1/delta') in [1e-3, 1e6]"),
            Param("c_{p+k}", 0.0, INF, lo_closed=False, key="c", text="c_{p+k} > 0 (L790)",
                  unreached="c in [1e-6, 1e3]"),
            Param("C(a)", 1, INF, key="counts", text="answer counts C(a) <= SR (L768)", unreached="<= 6 answers"),
            Param("S, R, d", 1, INF, key="S", text="S, R, d >= 1", unreached="S, R <= 1e4, d <= 1e6"),
            Param("m", 0.0, INF, key="fm", text="m at or above both thresholds of L889",
                  unreached="factor <= 1e3 over the threshold")),
    source=f"Proof of Lemma 3, App. C.2: L889-L892, {SEED_FILE}",
    statement="With m >~ 2^{8q+2} log^{4q+2}(1/delta') c_{p+k}^{-2} max_a C(a) and md >~ 2^{8q+2} log^{4q+2}"
              "(1/delta') c_{p+k}^{-2} SR (L889): 2^{4q+2} log^{4q+2}(1/delta') 2^{4q} (C(a) + C(a*(s,r)))/(m "
              "c_{p+k}^2) <~ 1 (L891) and 2^{4q+2} log^{4q+2}(1/delta') 2^{4q} SR/(m d c_{p+k}^2) <~ 1 (L892); at "
              "the thresholds with constant 1 the products are (C(a) + C(a*))/max C <= 2 and <= 1.",
    comparison="<=",
    bound=l891_printed,
    measure=_l891_measure,
    strategy=_l891_inst(),
    rtol=1e-9,
    expect="holds",
    evidence="Holds: exact cancellation, (C(a) + C(a*))/max C <= 2 (2 when a, a*(s,r) both carry max C) and SR/SR "
             "= 1; whether L889's m is admitted by Lemma 3's hypothesis is factrecall.display.lemma3-width.",
    notes="Logs, closed form.",
    mutants={"both products <= 1": l891_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.8}},
)

# ==================================================== L1761-L1763: Stein's lemma E[f(x) He_k(x)] = E[nabla^k f(x)]


@st.composite
def _stein_inst(draw: st.DrawFn) -> dict:
    """d = 2 (f depends on x through two directions a, b; the identity is contracted with u^{(x)k}, u any vector),
    f(x) = P(<a, x>) Q(<b, x>), P, Q polynomials of degree <= 6 with drawn coefficients, k in [0, 8]."""
    vec = st.tuples(st.floats(-2.0, 2.0), st.floats(-2.0, 2.0))
    poly = st.lists(st.floats(-3.0, 3.0), min_size=1, max_size=7)
    u = draw(vec.filter(lambda t: abs(t[0]) + abs(t[1]) > 1e-3))
    return {"k": draw(st.integers(0, 8)), "a": draw(vec), "b": draw(vec), "u": u, "P": draw(poly), "Q": draw(poly)}


def _stein_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """<E[f(x) He_k(x)], u^{(x)k}> = E[f(x) |u|^k He_k(<x, u>/|u|)] and <E nabla^k f, u^{(x)k}> = E[D_u^k f] (Leibniz:
    sum_j C(k, j) (a.u)^j (b.u)^{k-j} P^{(j)}(a.x) Q^{(k-j)}(b.x)), both by 2-d Gauss-Hermite quadrature (exact for
    the degree)."""
    from numpy.polynomial import polynomial as Pn

    k = int(inst["k"])
    a, b, u = (np.asarray(inst[key], dtype=float) for key in ("a", "b", "u"))
    pc, qc = np.asarray(inst["P"], dtype=float), np.asarray(inst["Q"], dtype=float)
    z, w = He.hermegauss(16)
    w = w / w.sum()
    x1, x2 = np.meshgrid(z, z, indexing="ij")
    pts = np.stack([x1.ravel(), x2.ravel()], axis=1)
    wt = np.outer(w, w).ravel()
    ax, bx, ux = pts @ a, pts @ b, pts @ u
    nu = float(np.linalg.norm(u))
    f = Pn.polyval(ax, pc) * Pn.polyval(bx, qc)
    lhs = float(np.sum(wt * f * nu**k * He.hermeval(ux / nu, [0] * k + [1])))
    rhs = 0.0
    for j in range(k + 1):
        rhs += math.comb(k, j) * float(a @ u) ** j * float(b @ u) ** (k - j) * float(
            np.sum(wt * Pn.polyval(ax, Pn.polyder(pc, j)) * Pn.polyval(bx, Pn.polyder(qc, k - j))))
    return Measurement(lhs, {"rhs": rhs, "k": k}, {"k": k, "rhs": rhs})


STEIN = Claim(
    id="factrecall.display.lemma16-stein",
    catalog_id="factrecall.lemma16",
    paper=PAPER,
    kind="step",
    domain=(Param("k", 0, INF, integer=True, text="k >= 0", unreached="k <= 8"),
            Param("f", 0, INF, key="P", text="f in L^2(mu_d), k times differentiable",
                  unreached="f = P(<a,x>) Q(<b,x>), P, Q of degree <= 6 (polynomials are dense; quadrature exact)"),
            Param("d", 1, INF, key="u", text="x ~ N(0, I_d); the identity contracted with u^{(x)k}",
                  unreached="d = 2 (f depends on two directions; the other coordinates integrate out)")),
    source=f"Lemma 16 (Properties of Hermite Tensors), App. F.1: L1761-L1763, {SEED_FILE}",
    statement="(Stein's Lemma) For x ~ N(0, I_d), f in L^2(mu_d): E_x[f(x) He_k(x)] = E_x[nabla^k f(x)] (checked "
              "contracted with u^{(x)k}: <He_k(x), u^{(x)k}> = |u|^k He_k(<x, u>/|u|)).",
    comparison="==",
    bound=stein_rhs,
    measure=_stein_measure,
    strategy=_stein_inst(),
    rtol=1e-8,
    atol=1e-8,
    expect="holds",
    evidence="Holds (Gaussian integration by parts, k times), to quadrature rounding.",
    notes="16-point Gauss-Hermite per axis (exact up to degree 31; f He_k has degree <= 20).",
    mutants={"right side / k!": stein_missing_factorial},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS: list[Claim] = [RHO, L4_PRODUCT, L870, SUMS, VAR_CENTER, WIDTH, L963, THM9_M1, L2_SHARED, L812, L891, STEIN]
