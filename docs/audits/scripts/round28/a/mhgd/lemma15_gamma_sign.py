# Auditor A, round 28: mhgd Lemma 15 (seed 004 L1418-L1428) with gamma_* <= 0.  Own code, no repository imports.
import numpy as np, torch, math
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)

def gamma_star_119(T, zeta, M, S, Zmu, Znu, Z, P):
    Zb = max(Zmu, Znu)
    br = zeta*S**4 - 7*Zb*S**2 - 12*Zb**2 - 16*Zb**3/S**2
    return (T*(1-zeta)*zeta/(4*math.sqrt(2)*(M+1))*br - P*T**2.5*(S+Z)**3
            + S*math.sqrt(T)/math.sqrt(2)*(zeta - 2*(1-zeta)*Zmu/S**2))

def H_rhs(T, S, P, R, g, n, delta):   # Lemma 15 hypothesis: sqrt(H) >= rhs
    return 4*(2*R**3*T*(S+P) + math.sqrt(T*R))/g*math.sqrt(2*math.log(n/delta))

def P_of_6(C, S, Z, d, n1, delta):     # (6)
    return C*(2*S+Z)*(math.sqrt(d/n1) + math.sqrt(math.log(1/delta)/n1))

print("== literal: instances meeting Assumption 3 with gamma_* < 0 ==")
cases = []
# (a) the helper's: T=10, |R|=5, M=1, S=1, Z_mu=Z_nu=Z=1, P=0 (P=0 is the most favourable value; (6) gives P>0)
cases.append(("helper (P=0)", dict(T=10, zeta=0.5, M=1, S=1.0, Zmu=1.0, Znu=1.0, Z=1.0, P=0.0)))
# (b) noise-free data (Z's = 0), P from (6) with C = 1, d = 8, n1 = 2, delta = 0.1  (small first-phase sample)
for C in (1.0, 0.01):
    P = P_of_6(C, 1.0, 0.0, 8, 2, 0.1)
    cases.append((f"noise-free, P from (6) C={C}, d=8, n1=2", dict(T=10, zeta=0.5, M=1, S=1.0, Zmu=0.0, Znu=0.0, Z=0.0, P=P)))
# (c) small noise, moderate P
cases.append(("Z=0.3, P=0.05", dict(T=16, zeta=0.25, M=3, S=1.0, Zmu=0.3, Znu=0.3, Z=0.3, P=0.05)))
for name, c in cases:
    g = gamma_star_119(**c)
    R = math.sqrt(c['S']**2 + c['Z']**2 + 2*c['Znu']/c['M'])
    for n, delta in ((1, 0.5), (100, 0.05)):
        rhs = H_rhs(c['T'], c['S'], c['P'], R, g, n, delta)
        print(f"{name:40s} gamma_*={g:+.4f}  n={n} delta={delta}: hypothesis rhs={rhs:+.3f} -> H=1 meets it: {1.0 >= rhs};"
              f" conclusion gamma=gamma_*/2={g/2:+.4f} > 0 (P3 needs gamma>0): {g/2 > 0}")
    assert 0 < c['zeta'] < 1 and abs(c['zeta']*c['T'] - round(c['zeta']*c['T'])) < 1e-12

print("\n== reading 'gamma_* > 0 presumed': actual P3 margin with Lemma 14's theta~_* vs gamma_*/2 ==")
# theta_h^(1) = alpha_h (zeta/2 1 u*^T + 1 p^T, W=0); X_h = y<grad_U Phi, Ubar*> + sign(alpha_h) y<grad_W Phi(theta_h), Wbar*>
# = the alpha=+1 value for every h (grad_W is linear in U, grad_U independent of alpha), so the margin (1/H) sum X_h is H-free.
def Phi(X, W, U):
    return (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()

def margin(X, y, zeta, p, up, um, nus, T):
    d = X.shape[1]
    ustar = up - um
    U = (zeta/2)*torch.outer(torch.ones(T), ustar) + torch.outer(torch.ones(T), p)
    W = torch.zeros(d, d, requires_grad=True); Uv = U.clone().requires_grad_(True)
    Phi(X, W, Uv).backward()
    Ws = torch.outer(up, up) + torch.outer(um, um) + sum(torch.outer(nu, up + um) for nu in nus)
    Us = torch.outer(torch.ones(T), ustar)
    return y*((Uv.grad*Us).sum()/Us.norm() + (W.grad*Ws).sum()/Ws.norm())

rng = np.random.default_rng(2028)
def instance(T, zeta, M, S, Zmu, Znu, Z, P, d_extra=3, draws=300):
    d = M + 2 + d_extra
    Q, _ = np.linalg.qr(rng.standard_normal((d, d)))
    up, um = torch.tensor(S*Q[:, 0]), torch.tensor(S*Q[:, 1]); nus = [torch.tensor(S*Q[:, 2+l]) for l in range(M)]
    g = gamma_star_119(T, zeta, M, S, Zmu, Znu, Z, P)
    worst = np.inf
    nR = int(round(zeta*T))
    for _ in range(draws):
        y = rng.choice([-1, 1]); mu_y = up if y == 1 else um
        rel = rng.permutation(T)[:nR]
        X = torch.zeros(T, d)
        for t in range(T):
            if t in rel: X[t] = mu_y
            else:
                z = rng.standard_normal(d); coef = Q.T @ z
                # scale so that |<z,mu>| <= Zmu, |<z,nu>| <= Znu/M, ||z|| <= Z  (noise bounds of Assumption 3)
                s = min(Zmu/(S*max(abs(coef[0]), abs(coef[1]))+1e-300), (Znu/M)/(S*np.max(np.abs(coef[2:2+M]))+1e-300),
                        Z/np.linalg.norm(z)) * rng.uniform(0.5, 1.0)
                z = torch.tensor(s*z)
                assert abs(z@up) <= Zmu+1e-12 and abs(z@um) <= Zmu+1e-12 and all(abs(z@nu) <= Znu/M+1e-12 for nu in nus) and z.norm() <= Z+1e-12
                X[t] = nus[rng.integers(M)] + z
        p = torch.tensor(rng.standard_normal(d)); p = p/p.norm()*P*rng.uniform(0, 1)
        m = float(margin(X, y, zeta, p, up, um, nus, T))
        worst = min(worst, m)
    return g, worst

for c in [dict(T=10, zeta=0.5, M=1, S=2.0, Zmu=0.05, Znu=0.05, Z=0.1, P=0.001),
          dict(T=8, zeta=0.25, M=3, S=1.5, Zmu=0.02, Znu=0.05, Z=0.2, P=0.0),
          dict(T=12, zeta=0.75, M=2, S=1.0, Zmu=0.01, Znu=0.01, Z=0.05, P=0.0005)]:
    g, worst = instance(**c)
    print(c, f"gamma_*={g:+.4f}  min margin over 300 DM1 draws={worst:+.4f}  >= gamma_*/2: {worst >= g/2}")
for c in [dict(T=10, zeta=0.5, M=1, S=1.0, Zmu=1.0, Znu=1.0, Z=1.0, P=0.0)]:
    g, worst = instance(**c)
    print("helper instance:", f"gamma_*={g:+.4f}  min margin={worst:+.4f} (P3 itself needs a margin > 0)")
