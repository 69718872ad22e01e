"""Round 21 (factrecall, helper papers): Lemma 15 (Mehler) at the Hermite degrees factrecall.lemma15 leaves out.

- ``factrecall.lemma15.large-k``: E_x[h_k(<u,x>) h_k(<w,x>)] = <u,w>^k for k in [41, 200], in exact integer
  arithmetic. factrecall.lemma15 stops at k = 40 (its exact path expands monomials with rational moments, O(k^3)
  big-rational terms, and its float quadrature loses rho^k to cancellation at large k). Here rho = <u,w> is a float,
  i.e. a dyadic rational P/D, s^2 = 1 - rho^2 = (D^2 - P^2)/D^2, and with y = rho g1 + s g2 (g1, g2 iid N(0,1)):

      q(x) := E_{g2}[He_k(rho x + s g2)] = sum_i c_i sum_{l even} C(i, l) (rho x)^{i-l} s^l (l-1)!!,
      E[He_k(g1) He_k(y)] = sum_{j, m} c_j q_m E[g1^{j+m}],

  all scaled by D^k to integers (c_i the integer coefficients of He_k), O(k^2) integer operations. The lemma is the
  integer identity sum = P^k k!; lhs = the exact value E[h_k h_k] = sum/(D^k k!) as a Fraction.
"""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from thmcheck.bounds.factrecall import sec3_6_main as B
from thmcheck.checks.claim import Claim, Ctx, Measurement
from thmcheck.checks.domain import INF, Param
from thmcheck.checks.papers.factrecall._common import PAPER, SEED_FILE
from thmcheck.models.factrecall.appF1_hermite import gauss_moment, he_prob_coeffs


def mehler_integer(rho: float, k: int) -> Fraction:
    """E[h_k(g1) h_k(rho g1 + sqrt(1 - rho^2) g2)] exactly (rho a float, |rho| <= 1), O(k^2) integer operations."""
    P, D = Fraction(rho).as_integer_ratio()
    S2 = D * D - P * P  # s^2 D^2
    c = he_prob_coeffs(k)
    Dp = [1] * (k + 1)
    Pp = [1] * (k + 1)
    for i in range(1, k + 1):
        Dp[i], Pp[i] = Dp[i - 1] * D, Pp[i - 1] * P
    Sp = [1] * (k // 2 + 1)
    for i in range(1, k // 2 + 1):
        Sp[i] = Sp[i - 1] * S2
    q = [0] * (k + 1)  # q_m D^k: coefficient of x^m in E_{g2} He_k(rho x + s g2), times D^k
    for i, ci in enumerate(c):
        if ci == 0:
            continue
        for lv in range(0, i + 1, 2):
            m = i - lv
            # c_i C(i, l) rho^m s^l (l-1)!! = c_i C(i, l) P^m S2^{l/2} (l-1)!! / D^i; times D^k
            q[m] += ci * _comb(i, lv) * Pp[m] * Sp[lv // 2] * gauss_moment(lv) * Dp[k - i]
    total = 0
    for j, cj in enumerate(c):
        if cj == 0:
            continue
        for m, qm in enumerate(q):
            if qm and (j + m) % 2 == 0:
                total += cj * qm * gauss_moment(j + m)
    return Fraction(total, Dp[k] * _fact(k))


def _comb(n: int, r: int) -> int:
    import math

    return math.comb(n, r)


def _fact(n: int) -> int:
    import math

    return math.factorial(n)


@st.composite
def _large_k_instances(draw: st.DrawFn) -> dict:
    k = draw(st.one_of(st.sampled_from([41, 42, 100, 200]), st.integers(41, 120), st.integers(41, 200)))
    rho = draw(st.one_of(st.sampled_from([1.0, -1.0, 0.0, 0.999, -0.5, 2.0**-30]), st.floats(-1.0, 1.0)))
    return {"k": k, "rho": float(rho)}


def _large_k_measure(inst: dict, ctx: Ctx) -> Measurement:  # noqa: ARG001
    v = mehler_integer(inst["rho"], inst["k"])
    return Measurement(float(v), {"rho": inst["rho"], "k": inst["k"]}, {})


def _large_k_exact(inst: dict) -> Measurement:
    return Measurement(mehler_integer(inst["rho"], inst["k"]), {"rho": Fraction(inst["rho"]), "k": inst["k"]},
                       exact=True)


LEMMA15_LARGE_K = Claim(
    id="factrecall.lemma15.large-k",
    catalog_id="factrecall.lemma15",
    paper=PAPER,
    source=f"Lemma 15, Appendix F.1, {SEED_FILE} L1739-L1743 (h_k orthonormal, L1733-L1735); the degrees k > 40",
    statement="|u| = |w| = 1, x ~ N(0, I_d): E_x[h_k(<u,x>) h_k(<w,x>)] = <u,w>^k (h_k orthonormal Hermite), for "
              "k in [41, 400] (factrecall.lemma15 checks k <= 40).",
    statement_tex=r"\mathbb{E}_{\bm{x}}[h_k(\langle\bm{u},\bm{x}\rangle)h_k(\langle\bm{w},\bm{x}\rangle)]="
                  r"\langle\bm{u},\bm{w}\rangle^k",
    kind="deterministic", comparison="==", bound=B.lemma15, measure=_large_k_measure, exact=_large_k_exact,
    strategy=_large_k_instances, rtol=1e-12, atol=0.0,
    domain=(Param("k", 41, INF, integer=True, text="Hermite degree k (k <= 40: factrecall.lemma15)",
                  unreached="k <= 200 drawn (O(k^2) operations on integers of ~53 k bits: ~0.3 s at k = 200, 2.5 s at k = 400; tests/test_factrecall_r21_papers.py checks k = 400 once)"),
            Param("rho", -1, 1, text="rho = <u, w> in [-1, 1] (the expectation depends on u, w only through rho: "
                                     "rotation invariance of N(0, I_d); d = 1 gives rho = +-1 only)")),
    mutants={"unnormalised He_k (k! rho^k)": lambda rho, k: _fact(k) * rho**k,
             "|rho|^k": lambda rho, k: abs(rho) ** k,
             "rho^(k+1)": lambda rho, k: rho ** (k + 1)},
    notes="Measure and exact re-measure are the same integer computation (the float lhs is its rounding); "
          "tests/test_factrecall_r21_papers.py compares it with an mpmath Gauss-Hermite quadrature at 400 digits.",
    settings={"ci": {"max_examples": 15, "budget_s": 2.0}},
)

CLAIMS = [LEMMA15_LARGE_K]
