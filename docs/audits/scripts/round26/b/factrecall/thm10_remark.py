"""Auditor B r26: factrecall Remark after Theorem 10 (seed 002 L702-L706): 'When R >= D, one can obtain an accuracy of 100%
whenever H d d_h >~ S R polylog(|V| S R/delta)'. Attention-only model (L153-L159): F = sum_h W_O^(h)T W_V^(h) X^T S(X W_K^T W_Q x_T).
With H = d_h = 1, F = c(X) o for a fixed o = W_O^T in R^d, so argmax_z phi(z)^T F is argmax or argmin of phi(z)^T o."""
import numpy as np
rng = np.random.default_rng(0)
# task: S = 1 subject, R = 3 relations, D = 1 answer each (A_r disjoint), noise tokens N, EOS; p uniform on the 3 facts
S, R, D, Nn, T = 1, 3, 1, 20, 8
V = ['s0'] + [f'r{i}' for i in range(R)] + [f'a{i}' for i in range(R)] + [f'n{i}' for i in range(Nn)] + ['EOS']
idx = {v: i for i, v in enumerate(V)}
for d in [64, 1024, 4096]:
    phi = rng.standard_normal((len(V), d)); phi /= np.linalg.norm(phi, axis=1, keepdims=True)   # uniform on the unit sphere
    best_acc = 0.0
    for trial in range(200):                      # random H = d_h = 1 models, incl. large-scale ones
        sc = 10.0 ** rng.uniform(-1, 3)
        WK, WQ, WV, WO = (rng.standard_normal((1, d)) * sc for _ in range(4))
        correct = np.zeros(R); tot = np.zeros(R); preds = set()
        for ctx in range(60):
            r = ctx % R
            toks = list(rng.choice([f'n{i}' for i in range(Nn)], T - 1))
            i, j = rng.choice(T - 1, 2, replace=False); toks[i] = 's0'; toks[j] = f'r{r}'
            toks.append('EOS')
            X = phi[[idx[t] for t in toks]]
            logits = X @ WK.T @ WQ @ X[-1]
            a = np.exp(logits - logits.max()); a /= a.sum()
            F = (WO.T @ (WV @ X.T @ a)).ravel()
            pred = V[int(np.argmax(phi @ F))]; preds.add(pred)
            tot[r] += 1; correct[r] += (pred == f'a{r}')
        acc = correct.sum() / tot.sum()
        best_acc = max(best_acc, acc)
        o = WO.ravel(); amax, amin = V[int(np.argmax(phi @ o))], V[int(np.argmin(phi @ o))]
        assert preds <= {amax, amin}, (preds, amax, amin)
    print(f"d = {d} (H d d_h = d; any SR polylog is met for d large): 200 random H = d_h = 1 models, predictions always in {{argmax, argmin}} of phi^T o; best accuracy = {best_acc:.3f} (<= 2/3)")
print("Theorem 10's shapes: d ~ max(R,D) log^6, H d_h ~ S log^6  =>  H d d_h ~ S max(R,D) log^12 = S R log^12 when R >= D (the existential reading)")
