"""chenli (part B): Sections 6-9 (LP-based certification, proxy, span extraction, value matrices) and the
Section 11 lower-bound construction of Chen & Li, "Provably learning a multi-head attention layer".

Catalog: ``shared/claims/chenli.md`` sections 5-10 and 13; paper: ``shared/seeds/000_7ee2e1d97e13a266.txt``.
The LP component lives in ``models.lpcert``; the attention-layer quantities in ``models.chenli_attention``;
the Section 11 construction in ``models.chenli_lower``; the bounds in ``bounds.chenli_lp``.
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction
from functools import lru_cache

import mpmath
import numpy as np
import torch
from hypothesis import strategies as st
from scipy.linalg import hadamard

from bounds import chenli_lp as B
from bounds.num import mp
from checks.claim import Assumption, Claim, Ctx, Measurement, Reading, uncertified
from checks.domain import INF, Param
from checks.profiles import experiment_scale
from checks.stats import fit_exponent
from checks.strategies import SEEDS, log_uniform, with_edges
from models import chenli_attention as A
from models import chenli_hull as H
from models import chenli_lower as L
from models import chenli_lpcertify as LP
from models import chenli_proxy as P7
from models.lpcert import SimplexLS

PAPER = "chenli"
SEED_FILE = "shared/seeds/000_7ee2e1d97e13a266.txt"


def _record(cid: str, source: str, statement: str, kind: str, reason: str, comparison: str = "<=") -> Claim:
    """A claim kept as a record only (not checkable at this scale, or not encoded yet)."""
    return Claim(id=cid, paper=PAPER, source=f"{source}, {SEED_FILE}", statement=statement, kind=kind,
                 comparison=comparison, bound=None, measure=None, checkable=False, not_checkable_reason=reason)


RECORDS: list[Claim] = [
    _record("chenli.prop6.1", "Proposition 6.1, Section 6, L1376",
            "w.p. >= 1 - delta*: sup_{alpha in simplex} ||alpha^T X Delta|| <= (eps/4) min_i ||W_i||_F",
            "probabilistic", "hidden constant c of Eq. (60): no explicit probability to compare with; the per-X "
            "predicate is used inside the event E of chenli.lemma6.3"),
    _record("chenli.lemma6.5", "Lemmas 6.5/6.6, Section 6.4, L1583-L1609",
            "reductions to a sign event (Item 2 of Lemma 6.4)", "deterministic",
            "not falsifiable as printed: with Item 1 and the sign condition the worst case is exact (eta_i = "
            "-/+ xi||Theta_1||/2 following sign(alpha_i), x^T E (X_2 - X_3)^T = 0), and Item 2 with margin c_* eps*/4 "
            "then holds iff c_* eps*/4 >= (xi||Theta_1||/2)(1 + sum|alpha_i|); whether it does is decided only by the "
            "hidden constants of (70)-(72) (all set to 1 it fails whenever 1/2 + 1/lambda < 2(1 + sum|alpha_i|), "
            "e.g. lambda near 1; other choices make it hold), so a sampled check would test our choice of constants, "
            "not the paper (derived by algebra, helper clK)"),
    _record("chenli.lemma6.8", "Lemma 6.8 (and Corollary 6.10, Lemmas 6.11-6.12), Section 6.4, L1653-L1773",
            "first-row events E_1 hold with all but small constant probability", "probabilistic",
            "hidden constants (O(sqrt log m), <~, 'arbitrarily small constant failure probability') in every item; "
            "Items 1, 4, 5 rest on Theorem 3.1 (Hanson-Wright, recorded as chenli.thm3.1 for the same reason) and "
            "on Assumptions 2-5 at their hidden constants. Lemma 6.9, the one explicit step (Paley-Zygmund, 1/12), "
            "is checked as chenli.lemma6.9"),
    _record("chenli.def6.13", "Definition 6.13, L2074", "(eps, zeta)-tight enclosure", "construction",
            "a definition, nothing to check"),
    _record("chenli.lemma6.15", "Lemma 6.15, Section 6.5, L2104-L2150",
            "far points violate a constraint from any X in E satisfying Lemma 6.4's items", "algorithmic",
            "hidden constants (eps* >= C eps, margins Theta(eps*)); needs X in E, i.e. d >= 512 (k=3, m=2)"),
    _record("chenli.cor6.16", "Corollary 6.16, Section 6.5, L2150-L2174",
            "after T samples K contains no Theta eps*-far from K_Theta", "algorithmic",
            "hidden constants (eps* >= C eps with C unspecified, T with Theta(.) exponents). A non-certifying probe "
            "exists: chenli.alg1 runs LPCERTIFY on E-exact examples and reports the verified support function "
            "h_K(U) (U orthogonal to span(Theta_i)) and the min-norm point's distance to K_Theta; at d = 8, T = 1500 "
            "rank(A) = 62 < 64 and h_K(U) ~ 0.6 of the ball radius, i.e. K is not tight (the corollary's T is "
            "Theta(1/xi)^m R^{Theta(m/lambda)} d^2 log(.)). chenli.alg1 under the deep profile uses d = 16, T = 2e5; "
            "a certifying run needs >= d^2 constraints from X in E and a swept C in eps* (GPU/large machine), and "
            "the verdict would still rest on the unspecified C"),
    _record("chenli.thm6.17", "Theorem 6.17, Section 6.5, L2176-L2234",
            "K is an (O(eps*), O(eps/d))-tight enclosure; ||Theta* - hatTheta*||_F <~ sqrt(eps||Theta_1||/lambda) "
            "+ kappa^{1/2} m^{1/4} lambda^{-3/4} ||Theta_1||", "algorithmic",
            "hidden constants; T = Theta(1/xi)^m R^{Theta(m/lambda)} d^2 samples; not testable at CPU scale"),
    _record("chenli.lemma7.1", "Lemma 7.1 / Algorithm 2, Section 7, L2276-L2306",
            "LEASTSQUARESREFINE: ||hatW - sum W_i||_F <= 2mdk^{3/2} exp(-omega sqrt(log d)||Theta_1|| + O(omega^2))",
            "algorithmic", "hidden O(omega^2) in an exponent and N = d^{O(omega^2 m/lambda^4)}: not testable"),
    _record("chenli.alg2", "Algorithm 2, Section 7, L2276-L2306", "LEASTSQUARESREFINE", "algorithmic",
            "an algorithm; its guarantee is chenli.lemma7.1 (hidden constants)"),
    _record("chenli.lemma7.5", "Lemmas 7.5/7.6, Section 7, L2499-L2543",
            "P[|X_1 Theta X_a^T| > tau] <= exp(-Omega(a^2)) (+ m exp(-Omega(m r_Theta)))", "probabilistic",
            "hidden constants Omega(.)"),
    _record("chenli.lemma7.7", "Lemma 7.7, Section 7, L2573-L2609", "bounded distortion of X_2 | A",
            "probabilistic", "hidden constants exp(O(omega^2)), exp(-Omega(.))"),
    _record("chenli.lemma7.8", "Lemma 7.8, Section 7, L2615-L2637", "sigma_min(B) >~ sqrt(N) exp(-Omega(omega^2))",
            "probabilistic", "hidden constants"),
    _record("chenli.lemma8.1", "Lemma 8.1 / Algorithms 3-4, Section 8, L2683-L2735",
            "NETFROMENCLOSURE outputs a list containing eps*-approximations of every Theta_i", "algorithmic",
            "a check could not fail: NETFROMENCLOSURE is existential over an exponential list, and with any valid "
            "(eps, zeta)-tight enclosure (idealized K = {P + E: P in the zeta-neighbourhood of conv(Theta_i) in the "
            "span, E perpendicular, ||E|| <= eps h}) the best list entry of each step is loose against nu_{l+1}: Items "
            "2-3 of Def. 6.13 keep every M' in K within eps||M'|| of the span, so the ratio stays ~1/(2 sqrt 2) of "
            "nu_{l+1} = 2d sqrt(2m/lambda)(sum nu_a + eps) at m = 2 (orthogonal equal-norm Theta) and a 10 % or "
            "dropped-factor-2 mutant could never die; the list size O(.)^{O(m^2)} is hidden. Algorithm 4 line 8 "
            "prints the threshold sqrt(lambda)/(d sqrt(2m)) where the proof uses rho/d = sqrt(lambda/2m)||Theta_1||_F/d "
            "(a typo when ||Theta_1|| != 1)"),
    _record("chenli.lemma8.2", "Lemma 8.2, Section 8, L2691-L2810", "one step of the accumulation",
            "algorithmic", "holds on every valid instance by a direct argument, so a check could not fail: each "
            "returned M* = M' - A~ is orthogonal to the M^(a) with ||M*|| >= rho/d and dist(M*, span) <= eps||M'|| + "
            "||Pi_perp A~|| <= (2 eps + sum nu_a)||Theta_1||, so dist/||M*|| <= d sqrt(2m/lambda)(sum nu_a + 2 eps) "
            "<= nu_{l+1}. The slip is in the printed PROOF only (not an erratum of the statement): the step "
            "'||Theta_1||(sum nu_a + 2 eps) <= (nu_{l+1}/2)||M*||' fails for ||M*|| < (rho/d)(sum nu + 2 eps)/(sum nu "
            "+ eps); exact witness m = d = 2, lambda = 1, Theta_i = E_ii, eps = 1/100, M' = E_11/4 at l = 0: the step "
            "reads 1/50 <= 1/100 while dist = 0 (tests/test_chenli_sec8.py, fractions)"),
    _record("chenli.alg5", "Algorithm 5, Section 9, L2860-L2889", "ESTIMATEVALUEMATRICES", "algorithmic",
            "an algorithm; its guarantee is chenli.lemma9.1"),
    _record("chenli.lemma9.1", "Lemma 9.1, Section 9, L2860-L2961",
            "E||hatF - F||^2 <~ eps^2 d^4 k^3 m ||W_1||_F^2", "algorithmic", "hidden constant; not encoded"),
    _record("chenli.thm9.5", "Theorems 9.5/9.6, Section 9, L2947-L2955",
            "standard Rademacher uniform convergence", "probabilistic",
            "a cited textbook result; not a claim of the paper"),
    _record("chenli.conj11.9", "Conjecture 11.9/11.12, Section 11, L3195-L3236",
            "LWR hardness conjectures", "separation", "a cryptographic conjecture: not checkable"),
    _record("chenli.def11.8", "Definitions 11.8/11.11, Section 11, L3190-L3230", "LWR function definitions",
            "construction", "a definition, nothing to check"),
]


# ====================================================================================== Section 11 (exact)

# ---------------------------------------------------------------------------- Proposition 11.3 (L3057-L3067)


@st.composite
def _prop11_3_instances(draw: st.DrawFn) -> dict:
    z = draw(with_edges(st.floats(-80.0, 80.0, allow_nan=False), 0.0, -3.0, 1.9, -1e-3, 80.0, -80.0, 150.0, -150.0))
    return {"z": float(z)}


def _prop11_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    z = torch.tensor(inst["z"], dtype=torch.float64)
    return Measurement(float((L.phi_t(z) - z).abs()), {"z": inst["z"]})


def _prop11_3_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        z = mp(inst["z"])
        return Measurement(abs(z * mpmath.tanh(z / 2) - z), {"z": z})


PROP11_3 = Claim(
    id="chenli.prop11.3", paper=PAPER, source=f"Proposition 11.3, Section 11.1, {SEED_FILE} L3057-L3067",
    statement="phi(z) := z tanh(z/2). phi(0) = 0. Furthermore, for any z in R, |phi(z) - z| <= e^{-z/3}.",
    kind="deterministic", comparison="<=", bound=B.prop11_3, measure=_prop11_3_measure, exact=_prop11_3_exact,
    strategy=_prop11_3_instances, expect="erratum",
    second_path="tests/test_chenli_errata.py::test_prop11_3_second_path",
    evidence=("False for every z <= -2.2 or so: phi is even, so for z < 0 |phi(z) - z| = phi(|z|) + |z| ~ 2|z| "
              "while e^{-z/3} = e^{|z|/3}; at z = -3: lhs = 3 tanh(1.5) + 3 = 5.7109 > e^1 = 2.7183 (float64 and "
              "60-digit mpmath agree). The proof says 'phi is symmetric so it suffices to consider positive z', "
              "but phi(z) - z is not symmetric. What the proof shows (and Lemma 11.5 uses, via |phi(z) - |z||) is "
              "|phi(z) - |z|| <= e^{-|z|/3}; for z >= 0 the printed bound holds (max ratio 0.931 near z = 1.9)."),
    corrected=B.prop11_3_corrected,
    mutants={"corrected exponent -|z|/2": lambda z: B.prop11_3_corrected(z) - B.exp(-abs(z) / 3)
             + B.exp(-abs(z) / 2)},
    notes="Corrected bound e^{-|z|/3} + 2max(0,-z) is tight as z -> -inf (ratio -> 1) and within 7% near z = 1.9.",
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}},
    domain=(Param("z", -INF, INF, text="any z in R"),),
)


# ---------------------------------------------------------------------------- Proposition 11.4 (L3069-L3075)


@st.composite
def _prop11_4_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(2, 12))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    X = rng.choice([-1.0, 1.0], size=(2, d))
    if draw(st.booleans()):
        X[1, 0] = -X[0, 0]  # a_1 != a_2 (the case the reduction uses)
    tau = draw(with_edges(st.floats(-20.0, 20.0), 0.0, -150.0, 150.0))
    vs = draw(st.floats(0.0, 10.0))
    v = rng.normal(size=d - 1) * vs
    return {"d": d, "X": X, "tau": float(tau), "v": v, "s": draw(st.sampled_from([1, -1])),
            "row": draw(st.integers(0, 1)), "seed": seed}


def _prop11_4_q(inst: dict) -> dict:
    X, v = inst["X"], inst["v"]
    return {"a_row": int(X[inst["row"], 0]), "a1": int(X[0, 0]), "a2": int(X[1, 0]), "tau": inst["tau"],
            "inner": float(v @ (X[0, 1:] - X[1, 1:])), "s": inst["s"]}


def _prop11_4_measure(inst: dict, ctx: Ctx) -> Measurement:
    X = torch.as_tensor(inst["X"], dtype=torch.float64)
    g = L.gadget(X, inst["tau"], torch.as_tensor(inst["v"], dtype=torch.float64), inst["s"])
    return Measurement(float(g[inst["row"]]), _prop11_4_q(inst))


def _prop11_4_exact(inst: dict) -> Measurement:
    q = _prop11_4_q(inst)
    with mpmath.workdps(60):
        g = L.gadget_mp(inst["X"], inst["tau"], inst["v"], inst["s"])
        X, v = inst["X"], inst["v"]
        inner = mpmath.fsum(mp(float(v[j])) * int(X[0, 1 + j] - X[1, 1 + j]) for j in range(len(v)))
        q = {**q, "tau": mp(inst["tau"]), "inner": inner}
        return Measurement(g[inst["row"]], q)


PROP11_4 = Claim(
    id="chenli.prop11.4", paper=PAPER, source=f"Proposition 11.4, Section 11.1, {SEED_FILE} L3069-L3075",
    statement="X in {+-1}^{2 x d} with rows (a_1, z_1), (a_2, z_2); w = (tau, v), w' = (-tau, v), Theta = e_1 w^T, "
              "Theta' = e_1 w'^T; G^s := softmax(X Theta X^T) X w - softmax(-X Theta X^T) X w + s (softmax(X Theta' "
              "X^T) X w' - softmax(-X Theta' X^T) X w') = (a_1, a_2) {phi((a_1 - a_2) tau + <v, z_1 - z_2>) + s "
              "phi((a_2 - a_1) tau + <v, z_1 - z_2>)}.",
    kind="construction", comparison="==", bound=B.prop11_4, measure=_prop11_4_measure, exact=_prop11_4_exact,
    strategy=_prop11_4_instances, rtol=1e-9, atol=1e-9,
    mutants={"s dropped": lambda a_row, a1, a2, tau, inner, s: B.prop11_4(a_row, a1, a2, tau, inner, 1),
             "tau sign in both terms": lambda a_row, a1, a2, tau, inner, s:
                 a_row * (B.phi((a1 - a2) * tau + inner) + s * B.phi((a1 - a2) * tau + inner))},
    notes="Identity checked per output row on random X (a_1 = a_2 and a_1 != a_2), tau, v, s; exact at 60 digits.",
    settings={"ci": {"max_examples": 100, "budget_s": 3.0}},
    domain=(Param("d", 2, INF, text="X in {+-1}^{2 x d}", integer=True,
                  unreached="d <= 12: the identity holds input by input; d only enters through <v, z_1 - z_2>"),
            Param("tau", -INF, INF, text="tau in R")),
)


# ---------------------------------------------------------------------------- Lemma 11.5 (L3077-L3141)


@st.composite
def _lemma11_5_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 4))
    M = draw(st.integers(1, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    w = rng.integers(-M, M + 1, size=d)
    w[rng.integers(d)] = M * rng.choice([-1, 1])  # ||w||_inf = M exactly
    dM = d * M
    odd = draw(st.booleans())
    fam = draw(st.sampled_from(["parity", "random"]))
    ls = np.arange(-dM, dM + 1)
    base = np.where(ls % 2 == 0, -1.0, 1.0) if fam == "parity" else rng.choice([-1.0, 1.0], size=ls.size)
    h = (base - base[::-1]) / 2 if odd else (base + base[::-1]) / 2  # odd / even part (odd part: values -1, 0, 1)
    a = draw(st.floats(0.5, 3.0))
    b = draw(st.floats(0.0, 2.0))
    return {"d": d, "M": M, "w": w, "odd": odd, "family": fam, "h": h, "rho": a * float(np.log(8 * dM)) + b,
            "seed": seed}


def _lemma11_5_eval(inst: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    dM = inst["d"] * inst["M"]
    lam, tau = L.interpolation(dM, inst["rho"], inst["h"], inst["odd"])
    xs = np.array(list(itertools.product([-1, 0, 1], repeat=inst["d"])))
    ell = xs @ inst["w"]
    vals = L.interpolation_value(lam, tau, inst["rho"] * ell.astype(float), inst["odd"])
    target = inst["h"][ell + dM]
    return lam, tau, ell, vals, target


def _lemma11_5_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam, _, ell, vals, target = _lemma11_5_eval(inst)
    i = int(np.argmax(np.abs(vals - target)))
    return Measurement(float(vals[i]), {"h_val": float(target[i])},
                       {"ell": int(ell[i]), "sum_lambda": float(lam.sum()), "max_abs_lambda": float(np.abs(lam).max()),
                        "m_heads": lam.size})


def _lemma11_5_exact(inst: dict) -> Measurement:
    lam, tau, ell, vals, target = _lemma11_5_eval(inst)
    i = int(np.argmax(np.abs(vals - target)))
    v = L.interpolation_value_mp(lam, tau, inst["rho"] * float(ell[i]), inst["odd"])
    return Measurement(v, {"h_val": Fraction(float(target[i]))}, {"ell": int(ell[i])})


LEMMA11_5 = Claim(
    id="chenli.lemma11.5", paper=PAPER, source=f"Lemma 11.5, Section 11.2, {SEED_FILE} L3077-L3141",
    statement="w in Z^d, ||w||_inf <= M, h even (resp. odd). For m = 2dM + 2 there exist tau_i, lambda_i, v with "
              "|lambda_i| <~ dM, sum lambda_i = 0, ||v|| = Theta(M sqrt(d) log d) and for all x in {-1,0,1}^d: "
              "sum_i lambda_i phi(tau_i + <v,x>) + lambda_i phi(-tau_i + <v,x>) = h(<w,x>) (even h), resp. with "
              "'-' (odd h).",
    kind="construction", comparison="==", bound=B.lemma11_5, measure=_lemma11_5_measure, exact=_lemma11_5_exact,
    strategy=_lemma11_5_instances, rtol=1e-9, atol=1e-8,
    mutants={"proof's intermediate h/2": lambda h_val: h_val / 2, "sign flipped": lambda h_val: -h_val},
    notes=("Built as in the proof: v = rho w, tau = rho(-dM..dM+1), (146) solved, lambda_{dM+1+i} = mu_i (the printed "
           "reindexing mu_i = lambda_{dM+1-i} refers to lambda_0). Item 4 checked over ALL x in {-1,0,1}^d, exactly "
           "at 60 digits on the worst x. Proof slips recorded (the lemma is existential, so they are not errata): "
           "(i) for odd h the proof's 'subtract' step yields -h with right side +h/2 in (146): from "
           "sum_i lambda_i phi(-tau_i + <v,x>) = h/2 and x -> -x (phi even, h odd) one gets sum_i lambda_i "
           "phi(tau_i + <v,x>) = -h/2, so the printed odd combination equals -h/2 - h/2 = -h (reviewer's finding, "
           "confirmed by a second path in tests/test_chenli_lp.py: lambda solved directly from the proof's display, "
           "no reindexing, at 60 digits; odd Item 4 = -h(l) to 1e-40 for dM = 2, 3). Only the PROOF is affected: "
           "the statement is existential and lambda -> -lambda keeps Items 1-3 (|lambda_i|, sum lambda_i = 0, v) and "
           "gives +h, so chenli.lemma11.5 holds as printed and chenli.lemma11.7 (which takes Lemma 11.5's lambda "
           "with s = -1 for odd h) is unaffected by this slip. The construction here solves with -h/2 "
           "(i.e. lambda -> -lambda). (ii) an odd h cannot be {+-1}-valued (h(0) = -h(0)); "
           "the odd instances use the odd part of a random +-1 function (values in {-1,0,1}). (iii) tau_i >= 0 "
           "is printed but the construction uses negative tau_i. (iv) sigma_min(M) >~ rho/dM is false "
           "(sigma_min(A) = 1/(2dM+1)); the conclusion survives because h_vec ends in 0. Items 1 and 3 are "
           "hidden-constant and only reported (max_abs_lambda)."),
    settings={"ci": {"max_examples": 60, "budget_s": 4.0}},
    domain=(Param("d", 1, INF, text="d in N, w in Z^d", integer=True,
                  unreached="d <= 4: Item 4 is checked on all 3^d points x in {-1, 0, 1}^d with a (2dM + 2)-node "
                            "interpolation solved in float64 (conditioning ~ dM/rho)"),
            Param("M", 1, INF, text="||w||_inf <= M, M in N", integer=True, unreached="M <= 3 (as d)")),
)


# ---------------------------------------------------------------------------- Lemma 11.6 (L3143-L3151)


@lru_cache(maxsize=64)
def _dinv_exact(m: int) -> tuple:
    return tuple(tuple(r) for r in L.path_distance_inverse_exact(m))


@st.composite
def _lemma11_6_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(3, 40))
    where = draw(st.sampled_from(["corner", "anticorner", "diag", "off", "zero", "any"]))
    t = draw(st.integers(0, m - 1))
    u = draw(st.integers(0, m - 1))
    last = m - 1
    i, j = {"corner": (last, last) if t % 2 else (0, 0), "anticorner": (0, last) if t % 2 else (last, 0),
            "diag": (t, t), "off": (t, min(t + 1, last)) if t < last else (t, t - 1), "zero": (t, u),
            "any": (t, u)}[where]
    return {"m": m, "i": i, "j": j, "where": where}


def _lemma11_6_measure(inst: dict, ctx: Ctx) -> Measurement:
    m = inst["m"]
    idx = torch.arange(m, dtype=torch.float64)
    D = (idx[:, None] - idx[None, :]).abs()
    inv = torch.linalg.inv(D)
    smin = float(torch.linalg.svdvals(D).min())
    return Measurement(float(inv[inst["i"], inst["j"]]), {"m": m, "i": inst["i"], "j": inst["j"]},
                       {"sigma_min_D": smin})


def _lemma11_6_exact(inst: dict) -> Measurement:
    return Measurement(_dinv_exact(inst["m"])[inst["i"]][inst["j"]], {"m": inst["m"], "i": inst["i"], "j": inst["j"]})


LEMMA11_6 = Claim(
    id="chenli.lemma11.6", paper=PAPER, source=f"Lemma 11.6 ([GL78] Lemma 1), Section 11.2, {SEED_FILE} L3143-L3151",
    statement="D_ij = |i - j| (m > 2): D^{-1} is tridiagonal with interior diagonal -1, off-diagonals 1/2, corners "
              "(2-m)/(2m-2), anti-corners 1/(2m-2); sigma_min(D) = Theta(1).",
    kind="construction", comparison="==", bound=B.lemma11_6, measure=_lemma11_6_measure, exact=_lemma11_6_exact,
    strategy=_lemma11_6_instances, rtol=1e-9, atol=1e-9,
    mutants={"corner (1-m)/(2m-2)": lambda m, i, j: (Fraction(1 - m, 2 * m - 2) if (i, j) in ((0, 0), (m - 1, m - 1))
                                                     else B.lemma11_6(m, i, j)),
             "anti-corner 1/(2m)": lambda m, i, j: (Fraction(1, 2 * m) if (i, j) in ((0, m - 1), (m - 1, 0))
                                                    else B.lemma11_6(m, i, j))},
    notes="Entries compared with torch's inverse and, exactly, with a rational Gauss-Jordan inverse; sigma_min(D) "
          "reported as a term (-> 1/2).",
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
    domain=(Param("m", 3, INF, text="m > 2", integer=True,
                  unreached="m <= 40: entries of D^{-1} checked against exact rational inverses; the pattern is "
                            "m-uniform (tridiagonal interior, rank-one corners)"),),
)


# ---------------------------------------------------------------------------- Lemma 11.10 (L3206-L3222)


@st.composite
def _lemma11_10_instances(draw: st.DrawFn) -> dict:
    bits = draw(st.integers(2, 6))
    dd = draw(st.integers(1, 4))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    q = 2**bits
    w1 = rng.integers(0, q, dd)
    if draw(st.booleans()):
        w1[0] = q - 1  # largest secret entry
    return {"q": q, "bits": bits, "dd": dd, "w1": w1, "x1": rng.integers(0, q, dd), "x2": rng.integers(0, q, dd),
            "seed": seed}


def _lemma11_10_measure(inst: dict, ctx: Ctx) -> Measurement:
    q, bits, w1 = inst["q"], inst["bits"], inst["w1"]
    w = np.r_[w1, (-w1) % q]
    lhs = int(w @ np.r_[inst["x1"], inst["x2"]]) % q
    wp = np.concatenate([[int(w1[j]) * 2**i for i in range(bits)] for j in range(len(w1))])
    z = L.lwr_encode(inst["x1"][None], bits)[0] - L.lwr_encode(inst["x2"][None], bits)[0]
    t = int(round(0.5 * float(wp @ z))) % q
    return Measurement(lhs, {"t_mod_q": t}, {"max_abs_wprime": int(np.abs(wp).max()), "q": q})


LEMMA11_10 = Claim(
    id="chenli.lemma11.10", paper=PAPER, source=f"Lemma 11.10, Section 11.3, {SEED_FILE} L3206-L3222",
    statement="q a power of 2, x in Z_q^{2d} encoded as (z_1[x], z_2[x]) in {+-1}^{2d log q}; if w = (w_1, w_2) "
              "with w_1 = -w_2 then f_w(x) = h(<w'/2, z_1[x] - z_2[x]>) with w'_{j,i} = (w_1)_j 2^i; checked: the "
              "identity <w, x> = <w'/2, z_1 - z_2> (mod q) on which it rests.",
    kind="construction", comparison="==", bound=B.lemma11_10, measure=_lemma11_10_measure,
    exact=lambda inst: _lemma11_10_measure(inst, Ctx()), strategy=_lemma11_10_instances, rtol=0.0, atol=0.0,
    mutants={"off by one": lambda t_mod_q: t_mod_q + 1, "w' = w_1 (no powers of 2)": lambda t_mod_q: 0},
    notes=("Integer identity, exact. Not checked: the printed 'w' in {-q..q}' holds only after reducing w' mod q "
           "(term max_abs_wprime shows (q-1)q/2 as defined in the proof; harmless since only <.,.> mod q matters); "
           "'h: Z -> {0,1} odd' cannot hold literally for a {0,1}-valued h (h(-t) = -h(t) forces h = 0)."),
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
    domain=(Param("bits", 1, INF, text="q = 2^bits a power of 2", integer=True,
                  unreached="bits in [2, 6]: the identity is checked on explicit x; q = 2 (bits = 1) has a single "
                            "binary digit, a special case of the same carry-free encoding"),
            Param("d", 1, INF, key="dd", text="x in Z_q^{2d}", integer=True,
                  unreached="d <= 4: the identity is coordinatewise, larger d adds nothing")),
)


# ---------------------------------------------------------------------------- Section 11.3 parity (L3238-L3240)


@st.composite
def _parity_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 10))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    S = np.flatnonzero(rng.random(d) < draw(st.floats(0.1, 1.0)))
    if S.size == 0:
        S = np.array([0])
    return {"d": d, "S": S, "z1": rng.choice([-1, 1], d), "z2": rng.choice([-1, 1], d), "seed": seed}


def _parity_measure(inst: dict, ctx: Ctx) -> Measurement:
    S = inst["S"]
    t = int(np.sum(inst["z1"][S] - inst["z2"][S])) // 2
    h = -1 if t % 2 == 0 else 1
    par = int(np.prod(inst["z1"][S]) * np.prod(inst["z2"][S]))
    return Measurement(h, {"parity": par}, {"t": t, "size_S": int(S.size)})


SQ_PARITY = Claim(
    id="chenli.sq-parity", paper=PAPER, source=f"Section 11.3 (SQ lower bound), {SEED_FILE} L3238-L3240",
    statement="h(t) = (-1)^{1[t even]}, T = S u (S + d): h(<1_S, z_1 - z_2>/2) equals the parity z_T up to sign.",
    kind="construction", comparison="==", bound=B.sq_parity, measure=_parity_measure,
    exact=lambda inst: _parity_measure(inst, Ctx()), strategy=_parity_instances, rtol=0.0, atol=0.0,
    mutants={"sign +z_T": lambda parity: parity},
    notes="Exact over random z in {+-1}^{2d}, d <= 10; the sign is exactly -z_T. The SQ bound then needs a head "
          "count Theta(|S|), not 2dM+2 (see chenli.lemma11.5).",
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
    domain=(Param("d", 1, INF, text="z_1, z_2 in {+-1}^d", integer=True,
                  unreached="d <= 10: the identity is per input and per coordinate"),),
)


# ---------------------------------------------------------------------------- Lemma 11.7 (L3157-L3183)


def _lemma11_7_eval(inst: dict) -> dict:
    dz, dM, odd = inst["d"], inst["d"] * inst["M"], inst["odd"]
    lam, tau = L.interpolation(dM, inst["rho"], inst["h"], odd)
    nu = inst["rho"] * inst["w"].astype(float)
    s = -1 if odd else 1
    Xs = L.all_two_token_inputs(dz)
    Xt, lt, tt, nt = (torch.as_tensor(v) for v in (Xs, lam, tau, nu))
    F = L.reduction_layer(Xt, lt, tt, nt, s).numpy()
    Fr = L.reduction_layer(Xt, lt, tt / 2, nt / 2, s).numpy()  # the repaired layer (tau_i/2, nu/2)
    a = Xs[:, :, 0]
    ell = np.rint((Xs[:, 0, 1:] - Xs[:, 1, 1:]) / 2 @ inst["w"]).astype(int)  # <w/2, z_1 - z_2>
    y = inst["h"][ell + dM]
    neq = (a[:, 0] != a[:, 1])[:, None]
    Y = np.where(neq, y[:, None] * a, 0.0)
    # the label the repaired reduction realizes: Y (even h); y (1, -1) for both orderings a_1 != a_2 (odd h)
    Yc = np.where(neq, y[:, None] * (a * a[:, :1] if odd else a), 0.0)
    err, err_r = np.abs(F - Y), np.abs(Fr - Yc)
    # the entry judged: the repaired layer's worst one if it misses anywhere (so the corrected bound is tested
    # where it is weakest), else the printed layer's worst one
    worst = err_r if err_r.max() > 1e-6 else err
    b, r = np.unravel_index(int(np.argmax(worst)), worst.shape)
    return {"lam": lam, "tau": tau, "nu": nu, "s": s, "Xs": Xs, "F": F, "Fr": Fr, "Y": Y, "Yc": Yc, "a": a,
            "err": err, "err_r": err_r, "b": int(b), "r": int(r)}


def _lemma11_7_q(e: dict) -> dict:
    b, r = e["b"], e["r"]
    return {"layer": float(e["F"][b, r]), "layer_repaired": float(e["Fr"][b, r]),
            "label_shift": float(e["Yc"][b, r] - e["Y"][b, r])}


def _lemma11_7_measure(inst: dict, ctx: Ctx) -> Measurement:
    e = _lemma11_7_eval(inst)
    a, err, F, Y = e["a"], e["err"], e["F"], e["Y"]
    p = (a[:, 0] == 1) & (a[:, 1] == -1)
    q = (a[:, 0] == -1) & (a[:, 1] == 1)
    eq = a[:, 0] == a[:, 1]
    nz = p & (np.abs(Y[:, 0]) > 0)
    att = float(np.sqrt(e["tau"] ** 2 + e["nu"] @ e["nu"]).max())
    dM, D = inst["d"] * inst["M"], inst["d"] + 1
    b, r = e["b"], e["r"]
    terms = {"max_err_a=(1,-1)": float(err[p].max()), "max_err_a=(-1,1)": float(err[q].max()),
             "max_err_a1=a2": float(err[eq].max()), "max_err_repaired": float(e["err_r"].max()),
             "F/Y_at_(1,-1)_mean": float((F[nz, 0] / Y[nz, 0]).mean()) if nz.any() else float("nan"),
             "sum_lambda": float(e["lam"].sum()), "heads": 8 * dM + 8,
             "max_attention_norm": att, "att_norm/(sqrt(d)log(dM))": att / (np.sqrt(D) * np.log(max(dM, 2))),
             "att_norm/(dM log(dM))": att / (dM * np.log(max(dM, 2))), "worst_X": e["Xs"][b].astype(int).tolist(),
             "worst_row": r, "d": inst["d"], "M": inst["M"]}
    return Measurement(float(Y[b, r]), _lemma11_7_q(e), terms)


def _lemma11_7_exact(inst: dict) -> Measurement:
    e = _lemma11_7_eval(inst)
    b, r = e["b"], e["r"]
    X = e["Xs"][b]
    with mpmath.workdps(60):
        val = mpmath.fsum(mpmath.mpf(float(li)) * L.gadget_mp(X, float(ti), e["nu"], e["s"])[r]
                          for li, ti in zip(e["lam"], e["tau"], strict=True))
        val_r = mpmath.fsum(mpmath.mpf(float(li)) * L.gadget_mp(X, float(ti) / 2, e["nu"] / 2, e["s"])[r]
                            for li, ti in zip(e["lam"], e["tau"], strict=True))
    return Measurement(Fraction(float(e["Y"][b, r])),
                       {"layer": val, "layer_repaired": val_r,
                        "label_shift": Fraction(float(e["Yc"][b, r] - e["Y"][b, r]))},
                       {"worst_X": X.astype(int).tolist()})


LEMMA11_7 = Claim(
    id="chenli.lemma11.7", paper=PAPER, source=f"Lemma 11.7 (proof), Section 11.3, {SEED_FILE} L3157-L3183",
    statement="Proof of Lemma 11.7: X rows (a_1, z_1), (a_2, z_2); Y = 0 if a_1 = a_2, else Y = y (a_1, a_2)^T e_1^T "
              "with y = h(<w/2, z_1 - z_2>); F(X) := sum_i lambda_i G^s_{tau_i, nu}(X) e_1^T with the parameters "
              "of Lemma 11.5 (m = 2dM + 2, tau = rho(-dM..dM+1), nu = rho w), s = +1 (h even) / -1 (h odd): "
              "'By Proposition 11.4 and Item 4 of Lemma 11.5, when a_1 != a_2 ... F(X) = h(<w/2, z_1 - z_2>) = Y "
              "... when a_1 = a_2 ... F(X) = 0 = Y'. Checked: F(X) = Y for EVERY X in {+-1}^{2 x (d+1)}.",
    kind="construction", comparison="==", bound=B.lemma11_7, measure=_lemma11_7_measure, exact=_lemma11_7_exact,
    strategy=_lemma11_5_instances, rtol=1e-9, atol=1e-8, expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma11_7_second_path",
    evidence=("Exhaustive over all 4^{d+1} inputs, exact at 60 digits on the worst entry. (1) Factor 2: for "
              "a_1 != a_2 the gadget evaluates phi(+-2 tau_i + <nu, z_1 - z_2>) = phi(2(+-tau_i + <nu, x>)) with "
              "x = (z_1 - z_2)/2, while Lemma 11.5's Item 4 is about phi(+-tau_i + <nu, x>); with the parameters "
              "'recalled from the proof of Lemma 11.5' verbatim, F/Y ~ 2 on a = (1, -1) (e.g. d = 1, M = 1, "
              "w = (1), even h, rho ~ 3: F = 2.0x Y, not Y; the phi(2z) != 2 phi(z) remainder makes it not even "
              "exactly 2Y). Using (tau_i/2, nu/2) fixes it. (2) Odd h (s = -1): G^{-1} is symmetric under swapping "
              "(a_1, a_2) while Y = y (a_1, a_2)^T e_1^T is antisymmetric, so F(X) = -Y at a = (-1, 1) for every "
              "choice of parameters. (3) The norm claim: max ||(tau_i, nu)|| ~ rho dM, i.e. Theta(dM log dM), "
              "not Theta(sqrt(d) log dM) (term att_norm/(dM log(dM))). Not our encoding: the layer is computed "
              "head by head with softmax (the gadget itself is verified as chenli.prop11.4), lambda, tau solve "
              "Lemma 11.5's (146) and satisfy its Item 4 (chenli.lemma11.5); Y and y are as printed. The "
              "reduction survives (halved parameters; the learner only uses the ordering a = (1, -1), at the price "
              "of 4 eps^2 instead of 2 eps^2 since the WLOG symmetry F^((1,z1),(-1,z2)) = F^((-1,z1),(1,z2)) "
              "contradicts F's antisymmetry for even h)."),
    corrected=B.lemma11_7_corrected,
    mutants={"repaired layer against the printed label (odd h: no ordering fix)":
             lambda layer, layer_repaired, label_shift: layer_repaired,
             "printed-scale layer against the repaired label":
             lambda layer, layer_repaired, label_shift: layer - label_shift},
    domain=(Param("d", 1, INF, text="d in N (token size d + 1)", integer=True,
                  unreached="d <= 4: the check is exhaustive over all 4^(d+1) inputs with 8dM + 8 softmax heads; the "
                            "factor 2 (Prop. 11.4 evaluates phi(2(+-tau_i + <nu, x>))) and the odd-h swap symmetry "
                            "are structural, the same at every d (tests/test_chenli_errata.py derives both)"),
            Param("M", 1, INF, text="w in {-M..M}^d, M = poly(d)", integer=True,
                  unreached="M <= 3 for the same exhaustive cost (2dM + 2 interpolation nodes)")),
    notes=("Instances as chenli.lemma11.5 (d <= 4, M <= 3, up to 8dM + 8 = 104 heads; parity-type and random even/odd h; "
           "rho = a log(8dM) + b). lhs = the printed label Y at one entry; printed bound: the printed layer's value "
           "there; corrected: the repaired layer (tau_i/2, nu/2) equals Y for even h, and y (1, -1)^T e_1^T for both "
           "orderings a_1 != a_2 for odd h (label_shift = that label minus Y). The entry judged is the repaired "
           "layer's worst if it misses anywhere, else the printed layer's worst."),
    settings={"ci": {"max_examples": 20, "budget_s": 4.0}},
)

SECTION11 = [PROP11_3, PROP11_4, LEMMA11_5, LEMMA11_6, LEMMA11_7, LEMMA11_10, SQ_PARITY]

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
    eps = draw(with_edges(st.floats(0.01, 1 / 6), 0.01, 1 / 6))
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
    settings={"ci": {"max_examples": 30, "budget_s": 10.0, "min_valid": 5}, "deep": {"max_examples": 2000, "budget_s": 600.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 2, k in {3, 4}, d in {32, 256}: X must satisfy Lemma 6.2's event E (certified by "
                            "the isometry spectrum), which needs d >> m k; QP-1 and P4 are solved per instance"),
            Param("eps", 0.0, 1 / 6, lo_closed=False, text="eps of Eq. (60) (the LP's accuracy, at most 1/6 where "
                  "Lemma 3.8 is used)", unreached="eps >= 0.01: the soundness distance is measured relative to eps "
                                                 "(lhs = ||alpha - s_i||/eps), scale-free below")),
)

SECTION6 = [LEMMA6_3]


# ====================================================================================== Sections 6, 8, 9 (linear algebra)

# ---------------------------------------------------------------------------- Fact 6.7 (L1615-L1625)


@st.composite
def _fact6_7_instances(draw: st.DrawFn) -> dict:
    """Tight mode: the proof's extremal vector (v_j^2 = g(1-g)^{j-1} for j <= d', g = (1+t)/(nu d'), then a flat
    tail of n < nu d' equal coordinates), so that no |S| <= d' leaves a flat rest and the mass left is
    (1-g)^{d'} ~ e^{-1/nu}; random mode: Gaussian / heavy-tailed vectors."""
    mode = draw(st.sampled_from(["tight", "tight", "random"]))
    nu = draw(with_edges(log_uniform(0.05, 20.0), 1.0, 3.0))
    dprime = draw(st.integers(1, 400))
    t = draw(with_edges(st.floats(0.0, 0.2), 1e-6, 0.0))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    g = (1 + t) / (nu * dprime)
    if mode == "tight" and g < 0.5:
        head = g * (1 - g) ** np.arange(dprime)
        n = max(1, int(np.ceil((1 - g) / g)))
        v = np.sqrt(np.r_[head, np.full(n, (1 - g) ** dprime / n), np.zeros(draw(st.integers(0, 5)))])
    else:
        d = draw(st.integers(dprime, dprime + 50))
        v = rng.standard_t(draw(st.sampled_from([1.0, 3.0, 100.0])), size=d)
    v = v[rng.permutation(v.size)] * rng.choice([-1.0, 1.0], size=v.size)
    return {"mode": mode, "nu": float(nu), "dprime": dprime, "t": t, "v": v, "seed": seed}


def _fact6_7_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, info = H.fact6_7_worst(torch.as_tensor(inst["v"], dtype=torch.float64), inst["nu"], inst["dprime"])
    return Measurement(lhs, {"nu": inst["nu"], "dprime": inst["dprime"]}, {**info, "d": int(inst["v"].size)})


FACT6_7 = Claim(
    id="chenli.fact6.7", paper=PAPER, source=f"Fact 6.7, Section 6.4, {SEED_FILE} L1615-L1625",
    statement="For any v in R^d, 1 <= d' <= d and nu, there exists S subset [d], |S| <= d', such that "
              "||v|_{S^c}||_2^2 <= exp(-1/nu) ||v||_2^2 or ||v|_{S^c}||_inf^2 <= ||v|_{S^c}||_2^2 / (nu d').",
    kind="deterministic", comparison="<=", bound=B.fact6_7, measure=_fact6_7_measure, strategy=_fact6_7_instances,
    mutants={"exp(-2/nu)": lambda nu, dprime: B.exp(-2 / nu), "exp(-1) (nu dropped)": lambda nu, dprime: B.exp(-1.0)},
    notes=("Exhaustive over S: top-j sets (j <= d') are optimal for both items at each size, so lhs = 0 when some "
           "|S| <= d' leaves a flat rest, else the least rest mass ||v|_{S^c}||^2/||v||^2 (top-d'), compared with "
           "exp(-1/nu). The proof's extremal vector reaches (1-1/(nu d'))^{d'}/e^{-1/nu} -> 1 (0.997 at nu d' = "
           "200)."),
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("dprime", 1, INF, text="1 <= d' <= d", integer=True),
            Param("nu", 0.0, INF, lo_closed=False, text="any nu > 0",
              unreached="nu in [0.05, 20]: the tight vector has ~nu d' coordinates (nu = 200 at d' = 400 makes "
                        "80000 and stalls generation); nu -> 0 sends exp(-1/nu) to 0 and nu -> inf makes the "
                        "second alternative (flat rest) immediate")),
)


# ---------------------------------------------------------------------------- Lemma 8.3 (L2740-L2754)


def _gram_family(rng: np.random.Generator, norms_sq: np.ndarray, kappa: float, signs: str, D: int) -> np.ndarray:
    """Rows v_i in R^D with ||v_i||^2 = norms_sq[i] and <v_i, v_j> = +-kappa ||v_i|| ||v_j|| (off-diagonals shrunk
    by halves until the Gram is positive definite), in a random orthonormal frame."""
    m = norms_sq.size
    s = np.sqrt(norms_sq)
    sg = -np.ones((m, m)) if signs == "negative" else np.sign(rng.normal(size=(m, m)))
    sg = np.triu(sg, 1)
    sg = sg + sg.T
    off = kappa * sg * np.outer(s, s)
    for _ in range(60):
        G = np.diag(norms_sq) + off
        if np.linalg.eigvalsh(G).min() > 1e-6 * norms_sq.min():
            break
        off /= 2
    L_ = np.linalg.cholesky(G)
    Q = np.linalg.qr(rng.normal(size=(D, m)))[0]
    return L_ @ Q.T


@st.composite
def _lemma8_3_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(1, 6))
    lam = draw(with_edges(st.floats(0.05, 1.0), 1.0, 0.05))
    frac = draw(with_edges(st.floats(0.0, 0.999), 0.999, 0.0))
    signs = draw(st.sampled_from(["negative", "random"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    norms = np.sort(rng.uniform(lam, 1.0, m))[::-1]
    norms[0] = 1.0
    if m > 1:
        norms[-1] = lam
    D = m + draw(st.integers(0, 2 * m))
    V = _gram_family(rng, norms, frac * lam / (2 * m * m), signs, D)
    return {"m": m, "lam_drawn": lam, "frac": frac, "signs": signs, "D": D, "V": V, "seed": seed}


def _lemma8_3_q(V: torch.Tensor) -> dict:
    n = (V**2).sum(1)
    return {"lam": float(n.min() / n.max()), "m": int(V.shape[0])}


def _lemma8_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    V = torch.as_tensor(inst["V"], dtype=torch.float64)
    n = (V**2).sum(1)
    V = V[torch.argsort(n, descending=True)]
    lhs = float(np.sqrt(H.lemma8_3_minmax(V) / float((V[0] ** 2).sum())))
    return Measurement(lhs, _lemma8_3_q(V), {"kappa": H.coherence(V) if V.shape[0] > 1 else 0.0,
                                              "top_eigenspace": float(np.sqrt(H.lemma8_3_top_eigenspace(V) /
                                                                              float((V[0] ** 2).sum())))})


LEMMA8_3 = Claim(
    id="chenli.lemma8.3", paper=PAPER, source=f"Lemma 8.3, Section 8, {SEED_FILE} L2740-L2754",
    statement="V subset R^D any subspace of dimension at most m-1; v_1..v_m with |<v_i,v_j>| <= kappa ||v_i|| ||v_j||, "
              "||v_1||^2 >= ... >= ||v_m||^2 >= lambda ||v_1||^2, kappa < lambda/(2m^2). Then some v in conv(v_i) has "
              "||Pi^perp v|| >= sqrt(lambda/2m) ||v_1|| (checked: the proof's stronger form, some v_i does).",
    kind="deterministic", comparison=">=", bound=B.lemma8_3, measure=_lemma8_3_measure,
    strategy=_lemma8_3_instances,
    assumptions=(Assumption("incoherence", "kappa < lambda/(2 m^2)",
                            lambda q: q["lam"] / (2 * q["m"] ** 2) - q["kappa"]),),
    mutants={"sqrt(lambda/m) (2 dropped)": lambda lam, m: B.sqrt(lam / m),
             "sqrt(lambda/2) (m dropped)": lambda lam, m: B.sqrt(lam / 2)},
    favourable=0.35,
    notes=("lhs = min over ALL subspaces V (dim <= m-1) of max_i ||Pi^perp v_i|| / ||v_1||, exactly: "
           "1/sqrt(||v_1||^2 max_s s^T G^{-1} s) (V^perp meets span(v_i); signs enumerated), cross-checked against "
           "the top-(m-1) eigenspace (term top_eigenspace >= lhs); lambda := ||v_m||^2/||v_1||^2 (the most "
           "favourable admissible). Provable slack: lhs^2 >= lambda_min(G)/(m ||v_1||^2) >= (lambda - (m-1)kappa)/m "
           "> (lambda/m)(1 - (m-1)/(2m^2)), i.e. lhs/bound > sqrt(1.75) = 1.323 (m = 2, attained as kappa -> "
           "lambda/8 with negative correlation), so the automatic mutant is moved by 35 %."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, text="m vectors, V of dimension <= m - 1", integer=True,
                  unreached="m <= 6: the min over subspaces is computed exactly (SVD of the Gram); larger m at the "
                            "kappa < lambda/(2m^2) edge adds no new shape"),
            Param("lam", 0.0, 1.0, lo_closed=False, text="||v_m||^2 >= lambda ||v_1||^2, lambda in (0, 1]",
              unreached="lambda >= 0.05: the bound sqrt(lambda/2m) ||v_1|| and kappa < lambda/(2m^2) both scale "
                        "with lambda; the worst case found is lambda-free (best ratio ~0.76)")),
)


# ---------------------------------------------------------------------------- Lemma 6.18 / Eq. (109) (L2236-L2258)


@st.composite
def _lemma6_18_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(2, 6))
    alpha = draw(with_edges(st.floats(0.05, 1.0), 1.0, 0.005))
    # kappa = 0 (exactly orthogonal) is allowed by the lemma; there (109) is an equality, so a float crossing
    # inside the tolerance is reported as potential rather than hidden by narrowing the range
    frac = draw(st.one_of(st.just(0.0), with_edges(log_uniform(1e-4, 1.0), 1.0, 1e-4)))
    eta = draw(with_edges(st.floats(1e-3, 0.999), 0.999, 1e-3))
    signs = draw(st.sampled_from(["negative", "random"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    norms = np.sort(rng.uniform(alpha, 1.0, m))[::-1]
    norms[0], norms[-1] = 1.0, alpha  # ||v_m|| = alpha ||v_1|| (printed: norms, not squared norms)
    V = _gram_family(rng, norms**2, frac * alpha / (2 * m), signs, m + draw(st.integers(0, 3)))
    return {"m": m, "alpha_drawn": alpha, "frac": frac, "eta": float(eta), "signs": signs, "V": V, "seed": seed}


def _lemma6_18_measure(inst: dict, ctx: Ctx) -> Measurement:
    V = torch.as_tensor(inst["V"], dtype=torch.float64)
    n = (V**2).sum(1)
    V = V[torch.argsort(n, descending=True)]
    n1 = float((V[0] ** 2).sum())
    w = H.lemma6_18_worst(V, inst["eta"])
    m = V.shape[0]
    kappa = H.coherence(V)
    alpha = float(np.sqrt(float(n.min()) / n1))
    q = {"eta": inst["eta"], "vstar_sq": w["vstar_sq"] / n1, "kappa": kappa, "alpha": alpha,
         "delta_l1": w["delta_l1"]}
    lhs = w["dist_sq"] / n1
    oterm = kappa * np.sqrt(m) / alpha**1.5
    return Measurement(lhs, q, {"m": m, "v_sq_over_vstar_sq": w["v_sq"] / w["vstar_sq"],
                                "excess_over_eta": lhs - inst["eta"],
                                "O_ratio": (lhs - inst["eta"]) / oterm if oterm > 0 else 0.0})


LEMMA6_18 = Claim(
    id="chenli.lemma6.18", paper=PAPER, source=f"Lemma 6.18 and its Eq. (109), Section 6.5, {SEED_FILE} L2236-L2258",
    statement="v_1..v_m in R^D, |<v_i,v_j>| <= kappa ||v_i|| ||v_j||, ||v_1|| >= ... >= ||v_m|| >= alpha ||v_1||, "
              "alpha >= 2 m kappa; v* = (1/Z) sum v_i/||v_i||^2. For 0 < eta < 1 and v = sum lambda_i v_i, sum "
              "lambda_i = 1, ||v||^2 <= (1+eta)||v*||^2: ||v - v*||^2 <= (eta + O(kappa sqrt(m)/alpha^{3/2})) "
              "||v_1||^2. Checked with the proof's explicit constant, Eq. (109): ||v - v*||^2 <= eta ||v*||^2 + "
              "2 kappa ||delta||_1 ||v_1||^2 / alpha, delta = lambda - lambda*.",
    kind="deterministic", comparison="<=", bound=B.lemma6_18_eq109, measure=_lemma6_18_measure,
    strategy=_lemma6_18_instances,
    assumptions=(Assumption("alpha>=2m kappa", "alpha >= 2 m kappa (printed)",
                            lambda q: q["alpha"] - 2 * q["m"] * q["kappa"]),
                 Assumption("eta in (0,1)", "0 < eta < 1", lambda q: min(q["eta"], 1 - q["eta"]))),
    mutants={"cross term dropped (eta ||v*||^2)": lambda eta, vstar_sq, kappa, alpha, delta_l1: eta * vstar_sq,
             "eta^2 for eta": lambda eta, vstar_sq, kappa, alpha, delta_l1:
                 B.lemma6_18_eq109(eta**2, vstar_sq, kappa, alpha, delta_l1)},
    notes=("lhs = max of ||v - v*||^2/||v_1||^2 over the whole admissible set (closed form: a ball in whitened "
           "coordinates, farthest point from the origin), bound = Eq. (109) at the maximizer. The O(.) of the "
           "statement is only reported (term O_ratio = (lhs - eta)/(kappa sqrt(m)/alpha^{3/2}); negative in all "
           "runs seen: the worst v stays within eta ||v_1||^2, as the catalog found). Hypothesis as printed "
           "(alpha on norms); the proof's Gershgorin step uses it on squared norms, which (109) does not need."),
    settings={"ci": {"max_examples": 80, "budget_s": 2.5}},
    domain=(Param("m", 2, INF, text="v_1..v_m", integer=True,
                  unreached="m <= 6: exact QP over the simplex-affine set; larger m only adds directions"),
            Param("alpha", 0.0, 1.0, lo_closed=False, key="alpha_drawn", text="||v_m|| >= alpha ||v_1||, alpha >= 2 m kappa"),
            Param("eta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < eta < 1")),
)


# ---------------------------------------------------------------------------- Eq. (71) (L1567-L1577)

_EQ71_MS = (2, 4, 8, 16, 32)
_EQ71_H = hadamard(64).astype(float)


@st.composite
def _eq71_instances(draw: st.DrawFn) -> dict:
    """Exactly orthogonal high-rank families Theta_i = sqrt(n_i) diag(h_i)/8 (h_i Hadamard rows, d = 64, stable
    rank 64, kappa = 0 meets Eq. (7) for any c), n_1 = 1 and a fraction p in {0, 1/2} of heads at n_i = lambda
    (scale-free across the ladder m = 2..32)."""
    lam = draw(with_edges(st.floats(0.05, 0.999), 0.999, 0.05, 0.005))
    p = draw(st.sampled_from([0.0, 0.5]))
    seed = draw(SEEDS)
    rows = np.random.default_rng(seed).permutation(64)[: max(_EQ71_MS)]
    return {"lam": float(lam), "p": p, "rows": rows, "seed": seed}


def _eq71_family(inst: dict, m: int) -> tuple[torch.Tensor, np.ndarray]:
    small = int(inst["p"] * m)
    n = np.r_[np.ones(m - small), np.full(small, inst["lam"])]
    th = np.stack([np.sqrt(n[i]) * np.diag(_EQ71_H[inst["rows"][i]]) / 8 for i in range(m)])
    return torch.as_tensor(th, dtype=torch.float64), n


def _eq71_measure(inst: dict, ctx: Ctx) -> Measurement:
    lam = inst["lam"]
    ratios, closed = [], []
    for m in _EQ71_MS:
        th, _ = _eq71_family(inst, m)
        flat = th.reshape(m, -1)
        G = flat @ flat.T
        Ginv = torch.linalg.inv(G)
        s = torch.ones(m, dtype=torch.float64)  # the maximizing sign pattern for an orthogonal family
        theta_p = torch.einsum("i,ide->de", Ginv @ s, th)  # Theta' attaining the sup of sum|alpha|/||Theta'||
        alpha = H.projection_coefficients(th, theta_p)
        r = float(alpha.abs().sum()) * lam * float(torch.linalg.norm(th[0])) / float(torch.linalg.norm(theta_p))
        ratios.append(r)
        closed.append(H.eq71_sup_ratio(G, lam))
    fit = fit_exponent(np.array(_EQ71_MS, float), np.array(ratios))
    return Measurement(fit.exponent, {}, {"ratios": [round(x, 6) for x in ratios], "closed_form_last": closed[-1],
                                          "r2": fit.r2, "m_last": _EQ71_MS[-1]}, lhs_interval=(fit.lo, fit.hi),
                       stat=fit)


EQ71 = Claim(
    id="chenli.eq71", paper=PAPER, source=f"Eq. (71), proof of Lemma 6.4 (Section 6.4.1), {SEED_FILE} L1563-L1577",
    statement="Theta' = sum_i alpha_i Theta_i + E, E orthogonal to Theta_1..Theta_m (Assumptions 1-2, kappa of "
              "Eq. (7)): sum_i |alpha_i| <~ (1/lambda) ||Theta'||_F / ||Theta_1||_F.",
    kind="rate", comparison="<=", bound=B.eq71_exponent, measure=_eq71_measure, strategy=_eq71_instances,
    constants="hidden", expect="erratum",
    second_path="tests/test_chenli_errata.py::test_eq71_second_path",
    evidence=("The hidden constant cannot be free of m: for an exactly orthogonal family with equal norms (kappa = 0, "
              "lambda -> 1 allowed by Assumption 1's lambda in (0,1)) and Theta' = sum_i Theta_i, sum|alpha_i| = m "
              "while (1/lambda)||Theta'||/||Theta_1|| = sqrt(m): ratio sqrt(m). Measured on real 64x64 matrices "
              "(alpha by least squares, second path: closed form lambda sqrt(n_1 max_s s^T G^{-1} s)) along m = "
              "2..32: fitted exponent 0.500 (interval of width ~1e-15), not <= 0. The proof's summation gives "
              "sum|alpha_i| <= m ||Theta'||/((lambda - (m-1)kappa)||Theta_1||); Cauchy-Schwarz gives "
              "sqrt(m/(lambda - (m-1)kappa)). Eq. (7) ties kappa to m but not lambda, so the m-dependence is real."),
    corrected=B.eq71_exponent_corrected,
    mutants={"exponent 1/4": lambda: 0.25},
    notes=("Hidden constant checked as a rate: the sup over Theta' of sum|alpha_i| / ((1/lambda)||Theta'||/||Theta_1||)"
           " on a ladder m = 2..32 with scale-free norm patterns; corrected: it grows like m^{1/2} (exponent <= "
           "1/2). Assumption 1's lambda >> m^{3/2} log m / sqrt(r_Theta) needs r_Theta >> 4e5 at m = 32; (71) "
           "depends only on the Gram matrix, which any d >= 32 Hadamard-diagonal family realizes with r_Theta = d."),
    settings={"ci": {"max_examples": 15, "budget_s": 2.5}},
    domain=(Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)",
                  unreached="the ratio is lambda sqrt(m) (linear in lambda): the exponent in m is lambda-free; "
                            "lambda = 0.005 is an explicit edge of the strategy"),
            Param("m", 1, INF, text="m heads (each instance is the ladder m = 2..32)", key="m_last", integer=True,
                  unreached="the ladder m = 2..32 on 64 x 64 Hadamard-diagonal heads: the ratio is exactly lambda "
                            "sqrt(m) (closed form in tests) at every m")),
)


# ---------------------------------------------------------------------------- Lemma 9.3 (L2917-L2931)


@st.composite
def _lemma9_3_instances(draw: st.DrawFn) -> dict:
    """X antipodal (rows +-x) or random; Theta_i = 0 or Gaussian; Theta_hat_i - Theta_i = eps a b^T aligned with x
    (the worst direction: every head moves the same way) or a random direction of norm eps; W_i rank one with
    first column c_i x/sqrt(d) (c_1 = 1) or Gaussian with ||W_1||_F = 1 >= ||W_i||_F."""
    k = draw(st.integers(2, 6))
    d = draw(st.integers(2, 10))
    m = draw(with_edges(st.integers(1, 12), 12, 8))  # many heads first: the violation needs m >= 5
    eps = draw(with_edges(log_uniform(1e-6, 1.0), 1e-4, 200.0))
    xmode, emode, wmode = (draw(st.sampled_from(o)) for o in (["antipodal", "random"], ["aligned", "random"],
                                                              ["aligned", "gaussian"]))
    tnorm = draw(with_edges(st.floats(0.0, 3.0), 0.0))
    cmode = draw(st.sampled_from(["equal", "random"]))  # equal head norms: the corrected bound is attained
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], d)
    X = rng.choice([-1.0, 1.0], (k, d)) if xmode == "random" else np.outer(rng.choice([-1.0, 1.0], k), x)
    th = rng.normal(size=(m, d, d))
    th *= tnorm / np.linalg.norm(th, axis=(1, 2), keepdims=True)
    if emode == "aligned":
        E = np.broadcast_to(np.outer(x, x) / d, (m, d, d)).copy()
    else:
        E = rng.normal(size=(m, d, d))
    E *= eps * (1 - 1e-12) / np.linalg.norm(E, axis=(1, 2), keepdims=True)
    if wmode == "aligned":
        Ws = np.zeros((m, d, d))
        c = np.ones(m) if cmode == "equal" else np.r_[1.0, rng.uniform(0.5, 1.0, m - 1)]
        Ws[:, :, 0] = c[:, None] * x[None] / np.sqrt(d)
    else:
        Ws = rng.normal(size=(m, d, d))
        Ws /= np.linalg.norm(Ws, axis=(1, 2), keepdims=True)
        Ws[1:] *= rng.uniform(0.3, 1.0, (m - 1, 1, 1))
    return {"k": k, "d": d, "m": m, "eps": float(eps), "X": X, "thetas": th, "thetas_hat": th + E, "Ws": Ws,
            "modes": (xmode, emode, wmode), "seed": seed}


def _lemma9_3_q(inst: dict) -> dict:
    return {"eps": inst["eps"], "d": inst["d"], "k": inst["k"], "m": inst["m"],
            "w1_sq": float(np.linalg.norm(inst["Ws"][0]) ** 2)}


def _lemma9_3_terms(inst: dict) -> dict:
    return {"max_pert": float(np.linalg.norm(inst["thetas_hat"] - inst["thetas"], axis=(1, 2)).max()),
            "max_w_ratio": float(np.linalg.norm(inst["Ws"], axis=(1, 2)).max() / np.linalg.norm(inst["Ws"][0]))}


def _lemma9_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, th, thh, Ws = (torch.as_tensor(inst[n], dtype=torch.float64) for n in ("X", "thetas", "thetas_hat", "Ws"))
    Z = H.regression_design(X, thh)
    y = H.regression_label(X, th, Ws)
    lhs = float(((Z @ H.wstar(Ws) - y) ** 2).sum())
    return Measurement(lhs, _lemma9_3_q(inst), _lemma9_3_terms(inst))


def _lemma9_3_exact(inst: dict) -> Measurement:
    return Measurement(H.residual_sq_mp(inst["X"], inst["thetas_hat"], inst["thetas"], inst["Ws"]),
                       _lemma9_3_q(inst), _lemma9_3_terms(inst))


LEMMA9_3 = Claim(
    id="chenli.lemma9.3", paper=PAPER, source=f"Lemma 9.3 (with Definition 9.2, Eqs. (140)-(141)), Section 9, "
                                               f"{SEED_FILE} L2890-L2931",
    statement="Let eps > 0. If ||Theta_hat_i - Theta_i||_F <= eps for all i in [m], then with w* of Eq. (141), "
              "||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2 for any (Z, y) in the support of D_att.",
    kind="deterministic", comparison="<=", bound=B.lemma9_3, measure=_lemma9_3_measure, exact=_lemma9_3_exact,
    strategy=_lemma9_3_instances,
    assumptions=(Assumption("perturbation", "||Theta_hat_i - Theta_i||_F <= eps", lambda q: q["eps"] - q["max_pert"]),
                 Assumption("W_1 largest", "||W_i||_F <= ||W_1||_F (used for ||w*|| <= sqrt(m)||W_1||_F)",
                            lambda q: 1.0 - q["max_w_ratio"])),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma9_3_second_path",
    evidence=("False for m >= 5: k = 2, d = 8, m = 12, eps = 1e-3, X = (x; -x), Theta_i = 0, Theta_hat_i = eps x x^T/d,"
              " W_i = x e_1^T/sqrt(d) (||W_i||_F = ||W_1||_F = 1): ||Z w* - y||^2 = 0.147450 > eps^2 d^3 k^3 m = "
              "0.049152 (ratio 3.0 = m/4; float64 and 60-digit mpmath agree). Z w* - y = sum_i (s_hat_i - s_i)^T X "
              "w_i* per row: the heads add up, while the proof bounds the sum as if one head; keeping the sum gives "
              "sum_i ||w_i*|| <= sqrt(m)||w*|| <= m ||W_1||_F, i.e. m^2 in place of m."),
    corrected=B.lemma9_3_corrected,
    mutants={"m for m^2 (printed / 4)": lambda eps, d, k, m, w1_sq: B.lemma9_3(eps, d, k, m, w1_sq) / 4,
             "k^2 for k^3": lambda eps, d, k, m, w1_sq: B.lemma9_3_corrected(eps, d, k, m, w1_sq) / k},
    notes=("Corrected: eps^2 d^3 k^3 m^2 ||W_1||_F^2 / 4 (heads summed; softmax is 1/2-Lipschitz in l2; "
           "||X E^T x_r|| <= eps d sqrt(k); ||X w_i*|| <= sqrt(kd) ||w_i*||); attained as eps -> 0 at k = 2 by "
           "the aligned construction (antipodal rows, uniform patterns), so the automatic 10 % mutant is killed. "
           "Violations re-measured at 60 digits (mpmath softmax)."),
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
    domain=(Param("eps", 0.0, INF, lo_closed=False, text="eps > 0"),
            Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 12 (k <= 6, d <= 10): the violation needs m >= 5; the 60-digit re-check of every "
                            "softmax keeps sizes small; the excess ratio m/4 grows with m (closed form in tests)"),
            Param("k", 2, INF, text="X in {+-1}^{k x d}", integer=True, unreached="k <= 6 (as m)"),
            Param("d", 1, INF, text="token dimension d", integer=True, unreached="2 <= d <= 10 (as m)")),
)


# ---------------------------------------------------------------------------- Lemma 9.4 (L2933-L2945)


@st.composite
def _lemma9_4_instances(draw: st.DrawFn) -> dict:
    k = draw(st.integers(2, 8))
    d = draw(st.integers(2, 16))
    m = draw(st.integers(1, 8))
    xmode, wmode = draw(st.sampled_from(["equal", "random"])), draw(st.sampled_from(["aligned", "gaussian"]))
    tnorm = draw(with_edges(st.floats(0.0, 10.0), 0.0, 10.0))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    x = rng.choice([-1.0, 1.0], d)
    X = np.tile(x, (k, 1)) if xmode == "equal" else rng.choice([-1.0, 1.0], (k, d))
    th = rng.normal(size=(m, d, d))
    th *= tnorm / np.linalg.norm(th, axis=(1, 2), keepdims=True)
    if wmode == "aligned":
        Ws = np.zeros((m, d, d))
        Ws[:, :, 0] = x[None] / np.sqrt(d) * np.r_[1.0, rng.uniform(0.5, 1.0, m - 1)][:, None]
    else:
        Ws = rng.normal(size=(m, d, d))
        Ws /= np.linalg.norm(Ws, axis=(1, 2), keepdims=True)
    return {"k": k, "d": d, "m": m, "X": X, "thetas": th, "Ws": Ws, "modes": (xmode, wmode), "seed": seed}


def _lemma9_4_terms(inst: dict, X: torch.Tensor, th: torch.Tensor) -> dict:
    Z = H.regression_design(X, th)
    m, d, k = inst["m"], inst["d"], inst["k"]
    return {"Z_fro": float(torch.linalg.norm(Z)), "Z_bound": float(np.sqrt(m * d * k)),
            "max_W_fro": float(np.linalg.norm(inst["Ws"], axis=(1, 2)).max())}


def _lemma9_4_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, th, Ws = (torch.as_tensor(inst[n], dtype=torch.float64) for n in ("X", "thetas", "Ws"))
    y = H.regression_label(X, th, Ws)
    return Measurement(float(torch.linalg.norm(y)), {"m": inst["m"], "d": inst["d"], "k": inst["k"]},
                       _lemma9_4_terms(inst, X, th))


def _lemma9_4_exact(inst: dict) -> Measurement:
    X, th = (torch.as_tensor(inst[n], dtype=torch.float64) for n in ("X", "thetas"))
    return Measurement(H.label_norm_mp(inst["X"], inst["thetas"], inst["Ws"]),
                       {"m": inst["m"], "d": inst["d"], "k": inst["k"]}, _lemma9_4_terms(inst, X, th))


LEMMA9_4 = Claim(
    id="chenli.lemma9.4", paper=PAPER, source=f"Lemma 9.4, Section 9, {SEED_FILE} L2933-L2945",
    statement="For any (Z, y) in the support of D_att, ||Z||_F <= sqrt(mdk) and |y| <= sqrt(mdk) (||W_1||_F = 1 >= "
              "||W_i||_F; checked here: the label part |y| = ||F(X)_{:,1}||; the Z part in the notes).",
    kind="deterministic", comparison="<=", bound=B.lemma9_4_y, measure=_lemma9_4_measure, exact=_lemma9_4_exact,
    strategy=_lemma9_4_instances,
    assumptions=(Assumption("||W_i||_F <= ||W_1||_F = 1", "max_i ||W_i||_F <= 1", lambda q: 1.0 - q["max_W_fro"]),),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_lemma9_4_second_path",
    evidence=("False for every m >= 2: X with k equal rows x, W_i = c_i x e_1^T/sqrt(d) (c_1 = 1, c_i <= 1): y_r = "
              "sqrt(d) sum_i c_i for every Theta, so ||y|| = sqrt(dk) sum_i c_i, up to m sqrt(dk) (e.g. k = 2, d = 4, "
              "m = 4, c_i = 1: ||y|| = 11.31 > sqrt(32) = 5.66; float64 and 60-digit mpmath agree). The proof "
              "bounds ||softmax(X Theta X^T) X w*|| as if there were one head; with m heads |y_r| <= sqrt(d) sum_i "
              "||w_i*|| <= m sqrt(d)."),
    corrected=B.lemma9_4_y_corrected,
    mutants={"printed sqrt(m) for m": lambda m, d, k: B.sqrt(m * d * k)},
    readings=(Reading("per-entry |y_r|", "|y| read entrywise, max_r |y_r| <= sqrt(mdk); checked soundly through "
                      "||y|| <= sqrt(k) max_r |y_r|: ||y|| > k sqrt(md) certifies a violating entry (aligned "
                      "instance: ||y|| = m sqrt(dk), so every m > k)", bound=lambda m, d, k: k * B.sqrt(m * d)),),
    notes=("The Z part holds with room (|Z_{r,i,j}| <= 1, a convex combination of +-1, so ||Z||_F <= sqrt(mdk) "
           "with equality when every column of X is constant); it is reported as terms Z_fro / Z_bound and "
           "tested in tests/test_chenli_lp.py. The corrected label bound m sqrt(dk) is attained (equal rows)."),
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 8: |y| = m sqrt(dk) at the aligned instance for every m (closed form in tests)"),
            Param("k", 2, INF, text="k tokens", integer=True, unreached="k <= 8"),
            Param("d", 1, INF, text="dimension d", integer=True, unreached="2 <= d <= 16")),
)

# ---------------------------------------------------------------------------- Lemma 6.2 (L1386-L1452)

_L62_CFG = {
    "ci": {"families": ("exact_k2", "mc_k3m1"), "mc_n": 800, "exact_steps": 5,
           "mc_ds": {"mc_k3m1": (256, 512, 1024)}},
    "deep": {"families": ("exact_k2", "mc_k3m1"), "mc_n": 20000, "exact_steps": 8,
             "mc_ds": {"mc_k3m1": (256, 384, 512, 768, 1024, 1536)}},
}
_L62_KM = {"exact_k2": (2, 1), "mc_k3m1": (3, 1)}


class _GrowthStat:
    """Least-squares slope of y_j = log(-log p_j) on x_j = log(r_W/m) with a simultaneous, distribution-free interval:
    every p_j in its Clopper-Pearson interval at confidence 1 - (1 - c)/J (Bonferroni over the J scales), and the
    slope (linear in y with fixed weights) taken at the extreme corners. Exact p_j (no Monte Carlo) have zero width."""

    def __init__(self, xs: np.ndarray, fails: list[int | None], trials: list[int | None], ys_exact: list[float | None]):
        self.x = np.log(np.asarray(xs, float))
        self.fails, self.trials, self.ys_exact = fails, trials, ys_exact
        w = self.x - self.x.mean()
        self.w = w / float((w * w).sum())

    @staticmethod
    def _y(p: float) -> float:
        return math.log(-math.log(p)) if 0 < p < 1 else (math.inf if p <= 0 else -math.inf)

    def point(self) -> float:
        ys = [ye if ye is not None else self._y((f + 0.5) / (n + 1))
              for ye, f, n in zip(self.ys_exact, self.fails, self.trials, strict=True)]
        return float(self.w @ np.array(ys))

    def interval(self, confidence: float) -> tuple[float, float]:
        from checks.stats import clopper_pearson

        conf = 1 - (1 - confidence) / len(self.x)
        lo_y, hi_y = [], []
        for ye, f, n in zip(self.ys_exact, self.fails, self.trials, strict=True):
            if ye is not None:
                lo_y.append(ye)
                hi_y.append(ye)
            else:
                plo, phi = clopper_pearson(f, n, conf)
                lo_y.append(self._y(phi))  # y decreases in p
                hi_y.append(self._y(plo))
        lo = sum(wj * (a if wj > 0 else b) for wj, a, b in zip(self.w, lo_y, hi_y, strict=True))
        hi = sum(wj * (b if wj > 0 else a) for wj, a, b in zip(self.w, lo_y, hi_y, strict=True))
        return float(lo), float(hi)


@st.composite
def _lemma6_2_instances(draw: st.DrawFn) -> dict:
    """The family (k, m, exact or Monte Carlo; under ci the two cheap ones), the first scale (exact family: d_0 = 2^a)
    and the Monte Carlo seed. W_i = O_i/sqrt(d), O_i Haar (r_W = d, ||W_i||_F = 1)."""

    cfg = _L62_CFG[experiment_scale()]
    fam = draw(st.sampled_from(list(cfg["families"])))
    return {"family": fam, "a": draw(st.integers(8, 11)), "seed": draw(SEEDS)}


def _lemma6_2_measure(inst: dict, ctx: Ctx) -> Measurement:
    from models.chenli_isometry import isometry_failures, k2_log_failure

    cfg = _L62_CFG[experiment_scale()]
    k, m = _L62_KM[inst["family"]]
    if inst["family"] == "exact_k2":
        ds = [2 ** (inst["a"] + j) for j in range(cfg["exact_steps"])]
        logp = [k2_log_failure(d) for d in ds]
        fails, trials, ys = [None] * len(ds), [None] * len(ds), [math.log(-lp) for lp in logp]
        shown = [float(f"{-lp:.5g}") for lp in logp]
    else:
        ds = list(cfg["mc_ds"][inst["family"]])
        n = cfg["mc_n"]
        fails = [isometry_failures(d, k, m, n, inst["seed"] + j) for j, d in enumerate(ds)]
        trials, ys = [n] * len(ds), [None] * len(ds)
        shown = [round(f / n, 5) for f in fails]
    stat = _GrowthStat(np.array(ds, float) / m, fails, trials, ys)
    lo, hi = stat.interval(0.99)
    key = "minus_log_P_fail" if inst["family"] == "exact_k2" else "P_fail"
    a9 = min(d / m - 10 * m**3 * k * math.log(d) for d in ds)  # r_W = d >> m^3 k log d, read as a factor 10
    return Measurement(stat.point(), {}, {"k": k, "m": m, "d": ds, "d_last": ds[-1], key: shown, "fails": fails,
                                          "trials": trials,
                                          "assumption9_slack": a9},
                       lhs_interval=(lo, hi), stat=stat)


LEMMA6_2 = Claim(
    id="chenli.lemma6.2", paper=PAPER, source=f"Lemma 6.2, Section 6.1, {SEED_FILE} L1386-L1452",
    statement="With probability at least 1 - O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) over X, the following "
              "holds: for any lambda_1, ..., lambda_m in Delta^{k-1} - Delta^{k-1}, ||sum_i lambda_i^T X W_i||^2 in "
              "[0.9, 1.1] sum_i ||lambda_i||^2 ||W_i||_F^2.",
    kind="probabilistic", comparison=">", bound=B.lemma6_2_exponent, measure=_lemma6_2_measure,
    strategy=_lemma6_2_instances, constants="hidden",
    assumptions=(Assumption("assumption9", "r_W >> m^3 k log d (Assumption 9), read as a factor 10, at every scale "
                            "(r_W = d for W_i = O_i/sqrt d; Assumption 8 is vacuous at m = 1, Assumption 10 holds: "
                            "||W_1||_F = 1)", lambda q: q["assumption9_slack"]),),
    mutants={"rate exp(-Omega(r_W^2/m))": lambda: 2.0},
    notes=("Hidden constants in the failure probability: checked as a trend. The event is exactly spec(G G^T) in "
           "[0.9, 1.1], G = vstack_i(U^T X W_i/||W_i||_F), U an orthonormal basis of 1^perp (2-homogeneous in lambda; "
           "Delta - Delta spans 1^perp). W_i = O_i/sqrt(d) with O_i Haar, so r_W = d. Families: k = 2, m = 1 is EXACT "
           "(G G^T = 2H/d, H ~ Bin(d, 1/2) the Hamming distance of the rows, for every such W: "
           "models.chenli_isometry.k2_log_failure, tested against integer sums), d = 2^a..2^{a+4}, a >= 8 (ci); k = 3, "
           "m = 1 by Monte Carlo (d = 256, 512, 1024, 800 samples each; O(m d k^2) per sample through X O_i O_j^T X^T = "
           "R_A^T F_i^T F_j R_A with independent Haar frames F_i, so W is re-drawn with every X and the estimate is "
           "E_W P_X[fail], a consequence of the bound for every admissible W; identity tested against explicit Haar "
           "O_i). Assumption 9 (r_W >> m^3 k log d, read as a factor 10 as "
           "elsewhere in this module) is certified at every scale; it rules out m = 2 at measurable sizes (k = 3, "
           "m = 2 needs d >~ 1900, where P[fail] ~ 0.03 and falling fast; catalog: 0.95, 0.71, 0.29 at d = 256, 512, "
           "1024), so m = 1 only. Deep: 2e4 samples at six scales 256..1536, exact family 8 scales. lhs = least-squares slope of log(-log P[fail]) in "
           "log(r_W/m); its interval is simultaneous and distribution-free (Bonferroni Clopper-Pearson per scale, "
           "slope at the corners; stat= for the engine's multiplicity correction). Must be > 0 (the failure "
           "probability vanishes). Measured: exact k = 2 slope 0.6-0.95 (rising to 1: -log P ~ c d), k = 3, m = 1 "
           "about 1.1 (transition region, decreasing to 1). The asymptotic slope cannot exceed 1, because P[fail] >= "
           "P[all rows of X equal] = 2^{-d(k-1)}; so the planted rate exp(-Omega(r_W^2/m)) (slope 2) is false and "
           "is refuted. Slope > 0 is the weakest consequence (the prefactor O(sqrt(mkd lambda')/eps)^{km} is "
           "polynomial, so the printed bound forces slope >= 1 asymptotically, which this range cannot certify)."),
    settings={"ci": {"max_examples": 6, "budget_s": 4.0}},
    domain=(Param("d", 1, INF, key="d_last", text="X in {+-1}^{k x d}, W_i with r_W = d (asymptotic in r_W/m)",
                  unreached="a rate in r_W/m: each instance is a ladder of d (exact enumeration for k = 2, Monte "
                            "Carlo d = 256..1024 for k = 3); the ladder's points are its span"),),
)


# ---------------------------------------------------------------------------- Lemma 7.3 (L2353-L2413)


def _lemma7_3_cmax(m: int, r: int, ns: np.ndarray) -> float:
    """Largest C the proof's own explicit requirements admit: Theorem 3.4's t <= 0.04 sigma/M and the last step of
    (117), nu/sqrt(d) << 1/(C^3 sqrt(m/lambda)) read as a factor 10 (here nu/sqrt(d) = max column norm / ||Theta_1||
    = 1/sqrt(r))."""
    lam = float(ns.min() / ns.max()) ** 2
    _, t34 = P7.theorem34_range(1.0, ns, r)
    return float(min(6.0, t34, (np.sqrt(r) / (10 * np.sqrt(m / lam))) ** (1 / 3)))


@st.composite
def _lemma7_3_instances(draw: st.DrawFn) -> dict:
    """Exactly orthogonal heads (kappa = 0) and Theta~ = Theta* (mu = 0), so eta = 0 whatever its hidden constant;
    r (stable rank) and C drawn inside the explicit ranges the proof needs (Theorem 3.4: 1.7 < C <= 0.04 sigma/M;
    Eq. (117): 1/sqrt(r) <= 1/(10 C^3 sqrt(m/lambda)))."""
    m = draw(st.sampled_from([1, 1, 2]))
    logr = draw(st.integers(12, 14) if m == 1 else st.integers(13, 14))
    r = 2**logr
    n1 = draw(with_edges(st.floats(2.0, 32.0), 2.0, 32.0))
    ratio = draw(with_edges(st.floats(0.3, 1.0), 1.0)) if m == 2 else 1.0
    ns = np.array([n1, n1 * ratio])[:m]
    u = draw(with_edges(st.floats(1e-6, 1.0), 1e-6, 1.0))
    cmax = _lemma7_3_cmax(m, r, ns)
    C = 1.7 + u * (cmax - 1.7) * (1 - 1e-12)
    rows = draw(st.permutations(list(range(1, 16))))[:m]  # distinct non-constant Hadamard rows (balanced)
    return {"m": m, "r": r, "ns": ns, "C": float(C), "rows": np.array(rows), "u": u}


def _lemma7_3_q(inst: dict) -> dict:
    ns, r, m = inst["ns"], inst["r"], inst["m"]
    ratio, t34 = P7.theorem34_range(inst["C"], ns, r)
    H_ = hadamard(16)
    coh = 0.0 if m == 1 else abs(float(H_[inst["rows"][0]] @ H_[inst["rows"][1]])) / 16
    lam = float(ns.min() / ns.max()) ** 2
    return {"t34_max": t34, "eq117_max": float((np.sqrt(r) / (10 * np.sqrt(m / lam))) ** (1 / 3)),
            "coherence": coh, "lam": lam, "gauss_tail": P7.gaussian_tail(inst["C"]), "sigma_over_M": ratio}


def _lemma7_3_measure(inst: dict, ctx: Ctx) -> Measurement:
    p = P7.prob_A(inst["C"], inst["ns"], inst["r"])
    terms = _lemma7_3_q(inst)
    terms["P_over_gauss_tail"] = p / terms["gauss_tail"]
    return Measurement(p, {"C": inst["C"], "eta": 0.0}, terms)


def _lemma7_3_exact(inst: dict) -> Measurement:
    p = P7.prob_A(inst["C"], inst["ns"], inst["r"], exact=True)
    return Measurement(p, {"C": mp(inst["C"]), "eta": mp(0)}, _lemma7_3_q(inst), exact=True)


LEMMA7_3 = Claim(
    id="chenli.lemma7.3", paper=PAPER, source=f"Lemma 7.3 (event A of Eq. (113)), Section 7.1.1, {SEED_FILE} "
                                               f"L2306-L2413; Theorem 3.4 L325",
    statement="Theta~ = Theta* + E, ||E||_F <~ mu ||Theta_1||_F, event A: X_{1:} Theta~ X_{2:}^T > C/sqrt(Z). For eta "
              "~ (m kappa + mu sqrt(m))/sqrt(lambda), we have P[A] >= exp(-C^2/(2(1-eta)^2)).",
    kind="probabilistic", comparison=">=", bound=B.lemma7_3, measure=_lemma7_3_measure, exact=_lemma7_3_exact,
    strategy=_lemma7_3_instances,
    assumptions=(
        Assumption("theorem3.4 range", "1.7 < C/(1-eta) <= 0.04 sigma/M (the range in which the proof applies "
                   "Theorem 3.4; sigma = ||X_1 Theta~||, M = ||X_1 Theta~||_inf)",
                   lambda q: min(q["C"] - 1.7, q["t34_max"] - q["C"])),
        Assumption("eq117", "nu/sqrt(d), mu << 1/(C^3 sqrt(m/lambda)) (last step of (117)), read as a factor 10",
                   lambda q: q["eq117_max"] - q["C"]),
        uncertified("eta small", "eta ~ (m kappa + mu sqrt(m))/sqrt(lambda) with kappa the Eq. (7) parameter "
                    "c lambda^{13/2}/(m^{13/2} log^2 d) > 0 (L439) and mu > 0 (Eq. (111)): the instances have "
                    "orthogonal heads and E = 0 (actual coherence 0), but eta carries a hidden constant"),
        uncertified("section 4", "Assumptions 1-6 / Eq. (7) (e.g. Assumption 3, log^c(dmk)/(kappa lambda) << r << "
                    "d^{1/4}), jointly satisfiable only at astronomically large d"),
    ),
    expect="conditional",
    auto_mutant=False,  # the printed bound itself is crossed once the uncertified requirements are granted
    mutants={"twice the Gaussian tail, 2(1 - Phi(C/(1 - eta)))":
             lambda C, eta: math.erfc(float(C) / (1 - float(eta)) / math.sqrt(2))},
    notes=("FINDING (not an erratum: the hidden constants are not certified, so crossings are potential). With "
           "eta read as 0 the printed bound fails by a factor >= 5: m = 1, r = 4096 (Theta_1 = n diag(h)/sqrt(r)), "
           "C = 2: P[A] = P[Bin(4096,1/2) - 2048 > 64] = 0.021913 exactly (Gaussian tail 0.022750) < exp(-C^2/2) = "
           "0.135335; C = 5, r = 16384: 2.744e-7 < 3.727e-6 (independent reviewer, integer counts + mpmath). The "
           "proof's last step 1 - Phi(t) >= exp(-t^2/2) is false for every t >= 0 (sup of the ratio is 1/2), and the "
           "statement drops the proof's '>~'. But kappa is the positive Eq. (7) parameter and mu > 0, so eta carries "
           "a hidden constant (at C = 2, eta >= 0.276 already makes the printed bound hold), and Assumptions 1-6 "
           "are unmet here. Asymptotically (fixed constants, d -> inf: eta ~ 1/log^2 d -> 0, C ~ sqrt(log d) -> inf) "
           "P[A]/bound ~ 1/(C sqrt(2 pi)) -> 0, so the flaw is real in the limit; the supported form is P[A] >~ "
           "1 - Phi(C/(1-eta)). "
           "P[A] computed exactly (integer binomial counts; threshold compared at 60 digits in the exact re-check) "
           "for Hadamard-diagonal heads on an r-block (r = 4096..16384, m = 1, 2): X_1 Theta* X_2^T = sum_j g_j y_j "
           "with y_j Rademacher. eta is read with kappa, mu the actual coherence and perturbation (0 here), as in the "
           "proof's Eq. (114); with kappa read as the Eq. (7) parameter eta = O(1/log^2 d) -> 0, so the violation "
           "persists for any fixed hidden constant at large d. C = gamma_1 omega sqrt(m log d)/lambda^2 is free "
           "through gamma_1. The proof supports P[A] >= c (1 - Phi(C/(1-eta))) with a hidden c (term "
           "P_over_gauss_tail ~ 0.97-1.0); no explicit corrected bound is given. Mutant (run with the uncertified "
           "requirements granted): twice the Gaussian tail, which P[A] (~0.97-1.0 of the tail) must cross: it "
           "shows the search resolves the Gaussian scale, not only the printed factor >= 5."),
    settings={"ci": {"max_examples": 12, "budget_s": 3.0}},
    domain=(Param("C", 1.7, INF, lo_closed=False, text="C = gamma_1 omega sqrt(m log d)/lambda^2, free through "
                  "gamma_1; the proof needs 1.7 < C/(1 - eta) <= 0.04 sigma/M",
                  unreached="C <= 0.04 sigma/M and Eq. (117) cap C at ~3.5 for r <= 2^14 (exact binomial counts)"),
            Param("m", 1, INF, text="m heads", integer=True, unreached="m <= 2 (Hadamard-diagonal heads, exact laws)")),
)


# ---------------------------------------------------------------------------- Lemma 7.4 (L2415-L2483)


@st.composite
def _lemma7_4_instances(draw: st.DrawFn) -> dict:
    """Exactly orthogonal Hadamard-diagonal heads (kappa = 0 actual coherence), E = 0 (mu = 0), m in {2, 3},
    ||Theta_1||_F >= ... >= ||Theta_m||_F, lambda <= min_i ||Theta_i||^2/||Theta_1||^2 (Assumption 1, exactly), any
    i*, C > 0 (C = gamma_1 omega sqrt(m log d)/lambda^2 is free through gamma_1). Small C first: there P[A'] is
    closest to the bound (P -> 1/2 - atom, bound -> 1)."""
    m = draw(st.sampled_from([2, 3]))
    r = 16 * 2 ** draw(st.integers(0, 10))
    n1 = draw(with_edges(st.floats(2.0, 32.0), 2.0, 32.0))
    ratios = sorted((draw(with_edges(st.floats(0.3, 1.0), 1.0)) for _ in range(m - 1)), reverse=True)
    ns = np.array([n1] + [n1 * q for q in ratios])
    lam_max = min(float((ns.min() / ns.max()) ** 2), 1 - 2.0**-30)  # lambda in (0, 1) (open)
    lam = lam_max * draw(with_edges(st.floats(0.05, 1.0), 1.0))
    istar = draw(st.integers(0, m - 1))
    C = draw(with_edges(log_uniform(1e-3, 6.0), 1e-3, 0.5))
    rows = draw(st.permutations(list(range(1, 16))))[:m]  # distinct non-constant Hadamard rows (balanced)
    return {"m": m, "r": r, "ns": ns, "lam": float(lam), "istar": istar, "C": float(C), "rows": np.array(rows)}


def _lemma7_4_terms(inst: dict) -> dict:
    ns, m = inst["ns"], inst["m"]
    H_ = hadamard(16)
    rows = inst["rows"]
    coh = max((abs(float(H_[rows[i]] @ H_[rows[j]])) / 16 for i in range(m) for j in range(i)), default=0.0)
    return {"lam_max": float((ns.min() / ns.max()) ** 2), "coherence": coh,
            "norms_sorted": float(np.min(ns[:-1] - ns[1:])),
            "threshold_factor": P7.prime_threshold_factor(inst["lam"], ns, inst["istar"]),
            "hoeffding_step": P7.hoeffding_prime(inst["C"], ns, inst["istar"], inst["lam"])}


def _lemma7_4_measure(inst: dict, ctx: Ctx) -> Measurement:
    p = P7.prob_A_prime(inst["C"], inst["ns"], inst["r"], inst["istar"], inst["lam"])
    return Measurement(p, {"C": inst["C"], "lam": inst["lam"], "m": inst["m"], "eta_p": 0.0}, _lemma7_4_terms(inst))


def _lemma7_4_exact(inst: dict) -> Measurement:
    p = P7.prob_A_prime(inst["C"], inst["ns"], inst["r"], inst["istar"], inst["lam"], exact=True)
    return Measurement(p, {"C": mp(inst["C"]), "lam": mp(inst["lam"]), "m": inst["m"], "eta_p": mp(0)},
                       _lemma7_4_terms(inst), exact=True)


LEMMA7_4 = Claim(
    id="chenli.lemma7.4", paper=PAPER, source=f"Lemma 7.4 (event A' of Section 7.1.1), {SEED_FILE} L2327-L2331, "
                                               f"L2415-L2483; Eq. (113) L2306",
    statement="For eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda), we have P[A'] <= exp(-C^2(1 + lambda/2m)/"
              "(2(1 + eta')^2)) + exp(-Omega(beta m r_Theta)), where beta ~ m kappa/sqrt(lambda) (Eq. (113)); A': "
              "X_1 Theta' X_2^T > (C/sqrt Z)(1 - alpha/(Z ||Theta_{i*}||_F^2)), Theta' = (1/Z) sum_{i != i*} Theta_i/"
              "||Theta_i||_F^2 + E, alpha = lambda^2/4.",
    kind="probabilistic", comparison="<=", bound=B.lemma7_4, measure=_lemma7_4_measure, exact=_lemma7_4_exact,
    strategy=_lemma7_4_instances,
    assumptions=(
        Assumption("assumption1", "||Theta_1||_F >= ... >= ||Theta_m||_F and ||Theta_i||_F^2 >= lambda ||Theta_1||_F^2, "
                   "lambda in (0, 1) (exact)",
                   lambda q: min(q["lam_max"] - q["lam"], q["lam"], 1 - q["lam"], q["norms_sorted"])),
        Assumption("m >= 2", "Theta' sums over i != i* (needs m >= 2)", lambda q: q["m"] - 2),
        uncertified("eta' and the second term", "eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda) and beta ~ m "
                    "kappa/sqrt(lambda) carry the Eq. (7) parameter kappa = c lambda^{13/2}/(m^{13/2} log^2 d) > 0 "
                    "(hidden c) and a hidden Omega: read as eta' = 0 and exp(-Omega(beta m r_Theta)) = 0, the "
                    "strictest reading (the instances have coherence 0 and E = 0, so ||X_1 Theta'|| = ||Theta'||_F "
                    "holds surely)"),
        uncertified("section 4", "Assumptions 1-6 / Eq. (7) at their hidden constants (lambda >> m^{3/2} log m/"
                    "sqrt(r_Theta), C^2 << beta m r_Theta, ...), jointly satisfiable only at astronomically large d"),
    ),
    expect="holds",
    auto_mutant=False,  # the bound is far from tight (best score ~0.45): a 10 % change cannot be crossed
    mutants={"1/2 dropped from the exponent": lambda C, lam, m, eta_p: B.exp(-C**2 * (1 + lam / (2 * m))
                                                                              / (1 + eta_p) ** 2)},
    notes=("P[A'] exact: with Theta_i = n_i diag(h_i)/sqrt(r) (distinct non-constant Sylvester-Hadamard rows h_i tiled "
           "on an r-block, ||Theta_i||_F = n_i, coherence 0) and E = 0, X_1 Theta' X_2^T = (1/(Z sqrt r)) sum_j g_j "
           "y_j with y_j = X_1j X_2j i.i.d. Rademacher and g_j = sum_{i != i*} h_ij/n_i: one group of r equal |g| "
           "(m = 2) or two groups of r/2 (m = 3), so P[A'] is a (double) binomial tail (scipy; exact integer counts "
           "with the threshold at 60 digits in the re-check; tests compare with brute-force enumeration at r = 16). "
           "Expected to hold: P[A'] <= the proof's Hoeffding display (term hoeffding_step, eta' = 0 exact here) "
           "<= the printed first term (algebra (1 + lambda/(m-1))(1 - lambda/(4m))^2 >= 1 + lambda/(2m), tested). "
           "Not tight: P[A'] <= 1/2 at C -> 0 where the bound -> 1 and Hoeffding loses ~1/(t sqrt(2 pi)) in the "
           "tail, so best scores stay <= ~0.45 and the '10 % favourable' mutant cannot die; moreover every crossing "
           "is potential (uncertified eta', beta: the brief's rule for Eq. (7) constants). The planted mutant (the 1/2 "
           "dropped from the exponent) runs with those requirements granted and is crossed; tests/test_chenli_lp.py "
           "checks it is reported 'potential' on the claim as registered. The printed bound's "
           "second term exp(-Omega(beta m r_Theta)) equals 1 at the actual coherence 0 (beta ~ m kappa/sqrt(lambda)): "
           "read with the Eq. (7) kappa it is small but unevaluable."),
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
    domain=(Param("C", 0.0, INF, lo_closed=False, text="C > 0 (free through gamma_1)",
                  unreached="C in [1e-3, 6]: the bound is exp(-Theta(C^2)); beyond C = 6 both sides are < 1e-7 and "
                            "the exact double-binomial tail stays below it"),
            Param("lam", 0.0, 1.0, lo_closed=False, hi_closed=False, text="lambda in (0, 1) (Assumption 1)",
                  unreached="lambda <= (min_i n_i/max_i n_i)^2 with norm ratios >= 0.3, times a factor >= 0.05: "
                            "lambda >= ~0.005 is possible but rarely drawn; the bound depends on lambda only through "
                            "1 + lambda/(2m), between 1 and 1.25"),
            Param("m", 2, INF, text="m >= 2 heads", integer=True,
                  unreached="m in {2, 3}: P[A'] is a (double) binomial tail only for one or two groups of equal |g_j|")),
)


# ---------------------------------------------------------------------------- Lemma 6.14 (L2084-L2098)

_QP_CACHE: dict[tuple[int, int], SimplexLS] = {}


@st.composite
def _lemma6_14_instances(draw: st.DrawFn) -> dict:
    """E holds exactly (Hadamard-row X, W_2 = omega_2 diag(h_t) W_1: spec(G G^T) = {1}; ||Delta||_op inside the
    Prop. 6.1 budget). First-row logits are planted: head 1 at a drawn pattern near (1/3 - tau, 1/3 + ., 1/3 + .)
    (so Step 10 is reachable), head 2 moved by rho along (0, 1, -1) (heads that disagree within soundness), Delta
    random or aligned to push alpha* along +-(0, 1, -1)."""
    m = draw(st.sampled_from([1, 2, 2]))
    d = draw(st.sampled_from([8, 16]))
    k = 3
    eps = draw(with_edges(st.floats(0.01, 1 / 6), 1 / 6))
    tau = draw(with_edges(st.floats(0.0, 0.2), 1e-3, 0.0))
    tilt = draw(st.one_of(st.just(0.0), st.floats(-0.05, 0.05)))
    rho = draw(with_edges(st.floats(0.0, 1.0), 0.7, 0.74))
    omega2 = draw(with_edges(st.floats(0.05, 1.0), 0.05, 1.0))
    gamma = draw(with_edges(st.floats(0.0, 1.0), 1.0))
    mode = draw(st.sampled_from(["cancel", "cancel", "aligned+", "aligned-", "random"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    t = LP.pick_t(d, k) if m == 2 else None
    X = LP.e_exact_X(rng, d, k, t)
    Ws = LP.e_exact_W(rng, d, m, omega2, t)
    minW = float(np.linalg.norm(Ws, axis=(1, 2)).min())
    p1 = np.array([1 / 3 - tau, 1 / 3 + tau / 2 + tilt, 1 / 3 + tau / 2 - tilt])
    p1 = np.clip(p1, 1e-3, None)
    p1 /= p1.sum()
    v = np.array([0.0, 1.0, -1.0]) / np.sqrt(2)
    p2 = np.clip(p1 - rho * eps * v, 1e-3, None)
    p2 /= p2.sum()
    thetas = np.stack([LP.planted_theta(rng, X, np.log(p), draw(st.floats(0.0, 3.0))) for p in (p1, p2)][:m])
    if mode == "random":
        G = rng.normal(size=(d, d))
        delta = G / np.linalg.norm(G, 2) * gamma * eps * minW / (4 * np.sqrt(d))
    else:  # rows X_j Delta all equal to -g, ||g|| = gamma eps minW / 4 (the Prop. 6.1 budget)
        g = v @ X @ (Ws[-1] if mode == "cancel" else Ws.sum(0))  # cancel: offsets head 2's mismatch at alpha = s_1
        g = g if mode != "aligned-" else -g
        G = -np.outer(X.T @ np.ones(k), g)
        delta = G / np.linalg.norm(X @ G, axis=1).max() * gamma * eps * minW / 4
    return {"m": m, "d": d, "k": k, "eps": float(eps), "X": X, "Ws": Ws, "thetas": thetas, "delta": delta,
            "mode": mode, "rho": rho, "tau": tau, "omega2": omega2, "gamma": gamma, "seed": seed}


def _lemma6_14_measure(inst: dict, ctx: Ctx) -> Measurement:
    X, th, Ws, delta, eps, d = (inst[n] for n in ("X", "thetas", "Ws", "delta", "eps", "d"))
    key = (inst["k"], d)
    if key not in _QP_CACHE:
        _QP_CACHE[key] = SimplexLS(*key)
    lam_p = float(np.linalg.norm(Ws, axis=(1, 2)).min()) ** 2
    step = LP.certify_step(X, th, Ws, delta, eps, lam_p, qp=_QP_CACHE[key])
    lo, hi = A.isometry_spectrum(torch.as_tensor(X), torch.as_tensor(Ws))
    p61 = A.prop61_value(torch.as_tensor(X), torch.as_tensor(delta))
    terms = {"lo": lo, "hi": hi, "prop61": p61, "prop61_budget": eps / 4 * np.sqrt(lam_p), "accepted": step.accepted,
             "residual": step.residual, "threshold": step.threshold, "alpha": step.alpha.round(6).tolist(),
             "qp1_status": step.status, "fw_gap": step.fw_gap}
    lhs = 0.0
    if step.accepted:
        ex = LP.constraint_excess(step.A, step.s, th, eps / (2 * d))
        lhs = float(ex.max()) / eps
        terms["excess_per_head"] = (ex / eps).round(6).tolist()
        terms["alpha_full"] = step.alpha.tolist()
    return Measurement(lhs, {}, terms, solver=f"{step.status} QP-1 via cvxpy SimplexLS (CLARABEL), FW-gap verified")


def _lemma6_14_exact(inst: dict) -> Measurement:
    m = _lemma6_14_measure(inst, Ctx())
    if not m.terms["accepted"]:
        return Measurement(Fraction(0), {}, m.terms, exact=True)
    lam_p = float(np.linalg.norm(inst["Ws"], axis=(1, 2)).min()) ** 2
    r = LP.step_exact(inst["X"], inst["thetas"], inst["Ws"], inst["delta"], np.array(m.terms["alpha_full"]),
                      inst["eps"], lam_p)
    lhs = r["excess"] / mp(inst["eps"]) if r["accepted"] else mpmath.mpf(0)
    return Measurement(lhs, {}, m.terms, exact=True)


LEMMA6_14 = Claim(
    id="chenli.lemma6.14", paper=PAPER, source=f"Lemma 6.14 (with Algorithm 1, Lemma 3.8), Section 6.5, {SEED_FILE} "
                                                f"L2084-L2098, L1458-L1472",
    statement="For the eps of Eq. (60), let Theta be any point eps/(2d)-close in Frobenius distance to conv(Theta_1, "
              "..., Theta_m). Let X be any example encountered in LPCERTIFY(What, eps) that satisfies the event E of "
              "Eq. (65) and leads to Step 12. Then Theta satisfies the added constraint |X_{1:} Theta (X_{2:} - "
              "X_{3:})^T - s| <= 7 eps, s = log(alpha*_2/alpha*_3).",
    kind="deterministic", comparison="<=", bound=B.lemma6_14, measure=_lemma6_14_measure, exact=_lemma6_14_exact,
    strategy=_lemma6_14_instances,
    assumptions=(
        Assumption("lemma6.2_lower", "spec(G G^T) >= 0.9 (Lemma 6.2, exact spectral form)", lambda q: q["lo"] - 0.9),
        Assumption("lemma6.2_upper", "spec(G G^T) <= 1.1", lambda q: 1.1 - q["hi"]),
        Assumption("prop6.1", "max_j ||X_{j:} Delta|| <= (eps/4) min_i ||W_i||_F",
                   lambda q: q["prop61_budget"] - q["prop61"] + 1e-13 * q["prop61_budget"]),
        Assumption("eps <= 1/6", "eps <= 1/6 (Lemma 3.8, used by the proof)", lambda q: 1 / 6 - q["eps"]),
    ),
    mutants={"Lemma 3.8 factor dropped (7 eps -> eps + eps)": lambda: 2.0,
             "neighbourhood only (7 eps -> eps)": lambda: 1.0},
    favourable=0.5,
    notes=("lhs = max over heads of |<A, Theta_i> - s| + (eps/2d)||A||_F, in units of eps: the exact maximum over the "
           "eps/(2d)-neighbourhood of conv(Theta_i) (a convex function peaks at a vertex; the ball adds r||A||_F), 0 when "
           "Step 12 is not reached. alpha* from QP-1 (cvxpy, CLARABEL, Frank-Wolfe-gap verified, polished); a "
           "violation is re-checked at 60 digits (acceptance, residual, log-ratio). E holds exactly (spec = {1}) by "
           "the Hadamard construction of models.chenli_lpcertify, so every instance is inside the lemma's hypotheses. "
           "Slack: inside E, ||alpha* - s_i|| <= 0.75 eps/sqrt(0.9) and ||X_2 - X_3||^2 <= 2.2 d, so the proof's chain "
           "gives about 4 eps (alpha*_2 = alpha*_3 = 1/3, two heads, eps = 1/6) and at most ~6.3 eps in the worst "
           "conceivable alignment (the lemma is 7 eps); the generator reaches 3.91 eps (m = 2, eps = 1/6, head 2 "
           "0.74 eps away along (0,1,-1), Delta cancelling head 2's mismatch), so the automatic mutant is moved by "
           "50% (bound 3.5 eps)."),
    settings={"ci": {"max_examples": 60, "budget_s": 6.0}},
    domain=(Param("m", 1, INF, text="m heads", integer=True,
                  unreached="m <= 2, d in {8, 16}, k = 3: X must satisfy E exactly (Hadamard-row construction); the "
                            "constraint check is per head"),
            Param("eps", 0.0, 1 / 6, lo_closed=False, text="eps of Eq. (60) (<= 1/6 for Lemma 3.8)",
                  unreached="eps >= 0.01 (the excess is measured relative to eps)")),
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
    from checks.profiles import active_profile

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
           "of models.chenli_lpcertify (random Hadamard-row X, lambda' := min ||W_i||_F^2, random Delta inside the "
           "Prop. 6.1 budget). lhs = max over accepted constraints and heads of |<A_t, Theta_i> - s_t| + (eps/2d)"
           "||A_t||_F in units of eps (the worst point of the balls). K-level probes reported as terms, each solve "
           "re-checked (primal residual, dual signs, duality gap): the minimum-norm point of K (Theorem 6.17 (II)) "
           "must not exceed min ||.|| over conv(Theta_i) (it does not: K contains the hull), its distance to the "
           "affine hull K_Theta, and the support function h_K(U) for a unit U orthogonal to span(Theta_i) (Cor. "
           "6.16 wants it <= eps*; at this T and d, rank(A) < d^2 and h_K(U) is close to the ball radius: K is not "
           "tight, as the catalog found; tightness needs d >= 512 and ~d^2 constraints, see chenli.cor6.16). Random "
           "Delta reaches ~1.8 eps of the 7 eps (the adversarial per-example search is chenli.lemma6.14), so the "
           "automatic mutant is moved by 80 %."),
    settings={"ci": {"max_examples": 4, "budget_s": 8.0, "min_valid": 3}},
    domain=(Param("d", 1, INF, key="d", text="token dimension d",
                  unreached="d in {8, 16} with the E-exact construction; K is certified with cvxpy per instance"),),
)


# ---------------------------------------------------------------------------- Lemma 6.9 (L1691-L1703)


@st.composite
def _lemma6_9_instances(draw: st.DrawFn) -> dict:
    """Integer E' (d x p): rank one with equal, two-level or random weights on n coordinates (the anti-concentration
    extremisers: n = 3 equal weights gives 1/4), dense random, sparse, or a few columns."""
    d = draw(with_edges(st.integers(1, 14), 1, 3, 14))
    p = draw(st.integers(1, 6))
    mode = draw(st.sampled_from(["rank1_equal", "rank1_equal", "rank1_two", "rank1_random", "dense", "sparse"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    n = min(d, draw(with_edges(st.integers(1, 14), 3, 3, 5)))  # n = 3 equal weights first (the 1/4 extremiser)
    supp = rng.permutation(d)[:n]
    u = np.zeros(d, dtype=np.int64)
    if mode == "rank1_equal":
        u[supp] = 1
    elif mode == "rank1_two":
        u[supp] = rng.choice([1, draw(st.integers(2, 5))], n)
    elif mode == "rank1_random":
        u[supp] = rng.integers(1, 100, n)
    if mode.startswith("rank1"):
        E = (u * rng.choice([-1, 1], d))[:, None] * rng.integers(1, 4, p)[None]
    elif mode == "dense":
        E = rng.integers(-50, 51, (d, p))
    else:
        E = np.where(rng.random((d, p)) < 0.2, rng.integers(-9, 10, (d, p)), 0)
    if not E.any():
        E[rng.integers(d), 0] = 1
    return {"d": d, "p": p, "E": E.astype(np.int64), "mode": mode, "seed": seed}


def _lemma6_9_exact(inst: dict) -> Measurement:
    return Measurement(Fraction(H.half_energy_count(inst["E"]), 2 ** inst["d"]), {}, {"d": inst["d"]})


LEMMA6_9 = Claim(
    id="chenli.lemma6.9", paper=PAPER, source=f"Lemma 6.9 (proof: Paley-Zygmund), Section 6.4, {SEED_FILE} L1691-L1703",
    statement="P_{x ~ {+-1}^d}[||E'^T x||^2 >= ||Theta_1||_F^2/2] >= Omega(1), where ||E'||_F = ||Theta_1||_F. Checked "
              "with the proof's explicit Paley-Zygmund constant 1/12 (V[||E'^T x||^2] <= 2 ||E'||_F^4).",
    kind="deterministic", comparison=">=", bound=B.lemma6_9,
    measure=lambda inst, ctx: (lambda m: Measurement(float(m.lhs), m.quantities, m.terms))(_lemma6_9_exact(inst)),
    exact=_lemma6_9_exact, strategy=_lemma6_9_instances,
    auto_mutant=False,  # the smallest probability found is 1/4 (n = 3 equal weights), three times 1/12
    mutants={"constant 1/3 (above the attained 1/4)": lambda: Fraction(1, 3),
             "constant 1/4 made strict-looking: 1/4 + 1/1000": lambda: Fraction(1, 4) + Fraction(1, 1000)},
    domain=(Param("d", 1, INF, text="x in {+-1}^d, E' any d x p matrix", integer=True,
                  unreached="d <= 14: exact enumeration of the 2^d points in integers; the extremal shapes (rank "
                            "one, n = 3 equal weights: 1/4) live at d >= 3"),
            Param("p", 1, INF, text="E' has any number of columns", integer=True,
                  unreached="p <= 6: Z = x^T E' E'^T x depends on E' only through the PSD matrix E' E'^T")),
    notes=("Exact: integer E', so 2 ||E'^T x||^2 >= ||E'||_F^2 is decided in int64 over all 2^d points (the scale "
           "||E'||_F = ||Theta_1||_F drops out: the event is scale-free). The statement's Omega(1) is checked with "
           "the proof's Paley-Zygmund constant 1/12; the smallest probability found is 1/4 (rank one, three equal "
           "weights: P[|x_1 + x_2 + x_3|^2 >= 3/2] = 1/4), so the mutants 1/3 and 1/4 + 1/1000 are crossed and the "
           "proof's constant has room 3."),
    settings={"ci": {"max_examples": 100, "budget_s": 2.0}},
)


# ---------------------------------------------------------------------------- Lemma 8.4 (L2812-L2850)


@st.composite
def _lemma8_4_instances(draw: st.DrawFn) -> dict:
    """Theta_1..Theta_m near-orthogonal (norms in [sqrt(lambda), 1] ||Theta_1||, coherence up to 1/(2m)) in R^{d x d};
    M = B + E orthonormal with E_j in span(Theta)^perp, ||E_j|| <= nu: either aligned (E_j = nu s_j e, one unit e:
    ||[E_j]||_op = sqrt(m) nu, the worst case) or random directions; B = (I - E E^T)^{1/2} U Q spans span(Theta)
    (Q an orthonormal basis, U Haar), so M M^T = I exactly (up to rounding) and Pi^perp(M_j) = E_j."""
    m = draw(with_edges(st.integers(1, 6), 1, 6))
    d = draw(st.sampled_from([3, 4, 6]))
    nu_frac = draw(with_edges(log_uniform(1e-6, 1.0), 1.0, 1e-6))  # nu ~ rounding (1e-16) would only test rounding
    lam = draw(with_edges(st.floats(0.05, 1.0), 1.0, 0.05))
    frac = draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))
    mode = draw(st.sampled_from(["aligned", "aligned", "random"]))
    theta1 = draw(with_edges(log_uniform(1e-2, 1e2), 1.0))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    D = d * d
    norms = np.sort(rng.uniform(np.sqrt(lam), 1.0, m))[::-1]
    norms[0] = 1.0
    T = _gram_family(rng, norms**2, frac / (2 * m), "random", D) * theta1
    Q = np.linalg.qr(T.T)[0].T  # orthonormal basis of span(Theta) (m x D)
    P_perp = np.eye(D) - Q.T @ Q
    nu = nu_frac / np.sqrt(2 * m)
    if mode == "aligned":
        e = P_perp @ rng.normal(size=D)
        e /= np.linalg.norm(e)
        E = nu * rng.choice([-1.0, 1.0], m)[:, None] * e[None]
    else:
        E = (P_perp @ rng.normal(size=(D, m))).T
        E *= nu * rng.uniform(0.0, 1.0, (m, 1)) / np.linalg.norm(E, axis=1, keepdims=True)
    w, V = np.linalg.eigh(np.eye(m) - E @ E.T)
    U = np.linalg.qr(rng.normal(size=(m, m)))[0]
    B = (V * np.sqrt(w)) @ V.T @ U @ Q
    M = B + E
    return {"m": m, "d": d, "nu": float(nu), "nu_frac": float(nu_frac), "lam": float(lam), "mode": mode,
            "thetas": T.reshape(m, d, d), "M": M.reshape(m, d, d), "theta1": float(theta1), "seed": seed}


def _lemma8_4_q(inst: dict) -> tuple[dict, dict]:
    M = inst["M"].reshape(inst["m"], -1)
    T = inst["thetas"].reshape(inst["m"], -1)
    Q = np.linalg.qr(T.T)[0]
    perp = M - (M @ Q) @ Q.T
    q = {"nu": inst["nu"], "m": inst["m"], "theta1": float(np.linalg.norm(T[0]))}
    t = {"orthonormal_err": float(np.abs(M @ M.T - np.eye(inst["m"])).max()),
         "max_perp": float(np.linalg.norm(perp, axis=1).max()), "nu_max": 1 / np.sqrt(2 * inst["m"]),
         "norm_order": float(np.linalg.norm(T[0]) - np.linalg.norm(T, axis=1).max())}
    return q, t


def _lemma8_4_measure(inst: dict, ctx: Ctx) -> Measurement:
    res = H.subspace_residuals(torch.as_tensor(inst["thetas"], dtype=torch.float64),
                               torch.as_tensor(inst["M"], dtype=torch.float64))
    q, t = _lemma8_4_q(inst)
    t["ratio_to_sqrt(m) nu ||Theta_1||"] = float(res.max()) / (np.sqrt(inst["m"]) * inst["nu"] * q["theta1"])
    return Measurement(float(res.max()), q, t)


LEMMA8_4 = Claim(
    id="chenli.lemma8.4", paper=PAPER, source=f"Lemma 8.4, Section 8, {SEED_FILE} L2812-L2850",
    statement="For nu <= 1/sqrt(2m), let M_1..M_m be orthonormal with ||Pi_att^perp(M_i)||_F <= nu. Then for every i "
              "there is lambda~ in R^m with ||lambda~|| <~ ||Theta_1||_F and ||sum_j lambda~_j M_j - Theta_i||_F <~ "
              "nu sqrt(m) ||Theta_1||_F. Checked with the proof's explicit constants (sqrt(8) for both): the best "
              "lambda (||lambda|| <= ||Theta_i|| <= ||Theta_1||, so feasible) against sqrt(8) nu sqrt(m) ||Theta_1||_F.",
    kind="deterministic", comparison="<=", bound=B.lemma8_4, measure=_lemma8_4_measure,
    strategy=_lemma8_4_instances,
    assumptions=(
        Assumption("orthonormal", "M_1..M_m orthonormal (to 1e-9)", lambda q: 1e-9 - q["orthonormal_err"]),
        Assumption("perp", "||Pi_att^perp(M_i)||_F <= nu", lambda q: q["nu"] * (1 + 1e-9) - q["max_perp"]),
        Assumption("nu range", "nu <= 1/sqrt(2m)", lambda q: q["nu_max"] * (1 + 1e-12) - q["nu"]),
        Assumption("Theta_1 largest", "||Theta_1||_F >= ||Theta_i||_F (Assumption 1)",
                   lambda q: q["norm_order"] + 1e-12),
    ),
    auto_mutant=False,  # the proof's sqrt(8) is loose by sqrt(8) (the sharp constant is 1): 10 % cannot die
    mutants={"sharp constant 1 lowered to 1/2": lambda nu, m, theta1: 0.5 * nu * B.sqrt(m) * theta1},
    domain=(Param("m", 1, INF, text="m heads / matrices", integer=True,
                  unreached="m <= 6 in R^{d x d}, d <= 6: the residual is a projection, exact linear algebra; "
                            "the bound is uniform in m (the distance is at most sin(angle) ||Theta_i||, sin <= "
                            "||[E_j]||_op <= sqrt(m) nu)"),
            Param("nu_frac", 0.0, 1.0, lo_closed=False, text="nu <= 1/sqrt(2m) (nu as a fraction of it)"),
            Param("theta1", 0.0, INF, lo_closed=False, text="||Theta_1||_F (any scale)")),
    notes=("The best lambda is the projection coefficient vector g_j = <M_j, Theta_i> (||g|| <= ||Theta_i|| <= "
           "||Theta_1||, inside the norm cap of either constant), so the left side is dist(Theta_i, span M) = "
           "||(I - P_M) Theta_i||. With equal dimensions it is at most sin(theta_max) ||Theta_i|| and sin(theta_max) "
           "= ||Pi^perp restricted to span M||_op <= ||[E_1..E_m]||_op <= sqrt(m) nu: the sharp constant is 1, "
           "attained at m = 1 (M_1 = sqrt(1 - nu^2) Theta_1/||Theta_1|| + nu e: distance nu ||Theta_1||), so the "
           "proof's sqrt(8) holds with ratio <= 1/sqrt(8) and the planted mutant (constant 1/2) is crossed. "
           "(Proof remark: ||B' - B||^2 <= m nu^2 <= 1/2 gives sigma_min(B) >= 1 - 1/sqrt 2 and B B^T >= 0.086 Id, "
           "not 1/4 Id as (139) says; (139) still holds because B B^T = I - E E^T >= (1 - m nu^2) Id >= 1/2 Id.)"),
    settings={"ci": {"max_examples": 80, "budget_s": 2.0}},
)


SECTION6_9 = [FACT6_7, LEMMA6_9, LEMMA8_3, LEMMA8_4, LEMMA6_18, EQ71, LEMMA9_3, LEMMA9_4, LEMMA7_3, LEMMA7_4, LEMMA6_2, LEMMA6_14, ALG1]

CLAIMS: list[Claim] = RECORDS + SECTION6 + SECTION6_9 + SECTION11
