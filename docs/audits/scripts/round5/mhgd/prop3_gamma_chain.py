"""Audit mhgd.display.prop3-gamma-chain: seed 004 L1546 (proof of Prop. 3), Prop. 3 at L279-L281.
mpmath; (a) the display's two sides; (b) Prop. 3's own conclusion (10) on a DM1 instance with Gamma_eps at its
(negative) printed threshold, built from explicit orthogonal vectors (no repo code)."""
import mpmath as mp
mp.mp.dps = 40
def chain(zeta, eps, S, Zmu):
    A = S**4 - S**2 * (2 * Zmu)
    Lg = mp.log((1 / zeta - 1) / eps)
    return 8 / (3 * S**4) * Lg, 2 / A * Lg, A
for zeta, eps, S, Zmu in [(mp.mpf(1) / 2, mp.mpf(10), mp.mpf(1), 0), (mp.mpf(1) / 2, mp.mpf(10), mp.mpf('0.01'), 0),
                          (mp.mpf(1) / 2, mp.mpf(10), mp.mpf(1), mp.mpf(1) / 16), (mp.mpf('0.9'), mp.mpf('0.5'), mp.mpf(1), 0)]:
    mid, right, A = chain(zeta, eps, S, Zmu)
    print(f"zeta={zeta} eps={eps} S={S} Zmu={Zmu}: A={mp.nstr(A,6)} (>=3/4 S^4: {A >= mp.mpf(3)/4*S**4}) "
          f"8/(3S^4)log={mp.nstr(mid,8)}  2/A log={mp.nstr(right,8)}  holds={mid >= right}")
# (b) Prop. 3 (10) on DM1: M = 1, S = 1, T = 10, |R| = 9 (zeta = 0.9), z_t = 0 (Z_mu = Z_nu = 0 <= S^2/8), y = +1.
import itertools
S = mp.mpf(1); M = 1; T = 10; R = 9; zeta = mp.mpf(R) / T; eps = mp.mpf('0.5')
mu_p = mp.matrix([S, 0, 0]); mu_m = mp.matrix([0, S, 0]); nu1 = mp.matrix([0, 0, S])
W = mu_p * mu_p.T + mu_m * mu_m.T + nu1 * (mu_p + mu_m).T          # (126) = W_star direction
Wopt = W / (S**2 * mp.sqrt(2 * (M + 1)))                           # (9) with W_star = (126)
Gam = 8 * mp.sqrt(2 * (M + 1)) / (3 * S**2) * mp.log((1 / zeta - 1) / eps)   # Prop. 3 threshold, taken with equality
X = [mu_p] * R + [nu1] * (T - R)
worst = 0
for t in range(T):
    sc = [(X[t].T * (Gam * Wopt) * X[s])[0] for s in range(T)]
    e = [mp.e ** v for v in sc]; Z = sum(e)
    tail = sum(e[R:]) / Z
    worst = max(worst, tail)
print(f"Prop.3 (10): zeta={zeta}, eps={eps}, Gamma_eps={mp.nstr(Gam,8)}: max_t tail = {mp.nstr(worst,8)} (<= eps? {worst <= eps})")
Gam2 = max(Gam, 0)
