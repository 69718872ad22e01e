# mhgd.eq21: (21)/(89) factor ((1 + eta b3~/sqrtH) * max L^{-i}) multiplies ||theta_k - theta_k^{-i}||
# Instance: T = d = H = 1, n = 2, x_1 = x_2 = 1 (token), y = +1, theta0 = 0. Then Phi = u (softmax of a single logit = 1), W inert.
import mpmath as mp
mp.mp.dps = 50
ell = lambda z: mp.log(1 + mp.e**(-z)); dl = lambda z: -1/(1 + mp.e**z)
T = d = H = 1; n = 2; R = 1
D = mp.sqrt(mp.mpf('5e-4')); tgt = (D, 0)                       # target theta~ = (u, W) = (D, 0)
N = D                                                           # ||theta~||_{2,inf} (H = 1)
K = 10; eta = mp.mpf('5e-5')
# --- hypotheses (exact constants of Thm 3 and Lemma 11 (84)) ---
Ltgt = ell(D); L0 = ell(0)
alpha = 3*d*mp.sqrt(d)*R**2*(3*mp.sqrt(T)*R**3*(3*D + N) + 2*mp.sqrt(T)*R)
rho = (2*d*mp.sqrt(T*d)*R**3/mp.sqrt(H) + T*R**2/mp.mpf(4))*alpha**2
thm3_H = 36*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*D + N) + 1)*D**2
c84 = 256*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*D + N) + 1)*D**2
cap = min(1, 1/rho, D**2/(K*Ltgt), D**2/L0)
print(f"sqrtH=1 >= Thm3 {mp.nstr(thm3_H,5)} and (84) {mp.nstr(c84,5)}; eta={eta} <= cap {mp.nstr(cap,5)} (1/rho={mp.nstr(1/rho,5)}, D^2/(K L~)={mp.nstr(D**2/(K*Ltgt),5)}, D^2/L0={mp.nstr(D**2/L0,5)})")
b3t = 2*d*mp.sqrt(T*d)*R**3*(3*mp.sqrt(d)*R**2*(3*D + N) + 1)
b2t = 2*d*mp.sqrt(T*d)*R**3/mp.sqrt(H)*(3*mp.sqrt(d)*R**2*(3*D+N)+1) + T*R**2/mp.mpf(4)*(2*R**2*(3*D+N)+1)**2
print("eta <= 1/beta2~ :", eta <= 1/b2t)
# --- GD: full loss L = (1/2)(l(u)+l(u)) ; loo (i = 1): L^{-1} = (1/2) l(u) ---
u, v = mp.mpf(0), mp.mpf(0); worst = 0
for k in range(K):
    un = u - eta*dl(u)                  # grad of (1/2)*2*l(u) = l'(u)
    vn = v - eta*dl(v)/2
    lhs = abs(un - vn)
    maxLloo = max(ell(u)/2, ell(v)/2)   # L^{-i} = (1/n) l_2 is monotone in u: max at an endpoint
    b1 = mp.sqrt(T)*R*(2*R**2*abs(u) + 1)
    printed = (1 + eta*b3t/mp.sqrt(H))*maxLloo*abs(u - v) + eta*b1/n*ell(u)
    fixed = (1 + eta*b3t*maxLloo/mp.sqrt(H))*abs(u - v) + eta*b1/n*ell(u)
    ratio = lhs/printed
    worst = max(worst, ratio)
    print(f"k={k}: Delta_k={mp.nstr(abs(u-v),8)} Delta_k+1={mp.nstr(lhs,8)} printed RHS={mp.nstr(printed,8)} ratio={mp.nstr(ratio,6)} | fixed RHS={mp.nstr(fixed,8)} ok={lhs <= fixed}")
    # also check ||theta_k - theta0|| <= 4D (Thm 1) as sanity
    u, v = un, vn
print("max ratio lhs/printed =", mp.nstr(worst, 6))
# (89) form: ((1 + 4 eta b3~/(3 sqrtH)) * (L^{-i}(th_k) + L^{-i}(th_k^{-i}))) Delta_k + eta b1/n l_i
u, v = mp.mpf(0), mp.mpf(0); w89 = 0
for k in range(K):
    un = u - eta*dl(u); vn = v - eta*dl(v)/2
    b1 = mp.sqrt(T)*R*(2*R**2*abs(u) + 1)
    r89 = (1 + 4*eta*b3t/(3*mp.sqrt(H)))*(ell(u)/2 + ell(v)/2)*abs(u - v) + eta*b1/n*ell(u)
    w89 = max(w89, abs(un - vn)/r89); u, v = un, vn
print("(89) printed: max ratio lhs/rhs =", mp.nstr(w89, 6))
