"""thesis, Appendix B (proofs of Chapter 3), round 12 (helper thesisAB): displays inside the proofs encoded as printed
as step claims.

- (B.73) L4199 (proof of Lemma 3.4.7): |(1/B) sum_{b=1}^T sum_{n in B_b} |S_*^{n,T} cap N_z^n|/|S^{n,T}| - (1/B)
  sum_{b=1}^T sum_{n in B_b} |D_*^n cap N_z^n|/N| <= eps_* 'with high probability for some 1 > eps_* > 0'. S^{n,T} is
  a uniform sample of nodes from the whole graph (Algorithm 4, L789), so each sampled fraction is an unbiased
  hypergeometric estimate of |D_*^n cap N_z^n|/N; the printed 1/B (not 1/(BT)) over T batches leaves a sum of T B
  centred terms over B, whose spread grows like sqrt(T/B), and T = (B.72) = Theta(eta^-1/2 gamma_d^-2) grows as eta
  -> 0. Checked with the exact sampling law (no training enters the display).

Bounds in ``thmcheck.bounds.thesis.r12_thesisAB``; own checks in ``tests/test_thesis_r12_thesisAB.py``.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis import r12_thesisAB as B
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import INF, PAPER, _src
from thmcheck.checks.strategies import SEEDS, log_uniform

CLAIMS: list[Claim] = []
SP = "tests/test_thesis_r12_thesisAB.py::"

# ================= (B.73) L4199, proof of Lemma 3.4.7, App. B.3: the sampled class-relevant fractions over T batches

B73_RUNS = 64            # independent repetitions of the sampling per measurement (escalate: x 4 per level)
B73_DRAWS = 4_000_000    # hypergeometric draws per measurement at level 0 (runs x T x B): the method's budget


def _b73_T(eta: float, eps0: float, delta: float, gamma_d: float) -> int:
    """(B.72): T = eta^{-1/2} / ((1 - 2 eps_0)^{1/2} (1 - delta)^{1/2} gamma_d^2), rounded up to an integer."""
    return math.ceil(eta ** -0.5 / (math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * gamma_d ** 2))


def _b73_B(bmul: float, N: int) -> int:
    """B = ceil(bmul ln N) >= log N (Theorem 3.4.4's B >= Omega(eps^-2 log N) at constant 1 with eps -> 1)."""
    return max(1, math.ceil(bmul * math.log(N)))


@st.composite
def _b73_instances(draw: st.DrawFn) -> dict:
    """gamma_d in (0, 1] drawn in [0.05, 1] (atom 1); eps_0 in (0, 1/2) drawn in [1e-3, 0.45] (atom 1e-3); delta in
    [0, 1/2) (atom 0.2); |S^{n,T}| = s in [1, 64] (atom 1); kappa the fraction of the class-relevant nodes
    D_*^n (gamma_d N / 2 nodes) that lie in N_z^n (atom 0.5; at most 0.9: z != z_m, the core neighbourhood and n itself keep some D_*^n nodes
    outside N_z^n); sigma a fraction [0, 0.9] of the room (B.70) leaves;
    delta_{z_m} log-uniform in [1, 1e3]; N_0 = 10^x, x in [3, 7]; B = ceil(bmul ln N), bmul in [1, 4] (atom 1); eta
    log-uniform from the smallest value whose T of (B.72) fits the draw budget (runs x T x B <= 4e6) and |L| = N >=
    B T up to 1 (atom: that smallest eta); N = max(N_0, B T) (the one pass |L| >= BT with every node labelled)."""
    g = draw(st.one_of(st.just(1.0), st.floats(0.05, 1.0)))
    eps0 = draw(st.one_of(st.just(1e-3), st.floats(1e-3, 0.45)))
    delta = draw(st.one_of(st.just(0.2), st.floats(0.0, 0.49)))
    bmul = draw(st.one_of(st.just(1.0), st.floats(1.0, 4.0)))
    N0 = int(10 ** draw(st.floats(3.0, 7.0)))
    Bn = _b73_B(bmul, N0)
    c = 1.0 / (math.sqrt(1 - 2 * eps0) * math.sqrt(1 - delta) * g ** 2)      # T = c eta^{-1/2}
    T_cap = max(1.0, B73_DRAWS / (B73_RUNS * Bn) / 1.2)
    eta_min = min(1.0, max(1e-14, (c / T_cap) ** 2))
    eta = draw(st.one_of(st.just(eta_min), log_uniform(eta_min, 1.0))) if eta_min < 1.0 else 1.0
    T = _b73_T(eta, eps0, delta, g)
    N = max(N0, Bn * T)
    for _ in range(3):       # B grows with ln N; keep N >= B T
        Bn = _b73_B(bmul, N)
        N = max(N, Bn * T)
    return {"seed": draw(SEEDS), "eta": eta, "gamma_d": g, "eps0": eps0, "delta": delta, "bmul": bmul, "N": int(N),
            "s": draw(st.one_of(st.just(1), st.integers(1, 64))),
            "kappa": draw(st.one_of(st.just(0.5), st.floats(0.01, 0.9))),
            "sig_frac": draw(st.one_of(st.just(0.0), st.floats(0.0, 0.9))),
            "dzm": draw(st.one_of(st.just(1.0), log_uniform(1.0, 1e3))), "runs": B73_RUNS}


def _b73_quantities(inst: dict) -> dict:
    N, g = int(inst["N"]), float(inst["gamma_d"])
    Bn = _b73_B(float(inst["bmul"]), N)
    T = _b73_T(float(inst["eta"]), float(inst["eps0"]), float(inst["delta"]), g)
    room = g ** 2 - math.sqrt(math.log(N) / N)
    sigma = float(inst["sig_frac"]) * room if room > 0 else g ** 2
    K = int(math.floor(float(inst["kappa"]) * g * N / 2))              # |D_*^n cap N_z^n|
    return {"N": N, "B": Bn, "T": T, "sigma": sigma, "K": K, "s": int(inst["s"]), "p": K / N}


def _b73_devs(q: dict, runs: int, seed: int) -> np.ndarray:
    """runs independent copies of the deviation inside (B.73): (1/B) sum over the T B batch nodes (one pass: distinct
    nodes, independent samples) of |S_*^{n,T} cap N_z^n|/|S^{n,T}| - |D_*^n cap N_z^n|/N, each sample S^{n,T} of s
    nodes drawn uniformly without replacement from the N nodes (|S_* cap N_z| ~ Hypergeometric(N, K, s)); s = 1 uses
    the exact Binomial(T B, K/N) law of the sum."""
    rng = np.random.default_rng(seed)
    n, s, N, K, Bn = q["T"] * q["B"], q["s"], q["N"], q["K"], q["B"]
    if s == 1:
        sums = rng.binomial(n, K / N, size=runs).astype(float)
    else:
        sums = np.empty(runs)
        chunk = max(1, 2_000_000 // n)
        for r0 in range(0, runs, chunk):
            r1 = min(runs, r0 + chunk)
            sums[r0:r1] = rng.hypergeometric(K, N - K, s, size=(r1 - r0, n)).sum(1)
    return (sums / s - n * K / N) / Bn


@dataclass(frozen=True)
class MedianOrder:
    """The sample median of ``values`` with its distribution-free interval from order statistics (Binomial(R, 1/2)
    quantiles) at any confidence: the engine widens it for the number of instances tested."""

    values: tuple[float, ...]

    def interval(self, confidence: float) -> tuple[float, float]:
        from scipy.stats import binom

        xs, R = sorted(self.values), len(self.values)
        lo = int(binom.ppf((1 - confidence) / 2, R, 0.5))
        hi = int(binom.isf((1 - confidence) / 2, R, 0.5))
        return float(xs[max(lo - 1, 0)]), float(xs[min(hi, R - 1)])


def _b73_measure(inst: dict, ctx: Ctx) -> Measurement:
    """lhs = the median over inst['runs'] independent samplings of |dev|, dev the member inside (B.73)'s |.| (a 99 %
    order-statistic interval); the printed eps_* < 1 must exceed it if (B.73) holds with probability >= 1/2."""
    q = _b73_quantities(inst)
    runs = int(inst["runs"])
    if q["T"] * q["B"] > 2 * B73_DRAWS / B73_RUNS and q["s"] > 1:
        raise SolverFailure(f"runs x T x B = {runs * q['T'] * q['B']:.3g} hypergeometric draws beyond the budget")
    d = np.abs(_b73_devs(q, runs, int(inst["seed"])))
    n = q["T"] * q["B"]
    var = q["p"] * (1 - q["p"]) * (q["N"] - q["s"]) / (q["s"] * max(q["N"] - 1, 1))
    stat = MedianOrder(tuple(float(x) for x in d))
    return Measurement(
        float(np.median(d)), {"T": q["T"], "B": q["B"]},
        {"N": q["N"], "p = |D_* cap N_z|/N": q["p"], "s": q["s"], "sigma": q["sigma"], "T B": n,
         "sd of dev (exact)": math.sqrt(n * var) / q["B"], "share of runs with |dev| >= 1": float((d >= 1).mean()),
         "B_minus_lnN": q["B"] - math.log(q["N"]), "N_minus_BT": q["N"] - n,
         "B70_slack": inst["gamma_d"] ** 2 - math.sqrt(math.log(q["N"]) / q["N"]) - q["sigma"],
         "B71_slack": (q["N"] - (1 + float(inst["dzm"]) ** 2) * math.log(q["N"]) / (inst["gamma_d"] ** 2 - q["sigma"]) ** 2
                       if inst["gamma_d"] ** 2 > q["sigma"] else -1.0)},
        lhs_interval=stat.interval(0.99), stat=stat)


def _b73_escalate(inst: dict, level: int) -> dict:
    """4^level x 64 repetitions of the sampling."""
    return {**inst, "runs": B73_RUNS * 4 ** level}


_B73_ASSUMPTIONS = (
    Assumption("(B.70) at constant 1", "sqrt(log N / N) + sigma <= gamma_d^2 (the Theta read as 1)",
               lambda q: q["B70_slack"]),
    Assumption("(B.71) at constant 1", "|L| = N >= (1 + delta_{z_m}^2) log N / (gamma_d^2 - sigma)^2 (delta_{z_m} = "
               "max_n |N_{z_m}^n| drawn; the core neighbourhood is not the N_z^n of the display)",
               lambda q: q["B71_slack"]),
    Assumption("|L| >= BT (3.9), one pass", "N >= B T: every node labelled, the T batches of B distinct nodes",
               lambda q: q["N_minus_BT"]),
    Assumption("B >= log N", "Theorem 3.4.4's B >= Omega(eps^-2 log N) at constant 1 (eps -> 1)",
               lambda q: q["B_minus_lnN"]),
    Assumption("T as (B.72)", "T = ceil(eta^-1/2 (1 - 2 eps_0)^-1/2 (1 - delta)^-1/2 gamma_d^-2) (by construction)",
               lambda q: 1.0),
)



CLAIMS.append(Claim(
    id="thesis.ch3.eqB.73",
    paper=PAPER,
    kind="step",
    comparison="<",
    source=_src("(B.73), proof of Lemma 3.4.7, App. B.3, L4199 (T of (B.72), hypotheses (B.70)-(B.71), the sampling "
                "of Algorithm 4)"),
    statement="(B.73) (proof of Lemma 3.4.7, T as in (B.72)): |(1/B) sum_{b=1}^T sum_{n in B_b} |S_*^{n,T} cap "
              "N_z^n|/|S^{n,T}| - (1/B) sum_{b=1}^T sum_{n in B_b} |D_*^n cap N_z^n|/N| <= eps_* with high probability "
              "for some 1 > eps_* > 0. Checked: the median of the left side (w.h.p. read as probability >= 1/2) is "
              "below 1, for S^{n,T} a uniform sample of |S^{n,T}| nodes of the whole graph (L789), one pass over "
              "|L| >= BT labelled nodes, every eta in (0, 1], gamma_d, eps_0, delta, |S^{n,T}| >= 1 and "
              "|D_*^n cap N_z^n| allowed by (B.70)-(B.72).",
    statement_tex=r"\left| \frac{1}{B} \sum_{b=1}^T \sum_{n \in \mathcal{B}_b} \frac{|\mathcal{S}_*^{n,T} \cap "
                  r"\mathcal{N}_z^n|}{|\mathcal{S}^{n,T}|} - \frac{1}{B} \sum_{b=1}^T \sum_{n \in \mathcal{B}_b} "
                  r"\frac{|\mathcal{D}_*^n \cap \mathcal{N}_z^n|}{N} \right| \leq \epsilon_*",
    bound=B.eqB73_printed,
    measure=_b73_measure,
    strategy=_b73_instances(),
    constants="explicit",
    assumptions=_B73_ASSUMPTIONS,
    expect="erratum",
    evidence="With the printed 1/B over T batches, the member inside |.| is (1/B) times a sum of T B independent "
             "centred terms (each sampled fraction |S_* cap N_z|/|S| is an unbiased estimate of |D_* cap N_z|/N: "
             "S^{n,T} is a uniform sample of the whole graph, L789), so its spread is sqrt(T v / B) (v = one term's "
             "variance, p(1 - p)/|S| up to the finite-population factor) and T = (B.72) = eta^-1/2 (1 - 2 eps_0)^-1/2 "
             "(1 - delta)^-1/2 gamma_d^-2 grows without bound as eta -> 0 (eta 'very small' is the proof's regime). "
             "ci: eta = 2.26e-8, gamma_d = 1, eps_0 = 1e-3, delta = 0.2 (T = 7441), N = 89292, B = 12 >= ln N = "
             "11.4, one pass B T = N = |L|, |S^{n,T}| = 1, |D_*^n cap N_z^n|/N = 1/4: median |dev| = 7.96 (99 % "
             "order-statistic interval [4.9, 10.8]; exact sd 10.8), 58 of 64 samplings have |dev| >= 1. Milder: eta "
             "= 1e-3, gamma_d = 0.2, eps_0 = 0.1, N = 1e6, B = 14, T = 989, share 0.05: Pr(|dev| >= 1) = 0.585 "
             "(exact Binomial). Inside every hypothesis: (B.70) at constant 1 with sigma = 0 (slack 0.99), (B.71) "
             "at constant 1 (|L| = N, delta_{z_m} = 1), |L| >= BT, B >= log N, eps_0 in (0, 1/2), delta < 1/2, "
             "|S^{n,T}| >= 1; N_z^n is a distance-z neighbourhood other than the core one (Lemma 3.4.7 compares "
             "every z with z_m), whose class-relevant share is not limited by (B.71)'s delta_{z_m} (a quarter of the "
             "graph at distance z: kappa = 0.5 of the class-relevant half). Not the encoding: the display's sums and "
             "normalisations as printed, the sampling law of Algorithm 4; the left side involves no trained "
             "parameter. With 1/(BT) in place of 1/B the deviation is at most sqrt(log(2/delta')/(2BT)) < 1 w.p. "
             "1 - delta' (Hoeffding), which is what the proof needs.",
    corrected=B.eqB73_hoeffding,
    corrected_text="With probability >= 1/2, |(1/B) sum_{b=1}^T sum_{n in B_b} (|S_*^{n,T} cap N_z^n|/|S^{n,T}| - "
                   "|D_*^n cap N_z^n|/N)| <= sqrt(T ln 4 / (2B)) (and <= sqrt(T log(2/delta')/(2B)) with probability "
                   "1 - delta', Hoeffding): eps_* grows like sqrt(T/B); equivalently the 1/(BT)-average deviation is "
                   "<= sqrt(log(2/delta')/(2BT)) < 1.",
    second_path=SP + "test_b73_as_printed_fails_with_probability_above_half",
    escalate=_b73_escalate,
    mutants={"sqrt(ln 4/(2B)) (no growth with T)": B.eqB73_mut_no_t, "sqrt(T/B)/20": B.eqB73_mut_const},
    domain=(
        Param("eta", 0, 1, lo_closed=False, far=1e-8, text="step size eta in (0, 1] (T = (B.72) grows like eta^-1/2)",
              unreached="eta is drawn down to the value whose T fits the draw budget (runs x T x B <= 4e6 "
                        "hypergeometric draws: a method limit); smaller eta only raises T and the spread sqrt(T/B)"),
        Param("gamma_d", 0, 1, lo_closed=False, far=0.05, text="gamma_d in (0, 1]",
              unreached="gamma_d >= 0.05 drawn; smaller gamma_d needs N >= (log N)/gamma_d^4 for (B.70)"),
        Param("eps0", 0, 0.5, lo_closed=False, hi_closed=False, text="eps_0 in (0, 1/2)",
              unreached="eps_0 in [1e-3, 0.45] drawn; T grows as eps_0 -> 1/2"),
        Param("delta", 0, 0.5, hi_closed=False, text="delta < 0.5 (Assumption B.2.1)", unreached="delta <= 0.49"),
        Param("s", 1, INF, integer=True, far=64, text="|S^{n,T}| >= Omega(1)",
              unreached="s <= 64 drawn: the spread falls like s^-1/2, so larger samples need smaller eta"),
        Param("kappa", 0, 1, lo_closed=False, far=0.9, text="|D_*^n cap N_z^n| / (gamma_d N / 2), z != z_m",
              unreached="kappa <= 0.9: the core neighbourhood N_{z_m}^n and n itself keep some class-relevant nodes "
                        "outside N_z^n"),
        Param("N", 2, INF, integer=True, far=10**7, text="N nodes",
              unreached="N in [1e3, 1e7] drawn (raised to B T by the one pass)"),
    ),
    notes="No training enters (B.73): its two members are the sampled class-relevant fraction of S^{n,T} (a uniform "
          "sample of the N nodes, Algorithm 4 L789) and its mean |D_*^n cap N_z^n|/N, so each term has mean 0 and the "
          "left side is |sum of T B independent centred terms| / B. N_z^n is a distance-z neighbourhood other than "
          "the core one (Lemma 3.4.7 compares b_{z_m} with every z); its class-relevant share kappa gamma_d / 2 of "
          "the graph is not limited by (B.71), whose delta_{z_m} is the core neighbourhood's size. The instance "
          "strategy's |D_*^n cap N_z^n| is the same for every batch node (a graph where every labelled node sees "
          "the same number of class-relevant nodes at distance z).",
    settings={"ci": {"max_examples": 12, "budget_s": 10.0, "min_valid": 3},
              "dev": {"max_examples": 60}},
))
