"""Round 7 (frsl) tests for factrecall: second paths of the Lemma 3 proof displays (checks/papers/factrecall/r7_frsl.py),
sharing no code with the claims' bounds or measurements: numpy's HermiteE, scipy's Beta function and quad, and Monte
Carlo over sphere embeddings written here."""

from __future__ import annotations

import math

import numpy as np
from numpy.polynomial import hermite_e as H
from scipy import integrate, special


def _sphere(rng: np.random.Generator, n: int, d: int) -> np.ndarray:
    x = rng.standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def _beta_moment(d: int, j: int) -> float:
    """E B^j, B = |Pi_P phi|^2 ~ Beta(n/2, (d - n)/2), n = floor(d/2) (scipy's Beta function)."""
    a, b = (d // 2) / 2, (d - d // 2) / 2
    return math.exp(special.betaln(a + j, b) - special.betaln(a, b))


def test_rho_cross_monte_carlo() -> None:
    """rho_ss' = E<Pi_P phi(s), Pi_P phi(s')>^{2p} (d = 7, p = 1, 3) by Monte Carlo against (4p)^p d^{-p} (L847)."""
    rng = np.random.default_rng(3)
    d, n = 7, 3
    x, y = _sphere(rng, 400_000, d), _sphere(rng, 400_000, d)
    ip = (x[:, :n] * y[:, :n]).sum(axis=1)
    for p in (1, 3):
        mc = float(np.mean(ip ** (2 * p)))
        exact = math.prod(2 * j + 1 for j in range(p)) * _beta_moment(d, p) / math.prod(d + 2 * j for j in range(p))
        assert abs(mc - exact) <= 0.05 * exact
        assert exact <= (4 * p) ** p / d**p


def test_l856_product_exceeds_2_4q() -> None:
    """L856 at d = 10001, p = k = 13, q = 26 (Lemma 3's p = k = 2 ceil(1/eps) + 1, eps in [1/6, 1/5), q = C2/eps with
    C2 = 26 eps > 2), sigma = sum_j c_j h_j with c_j = 1/sqrt(q + 1) (||sigma||_{L2} = 1): the product of the two L4
    norms is far above 2^{4q}. He factor: numpy HermiteE quadrature and scipy Beta moments; sigma factor: Monte Carlo
    over sphere embeddings with Gauss-Hermite in the Gaussian direction."""
    d, p, k, q = 10001, 13, 13, 26
    z, wz = H.hermegauss(80)
    wz = wz / math.sqrt(2 * math.pi)
    he_p4 = float(wz @ H.hermeval(z, [0] * p + [1]) ** 4)
    log2_he = 0.5 * (2 * math.log2(he_p4) + 2 * math.log2(_beta_moment(d, 2 * p)))
    coef = np.array([1.0 / math.sqrt(math.factorial(j)) for j in range(q + 1)]) / math.sqrt(q + 1)
    rng = np.random.default_rng(7)
    n = d // 2
    t2 = np.array([float((_sphere(rng, 1, d)[0, :n] ** 2).sum() + (_sphere(rng, 1, d)[0, n:2 * n] ** 2).sum())
                   for _ in range(300)])
    vals = [float(wz @ H.hermeval(math.sqrt(t) * z, coef) ** 4) for t in t2]
    log2_sig = 0.5 * math.log2(float(np.mean(vals)))
    assert abs(float(wz @ H.hermeval(z, coef) ** 2) - 1.0) < 1e-9  # sigma is normalised
    assert log2_he + log2_sig > 4 * q + 3
    # the correction 2^{4q} p! k! ||sigma||^2 covers it
    assert log2_he + log2_sig < 4 * q + math.log2(math.factorial(p) * math.factorial(k))


def test_l870_shared_answer() -> None:
    """L870 at S = 1, R = 2, a*(s, r1) = a*(s, r2) = A, a != A another answer, d = 3, p = k = 1: the only (s', r') !=
    (s, r) is (s, r2), whose bracket rho_{a A} + rho_{A A} = E<phi(A), phi(A) - phi(a)>^2 = 1 + 1/d > 1 (Monte Carlo),
    so the left side is (1 + 1/d) times the right side (rho_ss = E|Pi_P phi|^4 and rho_rr' by scipy quad)."""
    d = 3
    n = d // 2
    a_, b_ = n / 2, (d - n) / 2
    dens = lambda x: x ** (a_ - 1) * (1 - x) ** (b_ - 1) / special.beta(a_, b_)  # noqa: E731
    rho_ss = integrate.quad(lambda x: x**2 * dens(x), 0, 1)[0]
    rho_rr = integrate.quad(lambda x: x * dens(x), 0, 1)[0] * (1.0 / d)  # E|u|^2 E y_1^2, y_1^2 mean 1/d
    rng = np.random.default_rng(5)
    u, v = _sphere(rng, 300_000, d), _sphere(rng, 300_000, d)
    bracket = float(np.mean(((u * (u - v)).sum(axis=1)) ** 2))
    assert abs(bracket - (1 + 1 / d)) < 0.01
    lhs, rhs = rho_ss * rho_rr * bracket, rho_ss * rho_rr
    assert lhs > 1.3 * rhs
    assert abs(rho_ss - 0.2) < 1e-6 and abs(rho_rr - 1 / 9) < 1e-6


def test_l865_mean_is_not_c() -> None:
    """L865 centres gamma_sra at c_{p+k} = E sigma^{(p+k)}(z); its mean is E[sigma^{(p+k)}(Z t) X^p Y^k] (L808), X, Y =
    |Pi phi|^2 (Monte Carlo over sphere embeddings, d = 2001), t^2 = X + Y, ~ c_{p+k} 2^{-p-k}: p = k = 1, sigma = (h_0 +
    h_1 + h_2 + h_3)/2 (numpy HermiteE derivative)."""
    d, p, k = 2001, 1, 1
    coef = np.array([0.5 / math.sqrt(math.factorial(j)) for j in range(4)])  # He-basis coefficients of sigma
    der = H.hermeder(coef, p + k)
    z, wz = H.hermegauss(20)
    wz = wz / math.sqrt(2 * math.pi)
    c = float(wz @ H.hermeval(z, der))
    rng = np.random.default_rng(9)
    x, y = _sphere(rng, 4000, d), _sphere(rng, 4000, d)
    n = d // 2
    xs, ys = (x[:, :n] ** 2).sum(axis=1), (y[:, n:2 * n] ** 2).sum(axis=1)
    vals = [float(wz @ H.hermeval(math.sqrt(a + b) * z, der)) * a**p * b**k for a, b in zip(xs, ys, strict=True)]
    mean = float(np.mean(vals))
    assert abs(mean - c / 4) < 0.02 * c
    assert mean**2 < c**2 / 10


def test_l889_width_outgrows_l775() -> None:
    """L889 against L775 in exact integers at eps = 1, S = R = 1, |V| = 3, delta = 1/e^2 (so log(1/delta') = log 3 + 2
    and log(|V|/delta) = log 3 + 2 both lie in (3, 4)): m_889 >= 2^{8 C2 + 2} 3^{4 C2 + 2} (L889, q = C2) exceeds
    K (C3 * 4)^{C4} for every (C3, C4, K) of a wide grid once C2 is large: the proof's width is not covered by
    universal C3, C4 for every C2 > 2."""
    for c3 in (1, 10, 1000):
        for c4 in (1, 10, 100):
            for k in (1, 10**6):
                hyp = k * (4 * c3) ** c4  # an upper bound of K (C3 log(|V|/delta))^{C4/eps}
                c2 = next(c for c in range(3, 10_000) if 2 ** (8 * c + 2) * 3 ** (4 * c + 2) > hyp)
                assert c2 < 400
    # the correction (exponent C4 q = C4 C2): C3 = 16, C4 = 8, K = 36 cover every C2, since (16 * 3)^8 >= 2^8 3^4
    for c2 in (3, 30, 300):
        assert 2 ** (8 * c2 + 2) * 3 ** (4 * c2 + 2) <= 36 * (3 * 16) ** (8 * c2)


def _he_contract(wx: np.ndarray, wy: np.ndarray, gram: tuple[float, float, float], p: int, k: int) -> np.ndarray:
    """<He_{p+k}(w), x^{(x)p} (x) y^{(x)k}> from <He_n(w), u^{(x)n}> = |u|^n He_n(<w,u>/|u|), u = a x + y: the
    coefficient of a^p divided by C(n, p) (polynomial interpolation in a at n + 1 nodes)."""
    n = p + k
    xx, xy, yy = gram
    nodes = np.linspace(0.5, 2.5, n + 1)
    vals = []
    for a in nodes:
        nu = math.sqrt(a * a * xx + 2 * a * xy + yy)
        vals.append(nu**n * H.hermeval((a * wx + wy) / nu, [0] * n + [1]))
    coef = np.linalg.solve(np.vander(nodes, n + 1, increasing=True), np.array(vals))
    return coef[p] / math.comb(n, p)


def test_l963_literal_input_flips_sign() -> None:
    """L963 at d = 1001, S = R = 1, one answer, p = k = 3 (eps = 1), sigma = sum_{j<=8} c_j h_j, c = 1 but c_8 = -1:
    the m -> inf limit of Lemma 3's network (L788), E_w[sigma(<w, z>) <He_6(w), x^3 (x) y^3>] phi(a*), computed by
    3-d Gauss-Hermite quadrature over span(z, x, y) (exact for the degree), is phi(a*) times a negative number at
    z = phi(s) + phi~(r) (so the argmax is not a*) and a positive one at z = phi~(s) + phi~(r) (Lemma 3's input)."""
    rng = np.random.default_rng(11)
    d, n = 1001, 500
    e = rng.standard_normal((3, d))
    e /= np.linalg.norm(e, axis=1, keepdims=True)
    x = np.where(np.arange(d) < n, e[0], 0.0)
    y = np.where((np.arange(d) >= n) & (np.arange(d) < 2 * n), e[1], 0.0)
    coef = np.array([1.0] * 8 + [-1.0]) / np.sqrt([math.factorial(j) for j in range(9)])  # h_j = He_j/sqrt(j!)
    t, wt = H.hermegauss(12)
    wt = wt / wt.sum()
    g1, g2, g3 = np.meshgrid(t, t, t, indexing="ij")
    u = np.stack([g1.ravel(), g2.ravel(), g3.ravel()])
    wts = np.einsum("i,j,k->ijk", wt, wt, wt).ravel()
    kappa = {}
    for name, z in (("literal", e[0] + y), ("lemma3", x + y)):
        basis, _ = np.linalg.qr(np.stack([z, x, y]).T)  # d x 3, orthonormal
        w = basis @ u  # the w's projection onto span(z, x, y), standard Gaussian there
        he = _he_contract(x @ w, y @ w, (x @ x, x @ y, y @ y), 3, 3)
        kappa[name] = float(np.sum(wts * H.hermeval(z @ w, coef) * he))
        logits = kappa[name] * np.array([e[0] @ e[2], e[1] @ e[2], 1.0])  # phi(s), phi(r), phi(a*)
        assert (int(np.argmax(logits)) == 2) == (name == "lemma3")
    assert kappa["literal"] < 0 < kappa["lemma3"]


def test_thm9_width_one_two_labels() -> None:
    """Theorem 9 (20) at m = 1, d = 64, N = 30, M = 5, f*(x) = x mod 3: over 3000 random width-1 networks (v, w
    Gaussian, sigma a random degree-5 polynomial, a random scale of w) the predicted labels u_y^T v sigma(<w, e_x>)
    never take more than two values, and no network stores more than 20 of the 30 inputs."""
    rng = np.random.default_rng(5)
    d, n, m_out = 64, 30, 5
    e = rng.standard_normal((n, d))
    e /= np.linalg.norm(e, axis=1, keepdims=True)
    u = rng.standard_normal((m_out, d))
    u /= np.linalg.norm(u, axis=1, keepdims=True)
    f = np.arange(n) % 3
    best = 0
    for _ in range(3000):
        v, w = rng.standard_normal(d), rng.standard_normal(d) * rng.uniform(0.1, 10.0)
        sig = rng.standard_normal(6)
        logits = np.outer(H.hermeval(e @ w, sig), u @ v)  # (N, M): row x = sigma(<w, e_x>) <u_y, v>
        pred = logits.argmax(axis=1)
        assert len(set(pred.tolist())) <= 2
        best = max(best, int((pred == f).sum()))
    assert best <= 20


def test_lemma2_shared_answer_monte_carlo() -> None:
    """Lemma 2 (L636-L642) with A^{z'} = {a} for all n = 2000 subjects, d = 45, d_h = 4000, w_i uniform on the unit
    sphere orthogonal to phi(EOS), W built as printed: gamma_az = (d/d_h) sum_i <phi(z), w_i> <w_i, sum_{z'}
    phi(z')> (phi(a) unit). Over 400 draws, |gamma_az - 1| <= 1/5 at a fixed z in far fewer than 1 - delta = 3/4
    of them."""
    rng = np.random.default_rng(9)
    n, d, dh = 2000, 45, 4000
    ok = 0
    for _ in range(400):
        eos = _sphere(rng, 1, d)[0]
        emb = _sphere(rng, n, d)
        w = rng.standard_normal((dh, d))
        w -= np.outer(w @ eos, eos)
        w /= np.linalg.norm(w, axis=1, keepdims=True)
        gamma = d / dh * float((w @ emb[0]) @ (w @ emb.sum(axis=0)))
        ok += abs(gamma - 1.0) <= 0.2
    assert ok / 400 < 0.3
