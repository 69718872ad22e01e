"""Auditor B r27: factrecall Lemma 1 and Lemma 2 at EOS (seed 002 L604-L612, L632-L642). Own numpy; embeddings i.i.d.
uniform on S^{d-1} (L169); w_i uniform on the unit sphere of phi(EOS)^perp."""
import numpy as np
rng = np.random.default_rng(0)
def sph(n, d):
    x = rng.standard_normal((n, d)); return x / np.linalg.norm(x, axis=1, keepdims=True)
# Lemma 1: V = S u R u A u N u {EOS}; V^(h) subset S u R; z' ranges over V \ V^(h), which contains EOS
for d in [500, 4000, 20000]:
    V = 10; Vh = [0, 1, 2]; EOS = V - 1
    phi = sph(V, d); v = phi[Vh].sum(0) + phi[EOS] / 2
    ip = phi @ v
    ok_others = all(ip[z] > ip[EOS] + .25 > ip[zp] + .5 for z in Vh for zp in range(V) if zp not in Vh and zp != EOS)
    ok_eos = all(ip[z] > ip[EOS] + .25 > ip[EOS] + .5 for z in Vh)
    print(f"Lemma 1, d={d}: chain for z' not in V^(h) u {{EOS}}: {ok_others}; for z' = EOS: {ok_eos} "
          f"(middle minus right = {(ip[EOS] + .25) - (ip[EOS] + .5):+.2f})")
# Lemma 2: V^(h) = {EOS} (or containing EOS), A^EOS = {a}
for d, dh in [(50, 200), (400, 400), (2000, 100)]:
    V = 6; EOS = V - 1; phi = sph(V, d)
    w = rng.standard_normal((dh, d)); e = phi[EOS]; w -= np.outer(w @ e, e); w /= np.linalg.norm(w, axis=1, keepdims=True)
    assert np.abs(w @ e).max() < 1e-12
    Vh = {EOS: [0], 1: [2, 3]}    # EOS in V^(h) with A^EOS = {a = 0}; a second key z = 1 with A^1 = {2, 3}
    W = (d / dh) * sum(np.outer(phi[a], phi[z]) @ (w.T @ w) for z, A in Vh.items() for a in A)
    dev_eos = max(abs(phi[a] @ W @ phi[EOS] - (a in Vh[EOS])) for a in range(V))
    dev_1 = max(abs(phi[a] @ W @ phi[1] - (a in Vh[1])) for a in range(V))
    print(f"Lemma 2, d={d}, d_h={dh}: max_a |phi(a)^T W phi(EOS) - 1(a in A^EOS)| = {dev_eos:.3f} (phi(a)^T W phi(EOS) = "
          f"{phi[0] @ W @ phi[EOS]:.1e}); for z = 1 (not EOS): {dev_1:.3f}")
