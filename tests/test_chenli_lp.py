"""Building blocks of the chenli Section 6 / 11 checks against second paths, plus Lemma 6.3 completeness and the
necessity of the event E (a positive control: outside E soundness fails)."""

from __future__ import annotations

import time

import numpy as np
import torch
from scipy.linalg import hadamard

from thmcheck.models.chenli import sec6_attention as A
from thmcheck.models.chenli import sec11_lower as L
from thmcheck.models.lpcert import SimplexLS, simplex_ls_batch


def _t(x: np.ndarray) -> torch.Tensor:
    return torch.as_tensor(x, dtype=torch.float64)


def test_first_row_output_matches_full_layer() -> None:
    rng = np.random.default_rng(0)
    k, d, m = 4, 8, 3
    X = rng.choice([-1.0, 1.0], size=(k, d))
    th, Ws = rng.normal(size=(m, d, d)), rng.normal(size=(m, d, d))
    full = sum(torch.softmax(_t(X) @ _t(th[i]) @ _t(X).T, -1) @ _t(X) @ _t(Ws[i]) for i in range(m))
    assert torch.allclose(A.first_row_output(_t(X), _t(th), _t(Ws)), full[0])


def test_isometry_spectrum_is_one_for_hadamard_rows() -> None:
    d, k = 32, 3
    X = hadamard(d)[:k].astype(float)
    W = np.linalg.qr(np.random.default_rng(1).normal(size=(d, d)))[0] / np.sqrt(d)
    lo, hi = A.isometry_spectrum(_t(X), _t(W[None]))
    assert abs(lo - 1) < 1e-12 and abs(hi - 1) < 1e-12


def test_completeness_inside_E_and_soundness_fails_outside() -> None:
    """Completeness (Lemma 6.3): alpha within r_c of every s_i => residual <= eps/2 min||W||, on E instances; and
    the positive control: with W_1 = W_2 (E fails, lo = 0) the average pattern is accepted far from both heads."""
    rng = np.random.default_rng(2)
    k, d, eps = 3, 32, 0.1
    X = hadamard(d)[[1, 2, 3]].astype(float)
    W = np.linalg.qr(rng.normal(size=(d, d)))[0] / np.sqrt(d)
    th = rng.normal(size=(1, d, d)) * 0.3
    S = A.first_row_patterns(_t(X), _t(th)).numpy()
    y = A.first_row_output(_t(X), _t(th), _t(W[None])).numpy()
    r_c = eps * 1.0 * 1.0 / 5  # eps sqrt(lambda') min||W|| / (5 sqrt m), lambda' = min||W||^2 = 1, m = 1
    worst = 0.0
    for _ in range(200):
        u = rng.normal(size=k)
        u -= u.mean()
        a = S[0] + r_c * u / np.linalg.norm(u)
        if a.min() < 0:
            continue
        worst = max(worst, float(np.linalg.norm(a @ X @ W - y)) / (eps / 2))
    assert 0.3 < worst <= 1.0
    # outside E: two heads with the same W, different patterns; their average has zero residual
    th2 = np.stack([th[0], -th[0] * 3])
    Ws = np.stack([W, W])
    lo, _ = A.isometry_spectrum(_t(X), _t(Ws))
    assert lo < 1e-9
    S2 = A.first_row_patterns(_t(X), _t(th2)).numpy()
    y2 = A.first_row_output(_t(X), _t(th2), _t(Ws)).numpy()
    res = SimplexLS(k, d).solve(X @ Ws.sum(0), y2)
    assert res.value < 1e-6 and np.linalg.norm(S2 - res.alpha[None], axis=1).max() > eps


def test_certification_rate_and_batched_path_agree() -> None:
    """Throughput of the certification step (QP-1): cvxpy re-solves vs the exact batched solver."""
    rng = np.random.default_rng(4)
    k, d, n = 3, 64, 30
    M, y = rng.normal(size=(n, k, d)), rng.normal(size=(n, d))
    sl = SimplexLS(k, d)
    t = time.perf_counter()
    vals = [sl.solve(M[i], y[i]).value for i in range(n)]
    rate = n / (time.perf_counter() - t)
    _, vb = simplex_ls_batch(M, y)
    assert np.allclose(vals, vb, rtol=1e-8) and rate > 5


def test_lemma11_5_construction_even_parity() -> None:
    dM, rho = 3, 3 * np.log(24) + 2
    ls = np.arange(-dM, dM + 1)
    h = np.where(ls % 2 == 0, -1.0, 1.0)
    lam, tau = L.interpolation(dM, rho, h, odd=False)
    vals = L.interpolation_value(lam, tau, rho * ls.astype(float), odd=False)
    assert np.abs(vals - h).max() < 1e-9 and abs(lam.sum()) < 1e-12


def test_path_distance_inverse_exact() -> None:
    inv = L.path_distance_inverse_exact(5)
    D = np.abs(np.arange(5)[:, None] - np.arange(5)[None])
    assert np.allclose(D @ np.array(inv, dtype=float), np.eye(5))


# ------------------------------------------------------------------ Sections 6/8/9 linear algebra (thmcheck.models.chenli.sec6_5_hull)

def test_fact6_7_scan_matches_brute_force_over_subsets() -> None:
    import itertools

    from thmcheck.models.chenli import sec6_5_hull as H

    rng = np.random.default_rng(3)
    for _ in range(40):
        d = int(rng.integers(2, 8))
        dp = int(rng.integers(1, d + 1))
        nu = float(rng.uniform(0.2, 4.0))
        v = rng.standard_t(2.0, size=d)
        tot = float((v**2).sum())
        flat_any, best = False, np.inf
        for j in range(dp + 1):
            for S in itertools.combinations(range(d), j):
                rest = np.delete(v, S) ** 2
                if rest.size == 0 or rest.sum() == 0 or rest.max() * nu * dp <= rest.sum():
                    flat_any = True
                best = min(best, float(rest.sum()) / tot)
        lhs, info = H.fact6_7_worst(_t(v), nu, dp)
        assert info["flat_any"] == flat_any
        assert (lhs == 0.0) if flat_any else abs(lhs - best) < 1e-12


def test_lemma8_3_min_over_subspaces_is_attained_and_below_second_paths() -> None:
    from thmcheck.models.chenli import sec6_5_hull as H

    rng = np.random.default_rng(4)
    for _ in range(8):
        m, D = int(rng.integers(2, 5)), 7
        V = _t(rng.normal(size=(m, D)))
        val = H.lemma8_3_minmax(V)
        assert val <= H.lemma8_3_top_eigenspace(V) + 1e-12
        for _ in range(25):  # random (m-1)-dim subspaces never do better
            Q = torch.linalg.qr(_t(rng.normal(size=(D, m - 1))))[0]
            assert float(((V - V @ Q @ Q.T) ** 2).sum(1).max()) >= val - 1e-10
        # the optimal subspace: span(v) cap u^perp with u the equalizing direction for the best sign pattern
        Ginv = torch.linalg.inv(V @ V.T)
        import itertools
        s = max((torch.tensor((1.0,) + p, dtype=torch.float64) for p in itertools.product([1.0, -1.0], repeat=m - 1)),
                key=lambda s: float(s @ Ginv @ s))
        u = V.T @ (Ginv @ s)
        u = u / torch.linalg.norm(u)
        assert abs(float(((V @ u) ** 2).max()) - val) < 1e-10


def test_lemma6_18_worst_point_is_feasible_and_maximal() -> None:
    from thmcheck.models.chenli import sec6_5_hull as H

    rng = np.random.default_rng(5)
    for _ in range(10):
        m, eta = int(rng.integers(2, 5)), float(rng.uniform(0.05, 0.95))
        V = _t(rng.normal(size=(m, 6)))
        w = H.lemma6_18_worst(V, eta)
        assert abs(w["v_sq"] - (1 + eta) * w["vstar_sq"]) < 1e-9 * w["vstar_sq"]
        G = V @ V.T
        n = torch.diagonal(G)
        ls = (1 / n) / (1 / n).sum()
        for _ in range(300):  # random feasible affine combinations stay below the closed-form max
            dl = _t(rng.normal(size=m))
            dl -= dl.mean()
            lam = ls + dl * float(rng.uniform(0, 2))
            if float(lam @ G @ lam) <= (1 + eta) * w["vstar_sq"]:
                assert float((lam - ls) @ G @ (lam - ls)) <= w["dist_sq"] + 1e-10
    Vo = _t(np.diag([1.0, 0.7, 0.4]))  # orthogonal: v* is the min-norm point, (109) is an equality
    w = H.lemma6_18_worst(Vo, 0.3)
    assert abs(w["dist_sq"] - 0.3 * w["vstar_sq"]) < 1e-12


def test_eq71_closed_form_matches_projection() -> None:
    from thmcheck.models.chenli import sec6_5_hull as H

    rng = np.random.default_rng(6)
    th = _t(rng.normal(size=(3, 4, 4)))
    th = th[torch.argsort(torch.linalg.norm(th, dim=(1, 2)), descending=True)]
    G = th.reshape(3, -1) @ th.reshape(3, -1).T
    lam = float(G.diagonal().min() / G[0, 0])
    best = 0.0
    import itertools
    for s in itertools.product([1.0, -1.0], repeat=3):
        tp = torch.einsum("i,ide->de", torch.linalg.inv(G) @ _t(np.array(s)), th)
        a = H.projection_coefficients(th, tp)
        best = max(best, float(a.abs().sum()) * lam * float(torch.linalg.norm(th[0])) / float(torch.linalg.norm(tp)))
    assert abs(best - H.eq71_sup_ratio(G, lam)) < 1e-9


def test_regression_design_exact_when_thetas_known_and_Z_bound() -> None:
    from thmcheck.models.chenli import sec6_5_hull as H

    rng = np.random.default_rng(7)
    k, d, m = 4, 5, 3
    X = _t(rng.choice([-1.0, 1.0], size=(k, d)))
    th, Ws = _t(rng.normal(size=(m, d, d))), _t(rng.normal(size=(m, d, d)))
    Z = H.regression_design(X, th)
    assert torch.allclose(Z @ H.wstar(Ws), H.regression_label(X, th, Ws))  # y = Z w* (Def. 9.2)
    full = sum(torch.softmax(X @ th[i] @ X.T, -1) @ X @ Ws[i] for i in range(m))
    assert torch.allclose(H.regression_label(X, th, Ws), full[:, 0])
    assert float(torch.linalg.norm(Z)) <= np.sqrt(m * d * k)  # Lemma 9.4, Z part
    Xc = _t(np.tile(rng.choice([-1.0, 1.0], size=d), (k, 1)))  # constant columns: equality
    assert abs(float(torch.linalg.norm(H.regression_design(Xc, th))) - np.sqrt(m * d * k)) < 1e-12


# ------------------------------------------------------------------ E-exact family, LPCERTIFY, exact P[A] (this round)

def test_e_exact_family_has_unit_isometry_spectrum() -> None:
    from thmcheck.models.chenli import sec6_2_lpcertify as LP

    rng = np.random.default_rng(7)
    for d, m in ((8, 2), (16, 2), (8, 1)):
        t = LP.pick_t(d, 3) if m == 2 else None
        Ws = LP.e_exact_W(rng, d, m, 0.6, t)
        for _ in range(4):
            X = LP.e_exact_X(rng, d, 3, t)
            lo, hi = A.isometry_spectrum(_t(X), _t(Ws))
            assert abs(lo - 1) < 1e-12 and abs(hi - 1) < 1e-12


def test_planted_theta_gives_the_planted_logits() -> None:
    from thmcheck.models.chenli import sec6_2_lpcertify as LP

    rng = np.random.default_rng(8)
    X = LP.e_exact_X(rng, 16, 3, None)
    logits = np.log(np.array([0.2, 0.5, 0.3]))
    th = LP.planted_theta(rng, X, logits, 2.0)
    assert np.allclose(X[0] @ th @ X.T, logits, atol=1e-12)
    assert np.allclose(A.first_row_patterns(_t(X), _t(th[None])).numpy()[0], [0.2, 0.5, 0.3])


def test_lpcertify_constraints_hold_for_the_heads_and_min_norm_is_below_the_hull() -> None:
    """Lemma 6.14 on a whole E-exact run, and the K probes' verified answers (min-norm point of K <= that of the hull;
    support function above every head's value)."""
    from thmcheck.models.chenli import sec6_2_lpcertify as LP

    run = LP.run_lpcertify(3, {"d": 8, "k": 3, "m": 2, "T": 800, "eps": 0.1, "theta_norm": 1.0})
    assert run["accepted"] > 10 and run["fw_gap_max"] < 1e-8
    ex = max(LP.constraint_excess(a, s, run["thetas"], 0.1 / 16).max() for a, s in zip(run["As"], run["ss"]))
    assert ex <= 7 * 0.1
    body = LP.Body(8, run["accepted"])
    R = 2 * float(np.linalg.norm(run["thetas"][0]))
    mn = body.min_norm(run["As"], run["ss"], 0.1, R)
    assert mn.status == "optimal" and mn.value <= LP.conv_min_norm(run["thetas"]) + 1e-7
    U = np.random.default_rng(0).normal(size=64)
    sp = body.support(run["As"], run["ss"], 0.1, R, U)
    assert sp.status == "optimal" and -sp.value >= max(float(U @ th.ravel()) for th in run["thetas"]) - 1e-7


def test_exact_prob_A_matches_enumeration_and_float_path() -> None:
    import itertools
    from fractions import Fraction

    from thmcheck.models.chenli import sec7_proxy as P7

    H = hadamard(8)
    for ns in (np.array([3.0]), np.array([3.0, 2.0])):
        g = (H[[1, 2][: ns.size]] / ns[:, None]).sum(0)
        T = P7.event_threshold(0.7, ns, 8)
        count = sum(1 for y in itertools.product([-1, 1], repeat=8) if float(np.dot(g, y)) > T)
        exact = P7.prob_A(0.7, ns, 8, exact=True)
        assert exact == Fraction(count, 256)
        assert abs(P7.prob_A(0.7, ns, 8) - count / 256) < 1e-12


def test_lemma11_7_halved_layer_realizes_labels() -> None:
    """Lemma 11.7 repaired: with (tau/2, nu/2) the layer equals Y on every X for even h, and on a = (1, -1) for odd h
    (for odd h, G^{-1} is swap-symmetric, so F = -Y on a = (-1, 1)); the printed (tau, nu) gives F ~ 2Y."""
    rng = np.random.default_rng(3)
    for dz, M, odd in [(2, 1, False), (3, 1, True), (2, 2, False), (1, 2, True)]:
        dM = dz * M
        w = rng.integers(-M, M + 1, dz)
        w[0] = M
        base = rng.choice([-1.0, 1.0], 2 * dM + 1)
        h = (base - base[::-1]) / 2 if odd else (base + base[::-1]) / 2
        lam, tau = L.interpolation(dM, 8.0, h, odd)
        Xs = L.all_two_token_inputs(dz)
        a = Xs[:, :, 0]
        y = h[np.rint((Xs[:, 0, 1:] - Xs[:, 1, 1:]) / 2 @ w).astype(int) + dM]
        Y = np.where((a[:, 0] != a[:, 1])[:, None], y[:, None] * a, 0.0)
        args = (torch.as_tensor(Xs), torch.as_tensor(lam))
        F = L.reduction_layer(*args, torch.as_tensor(tau / 2), torch.as_tensor(8.0 * w / 2.0), -1 if odd else 1)
        F = F.numpy()
        keep = (a[:, 0] == 1) | (a[:, 0] == a[:, 1]) if odd else np.ones(len(Xs), bool)
        assert np.abs(F - Y)[keep].max() < 1e-9
        if odd:
            swapped = (a[:, 0] == -1) & (a[:, 1] == 1)
            assert np.allclose(F[swapped], -Y[swapped], atol=1e-9)
        Fp = L.reduction_layer(*args, torch.as_tensor(tau), torch.as_tensor(8.0 * w.astype(float)),
                                -1 if odd else 1).numpy()
        nz = (a[:, 0] == 1) & (a[:, 1] == -1) & (np.abs(Y[:, 0]) > 0)
        if nz.any():
            assert np.allclose(Fp[nz, 0] / Y[nz, 0], 2.0, atol=1e-2)


def test_prob_A_prime_matches_enumeration_of_the_layer_logits() -> None:
    """P[A'] of Lemma 7.4 from the full bilinear form X_1 Theta' X_2^T (Theta' built from the heads, enumeration of
    y = X_1 * X_2 over {+-1}^16, which is exact in law) against the exact and float paths."""
    import itertools
    from fractions import Fraction

    from thmcheck.models.chenli import sec7_proxy as P7

    r = 16
    H = hadamard(16)
    ys = np.array(list(itertools.product([-1.0, 1.0], repeat=r)))
    for ns, rows in ((np.array([3.0, 2.0]), [1, 2]), (np.array([4.0, 3.0, 2.5]), [3, 5, 6])):
        lam = float((ns.min() / ns.max()) ** 2) * 0.9
        Z = float(np.sum(1 / ns**2))
        for istar in range(ns.size):
            theta_p = sum(np.diag(H[rows[i]]) / (ns[i] * np.sqrt(r)) for i in range(ns.size) if i != istar) / Z
            vals = ys @ theta_p @ np.ones(r)  # X_1 = 1, X_2 = y: same law as X_1 Theta' X_2^T (diagonal Theta')
            for C in (0.3, 1.1, 2.5):
                thr = C / np.sqrt(Z) * (1 - lam**2 / 4 / (Z * ns[istar] ** 2))
                count = int(np.count_nonzero(vals > thr + 1e-12))
                assert count == int(np.count_nonzero(vals > thr - 1e-12))  # no atom at the threshold
                assert P7.prob_A_prime(C, ns, r, istar, lam, exact=True) == Fraction(count, 2**r)
                assert abs(P7.prob_A_prime(C, ns, r, istar, lam) - count / 2**r) < 1e-12
                assert count / 2**r <= P7.hoeffding_prime(C, ns, istar, lam)


def test_lemma7_4_final_algebra_and_wrong_bound_is_flagged() -> None:
    """The proof's last step (1 + lambda/(m-1))(1 - lambda/(4m))^2 >= 1 + lambda/(2m) on a grid, and a planted
    wrong bound (the 1/2 dropped from the exponent) is reported 'conditional' (uncertified eta', beta granted)."""
    from thmcheck.bounds.num import exp
    from thmcheck.checks.claim import Verdict
    from thmcheck.checks.engine import run_claim
    from thmcheck.checks.papers.chenli.sec7_proxy import LEMMA7_4

    for m in range(2, 200):
        for lam in np.linspace(1e-6, 1.0, 101):
            assert (1 + lam / (m - 1)) * (1 - lam / (4 * m)) ** 2 >= 1 + lam / (2 * m) - 1e-15

    def half_dropped(C: float, lam: float, m: int, eta_p: float) -> float:
        return exp(-C**2 * (1 + lam / (2 * m)) / (1 + eta_p) ** 2)

    assert run_claim(LEMMA7_4, "ci", bound=half_dropped).verdict is Verdict.CONDITIONAL
    assert run_claim(LEMMA7_4, "ci").verdict is Verdict.NONE


def test_lemma11_5_proof_odd_case_gives_minus_h() -> None:
    """Second path for the sign slip in the proof of Lemma 11.5 (odd h), at 60 digits, without the proof's
    reindexing: solve sum_i lambda_i phi(-tau_i + rho l) = h(l)/2 (l = -dM..dM), sum_i lambda_i = 0 directly for
    lambda_1..lambda_{2dM+2}, tau_i = rho(i - dM - 1), then evaluate Item 4's odd combination at every
    u = rho l: it equals -h(l), not h(l) (the proof's 'subtract' step). The statement is existential: lambda -> -lambda
    (the existing check solves with -h/2) gives +h with Items 1-3 unchanged, so only the proof is affected."""
    import mpmath

    with mpmath.workdps(60):
        for dM, rho in ((2, 3.0), (3, 4.5)):
            ls = list(range(-dM, dM + 1))
            h = [mpmath.mpf(0)] + [mpmath.mpf(1 if l % 3 else -1) for l in range(1, dM + 1)]
            h = [-x for x in reversed(h[1:])] + h  # odd: h(-l) = -h(l), values in {-1, 0, 1}
            n = 2 * dM + 2
            tau = [mpmath.mpf(rho) * (i - dM - 1) for i in range(1, n + 1)]

            def phi(z: mpmath.mpf) -> mpmath.mpf:
                return z * mpmath.tanh(z / 2)

            A = mpmath.matrix(n, n)
            b = mpmath.matrix(n, 1)
            for r, ell in enumerate(ls):
                for i in range(n):
                    A[r, i] = phi(-tau[i] + rho * ell)
                b[r] = h[r] / 2
            for i in range(n):
                A[n - 1, i] = 1
            lam = mpmath.lu_solve(A, b)
            for r, ell in enumerate(ls):
                u = mpmath.mpf(rho) * ell
                odd_item4 = mpmath.fsum(lam[i] * (phi(tau[i] + u) - phi(-tau[i] + u)) for i in range(n))
                assert abs(odd_item4 + h[r]) < mpmath.mpf(10) ** -40  # = -h(l)
                if h[r] != 0:
                    assert abs(odd_item4 - h[r]) > 0.5
            # the float construction used by the check (right side -h/2) gives +h on the same grid
            lam_f, tau_f = L.interpolation(dM, rho, np.array([float(x) for x in h]), odd=True)
            vals = L.interpolation_value(lam_f, tau_f, rho * np.arange(-dM, dM + 1.0), odd=True)
            assert np.allclose(vals, [float(x) for x in h], atol=1e-9)


def test_isometry_gram_from_frames_matches_explicit_haar_heads() -> None:
    """Lemma 6.2's G G^T through R_A^T F_i^T F_j R_A (F_i = O_i^T Q_A) equals the direct form with W_i = O_i/sqrt d
    (thmcheck.models.chenli.sec6_attention.isometry_spectrum), and the k = 2 exact law matches integer sums and sampling."""
    import math
    from fractions import Fraction

    from thmcheck.models.chenli import sec6_1_isometry as I

    rng = np.random.default_rng(5)
    for k, m, d in ((3, 1, 16), (3, 2, 24), (4, 2, 12)):
        X = rng.choice([-1.0, 1.0], size=(k, d))
        Os = [np.linalg.qr(rng.normal(size=(d, d)))[0] for _ in range(m)]
        Q_A, _ = np.linalg.qr(X.T)
        F = torch.stack([_t(O.T @ Q_A) for O in Os])[None]
        ev = torch.linalg.eigvalsh(I.gram_from_frames(_t(X)[None], F))[0]
        lo, hi = A.isometry_spectrum(_t(X), torch.stack([_t(O / np.sqrt(d)) for O in Os]))
        assert abs(float(ev[0]) - lo) < 1e-10 and abs(float(ev[-1]) - hi) < 1e-10
    for d in (20, 64, 101):
        assert abs(np.exp(I.k2_log_failure(d)) - float(I.k2_failure_exact(d))) < 1e-13
    assert I.k2_failure_exact(20) == Fraction(sum(math.comb(20, h) for h in range(21) if not 9 <= h <= 11), 2**20)
    n = 4000
    f = I.isometry_failures(64, 2, 1, n, seed=3)  # sampled path at k = 2 against the exact law (4.5 sigma)
    p = float(I.k2_failure_exact(64))
    assert abs(f / n - p) < 4.5 * np.sqrt(p * (1 - p) / n)
