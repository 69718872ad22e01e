"""Round 23 (helper chenliA): far ends of chenli's cube-tail statements whose generators stopped at an enumeration cap.

- ``chenli.thm3.3-d`` (L321): Theorem 3.3, P[<w, z> >= 1] > 3/32 for w in S^{d-1}, z uniform on {+-1}^d.
  chenli.thm3.3 enumerates the 2^d points at d <= 16. Here d = n + M up to ~1e7: w proportional to u = (u_1, ..., u_n,
  1, ..., 1) with n <= 10 free integer weights and M unit weights, so <u, z> = s + (2J - M) with s = <u_[n], z_[n]>
  (2^n values) and J ~ Bin(M, 1/2) independent. The event <w, z> >= 1 is <u, z> >= 0 and <u, z>^2 >= ||u||^2, an
  integer threshold on J for each s (decided in integers); only the binomial tail sums are float64 (scipy), re-checked
  exactly (math.comb, Fractions) for M <= 3000. The variance share of the unit block, f = M/||u||^2, runs from ~0 (the
  n-point shapes of the enumeration, e.g. 7/64 at n = 6 equal weights) to 1 (the Gaussian limit 1 - Phi(1) = 0.159).
- ``chenli.lemma6.9-d`` (L1691-L1703): Lemma 6.9 with the proof's Paley-Zygmund constant 1/12, P[||E'^T x||^2 >=
  ||E'||_F^2/2] >= 1/12. chenli.lemma6.9 enumerates 2^d points at d <= 14. Here E' = u (one column, rank one: the
  enumeration's extremal shape, 1/4 at n = 3 equal weights) with the same u as above, so the event is 2 <u, x>^2 >=
  ||u||^2, two integer thresholds on J per s; d up to ~1e7.
"""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.chenli import sec3_prelim as B3
from thmcheck.bounds.chenli import sec6_4_patterns as B64
from thmcheck.checks.claim import Assumption, Claim, Ctx, Measurement, SolverFailure
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.chenli._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import SEEDS, log_uniform, with_edges

CLAIMS: list[Claim] = []

_N_MAX = 10  # free weights: 2^n partial sums
_M_MAX = 10**7  # unit weights (binomial block)
_EXACT_M = 3000  # exact re-check (big-integer binomial sums) up to this block size


def _isqrt_ceil(num: int, den: int = 1) -> int:
    """The least integer T >= 0 with den T^2 >= num (num >= 0, den >= 1)."""
    t = math.isqrt(num // den)
    while den * t * t < num:
        t += 1
    while t > 0 and den * (t - 1) * (t - 1) >= num:
        t -= 1
    return t


def _partial_sums(u: list[int]) -> dict[int, int]:
    """The law of s = <u, z> for z uniform on {+-1}^n: {s: number of z} (2^n points)."""
    law = {0: 1}
    for w in u:
        nxt: dict[int, int] = {}
        for s, c in law.items():
            for v in (s + w, s - w):
                nxt[v] = nxt.get(v, 0) + c
        law = nxt
    return law


def tail_probability(u: list[int], M: int, den: int, two_sided: bool, exact: bool = False) -> tuple[float | Fraction,
                                                                                                   dict]:
    """P[t >= T] (+ P[t <= -T] if two_sided) for t = <u, z> + (2J - M), J ~ Bin(M, 1/2) independent of z ~ {+-1}^n,
    T the least integer >= 0 with den T^2 >= ||u||^2 + M (so the event is t >= 0 and den t^2 >= ||(u, 1_M)||^2, or
    den t^2 >= ... for two_sided). den = 1: Theorem 3.3's <w, z> >= 1; den = 2: Lemma 6.9's 2 <u, x>^2 >= ||u||^2."""
    from scipy.stats import binom

    N = sum(w * w for w in u) + M
    T = _isqrt_ceil(N, den)
    law = _partial_sums(u)
    n = len(u)
    s = np.array(sorted(law), dtype=np.int64)
    c = np.array([law[v] for v in sorted(law)], dtype=float)
    # t >= T  <=>  2J >= T - s + M  <=>  J >= ceil((T - s + M)/2)
    jlo = -((-(T - s + M)) // 2)
    # t <= -T  <=>  2J <= -T - s + M  <=>  J <= floor((-T - s + M)/2)
    jhi = (-T - s + M) // 2
    info = {"N": N, "T": T, "n": n, "M": M, "d": n + M}
    if exact:
        if M > _EXACT_M:
            raise SolverFailure(f"exact re-check capped at M = {_EXACT_M}")
        tot = 0
        for sv, cnt in law.items():
            a = max(0, -((-(T - sv + M)) // 2))
            up = sum(math.comb(M, j) for j in range(a, M + 1))
            lo = 0
            if two_sided:
                b = min(M, (-T - sv + M) // 2)
                lo = sum(math.comb(M, j) for j in range(0, b + 1)) if b >= 0 else 0
            tot += cnt * (up + lo)
        return Fraction(tot, 2 ** (n + M)), info
    up = binom.sf(jlo - 1, M, 0.5)  # P[J >= jlo] (1 for jlo <= 0, 0 for jlo > M)
    p = up
    if two_sided:
        p = p + binom.cdf(jhi, M, 0.5)  # P[J <= jhi] (0 for jhi < 0)
    return float(np.dot(c, p) / 2.0**n), info


@st.composite
def _tail_instances(draw: st.DrawFn) -> dict:
    """n in 0..10 free weights (equal, two-level or random positive integers; their signs do not matter), M unit
    weights log-uniform in [1, 1e7] (edges 1, 1e7; M = 0 when n >= 1 is also proposed), and the unit block's variance
    share f = M/||u||^2 in [1e-4, 1] (edges; f = 1: n = 0): the free weights are scaled to A ~ sqrt(M (1 - f)/(f n))."""
    n = int(draw(with_edges(st.integers(0, _N_MAX), 0, 1, 2, 3, 4, 6, _N_MAX)))
    M = int(round(draw(with_edges(log_uniform(1.0, float(_M_MAX)), 1.0, float(_M_MAX)))))
    if n >= 1 and draw(st.integers(0, 9)) == 0:
        M = 0
    f = float(draw(with_edges(log_uniform(1e-4, 1.0), 1e-4, 1e-2, 0.5, 1.0)))
    mode = draw(st.sampled_from(["equal", "two", "random"]))
    seed = draw(SEEDS)
    rng = np.random.default_rng(seed)
    if n == 0:
        M = max(M, 1)
        u: list[int] = []
    else:
        if M == 0:
            A = int(draw(st.integers(1, 50)))
        else:
            A = max(1, int(round(math.sqrt(M * (1.0 - f) / (f * n))))) if f < 1.0 else 1
        if mode == "equal":
            u = [A] * n
        elif mode == "two":
            ratio = float(draw(with_edges(log_uniform(1.0, 20.0), 1.0, 2.0)))
            k1 = int(draw(st.integers(0, n)))
            u = [A] * k1 + [max(1, int(round(A * ratio)))] * (n - k1)
        else:
            u = [int(v) for v in np.maximum(1, np.rint(A * rng.uniform(0.05, 2.0, n)))]
    return {"u": u, "M": M, "n": len(u), "d": len(u) + M, "mode": mode, "seed": seed}


def _thm33_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p, info = tail_probability(list(inst["u"]), int(inst["M"]), 1, False)
    return Measurement(p, {"d": int(inst["d"])}, {**info, "unit_share": info["M"] / info["N"]})


def _thm33_exact(inst: dict) -> Measurement:
    p, info = tail_probability(list(inst["u"]), int(inst["M"]), 1, False, exact=True)
    return Measurement(p, {"d": int(inst["d"])}, info, exact=True)


_D_PARAM = Param("d", 1, INF, integer=True, text="any d (w in S^{d-1}, z in {+-1}^d)",
                 unreached="d = n + M with n <= 10 free integer weights and M <= 1e7 unit weights: the far end in d "
                           "along the shapes 'a few heavy coordinates + a flat block' (the binomial law of the flat "
                           "block is exact); other shapes with many distinct weights at large d are not drawn")

CLAIMS.append(Claim(
    id="chenli.thm3.3-d",
    catalog_id="chenli.thm3.3",
    paper=PAPER,
    source=f"Theorem 3.3 (Theorem 1.1 of [DK22]), Section 3.3, {SEED_FILE} L321",
    statement="For w in S^{d-1} and uniformly random z in {+-1}^d, P[<w,z> >= 1] > 3/32. Checked at d up to ~1e7: w = "
              "u/||u||, u = (n <= 10 positive integer weights, M unit weights), the law exact in integers (binomial "
              "block).",
    kind="deterministic",
    comparison=">",
    bound=B3.thm3_3,
    measure=_thm33_measure,
    exact=_thm33_exact,
    strategy=_tail_instances,
    assumptions=(Assumption("unit", "w = u/||u|| in S^{d-1} (u integer, nonzero)", lambda q: float(q["N"]) - 1.0),),
    expect="holds",
    favourable=0.20,
    mutants={"constant 3/32 -> 1/8": lambda d: Fraction(1, 8),
             "constant 3/32 -> 0.15 (below the Gaussian limit 0.1587)": lambda d: Fraction(15, 100)},
    auto_mutant=True,
    notes="Far end of chenli.thm3.3 in d (round 23, chenliA: the enumeration stopped at d <= 16). The thresholds on J "
          "are integers (<u, z> >= 0 and <u, z>^2 >= ||u||^2, T = ceil(sqrt(||u||^2))); only the binomial tail sums "
          "are float64 (scipy.stats.binom, relative error ~1e-15); the exact re-check sums math.comb in big integers "
          "for M <= 3000. Signs of the free weights do not matter (z is symmetric).",
    settings={"ci": {"max_examples": 120, "budget_s": 3.0}, "dev": {"max_examples": 1000, "budget_s": 30.0}},
    domain=(_D_PARAM,),
))


def _l69_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    p, info = tail_probability(list(inst["u"]), int(inst["M"]), 2, True)
    return Measurement(p, {}, {**info, "unit_share": info["M"] / info["N"]})


def _l69_exact(inst: dict) -> Measurement:
    p, info = tail_probability(list(inst["u"]), int(inst["M"]), 2, True, exact=True)
    return Measurement(p, {}, info, exact=True)


CLAIMS.append(Claim(
    id="chenli.lemma6.9-d",
    catalog_id="chenli.lemma6.9",
    paper=PAPER,
    source=f"Lemma 6.9 (proof: Paley-Zygmund), Section 6.4, {SEED_FILE} L1691-L1703",
    statement="P_{x ~ {+-1}^d}[||E'^T x||^2 >= ||Theta_1||_F^2/2] >= Omega(1), where ||E'||_F = ||Theta_1||_F. Checked "
              "with the proof's explicit Paley-Zygmund constant 1/12 at d up to ~1e7 on rank-one E' = u (n <= 10 "
              "positive integer weights and M unit weights; the law exact in integers).",
    kind="deterministic",
    comparison=">=",
    bound=B64.lemma6_9,
    measure=_l69_measure,
    exact=_l69_exact,
    strategy=_tail_instances,
    assumptions=(Assumption("nonzero", "E' != 0", lambda q: float(q["N"]) - 1.0),),
    expect="holds",
    auto_mutant=False,
    mutants={"constant 1/3 (above the attained 1/4)": lambda: Fraction(1, 3),
             "constant 1/4 + 1/1000": lambda: Fraction(1, 4) + Fraction(1, 1000)},
    notes="Far end of chenli.lemma6.9 in d (round 23, chenliA: the enumeration stopped at d <= 14) on its extremal "
          "shape, rank one (p = 1: the event depends on E' only through E' E'^T). Integer thresholds 2 t^2 >= ||u||^2 "
          "on t = <u, x> = s + 2J - M; float64 binomial tails, exact big-integer re-check for M <= 3000. The Gaussian "
          "limit (f = 1) is P[|N(0,1)| >= 1/sqrt 2] = 0.48.",
    settings={"ci": {"max_examples": 100, "budget_s": 3.0}, "dev": {"max_examples": 1000, "budget_s": 30.0}},
    domain=(Param("d", 1, INF, integer=True, text="x in {+-1}^d, E' any d x p matrix",
                  unreached="d = n + M with n <= 10 free integer weights and M <= 1e7 unit weights, rank one (p = 1); "
                            "higher rank at large d is not drawn (chenli.lemma6.9 draws p <= 6 at d <= 14)"),
            Param("p", 1, INF, integer=True, text="E' has any number of columns",
                  unreached="p = 1 (rank one, the extremal shape of the enumeration)")),
))
