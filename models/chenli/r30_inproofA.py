"""Measurements of chenli's round-30 claims (helper inproofA): Lemma 5.8's (23), (25) and Lemma 5.11's L814 by exact
Monte Carlo at any d, for block-constant Theta.

Theta = sum_k sigma_k u_k w_k^T with u_k = 1_{B_k}/sqrt|B_k|, w_k = 1_{C_k}/sqrt|C_k| for disjoint row blocks B_k and
disjoint column blocks C_k (so sigma_k are Theta's singular values). Then Theta^T x = sum_k sigma_k (u_k^T x) w_k and
||Theta_[b]^T x||^2 = sum over the k with C_k in S_[b] of sigma_k^2 (u_k^T x)^2: only the block sums of x enter, and
for x ~ pi^s_{mu,nu; d1,d2,d3} they are drawn exactly (a cube block: 2 Binomial(|B|, 1/2) - |B|; blocks that
partition a slice: a multivariate hypergeometric split of its +1 count; a whole slice: its fixed sum). The law is
exact at every d, so the hypotheses (8) and Assumption 4 (d >= 256 r^4) are met without a d x d matrix. numpy's
seeded generator (seed drawn), float64."""

from __future__ import annotations

import math

import numpy as np


def _split(region: list[tuple[int, int]], n: int) -> list[list[tuple[int, int]]]:
    """Split a union of disjoint intervals [lo, hi) (in order) into n consecutive chunks of near-equal size."""
    total = sum(h - lo for lo, h in region)
    cuts = [round(total * j / n) for j in range(n + 1)]
    flat: list[list[tuple[int, int]]] = []
    for j in range(n):
        a, b = cuts[j], cuts[j + 1]
        out, pos = [], 0
        for lo, h in region:
            s, e = max(lo, lo + a - pos), min(h, lo + b - pos)
            if e > s:
                out.append((s, e))
            pos += h - lo
        flat.append(out)
    return flat


def _size(iv: list[tuple[int, int]]) -> int:
    return sum(h - lo for lo, h in iv)


def _overlap(a: list[tuple[int, int]], b: list[tuple[int, int]]) -> int:
    return sum(max(0, min(h1, h2) - max(l1, l2)) for l1, h1 in a for l2, h2 in b)


def block_theta(inst: dict) -> dict:
    """The layout of Theta for an instance: d1, d2, d3; ``b`` (1 or 2: the event's column block S_[b]; 0: all
    columns, L814); ``rows`` ("cube": the generic and outside blocks partition S_[1], killed blocks are S_[2] and
    S_[3] whole; "slice2": they partition S_[2], the killed block is S_[3] whole); ``n_gen`` generic blocks with
    columns in S_[b] (weights sigma^2 = (1 - decay)^j), ``n_out`` blocks (sigma^2 = 1) with columns outside S_[b],
    killed blocks of weight sigma^2 = ``kill`` with columns in S_[b]. Returns the blocks and Theta's norms, trace,
    Assumption 4's v and Assumption 3's second part at |S| <= c_S d."""
    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    b = int(inst["b"])
    S = {1: [(0, d1)], 2: [(d1, d1 + d2)], 3: [(d1 + d2, d)]}
    n_gen, n_out, kill = int(inst["n_gen"]), int(inst["n_out"]), float(inst["kill"])
    decay = float(inst.get("decay", 0.0))
    if b == 0:
        n_out = 0
    region = S[1] if inst["rows"] == "cube" else S[2]
    rows = _split(region, n_gen + n_out)
    blocks = []  # (kind, rows, sigma^2)
    for j in range(n_gen):
        blocks.append(("gen", rows[j], (1.0 - decay) ** j))
    for j in range(n_out):
        blocks.append(("out", rows[n_gen + j], 1.0))
    if kill > 0:
        kills = inst.get("kills", [2, 3]) if inst["rows"] == "cube" else [3]
        for a in kills:
            if _size(S[a]) > 0:
                blocks.append((f"kill{a}", S[a], kill))
    inb = [k for k in blocks if k[0] != "out"]
    outb = [k for k in blocks if k[0] == "out"]
    colreg_in = [(0, d)] if b == 0 else S[b]
    colreg_out = [iv for a in (1, 2, 3) if a != b for iv in S[a]]
    cin = _split(colreg_in, len(inb))[::-1] if inb else []  # reversed: row blocks meet far column blocks
    cout = _split(colreg_out, len(outb)) if outb else []
    out = []
    for k, c in zip(inb, cin):
        out.append({"kind": k[0], "rows": k[1], "cols": c, "s2": k[2], "in_b": True})
    for k, c in zip(outb, cout):
        out.append({"kind": k[0], "rows": k[1], "cols": c, "s2": k[2], "in_b": False})
    ok = all(_size(k["rows"]) > 0 and _size(k["cols"]) > 0 for k in out)
    F2 = sum(k["s2"] for k in out)
    op2 = max(k["s2"] for k in out)
    Fb2 = sum(k["s2"] for k in out if k["in_b"])
    trace = sum(math.sqrt(k["s2"]) * _overlap(k["rows"], k["cols"]) / math.sqrt(_size(k["rows"]) * _size(k["cols"]))
                for k in out) if ok else math.inf
    # Assumption 3's second part at |S| <= c_S d: remove the columns of largest mass density sigma^2/|C| (fractional
    # knapsack, a lower bound on the remaining Frobenius mass) keeping one largest-sigma block intact.
    c_S = float(inst.get("c_S", 0.01))
    budget = c_S * d
    keep = max(range(len(out)), key=lambda i: (out[i]["s2"], _size(out[i]["cols"]))) if ok else 0
    rest = sorted((out[i]["s2"] / _size(out[i]["cols"]), _size(out[i]["cols"])) for i in range(len(out))
                  if i != keep) if ok else []
    removed = 0.0
    for dens, size in reversed(rest):
        take = min(size, budget)
        removed += dens * take
        budget -= take
        if budget <= 0:
            break
    FS2 = F2 - removed
    srank, srank_S = F2 / op2, FS2 / op2
    F = math.sqrt(F2)
    vrow = max(math.sqrt(k["s2"] / _size(k["rows"])) for k in out) * math.sqrt(d) / F if ok else math.inf
    vcol = max(math.sqrt(k["s2"] / _size(k["cols"])) for k in out) * math.sqrt(d) / F if ok else math.inf
    v = max(1.0, vrow, vcol * math.sqrt(F2 / FS2) if FS2 > 0 else math.inf)
    return {"blocks": out, "ok": ok, "d": d, "F2": F2, "op2": op2, "Fb2": Fb2, "trace": trace, "srank": srank,
            "srank_S": srank_S, "v": v}


def block_sums(lay: dict, inst: dict, n: int, seed: int) -> np.ndarray:
    """n draws of (u_k^T x)_k for x ~ pi^s_{mu,nu; d1,d2,d3} (a2, a3 the +1 counts of the slices), one column per
    block of ``lay`` (exact: binomial, multivariate hypergeometric and fixed sums)."""
    rng = np.random.default_rng(seed)
    d1, d2, d3 = int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    a2, a3 = int(inst["a2"]), int(inst["a3"])
    blocks = lay["blocks"]
    out = np.empty((n, len(blocks)))
    in_s2 = [i for i, k in enumerate(blocks) if k["kind"] in ("gen", "out") and inst["rows"] == "slice2"]
    if in_s2:
        sizes = np.array([_size(blocks[i]["rows"]) for i in in_s2], dtype=np.int64)
        counts = rng.multivariate_hypergeometric(sizes, a2, size=n, method="marginals")
        for j, i in enumerate(in_s2):
            out[:, i] = (2.0 * counts[:, j] - sizes[j]) / math.sqrt(sizes[j])
    for i, k in enumerate(blocks):
        if i in in_s2:
            continue
        m = _size(k["rows"])
        if k["kind"] == "kill2":
            out[:, i] = (2.0 * a2 - d2) / math.sqrt(d2)
        elif k["kind"] == "kill3":
            out[:, i] = (2.0 * a3 - d3) / math.sqrt(d3)
        else:  # a block inside the cube S_[1]
            assert k["rows"][0][1] <= d1
            out[:, i] = (2.0 * rng.binomial(m, 0.5, size=n) - m) / math.sqrt(m)
    return out


def norm2_ratio(lay: dict, sums: np.ndarray, which: str) -> np.ndarray:
    """||Theta_[b]^T x||^2/||Theta_[b]||_F^2 (which = "b") or ||Theta^T x||^2/||Theta||_F^2 (which = "all") per draw."""
    sel = [i for i, k in enumerate(lay["blocks"]) if which == "all" or k["in_b"]]
    s2 = np.array([lay["blocks"][i]["s2"] for i in sel])
    return (sums[:, sel] ** 2) @ s2 / s2.sum()
