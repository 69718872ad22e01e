"""Round 25 (helper chenli2): second paths for checks/papers/chenli/r25_chenli2.py (own mpmath, no repository bound or
measure code)."""

from __future__ import annotations


def test_thm617_beta_grows_as_eps_to_0() -> None:
    """Second path of chenli.display.thm6.17-beta: k = d = 2, lambda = lambda' = 1, ||Theta_1||_F = 10 log(kd/
    sqrt(lambda')) (Assumption 6 with factor 10, and <= (kd)^m at m = 2); beta = log(k/(eps sqrt(lambda)))/||Theta_1||_F
    grows linearly in log(1/eps), so 'beta <~ 1' holds with no absolute constant."""
    import mpmath as mpm

    mpm.mp.dps = 40
    k, d, lam, lamp = mpm.mpf(2), mpm.mpf(2), mpm.mpf(1), mpm.mpf(1)
    F = 10 * mpm.log(k * d / mpm.sqrt(lamp))
    assert F >= 10 * mpm.log(k * d / mpm.sqrt(lamp)) and F <= (k * d) ** 2
    betas = []
    for t in (10, 100, 1000, 10**6):
        eps = mpm.e ** (-mpm.mpf(t))
        betas.append(mpm.log(k / (eps * mpm.sqrt(lam))) / F)
    assert abs(betas[0] - mpm.mpf("0.7713")) < 1e-3
    assert betas[2] > 72 and betas[3] > 7e4
    # linear in log(1/eps): the increments per unit log(1/eps) are 1/F
    assert abs((betas[3] - betas[2]) / (10**6 - 1000) - 1 / F) < mpm.mpf(10) ** -30


def test_thm617_xi_range_empty_as_eps_to_0() -> None:
    """Second path of chenli.display.thm6.17-xi-range, own mpmath: k = 2, d = 3, m = 1, lambda = lambda' = 1, c = 1 in
    (7), ||Theta_1||_F = 10 log 6 (Assumption 6, factor 10): (107) needs log(1/xi) >= log(R)/lambda^2 and >= log F
    (upper end) and log(1/xi) <= lambda/(m kappa) - log(R)/lambda (lower end); the need over the room grows like
    log^2(1/eps)."""
    import mpmath as mpm

    mpm.mp.dps = 40
    k, d, m, lam, c = mpm.mpf(2), mpm.mpf(3), 1, mpm.mpf(1), mpm.mpf(1)
    F = 10 * mpm.log(k * d)
    kappa = c * lam ** mpm.mpf(6.5) / (m ** mpm.mpf(6.5) * mpm.log(d) ** 2)
    room = lam / (m * kappa)
    ratios = []
    for t in (10, 1000, 10**5):
        beta = mpm.log(k / (mpm.e ** (-mpm.mpf(t)) * mpm.sqrt(lam))) / F
        lR = mpm.log(k * mpm.e ** (beta**2))
        ratios.append((lR / lam + max(lR / lam**2, mpm.log(F))) / room)
    assert abs(room - mpm.log(3) ** 2) < 1e-30
    assert 3.2 < ratios[0] < 3.3 and 5.1e3 < ratios[1] < 5.2e3 and ratios[2] > 5e7
    # log^2(1/eps) growth: a factor 100 in log(1/eps) gives ~1e4 in the ratio
    assert 0.9e4 < ratios[2] / ratios[1] < 1.1e4
