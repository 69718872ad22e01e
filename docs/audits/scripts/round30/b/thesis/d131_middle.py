# Auditor B, round 30: thesis.ch5.eqD.131-middle (seed 003 L7799-L7801, proof of Theorem 5.3.1)
# |e_g^T A* A* ((A* X W_T) o D_w V_T) o D_v c_r| <= ||A*||_inf^2 tau'_v tau'_w m1^{1/4} sqrt(m2) eps_c   (middle link)
# with (D.126) ||W_T||_{2,4} <= eps0^{1/4} tau'_w, (D.127) ||V_T||_F <= eps0^{1/2} tau'_v (the premises the proof has),
# g^(b,b) as in L7369: q^T A ((A ((A X W) o D_w) V) o D_v) c_r.  A* = A P* (5.6)-(5.7), 0 <= p*_l <= c1/(L psi_l) (5.8),
# c1 "a positive constant that can be sufficiently large" (L1441); Theorem 5.3.1: eps0 in (0, 1/100], m1 = m2 = m,
# init L1485 (W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), B1, B2 rows N(0,1/m), C ~ N(0,1)), eps_c = 1 (Table D.2).
# Own instance: K_4 with self-loops plus a disjoint triangle with self-loops (degrees 4 and 3: two groups L = 2 is
# avoided by giving both cliques... no: we use one clique family per run, see below), X rows random unit vectors.
# The left side is bilinear: left = <V, Gamma(W)>, so max over ||V||_F <= b is b ||Gamma(W)||_F; W searched over
# W = a m1^{-1/4} w 1^T (||W||_{2,4} = a exactly), w on a fine sphere grid + random restarts (a lower bound on the max).
import numpy as np, itertools
rng = np.random.default_rng(11)

def normA(Adj):
    At = Adj + np.eye(len(Adj)); D = At.sum(1)
    return At/np.sqrt(np.outer(D, D))

def groups_psi(Adj):
    deg = (Adj + np.eye(len(Adj))).sum(1)
    ds = sorted(set(deg)); L = len(ds)
    N_l = np.array([np.sum(deg == dl) for dl in ds]); d_l = np.array(ds)
    psi = np.sqrt(d_l[-1]*d_l)*N_l/np.sum(d_l*N_l)
    return deg, ds, L, psi

def run(Adj, pstar, eps0, m, d=3, g=0, trials=400):
    A = normA(Adj); N = len(A)
    deg, ds, L, psi = groups_psi(Adj)
    P = np.array([pstar for n in range(N)])                  # equal p* in every group
    c1_needed = max(pstar*L*psi)                             # (5.8): p*_l <= c1/(L psi_l)
    As = A*P[None, :]                                        # columns scaled (5.6)-(5.7)
    Ainf = np.abs(As).sum(1).max()
    X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W0 = rng.standard_normal((d, m))/np.sqrt(m); V0 = rng.standard_normal((m, m))/np.sqrt(m)
    B1 = np.ones((N, 1)) @ (rng.standard_normal((1, m))/np.sqrt(m)); B2 = np.ones((N, 1)) @ (rng.standard_normal((1, m))/np.sqrt(m))
    H1 = As @ X @ W0 + B1; Dw = (H1 > 0).astype(float)
    r = As @ np.maximum(H1, 0) @ V0; Dv = (r + B2 > 0).astype(float)
    c = rng.standard_normal(m)
    alpha = As.T @ np.eye(N)[g]                              # (e_g^T A*)^T
    def gamma(W):
        U = (As @ X @ W)*Dw; M = As @ U                      # N x m1
        return M.T @ (alpha[:, None]*Dv*c[None, :])          # m1 x m2 : left = <V, Gamma>
    best = 0.0
    cand = [rng.standard_normal(d) for _ in range(trials)]
    for w in cand:
        w /= np.linalg.norm(w)
        W = m**-0.25*np.outer(w, np.ones(m))                 # ||W||_{2,4} = 1
        best = max(best, np.linalg.norm(gamma(W)))
    # ratio left/right with a = eps0^{1/4} tau'_w, b = eps0^{1/2} tau'_v: tau' factors cancel
    right_unit = Ainf**2*m**0.25*np.sqrt(m)*1.0             # eps_c = 1
    ratio = eps0**0.75*best/right_unit
    corrected = eps0**0.75*best/(Ainf**3*m**0.25*np.linalg.norm(c))   # ||A*||^3 m1^{1/4} ||c_r|| version
    return dict(Ainf=Ainf, c1=c1_needed, ratio=ratio, corrected=corrected, cnorm=np.linalg.norm(c)/np.sqrt(m), L=L)

K4 = np.ones((4, 4)) - np.eye(4)
tri2 = np.zeros((6, 6)); tri2[:3, :3] = 1; tri2[3:, 3:] = 1; tri2 -= np.eye(6)
for name, Adj in [("K4 (self-loops), L=1", K4), ("two triangles, L=1", tri2)]:
    for eps0 in (1/100, 1e-3):
        for pstar in (1, 10, 31.6, 100, 1000):
            for m in (16, 64):
                o = run(Adj, pstar, eps0, m)
                print(f"{name}: eps0={eps0:g} p*={pstar:g} (needs c1 >= {o['c1']:.1f}) m={m}: ||A*||_inf={o['Ainf']:.1f} "
                      f"left/right = {o['ratio']:.3f}  [||A*||^3, ||c_r|| version: {o['corrected']:.3f}]  ||c_r||/sqrt m = {o['cnorm']:.3f}", flush=True)
