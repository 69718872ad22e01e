"""Second paths for the step claims of thesis Chapter 5 / Appendix D added by the thesis57 helper
(shared/seeds/003_84cf0eb31e2dc802.txt): exact rational arithmetic, no claim code."""

from __future__ import annotations

from fractions import Fraction


def test_eqD9_index_typo() -> None:
    # (D.9) L6660: c1/(L Psi(L, i)) = (c1/L) sqrt(d_L/d_L) S/(d_L |N_L|); L = 2, d = (1, 4), |N| = (1, 1), c1 = 1, i = 1
    d, N, L, c1 = (1, 4), (1, 1), 2, Fraction(1)
    S = sum(dl * nl for dl, nl in zip(d, N, strict=True))  # 5
    # Psi(L, 1) = sqrt(d_L/d_1) d_1 |N_1| / S = 2 * 1 / 5 (d_L/d_1 = 4 is a perfect square: exact)
    psi_L1 = Fraction(2) * d[0] * N[0] / S
    lhs = c1 / (L * psi_L1)
    printed = c1 / L * S / (d[-1] * N[-1])  # sqrt(d_L/d_L) = 1
    assert lhs == Fraction(5, 4) and printed == Fraction(5, 8) and lhs != printed
    # the max over n of Psi(n, 1) = sqrt(d_n/d_1) d_1 |N_1|/S is at the largest degree n = L
    assert max(Fraction(int(round((dn / d[0]) ** 0.5))) for dn in d) == 2
