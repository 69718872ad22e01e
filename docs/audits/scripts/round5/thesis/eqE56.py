"""Audit thesis.ch6.eqE.56: seed 003 L8191-L8199. mpmath. bound_t(gam) = ((2-a)/a) exp(-(h sum_{b<t} gam_b)^2), h = eta*Delta_T."""
import mpmath as mp
mp.mp.dps = 30
def bound(a, h, gam, t):
    return (2 - a) / a * mp.e ** (-(h * sum(gam[:t])) ** 2)
def check(a, h, gam):
    T = len(gam) - 1
    ok_hyp = all(gam[t] <= bound(a, h, gam, t) for t in range(T + 1)) and all(0 < g <= 1 for g in gam)
    mid = (2 - a) / a * mp.e ** (-(h * sum(gam[:T - 1])) ** 2) * mp.e ** (-h**2 * (2 * gam[T - 1] * sum(gam[:T - 1]) + gam[T - 1] ** 2))
    last = gam[T - 1] * mp.e ** (-h**2 * (2 * gam[T - 1] * sum(gam[:T - 1]) + gam[T - 1] ** 2))
    print(f"alpha={a} h={h} gam={[mp.nstr(g, 8) for g in gam]}: hyp ok={ok_hyp}; first bound={mp.nstr(bound(a, h, gam, T), 10)} "
          f"= middle {mp.nstr(mid, 10)}; last line={mp.nstr(last, 10)}; gamma_T <= last? {gam[T] <= last}")
a, h = mp.mpf(1), mp.mpf(1)
g = [mp.mpf(1), mp.mpf('0.01')]; g.append(bound(a, h, g, 2)); check(a, h, g)
a, h = mp.mpf(2) / 3, mp.mpf('1e-3')
g = [mp.mpf('0.5')]; g.append(min(1, bound(a, h, g, 1)) * mp.mpf('0.99999975')); check(a, h, g)
# reading (E.57): every gamma_t at its bound -> the '=' is an identity
a, h = mp.mpf('0.7'), mp.mpf('0.8')
g = []
for t in range(5):
    g.append(bound(a, h, g, t) if t else mp.mpf(1))
check(a, h, g[:])
