"""Auditor A, round 25: thesis (seed 003) L7600-7602, (D.97) in the proof of Lemma D.2.13.
Own model, no repository code.

Network (5.4)/(D.93)-(D.94) with A* = p A (uniform p_l* = p, allowed by (5.8) for small p).
  first-layer pre-activation  U = A* X W + B1   (B1 = 1 b1^T, b1 ~ N(0,1/m1))
  Z = A* relu(U)  (N x m1)
  second-layer pre-activation S = Z V (+ B2 under reading 'ii'; (D.93)/(D.94) print no B2)
  f_r = q^T A* (relu(S)) c_r ; g_r = same with the sign pattern frozen at the unperturbed weights.
Instance: W_t = V_t = 0, W^ = 0 (or random), V^ fixed (||V^||_F = 1); W = W0 + Wrho, V = V0 + Vrho + sqrt(eta) V^
(Sigma V~ with V~ = V_t + sqrt(eta) Sigma V^, Sigma^2 = I).
Leading order in eta: E|f-g| = eta * sum_i |c_ir| sum_n (q^T A*)_n E_Wrho[ dens_{S_ni}(0) ] (Z_n v^_i)^2 / 2 + o(eta)
(the flip term (s+d)(1[s+d>=0]-1[s>=0]) is >= 0, so within a neuron no cancellation; two neurons flip together w.p. O(eta)).
dens over Vrho: S_ni ~ N(mu_ni, sigma_v^2 ||Z_n||^2).
Variants: 'lit' = (D.93)/(D.94) literally (B1 unscaled, no B2); 'ii' = (5.4) (B1, B2 unscaled);
          'iii' = biases passed through A* (the proofs' own reduction a_n X w + B1 = a_n X~ w~, X~ = (X,1)), no B2.
RHS: ||q^T A*||_1 ||A*||_inf^2 eps0.
"""
import numpy as np, sys

def graph(N=6):
    # hub: node 0 joined to 1..N-1, plus an edge 1-2; self loops
    Ad = np.zeros((N, N))
    for j in range(1, N): Ad[0, j] = Ad[j, 0] = 1
    Ad[1, 2] = Ad[2, 1] = 1
    At = Ad + np.eye(N)
    d = At.sum(1)
    return At / np.sqrt(np.outer(d, d))

def setup(m, N=6, dd=4, K=2, seed=0):
    r = np.random.default_rng(seed)
    X = r.standard_normal((N, dd)); X /= np.linalg.norm(X, axis=1, keepdims=True)
    return dict(X=X, W0=r.standard_normal((dd, m)) / np.sqrt(m), V0=r.standard_normal((m, m)) / np.sqrt(m),
                b1=r.standard_normal(m) / np.sqrt(m), b2=r.standard_normal(m) / np.sqrt(m),
                C=r.standard_normal((m, K)), w1b=r.standard_normal(m) / np.sqrt(m))

def Lrate(p, S, Vh, Wh=None, variant='lit', g=0, nrho=8, seed=1, eps0=0.5, r_out=0):
    """returns (lim lhs/eta, rhs/eta, ratio)"""
    A = graph(S['X'].shape[0]); As = p * A; m = S['V0'].shape[0]
    sw = m ** -(1 - 0.01); sv = m ** -(0.5 + 0.01)
    rng = np.random.default_rng(seed)
    q = np.zeros(A.shape[0]); q[g] = 1; qa = q @ As
    c = np.abs(S['C'][:, r_out])
    tot = 0.0
    for _ in range(nrho):
        Wr = rng.standard_normal(S['W0'].shape) * sw
        W = S['W0'] + Wr
        if variant == 'iii':
            U = As @ (S['X'] @ W + S['b1'][None, :])
        else:
            U = As @ S['X'] @ W + S['b1'][None, :]
        Z = As @ np.maximum(U, 0)
        mu = Z @ S['V0']
        if variant == 'ii': mu = mu + S['b2'][None, :]
        tau = sv * np.linalg.norm(Z, axis=1, keepdims=True)
        dens = np.exp(-0.5 * (mu / tau) ** 2) / (np.sqrt(2 * np.pi) * tau)
        d = Z @ Vh
        if Wh is not None:  # first-layer direction adds A*(A* X W^ . D) V to the second-layer perturbation
            d = d + (As @ ((As @ S['X'] @ Wh) * (U >= 0))) @ S['V0']
        tot += (qa[:, None] * c[None, :] * dens * d ** 2 / 2).sum()
    lhs = tot / nrho
    rhs = np.abs(qa).sum() * np.abs(As).sum(1).max() ** 2 * eps0
    return lhs, rhs, lhs / rhs

def mc_check(p, S, Vh, variant, eta=1e-4, nsamp=200000, seed=5, g=0):
    """direct Monte Carlo of E|f-g|/eta (real ReLU vs frozen pattern), to validate the formula."""
    A = graph(S['X'].shape[0]); As = p * A; m = S['V0'].shape[0]
    sw = m ** -(1 - 0.01); sv = m ** -(0.5 + 0.01)
    rng = np.random.default_rng(seed); qa = As[g]
    c = S['C'][:, 0]; acc = 0.0; B = 2000
    for _ in range(nsamp // B):
        Wr = rng.standard_normal((B,) + S['W0'].shape) * sw
        W = S['W0'][None] + Wr
        if variant == 'iii':
            U = np.einsum('nk,bkm->bnm', As, S['X'] @ W + S['b1'][None, None, :]) if False else As[None] @ (np.einsum('nd,bdm->bnm', S['X'], W) + S['b1'][None, None, :])
        else:
            U = As[None] @ np.einsum('nd,bdm->bnm', S['X'], W) + S['b1'][None, None, :]
        Z = As[None] @ np.maximum(U, 0)
        Vr = rng.standard_normal((B,) + S['V0'].shape) * sv
        V = S['V0'][None] + Vr
        s = Z @ V
        if variant == 'ii': s = s + S['b2'][None, None, :]
        s2 = s + np.sqrt(eta) * (Z @ Vh[None])
        f = np.einsum('n,bni,i->b', qa, np.maximum(s2, 0), c)
        gg = np.einsum('n,bni,i->b', qa, s2 * (s >= 0), c)
        acc += np.abs(f - gg).sum()
    return acc / ((nsamp // B) * B) / eta

if __name__ == '__main__':
    ps = [1, 1e-1, 1e-2, 1e-3, 1e-4, 1e-5]
    for m in (16, 64, 256):
        S = setup(m, seed=m)
        r = np.random.default_rng(100 + m)
        Vh = r.standard_normal((m, m)); Vh /= np.linalg.norm(Vh)
        Wh = r.standard_normal((4, m)); Wh /= np.linalg.norm(Wh)
        for var in ('lit', 'ii', 'iii'):
            row = []
            for p in ps:
                row.append(Lrate(p, S, Vh, variant=var)[2])
            rowW = [Lrate(p, S, Vh, Wh=Wh, variant=var)[2] for p in ps]
            print(f"m={m:4d} {var:4s} ratio(lhs/eta)/rhs  p=" + " ".join(f"{p:.0e}" for p in ps))
            print("      V^ only  : " + " ".join(f"{x:.3g}" for x in row))
            print("      W^,V^    : " + " ".join(f"{x:.3g}" for x in rowW))
            print("      p*ratio  : " + " ".join(f"{x*p:.3g}" for x, p in zip(row, ps)))
        sys.stdout.flush()
