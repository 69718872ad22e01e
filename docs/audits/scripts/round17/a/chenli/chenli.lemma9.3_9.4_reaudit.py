"""Second audit of chenli.lemma9.3 and chenli.lemma9.4 (re-encoded 'holds' inside Assumptions 8-10). Own numpy.
Bounds derived by hand: with Assumption 9 ||w_i*|| = ||W_i e_1|| <= ||W_i||_op <= ||W_i||_F/sqrt(r_W) <= 1/sqrt(r_W) (||W_i||_F <= ||W_1||_F = 1,
as L2903 uses), so |y| <= sqrt(kd) sum_i ||w_i*|| <= sqrt(mdk) sqrt(m/r_W) (Lemma 9.4) and, softmax being 1/2-Lipschitz in l2,
||Z w* - y||^2 <= k (eps d sqrt(k)/2 . sqrt(kd))^2 (sum_i ||w_i*||)^2 = eps^2 d^3 k^3 (sum_i ||w_i*||)^2/4 <= eps^2 d^3 k^3 m . m/(4 r_W) (Lemma 9.3).
Numeric check at the extremal instance (k equal/antipodal rows x, first columns c x/sqrt(d) with c^2 = 1/r_W at Assumption 9's floor,
perturbation eps x x^T/d on every head)."""
import importlib.util, math
import numpy as np

spec = importlib.util.spec_from_file_location("l94", "/work/audit/r17A/chenli/chenli.display.lemma9.4-label-chain.py")
src = open("/work/audit/r17A/chenli/chenli.display.lemma9.4-label-chain.py").read().split("rng = np.random.default_rng(0)")[0]
ns = {}; exec(src, ns); build = ns["build"]

def softmax_rows(L):
    S = np.exp(L - L.max(1, keepdims=True)); return S / S.sum(1, keepdims=True)

rng = np.random.default_rng(3)
for (m, k) in ((2, 2), (3, 2)):
    d = 10
    while d < 10 * m**3 * k * math.log(d) * 1.02: d += 1
    x, Ws = build(m, k, d, rng)
    rW = min(np.linalg.norm(W)**2 / np.linalg.norm(W, 2)**2 for W in Ws)
    X = np.tile(x, (k, 1)); Xa = np.outer(np.where(np.arange(k) % 2 == 0, 1.0, -1.0), x)
    y = sum(softmax_rows(np.zeros((k, k))) @ X @ W[:, 0] for W in Ws)
    print(f"Lemma 9.4: m={m} k={k} d={d} r_W={rW:.0f}: |y|={np.linalg.norm(y):.4f} <= sqrt(m/r_W) sqrt(mdk) = "
          f"{math.sqrt(m/rW)*math.sqrt(m*d*k):.4f} < sqrt(mdk) = {math.sqrt(m*d*k):.2f}")
    for eps in (1e-4, 1e-2, 1.0):
        res = np.zeros(k)
        for W in Ws:
            L = np.zeros((k, k)); Lh = eps * np.outer(Xa @ x / math.sqrt(d), Xa @ x / math.sqrt(d))
            res += (softmax_rows(Lh) - softmax_rows(L)) @ (Xa @ W[:, 0])
        lhs = float(res @ res)
        print(f"   Lemma 9.3 eps={eps:g}: ||Z w* - y||^2 = {lhs:.4e} <= eps^2 d^3 k^3 m^2/(4 r_W) = "
              f"{eps**2*d**3*k**3*m*m/(4*rW):.4e} << printed eps^2 d^3 k^3 m = {eps**2*d**3*k**3*m:.4e}")
