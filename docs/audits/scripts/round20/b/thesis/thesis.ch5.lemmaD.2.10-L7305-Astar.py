# Auditor B, round 20: thesis.ch5.lemmaD.2.10-L7305-Astar (own model, no repository code).
# (5.4) with L1485's biases: second-layer pre-activation at node n: y = a*_n relu(A* X W + 1 b1^T) V + b2.
# D'_{n,v}: sign changes of y between (W0, V0) and (W0 + W^rho + W', V0 + V^rho + V'), W' = 0, ||V'||_F <= tau_v.
# V' spends its budget on the cheapest flips: unit i costs (1+kappa)|y_i|/||w||, w = a*_n relu(A* X W0 + B1).
import numpy as np
relu = lambda z: np.maximum(z, 0)

def run(p, seed, graph='single', m1=64, m2=65536, d=4, tau_v=1.0, kappa=0.02):
    rng = np.random.default_rng(seed)
    At = np.ones((1, 1)) if graph == 'single' else np.ones((3, 3))
    N = At.shape[0]; Dg = At.sum(1); A0 = At/np.sqrt(np.outer(Dg, Dg)); A = p*A0
    X = rng.normal(size=(N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    sw = m1**-1.5; sv = 1e-6*m2**-0.5
    W0 = rng.normal(0, m1**-0.5, (d, m1)); b1 = rng.normal(0, m1**-0.5, m1)
    V0 = rng.normal(0, m2**-0.5, (m1, m2)); b2 = rng.normal(0, m2**-0.5, m2)
    Wr = rng.normal(0, sw, (d, m1)); Vr = rng.normal(0, sv, (m1, m2))
    n = 0
    w = A[n] @ relu(A @ X @ W0 + b1)
    y0 = w @ V0 + b2
    order = np.argsort(np.abs(y0)); cost = (1+kappa)*np.abs(y0[order])/np.linalg.norm(w)
    k = int(np.searchsorted(np.cumsum(cost**2), tau_v**2, side='right'))
    Vp = np.zeros((m1, m2)); idx = order[:k]
    Vp[:, idx] = -(1+kappa)*np.outer(w, y0[idx])/(w @ w)
    assert np.linalg.norm(Vp) <= tau_v*(1+1e-9)
    w1 = A[n] @ relu(A @ X @ (W0 + Wr) + b1)
    y1 = w1 @ (V0 + Vr + Vp) + b2
    count = int(np.sum((y0 > 0) != (y1 > 0)))
    Ainf = np.abs(A).sum(1).max()
    out = {}
    for name, tw in (('tau_w=m1^-5/4', m1**-1.25), ('tau_w=m1^-1/2', m1**-0.5)):
        out[name] = m2**1.5*sv*(Ainf + Ainf*tw*m1**0.25) + m2*Ainf**(2/3)*(Ainf*tau_v + Ainf*tw*m1**0.25*(1+tau_v))**(2/3)
    # proof's own cost scale with the bias kept: ||w|| ~ ||A|| max(1, ...) -> m2 (||w|| tau_v)^(2/3) order
    return count, k, out, np.linalg.norm(w)

if __name__ == '__main__':
    for graph in ('single', 'triangle'):
        print(f'graph={graph}, m1=64, m2=65536, sigma_w=m1^-1.5, sigma_v=1e-6 m2^-1/2, tau_v=1, W\'=0; 3 seeds')
        for p in (1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-6):
            rows = [run(p, s, graph) for s in range(3)]
            cnt = np.array([r[0] for r in rows]); sh1 = rows[0][2]['tau_w=m1^-5/4']; sh2 = rows[0][2]['tau_w=m1^-1/2']
            print(f'  p={p:7.0e}  ||w||={rows[0][3]:.2e}  sign changes {list(cnt)}  shape (tau_w=m1^-5/4) {sh1:.4g}  ratio {np.median(cnt)/sh1:.3g}'
                  f'   shape (tau_w=m1^-1/2) {sh2:.4g}  ratio {np.median(cnt)/sh2:.3g}')
