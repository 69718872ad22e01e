#!/usr/bin/env python3
"""Auditor A, round 16: thesis (seed 003) proof of Lemma E.4.5 (a), App. E.5.5: (E.147) L8680-8687 and (E.148) L8691-8698, at t = 0.
A_jq := (mu_j^T, 0^T) eta (1/B) sum_{n in B_b} (-z^n) sum_i a_i 1[.](W_O(i) sum_s W_V p_s softmax_s (W_K p_s - sum_r softmax_r W_K p_r)
p_query^T) (x_query; 0) = (mu_j; 0)^T eta G_Q (mu_q; 0), G_Q the batch-mean hinge gradient wrt W_Q (the display's integrand is
-z dF/dW_Q), x_query = mu_q. (E.147): for mu_j forming a task with mu_q: -|A_jq| >= -(1/2) e^{-delta^2 beta^2} A_qq (A_qq signed).
(E.148): other j: |A_jq| <= A_qq / M1 (signed). Checked at t = 0 on first batches meeting (E.146) with c = 1/2 (each query pattern
appears >= B/(2 M1) times). Own model: _icl_own.py (contexts-only attention as (6.2); variant 'l+1' adds the query token to the
attention sum as the appendix's sums s = 1..l+1 do)."""
import math
import sys

import torch

sys.path.insert(0, "/work/audit/r16A/thesis")
from _icl_own import init, prompts  # noqa: E402

torch.set_num_threads(1)
torch.set_default_dtype(torch.float64)


def forward(P, WQ, WK, WV, WO, a, with_query):
    ctx = P if with_query else P[:, :-1]
    pq = P[:, -1]
    att = torch.softmax(torch.einsum("nsd,ed,ef,nf->ns", ctx, WK, WQ, pq), 1)
    V = torch.einsum("ns,nsd->nd", att, ctx) @ WV.T
    return (torch.relu(V @ WO.T) * a).sum(1)


def batch_check(seed, M1, M2, beta, alpha, delta, eta, m, B, l, with_query, K=0.5):
    g = torch.Generator().manual_seed(seed)
    WQ, WK, WV, WO, a = init(M1, M2, m, delta, g)
    WQ.requires_grad_()
    tasks = [(i, (i + 1) % M1) for i in range(M1)]
    P, z = prompts(B, tasks, M1, M2, l, alpha, beta, g, K)
    qpat = P[:, -1, :M1].argmax(1)
    cnt = torch.bincount(qpat, minlength=M1)
    meets = bool((cnt >= B / (2 * M1)).all())
    F = forward(P, WQ, WK, WV, WO, a, with_query)
    loss = torch.clamp(1 - z * F, min=0).mean()
    loss.backward()
    G = WQ.grad
    A = eta * beta * beta * G[:M1, :M1]          # A[j, q] = (mu_j; 0)^T eta G_Q (mu_q; 0)
    side = 0.5 * math.exp(-delta**2 * beta**2)
    scale = float(A.diagonal().abs().max())
    ex147 = max(float(A[j, q].abs() - side * A[q, q]) for q in range(M1) for j in ((q + 1) % M1, (q - 1) % M1)) / scale
    non = [(j, q) for q in range(M1) for j in range(M1) if j not in (q, (q + 1) % M1, (q - 1) % M1)]
    ex148 = max(float(A[j, q].abs() - A[q, q] / M1) for j, q in non) / scale if non else float("nan")
    negown = float((A.diagonal() <= 0).double().mean())
    abs147 = max(float(A[j, q].abs() - side * A[q, q].abs()) for q in range(M1) for j in ((q + 1) % M1, (q - 1) % M1)) / scale
    abs148 = max(float(A[j, q].abs() - A[q, q].abs() / M1) for j, q in non) / scale if non else float("nan")
    return meets, ex147, ex148, negown, abs147, abs148


if __name__ == "__main__":
    cfgs = {"E147 instance": dict(M1=4, M2=4, beta=1.0, alpha=1.0, delta=0.125, eta=1.0, m=45, B=45, l=12),
            "E148 instance": dict(M1=7, M2=13, beta=1.0, alpha=0.959, delta=0.114, eta=0.5, m=191, B=82, l=17)}
    for name, c in cfgs.items():
        M1 = c["M1"]
        print(f"{name} {c}: m/(M1^2 lnM1) = {c['m']/(M1*M1*math.log(M1)):.2f}, B/(M1 lnM1) = {c['B']/(M1*math.log(M1)):.2f}, "
              f"l alpha beta^2 = {c['l']*c['alpha']*c['beta']**2:.1f}")
        for wq in (False, True):
            res = [batch_check(s, with_query=wq, **c) for s in range(12)]
            ok = [r for r in res if r[0]]
            f147 = sum(r[1] > 0 for r in ok); f148 = sum(r[2] > 0 for r in ok)
            med147 = sorted(r[1] for r in ok)[len(ok) // 2]
            med148 = sorted(r[2] for r in ok)[len(ok) // 2] if M1 >= 4 else float("nan")
            print(f"   attention over {'l+1 (query included)' if wq else 'l contexts'}: {len(ok)}/12 batches meet (E.146); "
                  f"(E.147) violated in {f147} (median excess {med147:.3f} of max|A_qq|); "
                  f"(E.148) violated in {f148} (median excess {med148:.3f}); median share of q with A_qq <= 0: "
                  f"{sorted(r[3] for r in ok)[len(ok)//2]:.2f}; |.|-on-the-right readings ((E.150)/(E.151)): violated in "
                  f"{sum(r[4] > 0 for r in ok)} / {sum(r[5] > 0 for r in ok)}")
