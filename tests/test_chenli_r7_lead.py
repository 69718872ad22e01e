"""Second paths for chenli Theorems 9.5/9.6 (checks/papers/chenli/r7_lead.py): exact rationals and closed forms,
sharing no code with the claims."""

from __future__ import annotations

import itertools
import math
from fractions import Fraction


def test_thm9_5_negative_level_loss() -> None:
    """Theorem 9.5 as printed (l bounded above by c, not below): l(y, y') = y' - 9/10 on Y = [-1, 1] has
    sup l = 1/10 = c and range 2. With y = +-1 (probability 1/2 each), N = 1, delta = 2/5, one f (l does not depend
    on f(x): L = 0 works), G = E l - l(y_1) = -y_1 is 1 with probability 1/2 > delta, and 1 exceeds the right side's
    extra terms 2c sqrt(log(1/delta)/2) = 0.19."""
    c = Fraction(1, 10)
    delta = Fraction(2, 5)
    law = {Fraction(1): Fraction(1, 2), Fraction(-1): Fraction(1, 2)}
    mean_loss = sum(p * (y - Fraction(9, 10)) for y, p in law.items())
    rhs_extra = 2 * float(c) * math.sqrt(math.log(1 / float(delta)) / 2)
    p_fail = sum(p for y, p in law.items() if float(mean_loss - (y - Fraction(9, 10))) > rhs_extra)
    assert p_fail == Fraction(1, 2) > delta
    # the constant loss -1 (c = -1): G = 0 on every sample, the extra terms are negative
    assert 0 > 2 * (-1) * math.sqrt(math.log(2) / 2)


def test_thm9_5_holds_for_nonnegative_bernoulli_loss() -> None:
    """With l in [0, c] the printed bound holds on a two-point law for N <= 6 and several delta (Hoeffding)."""
    for N, q, delta in itertools.product(range(1, 7), (Fraction(1, 2), Fraction(1, 5)), (0.5, 0.1, 0.01)):
        rhs = 2 * math.sqrt(math.log(1 / delta) / (2 * N))  # c = 1, L R_N = 0 (loss independent of f)
        p_fail = sum(Fraction(math.comb(N, k)) * q**k * (1 - q) ** (N - k)
                     for k in range(N + 1) if float(q - Fraction(k, N)) > rhs)
        assert p_fail <= delta


def test_thm9_6_equality_at_one_sample() -> None:
    """R_1(F) = W E|sigma| ||x|| = W R = R W/sqrt(1): the printed bound (X read as R) is met with equality at N = 1,
    and for N orthonormal vectors of norm R, E||sum sigma_a x_a|| = R sqrt(N) gives equality for every N."""
    R, W = 2.5, 0.7
    for N in range(1, 6):
        total = 0.0
        for s in itertools.product((-1, 1), repeat=N):
            total += math.sqrt(sum((R * si) ** 2 for si in s))  # orthonormal x_a = R e_a
        rad = W / N * total / 2**N
        assert math.isclose(rad, R * W / math.sqrt(N), rel_tol=1e-12)
