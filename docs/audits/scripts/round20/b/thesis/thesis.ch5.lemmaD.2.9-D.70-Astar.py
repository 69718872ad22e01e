# Auditor B, round 20: thesis.ch5.lemmaD.2.9-D.70-Astar (own model, no repository code).
# (5.4): F = q^T A relu(A relu(A X W + B1) V + B2) c ; B1 = 1 b1^T, b1 ~ N(0,1/m1); B2 = 1 b2^T, b2 ~ N(0,1/m2) (L1485);
# W0 ~ N(0,1/m1), V0 ~ N(0,1/m2), c ~ N(0,1).  A* = A P* = p A (one degree group, (5.6)-(5.8)).
# (D.70) with W' = 0: f(W0, V0 + Sigma V') - T1, T1 = q^T A((A relu(A X W0 + B1) V0 + B2) . D_v0) c  (second term 0).
import numpy as np, sys
relu = lambda z: np.maximum(z, 0)

def run(p, seed, graph='triangle', m1=64, m2=16, d=4, tau_v=1e-3, tau_w=None):
    rng = np.random.default_rng(seed)
    if tau_w is None: tau_w = m1**-1.5
    if graph == 'triangle':
        At = np.ones((3, 3))
    else:  # path of 4 nodes
        At = np.eye(4) + np.diag(np.ones(3), 1) + np.diag(np.ones(3), -1)
    N = At.shape[0]; Dg = At.sum(1); A0 = At/np.sqrt(np.outer(Dg, Dg))
    X = rng.normal(size=(N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    W0 = rng.normal(0, m1**-0.5, (d, m1)); b1 = rng.normal(0, m1**-0.5, m1)
    V0 = rng.normal(0, m2**-0.5, (m1, m2)); b2 = rng.normal(0, m2**-0.5, m2)
    c = rng.normal(size=m2); Sig = rng.choice([-1.0, 1.0], m1)
    q = np.zeros(N); q[0] = 1
    A = p*A0
    Z = A @ relu(A @ X @ W0 + b1)              # N x m1
    U = Z @ V0 + b2                             # N x m2
    T1 = q @ A @ (U*(U > 0)) @ c
    # linearised response to V' (before Sigma): d f = sum_l Sig_l sum_i V'_{l,i} G_{l,i},  G_{l,i} = sum_n (q^T A)_n c_i 1[U_ni>0] Z_nl
    qA = q @ A
    G = Z.T @ (qA[:, None]*(U > 0)*c[None, :])  # m1 x m2
    l = np.argmax(np.linalg.norm(G, axis=1))
    Vp = np.zeros((m1, m2)); Vp[l] = tau_v*G[l]/np.linalg.norm(G[l])
    f = q @ A @ relu(Z @ (V0 + Sig[:, None]*Vp) + b2) @ c
    lhs = abs(f - T1)
    Ainf = np.abs(A).sum(1).max(); qA1 = np.abs(qA).sum()
    pref = tau_v*np.sqrt(m2/m1) + m1**1.8*tau_w**3.2*np.sqrt(m2) + tau_w**1.6*m1**0.9
    shape70 = pref*qA1*Ainf**2
    shape77 = pref*np.abs(q).sum()*Ainf        # the proof's own last line (D.77): ||q||_1 ||A||_inf
    shape_fix = pref*qA1*max(Ainf, Ainf**2)
    return lhs, shape70, shape77, shape_fix

if __name__ == '__main__':
    ps = [1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-6]
    for graph in ('triangle', 'path4'):
        for (m1, m2) in ((64, 16), (256, 64)):
            print(f'graph={graph} m1={m1} m2={m2} tau_w=m1^-1.5 tau_v=1e-3; medians over 9 init draws')
            for p in ps:
                R = np.array([run(p, s, graph, m1, m2) for s in range(9)])
                med = np.median(R[:, 0][:, None]/R[:, 1:], axis=0)
                print(f'  p={p:7.0e}  |f-T1|(median)={np.median(R[:,0]):.3e}  ratio to (D.70) shape={med[0]:.4g}  '
                      f'to (D.77) ||q||_1||A||={med[1]:.3g}  to max(||A*||,||A*||^2) variant={med[2]:.3g}  min over draws (D.70)={np.min(R[:,0]/R[:,1]):.3g}')
    # tau_w at the top of D.2.10's range (1/sqrt(m1)) -- the bound's tau_w terms are larger, same 1/p growth
    print('tau_w = m1^-1/2 (triangle, 64/16):', [f'{np.median([run(p, s, tau_w=64**-0.5)[0]/run(p, s, tau_w=64**-0.5)[1] for s in range(9)]):.3g}' for p in ps])
