"""Round 14 (factrecall, helper factrecall): the second path of Theorem 1's variance display (L453), in numpy from the
paper's definitions (no code shared with the claim's torch measure), checks of Theorem 7's chain on learners whose
information quantities are known by hand, and the claims' registration."""

from __future__ import annotations

import math
from collections import defaultdict

import numpy as np

from thmcheck.checks.claim import Ctx


def _gamma(d: int, f: tuple[int, ...], M: int, x: int, y: int, n: int, seed: int) -> np.ndarray:
    """gamma_xy = (u_{f*(x)} - u_y)^T W e_x, W = sum_z u_{f*(z)} e_z^T (L434-L436), for n independent draws of the
    embeddings e_z (z in [N]) and u_j (j in [M]) uniform on S^{d-1}."""
    rng = np.random.default_rng(seed)
    N = len(f)
    e = rng.standard_normal((n, N, d))
    e /= np.linalg.norm(e, axis=2, keepdims=True)
    u = rng.standard_normal((n, M, d))
    u /= np.linalg.norm(u, axis=2, keepdims=True)
    a = u[:, f[x], :] - u[:, y, :]
    # a^T W e_x with W = sum_z u_{f(z)} e_z^T, summed over z without forming W
    return np.einsum("ni,nzi,nzj,nj->n", a, u[:, list(f), :], e, e[:, x, :], optimize=True)


def test_thm1_var_outside_image() -> None:
    """L453 prints Var(gamma_xy) = 2/d + 1/d^2 + 2(N - 2)/d^2 for every y != f*(x); at d = 2, N = 2, M = 3, f* = (0, 1),
    x = 0 the printed value is 1.25. For y = 2 (outside f*([N])) 4e5 draws give ~1.0 = 1/d + 2(N - 1)/d^2 (the
    corrected value); for y = 1 (= f*(1)) they give ~1.25 (as printed)."""
    d, f, M = 2, (0, 1), 3
    printed = 2 / d + 1 / d**2 + 2 * (len(f) - 2) / d**2
    g_out = _gamma(d, f, M, 0, 2, 400_000, 11)
    g_in = _gamma(d, f, M, 0, 1, 400_000, 12)
    assert abs(g_out.mean() - 1.0) < 0.01 and abs(g_in.mean() - 1.0) < 0.01  # L440-L442: E[gamma] = 1
    v_out, v_in = g_out.var(ddof=1), g_in.var(ddof=1)
    assert abs(v_out - (1 / d + 2 * (len(f) - 1) / d**2)) < 0.02
    assert v_out < printed - 0.2
    assert abs(v_in - printed) < 0.03
    # Theorem 1's regime d^2 >> N polylog N: d = 64, N = 2, M = 3, y = 2 outside the image
    d = 64
    v64 = _gamma(d, f, M, 0, 2, 100_000, 13).var(ddof=1)
    assert abs(v64 - (1 / d + 2 * (len(f) - 1) / d**2)) < 0.001
    assert v64 < (2 / d + 1 / d**2 + 2 * (len(f) - 2) / d**2) - 0.01


def test_thm1_var_claim_reproduces() -> None:
    from thmcheck.checks.papers.factrecall.r14_factrecall import THM1_VAR

    inst = {"d": 2, "N": 2, "M": 3, "f": np.array([0, 1]), "x": 0, "y": 2, "seed": 3, "trials": 20000}
    m = THM1_VAR.measure(inst, Ctx("float64", "cpu"))
    assert m.lhs_interval[1] < THM1_VAR.bound(**m.quantities)
    assert m.lhs_interval[0] <= THM1_VAR.corrected(**m.quantities) <= m.lhs_interval[1]


def _chain(**kw: object) -> dict:
    from thmcheck.checks.papers.factrecall.r14_factrecall import _thm7_setup, _thm7_values

    inst = {"N": 1, "M": 2, "B": 1, "prior": "uniform", "alpha": 0.0, "encoder": "greedy", "decoder": "bayes",
            "lam": 0.5, "tau": 1.0, "item": "1446", "seed": 0, **kw}
    return _thm7_values(inst, _thm7_setup(inst), float, math.log2)


def test_thm7_chain_hand_values() -> None:
    """N = 1, M = 4 in bits: with B = 1 the greedy learner says which half holds f*(1): I(f*; f_hat) = 1 bit = B, the
    posterior decoder's loss is 1 bit = log M - I ((22) with equality; L1466's sum over x > ceil(1/2) = 1 is empty);
    with B = 2 it stores f*(1): loss 0, I = 2 bits."""
    v = _chain(M=4, B=1)
    assert abs(v["I_all"] - 1.0) < 1e-12 and abs(v["E L"] - 1.0) < 1e-12
    assert abs(v["1458"][0] - v["1458"][1]) < 1e-12 and v["1466"][0] == 0.0
    v = _chain(M=4, B=2)
    assert abs(v["I_all"] - 2.0) < 1e-12 and abs(v["E L"]) < 1e-12
    # a smoothed decoder pays Gibbs' gap: E[-log f_hat] > E[H(q)]
    v = _chain(M=4, B=1, decoder="smoothed", lam=0.5)
    assert v["1451"][0] < v["1451"][1] - 0.1


def test_thm7_chain_independent_inputs() -> None:
    """N = 2, M = 2, B = 2, greedy: both bits stored, I(f*; f_hat) = sum_x I(f*(x); f_hat) = 2 = B (L1462 tight)."""
    v = _chain(N=2, M=2, B=2)
    assert abs(v["1462a"][0] - 2.0) < 1e-12 and abs(v["1462b"][0] - v["1462b"][1]) < 1e-12


def test_lemma9_l1652_tight_as_eta_vanishes() -> None:
    """L1636 -> L1652 is tight as eta -> 0 with P(not E) = delta (D = 2, |V| = 100, S = 50, no loss)."""
    from thmcheck.checks.papers.factrecall.r14_factrecall import _lemma9_sides

    v = _lemma9_sides({"D": 2, "V": 100, "S": 50, "eta": 1e-9, "ell": 0.0, "pbad_frac": 1.0}, math.log, float)
    assert v["1652"] <= v["1636"] <= v["1652"] + 1e-6
    assert v["1653"] <= v["1652"]


def test_r14_claims_registered() -> None:
    from thmcheck.checks.papers.factrecall import CLAIMS

    ids = {c.id for c in CLAIMS}
    assert {"factrecall.display.thm1-mean", "factrecall.display.thm1-var", "factrecall.display.thm7-chain"} <= ids


def _mi_bits(joint: dict) -> float:
    """I(X; Y) in bits from a dict {(x, y): p}."""
    px: dict = defaultdict(float)
    py: dict = defaultdict(float)
    for (x, y), p in joint.items():
        px[x] += p
        py[y] += p
    return sum(p * math.log2(p / (px[x] * py[y])) for (x, y), p in joint.items() if p > 0)


def test_thm8_last_equality_fails() -> None:
    """L1494's last '=' (proof of Theorem 8): I(a*(s, r); f_hat | A_1, ..., A_R) = I(a*(s, r); f_hat | A_r). With |V| =
    8, R = D = 2 (|V| >= 2RD), A_1, A_2 uniform disjoint 2-subsets (L321), a*(1, r) uniform on A_r and the learner
    f_hat = a*(1, 1) + a*(1, 2) mod 8 (a function of a*): sum_r I(a*(1, r); f_hat | A_1, A_2) = 58/35 = 1.657 bits
    while sum_r I(a*(1, r); f_hat | A_r) = 2/7 = 0.286 bits, so the printed '=' fails; the '>=' direction holds."""
    import itertools

    v = 8
    pairs = list(itertools.combinations(range(v), 2))
    confs = [(a, b) for a in pairs for b in pairs if not set(a) & set(b)]
    # I(X; Y | Z) = sum_z p(z) I(X; Y | Z = z)
    both = 0.0  # sum_r I(a*(1, r); f_hat | A_1, A_2)
    for A1, A2 in confs:
        for r in range(2):
            joint: dict = defaultdict(float)
            for a, b in itertools.product(A1, A2):
                joint[(a, b)[r], (a + b) % v] += 0.25
            both += _mi_bits(joint) / len(confs)
    alone = 0.0  # sum_r I(a*(1, r); f_hat | A_r)
    for r in range(2):
        by_set: dict = defaultdict(lambda: defaultdict(float))
        for A1, A2 in confs:
            for a, b in itertools.product(A1, A2):
                by_set[(A1, A2)[r]][(a, b)[r], (a + b) % v] += 0.25 / len(confs)
        for joint in by_set.values():
            pz = sum(joint.values())
            alone += pz * _mi_bits({k: p / pz for k, p in joint.items()})
    assert abs(both - 58 / 35) < 1e-12 and abs(alone - 2 / 7) < 1e-12
    assert alone < both - 1.0  # the printed '=' fails ...
    assert alone <= both + 1e-12  # ... and '>=' holds


def test_thm8_chain_claim_values() -> None:
    from thmcheck.checks.papers.factrecall.r14_factrecall import _thm8_values

    val = _thm8_values({"V": 8, "R": 2, "D": 2, "S": 3, "learner": "sum", "item": "1494", "seed": 0})
    assert abs(val["sum I(a*(s,r); fhat | A)"] - 58 / 35) < 1e-9  # subjects 2, 3 add 0 to both sums
    assert abs(val["sum I(a*(s,r); fhat | A_r)"] - 2 / 7) < 1e-9
    assert abs(val["I(D; fhat)"] - val["I(A; fhat)"] - val["I(a*; fhat | A)"]) < 1e-9


def test_thm9_mean_factor() -> None:
    """L506-L508 (proof of Theorem 9): 'E[gamma_xy] = c_{k+1}'. With h_j orthonormal (L1733) and sigma = sum_j c_j h_j
    (Assumption 3), E[gamma_xy] = E_g[sigma'(g) h_k(g)] (the z = x term; the z != x terms carry E<e_z, e_x>^{k+1} = 0,
    k + 1 odd) = sqrt(k + 1) c_{k+1}. k = 2, c = (1, 1, 1, 1): sqrt(3), not 1. Two paths sharing no code with the claim:
    Gauss-Hermite quadrature of E[sigma'(g) h_k(g)] with sigma' by finite differences of the orthonormal basis built
    from the three-term recurrence, and a Monte Carlo of (1/m) sum_{i,z} omega_iz written from L500's omega."""
    import numpy as np

    k, c = 2, np.array([1.0, 1.0, 1.0, 1.0])

    def h(j: int, t: np.ndarray) -> np.ndarray:  # orthonormal Hermite by recurrence: h_{j+1} = (t h_j - sqrt(j) h_{j-1})/sqrt(j+1)
        a, b = np.zeros_like(t), np.ones_like(t)
        for i in range(j):
            a, b = b, (t * b - math.sqrt(i) * a) / math.sqrt(i + 1)
        return b

    def sigma(t: np.ndarray) -> np.ndarray:
        return sum(cj * h(j, t) for j, cj in enumerate(c))

    def dsigma(t: np.ndarray) -> np.ndarray:
        eps = 1e-5
        return (sigma(t + eps) - sigma(t - eps)) / (2 * eps)

    g, wts = np.polynomial.hermite_e.hermegauss(20)
    wts = wts / wts.sum()
    exact = float(np.sum(wts * dsigma(g) * h(k, g)))
    assert abs(exact - math.sqrt(3.0)) < 1e-6
    # Monte Carlo from L500: gamma = (1/m) sum_{i,z} <v_i, u_fx - u_y> <v_i, u_fz> sigma'(<w_i, e_x>) h_k(<e_z, w_i>) <e_x, e_z>
    rng = np.random.default_rng(7)
    d, N, M, m, T = 6, 3, 4, 16, 20000
    f, x, y = [0, 1, 2], 0, 3
    tot = np.zeros(T)
    e = rng.standard_normal((T, N, d))
    e /= np.linalg.norm(e, axis=-1, keepdims=True)
    u = rng.standard_normal((T, M, d))
    u /= np.linalg.norm(u, axis=-1, keepdims=True)
    for _ in range(m):
        v, w = rng.standard_normal((T, d)), rng.standard_normal((T, d))
        wx = (w * e[:, x]).sum(-1)
        for z in range(N):
            tot += (((v * (u[:, f[x]] - u[:, y])).sum(-1)) * (v * u[:, f[z]]).sum(-1) * dsigma(wx)
                    * h(k, (e[:, z] * w).sum(-1)) * (e[:, x] * e[:, z]).sum(-1))
    gam = tot / m
    est, se = gam.mean(), gam.std(ddof=1) / math.sqrt(T)
    assert abs(est - math.sqrt(3.0)) < 5 * se  # sqrt(3) c_3 ...
    assert est - 1.0 > 5 * se  # ... and not the printed c_3 = 1


def test_thm9_mean_claim_value() -> None:
    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r14_factrecall import _thm9_mean_measure

    inst = {"k": 2, "q": 3, "c": [1.0, 1.0, 1.0, 1.0], "d": 8, "N": 3, "M": 4, "f": [0, 1, 2], "x": 0, "y": 3,
            "seed": 0, "trials": 2500}
    meas = _thm9_mean_measure(inst, Ctx())
    assert abs(meas.lhs - math.sqrt(3.0)) < 5 * meas.terms["se"]


def test_lemma1_hoeffding_quantile_direct() -> None:
    """L626's measure (Bartlett coordinates + the exact sphere marginal) against a plain Monte Carlo of gamma_z from
    full embeddings (L616): the (1 - delta') quantiles of |gamma_z| agree, and both sit below 2 sqrt(|V^(h)|
    log(1/delta')/d) at this point."""
    from thmcheck.checks.papers.factrecall.r14_factrecall import _l626_measure

    n, d, delta = 4, 50, 0.05
    rng = np.random.default_rng(3)
    T = 40000
    Phi = rng.standard_normal((T, n + 2, d))
    Phi /= np.linalg.norm(Phi, axis=-1, keepdims=True)  # rows: V^(h) (n), one outside token, EOS
    v = Phi[:, :n].sum(1) + Phi[:, n + 1] / 2
    gam_out = np.einsum("td,td->t", v, Phi[:, n])
    gam_in = np.einsum("td,td->t", v, Phi[:, 0]) - 1.0
    gam_eos = np.einsum("td,td->t", v, Phi[:, n + 1]) - 0.5
    for case, gam in (("out", gam_out), ("in", gam_in), ("EOS", gam_eos)):
        direct = float(np.quantile(np.abs(gam), 1 - delta))
        meas = _l626_measure({"n": n, "d": d, "delta": delta, "case": case, "seed": 1}, Ctx())
        assert abs(meas.lhs - direct) < 0.05 * direct, (case, meas.lhs, direct)
        assert direct <= 2 * math.sqrt(n * math.log(1 / delta) / d)
