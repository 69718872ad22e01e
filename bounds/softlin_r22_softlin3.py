"""Round 22 (softlin, helper mhgd3): the printed bounds of the exp entry-wise lemmas at n = 1
(``softlin.exp-lemmas.n1``). Each lemma's own bound (``thmcheck.bounds.softlin``) by name; a score part's exponent
x (the lemmas' claims measure log u / log n) is read back as printed, u = n^x."""

from __future__ import annotations

from thmcheck.bounds import softlin as SB

_SCORES = ("u33", "u3k", "uk3", "ukk", "uoff", "u23")


def exp_lemma_at_n1(bound: str, q: dict, u: bool) -> float:
    """``bound`` (a function name of ``thmcheck.bounds.softlin``) at the lemma's quantities q; u: a score part,
    compared as u <= n^x (or -u <= -n^x for a '>=' part)."""
    x = float(getattr(SB, bound)(**q))
    if not u:
        return x
    n = q["n"]
    return -(n ** (-x)) if q["part"].endswith(">=") else n**x


def exp_lemma_at_n1_tighter(bound: str, q: dict, u: bool) -> float:
    """A planted mutant: every printed bound 1% (absolute 0.01 below 1) tighter."""
    v = exp_lemma_at_n1(bound, q, u)
    return v - 0.01 * max(1.0, abs(v))
