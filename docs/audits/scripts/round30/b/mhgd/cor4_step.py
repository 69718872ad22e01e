# Auditor B, round 30: mhgd.display.cor4-proof-applies-thm4 (seed 004 L1105-L1145).  Same witness mechanism as my cor3_step.py.
# Instance family: n = 1, y = +1, T tokens all equal to e_1 in R^d (||x_t|| = 1 = R), theta_0 = 0, K = 1.  Softmax(X W X^T) is
# uniform for every W (all logits equal), so Phi~ = (1/sqrt H) sum_h sum_t U_h[t, 1]; Assumption 2 as in cor3_step.py with
# a(eps) = -log(e^eps - 1) (0 for eps >= log 2), g0(eps) = a/sqrt(T) + 1, g(eps) = a/sqrt(T H) (witness U_h[:, 1] = u 1_T).
import mpmath as mp
mp.mp.dps = 40
for (T, d) in [(1, 1), (2, 1), (2, 2), (3, 3), (4, 5)]:
    R = 1; g0, g = mp.mpf(1), mp.mpf(0)                                 # at eps = 1/K = 1 >= log 2
    rhs95 = 256*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*g0 + g) + 1)*g0**2
    H = int(mp.ceil(rhs95**2)); sH = mp.sqrt(H)                          # (95) holds (tightest integer H)
    s_min = 1/sH                                                          # any theta at distance exactly g0(1) = 1: ||theta||_{2,inf} >= 1/sqrt(H)
    thr4 = 256*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*1 + s_min) + 1)*1
    # step sizes: Cor. 4 uses Corollary 3's rho(K) (printed with 2 d sqrt(T) d R^3), Theorem 4 its own rho(theta)
    aK = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*g0 + g) + 2*mp.sqrt(T)*R)
    rhoK = (2*d*mp.sqrt(T)*d*R**3/sH + T*R**2/mp.mpf(4))*aK**2
    at = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*1 + s_min) + 2*mp.sqrt(T)*R)
    rhot = (2*d*mp.sqrt(T*d)*R**3/sH + T*R**2/mp.mpf(4))*at**2
    print(f"T={T} d={d}: (95) rhs = {mp.nstr(rhs95,10)}, H = {H} (sqrt H = {mp.nstr(sH,10)}); Theorem 4 at any exact-distance witness needs "
          f">= {mp.nstr(thr4,10)}: {'FAILS' if sH < thr4 else 'ok'};  1/rho(K) = {mp.nstr(1/rhoK,8)} vs Theorem 4's 1/rho(theta) <= {mp.nstr(1/rhot,8)}: "
          f"{'Cor.4 cap larger' if 1/rhoK > 1/rhot else 'ok'}")
