"""Auditor A, round 22: thesis (seed 003) (D.72) last line (L7243-L7245) and the L7249 line of Lemma D.2.9's proof.
Own model, no repository code.
 (5.4): r = A relu(A X W + B1) V; A = D^-1/2 (Atilde + I) D^-1/2; ||A||_inf = max row sum; ||x_n|| = 1.
 Proof of Lemma D.2.9: Z_2 = A(AX(W0 + W' Sigma)) o D'_{w,x} (D' = sign changes), bias ignored as the proof does.
 Printed (D.72): ||Z_{2,n}|| <= ... <= s^{1/4} ||A||_inf tau_w <= O~(tau_w^{6/5} m1^{3/10} ||A||_inf),
 for any ||W'||_{2,4} <= tau_w (w.h.p.), tau_w in [m1^-3/2, m1^-1/2] (Lemma D.2.10's range, L7299).
 L7249: ||Z_{2,n} Sigma V'|| <= O~(tau_v tau_w^{6/5} m1^{3/10} ||A||_inf) for any ||V'||_F <= tau_v.
Instance: aligned features x_k = e1 for all k (unit), so (AX)_k = (A1)_k e1 with (A1)_k > 0: the first-layer sign at
(node k, neuron i) is sign(w0_{i1}) for every k, so the 'per-node sign' reading of (5.4) and the 'row of A A X' reading of
the display coincide: Z_{2,n,i} = c (w0_{i1} + sigma_i w'_{i1}) 1[flip_i], c = (A^2 1)_n.
Graph ('hub'): centre joined to K hubs, each hub joined to H = round(sqrt(2K)) leaves; self loops.
"""
import math, sys
import numpy as np
import scipy.sparse as sp

def hub_quantities(K):
    H = int(round(math.sqrt(2 * K)))
    dc, dh, dl = K + 1, H + 2, 2
    A1c = 1 / dc + K / math.sqrt(dc * dh)
    A1h = 1 / dh + 1 / math.sqrt(dh * dc) + H / math.sqrt(dh * dl)
    A1l = 1 / dl + 1 / math.sqrt(dl * dh)
    Ainf = max(A1c, A1h, A1l)
    c = A1c / dc + K / math.sqrt(dc * dh) * A1h
    return H, Ainf, c

def hub_sparse(K):
    H = int(round(math.sqrt(2 * K)))
    N = 1 + K + K * H
    rows, cols = [], []
    for k in range(K):
        h = 1 + k
        rows += [0, h]; cols += [h, 0]
        for j in range(H):
            l = 1 + K + k * H + j
            rows += [h, l]; cols += [l, h]
    At = sp.coo_matrix((np.ones(len(rows)), (rows, cols)), shape=(N, N)).tocsr() + sp.eye(N)
    deg = np.asarray(At.sum(1)).ravel()
    Dm = sp.diags(1 / np.sqrt(deg))
    A = Dm @ At @ Dm
    Ainf = np.abs(A).sum(1).max()
    one = np.ones(N)
    c = (A @ (A @ one))[0]
    return Ainf, c

def worst_Z2(c, m1, tau_w, rng, sigma_first=False):
    """max over W' (equal-magnitude flips of the k smallest |u_i|, best k) of ||Z_{2,n}||;
    sigma_first=False: W' chosen after Sigma (aligned with sigma_i); True: W' fixed before Sigma (only sigma_i=+1 flip)."""
    w0 = rng.standard_normal(m1) / math.sqrt(m1)
    u = np.sort(np.abs(c * w0))
    if sigma_first:
        keep = rng.random(m1) < 0.5   # coordinates whose random sign turns the push the right way
    best = 0.0
    ks = np.unique(np.round(np.logspace(0, math.log10(m1), 60)).astype(int))
    for k in ks:
        t = tau_w * k ** -0.25
        gain = np.clip(t * abs(c) - u[:k], 0, None)
        if sigma_first:
            gain = gain * keep[:k]
        best = max(best, math.sqrt(np.sum(gain ** 2)))
    return best

if __name__ == "__main__":
    rng = np.random.default_rng(1)
    print("check analytic hub quantities vs sparse build:")
    for K in [8, 128, 2048]:
        H, Ainf, c = hub_quantities(K); Ainf2, c2 = hub_sparse(K)
        print(f"  K={K} H={H}: ||A||_inf {Ainf:.5f} vs {Ainf2:.5f};  (A^2 1)_centre {c:.5f} vs {c2:.5f}")
    print("\n(1) path K -> inf (||A||_inf -> inf), m1 = 1e4, tau_w = m1^-1/2; 7 draws of W0; ratio R = ||Z2n||/(tau_w^1.2 m1^0.3 ||A||_inf)")
    m1 = 10000
    for K in [8, 128, 2048, 32768, 524288, 8388608]:
        H, Ainf, c = hub_quantities(K)
        tw = m1 ** -0.5
        vals = [worst_Z2(c, m1, tw, rng) for _ in range(7)]
        valsS = [worst_Z2(c, m1, tw, rng, sigma_first=True) for _ in range(7)]
        sh = tw ** 1.2 * m1 ** 0.3 * Ainf
        print(f"  K={K:8d} ||A||_inf={Ainf:7.3f} c={c:8.3f} c/||A||^2={c/Ainf**2:.3f}: R median {np.median(vals)/sh:.3f} "
              f"(min {min(vals)/sh:.3f}); with log(e m1): {np.median(vals)/sh/math.log(math.e*m1):.3f}; W' before Sigma: {np.median(valsS)/sh:.3f}")
    print("\n(2) fixed graph K = 2048: flat along m1 and tau_w (the m1, tau_w powers are right; bounded ||A||_inf reading holds)")
    H, Ainf, c = hub_quantities(2048)
    for m1 in [256, 4096, 65536, 1048576]:
        row = []
        for e in [1.5, 1.0, 0.5]:
            tw = m1 ** -e
            v = np.median([worst_Z2(c, m1, tw, rng) for _ in range(5)])
            row.append(v / (tw ** 1.2 * m1 ** 0.3 * Ainf))
        print(f"  m1={m1:8d}: R at tau_w = m1^-1.5, m1^-1, m1^-0.5: " + ", ".join(f"{r:.3f}" for r in row))
    print("\n(3) L7249: sup over ||V'||_F <= tau_v of ||Z2n Sigma V'|| = tau_v ||Z2n|| (V' = tau_v (Z2n Sigma)^T e1^T / ||Z2n||);")
    print("    numerical check with m2 = 16, tau_v = 0.3 on one draw:")
    m1 = 4096; K = 32768; H, Ainf, c = hub_quantities(K); tw = m1 ** -0.5
    w0 = rng.standard_normal(m1) / math.sqrt(m1); sig = rng.choice([-1.0, 1.0], m1)
    u = c * w0; order = np.argsort(np.abs(u)); k = 40; t = tw * k ** -0.25
    wp = np.zeros(m1); wp[order[:k]] = -np.sign(u[order[:k]]) * sig[order[:k]] * t   # ||W'||_{2,4} = tau_w
    new = c * (w0 + sig * wp); flip = np.sign(new) != np.sign(u)
    Z2 = np.where(flip, new, 0.0)
    Vp = np.zeros((m1, 16)); Vp[:, 0] = 0.3 * (Z2 * sig) / np.linalg.norm(Z2)
    print(f"    ||W'||_2,4 = {np.sum(wp**4)**0.25:.3e} (tau_w {tw:.3e}); ||Z2n|| = {np.linalg.norm(Z2):.4f};"
          f" ||Z2n Sigma V'|| = {np.linalg.norm((Z2*sig) @ Vp):.4f} = tau_v ||Z2n|| = {0.3*np.linalg.norm(Z2):.4f};"
          f" ratio to tau_v tau_w^1.2 m1^0.3 ||A||_inf: {np.linalg.norm((Z2*sig) @ Vp)/(0.3*tw**1.2*m1**0.3*Ainf):.3f}")
