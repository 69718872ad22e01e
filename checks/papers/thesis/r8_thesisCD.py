"""thesis, Appendices C and D (round 8 discovery, helper thesisCD): proof displays encoded as printed
(``kind="step"``).

- (C.15) L5223, (C.16) L5227 and L5229 ('(C.15) and (C.16) are positive'): the limits of Property 3 (2)'s proof
  at u_i = 0, computed from Definition C.2.2 (L5151) by quadrature in variance form, checked > 0 for every sigma != 0;
- (C.253) L6502-L6506, (C.260) L6533, (C.274) L6591 (proofs of Lemmas C.6.1, C.6.3): the last '<=' of the moment
  bounds sigma_min^{-k} E[...] <= tau^{k} D_m(Psi)^{...}, closed-form Gaussian-mixture moments;
- (C.152) L5968 (proof of Lemma C.4.3): |xi_{j,l}(W)| <= C_9 for xi of (C.73) L5583, at 50 digits, uniform over
  W, x, y, K (holds);
- (C.144) L5934: max |T_{j,k,l}| <= C_7, T the z_k-derivative of xi_{j,l} ((C.148) L5952), by 50-digit numerical
  differentiation of (C.73), uniform over K, W, x, y (holds);
- (D.131) L7801 (proof of Theorem 5.3.1): its last '<=', ||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c <=
  C_0 ||A*||_inf^2 with Table D.2's tau'_v, tau'_w, eps_c (explicit algebra);
- (D.19) L6714 (proof of Lemma D.1.3): the entries of the symmetric sampled matrix A^s = P^s A P^s (L6686),
  computed from the definition on small graphs;
- Lemma D.2.10 (1) L7303: ||D'_{n,w}||_0 <= O~(tau_w^{4/5} m1^{6/5}) for the worst perturbation W' with
  ||W'||_{2,4} <= tau_w, computed exactly (greedy) at the initialisation and smoothing (uniform shape check);
- (D.129) L7793 (proof of Theorem 5.3.1): ||r'|| <= ||A*||_inf for r' = A* sigma(A* X (W^(0) + W^rho) + B_1)
  (V^(0) + V^rho) at the random initialisation and smoothing of Section 5.2 / Table D.2, computed on small graphs.
- (C.276) L6597 (proof of Lemma C.6.3): the Chernoff display with its theta^2 term lacking the factor n, as one
  constant C_19 uniform over n, theta, t and the data (a certified Monte Carlo lower bound of the constant needed).
- (D.139) L7846 (proof of Theorem 5.3.1): its last '<=', (1 + gamma) OPT + eps0 <= (1 + eps0) OPT + eps0 over
  gamma in (0, 1/4] (explicit algebra; the reading gamma <= eps0 of L7657).
- (C.263) L6543 (proof of Lemma C.6.1): its second '<~', tau^4 D_2 <~ tau^6 sqrt(D_2 D_4), uniform (holds).
- (C.277) L6601 (proof of Lemma C.6.3): ||Q^_1 - Q_1|| <~ tau^2 sqrt(D_2) sqrt(d log n / n), the median over
  draws of the n-sample, uniform over the data scale and n (violated along the scale; corrected with sigma_min^{-1}).
- (C.269) L6569 (proof of Lemma C.6.2): the same Chernoff display for Gr_i (no factor n), d = K = 1, uniform.
- (D.126) L7780, (D.127) L7782 (proof of Theorem 5.3.1): ||W_T||_{2,4} <= eps0^{1/4} tau'_w, ||V_T||_F <= eps0^{1/2}
  tau'_v for the worst W_T, V_T that L' <= (1 + gamma) OPT + eps0 (or the regulariser bound of L7564, a reading)
  allows with Table D.2's lambda_w, lambda_v (violated under both readings).
- (C.263) L6543 (proof of Lemma C.6.1): its first '<~', ||Q^_2 - Q_2|| <~ delta_1^2 tau^4 D_2 sqrt(d log n / n), the
  median over draws of the n-sample, uniform, W* fixed while sigma_min -> 0 (violated; corrected with sigma_min^{-2}).
- (C.256) L6521 (proof of Lemma C.6.1): ||Q^_3(I, I, alpha) - Q_3(I, I, alpha)|| <= delta_1^2 tau^6 sqrt(D_2 D_4)
  sqrt(d log n / n), the same pattern (violated with any constant; corrected with sigma_min^{-3}).
- (D.72) L7245 (proof of Lemma D.2.9): its first '<=', ||Z_{2,n}||_2 <= (s sum z_i^4)^{1/4} on the s sign changes
  (holds, tight).
- L7249 (proof of Lemma D.2.9): ||Z_{2,n} Sigma V'||_2 <= ||Z_{2,n}||_2 tau_v, the step from (D.72) and ||V'||_F <=
  tau_v (holds, tight).

Bounds in ``thmcheck.bounds.thesis.r8_thesisCD``; second paths in ``tests/test_thesis_r8_thesisCD.py``.
"""

from __future__ import annotations

import math
import warnings
from typing import Any

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy import integrate

from thmcheck.bounds.thesis import r8_thesisCD as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.stats import Binomial, clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform

SP = "tests/test_thesis_r8_thesisCD.py::"
CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ================================================================================ (C.15)-(C.16), L5223-L5229


def _dphi(x: float) -> float:
    """phi'(x) for the sigmoid phi, overflow-free: e^{-|x|}/(1 + e^{-|x|})^2."""
    e = math.exp(-abs(x))
    return e / (1.0 + e) ** 2


def _gauss_quad(f, sigma: float) -> float:  # noqa: ANN001
    """int f(z) N(z; 0, 1) dz over [-40, 40] with breakpoints where phi'(sigma z) varies (width 1/|sigma|)."""
    w = 8.0 / abs(sigma)
    pts = sorted({p for p in (0.0, -w, w, -w / 8, w / 8) if -40 < p < 40})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", integrate.IntegrationWarning)
        val, err = integrate.quad(lambda z: f(z) * math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi), -40.0, 40.0,
                                  points=pts, limit=500, epsabs=0.0, epsrel=1e-10)
    if not math.isfinite(val) or err > 1e-6 * abs(val):
        raise SolverFailure(f"quad did not converge: {val} +- {err}")
    return val


@st.composite
def _c15_instances(draw: st.DrawFn) -> dict:
    """sigma = +-10^a, a in [-3, 3] (sigma != 0; both signs); u_j in [-10, 10] (0 drawn), the coordinate j != i
    that (C.15)'s factor (u_j^2/sigma^2 + 1) carries."""
    sigma = draw(log_uniform(1e-3, 1e3)) * draw(st.sampled_from([1.0, -1.0]))
    uj = draw(st.one_of(st.just(0.0), st.floats(-10.0, 10.0)))
    return {"sigma": sigma, "uj": uj}


def _c15_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The printed limits at u_i = 0: (C.15)'s (u_j^2/sigma^2 + 1)(E phi'^2(sigma z) - (E phi'(sigma z))^2) and
    (C.16)'s E[phi'^2(sigma z) z^2] - (E[phi'(sigma z) z^2])^2, z ~ N(0, 1), each in variance form without
    cancellation: E(phi' - a_0)^2 with a_0 = E phi', and E[z^2 (phi' - a_2)^2] with a_2 = E[phi' z^2] (E z^2 = 1).
    The left side is the smaller of the two."""
    s, uj = float(inst["sigma"]), float(inst["uj"])
    a0 = _gauss_quad(lambda z: _dphi(s * z), s)
    a2 = _gauss_quad(lambda z: _dphi(s * z) * z * z, s)
    g0 = _gauss_quad(lambda z: (_dphi(s * z) - a0) ** 2, s)
    g2 = _gauss_quad(lambda z: z * z * (_dphi(s * z) - a2) ** 2, s)
    c15 = (uj * uj / (s * s) + 1.0) * g0
    return Measurement(min(c15, g2), {"sigma": s}, {"C.15": c15, "C.16": g2, "alpha0": a0, "alpha2": a2})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.15-C.16-positive", paper=PAPER, kind="step", comparison=">",
    source=_src("(C.15), (C.16) and 'Since that (C.15) and (C.16) are positive due to Jensen's inequality', proof of "
                "Property 3 (2), App. C.2", "L5221-L5229"),
    statement="(C.15)-(C.16) with L5229: for every sigma != 0 and u_j, the limits as u_i -> 0, "
              "(u_j^2/sigma^2 + 1)(int phi'^2(sigma z) N(z) dz - (int phi'(sigma z) N(z) dz)^2) and "
              "int phi'^2(sigma z) z^2 N(z) dz - (int phi'(sigma z) z^2 N(z) dz)^2 (N the standard normal density, "
              "phi the sigmoid), are positive.",
    statement_tex=r"\left( \frac{u_j^2}{\sigma^2} + 1 \right) \left( \int \phi'^2(\sigma z_i) \varphi(z_i) dz_i - "
                  r"\left( \int \phi'(\sigma z_i) \varphi(z_i) dz_i \right)^2 \right) > 0, \quad \int \phi'^2(\sigma "
                  r"z_i) z_i^2 \varphi(z_i) dz_i - \left( \int \phi'(\sigma z_i) z_i^2 \varphi(z_i) dz_i \right)^2 > 0",
    bound=B.zero, measure=_c15_measure, strategy=_c15_instances(), expect="holds", rtol=0.0, atol=0.0,
    domain=(Param("sigma", -INF, INF, far=1e3, text="sigma != 0",
                  unreached="|sigma| in [1e-3, 1e3] (both signs): as sigma -> 0 both limits vanish like sigma^4 "
                            "(Taylor: phi'(x) = 1/4 - x^2/16 + ...), as |sigma| -> inf like |sigma|^{-1} and "
                            "|sigma|^{-3}, never crossing 0 (variance forms)"),
            Param("uj", -INF, INF, far=10.0, text="u_j in R (the coordinate j != i in (C.15)'s factor)",
                  unreached="|u_j| <= 10: the factor u_j^2/sigma^2 + 1 >= 1 only scales a positive number")),
    evidence="Holds: the (C.15) limit is (u_j^2/sigma^2 + 1) Var phi'(sigma z) and the (C.16) limit is "
             "E[z^2 (phi'(sigma z) - E[phi'(sigma z) z^2])^2] (E z^2 = 1 at u_i = 0), both > 0 because phi' is not "
             "constant (Cauchy-Schwarz rather than Jensen for (C.16)); e.g. sigma = 1: 2.144e-3 and 2.906e-3 "
             "(sigma = 0.01: ~ 2 sigma^4/256 and 6 sigma^4/256). Note: (C.15)'s factor prints u_j^2/sigma^2 + 1 while "
             "(C.6) has u_j^2 + 1; the positivity holds for either.",
    mutants={"the limits >= sigma^4/32": B.c15_16_mut_sigma4, "the limits >= 1e-6": B.c15_16_mut_const},
    auto_mutant=False, second_path=SP + "test_c15_c16_limits_mpmath",
    notes="The limits as u_i -> 0 themselves are continuity (dominated convergence) and are not searched; what the "
          "text asserts as a fact is their positivity (L5229), encoded here. The bound is 0, so the automatic 10 % "
          "mutant equals it; planted mutants replace it.",
    settings={"ci": {"max_examples": 4, "budget_s": 0.5, "min_valid": 1}},
))


# ============================================================================================ (D.129) L7793


def _norm_adjacency(N: int, p: float, rng: np.random.Generator) -> np.ndarray:
    """A = D^{-1/2} A~ D^{-1/2} of an undirected graph on N nodes with self-connections (Section 5.2, L1365): each
    edge present with probability p."""
    up = np.triu(rng.random((N, N)) < p, 1)
    At = (up | up.T).astype(float) + np.eye(N)
    dinv = 1.0 / np.sqrt(At.sum(1))
    return At * dinv[:, None] * dinv[None, :]


@st.composite
def _d129_instances(draw: st.DrawFn) -> dict:
    """N in 1..8 nodes, edge probability in {0, 0.3, 0.6, 1} (edgeless, sparse, dense, complete; A* = A the
    normalized adjacency), d in 1..4, unit feature rows, m1, m2 in 1..64; M = 32 draws of the initialisation and
    smoothing per instance (escalated)."""
    return {"N": draw(st.integers(1, 8)), "p": draw(st.sampled_from([0.0, 0.3, 0.6, 1.0])),
            "d": draw(st.integers(1, 4)), "m1": draw(st.integers(1, 64)), "m2": draw(st.integers(1, 64)),
            "seed": draw(SEEDS), "M": 32}


def _d129_escalate(inst: dict, level: int) -> dict:
    return {**inst, "M": min(32 * 4**level, 2048)}


def _d129_norms(inst: dict) -> tuple[np.ndarray, float]:
    """||r'|| (spectral and Frobenius) over M draws of W^(0) ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2), B_1 = 1 b^T with
    b ~ N(0, 1/m1) (L1485), W^rho ~ N(0, sigma_w^2), V^rho ~ N(0, sigma_v^2), sigma_w = m1^{-0.99},
    sigma_v = m2^{-0.51} (Table D.2); and ||A*||_inf (the largest absolute row sum)."""
    N, d, m1, m2, M = (int(inst[k]) for k in ("N", "d", "m1", "m2", "M"))
    rng = np.random.default_rng(int(inst["seed"]))
    A = _norm_adjacency(N, float(inst["p"]), rng)
    X = rng.standard_normal((N, d))
    X /= np.linalg.norm(X, axis=1, keepdims=True)
    AX = A @ X
    sw, sv = m1 ** -0.99, m2 ** -0.51
    W = rng.normal(0, 1 / math.sqrt(m1), (M, d, m1)) + rng.normal(0, sw, (M, d, m1))
    b = rng.normal(0, 1 / math.sqrt(m1), (M, 1, m1))
    V = rng.normal(0, 1 / math.sqrt(m2), (M, m1, m2)) + rng.normal(0, sv, (M, m1, m2))
    r = A @ np.maximum(AX @ W + b, 0.0) @ V  # (M, N, m2)
    spec = np.linalg.svd(r, compute_uv=False)[:, 0]
    fro = np.sqrt((r**2).sum(axis=(1, 2)))
    return np.stack([spec, fro], 1), float(np.abs(A).sum(1).max())


def _d129_fraction(inst: dict, col: int) -> Measurement:
    norms, ainf = _d129_norms(inst)
    M = len(norms)
    k = int(np.sum(norms[:, col] > ainf))
    lo, hi = clopper_pearson(k, M, 0.99)
    return Measurement(k / M, {}, {"||A*||_inf": ainf, "median ||r'||": float(np.median(norms[:, col])),
                                   "M": M}, lhs_interval=(lo, hi), stat=Binomial(k, M))


def _d129_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The fraction of the M draws with ||r'||_2 > ||A*||_inf (spectral norm), with its Clopper-Pearson interval."""
    return _d129_fraction(inst, 0)


def _d129_measure_fro(inst: dict, ctx: Ctx) -> Measurement:
    """As _d129_measure with the Frobenius norm ||r'||_F = ||r'||_{2,2} of (5.1)."""
    return _d129_fraction(inst, 1)


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.129", paper=PAPER, kind="probabilistic", comparison="<=",
    source=_src("(D.129), proof of Theorem 5.3.1, App. D.2 ('Denote r' = ... Then,')", "L7791-L7793"),
    statement="(D.129): for r' = A* sigma(A* X (W^(0) + W^rho) + B_1)(V^(0) + V^rho) at the random initialisation "
              "(W^(0) ~ N(0, 1/m1), V^(0) ~ N(0, 1/m2), B_1 = 1 b^T, b ~ N(0, 1/m1)) and smoothing (W^rho ~ "
              "N(0, sigma_w^2), V^rho ~ N(0, sigma_v^2), Table D.2), ||r'|| <= ||A*|| (||A*||_inf O~(1)) O~(1) <= "
              "||A*||_inf (w.h.p.); checked end to end, ||r'|| <= ||A*||_inf, as P(||r'|| > ||A*||_inf) <= 1/2 "
              "(implied by any 'with high probability'), ||.|| the spectral norm, A* = A a normalized adjacency.",
    statement_tex=r"\|\mathbf{r}'\| \leq \|\mathbf{A}^*\| (\|\mathbf{A}^*\|_\infty \cdot \tilde{O}(1)) \cdot "
                  r"\tilde{O}(1) \leq \|\mathbf{A}^*\|_\infty",
    bound=B.d129_half, measure=_d129_measure, strategy=_d129_instances(), escalate=_d129_escalate,
    expect="erratum", rtol=0.0, atol=0.0,
    readings=(Reading("Frobenius norm", "||r'|| read as the Frobenius norm ||r'||_{2,2} of (5.1) (Chapter 5's notation "
                      "defines only the column norms ||.||_{2,p}).", measure=_d129_measure_fro),),
    domain=(Param("N", 1, INF, integer=True, far=8, text="N nodes (any graph; A* the effective adjacency)",
                  unreached="N <= 8 and A* = A the normalized adjacency D^{-1/2} A~ D^{-1/2} (the no-sampling "
                            "case, ||A|| = 1): a crossing there is one of the printed statement"),
            Param("m1", 1, INF, integer=True, far=64, text="m1, m2 hidden widths", unreached="m1, m2 <= 64"),
            Param("d", 1, INF, integer=True, far=4, text="d features, ||x~_n|| = 1", unreached="d <= 4")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): r' is an N x m2 matrix whose rows are each of size ~ ||A*||_inf; already at "
             "N = 1 (A* = 1, ||A*||_inf = 1) ||r'|| = ||relu(x W + b)(V^(0) + V^rho)|| ~ sqrt(1 + m2^{-0.02}) ~ "
             "sqrt(2) > 1 (V^rho's variance m2^{-1.02} is as large as V^(0)'s 1/m2), and with N nodes the common "
             "positive mean of the ReLU rows adds ~ sqrt(N): ||r'||_2 ~ sqrt(N) ||A*||_inf. The chain's last '<=' "
             "drops both ||A*|| and the O~(1) factors. What (D.130) needs is an entrywise bound on row g of r' "
             "(O~(||A*||_inf) per entry), not this norm bound.",
    no_correction_reason="the left side is the failure fraction of the printed event ||r'|| <= ||A*||_inf; a correct "
                         "norm bound changes the event (corrected_text), and the proof's use in (D.130) needs an "
                         "entrywise bound instead",
    corrected_text="||r'|| <= ||A*|| ||A* X (W^(0) + W^rho) + B_1||_F ||V^(0) + V^rho|| (ReLU 1-Lipschitz, "
                   "sigma(0) = 0), which is O~(sqrt(N) ||A*||_inf sqrt(1 + m1/m2)) w.h.p.; or entrywise "
                   "|r'_{g,i}| <= O~(||A*||_inf) for the row g that (D.130) uses.",
    mutants={"P(||r'|| > ||A*||_inf) <= 1/4": B.d129_mut_quarter}, auto_mutant=False,
    second_path=SP + "test_d129_rprime_exceeds_ainf",
    notes="Monte Carlo over the initialisation and smoothing (M = 32 draws, escalated x4 per level to 2048), exact "
          "binomial interval, multiplicity-corrected by the engine. The search spans graphs from edgeless to "
          "complete (||A||_inf from 1 to ~sqrt(N/2) for a star-like graph is not drawn: random graphs only).",
    settings={"ci": {"max_examples": 4, "budget_s": 0.5, "min_valid": 1}},
))


# ============================================================================================ (D.131) L7801


@st.composite
def _d131_instances(draw: st.DrawFn) -> dict:
    """eps_0 in (0, 1/100] (Theorem 5.3.1, L1548; log-uniform down to 1e-8, the end 1/100 drawn), m1, m2 >= 1
    (independent, up to 1e8; m1 = m2 drawn), C_0 > 0 (Table D.2 leaves it O~(...): log-uniform on [1e-3, 1e6]),
    ||A*||_inf in [1e-2, 1e3]; eps_c = 1 (Table D.2)."""
    m1 = draw(st.one_of(st.integers(1, 100), log_uniform(1.0, 1e8).map(round)))
    m2 = m1 if draw(st.booleans()) else draw(st.one_of(st.integers(1, 100), log_uniform(1.0, 1e8).map(round)))
    return {"eps0": draw(log_uniform(1e-8, 1e-2)), "m1": int(m1), "m2": int(m2), "C0": draw(log_uniform(1e-3, 1e6)),
            "ainf": 10.0 / draw(log_uniform(1e-2, 1e3))}  # [1e-2, 1e3], the simplest draw 1e3


def _d131_sides(inst: dict, one: Any, power: Any) -> tuple[Any, dict]:  # noqa: ANN401
    """||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c with tau'_v = m1^{1/2-0.005}/(sqrt(eps_0) m2^{1/2}),
    tau'_w = C_0/(eps_0^{1/4} m1^{3/4-0.005}) (Table D.2, L6770-L6771), eps_c = 1 (L6783)."""
    e, m1, m2, C0, a = (one * inst[k] for k in ("eps0", "m1", "m2", "C0", "ainf"))
    tv = power(m1, one / 2 - one * 5 / 1000) / (power(e, one / 2) * power(m2, one / 2))
    tw = C0 / (power(e, one / 4) * power(m1, one * 3 / 4 - one * 5 / 1000))
    lhs = a**2 * tv * tw * power(m1, one / 4) * power(m2, one / 2) * 1
    return lhs, {"C0": C0, "ainf": a, "eps0": e, "tau_v'": tv, "tau_w'": tw}


def _d131_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q = _d131_sides({k: float(v) for k, v in inst.items()}, 1.0, lambda x, y: x**y)
    return Measurement(float(lhs), {k: q[k] for k in ("C0", "ainf", "eps0")},
                       {"tau_v'": q["tau_v'"], "tau_w'": q["tau_w'"]})


def _d131_exact(inst: dict) -> Measurement:
    """The same at mpmath precision (60 digits in the engine's exact re-check) from the float instance."""
    lhs, q = _d131_sides({k: mpmath.mpf(float(v)) for k, v in inst.items()}, mpmath.mpf(1), mpmath.power)
    return Measurement(lhs, {k: q[k] for k in ("C0", "ainf", "eps0")}, {}, exact=True)


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.131-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.131), proof of Theorem 5.3.1, App. D.2, its last '<=' (tau'_v, tau'_w, eps_c of Table D.2; "
                "eps_0 in (0, 1/100] of Theorem 5.3.1)", "L7801"),
    statement="(D.131), last step: ||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c <= C_0 ||A*||_inf^2 with "
              "tau'_v = m1^{1/2-0.005}/(sqrt(eps_0) m2^{1/2}), tau'_w = C_0/(eps_0^{1/4} m1^{3/4-0.005}), eps_c = 1, "
              "for every eps_0 in (0, 1/100], m1, m2 >= 1, C_0 > 0.",
    statement_tex=r"\|\mathbf{A}^*\|_\infty^2 \tau'_v \tau'_w m_1^{\frac{1}{4}} \sqrt{m_2} \epsilon_c \leq C_0 "
                  r"\|\mathbf{A}^*\|_\infty^2",
    bound=B.d131_last_printed, measure=_d131_measure, exact=_d131_exact, strategy=_d131_instances(),
    expect="erratum", rtol=1e-12, atol=0.0,
    domain=(Param("eps0", 0, 0.01, lo_closed=False, far=1e-8, text="eps_0 in (0, 1/100] (Theorem 5.3.1)",
                  unreached="eps_0 >= 1e-8: the ratio of the sides is eps_0^{-3/4} exactly, >= 31.6 on all of (0, 1/100]"),
            Param("m1", 1, INF, integer=True, far=1e8, text="m1, m2 >= 1 (m1 = m2 = m in Theorem 5.3.1)",
                  unreached="m1, m2 <= 1e8: the powers of m1 and m2 cancel exactly"),
            Param("C0", 0, INF, lo_closed=False, far=1e6, text="C_0 > 0 (Table D.2, O~(p_1^2 p_2 K^2 C C''))",
                  unreached="C_0 in [1e-3, 1e6]: both sides are linear in C_0"),
            Param("ainf", 0, INF, lo_closed=False, far=1e3, text="||A*||_inf > 0",
                  unreached="[1e-2, 1e3]: both sides carry ||A*||_inf^2")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): with Table D.2's tau'_v, tau'_w the powers of m1 and m2 cancel "
             "((1/2 - 0.005) - (3/4 - 0.005) + 1/4 = 0, -1/2 + 1/2 = 0) and the middle member is C_0 eps_0^{-3/4} "
             "||A*||_inf^2 (eps_c = 1), which exceeds C_0 ||A*||_inf^2 by eps_0^{-3/4} >= 100^{3/4} = 31.6 for "
             "every eps_0 <= 1/100: e.g. eps_0 = 1/100, m1 = m2 = 1, C_0 = 1, ||A*||_inf = 1: 31.62 against 1. The "
             "proof means ||W_T||_{2,4} <= eps_0^{1/4} tau'_w and ||V_T||_F <= eps_0^{1/2} tau'_v ((D.126)-(D.127), "
             "L7780-L7782), whose factors eps_0^{3/4} would cancel exactly; the middle member drops them.",
    corrected=B.d131_last_corrected,
    corrected_text="||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c = C_0 eps_0^{-3/4} ||A*||_inf^2; with "
                   "(D.126)-(D.127)'s norms the middle member is ||A*||_inf^2 (eps_0^{1/2} tau'_v)(eps_0^{1/4} tau'_w) "
                   "m1^{1/4} sqrt(m2) eps_c = C_0 ||A*||_inf^2.",
    mutants={"corrected without ||A*||_inf^2": B.d131_mut_no_ainf},
    second_path=SP + "test_d131_last_ratio_is_eps0_power",
    notes="Explicit algebra in float64 with an mpmath re-check; the ratio lhs/bound is eps_0^{-3/4} at every instance.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.2}},
))


# ============================================================================================= (D.19) L6714


@st.composite
def _d19_instances(draw: st.DrawFn) -> dict:
    """Two degree groups (sizes N_1, N_2 in 1..6), S_l in 1..N_l sampled uniformly (drawn seed), p_l* log-uniform
    on [1e-3, 10] (any non-negative constant, L6686; 1 drawn), a random graph with self-connections (edge
    probability 0.5) and normalized adjacency A (L1365); n in group u and j in group k (u = k drawn) both sampled
    and connected (the edge forced)."""
    rng = np.random.default_rng(draw(SEEDS))
    sizes = [draw(st.integers(1, 6)), draw(st.integers(1, 6))]
    S = [draw(st.integers(1, sizes[0])), draw(st.integers(1, sizes[1]))]
    p = [draw(st.one_of(st.just(1.0), log_uniform(1e-3, 10.0))) for _ in range(2)]
    u, k = draw(st.integers(0, 1)), draw(st.integers(0, 1))
    return {"sizes": sizes, "S": S, "p": p, "u": u, "k": k, "graph_seed": int(rng.integers(2**31))}


def _d19_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(P^s A P^s)_{n,j}: P^s diagonal with sqrt(p_l* N_l/S_l) on the sampled nodes of group l and 0 elsewhere."""
    rng = np.random.default_rng(int(inst["graph_seed"]))
    sizes, S, p, u, k = inst["sizes"], inst["S"], inst["p"], int(inst["u"]), int(inst["k"])
    N = sum(sizes)
    group = np.array([0] * sizes[0] + [1] * sizes[1])
    sampled = np.zeros(N, dtype=bool)
    for g in (0, 1):
        idx = np.flatnonzero(group == g)
        sampled[rng.choice(idx, size=S[g], replace=False)] = True
    cand_n = np.flatnonzero((group == u) & sampled)
    cand_j = np.flatnonzero((group == k) & sampled)
    n = int(cand_n[0])
    j = int(cand_j[-1])
    up = np.triu(rng.random((N, N)) < 0.5, 1)
    At = (up | up.T).astype(float)
    At[n, j] = At[j, n] = 1.0
    np.fill_diagonal(At, 1.0)
    dinv = 1.0 / np.sqrt(At.sum(1))
    A = At * dinv[:, None] * dinv[None, :]
    P = np.diag([math.sqrt(p[group[i]] * sizes[group[i]] / S[group[i]]) if sampled[i] else 0.0 for i in range(N)])
    As = P @ A @ P
    q = {"Nk": float(sizes[k]), "Nu": float(sizes[u]), "lk": float(S[k]), "lu": float(S[u]), "pk": float(p[k]),
         "pu": float(p[u]), "a": float(A[n, j])}
    return Measurement(float(As[n, j]), q, {"n": n, "j": j, "N": N})


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.19", paper=PAPER, kind="step", comparison="==",
    source=_src("(D.19), proof of Lemma D.1.3, App. D.1.1 ('From Section D.1.1, we can rewrite that'; the sampling "
                "of Section D.1.1: P^s_ii = sqrt(p_l* N_l/S_l) on sampled nodes, A^s = P^s A P^s)", "L6710-L6714"),
    statement="(D.19): for n in N_u and j in N_k connected, both sampled, the (n, j) entry of the symmetric sampled "
              "matrix A^s = P^s A P^s is sqrt(|N_k| |N_u|/(l_k l_u)) p_k* p_u* A_{n,j} (l_k = S_k sampled nodes of "
              "group k).",
    statement_tex=r"\tilde{\mathbf{a}}_n^t = \sqrt{\frac{|\mathcal{N}_k||\mathcal{N}_u|}{l_k l_u}} p_k^* p_u^* A_{n,j}",
    bound=B.d19_printed, measure=_d19_measure, strategy=_d19_instances(), expect="erratum", rtol=1e-9, atol=1e-12,
    domain=(Param("p", 0, INF, far=10.0, text="p_l* >= 0 (L6686; (D.16) bounds it by c_2/(L^2 psi_l^2) with c_2 "
                                              "'sufficiently large')",
                  unreached="p_l* in [1e-3, 10] and 1; p_l* = 0 zeroes both sides"),
            Param("N", 2, INF, integer=True, far=12, text="groups of N_l nodes, S_l of them sampled",
                  unreached="two groups of at most 6 nodes: the entry depends only on the two groups of n and j")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): P^s_nn P^s_jj = sqrt(p_u* N_u/l_u) sqrt(p_k* N_k/l_k), so the entry "
             "is sqrt(|N_k||N_u|/(l_k l_u)) sqrt(p_k* p_u*) A_{n,j} (as (D.20) L6716 has sqrt(p_k* p_u*) for A*); the "
             "printed p_k* p_u* differs unless p_k* p_u* in {0, 1}: e.g. one group, N = 2, S = 2, p* = 4, A_{n,j} "
             "= 1/2: entry 2 against the printed 8. (D.23) then uses sqrt(p_u* p_k*) again, so the chain continues "
             "with the right entry. Lemma D.1.3 keeps its own claim.",
    corrected=B.d19_corrected,
    corrected_text="sqrt(|N_k||N_u|/(l_k l_u)) sqrt(p_k* p_u*) A_{n,j} (and 0 unless both n and j are sampled: (D.19) "
                   "says only 'j is selected')",
    mutants={"corrected without the sampling ratio": B.d19_mut_no_ratio},
    second_path=SP + "test_d19_symmetric_sampling_entry",
    notes="float64 on small graphs (at most 12 nodes). The printed case list also leaves n's own sampling out: "
          "P^s_nn = 0 for an unsampled n zeroes the entry; both are drawn sampled here.",
    settings={"ci": {"max_examples": 12, "budget_s": 0.3}},
))


# ============================= (C.253) L6502-L6506, (C.260) L6533, (C.274) L6591: the scale-free right sides


@st.composite
def _gmm_instances(draw: st.DrawFn) -> dict:
    """L in 1..3 components, d in 1..3, weights lambda_l (drawn, normalised), Sigma_l = c Q_l diag(e_l) Q_l^T with a
    common scale c log-uniform on [1e-2, 1e2] and eigenvalue spreads e in [1, 10] (isotropic drawn), ||mu_l||
    log-uniform on [1e-3, 10] or 0, unit a, v (v along mu_1 drawn); the moment order p in 1..6."""
    rng = np.random.default_rng(draw(SEEDS))
    L, d = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    c = draw(log_uniform(1e-2, 1e2))
    iso = draw(st.booleans())
    lam = np.array([draw(st.floats(0.05, 1.0)) for _ in range(L)])
    lam = lam / lam.sum()
    mus, sigs = [], []
    for _ in range(L):
        Q = np.linalg.qr(rng.standard_normal((d, d)))[0]
        e = np.ones(d) if iso else rng.uniform(1.0, 10.0, d)
        sigs.append(c * Q @ np.diag(e) @ Q.T)
        mu = rng.standard_normal(d)
        mus.append(mu / np.linalg.norm(mu) * draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))))
    a = rng.standard_normal(d)
    v = rng.standard_normal(d)
    if draw(st.booleans()) and np.linalg.norm(mus[0]) > 0:
        v = mus[0].copy()
    return {"L": L, "d": d, "lam": lam, "mus": np.array(mus), "sigs": np.array(sigs), "a": a / np.linalg.norm(a),
            "v": v / np.linalg.norm(v), "p": draw(st.integers(1, 6)), "scale": c}


def _gmm_quantities(inst: dict) -> dict:
    """sigma_min, sigma_max, tau (L1104, L1126), D_2, D_4 of (C.8), and the mixture moments E(x^T a)^2, E(x^T v)^4,
    E(x^T v)^2, E x^T v in closed form (u^T x ~ N(u^T mu_l, u^T Sigma_l u) in component l)."""
    lam, mus, sigs = np.asarray(inst["lam"]), np.asarray(inst["mus"]), np.asarray(inst["sigs"])
    ev = [np.linalg.eigvalsh(S) for S in sigs]
    smax = math.sqrt(max(float(e[-1]) for e in ev))
    lmin = [math.sqrt(float(e[0])) for e in ev]  # ||Sigma_l^{-1}||^{-1/2}
    smin = min(lmin)

    def D(m: int) -> float:
        return float(sum(w * (np.linalg.norm(mu) / s + 1.0) ** m for w, mu, s in zip(lam, mus, lmin, strict=True)))

    def mom(u: np.ndarray, k: int) -> float:
        out = 0.0
        for w, mu, S in zip(lam, mus, sigs, strict=True):
            m, s2 = float(u @ mu), float(u @ S @ u)
            out += w * {1: m, 2: m * m + s2, 4: m**4 + 6 * m * m * s2 + 3 * s2 * s2}[k]
        return out

    a, v = np.asarray(inst["a"]), np.asarray(inst["v"])
    return {"smin": smin, "smax": smax, "tau": smax / smin, "D2": D(2), "D4": D(4), "Ea2": mom(a, 2),
            "Ev4": mom(v, 4), "Ev2": mom(v, 2), "Ev1": mom(v, 1)}


def _c253_measure(inst: dict, ctx: Ctx) -> Measurement:
    """sigma_min^{-6p} E[(x^T alpha)^2]^{p/2} E[(x^T v)^4]^{p/2} (the middle member of (C.253))."""
    g, p = _gmm_quantities(inst), int(inst["p"])
    lhs = g["smin"] ** (-6 * p) * g["Ea2"] ** (p / 2) * g["Ev4"] ** (p / 2)
    return Measurement(lhs, {"p": p, "tau": g["tau"], "D2": g["D2"], "D4": g["D4"], "smin": g["smin"]},
                       {"scale": inst["scale"], "L": inst["L"], "d": inst["d"]})


def _c260_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(E[sigma_min^{-4} (x^T v)^2])^p (the middle member of (C.260))."""
    g, p = _gmm_quantities(inst), int(inst["p"])
    return Measurement((g["smin"] ** -4 * g["Ev2"]) ** p, {"p": p, "tau": g["tau"], "D2": g["D2"], "smin": g["smin"]},
                       {"scale": inst["scale"], "L": inst["L"], "d": inst["d"]})


def _c274_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(E[sigma_min^{-2} (x^T v)])^p (the middle member of (C.274), literally: no absolute value)."""
    g, p = _gmm_quantities(inst), int(inst["p"])
    return Measurement((g["smin"] ** -2 * g["Ev1"]) ** p, {"p": p, "tau": g["tau"], "D2": g["D2"], "smin": g["smin"]},
                       {"scale": inst["scale"], "L": inst["L"], "d": inst["d"]})


_GMM_DOMAIN = (
    Param("scale", 0, INF, lo_closed=False, far=1e2, text="Sigma_l positive definite (any scale)",
          unreached="common covariance scale in [1e-2, 1e2]: the left sides scale like its power -3p/2, -p, -p/2 "
                    "(in the variance), the right sides are scale-free"),
    Param("L", 1, INF, integer=True, far=3, text="L components, x in R^d", unreached="L, d <= 3"),
    Param("p", 1, INF, integer=True, far=6, text="the moment order p >= 1 (the series of (C.254) runs over p >= 2)",
          unreached="p <= 6: both sides are p-th powers of p-free numbers"),
)

_GMM_NOTE = ("The mixture written 'x ~ sum_l N(mu_l, Sigma_l)' in the display is read as the model's "
             "sum_l lambda_l N(mu_l, Sigma_l) ((C.3)); sigma_min, sigma_max, tau as defined at L1104-L1126 (Table "
             "C.1 L5067); D_m of (C.8). Closed-form moments in float64.")

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.253-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.253), proof of Lemma C.6.1, App. C.6, its last '<=' (Gp_i defined before (C.252))",
                "L6502-L6506"),
    statement="(C.253), last step: sigma_min^{-6p} E[(x^T alpha)^2]^{p/2} E[(x^T v)^4]^{p/2} <= tau^{6p} "
              "sqrt(D_2(Psi) D_4(Psi))^p for x from the Gaussian mixture, unit alpha, v, p >= 1.",
    statement_tex=r"\sigma_{\min}^{-6p} \mathbb{E}[(\mathbf{x}^\top \boldsymbol{\alpha})^2]^{\frac{p}{2}} "
                  r"\mathbb{E}[(\mathbf{x}^\top \mathbf{v})^4]^{\frac{p}{2}} \leq \tau^{6p} \sqrt{D_2(\Psi) D_4(\Psi)}^p",
    bound=B.c253_printed, measure=_c253_measure, strategy=_gmm_instances(), expect="erratum", rtol=1e-9, atol=0.0,
    domain=_GMM_DOMAIN,
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): tau and D_m are invariant under (mu_l, Sigma_l) -> (c mu_l, c^2 "
             "Sigma_l) while the left side scales like c^{-3p}; L = 1, d = 1, mu = 0, Sigma = 1/4, p = 1: left "
             "(1/2)^{-6} sqrt(1/4 * 3/16) = 13.86 against 1 (already at Sigma = 1 the Gaussian fourth moment gives "
             "sqrt(3) > 1). The chain needs sigma_min^{-3} on the right (corrected); (C.256)'s tau^6 sqrt(D_2 D_4) "
             "inherits the missing scale.",
    corrected=B.c253_corrected,
    corrected_text="<= (sqrt(3) sigma_min^{-3})^p tau^{6p} sqrt(D_2(Psi) D_4(Psi))^p",
    mutants={"sigma_min^{-2} for sigma_min^{-3}": B.c253_mut},
    second_path=SP + "test_c253_c260_c274_scale",
    notes=_GMM_NOTE, settings={"ci": {"max_examples": 10, "budget_s": 0.3}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.260-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.260), proof of Lemma C.6.1 (non-symmetric case), App. C.6, its last '<='", "L6533"),
    statement="(C.260), last step: (E[sigma_min^{-4} (x^T v)^2])^p <= tau^{4p} D_2(Psi)^p for x from the Gaussian "
              "mixture, unit v, p >= 1.",
    statement_tex=r"(\mathbb{E}[\sigma_{\min}^{-4}(\mathbf{x}_i^\top \mathbf{v})^2])^p \leq \tau^{4p} D_2(\Psi)^p",
    bound=B.c260_printed, measure=_c260_measure, strategy=_gmm_instances(), expect="erratum", rtol=1e-9, atol=0.0,
    domain=_GMM_DOMAIN,
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): the left side scales like c^{-p} under Sigma_l -> c Sigma_l, mu_l "
             "-> sqrt(c) mu_l, the right side not; L = 1, d = 1, mu = 0, Sigma = 1/4, p = 1: 16 * 1/4 = 4 against 1. "
             "Corrected with sigma_min^{-2p}.",
    corrected=B.c260_corrected, corrected_text="<= sigma_min^{-2p} tau^{4p} D_2(Psi)^p",
    mutants={"sigma_min^{-p} for sigma_min^{-2p}": B.c260_mut},
    second_path=SP + "test_c253_c260_c274_scale",
    notes=_GMM_NOTE, settings={"ci": {"max_examples": 10, "budget_s": 0.3}},
))

CLAIMS.append(Claim(
    id="thesis.ch4.eqC.274-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.274), proof of Lemma C.6.3, App. C.6, its last '<='", "L6591"),
    statement="(C.274), last step: (E[sigma_min^{-2} (x^T v)])^p <= tau^{2p} sqrt(D_2(Psi))^p for x from the "
              "Gaussian mixture, unit v, p >= 1 (literally: no absolute value inside).",
    statement_tex=r"\left( \mathbb{E}[\sigma_{\min}^{-2} (\mathbf{x}_i^\top \mathbf{v})] \right)^p \leq \tau^{2p} "
                  r"\sqrt{D_2(\Psi)}^p",
    bound=B.c274_printed, measure=_c274_measure, strategy=_gmm_instances(), expect="erratum", rtol=1e-9, atol=0.0,
    domain=_GMM_DOMAIN,
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): with v along mu, E[x^T v] = ||mu|| and sigma_min^{-2} ||mu|| grows "
             "like c^{-1/2} under Sigma -> c Sigma, mu -> sqrt(c) mu, while tau^2 sqrt(D_2) is scale-free: L = 1, d = 1, "
             "mu = 1, Sigma = 1/100, p = 1: 100 against 1/0.1 + 1 = 11. Corrected with sigma_min^{-p}.",
    corrected=B.c274_corrected, corrected_text="<= sigma_min^{-p} tau^p sqrt(D_2(Psi))^p (also with |E x^T v|)",
    mutants={"sigma_min^{-p/2} for sigma_min^{-p}": B.c274_mut}, auto_mutant=False,
    second_path=SP + "test_c253_c260_c274_scale",
    notes=_GMM_NOTE + " The corrected side is not sharp on the drawn mixtures (the '+1' of D_2, v not along mu), so the "
                      "automatic 10 % mutant is off; the planted mutant is wrong along the covariance scale.",
    settings={"ci": {"max_examples": 6, "budget_s": 0.3, "min_valid": 1}},
))


# ============================================================ Lemma D.2.10 (1), L7299-L7303: sparse sign change


def _d210_params(m1: int, a: float, b: float) -> tuple[float, float]:
    """tau_w at log-position a in [m1^{-5/4}, m1^{-1/2}], sigma_w at log-position b in [m1^{-3/2}, tau_w m1^{-1/4}]
    (Lemma D.2.10's hypotheses, L7299: tau_w in [m1^{-3/2}, m1^{-1/2}], sigma_w in [m1^{-3/2}, tau_w/m1^{1/4}]; the
    second range is empty unless tau_w >= m1^{-5/4}, so these are exactly the pairs the hypotheses allow; round 9
    fix: the former draw a in [m1^{-3/2}, m1^{-1/2}] put sigma_w outside its range for tau_w < m1^{-5/4})."""
    lt = math.log(m1) * (-1.25 + 0.75 * a)
    tw = math.exp(lt)
    lo, hi = -1.5 * math.log(m1), lt - 0.25 * math.log(m1)
    return tw, math.exp(lo + b * (hi - lo))


@st.composite
def _d210_instances(draw: st.DrawFn) -> dict:
    """m1 log-uniform in [4, 1e5] (small drawn), the log-positions a, b of tau_w and sigma_w in their ranges, a
    drawn seed for w^(0), w^rho (the bias folded in, L7317)."""
    m1 = int(draw(st.one_of(st.integers(4, 64), log_uniform(4.0, 1e5).map(round))))
    return {"m1": m1, "a": draw(st.floats(0.0, 1.0)), "b": draw(st.floats(0.0, 1.0)), "seed": draw(SEEDS)}


def _d210_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||D'_{n,w}||_0 maximised over W' with ||W'||_{2,4} <= tau_w: with g0_i = a~ X~ w~_i^(0)/||a~ X~|| ~ N(0, 1/m1)
    and grho_i ~ N(0, sigma_w^2) (L7319-L7321), neuron i flips if sign(g0_i + grho_i + g'_i) != sign(g0_i); the
    smoothing flips are free, every other flip costs ||w'_i|| >= |g0_i + grho_i| (w'_i along a~ X~), so the maximum
    takes the cheapest |g0 + grho|^4 while their sum stays <= tau_w^4 (greedy is optimal for a sum budget)."""
    m1 = int(inst["m1"])
    if m1 > 2_000_000:
        raise SolverFailure("m1 above the 2e6 cap of this measurement")
    tw, sw = _d210_params(m1, float(inst["a"]), float(inst["b"]))
    rng = np.random.default_rng(int(inst["seed"]))
    g0 = rng.normal(0.0, 1.0 / math.sqrt(m1), m1)
    z = g0 + rng.normal(0.0, sw, m1)
    free = int(np.sum(np.sign(z) != np.sign(g0)))
    cost = np.sort(np.abs(z[np.sign(z) == np.sign(g0)]) ** 4)
    k = int(np.searchsorted(np.cumsum(cost), tw**4, side="right"))
    return Measurement(float(free + k), {"tw": tw, "m1": float(m1)}, {"sigma_w": sw, "rho flips": free, "W' flips": k})


def _d210_move_m1(inst: dict, t: float) -> dict:
    return {**inst, "m1": int(round(t))}


def _d210_move_tau(inst: dict, t: float) -> dict:
    """tau_w -> m1^{-5/4} at m1 = 1e4: t = m1^{-1/2}/tau_w from 1 to 1e3 (log-position a = 1 - log t/(3/4 log m1);
    below m1^{-5/4} no sigma_w satisfies the hypotheses)."""
    m1 = 10_000
    return {**inst, "m1": m1, "a": max(0.0, 1.0 - math.log(t) / (0.75 * math.log(m1)))}


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.10-sign-change-w", paper=PAPER, kind="step", comparison="<=",
    source=_src("Lemma D.2.10 (1), App. D.2 (its hypotheses tau_w in [m1^{-3/2}, m1^{-1/2}], sigma_w in "
                "[m1^{-3/2}, tau_w/m1^{1/4}], ||W'||_{2,4} <= tau_w; the first display)", "L7299-L7303"),
    statement="Lemma D.2.10 (1): w.h.p. ||D'_{n,w}||_0 <= O~(tau_w^{4/5} m1^{6/5}) for every W' with ||W'||_{2,4} <= "
              "tau_w, D'_{n,w} the sign changes of node n's first layer from W^(0) to W^(0) + W^rho + W' (W^(0) ~ "
              "N(0, 1/m1), W^rho ~ N(0, sigma_w^2)); checked with one constant uniform over m1, tau_w, sigma_w.",
    statement_tex=r"\|\mathbf{D}'_{n,\mathbf{w}}\|_0 \leq \tilde{O}(\tau_w^{\frac{4}{5}} m_1^{\frac{6}{5}})",
    bound=B.d210_shape, measure=_d210_measure, strategy=_d210_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-9, atol=0.0,
    directions=(
        Direction("m1 -> inf", "m1", INF, how="path", move=_d210_move_m1, points=(1e2, 1e3, 1e4, 1e5),
                  reason="the width; tau_w and sigma_w keep their log-positions in their m1-dependent ranges"),
        Direction("tau_w -> m1^{-5/4} at m1 = 1e4", "a", INF, how="path", move=_d210_move_tau,
                  points=(1.0, 10.0, 100.0, 1e3),
                  reason="the budget's scale: the k cheapest flips cost ~ k^5/m1^6, so the count is ~ tau_w^{4/5} "
                         "m1^{6/5} down to a count of order 1"),
        Direction("sigma_w (searched)", "b", 1.0, how="search",
                  reason="the smoothing flips ~ sigma_w m1^{3/2} <= tau_w m1^{5/4} <= tau_w^{4/5} m1^{6/5} since "
                         "tau_w <= m1^{-1/4}; its log-position is drawn over the whole range"),
    ),
    domain=(Param("m1", 1, INF, integer=True, far=1e6, text="m1 hidden neurons",
                  unreached="m1 in [4, 1e5] drawn and on the path (arrays of m1 floats)"),
            Param("a", 0, 1, text="tau_w in [m1^{-3/2}, m1^{-1/2}] with a sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}]: "
                                     "tau_w in [m1^{-5/4}, m1^{-1/2}] (log-position)", unreached="the whole range"),
            Param("b", 0, 1, text="sigma_w in [m1^{-3/2}, tau_w m1^{-1/4}] (log-position)",
                  unreached="the whole range")),
    evidence="Holds: the pre-activations a~ X~ w~^(0) have density ~ sqrt(m1) at 0 (scale-free after dividing by "
             "||a~ X~||), so the k-th cheapest flip costs ~ (k/m1^{3/2})^4 and the budget tau_w^4 buys s ~ "
             "(tau_w^4 m1^6)^{1/5} flips, the printed shape (the proof's s <= O~(tau_w s^{-1/4} m1^{3/2})); the "
             "smoothing adds ~ sigma_w m1^{3/2}, below it under the hypotheses.",
    mutants={"tau_w^{6/5} m1^{6/5} (wrong power of tau_w)": B.d210_mut_tau,
             "tau_w^{4/5} m1^{3/5} (wrong power of m1)": B.d210_mut_m1},
    second_path=SP + "test_d210_sign_changes_budget",
    notes="One node n (the count is per node); the worst W' is exact (greedy over a sum budget), the initialisation "
          "and smoothing one draw per instance ('with high probability'). The second part (||D'_{n,v}||_0, L7305) "
          "is not encoded.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4}},
))


# ============================================================================================= (C.152) L5968


@st.composite
def _c152_instances(draw: st.DrawFn) -> dict:
    """K in 1..8 neurons, the pre-activations z_k = w_k^T x in [-60, 60] (xi depends on W, x only through them; all
    negative, all positive and mixed signs drawn), y in {0, 1}."""
    K = draw(st.integers(1, 8))
    mode = draw(st.sampled_from(["mixed", "negative", "positive"]))
    z = [draw(st.floats(-60.0, 60.0)) for _ in range(K)]
    if mode != "mixed":
        z = [(-1.0 if mode == "negative" else 1.0) * abs(v) for v in z]
    return {"K": K, "z": z, "y": draw(st.sampled_from([1, 0]))}


def _c152_xi_max(inst: dict) -> tuple[Any, int]:
    """max_{j,l} |xi_{j,l}| from (C.73) L5583 at 50 digits: phi the sigmoid, H = (1/K) sum_k phi(z_k); off the
    diagonal |xi_{j,l}| = c phi'_j phi'_l / K^2 with c >= 0, largest at the two largest phi'."""
    K, y = int(inst["K"]), int(inst["y"])
    if K > 20_000:
        raise SolverFailure("K above the 2e4 cap of this 50-digit measurement")
    with mpmath.workdps(50):
        z = [mpmath.mpf(float(v)) for v in inst["z"]]
        ph = [1 / (1 + mpmath.exp(-v)) for v in z]
        d1 = [p * (1 - p) for p in ph]
        d2 = [p * (1 - p) * (1 - 2 * p) for p in ph]
        H = mpmath.fsum(ph) / K
        if H <= 0 or H >= 1:
            raise SolverFailure("H(W) at 0 or 1 beyond 50 digits")
        c = (H * H + y - 2 * y * H) / (H * H * (1 - H) ** 2)  # >= 0 for y in {0, 1}
        diag = [abs(d1[j] * d1[j] * c / K**2 - d2[j] * (y - H) / (H * (1 - H)) / K) for j in range(K)]
        top = sorted(d1, reverse=True)
        off = top[0] * top[1] * c / K**2 if K > 1 else mpmath.mpf(0)  # j != l: the two largest phi'
        return max(max(diag), off), K


def _c152_measure(inst: dict, ctx: Ctx) -> Measurement:
    best, K = _c152_xi_max(inst)
    return Measurement(float(best), {"K": K}, {"y": int(inst["y"])})


def _c152_move_K(inst: dict, t: float) -> dict:
    """K = t neurons: one at its steepest point z_1 = 0 and t - 1 inactive ones at -60 (H ~ 1/(2K)); a start with a
    saturated z_1 would only show the inactive neurons' e^{-60}-sized share growing linearly in K far below 1."""
    k = int(round(t))
    z = [0.0] + [-60.0] * (k - 1)
    return {**inst, "K": k, "z": z}


def _c152_move_scale(inst: dict, t: float) -> dict:
    return {**inst, "z": [max(-200.0, min(200.0, float(v) * t)) for v in inst["z"]]}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.152", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.152), proof of Lemma C.4.3, App. C.4.5 ('Therefore, there exists a constant C_9 > 0, such "
                "that'; xi_{j,l} of (C.73), y in {0, 1})", "L5966-L5968"),
    statement="(C.152): there is a constant C_9 > 0 with |xi_{j,l}(W)| <= C_9 for all j, l in [K], every W, x and "
              "y in {0, 1}, xi_{j,l} of (C.73) (phi the sigmoid, H(W) = (1/K) sum_k phi(w_k^T x)); checked with one "
              "constant uniform over K, W, x, y.",
    statement_tex=r"|\xi_{j,l}(\mathbf{W})| \leq C_9",
    bound=B.c152_shape, measure=_c152_measure, strategy=_c152_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-9, atol=0.0,
    directions=(
        Direction("K -> inf (one active neuron)", "K", INF, how="path", move=_c152_move_K,
                  points=(1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0),
                  reason="the number of neurons; H shrinks like phi(z_1)/K, the ratios phi'/H, phi''/H stay bounded"),
        Direction("||z|| -> inf (saturation)", "z", INF, how="path", move=_c152_move_scale,
                  points=(1.0, 2.0, 4.0, 8.0, 16.0),
                  reason="H -> 0 or 1 where the factors 1/H, 1/(1 - H) of (C.73) blow up"),
        Direction("y, signs of z (searched)", "y", 1, how="search", reason="y in {0, 1} and the sign patterns drawn"),
    ),
    domain=(Param("K", 1, INF, integer=True, far=64, text="K >= 1 neurons", unreached="K <= 8 drawn, 64 on the path"),
            Param("z", -INF, INF, far=200.0, text="W, x arbitrary (through z_k = w_k^T x)",
                  unreached="|z_k| <= 60 drawn, 200 on the path (50-digit arithmetic)")),
    evidence="Holds (C_9 = 2 suffices): for y = 1, (H^2 + 1 - 2H)/(H^2 (1 - H)^2) = 1/H^2, and phi'(z_j) <= phi(z_j) <= "
             "K H, |phi''(z_j)| <= phi(z_j) <= K H give each term of (C.73) at most 1 ((C.150)-(C.151)); y = 0 "
             "likewise with 1 - H. The largest value found is 1/4 (K = 1, z = 0; one active neuron among inactive ones "
             "gives xi_jj = phi(1 - phi) <= 1/4 for every K).",
    mutants={"|xi| <~ 1/K (wrong along K)": B.c152_mut_K},
    second_path=SP + "test_c152_xi_bounded_by_two",
    notes="50-digit mpmath from the printed (C.73) (no simplification), so the saturated regime H -> 0, 1 is exact; "
          "(C.144)'s C_7 (the third-derivative factor) is not encoded here.",
    settings={"ci": {"max_examples": 8, "budget_s": 0.4}},
))


# ============================================================================================= (C.144) L5934


@st.composite
def _c144_instances(draw: st.DrawFn) -> dict:
    """As (C.152)'s instances with K in 1..3 (T has K^3 entries) and |z_k| <= 30."""
    K = draw(st.integers(1, 3))
    mode = draw(st.sampled_from(["mixed", "negative", "positive"]))
    z = [draw(st.floats(-30.0, 30.0)) for _ in range(K)]
    if mode != "mixed":
        z = [(-1.0 if mode == "negative" else 1.0) * abs(v) for v in z]
    return {"K": K, "z": z, "y": draw(st.sampled_from([1, 0]))}


def _c144_xi_all(z: list, y: int) -> list:
    """All xi_{j,l} (j <= l) of (C.73) at z in one pass (H computed once)."""
    K = len(z)
    ph = [1 / (1 + mpmath.exp(-v)) for v in z]
    H = mpmath.fsum(ph) / K
    c = (H * H + y - 2 * y * H) / (H * H * (1 - H) ** 2) / K**2
    g = (y - H) / (H * (1 - H)) / K
    d1 = [p * (1 - p) for p in ph]
    out = []
    for j in range(K):
        for l in range(j, K):
            xi = d1[j] * d1[l] * c
            if j == l:
                xi -= d1[j] * (1 - 2 * ph[j]) * g
            out.append(xi)
    return out


def _c144_measure(inst: dict, ctx: Ctx) -> Measurement:
    """max over j, l, k of |T_{j,l,k}| = |d xi_{j,l} / d z_k| ((C.148): d xi_{j,l}/d w_k = T_{j,l,k} x with z_k =
    w_k^T x), by a central difference (step 1e-20, error ~ 1e-40 times the third derivative) at 50 digits; covers
    both index orders T_{j,k,l}, T_{j,l,k} of (C.144), (C.148)."""
    K, y = int(inst["K"]), int(inst["y"])
    if K > 64:
        raise SolverFailure("K above the cap 64 of this K^3 numerical differentiation")
    with mpmath.workdps(50):
        z0 = [mpmath.mpf(float(v)) for v in inst["z"]]
        h = mpmath.mpf(10) ** -20
        best = mpmath.mpf(0)
        for k in range(K):
            zp, zm = list(z0), list(z0)
            zp[k] += h
            zm[k] -= h
            for a, b in zip(_c144_xi_all(zp, y), _c144_xi_all(zm, y), strict=True):
                best = max(best, abs((a - b) / (2 * h)))
    return Measurement(float(best), {"K": K}, {"y": y})


def _c144_move_K(inst: dict, t: float) -> dict:
    """K = t neurons, one at z_1 = 1 and t - 1 inactive at -30 (H ~ phi(1)/K)."""
    k = int(round(t))
    return {**inst, "K": k, "z": [1.0] + [-30.0] * (k - 1)}


def _c144_move_scale(inst: dict, t: float) -> dict:
    return {**inst, "z": [max(-100.0, min(100.0, float(v) * t)) for v in inst["z"]]}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.144", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.144), proof of Lemma C.4.2, App. C.4.4 ('From Lemma C.4.3, we know'; T of (C.148), "
                "d xi_{j,l}(W')/d w'_k = T_{j,l,k} x)", "L5932-L5934"),
    statement="(C.144): max_k |T_{j,k,l}| <= C_7 for a constant C_7 > 0, T the derivative of xi_{j,l} of (C.73) "
              "in w_k divided by x (a scalar, d xi/d z_k with z_k = w_k^T x); checked with one constant uniform "
              "over K, W, x, y in {0, 1} and all index triples.",
    statement_tex=r"\max_k |T_{j,k,l}| \leq C_7",
    bound=B.c152_shape, measure=_c144_measure, strategy=_c144_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-9, atol=0.0,
    directions=(
        Direction("K -> inf (one active neuron)", "K", INF, how="path", move=_c144_move_K,
                  points=(1.0, 2.0, 4.0, 8.0, 16.0),
                  reason="the number of neurons; each factor phi'_k/(K H), phi''/(K H), phi^(3)/(K H) stays <= 1 "
                         "(one neuron at z_1 = 1 keeps them of order 1)"),
        Direction("||z|| -> inf (saturation)", "z", INF, how="path", move=_c144_move_scale,
                  points=(1.0, 2.0, 4.0, 8.0),
                  reason="H -> 0 or 1 where 1/H, 1/(1 - H) blow up"),
        Direction("y, signs of z (searched)", "y", 1, how="search", reason="y in {0, 1} and the sign patterns drawn"),
    ),
    domain=(Param("K", 1, INF, integer=True, far=16, text="K >= 1 neurons",
                  unreached="K <= 3 drawn, 16 on the path (K^3 derivatives at 50 digits, capped at 64)"),
            Param("z", -INF, INF, far=100.0, text="W, x arbitrary (through z_k = w_k^T x)",
                  unreached="|z_k| <= 30 drawn, 100 on the path")),
    evidence="Holds: differentiating (C.73) in z_k gives terms phi'_j phi'_l phi'_k/(K^3 H^3), phi''_j phi'_l/(K^2 H^2), "
             "phi^(3)_j/(K H), phi''_j phi'_k/(K^2 H^2) (and the same with 1 - H for y = 0), each bounded by a "
             "constant ((C.156)-(C.159)); the largest value found is below 1.",
    mutants={"max |T| <~ 1/K (wrong along K)": B.c144_mut_K},
    second_path=SP + "test_c144_third_derivative_bounded",
    notes="Independent of the component bounds (C.156)-(C.159) that thesis.ch4.C.150-C.159 checks: T is the numerical "
          "derivative of the printed xi, not its decomposition.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.5, "min_valid": 1}},
))


# ============================================================================================ (C.276) L6597


def _sigmoid(z: np.ndarray) -> np.ndarray:
    return 0.5 * (1.0 + np.tanh(0.5 * z))


@st.composite
def _c276_instances(draw: st.DrawFn) -> dict:
    """One Gaussian component (L = 1, a mixture of the model), d in 1..3, K in 1..3, Sigma = c Q diag(e) Q^T (scale c
    log-uniform on [1e-2, 1e2], spreads e in [1, 10], isotropic drawn), ||mu|| in {0} u [1e-3, 10] sqrt(c), W*
    rows N(0, 1/d) times a log-uniform scale in [1e-2, 10]/sqrt(c), unit v; the free t > 0 and theta > 0 of the
    Chernoff display: t log-uniform over [1e-3, 10]/sqrt(c) (in the units of Gq_i, whose size is ~ sigma^{-1}),
    theta = u/t with u = theta t log-uniform over [1e-3, 1e3] (the simplest draw 1e3); n in 1..1e5 (log-uniform, 1 drawn); a seed for the Monte Carlo of P(Gq_1 >= t)."""
    rng = np.random.default_rng(draw(SEEDS))
    d, K = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    c = draw(log_uniform(1e-2, 1e2))
    Q = np.linalg.qr(rng.standard_normal((d, d)))[0]
    e = np.ones(d) if draw(st.booleans()) else rng.uniform(1.0, 10.0, d)
    mu = rng.standard_normal(d)
    mu = mu / np.linalg.norm(mu) * draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))) * math.sqrt(c)
    W = rng.standard_normal((K, d)) / math.sqrt(d) * draw(log_uniform(1e-2, 10.0)) / math.sqrt(c)
    v = rng.standard_normal(d)
    n = draw(st.one_of(st.just(1), log_uniform(1.0, 1e5).map(round)))
    t = draw(log_uniform(1e-3, 10.0)) / math.sqrt(c)
    return {"d": d, "K": K, "scale": c, "Sigma": c * Q @ np.diag(e) @ Q.T, "mu": mu, "W": W,
            "v": v / np.linalg.norm(v), "t": t, "theta": 1e3 / draw(log_uniform(1.0, 1e6)) / t, "n": int(n),
            "seed": draw(SEEDS)}


def _c276_one(inst: dict) -> tuple[float, float, dict]:
    """(p1_lo, s^2, extras): the 99.9 % Clopper-Pearson lower bound of p1 = P(Gq_1 >= t) from M = 2000 draws of x ~
    N(mu, Sigma), Gq_1 = v^T (y S_1(x)) - E[v^T y S_1(x)] with y = (1/K) sum_j phi(w_j*^T x) (sigmoid phi), S_1(x) =
    Sigma^{-1}(x - mu) (one component); the centring E[y S_1(x)] = E[grad y] = (1/K) sum_j E[phi'(w_j^T x)] w_j
    (Stein) by quadrature; s^2 = (tau^2 sqrt(D_2))^2 with tau = sigma_max/sigma_min (L1104-L1126), D_2 of (C.8)."""
    Sig, mu, W, v = (np.asarray(inst[k], dtype=float) for k in ("Sigma", "mu", "W", "v"))
    ev = np.linalg.eigvalsh(Sig)
    smin, smax = math.sqrt(ev[0]), math.sqrt(ev[-1])
    s2 = ((smax / smin) ** 2 * (np.linalg.norm(mu) / smin + 1.0)) ** 2
    cent = 0.0
    for w in W:
        a, b = float(w @ mu), math.sqrt(max(float(w @ Sig @ w), 1e-300))
        cent += _gauss_quad(lambda z, a=a, b=b: _dphi(a + b * z), b) * float(v @ w) / len(W)
    rng = np.random.default_rng(int(inst["seed"]))
    Lc = np.linalg.cholesky(Sig)
    Z = rng.standard_normal((2000, len(mu)))
    X = mu + Z @ Lc.T
    y = _sigmoid(X @ W.T).mean(1)
    g = y * (np.linalg.solve(Sig, (X - mu).T).T @ v) - cent
    k = int(np.sum(g >= float(inst["t"])))
    lo = clopper_pearson(k, len(g), 0.999)[0]
    return lo, s2, {"hits": k, "M": len(g), "centring": cent, "sigma_min": smin}


def _c276_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified (99.9 %) lower bound of the constant (C.276) needs at this instance, (log P(mean Gq >= t) + n theta
    t)/(theta^2 s^2), from P(mean Gq >= t) >= P(every Gq_i >= t) = p1^n (independence): n (log p1_lo + theta t) /
    (theta^2 s^2). With no hit among the M draws nothing is certified (returned -1, which refutes nothing)."""
    lo, s2, ex = _c276_one(inst)
    n, th, t = int(inst["n"]), float(inst["theta"]), float(inst["t"])
    lhs = n * (math.log(lo) + th * t) / (th * th * s2) if lo > 0 else -1.0
    return Measurement(lhs, {"n": float(n)}, {**ex, "p1_lo": lo, "s^2": s2, "theta t": th * t})


def _c276_move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


def _c276_move_scale(inst: dict, t: float) -> dict:
    """Sigma -> Sigma/t^2, mu -> mu/t (tau, D_2 unchanged), W* -> t W* (y unchanged), and the free t -> t t,
    theta -> theta/t: Gq_i scales by t exactly (same draws), so p1 and theta t are unchanged and the needed constant
    grows like t^2 (sigma_min^{-2})."""
    return {**inst, "Sigma": np.asarray(inst["Sigma"]) / t**2, "mu": np.asarray(inst["mu"]) / t,
            "W": np.asarray(inst["W"]) * t, "t": float(inst["t"]) * t, "theta": float(inst["theta"]) / t,
            "scale": float(inst["scale"]) / t**2}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.276", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.276), proof of Lemma C.6.3, App. C.6.5 ('similar to the derivation of (C.194), we have ... for "
                "some constant C_19 > 0'; Gq_i defined before (C.273))", "L6595-L6599"),
    statement="(C.276): P((1/n) sum_i Gq_i >= t) <= exp(-n theta t + C_19 theta^2 (tau^2 sqrt(D_2(Psi)))^2) for some "
              "constant C_19 > 0, for every theta > 0, t > 0, n >= 1 (theta chosen only afterwards), Gq_i = <v, y_i "
              "S_1(x_i) - E[y S_1(x)]> for unit v; checked as one constant uniform over the domain: (log P + n theta "
              "t)/(theta^2 tau^4 D_2(Psi)) <= C_19.",
    statement_tex=r"\mathbb{P}\left(\frac{1}{n} \sum_{i=1}^n Gq_i \geq t\right) \leq \exp\left(-n\theta t + C_{19}"
                  r"\theta^2 (\tau^2 \sqrt{D_2(\Psi)})^2\right)",
    bound=B.c276_shape, measure=_c276_measure, strategy=_c276_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_c276_move_n, points=(100.0, 1e3, 1e4, 1e5),
                  reason="the sample size: log P >= n log p1 while the printed exponent's theta^2 term has no n"),
        Direction("sigma_min -> 0 (data scale, theta t fixed)", "scale", INF, how="path", move=_c276_move_scale,
                  points=(1.0, 10.0, 100.0, 1e3),
                  reason="Sigma/t^2 with W*, t, theta rescaled so that p1 is unchanged: the constant needed grows "
                         "like sigma_min^{-2} (s^2 = tau^4 D_2 is scale-free)"),
        Direction("theta, t, d, K, W*, mu, v (searched)", "theta", INF, how="search",
                  reason="theta t and t log-uniform over six and four decades in the units of Gq_i, d, K <= 3, W*, "
                         "mu, v drawn"),
    ),
    domain=(Param("n", 1, INF, integer=True, far=1e5, text="n samples", unreached="n <= 1e5 drawn and on the path"),
            Param("theta", 0, INF, lo_closed=False, far=1e3, text="theta > 0 (free before its choice)",
                  unreached="theta t in [1e-3, 1e3]: a larger theta only lowers the needed constant "
                            "(~ n t/(theta s^2)), a smaller one makes log p1 + theta t < 0"),
            Param("t", 0, INF, lo_closed=False, far=10.0, text="t > 0",
                  unreached="t sqrt(scale) in [1e-3, 10]: beyond, no Monte Carlo hit (p1 below ~1e-3)"),
            Param("scale", 0, INF, lo_closed=False, far=1e2, text="Sigma positive definite (any scale)",
                  unreached="covariance scale in [1e-2, 1e2] drawn, the scale path to 1e-6 of it")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): P(mean Gq >= t) >= P(Gq_1 >= t)^n = p1^n, so log P + n theta t >= "
             "n (theta t + log p1), which grows linearly in n for every theta > -log(p1)/t, while C_19 theta^2 s^2 "
             "has no n; (C.255) L6513 carries the factor n (C_16 n theta^2 ...). E.g. d = K = 1, W* = 0 (y = 1/2), "
             "mu = 0, Sigma = 1: Gq = x/2, P = Q(2 t sqrt(n)); t = 1, theta = 4: (log P + 4n)/16 = 0.125 n - "
             "O(log n) (n = 100: 12.2; n = 1e4: 1250). The choice theta = t/(C_19 s^2) made afterwards gives the "
             "exponent -(n - 1) t^2/(C_19 s^2), which can hold; (C.277) follows with the n restored, which in turn "
             "inherits (C.274)'s missing sigma_min^{-2} (thesis.ch4.eqC.274-last). (C.269) L6569 misses the same "
             "factor n (not encoded separately).",
    no_correction_reason="The intended display is (C.255)'s form with the factor n, C n theta^2 s^2; that form needs "
                         "s^2 to carry the sub-Gaussian proxy of Gq_i, ~ sigma_min^{-2}, which the scale-free tau^4 "
                         "D_2 does not (the planted mutant 'C n' dies along the scale path): the repair is (C.274)'s, "
                         "not a display of its own.",
    mutants={"C n (the factor n restored, (C.255)'s form)": B.c276_mut_n}, auto_mutant=False,
    second_path=SP + "test_c276_needed_constant_grows_with_n",
    notes="The measurement is a certified lower bound of the needed constant (so it can refute, never confirm); "
          "one Gaussian component (L = 1) of the mixture model; sigmoid phi (Chapter 4).",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4, "min_valid": 1}},
))


# ============================================================================================ (D.139) L7846


@st.composite
def _d139_instances(draw: st.DrawFn) -> dict:
    """gamma in (0, 1/4] (Lemma D.2.13, L7542; log-uniform, the end 1/4 drawn first), eps0 in (0, 1/100] (Theorem
    5.3.1, L1548; log-uniform down to 1e-8, the end 1/100 first), OPT in [0, 1] (a population risk of a loss with
    L(0, y) in [0, 1] (L7818); 1 drawn first)."""
    return {"gamma": 0.25 / draw(log_uniform(1.0, 1e6)), "eps0": 1e-2 / draw(log_uniform(1.0, 1e6)),
            "OPT": draw(st.one_of(st.just(1.0), st.floats(0.0, 1.0)))}


@st.composite
def _d139_instances_small_gamma(draw: st.DrawFn) -> dict:
    """As _d139_instances with gamma = u eps0, u in (0, 1] (the reading gamma <= eps0)."""
    inst = draw(_d139_instances())
    return {**inst, "gamma": inst["eps0"] * draw(st.floats(1e-6, 1.0))}


def _d139_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(1 + gamma) OPT + eps0, the middle member of (D.139)."""
    g, e, o = float(inst["gamma"]), float(inst["eps0"]), float(inst["OPT"])
    return Measurement((1 + g) * o + e, {"eps0": e, "OPT": o}, {"gamma": g})


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.139-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.139), proof of Theorem 5.3.1, App. D.2, its last '<='", "L7843-L7846"),
    statement="(D.139), last step: (1 + gamma) OPT + eps0 <= (1 + eps0) OPT + eps0 for gamma in (0, 1/4] (Lemma "
              "D.2.13), eps0 in (0, 1/100] (Theorem 5.3.1) and OPT >= 0.",
    statement_tex=r"(1 + \gamma) OPT + \epsilon_0 \leq (1 + \epsilon_0) OPT + \epsilon_0",
    bound=B.d139_printed, measure=_d139_measure, strategy=_d139_instances(), expect="erratum as printed", rtol=1e-12, atol=0.0,
    domain=(Param("gamma", 0, 0.25, lo_closed=False, text="gamma in (0, 1/4] (Lemma D.2.13, L7542)",
                  unreached="gamma >= 2.5e-7 (log-uniform, 1/4 drawn): the step is linear in gamma"),
            Param("eps0", 0, 0.01, lo_closed=False, text="eps0 in (0, 1/100] (Theorem 5.3.1, L1548)",
                  unreached="eps0 >= 1e-8 (log-uniform, 1/100 drawn): the step is linear in eps0"),
            Param("OPT", 0, 1, text="OPT in [0, 1] (a population risk, L(0, y) in [0, 1])")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): the step holds iff gamma OPT <= eps0 OPT, i.e. gamma <= eps0 when "
             "OPT > 0, which neither Lemma D.2.13 (gamma in (0, 1/4]) nor Theorem 5.3.1 states; gamma = 1/4, eps0 = "
             "1/100, OPT = 1: 1.26 > 1.02. Lemma D.2.14's proof uses 'if gamma < eps0/Omega(1)' (L7657) as a "
             "condition: under that reading (gamma <= eps0) the step holds.",
    readings=(Reading("gamma <= eps0 (L7657)", "gamma read as tied to eps0 by the condition 'if gamma < "
                      "eps0/Omega(1)' of Lemma D.2.14's proof (L7657): gamma = u eps0, u in (0, 1].",
                      strategy=_d139_instances_small_gamma()),),
    no_correction_reason="The repair is a hypothesis, not a display: with gamma <= eps0 (the reading, which holds) "
                         "the printed right side is right; without it (1 + gamma) OPT + eps0 is Theorem 5.3.1's "
                         "bound with (1 + gamma) for (1 + eps0).",
    mutants={"(1 + eps0^2) OPT + eps0": B.d139_mut},
    second_path=SP + "test_d139_needs_gamma_below_eps0",
    notes="Explicit algebra in float64 (a violation margin (gamma - eps0) OPT far above rounding).",
    settings={"ci": {"max_examples": 10, "budget_s": 0.5, "min_valid": 1}},
))


# ================================================================================= (C.263) L6543, second link


def _c263_measure(inst: dict, ctx: Ctx) -> Measurement:
    """tau^4 D_2(Psi), the middle member of (C.263) without the common factor delta_1^2 sqrt(d log n / n)."""
    g = _gmm_quantities(inst)
    return Measurement(g["tau"] ** 4 * g["D2"], {"tau": g["tau"], "D2": g["D2"], "D4": g["D4"]},
                       {"scale": inst["scale"], "L": inst["L"], "d": inst["d"]})


def _c263_move_mu(inst: dict, t: float) -> dict:
    """Every mean times t (||mu_l|| -> inf); the first mean set to a unit vector first if it is 0."""
    mus = np.array(inst["mus"], dtype=float)
    if np.linalg.norm(mus[0]) == 0:
        mus[0] = np.eye(mus.shape[1])[0] * math.sqrt(float(inst["scale"]))
    return {**inst, "mus": mus * t}


def _c263_move_spread(inst: dict, t: float) -> dict:
    """The first component's covariance times t^2 (tau ~ t for L >= 2: sigma_max grows, sigma_min is the others')."""
    sigs = np.array(inst["sigs"], dtype=float)
    sigs[0] = sigs[0] * t * t
    return {**inst, "sigs": sigs}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.263-second", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.263), proof of Lemma C.6.1 (non-symmetric case), App. C.6, its second '<~'", "L6541-L6545"),
    statement="(C.263), second link: delta_1^2 tau^4 D_2(Psi) sqrt(d log n / n) <~ sqrt(d log n / n) delta_1^2 tau^6 "
              "sqrt(D_2(Psi) D_4(Psi)), i.e. tau^4 D_2 <= C tau^6 sqrt(D_2 D_4) with one constant C uniform over the "
              "Gaussian mixtures.",
    statement_tex=r"\delta_1^2(\mathbf{W}^*) \cdot \tau^4 D_2(\Psi) \cdot \sqrt{\frac{d \log n}{n}} \lesssim "
                  r"\sqrt{\frac{d \log n}{n}} \cdot \delta_1^2(\mathbf{W}^*) \cdot \tau^6 \sqrt{D_2(\Psi) D_4(\Psi)}",
    bound=B.c263_shape, measure=_c263_measure, strategy=_gmm_instances(),
    constants="hidden", uniform=True, expect="holds", rtol=1e-9, atol=0.0,
    directions=(
        Direction("||mu|| -> inf", "mus", INF, how="path", move=_c263_move_mu, points=(1.0, 10.0, 100.0, 1e3),
                  reason="D_2 ~ ||mu||^2/sigma^2 and sqrt(D_2 D_4) ~ ||mu||^3/sigma^3"),
        Direction("tau -> inf (one component's covariance)", "sigs", INF, how="path", move=_c263_move_spread,
                  points=(1.0, 10.0, 100.0, 1e3), start=lambda inst: int(inst["L"]) >= 2,
                  reason="tau^4 against tau^6"),
        Direction("scale, L, d, weights, v (searched)", "scale", INF, how="search",
                  reason="both sides are invariant under the common scale (tau, D_m scale-free); L, d <= 3, weights, "
                         "spreads and means drawn"),
    ),
    domain=_GMM_DOMAIN[:2],
    evidence="Holds (C = 1): D_4 = E_l (||mu_l||/sigma_l + 1)^4 >= D_2^2 (Jensen) and D_2 >= 1, tau >= 1, so tau^4 "
             "D_2 <= tau^6 D_2 <= tau^6 sqrt(D_2 D_4). (C.263)'s first link inherits (C.260)'s missing sigma_min "
             "scale (thesis.ch4.eqC.260-last); this link is scale-free algebra.",
    mutants={"tau^6 (D's dropped)": B.c263_mut_mu, "tau^2 sqrt(D_2 D_4) (wrong power of tau)": B.c263_mut_tau},
    second_path=SP + "test_c263_second_link_jensen",
    notes=_GMM_NOTE + " The moment order p of the shared strategy is unused here (no p in this display).",
    settings={"ci": {"max_examples": 6, "budget_s": 0.3, "min_valid": 1}},
))


# ============================================================================================ (C.277) L6601

_C277_R = 16  # draws of the n-sample whose median error is measured


def _c277_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The median over R = 16 draws of the n-sample of ||Q^_1 - Q_1||, Q^_1 = (1/n) sum_i y_i S_1(x_i) with x_i ~
    N(mu, Sigma) (one component), y = (1/K) sum_j phi(w_j*^T x) (sigmoid), S_1(x) = Sigma^{-1}(x - mu), and Q_1 =
    E[y S_1(x)] = E[grad y] = (1/K) sum_j E[phi'(w_j^T x)] w_j (Stein) by quadrature. 'With probability >= 1 -
    2 n^{-Omega(d)}' implies >= 1/2 for n large, so the median is at most the bound."""
    n = int(inst["n"])
    if n > 4096:
        raise SolverFailure("n above the 4096 cap of this measurement")
    Sig, mu, W = (np.asarray(inst[k], dtype=float) for k in ("Sigma", "mu", "W"))
    ev = np.linalg.eigvalsh(Sig)
    smin, smax = math.sqrt(ev[0]), math.sqrt(ev[-1])
    D2 = (np.linalg.norm(mu) / smin + 1.0) ** 2
    Q1 = np.zeros(len(mu))
    for w in W:
        a, b = float(w @ mu), math.sqrt(max(float(w @ Sig @ w), 1e-300))
        Q1 += _gauss_quad(lambda z, a=a, b=b: _dphi(a + b * z), b) * w / len(W)
    rng = np.random.default_rng(int(inst["seed"]))
    Lc = np.linalg.cholesky(Sig)
    X = mu + rng.standard_normal((_C277_R, n, len(mu))) @ Lc.T
    y = _sigmoid(X @ W.T).mean(-1)
    S1 = np.linalg.solve(Sig, (X - mu).reshape(-1, len(mu)).T).T.reshape(X.shape)
    err = np.linalg.norm((y[..., None] * S1).mean(1) - Q1, axis=1)
    return Measurement(float(np.median(err)), {"tau": smax / smin, "D2": D2, "d": float(len(mu)), "n": float(n),
                                               "smin": smin}, {"R": _C277_R, "max error": float(err.max())})


def _c277_move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


@st.composite
def _c277_instances(draw: st.DrawFn) -> dict:
    """As _c276_instances (one Gaussian component, d, K <= 3, W*, mu, scale) with n in 2..4096."""
    inst = draw(_c276_instances())
    return {**inst, "n": int(draw(st.one_of(st.just(2), log_uniform(2.0, 4096.0).map(round))))}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.277", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.277), proof of Lemma C.6.3, App. C.6.5 ('then we have ... with probability at least 1 - "
                "2n^{-Omega(d)}')", "L6599-L6603"),
    statement="(C.277): ||Q^_1 - Q_1|| <~ tau^2 sqrt(D_2(Psi)) sqrt(d log n / n) with probability at least 1 - "
              "2 n^{-Omega(d)}; checked as the median over 16 draws of the n-sample (the event has probability >= 1/2) "
              "with one constant uniform over the data (one Gaussian component), W*, d, n.",
    statement_tex=r"\|\hat{\mathbf{Q}}_1 - \mathbf{Q}_1\| \lesssim (\tau^2 \sqrt{D_2(\Psi)}) \cdot \sqrt{\frac{d \log "
                  r"n}{n}}",
    bound=B.c277_shape, measure=_c277_measure, strategy=_c277_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("sigma_min -> 0 (data scale, y fixed)", "scale", INF, how="path", move=_c276_move_scale,
                  points=(1.0, 10.0, 100.0, 1e3),
                  reason="Sigma/t^2, mu/t, W* t: y unchanged, S_1 and so Q^_1 - Q_1 grow like t exactly (same "
                         "draws), tau^2 sqrt(D_2) is scale-free"),
        Direction("n -> inf", "n", INF, how="path", move=_c277_move_n, points=(4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0),
                  reason="the sample size (error ~ n^{-1/2} against sqrt(log n / n))"),
        Direction("d, K, W*, mu, spreads (searched)", "d", 3, how="search",
                  reason="d, K <= 3, W*, mu, covariance spreads drawn"),
    ),
    domain=(Param("n", 2, INF, integer=True, far=4096, text="n samples (log n > 0)",
                  unreached="n <= 4096 (16 draws of n points per instance); the error's n^{-1/2} is the CLT rate"),
            Param("scale", 0, INF, lo_closed=False, far=1e2, text="Sigma positive definite (any scale)",
                  unreached="covariance scale in [1e-2, 1e2] drawn, the scale path to 1e-6 of it"),
            Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): under x -> x/t (Sigma/t^2, mu/t) with W* -> t W* (y unchanged), S_1 = "
             "Sigma^{-1}(x - mu) grows like t, so the error does, while tau^2 sqrt(D_2) sqrt(d log n / n) is "
             "scale-free: it inherits (C.274)'s missing sigma_min^{-1} (thesis.ch4.eqC.274-last); e.g. d = K = 1, "
             "W* = 0 (y = 1/2), mu = 0, Sigma = s^2: Q^_1 - Q_1 = mean(x_i)/(2 s^2) ~ N(0, 1/(4 s^2 n)), median "
             "0.337/(s sqrt(n)) against sqrt(log n / n). Corrected with sigma_min^{-1} (holds).",
    corrected=B.c277_corrected,
    corrected_text="||Q^_1 - Q_1|| <~ sigma_min^{-1} tau^2 sqrt(D_2(Psi)) sqrt(d log n / n)",
    mutants={"d / n for sqrt(d log n / n) (corrected side, wrong power of n)": B.c277_mut_n}, auto_mutant=False,
    second_path=SP + "test_c277_error_scales_like_inverse_sigma",
    notes="One Gaussian component of the mixture; the probability 1 - 2 n^{-Omega(d)} read at its weakest useful "
          "level, 1/2 (the median). The sigmoid phi of Chapter 4.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4, "min_valid": 1}},
))


# ============================================================================================ (C.269) L6569


@st.composite
def _c269_instances(draw: st.DrawFn) -> dict:
    """d = K = 1 (U^ = 1, the flattening B_i = T_i a scalar): x ~ N(mu, s^2), s log-uniform on [0.1, 10], mu in {0} u
    [1e-3, 10] s (both signs), w* log-uniform on [1e-2, 10]/s (both signs), v = +-1; t log-uniform over [1e-3, 10]
    s^{-3}, theta = u/t with u = theta t log-uniform over [1e-3, 1e3] (1e3 first); n in 1..1e5; a Monte Carlo seed."""
    s = draw(log_uniform(0.1, 10.0))
    t = draw(log_uniform(1e-3, 10.0)) / s**3
    sg = draw(st.sampled_from([1.0, -1.0]))
    return {"s": s, "mu": sg * draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))) * s,
            "w": draw(st.sampled_from([1.0, -1.0])) * draw(log_uniform(1e-2, 10.0)) / s,
            "v": draw(st.sampled_from([1.0, -1.0])), "t": t, "theta": 1e3 / draw(log_uniform(1.0, 1e6)) / t,
            "n": int(draw(st.one_of(st.just(1), log_uniform(1.0, 1e5).map(round)))), "seed": draw(SEEDS)}


def _c269_measure(inst: dict, ctx: Ctx) -> Measurement:
    """A certified (99.9 %) lower bound of the constant (C.269) needs, n (log p1_lo + theta t)/(theta^2 s^2), s^2 =
    (tau^6 sqrt(D_6))^2 = D_6 = (|mu|/s + 1)^6 (one component, tau = 1), from P(mean Gr >= t) >= p1^n, p1 = P(Gr_1 >=
    t) by Monte Carlo (M = 2000); Gr = v (T(x) - E T), T(x) = phi(w x) S_3(x), S_3 = -p'''/p = He_3(u)/s^3 with u =
    (x - mu)/s (He_3(u) = u^3 - 3u), E T by quadrature. No hit: -1 (refutes nothing)."""
    s, mu, w, v = (float(inst[k]) for k in ("s", "mu", "w", "v"))
    n, th, t = int(inst["n"]), float(inst["theta"]), float(inst["t"])

    def T(u: Any) -> Any:  # noqa: ANN401
        return _sigmoid(np.asarray(w * (mu + s * u))) * (u**3 - 3 * u) / s**3

    ET = _gauss_quad(lambda u: float(T(u)), 1.0)
    u = np.random.default_rng(int(inst["seed"])).standard_normal(2000)
    k = int(np.sum(v * (T(u) - ET) >= t))
    lo = clopper_pearson(k, len(u), 0.999)[0]
    s2 = (abs(mu) / s + 1.0) ** 6
    lhs = n * (math.log(lo) + th * t) / (th * th * s2) if lo > 0 else -1.0
    return Measurement(lhs, {"n": float(n)}, {"hits": k, "p1_lo": lo, "s^2": s2, "theta t": th * t, "E T": ET})


def _c269_move_n(inst: dict, t: float) -> dict:
    return {**inst, "n": int(round(t))}


def _c269_move_scale(inst: dict, t: float) -> dict:
    """x -> x/t (s, mu / t), w* t (phi(w x) unchanged), t t^3, theta / t^3: Gr scales by t^3 exactly (same draws),
    p1 and theta t unchanged, the needed constant grows like t^6 (sigma_min^{-6})."""
    return {**inst, "s": float(inst["s"]) / t, "mu": float(inst["mu"]) / t, "w": float(inst["w"]) * t,
            "t": float(inst["t"]) * t**3, "theta": float(inst["theta"]) / t**3}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.269", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.269), proof of Lemma C.6.2, App. C.6.4 ('similar to the derivation of (C.194), we have ... for "
                "some constant C_18 > 0'; Gr_i defined before (C.266))", "L6567-L6569"),
    statement="(C.269): P((1/n) sum_i Gr_i >= t) <= exp(-n theta t + C_18 theta^2 (tau^6 sqrt(D_6(Psi)))^2) for some "
              "constant C_18 > 0, every theta > 0, t > 0, n >= 1 (theta chosen afterwards); checked at d = K = 1 as "
              "one constant uniform over the data, theta, t, n: (log P + n theta t)/(theta^2 tau^12 D_6) <= C_18.",
    statement_tex=r"\mathbb{P}\left(\frac{1}{n} \sum_{i=1}^n Gr_i \geq t\right) \leq \exp\left(-n\theta t + C_{18}"
                  r"\theta^2 (\tau^6 \sqrt{D_6(\Psi)})^2\right)",
    bound=B.c276_shape, measure=_c269_measure, strategy=_c269_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("n -> inf", "n", INF, how="path", move=_c269_move_n, points=(100.0, 1e3, 1e4, 1e5),
                  reason="the sample size: log P >= n log p1 while the theta^2 term has no n"),
        Direction("sigma -> 0 (data scale t -> inf, theta t fixed)", "s", INF, how="path", move=_c269_move_scale,
                  points=(1.0, 3.0, 10.0, 30.0),
                  reason="x/t with w*, t, theta rescaled so that p1 is unchanged: the needed constant grows like t^6"),
        Direction("theta, t, mu, w*, v (searched)", "theta", INF, how="search",
                  reason="theta t and t log-uniform over six and four decades, mu, w*, v drawn"),
    ),
    domain=(Param("n", 1, INF, integer=True, far=1e5, text="n samples", unreached="n <= 1e5 drawn and on the path"),
            Param("theta", 0, INF, lo_closed=False, far=1e3, text="theta > 0 (free before its choice)",
                  unreached="theta t in [1e-3, 1e3]: a larger theta only lowers the needed constant"),
            Param("s", 0, INF, lo_closed=False, far=10.0, text="the component's standard deviation",
                  unreached="s in [0.1, 10] drawn, the scale path to 1/30 of it; d = K = 1 only (the flattening "
                            "B_i of T_i is a scalar there; one family suffices to refute)")),
    evidence="Violated as printed (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed): as (C.276) (thesis.ch4.eqC.276), P(mean Gr >= t) >= p1^n makes the "
             "needed constant grow linearly in n for theta t > -log p1, while C_18 theta^2 (tau^6 sqrt(D_6))^2 has no n "
             "(and (C.269)'s own choice theta = t/(C_18 ...) then gives -(n - 1) t^2/(C_18 ...)); (C.255) L6513 has "
             "the n. ci: n path, ratio linear in n.",
    no_correction_reason="As (C.276): the intended form is (C.255)'s with the factor n, which still needs the "
                         "sub-Gaussian proxy of Gr_i (~ sigma_min^{-6}, the scale path) that the scale-free tau^12 D_6 "
                         "lacks ((C.267)'s flaw, thesis.ch4.eqC.267): no display of its own to correct.",
    mutants={"C n (the factor n restored, (C.255)'s form)": B.c276_mut_n}, auto_mutant=False,
    second_path=SP + "test_c269_needed_constant_grows_with_n",
    notes="The measurement is a certified lower bound of the needed constant (it can refute, never confirm); one "
          "Gaussian component, d = K = 1, sigmoid phi.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4, "min_valid": 1}},
))


# ======================================================= (C.33) L5329-L5333: sigma^{-1} L_s grows with u_i


@st.composite
def _c33_instances(draw: st.DrawFn) -> dict:
    """K = 2, W* = I (as thesis.ch4.eqC.31-C.32): sigma, zeta_{s'} log-uniform on [0.1, 10] (1 drawn), 0 <= u'_i <=
    u_i^* < zeta_{s'} (u'_i = u_i^*, u_i^*/2 and 0 drawn), u_j in [-3, 3] (0 drawn)."""
    sigma = float(draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))))
    zeta = float(draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))))
    ustar = float(draw(st.one_of(st.just(0.5), st.floats(0.0, 0.99))) * zeta)
    up = float(draw(st.one_of(st.sampled_from([1.0, 0.5, 0.0]), st.floats(0.0, 1.0))) * ustar)
    return {"sigma": sigma, "zeta": zeta, "ustar": ustar, "up": up,
            "uj": float(draw(st.one_of(st.just(0.0), st.floats(-3.0, 3.0))))}


def _c33_measure(inst: dict, ctx: Ctx) -> Measurement:
    """(C.33) left side, sigma^{-1} L_s at u_i = u'_i: min of rho over v_i in [u'_i, zeta_{s'}] (its 5-point grid and
    the 5 points of the right side's grid, all in [u'_i, zeta_{s'}]) with v_j = u_j."""
    from thmcheck.bounds.thesis.r6_thesisCD import vi_grid

    s, up, us, uj, z = inst["sigma"], inst["up"], inst["ustar"], inst["uj"], inst["zeta"]
    v = min(B.rho_k2_cached(vi, uj, s) for vi in {*vi_grid(up, z, 5), *vi_grid(us, z, 5)})
    return Measurement(v, {"ustar": us, "uj": uj, "sigma": s, "zeta": z}, {"up": up})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.33", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.33) and its conclusion 'monotonically increasing', proof of Property 3 (a), App. C.2", "L5329-L5333"),
    statement="For 0 <= u'_i <= u_i^* < zeta_{s'}: sigma^{-1} L_s of (C.32) at u_i = u'_i <= at u_i = u_i^* (the min "
              "over the larger interval [u'_i, zeta_{s'}] is the smaller), i.e. sigma^{-1} L_s is non-decreasing in "
              "u_i; checked at K = 2, W* = I.",
    statement_tex=r"\sigma^{-1} \mathcal{L}_s(\cdot)|_{u_i=u'_i} \leq \sigma^{-1} \mathcal{L}_s(\cdot)|_{u_i=u_i^*}",
    bound=B.c33_printed, measure=_c33_measure, strategy=_c33_instances(), expect="holds",
    domain=(Param("sigma", 0, INF, lo_closed=False, far=10.0, text="sigma > 0",
                  unreached="sigma in [0.1, 10] (Gauss-Legendre moments of phi'(sigma z)); the inequality is a "
                            "set inclusion, the same at every sigma"),
            Param("zeta", 0, INF, lo_closed=False, far=10.0, text="zeta_{s'} > u_i^* (not defined further)",
                  unreached="zeta in [0.1, 10]; a set inclusion at every zeta"),
            Param("ustar", 0, INF, text="0 <= u_i^* < zeta_{s'}", unreached="u_i^* in [0, 0.99 zeta]"),
            Param("up", 0, INF, text="0 <= u'_i <= u_i^*",
                  unreached="u'_i in [0, u_i^*] (its printed range: the upper end is u_i^* < zeta_{s'}); 0 is drawn "
                            "as one of the fixed values"),
            Param("uj", -INF, INF, far=3.0, text="u_j real (j != i)", unreached="|u_j| <= 3; a set inclusion at "
                  "every u_j"),
            Param("K", 2, 2, integer=True, text="K >= 2", unreached="K = 2, W* = I (as thesis.ch4.eqC.31-C.32)")),
    evidence="Holds: with (C.32)'s v_j = u_j (the reading under which thesis.ch4.eqC.31-C.32 agrees), the left side is a "
             "min over [u'_i, zeta_{s'}] containing the right side's [u_i^*, zeta_{s'}]; the measured left side uses "
             "points of the larger interval only, so it is an upper estimate of the min that still meets (C.33). "
             "'Monotonically increasing' (L5333) holds as non-decreasing: at sigma = 10 rho is flat in v_i (the min "
             "is a coordinate-j term), so not strictly.",
    mutants={"interval [0, zeta_{s'}] on the right": B.c33_mut_zero},
    notes="rho by composite Gauss-Legendre (bounds.thesis.r6_thesisCD.rho_k2); 10 rho evaluations per example (~0.3 s of the ci time is the one-time quadrature set-up, shared with "
          "thesis.ch4.eqC.31-C.32).",
    settings={"ci": {"max_examples": 8, "budget_s": 0.5}},
))


# ================================================================================== (D.126)-(D.127) L7780-L7782


@st.composite
def _d126_instances(draw: st.DrawFn) -> dict:
    """eps0 in (0, 1/100] (Theorem 5.3.1, L1548; log-uniform to 1e-8, 1/100 first), OPT in [0, 1] (a population
    risk, L(0, y) in [0, 1], L7818; 1 first), gamma in (0, 1/4] (Lemma D.2.13, L7542), lambda_T in (0, 1] (lambda_t
    decays from lambda_1 by (1 - eta) factors, L7692; log-uniform to 1e-8, 1 first), C_0 > 0 (Table D.2), m1 in
    [1, 6], d in [1, 4], m2 in [1, 6] and the directions of W_T (d x m1) and V_T (m1 x m2) as float entries."""
    d, m1, m2 = draw(st.integers(1, 4)), draw(st.integers(1, 6)), draw(st.integers(1, 6))
    ent = st.floats(-1.0, 1.0, allow_nan=False)
    return {"eps0": 1e-2 / draw(log_uniform(1.0, 1e6)), "OPT": draw(st.one_of(st.just(1.0), st.floats(0.0, 1.0))),
            "gamma": 0.25 / draw(log_uniform(1.0, 1e6)),
            "lam": draw(st.one_of(st.just(1.0), log_uniform(1e-8, 1.0))), "C0": draw(log_uniform(1e-2, 1e2)),
            "d": d, "m1": m1, "m2": m2,
            "W": draw(st.lists(ent, min_size=d * m1, max_size=d * m1)),
            "V": draw(st.lists(ent, min_size=m1 * m2, max_size=m1 * m2))}


def _d126_taus(inst: dict) -> tuple[float, float]:
    """Table D.2 (L6771-L6775): tau'_w = C_0/(eps0^{1/4} m1^{3/4-0.005}), tau'_v = m1^{1/2-0.005}/(sqrt(eps0)
    m2^{1/2})."""
    e, m1, m2 = float(inst["eps0"]), int(inst["m1"]), int(inst["m2"])
    return float(inst["C0"]) / (e**0.25 * m1 ** (0.75 - 0.005)), m1 ** (0.5 - 0.005) / (e**0.5 * m2**0.5)


def _d126_norm24(W: np.ndarray) -> float:
    """||W||_{2,4} = (sum_i ||w_i||_2^4)^{1/4}, w_i the columns (neurons) of W (d x m1)."""
    return float(np.sum(np.sum(W * W, axis=0) ** 2) ** 0.25)


def _d126_matrix(flat: list, rows: int, cols: int) -> np.ndarray:
    """The drawn direction as a rows x cols matrix (e_11 when every entry is 0: any nonzero direction will do)."""
    M = np.asarray(flat, dtype=float).reshape(rows, cols)
    if not np.any(M):
        M[0, 0] = 1.0
    return M


def _d126_budget(inst: dict, premise: str) -> float:
    """The largest value R may take: (1 + gamma) OPT + eps0 (L' <= (1 + gamma) OPT + eps0, L7768, and R <= L' as the
    loss is >= 0), or eps0 (the regulariser bound of L7564 applied to W_T, V_T)."""
    e = float(inst["eps0"])
    return (1 + float(inst["gamma"])) * float(inst["OPT"]) + e if premise == "loss" else e


def _d126_quantities(inst: dict) -> dict:
    tw, tv = _d126_taus(inst)
    return {"eps0": float(inst["eps0"]), "OPT": float(inst["OPT"]), "gamma": float(inst["gamma"]),
            "lam": float(inst["lam"]), "tau_w": tw, "tau_v": tv}


def _d126_measure_with(premise: str) -> Any:  # noqa: ANN401
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """||W_T||_{2,4} of the worst W_T the premise allows: the drawn direction scaled so that lambda_w
        ||sqrt(lambda_T) W_T||_{2,4}^4 (lambda_w = 2/tau'_w^4) equals the premise's budget."""
        q = _d126_quantities(inst)
        D = _d126_matrix(inst["W"], int(inst["d"]), int(inst["m1"]))
        lam_w = 2.0 / q["tau_w"] ** 4
        target4 = _d126_budget(inst, premise) / (lam_w * q["lam"] ** 2)
        W = D * (target4**0.25 / _d126_norm24(D))
        reg = lam_w * _d126_norm24(math.sqrt(q["lam"]) * W) ** 4
        return Measurement(_d126_norm24(W), q, {"lambda_w ||sqrt(lam) W||^4": reg})
    return measure


def _d127_measure_with(premise: str) -> Any:  # noqa: ANN401
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        """||V_T||_F of the worst V_T the premise allows: the drawn direction scaled so that lambda_v
        ||sqrt(lambda_T) V_T||_F^2 (lambda_v = 2/tau'_v^2) equals the premise's budget."""
        q = _d126_quantities(inst)
        D = _d126_matrix(inst["V"], int(inst["m1"]), int(inst["m2"]))
        lam_v = 2.0 / q["tau_v"] ** 2
        target2 = _d126_budget(inst, premise) / (lam_v * q["lam"])
        V = D * (target2**0.5 / float(np.linalg.norm(D)))
        reg = lam_v * float(np.linalg.norm(math.sqrt(q["lam"]) * V)) ** 2
        return Measurement(float(np.linalg.norm(V)), q, {"lambda_v ||sqrt(lam) V||_F^2": reg})
    return measure


_D126_DOMAIN = (
    Param("eps0", 0, 0.01, lo_closed=False, text="eps0 in (0, 1/100] (Theorem 5.3.1, L1548)",
          unreached="eps0 >= 1e-8 (log-uniform, 1/100 drawn): the ratio to the bound is a power of eps0"),
    Param("OPT", 0, 1, text="OPT in [0, 1] (a population risk, L(0, y) in [0, 1], L7818)"),
    Param("gamma", 0, 0.25, lo_closed=False, text="gamma in (0, 1/4] (Lemma D.2.13, L7542)",
          unreached="gamma >= 2.5e-7 (log-uniform, 1/4 drawn): the budget is linear in gamma"),
    Param("lam", 0, 1, lo_closed=False, text="lambda_T in (0, 1] (decayed from lambda_1 by (1 - eta) factors)",
          unreached="lambda_T >= 1e-8 (log-uniform, 1 drawn): the ratio to the bound is a power of lambda_T"),
)

_D126_READING = ("regulariser bound (L7564)", "the premise read as the regulariser bound lambda_w ||sqrt(lambda_T) "
                 "W||_{2,4}^4 <= eps0, lambda_v ||sqrt(lambda_T) V||_F^2 <= eps0 that L7564-L7565 state for W^, V^, "
                 "applied to W_T, V_T (budget eps0 instead of (1 + gamma) OPT + eps0)")

CLAIMS.append(Claim(
    id="thesis.ch5.eqD.126", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.126), proof of Theorem 5.3.1, App. D.2", "L7778-L7780"),
    statement="(D.126): from L'(A*, A*, A*, lambda_T, W_T, V_T) <= (1 + gamma) OPT + eps0 (L7768; (D.125)), with "
              "R = lambda_w ||sqrt(lambda_T) W||_{2,4}^4 + lambda_v ||sqrt(lambda_T) V||_F^2 <= L' and lambda_w = "
              "2/tau'_w^4 (Table D.2, L6775): ||W_T||_{2,4} <= eps0^{1/4} tau'_w.",
    statement_tex=r"\|\mathbf{W}_T\|_{2,4} \leq \epsilon_0^{\frac{1}{4}} \tau'_w",
    bound=B.d126_printed, measure=_d126_measure_with("loss"), strategy=_d126_instances(), expect="erratum",
    rtol=1e-9, atol=0.0, domain=_D126_DOMAIN,
    readings=(Reading(*_D126_READING, measure=_d126_measure_with("regulariser")),),
    evidence="Violated under both readings (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed). The worst W_T the premise allows has ||W_T||_{2,4}^4 = "
             "budget tau'_w^4/(2 lambda_T^2): with the budget (1 + gamma) OPT + eps0 (L7768) the bound fails as soon "
             "as (1 + gamma) OPT + eps0 > 2 lambda_T^2 eps0 (OPT = 1, lambda_T = 1, eps0 = 1/100: ratio "
             "(1.26/0.02)^{1/4} = 2.82); with the budget eps0 (L7564 applied to W_T) it fails iff lambda_T < "
             "1/sqrt(2) (ratio (2 lambda_T^2)^{-1/4}), the normal case after T decay rounds. Encoding ruled out: "
             "the measured ||W_T||_{2,4} is computed from an explicit matrix and its regulariser term is reported "
             "(equal to the budget). L7540 prints R with ||.||_{2,4}^2, (5.5) L1495 with ^4; the ^4 form is used.",
    corrected=B.d126_corrected,
    corrected_text="||W_T||_{2,4} <= ((1 + gamma) OPT + eps0)^{1/4} tau'_w / (2^{1/4} sqrt(lambda_T)) (what R <= L' "
                   "and Table D.2's lambda_w give; tight)",
    mutants={"eps0^{1/2} tau'_w": B.d126_mut},
    second_path=SP + "test_d126_d127_by_hand",
    notes="Explicit algebra on a drawn d x m1 matrix in float64 (violation margins far above rounding); the "
          "corrected bound is met with equality by the worst W_T (rtol 1e-9).",
    settings={"ci": {"max_examples": 5, "budget_s": 0.3, "min_valid": 1}},
))

CLAIMS.append(Claim(
    id="thesis.ch5.eqD.127", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.127), proof of Theorem 5.3.1, App. D.2", "L7782"),
    statement="(D.127): from L' <= (1 + gamma) OPT + eps0 (L7768), R <= L' and lambda_v = 2/tau'_v^2 (Table D.2, "
              "L6774): ||V_T||_F <= eps0^{1/2} tau'_v.",
    statement_tex=r"\|\mathbf{V}_T\|_F \leq \epsilon_0^{\frac{1}{2}} \tau'_v",
    bound=B.d127_printed, measure=_d127_measure_with("loss"), strategy=_d126_instances(), expect="erratum",
    rtol=1e-9, atol=0.0, domain=_D126_DOMAIN,
    readings=(Reading(*_D126_READING, measure=_d127_measure_with("regulariser")),),
    evidence="Violated under both readings (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed). The worst V_T has ||V_T||_F^2 = budget tau'_v^2/(2 "
             "lambda_T): with the budget (1 + gamma) OPT + eps0 (L7768) the bound fails once (1 + gamma) OPT + eps0 "
             "> 2 lambda_T eps0 (OPT = 1, lambda_T = 1, eps0 = 1/100: ratio (1.26/0.02)^{1/2} = 7.94); with the "
             "budget eps0 (L7565 applied to V_T) it fails iff lambda_T < 1/2 (ratio (2 lambda_T)^{-1/2}).",
    corrected=B.d127_corrected,
    corrected_text="||V_T||_F <= ((1 + gamma) OPT + eps0)^{1/2} tau'_v / sqrt(2 lambda_T) (tight)",
    mutants={"eps0 tau'_v": B.d127_mut},
    second_path=SP + "test_d126_d127_by_hand",
    notes="Explicit algebra on a drawn m1 x m2 matrix in float64; the corrected bound is met with equality.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.3, "min_valid": 1}},
))


# ================================================================================= (C.263) L6543, first link


def _d2phi(x: float) -> float:
    """phi''(x) for the sigmoid phi: s(1 - s)(1 - 2s), s = phi(x) (overflow-free)."""
    s = 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))
    return s * (1.0 - s) * (1.0 - 2.0 * s)


def _c263a_e_d2phi(a: float, b: float) -> float:
    """E[phi''(a + b z)], z ~ N(0, 1), by quad with an absolute tolerance (the value may be 0 by symmetry)."""
    w = 8.0 / max(abs(b), 1e-12)
    pts = sorted({p for p in (-a / b if b else 0.0, 0.0, -w, w) if -40 < p < 40})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", integrate.IntegrationWarning)
        val, err = integrate.quad(lambda z: _d2phi(a + b * z) * math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi),
                                  -40.0, 40.0, points=pts, limit=500, epsabs=1e-13, epsrel=1e-10)
    if not math.isfinite(val) or err > 1e-9:
        raise SolverFailure(f"quad did not converge: {val} +- {err}")
    return val


def _c263a_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The median over R = 16 draws of the n-sample of ||Q^_2 - Q_2|| (spectral), Q^_2 = (1/n) sum_i y_i S_2(x_i),
    x_i ~ N(mu, Sigma) (one component), y = (1/K) sum_j phi(w_j*^T x) (sigmoid), S_2(x) = Sigma^{-1}(x - mu)(x -
    mu)^T Sigma^{-1} - Sigma^{-1}, Q_2 = E[y S_2(x)] = E[grad^2 y] = (1/K) sum_j E[phi''(w_j^T x)] w_j w_j^T (Stein)
    by quadrature."""
    n = int(inst["n"])
    if n > 4096:
        raise SolverFailure("n above the 4096 cap of this measurement")
    Sig, mu, W = (np.asarray(inst[k], dtype=float) for k in ("Sigma", "mu", "W"))
    ev = np.linalg.eigvalsh(Sig)
    smin, smax = math.sqrt(ev[0]), math.sqrt(ev[-1])
    D2 = (np.linalg.norm(mu) / smin + 1.0) ** 2
    dd = len(mu)
    Q2 = np.zeros((dd, dd))
    for w in W:
        a, b = float(w @ mu), math.sqrt(max(float(w @ Sig @ w), 1e-300))
        Q2 += _c263a_e_d2phi(a, b) * np.outer(w, w) / len(W)
    rng = np.random.default_rng(int(inst["seed"]))
    Lc = np.linalg.cholesky(Sig)
    X = mu + rng.standard_normal((_C277_R, n, dd)) @ Lc.T
    y = _sigmoid(X @ W.T).mean(-1)
    Si = np.linalg.inv(Sig)
    U = (X - mu) @ Si  # rows Sigma^{-1}(x - mu)
    Qh = np.einsum("rn,rni,rnj->rij", y, U, U) / n - y.mean(1)[:, None, None] * Si
    err = np.linalg.norm(Qh - Q2, ord=2, axis=(1, 2))
    delta1 = float(np.linalg.svd(W, compute_uv=False)[0])
    return Measurement(float(np.median(err)), {"delta1": delta1, "tau": smax / smin, "D2": D2, "d": float(dd),
                                               "n": float(n), "smin": smin}, {"R": _C277_R, "max error": float(err.max())})


def _c263a_move_scale(inst: dict, t: float) -> dict:
    """Sigma -> Sigma/t^2, mu -> mu/t with W* fixed: tau, D_2, delta_1(W*) unchanged (the shape and the probability
    1 - 2n^{-Omega(delta_1^4 d)} fixed), while S_2 grows like t^2."""
    return {**inst, "Sigma": np.asarray(inst["Sigma"]) / t**2, "mu": np.asarray(inst["mu"]) / t,
            "scale": float(inst["scale"]) / t**2}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.263-first", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.263), proof of Lemma C.6.1 (non-symmetric case), App. C.6, its first '<~' ('then we have ... with "
                "probability at least 1 - 2n^{-Omega(delta_1^4 d)}')", "L6541-L6547"),
    statement="(C.263), first link: ||Q^_2 - Q_2|| <~ delta_1^2(W*) tau^4 D_2(Psi) sqrt(d log n / n) with probability "
              "at least 1 - 2 n^{-Omega(delta_1^4(W*) d)}; checked as the median over 16 draws of the n-sample with one "
              "constant uniform over the data (one Gaussian component), W*, d, n.",
    statement_tex=r"\|\hat{\mathbf{Q}}_2 - \mathbf{Q}_2\| \lesssim \delta_1^2(\mathbf{W}^*) \cdot \tau^4 D_2(\Psi) "
                  r"\cdot \sqrt{\frac{d \log n}{n}}",
    bound=B.c263a_shape, measure=_c263a_measure, strategy=_c277_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("sigma_min -> 0 (data scale, W* fixed)", "scale", INF, how="path", move=_c263a_move_scale,
                  points=(1.0, 10.0, 100.0, 1e3),
                  reason="Sigma/t^2, mu/t with W* fixed: delta_1, tau, D_2 and the event's probability unchanged, "
                         "S_2 grows like t^2 (y -> 1/2)"),
        Direction("n -> inf", "n", INF, how="path", move=_c277_move_n, points=(4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0),
                  reason="the sample size (error ~ n^{-1/2} against sqrt(log n / n))"),
        Direction("d, K, W*, mu, spreads (searched)", "d", 3, how="search",
                  reason="d, K <= 3, W* (delta_1 in about [1e-2, 10]/sqrt(c)), mu, covariance spreads drawn; delta_1 "
                         "-> 0 unsearched: the probability 1 - 2n^{-Omega(delta_1^4 d)} then drops below 0 (vacuous)"),
    ),
    domain=(Param("n", 2, INF, integer=True, far=4096, text="n samples (log n > 0)",
                  unreached="n <= 4096 (16 draws of n points per instance); the error's n^{-1/2} is the CLT rate"),
            Param("scale", 0, INF, lo_closed=False, far=1e2, text="Sigma positive definite (any scale)",
                  unreached="covariance scale in [1e-2, 1e2] drawn, the scale path to 1e-6 of it"),
            Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed): under x -> x/t (Sigma/t^2, mu/t) with W* fixed, S_2 = Sigma^{-1}(x - mu)(x - "
             "mu)^T Sigma^{-1} - Sigma^{-1} grows like t^2 and so does the error (y -> 1/2), while delta_1^2 tau^4 D_2 "
             "sqrt(d log n / n) and the event's probability are fixed: it inherits (C.260)'s missing sigma_min^{-4} "
             "(thesis.ch4.eqC.260-last; the link keeps sigma_min^{-2} of it). E.g. d = K = 1, y = 1/2 (the W* -> 0 limit), "
             "mu = 0, Sigma = s^2: Q^_2 - Q_2 = (1/2) mean(x_i^2/s^4 - 1/s^2), median ~ 0.24/(s^2 sqrt(n)). Corrected "
             "with sigma_min^{-2}.",
    corrected=B.c263a_corrected,
    corrected_text="||Q^_2 - Q_2|| <~ sigma_min^{-2} delta_1^2(W*) tau^4 D_2(Psi) sqrt(d log n / n)",
    mutants={"d / n for sqrt(d log n / n) (corrected side, wrong power of n)": B.c263a_mut_n}, auto_mutant=False,
    second_path=SP + "test_c263a_error_scales_like_inverse_sigma_squared",
    notes="One Gaussian component of the mixture; the probability 1 - 2 n^{-Omega(delta_1^4 d)} read at 1/2 (the "
          "median); along the scale path it is fixed, so every quantile of the error grows like sigma_min^{-2}. The "
          "sigmoid phi of Chapter 4. (C.263)'s second link is thesis.ch4.eqC.263-second.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4, "min_valid": 1}},
))


# ============================================================================================ (C.256) L6521


def _d3phi(x: float) -> float:
    """phi'''(x) for the sigmoid phi: s(1 - s)(1 - 6s + 6s^2), s = phi(x) (overflow-free)."""
    s = 1.0 / (1.0 + math.exp(-x)) if x >= 0 else math.exp(x) / (1.0 + math.exp(x))
    return s * (1.0 - s) * (1.0 - 6.0 * s + 6.0 * s * s)


def _c256_e_d3phi(a: float, b: float) -> float:
    """E[phi'''(a + b z)], z ~ N(0, 1), by quad with an absolute tolerance."""
    w = 8.0 / max(abs(b), 1e-12)
    pts = sorted({p for p in (-a / b if b else 0.0, 0.0, -w, w) if -40 < p < 40})
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", integrate.IntegrationWarning)
        val, err = integrate.quad(lambda z: _d3phi(a + b * z) * math.exp(-0.5 * z * z) / math.sqrt(2 * math.pi),
                                  -40.0, 40.0, points=pts, limit=500, epsabs=1e-13, epsrel=1e-10)
    if not math.isfinite(val) or err > 1e-9:
        raise SolverFailure(f"quad did not converge: {val} +- {err}")
    return val


def _c256_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The median over R = 16 draws of the n-sample of ||Q^_3(I, I, alpha) - Q_3(I, I, alpha)|| (spectral), alpha =
    the drawn unit v, x_i ~ N(mu, Sigma), y = (1/K) sum_j phi(w_j*^T x) (sigmoid), S_3(x)(I, I, alpha) = (u^T alpha)
    u u^T - (u^T alpha) Sigma^{-1} - u b^T - b u^T with u = Sigma^{-1}(x - mu), b = Sigma^{-1} alpha, and Q_3(I, I,
    alpha) = E[grad^3 y](I, I, alpha) = (1/K) sum_j E[phi'''(w_j^T x)] (w_j^T alpha) w_j w_j^T (Stein) by quadrature."""
    n = int(inst["n"])
    if n > 4096:
        raise SolverFailure("n above the 4096 cap of this measurement")
    Sig, mu, W, al = (np.asarray(inst[k], dtype=float) for k in ("Sigma", "mu", "W", "v"))
    ev = np.linalg.eigvalsh(Sig)
    smin, smax = math.sqrt(ev[0]), math.sqrt(ev[-1])
    r = np.linalg.norm(mu) / smin + 1.0
    dd = len(mu)
    Q3 = np.zeros((dd, dd))
    for w in W:
        a, b = float(w @ mu), math.sqrt(max(float(w @ Sig @ w), 1e-300))
        Q3 += _c256_e_d3phi(a, b) * float(w @ al) * np.outer(w, w) / len(W)
    rng = np.random.default_rng(int(inst["seed"]))
    Lc = np.linalg.cholesky(Sig)
    X = mu + rng.standard_normal((_C277_R, n, dd)) @ Lc.T
    y = _sigmoid(X @ W.T).mean(-1)
    Si = np.linalg.inv(Sig)
    U = (X - mu) @ Si
    bvec = Si @ al
    ua = U @ al
    yu = y * ua
    Qh = (np.einsum("rn,rni,rnj->rij", yu, U, U) - yu.sum(1)[:, None, None] * Si
          - np.einsum("rn,rni,j->rij", y, U, bvec) - np.einsum("rn,i,rnj->rij", y, bvec, U)) / n
    err = np.linalg.norm(Qh - Q3, ord=2, axis=(1, 2))
    delta1 = float(np.linalg.svd(W, compute_uv=False)[0])
    return Measurement(float(np.median(err)), {"delta1": delta1, "tau": smax / smin, "D2": r**2, "D4": r**4,
                                               "d": float(dd), "n": float(n), "smin": smin},
                       {"R": _C277_R, "max error": float(err.max())})


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.256", paper=PAPER, kind="step", comparison="<=",
    source=_src("(C.256), proof of Lemma C.6.1, App. C.6 ('then we have ... with probability at least 1 - "
                "2n^{-Omega(delta_1^4 d)}')", "L6519-L6523"),
    statement="(C.256): ||Q^_3(I_d, I_d, alpha) - Q_3(I_d, I_d, alpha)|| <= delta_1(W*)^2 tau^6 sqrt(D_2(Psi) D_4(Psi)) "
              "sqrt(d log n / n) with probability at least 1 - 2 n^{-Omega(delta_1^4(W*) d)}; checked (weaker than "
              "the printed '<=') with one constant uniform over the data (one Gaussian component), W*, alpha, d, n, "
              "as the median over 16 draws of the n-sample.",
    statement_tex=r"\|\widehat{\mathbf{Q}}_3(\mathbf{I}_d, \mathbf{I}_d, \boldsymbol{\alpha}) - \mathbf{Q}_3(\mathbf{I}_d,"
                  r" \mathbf{I}_d, \boldsymbol{\alpha})\| \leq \delta_1(\mathbf{W}^*)^2 \cdot (\tau^6 \sqrt{D_2(\Psi)"
                  r"D_4(\Psi)}) \cdot \sqrt{\frac{d \log n}{n}}",
    bound=B.c256_shape, measure=_c256_measure, strategy=_c277_instances(),
    constants="hidden", uniform=True, expect="erratum", rtol=1e-9, atol=0.0,
    directions=(
        Direction("sigma_min -> 0 (data scale, W* fixed)", "scale", INF, how="path", move=_c263a_move_scale,
                  points=(1.0, 10.0, 100.0, 1e3),
                  reason="Sigma/t^2, mu/t with W* fixed: delta_1, tau, D_2, D_4 and the event's probability "
                         "unchanged, S_3 grows like t^3 (y -> 1/2)"),
        Direction("n -> inf", "n", INF, how="path", move=_c277_move_n, points=(4.0, 16.0, 64.0, 256.0, 1024.0, 4096.0),
                  reason="the sample size (error ~ n^{-1/2} against sqrt(log n / n))"),
        Direction("d, K, W*, mu, alpha, spreads (searched)", "d", 3, how="search",
                  reason="d, K <= 3, W*, mu, unit alpha, covariance spreads drawn; delta_1 -> 0 unsearched: the "
                         "probability 1 - 2n^{-Omega(delta_1^4 d)} then drops below 0 (vacuous)"),
    ),
    domain=(Param("n", 2, INF, integer=True, far=4096, text="n samples (log n > 0)",
                  unreached="n <= 4096 (16 draws of n points per instance); the error's n^{-1/2} is the CLT rate"),
            Param("scale", 0, INF, lo_closed=False, far=1e2, text="Sigma positive definite (any scale)",
                  unreached="covariance scale in [1e-2, 1e2] drawn, the scale path to 1e-6 of it"),
            Param("d", 1, INF, integer=True, far=3, text="x in R^d", unreached="d <= 3")),
    evidence="Violated (Re-derived independently from the paper by an auditor's own script (docs/audits/round8/thesis.md): confirmed as printed), even with any constant in place of the printed '<=': under x -> x/t "
             "(Sigma/t^2, mu/t) with W* fixed, S_3 grows like t^3 and so does the error (y -> 1/2), while the printed "
             "side and the event's probability are fixed: (C.253)'s missing sigma_min^{-3} "
             "(thesis.ch4.eqC.253-last). E.g. d = K = 1, y = 1/2, mu = 0, Sigma = s^2, alpha = 1: Q^_3 - Q_3 = (1/2) "
             "mean(x^3/s^6 - 3 x/s^4), median ~ c/(s^3 sqrt(n)). Corrected with sigma_min^{-3}.",
    corrected=B.c256_corrected,
    corrected_text="||Q^_3(I, I, alpha) - Q_3(I, I, alpha)|| <~ sigma_min^{-3} delta_1^2 tau^6 sqrt(D_2 D_4) sqrt(d log "
                   "n / n)",
    mutants={"d / n for sqrt(d log n / n) (corrected side, wrong power of n)": B.c256_mut_n}, auto_mutant=False,
    second_path=SP + "test_c256_error_scales_like_inverse_sigma_cubed",
    notes="One Gaussian component of the mixture; alpha a drawn unit vector; the probability read at 1/2 (the "
          "median), fixed along the scale path. The sigmoid phi of Chapter 4.",
    settings={"ci": {"max_examples": 5, "budget_s": 0.4, "min_valid": 1}},
))


# ====================================================================================== (D.72) L7245, Hoelder


@st.composite
def _d72_instances(draw: st.DrawFn) -> dict:
    """m1 in 1..12 neurons, the sign-change set (D'_{w,x})_n != 0 a drawn subset of size s in 1..m1, and the entries of
    Z_{2,n} on it drawn floats in [-10, 10] (zero entries allowed: s counts the sign changes, not the nonzeros)."""
    m1 = draw(st.integers(1, 12))
    s = draw(st.integers(1, m1))
    return {"m1": m1, "s": s, "z": draw(st.lists(st.floats(-10.0, 10.0, allow_nan=False), min_size=s, max_size=s))}


def _d72_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||Z_{2,n}||_2 for the row supported on the s sign changes (zero off them, as D' is)."""
    row = np.zeros(int(inst["m1"]))
    z = np.asarray(inst["z"], dtype=float)
    row[: len(z)] = z
    return Measurement(float(np.linalg.norm(row)), {"s": float(inst["s"]), "sum4": float(np.sum(z**4))},
                       {"m1": int(inst["m1"])})


CLAIMS.append(Claim(
    id="thesis.ch5.eqD.72-holder", paper=PAPER, kind="step", comparison="<=",
    source=_src("(D.72), proof of Lemma D.2.9, App. D.2, its first '<=' (the row of Z_2 supported on the s sign "
                "changes)", "L7245"),
    statement="(D.72), first '<=': ||Z_{2,n}||_2 <= (s sum_{(D'_{w,x})_n != 0} (Z_{2,n})_i^4)^{1/4} for the row Z_{2,n} "
              "of Z_2 = A(AX(W^(0) + W')Sigma) o D'_{w,x}, supported on the s sign changes.",
    statement_tex=r"\|\mathbf{Z}_{2,n}\|_2 \leq \left( s \cdot \sum_{(\mathbf{D}'_{\mathbf{w}, \mathbf{x}})_n \neq 0} "
                  r"(\mathbf{Z}_{2,n})_{i}^4 \right)^{\frac{1}{4}}",
    bound=B.d72_holder, measure=_d72_measure, strategy=_d72_instances(), expect="holds", rtol=1e-12, atol=1e-300,
    domain=(Param("s", 1, INF, integer=True, far=12, text="s sign changes (s >= 1)",
                  unreached="s <= 12: Cauchy-Schwarz on s terms, no dependence on the size"),),
    evidence="Holds (Cauchy-Schwarz: ||z||_2^2 <= sqrt(s) ||z||_4^2 for z supported on s entries); tight at equal "
             "entries. The later links of (D.72) (the W^(0) term dropped, the Otilde exponents) are not encoded here.",
    mutants={"s dropped: ||z||_4": B.d72_mut_no_s}, auto_mutant=False,
    second_path=SP + "test_d72_holder_by_hand",
    notes="The row Z_{2,n} is drawn directly on its support (the inequality concerns any vector with s nonzeros; "
          "the network only produces particular such rows).",
    settings={"ci": {"max_examples": 20, "budget_s": 0.3, "min_valid": 1}},
))


# ============================================================================================ L7249 (D.72) -> V'


@st.composite
def _l7249_instances(draw: st.DrawFn) -> dict:
    """m1, m2 in 1..6, a row z = Z_{2,n} in [-10, 10]^{m1}, Sigma = diag of drawn signs, tau_v log-uniform in [1e-3,
    1e3] and V' (m1 x m2) with ||V'||_F = u tau_v, u in (0, 1] (1 first): drawn entries, or (a boolean) the rank-one
    V' = (z Sigma)^T c aligned with the row (the worst case)."""
    m1, m2 = draw(st.integers(1, 6)), draw(st.integers(1, 6))
    fl = st.floats(-10.0, 10.0, allow_nan=False)
    return {"m1": m1, "m2": m2, "z": draw(st.lists(fl, min_size=m1, max_size=m1)),
            "sig": draw(st.lists(st.sampled_from([1.0, -1.0]), min_size=m1, max_size=m1)),
            "tau_v": draw(log_uniform(1e-3, 1e3)), "u": draw(st.one_of(st.just(1.0), st.floats(1e-6, 1.0))),
            "aligned": draw(st.booleans()),
            "V": draw(st.lists(fl, min_size=m1 * m2, max_size=m1 * m2)), "c": draw(st.lists(fl, min_size=m2, max_size=m2))}


def _l7249_measure(inst: dict, ctx: Ctx) -> Measurement:
    """||Z_{2,n} Sigma V'||_2 with ||V'||_F = u tau_v (a zero draw replaced by e_11)."""
    m1, m2 = int(inst["m1"]), int(inst["m2"])
    z, sig = np.asarray(inst["z"], dtype=float), np.asarray(inst["sig"], dtype=float)
    if inst["aligned"] and np.any(z) and np.any(inst["c"]):
        V = np.outer(z * sig, np.asarray(inst["c"], dtype=float))
    else:
        V = _d126_matrix(inst["V"], m1, m2)
    V = V * (float(inst["u"]) * float(inst["tau_v"]) / float(np.linalg.norm(V)))
    lhs = float(np.linalg.norm((z * sig) @ V))
    return Measurement(lhs, {"z2": float(np.linalg.norm(z)), "tau_v": float(inst["tau_v"]), "m2": float(m2)},
                       {"||V'||_F": float(np.linalg.norm(V))})


CLAIMS.append(Claim(
    id="thesis.ch5.lemmaD.2.9-l7249", paper=PAPER, kind="step", comparison="<=",
    source=_src("proof of Lemma D.2.9, App. D.2 ('Then we have', after (D.72))", "L7247-L7249"),
    statement="L7249: ||Z_{2,n} Sigma V'||_2 <= Otilde(tau_v tau_w^{6/5} m1^{3/10} ||A||_inf), read as the step from "
              "(D.72) (||Z_{2,n}||_2 kept) and ||V'||_F <= tau_v: ||Z_{2,n} Sigma V'||_2 <= ||Z_{2,n}||_2 tau_v for "
              "Sigma a diagonal sign matrix.",
    statement_tex=r"\|\mathbf{Z}_{2,n} \Sigma \mathbf{V}'\|_2 \leq \|\mathbf{Z}_{2,n}\|_2 \tau_v",
    bound=B.l7249_step, measure=_l7249_measure, strategy=_l7249_instances(), expect="holds", rtol=1e-12,
    atol=1e-300,
    domain=(Param("tau_v", 0, INF, lo_closed=False, text="tau_v > 0 (Table D.2)",
                  unreached="tau_v in [1e-3, 1e3]: both sides are linear in tau_v"),
            Param("u", 0, 1, lo_closed=False, text="||V'||_F / tau_v in (0, 1] (Lemma D.2.9's hypothesis)",
                  unreached="u >= 1e-6: the left side is linear in u")),
    evidence="Holds (||z Sigma V'|| <= ||z Sigma|| ||V'||_2 <= ||z|| ||V'||_F, Sigma orthogonal); tight for the "
             "aligned rank-one V' at u = 1. The Otilde exponents come from (D.72), not encoded here.",
    mutants={"||Z_{2,n}|| tau_v / sqrt(m2)": B.l7249_mut_m2}, auto_mutant=False,
    second_path=SP + "test_l7249_by_hand",
    notes="Z_{2,n} drawn directly (any row); the network only produces particular rows.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.3, "min_valid": 1}},
))
