"""Audit thesis.ch4.display.propertyC.4-claim-L5433 (seed 003 L5433; (C.45)-(C.48) L5431-L5447). mpmath quadrature.
Claim: int_{2|mu|+2s}^inf (t - 2s)^2 e^{-t^2/2} dt >= e^{-2|mu| s - 2 s^2 - k1 log s} (k1 > 3). Log of the ratio."""
import mpmath as mp
mp.mp.dps = 60
for mu, k1 in [(1, mp.mpf("3.5")), (mp.mpf("0.5"), 4), (0, mp.mpf("3.5"))]:
    row = []
    for s in [5, 10, 20, 40]:
        s = mp.mpf(s)
        lhs = mp.quad(lambda t: (t - 2 * s) ** 2 * mp.e ** (-t * t / 2), [2 * abs(mu) + 2 * s, 2 * abs(mu) + 2 * s + 1, mp.inf])
        rhs = mp.e ** (-2 * abs(mu) * s - 2 * s * s - k1 * mp.log(s))
        alt = mp.quad(lambda t: (t - 2 * s) ** 2 * mp.e ** (-t * t / 2), [abs(mu) + 2 * s, abs(mu) + 2 * s + 1, mp.inf])
        row.append(f"s={int(s)}: log(lhs/rhs)={mp.nstr(mp.log(lhs / rhs), 5)} [(C.46) limit |mu|+2s: {mp.nstr(mp.log(alt / rhs), 5)}]")
    print(f"mu={mu} k1={k1}: " + "; ".join(row))
