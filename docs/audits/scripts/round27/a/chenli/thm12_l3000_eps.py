"""Auditor A r27: chenli.display.thm1.2-l3000-eps (seed 000 L2998-L3002, proof of Theorem 1.2, fourth stage):
eps := kd^{-cm} * O~(m lambda^{-1} log k + log(d/delta) + log log ||Theta_1||_F)^{1/2} <= (kd)^{-c'm}, 0 < c' < c,
delta in (0,1) any failure probability (Theorem 1.2, L126). Own mpmath; both readings of 'kd^{-cm}'."""
import mpmath as mp
mp.mp.dps = 40

def ratio(k, d, m, lam, F, c, cp, L, C=1, read="(kd)"):   # L = log(1/delta)
    pre = mp.mpf(k * d) ** (-c * m) if read == "(kd)" else k * mp.mpf(d) ** (-c * m)
    br = m / lam * mp.log(k) + mp.log(d) + L + mp.log(mp.log(F))
    return C * pre * mp.sqrt(br) / mp.mpf(k * d) ** (-cp * m)

def hyps(k, d, m, lam, F):
    lamp = 1 / mp.mpf(d) ** 0.25            # Assumption 10: lambda' <= 1/r_Theta, r_Theta <= d^{1/4}
    return (0 < lam < 1) and k >= 2 and m >= 1 and m <= k and 10 * mp.log(k * d / mp.sqrt(lamp)) <= F <= (k * d) ** m

for read in ("(kd)", "k*d"):
    print(f"== reading kd^(-cm) = {read}^(-cm) ==")
    for (k, d, m, lam, c, cp, C) in [(2, 2**10, 1, 0.5, 1, 0.5, 1), (2, 2**10, 1, 0.5, 1, 0.5, 0.01), (2, 2**20, 2, 0.9, 10, 9.9, 1),
                                     (4, 2**30, 3, 0.5, 100, 1, 0.01)]:
        F = mp.mpf(k * d)
        assert hyps(k, d, m, lam, F)
        row = [f"delta=1/2: {mp.nstr(ratio(k, d, m, lam, F, c, cp, mp.log(2), C, read), 4)}"]
        # threshold log(1/delta) where ratio = 1
        A = ratio(k, d, m, lam, F, c, cp, 0, C, read) / mp.sqrt(m / lam * mp.log(k) + mp.log(d) + mp.log(mp.log(F)))
        Lstar = max(1 / A ** 2 - (m / lam * mp.log(k) + mp.log(d) + mp.log(mp.log(F))), 0)   # ratio = A sqrt(b + L)
        for L in (mp.mpf(10) ** 2, mp.mpf(10) ** 8, mp.mpf(10) ** 16, mp.mpf(10) ** 100, mp.mpf(10) ** 1000):
            row.append(f"log(1/delta)={mp.nstr(L, 3)}: {mp.nstr(ratio(k, d, m, lam, F, c, cp, L, C, read), 4)}")
        print(f"k={k} d=2^{int(mp.log(d, 2))} m={m} lam={lam} c={c} c'={cp} O~const={C}: crosses 1 at log(1/delta)={mp.nstr(Lstar, 5)} | " + "; ".join(row))

print("== reading: delta >= exp(-(kd)^{c'' m}) with c'' < 2(c - c'): ratio at that end -> 0 as d grows ==")
for (c, cp, cpp) in [(1, 0.5, 0.5), (1, 0.5, 0.9)]:
    row = []
    for e in (10, 20, 40, 80):
        k, d, m, lam = 2, mp.mpf(2) ** e, 1, 0.5
        L = (k * d) ** (cpp * m)
        row.append(f"d=2^{e}: {mp.nstr(ratio(k, d, m, lam, k * d, c, cp, L), 4)}")
    print(f"c={c} c'={cp} c''={cpp}: " + "; ".join(row))
