"""Second paths for the errata of factrecall (Nichani, Lee & Bietti): each test reproduces a claim's violation at an
explicit instance by a path that imports neither the claim's measurement (models/) nor its bound (bounds/): closed
forms, exact arithmetic, enumeration, or an independent numpy Monte Carlo of the printed construction.

Paper: shared/seeds/002_60f5937820eee378.txt (line numbers below refer to it).
"""

from __future__ import annotations

import itertools
import math
from fractions import Fraction

import mpmath
import numpy as np
import pytest
from numpy.polynomial.hermite_e import hermeder, hermeval


def _sphere(rng: np.random.Generator, *shape: int) -> np.ndarray:
    x = rng.standard_normal(shape)
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


def test_thm7_eq17_off_by_one() -> None:
    """Thm 7, eq. (17), L305: E[L] >= log M sum_{x >= ceil(B / log M)} p(x). N = 1, M = 2, B = 1 bit, p = (1): the
    learner whose one bit is f*(1) predicts it with certainty (loss 0 for both values of f*), while (17) gives
    log2(2) * p(1) = 1 bit. Natural-log reading: M = 4, B = 1, the bit says which half holds f*(1), prediction
    uniform on that half: loss ln 2 for each of the 4 values, while (17) gives ln 4 * p(1) (ceil(1/ln 4) = 1)."""
    # bits: enumerate f*(1) in {0, 1}; F = f*(1) (1 bit); f_hat = point mass
    losses = [Fraction(0) for f in range(2) for pred in [{f: Fraction(1)}] if pred[f] == 1]
    expected = sum(losses, Fraction(0)) / 2
    bound_bits = 1 * 1  # log2 M * sum_{x >= ceil(1/1) = 1} p(x)
    assert expected == 0 < bound_bits
    # nats: enumerate f*(1) in {0..3}; F = [f* >= 2]; f_hat uniform on the half
    exp_nats = mpmath.fsum(-mpmath.log(mpmath.mpf(1) / 2) for _ in range(4)) / 4
    assert math.ceil(1 / math.log(4)) == 1
    assert exp_nats == mpmath.log(2) < mpmath.log(4)


def test_cor1_missing_n_assumption() -> None:
    """Cor 1, L309-L313: p(x) ~ x^{-alpha}, E[L] >~ B^{1-alpha}. N = 4, M = 2, alpha = 2, B = 4 bits: writing f*
    down (4 bits) gives loss 0 for every f* in {0,1}^4, while c B^{1-alpha} = c/4 > 0 for every c > 0."""
    w = [Fraction(1, x * x) for x in range(1, 5)]
    p = [v / sum(w) for v in w]
    total = Fraction(0)
    for fstar in itertools.product(range(2), repeat=4):
        message = fstar  # 4 bits
        pred = [{message[x]: Fraction(1)} for x in range(4)]  # point masses
        assert all(pred[x][fstar[x]] == 1 for x in range(4))  # log 1 = 0 for every x
        total += sum((px * 0 for px in p), Fraction(0))
    assert total / 16 == 0
    assert Fraction(4) ** (1 - 2) > 0


def test_lemma14_printed_constant() -> None:
    """Lemma 14, L1697-L1705: p = 1, f = c + g, g ~ N(0, 1) (E f = c, Var f = 1), delta = 0.01. The printed
    hypothesis 2 e^{-1} log(1/delta) Var/(E f)^2 <= 1 holds for c^2 = (2/e) ln 100, yet P(f <= 0) = Phi(-c) =
    0.0328 > 0.01 (mpmath, 60 digits)."""
    with mpmath.workdps(60):
        delta = mpmath.mpf("0.01")
        c = mpmath.sqrt(2 / mpmath.e * mpmath.log(1 / delta))
        hyp = 2 * mpmath.exp(-1) * mpmath.log(1 / delta) * 1 / c**2
        assert hyp <= 1 + mpmath.mpf(10) ** -50
        prob = mpmath.ncdf(-c)
        assert mpmath.nstr(c, 4) == "1.841"
        assert prob > 3 * delta


def test_lemma16_definition1_not_normalised() -> None:
    """Lemma 16 (a), Def. 1, L1745-L1760: <He_k(x), w^{(x)k}> = h_k(<w, x>) with h_k orthonormal. d = 1, k = 2,
    w = 1, x = 0: Def. 1 gives (-1)^2 mu''(0)/mu(0) = -1 (the monic He_2(0)), while h_2(0) = -1/sqrt 2."""
    with mpmath.workdps(40):
        mu = mpmath.npdf
        he2 = mpmath.diff(mu, 0, 2) / mu(0)
        assert abs(he2 - (-1)) < mpmath.mpf(10) ** -30
        h2 = (0**2 - 1) / mpmath.sqrt(2)  # orthonormal h_2(t) = (t^2 - 1)/sqrt(2!)
        assert abs(he2 - h2) > mpmath.mpf("0.29")


def test_lemma7_upper_bound_changes_sign() -> None:
    """Lemma 7, L1406-L1412: z >= 0 with z' <= A z + B z^2 gives z(t) <= A z0 e^{At}/(A + B z0 (1 - e^{At})).
    A = B = z0 = 1, z(t) = 1 for all t (z' = 0 <= 2): at t = 1 the right side is e/(2 - e) = -3.78 < 1."""
    with mpmath.workdps(60):
        A = B = z0 = mpmath.mpf(1)
        t = mpmath.mpf(1)
        rhs = A * z0 * mpmath.e ** (A * t) / (A + B * z0 * (1 - mpmath.e ** (A * t)))
        assert 0 <= A * 1 + B * 1**2  # the hypothesis z' = 0 <= A z + B z^2 at z = 1
        assert rhs < 0 < 1


def test_lowrank_rank_one_stores_at_most_two() -> None:
    """Thm 1 rank-m part, L60-L64, m = 1: u_y^T (a b^T) e_x = (u_y^T a)(b^T e_x), so x decodes to argmax_y u_y^T a
    when b^T e_x > 0 and to argmin_y when b^T e_x < 0: at most 2 distinct outputs for any a, b, so an injective f*
    on N = 3 inputs is never stored, whatever d (here d = 1000, md = 1000 >> N polylog N). Random and aimed rank-1
    matrices, decoded by brute force."""
    rng = np.random.default_rng(7)
    N, M, d = 3, 5, 1000
    E, U = _sphere(rng, N, d), _sphere(rng, M, d)
    f = np.array([0, 1, 2])
    best = 0
    for trial in range(400):
        a = rng.standard_normal(d) if trial % 2 else U[trial % M] + 0.1 * rng.standard_normal(d)
        b = rng.standard_normal(d)
        scores = (U @ a)[:, None] * (E @ b)[None, :]  # (M, N)
        dec = scores.argmax(0)
        assert len(set(dec.tolist())) <= 2
        best = max(best, int((dec == f).sum()))
    assert best <= 2 < N


def test_thm1_moments_second_moment_outside_image() -> None:
    """Thm 1 proof, L436-L456: E[gamma_xy^2] = (1 + 1/d)^2 + 2(N - 2)/d^2 for y != f*(x). d = 2, N = 2, M = 3,
    f* = identity on {0, 1}, x = 0, y = 2 (outside the image): gamma = <u0 - u2, u0> + <u0 - u2, u1><e1, e0>,
    so E gamma^2 = 1 + 1/d + 2/d^2 = 2 (closed form), not 2.25; an independent numpy Monte Carlo agrees."""
    d = 2
    closed = 1 + Fraction(1, d) + Fraction(2, d * d)
    printed = (1 + Fraction(1, d)) ** 2 + Fraction(2 * (2 - 2), d * d)
    assert closed == 2 and printed == Fraction(9, 4)
    rng = np.random.default_rng(3)
    n = 400_000
    E, U = _sphere(rng, n, 2, d), _sphere(rng, n, 3, d)
    a = U[:, 0] - U[:, 2]
    g = (a * U[:, 0]).sum(1) * 1.0 + (a * U[:, 1]).sum(1) * (E[:, 1] * E[:, 0]).sum(1)
    est, se = float((g**2).mean()), float((g**2).std() / math.sqrt(n))
    assert abs(est - 2.0) < 5 * se
    assert (2.25 - est) > 20 * se


def test_lemma2_mean_is_one_not_d_minus_one_over_d() -> None:
    """Lemma 2 proof display, L650-L652: E[gamma_az] = (d-1)/d for a in A^z, gamma_az = phi(a)^T W phi(z),
    W = (d/d_h) phi(a) phi(z)^T sum_i w_i w_i^T, w_i uniform on the unit sphere of phi(EOS)^perp. E[w w^T] =
    P_perp/(d-1) (not P_perp/d), so E gamma = d/(d-1) (1 - 1/d) = 1. d = 4, d_h = 2, |V^h| = |A^z| = 1: numpy
    Monte Carlo gives 1 within 5 se and is far from the printed 3/4."""
    rng = np.random.default_rng(5)
    d, dh, n = 4, 2, 100_000
    phi_z, phi_a, eos = _sphere(rng, n, d), _sphere(rng, n, d), _sphere(rng, n, d)
    g = rng.standard_normal((n, dh, d))
    g -= (g @ eos[:, :, None]) * eos[:, None, :]
    w = g / np.linalg.norm(g, axis=-1, keepdims=True)
    proj = (w @ phi_z[:, :, None])[:, :, 0]  # <w_i, phi(z)>
    back = (proj[:, :, None] * w).sum(1)  # sum_i w_i w_i^T phi(z)
    gamma = (d / dh) * (phi_a * phi_a).sum(1) * (phi_z * back).sum(1)  # phi(a)^T phi(a) phi(z)^T sum w w^T phi(z)
    est, se = float(gamma.mean()), float(gamma.std() / math.sqrt(n))
    assert abs(est - 1.0) < 5 * se
    assert abs(est - 0.75) > 20 * se


def test_thm9_margin_mean_has_sqrt_k_plus_one() -> None:
    """Thm 9 proof, L504-L508: E[gamma_xy] = c_{k+1} for the NTK construction F(z) = sum_i v_i sigma'(<w_i, z>)
    <q_i, z>, q_i = m^{-1} sum_z h_k(<e_z, w_i>) <v_i, u_{f*(z)}> e_z, sigma = sum_j c_j h_j (h_j orthonormal).
    Closed form: sigma' = sum_j sqrt(j+1) c_{j+1} h_j, so E gamma = sqrt(k+1) c_{k+1}. k = 2, sigma = h_0 + h_1 +
    h_2 + 0.9 h_3: an independent numpy construction gives ~1.559 = sqrt(3) 0.9, not 0.9."""
    rng = np.random.default_rng(11)
    k, c = 2, np.array([1.0, 1.0, 1.0, 0.9])
    mono = np.zeros(c.size)  # sigma in the monic He basis: h_j = He_j / sqrt(j!)
    for j, cj in enumerate(c):
        mono[j] = cj / math.sqrt(math.factorial(j))
    dsig = hermeder(mono)
    hk = np.zeros(k + 1)
    hk[k] = 1 / math.sqrt(math.factorial(k))
    N, M, d, m, draws = 4, 6, 16, 4096, 60
    vals = []
    for _ in range(draws):
        E, U = _sphere(rng, N, d), _sphere(rng, M, d)
        f = rng.integers(0, M, N)
        W, V = rng.standard_normal((m, d)), rng.standard_normal((m, d))
        pre = E @ W.T  # (N, m): <w_i, e_z>
        Q = ((hermeval(pre, hk) * (U[f] @ V.T)).T @ E) / m  # (m, d): rows q_i
        F = (hermeval(pre, dsig) * (E @ Q.T)) @ V  # (N, d)
        logits = F @ U.T
        gam = logits[np.arange(N), f][:, None] - logits
        mask = np.ones_like(gam, dtype=bool)
        mask[np.arange(N), f] = False
        vals.append(gam[mask].mean())
    v = np.asarray(vals)
    est, se = float(v.mean()), float(v.std(ddof=1) / math.sqrt(draws))
    assert abs(est - math.sqrt(k + 1) * 0.9) < 5 * se
    assert abs(est - 0.9) > 10 * se


def test_fig5_plateau_is_relation_entropy() -> None:
    """Figure 5 (left), L289: 'the loss plateaus at log D' (S = 16, R = 4, D = 8). At the plateau the model outputs
    p*(. | r) (L281, L289), so the loss there is E[-log p*(a* | r)] = E_r H(p*(. | r)) (uniform p(s, r)). Under
    Figure 4's data rule carried over (a*(s, r) uniform on the D answers of r, L223) the table of seed 0
    (a* = rD + Unif{0..D-1}) gives 1.742, 16 % below log 8 = 2.079 (tolerance 3 %); the balanced table a*(s, r) =
    floor(sD/S) + rD of the authors' code gives log D exactly; a table with one answer for every subject of a
    relation (allowed by the task's definition, L122-L142) gives 0 for that relation."""
    S, R, D = 16, 4, 8

    def plateau(table: np.ndarray) -> float:
        h = 0.0
        for r in range(R):
            counts = np.bincount(table[:, r] - r * D, minlength=D) / S
            h += -sum(c * math.log(c) for c in counts if c > 0) / R
        return h

    random_table = np.arange(R)[None] * D + np.random.default_rng(0).integers(0, D, (S, R))
    balanced = (np.arange(S)[:, None] * D) // S + np.arange(R)[None] * D
    assert abs(plateau(balanced) - math.log(D)) < 1e-12
    one_answer = balanced.copy()
    one_answer[:, 0] = 0
    assert plateau(one_answer) == pytest.approx(0.75 * math.log(D), rel=1e-12)
    assert plateau(random_table) == pytest.approx(1.7419815859527215, rel=1e-12)
    assert (math.log(D) - plateau(random_table)) / math.log(D) > 0.15
    # over many random tables the plateau stays below log D by more than the 3 % tolerance
    vals = [plateau(np.arange(R)[None] * D + np.random.default_rng(s).integers(0, D, (S, R))) for s in range(200)]
    assert max(vals) < 0.97 * math.log(D)


def test_lemma2_omega_cross_moment_exceeds_printed_bound() -> None:
    """Lemma 2 proof display, L658-L664: for i != j, E[omega_i omega_j] <= d^{-2} rho_{aa'} rho_{zz'}; at a = a',
    z = z' (rho = 1) omega_i omega_j = <z, w_i>^2 <z, w_j>^2 with w_i, w_j independent uniform on the unit sphere of
    phi(EOS)^perp. numpy Monte Carlo at d = 3: ~2/15 = 0.133, above the printed 1/9 = 0.111 by > 20 se."""
    rng = np.random.default_rng(7)
    d, n = 3, 400_000
    z, eos = _sphere(rng, n, d), _sphere(rng, n, d)

    def perp_unit() -> np.ndarray:
        g = rng.standard_normal((n, d))
        g -= (g * eos).sum(1, keepdims=True) * eos
        return g / np.linalg.norm(g, axis=1, keepdims=True)

    wi, wj = perp_unit(), perp_unit()
    prod = (z * wi).sum(1) ** 2 * (z * wj).sum(1) ** 2
    est, se = float(prod.mean()), float(prod.std() / math.sqrt(n))
    assert abs(est - 2 / 15) < 5 * se
    assert est - 1 / 9 > 20 * se


def test_cor1_tail_lower_side_fails_at_k_equal_n() -> None:
    """Corollary 1 proof, L1472: sum_{x=k}^n x^{-alpha} / sum_{x=1}^n x^{-alpha} ~ k^{1-alpha}. At k = n, alpha = 2
    (exact fractions): the tail is n^{-2}/H_{n,2} and k^{1-alpha} = 1/n, so their ratio n H_{n,2} grows like
    1.64 n: no constant c gives tail >= c k^{1-alpha}."""
    def ratio(n: int) -> Fraction:
        h = sum(Fraction(1, x * x) for x in range(1, n + 1))
        tail = Fraction(1, n * n) / h
        return Fraction(1, n) / tail

    r10, r100, r1000 = ratio(10), ratio(100), ratio(1000)
    assert r100 > 9 * r10 and r1000 > 9 * r100
    assert 1640 < float(r1000) < 1650


def test_lemma1_gamma_drops_the_eos_term() -> None:
    """Lemma 1 proof, L614-L622: v = sum_{z in V^(h)} phi(z) + phi(EOS)/2; for z outside V^(h) the display writes
    gamma_z = <v, phi(z)> as sum_{z' in V^(h)} <phi(z), phi(z')>, dropping <phi(EOS), phi(z)>/2. Explicit vectors in
    R^2: V^(h) = {e1}, EOS = (e1 + e2)/sqrt 2, z = e2: <v, z> = 1/(2 sqrt 2) = 0.354, the printed sum is 0."""
    e1, e2 = np.array([1.0, 0.0]), np.array([0.0, 1.0])
    eos = (e1 + e2) / math.sqrt(2)
    v = e1 + eos / 2
    assert abs(float(v @ e2) - 1 / (2 * math.sqrt(2))) < 1e-15
    assert float(e1 @ e2) == 0.0


def test_thm9_cs_fourth_moment_factor_exceeds_two_sqrt3() -> None:
    """Proof of Theorem 9, L531-L534: E[<v, u_{f*(x)} - u_y>^4]^{1/2} E[<v, u_{f*(z)}>^4]^{1/2} <= 2 sqrt(3) sqrt(3)
    = 6, v ~ N(0, I_d), unembeddings uniform on S^{d-1}. Plain Monte Carlo at d = 2 (4e5 draws of v and three
    unembeddings): the product is 6 sqrt(3/2) = 7.35 (E<v, a>^4 = 18, E<v, b>^4 = 3), far outside the noise; the
    chain's first member E[<v, a>^2 <v, b>^2] (= 2 + 4/d = 4 here) stays below 6."""
    rng = np.random.default_rng(20261128)
    n, d = 400_000, 2
    v = rng.standard_normal((n, d))
    ux, uy, uz = _sphere(rng, n, d), _sphere(rng, n, d), _sphere(rng, n, d)
    a = ux - uy
    pa, pb = np.einsum("nd,nd->n", v, a), np.einsum("nd,nd->n", v, uz)
    ea4, eb4 = float(np.mean(pa**4)), float(np.mean(pb**4))
    product = math.sqrt(ea4) * math.sqrt(eb4)
    assert abs(ea4 - 18.0) < 0.6 and abs(eb4 - 3.0) < 0.1
    assert product > 7.0 > 6.0
    assert float(np.mean(pa**2 * pb**2)) < 4.3


def test_thm9_cross_moment_carries_k_plus_one() -> None:
    """Proof of Theorem 9, L512-L516: for i != j, E[omega_i omega_j] = c_{k+1}^2 E[<a, b>^2] E[<e_z, e_x>^{2(k+1)}].
    Take z = x (so <e_z, e_x> = 1 and b = u_{f*(x)}), k = 2, sigma = 0.3 h_0 + 0.4 h_1 + 0.5 h_2 + h_3 (h_j
    orthonormal, L1733), d = 2. Plain Monte Carlo of the definition with independent (v_i, w_i), (v_j, w_j): the moment
    is 3 c_3^2 E[(1 - t)^2] = 3 (1 + 1/2) = 4.5, against the printed 1.5."""
    rng = np.random.default_rng(516)
    n, d = 2_000_000, 2
    ux, uy = _sphere(rng, n, d), _sphere(rng, n, d)
    a, b = ux - uy, ux
    coef = np.array([0.3, 0.4, 0.5, 1.0]) / np.sqrt([1.0, 1.0, 2.0, 6.0])  # in the He_j basis
    dsig = hermeder(coef)
    h2 = np.array([0.0, 0.0, 1.0]) / math.sqrt(2.0)

    def omega() -> np.ndarray:
        v = rng.standard_normal((n, d))
        x = rng.standard_normal(n)  # <w, e_x> = <w, e_z> for a standard Gaussian w and |e_x| = 1
        return (np.einsum("nd,nd->n", v, a) * np.einsum("nd,nd->n", v, b) * hermeval(x, dsig) * hermeval(x, h2))

    prod = omega() * omega()
    est, se = float(prod.mean()), float(prod.std() / math.sqrt(n))
    assert abs(est - 4.5) < 5 * se + 0.05
    assert est - 1.5 > 10 * se


def test_thm1_construction_capacity_falls_with_m() -> None:
    """Theorem 1, L60-L64 (proof L455-L459): 'if d^2 >~ N polylog N' (M absent) the construction W = sum_x u_{f*(x)}
    e_x^T stores f*. Explicit construction, all M unembeddings drawn (numpy, in chunks): at d = 8, N = 3 it stores
    f*(x) = x for nearly every draw when M = N (~0.98), but for few draws when M = 10^5 (~0.08; the outputs outside the image
    crowd the sphere): the success probability depends on M at fixed (N, d), so no condition on N and d alone
    suffices (for any constant, take d past it and then M large)."""
    rng = np.random.default_rng(60)
    d, N, trials = 8, 3, 40

    def stores(M: int) -> bool:
        E, U = _sphere(rng, N, d), _sphere(rng, N, d)
        G = E @ (U.T @ E).T  # g_x = W e_x
        m = np.einsum("xd,xd->x", G, U)
        best = (G @ U.T - np.diag(np.full(N, np.inf))).max(1)
        left = M - N
        while left > 0 and (best < m).all():
            k = min(left, 200_000)
            best = np.maximum(best, (G @ _sphere(rng, k, d).T).max(1))
            left -= k
        return bool((best < m).all())

    small = sum(stores(N) for _ in range(trials)) / trials
    large = sum(stores(10**5) for _ in range(trials)) / trials
    assert small >= 0.85
    assert large <= 0.3


def test_eq3_limit_carries_the_hermite_coefficient() -> None:
    """eq. (3), L86-L92: F(e_x) = m^{-1} sum_i sum_x' u_{f*(x')} h_k(<w_i, e_x'>) sigma(<w_i, e_x>) ~ sum_x' u_{f*(x')}
    <e_x, e_x'>^k for large m. numpy, k = 1, sigma = 0.3 h_0 + 0.5 h_1 + 0.4 h_2 (orthonormal Hermite, c_1 = 0.5),
    d = 8, N = 4, m = 400000: F is within 2 % of 0.5 P (P the printed limit) and 50 % away from P."""
    rng = np.random.default_rng(86)
    d, N, m = 8, 4, 400_000
    E, U = _sphere(rng, N, d), _sphere(rng, N, d)
    P = (E @ E.T) @ U  # k = 1
    Z = rng.standard_normal((m, d)) @ E.T  # (m, N): <w_i, e_x>
    sigma = 0.3 + 0.5 * Z + 0.4 * (Z**2 - 1) / math.sqrt(2)
    F = sigma.T @ (Z @ U) / m  # F(e_x) = m^{-1} sum_i sigma(<w_i, e_x>) sum_x' h_1(<w_i, e_x'>) u_x'
    assert np.linalg.norm(F - 0.5 * P) / np.linalg.norm(P) < 0.02
    assert abs(np.linalg.norm(F - P) / np.linalg.norm(P) - 0.5) < 0.02
