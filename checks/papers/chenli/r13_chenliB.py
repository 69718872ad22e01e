"""Round 13 (helper chenliB): chenli Section 6.4 Case (A)'s ||a|| (L1827) and Section 7.1.1's (115), (118).

- ``chenli.display.eq115`` (L2385) and ``chenli.display.eq118`` (L2455): the proofs of Lemmas 7.3 and 7.4 combine
  the Hanson-Wright event ||X_1 M||^2 = (1 +- beta) ||M||_F^2 (beta ~ m kappa/sqrt(lambda), (113)) with (114) (resp.
  L2433) into | ||X_1 Theta~|| - 1/sqrt(Z) | <= eta/sqrt(Z) and ||X_1 Theta'|| = (1 +- eta') (1/Z) sqrt(S'). On the
  instances of chenli.display.eq114 / chenli.display.lemma7.4-theta-prime-norm (the heads through their Gram matrix, E
  aligned or anti-aligned, ||E||_F = mu ||Theta_1||_F) with the event's factor (1 + h beta), h in [-1, 1] (its ends
  drawn), beta = b m kappa/sqrt(lambda), b in [0.1, 10] (the '~' of (113)). Hold (uniform, hidden constants).
  (The event's probability, exp(-Omega(beta m r_Theta)) as printed, is chenli.display.lemma7.3-hw-rate's erratum;
  these displays are the deterministic step under the event.)

- ``chenli.display.lemma6.4-a-norm`` (L1825-L1827): in Case (A) of Lemma 6.4's proof, a_i := ||Theta_1||_F (sqrt(10
  log k) + beta) - x^T (Theta_i)_S X_{2,S}, for ANY assignment to X_{2,S} (L1817), and 'recalling Eq. (79) from
  Corollary 6.10 and the second bound in Eq. (77), we have ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) +
  beta))'. (79) bounds the subtracted term by v d' sqrt(log d) ||Theta_i||_F/sqrt(d) and (77)'s second part gives d'
  sqrt(log d/d) <= kappa/nu, so the term is <~ (v/nu) kappa ||Theta_i||_F: v of Assumption 4 (up to sqrt(d)/r^2)
  is not bounded by the hypotheses. Instances: chenli.lemma6.8-item4's diagonal family (m = 1) with heavy mass
  2 g kappa F^2, g <= 1 (so Item 4 HOLDS, as E_1 requires), and E' supported on the heavy columns (orthogonal to
  Theta: u_j has a zero j-th entry), so Fact 6.7's S is the heavy set and Case (A) holds (x^T E'_{S^c} = 0). With
  X_{2,S} the signs against (Theta^T x)_S: ||a|| = F s + |S| a, s := sqrt(10 log k) + beta, so ||a||/(F s) = 1 +
  sqrt(2 g kappa |S|)/s ~ kappa d^{1/4}/(nu log d)^{1/4} (|S| = d'): unbounded along d. Every checkable hypothesis
  is encoded (those of chenli.lemma6.8-item4 plus Items 2 and 4 of Lemma 6.8, beta <~ 1); conditional on Assumption 7
  (uncheckable at d = e^{600}) as chenli.lemma6.8-item4.

- ``chenli.display.lemma6.4-A-164-lhs`` / ``-B-164-lhs`` (L1859, L1970): (164)'s left side printed as O~(... beta^3
  ...) while ||a||^3 carries (sqrt(log k) + beta)^3: errata as printed (beta -> 0; Theorem 6.17's own beta is << 1).
- ``chenli.display.lemma6.4-A-163-a-over-r2`` (+ ``-lower``) (L1845): sqrt(m) ||a||/r^2 ~ m (sqrt(log k) + beta)/
  (lambda F), both parts, given L1827 (hold).
- ``chenli.display.lemma6.4-B-rho`` (L1949): Case (B)'s rho for v_{m+1} ~ x^T E'_{S^c}; the bullet gives only rho >=
  sqrt(d/(nu d')), printed sqrt(d)/(nu d'): erratum as printed (single-entry-column E', every hypothesis checked;
  under the reading sqrt(nu d') for nu d' it holds).

- ``chenli.display.eq95`` (L1899): Case (A) Step 2's ||a|| = Theta(F sqrt(m log k)), a_i's x^T Theta_i X_{2,S^c} read
  as x^T (Theta_i)_{:,S^c} X_{2,S^c}: the same heavy sum (X_{2,S} any assignment): conditional.
- ``chenli.display.lemma6.4-B-step2-a-norm`` (L2010): Case (B) Step 2's upper bound on ||a|| (a_i with x^T Theta_i
  X_{2,S} as printed; (76) makes the bracket sqrt(m log k) + 1): the same heavy sum: conditional.
- ``chenli.display.lemma6.4-B-a-m1`` (L2006): |a_{m+1}| <~ exp(1/2nu) F (sigma/eps*)(2s + xi F) from (97) and E_2: holds.
- ``chenli.display.lemma6.4-B-a-norm`` (L1935-L1947): Case (B)'s twin of L1827 (its a_i's S^c term read as Case
  (A)'s S term; the unscaled + beta kept): the same heavy sum with a Case (B) E' (single-entry columns): conditional.

Lemma 6.8 Item 4 on non-diagonal families (the round-13 lead on chenli.lemma6.8-item4's generator): see the note
after the L1827 claim.
"""

from __future__ import annotations

import math

from hypothesis import strategies as st

from thmcheck.bounds.chenli import r13_chenliB as B
from thmcheck.bounds.chenli import r14_chenliB as R14B
from thmcheck.bounds.chenli.r11_chenli6 import item4_logs
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers._audits import cite_audits
from thmcheck.checks.papers.chenli import r9_chenliR as R9
from thmcheck.checks.papers.chenli import r11_chenli6 as R11
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []


# ------------------------------------------------------------------------------- (115) L2385 and (118) L2455


def _hw(inst: dict, m: int, kappa: float, lam: float) -> tuple[float, float]:
    """beta = b m kappa/sqrt(lambda) ((113)) and the event's log factor 0.5 log(1 + h beta)."""
    beta = float(inst["b"]) * m * kappa / math.sqrt(lam)
    return beta, 0.5 * math.log1p(float(inst["h"]) * beta)


def _eq115_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = |sqrt(Z) ||X_1 Theta~|| - 1| with ||X_1 Theta~||^2 = (1 + h beta) ||Theta~||_F^2 (the event of L2381) and
    ||Theta~||_F = ||Theta*||_F +- mu (E aligned or anti-aligned, ||Theta_1||_F = 1), Theta* from the Gram matrix."""
    P = R9._eq114_parts(inst)
    G, w, Z, m = P["G"], P["w"], P["Z"], P["m"]
    ref = 1.0 / math.sqrt(Z)
    off = G.copy()
    off[range(m), range(m)] = 0.0
    gap = float(w @ off @ w) / (P["star"] + ref)  # ||Theta*||_F - 1/sqrt(Z), cross terms only
    e = math.sqrt(Z) * (gap + float(inst["esign"]) * P["mu"])  # sqrt(Z) ||Theta~||_F - 1
    beta, lhw = _hw(inst, m, P["kappa"], P["lam"])
    lhs = abs(math.expm1(lhw + math.log1p(e)))
    return Measurement(lhs, {"m": m, "kappa": P["kappa"], "mu": P["mu"], "lam": P["lam"], "logd": P["logd"],
                             "beta": beta},
                       {"sqrt(Z) ||Theta~||_F - 1 ((114)'s side)": e, "beta": beta, "h": float(inst["h"]), "Z": Z})


def _eq118_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = |Z ||X_1 Theta'||/sqrt(S') - 1| with ||X_1 Theta'||^2 = (1 + h beta) ||Theta'||_F^2 (the event of L2451),
    Theta' = (1/Z) sum_{i != i*} Theta_i/||Theta_i||_F^2 + E, E aligned or anti-aligned, ||E||_F = mu; L2433's side
    ||Theta'||_F Z/sqrt(S') - 1 is chenli.display.lemma7.4-theta-prime-norm's (its measure, m >= 2 there too)."""
    side = R9._l2433_measure(inst, ctx)
    P, rel = side.quantities, side.terms["||Theta'||_F Z/sqrt(S') - 1"]
    m = P["m"]
    beta, lhw = _hw(inst, m, P["kappa"], P["lam"])
    lhs = abs(math.expm1(lhw + math.log1p(rel)))
    return Measurement(lhs, {"m": m, "kappa": P["kappa"], "mu": P["mu"], "lam": P["lam"], "logd": P["logd"],
                             "beta": beta},
                       {"Z ||Theta'||_F/sqrt(S') - 1 (L2433's side)": rel, "beta": beta, "h": float(inst["h"]),
                        "i*": side.terms["i*"], "Z": side.terms["Z"]})


@st.composite
def _eq115_instances(draw: st.DrawFn) -> dict:
    """chenli.display.eq114's instances with the event's side h in [-1, 1] (ends proposed) and (113)'s constant b."""
    inst = draw(R9._eq114_instances())
    return {**inst, "h": float(draw(with_edges(st.floats(-1.0, 1.0), -1.0, 1.0))),
            "b": float(draw(with_edges(log_uniform(0.1, 10.0), 10.0)))}


@st.composite
def _eq118_instances(draw: st.DrawFn) -> dict:
    inst = draw(_eq115_instances())
    return {**inst, "m": max(2, int(inst["m"])), "istar": draw(st.integers(0, 15))}


_BETA_SMALL = Assumption("beta << 1 (L2453: 'We will take beta << 1'; '<<' a factor 10)", "beta <= 0.1",
                         lambda q: 0.1 - q["beta"])


def _hw_directions(m_points: tuple[float, ...]) -> tuple[Direction, ...]:
    return (
        Direction("m -> inf (equal norms, mu at (111)'s end)", "m", INF, how="path", move=R9._eq114_move_m,
                  points=m_points, reason="the mu part is at most mu sqrt(m/lambda)-sized: lhs/shape stays bounded"),
        Direction("d -> inf (log d = t)", "logd", INF, how="path", move=R9._eq114_move_d,
                  points=(5.0, 50.0, 200.0, 1000.0), reason="kappa and mu both fall like 1/log^2 d: lhs/shape is flat"),
        Direction("lambda, c, u, omega, norms, Gram signs, the event's side h and (113)'s constant b", "lam", 0.0,
                  how="search", reason="lambda in (0.05, 1), c, u in [1e-3, 1], omega in [1, 10], h in [-1, 1], "
                                       "b in [0.1, 10] drawn; lambda enters lhs/shape only through bounded factors"),
    )


def _hw_domain(m_lo: int) -> tuple[Param, ...]:
    return (Param("m", m_lo, INF, integer=True, text="m heads", unreached="m <= 16 in the search, 256 on the path"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda >= 0.05"),
            Param("log d", 0.0, INF, lo_closed=False, key="logd", text="log d",
                  unreached="log d <= 50 in the search, 1000 on the path"),
            Param("h", -1.0, 1.0, key="h", text="the event's side: ||X_1 M||^2 = (1 + h beta) ||M||_F^2",
                  unreached="both ends drawn"),
            Param("b", 0.0, INF, lo_closed=False, key="b", text="(113)'s constant in beta ~ m kappa/sqrt(lambda)",
                  unreached="b in [0.1, 10]: an absolute constant; lhs/shape grows at most like b/2"))


CLAIMS += [
    Claim(
        id="chenli.display.eq115",
        catalog_id="chenli.lemma7.3",
        paper=PAPER,
        source=f"Proof of Lemma 7.3, Eq. (115), {SEED_FILE} L2385 (the step L2383-L2387; the event L2381, (114) L2363, eta L2353, "
               "beta (113) L2312, (7) L439, (111) L2286)",
        statement="(115): under the event ||X_1 Theta~||^2 = (1 +- beta) ||Theta~||_F^2 (beta of (113)), combining with "
                  "(114): | ||X_1 Theta~|| - 1/sqrt(Z) | <= eta/sqrt(Z), eta ~ (m kappa + mu sqrt(m))/sqrt(lambda) "
                  "(Lemma 7.3). Constant hidden: lhs = |sqrt(Z) ||X_1 Theta~|| - 1| <= K (m kappa + mu sqrt(m))/"
                  "sqrt(lambda).",
        statement_tex=r"$$\left| \|\mathbf{X}_1 \tilde{\boldsymbol{\Theta}}\| - \frac{1}{\sqrt{Z}} \right| \leq "
                      r"\frac{\eta}{\sqrt{Z}}, \quad (115)$$",
        kind="step", comparison="<=", bound=B.eq115_shape, measure=_eq115_measure, strategy=_eq115_instances(),
        assumptions=(_BETA_SMALL,),
        constants="hidden", uniform=True,
        directions=_hw_directions((2.0, 8.0, 32.0, 128.0, 256.0)),
        expect="holds",
        evidence="sqrt(Z) ||Theta~||_F - 1 is within the shape (chenli.display.eq114) and the event moves the norm by a "
                 "factor sqrt(1 +- beta) = 1 +- beta/2 + O(beta^2), beta = b m kappa/sqrt(lambda) <= b x shape: lhs/"
                 "shape <= 1 + b/2 + o(1).",
        mutants={"the mu part without sqrt(m)": B.mut_mu_no_root},
        notes="chenli.display.eq114's instances (closed form over the heads' m x m Gram matrix) with the event's "
              "factor; the event's probability is chenli.display.lemma7.3-hw-rate (erratum: rate beta^2 m r_Theta).",
        domain=_hw_domain(1),
        settings={"ci": {"max_examples": 16, "budget_s": 2.0}},
    ),
    Claim(
        id="chenli.display.eq118",
        catalog_id="chenli.lemma7.4",
        paper=PAPER,
        source=f"Proof of Lemma 7.4, Eq. (118), {SEED_FILE} L2455 (the step L2453-L2457; the event L2451, L2433, eta' L2415, beta "
               "(113) L2312, Theta' L2349)",
        statement="(118): 'We will take beta << 1, so under this event [||X_1 Theta'||^2 = (1 +- beta) ||Theta'||_F^2], "
                  "combining with Eq. (114), we have ||X_1 Theta'|| = ((1 +- eta')/Z) sqrt(sum_{i != i*} "
                  "1/||Theta_i||_F^2)', eta' ~ (m kappa + mu sqrt(m + 1/lambda))/sqrt(lambda) (Lemma 7.4). Constant "
                  "hidden: lhs = |Z ||X_1 Theta'||/sqrt(S') - 1| <= K eta'.",
        statement_tex=r"$$\|\mathbf{X}_1 \cdot \boldsymbol{\Theta}'\| = \frac{(1 \pm \eta')}{Z} \sqrt{\sum_{i:i \neq i^*}"
                      r" \frac{1}{\|\boldsymbol{\Theta}_i\|_F^2}}, \quad (118)$$",
        kind="step", comparison="<=", bound=B.eq118_shape, measure=_eq118_measure, strategy=_eq118_instances(),
        assumptions=(_BETA_SMALL,),
        constants="hidden", uniform=True,
        directions=_hw_directions((2.0, 8.0, 32.0, 128.0, 256.0)),
        expect="holds",
        evidence="L2433's side is within the shape (chenli.display.lemma7.4-theta-prime-norm, factor <= 2) and the "
                 "event's factor sqrt(1 +- beta) adds at most beta/2 + O(beta^2) <= (b/2) x shape.",
        mutants={"the mu part without its root ((m kappa + mu)/sqrt(lambda))": B.mut_mu_no_root},
        notes="(118) cites '(114)' but uses L2433's bound on ||Theta'||_F (its Lemma 7.4 analogue); encoded with "
              "L2433's side. Instances of chenli.display.lemma7.4-theta-prime-norm with the event's factor.",
        domain=_hw_domain(2),
        settings={"ci": {"max_examples": 16, "budget_s": 2.0}},
    ),
]


# ------------------------------------------------------------------ L1825-L1827: ||a|| in Lemma 6.4's Case (A)

_A_MAX_LD = 2500.0  # the ratio ~ e^{ld/4}: past float64 beyond log d ~ 2800


def _a_q(inst: dict) -> dict:
    q = item4_logs(**{k: inst[k] for k in ("ld", "lam", "c7", "c8", "nu", "k", "g", "ts")})
    s = math.sqrt(10.0 * math.log(float(inst["k"]))) + float(inst["beta"])
    # log(|S| a/F): |S| a^2/F^2 = mu = 2 g kappa, so |S| a/F = sqrt(|S| mu)
    q["log_heavy_sum"] = 0.5 * (q["log_S"] + q["log_mu"])
    q["s"] = s
    return q


def _heavy_q(inst: dict, qf) -> dict:  # noqa: ANN001
    """qf(inst) for the Case (A)/(B) heavy-sum measures, with their two solver limits (float64's range, d' < 1)."""
    if float(inst["ld"]) > _A_MAX_LD:
        raise SolverFailure(f"log d = {inst['ld']:g} > {_A_MAX_LD:g}: the ratio is past float64's range")
    q = qf(inst)
    if not math.isfinite(q["log_S"]):
        raise SolverFailure("d' < 1: no heavy coordinate (rejected by the d' >= 1 assumption first)")
    return q


def _exact_heavy_logs(inst: dict) -> tuple:
    """(log d, g, log kappa, log |S|) as mpmath numbers from (7), (75) and ts (call inside mp.workdps)."""
    import mpmath as mp

    ld, lam, c7, nu, g = (mp.mpf(inst[k]) for k in ("ld", "lam", "c7", "nu", "g"))
    lk = mp.log(c7) + mp.mpf(13) / 2 * mp.log(lam) - 2 * mp.log(ld)
    ldp = lk + ld / 2 - mp.log(nu) - mp.log(ld) / 2
    ls = ldp if ldp > 40 else mp.log(mp.floor(mp.exp(ldp)))
    ts = mp.mpf(inst["ts"])
    if ts > 0:
        ls = (1 - ts) * ls
        ls = ls if ls > 40 else mp.log(mp.floor(mp.exp(ls)))
    return ld, g, lk, ls


def _a_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||a||/(sqrt(m) ||Theta_1||_F s) (m = 1) at X_{2,S} = -sgn((Theta^T x)_S): a_1 = F s + sum_{j in S}
    |(Theta^T x)_j| = F s + |S| a (the light extra coordinates of S, if any, only add), so lhs = 1 + |S| a/(F s)."""
    q = _heavy_q(inst, _a_q)
    lhs = 1.0 + math.exp(q["log_heavy_sum"]) / q["s"]
    return Measurement(lhs, {**inst, **q},
                       {"|x^T (Theta)_S X_{2,S}|/||Theta_1||_F (heavy part)": math.exp(q["log_heavy_sum"]),
                        "sqrt(10 log k) + beta": q["s"], "log kappa": q["log_kappa"], "log d'": q["log_dprime"],
                        "log |S|": q["log_S"], "log v": q["log_v"],
                        "Item 4's deviation/(kappa F^2) (<= 2: Item 4 holds)": 2.0 * float(inst["g"])})


def _a_exact(inst: dict) -> Measurement:
    """The same at 60 digits from (7), (75) and the construction (mpmath)."""
    import mpmath as mp

    with mp.workdps(60):
        ld, g, lk, ls = _exact_heavy_logs(inst)
        s = mp.sqrt(10 * mp.log(mp.mpf(inst["k"]))) + mp.mpf(inst["beta"])
        lhs = 1 + mp.sqrt(mp.exp(ls) * 2 * g * mp.exp(lk)) / s
        return Measurement(float(lhs), {**inst, **_a_q(inst)}, {}, exact=True)


def _a_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        return {
            "ld": float(d(with_edges(log_uniform(300.0, _A_MAX_LD), 600.0, 1000.0, 2000.0))),
            "lam": float(d(with_edges(log_uniform(1e-3, 0.999), 0.5, 0.999))),
            "c7": float(d(with_edges(log_uniform(1e-3, 1.0), 1.0, 1e-3))),
            "c8": float(d(with_edges(st.floats(1.0, 10.0), 3.0, 10.0))),
            "nu": float(d(with_edges(log_uniform(0.01, 2.0), 1.0, 2.0))),
            "k": float(d(with_edges(log_uniform(3.0, 1e6), 3.0))),
            "g": float(d(with_edges(log_uniform(1e-3, 1.0), 1.0, 0.5))),
            "ts": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 0.5))),
            "beta": float(d(with_edges(st.floats(0.0, 3.0), 0.0, 1.0))),
        }

    return draw()


_A_ASSUMPTIONS = tuple(R11._ITEM4_ASSUMPTIONS) + (
    Assumption("E_1: Item 4 of Lemma 6.8 holds", "the heavy mass 2 g kappa F^2 <= 2 kappa F^2 (g <= 1): the deviation "
               "of Item 4 is exactly the heavy mass for every x (diagonal Theta)", lambda q: 1.0 - float(q["g"])),
    Assumption("E_1: Item 2 of Lemma 6.8 holds (constant 1)", "||Theta^T x||_inf = a <= v sqrt(log d) F/sqrt(d)",
               lambda q: q["log_v"] + 0.5 * math.log(q["ld"]) - 0.5 * q["ld"] - 0.5 * q["log_a2"]),
    Assumption("Theorem 6.17: 0 <= beta <~ 1 (read <= 3), beta << min(d, ||Theta_1||_F)", "0 <= beta <= 3",
               lambda q: min(float(q["beta"]), 3.0 - float(q["beta"]))),
)


_A_DOMAIN = (  # the Case (A)/(B) heavy-sum claims' common parameters (beta's text differs in one, tn only in Case (B))
    Param("log d", 1.0, INF, key="ld", text="log d",
          unreached="log d in [300, 2500] drawn: the ratio ~ e^{log d/4} leaves float64 past ~ 2800"),
    Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
          unreached="lambda in [1e-3, 0.999]"),
    Param("c", 0.0, 1.0, lo_closed=False, key="c7", text="c of (7)", unreached="c >= 1e-3 drawn"),
    Param("c8", 1.0, INF, key="c8", text="c of (8) ('sufficiently large')",
          unreached="c in [1, 10]: any fixed c is met at large enough log d (polylog vs d^{1/4})"),
    Param("nu", 0.0, INF, lo_closed=False, key="nu", text="nu of (75)",
          unreached="nu in [0.01, 2]: (75)'s nu = Theta(log m + log log(...))^{-1} <= O(1)"),
    Param("k", 3.0, INF, key="k", text="k (chi = 1 <= sqrt(log k))", unreached="k <= 1e6: enters via log"),
    Param("g", 0.0, 1.0, lo_closed=False, key="g", text="heavy mass/(2 kappa F^2) (g <= 1: Item 4 holds)",
          unreached="g >= 1e-3 drawn; the ratio grows like sqrt(g)"),
    Param("ts", 0.0, 1.0, key="ts", text="|S| = floor(d')^{1 - ts} heavy entries (v across Assumption 4)",
          unreached="ts near 1 is rejected by Assumptions 3-4"),
)
_A_BETA = Param("beta", 0.0, 3.0, key="beta", text="beta of Theorem 6.17 (<~ 1)", unreached="both ends drawn")
_B_TN = Param("tn", 0.0, 1.0, key="tn", text="n's position in [1.05 nu d', d/4] (log scale)",
              unreached="both ends drawn")


def _a_move_d(inst: dict, t: float) -> dict:
    """log d = t at the baseline lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3, ts = 0 (g, beta kept)."""
    return {**inst, "ld": float(t), "lam": 0.5, "c7": 1.0, "c8": 3.0, "nu": 1.0, "k": 3.0, "ts": 0.0}


def _a_move_dprime(inst: dict, t: float) -> dict:
    """d' = t heavy coordinates (ts = 0: |S| = floor(d')) with log d solved from (75), d' = kappa sqrt(d)/(nu sqrt(log
    d)), at the baseline lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3 (g, beta kept)."""
    lt, ld = math.log(float(t)), 600.0
    for _ in range(60):  # log d' = log kappa(ld) + ld/2 - log nu - log(ld)/2, kappa = lambda^{13/2}/log^2 d
        ld = 2.0 * (lt - 6.5 * math.log(0.5) + 2.0 * math.log(ld) + 0.5 * math.log(ld))
    return {**inst, "ld": ld, "lam": 0.5, "c7": 1.0, "c8": 3.0, "nu": 1.0, "k": 3.0, "ts": 0.0}


def _a_move_g(inst: dict, t: float) -> dict:
    """Heavy mass 2 g kappa F^2 with g = t (Item 4's deviation/(2 kappa F^2)) at log d = 1000 and the baseline."""
    return {**inst, "g": float(t), "ld": 1000.0, "lam": 0.5, "c7": 1.0, "c8": 3.0, "nu": 1.0, "k": 3.0, "ts": 0.0}


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-a-norm",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (A), {SEED_FILE} L1827 (the step L1825-L1827; a_i at L1823, 'conditioned on any assignment "
               "to X_{2,S}' L1817; (79) L1705, (77) L1637, (75) L1631; E_1 L1701; Fact 6.7 L1617)",
        statement="'A := prod_i [a_i + xi_i] for a_i := ||Theta_1||_F (sqrt(10 log k) + beta) - x^T (Theta_i)_S X_{2,S} "
                  "... recalling Eq. (79) from Corollary 6.10 and the second bound in Eq. (77), we have ||a|| = "
                  "Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta))' (L1823-L1827), for any assignment to "
                  "X_{2,S} (L1817), under E_1 and the lemma's hypotheses. Upper part, constant hidden: ||a||/(sqrt(m) "
                  "||Theta_1||_F (sqrt(10 log k) + beta)) <= C.",
        statement_tex=r"$$\|a\| = \Theta(\sqrt{m} \cdot \|\Theta_1\|_F (\sqrt{10 \log k} + \beta)).$$",
        kind="step", comparison="<=", bound=B.one, measure=_a_measure, exact=_a_exact, strategy=_a_instances(),
        assumptions=_A_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("d' -> inf (log d solved from (75): d' = t, baseline)", "ld", INF, move=_a_move_dprime,
                      points=(1e120, 1e160, 1e200, 1e250, 1e300),
                      reason="||a||/(F s) - 1 = sqrt(2 g kappa d')/s: grows like sqrt(d') ~ d^{1/4}"),
            Direction("d -> inf (log d = t, baseline)", "ld", INF, move=_a_move_d,
                      points=(600.0, 800.0, 1000.0, 1400.0, 2000.0),
                      reason="||a||/(F s) - 1 = sqrt(2 g kappa d')/s ~ kappa d^{1/4}/(nu^{1/2} log^{1/4} d)"),
            Direction("heavy mass g (Item 4's deviation/(2 kappa F^2)) up to Item 4's edge g = 1", "g", 1.0,
                      move=_a_move_g, points=(1e-3, 1e-2, 0.1, 0.3, 1.0),
                      reason="the heavy sum is sqrt(2 g kappa |S|) F: grows like sqrt(g) up to Item 4's edge"),
            Direction("lambda, c, c8, nu, k, ts (v across Assumption 4's range), beta", "lam", 0.0,
                      how="search", reason="lambda in [1e-3, 0.999], c in [1e-3, 1], c8 in [1, 10], nu in [0.01, 2], "
                                           "k in [3, 1e6], ts in [0, 1], beta in [0, 3] drawn"),
        ),
        mutants={"log d (a wrong shape growing along d)": B.a_norm_mut_log,
                 "d^{1/8} (a wrong shape growing along d)": B.a_norm_mut_quarter},
        expect="conditional",
        evidence="Crosses on chenli.lemma6.8-item4's diagonal family (m = 1) with Item 4 holding (g <= 1): log d = 600, "
                 "lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3, g = 1/2, beta = 1: |S| = d' = e^{279.5}, "
                 "the heavy sum |x^T Theta_S X_{2,S}| = sqrt(kappa |S|) F = e^{131.1} F against F s = 4.31 F; "
                 "ratio e^{129.6}, growing like d^{1/4} (e^{476.9} at log d = 2000; log v = 152.3 against "
                 "Assumption 4's top log(sqrt(d)/(10 r^2)) = 217.3). The term the proof bounds by "
                 "(79) and (77)'s second part is <~ (v/nu) kappa F: (77) has nu of (75), not Assumption 4's v, and "
                 "v ~ (g nu)^{1/2} (d log d)^{1/4} here (Assumption 4 admits up to sqrt(d)/r^2). The proof needs it "
                 "for every assignment to X_{2,S} (L1817, and (79) is 'for any z'); for a uniformly random X_{2,S} "
                 "the term is ~ N(0, 2 g kappa F^2), negligible against F s (a 'typical X_{2,S}' reading would "
                 "hold). Every checkable hypothesis holds (those of chenli.lemma6.8-item4, Items 2 and 4 of "
                 "Lemma 6.8, Case (A) with E' supported on the heavy columns and orthogonal to Theta, beta <= 3); "
                 "conditional on Assumption 7 (no run can certify it at d = e^{600}; generic for this family, and "
                 "Lemma C.3's smoothed copy moves ||a|| by O(F)) and Assumption 11's m2_bar (vacuous as printed). "
                 "Second path: tests/test_chenli_r13_chenliB.py::test_a_norm_second_path.",
        second_path="tests/test_chenli_r13_chenliB.py::test_a_norm_second_path",
        notes=R11.A7_EXPONENT_NOTE + "The lower part of the Theta (||a|| >~ sqrt(m) F s) fails on the same family too: some assignment "
              "X_{2,S} puts x^T Theta_S X_{2,S} within a = F sqrt(2 g kappa/|S|) of F s (steps of 2a), so a_1 ~ 0; "
              "the upper part is encoded here, the lower part in chenli.display.lemma6.4-a-norm-lower (round 14).",
        domain=_A_DOMAIN + (_A_BETA,),
        settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
    ),
]


# Lemma 6.8 Item 4 on non-diagonal families (round-13 lead; chenli.lemma6.8-item4's generator is diagonal).
#
# For any Theta and x, ||x^T Theta_{:,S^c}||^2 - ||Theta||_F^2 = (||Theta^T x||^2 - ||Theta||_F^2) - sum_{j in S}
# (Theta^T x)_j^2. The first term is Hanson-Wright's (mean 0, std <= sqrt(2) ||Theta Theta^T||_F <= sqrt(2)
# ||Theta||_F^2/sqrt(r_Theta), small against kappa F^2 when kappa^2 r_Theta >> 1); the second is at most d' ||Theta^T x||_inf^2. So a crossing
# of Item 4 needs heavy coordinates of Theta^T x on a set of size <= d', which the diagonal family realizes with the
# least v for its heavy mass; a non-diagonal Theta with the same heavy columns (dense light part, e.g. Lemma C.3's
# smoothed copy, or a rotated light block) changes the deviation by the Hanson-Wright term only. The verdict of
# chenli.lemma6.8-item4 stays 'conditional' for every family: Assumption 7 ('for all lambda up to exp(d^{O(1)})' at
# d ~ e^{600}) cannot be certified by any run for any Theta, diagonal or not. The test
# tests/test_chenli_r13_chenliB.py::test_item4_nondiagonal_identity checks this decomposition numerically on
# non-diagonal (rotated light part) instances at small d.


# ------------------------------------------------------ L1859 (Case (A)) and L1970 (Case (B)): (164)'s left side
#
# As printed: rho^3 m^3 r_bar^3 ||a||^3/(r^6 d^{3/2}) = O~(v^3 poly(m) beta^3/(lambda^3 d^{3/2})) (Case (A), L1859) and
# = O~(max(v^3, d^{3/2}/(v^3 d'^3)) poly(m) beta^3/(lambda^3 d^{3/2})) (Case (B), L1970), with the proof's own
# parameters: ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)) (L1827, L1947; its Theta a factor A in
# [0.1, 10]), r = sqrt((1 - 2 kappa) lambda) F, r_bar = sqrt(1 + 2 kappa) F (L1831, L1949), rho = v sqrt(log d) (Case (A),
# L1897: 'rho = v sqrt(log d) ... exactly as in Step 1'; L1829 prints O(nu sqrt(log d)), read with Assumption 4's v as
# Item 2 gives it) and rho = max(sqrt(d)/(v d'), v sqrt(log d)) (Case (B), L1949, its nu read as v likewise), d' of
# (75). The left side carries (sqrt(10 log k) + beta)^3, the right side beta^3: as beta -> 0 (Lemma 6.4 lets beta be
# any value << min(d, ||Theta_1||_F)) the ratio grows like beta^{-3} whatever O~ and poly(m) hide. Both sides are
# divided by V log^{3/2}(d)/d^{3/2} (V = the printed v-factor), a common positive factor.

_LN10 = math.log(10.0)


def _l1859_window(ld: float, m: int, k: float, c7: float, c8: float) -> tuple[float, float]:
    """lambda's floor ((8) non-empty with '<<' a factor 10 at both ends, and Assumption 11's m <= lambda log d/(10
    log k) with v = 1) and top 0.999, in logs (as chenli.display.eq77-first)."""
    llog = c8 * math.log(ld + math.log(m) + math.log(k))
    f8 = (math.log(100.0) + llog + 6.5 * math.log(m) + 2.0 * math.log(ld) - math.log(c7) - ld / 4.0) / 7.5
    f11 = math.log(10.0 * m * math.log(k) / ld)
    return max(f8, f11), math.log(0.999)


def _l1859_q(inst: dict, case_b: bool) -> dict:
    ld, m, k, lam = float(inst["ld"]), int(inst["m"]), float(inst["k"]), float(inst["lam"])
    c7, c8, beta, A, nu = (float(inst[x]) for x in ("c7", "c8", "beta", "A", "nu"))
    llam = math.log(lam)
    lk = math.log(c7) + 6.5 * llam - 6.5 * math.log(m) - 2.0 * math.log(ld)  # (7)
    kap = math.exp(lk)
    llog = c8 * math.log(ld + math.log(m) + math.log(k))
    log_r_lo = _LN10 + llog - lk - llam  # (8)'s lower end ('<<' a factor 10)
    log_r_hi = ld / 4.0 - _LN10
    log_v_top = ld / 2.0 - _LN10 - 2.0 * log_r_lo  # Assumption 4: v <= sqrt(d)/(10 r^2), r at (8)'s lower end
    lv = float(inst["tv"]) * max(0.0, log_v_top)
    ldp = lk + ld / 2.0 - math.log(nu) - 0.5 * math.log(ld)  # (75)
    s = math.sqrt(10.0 * math.log(k)) + beta
    # rho/sqrt(log d) cubed over the printed v-factor V (logs)
    if case_b:
        l_sd = ld / 2.0 - lv - ldp  # log(sqrt(d)/(v d'))
        l_rho3 = 3.0 * max(l_sd - 0.5 * math.log(ld), lv)
        l_V = max(3.0 * lv, 3.0 * l_sd)
    else:
        l_rho3 = l_V = 3.0 * lv
    l_rest = (4.5 * math.log(m) + 1.5 * math.log1p(2.0 * kap) + 3.0 * math.log(A) + 3.0 * math.log(s)
              - 3.0 * math.log1p(-2.0 * kap) - 3.0 * llam)
    l_floor, l_top = _l1859_window(ld, m, k, c7, c8)
    return {"lhs": math.exp(l_rho3 - l_V + l_rest), "m": m, "lam": lam, "beta": beta, "k": k, "kappa": kap,
            "log_kappa": lk, "log_v": lv, "log_v_top": log_v_top, "log_dprime": ldp, "s": s, "ld": ld,
            "slack_8": log_r_hi - log_r_lo, "slack_lam": min(llam - l_floor + 1e-12, l_top - llam + 1e-12),
            "slack_77": llam - math.log(10.0 * m) - lk, "slack_k": min(k - m, log_r_hi - math.log(k)),
            "rho3_over_V": math.exp(l_rho3 - l_V)}


def _l1859_measure(case_b: bool):  # noqa: ANN202
    def measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
        q = _l1859_q(inst, case_b)
        return Measurement(q["lhs"], {"m": q["m"], "lam": q["lam"], "beta": q["beta"], "k": q["k"]},
                           {"kappa": q["kappa"], "log v": q["log_v"], "log v top (Assumption 4)": q["log_v_top"],
                            "log d'": q["log_dprime"], "sqrt(10 log k) + beta": q["s"],
                            "rho^3/(V log^{3/2} d)": q["rho3_over_V"], "slack_8": q["slack_8"],
                            "slack_lam": q["slack_lam"], "slack_77": q["slack_77"], "slack_k": q["slack_k"]})

    return measure


def _l1859_exact(case_b: bool):  # noqa: ANN202
    def exact(inst: dict) -> Measurement:
        """The left side from its definition at 50 digits: rho^3 m^3 r_bar^3 ||a||^3/(r^6 d^{3/2}) over V log^{3/2}(d)/
        d^{3/2}, F = 1 (it cancels)."""
        import mpmath as mp

        q = _l1859_q(inst, case_b)
        with mp.workdps(50):
            ld, m, lam, k = mp.mpf(inst["ld"]), int(inst["m"]), mp.mpf(inst["lam"]), mp.mpf(inst["k"])
            kap = mp.mpf(inst["c7"]) * lam ** mp.mpf(6.5) / (m ** mp.mpf(6.5) * ld**2)
            lv = mp.mpf(q["log_v"])
            ldp = mp.log(kap) + ld / 2 - mp.log(mp.mpf(inst["nu"])) - mp.log(ld) / 2
            if case_b:
                l_rho = max(ld / 2 - lv - ldp, lv + mp.log(ld) / 2)
                l_V = max(3 * lv, 3 * (ld / 2 - lv - ldp))
            else:
                l_rho, l_V = lv + mp.log(ld) / 2, 3 * lv
            r, rbar = mp.sqrt((1 - 2 * kap) * lam), mp.sqrt(1 + 2 * kap)
            a = mp.mpf(inst["A"]) * mp.sqrt(m) * (mp.sqrt(10 * mp.log(k)) + mp.mpf(inst["beta"]))
            lhs = mp.e ** (3 * l_rho - l_V - mp.mpf(1.5) * mp.log(ld)) * m**3 * rbar**3 * a**3 / r**6
        return Measurement(float(lhs), {"m": m, "lam": float(lam), "beta": float(inst["beta"]), "k": float(k)}, {},
                           exact=True)

    return exact


def _l1859_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        ld = float(d(with_edges(log_uniform(300.0, 1e4), 1000.0, 1e4)))
        m = int(d(st.one_of(st.sampled_from([1, 2]), st.integers(1, 8))))
        k = float(d(with_edges(log_uniform(max(3.0, float(m)), 1e6), max(3.0, float(m)))))
        c7 = float(d(with_edges(log_uniform(1e-3, 1.0), 1.0)))
        c8 = float(d(with_edges(st.floats(1.0, 10.0), 3.0)))
        lo, hi = _l1859_window(ld, m, k, c7, c8)
        tl = float(d(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
        return {"ld": ld, "m": m, "k": k, "c7": c7, "c8": c8, "lam": math.exp(lo + tl * (hi - lo)) if lo < hi else 0.5,
                "beta": float(d(with_edges(log_uniform(1e-4, 3.0), 1e-4, 1.0, 3.0))),
                "A": float(d(with_edges(log_uniform(0.1, 10.0), 1.0))),
                "nu": float(d(with_edges(log_uniform(0.01, 2.0), 1.0))),
                "tv": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))}

    return draw()


_L1859_ASSUMPTIONS = (
    Assumption("(8) ('<<' a factor 10 at both ends)", "10 log^c(dmk)/(kappa lambda) <= d^{1/4}/10 (the window for "
               "r_Theta is non-empty)", lambda q: _l1859_q(q, False)["slack_8"]),
    Assumption("Assumption 1 and Assumption 11's m1_bar (v = 1, factor 10)", "lambda < 1 and lambda >= its floor "
               "(m <= lambda log d/(10 log k); (8))", lambda q: _l1859_q(q, False)["slack_lam"]),
    Assumption("(77) first part / lambda >> m kappa (factor 10)", "10 m kappa <= lambda (so 2 kappa < 1)",
               lambda q: _l1859_q(q, False)["slack_77"]),
    Assumption("Section 4.3", "m <= k <= r_Theta", lambda q: _l1859_q(q, False)["slack_k"]),
    Assumption("Lemma 6.4: 0 < beta << min(d, ||Theta_1||_F); Theorem 6.17: beta <~ 1", "0 < beta <= 3",
               lambda q: min(float(q["beta"]), 3.0 - float(q["beta"]))),
    Assumption("Assumption 4", "1 <= v <= sqrt(d)/(10 r_Theta^2) (v = (its top)^{tv})", lambda q: _l1859_q(q, False)["log_v_top"]),
)


def _l1859_move_beta(inst: dict, t: float) -> dict:
    return {**inst, "beta": float(t)}


def _l1859_move_m(inst: dict, t: float) -> dict:
    """m = t at log d = 1e4, lambda = 0.999, k = max(3, m), c of (7) = 1, c of (8) = 3."""
    m = int(round(t))
    return {**inst, "m": m, "ld": 1e4, "lam": 0.999, "k": max(3.0, float(m)), "c7": 1.0, "c8": 3.0}


def _l1859_move_lam(inst: dict, t: float) -> dict:
    """lambda = t at log d = 1e4, m = 1, k = 3 (Assumption 11's floor 10 log 3/1e4 = 1.1e-3)."""
    return {**inst, "lam": float(t), "ld": 1e4, "m": 1, "k": 3.0, "c7": 1.0, "c8": 3.0}


def _l1859_claim(case_b: bool) -> Claim:
    line, twin = ("L1970", "L1968-L1972") if case_b else ("L1859", "L1857-L1861")
    vtxt = "max(v^3, d^{3/2}/(v^3 d'^3))" if case_b else "v^3"
    return Claim(
        id=f"chenli.display.lemma6.4-{'B' if case_b else 'A'}-164-lhs",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case ({'B' if case_b else 'A'}), condition (164), {SEED_FILE} {line} (the step "
               f"{twin}; (164) L3750, ||a|| {'L1947' if case_b else 'L1827'}, rho and r {'L1949' if case_b else 'L1829-L1831, L1897'}, "
               "(75) L1631, (7) L439, (8))",
        statement=f"'Eq. (164): The left-hand side is given by rho^3 m^3 r_bar^3 ||a||^3/(r^6 d^{{3/2}}) = O~({vtxt} "
                  "poly(m) beta^3/(lambda^3 d^{3/2}))', with ||a|| = Theta(sqrt(m) ||Theta_1||_F (sqrt(log k) + beta)), "
                  "r = sqrt((1 - 2 kappa) lambda) ||Theta_1||_F, r_bar = sqrt(1 + 2 kappa) ||Theta_1||_F and rho "
                  f"{'max(sqrt(d)/(v d'+chr(39)+'), v sqrt(log d))' if case_b else 'v sqrt(log d)'}; one constant "
                  "(and the O~'s polylog, poly(m) = m^{9/2}) over the lemma's hypotheses.",
        statement_tex=(r"$$\frac{\rho^3 m^3 \bar{r}^3 \|a\|^3}{\underline{r}^6 d^{3/2}} = \tilde{O}\left(\frac{"
                       + (r"\max(v^3, d^{3/2}/(v^3 d'^3))" if case_b else "v^3")
                       + r" \cdot \text{poly}(m) \beta^3}{\lambda^3 d^{3/2}}\right)$$"),
        kind="step", comparison="<=", bound=B.l1859_shape, measure=_l1859_measure(case_b),
        exact=_l1859_exact(case_b), strategy=_l1859_instances(), assumptions=_L1859_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("beta -> 0", "beta", 0.0, move=_l1859_move_beta, points=(1.0, 0.1, 0.01, 1e-3, 1e-4),
                      reason="the left side keeps (sqrt(10 log k) + beta)^3, the right side has beta^3"),
            Direction("m -> inf (log d = 1e4, lambda = 0.999)", "m", INF, move=_l1859_move_m,
                      points=(1.0, 3.0, 10.0, 30.0, 100.0), reason="both sides carry m^{9/2}"),
            Direction("lambda -> its floor (log d = 1e4, m = 1, k = 3)", "lam", 0.0, move=_l1859_move_lam,
                      points=(0.5, 0.1, 0.03, 0.01, 0.003), reason="both sides carry lambda^{-3}"),
            Direction("log d, k, c, c8, A, nu, v (tv)", "ld", INF, how="search",
                      reason="log d in [300, 1e4], k <= 1e6, c in [1e-3, 1], c8 in [1, 10], A in [0.1, 10], nu in "
                             "[0.01, 2], v across Assumption 4's range drawn; d and v cancel (both sides divided by "
                             "V log^{3/2}(d)/d^{3/2}), k enters through sqrt(10 log k) only"),
        ),
        readings=(Reading("(sqrt(log k) + beta)^3", "beta^3 read as (sqrt(log k) + beta)^3, the cube of ||a||/(sqrt(m) "
                          "||Theta_1||_F) (L1827, L1845)", bound=B.l1859_corrected),),
        expect="erratum as printed",
        evidence="The left side is a closed form of the proof's own parameters: with ||a|| = A sqrt(m) F (sqrt(10 log k) "
                 "+ beta), r = sqrt((1 - 2 kappa) lambda) F, r_bar = sqrt(1 + 2 kappa) F and rho as printed, "
                 "rho^3 m^3 r_bar^3 ||a||^3/(r^6 d^{3/2}) = (rho^3/log^{3/2} d) m^{9/2} A^3 (1 + 2 kappa)^{3/2} "
                 "(sqrt(10 log k) + beta)^3 log^{3/2}(d)/((1 - 2 kappa)^3 lambda^3 d^{3/2}). The printed right side "
                 "has beta^3 where the left side has (sqrt(10 log k) + beta)^3: as beta -> 0 (Lemma 6.4 only asks beta "
                 "<< min(d, ||Theta_1||_F); Theorem 6.17 itself takes beta ~ log(k/(eps sqrt(lambda)))/||Theta_1||_F, "
                 "<< 1 under Assumption 6 (L2178-L2180), so small beta is the proof's own regime) the ratio grows like "
                 "(sqrt(10 log k)/beta)^3 whatever the O~ hides "
                 "(polylog factors in d, k, m cannot offset beta^{-3} at fixed d, k, m). Instance: log d = 1000, m = 1, "
                 "k = 3, lambda = 0.5, c of (7) = 1, c of (8) = 3, A = 1, beta = 1e-4: ratio (lhs over shape, both "
                 "divided by V log^{3/2}(d)/d^{3/2}) = 3.6e13 (80.3 at beta = 1), and 31.6 under the reading. Every hypothesis encoded ((7), (8), "
                 "Assumptions 1, 4, 11's m1_bar, (77)'s first part, m <= k <= r_Theta, 0 < beta <= 3). Harmless for "
                 "the proof ((164)'s right side exp(-||a||^2/4r^2) is what matters, and with (sqrt(log k) + beta)^3 "
                 "the argument is unchanged): the display drops the sqrt(log k) of ||a||." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: (8), m1_bar, (77), Section 4.3, Assumption 4 (factors 10). Outcome (a) the crossing "
                 "survives every admissible value of the constant: the beta path moves beta, which no factor-10 "
                 "hypothesis involves (beta << min(d, F) only improves); at any constants a larger log d meets "
                 "them (kappa -> 0), and the ratio (sqrt(10 log k)/beta)^3 diverges at every fixed (d, k, m, "
                 "lambda).",
        corrected=B.l1859_corrected,
        corrected_text="rho^3 m^3 r_bar^3 ||a||^3/(r^6 d^{3/2}) = O~(" + vtxt + " poly(m) (sqrt(log k) + beta)^3/"
                       "(lambda^3 d^{3/2})).",
        second_path="tests/test_chenli_r13_chenliB.py::test_l1859_second_path",
        mutants={"poly(m) = m^3 (wrong along m)": B.l1859_mut_m3,
                 "lambda^2 for lambda^3 (wrong along lambda -> 0)": B.l1859_mut_lam2},
        notes="rho's nu (L1829, L1949) read as Assumption 4's v (L1897 restates Case (A)'s rho as v sqrt(log d); Item 2 "
              "bounds ||Theta_i^T x||_inf by v sqrt(log d) ||Theta_i||_F/sqrt(d)). "
              + ("With nu literal in Case (B), rho/sqrt(log d) = max(1/kappa, nu) against V = max(v^3, nu^3 log^{3/2}(d)/"
                 "(v^3 kappa^3)), which also diverges along d at v^6 = nu^3 log^{3/2}(d)/kappa^3 (not encoded)."
                 if case_b else ""),
        domain=(
            Param("beta", 0.0, 3.0, lo_closed=False, key="beta", text="beta (0 < beta << min(d, F); beta <~ 1)",
                  unreached="beta >= 1e-4 drawn and on the path"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8 drawn, 100 on its path (Assumption 11: m <= lambda log d/(10 log k))"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda down to its floor drawn, 0.003 on its path"),
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d in [300, 1e4]: d cancels"),
            Param("k", 2.0, INF, key="k", text="k", unreached="k <= 1e6"),
            Param("A", 0.0, INF, lo_closed=False, key="A", text="||a||/(sqrt(m) F (sqrt(10 log k) + beta)) (L1827's "
                  "Theta)", unreached="A in [0.1, 10]"),
        ),
        settings={"ci": {"max_examples": 30, "budget_s": 4.0}},
    )


CLAIMS += [_l1859_claim(False), _l1859_claim(True)]


# ------------------------------------------------------------------------ L1845: sqrt(m) ||a||/r^2 (Case (A), (163))
#
# 'Eq. (163): Note that sqrt(m) ||a||/r^2 ~ m (sqrt(log k) + beta)/(lambda ||Theta_1||_F)' with the proof's ||a|| =
# Theta(sqrt(m) F (sqrt(10 log k) + beta)) (L1827, its Theta the factor A in [0.1, 10]) and r = sqrt((1 - 2 kappa)
# lambda) F (L1831): sqrt(m) ||a||/r^2 = A m (sqrt(10 log k) + beta)/((1 - 2 kappa) lambda F), within [A, sqrt(10) A/
# (1 - 2 kappa)] of the shape. Both parts of the '~' on chenli.display.lemma6.4-A-164-lhs's instances. (With the
# worst-case X_{2,S} of chenli.display.lemma6.4-a-norm, ||a|| itself is larger; this display takes L1827 as given.)


def _l1845_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = F sqrt(m) ||a||/r^2 = A m (sqrt(10 log k) + beta)/((1 - 2 kappa) lambda) (F = ||Theta_1||_F cancels)."""
    q = _l1859_q(inst, False)
    m, lam, beta, k, kap = q["m"], q["lam"], q["beta"], q["k"], q["kappa"]
    lhs = float(inst["A"]) * m * q["s"] / ((1.0 - 2.0 * kap) * lam)
    return Measurement(lhs, {"m": m, "lam": lam, "beta": beta, "k": k},
                       {"kappa": kap, "sqrt(10 log k) + beta": q["s"], "A": float(inst["A"])})


def _l1845_move_k(inst: dict, t: float) -> dict:
    """Round 23 (chenliA): k = t tokens (an open end with no direction before), the rest held."""
    return {**inst, "k": float(t)}


def _l1845_claim(lower: bool) -> Claim:
    return Claim(
        id="chenli.display.lemma6.4-A-163-a-over-r2" + ("-lower" if lower else ""),
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (A), condition (163), {SEED_FILE} L1845 (the step L1843-L1845; ||a|| L1827, "
               "r L1831)",
        statement="'Eq. (163): Note that sqrt(m) ||a||/r^2 ~ m (sqrt(log k) + beta)/(lambda ||Theta_1||_F)', with ||a|| = "
                  "Theta(sqrt(m) ||Theta_1||_F (sqrt(10 log k) + beta)) (L1827) and r = sqrt((1 - 2 kappa) lambda) "
                  "||Theta_1||_F; " + ("lower" if lower else "upper") + " part of the '~', constant hidden.",
        statement_tex=r"$$\sqrt{m}\|a\|/r^2 \asymp \frac{m(\sqrt{\log k} + \beta)}{\lambda\|\Theta_1\|_F}.$$",
        kind="step", comparison=">=" if lower else "<=", bound=B.l1845_shape, measure=_l1845_measure,
        strategy=_l1859_instances(), assumptions=_L1859_ASSUMPTIONS, constants="hidden", uniform=True,
        directions=(
            Direction("beta -> 0", "beta", 0.0, move=_l1859_move_beta, points=(1.0, 0.1, 0.01, 1e-3, 1e-4),
                      reason="both sides carry sqrt(log k) + beta (up to the factor sqrt(10))"),
            Direction("m -> inf (log d = 1e4, lambda = 0.999)", "m", INF, move=_l1859_move_m,
                      points=(1.0, 3.0, 10.0, 30.0, 100.0), reason="both sides carry m"),
            Direction("lambda -> its floor (log d = 1e4, m = 1, k = 3)", "lam", 0.0, move=_l1859_move_lam,
                      points=(0.5, 0.1, 0.03, 0.01, 0.003), reason="both sides carry 1/lambda"),
            Direction("log d, k, c, c8, A", "ld", INF, how="search",
                      reason="log d in [300, 1e4], k <= 1e6, c in [1e-3, 1], c8 in [1, 10], A in [0.1, 10] drawn; d "
                             "enters only through kappa <= lambda/(10 m)"),
            Direction("k -> inf", "k", INF, move=_l1845_move_k, points=(3.0, 100.0, 1e4, 1e6, 1e9),
                      reason="round 23: both sides carry sqrt(log k) + beta (the ratio tends to A sqrt(10)/(1 - 2 "
                             "kappa)); Assumption 11's m1_bar (m <= lambda log d/(10 log k)) rejects the largest k at "
                             "small lambda log d"),
        ),
        expect="holds",
        evidence="lhs/shape = A (sqrt(10 log k) + beta)/((1 - 2 kappa)(sqrt(log k) + beta)), in [A, sqrt(10) A/0.8].",
        mutants=({"m^2 for m (wrong along m)": B.l1845_mut_lower_m2} if lower else
                 {"lambda^{1/2} for lambda (wrong along lambda -> 0)": B.l1845_mut_lam_half,
                  "sqrt(m) for m (wrong along m)": B.l1845_mut_sqrt_m}),
        domain=(
            Param("beta", 0.0, 3.0, lo_closed=False, key="beta", text="beta", unreached="beta >= 1e-4"),
            Param("m", 1, INF, integer=True, text="m heads", unreached="m <= 8 drawn, 100 on its path (Assumption 11: m <= lambda log d/(10 log k))"),
            Param("lambda", 0.0, 1.0, lo_closed=False, hi_closed=False, key="lam", text="lambda (Assumption 1)",
                  unreached="lambda down to its floor drawn, 0.003 on its path"),
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d in [300, 1e4]"),
            Param("k", 2.0, INF, key="k", text="k", unreached="k <= 1e6 drawn, 1e9 on the k path"),
            Param("A", 0.0, INF, lo_closed=False, key="A", text="L1827's Theta factor", unreached="A in [0.1, 10]"),
        ),
        settings={"ci": {"max_examples": 20, "budget_s": 2.0}},
    )


CLAIMS += [_l1845_claim(False), _l1845_claim(True)]


# ---------------------------------------------- L1949: rho of (160) in Case (B) for the last row v_{m+1} ~ x^T E'_{S^c}
#
# 'Because we are in Case (B) and are conditioning on Item 2 from Lemma 6.8, we can take rho in Theorem B.4 to be
# max(sqrt(d)/(nu d'), nu sqrt(log d))' (L1949), for the rows v_1..v_m and v_{m+1} = sgn(.) (||Theta_1||_F/||x^T
# E'_{S^c}||) x^T E'_{S^c} (L1927). (160) asks ||v_j||_inf <= (rho/sqrt(d)) ||v_j||. Case (B)'s bullet gives only
# <x, E'_{:j}>^2 <= ||x^T E'_{S^c}||^2/(nu d') for j not in S, i.e. rho >= sqrt(d/(nu d')) for v_{m+1}; the printed
# sqrt(d)/(nu d') = sqrt(log d)/kappa ((75)) is smaller by sqrt(nu d') = (kappa^2 d/log d)^{1/4}.
# Instance (no x-randomness needed): E'_0 with single-entry columns, E'_0 e_j = c_j e_{p(j)}: d' columns (the set S)
# with |c_j| = A and n columns with |c_j| = 1, the rest 0, so |x^T E'_0| is A on S, 1 on n coordinates and 0 elsewhere
# for EVERY x: S is Fact 6.7's top-d' set, ||x^T E'_{S^c}||_inf^2/||x^T E'_{S^c}||^2 = 1/n <= 1/(nu d') for n >= nu
# d', and A^2 = 0.9 n (e^{1/nu} - 1)/d' keeps ||x^T E'_{S^c}||^2 = n >= e^{-1/nu} ||x^T E'||^2 (Case (B), not (A)).
# ||E'^T x||^2 = ||E'_0||_F^2 for every x (Item 3 and E_2 hold exactly, after scaling to ||Theta_1||_F). E' must be
# orthogonal to Theta_1..Theta_m: p(j) is the row of column j where sum_i (Theta_i)_{pj}^2 is least (<= m v^2 F^2/d^2
# by Assumption 4's column bound), and E' := E'_0 minus its projection on span(Theta_i); the projection moves x^T E'
# by at most eps = 1.1 m^{3/2} sqrt(|J| N) v/(lambda d) in norm (|J| = d' + n columns, N = ||E'_0||_F^2, v at
# Assumption 4's top, sigma_min of the heads' Gram >= lambda F^2/2), required <= 0.01 (an assumption): the
# profile and the bullet keep their slack. So the instance needs nothing of Theta beyond the lemma's hypotheses.


def _l1949_q(inst: dict) -> dict:
    ld, m, k, lam, nu = float(inst["ld"]), int(inst["m"]), float(inst["k"]), float(inst["lam"]), float(inst["nu"])
    c7, c8 = float(inst["c7"]), float(inst["c8"])
    llam = math.log(lam)
    lk = math.log(c7) + 6.5 * llam - 6.5 * math.log(m) - 2.0 * math.log(ld)  # (7)
    llog = c8 * math.log(ld + math.log(m) + math.log(k))
    log_r_lo = _LN10 + llog - lk - llam
    log_v_top = ld / 2.0 - _LN10 - 2.0 * log_r_lo
    ldp = lk + ld / 2.0 - math.log(nu) - 0.5 * math.log(ld)  # (75)
    ln_lo = math.log(1.05) + math.log(nu) + ldp  # n >= 1.05 nu d' (the bullet with room for the projection)
    ln_hi = ld - math.log(4.0)
    ln = ln_lo + float(inst["tn"]) * (ln_hi - ln_lo)
    lA2 = ln + math.log(math.expm1(1.0 / nu)) + math.log(0.9) - ldp  # A^2 = 0.9 n (e^{1/nu} - 1)/d'
    lJ = max(ldp, ln) + math.log1p(math.exp(-abs(ldp - ln)))  # log(d' + n)
    lN = max(ldp + lA2, ln) + math.log1p(math.exp(-abs(ldp + lA2 - ln)))  # log(d' A^2 + n)
    l_eps = math.log(1.1) + 1.5 * math.log(m) + 0.5 * (lJ + lN) + max(0.0, log_v_top) - llam - ld
    eps = math.exp(min(l_eps, 50.0))
    # (160) for v_{m+1}: sqrt(d - d') ||u||_inf/||u||, u = x^T E'_{S^c}: max entry >= 1 - eps, norm^2 <= (sqrt(n) +
    # eps)^2 (the projection's shift bounded in norm)
    l_sd = 0.5 * (ld + math.log1p(-math.exp(ldp - ld)))
    log_lhs = l_sd + math.log(max(1e-300, 1.0 - eps)) - math.log(math.exp(0.5 * ln) + eps)
    return {"log_lhs": log_lhs, "log_rho_a": 0.5 * ld - math.log(nu) - ldp, "log_rho_b": math.log(nu) + 0.5 * math.log(ld),
            "log_rho_c": 0.5 * ld - 0.5 * (math.log(nu) + ldp), "log_kappa": lk, "log_dprime": ldp, "log_n": ln,
            "log_A2": lA2, "log_eps": l_eps, "log_v_top": log_v_top, "ld": ld, "nu": nu,
            "slack_8": ld / 4.0 - _LN10 - log_r_lo, "slack_77": llam - math.log(10.0 * m) - lk,
            "slack_lam": min(llam - _l1859_window(ld, m, k, c7, c8)[0] + 1e-12, math.log(0.999) - llam + 1e-12),
            "slack_k": min(k - m, ld / 4.0 - _LN10 - math.log(k))}


def _l1949_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    q = _l1949_q(inst)
    if q["log_lhs"] > 700.0:
        raise SolverFailure(f"log lhs = {q['log_lhs']:.0f}: past float64's range")
    return Measurement(math.exp(q["log_lhs"]), {"log_rho_a": q["log_rho_a"], "log_rho_b": q["log_rho_b"],
                                                 "log_rho_c": q["log_rho_c"]},
                       {"log kappa": q["log_kappa"], "log d'": q["log_dprime"], "log n": q["log_n"],
                        "log A^2": q["log_A2"], "log eps (projection shift)": q["log_eps"],
                        "log sqrt(d)/(nu d') (printed, first branch)": q["log_rho_a"],
                        "log sqrt(d/(nu d')) (needed at n = nu d')": q["log_rho_c"]})


def _l1949_exact(inst: dict) -> Measurement:
    """The same logs at 50 digits (mpmath) from (7), (75) and the construction."""
    import mpmath as mp

    q = _l1949_q(inst)
    with mp.workdps(50):
        ld, m, lam, nu = mp.mpf(inst["ld"]), int(inst["m"]), mp.mpf(inst["lam"]), mp.mpf(inst["nu"])
        lk = mp.log(mp.mpf(inst["c7"])) + mp.mpf(6.5) * mp.log(lam) - mp.mpf(6.5) * mp.log(m) - 2 * mp.log(ld)
        ldp = lk + ld / 2 - mp.log(nu) - mp.log(ld) / 2
        lo = mp.log(mp.mpf("1.05")) + mp.log(nu) + ldp
        ln = lo + mp.mpf(inst["tn"]) * (ld - mp.log(4) - lo)
        eps = mp.e ** mp.mpf(min(q["log_eps"], 50.0))
        lhs = mp.sqrt(mp.e**ld - mp.e**ldp) * (1 - eps) / (mp.e ** (ln / 2) + eps)
    return Measurement(float(lhs), {k: q[k] for k in ("log_rho_a", "log_rho_b", "log_rho_c")}, {}, exact=True)


def _l1949_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        inst = d(_l1859_instances())
        ld = float(d(with_edges(log_uniform(300.0, 1200.0), 600.0, 1000.0)))
        lo, hi = _l1859_window(ld, int(inst["m"]), float(inst["k"]), float(inst["c7"]), float(inst["c8"]))
        tl = float(d(with_edges(st.floats(0.0, 1.0), 0.0, 1.0)))
        return {**{k: inst[k] for k in ("m", "k", "c7", "c8", "nu")}, "ld": ld,
                "lam": math.exp(lo + tl * (hi - lo)) if lo < hi else 0.5,
                "tn": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 0.5, 1.0)))}

    return draw()


def _l1949_slack(key: str):  # noqa: ANN202
    return lambda q: _l1949_q(q)[key]


_L1949_ASSUMPTIONS = (
    Assumption("(8) ('<<' a factor 10 at both ends)", "10 log^c(dmk)/(kappa lambda) <= d^{1/4}/10",
               _l1949_slack("slack_8")),
    Assumption("Assumption 1 and Assumption 11's m1_bar", "lambda in [its floor, 0.999]", _l1949_slack("slack_lam")),
    Assumption("(77) first part / lambda >> m kappa (factor 10)", "10 m kappa <= lambda", _l1949_slack("slack_77")),
    Assumption("Section 4.3", "m <= k <= r_Theta", _l1949_slack("slack_k")),
    Assumption("(75): 1 <= d' and the construction fits", "d' >= 1 and d' + n <= d/2",
               lambda q: min(_l1949_q(q)["log_dprime"], _l1949_q(q)["ld"] - math.log(2.0)
                             - max(_l1949_q(q)["log_dprime"], _l1949_q(q)["log_n"]) - math.log(2.0))),
    Assumption("Fact 6.7's S is the heavy set", "A >= 1.05 (the d' heavy entries exceed the unit ones after the shift)",
               lambda q: 0.5 * _l1949_q(q)["log_A2"] - math.log(1.05)),
    Assumption("E' orthogonal to the heads: the projection's shift is negligible", "eps = 1.1 m^{3/2} sqrt((d' + n) "
               "||E'_0||_F^2) v_top/(lambda d) <= 0.01 (v at Assumption 4's top)",
               lambda q: math.log(0.01) - _l1949_q(q)["log_eps"]),
)


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-B-rho",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (B), {SEED_FILE} L1949 (v_{{m+1}} L1927; Case (B)'s bullet L1645; (160) L3740; "
               "(75) L1631; Fact 6.7 L1617)",
        statement="'Because we are in Case (B) and are conditioning on Item 2 from Lemma 6.8, we can take rho in Theorem "
                  "B.4 to be max(sqrt(d)/(nu d'), nu sqrt(log d))' (L1949): (160) ||v_j||_inf <= (rho/sqrt(d)) "
                  "||v_j||_2 for v_1..v_m and v_{m+1} ~ x^T E'_{S^c} (L1927). Checked on v_{m+1}: sqrt(d - d') "
                  "||v_{m+1}||_inf/||v_{m+1}|| <= max(sqrt(d)/(nu d'), nu sqrt(log d)).",
        statement_tex=r"$$\rho = \max(\sqrt{d}/(\nu d'), \nu \sqrt{\log d}), \qquad \|v_{m+1}\|_\infty \leq "
                      r"\frac{\rho}{\sqrt{d}} \|v_{m+1}\|_2 \quad (160)$$",
        kind="step", comparison="<=", bound=B.l1949_rho, measure=_l1949_measure, exact=_l1949_exact,
        strategy=_l1949_instances(), assumptions=_L1949_ASSUMPTIONS,
        readings=(Reading("sqrt(nu d')", "the first branch's nu d' read as sqrt(nu d'), the bullet's (L1645) "
                          "||x^T E'_{S^c}||_inf^2 <= ||x^T E'_{S^c}||^2/(nu d'): rho = max(sqrt(d/(nu d')), nu "
                          "sqrt(log d))", bound=R14B.l1949_rho_reading),),
        expect="erratum as printed",
        evidence="Re-derived independently from the paper by auditors' own scripts (docs/audits/round14/chenli.md, auditor A): confirmed as printed. Re-derived independently from the paper by auditors' own scripts (docs/audits/round13/chenli.md, auditor A): confirmed as printed (round 14: relabelled from 'erratum' to 'erratum as printed' with "
                 "the reading sqrt(nu d') for nu d', as the audit advises: a dropped square root, harmless for the proof). Case (B)'s bullet (<x, E'_{:j}>^2 <= ||x^T E'_{S^c}||^2/(nu d') off S) bounds ||v_{m+1}||_inf/"
                 "||v_{m+1}|| only by 1/sqrt(nu d'), and the bound is attained: with E'_0's single-entry columns "
                 "(|x^T E'_0| = A on the d' columns of S, 1 on n >= nu d' others, 0 elsewhere, for every x) the ratio "
                 "is 1/sqrt(n). At log d = 600, lambda = 1/2, m = 1, k = 3, c of (7) = 1, c of (8) = 3, nu = 1, n = "
                 "1.05 nu d': log d' = 279.5, the needed rho is sqrt(d/n) = e^{160.2} while the printed max(sqrt(d)/"
                 "(nu d'), nu sqrt(log d)) = sqrt(log d)/kappa = e^{20.5}. Inside every hypothesis: Case (B) and not "
                 "(A) (A^2 = 0.9 n (e^{1/nu} - 1)/d'), S = Fact 6.7's top-d' set, Items 3 and E_2 exact (||E'^T x|| = "
                 "||E'||_F), E' orthogonal to the heads after a projection whose shift is e^{-100} or less (Assumption "
                 "4's column bound with v at its top), (7), (8), (75), (77)'s first part, Assumption 11's m1_bar. "
                 "The instance uses no property of Theta beyond the lemma's hypotheses. The printed first branch has "
                 "nu d' where the bullet gives sqrt(nu d'). Harmless for the proof: rho enters only (164), whose left "
                 "side ~ rho^3/d^{3/2} stays tiny with rho = sqrt(d/(nu d')) ~ d^{1/4}." +
                 " Round 29 (hhC, docs/hiddenhyp_r28.md, 'Round 29 triage: chenli'): hypotheses read at one "
                 "constant: (8), m1_bar, (77) (factors 10). Outcome (a) the crossing survives every admissible "
                 "value of the constant: the needed rho over the printed one is nu d'/sqrt(n) ~ sqrt(nu d'/1.05) "
                 "with d' = kappa sqrt(d)/(nu sqrt(log d)) of (75), which grows with d; every factor-10 hypothesis"
                 " holds for every constant at a larger d (kappa ~ 1/log^2 d), so the crossing only widens.",
        corrected=B.l1949_corrected,
        corrected_text="For v_{m+1}, (160) holds with rho = sqrt(d/(nu d')) (Case (B)'s bullet); for v_1..v_m with rho = "
                       "v sqrt(log d)/sqrt((1 - 2 kappa) lambda) (Item 2 and Item 4).",
        second_path="tests/test_chenli_r13_chenliB.py::test_l1949_rho_second_path",
        mutants={"sqrt(d/(nu d'))/2": B.l1949_mut_half, "(d/(nu d'))^{0.45}": B.l1949_mut_pow},
        notes="The rows v_1..v_m are not checked here: their (160) needs Item 2's v sqrt(log d)/sqrt((1 - 2 kappa) "
              "lambda), against the printed nu sqrt(log d) (nu of (75) or, read as Assumption 4's v, still without "
              "lambda^{-1/2}); see chenli.display.lemma6.4-B-164-lhs's reading of rho.",
        domain=(
            Param("log d", 1.0, INF, key="ld", text="log d", unreached="log d in [300, 1200] drawn and on the path"),
            Param("tn", 0.0, 1.0, key="tn", text="n's position in [1.05 nu d', d/4] (log scale)",
                  unreached="both ends drawn"),
            Param("nu", 0.0, INF, lo_closed=False, key="nu", text="nu of (75)",
                  unreached="nu in [0.01, 2]: (75)'s nu = Theta(log m + log log(...))^{-1} <= O(1)"),
        ),
        settings={"ci": {"max_examples": 20, "budget_s": 5.0}},
    ),
]


# ------------------------------------------------------------------ L1935-L1947: ||a|| in Lemma 6.4's Case (B)
#
# 'a_1, ..., a_m = ||Theta_i||_F sqrt(10 log k) + beta - x^T (Theta_i)_{S^c} X_{2,S^c}, a_{m+1} = 0' (L1935) and 'As
# in Case (A), recalling Eq. (79) from Corollary 6.10 and the second bound in Eq. (77), we have ||a|| = Theta(sqrt(m)
# ||Theta_1||_F (sqrt(log k) + beta))' (L1947). The printed subtracted term x^T (Theta_i)_{S^c} X_{2,S^c} is the very
# variable whose probability Theorem B.4 bounds (v_i = x^T (Theta_i)_{:,S^c}), so a cannot contain it: read as Case
# (A)'s x^T (Theta_i)_S X_{2,S} for the assignment to X_{2,S} (the reading 'As in Case (A)' points to). (The literal
# term, at its worst X_{2,S^c}, is ||v_i||_1, larger still.) The unscaled '+ beta' is kept as printed (on this family
# F = sqrt(d), so it is negligible; it cannot produce a crossing since beta <= 3). Instances: chenli.display.lemma6.4-
# a-norm's diagonal family (m = 1; the heavy sum does not involve E') with a Case (B) E' as in chenli.display.lemma6.4-
# B-rho: single-entry columns E'_0 e_j = c_j e_{p(j)}, p(j) != j (so <E', Theta>_F = 0 exactly for diagonal Theta),
# |c_j| = A on the |S| heavy columns and 1 on n others, A^2 = 0.9 n (e^{1/nu} - 1)/|S|, n in [1.05 nu d', d/4]: for
# every x, |x^T E'| is A on S, 1 on the n columns, 0 elsewhere, so S is its top-|S| set (A > 1), Case (B)'s bullet
# holds (1/n <= 1/(nu d')) and Case (A)'s does not (n > e^{-1/nu} (|S| A^2 + n)); Item 3 and E_2 are exact.


def _b_q(inst: dict) -> dict:
    q = _a_q(inst)
    ld, nu = float(inst["ld"]), float(inst["nu"])
    ln_lo = math.log(1.05) + math.log(nu) + q["log_dprime"]
    ln_hi = ld - math.log(4.0)
    q["log_n"] = ln_lo + float(inst["tn"]) * (ln_hi - ln_lo)
    q["log_A2"] = q["log_n"] + math.log(math.expm1(1.0 / nu)) + math.log(0.9) - q["log_S"]
    k, beta = float(inst["k"]), float(inst["beta"])
    q["num"] = math.sqrt(10.0 * math.log(k)) + beta * math.exp(-0.5 * ld)  # (||Theta_1||_F sqrt(10 log k) + beta)/F
    q["den"] = math.sqrt(math.log(k)) + beta
    return q


def _b_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||a||/(sqrt(m) ||Theta_1||_F (sqrt(log k) + beta)) (m = 1, F = sqrt(d)) at X_{2,S} = -sgn((Theta^T x)_S):
    a_1 = F sqrt(10 log k) + beta + |S| a."""
    q = _heavy_q(inst, _b_q)
    lhs = (q["num"] + math.exp(q["log_heavy_sum"])) / q["den"]
    return Measurement(lhs, {**inst, **q},
                       {"|x^T (Theta)_S X_{2,S}|/||Theta_1||_F (heavy part)": math.exp(q["log_heavy_sum"]),
                        "sqrt(log k) + beta": q["den"], "log |S|": q["log_S"], "log d'": q["log_dprime"],
                        "log n (E' light columns)": q["log_n"], "log A^2": q["log_A2"], "log v": q["log_v"]})


def _b_exact(inst: dict) -> Measurement:
    """The same at 60 digits from (7), (75) and the construction (mpmath)."""
    import mpmath as mp

    with mp.workdps(60):
        ld, g, lk, ls = _exact_heavy_logs(inst)
        k, beta = mp.mpf(inst["k"]), mp.mpf(inst["beta"])
        num = mp.sqrt(10 * mp.log(k)) + beta * mp.e ** (-ld / 2) + mp.sqrt(mp.exp(ls) * 2 * g * mp.exp(lk))
        lhs = num / (mp.sqrt(mp.log(k)) + beta)
        return Measurement(float(lhs), {**inst, **_b_q(inst)}, {}, exact=True)


def _b_instances() -> st.SearchStrategy:
    @st.composite
    def draw(d: st.DrawFn) -> dict:
        inst = d(_a_instances())
        return {**inst, "tn": float(d(with_edges(st.floats(0.0, 1.0), 0.0, 0.5, 1.0)))}

    return draw()


def _b_slack(f):  # noqa: ANN001, ANN202
    return lambda q: f(_b_q(q), q)


_B_ASSUMPTIONS = _A_ASSUMPTIONS + (
    Assumption("Case (B) (Fact 6.7's second bullet) for x^T E', S its top-|S| set", "n >= nu d' (the bullet: "
               "||x^T E'_{S^c}||_inf^2/||x^T E'_{S^c}||^2 = 1/n <= 1/(nu d'))",
               _b_slack(lambda b, q: b["log_n"] - math.log(float(q["nu"])) - b["log_dprime"])),
    Assumption("Case (B), not Case (A)", "||x^T E'_{S^c}||^2 = n > e^{-1/nu} (|S| A^2 + n), i.e. n (e^{1/nu} - 1) > |S| A^2",
               _b_slack(lambda b, q: b["log_n"] + math.log(math.expm1(1.0 / float(q["nu"]))) - b["log_S"]
                        - b["log_A2"])),
    Assumption("S is the top-|S| set of x^T E'", "A >= 1.05", _b_slack(lambda b, q: 0.5 * b["log_A2"] - math.log(1.05))),
    Assumption("E' fits in d columns", "|S| + n <= d/2",
               _b_slack(lambda b, q: float(q["ld"]) - math.log(2.0) - max(b["log_S"], b["log_n"]) - math.log(2.0))),
)


def _b_move(f):  # noqa: ANN001, ANN202
    return lambda inst, t: {**f(inst, t), "tn": 0.0}


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-B-a-norm",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (B), {SEED_FILE} L1947 (a_i at L1935; Theorem B.4's vectors L1927; Case (A)'s "
               "twin L1827; (79) L1705, (77) L1637, (75) L1631; Fact 6.7 L1617)",
        statement="'a_1, ..., a_m = ||Theta_i||_F sqrt(10 log k) + beta - x^T (Theta_i)_{S^c} X_{2,S^c}' (L1935) and 'As "
                  "in Case (A), recalling Eq. (79) from Corollary 6.10 and the second bound in Eq. (77), we have ||a|| "
                  "= Theta(sqrt(m) ||Theta_1||_F (sqrt(log k) + beta))' (L1947), under E_1, Case (B) and the lemma's "
                  "hypotheses; the subtracted term read as Case (A)'s x^T (Theta_i)_S X_{2,S} (the printed S^c is "
                  "Theorem B.4's variable itself). Upper part, constant hidden: ||a||/(sqrt(m) ||Theta_1||_F "
                  "(sqrt(log k) + beta)) <= C.",
        statement_tex=r"$$\|a\| = \Theta(\sqrt{m} \cdot \|\Theta_1\|_F \cdot (\sqrt{\log k} + \beta)).$$",
        kind="step", comparison="<=", bound=B.one, measure=_b_measure, exact=_b_exact, strategy=_b_instances(),
        assumptions=_B_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("d' -> inf (log d solved from (75): d' = t, baseline)", "ld", INF, move=_b_move(_a_move_dprime),
                      points=(1e120, 1e160, 1e200, 1e250, 1e300),
                      reason="||a||/(F s) ~ sqrt(2 g kappa d')/s: grows like sqrt(d') ~ d^{1/4}"),
            Direction("d -> inf (log d = t, baseline)", "ld", INF, move=_b_move(_a_move_d),
                      points=(600.0, 800.0, 1000.0, 1400.0, 2000.0),
                      reason="||a||/(F s) ~ kappa d^{1/4}/(nu^{1/2} log^{1/4} d)"),
            Direction("heavy mass g up to Item 4's edge g = 1", "g", 1.0, move=_b_move(_a_move_g),
                      points=(1e-3, 1e-2, 0.1, 0.3, 1.0), reason="the heavy sum grows like sqrt(g)"),
            Direction("lambda, c, c8, nu, k, ts, beta, tn (E''s light columns)", "lam", 0.0, how="search",
                      reason="as chenli.display.lemma6.4-a-norm, and n's position tn in [0, 1] drawn"),
        ),
        mutants={"log d (a wrong shape growing along d)": B.a_norm_mut_log,
                 "d^{1/8} (a wrong shape growing along d)": B.a_norm_mut_quarter},
        expect="conditional",
        evidence="Case (B)'s twin of chenli.display.lemma6.4-a-norm: the heavy sum |x^T Theta_S X_{2,S}| = sqrt(2 g "
                 "kappa |S|) F at X_{2,S} = -sgn((Theta^T x)_S) does not involve E', and an E' with single-entry "
                 "columns (A on S, 1 on n >= nu d' light columns, zero diagonal) puts x^T E' in Case (B) for every x "
                 "with S the heavy set. At log d = 600, lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3, g = "
                 "1/2, beta = 1, n = 1.05 d': ||a||/(F (sqrt(log k) + beta)) = (sqrt(10 log 3) + e^{131.1})/2.05 = "
                 "e^{130.4}, growing like d^{1/4}. (79) with (77)'s second part bounds the term by (v/nu) kappa F, and "
                 "Assumption 4's v is not bounded by the hypotheses. Every checkable hypothesis holds (those of "
                 "chenli.display.lemma6.4-a-norm, Case (B) and not (A), S = Fact 6.7's top set, E' orthogonal to "
                 "Theta); conditional on Assumption 7 as chenli.lemma6.8-item4. For a uniformly random X_{2,S} the "
                 "term is ~ N(0, 2 g kappa F^2) and the statement would hold. Second path: "
                 "tests/test_chenli_r13_chenliB.py::test_b_a_norm_second_path.",
        second_path="tests/test_chenli_r13_chenliB.py::test_b_a_norm_second_path",
        notes=R11.A7_EXPONENT_NOTE + "Read: the printed x^T (Theta_i)_{S^c} X_{2,S^c} (L1935) as x^T (Theta_i)_S X_{2,S}; literally the term "
              "is the random variable of Theorem B.4 and at its worst assignment equals ||v_i||_1 (larger). The "
              "printed '+ beta' without ||Theta_1||_F is kept (negligible here, F = sqrt(d)).",
        domain=_A_DOMAIN + (_A_BETA, _B_TN),
        settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
    ),
]


# ------------------------------------------------------------------ L1893-L1899: (95), ||a|| in Case (A) Step 2
#
# 'a_i := x^T Theta_i X_{2,S^c} - s - xi ||Theta_1||_F ... As we are conditioning on X_{2,S^c} satisfying its
# respective bullet points, |a_i| = Theta(||Theta_1||_F sqrt(log k)), so ||a|| = Theta(||Theta_1||_F sqrt(m log k))'
# (95). Read x^T Theta_i X_{2,S^c} as x^T (Theta_i)_{:,S^c} X_{2,S^c} = x^T Theta_i X_2 - x^T (Theta_i)_S X_{2,S}
# (X_{2,S} any assignment, L1817); the X_2 bullet (L1781) pins x^T Theta_i X_2 in [F (sqrt(10 log k) + beta), + xi F].
# (The X_3 reading, a_i := x^T Theta_i X_2 - x^T (Theta_i)_S X_{3,S} - s - xi F with X_{3,S} any assignment with
# |x^T E'_S X_{3,S}| >~ F (L1889), gives the same value: take E''s heavy columns with x^T E'_{:,j} = -sgn((Theta^T
# x)_j) F/sqrt(|S|), so X_{3,S} = -sgn((Theta^T x)_S) gives x^T E'_S X_{3,S} = sqrt(|S|) F.) On chenli.display.lemma6.4-
# a-norm's family (m = 1, F = sqrt(d), Case (A)) with X_{2,S} = -sgn((Theta^T x)_S): a_1 >= F (sqrt(10 log k) + beta)
# + |S| a - s - xi F, s = c min(1, F) <= 1 and xi F <= 1 (xi << 1/F, L2108); X_{2,S^c} meeting the bullet exists (the
# light entries, d - |S| generic O(1) values, give signed sums dense in a range of width ~ d, far above the target
# F (sqrt(10 log k) + beta) + |S| a ~ sqrt(d) kappa d^{1/4}).


def _eq95_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = |a_1|/(||Theta_1||_F sqrt(m log k)) (m = 1) with a_1/F >= sqrt(10 log k) + beta + |S| a/F - 2/F."""
    q = _heavy_q(inst, _a_q)
    k = float(inst["k"])
    a1 = (math.sqrt(10.0 * math.log(k)) + float(inst["beta"]) + math.exp(q["log_heavy_sum"])
          - 2.0 * math.exp(-0.5 * float(inst["ld"])))
    lhs = abs(a1) / math.sqrt(math.log(k))
    return Measurement(lhs, {**inst, **q},
                       {"|x^T (Theta)_S X_{2,S}|/||Theta_1||_F (heavy part)": math.exp(q["log_heavy_sum"]),
                        "sqrt(log k)": math.sqrt(math.log(k)), "log |S|": q["log_S"], "log v": q["log_v"]})


def _eq95_exact(inst: dict) -> Measurement:
    import mpmath as mp

    with mp.workdps(60):
        ld, g, lk, ls = _exact_heavy_logs(inst)
        k = mp.mpf(inst["k"])
        a1 = (mp.sqrt(10 * mp.log(k)) + mp.mpf(inst["beta"]) + mp.sqrt(mp.exp(ls) * 2 * g * mp.exp(lk))
              - 2 * mp.e ** (-ld / 2))
        return Measurement(float(abs(a1) / mp.sqrt(mp.log(k))), {**inst, **_a_q(inst)}, {}, exact=True)


CLAIMS += [
    Claim(
        id="chenli.display.eq95",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (A) Step 2, {SEED_FILE} L1899 ((95); a_i at L1895; the X_2 bullet L1781; "
               "'any assignment to X_{2,S}' L1817; s of Lemma 6.4 L1555; Case (A)'s twin L1827)",
        statement="'a_i := x^T Theta_i X_{2,S^c} - s - xi ||Theta_1||_F ... As we are conditioning on X_{2,S^c} "
                  "satisfying its respective bullet points, |a_i| = Theta(||Theta_1||_F sqrt(log k)), so ||a|| = "
                  "Theta(||Theta_1||_F sqrt(m log k)). (95)' (L1895-L1899), x^T Theta_i X_{2,S^c} read as x^T "
                  "(Theta_i)_{:,S^c} X_{2,S^c}, for any X_2 meeting its bullets (X_{2,S} any assignment, L1817). Upper "
                  "part, constant hidden: ||a||/(||Theta_1||_F sqrt(m log k)) <= C.",
        statement_tex=r"$$\|a\| = \Theta(\|\boldsymbol{\Theta}_1\|_F \cdot \sqrt{m \log k}). \quad (95)$$",
        kind="step", comparison="<=", bound=B.one, measure=_eq95_measure, exact=_eq95_exact,
        strategy=_a_instances(), assumptions=_A_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("d' -> inf (log d solved from (75): d' = t, baseline)", "ld", INF, move=_a_move_dprime,
                      points=(1e120, 1e160, 1e200, 1e250, 1e300),
                      reason="|a_1|/(F sqrt(log k)) ~ sqrt(2 g kappa d')/sqrt(log k): grows like d^{1/4}"),
            Direction("d -> inf (log d = t, baseline)", "ld", INF, move=_a_move_d,
                      points=(600.0, 800.0, 1000.0, 1400.0, 2000.0),
                      reason="the heavy sum ~ kappa d^{1/4}/(nu^{1/2} log^{1/4} d)"),
            Direction("heavy mass g up to Item 4's edge g = 1", "g", 1.0, move=_a_move_g,
                      points=(1e-3, 1e-2, 0.1, 0.3, 1.0), reason="the heavy sum grows like sqrt(g)"),
            Direction("lambda, c, c8, nu, k, ts, beta", "lam", 0.0, how="search",
                      reason="as chenli.display.lemma6.4-a-norm"),
        ),
        mutants={"log d (a wrong shape growing along d)": B.a_norm_mut_log,
                 "d^{1/8} (a wrong shape growing along d)": B.a_norm_mut_quarter},
        expect="conditional",
        evidence="Case (A) Step 2's twin of chenli.display.lemma6.4-a-norm: x^T (Theta_i)_{:,S^c} X_{2,S^c} = x^T "
                 "Theta_i X_2 - x^T (Theta_i)_S X_{2,S}, the first pinned by X_2's bullet at F (sqrt(10 log k) + beta) "
                 "(+ xi F), the second -|S| a at X_{2,S} = -sgn((Theta^T x)_S) (any assignment, L1817). At log d = "
                 "600, lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3, g = 1/2, beta = 1: |a_1|/(F sqrt(log "
                 "3)) >= (sqrt(10 log 3) + 1 + e^{131.1})/1.048 = e^{131.1}, growing like d^{1/4}; s = c min(1, F) "
                 "and xi F (<< 1) are negligible. Every checkable hypothesis of chenli.display.lemma6.4-a-norm holds "
                 "(Case (A), Items 2 and 4, (7), (8), (75), (77), Assumptions 3-6); conditional on Assumption 7 as "
                 "chenli.lemma6.8-item4. The X_3 reading (a_i with x^T (Theta_i)_S X_{3,S}, X_{3,S} any assignment "
                 "with |x^T E'_S X_{3,S}| >~ F) gives the same value. Second path: "
                 "tests/test_chenli_r13_chenliB.py::test_eq95_second_path.",
        second_path="tests/test_chenli_r13_chenliB.py::test_eq95_second_path",
        notes=R11.A7_EXPONENT_NOTE + "The printed a_i contains X_{2,S^c}, the variable Theorem B.4 is applied to (Step 2 is about X_3: "
              "read as X_{3,S^c}); both readings carry the heavy sum x^T (Theta_i)_S X_{.,S}.",
        domain=_A_DOMAIN + (_A_BETA,),
        settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
    ),
]


# ----------------------------------------------------------- L2010: ||a||'s upper part in Case (B) Step 2
#
# 'a_1, ..., a_m = x^T Theta_i X_{2,S} - s - xi ||Theta_1||_F' (L1996) and '||Theta_1||_F sqrt(m log k) <~ ||a|| <~
# ||Theta_1||_F [sqrt(m log k) + exp(1/2nu) (sigma/eps*) (2s + xi ||Theta_1||_F)]' (L2010). sigma = c_* eps*/(2s + xi
# F) (L1577), so the bracket's second term is exp(1/2nu) c_*, = 1 by (76) (the proof's own next step, L2012). x^T
# Theta_i X_{2,S} as printed is x^T (Theta_i)_{:,S} X_{2,S}, X_{2,S} not constrained by Step 1 of Case (B) (it runs
# over X_{2,S^c}); at X_{2,S} = -sgn((Theta^T x)_S) on chenli.display.lemma6.4-B-a-norm's family (Case (B) E'),
# |a_1| = |S| a + s + xi F >= |S| a.


def _l2010_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """lhs = ||a||/(F [sqrt(m log k) + exp(1/2nu) c_*]) (m = 1, exp(1/2nu) c_* = 1 by (76)) with ||a|| >= |a_1| >= |S| a."""
    q = _heavy_q(inst, _b_q)
    den = math.sqrt(math.log(float(inst["k"]))) + 1.0
    lhs = math.exp(q["log_heavy_sum"]) / den
    return Measurement(lhs, {**inst, **q},
                       {"|x^T (Theta)_S X_{2,S}|/||Theta_1||_F (heavy part)": math.exp(q["log_heavy_sum"]),
                        "sqrt(log k) + exp(1/2nu) c_* ((76): = 1)": den, "log |S|": q["log_S"],
                        "log n (E' light columns)": q["log_n"], "log v": q["log_v"]})


def _l2010_exact(inst: dict) -> Measurement:
    import mpmath as mp

    with mp.workdps(60):
        ld, g, lk, ls = _exact_heavy_logs(inst)
        lhs = mp.sqrt(mp.exp(ls) * 2 * g * mp.exp(lk)) / (mp.sqrt(mp.log(mp.mpf(inst["k"]))) + 1)
        return Measurement(float(lhs), {**inst, **_b_q(inst)}, {}, exact=True)


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-B-step2-a-norm",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (B) Step 2, {SEED_FILE} L2010 (a_i at L1996; sigma L1577; (72) L1581; (76) "
               "L1632; the next step L2012; Case (A)'s twin L1827)",
        statement="'a_1, ..., a_m = x^T Theta_i X_{2,S} - s - xi ||Theta_1||_F' (L1996), '||Theta_1||_F sqrt(m log k) "
                  "<~ ||a|| <~ ||Theta_1||_F [sqrt(m log k) + exp(1/2nu) (sigma/eps*) (2s + xi ||Theta_1||_F)]' "
                  "(L2010), with sigma = c_* eps*/(2s + xi ||Theta_1||_F) (L1577) and (76) c_* = exp(-1/2nu), so the "
                  "bracket is sqrt(m log k) + 1. Upper part, constant hidden: ||a||/(||Theta_1||_F [sqrt(m log k) + "
                  "1]) <= C.",
        statement_tex=r"$$\|\boldsymbol{\Theta}_1\|_F \cdot \sqrt{m \log k} \lesssim \|a\| \lesssim "
                      r"\|\boldsymbol{\Theta}_1\|_F \cdot \left[\sqrt{m \log k} + \exp(1/2\nu) \cdot "
                      r"\frac{\sigma}{\varepsilon^*} (2s + \xi \|\boldsymbol{\Theta}_1\|_F) \right].$$",
        kind="step", comparison="<=", bound=B.one, measure=_l2010_measure, exact=_l2010_exact,
        strategy=_b_instances(), assumptions=_B_ASSUMPTIONS,
        constants="hidden", uniform=True,
        directions=(
            Direction("d' -> inf (log d solved from (75): d' = t, baseline)", "ld", INF, move=_b_move(_a_move_dprime),
                      points=(1e120, 1e160, 1e200, 1e250, 1e300),
                      reason="||a||/(F (sqrt(log k) + 1)) >= sqrt(2 g kappa d')/(sqrt(log k) + 1) ~ d^{1/4}"),
            Direction("d -> inf (log d = t, baseline)", "ld", INF, move=_b_move(_a_move_d),
                      points=(600.0, 800.0, 1000.0, 1400.0, 2000.0),
                      reason="the heavy sum ~ kappa d^{1/4}/(nu^{1/2} log^{1/4} d)"),
            Direction("heavy mass g up to Item 4's edge g = 1", "g", 1.0, move=_b_move(_a_move_g),
                      points=(1e-3, 1e-2, 0.1, 0.3, 1.0), reason="the heavy sum grows like sqrt(g)"),
            Direction("lambda, c, c8, nu, k, ts, beta, tn", "lam", 0.0, how="search",
                      reason="as chenli.display.lemma6.4-B-a-norm"),
        ),
        mutants={"log d (a wrong shape growing along d)": B.a_norm_mut_log,
                 "d^{1/8} (a wrong shape growing along d)": B.a_norm_mut_quarter},
        expect="conditional",
        evidence="Case (B) Step 2's twin of chenli.display.lemma6.4-a-norm: a_1 = x^T (Theta)_{:,S} X_{2,S} - s - xi F "
                 "with X_{2,S} unconstrained by Step 1 (which runs over X_{2,S^c}); X_{2,S} = -sgn((Theta^T x)_S) "
                 "gives |a_1| >= |S| a. At log d = 600, lambda = 1/2, c of (7) = 1, c of (8) = 3, nu = 1, k = 3, g = "
                 "1/2: ||a||/(F (sqrt(log 3) + 1)) >= e^{131.1}/2.05 = e^{130.4}, growing like d^{1/4}; the bracket's "
                 "second term is exp(1/2nu) c_* = 1 by (76) (and at most polylog(d) without it: (75) makes exp(1/2nu) "
                 "= (m L)^{O(1)}). Every checkable hypothesis of chenli.display.lemma6.4-B-a-norm holds (Case (B) and "
                 "not (A), S the top set of x^T E', Items 2-4, (7), (8), (75), (77)); conditional on Assumption 7 as "
                 "chenli.lemma6.8-item4. Second path: tests/test_chenli_r13_chenliB.py::test_l2010_second_path.",
        second_path="tests/test_chenli_r13_chenliB.py::test_l2010_second_path",
        notes=R11.A7_EXPONENT_NOTE + "Only the upper part is encoded. For the lower part: some X_{2,S} puts x^T Theta_S X_{2,S} within 2a "
              "of s + xi F (a << F), so |a_1| ~ 0 and ||a|| ~ |a_{m+1}| = c_* F^2/||x^T E'_{S^c}||, between c_* F and "
              "(by (97) and (76)) ~ F; not examined further.",
        domain=_A_DOMAIN + (
            Param("beta", 0.0, 3.0, key="beta", text="beta of Theorem 6.17 (<~ 1; enters only the hypotheses here)",
                  unreached="both ends drawn"),
            _B_TN,
        ),
        settings={"ci": {"max_examples": 30, "budget_s": 6.0}},
    ),
]


# ----------------------------------------------------------------- L2006: |a_{m+1}| in Case (B) Step 2
#
# 'a_{m+1} = (||Theta_1||_F^2/||x^T E'_{S^c}||) (sigma/eps*) (2s + xi ||Theta_1||_F)' (L1998) and 'recalling Eq. (97),
# |a_{m+1}| <~ exp(1/2nu) ||Theta_1||_F (sigma/eps*) (2s + xi ||Theta_1||_F)' (L2006). The common factor (sigma/eps*)
# (2s + xi F) cancels: |a_{m+1}|/(F (sigma/eps*)(2s + xi F)) = F/||x^T E'_{S^c}|| = 1/(sqrt(f) r), f := ||x^T
# E'_{S^c}||^2/||E'^T x||^2 >= exp(-1/nu) (Case (B)), r := ||E'^T x||/||E'||_F (E_2: r >~ 1, its constant drawn down
# to 0.1), ||E'||_F = ||Theta_1||_F (L1949).


def _l2006_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    """Instances carry w := exp(1/nu) (so the path along nu -> 0 is a power law in w)."""
    lw, tf, r = math.log(float(inst["w"])), float(inst["tf"]), float(inst["r"])
    nu = 1.0 / lw
    log_f = -tf / nu  # f in [exp(-1/nu), 1]
    lhs = math.exp(-0.5 * log_f) / r
    return Measurement(lhs, {"nu": nu, "log_f": log_f, "r": r},
                       {"nu": nu, "f = ||x^T E'_{S^c}||^2/||E'^T x||^2 (log)": log_f, "r = ||E'^T x||/||E'||_F": r})


def _l2006_exact(inst: dict) -> Measurement:
    import mpmath as mp

    with mp.workdps(40):
        w, tf, r = (mp.mpf(float(inst[k])) for k in ("w", "tf", "r"))
        lhs = w ** (tf / 2) / r
    lw = math.log(float(inst["w"]))
    return Measurement(float(lhs), {"nu": 1.0 / lw, "log_f": -float(inst["tf"]) * lw, "r": float(inst["r"])}, {},
                       exact=True)


@st.composite
def _l2006_instances(draw: st.DrawFn) -> dict:
    return {"w": float(draw(with_edges(log_uniform(math.exp(0.5), math.exp(100.0)), math.exp(0.5), math.exp(100.0)))),
            "tf": float(draw(with_edges(st.floats(0.0, 1.0), 0.0, 1.0))),
            "r": float(draw(with_edges(log_uniform(0.1, 10.0), 0.1, 1.0)))}


def _l2006_move_w(inst: dict, t: float) -> dict:
    """w = exp(1/nu) = t at Case (B)'s edge f = exp(-1/nu) (tf = 1), r = 1."""
    return {**inst, "w": float(t), "tf": 1.0, "r": 1.0}


CLAIMS += [
    Claim(
        id="chenli.display.lemma6.4-B-a-m1",
        catalog_id="chenli.lemma6.4",
        paper=PAPER,
        source=f"Lemma 6.4's proof, Case (B) Step 2, {SEED_FILE} L2006 (a_{{m+1}} at L1998; (97) L1951; E_2 L1703; "
               "||E'||_F = ||Theta_1||_F L1949)",
        statement="'a_{m+1} = (||Theta_1||_F^2/||x^T E'_{S^c}||) (sigma/eps*) (2s + xi ||Theta_1||_F)' (L1998); "
                  "'recalling Eq. (97), |a_{m+1}| <~ exp(1/2nu) ||Theta_1||_F (sigma/eps*) (2s + xi ||Theta_1||_F)' "
                  "(L2006), in Case (B) (||x^T E'_{S^c}||^2 >= exp(-1/nu) ||E'^T x||^2) under E_2 (||E'^T x|| >~ "
                  "||E'||_F = ||Theta_1||_F). Constant hidden.",
        statement_tex=r"$$\|a_{m+1}\| \lesssim \exp(1/2\nu) \cdot \|\boldsymbol{\Theta}_1\|_F \cdot "
                      r"\frac{\sigma}{\varepsilon^*} (2s + \xi \|\boldsymbol{\Theta}_1\|_F),$$",
        kind="step", comparison="<=", bound=B.l2006_shape, measure=_l2006_measure, exact=_l2006_exact,
        strategy=_l2006_instances(),
        assumptions=(
            Assumption("Case (B)", "f := ||x^T E'_{S^c}||^2/||E'^T x||^2 >= exp(-1/nu)",
                       lambda q: q["log_f"] + 1.0 / q["nu"] + 1e-12),
            Assumption("E_2 ('>~' with its constant read down to 0.1)", "||E'^T x|| >= 0.1 ||E'||_F",
                       lambda q: q["r"] - 0.1 + 1e-12),
        ),
        constants="hidden", uniform=True,
        directions=(
            Direction("nu -> 0 (w = exp(1/nu) -> inf) at Case (B)'s edge f = exp(-1/nu)", "w", INF, move=_l2006_move_w,
                      points=(10.0, 1e2, 1e4, 1e8, 1e16, 1e32),
                      reason="lhs = exp(1/2nu) = sqrt(w) exactly: the ratio stays 1"),
            Direction("f inside Case (B), r over E_2's range", "tf", 0.0, how="search",
                      reason="tf in [0, 1] (f from 1 down to exp(-1/nu)), r in [0.1, 10] drawn"),
        ),
        mutants={"exp(1/(4 nu))": B.l2006_mut_quarter, "1 (the factor exp(1/2nu) dropped)": B.one},
        notes="Holds by (97) and E_2 alone; with (76) (c_* = exp(-1/2nu)) it makes |a_{m+1}| <~ F, the step L2012 uses.",
        domain=(
            Param("w", 1.0, INF, lo_closed=False, key="w", text="w = exp(1/nu), nu of (75)",
                  unreached="nu in [0.01, 2] (w in [e^{0.5}, e^{100}]): (75)'s nu = Theta(log m + log log(...))^{-1} "
                            "<= O(1); the ratio is exactly 1 at f's edge for every nu"),
            Param("tf", 0.0, 1.0, key="tf", text="log f = -tf/nu (Case (B): tf <= 1)", unreached="both ends drawn"),
            Param("r", 0.1, INF, key="r", text="||E'^T x||/||E'||_F (E_2)",
                  unreached="r in [0.1, 10]: lhs decreases in r"),
        ),
        settings={"ci": {"max_examples": 40, "budget_s": 2.0}},
    ),
]

CLAIMS = cite_audits(CLAIMS, {
    "chenli.display.lemma6.4-A-164-lhs": "auditor A: confirmed as printed",
    "chenli.display.lemma6.4-B-164-lhs": "auditor A: confirmed as printed",
}, "docs/audits/round13/chenli.md")
