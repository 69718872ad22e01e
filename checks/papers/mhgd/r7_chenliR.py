"""mhgd proof displays, round 7 (kind ``step``), read literally (helper chenliR).

Sec. 5.3's exponent bookkeeping (L299, L303), the Taylor expansions of Prop. 7's proof ((99), L1163) and Lemma 8's
proof (L862), and Lemma 17's sub-Gaussian chain (L1464). Each claim cites its display's own lines; the numbered
result the display serves keeps its own id and verdict. Bounds: ``thmcheck.bounds.mhgd.r7_chenliR``.
"""

from __future__ import annotations

import math

import numpy as np
import torch
from hypothesis import strategies as st

from thmcheck.bounds.mhgd import r7_chenliR as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.mhgd._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges
from thmcheck.models.mhgd import sec2_model as M

CLAIMS: list[Claim] = []


# ------------------------------------------------------------- Sec. 5.3: the exponent bookkeeping (L297-L303)
#
# As printed: U_h = (log(n)/gamma_attn) H^{-1/2} U_opt, W_h = (C/H^p) W_opt (L293); ||W_h|| >~ 1/S^2 => S^2 >~ H^p/C
# (L295); ||U~|| ~ log(n)/S, ||W~|| = C H^{1/2-p}; case ||W~|| >= ||U~|| => S >~ (log(n)/C) H^{p-1/2} (L301). Each
# '>~' is read with constant 1 (the displays are exponent bookkeeping: a constant c in a hypothesis reappears as a
# power of c in the conclusion, which the constant-1 check covers by scaling C).


@st.composite
def _sec53_instances(draw: st.DrawFn) -> dict:
    """C > 0, p > 0, H >= 1, n > 1 and S > 0 drawn over their printed ranges (log-uniform, with edges)."""
    return {"C": float(draw(with_edges(log_uniform(1e-4, 1e4), 1.0))),
            "p": float(draw(with_edges(log_uniform(1e-3, 10.0), 0.5, 2.0))),
            "H": float(draw(with_edges(log_uniform(1.0, 1e12), 1.0))),
            "n": float(draw(with_edges(log_uniform(1.0 + 1e-9, 1e9), 2.0))),
            "S": float(draw(with_edges(log_uniform(1e-4, 1e6), 1.0)))}


def _q(inst: dict) -> dict:
    return {"C": inst["C"], "H": inst["H"], "p": inst["p"], "logn": math.log(inst["n"])}


def _l299_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = S; the hypotheses S^2 >= H^p/C and C H^{1/2-p} >= log(n)/S are slacks (assumptions)."""
    C, H, p = inst["C"], inst["H"], inst["p"]
    q = _q(inst)
    S = inst["S"] if "s_mult" not in inst else float(inst["s_mult"]) * B.l299_s_lower(**q)
    return Measurement(S, q, {"hyp_norm": S * S * C / H**p - 1.0, "hyp_case": C * H ** (0.5 - p) * S / q["logn"] - 1.0})


_SEC53_DOMAIN = (Param("C", 0.0, INF, lo_closed=False, text="some C > 0 (L293)", unreached="C in [1e-4, 1e4]"),
                 Param("p", 0.0, INF, lo_closed=False, text="some p > 0 (L293)", unreached="p in [1e-3, 10]"),
                 Param("H", 1.0, INF, text="H >= 1 heads", unreached="H <= 1e12"),
                 Param("n", 1.0, INF, lo_closed=False, text="n > 1 (L305)", unreached="n in (1, 1e9]"))

EQ_L299 = Claim(
    id="mhgd.display.sec5.3-S-lower",
    catalog_id="mhgd.sec5.3",
    paper=PAPER,
    source=f"Sec. 5.3, the case ||W~|| >= ||U~||, L295-L299, {SEED_FILE}",
    statement="From S^2 >~ H^p/C (L295) and, in the case ||W~|| >= ||U~|| (||W~|| = C H^{1/2-p}, ||U~|| ~ log(n)/S), "
              "S >~ (log(n)/C) H^{p-1/2}: S >~ C^{-1/2} H^{p/2} v (log(n)/C) H^{p-1/2} (L299). Checked with constant "
              "1 in every '>~' for all C, p > 0, H >= 1, n > 1, S > 0.",
    statement_tex=r"$$S \gtrsim \frac{1}{C^{1/2}} \cdot H^{p/2} \vee \frac{\log(n)}{C} \cdot H^{p-1/2},$$",
    kind="step", comparison=">=", bound=B.l299_s_lower, measure=_l299_measure,
    strategy=lambda: st.one_of(_sec53_instances(), st.tuples(_sec53_instances(), with_edges(
        log_uniform(0.5, 10.0), 1.0)).map(lambda a: {**a[0], "s_mult": float(a[1])})),
    assumptions=(Assumption("S^2 >= H^p/C", "L295 (constant 1)", lambda q: q["hyp_norm"]),
                 Assumption("C H^{1/2-p} >= log(n)/S", "the case ||W~|| >= ||U~|| (L297)", lambda q: q["hyp_case"])),
    expect="holds",
    evidence="Exact algebra: S^2 >= H^p/C is S >= C^{-1/2} H^{p/2}; C H^{1/2-p} >= log(n)/S is S >= (log(n)/C) "
             "H^{p-1/2}; their max is the display.",
    mutants={"H^p in place of H^{p/2}": B.l299_s_lower_wrong_power},
    auto_mutant=False,
    notes="Closed forms in float64; instances that miss a hypothesis are rejected (S is drawn freely, or as s_mult "
          "in [0.5, 10] times the display's right side, so that the search reaches its edge).",
    domain=(*_SEC53_DOMAIN, Param("S", 0.0, INF, lo_closed=False, text="S > 0", unreached="S in [1e-4, 1e6]")),
    settings={"ci": {"max_examples": 60, "budget_s": 0.3}},
)


def _l303_link_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = S^5 C^3 H^{3/2-3p} at S = s_mult x (L299's lower bound) (so L299's conclusion holds)."""
    q = _q(inst)
    S = float(inst["s_mult"]) * B.l299_s_lower(**q)
    try:
        lhs = S**5 * inst["C"] ** 3 * inst["H"] ** (1.5 - 3 * inst["p"])
        B.l303_link(**q)
    except OverflowError as e:  # a power past float64's range: our arithmetic, not the instance
        raise SolverFailure(f"float64 overflow in S^5 C^3 H^(3/2-3p) or the right side: {e}") from None
    return Measurement(lhs, q, {"S": S})


EQ_L303_LINK = Claim(
    id="mhgd.display.sec5.3-H-chain",
    catalog_id="mhgd.sec5.3",
    paper=PAPER,
    source=f"Sec. 5.3, the chain on H, L301-L303, {SEED_FILE}",
    statement="With ||theta~|| >~ C H^{1/2-p} in (12) and S as in L299: H^{1/2} >~ S^5 C^3 H^{3/2-3p} >~ C^{1/2} "
              "H^{3/2-p/2} v (log^5(n)/C^2) H^{2p-1} (L303). Checked: the second '>~' (constant 1) for every S >= "
              "C^{-1/2} H^{p/2} v (log(n)/C) H^{p-1/2}; the implications are mhgd.display.sec5.3-H-implication-*.",
    statement_tex=r"$$H^{1/2} \gtrsim S^5 \cdot C^3 \cdot H^{3/2-3p} \gtrsim C^{1/2} \cdot H^{3/2-p/2} \vee "
                  r"\frac{\log^5(n)}{C^2} \cdot H^{2p-1}$$",
    kind="step", comparison=">=", bound=B.l303_link, measure=_l303_link_measure,
    strategy=lambda: st.tuples(_sec53_instances(), with_edges(log_uniform(1.0, 10.0), 1.0)).map(
        lambda a: {**a[0], "s_mult": float(a[1])}),
    expect="holds",
    evidence="Exact algebra: S^5 >= C^{-5/2} H^{5p/2} gives C^{1/2} H^{3/2-p/2}; S^5 >= log^5(n) C^{-5} H^{5p-5/2} "
             "gives log^5(n) C^{-2} H^{2p-1}.",
    mutants={"H^{3/2-p/3} in place of H^{3/2-p/2}": B.l303_link_wrong_power},
    auto_mutant=False,
    notes="S is L299's lower bound times s_mult in [1, 10] (the hypothesis of the link); closed forms in float64.",
    domain=_SEC53_DOMAIN,
    settings={"ci": {"max_examples": 60, "budget_s": 0.3}},
)


def _impl1_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = C at C = u H^{p-2} (u in [1e-3, 2]); hypothesis H^{1/2} >= C^{1/2} H^{3/2-p/2} as a slack."""
    H, p = inst["H"], inst["p"]
    C = float(inst["u"]) * H ** (p - 2)
    return Measurement(C, {"H": H, "p": p}, {"hyp": math.log(H**0.5) - math.log(math.sqrt(C) * H ** (1.5 - p / 2))})


def _impl2_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = C at C = u log^{5/2}(n) H^{p-3/4}; hypothesis H^{1/2} >= (log^5(n)/C^2) H^{2p-1} as a slack."""
    H, p, logn = inst["H"], inst["p"], math.log(inst["n"])
    C = float(inst["u"]) * logn**2.5 * H ** (p - 0.75)
    return Measurement(C, {"H": H, "p": p, "logn": logn},
                       {"hyp": math.log(H**0.5) - (5 * math.log(logn) - 2 * math.log(C) + (2 * p - 1) * math.log(H))})


def _impl_strategy() -> st.SearchStrategy:
    return st.tuples(_sec53_instances(), with_edges(log_uniform(1e-3, 2.0), 1.0)).map(
        lambda a: {**a[0], "u": float(a[1])})


_IMPL_COMMON = {"paper": PAPER, "catalog_id": "mhgd.sec5.3", "kind": "step", "strategy": _impl_strategy,
                "expect": "holds", "auto_mutant": False,
                "notes": "C is drawn as u times the implication's threshold (u in [1e-3, 2]: both sides of it); "
                         "instances that miss the hypothesis are rejected; closed forms in float64.",
                "domain": _SEC53_DOMAIN, "settings": {"ci": {"max_examples": 60, "budget_s": 0.3}},
                "statement_tex": r"$$\implies H^{p-2} \gtrsim C \text{ and } H^{p-3/4} \lesssim "
                                 r"\frac{C}{\log^{5/2}(n)}.$$"}

EQ_L303_IMPL1 = Claim(
    id="mhgd.display.sec5.3-H-implication-1",
    source=f"Sec. 5.3, L303 (the first implication), {SEED_FILE}",
    statement="H^{1/2} >~ C^{1/2} H^{3/2-p/2} => H^{p-2} >~ C (L303), constant 1: C <= H^{p-2} whenever H^{1/2} >= "
              "C^{1/2} H^{3/2-p/2}.",
    comparison="<=", bound=B.l303_first_implication, measure=_impl1_measure,
    assumptions=(Assumption("H^{1/2} >= C^{1/2} H^{3/2-p/2}", "the left side of the implication (L303)",
                            lambda q: q["hyp"]),),
    evidence="Exact: squaring, H >= C H^{3-p}, i.e. H^{p-2} >= C.",
    mutants={"H^{p-5/2}": B.l303_first_implication_wrong},
    **_IMPL_COMMON,
)

EQ_L303_IMPL2 = Claim(
    id="mhgd.display.sec5.3-H-implication-2",
    source=f"Sec. 5.3, L303 (the second implication), {SEED_FILE}",
    statement="H^{1/2} >~ (log^5(n)/C^2) H^{2p-1} => H^{p-3/4} <~ C/log^{5/2}(n) (L303), constant 1: C >= "
              "log^{5/2}(n) H^{p-3/4} whenever H^{1/2} >= (log^5(n)/C^2) H^{2p-1}.",
    comparison=">=", bound=B.l303_second_implication, measure=_impl2_measure,
    assumptions=(Assumption("H^{1/2} >= (log^5(n)/C^2) H^{2p-1}", "the left side of the implication (L303)",
                            lambda q: q["hyp"]),),
    evidence="Exact: C^2 >= log^5(n) H^{2p-3/2}, i.e. C >= log^{5/2}(n) H^{p-3/4}.",
    mutants={"log^{5/2}(n) H^{p-1/2}": B.l303_second_implication_wrong},
    **_IMPL_COMMON,
)

CLAIMS += [EQ_L299, EQ_L303_LINK, EQ_L303_IMPL1, EQ_L303_IMPL2]


# ------------------------------------------------- Taylor expansions: (99) (Prop. 7, L1163) and L862 (Lemma 8)
#
# As printed: Phi~(X; theta~) = H^{-1/2} sum_h Phi(X; theta_h) (eq. (2)), Phi(X; U, W) = <U, softmax(X W X^T) X>;
# (99): 'there exists theta' in [theta, theta_0] such that y Phi(X; theta) = y Phi(X; theta_0) + y <grad Phi(X;
# theta_0), theta - theta_0> + (1/2) y <theta - theta_0, Hess Phi(X; theta') (theta - theta_0)>'. L862: 'for
# theta_{k alpha} := alpha theta_k + (1 - alpha) theta, alpha in [0, 1]: L^(theta) >= L^(theta_k) + <grad L^(theta_k),
# theta - theta_k> + (1/2) lambda_min(Hess L^(theta_{k alpha})) ||theta - theta_k||^2' (alpha existential, as (70)'s
# tau_k := max_alpha tau_{k alpha} uses it). Explicit heads (H <= 3), autograd Hessians, a 17-point segment grid.

_GRID = 17


def _mha_flat(Xs: torch.Tensor, T: int, d: int, H: int):  # noqa: ANN202
    """theta~ (flattened, H explicit heads) -> Phi~(X_i; theta~) for every sample (n,)."""
    def f(th: torch.Tensor) -> torch.Tensor:
        t = th.reshape(H, T * d + d * d)
        return M.mha_output(Xs, t[:, : T * d].reshape(H, T, d), t[:, T * d:].reshape(H, d, d),
                            torch.ones(H, dtype=th.dtype))
    return f


@st.composite
def _taylor_instances(draw: st.DrawFn) -> dict:
    """H in [1, 3] heads, T in [1, 4] tokens, d in [1, 3], n in [1, 4] samples with token scale in [0.1, 3]; two
    points theta_0 (scale in [0, 3]) and theta (a displacement of scale in [1e-3, 10]); labels random."""
    return {"H": draw(st.integers(1, 3)), "T": draw(st.integers(1, 4)), "d": draw(st.integers(1, 3)),
            "n": draw(st.integers(1, 4)), "x_scale": float(draw(with_edges(log_uniform(0.1, 3.0), 1.0))),
            "s0": float(draw(with_edges(st.floats(0.0, 3.0), 0.0))),
            "step": float(draw(with_edges(log_uniform(1e-3, 10.0), 1.0, 10.0))), "seed": draw(SEEDS)}


def _taylor_setup(inst: dict) -> tuple:
    g = torch.Generator().manual_seed(int(inst["seed"]) % (2**63))
    H, T, d, n = int(inst["H"]), int(inst["T"]), int(inst["d"]), int(inst["n"])
    Xs = torch.randn(n, T, d, generator=g, dtype=torch.float64) * float(inst["x_scale"])
    ys = torch.where(torch.rand(n, generator=g, dtype=torch.float64) < 0.5, 1.0, -1.0).to(torch.float64)
    P = H * (T * d + d * d)
    th0 = torch.randn(P, generator=g, dtype=torch.float64) * float(inst["s0"]) / math.sqrt(P)
    dv = torch.randn(P, generator=g, dtype=torch.float64)
    th = th0 + dv / dv.norm() * float(inst["step"])
    return Xs, ys, th0, th, H, T, d


def _eq99_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """For sample 1: R = y Phi~(theta) - y Phi~(theta_0) - y <grad Phi~(theta_0), Delta>; q(s) = y <Delta, Hess
    Phi~(theta_0 + s Delta) Delta> on a 17-point grid of s in [0, 1]; lhs = |R - (1/2)(max q + min q)/2|, half =
    (1/4)(max q - min q) (R in [(1/2) min q, (1/2) max q] <=> (99) holds for some theta' by continuity)."""
    Xs, ys, th0, th, H, T, d = _taylor_setup(inst)
    y = float(ys[0])

    def f(t: torch.Tensor) -> torch.Tensor:
        return y * _mha_flat(Xs[:1], T, d, H)(t)[0]

    D = th - th0
    g0 = torch.autograd.functional.jacobian(f, th0)
    R = float(f(th) - f(th0) - g0 @ D)
    qs = [float(D @ torch.autograd.functional.hessian(f, th0 + s * D) @ D) for s in np.linspace(0.0, 1.0, _GRID)]
    lo, hi = 0.5 * min(qs), 0.5 * max(qs)
    scale = abs(float(f(th))) + abs(float(f(th0))) + abs(float(g0 @ D)) + 1e-300
    return Measurement(abs(R - (lo + hi) / 2), {"half": (hi - lo) / 2 + 1e-12 * scale}, {"R": R, "lo": lo, "hi": hi})


EQ99 = Claim(
    id="mhgd.eq99",
    catalog_id="mhgd.prop7",
    paper=PAPER,
    source=f"Proof of Prop. 7, eq. (99), App. C.3, L1161-L1163, {SEED_FILE}",
    statement="'By Taylor expansion there exists theta' in [theta, theta_0] such that y_i Phi(X_i; theta) = y_i "
              "Phi(X_i; theta_0) + y_i <grad Phi(X_i; theta_0), theta - theta_0> + (1/2) y_i <theta - theta_0, Hess "
              "Phi(X_i; theta') (theta - theta_0)>' (99), Phi the H-head model (2). Checked: the remainder lies in the "
              "range of (1/2) y <Delta, Hess Phi(theta') Delta> over the segment (a 17-point grid).",
    statement_tex=r"$$y_i\Phi(\mathbf{X}_i; \boldsymbol{\theta}) = y_i\Phi(\mathbf{X}_i; \boldsymbol{\theta}_0) + y_i "
                  r"\langle \nabla\Phi(\mathbf{X}_i; \boldsymbol{\theta}_0), \boldsymbol{\theta} - "
                  r"\boldsymbol{\theta}_0 \rangle + \frac{1}{2}y_i \langle \boldsymbol{\theta} - \boldsymbol{\theta}_0, "
                  r"\nabla^2\Phi(\mathbf{X}_i; \boldsymbol{\theta}')(\boldsymbol{\theta} - \boldsymbol{\theta}_0) "
                  r"\rangle. \quad (99)$$",
    kind="step", comparison="<=", bound=B.taylor_mean_value, measure=_eq99_measure, strategy=_taylor_instances,
    expect="holds",
    evidence="Taylor's theorem with the Lagrange remainder along the segment (the scalar function s -> y Phi~("
             "theta_0 + s Delta) is smooth).",
    mutants={"a tenth of the range": B.taylor_mean_value_tenth},
    auto_mutant=False,
    notes="Autograd gradient and Hessians of the explicit H-head model (float64). The grid range is inside the true "
          "range of the quadratic form on the segment, so a crossing could be a grid artefact only by O(h^2).",
    domain=(Param("H", 1, INF, integer=True, text="H heads", unreached="H <= 3 (explicit heads)"),
            Param("T", 1, INF, integer=True, text="T tokens", unreached="T <= 4"),
            Param("d", 1, INF, integer=True, text="token dimension d", unreached="d <= 3"),
            Param("step", 0.0, INF, lo_closed=False, text="||theta - theta_0|| (any)", unreached="in [1e-3, 10]")),
    settings={"ci": {"max_examples": 8, "budget_s": 0.8}},
)


def _l862_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = L^(theta) - L^(theta_k) - <grad L^(theta_k), theta - theta_k> (theta_k := theta_0 of the draw); lmin,
    lmax = the smallest lambda_min and the largest lambda_max of Hess L^ on a 9-point grid of the segment."""
    Xs, ys, thk, th, H, T, d = _taylor_setup(inst)
    phi = _mha_flat(Xs, T, d, H)

    def L(t: torch.Tensor) -> torch.Tensor:
        return M.logistic(ys * phi(t)).mean()

    D = th - thk
    gk = torch.autograd.functional.jacobian(L, thk)
    lhs = float(L(th) - L(thk) - gk @ D)
    lmin, lmax, lmin_hi = math.inf, -math.inf, -math.inf
    for a in np.linspace(0.0, 1.0, 9):
        ev = torch.linalg.eigvalsh(torch.autograd.functional.hessian(L, a * thk + (1 - a) * th))
        lmin, lmax, lmin_hi = min(lmin, float(ev[0])), max(lmax, float(ev[-1])), max(lmin_hi, float(ev[0]))
    return Measurement(lhs, {"lmin": lmin, "lmax": lmax, "dn2": float(D @ D), "lmin_hi": lmin_hi}, {})


EQ_L862 = Claim(
    id="mhgd.display.lemma8-taylor-lmin",
    catalog_id="mhgd.lemma8",
    paper=PAPER,
    source=f"Proof of Lemma 8, App. B.3, L860-L862, {SEED_FILE}",
    statement="'By Taylor's theorem, for theta_{k alpha} := alpha theta_k + (1 - alpha) theta, alpha in [0, 1] we "
              "know that: L^(theta) >= L^(theta_k) + <grad L^(theta_k), theta - theta_k> + (1/2) lambda_min(Hess "
              "L^(theta_{k alpha})) ||theta - theta_k||^2' (L862), alpha existential. Checked with the smallest "
              "lambda_min on the segment (a 9-point grid), L^ the logistic loss of the H-head model.",
    statement_tex=r"$$\widehat{L}(\boldsymbol{\theta}) \geq \widehat{L}(\boldsymbol{\theta}_k) + \langle \nabla "
                  r"\widehat{L}(\boldsymbol{\theta}_k), \boldsymbol{\theta} - \boldsymbol{\theta}_k \rangle + "
                  r"\frac{1}{2} \lambda_{\min}(\nabla^2 \widehat{L}(\boldsymbol{\theta}_{k_\alpha})) \|\boldsymbol{"
                  r"\theta} - \boldsymbol{\theta}_k\|^2.$$",
    kind="step", comparison=">=", bound=B.l862_lmin, measure=_l862_measure, strategy=_taylor_instances,
    expect="holds",
    evidence="Taylor's theorem: the remainder is (1/2) <Delta, Hess L^(theta_{k alpha}) Delta> >= (1/2) lambda_min "
             "||Delta||^2 at some alpha, hence >= the smallest lambda_min on the segment (up to the grid's O(h^2)).",
    mutants={"lambda_max in place of lambda_min": B.l862_lmax},
    auto_mutant=False,
    readings=(Reading("for every alpha", "'for theta_{k alpha} := alpha theta_k + (1 - alpha) theta, alpha in [0, 1] "
                      "we know that' read with alpha universal: the inequality at every point of the segment, i.e. "
                      "with the largest lambda_min on it (9-point grid: a crossing there is a crossing)",
                      bound=B.l862_every_alpha),),
    notes="Autograd Hessians of L^ = (1/n) sum_i log(1 + exp(-y_i Phi~(X_i))) at 9 segment points (float64). "
          "Read with alpha existential (as tau_k := max_alpha tau_{k alpha} in (70) uses it); the reading 'for every "
          "alpha' (Taylor's theorem does not give it: L^ is not quadratic, lambda_min varies along the segment) is "
          "run too and its verdict reported, not counted against the printed words.",
    domain=EQ99.domain,
    settings={"ci": {"max_examples": 4, "budget_s": 0.8}},
)

CLAIMS += [EQ99, EQ_L862]


# ------------------------------------------- Lemma 17's proof: the psi_2 chain for X_v (L1462-L1466)
#
# As printed: X_v = <v, (1/n) sum_{i in [n1]} y_i mu_{y_i}>, ||v|| = 1, y_i ~ Rad IID (Lemma 17), mu_+ _|_ mu_-,
# ||mu_+-|| = S (Assumption 3); '||X_v||_psi2 = (1/n) ||sum_i y_i <v, mu_{y_i}>||_psi2 <= (C/n) sqrt(sum_i ||y_i <v,
# mu_{y_i}>||_psi2^2) <= C S/sqrt(n1)' ('approximate rotation invariance of subgaussians'), C absolute, n1 <= n.
# ||Y||_psi2 := inf{t > 0: E exp(Y^2/t^2) <= 2}, exact here: y_i <v, mu_{y_i}> is a or b (a = <v, mu_+>, b = -<v,
# mu_->) with probability 1/2 each, so X_v = (K a + (n1 - K) b)/n with K ~ Bin(n1, 1/2).

_N1_CAP = 2_000_000


def _psi2(vals: np.ndarray, logp: np.ndarray) -> float:
    """||Y||_psi2 for Y taking vals[k] with log-probability logp[k]: the root t of log E exp(Y^2/t^2) = log 2
    (decreasing in t), by bisection in log t between sqrt(E Y^2/log 2) (Jensen) and max|Y|/sqrt(log 2)."""
    m = float(np.max(np.abs(vals)))
    if m == 0.0:
        return 0.0
    v2 = (vals / m) ** 2

    def logE(t: float) -> float:  # t in units of m
        e = logp + v2 / t**2
        top = float(e.max())
        return top + math.log(float(np.exp(e - top).sum()))

    lo = math.sqrt(max(float(np.exp(logp) @ v2), 1e-300) / math.log(2.0))
    hi = 1.0 / math.sqrt(math.log(2.0))
    lo = min(lo, hi)
    for _ in range(80):
        mid = math.sqrt(lo * hi)
        if logE(mid) > math.log(2.0):
            lo = mid
        else:
            hi = mid
    return hi * m


def _l1464_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||X_v||_psi2 exactly (binomial law of K, log-pmf by lgamma); psi1 = ||y_1 <v, mu_{y_1}>||_psi2; mean =
    E X_v."""
    from scipy.special import gammaln

    n1, n, S = int(inst["n1"]), int(inst["n"]), float(inst["S"])
    if n1 > _N1_CAP:
        raise SolverFailure(f"n1 = {n1} (cap {_N1_CAP}: the binomial table)")
    phi, psi = float(inst["phi"]), float(inst["psi"])
    v1, v2 = math.cos(phi) * math.cos(psi), math.sin(phi) * math.cos(psi)  # v = (v1, v2, sin psi, 0, ...)
    a, b = S * v1, -S * v2
    k = np.arange(n1 + 1, dtype=float)
    logp = gammaln(n1 + 1) - gammaln(k + 1) - gammaln(n1 - k + 1) - n1 * math.log(2.0)
    keep = logp > float(logp.max()) - 745.0  # the rest of the law weighs < e^{-745} n1 (below float64's range)
    lhs = _psi2(((k * a + (n1 - k) * b) / n)[keep], logp[keep])
    psi1 = _psi2(np.array([a, b]), np.array([math.log(0.5)] * 2))
    return Measurement(lhs, {"n1": n1, "n": n, "psi1": psi1, "mean": n1 * (a + b) / (2 * n)},
                       {"a": a, "b": b, "S": S})


@st.composite
def _l1464_instances(draw: st.DrawFn) -> dict:
    """n1 in [1, 1e4], n = n1 + extra (extra 0 or up to 10 n1), S in [1e-2, 1e2], v's angle phi in the plane of
    (mu_+, mu_-) and psi out of it (psi = 0: v in the plane)."""
    n1 = int(draw(with_edges(log_uniform(1.0, 1e4), 1.0, 1e4)))
    extra = int(draw(st.one_of(st.just(0.0), log_uniform(1.0, 10.0 * n1))))
    return {"n1": n1, "n": n1 + extra, "S": float(draw(with_edges(log_uniform(1e-2, 1e2), 1.0))),
            "phi": float(draw(with_edges(st.floats(0.0, 2 * math.pi), -math.pi / 4 + 2 * math.pi, 0.0))),
            "psi": float(draw(with_edges(st.floats(-math.pi / 2, math.pi / 2), 0.0)))}


def _l1464_move_n1(inst: dict, t: float) -> dict:
    """n1 = n = t (all samples in the first phase), v = (mu_+ - mu_-)/(sqrt 2 S): y <v, mu_y> = S/sqrt 2 for both
    labels."""
    return {**inst, "n1": int(round(t)), "n": int(round(t)), "phi": -math.pi / 4 + 2 * math.pi, "psi": 0.0}


def _l1464_move_n(inst: dict, t: float) -> dict:
    """n = t n1 (n1 fixed): both sides scale like 1/n."""
    return {**inst, "n": int(round(t * int(inst["n1"])))}


EQ_L1464 = Claim(
    id="mhgd.display.lemma17-psi2-rotation",
    catalog_id="mhgd.lemma17",
    paper=PAPER,
    source=f"Proof of Lemma 17, App. D.3, L1462-L1466, {SEED_FILE}",
    statement="For ||v|| = 1 and X_v = <v, (1/n) sum_{i in [n1]} y_i mu_{y_i}>, y_i ~ Rad IID: '||X_v||_psi2 = (1/n) "
              "||sum_i y_i <v, mu_{y_i}>||_psi2 <= (C/n) sqrt(sum_i ||y_i <v, mu_{y_i}>||_psi2^2) <= CS/sqrt(n1)' "
              "(L1464), C absolute ('approximate rotation invariance of subgaussians'). Checked: the first '<=' as a "
              "uniform shape (C hidden) over n1 <= n, S, v.",
    statement_tex=r"$$\|X_v\|_{\psi_2} = \frac{1}{n} \left\| \sum_{i \in [n_1]} y_i \langle \mathbf{v}, "
                  r"\boldsymbol{\mu}_{y_i} \rangle \right\|_{\psi_2} \leq \frac{C}{n} \sqrt{\sum_{i \in [n_1]} \|y_i "
                  r"\langle \mathbf{v}, \boldsymbol{\mu}_{y_i} \rangle\|_{\psi_2}^2} \leq \frac{CS}{\sqrt{n_1}}.$$",
    kind="step", comparison="<=", bound=B.l1464_shape, measure=_l1464_measure, strategy=_l1464_instances,
    constants="hidden", uniform=True,
    directions=(Direction("n1 = n -> inf, v = (mu_+ - mu_-)/(sqrt2 S)", "n1", INF, how="path", move=_l1464_move_n1,
                          points=(1e1, 1e2, 1e3, 1e4, 1e5), grows=("n1",),
                          reason="y <v, mu_y> = S/sqrt2 for both labels: X_v is the constant n1 S/(sqrt2 n), whose "
                                 "psi_2 norm grows like n1/n while the shape is sqrt(n1)/n"),
                Direction("n -> inf (n1 fixed)", "n", INF, how="path", move=_l1464_move_n,
                          points=(1.0, 10.0, 100.0, 1000.0, 1e4),
                          reason="n enters both sides as 1/n: the ratio is constant (kills a wrong power of n)"),
                Direction("S", "S", INF, how="unsearched",
                          reason="both sides are homogeneous of degree 1 in S (a, b scale with S)"),
                Direction("v", "phi", 0.0, how="search",
                          reason="v's angle phi in the (mu_+, mu_-) plane and psi out of it (the other coordinates of "
                                 "v do not enter <v, mu_y>)")),
    expect="erratum",
    evidence="Re-derived independently from the paper by an auditor's own script (docs/audits/round7/mhgd.md): confirmed. 'Rotation invariance' ||sum_i X_i||_psi2^2 <~ sum_i ||X_i||_psi2^2 holds for independent "
             "CENTRED X_i; y_i <v, mu_{y_i}> has mean <v, u_*>/2, not 0. For v = (mu_+ - mu_-)/(sqrt2 S) (mu_+ _|_ "
             "mu_-) y <v, mu_y> = S/sqrt2 for both labels, so X_v = n1 S/(sqrt2 n) is a constant: ||X_v||_psi2 = "
             "n1 S/(n sqrt(2 ln 2)) while (1/n) sqrt(sum_i ||.||_psi2^2) = sqrt(n1) S/(n sqrt(2 ln 2)): the ratio is "
             "sqrt(n1), unbounded (n1 = n = 1e4: 100). The last link's C S/sqrt(n1) fails the same way (ratio "
             "n1^{3/2}/n). Lemma 17's (121) is mhgd.lemma17's own claim (already an erratum: p_1's mean does not "
             "vanish); the intended step is for the centred <v, p_1>.",
    second_path="tests/test_mhgd_r7_chenliR.py::test_l1464_constant_xv",
    corrected=B.l1464_shape_corrected,
    corrected_text="||X_v||_psi2 <= ||X_v - E X_v||_psi2 + ||E X_v||_psi2 <~ (1/n) sqrt(sum_i ||y_i <v, mu_{y_i}>||"
                   "_psi2^2) + |E X_v| (rotation invariance for the centred summands); E X_v = (n1/n) <v, u_*>/2.",
    mutants={"sqrt(n1) psi1/n^2 (a wrong power of n)": B.l1464_shape_wrong_n},
    auto_mutant=False,
    notes="Exact psi_2 norms of finite laws (bisection of log E exp(Y^2/t^2) = log 2 to 80 halvings in log t); the "
          "binomial law of K by lgamma, truncated where its log-pmf is 745 below the mode (weights below float64's "
          "range); n1 capped at 2e6 (SolverFailure past it).",
    domain=(Param("n1", 1, INF, integer=True, text="n1 first-phase samples", unreached="n1 <= 1e4 drawn, 1e5 on the path"),
            Param("n", 1, INF, integer=True, text="n >= n1", unreached="n <= 11 n1 drawn, 1e4 n1 on the path"),
            Param("S", 0.0, INF, lo_closed=False, text="S > 0 (Assumption 3)",
                  unreached="S in [1e-2, 1e2] (homogeneous of degree 1)")),
    settings={"ci": {"max_examples": 30, "budget_s": 1.0}},
)

CLAIMS += [EQ_L1464]


# ---------------------------------------------- Lemma 13's proof: Term_I's expansions and (112) (L1340-L1369)
#
# As printed: W_* = mu_+ mu_+^T + mu_- mu_-^T + sum_l nu_l (mu_+ + mu_-)^T ((104)/(126)), r_t(X; W_*) = X W_*^T x_t
# (L1318), u_* = mu_+ - mu_-, x_t = mu_y on R, nu_{j_t} + z_t on R^c (DM1); Assumption 3's box |<z, mu_y>| <= Z_mu,
# |<z, nu_l>| <= Z_nu/M. 'sum_{j_t} nu_{j_t}^T z_t' is read as (110)'s sum_l nu_l^T z_t; L1366's '(z_t^T mu_-)(mu_-)'
# (a vector, ill-typed as printed) as (z_t^T mu_-)(z_{t'}^T mu_-), the matching term of (110).


def _lemma13_parts(inst: dict) -> dict:
    """For one DM1 sample: the exact left sides of L1344 and L1364 and the printed terms of their expansions."""
    from thmcheck.checks.papers.mhgd._common import _dm1_build

    dm, s, _ = _dm1_build({**inst, "n": 1})
    X, y, rel, c = s["X"][0], float(s["y"][0]), s["rel"][0], s["c"][0]
    T, S2 = dm.T, dm.S**2
    z = c @ dm.Q.T
    mp, mm, nus, us = dm.mu_p, dm.mu_m, dm.nus, dm.u_star
    mu_y = mp if y > 0 else mm
    R = X @ dm.W_star() @ X.T  # R[t, t'] = x_t^T W_* x_{t'} = [r_t]_{t'}
    Xu = X @ us
    exact1 = y / T * float((R * Xu[None, :]).sum())
    exact2 = -y / T**2 * float(Xu.sum()) * float(R.sum())
    Rc = [t for t in range(T) if not bool(rel[t])]
    zT = float(rel.sum())  # zeta T
    nz = {t: float((nus @ z[t]).sum()) for t in Rc}
    pp = {t: float(mp @ z[t]) for t in Rc}
    pm = {t: float(mm @ z[t]) for t in Rc}
    zu = {t: float(z[t] @ us) for t in Rc}
    zy = {t: float(mu_y @ z[t]) for t in Rc}
    A = zT * zT * y * S2 * S2 * S2
    Bp = zT * sum(zu[tp] * S2 * zy[tp] for tp in Rc)
    Cp = sum(zT * y * S2 * (S2 * S2 + S2 * zy[t] + S2 * nz[t]) for t in Rc)

    def rr(t: int, tp: int) -> float:  # (110)'s t, t' in R^c entry, as printed
        return pp[t] * pp[tp] + pm[t] * pm[tp] + nz[t] * pp[tp] + nz[t] * pm[tp] + S2 * (pp[tp] + pm[tp])

    Dp = sum(zu[tp] * rr(t, tp) for t in Rc for tp in Rc)
    left = zT * y * y * S2 + sum(y * zu[tp] for tp in Rc)
    right = (zT * (zT * S2 * S2 + sum(S2 * zy[tp] for tp in Rc))
             + sum(zT * (S2 * S2 + S2 * zy[t] + S2 * nz[t]) + sum(rr(t, tp) for tp in Rc) for t in Rc))
    box_mu = max([abs(float(m @ z[t])) for t in Rc for m in (mp, mm)] + [0.0])
    box_nu = max([abs(float(v @ z[t])) for t in Rc for v in nus] + [0.0])
    return {"exact1": exact1, "exact2": exact2, "y": y, "T": T, "A": A, "Bp": Bp, "Cp": Cp, "Dp": Dp,
            "left": left, "right": right, "zeta": dm.zeta, "S": dm.S, "Zmu": dm.Zmu, "Znu": dm.Znu, "M": dm.M,
            "box_mu": box_mu, "box_nu": box_nu}


def _lemma13_strategy() -> st.SearchStrategy:
    from thmcheck.checks.papers.mhgd._common import _dm1

    return _dm1(S_lo=0.05, S_hi=10.0, T_max=10, M_max=3, n_max=1)


def _l1344_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    P = _lemma13_parts(inst)
    return Measurement(P["exact1"], {k: P[k] for k in ("y", "T", "A", "Bp", "Cp", "Dp")},
                       {"zeta": P["zeta"], "S": P["S"]})


def _eq112_exact(inst: dict) -> Measurement:
    """(112)'s left side in exact rationals: the DM1 sample in the canonical basis (mu_+ = S e_1, mu_- = S e_2, nu_l =
    S e_{2+l}: every inner product of Assumption 3 exact; the statement is invariant under rotations), the float64
    tokens read as the rationals they are; S, Z_mu, Z_nu as the rationals of their float64 values."""
    from fractions import Fraction

    from thmcheck.models.device import generator
    from thmcheck.models.mhgd import sec5_dm1 as DM

    g = generator(inst["seed"])
    dm = DM.make_dm1(inst["T"], inst["L"], inst["M"], inst["d"], inst["S"], inst["Zmu"], inst["Znu"], inst["rperp"],
                     g, canonical=True)
    smp = DM.sample(dm, 1, g, inst["mode"])
    X = [[Fraction(v) for v in row] for row in smp["X"][0].tolist()]
    y, T, Mm, d = Fraction(float(smp["y"][0])), dm.T, dm.M, dm.d
    S = Fraction(dm.S)

    def e(i: int) -> list:
        return [S if j == i else Fraction(0) for j in range(d)]

    mp, mm, nus = e(0), e(1), [e(2 + l) for l in range(Mm)]

    def dot(a: list, b: list) -> Fraction:
        return sum((u * v for u, v in zip(a, b, strict=True)), Fraction(0))

    nsum = [sum((nu[j] for nu in nus), Fraction(0)) for j in range(d)]
    pm = [mp[j] + mm[j] for j in range(d)]
    us = [mp[j] - mm[j] for j in range(d)]

    def wstar(a: list, b: list) -> Fraction:  # a^T W_* b
        return dot(a, mp) * dot(mp, b) + dot(a, mm) * dot(mm, b) + dot(a, nsum) * dot(pm, b)

    Xu = [dot(x, us) for x in X]
    lhs = y / T * sum((Xu[tp] * wstar(X[t], X[tp]) for t in range(T) for tp in range(T)), Fraction(0))
    rel = smp["rel"][0].tolist()
    zs = [[Fraction(v) for v in row] for row in (smp["c"][0] @ dm.Q.T).tolist()]
    box_mu = max([abs(dot(zs[t], m)) for t in range(T) if not rel[t] for m in (mp, mm)] + [Fraction(0)])
    box_nu = max([abs(dot(zs[t], v)) for t in range(T) if not rel[t] for v in nus] + [Fraction(0)])
    Zmu, Znu = Fraction(dm.Zmu), Fraction(dm.Znu)
    q = {"T": T, "zeta": Fraction(dm.L, T), "S": S, "Zmu": Zmu, "Znu": Znu}
    return Measurement(lhs, q, {"box_mu_slack": Zmu - box_mu, "box_nu_slack": Znu / Mm - box_nu}, exact=True)


def _eq112_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = _eq112_exact(inst)
    return Measurement(float(m.lhs), {k: float(v) for k, v in m.quantities.items()},
                       {k: float(v) for k, v in m.terms.items()})


def _l1364_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    P = _lemma13_parts(inst)
    return Measurement(P["exact2"], {k: P[k] for k in ("T", "left", "right")}, {"zeta": P["zeta"], "S": P["S"]})


_L13_DOMAIN = (
    Param("T", 2, INF, integer=True, text="T tokens, |R| = zeta T, zeta in (0, 1)", unreached="T <= 10"),
    Param("M", 1, INF, integer=True, text="M >= 1 patterns", unreached="M <= 3"),
    Param("S", 0.0, INF, lo_closed=False, text="S > 0", unreached="S in [0.05, 10]"),
    Param("Z_mu", 0.0, INF, key="Zmu", text="Z_mu >= 0", unreached="Z_mu <= S^2"),
    Param("Z_nu", 0.0, INF, key="Znu", text="Z_nu >= 0", unreached="Z_nu <= S^2"))

EQ_L1344 = Claim(
    id="mhgd.display.lemma13-termI-expansion",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    source=f"Proof of Lemma 13, App. D.2.3, Term_I's expansion, L1342-L1352, {SEED_FILE}",
    statement="(y/T) sum_t u_*^T X^T r_t(X; W_*) = (y/T) {zeta T (zeta T y S^2 S^4 + sum_{t' in R^c} z_{t'}^T(mu_+ - "
              "mu_-) S^2 (mu_y^T z_{t'})) + sum_{t in R^c} [zeta T y S^2 (S^4 + S^2 mu_y^T z_t + S^2 sum_{j_t} "
              "nu_{j_t}^T z_t) + sum_{t' in R^c} z_{t'}^T(mu_+ - mu_-) ((mu_+^T z_t)(mu_+^T z_{t'}) + (mu_-^T z_t)"
              "(mu_-^T z_{t'}) + sum_{j_t} (nu_{j_t}^T z_t)(mu_+^T z_{t'}) + sum_{j_t} (nu_{j_t}^T z_t)(mu_-^T z_{t'})"
              " + S^2 (mu_+ + mu_-)^T z_{t'})]} (L1352), sum_{j_t} read as (110)'s sum_l. Checked on DM1 samples.",
    statement_tex=r"$$\frac{y}{T} \sum_{t \in [T]} \mathbf{u}_*^\top \mathbf{X}^\top \mathbf{r}_t(\mathbf{X}; "
                  r"\mathbf{W}_*) = \frac{y}{T} \left\{ \zeta T \left( \zeta T y S^2 S^4 + \dots \right) + \dots "
                  r"\right\}$$",
    kind="step", comparison="==", bound=B.l1344_expansion, measure=_l1344_measure, strategy=_lemma13_strategy,
    rtol=1e-9,
    expect="holds",
    evidence="Substituting (108), (110) and (111) into the double sum over (t, t') in R x R, R x R^c, R^c x R, R^c x "
              "R^c.",
    mutants={"the noise-noise double sum dropped": B.l1344_expansion_no_noise_pairs},
    auto_mutant=False,
    notes="Left side from the data (r_t = X W_*^T x_t), right side term by term from the printed formulas (float64).",
    domain=_L13_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
)

EQ112 = Claim(
    id="mhgd.eq112",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    source=f"Proof of Lemma 13, App. D.2.3, eq. (112), L1354-L1360, {SEED_FILE}",
    statement="'Further using the noise bounds in Assumption 3': (y/T) sum_t u_*^T X^T r_t(X; W_*) >= zeta T [zeta "
              "S^6 - 2(1-zeta) Z_mu^2 S^2] + (1-zeta) T [zeta S^6 - zeta(Z_mu+Z_nu) S^4 - 2 Z_mu (1-zeta)(2 Z_mu^2 + "
              "2 Z_mu Z_nu + 2 Z_mu S^2)] (>= the second line: mhgd.eq112-collect). Checked on DM1 samples meeting "
              "Assumption 3's box.",
    statement_tex=r"$$\frac{y}{T} \sum_{t \in [T]} \mathbf{u}_*^\top \mathbf{X}^\top \mathbf{r}_t(\mathbf{X}; "
                  r"\mathbf{W}_*) \geq \zeta T \left[ \zeta S^6 - 2(1 - \zeta) Z_\mu^2 S^2 \right] + (1 - \zeta) T "
                  r"\left[ \zeta S^6 - \zeta (Z_\mu + Z_\nu) S^4 - 2Z_\mu (1 - \zeta) (2Z_\mu^2 + 2Z_\mu Z_\nu + "
                  r"2Z_\mu S^2) \right]$$",
    kind="step", comparison=">=", bound=B.eq112_line1, measure=_eq112_measure, exact=_eq112_exact,
    strategy=_lemma13_strategy,
    assumptions=(Assumption("|<z, mu_y>| <= Z_mu", "Assumption 3", lambda q: q["box_mu_slack"] + 1e-12),
                 Assumption("|<z, nu_l>| <= Z_nu/M", "Assumption 3", lambda q: q["box_nu_slack"] + 1e-12)),
    expect="holds",
    evidence="Each noise inner product bounded by its box: |mu^T z| <= Z_mu, |sum_l nu_l^T z| <= Z_nu, |z^T u_*| <= "
              "2 Z_mu.",
    mutants={"the noise terms dropped (zeta T S^6)": B.eq112_line1_noiseless},
    auto_mutant=False,
    notes="The adversarial noise mode (y z^T u_* = -2 Z_mu) and box corners are drawn; the left side in exact "
          "rationals in the canonical basis (rotation invariant), as the zero-noise instances meet (112) with "
          "equality.",
    domain=_L13_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
)


@st.composite
def _poly112(draw: st.DrawFn) -> dict:
    from fractions import Fraction

    T = draw(st.integers(2, 64))
    S = Fraction(draw(st.integers(1, 4096)), 256)
    return {"T": T, "L": draw(st.integers(1, T - 1)), "S": S, "Zmu": Fraction(draw(st.integers(0, 1024)), 1024) * S**2,
            "Znu": Fraction(draw(st.integers(0, 1024)), 1024) * S**2}


def _eq112c_exact(inst: dict) -> Measurement:
    from fractions import Fraction

    q = {"T": inst["T"], "zeta": Fraction(inst["L"], inst["T"]), "S": inst["S"], "Zmu": inst["Zmu"], "Znu": inst["Znu"]}
    return Measurement(B.eq112_line1(**q), q, {}, exact=True)


def _eq112c_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    m = _eq112c_exact(inst)
    return Measurement(float(m.lhs), {k: float(v) for k, v in m.quantities.items()}, {})


EQ112_COLLECT = Claim(
    id="mhgd.eq112-collect",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    source=f"Proof of Lemma 13, App. D.2.3, eq. (112)'s second '>=', L1358-L1360, {SEED_FILE}",
    statement="zeta T [zeta S^6 - 2(1-zeta) Z_mu^2 S^2] + (1-zeta) T [zeta S^6 - zeta(Z_mu+Z_nu) S^4 - 2 Z_mu (1-zeta)"
              "(2 Z_mu^2 + 2 Z_mu Z_nu + 2 Z_mu S^2)] >= T [zeta S^6 - zeta(1-zeta)(Z_mu+Z_nu) S^4 - 2(1-zeta)(zeta + "
              "2(1-zeta)) Z_mu^2 S^2 - 4(1-zeta)^2 Z_mu^2 (Z_mu+Z_nu)] (112). Checked in exact rationals.",
    statement_tex=r"$$\geq T \left[ \zeta S^6 - \zeta (1 - \zeta) (Z_\mu + Z_\nu) S^4 - 2(1 - \zeta) (\zeta + 2(1 - "
                  r"\zeta)) Z_\mu^2 S^2 - 4(1 - \zeta)^2 Z_\mu^2 (Z_\mu + Z_\nu) \right]. \tag{112}$$",
    kind="step", comparison=">=", bound=B.eq112_line2, measure=_eq112c_measure, exact=_eq112c_exact,
    strategy=_poly112,
    expect="holds",
    evidence="Expanding the first line gives the second exactly (an equality).",
    mutants={"4(1-zeta) in place of 4(1-zeta)^2": B.eq112_line2_wrong},
    auto_mutant=False,
    notes="Exact rationals (zeta = L/T, S a multiple of 1/256, Z_mu, Z_nu multiples of S^2/1024).",
    domain=(Param("T", 2, INF, integer=True, text="T >= 2", unreached="T <= 64 (a polynomial identity)"),
            Param("S", 0.0, INF, lo_closed=False, text="S > 0", unreached="S in [1/256, 16]"),
            Param("Z_mu", 0.0, INF, key="Zmu", text="Z_mu >= 0", unreached="up to S^2"),
            Param("Z_nu", 0.0, INF, key="Znu", text="Z_nu >= 0", unreached="up to S^2")),
    settings={"ci": {"max_examples": 40, "budget_s": 0.5}},
)

EQ_L1364 = Claim(
    id="mhgd.display.lemma13-termI-second-part",
    catalog_id="mhgd.lemma13",
    paper=PAPER,
    source=f"Proof of Lemma 13, App. D.2.3, Term_I's second part, L1362-L1369, {SEED_FILE}",
    statement="-(y/T^2) sum_t u_*^T X^T 1_T 1_T^T r_t(X; W_*) = -(y/T^2) sum_t 1_T^T X u_* 1_T^T r_t = -(1/T^2) "
              "{sum_{t' in R} y^2 S^2 + sum_{t' in R^c} y z_{t'}^T(mu_+ - mu_-)} . {sum_{t in R} [sum_{t' in R} S^4 + "
              "sum_{t' in R^c} S^2 z_{t'}^T mu_y] + sum_{t in R^c} [sum_{t' in R} (S^4 + S^2 z_t^T mu_y + S^2 sum_{j_t}"
              " nu_{j_t}^T z_t) + sum_{t' in R^c} ((z_t^T mu_+)(z_{t'}^T mu_+) + (z_t^T mu_-)(mu_-) + ... + S^2 "
              "z_{t'}^T(mu_+ + mu_-))]} (L1364-L1369); '(z_t^T mu_-)(mu_-)' read as (z_t^T mu_-)(z_{t'}^T mu_-).",
    statement_tex=r"$$-\frac{y}{T^2} \sum_{t \in [T]} \mathbf{u}_*^\top \mathbf{X}^\top \mathbf{1}_T \mathbf{1}_T^\top "
                  r"\mathbf{r}_t(\mathbf{X}; \mathbf{W}_*) = -\frac{1}{T^2} \left\{ \sum_{t' \in \mathcal{R}} y^2 S^2 + "
                  r"\dots \right\} \cdot \left\{ \dots \right\}$$",
    kind="step", comparison="==", bound=B.l1364_expansion, measure=_l1364_measure, strategy=_lemma13_strategy,
    rtol=1e-9,
    expect="holds",
    evidence="1_T^T X u_* = sum_t' [X u_*]_{t'} by (111); 1_T^T r_t = sum_{t'} [r_t]_{t'} by (108), (110).",
    mutants={"1/T in place of 1/T^2": B.l1364_expansion_wrong},
    auto_mutant=False,
    notes="Left side from the data, the two braces term by term from the printed formulas (float64).",
    domain=_L13_DOMAIN,
    settings={"ci": {"max_examples": 30, "budget_s": 0.8}},
)

CLAIMS += [EQ_L1344, EQ112, EQ112_COLLECT, EQ_L1364]
