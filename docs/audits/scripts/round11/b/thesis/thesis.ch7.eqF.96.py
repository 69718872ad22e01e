"""Audit of (F.96) L9747-L9751, (F.111) L9839, (F.126) L9926-L9931 (proof of Lemma F.3.5, 1 <= t <= O(T_1)).
Own numpy model (ch7_model.py). The display's left side, with its dangling index i summed as in (F.66), is prompt
n's contribution p~'^T (d l_n / dW) p~ = (p~'^T A_n)(p~_q^T p~), A_n = sum_i a_i (c_i - cbar) p~_i,
c_i = (F - z)^T W_V p~_i; p~ shares TRR pattern and PE with p~_query (so p~_q^T p~ = 2, its label is irrelevant).
Also the literal reading: (F - z)^T F . p~'^T (p~_i - pbar) . 2 for each single column i."""
import math, sys
import numpy as np
sys.path.insert(0, "/work/audit/r11B/thesis")
from ch7_model import train, batch, grad, p_n

SIDES = {
    "F.96": lambda p, a, K, l: -4 * p * (1 - p) + (1 / l) * (1 / K - a / K) * (-2 * K),
    "F.111": lambda p, a, K, l: 0 - 2 * (1 - p) ** 2 * a**2 / K**2 + (1 / l) * (1 / K - a / K) * (-2 * (K - 1)),
    "F.126": lambda p, a, K, l: -p * (1 - p) * (-2 + 2 * p) + (1 - p) ** 2 * a**2 / K**2 * 2 * p
    + (1 / l) * (1 - a) * (-2 + 2 * p),
}
CASE = {"F.96": lambda xp, kp, x, k: xp == x and kp != k,
        "F.111": lambda xp, kp, x, k: xp != x and kp == k,
        "F.126": lambda xp, kp, x, k: xp != x and kp != k}


def run(M, K, alpha, eta, xi, l_tr, B, t, seed, eps=0.05, nev=120):
    T1 = K**3 * math.log(K / eps) / (eta * alpha**2)
    hyp = dict(alpha_lt_1=alpha < 1, eta_lt_1=eta < 1, t_in_1_T1=1 <= t <= T1, l_alpha=l_tr * alpha,
               B_over_MlogM=B / (M * math.log(M)))
    W, rng = train(seed, M, K, l_tr, alpha, B, t, eta, xi)
    d = M
    res = {key: dict(n=0, min_fail=0, max_fail=0, worst=-9, lit_fail=0, lit_n=0) for key in SIDES}
    ps = []
    for cols, meta, q, label, (xq, kq) in batch(rng, M, K, l_tr, alpha, nev):
        _, A, a, F = grad(W, cols, q, label, d)
        p = p_n(a, meta, (xq, kq)); ps.append(p)
        pbar = a @ cols
        fzf = float((F - label) @ F)
        for key, side in SIDES.items():
            r = side(p, alpha, K, l_tr)
            terms, lit = [], []
            for xp in range(M):
                for kp in range(K):
                    if not CASE[key](xp, kp, xq, kq):
                        continue
                    for yp in range(M):
                        if yp == xp:
                            continue
                        v = np.zeros(2 * d + K); v[xp] = 1; v[d + yp] = 1; v[2 * d + kp] = 1
                        terms.append(2.0 * float(v @ A))
                        lit.extend(2.0 * fzf * ((cols - pbar) @ v))   # literal reading, each column i
            if not terms:
                continue
            R = res[key]; R["n"] += 1
            R["min_fail"] += min(terms) > r
            R["max_fail"] += max(terms) > r
            R["worst"] = max(R["worst"], max(terms) - r)
            R["lit_n"] += 1; R["lit_fail"] += max(lit) > r
    return hyp, float(np.mean(ps)), res


if __name__ == "__main__":
    configs = [
        dict(M=3, K=2, alpha=0.7, eta=0.9, xi=1e-3, l_tr=12, B=14, t=1, seed=0),
        dict(M=3, K=2, alpha=0.7, eta=0.9, xi=1e-3, l_tr=46, B=14, t=10, seed=1),
        dict(M=4, K=3, alpha=0.5, eta=0.9, xi=1e-2, l_tr=16, B=20, t=5, seed=2),
        dict(M=4, K=2, alpha=0.4, eta=0.5, xi=1e-3, l_tr=60, B=24, t=20, seed=3),
        dict(M=3, K=3, alpha=0.8, eta=0.99, xi=1e-4, l_tr=40, B=18, t=60, seed=4),
        dict(M=5, K=2, alpha=0.6, eta=0.9, xi=1e-3, l_tr=100, B=40, t=40, seed=5),
    ]
    for cfg in configs:
        hyp, mp, res = run(**cfg)
        print(cfg, "\n  hyp:", {k: (round(v, 2) if isinstance(v, float) else v) for k, v in hyp.items()},
              "mean p_n", round(mp, 3))
        for key, R in res.items():
            print(f"  {key}: prompts {R['n']}, min_p' term > side on {R['min_fail']}, max_p' term > side on "
                  f"{R['max_fail']}, largest (term - side) {R['worst']:.3f}; literal single-i reading: some i "
                  f"above side on {R['lit_fail']}/{R['lit_n']}")


def own_columns(cfg, nev=120):
    """p~' restricted to the prompt's own context columns (the most conservative choice of p~')."""
    M, K, d = cfg["M"], cfg["K"], cfg["M"]
    W, rng = train(cfg["seed"], M, K, cfg["l_tr"], cfg["alpha"], cfg["B"], cfg["t"], cfg["eta"], cfg["xi"])
    st = {k: [] for k in SIDES}
    for cols, meta, q, label, (xq, kq) in batch(rng, M, K, cfg["l_tr"], cfg["alpha"], nev):
        _, A, at, F = grad(W, cols, q, label, d)
        p = p_n(at, meta, (xq, kq))
        own = {tuple(int(v) for v in m) for m in meta}
        for key, side in SIDES.items():
            r = side(p, cfg["alpha"], K, cfg["l_tr"])
            T = [2 * float(A[x] + A[d + y] + A[2 * d + k]) for (x, y, k) in own if CASE[key](x, k, xq, kq)]
            if T:
                st[key].append((min(T), max(T), r, p))
    for key, L in st.items():
        L = np.array(L)
        print(f"  t={cfg['t']} {key} own-column p': prompts {len(L)}, max term > side on {int((L[:, 1] > L[:, 2]).sum())},"
              f" min term > side on {int((L[:, 0] > L[:, 2]).sum())}; term range [{L[:, 0].min():.2f}, {L[:, 1].max():.2f}],"
              f" side range [{L[:, 2].min():.2f}, {L[:, 2].max():.2f}], p_n range [{L[:, 3].min():.2f}, {L[:, 3].max():.2f}]")


if __name__ == "__main__":
    print("p~' among the prompt's own context columns:")
    for cfg in [dict(M=3, K=2, alpha=0.7, eta=0.9, xi=1e-3, l_tr=12, B=14, t=1, seed=0),
                dict(M=4, K=3, alpha=0.5, eta=0.9, xi=1e-2, l_tr=16, B=20, t=5, seed=2),
                dict(M=5, K=2, alpha=0.6, eta=0.9, xi=1e-3, l_tr=100, B=40, t=40, seed=5)]:
        own_columns(cfg)
