"""Bounds of softlin's round-31 end claims (thmcheck.checks.papers.softlin.r31_endsMS): the displays of Lemma E.1's
proof at the small ends d = 3 (one Type-II group, n = t) and t = 1 (every group a single row), in logs. Round 7's
``e1_printed`` evaluates every display's right side at once and so needs n > t (log(n - t)); this one evaluates only
the display asked for, with n^0-free terms dropped where their count is 0 (n - t = 0 rows of another group)."""

from __future__ import annotations

import math


def _lse(*xs: float) -> float:
    """log(sum(exp(x))) over the finite terms (a term -inf is an empty class: 0 rows)."""
    xs = tuple(x for x in xs if x != -math.inf)
    m = max(xs)
    return m + math.log(sum(math.exp(x - m) for x in xs))


def _log_count(k: int) -> float:
    return math.log(k) if k > 0 else -math.inf


def e1_small_printed(item: str, n: int, t: int, a: float, b: float) -> float:
    """Log of the printed right side of Lemma E.1's proof displays (a = a1 >= 1, b^2 + c^2 = 1, L = log n), read 'lhs
    <= rhs' (':ge': sides negated): (1651) u(j3,j3) = exp((a1^2+b^2+c^2) L); (1661) u(j3,j1) = n^{b^2+c^2} (j1 in j3's
    Type-II group); (1668) u(j3,j1) = n^{c^2} (another group); (1680) f(j3,j3) >= 1/2; (1687) f(j3,j1) <= n^{b^2+c^2}/
    (n^{a1^2+b^2+c^2} + (n-1) n^{c^2}); (1688) <= n^{b^2+c^2}/(n^{c^2} + (n-1) n^{c^2}); (1689) <= 1/n^{1-b^2}; (1697)
    f(k,j1) <= n^{b^2+c^2}/(t n^{b^2+c^2} + (n-t) n^{c^2}) (j1 in k's group); (1698) <= n^{b^2+c^2}/(t n^{c^2} + (n-t)
    n^{c^2}); (1699) <= 1/n^{1-b^2}; (1705) f(k,j1) <= n^{c^2}/(t n^{b^2+c^2} + (n-t) n^{c^2}) (another group); (1706)
    <= n^{c^2}/(t n^{c^2} + (n-t) n^{c^2}); (1707) <= 1/n."""
    line, side = item.split(":")
    ln = math.log(n)
    b2 = b * b
    c2 = 1.0 - b2
    top = a * a + b2 + c2
    if line == "1651":
        v = top * ln
    elif line == "1661":
        v = (b2 + c2) * ln
    elif line == "1668":
        v = c2 * ln
    elif line == "1680":
        v = math.log(0.5)
    elif line == "1687":
        v = (b2 + c2) * ln - _lse(top * ln, _log_count(n - 1) + c2 * ln)
    elif line == "1688":
        v = (b2 + c2) * ln - _lse(c2 * ln, _log_count(n - 1) + c2 * ln)
    elif line in ("1689", "1699"):
        v = (b2 - 1.0) * ln
    elif line == "1697":
        v = (b2 + c2) * ln - _lse(math.log(t) + (b2 + c2) * ln, _log_count(n - t) + c2 * ln)
    elif line == "1698":
        v = (b2 + c2) * ln - _lse(math.log(t) + c2 * ln, _log_count(n - t) + c2 * ln)
    elif line == "1705":
        v = c2 * ln - _lse(math.log(t) + (b2 + c2) * ln, _log_count(n - t) + c2 * ln)
    elif line in ("1706", "1707"):
        v = -ln
    else:
        raise ValueError(item)
    return -v if side == "ge" else v


def e1_small_mutant(item: str, n: int, t: int, a: float, b: float) -> float:
    """Planted: L1651 with a1^2 for a1^2 + b^2 + c^2, L1699 with 1/n for 1/n^{1-b^2}, L1707 with 1/(2n)."""
    line, side = item.split(":")
    ln = math.log(n)
    if line == "1651":
        v = a * a * ln
        return -v if side == "ge" else v
    if line == "1699":
        return -ln
    if line == "1707":
        return -math.log(2 * n)
    return e1_small_printed(item, n, t, a, b)
