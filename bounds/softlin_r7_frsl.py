"""Bounds of softlin's round-7 step claims (thmcheck.checks.papers.softlin.r7_frsl): the displays of the proofs of
Lemmas D.2 and D.3 (App. D, data set D1, QK^T = 1_{dxd}), each printed side as a pure function of the instance, in
logs (s = sqrt(log n); every printed side is positive)."""

from __future__ import annotations

import math


def d2_printed(item: str, n: int, t: int, a1: float, b: float) -> float:  # noqa: ARG001
    """Log of the printed right side of each display of Lemma D.2's proof (L606-L670), read as 'lhs <= rhs' (for a
    printed '>=' the measurement swaps the sides, for a printed '=' both orientations are items): (610) u(j3,j3) =
    n^{(1+a1)^2}; (618) u(j3,k) = n^{1+a1}; (636) u(k,k') = n; (643) f(j3,j3) = n^{(1+a1)^2}/(n^{(a1+1)^2} + (n-1)
    n^{1+a1}); (644) f(j3,j3) >= 1/2; (651) f(j3,k) = n^{1+a1}/(n^{(a1+1)^2} + (n-1) n^{1+a1}); (652) f(j3,k) <= 1/n;
    (660) f(k,j3) = n^{1+a1}/(n^{1+a1} + (n-1) n); (661) <= 1/n^{1-a1}; (669) f(k,k') = n/(n^{1+a1} + (n-1) n);
    (670) <= 1/n."""
    ln = math.log(n)
    base = item.split(":")[0]
    big = math.log(math.exp((1 + a1) ** 2 * ln - (1 + a1) * ln) + (n - 1)) + (1 + a1) * ln  # log of the 643 denominator
    small = math.log(math.exp(a1 * ln) + (n - 1)) + ln  # log of the 660 denominator
    val = {"610": (1 + a1) ** 2 * ln, "618": (1 + a1) * ln, "636": ln,
           "643": (1 + a1) ** 2 * ln - big, "644": math.log(0.5), "651": (1 + a1) * ln - big, "652": -ln,
           "660": (1 + a1) * ln - small, "661": (a1 - 1) * ln, "669": ln - small, "670": -ln}[base]
    return -val if item.endswith(":ge") else val


def d2_mutant(item: str, n: int, t: int, a1: float, b: float) -> float:
    """Mutant base: L610's exponent (1+a1)^2 as 1 + a1^2 (a wrong square), L644's 1/2 as 2/3."""
    if item.startswith("610"):
        v = (1 + a1 * a1) * math.log(n)
        return -v if item.endswith(":ge") else v
    if item.startswith("644"):
        return -math.log(2 / 3)
    return d2_printed(item, n, t, a1, b)


def d3_printed(item: str, n: int, t: int, a1: float, b: float, c: float) -> float:
    """Log of the printed right side of each display of Lemma D.3's proof (L714-L770), s = sqrt(log n): (715)
    c(j3,1) >= a1 s/2; (725) c(j3,i') >= b s/2 (i' the Type-II column holding j3); (729) c(j3,i) <= t (1/n) b s (i !=
    i'); (742) c(j3,d) = c s; (749) c(k,1) <= n^{a1-1} a1 s (k != j3); (770) c(k,d) = c s."""
    s = math.sqrt(math.log(n))
    base = item.split(":")[0]
    val = {"715": math.log(a1 * s / 2), "725": math.log(b * s / 2), "729": math.log(t * b * s / n),
           "742": math.log(c * s), "749": (a1 - 1) * math.log(n) + math.log(a1 * s), "770": math.log(c * s)}[base]
    return -val if item.endswith(":ge") else val


def d3_mutant(item: str, n: int, t: int, a1: float, b: float, c: float) -> float:
    """Mutant base: L749 with n^{-1} for n^{a1-1} (the Part 4b weight for the Part 4a one), L742 with 0.95 c s."""
    if item.startswith("749"):
        return math.log(a1 * math.sqrt(math.log(n)) / n)
    if item.startswith("742"):
        v = math.log(0.95 * c * math.sqrt(math.log(n)))
        return -v if item.endswith(":ge") else v
    return d3_printed(item, n, t, a1, b, c)


def l757_printed(item: str, n: int, t: int, a1: float, b: float) -> float:  # noqa: ARG001
    """(L757-L758) for k != j3 and a Type-II column i0: c(k, i0) = t b s (1/n) (<= (t/n) b s), s = sqrt(log n); both
    orientations of the printed '=' (item 'le': c <= t b s/n, item 'ge': c >= t b s/n, sides swapped). Logs."""
    v = math.log(t * b * math.sqrt(math.log(n)) / n)
    return -v if item.endswith(":ge") else v


def l757_corrected(item: str, n: int, t: int, a1: float, b: float) -> float:
    """Believed to hold: c(k, i0) <= (t/n) b s off the column i' holding j3 and <= (n^{a1-1} + (t-1)/n) b s on it
    (Lemma D.2 P4a, P4b); the lower side: c(k, i0) >= t b s n/(n^{1+a1} + (n-1) n) (every weight f(k, .) is at least
    f(k,k') of Lemma D.2 P4b; the printed t b s/n is not attained)."""
    if item.endswith(":ge"):
        return _l757_lower(n, t, a1, b)
    s = math.sqrt(math.log(n))
    if item.startswith("i'"):
        return math.log((n ** (a1 - 1) + (t - 1) / n) * b * s)
    return math.log(t * b * s / n)


def l757_corrected_no_fix(item: str, n: int, t: int, a1: float, b: float) -> float:
    """Mutant base: the correction without Part 4a's n^{a1-1} on the column i' (the printed upper side)."""
    if item.endswith(":ge"):
        return _l757_lower(n, t, a1, b)
    return math.log(t * b * math.sqrt(math.log(n)) / n)


def _l757_lower(n: int, t: int, a1: float, b: float) -> float:
    """-log of t b s n/(n^{1+a1} + (n-1) n), the lower side of the correction (read with the sides swapped)."""
    ln = math.log(n)
    log_den = math.log(math.exp(a1 * ln) + (n - 1)) + ln
    return -(math.log(t * b * math.sqrt(ln)) + ln - log_den)
