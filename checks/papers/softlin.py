"""softlin: claims of Deng, Song, Yuan, Zhou, "Why Softmax Attention Outperforms Linear Attention".

Catalog: ``shared/claims/softlin.md``; paper: ``shared/seeds/001_afd2d45b92d0ae3d.txt``.
Entry-wise lemmas are dense n x n checks of every entry a part quantifies over (the part is drawn);
"with high probability" claims are exact probabilities over the Rademacher readouts (enumeration of the
few special signs and a binomial for the block of equal coordinates, ``models.softlin``), checked as
decay rates along scaling families d = 2 + ceil(n^gamma) (hidden constants); the class-level separation
is checked with the explicit linear-attention constructions of the catalog.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, replace

import numpy as np
import torch
from hypothesis import strategies as st
from scipy import stats
from scipy.special import logsumexp

from bounds import softlin as B
from checks.claim import Assumption, Claim, Ctx, Measurement, Reading
from checks.domain import Param
from checks.stats import ExponentFit
from checks.strategies import SEEDS, log_uniform, with_edges
from models import softlin as M
from models.device import torch_dtype

PAPER = "softlin"
SEED_FILE = "shared/seeds/001_afd2d45b92d0ae3d.txt"
DELTA = 0.01


# Def 3.7 (L112-L116): "Let C > 1 denote some constant. Let m = C log(n/delta)". Read the same way in every claim
# that uses it (softlin.lemma5.2, softlin.toy.tau_window, and the Lemma 4.1 / 5.3 / 5.4 thresholds
# C sqrt(log(n/delta)) ...): as printed, EVERY constant C > 1 with the natural log (the paper's convention,
# s = sqrt(log n) with n^a = exp(a log n)); the reasonable other readings are "C a sufficiently large constant" (as
# Lemmas 4.1/4.2, L137/L166, word it; encoded by drawing C from 2 to 200: any C0 >= 1/ln 2 = 1.443 is a valid
# 'large enough' for Lemma 5.2) and "log base 2" (every C > 1, m = C log_2(n/delta)).
_C_LARGE = 2.0


def _c_strategy(lo: float, hi: float = 200.0, *edges: float) -> st.SearchStrategy[float]:
    return with_edges(log_uniform(lo, hi), *edges) if edges else log_uniform(lo, hi)


def _c_params(large: bool) -> Param:
    if large:
        return Param("C", _C_LARGE, math.inf, text="C a sufficiently large constant (reading; drawn from 2)",
                     far=100.0, unreached="C < 2 is not 'sufficiently large' under this reading (any C0 >= 1/ln 2 "
                                          "is; the reading is checked from C = 2 on)")
    return Param("C", 1.0, math.inf, lo_closed=False, text="Def 3.7: C > 1 some constant", far=100.0)


_DELTA_P = Param("delta", 0.0, 0.1, lo_closed=False, hi_closed=False,
                 text="delta in (0, 0.1) (Lemmas 4.1/4.2, L137/L166)")


def _src(what: str, lines: str) -> str:
    return f"{what}, {SEED_FILE} {lines}"


def _dy(x: float, bits: int = 10) -> float:
    """Round to the dyadic grid 2^-bits so that b + (1 - b) == 1 exactly, kept inside Def D.1's [0.1, 0.9]."""
    q = 2.0**-bits
    return min(math.floor(0.9 / q) * q, max(math.ceil(0.1 / q) * q, round(x / q) * q))


# ====================================================================================== instance strategies


def _int_log(lo: int, hi: int) -> st.SearchStrategy[int]:
    """Integers spread evenly in log scale on [lo, hi], both ends as atoms."""
    return log_uniform(float(lo), float(hi)).map(lambda x: max(lo, min(hi, round(x))))


_DENSE_D, _DENSE_T = 66, 30  # the dense n x n model: d <= 66, t <= 30 (n <= 1920), the catalog's instance space


@st.composite
def _self_instances(draw: st.DrawFn, family: str, parts: tuple[str, ...]) -> dict:
    """Def D.1 data (family 'D1'/'D0': X = 1, b + c = 1; 'E': X = I, b^2 + c^2 = 1, a1 >= 1, b in (0, 0.2)).
    Three modes: the paper's settings (n=200, d=12 / 22, a0=0.01, a1=1.2, b=0.2) as explicit atoms; 'dense' (the
    n x n model, d in [3, 66], t in [1, 30]); 'large' (X = 1 only: every entry set from its closed form,
    ``models.softlin.entry_sets_self_x1``, d log-uniform in [3, 1e4], t in [1, 1e5], so n up to 1e9).
    a1 in [0.7, 100] (D1) or [1, 100] (E), a0 in (0, 0.1), b in [0.1, 0.9] (D) or (0, 0.2) (E)."""
    modes = ["dense"] if family == "E" else ["paper", "dense", "large", "large"]
    mode = draw(st.sampled_from(modes))
    paper = mode == "paper"
    if paper:
        d = draw(st.sampled_from([12, 22]))
        t = 200 // (d - 2)
    elif mode == "dense":
        d = draw(with_edges(st.integers(3, _DENSE_D), 3))
        t = draw(with_edges(st.integers(1, _DENSE_T), 1))
    else:
        d = draw(_int_log(3, 10**4))
        t = draw(_int_log(1, 10**5))
    if (d - 2) * t < 2:
        t = 2
    n = (d - 2) * t
    if family == "D1":
        a = 1.2 if paper else draw(with_edges(log_uniform(0.7, 100.0), 0.7, 100.0))
    elif family == "D0":
        a = 0.01 if paper else draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 1e-4, 0.0999))
    else:
        a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 1.0001, 100.0))
    if family == "E":
        b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 0.199, 0.01, 1e-3))
        c = math.sqrt(1 - b * b)
    else:
        b = 0.2 if paper else _dy(draw(with_edges(st.floats(0.1, 0.9), 0.1, 0.9)))
        c = 1.0 - b
    j3 = draw(st.integers(0, n - 1))
    part = draw(st.sampled_from(parts))
    return {"n": n, "d": d, "t": t, "a": a, "b": b, "c": c, "j3": j3, "part": part, "family": family,
            "mode": mode}


@st.composite
def _cross_instances(draw: st.DrawFn, family: str, parts: tuple[str, ...]) -> dict:
    """Def F.1 data: the paper's setting (n = 200, d = 11, a0 = 0.01, a1 = 3) as an atom; 'dense' (d in [2, 66],
    t in [1, 30]); 'large' (closed forms, ``models.softlin.entry_sets_cross``: d in [2, 1e4], t in [1, 1e5]);
    a0 in (0, 0.1), a1 in (1, 100]."""
    mode = draw(st.sampled_from(["paper", "dense", "large", "large"]))
    paper = mode == "paper"
    if paper:
        d, t = 11, 20
    elif mode == "dense":
        d = draw(with_edges(st.integers(2, _DENSE_D), 2))
        t = draw(with_edges(st.integers(1, _DENSE_T), 1))
    else:
        d = draw(_int_log(2, 10**4))
        t = draw(_int_log(1, 10**5))
    if (d - 1) * t < 2:
        t = 2
    n = (d - 1) * t
    if family == "D1":
        a = 3.0 if paper else draw(with_edges(log_uniform(1.0001, 100.0), 1.0001, 100.0))
    else:
        a = 0.01 if paper else draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 1e-4, 0.0999))
    return {"n": n, "d": d, "t": t, "a": a, "j2": draw(st.integers(0, n - 1)), "j3": draw(st.integers(0, n - 1)),
            "part": draw(st.sampled_from(parts)), "family": family, "mode": mode}


_STOPS = "an erratum: the search stops at its first confirmed violation (the second-path test gives the instance)"


def _stops(params: tuple[Param, ...]) -> tuple[Param, ...]:
    """An erratum's domain: ends its (violated, hence stopped) search may leave unreached are explained."""
    return tuple(p if p.unreached else replace(p, unreached=_STOPS) for p in params)


def _n_param(rel: str) -> Param:
    return Param("n", 1, math.inf, integer=True, text=f"n = {rel} t, t a positive integer", far=1e6,
                 unreached="n = 1 (one row) is not drawn: log n = 0 makes every column of A zero (the linear "
                           "weights are 0/0); n >= 2")


def _self_domain(family: str) -> tuple[Param, ...]:
    """family 'D1', 'D0', 'E' (dense only) or 'E_closed' (Section E through the closed-form row j3)."""
    big = family != "E"
    family = "E" if family == "E_closed" else family
    why = "" if big else ("Section E (X = I_d) is checked on the dense n x n model only (d <= 66, t <= 30, "
                          "n <= 1920): no closed form of every entry set is encoded for X = I")
    n = _n_param("(d-2)")
    if not big:
        n = Param("n", 1, math.inf, integer=True, text="n = (d-2) t", far=1e6, unreached=why + "; n = 1 not drawn")
    out = [n, Param("d", 3, math.inf, integer=True, text="d >= 3 (n = (d-2) t)", far=1e3, unreached=why),
           Param("t", 1, math.inf, integer=True, text="t a positive integer (Def D.1)", far=1e4, unreached=why)]
    if family == "D1":
        out.append(Param("a1", 0.7, math.inf, key="a", far=70.0, text="a1 >= 0.7 (Def D.1)"))
    elif family == "D0":
        out.append(Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, key="a", text="a0 in (0, 0.1) (Def D.1)"))
    else:
        out.append(Param("a1", 1.0, math.inf, key="a", far=100.0, text="a1 >= 1 (Sec. E, Lemma E.1)"))
    if family == "E":
        out.append(Param("b", 0.0, 0.2, lo_closed=False, hi_closed=False, text="b in (0, 0.2), b^2 + c^2 = 1"))
    else:
        out.append(Param("b", 0.1, 0.9, text="b + c = 1, b >= 0.1, c >= 0.1 (Def D.1)"))
    return tuple(out)


def _cross_domain(family: str) -> tuple[Param, ...]:
    a = (Param("a1", 1.0, math.inf, lo_closed=False, key="a", far=100.0, text="a1 > 1 (Def F.1)") if family == "D1"
         else Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, key="a", text="a0 in (0, 0.1) (Def F.1)"))
    return (_n_param("(d-1)"), Param("d", 2, math.inf, integer=True, text="d >= 2 (n = (d-1) t)", far=1e3),
            Param("t", 1, math.inf, integer=True, text="t a positive integer (Def F.1)", far=1e4), a)


# ============================================================================ entry-wise measurements


def _agg(part: str, x: torch.Tensor) -> float | None:
    """max over the quantified entries for an upper-bound part, min for a lower-bound part; oriented."""
    if x.numel() == 0:
        return None
    return -float(x.min()) if part.endswith(">=") else float(x.max())


def _self_values(inst: dict, ctx: Ctx, kind: str) -> dict:
    """Every entry set the Appendix D/E lemmas quantify over, from the dense model (or, in 'large' mode, X = 1,
    their distinct values from the closed forms)."""
    n, d, j3 = inst["n"], inst["d"], inst["j3"]
    dt = torch_dtype(ctx.dtype)
    if inst.get("mode") == "large":
        sets = M.entry_sets_self_x1(n, d, inst["a"], inst["b"], inst["c"], j3, kind)
        return {k: (lambda v=v: torch.as_tensor(v, dtype=dt)) for k, v in sets.items()}
    A = M.selfattn_data(n, d, inst["a"], inst["b"], inst["c"], j3, dt, ctx.device)
    X = torch.ones(d, d, dtype=dt, device=ctx.device) if inst["family"] != "E" else torch.eye(d, dtype=dt,
                                                                                                  device=ctx.device)
    S, f, C = M.attention(A, A, A, X, torch.eye(d, dtype=dt, device=ctx.device), kind)
    L = math.log(n)
    K = torch.tensor([k for k in range(n) if k != j3], device=ctx.device)
    ip = M.type2_col(j3, d)
    II = torch.arange(1, d - 1, device=ctx.device)
    rest = torch.tensor([i for i in range(1, d - 1) if i != ip], dtype=torch.long, device=ctx.device)
    E = S / L
    v = {"u33": lambda: E[j3, j3].reshape(1), "u3k": lambda: E[j3, K], "uk3": lambda: E[K, j3],
         "ukk": lambda: E[K][:, K], "f33": lambda: f[j3, j3].reshape(1), "f3k": lambda: f[j3, K],
         "fk3": lambda: f[K, j3], "fkk": lambda: f[K][:, K], "P1": lambda: C[j3, 0].reshape(1),
         "P2'": lambda: C[j3, ip].reshape(1), "P2": lambda: C[j3, rest], "P2all": lambda: C[j3, II],
         "P3": lambda: C[j3, d - 1].reshape(1), "P4": lambda: C[K, 0], "P5'": lambda: C[K, ip],
         "P5": lambda: C[K][:, rest], "P5all": lambda: C[K][:, II], "P6": lambda: C[K, d - 1],
         "c1": lambda: C[:, 0], "cII": lambda: C[:, II], "cd": lambda: C[:, d - 1]}
    if inst["family"] == "E":
        b, c = inst["b"], inst["c"]
        off = torch.ones(n, n, dtype=torch.bool, device=ctx.device)
        off[j3, j3] = False
        hi = (E - (b * b + c * c)).abs() < b * b / 2
        lo = (E - c * c).abs() < b * b / 2
        notj3 = torch.ones(n, dtype=torch.bool, device=ctx.device)
        notj3[j3] = False
        v.update({"uoff": lambda: E[off], "cnt3hi": lambda: hi[j3][notj3].sum().reshape(1).to(dt),
                  "cnt3lo": lambda: lo[j3][notj3].sum().reshape(1).to(dt),
                  "cntkhi": lambda: hi[K].sum(dim=1).to(dt), "cntklo": lambda: lo[K].sum(dim=1).to(dt),
                  "fkhi": lambda: f[K][hi[K]], "fklo": lambda: f[K][lo[K]]})
    return v


def _self_measure(bound_name: str, kind: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        vals = _self_values(inst, ctx, kind)
        part = inst["part"]
        lhs = _agg(part, vals[part[:-2]]())
        q = {"part": part, "n": inst["n"], "t": inst["t"], "a": inst["a"], "b": inst["b"], "c": inst["c"]}
        return Measurement(0.0 if lhs is None else lhs, q, {"applies": -1.0 if lhs is None else 1.0,
                                                             "bc": inst["b"] + inst["c"],
                                                             "b2c2": inst["b"] ** 2 + inst["c"] ** 2})
    measure.__name__ = f"measure_{bound_name}"
    return measure


def _cross_measure(kind: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        n, d, j2, j3 = inst["n"], inst["d"], inst["j2"], inst["j3"]
        dt = torch_dtype(ctx.dtype)
        if inst.get("mode") == "large":
            sets = M.entry_sets_cross(n, d, inst["a"], j3, kind)
            part = inst["part"]
            lhs = _agg(part, torch.as_tensor(sets[part[:-2]], dtype=dt))
            return Measurement(0.0 if lhs is None else lhs, {"part": part, "n": n, "t": inst["t"], "a": inst["a"]},
                               {"applies": -1.0 if lhs is None else 1.0})
        A1, A2, A3 = M.crossattn_data(n, d, inst["a"], j2, j3, dt, ctx.device)
        eye = torch.eye(d, dtype=dt, device=ctx.device)
        S, f, C = M.attention(A1, A2, A3, eye, eye, kind)
        E = S / math.log(n)
        off = torch.ones(n, n, dtype=torch.bool, device=ctx.device)
        off[j2, j3] = False
        K = torch.tensor([k for k in range(n) if k != j2], dtype=torch.long, device=ctx.device)
        O = torch.tensor([k for k in range(n) if k != j3], dtype=torch.long, device=ctx.device)
        ip = 1 + (j3 % (d - 1))
        rest = torch.tensor([i for i in range(1, d) if i != ip], dtype=torch.long, device=ctx.device)
        vals = {"u23": lambda: E[j2, j3].reshape(1), "uoff": lambda: E[off], "f23": lambda: f[j2, j3].reshape(1),
                "f2k": lambda: f[j2, O], "fk": lambda: f[K], "c21": lambda: C[j2, 0].reshape(1),
                "c2'": lambda: C[j2, ip].reshape(1), "c2": lambda: C[j2, rest], "c2i": lambda: C[j2, 1:],
                "ck1": lambda: C[K, 0], "cki": lambda: C[K][:, 1:]}
        part = inst["part"]
        lhs = _agg(part, vals[part[:-2]]())
        return Measurement(0.0 if lhs is None else lhs, {"part": part, "n": n, "t": inst["t"], "a": inst["a"]},
                           {"applies": -1.0 if lhs is None else 1.0})
    return measure


_APPLIES = Assumption("part applies", "the drawn part quantifies over a non-empty set of entries",
                      lambda q: q["applies"])
_BC = Assumption("b+c=1", "Def D.1: b + c = 1 with b, c >= 0.1 (b on a dyadic grid: exact)",
                 lambda q: min(1e-15 - abs(q["bc"] - 1), q["b"] - 0.1 + 1e-15, q["c"] - 0.1 + 1e-15))
_B2C2 = Assumption("b^2+c^2=1", "Section E: b^2 + c^2 = 1 (c = sqrt(1-b^2), up to float rounding), b in (0, 0.2)",
                   lambda q: min(1e-12 - abs(q["b2c2"] - 1), 0.2 - q["b"]))
_U = ("u33<=", "u33>=", "u3k<=", "u3k>=", "uk3<=", "uk3>=", "ukk<=", "ukk>=")
_CU = ("u23<=", "u23>=", "uoff<=", "uoff>=")
_CI_DET = {"ci": {"max_examples": 500, "budget_s": 1.5}}


def _det_self(cid: str, source: str, statement: str, bound, family: str, kind: str, parts: tuple[str, ...],  # noqa: ANN001
              **kw) -> Claim:
    kw.setdefault("settings", _CI_DET)
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_self_measure(bound.__name__, kind),
                 strategy=lambda: _self_instances(family, parts),
                 assumptions=(_APPLIES, _B2C2 if family == "E" else _BC), atol=1e-12, rtol=1e-9,
                 domain=_stops(_self_domain(family)) if kw.get("expect") == "erratum" else _self_domain(family), **kw)


def _det_cross(cid: str, source: str, statement: str, bound, family: str, kind: str, parts: tuple[str, ...],  # noqa: ANN001
               **kw) -> Claim:
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_cross_measure(kind), strategy=lambda: _cross_instances(family, parts),
                 assumptions=(_APPLIES,), settings=_CI_DET, atol=1e-12, rtol=1e-9, domain=_cross_domain(family),
                 **kw)


def _scaled(bound, part_prefix: str, factor: float):  # noqa: ANN001, ANN202
    """A planted mutant: the bound of the parts starting with part_prefix made `factor` times tighter."""
    def mutant(part: str, n: int, t: int, a: float, **kw: float) -> float:
        v = bound(part=part, n=n, t=t, a=a, **kw)
        if not part.startswith(part_prefix):
            return v
        return v * factor if not part.endswith(">=") else v / factor
    mutant.__name__ = f"{bound.__name__}_{part_prefix}_x{factor}"
    return mutant


# ------------------------------------------------------------------------------------------- Appendix D

D2 = _det_self(
    "softlin.lemmaD.2", _src("Lemma D.2, App. D", "L564-L672"),
    "A in D1, b+c=1, QK^T = 1_{dxd}: u(j3,j3) = n^{(1+a1)^2}; u(j3,k) = u(k,j3) = n^{1+a1}; u(k,k') = n; "
    "f(j3,j3) >= 1/2 (a1 > 0.618); f(j3,k) <= 1/n; f(k,j3) <= n^{a1-1}; f(k,k') <= 1/n.",
    B.lemmaD_2, "D1", "exp", _U + ("f33>=", "f3k<=", "fk3<=", "fkk<="),
    mutants={"f(j3,j3) >= 0.8 (1/2 raised)": _scaled(B.lemmaD_2, "f33", 0.625),
             "score exponent (1+a1)^2 -> (1+a1)^2 - 0.05": lambda part, n, t, a, b, c: B.lemmaD_2(
                 part, n, t, a, b, c) - (0.05 if part == "u33>=" else 0.0)},
    notes="Score parts are equalities (checked as <= and >=); f(j3,j3) >= 1/2 has slack (min about 0.63 at "
          "a1 = 0.7, n ~ 5); f(j3,k) <= 1/n is far from tight.")

D3 = _det_self(
    "softlin.lemmaD.3", _src("Lemma D.3, App. D", "L676-L772"),
    "A in D1, QK^T = 1_{dxd}, V = I_d, n = t(d-2): P1 c(j3,1) >= a1 s/2; P2 one Type-II column c(j3,i') >= b s/2, "
    "the rest c(j3,i) <= (t/n) b s; P3 c(j3,d) = c s; P4 c(j0,1) <= n^{a1-1} a1 s (j0 != j3); "
    "P5 c(j0,i0) <= (t/n) b s for j0 != j3 and every i0 in {2..d-1}; P6 c(j0,d) = c s.",
    B.lemmaD_3, "D1", "exp", ("P1>=", "P2'>=", "P2<=", "P3<=", "P3>=", "P4<=", "P5'<=", "P5<=", "P6<=", "P6>="),
    expect="erratum",
    evidence=("Part 5 fails at the Type-II column i' holding j3: for j0 != j3, c(j0,i') = b s (f(j0,j3) + (t-1) g) "
              "with f(j0,j3) = n^{a1}/(n^{a1}+n-1), far above the claimed (t/n) b s. E.g. the paper's setting "
              "n=200, d=12, t=20, a1=1.2, b=0.2: c(j0,i') = 0.3536 vs bound (t/n) b s = 0.0460 (x7.7). The proof uses "
              "f(j0,j1) <= 1/n for all j1 (Part 4 of D.2), but D.2 P4a gives only f(j0,j3) <= n^{a1-1}. Dense "
              "float64 model and the closed form agree (tests). Lemma D.7 P5 states the correct form for D0; "
              "corrected: c(k,i') <= (n^{a1-1} + (t-1)/n) b s. D.4 P2 inherits the wrong entry bound, but "
              "the theorems are checked on the exact rows, not through it."),
    corrected=B.lemmaD_3_corrected,
    second_path="tests/test_softlin_errata.py::test_lemmaD_3_part5_fails_at_the_type2_column_of_j3",
    mutants={"P6: c(k,d) = 0.95 c s": _scaled(B.lemmaD_3_corrected, "P6", 0.95),
             "P3/P6-type constant: c(j3,d) = 0.95 c s": _scaled(B.lemmaD_3_corrected, "P3", 0.95)},
    notes="P1/P2' lower bounds have slack (f(j3,j3) >= 0.63); P3/P6 are exact equalities.")

D6 = _det_self(
    "softlin.lemmaD.6", _src("Lemma D.6, App. D (hypothesis printed 'D1': typo for D0)", "L874-L981"),
    "A in D0, X = 1: scores as in D.2 with a0; f(j3,j3) <= n^{2a0-1}; f(j3,k) <= 1/n; f(k,j3) <= n^{a0-1}; "
    "f(k,k') <= 1/n.",
    B.lemmaD_6, "D0", "exp", _U + ("f33<=", "f3k<=", "fk3<=", "fkk<="),
    mutants={"f(k,j3) <= n^{a0-1}/2": _scaled(B.lemmaD_6, "fk3", 0.5),
             "f(k,k') <= 1/(2n)": _scaled(B.lemmaD_6, "fkk", 0.5)})

D7 = _det_self(
    "softlin.lemmaD.7", _src("Lemma D.7, App. D", "L985-L1059"),
    "A in D0, X = 1, V = I: P1 c(j3,1) <= n^{2a0-1} a0 s; P2 c(j3,i) <= t n^{2a0-1} b s, c(j3,i') <= "
    "(n^{2a0-1} + (t-1)/n) b s, c(j3,i) <= (t/n) b s (i != i'); P3 c(j3,d) = c s; P4 c(k,1) <= n^{a0-1} a0 s; "
    "P5 c(k,i) <= t n^{a0-1} b s, c(k,i') <= (n^{a0-1} + (t-1)/n) b s, c(k,i) <= (t/n) b s; P6 c(k,d) = c s.",
    B.lemmaD_7, "D0", "exp", ("P1<=", "P2all<=", "P2'<=", "P2<=", "P3<=", "P3>=", "P4<=", "P5all<=", "P5'<=",
                              "P5<=", "P6<=", "P6>="),
    mutants={"P6: c(k,d) = 0.95 c s": _scaled(B.lemmaD_7, "P6", 0.95),
             "P4 halved": _scaled(B.lemmaD_7, "P4", 0.5)})

D10 = _det_self(
    "softlin.lemmaD.10", _src("Lemma D.10, App. D", "L1120-L1228"),
    "A in D1, X = 1, linear: u_lin(j3,j3) = (1+a1)^2 log n, u_lin(j3,k) = u_lin(k,j3) = (1+a1) log n, "
    "u_lin(k,k') = log n; f_lin(j3,j3) <= (1+a1)/n; f_lin(j3,k) <= 1/n; f_lin(k,j3) <= (1+a1)/n; f_lin(k,k') <= 1/n.",
    B.lemmaD_10, "D1", "lin", _U + ("f33<=", "f3k<=", "fk3<=", "fkk<="),
    mutants={"f_lin(j3,j3) <= 1/n (factor 1+a1 dropped)": lambda part, n, t, a, b, c: (
        1 / n if part == "f33<=" else B.lemmaD_10(part, n, t, a, b, c))})

D11 = _det_self(
    "softlin.lemmaD.11", _src("Lemma D.11, App. D", "L1232-L1290"),
    "A in D1, X = 1, V = I, linear: c_lin(j0,1) <= (1+a1) a1 s/n; c_lin(j0,i) <= (1+a1) t b s/n; c_lin(j0,d) = c s.",
    B.lemmaD_11, "D1", "lin", ("c1<=", "cII<=", "cd<=", "cd>="),
    mutants={"c_lin(.,1) without the factor (1+a1)": _scaled(B.lemmaD_11, "c1", 0.5)})

D14 = _det_self(
    "softlin.lemmaD.14", _src("Lemma D.14, App. D (prints QK^T = I_d: its values are those of X = 1)", "L1358-L1410"),
    "A in D0, X = 1, linear: the scores and weights of D.10 with a0: u_lin/log n = (1+a0)^2, 1+a0, 1; "
    "f_lin(j3,j3) <= (1+a0)/n; f_lin(j3,k) <= 1/n; f_lin(k,j3) <= (1+a0)/n; f_lin(k,k') <= 1/n.",
    B.lemmaD_14, "D0", "lin", _U + ("f33<=", "f3k<=", "fk3<=", "fkk<="),
    mutants={"f_lin(k,j3) <= 1/n": lambda part, n, t, a, b, c: (
        1 / n if part == "fk3<=" else B.lemmaD_14(part, n, t, a, b, c))})

D15 = _det_self(
    "softlin.lemmaD.15", _src("Lemma D.15, App. D (proof of P2 writes f_exp for f_lin)", "L1414-L1470"),
    "A in D0, X = 1, V = I, linear: c_lin(j0,1) <= (1+a0) a0 s/n; c_lin(j0,i) <= (1+a0) t b s/n; c_lin(j0,d) = c s.",
    B.lemmaD_14, "D0", "lin", ("c1<=", "cII<=", "cd<=", "cd>="),
    mutants={"c_lin(.,i) without the factor (1+a0)": lambda part, n, t, a, b, c: (
        t * b * math.sqrt(math.log(n)) / n if part == "cII<=" else B.lemmaD_14(part, n, t, a, b, c))})

# ------------------------------------------------------------------------------------------- Appendix E

E1 = _det_self(
    "softlin.lemmaE.1", _src("Lemma E.1, App. E", "L1598-L1709"),
    "a1 >= 1, b^2+c^2 = 1, A in D1, QK^T = I_d: 1a u(j3,j3) = n^{(1+a1)^2}; 1b u(j3,j1) in [n^{c^2}, n^{b^2+c^2}] "
    "(j1 != j3) with t-1 indices equal n^{b^2+c^2} and n-t equal n^{c^2}; 2 for j0 != j3 and all j1 in [n], "
    "u(j0,j1) in [n^{c^2}, n^{b^2+c^2}] with t-1 indices equal n^{b^2+c^2} and n-t equal n^{c^2}; "
    "3a f(j3,j3) >= 1/2; 3b f(j3,k) <= n^{b^2-1}; 4 f(j0,j1): t-1 indices <= n^{b^2-1}, n-t indices <= 1/n.",
    B.lemmaE_1, "E", "exp", ("u33<=", "u33>=", "uoff<=", "uoff>=", "cnt3hi<=", "cnt3hi>=", "cnt3lo<=", "cnt3lo>=",
                             "cntkhi<=", "cntkhi>=", "cntklo<=", "cntklo>=", "f33>=", "f3k<=", "fkhi<=", "fklo<="),
    expect="erratum",
    evidence=("Part 1a: with QK^T = I_d the score is u(j3,j3) = exp(s^2 (a1^2 + b^2 + c^2)) = n^{1+a1^2}, not the "
              "printed n^{(1+a1)^2} (which is the X = 1_{dxd} value of D.2); the proof itself computes "
              "exp((a1^2+b^2+c^2) log n). E.g. a1 = 1: exponent 2 vs printed 4. Part 2: a row j0 != j3 has t "
              "indices (its whole Type-II group, j0 itself included) at n^{b^2+c^2}, not t-1 (t-1 + n-t = n-1 "
              "does not cover 'all j1 in [n]'). Dense float64 model; exponents log u / log n are exact to 1e-15. "
              "The downstream f and c bounds (3a, 3b, 4, Lemma E.2) hold."),
    corrected=B.lemmaE_1_corrected,
    second_path="tests/test_softlin_errata.py::test_lemmaE_1_part1a_and_part2_counts",
    mutants={"row j3: t (not t-1) indices at n^{b^2+c^2}": lambda part, n, t, a, b, c: (
                 -float(t) if part == "cnt3hi>=" else B.lemmaE_1_corrected(part, n, t, a, b, c)),
             "count n-t -> n-t+1 (lower)": lambda part, n, t, a, b, c: (
                 -(n - t + 1.0) if part == "cnt3lo>=" else B.lemmaE_1_corrected(part, n, t, a, b, c))},
    notes="Exponent classes are separated with tolerance b^2/2 (b >= 1e-3). b^2 + c^2 = 1 holds to float rounding.",
    settings={"ci": {"max_examples": 150, "budget_s": 3.0}})

E2 = _det_self(
    "softlin.lemmaE.2", _src("Lemma E.2, App. E (printed QK^T = 1_{dxd}: typo for I_d)", "L1713-L1805"),
    "A in D1, X = I_d, V = I_d: P1 c(j3,1) >= a1 s/2; P2 c(j3,i') >= b s/2, c(j3,i) <= t n^{b^2-1} b s; "
    "P3/P6 c(.,d) = c s; P4 c(k,1) <= n^{b^2-1} a1 s; P5 c(k,i) <= t n^{b^2-1} b s.",
    B.lemmaE_2, "E", "exp", ("P1>=", "P2'>=", "P2<=", "P3<=", "P3>=", "P4<=", "P5all<="),
    mutants={"P5: factor t dropped": lambda part, n, t, a, b, c: (
        n ** (b * b - 1) * b * math.sqrt(math.log(n)) if part == "P5all<=" else B.lemmaE_2(part, n, t, a, b, c))})

# ------------------------------------------------------------------------------------------- Appendix F

_CROSS_F = ("f23>=", "f2k<=", "fk<=", "fk>=")
F2 = _det_cross(
    "softlin.lemmaF.2", _src("Lemma F.2, App. F (P4 printed 'j0 = j2': typo for j0 != j2)", "L1961-L2036"),
    "A in D1 (Def F.1), X = I_d: u(j2,j3) = n^{1+a1}, other u = n; f(j2,j3) >= 1/2; f(j2,j1) <= 1/n (j1 != j3); "
    "rows j0 != j2 uniform (f = 1/n).",
    B.lemmaF_2, "D1", "exp", _CU + _CROSS_F,
    mutants={"f(j2,j3) >= 0.9": _scaled(B.lemmaF_2, "f23", 1 / 1.8),
             "u(j2,j3) exponent 1 + a1 + 0.05": lambda part, n, t, a: B.lemmaF_2(part, n, t, a) + (
                 -0.05 if part == "u23>=" else 0.0)})
F3 = _det_cross(
    "softlin.lemmaF.3", _src("Lemma F.3, App. F", "L2040-L2082"),
    "A in D1, X = V = I: c(j2,1) >= 1/2; c(j2,i') >= 1/2; c(j2,i) <= t/n (other i); c(k,1) <= 1/n; c(k,i) <= t/n.",
    B.lemmaF_3, "D1", "exp", ("c21>=", "c2'>=", "c2<=", "ck1<=", "cki<="),
    mutants={"c(k,i) <= t/(2n)": _scaled(B.lemmaF_3, "cki", 0.5)})
F6 = _det_cross(
    "softlin.lemmaF.6", _src("Lemma F.6, App. F (hypothesis printed D1: typo for D0)", "L2149-L2230"),
    "A in D0: u(j2,j3) = n^{1+a0}, others n; f(j2,j3) <= n^{a0-1}; f(j2,k) <= 1/n; rows != j2 uniform.",
    B.lemmaF_6, "D0", "exp", _CU + ("f23<=", "f2k<=", "fk<=", "fk>="),
    mutants={"f(j2,j3) <= n^{a0-1}/2": _scaled(B.lemmaF_6, "f23", 0.5)})
F7 = _det_cross(
    "softlin.lemmaF.7", _src("Lemma F.7, App. F (parts numbered 1, 2, 4, 5)", "L2234-L2280"),
    "A in D0, X = V = I: c(j2,1) <= n^{a0-1}; c(j2,i) <= t n^{a0-1}; c(k,1) <= 1/n; c(k,i) <= t/n.",
    B.lemmaF_7, "D0", "exp", ("c21<=", "c2i<=", "ck1<=", "cki<="),
    mutants={"proof's last line: c(j2,i) <= n^{a0-1} (factor t dropped)": lambda part, n, t, a: (
        n ** (a - 1) if part == "c2i<=" else B.lemmaF_7(part, n, t, a))},
    notes="The proof's final line for P2, <f,(A3V)_i> <= 1/n^{1-a0}, is false (planted as a mutant, killed); "
          "the statement (with the factor t) holds.")
_LIN_CROSS = _CU + ("f23<=", "f2k<=", "fk<=", "fk>=", "c21<=", "c2i<=", "ck1<=", "cki<=")
F10 = _det_cross(
    "softlin.lemmaF.10", _src("Lemmas F.10 + F.11, App. F (F.11 prints D0: typo)", "L2343-L2440"),
    "A in D1, linear: u_lin(j2,j3) = (1+a1) log n, others log n; f_lin(j2,j3) <= (1+a1)/n; f_lin(j2,k) <= 1/n; "
    "rows != j2 uniform; c_lin(j2,1) <= (1+a1)/n; c_lin(j2,i) <= (1+a1) t/n; c_lin(k,1) <= 1/n; c_lin(k,i) <= t/n.",
    B.lemmaF_10, "D1", "lin", _LIN_CROSS,
    mutants={"c_lin(j2,1) <= 1/n": lambda part, n, t, a: 1 / n if part == "c21<=" else B.lemmaF_10(part, n, t, a)})
F14 = _det_cross(
    "softlin.lemmaF.14", _src("Lemmas F.14 + F.15, App. F (row j2; printed j3 / D1 / t(d-2): typos)", "L2519-L2620"),
    "A in D0, linear: as F.10/F.11 with a0.",
    B.lemmaF_14, "D0", "lin", _LIN_CROSS,
    mutants={"f_lin(j2,k) <= 1/(2n)": _scaled(B.lemmaF_14, "f2k", 0.5)})


# =================================================================== exact probabilities (explicit 1/10)


@st.composite
def _p1_instances(draw: st.DrawFn, family: str) -> dict:
    """Closed-form rows (exact enumeration is O(d)), so n up to ~1e9: d log-uniform in [lo, 1e4], t in [1, 1e5];
    paper settings and the catalog's worst cases as atoms."""
    if family == "F":
        if draw(st.integers(0, 7)) == 0:  # the catalog's worst case (exact probability 0.172)
            return {"n": 65, "d": 6, "t": 13, "a": 1.00016, "b": 0.0, "c": 0.0}
        d = draw(with_edges(_int_log(2, 10**4), 2, 6, 11))
        t = draw(with_edges(_int_log(1, 10**5), 1, 2, 20))
        n = max(2, (d - 1) * t)
        t = n // (d - 1)
        a = draw(with_edges(log_uniform(1.0, 100.0), 1.0001, 1.0003, 3.0, 100.0).filter(lambda x: x > 1.0))
        return {"n": n, "d": d, "t": t, "a": a, "b": 0.0, "c": 0.0}
    if family == "D" and draw(st.integers(0, 7)) == 0:  # the smallest d: exact probability 1/8, the proven floor
        return {"n": 2, "d": 3, "t": 2, "a": 0.7, "b": 0.5, "c": 0.5}
    d = draw(with_edges(_int_log(3, 10**4), 3, 12, 22))
    t = draw(with_edges(_int_log(1, 10**5), 1, 2, 20))
    n = max(2, (d - 2) * t)
    t = n // (d - 2)
    if family == "D":
        a = draw(with_edges(log_uniform(0.7, 100.0), 0.7, 1.2, 100.0))
        b = _dy(draw(with_edges(st.floats(0.1, 0.9), 0.1, 0.2, 0.9)))
        c = 1.0 - b
    else:
        a = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
        b = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
        c = math.sqrt(1 - b * b)
    return {"n": n, "d": d, "t": t, "a": a, "b": b, "c": c}


def _p1_measure(family: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        n, d, a, b, c = inst["n"], inst["d"], inst["a"], inst["b"], inst["c"]
        if family == "F":
            row, _ = M.rows_cross(n, d, a, "exp")
            specials, thr = [0, 1], 0.9
        else:
            s = math.sqrt(math.log(n))
            row = M.rows_self_x1(n, d, a, b, c, "exp")[0] if family == "D" else M.row_j3_self_xi(n, d, a, b, c)
            specials, thr = [0, 1, d - 1], (c + 0.1) * s
        p = math.exp(M.fire_logprob(row, specials, thr, strict=False))
        return Measurement(-p, {}, {"prob": p, "bc": b + c, "b2c2": b * b + c * c})
    return measure


def _p1_claim(cid: str, source: str, statement: str, bound, family: str, favourable: float, notes: str) -> Claim:  # noqa: ANN001
    asm = {"D": (_BC,), "E": (_B2C2,), "F": ()}[family]
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="probabilistic", comparison="<=",
                 bound=bound, measure=_p1_measure(family), strategy=lambda: _p1_instances(family), assumptions=asm,
                 favourable=favourable, notes=notes, settings={"ci": {"max_examples": 400, "budget_s": 5.0}},
                 mutants={"probability >= 1/2": lambda: -0.5},
                 domain=_cross_domain("D1") if family == "F" else _self_domain("D1" if family == "D" else "E_closed"))


D4 = _p1_claim(
    "softlin.lemmaD.4", _src("Lemma D.4 Part 1, App. D", "L776-L840"),
    "A in D1, X = 1, V = I, sigma uniform on {+-1}^d: Pr[<c_exp(j3), sigma> >= (c+0.1) sqrt(log n)] >= 1/10 "
    "(Part 2, rows j0 != j3 below the threshold whp, is checked through lemmaD.8-style rates in thmD.5/thm6.2).",
    B.lemmaD_4_p1, "D", 1.0,
    "Exact probability (enumeration of sigma_1, sigma_i', sigma_d and a binomial for the d-3 equal coordinates); "
    "the value is >= 1/8 deterministically (fix the three special signs to +1), so 1/10 has proven slack: the "
    "automatic mutant is moved by 100 % (to 0.2), above the smallest exact probability the search finds "
    "(1/8 in the dev search). lhs is the negated probability.")
E3 = _p1_claim(
    "softlin.lemmaE.3", _src("Lemma E.3 Part 1, App. E", "L1809-L1873"),
    "A in D1, X = I_d, b^2+c^2 = 1: Pr[<c_exp(j3), sigma> >= (c+0.1) sqrt(log n)] >= 1/10 (Part 2 additionally "
    "needs a1 n^{b^2-1} <= 0.05, unstated; it is whp and covered by the thmE.4 rate check).",
    B.lemmaE_3_p1, "E", 1.6,
    "Exact probability; >= 1/8 deterministically as for D.4 (so 1/10 has proven slack); the smallest exact "
    "value the search finds is 1/4, so the automatic mutant is moved by 160 % (to 0.26).")
F4 = _p1_claim(
    "softlin.lemmaF.4", _src("Lemma F.4 Part 1, App. F (printed '= 1/10' and 'j0 = j3': typos)", "L2086-L2117"),
    "A in D1 (Def F.1), X = V = I: Pr[<c_exp(j2), sigma> >= 0.9] >= 1/10.",
    B.lemmaF_4_p1, "F", 0.75,
    "Exact probability; not deterministic (a1 ~ 1: worst margin -0.35) but its minimum is about 0.17 "
    "(catalog: 0.172 over 20,000 random instances, n=65, d=6, a1=1.00016; the ci search: 0.1875), so 1/10 is not "
    "tight to 10 %: the automatic mutant is moved by 75 % (to 0.175), above the catalog's minimum, which the "
    "strategy proposes as an explicit atom. The slack is empirical, not proven.")


# ======================================================================== whp claims: decay along families


def _fit(lx: np.ndarray, ly: np.ndarray) -> ExponentFit:
    """OLS slope of ly on lx with a 99 % t-interval (``checks.stats.ExponentFit``; fit on logs here: the failures
    underflow). Fewer than 3 points: a degenerate fit at slope -1e3 (no finite interval)."""
    if lx.size < 3:
        return ExponentFit(-1e3, -1e3, -1e3, 0.0, 1.0, int(lx.size))
    res = stats.linregress(lx, ly)
    slope, se = float(res.slope), float(res.stderr)
    if not np.isfinite(se):
        return ExponentFit(slope, slope, slope, float(res.intercept), 1.0, int(lx.size))
    half = float(stats.t.ppf(0.995, lx.size - 2)) * se
    return ExponentFit(slope, slope - half, slope + half, float(res.intercept), float(res.rvalue) ** 2,
                       int(lx.size), stderr=se)


def _log_abs_ge(rows: np.ndarray, specials: list[int], thr: float) -> float:
    """max over rows of log Pr[|<r, sigma>| >= thr], exactly."""
    vals, lw = M.row_values(rows, specials)
    out = -math.inf
    for r in range(vals.shape[1]):
        hit = np.abs(vals[:, r]) >= thr
        if hit.any():
            out = max(out, float(logsumexp(lw[hit])))
    return out


def _logfail(which: str, n: int, d: int, p: dict) -> float:
    """log of the failure probability of the whp claim `which` at one point of the family."""
    m = max(1, math.ceil(p["Cm"] * math.log(n / p.get("delta", DELTA))))
    if which.startswith("self"):
        s = math.sqrt(math.log(n))
        tau = (p["c"] + 0.1) * s
        sp = [0, 1, d - 1]
        R = {(k, a): np.array(M.rows_self_x1(n, d, p[a], p["b"], p["c"], k)) for k in ("exp", "lin") for a in ("a0", "a1")}
        if which == "self.D5":
            return M.log_none_of_m(M.fire_logprob(R["exp", "a1"], sp, tau), m)
        if which in ("self.D9", "self.D13", "self.D17"):
            key = {"self.D9": ("exp", "a0"), "self.D13": ("lin", "a1"), "self.D17": ("lin", "a0")}[which]
            return M.log_any_of_m(M.fire_logprob(R[key], sp, tau), m)
        if which in ("self.D8", "self.D12", "self.D16"):
            key = {"self.D8": ("exp", "a0"), "self.D12": ("lin", "a1"), "self.D16": ("lin", "a0")}[which]
            return _log_abs_ge(R[key], sp, tau)
        if which == "self.joint":
            return M.joint_failure_logprob([(R["exp", "a1"], True), (R["lin", "a1"], False),
                                            (R["exp", "a0"], False), (R["lin", "a0"], False)], sp, [tau] * 4, m)
        if which == "self.joint2":  # D0 and D1 instances with j3 in different Type-II groups
            R0 = {k: np.array(M.rows_self_x1(n, d, p["a0"], p["b"], p["c"], k, ip=2)) for k in ("exp", "lin")}
            return M.joint_failure_logprob([(R["exp", "a1"], True), (R["lin", "a1"], False),
                                            (R0["exp"], False), (R0["lin"], False)], [0, 1, 2, d - 1], [tau] * 4, m)
        if which == "self.E4":
            r = M.row_j3_self_xi(n, d, p["a1"], p["b"], p["c"])
            return M.log_none_of_m(M.fire_logprob(r, sp, tau), m)
    R = {(k, a): np.array(M.rows_cross(n, d, p[a], k)) for k in ("exp", "lin") for a in ("a0", "a1")}
    sp = [0, 1]
    if which == "cross.F5":
        return M.log_none_of_m(M.fire_logprob(R["exp", "a1"], sp, 0.9), m)
    if which in ("cross.F9", "cross.F13", "cross.F17"):
        key = {"cross.F9": ("exp", "a0"), "cross.F13": ("lin", "a1"), "cross.F17": ("lin", "a0")}[which]
        return M.log_any_of_m(M.fire_logprob(R[key], sp, 0.9), m)
    if which == "cross.F8":
        return _log_abs_ge(R["exp", "a0"], sp, 0.5)
    if which == "cross.F16":
        return _log_abs_ge(R["lin", "a0"], sp, 0.5)
    if which == "cross.joint":
        return M.joint_failure_logprob([(R["exp", "a1"], True), (R["lin", "a1"], False),
                                        (R["exp", "a0"], False), (R["lin", "a0"], False)], sp, [0.9] * 4, m)
    raise ValueError(which)


def _gamma_min(which: str, p: dict) -> float:
    """The printed lower end of d's exponent: d in [omega(n^{g}), n] with g = 0.02 (D.5, D.12, D.13, D.16, D.17,
    F.5, F.13, F.17), 4 a0 + 0.02 (D.8, D.9: L1069, L1096), 2 b^2 + 0.02 (E.4: L1887), 2 a0 + 0.02 (F.8, F.9:
    L2290, L2317); a joint statement takes the largest of its parts."""
    if which in ("self.D8", "self.D9", "self.joint", "self.joint2"):
        return 4 * p["a0"] + 0.02
    if which == "self.E4":
        return 2 * p["b"] ** 2 + 0.02
    if which in ("cross.F8", "cross.F9", "cross.joint"):
        return 2 * p["a0"] + 0.02
    return 0.02


_D_MAX = 2e4  # the largest d of a family: the exact enumeration is O(d) per row type


def _family_points(gamma: float, off: int) -> list[tuple[int, int]]:
    """(n, d) along d = off + ceil(n^gamma) (at most n/2, so t >= 2 and d <= n), t = n/(d - off) rounded:
    7 points from n = 1e2 to the n where d reaches 2e4 (at most 1e300, at least 1e3): for a small gamma n spans
    hundreds of decades, so d itself grows from a few to 2e4 in every family."""
    hi = min(300.0, max(3.0, math.log10(_D_MAX) / gamma))
    out = []
    for e in np.linspace(2.0, hi, 7):
        nt = 10.0 ** float(e)
        k = max(1, min(math.ceil(nt**gamma), int(nt // 2)))
        t = max(1, round(nt / k))
        out.append((k * t, off + k))
    return out


@st.composite
def _family_instances(draw: st.DrawFn, which: str) -> dict:
    """A scaling family: d = 2 + ceil(n^gamma) (self) or 1 + ceil(n^gamma) (cross), gamma over the whole printed
    (gamma_min, 1] (``_gamma_min``; the band just above gamma_min is proposed explicitly), n from 1e2 to where d
    reaches 2e4; m = ceil(Cm log(n/delta)) with Cm in [0.005, 200] (m = O(log(n/delta))); delta in [1e-12, 0.1)."""
    p = {"Cm": draw(with_edges(log_uniform(0.005, 200.0), 200.0, 0.005, 1.0)),
         "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.0999, 1e-4, 0.01)),
         "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 0.0999, 1e-12, DELTA))}
    if which.startswith("cross"):
        p["a1"] = draw(with_edges(log_uniform(1.0001, 100.0), 100.0, 1.0001, 3.0))
        p["b"] = p["c"] = 0.0
    elif which == "self.E4":
        p["a1"] = draw(with_edges(log_uniform(1.0, 100.0), 1.0, 100.0))
        p["b"] = draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 1e-3, 0.199))
        p["c"] = math.sqrt(1 - p["b"] ** 2)
    else:
        p["a1"] = draw(with_edges(log_uniform(0.7, 100.0), 100.0, 0.7, 1.2))
        p["b"] = _dy(draw(with_edges(st.floats(0.1, 0.9), 0.9, 0.1, 0.2)))
        p["c"] = 1.0 - p["b"]
    g0 = _gamma_min(which, p)
    u = draw(with_edges(st.floats(0.0, 1.0, exclude_min=True), 1.0, 1e-3, 0.05))
    p["gamma"] = g0 + u * (1.0 - g0)
    p["which"] = which
    return p


def _family_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        off = 1 if which.startswith("cross") else 2
        lx, ly, ns, ds = [], [], [], []
        for n, d in _family_points(inst["gamma"], off):
            ns.append(float(n))
            ds.append(float(d))
            v = _logfail(which, n, d, inst)
            if v > -math.inf:
                lx.append(math.log(n))
                ly.append(v)
        fit = _fit(np.array(lx), np.array(ly))
        return Measurement(fit.exponent, {}, {"failure_first": math.exp(ly[0]) if ly else 0.0,
                                              "failure_last": math.exp(ly[-1]) if ly else 0.0, "points": len(lx),
                                              "n": np.array(ns), "d": np.array(ds), "bc": inst["b"] + inst["c"]},
                           lhs_interval=(fit.lo, fit.hi), stat=fit)
    return measure


def _family_domain(which: str) -> tuple[Param, ...]:
    cross = which.startswith("cross")
    off = 1 if cross else 2
    g_text = "d in [omega(n^{0.02}), n]"
    if which in ("self.D8", "self.D9", "self.joint", "self.joint2"):
        g_text = "d in [omega(n^{4 a0 + 0.02}), n] (L1069, L1096)"
    elif which == "self.E4":
        g_text = "d in [omega(n^{2 b^2 + 0.02}), n] (L1887)"
    elif which in ("cross.F8", "cross.F9", "cross.joint"):
        g_text = "d in [omega(n^{2 a0 + 0.02}), n] (L2290, L2317)"
    out = [Param("n", 1, math.inf, text="n = (d-2) t" if not cross else "n = (d-1) t", far=1e6,
                 unreached="n < 1e2 is below the families' first point (the whp statements are asymptotic)"),
           Param("d", 2 if cross else 3, math.inf, integer=True, far=1e4,
                 family=f"d = {off} + ceil(n^gamma)",
                 unreached="d below 3 + ceil(100^gamma): the family starts at n = 1e2"),
           Param("gamma", 0.02, 1.0, lo_closed=False, text=g_text, family="d = n^gamma",
                 ),
           Param("Cm", 0.0, math.inf, lo_closed=False, far=100.0,
                 text="m = O(log(n/delta)): m = ceil(Cm log(n/delta)), any constant Cm > 0"),
           _DELTA_P]
    uses_a1 = which in ("self.D5", "self.D12", "self.D13", "self.joint", "self.joint2", "self.E4", "cross.F5",
                        "cross.F13", "cross.joint")
    uses_a0 = which in ("self.D8", "self.D9", "self.D16", "self.D17", "self.joint", "self.joint2", "cross.F8", "cross.F16",
                        "cross.F9", "cross.F17", "cross.joint")
    if cross and uses_a1:
        out.append(Param("a1", 1.0, math.inf, lo_closed=False, far=100.0, text="a1 > 1 (Def F.1)"))
    elif which == "self.E4":
        out += [Param("a1", 1.0, math.inf, far=100.0, text="a1 >= 1 (Sec. E)"),
                Param("b", 0.0, 0.2, lo_closed=False, hi_closed=False, text="b in (0, 0.2), b^2 + c^2 = 1 (Sec. E)")]
    elif not cross:
        if uses_a1:
            out.append(Param("a1", 0.7, math.inf, far=70.0, text="a1 >= 0.7 (Def D.1)"))
        out.append(Param("b", 0.1, 0.9, text="b + c = 1, b >= 0.1, c >= 0.1 (Def D.1)"))
    if uses_a0:
        out.append(Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, text="a0 in (0, 0.1) (Def D.1 / F.1)"))
    return tuple(out)


def _whp(cid: str, source: str, statement: str, which: str, notes: str = "", kind: str = "probabilistic",
         settings: dict | None = None, sanity: float = -40.0) -> Claim:
    asm = () if which.startswith("cross") or which == "self.E4" else (
        Assumption("b+c=1", "Def D.1: b + c = 1 (dyadic b: exact)", lambda q: 1e-15 - abs(q["bc"] - 1)),)
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind=kind, comparison="<",
                 bound=B.decay_exponent, measure=_family_measure(which), strategy=lambda: _family_instances(which),
                 assumptions=asm, constants="hidden", domain=_family_domain(which),
                 mutants={f"failure claimed to decay faster than n^{sanity:g}": lambda: sanity},
                 settings=settings or {"ci": {"max_examples": 30, "budget_s": 2.0}},
                 notes=("Hidden constants (poly(n), m = O(log(n/delta)), d = omega(.)): lhs is the fitted log-log "
                        "slope in n of the EXACT failure probability along d = 2 + ceil(n^gamma) (1 + ... for "
                        "cross-attention), gamma over the printed (gamma_min, 1], n from 1e2 until d = 2e4 "
                        "(up to n = 1e300 for small gamma); violated only if the whole 99 % interval of the slope is "
                        ">= 0 (no decay). At FIXED d the failure is a constant in n (catalog F3), e.g. "
                        "Pr[F(D0) > 0] = 0.34 at the paper's n in [200, 1000], d = 12, m = 15; that is outside the "
                        "theorems' d = omega(n^{0.02}) regime, so it is recorded, not an erratum. " + notes))


D5 = _whp("softlin.thmD.5", _src("Theorem D.5, App. D", "L844-L866"),
          "d in [omega(n^0.02), n], tau = (c+0.1) sqrt(log n), m = O(log(n/delta)), x = 1_{d^2}, V = I: for every A in "
          "D1, Pr_y[F_exp(A) > 0] >= 1 - delta/poly(n).", "self.D5")
D9 = _whp("softlin.thmD.9", _src("Theorem D.9, App. D (printed 'D1': typo for D0)", "L1092-L1110"),
          "d in [omega(n^{4 a0 + 0.02}), n], tau = (c+0.1) sqrt(log n): for every A in D0, Pr_y[F_exp(A) = 0] >= "
          "1 - delta/poly(n).", "self.D9", "The requirement really involves b: d - 2 >~ 200 b^2 log(m n^k/delta).")
D13 = _whp("softlin.thmD.13", _src("Theorem D.13, App. D", "L1330-L1350"),
           "for every A in D1, Pr_y[F_lin(A) = 0] >= 1 - delta/poly(n) (X = 1, V = I, tau = (c+0.1) sqrt(log n)).",
           "self.D13")
D17 = _whp("softlin.thmD.17", _src("Theorem D.17, App. D (section title says F_exp: typo)", "L1560-L1586"),
           "for every A in D0, Pr_y[F_lin(A) = 0] >= 1 - delta/poly(n).", "self.D17")
D8 = _whp("softlin.lemmaD.8", _src("Lemma D.8, App. D", "L1063-L1088"),
          "A in D0, t sqrt(d) = o(n^{1-2a0-0.01}): Pr_sigma[|<c_exp(j0), sigma>| < (c+0.1) sqrt(log n)] >= "
          "1 - delta/poly(n) for j0 = j3 and j0 != j3 (lhs: the worse row's failure).", "self.D8")
D12 = _whp("softlin.lemmaD.12", _src("Lemma D.12, App. D", "L1294-L1326"),
           "A in D1, linear: Pr_sigma[|<c_lin(j0), sigma>| < (c+0.1) sqrt(log n)] >= 1 - delta/poly(n).", "self.D12")
D16 = _whp("softlin.lemmaD.16", _src("Lemma D.16, App. D", "L1474-L1556"),
           "A in D0, linear: Pr_sigma[|<c_lin(j0), sigma>| < (c+0.1) sqrt(log n)] >= 1 - delta/poly(n).", "self.D16")
T62 = _whp("softlin.thm6.2", _src("Theorem 6.2 (main, informal; printed garbled), Sec. 6", "L307-L319"),
           "Intended: D.5 and D.9 and D.13 and D.17 with x = 1_{d^2}, V = I, tau = (c+0.1) sqrt(log n): whp (same y) "
           "F_exp(A1) > 0, F_lin(A1) = 0, F_exp(A0) = 0, F_lin(A0) = 0 (lhs: slope of the exact Pr[not E_success], "
           "A0 and A1 with j3 in the same Type-II group).", "self.joint", kind="separation",
           settings={"ci": {"max_examples": 14, "budget_s": 5.0}})
T11 = _whp("softlin.thm1.1", _src("Theorem 1.1 (self-attention, informal of App. D)", "L36-L44"),
           "There exist D0, D1 and F_exp, F_lin (four-layer, softmax / linear attention + ReLU) such that whp over "
           "the weights F_exp distinguishes D0 and D1 and F_lin cannot. Checked for the paper's own pair "
           "(X = 1, V = I, tau = (c+0.1) sqrt(log n)): exact Pr[not E_success] with A0, A1 in different Type-II "
           "groups must decay in n.", "self.joint2", kind="separation",
           settings={"ci": {"max_examples": 14, "budget_s": 6.0}},
           notes="Read with 'there exists F_lin' the second bullet is vacuous (tau = infinity); the class-level "
                 "reading is softlin.meta.class_separation (false).")
E4 = _whp("softlin.thmE.4", _src("Theorem E.4, App. E", "L1877-L1903"),
          "a1 >= 1, b^2+c^2 = 1, b in (0, 0.2), d in [omega(n^{2b^2+0.02}), n], X = I_d: for every A in D1, "
          "Pr_y[F_exp(A) > 0] >= 1 - delta/poly(n).", "self.E4",
          "Uses row j3 only: (1 - p_j3)^m is an exact UPPER bound on the failure (other rows can only help).")
F5 = _whp("softlin.thmF.5", _src("Theorem F.5, App. F", "L2121-L2141"),
          "d in [omega(n^0.02), n], tau = 0.9, X = V = I: for every A in D1 (Def F.1), Pr_y[F_exp(A) > 0] >= "
          "1 - delta/poly(n).", "cross.F5")
F8 = _whp("softlin.lemmaF.8", _src("Lemma F.8, App. F", "L2284-L2310"),
          "A in D0 (Def F.1), d = omega(n^{2a0+0.02}): Pr_sigma[|<c_exp(j0), sigma>| < 0.5] >= 1 - delta/poly(n) "
          "for every row j0.", "cross.F8")
F16 = _whp("softlin.lemmaF.16", _src("Lemma F.16, App. F (Part 1 printed 'j0 = j3': the special row is j2, as in "
                                     "F.14/F.15)", "L2629-L2662"),
           "A in D0 (Def F.1), t sqrt(d) = o(n^{0.99}) (d = omega(n^{0.02})), linear: Pr_sigma[|<c_lin(j0), sigma>| "
           "< 0.5] = 1 - delta/poly(n) for j0 = j2 (Part 1) and j0 != j2 (Part 2) (lhs: the worse row's failure).",
           "cross.F16")
F16.catalog_id = "softlin.thmF.17"  # the catalog groups F.14-F.17 under 'softlin.lemmaF.14 - softlin.thmF.17'
F9 = _whp("softlin.thmF.9", _src("Theorem F.9, App. F (hypothesis printed D1: typo)", "L2314-L2333"),
          "for every A in D0, Pr_y[F_exp(A) = 0] >= 1 - delta/poly(n) (tau = 0.9).", "cross.F9", sanity=-80.0)
F13 = _whp("softlin.thmF.13", _src("Theorem F.13 (with Lemmas F.10-F.12), App. F", "L2491-L2511"),
           "for every A in D1, Pr_y[F_lin(A) = 0] >= 1 - delta/poly(n) (a1 = O(1), tau = 0.9).", "cross.F13", sanity=-80.0)
F17 = _whp("softlin.thmF.17", _src("Theorem F.17, App. F", "L2667-L2687"),
           "for every A in D0, Pr_y[F_lin(A) = 0] >= 1 - delta/poly(n) (tau = 0.9).", "cross.F17", sanity=-80.0)
T12 = _whp("softlin.thm1.2", _src("Theorem 1.2 (cross-attention, informal of App. F)", "L46-L52"),
           "There exist D0, D1 (cross-attention) and F_exp, F_lin such that whp F_exp distinguishes D0 and D1 and "
           "F_lin cannot. Checked for the paper's pair (X = V = I, tau = 0.9): exact Pr[not E_success] must decay.",
           "cross.joint", kind="separation", settings={"ci": {"max_examples": 24, "budget_s": 3.0}},
           notes="See softlin.meta.class_separation for the class-level reading (false).")


# ======================================================================= the class-level separation (F1)


@st.composite
def _sep_instances(draw: st.DrawFn) -> dict:
    """Either family over the whole range of Def D.1 / F.1 (n <= 240 for the dense all-rows check), m in [1, 80]."""
    setting = draw(st.sampled_from(["self", "cross"]))
    m = draw(with_edges(st.integers(1, 80), 1, 2, 15))
    if setting == "self":
        d = draw(st.integers(3, 22))
        t = draw(st.integers(1, 12))
        n = max(2, (d - 2) * t)
        b = _dy(draw(with_edges(st.floats(0.1, 0.9), 0.1, 0.2, 0.9)))
        return {"setting": setting, "n": n, "d": d, "m": m, "b": b, "c": 1.0 - b,
                "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.01, 0.0999)),
                "a1": draw(with_edges(log_uniform(0.7, 20.0), 0.7, 1.2)), "seed": draw(SEEDS)}
    d = draw(st.integers(2, 22))
    t = draw(st.integers(1, 12))
    return {"setting": setting, "n": max(2, (d - 1) * t), "d": d, "m": m, "b": 0.0, "c": 0.0,
            "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.01, 0.0999)),
            "a1": draw(with_edges(log_uniform(1.0001, 20.0), 1.0001, 3.0)), "seed": draw(SEEDS)}


def _sep_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Constructions L1 (self: X = 1_{dxd}, V = n e1 e1^T, tau = 0.5 sqrt(log n)) and L4 (cross: X = I,
    V = n e1 e1^T, tau midway between the D0 maximum and the D1 row-j2 value) of linear-attention networks
    of exactly Def C.1/C.2 with Rademacher y. The dense model is run on every element of D0 and D1 (all j3, or
    for cross-attention a seeded sample of (j2, j3) pairs incl. the corners). Every row of c_lin has a single
    non-zero coordinate (the first), so: if max over D0 of ||c||_1 <= tau, F_lin(D0) = 0 for EVERY y; if every
    D1 element has a row with first coordinate > tau, F_lin(D1) > 0 iff some y_{l,1} = +1. Then the
    probability (over y) of distinguishing all of D0 from all of D1 is exactly 1 - 2^{-m}."""
    n, d = inst["n"], inst["d"]
    dt = torch_dtype(ctx.dtype)
    V = torch.zeros(d, d, dtype=dt, device=ctx.device)
    V[0, 0] = n
    rng = np.random.default_rng(inst["seed"])
    if inst["setting"] == "self":
        X = torch.ones(d, d, dtype=dt, device=ctx.device)
        tau = 0.5 * math.sqrt(math.log(n))
        elems = [(j3,) for j3 in range(n)]

        def rows(a: float, e: tuple) -> torch.Tensor:
            A = M.selfattn_data(n, d, a, inst["b"], inst["c"], e[0], dt, ctx.device)
            return M.attention(A, A, A, X, V, "lin")[2]
    else:
        X = torch.eye(d, dtype=dt, device=ctx.device)
        tau = 0.5 * (n * (1 + inst["a0"]) / (n + inst["a0"]) + n * (1 + inst["a1"]) / (n + inst["a1"]))
        pairs = {(0, 0), (0, n - 1), (n - 1, 0), (n - 1, n - 1)} | {
            tuple(int(x) for x in rng.integers(0, n, 2)) for _ in range(12)}
        elems = sorted(pairs)

        def rows(a: float, e: tuple) -> torch.Tensor:
            return M.attention(*M.crossattn_data(n, d, a, e[0], e[1], dt, ctx.device), X, V, "lin")[2]
    max0, min1, offmass = -math.inf, math.inf, 0.0
    for e in elems:
        C0, C1 = rows(inst["a0"], e), rows(inst["a1"], e)
        max0 = max(max0, float(C0.abs().sum(dim=1).max()))
        min1 = min(min1, float(C1[:, 0].max()))
        offmass = max(offmass, float(C1[:, 1:].abs().max()) if d > 1 else 0.0)
    ok = max0 <= tau < min1 and offmass == 0.0
    success = 1.0 - 2.0 ** (-inst["m"]) if ok else 0.0
    return Measurement(success, {"m": inst["m"]}, {"tau": tau, "max_D0_l1": max0, "min_D1_first": min1,
                                                  "construction_valid": 1.0 if ok else 0.0})


SEP = Claim(
    id="softlin.meta.class_separation", paper=PAPER,
    source=_src("Title; abstract L20; Theorems 1.1/1.2 L36-L52 read at the class level; Def C.1/C.2 (L413-L514)",
                "L20, L36-L52"),
    statement="Class-level reading of the title and of 'datasets that can only be effectively classified using "
              "softmax attention' (L20): no linear-attention network of the architecture of Def C.1/C.2 (any X, V, "
              "tau; Rademacher y) distinguishes D0 from D1 with high probability. Encoded generously: the success "
              "probability of any such network is at most 1/2.",
    kind="separation", comparison="<=", bound=B.class_separation, measure=_sep_measure, strategy=_sep_instances,
    assumptions=(Assumption("construction valid", "the linear construction's deterministic conditions hold "
                            "(max over D0 of ||c||_1 <= tau < min over D1 of the first coordinate)",
                            lambda q: q["construction_valid"] - 0.5),),
    expect="erratum",
    second_path="tests/test_softlin_errata.py::test_class_separation_linear_network_distinguishes_by_brute_force",
    no_mutant_reason=("an erratum with no corrected bound: the printed 1/2 is crossed by every valid instance with "
                      "m >= 2 (success 1 - 2^{-m}); a planted stronger bound is crossed trivially, a weaker one "
                      "(>= 1 - 2^{-m}) would be the construction's own value, not a statement of the paper"),
    evidence=("Linear-attention networks of exactly the paper's architecture distinguish all of D0 from all of D1 with "
              "probability 1 - 2^{-m} (exact): self-attention L1 (the paper's X = 1_{dxd}, V = n e1 e1^T, "
              "tau = 0.5 sqrt(log n)): every row of c_lin is (n a(1+a) s/(n+a), 0, ..., 0), <= 0.111 s on D0 and "
              ">= 0.88 s on D1 (a1 >= 0.7, n >= 2); cross-attention L4 (X = I, V = n e1 e1^T, tau midway): "
              "c_lin(j2,1) = n(1+a)/(n+a), other rows 1. Verified by the dense float64 model on every element "
              "(self: all j3) over the whole parameter range; e.g. n=200, d=22, a0=0.01, a1=1.2, b=0.2, m=15: "
              "success 1 - 2^-15 = 0.99997 > 1/2 (the paper's softmax pair reaches ~0.89 there). The paper proves "
              "only that ONE linear network (its softmax weights with exp -> lin) fails."),
    domain=(Param("n", 1, math.inf, integer=True, far=200.0, text="n = (d-2) t (self) or (d-1) t (cross)",
                  unreached="the check runs the dense model on every element of D0 and D1 (all j3): n <= 264; the "
                            "construction's rows are (n a (1+a) s/(n+a), 0, ..., 0) for every n (evidence), and an "
                            "erratum's search stops at its first confirmed violation"),
            Param("m", 1, math.inf, integer=True, far=100.0, text="m = C log(n/delta) readout units (Def 3.7)",
                  unreached="m <= 80, the paper's largest experimental m (Fig. 4c); success 1 - 2^{-m} only grows"),
            Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, text="a0 in (0, 0.1) (Def D.1 / F.1)",
                  unreached="an erratum's search stops at its first confirmed violation"),
            Param("a1", 0.7, math.inf, far=20.0, text="a1 >= 0.7 (Def D.1); a1 > 1 (Def F.1)",
                  unreached="an erratum's search stops at its first confirmed violation")),
    notes="The construction's own conditions are an assumption (rejected draws would mean the construction fails "
          "there); m = 1 gives success exactly 1/2 (on the bound).",
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)


# ===================================================================================== Section 3-5 toy


@st.composite
def _toy_instances(draw: st.DrawFn, d1: bool) -> dict:
    """z in the box [log n, 1.4 log n]^n (D0) or with one z_j = 4 log n (D1): random, all-low, one-high,
    a subset high (the catalog's adversarial corners), n log-uniform in [2, 1e6]."""
    n = draw(with_edges(_int_log(2, 10**6), 2, 3, 4, 5000))
    mode = draw(st.sampled_from(["random", "low", "one_high", "subset", "high"]))
    frac = draw(st.floats(0.0, 1.0))
    return {"n": n, "mode": mode, "frac": frac, "seed": draw(SEEDS), "j": draw(st.integers(0, n - 1)),
            "d1": d1, "part": draw(st.sampled_from(["fj>=", "fi<="]))}


def _toy_z(inst: dict) -> np.ndarray:
    n = inst["n"]
    L = math.log(n)
    rng = np.random.default_rng(inst["seed"])
    u = {"random": rng.uniform(0, 1, n), "low": np.zeros(n), "high": np.ones(n),
         "one_high": np.eye(1, n, rng.integers(n)).ravel(),
         "subset": (rng.uniform(0, 1, n) < inst["frac"]).astype(float)}[inst["mode"]]
    z = L * (1 + 0.4 * u)
    if inst["d1"]:
        j = inst["j"]
        if inst["mode"] in ("one_high", "low"):
            z[:] = L * (1.4 if inst["mode"] == "one_high" else 1.0)
        z[j] = 4 * L
    return z


def _toy_measure(what: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        z = torch.as_tensor(_toy_z(inst), dtype=torch_dtype(ctx.dtype), device=ctx.device)
        n = inst["n"]
        kind = "lin" if what in ("4.1a", "4.2a") else "exp"
        f = M.toy_f(z, kind)
        q: dict = {"n": n}
        if what == "4.2b":
            j = inst["j"]
            others = torch.cat([f[:j], f[j + 1 :]])
            lhs = -float(f[j]) if inst["part"] == "fj>=" else float(others.max())
            q["part"] = inst["part"]
        elif what == "4.2":
            j = inst["j"]
            lhs = -(2 * float(f[j]) - 1)  # min over sigma of |<f, sigma>| (f_j > 1/2): f_j - sum_{i != j} f_i
        else:
            lhs = float(f.max())
        return Measurement(lhs, q, {"zmin": float(z.min()) / math.log(n)})
    return measure


def _toy_claim(cid: str, source: str, statement: str, bound, what: str, **kw) -> Claim:  # noqa: ANN001
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_toy_measure(what), strategy=lambda: _toy_instances(what.startswith("4.2")),
                 settings={"ci": {"max_examples": 60, "budget_s": 2.0}}, domain=_TOY_DOMAIN, **kw)


_TOY_DOMAIN = (Param("n", 1, math.inf, integer=True, far=1e6,
                     text="n: the length of z = A x (Def 3.8); Lemma 4.2's proof uses n >= 4, the statements none",
                     unreached="n = 1: log n = 0, so D0's box is {0} and f_lin = 0/0; n >= 2 drawn"),)


I41a = _toy_claim("softlin.ineq4.1a", _src("Lemma 4.1 proof (P1)", "L135-L162"),
                  "z in [log n, 1.4 log n]^n: max_i f_lin(z)_i <= 1.4/n (the proof then uses <= 2/n).",
                  B.ineq4_1a, "4.1a", mutants={"1/n": lambda n: 1.0 / n},
                  notes="Exact maximum 1.4/(n+0.4): tight as n grows.")
I41b = _toy_claim("softlin.ineq4.1b", _src("Lemma 4.1 proof (P2)", "L135-L162"),
                  "z in [log n, 1.4 log n]^n: max_i f_exp(z)_i <= n^{-0.6}.",
                  B.ineq4_1b, "4.1b", mutants={"n^{-0.7}": lambda n: n ** -0.7},
                  notes="Exact maximum n^{0.4}/(n^{0.4}+n-1): tight as n grows.")
I42a = _toy_claim("softlin.ineq4.2a", _src("Lemma 4.2 proof (P1)", "L164-L207"),
                  "z in D1 (z_j = 4 log n, others in [log n, 1.4 log n]): max_i f_lin(z)_i <= 4/n.",
                  B.ineq4_2a, "4.2a", mutants={"3/n": lambda n: 3.0 / n}, notes="Exact maximum 4/(n+3).")
I42b = _toy_claim("softlin.ineq4.2b", _src("Lemma 4.2 proof (P2)", "L164-L207"),
                  "z in D1: f_exp(z)_j >= n^4/(n^{1.4}(n-1)+n^4) >= 1/2 and f_exp(z)_i <= n^{-2.6} for i != j.",
                  B.ineq4_2b, "4.2b", mutants={"f_i <= n^{-2.7}": lambda part, n: (
                      n ** -2.7 if part == "fi<=" else B.ineq4_2b(part, n))},
                  notes="f_i <= n^{-2.6} is tight (others at 1.4 log n, large n); f_j >= 1/2 has slack.")
L42 = _toy_claim("softlin.lemma4.2", _src("Lemma 4.2 Part 2 (and Part 3), Sec. 4", "L164-L207"),
                 "A in D1: |<f_exp(Ax), sigma>| >= 1/4 for every sigma in {+-1}^n (Part 3: its sign is sigma_j, so "
                 "each sign has probability exactly 1/2; Part 1 (linear, whp) is not encoded: see ineq4.2a).",
                 B.lemma4_2, "4.2", favourable=1.9,
                 notes="lhs = -min_sigma |<f, sigma>| = -(2 f_j - 1). The printed 1/4 has proven slack: over D1 the "
                       "minimum of 2 f_j - 1 is 2 n^4/(n^4 + (n-1) n^{1.4}) - 1 >= 0.7168 (n = 2), so the automatic "
                       "mutant is moved by 190 % (to 0.725), which the n = 2 corner kills.")


@st.composite
def _l52_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    c = (_c_strategy(_C_LARGE, 200.0, _C_LARGE) if reading == "large"
         else _c_strategy(1.0001, 200.0, 1.0001, 1.2, 1.44, 2.0).filter(lambda x: x > 1.0))
    return {"n": draw(with_edges(st.integers(2, 10**6), 2, 100, 1000, 10**6)), "C": draw(c),
            "tau": draw(with_edges(st.floats(0.0, 0.25, exclude_min=True, exclude_max=True), 0.2499, 1e-3)),
            "log_base": 2.0 if reading == "log2" else math.e}


@dataclass(frozen=True)
class _Negated:
    """The statistic of a negated fitted exponent (lhs = -p): intervals negated and swapped."""

    fit: ExponentFit

    def interval(self, confidence: float) -> tuple[float, float]:
        lo, hi = self.fit.interval(confidence)
        return -hi, -lo


def _l52_measure(inst: dict, ctx: Ctx) -> Measurement:
    """Worst D1 instance (others at 1.4 log n): if tau < 2 f_j - 1 a unit fires iff its sign at j is +1, so
    Pr[F_exp(A) = 0] = 2^{-m} exactly, m = ceil(C log(n/delta)) (log base inst['log_base']); fitted exponent of
    the failure in delta over delta in [1e-250, 0.0995]."""
    n = inst["n"]
    L = math.log(n)
    z = torch.full((n,), 1.4 * L, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    z[0] = 4 * L
    fj = float(M.toy_f(z, "exp")[0])
    lds = np.linspace(math.log(0.0995), math.log(1e-250), 12)
    lb = math.log(inst.get("log_base", math.e))
    ly = np.array([-math.ceil(inst["C"] * (L - ld) / lb) * math.log(2) for ld in lds])
    fit = _fit(lds, ly)
    return Measurement(-fit.exponent, {}, {"tau_margin": 2 * fj - 1 - inst["tau"], "C_ln2": inst["C"] * math.log(2),
                                           "delta": np.exp(lds)},
                       lhs_interval=(-fit.hi, -fit.lo), stat=_Negated(fit))


_L52_DOMAIN = (Param("n", 1, math.inf, integer=True, text="n: the length of A x (Def 3.8); no range printed",
                     far=1e6, unreached="n = 1: log n = 0, so D1's 4 log n equals D0's range (no D1 instance); "
                                        "n >= 2 drawn"),
               _c_params(False), _DELTA_P,
               Param("tau", 0.0, 0.25, lo_closed=False, hi_closed=False,
                     text="tau > 0 (Def 3.5); the proof's step needs tau < 1/4 (Lemma 4.2 Part 2)"))

L52 = Claim(
    id="softlin.lemma5.2", paper=PAPER, source=_src("Lemma 5.2 with Def 3.7 (m = C log(n/delta), C > 1)",
                                                    "L108-L116, L225-L243"),
    statement="For each A in D1, F_exp(A) > 0 with probability at least 1 - delta/poly(n) (proof: 1 - (1/2)^m >= "
              "1 - delta/poly(n) with m = C log(n/delta), C > 1). Encoded: the failure, exactly 2^{-m}, vanishes "
              "at least linearly in delta (fitted exponent in delta >= 1).",
    kind="rate", comparison="<=", bound=B.lemma5_2_neg_exponent, measure=_l52_measure,
    strategy=_l52_instances,
    assumptions=(Assumption("tau < 2 f_j - 1", "tau in (0, 1/4) below the D1 margin (Lemma 4.2)",
                            lambda q: q["tau_margin"]),),
    constants="explicit", expect="erratum as printed",
    domain=_stops(_L52_DOMAIN),
    readings=(Reading("C large enough", "Def 3.7's 'C > 1 some constant' read as a sufficiently large constant, "
                      "as Lemmas 4.1/4.2 word it (C from 2 on; any C >= 1/ln 2 makes 2^{-m} <= delta/n)",
                      strategy=lambda: _l52_instances("large"),
                      domain=(_L52_DOMAIN[0], _c_params(True), *_L52_DOMAIN[2:])),
              Reading("log base 2", "m = C log_2(n/delta), every C > 1: 2^{-m} <= (delta/n)^C",
                      strategy=lambda: _l52_instances("log2"))),
    second_path="tests/test_softlin_errata.py::test_lemma5_2_failure_exponent_below_one_for_small_C",
    evidence=("Pr[F_exp(A) = 0] = 2^{-m} exactly (a unit fires iff y_{l,j} = +1 when tau < 2 f_j - 1), i.e. "
              "(delta/n)^{C ln 2} up to the rounding of m. For C in (1, 1/ln 2 = 1.443) the exponent in delta is "
              "C ln 2 < 1, so failure/delta = delta^{C ln 2 - 1} n^{-C ln 2} -> infinity as delta -> 0 at fixed n: "
              "no poly(n) makes 2^{-m} <= delta/poly(n). E.g. C = 1.2: fitted exponent 0.832 (interval width "
              "< 1e-3). The proof's step 1 - (1/2)^m >= 1 - delta/poly(n) needs C >= 1/ln 2, not the stated C > 1. "
              "As printed only: with C a sufficiently large constant (as Lemmas 4.1/4.2 word it) or with log base "
              "2 it holds."),
    notes="lhs is the NEGATED exponent (so '<=' reads exponent >= 1).",
    settings={"ci": {"max_examples": 30, "budget_s": 2.0}},
)


@st.composite
def _window_instances(draw: st.DrawFn, reading: str = "literal") -> dict:
    c = (_c_strategy(_C_LARGE, 200.0, _C_LARGE) if reading == "large"
         else _c_strategy(1.0001, 200.0, 1.0001).filter(lambda x: x > 1.0))
    return {"n": draw(with_edges(st.integers(100, 2000), 100, 1000, 2000)), "C": draw(c),
            "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 0.0999, DELTA)),
            "log_base": 2.0 if reading == "log2" else math.e}


def _window_measure(inst: dict, ctx: Ctx) -> Measurement:
    lb = math.log(inst.get("log_base", math.e))
    lo = inst["C"] * math.sqrt(math.log(inst["n"] / inst["delta"]) / lb) / inst["n"] ** 0.1
    return Measurement(lo, {"n": inst["n"], "delta": inst["delta"], "C": inst["C"]})


_TAU_DOMAIN = (Param("n", 100, 2000, integer=True, text="the toy experiments' n in [100, 2000] (Fig. 3, L325-L336)"),
               _c_params(False), _DELTA_P)

TAU = Claim(
    id="softlin.toy.tau_window", paper=PAPER,
    source=_src("Derived from Lemmas 5.1-5.4 (implicit tau conditions) at the Fig. 3 sizes n in [100, 2000]",
                "L215-L267, L325-L336"),
    statement="Lemmas 5.1 and 5.2 hold together only if C sqrt(log(n/delta))/n^{0.1} <= tau < 1/4; at the paper's "
              "toy experiments (n in [100, 2000], delta in (0, 0.1), C > 1) this window is non-empty: lower end "
              "< 1/4.",
    kind="deterministic", comparison="<", bound=B.tau_window_upper, measure=_window_measure,
    strategy=_window_instances, expect="erratum",
    derived=("Not printed: derived from Lemma 5.1 (L215-L223; its proof applies Lemma 4.1 Part 2, L137-L162, "
             "which needs tau >= C sqrt(log(n/delta))/n^{0.1}) and Lemma 5.2 (L225-L243; its proof needs "
             "tau < 1/4 from Lemma 4.2 Part 2), at the toy experiments' sizes (Fig. 3, L325-L336). The paper never "
             "states a tau; a violation here is never an error of the paper, it says the toy lemmas are vacuous "
             "as proved at those sizes."),
    domain=_stops(_TAU_DOMAIN),
    readings=(Reading("C large enough", "the Hoeffding constant C read as a sufficiently large constant (Lemma 4.1 "
                      "words it so; drawn from 2): the lower end only grows",
                      strategy=lambda: _window_instances("large"),
                      domain=(_TAU_DOMAIN[0], _c_params(True), _DELTA_P)),
              Reading("log base 2", "log(n/delta) read as log_2: the lower end only grows",
                      strategy=lambda: _window_instances("log2"))),
    second_path="tests/test_softlin_errata.py::test_tau_window_is_empty_at_the_toy_sizes",
    no_mutant_reason=("derived and violated under every reading at every instance (the lower end is >= 1.2 > 1/4 "
                      "throughout); a planted stronger bound is violated trivially and tests nothing"),
    evidence=("The lower end C sqrt(log(n/delta))/n^{0.1} is >= 1.2 for every n <= 2000, C > 1, delta < 0.1 "
              "(n = 2000, C = 1, delta = 0.1: 3.15/2.14 = 1.47 > 1/4); at delta = 0.01 the window first opens at "
              "n = 6.7e13 (C = 1), 1.8e17 (C = 2), 4.2e20 (C = 4). The toy separation is vacuous as proved at the sizes of Fig. 3."),
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
)


# ================================================================================ Fact A.1, Claims C.3/C.5


@st.composite
def _kron_instances(draw: st.DrawFn, which: str) -> dict:
    """Gaussian A1, A2 (n x d) and X (d x d), generic (A1 != A2, X not symmetric) or the paper's symmetric case."""
    d = draw(with_edges(_int_log(1, 120), 1, 2))
    n = draw(with_edges(_int_log(1, max(1, 1400 // d)), 1, 2))  # the Kronecker matrix has n^2 d^2 <= 2e6 entries
    rng = np.random.default_rng(draw(SEEDS))
    A1, A2, X = rng.standard_normal((n, d)), rng.standard_normal((n, d)), rng.standard_normal((d, d))
    if draw(st.booleans()):
        A2, X = A1.copy(), X + X.T
    return {"A1": A1, "A2": A2, "X": X, "idx": draw(st.integers(0, n * n - 1)), "which": which, "n": n, "d": d}


_KRON_DOMAIN = (Param("n", 1, math.inf, integer=True, far=100.0, text="A1, A2 in R^{n x d}, n >= 1"),
                Param("d", 1, math.inf, integer=True, far=100.0, text="Q, K in R^{d x d}, d >= 1"))


def _kron_measure(inst: dict, ctx: Ctx) -> Measurement:
    dt = torch_dtype(ctx.dtype)
    A1, A2, X = (torch.as_tensor(inst[k], dtype=dt, device=ctx.device) for k in ("A1", "A2", "X"))
    lhs_vec, _ = M.kron_rowmajor(A1, A2, X)
    n = inst["A1"].shape[0]
    q = {"A1": inst["A1"].tolist(), "A2": inst["A2"].tolist(), "X": inst["X"].tolist()}
    if inst["which"] == "A1":
        q["idx"] = inst["idx"]
    else:
        q["j0"], q["i"] = divmod(inst["idx"], n)
    return Measurement(float(lhs_vec[inst["idx"]]), q)


def _col_major_mutant(A1, A2, X, idx: int) -> float:  # noqa: ANN001
    """Fact A.1 with column-major vec: the matching Kronecker product is A2 kron A1 (not A1 kron A2)."""
    return B.factA_1(A2, A1, X, idx)


def _kron_claim(cid: str, source: str, statement: str, bound, which: str, mutant) -> Claim:  # noqa: ANN001
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="==",
                 bound=bound, measure=_kron_measure, strategy=lambda: _kron_instances(which), rtol=1e-9, atol=1e-9,
                 mutants={"A2 kron A1 (column-major convention)": mutant}, domain=_KRON_DOMAIN,
                 notes="Compared as the logarithm of the printed exp identity (exp is injective). Holds with "
                       "row-major vec, the convention Claims C.3/C.5 use (block j0 = row j0); with column-major "
                       "vec it needs A2 kron A1 (catalog F5). The paper never states the convention and its "
                       "applications have A1 = A2 and symmetric X, where it does not matter.",
                 settings={"ci": {"max_examples": 40, "budget_s": 1.5}})


FA1 = _kron_claim("softlin.factA.1", _src("Fact A.1 (tensor trick), App. A; Kronecker product L381", "L381-L391"),
                  "vec(exp(A1 Q K^T A2^T)) = exp(A vec(Q K^T)) with A := A1 kron A2 in R^{n^2 x d^2}.",
                  B.factA_1, "A1", _col_major_mutant)
C3 = _kron_claim("softlin.claimC.3", _src("Claim C.3, App. C", "L445-L463"),
                 "The j0-th n-row block A_{j0} of A = A1 kron A2 satisfies A_{j0} x = ((A1)_{j0,*} X A2^T)^T, and "
                 "u_exp(A, x)_{j0} = exp(A_{j0} x).",
                 B.claimC_3, "C3", lambda A1, A2, X, j0, i: B.claimC_3(A2, A1, X, j0, i))
C5 = _kron_claim("softlin.claimC.5", _src("Claim C.5, App. C (second bullet: A2 should be A2^T)", "L490-L508"),
                 "Cross-attention: A_{j0} x = ((A1)_{j0,*} X A2^T)^T, and u_lin(A, x)_{j0} = A_{j0} x.",
                 B.claimC_3, "C5", lambda A1, A2, X, j0, i: B.claimC_3(A2, A1, X, j0, i))


# ======================================================================================= not encoded


# ------------------------------------------------------------------------------- Lemma 3.1 (Hoeffding)


@st.composite
def _hoeffding_inst(draw: st.DrawFn) -> dict:
    """n two-point variables X_i in {a_i, b_i} on a dyadic grid (a_i, widths in 1/8, p_i in 1/16, t in 1/32), so
    the tail is an exact rational. Two-point laws are the extreme laws on [a_i, b_i] for the tail; n = 1 with
    p = 1/2, t = 1/2 (the tightest case, ratio 1/(2 e^{-1/2}) = 0.824) is proposed explicitly."""
    if draw(st.booleans()):  # the tight corner: one fair two-point variable of width 1, t up to 1/2
        return {"n": 1, "a8": [draw(st.integers(-8, 8))], "w8": [8], "p16": [8],
                "t32": draw(st.sampled_from([16, 15, 12, 8]))}
    n = draw(with_edges(_int_log(1, 100), 1, 2, 10))
    w = draw(st.lists(st.integers(1, 16), min_size=n, max_size=n))
    p = draw(st.lists(st.integers(1, 15), min_size=n, max_size=n))
    a = draw(st.lists(st.integers(-8, 8), min_size=n, max_size=n))
    tot = sum(w)  # in 1/8 units: t <= sum of widths (beyond, the tail is 0)
    t = draw(st.integers(1, 4 * tot))  # in 1/32 units
    return {"n": n, "a8": a, "w8": w, "p16": p, "t32": t}


def _hoeffding_measure(inst: dict, ctx: Ctx | None = None) -> Measurement:
    from fractions import Fraction as F

    a = [F(x, 8) for x in inst["a8"]]
    b = [ai + F(w, 8) for ai, w in zip(a, inst["w8"], strict=True)]
    p = [F(x, 16) for x in inst["p16"]]
    t = F(inst["t32"], 32)
    prob = M.two_point_sum_tail(a, b, p, t)
    wsq = sum((F(w, 8) ** 2 for w in inst["w8"]), F(0))
    return Measurement(prob, {"t": t, "width_sq_sum": wsq}, {"p_float": float(prob), "n": inst["n"],
                                                             "t_float": float(t)}, exact=True)


L31 = Claim(
    id="softlin.lemma3.1",
    paper=PAPER,
    source=_src("Lemma 3.1 (Hoeffding bound [46]), Sec. 3.1", "L78-L82"),
    statement="Let X_1..X_n be independent bounded variables in [a_i, b_i], X = sum X_i. Then "
              "Pr[|X - E[X]| >= t] <= 2 exp(-2 t^2 / sum_i (b_i - a_i)^2).",
    kind="probabilistic",
    comparison="<=",
    bound=B.lemma3_1,
    measure=_hoeffding_measure,
    exact=_hoeffding_measure,
    strategy=_hoeffding_inst(),
    assumptions=(Assumption("t > 0", "t > 0 (a deviation)", slack=lambda q: float(q["t"])),),
    domain=(Param("n", 1, math.inf, integer=True, far=100.0, text="n independent bounded variables"),
            Param("t", 0.0, math.inf, lo_closed=False, far=50.0, key="t_float",
                  text="t > 0 (tail beyond t = sum of widths is 0; far = 50 needs n >= 25 wide variables)",
                  unreached="t -> 0: t is drawn on the grid 1/32 (the exact law stays rational); below t = 1/32 the "
                            "bound 2 exp(-2 t^2/sum w^2) > 1.99 exceeds every probability")),
    mutants={"exponent constant 4 instead of 2": lambda t, width_sq_sum: 2 * math.exp(-4 * t**2 / width_sq_sum),
             "prefactor 1 instead of 2": lambda t, width_sq_sum: math.exp(-2 * t**2 / width_sq_sum)},
    favourable=0.25,
    notes="The tail is computed exactly (rational law of a sum of two-point variables, no Monte Carlo). Two-point "
          "laws are where Hoeffding is tightest; even there the prefactor 2 leaves slack: at n = 1, p = 1/2, "
          "t = 1/2 the tail is 1 and the bound 2 e^{-1/2} = 1.213 (ratio 0.824, the best the search finds), so the "
          "automatic mutant moves the bound by 25 % instead of 10 %.",
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}},
)


# ------------------------------------------------------- Lemmas 4.1 P1, 5.3, 5.4: exact tails of the toy model


def _toy_ns() -> list[int]:
    return [int(round(x)) for x in np.logspace(2, 5, 7)]


@st.composite
def _toy_whp_instances(draw: st.DrawFn, which: str) -> dict:
    """The two-valued corners of Def 3.8 (k = frac (n - spike) entries at 1.4 log n, the rest at log n; D1 adds
    z_j = 4 log n): frac in [0, 1] with 0, 1/2, 1 as atoms; the Hoeffding constant C_tau of Lemmas 4.1/4.2 and
    Def 3.7's C (m = ceil(C log(n/delta))) in (1, 200]; delta in [1e-12, 0.1)."""
    return {"frac": draw(with_edges(st.floats(0.0, 1.0), 0.0, 0.5, 1.0)),
            "C_tau": draw(_c_strategy(1.0001, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0)),
            "C": draw(_c_strategy(1.0001, 200.0, 1.0001, 2.0).filter(lambda x: x > 1.0)),
            "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 1e-12, DELTA, 0.0999)), "which": which}


def _toy_logfail(which: str, n: int, inst: dict) -> float:
    spike = which == "5.4"
    k = int(round(inst["frac"] * (n - (1 if spike else 0))))
    sp, hi, lo = M.toy_weights(n, k, spike, "lin")
    thr = inst["C_tau"] * math.sqrt(math.log(n / inst["delta"]) / n)
    n_low = n - k - (1 if spike else 0)
    if which == "4.1":  # Pr_sigma[|<f_lin, sigma>| > C sqrt(log(n/delta))/sqrt(n)]
        return M.log_tail_signed_sum(sp, k, hi, max(n_low, 0), lo, thr, True) if n_low else \
            M.log_tail_signed_sum(sp, 0, 0.0, k, hi, thr, True)
    # Lemma 5.3 / 5.4: F_lin(A) > 0 iff some unit l has <f_lin, y_l> > tau, tau = C_tau sqrt(log(n/delta)/n)
    lp = (M.log_tail_signed_sum(sp, k, hi, n_low, lo, thr, False) if n_low
          else M.log_tail_signed_sum(sp, 0, 0.0, k, hi, thr, False))
    m = max(1, math.ceil(inst["C"] * math.log(n / inst["delta"])))
    return M.log_any_of_m(lp, m)


_TOY_K = 2.0  # a failure at most delta n^{-2} meets 'delta/poly(n)' (poly(n) = n^2) and enters the fit at that level


def _toy_whp_measure(which: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:
        ns = _toy_ns()
        raw = [_toy_logfail(which, n, inst) for n in ns]
        lx = np.log(np.array(ns, dtype=float))
        ly = np.maximum(np.array(raw), math.log(inst["delta"]) - _TOY_K * lx)
        fit = _fit(lx, ly)
        return Measurement(fit.exponent, {}, {"failure_first": math.exp(raw[0]), "failure_last": math.exp(raw[-1]),
                                              "capped_points": int(np.sum(ly > np.array(raw))),
                                              "n": np.array(ns, dtype=float)},
                           lhs_interval=(fit.lo, fit.hi), stat=fit)
    return measure


def _toy_whp_domain(with_m: bool) -> tuple[Param, ...]:
    out = [Param("n", 1, math.inf, integer=True, far=1e5, text="n: the length of z = A x (Def 3.8)",
                 unreached="each instance is a family n = 1e2 ... 1e5 (the statements are asymptotic, 'delta/poly(n)'); "
                           "n < 1e2 is not swept"),
           Param("frac", 0.0, 1.0, text="z in [log n, 1.4 log n]^n (Def 3.8): the two-valued corners, a fraction "
                                        "frac of the entries at 1.4 log n"),
           Param("C_tau", 1.0, math.inf, lo_closed=False, far=100.0,
                 text="C > 1 a sufficiently large constant (Lemmas 4.1/4.2): every C > 1 is checked"),
           _DELTA_P]
    if with_m:
        out.append(_c_params(False))
    return tuple(out)


_TOY_WHP_NOTE = ("Hidden constants (C 'sufficiently large', poly(n)): lhs is the fitted log-log slope in n of the EXACT "
                 "probability (enumeration of the special sign and two binomial blocks, ``models.softlin."
                 "log_tail_signed_sum``) along n = 1e2 ... 1e5 at the two-valued corners of Def 3.8 (the box's "
                 "extreme points, where the variance of <f, sigma> is largest); a point whose failure is at most "
                 "delta n^{-2} already meets 'delta/poly(n)' (poly(n) = n^2) and enters the fit at delta n^{-2} "
                 "(far in the tail, e.g. 1e-64 at delta = 1e-12, the exact failure can still rise with n toward its "
                 "Gaussian regime (delta/n)^{C^2/2}, a pre-asymptotic effect, not a failure of the claim); violated "
                 "only if the whole 99 % interval of the slope is >= 0. Def 3.7's 'C > 1' and the Hoeffding 'C > 1 sufficiently large' are "
                 "drawn over every C in (1, 200] with the natural log: the other readings of the paper's phrase "
                 "('large enough', i.e. C >= 2; log base 2, i.e. C / ln 2 > 1.44 in natural-log units) are subsets "
                 "of that range, so a claim that holds as printed holds under them.")

L41 = Claim(
    id="softlin.lemma4.1", paper=PAPER, source=_src("Lemma 4.1 Part 1, Sec. 4", "L135-L162"),
    statement="A in D0, sigma uniform on {+-1}^n, C > 1 sufficiently large, delta in (0, 0.1): "
              "Pr[|sum_i f_lin(A, x)_i sigma_i| <= C sqrt(log(n/delta))/sqrt(n)] >= 1 - delta/poly(n). "
              "Encoded: the exact failure probability decays polynomially in n (fitted slope < 0). Part 2 (f_exp, "
              "threshold C sqrt(log(n/delta))/n^{0.1}) is vacuous for n <~ 1e14: its threshold exceeds "
              "1 >= |<f, sigma>| (failure exactly 0); its entry bound is softlin.ineq4.1b.",
    kind="probabilistic", comparison="<", bound=B.decay_exponent, measure=_toy_whp_measure("4.1"),
    strategy=lambda: _toy_whp_instances("4.1"), constants="hidden", domain=_toy_whp_domain(False),
    mutants={"failure claimed to decay faster than n^-1.5": lambda: -1.5},
    notes=_TOY_WHP_NOTE, settings={"ci": {"max_examples": 12, "budget_s": 3.0}})
L53 = Claim(
    id="softlin.lemma5.3", paper=PAPER, source=_src("Lemma 5.3 with Def 3.7 and Lemma 4.1 Part 1, Sec. 5",
                                                    "L112-L116, L135-L162, L247-L257"),
    statement="For each A in D0, F_lin(A) = 0 with probability at least 1 - delta/poly(n) (m = C log(n/delta), "
              "C > 1; tau is never specified: the proof's use of Lemma 4.1 Part 1 needs tau >= C_tau "
              "sqrt(log(n/delta)/n), taken with equality). Encoded: Pr[F_lin(A) > 0] = 1 - (1 - p)^m exactly, "
              "p = Pr[<f_lin, y> > tau], decays polynomially in n.",
    kind="probabilistic", comparison="<", bound=B.decay_exponent, measure=_toy_whp_measure("5.3"),
    strategy=lambda: _toy_whp_instances("5.3"), constants="hidden", domain=_toy_whp_domain(True),
    mutants={"failure claimed to decay faster than n^-1.5": lambda: -1.5},
    notes=_TOY_WHP_NOTE + " With Lemma 5.2's tau < 1/4 the window C_tau sqrt(log(n/delta)/n) < 1/4 is non-empty "
                          "from n of a few hundred (C_tau = 1, delta = 0.01).",
    settings={"ci": {"max_examples": 12, "budget_s": 3.0}})
L54 = Claim(
    id="softlin.lemma5.4", paper=PAPER, source=_src("Lemma 5.4 with Def 3.7 and Lemma 4.2 Part 1, Sec. 5",
                                                    "L112-L116, L164-L207, L259-L267"),
    statement="For each A in D1, F_lin(A) = 0 with probability at least 1 - delta/poly(n) (tau >= C_tau "
              "sqrt(log(n/delta)/n) from Lemma 4.2 Part 1, taken with equality; m = C log(n/delta)). Encoded: the "
              "exact Pr[F_lin(A) > 0] (the spike z_j = 4 log n enumerated) decays polynomially in n.",
    kind="probabilistic", comparison="<", bound=B.decay_exponent, measure=_toy_whp_measure("5.4"),
    strategy=lambda: _toy_whp_instances("5.4"), constants="hidden", domain=_toy_whp_domain(True),
    mutants={"failure claimed to decay faster than n^-1.5": lambda: -1.5},
    notes=_TOY_WHP_NOTE, settings={"ci": {"max_examples": 12, "budget_s": 3.0}})


# --------------------------------------------------------------- Appendix E opening: the omitted X = I claims


_EOMIT_PARTS = ("F_exp(D0)=0", "F_lin(D1)=0", "F_lin(D0)=0")


@st.composite
def _eomit_instances(draw: st.DrawFn) -> dict:
    """Section E's data (X = I_d, b^2 + c^2 = 1, b in (0, 0.2), a1 >= 1; D0: a0 in (0, 0.1)) along the scaling
    family d = 2 + ceil(n^gamma), gamma over (gamma_min, 1] with gamma_min = 2 b^2 + 0.02 (Thm E.4) and, for a D0
    part, at least 4 a0 + 0.02 (Thm D.9); m = ceil(Cm log(n/delta)); one part of the three drawn."""
    p = {"part": draw(st.sampled_from(_EOMIT_PARTS)),
         "Cm": draw(with_edges(log_uniform(0.005, 200.0), 200.0, 0.005, 1.0)),
         "a0": draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 0.0999, 1e-4, 0.01)),
         "a1": draw(with_edges(log_uniform(1.0, 100.0), 100.0, 1.0)),
         "b": draw(with_edges(st.floats(1e-3, 0.2, exclude_max=True), 0.199, 1e-3)),
         "delta": draw(with_edges(log_uniform(1e-12, 0.0999), 0.0999, 1e-12, DELTA))}
    p["c"] = math.sqrt(1 - p["b"] ** 2)
    g0 = 2 * p["b"] ** 2 + 0.02
    if p["part"].endswith("(D0)=0"):
        g0 = max(g0, 4 * p["a0"] + 0.02)
    u = draw(with_edges(st.floats(0.0, 1.0, exclude_min=True), 1.0, 1e-3, 0.05))
    p["gamma"] = g0 + u * (1.0 - g0)
    return p


def _eomit_logfail(n: int, d: int, p: dict) -> tuple[float, float]:
    """(lower, upper) bounds on log Pr_y[F(A) > 0], both exact computations: lower = the exact union over the three
    row types j3, a row of j3's group and a row of one other group (one shared y per unit); upper = the same plus a
    union bound over the d - 4 other groups' rows (identical laws by symmetry)."""
    part = p["part"]
    kind = "exp" if part.startswith("F_exp") else "lin"
    a = p["a1"] if "(D1)" in part else p["a0"]
    R = M.rows_self_xi_all(n, d, a, p["b"], p["c"], kind)
    tau = (p["c"] + 0.1) * math.sqrt(math.log(n))
    sp = [0, 1, 2, d - 1]
    m = max(1, math.ceil(p["Cm"] * math.log(n / p["delta"])))
    vals, lw = M.row_values(R, sp)
    fire = vals > tau
    l3 = float(logsumexp(lw[fire.any(axis=1)])) if fire.any() else -math.inf
    lo_ = float(logsumexp(lw[fire[:, 2]])) if fire[:, 2].any() else -math.inf
    up = l3 if lo_ == -math.inf or d <= 4 else float(np.logaddexp(l3, math.log(d - 4) + lo_))
    return M.log_any_of_m(l3, m), M.log_any_of_m(min(up, 0.0), m)


def _eomit_measure(inst: dict, ctx: Ctx) -> Measurement:
    lx, ly, lu, ns, ds = [], [], [], [], []
    for n, d in _family_points(inst["gamma"], 2):
        ns.append(float(n))
        ds.append(float(d))
        lo_, up = _eomit_logfail(n, d, inst)
        if lo_ > -math.inf:
            lx.append(math.log(n))
            ly.append(lo_)
            lu.append(up)
    fit = _fit(np.array(lx), np.array(ly))
    fit_up = _fit(np.array(lx), np.array(lu))
    return Measurement(fit.exponent, {}, {"failure_lower_first": math.exp(ly[0]) if ly else 0.0,
                                          "failure_lower_last": math.exp(ly[-1]) if ly else 0.0,
                                          "slope_of_upper_bound": fit_up.exponent, "points": len(lx),
                                          "n": np.array(ns), "d": np.array(ds)},
                       lhs_interval=(fit.lo, fit.hi), stat=fit)


EOMIT = Claim(
    id="softlin.claimE.omitted", paper=PAPER, source=_src("Appendix E opening ('The proofs are similar')", "L1588-L1590"),
    statement="With QK^T = I_d (Section E): 'we omitted the proofs for F_exp outputs 0 for D0 and F_lin outputs 0 for "
              "D1 and D0', i.e. whp F_exp(D0) = 0, F_lin(D1) = 0, F_lin(D0) = 0 (no hypotheses given; read with "
              "Section E's b^2 + c^2 = 1, b in (0, 0.2), a1 >= 1, tau = (c+0.1) sqrt(log n), m = O(log(n/delta)), "
              "d = omega(n^{2 b^2 + 0.02}) and for D0 4 a0 + 0.02). Encoded: the failure Pr[F > 0] decays in n.",
    kind="probabilistic", comparison="<", bound=B.decay_exponent, measure=_eomit_measure,
    strategy=_eomit_instances, constants="hidden",
    domain=(Param("n", 1, math.inf, far=1e6, text="n = (d-2) t",
                  unreached="n < 1e2 is below the families' first point (the whp statements are asymptotic)"),
            Param("d", 3, math.inf, integer=True, far=1e4, family="d = 2 + ceil(n^gamma)",
                  unreached="d below 3 + ceil(100^gamma): the family starts at n = 1e2"),
            Param("gamma", 0.02, 1.0, lo_closed=False, family="d = n^gamma",
                  text="d = omega(n^{2 b^2 + 0.02}) (Thm E.4, L1887); D0 parts also 4 a0 + 0.02 (Thm D.9)"),
            Param("Cm", 0.0, math.inf, lo_closed=False, far=100.0, text="m = O(log(n/delta))"), _DELTA_P,
            Param("a1", 1.0, math.inf, far=100.0, text="a1 >= 1 (Sec. E)"),
            Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, text="a0 in (0, 0.1) (Def D.1)"),
            Param("b", 0.0, 0.2, lo_closed=False, hi_closed=False, text="b in (0, 0.2), b^2 + c^2 = 1 (Sec. E)")),
    mutants={"failure claimed to decay faster than n^-40": lambda: -40.0},
    notes=("Hidden constants: lhs is the fitted log-log slope in n of an exact LOWER bound on the failure (the exact "
           "union over three of the d - 1 distinct row types, ``models.softlin.rows_self_xi_all``, verified against "
           "the dense model), so a violation would be genuine; the slope of the exact union-bound UPPER bound is "
           "reported as a term. At FIXED d the failure is a constant in n (catalog: Pr[F_lin(D1) > 0] = 0.53 at "
           "the experiments' b = 0.2, c = 0.8, d = 12, which violate b^2 + c^2 = 1), outside the family. A large "
           "a1 (e.g. 100) keeps F_lin(D1) > 0 with probability ~1 for n <~ a1^2 (the first coordinate a1 s w(j3) "
           "is ~ a1 s there): the linear proofs use a1 = O(1) (L1317), so such a flat failure is on the bound "
           "(potential), not an erratum."),
    settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
)


def _record(cid: str, source: str, statement: str, kind: str, reason: str) -> Claim:
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind=kind, comparison="<=", bound=None,
                 measure=None, checkable=False, not_checkable_reason=reason)


RECORDS = [
    _record("softlin.lemma5.1", _src("Lemma 5.1, Sec. 5", "L215-L223"),
            "For each A in D0, Pr_y[F_exp(A) = 0] >= 1 - delta/poly(n).", "probabilistic",
            "tau is never specified; the proof needs tau >= C sqrt(log(n/delta))/n^{0.1} > 1 at every n <= 1e14 "
            "(softlin.toy.tau_window), where F_exp = 0 trivially since |<f, y>| <= 1. Per-instance only: for a "
            "fixed y the D0 instance z_i = 1.4 log n iff y_{1,i} = +1 gives <f_exp, y_1> = 0.89 at n = 1000 "
            "(catalog F2), so no uniform version holds for tau < 0.89."),
]

CLAIMS = [L31, FA1, C3, C5, I41a, I41b, I42a, I42b, L42, L41, L52, L53, L54, TAU, D2, D3, D4, D6, D7, D10, D11, D14, D15, D5, D8, D9, D12,
          D13, D16, D17, T62, T11, E1, E2, E3, E4, F2, F3, F4, F6, F7, F10, F14, F5, F8, F9, F13, F16, F17, T12, SEP, EOMIT,
          *RECORDS]
