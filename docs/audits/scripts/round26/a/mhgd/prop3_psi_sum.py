# Auditor A r26: mhgd.display.prop3-psi-sum (seed 004 L1562; Prop. 3 L279-L285; (9) L275; (105) L1281; (126) L1516). Own numpy.
import numpy as np
def softmax(v): e = np.exp(v - v.max()); return e/e.sum()
rng = np.random.default_rng(7)
worst = []
for trial in range(200):
    S = rng.uniform(0.5, 3); M = int(rng.integers(1, 4)); T = int(rng.integers(2, 9)); nR = int(rng.integers(1, T))
    zeta = nR/T; d = M + 2 + 3
    E = np.linalg.qr(rng.standard_normal((d, d)))[0]
    mup, mum = S*E[:, 0], S*E[:, 1]; nus = [S*E[:, 2+l] for l in range(M)]
    y = rng.choice([-1, 1]); muy = mup if y == 1 else mum
    Zmu = Znu = S**2/8*rng.uniform(0, 1)                   # Prop. 3: Z_mu = Z_nu <= S^2/8
    X = np.zeros((T, d)); R = rng.choice(T, nR, replace=False)
    for t in range(T):
        if t in R: X[t] = muy
        else:
            # noise in the Assumption-3 box: |<z,mu_y>| <= Z_mu, |<z,nu_l>| <= Z_nu/M, plus a free orthogonal part
            z = (rng.uniform(-1, 1)*Zmu/S)*E[:, 0] + (rng.uniform(-1, 1)*Zmu/S)*E[:, 1] \
                + sum((rng.uniform(-1, 1)*Znu/M/S)*E[:, 2+l] for l in range(M)) + rng.uniform(-1, 1)*E[:, M+2]
            assert abs(z @ mup) <= Zmu + 1e-12 and abs(z @ mum) <= Zmu + 1e-12 and all(abs(z @ n) <= Znu/M + 1e-12 for n in nus)
            X[t] = nus[rng.integers(M)] + z
    eps = 10**rng.uniform(-4, -0.5)
    thr = 8*np.sqrt(2*(M+1))/(3*S**2)*np.log((1/zeta - 1)/eps)
    Gam = max(thr, 0)*rng.uniform(1, 3) + (0.0 if thr > 0 else rng.uniform(0, 1))   # Gamma_eps >= thr and >= 0
    W = np.outer(mup, mup) + np.outer(mum, mum) + sum(np.outer(n, mup + mum) for n in nus)          # (126)
    Wt = Gam/(S**2*np.sqrt(2*(M+1)))*W                                                               # W_* = Gamma~ W
    ustar = mup - mum
    Ustar = np.outer(np.ones(T), ustar)                                                              # (105) U_* = 1_T u_*^T
    Uopt = Ustar/(S*np.sqrt(2*T))                                                                    # (9)
    assert abs(np.linalg.norm(Ustar) - S*np.sqrt(2*T)) < 1e-9                                         # so U_opt = U_*-bar
    A = np.vstack([softmax(X[t] @ Wt @ X.T) for t in range(T)])                                     # phi(x_t^T W_* X^T) rows
    lhs_star = y*np.sum(Ustar*(A @ X)); lhs_opt = y*np.sum(Uopt*(A @ X))
    rhs = y/(S*np.sqrt(2*T))*sum(A[t, tp]*(ustar @ X[tp]) for t in range(T) for tp in range(T))
    gam_attn = np.sqrt(T)/(np.sqrt(2)*S)*(S**2*(1-eps) - 2*eps*Zmu)
    worst.append((lhs_star/rhs/(S*np.sqrt(2*T)), abs(lhs_opt - rhs)/abs(rhs), lhs_opt - gam_attn))
w = np.array(worst)
print("200 DM1 samples (S in (0.5,3), M 1..3, T 2..8, zeta = |R|/T, Z_mu = Z_nu <= S^2/8, Gamma >= Prop. 3's threshold):")
print(f" lhs(U_* = 1_T u_*^T) / printed rhs / (S sqrt(2T)): min {w[:,0].min():.12f} max {w[:,0].max():.12f}")
print(f" lhs(U_opt = U_*/||U_*||_F) vs printed rhs: max relative gap {w[:,1].max():.2e}")
print(f" Prop. 3 (11) at U_opt: min of y Phi - gamma_attn = {w[:,2].min():.4e} (>= 0 means (11) holds)")

# Aside: Prop. 3 prints only Gamma_eps >= thr; when eps > 1/zeta - 1 the threshold is negative and a negative Gamma_eps
# is admitted literally. Example (my sample 162 of an earlier run): S = 0.68, M = 1, T = 7, |R| = 6, eps = 0.191:
S, M, T, nR, eps = 0.68, 1, 7, 6, 0.191
zeta = nR/T; thr = 8*np.sqrt(2*(M+1))/(3*S**2)*np.log((1/zeta - 1)/eps)
d = 3; E = np.eye(d); mup, mum, nu = S*E[0], S*E[1], S*E[2]; y = 1
X = np.vstack([mup]*nR + [nu]); W = np.outer(mup, mup) + np.outer(mum, mum) + np.outer(nu, mup + mum)
for Gam in (thr, 0.0, -5.0):
    Wt = Gam/(S**2*np.sqrt(2*(M+1)))*W
    A = np.vstack([softmax(X[t] @ Wt @ X.T) for t in range(T)])
    marg = y/(S*np.sqrt(2*T))*np.sum(A @ X @ (mup - mum))
    ga = np.sqrt(T)/(np.sqrt(2)*S)*(S**2*(1-eps))
    print(f" aside: threshold {thr:.3f}; Gamma_eps = {Gam:.3f}: max leak to R^c = {A[:, nR:].sum(1).max():.4f} (eps {eps}), margin {marg:.4f} vs gamma_attn {ga:.4f}")
