"""chenli proof displays encoded in round 3 (kind ``step``), Appendix B: the proof of Theorem B.1 (Borovkov's
integro-local CLT, small-lambda expansion L3658/L3662 and the Gaussian integral L3688) and the proof of Theorem B.4
(the chain for a^T Q^{-1} a, L3772, and the bound on sqrt(m)/(eta Delta), L3796). Each is encoded as printed.
Bounds: ``bounds/chenli/steps_r3.py``.
"""

from __future__ import annotations

import cmath
import math

import mpmath
import numpy as np
from hypothesis import strategies as st
from scipy.integrate import quad

from thmcheck.bounds.chenli import steps_r3 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

# ------------------------------------------------------------- Theorem B.1's proof, small lambda (L3658, L3662)


def _support(inst: dict) -> tuple[list[np.ndarray], list[float]]:
    """Support points and probabilities of a mean-zero X_j in R^m with max norm b along a random unit u:
    'rad' +-b u (1/2 each); 'asym' b u w.p. p and -(p/(1-p)) b u w.p. 1 - p (p <= 1/2, so the max norm is b);
    'three' 0 w.p. 1 - q and +-b u w.p. q/2; 'two-dir' +-b u and +-b w (w another unit vector), 1/4 each."""
    rng = np.random.default_rng(inst["seed"])
    m, b, fam = inst["m"], inst["b"], inst["family"]
    u = rng.standard_normal(m)
    u /= np.linalg.norm(u)
    w = rng.standard_normal(m)
    w /= np.linalg.norm(w)
    if fam == "rad":
        return [b * u, -b * u], [0.5, 0.5]
    if fam == "asym":
        p = inst["p"]
        return [b * u, -(p / (1 - p)) * b * u], [p, 1 - p]
    if fam == "three":
        q = inst["p"] * 2
        return [np.zeros(m), b * u, -b * u], [1 - q, q / 2, q / 2]
    return [b * u, -b * u, b * w, -b * w], [0.25] * 4


@st.composite
def _phi_instances(draw: st.DrawFn, with_d: bool = False) -> dict:
    """X_j of max norm b (so tau = b tf, tf >= 1 drawn, 1 included), lambda = t v (v a random unit vector), gamma =
    t gf with gf > 1 (||lambda|| < gamma); b t over 5 decades so that (159) ranges from tight to far."""
    inst = {"m": draw(st.integers(1, 3)), "family": draw(st.sampled_from(["rad", "asym", "three", "two-dir"])),
            "p": draw(with_edges(st.floats(0.01, 0.5), 0.5)), "b": 1.0,
            "t": draw(with_edges(log_uniform(1e-5, 0.6), 1e-5, 0.6)),
            "tf": draw(with_edges(log_uniform(1.0, 10.0), 1.0)),
            "gf": draw(with_edges(log_uniform(1.0 + 1e-9, 10.0), 1.0 + 1e-9)), "seed": draw(SEEDS)}
    if with_d:
        inst["d"] = draw(with_edges(st.integers(1, 1000), 1, 1000))
    return inst


def _phi_parts(inst: dict, mp: bool = False) -> dict:
    """phi_X(lambda) (complex), x = (1/2) lambda^T Q^(1) lambda, eps = gamma tau lambda^T Q^(1) lambda, and the sup of
    (1/2) lambda^T Q^(1) lambda and of eps_{1,lambda} over ||lambda|| < gamma (for (159) and eps')."""
    pts, ps = _support(inst)
    rng = np.random.default_rng(inst["seed"] + 1)
    v = rng.standard_normal(inst["m"])
    v /= np.linalg.norm(v)
    lam = inst["t"] * v
    tau = max(float(np.linalg.norm(x)) for x in pts) * inst["tf"]
    gamma = inst["t"] * inst["gf"]
    Q1 = sum(p * np.outer(x, x) for x, p in zip(pts, ps, strict=True))
    smax = float(np.linalg.eigvalsh(Q1).max())
    if mp:
        with mpmath.workdps(60):
            dots = [mpmath.fsum(mpmath.mpf(float(li)) * mpmath.mpf(float(xi)) for li, xi in zip(lam, x, strict=True))
                    for x in pts]
            pm = [mpmath.mpf(p) for p in ps]
            phi = mpmath.fsum(p * mpmath.expj(z) for p, z in zip(pm, dots, strict=True))
            qq = mpmath.fsum(p * z * z for p, z in zip(pm, dots, strict=True))
            logphi = mpmath.log(phi)
            g, ta = mpmath.mpf(gamma), mpmath.mpf(tau)
            return {"logphi": logphi, "x": qq / 2, "eps": g * ta * qq, "x_sup": g * g * smax / 2,
                    "e_sup": g**3 * ta * smax}
    dots = [float(lam @ x) for x in pts]
    phi = sum(p * cmath.exp(1j * z) for p, z in zip(ps, dots, strict=True))
    qq = sum(p * z * z for p, z in zip(ps, dots, strict=True))
    # log(phi) without cancellation: phi - 1 = sum p (e^{iz} - 1), e^{iz} - 1 = 2i sin(z/2) e^{iz/2}
    dphi = sum(p * 2j * math.sin(z / 2) * cmath.exp(0.5j * z) for p, z in zip(ps, dots, strict=True))
    logphi = _log1p_complex(dphi)
    return {"logphi": logphi, "x": qq / 2, "eps": gamma * tau * qq, "x_sup": gamma * gamma * smax / 2,
            "e_sup": gamma**3 * tau * smax}


def _log1p_complex(w: complex) -> complex:
    """log(1 + w) for small complex w, accurate to relative rounding: real part log1p(2 Re w + |w|^2)/2."""
    re = 0.5 * math.log1p(2 * w.real + (w.real * w.real + w.imag * w.imag))
    return complex(re, math.atan2(w.imag, 1 + w.real))


_PHI_ASSUMPTIONS = (
    Assumption("(159) first", "(1/2)|lambda^T Q^(j) lambda| <= 1/10 for all ||lambda|| < gamma",
               lambda q: 0.1 - q["x_sup"]),
    Assumption("(159) second", "eps_{j,lambda} <= 1/100 for all ||lambda|| < gamma", lambda q: 0.01 - q["e_sup"]),
)


def _logphi_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    s = _phi_parts(inst)
    return Measurement(abs(s["logphi"] + s["x"]), {"x": s["x"], "eps": s["eps"]},
                       {"x_sup": s["x_sup"], "e_sup": s["e_sup"], "logphi_re": s["logphi"].real,
                        "logphi_im": s["logphi"].imag})


def _logphi_exact(inst: dict) -> Measurement:
    s = _phi_parts(inst, mp=True)
    with mpmath.workdps(60):
        return Measurement(abs(s["logphi"] + s["x"]), {"x": s["x"], "eps": s["eps"]},
                           {"x_sup": s["x_sup"], "e_sup": s["e_sup"]}, exact=True)


_PHI_DOMAIN = (
    Param("m", 1, INF, integer=True, text="X_j in R^m", unreached="m <= 3: the display is about one lambda, and "
          "<lambda, X_j> is a scalar whatever m"),
    Param("||lambda|| tau", 0.0, INF, lo_closed=False, key="t", text="||lambda|| < gamma, ||X_j|| <= tau, (159)",
          unreached="(159) caps gamma^3 tau sigma_max(Q^(j)) at 1/100, so ||lambda|| tau <= 0.22; drawn over "
                    "[1e-5, 0.6] (b = 1)"),
    Param("tau / max ||X_j||", 1.0, INF, key="tf", text="any tau >= max ||X_j||",
          unreached="tau up to 10 max ||X_j|| ((159) bounds gamma^3 tau)"),
    Param("gamma / ||lambda||", 1.0, INF, lo_closed=False, key="gf", text="||lambda|| < gamma",
          unreached="gamma up to 10 ||lambda|| ((159) bounds gamma)"),
)

_LOGPHI_EVIDENCE = (
    "Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed as printed. X_j = +-tau (Rademacher, m = 1), lambda just below gamma: phi = cos(u), u = lambda tau, "
    "log cos u = -u^2/2 - u^4/12 - ..., so |log phi + x| ~ u^4/12 while 6 eps x = 6 (gamma tau u^2)(u^2/2) ~ 3 u^5: "
    "the printed relative error 6 eps_{j,lambda} is O(u^3) but the true one is u^2/6 (the quadratic term of "
    "log(1 + w), which the elementary inequality of L3656 drops, chenli.display.thmB.1-log). At u = gamma tau = "
    "0.01 (hypotheses (159): x = 5e-5 <= 1/10, eps = 1e-6 <= 1/100): lhs 8.33e-10 > 3.0e-10 = 6 eps x; the ratio "
    "grows like 1/(36 gamma tau) as gamma tau -> 0. Theorem B.1's error term eps' ~ (gamma tau)^3 thus misses a "
    "relative error of order (gamma tau)^2 (a fourth-cumulant term) in phi_S; the theorem's 0.9^m / 1.1^m factors "
    "may absorb it (not checked).")

DISPLAY_THMB1_LOGPHI = Claim(
    id="chenli.display.thmB.1-logphi",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Appendix B.1.2, {SEED_FILE} L3640-L3658 (eps_{{j,lambda}} L3646, (159) L3654, "
           "the conclusion L3658)",
    statement="For X_j mean-zero with ||X_j|| <= tau, Q^(j) = E X_j X_j^T, eps_{j,lambda} := gamma tau lambda^T Q^(j) "
              "lambda, and ||lambda|| < gamma with (159) ((1/2)|lambda^T Q^(j) lambda| <= 1/10, eps_{j,lambda} <= "
              "1/100): log(phi_{X_j}(lambda)) = -(1/2) lambda^T Q^(j) lambda (1 +- 6 eps_{j,lambda}).",
    statement_tex=r"$$\log(\phi_{X_j}(\lambda)) = -\frac{1}{2} \lambda^\top Q^{(j)} \lambda \cdot (1 \pm "
                  r"6\varepsilon_{j,\lambda}),$$",
    kind="step",
    comparison="<=",
    bound=B.thmB1_logphi,
    measure=_logphi_measure,
    exact=_logphi_exact,
    strategy=_phi_instances,
    assumptions=_PHI_ASSUMPTIONS,
    expect="erratum",
    evidence=_LOGPHI_EVIDENCE,
    second_path="tests/test_chenli_steps_r3.py::test_thmB1_logphi_rademacher",
    corrected=B.thmB1_logphi_corrected,
    corrected_text="|log phi_{X_j}(lambda) + (1/2) lambda^T Q^(j) lambda| <= eps/6 + (x + eps/6)^2/(2(1 - x - "
                   "eps/6)), x = (1/2) lambda^T Q^(j) lambda, eps = eps_{j,lambda}: a relative error x/2 + O(eps), "
                   "not 6 eps.",
    mutants={"no third-moment term (x^2/(2(1 - x)))": lambda x, eps: x * x / (2 * (1 - x))},
    notes="Finite-support mean-zero X_j (Rademacher along a direction, asymmetric two-point, symmetric three-point, "
          "two directions), phi in closed form; log(phi) from phi - 1 = sum p 2i sin(z/2) e^{iz/2} without "
          "cancellation; re-checked at 60 digits.",
    domain=_PHI_DOMAIN,
    settings={"ci": {"max_examples": 60, "budget_s": 1.5}},
)


def _phis_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    s = _phi_parts(inst)
    d = inst["d"]
    L = d * s["logphi"]
    lhs = min(abs(L + d * s["x"] + 2j * math.pi * k) for k in (-1, 0, 1))  # any branch of log phi_S
    epsp = 6 * s["e_sup"]
    return Measurement(lhs, {"d": d, "x1": s["x"], "e1": s["eps"], "epsp": epsp},
                       {"x_sup": s["x_sup"], "e_sup": s["e_sup"]})


def _phis_exact(inst: dict) -> Measurement:
    s = _phi_parts(inst, mp=True)
    d = inst["d"]
    with mpmath.workdps(60):
        L = d * s["logphi"]
        lhs = min(abs(L + d * s["x"] + 2j * mpmath.pi * k) for k in (-1, 0, 1))
        return Measurement(lhs, {"d": d, "x1": s["x"], "e1": s["eps"], "epsp": 6 * s["e_sup"]},
                           {"x_sup": s["x_sup"], "e_sup": s["e_sup"]}, exact=True)


DISPLAY_THMB1_PHIS = Claim(
    id="chenli.display.thmB.1-phiS",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Appendix B.1.2, {SEED_FILE} L3660-L3662",
    statement="With eps' := 6 sup_{j in [d], ||lambda|| < gamma} eps_{j,lambda} and (159): phi_S(lambda) = "
              "exp(-(1/2) lambda^T Q lambda (1 +- eps')) for ||lambda|| < gamma (S = sum_j X_j; checked on d "
              "i.i.d. copies, Q = d Q^(1)).",
    statement_tex=r"$$\phi_S(\lambda) = \exp\left(-\frac{1}{2} \lambda^\top Q \lambda \cdot (1 \pm "
                  r"\varepsilon')\right).$$",
    kind="step",
    comparison="<=",
    bound=B.thmB1_phiS,
    measure=_phis_measure,
    exact=_phis_exact,
    strategy=lambda: _phi_instances(with_d=True),
    assumptions=_PHI_ASSUMPTIONS,
    expect="erratum",
    evidence=_LOGPHI_EVIDENCE.replace(
        "(docs/audits/round3/chenli.md): confirmed as printed. ",
        "(docs/audits/round3/chenli.md): confirmed. Summed over d i.i.d. copies: ") + (
        " Here eps' = 6 gamma^3 tau sigma_max(Q^(1)) = 6 (gamma tau)^3 for Rademacher, and |log phi_S + (1/2) "
        "lambda^T Q lambda| / ((1/2) lambda^T Q lambda) = u^2/6 + ... > eps' for gamma tau < 1/36."),
    second_path="tests/test_chenli_steps_r3.py::test_thmB1_phiS_rademacher",
    corrected=B.thmB1_phiS_corrected,
    corrected_text="|log phi_S(lambda) + (1/2) lambda^T Q lambda| <= sum_j [eps_j/6 + (x_j + eps_j/6)^2/(2(1 - x_j "
                   "- eps_j/6))], x_j = (1/2) lambda^T Q^(j) lambda, eps_j = eps_{j,lambda}.",
    mutants={"no third-moment term (d x1^2/(2(1 - x1)))": lambda d, x1, e1, epsp: d * x1 * x1 / (2 * (1 - x1))},
    notes="As chenli.display.thmB.1-logphi, with phi_S = phi_X^d (the branch of log phi_S nearest the claim is "
          "taken: min over 2 pi i k, |k| <= 1).",
    domain=(*_PHI_DOMAIN, Param("d", 1, INF, integer=True, text="d summands", unreached="d <= 1000 (the relative "
                                "error does not depend on d for i.i.d. copies)")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.5}},
)

CLAIMS += [DISPLAY_THMB1_LOGPHI, DISPLAY_THMB1_PHIS]


# ------------------------------------------------------------- Theorem B.1's proof, Gaussian integral (L3688)


def _gauss_Q(inst: dict) -> np.ndarray:
    """Q = s O diag(10^{spread u_i}) O^T, O a random orthogonal matrix, u_i uniform in [0, 1] (from the seed)."""
    rng = np.random.default_rng(inst["seed"])
    m = inst["m"]
    u = rng.uniform(0, 1, size=max(m, 64))[:m]
    O, _ = np.linalg.qr(rng.standard_normal((m, m))) if m > 1 else (np.ones((1, 1)), None)
    return inst["s"] * (O * 10.0 ** (inst["spread"] * u)) @ O.T


def _gauss_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda: in Q's eigenbasis (a rotation, Jacobian 1) the integrand
    factorises; each 1-D integral int exp(-sigma t^2/3) dt by mpmath quadrature."""
    Q = _gauss_Q(inst)
    sig = np.linalg.eigvalsh((Q + Q.T) / 2)
    log_int = sum(math.log(2 * quad(lambda t, s=float(s): math.exp(-s * t * t / 3), 0.0, math.inf,
                                    epsabs=0.0, epsrel=1e-12)[0]) for s in sig)
    logdet = float(np.sum(np.log(sig)))
    if max(abs(log_int), abs(logdet)) > 700:
        raise SolverFailure(f"float64 range: log integral = {log_int:.0f}, log det Q = {logdet:.0f} (m = {inst['m']})")
    return Measurement(math.exp(log_int), {"m": inst["m"], "detQ": math.exp(logdet)},
                       {"sigma_min": float(sig.min()), "log_integral": log_int, "logdet": logdet})


def _move_two_m(inst: dict, t: float) -> dict:
    """The path parameter is 2^m: the ratios grow like c^m, a power of 2^m (a straight line in log-log)."""
    m = max(1, int(round(math.log2(t))))
    return {**inst, "m": m, "two_m": 2.0**m}


def _g_move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


DISPLAY_THMB1_GAUSS = Claim(
    id="chenli.display.thmB.1-gauss-integral",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Appendix B.1.2, {SEED_FILE} L3684-L3688 (used in E, L3706)",
    statement="... +- O(eps' + eps'') int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda = ... +- O(eps' + eps'') "
              "det(3 pi Q^{-1}/2)^{1/2}: int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda <~ det(3 pi Q^{-1}/2)^{1/2} "
              "(the O(.) hides an absolute constant) for every positive definite Q in R^{m x m}.",
    statement_tex=r"$$\pm O(\varepsilon' + \varepsilon'') \int_{\mathbb{R}^m} \exp\left(-\frac{1}{3}\lambda^\top Q "
                  r"\lambda\right) d\lambda = \ldots \pm O(\varepsilon' + \varepsilon'') \cdot \det(3\pi Q^{-1}/2)^{1/2}$$",
    kind="step",
    comparison="<=",
    bound=B.thmB1_gauss_integral,
    measure=_gauss_measure,
    strategy=lambda: st.fixed_dictionaries({"m": st.integers(1, 40), "s": log_uniform(1e-3, 1e3),
                                            "spread": with_edges(st.floats(0.0, 2.0), 0.0), "seed": SEEDS}).map(
        lambda i: {**i, "two_m": 2.0 ** i["m"]}),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("m -> inf", "two_m", math.inf, how="path", move=_move_two_m,
                  points=tuple(2.0**m for m in (2, 4, 8, 16, 32, 64)),
                  reason="the ratio of the true integral det(3 pi Q^{-1})^{1/2} to the printed shape is 2^{m/2} = "
                         "(2^m)^{1/2}; the path parameter is 2^m"),
        Direction("scale -> 0", "s", 0.0, how="path", move=_g_move_s, points=(1.0, 1e-1, 1e-2, 1e-3),
                  reason="both sides scale as s^{-m/2}"),
        Direction("scale -> inf", "s", math.inf, how="path", move=_g_move_s, points=(1.0, 1e1, 1e2, 1e3)),
        Direction("anisotropy", "spread", 2.0, how="search",
                  reason="eigenvalues spread over up to 2 decades; both sides depend on Q through det(Q) only"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. int exp(-(1/2) lambda^T A lambda) = det(2 pi A^{-1})^{1/2}; with A = (2/3) Q this is "
             "det(3 pi Q^{-1})^{1/2} = 2^{m/2} det(3 pi Q^{-1}/2)^{1/2}. Q = Id_m: the integral is (3 pi)^{m/2} "
             "(m = 1: 3.0700 vs printed 2.1708; m = 32: ratio 65536), so no absolute constant in O(.) covers the "
             "printed determinant. The error propagates to E (L3706): its middle term should be (eps' + eps'') "
             "(4 pi/3)^{-m/2}, not (8 pi/3)^{-m/2}; still exp(-Omega(m)) in E's units, but in the theorem's eps ((2 pi)^{m/2} E, "
             "(157)) it is (3/2)^{m/2}, growing: chenli.display.thmB.1-eq157-normalised. Theorem B.1's conclusion "
             "is not decided by this (a loose bound of the proof; chenli.thmB.1 stays a record).",
    second_path="tests/test_chenli_steps_r3.py::test_thmB1_gauss_integral_scipy",
    corrected=B.thmB1_gauss_integral_corrected,
    corrected_text="int_{R^m} exp(-(1/3) lambda^T Q lambda) dlambda = det(3 pi Q^{-1})^{1/2}, and E's middle term is "
                   "(eps' + eps'') (4 pi/3)^{-m/2}.",
    mutants={"det(Q)^{-1/4} (a wrong power of the scale)": lambda m, detQ: (3 * math.pi) ** (m / 2) / detQ**0.25,
             "(2 pi)^{m/2} (a wrong base, wrong along m)": lambda m, detQ: (2 * math.pi) ** (m / 2) / math.sqrt(detQ)},
    notes="Uniform check: the bound is the printed shape; the integral is computed by quadrature in Q's eigenbasis "
          "(a second path in tests uses scipy's 2-D quadrature on a non-diagonal Q).",
    domain=(Param("m", 1, INF, integer=True, text="lambda in R^m", unreached="m <= 40 drawn, 64 on the path"),
            Param("scale of Q", 0.0, INF, lo_closed=False, key="s", text="Q positive definite",
                  unreached="scale in [1e-3, 1e3]: both sides scale as s^{-m/2}")),
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)

CLAIMS += [DISPLAY_THMB1_GAUSS]


# ------------------------------------------------------------------------- Theorem B.4's proof (L3772, L3796)


def _hadamard(p: int) -> np.ndarray:
    H = np.ones((1, 1))
    for _ in range(p):
        H = np.block([[H, H], [H, -H]])
    return H


@st.composite
def _b4_instances(draw: st.DrawFn, m_max: int = 6) -> dict:
    """Rows v_j with pairwise inner product 0 (kappa = 0, inside 'kappa << 1/m' under every reading): scaled
    Hadamard rows (||v||_inf = ||v||/sqrt(d): (160) with rho = 1) or scaled standard basis rows (rho = sqrt(d))."""
    m = draw(st.integers(1, m_max))
    return {"m": m, "rows": draw(st.sampled_from(["hadamard", "basis"])),
            "norm_spread": draw(with_edges(st.floats(0.0, 1.0), 0.0)),
            "rf": draw(with_edges(st.floats(0.05, 1.0), 1.0)),
            "a_scale": draw(with_edges(log_uniform(1e-2, 1e2), 1.0)), "a_dir": draw(st.sampled_from(["min", "random"])),
            "seed": draw(SEEDS)}


def _b4_V(inst: dict) -> tuple[np.ndarray, np.ndarray]:
    rng = np.random.default_rng(inst["seed"])
    m = inst["m"]
    norms = 10.0 ** (inst["norm_spread"] * rng.uniform(-0.3, 0.3, size=m))
    if inst["rows"] == "hadamard":
        p = max(0, math.ceil(math.log2(m)))
        base = _hadamard(p)[:m] / math.sqrt(2**p)
    else:
        base = np.eye(m)
    return norms[:, None] * base, rng


def _aQa_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    V, rng = _b4_V(inst)
    m = inst["m"]
    Q = V @ V.T
    nv = np.linalg.norm(V, axis=1)
    if inst["a_dir"] == "min":
        a = np.zeros(m)
        a[int(np.argmin(nv))] = inst["a_scale"]
    else:
        a = rng.standard_normal(m) * inst["a_scale"]
    aQa = float(a @ np.linalg.solve(Q, a))
    cos = np.abs(Q) / np.outer(nv, nv)
    kappa = float(np.max(cos - np.eye(m))) if m > 1 else 0.0
    r = float(nv.min()) * inst["rf"]
    return Measurement(aQa, {"a2": float(a @ a), "r": r, "kappa": max(kappa, 0.0), "m": m},
                       {"sigma_min": float(np.linalg.eigvalsh(Q).min()), "r_bar": float(nv.max()),
                        "a2_over_sigma_min": float(a @ a) / float(np.linalg.eigvalsh(Q).min())})


def _aQa_exact(inst: dict) -> Measurement:
    """Q is diagonal (orthogonal rows): a^T Q^{-1} a = sum a_j^2/||v_j||^2 at 50 digits on the float rows."""
    mq = _aQa_measure(inst, Ctx())
    V, rng = _b4_V(inst)
    with mpmath.workdps(50):
        nv2 = [mpmath.fsum(mpmath.mpf(float(x)) ** 2 for x in row) for row in V]
        m = inst["m"]
        if inst["a_dir"] == "min":
            a = [mpmath.mpf(0)] * m
            a[int(np.argmin([float(x) for x in nv2]))] = mpmath.mpf(inst["a_scale"])
        else:
            a = [mpmath.mpf(float(x)) for x in rng.standard_normal(m) * inst["a_scale"]]
        aQa = mpmath.fsum(x * x / n for x, n in zip(a, nv2, strict=True))
        q = dict(mq.quantities)
        q["a2"] = mpmath.fsum(x * x for x in a)
        q["r"] = mpmath.sqrt(min(nv2)) * mpmath.mpf(inst["rf"])
        return Measurement(aQa, q, exact=True)


DISPLAY_THMB4_AQA = Claim(
    id="chenli.display.thmB.4-aQa",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=f"Proof of Theorem B.4, Appendix B.2, {SEED_FILE} L3770-L3772 (hypotheses (160)-(162) L3736-L3740)",
    statement="With Q = V V^T for rows v_j satisfying (160)-(162) (r <= ||v_j|| <= r-bar, pairwise |cos| <= kappa, "
              "0 <= kappa << 1/m) and any a in R^m: a^T Q^{-1} a <= ||a||^2/sigma_min(Q) = (1 - kappa m)^{-1} "
              "||a||^2/r^2 <= ||a||^2/(2 r^2) (checked: the chain's two ends).",
    statement_tex=r"$$a^\top Q^{-1} a \leq \|a\|^2 / \sigma_{\min}(Q) = (1 - \kappa m)^{-1} \|a\|^2 / \underline{r}^2 "
                  r"\leq \|a\|^2 / 2\underline{r}^2.$$",
    kind="step",
    comparison="<=",
    bound=B.thmB4_aQa,
    measure=_aQa_measure,
    exact=_aQa_exact,
    strategy=_b4_instances,
    assumptions=(Assumption("(162)", "kappa m < 1 (kappa = 0 here)", lambda q: 1.0 - q["kappa"] * q["m"]),),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. (1 - kappa m)^{-1} >= 1, so '(1 - kappa m)^{-1} ||a||^2/r^2 <= ||a||^2/(2 r^2)' is false "
             "for every a != 0; and the chain's two ends fail together: orthogonal rows of equal norm r (kappa = 0) "
             "give Q = r^2 Id, a^T Q^{-1} a = ||a||^2/r^2 = 2 x ||a||^2/(2 r^2), e.g. m = 1, v_1 = 1, a = 1: 1 > 1/2. "
             "(The middle '=' is also only '<=': sigma_min(Q) >= (1 - kappa m) r^2 by Fact B.5.) The next step "
             "picks eps ~ exp(-||a||^2/(4 r^2)) 'so that E is of the same order as exp(-a^T Q^{-1} a/2)', which "
             "relies on this factor 2: with the true bound, exp(-a^T Q^{-1} a/2) can be as small as "
             "exp(-||a||^2/(2(1 - kappa m) r^2)), and the final 'E = O(eps exp(-Omega(m))) << exp(-a^T Q^{-1} "
             "a/2)' (L3810) needs ||a||^2/r^2 = O(m); Theorem B.4's hypotheses (164)-(165) carry the same "
             "exp(-||a||^2/(4 r^2)). Whether Theorem B.4 itself fails for large ||a|| was not checked.",
    second_path="tests/test_chenli_steps_r3.py::test_thmB4_aQa_orthogonal_rows",
    corrected=B.thmB4_aQa_corrected,
    corrected_text="a^T Q^{-1} a <= ||a||^2/sigma_min(Q) <= (1 - kappa m)^{-1} ||a||^2/r^2 (<= 2 ||a||^2/r^2 for "
                   "kappa m <= 1/2).",
    notes="kappa = 0 exactly (orthogonal rows), which lies in '0 <= kappa << 1/m' under every reading of '<<'; "
          "kappa > 0 needs a value for the hidden constant and is not drawn. r = rf min_j ||v_j|| (any admissible "
          "r of (161)). The exact re-check uses Q's diagonal form at 50 digits.",
    domain=(Param("m", 1, INF, integer=True, text="m rows", unreached="m <= 6 (the chain is per instance)"),
            Param("r / min ||v_j||", 0.0, 1.0, lo_closed=False, key="rf", text="(161) r <= ||v_j||"),
            Param("||a||", 0.0, INF, key="a_scale", text="any a in R^m", unreached="||a|| in [1e-2, 1e2]: both "
                  "sides are quadratic in a")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)


def _eta_instances() -> st.SearchStrategy:
    return st.fixed_dictionaries({
        "m": st.integers(1, 64), "rows": st.sampled_from(["hadamard", "basis"]),
        "norm_spread": with_edges(st.floats(0.0, 1.0), 0.0), "rf": st.just(1.0),
        "a_scale": with_edges(st.floats(0.0, 3.0), 0.0), "a_dir": st.sampled_from(["min", "random"]),
        "D_lo": log_uniform(1e-3, 1.0), "seed": SEEDS}).map(lambda i: {**i, "two_m": 2.0 ** i["m"]})


def _eta_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """eta of L3784 (constant 1 for its '~'): 0.9^m prod Delta_j/((2 pi)^{m/2} (1 - kappa m)^{m/2} prod ||v_j||)
    exp(-a^T Q^{-1} a/2); lhs = sqrt(m)/(eta Delta_min), all in logs. a = a_scale r times a unit vector."""
    V, rng = _b4_V(inst)
    m = inst["m"]
    Q = V @ V.T
    nv = np.linalg.norm(V, axis=1)
    r = float(nv.min())
    if inst["a_dir"] == "min":
        a = np.zeros(m)
        a[int(np.argmin(nv))] = 1.0
    else:
        a = rng.standard_normal(m)
        a /= np.linalg.norm(a)
    a = a * inst["a_scale"] * r
    D = np.exp(rng.uniform(math.log(inst["D_lo"]), 0.0, size=max(m, 64))[:m])
    D[0] = inst["D_lo"]  # Delta_min = D_lo exactly
    aQa = float(a @ np.linalg.solve(Q, a))
    kappa = 0.0
    log_eta = (m * math.log(0.9) + float(np.sum(np.log(D))) - m / 2 * math.log(2 * math.pi)
               - m / 2 * math.log(1 - kappa * m) - float(np.sum(np.log(nv))) - aQa / 2)
    Dmin = float(D.min())
    log_lhs = 0.5 * math.log(m) - log_eta - math.log(Dmin)
    log_prod = float(np.sum(np.log(nv / D)))
    if max(log_lhs, log_prod - math.log(Dmin) + float(a @ a) / r**2) > 700:
        raise SolverFailure(f"float64 range: log lhs = {log_lhs:.0f} (m = {m}); the ratio is what matters")
    lhs = math.exp(log_lhs)
    return Measurement(lhs, {"Dmin": Dmin, "prod_v_over_D": math.exp(log_prod),
                             "a2": float(a @ a), "r": r, "m": m, "kappa": kappa},
                       {"log_eta": log_eta, "aQa": aQa})


def _eta_move_D(inst: dict, t: float) -> dict:
    return {**inst, "D_lo": float(t)}


def _eta_move_a(inst: dict, t: float) -> dict:
    return {**inst, "a_scale": float(t)}


DISPLAY_THMB4_ETA = Claim(
    id="chenli.display.thmB.4-eta",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=f"Proof of Theorem B.4, Appendix B.2, {SEED_FILE} L3782-L3796 (eta L3784, used for (163) L3748)",
    statement="With eta ~ 0.9^m (prod_j Delta_j) / ((2 pi)^{m/2} (1 - kappa m)^{m/2} prod_j ||v_j||) exp(-(1/2) "
              "a^T Q^{-1} a): sqrt(m)/(eta Delta) <~ Delta_min^{-1} exp(O(||a||^2/r^2)) prod_j ||v_j||/Delta_j "
              "(hidden constants; Delta read as Delta_min).",
    statement_tex=r"$$\sqrt{m}/\eta\Delta \lesssim \underline{\Delta}^{-1} \cdot \exp(O(\|a\|^2 / \underline{r}^2)) "
                  r"\cdot \prod_j \|v_j\| / \Delta_j$$",
    kind="step",
    comparison="<=",
    bound=B.thmB4_eta,
    measure=_eta_measure,
    strategy=_eta_instances,
    constants="hidden",
    uniform=True,
    directions=(
        Direction("m -> inf", "two_m", math.inf, how="path", move=_move_two_m,
                  points=tuple(2.0**m for m in (2, 4, 8, 16, 32, 64)),
                  reason="at a = 0: sqrt(m)/(eta Delta_min) divided by the shape is sqrt(m) (2 pi)^{m/2}/0.9^m, a "
                         "power of the path parameter 2^m"),
        Direction("||a|| -> inf", "a_scale", math.inf, how="path", move=_eta_move_a, points=(0.5, 1.0, 2.0, 4.0, 8.0),
                  reason="a^T Q^{-1} a <= ||a||^2/r^2 (kappa = 0): the exponent exp(||a||^2/(2 r^2)) is within the "
                         "shape's exp(O(||a||^2/r^2))"),
        Direction("Delta_min -> 0", "D_lo", 0.0, how="path", move=_eta_move_D, points=(0.3, 0.1, 0.03, 0.01, 1e-3),
                  reason="Delta_1 = Delta_min = D_lo; both sides carry prod 1/Delta_j and 1/Delta_min identically"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. From eta's own definition (L3784, constant c for its '~'), sqrt(m)/(eta Delta_min) = "
             "(sqrt(m)/c) (2 pi)^{m/2} (1 - kappa m)^{m/2} 0.9^{-m} exp(a^T Q^{-1} a/2) Delta_min^{-1} prod_j "
             "||v_j||/Delta_j. At a = 0 (any constant in the exponent gives exp(0) = 1) and kappa = 0 the ratio to "
             "the printed right side is sqrt(m) (sqrt(2 pi)/0.9)^m / c, unbounded in m (m = 2: 11.0/c; m = 32: "
             "9.6e14/c). The display drops the factor exp(Theta(m)) (the bound 'exp(-Theta(m + ||a||^2/r^2)) <= "
             "eta/prod(Delta_j/||v_j||)' of L3788 has it) and sqrt(m). Since Lambda is non-decreasing in its "
             "second argument, (163) with this smaller second argument does not imply (166): a gap in Theorem "
             "B.4's proof (the theorem itself is not checked).",
    second_path="tests/test_chenli_steps_r3.py::test_thmB4_eta_ratio_grows_with_m",
    corrected=B.thmB4_eta_corrected,
    corrected_text="sqrt(m)/(eta Delta) = sqrt(m) (2 pi (1 - kappa m))^{m/2} 0.9^{-m} exp(a^T Q^{-1} a/2) "
                   "Delta_min^{-1} prod_j ||v_j||/Delta_j <= exp(O(m + ||a||^2/r^2)) Delta_min^{-1} prod_j "
                   "||v_j||/Delta_j; (163)'s second argument needs the factor exp(O(m)).",
    mutants={"no 0.9^{-m} (wrong along m)":
             lambda Dmin, prod_v_over_D, a2, r, m, kappa: B.thmB4_eta_corrected(Dmin, prod_v_over_D, a2, r, m,
                                                                                 kappa) * 0.9**m,
             "Delta_min^{-1/2} in place of Delta_min^{-1} (wrong along Delta)":
             lambda Dmin, prod_v_over_D, a2, r, m, kappa: B.thmB4_eta_corrected(Dmin, prod_v_over_D, a2, r, m,
                                                                                 kappa) * Dmin**0.5},
    notes="Uniform check of the hidden constants: the bound is the printed shape with the exponent's O(.) taken as "
          "1 (at a = 0 every constant gives the same shape). Orthogonal rows (kappa = 0). Everything in logs.",
    domain=(Param("m", 1, INF, integer=True, text="m rows", unreached="m <= 64"),
            Param("||a||/r", 0.0, INF, key="a_scale", text="any a", unreached="||a||/r <= 3 drawn, 8 on the path"),
            Param("Delta_min", 0.0, INF, lo_closed=False, key="D_lo", text="Delta_j > 0",
                  unreached="Delta_j in [1e-3, 1]: both sides carry the Delta_j identically")),
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)

CLAIMS += [DISPLAY_THMB4_AQA, DISPLAY_THMB4_ETA]


# ------------------------------------------------------------------------------ Section 8, Eq. (133) (L2677-L2679)


_EQ133_MAX_LN_D = 300.0  # float64: d^2 (a mutant) < 1.8e308 along the d path too


def _eq133_ln_d_min(m: int, lam: float) -> float:
    """Assumption 11 (L501-L505): m <= m1bar = Theta~(lambda log(d/nu)/log k) read with constant 1, nu <= 1 and k the
    least Section 4.3 (L489: m <~ k) allows, k = max(m, 2): ln d >= m ln(max(m, 2))/lambda."""
    return m * math.log(max(m, 2)) / lam


def _eq133_d_min(m: int, lam: float) -> int | float:
    """Assumption 11's least d; inf past float64 (the measure then raises SolverFailure)."""
    ln_d = _eq133_ln_d_min(m, lam)
    return math.ceil(math.exp(ln_d)) if ln_d <= _EQ133_MAX_LN_D else math.inf


@st.composite
def _eq133_instances(draw: st.DrawFn) -> dict:
    """m in 1..64; lambda in [1e-4, 0.999] where Assumption 11's d stays a float64 (lambda >= m ln max(m, 2)/300);
    d drawn, raised to Assumption 11's least d (d >= exp(m ln max(m, 2)/lambda))."""
    m = draw(st.integers(1, 64))
    lam = draw(with_edges(log_uniform(max(1e-4, _eq133_ln_d_min(m, 1.0) / _EQ133_MAX_LN_D), 0.999), 0.999))
    d = max(draw(st.one_of(st.integers(1, 64), st.integers(1, 10**6))), _eq133_d_min(m, lam))
    return {"m": m, "l_frac": draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)), "d": d, "lam": lam,
            "eps": draw(log_uniform(1e-12, 1.0))}


def _eq133_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """nu_1, ..., nu_{l+1} by the recursion (132) itself (nu_0 = 0, 60-digit mpmath), l = round(l_frac (m - 1));
    lhs = (nu_{l+1}/eps)^{1/(l+1)}."""
    m, d, lam = inst["m"], inst["d"], inst["lam"]
    if not math.isfinite(float(d)):
        raise SolverFailure(f"Assumption 11's d = e^{_eq133_ln_d_min(m, lam):.0f} is past float64")
    ell = int(round(inst["l_frac"] * (m - 1)))
    with mpmath.workdps(60):
        eps = mpmath.mpf(inst["eps"])
        c = 2 * d * mpmath.sqrt(2 * m / mpmath.mpf(lam))
        nus = [mpmath.mpf(0)]
        for _ in range(ell + 1):
            nus.append(c * (mpmath.fsum(nus[1:]) + eps))
        root = (nus[ell + 1] / eps) ** (mpmath.mpf(1) / (ell + 1))
    return Measurement(float(root), {"d": d, "m": m, "lam": lam},
                       {"l": ell, "c": float(c), "slack_A11": math.log(d) - _eq133_ln_d_min(m, lam)})


def _eq133_move(key: str):  # noqa: ANN202
    """m path: lambda = 0.999 and d = Assumption 11's least d; d path: d = t times Assumption 11's least d; lambda
    path: m = 1, d = Assumption 11's least d."""
    def move(inst: dict, t: float) -> dict:
        if key == "m":
            m, lam = int(round(t)), 0.999
            return {**inst, "m": m, "lam": lam, "d": _eq133_d_min(m, lam)}
        if key == "d":
            d0 = _eq133_d_min(int(inst["m"]), float(inst["lam"]))
            return {**inst, "d": math.ceil(d0 * float(t)) if math.isfinite(d0 * float(t)) else math.inf}
        lam = float(t)
        return {**inst, "m": 1, "lam": lam, "d": _eq133_d_min(1, lam)}
    move.__name__ = f"_eq133_move_{key}"
    return move


EQ133 = Claim(
    id="chenli.eq133",
    paper=PAPER,
    source=f"Section 8, {SEED_FILE} L2673-L2679 (recursion (132) L2675, its solution (133) L2679)",
    statement="With nu_0 = 0 and nu_{l+1} := 2d sqrt(2m/lambda) (sum_{a=1}^{l} nu_a + eps) (132): nu_{l+1} = "
              "Theta(d sqrt(m^3/lambda))^{l+1} eps (133), for 0 <= l < m, lambda in (0, 1); checked: the lower half, "
              "(nu_{l+1}/eps)^{1/(l+1)} >~ d sqrt(m^3/lambda).",
    statement_tex=r"$$\mathbf{v}_{\ell+1} = \Theta(d \sqrt{m^3/\lambda})^{\ell+1} \cdot \epsilon. \quad (133)$$",
    kind="step",
    comparison=">=",
    bound=B.eq133,
    measure=_eq133_measure,
    strategy=_eq133_instances,
    constants="hidden",
    uniform=True,
    directions=(
        Direction("m -> inf (d = Assumption 11's least d, ln d = m ln m/lambda)", "m", math.inf, how="path",
                  move=_eq133_move("m"), points=(2, 4, 8, 16, 32, 64),
                  reason="(nu_{l+1}/eps)^{1/(l+1)} is in [c, 1 + c], c = 2d sqrt(2m/lambda): the ratio to d "
                         "sqrt(m^3/lambda) is ~ m/(2 sqrt 2) for every d, so d grows as Assumption 11 asks"),
        Direction("d -> inf", "d", math.inf, how="path", move=_eq133_move("d"), points=(1, 10, 100, 1000, 10**5),
                  reason="both sides are linear in d (d = t times Assumption 11's least d)"),
        Direction("lambda -> 0", "lam", 0.0, how="path", move=_eq133_move("lam"), points=(0.5, 0.1, 3e-2, 1e-2, 3e-3),
                  reason="both sides scale as lambda^{-1/2} (m = 1, Assumption 11's least d)"),
        Direction("l", "l_frac", 1.0, how="search", reason="l in [0, m - 1]; the root lies in [c, 1 + c] for every l"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed as printed. (132) solves exactly: S_l := sum_{a <= l} nu_a + eps satisfies S_{l+1} = (1 + c) S_l, so "
             "nu_{l+1} = c (1 + c)^l eps with c = 2d sqrt(2m/lambda) = Theta(d sqrt(m/lambda)). Hence nu_{l+1} = "
             "Theta(d sqrt(m/lambda))^{l+1} eps, smaller than the printed Theta(d sqrt(m^3/lambda))^{l+1} eps by "
             "m^{l+1}: e.g. m = 64, lambda = 1/2, l = 0, d = 2^769 (inside Assumption 11, ln d = 533.0 >= m ln m/"
             "lambda = 532.3, and m <~ k with k = m): nu_1/eps = 32 d vs d sqrt(m^3/lambda) = 724 d (ratio 22.6 = m/"
             "(2 sqrt 2)); the ratio grows like m/(2 sqrt 2) for every d, so no constant inside Theta(.) makes the "
             "lower half hold (round 10: the m path now raises d with m so that every point meets Assumption 11, "
             "m <= lambda log(d)/log k; the earlier path m = 2048 at d <= 1e6 did not). The upper half (nu_{l+1} <= O(d sqrt(m^3/lambda))^{l+1} eps) holds and is the only use "
             "(the choice of eps in (134)), so Lemma 8.1 is not affected." +
             " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
             "constant: m1_bar (constant 1). Outcome (a) the crossing survives every admissible value of the "
             "constant: the ratio m/(2 sqrt 2) is free of d; m <= lambda log d/(C log k) is met for every "
             "constant at a larger d.",
    second_path="tests/test_chenli_steps_r3.py::test_eq133_recursion_closed_form",
    corrected=B.eq133_corrected,
    corrected_text="nu_{l+1} = c (1 + c)^l eps with c = 2d sqrt(2m/lambda), i.e. Theta(d sqrt(m/lambda))^{l+1} eps "
                   "(the printed m^{3/2} is an upper bound only).",
    mutants={"d^2 sqrt(m/lambda) (a wrong power of d)": lambda d, m, lam: d * d * math.sqrt(m / lam),
             "d sqrt(m)/lambda (a wrong power of lambda)": lambda d, m, lam: d * math.sqrt(m) / lam},
    notes="The recursion is iterated as printed (60-digit mpmath), not replaced by its closed form; the uniform "
          "check climbs (shape/lhs) over m, d, lambda, l.",
    assumptions=(Assumption("Assumption 11 with Section 4.3", "m <= m1bar = Theta~(lambda log(d/nu)/log k) (L501-L505) "
                            "with m <~ k (L489): read as m <= lambda ln(d)/ln(max(m, 2)) (constant 1, nu <= 1, k = "
                            "max(m, 2) the least k; a larger k only needs a larger d, which both sides carry alike)",
                            lambda q: q["slack_A11"] + 1e-9),),
    domain=(Param("m", 1, INF, integer=True, text="m heads, 0 <= l < m", unreached="m <= 64 (Assumption 11's d = "
                  "e^{m ln m/lambda} is kept below e^300, d^2 a float64: m ln m <= 300 lambda)"),
            Param("d", 1, INF, integer=True, text="dimension d, Assumption 11: ln d >= m ln max(m, 2)/lambda",
                  unreached="d <= e^{312} (float64): linear"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1) "
                  "(Assumption 1)", unreached="lambda in [max(1e-4, m ln max(m, 2)/300), 0.999] (Assumption 11's d "
                  "a float64): both sides scale as lambda^{-1/2}")),
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)


# ------------------------------------------------------------------------------ Lemma 7.7's proof, Eq. (129) (L2599)


def _eq129_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """1 - Phi(s) at s = C/(1 - eta) by mpmath's erfc (the first line of (129) with its two O(.) factors at 1, their
    value as (nu/sqrt(d) + mu) -> 0, which (111) allows)."""
    s = inst["C"] / (1 - inst["eta"])
    with mpmath.workdps(30):
        tail = mpmath.erfc(mpmath.mpf(s) / mpmath.sqrt(2)) / 2
    if s > 200.0:  # the exact judge turns mpmath values into Fractions: e^{-2e4} is a 29000-bit rational already
        raise SolverFailure(f"s = {s:.0f} > 200 (past the exact judge's range)")
    if tail < mpmath.mpf("1e-290"):  # past float64's range (s > ~36): both sides in mpmath at 60 digits (round 21,
        # helper solver; these draws were SolverFailures before and went unchecked). exact=True keeps the mpf values
        # (the engine judges them exactly, the bound runs in mpmath for an mpf s).
        with mpmath.workdps(60):
            tail = mpmath.erfc(mpmath.mpf(s) / mpmath.sqrt(2)) / 2
        return Measurement(tail, {"s": mpmath.mpf(s)}, {"C": inst["C"], "eta": inst["eta"]}, exact=True,
                           solver="mpmath erfc (60 digits)")
    return Measurement(float(tail), {"s": s}, {"C": inst["C"], "eta": inst["eta"]})


def _eq129_move_C(inst: dict, t: float) -> dict:
    return {**inst, "C": float(t)}


EQ129 = Claim(
    id="chenli.eq129",
    catalog_id="chenli.lemma7.7",
    paper=PAPER,
    source=f"Proof of Lemma 7.7, Section 7.2, {SEED_FILE} L2597-L2601 (Eq. (129); the same step inline at L2591)",
    statement="P[A | X_2 = x'] >= [1 - Phi(C/(1 - eta))] [1 - O(nu/sqrt(d) + mu) C t sqrt(m/lambda)] exp{-O(nu/sqrt(d) "
              "+ mu) C^3 t sqrt(m/lambda)} >~ exp(-C^2/(2(1 - eta)^2)) (129); checked: the last '>~' with the two O(.) "
              "factors at 1, i.e. 1 - Phi(s) >~ exp(-s^2/2), s = C/(1 - eta), C = gamma_1 omega sqrt(log d) (113) "
              "unbounded.",
    statement_tex=r"$$\begin{aligned} \mathbb{P}[\mathcal{A} \mid \mathbf{X}_2: = x'] &\geq \left[1 - \Phi\left("
                  r"\frac{C}{1-\eta}\right)\right] \cdots \\ &\gtrsim \exp\left(-\frac{C^2}{2(1-\eta)^2}\right), "
                  r"\end{aligned} \quad (129)$$",
    kind="step",
    comparison=">=",
    bound=B.eq129,
    measure=_eq129_measure,
    strategy=lambda: st.fixed_dictionaries({"C": log_uniform(0.1, 35.0), "eta": with_edges(st.floats(0.0, 0.5), 0.0)}),
    constants="hidden",
    uniform=True,
    directions=(
        Direction("C -> inf", "C", math.inf, how="path", move=_eq129_move_C, points=(2.0, 4.0, 8.0, 16.0, 32.0),
                  reason="Mills' ratio: (1 - Phi(s)) e^{s^2/2} ~ 1/(s sqrt(2 pi)) -> 0"),
        Direction("eta", "eta", 0.5, how="search", reason="eta only rescales s = C/(1 - eta)"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed. 1 - Phi(s) ~ e^{-s^2/2}/(s sqrt(2 pi)), so exp(-s^2/2)/(1 - Phi(s)) ~ s sqrt(2 pi) -> inf: "
             "at s = 10 the ratio is 25.3, at s = 30 75.3 (e.g. eta = 0, C = 30). C = gamma_1 omega sqrt(log d) "
             "(113) is unbounded in d, so no constant in '>~' works. The same step closes Lemma 7.3 (L2409, "
             "chenli.lemma7.3, helper chenli3). Consequence (not checked): the ratio bound of Lemma 7.7 (L2607, "
             "exp(O(omega^2))) picks up a factor ~ C = Theta(omega sqrt(log d)), unbounded in d at fixed omega.",
    second_path="tests/test_chenli_steps_r3.py::test_eq129_mills_ratio",
    corrected=B.eq129_corrected,
    corrected_text="1 - Phi(s) >= (s/(1 + s^2)) e^{-s^2/2}/sqrt(2 pi) >~ e^{-s^2/2}/(1 + s): (129)'s right side needs "
                   "the factor (1 + C/(1 - eta))^{-1}.",
    mutants={"exp(-s^2/2)(1 + s) (the Mills factor inverted)": lambda s: math.exp(-s * s / 2) * (1 + s)},
    notes="Uniform check (comparison '>=': the engine climbs shape/lhs). 1 - Phi by erfc at 30 digits. atol = 0: "
          "both sides reach 1e-268 (C = 35), far below the default absolute tolerance 1e-12, which had made every "
          "instance past C ~ 7 a 'crossing inside the tolerance' (the correction's baseline potential).",
    atol=0.0,
    domain=(Param("C", 0.0, INF, lo_closed=False, text="C = gamma_1 omega sqrt(log d) (113)",
                  unreached="C <= 35 drawn (s = C/(1 - eta) <= 70); the path goes on past 32 (tails below 1e-290, past "
                  "float64, are measured and judged in 60-digit mpmath since round 21)"),
            Param("eta", 0.0, 1.0, hi_closed=False, text="eta from Lemma 7.3", unreached="eta <= 1/2")),
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)

CLAIMS += [EQ133, EQ129]


# ------------------------------------------------------------------------------ Fact 5.3's proof (L547)


@st.composite
def _fact53_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(2, 14))
    return {"d": d, "a": draw(st.integers(0, d)), "i": draw(st.integers(0, d - 1)), "j_off": draw(st.integers(1, d - 1))}


def _fact53_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[x_i x_j] by enumerating all C(d, a) strings with a positive entries (exact rational)."""
    from fractions import Fraction
    from itertools import combinations

    d, a, i = inst["d"], inst["a"], inst["i"]
    j = (i + inst["j_off"]) % d
    tot, n = 0, 0
    for pos in combinations(range(d), a):
        ps = set(pos)
        tot += (1 if i in ps else -1) * (1 if j in ps else -1)
        n += 1
    e = Fraction(tot, n)
    mu = Fraction(2 * a - d, d)
    return Measurement(float(e), {"d": d, "a": a},
                       {"exact": str(e), "closed_form": float(Fraction((d - 2 * a) ** 2 - d, d * d - d)),
                        "mu_form": float((mu * mu * d - 1) / (d - 1))})


DISPLAY_FACT53 = Claim(
    id="chenli.display.fact5.3-binomial",
    catalog_id="chenli.fact5.3",
    paper=PAPER,
    source=f"Proof of Fact 5.3, Section 5.1, {SEED_FILE} L543-L549",
    statement="For x uniform over the strings of {+-1}^d with exactly a positive entries and distinct i, j: E[x_i x_j] = "
              "C(d, a)^{-1} {C(d-2, a-2) + C(d-2, a) - 2 C(d-2, a-1)} (= ((d - 2a)^2 - d)/(d^2 - d) = (mu^2 d - 1)/(d - 1), "
              "the last form is chenli.fact5.3).",
    statement_tex=r"$$\mathbb{E}[x_i x_j] = \binom{d}{a}^{-1} \left\{ \binom{d-2}{a-2} + \binom{d-2}{a} - 2 \binom{d-2}"
                  r"{a-1} \right\} = \frac{(d-2a)^2 - d}{d^2 - d} = \frac{\mu^2 d - 1}{d - 1}$$",
    kind="step",
    comparison="==",
    bound=B.fact5_3_binomial,
    measure=_fact53_measure,
    strategy=_fact53_instances,
    mutants={"C(d-2, a-1) once (a dropped factor 2)": lambda d, a: B.fact5_3_binomial(d, a) + (
        math.comb(d - 2, a - 1) if 1 <= a <= d - 1 else 0) / math.comb(d, a)},
    notes="The expectation by enumeration of all C(d, a) strings (exact rational, compared in float64), the printed "
          "binomial form by math.comb (exact, then float); the two closed forms are in the terms (they agree with the enumeration wherever checked). "
          "C(n, k) = 0 outside 0 <= k <= n.",
    domain=(Param("d", 2, INF, integer=True, text="d >= 2 (distinct i, j)", unreached="d <= 14 (enumeration)"),
            Param("a", 0, INF, integer=True, text="0 <= a <= d", unreached="a <= d <= 14 (enumeration)")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)


# ------------------------------------------------------------------------------ Theorem B.4's proof (L3776)


@st.composite
def _tau_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 40))
    return {"d": d, "m": draw(st.integers(1, 8)), "kind": draw(st.sampled_from(["gauss", "sparse", "flat"])),
            "seed": draw(SEEDS)}


def _tau_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Rows v_j (Gaussian, sparse or +-1), rho the least value meeting (160), r-bar = max ||v_j|| (161);
    lhs = tau = max_i ||V^i|| (column norms)."""
    rng = np.random.default_rng(inst["seed"])
    m, d = inst["m"], inst["d"]
    if inst["kind"] == "gauss":
        V = rng.standard_normal((m, d))
    elif inst["kind"] == "sparse":
        V = rng.standard_normal((m, d)) * (rng.uniform(size=(m, d)) < 0.2)
        V[:, 0] += 1.0
    else:
        V = rng.choice([-1.0, 1.0], size=(m, d)) * rng.uniform(0.5, 2.0, size=(m, 1))
    nv = np.linalg.norm(V, axis=1)
    rho = float(math.sqrt(d) * np.max(np.abs(V).max(axis=1) / nv))
    tau = float(np.linalg.norm(V, axis=0).max())
    return Measurement(tau, {"rho": rho, "m": m, "d": d, "rbar": float(nv.max())},
                       {"middle": rho / math.sqrt(d) * float(np.linalg.norm(V))})


DISPLAY_THMB4_TAU = Claim(
    id="chenli.display.thmB.4-tau",
    catalog_id="chenli.thmB.4",
    paper=PAPER,
    source=f"Proof of Theorem B.4, Appendix B.2, {SEED_FILE} L3774-L3776 ((160) L3736, (161) L3738)",
    statement="tau = max_i ||V^i|| <= (rho/sqrt(d)) ||V||_F <= rho sqrt(m/d) r-bar, V^i the columns of V, rows v_j with "
              "||v_j||_inf <= (rho/sqrt(d)) ||v_j|| (160) and ||v_j|| <= r-bar (161).",
    statement_tex=r"$$\tau = \max_i \|\mathbf{V}^i\| \leq \frac{\rho}{\sqrt{d}} \|\mathbf{V}\|_F \leq \rho "
                  r"\sqrt{m/d} \cdot \bar{r}.$$",
    kind="step",
    comparison="<=",
    bound=B.thmB4_tau,
    measure=_tau_measure,
    strategy=_tau_instances,
    notes="||V^i||^2 = sum_j V_ji^2 <= (rho^2/d) sum_j ||v_j||^2 = (rho^2/d) ||V||_F^2 <= (rho^2/d) m r-bar^2; rho is "
          "the least value meeting (160), which makes the bound as small as the hypotheses allow. The middle member "
          "is in the terms. Holds (tight for +-1 rows of equal norm).",
    domain=(Param("d", 1, INF, integer=True, text="x in {+-1}^d", unreached="d <= 40 (a per-instance chain)"),
            Param("m", 1, INF, integer=True, text="m rows", unreached="m <= 8")),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_FACT53, DISPLAY_THMB4_TAU]


# ------------------------------------------------------------------------------ Theorem B.1's proof (L3680)


def _perturb_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    z, c = inst["z"], inst["c"]
    a = -z * z / 2
    # e^{a} - e^{a(1+c)} = e^{a} (1 - e^{a c}) = -e^{a} expm1(a c), without cancellation
    return Measurement(abs(math.exp(a) * math.expm1(a * c)), {"c": c}, {"z": z})


def _perturb_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        z, c = mpmath.mpf(inst["z"]), mpmath.mpf(inst["c"])
        return Measurement(abs(mpmath.exp(-z * z / 2) - mpmath.exp(-z * z / 2 * (1 + c))), {"c": c}, exact=True)


DISPLAY_THMB1_PERTURB = Claim(
    id="chenli.display.thmB.1-gauss-perturb",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Appendix B.1.2, {SEED_FILE} L3680",
    statement="'the elementary inequality |e^{-z^2/2} - e^{-z^2/2 (1+c)}| <= |c| e^{-c^2/3} for all |c| <= 1/4' (z real).",
    statement_tex=r"We can use the elementary inequality $|e^{-z^2/2} - e^{-z^2/2 \cdot (1+c)}| \leq |c|e^{-c^2/3}$ "
                  r"for all $|c| \leq 1/4$",
    kind="step",
    comparison="<=",
    bound=B.thmB1_gauss_perturb,
    measure=_perturb_measure,
    exact=_perturb_exact,
    strategy=lambda: st.fixed_dictionaries({"z": st.one_of(st.floats(0.0, 10.0), log_uniform(1e-3, 40.0)),
                                            "c": with_edges(st.floats(-0.25, 0.25), -0.25, 0.25, 0.0)}),
    assumptions=(Assumption("|c| <= 1/4", "|c| <= 1/4", lambda q: 0.25 - abs(q["c"])),),
    mutants={"|c| e^{-c^2/3}/3 (a third)": lambda c: abs(c) * math.exp(-c * c / 3) / 3},
    auto_mutant=False,  # loose by design: sup lhs/bound = 0.43 (c = -1/4), so a 10 % stronger bound still holds
    notes="Holds as printed: with s = z^2/2 the left side is e^{-s}|1 - e^{-sc}|, at most 0.106 at c = -1/4 (s = "
          "4 log(4/3)) and at most |c|/e-ish for small c, below |c| e^{-c^2/3} >= 0.979 |c|. The next line uses it as "
          "if it read |c| e^{-z^2/3} (its integral of exp(-lambda^T Q lambda/3)); that form fails for c = -1/4, z^2 = "
          "10 (0.0168 > 0.0089), but holds with an absolute constant (<= 12/e), which the O(.) there absorbs. The "
          "determinant that follows is chenli.display.thmB.1-gauss-integral.",
    domain=(Param("z", -INF, INF, text="z real (even in z)", unreached="z in [0, 40]: the left side is even in z "
                  "and below e^{-z^2/2 (1 - |c|)} <= e^{-600} past 40"),
            Param("c", -0.25, 0.25, text="|c| <= 1/4")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_THMB1_PERTURB]


# ------------------------------------------------------------------------------ Proof of Theorem 1.2, Eq. (142)


@st.composite
def _eq142_instances(draw: st.DrawFn) -> dict:
    """lambda in (0, 1), m, d >= 2, k, beta > 0 (R = k e^{beta^2}), eps > 0, ||Theta_1||_F, the constant c of (7) and the
    constant a of Theta(1/lambda) (R^{a/lambda}), each over its range."""
    return {"lam": draw(log_uniform(1e-3, 0.999)), "m": draw(st.integers(1, 50)),
            "log10_d": draw(st.floats(0.31, 12.0)), "k": draw(st.integers(1, 10**4)),
            "beta": draw(log_uniform(1e-3, 1.0)), "eps": draw(log_uniform(1e-30, 1.0)),
            "theta1": draw(log_uniform(1e-2, 1e6)), "c7": draw(log_uniform(1e-6, 1.0)),
            "a": draw(log_uniform(1e-3, 10.0))}


def _eq142_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """log(1/xi) for xi := R^{a/lambda} max(e^{lambda/(m kappa)}, eps log(m ||Theta_1||)) (142), kappa from (7),
    R = k e^{beta^2}; in logs (e^{lambda/(m kappa)} overflows)."""
    lam, m, k, beta = inst["lam"], inst["m"], inst["k"], inst["beta"]
    logd = inst["log10_d"] * math.log(10)
    kappa = inst["c7"] * lam**6.5 / (m**6.5 * logd**2)
    logR = math.log(k) + beta * beta
    lm = math.log(m * inst["theta1"])
    second = math.log(inst["eps"] * lm) if lm > 0 else -math.inf
    log_xi = inst["a"] / lam * logR + max(lam / (m * kappa), second)
    return Measurement(-log_xi, {"logd": logd}, {"log_xi": log_xi, "lambda_over_m_kappa": lam / (m * kappa),
                                                  "kappa": kappa})


EQ142 = Claim(
    id="chenli.eq142",
    catalog_id="chenli.thm1.2",
    paper=PAPER,
    source=f"Proof of Theorem 1.2, Section 10, {SEED_FILE} L2986-L2990 (xi of (142) L2988 and 'log(1/xi) >> log d by "
           "Eq. (7)' L2990; kappa (7) L439; (107) L2182)",
    statement="xi := R^{Theta(1/lambda)} max(e^{lambda/(m kappa)}, eps log(m ||Theta_1||_F)) (142), R = k e^{beta^2}; "
              "'log(1/xi) = O(lambda^{-1} log k + log(1/eps) + log log(m ||Theta_1||_F)), and log(1/xi) >> log d by Eq. "
              "(7)'. Checked: log(1/xi) > 0 (the weakest consequence of '>> log d', d >= 2).",
    statement_tex=r"$$\xi := R^{\Theta(1/\lambda)} \cdot \max(e^{\lambda/(m\kappa)}, \varepsilon \log(m\|\Theta_1\|_F))"
                  r" \quad (142)$$ [...] and $\log(1/\xi) \gg \log d$ by Eq. (7).",
    kind="step",
    comparison=">",
    bound=B.eq142_logd,
    measure=_eq142_measure,
    strategy=_eq142_instances,
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round3/chenli.md): confirmed as printed. R = k e^{beta^2} >= 1 and e^{lambda/(m kappa)} > 1, so the printed xi >= e^{lambda/(m kappa)} "
             "> 1 and log(1/xi) <= -lambda/(m kappa) < 0 for every admissible parameter: e.g. lambda = 1/2, m = 1, d = "
             "e^4, c = 1 in (7): kappa = 2^{-6.5}/16, lambda/(m kappa) = 724, log(1/xi) <= -724 < 4 = log d. The "
             "printed xi also breaks (107)'s upper bound xi << min(R^{-Theta(1/lambda^2)}, 1/||Theta_1||_F) < 1. "
             "Evidently e^{-lambda/(m kappa)} is meant (the lower bound of (107) and Remark 10.1's (ke^{beta^2})^"
             "{Theta(1/lambda)}/e^{lambda/(m kappa)}); with it log(1/xi) = min(lambda/(m kappa), log(1/(eps log(m "
             "||Theta_1||)))) - Theta(1/lambda) log R, and lambda/(m kappa) = m^{11/2} log^2 d/(c lambda^{11/2}) >> "
             "log d. A sign slip; Theorem 1.2 is not affected.",
    second_path="tests/test_chenli_steps_r3.py::test_eq142_xi_exceeds_one",
    no_correction_reason="the intended xi (with e^{-lambda/(m kappa)}) is a different quantity from the measured one (the "
                         "printed xi), so no bound of this signature corrects it; the fix is the sign in (142)",
    corrected_text="xi := R^{Theta(1/lambda)} max(e^{-lambda/(m kappa)}, eps log(m ||Theta_1||_F)), as (107) requires "
                   "(the sign only: with it, 'log(1/xi) >> log d' still fails, chenli.display.thm1.2-logxi-gg-logd, "
                   "round 26: log(1/xi) <= log d/48 + O(1) since eps_1 >= m k^5 r_Theta^{-1/12}).",
    no_mutant_reason="an erratum without a corrected bound, violated at every instance (log(1/xi) <= -lambda/(m kappa) "
                     "< 0): a planted stronger threshold is violated wherever the printed one is",
    notes="All in logs (lambda/(m kappa) reaches 1e40). Every parameter is drawn over its printed range, including "
          "the arbitrarily small constant c of (7) and the constant of Theta(1/lambda).",
    domain=(Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda in (0, 1)"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 50: the sign does not depend on m"),
            Param("log10 d", math.log10(2), INF, key="log10_d", text="d >= 2", unreached="d <= 1e12: idem")),
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)

CLAIMS += [EQ142]


# ------------------------------------------------------------------------------ Proof of Lemma 6.15 (L2126)


def _sig_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    s, a = inst["s"], inst["a"]
    # sigma(s + a) - sigma(s) = sigma(s + a) sigma(-s) (1 - e^{-a}), without cancellation
    sig = 1 / (1 + math.exp(-(s + a))) if s + a >= 0 else math.exp(s + a) / (1 + math.exp(s + a))
    sig_m = 1 / (1 + math.exp(s)) if s >= 0 else 1 - 1 / (1 + math.exp(-s))
    return Measurement(sig * sig_m * -math.expm1(-a), {"a": a}, {"s": s})


def _sig_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        s, a = mpmath.mpf(inst["s"]), mpmath.mpf(inst["a"])
        f = lambda x: mpmath.exp(x) / (mpmath.exp(x) + 1)  # noqa: E731
        return Measurement(abs(f(s) - f(s + a)), {"a": a}, exact=True)


DISPLAY_L615_SIGMOID = Claim(
    id="chenli.display.lemma6.15-sigmoid",
    catalog_id="chenli.lemma6.15",
    paper=PAPER,
    source=f"Proof of Lemma 6.15, Section 6.5, {SEED_FILE} L2124-L2126",
    statement="|e^s/(e^s + 1) - e^{s + xi ||Theta_1||}/(e^{s + xi ||Theta_1||} + 1)| <= (1/4) xi ||Theta_1||_F (s real, "
              "xi ||Theta_1||_F >= 0).",
    statement_tex=r"$$\left| \frac{e^s}{e^s + 1} - \frac{e^{s+\xi\|\boldsymbol{\Theta}_1\|_F}}{e^{s+\xi\|"
                  r"\boldsymbol{\Theta}_1\|_F} + 1} \right| \leq \frac{1}{4} \xi \|\boldsymbol{\Theta}_1\|_F,$$",
    kind="step",
    comparison="<=",
    bound=B.lemma6_15_sigmoid,
    measure=_sig_measure,
    exact=_sig_exact,
    strategy=lambda: st.fixed_dictionaries({"s": st.one_of(st.floats(-30.0, 30.0), st.just(0.0)),
                                            "a": st.one_of(log_uniform(1e-12, 50.0), st.just(0.0))}),
    mutants={"a/5": lambda a: a / 5},
    auto_mutant=True,
    notes="The logistic function has derivative sigma(1 - sigma) <= 1/4 (equality at 0): holds, tight as a -> 0 at "
          "s = -a/2. Computed as sigma(s + a) sigma(-s)(1 - e^{-a}), re-checked at 50 digits.",
    domain=(Param("s", -INF, INF, text="s real (an arbitrarily small constant in the lemma; the display holds for all "
                  "s)", unreached="|s| <= 30: the left side is <= e^{-|s| + a}"),
            Param("xi ||Theta_1||_F", 0.0, INF, key="a", text="xi ||Theta_1||_F >= 0", unreached="a <= 50")),
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

CLAIMS += [DISPLAY_L615_SIGMOID]
