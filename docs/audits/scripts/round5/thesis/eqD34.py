"""Audit thesis.ch5.eqD.34-first-line / -second-line: seed 003 L6912-L6916. mpmath, logs."""
import mpmath as mp
mp.mp.dps = 40
def lines(i, t, eps):
    i, t, eps = mp.mpf(i), mp.mpf(t), mp.mpf(eps)
    ei2 = mp.sqrt(t**2 + 1) / t ** (1 - i) * eps**2
    Q1 = 1 / ei2 * mp.sqrt(t**2 + 1) / t ** (1 - i); Q2 = 1 / ei2 * mp.sqrt(t**2 + 1) / t ** (2 - i)
    s1 = mp.sqrt(mp.log(Q1)) / (10 * mp.sqrt(i)); s2 = mp.sqrt(mp.log(Q2)) / (10 * mp.sqrt(i))
    th = 1 + s1
    lhs = i * (mp.log(th) - 100 * th**2)
    first = i * (mp.log(1 + s1) - 100 - 200 * s2 - 100 * mp.log(Q2) / (100 * i))
    second = mp.log(ei2 * t ** (1 - i) / mp.sqrt(t**2 + 1)) - 100 * i + mp.log(1 + s1) - 200 * s1
    second_fixed = mp.log(ei2 * t ** (1 - i) / mp.sqrt(t**2 + 1)) - 100 * i + i * (mp.log(1 + s1) - 200 * s1)
    end = mp.log(ei2 / mp.mpf(100000) ** i * t ** (1 - i) / mp.sqrt(t**2 + 1))
    return lhs, first, second, second_fixed, end
for i, t, eps in [(2, 0.5, 0.1), (3, 0.5, 0.01), (1, 0.3, 0.1), (2, 1, 0.1)]:
    l, f, s, sf, e = lines(i, t, eps)
    print(f"i={i} t={t} eps={eps}: log lhs={mp.nstr(l,8)} first line={mp.nstr(f,8)} second line={mp.nstr(s,8)} "
          f"(with power i: {mp.nstr(sf,8)}) end={mp.nstr(e,8)} end holds={l <= e}")
