# Auditor C r14: thesis (A.83) at t = 0, Lemma A.3.1 Claim 1 (j = 1). Own numpy model of Section 2.2 (2.1):
# F(X) = 1/|S| sum_l a_(l)^T Relu(W_O W_V X softmax(X^T W_K^T W_Q x_l)), hinge loss, SGD step on W_O.
# Noise-free tokens x_l = mu_j (tau = 0), pretrained W_V = W_K = W_Q = I (sigma = delta = 0): p_j = mu_j, ||p_1|| = 1.
# Lucky set (A.8): W_{l,n}(0) = {i : W_O(i) V_l^n(0) > 0, l in S_1^n}. RHS of (A.83) at t = 0:
# (eta/(aB)) sum_n (|S_1^n|/|S^n| p_n(0) - (sigma+tau)) ||p_1||^2 > 0 (sigma + tau = 0, p_n(0) > 0).
import numpy as np
def run(seed, M=3, L=8, n1=5, n2=2, B=64, eta=0.1):
    rng = np.random.default_rng(seed)
    N = B
    m = int(np.ceil(M * M * np.log(N)))                 # m >= M^2 log N
    mu = np.eye(M)
    xi = 1 / np.sqrt(M)
    WO = rng.normal(0, xi, (m, M))
    A = rng.choice([1, -1], size=(L, m)) / np.sqrt(m)   # a_(l)i, fixed
    Xs, ys, S1s = [], [], []
    for n in range(N):
        y = 1 if n % 2 == 0 else -1
        a, b = (n1, n2) if y == 1 else (n2, n1)         # majority vote; both mu_1 and mu_2 appear (L555)
        pats = [0] * a + [1] * b + list(rng.integers(2, M, L - a - b))
        rng.shuffle(pats)
        Xs.append(mu[:, pats]); ys.append(y); S1s.append([l for l in range(L) if pats[l] == 0])
    grad = np.zeros_like(WO); lucky = set(); Fs = []
    for X, y, S1 in zip(Xs, ys, S1s):
        att = X.T @ X; att = np.exp(att); att /= att.sum(0, keepdims=True)   # column l: softmax(X^T x_l)
        V = X @ att                                      # V_l = W_V X softmax(...)
        H = WO @ V                                       # m x L
        F = np.mean(np.sum(A.T * np.maximum(H, 0), 0))
        Fs.append(F)
        if 1 - y * F > 0:                                # hinge active
            grad += -y / L * ((A.T * (H >= 0)) @ V.T)
        for l in S1:
            lucky |= set(np.nonzero(H[:, l] > 0)[0])
    grad /= B
    inc = (-eta * grad) @ mu[:, 0]                       # <W_O(i)^(1) - W_O(i)^(0), p_1>
    lucky = sorted(lucky)
    allpos = [i for i in lucky if np.all(A[:, i] > 0)]
    neg = [i for i in lucky if inc[i] < 0]
    return m, len(lucky), len(neg), inc[lucky].min(), max(abs(f) for f in Fs), [(i, inc[i]) for i in allpos]
for seed in range(6):
    for B in (4, 64, 512):
        m, nl, nn, mn, Fmax, ap = run(seed, B=B)
        print(f"seed {seed} B {B} m {m}: |W_l,n(0)| = {nl}, negative increments {nn}, min {mn:.3e}, max|F| {Fmax:.2e};"
              f" neurons with a_(l)i>0 for all l: {[(i, round(v, 5)) for i, v in ap]}")
# Variant (a second reading, not printed): the sign condition the proof of (A.79) uses, a_(l)i = +1/sqrt(m) on every
# position (a neuron-level sign, A's rows equal), lucky set restricted to a_i > 0.
def run_pos(seed, B=64, M=3, L=8, n1=5, n2=2, eta=0.1):
    rng = np.random.default_rng(100 + seed); N = B; m = int(np.ceil(M * M * np.log(N))); mu = np.eye(M)
    WO = rng.normal(0, 1 / np.sqrt(M), (m, M)); s = rng.choice([1, -1], size=m); A = np.tile(s, (L, 1)) / np.sqrt(m)
    grad = np.zeros_like(WO); lucky = set()
    for n in range(N):
        y = 1 if n % 2 == 0 else -1; a, b = (n1, n2) if y == 1 else (n2, n1)
        pats = [0] * a + [1] * b + list(rng.integers(2, M, L - a - b)); rng.shuffle(pats); X = mu[:, pats]
        att = np.exp(X.T @ X); att /= att.sum(0, keepdims=True); V = X @ att; H = WO @ V
        F = np.mean(np.sum(A.T * np.maximum(H, 0), 0))
        if 1 - y * F > 0: grad += -y / L * ((A.T * (H >= 0)) @ V.T)
        lucky |= {i for l in range(L) if pats[l] == 0 for i in np.nonzero(H[:, l] > 0)[0]}
    inc = (-eta * grad / B) @ mu[:, 0]; lp = [i for i in sorted(lucky) if s[i] > 0]
    return len(lp), sum(inc[i] < 0 for i in lp), min(inc[i] for i in lp)
for seed in range(4):
    print("variant a_i>0 seed", seed, "(|lucky|, #neg, min inc) =", run_pos(seed))
