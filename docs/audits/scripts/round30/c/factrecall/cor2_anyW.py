"""Auditor C r30: factrecall Corollary 2 (seed 002 L580-L584): under Theorem 1's setting (e_x, u_y iid uniform on
S^{d-1}, f*: [N] -> [M] injective), if d^2 >~ N polylog N then w.h.p. there is a quantized W~ (O(log d) bits/weight)
with argmax_{y in [M]} u_y^T W~ e_x = f*(x) for all x.  M is not restricted.
Own check (not the proof's W~): does ANY real W exist?  Quantization can only make it harder, so if no real W exists,
no quantized W~ does.  Feasibility LP: max t s.t. (u_{f(x)} - u_y)^T W e_x >= t for all x, y != f(x), |W_ij| <= 1;
a real W exists iff t* > 0.  Solved by cutting planes over y (a subset LP with t* <= 0 certifies infeasibility).
f* = identity on [N], M >= N."""
import numpy as np
from scipy.optimize import linprog
import sys, time

rng = np.random.default_rng(2584)


def sphere(n, d):
    g = rng.standard_normal((n, d)); return g / np.linalg.norm(g, axis=1, keepdims=True)


def exists_W(E, U, N, tol=1e-9, max_iter=60):
    d = E.shape[1]; M = U.shape[0]
    W0 = U[:N].T @ E                              # the paper's W (start for the cutting planes)
    active = {x: set() for x in range(N)}
    def add_viol(W, t):
        S = (U @ W @ E.T)                          # S[y, x] = u_y^T W e_x
        n = 0
        for x in range(N):
            s = S[:, x].copy(); tgt = s[x]; s[x] = -np.inf
            idx = np.argsort(-s)[:8]
            for y in idx:
                if s[y] > tgt - t + 1e-12 and y not in active[x]:
                    active[x].add(int(y)); n += 1
        return n
    add_viol(W0, 0.0)
    for it in range(max_iter):
        rows = []
        for x in range(N):
            for y in active[x]:
                a = np.outer(U[x] - U[y], E[x]).ravel()      # coefficient of vec(W) (row-major)
                rows.append(np.r_[-a, 1.0])                  # -a.w + t <= 0
        if not rows:
            return True, 1.0, it
        A = np.array(rows); b = np.zeros(len(rows))
        c = np.zeros(d * d + 1); c[-1] = -1.0
        bounds = [(-1, 1)] * (d * d) + [(None, 1.0)]
        res = linprog(c, A_ub=A, b_ub=b, bounds=bounds, method="highs")
        if res.status != 0:
            raise RuntimeError(res.message)
        t = res.x[-1]; W = res.x[:-1].reshape(d, d)
        if t <= tol:
            return False, t, it
        if add_viol(W, t) == 0:
            # verify strictly against ALL y
            S = U @ W @ E.T
            ok = all(np.argmax(S[:, x]) == x for x in range(N))
            return ok, t, it
    raise RuntimeError("no convergence")


print("d, N, M, draws: P[a real W exists] (any W, not only the proof's); d^2/(N ln^2 N) shown for the premise")
t0 = time.time()
for d, N in [(8, 10), (8, 16), (12, 24)]:
    for M in [N, 10 ** 2, 10 ** 3, 10 ** 4, 10 ** 5, 10 ** 6]:
        if M < N:
            continue
        draws = 12; ok = 0; ts = []
        for _ in range(draws):
            E = sphere(N, d); U = sphere(M, d)
            f, t, it = exists_W(E, U, N); ok += f; ts.append(t)
        print(f"d={d} N={N} M={M:>8}: exists {ok}/{draws}; median t* {np.median(ts):.2e}; "
              f"d^2/(N ln^2 N) = {d*d/(N*np.log(N)**2):.2f}  [{time.time()-t0:.0f}s]", flush=True)
        if ok == 0:
            break
