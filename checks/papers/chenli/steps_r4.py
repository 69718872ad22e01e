"""chenli proof displays, round 4 (kind ``step``): displays of Sections 6-11 and Appendices B-C read literally.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st
from scipy.integrate import quad

from thmcheck.bounds.chenli import steps_r4 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# -------------------------------------------- Theorem B.1: (157)'s exp(-Omega(m)) on eps' + eps'' (L3606-L3712)


def _q157(inst: dict) -> np.ndarray:
    rng = np.random.default_rng(inst["seed"])
    m = int(inst["m"])
    u = rng.uniform(0, 1, size=m)
    O = np.linalg.qr(rng.standard_normal((m, m)))[0] if m > 1 else np.ones((1, 1))
    return inst["s"] * (O * 10.0 ** (inst["spread"] * u)) @ O.T


def _eq157_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The coefficient of (eps' + eps'') in the theorem's eps, as B.1.2-B.1.3 produce it: (158)'s prefactor
    prod Delta/(2 pi)^m times int_{R^m} exp(-lambda^T Q lambda/3) (the small-lambda error), times B.1.3's
    normalisation det(Q)^{1/2}/prod Delta, times (2 pi)^{m/2} (eps is the error of det(2 pi Q)^{1/2} P/prod Delta
    against exp(-a^T Q^{-1} a/2)). The integral by 1-D quadratures in Q's eigenbasis."""
    if int(inst["m"]) > 600:
        raise SolverFailure(f"m = {inst['m']}: the quadrature path stops at m = 512 (one 1-D quadrature per eigenvalue)")
    Q = _q157(inst)
    sig = np.linalg.eigvalsh((Q + Q.T) / 2)
    log_int = sum(math.log(2 * quad(lambda t, s=float(s): math.exp(-s * t * t / 3), 0.0, math.inf,
                                    epsabs=0.0, epsrel=1e-12)[0]) for s in sig)
    m = int(inst["m"])
    log_c = (m / 2) * math.log(2 * math.pi) - m * math.log(2 * math.pi) + 0.5 * float(np.sum(np.log(sig))) + log_int
    if abs(log_c) > 700:
        raise SolverFailure(f"float64 range: log coefficient {log_c:.0f} (m = {m})")
    return Measurement(math.exp(log_c), {"m": m}, {"log_coefficient": log_c, "printed_E_based": 0.75 ** (m / 2)})


def _move_two_m(inst: dict, t: float) -> dict:
    """The path parameter is 2^m: a ratio growing like c^m is a power of 2^m (a straight line in log-log)."""
    m = max(1, int(round(math.log2(t))))
    return {**inst, "m": m, "two_m": 2.0**m}


DISPLAY_EQ157_NORMALISED = Claim(
    id="chenli.display.thmB.1-eq157-normalised",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Theorem B.1's (157) and its proof B.1.2-B.1.3, Appendix B, {SEED_FILE} L3606-L3612 (157), L3618-L3620 "
           f"(158), L3684-L3692, L3700-L3712",
    statement="(157): eps <~ exp(-Omega(m)) {Lambda(.) (1/(eta Delta))^m + eps + tau^3 (m log(1/eps))^{3/2}/"
              "sigma_min(Q)^{3/2} + m sqrt(log(1/eps)/sigma_min(Q)) max(sqrt(m) eta Delta, Delta/c)}, where eps is the "
              "error in P[S in R] = prod Delta_j det(2 pi Q)^{-1/2} {exp(-a^T Q^{-1} a/2) +- eps}. Checked: the "
              "coefficient with which the proof's small-lambda error O(eps' + eps'') int exp(-lambda^T Q lambda/3) "
              "(B.1.2) enters that eps, against exp(-Omega(m)) (uniform: shape 1, the weakest exp(-c m)).",
    kind="step", comparison="<=", bound=B.exp_minus_omega_m, measure=_eq157_measure,
    strategy=lambda: st.fixed_dictionaries({"m": with_edges(st.integers(1, 60), 1, 60),
                                            "s": log_uniform(1e-3, 1e3),
                                            "spread": with_edges(st.floats(0.0, 2.0), 0.0), "seed": SEEDS}).map(
        lambda i: {**i, "two_m": 2.0 ** i["m"]}),
    constants="hidden", uniform=True,
    directions=(Direction("m -> inf", "two_m", INF, how="path", move=_move_two_m,
                          points=tuple(2.0**m for m in (2, 4, 8, 16, 32, 64, 128)),
                          reason="the coefficient is (3/2)^{m/2} = (2^m)^{log2(3/2)/2}; the path parameter is 2^m"),
                Direction("scale and anisotropy of Q", "s", 0.0, how="search",
                          reason="the coefficient is det(Q)^{1/2} det(3 pi Q^{-1})^{1/2} (2 pi)^{-m/2}: free of Q")),
    expect="erratum",
    derived="Theorem B.1's (157), through the small-lambda term of its proof (B.1.2-B.1.3): the paper prints (157) and "
            "the proof's displays, not the coefficient checked here",
    evidence="An independent auditor (docs/audits/round4/chenli.md) re-derived (i) the mis-evaluated Gaussian integral "
             "(a factor 2^{m/2}) and (ii) the coefficient (3/2)^{m/2} with its own quadrature, and left open whether "
             "(157) itself is false (unclear: an explicit S, R, a with the exact P[S in R] outside (157)'s band would "
             "decide it); so this is a derived statement: the proof does not establish (157). The round-3 auditor's point (docs/audits/round3/chenli.md, chenli.display.thmB.1-gauss-"
             "integral): with the correct integral det(3 pi Q^{-1})^{1/2}, (158)'s prefactor (2 pi)^{-m}, B.1.3's "
             "det(Q)^{1/2} and the theorem's (2 pi)^{m/2}, the coefficient is (2 pi)^{-m/2} (3 pi)^{m/2} = (3/2)^{m/2}, "
             "growing in m: 1.22 at m = 1, 1.5 at m = 2, 3.4e5 at m = 64 (the printed (8 pi/3)^{-m/2} of E would give "
             "(3/4)^{m/2}). So the proof does not give (157)'s exp(-Omega(m)) in front of the tau^3 and Delta terms "
             "(which bound eps' and eps''). This is the proof's bound, not Theorem B.1's conclusion: the sharper "
             "|e^{-u(1+c)} - e^{-u}| <= |c| u e^{-u(1-|c|)} gives O(m (eps' + eps'')), and the conclusion's 0.9^m / "
             "1.1^m slack absorbs relative errors; Theorem B.1 itself stays undecided (chenli.thmB.1, uncomputable: "
             "(156)'s delta and c are undefined).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_eq157_coefficient_grows_like_three_halves",
    corrected=B.three_halves_pow,
    corrected_text="The proof's small-lambda error enters eps with the factor (3/2)^{m/2} (or O(m) with the sharper "
                   "elementary bound): (157)'s exp(-Omega(m)) should not multiply the tau^3 (m log(1/eps))^{3/2}/"
                   "sigma_min^{3/2} and m sqrt(log(1/eps)/sigma_min) max(.) terms.",
    mutants={"(1.3)^{m/2} (a too small base)": lambda m: 1.3 ** (m / 2)},
    notes="Closed form (3/2)^{m/2}; the measurement integrates in Q's eigenbasis, so its value does not depend on Q. "
          "The path in m reaches 128 (path parameter 2^m).",
    domain=(Param("m", 1, INF, integer=True, text="S in R^m", unreached="m <= 60 drawn, 128 on the path"),),
    settings={"ci": {"max_examples": 20, "budget_s": 1.5}},
)

CLAIMS += [DISPLAY_EQ157_NORMALISED]


# ------------------------------------------ Section 4, Assumption 11 with Eq. (7): 'holds immediately' (L495-L503)


def _a11_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """m / m2_bar, m2_bar = kappa^9 d^3/(upsilon^6 log^3 d k^{1/kappa}) with kappa = c lambda^{13/2}/(m^{13/2} log^2 d)
    (Eq. (7)) and the O(1/kappa) exponent read with constant a (drawn), in logs."""
    m, lam, k, ups, c, a = (inst[n] for n in ("m", "lam", "k", "ups", "c", "a"))
    L = inst["log_d"]
    kappa_log = math.log(c) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2 * math.log(L)
    log_m2 = 9 * kappa_log + 3 * L - 6 * math.log(ups) - 3 * math.log(L) - a * math.exp(-kappa_log) * math.log(k)
    log_ratio = math.log(m) - log_m2
    if log_ratio > 700:
        raise SolverFailure(f"m/m2_bar = e^{log_ratio:.0f} overflows float64")
    return Measurement(math.exp(log_ratio), {}, {"log_m2_bar": log_m2, "kappa": math.exp(kappa_log),
                                                 "log_ratio": log_ratio})


def _a11_move_d(inst: dict, t: float) -> dict:
    """The path parameter is t = exp(log^2 d): m/m2_bar grows like exp(a' log^2 d), a power of t."""
    return {**inst, "log_d": math.sqrt(math.log(t)), "t": float(t)}


DISPLAY_ASSUMP11 = Claim(
    id="chenli.display.sec4-assump11-constant-m",
    catalog_id="chenli.assump11",
    paper=PAPER,
    source=f"Section 4, the text before Assumption 11 and Assumption 11 with Eq. (7), {SEED_FILE} L499-L503, L437-L441",
    statement="'the reader may find it helpful to think of m as a constant ..., in which case the following assumptions "
              "holds immediately': Assumption 11, m <= min(m1_bar, m2_bar), m2_bar = Theta(kappa^9 d^3/(upsilon^6 "
              "log^3(d) k^{O(1/kappa)})), kappa = c lambda^{13/2}/(m^{13/2} log^2 d) (7). Checked: m/m2_bar bounded "
              "(uniform, shape 1) as d grows at constant m.",
    kind="step", comparison="<=", bound=B.assump11_room, measure=_a11_measure,
    strategy=lambda: st.fixed_dictionaries({
        "m": st.integers(1, 4), "lam": with_edges(st.floats(0.1, 0.999), 0.999),
        "k": st.integers(2, 50), "ups": with_edges(log_uniform(1.0, 10.0), 1.0),
        "c": with_edges(log_uniform(1e-3, 1.0), 1.0), "a": with_edges(log_uniform(1e-2, 1.0), 1e-2),
        "log_d": st.floats(2.0, 26.0), "seed": SEEDS}).map(lambda i: {**i, "t": math.exp(i["log_d"] ** 2)}),
    constants="hidden", uniform=True, eventually=("log_d",),
    directions=(Direction("d -> inf", "t", INF, how="path", move=_a11_move_d,
                          points=(1e3, 1e6, 1e12, 1e25, 1e50, 1e100, 1e200), grows=("log_d",),
                          reason="path parameter t = exp(log^2 d), so that exp(a' log^2 d) is a power of t"),
                Direction("m, lambda, k, upsilon, c, a", "c", 0.0, how="search",
                          reason="drawn; a smaller c of (7) or a larger constant a in k^{O(1/kappa)} only shrinks "
                                 "m2_bar")),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed as printed. Noted in the record chenli.assump11 since round 2 ('likely a typo for k^{O(1/lambda)}'), "
             "never a claim. With (7), 1/kappa = m^{6.5} log^2(d)/(c lambda^{6.5}), so k^{a/kappa} = exp(a m^{6.5} log k "
             "log^2(d)/(c lambda^{6.5})) outgrows d^3 for every constant a, c > 0: log m2_bar ~ -a m^{6.5} log k "
             "log^2 d/(c lambda^{6.5}) -> -inf, m2_bar -> 0 < 1 <= m. m = 1, lambda = 0.999, k = 2, upsilon = 1, c = "
             "1, a = 1: log(m/m2_bar) = 20 at log d = 3, 87 at log d = 10, 605 at log d = 30 (a = 0.01 needs log d > "
             "~500 for the same).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_assump11_m2bar_vanishes",
    no_correction_reason="the intended exponent is unknown (k^{O(1/lambda)} is the likely one; then m2_bar ~ d^3/"
                         "polylog and the text holds); no bound of the printed form can be restored",
    mutants={},
    no_mutant_reason="the printed shape is the constant 1 (bounded ratio); every wrong bound is again a constant, "
                     "which the same divergent path crosses, so a planted constant would only restate the finding",
    domain=(Param("d", 1, INF, key="log_d", text="d (large; log d drawn in [2, 26])",
                  unreached="log d <= 26: t = exp(log^2 d) stays a float64; m/m2_bar overflows soon after"),
            Param("m", 1, INF, integer=True, text="m constant", unreached="m <= 4 (constant m is the text's case)")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_ASSUMP11]


# ------------------------------------------------------------- Theorem B.1's proof, Eq. (158) (L3622-L3630)


def _fejer_cdf(x: np.ndarray) -> np.ndarray:
    """CDF of zeta_j, density (1 - cos x)/(pi x^2) (L3728): 1/2 + (Si(x) - (1 - cos x)/x)/pi."""
    from scipy.special import sici

    x = np.asarray(x, float)
    small = np.abs(x) < 1e-8
    xs = np.where(small, 1.0, x)
    v = 0.5 + (sici(xs)[0] - (1 - np.cos(xs)) / xs) / math.pi
    return np.where(small, 0.5, v)


def _eq158_law(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    """S = sum of n centred Bernoulli(p) (values k - n p, binomial weights): a skewed, mean-zero, bounded law."""
    from scipy.stats import binom

    n, p = int(inst["n"]), float(inst["p"])
    k = np.arange(n + 1)
    return k - n * p, binom.pmf(k, n, p)


def _eq158_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs: (158)'s right side, prod Delta/(2 pi) int e^{-i lambda a} phi_S(lambda) phi_zeta(delta lambda)
    phi_unif(R_0)(lambda) d lambda over |lambda| <= 1/delta (phi_zeta vanishes outside), by quadrature (real part;
    the imaginary part integrates to 0); bound: P[S~ in [a, a + Delta]] from S's law and zeta's CDF."""
    vals, w = _eq158_law(inst)
    a, D, dl = float(inst["a"]), float(inst["Delta"]), float(inst["delta"])

    def integrand(lam: float) -> float:
        if lam == 0.0:
            return 1.0
        phi_s = complex(np.sum(w * np.exp(1j * lam * vals)))
        phi_u = (np.exp(1j * lam * D) - 1) / (1j * lam * D)
        return float((np.exp(-1j * lam * a) * phi_s * (1 - dl * abs(lam)) * phi_u).real)

    integral = quad(integrand, -1 / dl, 1 / dl, limit=400, epsabs=1e-13, epsrel=1e-11)[0]
    rhs158 = D / (2 * math.pi) * integral
    P = float(np.sum(w * (_fejer_cdf((a + D - vals) / dl) - _fejer_cdf((a - vals) / dl))))
    P_left = float(np.sum(w * (_fejer_cdf((a - vals) / dl) - _fejer_cdf((a - D - vals) / dl))))
    return Measurement(rhs158, {"P": P}, {"P[S~ in [a - Delta, a]]": P_left, "difference": rhs158 - P})


DISPLAY_EQ158 = Claim(
    id="chenli.eq158",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Eq. (158), Appendix B.1, {SEED_FILE} L3616-L3630",
    statement="S~ = S + delta zeta, phi_zeta(lambda) = prod max(0, 1 - |lambda_j|), R = [a_1, a_1 + Delta_1] x ... x "
              "[a_m, a_m + Delta_m], R_0 = [0, Delta_1] x ... : P[S~ in R] = (prod Delta_j/(2 pi)^m) int e^{-i<lambda, "
              "a>} phi_S(lambda) phi_zeta(delta lambda) phi_unif(R_0)(lambda) d lambda (158). Checked at m = 1 with S a "
              "sum of n centred Bernoulli(p).",
    statement_tex=r"$$\mathbb{P}[\tilde{S} \in R] = \frac{\prod_j \Delta_j}{(2\pi)^m} \int_{\mathbb{R}^m} e^{-i\langle "
                  r"\lambda, a \rangle} \phi_S(\lambda) \cdot \phi_\zeta(\delta \lambda) \cdot \phi_{\text{unif}(R_0)}"
                  r"(\lambda) d\lambda. \quad (158)$$",
    kind="step", comparison="==", bound=B.eq158_box_probability, measure=_eq158_measure,
    strategy=lambda: st.fixed_dictionaries({
        "n": st.integers(1, 30), "p": with_edges(st.floats(0.02, 0.98), 0.5, 0.05),
        "a": st.floats(-4.0, 4.0), "Delta": with_edges(log_uniform(0.05, 5.0), 1.0),
        "delta": with_edges(log_uniform(0.05, 2.0), 0.1)}),
    rtol=1e-6, atol=1e-8,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed as printed. With phi_X(lambda) = E e^{i<lambda, X>} (the convention of B.1.2, phi_S = prod phi_{X_j}), "
             "(2 pi)^{-m} int e^{-i<lambda, a>} phi_S phi_zeta(delta .) phi_U is the density of S~ + U at a, U ~ "
             "unif(R_0), i.e. P[S~ in a - R_0]/vol(R_0): (158) computes P[S~ in [a - Delta, a]], not P[S~ in [a, a + "
             "Delta]] (the text's 'density at a of the convolution with unif(R_0)' has the same slip). The two agree "
             "only when the law of S~ gives both boxes the same mass (e.g. S symmetric and a = -Delta/2). n = 1, p = "
             "0.1 (S in {-0.1, 0.9}), a = 0.2, Delta = 1, delta = 0.1: (158)'s right side 0.74926 = P[S~ in [-0.8, "
             "0.2]] (to 1e-15), while P[S~ in [0.2, 1.2]] = 0.17084; n = 10, p = 1/2, a = 0.3, delta = 0.3: 0.20647 vs "
             "0.18885. ""Harmless: replace a by a + Delta (or R_0 by -R_0).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_eq158_computes_the_box_to_the_left",
    no_correction_reason="the corrected identity (P[S~ in a - R_0] on the left, or phi_unif(-R_0)) is an equality with "
                         "the same two sides rearranged; the claim's 'P[S~ in [a - Delta, a]]' term reports it",
    mutants={"a box of half the width": lambda P: P / 2},
    notes="Equality claim: lhs is (158)'s right side by adaptive quadrature over the support |lambda| <= 1/delta; the "
          "bound is P[S~ in R] from the binomial law and the closed-form CDF of zeta (Si). The term P[S~ in [a - "
          "Delta, a]] equals the right side to quadrature accuracy.",
    domain=(Param("m", 1, INF, integer=True, text="S in R^m", unreached="m = 1: a sign slip is visible in one "
                                                                         "coordinate"),
            Param("delta", 0.0, INF, lo_closed=False, text="delta > 0",
                  unreached="delta in [0.05, 2] (the quadrature runs over |lambda| <= 1/delta)")),
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)

# ------------------------------------------------ Theorem B.1's proof, the box characteristic function (L3666-L3674)


@st.composite
def _unif_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(1, 20))
    rng_seed = draw(SEEDS)
    Dbar = float(draw(with_edges(log_uniform(1e-3, 1e3), 1.0, 1e3)))
    sides = np.random.default_rng(rng_seed).uniform(0, 1, m) * Dbar
    sides[0] = Dbar
    return {"m": m, "Dbar": Dbar, "sides": sides, "delta": float(draw(with_edges(log_uniform(1e-6, 10.0), 1e-6))),
            "c": float(draw(with_edges(st.floats(0.01, 0.99), 0.99))), "seed": rng_seed}


def _unif_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """sup_{x in R_0} ||x|| = ||(Delta_1, ..., Delta_m)|| (the far corner), per unit gamma."""
    return Measurement(float(np.linalg.norm(inst["sides"])), {"m": int(inst["m"]), "delta": inst["delta"],
                                                              "Dbar": inst["Dbar"], "c": inst["c"]}, {})


DISPLAY_THMB1_UNIF = Claim(
    id="chenli.display.thmB.1-unif-box",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, B.1.2, {SEED_FILE} L3664-L3674",
    statement="eps'' := gamma max(delta m, sqrt(m Delta)/c) for a sufficiently small constant 0 < c < 1; then "
              "|phi_unif(R_0) - 1| <= sup_{x in R_0} |e^{i<lambda, x>} - 1| <~ gamma sup_{x in R_0} ||x|| <= c eps''. "
              "Checked: the last '<=' (explicit), Delta read as Delta_bar (the largest side; the smallest makes it "
              "worse), gamma cancels.",
    statement_tex=r"$$|\phi_{\text{unif}(R_0)} - 1| \leq \sup_{x \in R_0} |e^{i\langle \lambda, x \rangle} - 1| "
                  r"\lesssim \gamma \sup_{x \in R_0} \|x\| \leq c\varepsilon''.$$",
    kind="step", comparison="<=", bound=B.thmB1_unif_step, measure=_unif_measure, strategy=_unif_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed as printed. sup_{x in R_0} ||x|| = ||(Delta_j)|| >= Delta_bar, while c eps''/gamma = max(c delta m, "
             "sqrt(m Delta_bar)). m = 1, Delta = 4, delta = 1e-6, c = 1/2: 4 > max(5e-7, 2) = 2; the ratio is "
             "sqrt(Delta_bar) for one side (unbounded: Theorem B.1 allows any box, (156) only ties Delta_bar to "
             "sigma_min(Q)). Holds when Delta_bar <= 1 or with sqrt(m) Delta/c in eps'' (likely intended).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_thmB1_unif_box_step",
    corrected=B.thmB1_unif_step_corrected,
    corrected_text="eps'' := gamma max(delta m, sqrt(m) Delta_bar/c); then gamma sup_{x in R_0} ||x|| <= c eps''.",
    mutants={"corrected without sqrt(m)": lambda m, delta, Dbar, c: max(c * delta * m, Dbar)},
    domain=(Param("Delta_bar", 0.0, INF, lo_closed=False, key="Dbar", text="the box's sides (any)"),
            Param("m", 1, INF, integer=True, text="m", unreached="m <= 20 (the ratio is free of m for equal sides)"),
            Param("delta", 0.0, INF, lo_closed=False, text="delta > 0 (Theorem B.1 takes 0.1 eps Delta)"),
            Param("c", 0.0, 1.0, lo_closed=False, hi_closed=False, text="0 < c < 1")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_EQ158, DISPLAY_THMB1_UNIF]


# ------------------------------------------------------- Proof of Theorem 1.2, eps_2 against (111) (L2990-L2998)


def _eps2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eps_2's first (dominant, L2996) term kappa^{1/2} m^{1/4} lambda^{-3/4} (units ||Theta_1||_F) with kappa = c
    lambda^{13/2}/(m^{13/2} log^2 d) of Eq. (7)."""
    lam, m, c, L = inst["lam"], int(inst["m"]), inst["c"], inst["log_d"]
    kappa = c * lam**6.5 / (m**6.5 * L**2)
    return Measurement(math.sqrt(kappa) * m**0.25 * lam**-0.75, {"lam": lam, "m": m, "log_d": L},
                       {"kappa": kappa})


def _eps2_move_d(inst: dict, t: float) -> dict:
    return {**inst, "log_d": float(t)}


DISPLAY_THM1_2_EPS2 = Claim(
    id="chenli.display.thm1.2-eps2",
    catalog_id="chenli.thm1.2",
    paper=PAPER,
    source=f"Proof of Theorem 1.2 (Section 10), {SEED_FILE} L2990-L2998, with Eq. (7) L437-L441",
    statement="eps_2 := Theta~(kappa^{1/2} m^{1/4} lambda^{-3/4} ||Theta_1||_F + ...); 'The first term in eps_2 is the "
              "dominant one ... By Eq. (7), we have that eps_2 << lambda^{5/2}/(m^3 log^2 d) ||Theta_1||_F' (so that "
              "(111) of Lemma 7.1 holds). Checked: the first term with kappa of (7), against the shape lambda^{5/2}/"
              "(m^3 log^2 d) (uniform; '<<' is a bounded ratio at least).",
    kind="step", comparison="<=", bound=B.thm1_2_eps2_target, measure=_eps2_measure,
    strategy=lambda: st.fixed_dictionaries({"lam": with_edges(st.floats(1e-3, 0.999), 0.999),
                                            "m": st.integers(1, 50), "c": with_edges(log_uniform(1e-6, 1.0), 1e-6),
                                            "log_d": log_uniform(1.0, 1e3)}),
    constants="hidden", uniform=True, eventually=("log_d",),
    directions=(Direction("d -> inf", "log_d", INF, how="path", move=_eps2_move_d,
                          points=(10.0, 30.0, 100.0, 300.0, 1000.0), grows=("log_d",)),
                Direction("lambda, m, c", "c", 0.0, how="search",
                          reason="the ratio is sqrt(c) log d, free of lambda and m; c of (7) is an arbitrarily small "
                                 "constant (fixed as d grows)")),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed. kappa^{1/2} = sqrt(c) lambda^{13/4}/(m^{13/4} log d), so the first term is sqrt(c) "
             "lambda^{5/2}/(m^3 log d) ||Theta_1||_F: against lambda^{5/2}/(m^3 log^2 d) ||Theta_1||_F the ratio is "
             "sqrt(c) log d, unbounded in d for every constant c > 0 (c = 1e-6: 1e-3 log d, > 1 once d > e^1000). "
             "Consequence: with omega a constant multiple of m (L2998), (111) mu << lambda^{5/2}/(omega^3 m^3 log^2 "
             "d) is not met by eps_2/||Theta_1||_F: the handover from Theorem 6.17 (II) to Lemma 7.1 loses a log d "
             "(and omega^3). Reading: Theta~ read as hiding no power of log d (the '<<' compares powers of log d).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_thm1_2_eps2_ratio_is_sqrt_c_log_d",
    no_correction_reason="needs kappa = c lambda^{13/2}/(m^{13/2} log^4 d) in (7) (or a weaker (111)); which one the "
                         "authors intend is not determined by the text",
    mutants={},
    no_mutant_reason="the printed shape already diverges along d (ratio sqrt(c) log d); a planted wrong shape would "
                     "be crossed by the same path and adds no test of the check",
    domain=(Param("d", 1, INF, key="log_d", text="d (log d drawn in [1, 1e3])", unreached="log d <= 1e3 drawn; "
                                                                                      "the path reaches 1e3"),
            Param("c", 0.0, INF, lo_closed=False, text="c of (7), arbitrarily small",
                  unreached="c >= 1e-6: the ratio is sqrt(c) log d, so a smaller c only moves the crossing to larger "
                            "d")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_THM1_2_EPS2]


# -------------------------------------------------- Theorem 6.17 (II)'s proof, the eta step (L2214-L2226)


@st.composite
def _eta_instances(draw: st.DrawFn) -> dict:
    m = draw(with_edges(st.integers(1, 30), 1, 2, 30))
    return {"m": m, "lam_drawn": float(draw(with_edges(st.floats(0.01, 0.999), 0.999))),
            "kfrac": float(draw(with_edges(st.floats(0.0, 1.0), 0.0))),
            "eta": float(draw(with_edges(log_uniform(1e-6, 0.999), 0.999))),
            "F": float(draw(log_uniform(1e-2, 1e3))), "seed": draw(SEEDS)}


def _eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Heads with ||Theta_i||_F^2 in [lambda, 1] ||Theta_1||_F^2 (lambda := the smallest ratio, Assumption 1) and
    coherence up to lambda/(2m) (random signs); eps* from eta = 3 eps*/(lambda ||Theta_1||_F); lhs (eta/3)
    ||Theta*||_F, Theta* = (1/Z) sum Theta_i/||Theta_i||_F^2."""
    from thmcheck.checks.papers.chenli._common import _gram_family

    m, lam0, F = int(inst["m"]), float(inst["lam_drawn"]), float(inst["F"])
    rng = np.random.default_rng(int(inst["seed"]))
    norms2 = np.sort(rng.uniform(lam0, 1.0, m))[::-1]
    norms2[0] = 1.0
    if m > 1:
        norms2[-1] = lam0
    T = _gram_family(rng, norms2, float(inst["kfrac"]) * lam0 / (2 * m), "random", m + 2) * F
    n2 = (T**2).sum(1)
    lam = float(n2.min() / n2[0]) if m > 1 else lam0
    star = (T / n2[:, None]).sum(0) / (1 / n2).sum()
    eps_star = inst["eta"] * lam * math.sqrt(n2[0]) / 3
    return Measurement(inst["eta"] / 3 * float(np.linalg.norm(star)), {"eps_star": eps_star},
                       {"lam": lam, "norm_star_over_lam_theta1": float(np.linalg.norm(star)) / (lam * math.sqrt(n2[0]))})


DISPLAY_THM6_17_ETA = Claim(
    id="chenli.display.thm6.17-eta-step",
    catalog_id="chenli.thm6.17",
    paper=PAPER,
    source=f"Proof of Theorem 6.17 (II), Section 6.5, {SEED_FILE} L2214-L2226",
    statement="eta := 3 eps*/(lambda ||Theta_1||_F); ||Theta||_F > sqrt(1 + eta) ||Theta*||_F >= ||Theta*||_F + (eta/3) "
              "||Theta*||_F >= ||Theta*||_F + eps*. Checked: the last '>=', i.e. (eta/3) ||Theta*||_F >= eps*, for heads "
              "meeting Assumption 1 (norm ratio lambda) and near-orthogonal.",
    statement_tex=r"$$\|\Theta\|_F > \sqrt{1 + \eta}\|\Theta^*\|_F \geq \|\Theta^*\|_F + \frac{\eta}{3}\|\Theta^*\|_F "
                  r"\geq \|\Theta^*\|_F + \varepsilon^*$$",
    kind="step", comparison=">=", bound=B.thm6_17_eta_step, measure=_eta_measure, strategy=_eta_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed. (eta/3)||Theta*|| >= eps* iff ||Theta*||_F >= lambda ||Theta_1||_F. For m orthogonal heads "
             "of equal norm F (lambda -> 1), Theta* = (1/m) sum Theta_i has norm F/sqrt(m) < lambda F: m = 2, lambda = "
             "0.999: (eta/3)||Theta*|| = 0.708 eps*. For near-orthogonal heads ||Theta*||^2 ~ 1/Z and Z >= m/||Theta_1||^2, "
             "so ||Theta*|| <~ ||Theta_1||/sqrt(m) and the step needs lambda <~ 1/sqrt(m); it holds for m = 1. The "
             "proof needs "
             "eta := 3 eps*/(lambda ||Theta*||_F) (or ||Theta*|| in place of lambda ||Theta_1||).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_thm6_17_eta_step_orthogonal_heads",
    no_correction_reason="the fix is a different eta (3 eps*/||Theta*||_F), which changes (108)'s first term; the "
                         "printed step has no bound of the same form that holds",
    mutants={"eps*/4 (false once m > 16: the loss grows like sqrt(m))": lambda eps_star: eps_star / 4},
    notes="Equivalent form: ||Theta*||_F/(lambda ||Theta_1||_F) >= 1 (reported as a term).",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 30"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam_drawn", text="lambda in (0, 1)")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_THM6_17_ETA]


# --------------------------------------------------------- Section 6.1, the event E of Eq. (65) (L1448-L1454)


def _e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """P[X in E] for X uniform on {+-1}^{k x d}, What = sum W_i exactly (Lemma 6.1's bound holds trivially), W_1 =
    I/sqrt(d), W_2 = diag(signs)/sqrt(d) (orthogonal: r_W = d, lambda' = 1): E is Lemma 6.2's event, in its exact
    spectral form (spec of G G^T in [0.9, 1.1], G the stacked U^T X W_i/||W_i||_F). lhs: the Clopper-Pearson lower
    bound (confidence 1 - 1e-6) of the fraction of N draws in E (a lower bound of P[X in E])."""
    from scipy.stats import beta as beta_dist

    m, k, d, N = int(inst["m"]), int(inst["k"]), int(inst["d"]), int(inst["N"])
    if d > 4096:
        raise SolverFailure(f"d = {d}: the Monte Carlo path stops at d = 4096")
    rng = np.random.default_rng(int(inst["seed"]))
    U = np.linalg.svd(np.eye(k) - 1.0 / k)[0][:, : k - 1]
    signs = rng.choice([-1.0, 1.0], d)
    inside = 0
    for _ in range(N):
        X = rng.choice([-1.0, 1.0], (k, d))
        B = U.T @ X / math.sqrt(d)  # W_1 = I/sqrt(d), ||W_1||_F = 1
        G = B if m == 1 else np.vstack([B, B * signs[None]])
        ev = np.linalg.eigvalsh(G @ G.T)
        inside += bool(ev.min() >= 0.9 and ev.max() <= 1.1)
    lo = float(beta_dist.ppf(1e-6, inside, N - inside + 1)) if inside > 0 else 0.0
    q = {"m": m, "k": k, "d": d, "lam_p": 1.0, "eps": float(inst["eps"]), "r_w": float(d), "delta": float(inst["delta"])}
    return Measurement(lo, q, {"inside": inside, "N": N, "fraction": inside / N})


def _e_move(inst: dict, t: float) -> dict:
    """d = t with delta = 1/t: the exp(-Omega(r_W/m)) term and delta both vanish (for every constant in Omega)."""
    return {**inst, "d": int(round(t)), "delta": 1.0 / float(t)}


DISPLAY_EQ65_EVENT = Claim(
    id="chenli.display.eq65-event",
    catalog_id="chenli.lemma6.2",
    paper=PAPER,
    source=f"Section 6.1, after Eq. (65), {SEED_FILE} L1448-L1454 (with Lemmas 6.1, 6.2, L1372-L1390)",
    statement="E := {X in {+-1}^{k x d} satisfies the bounds in Lemmas 6.1 and 6.2} (65), 'so that by the above "
              "Lemmas, P[X in E] <= O(sqrt(mkd lambda')/eps)^{km} exp(-Omega(r_W/m)) + delta*'. Checked as printed "
              "(uniform: shape with constants 1, delta* read as delta >= delta*).",
    statement_tex=r"$$\mathbb{P}[\mathbf{X} \in \mathcal{E}] \leq O(\sqrt{mkd\lambda'}/\varepsilon)^{km} "
                  r"\exp(-\Omega(r_W/m)) + \delta^*.$$",
    kind="step", comparison="<=", bound=B.eq65_event_bound, measure=_e_measure,
    strategy=lambda: st.fixed_dictionaries({"m": st.integers(1, 2), "k": st.integers(2, 4),
                                            "d": st.sampled_from([64, 128, 256]), "N": st.just(100),
                                            "eps": with_edges(log_uniform(1e-3, 1.0), 1.0),
                                            "delta": with_edges(log_uniform(1e-4, 0.1), 1e-4), "seed": SEEDS}),
    constants="hidden", uniform=True,
    directions=(Direction("d -> inf with delta = 1/d", "d", INF, how="path", move=_e_move,
                          points=(64, 128, 256, 512, 1024, 2048, 4096)),
                Direction("m, k, eps", "eps", 0.0, how="search",
                          reason="drawn; eps only enters the first term, which vanishes along the d path")),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round4/chenli.md): confirmed as printed. E is the good event (Lemma 6.2 holds with probability 1 - O(.)^{km} exp(-Omega(r_W/m)), "
              "Lemma 6.1 with probability 1 - delta*): the display bounds P[X in E] where P[X not in E] is meant. At "
              "d = 2048, k = 3, m = 1, W = I/sqrt(d) (r_W = d): 100 of 100 draws lie in E (P[X in E] >= 0.87 at "
              "confidence 1 - 1e-6), while the right side is ~delta. Harmless sign slip (the text then uses P[X not "
              "in E] small).",
    second_path="tests/test_chenli_r4_rec_steps.py::test_eq65_event_is_likely",
    no_correction_reason="the intended statement bounds P[X not in E]; that is Lemmas 6.1-6.2 themselves (checked as "
                         "chenli.lemma6.2 and the Section 6.1 claims)",
    mutants={},
    no_mutant_reason="the printed shape already diverges along the d path; a wrong shape would be crossed by the "
                     "same path",
    domain=(Param("d", 1, INF, integer=True, text="d", unreached="d <= 256 drawn, the path reaches 4096 (N = 100 "
                                                                   "draws of X each)"),
            Param("delta", 0.0, 1.0, lo_closed=False, text="delta > 0", unreached="delta >= 1e-4 drawn; the path "
                                                                                  "takes delta = 1/d")),
    settings={"ci": {"max_examples": 10, "budget_s": 2.0}},
)

CLAIMS += [DISPLAY_EQ65_EVENT]


# ----------------------------------------------- Theorem B.1's proof, phi_zeta near 1 (L3664-L3670)


@st.composite
def _fejer_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(1, 12))
    seed = draw(SEEDS)
    u = np.random.default_rng(seed).normal(size=m)
    return {"m": m, "gamma": float(draw(log_uniform(1e-3, 10.0))), "delta": float(draw(log_uniform(1e-4, 10.0))),
            "Delta": float(draw(log_uniform(1e-3, 10.0))), "c": float(draw(st.floats(0.01, 0.99))),
            "r": float(draw(with_edges(st.floats(0.0, 1.0), 1.0))), "dir": u / np.linalg.norm(u), "seed": seed}


def _fejer_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m, g, dl = int(inst["m"]), inst["gamma"], inst["delta"]
    lam = inst["dir"] * inst["r"] * g * (1 - 1e-12)  # ||lambda|| < gamma
    eps2 = g * max(dl * m, math.sqrt(m * inst["Delta"]) / inst["c"])
    phi = float(np.prod(np.maximum(0.0, 1 - np.abs(dl * lam))))
    return Measurement(abs(phi - 1), {"eps2": eps2, "m": m}, {"middle": abs((1 - eps2 / m) ** m - 1),
                                                               "eps2<=1": 1.0 - eps2})


DISPLAY_THMB1_FEJER = Claim(
    id="chenli.display.thmB.1-fejer-near-1",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, B.1.2, {SEED_FILE} L3664-L3670 (phi_zeta of L3620)",
    statement="eps'' := gamma max(delta m, sqrt(m Delta)/c); for ||lambda|| < gamma, |phi_zeta(delta lambda) - 1| <= "
              "|(1 - eps''/m)^m - 1| <= eps'', phi_zeta(lambda) = prod_j max(0, 1 - |lambda_j|). Checked under the "
              "proof's 'eps'' <= 1' (L3676).",
    statement_tex=r"$$|\phi_\zeta(\delta\lambda) - 1| \leq |(1 - \varepsilon''/m)^m - 1| \leq \varepsilon''$$",
    kind="step", comparison="<=", bound=B.thmB1_fejer_step, measure=_fejer_measure, strategy=_fejer_instances,
    assumptions=(Assumption("eps'' <= 1", "eps'' <= 1 (L3676)", lambda q: q["eps2<=1"]),),
    mutants={"eps''/m (the m of the product dropped)": lambda eps2, m: eps2 / m},
    notes="The middle term is reported; the chain is Bernoulli's inequality after delta |lambda_j| <= delta gamma <= "
          "eps''/m.",
    domain=(Param("m", 1, INF, integer=True, text="lambda in R^m", unreached="m <= 12"),),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)


# ------------------------------------------------------ Theorem B.1's proof, the Gaussian's transform (L3694-L3698)


@st.composite
def _gf_instances(draw: st.DrawFn) -> dict:
    m = draw(st.integers(1, 2))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    A = rng.normal(size=(m, m))
    Q = A @ A.T + float(draw(log_uniform(0.05, 5.0))) * np.eye(m)
    a = rng.normal(size=m) * float(draw(log_uniform(0.01, 3.0)))
    return {"m": m, "Q": Q, "a": a, "seed": seed}


def _gf_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The left side by quadrature: a' = Q^{-1/2} a (a = a' Q^{1/2}); the integral of cos(<lambda', a'>)
    e^{-||lambda'||^2/2} (the sine part is odd) factorises over coordinates."""
    from scipy.linalg import sqrtm

    Q, a, m = inst["Q"], inst["a"], int(inst["m"])
    ap = np.real(np.linalg.solve(sqrtm(Q), a))
    val = 1.0
    for c in ap:
        val *= 2 * quad(lambda t, c=float(c): math.cos(c * t) * math.exp(-t * t / 2), 0.0, 40.0, limit=200)[0]
    # cos(<l, a'>) = Re prod_j e^{i l_j a'_j}: the product of the 1-D cosine transforms (sine parts integrate to 0)
    detQ = float(np.linalg.det(Q))
    return Measurement(val / math.sqrt(detQ), {"m": m, "quad_form": float(a @ np.linalg.solve(Q, a)), "detQ": detQ},
                       {"a_prime": ap.tolist()})


DISPLAY_THMB1_GF = Claim(
    id="chenli.display.thmB.1-gauss-fourier",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, B.1.2, {SEED_FILE} L3690-L3698",
    statement="With lambda = lambda' Q^{-1/2}, a = a' Q^{1/2}: (1/det(Q)^{1/2}) int_{R^m} e^{-i<lambda', a'>} "
              "exp(-||lambda'||^2/2) d lambda' = ((2 pi)^{m/2}/det(Q)^{1/2}) exp(-a^T Q^{-1} a/2).",
    statement_tex=r"$$\frac{1}{\det(Q)^{1/2}} \int_{\mathbb{R}^m} e^{-i\langle \lambda', a' \rangle} \exp\left(-\frac{1}"
                  r"{2}\|\lambda'\|^2\right) d\lambda' = \frac{(2\pi)^{m/2}}{\det(Q)^{1/2}} \exp\left(-\frac{1}{2}a^\top "
                  r"Q^{-1}a\right)$$",
    kind="step", comparison="==", bound=B.thmB1_gauss_fourier, measure=_gf_measure, strategy=_gf_instances,
    rtol=1e-8, atol=1e-12,
    mutants={"(2 pi)^{m/2} dropped": lambda m, quad_form, detQ: math.exp(-quad_form / 2) / math.sqrt(detQ)},
    notes="Holds (a Gaussian's Fourier transform); a' = Q^{-1/2} a makes ||a'||^2 = a^T Q^{-1} a.",
    domain=(Param("m", 1, INF, integer=True, text="R^m", unreached="m <= 2 (the identity factorises over Q's "
                                                                   "whitened coordinates)"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_THMB1_FEJER, DISPLAY_THMB1_GF]
