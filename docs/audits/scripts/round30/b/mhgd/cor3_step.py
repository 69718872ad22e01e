# Auditor B, round 30: mhgd.display.cor3-proof-applies-thm3 (seed 004 L973-L997, Corollary 3's proof, App. B.5)
# L985: "According to Assumption 2 ... there exists theta^(eps) with L^(theta^(eps)) <= eps and ||theta^(eps) - theta_0|| = g0(eps)";
# L997: "The desired result is obtained by Theorem 1" (Theorem 3, L930-L938, applied at theta = theta^(1/K)).
# Own instance (not the helper's T = 1): T = 2, d = 1, R = 1, n = 1, X = (1, 1)^T, y = +1, theta_0 = 0, K = 1.
# Model (2)/(61): Phi~ = (1/sqrt H) sum_h <U_h, softmax(X W_h X^T) X>; X W X^T = W J, so softmax rows are uniform for every W
# and Phi~ = (1/sqrt H) sum_h (u_h1 + u_h2); logistic loss.
import mpmath as mp
mp.mp.dps = 40
T, d, R, K = 2, 1, 1, 1
def a(eps):                       # margin needed for loss <= eps
    return -mp.log(mp.e**eps - 1) if eps < mp.log(2) else mp.mpf(0)
def g0(eps): return a(eps)/mp.sqrt(2) + 1          # non-increasing, > 0
H = 259200                                          # sqrt(H) = 360 sqrt 2, (81) tight
sH = mp.sqrt(H)
def g(eps): return a(eps)/mp.sqrt(2*H)              # non-increasing, >= 0
# Assumption 2 witness for eps: U_h = (u, u), u = a/(2 sqrt H), W_h = 0: Phi~ = a, loss = log(1 + e^-a) <= eps;
# distance sqrt(H * 2 u^2) = a/sqrt(2) <= g0, ||.||_{2,inf} = sqrt2 u = a/sqrt(2H) = g.  Check on a grid of eps:
for eps in [mp.mpf('0.01'), mp.mpf('0.3'), mp.log(2) - mp.mpf('1e-9'), mp.mpf(1), mp.mpf(5)]:
    u = a(eps)/(2*sH); Phi = sH*2*u
    loss = mp.log(1 + mp.e**(-Phi))
    assert loss <= eps + mp.mpf('1e-30') and mp.sqrt(H*2*u*u) <= g0(eps) and mp.sqrt(2)*u <= g(eps) + mp.mpf('1e-30')
print("Assumption 2 witnesses verified; g0(1) =", g0(1), " g(1) =", g(1))
# Corollary 3 at K = 1: (81)
rhs81 = 36*d*mp.sqrt(T)*d*R**3*(3*mp.sqrt(d)*R**2*(3*g0(1) + g(1)) + 1)*g0(1)**2
print("(81): sqrt(H) =", mp.nstr(sH, 12), " rhs =", mp.nstr(rhs81, 12), " holds:", sH >= rhs81 - mp.mpf('1e-25'))
alphaK = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*g0(1) + g(1)) + 2*mp.sqrt(T)*R)
rhoK = (2*d*mp.sqrt(T)*d*R**3/sH + T*R**2/mp.mpf(4))*alphaK**2
L0 = mp.log(2)
eta_cor = min(1, 1/rhoK, g0(1)**2, g0(1)**2/L0)
print("Cor. 3 step-size cap:", mp.nstr(eta_cor, 10))
# Any theta at distance exactly g0(1) = 1 from theta_0 = 0 has ||theta||_{2,inf} >= 1/sqrt(H) (||theta||^2 <= H max_h ||theta_h||^2).
# L985's witness exists: U_h = 0, W_h = 1/sqrt(H) (loss log 2 <= 1, distance 1).  Theorem 3 at such theta:
for s in [1/sH, mp.mpf('0.01'), mp.mpf('0.1')]:       # s = ||theta||_{2,inf} (>= 1/sqrt H)
    thr = 36*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*1 + s) + 1)*1**2
    al = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*1 + s) + 2*mp.sqrt(T)*R)
    rho = (2*d*mp.sqrt(T*d)*R**3/sH + T*R**2/mp.mpf(4))*al**2
    print(f"||theta||_2,inf = {mp.nstr(s,6)}: Theorem 3 needs sqrt(H) >= {mp.nstr(thr,12)} (have {mp.nstr(sH,12)}: "
          f"{'OK' if sH >= thr else 'FAILS'}); its eta cap 1/rho = {mp.nstr(1/rho,10)} vs Cor. 3's {mp.nstr(eta_cor,10)}")
# (82) itself on this instance (GD, K = 1, eta = Cor. 3's cap): grad wrt U_h = -(1/sqrt H) sigmoid(-Phi) (1,1); W has no gradient
eta = eta_cor
u1 = eta*(1/sH)*mp.mpf('0.5')
Phi1 = sH*2*u1; L1 = mp.log(1 + mp.e**(-Phi1)); dist1 = mp.sqrt(H*2*u1*u1)
print("GD K=1: L^(theta_1) =", mp.nstr(L1, 8), "<= (82) bound", mp.nstr(2/K + 5*g0(1)**2/(4*eta*K), 8),
      "; ||theta_1 - theta_0|| =", mp.nstr(dist1, 8), "<= 4 g0(1) =", mp.nstr(4*g0(1), 4))
