"""Round 12 (helper chenliA): chenli Sections 4-5.

- ``chenli.display.sec4-assump4-satisfiable`` (L453 with L297's Pi_S^perp and (8) L447): Assumption 4 as printed
  ("for all S subset [d]", Pi_S^perp the projector to the orthogonal complement of 1_S/sqrt|S|) has nonzero
  instances: the least upsilon of a generic Theta (Gaussian, Haar orthogonal, the identity) is <= 10 = sqrt(d)/(10
  r_Theta^2) at (8)'s largest r_Theta (exact enumeration of the 2^d sets S for d <= 12, an analytic certificate valid
  for every S above). The round-11 remark that it has no nonzero instance reads Pi_S^perp as P_S^perp (the coordinate
  projector of L297); under that reading S = [d] \\ {j} isolates column j and upsilon >= sqrt(d) (see the notes).
- ``chenli.eq43`` (L1002-L1004, Lemma 5.13's proof, the general case on the event (41)): the conditional second
  moment E[<1_T2 + 1_T3 - 1'_2 - 1'_3, Theta (1_U2 + 1_U3)>^2 | U] <~ s^2 (c/sqrt(d2) + c^2/r_Theta + upsilon^2
  d3^3/d) ||Theta||_F^2: erratum (L990's factor: w constant on S_[2] \\ U_[2] gives ~c^2 ||w||^2; d3 small so that
  the extra condition fails with nu = nu' = 1 and the d3^3 term stays negligible).
- ``chenli.display.lemma5.13-s3-sum-realized`` (L992-L994, the chain's two ends for the realized U): erratum as
  printed (a common S_[3] row part concentrated on U_[2]: (sum w_i)^2 = d3^2 a^2 |U_2| against upsilon^2 d3^3/d
  ||Theta||_F^2); the reading 'in expectation over U' (the chain's first step puts E on the right) holds.
- ``chenli.display.lemma5.13-general-case`` (L922-L924, Lemma 5.13's second case): erratum on (43)'s family (the
  mechanism of chenli.lemma5.13's first-case erratum; Hoeffding lower bound on the quantile, ratio ~0.18 r^{1/4}).
- ``chenli.display.lemma5.11-bullet2-s3-tail`` (L868-L870, Lemma 5.11's second part): erratum (the mean of x^T Theta
  1_[3] also carries mu 1_[2]^T Theta 1_[3], up to c sqrt(d3) sigma-units; the printed threshold has only (29)'s part).
- ``chenli.display.lemma5.11-eq31-bullet2`` (L848 (31) as L872 reuses it under the second bullet): erratum (the mean's
  nu 1_[3]^T Theta 1_[2], L826's d3 v sqrt(d2/d), is up to r_Theta/(8c) threshold units under that bullet).
- ``chenli.display.lemma5.18-identity-term`` (L1232-L1236): erratum as printed (1_[2]^T (k Id) 1_[2] = k d2 for the
  identity term, which is 0; (54)'s 1_[3] is the reading).
- ``chenli.display.lemma5.9-column-mean`` (L734, inline): erratum (sqrt(max(d2, d3)) for Cauchy-Schwarz's sqrt(d2 +
  d3); a factor sqrt(2), absorbed later).
- ``chenli.display.lemma5.13-union-extra`` / ``-union-general`` (L1010, L1016: the union bounds before t, s, s' are
  chosen, explicit constants): errata on the same family (P >= 1 - 1e-100 against 3/4 at t = s = s' = 2).
- ``chenli.display.lemma5.18-error-term`` (L1228-L1236, derived: the chain's error term from L1228 alone): violated
  by a family with ||M_{mu,nu} - M*||_max <= delta** (ratio ~ sqrt(k)/pi to delta** k^2/sqrt(d2 d3)); corrected
  delta** k^{5/2}/sqrt(d2 d3). The same scope as r6's lemma5.16-eq54-error (not a paper erratum).
- ``chenli.display.lemma5.18-chain-first-eq`` (L1230-L1232): erratum as printed (the left side drops the J of L1220
  and (53); with J it equals E[mu^T J M_{mu,nu} nu] by the tower property, the reading).
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r12_chenliA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.papers.chenli.r11_chenli5 import K_SCALE, _l810_scales, _slice_count, l810_closed
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

ENUM_MAX = 12  # exact enumeration of the 2^d sets S up to here


# ------------------------------------------------------- Assumption 4 as printed: satisfiable (L453, L297, (8) L447)


def _a4_theta(inst: dict) -> np.ndarray:
    d, fam = int(inst["d"]), inst["family"]
    rng = np.random.default_rng(inst["seed"])
    if fam == "identity":
        return np.eye(d)
    G = rng.standard_normal((d, d))
    if fam == "orthogonal":
        return np.linalg.qr(G)[0]
    return G


def upsilon_exact(T: np.ndarray, max_size: int | None = None) -> float:
    """The least upsilon >= 1 meeting Assumption 4 (L453) for Theta = T: every column and row norm <= upsilon
    ||T||_F/sqrt(d), and every column of T Pi_S^perp of norm <= upsilon ||T Pi_S^perp||_F/sqrt(d) for every nonempty
    S subset [d] (|S| <= max_size if given), Pi_S^perp = I - 1_S 1_S^T/|S| (L297), by enumerating the sets S.
    (S empty: 1_S/sqrt|S| is undefined; read as Pi^perp = I, whose clause is the column part.) Returns inf when some
    T Pi_S^perp = 0 while a column of it is not (no finite upsilon)."""
    d = T.shape[0]
    fro2 = float((T**2).sum())
    best = max(float((T**2).sum(0).max()), float((T**2).sum(1).max())) * d / fro2
    ids = np.arange(1, 1 << d)
    masks = ((ids[:, None] >> np.arange(d)[None, :]) & 1).astype(float)
    sizes = masks.sum(1)
    if max_size is not None:
        masks, sizes = masks[sizes <= max_size], sizes[sizes <= max_size]
    P = np.eye(d)[None] - masks[:, :, None] * masks[:, None, :] / sizes[:, None, None]  # Pi_S^perp, (n, d, d)
    TP = np.einsum("ij,njk->nik", T, P)
    cols2 = (TP**2).sum(1)  # (n, d): squared column norms of T Pi_S^perp
    f2 = cols2.sum(1)
    if np.any(f2 <= 1e-13 * fro2):
        return math.inf
    best = max(best, float((cols2.max(1) / f2).max()) * d)
    return max(1.0, math.sqrt(best))


def upsilon_certificate(T: np.ndarray) -> float:
    """An upper bound on the least upsilon of Assumption 4 valid for EVERY S subset [d]: column j of T Pi_S^perp is
    T e_j - [j in S] T 1_S/|S|, of norm <= max_j ||T e_j|| + ||T||_op/sqrt|S|, and ||T Pi_S^perp||_F^2 = ||T||_F^2 -
    ||T 1_S||^2/|S| >= ||T||_F^2 - ||T||_op^2."""
    d = T.shape[0]
    fro2 = float((T**2).sum())
    col = math.sqrt(float((T**2).sum(0).max()))
    row = math.sqrt(float((T**2).sum(1).max()))
    op = math.sqrt(float(np.linalg.eigvalsh(T.T @ T)[-1]))
    if fro2 - op * op <= 1e-12 * fro2:
        return math.inf
    best = max(col * col, row * row) * d / fro2
    best = max(best, (col + op) ** 2 * d / (fro2 - op * op))
    return max(1.0, math.sqrt(best))


@st.composite
def _a4_instances(draw: st.DrawFn) -> dict:
    """d in [2, 12] (exact) or log-uniform up to 256 (certificate); Theta Gaussian, Haar orthogonal or I_d."""
    d = draw(st.one_of(st.integers(2, ENUM_MAX),
                       st.builds(lambda x: int(round(x)), with_edges(log_uniform(13.0, 256.0), 256.0))))
    return {"d": d, "family": draw(st.sampled_from(["gaussian", "orthogonal", "identity"])), "seed": draw(SEEDS)}


def _a4_measure_for(max_frac: float | None):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        T = _a4_theta(inst)
        d = T.shape[0]
        cert = upsilon_certificate(T)
        if d <= ENUM_MAX:
            ups = upsilon_exact(T, None if max_frac is None else max(1, int(max_frac * d)))
            how = 1.0
        else:
            ups, how = cert, 0.0
        return Measurement(ups, {"d": d}, {"upsilon": ups, "exact (1) / certificate (0)": how,
                                           "certificate": cert, "room sqrt(d)/(10 r^2)": B.assump4_room(d)})

    return measure


def _a4_move_d(inst: dict, t: float) -> dict:
    return {**inst, "d": int(round(t))}


A4_SAT = Claim(
    id="chenli.display.sec4-assump4-satisfiable",
    catalog_id="chenli.assump4",
    paper=PAPER,
    source=f"Section 4.1, Assumption 4, {SEED_FILE} L453 (Pi_S^perp: notation, L297; r_Theta's range (8): L447; "
           "'these assumptions are fairly generic': L423)",
    statement="Assumption 4 as printed has nonzero instances: there is upsilon >= 1 with upsilon << sqrt(d)/r_Theta^2 "
              "such that ||Theta_{:j}||, ||Theta_{j:}|| <= (upsilon/sqrt(d)) ||Theta||_F for every j and ||(Theta "
              "Pi_S^perp)_{:j}|| <= (upsilon/sqrt(d)) ||Theta Pi_S^perp||_F for ALL S subset [d] (Pi_S^perp the "
              "projector to the orthogonal complement of 1_S/sqrt|S|, L297). Checked: the least such upsilon of a "
              "generic Theta (Gaussian, Haar orthogonal, I_d) is <= sqrt(d)/(10 r_Theta^2) at (8)'s largest r_Theta "
              "= d^{1/4}/10 (each '<<' the factor 10), i.e. <= 10.",
    statement_tex=r"$$\|(\Theta_i \Pi_S^\perp)_{:i}\| \leq \frac{v}{\sqrt{d}} \|\Theta_i \Pi_S^\perp\|_F \text{ for "
                  r"all } S \subseteq [d], \quad v \ll \sqrt{d}/r_\Theta^2$$",
    kind="step", comparison="<=", bound=B.assump4_room, measure=_a4_measure_for(None),
    strategy=_a4_instances(),
    derived="chenli.assump4 (the hypothesis's satisfiability; L423 calls the assumptions 'fairly generic')",
    readings=(Reading("|S| <= c d", "the Pi_S^perp clause read with |S| <= c d (c = 0.1), as Assumption 3's (the "
                      "round-11 reading): fewer sets S, so a smaller least upsilon", measure=_a4_measure_for(0.1)),),
    mutants={"upsilon <= 1 (the floor)": B.assump4_mutant_one,
             "upsilon <= 10/d^{1/4} (wrong along d)": B.assump4_mutant_over_d},
    auto_mutant=False,
    notes="Exact (float64) enumeration of every nonempty S for d <= 12; above, an analytic certificate valid for all "
          "2^d sets (upsilon_certificate: ||(Theta Pi_S^perp)_{:j}|| <= max_j ||Theta e_j|| + ||Theta||_op and "
          "||Theta Pi_S^perp||_F^2 >= ||Theta||_F^2 - ||Theta||_op^2), about 3 for a Gaussian Theta, 2 for an "
          "orthogonal one and for I_d (exactly sqrt(d/(d-1)) there). The printed column index i in "
          "'(Theta_i Pi_S^perp)_{:i}' (the head index) is read as every column j (stronger). The round-11 auditors' "
          "'no nonzero instance (S = [d] minus one column)' holds for the coordinate projector P_S^perp of L297, "
          "not Pi_S^perp: Theta P_S^perp with S = [d] \\ {j} is the column j alone, so upsilon >= sqrt(d) > "
          "sqrt(d)/(10 r_Theta^2) (tests/test_chenli_r12_chenliA.py::test_assump4_coordinate_projector_vacuous). "
          "Statements that assume Assumption 4 are therefore not vacuous as printed.",
    domain=(Param("d", 2, INF, integer=True, text="Theta in R^{d x d}",
                  unreached="d <= 12 exact, <= 256 by the certificate (a dense Gaussian matrix's op norm)"),),
    settings={"ci": {"max_examples": 25, "budget_s": 6.0}},
)
CLAIMS.append(A4_SAT)


# ------------------------------------------------------------ L1004 (43): the general case on the event (41)


@st.composite
def _l1004_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [1e7, 1e40]; the shared-row block S_[2] of size n = nfrac d/4 (the top first); a^2 = afrac
    d/(2 r0 n) (r0 = d^{1/4}/10) so that the stable rank stays >= r0; c a fraction of [1, sqrt(r_Theta)/2] (the top
    first); d3 = ceil(d3mult 4 c^2) (c <= sqrt(d3)/2; d3mult log-uniform in [1, 1e3], 1 first); s log-uniform in
    [0.1, 1e3] (1 first)."""
    return {"d": 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 40.0), 40.0, 7.0)) / 2)),
            "nfrac": float(draw(with_edges(st.floats(0.01, 1.0), 1.0))),
            "afrac": float(draw(with_edges(st.floats(0.01, 1.0), 1.0, 0.01))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "d3mult": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0))),
            "s": float(10 ** draw(with_edges(st.floats(-1.0, 3.0), 0.0, -1.0)))}


def l1004_parts(inst: dict) -> dict:
    """Theta = D + a 1_[2] e^T (l810_closed's family with the shared rows on S_[2], |S_[2]| = n): D_ii = (-1)^i, e
    constant 1/sqrt(d) in absolute value with one sign on S_[2]. mu' = the largest slice mean <= c/sqrt(d2), mu = mu'
    - 2 k2/d2 (U_[2]: k2 coordinates of S_[2], D-balanced), nu = nu' = 1 (U_[3] empty; |nu| = 1 > c/sqrt(d3): the
    general case). Then Theta 1_U = D 1_U2 + a g 1_[2] (g = k2/sqrt(d)), w = P_{S\\U} Theta 1_U = a g 1_{S2\\U2}, and
    given U, y on S_[2] \\ U_[2] has exactly (1 + mu) d2/2 entries +1 and (1 - mu') d2/2 entries -1, so <w, y> = a g
    (mu + mu') d2/2 exactly. ||Theta 1_U||^2 = k2 + a^2 g^2 n + 2 a g sum_{U2} D_jj <= k2 + a^2 g^2 n + 2 a g."""
    d, s = inst["d"], float(inst["s"])
    n = max(4, int(inst["nfrac"] * d / 4))
    r0 = d**0.25 / K_SCALE
    a = math.sqrt(inst["afrac"] * d / (2 * r0 * n))
    t = l810_closed(d, 4, n, a)  # shared rows on a block of size n (l810_closed's S_[3]); its other block unused
    r = _l810_scales(d, t)
    ups = t["ups"]
    c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, n)) / 2 - 1.0)
    d3 = max(4, math.ceil(inst["d3mult"] * 4 * c * c))
    fro2 = t["fro2"]
    a2 = _slice_count(n, c, 1)
    A = 2 * a2 - n  # mu' d2
    X = c / math.sqrt(n) + c * c / r + d3 * ups * ups / d  # (41)'s cap / (s^2 ||Theta||_F^2)
    cap = s * s * X * fro2
    k2 = max(0, A // 2)
    while k2 > 0 and k2 + (a * k2) ** 2 * n / d + 2 * a * k2 / math.sqrt(d) > cap:  # the event (41)
        k2 = int(k2 * 0.9)
    g = k2 / math.sqrt(d)
    mu_p, mu = A / n, (A - 2 * k2) / n
    w2 = (a * g) ** 2 * (n - k2)
    inner = a * g * (A - k2)  # a g (mu + mu') d2/2
    lhs = inner * inner
    ev = (k2 + (a * g) ** 2 * n + 2 * a * g) / cap if cap > 0 else math.inf
    trace = abs(a * n / math.sqrt(d)) + 1.0  # |Tr D| <= 1, |Tr(a 1_[2] e^T)| = a n/sqrt(d)
    return {"lhs": lhs, "q": {"fro2": fro2, "c": c, "d2": n, "d3": d3, "r": r, "ups": ups, "d": float(d), "s": s},
            "terms": {"r_Theta": r, "upsilon": ups, "c": c, "d2": n, "d3": d3, "k2": k2, "mu": mu, "mu'": mu_p,
                      "a": a, "||w||^2": w2, "E/||w||^2": lhs / w2 if w2 else 0.0,
                      "c_slack": min(c - 1.0, math.sqrt(min(r, n, d3)) / 2 - c),
                      "mu_slack": c / math.sqrt(n) - max(abs(mu), abs(mu_p)),
                      "general_slack": 1.0 - c / math.sqrt(d3),  # |nu| = 1 > c/sqrt(d3): extra condition fails
                      "event41_ratio": ev,
                      "trace_slack": 1.0 - trace / math.sqrt(fro2),  # Assumption 5 with chi = 1
                      "r_slack": min(t["fro2"] / t["op2"] - 1.0 - r, d**0.25 / K_SCALE - r,
                                     math.sqrt(d) / (K_SCALE * r * r) - ups),
                      "ratio to (43)": lhs / B.eq43_shape(fro2, c, n, d3, r, ups, d, s)}}


def _l1004_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1004_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l1004_move_d(inst: dict, t: float) -> dict:
    return {**inst, "d": 2 * int(round(t / 2))}


L1004 = Claim(
    id="chenli.eq43",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Eq. (43), Section 5.3, {SEED_FILE} L1002-L1004 (L988-L994 on the event (41), "
           "L978-L980; hypotheses L918-L922, Assumptions 3-5 and (8), L445-L457)",
    statement="In the general case (the extra condition |nu|, |nu'| <= c/sqrt(d3) fails), conditioned on U in the "
              "event (41) with parameter s > 0: E_T[((1_T2 + 1_T3 - 1'_2 - 1'_3)^T Theta (1_U2 + 1_U3))^2 | U] <~ "
              "s^2 (c/sqrt(d2) + c^2/r_Theta + upsilon^2 d3^3/d) ||Theta||_F^2 (uniform).",
    statement_tex=r"$$s^2 \left(\frac{c}{\sqrt{d_2}} + \frac{c^2}{r_\Theta} + \frac{v^2 d_3^3}{d}\right) "
                  r"\|\Theta\|_F^2. \quad (43)$$",
    kind="step", comparison="<=", bound=B.eq43_shape, measure=_l1004_measure, strategy=_l1004_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("mu", "|mu|, |mu'| <= c/sqrt(d2)", lambda q: q["mu_slack"] + 1e-12),
        Assumption("general case", "|nu| = 1 > c/sqrt(d3) (the extra condition fails)",
                   lambda q: q["general_slack"]),
        Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every S, "
                   "r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10)",
                   lambda q: q["r_slack"] + 1e-9),
        Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1 (<= sqrt(log k) for k >= 3)",
                   lambda q: q["trace_slack"]),
        Assumption("event (41)", "||Theta (1_U2 + 1_U3)||^2 <= s^2 (c/sqrt(d2) + c^2/r + d3 upsilon^2/d) "
                   "||Theta||_F^2", lambda q: 1.0 - q["event41_ratio"])),
    directions=(
        Direction("d -> inf (n = d2 a fixed fraction of d/4)", "d", INF, how="path", move=_l1004_move_d,
                  points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason="c^2 ~ r_Theta/4 grows with d; (43)'s factor on the cap stays ~1"),
        Direction("n over its range", "nfrac", 1.0, how="search", reason="a fraction of d/4, the top first"),
        Direction("c over its range", "cfrac", 1.0, how="search", reason="the top first"),
        Direction("a (the common row part)", "afrac", 1.0, how="search",
                  reason="a^2 = afrac d/(2 r0 n): ||w||^2 ~ a^2 k2^2 n/d"),
        Direction("d3 over its range", "d3mult", 1e3, how="search",
                  reason="d3 = d3mult 4 c^2: a larger d3 only raises the printed d3^3 term"),
        Direction("s over [0.1, 1e3]", "s", 1e3, how="search",
                  reason="k2 is cut to meet the event (41); s = 1 first"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched", reason="r_Theta <= d^{1/4}/10: along the d path"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. Theta = D + a 1_[2] e^T (D = diag(+-1), |e_j| = 1/sqrt(d) with one sign on S_[2]), d2 = n ~ d/4, a^2 = "
             "2/r0 (r0 = d^{1/4}/10; stable rank ~ 2 r0 >= r_Theta), c = sqrt(r_Theta)/2, d3 = ceil(4 c^2) ~ r_Theta "
             "(so c <= sqrt(d3)/2 and upsilon^2 d3^3/d ~ r^3/d is negligible), nu = nu' = 1 (U_[3] empty; |nu| = 1 > "
             "c/sqrt(d3): the general case), mu' the top slice <= c/sqrt(d2), mu = mu' - 2 k2/d2 with k2 = mu' d2/2 "
             "~ c sqrt(d2)/2 coordinates of S_[2] as U_[2] (cut to meet the event (41) with s). Then w = P_{S\\U} "
             "Theta 1_U = a (k2/sqrt(d)) 1_{S2\\U2} is constant on S_[2] \\ U_[2], and given U the +-1 counts there "
             "are fixed, so <w, y> = a k2 (mu + mu') d2/(2 sqrt(d)) exactly and the conditional second moment is "
             "~(c^2/4) ||w||^2 with ||w||^2 a fixed fraction of the event's cap: ratio to (43) ~ r_Theta/512 at afrac = "
             "1, s = 1 (1.95 at d = 1e16 (r = 1e3), 195 at 1e24, 2.0e6 at 1e40; the ci search reaches 1.2e8), "
             "unbounded along d (log-slope 0.25). Every hypothesis with each '<<' "
             "the factor 10: 1 <= c <= sqrt(min(r, d2, d3))/2, |mu|, |mu'| <= c/sqrt(d2), Assumptions 3-4 and (8) "
             "as for L810's family (l810_closed: Pi_S^perp parts bounded analytically for every S), Assumption 5 "
             "(|Tr Theta| <= 1 + a n/sqrt(d) <= ||Theta||_F), the event (41) (||Theta 1_U||^2 <= k2 + a^2 g^2 n + "
             "2 a g); Assumption 6 by scaling; Assumption 7 after an Appendix-C smoothing Theta + G (small sigma: the "
             "conditional moment moves by a relative O(sigma), against the unbounded ratio). Not the encoding: (43) inherits L990's step (c^2/d2) <1, w|S2\\U2>^2 <~ (c^2/r_Theta) ||w||^2, "
             "only <= c^2 ||w||^2 (chenli.display.lemma5.13-q-law-second-moment), and the general case does not "
             "escape it: d3 >= 4 c^2 can stay ~r_Theta, where the d3^3 term adds nothing.",
    second_path="tests/test_chenli_r12_chenliA.py::test_eq43_crossing_second_path",
    corrected=B.eq43_corrected,
    corrected_text="s^2 (1 + d3) (c/sqrt(d2) + c^2/r_Theta + upsilon^2 d3/d) ||Theta||_F^2 (given U each block of y "
                   "is a fixed-count +-1 vector, so E[<w, y>^2 | U] <= (2 + 8 c^2 + 2 d3) ||w||^2, c^2 <= d3/4, and the "
                   "event (41) caps ||w||^2).",
    mutants={"(1 + sqrt(d3)) for (1 + d3) (wrong along d3 ~ 4 c^2)": B.eq43_mutant_sqrt_d3,
             "over d^{1/4} (wrong along d)": B.eq43_mutant_over_d},
    notes="Exact closed forms (d up to 1e40): given U the S_[2] part of y has fixed +-1 counts (L926-L932), w is zero "
          "on S_[3] (U_[3] empty, the shared rows on S_[2]); Theta's norms, upsilon and r_Theta from l810_closed "
          "(round 11). L994 (the S_[3] term's bound, with an expectation over U inside a conditional step) is not "
          "needed for this crossing and stays in-proof: with nu = nu' its term is 0.",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("s", 0.0, INF, key="s", text="s > 0",
                  unreached="s in [0.1, 1e3] (k2 is cut to meet the event; the bound grows like s^2)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L1004)


# ------------------------------------------------- L994: the S_[3] sum for the realized U (general case)


@st.composite
def _l994_instances(draw: st.DrawFn) -> dict:
    """d log-uniform in [1e7, 1e30]; S_[2] of size n = nfrac d/(4 r0) (r0 = d^{1/4}/10; so that U stays in the event
    (41) at s = 1); c a fraction of [1, sqrt(min(r, n))/2] (top first); d3 = ceil(d3mult 4 c^2) (d3mult log-uniform in
    [1, 1e3]); the common S_[3] row part a f^T with f = 1_F/sqrt(k), F a k-subset of S_[2], a^2 = afrac k/d3."""
    return {"d": 2 * int(round(10 ** draw(with_edges(st.floats(7.0, 30.0), 30.0, 7.0)) / 2)),
            "nfrac": float(draw(with_edges(st.floats(0.01, 1.0), 1.0))),
            "afrac": float(draw(with_edges(log_uniform(1e-3, 1.0), 1.0, 1e-3))),
            "cfrac": float(draw(with_edges(st.floats(0.0, 1.0), 1.0, 0.0))),
            "d3mult": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0, 1e3)))}


def l994_parts(inst: dict) -> dict:
    """Theta = D + a 1_[3] f^T, D = diag((-1)^i) (traceless), f = 1_F/sqrt(k) with F a k-subset of S_[2] (disjoint from
    S_[3], so Tr Theta = 0 and <D 1_[3], f> = 0). mu' (mu) = the top (bottom) slice mean within c/sqrt(d2), k = (mu' -
    mu) d2/2 = |U_[2]|; nu = nu' = 1 (U_[3] empty: the general case, |nu| = 1 > c/sqrt(d3)). Closed forms:
    ||Theta||_F^2 = d + a^2 d3; Theta^T Theta = I + a sqrt(d3) (f p^T + p f^T) + a^2 d3 f f^T on span{f, p = D 1_[3]/
    sqrt(d3)}, so ||Theta||_op^2 = 1 + (a^2 d3 + sqrt(a^4 d3^2 + 4 a^2 d3))/2; rows of S_[3]: 1 + a^2, columns of F:
    1 + a^2 d3/k, the rest 1; every column of Theta Pi_S^perp has norm <= 1 + a sqrt(d3/k) (f and its S-mean lie in
    [0, 1/sqrt(k)]) and ||Theta Pi_S^perp||_F^2 >= ||Theta||_F^2 - ||Theta||_op^2. The realized U_[2] = F (a set in the
    coupling's support): w_i = Theta_i 1_U = a sqrt(k) for every i in S_[3], so the literal left side is d3^2 a^2 k;
    the reading's E_U: U_[2] is marginally a uniform k-subset of S_[2], |F n U_[2]| hypergeometric."""
    d = inst["d"]
    r0 = d**0.25 / K_SCALE
    n = max(4, int(inst["nfrac"] * d / (4 * r0)))
    r = r0
    for _ in range(40):  # c from r, d3 and k from c, r from Theta (a fixed point; c kept 0.1% inside its cap)
        c = 1.0 + inst["cfrac"] * max(0.0, 0.999 * math.sqrt(min(r, n)) / 2 - 1.0)
        m = max(4, math.ceil(inst["d3mult"] * 4 * c * c))
        k = _slice_count(n, c, 1) - _slice_count(n, c, -1)
        a2 = inst["afrac"] * k / m
        fro2 = d + a2 * m
        op2 = 1.0 + (a2 * m + math.sqrt(a2 * a2 * m * m + 4 * a2 * m)) / 2
        ups_rc = math.sqrt(max(1 + a2, 1 + a2 * m / k) * d / fro2)
        ups_pi = math.sqrt(d * (1 + math.sqrt(a2 * m / k)) ** 2 / (fro2 - op2))
        ups = max(1.0, ups_rc, ups_pi)
        r = min(fro2 / op2 - 1.0, r0, math.sqrt(math.sqrt(d) / (K_SCALE * ups)))
    lit = m * m * a2 * k
    N = n
    mean = k * k / N
    var = k * (k / N) * (1 - k / N) * (N - k) / (N - 1)
    expect_u = m * m * a2 * (var + mean * mean) / k
    a2_top, a2_bot = _slice_count(n, c, 1), _slice_count(n, c, -1)
    mu_p, mu = (2 * a2_top - n) / n, (2 * a2_bot - n) / n
    X = c / math.sqrt(n) + c * c / r + m * ups * ups / d
    ev = (k + a2 * k * m) / (X * fro2)  # ||Theta 1_U||^2 = ||D 1_F + a sqrt(k) 1_[3]||^2 = k + a^2 k d3, s = 1
    q = {"fro2": fro2, "ups": ups, "d3": m, "d": float(d), "k": k}
    terms = {"r_Theta": r, "upsilon": ups, "c": c, "d2": n, "d3": m, "k = |U_2|": k, "a": math.sqrt(a2),
             "E_U (reading)": expect_u, "literal / E_U": lit / expect_u,
             "c_slack": min(c - 1.0, math.sqrt(min(r, n, m)) / 2 - c),
             "mu_slack": c / math.sqrt(n) - max(abs(mu), abs(mu_p)),
             "general_slack": 1.0 - c / math.sqrt(m), "event41_ratio": ev,
             "r_slack": min(fro2 / op2 - 1.0 - r, r0 - r, math.sqrt(d) / (K_SCALE * r * r) - ups),
             "ratio to L994": lit / B.l994_end(fro2, ups, m, d)}
    return {"lit": lit, "exp": expect_u, "q": q, "terms": terms}


def _l994_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l994_parts(inst)
    return Measurement(p["lit"], p["q"], p["terms"])


def _l994_measure_expected(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l994_parts(inst)
    return Measurement(p["exp"], p["q"], p["terms"])


_L994_ASSUMPTIONS = (
    Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-9),
    Assumption("mu", "|mu|, |mu'| <= c/sqrt(d2)", lambda q: q["mu_slack"] + 1e-12),
    Assumption("general case", "|nu| = 1 > c/sqrt(d3) (the extra condition fails)", lambda q: q["general_slack"]),
    Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every S, "
               "r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10)",
               lambda q: q["r_slack"] + 1e-9),
    Assumption("event (41)", "||Theta (1_U2 + 1_U3)||^2 <= (c/sqrt(d2) + c^2/r + d3 upsilon^2/d) ||Theta||_F^2 (s = 1)",
               lambda q: 1.0 - q["event41_ratio"]))

L994 = Claim(
    id="chenli.display.lemma5.13-s3-sum-realized",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} L992-L994 (the chain's two ends; hypotheses L918-L922, "
           "Assumptions 3-5 and (8), L445-L457)",
    statement="If the extra condition does not hold, for the realized U (the proof conditions on U, L978-L984) and w = "
              "P_{S\\U} Theta (1_U2 + 1_U3): (sum_{i in S_[3] \\ U_[3]} w_i)^2 <= d3 sum_i Theta_i E[(1_U2 + "
              "1_U3)^{(x)2}] Theta_i^T <= ... <= (upsilon^2 d3^3/d) ||Theta||_F^2. Checked: the two ends.",
    statement_tex=r"$$\left(\sum_{i \in S_{[3]} \setminus U_{[3]}} w_i \right)^2 \leq \dots \leq \frac{v^2 d_3^3}{d} "
                  r"\|\Theta\|_F^2$$",
    kind="step", comparison="<=", bound=B.l994_end, measure=_l994_measure, strategy=_l994_instances(),
    assumptions=_L994_ASSUMPTIONS, eventually=("d",),
    directions=(Direction("d -> inf ((8)'s polylogarithmic lower side holds eventually)", "d", INF, how="path",
                          move=_l1004_move_d, points=(1e8, 1e12, 1e16, 1e20, 1e25, 1e30), grows=("d",),
                          reason="the literal ratio grows like sqrt(d2)/c along d"),),
    readings=(Reading("E over U", "the chain's first '<=' puts E[(1_U2 + 1_U3)^{(x)2}] on the right: the left side "
                      "read as its expectation over U (U_[2] marginally a uniform |U_2|-subset of S_[2])",
                      measure=_l994_measure_expected),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed as printed. Theta = D + a 1_[3] f^T (D = diag(+-1) traceless, f = 1_F/sqrt(k) on a k-subset F of S_[2], k = (mu' - "
              "mu) d2/2 ~ c sqrt(d2)), nu = nu' = 1 (U_[3] empty, the general case), and the realized U_[2] = F (in "
              "the coupling's support: any k-subset of S_[2] \\ T_[2]): w_i = Theta_i 1_U = a sqrt(k) on every row of "
              "S_[3], so the left side is d3^2 a^2 k while the right side is upsilon^2 d3^3 ||Theta||_F^2/d ~ (1 + "
              "a^2 d3/k) d3^3: ratio ~ k/d3 ~ sqrt(d2)/(4c) with d3 = 4 c^2, unbounded as d2 grows (see the run). "
              "Every hypothesis with each '<<' the factor 10 (c, |mu|, |mu'|, the general case, Assumptions 3-4 with "
              "their Pi_S^perp parts bounded analytically for every S (l994_parts), Assumption 5 (Tr Theta = 0), (8) "
              "r_Theta <= d^{1/4}/10, upsilon <= sqrt(d)/(10 r^2), and the event (41) with s = 1; Assumption 6 by "
              "scaling; Assumption 7 after an Appendix-C smoothing Theta + G, G_ij ~ N(0, sigma^2/d) with small "
              "sigma, which moves sum_i w_i by N(0, sigma^2 k d3/d), against a margin of 100x or more). Not the encoding: "
              "the first '<=' replaces (Theta_i 1_U)^2 by its expectation over U, which the conditional argument "
              "(given U) cannot use; in expectation over U (the reading) the ends hold on the family (|F n U_2| is "
              "hypergeometric with mean k^2/d2 ~ c^2).",
    second_path="tests/test_chenli_r12_chenliA.py::test_l994_realized_second_path",
    corrected=B.l994_corrected,
    corrected_text="For the realized U: (sum_{S_[3] \\ U_[3]} w_i)^2 <= (upsilon^2 d3^2 |U|/d) ||Theta||_F^2 (|w_i| <= "
                   "||Theta_i|| sqrt|U|, Assumption 4's row bound), |U| <= c sqrt(d2) + d3.",
    mutants={"upsilon^2 d3^3/d^{3/2} ||Theta||_F^2 (wrong along d)": B.l994_mutant_over_sqrt_d},
    auto_mutant=False,
    notes="Closed forms (l994_parts), d up to 1e30. The round-11 note (Assumption 4's Pi_S^perp clause cancels the gap) "
          "concerned a spread row part; with f concentrated on |U_2| coordinates the Pi_S^perp columns stay <= 1 + "
          "a sqrt(d3/k) and the row bound 1 + a^2 is what upsilon pays. The second '<=' is chenli.display.lemma5.13-"
          "row-moments (erratum, round 5).",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e30 (closed forms in float64)"),
            Param("d3", 4, INF, integer=True, key="d3", text="d3 >= 4 c^2",
                  unreached="d3 <= 4e3 c^2 (d3mult <= 1e3: a larger d3 only raises the printed d3^3)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L994)


# ------------------------------------------- Lemma 5.13's general case (L922-L924) on (43)'s family


def lemma513_general_parts(inst: dict) -> dict:
    """(43)'s family without the event: Theta = D + a 1_[2] e^T (e constant, one sign eps, on S_[2]), nu = nu' = 1,
    mu' = A/d2 the top slice, mu = mu' - 2 k2/d2 with k2 = A/2. By (33), Delta = x'^T Theta x' - x^T Theta x = 2 (y^T
    Theta 1_U + 1_U^T Theta y), y = x + 1_U (zero on U): y^T Theta 1_U = a <e, 1_U2> sum_{S2} y = eps a k2 (A - k2)/
    sqrt(d) for EVERY U_[2] subset S_[2] (e constant there), and 1_U^T Theta y = 1_U2^T D y + a k2 <e, y> = a k2 (N1 +
    eps (A - k2)/sqrt(d) + sigma3), N1 = sum_{S1} e_j y_j (y_[0] uniform: Hoeffding), sigma3 = sum_{S3} e_j (|sigma3|
    <= d3/sqrt(d)). So |Delta| >= D0 - 2 a k2 (|N1| + d3/sqrt(d)), D0 = 4 a k2 (A - k2)/sqrt(d), and the (1 - r^{-1/4})-
    quantile of |Delta| is >= D0 - 2 a k2 (u + d3/sqrt(d)) with 2 exp(-u^2 d/(2 d1)) = r^{-1/4}."""
    d = inst["d"]
    n = max(4, int(inst["nfrac"] * d / 4))
    r0 = d**0.25 / K_SCALE
    a = math.sqrt(inst["afrac"] * d / (2 * r0 * n))
    t = l810_closed(d, 4, n, a)
    r = _l810_scales(d, t)
    ups = t["ups"]
    c = 1.0 + inst["cfrac"] * max(0.0, math.sqrt(min(r, n)) / 2 - 1.0)
    d3 = max(4, math.ceil(inst["d3mult"] * 4 * c * c))
    d1 = d - n - d3
    fro2 = t["fro2"]
    A = 2 * _slice_count(n, c, 1) - n
    k2 = max(0, A // 2)
    mu_p, mu = A / n, (A - 2 * k2) / n
    D0 = 4 * a * k2 * (A - k2) / math.sqrt(d)
    u = math.sqrt(2 * d1 / d * math.log(2 * r**0.25))
    q_lo = max(0.0, D0 - 2 * a * k2 * (u + d3 / math.sqrt(d))) / math.sqrt(fro2)
    nu = max(1.0, ups)
    return {"lhs": q_lo, "q": {"c": c, "r": r, "d2": n, "d3": d3, "nu": nu, "d": float(d)},
            "terms": {"r_Theta": r, "upsilon": ups, "c": c, "d2": n, "d3": d3, "k2": k2, "mu": mu, "mu'": mu_p,
                      "a": a, "D0/||Theta||_F": D0 / math.sqrt(fro2), "Hoeffding u": u,
                      "c_slack": min(c - 1.0, math.sqrt(min(r, n, d3)) / 2 - c),
                      "mu_slack": c / math.sqrt(n) - max(abs(mu), abs(mu_p)),
                      "general_slack": 1.0 - c / math.sqrt(d3),
                      "trace_slack": 1.0 - (abs(a * n / math.sqrt(d)) + 1.0) / math.sqrt(fro2),
                      "r_slack": min(t["fro2"] / t["op2"] - 1.0 - r, d**0.25 / K_SCALE - r,
                                     math.sqrt(d) / (K_SCALE * r * r) - ups),
                      "ratio to the shape": q_lo / B.lemma5_13_general_shape(c, r, n, d3, nu, d)}}


def _l924_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = lemma513_general_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


@st.composite
def _l924_instances(draw: st.DrawFn) -> dict:
    """As (43)'s instances without s."""
    inst = draw(_l1004_instances())
    inst.pop("s")
    return inst


L924 = Claim(
    id="chenli.display.lemma5.13-general-case",
    catalog_id="chenli.lemma5.13",
    paper=PAPER,
    source=f"Lemma 5.13 (its second case, 'Otherwise, in general'), Section 5.3, {SEED_FILE} L922-L924 (coupling: "
           "Definition 5.10 and L926-L932; Assumptions 3-7 L445-L470)",
    statement="Let 1 <= c <= sqrt(min(r_Theta, d2, d3))/2 and |mu|, |mu'| <= c/sqrt(d2). Otherwise (|nu| or |nu'| > "
              "c/sqrt(d3)), in general: P_{(x, x') ~ D_{mu,nu,mu',nu'}}[|x^T Theta x - x'^T Theta x'| > Omega(sqrt(c) "
              "r_Theta^{1/4}/d2^{1/4} + c/r_Theta^{1/4} + d3^{3/2} nu/sqrt(d)) ||Theta||_F] <~ 1/r_Theta^{1/4}. "
              "Checked as chenli.lemma5.13 reads the first case: the (1 - r^{-1/4})-quantile of |x^T Theta x - x'^T "
              "Theta x'|/||Theta||_F is <~ the shape (uniform), nu read as max(1, upsilon) (the larger reading).",
    statement_tex=r"$$\mathbb{P}_{(x, x') \sim \mathcal{D}_{\mu, \nu, \mu', \nu'}} \left[|x^\top \Theta x - x'^\top "
                  r"\Theta x'| > \Omega\left(\frac{\sqrt{c} \cdot r_\Theta^{1/4}}{d_2^{1/4}} + \frac{c}{r_\Theta^{1/4}}"
                  r" + \frac{d_3^{3/2} \nu}{\sqrt{d}}\right) \cdot \|\Theta\|_F \right] \lesssim 1/r_\Theta^{1/4}.$$",
    kind="probabilistic", comparison="<=", bound=B.lemma5_13_general_shape, measure=_l924_measure,
    strategy=_l924_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("mu", "|mu|, |mu'| <= c/sqrt(d2)", lambda q: q["mu_slack"] + 1e-12),
        Assumption("general case", "|nu| = 1 > c/sqrt(d3)", lambda q: q["general_slack"]),
        Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every S, "
                   "r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10)",
                   lambda q: q["r_slack"] + 1e-9),
        Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1", lambda q: q["trace_slack"])),
    directions=(
        Direction("d -> inf (n = d2 a fixed fraction of d/4)", "d", INF, how="path", move=_l1004_move_d,
                  points=(1e8, 1e12, 1e16, 1e24, 1e32, 1e40), grows=("d",),
                  reason="|Delta|/||Theta||_F ~ a c^2/4 ~ sqrt(2 r)/16 against c/r^{1/4} ~ r^{1/4}/2"),
        Direction("n over its range", "nfrac", 1.0, how="search", reason="a fraction of d/4, the top first"),
        Direction("c over its range", "cfrac", 1.0, how="search", reason="the top first"),
        Direction("a (the common row part)", "afrac", 1.0, how="search", reason="a^2 = afrac d/(2 r0 n)"),
        Direction("d3 over its range", "d3mult", 1e3, how="search", reason="d3 = d3mult 4 c^2"),
        Direction("r_Theta -> inf", "r", INF, how="unsearched", reason="r_Theta <= d^{1/4}/10: along the d path"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. Same mechanism as chenli.lemma5.13's erratum (its first case), here in the general case on (43)'s "
             "family: Theta = D + a 1_[2] e^T (D = diag(+-1), e constant 1/sqrt(d) in absolute value with one sign "
             "on S_[2]), d2 = n ~ d/4, a^2 = 2/r0, c = sqrt(r)/2, d3 = ceil(4 c^2), nu = nu' = 1 (general case), mu' "
             "the top slice, mu = mu' - 2 k2/d2 (k2 ~ c sqrt(d2)/2). For every coupled draw, x'^T Theta x' - x^T "
             "Theta x = 4 a k2 (A - k2)/sqrt(d) + 2 a k2 (N1 + sigma3) (A = mu' d2; (33)), N1 a Rademacher sum of "
             "variance d1/d: the (1 - r^{-1/4})-quantile of |Delta|/||Theta||_F is >= sqrt(2 r)/16 - O(1) (Hoeffding), "
             "against the shape ~ r^{1/4}/2: ratio ~ 0.18 r^{1/4}, unbounded (d = 1e40: r = 1e9, see the run), so for "
             "any constants the event has probability ~1 >> r^{-1/4}. Hypotheses as for chenli.eq43 (each '<<' the "
             "factor 10; Assumption 7 after an Appendix-C smoothing with small sigma, which moves Delta by a relative "
             "O(sigma)). The d3^{3/2} nu/sqrt(d) term is read with nu = max(1, upsilon) (either reading of the "
             "printed nu), which only raises the shape. Cause: L990's (c^2/r_Theta) for c^2 (chenli.display.lemma5.13-"
             "q-law-second-moment), carried by (43) (chenli.eq43).",
    second_path="tests/test_chenli_r12_chenliA.py::test_lemma513_general_second_path",
    no_correction_reason="the general case also inherits (37)/(39)/(41)'s d3 for d3^2 (round 11), so a corrected "
                         "threshold needs the general-case proof redone; on this family the first case's correction "
                         "(c^{3/2} r^{1/4}/d2^{1/4} + c^2/r^{1/4}, chenli.lemma5.13) is met",
    mutants={},
    no_mutant_reason="no corrected bound is given (an erratum's mutants are wrong versions of its correction)",
    notes="Closed forms (lemma513_general_parts), d up to 1e40; the quantile is a rigorous lower bound (Hoeffding for "
          "the cube block, |sigma3| <= d3/sqrt(d)), so a crossing of it is a crossing.",
    domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta >= 4 c^2 >= 4 and r_Theta <= d^{1/4}/10",
                  unreached="d <= 1e40 (closed forms in float64)"),
            Param("c", 1.0, INF, text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="c <= sqrt(r_Theta)/2 <= d^{1/8}/6.3 (d <= 1e40)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L924)


# ------------------------------------------- L1010 / L1016: the union bounds before t, s, s' are chosen


@st.composite
def _union_instances(draw: st.DrawFn) -> dict:
    """(43)'s family (d, nfrac, afrac, cfrac, d3mult) and t, s, s' log-uniform in [1, 10] (2 first: the sum 3/4)."""
    inst = draw(_l924_instances())
    for k in ("t", "s", "s2"):
        inst[k] = float(10 ** draw(with_edges(st.floats(0.0, 1.0), math.log10(2.0), 0.0)))
    return inst


def union_parts(inst: dict, extra: bool) -> dict:
    """lemma513_general_parts' Delta (the same Theta, mu, mu', U_[2]; nu = nu' = 1 in the general case, nu = nu' = 0
    with d3 even under the extra condition: U_[3] empty either way, sum_{S3} e_j y_j bounded by d3/sqrt(d)). lhs: a
    lower bound on P[|Delta| > threshold], 1 - 2 exp(-u^2 d/(2 d1)) with u = (D0 - threshold)/(2 a k2) - d3/sqrt(d)
    (Hoeffding for the cube block's N1)."""
    inst = dict(inst)
    p = lemma513_general_parts(inst)
    tm = p["terms"]
    d, n, d3, c, r, ups, a, k2 = (float(inst["d"]), tm["d2"], tm["d3"], tm["c"], tm["r_Theta"], tm["upsilon"],
                                  tm["a"], tm["k2"])
    if extra and d3 % 2:
        d3 += 1
    t, s, s2 = float(inst["t"]), float(inst["s"]), float(inst["s2"])
    fro = math.sqrt(d + a * a * n + 2 * a / math.sqrt(d))  # ||Theta||_F (+- 2a/sqrt(d): the upper end)
    if extra:
        X = c / math.sqrt(min(n, d3)) + c * c / r
        thr = 2 * fro * (t * math.sqrt(X) + s * s2 * math.sqrt(1 + c * c / r) * math.sqrt(X))
    else:
        X = c / math.sqrt(n) + c * c / r + d3 * ups * ups / d
        Y = c / math.sqrt(n) + c * c / r + d3**3 * ups * ups / d
        thr = 2 * fro * (t * math.sqrt(X) + s * s2 * math.sqrt(Y))
    D0 = tm["D0/||Theta||_F"] * fro  # lemma513_general_parts divides by sqrt(fro2) (same fro2)
    d1 = d - n - d3
    u = (D0 - thr) / (2 * a * k2) - d3 / math.sqrt(d) if k2 else -1.0
    plo = max(0.0, 1.0 - 2.0 * math.exp(-u * u * d / (2 * d1))) if u > 0 else 0.0
    terms = {**tm, "d3": d3, "threshold/||Theta||_F": thr / fro, "|Delta| main/||Theta||_F": D0 / fro,
             "extra_slack": c / math.sqrt(d3) if extra else 0.0}
    if extra:
        terms["general_slack"] = 1.0
        terms["c_slack"] = min(c - 1.0, math.sqrt(min(r, n, d3)) / 2 - c)
    return {"lhs": plo, "q": {"t": t, "s": s, "s2": s2}, "terms": terms}


def _union_measure_for(extra: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        p = union_parts(inst, extra)
        return Measurement(p["lhs"], p["q"], p["terms"])

    return measure


def _union_claim(extra: bool) -> Claim:
    lines = "L1008-L1010" if extra else "L1014-L1016"
    case = "extra condition (|nu|, |nu'| <= c/sqrt(d3))" if extra else "general case (the extra condition fails)"
    thr = ("t (c/sqrt(min(d2, d3)) + c^2/r)^{1/2} + s s' (1 + c^2/r)^{1/2} (c/sqrt(min(d2, d3)) + c^2/r)^{1/2}"
           if extra else "t (c/sqrt(d2) + c^2/r + d3 v^2/d)^{1/2} + s s' (c/sqrt(d2) + c^2/r + d3^3 v^2/d)^{1/2}")
    tex = (r"$$\mathbb{P}\left[|x^\top \Theta x - x'^\top \Theta x'| > 2 \|\Theta\|_F \left\{t \left(\frac{c}{\sqrt{"
           r"\min(d_2, d_3)}} + \frac{c^2}{r_\Theta}\right)^{1/2} + ss' \left(1 + \frac{c^2}{r_\Theta}\right)^{1/2} "
           r"\left(\frac{c}{\sqrt{\min(d_2, d_3)}} + \frac{c^2}{r_\Theta}\right)^{1/2}\right\}\right] \leq 1/t^2 + "
           r"1/s^2 + 1/s'^2$$" if extra else
           r"$$\mathbb{P}\left[|x^\top \Theta x - x'^\top \Theta x'| > 2 \|\Theta\|_F \left\{t \left(\frac{c}{\sqrt{d_2}}"
           r" + \frac{c^2}{r_\Theta} + \frac{d_3 v^2}{d}\right)^{1/2} + ss' \left(\frac{c}{\sqrt{d_2}} + \frac{c^2}"
           r"{r_\Theta} + \frac{d_3^3 v^2}{d}\right)^{1/2}\right\}\right] \leq 1/t^2 + 1/s^2 + 1/s'^2$$")
    case_assumption = (Assumption("extra condition", "nu = nu' = 0 (d3 even): |nu|, |nu'| <= c/sqrt(d3)",
                                  lambda q: q["extra_slack"]) if extra else
                       Assumption("general case", "|nu| = 1 > c/sqrt(d3)", lambda q: q["general_slack"]))
    return Claim(
        id="chenli.display.lemma5.13-union-" + ("extra" if extra else "general"),
        catalog_id="chenli.lemma5.13",
        paper=PAPER,
        source=f"Proof of Lemma 5.13, Section 5.3, {SEED_FILE} {lines} (" + ("(38) with (42)" if extra else
                                                                              "(39) with (43)") + ")",
        statement=f"Under the {case}, for t, s, s' > 0: P[|x^T Theta x - x'^T Theta x'| > 2 ||Theta||_F {{{thr}}}] <= "
                  "1/t^2 + 1/s^2 + 1/s'^2 (explicit constants as printed).",
        statement_tex=tex,
        kind="probabilistic", comparison="<=", bound=B.union_tail, measure=_union_measure_for(extra),
        strategy=_union_instances(), eventually=("d",),
        assumptions=(
            Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
            Assumption("mu", "|mu|, |mu'| <= c/sqrt(d2)", lambda q: q["mu_slack"] + 1e-12),
            case_assumption,
            Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every "
                       "S, r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10)",
                       lambda q: q["r_slack"] + 1e-9),
            Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1", lambda q: q["trace_slack"])),
        directions=(Direction("d -> inf ((8)'s polylogarithmic lower side holds eventually)", "d", INF, how="path",
                              move=_l1004_move_d, points=(1e24, 1e28, 1e32, 1e36, 1e40), grows=("d",),
                              reason="|Delta|/||Theta||_F ~ sqrt(2 r)/16 outgrows the O(1) threshold"),),
        expect="erratum",
        evidence="On chenli.display.lemma5.13-general-case's family (Theta = D + a 1_[2] e^T, e constant on S_[2], "
                 "d2 ~ d/4, a^2 = 2/r0, c = sqrt(r)/2, d3 = ceil(4 c^2), k2 = mu' d2/2 flipped coordinates of S_[2]; "
                 + ("nu = nu' = 0, d3 even: the extra condition" if extra else "nu = nu' = 1: the general case") +
                 "), x'^T Theta x' - x^T Theta x = 4 a k2 (A - k2)/sqrt(d) + 2 a k2 (N1 + sigma3) on every draw "
                 "(A = mu' d2; N1 a Rademacher sum, Hoeffding), |Delta|/||Theta||_F ~ sqrt(2 r)/16, while the "
                 "threshold/||Theta||_F is O(t + s s') (every bracket is <= ~1): at t = s = s' = 2 (sum 3/4), d = "
                 "1e32 (r = 1e7) the probability is >= 1 - 1e-100 > 3/4 (see the run). Every hypothesis as for "
                 "chenli.eq43 (each '<<' the factor 10; Assumptions 6-7 by scaling and a small Appendix-C smoothing). "
                 "Cause: " + ("(42)'s factor (1 + c^2/r_Theta), L990's erratum (only (1 + c^2))"
                              if extra else "(43)'s erratum (L990's factor, chenli.eq43)") + ". Round 16 (helper "
                 "chenli2), the '<<' of (8) and Assumption 4 against the paper's own use: L724 uses r_Theta << d^{1/4} "
                 "as r_Theta^2 <= sqrt(d)/v (factor 1), so the factor 10 is the stricter side; with the factor K = "
                 "1e3 or 1e5 (r_Theta = d^{1/4}/K, every slack >= 0) the crossing stays at d = 1e40 (P = 1 > 3/4, "
                 "|Delta|/||Theta||_F = 280 and 28 against the threshold 6 or 11.2), and as |Delta|/||Theta||_F ~ "
                 "sqrt(2 r_Theta)/16 grows with r_Theta the o(1) reading (r_Theta = d^{1/4}/K(d), K -> inf slowly) "
                 "crosses eventually too (tests/test_chenli_r16_chenli.py::"
                 "test_union_and_eq41_under_stricter_readings_of_8).",
        second_path="tests/test_chenli_r12_chenliA.py::test_union_bounds_second_path",
        no_correction_reason="the union bound combines Markov on (36)/(37) and L986-L990, whose '<~' constants the "
                             "proof does not give, so no explicit corrected threshold follows; with the corrected "
                             "factors (1 + c^2) (and (1 + d3)) the union-bound threshold exceeds |Delta| on this family",
        mutants={},
        no_mutant_reason="no corrected bound is given (an erratum's mutants are wrong versions of its correction)",
        notes="lhs is a rigorous lower bound on the probability (closed forms, Hoeffding), so a crossing of it is a "
              "crossing. The printed t = 1/r_Theta^{1/4} of L1012 is chenli.lemma5.13's typo note.",
        domain=(Param("d", 2_560_000, INF, integer=True, key="d", text="r_Theta <= d^{1/4}/10",
                      unreached="d <= 1e40 (closed forms in float64)"),
                Param("t", 0.0, INF, key="t", text="t > 0",
                      unreached="t, s, s' in [1, 10] (below 1 the right side exceeds 1)")),
        settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
    )


UNION_EXTRA, UNION_GENERAL = _union_claim(True), _union_claim(False)
CLAIMS += [UNION_EXTRA, UNION_GENERAL]


# ------------------------------------------- L870 (Lemma 5.11's second bullet): the mean of x^T Theta 1_[3]


@st.composite
def _l870_instances(draw: st.DrawFn) -> dict:
    """c = m an integer in [1, 64] (log-uniform; 16 first); d2 = ceil(d2mult 4 c^2), d3 = ceil(d3mult 4 c^2) (c <=
    sqrt(min(d2, d3))/2; the multipliers log-uniform in [1, 100], 1 first); r_Theta = rmult 4 c^2 (rmult in [1, 10],
    1 first); the common block's weight B = b^2 (d2 + d3) log-uniform in [1, 1e6] (1e4 first); d = dmult times the
    least d meeting (8) and Assumption 4's upsilon <= sqrt(d)/(10 r^2) (dmult in [1, 1e3], 1 first)."""
    return {"c": int(round(10 ** draw(with_edges(st.floats(0.0, math.log10(64.0)), math.log10(16.0))))),
            "d2mult": float(draw(with_edges(log_uniform(1.0, 100.0), 1.0))),
            "d3mult": float(draw(with_edges(log_uniform(1.0, 100.0), 1.0))),
            "rmult": float(draw(with_edges(log_uniform(1.0, 10.0), 1.0))),
            "B": float(draw(with_edges(log_uniform(1.0, 1e6), 1e4))),
            "dmult": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0)))}


def l870_parts(inst: dict) -> dict:
    """Theta = D + b 1_{S23} 1_[3]^T (S23 = S_[2] u S_[3]; D diagonal +-1, +1 on S_[3], signs on S_[1] u S_[2] with
    |Tr Theta| <= 2), b = sqrt(B/(d2 + d3)). x ~ pi^s_{mu,nu} with nu = 1 (x = +1 on S_[3]; the lemma's second bullet)
    and mu d2 = A the largest slice sum <= c sqrt(d2): x^T Theta 1_[3] = sum_{S3} D_jj x_j + b d3 (A + d3) = d3 (1 +
    b (A + d3)) for EVERY x in the support (Theta's S_[1] rows vanish on S_[3]'s columns). Closed forms:
    ||Theta||_F^2 = d + 2 b d3 + B d3; rows: 1 (S_[1]), 1 + b^2 d3 (S_[2]), 1 + 2b + b^2 d3 (S_[3]); columns: 1, 1 + 2b
    + B (S_[3]). For every S: ||Theta Pi_S^perp e_k|| <= 1 + sqrt(B) (|(Pi_S^perp 1_[3])_k| <= 1), ||Theta
    Pi_S^perp||_F >= sqrt(d - 1) - sqrt(B d3), ||Theta Pi_S^perp||_op <= 1 + sqrt(B d3): upsilon and r_Theta
    certificates. lhs: the level s* = X sqrt(d)/(v sqrt(d3) ||Theta||_F) - d3 up to which the printed event has
    probability 1."""
    c = int(inst["c"])
    d2 = max(4, math.ceil(inst["d2mult"] * 4 * c * c))
    d3 = max(4, math.ceil(inst["d3mult"] * 4 * c * c))
    r = inst["rmult"] * 4.0 * c * c
    Bw = float(inst["B"])
    b = math.sqrt(Bw / (d2 + d3))
    A = int(math.floor(c * math.sqrt(d2) + 1e-9))
    if (A - d2) % 2:
        A -= 1
    v_est = 1.0 + math.sqrt(Bw)
    d = float(math.ceil(inst["dmult"] * max((K_SCALE * r) ** 4, (1.1 * K_SCALE * r * r * v_est) ** 2,
                                            1e4 * Bw * d3)))
    fro2 = d + 2 * b * d3 + Bw * d3
    rowcol = max(1.0 + 2 * b + Bw, 1.0 + 2 * b + b * b * d3)
    f_lo = math.sqrt(d - 1.0) - math.sqrt(Bw * d3)
    v_pi = (1.0 + math.sqrt(Bw)) * math.sqrt(d) / f_lo
    v = max(1.0, math.sqrt(rowcol * d / fro2), v_pi)
    r_cert = f_lo**2 / (1.0 + math.sqrt(Bw * d3)) ** 2
    X = d3 * (1.0 + b * (A + d3))
    x_unit = X * math.sqrt(d) / (v * math.sqrt(d3) * math.sqrt(fro2))
    lhs = max(0.0, x_unit - d3)
    mu = A / d2
    bullet = min(d / (8 * v * v), math.sqrt(d * r) / (8 * c * v))
    return {"lhs": lhs, "q": {"c": float(c), "d3": d3},
            "terms": {"c": c, "d2": d2, "d3": d3, "r_Theta": r, "upsilon (certified)": v, "b": b, "A = mu d2": A,
                      "d": d, "|x^T Theta 1_[3]| sqrt(d)/(v sqrt(d3) ||Theta||_F)": x_unit,
                      "printed mean term d3": d3, "mu term c sqrt(d3)": c * math.sqrt(d3),
                      "c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c),
                      "mu_slack": c / math.sqrt(d2) - abs(mu),
                      "bullet2_slack": 1.0 - d3 / bullet,
                      "r_slack": min(r_cert / r - 1.0, d**0.25 / (K_SCALE * r) - 1.0,
                                     math.sqrt(d) / (K_SCALE * r * r * v) - 1.0),
                      "trace_slack": 1.0 - 2.0 / math.sqrt(fro2),
                      "sign_room": (d - d3) - (d3 + b * d3) - 2.0}}


def _l870_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l870_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l870_move_c(inst: dict, t: float) -> dict:
    return {**inst, "c": max(1, int(round(t)))}


L870 = Claim(
    id="chenli.display.lemma5.11-bullet2-s3-tail",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11 (its second part), Section 5.3, {SEED_FILE} L868-L870 (the hypotheses L779-L782; "
           "(29), (30); Assumptions 3-7 L445-L470, (8) L447)",
    statement="Let 1 <= c <= sqrt(min(r_Theta, d2, d3))/2, |mu| <= c/sqrt(d2), and the second bullet d3 <= min(d/8v^2, "
              "sqrt(d r_Theta)/8cv). For x ~ pi^s_{mu,nu;d1,d2,d3} and s > 0: P[|x^T Theta 1_[3]| > (v d3^{3/2}/"
              "sqrt(d) + s sqrt(d3) v/sqrt(d)) ||Theta||_F] <~ exp(-Omega(s^2)). Checked through the level s* up to "
              "which the event is certain: 1 <= C exp(-c' s*^2) forces s* <~ 1 (uniform).",
    statement_tex=r"$$\mathbb{P}\left[|x^\top \Theta \bar{\mathbf{1}}_{[3]}| > \left(\frac{vd_3^{3/2}}{\sqrt{d}} + s "
                  r"\frac{\sqrt{d_3}v}{\sqrt{d}} \right) \|\Theta\|_F \right] \lesssim \exp(-\Omega(s^2)).$$",
    kind="step", comparison="<=", bound=B.l870_printed, measure=_l870_measure, strategy=_l870_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("mu", "|mu| <= c/sqrt(d2) (mu d2 the largest slice sum <= c sqrt(d2))",
                   lambda q: q["mu_slack"] + 1e-12),
        Assumption("second bullet", "d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)) (v the certified upsilon >= 1, "
                   "either reading of the printed nu)", lambda q: q["bullet2_slack"]),
        Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every S, "
                   "r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10; analytic "
                   "certificates valid for every S)", lambda q: q["r_slack"]),
        Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1 (D's signs on S_[1] u S_[2] make "
                   "|Tr Theta| <= 2)", lambda q: min(q["trace_slack"], q["sign_room"]))),
    directions=(
        Direction("c -> inf (d2 = d3 = 4 c^2 = r_Theta, d the least (8) allows)", "c", INF, how="path",
                  move=_l870_move_c, points=(2.0, 4.0, 8.0, 16.0, 32.0, 64.0), grows=("c", "d"),
                  reason="s* ~ (3/sqrt(2) - 2) 2 c^2 ~ 0.2 c^2: the mean's mu 1_[2]^T Theta 1_[3] part, absent from the "
                         "threshold, is c sqrt(d3) sigma-units"),
        Direction("d2 over its range", "d2mult", 100.0, how="search", reason="d2 = d2mult 4 c^2, 1 first"),
        Direction("d3 over its range", "d3mult", 100.0, how="search", reason="d3 = d3mult 4 c^2, 1 first"),
        Direction("r_Theta over its range", "rmult", 10.0, how="search", reason="r = rmult 4 c^2 (c's range needs "
                  "r >= 4 c^2)"),
        Direction("the block weight B", "B", 1e6, how="search", reason="B = b^2 (d2 + d3); v ~ 1 + sqrt(B)"),
        Direction("d -> inf", "d", INF, how="search", reason="dmult in [1, 1e3] over the least d; d only enters "
                  "through ||Theta||_F^2/d -> 1 and the certificates"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed as printed. Theta = D + b 1_{S23} 1_[3]^T (D diagonal +-1, +1 on S_[3]; b^2 (d2 + d3) = B = 1e4), d2 = d3 = r_Theta "
             "= 4 c^2, x with nu = 1 (second bullet) and mu d2 = A = c sqrt(d2) = 2 c^2 (|mu| = c/sqrt(d2)): for every "
             "x in the support x^T Theta 1_[3] = d3 (1 + b (A + d3)), i.e. (d3 + s*) sqrt(d3) v ||Theta||_F/sqrt(d) "
             "with s* ~ 0.2 c^2 (v the certified upsilon ~ 1 + sqrt(B)): the printed event has probability 1 for "
             "every s < s*, while the bound C exp(-c' s^2) is < 1 there once s* > sqrt(log(C)/c'); s* grows without "
             "bound along c (c = 64: s* ~ 800, see the run). Every hypothesis with each '<<' the factor 10 (c, |mu| at "
             "its edge, the second bullet with v = the certified upsilon (and with nu = 1), Assumptions 3-4 for every "
             "S by analytic certificates, (8) r_Theta <= d^{1/4}/10, upsilon <= sqrt(d)/(10 r^2), Assumption 5 with "
             "chi = 1; Assumption 6 by scaling; Assumption 7 after an Appendix-C smoothing Theta + G, G_ij ~ N(0, "
             "sigma^2/d), which moves x^T Theta 1_[3] by N(0, sigma^2 d3), against a margin of 0.2 c^2 sqrt(d3) v). "
             "Cause: the proof applies Lemma 5.5 around (29)'s nu 1_[3]^T Theta 1_[3] only; the mean of x^T Theta "
             "1_[3] also has mu 1_[2]^T Theta 1_[3], up to c d3 v ||Theta||_F/sqrt(d) = c sqrt(d3) sigma-units "
             "(L826 transposed), not below the printed mean term when d2 ~ d3 ~ 4 c^2. Auditor A "
             "(docs/audits/round12/chenli.md) calls it a harmless slip because the display holds with (3/2) v "
             "d3^{3/2}/sqrt(d) (c <= sqrt(d3)/2); that changes the threshold's explicit mean term (a correction, "
             "like corrected=), it is not a reading of the printed threshold, whose "
             "violation no hidden constant of '<~ exp(-Omega(s^2))' absorbs (s* grows like c^2), so the expectation "
             "stays erratum.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l870_second_path",
    corrected=B.l870_corrected,
    corrected_text="P[|x^T Theta 1_[3]| > ((d3^{3/2} + c d3) v/sqrt(d) + s sqrt(d3) v/sqrt(d)) ||Theta||_F] <~ "
                   "exp(-Omega(s^2)) (the mean's mu part: |mu| |1_[2]^T Theta 1_[3]| <= c d3 v ||Theta||_F/sqrt(d)); "
                   "checked as s* <~ 1 + c sqrt(d3).",
    mutants={"1 + c (wrong along d3)": B.l870_mutant_c, "1 + sqrt(d3) (wrong along c)": B.l870_mutant_sqrt_d3},
    notes="Closed forms (l870_parts): x^T Theta 1_[3] is the same number for every x in the support, so the "
          "probability is exactly 1 below s*. The downstream threshold of Lemma 5.11's second display (L790) has "
          "r^{1/8} sqrt(c v d3)/d^{1/4}, which covers this mean after (32)'s Markov step only when c v d3 <~ sqrt(d); "
          "not checked here.",
    domain=(Param("c", 1.0, INF, key="c", text="1 <= c <= sqrt(min(r_Theta, d2, d3))/2",
                  unreached="c <= ~3e3 along the extended path (closed forms in float64); s* ~ 0.2 c^2 "
                            "is already ~800 at c = 64"),
            Param("d3", 4, INF, integer=True, key="d3", text="d3 >= 4 c^2 (c's range)",
                  unreached="d3 <= 400 c^2 (d3mult <= 100)")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L870)


# ------------------------------------------- (31) (L848) under the second bullet (L872: "Eq. (31) still holds")


@st.composite
def _l848_instances(draw: st.DrawFn) -> dict:
    """c an integer in [1, 8] (1 first); r_Theta log-uniform in [16, 1e4] (1e3 first; raised to 4 c^2); B log-uniform in
    [1, 1e6] (1e4 first); d3 = nfrac times the second bullet's largest d3 (nfrac in [0.01, 1], 1 first), d2 = d2ratio
    d3 (d2ratio log-uniform in [0.1, 10], 1 first); d = dmult times the least d meeting (8) and Assumption 4's upsilon
    <= sqrt(d)/(10 r^2)."""
    return {"c": int(draw(with_edges(st.integers(1, 8).map(float), 1.0))),
            "r": float(draw(with_edges(log_uniform(16.0, 1e4), 1e3))),
            "B": float(draw(with_edges(log_uniform(1.0, 1e6), 1e4))),
            "nfrac": float(draw(with_edges(log_uniform(0.01, 1.0), 1.0))),
            "d2ratio": float(draw(with_edges(log_uniform(0.1, 10.0), 1.0))),
            "dmult": float(draw(with_edges(log_uniform(1.0, 1e3), 1.0)))}


def l848_parts(inst: dict) -> dict:
    """Theta = D + b 1_[3] 1_[2]^T (D diagonal +-1, +1 on S_[2], signs on S_[1] u S_[3] with |Tr Theta| <= 1; b =
    sqrt(B/max(d2, d3))). x ~ pi^s_{mu,nu} with mu = 0 (d2 even) and nu = 1 (the second bullet): Theta 1_[2] = 1_[2] +
    b d2 1_[3], so x^T Theta 1_[2] = mu d2 + b d2 d3 nu = b d2 d3 for EVERY x in the support. Closed forms:
    ||Theta||_F^2 = d + B' (B' = b^2 d2 d3); rows 1 + b^2 d2 (S_[3]), columns 1 + b^2 d3 (S_[2]); for every S: columns
    of Theta Pi_S^perp <= 1 + b sqrt(d3), ||Theta Pi_S^perp||_F >= sqrt(d - 1) - b sqrt(d2 d3), ||.||_op <= 1 + b
    sqrt(d2 d3). lhs: the level s* = X/(sqrt(d2/r) ||Theta||_F) - 2c up to which (31)'s event is certain."""
    c, Bw = int(inst["c"]), float(inst["B"])
    r = max(float(inst["r"]), 4.0 * c * c)
    v_est = 1.0 + math.sqrt(Bw)
    d = float(math.ceil(inst["dmult"] * max((K_SCALE * r) ** 4, (1.1 * K_SCALE * r * r * v_est) ** 2)))
    n = 0.9 * inst["nfrac"] * min(d / (8 * v_est**2), math.sqrt(d * r) / (8 * c * v_est))
    d3 = max(4, int(n))
    d2 = max(4, 2 * int(inst["d2ratio"] * d3 / 2))
    b = math.sqrt(Bw / max(d2, d3))
    fro2 = d + b * b * d2 * d3
    f_lo = math.sqrt(d - 1.0) - b * math.sqrt(d2 * d3)
    v = max(1.0, math.sqrt(max(1.0 + b * b * d2, 1.0 + b * b * d3) * d / fro2),
            (1.0 + b * math.sqrt(d3)) * math.sqrt(d) / f_lo)
    r_cert = f_lo**2 / (1.0 + b * math.sqrt(d2 * d3)) ** 2
    X = b * d2 * d3
    lhs = max(0.0, X / (math.sqrt(d2 / r) * math.sqrt(fro2)) - 2 * c)
    bullet = min(d / (8 * v * v), math.sqrt(d * r) / (8 * c * v))
    return {"lhs": lhs, "q": {"d3": d3, "v": v, "r": r, "d": d},
            "terms": {"c": c, "d2": d2, "d3": d3, "r_Theta": r, "upsilon (certified)": v, "b": b, "d": d,
                      "|x^T Theta 1_[2]|/(sqrt(d2/r) ||Theta||_F)": X / (math.sqrt(d2 / r) * math.sqrt(fro2)),
                      "L826's term d3 v sqrt(r/d)": d3 * v * math.sqrt(r / d),
                      "c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c),
                      "bullet2_slack": 1.0 - d3 / bullet,
                      "r_slack": min(r_cert / r - 1.0, d**0.25 / (K_SCALE * r) - 1.0,
                                     math.sqrt(d) / (K_SCALE * r * r * v) - 1.0),
                      "trace_slack": 1.0 - 1.0 / math.sqrt(fro2), "sign_room": (d - d2) - d2 - 1.0}}


def _l848_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l848_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l848_move_r(inst: dict, t: float) -> dict:
    return {**inst, "r": float(t)}


L848 = Claim(
    id="chenli.display.lemma5.11-eq31-bullet2",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L846-L848 ((31)) as used under the second bullet at L872 "
           "('Also note that Eq. (31) still holds'); hypotheses L779-L782 and the bound on nu 1_[3]^T Theta 1_[2] before (29); "
           "Assumptions 3-7 L445-L470, (8) L447",
    statement="Under the second bullet (d3 <= min(d/8v^2, sqrt(d r_Theta)/8cv); 1 <= c <= sqrt(min(r_Theta, d2, "
              "d3))/2, |mu| <= c/sqrt(d2)), for x ~ pi^s_{mu,nu;d1,d2,d3} and s > 0: P[|x^T Theta 1_[2]| > (2c + s) "
              "sqrt(d2/r_Theta) ||Theta||_F] <~ exp(-Omega(s^2)) (L872: (31) still holds). Checked through the level s* "
              "up to which the event is certain: s* <~ 1 (uniform).",
    statement_tex=r"$$\mathbb{P}[|x^\top \Theta \vec{\mathbf{1}}_{[2]}| > (2c + s) \sqrt{\frac{d_2}{r_\Theta}} "
                  r"\|\Theta\|_F] \lesssim \exp(-\Omega(s^2)).$$",
    kind="step", comparison="<=", bound=B.l848_printed, measure=_l848_measure, strategy=_l848_instances(),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=(
        Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"] + 1e-12),
        Assumption("second bullet", "d3 <= min(d/(8 v^2), sqrt(d r_Theta)/(8 c v)) (v the certified upsilon >= 1, "
                   "either reading of the printed nu)", lambda q: q["bullet2_slack"]),
        Assumption("Assumptions 3-4, (8)", "||Theta Pi_S^perp||_F^2 >= r_Theta ||Theta Pi_S^perp||_op^2 for every S, "
                   "r_Theta <= d^{1/4}/10, 1 <= upsilon <= sqrt(d)/(10 r_Theta^2) (each '<<' the factor 10; analytic "
                   "certificates valid for every S)", lambda q: q["r_slack"]),
        Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1", lambda q: min(q["trace_slack"],
                                                                                              q["sign_room"]))),
    directions=(
        Direction("r_Theta -> inf (c = 1, d3 at the second bullet's edge)", "r", INF, how="path", move=_l848_move_r,
                  points=(16.0, 64.0, 256.0, 1024.0, 4096.0), grows=("r", "d"),
                  reason="s* ~ r_Theta/(8c) - 2c: L826's nu 1_[3]^T Theta 1_[2] is d3 v sqrt(r/d) <= r/(8c) units of "
                         "the threshold's sqrt(d2/r) ||Theta||_F"),
        Direction("c over its range", "c", 8.0, how="search", reason="c in 1..8 (1 first); s* falls like 1/c"),
        Direction("d3 below the bullet's edge", "nfrac", 1.0, how="search", reason="nfrac in [0.01, 1], 1 first"),
        Direction("d2/d3", "d2ratio", 10.0, how="search", reason="log-uniform in [0.1, 10]"),
        Direction("the block weight B", "B", 1e6, how="search", reason="v ~ 1 + sqrt(B)"),
        Direction("d -> inf", "d", INF, how="search", reason="dmult in [1, 1e3] over the least d"),
    ),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed. Theta = D + b 1_[3] 1_[2]^T (D diagonal +-1, +1 on S_[2]; b^2 d2 = B = 1e4), c = 1, mu = 0, nu = 1 (the "
             "second bullet), d2 = d3 = 0.9 sqrt(d r_Theta)/(8 c v) (inside the bullet with v the certified upsilon ~ "
             "1 + sqrt(B)): x^T Theta 1_[2] = b d2 d3 for every x in the support, i.e. (2c + s*) sqrt(d2/r) "
             "||Theta||_F with s* ~ 0.9 r_Theta/(8c) - 2c (r = 4096: s* ~ 450, see the run), unbounded along "
             "r_Theta, so the event has probability 1 where C exp(-c' s^2) < 1. Every hypothesis with each '<<' the "
             "factor 10 (c, mu, the second bullet, Assumptions 3-4 for every S by analytic certificates, (8), "
             "upsilon <= sqrt(d)/(10 r^2), Assumption 5 with chi = 1; Assumption 6 by scaling; Assumption 7 after a "
             "small Appendix-C smoothing, which moves x^T Theta 1_[2] by N(0, sigma^2 d2)). Cause: (31) was derived "
             "under the first bullet (means <= 2c sqrt(d2/r_Theta) ||Theta||_F by L818/L822); under the second "
             "bullet the mean's nu 1_[3]^T Theta 1_[2] is bounded only by L826's nu d3 sqrt(d2) ||Theta||_F/sqrt(d), "
             "which the bullet allows up to r_Theta/(8c) times the threshold's unit.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l848_second_path",
    corrected=B.l848_corrected,
    corrected_text="Under the second bullet: P[|x^T Theta 1_[2]| > ((2c + s) sqrt(d2/r_Theta) + d3 v sqrt(d2/d)) "
                   "||Theta||_F] <~ exp(-Omega(s^2)) (L826's term added to the mean); checked as s* <~ 1 + d3 v "
                   "sqrt(r_Theta/d).",
    mutants={"1 + d3 v/sqrt(d) (wrong along r_Theta)": B.l848_mutant_no_r,
             "1 + sqrt(r_Theta) (wrong along r_Theta)": B.l848_mutant_sqrt_r},
    notes="Closed forms (l848_parts): x^T Theta 1_[2] is the same number for every x in the support. Under the first "
          "bullet (31) is not in question here (its means are L818/L822's).",
    domain=(Param("r", 16.0, INF, key="r", text="r_Theta >= 4 c^2",
                  unreached="r_Theta <= ~1e5 along the extended path (d ~ 1e6 r^4 v^2/1e4 in float64); a smaller "
                            "r_Theta only lowers s*"),
            Param("d3", 4, INF, integer=True, key="d3", text="d3 <= the second bullet's edge",
                  unreached="d3 >= 0.009 x the edge (nfrac >= 0.01); s* scales with d3")),
    settings={"ci": {"max_examples": 40, "budget_s": 4.0}},
)
CLAIMS.append(L848)


# ------------------------------------------- L1232-L1236 (Lemma 5.18's proof): the identity term of the chain


@st.composite
def _l1235_instances(draw: st.DrawFn) -> dict:
    """k in {2, 3}, d2 in 1..3, d3 in 1..3, d1 in 0..1 (k d <= 15: every X in {+-1}^{k x d} enumerated), Theta
    Gaussian with ||Theta||_F = F in [0.5, 8] (any Theta: M* enters only as a fixed matrix)."""
    k = draw(st.sampled_from([2, 3]))
    d2, d3 = draw(st.integers(1, 3)), draw(st.integers(1, 3))
    d1 = draw(st.integers(0, 1))
    while k * (d1 + d2 + d3) > 15:
        d2 = max(1, d2 - 1)
        d3 = max(1, d3 - 1)
        d1 = 0
    return {"k": k, "d1": d1, "d2": d2, "d3": d3, "F": float(draw(log_uniform(0.5, 8.0))),
            "seed": draw(SEEDS)}


def _softmax_rows(L: np.ndarray) -> np.ndarray:
    E = np.exp(L - L.max(axis=-1, keepdims=True))
    return E / E.sum(axis=-1, keepdims=True)


def _enum_theta_x(inst: dict) -> tuple:
    """(k, d1, d2, d3, Theta, Xs): Theta Gaussian (seed inst["seed"]) scaled to ||Theta||_F = F, and every X in
    {+-1}^{k x d} (d = d1 + d2 + d3), shape (2^{kd}, k, d)."""
    import itertools as it

    k, d1, d2, d3 = int(inst["k"]), int(inst["d1"]), int(inst["d2"]), int(inst["d3"])
    d = d1 + d2 + d3
    rng = np.random.default_rng(inst["seed"])
    T = rng.standard_normal((d, d))
    T *= inst["F"] / np.linalg.norm(T)
    Xs = np.array(list(it.product((1.0, -1.0), repeat=k * d))).reshape(-1, k, d)
    return k, d1, d2, d3, T, Xs


def l1235_parts(inst: dict) -> dict:
    """M* = E_X[softmax(X Theta X^T)] and E_X[mu^T J M* nu] (mu = X 1_[2]/d2, nu = X 1_[3]/d3, J the all-ones k x k
    matrix) by enumerating every X in {+-1}^{k x d}."""
    k, d1, d2, d3, T, Xs = _enum_theta_x(inst)
    Mstar = _softmax_rows(np.einsum("nad,de,nbe->nab", Xs, T, Xs)).mean(0)
    mu = Xs[:, :, d1:d1 + d2].sum(-1) / d2
    nu = Xs[:, :, d1 + d2:].sum(-1) / d3
    JM = np.ones((k, k)) @ Mstar
    val = float(np.einsum("na,ab,nb->n", mu, JM, nu).mean())
    return {"lhs": val, "q": {"k": k, "d2": d2, "d3": d3},
            "terms": {"Tr(J M*) (= k)": float(np.trace(JM)), "k/d3": k / d3, "d2": d2}}


def _l1235_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1235_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


L1235 = Claim(
    id="chenli.display.lemma5.18-identity-term",
    catalog_id="chenli.lemma5.18",
    paper=PAPER,
    source=f"Proof of Lemma 5.18, Section 5.4, {SEED_FILE} L1230-L1236 (the chain's last line; M* L1124, (50) L1132, "
           "(54) L1157)",
    statement="E_{mu,nu}[mu^T J M* nu] = (1/(d2 d3)) 1_[2]^T (k Id) 1_[2] (the first term of L1235; mu = X 1_[2]/d2, "
              "nu = X 1_[3]/d3, X ~ {+-1}^{k x d}, M* = E[softmax(X Theta X^T)] fixed, J all-ones).",
    statement_tex=r"$$\mathbb{E}[\bar{\boldsymbol{\mu}}^\top \mathbf{J} \mathbf{M}^* \bar{\mathbf{v}}] = \frac{1}{d_2 "
                  r"d_3} \bar{\mathbf{1}}_{[2]}^\top (k \cdot \text{Id}) \bar{\mathbf{1}}_{[2]}$$",
    kind="step", comparison="==", bound=B.l1235_printed, measure=_l1235_measure, strategy=_l1235_instances(),
    readings=(Reading("1_[3] on the right", "the second 1_[2] read as 1_[3] (as (54) L1157 writes it): "
                      "(1/(d2 d3)) 1_[2]^T (k Id) 1_[3] = 0 for disjoint supports", bound=B.l1235_reading),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed as printed. mu and nu are functions of disjoint column blocks of the uniform X, independent with mean 0, and M* is a "
             "fixed matrix, so E[mu^T J M* nu] = sum_{a,b} (J M*)_{ab} E[mu_a] E[nu_b] = 0 for every Theta (measured "
             "by enumerating all X: |value| < 1e-15), while the printed right side (1/(d2 d3)) 1_[2]^T (k Id) 1_[2] = "
             "k d2/(d2 d3) = k/d3 > 0 (e.g. k = 2, d3 = 1: 2). No hypothesis enters (the identity is exact for any "
             "Theta and sizes). A typo: (54) L1157 has 1_[3] on the right, which gives 0, the value; Lemma 5.18's "
             "conclusion (v != w: 1_[2]^T (k Id) 1_[3] = 0) is stated with the intended term.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l1235_second_path",
    no_correction_reason="the reading '1_[3] on the right' is the correction (the identity term is exactly 0); it is "
                         "checked as the reading",
    mutants={"1/(d2 d3)": B.l1235_mutant_inv, "k/d3^2": B.l1235_mutant_k},
    notes="Exact enumeration over {+-1}^{k x d} (k d <= 15). The chain's left end also drops the J that its first "
          "'=' and the lemma's statement carry (the same slip as L1162/L1186 against (53)/(55)); not checked here.",
    domain=(Param("k", 2, INF, integer=True, key="k", text="k tokens",
                  unreached="k <= 3 (enumeration); the identity is linear in the fixed M*"),
            Param("d3", 1, INF, integer=True, key="d3", text="|supp w|",
                  unreached="d3 <= 3 (enumeration); E[nu] = 0 at every size")),
    settings={"ci": {"max_examples": 15, "budget_s": 4.0}},
)
CLAIMS.append(L1235)


# ------------------------------------------- L734 (Lemma 5.9's proof): the mean of (Theta^T x)_i, inline


@st.composite
def _l734_instances(draw: st.DrawFn) -> dict:
    """d1 in 1..20, d2, d3 in 1..200 (equal first), mu, nu multiples of 1/d2, 1/d3 in [-1, 1] (+-1 first), the column
    Theta_{:,i} 'aligned' (sign(mu) on S_[2], sign(nu) on S_[3], zero on S_[1]) or Gaussian."""
    d2 = draw(with_edges(st.integers(1, 200).map(float), 50.0))
    d3 = draw(st.sampled_from([d2]) | st.integers(1, 200).map(float))
    a2 = draw(with_edges(st.integers(0, int(d2)).map(float), d2, 0.0))
    a3 = draw(with_edges(st.integers(0, int(d3)).map(float), d3, 0.0))
    return {"d1": draw(st.integers(1, 20)), "d2": int(d2), "d3": int(d3), "a2": int(a2), "a3": int(a3),
            "family": draw(st.sampled_from(["aligned", "gaussian"])), "seed": draw(SEEDS)}


def l734_parts(inst: dict) -> dict:
    d1, d2, d3 = inst["d1"], inst["d2"], inst["d3"]
    mu, nu = (2 * inst["a2"] - d2) / d2, (2 * inst["a3"] - d3) / d3
    if inst["family"] == "aligned":
        a = np.r_[np.zeros(d1), np.full(d2, math.copysign(1.0, mu)), np.full(d3, math.copysign(1.0, nu))]
    else:
        a = np.random.default_rng(inst["seed"]).standard_normal(d1 + d2 + d3)
    m = np.r_[np.zeros(d1), np.full(d2, mu), np.full(d3, nu)]
    return {"lhs": abs(float(a @ m)), "q": {"d2": d2, "d3": d3, "col": float(np.linalg.norm(a))},
            "terms": {"mu": mu, "nu": nu}}


def _l734_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l734_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


L734 = Claim(
    id="chenli.display.lemma5.9-column-mean",
    catalog_id="chenli.lemma5.9",
    paper=PAPER,
    source=f"Proof of Lemma 5.9, Section 5.2, {SEED_FILE} L734 (inline, after the preceding display; x ~ "
           "pi^s_{mu,nu;d1,d2,d3}, mu, nu in [-1, 1] any multiples of 1/d2, 1/d3, L708)",
    statement="For i in [d1]: |<Theta_{:,i}, mu 1_[2] + nu 1_[3]>| <= sqrt(max(d2, d3)) ||Theta_{:,i}|| (the first "
              "'<=' of L734; explicit, no hidden constant).",
    statement_tex=r"$|\langle \Theta_{:,i}, \mu \cdot \bar{\mathbf{1}}_{[2]} + \nu \cdot \bar{\mathbf{1}}_{[3]} "
                  r"\rangle| \leq \sqrt{\max(d_2, d_3)} \|\Theta_{:,i}\|$",
    kind="step", comparison="<=", bound=B.l734_printed, measure=_l734_measure, strategy=_l734_instances(),
    expect="erratum",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed as printed. mu = nu = 1 (allowed: Lemma 5.9 takes any mu, nu in [-1, 1]) and Theta_{:,i} = 1_[2] + 1_[3] (a column "
             "constant on S_[2] u S_[3], zero on S_[1]): the left side is d2 + d3 = sqrt(d2 + d3) ||Theta_{:,i}||, "
             "sqrt(2) times the printed sqrt(max(d2, d3)) ||Theta_{:,i}|| at d2 = d3 (e.g. d2 = d3 = 50: 100 vs "
             "70.7). The inequality is homogeneous in the column, so the column can be scaled into any Theta meeting "
             "Assumptions 3-7 (e.g. eps (1_[2] + 1_[3]) in column i of a Haar-orthogonal Theta, eps small): no "
             "hypothesis is at stake. Cauchy-Schwarz gives ||mu 1_[2] + nu 1_[3]|| = sqrt(mu^2 d2 + nu^2 d3) <= "
             "sqrt(d2 + d3), not sqrt(max(d2, d3)). The factor sqrt(2) is absorbed by the proof's later '<~' "
             "(d2, d3 <~ r_Theta^2), so Lemma 5.9 is not affected. Auditor A (docs/audits/round12/chenli.md) confirms it "
             "as a harmless slip but names no reading of the printed explicit '<= sqrt(max(d2, d3))' under which it "
             "holds (sqrt(d2 + d3) is a changed constant, the correction), so the expectation stays erratum.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l734_second_path",
    corrected=B.l734_corrected,
    corrected_text="|<Theta_{:,i}, mu 1_[2] + nu 1_[3]>| <= sqrt(d2 + d3) ||Theta_{:,i}|| (Cauchy-Schwarz).",
    mutants={"sqrt(d2) ||Theta_{:,i}|| (wrong along d3)": B.l734_mutant_d2,
             "sqrt(d3) ||Theta_{:,i}|| (wrong along d2)": B.l734_mutant_d3},
    auto_mutant=False,
    domain=(Param("d2", 1, INF, integer=True, key="d2", text="|S_[2]|", unreached="d2 <= 200 (scale-free ratio)"),
            Param("d3", 1, INF, integer=True, key="d3", text="|S_[3]|", unreached="d3 <= 200 (scale-free ratio)")),
    settings={"ci": {"max_examples": 60, "budget_s": 3.0}},
)
CLAIMS.append(L734)


# ------------------------------------ L1235's error term (Lemma 5.18's proof) as derived from L1228 alone (cf. EQ54)


@st.composite
def _l1235e_instances(draw: st.DrawFn) -> dict:
    """k in [2, 1e6] (log-uniform, 1e6 an edge), d3 in [1, 1e4], d2 = d3 f (f in [1, 100]: d2 = max(|v|, |w|) >=
    d3), delta** = frac/k (frac in (0, 1]: the family's entries stay in [0, 1])."""
    k = int(round(draw(with_edges(log_uniform(2.0, 1e6), 1e6, 2.0))))
    d3 = int(round(draw(with_edges(log_uniform(1.0, 1e4), 1.0))))
    d2 = int(round(d3 * draw(with_edges(log_uniform(1.0, 100.0), 1.0))))
    return {"k": k, "d2": d2, "d3": d3, "frac": float(draw(with_edges(st.floats(0.01, 1.0), 1.0)))}


def _e_abs_rademacher_sum(n: int) -> float:
    """E|S_n| for S_n a sum of n fair signs: n C(n-1, floor((n-1)/2))/2^{n-1} (in logs)."""
    m = (n - 1) // 2
    return math.exp(math.log(n) + math.lgamma(n) - math.lgamma(m + 1) - math.lgamma(n - m) - (n - 1) * math.log(2.0))


def l1235e_parts(inst: dict) -> dict:
    """lhs = E[mu^T J (M_{mu,nu} - M*) nu] for the family M_{mu,nu} = U + (delta**/2) s 1 (sigma - mean(sigma) 1)^T (s
    = sign(sum_a mu_a), sigma_j = sign(nu_j)), U = J/k: rows in the simplex, E[M_{mu,nu}] = U = M*, ||M_{mu,nu} -
    M*||_max <= delta** (L1228). mu^T J D nu = (sum mu)(1^T D nu), so lhs = (k delta**/2) E|sum_a mu_a| (k - 1)
    E|nu_1|, with sum_a mu_a = S_{k d2}/d2 and nu_1 = S_{d3}/d3 (uniform X: mu, nu independent)."""
    k, d2, d3 = int(inst["k"]), int(inst["d2"]), int(inst["d3"])
    dss = float(inst["frac"]) / k
    e_sum_mu = _e_abs_rademacher_sum(k * d2) / d2
    e_nu = _e_abs_rademacher_sum(d3) / d3
    lhs = k * dss / 2 * e_sum_mu * (k - 1) * e_nu
    return {"lhs": lhs, "q": {"k": k, "d2": d2, "d3": d3, "dss": dss},
            "terms": {"E|sum mu|": e_sum_mu, "E|nu_1|": e_nu, "ratio to printed": lhs / B.l1235_error_printed(
                k, d2, d3, dss)}}


def _l1235e_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1235e_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


L1235E = Claim(
    id="chenli.display.lemma5.18-error-term",
    catalog_id="chenli.lemma5.18",
    paper=PAPER,
    source=f"Proof of Lemma 5.18, Section 5.4, {SEED_FILE} L1228-L1236 (L1228's ||M_{{mu,v}} - M*||_max <= delta**, "
           "the chain's '+- delta** k^2/sqrt(d2 d3)')",
    statement="L1235's error term from L1228 ('||M_{mu,nu} - M*||_max <= delta**'): |E[mu^T (J M_{mu,nu} - J M*) nu]| "
              "<= delta** k^2/sqrt(d2 d3), mu = X 1_[2]/d2, nu = X 1_[3]/d3, X ~ {+-1}^{k x d}, J all-ones. Checked: "
              "the error term for families M_{mu,nu} (rows in the simplex, mean M*) that satisfy L1228, i.e. the step "
              "as derived.",
    statement_tex=r"$$\left|\mathbb{E}[\bar{\boldsymbol{\mu}}^\top (\mathbf{J} \mathbf{M}_{\bar{\boldsymbol{\mu}}, "
                  r"\bar{\mathbf{v}}} - \mathbf{J} \mathbf{M}^*) \bar{\mathbf{v}}]\right| \leq \delta^{**} k^2 / "
                  r"\sqrt{d_2 d_3}$$",
    kind="step", comparison="<=", bound=B.l1235_error_printed, measure=_l1235e_measure,
    strategy=_l1235e_instances(),
    expect="erratum",
    derived=("the step as derived from L1228 (||M_{mu,v} - M*||_max <= delta**) alone; the printed L1235 is about the "
             "paper's M_{mu,v} (an expected softmax, (50)), which this family is not (the same scope as "
             "chenli.display.lemma5.16-eq54-error for Lemma 5.16's (54))"),
    evidence="Not an erratum of the paper (the display is about the paper's M_{mu,v}; the step from L1228 alone is "
             "unjustified by a factor ~sqrt(k)). J = 11^T, so mu^T J D nu = (sum_a mu_a)(1^T D nu); L1228 lets every "
             "row of D = M_{mu,nu} - M* carry (delta**/2)(sigma_j - mean sigma) (zero row sum, |entry| <= delta**) "
             "with the sign of sum mu, and E[D] = 0 (s and sigma independent, E[s] = 0), so M* = E[M_{mu,nu}] = J/k "
             "as L1124 defines it. Then E[.] = (k delta**/2) E|sum_a mu_a| (k - 1) E|nu_1| ~ k^{5/2} delta**/(pi "
             "sqrt(d2 d3)), against the printed delta** k^2/sqrt(d2 d3): ratio ~ sqrt(k)/pi. E.g. k = 1000, d2 = d3 "
             "= 1: E|S_1000| = 25.225, lhs/printed = 999 * 25.225/2000 = 12.60; k = 100: 3.95. No hypothesis of Lemma "
             "5.18 binds the family (d2, d3 <~ r_Theta^2: Theta does not enter; v != w: d2 >= d3 >= 1). Harmless "
             "for Lemma 5.18 up to a poly(k) factor inside delta** (56), whose Theta(.) carries k^{8/3}, k^2, k^3 "
             "terms; chenli.lemma5.18 keeps its verdict.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l1235_error_second_path",
    corrected=B.l1235_error_corrected,
    corrected_text="|E[mu^T (J M_{mu,nu} - J M*) nu]| <= E[|sum_a mu_a| k delta** ||nu||_1] <= delta** k^{5/2}/"
                   "sqrt(d2 d3) (mu, nu independent; E|sum mu| <= sqrt(k/d2), E|nu_j| <= 1/sqrt(d3)).",
    mutants={"1/(d2 sqrt(d3)) for 1/sqrt(d2 d3)": B.l1235_error_mutant_d2,
             "k^2 sqrt(log(k + 1)) for k^{5/2}": B.l1235_error_mutant_k},
    auto_mutant=False,
    notes="Exact closed forms (E|S_n| = n C(n-1, floor((n-1)/2))/2^{n-1} by lgamma); k <= 1e6, d2 <= 1e6. The "
          "corrected bound's constant 1 has room pi (the family's ratio to it tends to 1/pi).",
    domain=(Param("k", 2, INF, integer=True, text="k tokens", unreached="k <= 1e6 (the ratio grows like sqrt(k))"),
            Param("d_2", 1, INF, integer=True, key="d2", text="d_2 = max(|v|, |w|)", unreached="d_2 <= 1e6"),
            Param("d_3", 1, INF, integer=True, key="d3", text="d_3 = min(|v|, |w|) <= d_2", unreached="d_3 <= 1e4"),
            Param("delta**", 0.0, INF, lo_closed=False, key="frac", text="delta** > 0 (L1228)",
                  unreached="delta** = frac/k <= 1/k (entries in [0, 1])")),
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
)
CLAIMS.append(L1235E)


# ------------------------------------------------ L1232 (Lemma 5.18's proof): the chain's first '=', J on the left


def l1232_parts(inst: dict) -> dict:
    """lhs = (1/(d2 d3)) 1_[2]^T E_X[X^T softmax(X Theta X^T) X] 1_[3] (as printed, no J) and rhs = E_{mu,nu}[mu^T J
    M_{mu,nu} nu], M_{mu,nu} (50) the mean of softmax(X Theta X^T) over the X with row block-means mu, nu (pi^s
    L3413 is uniform on the slices, so M is the mean over X grouped by (mu, nu)), both by enumerating every X;
    also the left side with J (the reading)."""
    k, d1, d2, d3, T, Xs = _enum_theta_x(inst)
    S = _softmax_rows(np.einsum("nad,de,nbe->nab", Xs, T, Xs))
    mu = Xs[:, :, d1:d1 + d2].sum(-1) / d2
    nu = Xs[:, :, d1 + d2:].sum(-1) / d3
    J = np.ones((k, k))
    lhs = float(np.einsum("na,nab,nb->n", mu, S, nu).mean())
    lhs_j = float(np.einsum("na,ab,nbc,nc->n", mu, J, S, nu).mean())
    keys = np.round(np.concatenate([mu * d2, nu * d3], axis=1)).astype(int)
    _, inv = np.unique(keys, axis=0, return_inverse=True)
    inv = inv.reshape(-1)
    groups = np.zeros((inv.max() + 1, k, k))
    np.add.at(groups, inv, S)
    Mg = groups / np.bincount(inv)[:, None, None]
    rhs = float(np.einsum("na,ab,nbc,nc->n", mu, J, Mg[inv], nu).mean())
    return {"lhs": lhs, "q": {"rhs": rhs, "k": k, "d2": d2, "d3": d3}, "terms": {"lhs with J (reading)": lhs_j}}


def _l1232_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1232_parts(inst)
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l1232_reading_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l1232_parts(inst)
    return Measurement(p["terms"]["lhs with J (reading)"], p["q"], {"lhs as printed": p["lhs"]})


L1232 = Claim(
    id="chenli.display.lemma5.18-chain-first-eq",
    catalog_id="chenli.lemma5.18",
    paper=PAPER,
    source=f"Proof of Lemma 5.18, Section 5.4, {SEED_FILE} L1230-L1232 (the chain's first '='; (50) L1132, pi^s "
           "L3413, the lemma's J at L1220)",
    statement="(1/(d2 d3)) 1_[2]^T E_{X ~ {+-1}^{k x d}}[X^T softmax(X Theta X^T) X] 1_[3] = E_{mu,nu}[mu^T J "
              "M_{mu,nu} nu] (mu = X 1_[2]/d2, nu = X 1_[3]/d3, M_{mu,nu} (50), J all-ones).",
    statement_tex=r"$$\frac{1}{d_2 d_3} \bar{\mathbf{1}}_{[2]}^\top \mathbb{E}_{\mathbf{X} \sim \{\pm 1\}^{k \times d}} "
                  r"[\mathbf{X}^\top \text{softmax}(\mathbf{X} \Theta \mathbf{X}^\top) \mathbf{X}] \bar{\mathbf{1}}_{[3]} "
                  r"= \mathbb{E}_{\bar{\boldsymbol{\mu}}, \bar{\mathbf{v}}} [\bar{\boldsymbol{\mu}}^\top \mathbf{J} "
                  r"\mathbf{M}_{\bar{\boldsymbol{\mu}}, \bar{\mathbf{v}}} \bar{\mathbf{v}}]$$",
    kind="step", comparison="==", bound=B.l1232_right, measure=_l1232_measure, strategy=_l1235_instances(),
    readings=(Reading("J on the left", "X^T J softmax(X Theta X^T) X on the left, as the lemma's statement (L1220) "
                      "and (53) (L1146) write it: equal by the tower property", bound=B.l1232_right,
                      measure=_l1232_reading_measure),),
    expect="erratum as printed",
    evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round12/chenli.md, auditor A): confirmed as printed. Both sides by enumerating every X in {+-1}^{k x d} (k d <= 15), M_{mu,nu} the mean of softmax over the "
             "X with the same row block-means (pi^s, L3413, is uniform on the slices). The printed left side is "
             "E[mu^T S nu] (S = softmax(X Theta X^T)); the right side is E[mu^T J S nu] (tower property): they differ "
             "by the off-diagonal sum E[sum_{a != c} mu_a S_cb nu_b]. E.g. k = 2, d1 = 0, d2 = d3 = 1, Theta = "
             "[[0, 2], [-1, 0.5]]: left 0.8148, right 0.9459 (the ci search: 0.1270 against -0.0971). No hypothesis enters (an identity for every "
             "Theta); the left side with J (the lemma's own L1220 and (53)) equals the right side to 1e-15. A "
             "dropped J, the slip L1162 and L1186 repeat; Lemma 5.18's statement carries J.",
    second_path="tests/test_chenli_r12_chenliA.py::test_l1232_second_path",
    no_correction_reason="the reading 'J on the left' is the correction (an identity); it is checked as the reading",
    mutants={"right side 0": B.l1232_mutant_zero},
    notes="Exact enumeration; the instance family is L1235's (k in {2, 3}, d2, d3 <= 3, d1 <= 1, Gaussian Theta "
          "with ||Theta||_F in [0.5, 8]).",
    domain=(Param("k", 2, INF, integer=True, key="k", text="k tokens",
                  unreached="k <= 3 (enumeration); the difference is the off-diagonal part of J, present at every k"),
            Param("d3", 1, INF, integer=True, key="d3", text="|supp w|", unreached="d3 <= 3 (enumeration)")),
    settings={"ci": {"max_examples": 15, "budget_s": 6.0}},
)
CLAIMS.append(L1232)

CLAIMS = cite_audits(CLAIMS, {
    "chenli.display.lemma5.13-union-extra": "auditor A: confirmed",
    "chenli.display.lemma5.13-union-general": "auditor A: confirmed",
    "chenli.display.lemma5.18-error-term": "auditor A: confirmed; auditor C: unclear, as the instance is a family of "
                                           "matrices meeting L1228, not the paper's M_{mu,nu}: hence derived, not an "
                                           "erratum of the paper",
}, "docs/audits/round12/chenli.md")
