"""Round 27 (factrecall, helper literalFS): Lemmas 1 and 2 over their printed index sets, which contain EOS.

Lemma 1 (L604-L612) asserts its chain <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 'for any z in V^(h) and
z' not in V^(h)'. V^(h) is a subset of S u R and the vocabulary V := S u R u A u N u {EOS} (L122) contains EOS, so
z' = EOS is one of the printed z'; there the right inequality reads 1/4 > 1/2. ``factrecall.lemma1`` (and every
earlier claim on Lemma 1) draws z' != EOS ("excluded: the chain is false there by definition", its notes): the
authors' reading, kept here as this claim's ``Reading``.

Lemma 2 (L632-L642) lets V^(h) be any subset of V ('Let V^(h) subset V') and A^z any subset of V, and builds W from
w_i uniform on the unit sphere orthogonal to phi(EOS). For z = EOS in V^(h), W phi(EOS) = 0 (every w_i^T phi(EOS) =
0), so phi(a)^T W phi(EOS) - 1(a in A^EOS) = -1 for a in A^EOS, against the printed 1/5. ``factrecall.lemma2`` and
``factrecall.lemma2.shared-answer`` draw V^(h) without EOS (Theorem 10 applies the lemma with V^(h) = S^(h) u R^(h)).

Both measurements sample the embeddings' law exactly at any d: the Gram matrix of |V| i.i.d. uniform unit vectors
of R^d by Bartlett's decomposition of a Wishart(d, I) matrix (O(|V|^2), independent of d), and each w_i through its
coordinates on an orthonormal basis of phi(EOS)^perp intersected with the span of the embeddings (the first m
coordinates of a uniform vector of S^{d-2}: g_{1:m}/sqrt(|g_{1:m}|^2 + chi^2_{d-1-m})). The hidden constants of the
hypotheses ('d >~ ...') are the drawn factor C, followed to C -> infinity along a path (``Claim.eventually``).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall.r27_literalFS import (
    convex_gap_strong,
    convex_gap_zero,
    l981_distinct,
    l981_no_eos,
    l981_sum,
    lemma1_chain_mutant_quarter,
    lemma1_chain_zero,
    lemma2_fifth,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

SP = "tests/test_factrecall_r27_literalFS.py::"


def sphere_gram_vectors(n: int, d: float, rng: np.random.Generator) -> np.ndarray:
    """n x n rows whose Gram matrix has the law of the Gram matrix of n i.i.d. uniform unit vectors of R^d (d >= n):
    the rows of Bartlett's factor A of a Wishart(d, I_n) matrix (A_ii = sqrt(chi^2_{d-i}), A_ij ~ N(0, 1) below the
    diagonal), normalised. An isometric copy of the vectors inside their span."""
    A = np.tril(rng.standard_normal((n, n)), -1)
    A[np.diag_indices(n)] = np.sqrt(rng.chisquare(d - np.arange(n)))
    return A / np.linalg.norm(A, axis=1, keepdims=True)


# ============================================================ Lemma 1 (L604-L612): z' ranges over V minus V^(h)


@st.composite
def _l1_inst(draw: st.DrawFn) -> dict:
    """|V^(h)| = k in [1, 8], |V| in [k + 2, 64] (EOS and at least one more token outside V^(h)), delta in (0, 1),
    d = max(|V| + 1, ceil(C k ln(|V|/delta))) with the hidden constant C log-uniform in [1, 1e4]."""
    k = draw(st.integers(1, 8))
    V = draw(st.integers(k + 2, 64))
    return {"k": k, "V": V, "delta": draw(st.one_of(st.just(0.5), log_uniform(1e-4, 0.99))),
            "C": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e4))), "seed": draw(SEEDS)}


@st.composite
def _l1_inst_reading(draw: st.DrawFn) -> dict:
    """The reading's instances: as ``_l1_inst`` with C in [2000, 1e5], where the w.h.p. event fails with probability
    below 2|V| (delta/|V|)^{12} (factrecall.lemma1.c261's Hoeffding bound): a single draw decides."""
    inst = draw(_l1_inst())
    return {**inst, "C": draw(log_uniform(2000.0, 1e5))}


def _l1_d(inst: dict) -> int:
    k, V = int(inst["k"]), int(inst["V"])
    return max(V + 1, math.ceil(float(inst["C"]) * k * math.log(V / float(inst["delta"]))))


def _l1_measure_as(with_eos: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """Tokens 0..k-1 = V^(h), k = EOS, k+1..|V|-1 the other tokens outside V^(h). lhs = the chain's smallest gap:
        min over z in V^(h) of <v,phi(z)> - <v,phi(EOS)> - 1/4 and over the z' taken of <v,phi(EOS)> + 1/4 -
        <v,phi(z')> - 1/2 (z' over V minus V^(h), EOS included as printed; without EOS for the reading)."""
        k, V = int(inst["k"]), int(inst["V"])
        d = _l1_d(inst)
        P = sphere_gram_vectors(V, float(d), np.random.default_rng(int(inst["seed"])))
        v = P[:k].sum(axis=0) + 0.5 * P[k]
        s = P @ v
        left = s[:k] - s[k] - 0.25
        outside = np.arange(k, V) if with_eos else np.arange(k + 1, V)
        right = s[k] + 0.25 - s[outside] - 0.5
        j = int(np.argmin(right))
        return Measurement(float(min(left.min(), right.min())), {},
                           {"d": float(d), "C": float(inst["C"]), "left gap min": float(left.min()),
                            "right gap min": float(right.min()), "argmin z'": "EOS" if outside[j] == k else
                            f"token {int(outside[j])}", "right gap at z' = EOS": float(s[k] + 0.25 - s[k] - 0.5)})
    return measure


def _l1_move_c(inst: dict, t: float) -> dict:
    return {**inst, "C": float(t)}


LEMMA1_EOS = Claim(
    id="factrecall.lemma1-eos",
    catalog_id="factrecall.lemma1",
    paper=PAPER,
    kind="probabilistic",
    source=f"Lemma 1, Appendix C, {SEED_FILE} L604-L612 (the vocabulary V := S u R u A u N u {{EOS}}: L122)",
    statement="Let V^(h) subset S u R. Assume that d >~ |V^(h)| log(|V|/delta). Define v := sum_{z in V^(h)} phi(z) + "
              "phi(EOS)/2. Then, with probability 1 - delta over the embeddings, <v,phi(z)> > <v,phi(EOS)> + 1/4 > "
              "<v,phi(z')> + 1/2 for any z in V^(h) and z' not in V^(h) (as printed: z' ranges over V minus V^(h), "
              "which contains EOS). lhs = the chain's smallest gap at one draw of the embeddings.",
    statement_tex=r"\langle v, \varphi(z)\rangle > \langle v, \varphi(\mathrm{EOS})\rangle + \frac14 > \langle v, "
                  r"\varphi(z')\rangle + \frac12 \quad \text{for any } z \in \mathcal{V}^{(h)},\ z' \notin "
                  r"\mathcal{V}^{(h)}",
    comparison=">",
    bound=lemma1_chain_zero,
    measure=_l1_measure_as(True),
    strategy=_l1_inst(),
    domain=(
        Param("k", 1, INF, integer=True, text="|V^(h)| >= 1, V^(h) subset S u R",
              unreached="|V^(h)| <= 8 drawn: the failure at z' = EOS does not depend on |V^(h)|"),
        Param("V", 3, INF, integer=True, text="|V| >= |V^(h)| + 2 (EOS, and one more token outside V^(h))",
              unreached="|V| <= 64 drawn: the failure at z' = EOS does not depend on |V|"),
        Param("delta", 0, 1, lo_closed=False, hi_closed=False, text="probability 1 - delta, delta in (0, 1)",
              unreached="delta in [1e-4, 0.99]: the event fails at every draw, so for every delta"),
        Param("C", 0, INF, lo_closed=False, text="d >= C |V^(h)| log(|V|/delta), C the unspecified constant of '>~'",
              unreached="C in [1, 1e4] drawn, to 1e7 along the path (d enters only through chi^2 degrees of freedom)"),
    ),
    eventually=("C",),
    directions=(Direction("C -> infinity (d >~ |V^(h)| log(|V|/delta), constant unspecified)", "C", INF, how="path",
                          move=_l1_move_c, points=(10.0, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7), grows=("C",),
                          reason="the hypothesis' hidden constant: a crossing must persist as d grows"),),
    expect="erratum as printed",
    readings=(Reading("z' != EOS", "z' ranges over the tokens outside V^(h) other than EOS (the proof's gamma_z of "
                      "L616 treats z = EOS as its own case; factrecall.lemma1 encodes this reading)",
                      measure=_l1_measure_as(False), strategy=_l1_inst_reading()),),
    evidence="As printed, z' ranges over every token not in V^(h); EOS is a token of V (L122) and V^(h) subset S u R "
             "does not contain it, so z' = EOS is a printed case, where the chain's right inequality reads "
             "<v,phi(EOS)> + 1/4 > <v,phi(EOS)> + 1/2, i.e. 1/4 > 1/2: false at every draw, for every d, |V^(h)|, "
             "|V| and delta (the event's probability is 0 < 1 - delta). Not the encoding: the gap at z' = EOS is "
             "-1/4 identically, whatever the embeddings. With z' != EOS (the reading; factrecall.lemma1) the lemma "
             "holds. A quantifier-range slip, harmless for Theorem 10 (its proof compares EOS with the other "
             "tokens separately, L727). Audited (round 27, docs/audits/round27/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED.",
    second_path=SP + "test_lemma1_chain_fails_at_eos_full_embeddings",
    no_correction_reason="the corrected statement is the reading 'z' != EOS' (z' in V minus (V^(h) u {EOS})), which "
                         "the same run checks, and factrecall.lemma1 (holds, uniform in d)",
    mutants={"smallest gap > 0.3": lambda: 0.3, "smallest gap > 1/4": lemma1_chain_mutant_quarter},
    auto_mutant=False,
    notes="Round 27 (literalFS): the printed index set of z'. The claim draws the embeddings' Gram matrix exactly "
          "(Bartlett) so that d reaches 1e7 |V^(h)| log(|V|/delta) along the path at no cost.",
    settings={"ci": {"max_examples": 20, "budget_s": 1.5}},
)

CLAIMS += [LEMMA1_EOS]


# ============================================================ Lemma 2 (L632-L642): V^(h) subset V may contain EOS


@st.composite
def _l2_inst(draw: st.DrawFn) -> dict:
    """|V| in [3, 8] tokens (token 0 = EOS), V^(h) = {EOS} u (k - 1 more tokens), k in [1, min(4, |V|)]; each A^z a
    subset of V of size 0..3 (seeded); delta in [0.1, 0.99]; the hidden constants: d = max(|V| + 1, ceil(C max(1,
    max_z |A^z|) L)), d_h = ceil(C |V^(h)| L), L = log^6(|V|/delta), C log-uniform in [1e-2, 10]."""
    V = draw(st.integers(3, 8))
    k = draw(st.integers(1, min(4, V)))
    sizes = [draw(st.integers(0, 3)) for _ in range(k)]
    return {"V": V, "k": k, "sizes": sizes, "delta": draw(st.one_of(st.just(0.5), st.floats(0.1, 0.99))),
            "C": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 10.0))), "seed": draw(SEEDS)}


@st.composite
def _l2_inst_no_eos(draw: st.DrawFn) -> dict:
    """As ``_l2_inst`` with V^(h) = {1, ..., k} (EOS not in it, k in [1, min(4, |V| - 1)]): the reading's instances."""
    V = draw(st.integers(3, 8))
    k = draw(st.integers(1, min(4, V - 1)))
    sizes = [draw(st.integers(0, 3)) for _ in range(k)]
    return {"V": V, "k": k, "sizes": sizes, "delta": draw(st.one_of(st.just(0.5), st.floats(0.1, 0.99))),
            "C": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 10.0))), "seed": draw(SEEDS)}


def _l2_dims(inst: dict) -> tuple[int, int, float]:
    V, k = int(inst["V"]), int(inst["k"])
    L6 = math.log(V / float(inst["delta"])) ** 6
    amax = max([1, *[int(s) for s in inst["sizes"]]])
    d = max(V + 1, math.ceil(float(inst["C"]) * amax * L6))
    d_h = max(1, math.ceil(float(inst["C"]) * k * L6))
    return d, d_h, L6


def _l2_measure_as(with_eos: bool) -> object:
    """The measurement with V^(h) = {EOS, 1, ..., k-1} (as printed: EOS in V^(h)) or, ``with_eos`` False, V^(h) =
    {1, ..., k} (the round-27 audits' reading: V^(h) subset V minus {EOS}; round 28)."""

    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """lhs = max over z in V^(h), a in V of |phi(a)^T W phi(z) - 1(a in A^z)|, W = (d/d_h) sum_{z in V^(h)} sum_{a in
        A^z} sum_{i <= d_h} phi(a) phi(z)^T w_i w_i^T (L636), from the exact law of the embeddings' Gram matrix and of
        the w_i's coordinates on phi(EOS)^perp within the embeddings' span."""
        V, k = int(inst["V"]), int(inst["k"])
        d, d_h, _ = _l2_dims(inst)
        if d_h * V > 1e7:
            raise SolverFailure(f"d_h = {d_h}: beyond this sampler's memory here")
        rng = np.random.default_rng(int(inst["seed"]))
        P = sphere_gram_vectors(V, float(d), rng)  # rows: isometric copies of phi(0) = phi(EOS), ..., phi(V-1)
        G = P @ P.T
        e = P[0]
        Q_, _ = np.linalg.qr(np.column_stack([e, np.eye(V)]))
        U = Q_[:, 1:V]  # orthonormal basis of e^perp in the span (m = V - 1 directions)
        U -= np.outer(e, e @ U)  # exact orthogonality to e (QR's rounding)
        Y = P @ U  # <phi(t), u_j>
        m = V - 1
        g = rng.standard_normal((d_h, m))
        tail = rng.chisquare(d - 1 - m, size=d_h) if d - 1 - m > 0 else np.zeros(d_h)
        c = g / np.sqrt((g * g).sum(axis=1) + tail)[:, None]  # w_i's coordinates on U
        X = c @ Y.T  # X[i, t] = <w_i, phi(t)>
        Qm = X.T @ X  # Qm[t, t'] = sum_i <phi(t), w_i><w_i, phi(t')>
        members = list(range(k)) if with_eos else list(range(1, k + 1))  # token 0 = EOS
        arng = np.random.default_rng(int(inst["seed"]) ^ 0x5A5A)
        A = {z: sorted(arng.choice(V, size=min(int(inst["sizes"][j]), V), replace=False).tolist())
             for j, z in enumerate(members)}
        coef = np.zeros((V, V))  # coef[a', z'] = 1 for a' in A^{z'}
        for z in members:
            for a in A[z]:
                coef[a, z] += 1.0
        vals = (d / d_h) * G @ coef @ Qm  # vals[a, z] = phi(a)^T W phi(z)
        ind = np.zeros((V, V))
        for z in members:
            ind[A[z], z] = 1.0
        dev = np.abs(vals - ind)[:, members]
        ai, zi = np.unravel_index(int(np.argmax(dev)), dev.shape)
        if not with_eos:
            return Measurement(float(dev.max()), {},
                               {"d": float(d), "d_h": float(d_h), "C": float(inst["C"]),
                                "argmax (a, z)": f"({int(ai)}, {members[int(zi)]})",
                                "max |phi(t)^T W phi(EOS)|": float(np.abs(vals[:, 0]).max())})
        return Measurement(float(dev.max()), {},
                           {"d": float(d), "d_h": float(d_h), "C": float(inst["C"]), "|A^EOS|": len(A[0]),
                            "argmax (a, z)": f"({int(ai)}, {'EOS' if zi == 0 else int(zi)})",
                            "max over z = EOS": float(dev[:, 0].max()),
                            "max over z != EOS": float(dev[:, 1:].max()) if k > 1 else 0.0,
                            "max |phi(t)^T W phi(EOS)|": float(np.abs(vals[:, 0]).max())})
    return measure


_l2_measure = _l2_measure_as(True)


def _l2_move_c(inst: dict, t: float) -> dict:
    return {**inst, "C": float(t)}


LEMMA2_EOS = Claim(
    id="factrecall.lemma2-eos",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="probabilistic",
    source=f"Lemma 2, Appendix C.1, {SEED_FILE} L632-L642 (the vocabulary V contains EOS: L122)",
    statement="Let V^(h) subset V, and for each z in V^(h), let A^z subset V. Assume that d >~ max_{z in V^(h)} |A^z| "
              "log^6(|V|/delta) and d_h >~ |V^(h)| log^6(|V|/delta). Define W := (d/d_h) sum_{z in V^(h)} sum_{a in "
              "A^z} sum_{i=1}^{d_h} phi(a) phi(z)^T w_i w_i^T, where w_i are chosen uniformly on the sphere of radius "
              "1, conditioned on being orthogonal to phi(EOS). Then, with probability 1 - delta over the draw of the "
              "embeddings and the w_i, |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 for all z in V^(h), a in V. Checked "
              "as printed at V^(h) containing EOS (a subset of V); lhs = the max at one draw.",
    statement_tex=r"\left|\varphi(a)^\top W \varphi(z) - \mathbf{1}(a \in \mathcal{A}^z)\right| \leq \frac15 \quad "
                  r"\text{for all } z \in \mathcal{V}^{(h)},\ a \in \mathcal{V}",
    comparison="<=",
    bound=lemma2_fifth,
    measure=_l2_measure,
    strategy=_l2_inst(),
    domain=(
        Param("V", 3, INF, integer=True, text="|V| >= 3 tokens (EOS among them)",
              unreached="|V| <= 8 drawn: d_h ~ C |V^(h)| log^6(|V|/delta) sets the cost; the failure at z = EOS does "
                        "not depend on |V|"),
        Param("k", 1, INF, integer=True, text="V^(h) subset V, |V^(h)| >= 1 (here containing EOS)",
              unreached="|V^(h)| <= 4 (the cost of d_h); V^(h) without EOS: factrecall.lemma2"),
        Param("delta", 0, 1, lo_closed=False, hi_closed=False, text="probability 1 - delta, delta in (0, 1)",
              unreached="delta in [0.1, 0.99]: log^6(|V|/delta) sets d_h; the failure does not depend on delta"),
        Param("C", 0, INF, lo_closed=False, text="the unspecified constants of the two '>~' (one C for both)",
              unreached="C in [1e-2, 10] drawn, to 1000 along the path (d_h ~ C |V^(h)| log^6(|V|/delta))"),
    ),
    eventually=("C",),
    directions=(Direction("C -> infinity (d, d_h >~ ..., constants unspecified)", "C", INF, how="path",
                          move=_l2_move_c, points=(10.0, 30.0, 100.0, 300.0, 1000.0), grows=("C",),
                          reason="the hypotheses' hidden constants: a crossing must persist as d and d_h grow"),),
    expect="erratum as printed",
    readings=(Reading("V^(h) without EOS", "V^(h) subset V minus {EOS} (both round-27 auditors' reading: the w_i are "
                      "conditioned orthogonal to phi(EOS) so that EOS reads out nothing, and the lemma's only use, "
                      "Theorem 10, takes V^(h) = S^(i) or R^(j)); same draws, V^(h) = {1, ..., k} (round 28)",
                      measure=_l2_measure_as(False), strategy=_l2_inst_no_eos()),),
    evidence="As printed, V^(h) is any subset of V (L634), and V contains EOS (L122). For z = EOS in V^(h), every w_i "
             "is orthogonal to phi(EOS), so W phi(EOS) = (d/d_h) sum phi(a) phi(z)^T sum_i w_i (w_i^T phi(EOS)) = 0 "
             "and, for a in A^EOS (nonempty), |phi(a)^T W phi(EOS) - 1| = 1 > 1/5, at every draw, every d, d_h and "
             "delta. Smallest instance: |V| = 3, V^(h) = {EOS}, A^EOS = {a}: W = 0 exactly. Not the encoding: the "
             "column z = EOS vanishes identically. With V^(h) subset V minus {EOS} (how Theorem 10 uses it, V^(h) = "
             "S^(h) u R^(h)) the lemma is factrecall.lemma2 (an erratum there for other reasons, round 12). "
             "Audited (round 27, docs/audits/round27/factrecall.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. "
             "Round 28: their reading (V^(h) without EOS) is a Reading of this claim, searched on the same family "
             "(label erratum as printed; the shared-answer failure of factrecall.lemma2 needs many subjects sharing "
             "an answer, which |V^(h)| <= 4 here does not reach).",
    second_path=SP + "test_lemma2_eos_column_vanishes_full_embeddings",
    no_correction_reason="restricting V^(h) to V minus {EOS} gives factrecall.lemma2 / factrecall.lemma2.shared-answer, "
                         "which carry the lemma's correction",
    no_mutant_reason="the crossing is |0 - 1| = 1 at z = EOS for every instance; a planted smaller bound is crossed "
                     "the same way, and the statement has no corrected bound of its own",
    auto_mutant=False,
    notes="Round 27 (literalFS): the printed range of V^(h). The z != EOS columns are measured too ('max over z != "
          "EOS'); they decide nothing here (factrecall.lemma2 checks them).",
    settings={"ci": {"max_examples": 8, "budget_s": 1.0, "path_starts": 1}},
)

CLAIMS += [LEMMA2_EOS]


# ============================================================ L991-L993: 'the loss L is convex in Theta'


@st.composite
def _convex_inst(draw: st.DrawFn) -> dict:
    """A population of the Section 5 task (exact: every multiset of tokens, as factrecall.lemma4 enumerates it:
    sizes, answer table, p(s, r) drawn by ``sec5_appD_flow._task_params``), two points Theta_1, Theta_2 of R^{|A| x
    |V|} (entries N(0, scale^2), scale in [1e-2, 100]; or Theta_2 = Theta_1 + a common shift of every answer's
    logit, along which L is flat) and lam in [0, 1]."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _task_params

    return {**draw(_task_params(max_rows=200)), "scale": draw(st.one_of(st.just(1.0), log_uniform(1e-2, 100.0))),
            "mode": draw(st.sampled_from(["random", "random", "shift"])),
            "lam": draw(st.one_of(st.sampled_from([0.0, 0.5, 1.0]), st.floats(0.0, 1.0))), "tseed": draw(SEEDS)}


def _convex_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """L as a function of Theta(a, z) = W_KQ(z) W_OV(a, z): the logits sum_t Theta(a, z_t) (L981), so L(Theta) =
    loss(W_OV = Theta, W_KQ = 1) of the exact population (thmcheck.models.factrecall.sec5_appD_flow.loss)."""
    import torch

    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _task
    from thmcheck.models.factrecall import sec5_appD_flow as F

    task = _task(inst)
    g = torch.Generator().manual_seed(int(inst["tseed"]))
    shape = (task.A, task.V)
    th1 = float(inst["scale"]) * torch.randn(shape, generator=g, dtype=torch.float64)
    if inst["mode"] == "shift":
        th2 = th1 + float(inst["scale"]) * torch.randn((1, task.V), generator=g, dtype=torch.float64).expand(shape)
    else:
        th2 = float(inst["scale"]) * torch.randn(shape, generator=g, dtype=torch.float64)
    one = torch.ones(task.V, dtype=torch.float64)
    lam = float(inst["lam"])
    L1, L2 = float(F.loss(th1, one, task)), float(F.loss(th2, one, task))
    Lm = float(F.loss(lam * th1 + (1.0 - lam) * th2, one, task))
    gap = Lm - lam * L1 - (1.0 - lam) * L2
    return Measurement(gap, {"lam": lam, "dist2": float(((th1 - th2) ** 2).sum())},
                       {"L(Theta_1)": L1, "L(Theta_2)": L2, "L(mix)": Lm, "rows": int(task.C.shape[0])})


CONVEX = Claim(
    id="factrecall.display.sec5-loss-convex",
    paper=PAPER,
    kind="step",
    source=f"Appendix D.1 (Preliminaries): L989-L993 ('We also define Theta by Theta(a, z) = W_KQ(z) W_OV(a, z), and "
           f"remark that the loss L is convex in Theta'; the loss L977, the logits L981), {SEED_FILE}",
    statement="Theta(a, z) = W_KQ(z) W_OV(a, z) (L991), 'and remark that the loss L is convex in Theta' (L993): with "
              "the logits phi(a)^T F_lin = sum_t W_OV(a, z_t) W_KQ(z_t) = sum_t Theta(a, z_t) (L981), L(lam Theta_1 + "
              "(1 - lam) Theta_2) <= lam L(Theta_1) + (1 - lam) L(Theta_2) for all Theta_1, Theta_2, lam in [0, 1].",
    comparison="<=",
    bound=convex_gap_zero,
    measure=_convex_measure,
    strategy=_convex_inst(),
    domain=(Param("lam", 0.0, 1.0, text="lam in [0, 1]"),
            Param("scale", 0.0, INF, lo_closed=False, text="Theta_1, Theta_2 anywhere in R^{|A| x |V|}",
                  unreached="entries N(0, scale^2), scale in [1e-2, 100]: beyond, the softmax saturates (L affine "
                            "on the segment) or is flat (L = log|A| to second order)")),
    rtol=1e-9,
    atol=1e-12,
    mutants={"strongly convex, modulus 1e-3": convex_gap_strong},
    auto_mutant=False,
    notes="Round 27 (literalFS): the row L991 (the definition of Theta) carries the remark of L993, a checkable "
          "fact; the exact population of factrecall.lemma4/cor3 (every multiset of tokens, <= 200 rows here). Each "
          "sequence's loss is logsumexp minus one logit, both of them convex in the logits, which are linear in Theta.",
    settings={"ci": {"max_examples": 25, "budget_s": 1.5}},
)

CLAIMS += [CONVEX]


# ============================================================ L979-L981: the logits with orthogonal embeddings


@st.composite
def _l981_inst(draw: st.DrawFn) -> dict:
    """|V| = d in [2, 40] orthonormal embeddings (a random orthogonal matrix; d = |V|, L233), W_OV, W_KQ in R^{d x d}
    with N(0, scale^2) entries, a sequence z_{1:T} (T in [1, 12], tokens drawn with repeats, z_T = EOS: L138) and an
    answer a."""
    V = draw(st.integers(2, 40))
    T = draw(st.integers(1, 12))
    return {"V": V, "T": T, "a": draw(st.integers(0, V - 1)), "repeats": draw(st.booleans()),
            "scale": draw(st.one_of(st.just(1.0), log_uniform(1e-3, 1e3))), "seed": draw(SEEDS)}


def _l981_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = phi(a)^T F_lin(X; theta) with F_lin = W_OV X^T X W_KQ x_T (13), X's rows x_t = phi(z_t); the printed
    sum with W_OV(a, z) := phi(a)^T W_OV phi(z), W_KQ(z) := phi(z)^T W_KQ phi(EOS) (L249)."""
    V, T, a = int(inst["V"]), int(inst["T"]), int(inst["a"])
    rng = np.random.default_rng(int(inst["seed"]))
    phi, _ = np.linalg.qr(rng.standard_normal((V, V)))  # rows phi(z): orthonormal
    eos = V - 1
    Wov = float(inst["scale"]) * rng.standard_normal((V, V))
    Wkq = float(inst["scale"]) * rng.standard_normal((V, V))
    pool = rng.integers(0, max(1, V - 1), size=T - 1) if inst["repeats"] else \
        rng.permutation(max(1, V - 1))[: T - 1] % max(1, V - 1)
    z = [int(t) for t in pool] + [eos]
    X = phi[z]
    F = Wov @ X.T @ X @ Wkq @ X[-1]
    lhs = float(phi[a] @ F)
    ov = lambda b, t: float(phi[b] @ Wov @ phi[t])  # noqa: E731
    kq = lambda t: float(phi[t] @ Wkq @ phi[eos])  # noqa: E731
    terms = [ov(a, t) * kq(t) for t in z]
    return Measurement(lhs, {"sum_all": float(sum(terms)), "sum_no_eos": float(sum(terms[:-1])),
                             "sum_distinct": float(sum(ov(a, t) * kq(t) for t in sorted(set(z))))},
                       {"T": T, "tokens": z, "scale": float(inst["scale"])})


L981 = Claim(
    id="factrecall.display.l981-logits",
    paper=PAPER,
    kind="step",
    source=f"Appendix D.1 (Preliminaries): L977-L981 (model (13): L237; W_OV(a, z), W_KQ(z): L249; z_T = EOS: L138), "
           f"{SEED_FILE}",
    statement="'where phi(a)^T F_lin(X; theta) = sum_{t=1}^T W_OV(a, z_t) W_KQ(z_t)' (L981), F_lin(X; theta) := W_OV "
              "X^T X W_KQ x_T (13), W_OV(a, z) := phi(a)^T W_OV phi(z), W_KQ(z) := phi(z)^T W_KQ phi(EOS), orthonormal "
              "embeddings with d = |V|.",
    comparison="==",
    bound=l981_sum,
    measure=_l981_measure,
    strategy=_l981_inst(),
    domain=(Param("V", 2, INF, integer=True, text="d = |V| >= 2 (EOS and one more token)",
                  unreached="|V| <= 40: the identity is exact linear algebra, the same at every size"),
            Param("T", 1, INF, integer=True, text="sequence length T >= 1 (z_T = EOS)", unreached="T <= 12 (as |V|)"),
            Param("scale", 0.0, INF, lo_closed=False, text="any W_OV, W_KQ", unreached="scale in [1e-3, 1e3]")),
    rtol=1e-9,
    atol=1e-9,
    mutants={"the EOS position dropped": l981_no_eos, "repeats counted once": l981_distinct},
    auto_mutant=False,
    notes="Round 27 (literalFS): the row L981 (labelled 'model') states an identity; it holds for any embeddings with "
          "x_T = phi(EOS) (orthonormality is not needed).",
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)

CLAIMS += [L981]


# ============================================================ Theorem 6 (L263-L275) at R = 1: no |A| >= 2D


@st.composite
def _thm6_r1_inst(draw: st.DrawFn) -> dict:
    """Theorem 6 at one relation (R = 1, |A| = D, which the printed hypotheses allow and factrecall.thm6's added
    assumption |A| >= 2D excludes): D in {2, 3, 4}, S = ceil(8 sqrt(2D)) + j, j in {0, 1} or [0, 8] (round 28,
    rejects: S was the smallest admissible value only, (16, 2), (20, 3), (24, 4)), |N| = max(64, ceil(4 sqrt(2D) T)),
    p(s, r) = 1/S, random answer maps; factrecall.thm6's alpha sweep and T. The first draw is the crossing of the
    evidence (S = 17, D = 2, seed 1: 9 and 8 subjects per answer)."""
    import math as _m

    from thmcheck.checks.papers.factrecall.sec5_appD_flow import THM6_CONFIG
    from thmcheck.checks.profiles import experiment_scale

    scale = experiment_scale()
    cfg = THM6_CONFIG[scale]
    if draw(st.sampled_from(["evidence", "drawn"])) == "evidence":
        S, D, seed = 17, 2, 1
    else:
        D = draw(st.sampled_from([2, 3, 4]))
        S = _m.ceil(8 * _m.sqrt(2 * D)) + draw(st.one_of(st.sampled_from([0, 1]), st.integers(0, 8)))
        seed = draw(SEEDS)
    Nn = max(int(cfg["Nn"]), _m.ceil(4 * _m.sqrt(2 * D) * int(cfg["T"])))
    return {**cfg, "S": S, "R": 1, "D": D, "Nn": Nn, "scale": scale, "seed": seed, "amode": "random",
            "pmode": "uniform"}


_THM6_R1_FLOOR = 1e-13  # H1 below this is float64's floor for the per-sequence error (the flow stops at 1e-14)


def _thm6_r1_measure(inst: dict, ctx: Ctx) -> Measurement:
    """factrecall.thm6's measurement at R = 1, with the alphas whose H1 the run cannot resolve left out of the fit
    (round 28, helper rejects; factrecall.thm6 rejected such instances through 'window_closed'): an alpha whose
    H1 is at float64's floor (the error fell below 1e-13 inside claim 1's window: claim 2 met there to float64
    precision) or whose window was still open at t_max (H1 set by the run length). The exponent is fitted on the
    others; fewer than 3 of them is a SolverFailure (reported as unknown, never a rejection)."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _thm6_from_sweep, thm6_sweep

    sw = thm6_sweep(inst, ctx.device)
    keep = [i for i, (h1, w) in enumerate(zip(sw["H1"], sw["window_end"], strict=True))
            if h1 >= _THM6_R1_FLOOR and w < inst["t_max"] - inst["h"] / 2]
    floor = sum(h1 < _THM6_R1_FLOOR for h1 in sw["H1"])
    if len(keep) < 3:
        raise SolverFailure(f"H1 resolved at {len(keep)} of {len(sw['H1'])} alphas ({floor} at float64's floor "
                            f"1e-13, the others with the window open at t_max = {inst['t_max']}): no exponent fit")
    sub = {k: ([sw[k][i] for i in keep] if isinstance(sw[k], list) else sw[k]) for k in sw}
    m = _thm6_from_sweep({**inst, "alphas": sub["alpha"]}, sub)
    m.terms.update({"alphas_fitted": sub["alpha"], "alphas_at_floor": floor, "H1_all": sw["H1"],
                    "window_end_all": sw["window_end"]})
    return m


def _thm6_r1_claim() -> Claim:
    import dataclasses

    from thmcheck.checks.papers.factrecall.sec5_appD_flow import THM6

    return dataclasses.replace(
        THM6,
        id="factrecall.thm6-r1",
        catalog_id="factrecall.thm6",
        source=f"Theorem 6 (Sequential Learning), Section 5, {SEED_FILE} L263-L275 (at R = 1; proof L1373-L1402)",
        statement=THM6.statement + " Checked at R = 1 (|A| = D): the printed hypotheses S >= 8 R sqrt(2D), |N| >= 4 R "
                  "sqrt(2D) T allow it; factrecall.thm6 adds |A| >= 2D (the proof's L1385), which excludes R = 1.",
        strategy=_thm6_r1_inst,
        measure_batch=None,
        measure=_thm6_r1_measure,
        # round 28 (rejects): 'window_closed' rejected 2 of 3 ci draws, each an instance whose H1 fell below 1e-14
        # inside claim 1's window (the theorem met to float64 precision); those alphas are now left out of the fit
        # (_thm6_r1_measure) and an instance with fewer than 3 resolved alphas is a SolverFailure
        assumptions=tuple(a for a in THM6.assumptions if a.name not in ("A_2D", "window_closed")),
        domain=(Param("S", 1, INF, integer=True, text="S >= 8 R sqrt(2D)",
                      unreached="R = 1: S = ceil(8 sqrt(2D)) + j, j <= 8 (round 28: was the smallest S only)"),
                Param("Nn", 1, INF, integer=True, text="|N| >= 4 R sqrt(2D) T",
                      unreached="|N| = max(64, ceil(4 sqrt(2D) T)) (|N| only sizes the vocabulary at T = 3)"),
                Param("R", 1, 1, integer=True, text="R = 1 (the case factrecall.thm6 excludes)"),
                Param("D", 1, INF, integer=True, text="D >= 1", unreached="D in {2, 3, 4}")),
        notes="Round 27 (literalFS): factrecall.thm6 draws R >= 2 only and assumes |A| >= 2D, which Theorem 6 does not "
              "print; here the theorem at R = 1, with factrecall.thm6's measurement (the alpha sweep of claim 1's "
              "window and the fitted exponent of H1 against alpha). Measured by hand: exponents 2.24 (S = 16, D = 2) "
              "and 2.07 (S = 20, D = 3), H1 falling from 4e-6 at alpha = 1e-2 to 7e-15 at 1e-6. Round 28 "
              "(rejects): S drawn above its least value too; answer maps whose p*(.|r) is close to uniform give an "
              "H1 that does not fall (see the evidence).",
        expect="erratum",
        evidence="Round 28 (helper rejects), Audited (round 28, docs/audits/round28/factrecall.md): auditor A CONFIRMED, auditor B CONFIRMED AS PRINTED. At R = 1 the relation token's only signal is "
                 "p*(.|r) - uniform, which can be as small as the subjects' own signal p(s)(1 - 1/D); then the "
                 "subject weights leave claim 1's window alpha^{1/2} before the relation's weights move p^ off "
                 "uniform, and H1(alpha) (the least worst-sequence error inside the window) does not tend to 0. "
                 "Instance: S = 17 (>= 8 R sqrt(2D) = 16), R = 1, D = 2, |N| = 64 (>= 4 R sqrt(2D) T = 24), T = 3, "
                 "p(s, r) = 1/17, 9 and 8 subjects per answer (seed 1): H1 = 1.491e-3 at alpha = 1e-2, 1.726e-3 at "
                 "1e-4, 1.7301e-3 = ||p* - uniform||^2 = 2/34^2 from 1e-8 down to 1e-14; over a fine grid of alpha in "
                 "[1e-14, 1/3] the least H1 is 1.2604e-3 (near alpha = 1/3), and for alpha > 1/(|A| + 1) = 1/3 claim 1 "
                 "fails at t = 0 (Assumption 2: W_KQ(z) = alpha sqrt 3 > alpha^{1/2}); so eps = 0.035 (eps^2 = "
                 "1.225e-3) has no alpha, T* (measured on the grid; not a proof for every real alpha). The ci search's "
                 "crossing: S = 21, D = 3, 7/8/6 subjects per answer: H1 grows from 5.06e-4 (alpha = 1e-2) to 3.03e-3 "
                 "(1e-6), fitted exponent -0.206 [-0.253, -0.159]. Maps with p* far from uniform (S = 16, 10/6; S = "
                 "17, 10/7) reach float64's floor. Not the encoding: the model, loss and window are factrecall.thm6's "
                 "(the round-27 claim at R = 1), reproduced by an own numpy flow.",
        no_correction_reason="the proof needs |A| >= 2D (L1385, i.e. R >= 2 when |A| = RD), which factrecall.thm6 "
                             "assumes; a corrected R = 1 statement would need a lower bound on ||p*(.|r) - "
                             "uniform|| against p(s), which the paper does not state",
        second_path="tests/test_factrecall_r28_rejects.py::test_thm6_r1_s17_no_alpha_reaches_eps",
        settings={"ci": {"max_examples": 3, "budget_s": 2.5, "shrink": False}, "dev": {"max_examples": 6},
                  "deep": {"max_examples": 6, "budget_s": 600.0}},
    )


CLAIMS += [_thm6_r1_claim()]
