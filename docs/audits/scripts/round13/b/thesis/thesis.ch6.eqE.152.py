"""Independent audit of thesis (E.152), L8714-L8716 (proof of Lemma E.4.5, App. E.5.5, t = 0):
  for k in [M2]: |(nu_k^T,0^T) eta (1/B) sum_{n in B_b} dl/dW_Q|_{t=0} (x_query^T,0^T)^T|
                 <~ (1/M2) |(mu_q^T,0^T) eta (1/B) sum_{n in B_b} dl/dW_Q|_{t=0} (x_query^T,0^T)^T|,
  mu_q the IDR pattern of x_query (every pattern is some query's; x_query = mu_q taken as the right vector).
Own numpy model (6.2) at the initialisation of Sec. 6.2.3 (W_V = delta I, W_Q = W_K = delta on the first d_x
diagonal entries, W_O ~ N(0,1/m), a_i = +-1/m), hinge loss, data (6.6)/(6.7), prompts of Sec. 6.3.2, T_tr the cyclic
task set of Condition 6.3.2, queries with uniform IDR pattern (Subroutine 2: 'each IDR pattern sampled equally
likely'); batches kept only if they meet (E.146) with c = 1/2 (every pattern is the query's >= B/(2 M1) times).
G_Q = the batch-mean gradient of W_Q, by hand (checked against finite differences).
Hypotheses of Lemma E.4.5 / Thm 6.3.3 used: m >= 2 M1^2 log M1, B = 8 M1 log M1 (>~ M1 log M1), l >= 8 max(log M1 /
alpha, 1/(beta^2 alpha)), beta = 1, alpha = 0.8, delta = 0.1 <= 0.2, M2 = M1 (= O(M1)), K = 1/2."""
import numpy as np, math, sys

def setup(M1, M2, beta):
    dx = M1 + M2; D = dx + 1
    mu = np.zeros((M1, D)); nu = np.zeros((M2, D)); q = np.zeros(D); q[dx] = 1.0
    for j in range(M1): mu[j, j] = beta
    for k in range(M2): nu[k, M1 + k] = beta
    return dx, D, mu, nu, q

def prompts(rng, B, M1, M2, l, alpha, K, mu, nu, q, decisive=True):
    tasks = [(j, (j + 1) % M1) for j in range(M1)]
    ta = rng.integers(M1, size=B)
    P = np.zeros((B, l + 1, mu.shape[1])); z = np.zeros(B); jq = rng.integers(M1, size=B)
    if decisive:   # the query's IDR pattern is one of its task's two decisive patterns (the proof's setting, (E.136)-(E.137))
        jq = np.array([tasks[ta[n]][rng.integers(2)] for n in range(B)])
    for n in range(B):
        a, b = tasks[ta[n]]
        probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[a] = alpha / 2; probs[b] = alpha / 2
        js = rng.choice(M1, size=l, p=probs)
        lab = np.where(js == a, 1.0, np.where(js == b, -1.0, rng.choice([-1.0, 1.0], size=l)))
        P[n, :l] = mu[js] + rng.uniform(-K, K, size=l)[:, None] * nu[rng.integers(M2, size=l)] + lab[:, None] * q
        P[n, l] = mu[jq[n]] + rng.uniform(-K, K) * nu[rng.integers(M2)]
        z[n] = 1.0 if jq[n] == a else (-1.0 if jq[n] == b else rng.choice([-1.0, 1.0]))
    return P, z, jq

def gradWq(Wq, Wk, Wv, Wo, avec, P, z, with_query=False):
    ctx = P if with_query else P[:, :-1, :]; pq = P[:, -1, :]
    kk = ctx @ Wk.T; qq = pq @ Wq.T
    s = np.einsum('nla,na->nl', kk, qq); s -= s.max(1, keepdims=True)
    A = np.exp(s); A /= A.sum(1, keepdims=True)
    pbar = np.einsum('nl,nld->nd', A, ctx); V = pbar @ Wv.T; h = V @ Wo.T
    F = np.maximum(h, 0) @ avec
    g = np.where(z * F < 1, -z, 0.0)
    u = (h > 0) * avec[None, :] * g[:, None]
    gV = u @ Wo
    e = np.einsum('nld,bd,nb->nl', ctx, Wv, gV)
    ds = A * (e - (A * e).sum(1, keepdims=True))
    return np.einsum('nl,nla,nd->ad', ds, kk, pq) / len(z), F, g

def init(rng, M1, dx, D, m, delta):
    ma = mb = D + 1
    Wv = np.zeros((mb, D)); Wv[np.arange(D), np.arange(D)] = delta
    Wq = np.zeros((ma, D)); Wq[np.arange(dx), np.arange(dx)] = delta
    Wo = rng.normal(0, 1 / math.sqrt(m), (m, mb)); avec = rng.choice([1.0 / m, -1.0 / m], size=m)
    return Wq, Wq.copy(), Wv, Wo, avec

def fd_check():
    rng = np.random.default_rng(5)
    dx, D, mu, nu, q = setup(3, 3, 1.0)
    Wq, Wk, Wv, Wo, avec = init(rng, 3, dx, D, 7, 0.2)
    Wq = Wq + rng.normal(0, .3, Wq.shape); Wk = Wk + rng.normal(0, .3, Wk.shape); avec = avec * 30
    P, z, _ = prompts(rng, 6, 3, 3, 5, .8, .5, mu, nu, q)
    G, _, _ = gradWq(Wq, Wk, Wv, Wo, avec, P, z)
    def L(W):
        ctx = P[:, :-1]; pq = P[:, -1]
        s = np.einsum('nla,na->nl', ctx @ Wk.T, pq @ W.T); A = np.exp(s - s.max(1, keepdims=True)); A /= A.sum(1, keepdims=True)
        F = np.maximum(np.einsum('nl,nld->nd', A, ctx) @ Wv.T @ Wo.T, 0) @ avec
        return np.maximum(0, 1 - z * F).mean()
    err = 0
    for _ in range(10):
        i, j = rng.integers(Wq.shape[0]), rng.integers(Wq.shape[1])
        W1 = Wq.copy(); W1[i, j] += 1e-6; W2 = Wq.copy(); W2[i, j] -= 1e-6
        err = max(err, abs((L(W1) - L(W2)) / 2e-6 - G[i, j]))
    return err

def point(M1, seeds=range(16), beta=1.0, alpha=0.8, delta=0.1, K=0.5, with_query=False, decisive=True):
    M2 = M1
    m = math.ceil(2 * M1 ** 2 * math.log(M1)); B = math.ceil(8 * M1 * math.log(M1))
    l = math.ceil(8 * max(math.log(M1) / alpha, 1 / (beta ** 2 * alpha)))
    dx, D, mu, nu, q = setup(M1, M2, beta)
    ma = D + 1
    L_mu = np.zeros((M1, ma)); L_mu[:, :D] = mu
    L_nu = np.zeros((M2, ma)); L_nu[:, :D] = nu
    worst, atmax, n_ok = [], [], 0
    for seed in seeds:
        rng = np.random.default_rng(1000 * M1 + seed)
        Wq, Wk, Wv, Wo, avec = init(rng, M1, dx, D, m, delta)
        P, z, jq = prompts(rng, B, M1, M2, l, alpha, K, mu, nu, q, decisive)
        if np.bincount(jq, minlength=M1).min() < B / (2 * M1):
            continue                                                # (E.146) with c = 1/2
        n_ok += 1
        G, _, _ = gradWq(Wq, Wk, Wv, Wo, avec, P, z, with_query)   # eta cancels in the ratio
        R = mu.T                                                    # right vectors (x_query = mu_q), columns q
        own = np.abs(np.einsum('qa,ad,dq->q', L_mu, G, R))           # |(mu_q;0) G (mu_q;0)|
        idi = np.abs(L_nu @ G @ R).max(0)                            # max_k |(nu_k;0) G (mu_q;0)|
        ratio = idi / own
        worst.append(ratio.max() * M2)
        atmax.append(ratio[np.argmax(own)] * M2)
    return dict(M1=M1, M2=M2, m=m, B=B, l=l, batches=n_ok, med_worst_q=float(np.median(worst)),
                frac_worst_gt_1=float(np.mean(np.array(worst) > 1)), med_at_largest_own=float(np.median(atmax)))

if __name__ == "__main__":
    print("finite-difference check of G_Q:", fd_check())
    wq = "--with-query" in sys.argv
    for dec in (True, False):
        print("queries:", "decisive pattern of the task (the proof's setting)" if dec else "uniform pattern, independent task (Subroutine 2 literally)",
              "| softmax over the l+1 tokens" if wq else "| softmax over the l contexts")
        for M1 in (3, 6, 12, 24):
            print("  ", point(M1, with_query=wq, decisive=dec))
