"""Auditor B, round 17: chenli Lemma 9.3 and Lemma 9.4 (Definition 9.2, (140)-(141)), paper L2890-L2945.

Model (1): F(X) = sum_i softmax(X Theta_i X^T) X W_i, X in {+-1}^{k x d}; y = F(X)_{:,1}; w_i* = W_i e_1.
Z from Theta_hat (140): Z w* = sum_i softmax(X Theta_hat_i X^T) X w_i*.
Lemma 9.4: ||Z||_F <= sqrt(mdk), |y| <= sqrt(mdk).  Lemma 9.3: ||Z w* - y||^2 <= eps^2 d^3 k^3 m ||W_1||_F^2.
Projection-matrix standing assumptions (Sec. 4.2): A8 |<W_i,W_j>| <= kappa' ||W_i|| ||W_j||, kappa' << 1/m;
A9 ||W_i||_F^2 >= r_W ||W_i||_op^2, r_W >> m^3 k log d; A10 ||W_1||_F = 1 (and ||W_i||_F <= ||W_1||_F, the paper's
own 'Note ||w*|| <= sqrt(m)||W_1||_F' in Def. 9.2).

Analytic: |y_r| <= sum_i max_l |X_l w_i*| <= sqrt(d) sum_i ||w_i*||, ||w_i*|| <= ||W_i||_op <= 1/sqrt(r_W)
=> ||y|| <= sqrt(dk) m / sqrt(r_W) = sqrt(mdk) sqrt(m/r_W)  (< sqrt(mdk) iff r_W > m).
Lemma 9.3: softmax is 1/2-Lipschitz in l2 (Gershgorin on diag(p)-pp^T), ||X_r E X^T|| <= eps d sqrt(k),
||X w_i*|| <= sqrt(kd)||w_i*|| => lhs <= eps^2 d^3 k^3 (sum_i ||w_i*||)^2/4 <= eps^2 d^3 k^3 m * m/(4 r_W).
Here: dense W_i at Assumption 9's edge with the LITERAL constant 1 (r_W = ceil(m^3 k log d)), the worst reading
of '>>', first columns all aligned with x (the extremal direction), and a random/optimised search over X, Theta.
"""
import math
import numpy as np
from scipy.optimize import minimize

rng = np.random.default_rng(17)


def softmax_rows(L):
    L = L - L.max(1, keepdims=True)
    E = np.exp(L)
    return E / E.sum(1, keepdims=True)


def build_W(m, d, r, x):
    """W_i = sigma (u e_1^T + sum_{j=2}^r a_{ij} b_j^T), u = x/sqrt(d), a's orthonormal, orthogonal to u, distinct
    across heads; b_j = e_j shared. Stable rank r, ||W_i||_F = 1, W_i e_1 = sigma u."""
    u = x / math.sqrt(d)
    G = rng.normal(size=(d, 1 + m * (r - 1)))
    G[:, 0] = u
    Q, _ = np.linalg.qr(G)
    Q[:, 0] *= np.sign(Q[:, 0] @ u)
    sigma = 1 / math.sqrt(r)
    Ws = []
    for i in range(m):
        A = np.concatenate([Q[:, :1], Q[:, 1 + i * (r - 1): 1 + (i + 1) * (r - 1)]], axis=1)  # d x r
        B = np.eye(d)[:, :r]
        Ws.append(sigma * A @ B.T)
    return np.array(Ws)


def check_assumptions(Ws, m, k, d):
    fro = np.array([np.linalg.norm(W) for W in Ws])
    op = np.array([np.linalg.norm(W, 2) for W in Ws])
    srank = float(np.min(fro**2 / op**2))
    kap = max([abs(np.sum(Ws[i] * Ws[j])) / (fro[i] * fro[j]) for i in range(m) for j in range(m) if i != j] or [0])
    floor = m**3 * k * math.log(d)
    return dict(fro1=fro[0], fro_max=fro.max(), srank=srank, A9_floor=floor, A9_ok=srank >= floor,
                kappa_p=kap, A8_ok=kap <= 1 / (10 * m))


def lemma94(m, k, d, r, trials=200):
    x = rng.choice([-1.0, 1.0], d)
    Ws = build_W(m, d, r, x)
    A = check_assumptions(Ws, m, k, d)
    wst = Ws[:, :, 0]
    best = 0.0
    # equal rows (uniform attention whatever Theta): the aligned extremal instance
    X = np.tile(x, (k, 1))
    y = sum(softmax_rows(X @ rng.normal(size=(d, d)) @ X.T) @ X @ wst[i] for i in range(m))
    best = max(best, np.linalg.norm(y))
    for _ in range(trials):  # random X, rank-one Theta with random scale (any attention pattern)
        X = rng.choice([-1.0, 1.0], (k, d))
        if rng.random() < 0.5:
            X[rng.random(k) < 0.5] = x
        y = np.zeros(k)
        for i in range(m):
            a, b = rng.normal(size=d), rng.normal(size=d)
            L = rng.exponential(3) * np.outer(X @ a, X @ b) / d
            y += softmax_rows(L) @ X @ wst[i]
        best = max(best, np.linalg.norm(y))
    Zbound = True  # |Z_{r,i,j}| <= 1 (convex combination of +-1) -> ||Z||_F <= sqrt(mdk); check one
    X = rng.choice([-1.0, 1.0], (k, d))
    Z = np.concatenate([softmax_rows(X @ rng.normal(size=(d, d)) * 0.1 @ X.T) @ X for _ in range(m)], axis=1)
    Zbound = np.linalg.norm(Z) <= math.sqrt(m * d * k) + 1e-9
    return A, best, math.sqrt(m * d * k), math.sqrt(m * d * k) * math.sqrt(m / A["srank"]), Zbound


def lemma93(m, k, d, r, eps):
    x = rng.choice([-1.0, 1.0], d)
    Ws = build_W(m, d, r, x)
    A = check_assumptions(Ws, m, k, d)
    wst = Ws[:, :, 0]
    out = {}
    # antipodal rows, Theta_i = 0, E_i = eps x x^T / d (||E||_F = eps): aligned worst case
    X = np.outer(np.where(np.arange(k) % 2 == 0, 1.0, -1.0), x)
    E = eps * np.outer(x, x) / d
    res = sum(softmax_rows(X @ E @ X.T) @ X @ wst[i] - softmax_rows(np.zeros((k, k))) @ X @ wst[i] for i in range(m))
    out["antipodal"] = float(res @ res)

    # optimise over the logit perturbation directly (the set reachable is contained in ||dL_r|| <= eps d sqrt(k))
    # with X antipodal and Theta_i = t x x^T/d (a shift of the base logits): maximise residual^2 numerically
    def neg(p):
        t = p[0]
        L0 = t * (X @ np.outer(x, x) / d @ X.T)
        Lh = L0 + X @ E @ X.T
        rr = sum(softmax_rows(Lh) @ X @ wst[i] - softmax_rows(L0) @ X @ wst[i] for i in range(m))
        return -float(rr @ rr)
    bestopt = max(-minimize(neg, [t0], method="Nelder-Mead").fun for t0 in (-3, -1, 0, 1, 3))
    out["antipodal_opt_t"] = bestopt
    # random X, random E with ||E||_F = eps
    rnd = 0.0
    for _ in range(100):
        Xr = rng.choice([-1.0, 1.0], (k, d))
        rr = np.zeros(k)
        for i in range(m):
            Th = rng.normal(size=(d, d)) * rng.exponential(0.01)
            Ei = rng.normal(size=(d, d)); Ei *= eps / np.linalg.norm(Ei)
            rr += softmax_rows(Xr @ (Th + Ei) @ Xr.T) @ Xr @ wst[i] - softmax_rows(Xr @ Th @ Xr.T) @ Xr @ wst[i]
        rnd = max(rnd, float(rr @ rr))
    out["random"] = rnd
    printed = eps**2 * d**3 * k**3 * m * A["fro1"] ** 2
    analytic = eps**2 * d**3 * k**3 * m * m / (4 * A["srank"])
    return A, out, printed, analytic


if __name__ == "__main__":
    # softmax l2-Lipschitz constant 1/2: spectral norm of diag(p) - p p^T
    mx = 0
    for _ in range(2000):
        p = softmax_rows(rng.normal(size=(1, rng.integers(2, 8))) * rng.exponential(3))[0]
        mx = max(mx, np.linalg.norm(np.diag(p) - np.outer(p, p), 2))
    print("max ||J_softmax||_2 over samples:", mx, "(<= 1/2)")
    for (m, k, d) in [(2, 2, 1200), (3, 2, 1500)]:
        r = math.ceil(m**3 * k * math.log(d))  # literal constant 1 in '>>'
        assert 1 + m * (r - 1) <= d
        A, best, bnd, an, Zok = lemma94(m, k, d, r)
        print(f"L9.4 m={m} k={k} d={d} r_W={r}: assumptions {A}")
        print(f"   max ||y|| = {best:.4f}  vs sqrt(mdk) = {bnd:.4f}  (ratio {best/bnd:.4f}); analytic cap "
              f"sqrt(mdk) sqrt(m/r_W) = {an:.4f}; Z part ok: {Zok}")
        for eps in (1e-4, 1e-2):
            A, out, printed, analytic = lemma93(m, k, d, r, eps)
            print(f"L9.3 m={m} k={k} d={d} eps={eps}: lhs {out}  printed {printed:.4e}  analytic cap {analytic:.4e}"
                  f"  max ratio lhs/printed {max(out.values())/printed:.4e}")
    # contrast: rank-one parallel W_i (outside A8/A9) -> the violation of earlier rounds
    m, k, d = 12, 2, 8
    x = rng.choice([-1.0, 1.0], d)
    X = np.outer([1.0, -1.0], x)
    w = x / math.sqrt(d)
    eps = 1e-4
    E = eps * np.outer(x, x) / d
    rr = m * (softmax_rows(X @ E @ X.T) @ X @ w - X.mean(0) @ w * np.ones(k))
    print("rank-one W (srank 1, parallel: outside A8, A9): L9.3 ratio", float(rr @ rr) / (eps**2 * d**3 * k**3 * m))
    Xe = np.tile(x, (k, 1))
    print("rank-one W: L9.4 ratio ||y||/sqrt(mdk) =", np.linalg.norm(m * Xe @ w) / math.sqrt(m * d * k))
