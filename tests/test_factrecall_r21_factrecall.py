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


def test_lemma11_identity_by_direct_sums() -> None:
    """L1553-L1555 on one pmf by explicit sums over (x, y, z) (no entropy helper of the claim): I(X;Y|Z) computed as
    sum p(x,y,z) log(p(x,y,z) p(z) / (p(x,z) p(y,z)))."""
    from thmcheck.checks.papers.factrecall.r21_factrecall import l11_sides

    rng = np.random.default_rng(7)
    P = rng.dirichlet(np.full(3 * 4 * 2, 0.5)).reshape(3, 4, 2)
    pz, pxz, pyz, pxy = P.sum((0, 1)), P.sum(1), P.sum(0), P.sum(2)
    px, py = P.sum((1, 2)), P.sum((0, 2))
    i_c = sum(P[x, y, z] * np.log(P[x, y, z] * pz[z] / (pxz[x, z] * pyz[y, z]))
              for x in range(3) for y in range(4) for z in range(2))
    i_xy = sum(pxy[x, y] * np.log(pxy[x, y] / (px[x] * py[y])) for x in range(3) for y in range(4))
    i_xyz = sum(P[x, y, z] * np.log(P[x, y, z] / (pxy[x, y] * pz[z])) for x in range(3) for y in range(4)
                for z in range(2))
    i_xz = sum(pxz[x, z] * np.log(pxz[x, z] / (px[x] * pz[z])) for x in range(3) for z in range(2))
    i_yz = sum(pyz[y, z] * np.log(pyz[y, z] / (py[y] * pz[z])) for y in range(4) for z in range(2))
    assert abs((i_xyz - i_xz - i_yz) - (i_c - i_xy)) < 1e-12
    lhs, ic2, ixy2 = l11_sides(P)
    assert abs(lhs - (i_xyz - i_xz - i_yz)) < 1e-12 and abs(ic2 - i_c) < 1e-12 and abs(ixy2 - i_xy) < 1e-12
