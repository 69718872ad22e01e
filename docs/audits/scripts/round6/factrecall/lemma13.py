"""Audit factrecall.lemma13 (seed 002 L1687-L1693): ||f||_q <= (q-1)^{p/2} ||f||_2, no range of q printed.
f(sphere pts, x) = x_1 (degree p = 1, k = 1 sphere factor unused, m = 1 Gaussian): E|g|^q = 2^{q/2} Gamma((q+1)/2)/sqrt(pi)."""
import mpmath as mp
mp.mp.dps = 30
for q in [mp.mpf(1), mp.mpf("1.2"), mp.mpf("1.5"), mp.mpf("1.9"), mp.mpf(2), mp.mpf(3), mp.mpf(4)]:
    closed = (2 ** (q / 2) * mp.gamma((q + 1) / 2) / mp.sqrt(mp.pi)) ** (1 / q)
    quad = mp.quad(lambda x: abs(x) ** q * mp.npdf(x), [-mp.inf, 0, mp.inf]) ** (1 / q)
    rhs = (q - 1) ** mp.mpf("0.5") * 1  # ||f||_2 = 1
    print(f"q={mp.nstr(q,3)}: ||f||_q = {mp.nstr(quad,10)} (closed {mp.nstr(closed,10)}), (q-1)^(1/2)||f||_2 = {mp.nstr(rhs,10)}",
          "VIOLATED" if quad > rhs else "ok")
