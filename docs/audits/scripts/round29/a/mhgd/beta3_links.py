# Auditor A r29: mhgd beta_3 / beta_2 links (L918, L1043, (88), L958). Own numpy/mpmath, no repo imports.
import numpy as np, mpmath as mp
mp.mp.dps = 40
def head_norms(th, H, p): return np.linalg.norm(th.reshape(H, p), axis=1)
def n2inf(th, H, p): return head_norms(th, H, p).max()
# Corollary 1 (L129-L133) as printed; appendix beta_3 (L611/L1031/L1173)
def beta1(n, T, R): return np.sqrt(T)*R*(2*R**2*n + 1)
def beta3_cor1(n, T, d, R): return 2*d*np.sqrt(T)*d*R**3*(3*np.sqrt(d)*R**2*n + 1)
def beta3_app(n, T, d, R): return 2*d*np.sqrt(T*d)*R**3*(3*np.sqrt(d)*R**2*n + 1)
def beta2(n, T, d, R, H, b3): return b3(n, T, d, R)/np.sqrt(H) + beta1(n, T, R)**2/4
def rhs74(T, d, R, D, N, dbar=None):
    db = d if dbar is None else dbar
    return 36*d*np.sqrt(T*db)*R**3*(3*np.sqrt(db)*R**2*(3*D + N) + 1)*D**2

def make(T, d, H, N, rng):
    p = T*d + d*d
    th = np.zeros(H*p)
    if N > 0:
        v = rng.standard_normal(p); th[:p] = N*v/np.linalg.norm(v)   # head 1 carries N
        th[p:2*p] = 0.5*N*rng.standard_normal(p)/np.sqrt(p)*0  # others zero
    return th, p

print("=== L918 (proof of Lemma 10, second <=) ===")
rng = np.random.default_rng(0)
for (T, d, R, N, D) in [(1, 2, 1.0, 0.0, 0.1), (1, 2, 1.0, 0.7, 0.1), (3, 5, 1.5, 0.3, 0.05), (2, 16, 1.0, 1.0, 0.01), (1, 50, 1.0, 0.0, 0.02)]:
    H = int(np.ceil(rhs74(T, d, R, D, N)**2))
    th, p = make(T, d, H, N, rng)
    e = np.zeros(H*p)
    e[:p] = th[:p]/N if N > 0 else np.eye(p)[0]   # along theta's largest head block
    # theta_0 with ||theta - theta_0|| = D (direction in another head)
    th0 = th.copy(); th0[p if H > 1 else p-1] -= D
    Dm = np.linalg.norm(th - th0); Nm = n2inf(th, H, p)
    thj = th + 3*Dm*e                      # induction hypothesis A_j <= 3D, met with equality
    Aj = np.linalg.norm(thj - th)
    # max over alpha of beta_3(theta_{j,alpha}), theta_{j,alpha} = alpha theta_j + (1-alpha) theta
    al = np.linspace(0, 1, 101)
    m_cor = max(beta3_cor1(n2inf(a*thj + (1-a)*th, H, p), T, d, R) for a in al)
    m_app = max(beta3_app(n2inf(a*thj + (1-a)*th, H, p), T, d, R) for a in al)
    assert np.sqrt(H) >= rhs74(T, d, R, Dm, Nm) - 1e-12 and Aj <= 3*Dm + 1e-12
    for Lj, L in [(1.0, 1.0), (0.693, 0.05)]:
        lhs_c = m_cor*Aj**2/np.sqrt(H)*(4/3*Lj + 4/3*L); lhs_a = m_app*Aj**2/np.sqrt(H)*(4/3*Lj + 4/3*L)
        rhs = 2/3*Lj + 2/3*L
        print(f"T={T} d={d} R={R} N={Nm:.3g} D={Dm:.3g} H={H}: lhs(Cor1)/rhs={lhs_c/rhs:.4f} sqrt(d)={np.sqrt(d):.4f} lhs(app)/rhs={lhs_a/rhs:.4f}  (Lj={Lj}, L={L})")
# d-bar alternatives in (74): d-bar = d^2 makes the link hold with Cor.1's beta_3
T, d, R, N, D = 1, 2, 1.0, 0.0, 1.0
for db in [d, d**2]:
    s = rhs74(T, d, R, D, N, db)
    print(f"dbar={db}: beta3_cor1(3D+N)*(3D)^2/sqrtH = {beta3_cor1(3*D+N, T, d, R)*9*D**2/s:.4f} (link needs <= 0.5)")

print("\n=== L1043 (proof of Lemma 11, last >=) ===")
for (T, d, R, N, D) in [(1, 2, 1.0, 0.0, 1.0), (1, 2, 1.0, 2.0, 1.0), (2, 9, 1.3, 0.5, 0.2), (1, 2, 1.0, 10.0, 0.01)]:
    H = 3; p = T*d + d*d
    th = np.zeros(H*p); th[:p] = N*np.eye(p)[0]
    e = np.zeros(H*p); e[0] = 1.0
    th0 = th.copy(); th0[p+1] += D
    Dm = np.linalg.norm(th - th0); Nm = n2inf(th, H, p)
    thk = th + 3*Dm*e; thki = th.copy()
    # facts used by (87): ||th_k - th|| <= 3D, ||th_k^{-i} - th|| <= 3D (Lemma 10); and ||th_k - th_0|| <= 4D
    assert np.linalg.norm(thk - th) <= 3*Dm + 1e-12 and np.linalg.norm(thki - th) <= 3*Dm + 1e-12
    assert np.linalg.norm(thk - th0) <= 4*Dm + 1e-12 and np.linalg.norm(thki - th0) <= 4*Dm + 1e-12
    bt3 = 2*d*np.sqrt(T*d)*R**3*(3*np.sqrt(d)*R**2*(3*Dm + Nm) + 1)   # (87) L1031
    a2 = np.linalg.norm(thk - thki)**2
    left = 2*bt3*a2
    rc = 2*max(beta3_cor1(n2inf(thk, H, p), T, d, R), beta3_cor1(n2inf(thki, H, p), T, d, R))*a2
    ra = 2*max(beta3_app(n2inf(thk, H, p), T, d, R), beta3_app(n2inf(thki, H, p), T, d, R))*a2
    print(f"T={T} d={d} R={R} N={Nm} D={Dm}: left={left:.4f} right(Cor1)={rc:.4f} ratio={rc/left:.4f}  right(app)={ra:.4f} (left>=right(app): {left >= ra - 1e-9})")
# theta_k = theta (no move), N >> D: right/left -> sqrt(d)
T, d, R, D, N = 1, 2, 1.0, 1e-3, 10.0
bt3 = 2*d*np.sqrt(T*d)*R**3*(3*np.sqrt(d)*R**2*(3*D + N) + 1)
print("theta_k^{-i}=theta, theta_k=theta+D e_other, N=10, D=1e-3: beta3_cor1(theta)/beta~3 =", beta3_cor1(N, T, d, R)/bt3)

print("\n=== (88) first '=' (L1035) ===")
for (T, d, R, n, H) in [(1, 2, 1.0, 0.0, 1), (1, 2, 1.0, 0.0, 100), (3, 5, 1.5, 0.7, 7), (1, 1, 1.0, 0.4, 4)]:
    lhs = beta2(n, T, d, R, H, beta3_cor1)
    rhs = 2*d*np.sqrt(T*d)*R**3/np.sqrt(H)*(3*np.sqrt(d)*R**2*n + 1) + T*R**2/4*(2*R**2*n + 1)**2
    print(f"T={T} d={d} R={R} n={n} H={H}: beta2(Cor1)={lhs:.6f} printed rhs={rhs:.6f} diff={lhs-rhs:.6f}; beta2(app)-rhs={beta2(n, T, d, R, H, beta3_app)-rhs:.2e}")

print("\n=== Theorem 3 L958: rho_0 <= rho_eta(Theta_0) ===")
def rho_eta_Theta(Th, T, d, R, H):
    return 2*d*np.sqrt(T*d)*R**3/np.sqrt(H)*(3*np.sqrt(d)*R**2*Th + 1) + T*R**2/4*(2*R**2*Th + 1)**2
for (T, d, R, N, D, eta, H) in [(1, 4, 1.0, 0.0, 1e-3, 1e-6, 1), (1, 4, 1.0, 0.0, 1e-3, 2e-5, 1), (1, 8, 1.0, 0.0, 1e-3, 1e-8, 1), (2, 3, 1.2, 0.5, 0.05, 1e-6, 400)]:
    Hh = 2; p = T*d + d*d
    th = np.zeros(Hh*p); th[:p] = N*np.eye(p)[0]
    e = np.zeros(Hh*p); e[0] = 1.0
    th0 = th + D*e
    Dm = np.linalg.norm(th - th0); Nm = n2inf(th, Hh, p)
    # Theorem 3 hypothesis on H
    hypH = 36*d*np.sqrt(T*d)*R**3*(3*np.sqrt(d)*R**2*(3*Dm + Nm) + 1)*Dm**2
    assert np.sqrt(H) >= hypH
    # eta <= 1 ^ 1/rho(theta)
    alpha = 3*d*np.sqrt(d)*R**2*(3*np.sqrt(T)*R**3*(3*Dm + Nm) + 2*np.sqrt(T)*R)
    rho = (2*d*np.sqrt(T*d)*R**3/np.sqrt(H) + T*R**2/4)*alpha**2
    assert eta <= min(1, 1/rho)
    Theta0 = (2*eta*np.sqrt(T)*R**3 + 1)*(Dm + Nm) + eta*np.sqrt(T)*R
    b20 = beta2(n2inf(th0, Hh, p), T, d, R, H, beta3_cor1)   # <= rho_0 = beta2(th0) v beta2(th1)
    b20a = beta2(n2inf(th0, Hh, p), T, d, R, H, beta3_app)
    r = rho_eta_Theta(Theta0, T, d, R, H)
    print(f"T={T} d={d} R={R} N={Nm} D={Dm} eta={eta} H={H} (hyp sqrtH>={hypH:.3g}, 1/rho={1/rho:.3g}): beta2_cor1(th0)={b20:.4f} rho_eta(Theta0)={r:.4f} ratio={b20/r:.4f}; beta2_app(th0)={b20a:.4f} <= rho_eta: {b20a <= r}")
