"""Audit mhgd.display.lemma18-proof: seed 004 L1486-L1510. mpmath, each link of the chain separately."""
import mpmath as mp
mp.mp.dps = 40
def links(T, L, A, B, eps, Gamma, r):
    assert all(r[i] >= A for i in range(L)) and all(r[i] <= B for i in range(L, T)) and A > 2 * B and eps > 0
    C = mp.mpf(T) / L - 1
    thr = 2 / A * mp.log(C / eps)
    assert Gamma >= thr, (Gamma, thr)
    D = sum(mp.e ** (Gamma * x) for x in r)
    a = [mp.e ** (Gamma * x) / D for x in r]
    out = {"threshold": thr, "D>=L e^{GA}": D >= L * mp.e ** (Gamma * A),
           "e^{GA/2}>=C/eps": mp.e ** (Gamma * A / 2) >= C / eps, "tail": sum(a[L:]), "eps": eps}
    for i in range(L, T):
        c = [a[i], mp.e ** (Gamma * B) / D, mp.e ** (Gamma * B) / (L * mp.e ** (Gamma * A)),
             1 / (L * mp.e ** (Gamma * (A - B))), 1 / (L * mp.e ** (Gamma * A / 2)), eps / (T - L)]
        out[f"i={i+1} chain"] = [mp.nstr(x, 6) for x in c]
        out[f"i={i+1} links ok"] = [c[k] <= c[k + 1] * (1 + mp.mpf(10) ** -30) for k in range(5)]
    return out
A = mp.mpf('0.001'); B = mp.mpf(0); eps = mp.mpf(10)
G = 2 / A * mp.log((mp.mpf(3) - 1) / eps)
for k, v in links(3, 1, A, B, eps, G, [A, B, B - mp.mpf('0.001')]).items():
    print("search:", k, v if not isinstance(v, mp.mpf) else mp.nstr(v, 8))
for k, v in links(2, 1, mp.mpf(-1), mp.mpf(-1), mp.mpf('0.1'), mp.mpf(0), [mp.mpf(-1), mp.mpf(-1)]).items():
    print("hand:", k, v if not isinstance(v, mp.mpf) else mp.nstr(v, 8))
