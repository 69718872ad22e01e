"""mhgd, part 2: the GD-run, realizability and generalization claims of Deora et al. (App. B, C), as pure functions.

Seed: ``shared/seeds/004_fdca0756fccde960.txt``. Notation of App. B: theta is the target, D = ||theta - theta0||,
N = ||theta||_{2,inf}, eta the step, K the horizon, avg = (1/K) sum_{k=1}^K L^(theta_k). The shared constants
(beta_1/3, alpha/rho, H_train, g0, H of (98)) are in :mod:`thmcheck.bounds.mhgd.sec3_5_local`; this module only adds the statements.
"""

from __future__ import annotations

import math

from thmcheck.bounds.mhgd.sec3_5_local import alpha_rho, beta1, beta3, h_train, prop7_g0  # noqa: F401  (re-exported for the checks)
from thmcheck.bounds.num import log, sqrt

# --------------------------------------------------------------------------- Definition 1 / Prop. 7 / Assumption 2


def def1(item: int, ref: float) -> float:
    """Definition 1 (L177-L181), P1-P3 computed on the reduced model, compared with the explicit H-head model.

    item 1 (P3): gamma (reduced SVM) <= min_i y_i <grad Phi~(X_i; theta0), theta_*> (explicit heads) = ref;
    item 2 (P2): max_i |Phi~(X_i; theta0)| (explicit) <= B_Phi (reduced) = ref;
    item 3 (P1): max_h ||theta_h^(0)|| (explicit) <= B2 (reduced) = ref.  Returns ref."""
    return ref


def prop7(item: int, eps: float, BPhi: float, gamma: float, B2: float) -> float:
    """Proposition 7 (L1155-L1179) as printed: for theta^(eps) = theta0 + g0(eps) theta_*, ||theta_*|| = sqrt(2),
    item 1: L^(theta^(eps)) <= eps; item 2: ||theta^(eps) - theta0|| <= g0(eps) = (2 B_Phi + log(1/eps))/gamma;
    item 3: ||theta^(eps)||_{2,inf} <= g(eps) = B2 + g0(eps)."""
    if item == 1:
        return eps
    g0 = prop7_g0(BPhi, gamma, eps)
    return g0 if item == 2 else B2 + g0


def prop7_corrected(item: int, eps: float, BPhi: float, gamma: float, B2: float) -> float:
    """What the construction gives: ||theta^(eps) - theta0|| = g0 ||theta_*|| = sqrt(2) g0(eps), and by the triangle
    inequality with ||theta_*||_{2,inf} <= sqrt(2), ||theta^(eps)||_{2,inf} <= B2 + sqrt(2) g0(eps); item 1 as printed."""
    if item == 1:
        return eps
    g0 = sqrt(2) * prop7_g0(BPhi, gamma, eps)
    return g0 if item == 2 else B2 + g0


def assump2(eps: float, BPhi: float, gamma: float) -> float:
    """Assumption 2 (L169) with Prop. 7's g0 (L1159): some theta with ||theta - theta0|| <= g0(eps) has
    L^(theta) <= eps, i.e. the least radius r*(eps) of a ball around theta0 containing a point of loss <= eps is
    <= g0(eps) = (2 B_Phi + log(1/eps))/gamma.  Returns g0(eps) (compared with a certified lower bound of r*)."""
    return prop7_g0(BPhi, gamma, eps)


def assump2_corrected(eps: float, BPhi: float, gamma: float) -> float:
    """Prop. 7 with the radius of its own witness: theta0 + g0 theta_* lies at distance g0 ||theta_*|| = sqrt(2) g0
    (P3: ||theta_*|| = sqrt(2)) and has L^ <= eps (L1167-L1177), so r*(eps) <= sqrt(2) g0(eps)."""
    return sqrt(2) * prop7_g0(BPhi, gamma, eps)


def radius_lower_bound(z_need: float, zbar: float, slope: float, curv_of_r, r_hi: float) -> float:
    """Certified lower bound of the least r with zbar + slope r + curv(r) r^2/2 >= z_need (the left side is
    increasing in r; by Jensen and Taylor no theta with ||theta - theta0|| < r reaches mean margin z_need, hence no
    loss <= l(z_need)). Bisection on [0, r_hi]; the lower end is returned (r_hi if the root lies beyond it)."""
    def f(r: float) -> float:
        return zbar + slope * r + curv_of_r(r) * r * r / 2

    if f(0.0) >= z_need:
        return 0.0
    lo, hi = 0.0, r_hi
    if f(hi) < z_need:
        return hi
    for _ in range(200):
        mid = (lo + hi) / 2
        if mid in (lo, hi):
            break
        if f(mid) >= z_need:
            hi = mid
        else:
            lo = mid
    return lo


def loss_lower_bound(zbar: float, radius: float, slope: float, curv: float) -> float:
    """Certified lower bound of min_{||v|| <= radius} L^(theta0 + v), with zbar an upper bound of the mean initial
    margin, slope >= ||(1/n) sum_i y_i f_i|| and curv >= sup ||Hess Phi~|| on the ball: by Jensen and Taylor,
    L^ >= l(mean_i z_i) >= l(zbar + slope radius + curv radius^2 / 2), l(z) = log(1 + e^{-z})."""
    from thmcheck.bounds.num import exp

    z = zbar + slope * radius + curv * radius**2 / 2
    return log(1 + exp(-z))


# ------------------------------------------------------------------------------------------ App. B: training


def lemma8(Lth: float, D: float, eta: float, K: int, tau_sum: float) -> float:
    """Lemma 8 (eq. 69, L854-L870): if descent (68) holds for k < K, for any theta
    avg <= L^(theta) + ||theta - theta0||^2/(2 eta K) + (1/2K) sum_{k=0}^{K-1} tau_k ||theta - theta_k||^2,
    tau_k = (beta3(theta) v beta3(theta_k))/sqrt(H) max_alpha L^(alpha theta_k + (1-alpha) theta).
    ``tau_sum`` = sum_k tau_k ||theta - theta_k||^2 with a certified upper bound of the max over alpha."""
    return Lth + D**2 / (2 * eta * K) + tau_sum / (2 * K)


def lemma9(Lth: float, D: float, eta: float, K: int, L0: float) -> float:
    """Lemma 9 (eq. 71, L872-L888): under Lemma 8's assumptions and sqrt(H) >= 2 (beta3(theta) v beta3(theta_k))
    ||theta - theta_k||^2 for k <= K-1: avg <= 2 L^(theta) + 3 D^2/(4 eta K) + L^(theta0)/(2K)."""
    return 2 * Lth + 3 * D**2 / (4 * eta * K) + L0 / (2 * K)


def lemma10(D: float) -> float:
    """Lemma 10 (eq. 75, L890-L924): under descent, (73) D^2 >= max(eta K L^(theta), eta L^(theta0)) and (74)
    (H_train): ||theta_k - theta|| <= 3 D for all k <= K.  (The proof's (78) gives sqrt(13/3) D = 2.08 D.)"""
    return 3 * D


def thm3(item: int, Lth: float, D: float, eta: float, K: int, avg: float, L0: float) -> float:
    """Theorem 3 (= Thm. 1 with explicit constants), L930-L962, under H_train and
    eta <= 1 ^ 1/rho ^ D^2/(K L^(theta)) ^ D^2/L^(theta0):
    item 1: L^(theta_K) <= avg;  item 2: avg <= 2 L^(theta) + 5 D^2/(4 eta K);  item 3: ||theta_K - theta0|| <= 4 D;
    item 4 (eq. 80): max_k ||theta_k - theta|| <= 3 D;  item 5 (eq. 80): avg <= 2 L^ + 3 D^2/(4 eta K) + L^(theta0)/(2K)."""
    if item == 1:
        return avg
    if item == 2:
        return 2 * Lth + 5 * D**2 / (4 * eta * K)
    if item == 3:
        return 4 * D
    if item == 4:
        return 3 * D
    return lemma9(Lth, D, eta, K, L0)


def eta_max(T: int, d: int, H: float, R: float, D: float, N: float, K: int, Lth: float, L0: float) -> float:
    """The step-size cap of Thm. 3: 1 ^ 1/rho(theta) ^ D^2/(K L^(theta)) ^ D^2/L^(theta0)."""
    _, rho = alpha_rho(T, d, H, R, D, N)
    return min(1.0, 1 / rho, per_loss(D**2 / K, Lth), per_loss(D**2, L0))


def per_loss(num_: float, loss: float) -> float:
    """num_/loss for a cap of the form eta <= num_/loss: +inf at loss == 0 (the cap eta loss <= num_ binds no step
    size there; round 31 found eta_max raising ZeroDivisionError / giving nan at a zero loss)."""
    return num_ / loss if loss > 0 else math.inf


# ------------------------------------------------------------------------------- App. C: generalization


def lemma3(G: float, stab: float, n: int) -> float:  # noqa: ARG001
    """Lemma 3 (Lei & Ying 2020, Thm. 2; L357): for a G-Lipschitz loss,
    E[L(theta_K) - L^(theta_K)] <= 2 G E[(1/n) sum_i ||theta_K - theta_K^{-i}||]  (stab = the expectation;
    n is not used by the printed bound, only by planted mutants)."""
    return 2 * G * stab


def thm4(n: int, K: int, Lth: float, D: float, eta: float) -> float:
    """Theorem 4 (eq. 93, L1105-L1121): E[L(theta_K) - L^(theta_K)] <= (4/n) E[2 K L^(theta) + 9 D^2/(4 eta)],
    D = ||theta - theta0|| (data-independent theta here, so only L^(theta) is averaged: Lth = E L^(theta))."""
    return 4 / n * (2 * K * Lth + 9 * D**2 / (4 * eta))


def cor4(n: int, eta: float, g0K: float) -> float:
    """Corollary 4 (eq. 96, L1125-L1149): under Assumption 2 (a.s.) with g0, g: E gap <= 17 g0(1/K)^2/(eta n)."""
    return 17 * g0K**2 / (eta * n)


def cor3(item: int, K: int, eta: float, g0K: float) -> float:
    """Corollary 3 (eq. 82, L973-L997): under Assumption 2 with g0, g and H, eta as in (81)/(83):
    item 1: L^(theta_K) <= 2/K + 5 g0(1/K)^2/(4 eta K);  item 2: ||theta_K - theta0|| <= 4 g0(1/K)."""
    if item == 1:
        return 2 / K + 5 * g0K**2 / (4 * eta * K)
    return 4 * g0K


def loss_sup(BPhi0: float, lip: float, D: float) -> float:
    """sup over inputs of l(y Phi~(X; theta)) <= l(-(B_Phi0 + lip D)) = log(1 + e^{B_Phi0 + lip D}), with
    |Phi~(X; theta0)| <= B_Phi0 and lip >= sup ||grad Phi~|| on [theta0, theta] (Lemma 5 (1))."""
    from thmcheck.bounds.num import exp

    z = BPhi0 + lip * D
    return z + log(1 + exp(-z))
