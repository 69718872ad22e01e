"""Round 5 (mhgdfr): displays inside the proofs of Theorem 9 (the variance chain, App. B, L520-L548) and Lemma 2
(the variance chain, App. C.1, L666-L678), encoded as printed as ``kind="step"`` claims with an ``item`` per display;
the measurements are exact (sphere moments in fractions, Gauss-Hermite quadrature of polynomials). The numbered
results keep their own claims (``catalog_id``)."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st
from numpy.polynomial import hermite_e as He

from thmcheck.bounds.factrecall.r5_mhgdfr import (
    l2_printed,
    l6_corrected,
    l6_printed,
    t9_printed,
)
from thmcheck.checks.claim import Claim, Ctx, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS


def sphere_moment(d: int, p: int) -> Fraction:
    """E[<u, v>^{2p}] for u, v independent uniform on S^{d-1}: (2p - 1)!! / (d (d + 2) ... (d + 2p - 2))."""
    num, den = Fraction(1), Fraction(1)
    for j in range(p):
        num *= 2 * j + 1
        den *= d + 2 * j
    return num / den


def _gauss_moment(coef: np.ndarray, power: int) -> float:
    """E[f(Z)^power] for Z ~ N(0, 1) and f = sum_j coef_j h_j (h_j = He_j / sqrt(j!), orthonormal), by
    Gauss-Hermite quadrature exact for the degree."""
    deg = (len(coef) - 1) * power
    x, w = He.hermegauss(max(deg // 2 + 2, 2))
    w = w / math.sqrt(2 * math.pi)
    herm = np.array([c / math.sqrt(math.factorial(j)) for j, c in enumerate(coef)])
    return float(w @ He.hermeval(x, herm) ** power)


def _sigma_prime(c: np.ndarray) -> np.ndarray:
    """Hermite coefficients of sigma' for sigma = sum_j c_j h_j: h_j' = sqrt(j) h_{j-1}."""
    return np.array([c[j] * math.sqrt(j) for j in range(1, len(c))]) if len(c) > 1 else np.zeros(1)


# ===================================================================== Theorem 9's variance chain (App. B)

_T9_ITEMS = ("520-ne", "520-eq", "524-A", "524-B", "524-C", "524-A-ge", "524-B-ge", "524-C-ge", "534-A", "534-B",
             "534-C", "542", "546", "548-ne", "548-eq")


@st.composite
def _t9_inst(draw: st.DrawFn) -> dict:
    q = draw(st.integers(1, 12))
    return {"item": _T9_ITEMS[draw(SEEDS) % len(_T9_ITEMS)],
            "d": draw(st.one_of(st.integers(1, 20), st.integers(1, 10**6))),
            "k": 2 * draw(st.integers(0, 8)), "q": q,
            "c": [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]}


def _t9_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The left side of each display, exact (Fractions) or by quadrature; `rhs` carries the printed right side."""
    item, d, k, q = inst["item"], inst["d"], inst["k"], inst["q"]
    if item == "520-ne":  # E[<e_z, e_x>^{2(k+1)}] <= (2k+2)^{k+1} d^{-(k+1)}, x != z
        lhs, rhs = float(sphere_moment(d, k + 1)), float(Fraction(2 * k + 2) ** (k + 1) / Fraction(d) ** (k + 1))
    elif item == "520-eq":  # ... <= 1, x = z
        lhs, rhs = 1.0, 1.0
    elif item.startswith("524"):
        # E[<u_{f*(x)} - u_y, u_{f*(z)}>^2] expanded: E<a, c>^2 - 2 E<a, c><b, c> + E<b, c>^2 with E<u, u'>^2 = 1/d
        # (sphere_moment(d, 1)), E<u, u'> = 0 and E<u, u'><u'', u'> = 0 for independent u, u', u''
        m2 = sphere_moment(d, 1)
        case = item[4]
        exact = {"A": 1 + m2,  # c = a = u_{f*(x)}: E(1 - <b, a>)^2
                 "B": m2 + 1,  # c = b = u_y: E(<a, b> - 1)^2
                 "C": m2 + m2}[case]  # c independent of a, b
        printed = {"A": 1 + Fraction(1, d), "B": 1 + Fraction(1, d), "C": Fraction(2, d)}[case]
        sign = -1 if item.endswith("-ge") else 1  # the equality as two '<='
        lhs, rhs = float(sign * exact), float(sign * printed)
    elif item.startswith("534"):
        # E[<v, a>^2 <v, c>^2] = E[||a||^2 ||c||^2 + 2 <a, c>^2] (Isserlis, v ~ N(0, I)), a = u_{f*(x)} - u_y,
        # c = u_{f*(z)}; with s = <u, u'> of independent sphere vectors: E s = 0, E s^2 = 1/d
        m2 = Fraction(1, d)
        lhs = float({"534-A": (2 + 2 * (1 + m2)),  # c = u_{f*(x)}: ||a||^2 = 2 - 2s, <a, c> = 1 - s
                     "534-B": (2 + 2 * (1 + m2)),  # c = u_y: <a, c> = s - 1
                     "534-C": (2 + 2 * (2 * m2))}[item])  # c independent of both
        rhs = 6.0
    elif item == "542":  # E[sigma'(g)^8]^{1/4} = ||sigma'||_{L8}^2 <= 8^q ||sigma'||_{L2}^2
        sp = _sigma_prime(np.array(inst["c"]))
        lhs = _gauss_moment(sp, 8) ** 0.25
        rhs = 8.0**q * float(sp @ sp)
    elif item == "546":  # E[h_k(g)^8]^{1/4} <= 8^k
        e = np.zeros(k + 1)
        e[k] = 1.0
        lhs, rhs = _gauss_moment(e, 8) ** 0.25, 8.0**k
    elif item == "548-ne":  # E[<e_x, e_z>^4]^{1/2} <= 4 d^{-1} if x != z
        lhs, rhs = math.sqrt(float(sphere_moment(d, 2))), 4.0 / d
    else:  # "548-eq": "... and 1 otherwise" (z = x: <e_x, e_x> = 1)
        lhs, rhs = 1.0, 1.0
    return Measurement(lhs, {"item": item, "rhs": rhs, "d": d}, {"d": d, "k": k, "q": q})


def _t9_mut(item: str, rhs: float, d: int, hit: str, value: float) -> float:
    """A planted mutant: `value` in place of the printed right side on item `hit`."""
    return value if item == hit else t9_printed(item, rhs, d)


T9_CHAIN = Claim(
    id="factrecall.display.thm9-variance-chain",
    catalog_id="factrecall.thm9",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 1, INF, integer=True, text="embedding dimension d", unreached="d <= 10^6 (exact in d)"),
            Param("k", 0, INF, integer=True, text="k even (L489)", unreached="k <= 16"),
            Param("q", 1, INF, integer=True, text="sigma a polynomial of degree q, all Hermite coefficients != 0 "
                  "(Assumption 3, L467)", unreached="q <= 12"),
            Param("c_j", -INF, INF, key="c", text="the Hermite coefficients of sigma (non-zero)",
                  unreached="|c_j| in [1e-3, 10] (L542 is homogeneous of degree 2 in c)")),
    source=(f"Proof of Theorem 9, App. B: L520, L524, L533-L534, L542, L546, L548, {SEED_FILE}"),
    statement="e_x, u_y uniform on S^{d-1}, v_i, w_i ~ N(0, I_d): (L520) E[<e_z, e_x>^{2(k+1)}] <= 1 (x = z), "
              "(2k+2)^{k+1} d^{-(k+1)} (x != z); (L524) E[<u_{f*(x)} - u_y, u_{f*(z)}>^2] = 1 + 1/d if f*(x) = "
              "f*(z) or y = f*(z), 2/d otherwise; (L534) E[<v_i, u_{f*(x)} - u_y>^2 <v_i, u_{f*(z)}>^2] <= 6; (L542) "
              "||sigma'||_{L8}^2 <= 8^q ||sigma'||_{L2}^2; (L546) E[h_k(<e_z, w_i>)^8]^{1/4} <= 8^k; (L548) "
              "E[<e_x, e_z>^4]^{1/2} <= 4 d^{-1} if x != z, and 1 otherwise.",
    comparison="<=",
    bound=t9_printed,
    measure=_t9_measure,
    strategy=_t9_inst,
    rtol=1e-9,
    expect="holds",
    evidence="Every item holds (exact sphere moments, Gauss-Hermite quadrature). L548 is encoded with its printed "
             "case split: sqrt(E<e_x, e_z>^4) = sqrt(3/(d(d+2))) <= 4/d for x != z, and = 1 <= 1 for z = x. "
             "(Round 5's first encoding dropped the '1 otherwise' case and reported a crossing at z = x; the audit "
             "refuted it -- revised by mhgdfr2.)",
    second_path="tests/test_factrecall_r5_mhgdfr.py::test_l548_holds_in_both_cases",
    notes="Exact: E[<u, v>^{2p}] = (2p-1)!!/(d (d+2) ... (d+2p-2)) (Fractions); L534 by Isserlis over v and the "
          "sphere moments over u (cases: u_{f*(z)} = u_{f*(x)}, = u_y, or independent); L542, L546 by "
          "Gauss-Hermite quadrature exact for the degree (h_j orthonormal, L1733-L1735), sigma' = sum_j c_j sqrt(j) "
          "h_{j-1}.",
    mutants={"L520 a third": lambda item, rhs, d: _t9_mut(item, rhs, d, "520-ne", rhs / 3),
             "L534 with 4 for 6": lambda item, rhs, d: 4.0 if item.startswith("534") else t9_printed(item, rhs, d),
             "L546 with 2^k": lambda item, rhs, d: _t9_mut(item, rhs, d, "546", rhs ** (1 / 3)),
             "L548 with 1/d for 4/d": lambda item, rhs, d: _t9_mut(item, rhs, d, "548-ne", rhs / 4),
             "L548 without '1 otherwise'": lambda item, rhs, d: _t9_mut(item, rhs, d, "548-eq", 4.0 / d)},
    auto_mutant=False,
    settings={"ci": {"max_examples": 200, "budget_s": 0.8}},
)


# ======================================================================= Lemma 2's variance chain (App. C.1)

_L2_ITEMS = ("670-same", "670-diff", "677", "678")


@st.composite
def _l2_inst(draw: st.DrawFn) -> dict:
    nV = draw(st.integers(1, 6))
    return {"item": _L2_ITEMS[draw(SEEDS) % len(_L2_ITEMS)],
            "d": draw(st.one_of(st.integers(2, 20), st.integers(2, 10**6))),
            "dh": draw(st.integers(1, 10**4)), "rho_aa": draw(st.booleans()), "nV": nV,
            "sets": [draw(st.lists(st.integers(0, 7), min_size=0, max_size=6, unique=True)) for _ in range(nV)],
            "a": draw(st.integers(0, 7)), "z": draw(st.integers(0, nV - 1))}


def _l2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Exact (Fractions). w uniform on the unit sphere of phi(EOS)^perp (dimension n = d - 1): E_w[<x, w>^2 <w,
    y>^2] = (|Px|^2 |Py|^2 + 2 <Px, Py>^2)/(n (n + 2)); then the embeddings uniform on S^{d-1}: with t = <phi(z),
    phi(EOS)>, E(1 - t^2)^2 = 1 - 2/d + 3/(d (d + 2)), E(1 - t^2) = (d - 1)/d and E<Pz, z'>^2 = (d - 1)/d^2."""
    item, d, dh = inst["item"], inst["d"], inst["dh"]
    D = Fraction(d)
    rho = (lambda same: Fraction(1) if same else 1 / D)  # noqa: E731
    if item.startswith("670"):
        raa = rho(inst["rho_aa"])
        n = D - 1
        if item == "670-same":  # z' = z
            inner = 3 * (1 - 2 / D + 3 / (D * (D + 2)))
            rzz = Fraction(1)
        else:
            inner = ((D - 1) / D) ** 2 + 2 * (D - 1) / D**2
            rzz = 1 / D
        lhs = raa * inner / (n * (n + 2))
        rhs = raa * (1 + 2 * rzz) / D**2  # (L671) d^{-2} rho_aa' (1 + 2 rho_zz')
        return Measurement(float(lhs), {"item": item, "rhs": float(rhs)}, {"d": d})
    sets, a, z = inst["sets"], inst["a"], inst["z"]
    Dh = Fraction(dh)
    if item == "677":  # the L676 sum equals the L677 closed form
        lhs = sum(((Dh - 1) / Dh * rho(ap == a) * (1 if zp == z else 1 / D)
                   + 1 / Dh * rho(ap == a) * (1 + 2 * (1 if zp == z else 1 / D)))
                  for zp, A in enumerate(sets) for ap in A)
        rhs = ((Dh + 2) / Dh * sum(rho(ap == a) for ap in sets[z])
               + (D + Dh + 1) / (D * Dh) * sum(rho(ap == a) for zp, A in enumerate(sets) if zp != z for ap in A))
        return Measurement(float(lhs), {"item": item, "rhs": float(rhs)}, {"d": d, "gap": float(lhs - rhs)})
    # "678": sum_{a' in A^z} rho_aa' <= 1(a in A^z) + |A^z|/d, and the same for every z'
    lhs = max([sum(rho(ap == a) for ap in A) - (int(a in A) + Fraction(len(A)) / D) for A in sets] or [Fraction(0)])
    return Measurement(float(lhs), {"item": item, "rhs": 0.0}, {"d": d})


L2_CHAIN = Claim(
    id="factrecall.display.lemma2-variance-chain",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="step",
    domain=(Param("d", 2, INF, integer=True, text="embedding dimension d (w_i on the sphere of phi(EOS)^perp)",
                  unreached="d <= 10^6 (exact in d)"),
            Param("d_h", 1, INF, integer=True, key="dh", text="d_h", unreached="d_h <= 10^4"),
            Param("|V^(h)|", 1, INF, integer=True, key="nV", text="any V^(h) and sets A^z",
                  unreached="|V^(h)| <= 6, |A^z| <= 6 over 8 values (the displays are finite sums)")),
    source=f"Proof of Lemma 2, App. C.1: L670-L671, L675-L678, {SEED_FILE}",
    statement="With w_i uniform on the unit sphere orthogonal to phi(EOS) and embeddings uniform on S^{d-1}: (L671) "
              "E[omega_{a'z'i}^2] <= d^{-2} rho_aa' (1 + 2 rho_zz'); (L677) sum_{z'} sum_{a' in A^z'} ((d_h - 1)/d_h "
              "rho_aa' rho_zz' + rho_aa' (1 + 2 rho_zz')/d_h) = (d_h + 2)/d_h sum_{a' in A^z} rho_aa' + (d + d_h + "
              "1)/(d d_h) sum_{z' != z} sum_{a' in A^z'} rho_aa'; (L678) sum_{a' in A^z} rho_aa' <= 1(a in A^z) + "
              "|A^z|/d.",
    comparison="<=",
    bound=l2_printed,
    measure=_l2_measure,
    strategy=_l2_inst,
    rtol=1e-9,
    notes="Exact in Fractions (the measure's docstring gives the sphere moments used). Item 677 is the equality "
          "checked as '<=' (and its gap is in the terms); rho_ij = 1 (i = j), 1/d (i != j) (L664).",
    mutants={"L671 without the 2": lambda item, rhs: rhs * (0.5 if item.startswith("670") else 1.0),
             "L677 with d_h + 1": lambda item, rhs: rhs * (0.9 if item == "677" else 1.0)},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)

# ============================================== Lemma 6's proof, stage 3: elementary steps (App. D, L1249-L1342)

_L6_ITEMS = ("1249", "1340", "1342a")


@st.composite
def _l6_inst(draw: st.DrawFn, items: tuple[str, ...] = _L6_ITEMS) -> dict:
    D = draw(st.integers(1, 6))
    return {"item": items[draw(SEEDS) % len(items)], "D": D, "extra": draw(st.integers(0, 6)),
            "S": D + draw(st.integers(0, 30)), "pr": draw(st.one_of(st.just(1.0), st.floats(0.01, 1.0))),
            "u": draw(st.one_of(st.just(1.0), st.floats(0.01, 1.0))),
            "theta_scale": draw(st.one_of(st.just(1.0), st.floats(1e-3, 30.0))), "seed": draw(SEEDS)}


def _l6_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """p*(.|r): S subjects (p(s|r) uniform) mapped onto D answers, each answer hit (masses k/S >= 1/S); the vocabulary A
    has D + extra answers; p^ = p* + delta with ||delta||_2 = u x sqrt(2) T alpha^2 < 1/(2S) (L1336 and L1338's
    assumption), sum delta = 0 and p^ >= 0 (delta >= 0 off the support)."""
    rng = np.random.default_rng(inst["seed"] % 2**32)
    item, D, S = inst["item"], inst["D"], inst["S"]
    nA = D + inst["extra"]
    if item == "1249":  # log sum_a exp(Theta_a) <= log|A| + mean(Theta) + ||Theta||^2 / 2
        th = rng.standard_normal(nA) * inst["theta_scale"]
        lhs = float(np.logaddexp.reduce(th))
        r = math.log(nA) + float(th.mean()) + 0.5 * float(th @ th)
        return Measurement(lhs, {"item": item, "rhs": r, "alt": r, "quad": 0.5 * float(th @ th)}, {"A": nA})
    counts = np.ones(D) + rng.multinomial(S - D, np.ones(D) / D)
    pstar = np.zeros(nA)
    pstar[:D] = counts / S
    radius = inst["u"] * (1 / (2 * S)) * (1 - 1e-9)  # sqrt(2) T alpha^2, below 1/(2S)
    r = np.concatenate([rng.standard_normal(D), np.abs(rng.standard_normal(nA - D))])
    r[:D] -= r.sum() / D  # sum zero, nonnegative off the support (p^ >= 0 there)
    nr = float(np.linalg.norm(r))
    delta = r * (radius / nr) if nr > 0 else np.zeros(nA)  # |A| = 1: p^ = p* is the only distribution
    phat = pstar + delta
    supp = pstar > 0
    pr = inst["pr"]
    if item == "1340":  # max over the support of p* |log(p*/p^)| - 2 |p^ - p*| (each term <= 0)
        lhs = float(np.max(pstar[supp] * np.abs(np.log(pstar[supp] / phat[supp])) - 2 * np.abs(delta[supp])))
        return Measurement(lhs, {"item": item, "rhs": 0.0, "alt": 0.0, "quad": 0.0}, {"radius": radius})
    if item == "1342a":  # L^_r - p(r) H(p*) = p(r) KL(p* || p^) <= 2 p(r) ||p^ - p*||_1
        kl = float(np.sum(pstar[supp] * np.log(pstar[supp] / phat[supp])))
        r = 2 * pr * float(np.abs(delta).sum())
        return Measurement(pr * kl, {"item": item, "rhs": r, "alt": r, "quad": 0.0}, {"radius": radius})
    # "1342b": 2 p(r) ||p^ - p*||_1 <= sqrt(2) T alpha^2 D, with ||p^ - p*||_2 <= sqrt(2) T alpha^2 (L1336)
    bound_l2 = radius / inst["u"]  # sqrt(2) T alpha^2
    return Measurement(2 * pr * float(np.abs(delta).sum()),
                       {"item": item, "rhs": bound_l2 * D, "alt": 2 * pr * math.sqrt(nA) * bound_l2, "quad": 0.0},
                       {"radius": radius, "l1_support": float(np.abs(delta[supp]).sum())})


_L6_DOMAIN = (Param("D", 1, INF, integer=True, text="D answers of relation r", unreached="D <= 6"),
              Param("|A| - D", 0, INF, integer=True, key="extra", text="the answer vocabulary A (|A| >= D)",
                    unreached="<= 6 more answers"),
              Param("S", 1, INF, integer=True, text="S subjects, p(s | r) = 1/S (p*(a | r) >= 1/S on its support)",
                    unreached="S <= D + 30"),
              Param("p(r)", 0.0, 1.0, lo_closed=False, key="pr", text="any relation marginal p(r) (Lemma 6: any p)"),
              Param("||p^ - p*|| / (sqrt2 T alpha^2)", 0.0, 1.0, lo_closed=False, key="u",
                    text="L1336: ||p* - p^|| <= sqrt(2) T alpha^2 < 1/(2S) (L1338)"))

L6_STEPS = Claim(
    id="factrecall.display.lemma6-stage3",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=_L6_DOMAIN,
    source=f"Proof of Lemma 6, App. D: L1249, L1340, L1342 (first inequality), {SEED_FILE}",
    statement="(L1249) log sum_a exp(Theta(a, r)) <= log|A| + sum_a Theta(a, r)/|A| + ||Theta(., r)||^2/2; under "
              "||p* - p^|| <= sqrt(2) T alpha^2 < 1/(2S): (L1340) |p*(a|r) log(p*(a|r)/p^(a|r))| <= 2 |p^(a|r) - "
              "p*(a|r)|; (L1342, first '<=') L^_r - p(r) H(p*(.|r)) <= 2 p(r) ||p^(.|r) - p*(.|r)||_1.",
    comparison="<=",
    bound=l6_printed,
    measure=_l6_measure,
    strategy=_l6_inst,
    rtol=1e-9,
    notes="L1249 holds (log-sum-exp is 1/2-smooth; the text's '1-strongly-convex' is not what the display uses). "
          "L^_r - p(r) H(p*) = p(r) KL(p* || p^) with p^ = softmax(Theta(., r)) (L1240-L1241).",
    mutants={"L1249 without the quadratic term": lambda item, rhs, alt, quad: alt - quad},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.4}},
)

L1342_L1 = Claim(
    id="factrecall.display.lemma6-eq1342-l1",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    domain=_L6_DOMAIN,
    source=f"Proof of Lemma 6, App. D: L1342 (second inequality), from L1336, {SEED_FILE}",
    statement="From ||p*(.|r) - p^(.|r)|| <= sqrt(2) T alpha^2 (L1336): 2 p(r) ||p^(.|r) - p*(.|r)||_1 <= sqrt(2) T "
              "alpha^2 D.",
    comparison="<=",
    bound=l6_printed,
    measure=_l6_measure,
    strategy=lambda: _l6_inst(("1342b",)),
    rtol=1e-9,
    expect="erratum as printed",
    readings=(Reading("p(r) <= sqrt(D)/2, support norm", "a relation marginal p(r) <= sqrt(D)/2 (e.g. p(r) = 1/R, "
                      "R >= 2, the uniform p(s, r) = 1/(SR) of Lemma 5) and p^ on the support of p* (|A| = D)",
                      bound=l6_printed,
                      strategy=_l6_inst(("1342b",)).map(lambda i: {**i, "pr": min(i["pr"], math.sqrt(i["D"]) / 2),
                                                                   "extra": 0})),),
    corrected=l6_corrected,
    corrected_text="2 p(r) ||p^ - p*||_1 <= 2 p(r) sqrt(|A|) sqrt(2) T alpha^2 (Cauchy-Schwarz over A), which is <= "
                   "sqrt(2) T alpha^2 D only when 2 p(r) sqrt(|A|) <= D.",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round5/factrecall.md): confirmed. From ||p* - p^||_2 <= sqrt(2) T alpha^2 (L1336) the l1 norm is only bounded by "
             "sqrt(#entries) times it, and the factor 2 p(r) stays: with a dominant relation (p(r) = 1; Lemma 6 "
             "allows any p) and D = 1 (p* = e_a), p^ = p* + delta with ||delta||_2 = sqrt(2) T alpha^2, delta_a = -x "
             "and x spread over two other answers: 2 p(r) ||delta||_1 = 4x > sqrt(2) T alpha^2 D = x sqrt(3/2). Under "
             "p(r) <= sqrt(D)/2 with p^ on the support of p* it holds.",
    second_path="tests/test_factrecall_r5_mhgdfr.py::test_l1342_l1_link_fails_for_a_dominant_relation",
    mutants={"corrected, a quarter": lambda item, rhs, alt, quad: alt / 4},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 0.4}},
)

CLAIMS: list[Claim] = [T9_CHAIN, L2_CHAIN, L6_STEPS, L1342_L1]
