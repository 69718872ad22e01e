"""Round 12 (factrecall, helper thesisF) tests: second path of the deviation chain L688-L690 of Lemma 2's proof
(checks/papers/factrecall/r12_factrecall.py). Monte Carlo of gamma_az = phi(a)^T W phi(z) from the construction L636
(embeddings uniform on the sphere, w_i uniform on the sphere of phi(EOS)^perp), no code shared with the claim's measure
(the last test compares with it)."""

from __future__ import annotations

import functools
import math

import numpy as np


def _sphere(rng: np.random.Generator, shape: tuple[int, ...], d: int) -> np.ndarray:
    x = rng.standard_normal((*shape, d))
    return x / np.linalg.norm(x, axis=-1, keepdims=True)


def _gamma_shared(d: int, n: int, dh: int, trials: int, rng: np.random.Generator) -> np.ndarray:
    """gamma_az for V^(h) = {z_1..z_n} all with A^{z'} = {a}, z = z_1: (d/d_h) sum_{z'} sum_i <phi(a), phi(a)>
    <phi(z), w_i><w_i, phi(z')> (L636, L648), fresh embeddings and w_i per trial."""
    out = np.empty(trials)
    for t in range(trials):
        eos = _sphere(rng, (), d)
        w = rng.standard_normal((dh, d))
        w -= np.outer(w @ eos, eos)
        w /= np.linalg.norm(w, axis=1, keepdims=True)
        phi = _sphere(rng, (n,), d)
        out[t] = d / dh * float((w @ phi[0]) @ (w @ phi.sum(axis=0)))
    return out


def test_l690_variance_monte_carlo() -> None:
    """One answer shared by all n subjects, d_h = n d (d_h >= |V^(h)|): the Monte Carlo Var(gamma_az) is >= (n - 1)/d
    (the law-of-total-variance bound), so Var/(max_z |A^z|/d + |V^(h)|/d_h) = Var d/2 >= (n - 1)/2, which grows
    without bound in n while L690's shape asks it bounded (the log^6(|V|/delta) factor is on both sides; d, d_h can
    be scaled up to meet Lemma 2's hypotheses without changing this ratio: Var d is a function of n and d/d_h and
    tends to n - 1 + O(1/d)). At n = 40, d = 30: the ratio^2 is ~20 against ~1.1 at n = 2."""
    rng = np.random.default_rng(12)
    ratios = {}
    for n, d in ((2, 30), (40, 30), (40, 12)):
        g = _gamma_shared(d, n, n * d, 3000, rng)
        var = float(np.var(g))
        assert var >= 0.85 * (n - 1) / d  # the lower bound (n - 1)/d, Monte Carlo noise ~ 5 %
        ratios[(n, d)] = var / (1 / d + n / (n * d))
    assert ratios[(40, 30)] > 15 * ratios[(2, 30)]
    assert ratios[(40, 12)] > 15


def test_l690_matches_the_claim_measure() -> None:
    """The claim's closed-form Var at d = 12, 30 (cases in and out) against the Monte Carlo, within 8 %."""
    from thmcheck.checks.papers.factrecall.r12_factrecall import l690_var

    rng = np.random.default_rng(7)
    for n, d in ((6, 12), (20, 30)):
        dh = n * d
        mc = float(np.var(_gamma_shared(d, n, dh, 4000, rng)))
        assert abs(mc / l690_var("in", n, n, d, dh) - 1) < 0.08
    # case "out": z with its own answer b, a shared by the other k = n - 1 subjects
    d, n = 12, 6
    dh = n * d
    vals = np.empty(4000)
    for t in range(vals.size):
        eos = _sphere(rng, (), d)
        w = rng.standard_normal((dh, d))
        w -= np.outer(w @ eos, eos)
        w /= np.linalg.norm(w, axis=1, keepdims=True)
        phi = _sphere(rng, (n + 2,), d)  # z = phi[0], others phi[1..n-1], a = phi[n], b_z = phi[n + 1]
        wz = w @ phi[0]
        vals[t] = d / dh * (float(phi[n] @ phi[n + 1]) * float(wz @ wz) + float(wz @ (w @ phi[1:n].sum(axis=0))))
    assert abs(float(np.var(vals)) / l690_var("out", n, n - 1, d, dh) - 1) < 0.08
    assert math.isfinite(l690_var("in", 10**6, 10**6, 1e7, 1e13))


def _he_rank_one(w: np.ndarray, vecs: list) -> np.ndarray:
    """<He_N(w), v_1 (x) ... (x) v_N> for rows w (M, d) and per-row vectors v_j (M, d): the sum over partial matchings
    of (-1)^{#pairs} prod_pairs <v_i, v_j> prod_unpaired <w, v_l>."""
    if not vecs:
        return np.ones(len(w))
    first, rest = vecs[0], vecs[1:]
    out = np.einsum("md,md->m", w, first) * _he_rank_one(w, rest)
    for j in range(len(rest)):
        out = out - np.einsum("md,md->m", first, rest[j]) * _he_rank_one(w, rest[:j] + rest[j + 1:])
    return out


@functools.lru_cache(maxsize=1)
def _l804_mc() -> dict:
    """Raw Monte Carlo of L800-L804's sums (printed phi(s') and v_i's phi~(s')) over the embeddings and w ~ N(0, I_d)
    (no Stein's lemma, no Beta moments): S = R = 2, d = 5, p = 3, k = 1, sigma = h_4 = He_4/sqrt(24), answer map
    a* = [[0, 1], [1, 0]], (s, r) = (0, 0), competitor a = answer 1 (two off-diagonal indicator terms are -1).
    Returns (mean, standard error) per sum, of the off-diagonal part and of the paired difference."""
    rng = np.random.default_rng(804)
    d, p, k, n = 5, 3, 1, 2
    astar = np.array([[0, 1], [1, 0]])
    a = 1
    ind = (astar == astar[0, 0]).astype(float) - (astar == a).astype(float)
    sums = {"printed": [], "tilde": [], "offdiag": [], "diff": []}
    for _ in range(40):
        M = 50_000
        O = np.linalg.qr(rng.standard_normal((d, d)))[0]
        PP, PQ = O[:, :n] @ O[:, :n].T, O[:, n:2 * n] @ O[:, n:2 * n].T
        sub = _sphere(rng, (M, 2), d)
        rel = _sphere(rng, (M, 2), d)
        w = rng.standard_normal((M, d))
        ts, tr = sub @ PP, rel @ PQ
        t = np.einsum("md,md->m", w, ts[:, 0] + tr[:, 0])
        sig = (t**4 - 6 * t**2 + 3) / math.sqrt(24)
        printed = np.zeros(M)
        tilde = np.zeros(M)
        off = np.zeros(M)
        for i in range(2):
            for j in range(2):
                tp = sig * _he_rank_one(w, [sub[:, i]] * p + [tr[:, j]] * k) * ind[i, j]
                printed += tp
                tilde += sig * _he_rank_one(w, [ts[:, i]] * p + [tr[:, j]] * k) * ind[i, j]
                if (i, j) != (0, 0):
                    off += tp
        sums["printed"].append(printed.mean())
        sums["tilde"].append(tilde.mean())
        sums["offdiag"].append(off.mean())
        sums["diff"].append((printed - tilde).mean())
    return {key: (float(np.mean(v)), float(np.std(v, ddof=1) / math.sqrt(len(v)))) for key, v in sums.items()}


def test_l804_phi_untilded_monte_carlo() -> None:
    """L800-L804 as printed: the sum with phi(s') exceeds the same sum with phi~(s') (v_i of L788, whose expectation
    is E[gamma_sra]) by > 6 standard errors of the paired difference, the off-diagonal terms average to 0 (L806);
    E[gamma_sra] = sqrt(24) E|phi~(s)|^6 E|phi~(r)|^2 = sqrt(24) (2/5)(4/7)(6/9)(2/5) = 0.2986 (Beta(1, 3/2) moments,
    sigma^{(4)} = sqrt(24) constant) and the MC printed sum is >= 1.2x it."""
    est = _l804_mc()
    exact_t = math.sqrt(24) * (2 / 5) * (4 / 7) * (6 / 9) * (2 / 5)
    assert abs(est["tilde"][0] - exact_t) < 4.5 * est["tilde"][1]
    assert abs(est["offdiag"][0]) < 4.5 * est["offdiag"][1]
    assert est["diff"][0] > 6 * est["diff"][1]  # the paired difference printed - tilde
    assert est["printed"][0] > 1.2 * exact_t


def test_l804_exact_matches_monte_carlo() -> None:
    """The claim's exact sums (bounds.factrecall.r12_factrecall) against the Monte Carlo: printed 0.4906 = 1.64 x
    0.2986, both within 4.5 standard errors; the tilde form is L808's value (sec4_appC2_mlp.lemma3_mean); the printed
    one against its closed form sqrt(24) (E[X^3] E[Y] + 3 E[X V] E[Y^2] E[cos^2]) with Dirichlet(1, 1, 1/2) and
    Beta(1, 3/2) moments and E cos^2 = 1/2 in the 2-dimensional Q (auditor A's value; round 12's first encoding had
    E cos^2 = 1/4)."""
    from thmcheck.bounds.factrecall.r12_factrecall import l804_printed, l804_tilde
    from thmcheck.bounds.factrecall.sec4_appC2_mlp import lemma3_mean

    est = _l804_mc()
    d, p, k, coef = 5, 3, 1, (0.0, 0.0, 0.0, 0.0, 1.0)
    exact_p, exact_t = l804_printed(d, p, k, coef), l804_tilde(d, p, k, coef)
    assert abs(est["printed"][0] - exact_p) < 4.5 * est["printed"][1]
    assert abs(est["tilde"][0] - exact_t) < 4.5 * est["tilde"][1]
    assert exact_p > 1.3 * exact_t > 0
    assert abs(exact_t - float(lemma3_mean(d, p, k, coef))) < 1e-12
    closed = math.sqrt(24) * ((2 / 5) * (4 / 7) * (6 / 9) * (2 / 5) + 3 * (4 / 35) * (8 / 35) / 2)
    assert abs(exact_p - closed) < 1e-12


def test_l1666_terms_match_lemma10_enumeration() -> None:
    """The Gibbs-chain claim's I(a*; f_hat | A_r) and log D - l against models.factrecall.sec6_appE_info (the
    factrecall.lemma10 enumeration), on random learners, and the chain I >= G >= log D - l."""
    from thmcheck.checks.papers.factrecall.r12_factrecall import _l1666_terms
    from thmcheck.models.factrecall.sec6_appE_info import lemma10_terms

    rng = np.random.default_rng(1666)
    for _ in range(20):
        V, D, K = int(rng.integers(3, 7)), int(rng.integers(2, 4)), int(rng.integers(1, 5))
        Qw = rng.integers(0, 6, (V, K))
        Qw[:, 0] += 1
        Fw = rng.integers(1, 6, (K, V))
        t = _l1666_terms({"V": V, "D": D, "Qw": Qw, "Fw": Fw})
        Q = [list(r / r.sum()) for r in Qw.astype(float)]
        F = [list(r / r.sum()) for r in Fw.astype(float)]
        mi, ell = lemma10_terms(V, D, Q, F)
        assert abs(t["I"] - mi) < 1e-12 and abs(t["logD-l"] - (math.log(D) - ell)) < 1e-12
        assert t["I"] >= t["G"] - 1e-12 and t["G"] >= t["logD-l"] - 1e-12


def test_l1348_convexity_chain_numpy() -> None:
    """L1346-L1348 by own numpy code: Lbar_r(Theta) = p(r)(-<p*, Theta> + logsumexp Theta), gradient at 0 by central
    differences; the chain holds at random states and is tight (ratio -> 1) along Theta = c (p* - p0) as c -> 0."""
    rng = np.random.default_rng(7)

    def lbar(th: np.ndarray, ps: np.ndarray, pr: float) -> float:
        m = th.max()
        return pr * (-(ps @ th) + m + math.log(np.exp(th - m).sum()))

    for _ in range(200):
        A = int(rng.integers(2, 30))
        ps = rng.dirichlet(np.full(A, 0.3))
        pr = float(rng.uniform(0.01, 1.0))
        p0 = np.full(A, 1.0 / A)
        g0 = np.array([(lbar(1e-6 * e, ps, pr) - lbar(-1e-6 * e, ps, pr)) / 2e-6 for e in np.eye(A)])
        th = rng.standard_normal(A) * 10 ** rng.uniform(-3, 1.5)
        l0 = pr * math.log(A)
        s1 = l0 - lbar(th, ps, pr)
        s2 = -(g0 @ th)
        s3 = np.linalg.norm(g0) * np.linalg.norm(th)
        s4 = pr * np.linalg.norm(ps - p0) * np.linalg.norm(th)
        assert s1 <= s2 + 1e-9 and s2 <= s3 + 1e-9 and abs(s3 - s4) <= 1e-6 * max(s4, 1e-12) + 1e-9
    A, pr = 5, 0.3
    ps = np.array([0.6, 0.4, 0.0, 0.0, 0.0])
    dev = ps - 1.0 / A
    c = 1e-5
    th = c * dev / np.linalg.norm(dev)
    s1 = pr * math.log(A) - lbar(th, ps, pr)
    s4 = pr * np.linalg.norm(dev) * np.linalg.norm(th)
    assert 0.99 < s1 / s4 <= 1.0 + 1e-9


def test_l1317_eos_breaks_gradient_gap() -> None:
    """L1316-L1317 and L1321-L1323 at R = 1, T = 3 (sequences (s, r, EOS), p(r) = 1) by own numpy code (r9's explicit
    Euler flow of the model, tests/test_factrecall_r9_frsl.py): EOS's weights equal the relation's, so the logits of
    p^(. | z_{1:T}) carry Theta(., r) twice, and the gradient gaps W_KQ(r) ||E p^(. | z) - p^(. | r)|| outgrow W_KQ(r)
    p(r) T alpha_sm^2 while every subject's W_KQ stays below the largest alpha_sm that L1146-L1147 allow; the corrected
    W_KQ(r) p(r) ((T - 2) alpha_sm^2 + W_KQ(EOS)^2) holds."""
    from tests.test_factrecall_r9_frsl import _flow_r1

    S, T, alpha = 16, 3, 1e-3
    a_star = np.array([0] * 12 + [1] * 4)
    A = 2
    pstar = np.bincount(a_star, minlength=A) / S
    gap = float(np.linalg.norm(pstar - 1 / A))
    eps2 = gap / (50 * (A + 1))
    alpha_sm = math.sqrt(gap / (150 * T * math.log(eps2 / (alpha**2 * (A + 1)))))

    def sm(x: np.ndarray) -> np.ndarray:
        e = np.exp(x - x.max(1, keepdims=True))
        return e / e.sum(1, keepdims=True)

    seen = None
    for W, K in _flow_r1(S, a_star, alpha, 0.05, 20000):
        if K[:S].max() > alpha_sm:
            break
        Th = W * K[None, :]
        p_lin = sm(Th[:, :S].T + Th[:, S][None, :] + Th[:, S + 1][None, :])
        p_rel = sm(np.broadcast_to(Th[:, S][None, :], (S, A)))
        dW = K[S] * np.linalg.norm((p_lin - p_rel).mean(0))  # d_{W_OV(., r)}(Lbar_r - L_r), p(r) = 1
        dK = abs(float(W[:, S] @ (p_lin - p_rel).mean(0)))  # d_{W_KQ(r)}(Lbar_r - L_r)
        corrected = K[S] * ((T - 2) * alpha_sm**2 + K[S + 1] ** 2)
        assert dW <= corrected * (1 + 1e-9) and dK <= corrected * (1 + 1e-9)
        if dW > 10 * K[S] * T * alpha_sm**2 and dK > 10 * K[S] * T * alpha_sm**2:
            seen = (dW, dK, K[:S].max())
            break
    assert seen is not None, "the gradient gaps never left W_KQ(r) T alpha_sm^2 by x10 under the hypothesis"
    assert seen[2] <= alpha_sm
