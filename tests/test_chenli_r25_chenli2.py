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
