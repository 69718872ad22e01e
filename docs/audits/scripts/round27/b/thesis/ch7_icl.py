"""Auditor B r27: thesis.ch7.theorem5b-identity-task. Uses the own infinite-limit trainer of ch7_identity.py (no repository
code). ICL prompt (7.8): context column (x_i, y_{i,K}) + c_1 followed by K-1 zero-padding columns (0, 0) + c_k; query
(x_query, 0) + c_1 (it is column l_ts K + 1, i mod K = 1); l_ts = inf; greedy decoding over M'."""
import numpy as np, torch
code = open('ch7_identity.py').read().replace("if __name__ == '__main__':", "if False:")
ns = {}; exec(code, ns)
M, Mp, K, d, E, col, train = ns['M'], ns['Mp'], ns['K'], ns['d'], ns['E'], ns['col'], ns['train']

def Bmat(p1, prest, steps):
    A = []
    for k, (f, err) in enumerate(steps):
        pc = p1 if k == 0 else prest
        Ak = np.zeros((Mp, Mp))
        for i in range(Mp): Ak[i, f(i) % Mp] += pc; Ak[i, (f(i) + err) % Mp] += 1 - pc
        A.append(Ak)
    return A[0] @ A[1] @ A[2]

def icl(W, U, B, fcomp, alphap=0.8):
    mu = U @ E[:M]; errs, margins = 0, []
    for iq in range(Mp):
        pi = np.full(Mp, (1 - alphap) / (Mp - 1)); pi[iq] = alphap
        cols, logw, vals = [], [], []
        for i in range(Mp):
            for j in range(Mp):
                w = pi[i] * B[i, j]
                if w > 0: cols.append(col(mu[i], mu[j], 1)); logw.append(np.log(w / K)); vals.append(mu[j])
        for k in range(2, K + 1): cols.append(col(torch.zeros(d), torch.zeros(d), k)); logw.append(np.log(1 / K)); vals.append(torch.zeros(d))
        cols, logw, vals = torch.stack(cols), torch.tensor(logw), torch.stack(vals)
        q = col(mu[iq], torch.zeros(d), 1)
        out = ns['F'](W, cols, logw, vals, q); sc = (mu @ out).numpy()
        tgt = fcomp(iq); v = int(np.argmax(sc)); errs += (v != tgt)
        margins.append((sc[tgt] - np.delete(sc, tgt).max()) / sc[tgt])
    return errs / Mp, min(margins)

rng = np.random.default_rng(1)
U = torch.tensor(np.linalg.qr(rng.standard_normal((M, Mp)))[0].T)
steps_id = [(lambda i: i, 1), (lambda i: i + 2, 5), (lambda i: i - 2, 4)]        # f = identity
steps_sh = [(lambda i: i + 1, 1), (lambda i: i + 2, 5), (lambda i: i - 2, 4)]    # control: f = shift by 1
for tasks in ['same', 'shiftk']:
    for T in [400, 1600, 6400]:
        W, losses = train(tasks, T)
        for name, steps, fc in [('f=identity', steps_id, lambda i: i), ('f=shift1 (control)', steps_sh, lambda i: (i + 1) % Mp)]:
            row = []
            for p1 in [0.55, 0.6, 0.7, 0.8]:
                B = Bmat(p1, 0.9, steps)
                cond = all(int(np.argmax(B[i])) == fc(i) for i in range(Mp))      # Condition 7.3.2
                srt = np.sort(B, 1); rho_o = 1 - (srt[:, -2] / srt[:, -1]).max(); tau_o = srt[:, -1].min()
                e, mg = icl(W, U, B, fc)
                row.append(f"p1={p1} (C7.3.2 {cond}, rho_o={rho_o:.2f}, tau_o={tau_o:.2f}): err {e:.1f} margin {mg:+.3f}")
            print(f"train={tasks} T={T} {name}: " + "; ".join(row), flush=True)
