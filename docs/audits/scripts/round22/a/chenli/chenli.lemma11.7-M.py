"""Auditor A, round 22: chenli (seed 000) Lemma 11.7 proof (L3165-L3175) at large M; own model, no repository code.
Lemma 11.5's construction (L3077-L3130): v = nu = rho w, tau-grid rho*(-dM..dM+1) (2dM+2 nodes), lambda solving
 sum_i lambda_i phi(-tau_i + rho l) = h(l)/2 (l = -dM..dM) and sum_i lambda_i = 0, phi(z) = z tanh(z/2).
Proposition 11.4's gadget G^s computed literally from softmaxes (no closed form used), X rows (a_1, z_1), (a_2, z_2).
F(X) = sum_i lambda_i G^s_{tau_i, nu}(X) e_1^T; printed claim: for a_1 != a_2, F(X) = Y = y (a_1, a_2) e_1^T,
y = h(<w/2, z_1 - z_2>).  Only F's first column is nonzero; compare it with y (a_1, a_2).
"""
import itertools, math, sys
import numpy as np

phi = lambda z: z * np.tanh(z / 2)

def softmax_rows(S):
    S = S - S.max(1, keepdims=True); E = np.exp(S); return E / E.sum(1, keepdims=True)

def G(X, tau, v, s):
    w = np.concatenate([[tau], v]); wp = np.concatenate([[-tau], v])
    e1 = np.zeros(len(w)); e1[0] = 1
    out = np.zeros(2)
    for ww, sg in ((w, 1.0), (wp, s)):
        Th = np.outer(e1, ww)
        S = X @ Th @ X.T
        out += sg * (softmax_rows(S) @ X @ ww - softmax_rows(-S) @ X @ ww)
    return out

def construct(w, M, h, rho):
    d = len(w); dM = d * M
    taus = rho * np.arange(-dM, dM + 2)                        # 2dM + 2 nodes
    ls = np.arange(-dM, dM + 1)
    A = np.vstack([phi(-taus[None, :] + rho * ls[:, None]), np.ones(len(taus))])
    rhs = np.concatenate([[h(l) / 2 for l in ls], [0.0]])
    lam = np.linalg.solve(A, rhs)
    return taus, lam, rho * np.asarray(w, float), np.linalg.cond(A)

def check(d, M, w, h, rho, parity, scale=1.0):
    taus, lam, nu, cond = construct(w, M, h, rho)
    s = 1.0 if parity == 'even' else -1.0
    # Lemma 11.5 item 4 at x in {-1,0,1}^d (sanity of the construction)
    it4 = 0.0
    for x in itertools.product([-1, 0, 1], repeat=d):
        x = np.array(x, float); g = nu @ x
        val = np.sum(lam * (phi(taus + g) + s * phi(-taus + g)))
        it4 = max(it4, abs(val - h(int(round(np.dot(w, x))))))
    worst = 0.0; worst_eq = 0.0
    for a1, a2 in itertools.product([1, -1], repeat=2):
        for z1 in itertools.product([1, -1], repeat=d):
            for z2 in itertools.product([1, -1], repeat=d):
                X = np.array([[a1, *z1], [a2, *z2]], float)
                Fcol = sum(l * G(X, scale * t, scale * nu, s) for l, t in zip(lam, taus))
                if a1 != a2:
                    y = h(int(round(np.dot(w, (np.array(z1) - np.array(z2)) / 2))))
                    worst = max(worst, np.max(np.abs(Fcol - y * np.array([a1, a2]))))
                else:
                    worst_eq = max(worst_eq, np.max(np.abs(Fcol)))
    return it4, worst, worst_eq, cond

if __name__ == "__main__":
    rng = np.random.default_rng(0)
    for (d, M) in [(1, 3), (1, 40), (1, 300), (2, 60)]:
        w = np.array([M] + list(rng.integers(-M, M + 1, d - 1)))
        dM = d * M
        vals = {l: rng.choice([-1.0, 1.0]) for l in range(0, dM + 1)}
        h_even = lambda l, vals=vals: vals[abs(l)]
        h_odd = lambda l, vals=vals: (vals[abs(l)] if l > 0 else -vals[abs(l)]) if l != 0 else 0.0  # odd: h(0) = 0 is forced (so h is {+-1}-valued only off 0)
        for rho in (0.5 * math.log(8 * dM), math.log(dM + 1) + 1, 2 * math.log(dM + 1) + 2):
            it4, worst, weq, cond = check(d, M, w, h_even, rho, 'even')
            _, worst_half, _, _ = check(d, M, w, h_even, rho, 'even', scale=0.5)
            print(f"d={d} M={M} w={w} rho={rho:.2f} EVEN h: item-4 residual {it4:.1e} (cond {cond:.1e}); max|F - Y| (a1!=a2) = {worst:.3f};"
                  f" (a1=a2) max|F| = {weq:.1e}; halved (tau/2, nu/2): max|F - Y| = {worst_half:.1e}", flush=True)
        rho = math.log(dM + 1) + 1
        # odd h on {-dM..dM}: h(0) = 0 is forced for an odd function, so it is not {+-1}-valued at 0; report inputs with <w,x> != 0 too
        it4, worst, weq, cond = check(d, M, w, h_odd, rho, 'odd')
        _, worst_half, _, _ = check(d, M, w, h_odd, rho, 'odd', scale=0.5)
        print(f"d={d} M={M} rho={rho:.2f} ODD h (h(0) = 0): item-4 residual {it4:.1e}; max|F - Y| = {worst:.3f}; halved: {worst_half:.3f} (F is symmetric under a1<->a2, Y antisymmetric)", flush=True)
