"""Round 23 (undecidedP): factrecall.lemma1.c261, the certificate of Lemma 1's constant that settles
factrecall.lemma1's potential (its ``ceiling``), recomputed with full embeddings in numpy (not the Bartlett sampler)."""

from __future__ import annotations

import math

import numpy as np

from thmcheck.checks.claim import Ctx
from thmcheck.checks.papers.factrecall import r23_undecidedP as M
from thmcheck.checks.papers.factrecall import sec4_appC1_lemma1 as L1


def _failure_rate(k: int, V: int, d: int, n: int, seed: int) -> float:
    """Lemma 1's event from full embeddings: V unit vectors uniform on S^{d-1}; V^(h) = the first k, EOS the last,
    the others z' (z' != EOS); fails unless <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 for all z, z'."""
    rng = np.random.default_rng(seed)
    fails = 0
    for _ in range(n):
        P = rng.standard_normal((V, d))
        P /= np.linalg.norm(P, axis=1, keepdims=True)
        v = P[:k].sum(0) + P[-1] / 2
        s = P @ v
        ok = s[:k].min() > s[-1] + 0.25 and s[-1] + 0.25 > s[k:-1].max() + 0.5
        fails += not ok
    return fails / n


def test_certificate_constant_holds_with_full_embeddings() -> None:
    for k, V, delta in ((1, 3, 0.5), (2, 6, 0.1), (3, 8, 0.05)):
        d = math.ceil(261 * k * math.log(V / delta))
        assert _failure_rate(k, V, d, 300, 7) == 0.0, (k, V, delta, d)


def test_small_constant_fails_more_than_delta() -> None:
    """The mutant's mechanism: c = 2 is far too small (Lemma 1's event fails on most draws)."""
    k, V, delta = 2, 6, 0.1
    d = math.ceil(2 * k * math.log(V / delta))
    assert _failure_rate(k, V, d, 300, 8) > 0.5


def test_claim_measure_matches_full_embeddings_at_a_moderate_constant() -> None:
    """The claim's O(k^2) sampler against full embeddings where the event fails sometimes (c = 20)."""
    inst = {"Vh": 2, "V": 6, "delta": 0.1, "c": 20.0, "seed": 3}
    m = M._cert_measure(inst, Ctx("float64", "cpu"))
    d = m.quantities["d"]
    direct = _failure_rate(2, 6, d, 1500, 9)
    assert abs(m.lhs - direct) < 0.05, (m.lhs, direct)


def test_lemma1_names_the_certificate_as_its_ceiling() -> None:
    c = L1.LEMMA1.ceiling
    assert c is not None and c.certificate == M.LEMMA1_C261.id and c.constant == 261.0


def test_lemma3_sums_vectorised_against_the_term_loop() -> None:
    """Round 23 widened factrecall.display.lemma3-sums / -first-sum-drop to S, R <= 2000 (a* from a seed); the
    vectorised sums against round 22's loop over every (s', r') term at S = 30, R = 20."""
    from thmcheck.checks.papers.factrecall import r7_frsl as F

    for mode, item in (("shared", "870"), ("random", "871"), ("injective", "875"), ("random", "875")):
        inst = {"item": item, "d": 7, "p": 1, "k": 3, "S": 30, "R": 20, "big": mode, "n_ans": 50, "s0": 4, "r0": 7,
                "a_none": False, "seed": 11}
        A, a = F._sums_astar(inst)
        a0 = int(A[4, 7])
        d = 7
        rs = {True: math.exp(F.log_rho_self(d, 1)), False: math.exp(F.log_rho_cross(d, 1))}
        rr = {True: math.exp(F.log_rho_self(d, 3)), False: math.exp(F.log_rho_cross(d, 3))}

        def ra(x: int, y: int, d: int = d) -> float:
            return 1.0 if x == y else 1.0 / d

        terms = [(rs[s1 == 4] * rr[r1 == 7], ra(a, int(A[s1, r1])) + ra(a0, int(A[s1, r1])))
                 for s1 in range(30) for r1 in range(20) if (s1, r1) != (4, 7)]
        want = {"870": math.fsum(x * y for x, y in terms), "871": math.fsum(x for x, _ in terms),
                "875": math.fsum(ra(a, int(v)) + ra(a0, int(v)) for v in A.ravel())}[item]
        got = F._sums_measure(inst, Ctx("float64", "cpu")).lhs
        assert abs(got - want) <= 1e-12 * abs(want), (mode, item, got, want)


def test_lemma10_far_closed_form_against_subset_enumeration() -> None:
    """factrecall.lemma10.far's one-subset closed form against factrecall.lemma10's enumeration of every D-subset."""
    import numpy as np

    from thmcheck.models.factrecall.sec6_appE_info import lemma10_terms

    for V, D in ((5, 2), (7, 3), (6, 6), (4, 1)):
        for mode, noise in (("exact", 0.0), ("exact", 0.3), ("noisy", 0.2), ("noisy", 1e-3)):
            if mode == "exact":
                Q = np.eye(V)
                F = (1 - noise) * np.eye(V) + noise / V
            else:
                Q = (1 - noise) * np.eye(V) + noise / V
                F = Q.T.copy()
            mi, ell = lemma10_terms(V, D, Q.tolist(), F.tolist())
            mi2, ell2 = M._l10_far_terms(V, D, mode, noise, math)
            assert abs(mi - mi2) < 1e-12 and abs(ell - ell2) < 1e-12, (V, D, mode, noise, mi, mi2, ell, ell2)
