"""Audit of thesis.ch6.lemmaE.4.6 and thesis.ch6.lemmaE.4.7 (seed 003 L8027-L8077): each lemma is the conjunction of its
displays; I re-derive one explicit display of each with my own Chapter 6 model (ch6_lemmaE45_model.py: (6.2), hinge, SGD (E.2),
Sec. 6.2.3 init, cyclic T_tr). Instance: M1 = 3, M2 = 4, beta = 1, alpha = 1, K = 1/2, delta = 0.2, eta = 1, m = 50, B = 21, l = 27
(Lemma E.4.6: l >~ max(1, 1/(alpha beta^2)), B >~ M1; Lemma E.4.7: beta in [1, Theta(1)], m >~ M1^2, B >~ M1).
Per sample n: g_{n,i} = dl_n/dh_{n,i} = -z_n a_i 1[h_{n,i} > 0] 1[1 - z_n F_n > 0], xbar_n = sum_s attn_s p_s, V^n = W_V xbar_n.
Lemma E.4.7 (E.23): for i in W (= union of W_n, (E.31)-(E.35)) and queries of IDR mu_a with label +1 (p_query 'corresponding to q and
mu_a'), eta (1/|B_b^n|) sum_n dl/dW_O(i) (mu_a; q) = delta (beta^2 + 1) alpha eta/(2a) (1 + eta^2 m/a^2)^{t0} > 0 (an equality);
dl_n/dW_O(i) = g_{n,i} V^n. (E.24): the sum over b of the batch gradients on (mu_a; q) >~ delta (beta^2+1) alpha eta t0/(2a) > 0.
Lemma E.4.6 (E.16): V_i(b) = (1/B) sum_n g_{n,i} (xbar_n . p_j) (the coefficient of W_O(i) in (E.14)), p_j a context token with label q;
for i in U_n, j' in W_n: -V_i <= V_j'/(beta^2 + 1)."""
import importlib.util, math
import numpy as np
import torch

spec = importlib.util.spec_from_file_location("ch6", "/work/audit/r17A/thesis/ch6_lemmaE45_model.py")
ch6 = importlib.util.module_from_spec(spec); spec.loader.exec_module(ch6)
torch.set_default_dtype(torch.float64)
M1, M2, beta, K, alpha, delta, eta, m, B, l = 3, 4, 1.0, 0.5, 1.0, 0.2, 1.0, 50, 21, 27
dx = M1 + M2; d = dx + 2
a_scale = None
res47 = []; res46 = [0, 0]
for seed in range(16):
    rng = np.random.default_rng(500 + seed); g = torch.Generator().manual_seed(500 + seed)
    WQ = torch.zeros(d, d); WK = torch.zeros(d, d); WQ[range(dx), range(dx)] = delta; WK[range(dx), range(dx)] = delta
    WV = delta * torch.eye(d); WO = torch.randn(m, d, generator=g) / math.sqrt(m)
    a = torch.tensor(rng.choice([1.0, -1.0], m) / m)
    luckyW = torch.zeros(m, dtype=torch.bool); cum = {}
    for t in range(4):
        P, z, qj, same = ch6.make_batch(rng, M1, M2, beta, K, alpha, l, B)
        F, att, h = ch6.forward((WQ, WK, WV, WO, a), P)
        xbar = torch.einsum("ni,nid->nd", att, P[:, :-1, :]); Vn = xbar @ WV.T
        act = (h > 0).double(); hinge = (1 - z * F > 0).double()
        gni = -z[:, None] * a[None, :] * act * hinge[:, None]          # (B, m)
        Wn = (WO[:, :dx] @ Vn[:, :dx].T > 0).T & (WO[:, dx:] @ Vn[:, dx:].T > 0).T & (a > 0)[None, :]   # (B, m) (E.31)
        Un = (WO[:, :dx] @ Vn[:, :dx].T > 0).T & (WO[:, dx:] @ Vn[:, dx:].T > 0).T & (a < 0)[None, :]
        if t == 0: luckyW = Wn.any(0)
        # (E.23)/(E.24) for each IDR a with label +1 queries
        for aa in range(M1):
            sel = (qj == aa) & (z > 0)
            if sel.sum() == 0: continue
            e = torch.zeros(d); e[aa] = beta; e[dx] = 1.0               # (mu_a; q)
            proj = (gni[sel] * (Vn[sel] @ e)[:, None]).mean(0)         # batch average of dl/dW_O(i) (mu_a; q), (m,)
            cum[aa] = cum.get(aa, 0) + (gni * (Vn @ e)[:, None]).mean(0)   # (1/B) sum over the whole batch, summed over b
            if t >= 1:
                res47.append((t, float(eta * proj[luckyW].max()), float(eta * proj[luckyW].min()),
                              float(delta * (beta**2 + 1) * alpha * eta / (2 * m) * (1 + eta**2 * m / m**2)**t),
                              float((eta * cum[aa][luckyW]).max()), float(delta * (beta**2 + 1) * alpha * eta * t / (2 * m))))
        # (E.16) at this batch: p_j a context token with label q: use each prompt's first context with label +q
        if t == 0:
            for n in range(B):
                idx = (P[n, :-1, dx] > 0).nonzero()
                if len(idx) == 0: continue
                pj = P[n, int(idx[0])]
                Vi = (gni * (xbar @ pj)[:, None]).mean(0)                # (m,)
                for i in Un[n].nonzero().flatten():
                    for jj in Wn[n].nonzero().flatten():
                        res46[1] += 1
                        if -Vi[i] > Vi[jj] / (beta**2 + 1) + 1e-15: res46[0] += 1
        # SGD step
        params = [WQ.requires_grad_(), WK.requires_grad_(), WV.requires_grad_(), WO.requires_grad_()]
        L = ch6.loss_of((WQ, WK, WV, WO, a), P, z)
        gr = torch.autograd.grad(L, params)
        with torch.no_grad():
            WQ, WK, WV, WO = ((p - eta * gp).detach() for p, gp in zip((WQ, WK, WV, WO), gr))
pos = sum(1 for r in res47 if r[1] > 0)
print(f"(E.23): {len(res47)} (seed, t0 in 1..3, a) cases; batch average over lucky i in W of eta dl/dW_O(i)(mu_a; q): "
      f"max over i > 0 in {pos} cases; range of the max {min(r[1] for r in res47):.2e} .. {max(r[1] for r in res47):.2e}, "
      f"of the min {min(r[2] for r in res47):.2e} .. {max(r[2] for r in res47):.2e}; printed value {res47[0][3]:.3e} .. {max(r[3] for r in res47):.3e} (> 0)")
print(f"(E.24): summed over b: max over lucky i of eta sum_b (1/B) sum_n dl/dW_O(i)(mu_a;q) is > 0 in "
      f"{sum(1 for r in res47 if r[4] > 0)}/{len(res47)} cases (printed lower side {min(r[5] for r in res47):.2e} .. > 0)")
print(f"(E.16) at t = 0: pairs (n, i in U_n, j' in W_n) with -V_i > V_j'/(beta^2+1): {res46[0]}/{res46[1]} = {res46[0]/max(res46[1],1):.3f}")
