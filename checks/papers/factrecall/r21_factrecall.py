"""Round 21 (factrecall, helper factrecall): Lemma 2's own claim made a uniform check over every answer structure.

- ``factrecall.lemma2`` (until round 20 ``conditional``: it read the constants of both '>~' as 1 and granted that
  reading) is now the statement as printed with its constants hidden: one constant c must serve every instance, i.e.
  c*(inst) = min(d/max|A^z|, d_h/|V^h|) / log^6(|V|/p_fail) stays bounded (the shape 1 of a uniform check, as
  ``factrecall.display.lemma2-constant``). Its instances span the printed domain 'A^z subset V' (answer sets may
  overlap): pairwise disjoint A^z (Monte Carlo of the 1/5 event, the sampler and the 99 % Clopper-Pearson lower end
  of factrecall.display.lemma2-constant) and one answer shared by all n subjects at d_h -> inf, where
  p_fail >= 1 - PZ(n, d) in closed form (Paley-Zygmund on the n - 1 cross terms, factrecall.lemma2.shared-answer's
  bound; d_h -> inf gives x = d/|A^z| = d). Along n -> inf with d = floor(sqrt(n)) c*_lo = sqrt(n)/log^6(3(n+2))
  grows without bound: no constant serves, the lemma is false as printed (erratum), which is what
  factrecall.lemma2.shared-answer found with the constant drawn per instance; the uniform check reaches it for the
  numbered result itself. The round-16 check with constants 1 is kept as the reading 'constants of >~ equal to 1'.
- ``factrecall.display.lemma11-identity``: the proof of Lemma 11 (L1553-L1555), the identity
  I(X,Y;Z) - I(X;Z) - I(Y;Z) = H(X,Y) - H(X,Y|Z) - H(X) + H(X|Z) - H(Y) + H(Y|Z) = I(X;Y|Z) - I(X;Y), as printed
  (factrecall.lemma11 checks only the lemma's inequality, never the conditional mutual information of its proof).
- ``factrecall.display.lemma9-l1622-literal``: the proof of Lemma 9, L1621-L1622 as printed, an EQUALITY
  sum_{i in [D]} log((1/S) sum_s f~(s,r)_{z_i}) = (1/M) sum_{s in [S]} log f~(s,r)_{a*(s,r)} + D log(M/S) on the
  event E; factrecall.display.lemma9-event-chain checks this link as '>=' (link '1622'), the reading here.
- ``factrecall.display.lemma9-l1588-literal``: the proof of Lemma 9, L1587-L1588 as printed, an EQUALITY
  I(z_1, ..., z_D; f^) = sum_i I(z_i; f^) - sum_i H(z_i) + H(z_1, ..., z_D) ('By Lemma 11', which gives only '>=';
  factrecall.display.lemma8-9-mi-chain checks '>=', the reading here), exactly by enumeration.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r21_factrecall as B21
from thmcheck.bounds.factrecall.r7_frsl import lemma2_pz_upper
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE

SHARED, DISJOINT = "shared", "disjoint"


def shared_c_lo(n: int, d: int) -> tuple[float, float, int]:
    """One answer shared by n subjects (|A^z| = 1, V = the n subjects, the answer and EOS), d_h -> inf: the closed
    lower bound p_lo = 1 - PZ(n, d) of the failure probability and c*_lo = d / log^6(|V|/p_lo) (0 if p_lo <= 0)."""
    p_lo = 1.0 - lemma2_pz_upper(n, d)
    V = n + 2
    c_lo = d / math.log(V / p_lo) ** 6 if p_lo > 0 else 0.0
    return c_lo, p_lo, V


@st.composite
def lemma2_uniform_inst(draw: st.DrawFn) -> dict:
    """Disjoint answer sets (factrecall.display.lemma2-constant's sizes) or one answer shared by n subjects
    (:func:`shared_inst`)."""
    if draw(st.sampled_from([DISJOINT, SHARED])) == DISJOINT:
        d = draw(st.one_of(st.sampled_from([8, 64, 1024]), st.integers(8, 1024)))
        d_h = max(1, min(d - 1, d // draw(st.sampled_from([1, 2, 4, 16])), 2**17 // d))
        return {"answers": DISJOINT, "d": d, "d_h": d_h, "n_z": draw(st.integers(1, 6)),
                "n_a": draw(st.integers(1, 6)), "n_x": draw(st.integers(0, 6)), "draws": 40,
                "seed": draw(st.integers(0, 2**31 - 1))}
    return draw(shared_inst())


@st.composite
def shared_inst(draw: st.DrawFn) -> dict:
    """n subjects sharing one answer: n = 10^k (k in [0.3, 40], a float power rounded) or n <= 1e6 uniformly, d =
    floor(sqrt(n)) or any d <= 10^20, d_h -> inf."""
    n = draw(st.one_of(st.sampled_from([2, 10**40]), st.integers(2, 10**6),
                       st.floats(0.3, 40.0).map(lambda k: max(2, int(10.0**k)))))
    d = draw(st.one_of(st.just(max(2, math.isqrt(n))), st.integers(2, 10**20)))
    return {"answers": SHARED, "n": n, "d": d, "d_h": math.inf, "n_z": n, "n_a": 1, "n_x": 0}


@st.composite
def lemma2_rate_inst(draw: st.DrawFn) -> dict:
    """The reading 'constants equal to 1': round 16's disjoint instances (failure rate by Monte Carlo) or the
    shared-answer family (failure probability bounded below in closed form)."""
    if draw(st.sampled_from([DISJOINT, SHARED])) == DISJOINT:
        from thmcheck.checks.papers.factrecall.sec4_appC1_attention import _lemma2_event_instances

        return {"answers": DISJOINT, **draw(_lemma2_event_instances())}
    return draw(shared_inst())


def lemma2_rate_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The failure rate: disjoint by round 16's Monte Carlo measure, shared by its closed lower bound p_lo."""
    if inst.get("answers", DISJOINT) == DISJOINT:
        from thmcheck.checks.papers.factrecall.sec4_appC1_attention import _lemma2_event_measure

        return _lemma2_event_measure(inst, ctx)
    n, d = int(inst["n"]), int(inst["d"])
    _, p_lo, V = shared_c_lo(n, d)
    return Measurement(p_lo, {"d": d, "d_h": math.inf, "n_z": n, "n_a": 1, "V": V}, {"answers": SHARED, "n": n})


def lemma2_uniform_measure(inst: dict, ctx: Ctx) -> Measurement:
    """c*_lo: disjoint A^z by factrecall.display.lemma2-constant's Monte Carlo measure; one shared answer by the
    closed form (:func:`shared_c_lo`)."""
    if inst["answers"] == DISJOINT:
        from thmcheck.checks.papers.factrecall.r18_mhgd import _l2c_measure

        return _l2c_measure(inst, ctx)
    n, d = int(inst["n"]), int(inst["d"])
    c_lo, p_lo, V = shared_c_lo(n, d)
    return Measurement(c_lo, {}, {"answers": SHARED, "n": n, "d": d, "p_fail_lo": p_lo, "V": V, "x": d})


def _move_shared(inst: dict, t: float) -> dict:  # noqa: ARG001
    """n = t subjects sharing one answer, d = floor(sqrt(n)) (d >~ max|A^z| log^6(|V|/delta) = log^6(...) holds
    eventually for every constant), d_h -> inf."""
    n = int(t)
    return {"answers": SHARED, "n": n, "d": max(2, math.isqrt(n)), "d_h": math.inf, "n_z": n, "n_a": 1, "n_x": 0}


def _move_disjoint(inst: dict, t: float) -> dict:
    """d = t, d_h = t/2 at |V^h| = |A^z| = 1 (factrecall.display.lemma2-constant's path)."""
    d = int(round(t))
    return {"answers": DISJOINT, "d": d, "d_h": max(1, d // 2), "n_z": 1, "n_a": 1, "n_x": int(inst.get("n_x", 0)),
            "draws": 40, "seed": int(inst.get("seed", 0))}


LEMMA2_DIRECTIONS = (
    Direction("n -> inf, one answer shared by all n subjects, d = floor(sqrt(n)), d_h -> inf", "n", math.inf,
              how="path", move=_move_shared, points=(1e8, 1e12, 1e16, 1e20, 1e25, 1e30, 1e40), grows=("n", "d"),
              reason="p_fail >= 1/3 + o(1) while x = d = sqrt(n) and log^6(|V|/p) = O(log^6 n): c*_lo -> inf"),
    Direction("d, d_h -> inf (disjoint A^z)", "d", math.inf, how="path", move=_move_disjoint,
              points=(16.0, 64.0, 256.0, 512.0),
              reason="x = d_h grows; the failure rate falls (0 in 40 draws from d_h ~ 256 on), so c*_lo drops to 0"),
    Direction("n_z, n_a (disjoint)", "n_z", math.inf, how="search",
              reason="|V^h|, |A^z| in 1..6 drawn (disjoint A^z); the shared family draws |V^h| = n up to 1e40"),
    Direction("n_x (|V|)", "n_x", math.inf, how="unsearched",
              reason="other tokens only raise |V|: log^6(|V|/p) grows at least as fast as the union over |V| raises "
                     "p, so c* falls"),
)

CLAIMS: list = []

# ========================================================= Proof of Lemma 11 (L1553-L1555): the identity as printed


@st.composite
def _l11_inst(draw: st.DrawFn) -> dict:
    """A joint pmf of (X, Y, Z) on alphabets of 1..12 letters (1 and 2 atoms), Dirichlet weights with concentration
    from 1e-3 (nearly deterministic, most cells ~0) to 1e3 (nearly uniform), some cells exactly 0; or X = Y (the
    largest I(X;Y)) or Z independent of (X, Y)."""
    import numpy as np

    a, b, c = (draw(st.one_of(st.sampled_from([1, 2]), st.integers(1, 12))) for _ in range(3))
    conc = draw(st.one_of(st.sampled_from([1e-3, 1.0, 1e3]), st.floats(1e-3, 1e3)))
    mode = draw(st.sampled_from(["general", "sparse", "x_equals_y", "z_independent"]))
    rng = np.random.default_rng(draw(st.integers(0, 2**31 - 1)))
    if mode == "x_equals_y":
        b = a
        pxz = rng.dirichlet(np.full(a * c, conc)).reshape(a, c)
        P = np.zeros((a, a, c))
        for i in range(a):
            P[i, i] = pxz[i]
    elif mode == "z_independent":
        P = np.einsum("xy,z->xyz", rng.dirichlet(np.full(a * b, conc)).reshape(a, b), rng.dirichlet(np.full(c, conc)))
    else:
        P = rng.dirichlet(np.full(a * b * c, conc)).reshape(a, b, c)
        if mode == "sparse":
            P = P * (rng.random(P.shape) < 0.5)
            if P.sum() == 0:
                P.flat[0] = 1.0
    P = P / P.sum()
    return {"P": P.tolist(), "mode": mode, "nx": a, "ny": b, "nz": c}


def _ent(p) -> float:  # noqa: ANN001
    import numpy as np

    p = np.asarray(p, dtype=np.float64).ravel()
    p = p[p > 0]
    return float(-(p * np.log(p)).sum())


def l11_sides(P) -> tuple[float, float, float]:  # noqa: ANN001
    """(I(X,Y;Z) - I(X;Z) - I(Y;Z), I(X;Y|Z), I(X;Y)) in nats from the entropies of the marginals of P[x, y, z]."""
    import numpy as np

    P = np.asarray(P, dtype=np.float64)
    Hxyz, Hxy, Hz = _ent(P), _ent(P.sum(2)), _ent(P.sum((0, 1)))
    Hxz, Hyz, Hx, Hy = _ent(P.sum(1)), _ent(P.sum(0)), _ent(P.sum((1, 2))), _ent(P.sum((0, 2)))
    i_xy_z = Hxy + Hz - Hxyz
    i_xz, i_yz, i_xy = Hx + Hz - Hxz, Hy + Hz - Hyz, Hx + Hy - Hxy
    i_xy_given_z = Hxz + Hyz - Hxyz - Hz
    return i_xy_z - i_xz - i_yz, i_xy_given_z, i_xy


def _l11_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    lhs, i_c, i_xy = l11_sides(inst["P"])
    return Measurement(lhs, {"i_xy_given_z": i_c, "i_xy": i_xy}, {"mode": inst["mode"], "nx": inst["nx"], "ny": inst["ny"],
                                           "nz": inst["nz"]})


def _l11_exact(inst: dict) -> Measurement:
    """Both sides with mpmath at 50 digits (entropies of the same marginals)."""
    import mpmath

    with mpmath.workdps(50):
        P = [[[mpmath.mpf(v) for v in row] for row in m] for m in inst["P"]]
        nx, ny, nz = len(P), len(P[0]), len(P[0][0])

        def H(vals) -> mpmath.mpf:  # noqa: ANN001
            return -mpmath.fsum(v * mpmath.log(v) for v in vals if v > 0)

        def marg(keep) -> list:  # noqa: ANN001
            acc: dict = {}
            for x in range(nx):
                for y in range(ny):
                    for z in range(nz):
                        k = tuple(v for v, f in zip((x, y, z), keep, strict=True) if f)
                        acc[k] = acc.get(k, 0) + P[x][y][z]
            return list(acc.values())

        Hxyz, Hxy, Hz = H(marg((1, 1, 1))), H(marg((1, 1, 0))), H(marg((0, 0, 1)))
        Hxz, Hyz, Hx, Hy = H(marg((1, 0, 1))), H(marg((0, 1, 1))), H(marg((1, 0, 0))), H(marg((0, 1, 0)))
        lhs = (Hxy + Hz - Hxyz) - (Hx + Hz - Hxz) - (Hy + Hz - Hyz)
        return Measurement(float(lhs), {"i_xy_given_z": float(Hxz + Hyz - Hxyz - Hz), "i_xy": float(Hx + Hy - Hxy)})


L11_IDENTITY = Claim(
    id="factrecall.display.lemma11-identity",
    catalog_id="factrecall.lemma11",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 11, App. E.2, displays {SEED_FILE} L1553-L1555",
    statement="For random variables X, Y, Z (finite alphabets): I(X,Y;Z) - I(X;Z) - I(Y;Z) = H(X,Y) - H(X,Y|Z) - H(X) "
              "+ H(X|Z) - H(Y) + H(Y|Z) = I(X;Y|Z) - I(X;Y) (the proof's identity; its last step L1556 '>= "
              "-I(X;Y)' is I(X;Y|Z) >= 0 and the lemma, factrecall.lemma11).",
    statement_tex=r"I(X,Y;Z)-I(X;Z)-I(Y;Z) = I(X;Y\mid Z)-I(X;Y)",
    comparison="==",
    bound=B21.l11_rhs,
    measure=_l11_measure,
    exact=_l11_exact,
    strategy=_l11_inst(),
    rtol=1e-9,
    atol=1e-12,
    domain=(Param("nx", 1, INF, integer=True, text="X on any finite alphabet",
                  unreached="|X| <= 12 drawn (the identity is a sum of entropies of marginals: no size dependence)"),
            Param("ny", 1, INF, integer=True, text="Y on any finite alphabet", unreached="as for |X|"),
            Param("nz", 1, INF, integer=True, text="Z on any finite alphabet", unreached="as for |X|")),
    mutants={"I(X;Y|Z) alone (without -I(X;Y))": lambda i_xy_given_z, i_xy: i_xy_given_z,
             "I(X;Y|Z) + I(X;Y)": lambda i_xy_given_z, i_xy: i_xy_given_z + i_xy},
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
)

CLAIMS += [L11_IDENTITY]

# ======================================================== Proof of Lemma 9 (L1621-L1622): the printed '=' literally


def _l1622_inst(draw_inst: dict) -> dict:
    return {**draw_inst, "item": "1622"}


def _l1622_strategy() -> st.SearchStrategy:
    """factrecall.display.lemma9-event-chain's instances (|V| <= 7, S <= D + 8, f^ in the simplex, eps in (0, 1),
    M in (0, min_z |N_z|]: the event E), at the link L1621 -> L1622."""
    from thmcheck.checks.papers.factrecall.r8_frsl import _event_inst

    return _event_inst().filter(lambda i: i["item"] != "1627").map(_l1622_inst)


def _l1622_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = sum_i log((1/S) sum_s f~_{z_i}) (L1621), against L1622's right member (the bound)."""
    from thmcheck.bounds.factrecall.r8_frsl import lemma9_event_members

    p = {k: inst[k] for k in ("zs", "a", "f", "eps", "M", "i")}
    m = lemma9_event_members(**p)
    return Measurement(m[5], p, {"S": len(inst["a"]), "|V|": len(inst["f"][0]), "D": len(inst["zs"]),
                                 "eps": inst["eps"], "M": inst["M"], "L1622": m[7]})


L1622_LITERAL = Claim(
    id="factrecall.display.lemma9-l1622-literal",
    catalog_id="factrecall.lemma9",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 9, App. E.3: L1621-L1622, {SEED_FILE}",
    statement="On E (|N_z| >= M for all z in A_r): sum_{i in [D]} log((1/S) sum_s f~(s,r)_{z_i}) = (1/M) sum_{s in "
              "[S]} log f~(s,r)_{a*(s,r)} + D log(M/S), the printed '=' (L1621-L1622), f~ = (1 - eps) f^ + eps/|V|.",
    statement_tex=r"\sum_{i\in[D]}\log\Big(\frac1S\sum_s \tilde f(s,r)_{z_i}\Big) = \frac1M\sum_{s\in[S]}\log "
                  r"\tilde f(s,r)_{a^*(s,r)} + D\log\frac MS",
    comparison="==",
    bound=B21.l1622_printed,
    measure=_l1622_measure,
    strategy=_l1622_strategy(),
    rtol=1e-9,
    atol=1e-12,
    readings=(Reading(">= (what L1617 summed over i gives)", "the printed '=' read as '>=': the sum over i of "
                      "L1614-L1617, the N_{z_i} partitioning [S] (factrecall.display.lemma9-event-chain's link "
                      "'1622' with '1623ge')", comparison=">="),),
    domain=(Param("|V|", 2, INF, integer=True, key="|V|", text="|V| >= 2", unreached="|V| <= 7 (small exact "
                  "instances; the link is a per-instance relation of finite sums)"),
            Param("eps", 0.0, 1.0, lo_closed=False, hi_closed=False, key="eps", text="eps in (0, 1) (f~, L1604)",
                  unreached="eps in [1e-9, 0.999999]"),
            Param("M", 0.0, INF, lo_closed=False, key="M", text="M > 0, on E at most min_z |N_z| (L1612)",
                  unreached="M <= S <= 15")),
    expect="erratum as printed",
    evidence=("The printed '=' is only '>=': the left member is sum_i log of the mean of f~_{z_i} over ALL s, the "
              "right one sums L1617's lower bound (dropping s outside N_{z_i}, Jensen, 1/|N| -> 1/M). Equality "
              "needs f~(s, r)_{a*} constant on each N_{z_i}, f~_{z_i} = 0 off N_{z_i} (impossible: f~ >= eps/|V|), "
              "and M = |N_{z_i}|. Instance: |V| = 2, D = 1, S = 2, a* = (z, z), f^(1) = (0.9, 0.1), f^(2) = (0.1, "
              "0.9), eps = 1e-9, M = 2 (= |N_z|, on E): left log(0.5) = -0.6931, right (log 0.9 + log 0.1)/2 = "
              "-1.2040. The reading '>=' holds (factrecall.display.lemma9-event-chain). Harmless for Lemma 9: "
              "the proof uses only '>='."),
    second_path="tests/test_factrecall_r21_factrecall.py::test_lemma9_l1622_equality_fails_by_numpy",
    no_correction_reason="the reading '>=' is the correction (the relation read as an inequality; same members)",
    corrected_text="sum_i log((1/S) sum_s f~_{z_i}) >= (1/M) sum_{s in [S]} log f~_{a*(s,r)} + D log(M/S).",
    mutants={"right member + log 2": B21.l1622_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [L1622_LITERAL]


# ======================================================== Proof of Lemma 9 (L1587-L1588): the printed '=' literally


@st.composite
def _l1588_inst(draw: st.DrawFn) -> dict:
    """|V| in [2, 8], D in [1, |V|/2] (Lemma 9: |V| >= 2D), A_r a uniform D-subset of V, (z_1..z_D) its uniform
    ordering; f^ any function of the set A_r (the learner sees facts, not an order): the sum of its elements mod k
    (k in [2, 2|V|]) or a random label in [1, m] per subset (m in [1, 6]: m = 1 is a constant f^)."""
    V = draw(st.integers(2, 8))
    D = draw(st.integers(1, V // 2))
    kind = draw(st.sampled_from(["sum_mod", "random_label"]))
    k = draw(st.integers(2, 2 * V)) if kind == "sum_mod" else draw(st.integers(1, 6))
    return {"V": V, "D": D, "kind": kind, "k": k, "seed": draw(st.integers(0, 2**31 - 1))}


def l1588_terms(V: int, D: int, kind: str, k: int, seed: int) -> dict:
    """Exact (float64 sums over the enumerated law) I(z_{1:D}; f^), sum_i I(z_i; f^), sum_i H(z_i), H(z_{1:D})."""
    import itertools
    import random

    rng = random.Random(seed)
    labels: dict = {}

    def f(t: tuple) -> int:
        key = frozenset(t)
        if kind == "sum_mod":
            return sum(key) % k
        if key not in labels:
            labels[key] = rng.randrange(k)
        return labels[key]

    tuples = list(itertools.permutations(range(V), D))
    p = 1.0 / len(tuples)
    joint_tf: dict = {}
    pf: dict = {}
    for t in tuples:
        y = f(t)
        joint_tf[(t, y)] = joint_tf.get((t, y), 0.0) + p
        pf[y] = pf.get(y, 0.0) + p

    def H(d: dict) -> float:
        return -sum(v * math.log(v) for v in d.values() if v > 0)

    h_t = math.log(len(tuples))
    i_joint = h_t + H(pf) - H(joint_tf)
    s_i, s_h = 0.0, 0.0
    for i in range(D):
        pz: dict = {}
        pzf: dict = {}
        for (t, y), v in joint_tf.items():
            pz[t[i]] = pz.get(t[i], 0.0) + v
            pzf[(t[i], y)] = pzf.get((t[i], y), 0.0) + v
        s_i += H(pz) + H(pf) - H(pzf)
        s_h += H(pz)
    return {"i_joint": i_joint, "sum_i_zi_f": s_i, "sum_h_zi": s_h, "h_joint": h_t}


def _l1588_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    t = l1588_terms(inst["V"], inst["D"], inst["kind"], inst["k"], inst["seed"])
    return Measurement(t["i_joint"], {"sum_i_zi_f": t["sum_i_zi_f"], "sum_h_zi": t["sum_h_zi"],
                                      "h_joint": t["h_joint"]},
                       {"V": inst["V"], "D": inst["D"], "kind": inst["kind"], "k": inst["k"]})


L1588_LITERAL = Claim(
    id="factrecall.display.lemma9-l1588-literal",
    catalog_id="factrecall.lemma9",
    paper=PAPER,
    kind="step",
    source=f"Proof of Lemma 9, App. E.3: L1585-L1588, {SEED_FILE}",
    statement="'By Lemma 11', for (z_1, ..., z_D) a uniformly random ordering of A_r: I(z_1, ..., z_D; f^) = sum_i "
              "I(z_i; f^) - sum_i H(z_i) + H(z_1, ..., z_D), the printed '=' (L1587-L1588).",
    statement_tex=r"I(z_1,\dots,z_D;\hat f) = \sum_i I(z_i;\hat f) - \sum_i H(z_i) + H(z_1,\dots,z_D)",
    comparison="==",
    bound=B21.l1588_printed,
    measure=_l1588_measure,
    strategy=_l1588_inst(),
    rtol=1e-9,
    atol=1e-12,
    readings=(Reading(">= (Lemma 11 applied D - 1 times)", "the printed '=' read as '>=' (what Lemma 11 gives; "
                      "factrecall.display.lemma8-9-mi-chain)", comparison=">="),),
    domain=(Param("V", 2, INF, integer=True, text="|V| >= 2D (Lemma 9)", unreached="|V| <= 8 (exact enumeration of "
                  "the |V|!/(|V| - D)! orderings)"),
            Param("D", 1, INF, integer=True, text="D >= 1", unreached="D <= 4")),
    expect="erratum as printed",
    evidence=("Lemma 11 gives only '>=': the gap is sum over the chain of I(z_i; z_{<i} | f^) - ... (conditional "
              "dependence given f^). Exact instance: |V| = 4, D = 2, f^ = (sum of A_r) mod 4 (a function of the set): "
              "left I(z_1, z_2; f^) = H(f^) = (1/3) log 6 + (2/3) log 3 = 1.3297 nats; right 0.4621 (I(z_i; f^) = "
              "0.2310 each) - 0.2877 (sum_i H(z_i) - H(z_1, z_2) = 2 log 4 - log 12) = 0.1744. With D = 1 the '=' holds (both "
              "sides I(z_1; f^)). The reading '>=' holds (factrecall.display.lemma8-9-mi-chain). Harmless for "
              "Lemma 9: the proof uses only '>='."),
    second_path="tests/test_factrecall_r21_factrecall.py::test_lemma9_l1588_equality_fails_by_enumeration",
    no_correction_reason="the reading '>=' is the correction (the relation read as an inequality; same members)",
    corrected_text="I(z_1, ..., z_D; f^) >= sum_i I(z_i; f^) - sum_i H(z_i) + H(z_1, ..., z_D).",
    mutants={"right member + log 2": B21.l1588_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 1.5}},
)

CLAIMS += [L1588_LITERAL]
