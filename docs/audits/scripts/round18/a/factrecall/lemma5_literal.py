"""Auditor A r18: factrecall Lemma 5 (seed 002 L1109-L1111) 'For s in S, W_KQ(z) <= exp(2 p(s) t) alpha sqrt(|A|+1)' (z free; the
proof L1113-L1127 bounds W_KQ(s)). Own model of Section 5 (L233-L255): linear attention F = W_OV X^T X W_KQ x_T, orthogonal
embeddings, x_T = phi(EOS); logit of answer a on a sequence = sum_k W_OV(a, z_k) W_KQ(z_k); cross-entropy over A; gradient flow
(RK4, dt = 0.005) from Assumption 2 (W_OV(a,z) = alpha, W_KQ(z) = alpha sqrt(|A|+1)). T = 3: sequences (s, r, EOS) in either order."""
import numpy as np
import torch
torch.set_default_dtype(torch.float64)
S, R, D = 3, 1, 2
A = R * D
tokens = ["s1", "s2", "s3", "r", "EOS"]
idx = {t: i for i, t in enumerate(tokens)}
p_s = torch.tensor([0.9, 0.05, 0.05])
a_star = [0, 1, 0]
alpha = 1e-4
def loss(th):
    WOV = th[: A * len(tokens)].view(A, len(tokens)); WKQ = th[A * len(tokens):]
    L = 0.0
    for si in range(S):
        zs = [idx[f"s{si+1}"], idx["r"], idx["EOS"]]
        logits = sum(WOV[:, z] * WKQ[z] for z in zs)
        L = L - p_s[si] * torch.log_softmax(logits, 0)[a_star[si]]
    return L
th = torch.cat([torch.full((A * len(tokens),), alpha), torch.full((len(tokens),), alpha * np.sqrt(A + 1))])
def grad(th):
    t = th.clone().requires_grad_(); l = loss(t); l.backward(); return -t.grad
dt, t = 0.005, 0.0
checkpoints = {10.0, 20.0, 40.0}
while t < 40.0 - 1e-12:
    k1 = grad(th); k2 = grad(th + dt / 2 * k1); k3 = grad(th + dt / 2 * k2); k4 = grad(th + dt * k3)
    th = th + dt / 6 * (k1 + 2 * k2 + 2 * k3 + k4); t += dt
    if any(abs(t - c) < 1e-9 for c in checkpoints):
        WKQ = th[A * len(tokens):]
        bounds = {f"s{i+1}": float(np.exp(2 * float(p_s[i]) * t) * alpha * np.sqrt(A + 1)) for i in range(S)}
        print(f"t={t:.0f}: W_KQ = " + ", ".join(f"{z}:{float(WKQ[idx[z]]):.5g}" for z in tokens)
              + " | bounds exp(2p(s)t) alpha sqrt(|A|+1): " + ", ".join(f"{k}:{v:.4g}" for k, v in bounds.items()))
print("literal reading (z free): W_KQ(r) or W_KQ(s1) against the bound of s = s2 -> crosses; reading z = s: each W_KQ(s) <= its own bound")
