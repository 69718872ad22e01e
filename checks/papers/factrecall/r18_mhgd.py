"""Round 18 (factrecall, helper mhgd): Lemma 2's hidden constants checked uniformly, and Section 4's subset remark.

- ``factrecall.display.lemma2-constant``: Lemma 2 (L632-L642) with the constants of its two '>~' hypotheses left
  unspecified, as the statement has them: it holds iff one constant c serves every instance, i.e. iff the smallest
  constant an instance needs, c*(inst) = min(d/|A^z|, d_h/|V^h|) / log^6(|V|/p_fail), stays bounded (a uniform
  check). Since round 21 ``factrecall.lemma2`` is the same uniform check over every answer structure (erratum by a
  shared answer); this claim is its restriction to pairwise disjoint A^z.
- ``factrecall.sec4.subset_remark`` (a record until round 18): the remark L197 that storing a size-M subset of S x R
  needs only H d d_h, m d = Omega~(M). For the attention-only model (eqs. (4)-(5), no residual) with H d_h = 1 the
  output lies on a line, so at most two answers are ever predicted, whatever d: no constant in Omega~(M) saves the
  literal constraint H d d_h = Omega~(M).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import r18_mhgd as B18
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.checks.stats import clopper_pearson
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []

# ==================================================== Lemma 2 with its '>~' constants unspecified (uniform)


@st.composite
def _l2c_inst(draw: st.DrawFn) -> dict:
    d = draw(st.one_of(st.sampled_from([8, 64, 1024]), st.integers(8, 1024)))
    d_h = max(1, min(d - 1, d // draw(st.sampled_from([1, 2, 4, 16])), 2**17 // d))
    return {"d": d, "d_h": d_h, "n_z": draw(st.integers(1, 6)), "n_a": draw(st.integers(1, 6)),
            "n_x": draw(st.integers(0, 6)), "draws": 40, "seed": draw(SEEDS)}


def _l2c_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The failure rate of the 1/5 event over `draws` fresh embeddings and w_i (factrecall.lemma2's sampler), its
    99 % Clopper-Pearson lower end p_lo, and c*_lo = x / log^6(|V|/p_lo), x = min(d/|A^z|, d_h/|V^h|): a lower
    bound (w.p. 0.99) of the smallest constant c with which the hypotheses d >= c |A^z| log^6(|V|/delta), d_h >= c
    |V^h| log^6(|V|/delta) admit delta = p_fail (0 when no failure is seen)."""
    from thmcheck.checks.papers.factrecall.sec4_appC1_attention import lemma2_event_deviations

    devs = lemma2_event_deviations(inst["d"], inst["d_h"], inst["n_z"], inst["n_a"], inst["n_x"], inst["draws"],
                                   inst["seed"])
    k, n = sum(x > 0.2 for x in devs), len(devs)
    V = inst["n_z"] * (1 + inst["n_a"]) + inst["n_x"] + 1
    x = min(inst["d"] / inst["n_a"], inst["d_h"] / inst["n_z"])
    lo, hi = clopper_pearson(k, n)
    c_lo = x / math.log(V / lo) ** 6 if lo > 0 else 0.0
    c_hi = x / math.log(V / hi) ** 6 if hi > 0 else 0.0
    return Measurement(c_lo, {}, {"failures": k, "draws": n, "x": x, "V": V, "c_star_hi": c_hi,
                                  "max_deviation": max(devs)})


def _l2c_mv(inst: dict, t: float) -> dict:
    """d = t, d_h = t/2 at |V^h| = |A^z| = 1 (x = d_h grows), the drawn n_x."""
    d = int(round(t))
    return {**inst, "d": d, "d_h": max(1, d // 2), "n_z": 1, "n_a": 1}


def _l2c_mv_na(inst: dict, t: float) -> dict:
    """|A^z| = t at a fixed x = d/|A^z| (d = x t, at least 8) and the drawn d_h, |V^h| (round 26: the n_a direction;
    d_h kept <= d - 1 and d d_h <= 2^17 as the strategy's cap)."""
    n_a = max(1, int(round(t)))
    x = inst["d"] / inst["n_a"]
    d = max(8, int(round(x * n_a)))
    return {**inst, "n_a": n_a, "d": d, "d_h": max(1, min(inst["d_h"], d - 1, 2**17 // d))}


LEMMA2_CONST = Claim(
    id="factrecall.display.lemma2-constant",
    catalog_id="factrecall.lemma2",
    paper=PAPER,
    kind="probabilistic",
    source=f"Lemma 2, Appendix C.1, its event L640 under its hypotheses d >~ max_z |A^z| log^6(|V|/delta), d_h >~ "
           f"|V^h| log^6(|V|/delta), {SEED_FILE}",
    statement="There is one absolute constant c such that whenever d >= c max_z |A^z| log^6(|V|/delta) and d_h >= c "
              "|V^h| log^6(|V|/delta), P(exists z in V^h, a in V: |phi(a)^T W phi(z) - 1(a in A^z)| > 1/5) <= delta; "
              "equivalently c*(inst) = min(d/|A^z|, d_h/|V^h|)/log^6(|V|/p_fail) is bounded over all instances.",
    statement_tex=r"\sup_{\text{instances}} \frac{\min(d/|\mathcal{A}^z|,\, d_h/|\mathcal{V}^h|)}{\log^6(|\mathcal{V}|"
                  r"/p_{\mathrm{fail}})} < \infty",
    comparison="<=",
    bound=B18.lemma2_constant_shape,
    measure=_l2c_measure,
    strategy=lambda: _l2c_inst(),
    constants="hidden",
    uniform=True,
    directions=(Direction("d, d_h -> inf", "d", INF, how="path", move=_l2c_mv,
                          points=(16.0, 64.0, 256.0, 512.0),
                          reason="x = d_h grows; the failure rate falls (0 in 40 draws from d_h ~ 256 on), so "
                                 "c*_lo drops to 0"),
                Direction("n_z, n_a", "n_z", INF, how="search", reason="|V^h|, |A^z| in 1..6 drawn: x falls as they "
                          "grow at fixed d, d_h, and |V| grows, so c* only falls"),
                Direction("n_a = |A^z| -> inf at fixed d/|A^z| (round 26)", "n_a", INF, how="path", move=_l2c_mv_na,
                          points=(1.0, 2.0, 4.0, 8.0, 16.0),
                          reason="x = d/|A^z| held while |A^z| (and d with it) grows: more answers per subject, each "
                                 "with its own cross terms, the union over them against log^6(|V|/p)"),
                Direction("d_h over [1, d - 1] at fixed d", "d_h", INF, how="search",
                          reason="d_h = d // {1, 2, 4, 16} (capped at d - 1 and d d_h <= 2^17) drawn at each d: the "
                                 "head dimension's whole range below d (w_i live in the (d - 1)-dim phi(EOS)^perp)"),
                Direction("n_x (|V|)", "n_x", INF, how="unsearched",
                          reason="other tokens only raise |V|: log^6(|V|/p) grows at least as fast as the union over "
                                 "|V| raises p, so c* falls")),
    domain=(Param("d", 8, INF, integer=True, text="embedding dimension d", unreached="d <= 4096 drawn, the path to "
                  "1024 (the failure rate is 0 in 40 draws from d_h ~ 512 on)"),
            Param("d_h", 1, INF, integer=True, text="head dimension d_h (d_h <= d - 1 here)",
                  unreached="d d_h <= 2^17 drawn (the w_i are d_h unit vectors of a (d-1)-dim space, 40 draws: "
                            "d d_h = 2^19 costs ~8 s an instance)"),
            Param("n_z", 1, INF, integer=True, text="|V^h|", unreached="|V^h| <= 6 drawn"),
            Param("n_a", 1, INF, integer=True, text="|A^z| (any A^z subset of V: answer sets may overlap)",
                  unreached="|A^z| <= 6 drawn, the A^z pairwise disjoint; overlapping A^z (one answer shared by n "
                            "subjects) are not drawn: there the needed constant grows like sqrt(n)/log^6 n (d = "
                            "sqrt(n)), beyond 1 only near n ~ 1e20, out of a Monte Carlo's reach; "
                            "factrecall.lemma2.shared-answer refutes that case in closed form (erratum), so 'no "
                            "counterexample' here is for disjoint answer sets only"),
            Param("n_x", 0, INF, integer=True, text="other tokens of V", unreached="n_x <= 6 drawn")),
    notes="factrecall.lemma2 (round 21) is this uniform check over all answer structures (erratum: one shared "
          "answer); its reading 'constants of >~ equal to 1' is round 16's c = 1 check. The lemma claims only SOME constant, which is this uniform "
          "check: the smallest constant each instance needs (a 99 % lower bound from the Clopper-Pearson interval) "
          "must stay bounded. Embeddings uniform on S^{d-1}, fresh per draw with the w_i.",
    no_mutant_reason="the shape is a constant (one c over all instances): a constant-factor mutant cannot fail a "
                     "uniform check, and no quantity of the statement is left to reshape it; the search power lies in "
                     "the path d, d_h -> infinity and the drawn |V^h|, |A^z|",
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
)

CLAIMS += [LEMMA2_CONST]


# ================================================ Section 4's subset remark (L197): H d d_h = Omega~(M) alone


@st.composite
def _subset_inst(draw: st.DrawFn) -> dict:
    """M stored facts (a size-M subset of S x R) with answers drawn from k distinct values (k = M first: every fact
    its own answer), the attention-only model's sizes H = d_h = 1 and d = c M log^6(M + 1) with c drawn over
    [1e-3, 1e6] (every constant the Omega~ may hide; d >= 1), the answer counts' split from a seed."""
    M = draw(st.one_of(st.sampled_from([3, 10**6]), st.integers(3, 10**6)))
    k = draw(st.one_of(st.just(M), st.integers(3, min(M, 10**4))))
    c = draw(st.one_of(st.sampled_from([1e-3, 1e6]), log_uniform(1e-3, 1e6)))
    return {"M": M, "k": k, "c": c, "H": 1, "d_h": 1, "d": max(1.0, c * M * math.log(M + 1) ** 6),
            "seed": draw(SEEDS)}


def _answer_counts(M: int, k: int, seed: int) -> np.ndarray:
    """How many of the M facts have each of the k answers (every answer at least once): a random composition."""
    rng = np.random.default_rng(seed)
    if k == M:
        return np.ones(M, dtype=np.int64)
    cuts = np.sort(rng.choice(np.arange(1, M), size=k - 1, replace=False))
    return np.diff(np.concatenate([[0], cuts, [M]]))


def _subset_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """A lower bound on the error of EVERY attention-only transformer (4)-(5) with H d_h = 1 on the M stored facts
    (queries uniform over them): F_MHSA(X) = W_O^T W_V X^T S(.) = c(X) o with one fixed o in R^d (no residual), so
    the unique argmax_z phi(z)^T F is argmax phi(z)^T o (c > 0) or argmin (c < 0), and c = 0 ties every z: at most
    two answers are ever predicted. Error >= 1 - (the two largest answer counts)/M, for any d and any weights."""
    cnt = np.sort(_answer_counts(int(inst["M"]), int(inst["k"]), int(inst["seed"])))[::-1]
    top2 = int(cnt[:2].sum())
    M = int(inst["M"])
    return Measurement((M - top2) / M, {"M": M}, {"k": int(inst["k"]), "top2": top2, "d": inst["d"],
                                                  "H_d_d_h": inst["H"] * inst["d"] * inst["d_h"], "c": inst["c"]})


def _subset_exact(inst: dict) -> Measurement:
    from fractions import Fraction

    cnt = np.sort(_answer_counts(int(inst["M"]), int(inst["k"]), int(inst["seed"])))[::-1]
    M = int(inst["M"])
    return Measurement(Fraction(M - int(cnt[:2].sum()), M), {"M": M}, {})


@st.composite
def _subset_inst_read(draw: st.DrawFn) -> dict:
    """The reading 'H d_h >= Omega~(S + R) stays': H d_h >= 2 (at least the k = 2 answers' worth), where the rank
    bound gives nothing (in 2 dimensions every answer can be a vertex of the projected embeddings)."""
    inst = draw(_subset_inst())
    inst["d_h"] = draw(st.integers(2, 64))
    return inst


def _subset_measure_read(inst: dict, ctx: Ctx) -> Measurement:
    """Under the reading the line argument does not apply (H d_h >= 2): the lower bound is 0."""
    m = _subset_measure({**inst, "d_h": 1}, ctx)
    return Measurement(0.0 if inst["H"] * inst["d_h"] >= 2 else m.lhs, m.quantities, m.terms)


SUBSET_REMARK = Claim(
    id="factrecall.sec4.subset_remark",
    paper=PAPER,
    kind="construction",
    source=f"Section 4 remark, L197 ('it is straightforward to extend our construction to the case where we only need "
           f"to store a size M subset of S x R, where the constraints now become H d d_h, m d = Omega~(M)'); model "
           f"eqs. (4)-(5) L153-L159 (F_MHSA = sum_h W_O^(h)T attn, no residual), accuracy (10), {SEED_FILE}",
    statement="For a size-M subset of S x R, an attention-only single-layer transformer with H d d_h = Omega~(M) "
              "reaches 100 % accuracy (argmax_z phi(z)^T F_TF(X) = z_{T+1} with probability 1 over the stored "
              "queries); as printed the constraint on the attention is H d d_h = Omega~(M) alone (any constant, any "
              "log power).",
    statement_tex=r"H d d_h = \tilde{\Omega}(M) \;\Rightarrow\; \mathbb{P}\left[\arg\max_{z} \boldsymbol{\varphi}(z)"
                  r"^\top F_{\mathrm{TF}}(\boldsymbol{X}; \boldsymbol{\theta}_{\mathrm{TF}}) = z_{T+1}\right] = 1",
    comparison="<=",
    bound=B18.subset_error,
    measure=_subset_measure,
    exact=_subset_exact,
    strategy=lambda: _subset_inst(),
    expect="erratum as printed",
    readings=(Reading("H d_h >= Omega~(S + R) kept", "the remark replaces only the parameter-count constraint SR by M; "
                      "Theorem 3's H d_h >= Omega~(S + R) stays (H d_h >= 2 here). The line argument then gives no "
                      "lower bound, so this reading is not refuted (nor checked beyond that)",
                      strategy=_subset_inst_read(), measure=_subset_measure_read),),
    evidence="With H = d_h = 1 the attention-only output (5) is F(X) = W_O^T W_V X^T S(X W_K^T W_Q x_T) = c(X) o for "
             "one fixed o in R^d (W_O is 1 x d; eq. (5) has no residual), so the unique argmax_z phi(z)^T F is "
             "argmax_z phi(z)^T o when c > 0, argmin when c < 0, and c = 0 ties every z: at most two answers are ever "
             "predicted, whatever d, the embeddings and the weights. M stored facts with M distinct answers then "
             "have error >= (M - 2)/M (1/3 at M = 3, 0.999998 at M = 10^6), while H d d_h = d can be taken >= c M "
             "log^6 M for every constant c: the literal constraint 'H d d_h = Omega~(M)' does not suffice. Theorem 3 "
             "itself keeps H d_h >= Omega~(S + R) (the reading 'H d_h >= Omega~(S + R) kept' is not refuted by this "
             "argument). Second path: random weights and embeddings of the H = d_h = 1 model in own numpy code, "
             "the predictions over many contexts fall in {argmax, argmin} of phi(z)^T o.",
    second_path="tests/test_factrecall_r18_mhgd.py::test_one_dim_head_predicts_at_most_two_answers",
    no_correction_reason="the intended constraint set (H d_h >= Omega~(S + R) and d >= Omega~(max(R, D)) kept, H d "
                         "d_h = Omega~(M)) is the reading; no construction of the paper for the subset exists to "
                         "check it against",
    domain=(Param("M", 1, INF, integer=True, far=1e6, text="M stored facts (a size-M subset of S x R)",
                  unreached="3 <= M <= 1e6 drawn (M <= 2 facts: two answers, the line argument gives 0)"),
            Param("k", 1, INF, integer=True, text="distinct answers among the M facts",
                  unreached="3 <= k <= min(M, 1e4) or k = M drawn"),
            Param("c", 0.0, INF, lo_closed=False, far=1e6, text="the constant Omega~(M) hides (d = c M log^6(M+1))",
                  unreached="c in [1e-3, 1e6] drawn: the error bound does not depend on d"),
            Param("H d_h", 1, INF, integer=True, key="d_h", text="heads times head dimension",
                  unreached="H d_h = 1 (the literal reading's counterexample family; the reading draws 2 .. 64)")),
    notes="lhs: a lower bound of the error of every transformer of that size (the line argument), bound 0 (100 % "
          "accuracy). The facts' answer counts are a random composition of M into k parts (k = M: all distinct).",
    auto_mutant=False,
    no_mutant_reason="the mutants of an 'erratum as printed' run on the reading under which it holds, and there the "
                     "line argument gives the lower bound 0 (H d_h >= 2): no wrong bound >= 0 can die; the literal "
                     "claim itself is violated at every drawn instance",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [SUBSET_REMARK]


# ============================================ App. F.1's orthonormality display L1735 as printed (delta_ij)


def _hermite_inner(i: int, k: int) -> object:
    """<h_i, h_k>_{L2(mu)} exactly, h_n = He_n/sqrt(n!) (probabilists' Hermite, He_{n+1} = x He_n - n He_{n-1}):
    E[He_i He_k] = sum_{p, q} a_p b_q E[x^{p+q}], E[x^{2m}] = (2m - 1)!!; nonzero only for i = k, where it is k!."""
    from fractions import Fraction

    def coeffs(n: int) -> list[int]:
        prev, cur = [1], [0, 1]
        if n == 0:
            return prev
        for m in range(1, n):
            nxt = [0, *cur]
            for t, v in enumerate(prev):
                nxt[t] -= m * v
            prev, cur = cur, nxt
        return cur

    def moment(n: int) -> int:
        return 0 if n % 2 else math.prod(range(n - 1, 0, -2))

    ci, ck = coeffs(i), coeffs(k)
    num = sum(p * q * moment(s + t) for s, p in enumerate(ci) for t, q in enumerate(ck))
    if num == 0:
        return Fraction(0)
    if i != k:
        raise ArithmeticError(f"E[He_{i} He_{k}] = {num} != 0: the coefficients are wrong")
    return Fraction(num, math.factorial(k))


def _herm_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = _hermite_inner(int(inst["i"]), int(inst["k"]))
    return Measurement(float(v), {"i": int(inst["i"]), "j": int(inst["j"]), "k": int(inst["k"])}, {"exact": str(v)})


def _herm_exact(inst: dict) -> Measurement:
    return Measurement(_hermite_inner(int(inst["i"]), int(inst["k"])),
                       {"i": int(inst["i"]), "j": int(inst["j"]), "k": int(inst["k"])}, {})


_IDX = st.one_of(st.sampled_from([0, 1]), st.integers(0, 30))

HERMITE = Claim(
    id="factrecall.display.hermite-orthonormality",
    catalog_id="factrecall.lemma15",
    paper=PAPER,
    kind="step",
    source=f"Appendix F.1 (Hermite polynomials), the orthonormality display L1735 ('The Hermite polynomials {{h_k}} "
           f"...'), {SEED_FILE}",
    statement="<h_i, h_k>_{L2(mu)} = delta_ij (as printed: the Kronecker delta of i and j, with j an index the display "
              "leaves free), h_k the normalized probabilists' Hermite polynomials, mu = N(0, 1).",
    statement_tex=r"\langle h_{i},h_{k}\rangle_{L^{2}(\mu)}=\delta_{ij}",
    comparison="==",
    bound=B18.hermite_delta_ij,
    measure=_herm_measure,
    exact=_herm_exact,
    strategy=lambda: st.fixed_dictionaries({"i": _IDX, "j": _IDX, "k": _IDX}),
    expect="erratum as printed",
    readings=(Reading("delta_ik", "the Kronecker delta of the two polynomials' indices, delta_ik (orthonormality)",
                      bound=B18.hermite_delta_ik),),
    evidence="As printed the right side is delta_ij with j free: at i = j = 0, k = 1 it is 1 while <h_0, h_1> = E[x] = "
             "0; at i = k = 0, j = 1 it is 0 while <h_0, h_0> = 1 (exact: E[He_i He_k] = k! delta_ik from the "
             "Gaussian moments). Under the reading delta_ik (orthonormality, what Lemma 15 and Theorem 9 use) it "
             "holds exactly. A typo in the index; no statement downstream is affected.",
    second_path="tests/test_factrecall_r18_mhgd.py::test_hermite_inner_products_by_quadrature",
    no_correction_reason="the reading delta_ik is the correction",
    domain=(Param("i", 0, INF, integer=True, text="polynomial index i", unreached="i <= 30 drawn"),
            Param("j", 0, INF, integer=True, text="the printed delta's second index j (free)",
                  unreached="j <= 30 drawn"),
            Param("k", 0, INF, integer=True, text="polynomial index k", unreached="k <= 30 drawn")),
    notes="Exact integers (Hermite coefficients times Gaussian moments); the 1/sqrt(i! k!) normalisation matters only "
          "at i = k.",
    mutants={"delta_ik without the normalisation (k!)": lambda i, j, k: math.factorial(k) if i == k else 0},
    auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

CLAIMS += [HERMITE]


# ====================================== Lemma 5's first display L1111 as printed: 'for s in S, W_KQ(z) <= ...'


def _l5lit_measure(inst: dict, ctx: Ctx) -> Measurement:
    """The flow of factrecall.lemma5 (Assumption 2's init, RK4); at t = t_frac t_end the largest W_KQ(z)(t) over
    every input token z (subjects, relations, noise) against the smallest subject bound exp(2 p(s) t) alpha
    sqrt(|A| + 1), s in S (the printed display bounds W_KQ(z) for each s in S, z left free)."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _invariant_drift, _run

    task, traj = _run(inst, ctx)
    i = int(round(inst["t_frac"] * (len(traj.t) - 1)))
    t = float(traj.t[i])
    W = traj.Wkq[i].cpu().numpy()
    j = int(np.argmax(W))
    cls = "subject" if j < task.S else "relation" if j < task.S + task.R else "noise"
    p_min = float(task.p_s.cpu().numpy().min())
    return Measurement(float(W[j]), {"alpha": inst["alpha"], "A": task.A, "rate": p_min, "t": t},
                       {"invariant_drift": _invariant_drift(traj), "argmax_class": cls,
                        "W_KQ_max_subject": float(W[:task.S].max())})


def _l5lit_measure_read(inst: dict, ctx: Ctx) -> Measurement:
    """The reading z = s: the subject whose W_KQ(s)(t) is closest to its own bound exp(2 p(s) t) alpha sqrt(|A| + 1)
    (factrecall.lemma5's subject half)."""
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _invariant_drift, _run

    task, traj = _run(inst, ctx)
    i = int(round(inst["t_frac"] * (len(traj.t) - 1)))
    t = float(traj.t[i])
    W = traj.Wkq[i, :task.S].cpu().numpy()
    ps = task.p_s.cpu().numpy()
    j = int(np.argmax(W / np.exp(2 * ps * t)))
    return Measurement(float(W[j]), {"alpha": inst["alpha"], "A": task.A, "rate": float(ps[j]), "t": t},
                       {"invariant_drift": _invariant_drift(traj)})


def _l5lit_strategy() -> st.SearchStrategy:
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _flow_instances

    return st.tuples(_flow_instances(), st.one_of(st.just(1.0), st.floats(0.0, 1.0)),
                     st.one_of(st.just(0.5), log_uniform(1e-4, 1.0), log_uniform(1.0, 1e3))).map(
        lambda a: {**a[0], "t_mode": "frac", "t_frac": a[1], "alpha": a[2]})  # the end of the run, alpha = 0.5 first


def _l5lit_claim() -> Claim:
    from thmcheck.bounds.factrecall import sec5_appD_flow as BF
    from thmcheck.checks.papers.factrecall.sec5_appD_flow import _ALPHA_WIDE, _INTEGRATION, FLOW_DOMAIN

    return Claim(
        id="factrecall.display.lemma5-l1111-literal",
        catalog_id="factrecall.lemma5",
        paper=PAPER,
        kind="step",
        source=f"Lemma 5, Appendix D.3, its first display L1111 ('For s in S, W_KQ(z) <= exp(2 p(s) t) alpha "
               f"sqrt(|A| + 1)'), {SEED_FILE}",
        statement="For s in S: W_KQ(z)(t) <= exp(2 p(s) t) alpha sqrt(|A| + 1) along the gradient flow from "
                  "Assumption 2 (as printed: z, not s; z any input token, s any subject).",
        statement_tex=r"\boldsymbol{W}_{KQ}(z) \leq \exp(2p(s)t)\,\alpha\sqrt{|\mathcal{A}|+1}",
        comparison="<=",
        bound=BF.lemma5,
        measure=_l5lit_measure,
        strategy=_l5lit_strategy,
        assumptions=(_INTEGRATION,),
        domain=(*FLOW_DOMAIN, _ALPHA_WIDE),
        expect="erratum as printed",
        readings=(Reading("z = s", "the bounded weight is the subject's own W_KQ(s) (factrecall.lemma5's reading)",
                          measure=_l5lit_measure_read),),
        evidence="As printed the display bounds W_KQ(z), z free, by exp(2 p(s) t) alpha sqrt(|A| + 1) for s in S. A "
                 "relation token occurs in every input and a frequent subject in many, so their W_KQ grow far faster "
                 "than a rare subject's rate p(s) allows: S = 3, R = 1, D = 2, T = 3 (no noise), p(s) = (0.9, 0.05, "
                 "0.05), a* = (0, 1, 0), alpha = 1e-4, at t = 40 the flow gives W_KQ(s_1) = 1.64 and W_KQ(r) = "
                 "0.559 against exp(2 x 0.05 x 40) alpha sqrt 3 = 0.00946 (ci: S = 3, Dirichlet p, alpha = 1e-4: "
                 "W_KQ(r) = 1.43 against 0.198). Under the reading z = s (each subject's own weight) it holds "
                 "(factrecall.lemma5). A slip of the letter; the proof (L1127) has W_KQ(s).",
        second_path="tests/test_factrecall_r18_mhgd.py::test_lemma5_l1111_relation_outgrows_rare_subject_bound",
        no_correction_reason="the reading z = s is the correction (L1127 prints W_KQ(s))",
        notes="Relation tokens occur in every input; a frequent subject's W_KQ outgrows a rare subject's rate too. The "
              "strategy draws the end of the run and alpha = 0.5 first.",
        mutants={"without sqrt(|A| + 1)": lambda alpha, A, rate, t: BF.lemma5(alpha, 0, rate, t)},
        settings={"ci": {"max_examples": 20, "budget_s": 5.0, "shrink": False}},
    )


CLAIMS += [_l5lit_claim()]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'factrecall.display.hermite-orthonormality': 'auditor A: confirmed as printed',
    'factrecall.display.lemma2-constant': 'auditor A: confirmed',
    'factrecall.display.lemma5-l1111-literal': 'auditor A: confirmed as printed',
    'factrecall.sec4.subset_remark': 'auditor A: confirmed as printed; auditor C: confirmed as printed',
}, 'docs/audits/round18/factrecall.md')
