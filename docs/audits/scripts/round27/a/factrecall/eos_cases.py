"""Auditor A r27: factrecall.lemma1-eos and factrecall.lemma2-eos (seed 002 L604-L612, L632-L642; vocabulary L122).
Own numpy; embeddings phi(z) uniform on the unit sphere of R^d (the proofs' subGaussian inner products with proxy 1/d).
Nothing imported from the repository."""
import numpy as np
rng = np.random.default_rng(2727)

def sphere(n, d):
    X = rng.standard_normal((n, d)); return X / np.linalg.norm(X, axis=1, keepdims=True)

print("== Lemma 1: v = sum_{z in V^(h)} phi(z) + phi(EOS)/2; chain <v,phi(z)> > <v,phi(EOS)> + 1/4 > <v,phi(z')> + 1/2 ==")
for (nh, nV, d) in [(3, 10, 4000), (5, 50, 20000), (10, 200, 100000)]:
    Phi = sphere(nV, d)                     # index 0 = EOS, 1..nh = V^(h) (subset of S u R), rest = other tokens
    v = Phi[1:nh + 1].sum(0) + Phi[0] / 2
    ip = Phi @ v
    left = min(ip[1:nh + 1]) - (ip[0] + 0.25)                          # <v,phi(z)> - (<v,phi(EOS)> + 1/4), worst z
    right_others = (ip[0] + 0.25) - max(ip[nh + 1:] + 0.5)           # z' not in V^(h), z' != EOS
    right_eos = (ip[0] + 0.25) - (ip[0] + 0.5)                        # z' = EOS (EOS not in V^(h))
    print(f"|V^(h)|={nh} |V|={nV} d={d}: left gap {left:+.4f}; right gap over z' != EOS {right_others:+.4f}; right gap at z' = EOS {right_eos:+.4f}")

print("== Lemma 2: W = (d/d_h) sum_z sum_{a in A^z} sum_i phi(a) phi(z)^T w_i w_i^T, w_i uniform on the sphere of phi(EOS)^perp ==")
for (nV, d, dh) in [(3, 300, 600), (20, 2000, 4000)]:
    Phi = sphere(nV, d)                     # 0 = EOS, 1 = a, ...
    e = Phi[0]
    Wv = rng.standard_normal((dh, d)); Wv -= np.outer(Wv @ e, e); Wv /= np.linalg.norm(Wv, axis=1, keepdims=True)
    assert np.abs(Wv @ e).max() < 1e-12
    # V^(h) = {EOS, token 2}, A^EOS = {a = token 1}, A^{token 2} = {token 3}
    pairs = [(0, [1])] if nV < 4 else [(0, [1]), (2, [3])]
    S = Wv.T @ Wv
    W = sum((d / dh) * np.outer(Phi[a], Phi[z] @ S) for z, As in pairs for a in As)
    for z, As in pairs:
        for a in range(min(nV, 6)):
            val = Phi[a] @ W @ Phi[z]
            tgt = 1.0 if a in As else 0.0
            if a in As or a < 3:
                print(f"   |V|={nV} d={d} d_h={dh}: z={'EOS' if z == 0 else z}, a={a}: phi(a)^T W phi(z) = {val:+.4f}, 1(a in A^z) = {tgt:.0f}, |diff| = {abs(val - tgt):.4f} ({'> 1/5' if abs(val - tgt) > 0.2 else '<= 1/5'})")
