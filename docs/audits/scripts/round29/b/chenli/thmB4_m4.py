# Auditor B r29: chenli Theorem B.4 lower bound at m = 4 (seed 000 L3732-L3758). Own numpy, exact enumeration.
import itertools, numpy as np
np.set_printoptions(precision=4)
def allsigns(d):
    return np.array(list(itertools.product([-1.0, 1.0], repeat=d)))
def run(V, label, ts, a_scale=0.0):
    m, d = V.shape
    X = allsigns(d)
    S = X @ V.T                      # 2^d x m
    G = V @ V.T
    nr = np.linalg.norm(V, axis=1)
    kappa = max(abs(G[i, j]) / (nr[i] * nr[j]) for i in range(m) for j in range(m) if i != j)
    rho = max(np.sqrt(d) * np.abs(V[j]).max() / nr[j] for j in range(m))
    print(f"{label}: m={m} d={d} kappa={kappa:.3g} kappa*m={kappa*m:.3g} rho={rho:.3f} norms={nr}")
    a = a_scale * np.ones(m)
    out = []
    for t in ts:
        Delta = t * nr
        inbox = np.all((S >= a - 1e-12) & (S <= a + Delta + 1e-12), axis=1)
        P = inbox.mean()
        shape = 0.9**m * np.prod(Delta) / np.sqrt(np.linalg.det(2 * np.pi * G)) * np.exp(-0.5 * a @ np.linalg.solve(G, a))
        # (163): Lambda <= det(VV^T)^{1/2} since |phi| <= 1; right side with Theta-constant C = 1 and C = 10
        lam_ub = np.sqrt(np.linalg.det(G))
        rhs163 = {C: Delta.min()**m * np.exp(-C * (m**2 + m * (a @ a) / nr.min()**2)) * np.prod(Delta / nr)**m for C in (1, 10)}
        rmin, rbar = nr.min(), nr.max()
        l164 = rho**3 * m**3 * rbar**3 * np.linalg.norm(a)**3 / (rmin**6 * d**1.5); r164 = np.exp(-(a @ a) / (4 * rmin**2))
        l165 = m * np.linalg.norm(a) / rmin**2 * (np.sqrt(m) * Delta.min() * np.prod(Delta / nr) + Delta.max())
        print(f"  t={t:g}: P={P:.6f} shape(const 1)={shape:.4g} P/shape={P/shape:.4g} | (163) Lambda<={lam_ub:.3g} vs rhs C=1 {rhs163[1]:.3g}, C=10 {rhs163[10]:.3g} | (164) {l164:.2g}<={r164:.3g} | (165) {l165:.2g}<={r164:.3g}")
        out.append((t, P / shape))
    ts_, r_ = np.array(out).T
    sl = np.polyfit(np.log(ts_[-3:]), np.log(r_[-3:]), 1)[0]
    print(f"  log-slope of P/shape over the last 3 t: {sl:.3f}")
rng = np.random.default_rng(29)
# (i) exactly orthogonal, non-flat rows (kappa = 0): Gram-Schmidt of Gaussian rows, d = 14
W = rng.standard_normal((4, 14)); Q, _ = np.linalg.qr(W.T); V1 = (Q.T * np.array([1.0, 1.7, 2.3, 3.1])[:, None])
run(V1, "orthogonal non-flat rows", [0.5, 1, 10, 100, 1000, 1e4])
run(V1, "same rows, a = 1e-9", [10, 100, 1000, 1e4], a_scale=1e-9)
# (ii) correlated Gaussian rows, d = 16 (kappa small but nonzero)
V2 = rng.standard_normal((4, 16))
run(V2, "Gaussian rows", [1, 10, 100, 1000])
# (iii) Hadamard-like integer rows as in the queue entry: 4 rows of H_4 tiled on 12 coords, +-2, +-3
H4 = np.array([[1,1,1,1],[1,-1,1,-1],[1,1,-1,-1],[1,-1,-1,1]], float)
H = np.hstack([H4, H4, H4]); Pm = (rng.random((4, 12)) < 0.3).astype(float)
V3 = 2 * H + np.sign(H) * Pm
run(V3, "2H + sign(H)P rows", [1, 10, 100, 1000])
