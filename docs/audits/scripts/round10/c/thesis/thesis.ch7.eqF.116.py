"""Auditor C, round 10: thesis Ch. 7, (F.116) (proof of Lemma F.3.5, App. F.5.1, L9880-L9884; the lower side of (F.9)):
for 1 <= t <= O(T_1), p~' with another TRR pattern and the same positional encoding as p~:
p~'^T eta (1/B) sum_n dl/dW p~ >= eta (1/B) sum_n [ (1/(KM))(-a^2/K^2 + (K-1 + (2K-1)a^2/K^2) p_n)(1-p_n)^2 - (1-p_n)^2 a^2/K^3
                                                   + (1/K)(1-p_n)^2(-p_n + (1-p_n) a^2/K^2) ],  a = alpha.
Own code: the Sec. 7.2 model and vectorised trainer of my thesis.ch7.lemmaF.3.5.py (exact alpha fraction), t SGD steps
(batch B), then the gradient G of the squared loss (7.3) on a fresh batch of 4096 prompts by autograd, p_n = the softmax
mass on S_1^n (the query's pattern at the query's step) on those prompts. Left side: eta p~'^T G p~ over column tokens
p~' = (e_x'; e_y'; e_k), p~ = (e_x; e_y; e_k), x' != x (another TRR pattern, the same positional encoding); reported the
least and the largest over the pairs, against the printed lower side (and (F.115)'s printed upper side).
"""
import importlib.util
import math
import os

import numpy as np
import torch

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("tr", os.path.join(here, "thesis.ch7.lemmaF.3.5.py"))
tr = importlib.util.module_from_spec(spec)
spec.loader.exec_module(tr)


def run(K, M, alpha, eta, l_tr, B, t, xi=1e-3, seed=0, nfresh=4096, tilde=True):
    rng = np.random.default_rng(seed)
    D = 2 * M + K
    W = torch.tensor(xi * rng.standard_normal((D, D)), requires_grad=True)
    for _ in range(t):
        P, mask, Q, Z, _, _ = tr.batch(rng, B, M, K, l_tr, alpha)
        out = torch.einsum("bc,bcm->bm", tr.attn(W, P, mask, Q), P[:, :, M:2 * M])
        (g,) = torch.autograd.grad(0.5 * ((Z - out) ** 2).sum(1).mean(), W)
        with torch.no_grad():
            W -= eta * g
    P, mask, Q, Z, k, stepcol = tr.batch(np.random.default_rng(seed + 99), nfresh, M, K, l_tr, alpha)
    colinp, qinp, xq = tr.batch.last
    at = tr.attn(W, P, mask, Q)
    out = torch.einsum("bc,bcm->bm", at, P[:, :, M:2 * M])
    (G,) = torch.autograd.grad(0.5 * ((Z - out) ** 2).sum(1).mean(), W)
    G = eta * G.detach().numpy()
    A = (stepcol == k[:, None]) & (colinp == qinp[:, None]) & (stepcol >= 1)
    p = (at.detach().numpy() * A).sum(1)
    a2 = alpha**2
    lower = eta * np.mean((1 / (K * M)) * (-a2 / K**2 + (K - 1 + (2 * K - 1) * a2 / K**2) * p) * (1 - p) ** 2
                          - (1 - p) ** 2 * a2 / K**3 + (1 / K) * (1 - p) ** 2 * (-p + (1 - p) * a2 / K**2))
    upper = eta * np.mean((1 / (K * M)) * (-a2 / K**2 + (K - 1 + (2 * K - 1) * a2 / K**2) * p) * (1 - p) ** 2
                          - (1 - p) ** 2 * a2 / K**3)
    forms = []
    for kk in range(K):
        for x in range(M):
            for y in range(M):
                for x2 in range(M):
                    for y2 in range(M):
                        if x2 == x or y == x or y2 == x2:  # column tokens: output != input (shift tasks)
                            continue
                        v = np.zeros(D); v[x] = 1; v[M + y] = 1
                        if tilde:  # right vector p~ = p + c_k ((F.9)); (F.115)/(F.116) print p (no position)
                            v[2 * M + kk] = 1
                        w = np.zeros(D); w[x2] = 1; w[M + y2] = 1; w[2 * M + kk] = 1
                        forms.append(float(w @ G @ v))
    T1 = K**3 * math.log(K / 0.9) / (eta * alpha**2)
    return min(forms), max(forms), lower, upper, float(p.mean()), T1


if __name__ == "__main__":
    for (K, M, alpha, eta, l_tr, B, t) in ((2, 3, 0.7, 0.9, 4, 5, 1), (2, 3, 0.7, 0.9, 16, 5, 1),
                                           (2, 3, 0.7, 0.9, 64, 40, 1), (2, 3, 0.7, 0.9, 32, 20, 5),
                                           (1, 3, 0.7, 0.9, 16, 5, 1), (1, 3, 0.7, 0.9, 16, 5, 3)):
        lo, hi, lower, upper, pm, T1 = run(K, M, alpha, eta, l_tr, B, t)
        print(f"K = {K}, M = {M}, alpha = {alpha}, eta = {eta}, l_tr = {l_tr} (alpha l_tr = {alpha * l_tr:.1f}), B = {B} "
              f"(M log M = {M * math.log(M):.1f}), t = {t} (T_1 >= {T1:.1f} at eps = 0.9): least form {lo:.4f} vs "
              f"printed lower side {lower:.4f} ({'holds' if lo >= lower else 'FAILS'}); largest {hi:.4f} vs (F.115) "
              f"upper {upper:.4f}; mean p_n {pm:.3f}")
    print("right vector p WITHOUT positional part, as (F.115)/(F.116) print it:")
    for (K, l_tr, B, t) in ((2, 4, 5, 1), (2, 16, 5, 1), (2, 64, 40, 1), (2, 32, 20, 5), (1, 16, 5, 1)):
        lo, hi, lower, upper, pm, T1 = run(K, 3, 0.7, 0.9, l_tr, B, t, tilde=False)
        print(f"  K = {K}, l_tr = {l_tr}, B = {B}, t = {t}: least {lo:.4f} vs lower {lower:.4f} "
              f"({'holds' if lo >= lower else 'FAILS'}); largest {hi:.4f} vs upper {upper:.4f} ({'holds' if hi <= upper else 'FAILS'})")
    print("growing l_tr (the constant of l_tr >= Omega(1/alpha)) and B:")
    for (l_tr, B) in ((64, 40), (128, 80), (256, 160)):
        lo, hi, lower, upper, pm, T1 = run(2, 3, 0.7, 0.9, l_tr, B, 1)
        print(f"  K = 2, l_tr = {l_tr}, B = {B}, t = 1: least {lo:.4f} vs lower {lower:.4f} (gap {lo - lower:.4f})")
