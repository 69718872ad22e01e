# Audit chenli.corB.3 (seed 000 L3722-L3726; setting L3594-L3622). Own computation (mpmath closed form of the Fejer tail), no repo code.
# zeta_j iid, char. fn max(0,1-|l|)  => density (1-cos x)/(pi x^2);  P[|zeta|>T] = (2/pi) int_T^inf (1-cos x)/x^2 dx
#   = (2/pi) [ 1/T - cos(T)/T + (pi/2 - Si(T)) ]   (int_T^inf cos x/x^2 = cos T/T - int_T^inf sin x/x).
from mpmath import mp, mpf, cos, pi, si, quad, inf
import numpy as np
mp.dps = 40
def tail(T): return (2/pi)*(1/T - cos(T)/T + (pi/2 - si(T)))
# sanity: closed form vs quadrature
T0 = mpf(7); print("tail(7): closed", mp.nstr(tail(T0), 15), " quad", mp.nstr(2*quad(lambda x: (1-cos(x))/(pi*x**2), [T0] + [T0+k*pi for k in range(1, 3000)] + [inf]), 8))
# instance: S = sum_i X_i with X_1 = c*(xi_1, ..., xi_m) Rademacher, c = Delta/4 (mean zero, |S_j| = Delta/4 < Delta/2), so P[S in R] = 1
# R = [-Delta/2, Delta/2]^m; R_bar = R widened by delta/eta; S~ = S + delta*zeta.
# S~ in R_bar iff |S_j + delta zeta_j| <= Delta/2 + delta/eta for all j. Lower/upper bound P[S~ in R_bar] using |S_j| = Delta/4:
def check(m, eta, delta, Delta):
    c = Delta/4
    # each coordinate: S_j = +-c, symmetric zeta: P[|c + delta zeta| <= Delta/2 + delta/eta] = 1 - P[zeta > (Delta/2 + delta/eta - c)/delta] - P[zeta < -(Delta/2 + delta/eta + c)/delta]
    A = (Delta/2 + delta/eta - c)/delta; B = (Delta/2 + delta/eta + c)/delta
    p_in = 1 - tail(A)/2 - tail(B)/2
    PbarR = p_in**m
    excess = 1 - PbarR           # P[S in R] - P[S~ in R_bar]
    return excess
for m in [1, 2, 3, 10, 100]:
    e = check(m, mpf('0.01'), mpf(1), mpf('1e-4'))
    print(f"m={m}, eta=0.01, delta=1, Delta=1e-4: P[S in R] - P[S~ in R_bar] = {mp.nstr(e, 8)}  vs eta = 0.01  -> {'VIOLATED' if e > mpf('0.01') else 'ok'};  excess/(m eta) = {mp.nstr(e/(m*mpf('0.01')), 5)}")
for eta in [mpf('0.1'), mpf('0.001')]:
    e = check(2, eta, mpf(1), mpf('1e-4'))
    print(f"m=2, eta={eta}: excess = {mp.nstr(e, 8)} vs eta -> {'VIOLATED' if e > eta else 'ok'}")
# lower half by symmetry: S = c xi with R placed so S is never in R_under's complement? Use m=2: P[S~ in R_under] - eta <= P[S in R]:
# take R with P[S in R] = 0 but R_under nonempty and catching S~: S = 0 outside R? Skip -- the upper half already falsifies the display.
# corrected: excess <= m * tail(1/eta) <= 4 m eta / pi ?
print("tail(1/eta)/eta at eta = 0.5, 0.1, 0.01, 1e-4:", [mp.nstr(tail(1/e)/e, 6) for e in [mpf('0.5'), mpf('0.1'), mpf('0.01'), mpf('1e-4')]], " 4/pi =", mp.nstr(4/pi, 6))
