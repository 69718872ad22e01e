"""thesis, Chapters 2-3 and Appendices A-B (round 26, helper thesisAB): rows whose covering claim did not check them.

- ``thesis.ch3.remark1-gamma_d``: Remark 1 of Theorem 3.4.4 (L885; the same in (P1) L805 and Section 3.5.1 L958): 'the sample
  complexity in (3.9) scales with 1/gamma_d^2, (1 - eps_S)^{-2} and (Theta(1) - sigma)^{-2}'. The inventory had the
  remark as an alias of Theorem 3.4.4; it states a fact about the printed (3.9), whose first term is (1 + delta_zm^2)
  log N / (1 - 2 eps_S (1 - gamma_d) - sigma)^2: no 1/gamma_d^2 in it (as gamma_d -> 0 it tends to (1 - 2 eps_S -
  sigma)^{-2}, bounded for eps_S < 1/2 - sigma/2). Checked as the lower ('scales with' = >~) half, one hidden
  constant over the printed ranges.
- ``thesis.ch2.eqA.37`` and ``thesis.ch2.eqA.38``: Lemma A.3.1 Claim 3's (A.37) (j in S_2^n) and (A.38) (j of the
  non-discriminative patterns) with (A.39) ||z_j(t)|| <= sigma + tau. thesis.ch2.lemmaA.3.1.claim3 covered the rows
  L2797-L2801 but checks j in S_1^n only; the same lower bound (half the diameter of {W_V^(t) x_j} within one group
  sharing the drift) on the same trained ViT, for the groups of (A.37) and (A.38).
- ``thesis.ch2.eqA.55-last``: (A.55) L2901's last '=', Theta(eta^{-3/5}/(alpha - sqrt(log N/N) - c'(1 - zeta) -
  c''(sigma + tau))) = Theta(eta^{-3/5}/alpha): unbounded as sigma + tau approaches the (A.57) gap's zero (Remark 2
  L620 and L533 themselves say T grows with 1/(Theta(1) - sigma - tau)).
- ``thesis.ch3.remark1-footnote11``: footnote 11 (L883), 'the exact condition [for (3.9)'s first term to dominate]
  is eps_0 < 1/2 - delta_zm^-4 eps^-4/2': BT carries T's eta^{-1/2} ((3.8)), so for small step sizes BT dominates.
- ``thesis.ch2.eqA.191-last``: (A.191) L3530's last steps, 1 - Theta(2/M)/(1/((m_a - 1)/2)) >= Theta(1) 'by m_a =
  Theta(M)': with m_a >= M the member is <= 1 - sin(1/M)(m_a - 1), ~ 1/M at m_a = M and negative for m_a >= M + 2.
- ``thesis.ch2.display.assumptionA.2.4-equivalence``: L2707, Assumption A.2.4 (A.10)-(A.11) 'is equivalent to the data
  model by (2.5)' after scaling the tokens: (2.5) fixes the patterns only through kappa, so a pattern set with unequal
  norms or small angles admits no scaling; ``thesis.ch3.display.assumptionB.2.1-equivalence`` its Chapter 3 twin
  (L3899, nodes equal to their patterns; holds under Chapter 3's ||x_n|| = 1, after both auditors refuted the first
  encoding, which let the patterns' norms differ).
- ``thesis.ch2.display.assumptionA.2.1-triangle``: L2677, Assumption A.2.1 follows from Assumption 2.3.1 and (2.5) by
  the triangle inequality (holds; tight at an orthogonal W).
- ``thesis.ch2.eqA.231``: (A.231) L3696's '=' for the multi-head network (a block identity; holds).

Bounds in ``thmcheck.bounds.thesis.r26_thesisAB``; second paths in ``tests/test_thesis_r26_thesisAB.py``.
"""

from __future__ import annotations

import dataclasses
import math

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r26_thesisAB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r5_thesisAB as R5
from thmcheck.checks.papers.thesis._common import INF, PAPER, _dy, _src
from thmcheck.checks.strategies import log_uniform, with_edges

SP = "tests/test_thesis_r26_thesisAB.py::"
CLAIMS: list[Claim] = []


# ================================ Remark 1 of Theorem 3.4.4, L885: (3.9) 'scales with 1/gamma_d^2, (1 - eps_S)^{-2}'


def remark1_first_term(gamma_d: float, eps_S: float, sigma: float) -> float:
    """(3.9)'s first term over its common factor (1 + delta_zm^2) log N: (1 - 2 eps_S (1 - gamma_d) - sigma)^{-2}."""
    return (1.0 - 2.0 * eps_S * (1.0 - gamma_d) - sigma) ** -2


def _r1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    g, e, s = float(inst["gamma_d"]), float(inst["eps_S"]), float(inst["sigma"])
    den = 1.0 - 2.0 * e * (1.0 - g) - s
    return Measurement(remark1_first_term(g, e, s), {"gamma_d": g, "eps_S": e, "sigma": s},
                       {"denominator 1 - 2 eps_S (1 - gamma_d) - sigma": den,
                        "gamma_d -> 0 limit (1 - 2 eps_S - sigma)^{-2}": (1.0 - 2.0 * e - s) ** -2
                        if 1.0 - 2.0 * e - s > 0 else math.inf})


def _r1_instances(g_lo: float = 2.0**-20) -> st.SearchStrategy[dict]:
    """gamma_d log-uniform in [g_lo, 1] (atom 1), eps_S in (0, 1/2) (atoms 2^-10, 1/4, 1/2 - 2^-10), sigma in [0,
    1/10] (atom 0): all on the dyadic grid 2^-20 (exact in float64)."""
    return st.fixed_dictionaries({
        "gamma_d": with_edges(log_uniform(g_lo, 1.0), 1.0).map(_dy),
        "eps_S": with_edges(st.floats(2.0**-10, 0.5 - 2.0**-10), 2.0**-10, 0.25, 0.5 - 2.0**-10).map(_dy),
        "sigma": with_edges(st.floats(0.0, 0.1), 0.0).map(_dy),
    })


def _mv_g(inst: dict, t: float) -> dict:
    return {**inst, "gamma_d": _dy(t)}


def _mv_e(inst: dict, t: float) -> dict:
    return {**inst, "eps_S": _dy(t)}


_R1_EPS_DIR = Direction("eps_S -> 1/2", "eps_S", 0.5, move=_mv_e, points=(0.4, 0.45, 0.49, 0.499, 0.4999),
                        reason="(3.9)'s denominator 1 - 2 eps_S (1 - gamma_d) - sigma -> gamma_d - sigma, the "
                               "remark's (1 - eps_S)^{-2} -> 4")
_R1_SIGMA_DIR = Direction("sigma (searched)", "sigma", 0.1, how="search",
                          reason="sigma in [0, 1/10] drawn (sigma = O(1/M), M >= 2; L844 'sigma < O(1/M)'); both sides "
                                 "stay within a factor (1 - 2 eps_S(1 - gamma_d) - sigma)^{-2} / (1 - sigma)^{-2} of "
                                 "their sigma = 0 values")

_R1_ASSUMPTIONS = (
    Assumption("(3.9) denominator > 0", "(3.9): 1 - 2 eps_S (1 - gamma_d) - sigma > 0 (else the bound is void)",
               lambda q: q["denominator 1 - 2 eps_S (1 - gamma_d) - sigma"]),
)

CLAIMS.append(Claim(
    id="thesis.ch3.remark1-gamma_d", paper=PAPER, kind="deterministic", comparison=">=",
    source=_src("Remark 1 of Theorem 3.4.4, Section 3.4.3, L885 ('Then the sample complexity in (3.9) scales with "
                "1/gamma_d^2, (1 - eps_S)^{-2} and (Theta(1) - sigma)^{-2}'); (3.9) L875; the same in (P1) L805 "
                "('The sample complexity bound is linear in gamma_d^{-2}, (Theta(1) - eps_S)^{-2}') and Section 3.5.1 "
                "L958 ('almost linear in gamma_d^{-2}, as indicated in 3.9'); gamma_d: L815"),
    statement="Remark 1 (L885): 'the sample complexity in (3.9) scales with 1/gamma_d^2, (1 - eps_S)^{-2} and "
              "(Theta(1) - sigma)^{-2}', (3.9): |L| >= max{Omega((1 + delta_zm^2) log N / (1 - 2 eps_S (1 - gamma_d) "
              "- sigma)^2), BT}. Checked: (3.9)'s first term over its common factor (1 + delta_zm^2) log N, (1 - 2 "
              "eps_S(1 - gamma_d) - sigma)^{-2}, >~ gamma_d^{-2} (1 - eps_S)^{-2} (1 - sigma)^{-2} with one constant "
              "for every gamma_d in (0, 1], eps_S in (0, 1/2), sigma in [0, 1/10] with a positive denominator.",
    statement_tex=r"\frac{1}{(1 - 2\epsilon_{\mathcal{S}}(1 - \gamma_d) - \sigma)^2} \gtrsim \frac{1}{\gamma_d^2 "
                  r"(1 - \epsilon_{\mathcal{S}})^2 (\Theta(1) - \sigma)^2}",
    bound=B.remark1_shape, measure=_r1_measure, strategy=_r1_instances(), assumptions=_R1_ASSUMPTIONS,
    constants="hidden", uniform=True, expect="erratum as printed",
    directions=(
        Direction("gamma_d -> 0", "gamma_d", 0.0, move=_mv_g, points=(0.5, 0.1, 1e-2, 1e-3, 1e-4),
                  reason="(3.9)'s first term tends to (1 - 2 eps_S - sigma)^{-2}, the remark's shape grows like "
                         "gamma_d^{-2}"),
        _R1_EPS_DIR, _R1_SIGMA_DIR,
    ),
    readings=(Reading(
        "gamma_d = Theta(1) (L815)",
        "Section 3.4.2 (L815) sets gamma_d = Theta(1): with gamma_d >= 1/5 the 1/gamma_d^2 factor is a constant and "
        "the remark only says that (3.9) grows with eps_S and sigma as (1 - eps_S)^{-2}, (1 - sigma)^{-2} do",
        strategy=_r1_instances(0.2),
        domain=(Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d = Theta(1) (L815), drawn in [1/5, 1]",
                      unreached="gamma_d >= 1/5 (the reading)"),
                Param("eps_S", 0, 0.5, lo_closed=False, hi_closed=False, text="eps_S in (0, 1/2) (Theorem 3.4.4)",
                      unreached="[2^-10, 1/2 - 2^-10] drawn, 1/2 - 1e-4 on the path"),
                Param("sigma", 0, INF, text="sigma < O(1/M) (L844)", far=0.1,
                      unreached="sigma in [0, 1/10] drawn (sigma = O(1/M), M >= 2)")),
        directions=(_R1_EPS_DIR, _R1_SIGMA_DIR)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. As printed, (3.9)'s first term has no gamma_d^{-2}: at eps_S = 1/4, sigma = "
             "0 it is (1/2 + gamma_d/2)^{-2} <= 4 while gamma_d^{-2}(1 - eps_S)^{-2} -> inf, lhs/shape = 0.5625, "
             "0.25, 0.0186, 2.2e-4 at gamma_d = 1, 1/2, 1/10, 1/100 (ratio ~ gamma_d^2 along gamma_d -> 0 at every "
             "eps_S < 1/2, sigma < 1 - 2 eps_S). The remark's other two factors agree with (3.9) where gamma_d is "
             "bounded below (at gamma_d = 1/2, sigma = 0 the denominator is exactly 1 - eps_S): reading 'gamma_d = "
             "Theta(1) (L815)' holds. The conference version's (3.9) may have carried gamma_d^2 in its denominator "
             "(as (3.13)'s (gamma_d^2 - sigma)^{-2} for the GCN does); the thesis prints (1 - 2 eps_S(1 - gamma_d) - "
             "sigma)^{-2}, and (P1) L805 and Section 3.5.1 L958 ('almost linear in gamma_d^{-2}, as indicated in 3.9') "
             "repeat the gamma_d^{-2}. Second path: " + SP +
             "test_remark1_first_term_bounded_in_gamma_d (own arithmetic in Fractions).",
    second_path=SP + "test_remark1_first_term_bounded_in_gamma_d",
    no_correction_reason="which of (3.9) and the remark is meant is not decidable from the thesis: either (3.9) "
                         "gains a gamma_d^{-2} (then it is a different theorem) or the remark drops it",
    mutants={"(1/2 - eps_S)^{-2} for (1 - eps_S)^{-2}": B.remark1_mut_half,
             "a spurious (1/2 - eps_S)^{-1/2}": B.remark1_mut_root},
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("gamma_d", 0, 1, lo_closed=False, text="gamma_d in (0, 1] (a fraction of nodes)", far=1e-4,
                  unreached="gamma_d >= 2^-20 drawn, 1e-4 on the path (the ratio is ~ gamma_d^2 already there)"),
            Param("eps_S", 0, 0.5, lo_closed=False, hi_closed=False, text="eps_S in (0, 1/2) (Theorem 3.4.4)",
                  unreached="[2^-10, 1/2 - 2^-10] drawn, 1/2 - 1e-4 on the path"),
            Param("sigma", 0, INF, text="sigma < O(1/M) (L844)", far=0.1,
                  unreached="sigma in [0, 1/10] drawn (sigma = O(1/M), M >= 2)")),
))


# ================== Lemma A.3.1 Claim 3, (A.37) L2797 and (A.38) L2799 with (A.39) L2801: the groups S_2^n and S_k^n


def _c3_groups_measure(inst: dict, ctx: Ctx, which: str) -> Measurement:  # noqa: ARG001
    """As thesis.ch2.lemmaA.3.1.claim3's measure (the same data, initial model and Algorithm 3 run), for another
    group of tokens sharing one drift: (A.37) the tokens of mu_2 (S_2^n), (A.38) the tokens of each non-
    discriminative pattern mu_k, k >= 3 (the drift -eta sum_b sum_i lambda V_i(b) W_O(i)^(b)T is shared by every j of
    the sample; p_j read as the p of token j's pattern, so within one pattern z_j differs from W_V x_j by one common
    vector). lhs = the largest half-diameter of {W_V^(t) x_j} over the samples (and patterns): a lower bound of the
    best max_j ||z_j(t)||."""
    import torch

    from thmcheck.models import vit as VIT

    g = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    N, L, d, M = R5.C3_N, R5.C3_L, R5.C3_D, R5.C3_M
    X, P, y = VIT.make_data(N, L, 0.5, 0.1, d, M, float(inst["c0"]), g)
    p = VIT.init_params(d, R5.C3_WIDTH, L, float(inst["sigma0"]), float(inst.get("kq", 0.2)), 0.01, g, normalize=True)
    mu = torch.eye(d, dtype=torch.float64)[:M]
    a231 = VIT.assumption_231(p, M)
    with torch.no_grad():
        tau = float(torch.cdist(X.reshape(-1, d), mu).min(dim=1).values.max())
        rel = torch.where(y[:, None] == 1, P == 0, P == 1)
        conf = torch.where(y[:, None] == 1, P == 1, P == 0)
        a_star, a_conf = float(rel.double().mean()), float(conf.double().mean())
    if int(inst["T"]) > 0:
        VIT.train_sgd(X, y, p, float(inst["eta"]), R5.C3_B, int(inst["T"]), g)
    pats = (1,) if which == "A37" else tuple(range(2, M))
    half, groups = 0.0, 0
    with torch.no_grad():
        Z = X @ p.WV.T
        for n in range(N):
            for k in pats:
                G = Z[n][P[n] == k]
                if len(G) >= 2:
                    groups += 1
                    half = max(half, float(torch.cdist(G, G).max()) / 2)
        nv = float(torch.linalg.matrix_norm(p.WV, 2))
    eta, T = float(inst["eta"]), int(inst["T"])
    return Measurement(half, {"sigma": a231["sigma"], "tau": tau},
                       {"delta": a231["delta"], "norm0": a231["norm_max"], "alpha_star": a_star, "alpha_conf": a_conf,
                        "m": R5.C3_WIDTH, "M": M, "N": N, "kappa": math.sqrt(2.0), "||W_V^(T)||_2": nv, "T": T,
                        "groups with >= 2 tokens": groups,
                        "T constant needed (t alpha_* eta^{3/5})": T * a_star * eta ** 0.6})


def _a37_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _c3_groups_measure(inst, ctx, "A37")


def _a38_measure(inst: dict, ctx: Ctx) -> Measurement:
    return _c3_groups_measure(inst, ctx, "A38")


_C3_BASE = next(c for c in R5.CLAIMS if c.id == "thesis.ch2.lemmaA.3.1.claim3")

TEX_A37 = (r"\mathbf{W}_V^{(t)} \mathbf{x}_j^n = \mathbf{p}_2 - \eta \sum_{b=1}^t \left( \sum_{i \in \mathcal{U}_{l,n}(0)} "
           r"V_i(b) \mathbf{W}_{O_{(i,:)}}^{(b)\top} + \sum_{i \notin \mathcal{U}_{l,n}(0)} \lambda V_i(b) "
           r"\mathbf{W}_{O_{(i,:)}}^{(b)\top} \right) + \mathbf{z}_j(t), \ j \in \mathcal{S}_2^n \ (\text{A.37}), \quad "
           r"\|\mathbf{z}_j(t)\| \leq (\sigma + \tau) \ (\text{A.39})")
TEX_A38 = (r"\mathbf{W}_V^{(t+1)} \mathbf{x}_j^n = \mathbf{p}_j - \eta \sum_{b=1}^t \sum_{i=1}^m \lambda V_i(b) "
           r"\mathbf{W}_{O_{(i,:)}}^{(b)\top} + \mathbf{z}_j(t), \ j \in [|\mathcal{S}^n|]/(\mathcal{S}_1^n \cup "
           r"\mathcal{S}_2^n) \ (\text{A.38}), \quad \|\mathbf{z}_j(t)\| \leq (\sigma + \tau) \ (\text{A.39})")

_C3_COMMON = dict(
    kind="step", mutants={"tau (sigma dropped)": B.claim3_mut_tau, "(sigma + tau)/4": B.claim3_mut_quarter},
    auto_mutant=False, bound=B.claim3_printed,
    notes="The instance, initial model, Algorithm 3 run and measured constants are thesis.ch2.lemmaA.3.1.claim3's "
          "(models.vit: make_data, init_params, train_sgd, assumption_231); only the group of tokens differs.",
    settings={"ci": {"max_examples": 2, "budget_s": 3.0}, "dev": {"max_examples": 16}},
)

# round 32 (leadsT): the edge instance of round 31's evidence (thesis.ch2.eqA.37-endsigma0): inside this claim's own
# region (c0 = 0.01, sigma0 = 3.5 c0, the lower edge of the k c0 draw), at Theorem 1's tau <= sigma edge
_A37_EDGE = {"seed": 19, "c0": 0.01, "sigma0": 0.035, "eta": 1.0, "T": 100, "kq": 0.1}


@st.composite
def _a37_instances(draw: st.DrawFn) -> dict:
    """Round 26's draw (thesis.ch2.lemmaA.3.1.claim3's) with one atom: the tau ~ sigma edge instance seed 19, c0 =
    0.01, sigma0 = 0.035, eta = 1, t = 100, kq = 0.1 (measured sigma = 0.0505 >= tau = 0.0470)."""
    return draw(st.one_of(st.just(dict(_A37_EDGE)), R5._c3_instances()))


CLAIMS.append(dataclasses.replace(
    _C3_BASE, id="thesis.ch2.eqA.37", measure=_a37_measure, statement_tex=TEX_A37, strategy=_a37_instances,
    source=_src("(A.37) with (A.39), Lemma A.3.1 Claim 3, App. A.3, L2797-L2801; sigma: Assumption 2.3.1 (2.6), tau: "
                "(2.5)"),
    statement="Claim 3 (A.37): there exists lambda <= Theta(1) such that W_V^(t) x_j^n = p_2 - eta sum_{b=1}^t "
              "(sum_{i in U_{l,n}(0)} V_i(b) W_O(i,:)^(b)T + sum_{i not in U_{l,n}(0)} lambda V_i(b) W_O(i,:)^(b)T) "
              "+ z_j(t), j in S_2^n, with ||z_j(t)|| <= sigma + tau (A.39). Checked under Theorem 1's hypotheses as "
              "thesis.ch2.lemmaA.3.1.claim3 checks (A.36): with every choice of the coefficients (shared by the "
              "tokens j of a sample), some j in S_2^n has ||z_j(t)|| >= half the diameter of {W_V^(t) x_j : j in "
              "S_2^n}; that lower bound against sigma + tau.",
    expect="conditional",
    evidence="Round 26 (thesisAB): the row L2797 was auto-covered by thesis.ch2.lemmaA.3.1.claim3, which checks j in "
             "S_1^n only. The mu_2 tokens are label-relevant for the y = -1 samples (5 of 10 tokens) and the "
             "confusion token of the y = +1 samples; the same mechanism as (A.36) (training stretches W_V, the "
             "spread within the group grows with ||W_V^(t)||), against sigma + tau >= 2 tau under tau <= sigma. "
             "Round 32 (leadsT): the round-26 draws missed Theorem 1's tau = sigma edge; the generator now has the "
             "edge instance as an atom: seed 19, c0 = 0.01, sigma0 = 0.035, eta = 1, t = 100, kq = 0.1 (measured "
             "sigma = 0.0505 >= tau = 0.0470, delta = 0.189 < 1/2, ||W^(0)|| = 1, m = 80 >= M^2 log N): "
             "half-diameter 0.0992 against sigma + tau = 0.0975, ratio 1.017 (round 31's "
             "thesis.ch2.eqA.37-endsigma0 evidence). Every certifiable hypothesis is met; the crossing needs t >= "
             "~50, i.e. Theorem 1's T = Theta(eta^{-3/5} alpha_*^{-1}) with its hidden constant >= ~25 (t alpha_* "
             "eta^{3/5} = 50 at t = 100), which no finite run can certify: granted, hence conditional (the same "
             "reason as the sigma0 -> 0 end claim)."
             " Audits (round 31, referees A and B, own simulations from the thesis only, docs/audits/round31): the "
             "ratio crosses 1 while the training hinge loss is still positive and stays above 1 once training stops "
             "(1.10-1.56), so any T at which Theorem 1's conclusion holds comes after the crossing: the T constant is "
             "no rescue. What stays granted are the sample-size hypotheses of (2.11) (N, B, |S^n|, m with hidden "
             "constants); an erratum candidate once those are certified or shown irrelevant (follow-up).",
    **_C3_COMMON,
))

CLAIMS.append(dataclasses.replace(
    _C3_BASE, id="thesis.ch2.eqA.38", measure=_a38_measure, statement_tex=TEX_A38,
    source=_src("(A.38) with (A.39), Lemma A.3.1 Claim 3, App. A.3, L2799-L2801; sigma: Assumption 2.3.1 (2.6), tau: "
                "(2.5)"),
    statement="Claim 3 (A.38): there exists lambda <= Theta(1) such that W_V^(t+1) x_j^n = p_j - eta sum_{b=1}^t "
              "sum_{i=1}^m lambda V_i(b) W_O(i,:)^(b)T + z_j(t), j in [|S^n|]/(S_1^n u S_2^n), with ||z_j(t)|| <= "
              "sigma + tau (A.39). Checked under Theorem 1's hypotheses as thesis.ch2.lemmaA.3.1.claim3 checks (A.36), "
              "p_j read as the p of token j's pattern (the printed index j is a token index): with every choice of "
              "lambda and the V_i(b) (one drift for every j of a sample), some j of each non-discriminative pattern "
              "k >= 3 has ||z_j(t)|| >= half the diameter of {W_V^(t+1) x_j : j in S_k^n}; the largest over samples and "
              "patterns against sigma + tau.",
    expect="holds",
    evidence="Round 26 (thesisAB): the row L2799 was auto-covered by thesis.ch2.lemmaA.3.1.claim3, which checks j in "
             "S_1^n only. The non-discriminative tokens (4 of 10 per sample, over mu_3..mu_5) get a weaker W_V "
             "update than the label-relevant ones; the within-pattern spread against sigma + tau. See the run's best "
             "score. The printed left side W_V^(t+1) with z_j(t) and a sum to t is read as the state after the t-th "
             "step (the measured W_V is the trained one in either indexing).",
    **_C3_COMMON,
))


# ============================ (A.55) L2901, its last '=': Theta(eta^{-3/5}/(alpha - ...)) = Theta(eta^{-3/5}/alpha)


def _a55_terms(inst: dict) -> dict:
    a, c1, c2, u = float(inst["alpha"]), float(inst["c1"]), float(inst["c2"]), float(inst["u"])
    omz = float(inst["eta"]) ** 10                        # 1 - zeta at its largest allowed value (zeta >= 1 - eta^10)
    s = u * (a - c1 * omz) / c2                           # sigma + tau at the fraction u of its room in (A.57)
    gap = a - c1 * omz - c2 * s                           # (A.57)'s alpha - c'(1 - zeta) - c''(sigma + tau)
    N = float(inst["K"]) / gap**2 if gap > 0 else math.inf  # (A.57): N >= K / gap^2, K its Omega's constant
    samp = math.sqrt(math.log(N) / N) if math.isfinite(N) else 0.0
    return {"alpha": a, "c1": c1, "c2": c2, "one_minus_zeta": omz, "s": s, "gap": gap, "N": N,
            "sqrt(log N / N)": samp, "den": gap - samp}


def _a55_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _a55_terms(inst)
    den = q["den"]
    return Measurement(1.0 / den if den > 0 else math.inf,
                       {k: q[k] for k in ("alpha", "c1", "c2", "one_minus_zeta", "s")},
                       {"middle member's denominator alpha - sqrt(log N/N) - c'(1 - zeta) - c''(sigma + tau)": den,
                        "(A.57) gap": q["gap"], "N": q["N"], "sqrt(log N / N)": q["sqrt(log N / N)"]})


def _a55_instances() -> st.SearchStrategy[dict]:
    """alpha = E[|S_*^n|/|S^n|] log-uniform in [1e-3, 1] (atom 1/2), the constants c', c'' of (A.54) log-uniform in
    [1e-1, 10] (atom 1), eta log-uniform in [1e-3, 1/2] (1 - zeta = eta^10, ζ >= 1 - eta^10, L2909), sigma + tau at
    a fraction u in [0, 1) of its room alpha - c'(1 - zeta) in (A.57) (atoms 0, 1/2, 0.99), N = K / gap^2 with (A.57)'s
    constant K log-uniform in [1e3, 1e12]."""
    return st.fixed_dictionaries({
        "alpha": with_edges(log_uniform(1e-3, 1.0), 0.5),
        "c1": with_edges(log_uniform(0.1, 10.0), 1.0), "c2": with_edges(log_uniform(0.1, 10.0), 1.0),
        "eta": log_uniform(1e-3, 0.5),
        "u": with_edges(st.floats(0.0, 0.999), 0.0, 0.5, 0.99),
        "K": log_uniform(1e3, 1e12),
    })


def _mv55_u(inst: dict, t: float) -> dict:
    """u = t -> 1 with (A.57)'s constant K grown with it (K = 1e6/(1 - u), at least the instance's): the crossing
    must persist while K grows ('eventually' K)."""
    return {**inst, "u": float(t), "K": max(float(inst["K"]), 1e6 / (1.0 - float(t)))}


def _mv55_k(inst: dict, t: float) -> dict:
    return {**inst, "K": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.55-last", paper=PAPER, kind="step", comparison="<=",
    source=_src("(A.55), proof of Theorem 1, App. A.3, L2899-L2901 (its last '='); (A.54) L2892-L2897 (c', c'' > 0), "
                "(A.57) L2909 with zeta >= 1 - eta^10; Theorem 1's (2.10) L590, Remark 2 L620"),
    statement="(A.55): t >= T = eta^{-3/5}/a_1 = ... = Theta(eta^{-3/5} / (E[|S_*^n|/|S^n|] - sqrt(log N/N) - c'(1 - "
              "zeta) - c''(sigma + tau))) = Theta(eta^{-3/5} / E[|S_*^n|/|S^n|]), as long as N >= Omega(1/(alpha - "
              "c'(1 - zeta) - c''(sigma + tau))^2) (A.57), zeta >= 1 - eta^10, c', c'' > 0 the constants of (A.54). "
              "Checked: the last '=' as its '<~' half, 1/(alpha - sqrt(log N/N) - c'(1 - zeta) - c''(sigma + tau)) "
              "<= C / alpha with one constant C for every alpha in (0, 1], c', c'' > 0, sigma + tau with a positive "
              "(A.57) gap, N meeting (A.57) (its constant K grown as an 'eventually' parameter) and eta in (0, 1).",
    statement_tex=r"\Theta\left(\frac{\eta^{-\frac{3}{5}}}{\mathbb{E}\left[\frac{|\mathcal{S}_*^n|}{|\mathcal{S}^n|}"
                  r"\right] - \sqrt{\frac{\log N}{N}} - c'(1 - \zeta) - c''(\sigma + \tau)}\right) = \Theta\left("
                  r"\frac{\eta^{-\frac{3}{5}}}{\mathbb{E}\left[\frac{|\mathcal{S}_*^n|}{|\mathcal{S}^n|}\right]}\right)",
    bound=B.a55_last_shape, measure=_a55_measure, strategy=_a55_instances(),
    assumptions=(Assumption("middle member defined", "the middle member's denominator alpha - sqrt(log N/N) - c'(1 - "
                            "zeta) - c''(sigma + tau) > 0 (else its Theta is void)",
                            lambda q: q["middle member's denominator alpha - sqrt(log N/N) - c'(1 - zeta) - c''(sigma "
                                      "+ tau)"]),),
    constants="hidden", uniform=True, eventually=("K",), expect="erratum",
    directions=(
        Direction("sigma + tau -> (alpha - c'(1 - zeta))/c'' (u -> 1)", "u", 1.0, move=_mv55_u,
                  points=(0.9, 0.99, 0.999, 1 - 1e-4, 1 - 1e-5), grows=("K",),
                  reason="K = max(K, 1e6/(1 - u)) grows along the path; the (A.57) gap alpha - c'(1 - zeta) - c''(sigma + tau) -> 0 while alpha stays: the middle "
                         "member ~ 1/gap, the last 1/alpha"),
        Direction("K -> inf ((A.57)'s Omega constant, N = K/gap^2)", "K", INF, move=_mv55_k,
                  points=(1e4, 1e6, 1e8, 1e10, 1e12), grows=("K",),
                  reason="a larger N only removes sqrt(log N/N): the ratio tends to alpha/gap"),
        Direction("alpha -> 0 (searched)", "alpha", 0.0, how="search", reason="alpha log-uniform down to 1e-3"),
        Direction("c'' (searched)", "c2", INF, how="search",
                  reason="c'' in [0.1, 10]: the divergence is at the gap's zero for each"),
        Direction("c' (searched)", "c1", INF, how="search",
                  reason="c' in [0.1, 10]: it enters only through c'(1 - zeta) <= c' eta^10"),
        Direction("eta (searched)", "eta", 0.0, how="search",
                  reason="eta in [1e-3, 1/2]: 1 - zeta = eta^10 only shifts the gap's zero"),
    ),
    corrected=B.a55_corrected,
    corrected_text="Theta(eta^{-3/5}/(E[|S_*^n|/|S^n|] - c'(1 - zeta) - c''(sigma + tau))) for N under (A.57): the "
                   "sigma + tau dependence is kept (as Remark 2, L620, says T scales with 1/(Theta(1) - tau)); "
                   "(2.10)'s T = Theta(eta^{-3/5} alpha_*^{-1}) needs sigma + tau <= (1 - c) alpha_*/c''.",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED, auditor B CONFIRMED. The last '=' drops the gap terms: with sigma + tau = u (alpha - c'(1 - "
             "zeta))/c'' (Theorem 1 allows any sigma, tau < O(1/M) and any alpha_* meeting (2.8), which alpha_# = 0 "
             "makes alpha_* >= 0) and N = K/gap^2 meeting (A.57), the middle member over the last is alpha/(gap - "
             "sqrt(log N/N)) ~ 1/(1 - u): at alpha = 1/2, c' = c'' = 1, eta = 0.1, K = 1e6 the ratio is 10.0, 100, "
             "1000, 1e4 at u = 0.9, 0.99, 0.999, 0.9999, and K -> inf does not remove it (ratio -> alpha/gap). Remark "
             "2 (L620) itself says T scales with 1/(Theta(1) - tau), which (2.10) and this '=' drop. Second path: " +
             SP + "test_a55_last_ratio (own arithmetic in Fractions/mpmath).",
    second_path=SP + "test_a55_last_ratio",
    mutants={"gap^{-1/2} (a wrong power)": B.a55_mut_root, "c''(sigma + tau) dropped": B.a55_mut_noise_dropped},
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("alpha", 0, 1, lo_closed=False, text="alpha_* = E[|S_*^n|/|S^n|] in (0, 1]", far=1e-3,
                  unreached="alpha >= 1e-3 drawn"),
            Param("u", 0, 1, hi_closed=False, text="sigma + tau as a fraction of its room in (A.57) (gap > 0)",
                  unreached="u <= 1 - 1e-5 on the path"),
            Param("c2", 0, INF, lo_closed=False, text="c'' > 0 of (A.54)", far=10.0,
                  unreached="c'' in [0.1, 10] (any fixed c'' gives the same divergence at its own edge)"),
            Param("c1", 0, INF, lo_closed=False, text="c' > 0 of (A.54)", far=10.0, unreached="c' in [0.1, 10]"),
            Param("eta", 0, 1, lo_closed=False, hi_closed=False, text="step size eta in (0, 1)",
                  unreached="eta in [1e-3, 1/2] (1 - zeta = eta^10 is negligible there)"),
            Param("K", 0, INF, lo_closed=False, text="(A.57)'s Omega constant (N = K/gap^2)", far=1e12,
                  unreached="K in [1e3, 1e12] ('eventually': the K path)")),
))


# ====================== footnote 11 of Remark 1 (L883): 'the exact condition is when eps_0 < 1/2 - delta_zm^-4 eps^-4/2'


def _fn11_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """(3.9)'s first term over its second, both over log N with every Omega/Theta constant 1: F1 = (1 + delta_zm^2) /
    (1 - 2 eps_S (1 - gamma_d) - sigma)^2, B T = eps^-2 * eta^{-1/2} (1 - 2 eps_0)^{-1/2} (1 - delta)^{-1/2} (B >=
    Omega(eps^-2 log N), T of (3.8))."""
    g, e, s = float(inst["gamma_d"]), float(inst["eps_S"]), float(inst["sigma"])
    eta, eps, dz = float(inst["eta"]), float(inst["eps"]), float(inst["dzm"])
    e0, dl = float(inst["eps0"]), float(inst["delta"])
    den = 1.0 - 2.0 * e * (1.0 - g) - s
    F1 = (1.0 + dz * dz) / den**2
    BT = eps**-2 * eta**-0.5 * (1.0 - 2.0 * e0) ** -0.5 * (1.0 - dl) ** -0.5
    return Measurement(F1 / BT, {"eps0": e0},
                       {"F1 / log N": F1, "B T / log N": BT, "den": den,
                        "condition slack 1/2 - dzm^-4 eps^-4 / 2 - eps0": 0.5 - dz**-4 * eps**-4 / 2 - e0,
                        "eta": eta, "eps": eps, "dzm": dz, "delta": dl})


def _fn11_instances(eta_lo: float = 1e-8) -> st.SearchStrategy[dict]:
    """eta log-uniform in [eta_lo, 1/2] (atom 1/2); delta_zm an integer in [2, 10^4] (log-uniform; delta_zm = 1 leaves
    the condition no room for eps < 1); eps in (1/delta_zm, 1) (see _fn11_fix); eps_0 at a fraction f in [0, 1) of its room under the condition (atom 0); delta in [0,
    1/2); gamma_d, eps_S, sigma as thesis.ch3.remark1-gamma_d draws them."""
    return st.fixed_dictionaries({
        "eta": with_edges(log_uniform(eta_lo, 0.5), 0.5), "u": st.floats(0.0, 1.0),
        "dzm": log_uniform(2.0, 1e4).map(lambda v: float(round(v))),
        "f": with_edges(st.floats(0.0, 0.999), 0.0, 0.9), "delta": with_edges(st.floats(0.0, 0.499), 0.0),
        "gamma_d": with_edges(log_uniform(1e-3, 1.0), 1.0), "eps_S": with_edges(st.floats(1e-3, 0.499), 0.25),
        "sigma": with_edges(st.floats(0.0, 0.1), 0.0),
    }).map(_fn11_fix)


def _fn11_fix(inst: dict) -> dict:
    """eps at the log-position u of [max(1e-2, 1.01/delta_zm), 0.99] (the condition needs delta_zm eps > 1), eps_0 =
    f (1/2 - dzm^-4 eps^-4/2), a fraction of the condition's room."""
    lo = max(1e-2, 1.01 / float(inst["dzm"]))
    eps = lo * (0.99 / lo) ** float(inst["u"])
    room = 0.5 - float(inst["dzm"]) ** -4 * eps**-4 / 2
    e0 = float(inst["f"]) * room if room > 0 else 0.25
    return {**inst, "eps": eps, "eps0": e0, "gap0": 0.5 - e0}


def _mv11_eta(inst: dict, t: float) -> dict:
    return {**inst, "eta": float(t)}


def _mv11_edge(inst: dict, t: float) -> dict:
    """eps_0 = 1/2 - t -> 1/2 with delta_zm the least integer meeting the condition (eps fixed)."""
    eps = float(inst["eps"])
    dz = float(math.floor((2 * t) ** -0.25 / eps) + 1)
    return {**inst, "dzm": dz, "f": 0.0, "eps0": 0.5 - float(t), "gap0": float(t)}


_FN11_ASSUMPTIONS = (
    Assumption("footnote 11's condition", "eps_0 < 1/2 - delta_zm^-4 eps^-4 / 2",
               lambda q: q["condition slack 1/2 - dzm^-4 eps^-4 / 2 - eps0"]),
    Assumption("eps_0 in (0, 1/2)", "Theorem 3.4.4: eps_0 in (0, 1/2)", lambda q: min(q["eps0"], 0.5 - q["eps0"])),
    Assumption("(3.9) denominator > 0", "1 - 2 eps_S (1 - gamma_d) - sigma > 0", lambda q: q["den"]),
)

_FN11_EDGE = Direction("eps_0 -> 1/2 at the condition's edge (gap0 = 1/2 - eps_0 -> 0)", "gap0", 0.0, move=_mv11_edge,
                       points=(1e-1, 1e-2, 1e-3, 1e-4, 1e-6),
                       reason="delta_zm grows as (1 - 2 eps_0)^{-1/4}/eps to keep the condition")
_FN11_EPS0 = Direction("eps_0 (searched)", "eps0", 0.5, how="search",
                       reason="eps_0 drawn as a fraction of the condition's room; its edge is the gap0 path")
_FN11_SEARCH = Direction("eps, delta_zm, delta, gamma_d, eps_S, sigma (searched)", "dzm", INF, how="search",
                         reason="drawn over their printed ranges; F1/BT is monotone in each")

CLAIMS.append(Claim(
    id="thesis.ch3.remark1-footnote11", paper=PAPER, kind="deterministic", comparison=">=",
    source=_src("footnote 11 of Remark 1 (Theorem 3.4.4), Section 3.4.3, L883 ('The exact condition is when eps_0 < "
                "1/2 - delta_zm^-4 eps^-4/2') for 'The first term in (3.9) dominates when eps_0 is not very close to "
                "1/2' (L881); (3.8) L871, (3.9) L875, B >= Omega(eps^-2 log N) L869"),
    statement="Remark 1 (L881): 'The first term in (3.9) dominates when eps_0 is not very close to 1/2', footnote 11 "
              "(L883): 'The exact condition is when eps_0 < 1/2 - delta_zm^-4 eps^-4/2', (3.9): |L| >= max{Omega((1 + "
              "delta_zm^2) log N/(1 - 2 eps_S(1 - gamma_d) - sigma)^2), BT}, B >= Omega(eps^-2 log N), T = "
              "Theta(eta^{-1/2}(1 - 2 eps_0)^{-1/2}(1 - delta)^{-1/2}) (3.8). Checked: under the footnote's condition "
              "the first term over BT is >~ 1 (one hidden constant) for every step size eta in (0, 1), eps in (0, 1), "
              "delta_zm >= 1, eps_0 in (0, 1/2), delta in [0, 1/2).",
    statement_tex=r"\epsilon_0 < 1/2 - \delta_{z_m}^{-4}\epsilon^{-4}/2 \Rightarrow \Omega\left(\frac{(1 + "
                  r"\delta_{z_m}^2) \log N}{(1 - 2\epsilon_{\mathcal{S}}(1 - \gamma_d) - \sigma)^2}\right) \gtrsim BT",
    bound=B.fn11_shape, measure=_fn11_measure, strategy=_fn11_instances(), assumptions=_FN11_ASSUMPTIONS,
    constants="hidden", uniform=True, expect="erratum as printed",
    directions=(Direction("eta -> 0 (the step size)", "eta", 0.0, move=_mv11_eta,
                          points=(1e-1, 1e-2, 1e-4, 1e-6, 1e-8),
                          reason="BT ~ eta^{-1/2} through T (3.8); the first term and the condition have no eta"),
                _FN11_EDGE, _FN11_EPS0, _FN11_SEARCH),
    readings=(Reading(
        "eta = Theta(1)",
        "the step size a constant (eta in [1/4, 1/2]): then the footnote's algebra (ignoring eta, (1 - delta), the "
        "denominator) is right: (1 - 2 eps_0)^{1/2} > delta_zm^-2 eps^-2 gives F1/BT >= (1 - delta)^{1/2} eta^{1/2}",
        strategy=_fn11_instances(0.25),
        directions=(_FN11_EDGE, _FN11_EPS0, _FN11_SEARCH)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. BT carries T's eta^{-1/2} ((3.8)), which neither (3.9)'s first term nor the "
             "footnote's condition has: at eps = 1/2, delta_zm = 4 (condition: eps_0 < 1/2 - 1/32), eps_0 = 1/4, "
             "delta = 0, gamma_d = 1, sigma = 0, F1/BT = 17 * 0.25 * sqrt(1/2) sqrt(eta) = 3.0 sqrt(eta): 0.95, 0.03, "
             "3e-4 at eta = 0.1, 1e-4, 1e-8, so for small step sizes BT dominates whatever eps_0. With eta = Theta(1) "
             "the footnote's algebra holds (reading). Second path: " + SP + "test_footnote11_eta",
    second_path=SP + "test_footnote11_eta",
    no_correction_reason="the 'exact condition' with the step size kept is eps_0 < 1/2 - eta^{-1} delta_zm^-4 eps^-4 "
                         "(...)/2 up to the hidden constants, which the thesis does not fix",
    mutants={"(1 - 2 eps_0)^{-1/2}": B.fn11_mut_half, "(1 - 2 eps_0)^{-1/4}": B.fn11_mut_quarter},
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("eta", 0, INF, lo_closed=False, text="the step size eta > 0 (Algorithm 4)", far=0.5,
                  unreached="eta in [1e-8, 1/2] (the path to 1e-8)"),
            Param("eps0", 0, 0.5, lo_closed=False, hi_closed=False, text="eps_0 in (0, 1/2) under the condition",
                  unreached="eps_0 = f x the condition's room, f in [0, 0.999]; 1/2 - 1e-6 on the edge path"),
            Param("dzm", 1, INF, integer=True, text="delta_zm = max_n |N_zm^n| >= 1", far=1e4,
                  unreached="[2, 1e4] drawn, more on the edge path (delta_zm = 1 meets the condition for no eps < 1)"),
            Param("eps", 0, 1, lo_closed=False, hi_closed=False, text="eps in (0, 1) (Theorem 3.4.4)",
                  unreached="[1e-2, 0.99] drawn (small eps makes the condition need a large delta_zm)"),
            Param("delta", 0, 0.5, hi_closed=False, text="delta < 0.5 (Assumption B.2.1, L844)",
                  unreached="[0, 0.499] drawn")),
))


# ======================== (A.191) L3530, its last steps: 1 - Theta(2/M)/(1/((m_a - 1)/2)) >= Theta(1) 'by m_a = Theta(M)'


def _a191_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The chain's fifth member, 1 - Theta(2/M) / (1/((m_a - 1)/2)), with Theta(2/M) the value its fourth member
    gives at the chain's own lower limit: int_{cos^2(1/M)}^1 (1 - t)^{-1/2} dt = 2 sin(1/M) (the second member's
    1 - Theta(1/M^2) must be <= cos^2(1/M) for its '>=' to hold, so this is the largest value the chain allows):
    1 - sin(1/M)(m_a - 1). mpmath (50 digits): the tail integral by quadrature, int_0^1 t^{(m_a-3)/2} dt = 2/(m_a - 1)."""
    import mpmath

    M, ma = int(inst["M"]), int(inst["ma"])
    with mpmath.workdps(50):
        a = mpmath.sin(mpmath.mpf(1) / M) ** 2                      # 1 - cos^2(1/M)
        num = mpmath.quad(lambda u: u ** mpmath.mpf(-0.5), [0, a])   # int_{cos^2(1/M)}^1 (1-t)^{-1/2} dt, u = 1 - t
        den = mpmath.mpf(2) / (ma - 1)                                # int_0^1 t^{(m_a-3)/2} dt
        closed = 1 - mpmath.sin(mpmath.mpf(1) / M) * (ma - 1)
        fifth = 1 - num / den
    return Measurement(float(fifth), {"ma": ma},
                       {"M": M, "Theta(2/M) = int_{cos^2(1/M)}^1 (1-t)^{-1/2} dt": float(num),
                        "int_0^1 t^{(m_a-3)/2} dt = 2/(m_a - 1)": float(den), "closed form 1 - sin(1/M)(m_a - 1)":
                        float(closed), "m_a / M": ma / M})


def _a191_instances() -> st.SearchStrategy[dict]:
    """M in [2, 10^4] (log-uniform integer), m_a = ceil(r M) with r in [1, 4] (atom 1): m_a >= M (p_1..p_M orthonormal
    in R^{m_a}, Assumption A.2.1) and m_a = Theta(M) (the step's own hypothesis)."""
    return st.fixed_dictionaries({
        "M": log_uniform(2.0, 1e4).map(lambda v: int(round(v))), "r": with_edges(st.floats(1.0, 4.0), 1.0, 2.0),
    }).map(lambda d: {**d, "ma": int(math.ceil(d["r"] * d["M"]))})


def _mv191_m(inst: dict, t: float) -> dict:
    M = int(round(t))
    return {**inst, "M": M, "r": 1.0, "ma": M}


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.191-last", paper=PAPER, kind="step", comparison=">=",
    source=_src("(A.191), proof of Lemma A.5.1, App. A.5, L3530 (its last '=' and '>=', 'where the last step is by "
                "m_a = Theta(M)', L3532); p_1..p_M orthonormal in R^{m_a}: Assumption A.2.1 L2654"),
    statement="(A.191): int_0^{sin^2 phi} t^{(m_a-3)/2}(1-t)^{-1/2} dt / int_0^1 (...) >= int_0^{cos^2(1/M)} (...) / "
              "int_0^1 (...) >= 1 - int_{1-Theta(1/M^2)}^1 (...)/int_0^1 (...) >= 1 - int_{1-Theta(1/M^2)}^1 "
              "(1-t)^{-1/2} dt / int_0^1 t^{(m_a-3)/2} dt = 1 - Theta(2/M)/(1/((m_a-1)/2)) >= Theta(1), 'where the "
              "last step is by m_a = Theta(M)'. Checked: the fifth member, with Theta(2/M) at the chain's own lower "
              "limit cos^2(1/M) (2 sin(1/M)), >= c with one constant c > 0 for every M >= 2 and m_a in [M, 4M].",
    statement_tex=r"1 - \frac{\Theta(\frac{2}{M})}{\frac{1}{\frac{m_a-1}{2}}} \geq \Theta(1)",
    bound=B.a191_shape, measure=_a191_measure, strategy=_a191_instances(),
    constants="hidden", uniform=True, expect="erratum",
    directions=(Direction("M -> inf at m_a = M", "M", INF, move=_mv191_m, points=(4, 16, 64, 256, 1024, 4096),
                          reason="1 - sin(1/M)(M - 1) ~ 1/M -> 0"),
                Direction("m_a = r M, r in [1, 4] (searched)", "ma", INF, how="search",
                          reason="r = m_a/M in [1, 4]: for r >= 1 + 2/M the member is already negative")),
    no_correction_reason="the chain cannot give Theta(1): its fourth member drops (1 - t)^{-1/2} >= 1 from the "
                         "denominator, a factor ~ sqrt(m_a); Lemma A.5.1's conclusion follows from Pr(i in W_{l,n}(0)) "
                         "= 1/2 (thesis.ch2.eqA.188.corrected) instead, and survives (thesis.ch2.lemmaA.5.1 holds)",
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. The row L3530 was auto-covered by thesis.ch2.eqA.191-first, which checks the "
             "first '>=' only. m_a >= M (p_1, ..., p_M orthonormal in R^{m_a}); the chain's second member needs "
             "1 - Theta(1/M^2) <= cos^2(1/M) (else its '>=' fails), so its Theta(2/M) = int_{1-Theta(1/M^2)}^1 (1 - "
             "t)^{-1/2} dt >= 2 sin(1/M), and the fifth member is at most 1 - sin(1/M)(m_a - 1): at m_a = M it is "
             "0.52, 0.10, 0.010, 0.0010 at M = 2, 10, 100, 1000 (-> 0 like 1/M), at m_a = 2M it is -0.44 (M = 10), "
             "-0.99 (M = 100): negative for m_a >= M + 2. 'm_a = Theta(M)' gives 1 - Theta(1), not Theta(1). The "
             "step fails while Lemma A.5.1 survives (the true probability is 1/2). Second path: " + SP +
             "test_a191_last_member",
    second_path=SP + "test_a191_last_member",
    mutants={"m_a (a spurious growth)": B.a191_mut_ma},
    settings={"ci": {"max_examples": 30, "budget_s": 3.0}},
    domain=(Param("M", 2, INF, integer=True, text="M >= 2 patterns", far=1e4, unreached="M <= 1e4 drawn, 4096 on the path"),
            Param("ma", 2, INF, integer=True, text="m_a = Theta(M), m_a >= M", far=4e4,
                  unreached="m_a in [M, 4M] (Theta(M) with the ratio drawn in [1, 4])")),
))


# ======= Assumption A.2.4 (A.10)-(A.11), L2699-L2707: 'This assumption is equivalent to the data model by (2.5)'


def _a24_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Patterns mu_j = s_j u_j in R^d (u_j unit, orthonormal when ortho = 1, norms s_j = 1 when s_spread = 0),
    3 tokens per pattern within tau of it (two at random points of the tau-sphere, one at mu_j (1 - tau/|mu_j|));
    lhs = max over different-pattern token pairs of x_i^T x_j over min over same-pattern pairs (i = j included)."""
    import numpy as np

    rng = np.random.default_rng(int(inst["seed"]) % 2**63)
    M, d = int(inst["M"]), int(inst["d"])
    if int(inst["ortho"]):
        U = np.linalg.qr(rng.standard_normal((d, d)))[0][:, :M].T
    else:
        U = rng.standard_normal((M, d))
        U /= np.linalg.norm(U, axis=1, keepdims=True)
    s = np.exp(float(inst["s_spread"]) * rng.uniform(-1.0, 1.0, M))
    mu = U * s[:, None]
    kappa = min(float(np.linalg.norm(mu[i] - mu[j])) for i in range(M) for j in range(i + 1, M))
    tau = float(inst["f"]) * min(kappa / 4, 1.0 / M)
    X, lab = [], []
    for j in range(M):
        for _ in range(2):
            v = rng.standard_normal(d)
            X.append(mu[j] + tau * v / np.linalg.norm(v))
            lab.append(j)
        X.append(mu[j] * (1 - tau / s[j]))
        lab.append(j)
    X, lab = np.array(X), np.array(lab)
    G = X @ X.T
    same = lab[:, None] == lab[None, :]
    mn, mx = float(G[same].min()), float(G[~same].max())
    lhs = mx / mn if mn > 0 else math.inf
    return Measurement(lhs, {}, {"min same-feature x_i^T x_j": mn, "max different-feature x_i^T x_j": mx,
                                 "kappa": kappa, "tau": tau, "tau < kappa/4 slack": kappa / 4 - tau,
                                 "1/M": 1.0 / M, "pattern norms": [float(v) for v in s]})


def _a24_instances(ortho: bool = False, f_hi: float = 0.999) -> st.SearchStrategy[dict]:
    """M in [3, 8] (2 < M, Section 2.3.2), d = M + k (k in 0..4), orthonormal directions or not, norm spread s in
    [0, log 4] (norms in [1/4, 4]; atom 0), tau = f min(kappa/4, 1/M) with f in [0, f_hi] (atom 0: noise-free
    tokens meet tau < O(1/M) for any constant)."""
    return st.fixed_dictionaries({
        "seed": st.integers(0, 2**31), "M": st.integers(3, 8), "k": st.integers(0, 4),
        "ortho": st.just(1) if ortho else st.sampled_from([0, 1]),
        "s_spread": st.just(0.0) if ortho else with_edges(st.floats(0.0, math.log(4.0)), 0.0),
        "f": with_edges(st.floats(0.0, f_hi), 0.0),
    }).map(lambda q: {**q, "d": q["M"] + q["k"]})


CLAIMS.append(Claim(
    id="thesis.ch2.display.assumptionA.2.4-equivalence", paper=PAPER, kind="deterministic", comparison="<",
    source=_src("Assumption A.2.4 (A.10)-(A.11), App. A.2, L2699-L2707 ('This assumption is equivalent to the data "
                "model by (2.5) since tau < O(1/M). ... we scale up all tokens a little bit to make the threshold of "
                "linear separability be 1'); the data model (2.5) and tau < kappa/4, Section 2.3.2, L544-L549"),
    statement="Assumption A.2.4: same-feature tokens have x_i^T x_j >= 1 (A.10), different-feature tokens x_i^T x_j <= "
              "lambda < 1 (A.11); 'This assumption is equivalent to the data model by (2.5) since tau < O(1/M)', with "
              "the tokens scaled. Checked: every data set of (2.5) (M > 2 patterns in R^d at distance >= kappa, tokens "
              "within tau < kappa/4 of a pattern, tau < O(1/M)) admits a scaling with (A.10)-(A.11), i.e. max "
              "different-feature x_i^T x_j / min same-feature x_i^T x_j < 1.",
    statement_tex=r"\mathbf{x}_i^{n\top} \mathbf{x}_j^n \geq 1 \ (\text{A.10}), \quad \mathbf{x}_i^{n\top} "
                  r"\mathbf{x}_j^n \leq \lambda < 1 \ (\text{A.11}) \ \Leftrightarrow \ \min_{j} \|\mathbf{x}_l^n - "
                  r"\boldsymbol{\mu}_j\| \leq \tau \ (2.5)",
    bound=B.a24_one, measure=_a24_measure, strategy=_a24_instances(),
    assumptions=(Assumption("tau < kappa/4", "Section 2.3.2 (L549): tau < kappa/4",
                            lambda q: q["tau < kappa/4 slack"] if q["tau"] > 0 else q["kappa"]),),
    expect="erratum as printed",
    readings=(Reading(
        "orthonormal patterns, tau <= 1/(4M)",
        "the patterns orthonormal (as Section 2.4.1's mu_j = e_j, and Assumption 2.3.1's orthonormal images) and tau "
        "< O(1/M) with the constant 1/4: then same-feature products >= (1 - tau)^2 and different-feature ones <= 2 tau "
        "+ tau^2",
        strategy=_a24_instances(ortho=True, f_hi=0.25)),),
    evidence="Audited (round 26, docs/audits/round26/thesis.md): auditor A CONFIRMED AS PRINTED, auditor B CONFIRMED AS PRINTED. (2.5) fixes the patterns only through their distance kappa, so their norms "
             "and angles are free: with mu_2 = 3 mu_1 (kappa = 2 ||mu_1||) and noise-free tokens (tau = 0, which "
             "meets tau < kappa/4 and tau < O(1/M) for any constant), the mu_1 tokens have x_i^T x_j = ||mu_1||^2 < "
             "mu_1^T mu_2 = 3 ||mu_1||^2, so no scaling gives (A.10) and (A.11); with unit patterns at a small angle "
             "(kappa < 1) mu_1^T mu_2 = 1 - kappa^2/2 exceeds the same-feature minimum (1 - tau)^2 once tau > "
             "kappa^2/4. No scaling reorders inner products. With orthonormal patterns and tau <= 1/(4M) it holds "
             "(reading). Second path: " + SP + "test_a24_not_equivalent",
    second_path=SP + "test_a24_not_equivalent",
    no_correction_reason="the relation between the two models is the authors' choice: (A.10)-(A.11) is a stronger "
                         "hypothesis than (2.5) (it holds for orthonormal patterns and tau <= 1/(4M), the reading), so "
                         "the sentence is corrected by dropping 'equivalent', not by a different bound",
    mutants={"ratio < 1/50 (the noise ignored)": B.a24_mut_tight}, auto_mutant=False,
    settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    domain=(Param("M", 3, INF, integer=True, text="2 < M patterns (Section 2.3.2)", far=8, unreached="M in [3, 8]"),
            Param("f", 0, 1, hi_closed=False, text="tau = f min(kappa/4, 1/M): tau < kappa/4 and tau < O(1/M)",
                  unreached="f in [0, 0.999]")),
))


def _b21_instances(equal_norms: bool = False) -> st.SearchStrategy[dict]:
    """Chapter 3's data model (Section 3.4.2): 2 <= M patterns, nodes x_n = mu_j exactly (tau = 0); M in [2, 8], d = M +
    k, orthonormal directions or not, norm spread s in [0, log 4] (0 under the equal-norm reading)."""
    return st.fixed_dictionaries({
        "seed": st.integers(0, 2**31), "M": st.integers(2, 8), "k": st.integers(0, 4), "ortho": st.sampled_from([0, 1]),
        "s_spread": st.just(0.0) if equal_norms else with_edges(st.floats(0.0, math.log(4.0)), 0.0),
        "f": st.just(0.0),
    }).map(lambda q: {**q, "d": q["M"] + q["k"]})


CLAIMS.append(dataclasses.replace(
    CLAIMS[-1], id="thesis.ch3.display.assumptionB.2.1-equivalence",
    source=_src("after Assumption B.2.1, App. B.2, L3899 ('We then provide a condition which is equivalent to the "
                "equation min_{j in [M]} ||x_n - mu_j|| = 0 ... x_i^T x_j >= 1 ... x_i^T x_j <= lambda < 1. Here, we "
                "scale up all nodes a bit'); the data model, Section 3.4.2, L812-L815"),
    statement="L3899: 'We then provide a condition which is equivalent to the equation min_{j in [M]} ||x_n - mu_j|| = "
              "0 for all n, i.e., if nodes i and j correspond to the same pattern, x_i^T x_j >= 1; if they correspond "
              "to different patterns, x_i^T x_j <= lambda < 1. Here, we scale up all nodes a bit to make the threshold "
              "of linear separability 1'. Checked: every pattern set of Section 3.4.2 (M >= 2 distinct patterns in R^d, "
              "kappa > 0, x_n = mu_j) admits such a scaling, i.e. max different-pattern x_i^T x_j / min same-pattern "
              "x_i^T x_j < 1.",
    statement_tex=r"\min_{j \in [M]} \|\mathbf{x}_n - \boldsymbol{\mu}_j\| = 0 \ \Leftrightarrow \ \mathbf{x}_i^\top "
                  r"\mathbf{x}_j \geq 1 \ (i, j \in \mathcal{D}_k), \quad \mathbf{x}_i^\top \mathbf{x}_j \leq \lambda < 1 "
                  r"\ (i \in \mathcal{D}_k, j \in \mathcal{D}_l, k \neq l)",
    strategy=_b21_instances(equal_norms=True),
    readings=(), expect="holds", evidence="", second_path="", no_correction_reason="",
    notes="Round 26: first encoded with patterns of any norms (mu_2 = 3 mu_1 crossed) as an erratum as printed; both "
          "auditors REFUTED it (docs/audits/round26/thesis.md): Chapter 3 assumes ||x_n|| = 1 for all nodes "
          "(L754/L773, 'without loss of generality'), and with x_n = mu_j every pattern that occurs is a unit vector, "
          "so same-pattern products are 1 and different-pattern ones are cosines < 1 of distinct unit vectors: the "
          "equivalence holds exactly (scale 1). Re-encoded under that convention (equal norms); the Chapter 2 twin "
          "thesis.ch2.display.assumptionA.2.4-equivalence (no unit-norm convention there) stays an erratum as printed.",
    mutants={"ratio < 1/2": B.b21_mut_half}, auto_mutant=False,
    domain=(Param("M", 2, INF, integer=True, text="2 <= M patterns (Section 3.4.2), ||x_n|| = 1 (L754)", far=8,
                  unreached="M in [2, 8]"),),
))


# ====== L2677: 'Assumption A.2.1 is a straightforward combination of Assumption 2.3.1 and (2.5) by the triangle inequality'


def _a21_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """The Chapter 2 initial model (models.vit.init_params, normalized: ||W|| <= 1) and Section 2.4.1 tokens (models.vit
    .make_data, mu_j = e_j, plus one token per sample moved to the tau-sphere along W_V's top right singular vector);
    sigma = max_j ||W_V mu_j - p_j|| (p_j = the polar factor's columns), delta = max_j ||W_{K,Q} mu_j - e_j||, tau =
    max_l min_j ||x_l - mu_j||. lhs = the largest excess over the tokens: max(||W_V x_l - p_j|| - sigma, ||W_K x_l -
    q_j|| - delta, ||W_Q x_l - r_j|| - delta) (A.2.1: ||z|| <= sigma + tau, ||n||, ||o|| <= delta + tau)."""
    import torch

    from thmcheck.models import vit as VIT

    g = torch.Generator().manual_seed(int(inst["seed"]) % 2**63)
    N, L, d, M = 6, 10, 8, 5
    X, P, _y = VIT.make_data(N, L, 0.5, 0.1, d, M, float(inst["c0"]), g)
    p = VIT.init_params(d, 16, L, float(inst["sigma0"]), float(inst["delta0"]), 0.01, g, normalize=True)
    with torch.no_grad():
        WV, WK, WQ = p.WV.detach(), p.WK.detach(), p.WQ.detach()
        E = torch.eye(d, dtype=torch.float64)
        Uv, _, Vh = torch.linalg.svd(WV)
        Pm = Uv @ Vh                                          # p_j = Pm e_j (orthonormal)
        mu = E[:M]
        v1 = Vh[0]
        for n in range(N):                                    # one token per sample pushed to the worst direction
            j = int(P[n, 0])
            r = float((X[n, 0] - mu[j]).norm())
            e = WV @ mu[j] - Pm @ mu[j]
            sgn = 1.0 if float(e @ (WV @ v1)) >= 0 else -1.0
            X[n, 0] = mu[j] + max(r, float(inst["c0"])) * sgn * v1
        tok = X.reshape(-1, d)
        lab = P.reshape(-1)
        tau = float(torch.cdist(tok, mu).min(dim=1).values.max())
        sigma = float((WV @ mu.T - Pm @ mu.T).norm(dim=0).max())
        delta = max(float((WK @ mu.T - mu.T).norm(dim=0).max()), float((WQ @ mu.T - mu.T).norm(dim=0).max()))
        zv = (tok @ WV.T - (Pm @ mu[lab].T).T).norm(dim=1)
        zk = (tok @ WK.T - mu[lab]).norm(dim=1)
        zq = (tok @ WQ.T - mu[lab]).norm(dim=1)
        ex = max(float(zv.max()) - sigma, float(zk.max()) - delta, float(zq.max()) - delta)
        nmax = max(float(torch.linalg.matrix_norm(W, 2)) for W in (WV, WK, WQ))
    return Measurement(ex, {"tau": tau}, {"sigma": sigma, "delta": delta, "max ||W||_2": nmax,
                                          "max ||z_l||": float(zv.max()), "max ||n_l||, ||o_l||":
                                          max(float(zk.max()), float(zq.max()))})


def _a21_instances() -> st.SearchStrategy[dict]:
    """c0 (token noise) in [0.005, 0.1], sigma0 in [0, 0.3] (atom 0), delta0 in [0, 0.45] (delta < 1/2)."""
    from thmcheck.checks.strategies import SEEDS

    return st.fixed_dictionaries({"seed": SEEDS, "c0": with_edges(st.floats(0.005, 0.1), 0.05),
                                  "sigma0": with_edges(st.floats(0.0, 0.3), 0.0),
                                  "delta0": with_edges(st.floats(0.0, 0.45), 0.0)})


CLAIMS.append(Claim(
    id="thesis.ch2.display.assumptionA.2.1-triangle", paper=PAPER, kind="step", comparison="<=",
    source=_src("Assumption A.2.1, App. A.2, L2654 and L2677 ('Assumption A.2.1 is a straightforward combination of "
                "Assumption 2.3.1 and (2.5) by applying the triangle inequality to bound the error terms for tokens')"),
    statement="L2677: Assumption A.2.1 (for x_l^n of pattern j: W_V^(0) x_l^n = p_j + z, ||z|| <= sigma + tau; W_K^(0) "
              "x_l^n = q_j + n, W_Q^(0) x_l^n = r_j + o, ||n||, ||o|| <= delta + tau) 'is a straightforward combination "
              "of Assumption 2.3.1 and (2.5) by applying the triangle inequality'. Checked: with ||W|| <= 1 and the "
              "pattern errors sigma, delta of (2.6), every token's error exceeds its pattern's by at most tau.",
    statement_tex=r"\|\mathbf{W}_V^{(0)} \mathbf{x}_l^n - \mathbf{p}_j\| \leq \sigma + \tau, \quad \|\mathbf{W}_K^{(0)} "
                  r"\mathbf{x}_l^n - \mathbf{q}_j\|, \|\mathbf{W}_Q^{(0)} \mathbf{x}_l^n - \mathbf{r}_j\| \leq \delta + \tau",
    bound=B.a21_tau, measure=_a21_measure, strategy=_a21_instances(),
    assumptions=(Assumption("||W^(0)|| <= 1", "Assumption 2.3.1", lambda q: 1.0 + 1e-12 - q["max ||W||_2"]),),
    expect="holds",
    evidence="Round 26 (thesisAB): the row L2654 was a 'model' row; its L2677 sentence asserts a derivation. ||W x - "
             "p_j|| <= ||W mu_j - p_j|| + ||W|| ||x - mu_j|| <= sigma + tau. See the run's best score (the token pushed "
             "along W_V's top singular direction brings the excess near tau when sigma is small).",
    mutants={"tau/2": B.a21_mut_half}, auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 3.0}},
    domain=(Param("c0", 0, INF, lo_closed=False, text="token noise (tau of (2.5))", far=0.1,
                  unreached="c0 in [0.005, 0.1]"),
            Param("sigma0", 0, INF, text="W_V's initial error (sigma of (2.6))", far=0.3, unreached="sigma0 <= 0.3"),
            Param("delta0", 0, 0.5, hi_closed=False, text="W_K, W_Q's initial error (delta < 1/2)",
                  unreached="delta0 <= 0.45")),
))


# ================================ (A.231) L3696: the multi-head network, W_O || sum_h ... || = sum_h W_{O_h} (...)


def _a231_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Both members of (A.231) as printed (softmax(x_s^T W_Kh^T W_Qh x_s), the per-token self-score as printed, over
    s), W_O = (W_O1, ..., W_OH) and '||...||' read as the stacking of the H head outputs (the only reading under which
    W_O in R^{m x H m_a} can multiply it); lhs = the first member, the bound the second."""
    import numpy as np

    rng = np.random.default_rng(int(inst["seed"]) % 2**63)
    H, L, d, ma, m = int(inst["H"]), int(inst["L"]), int(inst["d"]), int(inst["ma"]), int(inst["m"])
    X = rng.standard_normal((L, d))
    WV = rng.standard_normal((H, ma, d)) / np.sqrt(d)
    WK = rng.standard_normal((H, ma, d)) / np.sqrt(d)
    WQ = rng.standard_normal((H, ma, d)) / np.sqrt(d)
    WO = rng.standard_normal((m, H * ma)) / np.sqrt(H * ma)
    A = rng.choice([-1.0, 1.0], (L, m)) / np.sqrt(m)
    heads = []
    for h in range(H):
        sc = np.einsum("sd,ed,ef,sf->s", X, WK[h], WQ[h], X)
        w = np.exp(sc - sc.max())
        w /= w.sum()
        heads.append((WV[h] @ X.T) @ w)                        # sum_s W_Vh x_s softmax(.)_s
    stacked = np.concatenate(heads)
    first = np.mean([A[l] @ np.maximum(WO @ stacked, 0.0) for l in range(L)])
    blocks = [WO[:, h * ma:(h + 1) * ma] for h in range(H)]
    second = np.mean([A[l] @ np.maximum(sum(blocks[h] @ heads[h] for h in range(H)), 0.0) for l in range(L)])
    drop = np.mean([A[l] @ np.maximum(sum((blocks[h] @ heads[h] for h in range(H - 1)), np.zeros(m)), 0.0)
                    for l in range(L)])
    return Measurement(float(first), {"second": float(second), "second_drop_last": float(drop)}, {"H": H})


CLAIMS.append(Claim(
    id="thesis.ch2.eqA.231", paper=PAPER, kind="step", comparison="==",
    source=_src("(A.231), App. A.6.3 (extension to multi-head networks), L3694-L3698 (its '='; W_O = (W_O1, ..., "
                "W_OH) in R^{m x H m_a} L3698)"),
    statement="(A.231): F(X^n) = (1/|S^n|) sum_l a_(l)^T Relu(W_O || sum_h sum_s W_Vh x_s^n softmax(x_s^nT W_Kh^T W_Qh "
              "x_s^n) ||) = (1/|S^n|) sum_l a_(l)^T Relu(sum_h W_Oh sum_s W_Vh x_s^n softmax(...)), W_O = (W_O1, ..., "
              "W_OH). Checked: the '=' (|| ... || read as the stacking of the head outputs) on random weights.",
    statement_tex=r"\mathbf{W}_O \left\| \sum_{h=1}^H \cdots \right\| = \sum_{h=1}^H \mathbf{W}_{O_h} \sum_{s} "
                  r"\mathbf{W}_{V_h} \mathbf{x}_s^n \text{softmax}(\cdot)",
    bound=B.a231_second, measure=_a231_measure,
    strategy=st.fixed_dictionaries({"seed": st.integers(0, 2**31), "H": st.integers(1, 4), "L": st.integers(1, 6),
                                    "d": st.integers(1, 6), "ma": st.integers(1, 6), "m": st.integers(1, 12)}),
    expect="holds", rtol=1e-9, atol=1e-12,
    evidence="Round 26 (thesisAB): the row was a 'model' row; its '=' is a block-matrix identity (W_O x = sum_h W_Oh "
             "x_h for x = (x_1; ...; x_H)). The printed softmax scores x_s^T W_Kh^T W_Qh x_s (query x_s, not x_l) are "
             "kept as printed; they do not affect the identity. The first member's '||...||' is not defined in the "
             "thesis; as a norm it would make W_O (m x H m_a) multiply a scalar.",
    mutants={"the last head dropped": B.a231_mut_drop}, auto_mutant=False,
    settings={"ci": {"max_examples": 20, "budget_s": 1.0}},
    domain=(Param("H", 1, INF, integer=True, text="H heads", far=4, unreached="H in [1, 4] (a block identity)"),),
))
