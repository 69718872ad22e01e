"""Round 6 (mhgdfr) tests for factrecall: eq. (3)'s measurement (bias-variance closed form in m) against a direct
simulation of F at width m; second paths of the round-6 proof displays of Theorem 9 (checks/papers/factrecall/
r6_mhgdfr.py), sharing no code with the claims' bounds: exact integers/rationals and Monte Carlo written here."""

from __future__ import annotations

import math
from fractions import Fraction

import numpy as np
import pytest


def _he(k: int, t: np.ndarray) -> np.ndarray:
    """Orthonormal Hermite h_k(t) = He_k(t)/sqrt(k!) (probabilists'), by the three-term recursion."""
    h0, h1 = np.ones_like(t), t
    if k == 0:
        return h0
    for j in range(1, k):
        h0, h1 = h1, t * h1 - j * h0
    return h1 / math.sqrt(math.factorial(k))


@pytest.mark.parametrize("m", [16, 256])
def test_eq3_rms_closed_form_matches_simulation(m: int) -> None:
    """sqrt(E|F_m - P|^2)/|P| from the claim's measurement against 400 direct draws of F_m (numpy only)."""
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.sec3_appB_memories import _eq3_measure
    from thmcheck.models.device import generator
    from thmcheck.models.factrecall.sec3_appB_memories import sphere

    c = np.array([0.3, 0.5, -0.4])  # sigma = 0.3 h_0 + 0.5 h_1 - 0.4 h_2, k = 1: c_k = 0.5
    inst = {"k": 1, "q": 2, "c": c, "d": 6, "N": 4, "seed": 11, "m": m, "reps": 16}
    lhs = _eq3_measure(inst, Ctx("float64", "cpu")).lhs
    g = generator(11)  # the same embeddings as the measurement (its first two draws)
    E = sphere(4, 6, g).numpy()
    U = sphere(4, 6, g).numpy()
    P = (E @ E.T) @ U
    rng = np.random.default_rng(5)
    errs = []
    for _ in range(400):
        W = rng.standard_normal((m, 6))
        Z = E @ W.T  # (N, m)
        sig = sum(cj * _he(j, Z) for j, cj in enumerate(c))
        F = sig @ (_he(1, Z).T @ U) / m
        errs.append(float(((F - P) ** 2).sum()))
    sim = math.sqrt(float(np.mean(errs)) / float((P**2).sum()))
    assert abs(sim - lhs) <= 0.05 * lhs


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


def test_l550_monte_carlo() -> None:
    """L528-L529, L550 at d = 3, k = 2, sigma = h_0 + h_1 + h_2 (sigma' = (1 + sqrt2 x)/sqrt3 after normalising
    ||sigma'||_{L2} = 1): a Monte Carlo estimate of E[omega_iz^2] (all vectors drawn, case C: u_{f*(z)} independent,
    and z = x) agrees with the claim's exact measurement within 5 %, and both lie below the shape 2^{3q+3k}(1/d +
    1(x = z))."""
    import math

    import numpy as np

    from thmcheck.checks.papers.factrecall.r6_mhgdfr import L550_OMEGA

    rng = np.random.default_rng(1)
    n, d = 400_000, 3

    def sphere() -> np.ndarray:
        g = rng.standard_normal((n, d))
        return g / np.linalg.norm(g, axis=1, keepdims=True)

    v, w = rng.standard_normal((n, d)), rng.standard_normal((n, d))
    ufx, uy, ufz, ex, ez = sphere(), sphere(), sphere(), sphere(), sphere()
    sig_p = lambda t: (1 + math.sqrt(2) * t) / math.sqrt(3)  # noqa: E731
    h2 = lambda t: (t**2 - 1) / math.sqrt(2)  # noqa: E731
    dot = lambda a, b: np.sum(a * b, axis=1)  # noqa: E731
    for same in (0, 1):
        ez_ = ex if same else ez
        uz = ufx if same else ufz
        om = dot(v, ufx - uy) * dot(v, uz) * sig_p(dot(w, ex)) * h2(dot(ez_, w)) * dot(ex, ez_)
        mc = float(np.mean(om**2))
        exact = L550_OMEGA.measure({"d": d, "k": 2, "q": 2, "same": same, "case": 2, "c": [1.0, 1.0, 1.0]},
                                   None).lhs
        assert abs(mc - exact) < 0.05 * exact
        assert exact <= 2.0 ** (3 * 2 + 3 * 2) * (1 / d + same)


def test_l558_z_equals_x_term_monte_carlo() -> None:
    """L558 at k = 2, sigma = h_3 (c_3 = 1), d = 10, N = 1 (only z = x): two independent neurons i != j sharing the
    embeddings, omega_ix = <v, u_{f*(x)} - u_y> <v, u_{f*(x)}> sigma'(<w, e_x>) h_2(<w, e_x>) <e_x, e_x>, with
    sigma' = (3 x^2 - 3)/sqrt6 and h_2 = (x^2 - 1)/sqrt2 written out. The Monte Carlo mean of omega_ix omega_jx is
    3 (1 + 1/d) = 3.3 (the factor k + 1 = 3), above the printed (1 + 1/d) + 6^3 d^{-3} 2 = 1.532."""
    import numpy as np

    rng = np.random.default_rng(2)
    n, d = 400_000, 10

    def sphere() -> np.ndarray:
        g = rng.standard_normal((n, d))
        return g / np.linalg.norm(g, axis=1, keepdims=True)

    ufx, uy, ex = sphere(), sphere(), sphere()
    a = ufx - uy

    def omega() -> np.ndarray:
        v, w = rng.standard_normal((n, d)), rng.standard_normal((n, d))
        g = np.sum(w * ex, axis=1)
        return np.sum(v * a, axis=1) * np.sum(v * ufx, axis=1) * (3 * g**2 - 3) / np.sqrt(6) * (g**2 - 1) / np.sqrt(2)

    mc = float(np.mean(omega() * omega()))
    printed = (1 + 1 / d) + 6**3 * d**-3 * 2
    assert abs(mc - 3 * (1 + 1 / d)) < 0.1 * 3.3
    assert mc > printed


def test_l566_variance_stays_at_large_d() -> None:
    """L566 at k = 2, sigma = h_3 normalised (sigma' = h_2), N = 1, m = 1 (gamma_xy = omega_1x): a Monte Carlo
    Var(gamma) at d = 5 and d = 50 agrees with (4 + 2/d) E[h_2^4] - 1 = 59 + 30/d (E h_2^4 = 15) and does not decay
    with d, while the printed shape 1/d + 64/d^3 + 2^15/d falls tenfold."""
    import numpy as np

    rng = np.random.default_rng(3)
    n = 1_000_000
    for d in (5, 50):
        def sphere(d: int = d) -> np.ndarray:
            g = rng.standard_normal((n, d))
            return g / np.linalg.norm(g, axis=1, keepdims=True)

        ufx, uy, ex = sphere(), sphere(), sphere()
        v, w = rng.standard_normal((n, d)), rng.standard_normal((n, d))
        g = np.sum(w * ex, axis=1)
        h2 = (g**2 - 1) / np.sqrt(2)
        gamma = np.sum(v * (ufx - uy), axis=1) * np.sum(v * ufx, axis=1) * h2 * h2
        var = float(np.var(gamma))
        assert abs(var - (59 + 30 / d)) < 0.15 * 59
    shape = [1 / d + 64 / d**3 + 2**15 / d for d in (5, 50)]
    assert shape[1] < shape[0] / 9


def _lemma2_gamma_shared(d: int, n: int, dh: int, trials: int, rng: np.random.Generator) -> np.ndarray:
    """gamma_az = phi(a)^T W phi(z) of Lemma 2's W (L638) with A^z' = {a} for all n subjects z' (z the first):
    (d/d_h) phi(z)^T (sum_i w_i w_i^T) sum_z' phi(z'), w_i uniform on the unit sphere of phi(EOS)^perp."""
    def sphere(*shape: int) -> np.ndarray:
        g = rng.standard_normal((*shape, d))
        return g / np.linalg.norm(g, axis=-1, keepdims=True)

    eos, subj = sphere(trials), sphere(trials, n)
    w = rng.standard_normal((trials, dh, d))
    w -= np.einsum("tid,td->ti", w, eos)[..., None] * eos[:, None, :]
    w /= np.linalg.norm(w, axis=-1, keepdims=True)
    s = subj.sum(axis=1)
    return d / dh * np.einsum("tid,td,tie,te->t", w, subj[:, 0], w, s)


def test_l683_variance_grows_with_shared_answer() -> None:
    """L683 (Lemma 2's proof): with one answer a shared by all n = |V^(h)| subjects, d = 6, d_h = 8n, a Monte Carlo
    Var(gamma_az) grows about linearly in n (the n - 1 terms <phi(z), P phi(z')> of variance ~ 1/d), while the
    printed shape |A^z|/d + (1/d_h) sum_z' (1(a in A^z') + |A^z'|/d) = 1/6 + 7/48 stays fixed."""
    rng = np.random.default_rng(11)
    d = 6
    shape = Fraction(1, d) + Fraction(7, 6) / 8
    var = {n: float(np.var(_lemma2_gamma_shared(d, n, 8 * n, 3000, rng))) for n in (4, 32)}
    assert var[32] > 4 * var[4]
    assert var[32] > 10 * float(shape)


@pytest.mark.parametrize("d", [2, 3, 4, 7, 10])
def test_thm11_q_has_no_room(d: int) -> None:
    """L941/L949 (Theorem 11's proof): after a ceil(d/2)-dimensional P orthogonal to phi(EOS) is fixed in R^d, the
    space orthogonal to P and phi(EOS) (its dimension from an SVD) is smaller than the ceil(d/2) that Q needs."""
    rng = np.random.default_rng(d)
    eos = rng.standard_normal(d)
    eos /= np.linalg.norm(eos)
    p = rng.standard_normal((d, -(-d // 2)))
    p -= np.outer(eos, eos @ p)
    span = np.column_stack([p, eos])
    rank = int(np.linalg.matrix_rank(span))
    room = d - rank
    assert rank == -(-d // 2) + 1
    assert room < -(-d // 2)
