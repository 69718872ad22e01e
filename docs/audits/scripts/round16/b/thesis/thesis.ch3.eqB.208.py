# Auditor B, round 16. thesis (B.208), L4895 (proof of Lemma B.3.4, the W_V gradient, Chapter 3 graph transformer):
#   -eta sum_{b=1}^t W_O(i)^(b) sum_{j in W_l(0)} V_j(b) W_O(j)^(b)T >~ (a strictly positive right side: p_n > 0, 1-2eps0 > 0)
# for a lucky neuron i in W_l(0), W_l(0) = {i : W_O(i)^(0) V_l(0) > 0, l in S_1} (B.4) -- no condition on sign(a_i).
# V_j(t) (B.204): (1/B) sum_{l in B_b} (-y_l) a_j 1[W_O(j)^(t) V_l(t) >= 0] sum_s softmax_l(...) x_s^T x_j, x_j = mu_1.
# Own model (3.1) + hinge loss (3.3), Algorithm 4: one-hot patterns mu_1..mu_4 (d = M = 4), W_V = W_K = W_Q = [I; 0]
# (m_a = m_b = 6 > M; sigma = delta = 0), b = 0, a_i = +-1/sqrt(m), W_O(0) ~ N(0, xi^2), S^{n} = distance <= 2 ball;
# the first t steps only move W_O (Algorithm 4's W_O pre-training phase; at t = 1 it is the only change at first order).
import math
import numpy as np

M, d, mb = 4, 4, 6


def graph(N, rng, gd=0.4):
    """Two communities (half the nodes each) with dense inside links and few chords across; community A holds the
    mu_1 nodes, B the mu_2 nodes (gd N of them in all), the rest mu_3/mu_4 in both; labels = community (A: +1)."""
    half = N // 2
    comm = np.array([0] * half + [1] * (N - half))
    A = np.zeros((N, N), bool)
    for u in range(N):
        for v in range(u + 1, N):
            pr = 0.12 if comm[u] == comm[v] else 0.01
            if rng.random() < pr:
                A[u, v] = A[v, u] = True
    D = np.full((N, N), 99)
    for s in range(N):  # BFS distances
        D[s, s] = 0; fr = [s]; k = 0
        while fr:
            k += 1; nx = []
            for u in fr:
                for v in np.flatnonzero(A[u]):
                    if D[s, v] == 99:
                        D[s, v] = k; nx.append(v)
            fr = nx
    pat = rng.choice([2, 3], size=N)
    nd = int(round(gd * N / 2))
    pat[rng.choice(np.flatnonzero(comm == 0), nd, replace=False)] = 0
    pat[rng.choice(np.flatnonzero(comm == 1), nd, replace=False)] = 1
    return D, pat, np.where(comm == 0, 1, -1)


def run(seed, N=80, m=200, xi=0.01, eta=0.1, B=64, t=1, sampling='ball'):
    rng = np.random.default_rng(seed)
    D, pat, y = graph(N, rng)
    # z_m = argmax of the average winning margin (3.5)-(3.6) with these labels; eps_0 = share with Delta_n(z_m) <= 0
    Z = [z for z in range(1, 6)]
    Delta = {z: np.array([((D[n] == z) & (pat == 0)).sum() - ((D[n] == z) & (pat == 1)).sum() for n in range(N)]) for z in Z}
    marg = {z: np.mean(y * Delta[z]) for z in Z}
    zm = max(marg, key=marg.get)
    eps0 = float(np.mean(y * Delta[zm] <= 0))
    X = np.eye(d)[pat]  # node features, rows
    P = np.zeros((d, mb)); P[:, :d] = np.eye(d)  # W_V x = [x; 0]; W_K^T W_Q = I on features
    if sampling == 'ball':
        S = [np.flatnonzero(D[n] <= 1) for n in range(N)]  # sampled set: the node and its z = 1 neighbours
    else:  # Algorithm 4: uniform nodes from the whole graph (20) plus the node itself; PE b_0 = 1 (Lemma B.3.3), b_z = 0
        S = [np.concatenate([[n], rng.choice(np.delete(np.arange(N), n), 20, replace=False)]) for n in range(N)]
    b0 = 1.0 if sampling != 'ball' else 0.0

    def agg(n):
        lg = X[S[n]] @ X[n] + b0 * (S[n] == n); w = np.exp(lg - lg.max()); w /= w.sum()
        return w @ (X[S[n]] @ P), float(w[pat[S[n]] == 0].sum())  # V_n, softmax mass on mu_1 nodes (x_s^T mu_1)

    V = np.array([agg(n)[0] for n in range(N)]); mass1 = np.array([agg(n)[1] for n in range(N)])
    a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    WO = rng.normal(0, xi, (m, mb))
    WO0 = WO.copy()
    states, Vs = [], []
    for b in range(1, t + 1):
        bt = rng.integers(0, N, B)
        F = np.array([a @ np.maximum(WO @ V[n], 0) for n in bt])
        act_loss = (1 - y[bt] * F) > 0
        grad = np.zeros_like(WO)
        for k, n in enumerate(bt):
            if act_loss[k]:
                grad += -(y[n] * a * (WO @ V[n] >= 0))[:, None] * V[n][None, :]
        WO = WO - eta * grad / B
        bb = rng.integers(0, N, B)  # batch B_b for V_j(b)
        Vj = np.array([np.mean([(-y[l]) * a[j] * (WO[j] @ V[l] >= 0) * mass1[l] for l in bb]) for j in range(m)])
        states.append(WO.copy()); Vs.append(Vj)
        p_pos = [mass1[l] for l in bb if y[l] > 0]
    out = []
    for l in np.flatnonzero(pat == 0)[:4]:  # lucky sets of the first nodes of D_1
        W = np.flatnonzero(WO0 @ V[l] > 0)
        for i in W:
            lhs = -eta * sum(st[i] @ (Vb[W][:, None] * st[W]).sum(0) for st, Vb in zip(states, Vs))
            out.append((l, i, a[i] > 0, lhs, Vs[-1][i]))
    return out, eps0, zm, float(np.mean(y > 0)), float(np.mean(np.isin(pat, [0, 1])))


m_req = M * M * math.log(80)
print("m >= M^2 log N =", round(m_req, 2))
for seed, t, smp, m in [(s_, t_, smp_, m_) for smp_ in ('ball', 'uniform') for s_ in range(3) for t_ in (1, 5, 20)
                        for m_ in (71, 200)]:
    if True:
        out, eps0, zm, fpos, gd = run(seed, t=t, sampling=smp, m=m)
        print(smp, "m =", m, end=" ")
        neg = [o for o in out if o[3] < 0]
        negpos = [o for o in out if o[3] < 0 and o[2]]
        negneg = [o for o in out if o[3] < 0 and not o[2]]
        Vsign = np.mean([o[4] > 0 for o in out if not o[2]])
        print(f"seed {seed} t={t}: eps0={eps0:.3f} z_m={zm} frac y=+1 {fpos:.2f} gamma_d={gd:.2f}; lucky (l,i) {len(out)}, "
              f"lhs<0: {len(neg)} (a_i<0: {len(negneg)} of {sum(1 for o in out if not o[2])}, a_i>0: {len(negpos)} of "
              f"{sum(1 for o in out if o[2])}); min lhs {min(o[3] for o in out):.2e}; share of a_i<0 lucky with V_i>0: {Vsign:.2f}")
