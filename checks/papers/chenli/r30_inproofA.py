"""Round 30 (helper inproofA): Lemma 5.8's (23), (25) and Lemma 5.11's upper tail (L814), by exact Monte Carlo at
sizes where (8) and Assumption 4 hold.

- ``chenli.display.lemma5.8-eq23`` (L672) / ``-eq25`` (L694): P[||Theta_[b]^T x||^2 >= ||Theta_[b]||_F^2/3] >= 1 -
  exp(-Omega(r_Theta)), x ~ pi^s under Lemma 5.8's hypotheses and Case b: the failure probability against
  exp(-r_Theta/50), one '<~' constant over the domain (uniform).
- ``chenli.display.lemma5.8-case1-anticoncentration`` (L686): Case 1's conditional anti-concentration over y_[1] on
  the events (23), (24): P_{y_[1]}[|p_x(y) - t| <= s ||Theta||_F] against s^{1/2} + (c + t') v/sqrt(d) + c v^{1/2}
  r_Theta^{1/4}/d^{1/4}, uniform.
- ``chenli.display.lemma5.11-upper-tail`` (L814): P[||Theta^T x||^2 > Omega(||Theta||_F^2)] <~ exp(-Omega(r_Theta))
  under Lemma 5.11's hypotheses. Erratum: under the second bullet the mean nu 1_[3] of x's S_[3] block gives
  ||Theta^T x||^2 >= nu^2 ||Theta^T 1_[3]||^2, which the bullet's d3 bound does not keep O(||Theta||_F^2).

Theta is block-constant (models/chenli/r30_inproofA.py): only block sums of x enter, drawn exactly at any d, so d >=
1e8 r_Theta^4 (the reading r_Theta <= d^{1/4}/100, v <= sqrt(d)/(100 r_Theta^2) of (8) and Assumption 4) costs
nothing.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_inproofA as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, uncertified
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.stats import Binomial
from thmcheck.checks.strategies import SEEDS, log_uniform
from thmcheck.models.chenli.r30_inproofA import block_sums, block_theta, norm2_ratio

CLAIMS: list[Claim] = []

EPS = 0.01  # the reading of (8)'s r_Theta << d^{1/4} and Assumption 4's v << sqrt(d)/r_Theta^2: a factor 1/100
N_CI = 20000  # Monte Carlo draws per instance at effort 1

_LOWER8 = uncertified(
    "(8) lower side, Assumptions 2, 6, 7", "log^c(dmk)/(kappa lambda) << r_Theta (c 'sufficiently large', kappa's c "
    "'arbitrarily small', lambda, m, k unspecified); Assumption 7 (met by Theta + eps G, G generic, eps -> 0: the "
    "event's probability is the eps -> 0 limit off ties); Assumptions 2 and 6 (one head; the events are scale-free)",
    why="constants the paper leaves unspecified: for any c >= 1 the lower side needs r_Theta >~ log^{c+2} d, met only "
        "eventually along r_Theta -> inf with d = poly(r_Theta)")


def _layout_d(inst: dict) -> dict:
    """Fill d1, d2, d3, a2, a3 for an instance drawn by fractions (d from r_Theta and the reading EPS)."""
    f2, f3 = float(inst["f2"]), (float(inst["f3"]) if inst["bullet"] == 1 else 1e-4)
    ref = {**inst, "d1": int((1 - f2 - f3) * 10**9), "d2": int(f2 * 10**9), "d3": int(f3 * 10**9), "a2": 0, "a3": 0}
    lay = block_theta(ref)
    r = 0.97 * float(inst["rfrac"]) * min(lay["srank"], lay["srank_S"])
    d = int(float(inst["dmult"]) * max((r / EPS) ** 4, (lay["v"] * r * r / EPS) ** 2))
    d = min(d, 4 * 10**18)
    c = 1.0 + float(inst["cfrac"]) * max(0.0, math.sqrt(r) / 2 - 1.0)
    d2 = int(float(inst["f2"]) * d)
    if inst["bullet"] == 1:
        d3 = int(float(inst["f3"]) * d)
        nu_t = float(inst["nufrac"]) * c / math.sqrt(d3)
    else:
        nu_t = float(inst["nufrac"]) * float(inst["numax"])
        cap = min(d / (8 * nu_t * nu_t), math.sqrt(d * r) / (8 * c * abs(nu_t))) if abs(nu_t) > 1e-6 else float(d) / 4
        d3 = max(16, int(float(inst["d3frac"]) * min(cap, d / 4)))
    a2 = d2 // 2 + int(math.trunc(float(inst["mufrac"]) * c * math.sqrt(d2) / 2))
    a3 = max(0, min(d3, int(round((1 + nu_t) * d3 / 2))))
    return {**inst, "d1": d - d2 - d3, "d2": d2, "d3": d3, "a2": a2, "a3": a3, "r": r, "c": c}


@st.composite
def _inst(draw: st.DrawFn, b: int, lemma: str) -> dict:
    """Block-constant Theta (rows partition S_[1]; n_gen blocks with columns in S_[b]
    of weights (1 - decay)^j, n_out outside blocks of weight 1 tuned to the Case ratio q, killed blocks (S_[2],
    S_[3] whole) of weight kill); r_Theta = rfrac x Assumption 3's largest value; c, mu, nu over their ranges (nu by
    either bullet); d = dmult x the smallest d the reading EPS allows."""
    n_gen = draw(st.integers(1, 14))
    kill = float(draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0))))
    decay = float(draw(st.one_of(st.just(0.0), st.floats(0.0, 0.3))))
    q = float(draw(st.one_of(st.just(1.0 / 3.0), st.floats(1.0 / 3.0, 1.0))))
    rows = "cube"  # 'slice2' (rows partitioning S_[2]) needs a multivariate hypergeometric over d2 >= 1e9 entries
    bullet = draw(st.sampled_from([1, 1, 2]))
    kills = [2] if bullet == 2 else [2, 3]
    inb2 = sum((1 - decay) ** j for j in range(n_gen)) + kill * len(kills)
    n_out = 0 if b == 0 else int(math.floor(inb2 * (1.0 / q - 1.0) + 1e-9))
    inst = {"b": b, "rows": rows, "n_gen": n_gen, "n_out": n_out, "kill": kill, "kills": kills, "decay": decay,
            "bullet": bullet, "lemma": lemma,
            "rfrac": float(draw(st.one_of(st.just(1.0), st.floats(0.25, 1.0)))),
            "dmult": float(draw(st.one_of(st.just(1.5), log_uniform(1.5, 100.0)))),
            "cfrac": float(draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))),
            "f2": float(draw(st.floats(0.05, 0.45))), "f3": float(draw(st.floats(0.05, 0.45))),
            "mufrac": float(draw(st.one_of(st.sampled_from([-1.0, 0.0, 1.0]), st.floats(-1.0, 1.0)))),
            "nufrac": float(draw(st.one_of(st.sampled_from([-1.0, 0.0, 1.0]), st.floats(-1.0, 1.0)))),
            "numax": 0.9 if lemma == "5.8" else 1.0,
            "d3frac": float(draw(st.one_of(st.just(1.0), st.floats(0.01, 1.0)))),
            "K": float(draw(st.one_of(st.just(2.0), log_uniform(1.0, 100.0)))),
            "seed": draw(SEEDS)}
    return _layout_d(inst)


def _slacks(inst: dict, lay: dict, lemma: str) -> dict:
    """The printed hypotheses at the instance, each as a slack (>= 0 when met)."""
    d, d2, d3 = lay["d"], int(inst["d2"]), int(inst["d3"])
    r, c = float(inst["r"]), float(inst["c"])
    mu = (2 * int(inst["a2"]) - d2) / d2
    nu = (2 * int(inst["a3"]) - d3) / d3
    b1 = c / math.sqrt(d3) - abs(nu)
    nucap = 0.9 - abs(nu) if lemma == "5.8" else 1.0 - abs(nu)
    b2 = (min(nucap, min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * c * abs(nu))) - d3) if nu != 0 else nucap)
    Fb = lay["Fb2"] / lay["F2"]
    return {"c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c) + 1e-12,
            "mu_slack": c * math.sqrt(d2) - abs(2 * int(inst["a2"]) - d2),
            "bullet_slack": max(b1, b2), "case_slack": Fb - 1.0 / 3.0 + 1e-12,
            "a3_slack": min(lay["srank"], lay["srank_S"]) - r + 1e-9 * r,
            "scale_slack": EPS * d ** 0.25 - r, "a4_slack": EPS * math.sqrt(d) / (r * r) - lay["v"],
            "a5_slack": math.sqrt(lay["F2"]) - abs(lay["trace"]), "r_min": r - 4.0, "ok": 1.0 if lay["ok"] else -1.0,
            "mu": mu, "nu": nu, "v": lay["v"], "||Theta_[b]||_F^2/||Theta||_F^2": Fb, "d": float(d)}


def _measure_for(which: str, lemma: str):
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        """lhs = the Monte Carlo failure probability: P[||Theta_[b]^T x||^2 < ||Theta_[b]||_F^2/3] ((23), (25)) or
        P[||Theta^T x||^2 > K ||Theta||_F^2] (L814), N = 20000 x effort exact draws of x's block sums; a 99 %
        Clopper-Pearson interval."""
        lay = block_theta(inst)
        q = _slacks(inst, lay, lemma)
        n = N_CI * int(inst.get("effort", 1))
        if lay["ok"]:
            z = norm2_ratio(lay, block_sums(lay, inst, n, int(inst["seed"])), which)
            fails = int(np.sum(z < 1.0 / 3.0)) if which == "b" else int(np.sum(z > float(inst["K"])))
            zmin, zmax = float(z.min()), float(z.max())
        else:
            fails, zmin, zmax = 0, math.nan, math.nan
        P = fails / n
        stat = Binomial(fails, n)
        return Measurement(P, {"r": float(inst["r"])},
                           {**q, "n": n, "fails": fails, "min ratio": zmin, "max ratio": zmax,
                            "-ln P / r": -math.log(P) / float(inst["r"]) if P > 0 else math.inf},
                           lhs_interval=stat.interval(0.99), stat=stat)
    return measure


def _assumptions(lemma: str, case: bool, lower8: bool = True) -> tuple:
    out = [Assumption("layout", "Theta's blocks non-empty", lambda q: q["ok"]),
           Assumption("r_Theta >= 4", "some c >= 1: min(r_Theta, d2, d3) >= 4", lambda q: q["r_min"] + 1e-12),
           Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"]),
           Assumption("mu", "|mu| <= c/sqrt(d2) (mu a multiple of 1/d2)", lambda q: q["mu_slack"]),
           Assumption("a bullet", "|nu| <= c/sqrt(d3), or " + ("|nu| <= 0.9 and " if lemma == "5.8" else "")
                      + "d3 <= min(d/(8 nu^2), sqrt(d r_Theta)/(8 c nu)) (nu x's S_[3] mean, as printed)",
                      lambda q: q["bullet_slack"]),
           Assumption("Assumption 3", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 and the same for Theta restricted to "
                      "[d] minus S, |S| <= c_S d at c_S = 0.01 (its 'sufficiently small' constant)",
                      lambda q: q["a3_slack"]),
           Assumption("(8) upper side", "r_Theta <= d^{1/4}/100 (the reading of '<<')", lambda q: q["scale_slack"]),
           Assumption("Assumption 4", "v <= sqrt(d)/(100 r_Theta^2), v >= 1 the smallest admissible value (rows, "
                      "columns, and columns of Theta restricted to [d] minus S over Fro(Theta Pi_S^perp), |S| <= "
                      "c_S d)", lambda q: q["a4_slack"]),
           Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1 (<= sqrt(log k) for k >= 3)",
                      lambda q: q["a5_slack"] + 1e-9)]
    if case:
        out.append(Assumption("Case", "||Theta_[b]||_F^2 >= ||Theta||_F^2/3", lambda q: q["case_slack"]))
    if lower8:
        out.append(_LOWER8)
    return tuple(out)


def _tight(inst: dict, t: float) -> dict:
    """Case b's tight family (auditor C, round 29): rows in the cube, killed S_[2], S_[3] directions of weight 1 in
    Theta_[b], n_gen = t generic blocks, n_out = 2(t + 2) outside blocks: r_Theta = 3(t + 2), mu = nu = 0, c = 1."""
    k = max(1, int(round(t)))
    base = {**inst, "rows": "cube", "n_gen": k, "n_out": 2 * (k + 2), "kill": 1.0, "kills": [2, 3], "decay": 0.0,
            "bullet": 1, "rfrac": 1.0, "cfrac": 0.0, "mufrac": 0.0, "nufrac": 0.0, "f2": 0.25, "f3": 0.25,
            "dmult": 1.5}
    return _layout_d(base)


def _eq_claim(b: int, line: int, eqno: int) -> Claim:
    sub = str(b)
    return Claim(
        id=f"chenli.display.lemma5.8-eq{eqno}",
        catalog_id="chenli.lemma5.8",
        paper=PAPER,
        source=f"Proof of Lemma 5.8, Section 5.2, {SEED_FILE} L605-L612 (the hypotheses), L{line - 2}-L{line} (the "
               f"display ({eqno}) at L{line}; Theorem 5.6, L587; Assumptions 3-5, L449-L457)",
        statement=f"Case {b} (||Theta_[{sub}]||_F^2 >= ||Theta||_F^2/3), x ~ pi^s_{{mu,nu; d1,d2,d3}} under Lemma 5.8's "
                  f"hypotheses: P[||Theta_[{sub}]^T x||^2 >= ||Theta_[{sub}]||_F^2/3] >= 1 - exp(-Omega(r_Theta)).",
        statement_tex=rf"$$\mathbb{{P}}[\|\Theta_{{[{sub}]}}^\top x\|^2 \geq \frac{{1}}{{3}}\|\Theta_{{[{sub}]}}\|_F^2]"
                      rf" \geq 1 - \exp(-\Omega(r_\Theta)).$$",
        kind="step", comparison="<=", bound=B.tail_shape, measure=_measure_for("b", "5.8"),
        strategy=lambda: _inst(b, "5.8"),
        constants="hidden", uniform=True, eventually=("section4",),
        assumptions=_assumptions("5.8", True),
        directions=(
            Direction("r_Theta -> inf (Case b's tight family)", "n_gen", INF, how="path", move=_tight,
                      points=(1.0, 4.0, 8.0, 16.0, 24.0, 30.0), grows=("section4",),
                      reason="r_Theta = 3(t + 2) from 9 to 96 with the S_[2], S_[3] sum directions killed (mu = nu = "
                             "0) and Case b tight: the mean is closest to the threshold; d = 1.5e8 r^4"),
            Direction("c -> its top sqrt(min(r_Theta, d2, d3))/2 (round 36)", "cfrac", 1.0, how="search",
                      reason="round 36 (helper lim-c): Lemma 5.8 lets c grow with r_Theta and Theorem 5.6's step "
                             "'mu^2 d2 <~ 1' (L3584) costs c^2 in its rate, while the shape has no c. Here c enters "
                             "only through the means, |mu| <= c/sqrt(d2) <= sqrt(r/d2)/2 ~ 1e-7 (d2 ~ d/4 >= 4e7 r^4): "
                             "the variance factor 1 - mu^2 is 1 to 1e-13 and the mean adds mu^2 d2 = c^2 (times the "
                             "weight) to the killed sum directions, raising ||Theta_[b]^T x||^2. A path with c at its "
                             "top, mu = -c/sqrt(d2), nu = -c/sqrt(d3) on the tight family (r_Theta = 28.7, c = 2.68) saw "
                             "no failure in 20000 draws (the same point at c = 1, mu = nu = 0: ratio 0.161), so c is "
                             "drawn (cfrac, ends 0 and 1), not swept"),
            Direction("d -> inf at fixed Theta's shape", "dmult", INF, how="search",
                      reason="d = dmult x the smallest d of the reading, dmult drawn log-uniform in [1.5, 100]: the "
                             "block sums are at their Gaussian limit already (blocks of >= 1e9 coordinates)"),
            Direction("c, mu, nu, the bullets, the Case ratio, Theta's blocks", "n_gen", INF, how="search",
                      reason="drawn: n_gen <= 14, outside blocks to the Case ratio q in [1/3, 1], killed weight in "
                             "[0, 1], decaying weights, rows in the cube (S_[2], S_[3] as whole blocks), c, "
                             "mu, nu over their ranges, either bullet"),
            Direction("the rate constant", "rate", 0.0, how="unsearched",
                      reason="existential: one rate (1/50) that serves proves the display on the domain checked"),
            Direction("||Theta||_F", "scale", INF, how="unsearched", reason="the event is scale-free"),
        ),
        expect="holds",
        evidence="Encoded in round 30 (inproofA) as printed, by exact Monte Carlo at d >= 1.5e8 r_Theta^4 (the "
                 "hypotheses of (8)'s upper side and Assumption 4 met with a factor 100). Auditor C's round-29 "
                 "analysis: the mean E||Theta_[b]^T x||^2 >= (1 - max(mu^2, nu^2))(||A||_F^2 - 2||A||_op^2) is "
                 "above the threshold once r_Theta > 10.8 (32.4 under the second bullet); the tight family's rate "
                 "-ln P/r_Theta levels near 0.08 (reproduced here: 0.68, 0.27, 0.089, 0.012, 1.8e-3 at r = 9, 18, "
                 "30, 54, 78).",
        mutants={"rate 1/5": B.tail_wrong_rate5, "rate 1/2": B.tail_wrong_rate2, "rate 1/4": B.tail_wrong_rate4},
        escalate=lambda inst, level: {**inst, "effort": 4**level},
        notes="Theta = sum_k sigma_k 1_{B_k} 1_{C_k}^T/sqrt(|B_k||C_k|) (disjoint blocks): ||Theta_[b]^T x||^2 = "
              "sum_{C_k in S_[b]} sigma_k^2 (u_k^T x)^2, the block sums drawn exactly (binomial, multivariate "
              "hypergeometric, fixed slice sums). The printed shape's rate is existential (1/50 fixed); the mutants "
              "(rates 1/5, 1/4, 1/2) must die on the tight family's path. Assumption 7 (non-arithmetic) "
              "fails for block-constant Theta and is met by a generic perturbation in the limit (granted with (8)'s "
              "lower side, which no computable instance meets for any c >= 1).",
        domain=(Param("r_Theta", 4.0, INF, key="r", text="r_Theta >= 4 (some c >= 1)",
                      unreached="r_Theta <= 96 on the path, <= ~60 drawn (Monte Carlo resolves P down to ~1e-4)"),
                Param("d", 1, INF, integer=True, key="d", text="d >= 1e8 r^4 (the reading of (8))",
                      unreached="d <= 4e18 (int64 block sizes)")),
        settings={"ci": {"max_examples": 6, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
    )


CLAIMS.append(_eq_claim(1, 672, 23))
CLAIMS.append(_eq_claim(2, 694, 25))


# ------------------------------------------------------------- Lemma 5.11's proof, L814: the upper tail (erratum)


def _l814_literal(inst: dict, t: float) -> dict:
    """r_Theta = R = t: Theta = the S_[3] sum direction (rows S_[3], weight 1) plus R - 1 cube blocks of weight 1
    (stable rank R), nu = 0.9 (x's S_[3] mean), c = 1, mu = 0, d3 = the second bullet's largest value
    sqrt(d R)/(8 c nu), d = 1.1 x 5.2e9 R^5 (Assumption 4's v = sqrt(d/(R d3)) <= sqrt(d)/(100 R^2)); K = 2."""
    R = max(5, int(round(t)))
    d = min(int(1.1 * (EPS ** -4) * (8 * 0.9) ** 2 * R ** 5), 4 * 10**18)
    d3 = int(0.999 * math.sqrt(d * R * 0.98) / (8 * 0.9))
    d2 = d // 4
    return {**inst, "b": 0, "rows": "cube", "n_gen": R - 1, "n_out": 0, "kill": 1.0, "kills": [3], "decay": 0.0,
            "bullet": 2, "lemma": "5.11", "d1": d - d2 - d3, "d2": d2, "d3": d3, "a2": d2 // 2,
            "a3": int(math.floor(1.9 * d3 / 2)), "c": 1.0, "r": R * (1 - 0.02), "K": 2.0}


CLAIMS.append(Claim(
    id="chenli.display.lemma5.11-upper-tail",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Proof of Lemma 5.11, Section 5.3, {SEED_FILE} L779-L783 (the hypotheses), L798-L814 (the mean bound and "
           "the display at L814; Theorem 5.6, L587)",
    statement="x ~ pi^s_{mu,nu; d1,d2,d3} under Lemma 5.11's hypotheses (either bullet): P[||Theta^T x||^2 > "
              "Omega(||Theta||_F^2)] <~ exp(-Omega(r_Theta)) (as printed: the upper tail; nu in the second bullet "
              "is x's S_[3] mean).",
    statement_tex=r"$$\mathbb{P}[\|\Theta^\top x\|^2 > \Omega(\|\Theta\|_F^2)] \lesssim \exp(-\Omega(r_\Theta)).$$",
    kind="step", comparison="<=", bound=B.l814_shape, measure=_measure_for("all", "5.11"),
    strategy=lambda: _inst(0, "5.11"),
    constants="hidden", uniform=True, eventually=("section4",),
    assumptions=_assumptions("5.11", False, lower8=False),
    directions=(
        Direction("r_Theta -> inf, second bullet with its largest d3 (nu = 0.9)", "r", INF, how="path",
                  move=_l814_literal, points=(5.0, 8.0, 16.0, 32.0, 54.0), grows=("section4",),
                  reason="x's S_[3] mean gives Theta^T x a fixed part nu Theta^T 1_[3] of squared norm nu^2 d3 "
                         "||Theta||_op^2 = nu^2 d3/R ||Theta||_F^2 ~ 0.11 sqrt(d/R) ||Theta||_F^2 >> K ||Theta||_F^2: "
                         "P = 1 at every point while exp(-r/8) falls"),
        Direction("d -> inf at fixed Theta's shape", "dmult", INF, how="search",
                  reason="dmult drawn log-uniform in [1.5, 100] (blocks of >= 1e9 coordinates: the Gaussian limit)"),
        Direction("c, mu, nu, the bullets, K, Theta's blocks", "n_gen", INF, how="search",
                  reason="drawn as for chenli.display.lemma5.8-eq23, the event's K log-uniform in [1, 100]"),
        Direction("the event's and the rate's constants", "K", INF, how="unsearched",
                  reason="on the literal path the fixed part's squared norm / ||Theta||_F^2 grows like sqrt(d/R) "
                         "(1e6 and more): P = 1 for every K below it, so no pair of constants serves"),
        Direction("||Theta||_F", "scale", INF, how="unsearched", reason="the event is scale-free"),
    ),
    expect="erratum",
    evidence="Round 30 (inproofA), Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. Under Lemma 5.11's second bullet (d3 <= min(d/(8 nu^2), "
             "sqrt(d r)/(8 c nu)), no cap on |nu|), x's S_[3] block has mean nu, so ||Theta^T x||^2 >= nu^2 ... the "
             "proof bounds 1_[3]^T Theta Theta^T 1_[3] <= d3 nu^2/d ||Theta||_F^2 (L806), but Assumption 4's rows "
             "give only d3^2 v^2/d ||Theta||_F^2 (and ||Theta||_op^2 d3): with Theta = 1_[3] w^T/sqrt(d3) (weight "
             "||Theta||_op) plus R - 1 orthogonal cube blocks, nu = 0.9, c = 1, mu = 0, d3 = sqrt(d R)/7.2, d = "
             "8e9 R^5: every printed hypothesis is met (Assumption 3 with stable rank R, r_Theta = 0.98 R; "
             "Assumption 4's v = sqrt(d/(R d3)) <= sqrt(d)/(100 R^2); r_Theta <= d^{1/4}/100; trace 0), and "
             "||Theta^T x||^2 >= 0.81 d3/R ||Theta||_F^2 (~ 4e5 ||Theta||_F^2 at R = 4, growing with R) for every x: "
             "P = 1 for any Omega constant, against exp(-Omega(r_Theta)). Read with Assumption 4's v for the "
             "bullet's nu (the earlier rounds' reading) it still fails once r_Theta > 64 K/nu^2 (d3 = R^{5/2}/(8 "
             "eps), the S_[3] block's weight eps R^{-3/2}/8: fixed part nu^2 R/64 ||Theta||_F^2; R = 256, nu = 1: 3.9 > K = 2, "
             "tests/test_chenli_r30_inproofA.py::test_l814_upper_tail_v_reading).",
    second_path="tests/test_chenli_r30_inproofA.py::test_l814_upper_tail_second_path",
    no_correction_reason="the correction changes the event, not a shape of r_Theta: P[||Theta^T x - Theta^T E x||^2 > "
                         "Omega(||Theta||_F^2)] <~ exp(-Omega(r_Theta)) (centred), or the first bullet's |nu| <= "
                         "c/sqrt(d3), under which E||Theta^T x||^2 <~ ||Theta||_F^2 as (28) shows",
    mutants={},
    no_mutant_reason="an erratum whose printed shape diverges (P = 1 on the path): every smaller shape diverges too",
    escalate=lambda inst, level: {**inst, "effort": 4**level},
    notes="As chenli.display.lemma5.8-eq23 (block-constant Theta, exact block sums at any d). (8)'s lower side "
          "(log^c(dmk)/(kappa lambda) << r_Theta, constants unspecified) is 'eventually': the path grows r_Theta with "
          "d = poly(r_Theta), on which it holds for every constant at all but finitely many points, and P = 1 at "
          "every point. Assumption 7 fails for block-constant Theta; Theta + eps G (G generic, Appendix C's "
          "smoothing) meets it and moves ||Theta^T x||^2/||Theta||_F^2 by O(eps), against a margin of 1e5 over K: "
          "the crossing is unchanged. Assumption 2 is vacuous for one head, Assumption 6 fixes the scale (the event "
          "is scale-free). Under the first bullet "
          "(|nu| <= c/sqrt(d3)) the fixed part is <= c^2 ||Theta||_op^2 and the display holds on the drawn "
          "instances; the proof needs the lower tail here (discChA's note), which this claim does not check.",
    domain=(Param("r_Theta", 4.0, INF, key="r", text="r_Theta >= 4 (some c >= 1)",
                  unreached="r_Theta <= 53 on the path (d <= 4e18, int64 block sizes)"),),
    settings={"ci": {"max_examples": 5, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
))


# ------------------------------------------- Lemma 5.8's proof, L686: Case 1's anti-concentration over y_[1]


def _l686_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """One x ~ pi^s (seeded) on the events (23) and (24) (K = 1, the t' of the instance); lhs = the Monte Carlo
    P_{y_[1]}[|<y_[1], Theta_[1]^T x> - t0| <= s ||Theta||_F] for y_[1] uniform on the cube (t0 = 0, the centre of the
    symmetric sum: any fixing of y_[2], y_[3] moves only the constant c_x, which t absorbs), N = 20000 x effort."""
    lay = block_theta(inst)
    q = _slacks(inst, lay, "5.8")
    rng_seed = int(inst["seed"])
    g = block_sums(lay, inst, 1, rng_seed)[0]  # x's block sums u_k^T x
    blocks = lay["blocks"]
    inb = [i for i, k in enumerate(blocks) if k["in_b"]]
    F = math.sqrt(lay["F2"])
    d, r, c, tp, s = lay["d"], float(inst["r"]), float(inst["c"]), float(inst["tp"]), float(inst["s"])
    v = lay["v"]
    a = np.array([math.sqrt(blocks[i]["s2"]) * g[i] for i in inb])  # (Theta_[1]^T x) = a_k/sqrt|C_k| on C_k
    sizes = np.array([sum(h - lo for lo, h in blocks[i]["cols"]) for i in inb], dtype=np.int64)
    w2 = float(np.sum(a * a))
    wmax = float(np.max(np.abs(a) / np.sqrt(sizes)))
    T = (c + tp) * v / math.sqrt(d) + c * math.sqrt(v) * r**0.25 / d**0.25
    n = N_CI * int(inst.get("effort", 1))
    rng = np.random.default_rng(rng_seed + 1)
    z = (2.0 * rng.binomial(sizes, 0.5, size=(n, len(inb))) - sizes) / np.sqrt(sizes)
    S = z @ a  # <y_[1], Theta_[1]^T x>
    hits = int(np.sum(np.abs(S) <= s * F))
    stat = Binomial(hits, n)
    P = hits / n
    return Measurement(P, {"s": s, "T": T, "r": r},
                       {**q, "event23": w2 / lay["Fb2"] - 1.0 / 3.0, "event24": T * F - wmax, "n": n, "hits": hits,
                        "||w||/||Theta||_F": math.sqrt(w2) / F, "T": T},
                       lhs_interval=stat.interval(0.99), stat=stat)


@st.composite
def _l686_inst(draw: st.DrawFn) -> dict:
    base = draw(_inst(1, "5.8"))
    return {**base, "s": float(draw(st.one_of(st.just(1e-3), log_uniform(1e-4, 1.0)))),
            "tp": float(draw(st.one_of(st.just(1.0), log_uniform(0.1, 10.0))))}


def _l686_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


def _l686_r(inst: dict, t: float) -> dict:
    """Theta_[1] alone: t equal cube blocks with columns in S_[1] (r_Theta = 0.97 t, mu = nu = 0, c = 1; (23) fails
    with probability P[chi^2_t < t/3]), s = 0.3, t' kept; d = 1.5e8 r^4 (the reading's smallest d x 1.5)."""
    base = {**_tight(inst, float(t)), "n_out": 0, "kill": 0.0, "s": 0.3}
    return _layout_d(base)


CLAIMS.append(Claim(
    id="chenli.display.lemma5.8-case1-anticoncentration",
    catalog_id="chenli.lemma5.8",
    paper=PAPER,
    source=f"Proof of Lemma 5.8, Case 1, Section 5.2, {SEED_FILE} L605-L612 (the hypotheses), L682-L686 (the display "
           "at L686; Lemma 3.5, L329)",
    statement="Case 1, x on the events of (23) and (24): for any t, s > 0 and any fixing of y_[2], y_[3], "
              "P_{y_[1]}[|p_x(y) - t| <= s ||Theta||_F] <~ s^{1/2} + (c + t') v/sqrt(d) + c v^{1/2} r_Theta^{1/4}/"
              "d^{1/4} (v Assumption 4's parameter, as in (24)).",
    statement_tex=r"$$\mathbb{P}_{y_{[1]}} [|p_x(y) - t| \leq s \|\Theta\|_F] \lesssim s^{1/2} + "
                  r"\frac{(c+t')v}{\sqrt{d}} + \frac{cv^{1/2}r_{\Theta}^{1/4}}{d^{1/4}}.$$",
    kind="step", comparison="<=", bound=B.l686_shape, measure=_l686_measure, strategy=lambda: _l686_inst(),
    constants="hidden", uniform=True, eventually=("section4",),
    assumptions=(*_assumptions("5.8", True),
                 Assumption("event (23)", "||Theta_[1]^T x||^2 >= ||Theta_[1]||_F^2/3 (x drawn, seeded)",
                            lambda q: q["event23"]),
                 Assumption("event (24)", "|(Theta_[1]^T x)_i| <= K ((c + t') v/sqrt(d) + c v^{1/2} r^{1/4}/d^{1/4}) "
                            "||Theta||_F for all i in S_[1], K = 1 (its '<~', existential)", lambda q: q["event24"])),
    directions=(
        Direction("s -> 0", "s", 0.0, how="path", move=_l686_s, points=(1.0, 0.3, 0.1, 0.03, 1e-2, 3e-3, 1e-3),
                  reason="P falls like s ||Theta||_F/||w|| (Gaussian limit; the lattice of the block sums is far "
                         "finer than 1e-4 at blocks of >= 1e9 coordinates) against s^{1/2}"),
        Direction("r_Theta -> inf (Theta_[1] alone, s = 0.3)", "n_gen", INF, how="path", move=_l686_r,
                  points=(6.0, 12.0, 24.0, 48.0, 96.0, 200.0), grows=("section4",),
                  reason="d = 1.5e8 r^4: the d-terms fall like r^{-3/4}, P stays near its Gaussian value: the "
                         "s^{1/2} term carries the bound (a shape without it, or decaying in r, diverges here)"),
        Direction("d -> inf at fixed r_Theta", "dmult", INF, how="search",
                  reason="dmult drawn log-uniform in [1.5, 100]: the d-terms fall, P stays (blocks of >= 1e9 "
                         "coordinates: the Gaussian limit)"),
        Direction("r_Theta, c, mu, nu, Theta's blocks, t'", "n_gen", INF, how="search",
                  reason="drawn as for chenli.display.lemma5.8-eq23 (Case 1), t' in [0.1, 10]"),
        Direction("s -> inf", "s", INF, how="unsearched", reason="the right side >= s^{1/2} >= 1 >= P for s >= 1"),
        Direction("the constants (the display's, (24)'s K)", "K", INF, how="unsearched",
                  reason="existential: K = 1 fixed for the conditioning event"),
        Direction("||Theta||_F", "scale", INF, how="unsearched", reason="scale-free"),
    ),
    expect="holds",
    evidence="Encoded in round 30 (inproofA) as printed: given x, <y_[1], w> is a Rademacher sum with ||w||^2 >= "
             "||Theta||_F^2/9 (Case 1 and (23)) and ||w||_inf <= T ||Theta||_F ((24)), so Lemma 3.5 gives P <= "
             "C(s ||Theta||_F/||w|| + ||w||_inf/||w||) <= C'(s + T), and s <= s^{1/2} for s <= 1.",
    mutants={"s^{1/2}/r_Theta": B.l686_wrong_over_r, "no s-term": B.l686_wrong_no_s},
    escalate=lambda inst, level: {**inst, "effort": 4**level},
    notes="Block-constant Theta as chenli.display.lemma5.8-eq23; x drawn once (seeded) and the events (23), (24) "
          "checked at it (instances off the events rejected); y_[1] by exact block sums (binomial); t = the "
          "sum's centre (the worst window of a symmetric sum; the lattice is invisible at these block sizes). At "
          "d >= 1e8 r^4 the d-terms are <= 1e-2, so the s^{1/2} term carries the bound.",
    domain=(Param("s", 0.0, INF, key="s", lo_closed=False, text="s > 0", unreached="s in [1e-4, 1]; s >= 1 trivial"),
            Param("d", 1, INF, integer=True, key="d", text="d >= 1e8 r^4 (the reading of (8))",
                  unreached="d <= 4e18 (int64 block sizes)"),
            Param("r_Theta", 4.0, INF, key="r", text="r_Theta >= 4", unreached="r_Theta <= ~60 drawn")),
    settings={"ci": {"max_examples": 5, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
))
