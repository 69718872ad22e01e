"""Round 22 (helper chenli2): chenli's covered rows whose covering claim does not compute the display.

- ``chenli.display.thm5.4-anticoncentration`` (L573): Theorem 5.4's 'in particular', for any t and s > 0,
  P[|p(x) - t| <= s ||v||_2] <~ tau^C + s^{1/2} (p(x) = <v, x>, v orthogonal to 1, ||v||_inf <= tau ||v||_2, x
  uniform on the slice U_{m,mu}, |mu| <= 0.9). The inventory had it covered:chenli.thm5.4, whose notes say 'the
  corollary's s^{1/2} part is not checked' (it computes the Kolmogorov distance of L569 only). Computed here exactly
  (sup over t of the mass of a window of half-width s ||v||_2, from the exact law of p on the slice) on two families
  with exact lattice laws: the two-valued v = 1_A/a - 1_B/b (full support) and v = 1_A - 1_B with |A| = |B| = n and
  zeros elsewhere (a multivariate hypergeometric law).
- ``chenli.display.lemma5.16-ec-term-vnw`` (L1150): Lemma 5.16's E^c term for v != w, delta E[mu^T J M_{mu,nu} nu
  | E^c] <= delta k^{5/2} log(k/delta)/sqrt(d2 d3). The inventory had it covered by the v = w twin
  (chenli.display.lemma5.16-ec-term-vw, L1178), which has no nu, no d3 and the bound over d2. Computed here on the
  envelope over every Theta, k^{3/2} sqrt(E[||mu||^2 | E^c] E[||nu||^2 | E^c]) (||J M||_op <= k^{3/2}, conditional
  Cauchy-Schwarz), exact binomial sums; E as printed at L1126 (|mu_i|, |nu_i| <= sqrt(log(k/delta)/d2), d2 in both);
  the reading with d3 in nu's threshold.
- ``chenli.lemma11.7-M`` (L3157-L3183): Lemma 11.7's reduction layer at M up to 300 (chenli.lemma11.7: M <= 3, d <= 4,
  'for the same exhaustive cost'): the exhaustive check over all 4^{d+1} inputs is cheap at d in {1, 2} for any M
  (2dM + 2 interpolation nodes, 8dM + 8 heads), the far end of M = poly(d) at the smallest d. Same measure, bounds
  and correction as chenli.lemma11.7.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import r22_chenli2 as B
from thmcheck.bounds.chenli import sec11_lower as B11
from thmcheck.checks.claim import Assumption, Claim, Ctx, Direction, Measurement, Reading, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli import sec11_lower as S11
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform, with_edges

CLAIMS: list[Claim] = []

_WIDTH_MAX = 2_000_000  # atoms of a hypergeometric law within 40 sd of its mean
_N_MAX = 1500  # the +-1 family's (n + 1)^2 grid


# ------------------------------------------------------------------------------ L573: Theorem 5.4's anti-concentration


def slice_K(m: int, mu: float) -> int:
    """K = #(+1) = round((1 + mu) m/2), clamped so that mu = 2K/m - 1 is in [-0.9, 0.9] exactly (10|2K - m| <= 9m)."""
    K = round((1 + mu) * m / 2)
    return min(max(K, -(-m // 20)), (19 * m) // 20)


def hyper_pmf(M: int, Kc: int, N: int) -> tuple[np.ndarray, int]:
    """Hypergeometric(M, Kc, N) pmf (successes among N draws without replacement from M items, Kc of them successes)
    over j = lo..hi: its support cut to mean +- 40 sd (+ 2; the mass outside is below exp(-700), far under float64's
    resolution of the window masses), from the ratio recurrence P(j + 1)/P(j) = (Kc - j)(N - j)/((j + 1)(M - Kc - N +
    j + 1)) in logs, normalised (log-gamma differences at M ~ 1e7 lose ~1e-8 per atom; the ratios do not). Returns
    (pmf, lo)."""
    lo, hi = max(0, N - (M - Kc)), min(N, Kc)
    if M > 1:
        mean = N * Kc / M
        sd = math.sqrt(N * (Kc / M) * (1 - Kc / M) * (M - N) / (M - 1))
        lo, hi = max(lo, math.floor(mean - 40 * sd) - 2), min(hi, math.ceil(mean + 40 * sd) + 2)
    if hi - lo > _WIDTH_MAX:
        raise SolverFailure(f"{hi - lo + 1} atoms within 40 sd (cap {_WIDTH_MAX})")
    j = np.arange(lo, hi).astype(float)
    r = np.log((Kc - j) * (N - j)) - np.log((j + 1) * (M - Kc - N + j + 1))
    lp = np.concatenate(([0.0], np.cumsum(r)))
    p = np.exp(lp - lp.max())
    return p / p.sum(), lo


def two_valued_law(m: int, K: int, a: int) -> tuple[np.ndarray, float, float, float]:
    """v = 1_A/a - 1_B/b (|A| = a, b = m - a): p(x) = J (2/a + 2/b) - const with J = #{i in A: x_i = 1} ~
    Hypergeometric(m, K, a). Returns (pmf over consecutive J, atom spacing 2(1/a + 1/b), ||v||_2, tau)."""
    b = m - a
    pmf, _ = hyper_pmf(m, K, a)
    norm = math.sqrt(1 / a + 1 / b)
    return pmf, 2 * (1 / a + 1 / b), norm, (1 / min(a, b)) / norm


def pm_law(m: int, K: int, n: int) -> tuple[np.ndarray, float, float, float]:
    """v = 1_A - 1_B, |A| = |B| = n, zeros on the other m - 2n coordinates: p(x) = 2(H_A - H_B) with (H_A, H_B) the
    +1 counts in A and B. H = H_A + H_B ~ Hypergeometric(m, K, 2n) and, given H = h, H_A ~ Hypergeometric(2n, h, n).
    Returns (pmf of D = H_A - H_B over D = -n..n, spacing 2, ||v||_2 = sqrt(2n), tau = 1/sqrt(2n))."""
    ph, lo = hyper_pmf(m, K, 2 * n)
    pmf = np.zeros(2 * n + 1)
    for i, w in enumerate(ph):
        h = lo + i
        q, qlo = hyper_pmf(2 * n, h, n)
        ha = np.arange(qlo, qlo + len(q))
        pmf[2 * ha - h + n] += w * q  # D = H_A - (h - H_A)
    return pmf, 2.0, math.sqrt(2 * n), 1 / math.sqrt(2 * n)


def window_sup(pmf: np.ndarray, spacing: float, w: float) -> tuple[float, int]:
    """sup_t P[|p - t| <= w] for a lattice law with consecutive atoms `spacing` apart: the largest mass of L =
    floor(2w/spacing) + 1 consecutive atoms (a closed window of length 2w holds at most L of them, and some t puts L
    in it). Returns (mass, L)."""
    L = int(math.floor(2 * w / spacing * (1 + 1e-12))) + 1
    if L >= len(pmf):
        return float(pmf.sum()), L
    c = np.concatenate(([0.0], np.cumsum(pmf)))
    return float((c[L:] - c[:-L]).max()), L


@st.composite
def _l573_instances(draw: st.DrawFn) -> dict:
    """family 'two' (m log-uniform in [2, 1e7], a = alpha m with alpha log-uniform in [1/m, 1/2]) or 'pm'
    (n log-uniform in [1, 1500], m = 2n + extra, extra log-uniform in [0, 1e7]); mu in [-0.9, 0.9] (edges +-0.9, 0);
    s log-uniform in [1e-16, 10] (edges)."""
    fam = draw(st.sampled_from(["two", "pm"]))
    mu = float(draw(with_edges(st.floats(-0.9, 0.9), -0.9, 0.9, 0.0)))
    s = float(draw(with_edges(log_uniform(1e-16, 10.0), 1e-16, 1e-3, 1.0, 10.0)))
    if fam == "two":
        m = int(round(draw(with_edges(log_uniform(2.0, 1e7), 2.0, 3.0, 1e7))))
        alpha = float(draw(with_edges(log_uniform(1.0 / m, 0.5), 0.5, 1.0 / m)))
        a = min(max(1, round(alpha * m)), m // 2)
        return {"family": fam, "m": m, "a": a, "n": 0, "mu": mu, "s": s}
    n = int(round(draw(with_edges(log_uniform(1.0, float(_N_MAX)), 1.0, float(_N_MAX)))))
    extra = int(round(draw(with_edges(log_uniform(1.0, 1e7), 1.0, 1e7)))) - 1
    return {"family": fam, "m": 2 * n + extra, "a": 0, "n": n, "mu": mu, "s": s}


def l573_parts(inst: dict) -> dict:
    m, s = int(inst["m"]), float(inst["s"])
    K = slice_K(m, float(inst["mu"]))
    if inst["family"] == "two":
        a = int(inst["a"])
        if not 1 <= a <= m // 2:
            raise SolverFailure(f"a = {a} outside [1, m/2]")
        pmf, spacing, norm, tau = two_valued_law(m, K, a)
    else:
        n = int(inst["n"])
        if not 1 <= n <= _N_MAX or 2 * n > m:
            raise SolverFailure(f"n = {n} outside [1, min(m/2, {_N_MAX})]")
        pmf, spacing, norm, tau = pm_law(m, K, n)
    total = float(pmf.sum())
    if abs(total - 1.0) > 1e-9:
        raise SolverFailure(f"law sums to {total!r}")
    mass, L = window_sup(pmf, spacing, s * norm)
    return {"lhs": mass, "tau": tau, "s": s, "mu_eff": 2 * K / m - 1, "K": K, "atoms_in_window": L,
            "max_atom": float(pmf.max()), "mu_slack": (9 * m - 10 * abs(2 * K - m)) / (10 * m),
            "ratio_to_shape": mass / (tau + math.sqrt(s))}


def _l573_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = l573_parts(inst)
    return Measurement(p["lhs"], {"tau": p["tau"], "s": p["s"]},
                       {k: v for k, v in p.items() if k not in ("lhs",)})


def _move_m(inst: dict, t: float) -> dict:
    """Two-valued v at a = b = m/2 (tau = 1/sqrt(m) -> 0), s = min(1e-16, m^-3): the s^{1/2} term stays negligible
    against tau^2 = 1/m along the whole path (a fixed s = 1e-16 overtakes tau^2 at m = 1e8, where a shape tau^2 +
    s^{1/2}'s ratio turns down)."""
    m = 2 * max(1, int(round(t / 2)))
    return {**inst, "family": "two", "m": m, "a": m // 2, "n": 0, "s": min(1e-16, float(m) ** -3)}


def _move_s(inst: dict, t: float) -> dict:
    return {**inst, "s": float(t)}


CLAIMS.append(Claim(
    id="chenli.display.thm5.4-anticoncentration",
    catalog_id="chenli.thm5.4",
    paper=PAPER,
    source=f"Theorem 5.4 ('In particular'), Section 5.1, {SEED_FILE} L561-L573",
    statement="Let p(x) := <v, x> for v in R^m orthogonal to the all-ones vector with ||v||_inf <= tau ||v||_2, mu in "
              "[-0.9, 0.9] and x ~ U_{m,mu}. In particular (after |P[p(x) <= r] - P[p(gamma) <= r]| <~ tau^C), for "
              "any t in R and s > 0: P[|p(x) - t| <= s ||v||_2] <~ tau^C + s^{1/2}. Checked as sup_t of the left side "
              "(exact lattice law) against the uniform shape tau + s^{1/2} (C = 1 as the witness exponent; tau the "
              "exact ratio ||v||_inf/||v||_2, the smallest allowed).",
    statement_tex=r"$$\mathbb{P}[|p(x) - t| \leq s \|v\|_2] \lesssim \tau^C + s^{1/2}$$",
    kind="probabilistic",
    comparison="<=",
    bound=B.thm5_4_anti_shape,
    measure=_l573_measure,
    strategy=_l573_instances,
    assumptions=(Assumption("mu", "mu = 2K/m - 1 in [-0.9, 0.9] (integer test)", lambda q: q["mu_slack"]),),
    constants="hidden", uniform=True,
    directions=(
        Direction("tau -> 0 (m -> inf, a = b = m/2, s = min(1e-16, m^-3))", "m", INF, how="path", move=_move_m,
                  points=(100.0, 1e3, 1e4, 1e5, 1e6, 1e7),
                  reason="the largest atom of the hypergeometric law ~ 2 sqrt(4/m)/sqrt(2 pi (1 - mu^2)) against tau "
                         "= 1/sqrt(m): the ratio tends to 1.6/sqrt(1 - mu^2) <= 3.7 if C = 1 works"),
        Direction("s -> 0 at a fixed instance", "s", 0.0, how="path", move=_move_s,
                  points=(1e-2, 1e-4, 1e-8, 1e-12, 1e-16),
                  reason="the window shrinks to one atom (mass <~ tau by Littlewood-Offord on the slice)"),
        Direction("mu, the shape of v, t", "mu", 0.9, how="search",
                  reason="mu drawn with both ends; v two-valued (tau from 1/sqrt(2) down to ~2e-3) or +-1 on 2n "
                         "coordinates; t: the sup is taken exactly (the heaviest L consecutive atoms)"),
    ),
    expect="holds",
    mutants={"s^{1/2} alone (no tau term)": B.thm5_4_anti_mut_no_tau,
             "tau^2 + s^{1/2} (exponent C = 2)": B.thm5_4_anti_mut_tau_squared},
    auto_mutant=False,
    notes=("The display is not computed by chenli.thm5.4 (its notes: 'the corollary's s^{1/2} part is not checked'). "
           "Exact laws from the hypergeometric ratio recurrence, normalised (the sum is checked to 1e-9; a SolverFailure otherwise): two-valued v, J ~ "
           "Hypergeometric(m, K, a), atoms 2(1/a + 1/b) apart; +-1 v on 2n coordinates, D = H_A - H_B from the "
           "multivariate hypergeometric law (H_A + H_B hypergeometric, H_A given the sum hypergeometric). sup_t is the largest mass of floor(2 s ||v||/spacing) + 1 consecutive "
           "atoms. A holds verdict with the C = 1 shape gives the printed existential (tau <= 1 so tau <= tau^C for "
           "C <= 1); a crossing of the C = 1 shape alone would not refute it (a smaller C is allowed)."),
    settings={"ci": {"max_examples": 25, "budget_s": 2.5, "path_starts": 1}},
    domain=(Param("m", 2, INF, integer=True, key="m", text="v in R^m, any m",
                  unreached="m <= 1e7 drawn (the +-1 family m >= 2n); the tau-path to 1e9 (ci: 2 decades past its grid)"),
            Param("mu", -0.9, 0.9, key="mu", text="any constant mu in [-0.9, 0.9]",
                  unreached="x -> -x, v -> -v maps mu to -mu with the same law; both edges are proposed"),
            Param("s", 0.0, INF, lo_closed=False, key="s", text="any s > 0",
                  unreached="s in [1e-16, 10] drawn, down to m^-3 (1e-27 at m = 1e9) on the tau-path (s >= 1: the bound exceeds 1)"),
            Param("tau", 0.0, 1.0, lo_closed=False, key="tau", text="||v||_inf <= tau ||v||_2 (tau <= 1/sqrt(2) for v "
                  "orthogonal to 1)", unreached="tau >= ~3e-4 drawn (two-valued v at m <= 1e7; the +-1 family n <= "
                  "1500), the tau-path to tau = 1/sqrt(m) = 1e-4.5 at m = 1e9; tau in (1/sqrt(2), 1] is empty for v "
                  "orthogonal to 1")),
))


# ------------------------------------------------------------------------------ Lemma 11.7 at M up to 300 (d <= 2)

_M_MAX = {1: 300, 2: 100}


@st.composite
def _l117_m_instances(draw: st.DrawFn) -> dict:
    """chenli.lemma11.7's instances (w with ||w||_inf = M, parity-type or random h, its even or odd part, rho = a
    log(8dM) + b) at d in {1, 2} and M log-uniform in [4, 300] (d = 1) or [4, 100] (d = 2), edges included."""
    d = draw(st.sampled_from([1, 2]))
    M = int(round(draw(with_edges(log_uniform(4.0, float(_M_MAX[d])), 4.0, float(_M_MAX[d])))))
    seed = draw(st.integers(0, 2**31 - 1))
    rng = np.random.default_rng(seed)
    w = rng.integers(-M, M + 1, size=d)
    w[rng.integers(d)] = M * rng.choice([-1, 1])
    dM = d * M
    odd = draw(st.booleans())
    fam = draw(st.sampled_from(["parity", "random"]))
    ls = np.arange(-dM, dM + 1)
    base = np.where(ls % 2 == 0, -1.0, 1.0) if fam == "parity" else rng.choice([-1.0, 1.0], size=ls.size)
    h = (base - base[::-1]) / 2 if odd else (base + base[::-1]) / 2
    a = draw(with_edges(st.floats(0.5, 3.0), 0.5, 3.0))
    b = draw(with_edges(st.floats(0.0, 2.0), 0.0, 2.0))
    return {"d": d, "M": M, "w": w, "odd": odd, "family": fam, "h": h, "rho": a * float(np.log(8 * dM)) + b,
            "seed": seed}


_L117 = S11.LEMMA11_7
CLAIMS.append(Claim(
    id="chenli.lemma11.7-M",
    catalog_id="chenli.lemma11.7",
    paper=PAPER,
    source=_L117.source,
    statement=_L117.statement.replace("Checked: F(X) = Y for EVERY X in {+-1}^{2 x (d+1)}.",
                                      "Checked: F(X) = Y for EVERY X in {+-1}^{2 x (d+1)}, at d in {1, 2} and M up to "
                                      "300 (chenli.lemma11.7 reaches M <= 3)."),
    statement_tex=_L117.statement_tex,
    kind="construction", comparison="==", bound=B11.lemma11_7, measure=S11._lemma11_7_measure,
    exact=S11._lemma11_7_exact, strategy=_l117_m_instances, rtol=1e-9, atol=1e-8, expect="erratum",
    second_path="tests/test_chenli_r22_chenli2.py::test_lemma11_7_far_m_second_path",
    evidence=("The erratum of chenli.lemma11.7 (factor 2 of Proposition 11.4's phi(2(+-tau_i + <nu, x>)); the odd-h "
              "swap symmetry) persists at every M: exhaustive over the 16 (d = 1) or 64 (d = 2) inputs, e.g. d = 1, "
              "M = 300, random even h, rho = 0.5 log(2400): max |F - Y| = 1.09 (printed layer) while the repaired "
              "layer (tau_i/2, nu/2) meets its label to 2e-12; odd h: max |F - Y| = 2.92, repaired 7e-13. M = 1000 "
              "(d = 1) and d = 3, M = 30 likewise (repaired <= 4e-11). Second path: "
              "tests/test_chenli_r22_chenli2.py::test_lemma11_7_far_m_second_path (own numpy gadget and "
              "interpolation at d = 1, M = 40)."),
    corrected=B11.lemma11_7_corrected,
    corrected_text=_L117.corrected_text,
    mutants=dict(_L117.mutants),
    auto_mutant=_L117.auto_mutant,
    notes=("Same measure, exact re-check and bounds as chenli.lemma11.7 (its notes); only the generator moves: d in "
           "{1, 2}, M to 300 (ci); the exhaustive check costs 4^{d+1} inputs times 8dM + 8 heads, so M is cheap "
           "where d is small. Float64 residuals of the repaired layer stay below 1e-10 up to M = 1000 (the atol is "
           "1e-8)."),
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
    domain=(Param("d", 1, INF, text="d in N (token size d + 1)", integer=True,
                  unreached="d in {1, 2}: this claim is the far end in M; d <= 4 is chenli.lemma11.7's"),
            Param("M", 1, INF, text="w in {-M..M}^d, M = poly(d)", integer=True,
                  unreached="M <= 300 at d = 1, <= 100 at d = 2 (exhaustive; 8dM + 8 heads); M >= 4 here, M <= 3 is "
                            "chenli.lemma11.7's")),
))


# ------------------------------------------------------------------------------ L1150: Lemma 5.16's E^c term, v != w

_K10 = 10.0  # each '>~' / '<<' read with the factor 10 (as chenli.display.lemma5.16-ec-term-vw)


def _coord_tail(n: int, t: float) -> tuple[float, float]:
    """For mu_1 = (2A - n)/n, A ~ Bin(n, 1/2): (q, m1) = (P[|mu_1| > t], E[mu_1^2; |mu_1| > t]) (ties |mu_1| = t in
    E), exact sums over the whole law (n <= 1e6)."""
    from scipy.stats import binom

    a = np.arange(n + 1)
    pm = binom.pmf(a, n, 0.5)
    mu = (2 * a - n) / n
    out = np.abs(2 * a - n) > t * n * (1 + 1e-12)
    return float(pm[out].sum()), float((pm * mu * mu)[out].sum())


def l1150_moments(k: int, d2: int, d3: int, t2: float, t3: float) -> tuple[float, float, float]:
    """(E[||mu||^2; E^c], E[||nu||^2; E^c], P[E^c]) for E = {|mu_i| <= t2, |nu_i| <= t3 for all i}, mu = X 1_[2]/d2,
    nu = X 1_[3]/d3, X uniform on {+-1}^{k x d} (exact binomial sums)."""
    q2, m1_2 = _coord_tail(d2, t2)
    q3, m1_3 = _coord_tail(d3, t3)
    l2, l3 = (math.log1p(-q) if q < 1 else -math.inf for q in (q2, q3))  # log P[|mu_1| <= t2], log P[|nu_1| <= t3]
    pec = -math.expm1(k * (l2 + l3))  # P[E^c] = 1 - P[E_mu] P[E_nu] (rows and mu, nu independent), no cancellation
    if pec <= 0:
        raise SolverFailure("P[E^c] underflows in float64")
    m0_2, m0_3 = 1 / d2 - m1_2, 1 / d3 - m1_3  # E[mu_1^2; |mu_1| <= t2], E[nu_1^2; |nu_1| <= t3]
    # E[||mu||^2; E^c] = E[||mu||^2; E_mu^c] + E[||mu||^2; E_mu] P[E_nu^c], each without cancellation:
    # E[||mu||^2; E_mu^c] = k (m1 + m0 (1 - (1 - q)^{k-1})), E[||mu||^2; E_mu] = k m0 (1 - q)^{k-1}
    a2 = k * (m1_2 + m0_2 * -math.expm1((k - 1) * l2)) + k * m0_2 * math.exp((k - 1) * l2) * -math.expm1(k * l3)
    a3 = k * (m1_3 + m0_3 * -math.expm1((k - 1) * l3)) + k * m0_3 * math.exp((k - 1) * l3) * -math.expm1(k * l2)
    return a2, a3, pec


@st.composite
def _l1150_instances(draw: st.DrawFn) -> dict:
    """k in [3, 100], d2 in [1e3, 1e6], d3 in [1, 1e6] (log-uniform integers; d3 <~ log d is the second case of the
    preceding lemmas, allowed), log10 d in [16, 20], delta = d^{-p}, p in [1, 4] (as the v = w twin)."""
    k = int(round(draw(with_edges(log_uniform(3.0, 100.0), 3.0, 100.0))))
    d2 = int(round(draw(with_edges(log_uniform(1e3, 1e6), 1e3, 1e6))))
    d3 = int(round(draw(with_edges(log_uniform(1.0, 1e6), 1.0, 2.0, 1e3, 1e6))))
    ld = float(draw(with_edges(st.floats(16.0, 20.0), 16.0, 20.0)))
    p = float(draw(with_edges(st.floats(1.0, 4.0), 1.0, 4.0)))
    return {"k": k, "d2": d2, "d3": d3, "log10_d": ld, "p": p}


def _l1150_parts(inst: dict, nu_scale: str) -> dict:
    k, d2, d3 = int(inst["k"]), int(inst["d2"]), int(inst["d3"])
    lnd = float(inst["log10_d"]) * math.log(10.0)
    L = math.log(k) + float(inst["p"]) * lnd
    t2 = math.sqrt(L / d2)
    t3 = math.sqrt(L / (d2 if nu_scale == "d2" else d3))
    a2, a3, pec = l1150_moments(k, d2, d3, t2, t3)
    lhs = k**1.5 * math.sqrt(max(a2, 0.0) * max(a3, 0.0)) / pec
    r = math.exp(lnd / 4) / _K10
    return {"lhs": lhs, "q": {"k": k, "L": L, "d2": d2, "d3": d3},
            "terms": {"P[E^c]": pec, "d2 E[||mu||^2 | E^c]": a2 / pec * d2, "d3 E[||nu||^2 | E^c]": a3 / pec * d3,
                      "ratio to the printed": lhs / (k**2.5 * L / math.sqrt(d2 * d3)), "log(k/delta)": L,
                      "c_slack": math.sqrt(min(r, d2)) / 2 - math.sqrt(L), "d2_slack": d2 - _K10 * lnd,
                      "r_slack": r - _K10 * lnd, "chi_slack": math.sqrt(math.log(k)) - 1.0}}


def _l1150_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l1150_parts(inst, "d2")
    return Measurement(p["lhs"], p["q"], p["terms"])


def _l1150_measure_d3(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p = _l1150_parts(inst, "d3")
    return Measurement(p["lhs"], p["q"], p["terms"])


_L1150_ASSUMPTIONS = (
    Assumption("c admissible", "1 <= c = sqrt(log(k/delta)) <= sqrt(min(r_Theta, d2))/2, r_Theta = d^{1/4}/10 "
               "(L1128; d3 may take the second case, d3 <~ log d)", lambda q: q["c_slack"]),
    Assumption("d2 >~ log d", "d2 >= 10 log d", lambda q: q["d2_slack"]),
    Assumption("r_Theta >~ log d", "r_Theta = d^{1/4}/10 >= 10 log d", lambda q: q["r_slack"]),
    Assumption("Assumption 5", "a chi with 1 <= chi <= sqrt(log k) exists (L457), i.e. k >= 3",
               lambda q: q["chi_slack"]),
)

CLAIMS.append(Claim(
    id="chenli.display.lemma5.16-ec-term-vnw",
    catalog_id="chenli.lemma5.16",
    paper=PAPER,
    source=f"Proof of Lemma 5.16, Section 5.4, {SEED_FILE} L1148-L1150 (v != w: the latter term of (53); mu, nu and E "
           "at L1126)",
    statement="delta E[mu^T J M_{mu,nu} nu | E^c] <= delta k^{5/2} log(k/delta)/sqrt(d2 d3), mu = X 1_[2]/d2, nu = X "
              "1_[3]/d3 (X uniform on {+-1}^{k x d}), E = {|mu_i|, |nu_i| <= sqrt(log(k/delta)/d2) for all i} (L1126 "
              "as printed, its '<~' read with constant 1), M_{mu,nu} = E[softmax(X Theta X^T) | mu, nu]. Explicit; "
              "checked divided by delta > 0 on the envelope over every Theta: k^{3/2} sqrt(E[||mu||^2 | E^c] "
              "E[||nu||^2 | E^c]) <= k^{5/2} log(k/delta)/sqrt(d2 d3).",
    statement_tex=r"$$\delta \cdot \mathbb{E}[\vec{\mu}^T \mathbf{J} \mathbf{M}_{\vec{\mu}, \vec{\nu}} "
                  r"\vec{\nu} \mid \mathcal{E}^c] \leq \delta k^{5/2} \log(k/\delta) / \sqrt{d_2 d_3}.$$",
    kind="step", comparison="<=", bound=B.l1150_printed, measure=_l1150_measure, strategy=_l1150_instances,
    assumptions=_L1150_ASSUMPTIONS,
    expect="holds",
    readings=(Reading("nu's threshold with d3", "E = {|mu_i| <= sqrt(log(k/delta)/d2), |nu_i| <= sqrt(log(k/delta)/"
                      "d3)} (each coordinate at its own scale; L1126 prints d2 for both)", measure=_l1150_measure_d3),),
    mutants={"k^{3/2} log(k/delta)/sqrt(d2 d3) (one k short)": B.l1150_mut_one_k_short,
             "k^{5/2}/sqrt(d2 d3) (no log(k/delta))": B.l1150_mut_no_log},
    auto_mutant=False,
    notes=("The measure is an upper envelope over Theta: |mu^T J M nu| <= ||mu|| ||J M||_op ||nu||, ||J M||_op <= "
           "k^{3/2} (the step's own fact: ||J||_op = k, M row-stochastic), and E[||mu|| ||nu|| | E^c] <= sqrt(E[||mu||"
           "^2 | E^c] E[||nu||^2 | E^c]); so 'holds' covers every Theta, while a crossing of the envelope alone "
           "would not be certified. Rows independent, mu independent of nu: E[||mu||^2; E^c] = E[||mu||^2; E_mu^c] "
           "+ E[||mu||^2; E_mu] P[E_nu^c] (log1p/expm1: no cancellation at q ~ 1e-40), E[||mu||^2; E_mu^c] = k (m1 + "
           "m0 (1 - (1 - q)^{k-1})), E[||mu||^2; E_mu] = k m0 (1 - q)^{k-1} (m0 + m1 = 1/d2, m1 = E[mu_1^2; |mu_1| > t], q = "
           "P[|mu_1| > t], exact binomial sums over the whole law). The step uses '||mu|| <= sqrt(k log(k/delta)/d2)' "
           "on E^c, where it is false by definition, but the k^{3/2} room covers the overshoot (as in the v = w "
           "twin). d3 down to 1 (nu_i = +-1: E^c is sure under the printed threshold)."),
    # ci: 10 examples (was 25; round 27 ci-time cut); dev keeps its profile default 300
    settings={"ci": {"max_examples": 10, "budget_s": 3.0}},
    domain=(Param("k", 3, INF, integer=True, key="k", text="k tokens (Assumption 5: k >= 3)",
                  unreached="k <= 100 (the envelope's ratio to the printed bound falls like 1/sqrt(k))"),
            Param("d2", 1, INF, integer=True, key="d2", text="d2 = ||v||_1 >~ log d",
                  unreached="d2 in [1e3, 1e6]: c <= sqrt(d2)/2 needs d2 >= 4 log(k/delta) ~ 740 at d = 1e20, p = 4"),
            Param("d3", 1, INF, integer=True, key="d3", text="d3 = ||w||_1 (any; d3 <~ log d is the second case)",
                  unreached="d3 <= 1e6 (exact binomial sums over the whole law)")),
))

from thmcheck.checks.papers._audits import cite_audits  # noqa: E402

# ---- round-22 audits
CLAIMS = cite_audits(CLAIMS, {
    'chenli.lemma11.7-M': 'auditor A: confirmed',
}, 'docs/audits/round22/chenli.md')
