"""Auditor A r30: chenli Lemma 5.8 proof displays (24) (b = 1) and (26) (b = 2) (seed 000 L680, L698; hypotheses L605-L612).
Own instance: Theta = sigma3 1_[3] 1_C^T/sqrt(d3 |C|) + n cube blocks (rows partition S_[1], columns a shifted partition of S_[b] \ C),
C subset S_[b]: every column of Theta in S_[b] (Case b).  For i in C: (Theta^T x)_i = sigma3 (1_[3]^T x)/sqrt(d3 |C|)
= sigma3 nu sqrt(d3/|C|) for EVERY x of the support (x's S_[3] sum is exactly nu d3)."""
import mpmath as mp
import numpy as np
mp.mp.dps = 40
rng = np.random.default_rng(58)
# dense check (b = 1): d1 = 40 (C = 4 coords), d2 = 8, d3 = 8
d1, d2, d3 = 40, 8, 8; d = d1 + d2 + d3; n = 4; sig3 = 1.0
S1 = np.arange(d1); S3 = np.arange(d1 + d2, d); C = S1[:4]; rest = S1[4:]
Th = np.zeros((d, d)); Th[np.ix_(S3, C)] = sig3 / np.sqrt(d3 * len(C))
rb = np.array_split(S1, n); cb = np.array_split(rest, n)
for k in range(n):
    Th[np.ix_(rb[k], cb[(k + 1) % n])] = 1 / np.sqrt(len(rb[k]) * len(cb[(k + 1) % n]))
plus = 7; nu = (2 * plus - d3) / d3
for _ in range(200):
    x = np.concatenate([rng.choice([-1.0, 1.0], d1), rng.permutation([1.0] * 4 + [-1.0] * 4), rng.permutation([1.0] * plus + [-1.0] * (d3 - plus))])
    e = (Th.T @ x)[C]
    assert np.allclose(e, sig3 * nu * np.sqrt(d3 / len(C)))
print(f"dense: (Theta^T x)_i = sigma3 nu sqrt(d3/|C|) = {sig3*nu*np.sqrt(d3/len(C)):.4f} on every draw; trace {np.trace(Th):.1e}")
print("  r     log10 d   d3        |C|       entry/F    rhs(nu=mean)  rhs(nu=v)   ratio(mean)  ratio(v)   hyps")
for (n, logd) in [(8, 28), (8, 40), (32, 40), (32, 60), (128, 80)]:
    F2 = mp.mpf(n + 1); F = mp.sqrt(F2); r = mp.mpf(0.95) * F2; c = 1; nu = mp.mpf('0.9'); sig3 = 1
    d = mp.mpf(10) ** logd
    d3 = mp.floor(mp.sqrt(d * r) / (8 * c * nu))                 # the second bullet's cap
    K4 = 100; vmax = mp.sqrt(d) / (K4 * r ** 2)
    Csz = mp.ceil(d * sig3 ** 2 / (vmax ** 2 * F2))              # columns in C at norm sigma3/sqrt|C| <= vmax F/sqrt d
    v_rows = sig3 * mp.sqrt(d) / (mp.sqrt(d3) * F)               # S_[3] rows sigma3/sqrt(d3) <= v F/sqrt(d)
    v = max(vmax * 0 + mp.sqrt(d / Csz) * sig3 / F, v_rows, 1)
    tp = mp.log(d)                                               # t' = log d: d exp(-t'^2/20) tiny
    entry = sig3 * nu * mp.sqrt(d3 / Csz) / F
    rhs_mean = (c + tp) * nu / mp.sqrt(d) + c * mp.sqrt(nu) * r ** 0.25 / d ** 0.25
    rhs_v = (c + tp) * v / mp.sqrt(d) + c * mp.sqrt(v) * r ** 0.25 / d ** 0.25
    hyps = [1 <= c <= mp.sqrt(min(r, d3)) / 2, abs(nu) <= 0.9, d3 <= min(d / (8 * nu ** 2), mp.sqrt(d * r) / (8 * c * nu)),
            v <= vmax * 1.0000001, 100 * r <= d ** 0.25, Csz < d / 4]
    print(f"{float(r):6.1f} {logd:5d} {float(d3):10.3e} {float(Csz):10.3e} {float(entry):10.3e} {float(rhs_mean):12.3e} {float(rhs_v):10.3e}"
          f" {float(entry/rhs_mean):11.3e} {float(entry/rhs_v):10.3e}  {all(hyps)}")
print("(26) (b = 2): the same construction with C and the cube columns inside S_[2] gives the same numbers (only S_[3] rows read x).")
