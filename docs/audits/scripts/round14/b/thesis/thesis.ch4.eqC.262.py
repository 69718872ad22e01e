"""(C.262) L6537-L6539: P((1/n) sum Gp_i >= t) <= exp(-n theta t + C17 n theta^2 (tau^4 D_2)^2), every theta > 0,
(read with Gp'_i = y_i S_2(x_i)(v,v) - E[...], the variable the paragraph defines). Minimised over theta:
P <= exp(-n t^2/(4 C17 S^2)), S = tau^4 D_2 (a fixed number of the instance). Instance as in my (C.260) script:
x ~ 0.5 N(e1, I2) + 0.5 N(0, I2), K = 1, w* = e1, sigmoid, v = e2: Gp' = y (x2^2 - 1), x2 indep. of y.
Rigorous lower bound of P: one big jump P(Gp'_1 >= 2 n t) x Cantelli for the other n - 1 (sum >= -n t).
Bernstein reading: exact Chernoff exponent Lambda*(t) (M(theta) = 1 - p1 + p1 e^-theta (1 - 2 theta)^-1/2)."""
import mpmath as mp
mp.mp.dps = 40
sig = lambda x: 1 / (1 + mp.e ** (-x))
pdf = lambda x: mp.e ** (-x * x / 2) / mp.sqrt(2 * mp.pi)
p1 = mp.quad(lambda x1: sig(x1) * (pdf(x1 - 1) + pdf(x1)) / 2, [-mp.inf, 0, mp.inf])
var = p1 * 2                       # E[(y (Z^2 - 1))^2] = p1 E(Z^2 - 1)^2 = 2 p1
tail = lambda u: p1 * mp.erfc(mp.sqrt(1 + u) / mp.sqrt(2))   # P(Gp' >= u) = p1 P(|Z| >= sqrt(1+u))
print(f"p1 = {mp.nstr(p1, 6)}, Var(Gp') = {mp.nstr(var, 6)}")
print("printed (any theta): needs n t^2 / (-log P) <= 4 C17 S^2 for one constant; lower bound of P ->")
for n in (1, 10, 100):
    for t in (10, 100, 1000, 10000):
        pjump = tail(2 * n * t) if n > 1 else tail(t)
        cant = 1 if n == 1 else (n * t) ** 2 / ((n - 1) * var + (n * t) ** 2)
        P = pjump * cant
        print(f"  n={n:3d} t={t:5d}: -log P <= {mp.nstr(-mp.log(P), 6):>10}  =>  4 C17 S^2 >= n t^2/(-log P) = {mp.nstr(n * t * t / -mp.log(P), 5)}")
print("Bernstein reading: Chernoff P <= exp(-n Lambda*(t)); ratio t^2/Lambda*(t) vs max(1, t) (S fixed)")
def Lstar(t):
    f = lambda th: -(th * t - mp.log(1 - p1 + p1 * mp.e ** (-th) / mp.sqrt(1 - 2 * th)))
    best = None
    for th0 in [mp.mpf(k) / 200 for k in range(1, 100)]:
        v = -f(th0)
        if best is None or v > best: best = v
    return best
for t in (0.01, 0.1, 1, 10, 100, 1000):
    L = Lstar(mp.mpf(t))
    print(f"  t={t:7}: Lambda*(t) = {mp.nstr(L, 6)}, t^2/Lambda* = {mp.nstr(t * t / L, 5)}, / max(1, t) = {mp.nstr(t * t / L / max(1, t), 4)}")
