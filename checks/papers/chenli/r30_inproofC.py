"""Round 30 (helper inproofC): follow-ups of inproofA's L814 erratum (the second bullet's S_[3] mean nu).

- ``chenli.lemma5.11-bullet2-mean`` (L779-L797): Lemma 5.11's own conclusion, both bullets as printed (nu = x's S_[3]
  mean; mu', mu'' over their range, nu' = nu''): the (1 - r^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F
  against the printed threshold (uniform). On Theta with an S_[3] row block whose columns are S_[2], the deviation
  is sigma_3 nu sqrt(d3) (mu'' - mu') sqrt(d2) for every draw.
- ``chenli.display.lemma5.8-eq24`` (L680) and ``chenli.display.lemma5.8-eq26`` (L698): the entries of Theta_[b]^T x
  on a column block C that the S_[3] row block reaches: (Theta^T x)_i = sigma_3 nu sqrt(d3/|C|) for every x, against
  (c + t') nu/sqrt(d) + c nu^{1/2} r^{1/4}/d^{1/4} ((24), printed with nu) and (c + t') v/sqrt(d) + c v^{1/2}
  r^{1/4}/d^{1/4} ((26), printed with v).

The family (models/chenli/r30_inproofC.py) is closed form at any d (Python floats on integer sizes), so d up to 1e60
and every printed hypothesis (Assumptions 3-5, (8)'s upper side with inproofA's factor 1/100) is met as a slack.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r30_inproofC as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS
from thmcheck.models.chenli.r30_inproofC import coupled_deviation, layout, mean_part

CLAIMS: list[Claim] = []

EPS = 0.01  # inproofA's reading of (8)'s r << d^{1/4} and Assumption 4's v << sqrt(d)/r^2: a factor 1/100


def _place(inst: dict) -> dict:
    """Fill d1, d2, d3, a3, ap1, ap2, nC, r, c, s, tp for an instance given by fractions: n cube blocks, sigma_3, the
    bullet, log10 of d over the reading's smallest d, the fractions of c, nu, mu', mu'', d3's place in its range."""
    n, s3, where = int(inst["n"]), float(inst["s3"]), inst["where"]
    F2 = n + s3 * s3
    r = 0.97 * float(inst["rfrac"]) * 0.98 * n  # below Assumption 3's stable ranks (checked as a slack)
    r = max(r, 4.0)
    # Assumption 4's rows of the S_[3] block and columns of C: sigma_3/sqrt(size) <= EPS sqrt(F2)/r^2 (margin 1.1,
    # and the Pi_S^perp factor sqrt(F2/FS2) <= sqrt(F2/(F2 - 1 - 0.02 n)))
    need = int(math.ceil(1.3 * (s3 * r * r / EPS) ** 2 / (F2 - 1.0 - 0.03 * n)))
    dmin = max((r / EPS) ** 4, 1e4 * need, 1e8)
    d = int(dmin * 10 ** float(inst["logd"]))
    c = 1.0 + float(inst["cfrac"]) * max(0.0, math.sqrt(r) / 2 - 1.0)
    M = int(math.isqrt(int(float(inst["f2"]) * d)))
    M -= M % 2
    d2 = M * M
    if int(inst["bullet"]) == 1:
        d3 = int(float(inst["f3"]) * d)
        nu = float(inst["nufrac"]) * c / math.sqrt(d3)
    else:
        nu = float(inst["nufrac"]) * (0.9 if inst["lemma"] == "5.8" else 1.0)
        cap = min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * c * abs(nu))) if abs(nu) > 1e-9 else d / 4
        cap = min(cap, d / 4)
        lo = max(need, 4 * c * c + 4, 16)
        d3 = min(int(lo * (cap / lo) ** float(inst["d3frac"])), int(cap)) if cap > lo else int(cap)
    # the realised |nu| = |2 a3 - d3|/d3 never above the drawn |nu|
    a3 = int(math.floor((1 + nu) * d3 / 2)) if nu >= 0 else int(math.ceil((1 + nu) * d3 / 2))
    a3 = max(0, min(d3, a3))
    ap1 = d2 // 2 + int(math.trunc(float(inst["m1"]) * c * M / 2))
    ap2 = d2 // 2 + int(math.trunc(float(inst["m2"]) * c * M / 2))
    nC = d2 if where == "S2" else max(need, int(float(inst.get("nCmult", 1.0)) * need))
    tp = float(inst["tau"]) * math.log(d)
    return {**inst, "d1": d - d2 - d3, "d2": d2, "d3": d3, "a3": a3, "ap1": ap1, "ap2": ap2, "nC": nC, "r": r,
            "c": c, "tp": tp, "s": float(inst["sfrac"]) * math.sqrt(d)}


@st.composite
def _inst(draw: st.DrawFn, lemma: str, where: str) -> dict:
    inst = {"lemma": lemma, "where": where,
            "n": int(draw(st.one_of(st.just(8), st.integers(5, 200)))),
            "s3": float(draw(st.one_of(st.just(1.0), st.floats(0.05, 1.0)))),
            "rfrac": float(draw(st.one_of(st.just(1.0), st.floats(0.3, 1.0)))),
            "logd": float(draw(st.one_of(st.just(4.0), st.floats(0.0, 30.0)))),
            "cfrac": float(draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))),
            "bullet": int(draw(st.sampled_from([2, 2, 1]))),
            "nufrac": float(draw(st.one_of(st.sampled_from([-1.0, 1.0, 0.5]), st.floats(-1.0, 1.0)))),
            "d3frac": float(draw(st.one_of(st.just(0.0), st.just(1.0), st.floats(0.0, 1.0)))),
            "f2": float(draw(st.floats(0.05, 0.45))), "f3": float(draw(st.floats(0.05, 0.45))),
            "m1": float(draw(st.one_of(st.just(-1.0), st.floats(-1.0, 1.0)))),
            "m2": float(draw(st.one_of(st.just(1.0), st.floats(-1.0, 1.0)))),
            "nCmult": float(draw(st.one_of(st.just(1.0), st.floats(1.0, 1e6)))),
            "tau": float(draw(st.one_of(st.just(1.0), st.floats(0.1, 10.0)))),
            "sfrac": float(draw(st.one_of(st.just(1.0), st.just(0.0), st.floats(0.0, 1.0)))),
            "seed": draw(SEEDS)}
    return _place(inst)


def _slacks(inst: dict, lay: dict) -> dict:
    d, d2, d3 = lay["d"], int(inst["d2"]), int(inst["d3"])
    r, c, lemma = float(inst["r"]), float(inst["c"]), inst["lemma"]
    nu = (2 * int(inst["a3"]) - d3) / d3
    mus = [(2 * int(inst[k]) - d2) / d2 for k in ("ap1", "ap2")]
    b1 = c / math.sqrt(d3) - abs(nu) + 1e-15
    nucap = (0.9 if lemma == "5.8" else 1.0) - abs(nu) + 1e-12
    b2 = (min(nucap, min(d / (8 * nu * nu), math.sqrt(d * r) / (8 * c * abs(nu))) / d3 - 1.0 + 1e-12)
          if nu != 0 else nucap)
    return {"c_slack": min(c - 1.0, math.sqrt(min(r, d2, d3)) / 2 - c) + 1e-12,
            "mu_slack": c / math.sqrt(d2) - max(abs(m) for m in mus) + 1e-15,
            "b1": b1, "b2": b2, "bullet_slack": max(b1, b2),
            "a3_slack": min(lay["srank"], lay["srank_S"]) - r, "scale_slack": EPS * d ** 0.25 - r + 1e-9 * r,
            "a4_slack": EPS * math.sqrt(d) / (r * r) - lay["v"], "a5_slack": math.sqrt(lay["F2"]) - abs(lay["trace"]),
            "r_min": r - 4.0, "ok": 1.0 if lay["ok"] else -1.0, "nu": nu, "v": lay["v"], "d": float(d),
            "d3": float(d3), "mu'": mus[0], "mu''": mus[1]}


def _assumptions(lemma: str) -> tuple:
    return (Assumption("layout", "Theta's blocks non-empty", lambda q: q["ok"]),
            Assumption("r_Theta >= 4", "some c >= 1: min(r_Theta, d2, d3) >= 4", lambda q: q["r_min"] + 1e-12),
            Assumption("c", "1 <= c <= sqrt(min(r_Theta, d2, d3))/2", lambda q: q["c_slack"]),
            Assumption("mu", "|mu|, |mu'|, |mu''| <= c/sqrt(d2) (mu = 0; multiples of 1/d2, integer slice counts)",
                       lambda q: q["mu_slack"]),
            Assumption("a bullet", "|nu| <= c/sqrt(d3), or " + ("|nu| <= 0.9 and " if lemma == "5.8" else "")
                       + "d3 <= min(d/(8 nu^2), sqrt(d r_Theta)/(8 c nu)) (nu x's S_[3] mean, as printed)",
                       lambda q: q["bullet_slack"]),
            Assumption("Assumption 3", "||Theta||_F^2 >= r_Theta ||Theta||_op^2 and the same for Theta restricted to "
                       "[d] minus S, |S| <= c_S d at c_S = 0.01", lambda q: q["a3_slack"]),
            Assumption("(8) upper side", "r_Theta <= d^{1/4}/100 (the reading of '<<')", lambda q: q["scale_slack"]),
            Assumption("Assumption 4", "v <= sqrt(d)/(100 r_Theta^2), v >= 1 the smallest admissible value (rows, "
                       "columns, columns of Theta Pi_S^perp over its Frobenius norm)", lambda q: q["a4_slack"]),
            Assumption("Assumption 5", "|Tr Theta| <= chi ||Theta||_F with chi = 1", lambda q: q["a5_slack"] + 1e-9))


_GRANTED = ("(8)'s lower side (log^c(dmk)/(kappa lambda) << r_Theta, constants unspecified) holds eventually along "
            "the paths (d = poly(r_Theta)); Assumption 7 fails for block-constant Theta and holds for Theta + eps G "
            "(Appendix C's smoothing), which moves the measured closed forms by O(eps) against margins of 1e2 and "
            "more; Assumption 2 is vacuous for one head; Assumption 6 fixes a scale (every quantity here is over "
            "||Theta||_F).")


# ------------------------------------------------------------------ Lemma 5.11's conclusion (L779-L797)


def _l511_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = |x^T Theta (y - y')|/||Theta||_F, the same for every x ~ pi^s_{mu,nu} and (y, y') ~ D_{mu',nu,mu'',nu}
    (nu' = nu'' = nu): so it is every quantile, the (1 - r^{-1/4})-quantile included."""
    lay = layout(inst)
    q = _slacks(inst, lay)
    dev = coupled_deviation(inst) / math.sqrt(lay["F2"])
    args = {"c": float(inst["c"]), "r": float(inst["r"]), "d": float(lay["d"]), "d2": float(inst["d2"]),
            "d3": float(inst["d3"]), "nu": abs(q["nu"]), "s": float(inst["s"]),
            "b1": 1.0 if q["b1"] >= 0 else 0.0, "b2": 1.0 if q["b2"] >= 0 else 0.0}
    return Measurement(dev, args, {**q, "deviation/||Theta||_F": dev, "level r^{-1/4}": float(inst["r"]) ** -0.25})


def _l511_path(inst: dict, t: float) -> dict:
    """n = t cube blocks (r_Theta = 0.95 n), sigma_3 = 1, c = 1, nu = 0.9, mu' = -1/sqrt(d2), mu'' = 1/sqrt(d2), d3 at
    Assumption 4's smallest value (x1.3), d = 1e12 n^10 (log10 over the reading's smallest d chosen so)."""
    n = max(5, int(round(t)))
    base = {**inst, "n": n, "s3": 1.0, "rfrac": 1.0, "cfrac": 0.0, "bullet": 2, "nufrac": 0.9, "d3frac": 0.0,
            "f2": 0.25, "m1": -1.0, "m2": 1.0, "sfrac": 1.0, "logd": 0.0}
    probe = _place(base)
    dmin = probe["d1"] + probe["d2"] + probe["d3"]
    return _place({**base, "logd": max(0.0, math.log10(1e12 * n**10 / dmin))})


CLAIMS.append(Claim(
    id="chenli.lemma5.11-bullet2-mean",
    catalog_id="chenli.lemma5.11",
    paper=PAPER,
    source=f"Lemma 5.11, Section 5.3, {SEED_FILE} L779-L797 (both bullets and both conclusions; coupling Definition "
           "5.10 L761-L777; Assumptions 3-5 and (8), L445-L457)",
    statement="Let 1 <= c <= sqrt(min(r_Theta, d2, d3))/2 and |mu|, |mu'|, |mu''| <= c/sqrt(d2). Suppose |nu| <= "
              "c/sqrt(d3), or d3 <= min(d/8nu^2, sqrt(d r_Theta)/8c nu). If the former holds, P_{x ~ pi^s_{mu,nu}, "
              "(y, y') ~ D_{mu',nu',mu'',nu''}}[|x^T Theta (y - y')| > Omega(sqrt(c) r^{1/8}/min(d2, d3)^{1/4} + c(c "
              "+ sqrt(log r))/r^{3/8}) ||Theta||_F] <~ 1/r^{1/4}; if the latter holds, the same with the threshold "
              "sqrt(c) r^{1/8}/d2^{1/4} + c(c + sqrt(log r))/r^{3/8} + r^{1/8} nu sqrt(d3)(d3 + sqrt(log r))/sqrt(d) "
              "+ r^{1/8}(sqrt(c nu d3) + sqrt(c s) (log r)^{1/4})/d^{1/4}. Checked as chenli.lemma5.11 is: the (1 - "
              "r^{-1/4})-quantile of |x^T Theta (y - y')|/||Theta||_F over the threshold, at nu' = nu''.",
    kind="probabilistic", comparison="<=", bound=B.l511_threshold, measure=_l511_measure,
    strategy=lambda: _inst("5.11", "S2"),
    constants="hidden", uniform=True, eventually=("d",),
    assumptions=_assumptions("5.11"),
    directions=(
        Direction("r_Theta -> inf with d = 1e12 n^10 (second bullet, nu = 0.9)", "n", INF, how="path",
                  move=_l511_path, points=(5.0, 20.0, 80.0, 320.0, 1000.0), grows=("d",),
                  reason="the deviation sigma_3 nu sqrt(d3) (mu'' - mu') sqrt(d2)/||Theta||_F ~ 1.8 sqrt(d3/n) with "
                         "d3 ~ 1.3e4 n^3 (Assumption 4's smallest) grows like n, every threshold term is O(r^{1/8} "
                         "log^{1/4} r) at d = 1e12 n^10: the ratio grows ~ n^{7/8}, P = 1 while r^{-1/4} -> 0"),
        Direction("d -> inf, Theta's blocks, sigma_3, c, nu, mu', mu'', d3, s, either bullet", "logd", INF,
                  how="search",
                  reason="drawn: n in [5, 200] cube blocks, sigma_3 in [0.05, 1], log10 d over the reading's smallest "
                         "in [0, 30], c, mu', mu'' over their ranges, nu over [-1, 1] (second bullet, d3 log-placed "
                         "between Assumption 4's smallest and the bullet's cap) or |nu| <= c/sqrt(d3) (first), s in "
                         "[0, sqrt(d)]"),
        Direction("Theta outside the family", "theta", INF, how="unsearched",
                  reason="one family (an S_[3] row block into S_[2] plus cube blocks): a crossing needs one; "
                         "chenli.lemma5.11 draws generic Theta under the first bullet only, with |nu'|, |nu''| <= "
                         "c/sqrt(d3) added"),
        Direction("||Theta||_F", "scale", INF, how="unsearched", reason="homogeneous in Theta's scale"),
    ),
    expect="erratum",
    evidence="Round 30 (inproofC), Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. Under the second bullet as printed (nu = x's S_[3] "
             "mean, no cap on |nu|), Theta = sigma_3 1_[3] 1_[2]^T/sqrt(d3 d2) + n cube blocks (rows partition "
             "S_[1], columns S_[1] shifted: singular values 1 and sigma_3, trace 0) gives x^T Theta (y - y') = "
             "sigma_3 (nu d3/sqrt(d3)) (2 (a'' - a')/sqrt(d2)) for every x and every coupled (y, y') with nu' = "
             "nu'' (Definition 5.10 changes exactly |a'' - a'| = |mu'' - mu'| d2/2 coordinates of S_[2], one sign). "
             "At mu'' - mu' = 2c/sqrt(d2) it is 2 c sigma_3 nu sqrt(d3), i.e. 1.8 sqrt(d3/n) ||Theta||_F at sigma_3 = "
             "1, nu = 0.9, c = 1, while the threshold's d3-term r^{1/8} nu d3^{3/2}/sqrt(d) is small once d >> "
             "d3^2 r^{1/4}: with d3 = 1.3e4 r^4/||Theta||_F^2 (Assumption 4's rows of the S_[3] block at v = "
             "sqrt(d)/(100 r^2)) and d = 1e12 n^10 every printed hypothesis holds (slacks above) and P = 1 for "
             "every Omega constant below the ratio (~1e2 n^{7/8}). The proof's slip is inproofA's (L806) and L826: "
             "nu |1_[3]^T Theta 1_[2]| <= nu d3 sqrt(d2)/sqrt(d) ||Theta||_F takes S_[3]'s rows at norm ||Theta||_F/"
             "sqrt(d) (Assumption 4 at v = 1); with Assumption 4's v the d3-term gains a factor v ~ sqrt(d/(n d3)): "
             "r^{1/8} nu v sqrt(d3) d3/sqrt(d) = r^{1/8} nu d3/sqrt(n), above the deviation here. Under the first "
             "bullet the family's deviation is <= 2 c^2/sqrt(n) (holds). chenli.display.lemma5.11-bullet2 (round 29, "
             "holds) reads the bullet's and the threshold's nu as Assumption 4's v; on this family that reading "
             "forces sigma_3 <~ r^{-1/4}/28 and holds too. Related in-proof errata: chenli.display.lemma5.11-eq31-bullet2 "
             "(round 12: (31)'s mean nu 1_[3]^T Theta 1_[2] under this bullet) and chenli.display.lemma5.11-upper-"
             "tail (inproofA, L814); this claim is the lemma's own conclusion.",
    second_path="tests/test_chenli_r30_inproofC.py::test_l511_second_bullet_mean_second_path",
    no_correction_reason="the threshold's d3-term needs Assumption 4's v (r^{1/8} nu v sqrt(d3)(d3 + sqrt(log r))/"
                         "sqrt(d)), which this family meets; whether that corrected lemma holds for every Theta is "
                         "not checked here",
    no_mutant_reason="an erratum whose printed threshold is crossed by a growing factor: every smaller shape too",
    auto_mutant=False,
    notes="Closed form, no sampling (models/chenli/r30_inproofC.py). The '<~' constant C2 of the tail level "
          "C2 r^{-1/4}: the deviation is the same for every draw, so every quantile equals it and P[event] = 1 for "
          "every Omega constant below the ratio, whatever C2 (along r_Theta -> inf, 1 > C2 r^{-1/4} eventually): "
          "the lhs is the quantile at every level, no shape_below needed. " + _GRANTED + " The printed second "
          "conclusion has a free symbol s (sqrt(c s) (log r)^{1/4}): drawn in [0, sqrt(d)], s = sqrt(d) on the path "
          "(that term is then r^{1/8} sqrt(c) (log r)^{1/4}). chenli.lemma5.11 (r7_chenliH) encodes the first bullet "
          "only, adds |nu'|, |nu''| <= c/sqrt(d3), draws Haar or aligned Theta at d <= 4332 with r <= d^{1/4} (factor "
          "1): its generator is narrower than the printed hypotheses (the second bullet, nu', nu'' free: the latter "
          "is chenli.lemma5.11-nu-free).",
    domain=(Param("r_Theta", 4.0, INF, key="r", text="r_Theta >= 4 (some c >= 1)",
                  unreached="r_Theta <= 950 on the path, <= 190 drawn"),
            Param("d", 1, INF, integer=True, key="d", text="d >= 1e8 r^4 (the reading of (8))",
                  unreached="d <= ~1e60 (floats on integer sizes)")),
    settings={"ci": {"max_examples": 8, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
))


# ------------------------------------------------------ Lemma 5.8's proof: (24) (L680) and (26) (L698)


def _entry_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = max_{i in S_[b]} |(Theta_[b]^T x)_i|/||Theta||_F >= sigma_3 |nu| sqrt(d3/|C|)/||Theta||_F (i in C), the
    same for every x of the support: the event of (24)/(26) at the '<~' constant K holds for no x once it exceeds K
    times the shape, while the display's probability 1 - d_b exp(-Omega(t'^2)) -> 1 at t' = tau log d."""
    lay = layout(inst)
    q = _slacks(inst, lay)
    m = mean_part(inst) / math.sqrt(lay["F2"])
    args = {"c": float(inst["c"]), "tp": float(inst["tp"]), "nu": abs(q["nu"]), "v": lay["v"], "r": float(inst["r"]),
            "d": float(lay["d"])}
    case = 1.0 / 3.0  # every column block lies in S_[b]: ||Theta_[b]||_F^2 = ||Theta||_F^2
    return Measurement(m, args, {**q, "case_slack": 1.0 - case, "|(Theta^T x)_i|/||Theta||_F on C": m,
                                 "t'": float(inst["tp"])})


def _entry_path(inst: dict, t: float) -> dict:
    """d = t x the reading's smallest at n = 8 cube blocks, sigma_3 = 1, c = 1, nu = 0.9 (second bullet, d3
    at its cap), |C| at Assumption 4's smallest (x1.3), t' = log d."""
    return _place({**inst, "n": 8, "s3": 1.0, "rfrac": 1.0, "cfrac": 0.0, "bullet": 2, "nufrac": 1.0,
                   "d3frac": 1.0, "f2": 0.25, "m1": 0.0, "m2": 0.0, "nCmult": 1.0, "tau": 1.0,
                   "logd": math.log10(max(1.0, float(t)))})


def _entry_claim(eq: int, line: int, b: int) -> Claim:
    lit = eq == 24
    sym = "nu" if lit else "v"
    tsym = "\\nu" if lit else "v"
    shape = B.eq24_shape if lit else B.eq26_shape
    return Claim(
        id=f"chenli.display.lemma5.8-eq{eq}",
        catalog_id="chenli.lemma5.8",
        paper=PAPER,
        source=f"Proof of Lemma 5.8, Case {b}, Section 5.2, {SEED_FILE} L605-L612 (the hypotheses), L{line - 2}-L{line} "
               f"(the display ({eq}) at L{line}; Lemma 5.5; Assumptions 3-5, L449-L457)",
        statement=f"P[|(Theta_[{b}]^T x)_i| <~ ((c + t') {sym}/sqrt(d) + c {sym}^{{1/2}} r_Theta^{{1/4}}/d^{{1/4}}) "
                  f"||Theta||_F for all i in S_[{b}]] >= 1 - d{b} exp(-Omega(t'^2)) (x ~ pi^s_{{mu,nu}} under Lemma "
                  f"5.8's hypotheses, Case {b}, any t' > 0; {sym} as printed"
                  + (": x's S_[3] mean)." if lit else ": Assumption 4's parameter)."),
        statement_tex=(rf"$$\mathbb{{P}}\left[|(\Theta_{{[{b}]}}^\top x)_i| \lesssim \left(\frac{{(c+t'){tsym}}}"
                       rf"{{\sqrt{{d}}}} + \frac{{c{tsym}^{{1/2}}r_\Theta^{{1/4}}}}{{d^{{1/4}}}}\right)"
                       rf"\|\Theta\|_F \quad \forall i \in S_{{[{b}]}}\right] \geq 1 - d_{b} \exp(-\Omega(t'^2)).$$"),
        kind="step", comparison="<=", bound=shape, measure=_entry_measure,
        strategy=lambda: _inst("5.8", "S1" if b == 1 else "S2s"),
        constants="hidden", uniform=True, eventually=("d",),
        assumptions=(*_assumptions("5.8"),
                     Assumption("Case", f"||Theta_[{b}]||_F^2 >= ||Theta||_F^2/3 (every column block in S_[{b}])",
                                lambda q: q["case_slack"])),
        directions=(
            Direction("d -> inf at r_Theta = 7.5 (second bullet, d3 at its cap, nu = 0.9)", "dmult", INF, how="path",
                      move=_entry_path, points=(1e4, 1e8, 1e12, 1e18, 1e24), grows=("d",),
                      reason="the entry sigma_3 nu sqrt(d3/|C|)/||Theta||_F with d3 = sqrt(d r)/(8 c nu) and |C| "
                             "fixed grows like d^{1/4}; the shape's second term falls like d^{-1/4}: the ratio "
                             "grows like sqrt(d); t' = log d, so d_b exp(-t'^2/C0) -> 0 for every Omega constant C0"),
            Direction("Theta's blocks, sigma_3, |C|, c, nu, d3, t', either bullet", "n", INF, how="search",
                      reason="drawn: n in [5, 200] cube blocks, sigma_3 in [0.05, 1], |C| from Assumption 4's "
                             "smallest x [1, 1e6], log10 d over the reading's smallest in [0, 30], c over its range, "
                             "nu over [-0.9, 0.9] (second bullet) or |nu| <= c/sqrt(d3) (first), t' = tau log d, "
                             "tau in [0.1, 10]"),
            Direction("Theta outside the family", "theta", INF, how="unsearched",
                      reason="one family (an S_[3] row block into a column block C in S_[b], plus cube blocks)"),
            Direction("||Theta||_F", "scale", INF, how="unsearched", reason="homogeneous in Theta's scale"),
        ),
        expect="erratum",
        evidence="Round 30 (inproofC), Audited (round 30, docs/audits/round30/chenli.md): auditor A CONFIRMED, auditor B CONFIRMED. Under the second bullet (|nu| <= 0.9, d3 <= min(d/"
                 "8 nu^2, sqrt(d r)/8 c nu)), the mean part of (Theta_[b]^T x)_i is <Theta_{:,i}, mu 1_[2] + nu "
                 "1_[3]>; the proof bounds the nu-part by c nu sqrt(d3)/sqrt(d) ||Theta||_F (L676-L678), but "
                 "Cauchy-Schwarz with Assumption 4's columns gives nu sqrt(d3) v/sqrt(d) ||Theta||_F (a factor v/c "
                 "lost). Theta = sigma_3 1_[3] 1_C^T/sqrt(d3 |C|) + n cube blocks, C of |C| = 1.3e4 r^4/||Theta||_F^2 "
                 f"coordinates in S_[{b}]: (Theta^T x)_i = sigma_3 nu sqrt(d3/|C|) for i in C and every x, so at "
                 "d3 = the bullet's cap the entry over the shape's second term is ~ sqrt(d)/(300 r^2) x (|nu|^{1/2} "
                 + ("" if lit else "v^{-1/2}") + "...): the event fails for every x once d is large, for every "
                 "'<~' constant, while 1 - d_b exp(-Omega(t'^2)) -> 1 at t' = log d. Every printed hypothesis of "
                 "Lemma 5.8 is met (slacks above; Case " + str(b) + " holds with all of Theta's mass in S_[" + str(b)
                 + "]). Lemma 5.8's conclusion (11) is not checked here."
                 + (" As printed with nu, (24) fails trivially at nu = 0 too (the shape is 0, the cube entries are "
                    "not); read with L686's v in place of nu ((26)'s form) it fails the same way as (26)."
                    if lit else ""),
        second_path="tests/test_chenli_r30_inproofC.py::test_entry_mean_second_path",
        corrected=B.eq24_corrected,
        corrected_text="(c + t') v/sqrt(d) + v |nu|^{1/2} r_Theta^{1/4}/d^{1/4} in place of the printed shape (the "
                       "Cauchy-Schwarz step with Assumption 4's v kept)",
        mutants={"L686's c v^{1/2} in the corrected second term": B.eq24_corrected_wrong_c},
        notes="Closed form, no sampling (models/chenli/r30_inproofC.py). " + _GRANTED + " The event's "
              "probability side: at t' = tau log d, d_b exp(-t'^2/C0) -> 0 for every constant C0 (the path's "
              "'eventually' in d).",
        domain=(Param("d", 1, INF, integer=True, key="d", text="d >= 1e8 r^4 (the reading of (8))",
                      unreached="d <= ~1e60 (floats on integer sizes)"),
                Param("r_Theta", 4.0, INF, key="r", text="r_Theta >= 4", unreached="r_Theta <= 190 drawn")),
        settings={"ci": {"max_examples": 8, "budget_s": 1.0, "path_decades": 0.0, "path_starts": 1}},
    )


CLAIMS.append(_entry_claim(24, 680, 1))
CLAIMS.append(_entry_claim(26, 698, 2))
