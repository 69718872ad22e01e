#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) (A.182) L3486 (proof of Lemma A.3.1 Claim 1): for i in W_{l,n}(0),
-eta t W_O(i) sum_{j notin W u U} V_j(t) W_O(j)^T <~ (eta t m ||p||^2/(B a)) ||W_O(i)^(t)||^2, with V_j(t) the coefficient of (A.176):
V_j = (1/B) sum_{n in B_b} (-y^n) (1/|S^n|) sum_l a_(l)j 1[W_O(j) V_l^n >= 0] sum_s softmax_s(l) x_s^T x_j^g  (x_j^g a p_1 token).
Own numpy (no repository code): one-hot tokens, W_V = W_K = W_Q = I (sigma = delta = tau = 0), M = 3 patterns, L = 4 tokens,
positive samples |S_1| = 2, |S_2| = 1 (+1 non-discriminative), negatives mirrored; N = B samples (full batch), W_O ~ N(0, 1/M)
(xi = 1/sqrt M, L2650), a_(l)i = +-1/sqrt m per position, m = ceil(M^2 ln N) ((2.7)); lucky sets (A.8)/(A.9) united over the data
(W: positive n, l in S_1^n; U: negative n, l in S_2^n). Evaluated at W^(0) (t = 1 with eta -> 0: W^(1) = W^(0) + O(eta), and both
sides carry eta t): ratio = max_{i in W} [-W_O(i) sum_{j unlucky} V_j W_O(j)^T] / (||W_O(i)||^2 ||p||^2) against m/(B a), a = sqrt m."""
import math

import numpy as np


def run(N, seed, M=3, L=4):
    rng = np.random.default_rng(seed)
    m = math.ceil(M * M * math.log(N)); a_ = math.sqrt(m)
    y = np.array([1] * (N // 2) + [-1] * (N - N // 2))
    pats = np.zeros((N, L), dtype=int)
    for n in range(N):
        star, conf = (0, 1) if y[n] == 1 else (1, 0)
        p = [star, star, conf, rng.integers(2, M)]
        rng.shuffle(p); pats[n] = p
    X = np.eye(M)[pats]                                          # (N, L, M)
    att = np.exp(np.einsum("nsd,nld->nsl", X, X)); att /= att.sum(1, keepdims=True)   # softmax over s
    V = np.einsum("nsl,nsd->nld", att, X)                       # V_l^n
    WO = rng.normal(size=(m, M)) / math.sqrt(M)
    A = rng.choice([-1.0, 1.0], size=(L, m)) / math.sqrt(m)
    pre = V @ WO.T                                               # (N, L, m)
    S1, S2 = pats == 0, pats == 1
    Wset = ((pre > 0) & (S1 & (y == 1)[:, None])[:, :, None]).any((0, 1))
    Uset = ((pre > 0) & (S2 & (y == -1)[:, None])[:, :, None]).any((0, 1))
    rest = ~(Wset | Uset)
    mass = np.einsum("nsl,ns->nl", att, X[:, :, 0])            # sum_s softmax_s(l) x_s^T x_j^g, x_j^g = e_1
    Vj = np.einsum("n,nl,lm,nlm->m", -y.astype(float), mass / L, A, (pre >= 0).astype(float)) / N
    if not rest.any() or not Wset.any():
        return None
    lhs = -(WO[Wset] @ (Vj[rest][:, None] * WO[rest]).sum(0)) / (WO[Wset] ** 2).sum(1)
    return float(lhs.max()) / (m / (N * a_)), float(lhs.max()), int(rest.sum()), m, float(np.abs(Vj[rest]).mean())


for N in (512, 2048, 8192, 32768):
    res = [run(N, s) for s in range(6)]
    res = [r for r in res if r]
    print(f"B = N = {N:6d}: m = {res[0][3]}, ratio lhs/(m/(B a)) over seeds {[round(r[0], 2) for r in res]}; lhs {[round(r[1], 5) for r in res]}; "
          f"#unlucky {[r[2] for r in res]}; mean |V_j| (unlucky) {res[0][4]:.4f} (Hoeffding's 1/(sqrt(B) a) = {1 / (math.sqrt(N) * math.sqrt(res[0][3])):.4f})")
