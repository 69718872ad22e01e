"""Second path of round 21's factrecall.lemma2 (uniform check, checks/papers/factrecall/r21_factrecall.py): the
shared-answer crossing recomputed by a numpy Monte Carlo of the d_h -> inf limit and mpmath, without the claim's
Paley-Zygmund bound or measure code."""

from __future__ import annotations

import mpmath
import numpy as np

from thmcheck.checks.papers.factrecall import CLAIMS


def _shared_failure_rate(n: int, d: int, draws: int, seed: int) -> float:
    """n subjects z' all with A^{z'} = {a}; d_h -> inf: (d/d_h) sum_i w_i w_i^T -> d/(d-1) P (P the projection on
    phi(EOS)^perp), so gamma_az = d/(d-1) sum_{z'} <phi(z'), P phi(z)>; failure = |gamma_az - 1| > 1/5 at z = the
    first subject (one z only: the lemma needs all, so this under-counts failures)."""
    rng = np.random.default_rng(seed)
    fails = 0
    for _ in range(draws):
        Z = rng.standard_normal((n, d))
        Z /= np.linalg.norm(Z, axis=1, keepdims=True)
        e = rng.standard_normal(d)
        e /= np.linalg.norm(e)
        pz = Z[0] - e * (e @ Z[0])
        gamma = d / (d - 1) * float((Z @ pz).sum())
        fails += abs(gamma - 1.0) > 0.2
    return fails / draws


def test_lemma2_shared_answer_c_star_grows_by_monte_carlo() -> None:
    # the failure probability along d = sqrt(n) is not small: it grows towards 1 (cross terms' variance ~ sqrt(n))
    r1 = _shared_failure_rate(10_000, 100, 200, 1)
    r2 = _shared_failure_rate(2_500, 50, 200, 2)
    assert r1 > 0.5 and r2 > 0.5, (r1, r2)
    # with p_fail >= 1/3 the smallest constant of d >~ max|A^z| log^6(|V|/delta) (|A^z| = 1, d_h -> inf, |V| = n + 2)
    # is c* >= sqrt(n)/log^6(3(n + 2)): unbounded along n
    def c_star(n: mpmath.mpf) -> mpmath.mpf:
        return mpmath.sqrt(n) / mpmath.log(3 * (n + 2)) ** 6

    vals = [c_star(mpmath.mpf(10) ** k) for k in (12, 20, 30, 40, 60)]
    assert all(b > a for a, b in zip(vals, vals[1:], strict=False))
    assert vals[0] < 1e-2 and vals[3] > 1e8 and vals[4] > 1e17


def test_lemma2_is_the_uniform_check_with_constants_one_as_reading() -> None:
    c = next(x for x in CLAIMS if x.id == "factrecall.lemma2")
    assert c.uniform and c.constants == "hidden" and c.expect.value == "erratum" and not c.assumptions
    assert [r.name for r in c.readings] == ["constants of >~ equal to 1"]
