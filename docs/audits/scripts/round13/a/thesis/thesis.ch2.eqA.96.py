"""Audit A, r13: thesis (A.96) L3086 (proof of Lemma A.3.1, Claim 1, case p_j in P minus p^+):
 |I_4| <= (eta^2/a) sum_{b=1}^t sqrt(log m log B / B) (1/2B) sum_{n in B_b} (|S_1^n| m/(|S^n| a)) p_n(b) W_O(i)^T p_j ||p||
 with I_4 = (1/B) sum_n eta y^n (1/|S^n|) sum_l a_(l)i 1[W_O(i) V_l^n >= 0] sum_{k in W_{l,n}(0)} V_k W_O(k) p_j  (A.69).
Structural point: I_4 depends on neuron i only through a_(l)i and its activation indicators, while the printed side is
proportional to |W_O(i) p_j| (read with |.|, the most favourable reading), which for lucky rows (a half-space condition
through V_l(0) ~ p_1) has a density at 0: the smallest lucky |W_O(i) p_j| -> 0 as m grows.
Own minimal model (Sec. 2.3 / App. A, noise-free Assumption A.2.1: tokens are patterns p_j = e_j in R^M, W_V = W_K =
W_Q = I, so softmax scores x_s^T x_l = [same pattern]); W_O^(0) ~ N(0, xi^2), a_i = +-1/sqrt(m) (shared over tokens),
a = sqrt(m); one batch of B samples (|S_1|, |S_2|, rest non-discriminative; y = +1 if |S_1| > |S_2|); evaluated at the
first step (W_O^(0), the first W_V-update coefficients): V_k for token (l, n) = -(1/B) sum_{n'} y^{n'} (1/|S|) sum_{l'}
a_(l')k 1[W_O(k) V_{l'}^{n'} >= 0] <X^{n'} softmax_{l'}, X^n softmax_l> (the coefficient of W_O(k)^T in the W_V
update applied to X^n softmax_l, (A.66)); the printed side at t = 1 with p_n(1) = p_n(0)."""
import math
import numpy as np

def run(m, B, M=3, L=8, s1=5, s2=2, xi=0.01, eta=0.1, seed=0, j=1):
    rng = np.random.default_rng(seed)
    WO = rng.normal(0, xi, (m, M)); a = rng.choice([-1.0, 1.0], m) / math.sqrt(m)
    data = []
    for n in range(B):
        y = 1.0 if n % 2 == 0 else -1.0
        c1, c2 = (s1, s2) if y > 0 else (s2, s1)
        pats = [0] * c1 + [1] * c2 + list(rng.integers(2, M, L - c1 - c2))
        X = np.eye(M)[pats].T                                   # M x L
        S = X.T @ X                                             # scores [same pattern]
        A = np.exp(S); A /= A.sum(0, keepdims=True)             # column l: softmax over s for query token l
        Vl = X @ A                                              # M x L: V_l^n(0) = W_V X softmax_l
        data.append((y, pats, Vl))
    act = [(WO @ Vl >= 0) for _, _, Vl in data]                 # m x L indicators
    # lucky sets W_{l,n}(0): W_O(i) V_l^n(0) > 0 for l in S_1^n (y = +1 data, pattern p_1 tokens)
    lucky_ln = {}
    for n, (y, pats, Vl) in enumerate(data):
        for l, pt in enumerate(pats):
            if y > 0 and pt == 0:
                lucky_ln[(l, n)] = (WO @ Vl[:, l] > 0)
    allW = np.zeros(m, bool)
    for v in lucky_ln.values():
        allW |= v
    # V_k coefficients: for token (l, n), c_k(l,n) = -(1/B) sum_{n'} y (1/L) sum_{l'} a_k 1[.] <V_{l'}^{n'}, V_l^n>
    G = np.zeros((m, M))                                        # sum_{n', l'} y a_k 1[.] V_{l'}^{n'}  (per k, a vector)
    for n, (y, pats, Vl) in enumerate(data):
        G += y * (act[n] * a[:, None]) @ Vl.T / L
    G /= B
    WOpj = WO[:, j]
    I4 = np.zeros(m)
    for n, (y, pats, Vl) in enumerate(data):
        for l in range(L):
            key = (l, n)
            if key not in lucky_ln:
                continue
            ks = lucky_ln[key]
            Vk = -(G[ks] @ Vl[:, l])                             # V_k for this token
            inner = float(Vk @ WOpj[ks])
            I4 += eta * y / L * a * act[n][:, l] * inner
    I4 /= B
    pn = np.mean([(s1 * math.e) / (s1 * math.e + L - s1) for _ in range(B)])
    side_wo_factor = (eta**2 / math.sqrt(m)) * math.sqrt(math.log(m) * math.log(B) / B) * 0.5 * (s1 * m / (L * math.sqrt(m))) * pn
    rhs = side_wo_factor * np.abs(WOpj)
    idx = np.where(allW)[0]
    ratio = np.abs(I4[idx]) / rhs[idx]
    k = idx[np.argmax(ratio)]
    return len(idx), ratio.max(), np.median(ratio), abs(I4[k]), rhs[k], abs(WOpj[k]) / xi, np.min(np.abs(WOpj[idx])) / xi

for m in (75, 300, 1200, 4800):
    for B in (64, 1024):
        nl, rmax, rmed, i4, rhs, wpj, wmin = run(m, B)
        print(f"m = {m:5d} (>= M^2 ln N = {9*math.log(max(32,B)):.0f}), B = {B:5d}: lucky = {nl}; max over lucky i of |I_4|/printed = {rmax:.3g} "
              f"(|I_4| = {i4:.2e} vs {rhs:.2e}, |W_O(i) p_2| = {wpj:.2e} xi), median ratio {rmed:.3g}; min lucky |W_O p_2|/xi = {wmin:.1e}")
