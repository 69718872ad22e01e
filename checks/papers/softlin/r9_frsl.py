"""Round 9 (frsl): the Hoeffding links 'O(sqrt(log(n/delta))) g <= kappa [sqrt(log n)]' of Lemmas D.4 (Part 2),
D.8, D.12, D.16, E.3, F.4, F.8, F.12, F.16 as printed, uniform hidden-constant ``kind="step"`` claims (the same
mechanism as round 8's softlin.display.lemmaD.4-l807, audited there); each lemma keeps its own claims
(``catalog_id``)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from hypothesis import strategies as st

from thmcheck.bounds.softlin import toy_whp_delta8, toy_whp_n20, toy_whp_shape
from thmcheck.bounds.softlin_r9_frsl import hoeff_corrected, hoeff_corrected_mutant, hoeff_shape
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.softlin._common import _DELTA_P, PAPER, SEED_FILE

_LD_MIN = math.log(10.0)  # delta < 0.1


@dataclass(frozen=True)
class Link:
    """One printed link. off: n = (d - off) t (2: Definition D.1, 1: Definition F.1); p: the power of n^p in the
    denominator n^{1-p} ('' none, '2a0', 'b2', 'a0'); d3: sqrt(d-3) for sqrt(d); coef: the left side's factor
    ('1', '2', '1+a1', '1+a0'); bs: the left side has b sqrt(log n) and the right side kappa sqrt(log n); kappa;
    hyp: the lemma's t sqrt(d) = o(n^e) as e = 0.99 - p (p as above)."""

    cid: str
    catalog: str
    lines: str
    where: str
    text: str
    off: int
    p: str
    d3: bool
    coef: str
    bs: bool
    kappa: float
    kappa_text: str


LINKS = (
    Link("softlin.display.lemmaD.4-l828", "softlin.lemmaD.4", "L827-L830", "Proof of Lemma D.4 Part 2, App. D.2.3",
         "|<c_exp(A, x)_{j0, [d] minus S}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d)/n b sqrt(log n) <= 0.05 "
         "sqrt(log n) (L827-L828), 'due to t sqrt(d) = o(n^{0.99}) and poly(log n) <= n^{0.01}' (L830)",
         2, "", False, "1", True, 0.05, "0.05"),
    Link("softlin.display.lemmaD.8-l1086", "softlin.lemmaD.8", "L1085-L1088", "Proof of Lemma D.8 Part 2, App. D.3.3",
         "|<c_exp(A, x)_{j0}, sigma> - c sqrt(log n)| <= O(sqrt(log(n/delta))) t sqrt(d)/n^{1-2a0} b sqrt(log n) <= "
         "0.1 sqrt(log n) (L1085-L1086), 'due to t sqrt(d) = o(n^{1-2a0-0.01}) and poly(log n) <= n^{0.01}' (L1088)",
         2, "2a0", False, "1", True, 0.1, "0.1"),
    Link("softlin.display.lemmaD.12-l1315", "softlin.lemmaD.12", "L1314-L1326",
         "Proof of Lemma D.12 Parts 1 and 2, App. D.4.3",
         "|<c_lin(A, x)_{j0}, sigma> - c sqrt(log n)| <= O(sqrt(log(n/delta))) (1 + a1) t sqrt(d)/n b sqrt(log n) "
         "<= 0.1 sqrt(log n) (L1314-L1315 and again L1323-L1324), 'due to t sqrt(d) = o(n^{0.99}), a1 = O(1), "
         "b = O(1), and poly(log n) <= n^{0.01}' (L1317, L1326)",
         2, "", False, "1+a1", True, 0.1, "0.1"),
    Link("softlin.display.lemmaD.16-l1551", "softlin.lemmaD.16", "L1550-L1553", "Proof of Lemma D.16 Part 1, App. D.5.3",
         "|<c_lin(A, x)_{j0}, sigma> - c sqrt(log n)| <= O(sqrt(log(n/delta))) (1 + a0) t sqrt(d)/n b sqrt(log n) "
         "<= 0.1 sqrt(log n) (L1550-L1551), 'due to t sqrt(d) = o(n^{0.99}), a0 = O(1), b = O(1), and poly(log n) "
         "<= n^{0.01}' (L1553)",
         2, "", False, "1+a0", True, 0.1, "0.1"),
    Link("softlin.display.lemmaE.3-l1840", "softlin.lemmaE.3", "L1839-L1842", "Proof of Lemma E.3 Part 1, App. E",
         "|<c_exp(A, x)_{j0, [d] minus S}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d-3)/n^{1-b^2} b sqrt(log n) "
         "<= 0.1 sqrt(log n) (L1839-L1840), 'due to t sqrt(d) = o(n^{1-b^2-0.01}) and poly(log n) <= n^{0.01}' "
         "(L1842)",
         2, "b2", True, "1", True, 0.1, "0.1"),
    Link("softlin.display.lemmaE.3-l1861", "softlin.lemmaE.3", "L1860-L1863", "Proof of Lemma E.3 Part 2, App. E",
         "|<c_exp(A, x)_{j0, [d] minus S}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d)/n^{1-b^2} b sqrt(log n) "
         "<= 0.0.5 sqrt(log n) (L1860-L1861; '0.0.5' read 0.05), 'due to t sqrt(d) = o(n^{1-b^2-0.01}) and "
         "poly(log n) <= n^{0.01}' (L1863)",
         2, "b2", False, "1", True, 0.05, "0.05 (printed 0.0.5)"),
    Link("softlin.display.lemmaF.4-l2115", "softlin.lemmaF.4", "L2114-L2117", "Proof of Lemma F.4 Part 2, App. F.2.3",
         "|<c_exp(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d)/n <= 0.1 (L2114-L2115), 'due to "
         "t sqrt(d) = o(n^{0.99}) and poly(log n) <= n^{0.01}' (L2117)",
         1, "", False, "1", False, 0.1, "0.1"),
    Link("softlin.display.lemmaF.8-l2307", "softlin.lemmaF.8", "L2306-L2309", "Proof of Lemma F.8 Part 2, App. F.3.3",
         "|<c_exp(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d)/n^{1-a0} <= 0.5 (L2306-L2307), 'due to "
         "t sqrt(d) = o(n^{1-a0-0.01}) and poly(log n) <= n^{0.01}' (L2309)",
         1, "a0", False, "1", False, 0.5, "0.5"),
    Link("softlin.display.lemmaF.12-l2474", "softlin.lemmaF.12", "L2473-L2476", "Proof of Lemma F.12 Part 1, App. F.4.3",
         "|<c_lin(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) (1 + a1) t sqrt(d)/n <= 0.5 (L2473-L2474), "
         "'Here a1 = O(1)' (L2476; Lemma F.12 assumes t sqrt(d) = o(n^{0.99}))",
         1, "", False, "1+a1", False, 0.5, "0.5"),
    Link("softlin.display.lemmaF.12-l2483", "softlin.lemmaF.12", "L2482-L2485", "Proof of Lemma F.12 Part 2, App. F.4.3",
         "|<c_lin(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) 2 t sqrt(d)/n <= 0.5 (L2482-L2483), 'due to "
         "t sqrt(d) = o(n^{0.99}) and poly(log n) <= n^{0.01}' (L2485)",
         1, "", False, "2", False, 0.5, "0.5"),
    Link("softlin.display.lemmaF.16-l2650", "softlin.lemmaF.16", "L2649-L2652", "Proof of Lemma F.16 Part 1, App. F.5.3",
         "|<c_lin(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) (1 + a0) t sqrt(d)/n <= 0.5 (L2649-L2650), "
         "'Here a0 = O(1)' (L2652; Lemma F.16 assumes t sqrt(d) = o(n^{0.99}))",
         1, "", False, "1+a0", False, 0.5, "0.5"),
    Link("softlin.display.lemmaF.16-l2659", "softlin.lemmaF.16", "L2658-L2661", "Proof of Lemma F.16 Part 2, App. F.5.3",
         "|<c_lin(A, x)_{j0}, sigma>| <= O(sqrt(log(n/delta))) t sqrt(d)/n <= 0.5 (L2658-L2659), 'due to "
         "t sqrt(d) = o(n^{0.99}) and poly(log n) <= n^{0.01}' (L2661)",
         1, "", False, "1", False, 0.5, "0.5"),
)


def _pw(lk: Link, a0: float, b: float) -> float:
    """The power p of n^{1-p} in the left side's denominator."""
    return {"": 0.0, "2a0": 2.0 * a0, "b2": b * b, "a0": a0}[lk.p]


def _log_d(lk: Link, d2: float) -> float:
    """log d for d = off + e^{d2}."""
    return d2 + math.log1p(lk.off * math.exp(-d2))


def _inst(lk: Link, poly_k: bool = False) -> st.SearchStrategy[dict]:
    """Definition D.1 / F.1 parameters (a0 in (0, 0.1), a1 >= 0.7 (D) or > 1 (F), b in [0.1, 0.9]), d - off = e^{d2}
    (d2 in [0, 50]), t = e^{lt} drawn inside the lemma's t sqrt(d) <= n^{e} (lt from 0 to its largest value), delta in
    (0, 0.1) as ld = log(1/delta) (to 1e6). poly_k: the reading delta >= n^{-k}, k in [1, 10], a1 <= 10."""

    @st.composite
    def draw_inst(draw: st.DrawFn) -> dict:
        a0 = draw(st.one_of(st.just(0.0999), st.floats(1e-6, 0.0999)))
        b = draw(st.one_of(st.just(0.1), st.just(0.9), st.floats(0.1, 0.9)))
        a1lo = 0.7 if lk.off == 2 else 1.0 + 1e-9
        a1 = draw(st.one_of(st.just(a1lo), st.floats(a1lo, 10.0 if poly_k else 1e3)))
        d2 = draw(st.one_of(st.just(0.0), st.integers(1, 10**6).map(math.log), st.floats(math.log(2.0), 50.0)))
        e = 0.99 - _pw(lk, a0, b) if lk.p else 0.99
        lt_max = max(0.0, (e * d2 - 0.5 * _log_d(lk, d2)) / (1.0 - e))
        lt = draw(st.one_of(st.just(0.0), st.just(lt_max), st.floats(0.0, 1.0).map(lambda u: u * lt_max)))
        if poly_k:
            k = draw(st.floats(1.0, 10.0))
            ld = _LD_MIN + draw(st.floats(0.0, 1.0)) * k * (d2 + lt)
        else:
            ld = draw(st.one_of(st.just(_LD_MIN), st.floats(_LD_MIN, 100.0), st.floats(100.0, 1e6)))
        return {"a0": a0, "b": b, "a1": a1, "d2": d2, "lt": lt, "ld": ld}

    return draw_inst()


def _measure(lk: Link) -> object:
    """The left side without its O() constant: sqrt(log(n/delta)) coef t sqrt(d or d-3)/n^{1-p} [b sqrt(log n)]."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        a0, b, a1 = float(inst["a0"]), float(inst["b"]), float(inst["a1"])
        d2, lt, ld = float(inst["d2"]), float(inst["lt"]), float(inst["ld"])
        logn = d2 + lt
        log_d = _log_d(lk, d2)
        coef = {"1": 1.0, "2": 2.0, "1+a1": 1.0 + a1, "1+a0": 1.0 + a0}[lk.coef]
        if lk.d3:  # d - 3 = e^{d2} - 1 (off = 2)
            log_root = -INF if d2 == 0.0 else 0.5 * (d2 + math.log1p(-math.exp(-d2)))
        else:
            log_root = 0.5 * log_d
        p = _pw(lk, a0, b)
        g = 0.0 if log_root == -INF else math.exp(lt + log_root - (1.0 - p) * logn)
        lhs = math.sqrt(logn + ld) * coef * g * (b * math.sqrt(logn) if lk.bs else 1.0)
        e = 0.99 - p if lk.p else 0.99
        q = {"logn": logn, "ld": ld, "a1f": coef if lk.coef == "1+a1" else 1.0, "sq": 1.0 if lk.bs else 0.0,
             "d2": d2}
        return Measurement(lhs, q, {"log n": logn, "log(d-off)": d2, "log t": lt, "log(1/delta)": ld, "a0": a0,
                                    "a1": a1, "b": b, "t sqrt(d) <= n^e slack": e * logn - lt - 0.5 * log_d})

    return measure


def _set(key: str) -> object:
    return lambda inst, t: {**inst, key: float(t)}


def _along_n(inst: dict, logn: float) -> dict:
    """n -> inf at t = 1 (d - off = n, the most room in t sqrt(d) <= n^e), b = 0.1 (e = 0.98 - ...), delta kept."""
    return {**inst, "d2": float(logn), "lt": 0.0, "b": 0.1}


_PTS = (10.0, 100.0, 1e3, 1e4, 1e5, 1e6)
_PTS_N = (10.0, 30.0, 100.0, 300.0, 600.0)  # log n: t sqrt(d)/n = n^{-1/2} stays a float64 normal number


def _dirs(lk: Link, poly_k: bool = False) -> tuple[Direction, ...]:
    """Every free parameter: delta (path), n (path), d and t (search), a1 (path where it enters), a0, b."""
    out = [] if poly_k else [Direction("delta -> 0 (ld = log(1/delta) -> inf)", "ld", INF, how="path",
                                       move=_set("ld"), points=_PTS)]
    out += [
        Direction("n -> inf at t = 1 (d - off = n)", "logn", INF, how="path", move=_along_n, points=_PTS_N,
                  grows=("n", "d")),
        Direction("d at fixed t (log(d-off) in [0, 50])", "d2", INF, how="search",
                  reason="the strategy spans log(d-off) in [0, 50] and t up to the hypothesis t sqrt(d) <= n^e; "
                         "lhs/f = sqrt(log(n/delta)) coef t sqrt(d)/n^{1-p} [b] <= coef sqrt(log(n/delta)) "
                         "n^{-0.01} [b] under it"),
        Direction("t at fixed d (to t sqrt(d) = n^e)", "lt", INF, how="search",
                  reason="t is drawn up to the hypothesis' edge t sqrt(d) = n^e (both ends drawn); past it the "
                         "lemma does not apply"),
        Direction("b in [0.1, 0.9]", "b", 0.9, how="search",
                  reason="a bounded factor (or exponent b^2 <= 0.81 inside the hypothesis); the strategy draws "
                         "0.1 and 0.9"),
        Direction("a0 in (0, 0.1)", "a0", 0.1, how="search",
                  reason="a0 enters as (1 + a0) <= 1.1 or n^{2a0}, n^{a0} inside the hypothesis' n^{1-p} (a "
                         "bounded factor); the strategy draws 0.0999"),
    ]
    if lk.coef == "1+a1" and not poly_k:
        out.append(Direction("a1 -> inf (Definition D.1/F.1 bound a1 only below)", "a1", INF, how="path",
                              move=_set("a1"), points=_PTS))
    else:
        out.append(Direction("a1", "a1", INF, how="search",
                             reason="a1 does not enter this left side" if lk.coef != "1+a1" else
                             "the reading takes a1 = O(1) (drawn to 10): a bounded factor 1 + a1 <= 11"))
    return tuple(out)


def _claim(lk: Link) -> Claim:
    """The link as printed: lhs/f uniform over the printed domain (fails as delta -> 0 at fixed n, d, t)."""
    sq = "sqrt(log n)" if lk.bs else "1"
    dom = (Param("log(d-off)", 0.0, INF, key="d2",
                 text=f"d >= {lk.off + 1} (n = (d-{lk.off}) t, Definition {'D.1' if lk.off == 2 else 'F.1'})",
                 unreached="log(d-off) <= 50 (600 on the n path: the left side is n^{-1/2} there, float64 range)"),
           Param("log t", 0.0, INF, key="lt", text="t >= 1 a positive integer, t sqrt(d) <= n^e",
                 unreached="t up to the hypothesis' edge at log(d-off) <= 50"),
           Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, key="a0", text="a0 in (0, 0.1)"),
           Param("a1", 0.7 if lk.off == 2 else 1.0, INF, lo_closed=lk.off == 2, key="a1",
                 text="a1 >= 0.7 (Definition D.1) / a1 > 1 (Definition F.1)",
                 unreached="a1 <= 1e3 in the search, 1e6 on the a1 path" if lk.coef == "1+a1" else
                 "a1 <= 1e3 (a1 does not enter)"),
           Param("b", 0.1, 0.9, key="b", text="b + c = 1, b, c >= 0.1 (Definition D.1; unused in F)"),
           Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False, key="ld",
                 text="delta in (0, 0.1) (Lemmas 4.1, 4.2; the lemma leaves it free), drawn as ld = log(1/delta)",
                 unreached="log(1/delta) <= 1e6"))
    evid = (f"Re-derived independently from the paper by an auditor's own script (docs/audits/round9/softlin.md): confirmed as printed. lhs/f = sqrt(log(n/delta)) times a fixed positive number at fixed n, d, t (every other "
            f"factor fixed), so it grows like sqrt(log(1/delta)) as delta -> 0: no constant covers delta in (0, 0.1) "
            f"with the right side {lk.kappa_text} {sq}; the lemma's o() hypothesis settles n, not delta (the same "
            f"mechanism as softlin.display.lemmaD.4-l807, audited in round 8). With delta >= 1/poly(n) (the reading) "
            f"lhs/f <= coef sqrt((k+1) log n) n^{{-0.01}} [b], bounded.")
    if lk.coef == "1+a1":
        evid += " The factor (1 + a1) also grows without bound along a1 (Definition D.1/F.1 bound a1 only below)."
    return Claim(
        id=lk.cid,
        catalog_id=lk.catalog,
        paper=PAPER,
        kind="step",
        domain=dom,
        source=f"{lk.where}: {lk.lines}, {SEED_FILE}",
        statement=f"{lk.text}: uniformly, the O()'s argument times the rest <~ {sq}.",
        comparison="<=",
        bound=hoeff_shape,
        measure=_measure(lk),
        strategy=_inst(lk),
        assumptions=(Assumption("t sqrt(d) = o(n^e)", "the lemma's hypothesis, at finite n as t sqrt(d) <= n^e "
                                "(weaker than the o(): the domain only grows)",
                                lambda q: q["t sqrt(d) <= n^e slack"]),),
        constants="hidden",
        uniform=True,
        directions=_dirs(lk),
        readings=(Reading("delta >= 1/poly(n), a1 = O(1)",
                          "log(n/delta) read as poly(log n), i.e. delta >= n^{-k} for a fixed k (drawn in [1, 10]), "
                          "and the justification's a1 = O(1) as a1 <= 10: the link then holds",
                          strategy=_inst(lk, poly_k=True), directions=_dirs(lk, poly_k=True)),),
        expect="erratum as printed",
        evidence=evid,
        second_path="tests/test_softlin_r9_frsl.py::test_links_grow_as_delta_to_0",
        corrected=hoeff_corrected,
        corrected_text=f"... <= {lk.kappa_text} {sq} sqrt(log(n/delta)/log n)"
                       + (" (1 + a1)" if lk.coef == "1+a1" else "")
                       + " (log(n/delta) for log n), or the link as printed for delta >= 1/poly(n)"
                       + (" and a1 = O(1)." if lk.coef == "1+a1" else "."),
        notes="Closed form in logs (n = (d-off) t up to e^{1e6}). 'poly(log n) <= n^{0.01}' is the step's "
              "justification, not a hypothesis of the lemma.",
        mutants={"the correction times (d-off)^{-1} (a wrong power of d)": hoeff_corrected_mutant},
        auto_mutant=False,
        settings={"ci": {"max_examples": 16, "budget_s": 0.3}},
    )


CLAIMS = [_claim(lk) for lk in LINKS]


# ---------------------------------------------- Lemma 4.1 Part 2's Hoeffding step (L159-L162)

_C_PROOF = 2.0 * math.sqrt(2.0)  # C^2 = 8, the constant softlin.lemma4.1 instantiates for the same Hoeffding step
_N_CAP = 10**5  # the exact two-block binomial tail costs O(n)


@st.composite
def _l161_inst(draw: st.DrawFn) -> dict:
    """n log-uniform in [2, 1e5] (edges 2, 16, 1e5), delta in [1e-250, 0.1), C from the proof's 2 sqrt 2 to 200, and
    the weight vector: 'f_exp' (Def 3.8's D0 corners, a share frac of the entries at 1.4 log n, the rest at log n) or
    'premise' (the premise |f_i| <= n^{-0.6} of L155-L157 that the step uses: a share frac at n^{-0.6}, the rest at
    s n^{-0.6}, s in (0, 1])."""
    from thmcheck.checks.strategies import log_uniform, with_edges

    n = draw(with_edges(log_uniform(2.0, float(_N_CAP)).map(lambda x: int(round(x))), _N_CAP, 10**4, 1000, 16, 2))
    return {"n": n, "frac": draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0, 0.5)),
            "s": draw(with_edges(st.floats(1e-3, 1.0), 1.0)),
            "vec": draw(st.sampled_from(["premise", "f_exp"])),
            "C": draw(st.one_of(st.just(_C_PROOF), st.floats(_C_PROOF, 200.0))),
            "delta": draw(with_edges(log_uniform(1e-250, 0.0999), 0.0999, 1e-3, 1e-30, 1e-250))}


def _l161_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The exact Pr_sigma[|sum_i f_i sigma_i| > C sqrt(n log(n/delta))/n^{0.6}] (two binomial blocks, log space)."""
    from thmcheck.models import softlin as M

    n, delta, C = int(inst["n"]), float(inst["delta"]), float(inst["C"])
    if n > _N_CAP:
        from thmcheck.checks.claim import SolverFailure

        raise SolverFailure(f"n = {n} past the cap {_N_CAP} (exact tail O(n))")
    k = int(round(float(inst["frac"]) * n))
    if inst["vec"] == "f_exp":
        _, w1, w2 = M.toy_weights(n, k, False, "exp")
    else:
        w1, w2 = n**-0.6, float(inst["s"]) * n**-0.6
    n1, n2 = k, n - k
    if n2 == 0:
        n1, w1, n2, w2 = 0, 0.0, n, w1
    thr = C * math.sqrt(n * (math.log(n) - math.log(delta))) / n**0.6
    lf = M.log_tail_signed_sum([], n1, w1, n2, w2, thr, True)
    return Measurement(math.exp(lf), {"delta": delta, "n": n},
                       {"log failure": lf, "threshold": thr, "max |f_i| n^0.6": max(w1, w2) * n**0.6, "k": k})


def _l161_move(key: str) -> object:
    def move(inst: dict, t: float) -> dict:
        if key == "n":
            return {**inst, "n": int(round(t)), "delta": 0.01}
        return {**inst, key: float(t)}
    return move


_L161_DIRS = (
    Direction("delta -> 0 at fixed n", "delta", 0.0, how="path", move=_l161_move("delta"),
              points=(1e-2, 1e-5, 1e-10, 1e-20, 1e-40, 1e-80, 1e-160)),
    Direction("n -> infinity at delta = 0.01", "n", INF, how="path", move=_l161_move("n"),
              points=(16.0, 64.0, 256.0, 1e3, 4e3, 1.6e4), grows=("n",)),
    Direction("the weight vector (share frac at the larger value)", "frac", 0.5, how="search",
              reason="drawn over [0, 1] with 0, 1/2, 1 as atoms (two-valued vectors: D0's corners, or the premise's "
                     "box with the smaller value s n^{-0.6}, s in [1e-3, 1] with 1 an atom)"),
    Direction("the premise's smaller value s", "s", 1.0, how="search",
              reason="drawn over [1e-3, 1] with 1 (every |f_i| = n^{-0.6}, the largest variance) as an atom"),
    Direction("C over [2 sqrt 2, inf)", "C", INF, how="search",
              reason="drawn over [2 sqrt 2, 200]; a larger C only raises the threshold"),
)


L161 = Claim(
    id="softlin.display.lemma4.1-l161",
    catalog_id="softlin.lemma4.1",
    paper=PAPER,
    kind="step",
    domain=(Param("n", 2, INF, integer=True, far=1e5, key="n", text="n: the length of z = A x (Def 3.8)",
                  unreached="n > 1e5 is not drawn: the exact two-block binomial tail costs O(n); the failure decays "
                            "in n at every drawn vector (the n path sweeps to 1.6e4); beyond 1e5 Hoeffding settles it in "
                            "closed form: sum f_i^2 <= n^{-0.2} on the premise's box, so the failure is <= 2 (delta/"
                            "n)^{C^2/2} <= 2 delta^4/n^4 < delta/8000 at every n >= 2 (C^2 >= 8; checked to n = 1e30 and "
                            "against the exact tails in tests/test_softlin_r22_softlin.py)"),
            Param("frac", 0.0, 1.0, key="frac", text="the two-valued weight vectors (D0's corners or the premise's)"),
            Param("s", 0.0, 1.0, lo_closed=False, key="s", text="the premise's smaller entry s n^{-0.6}",
                  unreached="s >= 1e-3 (s -> 0 is a vector with fewer nonzero entries, the share frac covers it)"),
            Param("C", _C_PROOF, INF, far=100.0, key="C",
                  text="C > 1 a sufficiently large constant (Lemma 4.1): instantiated from C^2 = 8 as "
                       "softlin.lemma4.1", unreached="C <= 200"),
            _DELTA_P),
    source=f"Proof of Lemma 4.1 Part 2, Sec. 4: L153-L162, {SEED_FILE}",
    statement="From |f_exp(A, x)_i| <= n^{-0.6} (L155-L157), 'applying Hoeffding inequality', with probability "
              "1 - delta/poly(n): |sum_i f_exp(A, x)_i sigma_i| <= C sqrt(n log(n/delta))/n^{0.6} <= C "
              "sqrt(log(n/delta))/n^{0.1} (L161-L162; the second link is the identity n^{1/2}/n^{0.6} = n^{-0.1}). "
              "Encoded as the uniform shape: the exact failure probability <= c delta over n, delta, C >= 2 sqrt 2 "
              "and the weight vectors (D0's corners and the premise's box), degree 0 for poly(n).",
    comparison="<=",
    bound=toy_whp_shape,
    measure=_l161_measure,
    strategy=_l161_inst(),
    constants="hidden",
    uniform=True,
    directions=_L161_DIRS,
    expect="holds",
    evidence="Holds: Hoeffding with sum f_i^2 <= n^{-0.2} gives failure <= 2 (delta/n)^{C^2/2} <= 2 delta 0.1^3/n^4 at "
             "C^2 = 8; at D0's corners the threshold exceeds 1 >= |sum f sigma| for n <~ 1e12, so the failure is "
             "exactly 0 there, and the premise's vectors (every |f_i| = n^{-0.6}) carry the step.",
    notes="Exact tails by thmcheck.models.softlin.log_tail_signed_sum (log space). The premise's vectors contain "
          "D0's f_exp (L155-L157), so the search spans the printed domain and the inference the proof makes from it.",
    mutants={"delta/n^20 (poly(n) of degree 20: wrong along n)": toy_whp_n20,
             "delta^8 (wrong power of delta)": toy_whp_delta8},
    auto_mutant=False,
    settings={"ci": {"max_examples": 16, "budget_s": 0.5}},
)
CLAIMS = [*CLAIMS, L161]
