"""Audit B, thesis.ch7.eqF.115.gradient: (F.115) L9868-L9876, the upper side of Lemma F.3.5's (F.9):
  p~'^T eta (1/B) sum_n dl/dW p <= eta (1/B) sum_n [(1/(KM))(-a^2/K^2 + (K-1+(2K-1)a^2/K^2) p_n)(1-p_n)^2 - (1-p_n)^2 a^2/K^3]
for p~' of another TRR pattern, same positional encoding; 1 <= t <= O(T_1).  Same machinery as my
thesis.ch7.eqF.116.py (own numpy model/SGD); the largest form over token pairs, right vector read as printed in (F.115)
(p, no positional part) and as in (F.9) of the lemma statement (p~)."""
import importlib.util, numpy as np
spec = importlib.util.spec_from_file_location("f116", "/work/audit/r10B/thesis/thesis.ch7.eqF.116.py")
f116 = importlib.util.module_from_spec(spec); spec.loader.exec_module(f116)

def upper(p, alpha, K, M, eta):
    a2 = alpha ** 2; u = (1 - p) ** 2
    return eta * ((1 / (K * M)) * (-a2 / K ** 2 + (K - 1 + (2 * K - 1) * a2 / K ** 2) * p) * u - u * a2 / K ** 3).mean()

def largest_form(eG, M, K, with_pe):
    best = -np.inf
    for k in range(K):
        for x in range(M):
            for y in range(M):
                if y == x: continue
                v = np.zeros(2 * M + K); v[x] = 1; v[M + y] = 1
                if with_pe: v[2 * M + k] = 1
                for x2 in range(M):
                    if x2 == x: continue
                    for y2 in range(M):
                        if y2 == x2: continue
                        w = np.zeros(2 * M + K); w[x2] = 1; w[M + y2] = 1; w[2 * M + k] = 1
                        best = max(best, w @ eG @ v)
    return best

for (M, K, alpha, l_tr, B, eta, t) in [(3, 1, 0.7, 16, 64, 0.9, 1), (3, 1, 0.7, 64, 64, 0.9, 5), (4, 1, 0.5, 32, 64, 0.9, 3),
                                      (3, 2, 0.7, 16, 64, 0.9, 1), (3, 2, 0.7, 64, 64, 0.9, 1), (3, 2, 0.7, 32, 64, 0.9, 20),
                                      (4, 3, 0.6, 32, 64, 0.9, 5), (6, 2, 0.5, 32, 128, 0.5, 10)]:
    for seed in (0, 1):
        W, eG, p = f116.state(M, K, alpha, l_tr, B, eta, 1e-3, t, seed, n_ev=4096)
        r = upper(p, alpha, K, M, eta); f1 = largest_form(eG, M, K, True); f2 = largest_form(eG, M, K, False)
        print(f"M={M} K={K} alpha={alpha} l_tr={l_tr} B={B} eta={eta} t={t} seed={seed}: mean p_n={p.mean():.3f} upper side={r:+.4f} | "
              f"max p~'Gp~={f1:+.4f} {'ABOVE' if f1 > r else 'ok'} | max p~'Gp={f2:+.4f} {'ABOVE' if f2 > r else 'ok'}", flush=True)
