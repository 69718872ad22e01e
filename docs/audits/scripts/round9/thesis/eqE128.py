"""Audit thesis.ch6.eqE.128 (L8558): |(x_r^T, 0^T) sum_r softmax(p_r^T W_K^T W_Q p_query) (W_K p_s - W_K p_r)| <= gamma_t / l,
for mu_r a pattern that does not decide the label (L8556).  t = 0: W_K = W_Q = delta I on the data block (L1727), logits
delta^2 x_r^T x_query ((E.111)); softmax over the l contexts ((6.2)); gamma_{t,n} = 1 - mass on N_* (Def. E.4.4 item 4, N_*
= contexts with the query's IDR pattern), gamma_t = max over the N prompts (item 5).  Prompts as L8485: query mu_j + kappa nu_k;
contexts: mu_j and the other decisive pattern mu_q w.p. alpha/2 each, each other mu w.p. (1-alpha)/(M1-2); IDI nu_k w.p. 1/M2;
kappa ~ U(-K, K); patterns orthogonal, norm beta ((6.6)).  Reading A: r ranges over the contexts of pattern mu_r;
reading B: x_r one mu_r context, the sum over every context r'.  s in N_j chosen worst (largest left).  numpy, seeds fixed.
"""
import numpy as np


def run(M1, M2, l, alpha, beta, delta, K, N, seed):
    rng = np.random.default_rng(seed)
    dx = M1 + M2
    E = np.eye(dx) * beta
    prompts = []
    for _ in range(N):
        j, q = rng.choice(M1, 2, replace=False)
        others = [i for i in range(M1) if i not in (j, q)]
        probs = np.full(M1, (1 - alpha) / (M1 - 2))
        probs[j] = probs[q] = alpha / 2
        pat = rng.choice(M1, size=l, p=probs)
        idi = rng.integers(0, M2, size=l)
        kap = rng.uniform(-K, K, size=l)
        X = E[pat] + kap[:, None] * E[M1 + idi]
        xq = E[j] + rng.uniform(-K, K) * E[M1 + rng.integers(0, M2)]
        w = np.exp(delta**2 * X @ xq)
        w /= w.sum()
        prompts.append((j, others, pat, X, w))
    gamma_t = max(1 - w[pat == j].sum() for j, _, pat, X, w in prompts)
    ratios_A, ratios_B, counts = [], [], []
    for j, others, pat, X, w in prompts:
        S = np.where(pat == j)[0]
        if len(S) == 0:
            continue
        for r_pat in others:
            R = np.where(pat == r_pat)[0]
            if len(R) == 0:
                continue
            counts.append(len(R))
            # reading A: sum over contexts r of pattern mu_r of w_r x_r^T delta (x_s - x_r)
            leftA = max(abs(sum(w[r] * X[r] @ (delta * (X[s] - X[r])) for r in R)) for s in S)
            # reading B: one mu_r context x_r, sum over all contexts r'
            leftB = max(abs(X[R[0]] @ (delta * (w.sum() * X[s] - w @ X))) for s in S)
            ratios_A.append(leftA / (gamma_t / l))
            ratios_B.append(leftB / (gamma_t / l))
    return np.median(ratios_A), np.median(ratios_B), np.mean(counts), gamma_t


print("M1 M2 l alpha beta delta | median ratio A | median ratio B | mean # mu_r copies | gamma_t")
for (M1, M2, l, beta) in [(10, 20, 70, 1.0), (10, 20, 280, 1.0), (10, 20, 1120, 1.0), (10, 20, 70, 2.0), (40, 40, 160, 1.0),
                          (40, 40, 640, 1.0)]:
    rA, rB, c, g = run(M1, M2, l, 0.6, beta, 0.2, 0.5, 40, 7)
    print(M1, M2, l, 0.6, beta, 0.2, f"| {rA:.3g} | {rB:.3g} | {c:.2f} | {g:.3f}")
# explicit 4-context instance (helper's): contexts mu_j, mu_r, mu_q, mu_q, query mu_j, beta 2, delta 0.2, kappa 0; one prompt
beta, delta = 2.0, 0.2
w = np.array([np.exp(delta**2 * beta**2), 1, 1, 1])
w /= w.sum()
left = w[1] * delta * beta**2
print("explicit: left =", round(left, 5), " gamma/l =", round((1 - w[0]) / 4, 5), " ratio", round(left / ((1 - w[0]) / 4), 4))
