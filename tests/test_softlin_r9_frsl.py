"""Round 9 (frsl) second path for softlin: the Hoeffding links of Lemmas D.4-F.16 (checks/papers/softlin/r9_frsl.py)
recomputed directly from the printed displays with numpy, sharing no code with the claims' measurement or bounds."""

from __future__ import annotations

import numpy as np
import pytest

# (link, off, left side without the O() constant as a function of (n, d, t, delta, a0, a1, b), printed kappa,
# right side has sqrt(log n), the lemma's exponent e of t sqrt(d) = o(n^e))
LINKS = {
    "D4-828": (2, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n * b * np.sqrt(np.log(n)), 0.05, True, 0.99),
    "D8-1086": (2, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n ** (1 - 2 * a0) * b * np.sqrt(np.log(n)), 0.1, True,
                lambda a0, b: 1 - 2 * a0 - 0.01),
    "D12-1315": (2, lambda n, d, t, a0, a1, b: (1 + a1) * t * np.sqrt(d) / n * b * np.sqrt(np.log(n)), 0.1, True,
                 0.99),
    "D16-1551": (2, lambda n, d, t, a0, a1, b: (1 + a0) * t * np.sqrt(d) / n * b * np.sqrt(np.log(n)), 0.1, True,
                 0.99),
    "E3-1840": (2, lambda n, d, t, a0, a1, b: t * np.sqrt(d - 3) / n ** (1 - b * b) * b * np.sqrt(np.log(n)), 0.1,
                True, lambda a0, b: 1 - b * b - 0.01),
    "E3-1861": (2, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n ** (1 - b * b) * b * np.sqrt(np.log(n)), 0.05, True,
                lambda a0, b: 1 - b * b - 0.01),
    "F4-2115": (1, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n, 0.1, False, 0.99),
    "F8-2307": (1, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n ** (1 - a0), 0.5, False,
                lambda a0, b: 1 - a0 - 0.01),
    "F12-2474": (1, lambda n, d, t, a0, a1, b: (1 + a1) * t * np.sqrt(d) / n, 0.5, False, 0.99),
    "F12-2483": (1, lambda n, d, t, a0, a1, b: 2 * t * np.sqrt(d) / n, 0.5, False, 0.99),
    "F16-2650": (1, lambda n, d, t, a0, a1, b: (1 + a0) * t * np.sqrt(d) / n, 0.5, False, 0.99),
    "F16-2659": (1, lambda n, d, t, a0, a1, b: t * np.sqrt(d) / n, 0.5, False, 0.99),
}


@pytest.mark.parametrize("name", sorted(LINKS))
def test_links_grow_as_delta_to_0(name: str) -> None:
    """At d = 1002, t = 1 (n = 1000 or 1001; t sqrt(d) = 31.7 <= n^e), a0 = 0.05, a1 = 1.5, b = 0.1: the ratio of
    sqrt(log(n/delta)) times the rest to the printed right side is sqrt(log(n/delta)) times a fixed number, so it
    passes every constant as delta -> 0 (x100 from delta = 0.05 to log(1/delta) = 1e6); the lemma's hypothesis
    t sqrt(d) = o(n^e) holds at every delta."""
    off, rest, kappa, sq, e = LINKS[name]
    d, t, a0, a1, b = 1002.0, 1.0, 0.05, 1.5, 0.1
    n = (d - off) * t
    ee = e(a0, b) if callable(e) else e
    assert t * np.sqrt(d) <= n**ee
    ld = np.array([np.log(20.0), 1e2, 1e4, 1e6])  # log(1/delta)
    right = kappa * (np.sqrt(np.log(n)) if sq else 1.0)
    ratio = np.sqrt(np.log(n) + ld) * rest(n, d, t, a0, a1, b) / right
    assert np.all(np.diff(ratio) > 0)
    assert ratio[-1] / ratio[0] > 100
    assert ratio[-1] > 1.0  # past kappa itself with the O() constant 1 (delta = e^{-1e6})


def test_a1_factor_unbounded() -> None:
    """L2473-L2474 (Lemma F.12 Part 1): at fixed n, d, t, delta the left side grows linearly in a1 > 1 (Definition F.1
    bounds a1 only below), past 0.5 at a1 = 1e4."""
    d, t, delta = 1002.0, 1.0, 0.05
    n = (d - 1) * t
    a1 = np.array([2.0, 1e2, 1e4])
    lhs = np.sqrt(np.log(n / delta)) * (1 + a1) * t * np.sqrt(d) / n
    assert lhs[-1] > 0.5 and lhs[-1] / lhs[0] > 1e3
