"""Audit thesis.ch4.eqC.254-last / eqC.261-last: S(x) = 1 + sum_{p>=2} (e x)^p / p^p, x = theta tau^6 sqrt(D2 D4)
(resp. theta tau^4 D2), against 1 + x^2 (the printed last side; tau^12 D2 D4 theta^2 = x^2). mpmath, 60 digits."""
import mpmath as mp
mp.mp.dps = 60

def S(x):
    x = mp.mpf(x)
    return 1 + mp.nsum(lambda p: (mp.e * x) ** p / p ** p, [2, mp.inf])

for x in [0.1, 1, 3, 10, 30, 100, 300]:
    r = S(x) / (1 + mp.mpf(x) ** 2)
    print(f"x={x}: S={mp.nstr(S(x), 6)}  S/(1+x^2)={mp.nstr(r, 6)}  log S / x = {mp.nstr(mp.log(S(x))/x, 5)}")
# bounded range (the (C.193)-type condition, any x <= X0): sup of the ratio is finite
for X0 in [27 / (8 * mp.e), 1, 3]:
    xs = [X0 * k / 400 for k in range(1, 401)]
    print(f"sup_(x<=X0={mp.nstr(X0,4)}) S/(1+x^2) = {mp.nstr(max(S(x)/(1+x*x) for x in xs), 6)}")
