"""thesis, App. A, (A.152) and (A.153) L3361-L3363 (rows 'open' since round 21: 'computable, not encoded'), round 22
(helper thesisX2).

For j in S_z^n, z = 3, ..., M (Claim 2's induction, the mu_z key's update):

  (A.152) |< (1/B) sum_n dLoss/dF dF/dW_K x_j^n, q_1(t) >|
          <~ | (1/B) sum_n (-y^n) sum_{l in S_1^n} sum_i a_(l)i 1[W_O(i) W_V X softmax(X^T W_K^T W_Q x_i^n) >= 0]
               (W_O(i) (sum_{s in S_z^n} + lambda sum_{s in S_1^n}) W_V x_s softmax(x_s^T W_K^T W_Q x_l)) ||q_1(t)||^2 |
          <= lambda |Q_f(t)| ||q_1(t)||^2,
  (A.153) the same with q_z(t) and l in S_z^n.

The left side is an exact inner product of the W_K gradient of the batch hinge with q_a(t) = W_K^(t) mu_a (Table
A.1's key feature, as r20_thesisA2 / r21_thesisA), on the noise-free pattern model of r21_thesisA (Section 2.4.1's
ViT, Algorithm 3 with batches drawn with replacement, run to T*). The middle term is computed as printed, with two
readings forced by the print: the indicator's x_i^n (i is the neuron index 1..m, not a token) read as x_l^n, and
lambda of Assumption A.2.4 (A.11), which on orthonormal patterns is any value in [0, 1), taken at its most favourable
end (the larger of |A| and |A + B|, A the S_z part and B the S_1 part: |A + lambda B| is convex in lambda). The last
'<=' only introduces |Q_f(t)| (from below; (A.154)-(A.155) are thesis.ch2.eqA.155-late), so the check is the first
'<~': one hidden constant for every step, z, |S^n| and instance (uniform; the |S^n| -> inf path).

Bounds in ``thmcheck.bounds.thesis.r22_thesisX2``."""

from __future__ import annotations

import functools
import math

import numpy as np

from thmcheck.bounds.thesis import r22_thesisX2 as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r20_thesisA2 as A2
from thmcheck.checks.papers.thesis import r21_thesisA as RA
from thmcheck.checks.papers.thesis._common import PAPER, _src
from thmcheck.checks.papers.thesis.r8_thesisH import memo_measure

CLAIMS: list[Claim] = []


@functools.lru_cache(maxsize=16)
def _abar(seed: int, L: int, a_star: float, sigma: float, delta: float, N: int, m: int) -> tuple[np.ndarray, ...]:
    """The run's pattern counts c (N x M), abar (N x M x m) and labels (the same generator draws as
    r21_thesisA._late_run)."""
    import torch

    from thmcheck.models import vit as VIT
    from thmcheck.models import vit_patterns as VP

    g = torch.Generator().manual_seed(seed % 2**63)
    _X, P, y = VIT.make_data(N, L, a_star, 1.0 / L, A2.D, A2.M, 0.0, g)
    p = VIT.init_params(A2.D, m, L, sigma, delta, 1.0 / math.sqrt(A2.M), g, normalize=True)
    c, abar = VP.collapse(P, p.A, A2.M)
    return c.numpy(), abar.numpy(), y.numpy()


def a152_pairs(inst: dict, which: str) -> list[tuple]:
    """(ratio, t, z, lhs, middle, A, B) for every step t of the run to T* and every z >= 3 (0-based 2..M-1) with a mu_z
    token in the batch. ``which``: '152' (q_1(t), l in S_1^n) or '153' (q_z(t), l in S_z^n)."""
    from thmcheck.models import vit_patterns as VP

    key = (int(inst["seed"]), int(inst["L"]), float(inst["a_star"]), float(inst["sigma"]), float(inst["delta"]),
           int(inst["N"]))
    rows, _T, _reached = RA._late_run(*key, int(inst["B"]), int(inst["m"]), float(inst["eta"]))
    c, abar, y = _abar(*key, int(inst["m"]))
    M, L = A2.M, int(inst["L"])
    out = []
    for row in rows:
        idx, WK, WQ, WV, WO = row[16], row[10], row[11], row[14], row[15]
        d = WK.shape[0]
        Wq, Wk, Wv = np.zeros((d, d)), np.zeros((d, d)), np.zeros((WV.shape[0], d))
        Wq[:, :M], Wk[:, :M], Wv[:, :M] = WQ, WK, WV
        cb, ab, yb = c[idx], abar[idx], y[idx]
        _F, (_k, _q, _v, att, _out, pre) = VP.forward_np(cb, ab, Wq, Wk, Wv, WO)
        dWK = VP.hinge_grads_np(cb, ab, yb, Wq, Wk, Wv, WO)[1]
        OV = WO @ WV                                                  # (m, M): W_O(i) W_V mu_a
        for z in range(2, M):
            if not (cb[:, z] > 0).any():
                continue
            p = 0 if which == "152" else z                              # the query pattern l and q_p(t)
            qv = WK[:, p]
            lhs = abs(float(qv @ dWK[:, z]))
            has = (cb[:, p] > 0).astype(float)                          # sum_{l in S_p^n}: empty if no mu_p token
            base = (-yb)[:, None] * L * ab[:, p, :] * (pre[:, p, :] >= 0) * has[:, None]   # sum_l a_(l)i 1[.]
            A = float((base * OV[:, z][None, :] * att[:, z, p][:, None]).sum()) / len(idx)
            Bv = float((base * OV[:, 0][None, :] * att[:, 0, p][:, None]).sum()) / len(idx)
            mid = max(abs(A), abs(A + Bv)) * float(qv @ qv)
            out.append((lhs / max(mid, 1e-300), row[0], z, lhs, mid, A, Bv))
    return out


def _measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    prs = a152_pairs(inst, which)
    q = {"pairs compared": len(prs)}
    if not prs:
        return Measurement(0.0, {"ref": 1.0, "L": float(inst["L"])}, q)
    r, t, z, lhs, mid, A, Bv = max(prs, key=lambda e: e[0])
    return Measurement(r, {"ref": 1.0, "L": float(inst["L"])},
                       {**q, "t": t, "z (1-based)": z + 1, "left side": lhs, "middle term (best lambda)": mid,
                        "S_z part A": A, "S_1 part B": Bv, "median ratio": float(np.median([e[0] for e in prs]))})


CMP = Assumption("a compared step", "a step whose batch has a mu_z token, z >= 3 (j in S_z^n)",
                 lambda q: q["pairs compared"] - 0.5)

DOMAIN = (
    A2.DOMAIN[0],
    RA.DOMAIN[1],
    Param("t", 0, math.inf, integer=True, text="every iteration t of Claim 2's induction",
          unreached="every step 0 .. T* of runs that reach zero training hinge within 2000 steps"),
    A2.DOMAIN[3],
    Param("lambda", 0, 1, hi_closed=False, text="lambda < 1 of Assumption A.2.4 (A.11)",
          unreached="taken at its most favourable end per step (max(|A|, |A + B|), |A + lambda B| convex in "
                    "lambda): on orthonormal patterns every lambda in [0, 1) meets (A.11)"),
)

DIRECTIONS = (
    A2.DIRECTIONS[0],
    Direction("eta, B, N, m, t, sigma, delta, alpha*", "eta", 0.0, how="search",
              reason="drawn by r21_thesisA.late_instances: eta log-uniform in [0.1, 1.6], B in {8, 16, N}, N in {20, "
                     "40}, m in {64, 128}, sigma in [0.05, 0.3], delta in [0.05, 0.45], alpha* in {4, 6, 8}/12; "
                     "every step t of the run to T* is compared (the max over t)"),
    Direction("lambda in [0, 1) (Assumption A.2.4)", "lambda", 1.0, how="unsearched",
              reason="not a free parameter of the run: on orthonormal patterns every lambda in [0, 1) meets (A.11), "
                     "and the middle term |A + lambda B| is convex in lambda, so each step takes the larger of its "
                     "two ends (lambda = 0 and lambda -> 1): the check is against every lambda at once"),
)

_SETTINGS = {"ci": {"max_examples": 2, "budget_s": 4.0, "min_valid": 1, "path_starts": 1, "shrink": False},
             "dev": {"max_examples": 20, "min_valid": 5, "path_starts": 2}}

_NOTE = ("Round 22 (thesisX2): the row was 'open' (round 21: computable, not encoded). Every step of the run to T* "
         "is compared (the display is Claim 2's induction at every t), every z >= 3 with a mu_z token in the batch. "
         "The middle term keeps the printed sum_l a_(l)i without (2.1)'s 1/|S^n| (so it is |S^n| times the "
         "left side's scale: in the authors' favour as |S^n| grows) and drops the hinge indicator (-y^n for every "
         "sample) as printed. Runs: ci best ratio 0.84 ((A.152)) / 0.43 ((A.153)); dev (20 draws each) 0.84 / 2.09; "
         "the |S^n| path 12 .. 768 falls (1.0 -> 0.06; 0.25 -> 0.017); by hand (seed 0, |S^n| = 8, N = 20, m = 64, "
         "eta = 0.1) B = 2, 8, 32, 128: 0.52, 0.84, 0.08, 0.07, and eta = 0.02 .. 1.6: <= 1.6. No divergence found.")

for _w, _cid, _line, _q in (("152", "thesis.ch2.eqA.152", "(A.152) L3361", "q_1(t)"),
                            ("153", "thesis.ch2.eqA.153", "(A.153) L3363", "q_z(t)")):
    _l = "S_1^n" if _w == "152" else "S_z^n"
    CLAIMS.append(Claim(
        id=_cid, paper=PAPER, kind="step", comparison="<=",
        source=_src(f"{_line} (j in S_z^n, z = 3..M; q_a(t) = W_K^(t) mu_a, Table A.1; lambda: Assumption A.2.4 "
                    "L2699; noise-free tokens tau = 0)"),
        statement=f"({_line.split()[0][1:-1]}): for j in S_z^n, z >= 3, |<(1/B) sum_n dLoss/dF dF/dW_K x_j^n, {_q}>| "
                  f"<~ |(1/B) sum_n (-y^n) sum_{{l in {_l}}} sum_i a_(l)i 1[W_O(i) W_V X softmax(X^T W_K^T W_Q x_i^n) "
                  f">= 0] (W_O(i) (sum_{{s in S_z^n}} + lambda sum_{{s in S_1^n}}) W_V x_s softmax(x_s^T W_K^T W_Q "
                  f"x_l)) ||{_q}||^2| <= lambda |Q_f(t)| ||{_q}||^2. Checked: the first '<~', largest ratio left / "
                  "middle over every step and z, one hidden constant for every |S^n| and instance.",
        statement_tex=r"\left| \left\langle \frac{1}{B} \sum_{n} \frac{\partial \mathrm{Loss}}{\partial F} "
                      r"\frac{\partial F}{\partial \mathbf{W}_K} \mathbf{x}_j^n, \mathbf{q}(t) \right\rangle \right| "
                      r"\lesssim \left| \frac{1}{B} \sum_n (-y^n) \sum_l \sum_i a_{(l)i} \mathbb{1}[\cdot] \cdots "
                      r"\right| \|\mathbf{q}(t)\|^2",
        bound=B.a152_ref, measure=memo_measure(lambda inst, ctx, w=_w: _measure(inst, ctx, w)),
        strategy=RA.late_instances(), domain=DOMAIN, assumptions=(CMP,), directions=DIRECTIONS,
        constants="hidden", uniform=True, mutants={"the shape / |S^n|^4": B.a152_mut_small},
        expect="holds",
        notes=_NOTE + " Indicator: printed with x_i^n (i the neuron index), read as x_l^n.",
        settings=_SETTINGS))
