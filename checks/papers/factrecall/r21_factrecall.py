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
Round 21 also encoded L1621-L1622 and L1587-L1588 of Lemma 9's proof as equalities between their first and last
members; auditor B refuted the first (the '=' continues a chain whose first relation is '>=', an identity: the sets
N_{z_i} partition [S]) and the second misreads its display the same way (the '=' equates the two right members,
sum_i I(z_i; z_1..z_{i-1}) = sum_i H(z_i) - H(z_1..z_D) by the chain rule), so both were removed; the chains are
checked by factrecall.display.lemma9-event-chain and factrecall.display.lemma8-9-mi-chain.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r21_factrecall as B21
from thmcheck.bounds.factrecall.r7_frsl import lemma2_pz_upper
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
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
