"""Round 30 (helper inproofB): chenli's in-proof rows of Lemmas 5.15, 5.17, 6.4 and 7.2 re-read.

- ``chenli.display.lemma5.15-eq49`` (L1092-L1094, (49)): the proof's pointwise bound on the event E, as printed:
  for every X, X' satisfying E (every A_{a,b,c}: |X'_a Theta X_b - X'_a Theta X_c| >= s ||Theta||_F, every B_{a,b}
  (47): |X'_a Theta X_b - X'_a Theta X'_b| <= C' eta0 ||Theta||_F) and every row i, ||Delta(X, X')_i||_inf <=
  O~(k^2/s * eta0), s > 0 the proof's free parameter (L1068). Checked on a Hadamard construction in the coupling's
  support (Definition 5.10) where E holds with every B at 0 and A's least gap 2 f/sqrt(r) (f = c sqrt(d2) flipped
  coordinates), while the first rows' logits change in their FIRST argument (X_1 -> X'_1, which E does not compare)
  and the first row's softmax flips: ||Delta_1||_inf = tanh(f ||Theta||_F/sqrt r) ~ 1 against a bound that falls
  like 1/sqrt(d) at s = 2 f/sqrt(r). At s <= 1 (Lemma 3.9's C <= 1) the bound is >= k^2 c^2/r^{1/4} >= 4 d^{-1/16}
  (r << d^{1/4}), above 1 >= ||Delta_i||_inf at every computable d: the display can fail only at s > 1.
"""

from __future__ import annotations

import math
from typing import Any

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_inproofB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, SolverFailure, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, with_edges

CLAIMS: list[Claim] = []

# ---------------------------------------------------- (49) pointwise on the event E (L1068-L1094), as printed


def _hadamard_cols(n: int, rows: list[int]) -> Any:
    """Sylvester-Hadamard rows h_l (entry j = (-1)^{popcount(l & j)}) as the columns of an n x len(rows) array."""
    import numpy as np

    j = np.arange(n, dtype=np.int64)
    out = np.empty((n, len(rows)))
    for t, l in enumerate(rows):
        bits = np.bitwise_and(j, l)
        par = np.zeros(n, dtype=np.int64)
        while bits.any():
            par ^= bits & 1
            bits >>= 1
        out[:, t] = 1.0 - 2.0 * par
    return out


def _eq49_parts(inst: dict) -> dict:
    """k = 2, d1 = d2 = d3 = n = 2^p. Theta = (F/sqrt r) P Q^T, P's columns h_l/sqrt(n) on S_[2], Q's columns
    h_l/sqrt(n) on S_[1] (l in {0, n/2} and r - 2 further rows): stable rank exactly r, ||Theta||_F = F, Theta's
    columns outside S_[1] are 0. X_1 = (h_0, block-2 halves of sums 0 and -f, balanced S_[3]); X'_1 = X_1 with f of the
    -1 entries of the second half of S_[2] set to +1 (Definition 5.10's coupling step, mu_1 = -f/n -> mu'_1 = f/n);
    X_2 = X'_2 = (h_{n/2}, X'_1's S_[2] block, balanced S_[3]). Theta (X_b - X'_b) = 0 (the change lies in S_[2]):
    every B_{a,b} is 0; row 1's logits are (F/sqrt r)(-f, f) for X and (F/sqrt r)(f, -f) for X'."""
    import numpy as np

    n, r, c = int(inst["n"]), int(inst["r"]), float(inst["c"])
    if n < 8 or n & (n - 1):
        raise SolverFailure(f"n = {n}: the Sylvester construction needs a power of 2")
    d = 3 * n
    f = int(math.floor(float(inst["uf"]) * c * math.sqrt(n) + 1e-9))
    f -= f % 2
    if f < 2 or r > n // 2:
        raise SolverFailure(f"f = {f}, r = {r}, n = {n}: no coupling step / too few Hadamard rows")
    rng = np.random.default_rng(int(inst["seed"]))
    others = [l for l in range(1, n) if l != n // 2][: r - 2]
    H = _hadamard_cols(n, [0, n // 2, *others])
    S1, S2, S3 = np.arange(0, n), np.arange(n, 2 * n), np.arange(2 * n, 3 * n)
    Hn = H / math.sqrt(n)  # P = Hn on S_[2] (0 elsewhere), Q = Hn on S_[1] (0 elsewhere)
    half = n // 2

    def halfblock(total: int) -> np.ndarray:
        v = -np.ones(half)
        v[rng.permutation(half)[: (half + total) // 2]] = 1.0
        return v

    X1 = np.empty(d)
    X1[S1] = H[:, 0]
    second = halfblock(-f)
    X1[S2] = np.concatenate([halfblock(0), second])
    b3 = -np.ones(n)
    b3[rng.permutation(n)[: n // 2]] = 1.0
    X1[S3] = b3
    X1p = X1.copy()
    neg = np.flatnonzero(second < 0)
    X1p[S2[half + rng.permutation(neg)[:f]]] = 1.0
    X2 = np.empty(d)
    X2[S1] = H[:, 1]
    X2[S2] = X1p[S2]
    b3 = -np.ones(n)
    b3[rng.permutation(n)[: n // 2]] = 1.0
    X2[S3] = b3
    X = np.stack([X1, X2])
    Xp = np.stack([X1p, X2])
    F = float(inst["g"]) * math.log(2.0 * d) ** 2
    mus = [float(M[i, S2].mean()) for M in (X, Xp) for i in range(2)]
    nus = [float(M[i, S3].mean()) for M in (X, Xp) for i in range(2)]
    return {"X": X, "Xp": Xp, "Hn": Hn, "F": F, "n": n, "d": d, "f": f, "mus": mus, "nus": nus}


def _softmax_rows(L: Any) -> Any:
    import numpy as np

    Z = L - L.max(axis=1, keepdims=True)
    E = np.exp(Z)
    return E / E.sum(axis=1, keepdims=True)


def _eq49_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max_i ||softmax(X Theta X^T)_i - softmax(X' Theta X'^T)_i||_inf (Delta of L1056, every row); E's events
    measured: B's largest left side max_{a,b} |X'_a Theta (X_b - X'_b)|/||Theta||_F and A's least gap
    min_{a, b != c} |X'_a Theta (X_b - X_c)|/||Theta||_F, against s = us * (the least gap)."""
    import numpy as np

    q = _eq49_parts(inst)
    X, Xp, F = q["X"], q["Xp"], q["F"]
    r = int(inst["r"])
    n = q["n"]
    P2 = Q1 = q["Hn"]  # P's S_[2] rows and Q's S_[1] rows (both factors vanish off these blocks)

    def bil(A: np.ndarray, Bm: np.ndarray) -> np.ndarray:  # A Theta Bm^T, Theta = (F/sqrt r) P Q^T never formed
        # einsum (no BLAS): BLAS threads on (2 x n) @ (n x r) were slow on a loaded machine
        left = np.einsum("aj,jl->al", A[:, n:2 * n], P2)
        right = np.einsum("bj,jl->bl", Bm[:, :n], Q1)
        return (F / math.sqrt(r)) * np.einsum("al,bl->ab", left, right)

    D = _softmax_rows(bil(X, X)) - _softmax_rows(bil(Xp, Xp))
    lhs = float(np.abs(D).max())
    Bmax = float(np.abs(bil(Xp, X - Xp)).max()) / F
    G = bil(Xp, X[:1] - X[1:])
    gap = min(abs(float(G[a, 0])) for a in range(2)) / F
    s = float(inst["us"]) * gap
    c, d = float(inst["c"]), q["d"]
    orth = float(max(np.abs(P2.T @ P2 - np.eye(r)).max(), np.abs(Q1.T @ Q1 - np.eye(r)).max()))
    # Q orthonormal: ||Theta_{j,:}|| = (F/sqrt r)||P_j|| (zero off S_[2]); columns likewise (zero off S_[1])
    rows = np.sqrt(np.einsum("ij,ij->i", P2, P2)) * F / math.sqrt(r)
    cols = np.sqrt(np.einsum("ij,ij->i", Q1, Q1)) * F / math.sqrt(r)
    ups = math.sqrt(d) * float(max(rows.max(), cols.max())) / F
    return Measurement(lhs, {"k": 2, "s": s, "c": c, "r": float(r), "d2": n, "d3": n, "d": d},
                       {"B_max": Bmax, "A_min_gap": gap, "f": q["f"], "F": F, "orthonormal_err": orth,
                        "c_slack": min(c - 1.0, math.sqrt(min(r, n)) / 2 - c),
                        "mean_slack": c / math.sqrt(n) - max(abs(m) for m in q["mus"]),
                        "nu_slack": c / math.sqrt(n) - max(abs(v) for v in q["nus"]),
                        "upsilon": ups, "upsilon r^2/sqrt d (<< 1)": ups * r * r / math.sqrt(d),
                        "r/d^{1/4} (<< 1)": r / d**0.25, "F/log(kd) (>> 1)": F / math.log(2 * d)})


@st.composite
def _eq49_inst(draw: st.DrawFn) -> dict:
    p = draw(with_edges(st.integers(6, 12), 6, 12))  # n = d2 = 2^p
    r = draw(st.sampled_from([4, 8, 16, 32]))
    c = 1.0 + draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)) * (math.sqrt(r) / 2 - 1.0)
    return {"n": 2**p, "r": r, "c": c, "uf": draw(with_edges(st.floats(0.05, 1.0), 1.0)),
            "us": draw(with_edges(st.floats(1e-3, 1.0), 1.0)), "g": draw(with_edges(st.floats(1.0, 4.0), 1.0)),
            "seed": draw(SEEDS)}


def _eq49_move_d(inst: dict, t: float) -> dict:
    """d2 = 2^p -> inf (t = d2, rounded to a power of 2) at the largest s that A allows (us = 1) and the most flips
    (uf = 1)."""
    return {**inst, "n": 2 ** round(math.log2(t)), "us": 1.0, "uf": 1.0}


CLAIMS += [Claim(
    id="chenli.display.lemma5.15-eq49",
    catalog_id="chenli.lemma5.15",
    paper=PAPER,
    source=f"Proof of Lemma 5.15, Section 5.4, {SEED_FILE} L1092-L1094 ((49); the event E L1070-L1082 with (47), "
           "s > 0 free L1068, 'pointwise over any X, X' satisfying E' L1088; Delta L1056; the coupling L761-L775)",
    statement="Then under event E, for any i in [k], ||E[Delta(X, X')_i | E]||_inf <= O~(k^2/s * (sqrt(c) r_Theta^{1/4}/"
              "min(d2, d3)^{1/4} + c^2/r_Theta^{1/4})), bounded 'pointwise over any X, X' satisfying E' (L1088), "
              "E = (cap A_{a,b,c}) cap (cap B_{a,b}) with A_{a,b,c}: |X'_a Theta X_b - X'_a Theta X_c| >= s ||Theta||_F "
              "and B_{a,b} (47): |X'_a Theta X_b - X'_a Theta X'_b| <= C' (...) ||Theta||_F. Checked pointwise: "
              "max_i ||Delta(X, X')_i||_inf against k^2 eta0 (1 + log d)/s, one constant over X, X' in E in the "
              "coupling's support, s > 0, c, r_Theta, d.",
    kind="step", comparison="<=", bound=B.eq49_shape, measure=_eq49_measure, strategy=lambda: _eq49_inst(),
    constants="hidden", uniform=True,
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("means", "|mu_i|, |mu'_i| <= c/sqrt(d2) (exact slice counts)", lambda q: q["mean_slack"] + 1e-12),
        Assumption("first case", "|nu_i|, |nu'_i| <= c/sqrt(d3) (the case (49) treats)",
                   lambda q: q["nu_slack"] + 1e-12),
        Assumption("B events", "every B_{a,b} of (47) holds for every C' > 0: max |X'_a Theta (X_b - X'_b)| = 0",
                   lambda q: 1e-9 - q["B_max"]),
        Assumption("A events", "every A_{a,b,c}: |X'_a Theta (X_b - X_c)| >= s ||Theta||_F",
                   lambda q: q["A_min_gap"] - q["s"] + 1e-12),
        Assumption("stable rank", "Theta = (F/sqrt r) P Q^T with P, Q orthonormal: r_Theta = r exactly",
                   lambda q: 1e-9 - q["orthonormal_err"]),
        uncertified("section4", "(8)'s lower end log^c(dmk)/(kappa lambda) << r_Theta (c 'sufficiently large'); "
                    "Assumption 3's and 4's Pi_S^perp parts (a sup over 2^d sets S); the '<<' of (8)'s upper end "
                    "(r/d^{1/4}), of Assumption 4 (upsilon r^2/sqrt d, upsilon = sqrt 3 here) and Assumption 6 "
                    "(||Theta||_F = g log^2(2d), F/log(kd) >= log(2d)) are met along d (recorded)",
                    why="unspecified constants ('<<', 'sufficiently large c') and sups over 2^d sets")),
    directions=(
        Direction("d2 = d/3 = 2^p -> inf at s = A's least gap", "n", INF, how="path", move=_eq49_move_d,
                  points=(2.0**6, 2.0**8, 2.0**10, 2.0**12, 2.0**14, 2.0**16),
                  reason="||Delta_1||_inf = tanh(f F/sqrt r) -> 1 while the shape at s = 2f/sqrt(r), f ~ c sqrt(d/3), "
                         "falls like log(d)/sqrt(d)"),
        Direction("s over (0, A's least gap], c, r_Theta, ||Theta||_F, the flips f", "us", 0.0, how="search",
                  reason="us in [1e-3, 1], c over [1, sqrt(r)/2], r in {4, 8, 16, 32}, g in [1, 4], f up to c sqrt(d2)"),
        Direction("k and the other rows", "k", INF, how="unsearched",
                  reason="k = 2: more rows only add logits; row 2's Delta is 0 here"),
    ),
    expect="conditional",
    evidence="audit pending (round 30). (49) as printed, pointwise on E (the proof bounds the conditional expectation "
             "'pointwise over any X, X' satisfying E', L1088). Instance (Hadamard, k = 2, d1 = d2 = d3 = n): X'_1 = "
             "X_1 with f = c sqrt(n) entries of S_[2] flipped -1 -> +1 (Definition 5.10, mu_1 = -f/n -> f/n, within "
             "c/sqrt(d2)), X_2 = X'_2; Theta = (F/sqrt r) P Q^T reads S_[2] on the left and S_[1] on the right, so "
             "Theta (X_b - X'_b) = 0 and every B_{a,b} holds for every C' (left side 0), and A's gaps are all 2f/sqrt(r) "
             "||Theta||_F; but row 1's logits are (F/sqrt r)(-f, f) under X and (F/sqrt r)(f, -f) under X' (the "
             "change (X_1 - X'_1)^T Theta X_b, which E's B events, comparing only the second argument, do not see), so "
             "||Delta_1||_inf = tanh(f F/sqrt r) ~ 1 while k^2 eta0 (1 + log d)/s at s = 2f/sqrt(r) falls like "
             "log(d)/sqrt(d) (r = 4, c = 1, ||Theta||_F = log^2(2d): ratio 0.27 at d = 192, 0.49 at 768, 0.93 at 3072, 1.7 at 12288, 3.3 at 49152, 6.1 at 196608, x1.9 per factor 4 in d; the O~ read as one log d factor: a power (log d)^q of it grows x2.3^q over the path, so the x23 growth also rules out q <= 3; see the path). At s <= 1 (the "
             "range Lemma 3.9's C <= 1 allows) the display cannot fail at computable d (the bound is >= k^2 c^2/"
             "r^{1/4} >= 4 d^{-1/16} > 1); it fails for s > 1, which L1068's 's > 0' and E admit. The same gap as "
             "chenli.display.lemma5.15-event-item1 (r29, Item 1 of Lemma 3.9), here in the printed display itself. "
             "Lemma 5.15 itself is not refuted by this. Conditional on Section 4's unspecified constants ((8)'s lower "
             "end, Pi_S^perp parts; the measured upsilon = sqrt 3, r/d^{1/4} and F/log(kd) are recorded).",
    second_path="tests/test_chenli_r30_inproofB.py::test_eq49_first_argument_flip",
    no_correction_reason="the repair is to E (add the first-argument events |(X_a - X'_a)^T Theta X_b| <= C' eta0 "
                         "||Theta||_F, as the second case's event L1098 and Lemma 5.17's B_{a,b} do), after which (49) "
                         "is Lemma 3.9's conclusion (chenli.lemma3.9); no other bound is proposed",
    no_mutant_reason="a uniform shape refuted along d by a ratio growing like sqrt(d)/log d; any planted shape that "
                     "does not grow as fast is refuted by the same path",
    auto_mutant=False,
    domain=(Param("s", 0.0, INF, lo_closed=False, key="s", text="s > 0 (L1068)",
                  unreached="s <= A's least gap (E must hold): up to 2 c sqrt(d2/r)"),
            Param("d2", 1, INF, integer=True, key="n", text="d2 = d3 = d1 = 2^p", unreached="2^p <= 2^16 on the path"),
            Param("r_Theta", 1, INF, key="r", text="r_Theta", unreached="r in {4, 8, 16, 32}"),
            Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r, d2, d3))/2",
                  unreached="c <= sqrt(r)/2 <= 2.9 at r <= 32")),
    settings={"ci": {"max_examples": 4, "budget_s": 1.0, "path_starts": 1, "path_decades": 0.0}},
)]
