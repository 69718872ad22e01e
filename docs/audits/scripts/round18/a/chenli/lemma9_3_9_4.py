"""Auditor A, round 18: chenli Lemma 9.3 / Lemma 9.4 (seed 000 L2917-L2935), own model, no repo imports.
Model (seed 000 eq (1), L110): F(X) = sum_i softmax(X Th_i X^T) X W_i, X in {+-1}^{k x d}, softmax row-wise.
D_att (Def 9.2, L2900ff): y = F(X)[:,1]; Z rows: m blocks of d coords, block i = softmax(X_r Th^_i X^T) X  (140);
w*_{i,j} = (W_i)_{j,1} (141).  Assumptions 8-10 (L475-L485) on W_i checked numerically.
"""
import numpy as np

rng = np.random.default_rng(18)
d, m, k = 1126, 2, 2
r_W = 10 * m**3 * k * np.log(d)          # Assumption 9 floor with '>>' read as factor 10 (as the helper)
c = 1 / np.sqrt(r_W)
s = np.sqrt((1 - c**2) / (d - 1))

def softmax_rows(A):
    A = A - A.max(axis=1, keepdims=True)
    E = np.exp(A)
    return E / E.sum(axis=1, keepdims=True)

x = rng.choice([-1.0, 1.0], size=d)
u = x / np.sqrt(d)
Q, _ = np.linalg.qr(np.column_stack([u, rng.standard_normal((d, d - 1))]))
B1 = Q[:, 1:]
B1 = B1 - np.outer(u, u @ B1)              # exact orthogonality to u
P = np.roll(np.eye(d - 1), 1, axis=1)      # cyclic permutation, trace 0

def make_W(ns):
    Ws = []
    for idx, n in enumerate(ns):
        Bi = B1 if idx == 0 else B1 @ np.linalg.matrix_power(P, idx)
        Ws.append(n * np.column_stack([c * u, s * Bi]))
    return Ws

def check_assumptions(Ws):
    out = {}
    for i, W in enumerate(Ws):
        sv = np.linalg.svd(W, compute_uv=False)
        out[f"W{i+1}: ||W||_F"] = np.linalg.norm(W)
        out[f"W{i+1}: stable rank"] = np.sum(sv**2) / sv[0]**2
    kap = abs(np.sum(Ws[0] * Ws[1])) / (np.linalg.norm(Ws[0]) * np.linalg.norm(Ws[1]))
    out["kappa' (A8, need << 1/m = %.3f)" % (1 / m)] = kap
    out["r_W (A9 floor 10*m^3 k log d)"] = r_W
    return out

def F(X, Ths, Ws):
    return sum(softmax_rows(X @ Th @ X.T) @ X @ W for Th, W in zip(Ths, Ws))

def Zmat(X, Ths_hat):
    return np.hstack([softmax_rows(X @ Th @ X.T) @ X for Th in Ths_hat])

def wstar(Ws):
    return np.concatenate([W[:, 0] for W in Ws])

# ---------------- Lemma 9.4 ----------------
print("== Lemma 9.4: ||Z||_F <= sqrt(mdk), |y| <= sqrt(mdk) ==")
def rand_theta(scale):
    G = rng.standard_normal((d, d))
    return scale * G / np.linalg.norm(G)
Ths = [rand_theta(60.0), rand_theta(40.0)]  # generic attention matrices (Assumption 1 ordering ||Th1|| >= ||Th2||)
for n2 in [1.0, 10.0, 47.0, 50.0, 100.0, 1e4]:
    Ws = make_W([1.0, n2])
    if n2 in (1.0, 1e4):
        print("  assumptions:", {kk: round(v, 6) for kk, v in check_assumptions(Ws).items()})
    # (a) identical rows: attention uniform for every Theta
    X = np.vstack([x, x])
    y = F(X, Ths, Ws)[:, 0]
    Z = Zmat(X, Ths)
    assert np.allclose(Z @ wstar(Ws), y)
    # (b) a generic X (second row random) -- same growth
    X2 = np.vstack([x, rng.choice([-1.0, 1.0], size=d)])
    y2 = F(X2, Ths, Ws)[:, 0]
    bound = np.sqrt(m * d * k)
    print(f"  n2={n2:8.0f} X=(x;x): |y|={np.linalg.norm(y):12.4f} ||Z||_F={np.linalg.norm(Z):8.3f} bound={bound:.3f} ratio={np.linalg.norm(y)/bound:9.4f}"
          f" | generic X: |y|={np.linalg.norm(y2):12.4f} ratio={np.linalg.norm(y2)/bound:9.4f}")
print("  closed form (x;x): |y|/sqrt(mdk) = (1+n2)/sqrt(m r_W); threshold n2 > sqrt(m r_W)-1 =", np.sqrt(m * r_W) - 1)
print("  reading 'W_1 largest' (n2<=1): ||w*|| <= sqrt(m)*max col norm <= sqrt(m/r_W); |y|<=sqrt(dk)||w*|| -> ratio <= 1/sqrt(r_W)*... holds")

# ---------------- Lemma 9.3 ----------------
print("== Lemma 9.3: ||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2 ==")
# nonzero generic Theta_i; choose x in {+-1}^d with x^T Th_i x small (greedy sign flips), X = (x; -x)
def find_x(Ths, iters=20000):
    xx = rng.choice([-1.0, 1.0], size=d)
    S = [(Th + Th.T) for Th in Ths]
    a = np.array([xx @ Th @ xx for Th in Ths])
    for _ in range(iters):
        if np.max(np.abs(a)) < 0.05:
            break
        j = rng.integers(d)
        # flipping x_j changes x^T Th x by -2 x_j (S x)_j + 2 Th_jj*... compute exactly
        delta = np.array([-2 * xx[j] * (Sm[j] @ xx) + 2 * Sm[j, j] * xx[j] * xx[j] for Sm in S])
        na = a + delta
        if np.max(np.abs(na)) < np.max(np.abs(a)):
            xx[j] = -xx[j]
            a = np.array([xx @ Th @ xx for Th in Ths])
    return xx, a
x3, a3 = find_x(Ths)
print("  x^T Th_i x =", a3)
u3 = x3 / np.sqrt(d)
Q3, _ = np.linalg.qr(np.column_stack([u3, rng.standard_normal((d, d - 1))]))
B13 = Q3[:, 1:]; B13 = B13 - np.outer(u3, u3 @ B13)
for eps in [1e-4, 1e-6]:
    for N in [1.0, 50.0, 94.0, 100.0, 1e4]:
        Ws = [n * np.column_stack([c * u3, s * (B13 if i == 0 else B13 @ P)]) for i, n in enumerate([1.0, N])]
        X = np.vstack([x3, -x3])
        D = eps * np.outer(x3, x3) / d
        Ths_hat = [Th + D for Th in Ths]
        assert all(abs(np.linalg.norm(Th_h - Th) - eps) < 1e-12 for Th_h, Th in zip(Ths_hat, Ths))
        y = F(X, Ths, Ws)[:, 0]
        Z = Zmat(X, Ths_hat)
        lhs = np.sum((Z @ wstar(Ws) - y) ** 2)
        rhs = eps**2 * d**3 * k**3 * m * np.linalg.norm(Ws[0]) ** 2
        print(f"  eps={eps:g} N={N:8.0f}: lhs={lhs:.6e} rhs={rhs:.6e} ratio={lhs/rhs:.4f}")
# helper's own instance Theta_i = 0 (closed form): ratio = (1+N)^2/(4 m r_W) * (tanh(eps d)/(eps d))^2 * ...
for N in [94.0, 1e4]:
    eps = 1e-6
    lhs = 2 * np.tanh(eps * d) ** 2 * c**2 * d * (1 + N) ** 2
    rhs = eps**2 * d**3 * k**3 * m
    print(f"  Theta=0 closed form, N={N:g}: lhs={lhs:.6e} rhs={rhs:.6e} ratio={lhs/rhs:.4f}")
