# Audit chenli.display.lemmaB.2-density (seed 000 L3718): density of zeta_j = (1/2pi) int max(0,1-|l|) e^{-ilx} dl printed as (1-|cos x|)/(pi x^2).
from mpmath import mp, mpf, quad, cos, pi, inf, exp, mpc
mp.dps = 30
def fourier(x):  # (1/2pi) int_{-1}^{1} (1-|l|) e^{-ilx} dl, numerically
    return quad(lambda l: (1-abs(l))*cos(l*x), [-1, 0, 1])/(2*pi)
for x in [mpf('0.5'), mpf(2), mpf(3), mpf(10)]:
    print(f"x={x}: inversion integral {mp.nstr(fourier(x),12)}  (1-cos x)/(pi x^2) {mp.nstr((1-cos(x))/(pi*x**2),12)}  printed (1-|cos x|)/(pi x^2) {mp.nstr((1-abs(cos(x)))/(pi*x**2),12)}")
tot_printed = 2*quad(lambda x: (1-abs(cos(x)))/(pi*x**2), [0] + [k*pi/2 for k in range(1, 400)] + [inf])
tot_fejer = 2*quad(lambda x: (1-cos(x))/(pi*x**2), [0] + [k*pi for k in range(1, 200)] + [inf])
print("total mass: printed", mp.nstr(tot_printed, 10), " Fejer", mp.nstr(tot_fejer, 10))
# Lemma B.2 (tail <~ eta) under the correct density: P[|zeta|>1/eta] / eta
for eta in [mpf('0.5'), mpf('0.1'), mpf('0.01'), mpf('0.001')]:
    T = 1/eta
    tail = 2*quad(lambda x: (1-cos(x))/(pi*x**2), [T] + [T + k*pi for k in range(1, 400)] + [inf])
    print(f"eta={eta}: P[|zeta|>1/eta]/eta = {mp.nstr(tail/eta, 8)} (2/pi = {mp.nstr(2/pi, 8)})")
