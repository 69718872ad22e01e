"""chenli proof displays (kind ``step``) that the text introduces as standalone facts: elementary inequalities,
identities and chains between explicit quantities, each encoded as printed (ids ``chenli.display.<result>-<what>``).

Fact A.7's proof (L3404-L3410): an elementary inequality and an '=' between two expectations; Lemma 8.2's proof
(L2782): the chain '||Theta_1||(sum nu_a + 2 eps) <= (nu_{l+1}/2)||M*||'.
"""

from __future__ import annotations

import itertools
import math

import mpmath
import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import steps as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

# ------------------------------------------------------------------------------ Fact A.7, elementary (L3405)


@st.composite
def _elem_instances(draw: st.DrawFn) -> dict:
    """a, b > 0 over [1e-6, 40] (log-uniform and uniform), both orders, ties included."""
    a = draw(st.one_of(log_uniform(1e-6, 40.0), st.floats(1e-6, 40.0)))
    b = draw(st.one_of(log_uniform(1e-6, 40.0), st.floats(1e-6, 40.0), st.just(a)))
    return {"a": a, "b": b}


def _elem_measure(inst: dict, ctx: Ctx) -> Measurement:
    a, b = inst["a"], inst["b"]
    return Measurement((a - b) * (math.exp(a) - math.exp(b)), {"a": a, "b": b})


def _elem_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        a, b = mpmath.mpf(inst["a"]), mpmath.mpf(inst["b"])
        return Measurement((a - b) * (mpmath.exp(a) - mpmath.exp(b)), {"a": a, "b": b}, exact=True)


DISPLAY_FACTA7_ELEM = Claim(
    id="chenli.display.factA.7-elementary",
    paper=PAPER,
    source=f"Proof of Fact A.7, Appendix A.1, {SEED_FILE} L3405",
    statement="For a, b > 0, (a - b)(e^a - e^b) <= max(0, a - b)^2 (e^a + e^b) ('the elementary inequality').",
    statement_tex=r"for $a, b > 0$, we have the elementary inequality $(a - b)(e^a - e^b) \leq \max(0, a - b)^2"
                  r"(e^a + e^b)$",
    kind="step",
    comparison="<=",
    bound=B.factA7_elementary,
    measure=_elem_measure,
    exact=_elem_exact,
    strategy=_elem_instances,
    assumptions=(Assumption("positive", "a, b > 0", lambda q: min(q["a"], q["b"])),),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_factA7_elementary_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. For a < b the left side (a - b)(e^a - e^b) is positive (both factors negative) while "
             "max(0, a - b)^2 = 0: a = 1, b = 2 gives e^2 - e = 4.67 > 0. The inequality holds for a >= b only; the "
             "symmetric form (a - b)(e^a - e^b) <= (a - b)^2 (e^a + e^b)/2 holds for all a, b (tanh(x/2) <= x/2). "
             "Fact A.7's conclusion survives: summed over an exchangeable pair only the a > b half is needed.",
    corrected=B.factA7_elementary_corrected,
    corrected_text="For all real a, b: (a - b)(e^a - e^b) <= (a - b)^2 (e^a + e^b)/2.",
    mutants={"(a - b)^2 (e^a + e^b)/4": lambda a, b: (a - b) ** 2 * (mpmath.exp(a) + mpmath.exp(b)) / 4
             if isinstance(a, mpmath.mpf) else (a - b) ** 2 * (math.exp(a) + math.exp(b)) / 4},
    notes="Closed form; re-checked at 50 digits.",
    domain=(Param("a", 0.0, INF, lo_closed=False, text="a > 0", far=30.0),
            Param("b", 0.0, INF, lo_closed=False, text="b > 0", far=30.0)),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)


# ------------------------------------------------------------------------------ Fact A.7, the '=' (L3407)


def _cube_pairs(d: int) -> tuple[np.ndarray, np.ndarray]:
    """All (x, y) of the cube walk (x uniform on {+-1}^d, y = x with one uniform coordinate flipped), as index arrays
    into the 2^d points (each pair has probability 1/(2^d d))."""
    pts = list(itertools.product((0, 1), repeat=d))
    idx = {p: i for i, p in enumerate(pts)}
    xs, ys = [], []
    for p in pts:
        for j in range(d):
            q = list(p)
            q[j] ^= 1
            xs.append(idx[p])
            ys.append(idx[tuple(q)])
    return np.array(xs), np.array(ys)


@st.composite
def _ident_instances(draw: st.DrawFn) -> dict:
    d = draw(st.integers(1, 6))
    scale = draw(with_edges(log_uniform(1e-3, 5.0), 0.0))
    return {"d": d, "scale": scale, "seed": draw(SEEDS)}


def _ident_values(inst: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    d = inst["d"]
    g = np.random.default_rng(inst["seed"]).normal(size=2**d) * inst["scale"]  # log f
    xs, ys = _cube_pairs(d)
    return g, xs, ys


def _ident_measure(inst: dict, ctx: Ctx) -> Measurement:
    g, xs, ys = _ident_values(inst)
    f = np.exp(g)
    D = g[xs] - g[ys]
    lhs = float(np.mean(0.5 * D**2 * (f[xs] + f[ys])))
    return Measurement(lhs, {"e_pos_sq_fx": float(np.mean(np.maximum(0.0, D) ** 2 * f[xs])),
                             "e_sq_fx": float(np.mean(D**2 * f[xs]))})


def _ident_exact(inst: dict) -> Measurement:
    g, xs, ys = _ident_values(inst)
    with mpmath.workdps(40):
        G = [mpmath.mpf(float(v)) for v in g]
        F = [mpmath.exp(v) for v in G]
        n = len(xs)
        lhs = mpmath.fsum(0.5 * (G[x] - G[y]) ** 2 * (F[x] + F[y]) for x, y in zip(xs, ys, strict=True)) / n
        pos = mpmath.fsum(max(0, G[x] - G[y]) ** 2 * F[x] for x, y in zip(xs, ys, strict=True)) / n
        sq = mpmath.fsum((G[x] - G[y]) ** 2 * F[x] for x, y in zip(xs, ys, strict=True)) / n
    return Measurement(lhs, {"e_pos_sq_fx": pos, "e_sq_fx": sq}, exact=True)


DISPLAY_FACTA7_IDENT = Claim(
    id="chenli.display.factA.7-identity",
    paper=PAPER,
    source=f"Proof of Fact A.7, Appendix A.1, {SEED_FILE} L3407",
    statement="(1/2) E_{x,y}[(log f(x) - log f(y))^2 (f(x) + f(y))] = E_{x,y}[max(0, log f(x) - log f(y))^2 f(x)] "
              "(x ~ pi, y a step of the walk from x; checked on the cube walk of Lemma A.3, pi uniform).",
    statement_tex=r"\frac{1}{2} \mathbb{E}_{x,y}[(\log f(x) - \log f(y))^2(f(x) + f(y))] = \mathbb{E}_{x,y}[\max(0, "
                  r"\log f(x) - \log f(y))^2 f(x)]",
    kind="step",
    comparison="==",
    bound=B.factA7_identity,
    measure=_ident_measure,
    exact=_ident_exact,
    strategy=_ident_instances,
    rtol=1e-9,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_factA7_identity_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. For an exchangeable pair (x, y) (a reversible walk from its stationary law) the left "
             "side equals E[(log f(x) - log f(y))^2 f(x)], which exceeds E[max(0, log f(x) - log f(y))^2 f(x)] by "
             "E[max(0, log f(y) - log f(x))^2 f(x)] > 0 unless f is constant: d = 1, f = (1, e): left side "
             "(1/2)(1 + e) = 1.859, right side e/2 = 1.359. The chain's conclusion E(f, log f) <= "
             "E[max(0, .)^2 f(x)] still holds (bound the a > b half termwise).",
    corrected=B.factA7_identity_corrected,
    corrected_text="(1/2) E[(log f(x) - log f(y))^2 (f(x) + f(y))] = E[(log f(x) - log f(y))^2 f(x)] for an "
                   "exchangeable pair (x, y).",
    mutants={"the printed max(0, .) form": B.factA7_identity},
    notes="Exact enumeration of the cube walk's pairs (2^d d of them, d <= 6) for a random positive f = e^g; "
          "scale 0 (f constant) is the equality case. Re-checked at 40 digits.",
    domain=(Param("d", 1, INF, integer=True, text="the walk's dimension (any reversible walk)",
                  unreached="d <= 6 (exact enumeration): the identity is about exchangeable pairs, not d"),),
    settings={"ci": {"max_examples": 40, "budget_s": 1.5}},
)


# ------------------------------------------------------------------------------ Lemma 8.2's proof (L2782)


@st.composite
def _l82_instances(draw: st.DrawFn) -> dict:
    """m in [2, 8], d in [2, 64], lambda in (0, 1], eps > 0, l in [0, m - 1], ||Theta_1||_F > 0 and ||M*||_F =
    (rho/d)(1 + s) with s >= 0 (s = 0: the smallest norm the list guarantees)."""
    m = draw(st.integers(2, 8))
    return {"m": m, "d": draw(st.integers(2, 64)), "lam": draw(with_edges(st.floats(1e-3, 1.0), 1.0)),
            "eps": draw(log_uniform(1e-9, 1e-1)), "ell": draw(st.integers(0, m - 1)),
            "theta1": draw(log_uniform(1e-2, 1e2)), "s": draw(with_edges(log_uniform(1e-6, 10.0), 0.0))}


def _l82_values(inst: dict, sqrt, one):  # noqa: ANN001, ANN202
    m, d, lam, eps, th = inst["m"], inst["d"], one * inst["lam"], one * inst["eps"], one * inst["theta1"]
    nus = [0 * one]  # nu_0 = 0; nu_{l+1} = 2d sqrt(2m/lambda)(sum_{a<=l} nu_a + eps), Eq. (132)
    for _ in range(inst["ell"] + 1):
        nus.append(2 * d * sqrt(2 * m / lam) * (sum(nus[1:]) + eps))
    rho = sqrt(lam / (2 * m)) * th
    lhs = th * (sum(nus[1 : inst["ell"] + 1]) + 2 * eps)
    return lhs, {"nu_next": nus[inst["ell"] + 1], "norm_Mstar": rho / d * (1 + inst["s"])}


def _l82_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q = _l82_values(inst, math.sqrt, 1.0)
    return Measurement(lhs, q)


def _l82_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        lhs, q = _l82_values(inst, mpmath.sqrt, mpmath.mpf(1))
    return Measurement(lhs, q, exact=True)


DISPLAY_LEMMA82 = Claim(
    id="chenli.display.lemma8.2-step",
    catalog_id="chenli.lemma8.2",
    paper=PAPER,
    source=f"Proof of Lemma 8.2, Section 8, {SEED_FILE} L2782 (nu_l from Eq. (132), L2675; rho from L2760)",
    statement="With nu_{l+1} = 2d sqrt(2m/lambda)(sum_{a<=l} nu_a + eps) (Eq. (132)), rho = sqrt(lambda/2m)||Theta_1|| "
              "and ||M*||_F >= rho/d (the list's guarantee): ||Theta_1||_F (sum_{a=1}^l nu_a + 2 eps) <= "
              "(nu_{l+1}/2) ||M*||_F.",
    statement_tex=r"$\|\Theta_1\|_F \cdot (\sum_{a=1}^{\ell} \nu_a + 2\epsilon) \leq \frac{\nu_{\ell+1}}{2} "
                  r"\|\mathbf{M}^*\|_F$",
    kind="step",
    comparison="<=",
    bound=B.lemma8_2_step,
    measure=_l82_measure,
    exact=_l82_exact,
    strategy=_l82_instances,
    expect="erratum",
    second_path="tests/test_chenli_sec8.py::test_lemma8_2_proof_step_is_short_but_statement_holds",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. (found earlier, kept as the record chenli.lemma8.2 whose reason described this display). "
              "At ||M*|| = rho/d, (nu_{l+1}/2)||M*|| = (sum nu_a + eps)||Theta_1|| < (sum nu_a + 2 eps)||Theta_1||: "
              "m = d = 2, lambda = 1, ||Theta_1|| = 1, eps = 1/100, l = 0 (M' = E_11/4 in a valid enclosure): "
              "1/50 against 1/100. Lemma 8.2's conclusion holds (the direct bound d sqrt(2m/lambda)(sum nu_a + 2 eps) "
              "<= nu_{l+1}); the step is short by a factor up to 2.",
    corrected=B.lemma8_2_step_corrected,
    corrected_text="||Theta_1||_F (sum_{a<=l} nu_a + 2 eps) <= nu_{l+1} ||M*||_F (without the 1/2).",
    mutants={"the printed nu_{l+1}/2": B.lemma8_2_step},
    notes="The display relates explicit quantities of the proof (Eq. (132), rho, the guaranteed ||M*|| >= rho/d); "
          "any ||M*|| in [rho/d, 11 rho/d] is drawn. Re-checked at 50 digits.",
    domain=(Param("m", 2, INF, integer=True, text="l < m", unreached="m <= 8"),
            Param("eps", 0.0, INF, lo_closed=False, text="eps > 0", unreached="eps in [1e-9, 0.1]"),
            Param("lam", 0.0, 1.0, lo_closed=False, text="0 < lambda <= 1")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)


CLAIMS: list[Claim] = [DISPLAY_FACTA7_ELEM, DISPLAY_FACTA7_IDENT, DISPLAY_LEMMA82]


# ------------------------------------------------------------------------------ Lemma A.9's proof (L3445, L3462)


def _ez_measure(inst: dict, ctx: Ctx) -> Measurement:
    return Measurement(math.exp(inst["z"]), {"z": inst["z"]})


def _ez_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        z = mpmath.mpf(inst["z"])
        return Measurement(mpmath.exp(z), {"z": z}, exact=True)


DISPLAY_LEMMAA9_ELEM = Claim(
    id="chenli.display.lemmaA.9-elementary",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Appendix A.2, {SEED_FILE} L3445",
    statement="'the elementary inequality e^z <= 2 max(0, z) for z in [0, 1]'.",
    statement_tex=r"the elementary inequality $e^z \leq 2 \max(0, z)$ for $z \in [0, 1]$",
    kind="step",
    comparison="<=",
    bound=B.lemmaA9_elementary,
    measure=_ez_measure,
    exact=_ez_exact,
    strategy=st.fixed_dictionaries({"z": with_edges(st.floats(0.0, 1.0), 0.0, 1.0, 0.5)}),
    assumptions=(Assumption("z range", "z in [0, 1]", lambda q: min(q["z"], 1 - q["z"])),),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_lemmaA9_elementary_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. False at every z in [0, 1]: e^z >= 1 + z > 2z for z < 1 and e > 2 at z = 1 (z = 0: 1 <= 0). "
             "The display after it uses e^{z} - 1 <= 2 max(0, z) for z in [-1, 1] (true: e^z - 1 <= (e - 1) z on "
             "[0, 1], <= 0 below), so Lemma A.9's argument stands with the '- 1' restored.",
    corrected=B.lemmaA9_elementary_corrected,
    corrected_text="e^z - 1 <= 2 max(0, z) for z in [-1, 1] (in particular e^z <= 1 + 2 max(0, z)).",
    mutants={"e^z <= 1 + max(0, z) (no factor 2 below e - 1)": lambda z: 1 + max(0 * z, z)},
    notes="Closed form; re-checked at 50 digits.",
    domain=(Param("z", 0.0, 1.0, text="z in [0, 1]"),),
    settings={"ci": {"max_examples": 30, "budget_s": 0.5}},
)


@st.composite
def _deriv_instances(draw: st.DrawFn) -> dict:
    """f on a finite space of n points with the uniform law (any law works; the identity is pointwise in f), values
    in [0, scale] (Lemma A.9's f is nonnegative), beta in (0, 1]."""
    return {"n": draw(st.integers(2, 16)), "scale": draw(with_edges(log_uniform(1e-3, 20.0), 1.0)),
            "beta": draw(with_edges(st.floats(1e-3, 1.0), 1.0)), "seed": draw(SEEDS)}


def _deriv_values(inst: dict, mp: bool) -> tuple:
    vals = np.random.default_rng(inst["seed"]).uniform(0.0, inst["scale"], inst["n"])
    if not mp:
        f, b = vals, inst["beta"]
        w = np.exp(-b * f)
        h = w.mean()
        hp = -(f * w).mean()  # h'(beta), differentiated under the expectation
        ent = (w * np.log(w)).mean() - h * math.log(h)
        lhs = (b * hp / h - math.log(h)) / b**2
        q = {"beta": b, "mean_f_tilted": float((f * w).mean() / h), "log_h": math.log(h), "h_prime_over_h": hp / h,
             "ent_over_h": float(ent / h)}
        return lhs, q
    with mpmath.workdps(50):
        F = [mpmath.mpf(float(v)) for v in vals]
        b = mpmath.mpf(inst["beta"])

        def h_of(t: mpmath.mpf) -> mpmath.mpf:
            return mpmath.fsum(mpmath.exp(-t * v) for v in F) / len(F)

        h = h_of(b)
        hp = mpmath.diff(h_of, b)  # h'(beta) by mpmath's numerical differentiation (an independent route)
        w = [mpmath.exp(-b * v) for v in F]
        ent = mpmath.fsum(x * mpmath.log(x) for x in w) / len(F) - h * mpmath.log(h)
        lhs = (b * hp / h - mpmath.log(h)) / b**2
        q = {"beta": b, "mean_f_tilted": mpmath.fsum(v * x for v, x in zip(F, w, strict=True)) / len(F) / h,
             "log_h": mpmath.log(h), "h_prime_over_h": hp / h, "ent_over_h": ent / h}
        return lhs, q


def _deriv_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q = _deriv_values(inst, False)
    return Measurement(float(lhs), q)


def _deriv_exact(inst: dict) -> Measurement:
    lhs, q = _deriv_values(inst, True)
    return Measurement(lhs, q, exact=True)


DISPLAY_LEMMAA9_DERIV = Claim(
    id="chenli.display.lemmaA.9-derivative",
    catalog_id="chenli.lemmaA.9",
    paper=PAPER,
    source=f"Proof of Lemma A.9, Appendix A.2, {SEED_FILE} L3460-L3462",
    statement="With h(beta) := E_pi[e^{-beta f}]: (1/beta^2)(beta h'(beta)/h(beta) - log h(beta)) = (1/beta^2)"
              "(E_pi[f e^{-beta f}]/E_pi[e^{-beta f}] - log h(beta)) (the middle '=' of the chain for d/dbeta "
              "(log h(beta)/beta)); checked for f >= 0 on a finite space, 0 < beta <= 1.",
    statement_tex=r"\frac{1}{\beta^2} \left(\frac{\beta h'(\beta)}{h(\beta)} - \log h(\beta) \right) = \frac{1}{\beta^2} "
                  r"\left(\frac{\mathbb{E}_\pi[f e^{-\beta f}]}{\mathbb{E}_\pi[e^{-\beta f}]} - \log h(\beta) \right)",
    kind="step",
    comparison="==",
    bound=B.lemmaA9_derivative_middle,
    measure=_deriv_measure,
    exact=_deriv_exact,
    strategy=_deriv_instances,
    rtol=1e-9,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_lemmaA9_derivative_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. h'(beta) = -E[f e^{-beta f}], so beta h'/h = -beta E[f e^{-beta f}]/h: the middle expression "
             "drops the factor -beta. f = 1 constant, beta = 1: first expression (1/1)(-1 - (-1)) = 0, middle (1 - (-1)) "
             "= 2. The first and the last expressions ((1/beta^2) Ent(e^{-beta f})/E[e^{-beta f}]) agree, so (151) and "
             "the rest of the proof are unaffected.",
    corrected=B.lemmaA9_derivative_corrected,
    corrected_text="= (1/beta^2)(-beta E[f e^{-beta f}]/E[e^{-beta f}] - log h(beta)) = (1/beta^2) Ent_pi(e^{-beta f})/"
                   "E_pi[e^{-beta f}].",
    mutants={"the printed middle expression": B.lemmaA9_derivative_middle},
    notes="Float64 with h' in closed form; re-checked at 50 digits with h' by mpmath.diff (numerical differentiation "
          "of h, an independent route to h').",
    domain=(Param("beta", 0.0, 1.0, lo_closed=False, text="0 <= beta <= 1 (beta = 0 divides by 0)"),),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_LEMMAA9_ELEM, DISPLAY_LEMMAA9_DERIV]


# ------------------------------------------------------------------------------ Lemma 3.8's proof (L369)


@st.composite
def _l38_instances(draw: st.DrawFn) -> dict:
    """Exact rationals (denominator 360): k in [2, 6]; v_i, v_j >= 1/3 with v_i + v_j <= 1, the rest of the mass spread
    evenly; eps in (0, 1/6]; eps_i, eps_j in [-eps, eps] (the extremes included), compensated evenly on the other
    coordinates (k = 2: eps_j = -eps_i). Assumptions (simplex, ||v - v'||_inf <= eps) are checked exactly."""
    k = draw(st.integers(2, 6))
    vi = draw(st.integers(120, 240))
    vj = 360 - vi if k == 2 else draw(st.integers(120, 360 - vi))
    e = draw(with_edges(st.integers(1, 60), 60))
    ei = draw(with_edges(st.integers(-e, e), -e, e))
    ej = -ei if k == 2 else draw(with_edges(st.integers(-e, e), -e, e))
    return {"k": k, "vi": vi, "vj": vj, "e": e, "ei": ei, "ej": ej}


def _l38_values(inst: dict) -> tuple:
    from fractions import Fraction as Fr

    k, D = inst["k"], 360
    vi, vj, e, ei, ej = (Fr(inst[x], D) for x in ("vi", "vj", "e", "ei", "ej"))
    rest = (1 - vi - vj) / (k - 2) if k > 2 else Fr(0)
    comp = -(ei + ej) / (k - 2) if k > 2 else Fr(0)
    v = [vi, vj] + [rest] * (k - 2)
    vp = [vi + ei, vj + ej] + [rest + comp] * (k - 2)
    lhs = abs(vi / vj * (vp[1] / vp[0]) - 1)
    terms = {"simplex_slack": min(min(vp), min(v), Fr(0) if sum(vp) == 1 else Fr(-1)),
             "inf_slack": e - max(abs(a - b) for a, b in zip(v, vp, strict=True)),
             "eps_slack": min(e, Fr(1, 6) - e), "vij_slack": min(vi, vj) - Fr(1, 3)}
    return lhs, e, terms


def _l38_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, e, t = _l38_values(inst)
    return Measurement(float(lhs), {"eps": float(e)}, {k: float(x) for k, x in t.items()})


def _l38_exact(inst: dict) -> Measurement:
    lhs, e, t = _l38_values(inst)
    return Measurement(lhs, {"eps": e}, dict(t), exact=True)


DISPLAY_LEMMA38 = Claim(
    id="chenli.display.lemma3.8-ratio",
    catalog_id="chenli.lemma3.8",
    paper=PAPER,
    source=f"Proof of Lemma 3.8, Section 3.4, {SEED_FILE} L367-L369",
    statement="For 0 <= eps <= 1/6, v, v' in the simplex with ||v - v'||_inf <= eps and v_i, v_j >= 1/3 (eps_i := v'_i - "
              "v_i, eps_j := v'_j - v_j): |(v_i/v_j)(v'_j/v'_i) - 1| = |(v_i eps_j - v_j eps_i)/(v_j (v_i + eps_i))| "
              "<= eps/((1/3)(1/3 + 1/6)) = 6 eps.",
    statement_tex=r"\left| \frac{v_i}{v_j} \cdot \frac{v'_j}{v'_i} - 1 \right| = \left| \frac{v_i \varepsilon_j - v_j "
                  r"\varepsilon_i}{v_j(v_i + \varepsilon_i)} \right| \leq \frac{\varepsilon}{(1/3) \cdot (1/3 + 1/6)} = "
                  r"6\varepsilon",
    kind="step",
    comparison="<=",
    bound=B.lemma3_8_ratio_step,
    measure=_l38_measure,
    exact=_l38_exact,
    strategy=_l38_instances,
    assumptions=(Assumption("simplex", "v, v' in the simplex", lambda q: q["simplex_slack"]),
                 Assumption("sup norm", "||v - v'||_inf <= eps", lambda q: q["inf_slack"]),
                 Assumption("eps range", "0 <= eps <= 1/6", lambda q: q["eps_slack"]),
                 Assumption("v_i, v_j >= 1/3", "v_i, v_j >= 1/3", lambda q: q["vij_slack"])),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_lemma3_8_ratio_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed. The denominator v_j(v_i + eps_i) is bounded below by (1/3)(1/3 + 1/6), but eps_i can be -eps "
             "(the lower bound is (1/3)(1/3 - 1/6) = 1/18): k = 3, v = (1/3, 1/3, 1/3), eps = 1/6, v' = (1/6, 1/2, 1/3) "
             "gives |(v_i/v_j)(v'_j/v'_i) - 1| = 2 > 6 eps = 1. The same instance violates Lemma 3.8 itself "
             "(|log 3| = 1.0986 > 1: chenli.lemma3.8, already an erratum): this display is where its proof fails.",
    corrected=B.lemma3_8_ratio_step_corrected,
    corrected_text="|(v_i/v_j)(v'_j/v'_i) - 1| <= 2 eps/(1/3 - eps) <= 12 eps (sharp at v_i = v_j = 1/3, eps = 1/6).",
    mutants={"the printed 6 eps": B.lemma3_8_ratio_step},
    notes="Exact rationals (denominator 360), every hypothesis checked exactly.",
    domain=(Param("eps", 0.0, 1.0 / 6, text="0 <= eps <= 1/6", unreached="eps = 0 (nothing moves; lhs = 0)"),
            Param("k", 2, INF, integer=True, text="v in the simplex of R^k", unreached="k <= 6: the step involves two "
                  "coordinates; the others only absorb the mass")),
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_LEMMA38]


# ------------------------------------------------------------------------------ Appendix C.2 (L3860)


@st.composite
def _c2_instances(draw: st.DrawFn) -> dict:
    """m heads, d coordinates, integer Theta_i in [-3, 3], x, y in {+-1}^d, T a nonempty subset, lambda rational with
    denominator 4 in [-2, 2] (lambda = (1, ..., 1) included): every quantity exact."""
    m, d = draw(st.integers(1, 4)), draw(st.integers(1, 8))
    ones = draw(st.booleans())
    return {"m": m, "d": d, "seed": draw(SEEDS), "lam_ones": ones}


def _c2_values(inst: dict) -> tuple:
    from fractions import Fraction as Fr

    m, d = inst["m"], inst["d"]
    rng = np.random.default_rng(inst["seed"])
    th = rng.integers(-3, 4, (m, d, d))
    x, y = rng.choice([-1, 1], d), rng.choice([-1, 1], d)
    T = [j for j in range(d) if rng.random() < 0.7] or [0]
    lam = [Fr(1)] * m if inst["lam_ones"] else [Fr(int(v), 4) for v in rng.integers(-8, 9, m)]
    rows = [[int(x @ th[i][:, j]) for j in T] for i in range(m)]  # V: rows x^T (Theta_i)_{:,T}
    Vy = [sum(r * int(y[j]) for r, j in zip(row, T, strict=True)) for row in rows]
    lhs = sum(lam[i] * Vy[i] for i in range(m))  # <lambda, V y>
    unweighted = sum(Fr(v) for v in Vy)
    weighted = sum(lam[i] * sum(int(x @ th[i][:, j]) * int(y[j]) for j in T) for i in range(m))
    return lhs, {"unweighted": unweighted, "weighted": weighted}


def _c2_measure(inst: dict, ctx: Ctx) -> Measurement:
    lhs, q = _c2_values(inst)
    return Measurement(float(lhs), {k: float(v) for k, v in q.items()})


def _c2_exact(inst: dict) -> Measurement:
    lhs, q = _c2_values(inst)
    return Measurement(lhs, q, exact=True)


DISPLAY_APPC2_INNER = Claim(
    id="chenli.display.appC.2-inner",
    catalog_id="chenli.appC.2",
    paper=PAPER,
    source=f"Appendix C.2, {SEED_FILE} L3856-L3860",
    statement="With V in R^{m x d} the matrix whose rows are x^T (Theta_i)_{:,T}: <lambda, V y> = sum_i lambda_i x^T "
              "(Theta_i)_{:,T} y = sum_i sum_{j in T} <x, (Theta_i)_{:,j}> y_j (the last '=' as printed).",
    statement_tex=r"\langle \lambda, \mathbf{V}y \rangle = \sum_{i=1}^m \lambda_i x^\top(\Theta_i)_{:,T} y = "
                  r"\sum_{i=1}^m \sum_{j \in T} \langle x, (\Theta_i)_{:,j} \rangle y_j",
    kind="step",
    comparison="==",
    bound=B.appC2_inner_printed,
    measure=_c2_measure,
    exact=_c2_exact,
    strategy=_c2_instances,
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_appC2_inner_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed as printed. The last expression drops the weights lambda_i: m = 1, d = 1, Theta = (1), x = y = (1), T = {1}, "
             "lambda = 2: <lambda, V y> = 2, the printed sum 1. A slip (the next display, L3864, is already the "
             "erratum chenli.appC.2); it holds for lambda = (1, ..., 1) only.",
    corrected=B.appC2_inner_corrected,
    corrected_text="<lambda, V y> = sum_i lambda_i sum_{j in T} <x, (Theta_i)_{:,j}> y_j.",
    mutants={"the printed unweighted sum": B.appC2_inner_printed},
    notes="Exact integers and rationals. V y is read with y restricted to T (V has |T| columns as defined).",
    domain=(Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 4 (an identity in lambda)"),),
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [DISPLAY_APPC2_INNER]


# ------------------------------------------------------------------------------ Theorem B.1's proof (L3656)


def _logel_measure(inst: dict, ctx: Ctx) -> Measurement:
    y = inst["x"] + inst["xi"]
    return Measurement(abs(math.log1p(y) - y), {"x": inst["x"], "xi": inst["xi"]})


def _logel_exact(inst: dict) -> Measurement:
    with mpmath.workdps(50):
        x, xi = mpmath.mpf(inst["x"]), mpmath.mpf(inst["xi"])
        y = x + xi
        return Measurement(abs(mpmath.log1p(y) - y), {"x": x, "xi": xi}, exact=True)


DISPLAY_THMB1_LOG = Claim(
    id="chenli.display.thmB.1-log",
    catalog_id="chenli.thmB.1",
    paper=PAPER,
    source=f"Proof of Theorem B.1, Appendix B.1, {SEED_FILE} L3656",
    statement="'the elementary inequality |log(1 + x + xi) - (x + xi)| <= 6|xi| for all |x| <= 1/10 and |xi| <= 1/100'.",
    statement_tex=r"the elementary inequality $|\log(1+x+\xi) - (x+\xi)| \leq 6|\xi|$ for all $|x| \leq 1/10$ and "
                  r"$|\xi| \leq 1/100$",
    kind="step",
    comparison="<=",
    bound=B.thmB1_log_elementary,
    measure=_logel_measure,
    exact=_logel_exact,
    strategy=st.fixed_dictionaries({"x": with_edges(st.floats(-0.1, 0.1), -0.1, 0.1, 0.0),
                                    "xi": with_edges(st.floats(-0.01, 0.01), 0.0, -0.01, 0.01)}),
    assumptions=(Assumption("ranges", "|x| <= 1/10, |xi| <= 1/100",
                            lambda q: min(0.1 - abs(q["x"]), 0.01 - abs(q["xi"]))),),
    expect="erratum",
    second_path="tests/test_chenli_errata.py::test_display_thmB1_log_second_path",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/chenli.md): confirmed. At xi = 0 the right side is 0 while |log(1 + x) - x| ~ x^2/2 > 0: x = 1/10 gives 0.00469 > 0; "
             "for xi != 0 the ratio is unbounded as xi -> 0 (x fixed). The conclusion drawn from it (log phi = "
             "-(1/2) lambda^T Q lambda (1 +- 6 eps)) needs a bound on log(1 + x + xi) - x relative to |x|, which this "
             "display does not give.",
    corrected=B.thmB1_log_elementary_corrected,
    corrected_text="|log(1 + y) - y| <= y^2/(2(1 - |y|)) for |y| < 1 (y = x + xi).",
    mutants={"y^2/4 (a quarter instead of a half)": lambda x, xi: (x + xi) ** 2 / 4},
    auto_mutant=False,  # the corrected bound is tight only as y -> 0 (ratio -> 1), where a 10 % stronger one fails
    notes="Closed form (log1p), re-checked at 50 digits.",
    domain=(Param("x", -0.1, 0.1, text="|x| <= 1/10"), Param("xi", -0.01, 0.01, text="|xi| <= 1/100")),
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

CLAIMS += [DISPLAY_THMB1_LOG]
