"""Round 25 (helpers chenli2, chenli3): second paths for checks/papers/chenli/r25_chenli2.py (own mpmath, no
repository bound or measure code). The instance is auditor B's, inside every printed assumption: log d = 3000, k = 3,
m = 1, lambda = 1/2 (Assumption 1's open (0, 1)), c = 1 in (7), r_Theta = d^{1/4}/log^2 d ((8)), lambda' = 1/r_Theta
(Assumption 10's end), ||Theta_1||_F = 10 log(kd/sqrt(lambda')) (Assumption 6 with margin 10)."""

from __future__ import annotations


def _instance():  # noqa: ANN202
    import mpmath as mpm

    mpm.mp.dps = 40
    L, k, m, lam, c = mpm.mpf(3000), mpm.mpf(3), 1, mpm.mpf("0.5"), mpm.mpf(1)
    log_r = L / 4 - 2 * mpm.log(L)
    log_lamp = -log_r
    F = 10 * (mpm.log(k) + L - log_lamp / 2)
    kappa_log = mpm.log(c) + mpm.mpf(6.5) * mpm.log(lam) - mpm.mpf(6.5) * mpm.log(m) - 2 * mpm.log(L)
    # every printed assumption: Assumption 1 (lambda in (0, 1); m = 1 so m^{3/2} log m = 0), (8) with C = 10 and
    # margin 10 on both sides, Assumption 10 (lambda' = 1/r_Theta), Assumption 6 (margin 10; F <= (kd)^m)
    assert 0 < lam < 1
    assert 10 * mpm.log(L + mpm.log(m * k)) - kappa_log - mpm.log(lam) + mpm.log(10) < log_r < L / 4 - mpm.log(10)
    assert mpm.log(F) <= m * (mpm.log(k) + L)
    return mpm, L, k, m, lam, c, F


def test_thm617_beta_grows_as_eps_to_0() -> None:
    """Second path of chenli.display.thm6.17-beta: beta = log(k/(eps sqrt(lambda)))/||Theta_1||_F grows linearly in
    log(1/eps) at the in-assumption instance, so 'beta <~ 1' holds with no absolute constant (auditor B's numbers)."""
    mpm, L, k, m, lam, c, F = _instance()
    assert abs(F - mpm.mpf("3.368e4")) < 10
    betas = [(mpm.log(k) + mpm.mpf(t) - mpm.log(lam) / 2) / F for t in (10, 10**4, 10**6, 10**9)]
    assert abs(betas[0] - mpm.mpf("3.40e-4")) < 1e-6 and abs(betas[1] - mpm.mpf("0.297")) < 1e-3
    assert abs(betas[2] - mpm.mpf("29.69")) < 1e-2 and betas[3] > 2.9e4
    # linear in log(1/eps): the increments per unit log(1/eps) are 1/F
    assert abs((betas[3] - betas[2]) / (10**9 - 10**6) - 1 / F) < mpm.mpf(10) ** -30


def test_thm617_xi_range_empty_as_eps_to_0() -> None:
    """Second path of chenli.display.thm6.17-xi-range, own mpmath: (107) with Theta constants 1 needs log(1/xi) >=
    max(log(R)/lambda^2, log F) (upper end) and log(1/xi) <= lambda/(m kappa) - log(R)/lambda (lower end); at the
    in-assumption instance the window is wide at eps = e^-10, empty at eps = e^-3e8, and the need over the room grows
    like log^2(1/eps)."""
    mpm, L, k, m, lam, c, F = _instance()
    room = m ** mpm.mpf(5.5) * L**2 / (c * lam ** mpm.mpf(5.5))  # lambda/(m kappa), kappa of (7)
    assert abs(room - mpm.mpf("4.073e8")) < 1e5

    def width(t: float):  # noqa: ANN202
        beta = (mpm.log(k) + mpm.mpf(t) - mpm.log(lam) / 2) / F
        lR = mpm.log(k) + beta**2
        return room - lR / lam - max(lR / lam**2, mpm.log(F)), (lR / lam + max(lR / lam**2, mpm.log(F))) / room

    w10, r10 = width(10)
    assert w10 > 4e8 and r10 < 1e-7
    w3, r3 = width(3 * 10**8)
    assert w3 < 0 and 1.1 < r3 < 1.25  # empty window
    _, r10_ = width(10**10)
    _, r12 = width(10**12)
    assert 0.99e4 < r12 / r10_ < 1.01e4  # log^2(1/eps): a factor 100 in log(1/eps) gives 1e4
