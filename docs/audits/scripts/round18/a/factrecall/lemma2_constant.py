"""Auditor A r18: factrecall Lemma 2 (seed 002 L632-L642): d >~ max_z |A^z| log^6(|V|/delta), d_h >~ |V^h| log^6(|V|/delta) =>
w.p. 1 - delta: |phi(a)^T W phi(z) - 1(a in A^z)| <= 1/5 for all z in V^h, a in V, with
W = (d/d_h) sum_{z in V^h} sum_{a in A^z} sum_{i<=d_h} phi(a) phi(z)^T w_i w_i^T, phi(.) iid uniform on S^{d-1}, w_i uniform on the
unit sphere orthogonal to phi(EOS). Own exact sampler (no repository code): gamma_{az} = (d/d_h) sum_{z'} sum_{a' in A^{z'}}
<phi(a),phi(a')> K[z',z], K[z',z] = sum_i <w_i,phi(z')><w_i,phi(z)>; the w_i-coordinates on span{phi(EOS), phi(z): z in V^h} are
drawn exactly (Gaussian coordinates / norm with a chi-square remainder), so d, d_h up to 1e6 cost nothing.
For each instance shape we find the least d = d_h multiple (grid x2) with empirical failure rate <= delta (Wilson upper bound),
and report c* = min(d/max|A^z|, d_h/|V^h|) / log^6(|V|/delta): 'holds' needs c* bounded over shapes."""
import numpy as np
from math import log
rng = np.random.default_rng(2)

def embeds(V, d):
    Phi = rng.standard_normal((V, d)); return Phi / np.linalg.norm(Phi, axis=1, keepdims=True)

def trial(V, Vh, Asz, d, dh):
    # tokens: 0 = EOS, 1..Vh = V^h; A^z random subsets of size Asz of V \ {EOS}
    if d * V > 4e7: return None
    Phi = embeds(V, d)
    G = Phi @ Phi.T
    A = [rng.choice(np.arange(1, V), size=Asz, replace=False) for _ in range(Vh)]
    S = np.zeros((V, Vh))
    for j, Az in enumerate(A): S[Az, j] = 1.0
    # exact w_i coordinates on an orthonormal basis of span{phi(EOS), phi(z): z in V^h}
    B = np.linalg.qr(np.column_stack([Phi[0]] + [Phi[z] for z in range(1, Vh + 1)]))[0]    # d x (Vh+1), first col = phi(EOS)
    C = B.T @ np.column_stack([Phi[z] for z in range(1, Vh + 1)])                             # coords of phi(z), (Vh+1) x Vh
    g = rng.standard_normal((dh, Vh))                           # components orthogonal to phi(EOS) inside the span
    rest = rng.chisquare(d - 1 - Vh, size=dh)                   # squared norm of the rest of the (d-1)-dim Gaussian
    wcoord = g / np.sqrt((g**2).sum(1) + rest)[:, None]          # w_i coords on basis cols 1..Vh (col 0 = EOS -> 0)
    proj = wcoord @ C[1:, :]                                     # <w_i, phi(z)>, dh x Vh
    K = proj.T @ proj
    gam = (d / dh) * (G @ S @ K)                                # V x Vh : gamma_{a z}
    target = S.copy()
    return np.max(np.abs(gam - target)) <= 0.2

def least_dims(V, Vh, Asz, delta, reps=60):
    for e in range(3, 24):
        dd = 2 ** e
        d, dh = dd * Asz, dd * Vh
        if d < Vh + 3: continue
        ok = [trial(V, Vh, Asz, d, dh) for _ in range(reps)]
        if any(o is None for o in ok): return None
        fail = 1 - np.mean(ok)
        if fail <= delta / 2:
            return d, dh, fail
    return None

print(" |V| |V^h| |A^z| delta :  least (d, d_h) found   fail   c* = min(d/|A|, d_h/|V^h|)/log^6(|V|/delta)")
for V, Vh, Asz in [(8, 1, 1), (8, 2, 2), (32, 2, 4), (32, 4, 2), (128, 4, 8), (512, 8, 4), (2048, 4, 16)]:
    for delta in (0.5, 0.1):
        r = least_dims(V, Vh, Asz, delta)
        if r is None: print(f" {V:>4} {Vh:>3} {Asz:>3} {delta:>4}: (too large for this run)"); continue
        d, dh, fail = r
        cst = min(d / Asz, dh / Vh) / log(V / delta) ** 6
        print(f" {V:>4} {Vh:>3} {Asz:>3} {delta:>4}:  ({d:>6}, {dh:>6})   {fail:.3f}   {cst:.3e}")
