"""Auditor A r21: thesis ch3 Theorem 3.4.6 (GCN, L905-L911) and Theorem 3.4.8 (GT with b = 0, L927): aggregation restricted to
N_zm^n, T of (3.12)/(3.8) and |L| of (3.13)/(3.9) have no eps_S, while eps_S in (0, 1/2) (L877).
Own model: one-hot patterns mu_1..mu_4 (d = M = 4), W_V = W_K = W_Q = [I; 0] at t = 0 (Assumption B.2.1, zero noise), W_O ~ N(0, xi^2),
a = +-1/sqrt(m) fixed, hinge loss.  Graph family (z_m = 1): every non-discriminative node (pattern mu_3/mu_4, label +-1) has k
neighbours, (1 - eps_S) k class-relevant and eps_S k confusion (all discriminative), so eps_S of (3.7) is exact; discriminative nodes'
neighbours share their pattern.  gamma_d = 0.8, balanced labels, eps_0 = 0 (every node has Delta_n(1) > 0).
(A) Certificate (GCN): with ||a|| = 1, ||x_bar|| <= 1: ||dW_O||_F <= eta ||W_V||, ||dW_V||_F <= eta ||W_O||_F, so
    ||W_O^(T)||_F ||W_V^(T)|| <= ((omega_0 + nu_0)(1 + eta)^T / 2)^2, and |F(x_+) - F(x_-)| <= ||W_O||_F ||W_V|| (1 - 2 eps_S) sqrt 2
    (x_+ - x_- = (1 - 2 eps_S)(mu_1 - mu_2) for +/- non-discriminative nodes with the same query pattern).  f(psi) <= tau forces the
    +/- non-discriminative hinge mean <= tau/(1 - gamma_d), i.e. F_+ - F_- >= 2 - 2 tau/(1 - gamma_d):
    T >= [log((2 - 2 tau/(1 - gamma_d)) / ((1 - 2 eps_S) sqrt 2)) - 2 log((omega_0 + nu_0)/2)] / (2 log(1 + eta))  -> inf.
(B) Population gradient descent (B -> inf limit of SGD; mixture weights 0.4, 0.4, 0.05 x 4) for the GCN and for the GT (3.1) with
    b = 0 on N_zm: T* = first t with population hinge <= tau = 0.05 (= 2 eps_0 + eps with eps = 0.05)."""
import math
import numpy as np
import torch
torch.set_default_dtype(torch.float64)

M, m, xi, eta, gamma_d, tau, k = 4, 100, 0.01, 0.2, 0.8, 0.05, 50
g = np.random.default_rng(0)
WO0 = g.standard_normal((m, M + 2)) * xi
a = np.where(g.random(m) < 0.5, 1.0, -1.0) / math.sqrt(m)
om0 = np.linalg.norm(WO0); nu0 = 1.0
print(f"m={m} xi={xi} eta={eta} gamma_d={gamma_d} tau={tau}: ||W_O0||_F={om0:.3f}, ||W_V0||=1")
print("(A) certificate lower bound on the GCN's iterations:")
for eS in [0.1, 0.3, 0.4, 0.45, 0.49, 0.499, 0.4999]:
    need = (2 - 2 * tau / (1 - gamma_d)) / ((1 - 2 * eS) * math.sqrt(2))
    Tlow = (math.log(need) - 2 * math.log((om0 + nu0) / 2)) / (2 * math.log(1 + eta))
    print(f"   eps_S={eS}: need ||W_O|| ||W_V|| >= {need:.2f}  =>  T >= {max(Tlow, 0):.1f}")

def node_types(eS):
    """(query pattern, token counts per pattern over S = N_1, label, population weight)"""
    w_nd = (1 - gamma_d) / 4
    return [(0, {0: k}, +1, gamma_d / 2), (1, {1: k}, -1, gamma_d / 2),
            (2, {0: round((1 - eS) * k), 1: round(eS * k)}, +1, w_nd), (2, {1: round((1 - eS) * k), 0: round(eS * k)}, -1, w_nd),
            (3, {0: round((1 - eS) * k), 1: round(eS * k)}, +1, w_nd), (3, {1: round((1 - eS) * k), 0: round(eS * k)}, -1, w_nd)]

def tstar(eS, attention, Tmax=60000):
    E = torch.zeros(M + 2, M); E[:M, :M] = torch.eye(M)
    P = {"WO": torch.tensor(WO0.copy(), requires_grad=True), "WV": E.clone().requires_grad_(True)}
    if attention:
        P["WK"] = E.clone().requires_grad_(True); P["WQ"] = E.clone().requires_grad_(True)
    at = torch.tensor(a)
    types = node_types(eS)
    eye = torch.eye(M)
    toks = [(eye[list(c.keys())], torch.tensor([float(v) for v in c.values()]), eye[q], y, w) for q, c, y, w in types]
    for t in range(Tmax + 1):
        loss = 0.0
        for X, cnt, xq, y, w in toks:
            if attention:
                sc = (X @ P["WK"].T) @ (P["WQ"] @ xq)
                wts = cnt * torch.exp(sc - sc.max()); wts = wts / wts.sum()
            else:
                wts = cnt / cnt.sum()
            F = at @ torch.relu(P["WO"] @ (P["WV"] @ (X.T @ wts)))
            loss = loss + w * torch.clamp(1 - y * F, min=0)
        if float(loss) <= tau:
            return t
        gr = torch.autograd.grad(loss, list(P.values()))
        with torch.no_grad():
            for p_, g_ in zip(P.values(), gr):
                p_ -= eta * g_
    return None

print("(B) population GD, T* (first t with f <= tau):")
for attention, name in [(False, "GCN (3.4.6)"), (True, "GT, b = 0, on N_zm (3.4.8)")]:
    row = []
    for eS in [0.1, 0.3, 0.4, 0.44, 0.46, 0.48]:
        ts = tstar(eS, attention)
        row.append(f"{eS}: {ts}")
        print(f"   {name} eps_S={eS}: T* = {ts}", flush=True)
