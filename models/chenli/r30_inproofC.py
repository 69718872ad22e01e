"""Measurements of chenli's round-30 claims (helper inproofC): Lemma 5.11's conclusion and Lemma 5.8's (24) under the
second bullet, on block-constant Theta whose S_[3] row block carries x's S_[3] mean (helper inproofA's mechanism).

Theta = sigma_3 1_[3] 1_C^T/sqrt(d3 |C|) + sum_{k < n} 1_{B_k} 1_{C_k}^T/sqrt(|B_k||C_k|): the S_[3] row block
(weight sigma_3 <= 1) with its column block C (all of S_[2] for Lemma 5.11, the last nC coordinates of S_[1] for
(24), the last nC coordinates of S_[2] for (26)), and n cube blocks of weight 1 whose rows partition S_[1] and whose
columns partition S_[1] (Lemma 5.11), S_[1] minus C ((24)) or S_[2] minus C ((26)), shifted by one block. Every quantity the claims read is then a closed form of the block sizes: for x in the
support of pi^s_{mu,nu} the S_[3] sum is nu d3 exactly, so (Theta^T x)_i = sigma_3 nu sqrt(d3/|C|) for i in C and
x^T Theta (y - y') = sigma_3 nu sqrt(d3) (1_C^T (y - y'))/sqrt(d2) with 1_C^T (y - y') = 2 (a'' - a') (the coupling
of Definition 5.10 changes exactly |a'' - a'| coordinates of S_[2], all with one sign, and none of the cube columns
or of S_[3] when nu' = nu''). Python floats on integer sizes (d up to ~1e60); no sampling."""

from __future__ import annotations

import math

from thmcheck.models.chenli.r30_inproofA import _overlap, _size, _split


def layout(inst: dict) -> dict:
    """Theta's norms and Assumptions 3-5's quantities for the instance (d1, d2, d3, n, s3, where = 'S2' (C = S_[2]),
    'S1' (C = the last nC coordinates of S_[1]) or 'S2s' (the last nC of S_[2])). Assumption 3's second part at |S| <= c_S d (c_S = 0.01): the
    densest columns removed (fractional knapsack, a lower bound on the remaining Frobenius mass), one weight-1 block
    kept whole; Assumption 4's v: the largest row/column norm over ||Theta||_F/sqrt(d) (columns of Theta Pi_S^perp
    over its own Frobenius norm), at least 1."""
    d1, d2, d3, n = int(inst["d1"]), int(inst["d2"]), int(inst["d3"]), int(inst["n"])
    s3 = float(inst["s3"])
    d = d1 + d2 + d3
    where = inst["where"]
    nC = d2 if where == "S2" else int(inst["nC"])
    region = {"S2": [(0, d1)], "S1": [(0, d1 - nC)], "S2s": [(d1, d1 + d2 - nC)]}[where]
    rows = _split([(0, d1)], n)
    cols = _split(region, n)
    cols = cols[1:] + cols[:1]
    blocks = [(_size(r), _size(c), 1.0, _overlap(r, c)) for r, c in zip(rows, cols)]
    blocks.append((d3, nC, s3 * s3, 0))  # rows S_[3], columns in S_[2] or S_[1]: no diagonal overlap
    ok = all(b[0] > 0 and b[1] > 0 for b in blocks)
    F2 = sum(b[2] for b in blocks)
    op2 = max(b[2] for b in blocks)
    trace = sum(math.sqrt(b[2]) * b[3] / math.sqrt(b[0] * b[1]) for b in blocks) if ok else math.inf
    budget = 0.01 * d
    rest = sorted((b[2] / b[1], b[1]) for b in blocks[1:]) if ok else []  # keep the first weight-1 block
    removed = 0.0
    for dens, size in reversed(rest):
        take = min(size, budget)
        removed += dens * take
        budget -= take
        if budget <= 0:
            break
    FS2 = F2 - removed
    F = math.sqrt(F2)
    vrow = max(math.sqrt(b[2] / b[0]) for b in blocks) * math.sqrt(d) / F if ok else math.inf
    vcol = max(math.sqrt(b[2] / b[1]) for b in blocks) * math.sqrt(d) / F if ok else math.inf
    v = max(1.0, vrow, vcol * math.sqrt(F2 / FS2) if FS2 > 0 else math.inf)
    return {"d": d, "nC": nC, "F2": F2, "op2": op2, "srank": F2 / op2, "srank_S": FS2 / op2, "trace": trace,
            "v": v, "ok": ok}


def mean_part(inst: dict) -> float:
    """sigma_3 |nu| sqrt(d3/|C|): |(Theta^T x)_i| for i in C, every x of the support (nu = (2 a3 - d3)/d3)."""
    d3, a3 = int(inst["d3"]), int(inst["a3"])
    nC = int(inst["d2"]) if inst["where"] == "S2" else int(inst["nC"])
    return float(inst["s3"]) * abs(2 * a3 - d3) / math.sqrt(d3 * nC)


def coupled_deviation(inst: dict) -> float:
    """|x^T Theta (y - y')| = sigma_3 |nu| sqrt(d3) 2 |a'' - a'|/sqrt(d2) (C = S_[2], nu' = nu''), every draw."""
    d2, d3, a3 = int(inst["d2"]), int(inst["d3"]), int(inst["a3"])
    return float(inst["s3"]) * (abs(2 * a3 - d3) / math.sqrt(d3)) * 2.0 * abs(int(inst["ap2"]) - int(inst["ap1"])) \
        / math.sqrt(d2)
