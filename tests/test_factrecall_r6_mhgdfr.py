"""Second paths for factrecall's round-6 proof displays (checks/papers/factrecall/r6_mhgdfr.py), sharing no code
with the claims: exact rational/integer arithmetic written here. Paper: shared/seeds/002_60f5937820eee378.txt."""

from __future__ import annotations

from fractions import Fraction


def test_l570_chain_integers() -> None:
    """L568-L572 at eps = 1/n (n = 2..6): k = 2n, C1 = (4n)^{1+2n} (an integer), N = C1 and N = 2 C1, d = the least
    integer >= N^eps. d^k/((2k)^{k+1} N) >= N/(4n)^{1+2n} >= 1, with equality in both at N = C1 when N^eps is an
    integer; (2k+2)^{k+1} in place of (2k)^{k+1} breaks the first link at N = C1."""
    for n in range(2, 7):
        k = 2 * n
        c1 = (4 * n) ** (1 + 2 * n)
        for mult in (1, 2):
            big_n = mult * c1
            d = round(big_n ** (1 / n))
            while d**n < big_n:
                d += 1
            while (d - 1) ** n >= big_n:
                d -= 1
            left = Fraction(d**k, (2 * k) ** (k + 1) * big_n)
            middle = Fraction(big_n, (4 * n) ** (1 + 2 * n))
            assert left >= middle >= 1
            assert Fraction((2 * k) ** (k + 1) * big_n, d ** (k + 1)) <= Fraction(1, d)  # L574's dropped term
            if mult == 1:
                assert middle == 1
                assert Fraction(d**k, (2 * k + 2) ** (k + 1) * big_n) < middle
