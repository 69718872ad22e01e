# Auditor B, round 20: mhgd.display.cor2-test-loss-rate and mhgd.display.sec5.1-cor2-rate (own arithmetic from the paper).
# Cor. 2 (seed 004 L187-L191): eta <= 1 ^ 1/rho(K) ^ 4 B^2/(gamma^2 log(1+e^B)), rho(K) >~ d^{9/2} T^{3/2} R^{13} g0^4,
# g0 = (2B + log K)/gamma; train <= 2/K + 5(2B + log K)^2/(4 gamma^2 eta K); gap <= 17 (2B + log K)^2/(gamma^2 eta n).
# Prop. 2 / (7) (L229-L237): B_Phi = T R (S+P) sqrt(2 log(n/delta)), gamma = gamma*/2, R = sqrt(S^2 + Z^2 + 2 Z_nu/M).
from mpmath import mp, mpf, log, sqrt, exp
mp.dps = 50

def cor2(K, n, B, gam, d, T, R, c_rho=1):
    g0 = (2*B + log(K))/gam
    rho = c_rho*d**mpf(4.5)*T**mpf(1.5)*R**13*g0**4
    # log(1+e^B) computed stably
    l1pe = B + log(1 + exp(-B))
    eta = min(mpf(1), 1/rho, 4*B**2/(gam**2*l1pe))
    train = 2/mpf(K) + 5*(2*B + log(K))**2/(4*gam**2*eta*K)
    gap = 17*(2*B + log(K))**2/(gam**2*eta*n)
    return train, gap, eta

def gamma_star(T, zeta, S, M, P=0, Z=0, Zbar=0, Zmu=0):
    num = T*(1-zeta)*zeta*(zeta*S**4 - 7*Zbar*S**2 - 12*Zbar**2 - 16*Zbar**3/S**2) - P*T**mpf(2.5)*(S+Z)**3 \
          + S*sqrt(T)*(zeta - 2*(1-zeta)*Zmu/S**2)/sqrt(2)
    return num/(4*sqrt(2)*(M+1))

print('--- cor2-test-loss-rate: B_Phi = gamma = d = T = R = 1, K = n, largest admissible eta (rho constant 1 and 1e-3)')
for c in (1, mpf('1e-3')):
    for n in (mpf(10)**2, mpf(10)**4, mpf(10)**8, mpf(10)**16, mpf(10)**30):
        tr, gp, eta = cor2(n, n, mpf(1), mpf(1), 1, 1, 1, c)
        print(f'  c_rho={float(c):g} n=1e{int(mp.log10(n))}: eta={float(eta):.3e}  n*(train bound + gap bound) = {float(n*(tr+gp)):.4g}  '
              f'/(2+log n)^6 = {float(n*(tr+gp)/(2+log(n))**6):.3f}')

print('--- sec5.1-cor2-rate: noise free, P = 0, T = 10, |R| = 1 (zeta = 0.1), M = 2, R = S, delta = 0.1, K = n = 1e6')
T, zeta, M, delta, n = 10, mpf('0.1'), 2, mpf('0.1'), mpf(10)**6
for d in (1, 4, 1000):
    for S in (mpf(1), mpf(10), mpf(100), mpf(1000)):
        gs = gamma_star(T, zeta, S, M)
        B = T*S*S*sqrt(2*log(n/delta))
        tr, gp, eta = cor2(n, n, B, gs/2, d, T, S)
        print(f'  d={d:5d} S={float(S):6g}: gamma*={float(gs):.4g}  n gamma*^2 x train bound = {float(n*gs**2*tr):.3e}  '
              f'n gamma*^2 x gap bound = {float(n*gs**2*gp):.3e}')
