"""Section 3 / Appendix C building blocks of chenli (part A): exact laws of weighted two-point sums and their
distance to the Gaussian over intervals (Lemma 3.5), tail ratios of Rademacher quadratic forms (Theorem 3.1),
and the Gaussian-mod-2pi probabilities of Lemma C.1 / Fact C.2 (closed form, mpmath)."""

from __future__ import annotations

import math
from fractions import Fraction

import mpmath
import numpy as np
from scipy.special import ndtr

# --------------------------------------------------------------------------------------- Lemma 3.5 (Berry-Esseen)

def two_point_sum_law(w: np.ndarray, j: int, q: int) -> tuple[np.ndarray, list[int], int]:
    """Law of S = sum_i w_i (B_i - p) with B_i ~ Bernoulli(p), p = j/q (j = q/2: Rademacher/2 scaled), integer
    weights w_i >= 1. In units of 1/q, S q = sum_i w_i (q B_i - j) takes integer values; returns the support
    (int64, increasing), the exact integer counts (probability = count / q^n) and q^n."""
    offset = -int(np.sum(w)) * j
    counts = [1]
    for wi in (int(x) for x in w):
        new = [0] * (len(counts) + wi * q)
        for s, c in enumerate(counts):
            if c:
                new[s] += c * (q - j)  # B_i = 0: value -w_i j, shift 0 from the offset
                new[s + wi * q] += c * j  # B_i = 1: value w_i (q - j)
        counts = new
    total = q ** len(w)
    supp = [s for s, c in enumerate(counts) if c]
    return np.array(supp, dtype=np.int64) + offset, [counts[s] for s in supp], total


def _interval_sup(g_minus: list, g_plus: list) -> object:
    """sup over intervals I of |P(I) - Phi(I)| from G = F - Phi at the atoms (left and right limits, in order);
    G is 0 at +-inf and decreases between atoms, so extremes of G(b) - G(a), a <= b, sit in this sequence."""
    seq = [0 * g_minus[0]]
    for a, b in zip(g_minus, g_plus, strict=True):
        seq += [a, b]
    seq.append(0 * g_minus[0])
    lo = hi = seq[0]
    best = 0 * seq[0]
    for g in seq[1:]:
        best = max(best, g - lo, hi - g)
        lo, hi = min(lo, g), max(hi, g)
    return best


def be_interval_distance(supp: np.ndarray, counts: list[int], total: int, sigma_q: float) -> float:
    """sup_I |P[S/sigma in I] - P[Z in I]| in float64 (S q on the integer support, sigma_q = q sigma)."""
    p = np.array(counts, dtype=float) / total
    F = np.cumsum(p)
    phi = ndtr(supp / sigma_q)
    return float(_interval_sup(list(F - p - phi), list(F - phi)))


def be_interval_distance_mp(supp: np.ndarray, counts: list[int], total: int, sigma_q_sq: Fraction) -> mpmath.mpf:
    """The same at the working mpmath precision, probabilities exact (integers), Phi by mpmath.ncdf."""
    sig = mpmath.sqrt(mpmath.mpf(sigma_q_sq.numerator) / sigma_q_sq.denominator)
    gm, gp, acc = [], [], 0
    for s, c in zip(supp.tolist(), counts, strict=True):
        ph = mpmath.ncdf(mpmath.mpf(s) / sig)
        gm.append(mpmath.mpf(acc) / total - ph)
        acc += c
        gp.append(mpmath.mpf(acc) / total - ph)
    return _interval_sup(gm, gp)


def two_point_moments(w: np.ndarray, j: int, q: int) -> tuple[Fraction, Fraction]:
    """(q^2 sigma^2, q^3 sum E|Y_i|^3) exactly for Y_i = w_i (B_i - j/q)."""
    p = Fraction(j, q)
    var = sum(Fraction(int(x)) ** 2 for x in w) * p * (1 - p) * q * q
    third = sum(Fraction(int(x)) ** 3 for x in w) * (p * (1 - p) ** 3 + (1 - p) * p**3) * q**3
    return var, third


# --------------------------------------------------------------------------------------- Lemma C.1 / Fact C.2

def neg_log_prob_dist_2piz_ge(mu: float, tau: float, a: float, dps: int = 30) -> mpmath.mpf:
    """-log P[dist(zeta, 2 pi Z) >= a] without rounding P to 1: from the complement Q = P[dist < a] (summed the
    same way) as -log1p(-Q) when Q < 1/2, else -log of :func:`prob_dist_2piz_ge`."""
    with mpmath.workdps(dps):
        q = 1 - prob_dist_2piz_ge(mu, tau, a, dps) if tau > 0.5 else _prob_near(mu, tau, a, dps)
        return -mpmath.log1p(-q) if q < 0.5 else -mpmath.log(prob_dist_2piz_ge(mu, tau, a, dps))


def _prob_near(mu: float, tau: float, a: float, dps: int) -> mpmath.mpf:
    """P[dist(zeta, 2 pi Z) < a] for a small tau: the segments around the multiples of 2 pi within 40 tau of mu."""
    with mpmath.workdps(dps):
        mu, tau, a = mpmath.mpf(mu), mpmath.mpf(tau), mpmath.mpf(a)
        two_pi = 2 * mpmath.pi
        tot = mpmath.mpf(0)
        for k in range(int(mpmath.floor((mu - 40 * tau) / two_pi)) - 1, int(mpmath.ceil((mu + 40 * tau) / two_pi)) + 2):
            lo, hi = (two_pi * k - a - mu) / tau, (two_pi * k + a - mu) / tau
            if lo >= 0:
                tot += mpmath.ncdf(-lo) - mpmath.ncdf(-hi)
            elif hi <= 0:
                tot += mpmath.ncdf(hi) - mpmath.ncdf(lo)
            else:
                tot += 1 - mpmath.ncdf(lo) - mpmath.ncdf(-hi)
        return tot


def prob_dist_2piz_ge(mu: float, tau: float, a: float, dps: int = 30) -> mpmath.mpf:
    """P[dist(zeta, 2 pi Z) >= a] for zeta ~ N(mu, tau^2) and 0 <= a <= pi: the sum over k of
    P[2 pi k + a <= zeta <= 2 pi (k+1) - a] for the periods within 40 tau of mu, each segment from the normal
    tail on its own side (no cancellation: values down to 10^-10^5 keep their relative precision)."""
    with mpmath.workdps(dps):
        mu, tau, a = mpmath.mpf(mu), mpmath.mpf(tau), mpmath.mpf(a)
        two_pi = 2 * mpmath.pi

        def seg(lo: mpmath.mpf, hi: mpmath.mpf) -> mpmath.mpf:
            lo, hi = (lo - mu) / tau, (hi - mu) / tau
            if lo >= 0:
                return mpmath.ncdf(-lo) - mpmath.ncdf(-hi)
            if hi <= 0:
                return mpmath.ncdf(hi) - mpmath.ncdf(lo)
            return 1 - mpmath.ncdf(lo) - mpmath.ncdf(-hi)

        kmin = int(mpmath.floor((mu - 40 * tau) / two_pi)) - 1
        kmax = int(mpmath.ceil((mu + 40 * tau) / two_pi)) + 1
        return mpmath.fsum(seg(two_pi * k + a, two_pi * (k + 1) - a) for k in range(kmin, kmax + 1))


def cos_threshold_angle(thr: float) -> float:
    """The angle a with 1 - cos(a) = thr (0 <= thr <= 2): |cos theta - 1| >= thr <=> dist(theta, 2 pi Z) >= a."""
    return math.acos(1 - thr) if thr < 2 else math.pi


def log10_safe(x: mpmath.mpf) -> float:
    """log10 of a positive mpmath number as a float (no underflow)."""
    return float(mpmath.log10(x))


def lazy_rademacher_tail(n: int, p: float, s: np.ndarray) -> np.ndarray:
    """P[S > s] (vectorised over real thresholds s) for S = sum_{i <= n} eps_i B_i, eps_i Rademacher, B_i ~ Bernoulli(p)
    independent: symmetric summands with |X_i| <= 1 and sigma^2 = n p. p = 1 is the Rademacher sum, S = 2K - n with
    K ~ Bin(n, 1/2) (scipy's binomial survival function). Otherwise the law of S is the n-fold convolution of
    (p/2, 1 - p, p/2), computed by FFT (absolute error ~1e-15, i.e. relative < 1e-11 on tails >= 1e-4; a second path,
    :func:`lazy_rademacher_tail_mixture`, is compared in the tests)."""
    from scipy import stats

    s = np.asarray(s, dtype=float)
    if p == 1.0:
        return stats.binom.sf(np.floor((s + n) / 2), n, 0.5)
    L = 1 << int(math.ceil(math.log2(2 * n + 1)))
    w = 2 * np.pi * np.arange(L) / L
    pmf = np.fft.ifft(((1 - p) + p * np.cos(w)) ** n).real  # index j <-> S = j (mod L), |S| <= n < L/2
    pmf = np.roll(pmf, n)[: 2 * n + 1]  # S = -n..n
    tail = np.cumsum(pmf[::-1])[::-1]  # tail[j] = P[S >= j - n]
    k = np.floor(s).astype(np.int64) + 1 + n  # P[S > s] = P[S >= floor(s) + 1]
    return np.where(k > 2 * n, 0.0, tail[np.clip(k, 0, 2 * n)])


def lazy_rademacher_tail_mixture(n: int, p: float, s: np.ndarray) -> np.ndarray:
    """Second path for :func:`lazy_rademacher_tail`: S = 2K - N given N ~ Bin(n, p), K | N ~ Bin(N, 1/2) (scipy)."""
    from scipy import stats

    s = np.asarray(s, dtype=float)
    N = np.arange(n + 1)
    w = stats.binom.pmf(N, n, p)
    return (w[None, :] * stats.binom.sf(np.floor((s[:, None] + N[None, :]) / 2), N[None, :], 0.5)).sum(1)


def kolmogorov_deficiency(n: int, p: float, t_lo: float, t_hi: float) -> tuple[float, float]:
    """sup over t in (t_lo, t_hi] of delta(t) := log(1 - Phi(t)) - log P[S > t sigma] (S as in
    :func:`lazy_rademacher_tail`, sigma = sqrt(n p)): the loss of Theorem 3.4's lower bound relative to the Gaussian
    tail. S is integer-valued, so P[S > t sigma] is constant on [s/sigma, (s+1)/sigma) while 1 - Phi decreases: the
    sup is attained at the left ends t = s/sigma (s integer) and at t -> t_lo+. Returns (delta_sup, t at the sup)."""
    from scipy import stats

    sig = math.sqrt(n * p)
    s = np.arange(math.floor(t_lo * sig), math.floor(t_hi * sig) + 1, dtype=float)
    t = np.maximum(s / sig, t_lo)  # the first interval is cut at t_lo (the sup there is the limit t -> t_lo+)
    thr = np.where(s / sig < t_lo, t_lo * sig, s)
    d = stats.norm.logsf(t) - np.log(lazy_rademacher_tail(n, p, thr))
    i = int(np.argmax(d))
    return float(d[i]), float(t[i])


# --------------------------------------------------------------------------------------- Lemma C.3 (L3840-L3852)


def smoothed_cos_product_neglog(lam_sigma: np.ndarray, d: int, seed: int, lattice: np.ndarray | None = None,
                                dense: bool = False) -> float:
    """-log prod_{i, j in [d]} |cos(lambda_i <x, (Theta_i)_{:,j}>)| for smoothed heads Theta_i = Theta'_i + N(0,
    sigma^2/d) entrywise and a fixed x in {+-1}^d (T = [d], the largest T: every |cos| <= 1).

    ``lam_sigma[i] = lambda_i sigma``. Exact law (not a model of it): <x, (Theta_i)_{:,j}> = <x, (Theta'_i)_{:,j}>
    + sigma g_ij with g_ij i.i.d. N(0, 1), since ||x||^2 = d. ``lattice[i, j] = n_ij`` in Z places the
    deterministic part on the lattice lambda_i <x, (Theta'_i)_{:,j}> = 2 pi n_ij (Theta'_{:,j} = 2 pi n_ij x/(lambda_i
    d), column norm 2 pi |n_ij|/(lambda_i sqrt d)); None: Theta' = 0. ``dense``: build each Theta_i (d x d) and
    x explicitly (small d only; the same value in law, used by tests)."""
    rng = np.random.default_rng(seed)
    m = lam_sigma.size
    if dense:
        x = rng.choice([-1.0, 1.0], d)
        g = np.stack([x @ rng.normal(size=(d, d)) / np.sqrt(d) for _ in range(m)])  # <x, N(0, 1/d) columns>
    else:
        g = rng.standard_normal((m, d))
    t = lam_sigma[:, None] * g
    if lattice is not None:
        t = t + 2 * np.pi * lattice
        t = np.remainder(t + np.pi, 2 * np.pi) - np.pi  # |cos| is 2 pi periodic: reduce exactly to (-pi, pi]
    s = np.sin(t / 2)
    c = 1 - 2 * s * s  # cos t, accurate near t = 0 through sin^2(t/2)
    small = np.abs(t) < 0.5
    out = np.where(small, -np.log1p(-2 * s * s), -np.log(np.abs(c)))
    return float(out.sum())


# ------------------------------------------------------------------------------------ Lemma 3.9 (softmax stability)


def softmax_diff_inf_wide(a: np.ndarray, b: np.ndarray) -> float:
    """||softmax(a) - softmax(b)||_inf in float64 for entries spread over any range (b - a up to 1e9 included):
    s_i(a) - s_i(b) = s_i(a) (1 - e^{D_i}) with D_i = (b_i - a_i) - (lse(b) - lse(a)); each term is formed in log
    space as (a_i - lse(a)) + log|expm1(D_i)| (no overflow of expm1(b - a), no cancellation). May underflow to 0."""
    from scipy.special import logsumexp

    a, b = np.asarray(a, float), np.asarray(b, float)
    la, lb = logsumexp(a), logsumexp(b)
    D = (b - a) - (lb - la)
    with np.errstate(divide="ignore", over="ignore"):
        # log|e^D - 1| = D + log(1 - e^{-D}) for D > 0 (no overflow), log(1 - e^D) for D <= 0
        Dp = np.maximum(D, 0.0)
        logabs = np.where(D > 0, Dp + np.log(-np.expm1(-Dp)), np.log(-np.expm1(np.minimum(D, 0.0))))
        logs = (a - la) + logabs
    return float(np.exp(logs.max()))


def softmax_diff_inf_wide_mp(a: np.ndarray, b: np.ndarray, dps: int = 50) -> mpmath.mpf:
    """The same number at ``dps`` significant digits plus the digits of max |a|, |b| (inputs converted exactly);
    mpmath's exponent range is unbounded, so e^{a_i - lse(a)} never underflows."""
    dps = dps + int(math.log10(1.0 + float(np.abs(np.r_[a, b]).max())))
    with mpmath.workdps(dps):
        ma, mb = [mpmath.mpf(float(x)) for x in a], [mpmath.mpf(float(x)) for x in b]

        def lse(v: list) -> mpmath.mpf:
            t = max(v)
            return t + mpmath.log(mpmath.fsum(mpmath.exp(x - t) for x in v))

        la, lb = lse(ma), lse(mb)
        return max(mpmath.exp(x - la) * abs(mpmath.expm1((y - x) - (lb - la))) for x, y in zip(ma, mb, strict=True))


def _log_binom_upper(n: int, k: int) -> float:
    """log P[K >= k] for K ~ Bin(n, 1/2), exact in log space at any depth (a log-sum-exp of the pmf from k on; the
    terms fall geometrically past the mean, so the sum stops once they are below 1e-18 of the first)."""
    from scipy.special import gammaln, logsumexp

    if k <= 0:
        return 0.0
    if k > n:
        return -math.inf
    if k <= n / 2 + 8 * math.sqrt(n):  # not a deep tail: scipy's survival function is accurate here
        from scipy import stats

        return float(np.log(stats.binom.sf(k - 1, n, 0.5)))
    lg = gammaln(n + 1) - n * math.log(2)
    out, j, step = -math.inf, k, 4096
    while j <= n:
        js = np.arange(j, min(n, j + step - 1) + 1, dtype=float)
        lp = lg - gammaln(js + 1) - gammaln(n - js + 1)
        out = float(logsumexp([out, logsumexp(lp)]))
        if lp[-1] < out - 42.0:
            break
        j += step
    return out


def log_lazy_rademacher_tail(n: int, p: float, s: float) -> float:
    """log P[S > s] for S as in :func:`lazy_rademacher_tail`, exact in log space at any depth (the FFT path loses
    tails below ~1e-12): p = 1 through :func:`_log_binom_upper`; p < 1 through the mixture S = 2K - N, N ~ Bin(n, p),
    K | N ~ Bin(N, 1/2), summed over N within 14 standard deviations of n p (the rest weighs < 1e-40)."""
    from scipy import stats
    from scipy.special import logsumexp

    if p == 1.0:
        return _log_binom_upper(n, math.floor((s + n) / 2) + 1)  # 2K - n > s <=> K >= floor((s + n)/2) + 1
    sd = math.sqrt(n * p * (1 - p))
    lo, hi = max(0, int(n * p - 14 * sd) - 1), min(n, int(n * p + 14 * sd) + 2)
    N = np.arange(lo, hi + 1)
    k = np.floor((s + N) / 2) + 1
    with np.errstate(divide="ignore"):
        lt = np.log(stats.binom.sf(k - 1, N, 0.5))
    deep = ~(lt > -600.0) & (k <= N)  # underflowed or near it: exact log-sum per N
    idx = np.flatnonzero(deep)
    if idx.size > 3000:
        raise ValueError(f"{idx.size} deep binomial tails in the mixture (cap 3000)")
    for i in idx:
        lt[i] = _log_binom_upper(int(N[i]), int(k[i]))
    tot = stats.binom.logpmf(N, n, p) + lt
    j = int(np.argmax(tot))
    if N.size > 1 and (j == 0 or j == N.size - 1) and (lo > 0 or j == 0) and (hi < n or j == N.size - 1):
        raise ValueError("the mixture's largest term sits at the edge of its window")
    return float(logsumexp(tot))
