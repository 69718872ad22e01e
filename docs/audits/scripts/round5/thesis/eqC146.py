"""Audit thesis.ch4.eqC.146-moment: seed 003 L5942. mpmath; d = L = 1."""
import mpmath as mp
mp.mp.dps = 30
for mu, S in [(0, mp.mpf(1) / 4), (0, mp.mpf(1) / 100), (1, mp.mpf(1) / 4), (0, mp.mpf(4))]:
    s = mp.sqrt(S)
    E3 = mp.quad(lambda x: abs(x) ** 3 * mp.npdf(x, mu, s), [-mp.inf, mu, mp.inf])
    printed = mp.sqrt((abs(mu) + S) ** 2) * mp.sqrt(3 * (abs(mu) + S) ** 4)
    fixed = mp.sqrt((abs(mu) + s) ** 2) * mp.sqrt(3 * (abs(mu) + s) ** 4)
    print(f"mu={mu} Sigma={mp.nstr(S,4)}: E|x|^3={mp.nstr(E3,6)} printed bound={mp.nstr(printed,6)} holds={E3 <= printed}; with Sigma^(1/2): {mp.nstr(fixed,6)} holds={E3 <= fixed}")
