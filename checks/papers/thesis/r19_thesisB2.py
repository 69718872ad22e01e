"""thesis, Appendix B (proof of Lemma B.3.2 (a), Chapter 3's graph transformer), round 19 (helper thesisB2).

(B.120) L4425, (B.121) L4432, (B.160) L4629, (B.161) L4636 bound one attention entry softmax_l(x_r^T W_K W_Q x_l +
u_(r,l)^T b) of a mu_1 query l by

    e^{E + b_{z_0}^(t)} / D(A)   ('>~', r in S_1)   or   e^{b_{z_0}^(t)} / D(A)   ('<~', r not in S_1),
    D(A) = sum_z |N_z^n cap S_*^{n,T}| e^{A' - sigma A + b_z^(T)} + sum_z |(N_z^n cap S^{n,T}) - S_1^{n,T}| e^{b_z^(T)},

E = a^2 - delta a ((B.120)) or (1 + K(t)) a^2 - delta a ((B.160)), A' = A^2 ((B.120), (B.121)) or (1 + K(t)) A^2
((B.160), (B.161)), with the existential witnesses a = ||q_1(t)||, A = ||q_1(T)|| (q_1(t) = sqrt(prod_{l<t} (1 + K(l)))
q_1, K >= 0, ||q_1|| = 1: 1 <= a <= A) and K(t) > 0. Every other quantity (the entries, b^(t), b^(T), the graph's
counts) is computed on thesis.ch3.eqB.210's trained graph transformers (the runs of thesis.ch3.eqB.147 / .eqB.152,
with the graph's gamma_d drawn in [0.1, 0.95]).

(B.144) L4547 at t = 0: its left side is thesis.ch3.eqB.147's printed gradient projection G_j(0), its right side
thesis.ch3.eqB.138-last's member with (B.145)'s p'_n(0); where pbar' > 4 sigma (gamma_d >~ 0.8) the right side is
positive and some G_j(0) < 0: erratum.

Feasibility over the witnesses (as r18_thesisA2 does for (A.30) etc.): D grows with A (A >= 1 > sigma) and with K(t),
E grows with a and K(t). A '<~' display ((B.121), (B.161)) holds for some witness iff it holds at the largest side,
K -> 0+, A = a = 1; both then read the same (the same entry: W^(t+1) with b^(t)). A '>~' display alone is vacuous (A ->
inf sends its side to 0), but it shares D(A) with its '<~' twin in the same step of the proof ('Likewise', 'Similarly':
one q_1(T)): for one l both hold with constants c, C only if c e^{E + b_{z(s,l)}}/e_s <= D(A) <= C e^{b_{z(r,l)}}/e_r,
i.e. only if (e_s / e^{b_{z(s,l)}}) / (e_r / e^{b_{z(r,l)}}) >= (c/C) e^{1 - delta} at E's least value 1 - delta (a = 1,
K -> 0+). The '>~' claims check that necessary condition (a ratio bounded below along B), the '<~' claims the ratio
entry x D(1) / e^{b_{z_0}^(t)} bounded above. S^{l,t} = T^l (the aggregation set, distances 0..2), n = l, S_* = S_1
(mu_1 nodes have y = +1), z = the shortest-path distance (u_(r,l) = e_z), sigma, delta of the model (0.1, 0.2).

Second paths in ``tests/test_thesis_r19_thesisB2.py`` (own numpy softmax over the run's saved weights; own graph
transformer tests/gt_own.py for (B.144))."""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r19_thesisB2 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, _src

CLAIMS: list[Claim] = []

SP = "tests/test_thesis_r19_thesisB2.py::"


def gt_start(inst: dict) -> tuple:
    """r16_thesisAB2._gt_start with the Section 3.5.1 graph's gamma_d drawn (inst['gamma_d'], default 0.4 as there;
    eps_S 0.1, N = 80): cfg, pats, y, Dt, nb (the 1..2-ring mask), X, p, lab, g. Call inside GT.single_thread()."""
    import torch

    from thmcheck.checks.papers.thesis.ch3_training_grids import _config, _graph, _setup

    cfg = {**_config(), "m": int(inst["m"])}
    pats, y, Dn, _z, _rng = _graph(cfg, float(inst.get("gamma_d", 0.4)), 0.1, int(inst["seed"]))
    X, p, lab, g = _setup(cfg, pats, int(inst["seed"]))
    Dt = torch.as_tensor(Dn)
    return cfg, pats, y, Dt, (Dt >= 1) & (Dt <= 2), X, p, lab, g


def att_run(inst: dict) -> dict:
    """thesis.ch3.eqB.152's runs (gt_start: r16_thesisAB2._gt_start with gamma_d drawn, b_0 fixed at 1, t steps of Algorithm 4) with, at every step
    t' = 0..t-1, the weights W_K, W_Q at t' and t' + 1 and b^(t'), b^(t'+1); b^(T) = b at the run's end T = t. Returns
    numpy arrays: X (N, d), D (N, N) distances, pats, and the lists WK, WQ, b (t + 1 entries each)."""
    import torch

    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.models import graph_transformer as GT

    Bn, steps, eta = int(inst["B"]), int(inst["t"]), float(inst["eta"])
    with GT.single_thread():
        cfg, pats, y, Dt, nb, X, p, lab, g = gt_start(inst)
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        WK, WQ, bs = [p.WK.detach().numpy().copy()], [p.WQ.detach().numpy().copy()], [p.b.detach().numpy().copy()]
        for _ in range(steps):
            GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, eta, Bn, 1, cfg["n_sample"], g,
                            nb)
            with torch.no_grad():
                p.b[0] = R16B.B210_B0
            WK.append(p.WK.detach().numpy().copy())
            WQ.append(p.WQ.detach().numpy().copy())
            bs.append(p.b.detach().numpy().copy())
    return {"X": X.numpy(), "D": Dt.numpy(), "pats": np.asarray(pats), "WK": WK, "WQ": WQ, "b": bs,
            "sigma": float(cfg["sigma"]), "delta": float(cfg["delta"])}


def entry_terms(run: dict) -> list[dict]:
    """Per step t' and mu_1 query l (pattern 0): the aggregation set T^l (distance 0..2), its distances z, and
      e120: softmax(x_r^T W_K^(t') W_Q^(t') x_l + b^(t')_z) over T^l (no transpose, as (B.120) prints),
      e121: softmax(x_r^T W_K^(t'+1)T W_Q^(t'+1) x_l + b^(t')_z) ((B.121), (B.161)),
      e160: softmax(x_r^T W_K^(t'+1)T W_Q^(t'+1) x_l + b^(t'+1)_z) ((B.160)),
    D1 = D(A = 1) with b^(T) = the run's last b, the mask s1 (r in S_1) and b^(t')_z."""
    X, Dm, pats, sig = run["X"], run["D"], run["pats"], run["sigma"]
    bT = run["b"][-1]
    Z = len(bT)
    out = []
    for tt in range(len(run["WK"]) - 1):
        WK0, WQ0, WK1, WQ1 = run["WK"][tt], run["WQ"][tt], run["WK"][tt + 1], run["WQ"][tt + 1]
        b0, b1 = run["b"][tt], run["b"][tt + 1]
        for l in np.nonzero(pats == 0)[0]:
            Tl = np.nonzero(Dm[l] <= 2)[0]
            z = np.minimum(Dm[l, Tl], Z - 1).astype(int)
            xr, xl = X[Tl], X[l]

            def sm(v: np.ndarray) -> np.ndarray:
                w = np.exp(v - v.max())
                return w / w.sum()

            s1 = pats[Tl] == 0
            lit = xr @ WK0 @ WQ0 @ xl
            tr = xr @ WK1.T @ WQ1 @ xl
            D1 = float(np.sum(np.where(s1, math.exp(1.0 - sig), 1.0) * np.exp(bT[z])))
            out.append({"t": tt, "l": int(l), "z": z, "s1": s1, "e120": sm(lit + b0[z]), "e121": sm(tr + b0[z]),
                        "e160": sm(tr + b1[z]), "D1": D1, "bz": b0[z], "|T^l|": len(Tl)})
    return out


def _upper_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = the largest over t', l, r in T^l - S_1 of e121[r] D(1) / e^{b^(t')_{z(r,l)}} (the '<~' ratio at its
    largest side, K -> 0+, ||q_1(T)|| = 1)."""
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

    best = None
    for q in entry_terms(att_run(inst)):
        o = ~q["s1"]
        if not o.any():
            continue
        r = q["e121"][o] * q["D1"] / np.exp(q["bz"][o])
        k = int(np.argmax(r))
        if best is None or r[k] > best[0]:
            best = (float(r[k]), q, float(q["e121"][o][k]))
    if best is None:
        raise SolverFailure("no mu_1 query with a node outside S_1 in its aggregation set")
    v, q, e = best
    return Measurement(v, {"B": float(inst["B"])}, {"t'": q["t"], "l": q["l"], "entry": e, "D(1)": q["D1"],
                                                    "|T^l|": q["|T^l|"], **R16B.gt80_terms(inst)})


def _lower_measure(key: str):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """lhs = the least over t', l of (min_{s in S_1} e_s / e^{b_{z(s,l)}}) / (max_{r not in S_1} e121_r /
        e^{b_{z(r,l)}}) e^{-(1 - delta)} (the twins' shared D(A) is feasible only if it stays bounded below)."""
        from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

        run = att_run(inst)
        dl = run["delta"]
        best = None
        for q in entry_terms(run):
            o = ~q["s1"]
            if not o.any():
                continue
            num = float(np.min(q[key][q["s1"]] / np.exp(q["bz"][q["s1"]])))
            den = float(np.max(q["e121"][o] / np.exp(q["bz"][o])))
            r = num / den * math.exp(-(1.0 - dl))
            if best is None or r < best[0]:
                best = (r, q, num, den)
        if best is None:
            raise SolverFailure("no mu_1 query with a node outside S_1 in its aggregation set")
        v, q, num, den = best
        return Measurement(v, {"B": float(inst["B"])}, {"t'": q["t"], "l": q["l"], "min e_s/e^b_z (S_1)": num,
                                                        "max e_r/e^b_z (B.121 entry, not S_1)": den,
                                                        "|T^l|": q["|T^l|"], **R16B.gt80_terms(inst)})
    return measure


_EV = ("Holds at the weakest witnesses: the ratio stays O(1) and flat along B (the B path 8 -> 512, m at the width "
       "of B = 512). ci (seed 0, eta 0.1, t <= 14): {ci}. Mechanism: in these runs (xi = 0.01, eta <= 0.2, t <= 20 "
       "steps) W_K, W_Q and b move little, so every entry is ~ e^{{b_z}}/(|T^l| average) and D(1) ~ |T^l| e^{{b_z}}: "
       "the ratios are set by the graph's neighbourhoods and the initial weights, not by B (gamma_d drawn in "
       "[0.1, 0.95]). Not reached: the "
       "attention's late training (||q_1(t)|| >> 1, where the '>~' twins' coupling through ||q_1(T)|| could bind), "
       "t <= 20 steps (cost).")
EVIDENCE = {
    "thesis.ch3.eqB.120": _EV.format(ci="least ratio (min_s e_s/e^b)/(max_r e'_r/e^b) e^-(1 - delta) over the "
                                        "search 1.227 (gamma_d 0.33 .. 0.76), flat along B = 8 .. 512; by hand 0.94 (seed 0, m = 100, B = 8, t "
                                        "= 10), 1.25 (seed 1, B = 64, eta 0.2) at gamma_d = 0.4"),
    "thesis.ch3.eqB.121": _EV.format(ci="largest entry x D(1) / e^b = 1.336 (gamma_d 0.19 .. 0.9), 1.341 -> "
                                        "1.337 along B = 8 .. 512; by hand 1.20, 1.03 at gamma_d = 0.4"),
    "thesis.ch3.eqB.160": _EV.format(ci="least ratio 1.144 over the search (gamma_d 0.29 .. 0.79), flat along B; "
                                        "by hand 0.87, 1.21 at gamma_d = 0.4"),
    "thesis.ch3.eqB.161": _EV.format(ci="the same entry and side as (B.121) at the weakest witness: 1.247 over "
                                        "its own search, flat along B = 8 .. 512"),
}


def _gamma_dirs() -> tuple:
    from thmcheck.checks.papers.thesis import r18_thesisB2 as R18B2

    dirs = R18B2.B152_DIRECTIONS + (
        Direction("gamma_d", "gamma_d", 1.0, how="search",
                  reason="drawn by the strategy in [0.1, 0.95] (atoms 0.4, 0.9): (B.144)'s right side turns sign "
                         "with gamma_d (pbar' > 4 sigma from gamma_d ~ 0.8 on this graph law)"),)
    dom = R18B2.B152_DOMAIN + (Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1], the fraction of "
                                     "discriminative nodes", unreached="gamma_d in [0.1, 0.95] (N = 80: gamma_d -> 0 "
                                     "leaves no mu_1 node, gamma_d = 1 no token outside S_1 u S_2)"),)
    return dirs, dom


GAMMA_DIRECTIONS, GAMMA_DOMAIN = _gamma_dirs()


def _claims() -> list[Claim]:
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

    den = (r"\sum_{z \in \mathcal{Z}} |\mathcal{N}_z^n \cap \mathcal{S}_*^{n,T}| e^{%s\|\mathbf{q}_1(T)\|^2 - \sigma "
           r"\|\mathbf{q}_1(T)\| + b_z^{(T)}} + \sum_{z \in \mathcal{Z}} |(\mathcal{N}_z^n \cap \mathcal{S}^{n,T}) - "
           r"\mathcal{S}_1^{n,T}| e^{b_z^{(T)}}")
    specs = (
        ("thesis.ch3.eqB.120", "(B.120) L4425", ">=", "e120",
         "softmax_l(x_r^T W_K^(t) W_Q^(t) x_l + u_(r,l)^T b^(t)) (no transpose, as printed), r, l in S_1^{l,t}, "
         "u_(r,l)z_0 = 1, >~ e^{||q_1(t)||^2 - delta ||q_1(t)|| + b_{z_0}^(t)} / D(||q_1(T)||), D with ||q_1(T)||^2",
         r"\text{softmax}_l(\mathbf{x}_r^\top \mathbf{W}_K^{(t)} \mathbf{W}_Q^{(t)} \mathbf{x}_l + \mathbf{u}_{(r,l)}^"
         r"\top \mathbf{b}^{(t)}) \gtrsim \frac{e^{\|\mathbf{q}_1(t)\|^2 - \delta \|\mathbf{q}_1(t)\| + b_{z_0}^{(t)}}}{"
         + den % "" + "}", "(B.121)"),
        ("thesis.ch3.eqB.121", "(B.121) L4432", "<=", None,
         "softmax_l(x_r^T W_K^(t+1)T W_Q^(t+1) x_l + u_(r,l)^T b^(t)), r not in S_1^{l,t}, l in S_1^{l,t}, <~ "
         "e^{b_{z_0}^(t)} / D(||q_1(T)||), D with ||q_1(T)||^2",
         r"\text{softmax}_l(\mathbf{x}_r^\top \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l + \mathbf{u}_{"
         r"(r,l)}^\top \mathbf{b}^{(t)}) \lesssim \frac{e^{b_{z_0}^{(t)}}}{" + den % "" + "}", None),
        ("thesis.ch3.eqB.160", "(B.160) L4629", ">=", "e160",
         "softmax_l(x_r^T W_K^(t+1)T W_Q^(t+1) x_l + u_(r,l)^T b^(t+1)), r, l in S_1^{l,t}, u_(r,l)z_0 = 1, >~ "
         "e^{(1 + K(t))||q_1(t)||^2 - delta ||q_1(t)|| + b_{z_0}^(t)} / D, D with (1 + K(t))||q_1(T)||^2",
         r"\text{softmax}_l(\mathbf{x}_r^\top \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l + \mathbf{u}_{"
         r"(r,l)}^\top \mathbf{b}^{(t+1)}) \gtrsim \frac{e^{(1+K(t))\|\mathbf{q}_1(t)\|^2 - \delta \|\mathbf{q}_1(t)\| "
         r"+ b_{z_0}^{(t)}}}{" + den % "(1+K(t))" + "}", "(B.161)"),
        ("thesis.ch3.eqB.161", "(B.161) L4636", "<=", None,
         "softmax_l(x_r^T W_K^(t+1)T W_Q^(t+1) x_l + u_(r,l)^T b^(t)), r not in S_1^{l,t}, l in S_1^{l,t}, <~ "
         "e^{b_{z_0}^(t)} / D, D with (1 + K(t))||q_1(T)||^2",
         r"\text{softmax}_l(\mathbf{x}_r^\top \mathbf{W}_K^{(t+1)\top} \mathbf{W}_Q^{(t+1)} \mathbf{x}_l + \mathbf{u}_{"
         r"(r,l)}^\top \mathbf{b}^{(t)}) \lesssim \frac{e^{b_{z_0}^{(t)}}}{" + den % "(1+K(t))" + "}", None),
    )
    out = []
    for cid, src, cmp_, key, what, tex, twin in specs:
        lower = cmp_ == ">="
        if lower:
            chk = (f"Checked with the twin {twin} (one witness ||q_1(T)||, the shared D): both hold for some witness "
                   "only if (min_{s in S_1} e_s / e^{b_{z(s,l)}}) / (max_{r not in S_1} e'_r / e^{b_{z(r,l)}}) >= "
                   f"(c/C) e^{{1 - delta}} (a = 1, K -> 0+ the weakest numerator; e'_r {twin}'s entry): that ratio "
                   "times e^{-(1 - delta)} bounded below by one constant along B (alone the display is vacuous: "
                   "||q_1(T)|| -> inf sends its side to 0).")
        else:
            chk = ("Checked at its largest side (K -> 0+, ||q_1(T)|| = ||q_1(t)|| = 1, the witnesses' least values): "
                   "entry x D(1) / e^{b_{z_0}^(t)} bounded above by one constant along B.")
        out.append(Claim(
            id=cid, paper=PAPER, kind="step", comparison=cmp_,
            source=_src(f"{src}, proof of Lemma B.3.2 (a) (i), App. B; q_1(t) = sqrt(prod_l (1 + K(l))) q_1: (B.20); "
                        "Lemma B.3.2 L3979"),
            statement=f"{src.split(' ')[0]}: {what}, witnesses 1 <= ||q_1(t)|| <= ||q_1(T)||, K(t) > 0. {chk} On "
                      "thesis.ch3.eqB.210's graph transformers (the runs of thesis.ch3.eqB.152) inside |L| >= BT, "
                      "every step t' < t and every mu_1 query l, S^{l,t} = T^l.",
            statement_tex=tex,
            bound=B.one, measure=_lower_measure(key) if lower else _upper_measure,
            strategy=_b144_instances(), constants="hidden", uniform=True,
            assumptions=R16B.GT80_ASSUMPTIONS, directions=GAMMA_DIRECTIONS, domain=GAMMA_DOMAIN,
            eventually=("B",),
            expect="holds",
            evidence=EVIDENCE[cid],
            mutants={("10 B^3" if lower else "1e-3 / B^3"): (B.mut_lower if lower else B.mut_upper)},
            second_path=SP + "test_entries_own_softmax",
            notes="Round 19 (thesisB2): the row was 'uncomputable' (existential witnesses), then 'open' (thesisB). "
                  "Feasibility over the witness norms as r18_thesisA2 does for (A.30) etc.; the '>~' displays are "
                  "coupled to their '<~' twins through the one witness ||q_1(T)|| in their shared denominator (each "
                  "alone: vacuous for '>~', largest side at the witnesses' least values for '<~'). n = l (the query "
                  "node), z = the shortest-path distance, b_0 fixed at 1 (Lemma B.3.3).",
            settings={"ci": {"max_examples": 6, "budget_s": 4.0, "min_valid": 1, "path_starts": 1},
                      "dev": {"max_examples": 15}},
        ))
    return out



# ================= (B.144) L4547 at t = 0: <eta (1/B) sum_n dLoss/dW_Q x_j, q_1(t)> >~ the (B.138)-type member

def b144_terms(inst: dict) -> dict:
    """At t = 0 on thesis.ch3.eqB.147's runs with the Section 3.5.1 graph's gamma_d drawn (inst['gamma_d'], eps_S 0.1,
    N = 80; r16_thesisAB2._gt_start fixes 0.4): the left side G_j(0) (as r19_thesisB.b147_run: one step of Algorithm 4,
    the printed gradient projection of each non-discriminative token on q_1(0) = W_K^(0) x_1) and the right side at t = 0 (the sums over b =
    1..0 empty, ||q_1(0)|| = 1): eta (m/a) (1 - 2 eps_0) xi eta m/a^2 ((1/4) pbar' - sigma) phi_l(0)(|S^{l,0}| -
    |S_1^{l,0}|) (bounds.thesis.r19_thesisB.b138_last_t0, a = sqrt(m)) with (B.145)'s p'_n(0) = sum_z |S_1 cap N_z^n|
    e^{-delta + b_z^(0)} / (sum_z |(S_1 u S_2) cap N_z^n| e^{-delta + b_z^(0)} + |S^n| - |S_1^n| - |S_2^n|) (the run's
    b^(0): b_0 = 1), pbar' its mean over the labeled nodes (the batch mean's expectation), eps_0 = 0 (noise-free labels:
    the factor's largest value), l the mu_1 node with the largest phi_l(0)(|S^l| - |S_1^l|) (Definition B.2.3)."""
    import torch

    from thmcheck.bounds.thesis import r19_thesisB as B19
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis.ch3_training_grids import _config, _graph, _setup
    from thmcheck.models import graph_transformer as GT

    seed, m, eta, Bn = int(inst["seed"]), int(inst["m"]), float(inst["eta"]), int(inst["B"])
    gam = float(inst.get("gamma_d", 0.4))
    with GT.single_thread():
        cfg = {**_config(), "m": m}
        pats, y, Dn, _z, _rng = _graph(cfg, gam, 0.1, seed)
        X, p, lab, g = _setup(cfg, pats, seed)
        Dt = torch.as_tensor(Dn)
        nb = (Dt >= 1) & (Dt <= 2)
        pa = np.asarray(pats)
        with torch.no_grad():
            p.b[0] = R16B.B210_B0
        x1 = X[int(np.nonzero(pa == 0)[0][0])]
        xs = [X[int(np.nonzero(pa == k)[0][0])] for k in sorted({int(v) for v in pa if v >= 2})]
        with torch.no_grad():
            q1, r1 = (p.WK @ x1).clone(), (p.WQ @ x1).clone()
            rj = [(p.WQ @ x).clone() for x in xs]
        GT.train_masked(X, torch.as_tensor(y, dtype=torch.float64), Dt, lab, p, eta, Bn, 1, cfg["n_sample"], g, nb)
        with torch.no_grad():
            n2 = float(q1 @ q1)
            K0 = float((p.WQ @ x1 - r1) @ q1) / n2
            G0 = [-float((p.WQ @ x - r) @ q1) for x, r in zip(xs, rj)]
            scale = max([float(torch.linalg.norm(p.WQ @ x - r)) for x, r in zip(xs, rj)] + [1e-300]) * math.sqrt(n2)
    pats, y, D = pa, np.asarray(y), Dt.numpy()
    M, sig, dl, xi = int(cfg["M"]), float(cfg["sigma"]), float(cfg["delta"]), float(cfg["xi"])
    b0 = np.zeros(len(p.b))
    b0[0] = R16B.B210_B0

    def counts(n: int) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        T = np.nonzero(D[n] <= 2)[0]
        z = np.minimum(D[n, T], 2).astype(int)
        c = np.zeros((3, M))
        np.add.at(c, (z, pats[T]), 1.0)
        return T, z, c

    def p_prime(n: int) -> float:
        T, z, _ = counts(n)
        w = np.exp(-dl + b0[np.minimum(z, len(b0) - 1)])
        s1, s12 = pats[T] == 0, pats[T] <= 1
        return float((w * s1).sum() / ((w * s12).sum() + (~s12).sum()))

    labn = np.asarray(lab)
    pbar = float(np.mean([p_prime(int(n)) for n in labn]))
    best = (0.0, -1)
    for l in np.nonzero(pats == 0)[0]:
        _, _, c = counts(int(l))
        _, phi = B19.p_phi_t0(c, int(y[l]), 0, sig)
        f = phi * float(c.sum() - c[:, 0].sum())
        if f > best[0]:
            best = (f, int(l))
    rhs = B19.b138_last_t0(pbar, sig, eta, xi, 0.0, m, best[0], 1.0)
    return {"G_j(0)": list(G0), "gamma_d": gam, "rhs": rhs, "pbar'": pbar, "pbar'/4 - sigma": pbar / 4 - sig,
            "phi_l (|S^l| - |S_1^l|)": best[0], "l": best[1], "K(0)": K0, "scale": scale}


def _b144_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """G >~ Theta(1) R (one constant c in [1/C, C], G >= c R) at an instance, per token j: where R > 0 it needs w =
    G/R >= c > 0 (w <= 0: a sign crossing no constant repairs); where R < 0 it needs G/R <= c, i.e. w = R/G >= 1/C
    for G < 0 (for G >= 0 it holds for every c: w = 1e6). lhs = the least w over the tokens j; bound 1, hidden
    constant. ``exact``: R > 0 beyond rounding and the least G <= 0 exactly 0 (no gradient reaches the token) or below
    -1e-9 of the update's scale."""
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

    q = b144_terms(inst)
    R = q["rhs"]
    ws = []
    for g in q["G_j(0)"]:
        if R > 0:
            ws.append(g / R)
        elif R < 0:
            ws.append(R / g if g < 0 else 1e6)
        else:
            ws.append(1e6 if g >= 0 else -1e6)
    w = min(ws)
    gmin = min(q["G_j(0)"])
    exact = (R > 0 and q["pbar'/4 - sigma"] > 1e-9 and w <= 0
             and (gmin == 0.0 or -gmin > 1e-9 * q["scale"]))
    return Measurement(w, {"B": float(inst["B"])},
                       {**{k: val for k, val in q.items() if k != "G_j(0)"}, "G_j(0) (tokens)": str(q["G_j(0)"]),
                        "w per token": str(ws), **R16B.gt80_terms(inst)}, exact=exact)


@st.composite
def _b144_instances(draw: st.DrawFn) -> dict:
    """thesis.ch3.eqB.152's draws (seed, m, B, t, eta; inside |L| >= BT, m raised to the width of the B path's end 512)
    with gamma_d in [0.1, 0.95] (atoms 0.4, 0.9):
    the graph needs non-discriminative nodes for j (gamma_d < 1)."""
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B
    from thmcheck.checks.papers.thesis import r18_thesisB2 as R18B2

    inst = R16B.gt80_lift(draw(R18B2._b152_instances()), 512)   # the B path's width: one network along the path
    return {**inst, "gamma_d": float(draw(st.one_of(st.sampled_from([0.4, 0.9]), st.floats(0.1, 0.95))))}


def _claim_b144() -> Claim:
    from thmcheck.checks.papers.thesis import r16_thesisAB2 as R16B

    return Claim(
        id="thesis.ch3.eqB.144", paper=PAPER, kind="step", comparison=">=",
        source=_src("(B.144), proof of Lemma B.3.2 (ii), App. B, L4547; p'_n(t): (B.145) L4555; phi_n(t): Definition "
                    "B.2.3 L3911-L3921; Lemma B.3.2 L3979 (t = 0, 1, ..., T - 1)"),
        statement="(B.144): for j in S_n / (S_1^{n,t} u S_2^{n,t}), <eta (1/B) sum_n dLoss/dW_Q^(t) x_j^n, q_1(t)> >~ eta "
                  "(1/B) sum_n (m/a)((1 - 2 eps_0)/B sum_n xi eta (t+1)^2 m/a^2 ((1/(4B)) sum_n p'_n(b) - sigma) + eta "
                  "m (1/(2B)) sum_{b=1}^t ...) phi_n(t)(|S^{l,t}| - |S_1^{l,t}|) ||q_1(t)||^2. Checked at t = 0 (the "
                  "sums over b = 1..0 empty, ||q_1(0)|| = 1, q_1(0) = W_K^(0) x_1 as (B.147)'s natural witness) on "
                  "thesis.ch3.eqB.147's runs: G_j(0) >= c R(0) with one Theta(1) constant c, for every non-"
                  "discriminative token j (measured as w = G/R (R > 0) or R/G (R < 0, G < 0) >= 1/C).",
        statement_tex=r"\left\langle \eta \frac{1}{B} \sum_{n \in \mathcal{B}_b} \frac{\partial \text{Loss}(\mathbf{X}, "
                      r"y_n)}{\partial \mathbf{W}_Q^{(t)}} \mathbf{x}_j^n, \mathbf{q}_1(t) \right\rangle \gtrsim \eta "
                      r"\frac{1}{B} \sum_{n \in \mathcal{B}_b} \frac{m}{a} \Big( \frac{1-2\epsilon_0}{B} \sum_{n} "
                      r"\frac{\xi \eta (t+1)^2 m}{a^2} \big( \frac{1}{4B} \sum_{n} p'_n(b) - \sigma \big) + \cdots "
                      r"\Big) \phi_n(t) (|\mathcal{S}^{l,t}| - |\mathcal{S}_1^{l,t}|) \|\mathbf{q}_1(t)\|^2",
        bound=B.one, measure=_b144_measure, strategy=_b144_instances(), constants="hidden", uniform=True,
        assumptions=R16B.GT80_ASSUMPTIONS,
        directions=GAMMA_DIRECTIONS, domain=GAMMA_DOMAIN,
        eventually=("B",),
        expect="erratum",
        evidence="A sign crossing at t = 0, certain in float64 and persisting as B grows: where the graph has enough "
                 "discriminative nodes that (B.145)'s p'_n(0) averages above 4 sigma, the printed right side R(0) = "
                 "eta^2 xi sqrt(m) ((1/4) pbar' - sigma) phi_l (|S^l| - |S_1^l|) is positive, while the left side (the "
                 "printed gradient projection of a non-discriminative token on q_1(0), thesis.ch3.eqB.147's G_j) has "
                 "no sign of its own and is negative for some token: G_j(0) >= c R(0) fails for every c > 0. ci: seed "
                 "276, m = 512, eta = 0.05, gamma_d = 0.9 (N = 80, eps_S = 0.1, sigma = 0.1, delta = 0.2, b_0 = 1): "
                 "pbar' = 0.443 (pbar'/4 - sigma = +0.011), R(0) = 8.4e-7 > 0; G_j(0) = -2.3e-5, -4.9e-6, -4.1e-6, "
                 "-3.2e-6 at B = 3, 8, 512, 5120 (update scale 1.4e-4 .. 1.2e-5: the sign far beyond rounding), and "
                 "the path B = 8 .. 16,191 (m fixed) keeps w = G/R in [-5.9, -1.6] (one point -0: the other "
                 "token, whose nodes are all unlabeled, so W_Q x_j receives no gradient and G_j(0) = 0 exactly, "
                 "also below c R > 0). At gamma_d = 0.4 (r16_thesisAB2's graph) pbar' ~ 0.16-0.19 < 4 sigma, R(0) < "
                 "0 and the display holds with w = R/G = O(1) (ci 0.02 .. 0.07 along B). Second path (tests/"
                 "gt_own.py: own graph counts, own (B.145) p'_n(0), own forward and hinge gradient, own batches of "
                 "32): at gamma_d = 0.9, R(0) > 0 on all 8 seeds and min_j G_j(0) <= 0 on 6 of them. The same mechanism as thesis.ch3.eqB.147 (the left side's sign) meets the "
                 "right side's sign of thesis.ch3.eqB.138-last (which is negative at small gamma_d): the display "
                 "fails at large gamma_d, the (B.138) member at small.",
        no_correction_reason="the left side has no sign of its own at t = 0 (thesis.ch3.eqB.147: the printed and the "
                             "descent-sign projections both cross), so no positive multiple of a positive right side "
                             "bounds it below; a correction would bound |G_j| <~ the member in norm, which changes "
                             "the proof's step (ii) rather than a constant",
        mutants={"10 B^3": B.mut_lower},
        second_path=SP + "test_b144_sign_crossing_own_model",
        notes="Round 19 (thesisB2): the row was 'uncomputable', then 'open' (thesisB). Its left side is thesis.ch3."
              "eqB.147's G_j, its right side at t = 0 thesis.ch3.eqB.138-last's member with (B.145)'s p'_n(0). "
              "gamma_d is drawn (r16_thesisAB2._gt_start fixes 0.4, where pbar'/4 < sigma and R(0) < 0). Only t = 0: "
              "for t >= 1 p'_n(b) needs sum_b K(b) and ||q_1(t)|| (existential witnesses). pbar' is the labeled "
              "nodes' mean (the batch mean's expectation), eps_0 = 0 (noise-free labels).",
        settings={"ci": {"max_examples": 10, "budget_s": 6.0, "min_valid": 1, "path_starts": 1},
                  "dev": {"max_examples": 15}},
    )


CLAIMS.extend(_claims())
CLAIMS.append(_claim_b144())

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-19 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch3.eqB.144': 'auditor A: confirmed',
}, 'docs/audits/round19/thesis.md')
