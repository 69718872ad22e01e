"""thesis, Appendix E (round 9, thesisE): displays inside the proofs of Chapter 6 (in-context learning), as printed.

- App. E.5.4 (proof of Lemma E.4.5's attention part): (E.116) L8497 and (E.117) L8501, the context-count chains
  sum_{N_j cap M_k} e^{delta^2(beta^2+1)} <~ sum_{N_j - M_k} e^{delta^2 beta^2} and sum_{M_k - N_j} e^{delta^2}
  <~ sum_{[l] - N_j - M_k} e^{delta^2}, each as a uniform check (one constant for the whole printed domain) of
  'right end / left end >~ 1' on prompts drawn as described before (E.112) (L8485); a whp statement read as its
  median over 101 prompts.

Thesis: ``shared/seeds/003_84cf0eb31e2dc802.txt``. The shapes live in :mod:`thmcheck.bounds.thesis.r9_thesisE`.
"""

from __future__ import annotations

import math

import numpy as np
from hypothesis import strategies as st

from thmcheck.bounds.thesis.r9_thesisE import e116_mutant_l, e116_mutant_m2, e116_shape
from thmcheck.checks.claim import Claim, Ctx, Direction, Measurement, Reading
from thmcheck.checks.domain import Param
from thmcheck.checks.papers.thesis._common import PAPER, SEED_FILE
from thmcheck.checks.strategies import log_uniform

SP = "tests/test_thesis_r9_thesisE.py::"
_PROMPTS = 101  # prompts per instance (the median of a whp statement)
_HOLDS_AT_ZERO = 1e12  # the ratio reported where the display's left end is 0 on most prompts (holds at any constant)


def _src(where: str, lines: str) -> str:
    return f"{where}, {SEED_FILE} {lines}"


CLAIMS: list[Claim] = []

# ================================================ (E.116), (E.117): the context-count chains of App. E.5.4 (L8497-L8501)


def _l_min(M1: int, M2: int) -> int:
    """The proof's l >= Theta(max{M1, M2} log M1) (L8485) with constant 1, at least 1."""
    return max(1, math.ceil(max(M1, M2) * math.log(M1)))


@st.composite
def _e116_instances(draw: st.DrawFn, m2_min: int = 1) -> dict:
    """M1 in 3..12 (mu_j, mu_q and M1 - 2 other IDR patterns, L8485), M2 in m2_min..2 M1 (M2 = O(M1), L1762), l =
    ceil(f max(M1, M2) log M1) with f log-uniform in [1, 100] (L8485's l >~ max(M1, M2) log M1), alpha in
    [0.01, 0.99] (alpha = Theta(1)), beta in [1, 3] (beta >= 1 a constant), delta in [0.01, 0.2] (Sec. 6.2.3), the
    prompts' seed."""
    M1 = draw(st.integers(3, 12))
    M2 = draw(st.one_of(st.just(m2_min), st.integers(m2_min, 2 * M1)))
    f = float(draw(st.one_of(st.just(1.0), log_uniform(1.0, 100.0))))
    return {"M1": M1, "M2": M2, "l": max(1, math.ceil(f * _l_min(M1, M2))),
            "alpha": draw(st.floats(0.01, 0.99)), "beta": draw(st.floats(1.0, 3.0)),
            "delta": draw(st.floats(0.01, 0.2)), "seed": draw(st.integers(0, 2**31 - 1))}


def e116_counts(inst: dict) -> np.ndarray:
    """Counts (|N_j cap M_k|, |N_j - M_k|, |M_k - N_j|, |[l] - N_j - M_k|) of _PROMPTS prompts (rows): each of the l
    context tokens has the query's IDR pattern mu_j w.p. alpha/2 and the query's IDI pattern nu_k w.p. 1/M2,
    independently (L8485: mu_q and mu_j alpha/2 each, the others (1 - alpha)/(M1 - 2), nu_k uniform)."""
    a, M2 = inst["alpha"] / 2, 1.0 / inst["M2"]
    p = [a * M2, a * (1 - M2), (1 - a) * M2, (1 - a) * (1 - M2)]
    p = [max(0.0, x) for x in p]
    s = sum(p)
    return np.random.default_rng(inst["seed"]).multinomial(inst["l"], [x / s for x in p], size=_PROMPTS)


def _e116_measure(display: str):
    def measure(inst: dict, ctx_: Ctx) -> Measurement:
        n = e116_counts(inst).astype(float)
        d2, b2 = inst["delta"] ** 2, inst["beta"] ** 2
        if display == "E.116":
            first = n[:, 0] * math.exp(d2 * (b2 + 1))  # sum over N_j cap M_k of e^{delta^2 (beta^2 + 1)}
            last = n[:, 1] * math.exp(d2 * b2)  # sum over N_j - M_k of e^{delta^2 beta^2}
        else:
            first = n[:, 2] * math.exp(d2)  # sum over M_k - N_j of e^{delta^2}
            last = n[:, 3] * math.exp(d2)  # sum over [l] - N_j - M_k of e^{delta^2}
        with np.errstate(divide="ignore", invalid="ignore"):
            ratio = np.where(first > 0, last / np.where(first > 0, first, 1.0), np.inf)
        med = float(np.median(ratio))
        lhs = _HOLDS_AT_ZERO if math.isinf(med) else med
        share = float(np.mean((first > 0) & (last == 0)))
        return Measurement(lhs, {"M2": inst["M2"], "l": inst["l"]},
                           {"prompts with left end > 0 = right end": share,
                            "median left end": float(np.median(first)), "median right end": float(np.median(last))},
                           exact=lhs == 0.0)
    return measure


def _move_M2(inst: dict, t: float) -> dict:
    M2 = int(round(t))
    M1 = max(inst["M1"], math.ceil(M2 / 2))
    # l grows with M2 so the expected count l alpha/(2 M2) of N_j cap M_k stays >= 1000 along the path (the counts
    # drawn in O(1), whatever l): the path follows the mean ratio, not the sampling noise of a near-empty set
    return {**inst, "M1": M1, "M2": M2, "l": max(inst["l"], _l_min(M1, M2), math.ceil(2000 * M2 / inst["alpha"]))}


def _move_l(inst: dict, t: float) -> dict:
    return {**inst, "l": max(int(round(t)), _l_min(inst["M1"], inst["M2"]))}


_E116_TEXT = {
    "E.116": ("(E.116)", "L8497",
              "sum_{s in N_j cap M_k} e^{delta^2(beta^2+1)} <= l (1/sqrt M2) e^{delta^2} e^{delta^2 beta^2} <~ l "
              "(alpha/2) e^{delta^2 beta^2} <~ sum_{s in N_j - M_k} e^{delta^2 beta^2}",
              r"\sum_{s \in \mathcal{N}_j^{n,i} \cap \mathcal{M}_k^{n,i}} e^{\delta^2(\beta \cdot \beta + 1)} "
              r"\lesssim \sum_{s \in \mathcal{N}_j^{n,i} - \mathcal{M}_k^{n,i}} e^{\delta^2(\beta \cdot \beta)}"),
    "E.117": ("(E.117)", "L8501",
              "sum_{s in M_k - N_j} e^{delta^2} <= l (1/sqrt M2) e^{delta^2} e^{delta^2 beta^2} <~ l (alpha/2) "
              "e^{delta^2 beta^2} <~ sum_{s in [l] - N_j - M_k} e^{delta^2}",
              r"\sum_{s \in \mathcal{M}_k^{n,i} - \mathcal{N}_j^{n,i}} e^{\delta^2} \lesssim "
              r"\sum_{s \in [l] - \mathcal{N}_j^{n,i} - \mathcal{M}_k^{n,i}} e^{\delta^2}"),
}


_E116_EVIDENCE = {
    "E.116": "Violated as printed at M2 = 1 (M2 = O(M1) allows it): every token then carries nu_1 = nu_k, so N_j - M_k "
             "is empty and the last end is 0 while the first end, |N_j| e^{delta^2(beta^2+1)}, is positive unless no "
             "token has mu_j: e.g. M1 = 3, M2 = 1, l = 4, alpha = 0.5, beta = 1, delta = 0.125: the first end is > 0 "
             "on 74 % of 101 prompts (median 1.03), the last end 0 on all; no constant helps. For M2 >= 2 (the "
             "reading) the last/first ratio is about (M2 - 1) e^{-delta^2} and holds. Lemma E.4.5 keeps its own id "
             "and verdict. audit pending. ",
    "E.117": "Violated as printed at M2 = 1 (M2 = O(M1) allows it): every token then carries nu_1 = nu_k, so "
             "[l] - N_j - M_k is empty and the last end is 0 while the first end, |[l] - N_j| e^{delta^2}, is "
             "positive unless every token has mu_j: e.g. M1 = 3, M2 = 1, l = 4, alpha = 0.5, beta = 1, delta = "
             "0.125; no constant helps. For M2 >= 2 (the reading) the last/first ratio is about M2 - 1 and holds. "
             "Lemma E.4.5 keeps its own id and verdict. audit pending. ",
}


def _e116_claim(display: str) -> Claim:
    label, lines, chain, tex = _E116_TEXT[display]
    key = display.replace(".", "")
    return Claim(
        id=f"thesis.ch6.eq{display}", paper=PAPER, kind="step", comparison=">=",
        source=_src(f"{label}, proof of Lemma E.4.5 (App. E.5.4): 'since that 1/sqrt(M2) e^(delta^2) <~ alpha/2 = "
                    "Theta(1)'; N_j, M_k (E.33)/(E.34) L8093-L8095; the prompt distribution and l >= "
                    "Theta(max{M1, M2} log M1) L8485", lines),
        statement=f"{label}: {chain}. Checked: the chain's outer relation, first end <~ last end, uniformly (one "
                  "constant for every M1 >= 3, M2 >= 1 (M2 = O(M1)), l >= max(M1, M2) log M1, alpha in (0, 1), "
                  "beta >= 1, delta in (0, 0.2]) as 'last end / first end >= c', on prompts whose l context tokens "
                  "carry the query's IDR pattern mu_j w.p. alpha/2 and its IDI pattern nu_k w.p. 1/M2 (L8485); a "
                  "statement holding with probability 1 - M1^-C read as its median over 101 prompts.",
        statement_tex=tex,
        bound=e116_shape, measure=_e116_measure(display), strategy=_e116_instances(), constants="hidden",
        uniform=True,
        directions=(
            Direction("M2 -> inf", "M2", math.inf, how="path", move=_move_M2, points=(2, 4, 8, 16, 32, 64)),
            Direction("l -> inf", "l", math.inf, how="path", move=_move_l, points=(100, 1000, 10000, 100000)),
            Direction("M1, alpha, beta, delta", "M1", 12, how="search",
                      reason="the strategy draws M1 in 3..12, alpha in [0.01, 0.99], beta in [1, 3], delta in "
                             "[0.01, 0.2]: the ratio's mean is (M2 - 1) e^{-delta^2} ((E.116)) resp. M2 - 1 "
                             "((E.117)), free of M1 and alpha, and delta, beta enter through the bounded "
                             "e^{-delta^2} >= e^{-0.04} only"),
        ),
        readings=(Reading("M2 >= 2", "the displays for M2 >= 2 IDI patterns (at M2 = 1 every token carries nu_k, so "
                          "N_j - M_k and [l] - N_j - M_k are empty)", strategy=_e116_instances(m2_min=2)),),
        domain=(Param("M2", 1, math.inf, integer=True, far=64, text="M2 >= 1 IDI patterns, M2 = O(M1) (L1762)",
                      unreached="M2 <= 64 (path), 24 (search)"),
                Param("l", 1, math.inf, integer=True, far=1e5, text="l >= max(M1, M2) log M1 context tokens",
                      unreached="l <= 1e5"),
                Param("M1", 3, math.inf, integer=True, far=12, text="M1 >= 3 IDR patterns (mu_j, mu_q and M1 - 2 "
                      "others, L8485)", unreached="M1 <= 32 (path), 12 (search)"),
                Param("alpha", 0, 1, lo_closed=False, hi_closed=False, text="alpha in (0, 1), Theta(1)",
                      unreached="alpha in [0.01, 0.99]")),
        expect="erratum as printed",
        evidence=_E116_EVIDENCE[display],
        no_correction_reason="at M2 = 1 the right end is an empty sum, so no constant and no other shape repairs "
                             "the display; the repair is the domain M2 >= 2 (the reading 'M2 >= 2', which holds)",
        mutants={"M2^2 (a spurious growth in M2)": e116_mutant_m2,
                 "sqrt(l) (a spurious growth in l)": e116_mutant_l}, auto_mutant=False,
        second_path=SP + f"test_eq{key}_m2_one_empty_right_end",
        notes="numpy multinomial counts of 101 prompts per instance, the seed drawn by Hypothesis; O(1) in l.",
        settings={"ci": {"max_examples": 8, "budget_s": 0.15}},
    )


CLAIMS += [_e116_claim("E.116"), _e116_claim("E.117")]
