"""Round 12 (factrecall, helper thesisF): the deviation chain L688-L690 of the proof of Lemma 2 (App. C.1), encoded as
printed as a ``kind="step"`` claim; Lemma 2 keeps its own claims (``factrecall.lemma2``,
``factrecall.lemma2.shared-answer``, ``catalog_id``).

L688-L690: "with probability 1 - delta/(|V| |V^(h)|) we have |gamma_az - 1(a in A^z)| <~ sqrt(Var(gamma_az) log^6(|V|/
delta)) <~ sqrt(max_z |A^z| log^6(|V|/delta)/d + |V^(h)| log^6(|V|/delta)/d_h) <= 1/5". The checked link is the
middle '<~', between two deterministic numbers: sqrt(Var(gamma_az) L) against the printed shape, L = log^6(|V|/delta)
(the factor is on both sides). The first '<~' is a hypercontractivity tail (Lemma 13/14's step, factrecall.lemma14);
the last '<= 1/5' is Lemma 2's conclusion at z (factrecall.lemma2, factrecall.lemma2.shared-answer).

Var(gamma_az) in closed form for the family: embeddings iid uniform on S^{d-1} (L169), w_i iid uniform on the unit
sphere of phi(EOS)^perp (L638), one answer a shared by k of the n = |V^(h)| subjects (A^{z'} = {a}), the other n - k
subjects with their own answers b_{z'} (A^{z'} = {b_{z'}}), all tokens distinct (max_z |A^z| = 1, |V| = 2n - k + 2
with EOS); z with a in A^z ("in") or not ("out"). With u = phi(z), S = sum_i w_i w_i^T:
E (u^T S u)^2 (d/d_h)^2 = X1, X1 - 1 = 2(d^2 - 2d + d_h)/(d_h (d + 2)(d - 1)), and (d/d_h)^2 E[(u^T S v)^2] = Y =
(d_h + d - 2)/(d_h (d - 1)) for an independent uniform v; the z' terms are uncorrelated, so
Var_in = (X1 - 1) + (k - 1 + (n - k)/d) Y, Var_out = X1/d + (k + (n - k - 1)/d) Y.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r12_factrecall import (
    l690_corrected,
    l690_corrected_no_dh,
    l690_mutant_no_vh,
    l690_shape,
    l804_printed,
    l804_tilde,
    l1317_corrected,
    l1317_corrected_mutant,
    l1317_printed,
    l1348_rhs,
    l1348_rhs_mutant,
    l1666_rhs,
    l1666_rhs_mutant,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_factrecall_r12_factrecall.py::"

CLAIMS: list[Claim] = []


# ================================================================ L688-L690: the deviation chain of Lemma 2's proof


def _complete(inst: dict) -> dict:
    """d = ceil(c_d max_z |A^z| L), d_h = ceil(c_h |V^(h)| L) (Lemma 2's hypotheses d >~ max_z |A^z| log^6(|V|/delta),
    d_h >~ |V^(h)| log^6(|V|/delta) with constants c_d, c_h >= 1), L = log^6(|V|/delta), |V| = 2n - k + 2."""
    n, k = int(inst["n"]), int(inst["k"])
    L = math.log((2 * n - k + 2) / inst["delta"]) ** 6
    return {**inst, "n": n, "k": k, "L": L, "d": float(math.ceil(inst["cd"] * L)),
            "dh": float(math.ceil(inst["ch"] * n * L))}


@st.composite
def _l690_inst(draw: st.DrawFn) -> dict:
    """n in 2..1e6 subjects (small and log-uniform), k of them sharing the answer a (k = n, 1 or any), z in the
    sharing set or not, the hypotheses' constants c_d, c_h in [1, 1e3] (1 included), delta in (1e-6, 0.9)."""
    n = draw(st.one_of(st.integers(2, 50), st.integers(2, 10**6)))
    case = draw(st.sampled_from(("in", "out")))
    top = n if case == "in" else n - 1
    bottom = 1 if case == "in" else 0
    k = draw(st.one_of(st.just(top), st.just(bottom), st.integers(bottom, top)))
    const = st.one_of(st.just(1.0), log_uniform(1.0, 1e3))
    return _complete({"n": n, "k": k, "case": case, "cd": draw(const), "ch": draw(const),
                      "delta": draw(st.one_of(st.just(0.1), log_uniform(1e-6, 0.9)))})


def l690_var(case: str, n: int, k: int, d: float, dh: float) -> float:
    """Var(gamma_az) for the family of the module docstring (closed form)."""
    x1m1 = 2 * (d * d - 2 * d + dh) / (dh * (d + 2) * (d - 1))
    y = (dh + d - 2) / (dh * (d - 1))
    if case == "in":
        return x1m1 + (k - 1 + (n - k) / d) * y
    return (1 + x1m1) / d + (k + (n - k - 1) / d) * y


def _l690_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    n, k, d, dh, L = inst["n"], inst["k"], inst["d"], inst["dh"], inst["L"]
    var = l690_var(inst["case"], n, k, d, dh)
    return Measurement(math.sqrt(var * L), {"d": d, "dh": dh, "n": n, "max_a": 1, "L": L},
                       {"Var(gamma_az)": var, "k (subjects sharing a)": k, "case": inst["case"],
                        "(k - 1)/d": (k - 1) / d, "1/d + n/d_h": 1 / d + n / dh})


def _move_n(inst: dict, t: float) -> dict:
    """n = k = t: every subject shares the answer a, z among them (c_d, c_h, delta kept)."""
    n = max(2, int(round(t)))
    return _complete({**inst, "n": n, "k": n, "case": "in"})


def _move_cd(inst: dict, t: float) -> dict:
    """c_d = t: d = ceil(t L) grows, d_h kept."""
    return _complete({**inst, "cd": t})


def _move_ch(inst: dict, t: float) -> dict:
    """c_h = t: d_h = ceil(t n L) grows, d kept."""
    return _complete({**inst, "ch": t})


def _le(inst: dict) -> dict:
    """The reading d_h <= d (Theorem 10's use, L711: d >= d_h): d raised to max(ceil(c_d L), d_h)."""
    return {**inst, "d": max(inst["d"], inst["dh"])}


_L690_DH_LE_D = Reading(
    "d_h <= d (Lemma 2 as used)",
    "Lemma 2 with the extra hypothesis d_h <= d, as its only use, Theorem 10's proof, chooses d >= d_h >~ M "
    "log^6(|V|/delta) (L711) and as L686's 'd >= |A^z|, d_h >= |V^(h)|' is used (docs/audits/round12/factrecall.md, "
    "auditor A): d = max(ceil(c_d L), d_h)",
    strategy=_l690_inst().map(_le),
    assumptions=(Assumption("d_h <= d", "the reading's hypothesis (L711)", lambda v: v["d"] - v["dh"]),),
    directions=(
        Direction("|V^(h)| = n -> inf, one answer a shared by every subject (k = n), d = max(c_d L, d_h)", "n", INF,
                  how="path", move=lambda inst, t: _le(_move_n(inst, t)),
                  points=(2.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6), grows=("n",)),
        Direction("d -> inf (c_d grown, d_h fixed)", "cd", INF, how="path", move=lambda inst, t: _le(_move_cd(inst, t)),
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("d_h -> inf (c_h grown, d = max(c_d L, d_h))", "ch", INF, how="path",
                  move=lambda inst, t: _le(_move_ch(inst, t)), points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("k, z in or out of the sharing set", "k", INF, how="search",
                  reason="the strategy draws k = n, 1 or any k, and z in or out of the subjects sharing a"),
    ),
)


L690 = Claim(
    id="factrecall.display.lemma2-deviation",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 2, App. C.1: L686-L690 (its middle '<~'; hypotheses L634), {SEED_FILE}",
    statement="With probability 1 - delta/(|V| |V^(h)|), |gamma_az - 1(a in A^z)| <~ sqrt(Var(gamma_az) log^6(|V|/delta)) "
              "<~ sqrt(max_z |A^z| log^6(|V|/delta)/d + |V^(h)| log^6(|V|/delta)/d_h) <= 1/5 (L688-L690), under "
              "Lemma 2's d >~ max_z |A^z| log^6(|V|/delta), d_h >~ |V^(h)| log^6(|V|/delta). Checked: the middle "
              "'<~' (two deterministic numbers), one hidden constant for every V^(h), A^z, d, d_h, delta (uniform).",
    statement_tex=r"\sqrt{\mathrm{Var}(\gamma_{az}) \log^6(|\mathcal{V}|/\delta)} \lesssim \sqrt{\frac{\max_{z} "
                  r"|\mathcal{A}^z| \log^6(|\mathcal{V}|/\delta)}{d} + \frac{|\mathcal{V}^{(h)}| \log^6(|\mathcal{V}|/"
                  r"\delta)}{d_h}}",
    comparison="<=",
    bound=l690_shape,
    measure=_l690_measure,
    strategy=_l690_inst(),
    constants="hidden", uniform=True,
    directions=(
        Direction("|V^(h)| = n -> inf, one answer a shared by every subject (k = n)", "n", INF, how="path",
                  move=_move_n, points=(2.0, 10.0, 100.0, 1e3, 1e4, 1e5, 1e6), grows=("n",)),
        Direction("d -> inf (c_d grown, d_h fixed)", "cd", INF, how="path", move=_move_cd,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("d_h -> inf (c_h grown, d fixed)", "ch", INF, how="path", move=_move_ch,
                  points=(1.0, 10.0, 100.0, 1e3, 1e4, 1e6)),
        Direction("delta -> 0", "delta", 0.0, how="unsearched",
                  reason="log^6(|V|/delta) multiplies both sides: delta enters the ratio only through d, d_h, which "
                         "the c_d, c_h paths sweep"),
        Direction("k, z in or out of the sharing set", "k", INF, how="search",
                  reason="the strategy draws k = n, 1 or any k, and z in or out of the subjects sharing a"),
    ),
    domain=(Param("|V^(h)|", 1, INF, key="n", integer=True, far=1e5, text="any V^(h) subset of V (n subjects)",
                  unreached="n = 1 (no other subject: nothing shared); n <= 1e6 drawn, the path to 1e6"),
            Param("d", 1, INF, text="d >~ max_z |A^z| log^6(|V|/delta) (L634), here d = ceil(c_d L), c_d >= 1",
                  unreached="d below log^6(|V|/delta) is outside the hypothesis"),
            Param("d_h", 1, INF, key="dh", text="d_h >~ |V^(h)| log^6(|V|/delta) (L634), d_h = ceil(c_h n L)",
                  unreached="d_h below n log^6(|V|/delta) is outside the hypothesis"),
            Param("delta", 0, 1, lo_closed=False, hi_closed=False, text="delta in (0, 1)",
                  unreached="delta in [1e-6, 0.9] (log^6(|V|/delta) is on both sides)")),
    readings=(_L690_DH_LE_D,),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/factrecall.md, auditor A): confirmed as printed. Diverges along one answer shared by every subject (L683's dropped cross terms, factrecall.display."
             "lemma2-variance-shape, carried into L690). With A^{z'} = {a} for all n subjects, d = ceil(c_d L), "
             "d_h = ceil(c_h n L) (Lemma 2's hypotheses with constants c_d, c_h), Var(gamma_az) >= (n - 1)/d "
             "(law of total variance: given the w_i, phi(z), phi(EOS), the n - 1 terms (d/d_h) phi(z)^T S phi(z') are "
             "independent with conditional variance (d/d_h)^2 |S phi(z)|^2/d, and E|S phi(z)|^2 >= (E phi(z)^T S "
             "phi(z))^2 = (d_h/d)^2), while the printed side^2 / L = 1/d + n/d_h = (1/c_d + 1/c_h)/L: the ratio^2 is "
             ">= (n - 1) c_h/(c_d + c_h), sqrt((n - 1)/2) at c_d = c_h, unbounded in n for every pair of hidden "
             "constants. ci path (c_d = c_h = 1, delta = 0.1): ratio 1.12, 2.25, 7.07, 22.4, 70.7, 224, 707 at n = 2, 10, "
             "1e2, ..., 1e6 (the corrected side's ratio 0.91 -> 1.00). Every instance meets L634 (d, d_h at c_d, c_h >= 1 times their printed rates; the "
             "family is one V^(h) with its A^z). The bound L690 itself: its last '<= 1/5' is Lemma 2's conclusion, "
             "which fails on this family too (factrecall.lemma2.shared-answer).",
    second_path=SP + "test_l690_variance_monte_carlo",
    corrected=l690_corrected,
    corrected_text="sqrt(Var(gamma_az) log^6(|V|/delta)) <~ sqrt((max_z |A^z|/d + |V^(h)|/min(d, d_h)) log^6(|V|/delta)) "
                   "(L683's corrected variance, factrecall.display.lemma2-variance-shape)",
    notes="Closed-form Var (module docstring; the Monte Carlo second path checks it at d = 12, 30). The first '<~' "
          "(a degree-6 polynomial's tail) and the last '<= 1/5' (Lemma 2) are other claims'.",
    mutants={"the correction without its d_h part (wrong along d -> inf)": l690_corrected_no_dh,
             "sqrt(max_z |A^z| log^6/d), the |V^(h)| part dropped (wrong along a shared answer, n -> inf)":
                 l690_mutant_no_vh},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

CLAIMS += [L690]


# ========================================= L794-L804 (proof of Lemma 3): E[gamma_sra] expanded with phi(s'), S, R any


@st.composite
def _l804_inst(draw: st.DrawFn) -> dict:
    """d odd (3, 5 first, then up to 2e5), p, k odd (p = k = 3, the proof's eps = 1 choice p = 2 ceil(1/eps) + 1,
    first), sigma = sum_j c_j h_j of degree q in [p + k, p + k + 4] with every c_j != 0 (Assumption 3) and
    c_{p+k} > 0 (L790)."""
    d = draw(st.one_of(st.sampled_from((5, 3)), st.integers(1, 30).map(lambda j: 2 * j + 1),
                       st.integers(1, 10**5).map(lambda j: 2 * j + 1)))
    p = draw(st.one_of(st.just(3), st.sampled_from((1, 3, 5, 7))))
    k = draw(st.one_of(st.just(3), st.sampled_from((1, 3, 5, 7))))
    q = p + k + draw(st.integers(0, 4))
    c = [draw(st.one_of(st.floats(-10.0, -1e-3), st.floats(1e-3, 10.0))) for _ in range(q + 1)]
    c[p + k] = abs(c[p + k])
    return {"d": d, "p": p, "k": k, "coef": tuple(c)}


def _l804_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """E[gamma_sra] for the construction of L788 (v_i with phi~(s')), i.e. L808's value E[sigma^{(p+k)}(Z sqrt(X + Y))
    X^p Y^k] (exact rationals; checked against the construction by Monte Carlo in factrecall.lemma3, S, R <= 3)."""
    from thmcheck.bounds.factrecall import sec4_appC2_mlp as mlp

    d, p, k, coef = inst["d"], inst["p"], inst["k"], inst["coef"]
    mean = float(mlp.lemma3_mean(d, p, k, coef))
    return Measurement(mean, {"d": d, "p": p, "k": k, "coef": coef},
                       {"E gamma_sra": mean, "printed sum (phi(s'))": l804_printed(d, p, k, coef)})


def _l804_limit(d: int, p: int, k: int, coef: tuple) -> float:
    """Mutant: the d -> inf limit c_{p+k} 2^{-p-k} (L812) for the finite-d value."""
    from thmcheck.bounds.factrecall import sec4_appC2_mlp as mlp

    return float(mlp.lemma3_limit(d, p, k, coef))


def _l804_one_power(d: int, p: int, k: int, coef: tuple) -> float:
    """Mutant: the corrected value times (1 + 1/d) (an O(1/d) slip of the size of the erratum)."""
    return l804_tilde(d, p, k, coef) * (1 + 1 / d)


L804 = Claim(
    id="factrecall.display.lemma3-l804",
    catalog_id="factrecall.lemma3",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 3, App. C.2: L794-L796 (gamma_sra expanded), L800-L804 (its expectation), L806, {SEED_FILE}",
    statement="E[gamma_sra] = sum_{s', r'} E[sigma(<w_i, u>) <He_{p+k}(w_i), phi(s')^{(x)p} (x) phi~(r')^{(x)k}>] "
              "(1(a*(s,r) = a*(s',r')) - 1(a = a*(s',r'))) = sum_{s', r'} E[sigma^{(p+k)}(<w_i, u>) <u^{(x)(p+k)}, "
              "phi(s')^{(x)p} (x) phi~(r')^{(x)k}>] (...) (L800-L804, u = phi~(s) + phi~(r), gamma_sra = <phi(a*(s,r)) "
              "- phi(a), F(u)> with F of L788, the sum over all S x R pairs (s', r'), expanded at L794-L796 with the "
              "same phi(s')), for every odd p, k, d odd, sigma, a != a*(s, r), S, R.",
    statement_tex=r"\mathbb{E}[\gamma_{sra}] = \sum_{s'r'} \mathbb{E}\big[\sigma^{(p+k)}(\langle w_i, \tilde\varphi(s) + "
                  r"\tilde\varphi(r)\rangle) \langle (\tilde\varphi(s) + \tilde\varphi(r))^{\otimes(p+k)}, \varphi(s')^{\otimes p} "
                  r"\otimes \tilde\varphi(r')^{\otimes k}\rangle\big] (\mathbf{1}(a^*(s,r) = a^*(s',r')) - \mathbf{1}(a = a^*(s',r')))",
    comparison="==",
    bound=l804_printed,
    measure=_l804_measure,
    strategy=_l804_inst(),
    domain=(Param("d", 3, INF, integer=True, text="d odd (L770)", unreached="d <= 200001 (exact rationals)"),
            Param("p", 1, INF, integer=True, text="p odd (L786)", unreached="p <= 7 (an identity in p)"),
            Param("k", 1, INF, integer=True, text="k odd (L786)", unreached="k <= 7 (an identity in k)"),
            Param("q", 2, INF, integer=True, text="deg sigma >= p + k (c_{p+k} > 0, L790)",
                  unreached="q <= p + k + 4 (an identity in sigma)"),
            Param("S", 1, INF, integer=True, text="subjects",
                  unreached="not drawn: the (s', r') != (s, r) terms of the printed sum vanish exactly for every S, R "
                            "(L806: phi(s') or phi~(r') independent of the rest and symmetric, p, k odd), so both "
                            "sides are free of S, R; the second path sums all four pairs at S = R = 2"),
            Param("R", 1, INF, integer=True, text="relations", unreached="as S")),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/factrecall.md, auditor A): confirmed as printed. The sum of L800-L804 (and the expansion L794-L796 it takes the expectation of) contracts He_{p+k}(w_i) "
             "with phi(s')^{(x)p}, not phi~(s')^{(x)p} as v_i does (L788): the typo of L816 "
             "(factrecall.display.lemma3-l820), here carried into E[gamma_sra] itself. Its diagonal term is "
             "E[g(X + Y) (X + c)^p Y^k] with c = <phi~(r), phi(s)> = <Pi_Q phi(r), Pi_Q phi(s)> != 0 (X = |phi~(s)|^2, "
             "Y = |phi~(r)|^2, g(t) = E_Z sigma^{(p+k)}(Z sqrt t)); the even powers of c add C(p, 2) E[g X^{p-2} "
             "c^2 Y^k] + ... = O(1/d) relative, so for p >= 3 the printed sum exceeds E[gamma_sra] (L808's value, "
             "which the Monte Carlo of the construction in factrecall.lemma3 confirms). Instances: d = 5, p = 3, "
             "k = 1, sigma = h_4: 0.4906 against E gamma = 0.2986 (x1.64; a Monte Carlo of sqrt(24) (X + c)^3 Y over "
             "2e6 embeddings gives 0.4907, auditor A's closed form 0.4906); sigma = h_6, p = k = 3 (the proof's eps "
             "= 1 choice): 1.133 against 0.623 at d = 5, 0.846 against 0.579 at d = 11, 0.469 against 0.443 at d = "
             "101. (The first encoding halved E cos^2 of the angle inside Q and reported 0.3946 at d = 5: auditor "
             "A's number exposed it; the verdict did not depend on it.) The "
             "off-diagonal terms (S, R > 1) vanish in expectation as L806 says (second path at S = R = 2, with a "
             "competitor a equal to two off-diagonal answers). p = 1 or k alone: no crossing (no c^2 term). The "
             "identity has no hypothesis beyond d, p, k odd and the sphere embeddings; L808 (the next line) uses "
             "the corrected form and is right, so Lemma 3 keeps its own verdict.",
    second_path=SP + "test_l804_phi_untilded_monte_carlo",
    readings=(Reading("phi~(s') as in v_i", "the sum contracts He_{p+k} with phi~(s')^{(x)p} (x) phi~(r')^{(x)k}, as v_i "
                      "of L788 and L808 do", bound=l804_tilde),),
    corrected=l804_tilde,
    corrected_text="with phi~(s')^{(x)p} (v_i of L788) the sum is E[sigma^{(p+k)}(Z sqrt(|phi~(s)|^2 + |phi~(r)|^2)) "
                   "|phi~(s)|^{2p} |phi~(r)|^{2k}] (L808)",
    notes="Both sides exact (rationals): the printed sum by Dirichlet(n/2, n/2, 1/2) moments of (|Pi_P phi(s)|^2, "
          "|Pi_Q phi(s)|^2), Beta moments of |phi~(r)|^2 and E cos^{2i} of the angle inside Q (bounds."
          "factrecall.r12_factrecall.l804_printed, code not shared with bounds.factrecall.sec4_appC2_mlp); the "
          "tilde form reproduces sec4_appC2_mlp.lemma3_mean to rounding. Second path: raw Monte Carlo over the "
          "embeddings and w ~ N(0, I) with the Hermite tensor contracted by its matching expansion.",
    mutants={"the d -> inf limit c_{p+k} 2^{-p-k} (L812) for the finite-d value": _l804_limit,
             "the corrected value times (1 + 1/d) (an O(1/d) slip)": _l804_one_power},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
)

CLAIMS += [L804]


# ================================================ L1666-L1678 (proof of Lemma 10): Gibbs' inequality with q of L1672


def _l1666_terms(inst: dict) -> dict:
    """For one (s, r) (the learners of factrecall.lemma10: A_r a uniform D-subset of [V], a* uniform on A_r, message
    F ~ Q(. | a*), f_hat = fhat[F]), in nats: I = I(a*; f_hat | A_r), the Gibbs term G = E[log q(a* | f_hat, A_r)] + log D
    with q(a | f_hat, A_r) = f_hat_a 1(a in A_r)/sum_{b in A_r} f_hat_b (L1672), and log D - l(s, r),
    l = E[-log f_hat_{a*}] (-inf when f_hat misses a reachable a*). Messages with equal rows are merged (f_hat)."""
    import itertools

    V, D = inst["V"], inst["D"]
    Q = [[x / row.sum() for x in row.astype(float)] for row in inst["Qw"]]
    fh = [[x / row.sum() for x in row.astype(float)] for row in inst["Fw"]]
    groups: dict[tuple, list[int]] = {}
    for F, row in enumerate(fh):
        groups.setdefault(tuple(row), []).append(F)
    rows = list(groups)
    pg = [[sum(Q[a][F] for F in groups[g]) for g in rows] for a in range(V)]  # P(f_hat = g | a*)
    subsets = list(itertools.combinations(range(V), D))
    mi = gibbs = 0.0
    for A in subsets:
        for j, g in enumerate(rows):
            marg = sum(pg[a][j] for a in A) / D
            mass = sum(g[b] for b in A)
            for a in A:
                if pg[a][j] <= 0:
                    continue
                w = pg[a][j] / D / len(subsets)
                mi += w * math.log(pg[a][j] / marg)
                gibbs += w * (math.log(g[a] / mass) if g[a] > 0 else -math.inf)
    ell = 0.0
    for a in range(V):
        for j, g in enumerate(rows):
            if pg[a][j] > 0:
                ell += pg[a][j] / V * (-math.log(g[a]) if g[a] > 0 else math.inf)
    return {"I": mi, "G": gibbs + math.log(D), "logD-l": math.log(D) - ell}


def _l1666_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    t = _l1666_terms(inst)
    lhs = t["I"] if inst["item"] == "1668" else t["G"]
    rhs = t["G"] if inst["item"] == "1668" else t["logD-l"]
    return Measurement(lhs, {"rhs": rhs}, {**t, "V": inst["V"], "D": inst["D"], "mode": inst["mode"]})


@st.composite
def _l1666_inst(draw: st.DrawFn) -> dict:
    """factrecall.lemma10's learners (|V| <= 8, D in {2, 3}, Bayes-posterior, coarse, noiseless and random f_hat),
    item 1668 (I >= G, Gibbs) or 1678 (G >= log D - l, q >= f_hat_{a*})."""
    from thmcheck.checks.papers.factrecall.sec6_appE_lower import _lemma10_instances

    return {**draw(_lemma10_instances()), "item": draw(st.sampled_from(("1668", "1678")))}


L1666 = Claim(
    id="factrecall.display.lemma10-gibbs",
    catalog_id="factrecall.lemma10",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 10, App. E.3: L1664-L1668 (Gibbs), L1670-L1672 (q), L1674-L1678, {SEED_FILE}",
    statement="I(a*(s,r); f_hat | A_r) = E_{A_r}[E[log P(a* | f_hat, A_r)/P(a* | A_r)]] = E[log P(a* | f_hat, A_r)] "
              "+ log D >= E[log q(a* | f_hat, A_r)] + log D (L1666-L1668, any q) with q(a | f_hat, A_r) propto "
              "f_hat(s,r)_a 1(a in A_r) (L1672), and >= E[log f_hat(s,r)_{a*}] + log D = log D - l(s,r) "
              "(L1676-L1678, since q(a* | .) >= f_hat_{a*}). Checked: both '>=' links, item 1668 (I >= the Gibbs "
              "term with L1672's q) and item 1678 (the Gibbs term >= log D - l).",
    statement_tex=r"I(a^*(s,r); \hat f \mid \mathcal{A}_r) \ge \mathbb{E}[\log q(a^*(s,r) \mid \hat f, \mathcal{A}_r)] + "
                  r"\log D \ge \mathbb{E}[\log \hat f(s,r)_{a^*(s,r)}] + \log D = \log D - \ell(s,r)",
    comparison=">=",
    bound=l1666_rhs,
    measure=_l1666_measure,
    strategy=_l1666_inst(),
    domain=(Param("D", 1, INF, integer=True, text="A_r a size-D subset of V",
                  unreached="D in {2, 3} (exact enumeration of the D-subsets, as factrecall.lemma10)"),
            Param("V", 1, INF, integer=True, text="|V| >= D", unreached="|V| <= 8 (exact enumeration)")),
    expect="holds",
    evidence="Holds on factrecall.lemma10's learners: Gibbs' inequality (I - G = E KL(P(a* | f_hat, A_r) || q) >= 0) "
             "and q(a* | f_hat, A_r) = f_hat_{a*}/sum_{b in A_r} f_hat_b >= f_hat_{a*}; both are equalities for a "
             "Bayes-posterior f_hat at |V| = D (the planted +0.05 nats dies there).",
    notes="Direct enumeration of (A_r, a*, f_hat) in floats (code of its own, not models.factrecall.sec6_appE_info); "
          "the learners are factrecall.lemma10's strategy.",
    mutants={"the right side + 0.05 nats": l1666_rhs_mutant},
    auto_mutant=False,
    rtol=1e-9, atol=1e-12,
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)

CLAIMS += [L1666]


# ================================= L1346-L1348 (proof of Lemma 6, stage 2): Lbar_r's convexity in Theta(., r) space


@st.composite
def _l1348_inst(draw: st.DrawFn) -> dict:
    """|A| in 2..64 answers, p(r) in (0, 1], p*(. | r) a distribution on A supported on 1..|A| answers (Dirichlet
    weights of a drawn concentration, or uniform on its support), Theta(., r) = c (p* - p0)/||p* - p0|| + noise
    (c log-uniform in [1e-4, 30], the chain's tight direction) or a Gaussian at a log-uniform scale; an item."""
    A = draw(st.one_of(st.sampled_from((2, 3, 5)), st.integers(2, 64)))
    supp = draw(st.integers(1, A))
    return {"A": A, "supp": supp, "pr": draw(st.one_of(st.just(1.0), log_uniform(1e-4, 1.0))),
            "conc": draw(st.one_of(st.just(0.0), log_uniform(1e-2, 1e2))),
            "c": draw(log_uniform(1e-4, 30.0)), "noise": draw(st.one_of(st.just(0.0), log_uniform(1e-4, 10.0))),
            "mode": draw(st.sampled_from(("aligned", "gaussian"))), "seed": draw(st.integers(0, 2**31 - 1)),
            "item": draw(st.sampled_from(("1346", "1347", "1348")))}


def _l1348_terms(inst: dict) -> dict:
    """Lbar_r(Theta) = p(r) [-sum_a p*(a | r) Theta(a, r) + log sum_{a in A} exp Theta(a, r)] (L1240-L1241 with
    Theta(a, r) = W_OV(a, r) W_KQ(r), L1248), L_{r,0} = Lbar_r(0) = p(r) log |A| (L1252-L1254), its gradient at 0 by
    autograd, p0 = 1_A/|A| (L1170)."""
    import numpy as np
    import torch

    rng = np.random.default_rng(inst["seed"])
    A, supp = inst["A"], inst["supp"]
    w = np.zeros(A)
    idx = rng.choice(A, supp, replace=False)
    w[idx] = 1.0 if inst["conc"] == 0.0 else rng.dirichlet(np.full(supp, inst["conc"])) + 1e-12
    pstar = torch.tensor(w / w.sum(), dtype=torch.float64)
    p0 = torch.full((A,), 1.0 / A, dtype=torch.float64)
    pr = float(inst["pr"])

    def lbar(th: torch.Tensor) -> torch.Tensor:
        return pr * (-(pstar * th).sum() + torch.logsumexp(th, 0))

    zero = torch.zeros(A, dtype=torch.float64, requires_grad=True)
    l0 = lbar(zero)
    (g0,) = torch.autograd.grad(l0, zero)
    dev = pstar - p0
    if inst["mode"] == "aligned" and float(dev.norm()) > 0:
        th = inst["c"] * dev / dev.norm()
    else:
        th = inst["c"] * torch.tensor(rng.standard_normal(A), dtype=torch.float64) / math.sqrt(A)
    th = th + inst["noise"] * inst["c"] * torch.tensor(rng.standard_normal(A), dtype=torch.float64) / math.sqrt(A)
    with torch.no_grad():
        gap = float(l0 - lbar(th))
    lin = -float((g0 * th).sum())
    return {"L_r0 - Lbar_r(Theta)": gap, "-<grad Lbar(0), Theta>": lin,
            "||grad Lbar(0)|| ||Theta||": float(g0.norm() * th.norm()),
            "p(r) ||p* - p0|| ||Theta||": pr * float(dev.norm() * th.norm()), "L_r0": float(l0.detach()),
            "p(r) log|A|": pr * math.log(A)}


_L1348_SIDES = {"1346": ("L_r0 - Lbar_r(Theta)", "-<grad Lbar(0), Theta>"),
                "1347": ("-<grad Lbar(0), Theta>", "||grad Lbar(0)|| ||Theta||"),
                "1348": ("||grad Lbar(0)|| ||Theta||", "p(r) ||p* - p0|| ||Theta||")}


def _l1348_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    t = _l1348_terms(inst)
    lhs_key, rhs_key = _L1348_SIDES[inst["item"]]
    return Measurement(t[lhs_key], {"rhs": t[rhs_key]},
                       {**t, "item": inst["item"], "A": inst["A"], "mode": inst["mode"], "c": inst["c"]})


L1348 = Claim(
    id="factrecall.display.lemma6-l1348",
    catalog_id="factrecall.lemma6",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 6 (stage 2), App. D.3: L1346-L1348 (after L1344; Lbar_r of L1240-L1241, Theta of L1248, p0 of L1170), "
           f"{SEED_FILE}",
    statement="By convexity in Theta space, L_{r,0} - Lbar_r(Theta) <= -<grad_{Theta(., r)} Lbar(0), Theta(., r)> <= "
              "||grad_{Theta(., r)} Lbar(0)|| ||Theta(., r)|| <= p(r) ||p*(. | r) - p0|| ||Theta(., r)|| (L1346-L1348), "
              "Lbar_r(Theta) = p(r) [-sum_a p*(a | r) Theta(a, r) + log sum_{a in A} exp Theta(a, r)], L_{r,0} = "
              "Lbar_r(0) = p(r) log |A|, p0 = 1_A/|A|. Checked: each '<=' (items 1346, 1347, 1348) at every "
              "Theta(., r) (the states of the flow are among them).",
    statement_tex=r"L_{r,0} - \bar L_r(\Theta) \le -\langle \nabla_{\Theta(\cdot,r)} \bar L(0), \Theta(\cdot,r)\rangle "
                  r"\le \|\nabla_{\Theta(\cdot,r)} \bar L(0)\| \|\Theta(\cdot,r)\| \le p(r) \|p^*(\cdot\mid r) - p_0\| "
                  r"\|\Theta(\cdot,r)\|",
    comparison="<=",
    bound=l1348_rhs,
    measure=_l1348_measure,
    strategy=_l1348_inst(),
    domain=(Param("A", 2, INF, integer=True, text="|A| answers", unreached="|A| <= 64 (the chain has no size "
                  "dependence: a convexity inequality, Cauchy-Schwarz and the gradient p(r) (p0 - p*) at 0)"),
            Param("p_r", 0.0, 1.0, text="p(r) in (0, 1]", unreached="p(r) >= 1e-4 (every side is linear in p(r))"),
            Param("Theta", 0.0, INF, text="||Theta(., r)||, any state",
                  unreached="||Theta|| in [1e-4, ~300] (c (1 + noise) with c <= 30; the sides are homogeneous of "
                            "degree 1 except Lbar_r, convex for every scale)")),
    expect="holds",
    evidence="Holds: Lbar_r is convex in Theta(., r) (log-sum-exp plus a linear term), so Lbar_r(Theta) >= Lbar_r(0) "
             "+ <grad Lbar_r(0), Theta> (L1346), then Cauchy-Schwarz (L1347), and grad_{Theta(., r)} Lbar_r(0) = "
             "p(r) (p0 - p*(. | r)) exactly (L1348 an equality). Tight along Theta = c (p* - p0)/||p* - p0|| as c "
             "-> 0, where the planted halved right side dies.",
    notes="Autograd of the printed Lbar_r in float64 (torch), own code. The next display (L1352, ||Theta(., r)|| >= "
          "eps^2/(100(|A| + 1))) combines this chain with the bound Lbar_r <= L_{r,0} - p(r) ||p* - p0|| eps^2/(200(|A| "
          "+ 1)) that stage 1 ends with (L1294-L1295): the two give eps^2/(200(|A| + 1)) as a deduction; the printed 100 "
          "rests on the flow (stage 1's u1 u2 >= eps^2/(100(|A| + 1)), L1288-L1290), not checked here.",
    mutants={"the right side halved": l1348_rhs_mutant},
    auto_mutant=False,
    rtol=1e-9, atol=1e-12,
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)

CLAIMS += [L1348]


# ============================== L1316-L1323 (proof of Lemma 6, stage 2): the gradients of Lbar_r against those of L_r


def _l1317_side(task: object, W: object, K: object, alpha_sm: float, item: str, bound: object) -> tuple[float, dict]:
    """Over the relations r: (1317) ||d_{W_OV(., r)} Lbar_r - d_{W_OV(., r)} L_r||, (1323) |d_{W_KQ(r)} Lbar_r -
    d_{W_KQ(r)} L_r| (autograd; L_r the rows of r of the population loss, L1224; Lbar_r with the logits Theta(., r),
    L1240-L1241); the relation of largest ratio to ``bound``."""
    import torch

    S = task.S
    Wg, Kg = W.detach().clone().requires_grad_(True), K.detach().clone().requires_grad_(True)
    Th = Wg * Kg[None, :]
    lin = task.C @ Th.T
    rel = Th[:, S + task.rel].T
    nll_lin = torch.logsumexp(lin, 1) - lin.gather(1, task.tgt[:, None]).squeeze(1)
    nll_rel = torch.logsumexp(rel, 1) - rel.gather(1, task.tgt[:, None]).squeeze(1)
    best, bq = -math.inf, ({}, 0.0)
    for r in range(task.R):
        mask = (task.rel == r).to(lin.dtype)
        g = torch.autograd.grad((task.w * mask * nll_lin).sum(), (Wg, Kg), retain_graph=True)
        gb = torch.autograd.grad((task.w * mask * nll_rel).sum(), (Wg, Kg), retain_graph=True)
        if item == "1317":
            lhs = float((gb[0][:, S + r] - g[0][:, S + r]).norm())
        else:
            lhs = float((gb[1][S + r] - g[1][S + r]).abs())
        q = {"item": item, "T": task.T, "alpha_sm": alpha_sm, "p_r": float((task.w * mask).sum()),
             "kq_r": float(K[S + r]), "kq_eos": float(K[task.eos])}
        rhs = bound(**q)
        ratio = lhs / rhs if rhs > 0 else (math.inf if lhs > 0 else 0.0)
        if ratio > best:
            best, bq = ratio, (q, lhs)
    return bq[1], bq[0]


def _l1317_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The display's left side at the flow state (factrecall.lemma6's flow, r9's follower) of largest left side /
    right side (printed or corrected, as drawn); EOS is in every sequence (z_T = EOS, L138), Lemma 6 bounds W_KQ only
    on S u N (L1153)."""
    from thmcheck.checks.papers.factrecall.r9_frsl import _follow

    bound = l1317_printed if inst["against"] == "printed" else l1317_corrected
    best, terms = _follow(inst, ctx, lambda task, W, K, a: _l1317_side(task, W, K, a, inst["item"], bound), bound)
    q = best["q"] or {"item": inst["item"], "T": 3, "alpha_sm": 0.0, "p_r": 0.0, "kq_r": 0.0, "kq_eos": 0.0}
    return Measurement(best["lhs"], q, {**terms, **q})


def _l1317() -> Claim:
    from thmcheck.checks.papers.factrecall.r9_frsl import REL_ONLY, _rel_only_inst

    return Claim(
        id="factrecall.display.lemma6-l1317",
        catalog_id="factrecall.lemma6",
        paper=PAPER,
        kind="step",
        domain=REL_ONLY.domain,              # the same flow and hypotheses as factrecall.display.lemma6-rel-only
        assumptions=REL_ONLY.assumptions,
        source=f"Proof of Lemma 6 (stage 2), App. D.3: L1316-L1317, L1321-L1323, {SEED_FILE}",
        statement="Along the gradient flow, while W_KQ(z) <= alpha_sm for z in S u N (L1153): ||d_{W_OV(., r)} Lbar_r - "
                  "d_{W_OV(., r)} L_r|| <= W_KQ(r) p(r) ||E[p^(. | z_{1:T}) | r in z_{1:T}] - p^(. | r)|| <= W_KQ(r) "
                  "p(r) T alpha_sm^2 (L1316-L1317) and |d_{W_KQ(r)} Lbar_r - d_{W_KQ(r)} L_r| <= W_KQ(r) p(r) T "
                  "alpha_sm^2 (L1321-L1323), L_r of L1224, Lbar_r of L1240-L1241. Checked: the outer inequalities, "
                  "every r.",
        comparison="<=",
        bound=l1317_printed,
        measure=_l1317_measure,
        strategy=_rel_only_inst(items=("1317", "1323")),
        rtol=1e-9,
        expect="erratum",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/factrecall.md, auditor B): confirmed as printed. Fails on the flow inside Lemma 6's hypotheses, the root cause of factrecall.display.lemma6-rel-only "
                 "(L1232, L1245): the logits of p^(. | z_{1:T}) sum Theta(., z_t) over all T positions (L981) with z_T "
                 "= EOS (L138), and Lemma 6 bounds W_KQ(z) by alpha_sm only for z in S u N (L1153); EOS learns like "
                 "a relation present in every sequence (at R = 1 its weights equal r's), so E[p^(. | z)] - p^(. | r) "
                 "is not O(T alpha_sm^2). Instance (ci shrink): S = 16, R = 1, |A| = 2, T = 3, alpha = 1e-8, eps and "
                 "alpha_sm at the largest L1146-L1147 allow (alpha_sm = 3.68e-3), t = 88.5 < T*, max W_KQ(S u N) = "
                 "4.3e-7 <= alpha_sm: ||d_{W_OV(., r)} Lbar_r - d_{W_OV(., r)} L_r|| = 7.66e-5 against W_KQ(r) p(r) T "
                 "alpha_sm^2 = 2.17e-6 (x35); L1323 likewise. The corrected bound counts EOS's W_KQ(EOS)^2 (softmax "
                 "is 1-Lipschitz in the 2-norm, ||Theta(., z)|| <= W_KQ(z)^2 by Lemma 4's balancedness). Auditor B "
                 "(docs/audits/round12/factrecall.md) names Lemma 6's hypothesis over S u N u {EOS} as the reading "
                 "under which it holds; that adds a hypothesis the lemma does not print (EOS, L138, is in neither S nor "
                 "N, L1153), and on this family (R = 1, where W_KQ(EOS) = W_KQ(r) along the flow) the added hypothesis "
                 "itself fails, so it is a changed lemma, not a reading of the printed one: the expectation stays "
                 "erratum.",
        second_path=SP + "test_l1317_eos_breaks_gradient_gap",
        corrected=l1317_corrected,
        corrected_text="||d_{W_OV(., r)} Lbar_r - d_{W_OV(., r)} L_r||, |d_{W_KQ(r)} Lbar_r - d_{W_KQ(r)} L_r| <= W_KQ(r) "
                       "p(r) ((T - 2) alpha_sm^2 + W_KQ(EOS)^2) (or: Lemma 6's hypothesis W_KQ(z) <= alpha_sm read "
                       "over S u N u {EOS})",
        notes="factrecall.lemma6's task, initialisation, alpha_sm and horizon (ci: t <= 100), followed by r9's "
              "follower (factrecall.display.lemma6-rel-only); gradients by autograd of the enumerated population loss.",
        mutants={"the correction with a tenth of W_KQ(EOS)^2": l1317_corrected_mutant},
        auto_mutant=False,
        settings={"ci": {"max_examples": 4, "budget_s": 0.5}},
    )


L1317 = _l1317()
CLAIMS += [L1317]
