"""Auditor B, round 28: thesis (A.197)/(B.217) under the reading E[theta^i] = E[theta | lucky].

Printed (seed 003 L3560-L3563; twin L4935-L4939): theta^i = angle between V(0) and W_O(i,:)^(0), W_O rows
uniform directions on the (m_a-1)-sphere (Gaussian init), lucky set W(0) = {i : W_O(i) V(0) > 0} (A.8);
|(1/|W|) sum_{i in W} theta^i - E theta^i| <= sqrt(log N / m) with probability >= 1 - N^{-10}.
Own model: only the directions matter (rotation invariance), so u_i = cos(theta_i) has density
prop. (1-u^2)^{(m_a-3)/2} on [-1,1], i.e. u = 2 Beta((m_a-1)/2, (m_a-1)/2) - 1; lucky <=> u > 0.
No repository code.
"""
import numpy as np
from scipy import integrate, stats, optimize

rng = np.random.default_rng(20261202)


def lucky_moments(ma):
    w = lambda th: np.sin(th) ** (ma - 2)
    Z = integrate.quad(w, 0, np.pi / 2)[0]
    mu = integrate.quad(lambda th: th * w(th), 0, np.pi / 2)[0] / Z
    v = integrate.quad(lambda th: (th - mu) ** 2 * w(th), 0, np.pi / 2)[0] / Z
    return mu, v, Z


def mc(ma, N, m, trials, chunk=2000):
    mu, v, _ = lucky_moments(ma)
    t = np.sqrt(np.log(N) / m)
    fail = 0
    fail_lit = 0
    done = 0
    a = (ma - 1) / 2
    while done < trials:
        k = min(chunk, trials - done)
        u = 2 * rng.beta(a, a, size=(k, m)) - 1
        th = np.arccos(u)
        luck = u > 0
        n = luck.sum(1)
        mean = (th * luck).sum(1) / n
        fail += int(np.sum(np.abs(mean - mu) > t))
        fail_lit += int(np.sum(np.abs(mean - 0.0) > t))
        done += k
    return fail, fail_lit, t, mu


def wilson(k, n, z=3.0):
    p = k / n
    den = 1 + z * z / n
    c = (p + z * z / (2 * n)) / den
    h = z * np.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / den
    return c - h, c + h


def check_direct(ma, m, trials=200):
    """Second path: Gaussian rows W_O ~ N(0, xi^2/m_a I), a random V, lucky by sign -- same statistic."""
    mu, _, _ = lucky_moments(ma)
    devs = []
    for _ in range(trials):
        W = rng.normal(0, 0.01 / np.sqrt(ma), size=(m, ma))
        V = rng.normal(size=ma)
        c = W @ V / np.linalg.norm(W, axis=1) / np.linalg.norm(V)
        L = c > 0
        devs.append(np.arccos(c[L]).mean() - mu)
    return np.mean(devs), np.std(devs)


def log_tail_LR(ma, n, t):
    """log P(|mean of n iid theta|lucky - mu| > t) by Lugannani-Rice saddle point (both tails)."""
    _, _, Z = lucky_moments(ma)
    mu, _, _ = lucky_moments(ma)
    w = lambda th: np.sin(th) ** (ma - 2) / Z

    def K(s):  # cumulant generating function of theta - mu
        return np.log(integrate.quad(lambda th: np.exp(s * (th - mu)) * w(th), 0, np.pi / 2)[0])

    def K1(s):
        num = integrate.quad(lambda th: (th - mu) * np.exp(s * (th - mu)) * w(th), 0, np.pi / 2)[0]
        return num / np.exp(K(s))

    def K2(s):
        e = np.exp(K(s))
        m2 = integrate.quad(lambda th: (th - mu) ** 2 * np.exp(s * (th - mu)) * w(th), 0, np.pi / 2)[0] / e
        return m2 - K1(s) ** 2

    tot = 0.0
    for sign in (+1, -1):
        x = sign * t
        s = optimize.brentq(lambda s: K1(s) - x, -200, 200) if True else None
        r = np.sign(s) * np.sqrt(2 * n * (s * x - K(s)))
        q = s * np.sqrt(n * K2(s))
        p = stats.norm.sf(abs(r)) + stats.norm.pdf(r) * (1 / q - 1 / r) * np.sign(s)
        # sign conventions: for the upper tail p = P(mean > x); for the lower tail symmetric form
        tot += abs(p)
    return np.log(tot)


if __name__ == "__main__":
    print("exact lucky moments: m_a, E[theta|lucky], sd[theta|lucky], 1/(4 var) (Gaussian N-exponent at n=m/2)")
    for ma in (3, 4, 6, 10, 20, 40, 100):
        mu, v, _ = lucky_moments(ma)
        print(f"  m_a={ma:3d}  mu={mu:.4f}  sd={np.sqrt(v):.4f}  1/(4var)={1/(4*v):.2f}")
    print("second path (Gaussian rows, random V): mean(dev), sd(dev) over 200 inits, m=400")
    for ma in (4, 10):
        print("  m_a", ma, check_direct(ma, 400))
    print("Monte Carlo failure rates P(|mean_lucky theta - E[theta|lucky]| > sqrt(log N/m)) vs N^-10")
    for (ma, N, m, T) in [(3, 2, 400, 20000), (4, 2, 400, 20000), (10, 2, 400, 20000), (20, 2, 400, 20000),
                          (4, 3, 400, 40000), (4, 4, 1000, 20000), (6, 4, 1000, 20000), (4, 10, 4000, 4000)]:
        f, fl, t, mu = mc(ma, N, m, T)
        lo, hi = wilson(f, T)
        print(f"  m_a={ma:3d} N={N:3d} m={m:5d} bound={t:.4f}  fail={f}/{T}={f/T:.4g} (3-sigma CI [{lo:.3g},{hi:.3g}])"
              f"  N^-10={N**-10.0:.3g}  literal(E=0) fail={fl}/{T}")
    print("saddle-point log-tail at n=m/2 vs -10 log N (large N; m = 100 M^2 log N, M = m_a-1)")
    for ma in (4, 10):
        for N in (2, 4, 100, 10**4, 10**8):
            M = ma - 1
            m = int(100 * M * M * np.log(N))
            t = np.sqrt(np.log(N) / m)
            lp = log_tail_LR(ma, m // 2, t)
            print(f"  m_a={ma} N={N:.0e} m={m} log P_fail={lp:.2f}  log N^-10={-10*np.log(N):.2f}  exponent={-lp/np.log(N):.2f}")
