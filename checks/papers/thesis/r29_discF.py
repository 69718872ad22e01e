"""thesis, App. F (round 29, helper discF: discovery in Chapter 7's proofs, seed 003 L9185-L10134, and Chapter 7's
main text L1954-L2289): rows that were a record, encoded as printed.

- ``thesis.ch7.eqF.60-eq``: (F.60) L9577-L9581 (proof of Theorem 5 (b)), the closing '=': max{(rho_o^f alpha'
  min_i B_(i, TSR(f(mu'_i))))^-1 log M, (rho_o^f alpha' min_i B_(i, TSR(f(mu'_i))))^-2 log M} = (rho_o^f alpha'
  tau_o^f)^-2 log M, under Theorem 5 (b)'s Condition 7.3.2 (7.21) (the row was 'not-a-fact', a requirement; its '='
  is an assertion).
- ``thesis.ch7.eqF.46-last``: (F.46) L9519's last links '>= Theta(log(K/eps)) - eps = Theta(log(K/eps))' on the
  trained Chapter 7 model for columns of the query's TSR pattern (a random orthonormal basis of span(mu)), uniform
  (was covered by thesis.ch7.eqF.46-second, its second '=' only).
- ``thesis.ch7.eqF.70``: (F.70) L9627-L9631, F(Psi; P) = sum_i (e^{-Theta(xi)}/l) W_V p_i at t = 0, on F itself (was
  covered by thesis.ch7.eqF.69, the softmax bound it is obtained from).
- ``thesis.ch7.eqF.56``: (F.56) L9563 as printed, v = argmin_{y in M'} ||F - y||^2 = mu_{argmax lambda} (the TRR
  pattern mu, no prime; reading mu': holds) (was a 'model' row).

Lemma F.3.7's (F.13) (auditor B's side note, round 29) is checked as printed by thesis.ch7.eqF.13 (r9_thesisF,
erratum): no new claim. Second path in ``tests/test_thesis_r29_discF.py``.
"""

from __future__ import annotations

import math
from fractions import Fraction
from functools import lru_cache

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r29_discF as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE, ProfilePoints
from thmcheck.checks.papers.thesis.r4_ch5_7 import _f69_instances, _f69_logits
from thmcheck.checks.papers.thesis.r9_thesisF import (
    _F48_WORK,
    _f48_move_eps_l6,
    _f48_move_xi,
    _f49_instances,
    _trained,
    f49_b,
    f49_t,
)
from thmcheck.checks.strategies import SEEDS

SP = "tests/test_thesis_r29_discF.py::"

CLAIMS: list[Claim] = []


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


# ============================================ (F.60) L9581: max{x^-1 log M, x^-2 log M} = (rho_o alpha' tau_o)^-2 log M


@st.composite
def _f60_instances(draw: st.DrawFn) -> dict:
    """M' in 2..6 TSR patterns, a row-stochastic B^f (M' x M', rational entries from integer weights 1..1000) whose
    row i has its unique largest entry at g(i) = TSR(f(mu'_i)) (Condition 7.3.2 (7.21), a hypothesis of Theorem 5
    (b): g any map [M'] -> [M']), rho_o^f in (0, 1), alpha' in (0, 1] (a fraction of examples; the atom 1 drawn),
    M in 2..10^6 training patterns."""
    return {"Mp": draw(st.integers(2, 6)), "M": draw(st.integers(2, 10**6)),
            "rho": draw(st.one_of(st.floats(1e-6, 0.999999), st.just(0.5))),
            "alpha": draw(st.one_of(st.floats(1e-6, 1.0), st.just(1.0))), "seed": draw(SEEDS)}


def _f60_matrix(inst: dict) -> tuple[list[list[Fraction]], list[int]]:
    rng = np.random.default_rng(int(inst["seed"]))
    Mp = int(inst["Mp"])
    g = [int(x) for x in rng.integers(0, Mp, Mp)]
    rows = []
    for i in range(Mp):
        w = [int(x) for x in rng.integers(1, 1001, Mp)]
        top = max(w[j] for j in range(Mp) if j != g[i]) if Mp > 1 else 0
        w[g[i]] = max(w[g[i]], top + int(rng.integers(1, 50)))  # unique argmax at g(i): (7.21)
        s = sum(w)
        rows.append([Fraction(x, s) for x in w])
    return rows, g


def _f60_measure(inst: dict, ctx: Ctx) -> Measurement:
    Bf, g = _f60_matrix(inst)
    rho, alpha, M = Fraction(inst["rho"]), Fraction(inst["alpha"]), int(inst["M"])
    x = rho * alpha * min(Bf[i][g[i]] for i in range(len(Bf)))  # rho_o alpha' min_i B_(i, TSR(f(mu'_i)))
    lhs = float(max(1 / x, 1 / x**2)) * math.log(M)
    tau = min(max(r) for r in Bf)  # (7.18)
    tmin = min(min(r) for r in Bf)
    return Measurement(lhs, {"rho": float(rho), "alpha": float(alpha), "tau": float(tau), "tmin": float(tmin),
                             "M": M},
                       {"x": float(x), "g": str(g), "argmax rows": str([max(range(len(r)), key=r.__getitem__)
                                                                        for r in Bf])})


F60 = Claim(
    id="thesis.ch7.eqF.60-eq", paper=PAPER, kind="step", comparison="==",
    source=_src("(F.60), proof of Theorem 5 (App. F.4.3): '... and the output be the most probable one, we need "
                "l_ts^f >~ max{...} = (rho_o^f alpha' tau_o^f)^-2 log M'", "L9577-L9581"),
    statement="(F.60)'s closing '=': max{(rho_o^f alpha' min_{i in [M']} B_(i, TSR(f(mu'_i))))^-1 log M, (rho_o^f "
              "alpha' min_{i in [M']} B_(i, TSR(f(mu'_i))))^-2 log M} = (rho_o^f alpha' tau_o^f)^-2 log M, with "
              "tau_o^f = min_i max_j B_(i,j)^f (7.18), under Theorem 5 (b)'s Condition 7.3.2 (7.21) (TSR(f(mu'_i)) "
              "= argmax_j B_(i,j)^f), rho_o^f in (0, 1) and alpha' in (0, 1]. Checked exactly (Fractions) on "
              "row-stochastic B^f with M' in 2..6.",
    statement_tex=r"\max \left\{ \left( \rho_o^f \alpha' \min_{i \in [M']} B_{(i, \text{TSR}(f(\boldsymbol{\mu}'_i)))} "
                  r"\right)^{-1} \log M, \left( \rho_o^f \alpha' \min_{i \in [M']} B_{(i, \text{TSR}(f(\boldsymbol{"
                  r"\mu}'_i)))} \right)^{-2} \log M \right\} = (\rho_o^f \alpha' \tau_o^f)^{-2} \log M",
    bound=B.f60_rhs, measure=_f60_measure, strategy=_f60_instances(), expect="holds",
    domain=(Param("Mp", 2, math.inf, integer=True, far=6, text="M' TSR patterns", unreached="M' <= 6 (not a factor: "
                  "the identity is row by row)"),
            Param("M", 2, math.inf, integer=True, far=10**6, text="M training patterns (log M a common factor)",
                  unreached="M <= 1e6 (log M cancels)"),
            Param("rho", 0, 1, lo_closed=False, hi_closed=False, text="rho_o^f in (0, 1) (7.13)",
                  unreached="rho_o in [1e-6, 1 - 1e-6]"),
            Param("alpha", 0, 1, lo_closed=False, text="alpha' in (0, 1]", unreached="alpha' >= 1e-6")),
    evidence="Holds exactly: Condition 7.3.2 makes B_(i, TSR(f(mu'_i))) = max_j B_(i,j), so min_i of it is tau_o^f "
             "(7.18); x = rho_o alpha' tau_o <= 1 (rho_o < 1, alpha' <= 1, B entries <= 1) makes the max the x^-2 "
             "member. Scratch (round 29): 2000 random row-stochastic B with (7.21), max relative gap 0.",
    mutants={"(rho alpha' tau)^-1 log M": B.f60_mut_power, "tau_o as min_i min_j B": B.f60_mut_min,
             "rho_o^-1 (alpha' tau_o)^-2 log M": B.f60_mut_sq},
    auto_mutant=False, second_path=SP + "test_f60_closing_equality",
    notes="exact Fractions for the max; float64 log M on both sides.",
    rtol=1e-12, atol=0.0, settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)
CLAIMS.append(F60)


# ============================================ (F.70) L9631: F(Psi; P) = sum_i (e^{-Theta(xi)}/l) W_V p_i at t = 0


def _f70_F(inst: dict, one: object = 1.0) -> list:
    """F(Psi; P) = sum_i W_V p_i softmax(p_i^T W^(0) p_query) with W_V p_i = y_i = e_i (the l context labels
    distinct one-hot vectors: the W_V p_i linearly independent, so F's coefficients are its coordinates)."""
    z = _f69_logits(inst, one)
    m = max(z)
    ex = [mpmath.exp(v - m) if one != 1.0 else math.exp(v - m) for v in z]
    s = sum(ex)
    return [e / s for e in ex]  # coordinate j of F = sum_i softmax_i e_i


def _f70_measure(inst: dict, ctx: Ctx) -> Measurement:
    F = _f70_F(inst)
    zmax = max(abs(v) for v in _f69_logits(inst))
    return Measurement(max(F), {"l": int(inst["l"]), "xi": float(inst["xi"]), "zmax": zmax},
                       {"sum of F's coefficients": sum(F), "max_i |p_i^T W p_query|": zmax})


def _f70_exact(inst: dict) -> Measurement:
    with mpmath.workdps(60):
        F = _f70_F(inst, mpmath.mpf(1))
        zmax = max(abs(v) for v in _f69_logits(inst, mpmath.mpf(1)))
        return Measurement(max(F), {"l": int(inst["l"]), "xi": mpmath.mpf(inst["xi"]), "zmax": zmax}, {},
                           exact=True)


F70 = Claim(
    id="thesis.ch7.eqF.70", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.70), proof of Lemma F.3.5, App. F.5.1 (t = 0; 'We can obtain')", "L9627-L9631"),
    statement="(F.70): at t = 0, F(Psi; P) = sum_{i=1}^l (e^{-Theta(xi)}/l) W_V p_i. Checked as printed on F: with "
              "the l labels W_V p_i distinct one-hot vectors (linearly independent), F's coefficient on W_V p_i is "
              "its coordinate i, and the printed coefficient e^{-Theta(xi)}/l is <= 1/l at its most favourable "
              "constant (Theta(xi) -> 0+): the largest coordinate of F against 1/l.",
    statement_tex=r"F(\Psi; \mathbf{P}) = \sum_{i=1}^l \frac{e^{-\Theta(\xi)}}{l} \mathbf{W}_V \mathbf{p}_i",
    bound=B.f70_printed, measure=_f70_measure, exact=_f70_exact, strategy=_f69_instances(), expect="erratum",
    domain=(Param("l", 2, math.inf, integer=True, far=16, text="l >= 2 context columns",
                  unreached="l <= 16: the failure (F's coefficients sum to 1, so the largest is >= 1/l) is "
                            "independent of l"),
            Param("xi", 0, math.inf, lo_closed=False, far=4, text="xi > 0, W^(0) entries N(0, xi^2)",
                  unreached="xi in [2^-12, 4]: the printed coefficient e^{-Theta(xi)}/l < 1/l for every xi > 0")),
    evidence="Fails as printed at every instance with distinct logits: F(Psi; P) = sum_i softmax_i W_V p_i and the "
             "softmax weights sum to 1, so some coefficient is >= 1/l, while the printed coefficients e^{-Theta(xi)}/l "
             "are all < 1/l (they sum to e^{-Theta(xi)} < 1). The same failure as thesis.ch7.eqF.69 (the upper bound "
             "(F.69) from which (F.70) is obtained), here measured on F itself. Lemma F.3.5 keeps its own id. Audit "
             "pending (round 29).",
    corrected=B.f70_corrected,
    corrected_text="F(Psi; P) = sum_i softmax_i W_V p_i with every softmax_i in [e^{-2 max|z|}/l, e^{2 max|z|}/l] = "
                   "(1/l) e^{+-Theta(xi)} (by (F.67)-(F.68))",
    mutants={"e^{max |z|/2}/l": B.f70_mut}, auto_mutant=False,
    second_path=SP + "test_f70_coefficients_of_F_sum_to_one",
    notes="Reuses thesis.ch7.eqF.69's instances (r4_ch5_7: columns with entries in [-1, 1], W^(0) = xi G); the largest "
          "coordinate of F exact at 60 digits.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.0, "shrink": False}},
)
CLAIMS.append(F70)


# ============================================ (F.56) L9563: v = argmin_{y in M'} (1/2)||F - y||^2 = mu_{argmax_i lambda_i}


@st.composite
def _f56_instances(draw: st.DrawFn) -> dict:
    """d in 2..8, M in 2..d TRR patterns (orthonormal), M' in 2..M TSR patterns (orthonormal, in the span of the TRR
    patterns: a Haar rotation inside it, L2098), lambda on the simplex (F = sum_i lambda_i mu'_i, the softmax-weighted
    labels) plus an optional noise part perpendicular to M' ((7.11): delta perp M'), scale in [0, 1]."""
    d = draw(st.integers(2, 8))
    M = draw(st.integers(2, d))
    return {"d": d, "M": M, "Mp": draw(st.integers(2, M)), "noise": draw(st.one_of(st.just(0.0), st.floats(0, 1))),
            "seed": draw(SEEDS)}


def _f56_setup(inst: dict) -> tuple:
    rng = np.random.default_rng(int(inst["seed"]))
    d, M, Mp = int(inst["d"]), int(inst["M"]), int(inst["Mp"])
    Q, _ = np.linalg.qr(rng.standard_normal((d, d)))
    mu = Q[:, :M]  # TRR patterns (orthonormal)
    R, _ = np.linalg.qr(rng.standard_normal((M, M)))
    mup = mu @ R[:, :Mp]  # TSR patterns: orthonormal, in span(mu)
    lam = rng.dirichlet(np.ones(Mp))
    F = mup @ lam
    if inst["noise"] > 0 and Mp < d:
        g = rng.standard_normal(d)
        g -= mup @ (mup.T @ g)
        F = F + float(inst["noise"]) * g / max(np.linalg.norm(g), 1e-300)
    v = mup[:, int(np.argmin([np.linalg.norm(F - mup[:, j]) for j in range(Mp)]))]
    return mu, mup, lam, v


def _f56_measure(inst: dict, ctx: Ctx) -> Measurement:
    mu, mup, lam, v = _f56_setup(inst)
    j = int(np.argmax(lam))
    return Measurement(float(np.linalg.norm(v - mu[:, j])), {}, {"argmax lambda": j, "||mu_j - mu'_j||":
                                                                 float(np.linalg.norm(mu[:, j] - mup[:, j]))})


def _f56_measure_prime(inst: dict, ctx: Ctx) -> Measurement:
    mu, mup, lam, v = _f56_setup(inst)
    return Measurement(float(np.linalg.norm(v - mup[:, int(np.argmax(lam))])), {}, {})


F56 = Claim(
    id="thesis.ch7.eqF.56", paper=PAPER, kind="step", comparison="<=",
    source=_src("(F.56), proof of Theorem 5 (App. F.4.3): 'Let F(Psi; P) = sum_{i=1}^{M'} lambda_i^P mu'_i. Hence, "
                "based on'", "L9561-L9563"),
    statement="(F.56): with F(Psi; P) = sum_{i=1}^{M'} lambda_i^P mu'_i, v = argmin_{y in M'} (1/2) ||F(Psi; P) - y||^2 "
              "= mu_{argmax_{i in [M']} lambda_i^P}, as printed with mu (the TRR patterns, M orthonormal, L2096) on "
              "the right; M' orthonormal TSR patterns mu'_i in their span (L2098-L2104). Measured: ||v - "
              "mu_{argmax lambda}|| against 0.",
    statement_tex=r"\mathbf{v} = \arg \min_{\mathbf{y} \in \mathcal{M}'} \frac{1}{2} \|F(\Psi; \mathbf{P}) - "
                  r"\mathbf{y}\|^2 = \boldsymbol{\mu}_{\arg \max_{i \in [M']} \lambda_i^P}",
    bound=B.f56_zero, measure=_f56_measure, strategy=_f56_instances(), expect="erratum as printed",
    readings=(Reading("mu read as mu'", "the right side read as mu'_{argmax_i lambda_i^P} (the TSR pattern; mu "
                      "without the prime a notation slip): orthonormality gives ||F - mu'_j||^2 = ||F||^2 - 2 "
                      "lambda_j + 1", measure=_f56_measure_prime),),
    domain=(Param("d", 2, math.inf, integer=True, far=8, text="dimension d", unreached="d <= 8 (not a factor)"),
            Param("Mp", 2, math.inf, integer=True, far=8, text="M' <= M <= d patterns", unreached="M' <= 8")),
    evidence="As printed the decoded output is the TRR pattern mu_{argmax lambda}, which is not in M' unless the TSR "
              "patterns coincide with TRR patterns (the thesis lets mu'_i be any orthonormal set in their span): "
              "e.g. d = M = M' = 2 with mu' a rotation of mu, ||v - mu_j|| = 2 sin(theta/2) > 0. Under the reading "
              "mu' (prime dropped) it holds to rounding: ||F - mu'_j||^2 = ||F||^2 - 2 lambda_j + 1 for orthonormal "
              "mu' (noise perpendicular to M' does not change the argmin). Harmless: the proof goes on with the "
              "prime. Audited (round 29, docs/audits/round29/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    no_correction_reason="the reading (mu'_{argmax lambda}) is the repair",
    mutants={"a negative side": B.f56_mut_tol}, auto_mutant=False,
    second_path=SP + "test_f56_decoding_is_the_tsr_pattern",
    notes="numpy float64; ties in argmax lambda have probability 0 (Dirichlet draws).",
    rtol=0.0, atol=1e-9, settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)
CLAIMS.append(F56)


# ============================================ (F.46) L9519: the TSR-pattern score at T >= Theta(log(K/eps)) - eps


def _f46_instances() -> st.SearchStrategy:
    """thesis.ch7.eqF.49's instances (r9_thesisF: the Chapter 7 model trained T = T_1 + T_2 + T_3 SGD steps with B of
    (F.19)) and a seed ``useed`` for the TSR patterns mu'_j = sum_i lambda_{j,i} mu_i (a Haar-random orthonormal
    basis of span(mu_1..mu_M), L2098; M' = M - 1 as the model's CoTConfig)."""
    return st.tuples(_f49_instances(), SEEDS).map(lambda t: {**t[0], "useed": int(t[1])})


@lru_cache(maxsize=64)
def _f46_score(key: tuple) -> tuple[float, str]:
    """The least p~_i^T W^(T) p~_query over the step k, the query's TSR pattern j and the column's label mu'_{j'},
    j' != j (p~_i = (mu'_j; mu'_{j'}; c_k), p~_query = (mu'_j; 0; c_k), clean: delta = 0)."""
    inst = dict(key)
    useed = inst.pop("useed")
    W = _trained(tuple(sorted(inst.items())))[1].numpy()
    d, M, K = inst["d"], inst["M"], inst["K"]
    rng = np.random.default_rng(int(useed))
    U, _ = np.linalg.qr(rng.standard_normal((M, M)))
    Mp = M - 1
    best, arg = math.inf, ""
    for k in range(K):
        for j in range(Mp):
            for jp in range(Mp):
                if jp == j:
                    continue
                col, q = np.zeros(W.shape[0]), np.zeros(W.shape[0])
                col[:M], col[d:d + M], col[2 * d + k] = U[:, j], U[:, jp], 1.0
                q[:M], q[2 * d + k] = U[:, j], 1.0
                v = float(col @ W @ q)
                if v < best:
                    best, arg = v, str((j, jp, k + 1))
    return best, arg


def _f46_measure(inst: dict, ctx_: Ctx) -> Measurement:
    T, Bs = f49_t(inst), f49_b(inst)
    if T * Bs > _F48_WORK:
        raise SolverFailure(f"T B = {T} x {Bs} > {_F48_WORK} (SGD work cap)")
    best, arg = _f46_score(tuple(sorted(inst.items())))
    return Measurement(best, {"K": inst["K"], "eps": inst["eps"], "xi": inst["xi"]},
                       {"T": T, "B": Bs, "(j, j', step)": arg, "log(K/eps)": math.log(inst["K"] / inst["eps"])})


F46 = Claim(
    id="thesis.ch7.eqF.46-last", paper=PAPER, kind="step", comparison=">=",
    source=_src("(F.46), proof of Theorem 4 (App. F.4.2): its last two links '>= Theta(log(K/eps)) - eps = "
                "Theta(log(K/eps))' ('where the second to last step is by Theorem 3')", "L9517-L9521"),
    statement="(F.46)'s conclusion: after Theorem 3's training (eta < 1, B >~ max(eps^-2, M) log M, T = T_1 + T_2 + "
              "T_3), for a testing column p~_i = ((mu'_j; y_i) + c_1) of the query's TSR pattern mu'_j = sum_i "
              "lambda_{j,i} mu_i, p~_i^T W^(T) p~_query >= Theta(log(K/eps)) - eps = Theta(log(K/eps)) (uniform: "
              "one c for every eps, K, M, alpha, eta). Measured on the Chapter 7 model trained as for (F.49): the "
              "least score over the step k, the TSR pattern j (a Haar-random orthonormal basis of span(mu)) and the "
              "column's label y = mu'_{j'}, j' != j.",
    statement_tex=r"\tilde{\mathbf{p}}_i^\top \mathbf{W}^{(T)} \tilde{\mathbf{p}}_{query} \geq \Theta(\log "
                  r"\frac{K}{\epsilon}) - \epsilon = \Theta(\log \frac{K}{\epsilon})",
    bound=B.f46_shape, measure=_f46_measure, strategy=_f46_instances(), constants="hidden", uniform=True,
    directions=(
        Direction("eps -> 0", "eps", 0.0, how="path", move=_f48_move_eps_l6,
                  points=ProfilePoints((0.9, 0.3, 0.1), (0.9, 0.6, 0.4, 0.2, 0.1, 0.05, 0.03, 0.02))),
        Direction("xi -> 0", "xi", 0.0, how="path", move=_f48_move_xi, points=(1e-2, 1e-4)),
        Direction("K, M, alpha, eta, c_B, l_tr", "K", 2, how="search",
                  reason="the strategy draws K in 1..2, M in 3..4, alpha in [0.5, 0.9], eta in [0.5, 1), c_B in "
                         "[1, 2], l_tr in 2..6 (thesis.ch7.eqF.49's box)"),
    ),
    domain=(Param("eps", 0, 1, lo_closed=False, far=0.04, text="the target error eps in (0, 1)",
                  unreached="eps drawn >= max(0.04, the smallest eps with T B <= 4e4), down to 0.1 on the ci path "
                            "(0.02 under dev)"),
            Param("xi", 0, 0.1, lo_closed=False, far=1e-4, text="a tiny xi > 0 (L2028)",
                  unreached="xi >= 1e-4 (path), [1e-4, 0.1] drawn"),
            Param("K", 1, math.inf, integer=True, far=2, text="K >= 1 steps", unreached="K <= 2 (T ~ K^3)"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="Theorem 3: eta < 1",
                  unreached="eta in [0.5, 1) (T ~ 1/eta)")),
    expect="holds",
    evidence="Round 29 (helper discF), encoded before the search: (F.46) was covered by thesis.ch7.eqF.46-second, "
             "which checks only its second '=' (the expansion in lambda_{j,i}); the Omega half of (F.51) is "
             "thesis.ch7.eqF.33 on training patterns only. No counterexample in ci: the least TSR-pattern score grows "
             "with log(K/eps): path eps -> 0 (K = 2, M = d = 3, l_tr = 6, alpha >= 0.8, eta >= 0.9): 1.32, 1.73, "
             "2.19, 2.70 at eps = 0.9, 0.3, 0.1, 0.032 against log(2/eps) = 0.80, 1.90, 3.00, 4.15 (ratio 0.60 -> "
             "1.53, the Omega side not falling); search best score 2.67 at K = 1, eps = 0.061 (score 1.05). Round 33 "
             "(ch7): the trainer now draws L2102's exact per-prompt fraction (r9_thesisF._trained, exact_fraction; "
             "the Bernoulli(alpha) prompts had fraction 0 or 1 with positive probability); ci then calls the eps -> 0 "
             "path potential: K = 2, M = d = 3, alpha = 0.8, l_tr = 6 (realised 5/6), eta = 0.974, xi = 1e-4, seed "
             "13877, useed 4075041: score 1.186, 1.437, 1.708, 2.050 at eps = 0.9, 0.3, 0.1, 0.032 (log(2/eps) / "
             "score 0.67 -> 2.02, x3.0 over 1.45 decades, below the x10 a violation needs); the same instance with "
             "the Bernoulli prompts: 1.205, 1.573, 1.930, 2.428 (0.66 -> 1.71, x2.6). The score still grows, about "
             "0.6 per decade of eps against log's 2.3: the constant c of the Omega side is smaller, not absent. "
             "Round 35 (helper f46, docs/f46_last_r35.md): settled as holding along eps -> 0 and K; the engine's "
             "potential is the rise of L / score (L = log(K/eps)) from the eps -> 1 end, where the score keeps an "
             "offset (1.19 at L = 0.80), to its limit, x3.0 against POTENTIAL_GROWTH 3, which no longer path "
             "removes. The same instance through the claim's own code (r29_discF._f46_score on r9_thesisF._trained): "
             "score 1.186, 1.272, 1.437, 1.541, 1.708, 1.905, 2.071, 2.209, 2.315, 2.472, 2.619, 2.764 at eps = "
             "0.9, 0.6, 0.3, 0.2, 0.1, 0.05, 0.03, 0.02, 0.015, 0.01, 0.007, 0.005: L / score 0.67, 0.95, 1.32, 1.49, "
             "1.75, 1.94, 2.03, 2.08, 2.11, 2.14, 2.16, 2.17, its rise per decade of 1/eps 1.13 +- 0.08, 0.39 +- "
             "0.04, 0.18 +- 0.03 (decaying); the local slope d score / d L rises 0.21 -> 0.43 (trend +0.045 per unit "
             "L, 99 % t-interval [0.035, 0.056]: not sublinear; score = a + b L^p: p = 1.49, 99 % profile interval "
             "[1.35, 1.64], above 1). Its B -> infinity limit (own numpy gradient descent on the exact population loss, all 72 prompt "
             "types, T of (F.34); within 0.005 of the SGD scores at eps <= 0.1) reaches eps = 5e-6: L / score peaks at "
             "2.17 near eps = 3e-3 and falls, 2.157, 2.094, 2.038, 2.024 at eps = 1e-3, 1e-4, 1e-5, 5e-6 (score 5.99 at 1e-5; "
             "d score / d L rising to 0.55). Along K (eps = 0.3, 0.1, the claim's trainer, K = 2..6): L / score 1.32, "
             "1.48, 1.15, 1.34, 1.21 and 1.75, 1.65, 1.50, 1.68, 1.56, no trend; the population limit (K = 3, 4, 6, 8, "
             "12, 16) peaks at 1.80 at K = 3 (eps = 3e-3); at K = 4, 6, 8, 12 it still rises at eps = 1e-4 (2.34, "
             "2.44, 2.48, 2.61), its rise per decade roughly halving (K = 12: 0.58, 0.44, 0.19): bounded per K. No "
             "counterexample: L / score <= 2.61 at every point computed (K = 2..16, eps down to 5e-6; c >= 0.38 "
             "there). Lead (not a crossing): the sup over eps creeps up with K (at eps = 1e-4: 2.09, 2.34, 2.44, "
             "2.48, 2.61 at K = 2, 4, 6, 8, 12, about +0.2 per unit log K), while at fixed eps the ratio turns down "
             "in K once T's K^3 term dominates (eps = 1e-3: 2.41 at K = 12, 2.30 at K = 16; eps = 1e-2: 2.09, "
             "2.04, 1.97, 1.85 at K = 6, 8, 12, 16); K >= 16 at eps <= 1e-4 not computed.",
    mutants={"eps^-2": B.f46_mut}, auto_mutant=False,
    notes="the trained W of thesis.ch7.eqF.49's trainer (r9_thesisF._trained, shared lru cache); the TSR basis from "
          "the drawn useed.",
    second_path="tests/test_thesis_r35_f46.py::test_f46_population_gradient_descent_ratio_peaks_and_turns_down",
    settings={"ci": {"max_examples": 2, "budget_s": 0.3, "path_starts": 1}},
)
CLAIMS.append(F46)
