"""Round 18 (helper chenli): Lemma 9.1 over Assumption 10 as printed, with a loss floor that holds for every Theta;
the third link of Lemma 6.2's net step (L1444).

- ``chenli.lemma9.1-a10-floor`` (L2860-L2889 with Algorithm 5's constraint ||w|| <= sqrt(m) and Assumption 10,
  L485): with ||W_1||_F = 1 and ||W_i||_F (i > 1) large (Assumption 10 bounds it only from below; Assumptions 8-9
  are scale-free), the first columns w_i* = W_i e_1 can have ||sum_i w_i*|| > m. On inputs X with k equal rows x
  (probability 2^{-(k-1) d}) every attention row is uniform for Theta_i and for Theta^_i alike, so Z w = x^T sum_i
  w_i in every row and Y_{:,1} = x^T sum_i w_i*; Algorithm 5's output obeys ||w^|| <= sqrt(m), so ||sum_i w^_i|| <= m
  and E||F^(X) - F(X)||_F^2 >= 2^{-(k-1) d} k (||sum_i w_i*|| - m)_+^2 for EVERY Theta_i, Theta^_i and every sample
  set. The printed bound eps^2 d^4 k^3 m ||W_1||_F^2 -> 0 as eps -> 0 (Theta^_i = Theta_i meets the hypothesis for
  every eps > 0), so no constant works: violated as printed with no hypothesis on the Theta_i granted (chenli.lemma9.1,
  which runs Algorithm 5 itself, stays conditional on Section 4 for its own instances; this settles its crossing's
  mechanism). Under the reading 'W_1 largest' (||W_i||_F <= 1) Assumption 9 gives ||sum_i w_i*|| <= m/sqrt(r_W) < m
  and the floor is 0.
- ``chenli.display.lemma6.2-net-third`` (L1440-L1446): with the printed net scale delta ~ eps/sqrt(mka lambda') (a
  read as d, as in Lemma 6.2's own prefactor sqrt(mkd lambda')), the link delta (kd sum_i ||W_i||_F^2)^{1/2} <~ eps
  min_i ||W_i||_F reads eps (sum_i ||W_i||_F^2/(m lambda'))^{1/2} <~ eps min_i ||W_i||_F: with ||W_1||_F = 1 the left
  side is >= eps/sqrt(m lambda') while the right side is <= eps, and lambda' <= 1/r_Theta (Assumption 10) makes the
  ratio >= sqrt(r_Theta/m) -> inf (r_Theta -> inf with d under (8)); along lambda' -> 0 at fixed norms it grows like
  lambda'^{-1/2}. Pure algebra on the printed parameters (no randomness); erratum (the net needs delta ~ eps
  sqrt(lambda'/(mkd)) min/max of the norms, which changes the net size and Lemma 6.2's prefactor).
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r18_chenli as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


def _rw_floor(m: int, k: int, d: int) -> float:
    """Assumption 9's floor with '>>' a factor 10 (as chenli.lemma9.4): r_W >= 10 m^3 k log d."""
    return 10.0 * m**3 * k * math.log(d)


def _least_d(m: int, k: int, rho: float) -> int:
    d = 16
    for _ in range(60):
        d_new = max(16, int(math.ceil(rho * _rw_floor(m, k, d))) + 1)
        if d_new == d:
            break
        d = d_new
    return d


def _l91_floor_instances(wide: bool = True) -> st.SearchStrategy[dict]:
    """m heads, k tokens, d at Assumption 9's floor (d - 1 >= r_W = rho 10 m^3 k log d, so W_i = n_i [c u, s R_i]
    with c^2 = phi/r_W, s^2 = (1 - c^2)/(d - 1) has stable rank >= r_W; the heads share the first-column direction u
    and take R_i' = R_i J^{i' - i} (J a cyclic shift), so <W_i, W_i'> = n_i n_i' c^2: kappa' = phi/r_W <= 1/(10 m)).
    ||W_1||_F = 1 and ||W_i||_F = wbig (i > 1): wide draws wbig in [0.1, 1e4] (Assumption 10 as printed; large
    proposed first), the reading 'W_1 largest' in [0.1, 1]. eps = eps_rel 2^{-(k-1) d/2}, eps_rel in [1e-12, 1e3]."""

    @st.composite
    def draw(draw: st.DrawFn) -> dict:
        m = draw(with_edges(st.integers(1, 4), *((2, 4, 1) if wide else (1, 4))))
        k = draw(with_edges(st.integers(2, 6), 2, 6))
        rho = float(draw(with_edges(log_uniform(1.0, 10.0), 1.0)))
        phi = float(draw(with_edges(st.floats(0.0, 1.0), 1.0)))
        d = int(round(_least_d(m, k, rho) * float(draw(with_edges(st.floats(1.0, 2.0), 1.0)))))
        hi = 1e4 if wide else 1.0
        wbig = float(draw(with_edges(log_uniform(0.1, hi), *((1e4, 0.1) if wide else (1.0, 0.1)))))
        eps_rel = float(draw(with_edges(log_uniform(1e-12, 1e3), 1.0, 1e-12)))
        return {"m": m, "k": k, "d": d, "rho": rho, "phi": phi, "wbig": wbig, "eps_rel": eps_rel}

    return draw()


def _l91_floor_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = 2^{(k-1) d} x the floor 2^{-(k-1) d} k (||sum_i w_i*|| - m)_+^2 = k (sum_i c_i - m)_+^2 (aligned first
    columns c_i u, c_i = n_i sqrt(phi/r_W)); every hypothesis number in the terms."""
    m, k, d = int(inst["m"]), int(inst["k"]), int(inst["d"])
    r_w = float(inst["rho"]) * _rw_floor(m, k, d)
    n = [1.0] + [float(inst["wbig"])] * (m - 1)
    c = [ni * math.sqrt(float(inst["phi"]) / r_w) for ni in n]
    s2 = [(ni * ni - ci * ci) / (d - 1) for ni, ci in zip(n, c)]
    srank = min(ni * ni / max(ci * ci, si) for ni, ci, si in zip(n, c, s2))
    kappa_p = float(inst["phi"]) / r_w if m > 1 else 0.0
    gap = max(0.0, sum(c) - m)
    return Measurement(k * gap * gap, {"eps_rel": float(inst["eps_rel"]), "d": d, "k": k, "m": m, "w1": n[0]},
                       {"||sum_i w_i*||": sum(c), "m (the largest ||sum_i w^_i|| under ||w^|| <= sqrt m)": float(m),
                        "stable rank min_i ||W_i||_F^2/||W_i||_op^2": srank, "r_W (Assumption 9's floor)":
                        _rw_floor(m, k, d), "kappa' (Assumption 8)": kappa_p, "||W_1||_F": n[0],
                        "max ||W_i||_F": max(n), "log2 eps": math.log2(float(inst["eps_rel"])) - (k - 1) * d / 2.0})


_A9 = Assumption("assumption9", "||W_i||_F^2 >= r_W ||W_i||_op^2 with r_W >= 10 m^3 k log d ('>>' a factor 10)",
                 lambda q: q["stable rank min_i ||W_i||_F^2/||W_i||_op^2"] / q["r_W (Assumption 9's floor)"] - 1.0)
_A8 = Assumption("assumption8 (9)", "|<W_i, W_i'>| <= kappa' ||W_i||_F ||W_i'||_F with kappa' <= 1/(10 m)",
                 lambda q: 1.0 / (10.0 * int(q["m"])) - q["kappa' (Assumption 8)"])
_A10 = Assumption("assumption10", "||W_1||_F = 1, ||W_i||_F^2 >= lambda' (i > 1) for some lambda' <= 1/r_Theta (met "
                  "by lambda' = min(1/r_Theta, min_i ||W_i||_F^2); no upper bound)", lambda q: -abs(q["||W_1||_F"] - 1.0))
_A10_W1 = Assumption("assumption10 (W_1 largest)", "||W_1||_F = 1 >= ||W_i||_F", lambda q: 1.0 - q["max ||W_i||_F"])


def _move_eps(inst: dict, t: float) -> dict:
    return {**inst, "eps_rel": float(t)}


CLAIMS.append(Claim(
    id="chenli.lemma9.1-a10-floor",
    catalog_id="chenli.lemma9.1",
    paper=PAPER,
    source=f"Lemma 9.1 and Algorithm 5, Section 9, {SEED_FILE} L2860-L2889 (Z of (140) L2893, w* of (141) L2899, "
           "Assumption 10 L485)",
    statement="If ||Theta^_i - Theta_i||_F <= eps for all i, Algorithm 5 (ŵ = argmin over ||w|| <= sqrt(m)) outputs "
              "W^_i with E[(F^(X) - F(X))^2] <~ eps^2 d^4 k^3 m ||W_1||_F^2 (w.p. 1 - delta), the W_i inside "
              "Assumptions 8-10 as printed. Checked as a uniform shape against a floor of the left side that holds "
              "for every Theta_i, Theta^_i and every sample set: E||F^ - F||_F^2 >= 2^{-(k-1) d} k (||sum_i w_i*|| - "
              "m)_+^2 (inputs with k equal rows), both sides times 2^{(k-1) d}.",
    statement_tex=r"$$\mathbb{E}[(\widehat{F}(\mathbf{X}) - F(\mathbf{X}))^2] \lesssim \epsilon^2 d^4 k^3 m "
                  r"\|\mathbf{W}_1\|_F^2$$",
    kind="deterministic", comparison="<=", bound=B.lemma9_1_shape_scaled, measure=_l91_floor_measure,
    strategy=_l91_floor_instances(), constants="hidden", uniform=True,
    directions=(
        Direction("eps -> 0", "eps_rel", 0.0, how="path", move=_move_eps, points=(1.0, 1e-3, 1e-6, 1e-12),
                  reason="the floor does not depend on eps (Theta^_i = Theta_i meets the hypothesis for every eps) "
                         "while the shape falls like eps^2"),
        Direction("||W_i||_F -> inf (i > 1)", "wbig", INF, how="search",
                  reason="wbig in [0.1, 1e4], 1e4 proposed first: the floor grows like wbig^2 (m - 1)^2 phi/r_W"),
        Direction("m, k, d", "d", INF, how="search",
                  reason="m <= 4, k <= 6, d from Assumption 9's floor to twice it; the floor is exact in each"),
    ),
    assumptions=(_A9, _A8, _A10),
    readings=(Reading("W_1 largest", "||W_i||_F <= ||W_1||_F = 1 (L2903 '||w*|| <= sqrt(m)||W_1||_F'; not in "
                      "Assumption 10 as printed): then ||sum_i w_i*|| <= m/sqrt(r_W) < m and the floor is 0",
                      strategy=_l91_floor_instances(wide=False), assumptions=(_A9, _A8, _A10_W1)),),
    expect="erratum as printed",
    evidence=("Round 18 (helper chenli). The floor needs no hypothesis on the Theta_i (chenli.lemma9.1 grants "
              "Section 4 for its own Algorithm-5 runs and stays conditional; this claim settles the mechanism for "
              "every Theta): on X with k equal rows x (probability 2^{-(k-1) d}) softmax(X Theta X^T) is uniform for "
              "every Theta, so row r of Z w (140) is x^T sum_i w_i and Y_{r,1} = x^T sum_i w_i* (141); ||w^|| <= "
              "sqrt(m) gives ||sum_i w^_i|| <= sqrt(m) ||w^|| <= m, hence E||F^(X) - F(X)||_F^2 >= E||F^_{:1} - "
              "F_{:1}||^2 >= 2^{-(k-1) d} k (||sum_i w_i*|| - m)_+^2 for every sample set (so with probability 1 > "
              "1 - delta). With W_i = n_i [c u, s R_i] (Assumption 9 at its floor, Assumption 8 kappa' = 1/r_W, "
              "||W_1||_F = 1, ||W_i||_F = N for i > 1): ||sum_i w_i*|| = (1 + (m - 1) N)/sqrt(r_W) > m once N > "
              "(m sqrt(r_W) - 1)/(m - 1). E.g. m = 2, k = 2, d = 1126 (r_W = 1124.2), N = 1e4: floor x 2^{d} = 2 "
              "(298.26 - 2)^2 = 1.755e5, against the shape x 2^{d} = eps_rel^2 d^4 k^3 m = 2.57e13 at eps_rel = 1 "
              "(eps = 2^{-563}) and 2.57e-11 at eps_rel = 1e-12: the ratio grows like eps^{-2} "
              "along eps -> 0, no constant. Under 'W_1 largest' the floor is 0 (holds). Second path: "
              "tests/test_chenli_r18_chenli.py::test_lemma9_1_floor_equal_rows (Algorithm 5 run with an exact "
              "population over all 2^{kd} inputs at d = 3 with dense W_i, own code)."
              " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): Assumptions 8-9 are read with a factor "
              "10, but the floor is positive at every (m, k, d) once ||sum_i w_i*|| > m (Assumption "
              "10 has no upper bound on ||W_i||_F, i > 1) and has no eps, while the shape falls like "
              "eps^2: at any constant C a d with r_W >= C m^3 k log d (kappa' = phi/r_W shrinks with "
              "it) carries the same eps-path divergence; the crossing survives every constant."),
    no_correction_reason="Algorithm 5's constraint ||w|| <= sqrt(m) is not scale-equivariant: once ||W_i||_F > 1 "
                         "is allowed it can exclude w*, and no eps^2-shaped bound holds (the floor is eps-free). The "
                         "fix is in Assumption 10 (||W_i||_F <= ||W_1||_F, the reading) or in the algorithm "
                         "(||w|| <= sqrt(m) max_i ||W_i||_F), not in the bound.",
    second_path="tests/test_chenli_r18_chenli.py::test_lemma9_1_floor_equal_rows",
    mutants={},
    auto_mutant=False,
    no_mutant_reason="the lhs is a floor that is identically 0 under the reading 'W_1 largest' (where an erratum as "
                     "printed without a correction runs its mutants); chenli.lemma9.1's own mutants test the eps^2 "
                     "rate of Algorithm 5 itself",
    notes=("Both sides are multiplied by 2^{(k-1) d} (an equivalent form of the printed inequality that does not "
           "underflow: Assumption 9 forces d ~ 1e3..1e5), eps = eps_rel 2^{-(k-1) d/2}. The floor is exact (a closed "
           "form of the instance), so no sampling and no Theta are needed; it is far below the real loss (it uses only "
           "the equal-row inputs)."),
    settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
    domain=(Param("eps", 0.0, INF, lo_closed=False, key="eps_rel", text="eps > 0 (eps = eps_rel 2^{-(k-1) d/2})",
                  unreached="eps = eps_rel 2^{-(k-1) d/2} with eps_rel in [1e-12, 1e3] (the path to 1e-12 and "
                            "beyond); larger eps only raises the shape"),
            Param("d", 1, INF, integer=True, text="token dimension d",
                  unreached="d from Assumption 9's floor (d - 1 >= 10 m^3 k log d) to twice it"),
            Param("k", 1, INF, integer=True, text="k tokens", unreached="k in [2, 6]"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 4"),
            Param("wbig", 0.0, INF, lo_closed=False, key="max ||W_i||_F", text="max_i ||W_i||_F (Assumption 10: "
                  "no upper bound)", unreached="||W_i||_F in [0.1, 1e4]")),
))


# ------------------------------------------------------------------- L1440-L1446: Lemma 6.2's net step, third link


@st.composite
def _l1444_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [16, 1e8], r_Theta log-uniform in [1, d^{1/4}] ((8)'s upper end), lambda' = f/r_Theta with f in
    (0, 1] (Assumption 10: lambda' <= 1/r_Theta; 1 proposed), m <= 8, k <= 64, eps in [1e-3, 10]; ||W_1||_F = 1 and
    ||W_i||_F (i > 1): all 1 ('equal'), at the floor sqrt(lambda') ('floor') or wbig in [1, 1e3] ('large')."""
    d = float(draw(with_edges(log_uniform(16.0, 1e8), 1e8, 16.0)))
    r = float(draw(with_edges(log_uniform(1.0, d**0.25), d**0.25, 1.0)))
    return {"d": d, "r_theta": r, "f": float(draw(with_edges(log_uniform(1e-8, 1.0), 1.0, 1e-8))),
            "m": draw(with_edges(st.integers(1, 8), 1, 8)), "k": draw(with_edges(st.integers(2, 64), 2, 64)),
            "eps": float(draw(with_edges(log_uniform(1e-3, 10.0), 1.0))),
            "wmode": draw(st.sampled_from(["equal", "floor", "large"])),
            "wbig": float(draw(with_edges(log_uniform(1.0, 1e3), 1e3)))}


def _l1444_norms(inst: dict) -> list[float]:
    lam_p = float(inst["f"]) / float(inst["r_theta"])
    m = int(inst["m"])
    other = {"equal": 1.0, "floor": math.sqrt(lam_p), "large": float(inst["wbig"])}[inst["wmode"]]
    return [1.0] + [other] * (m - 1)


def _l1444_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = delta (kd sum_i ||W_i||_F^2)^{1/2} with delta = eps/sqrt(m k d lambda') (the printed ~ with constant 1)."""
    m, k, d = int(inst["m"]), int(inst["k"]), float(inst["d"])
    lam_p = float(inst["f"]) / float(inst["r_theta"])
    n = _l1444_norms(inst)
    delta = float(inst["eps"]) / math.sqrt(m * k * d * lam_p)
    lhs = delta * math.sqrt(k * d * sum(x * x for x in n))
    return Measurement(lhs, {"eps": float(inst["eps"]), "wmin": min(n)},
                       {"delta": delta, "lambda'": lam_p, "r_Theta": float(inst["r_theta"]), "d": d,
                        "||W_1||_F": n[0], "min_i ||W_i||_F^2 / lambda'": min(n) ** 2 / lam_p,
                        "lhs/(eps min ||W_i||) = sqrt(sum ||W_i||^2/(m lambda'))/min ||W_i||": lhs / (float(inst["eps"])
                                                                                                      * min(n))})


def _l1444_move_lam(inst: dict, t: float) -> dict:
    return {**inst, "f": float(t)}


CLAIMS.append(Claim(
    id="chenli.display.lemma6.2-net-third",
    catalog_id="chenli.lemma6.2",
    paper=PAPER,
    source=f"Proof of Lemma 6.2, Section 6.1, {SEED_FILE} L1440-L1446 (the net scale delta at L1440; Lemma 6.2's "
           "prefactor sqrt(mkd lambda') L1389; Assumption 10 L485)",
    statement="For delta ~ eps/sqrt(mka lambda') (a read as d): delta (kd sum_i ||W_i||_F^2)^{1/2} <~ eps min_i "
              "||W_i||_F (the third link of the chain at L1444), ||W_1||_F = 1, ||W_i||_F^2 >= lambda', lambda' <= "
              "1/r_Theta. Checked as a uniform shape: delta (kd sum_i ||W_i||_F^2)^{1/2} against eps min_i ||W_i||_F.",
    statement_tex=r"$$\delta \cdot \left(kd \sum_i \|\mathbf{W}_i\|_F^2 \right)^{1/2} \lesssim \varepsilon \min_i "
                  r"\|\mathbf{W}_i\|$$",
    kind="step", comparison="<=", bound=B.l1444_third, measure=_l1444_measure, strategy=_l1444_instances,
    constants="hidden", uniform=True,
    directions=(
        Direction("lambda' -> 0", "f", 0.0, how="path", move=_l1444_move_lam, points=(1.0, 1e-2, 1e-4, 1e-8),
                  reason="lambda' = f/r_Theta is bounded only from above (Assumption 10); at W norms fixed the left "
                         "side grows like lambda'^{-1/2}"),
        Direction("r_Theta -> inf at lambda' = 1/r_Theta", "r_theta", INF, how="search",
                  reason="r_Theta up to d^{1/4} with d to 1e8: the ratio is sqrt(r_Theta/m) at equal norms"),
        Direction("m, k, d, eps, the W norms", "m", INF, how="search",
                  reason="k, d and eps cancel; m <= 8 lowers the ratio by sqrt(m); norms at 1, at the floor, large"),
    ),
    assumptions=(Assumption("assumption10", "||W_1||_F = 1 and ||W_i||_F^2 >= lambda' (i > 1), lambda' <= 1/r_Theta",
                            lambda q: min(1.0 - q["lambda'"] * q["r_Theta"], q["min_i ||W_i||_F^2 / lambda'"] - 1.0
                                          + 1e-12, -abs(q["||W_1||_F"] - 1.0))),
                 Assumption("(8) r_Theta << d^{1/4}", "r_Theta <= d^{1/4}", lambda q: q["d"] ** 0.25 - q["r_Theta"]
                            + 1e-9)),
    expect="erratum",
    evidence=("Round 18 (helper chenli). Pure algebra on the printed parameters: delta (kd sum_i ||W_i||_F^2)^{1/2} "
              "= c0 eps (sum_i ||W_i||_F^2/(m lambda'))^{1/2} for delta = c0 eps/sqrt(mkd lambda') (any constant c0 "
              "of the '~'), >= c0 eps/sqrt(m lambda') (||W_1||_F = 1), while eps min_i ||W_i||_F <= eps ||W_1||_F = "
              "eps: the ratio is >= c0/sqrt(m lambda') >= c0 sqrt(r_Theta/m) since lambda' <= 1/r_Theta (Assumption "
              "10), unbounded along lambda' -> 0 (ratio lambda'^{-1/2} at equal norms: m = 1, lambda' = 1e-8: 1e4) "
              "and along r_Theta -> inf at lambda' = 1/r_Theta (d = 1e8, r_Theta = d^{1/4} = 100, m = 1: ratio 10). "
              "With ||W_i||_F at the floor sqrt(lambda') the ratio is ~ 1/(lambda' sqrt m). Mechanism: lambda' sits "
              "in the denominator of delta (and, consistently, in the numerator of Lemma 6.2's prefactor "
              "O(sqrt(mkd lambda')/eps)^{km}, chenli.lemma6.2's erratum as printed along lambda' -> 0); the link "
              "needs delta <~ eps sqrt(lambda'/(mkd)) min_i ||W_i||_F/max_i ||W_i||_F. The chain's first two links "
              "hold (chenli.display.lemma6.2-net-step). Second path: tests/test_chenli_r18_chenli.py::"
              "test_l1444_third_link_ratio." +
              " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
              "constant: (8) r_Theta << d^{1/4} (constant 1). Outcome (a) the crossing survives every "
              "admissible value of the constant: the path moves lambda' (Assumption 10's explicit lambda' <= "
              "1/r_Theta), which (8) does not involve; ratio >= c0/sqrt(m lambda') at every admissible "
              "(r_Theta, d)."),
    no_correction_reason="the fix is in the net scale delta (delta ~ eps sqrt(lambda'/(mkd)) min_i ||W_i||_F/max_i "
                         "||W_i||_F), which changes the net size and Lemma 6.2's probability prefactor; the link "
                         "itself has no corrected right side in the printed terms",
    second_path="tests/test_chenli_r18_chenli.py::test_l1444_third_link_ratio",
    mutants={}, auto_mutant=False,
    no_mutant_reason="no corrected bound is given (an erratum's mutants are wrong versions of its correction)",
    notes=("'a' in delta ~ eps/sqrt(mka lambda') (L1440) is not defined in Section 6; it is read as d, as in the "
           "lemma's prefactor sqrt(mkd lambda') (L1389) that the net size O(1/delta)^{km} produces. k, d and eps "
           "cancel from the ratio."),
    settings={"ci": {"max_examples": 40, "budget_s": 3.0}},
    domain=(Param("lambda'", 0.0, 1.0, lo_closed=False, key="lambda'", text="lambda' <= 1/r_Theta (Assumption 10)",
                  unreached="lambda' = f/r_Theta, f in [1e-8, 1] (the path to 1e-8 and beyond)"),
            Param("r_Theta", 1.0, INF, key="r_Theta", text="r_Theta << d^{1/4} ((8))",
                  unreached="r_Theta <= d^{1/4} <= 100 (d <= 1e8)"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8 (the ratio falls like m^{-1/2} at "
                  "equal norms; the lambda' path diverges for every m)"),
            Param("eps", 0.0, INF, lo_closed=False, text="eps > 0 (cancels)", unreached="eps in [1e-3, 10]: both "
                  "sides are linear in eps")),
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-18 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.display.lemma6.2-net-third': 'auditor A: confirmed',
    'chenli.lemma9.1-a10-floor': 'auditor A: confirmed as printed',
}, 'docs/audits/round18/chenli.md')
