"""Auditor A r30: chenli Algorithm 1 (LPCERTIFY, L1458-L1473), Cor 6.16, Thm 6.17 (II).  Own numpy/scipy, no repo imports.
Claim under test: every constraint has |s| <= log 2 (Step 10), hull points meet every constraint (Lemma 6.14; here exactly,
W-hat exact), so (1 - t) Theta* is in K with t = 7 eps / max|s| >= 7 eps / log 2 -> K contains a point t*dist(0, K_Theta) from
the affine hull, and the min-norm point of K has norm <= (1 - t)||Theta*||.   m = 2 heads (orthogonal), k = 3, d = 8."""
import numpy as np
from scipy.optimize import minimize
rng = np.random.default_rng(3016)
d, k, m = 8, 3, 2
eps = 0.02

def simplex_ls(A, y):
    """argmin_{alpha in simplex} ||alpha A - y|| : exact by enumerating supports (k = 3)."""
    best = None
    import itertools
    for r in range(1, k + 1):
        for S in itertools.combinations(range(k), r):
            S = list(S)
            B = A[S]                                  # r x d
            # minimise ||a B - y|| s.t. sum a = 1 (KKT), then check a >= 0
            G = B @ B.T
            K = np.block([[2 * G, np.ones((r, 1))], [np.ones((1, r)), np.zeros((1, 1))]])
            rhs = np.concatenate([2 * B @ y, [1.0]])
            try:
                sol = np.linalg.solve(K, rhs)
            except np.linalg.LinAlgError:
                continue
            a = sol[:r]
            if (a >= -1e-12).all():
                al = np.zeros(k); al[S] = np.clip(a, 0, None); al /= al.sum()
                val = np.linalg.norm(al @ A - y)
                if best is None or val < best[0] - 1e-15:
                    best = (val, al)
    return best[1]

def sm(z):
    z = z - z.max(); e = np.exp(z); return e / e.sum()

def run(F, draws=20000):
    # orthogonal heads of equal norm F (lambda = 1), W's orthogonal, ||W_1|| = 1, lambda' = ||W_2||^2 = 0.5
    G = rng.standard_normal((2, d * d)); Q, _ = np.linalg.qr(G.T)
    Th = [F * Q[:, i].reshape(d, d) for i in range(m)]
    H = rng.standard_normal((2, d * d)); P, _ = np.linalg.qr(H.T)
    W = [P[:, 0].reshape(d, d), np.sqrt(0.5) * P[:, 1].reshape(d, d)]
    lam_p = 0.5
    What = W[0] + W[1]
    Z = sum(1 / np.sum(T ** 2) for T in Th)
    Tstar = sum(T / np.sum(T ** 2) for T in Th) / Z
    cons = []
    for _ in range(draws):
        X = rng.choice([-1.0, 1.0], size=(k, d))
        v = [sm(X[0] @ T @ X.T) for T in Th]
        Y1 = sum(v[i] @ X @ W[i] for i in range(m))
        A = X @ What
        al = simplex_ls(A, Y1)
        if np.linalg.norm(al @ A - Y1) < eps * np.sqrt(lam_p) / 2 and al[1] >= 1 / 3 and al[2] >= 1 / 3:
            s = np.log(al[1] / al[2])
            a = np.outer(X[0], X[1] - X[2]).ravel()          # constraint |<a, vec Theta> - s| <= 7 eps
            cons.append((a, s))
    if not cons:
        return dict(F=F, n=0)
    Aall = np.array([c[0] for c in cons]); sall = np.array([c[1] for c in cons])
    slack_star = np.abs(Aall @ Tstar.ravel() - sall).max()
    smax = np.abs(sall).max()
    t = (7 * eps - slack_star) / (np.abs(Aall @ Tstar.ravel()).max())   # largest t with (1-t)Theta* feasible (sufficient)
    Tt = (1 - t) * Tstar
    viol = (np.abs(Aall @ Tt.ravel() - sall) - 7 * eps).max()
    # distance of (1-t)Theta* to the affine hull {l1 Th1 + l2 Th2, l1 + l2 = 1}
    D = (Th[1] - Th[0]).ravel(); b = Th[0].ravel()
    mu = np.dot(Tt.ravel() - b, D) / np.dot(D, D)
    dist = np.linalg.norm(Tt.ravel() - (b + mu * D))
    # min-norm point of K (QP, 64 vars) from the feasible start (1-t)Theta*
    x0 = Tt.ravel()
    consQP = [{'type': 'ineq', 'fun': lambda x: 7 * eps - (Aall @ x - sall), 'jac': lambda x: -Aall},
              {'type': 'ineq', 'fun': lambda x: 7 * eps + (Aall @ x - sall), 'jac': lambda x: Aall},
              {'type': 'ineq', 'fun': lambda x: 4 * F * F - x @ x}]
    res = minimize(lambda x: x @ x, x0, jac=lambda x: 2 * x, constraints=consQP, method='SLSQP', options={'maxiter': 500, 'ftol': 1e-14})
    xh = res.x
    feas = max((np.abs(Aall @ xh - sall) - 7 * eps).max(), 0)
    return dict(F=F, n=len(cons), max_abs_s=round(smax, 4), slack_Theta_star=float(slack_star), t=round(t, 5),
                t_over_eps=round(t / eps, 2), viol_of_scaled=float(viol), dist_over_eps=round(dist / eps, 2),
                normTstar=round(np.linalg.norm(Tstar), 4), normK_minnorm=round(np.linalg.norm(xh), 4), qp_feas_err=float(feas),
                dist_Tstar_minnorm_over_eps=round(np.linalg.norm(Tstar.ravel() - xh) / eps, 2), qp_ok=bool(res.success))

def make_heads_m1(F):
    G = rng.standard_normal(d * d); G /= np.linalg.norm(G)
    H = rng.standard_normal(d * d); H /= np.linalg.norm(H)
    return [F * G.reshape(d, d)], [H.reshape(d, d)], 1.0

def make_heads_m2_close(F, angle=0.3):
    G = rng.standard_normal((2, d * d)); Q, _ = np.linalg.qr(G.T)
    u = Q[:, 0]; w = np.cos(angle) * Q[:, 0] + np.sin(angle) * Q[:, 1]
    H = rng.standard_normal((2, d * d)); P, _ = np.linalg.qr(H.T)
    return [F * u.reshape(d, d), F * w.reshape(d, d)], [P[:, 0].reshape(d, d), np.sqrt(0.5) * P[:, 1].reshape(d, d)], 0.5

def run2(F, maker, draws):
    Th, W, lam_p = maker(F)
    mm = len(Th)
    What = sum(W)
    Z = sum(1 / np.sum(T ** 2) for T in Th)
    Tstar = sum(T / np.sum(T ** 2) for T in Th) / Z
    cons = []
    for _ in range(draws):
        X = rng.choice([-1.0, 1.0], size=(k, d))
        if np.linalg.matrix_rank(X @ What) < k:
            continue
        v = [sm(X[0] @ T @ X.T) for T in Th]
        Y1 = sum(v[i] @ X @ W[i] for i in range(mm))
        A = X @ What
        al = simplex_ls(A, Y1)
        if np.linalg.norm(al @ A - Y1) < eps * np.sqrt(lam_p) / 2 and al[1] >= 1 / 3 and al[2] >= 1 / 3:
            cons.append((np.outer(X[0], X[1] - X[2]).ravel(), np.log(al[1] / al[2])))
    Aall = np.array([c[0] for c in cons]); sall = np.array([c[1] for c in cons])
    slack = np.abs(Aall @ Tstar.ravel() - sall).max()
    smax = np.abs(sall).max()
    t_rule = (7 * eps - slack) / (np.log(2) + slack)          # the helper's/analytic rule with |s| <= log 2
    t_best = (7 * eps - slack) / np.abs(Aall @ Tstar.ravel()).max()
    out = dict(m=mm, F=F, n_constraints=len(cons), max_abs_s=round(float(smax), 4), log2=round(np.log(2), 4),
               slack_Theta_star_over_eps=round(float(slack / eps), 3))
    for name, t in [('t_rule', t_rule), ('t_best', t_best)]:
        Tt = (1 - t) * Tstar
        viol = (np.abs(Aall @ Tt.ravel() - sall) - 7 * eps).max()
        if mm == 1:
            dist = np.linalg.norm(Tt - Th[0])
        else:
            D = (Th[1] - Th[0]).ravel(); b = Th[0].ravel()
            mu = np.dot(Tt.ravel() - b, D) / np.dot(D, D); dist = np.linalg.norm(Tt.ravel() - (b + mu * D))
        out[name] = round(float(t), 5); out[name + '_feasible'] = bool(viol <= 1e-12); out[name + '_dist_to_affine_hull_over_eps'] = round(float(dist / eps), 2)
    x0 = ((1 - t_rule) * Tstar).ravel()
    cq = [{'type': 'ineq', 'fun': lambda x: 7 * eps - (Aall @ x - sall), 'jac': lambda x: -Aall},
          {'type': 'ineq', 'fun': lambda x: 7 * eps + (Aall @ x - sall), 'jac': lambda x: Aall},
          {'type': 'ineq', 'fun': lambda x: 4 * F * F - x @ x, 'jac': lambda x: -2 * x}]
    res = minimize(lambda x: x @ x, x0, jac=lambda x: 2 * x, constraints=cq, method='SLSQP', options={'maxiter': 1000, 'ftol': 1e-15})
    xh = res.x
    out.update(normTstar=round(float(np.linalg.norm(Tstar)), 4), qp_ok=bool(res.success),
               qp_feas_err=float(max((np.abs(Aall @ xh - sall) - 7 * eps).max(), 0)),
               norm_minnorm=round(float(np.linalg.norm(xh)), 4),
               dist_Tstar_minnorm_over_eps=round(float(np.linalg.norm(Tstar.ravel() - xh) / eps), 2))
    return out

for F in [0.5, 1.0, 2.0, 4.0, 8.0]:
    print(run2(F, make_heads_m1, 6000))
for F in [1.0, 2.0, 4.0]:
    print(run2(F, make_heads_m2_close, 15000))
