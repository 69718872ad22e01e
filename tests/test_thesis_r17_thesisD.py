"""Second paths for ``thmcheck.checks.papers.thesis.r17_thesisD`` (own code, from the paper's definitions).

(D.132) / (D.133) (proof of Theorem 5.3.1, L7806 / L7810): f_r <= O~(||A*||_inf^2 (eps_c + C0)) with C0 of Table D.2
(L6768-L6782: C = C_eps(phi, ||A||_inf) sqrt(||A||_inf^2 + 1), C' = 10 C sqrt(p2), C'' = C_eps(Phi, C')
sqrt(||A||_inf^2 + 1), C0 = p1^2 p2 K^2 C C''), at W_T = V_T = 0 (Algorithm 2's W_0 = V_0 = 0). Nothing here is
imported from the claim's module: the graph is built from A~ + I, A = D^{-1/2} (A~ + I) D^{-1/2} entrywise, p* at
(5.8)'s caps with psi of (5.9), the network (5.4) / (D.121) with its own draws (L1485, Table D.2).
"""

from __future__ import annotations

import math
import warnings

import numpy as np
from scipy import integrate


def _graph(D: int, npad: int) -> tuple[np.ndarray, float, float, dict]:
    """Star (centre 0, D leaves) beside a d_pad-regular component of npad nodes (degree d_pad counting the self-loop,
    d_pad = round(sqrt(2 (D + 1)))): the star's block of A* = A P* (5.6)-(5.7) with p_l = c1/(L psi_l) (c1 = 1),
    ||A*||_inf (max over the star's rows and a padding row p_pad), ||A||_inf and the hypothesis slacks."""
    N = D + 1
    At = np.zeros((N, N))
    At[0, 1:] = At[1:, 0] = 1.0
    At += np.eye(N)
    deg = At.sum(axis=1)
    A = At / np.sqrt(deg[:, None] * deg[None, :])
    dpad = max(3, round(math.sqrt(2.0 * (D + 1))))
    groups = {"leaf": (2.0, D), "pad": (float(dpad), npad), "centre": (float(D + 1), 1)}
    L = 3
    E = sum(d * n for d, n in groups.values())
    dL = float(D + 1)
    psi = {k: math.sqrt(dL * d) * n / E for k, (d, n) in groups.items()}
    p = {k: 1.0 / (L * v) for k, v in psi.items()}
    pv = np.array([p["centre"]] + [p["leaf"]] * D)
    Astar = A * pv[None, :]
    R = max(float(np.abs(Astar).sum(axis=1).max()), p["pad"])  # a regular padding row: d_pad entries 1/d_pad, times p
    a_norm = max(float(A.sum(axis=1).max()), 1.0)
    slack = {k: 1.0 / (L * psi[k]) - p[k] for k in p}  # (5.8): p_l <= c1/(L psi_l), >= 0
    return Astar, R, a_norm, slack


def _f(As: list[np.ndarray], m: int, rng: np.random.Generator, d: int = 4) -> float:
    """e_g^T A3 relu(A2 relu(A1 X (W0 + Wrho) + B1) (V0 + Vrho) + B2) c_r, g the centre, aligned unit features x_n =
    e_1; W0 ~ N(0, 1/m), Wrho ~ N(0, m^{-1.98}), V0 ~ N(0, 1/m), Vrho ~ N(0, m^{-1.02}), B rows ~ N(0, 1/m), c_r ~
    N(0, 1)."""
    A1, A2, A3 = As
    N = A1.shape[0]
    X = np.zeros((N, d))
    X[:, 0] = 1.0
    W = rng.standard_normal((d, m)) / math.sqrt(m) + rng.standard_normal((d, m)) * m**-0.99
    V = rng.standard_normal((m, m)) / math.sqrt(m) + rng.standard_normal((m, m)) * m**-0.51
    b1 = rng.standard_normal(m) / math.sqrt(m)
    b2 = rng.standard_normal(m) / math.sqrt(m)
    c = rng.standard_normal(m)
    H = np.clip(A1 @ (X @ W) + b1, 0.0, None)
    G = np.clip(A2 @ (H @ V) + b2, 0.0, None)
    return float(A3[0] @ G @ c)


def _c0(a: float, c_phi: float = 1e-3, c_Phi: float = 1e-3, eps: float = 1e-6) -> float:
    """Table D.2's C0 (constant 1) for phi = c_phi z, Phi = c_Phi z, K = p1 = p2 = 1, C* = 1: C_eps(c z, x) = (1 +
    sqrt(log(1/eps))) x |c| (5.2)."""
    g = 1.0 + math.sqrt(math.log(1.0 / eps))
    C = g * a * c_phi * math.sqrt(a * a + 1.0)
    C2 = g * (10.0 * C) * c_Phi * math.sqrt(a * a + 1.0)
    return C * C2


def _ratios(sampled: bool) -> list[tuple[float, float, float]]:
    out = []
    for npad in (10**3, 10**4, 10**5, 10**6):
        Astar, R, a_norm, slack = _graph(400, npad)
        assert min(slack.values()) >= -1e-12 * max(1.0, R)  # (5.8) at its caps
        rng = np.random.default_rng(12345)
        eps = 1e-3 / R  # inside Theorem 5.3.1's range, which shrinks like 1/R^2 times a target-dependent factor
        As = [Astar, Astar, Astar]
        if sampled:  # A^{t(k)} on A*'s support with ||A* - A^{t(k)}||_inf <= eps^2
            As = []
            for _ in range(3):
                E = rng.uniform(-1.0, 1.0, Astar.shape) * Astar
                E *= eps**2 / np.abs(E).sum(axis=1).max()
                As.append(Astar + E)
                assert np.abs(As[-1] - Astar).sum(axis=1).max() <= eps**2 + 1e-12  # up to (A* + E) - A* rounding
        med = float(np.median([abs(_f(As, 64, rng)) for _ in range(15)]))
        out.append((R, med, med / (R**2 * (1.0 + _c0(a_norm, eps=eps)))))
    return out


def _check(rows: list[tuple[float, float, float]]) -> None:
    Rs = [r for r, _, _ in rows]
    ratios = [q for _, _, q in rows]
    assert Rs[-1] / Rs[0] > 500.0  # ||A*||_inf grows with the padding mass
    assert ratios[-1] > 1.0 and ratios[-1] / ratios[0] > 100.0  # f / (R^2 (1 + C0)) grows ~ R: no constant works
    slope = np.polyfit(np.log(Rs), np.log(ratios), 1)[0]
    assert 0.7 < slope < 1.3


def test_d132_f_outgrows_R2_C0() -> None:
    rows = _ratios(sampled=False)
    _check(rows)
    # ||A||_inf, hence Table D.2's C0, is the star's centre row for every padding size
    assert abs(_graph(400, 10**3)[2] - _graph(400, 10**6)[2]) < 1e-12


def test_d133_sampled_outgrows_R2_C0() -> None:
    _check(_ratios(sampled=True))


# ------------------------------------------------------------------ (D.36) L6928, the first step, t -> inf


def _pprime(i: int, t: float) -> float:
    """p'_i from (D.29)/(D.30) directly: x_1^i p'_i = E[He_i(alpha_1) 1[alpha >= -b0/t] 1[q_i(b0)]], alpha_1 = rho alpha
    + s beta (rho = x_1/t, s^2 = 1 - rho^2); E_beta He_1(alpha_1) = rho alpha, E_beta He_2(alpha_1) = rho^2 (alpha^2 - 1)
    (moments of beta), so p'_i = t^{-i} int_{q_i} phi(b0) int_{-b0/t}^inf He_i(alpha) phi(alpha) dalpha db0, both
    integrals by scipy quadrature (no Mehler formula, no closed form of the inner integral)."""
    he = {1: lambda a: a, 2: lambda a: a * a - 1}[i]
    phi = lambda x: math.exp(-x * x / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    kw = {"epsabs": 1e-17, "epsrel": 1e-10, "limit": 200}

    def inner(b0: float) -> float:
        c = -b0 / t
        return integrate.quad(lambda a: he(a) * phi(a), c, c + 10.0, **kw)[0]

    w = min(t / (2 * i), 40.0)
    with warnings.catch_warnings():  # the inner integral is ~ c phi(c), c = -b0/t small: quadpack flags its roundoff
        warnings.simplefilter("ignore", integrate.IntegrationWarning)
        v = integrate.quad(lambda b: phi(b) * inner(b), -w, 0.0, **kw)[0]
        if i % 2 == 1:
            v += integrate.quad(lambda b: phi(b) * inner(b), 0.0, w, **kw)[0]
    return v * t ** (-i)


def _shape_d36(cs: dict[int, float], t: float, eps: float) -> float:
    """O(1) sum |c_i| i^4/i!! sum_{j <= i/2} B_i^{i-2j} i^{2j}/j! t^{i-1} sqrt(t^2+1), B_i = 100 sqrt(i) + 10
    sqrt(log(1/eps^2)) (i!! : 1!! = 1, 2!! = 2)."""
    dfact = {1: 1.0, 2: 2.0}
    out = 0.0
    for i, c in cs.items():
        Bi = 100 * math.sqrt(i) + 10 * math.sqrt(math.log(1 / eps**2))
        inner = sum(Bi ** (i - 2 * j) * i ** (2 * j) / math.factorial(j) for j in range(i // 2 + 1))
        out += abs(c) * i**4 / dfact[i] * inner * t ** (i - 1) * math.sqrt(t * t + 1)
    return out


def test_d36_first_step_fails_for_large_t() -> None:
    phi = lambda x: math.exp(-x * x / 2) / math.sqrt(2 * math.pi)  # noqa: E731
    eabs = {1: 2 * integrate.quad(lambda z: z * phi(z), 0.0, 40.0)[0],
            2: 2 * (integrate.quad(lambda z: (1 - z * z) * phi(z), 0.0, 1.0)[0]
                    + integrate.quad(lambda z: (z * z - 1) * phi(z), 1.0, 40.0)[0])}
    cs = {1: 1.0, 2: 1.0}  # phi(z) = z + z^2
    ratios = {}
    for t in (1.0, 10.0, 1e3, 1e5, 1e6):
        lhs = sum(abs(c) * eabs[i] / abs(_pprime(i, t)) for i, c in cs.items())
        ratios[t] = lhs / _shape_d36(cs, t, 1e-2)
    assert ratios[10.0] < 1e-3  # under the proof's t <= O(1) the step has room
    assert ratios[1e6] > 1.0 and ratios[1e6] / ratios[1e3] > 300.0  # grows ~ t: no constant works for all t > 0
    # |p'_2| ~ t^{-3}: t^3 |p'_2| settles (the printed |c'_2| bound needs ~ t^{-2})
    a, b = _pprime(2, 1e5) * 1e15, _pprime(2, 1e6) * 1e18
    assert abs(a / b - 1) < 1e-3
