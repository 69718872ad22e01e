# Auditor A r26: thesis.ch5.L1375-cross-entropy-L0 and thesis.ch5.L1375-l2-lipschitz (seed 003 L1375; uses L7820-L7826). Own numpy/mpmath.
import numpy as np, mpmath as mp
def ce(z, y):  # cross-entropy of logits z (length K) at class y
    z = np.asarray(z, float); m = z.max(); return -(z[y] - m - np.log(np.exp(z - m).sum()))
print("cross-entropy at the zero output: L(0^K, y) for every y")
for K in (2, 3, 5, 10, 100):
    vals = [ce(np.zeros(K), y) for y in range(K)]
    print(f"  K={K}: min {min(vals):.6f} max {max(vals):.6f} (log K = {np.log(K):.6f}); in [0,1]: {max(vals) <= 1}")
# Lipschitz constant of CE in z (for the record): sup ||softmax(z) - e_y|| -> sqrt 2
z = np.array([50.0, 0, 0]); p = np.exp(z - z.max()); p /= p.sum(); print("  CE gradient norm at z = (50,0,0), y = 2:", np.linalg.norm(p - np.eye(3)[2]))
print("l2-regression loss L(z, y) = ||z - y||^2/2 (the favourable normalisation), labels bounded (|y| <= 1):")
rng = np.random.default_rng(0); worst = 0
for _ in range(20000):
    k = rng.integers(1, 6); y = rng.uniform(-1, 1, k); y /= max(1, np.linalg.norm(y))
    s = 10**rng.uniform(-2, 3); z = rng.standard_normal(k)*s; zp = rng.standard_normal(k)*s*rng.uniform(0, 1)
    L = lambda u: 0.5*np.sum((u - y)**2)
    worst = max(worst, abs(L(z) - L(zp))/np.linalg.norm(z - zp))
print(f"  max |L(z,y) - L(z',y)|/||z - z'|| over 20000 draws (||z|| up to ~1e3): {worst:.1f}")
y = np.zeros(1); z = np.array([3.0]); zp = np.zeros(1)
print(f"  helper's instance y = 0, z = 3 e1, z' = 0: |L(z) - L(z')| = {0.5*9:.1f} vs ||z - z'|| = 3")
for r in (1.0, 10.0, 1e3):
    z = np.array([r]); print(f"  y = 0, z = {r:g}, z' = 0: ratio = {0.5*r*r/r:g} (= ||z||/2)")
# reading: outputs within distance 1 of the label => gradient ||z - y|| <= 1 on the segment (convex ball) => 1-Lipschitz there
worst = 0
for _ in range(20000):
    k = rng.integers(1, 6); y = rng.uniform(-1, 1, k)
    u = rng.standard_normal(k); z = y + u/np.linalg.norm(u)*rng.uniform(0, 1)
    u = rng.standard_normal(k); zp = y + u/np.linalg.norm(u)*rng.uniform(0, 1)
    L = lambda w: 0.5*np.sum((w - y)**2)
    worst = max(worst, abs(L(z) - L(zp))/np.linalg.norm(z - zp))
print(f"  reading (||z - y||, ||z' - y|| <= 1): max ratio {worst:.4f} <= 1")
