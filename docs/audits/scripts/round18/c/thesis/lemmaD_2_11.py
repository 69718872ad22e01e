# Auditor C r18: thesis Lemma D.2.11 (seed 003 L7408-L7426). Own model, no repo imports.
# F_A(q,X,W,V) = q^T A ( (A relu(A X W + B1)) V [+B2] , second-layer relu ) c_r ; B1 = 1 b1^T, B2 = 1 b2^T (L1485),
# W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), b1 ~ N(0,1/m1), b2 ~ N(0,1/m2), c ~ N(0,1); W^rho ~ N(0,sig_w^2), V^rho ~ N(0,sig_v^2)
# (Table D.2: sig_w = m1^-0.99, sig_v = m2^-0.51). P (D.84) uses the sign patterns at the perturbed weights,
# P' (D.85) the patterns at W + W^rho, V + V^rho.  eta -> 0 limit of E_{W^rho,V^rho}|P - P'|/eta^2 >= the
# second-layer single-flip part: sum_nodes (q^T A)_n sum_i |c_i| p_{g0}(0) E[g1^2 | g0 = 0]/2, (g0,g1) the
# pre-activation and its eta-derivative (jointly Gaussian in V^rho given W^rho).
# Graph: root joined to k hubs, each hub with H leaves, self-loops, A = D^-1/2 (Adj + I) D^-1/2, features e1 (d = 1):
# nodes of one type are identical (shared bias), so A acts on type-constant vectors via a 3x3 matrix M.
import numpy as np
from scipy.stats import norm
def typeM(k, H):
    arr = 1/(k+1); arh = 1/np.sqrt((k+1)*(H+2)); ahh = 1/(H+2); ahl = 1/np.sqrt(2*(H+2)); all_ = 0.5
    M = np.array([[arr, k*arh, 0], [arh, ahh, H*ahl], [0, ahl, all_]])
    qA = np.array([arr, k*arh, 0.0])   # aggregated (q^T A) per type, q = e_root
    return M, qA
def explicit_A(k, H):
    N = 1 + k + k*H; Adj = np.eye(N)
    for h in range(k):
        hub = 1 + h; Adj[0, hub] = Adj[hub, 0] = 1
        for j in range(H):
            leaf = 1 + k + h*H + j; Adj[hub, leaf] = Adj[leaf, hub] = 1
    Dm = 1/np.sqrt(Adj.sum(1)); return Adj*Dm[:, None]*Dm[None, :]
def init(m1, m2, seed):
    r = np.random.default_rng(seed)
    return dict(W0=r.standard_normal(m1)/np.sqrt(m1), b1=r.standard_normal(m1)/np.sqrt(m1),
                V0=r.standard_normal((m1, m2))/np.sqrt(m2), b2=r.standard_normal(m2)/np.sqrt(m2), c=r.standard_normal(m2))
def second_layer_limit(M, qA, P, Wrho, omega, sig_v, use_b2):
    r = M @ np.ones(3)
    pre1 = r[:, None]*(P['W0'] + Wrho)[None, :] + P['b1'][None, :]      # (3, m1)
    H1 = np.maximum(pre1, 0); dH1 = (pre1 > 0)*r[:, None]*omega[None, :]
    u = M @ H1; up = M @ dH1                                              # (3, m1)
    tot = 0.0
    for t in range(3):
        if qA[t] == 0: continue
        mu0 = u[t] @ P['V0'] + (P['b2'] if use_b2 else 0); mu1 = up[t] @ P['V0']
        uu, uup, upup = u[t] @ u[t], u[t] @ up[t], up[t] @ up[t]
        s0 = sig_v*np.sqrt(uu)
        p0 = norm.pdf(mu0/s0)/s0
        mc = mu1 - uup/uu*mu0; vc = sig_v**2*(upup - uup**2/uu)
        tot += qA[t]*np.sum(np.abs(P['c'])*p0*(mc**2 + vc)/2)
    return tot
def shape(k, H, M, m1, m2, tw, tv, sig_w, sig_v, Anorm4=1.0):
    qA1 = (M @ np.ones(3))[0]
    return qA1*Anorm4*(tw**2/sig_w*m1 + (tw**2 + tv**2/m1)/sig_v*m2)

# --- validation on a small explicit graph: spectral norm, row sums, and the eta^2 limit vs direct Monte Carlo
k, H = 2, 8
A = explicit_A(k, H); M, qA = typeM(k, H)
print(f"explicit check k={k},H={H}: ||A||_2 = {np.linalg.norm(A, 2):.6f}, ||A||_inf = {np.abs(A).sum(1).max():.4f}; row sums root/hub/leaf "
      f"{A.sum(1)[0]:.5f},{A.sum(1)[1]:.5f},{A.sum(1)[-1]:.5f} vs M1 {np.round(M@np.ones(3),5)}")
m1 = m2 = 16; sig_w = m1**-0.99; sig_v = m2**-0.51; tw, tv = 1.0, 0.0
P = init(m1, m2, 0); rng = np.random.default_rng(1)
Wrho = rng.standard_normal(m1)*sig_w; omega = tw*np.ones(m1)
lim = second_layer_limit(M, qA, P, Wrho, omega, sig_v, True)
# direct MC over V^rho (W^rho fixed) of the second-layer term q^T A (G(eta) (1[G(eta)>0] - 1[G(0)>0])) c, explicit A
N = A.shape[0]; q = np.zeros(N); q[0] = 1
def G_of(eta, Vr):
    pre1 = A.sum(1)[:, None]*(P['W0'] + Wrho + eta*omega)[None, :] + P['b1'][None, :]
    H1 = np.maximum(pre1, 0)
    return np.einsum('nl,slm->snm', A @ H1, P['V0'][None] + Vr) + P['b2']
eta = 2e-4; S = 200000; acc = 0.0
for chunk in range(10):
    Vr = rng.standard_normal((S//10, m1, m2))*sig_v
    G1 = G_of(eta, Vr); G0 = G_of(0.0, Vr)
    term = np.einsum('n,snm,m->s', q @ A, G1*((G1 > 0).astype(float) - (G0 > 0)), P['c'])
    acc += np.abs(term).sum()
print(f"eta^2-limit formula (2nd layer) = {lim:.4f} ; direct MC E|2nd-layer part|/eta^2 at eta={eta}: {acc/S/eta**2:.4f}")

# --- the path k -> inf, H = k^3, q = e_root, ||A||_2 = 1 (printed ||A||), Table D.2 sigmas, tau_w = 1, tau_v -> 0
for (m1, m2) in [(16, 16), (256, 256)]:
    sig_w = m1**-0.99; sig_v = m2**-0.51
    print(f"m1 = m2 = {m1}: ratio lhs(2nd-layer part, mean over 20 W^rho draws, 3 inits) / shape(||A|| spectral = 1); "
          f"and / shape with ||A||_inf^4")
    for k in [2, 32, 256, 2560, 25600]:
        H = k**3; M, qA = typeM(k, H)
        Ainf = max(M @ np.ones(3))
        vals = []
        for seed in range(3):
            P = init(m1, m2, seed); rng = np.random.default_rng(100 + seed)
            vals.append(np.mean([second_layer_limit(M, qA, P, rng.standard_normal(m1)*sig_w, np.ones(m1), sig_v, True)
                                 for _ in range(20)]))
        sh = shape(k, H, M, m1, m2, 1.0, 0.0, sig_w, sig_v)
        print(f"  k={k:>6} H=k^3: q^TA1 = {(M@np.ones(3))[0]:.3e}, ||A||_inf = {Ainf:.3e}; ratios (3 inits) "
              + ", ".join(f"{v/sh:.3g}" for v in vals) + f" ; vs ||A||_inf^4 shape: {np.mean(vals)/(sh*Ainf**4):.3e}")
