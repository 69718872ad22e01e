"""Instance strategies, printed domains and measurements shared by the entry-wise lemmas of Appendices D, E, F (dense n x n model, or closed-form entry sets for large n)."""

from __future__ import annotations

import math

import mpmath
import torch
from hypothesis import strategies as st

from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.softlin._common import PAPER, _dy, _int_log, _stops
from thmcheck.checks.strategies import log_uniform, with_edges
from thmcheck.models import softlin as M
from thmcheck.models.device import torch_dtype

_DENSE_D, _DENSE_T = 66, 30  # Section E (dense only): d <= 66, t <= 30 (n <= 1920), the catalog's instance space
_SMALL_D, _SMALL_T = 40, 20  # X = 1 / cross-attention: the dense model for d <= 40, t <= 20; closed forms beyond


@st.composite
def _self_instances(draw: st.DrawFn, family: str, parts: tuple[str, ...]) -> dict:
    """Def D.1 data (family 'D1'/'D0': X = 1, b + c = 1; 'E': X = I, b^2 + c^2 = 1, a1 >= 1, b in (0, 0.2)).
    Three modes: the paper's settings (n=200, d=12 / 22, a0=0.01, a1=1.2, b=0.2) as explicit atoms; 'dense' (the
    n x n model, d in [3, 40], t in [1, 20]; Section E, dense only: d in [3, 66], t in [1, 30]); 'large' (X = 1 only: every entry set from its closed form,
    ``thmcheck.models.softlin.entry_sets_self_x1``, d log-uniform in [3, 1e4], t in [1, 1e5], so n up to 1e9).
    a1 in [0.7, 100] (D1) or [1, 100] (E), a0 in (0, 0.1), b in [0.1, 0.9] (D) or (0, 0.2) (E)."""
    modes = ["dense"] if family == "E" else ["paper", "dense", "large", "large"]
    mode = draw(st.sampled_from(modes))
    paper = mode == "paper"
    if paper:
        d = draw(st.sampled_from([12, 22]))
        t = 200 // (d - 2)
    elif mode == "dense":
        d = draw(with_edges(st.integers(3, _DENSE_D if family == "E" else _SMALL_D), 3))
        t = draw(with_edges(st.integers(1, _DENSE_T if family == "E" else _SMALL_T), 1))
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
    """Def F.1 data: the paper's setting (n = 200, d = 11, a0 = 0.01, a1 = 3) as an atom; 'dense' (d in [2, 40],
    t in [1, 20]); 'large' (closed forms, ``thmcheck.models.softlin.entry_sets_cross``: d in [2, 1e4], t in [1, 1e5]);
    a0 in (0, 0.1), a1 in (1, 100]."""
    mode = draw(st.sampled_from(["paper", "dense", "large", "large"]))
    paper = mode == "paper"
    if paper:
        d, t = 11, 20
    elif mode == "dense":
        d = draw(with_edges(st.integers(2, _SMALL_D), 2))
        t = draw(with_edges(st.integers(1, _SMALL_T), 1))
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


_N1_WHY = {
    "lin": "n = 1 (one row) is not drawn: log n = 0 makes every score zero, so the linear weights f_lin = u/<u, 1> "
           "are 0/0 (undefined); n >= 2",
    "exp": "n = 1 (one row; d = 3 or 2, t = 1) is not drawn by this claim's generator (its score parts are measured "
           "as log u / log n, 0/0 there); for exp weights n = 1 is a valid instance (log n = 0: every score is 0, "
           "u = f = 1, c = 0 for Def D.1 and c(j2, .) = A3's row for Def F.1) and every part is checked there, "
           "scores as u = n^x, by softlin.exp-lemmas.n1 (holds); n >= 2 here",
    None: "n = 1 (one row) is not drawn: log n = 0 makes every score zero, so the linear weights are 0/0; for the "
          "exp weights u = f = 1 and c = 0 (Def D.1) or A3's row (Def F.1), the exp entry-wise lemmas at n = 1 are "
          "checked by softlin.exp-lemmas.n1; the whp statements carry asymptotic hypotheses (t sqrt(d) = o(n^0.99), "
          "'n large enough'), which a single n = 1 does not instantiate; n >= 2",
}


def _n_param(rel: str, kind: str | None = None) -> Param:
    return Param("n", 1, math.inf, integer=True, text=f"n = {rel} t, t a positive integer", far=1e6,
                 unreached=_N1_WHY[kind])


def _self_domain(family: str, kind: str | None = None) -> tuple[Param, ...]:
    """family 'D1', 'D0', 'E' (dense only) or 'E_closed' (Section E through the closed-form row j3); kind 'exp' /
    'lin' (the weights: what n = 1 is) or None (both, or a whp statement)."""
    big = family != "E"
    family = "E" if family == "E_closed" else family
    why = "" if big else ("this claim draws the dense n x n model (d <= 66, t <= 30, n <= 1920); Section E's large-n "
                          "end (d <= 24, t <= 1e6, n up to 2.2e7, every entry set from the d - 1 distinct rows of A "
                          "at 30 digits) is softlin.lemmaE.1.corrected-n and softlin.lemmaE.2-n, and d, t up to 1e6 (three row classes) "
                          "softlin.lemmaE.1.corrected-d and softlin.lemmaE.2-d (all hold)")
    n = _n_param("(d-2)", kind)
    if not big:
        n = Param("n", 1, math.inf, integer=True, text="n = (d-2) t", far=1e6,
                  unreached=why + "; " + _N1_WHY[kind])
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


def _cross_domain(family: str, kind: str | None = None) -> tuple[Param, ...]:
    a = (Param("a1", 1.0, math.inf, lo_closed=False, key="a", far=100.0, text="a1 > 1 (Def F.1)") if family == "D1"
         else Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, key="a", text="a0 in (0, 0.1) (Def F.1)"))
    return (_n_param("(d-1)", kind), Param("d", 2, math.inf, integer=True, text="d >= 2 (n = (d-1) t)", far=1e3),
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
    K = torch.tensor([k for k in range(n) if k != j3], dtype=torch.long, device=ctx.device)
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
        q = {"part": part, "n": inst["n"], "t": inst["t"], "a": inst.get("a_bound", inst["a"]), "b": inst["b"], "c": inst["c"]}
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
            return Measurement(0.0 if lhs is None else lhs, {"part": part, "n": n, "t": inst["t"], "a": inst.get("a_bound", inst["a"])},
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
        return Measurement(0.0 if lhs is None else lhs, {"part": part, "n": n, "t": inst["t"], "a": inst.get("a_bound", inst["a"])},
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
_CI_DET = {"ci": {"max_examples": 500, "budget_s": 2.5}}


def _det_self(cid: str, source: str, statement: str, bound, family: str, kind: str, parts: tuple[str, ...],  # noqa: ANN001
              **kw) -> Claim:
    kw.setdefault("settings", _CI_DET)
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_self_measure(bound.__name__, kind), exact=_self_exact(kind),
                 strategy=lambda: _self_instances(family, parts),
                 assumptions=(_APPLIES, _B2C2 if family == "E" else _BC), atol=1e-12, rtol=1e-9,
                 domain=_stops(_self_domain(family, kind)) if kw.get("expect") == "erratum" else _self_domain(family, kind),
                 **kw)


def _det_cross(cid: str, source: str, statement: str, bound, family: str, kind: str, parts: tuple[str, ...],  # noqa: ANN001
               **kw) -> Claim:
    return Claim(id=cid, paper=PAPER, source=source, statement=statement, kind="deterministic", comparison="<=",
                 bound=bound, measure=_cross_measure(kind), strategy=lambda: _cross_instances(family, parts),
                 assumptions=(_APPLIES,), settings=_CI_DET, atol=1e-12, rtol=1e-9, domain=_cross_domain(family, kind),
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

# ------------------------------------------------------------------------------------------- Appendix F

_CROSS_F = ("f23>=", "f2k<=", "fk<=", "fk>=")
_LIN_CROSS = _CU + ("f23<=", "f2k<=", "fk<=", "fk>=", "c21<=", "c2i<=", "ck1<=", "cki<=")


# ======================================================== exact (60-digit) re-measurement of the self entry sets


def _self_exact_sets(inst: dict, kind: str) -> dict:
    """Every entry set of ``_self_values`` at 60 digits (mpmath), from the DISTINCT rows of Def D.1's A: row j3 and
    one row per Type-II group (rows k != j3 with k mod (d-2) = g), each with its multiplicity, so the n x n model is
    never formed and any n (dense or 'large' mode) is exact. Values are lists of mpf; counts are mpf integers."""
    if inst["family"] != "E":
        return _self_exact_sets_x1(inst, kind)
    mp = mpmath.mp
    n, d, t, j3 = int(inst["n"]), int(inst["d"]), int(inst["t"]), int(inst["j3"])
    a, b, c = (mpmath.mpf(float(inst[k])) for k in ("a", "b", "c"))
    s = mpmath.sqrt(mpmath.log(n))
    U = d - 1  # unique rows: 0 = j3, 1 + g = group g (type-II column 1 + g)
    g3 = j3 % (d - 2)
    rows = []
    for i in range(U):
        r = [mp.zero] * d
        if i == 0:
            r[0], r[1 + g3] = a * s, b * s
        else:
            r[i] = b * s
        r[d - 1] = c * s
        rows.append(r)
    cnt = [1] + [t - (1 if g == g3 else 0) for g in range(d - 2)]
    live = [i for i in range(U) if cnt[i] > 0]
    if inst["family"] == "E":  # X = I
        S = [[mpmath.fsum(x * y for x, y in zip(rows[i], rows[j], strict=True)) for j in range(U)] for i in range(U)]
    else:  # X = 1: <A_i 1, A_j> = (sum A_i)(sum A_j)
        sums = [mpmath.fsum(r) for r in rows]
        S = [[sums[i] * sums[j] for j in range(U)] for i in range(U)]
    if kind == "exp":
        W = [[mpmath.exp(S[i][j]) for j in range(U)] for i in range(U)]
    else:
        W = [[S[i][j] for j in range(U)] for i in range(U)]
    f = [[W[i][j] / mpmath.fsum(cnt[k] * W[i][k] for k in live) for j in range(U)] for i in range(U)]
    C = [[mpmath.fsum(cnt[k] * f[i][k] * rows[k][col] for k in live) for col in range(d)] for i in range(U)]
    L = mpmath.log(n)
    E = [[S[i][j] / L for j in range(U)] for i in range(U)]
    K = [i for i in live if i != 0]
    ip = 1 + g3
    II = list(range(1, d - 1))
    rest = [i for i in II if i != ip]
    v = {"u33": [E[0][0]], "u3k": [E[0][j] for j in K], "uk3": [E[i][0] for i in K],
         "ukk": [E[i][j] for i in K for j in K], "f33": [f[0][0]], "f3k": [f[0][j] for j in K],
         "fk3": [f[i][0] for i in K], "fkk": [f[i][j] for i in K for j in K], "P1": [C[0][0]],
         "P2'": [C[0][ip]], "P2": [C[0][i] for i in rest], "P2all": [C[0][i] for i in II], "P3": [C[0][d - 1]],
         "P4": [C[i][0] for i in K], "P5'": [C[i][ip] for i in K], "P5": [C[i][j] for i in K for j in rest],
         "P5all": [C[i][j] for i in K for j in II], "P6": [C[i][d - 1] for i in K],
         "c1": [C[i][0] for i in live], "cII": [C[i][j] for i in live for j in II],
         "cd": [C[i][d - 1] for i in live]}
    if inst["family"] == "E":
        hi = [[abs(E[i][j] - (b * b + c * c)) < b * b / 2 for j in range(U)] for i in range(U)]
        lo = [[abs(E[i][j] - c * c) < b * b / 2 for j in range(U)] for i in range(U)]
        # row j3's own diagonal entry is its unique id 0 (count 1): the off-j3 counts of row j3 skip it
        v.update({"uoff": [E[i][j] for i in live for j in live if (i, j) != (0, 0)],
                  "cnt3hi": [mpmath.mpf(sum(cnt[j] for j in K if hi[0][j]))],
                  "cnt3lo": [mpmath.mpf(sum(cnt[j] for j in K if lo[0][j]))],
                  "cntkhi": [mpmath.mpf(sum(cnt[j] for j in live if hi[i][j])) for i in K],
                  "cntklo": [mpmath.mpf(sum(cnt[j] for j in live if lo[i][j])) for i in K],
                  "fkhi": [f[i][j] for i in K for j in live if hi[i][j]],
                  "fklo": [f[i][j] for i in K for j in live if lo[i][j]]})
    return v


def _self_exact_sets_x1(inst: dict, kind: str) -> dict:
    """``_self_exact_sets`` for X = 1 (Appendix D), in closed form: every row sum of A is s0 = (a + b + c) s (row j3)
    or so = (b + c) s (the others), so S = (row sum)(row sum) takes three values, every row k != j3 has the same
    weights and the same output row, and the entry sets have O(1) distinct values (any n, d)."""
    n, d, t = int(inst["n"]), int(inst["d"]), int(inst["t"])
    a, b, c = (mpmath.mpf(float(inst[k])) for k in ("a", "b", "c"))
    L = mpmath.log(n)
    s = mpmath.sqrt(L)
    s0, so = (a + b + c) * s, (b + c) * s
    S00, S0o, Soo = s0 * s0, s0 * so, so * so
    w = mpmath.exp if kind == "exp" else (lambda x: x)
    Z0 = w(S00) + (n - 1) * w(S0o)
    Zo = w(S0o) + (n - 1) * w(Soo)
    f00, f0o, fo0, foo = w(S00) / Z0, w(S0o) / Z0, w(S0o) / Zo, w(Soo) / Zo

    def crow(fj3: mpmath.mpf, fo: mpmath.mpf) -> tuple:  # (col 0, col ip, another type-II col, col d-1)
        return fj3 * a * s, (fj3 + (t - 1) * fo) * b * s, t * fo * b * s, c * s * (fj3 + (n - 1) * fo)
    C0, Co = crow(f00, f0o), crow(fo0, foo)
    has_k, has_rest = n >= 2, d >= 4
    def K(x):
        return ([x] if has_k else [])
    def R(x):
        return ([x] if has_rest else [])
    E00, E0o, Eoo = S00 / L, S0o / L, Soo / L
    return {"u33": [E00], "u3k": K(E0o), "uk3": K(E0o), "ukk": K(Eoo), "f33": [f00], "f3k": K(f0o),
            "fk3": K(fo0), "fkk": K(foo), "P1": [C0[0]], "P2'": [C0[1]], "P2": R(C0[2]), "P2all": [C0[1], *R(C0[2])],
            "P3": [C0[3]], "P4": K(Co[0]), "P5'": K(Co[1]), "P5": R(Co[2]) if has_k else [],
            "P5all": ([Co[1], *R(Co[2])] if has_k else []), "P6": K(Co[3]),
            "c1": [C0[0], *K(Co[0])], "cII": [C0[1], *R(C0[2]), *K(Co[1]), *(R(Co[2]) if has_k else [])],
            "cd": [C0[3], *K(Co[3])]}


def _self_exact(kind: str):  # noqa: ANN202
    def exact(inst: dict) -> Measurement:
        with mpmath.workdps(60):
            vals = _self_exact_sets(inst, kind)
            part = inst["part"]
            x = vals[part[:-2]]
            lhs = None if not x else (-min(x) if part.endswith(">=") else max(x))
        q = {"part": part, "n": inst["n"], "t": inst["t"], "a": inst.get("a_bound", inst["a"]), "b": inst["b"], "c": inst["c"]}
        return Measurement(mpmath.mpf(0) if lhs is None else lhs, q,
                           {"applies": -1.0 if lhs is None else 1.0, "bc": inst["b"] + inst["c"],
                            "b2c2": inst["b"] ** 2 + inst["c"] ** 2}, exact=True)
    return exact


# ============================== a lemma whose hypothesis prints the other data set (D.6, F.6: 'from D1' for D0)


@st.composite
def _printed_d1_instances(draw: st.DrawFn, setting: str, parts: tuple[str, ...]) -> dict:
    """As printed: data from D1 (a = a1, drawn as Def D.1 / F.1 allow), the statement's a0 (the bound's a) drawn
    over (0, 0.1) and carried as ``a_bound``."""
    inst = draw(_self_instances("D1", parts) if setting == "self" else _cross_instances("D1", parts))
    inst["a_bound"] = draw(with_edges(st.floats(1e-4, 0.1, exclude_max=True), 1e-4, 0.01, 0.0999))
    return inst


def printed_d1(claim: Claim, setting: str, parts: tuple[str, ...], evidence: str, second_path: str) -> Claim:
    """The D0 lemma ``claim`` re-read as printed ('from D1'): D1 data, the printed a0-bound; reading 'D0' is the claim
    as it was (the section's data set)."""
    from dataclasses import replace as _replace

    from thmcheck.checks.claim import Reading

    family = "D0"
    dom0 = claim.domain
    dom1 = (_self_domain("D1", "exp") if setting == "self" else _cross_domain("D1", "exp")) + (
        Param("a0", 0.0, 0.1, lo_closed=False, hi_closed=False, key="a_bound",
              text="a0 in (0, 0.1) (Def D.1 / F.1): the statement's a0"),)
    return _replace(
        claim, strategy=lambda: _printed_d1_instances(setting, parts), domain=_stops(dom1),
        expect="erratum as printed", evidence=evidence, second_path=second_path,
        readings=(Reading("D0", f"the hypothesis 'from D1' read as {family} (the section's data set, as the proof "
                          "uses)", strategy=claim.strategy, domain=dom0),),
        no_correction_reason="under the reading 'D0' (the section's data set) the printed bounds hold",
        corrected_text="the lemma with its hypothesis 'from D0'.")
