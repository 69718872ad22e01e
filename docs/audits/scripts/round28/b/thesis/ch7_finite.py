"""Auditor B r28: finite, noisy test prompts (7.4)/(7.6)/(7.8) for the ch7 random-U crossing, with W trained by
ch7_randomU.train('single') (my own code). l_ts = 3000 examples, noise delta perp M' with ||delta|| = 0.5 (<= sqrt2/2)
in the spare coordinates, nonzero for every token ((7.11)); the query's own earlier CoT columns kept; (7.2) sums all
columns but the query's."""
import numpy as np
import torch
import ch7_randomU as C

torch.set_num_threads(1)
d, M, K = C.d, C.M, C.K
spare_top = list(range(M + K, d))            # top-block coordinates not used by patterns or PE
spare_bot = list(range(M, d))                # bottom-block coordinates not used by patterns


def noise(rng, n):
    v = np.zeros((n, 2 * d))
    z = rng.normal(size=(n, len(spare_top) + len(spare_bot)))
    z = 0.5 * z / np.linalg.norm(z, axis=1, keepdims=True)
    v[:, spare_top] = z[:, :len(spare_top)]
    v[:, [d + j for j in spare_bot]] = z[:, len(spare_top):]
    return torch.tensor(v)


def cot_finite(W, U, fs, As, ap, l, rng):
    Mp = U.shape[0]
    errs = 0
    for i0 in range(Mp):
        nq = int(round(ap * l))
        xs = np.concatenate([np.full(nq, i0), rng.choice([j for j in range(Mp) if j != i0], size=l - nq)])
        cols = []
        for x in xs:
            y = [x]
            for k in range(K):
                y.append(rng.choice(Mp, p=As[k][y[-1]]))
            for kk in range(1, K + 1):
                cols.append(C.top(U[y[kk - 1]]) + C.bot(U[y[kk]]) + C.c_vec(kk))
        P = torch.stack(cols) + noise(rng, len(cols))
        z, v, prev = i0, i0, None
        extra = []
        for k in range(1, K + 1):
            z = fs[k - 1][z]
            Pk = torch.cat([P] + extra) if extra else P
            q = C.top(U[v]) + C.c_vec(k)
            s = Pk @ W @ q
            a = torch.softmax(s, 0)
            F = a @ Pk[:, d:]
            sc = (U @ F).numpy()
            vnew = int(np.argmin([((F - U[j]) ** 2).sum().item() for j in range(Mp)]))
            assert vnew == int(np.argmax(sc))
            errs += int(vnew != z)
            # (7.6): the query column becomes q_k = (v_{k-1}; v_k) + c_k
            extra.append((C.top(U[v]) + C.bot(U[vnew]) + C.c_vec(k))[None])
            v = vnew
    return errs


if __name__ == "__main__":
    ck, tasks = C.train("single", (12800,), seed=11)
    W = ck[12800][0]
    rng = np.random.default_rng(123)
    for p in (0.6, 0.7, 0.9):
        res = []
        for u_seed in range(5000, 5006):
            U = C.randU(u_seed, 10)
            fs, As = C.rand_task(np.random.default_rng(u_seed * 7 + int(p * 10)), 10, p)
            e_inf = C.test_cot(W, U, fs, As, 0.8)[0]
            e_fin = cot_finite(W, U, fs, As, 0.8, 3000, rng)
            res.append(f"{e_inf}/{e_fin}")
        print(f"p={p}: step errors (of 30) limit/finite l_ts=3000 noisy, U seeds 5000-5005: {res}")
