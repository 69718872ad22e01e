"""Auditor A, round 18: chenli Lemma 9.1 (seed 000 L2860-L2871) with Algorithm 5 (L2873-L2889: w^ = argmin over ||w|| <= sqrt(m))
under Assumption 10 as printed (only a lower bound on ||W_i||_F for i > 1). Own derivation + numbers (no repository code).
Floor: on the event 'all k rows of X equal' (probability 2^{-(k-1)d}; common row x' uniform on {+-1}^d) attention is uniform for
every Theta, Theta^, so F(X)_{r,1} = x'^T sum_i w*_i, f^(X)_r = x'^T sum_i w^_i, and E_{x'}[(x'^T v)^2] = ||v||^2. Hence
E[(F^ - F)^2] >= E[||f^(X) - Y_{:,1}||^2] >= 2^{-(k-1)d} k ||sum_i w*_i - sum_i w^_i||^2 >= 2^{-(k-1)d} k (||sum w*_i|| - m)_+^2,
since ||sum_i w^_i|| <= sqrt(m) ||w^|| <= m, for EVERY sample set (so 'with probability 1 - delta' does not help).
"""
import numpy as np
rng = np.random.default_rng(91)
d, m, k = 1126, 2, 2
r_W = 10 * m**3 * k * np.log(d)
c = 1 / np.sqrt(r_W); s = np.sqrt((1 - c**2) / (d - 1))
x = rng.choice([-1.0, 1.0], size=d); u = x / np.sqrt(d)
Q, _ = np.linalg.qr(np.column_stack([u, rng.standard_normal((d, d - 1))]))
B1 = Q[:, 1:]; B1 = B1 - np.outer(u, u @ B1)
P = np.roll(np.eye(d - 1), 1, axis=1)
for n2 in [1.0, 100.0, 1e4]:
    Ws = [np.column_stack([c * u, s * B1]), n2 * np.column_stack([c * u, s * (B1 @ P)])]
    sv = [np.linalg.svd(W, compute_uv=False) for W in Ws]
    sr = [np.sum(v**2) / v[0]**2 for v in sv]
    kap = abs(np.sum(Ws[0] * Ws[1])) / (np.linalg.norm(Ws[0]) * np.linalg.norm(Ws[1]))
    wsum = np.linalg.norm(sum(W[:, 0] for W in Ws))
    floor_x2d = k * max(wsum - m, 0.0) ** 2            # floor times 2^{(k-1)d}
    print(f"n2={n2:g}: ||W_1||_F={np.linalg.norm(Ws[0]):.4f} stable ranks={sr[0]:.2f},{sr[1]:.2f} (r_W={r_W:.2f}) kappa'={kap:.2e}"
          f" ||sum w*_i||={wsum:.4f} floor*2^((k-1)d)={floor_x2d:.6g}")
    if floor_x2d > 0:
        # bound eps^2 d^4 k^3 m ||W_1||_F^2 vs floor: log10 ratio floor/bound
        for eps in [1e-3, 1e-100, 1e-200]:
            lr = np.log10(floor_x2d) - (k - 1) * d * np.log10(2) - (2 * np.log10(eps) + 4 * np.log10(d) + 3 * np.log10(k) + np.log10(m))
            print(f"    eps={eps:g}: log10(floor / (eps^2 d^4 k^3 m ||W_1||_F^2)) = {lr:.2f}")
# crossing threshold in eps at n2 = 1e4
wsum = (1 + 1e4) * c
l_eps = 0.5 * (np.log10(k * (wsum - m)**2) - (k - 1) * d * np.log10(2) - 4 * np.log10(d) - 3 * np.log10(k) - np.log10(m))
print(f"n2=1e4: floor exceeds the bound for every constant C once eps < C^(-1/2) x 10^{l_eps:.1f} (ratio ~ eps^-2, unbounded as eps -> 0)")
print("reading ||W_i||_F <= ||W_1||_F: ||sum w*_i|| <= m/sqrt(r_W) < m: floor = 0, no crossing from this mechanism")
