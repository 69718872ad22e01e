"""Second paths for round-18 claims of helper thesisB (thesis App. B, proof of Lemma B.3.1): (B.89) L4267.

The model is written here anew (explicit per-node softmax over the SPD <= 2 aggregation set, padded index arrays,
autograd SGD, the lucky neurons' W_V update by autograd of the lucky-restricted output with the hinge derivative
frozen); only the graph (models.graph_transformer.build_graph) and the initial weights (init_params) are shared with
the claim's measure (r17_thesisB.case_run), whose code is not used."""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.models import graph_transformer as GT


def _agg_sets(adj: list[set[int]], N: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """For every node its aggregation set (itself, SPD 1 and SPD 2 rings), padded: (idx (N, K), dist (N, K), mask)."""
    sets = []
    for n in range(N):
        r1 = set(adj[n])
        r2 = set()
        for v in r1:
            r2 |= adj[v]
        r2 -= r1 | {n}
        sets.append([(n, 0)] + [(v, 1) for v in sorted(r1)] + [(v, 2) for v in sorted(r2)])
    K = max(len(s) for s in sets)
    idx, dist, mask = np.zeros((N, K), int), np.zeros((N, K), int), np.zeros((N, K), bool)
    for n, s in enumerate(sets):
        for j, (v, z) in enumerate(s):
            idx[n, j], dist[n, j], mask[n, j] = v, z, True
    return idx, dist, mask


def _b89_run(N: int, M: int, gamma_d: float, deg: int, eps_S: float, mfac: float, eta: float, seed: int, t: int,
             xi: float, B: int, batch_seed: int) -> dict:
    """(B.89) on a model of its own: t SGD steps (batches of B draws with replacement from the N labeled nodes), then
    for each lucky neuron i (a_i > 0, W_O(i)^(0) V_n(0) > 0 on some mu_1 node) with W_O(i)^(t) p_1 > 0: H_4(i) of (B.77)
    on a fresh batch, the largest W_O(i)^(t) V_n(t) over all nodes, and the batch sum of absolute terms."""
    m = math.ceil(mfac * M * M * math.log(N))
    grng = np.random.default_rng(seed)
    pats, y, adj = GT.build_graph(N, M, gamma_d, deg, eps_S, grng)
    idx, dist, mask = (torch.as_tensor(v) for v in _agg_sets(adj, N))
    X = torch.eye(M, dtype=torch.float64)[torch.as_tensor(pats)]
    Y = torch.as_tensor(y, dtype=torch.float64)
    g = torch.Generator().manual_seed(seed)
    p = GT.init_params(M, m, 3, 0.1, 0.2, xi, g)
    WQ, WK, WV, WO, b, a = p.WQ, p.WK, p.WV, p.WO, p.b, p.a
    u, _, vh = torch.linalg.svd(WV.detach())
    p1 = (u @ vh)[:, 0]
    rng = np.random.default_rng(batch_seed)

    def xbar() -> torch.Tensor:
        q = X @ WQ.T                                   # (N, M): W_Q x_n
        k = X @ WK.T
        logit = torch.einsum("nkd,nd->nk", k[idx], q) + b[dist]
        logit = logit.masked_fill(~mask, -math.inf)
        att = torch.softmax(logit, 1)
        return torch.einsum("nk,nkd->nd", att, X[idx])  # sum_s softmax_n(.) x_s

    with torch.no_grad():
        pre0 = xbar() @ WV.T @ WO.T
    lucky = (a > 0) & ((pre0 > 0) & torch.as_tensor(pats == 0)[:, None]).any(0)
    DW = torch.zeros(M, M, dtype=torch.float64)
    for _ in range(t):
        c = torch.as_tensor(rng.multinomial(B, np.full(N, 1.0 / N)), dtype=torch.float64)
        xb = xbar()
        F = torch.relu(xb @ WV.T @ WO.T) @ a
        loss = (c * torch.clamp(1 - Y * F, min=0)).sum() / B
        # the lucky neurons' part of -grad_{W_V}: the lucky-restricted output, hinge derivative frozen
        dF = (c * -Y * (1 - Y * F > 0).to(torch.float64) / B).detach()
        WVc = WV.detach().clone().requires_grad_()
        FL = torch.relu(xb.detach() @ WVc.T @ WO.detach()[lucky].T) @ a[lucky]
        (gL,) = torch.autograd.grad((dF * FL).sum(), WVc)
        grads = torch.autograd.grad(loss, (WQ, WK, WV, WO, b))
        with torch.no_grad():
            DW -= eta * gL
            for w, gw in zip((WQ, WK, WV, WO, b), grads, strict=True):
                w -= eta * gw
    c = torch.as_tensor(rng.multinomial(B, np.full(N, 1.0 / N)), dtype=torch.float64)
    with torch.no_grad():
        xb = xbar()
        pre = xb @ WV.T @ WO.T                           # (N, m): W_O(i) V_n(t)
        proj = xb @ DW.T @ p1                            # (N,): the lucky update's part of V_n(t) along p_1
        ind = (pre >= 0).to(torch.float64)
        H = eta * torch.einsum("n,n,i,ni->i", c * Y, proj, a, ind) / B
        tri = eta * torch.einsum("n,n,i,ni->i", c, proj.abs(), a.abs(), ind) / B
        wp1 = WO @ p1
    sel = lucky & (wp1 > 0)
    return {"H": H[sel], "tri": tri[sel], "maxpre": pre.max(0).values[sel], "scale": pre.abs().max(0).values[sel],
            "n": int(sel.sum()), "m": m, "pre0": pre0, "pre": pre, "pats": pats, "a": a}


def _crossing(o: dict) -> str:
    """'zero': some compared lucky neuron has H_4 = 0.0 with every indicator off beyond rounding; 'negative': some has
    H_4 < 0 by more than 1e-9 of its absolute batch sum; '' otherwise."""
    zero = (o["H"] == 0) & (o["maxpre"] < -1e-9 * o["scale"])
    neg = (o["H"] < 0) & (-o["H"] > 1e-9 * o["tri"])
    return "zero" if bool(zero.any()) else ("negative" if bool(neg.any()) else "")


B89_BASES = (
    # every compared crossing an exact zero (a lucky neuron switched off on every node) at all four path points
    ({"N": 32, "M": 4, "gamma_d": 0.30032757811620253, "deg": 6, "eps_S": 0.2644979702279246,
      "mfac": 1.7741048163103184, "eta": 1.0, "seed": 48074, "t": 3, "xi": 0.0011449888451367956, "B": 9}, "zero"),
    # H_4 < 0 beyond rounding (active on more -1 than +1 nodes of the batch) at all four path points
    ({"N": 32, "M": 5, "gamma_d": 0.43872097841350055, "deg": 2, "eps_S": 0.4066844281780629,
      "mfac": 1.5851629398909082, "eta": 1.0, "seed": 31398, "t": 2, "xi": 0.20884834060436136, "B": 10}, "negative"),
)


def test_b89_sign_crossing_own_model() -> None:
    """(B.89) L4267 (thesis.ch3.eqB.89): inside Theorem 3.4.4's hypotheses (m >= M^2 ln N, B >= ln N, |L| = N >= B t,
    eps_S in (0, 1/2)) a lucky neuron with a positive printed side (W_O(i)^(t) p_1 > 0) has H_4(i) <= 0 (exactly 0 with
    every indicator off, or negative beyond rounding), so no c > 0 gives H_4(i) >= c x (a positive side); and this
    persists as m's constant, B and N grow x 10 together (the hypotheses' hidden constants)."""
    for base, kind in B89_BASES:
        for x in (1.0, 2.154, 4.642, 10.0):
            B = round(base["B"] * x)
            N = max(base["N"], B * base["t"])
            o = _b89_run(N, base["M"], base["gamma_d"], base["deg"], base["eps_S"], base["mfac"] * x, base["eta"],
                         base["seed"], base["t"], base["xi"], B, 1000 + base["seed"])
            assert o["m"] >= base["M"] ** 2 * math.log(N) and B >= math.log(N) and N >= B * base["t"]
            assert 0 < base["eps_S"] < 0.5 and o["n"] > 0
            assert _crossing(o) == kind, (base["seed"], x, float(o["H"].min()))


def test_b89_claim_certifies_its_crossings() -> None:
    """The claim's measure (r17_thesisB.case_run inside r18_thesisB) at a drawn crossing: the least ratio <= 0 and
    flagged exact (an exact zero with every indicator off, or a negative sum beyond rounding), inside every
    assumption."""
    from thmcheck.checks.papers.thesis import r18_thesisB as R

    inst = R._b89_move({"N": 64, "M": 4, "gamma_d": 0.42204722727439126, "deg": 6, "eps_S": 0.41257082486771285,
                        "mfac": 1.5, "eta": 0.5, "seed": 906, "t": 3, "xi": 0.001, "B": 64, "mfac0": 1.5, "B0": 64,
                        "N0": 64}, 1.0)
    m = R._b89_measure(inst, None)
    assert m.lhs <= 0 and m.exact
    assert all(a.slack(m.terms) >= 0 for a in R._B89_ASSUMPTIONS)


B223_BASES = (
    {"N": 64, "M": 4, "gamma_d": 0.9177710407756605, "deg": 4, "eps_S": 0.14008287599623676, "mfac": 1.3001662849112254,
     "eta": 1.0, "seed": 28506, "xi": 0.001037040968698114, "B": 29},
    {"N": 32, "M": 5, "gamma_d": 0.837655543001637, "deg": 2, "eps_S": 0.1712129707277254, "mfac": 1.2784256121007733,
     "eta": 0.5, "seed": 71947, "xi": 0.021638587982671303, "B": 14},
)


def test_b223_lucky_neuron_negative_after_one_step() -> None:
    """(B.223) L4963 (thesis.ch3.eqB.223): after one SGD step (t = 1) some pair l in D_1, i in W_l(0) ((B.4): W_O(i)^(0)
    V_l(0) > 0, V_l over l's aggregation set) has W_O(i)^(1) V_l(1) < 0, inside Theorem 3.4.4's hypotheses, at every
    point of the path growing m's constant, B and N x 10."""
    for base in B223_BASES:
        for x in (1.0, 2.154, 4.642, 10.0):
            B = round(base["B"] * x)
            N = max(base["N"], B)
            o = _b89_run(N, base["M"], base["gamma_d"], base["deg"], base["eps_S"], base["mfac"] * x, base["eta"],
                         base["seed"], 1, base["xi"], B, 1000 + base["seed"])
            assert o["m"] >= base["M"] ** 2 * math.log(N) and B >= math.log(N) and N >= B
            pairs = torch.as_tensor(o["pats"] == 0)[:, None] & (o["pre0"] > 0)
            v = o["pre"][pairs]
            assert float(v.min()) < -1e-4, (base["seed"], x, float(v.min()))
