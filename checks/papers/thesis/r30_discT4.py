"""Round 30 (helper discT4): Chapter 4 / App. C (group imbalance) re-read as a referee.

- thesis.ch4.eqC.22: (C.22) L5279, Property 3 (3)'s conclusion (rho(u/sigma, sigma) converges to a strictly positive
  function of u as sigma -> 0 when every u_i != 0), was listed as covered by thesis.ch4.eqC.21, which checks another
  display ((C.21)'s '+inf', an erratum). Checked here as printed in its Cauchy form along sigma -> 0 (ratio 10): for
  every level eps > 0, |rho(u/sigma, sigma)/rho(u/(sigma/10), sigma/10) - 1| <= eps once sigma is small enough. A
  limit 0 or +inf at a power rate would keep the ratio away from 1 (with a zero entry, (C.23), it tends to 100).
  The two terms of (C.6) at the scaled mean are round 7's shifted Gauss-Hermite rules (r7_thesisCD._c21_var,
  _beta2_term: no cancellation at small sigma).
"""

from __future__ import annotations

from hypothesis import strategies as st

from thmcheck.bounds.thesis import r30_discT4 as B
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis import r7_thesisCD as R7
from thmcheck.checks.papers.thesis._common import INF, PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r30_discT4.py::"

CLAIMS: list[Claim] = []


# ================================ (C.22) L5279: lim_{sigma -> 0} rho(u/sigma, sigma) = C_s(u) > 0 when every u_i != 0


def rho_scaled(u: tuple[float, ...], sigma: float) -> float:
    """rho(u/sigma, sigma) of (C.6): the min over i != j of ((u_j/sigma)^2 + 1)(beta_0 - alpha_0^2)(i) and beta_2(i) -
    alpha_2(i)^2/((u_i/sigma)^2 + 1), both at the scaled mean (z_i ~ N(u_i/sigma, 1), sigma z_i ~ N(u_i, sigma^2))."""
    vals = []
    for i, ui in enumerate(u):
        var = R7._c21_var(ui, sigma)
        b2 = R7._beta2_term(ui, sigma)
        for j, uj in enumerate(u):
            if j != i:
                vals.append(min((uj * uj / sigma**2 + 1.0) * var, b2))
    return min(vals)


@st.composite
def _c22_instances(draw: st.DrawFn) -> dict:
    """d in 2..3 (j != i nonempty), every |u_i| log-uniform in [0.05, 4] with a drawn sign (all u_i != 0, as the
    display requires), the level eps log-uniform in [1e-3, 0.1], 1/sigma log-uniform in [1, 1e4]."""
    d = draw(st.integers(2, 3))
    u = tuple(draw(st.sampled_from([1.0, -1.0])) * draw(st.one_of(st.just(1.0), log_uniform(0.05, 4.0)))
              for _ in range(d))
    return {"u": u, "eps": draw(log_uniform(1e-3, 0.1)),
            "inv_sigma": draw(st.one_of(st.just(1e3), log_uniform(1.0, 1e4)))}


def _c22_measure(inst: dict, ctx: Ctx) -> Measurement:
    """|rho(u/sigma, sigma)/rho(u/sigma', sigma') - 1| at sigma = 1/inv_sigma, sigma' = sigma/10."""
    sig = 1.0 / float(inst["inv_sigma"])
    u = tuple(float(x) for x in inst["u"])
    r1, r2 = rho_scaled(u, sig), rho_scaled(u, sig / 10.0)
    return Measurement(abs(r1 / r2 - 1.0), {"eps": inst["eps"], "sigma": sig},
                       {"rho(sigma)": r1, "rho(sigma/10)": r2})


def _c22_move(inst: dict, t: float) -> dict:
    """The sigma -> 0 path: 1/sigma = t."""
    return {**inst, "inv_sigma": float(t)}


CLAIMS.append(Claim(
    id="thesis.ch4.eqC.22", paper=PAPER, kind="step", comparison="<=",
    source=f"(C.22), proof of Property 3 (3), App. C.2 ('Combining (C.21) and (C.18), we can derive that rho(u/sigma, "
           f"sigma) converges to a positive value function of u as sigma goes to 0'; rho of (C.6) L5151; when all "
           f"u_i != 0), {SEED_FILE} L5277-L5279",
    statement="(C.22): when all u_i != 0 (i in [d]), rho(u/sigma, sigma) converges to a strictly positive real function "
              "of u as sigma -> 0, lim_{sigma -> 0} rho(u/sigma, sigma) := C_s(u). Checked in its Cauchy form at "
              "ratio 10: for every eps > 0, |rho(u/sigma, sigma)/rho(u/(sigma/10), sigma/10) - 1| <= eps once sigma is "
              "small enough (phi the sigmoid, d >= 2).",
    statement_tex=r"\lim_{\sigma \rightarrow 0} \rho\left(\frac{\mathbf{u}}{\sigma}, \sigma\right) := "
                  r"\mathcal{C}_s(\mathbf{u})",
    bound=B.c22_level, measure=_c22_measure, strategy=_c22_instances(), eventually=("inv_sigma",),
    expect="vanishing crossing", rtol=1e-6, atol=0.0,
    directions=(Direction("sigma -> 0", "inv_sigma", INF, how="path", move=_c22_move,
                          points=(10.0, 100.0, 1e3, 1e4, 1e5), grows=("inv_sigma",),
                          reason="the limit of the display; the relative Cauchy difference falls like sigma^2/min u_i^2"),),
    domain=(Param("inv_sigma", 1, INF, far=1e4, text="sigma -> 0 (1/sigma)", unreached="1/sigma in [1, 1e5]"),
            Param("u", -INF, INF, far=4.0, text="u in R^d, every u_i != 0",
                  unreached="d in 2..3, |u_i| in [0.05, 4] (u_i -> 0 slows the approach like sigma^2/u_i^2)"),
            Param("eps", 0, INF, lo_closed=False, far=1e-3, text="every level eps > 0",
                  unreached="eps in [1e-3, 0.1]")),
    evidence="Holds (a crossing only at sigma near 1, gone along sigma -> 0: the verdict vanishing crossing): at the scaled mean beta_0 - alpha_0^2 = Var phi'(x), x ~ N(u_i, sigma^2), = sigma^2 phi''(u_i)^2 + "
             "O(sigma^4), so ((u_j/sigma)^2 + 1)(beta_0 - alpha_0^2) -> u_j^2 phi''(u_i)^2, and beta_2 - "
             "alpha_2^2/((u_i/sigma)^2 + 1) -> u_i^2 phi''(u_i)^2 (not (C.18)'s phi'^2(u_i), thesis.ch4.eqC.18), both "
             "> 0 when every u_i != 0 (phi'' vanishes only at 0): C_s(u) = min_{i != j} min(u_j^2, u_i^2) "
             "phi''(u_i)^2 > 0, approached at rate sigma^2. Numbers (u = (1, 2)): rho = 0.0064484, 0.0063946, "
             "0.0063940 at sigma = 0.1, 1e-2, 1e-3 (limit min(4 phi''(1)^2, phi''(1)^2, phi''(2)^2, 4 phi''(2)^2) = "
             "0.0063940); u = (0.5, -1.5): 9.02e-4, 8.289e-4, 8.282e-4 -> 8.282e-4 = 0.25 phi''(0.5)^2 (the "
             "beta_2 term of i = 1); the Cauchy difference at ratio 10 is 8.4e-3, 8.5e-5, 8.5e-7 at sigma = 0.1, 1e-2, 1e-3. "
             "The display survives although the step it cites, (C.21)'s '+inf', is false (thesis.ch4.eqC.21) and "
             "(C.18)'s value is wrong (thesis.ch4.eqC.18): the limit is finite and positive for another reason.",
    mutants={"level shrinking like sigma^3 (rate too fast)": B.c22_mut_rate}, auto_mutant=False,
    second_path=SP + "test_c22_limit_positive_own_mpmath",
    notes="Round 30 (discT4): the row L5279 was 'covered:thesis.ch4.eqC.21' (another display, (C.21)). The 'eventually' "
          "quantifier (sigma small enough) is followed along the sigma -> 0 path.",
    settings={"ci": {"max_examples": 10, "budget_s": 0.8}},
))
