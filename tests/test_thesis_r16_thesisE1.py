"""Second paths for thesis round 16 (thesisE1): (E.79) L8319, (E.85) L8343, (E.87) L8351 on a zero-loss SGD run of
the Chapter 6 model, re-run in numpy with hand-derived gradients (tests/test_thesis_r15_thesisE._numpy_sgd) from the
run's W^(0) over its prompts; the printed gradient sums eta (1/B) sum_b sum_n dl/dW^(b) are W^(0) - W^(T) of that
own SGD (W <- W - eta G, Subroutine 2's (E.2) L7910)."""

from __future__ import annotations

import math

import numpy as np

from tests.test_thesis_r15_thesisE import _numpy_sgd


def _own_run(M1: int = 3, M2: int = 4, beta: float = 1.0, alpha: float = 1.0, delta: float = 0.2, eta: float = 1.0,
             m: int = 50, cB: float = 6.0, cl: float = 24.0, seed: int = 342) -> tuple:
    """Defaults: E1_FIRST of r16_thesisE1, written out (M1 = 3, M2 = 4, beta = 1, alpha = 1, delta = 0.2, eta = 1, m =
    50, B = ceil(6 M1 log M1) = 20, l_tr = ceil(24 max(log M1 / alpha, 1 / (beta^2 alpha))) = 27, K = 1/2, seed 342)."""
    from thmcheck.models.icl import ICLConfig, train

    B = math.ceil(cB * M1 * math.log(M1))
    l_tr = math.ceil(cl * max(math.log(M1) / alpha, 1 / (beta * beta * alpha)))
    cfg = ICLConfig(M1=M1, M2=M2, dy=2, beta=beta, K=0.5, alpha=alpha, l_tr=l_tr, m=m, delta=delta, eta=eta, B=B,
                    T=4000, seed=seed)
    got: dict = {"batches": []}

    def hook(b: int, model, batch) -> None:
        if b == 0:
            got["W0"] = tuple(p.detach().numpy().copy() for p in model.params())
            got["a"] = (model.a * model.mask).numpy().copy()
        got["batches"].append(tuple(x.numpy().copy() for x in batch[:3]))

    model, stop = train(cfg, stop_below=0.02, t_max=4000, step_hook=hook)
    assert stop is not None
    WT = _numpy_sgd(got["W0"], got["a"], got["batches"], cfg.eta)
    assert np.abs(WT[0] - model.WQ.detach().numpy()).max() < 1e-8
    assert np.abs(WT[1] - model.WK.detach().numpy()).max() < 1e-8
    return cfg, got["W0"], WT


def test_eqE79_eqE85_eqE87_second_path() -> None:
    """On E1_FIRST (zero loss at T = 248): (E.79)'s printed W_Q sum along mu_j is negative at every p_query (so below
    any c (sqrt(log 3) + 0.2) > 0) while the update is positive; (E.85)'s left side (nu_k, 0) W_K^(T) p_q reaches
    ~ delta K beta^2 > 0 while every printed right side (1/M2) (mu_j, 0) sum p_q is negative; (E.87)'s norms are
    positive while every printed sum (mu_j, 0) sum (mu_j; +-q) is negative."""
    cfg, W0, WT = _own_run()
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    D = dx + cfg.dy
    GQ, GK = W0[0] - WT[0], W0[1] - WT[1]  # the printed sums eta sum_b G^(b)
    ma = GQ.shape[0]

    def row(i: int) -> np.ndarray:
        r = np.zeros(ma)
        r[i] = b
        return r

    def tok(j: int, k: int, kap: float, y: float) -> np.ndarray:
        p = np.zeros(D)
        p[j], p[M1 + k], p[dx] = b, kap * b, y
        return p

    toks = [(j, k, kap, y) for j in range(M1) for k in range(M2) for kap in (-K, K) for y in (-1.0, 1.0)]
    # (E.79): p_query = (mu_j + kappa nu_k; 0)
    e79 = [row(j) @ GQ @ tok(j, k, kap, 0.0) for j, k, kap, _ in toks]
    upd = [row(j) @ (WT[0] - W0[0]) @ tok(j, k, kap, 0.0) for j, k, kap, _ in toks]
    assert max(e79) < -1.0 and min(upd) > 1.0, (max(e79), min(upd))
    assert math.sqrt(math.log(M1)) + cfg.delta > 1.0
    # (E.85): a = nu_k
    lhs85 = max(row(M1 + k) @ WT[1] @ tok(j, k2, kap, y) for j, k2, kap, y in toks for k in range(M2))
    rhs85 = max(row(j) @ GK @ tok(j, k2, kap, y) for j, k2, kap, y in toks) / M2
    assert lhs85 > 0.9 * cfg.delta * K * b * b and rhs85 < -0.2, (lhs85, rhs85)
    # (E.87): ||W_K^(T) p|| against (mu_j, 0) sum (mu_j; +-q)
    lhs87 = min(np.linalg.norm(WT[1] @ tok(j, k, kap, y)) for j, k, kap, y in toks)
    rhs87 = max(row(j) @ GK @ tok(j, 0, 0.0, y) for j in range(M1) for y in (-1.0, 1.0))
    assert lhs87 > 0.5 and rhs87 < -1.0, (lhs87, rhs87)


def test_eqE83_second_path() -> None:
    """(E.83) on E83_FIRST (M1 = 4, M2 = 8, beta = 2, alpha = 0.8, delta = 0.15, eta = 0.9, m = 80, B = 45, l_tr = 18,
    seed 5): a non-partner entry (mu_a, 0) W_K^(T) p_q (cyclic tasks: a not in {j, j +- 1}) is positive at some token
    while every printed (1/M1) (mu_j, 0) sum p_q is negative."""
    cfg, W0, WT = _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.15, eta=0.9, m=80, cB=8.0, cl=10.0, seed=5)
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    GK = W0[1] - WT[1]
    lhs, rhs = -np.inf, -np.inf
    for j in range(M1):
        for k in range(M2):
            for kap in (-K, K):
                for y in (-1.0, 1.0):
                    p = np.zeros(dx + cfg.dy)
                    p[j], p[M1 + k], p[dx] = b, kap * b, y
                    rhs = max(rhs, b * GK[j] @ p / M1)
                    for a in range(M1):
                        if a not in (j, (j + 1) % M1, (j - 1) % M1):
                            lhs = max(lhs, b * WT[1][a] @ p)
    assert lhs > 0.02 and rhs < -0.3, (lhs, rhs)


def test_eqE93_second_path() -> None:
    """(E.93) with t free: W_Q^(0) = delta on the x block (Sec. 6.2.3), so at t = 0 ||W_Q^(0) p'|| = delta ||x'||,
    delta beta at p' = (mu'_j; 0) (kappa' = 0); on E1_FIRST's family that falls with delta against sqrt(log 3), while
    the trained W_Q^(T) (numpy SGD) keeps a norm that does not fall with delta."""
    M1, beta = 3, 1.0
    for delta in (0.2, 0.02):
        cfg, W0, WT = _own_run(delta=delta)
        D = cfg.dx + cfg.dy
        x = np.zeros(D)
        x[:M1] = beta / np.sqrt(M1)  # the uniform ODR combination, kappa' = 0
        assert abs(np.linalg.norm(W0[0] @ x) - delta * beta) < 1e-12
        own = np.zeros(D)
        own[0] = beta
        assert np.linalg.norm(WT[0] @ own) > 1.0  # mu'_j = mu_1: the trained norm stays ~ 1.4
    assert 0.02 * beta / np.sqrt(np.log(M1)) < 0.02


def test_eqE79_end_second_path() -> None:
    """(E.79)'s conclusion on E79_FIRST (E83_FIRST at delta = 0.015, seed 5): the numpy SGD's W_Q^(T) at zero loss has
    a negative own entry (mu_4, 0) W_Q^(T) (mu_4, 0) and a negative least score over the queries mu_j + kappa nu_k,
    against sqrt(log 4) = 1.18 > 0. One run's crossing, named in thesis.ch6.eqE.79's evidence: the claim is now the
    share of such runs over 16 seeds against 1/M1 (a 'with high probability' reading), which holds."""
    cfg, W0, WT = _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, cB=8.0, cl=10.0, seed=5)
    M1, M2, b, K = cfg.M1, cfg.M2, cfg.beta, cfg.K
    WQ = WT[0]
    own = [b * b * WQ[j, j] for j in range(M1)]
    least = min(b * (b * WQ[j, j] + kap * b * WQ[j, M1 + k]) for j in range(M1) for k in range(M2) for kap in (-K, K))
    assert min(own) < -0.1 and least < -0.2, (own, least)
    assert np.sqrt(np.log(M1)) > 1.0


def test_eqE54_second_path() -> None:
    """(E.54) on E79_FIRST: for the query mu_1 - 0.5 nu_1 with label -1 (task (mu_4, mu_1)), every same-pattern context
    (mu_1 + kappa nu_k; -q) scores negatively and some non-decisive context (mu_2 or mu_3, either label) or the other
    decisive one (mu_4; +q) positively, on the numpy SGD's W_Q^(T), W_K^(T)."""
    cfg, W0, WT = _own_run(M1=4, M2=8, beta=2.0, alpha=0.8, delta=0.015, eta=0.9, m=80, cB=8.0, cl=10.0, seed=5)
    M1, M2, dx, b, K = cfg.M1, cfg.M2, cfg.dx, cfg.beta, cfg.K
    WQ, WK = WT[0], WT[1]

    def tok(j: int, k: int, kap: float, y: float) -> np.ndarray:
        p = np.zeros(dx + cfg.dy)
        p[j], p[M1 + k], p[dx] = b, kap * b, y
        return p

    q = WQ @ tok(0, 0, -K, 0.0)
    same = max((WK @ tok(0, k, kap, -1.0)) @ q for k in range(M2) for kap in (-K, K))  # every s
    diff = max([(WK @ tok(a, k, kap, y)) @ q for a in (1, 2) for y in (-1.0, 1.0) for k in range(M2) for kap in (-K, K)]
               + [(WK @ tok(3, k, kap, 1.0)) @ q for k in range(M2) for kap in (-K, K)])
    assert same < -0.5 and diff > 1.0, (same, diff)
