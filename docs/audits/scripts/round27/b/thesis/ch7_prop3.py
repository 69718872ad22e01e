"""Auditor B r27: thesis.ch7.prop3-identity-step: (7.24) v_k = f_k o ... o f_1(mu'_i) for every query i and step k.
Reuses the own infinite-limit trainer/test of ch7_identity.py; reports the queries whose step-1 output differs."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code, ns)
M, Mp, K, E, col, F = ns['M'], ns['Mp'], ns['K'], ns['E'], ns['col'], ns['F']
rng = np.random.default_rng(1)
U = torch.tensor(np.linalg.qr(rng.standard_normal((M, Mp)))[0].T)
mu = U @ E[:M]
for tasks, T in [('same', 1600), ('shiftk', 1600), ('same', 6400)]:
    W, _ = ns['train'](tasks, T)
    for p1 in [0.55, 0.6, 0.7]:
        # step-1 output v_1 for each query (the attention-mass vote by output pattern), f_1 = identity
        A1 = np.zeros((Mp, Mp))
        for i in range(Mp): A1[i, i] = p1; A1[i, (i + 1) % Mp] = 1 - p1
        bad = []
        for iq in range(Mp):
            pi = np.full(Mp, 0.2 / (Mp - 1)); pi[iq] = 0.8
            cols, logw, vals = [], [], []
            fs = [lambda i: i, lambda i: (i + 2) % Mp, lambda i: (i + 3) % Mp]
            A = [A1] + [np.eye(Mp)[[fs[k](i) for i in range(Mp)]] * 0.9 + np.eye(Mp)[[(fs[k](i) + 1) % Mp for i in range(Mp)]] * 0.1 for k in (1, 2)]
            for k in range(K):
                for i in range(Mp):
                    for j in range(Mp):
                        w = pi[i] * A[k][i, j]
                        if w > 0: cols.append(col(mu[i], mu[j], k + 1)); logw.append(np.log(w / K)); vals.append(mu[j])
                pi = pi @ A[k]
            out = F(W, torch.stack(cols), torch.tensor(logw), torch.stack(vals), col(mu[iq], torch.zeros(ns['d']), 1))
            v1 = int(np.argmax((mu @ out).numpy()))
            if v1 != iq: bad.append((iq, v1))
        print(f"train={tasks} T={T} p1={p1} (rho^f={1-(1-p1)/p1:.2f}): queries with v_1 != f_1(mu'_i) = mu'_i: {bad}")
