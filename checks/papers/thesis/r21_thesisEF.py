"""thesis, Chapter 6 (round 21, thesisEF): Theorem 6.3.7's (6.15) L1860 settled by an explicit certificate; (6.14)
and Theorem 6.3.3's (6.11) along the width m that condition (i) leaves free.

- (6.15) L1860: pruning L^c (||r_i^(T)|| <= 1/sqrt(M2), (6.14)) gives E l(Psi_{L^c}) <= O(eps + M2^{-1/2}) 'for any
  in- or out-of-domain x_query'. thesis.ch6.theorem6.3.7 checks it as the uniform shape eps + M2^{-1/2} on the tied
  models along M1 and stays `potential`: the ratio rises x75 over M1 = 4 .. 8 (the unpruned hinge eps grows under the
  tied T) while peaking at 0.004. The rise cannot become a divergence: the hinge is 1-Lipschitz in F, F = sum_i a_i
  relu(r_i^T v) with |a_i| = 1/m, so pruning L^c moves each prompt's loss by at most (|L^c| / m) M2^{-1/2} ||v||,
  ||v|| <= sqrt(beta^2 (1 + K^2) + 1); hence lhs / (eps + M2^{-1/2}) <= max(1, sqrt(beta^2 (1 + K^2) + 1)) on every
  model, trained or not, every M1, M2, m, in and out of domain. The claim below checks that certificate as an
  explicit inequality (derived, not printed) on the tied models, in domain (all M1 (M1 - 1) tasks) and out of domain
  (Theorem 6.3.4's family of Sec. 6.5, the part of (6.15) thesis.ch6.theorem6.3.7 never draws); it needs no
  granted width, batch, length or iteration requirement.
- (6.14) L1850 along the width (thesis.ch6.eq6.14-width, erratum): condition (i) m >= Omega(M1^2 log M1) bounds m
  from below only and (6.10)'s T has no m; with the main text's a_i = +-1/m every SGD step moves F by O(1/m), so at
  a large enough width T steps leave the model at its initialisation and every row norm ||r_i^(T)|| -> 0 (under
  Algorithm 2's a_i = +-1/sqrt(m), a reading, the model trains but its rows shrink too).
- (6.11) L1818 at such a width along the batch (thesis.ch6.theorem6.3.3-width, erratum): the hinge stays ~1 while
  eps = sqrt(log M1 / B) -> 0.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The explicit side: :mod:`thmcheck.bounds.thesis.r21_thesisEF`.
"""

from __future__ import annotations

import math

import torch
from hypothesis import strategies as st

from thmcheck.bounds.thesis.r21_thesisEF import (
    prune_certificate,
    prune_certificate_mutant_sign,
    prune_certificate_mutant_unpruned,
)
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.papers.thesis.ch6_icl import _ICL_CHECKED, _icl_checks, _m1_model
from thmcheck.checks.strategies import SEEDS
from thmcheck.models import icl as ICL
from thmcheck.models.device import generator

SP = "tests/test_thesis_r21_thesisEF.py::"


@st.composite
def _cert_instances(draw: st.DrawFn) -> dict:
    """The tied models of thesis.ch6.theorem6.3.7 (M1 in {2, 3, 4, 6, 8}, M2 = 4 M1, training seed 0 or 1), an
    evaluation seed, and the query distribution: in domain (all tasks, K = 1/2) or, at M1 >= 6, Theorem 6.3.4's
    out-of-domain family (mu'_1 = beta(0.3(e1 - e2) + a e5 + b e6), a^2 + b^2 = 0.82, S1 = a + b in [1, 1.28],
    K' in (0, 1])."""
    M1 = draw(st.sampled_from([2, 3, 4, 6, 8]))
    ood = M1 >= 6 and draw(st.booleans())
    inst = {"M1": M1, "train_seed": draw(st.sampled_from([0, 1])), "eval_seed": draw(SEEDS), "ood": int(ood)}
    if ood:
        inst.update(S1=draw(st.floats(1.0, 1.28)), Kp=draw(st.sampled_from([0.01, 0.25, 0.5, 1.0])))
    return inst


def _cert_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = the hinge after removing L^c = {||r_i^(T)|| <= M2^{-1/2}} on 1000 fresh prompts (l = 20, alpha = 0.8);
    eps_id = the unpruned hinge on the same prompts; frac_c = |L^c| / m; K the prompts' IDI scale (1/2 in domain,
    K' out of domain)."""
    model = _m1_model(inst["M1"], inst["train_seed"])
    cfg = model.cfg
    gen = generator(inst["eval_seed"])
    if inst.get("ood"):
        S1 = float(inst["S1"])
        a_ = (S1 + math.sqrt(max(0.0, 2 * 0.82 - S1 * S1))) / 2
        Rp = ICL.ood_patterns(cfg, a_, S1 - a_)
        _, nu, _ = ICL.patterns(cfg)
        K = float(inst["Kp"])
        c, p, z, _ = ICL.make_prompts(cfg, 1000, [(0, 1), (1, 0), (0, 2), (2, 0)], 20, 0.8, gen, R=Rp, Nu=nu, Kx=K)
    else:
        K = float(cfg.K)
        c, p, z, _ = ICL.make_prompts(cfg, 1000, ICL.all_tasks(cfg.M1), 20, 0.8, gen)
    nr = ICL.neuron_norms(model)
    small = nr <= cfg.M2**-0.5
    mask0 = model.mask.clone()
    with torch.no_grad():
        try:
            F = model.forward(c, p)
            model.mask = (~small).double()
            Fp = model.forward(c, p)
        finally:
            model.mask = mask0
        lo, lp = torch.clamp(1 - z * F, min=0), torch.clamp(1 - z * Fp, min=0)
        v = torch.matmul(model.attn(c, p)[:, None, :], c)[:, 0]
    frac_c = float(small.double().mean())
    vmax = float(v.norm(dim=1).max())
    return Measurement(float(lp.mean()), {"eps_id": float(lo.mean()), "frac_c": frac_c, "M2": cfg.M2,
                                          "beta": float(cfg.beta), "K": K},
                       {"largest per-prompt loss increase": float((lp - lo).max()),
                        "(|L^c| / m) M2^{-1/2} max ||v||": frac_c * cfg.M2**-0.5 * vmax, "max ||v||": vmax,
                        "sqrt(beta^2 (1 + K^2) + 1)": math.sqrt(cfg.beta**2 * (1 + K**2) + 1),
                        "ratio to eps + M2^{-1/2} (thesis.ch6.theorem6.3.7's shape)":
                            float(lp.mean()) / (float(lo.mean()) + cfg.M2**-0.5),
                        "M1": cfg.M1, "m": cfg.m, "B": cfg.B, "T": cfg.T, **_icl_checks(cfg)})


E615_CERT = Claim(
    id="thesis.ch6.eq6.15-certificate", paper=PAPER, kind="algorithmic", comparison="<=",
    source=f"Theorem 6.3.7, (6.15), Sec. 6.3.4: 'pruning all neurons i in L^c leads to a generalization error E "
           f"l(Psi_{{L^c}}) <= O(eps + M2^{{-1/2}})' for any in- or out-of-domain x_query, L^c of (6.14), the model "
           f"(6.2), the data (6.6), {SEED_FILE} L1848-L1862",
    statement="The certificate of (6.15) (derived: the paper prints only the O(.) form): with L^c = {i : ||r_i^(T)|| <= "
              "M2^{-1/2}} (the printed split of (6.14)), E l(Psi_{L^c}) <= eps + (|L^c| / m) sqrt(beta^2 (1 + K^2) + "
              "1) M2^{-1/2}, eps the unpruned hinge on the same prompts and K the prompts' IDI (ODI) scale: the hinge "
              "is 1-Lipschitz in F, |a_i| = 1/m and ||v|| = ||sum_s attn_s p_s|| <= sqrt(beta^2 (1 + K^2) + 1). It "
              "bounds thesis.ch6.theorem6.3.7's ratio lhs / (eps_id + M2^{-1/2}) (eps_id the measured unpruned hinge) by "
              "max(1, sqrt(beta^2 (1 + K^2) + 1)) = O(1) for every M1, M2, m, T: (6.15) follows only where the "
              "unpruned hinge is O(eps) ((6.11)/(6.13)), which fails at large widths (round 21, auditor A; "
              "thesis.ch6.theorem6.3.7-width, erratum). Checked on the tied models (M2 = 4 M1; "
              "m, B, l_tr by (6.9), T by (6.10)), in domain and on Theorem 6.3.4's out-of-domain family.",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query}, f} [\ell(\Psi_{\mathcal{L}^c}; \mathbf{P}, z)] \leq "
                  r"\mathcal{O}(\epsilon + M_2^{-1/2})",
    derived="thesis.ch6.theorem6.3.7 ((6.15) L1860: the O(eps + M2^{-1/2}) form with an explicit constant)",
    bound=prune_certificate, measure=_cert_measure, strategy=_cert_instances(), assumptions=_ICL_CHECKED,
    mutants={"the pruning term subtracted": prune_certificate_mutant_sign,
             "the unpruned hinge minus 1e-3 (pruning must lower the loss)": prune_certificate_mutant_unpruned},
    auto_mutant=False,
    directions=(Direction("M1 -> inf (M2 = 4 M1; m, B, l_tr, T tied by (6.9)-(6.10))", "M1", math.inf,
                          how="unsearched", reason="an explicit inequality (no hidden constant): every model, so no "
                                                   "path is needed; M1 in {2, 3, 4, 6, 8} drawn"),),
    domain=(Param("M1", 2, math.inf, integer=True, text="M1 in-domain-relevant patterns",
                  unreached="M1 <= 8 (the tied models ci trains); the certificate is a Lipschitz bound valid for any "
                            "weights, so larger M1 adds nothing but cost"),
            Param("S1", 1, math.inf, text="S_j = sum_i k_{j,i} >= 1 (6.12), out of domain",
                  unreached="S1 in [1, 1.28] (a^2 + b^2 = 0.82 on the Sec. 6.5 family), as thesis.ch6.theorem6.3.4"),
            Param("Kp", 0, math.inf, lo_closed=False, text="ODI scale K' (kappa' ~ U(-K', K'))",
                  unreached="K' in {0.01, 0.25, 0.5, 1} drawn")),
    notes="Round 21 (thesisEF2): auditor A REFUTED the 'settles ... holds' below: the certificate is relative (it "
          "carries (6.11)/(6.13)); with Theorem 6.3.3's eps in place of the unpruned hinge (6.15) is an erratum along "
          "the width and M2 (thesis.ch6.theorem6.3.7-width). Round 21 (thesisEF): settles thesis.ch6.theorem6.3.7's `potential` ((6.15) along M1, ratio 5.3e-5 -> 4.0e-3 "
          "at M1 = 4 .. 8 in ci): its ratio is at most max(1, sqrt(beta^2 (1 + K^2) + 1)) = sqrt(11.25 + 1) = 3.5 "
          "(beta = 3, K = 1/2) on every model, so no path can diverge; the search found pruning L^c moves the hinge "
          "by at most the Lipschitz margin (the per-prompt increase is in the terms).",
    settings={"ci": {"max_examples": 8, "budget_s": 8.0, "min_valid": 3}},
)

CLAIMS: list[Claim] = [E615_CERT]


# ======================================== (6.14) L1850 along the width m (m >= Omega(M1^2 log M1) is a lower bound)

import dataclasses  # noqa: E402
from functools import lru_cache  # noqa: E402

from thmcheck.bounds.thesis.r20_thesisE import e614_mutant_offset, e614_shape  # noqa: E402
from thmcheck.checks.claim import Assumption, Reading  # noqa: E402
from thmcheck.checks.papers.thesis.ch6_icl import _m1_cfg  # noqa: E402
from thmcheck.checks.profiles import active_profile  # noqa: E402

_W_MULTS = (1.0, 2.0, 4.0, 8.0, 16.0, 32.0, 64.0, 128.0, 256.0)  # the width m = m_mult times the tied m of (6.9)


@lru_cache(maxsize=64)
def _width_run(M1: int, m_mult: int, Tc: int, seed: int, ascale: str = "m") -> dict:
    """SGD (models/icl.train, a_i = +-1/m and xi = 1/sqrt(m) of Sec. 6.2.3 L1727) on the tied configuration of
    thesis.ch6.theorem6.3.7 at M1 (M2 = 4 M1; B, l_tr by (6.9); T = Tc 60 M1 sqrt(ln M1) by (6.10), eta = 1) with the
    width m = m_mult times the tied m (``ascale="sqrt"``: a_i = +-1/sqrt(m), Algorithm 2 L7907). Returns the row norms ||r_i^(T)|| of W_O W_V and the hinge on 1000 fresh
    prompts of all tasks."""
    base = _m1_cfg(M1, seed)
    cfg = dataclasses.replace(base, m=base.m * m_mult, T=base.T * Tc, ascale=ascale)
    model = ICL.trained(cfg, "cpu")
    nr = ICL.neuron_norms(model)
    c, p, z, _ = ICL.make_prompts(cfg, 1000, ICL.all_tasks(cfg.M1), 20, 0.8, generator(10**6 + seed))
    return {"cfg": cfg, "norms": nr.clone(), "hinge": ICL.evaluate(model, c, p, z)["hinge"]}


@st.composite
def _width_instances(draw: st.DrawFn) -> dict:
    """M1 in {2, 3} (4, 6 too outside ci), the width 1, 2 or 4 times the tied m (the path grows it), (6.10)'s constant
    60 Tc with Tc = 1 (10 too outside ci: T ten times longer), training seed 0 or 1."""
    ci = active_profile() == "ci"
    return {"M1": draw(st.sampled_from([2, 3] if ci else [2, 3, 4, 6])),
            "m_mult": draw(st.sampled_from([1, 2, 4])), "Tc": draw(st.sampled_from([1] if ci else [1, 10])),
            "train_seed": draw(st.sampled_from([0, 1]))}


def _width_measure(inst: dict, ctx_: Ctx, ascale: str = "m") -> Measurement:
    """lhs = 1 / max_i ||r_i^(T)||: (6.14) needs |L| = Omega(m) >= 1 rows with ||r_i|| >= Omega(1), so max_i ||r_i|| >=
    c (the most favourable reading: any L, even one row); read as 1 / max_i ||r_i|| <= O(1)."""
    run = _width_run(int(inst["M1"]), int(inst["m_mult"]), int(inst["Tc"]), int(inst["train_seed"]), ascale)
    cfg, nr = run["cfg"], run["norms"]
    thr = cfg.M2**-0.5
    big = float(nr.max())
    return Measurement(1.0 / big, {"M2": cfg.M2}, {
        "max_i ||r_i^(T)||": big, "median ||r_i^(T)||": float(nr.median()), "threshold M2^{-1/2}": thr,
        "|L*| / m (rows above M2^{-1/2})": float((nr > thr).double().mean()), "hinge (1000 fresh prompts)": run["hinge"],
        "m": cfg.m, "M1^2 log M1": cfg.M1**2 * math.log(cfg.M1), "m / (M1^2 log M1)": cfg.m / (cfg.M1**2 * math.log(cfg.M1)),
        "T": cfg.T, "T / (M1 sqrt(ln M1))": cfg.T / (cfg.M1 * math.sqrt(math.log(cfg.M1))), "B": cfg.B,
        "l_tr": cfg.l_tr, "M1": cfg.M1, "delta": cfg.delta, "eta": cfg.eta, **_icl_checks(cfg)})


def _width_measure_sqrt(inst: dict, ctx_: Ctx) -> Measurement:
    """The same lhs on the model of Algorithm 2 (L7907: a_i uniform on {1/sqrt(m), -1/sqrt(m)})."""
    return _width_measure(inst, ctx_, "sqrt")


def _width_move(inst: dict, t: float) -> dict:
    """m_mult -> t (the width m = t times the tied m; M1, B, l_tr, T and the seed held)."""
    return {**inst, "m_mult": int(round(t))}


_M_WIDTH = Assumption("m >= M1^2 log M1", "Theorem 6.3.3 (i) m >= Omega(M1^2 log M1), the constant read as 1 (a lower "
                      "bound: the path m -> inf meets it with any constant from some point on)",
                      lambda q: q["m / (M1^2 log M1)"] - 1)

E614_WIDTH = Claim(
    id="thesis.ch6.eq6.14-width", paper=PAPER, kind="algorithmic", comparison="<=",
    source=f"Theorem 6.3.7, (6.14), Sec. 6.3.4, under Theorem 6.3.3's conditions (i)-(iv): (i) m >= Omega(M1^2 log "
           f"M1), (iv) T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) (6.10), eta <= 1; a_i uniform on "
           f"{{1/m, -1/m}}, W_O^(0) entries N(0, xi^2), xi = 1/sqrt(m) (Sec. 6.2.3), {SEED_FILE} L1848-L1853, "
           f"L1808-L1820, L1727",
    statement="(6.14) as printed along the width: some L with |L| = Omega(m) has ||r_i^(T)|| >= Omega(1) on L (r_i the "
              "i-th row of W_O W_V). Since |L| >= 1, this needs max_i ||r_i^(T)|| >= c for one c > 0 over the printed "
              "hypotheses; checked as 1 / max_i ||r_i^(T)|| <= O(1) (uniform) with m -> infinity (m >= Omega(M1^2 log "
              "M1) is a lower bound: every larger width meets condition (i)) at fixed M1, M2 = 4 M1, B, l_tr by "
              "(6.9) and T by (6.10) (which does not involve m) with one constant, eta = 1, the main text's "
              "initialisation (a_i = +-1/m, xi = 1/sqrt(m), L1727).",
    statement_tex=r"\|\mathbf{r}_i^{(T)}\| \geq \Omega(1), \quad i \in \mathcal{L}, \quad |\mathcal{L}| = \Omega(m)",
    bound=e614_shape, measure=_width_measure, strategy=_width_instances(), constants="hidden", uniform=True,
    assumptions=(*_ICL_CHECKED, _M_WIDTH), eventually=("m_mult",),
    directions=(Direction("m -> inf (m = m_mult times the tied m; M1, B, l_tr and T = 60 Tc M1 sqrt(ln M1) held)",
                          "m_mult", math.inf, how="path", move=_width_move, points=_W_MULTS, grows=("m_mult",)),
                Direction("M1 (M2 = 4 M1; B, l_tr, T tied)", "M1", math.inf, how="unsearched",
                          reason="M1 in {2, 3} drawn (4, 6 too outside ci); the width path is the direction that "
                                 "diverges")),
    domain=(Param("m", 1, math.inf, integer=True, key="m", text="m >= Omega(M1^2 log M1) neurons",
                  unreached="m <= 256 times the tied m (7936 at M1 = 3, 17664 at M1 = 4) on the path"),
            Param("Tc", 0, math.inf, lo_closed=False, text="(6.10)'s Theta constant (T = 60 Tc M1 sqrt(ln M1))",
                  unreached="Tc in {1, 10} (1 in ci): a run's cost grows with T m")),
    readings=(Reading("a_i = +-1/sqrt(m) (Algorithm 2)", "Algorithm 2 of App. E.3 (L7907) draws a from Uniform({+1/"
                      "sqrt(m), -1/sqrt(m)}) where Sec. 6.2.3 (L1727) and the table L7954 (a = m) print +-1/m: the "
                      "same check on that model (it trains at every width; the rows shrink instead)",
                      measure=_width_measure_sqrt),),
    expect="erratum",
    evidence="Round 21 (thesisEF): (6.14) fails along the width m, which condition (i) bounds only from below, with T "
             "fixed by (6.10) (no m in it). Tied model at M1 = 3 (M2 = 12, B = 20, l_tr = 12, T = 189 = 60 M1 "
             "sqrt(ln M1), eta = 1, beta = 3, delta = 0.2, seed 0), m = 31 x (1, 2, 4, 8, 16, 64, 256): max_i "
             "||r_i^(T)|| = 3.19, 2.69, 2.51, 2.43, 0.262, 0.040, 0.022 (1 / max = 0.31 .. 0.41, then 3.8, 24.8, "
             "45.6); the trained hinge on 1000 fresh prompts is 0 up to m = 248 and 0.96, 0.9999, 0.99999 from m = "
             "496 on: with a_i = +-1/m every SGD step moves F by O(1/m), so a run of T steps that does not grow with "
             "m leaves the wide model at its initialisation (||r_i|| ~ delta ||W_O(i)|| ~ delta sqrt(m_a / m) -> 0) "
             "and no row keeps a norm Omega(1): no L with |L| >= 1 exists for any c > 0 once m is large. A ten "
             "times longer T (Tc = 10, T = 1890) trains up to m = 7936 (max ||r_i|| 2.24; the width where training "
             "stalls grows faster than T), and at m = 31744 it collapses too (max 0.014, hinge 0.9997): for each fixed "
             "constant of (6.10) the same collapse follows as m -> inf. Under Algorithm 2's a_i = +-1/sqrt(m) (L7907, "
             "the reading) the model trains at every width (hinge 0) but its rows shrink instead: max ||r_i^(T)|| = "
             "2.37, 0.40, 0.28, 0.13 at m = 31, 496, 1984, 7936 (the output sums m terms of size 1/sqrt(m)), so "
             "(6.14)'s Omega(1) fails under that reading too. Theorem 6.3.3's (6.11) fails on the same runs (hinge -> 1 against eps = sqrt(log M1 / B) = "
             "0.234): the width requirement of the conditionals (thesis.ch6.eq6.16, thesis.ch6.eqE.122, "
             "thesis.ch6.lemmaE.4.10, thesis.ch6.theorem6.3.7) is met by every large m, which is where the printed "
             "iteration count (6.10) stops sufficing. Not the encoding: the second path re-runs the SGD in numpy "
             "with its own initialisation, prompts (6.1)/(6.6) and hand-derived gradients "
             "(tests/test_thesis_r15_thesisE._numpy_sgd) and finds max ||r_i^(T)|| < 0.1 at m = 1984, > 1 at m = 124.",
    no_correction_reason="the corrected statement would tie T to m (T growing with m under a_i = +-1/m), which the "
                         "thesis never states; Algorithm 2 (L7907) draws a_i from +-1/sqrt(m), a different model (the "
                         "evidence reports it) rather than a correction of (6.14)'s constants",
    second_path=SP + "test_eq614_width_second_path",
    mutants={"the shape 1 - 1 = 0 (an offset)": e614_mutant_offset}, auto_mutant=False,
    notes="Round 21 (thesisEF): task 2/3 of the round (conditionals granting m >~ M1^2 log M1; (6.14) along M2). The "
          "M1 path of thesis.ch6.eq6.14 grows like sqrt(M2) (the least row above the cut M2^{-1/2} sits just above "
          "it), which no run reaches a decade of; along the width the printed lower bound on ||r_i|| fails outright. "
          "Each instance is one SGD run (cached per (M1, m_mult, Tc, seed)); ci paths go to 256 times the tied m.",
    settings={"ci": {"max_examples": 2, "budget_s": 6.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 8, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.6}},
)

CLAIMS += [E614_WIDTH]


# ======================================== (6.11) L1826 at a width m that T by (6.10) cannot train, along the batch B

from thmcheck.bounds.thesis.r11_ch6 import theorem6_3_3_hinge_shape  # noqa: E402
from thmcheck.bounds.thesis.r21_thesisEF import theorem633_eps_mutant_square  # noqa: E402

_B_MULTS = (1.0, 4.0, 16.0, 64.0, 128.0)  # the batch B = B_mult times the tied B of (6.9)


@lru_cache(maxsize=64)
def _batch_run(M1: int, m_mult: int, B_mult: int, seed: int) -> dict:
    """SGD (models/icl.train, a_i = +-1/m, Sec. 6.2.3) on the tied configuration at M1 (M2 = 4 M1, l_tr by (6.9), T =
    60 M1 sqrt(ln M1) by (6.10), eta = 1) with the width and the batch m_mult and B_mult times the tied ones; the hinge
    on 1000 fresh prompts of all tasks (l = 20, alpha' = 0.8)."""
    base = _m1_cfg(M1, seed)
    cfg = dataclasses.replace(base, m=base.m * m_mult, B=base.B * B_mult)
    model = ICL.trained(cfg, "cpu")
    c, p, z, _ = ICL.make_prompts(cfg, 1000, ICL.all_tasks(cfg.M1), 20, 0.8, generator(10**6 + seed))
    return {"cfg": cfg, **ICL.evaluate(model, c, p, z)}


@st.composite
def _batch_instances(draw: st.DrawFn) -> dict:
    """M1 = 2 (3 too outside ci), the width 1 or 16 (4, 64 too outside ci) times the tied m (m >= Omega(M1^2 log M1) is a lower
    bound), the batch 1 or 2 times the tied B (the path grows it), training seed 0 or 1."""
    ci = active_profile() == "ci"
    return {"M1": draw(st.sampled_from([2] if ci else [2, 3])),
            "m_mult": draw(st.sampled_from([1, 16] if ci else [1, 4, 16, 64])),
            "B_mult": draw(st.sampled_from([1, 2])), "train_seed": draw(st.sampled_from([0, 1]))}


def _batch_measure(inst: dict, ctx_: Ctx) -> Measurement:
    """lhs = the in-domain hinge E l(Psi; P, z) on 1000 fresh prompts (alpha' = 0.8, l_ts = 20 >= 1/alpha'); the
    shape's eps = sqrt(log M1 / B), the smallest eps that (6.9)(ii) B > Omega(max{eps^-2, M1} log M1) allows."""
    run = _batch_run(int(inst["M1"]), int(inst["m_mult"]), int(inst["B_mult"]), int(inst["train_seed"]))
    cfg = run["cfg"]
    return Measurement(run["hinge"], {"M1": cfg.M1, "B": cfg.B}, {
        "0-1 error": run["err"], "median margin z F": run["margin_median"], "eps = sqrt(log M1 / B)":
            math.sqrt(math.log(cfg.M1) / cfg.B), "m": cfg.m, "m / (M1^2 log M1)": cfg.m / (cfg.M1**2 * math.log(cfg.M1)),
        "T": cfg.T, "T / (M1 sqrt(ln M1))": cfg.T / (cfg.M1 * math.sqrt(math.log(cfg.M1))), "l_tr": cfg.l_tr,
        "B / (M1 log M1)": cfg.B / (cfg.M1 * math.log(cfg.M1)), **_icl_checks(cfg)})


def _batch_move(inst: dict, t: float) -> dict:
    """B_mult -> t (eps = sqrt(log M1 / B) -> 0; M1, m, l_tr, T and the seed held)."""
    return {**inst, "B_mult": int(round(t))}


THM633_WIDTH = Claim(
    id="thesis.ch6.theorem6.3.3-width", paper=PAPER, catalog_id="thesis.ch6.theorem6.3.3", kind="algorithmic",
    comparison="<=",
    source=f"Theorem 6.3.3 (6.9)-(6.11), Sec. 6.3: 'For any eps > 0, when (i) m >= Omega(M1^2 log M1), (ii) B > "
           f"Omega(max{{eps^-2, M1}} log M1), (iii) ..., (iv) T = Theta(eta^-1 M1 alpha^-2/3 beta^-2/3 sqrt(log M1)) "
           f"with eta <= 1 ... E l(Psi; P, z) <= O(eps)'; a_i = +-1/m, xi = 1/sqrt(m) (Sec. 6.2.3), {SEED_FILE} "
           f"L1808-L1828, L1727",
    statement="(6.11) with the width free: E_{x_query, f in T} l(Psi; P, z) <= O(eps) for every eps > 0 once (i)-(iv) "
              "hold. (i) m >= Omega(M1^2 log M1) bounds m from below only and (6.10)'s T has no m, so one constant in "
              "T must serve every width; checked as the uniform shape eps = sqrt(log M1 / B) (the smallest eps "
              "(ii) allows at the batch B) on in-domain prompts (alpha' = 0.8, l_ts = 20: the reading alpha' = "
              "Theta(1) of thesis.ch6.theorem6.3.3), at widths 1 .. 64 times the tied m (M2 = 4 M1; l_tr by (6.9); T "
              "= 60 M1 sqrt(ln M1) by (6.10); eta = 1), with B -> infinity (eps -> 0) on the path.",
    statement_tex=r"\mathbb{E}_{\mathbf{x}_{query} \sim \mathcal{D}, f \in \mathcal{T}} [\ell(\Psi; \mathbf{P}, z)] "
                  r"\leq \mathcal{O}(\epsilon)",
    bound=theorem6_3_3_hinge_shape, measure=_batch_measure, strategy=_batch_instances(), constants="hidden",
    uniform=True, assumptions=(*_ICL_CHECKED, _M_WIDTH),
    directions=(Direction("B -> inf (eps = sqrt(log M1 / B) -> 0; m, l_tr, T held)", "B_mult", math.inf, how="path",
                          move=_batch_move, points=_B_MULTS),
                Direction("m (the width)", "m_mult", math.inf, how="search",
                          reason="m_mult in {1, 16} drawn in ci, {1, 4, 16, 64} outside: every width meets (i); the path starts from the "
                                 "best instance")),
    domain=(Param("m", 1, math.inf, integer=True, key="m", text="m >= Omega(M1^2 log M1) neurons",
                  unreached="m <= 64 times the tied m (1280 at M1 = 2) in the search"),
            Param("B", 1, math.inf, integer=True, key="B", text="B > Omega(max{eps^-2, M1} log M1)",
                  unreached="B <= 128 times the tied B on the path (dev extends it by up to 0.3 decade)")),
    expect="erratum",
    evidence="Round 21 (thesisEF): with T by (6.10) (no m in it) a wide model of the main text (a_i = +-1/m) does not "
             "train, so its hinge stays ~1 while eps = sqrt(log M1 / B) -> 0 along the batch. M1 = 2 (M2 = 8, l_tr = "
             "10, T = 100 = ceil(60 M1 sqrt(ln M1)), eta = 1, beta = 3, delta = 0.2, seed 0), m = 1280 (64 times the "
             "tied m = 20; M1^2 log M1 = 2.8): hinge 0.99982, 0.99980, 0.99981, 0.99981 at B = 16, 64, 256, 1024 "
             "against eps = 0.208, 0.104, 0.052, 0.026 (ratio 4.8, 9.6, 19.2, 38.4: ~sqrt(B)); m = 320 (16 times): "
             "hinge 0.955 at B = 16. At the tied width (m = 20) the same T trains to hinge 0. The mechanism is that "
             "of thesis.ch6.eq6.14-width: every SGD step moves F by O(1/m), so for any fixed constant of (6.10) "
             "there is a width (condition (i) allows all larger ones) at which T steps leave F ~ 0 and the hinge ~ "
             "1, and no O(eps) constant survives eps -> 0 there. The literal claim thesis.ch6.theorem6.3.3 is an "
             "erratum along l_ts; its reading alpha' = Theta(1) stays conditional because it grants the sizes of "
             "(6.9)-(6.10): here the width meets (i) with margin, B meets (ii) by construction of eps, and the "
             "crossing holds for the T constant the run uses (60; ten times it collapses at m = 31744, M1 = 3, "
             "thesis.ch6.eq6.14-width). Not the encoding: the second path re-runs the SGD in numpy (own "
             "initialisation, prompts, hand-derived gradients) at M1 = 2, m = 320 and finds hinge > 0.9 at B = 16 and "
             "256 (ratio to eps growing like sqrt(B))."
             " Round 28 (hiddenhyp2, docs/hiddenhyp_r28.md): (i) m >= Omega(M1^2 log M1) is read at "
             "constant 1, but it bounds m from below and the crossing sits at the wide end (each SGD "
             "step moves F by O(1/m)), so any constant of (i) is met by a wider m where the model "
             "moves less still; (ii)'s constant only rescales eps = sqrt(C log M1 / B) by sqrt(C), "
             "and the ratio still grows like sqrt(B): the crossing survives every constant.",
    no_correction_reason="a correction would tie T (or the step size) to m (with a_i = +-1/m, T growing with m), "
                         "which the thesis never states; Algorithm 2's a_i = +-1/sqrt(m) (L7907) trains at every "
                         "width here (a different model, not a constant of (6.11))",
    second_path=SP + "test_thm633_width_second_path",
    mutants={"eps^2 = log M1 / B": theorem633_eps_mutant_square}, auto_mutant=False,
    notes="Round 21 (thesisEF): task 2 of the round (the width requirement m >~ M1^2 log M1 granted by the "
          "conditionals): the width is computable and every large width meets it; the runs are cached per (M1, "
          "m_mult, B_mult, seed).",
    settings={"ci": {"max_examples": 2, "budget_s": 6.0, "min_valid": 1, "path_starts": 1, "path_decades": 0.0},
              "dev": {"max_examples": 8, "budget_s": 300.0, "path_starts": 2, "path_decades": 0.3}},
)

CLAIMS += [THM633_WIDTH]

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-21 audits
CLAIMS = cite_audits(CLAIMS, {
    'thesis.ch6.eq6.14-width': 'auditor A: confirmed',
    'thesis.ch6.theorem6.3.3-width': 'auditor A: confirmed',
}, 'docs/audits/round21/thesis.md')
