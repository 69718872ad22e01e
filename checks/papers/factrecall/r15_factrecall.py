"""Round 15 (factrecall, helper chenliA): displays inside the proofs of Theorem 1 (App. B) and Theorem 5 (App. D.2),
encoded as printed as ``kind="step"`` claims.

- L459 (Theorem 1's proof): P(exists gamma_xy <= 0) <= N (M - 1) delta' <= delta with delta' = delta/(N M) (L455):
  the last '<=' exactly (Fractions); the union bound itself is factrecall.thm1's.
- L1090-L1091 (Theorem 5's proof): E[-log p_hat(a*(s, r) | z) | s, r in z] <= 2 eps alpha^{-1} p(s, r)^{-1} |A|,
  from L1082 (E[p_hat(a*) | s, r in z] >= 1 - eps alpha^{-1} p(s, r)^{-1} |A|), L1086 (the T^2 |N|^{T-3} equally
  likely sequences: p_hat >= 1 - T^2 |N|^{T-3} eps alpha^{-1} p^{-1} |A| pointwise) and L1058's eps, on every law of
  p_hat over the sequences that meets those premises (two atoms, masses multiples of the sequence mass): holds.
- L1095-L1097: the loss sum_{s, r} p(s, r) E[...] <= 2 eps alpha^{-1} |A| S R <= delta, on a law p(s, r) over the
  S x R pairs and the same p_hat laws: holds.
- L1631-L1636 (Lemma 9's proof): its third '>=' (1(E) and the factor 1 - eps dropped from nonpositive terms) and the
  '=' (l(s, r) = -E[log f_hat(s, r)_{a*}]) on finite laws of (1_E, sum_s log f_hat): holds (the first two '>=' are
  L1610's Gibbs step and L1621-L1627's event chain, claims of earlier rounds).
"""

from __future__ import annotations

import math
from fractions import Fraction
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r15_factrecall as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

SP = "tests/test_factrecall_r15_factrecall.py::"
CLAIMS: list[Claim] = []

# ========================================================================= Theorem 1's proof: the union bound (L459)


@st.composite
def _l459_inst(draw: st.DrawFn) -> dict:
    """N >= 1 facts, M >= 2 outputs (M >= N: f* injective), delta = num/den in (0, 1) (exact)."""
    N = draw(st.one_of(st.just(1), st.integers(1, 100), st.integers(1, 10**9)))
    M = N + draw(st.one_of(st.just(0), st.integers(0, 100), st.integers(0, 10**9)))
    M = max(M, 2)
    den = draw(st.integers(2, 10**12))
    return {"N": N, "M": M, "delta_num": draw(st.integers(1, den - 1)), "delta_den": den}


def _l459_values(inst: dict) -> tuple:
    N, M = inst["N"], inst["M"]
    delta = Fraction(inst["delta_num"], inst["delta_den"])
    dprime = delta / (N * M)  # L455: delta' = delta/(N M)
    return N * (M - 1) * dprime, delta


def _l459_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs, delta = _l459_values(inst)
    return Measurement(float(lhs), {"delta": float(delta)}, {"N (M - 1) delta'": float(lhs), "N": inst["N"],
                                                            "M": inst["M"]})


def _l459_exact(inst: dict) -> Measurement:
    lhs, delta = _l459_values(inst)
    return Measurement(lhs, {"delta": delta}, {})


THM1_UNION = Claim(
    id="factrecall.display.thm1-union", paper=PAPER, catalog_id="factrecall.thm1",
    source=f"Theorem 1 proof, Appendix B, {SEED_FILE} L459 (delta' = delta/(NM): L455)",
    statement="With delta' = delta/(N M): P(exists gamma_xy <= 0) <= N (M - 1) delta' <= delta. Checked: the last "
              "'<=' exactly (the union bound over the N (M - 1) pairs y != f*(x) is factrecall.thm1's).",
    kind="step", comparison="<=", bound=B.thm1_union, measure=_l459_measure, exact=_l459_exact,
    strategy=_l459_inst(),
    domain=(Param("N", 1, INF, integer=True, text="N >= 1 inputs", unreached="N <= 10^9"),
            Param("M", 2, INF, integer=True, text="M >= max(N, 2) outputs (f* injective)",
                  unreached="M <= N + 10^9"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
                  unreached="delta >= 1e-12 (a rational num/den, den <= 1e12)")),
    mutants={"delta/2": B.thm1_union_mutant},
    auto_mutant=False,
    notes="Exact in Fractions: N (M - 1) delta/(N M) = delta (M - 1)/M < delta, tight as M -> infinity (no 10% "
          "automatic mutant: the ratio (M - 1)/M approaches 1 only at large M, which the draw reaches).",
    settings={"ci": {"max_examples": 60, "budget_s": 2.0}},
)
CLAIMS.append(THM1_UNION)


# ===================================================================== Theorem 5's proof: the loss (L1058-L1097)


def _thm5_base(draw: st.DrawFn) -> dict:
    """Theorem 5's hypotheses (L265): S >= 8 R sqrt(2D), |N| >= 4 R sqrt(2D) T; alpha > 0, |A| >= 1 answers, T >= 3,
    delta in (0, 1); eps = frac * L1058's min (frac in (0, 1], 1 first); the law of p_hat(a*) over the T^2 |N|^{T-3}
    equally likely sequences (L1086): y = 1 - p_hat takes y0 on a mass m0 (a multiple of 1/n in [1/n, 1 - 1/n]) and
    y1 on the rest, m0 y0 = sigma u x, (1 - m0) y1 = (1 - sigma) u x, x = eps alpha^{-1} p^{-1} |A| (L1082's mean
    bound, met with slack u in (0, 1])."""
    D = draw(st.one_of(st.just(1), st.integers(1, 100)))
    R = draw(st.one_of(st.just(1), st.integers(1, 20)))
    T = draw(st.one_of(st.just(3), st.integers(3, 30)))
    s_min = math.ceil(8 * R * math.sqrt(2 * D))
    n_min = math.ceil(4 * R * math.sqrt(2 * D) * T)
    return {"D": D, "R": R, "T": T,
            "S": s_min + draw(st.one_of(st.just(0), st.integers(0, 50), st.integers(0, 10**4))),
            "Nn": n_min + draw(st.one_of(st.just(0), st.integers(0, 100), st.integers(0, 10**4))),
            "alpha": float(draw(with_edges(log_uniform(1e-6, 1e2), 1.0))),
            "A": draw(st.one_of(st.just(1), st.integers(1, 10**4))),
            "delta": float(draw(with_edges(log_uniform(1e-12, 0.999), 0.999))),
            "frac": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0))),
            "m0_frac": float(draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))),
            "sigma": float(draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0)))),
            "u": float(draw(with_edges(st.floats(1e-3, 1.0), 1.0)))}


def _log_n(inst: dict, log: Any) -> Any:
    return 2 * log(inst["T"]) + (inst["T"] - 3) * log(inst["Nn"])  # n = T^2 |N|^{T-3} (L1086)


def _eps(inst: dict, p_min: Any, log: Any, exp: Any, num: Any) -> Any:
    """L1058: eps <= min(alpha p(s, r) |A|^{-1} T^{-2} |N|^{-(T-3)}/2 (every pair: p_min), alpha |A|^{-1} S^{-1}
    R^{-1} delta/2), times frac."""
    a, A = num(inst["alpha"]), num(inst["A"])
    first = a * p_min / A * exp(-_log_n(inst, log)) / 2
    second = a / A / num(inst["S"]) / num(inst["R"]) * num(inst["delta"]) / 2
    return num(inst["frac"]) * min(first, second)


def _pair_loss(inst: dict, x: Any, log: Any, exp: Any, num: Any) -> Any:
    """E[-log p_hat] over the two-atom law of y = 1 - p_hat (see _thm5_base): masses multiples of 1/n."""
    log1p = math.log1p if num is float else __import__("mpmath").log1p
    inv_n = exp(-_log_n(inst, log))
    m0 = inv_n + num(inst["m0_frac"]) * (1 - 2 * inv_n)
    rest = inv_n + (1 - num(inst["m0_frac"])) * (1 - 2 * inv_n)  # 1 - m0, without cancellation
    u, sg = num(inst["u"]), num(inst["sigma"])
    y0 = sg * u * x / m0
    y1 = (1 - sg) * u * x / rest
    return -(m0 * log1p(-y0) + rest * log1p(-y1)), max(y0, y1)


@st.composite
def _l1090_inst(draw: st.DrawFn) -> dict:
    """One pair (s, r) with p = p(s, r) in (0, 1] (1 first)."""
    return {**_thm5_base(draw), "p": float(draw(with_edges(log_uniform(1e-9, 1.0), 1.0)))}


def _l1090_values(inst: dict, log: Any, exp: Any, num: Any) -> dict:
    p = num(inst["p"])
    eps = _eps(inst, p, log, exp, num)
    x = eps / num(inst["alpha"]) / p * num(inst["A"])
    lhs, ymax = _pair_loss(inst, x, log, exp, num)
    return {"lhs": lhs, "eps": eps, "x": x, "ymax": ymax, "n x": x * exp(_log_n(inst, log))}


def _l1090_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1090_values(inst, math.log, math.exp, float)
    q = {"eps": v["eps"], "alpha": inst["alpha"], "p": inst["p"], "A": inst["A"]}
    return Measurement(v["lhs"], q, {"x = eps A/(alpha p)": v["x"], "max y = 1 - p_hat": v["ymax"],
                                     "n x (<= 1/2, L1058)": v["n x"], "log n": _log_n(inst, math.log)})


def _l1090_exact(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        v = _l1090_values(inst, mpmath.log, mpmath.exp, mpmath.mpf)
        q = {"eps": v["eps"], "alpha": mpmath.mpf(inst["alpha"]), "p": mpmath.mpf(inst["p"]),
             "A": mpmath.mpf(inst["A"])}
        return Measurement(v["lhs"], q, {})


_THM5_ASSUMPTIONS = (
    Assumption("S >= 8 R sqrt(2D)", "Theorem 5 (L265)", lambda q: q["S"] - 8 * q["R"] * math.sqrt(2 * q["D"])),
    Assumption("|N| >= 4 R sqrt(2D) T", "Theorem 5 (L265)",
               lambda q: q["Nn"] - 4 * q["R"] * math.sqrt(2 * q["D"]) * q["T"]),
)

_THM5_DOMAIN = (
    Param("alpha", 0.0, INF, lo_closed=False, text="alpha > 0 (W_KQ >= alpha, Lemma 5)",
          unreached="alpha in [1e-6, 1e2]"),
    Param("|A|", 1, INF, integer=True, key="A", text="|A| >= 1 answers", unreached="|A| <= 10^4"),
    Param("T", 3, INF, integer=True, text="T >= 3 (|N|^{T-3})", unreached="T <= 30 (n = T^2 |N|^{T-3} in floats)"),
    Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
          unreached="delta in [1e-12, 0.999]"),
    Param("eps/min", 0.0, 1.0, lo_closed=False, key="frac", text="eps <= L1058's min", unreached="frac >= 1e-6"),
)

THM5_LOGLOSS = Claim(
    id="factrecall.display.thm5-logloss", paper=PAPER, catalog_id="factrecall.thm5",
    source=f"Proof of Theorem 5, App. D.2: L1090-L1091 (from L1082, L1086 and eps of L1058), {SEED_FILE}",
    statement="With eps <= min(alpha p(s, r) |A|^{-1} T^{-2} |N|^{-(T-3)}/2, alpha |A|^{-1} S^{-1} R^{-1} delta/2) "
              "(L1058), E[p_hat(a*(s, r) | z) | s, r in z] >= 1 - eps alpha^{-1} p(s, r)^{-1} |A| (L1082) and the "
              "T^2 |N|^{T-3} equally likely sequences containing (s, r) (L1086): E[-log p_hat(a*(s, r) | z_{1:T}) | "
              "s, r in z_{1:T}] <= 2 eps alpha^{-1} p(s, r)^{-1} |A|. Checked on two-atom laws of p_hat meeting the "
              "premises (natural log).",
    kind="step", comparison="<=", bound=B.thm5_logloss, measure=_l1090_measure, exact=_l1090_exact,
    strategy=_l1090_inst(), assumptions=_THM5_ASSUMPTIONS,
    domain=(*_THM5_DOMAIN, Param("p(s, r)", 0.0, 1.0, lo_closed=False, key="p", text="p(s, r) in (0, 1]",
                                 unreached="p >= 1e-9")),
    mutants={"eps alpha^{-1} p^{-1} |A| (no 2)": B.thm5_logloss_mutant},
    auto_mutant=False,
    notes="Pointwise y = 1 - p_hat <= n x <= 1/2 (a mass of at least 1/n carries y), and -log(1 - y) <= 2 log(2) y <= "
          "2y on [0, 1/2]; the worst law puts y = 1/2 on one sequence: lhs/bound = log 2 ~ 0.69 (not sharp: no "
          "automatic 10% mutant). The planted mutant (no factor 2) dies there (ratio 1.39).",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(THM5_LOGLOSS)


@st.composite
def _l1095_inst(draw: st.DrawFn) -> dict:
    """The law p(s, r) over the S x R pairs: Dirichlet(conc) from a seed (conc log-uniform in [0.01, 10]), at most
    2000 pairs evaluated (S R larger: the remaining pairs share the rest of the mass equally)."""
    return {**_thm5_base(draw), "conc": float(draw(log_uniform(0.01, 10.0))), "seed": draw(SEEDS),
            "item": draw(st.sampled_from(("first", "second")))}


def _pair_law(inst: dict) -> Any:
    import numpy as np

    SR = inst["S"] * inst["R"]
    k = min(SR, 2000)
    rng = np.random.default_rng(inst["seed"])
    w = rng.dirichlet(np.full(k, inst["conc"]))
    w = np.maximum(w / w.sum(), 1e-6 / k)  # no pair below 1e-6/k of the mass (eps stays in floats)
    w = w / w.sum()
    if SR > k:  # the other SR - k pairs share half of the mass equally
        return np.concatenate([w / 2, [0.5 / (SR - k)]]), np.concatenate([np.ones(k), [SR - k]])
    return w, np.ones(k)


def _l1095_values(inst: dict, log: Any, exp: Any, num: Any) -> dict:
    probs, mult = _pair_law(inst)
    P = [num(float(p)) for p in probs]
    eps = _eps(inst, min(P), log, exp, num)
    a, A = num(inst["alpha"]), num(inst["A"])
    loss = 0
    for p, m in zip(P, mult):
        x = eps / a / p * A
        ell, _ = _pair_loss(inst, x, log, exp, num)
        loss += num(float(m)) * p * ell
    return {"loss": loss, "eps": eps, "middle": 2 * eps / a * A * inst["S"] * inst["R"],
            "mass": sum(num(float(m)) * p for p, m in zip(P, mult))}


def _l1095_q(inst: dict, v: dict, num: Any) -> dict:
    return {"eps": v["eps"], "alpha": num(inst["alpha"]), "A": num(inst["A"]), "S": num(inst["S"]),
            "R": num(inst["R"]), "delta": num(inst["delta"]), "item": inst["item"]}


def _l1095_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1095_values(inst, math.log, math.exp, float)
    lhs = v["loss"] if inst["item"] == "first" else v["middle"]
    return Measurement(lhs, _l1095_q(inst, v, float),
                       {"loss": v["loss"], "2 eps |A| S R/alpha": v["middle"], "sum p(s, r)": v["mass"]})


def _l1095_exact(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        v = _l1095_values(inst, mpmath.log, mpmath.exp, mpmath.mpf)
        lhs = v["loss"] if inst["item"] == "first" else v["middle"]
        return Measurement(lhs, _l1095_q(inst, v, mpmath.mpf), {})


THM5_TOTAL = Claim(
    id="factrecall.display.thm5-total-loss", paper=PAPER, catalog_id="factrecall.thm5",
    source=f"Proof of Theorem 5, App. D.2: L1095-L1097 (with L1090-L1091 and eps of L1058), {SEED_FILE}",
    statement="The loss E[-log p_hat(z_{T+1} | z_{1:T})] = sum_{s, r} p(s, r) E[-log p_hat(a*(s, r) | z_{1:T}) | s, "
              "r in z_{1:T}] <= 2 eps alpha^{-1} |A| S R <= delta (eps of L1058). Checked: both '<=' (item 'first', "
              "'second'), on a law p(s, r) over the S x R pairs and the p_hat laws of "
              "factrecall.display.thm5-logloss.",
    kind="step", comparison="<=", bound=B.thm5_total, measure=_l1095_measure, exact=_l1095_exact,
    strategy=_l1095_inst(), assumptions=_THM5_ASSUMPTIONS, domain=_THM5_DOMAIN,
    mutants={"2 dropped (first), delta/2 (second)": B.thm5_total_mutant},
    auto_mutant=False,
    notes="sum_{s, r} p(s, r) 2 eps alpha^{-1} p(s, r)^{-1} |A| = 2 eps alpha^{-1} |A| S R exactly, and L1058's second "
          "term makes it <= delta (equality at frac = 1 when that term is the smaller). The first '<=' has ratio <= "
          "log 2 (not sharp: no automatic mutant); the second is tight.",
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(THM5_TOTAL)


# ============================================================== Lemma 9's proof: L1631-L1636 (the third '>=')


@st.composite
def _l1634_inst(draw: st.DrawFn) -> dict:
    """D >= 1, |V| >= 2D, S >= D subjects, eta in (0, 1] (M/S = (1 - eta/2)/D, L1644); a finite law of (1_E,
    G = sum_s log f_hat(s, r)_{a*(s, r)} <= 0) with K atoms (weights Dirichlet, G = -g_scale * Exp(1), the first atom
    G = 0 first), the share of E^c mass."""
    D = draw(st.one_of(st.just(1), st.integers(1, 50)))
    V = 2 * D + draw(st.one_of(st.just(0), st.integers(0, 10**6)))
    return {"D": D, "V": max(V, 2), "S": D + draw(st.one_of(st.just(0), st.integers(0, 10**5))),
            "eta": float(draw(with_edges(log_uniform(1e-6, 1.0), 1.0))), "K": draw(st.integers(2, 8)),
            "g_scale": float(draw(with_edges(log_uniform(1e-6, 1e4), 1e-6))),
            "p_bad": float(draw(with_edges(st.floats(0.0, 0.999), 0.0))), "seed": draw(SEEDS)}


def _l1634_values(inst: dict, log: Any, num: Any) -> dict:
    import numpy as np

    rng = np.random.default_rng(inst["seed"])
    K = inst["K"]
    w = np.maximum(rng.dirichlet(np.ones(K)), 1e-9)
    w = w / w.sum()
    G = -inst["g_scale"] * rng.exponential(size=K)
    G[0] = 0.0
    bad = np.zeros(K, dtype=bool)
    bad[: max(1, K // 3)] = True
    pb = num(inst["p_bad"])
    W = [num(float(x)) * pb / num(float(w[bad].sum())) if b else num(float(x)) * (1 - pb) / num(float(w[~bad].sum()))
         for x, b in zip(w, bad)]
    D, V, S, eta = num(inst["D"]), num(inst["V"]), num(inst["S"]), num(inst["eta"])
    eps = 1 / V  # L1642
    M = S / D * (1 - eta / 2)  # L1644
    const = -S * eps / M * log(V) + D * log(M / S)
    tail = pb * D * log(eps / V) + D * log(V)
    m3 = sum(Wa * ((1 - eps) / M * num(float(g)) + const) for Wa, g, b in zip(W, G, bad) if not b) + tail
    EG = sum(Wa * num(float(g)) for Wa, g in zip(W, G))
    m4 = EG / M + const + tail  # = -(1/M) sum_s l(s, r) + ... (l(s, r) = -E[log f_hat(s, r)_{a*}], L1636)
    return {"m3": m3, "m4": m4, "M": M, "E[G]": EG}


def _l1634_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _l1634_values(inst, math.log, float)
    return Measurement(v["m3"], {"member": v["m4"]}, {"M": v["M"], "E[G]": v["E[G]"]})


def _l1634_exact(inst: dict) -> Measurement:
    import mpmath

    with mpmath.workdps(60):
        v = _l1634_values(inst, mpmath.log, mpmath.mpf)
        return Measurement(v["m3"], {"member": v["m4"]}, {})


LEMMA9_L1634 = Claim(
    id="factrecall.display.lemma9-l1634", paper=PAPER, catalog_id="factrecall.lemma9",
    source=f"Proof of Lemma 9, App. E.3: L1631-L1636 (its third '>=' and the '=', with eps = 1/|V| of L1642 and M/S "
           f"= (1 - eta/2)/D of L1644; the first two '>=' are L1610 and L1621-L1627), {SEED_FILE}",
    statement="E[1(E) ((1 - eps)/M sum_s log f_hat(s, r)_{a*} - (S eps/M) log|V| + D log(M/S))] + P(not E) D log(eps/"
              "|V|) + D log|V| >= (1/M) E[sum_s log f_hat(s, r)_{a*}] - (S eps/M) log|V| + D log(M/S) + P(not E) D "
              "log(eps/|V|) + D log|V| = -(1/M) sum_s l(s, r) - ... . Checked on finite laws of (1_E, sum_s log "
              "f_hat) (natural log).",
    kind="step", comparison=">=", bound=B.lemma9_member, measure=_l1634_measure, exact=_l1634_exact,
    strategy=_l1634_inst(),
    domain=(Param("D", 1, INF, integer=True, text="D >= 1", unreached="D <= 50"),
            Param("|V|", 2, INF, integer=True, key="V", text="|V| >= 2D (Lemma 9)", unreached="|V| <= 2D + 10^6"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="eta in (0, 1] (L1642)", unreached="eta >= 1e-6")),
    mutants={"the next member raised by a tenth": B.lemma9_member_mutant},
    auto_mutant=False,
    notes="The step drops 1(E) from a nonpositive quantity (sum_s log f_hat <= 0, log(M/S) <= log(1/D) <= 0) and the "
          "factor 1 - eps <= 1 from a nonpositive sum; tight when E^c has mass 0 and f_hat(s, r)_{a*} = 1.",
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(LEMMA9_L1634)
