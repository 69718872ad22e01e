# Auditor C r18: factrecall L197 remark "size-M subset ... constraints become H d d_h, m d = Omega~(M)".
# Attention-only model (4)-(5) (no MLP, no residual): F(X) = sum_h W_O^(h)T W_V^(h) X^T softmax(X W_K^T W_Q x_T).
# With H = d_h = 1, F(X) = c(X) * o for a fixed o in R^d, so argmax_z phi(z)^T F is one of two tokens
# (argmax / argmin of phi(z)^T o) or a tie (c = 0). Check by brute force over random parameters and by the exact
# maximal accuracy over the sign pattern.
import numpy as np
rng = np.random.default_rng(1)
M = 5; T = 6; Nnoise = 4
for d in [50, 400]:
    V = M + 1 + M + Nnoise + 1   # subjects s_1..s_M, relation r, answers a_1..a_M, noise, EOS
    phi = rng.standard_normal((V, d)); phi /= np.linalg.norm(phi, axis=1, keepdims=True)
    subj = list(range(M)); rel = M; ans = list(range(M+1, 2*M+1)); noise = list(range(2*M+1, 2*M+1+Nnoise)); eos = V-1
    best = 0.0; outs_all = set()
    for trial in range(3000):
        WK, WQ, WV, WO = [rng.standard_normal((1, d))*rng.exponential(3) for _ in range(4)]
        correct = 0; outs = set(); ntot = 0
        for i in range(M):          # each fact, a few random placements / noise draws
            for rep in range(3):
                toks = list(rng.choice(noise, T-1)); p = rng.choice(T-1, 2, replace=False)
                toks[p[0]] = subj[i]; toks[p[1]] = rel; toks.append(eos)
                X = phi[toks]
                sc = X @ WK.T @ (WQ @ X[-1]); a = np.exp(sc - sc.max()); a /= a.sum()
                F = WO.T @ (WV @ X.T @ a)
                logits = phi @ F; top = np.flatnonzero(logits >= logits.max() - 1e-12)
                ntot += 1
                if len(top) == 1:
                    outs.add(int(top[0])); correct += (top[0] == ans[i])
        best = max(best, correct/ntot); outs_all |= {len(outs)}
    o = None
    print(f"d={d}: max accuracy over 3000 random parameter draws = {best:.3f} (bound 2/M = {2/M:.3f});"
          f" distinct unique-argmax outputs per parameter set: {sorted(outs_all)}")
print("Exact argument: F = c(X) o => argmax in {argmax phi^T o, argmin phi^T o} (or a tie at c = 0): at most 2 of M")
print("distinct answers can be produced, accuracy <= 2/M for uniform p on M facts with distinct answers, for every d.")
