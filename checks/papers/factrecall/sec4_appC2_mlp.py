"""factrecall (App. C.2): Lemma 3's Hermite-tensor MLP memory, Theorem 11's head count and Theorem 4's composed
transformer (Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via Associative Memories").

Catalog: ``shared/claims/factrecall.md`` (2.4, 2.5); paper: ``shared/seeds/002_60f5937820eee378.txt``.
Bounds in ``thmcheck.bounds.factrecall.sec4_appC2_mlp``, measurements in ``thmcheck.models.factrecall.sec4_appC2_mlp`` (attention pieces reused from
``thmcheck.models.factrecall.sec4_transformer``).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec4_appC2_mlp as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.stats import NormalMean
from thmcheck.checks.strategies import SEEDS

PAPER = "factrecall"
SEED_FILE = "shared/seeds/002_60f5937820eee378.txt"

# ----------------------------------------------------------- Lemma 3 proof: E[gamma_sra] identity (L786-L808)


@st.composite
def _lemma3_instances(draw: st.DrawFn) -> dict:
    """Small d first (d = 5: the 1/d correction to the limit c_{p+k} 2^{-p-k} is largest there relative to the
    Monte Carlo noise), q = p + k + 2 first (sigma^{(p+k)} is then not constant, so dropping |u| from its
    argument changes the value) and S = R = 1 first (no
    cross terms, so the Monte Carlo over embeddings is tight enough to kill the planted mutants); p = k = 3 is the
    proof's eps = 1 choice (p = 2 ceil(1/eps) + 1). sigma = sum_j c_j h_j of degree q in [p+k, p+k+2] (q >= p+k,
    else c_{p+k} = 0 and both sides vanish; catalog F7), c_{p+k} > 0 w.l.o.g. (L790)."""
    d = draw(st.one_of(st.sampled_from([5, 3]), st.integers(1, 16).map(lambda j: 2 * j + 1)))
    p = draw(st.sampled_from([3, 1]))
    k = draw(st.sampled_from([3, 1]))
    q = p + k + draw(st.sampled_from([2, 0, 1]))
    S = draw(st.one_of(st.just(1), st.integers(1, 3)))
    R = draw(st.one_of(st.just(1), st.integers(1, 3)))
    return {"d": d, **lemma3_answers(draw, p, k, q, S, R),
            "draws": 5000 if S * R == 1 else max(300, 2000 // (S * R))}


def lemma3_answers(draw: st.DrawFn, p: int, k: int, q: int, S: int, R: int) -> dict:
    """Lemma 3's instance past its sizes (shared with r28_lits' far instances): a seed, sigma's Hermite coefficients
    c_0..c_q (c_{p+k} > 0), n_ans answers with a*(s, r) from the seed, the query (s0, r0) and a token a != a*(s0, r0)."""
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    coef = rng.uniform(0.2, 1.0, q + 1) * rng.choice([-1.0, 1.0], q + 1)
    coef[p + k] = abs(coef[p + k])
    n_ans = draw(st.integers(1, S * R))
    astar = rng.integers(0, n_ans, (S, R))
    s0, r0 = draw(st.integers(0, S - 1)), draw(st.integers(0, R - 1))
    V = S + R + n_ans
    others = [t for t in range(V) if t != S + R + int(astar[s0, r0])]
    a = others[draw(st.integers(0, len(others) - 1))]
    return {"p": p, "k": k, "q": q, "coef": [float(c) for c in coef], "S": S, "R": R, "n_ans": n_ans,
            "astar": astar, "s0": s0, "r0": r0, "a": int(a), "seed": seed}


def _lemma3_measure(inst: dict, ctx: Ctx) -> Measurement:
    import torch

    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec4_appC2_mlp import lemma3_gamma_condmean

    g = lemma3_gamma_condmean(inst["d"], inst["S"], inst["R"], torch.as_tensor(inst["astar"]), inst["n_ans"],
                              inst["s0"], inst["r0"], inst["a"], inst["p"], inst["k"], inst["coef"], inst["draws"],
                              generator(inst["seed"]), dtype=torch_dtype(ctx.dtype), device=ctx.device)
    v = g.double().cpu().numpy()
    est, se = float(v.mean()), float(v.std(ddof=1) / math.sqrt(v.size))
    q = {"d": inst["d"], "p": inst["p"], "k": inst["k"], "coef": tuple(inst["coef"])}
    return Measurement(est, q, {"se": se, "limit_c_2^-p-k": float(B.lemma3_limit(**q))},
                       lhs_interval=(est - 4.5 * se, est + 4.5 * se), stat=NormalMean(est, se))


def _lemma3_mutant_unsquared(d: int, p: int, k: int, coef: tuple) -> float:
    return float(B.lemma3_mean_general(d, p, k, coef, xpow=p / 2, ypow=k / 2))


def _lemma3_mutant_no_norm(d: int, p: int, k: int, coef: tuple) -> float:
    return float(B.lemma3_mean_general(d, p, k, coef, norm_in_argument=False))


def _lemma3_mutant_orthonormal_coef(d: int, p: int, k: int, coef: tuple) -> float:
    return float(B.lemma3_mean(d, p, k, coef)) / math.sqrt(math.factorial(p + k))


LEMMA3 = Claim(
    id="factrecall.lemma3", paper=PAPER,
    source=f"Lemma 3, Appendix C.2, {SEED_FILE} L766-L782, its checked identity L808 (proof display L786-L808)",
    statement=("Lemma 3: d odd, P perp Q of dimension floor(d/2), phi~(s) = Pi_P phi(s), phi~(r) = Pi_Q phi(r), w_i ~ "
               "N(0, I_d), v_i = (1/m) sum_{s,r} <He_{p+k}(w_i), phi~(s)^{(x)p} (x) phi~(r)^{(x)k}> phi(a*(s,r)), "
               "F(z) = sum_i v_i sigma(w_i^T z); if d, m, md >~ (C3 log(|V|/delta))^{C4/eps} (1, max_a C(a), SR) "
               "then w.p. 1-delta argmax_a phi(a)^T F(phi~(s) + phi~(r)) = a*(s,r) for all (s,r). Checked: the "
               "proof's identity (odd p, k) E[gamma_sra] = E_Z[sigma^{(p+k)}(Z sqrt(|phi~(s)|^2 + |phi~(r)|^2)) "
               "|phi~(s)|^{2p} |phi~(r)|^{2k}] (L808), gamma_sra = <phi(a*(s,r)) - phi(a), F(phi~(s) + phi~(r))>, "
               "expectation over the embeddings and the w_i, for every a != a*(s,r) in V."),
    kind="probabilistic", comparison="==", bound=B.lemma3_mean, measure=_lemma3_measure,
    strategy=_lemma3_instances,
    domain=(Param("d", 1, INF, integer=True, text="d odd (P, Q of dimension floor(d/2)), d >= S^eps, R^eps", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second"),
            Param("p", 1, INF, integer=True, text="p = 2 ceil(1/eps) + 1 (odd); the identity L808 holds for every odd p", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second"),
            Param("k", 1, INF, integer=True, text="k = p (odd)", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second"),
            Param("q", 2, INF, integer=True, text="deg sigma = q = C2/eps, C2 > 2 (q >= p + k drawn, catalog F7)", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second"),
            Param("S", 1, INF, integer=True, text="S >= 1", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second"), Param("R", 1, INF, integer=True, text="R >= 1", unreached="Monte Carlo over the embeddings of all S subjects, R relations and answers with the w-expectation integrated exactly by a 3-dim tensor Gauss-Hermite rule of degree deg sigma + p + k per (s', r') term (300-5000 draws): d <= 33, S, R <= 3, p, k in {1, 3}, deg sigma <= p + k + 2 keep an instance under a second")),
    mutants={"limit c_{p+k} 2^{-p-k} for the finite-d mean": B.lemma3_limit,
             "|phi~|^p |phi~|^k (norms not squared)": _lemma3_mutant_unsquared,
             "sigma^{(p+k)}(Z) (norm dropped from the argument)": _lemma3_mutant_no_norm,
             "Assumption 3's coefficient c_{p+k} for E sigma^{(p+k)}": _lemma3_mutant_orthonormal_coef},
    notes=("Left side: Monte Carlo over fresh sphere embeddings of all S subjects, R relations and the answers "
           "(300-5000 draws, 4.5-sigma interval, stat=NormalMean); the w-expectation of each (s', r') term of the "
           "literal construction is integrated exactly (it is a polynomial of degree deg sigma + p + k in the "
           "3-dim Gaussian (<w,u>, <w,phi^(s')>, <w,phi^(r')>): tensor Gauss-Hermite on Gram^{1/2} g), since the "
           "raw Monte Carlo over w_i has a degree-12 polynomial tail that makes CLT intervals unreliable; "
           "tests/test_factrecall_mlp.py checks the quadrature against the raw construction with many neurons. "
           "Right side: exact (E_Z He_l(tau Z) = (tau^2-1)^{l/2} (l-1)!!, |phi~|^2 ~ Beta(n/2, (d-n)/2) moments "
           "in rationals). The proof's c_{p+k} := E[sigma^{(p+k)}(z)] (L790) is sqrt((p+k)!) times Assumption "
           "3's orthonormal coefficient; the ':=' fixes it, so no erratum. The lemma's conclusion (hidden "
           "(C log)^{C/eps} constants) is measured as a margin trend under factrecall.thm4 (same MLP). F7 (q < p+k "
           "gives c_{p+k} = 0: the construction is pure noise, yet q = C2/eps with C2 > 2 allows q = 3 at eps = 1) "
           "is a proof gap, not encoded as a violation: the lemma asserts existence of some network."),
    settings={"ci": {"max_examples": 30, "budget_s": 20.0}},
)


# ------------------------------------------------------------ Theorem 11 proof: head count (L927-L955)


@st.composite
def _thm11_instances(draw: st.DrawFn) -> dict:
    """d odd (P, Q of dimension floor(d/2) perp phi(EOS) fill R^d), d_h <= d. Tight cases first: d_h = d (one head
    per group suffices and H' = ceil(d/d_h) = 1, so the count is exact), and S, R not multiples of M (the
    ceilings of N_S, N_R matter)."""
    d = draw(st.one_of(st.sampled_from([5, 9, 3, 121]), st.integers(1, 20).map(lambda j: 2 * j + 1),
                       st.integers(1, 60).map(lambda j: 2 * j + 1), st.integers(50, 60).map(lambda j: 2 * j + 1)))
    d_h = draw(st.one_of(st.just(d), st.just(1), st.integers(1, d)))
    M = draw(st.one_of(st.just(2), st.integers(1, 4)))
    return {"d": d, "d_h": d_h, "M": M, "S": draw(st.one_of(st.sampled_from([3, 1]), st.integers(1, 9), st.integers(1, 120))),
            "R": draw(st.one_of(st.just(1), st.integers(1, 9), st.integers(1, 120))), "seed": draw(SEEDS)}


def _thm11_measure(inst: dict, ctx: Ctx) -> Measurement:
    from thmcheck.models.device import generator, torch_dtype
    from thmcheck.models.factrecall.sec4_appC2_mlp import group_projector_error, subspace_bases, thm11_heads
    from thmcheck.models.factrecall.sec4_transformer import make_task

    g = generator(inst["seed"])
    S, R, M, d, d_h = inst["S"], inst["R"], inst["M"], inst["d"], inst["d_h"]
    task = make_task(S, R, 1, 1, d, g, dtype=torch_dtype(ctx.dtype), device=ctx.device)
    UP, UQ = subspace_bases(d, task.Phi[task.eos])
    heads, counts = thm11_heads(task, M, d_h, 200.0, UP, UQ)
    err = group_projector_error(heads, counts, UP, UQ, -(-S // M))
    e = task.Phi[task.eos]
    orth = float(max((UP @ UQ.T).abs().max(), (UP @ e).abs().max(), (UQ @ e).abs().max()))
    return Measurement(len(heads), {"S": S, "R": R, "M": M, "d": d, "d_h": d_h},
                       {"projector_error": err, "P_Q_EOS_orthogonality": orth, "dim_P": UP.shape[0],
                        "heads_per_group": counts[0]})


THM11 = Claim(
    id="factrecall.thm11", paper=PAPER,
    source=f"Theorem 11, Appendix C.2, {SEED_FILE} L902-L915 (proof L925-L967, head count L929, L955)",
    statement=("Theorem 11 (formal Theorem 4): if d >~ (C2 log(|V|/delta)/eps)^{C3/eps}, H d_h >~ (S+R) log(|V|/delta), "
               "m >~ (C2 log)^{C3/eps} max_a C(a), md >~ (C2 log)^{C3/eps} SR, a one-layer transformer with H heads of "
               "dimension d_h and MLP width m has accuracy 1 w.p. 1-delta. Checked (explicit bookkeeping of the "
               "proof): per group of <= M subjects (relations) the proof uses H' = ceil(d/d_h) heads whose summed "
               "W_O^T W_V is the projector onto P (Q), P perp Q perp phi(EOS) (L941, L949); the heads the "
               "construction needs (built: head dimension d_h, summed OV equal to the projector, measured) number "
               "at most H = H'(N_S + N_R), N_S = ceil(S/M), N_R = ceil(R/M)."),
    kind="construction", comparison="<=", bound=B.thm11_heads, measure=_thm11_measure,
    strategy=_thm11_instances,
    domain=(Param("d", 1, INF, integer=True, text="d (odd in the construction: P, Q of dimension ceil(d/2) - 1 / floor(d/2))",
                  unreached="d = 1 not drawn: P and Q orthogonal to phi(EOS) are then 0-dimensional (the construction needs d >= 3)"),
            Param("d_h", 1, INF, integer=True, text="head dimension 1 <= d_h <= d",
                  unreached="d_h <= d <= 121 is drawn (d_h = d as an atom); a run of 80 instances does not always reach d_h >= 100"),
            Param("S", 1, INF, integer=True, text="S >= 1"), Param("R", 1, INF, integer=True, text="R >= 1"),
            Param("M", 1, INF, integer=True, text="group size M >= 1 (<= S, R meaningful)",
                  unreached="M > 4 not drawn: with S, R up to 120 the group counts ceil(S/M) + ceil(R/M) already take every residue pattern; M only enters through them")),
    assumptions=(Assumption("projectors", "each group's heads sum to the projector onto P or Q (measured, 1e-9)",
                            lambda q: 1e-9 - q["projector_error"]),
                 Assumption("orthogonal_subspaces", "P perp Q perp phi(EOS) (measured, 1e-9)",
                            lambda q: 1e-9 - q["P_Q_EOS_orthogonality"])),
    mutants={"one head per group (N_S + N_R, as Theorem 10)": lambda S, R, M, d, d_h: -(-S // M) + -(-R // M),
             "floor(S/M) + floor(R/M) groups": lambda S, R, M, d, d_h: -(-d // d_h) * (S // M + R // M),
             "(S + R)/M groups (no ceilings)": lambda S, R, M, d, d_h: -(-d // d_h) * (S + R) / M},
    notes=("The heads are built (thmcheck.models.factrecall.sec4_appC2_mlp.thm11_heads: rank-one key-query of Theorem 10, head j of a "
           "group takes rows j d_h..(j+1) d_h - 1 of an orthonormal basis of P or Q) and the count is what the "
           "built construction needs: ceil(floor(d/2)/d_h) per group, at most H' = ceil(d/d_h) (equal at d_h = d, "
           "where the automatic 10 % mutant dies). The proof prints P and Q of dimension ceil(d/2) (L941, L949), "
           "impossible for P perp Q perp phi(EOS) in R^d (2 ceil(d/2) + 1 > d); Lemma 3's floor(d/2) with d odd is "
           "used (a typo, no effect on the count). L963 also writes F(phi(s) + phi~(r)) for F(phi~(s) + phi~(r)). "
           "F_MHSA = Pi_P phi(s) + Pi_Q phi(r) on Lemma 1's event is tested in tests/test_factrecall_mlp.py. The "
           "theorem's own conditions have hidden constants and are not checked here."),
    settings={"ci": {"max_examples": 80, "budget_s": 5.0}},
)


# --------------------------------------------------------------------------------------- placeholders

@st.composite
def _thm4_instances(draw: st.DrawFn) -> dict:
    """The composed construction of the proof (Theorem 11's heads, Lemma 3's MLP) at the largest sizes a ci run
    affords: d odd up to 129, width m = c d (c drawn), p = k drawn in {1, 3}, sigma of degree q = p + k (+ 0..2)."""
    d = draw(st.one_of(st.sampled_from([65, 129]), st.integers(8, 64).map(lambda j: 2 * j + 1)))
    p = draw(st.sampled_from([1, 3]))
    q = 2 * p + draw(st.sampled_from([0, 2, 1]))
    S = draw(st.one_of(st.just(2), st.integers(1, 4)))
    R = draw(st.one_of(st.just(2), st.integers(1, 3)))
    D = draw(st.integers(1, 3))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    coef = rng.uniform(0.2, 1.0, q + 1) * rng.choice([-1.0, 1.0], q + 1)
    coef[2 * p] = abs(coef[2 * p])
    astar = np.arange(R)[None] * D + rng.integers(0, D, (S, R))
    return {"d": d, "p": p, "q": q, "coef": [float(c) for c in coef], "S": S, "R": R, "D": D, "astar": astar,
            "n_noise": S + R, "T": draw(st.integers(3, 8)), "M": draw(st.integers(1, 2)), "beta": 200.0,
            "m_per_d": draw(st.sampled_from([4, 16, 1])), "draws": 4, "seed": seed}


def _thm4_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the accuracy of an existence witness (Theorem 11's heads, an MLP of width m fit by least squares on one
    set of sequences, evaluated on fresh ones: thmcheck.models.factrecall.sec4_appC2_thm4.thm4_witness), worst over
    the embedding draws on which Lemma 1's event holds for every group of heads (the proof's high-probability
    event; the assumption 'lemma1_event' rejects an instance with no such draw); the proof's own construction
    (Lemma 3's MLP, all draws) is a term."""
    import torch

    from thmcheck.models.device import generator
    from thmcheck.models.factrecall.sec4_appC2_thm4 import sequences, thm4_draws, thm4_witness

    g = generator(inst["seed"])
    S, R, D = inst["S"], inst["R"], inst["D"]
    n_ans = R * D
    toks = sequences(S, R, inst["n_noise"], inst["T"], g)
    m = inst["m_per_d"] * inst["d"]
    astar = torch.as_tensor(inst["astar"])
    _, _, logits = thm4_draws(inst["d"], S, R, n_ans, astar, inst["n_noise"], toks, inst["M"], inst["beta"],
                              inst["p"], inst["p"], inst["coef"], m, m, 0, S + R, inst["draws"], g)
    target = (S + R + astar.reshape(-1)).to(logits.device)
    acc_construction = float((logits.argmax(-1) == target[None]).double().mean())
    toks_eval = sequences(S, R, inst["n_noise"], inst["T"], g)
    acc_w, event = thm4_witness(inst["d"], S, R, n_ans, astar, inst["n_noise"], toks, toks_eval, inst["M"], inst["beta"],
                         inst["coef"], m, inst["draws"], g)
    on = acc_w[event]  # the draws on the proof's high-probability event (Lemma 1 for every group of heads)
    lhs = float(on.min()) if on.numel() else 1.0
    return Measurement(lhs, {}, {"d": inst["d"], "m": m, "S": S, "R": R, "D": D, "event_draws": int(event.sum()),
                                                "accuracy_proof_construction": acc_construction,
                                                "witness_accuracy_per_draw": acc_w.tolist(),
                                                "lemma1_event_per_draw": event.tolist()})


THM4 = Claim(
    id="factrecall.thm4", paper=PAPER,
    source=f"Theorem 4 (Attention + MLP, informal), Section 4, {SEED_FILE} L183-L191 (formal: Thm 11, App. C.2)",
    statement=("Assume sigma is a polynomial of sufficiently large degree; let (d, H, d_h, m) satisfy d >= Omega~(1), "
               "H d_h >= Omega~(S + R), m >= Omega~(max_a C(a)), m d >= Omega~(SR). Then w.h.p. over the embeddings "
               "there exists a single-layer transformer with embedding dimension d, H heads of dimension d_h and MLP "
               "width m whose argmax prediction equals z_{T+1} with probability 1. Checked (existence): a witness of the "
               "stated architecture (Theorem 11's heads, an MLP of width m with sigma the drawn polynomial and V fit "
               "by least squares) has accuracy 1 on fresh sequences of every fact (s, r), on the embedding draws "
               "where the proof's high-probability event (Lemma 1 for every group of heads) holds."),
    kind="construction", comparison=">=", bound=B.thm4_accuracy, measure=_thm4_measure,
    strategy=_thm4_instances,
    assumptions=(Assumption("lemma1_event", "'with high probability over the embeddings': on at least one embedding "
                            "draw the proof's high-probability event holds (Lemma 1's margins for every group of "
                            "heads, L604-L628, checked on the draw); only those draws are scored",
                            lambda q: q["event_draws"] - 0.5),
                 uncertified("size_conditions", "d, H d_h, m and m d exceed their Omega~ thresholds (9) and sigma's "
                             "degree is 'sufficiently large'",
                             why=("the constants and log powers of Omega~ in (9) and the required degree are "
                                  "unspecified (the formal Theorem 11 has (C log)^{C/eps} factors); no run can fix "
                                  "them")),),
    domain=(Param("d", 17, INF, integer=True, text="embedding dimension d >= Omega~(1)",
                  unreached="d > 129 not drawn: the composed model (heads + Hermite MLP of width m = c d, c <= 16) "
                            "for every fact costs O(m d SR) per draw; the statement is asymptotic in the constants"),
            Param("S", 1, INF, integer=True, text="S subjects",
                  unreached="S > 4 not drawn (cost, as for d); round 22 tried the far end by hand: (d, S, R) = "
                            "(129, 16, 4), (257, 16, 8), (257, 32, 8) cost 5, 16 and 60 s an instance and on all 4 "
                            "embedding draws of each Lemma 1's event fails (the instance is rejected, never scored), "
                            "while the witness has accuracy 1 on every draw: reaching larger S, R needs d beyond 257"),
            Param("R", 1, INF, integer=True, text="R relations", unreached="R > 3 not drawn (cost; see S)")),
    expect="holds",
    auto_mutant=False,
    no_mutant_reason=("the bound is accuracy 1, the largest possible value; no wrong bound of the same signature "
                      "can be violated where the printed one is not"),
    notes=("The theorem is existential (some transformer of the stated sizes), so the proof's own composed "
           "construction (Lemma 3's Hermite-tensor MLP, models/factrecall/sec4_appC2_thm4.py; term "
           "accuracy_proof_construction, 0.2-0.9 at these sizes) can refute only itself; the measured lhs is an "
           "existence witness: Theorem 11's heads, then an MLP F(z) = V^T sigma(W z) of width m (w_i ~ N(0, I_d), V "
           "the minimum-norm least-squares fit of F(z_sr) = phi(a*(s, r)) on one set of sequences), scored on fresh "
           "sequences (other noise tokens and positions). 'With high probability over the embeddings' is read with "
           "the proof's event: a draw where Lemma 1's margins fail for some group (its attention then mixes noise "
           "into z, the only failures seen: d = 31, seeds 303/307) is in the exceptional set and is not scored "
           "(assumption lemma1_event, checked on the draw; term event_draws). The size conditions (9) keep their "
           "unspecified constants (granted, uncertified). The conclusion's constant is explicit (accuracy 1), so "
           "the claim is an explicit bound with the Omega~ constants in its hypotheses only (not an exponent fit); "
           "searched: d odd up to 129 with m = c d (c in {1, 4, 16}), S <= 4, R <= 3, D <= 3, p = k in {1, 3}, q "
           "in 2p..2p+2. The 'lemma1_event' rejections (18 of 30 in the r5 baseline) are draws where Lemma 1's "
           "margins fail on all 4 embedding draws: the 'w.h.p.' event at sizes below the unspecified thresholds "
           "(a printed, probabilistic hypothesis failing on the draw, not a solver failure). Earlier rounds scored the proof's construction, which "
           "left the claim 'conditional' (accuracy 0.75 < 1 under granted sizes)."),
    settings={"ci": {"max_examples": 12, "budget_s": 5.0}},
)


CLAIMS = [LEMMA3, THM11, THM4]
