"""Auditor A r27: thesis.ch7.prop3-identity-step: (7.23) attention mass on S_1^* and (7.24) at step 1, from my
ch7_identity2.py model (training (B), T = 800). Nothing imported from the repository (only my own audit script)."""
import torch
from ch7_identity2 import train, shift, M, K, d, Cm, Id
torch.manual_seed(0)
res = train(lambda g: [[shift(int(s)) for s in torch.randint(1, M, (K,), generator=g)] for _ in range(16)], 800, {800})
W = res[800][1]
for p1 in (0.52, 0.55, 0.6):
    A1 = p1 * Id + (1 - p1) * Id[shift(7)]
    z0 = 0
    P0 = torch.full((M,), 0.2 / (M - 1)); P0[z0] = 0.8
    J1 = P0[:, None] * A1 / K                         # step-1 columns (u, v); other steps carry the rest of the mass
    A2 = 0.9 * Id[shift(2)] + 0.1 * Id[shift(3)]; A3 = 0.9 * Id[shift(3)] + 0.1 * Id[shift(4)]
    P1 = (P0[:, None] * A1).sum(0); J2 = P1[:, None] * A2 / K; P2 = (P1[:, None] * A2).sum(0); J3 = P2[:, None] * A3 / K
    q = torch.zeros(2 * d); q[z0] = 1.0; q = q + Cm[0]
    Wq = W @ q
    def wts(J, k):
        return J * torch.exp(Wq[:M][:, None] + Wq[d:d + M][None, :] + Cm[k] @ Wq)
    w1, w2, w3 = wts(J1, 0), wts(J2, 1), wts(J3, 2)
    tot = w1.sum() + w2.sum() + w3.sum()
    mass_S1 = w1[z0].sum() / tot
    inS = w1[z0]
    print(f"p1={p1}: attention mass on S_1^* = {float(mass_S1):.4f}; within S_1^*: correct (output z0) {float(inS[z0]/inS.sum()):.4f} "
          f"vs erroneous (output z0+7) {float(inS[7]/inS.sum()):.4f} (context shares {p1} / {1-p1:.2f}); v_1 = {int(torch.argmax((w1.sum(0)+w2.sum(0)+w3.sum(0))))} (true 0)")
