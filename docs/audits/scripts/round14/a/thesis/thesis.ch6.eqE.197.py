"""Audit A, r14 re-audit (eta <= 1 as Theorem 6.3.3 requires): thesis (E.197)-(E.200) L8973-L8987 (proof of Lemma E.4.7, base case 'when t = 1'):
 (E.197) for i in W_n: eta (1/|B_b^n|) sum_{n in B_b^n} dl/dW_O(i) (mu_a^T, q^T)^T >~ delta (beta^2+1) (alpha eta/(2a)) (1 + eta^2 m/a^2) > 0
 (E.198) the same over B_b - B_b^n; (E.199)/(E.200) for i in U_n with (mu_a^T, -q^T)^T.
B_b^n: the batch prompts sharing the IDR pattern of p_query^n; W_n/U_n of (E.31)/(E.32) at W^(0); p_query^n with
q (resp. -q) and mu_a. Own model icl_common.py: one SGD step (t = 0 -> 1), then batch 1 at W^(1); per-prompt gradient
dl_n/dW_O(i) = -z_n 1[z_n F_n < 1] a_i 1[h_{n,i} >= 0] v_n (v_n = W_V sum_s attn_s p_s, h = W_O v_n), checked against
autograd of the batch mean. The right side is positive, so each display needs its left side > 0 for every such (a, i)."""
import torch
import icl_common as I

def run(cfg, seed):
    r = I.Run(seed=seed, **cfg)
    WO0 = r.WO.detach().clone(); a = r.a
    WK0 = torch.zeros(r.ma, r.D); WQ0 = torch.zeros(r.ma, r.D)
    for i in range(r.dx):
        WK0[i, i] = WQ0[i, i] = cfg["delta"]
    b0 = r.batch(); r.step(r.grads(b0))                    # t = 0 -> 1
    P, Pq, Z = r.batch()                                   # batch 1 at W^(1)
    G = r.grads((P, Pq, Z))["WO"]
    with torch.no_grad():
        F, at, h = r.forward(P, Pq)
        v = torch.einsum("nl,nld->nd", at, P) @ r.WV.T
        act = ((1 - Z * F) > 0).double()
        per = -(Z * act)[:, None, None] * (a[None, :, None] * (h >= 0).double()[:, :, None]) * v[:, None, :]  # (n, m, mb)
        assert torch.allclose(per.mean(0), G, atol=1e-12)
        # lucky sets at W^(0) for each prompt of batch 1 (V^n(0) with the initial weights)
        at0 = torch.softmax(torch.einsum("nld,ed,ef,nf->nl", P, WK0, WQ0, Pq), 1)
        V0 = cfg["delta"] * torch.einsum("nl,nld->nd", at0, P)
        both = ((WO0[:, :r.dx] @ V0[:, :r.dx].T) > 0) & ((WO0[:, r.dx:r.D] @ V0[:, r.dx:r.D].T) > 0)   # (m, n)
        qpat = Pq[:, :r.M1].argmax(1)
        out = {k: [] for k in (197, 198, 199, 200)}
        for n in range(P.shape[0]):
            aa = int(qpat[n]); sgn = float(Z[n])
            same = qpat == aa
            proj = torch.cat([I.left(r, aa)[:r.dx], sgn * r.q, torch.zeros(r.mb - r.D)])
            lucky = both[:, n] & ((a > 0) if sgn > 0 else (a < 0))
            for i in torch.nonzero(lucky).flatten().tolist():
                m_same = r.eta * float((per[same, i, :] @ proj).mean())
                m_other = r.eta * float((per[~same, i, :] @ proj).mean())
                out[197 if sgn > 0 else 199].append(m_same); out[198 if sgn > 0 else 200].append(m_other)
    return out

import sys
for cfg in (dict(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, l=12, m=27, B=30, eta=1.0), dict(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, l=12, m=108, B=30, eta=1.0), dict(M1=3, M2=2, beta=3.0, alpha=0.9, delta=0.2, l=12, m=27, B=30, eta=0.5)):
  print(cfg, "(m = 3 M1^2, B = 10 M1, l >= 1/(alpha beta^2); right side delta(beta^2+1) alpha eta/(2a)(1+eta^2 m/a^2) > 0)")
  for seed in range(4):
      out = run(cfg, seed)
      print(f"  seed {seed}: " + "; ".join(f"(E.{k}) pairs {len(v)}, min {min(v):+.2e}, max {max(v):+.2e}, positive {sum(x > 0 for x in v)}"
                                            for k, v in out.items() if v))
