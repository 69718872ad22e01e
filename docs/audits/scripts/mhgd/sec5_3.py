# Audit of mhgd.sec5.3 (L289-307 region, seed lines ~250-266): "no p, C>0 satisfy both S^2 >~ H^p/C and (12)
# H^{1/2} >~ S^5 ||theta~||^3; log(n) <~ 1, a contradiction since n > 1". Unit-constant reading.
import mpmath as mp
mp.mp.dps = 40
def norms(n, H, p, C, S, T, M=1):
    gam = S*mp.sqrt(T)/mp.sqrt(2)                      # gamma_attn (eps -> 0), (11)
    # U_opt = U_*/(S sqrt(2T)), ||U_*||_F = sqrt(T)*||mu_+ - mu_-|| = sqrt(T)*S*sqrt2 -> ||U_opt|| = 1
    nUopt = mp.sqrt(T)*S*mp.sqrt(2)/(S*mp.sqrt(2*T))
    # ||W_*||_F^2 = S^4 + S^4 + M*||nu||^2*||mu_+ + mu_-||^2 = 2 S^4 (M+1)
    nWopt = mp.sqrt(2*S**4*(M+1))/(S**2*mp.sqrt(2*(M+1)))
    nU = mp.sqrt(H*((mp.log(n)/gam)/mp.sqrt(H)*nUopt)**2)
    nWh = C/H**p*nWopt
    nW = mp.sqrt(H)*nWh
    return nU, nW, nWh
n, H, p, C, S2, T = 2, 1, mp.mpf(1)/2, mp.mpf(6)/25, mp.mpf(25)/6, 8
S = mp.sqrt(S2)
nU, nW, nWh = norms(n, H, p, C, S, T)
th = mp.sqrt(nU**2 + nW**2)
print("||U~||=", mp.nstr(nU, 8), "||W~||=", mp.nstr(nW, 8), "||theta~||=", mp.nstr(th, 8))
print("saturation ||W_h|| >= 1/S^2:", mp.nstr(nWh, 8), ">=", mp.nstr(1/S2, 8), nWh >= 1/S2 - mp.mpf('1e-35'),
      "| S^2 >= H^p/C:", mp.nstr(S2, 8), ">=", mp.nstr(H**p/C, 8))
print("(12): H^{1/2} =", 1, ">= S^5 ||theta~||^3 =", mp.nstr(S**5*th**3, 8), 1 >= S**5*th**3)
# Feasibility under unit constants: p drops out (saturation <=> ||W~|| >= sqrt(H)/S^2); with b = 2 log^2 n / T,
# (12) best at ||W~|| = sqrt(H)/S^2 -> S sqrt(H) >= (H + b S^2)^{3/2}; H = 1 optimal; feasible iff b <= 4/27, i.e. T >= 13.5 log^2 n.
def feasible_grid(n, T):
    L = mp.log(n); b = 2*L**2/T; best = -mp.inf
    for H in [1, 2, 4, 16, 100]:
        for k in range(1, 400):
            S = mp.mpf(k)/40
            best = max(best, S*mp.sqrt(H) - (H + b*S**2)**1.5)
    return best
for n_ in [2, 3, 10, 100]:
    for T_ in [8, 64]:
        thr = mp.mpf(27)/2*mp.log(n_)**2
        print(f"n={n_} T={T_}: threshold T >= {mp.nstr(thr,5)}; grid max slack {mp.nstr(feasible_grid(n_, T_),5)} ({'feasible' if feasible_grid(n_,T_)>=0 else 'infeasible'})")
