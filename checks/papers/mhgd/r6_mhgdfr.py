"""Round 6 (mhgdfr): the GD descent chains inside the proofs of Lemmas 8, 9, 10 and Theorem 3 (App. B.3-B.4),
each link encoded as printed as one item of a ``kind="step"`` claim and evaluated on an exact full-batch GD run
of the H-head model (group reduction, as mhgd.lemma8-10 / mhgd.thm3). The numbered results keep their own claims
(``catalog_id``)."""

from __future__ import annotations

import dataclasses
import math
from functools import lru_cache

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import sec3_5_local as B
from thmcheck.bounds.mhgd import sec4_gd as BG
from thmcheck.bounds.mhgd.r6_mhgdfr import (
    eq100_link,
    eq100_link_corrected,
    eq118_steps,
    eq122_shape,
    eq122_shape_extra_n1,
    eq122_shape_no_z,
    gd_chain_steps,
    l1470_bound,
    l1470_bound_no_z,
    lemma10_chain_factor,
    lemma13_steps,
    rho_eta_of,
    rho_eta_theta,
    thm4_steps,
)
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE, _dm1_domain
from thmcheck.checks.papers.mhgd._gd import (
    _D,
    _ETA_FRAC,
    _gd_domain,
    _gd_instances,
    head_target,
    run_core,
    run_setup,
)
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.mhgd import sec2_model as M
from thmcheck.models.mhgd import sec4_gd as MG

# the items, with the proof they belong to ("l8": Lemma 8's hypothesis, descent; "l9": Lemma 9's; "l10": Lemma 10's;
# "t3": Theorem 3's step-size cap; "none": a pointwise fact along the run)
_ITEMS = {"70": "l8", "76": "l8", "878": "none", "882": "none", "71": "l9", "72a": "l9", "72b": "l9", "72c": "none",
          "910-1": "l10", "910-2": "l10", "910-3": "l10", "910-4": "l10", "914": "l10", "918-1": "l10",
          "918-2": "l10", "78-1": "l10", "78-2": "l10", "78-3": "l10", "78-4": "l10",
          "956-1": "none", "956-2": "none", "956-3": "none", "956-4": "none", "956-5": "none",
          "958-a": "t3", "958-b": "t3", "958-c": "t3"}
_EQUAL = ("878", "910-4", "956-3")  # links met with equality on every run: their own claim (an equality everywhere
# would hold the search's climb at score 1 and starve the other items)
_L8 = ("70", "76")  # Lemma 8's proof: their own claim (their planted mutants need the gradient / theta0 targets)
_ITEM_NAMES = tuple(i for i in _ITEMS if i != "72b" and i not in _EQUAL + _L8)  # (72)'s second link: its own claim
_GRID = 17  # alpha grid on a segment [theta, theta_k] (endpoints included)


_MODES = {"l8": ("lemma8", "lemma8", "lemma8", "lemma10", "thm3"), "l9": ("lemma8", "lemma8", "lemma8", "lemma10", "thm3"),
          "l10": ("lemma10", "thm3"), "t3": ("thm3",), "none": ("lemma8", "lemma10", "thm3")}


@st.composite
def _chain_instances(draw: st.DrawFn, items: tuple[str, ...] = _ITEM_NAMES, h9_fit: bool = False) -> dict:
    """The item from a wide integer draw, then a GD run: mhgd.lemma8's (H = G 10^j, j = 0..12, eta = s/beta2(theta0),
    theta = theta0 / the gradient target / a margin, anti-margin or random direction at distance c), mhgd.lemma10's
    (H = H_train(theta) x factor, eta capped by (73)) or mhgd.thm3's (eta capped by Theorem 3's cap). The mode is
    weighted by the item's proof (Lemma 10's and Thm. 3's items need (74), which the drawn H of mhgd.lemma8 seldom
    meets; Lemmas 8-9 hold for any H, which mhgd.lemma8's runs span)."""
    item = items[draw(SEEDS) % len(items)]
    mode = draw(st.sampled_from(_MODES[_ITEMS[item]]))
    inst = draw(_gd_instances(mode))
    if mode == "lemma8":  # every decade of H (mhgd.lemma8 draws j in {0, 1, 2, 4, 8})
        inst["H_log10"] = draw(st.integers(0, 12))
        if h9_fit:  # or H where Lemma 9's condition sqrt(H) >= 2 max_k (beta3 v beta3) A_k^2 is met within a factor
            inst["h9_fit"] = draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(1.0, 4.0)))
    inst["item"] = item
    return inst


def _key(inst: dict) -> tuple:
    return tuple(sorted((k, v) for k, v in inst.items() if k != "item"))


@lru_cache(maxsize=32)
def _chain_run(key: tuple) -> dict:
    """One GD run (the setup of mhgd.lemma8-10 / thm3: good initialisation, target theta, H, eta) with every
    per-iterate quantity of the chains: L_k, A_k = ||theta_k - theta||, ||theta_k||_{2,inf}, ||grad L^(theta_k)||^2,
    on the segments [theta, theta_k] the grid max of L^ (a lower bound of the max), its certified upper bound
    (grid max + (h/2) beta1 A_k) and the grid max of beta3(||theta_{k,alpha}||_{2,inf})."""
    inst = dict(key)
    T, d, K = inst["T"], inst["d"], inst["K"]
    P, F, svm, G, R, v, D, at = run_setup(inst)

    if inst["mode"] == "lemma8" and inst.get("h9_fit"):  # H at Lemma 9's condition x h9_fit (fixed point)
        H = float(G * 10 ** inst["H_log10"])
        nrm0 = float(MG.head_norms(P.U0, P.W0).max())
        for _ in range(4):
            m, Ut, Wt = at(H)
            N = float(MG.head_norms(Ut, Wt).max())
            tr = MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, inst["eta_scale"] / B.beta2(T, d, float(m.sum()), R,
                                                                                             nrm0), K)
            A = MG.dists(tr["Us"], tr["Ws"], Ut, Wt, m)
            b3 = np.maximum(B.beta3(T, d, R, N), [B.beta3(T, d, R, x) for x in MG.nrm_2inf(tr["Us"], tr["Ws"])])
            H = max(float(G), (2 * float((b3[:K] * A[:K] ** 2).max())) ** 2 * inst["h9_fit"])
        m, Ut, Wt = at(H)
    else:
        m, Ut, Wt = head_target(inst, G, R, D, at)
    r = run_core(inst, P, R, D, m, Ut, Wt, grid=_GRID)
    H, D, N, eta, cap, Lth, L0 = (r[k] for k in ("H", "D", "N", "eta", "eta_cap", "Lth", "L0"))
    Ut, Wt, Us, Ws, L, A, nr = (r[k] for k in ("Ut", "Wt", "Us", "Ws", "L", "A", "nr"))
    b3t, b3k, b3, gmax, Mup = (r[k] for k in ("b3t", "b3k", "b3", "gmax", "Mup"))
    tr = r["tr"]
    al = torch.linspace(0.0, 1.0, _GRID, dtype=torch.float64)[:, None, None, None, None]
    Ui = al * Us[:K][None] + (1 - al) * Ut[None, None]  # (grid, K, G, T, d)
    Wi = al * Ws[:K][None] + (1 - al) * Wt[None, None]
    nr_seg = torch.sqrt(Ui.flatten(3).pow(2).sum(3) + Wi.flatten(3).pow(2).sum(3)).max(2).values.numpy()  # (grid, K)
    b3_seg = np.array([[B.beta3(T, d, R, float(x)) for x in row] for row in nr_seg]).max(0)
    nr_seg_max = nr_seg.max(0)
    # ||theta - theta_k||_{2,inf}: the largest head of the difference
    dnr = torch.sqrt((Us - Ut[None]).flatten(2).pow(2).sum(2) + (Ws - Wt[None]).flatten(2).pow(2).sum(2)).max(1)
    dsq = (Us[1:] - Us[:-1]).flatten(2).pow(2).sum(2) + (Ws[1:] - Ws[:-1]).flatten(2).pow(2).sum(2)
    step = torch.sqrt((dsq * m).sum(1)).numpy()  # ||theta_{k+1} - theta_k|| of the iterates as computed
    return {"P": P, "m": m, "Ut": Ut, "Wt": Wt, "Us": Us, "Ws": Ws, "step": step, "H": H, "D": D, "N": N, "R": R, "T": T, "d": d, "K": K, "eta": eta, "eta_cap": cap, "Lth": Lth,
            "L0": L0, "L": L, "A": A, "nr": nr, "gsq": tr["grad_sq"], "b3t": b3t, "b3k": b3k, "b3": b3,
            "gmax": gmax, "Mup": Mup, "b3_seg": b3_seg, "nr_seg": nr_seg_max, "dnr": dnr.values.numpy(),
            "descent": L[:-1] - eta / 2 * tr["grad_sq"] - L[1:]}


def _sides(item: str, r: dict) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """(lhs, rhs, valid, piece) over the iterates k where the item's link is stated (arrays of equal length); piece
    is the term a planted mutant drops: (A_k^2 - A_{k+1}^2)/(2 eta) of (70), 2 eta L^(theta) of (76), L^(theta)/3
    (the L^(theta) share of (72)'s line 2); 0 elsewhere."""
    H, D, N, R, T, d, K, eta, Lth = (r[k] for k in ("H", "D", "N", "R", "T", "d", "K", "eta", "Lth"))
    L, A, b3, Mup = r["L"], r["A"], r["b3"], r["Mup"]
    sH = math.sqrt(H)
    ones = np.ones(K, dtype=bool)
    zero = np.zeros(K)
    tau = b3[:K] / sH * Mup  # tau_k of (69) (certified upper bound of the max over alpha)
    h9 = sH - 2 * b3[:K] * A[:K] ** 2  # Lemma 9's condition at k
    ind = A[:K] <= 3 * D * (1 + 1e-12)  # Lemma 10's induction hypothesis A_j <= 3 D
    if item == "70":
        sq = (A[:K] ** 2 - A[1:] ** 2) / (2 * eta)
        return L[1:], Lth + sq + tau * A[:K] ** 2 / 2, ones, sq
    if item == "76":
        return (A[1:] ** 2, A[:K] ** 2 + 2 * eta * Lth - 2 * eta * L[1:] + eta * tau * A[:K] ** 2, ones,
                np.full(K, 2 * eta * Lth))
    if item == "878":
        return r["b3_seg"], b3[:K], ones, zero
    if item == "882":
        return r["gmax"], 4 / 3 * np.maximum(L[:K], Lth), h9 >= 0, zero
    line1 = 2 / (3 * K) * float((b3[:K] / sH * (L[:K] + Lth) * A[:K] ** 2).sum())
    line2 = 1 / (3 * K) * float((L[:K] + Lth).sum())
    if item == "71":  # Lemma 9's conclusion, under its hypotheses as printed (H condition for k in [K-1])
        avg = float(L[1:].mean())
        return (np.array([avg]), np.array([BG.lemma9(Lth, D, eta, K, r["L0"])]), np.array([True]), np.zeros(1))
    if item == "72a":
        avg = float(L[1:].mean())
        return (np.array([avg]), np.array([Lth + D**2 / (2 * eta * K) + line1]), np.array([True]),
                np.zeros(1))
    if item == "72b":
        return np.array([line1]), np.array([line2]), np.array([True]), np.array([Lth / 3])
    if item == "72c":
        return (np.array([Lth + line2]), np.array([4 / 3 * Lth + float(L.sum()) / (3 * K)]), np.array([True]),
                np.zeros(1))
    f36 = lemma10_chain_factor(T, d, R, 36.0, 3 * D + N)
    f4 = lemma10_chain_factor(T, d, R, 4.0, 3 * D + N)
    if item == "910-1":
        return f4 * A[:K] ** 2, np.full(K, f36 * D**2), ind, zero
    if item == "910-2":
        return (np.array([lemma10_chain_factor(T, d, R, 4.0, x + N) for x in r["dnr"][:K]]) * A[:K] ** 2,
                f4 * A[:K] ** 2, ind, zero)
    if item == "910-3":
        return (np.array([lemma10_chain_factor(T, d, R, 4.0, x) for x in r["nr_seg"]]) * A[:K] ** 2,
                np.array([lemma10_chain_factor(T, d, R, 4.0, x + N) for x in r["dnr"][:K]]) * A[:K] ** 2, ind, zero)
    if item == "910-4":  # '=' as '<=' of the printed left side against 2 beta3(theta_{j,alpha}) ||.||^2 (max alpha)
        return (np.array([lemma10_chain_factor(T, d, R, 4.0, x) for x in r["nr_seg"]]) * A[:K] ** 2,
                2 * r["b3_seg"] * A[:K] ** 2, ind, zero)
    if item == "914":
        return r["gmax"], 4 / 3 * L[:K] + 4 / 3 * Lth, ind, zero
    b3a = r["b3_seg"]  # max_alpha beta3(theta_{j,alpha}) (grid; = the endpoint max by convexity of the norm)
    extra = eta * b3a * A[:K] ** 2 / sH * (4 / 3 * L[:K] + 4 / 3 * Lth)
    if item == "918-1":
        return A[1:] ** 2, A[:K] ** 2 + 2 * eta * Lth - 2 * eta * L[1:] + extra, ind, zero
    if item == "918-2":
        return extra, eta * (2 / 3 * L[:K] + 2 / 3 * Lth), ind, zero
    kk = np.arange(1, K + 1)
    csum = np.concatenate([[0.0], np.cumsum(L[1:K])])  # sum_{j=1}^{k-1} L_j for k = 1..K
    l2 = A[0] ** 2 + 8 / 3 * eta * kk * Lth + 2 / 3 * eta * r["L0"]
    l1 = l2 - 4 / 3 * eta * csum - 2 * eta * L[1:]
    l3 = np.full(K, D**2 + 8 / 3 * D**2 + 2 / 3 * D**2)
    allk = np.ones(K, dtype=bool)
    if item == "78-1":
        return A[1:] ** 2, l1, allk, zero
    if item == "78-2":
        return l1, l2, allk, zero
    if item == "78-3":
        return l2, l3, allk, zero
    if item == "78-4":
        return l3, np.full(K, 9 * D**2), allk, zero
    nr = r["nr"]
    step = r["step"]  # ||theta_{k+1} - theta_k|| (= eta ||grad L^(theta_k)||, from the stored iterates)
    Ak, Ak1 = A[:K], A[1:]
    theta_k = (2 * eta * math.sqrt(T) * R**3 + 1) * (Ak + N) + eta * math.sqrt(T) * R
    if item == "956-1":
        return np.maximum(nr[:K], nr[1:]), np.maximum(Ak + N, Ak1 + N), ones, zero
    if item == "956-2":
        return np.maximum(Ak + N, Ak1 + N), np.maximum(Ak + N, Ak + step + N), ones, zero
    if item == "956-3":
        return np.maximum(Ak + N, Ak + step + N), Ak + step + N, ones, zero
    if item == "956-4":
        return Ak + step + N, eta * math.sqrt(T) * R * (2 * R**2 * nr[:K] + 1) + Ak + N, ones, zero
    if item == "956-5":
        return eta * math.sqrt(T) * R * (2 * R**2 * nr[:K] + 1) + Ak + N, theta_k, ones, zero
    rho_k = np.maximum([B.beta2(T, d, H, R, x) for x in nr[:K]], [B.beta2(T, d, H, R, x) for x in nr[1:]])
    rho_th = np.array([rho_eta_of(T, d, H, R, x) for x in theta_k])
    rho_e = rho_eta_theta(T, d, H, R, eta, D, N)
    if item == "958-a":
        return rho_k, rho_th, ones, zero
    if item == "958-b":  # for k in [K-1] (k = 0 is 'rho_eta(Theta_0) <= rho_eta(theta)'), under A_k <= 3 D
        return rho_th, np.full(K, rho_e), ind, zero
    if item == "958-c":  # for eta <= 1: rho_eta(theta) <= rho(theta)
        _, rho = B.alpha_rho(T, d, H, R, D, N)
        return np.array([rho_e]), np.array([rho]), np.array([eta <= 1.0]), np.zeros(1)
    raise ValueError(item)


def _chain_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Both sides of the item's link at every iterate where it is stated; the measurement is the left side at the
    iterate of largest relative excess (lhs - rhs)/max(|lhs|, |rhs|), the printed right side travels as ``rhs``."""
    r = _chain_run(_key(inst))
    item = inst["item"]
    lhs, rhs, valid, sq = _sides(item, r)
    ok = np.flatnonzero(valid)
    K, D = r["K"], r["D"]
    if ok.size:
        ex = (lhs[ok] - rhs[ok]) / np.maximum(np.maximum(np.abs(lhs[ok]), np.abs(rhs[ok])), 1e-300)
        j = int(ok[int(np.argmax(ex))])
    else:
        j = 0
    desc = float((r["descent"] / np.maximum(1e-300, np.abs(r["L"][:-1]))).min())
    sH = math.sqrt(r["H"])
    h9 = sH - 2 * r["b3"][:K] * r["A"][:K] ** 2
    return Measurement(float(lhs[j]),
                       {"item": item, "rhs": float(rhs[j]), "piece": float(sq[j]),
                        "b3_theta": float(r["b3t"]), "b3_k": float(r["b3k"][min(j, K - 1)]), "d2": D**2},
                       {"k": j, "K": K, "H": r["H"], "D": D, "N": r["N"], "eta": r["eta"], "Lth": r["Lth"],
                        "L0": r["L0"], "T": r["T"], "d": r["d"], "R": r["R"], "stated_at": int(ok.size),
                        "descent_slack": desc,
                        # Lemma 9's condition for k in [K-1] = {1, .., K-1} (as printed; vacuous at K = 1)
                        "h9_printed": float(h9[1:].min()) if K > 1 else 1.0,
                        "h9_from0": float(h9.min()),
                        "h74_slack": sH - math.sqrt(B.h_train(r["T"], r["d"], r["R"], D, r["N"])),
                        "c73_slack": (D**2 - max(r["eta"] * K * r["Lth"], r["eta"] * r["L0"])) / max(D**2, 1e-300),
                        "eta_cap_slack": (r["eta_cap"] - r["eta"]) / r["eta_cap"] if math.isfinite(r["eta_cap"])
                        else -1.0})


def _needs(kind: str, q: dict) -> bool:
    return _ITEMS[q["item"]] == kind


_ASSUME = (
    Assumption("descent", "(68) for every k < K (Lemmas 8-10's hypothesis; items of their proofs)",
               lambda q: q["descent_slack"] if _ITEMS[q["item"]] in ("l8", "l9", "l10") else 1.0),
    Assumption("Lemma 9 H", "sqrt(H) >= 2 (beta3(theta) v beta3(theta_k)) ||theta - theta_k||^2 for all k in [K-1] "
               "(items 72a, 72b)", lambda q: q["h9_printed"] if _needs("l9", q) else 1.0),
    Assumption("(73)", "||theta - theta0||^2 >= max{eta K L^(theta), eta L^(theta0)} (Lemma 10's items)",
               lambda q: q["c73_slack"] if _needs("l10", q) else 1.0),
    Assumption("(74)", "sqrt(H) >= 36 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2 (Lemma 10's and Thm. 3's items)",
               lambda q: q["h74_slack"] if _ITEMS[q["item"]] in ("l10", "t3") else 1.0),
    Assumption("Thm. 3 eta", "eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0) (Thm. 3's items)",
               lambda q: q["eta_cap_slack"] if _needs("t3", q) else 1.0),
    Assumption("stated", "the link is stated at some iterate of the run (its local premise holds there)",
               lambda q: q["stated_at"] - 0.5),
)


_ASSUME_K0 = tuple(Assumption(a.name, a.text.replace("[K-1]", "k = 0, .., K-1"),
                              lambda q: q["h9_from0"] if _needs("l9", q) else 1.0) if a.name == "Lemma 9 H" else a
                   for a in _ASSUME)


def _mutant(which: str):  # noqa: ANN202
    def f(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:
        if which == "(70) with 1/(4 eta)" and item == "70":
            return rhs - piece / 2
        if which == "L878 without beta3(theta)" and item == "878":
            return b3_k
        if which == "(76) without 2 eta L^(theta)" and item == "76":
            return rhs - piece
        return gd_chain_steps(item, rhs, piece, b3_theta, b3_k, d2)
    f.__name__ = "chain_" + "".join(ch if ch.isalnum() else "_" for ch in which)
    return f


GD_CHAINS = Claim(
    id="mhgd.display.lemma8-10-thm3-gd-chains",
    catalog_id="mhgd.lemma10",
    paper=PAPER,
    kind="step",
    domain=_gd_domain((_ETA_FRAC, _D)),
    source=(f"Lemma 9's (71) L874 and the proofs of Lemmas 9-10 and Thm. 3, App. B.3-B.4: L882, (72) L886, L910, "
            f"(77) L914, L918, (78) L922, L956, L958, {SEED_FILE}"),
    statement="Each link of the GD chains as printed, on the run of GD: L882 max_alpha L^(th_{k alpha}) <= (4/3) "
              "max{L^(th_k), L^(th)} where sqrt(H) >= 2 (beta3 v beta3) ||th - th_k||^2; (71) and (72)'s first and "
              "third links under Lemma 9's hypotheses as printed ('for all k in [K-1]'; the second link is "
              "mhgd.display.eq72-second-link); L910's first three links on sqrt(H) from (74) and A_j <= 3D; (77); "
              "L918's two links; (78)'s four lines; Thm. 3's chain L956 on ||th_k||_{2,inf} v ||th_{k+1}||_{2,inf} "
              "<= Theta_k (its inequalities); L958 rho_k <= rho_eta(Theta_k) <= rho_eta(th) and rho_eta(th) <= "
              "rho(th) for eta <= 1. (70)/(76): mhgd.display.eq70-eq76; the equalities of L878/L910/L956: "
              "mhgd.display.lemma9-10-thm3-gd-equalities.",
    comparison="<=",
    bound=gd_chain_steps,
    measure=_chain_measure,
    strategy=_chain_instances,
    assumptions=_ASSUME,
    rtol=1e-9,
    notes="Runs: mhgd.lemma8's (drawn H = G 10^j, eta = s/beta2(theta0), s in [0.01, 3], targets theta0, the "
          "gradient target, margin / anti-margin / random directions), mhgd.lemma10's (H = H_train x {1, 10, 1e4}, "
          "eta capped by (73)) and mhgd.thm3's (Thm. 3's cap). Each item is measured at the iterate of largest "
          "relative excess among those where its link is stated (Lemma 9's H condition at k for L882, the induction "
          "hypothesis A_j <= 3D for Lemma 10's links and L958's second link). Maxima over alpha: tau_k uses the "
          "certified upper bound (17-point grid max + (h/2) beta1 A_k) on a right side (conservative); a max over "
          "alpha on a left side (L878, L882, (77), L910) is the grid max, a lower bound (a crossing is real). "
          "d-bar of (74)/L910 (undefined in the paper) is read as d. L862 (Taylor with lambda_min at an unnamed "
          "theta_{k alpha}) is not an item: its alpha is existential.",
    mutants={},
    auto_mutant=True,
    settings={"ci": {"max_examples": 80, "budget_s": 3.0}},
)


EQ70_76 = dataclasses.replace(
    GD_CHAINS,
    id="mhgd.display.eq70-eq76",
    catalog_id="mhgd.lemma8",
    source=f"Proofs of Lemma 8 and Lemma 10, App. B.3: (70) L866, (76) L904, {SEED_FILE}",
    statement="(70) L^(th_{k+1}) <= L^(th) + ||th - th_k||^2/(2 eta) - ||th - th_{k+1}||^2/(2 eta) + tau_k ||th - "
              "th_k||^2/2 for every k (descent (68) assumed), tau_k = (beta3(th) v beta3(th_k))/sqrt(H) max_alpha "
              "L^(th_{k alpha}); (76) A_{k+1}^2 <= A_k^2 + 2 eta L^(th) - 2 eta L^(th_{k+1}) + eta (max_alpha "
              "tau_{k,alpha}) A_k^2, A_k = ||th_k - th||.",
    strategy=lambda: _chain_instances(_L8),
    mutants={w: _mutant(w) for w in ("(70) with 1/(4 eta)", "(76) without 2 eta L^(theta)")},
    auto_mutant=False,
    notes="Same runs as mhgd.display.lemma8-10-thm3-gd-chains (mostly mhgd.lemma8's: any H, eta = s/beta2(theta0), "
          "targets theta0 and theta0 - c eta K grad L^(theta0), where (70) is tight in the linear regime). tau_k uses "
          "the certified upper bound of the max over alpha (conservative on a right side).",
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
)

GD_CHAIN_EQUALITIES = dataclasses.replace(
    GD_CHAINS,
    id="mhgd.display.lemma9-10-thm3-gd-equalities",
    source=f"Proofs of Lemmas 9-10 and Thm. 3, App. B.3-B.4: L878 (the '=' of its middle), L910 (its last '='), L956 "
           f"(its '='), {SEED_FILE}",
    statement="The equalities of the GD chains, each as the one direction a run can refute: L878 max_{alpha in [0,1]} "
              "beta3(th_{k alpha}) <= beta3(th) v beta3(th_k) (the endpoints are grid points, so '>=' is exact); "
              "L910 4 d sqrt(T d-bar) R^3 (3 sqrt(d-bar) R^2 ||th_{j,alpha}||_{2,inf} + 1) ||th - th_j||^2 <= 2 "
              "beta3(th_{j,alpha}) ||th - th_j||^2 (d-bar = d); L956 (a + ||th - th_k|| + ||th||_{2,inf}) v (a + "
              "||th - th_k|| + ||th_{k+1} - th_k|| + ||th||_{2,inf}) <= ||th - th_k|| + ||th_{k+1} - th_k|| + "
              "||th||_{2,inf} (a = 0).",
    strategy=lambda: _chain_instances(_EQUAL),
    mutants={"L878 without beta3(theta)": _mutant("L878 without beta3(theta)")},
    notes="Same runs as mhgd.display.lemma8-10-thm3-gd-chains. Each is met with equality on every run (score 1); the "
          "mutant drops beta3(theta) from L878's max, which fails wherever ||theta||_{2,inf} > ||theta_k||_{2,inf}.",
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)


def _eq72b_mutant(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:  # noqa: ARG001
    return rhs - piece


EQ72B = dataclasses.replace(
    GD_CHAINS,
    id="mhgd.display.eq72-second-link",
    catalog_id="mhgd.lemma9",
    source=f"Proof of Lemma 9, App. B.3: (72)'s second inequality L886 ('we use the condition on H'), with Lemma 9's "
           f"hypothesis ('for all k in [K-1]', Lemma 9's statement), {SEED_FILE}",
    statement="(2/(3K)) sum_{k=0}^{K-1} (1/sqrt(H)) (beta3(th) v beta3(th_k)) (L^(th_k) + L^(th)) ||th - th_k||^2 <= "
              "(1/(3K)) sum_{k=0}^{K-1} (L^(th_k) + L^(th)), using Lemma 9's condition sqrt(H) >= 2 (beta3(th) v "
              "beta3(th_k)) ||th - th_k||^2, which Lemma 9 assumes for k in [K-1] = {1, .., K-1} (as printed); the "
              "sum includes k = 0.",
    statement_tex=r"\frac{2}{3K} \sum_{k=0}^{K-1} \frac{1}{\sqrt{H}} (\beta_3(\boldsymbol{\theta}) \vee "
                  r"\beta_3(\boldsymbol{\theta}_k)) (\widehat{L}(\boldsymbol{\theta}_k) + \widehat{L}("
                  r"\boldsymbol{\theta})) \|\boldsymbol{\theta} - \boldsymbol{\theta}_k\|^2 \leq \frac{1}{3K} "
                  r"\sum_{k=0}^{K-1} (\widehat{L}(\boldsymbol{\theta}_k) + \widehat{L}(\boldsymbol{\theta}))",
    strategy=lambda: _chain_instances(("72b",), h9_fit=True),
    auto_mutant=False,
    readings=(Reading("condition for k = 0 too", "Lemma 9's H condition for k = 0, .., K-1 (the range (72) sums "
                      "over), not [K-1] = {1, .., K-1} as printed",
                      strategy=lambda: _chain_instances(("72b",), h9_fit=True), assumptions=_ASSUME_K0),),
    expect="erratum as printed",
    corrected=None,
    no_correction_reason="an index range: the link holds once Lemma 9's H condition covers k = 0 (reading 'condition "
                         "for k = 0 too', checked in the same run); Lemma 9's conclusion (71) itself holds on the same "
                         "runs (item 71 of mhgd.display.lemma8-10-thm3-gd-chains), and Lemma 10 / Thm. 3 assume (74), "
                         "which covers k = 0",
    corrected_text="Lemma 9 assumes sqrt(H) >= 2 (beta3(theta) v beta3(theta_k)) ||theta - theta_k||^2 for all k = 0, "
                   "..., K-1; then (72)'s second inequality holds term by term.",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round6/mhgd.md): confirmed as printed. At K = 1, [K-1] is empty, so Lemma 9 grants no condition on H, while (72)'s second link "
             "needs 2 (beta3(th) v beta3(th_0)) ||th - th_0||^2 <= sqrt(H) for its single (k = 0) term: e.g. the GD "
             "run of mhgd.lemma8 with H = 2 10^8 heads (G = 2 groups), theta at distance D = 100 along the NTK margin "
             "direction, K = 1: the left side exceeds the right by a factor 2 beta3 D^2/sqrt(H) >> 1 (see errata). "
             "Lemma 9's conclusion (71) holds on these runs; the step fails, not the lemma.",
    second_path="tests/test_mhgd_r6_mhgdfr.py::test_eq72_second_link_k1",
    mutants={"(72) line 2 without its L^(theta) terms": _eq72b_mutant},
    settings={"ci": {"max_examples": 50, "budget_s": 2.0}},
)

# ============================================== Lemma 11's proof (App. C): the stability chains on loo GD runs

_L11_ITEMS = ("1025-3", "87-3", "87-4", "88", "1051", "90-2", "90-3", "90-4", "91-1", "1073-2", "1073-3", "1073-4",
              "1073-5", "92-1", "92-2", "1090-1", "1097")


@lru_cache(maxsize=16)
def _loo_run(key: tuple) -> dict:
    """The full GD run of mhgd.lemma11's setup and the n leave-one-out runs (L^{-i} = (1/n) sum_{j != i} l_j, the
    same theta0 and eta), every iterate kept."""
    r = _chain_run(key)
    P, m, K, eta = r["P"], r["m"], r["K"], r["eta"]
    n = P.Xs.shape[0]
    loo = []
    for i in range(n):
        w = torch.ones(n, dtype=torch.float64)
        w[i] = 0.0
        loo.append(MG.gd_trajectory(P.Xs, P.ys, P.U0, P.W0, m, eta, K, weights=w))
    return {**r, "n": n, "loo": loo}


def _per_sample(P: MG.Problem, U: torch.Tensor, W: torch.Tensor, m: torch.Tensor, i: int) -> tuple[float, float]:
    """l_i(theta) and ||grad l_i(theta)|| (full model: sum_g m_g ||per-head gradient||^2) at a group point."""
    n = P.Xs.shape[0]
    w = torch.zeros(n, dtype=torch.float64)
    w[i] = float(n)  # emp_loss divides by n: weight n gives l_i itself
    gU, gW, li = M.per_head_grad(P.Xs, P.ys, U, W, m, w)
    g2 = float((m * (gU.flatten(1).pow(2).sum(1) + gW.flatten(1).pow(2).sum(1))).sum())
    return li, math.sqrt(g2)


def _l11_sides(item: str, r: dict) -> tuple[np.ndarray, np.ndarray]:
    """(lhs, rhs) over the pairs (k, i) (flattened) where the item's link is stated."""
    P, m, K, eta, n = r["P"], r["m"], r["K"], r["eta"], r["n"]
    H, D, N, R, T, d, Lth = (r[k] for k in ("H", "D", "N", "R", "T", "d", "Lth"))
    sH = math.sqrt(H)
    Us, Ws, Ut, Wt = r["Us"], r["Ws"], r["Ut"], r["Wt"]
    b1t = B.beta1(T, R, 3 * D + N)  # beta1~(theta) (90)
    b3t = B.beta3(T, d, R, 3 * D + N)  # beta3~(theta) (87)
    b2t = B.beta2(T, d, H, R, 3 * D + N)  # beta2~(theta) (88)
    L = r["L"]
    lhs, rhs = [], []
    if item in ("90-2", "90-3", "90-4"):
        nr, A, dnr = r["nr"], r["A"], r["dnr"]
        for k in range(K + 1):
            a = (math.sqrt(T) * R * (2 * R**2 * nr[k] + 1), math.sqrt(T) * R * (2 * R**2 * (dnr[k] + N) + 1),
                 math.sqrt(T) * R * (2 * R**2 * (A[k] + N) + 1), b1t)
            j = {"90-2": 0, "90-3": 1, "90-4": 2}[item]
            lhs.append(a[j])
            rhs.append(a[j + 1])
        return np.array(lhs), np.array(rhs)
    li = MG.losses_at(P.Xs, P.ys, Us, Ws, m)  # (K+1, n): l_i(theta_k)
    if item == "1097":
        return (np.array([2 * eta * b1t / n * float(L[:K].sum())]),
                np.array([2 * eta * b1t / n * (2 * K * Lth + 9 * D**2 / (4 * eta))]))
    if item == "1090-1":
        dK = [M.full_dist(Us[K], Ws[K], tr["Us"][K], tr["Ws"][K], m) for tr in r["loo"]]
        return np.array([float(np.mean(dK))]), np.array([2 * eta * b1t / n**2 * float(li[:K].sum())])
    for i, tr in enumerate(r["loo"]):
        Ui, Wi, Li = tr["Us"], tr["Ws"], tr["losses"]  # Li: L^{-i} along the loo run
        delta = torch.sqrt(((Us - Ui).flatten(2).pow(2).sum(2) + (Ws - Wi).flatten(2).pow(2).sum(2)) @ m).numpy()
        wts = torch.ones(n, dtype=torch.float64)
        wts[i] = 0.0
        Lmi_full = (li.sum(1) - li[:, i]) / n  # L^{-i}(theta_k)
        Lfull_loo = MG.losses_at(P.Xs, P.ys, Ui, Wi, m).mean(1)  # L^(theta_k^{-i})
        alpha = 4 * eta * b3t / (3 * sH) * (Lmi_full + Li)  # alpha_{k,i}
        if item == "1025-3":
            for k in range(K):
                lv, gn = _per_sample(P, Us[k], Ws[k], m, i)
                lhs.append(eta / n * gn)
                rhs.append(eta * B.beta1(T, R, float(r["nr"][k])) / n * lv)
        elif item in ("87-3", "87-4"):
            Ai = MG.dists(Ui, Wi, Ut, Wt, m)
            for k in range(K + 1):
                x = max(r["A"][k] + N, Ai[k] + N)
                if item == "87-3":
                    nrk = max(float(r["nr"][k]), float(MG.nrm_2inf(Ui[k:k + 1], Wi[k:k + 1])[0]))
                    lhs.append(B.beta3(T, d, R, nrk))
                    rhs.append(B.beta3(T, d, R, x))
                else:
                    lhs.append(B.beta3(T, d, R, x))
                    rhs.append(b3t)
        elif item == "88":
            for k in range(K + 1):
                al = torch.linspace(0.0, 1.0, _GRID, dtype=torch.float64)[:, None, None, None]
                Ua = al * Us[k][None] + (1 - al) * Ui[k][None]
                Wa = al * Ws[k][None] + (1 - al) * Wi[k][None]
                nra = float(torch.sqrt(Ua.flatten(2).pow(2).sum(2) + Wa.flatten(2).pow(2).sum(2)).max())
                lhs.append(B.beta2(T, d, H, R, nra))
                rhs.append(b2t)
        elif item == "1051":  # where the H condition of L1043 holds at (k, i)
            gmax, _ = MG.segment_max_loss(P.Xs, P.ys, Us, Ws, Ui, Wi, m, grid=_GRID, weights=wts)
            b3k = np.maximum(r["b3k"], [B.beta3(T, d, R, x) for x in MG.nrm_2inf(Ui, Wi)])
            for k in range(K + 1):
                if sH >= 2 * b3k[k] * delta[k] ** 2:
                    lhs.append(float(gmax[k]))
                    rhs.append(4 / 3 * (Lmi_full[k] + Li[k]))
        elif item == "91-1":
            for k in range(K):
                lhs.append(delta[k + 1])
                rhs.append((1 + alpha[k]) * delta[k] + eta * b1t / n * li[k, i])
        elif item.startswith("1073"):
            for k in range(1, K + 1):
                s_a = float(alpha[1:k + 1].sum())
                l2 = 4 * eta * b3t / (3 * sH) * float((L[1:k + 1] + Lfull_loo[1:k + 1]).sum())
                l3 = 4 * eta * b3t / (3 * sH) * (5 * k * Lth + 5 * D**2 / (2 * eta))
                l4 = 10 * b3t * D**2 / sH
                pair = {"1073-2": (s_a, l2), "1073-3": (l2, l3), "1073-4": (l3, l4), "1073-5": (l4, 0.1)}[item]
                lhs.append(pair[0])
                rhs.append(pair[1])
        elif item == "92-1":
            lhs.append(delta[K])
            rhs.append(2 * eta * b1t * float(li[:K - 1, i].sum()) / n + eta * b1t * li[K - 1, i] / n)
        elif item == "92-2":
            lhs.append(2 * eta * b1t * float(li[:K - 1, i].sum()) / n + eta * b1t * li[K - 1, i] / n)
            rhs.append(2 * eta * b1t * float(li[:K, i].sum()) / n)
    return np.array(lhs), np.array(rhs)


def _l11_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The item's link at the pair (k, i) of largest relative excess; the printed right side travels as ``rhs``."""
    r = _loo_run(_key(inst))
    item = inst["item"]
    lhs, rhs = _l11_sides(item, r)
    if lhs.size:
        ex = (lhs - rhs) / np.maximum(np.maximum(np.abs(lhs), np.abs(rhs)), 1e-300)
        j = int(np.argmax(ex))
        lv, rv = float(lhs[j]), float(rhs[j])
    else:
        lv = rv = 0.0
    K, D = r["K"], r["D"]
    return Measurement(lv, {"item": item, "rhs": rv, "piece": 0.0, "b3_theta": 0.0, "b3_k": 0.0, "d2": D**2},
                       {"K": K, "H": r["H"], "D": D, "N": r["N"], "eta": r["eta"], "Lth": r["Lth"], "L0": r["L0"],
                        "T": r["T"], "d": r["d"], "R": r["R"], "n": r["n"], "stated_at": int(lhs.size),
                        "h84_slack": math.sqrt(r["H"]) - math.sqrt(B.h_train(r["T"], r["d"], r["R"], D, r["N"],
                                                                             const=256.0)),
                        "eta_cap_slack": (r["eta_cap"] - r["eta"]) / r["eta_cap"] if math.isfinite(r["eta_cap"])
                        else -1.0})


@st.composite
def _l11_instances(draw: st.DrawFn) -> dict:
    inst = draw(_gd_instances("lemma11"))
    inst["item"] = _L11_ITEMS[draw(SEEDS) % len(_L11_ITEMS)]
    return inst


def _l11_mutant(item: str, rhs: float, piece: float, b3_theta: float, b3_k: float, d2: float) -> float:  # noqa: ARG001
    return rhs / 2 if item == "92-2" else rhs


LEMMA11_CHAINS = Claim(
    id="mhgd.display.lemma11-stability-chains",
    catalog_id="mhgd.lemma11",
    paper=PAPER,
    kind="step",
    domain=_gd_domain((_ETA_FRAC, _D)),
    source=(f"Proof of Lemma 11, App. C: L1025 (its last '<=' on ||grad l_i||), (87) L1031, (88) L1035, L1051, "
            f"(90) L1059, (91) L1063-L1069, L1073-L1079, (92) L1083-L1086, L1090-L1093, L1097, {SEED_FILE}"),
    statement="On full GD and the n leave-one-out GD runs under Lemma 11's hypotheses (Thm. 1's step size, (84)): "
              "L1025 (eta/n)||grad l_i(th_k)|| <= (eta beta1(th_k)/n) l_i(th_k); (87) beta3(th_{k alpha}^{-i}) at "
              "||th_k||_{2,inf} v ||th_k^{-i}||_{2,inf} <= beta3 at (||th_k - th|| + N) v (||th_k^{-i} - th|| + N) "
              "<= beta3~(th); (88) beta2(th_{k alpha}^{-i}) <= beta2~(th); L1051 max_alpha L^{-i}(th_{k alpha}^{-i}) "
              "<= (4/3)(L^{-i}(th_k) + L^{-i}(th_k^{-i})) where sqrt(H) >= 2 (beta3 v beta3) ||th_k - th_k^{-i}||^2; "
              "(90) beta1(th_k) <= ... <= beta1~(th); (91) ||th_{k+1} - th_{k+1}^{-i}|| <= (1 + alpha_{k,i}) ||th_k - "
              "th_k^{-i}|| + eta beta1~ l_i(th_k)/n; L1073 sum_{l<=k} alpha_{l,i} <= ... <= 10 beta3~ D^2/sqrt(H) <= "
              "1/10; (92) ||th_K - th_K^{-i}|| <= 2 eta beta1~ sum_{k=1}^{K-1} l_i(th_{k-1})/n + eta beta1~ "
              "l_i(th_{K-1})/n <= 2 eta beta1~ sum_{k=0}^{K-1} l_i(th_k)/n; L1090 (1/n) sum_i ||th_K - th_K^{-i}|| <= "
              "(2 eta beta1~/n^2) sum_i sum_k l_i(th_k); L1097 (2 eta beta1~/n) sum_{k<K} L^(th_k) <= (2 eta beta1~/n)"
              "(2K L^(th) + 9 D^2/(4 eta)).",
    comparison="<=",
    bound=gd_chain_steps,
    measure=_l11_measure,
    strategy=_l11_instances,
    assumptions=(Assumption("(84)", "sqrt(H) >= 256 d sqrt(Td) R^3 (3 sqrt(d) R^2 (3D + N) + 1) D^2",
                            lambda q: q["h84_slack"]),
                 Assumption("Thm. 1 eta", "eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0)",
                            lambda q: q["eta_cap_slack"]),
                 Assumption("stated", "the link is stated at some (k, i) of the run", lambda q: q["stated_at"] - 0.5)),
    rtol=1e-9,
    notes="Runs: mhgd.lemma11's (H = H_train(256) x {1, 10, 1e4}, eta = Thm. 3's cap x a drawn fraction), the n "
          "leave-one-out runs with weights (L^{-i} = (1/n) sum_{j != i} l_j). Maxima over alpha on a left side are "
          "grid maxima (a crossing is real). (85)/(86), L1039/L1043, (89) have their own claims (mhgd.eq85, "
          "mhgd.eq87, mhgd.eq21); L1047 (lambda_min) is Cor. 1's item 3 (mhgd.cor1).",
    mutants={"(92) second line halved": _l11_mutant},
    auto_mutant=False,
    settings={"ci": {"max_examples": 25, "budget_s": 3.0}},
)

# ================================================================ Lemma 17's (122): ||p_2||, a uniform shape


@st.composite
def _eq122_inst(draw: st.DrawFn) -> dict:
    T = draw(st.integers(2, 8))
    M_ = draw(st.integers(1, 3))
    S = draw(st.one_of(st.just(1.0), log_uniform(1e-2, 1e2)))
    return {"T": T, "L": draw(st.integers(1, T - 1)), "M": M_, "d": M_ + 2 + draw(st.integers(0, 12)), "S": S,
            "Zmu": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1.0))) * S**2,
            "Znu": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 1.0))) * S**2,
            "rperp": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 100.0), st.just(100.0))) * S,
            "mode": draw(st.sampled_from(("uniform", "corners", "zero"))),
            "n1": draw(st.one_of(st.integers(1, 100), st.integers(1, 2000))),
            "delta": draw(log_uniform(0.01, 0.25)), "seed": draw(SEEDS)}


def _eq122_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The empirical (1 - 2 delta)-quantile of ||p_2|| over 200 Rademacher label draws (the tokens' irrelevant parts
    nu_{j_t} + z_{i,t} drawn once: DM1's noise D_z does not depend on the label), alpha = 1, n = n1 (the printed 1/n
    with n >= n1 only shrinks p_2); Z = the largest noise norm of the box."""
    from thmcheck.models.device import generator as gen
    from thmcheck.models.mhgd import sec5_dm1 as DM

    if int(inst["n1"]) > 10**4:
        raise SolverFailure(f"n1 = {inst['n1']}: beyond the sample arrays' cost here (n1 <= 1e4)")
    g = gen(inst["seed"])
    dm = DM.make_dm1(inst["T"], inst["L"], inst["M"], inst["d"], inst["S"], inst["Zmu"], inst["Znu"], inst["rperp"],
                     g)
    n1 = int(inst["n1"])
    smp = DM.sample(dm, n1, g, inst["mode"])
    irr = (~smp["rel"]).to(torch.float64)  # (n1, T)
    V = (irr[..., None] * smp["X"]).sum(1) / ((1 - dm.zeta) * dm.T)  # (n1, d): (1/((1-zeta)T)) sum_{t in R^c} x_t
    Y = 2.0 * (torch.rand(200, n1, generator=g, dtype=torch.float64) < 0.5).to(torch.float64) - 1.0
    P2 = (1 - dm.zeta) / 2 * (Y @ V) / n1
    norms = P2.norm(dim=1)
    q = float(torch.quantile(norms, 1 - 2 * inst["delta"]))
    return Measurement(q, {"S": dm.S, "Z": dm.Z, "d": dm.d, "n1": n1, "delta": inst["delta"]},
                       {"zeta": dm.zeta, "max_norm": float(norms.max())})


def _move_122_n1(inst: dict, t: float) -> dict:
    return {**inst, "n1": int(round(t))}


def _move_122_z(inst: dict, t: float) -> dict:
    return {**inst, "rperp": t * inst["S"]}


EQ122 = Claim(
    id="mhgd.eq122",
    catalog_id="mhgd.lemma17",
    paper=PAPER,
    kind="step",
    constants="hidden",
    uniform=True,
    domain=(Param("n1", 1, INF, integer=True, text="n1 first-phase samples", unreached="n1 <= 1e4 (the path 10 .. 1e4)"),
            Param("d", 3, INF, integer=True, text="dimension d >= M + 2", unreached="d <= M + 14"),
            Param("S", 0.0, INF, lo_closed=False, text="S > 0", unreached="S in [1e-2, 1e2]"),
            Param("Z", 0.0, INF, key="rperp", text="noise norm Z (box of Assumption 3)",
                  unreached="Z_mu, Z_nu <= S^2; r_perp <= 100 S drawn, 10^4 S on the Z path"),
            Param("delta", 0.0, 1.0, lo_closed=False, hi_closed=False, text="delta in (0, 1/2)",
                  unreached="delta in [0.01, 0.25] (200 label draws resolve the 0.98 quantile; delta > 1/4 asks a "
                            "quantile below the median, which is exactly 0 for a single irrelevant pattern and no "
                            "noise at even n1 -- a ratio from 0 that the path test reads as growth, not a harder "
                            "case)"),
            Param("T", 2, INF, integer=True, text="T tokens, zeta = L/T", unreached="T <= 8"),
            Param("M", 1, INF, integer=True, text="M patterns", unreached="M <= 3")),
    source=f"Lemma 17, eq. (122), App. D.3, L1460 (p_2 defined in (120), L1436), {SEED_FILE}",
    statement="Labels IID Rad(+-1): with probability >= 1 - 2 delta over the labels, ||p_2|| <= C (S + Z) (sqrt(d/n1) "
              "+ sqrt(log(1/delta)/n1)) (122), C an absolute constant, p_2 = (alpha (1 - zeta)/2)(1/n) sum_{i in "
              "[n1]} y_i (1/((1 - zeta) T)) sum_{t in R_i^c} (nu_{j_t} + z_{i,t}). Checked: the uniform shape against "
              "the empirical (1 - 2 delta)-quantile of ||p_2|| over label draws.",
    statement_tex=r"\|\mathbf{p}_2\| \leq C(S + Z) \left( \sqrt{\frac{d}{n_1}} + \sqrt{\frac{\log(1/\delta)}{n_1}} "
                  r"\right)",
    comparison="<=",
    bound=eq122_shape,
    measure=_eq122_measure,
    strategy=lambda: _eq122_inst(),
    directions=(Direction("n1 -> inf", "n1", INF, how="path", move=_move_122_n1,
                          points=(10.0, 30.0, 100.0, 300.0, 1e3, 3e3, 1e4), grows=("n1",)),
                Direction("d", "d", INF, how="search", reason="d drawn in [M + 2, M + 14]"),
                Direction("delta -> 0", "delta", 0.0, how="search", reason="drawn log-uniform on [0.01, 0.25]"),
                Direction("S", "S", INF, how="search", reason="S drawn log-uniform on [1e-2, 1e2]"),
                Direction("Z -> inf (r_perp / S)", "rperp", INF, how="path", move=_move_122_z,
                          points=(1.0, 10.0, 100.0, 1e3, 1e4), grows=()),
                Direction("T", "T", INF, how="search", reason="T drawn in [2, 8] with zeta = L/T over (0, 1)"),
                Direction("M", "M", INF, how="search", reason="M drawn in [1, 3]")),
    notes="The tokens of R^c are nu_{j_t} + z_{i,t} with z from DM1's noise modes that do not depend on the label "
          "(uniform in the box, random box corners, zero; the label-dependent 'adv' mode of other claims is not "
          "DM1's single D_z); labels resampled 200 times with the tokens fixed. Lemma 17's (121) (p_1) is "
          "mhgd.lemma17 (erratum: its mean does not vanish); p_2's does, and (122) holds with C ~ 1.",
    mutants={"an extra 1/sqrt(n1)": eq122_shape_extra_n1, "S for S + Z": eq122_shape_no_z},
    settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
)


def _l1470_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """max_i sup_{||v|| = 1} |y_i (1/((1 - zeta) T)) sum_{t in R_i^c} <nu_{j_t} + z_{i,t}, v>| = max_i ||(1/((1 - zeta)
    T)) sum_{t in R_i^c} x_{i,t}|| over the drawn samples (the sup over v is the norm)."""
    from thmcheck.models.device import generator as gen
    from thmcheck.models.mhgd import sec5_dm1 as DM

    g = gen(inst["seed"])
    dm = DM.make_dm1(inst["T"], inst["L"], inst["M"], inst["d"], inst["S"], inst["Zmu"], inst["Znu"], inst["rperp"],
                     g)
    n1 = min(int(inst["n1"]), 2000)
    smp = DM.sample(dm, n1, g, inst["mode"])
    irr = (~smp["rel"]).to(torch.float64)
    V = (irr[..., None] * smp["X"]).sum(1) / ((1 - dm.zeta) * dm.T)
    return Measurement(float(V.norm(dim=1).max()), {"S": dm.S, "Z": dm.Z}, {"zeta": dm.zeta, "n1": n1})


L1470 = dataclasses.replace(
    EQ122,
    id="mhgd.display.lemma17-p2-summand",
    constants="explicit",
    uniform=False,
    directions=(),
    source=f"Proof of Lemma 17, App. D.3, L1470, {SEED_FILE}",
    statement="For all i in [n1] and unit v: |y_i (1/((1 - zeta) T)) sum_{t in R_i^c} <nu_{j_t} + z_{i,t}, v>| <= S + Z "
              "(||nu_l|| = S, ||z|| <= Z, Assumption 3).",
    statement_tex=None,
    bound=l1470_bound,
    measure=_l1470_measure,
    mutants={"S alone": l1470_bound_no_z},
    notes="Same DM1 draws as mhgd.eq122 (noise uniform in the box, box corners, or zero); Z = the largest noise norm "
          "the box allows (the smallest admissible Z of Assumption 3).",
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
)


# ===================================================== Prop. 7's proof, (100): the second '>=' (L1171)


@st.composite
def _eq100_inst(draw: st.DrawFn) -> dict:
    return {"T": draw(st.integers(2, 4)), "d": draw(st.integers(1, 3)), "H": draw(st.integers(1, 4)),
            "scale": draw(st.one_of(st.just(1.0), log_uniform(0.05, 30.0))),
            "bphi_factor": draw(st.one_of(st.just(1.0), log_uniform(1.0, 4.0))),
            "eps": draw(st.one_of(st.just(1.0), log_uniform(1e-4, 1.0))), "seed": draw(SEEDS)}


def _eq100_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """One sample X (T x d, Gaussian), the H-head model (2) Phi~ = H^{-1/2} sum_h Phi(X; U_h, W_h) at a Gaussian theta_0
    of the drawn scale; P2 with B_Phi = max(1, |Phi~(theta_0)|) x factor (factor 1: the least valid B_Phi); P3 with
    theta_* = sqrt(2) y grad Phi~(theta_0)/||grad Phi~(theta_0)|| (||theta_*|| = sqrt 2, gamma = sqrt(2)
    ||grad||); theta = theta^(eps) = theta_0 + g_0 theta_*. The Taylor remainder r = y (Phi~(theta) - Phi~(theta_0) -
    <grad, theta - theta_0>) = (1/2) y <Delta, Hess(theta') Delta> gives h >= h_lb = 2|r|/||Delta||^2 for the
    Hessian norm at (99)'s theta'; lhs = (1/2) h_lb (||Delta||^2 - g_0^2) <= (1/2) h (||Delta||^2 - g_0^2)."""
    from thmcheck.models.device import generator as gen

    g = gen(inst["seed"])
    T, d, H = inst["T"], inst["d"], inst["H"]
    X = torch.randn(T, d, generator=g, dtype=torch.float64)
    th0 = torch.randn(H, T * d + d * d, generator=g, dtype=torch.float64) * inst["scale"]

    def phi(th: torch.Tensor) -> torch.Tensor:
        U, W = th[:, :T * d].reshape(H, T, d), th[:, T * d:].reshape(H, d, d)
        A = torch.softmax(torch.einsum("td,hde,se->hts", X, W, X), dim=-1)
        return (U * (A @ X)).sum() / math.sqrt(H)

    t0 = th0.clone().requires_grad_(True)
    f0t = phi(t0)
    (grad,) = torch.autograd.grad(f0t, t0)
    f0 = float(f0t.detach())
    y = 1.0 if f0 >= 0 else -1.0
    gn = float(grad.norm())
    if not gn > 0:
        raise SolverFailure("grad Phi~(theta_0) = 0: no theta_* with a positive margin (P3 fails)")
    thstar = math.sqrt(2) * y * grad / gn
    gamma = math.sqrt(2) * gn
    bphi = max(1.0, abs(f0)) * inst["bphi_factor"]
    g0 = (2 * bphi + math.log(1 / inst["eps"])) / gamma
    delta = g0 * thstar
    with torch.no_grad():
        fE = float(phi(th0 + delta))
    r = y * (fE - f0 - float((grad * delta).sum()))
    D2 = 2 * g0**2  # ||g_0 theta_*||^2 with ||theta_*|| = sqrt 2 by construction (P3), exactly
    h_lb = 2 * abs(r) / D2
    return Measurement(0.5 * h_lb * (D2 - g0**2), {"gap": bphi - abs(f0), "h_lb": h_lb, "g02": g0**2},
                       {"Phi0": f0, "B_Phi": bphi, "gamma": gamma, "g0": g0, "dist2_over_g02": float(delta.pow(2).sum()) / g0**2,
                        "remainder": r})


EQ100 = Claim(
    id="mhgd.eq100-second-line",
    catalog_id="mhgd.prop7",
    paper=PAPER,
    kind="step",
    domain=(Param("T", 1, INF, integer=True, text="T tokens", unreached="T in [2, 4] (T = 1: Phi is linear in theta)"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 3"),
            Param("H", 1, INF, integer=True, text="H heads", unreached="H <= 4 ((100) needs no condition on H)"),
            Param("n", 1, INF, integer=True, text="n samples", unreached="n = 1 (the display is per sample i)"),
            Param("theta_0 scale", 0.0, INF, lo_closed=False, key="scale", text="any good initialization (P1-P3)",
                  unreached="Gaussian theta_0 of scale 0.05 .. 30"),
            Param("B_Phi / least", 1.0, INF, key="bphi_factor", text="P2: any B_Phi >= 1 with |Phi~| <= B_Phi",
                  unreached="factor <= 4"),
            Param("eps", 0.0, 1.0, lo_closed=False, text="0 < eps <= 1", unreached="eps >= 1e-4")),
    source=f"Proof of Prop. 7, App. C.3: (100) L1171 (its second '>='), after Taylor's (99) and the choice of "
           f"theta^(eps) above it, with Definition 1's P2 and P3, {SEED_FILE}",
    statement="(100): y_i Phi(X_i; theta) >= -|y_i Phi(X_i; theta_0)| + (2 B_Phi + log(1/eps)) - (1/2) ||grad^2 "
              "Phi(X_i; theta')||_2 ||theta - theta_0||^2 >= -B_Phi + (2 B_Phi + log(1/eps)) - (1/2) ||grad^2 "
              "Phi(X_i; theta')||_2 ((2 B_Phi + log(1/eps))/gamma)^2 at theta = theta^(eps) = theta_0 + g_0 theta_*, "
              "g_0 = (2 B_Phi + log(1/eps))/gamma. The second '>=' is checked: (1/2) h (||theta - theta_0||^2 - g_0^2) "
              "<= B_Phi - |y_i Phi(X_i; theta_0)|, h = ||grad^2 Phi(X_i; theta')||_2 (bounded below by the Taylor "
              "remainder).",
    statement_tex=r"\geq -B_\Phi + (2B_\Phi + \log(1/\epsilon)) - \frac{1}{2}\|\nabla^2\Phi(\mathbf{X}_i; "
                  r"\boldsymbol{\theta}')\|_2 \left(\frac{2B_\Phi + \log(1/\epsilon)}{\gamma}\right)^2",
    comparison="<=",
    bound=eq100_link,
    measure=_eq100_measure,
    strategy=lambda: _eq100_inst(),
    rtol=1e-9,
    expect="erratum",
    corrected=eq100_link_corrected,
    corrected_text="||theta^(eps) - theta_0||^2 = 2 g_0^2 (||theta_*|| = sqrt 2 by P3): the second line of (100) "
                   "carries (1/2) ||grad^2 Phi|| 2 g_0^2 = ||grad^2 Phi|| g_0^2.",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round6/mhgd.md): confirmed as printed. theta^(eps) - theta_0 = g_0 theta_* with ||theta_*|| = sqrt 2 (P3, L181), so "
             "||theta - theta_0||^2 = 2 g_0^2, while (100)'s second line writes g_0^2; with -|y Phi(theta_0)| >= "
             "-B_Phi tight (the least B_Phi, |Phi(theta_0)| >= 1) the second '>=' fails by (1/2) h g_0^2 > 0 "
             "whenever the Hessian along the segment is non-zero (T >= 2). The same root as the distance "
             "||theta^(eps) - theta_0|| = sqrt 2 g_0 of mhgd.display.prop7-witness (ii); here the display of the "
             "proof fails. Prop. 7's conclusion (i) L^ <= eps is checked apart (mhgd.display.prop7-witness).",
    second_path="tests/test_mhgd_r6_mhgdfr.py::test_eq100_second_line",
    mutants={"gap halved": lambda gap, h_lb, g02: gap / 2},
    settings={"ci": {"max_examples": 40, "budget_s": 1.0}},
)


# ===================================================================== Thm. 4's proof: (94) and L1121


@st.composite
def _thm4_inst(draw: st.DrawFn) -> dict:
    return {"item": draw(st.sampled_from(("94", "1121"))), "T": draw(st.one_of(st.just(1), st.integers(1, 10**4))),
            "d": draw(st.one_of(st.just(1), st.integers(1, 10**3))),
            "R": draw(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))),
            "D": draw(st.one_of(st.just(0.0), log_uniform(1e-6, 1e6))),
            "N": draw(st.one_of(st.just(0.0), log_uniform(1e-6, 1e6))),
            "logH": draw(st.floats(0.0, 30.0)), "n": draw(st.integers(1, 10**6)), "K": draw(st.integers(1, 10**6)),
            "eta": draw(log_uniform(1e-12, 1.0)), "Lth": draw(st.one_of(st.just(0.0), log_uniform(1e-12, 10.0)))}


def _thm4_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    T, d, R, D, N = inst["T"], inst["d"], inst["R"], inst["D"], inst["N"]
    b1t = B.beta1(T, R, 3 * D + N)
    if inst["item"] == "1121":
        _, rho = B.alpha_rho(T, d, 10 ** inst["logH"], R, D, N)
        return Measurement(b1t**2, {"item": "1121", "rhs": rho}, {})
    n, K, eta, Lth = inst["n"], inst["K"], inst["eta"], inst["Lth"]
    core = 2 * K * Lth + 9 * D**2 / (4 * eta)
    return Measurement(4 / n * eta * b1t**2 * core, {"item": "94", "rhs": 2 * b1t * (2 * eta * b1t / n) * core}, {})


THM4_STEPS = Claim(
    id="mhgd.display.thm4-proof-steps",
    catalog_id="mhgd.thm4",
    paper=PAPER,
    kind="step",
    domain=(Param("T", 1, INF, integer=True, text="T", unreached="T <= 10^4"),
            Param("d", 1, INF, integer=True, text="d", unreached="d <= 10^3"),
            Param("R", 1.0, INF, text="R >= 1 (Assumption 1)", unreached="R <= 100"),
            Param("D", 0.0, INF, text="||theta - theta_0||", unreached="D <= 10^6"),
            Param("N", 0.0, INF, text="||theta||_{2,inf}", unreached="N <= 10^6"),
            Param("log10 H", 0.0, INF, key="logH", text="H >= 1", unreached="H <= 10^30"),
            Param("eta", 0.0, 1.0, lo_closed=False, text="eta in (0, 1]", unreached="eta >= 1e-12")),
    source=f"Proof of Theorem 4, App. C.1: (94) L1119 and L1121 ('eta <= 1/rho(theta) <= 1/(beta1~(theta))^2'), "
           f"{SEED_FILE}",
    statement="(94): by Lemma 3 (2G x stability, G = beta1~(theta) = sqrt(T) R (2 R^2 (3D + N) + 1)) and Lemma 11, "
              "E[L - L^] <= (4/n) E[eta beta1~^2 (2K L^(theta) + 9 D^2/(4 eta))] (the product checked); L1121: "
              "rho(theta) >= beta1~(theta)^2, rho = (2 d sqrt(Td) R^3/sqrt(H) + T R^2/4) alpha^2, alpha = 3 d sqrt(d) "
              "R^2 (3 sqrt(T) R^3 (3D + N) + 2 sqrt(T) R).",
    comparison="<=",
    bound=thm4_steps,
    measure=_thm4_measure,
    strategy=lambda: _thm4_inst(),
    rtol=1e-9,
    notes="Pure functions of the printed constants over their ranges (R >= 1 is Assumption 1's; the L1121 link needs "
          "it: alpha >= 9 R^5 x + 6 R >= 2 (2 R^2 x + 1)).",
    mutants={"L1121 with rho/100": lambda item, rhs: rhs / 100 if item == "1121" else rhs},
    auto_mutant=True,
    settings={"ci": {"max_examples": 60, "budget_s": 0.5}},
)


# ======================================================================== Lemma 14's proof: (118), L1412

_E118_ITEMS = ("118-a", "118-c", "118-d", "118-e")  # 118-b (the middle link): mhgd.display.eq118-middle (r17)


@st.composite
def _e118_inst(draw: st.DrawFn) -> dict:
    from thmcheck.checks.papers.mhgd._common import _dm1

    # round 18 (helper mhgd): Assumption 3's whole noise box (Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S), S in [1e-3,
    # 200], T to 256, M to 128 (was _dm1(): S in [0.05, 10], T <= 12, M <= 3, Z_mu, Z_nu <= S^2, r_perp <= S)
    inst = draw(_dm1(noise_far=1e4, S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256, modes=("adv", "corners", "uniform",
                                                                                       "zero")))
    inst.update({"item": _E118_ITEMS[draw(SEEDS) % len(_E118_ITEMS)], "n": 1,
                 "P": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))), "alpha": draw(st.sampled_from([1.0, -1.0]))})
    return inst


def _e118_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """theta_h^(1) = (alpha 1_T (zeta/2 u_* + p)^T, 0) (102) with ||p|| = P (a random direction), theta_* =
    (U_*/||U_*||_F, sign(alpha) W_*/||W_*||_F) (||theta_*|| = sqrt 2), one DM1 sample; R = max(1, sqrt(S^2 + Z^2 +
    2 Z_nu/M)) (Assumption 3's R, at least 1 as Assumption 1 has it); grad Phi by autograd."""
    from thmcheck.checks.papers.mhgd._common import _dm1_build
    from thmcheck.models.mhgd import sec5_dm1 as DM

    dm, smp, g = _dm1_build(inst)
    X, y = smp["X"][:1], smp["y"][:1]
    T, d, S, P, al = dm.T, dm.d, dm.S, inst["P"], inst["alpha"]
    v = torch.randn(d, generator=g, dtype=torch.float64)
    p = P * v / v.norm()
    row = al * (dm.zeta / 2 * dm.u_star + p)
    U1 = row.expand(T, d).clone().requires_grad_(True)
    W1 = torch.zeros(d, d, dtype=torch.float64, requires_grad=True)
    f = (U1 * (torch.softmax(X[0] @ W1 @ X[0].T, dim=-1) @ X[0])).sum()
    gU, gW = torch.autograd.grad(f, (U1, W1))
    gnorm = float(torch.sqrt(gU.pow(2).sum() + gW.pow(2).sum()))
    Us, Ws = dm.U_star(), dm.W_star()
    star_norm = float(torch.sqrt((Us / Us.norm()).pow(2).sum() + (Ws / Ws.norm()).pow(2).sum()))
    Xh = float(DM.lemma13_parts(dm, X, y, p, al)[0])
    R = max(1.0, dm.R_printed)
    thF = float(U1.detach().norm())  # W_h^(1) = 0
    sides = {"118-a": (abs(Xh), gnorm * star_norm),
             "118-b": (gnorm * star_norm, math.sqrt(2 * T * R) * (2 * R**2 * thF + 1)),
             "118-c": (math.sqrt(2 * T * R) * (2 * R**2 * thF + 1), 2 * (2 * R**3 * T * (S + P) + math.sqrt(T * R))),
             "118-d": (thF, dm.zeta / 2 * math.sqrt(T) * float(dm.u_star.norm()) + math.sqrt(T) * P),
             "118-e": (dm.zeta / 2 * math.sqrt(T) * float(dm.u_star.norm()) + math.sqrt(T) * P, math.sqrt(T) * (S + P))}
    lhs, rhs = sides[inst["item"]]
    return Measurement(lhs, {"item": inst["item"], "rhs": rhs, "p_term": math.sqrt(T) * P}, {"R": R, "T": T, "S": S, "P": P, "grad_norm": gnorm,
                                                                   "sqrtT_R_grad_bound": math.sqrt(T) * R})


def _e118_mutant(item: str, rhs: float, p_term: float) -> float:
    return rhs - p_term if item == "118-d" else rhs


E118 = Claim(
    id="mhgd.eq118",
    catalog_id="mhgd.lemma14",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("drawn over T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S, one "
                       "sample, P <= 10 (E117: H <= 8 explicit heads); an end missed is a sampling gap of this ci run"),
    source=f"Proof of Lemma 14, App. D.2.3, (118) L1412 and the line after it (||theta_h^(1)|| <= sqrt(T)(S + P)), "
           f"{SEED_FILE}",
    statement="|X_h| <= ||grad_theta Phi(X; theta_h^(1))|| ||theta_*(theta_h^(1))|| [<= sqrt(2TR) (2 R^2 "
              "||theta_h^(1)||_F + 1): mhgd.display.eq118-middle] and sqrt(2TR) (2 R^2 ||theta_h^(1)||_F + 1) "
              "<= 2 (2 R^3 T (S + P) + sqrt(TR)) (118), with ||theta_*|| = sqrt 2 and "
              "||theta_h^(1)|| <= (zeta/2) sqrt(T) ||u_*|| + sqrt(T) ||p|| <= sqrt(T)(S + P).",
    comparison="<=",
    bound=eq118_steps,
    measure=_e118_measure,
    strategy=lambda: _e118_inst(),
    rtol=1e-9,
    notes="The middle link ('118-b', printed 'sqrt(2TR)' with R under the root where Prop. 1 gives sqrt(2T) R) is "
          "no longer an item here: round 17 moved it to mhgd.display.eq118-middle, which draws p over the whole "
          "event ||p|| <= P (p = -(zeta/2) u_* included) and finds it false as printed; this claim's random-direction "
          "p keeps ||theta_h^(1)|| ~ sqrt(T) zeta S, which hid the slip. Its other links hold.",
    mutants={"118-d without sqrt(T) ||p||": _e118_mutant},
    auto_mutant=True,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)


def _e117_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(117) with H explicit heads theta_h^(1) = (alpha_h 1_T (zeta/2 u_* + p)^T, 0), alpha_h = +-1 drawn: the left
    side y <grad Phi~(X; theta~^(1)), theta~_*> by autograd of the H-head model (2) against the concatenated
    theta~_* = H^{-1/2} concat(theta_*(theta_h^(1))); the right side (1/H) sum_h X_h from the single-head margins."""
    from thmcheck.checks.papers.mhgd._common import _dm1_build
    from thmcheck.models.mhgd import sec5_dm1 as DM

    dm, smp, g = _dm1_build(inst)
    X, y = smp["X"][:1], smp["y"][:1]
    T, d, P = dm.T, dm.d, inst["P"]
    H = int(inst["H"])
    v = torch.randn(d, generator=g, dtype=torch.float64)
    p = P * v / v.norm()
    alphas = [1.0 if a > 0 else -1.0 for a in torch.randn(H, generator=g).tolist()]
    Us = torch.stack([(a * (dm.zeta / 2 * dm.u_star + p)).expand(T, d) for a in alphas]).requires_grad_(True)
    Ws = torch.zeros(H, d, d, dtype=torch.float64, requires_grad=True)
    A = torch.softmax(torch.einsum("td,hde,se->hts", X[0], Ws, X[0]), dim=-1)
    f = (Us * (A @ X[0])).sum() / math.sqrt(H)
    gU, gW = torch.autograd.grad(f, (Us, Ws))
    Ust, Wst = dm.U_star(), dm.W_star()
    lhs = float(y[0]) * sum(float((gU[h] * Ust / Ust.norm()).sum() + (gW[h] * math.copysign(1.0, a) * Wst
                                                                         / Wst.norm()).sum())
                            for h, a in enumerate(alphas)) / math.sqrt(H)
    rhs = sum(float(DM.lemma13_parts(dm, X, y, p, a)[0]) for a in alphas) / H
    return Measurement(lhs, {"item": "117", "rhs": rhs, "p_term": 0.0}, {"H": H})


E117 = dataclasses.replace(
    E118,
    id="mhgd.eq117",
    source=f"Proof of Lemma 14, App. D.2.3, (117) L1408, {SEED_FILE}",
    statement="y <grad Phi~(X; theta~^(1)), theta~_*> = (1/H) sum_h y <grad_theta Phi(X; theta_h^(1)), "
              "theta_*(theta_h^(1))> (117), theta~_* = H^{-1/2} concat(theta_*(theta_h^(1))).",
    comparison="==",
    measure=_e117_measure,
    strategy=lambda: _e118_inst().flatmap(lambda i: st.integers(1, 8).map(lambda H: {**i, "H": H})),
    notes="An identity of the H-head model (2); explicit heads (H <= 8).",
    mutants={"twice the right side": lambda item, rhs, p_term: rhs * 2},
    auto_mutant=False,
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
)


# ============================================== Lemma 13's proof (App. D.2.3): (106), L1303, (107) at theta^(1)

_DM1_WIDE_ONE = ("drawn over T to 256, M to 128, S in [1e-3, 200], Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S, one sample; an "
                 "end missed is a sampling gap of this ci run")
_L13_ITEMS = ("106-b", "1303", "107", "111")  # identities ('=='); (106)'s '>=' is its own claim


@st.composite
def _l13_inst(draw: st.DrawFn, items: tuple[str, ...] = _L13_ITEMS, wide: bool = False) -> dict:
    from thmcheck.checks.papers.mhgd._common import _dm1

    inst = draw(_dm1(noise_far=1e4, S_lo=1e-3, S_hi=200.0, M_far=128, T_far=256) if wide else _dm1(noise_far=1e4))
    inst.update({"item": items[draw(SEEDS) % len(items)], "n": 1,
                 "P": draw(st.one_of(st.just(0.0), log_uniform(1e-3, 10.0))), "alpha": draw(st.sampled_from([1.0, -1.0]))})
    return inst


def _l13_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """One DM1 sample (every noise mode, the label-adversarial box corner included), p of norm P (random direction);
    gradients by autograd of eq. (1) at (U^(1), 0); the printed right sides from their formulas."""
    from thmcheck.checks.papers.mhgd._common import _dm1_build

    dm, smp, g = _dm1_build(inst)
    X, y = smp["X"][0], float(smp["y"][0])
    T, d, S, P, al = dm.T, dm.d, dm.S, inst["P"], inst["alpha"]
    v = torch.randn(d, generator=g, dtype=torch.float64)
    p = P * v / v.norm()
    U1 = (al * (dm.zeta / 2 * dm.u_star + p)).expand(T, d).clone().requires_grad_(True)
    W1 = torch.zeros(d, d, dtype=torch.float64, requires_grad=True)
    f = (U1 * (torch.softmax(X @ W1 @ X.T, dim=-1) @ X)).sum()
    gU, gW = torch.autograd.grad(f, (U1, W1))
    us = dm.u_star
    Ubar = torch.ones(T, 1, dtype=torch.float64) @ us[None, :] / (S * math.sqrt(2 * T))
    R0 = torch.eye(T, dtype=torch.float64) / T - torch.ones(T, T, dtype=torch.float64) / T**2
    Ws = dm.W_star()
    item = inst["item"]
    if item.startswith("106"):
        mid = y * float((gU * Ubar).sum())
        closed = y / (S * math.sqrt(2 * T)) * float(us @ X.sum(0))
        low = S * math.sqrt(T) / math.sqrt(2) * (dm.zeta - 2 * (1 - dm.zeta) * dm.Zmu / S**2)
        lhs, rhs = {"106-b": (mid, closed), "106-c": (-closed, -low)}[item]
    elif item == "111":  # [X u_*]_t' = y S^2 on R, z_t'^T (mu_+ - mu_-) on R^c: the largest deviation
        rel = smp["rel"][0]
        z = smp["c"][0] @ dm.Q.T  # the noise vectors z_t (zero on R)
        printed = torch.where(rel, torch.full((T,), y * S**2, dtype=torch.float64), z @ us)
        lhs, rhs = float((X @ us - printed).abs().max()) / max(S**2, 1e-300), 0.0
    elif item == "1303":
        printed = (al * dm.zeta / 2 * sum(torch.outer(X[t], us @ X.T @ R0 @ X) for t in range(T))
                   + al * sum(torch.outer(X[t], p @ X.T @ R0 @ X) for t in range(T)))
        lhs, rhs = float((gW - printed).norm()) / max(float(gW.norm()), float(printed.norm()), 1e-300), 0.0
    else:
        left = y * float((gW * math.copysign(1.0, al) * Ws / Ws.norm()).sum())
        term1 = dm.zeta / 2 * y * sum(float(us @ X.T @ R0 @ (X @ Ws.T @ X[t])) for t in range(T))
        term2 = y * float((sum(torch.outer(X[t], p @ X.T @ R0 @ X) for t in range(T)) * Ws).sum())
        right = abs(al) / float(Ws.norm()) * (term1 + term2)
        lhs, rhs = left, right
    zterm = S * math.sqrt(T) / math.sqrt(2) * (1 - dm.zeta) * dm.Zmu / S**2
    return Measurement(lhs, {"item": item, "rhs": rhs, "zterm": zterm}, {"T": T, "d": d, "S": S, "P": P,
                                                                         "grad_W_norm": float(gW.norm())})


L13_STEPS = Claim(
    id="mhgd.display.lemma13-gradient-steps",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    kind="step",
    domain=_dm1_domain("T <= 12, M <= 3, S in [0.05, 10], Z_mu, Z_nu to 1e4 S^2, r_perp to 1e4 S (_dm1, noise_far), "
                       "one sample, P <= 10"),
    source=f"Proof of Lemma 13, App. D.2.3: (106) L1299 (its last '=' and '>='), L1303, (107) L1311-L1314, (111) "
           f"L1338, {SEED_FILE}",
    statement="At theta^(1) = (alpha 1_T (zeta/2 u_* + p)^T, 0): (106) y <phi(X W^(1) X^T) X, U_*-bar> = (y/(S "
              "sqrt(2T))) u_*^T sum_t x_t >= (S sqrt(T)/sqrt2)(zeta - 2(1 - zeta) Z_mu/S^2) (U_*-bar = 1_T u_*^T/(S "
              "sqrt(2T))); L1303 grad_W Phi(X; theta^(1)) = (alpha zeta/2) sum_t x_t u_*^T X^T R_t X + alpha sum_t x_t "
              "p^T X^T R_t X, R_t = R_0 = I_T/T - 1_T 1_T^T/T^2; (107) y <grad_W Phi, sign(alpha) W_*-bar> = "
              "(|alpha|/||W_*||_F)(Term_I + Term_II), Term_I = (zeta/2) y sum_t u_*^T X^T R_0 r_t(X; W_*), r_t = X "
              "W_*^T x_t, Term_II = y <sum_t x_t p^T X^T R_0 X, W_*>; (111) [X u_*]_t' = y S^2 (t' in R), z_t'^T (mu_+ - "
              "mu_-) (t' in R^c).",
    comparison="==",
    bound=lemma13_steps,
    measure=_l13_measure,
    strategy=lambda: _l13_inst(),
    rtol=1e-9,
    atol=1e-10,
    notes="The identities (106)'s last '=', L1303, (107), (111) ('=='; (106)'s '>=' is "
          "mhgd.display.lemma13-eq106-lower); L1303 and (111) as the relative distance of autograd's gradient to the printed matrix (<= 0 up to rtol/atol). The normalisation slip of "
          "U_*-bar in (106)'s middle (||U_*-bar|| for ||U_*||) is mhgd.eq106; here U_*-bar is the value the display "
          "ends with. r_t(X; W) = X W^T x_t (the row convention of (28)).",
    mutants={"(106) with S sqrt(T) for S sqrt(2T)": lambda item, rhs, zterm: rhs * math.sqrt(2)
             if item == "106-b" else rhs},
    auto_mutant=False,
    settings={"ci": {"max_examples": 60, "budget_s": 1.0}},
)

def _l13_lower_exact(inst: dict) -> Measurement:
    """(106)'s '>=' exactly (round 18): both sides times sqrt(2T) > 0 are rational on the pattern-basis coordinates
    (Q taken as exactly orthonormal, the float64 noise coefficients exact): y u_*^T sum_t x_t / S = y sum_t (x_t0 -
    x_t1) against S T (zeta - 2(1 - zeta) Z_mu'/S^2) = (|R| S^2 - 2 (T - |R|) Z_mu')/S, with the realized box Z_mu' =
    max(Z_mu, S max |c_0|, S max |c_1|) (one ulp of Z_mu/S can leave the drawn box)."""
    from thmcheck.checks.papers.mhgd.sec5_appD_F_dm1 import _dm1_exact_coords

    dm, s, toks, q = _dm1_exact_coords({**inst, "n": 1})
    y = int(s["y"].tolist()[0])
    closed = y * sum(v[0] - v[1] for v in toks[0])
    S, L, T = q["S"], dm.L, dm.T
    low = (L * S**2 - 2 * (T - L) * q["Zmu"]) / S
    return Measurement(-closed, {"item": "106-c", "rhs": -low, "zterm": (T - L) * q["Zmu"] / S}, {})  # x sqrt(2T)


L13_LOWER = dataclasses.replace(
    L13_STEPS,
    id="mhgd.display.lemma13-eq106-lower",
    source=f"Proof of Lemma 13, App. D.2.3: (106) L1299, its '>=', {SEED_FILE}",
    statement="(y/(S sqrt(2T))) u_*^T sum_t x_t >= (S sqrt(T)/sqrt2)(zeta - 2(1 - zeta) Z_mu/S^2) for (X, y) from "
              "DM1 under Assumption 3 (|<z, mu_y>| <= Z_mu).",
    comparison="<=",
    domain=_dm1_domain(_DM1_WIDE_ONE),
    strategy=lambda: _l13_inst(("106-c",), wide=True),  # round 18: S in [1e-3, 200], T to 256, M to 128
    exact=_l13_lower_exact,
    notes="As '<=' of the negated sides; the label-adversarial box corner (noise mode 'adv') meets it with equality. "
          "Round 18: the float64 ties at that corner (the round-17 'potential') are settled by the exact re-measure "
          "(both sides times sqrt(2T) in rationals, the realized noise box).",
    mutants={"106-c without the 2": lambda item, rhs, zterm: rhs - zterm},
    settings={"ci": {"max_examples": 40, "budget_s": 0.8}},
)


CLAIMS = [GD_CHAINS, EQ70_76, GD_CHAIN_EQUALITIES, EQ72B, LEMMA11_CHAINS, EQ122, L1470, EQ100, THM4_STEPS, E118,
          E117, L13_STEPS, L13_LOWER]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'mhgd.display.lemma13-eq106-lower': 'auditor A: confirmed',
}, 'docs/audits/round18/mhgd.md')

# ---- round 29 (helper hhT23): the hidden-constant hypotheses of docs/hiddenhyp_r28.md triaged ("Round 29 triage"):
# why the crossing does not need the constant read at one value
from thmcheck.checks.papers import _hiddenhyp_r29 as hh  # noqa: E402

CLAIMS = hh.add_notes(CLAIMS, {
    "mhgd.display.eq72-second-link": "Thm. 3's eta <= 1/rho has rho >~ d^{9/2} T^{3/2} R^13 ... (a hidden constant): "
                                     "a larger constant only lowers the admissible eta, and the crossing does not "
                                     "involve eta (K = 1: theta_0 and the comparator theta only): left 1.393e6 against "
                                     "0.231 at eta_scale 1e-2, 1e-4, 1e-6 and eta_frac 1, 0.01. Lemma 9's H, (73) and "
                                     "(74) are explicit printed inequalities.",
})
