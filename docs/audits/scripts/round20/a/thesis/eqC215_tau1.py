"""Auditor A, round 20: thesis.ch4.eqC.215-conclusion-tau1 (seed 003 L6303-L6306, proof of Lemma C.5.1 (a)).

Printed: P(B'_t) <= delta/2 as long as
   t >= C13 max{ sqrt(S) sqrt(Lg/n), Lg/(sqrt(S) n) },  Lg = dK log(18 r/eps) + log(4/delta),
   S = sum_l lambda_l (||mu_l|| + ||Sigma_l^{1/2}||)^2,
B'_t (C.207): sup over W in the ball of || (1/n) sum_i grad l(W_j(W); x_i) - E grad l(W_j(W); x) || >= t/3.
Own model (Sec. 4.3, (4.1), cross-entropy): K = 1, W* = e_1, y ~ Bern(sigmoid(x_1)); grad_w l(w; x, y) = (sigmoid(w.x) - y) x.
GMM with every Sigma_l = I_d (tau = sigma_max/sigma_min = 1, L1134): weight 1-e: N(0, I); weight e: N(M e_2, I).
At W = W* (a point of the ball; the eps-net may contain it, and eps is tiny anyway) E grad = 0, and the e_2 coordinate
of the empirical mean gradient is (1/n) sum_i (sigmoid(x_i1) - y_i) x_i2. Near samples give a symmetric term
independent of the far ones, so
   P(B'_t) >= P(exactly one far sample) * (1/2) * P(|(sigmoid(u) - y)(M + z)| >= n t/3),   u, z ~ N(0,1) indep.
(the 1/2: the near sum has the far term's sign with probability >= 1/2). I choose n e = 20 delta and e M^2 = 1, so
S = 2 + 2 sqrt(e) stays ~2 while the far group's mean M = sqrt(n/(20 delta)) grows.
t_star := the largest t with the lower bound >= delta/2 (any t below it refutes 'P(B'_t) <= delta/2');
ratio := t_star / (printed max with C13 = 1). An erratum needs ratio -> inf along a path inside the hypotheses.
"""
import numpy as np
from scipy import integrate, optimize, special, stats


def p_far_exceeds(s, M):
    """P(|(sigmoid(u) - y)(M + z)| >= s), u, z ~ N(0,1), y | u ~ Bern(sigmoid(u))."""
    def tail(c):   # P(c |M + z| >= s)
        if c <= 0:
            return 0.0
        a = s / c
        return stats.norm.sf(a - M) + stats.norm.sf(a + M)

    def f(u):
        ph = special.expit(u)
        return stats.norm.pdf(u) * (ph * tail(1 - ph) + (1 - ph) * tail(ph))
    return integrate.quad(f, -12, 12, limit=400, epsabs=1e-14)[0]


def instance(d, n, delta, r_over_eps, K=1, e=None):
    e = 20 * delta / n if e is None else e
    M = 1 / np.sqrt(e)
    S = (1 - e) * 1.0 + e * (M + 1) ** 2
    Lg = d * K * np.log(18 * r_over_eps) + np.log(4 / delta)
    printed = max(np.sqrt(S) * np.sqrt(Lg / n), Lg / (np.sqrt(S) * n))
    p1 = n * e * (1 - e) ** (n - 1)          # exactly one far sample
    lb = lambda t: p1 * 0.5 * p_far_exceeds(n * t / 3, M)
    # t_star: lb(t) = delta/2 (lb decreasing in t)
    hi = 3 * (M + 40) / n
    if lb(1e-12) < delta / 2:
        return dict(e=e, M=M, S=S, printed=printed, t_star=0.0, ratio=0.0, lb_at_printed=lb(printed))
    t_star = optimize.brentq(lambda t: lb(t) - delta / 2, 1e-12, hi, xtol=1e-14, rtol=1e-10)
    return dict(e=e, M=M, S=S, printed=printed, t_star=t_star, ratio=t_star / printed,
                lb_at_printed=lb(printed) / (delta / 2), p1=p1)


if __name__ == '__main__':
    # sanity: Monte Carlo of the far-sample tail probability
    rng = np.random.default_rng(0)
    u = rng.standard_normal(400000); z = rng.standard_normal(400000)
    y = rng.random(400000) < special.expit(u)
    g = np.abs((special.expit(u) - y) * (10 + z))
    print('MC check P(|(phi-y)(M+z)| >= 5), M=10: MC %.4f quad %.4f' % ((g >= 5).mean(), p_far_exceeds(5, 10)))

    print('\nPath A: delta = d^-10 (the lemma, L6320), n = 1000 d log d/(2 log 2) (>= C'' dK log dK), r/eps = 36 d^2 n/delta')
    for d in [2, 4, 8, 16, 64, 256]:
        delta = float(d) ** -10
        n = int(1000 * d * np.log(d) / (2 * np.log(2)))
        R = instance(d, n, delta, 36 * d * d * n / delta)
        print('  d=%4d n=%8d delta=%.1e: e=%.2e M=%.3g S=%.4f printed max=%.3e t_star=%.3e ratio=%.4g' % (
            d, n, delta, R['e'], R['M'], R['S'], R['printed'], R['t_star'], R['ratio']))
    print('\nPath B: d = 2, n = 1000, delta -> 0 ((C.215) has delta free), r/eps = 1 and r/eps = n/delta')
    for delta in [1e-4, 1e-8, 1e-12, 1e-16, 1e-24, 1e-32]:
        R1 = instance(2, 1000, delta, 1.0)
        R2 = instance(2, 1000, delta, 1000 / delta)
        print('  delta=%.0e: M=%.3g S=%.4f ratio=%.4g (r/eps=1), %.4g (r/eps=n/delta); lower bound at printed t (C13=1): %.1f x delta/2' % (
            delta, R1['M'], R1['S'], R1['ratio'], R2['ratio'], R1['lb_at_printed']))
    print('\nControl: at FIXED Psi (e = 2e-5, M = 224, d = 2, n = 1000) the ratio stays bounded as delta -> 0,')
    print('so the crossing needs the GMM to vary along the path (a rarer, farther group), S staying ~2:')
    for delta in [1e-4, 1e-8, 1e-12, 1e-16]:
        R = instance(2, 1000, delta, 1.0, e=2e-5)
        print('  delta=%.0e: ratio=%.4g' % (delta, R['ratio']))


def p_far_exceeds_K2(s, M):
    """K = 2, W* = [e_1, e_2], far group N(M e_2, I) (mean INSIDE col(W*), Property 1's WLOG), M large so
    sigmoid(M + z) = 1 to double precision for the M used: H = (sigmoid(u) + 1)/2; the e_2 coordinate of the
    w_1-gradient is zeta_1 (M + z), zeta_1 = -phi'(u)/(2H) (y = 1, prob H) or phi'(u)/(2(1-H)) = sigmoid(u) (y = 0)."""
    def tail(c):
        if c <= 0:
            return 0.0
        a = s / c
        return stats.norm.sf(a - M) + stats.norm.sf(a + M)

    def f(u):
        ph = special.expit(u)
        H = (ph + 1) / 2
        c1 = ph * (1 - ph) / (2 * H)
        return stats.norm.pdf(u) * (H * tail(c1) + (1 - H) * tail(ph))
    return integrate.quad(f, -12, 12, limit=400, epsabs=1e-14)[0]


def instance_K2(d, n, delta, r_over_eps):
    K = 2
    e = 20 * delta / n
    M = 1 / np.sqrt(e)
    S = (1 - e) * 1.0 + e * (M + 1) ** 2
    Lg = d * K * np.log(18 * r_over_eps) + np.log(4 / delta)
    printed = max(np.sqrt(S) * np.sqrt(Lg / n), Lg / (np.sqrt(S) * n))
    p1 = n * e * (1 - e) ** (n - 1)
    a = 10 / np.sqrt(n)          # near-sample mean: |zeta| <= 1, E x_2^2 = 1 -> sd <= 1/sqrt(n); Chebyshev: P(|N| <= a) >= 0.99
    lb = lambda t: p1 * 0.99 * p_far_exceeds_K2(n * (t / 3 + a), M)
    if lb(1e-12) < delta / 2:
        return dict(M=M, S=S, printed=printed, t_star=0.0, ratio=0.0)
    t_star = optimize.brentq(lambda t: lb(t) - delta / 2, 1e-12, 3 * (M + 40) / n, xtol=1e-14, rtol=1e-10)
    return dict(M=M, S=S, printed=printed, t_star=t_star, ratio=t_star / printed)


def run_K2():
    print('\nK = 2 variant, far mean in col(W*) (W* = [e_1, e_2]), path A (delta = d^-10):')
    for d in [4, 8, 16, 64]:
        delta = float(d) ** -10
        n = int(1000 * d * np.log(d) / (2 * np.log(2)))
        R = instance_K2(d, n, delta, 36 * d * d * n / delta)
        print('  d=%3d n=%7d: M=%.3g S=%.4f printed=%.3e t_star=%.3e ratio=%.4g' % (d, n, R['M'], R['S'], R['printed'], R['t_star'], R['ratio']))


if __name__ == '__main__' and 'K2' in __import__('sys').argv:
    run_K2()
