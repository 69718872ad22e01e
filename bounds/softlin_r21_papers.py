"""Round 21 (softlin, helper papers): pure bound functions of checks/papers/softlin/r21_papers.py (Lemmas F.11 and
F.14 with their printed index sets)."""

from __future__ import annotations


def lemmaF11_printed(part: str, n: int, t: int, a1: float, a0: float) -> float:  # noqa: ARG001
    """Lemma F.11 (L2403-L2451) as printed: P1 c(j3,1) <= (1+a1)/n, P2 c(j3,i0) <= (1+a1) t/n, P3 c(j0,1) <= 1/n and
    P4 c(j0,i0) <= t/n for j0 != j3 (i0 in {2..d})."""
    return {"P1": (1 + a1) / n, "P2": (1 + a1) * t / n, "P3": 1 / n, "P4": t / n}[part]


def lemmaF11_corrected(part: str, n: int, t: int, a1: float, a0: float) -> float:
    """Parts 3/4 with the special row j2 of A1 included (D0 data): c(j0,1) <= (1+a0)/n, c(j0,i0) <= (t+a0)/n for
    every j0 != j3 (Parts 1/2 as printed)."""
    if part == "P3":
        return (1 + a0) / n
    if part == "P4":
        return (t + a0) / n
    return lemmaF11_printed(part, n, t, a1, a0)


def lemmaF11_mutant(part: str, n: int, t: int, a1: float, a0: float) -> float:
    """A planted wrong bound: Parts 1/2 without the factor (1 + a1) (c(j3, .) <= 1/n, t/n)."""
    return {"P1": 1 / n, "P2": t / n}.get(part, lemmaF11_corrected(part, n, t, a1, a0))


def lemmaF14_printed(part: str, n: int, a0: float) -> float:
    """Lemma F.14 (L2519-L2535) as printed, each part as a bound on |value - printed value| (equalities) or on the
    value: P1 |u(j3,j3)/log n - (1+a0)| <= 0; P2 |u(j0,j1)/log n - 1| <= 0 (j0, j1 != j3); P3 f(j3,j3) <= (1+a0)/n;
    P4 f(j3,j1) <= 1/n (j1 != j3); P5 |f(j0,j1) - 1/n| <= 0 (j0 != j3, every j1)."""
    return {"P1": 0.0, "P2": 0.0, "P3": (1 + a0) / n, "P4": 1 / n, "P5": 0.0}[part]


def lemmaD14_printed(part: str, n: int, a0: float) -> float:
    """Lemma D.14 (L1358-L1386) as printed, with QK^T = I_d: equalities as |value - printed value| <= 0 (P1a
    u(j3,j3)/log n = (1+a0)^2, P1b u(j3,j1)/log n = 1+a0, P2a u(j0,j3)/log n = 1+a0, P2b u(j0,j1)/log n = 1) and the
    weight bounds P3a f(j3,j3) <= (1+a0)/n, P3b f(j3,j1) <= 1/n, P4a f(j0,j3) <= (1+a0)/n, P4b f(j0,j1) <= 1/n."""
    return {"P1a": 0.0, "P1b": 0.0, "P2a": 0.0, "P2b": 0.0, "P3a": (1 + a0) / n, "P3b": 1 / n,
            "P4a": (1 + a0) / n, "P4b": 1 / n}[part]


def lemmaF2_p4a_printed(n: int) -> float:  # noqa: ARG001
    """Lemma F.2 Part 4a (L1990) as printed, 'For j0 = j2, f_exp(A,x)_{j0,j1} = 1/n' (every j1): as a bound on
    max_j1 |f_exp(j2, j1) - 1/n|, which must be 0."""
    return 0.0


def lemmaE3_p1_printed(n: int) -> float:  # noqa: ARG001
    """Lemma E.3 Part 1 (L1815) as printed: Pr[<c_exp(A,x)_{j3}, sigma> >= (c+0.1) sqrt(log n)] >= 1/10, as a bound on
    the negated probability: -P <= -1/10."""
    return -0.1


def lemmaF7_printed(part: str, n: int, t: int, a0: float) -> float:
    """Lemma F.7 (L2234-L2246) as printed: P1 c_exp(j3,1) <= n^{a0-1}; P2 c_exp(j3,i0) <= t n^{a0-1}; P4 c_exp(j0,1)
    <= 1/n and P5 c_exp(j0,i0) <= t/n for j0 != j3 (i0 in {2..d})."""
    return {"P1": n ** (a0 - 1), "P2": t * n ** (a0 - 1), "P4": 1 / n, "P5": t / n}[part]


def lemmaF7_corrected(part: str, n: int, t: int, a0: float) -> float:
    """Every row (the special row j2 included) meets Parts 1-2's bounds: c_exp(j0,1) <= n^{a0-1}, c_exp(j0,i0) <=
    t n^{a0-1}."""
    return {"P1": n ** (a0 - 1), "P2": t * n ** (a0 - 1), "P4": n ** (a0 - 1), "P5": t * n ** (a0 - 1)}[part]
