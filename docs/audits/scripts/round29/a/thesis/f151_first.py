# Auditor A r29: thesis (F.151) first '=' (L10059-L10061): p~^T eta (1/B) sum_n dl/dW p  vs the printed closed form ending p~_query^T p~.
import numpy as np, torch
torch.set_num_threads(1); torch.set_default_dtype(torch.float64)
rng = np.random.default_rng(0)
M, K, l, B, eta = 3, 2, 6, 16, 0.9
D = 2*M + K                                            # p~ = (x; y; c_k): TRR input, label, positional encoding (orthonormal blocks)
def tok(x, y, k):
    v = np.zeros(D); v[x] = 1.0
    if y is not None: v[M + y] = 1.0
    v[2*M + k] = 1.0; return v
prompts = []
for n in range(B):
    perm = rng.permutation(M)                          # a random task (permutation of patterns)
    cols = []
    for i in range(l):
        x = rng.integers(M); cols.append(tok(x, perm[x], i % K))
    xq = rng.integers(M); kq = rng.integers(K)
    z = np.zeros(M); z[perm[xq]] = 1.0
    prompts.append((np.array(cols), tok(xq, None, kq), z))
W = torch.tensor(0.3*rng.standard_normal((D, D)), requires_grad=True)
WV = torch.zeros(M, D); WV[:, M:2*M] = torch.eye(M)  # W_V reads the label block
def loss_n(P, pq, z):
    P = torch.tensor(P); pq = torch.tensor(pq); a = torch.softmax(P @ W @ pq, 0)
    F = (WV @ P.T) @ a; return 0.5*((F - torch.tensor(z))**2).sum(), F, a
for trial, (xsel, ksel) in enumerate([(0, 0), (1, 1), (2, 0)]):
    pt = torch.tensor(tok(xsel, None, ksel)); p = pt.clone(); p[2*M:] = 0.0   # p~ = p + c, p without the PE
    G = sum(torch.autograd.grad(loss_n(*pr)[0], W)[0] for pr in prompts)/B
    lhs_p = eta*(pt @ G @ p).item(); lhs_pt = eta*(pt @ G @ pt).item()
    rhs = 0.0
    with torch.no_grad():
        for (P, pq, z) in prompts:
            _, F, a = loss_n(P, pq, z); Pt = torch.tensor(P); pqt = torch.tensor(pq)
            pbar = Pt.T @ a
            rhs += sum(((F - torch.tensor(z)) @ (WV @ Pt[i]))*a[i]*(pt @ (Pt[i] - pbar))*(pqt @ pt) for i in range(l)).item()
    rhs *= eta/B
    print(f"p~ = (e_{xsel}; 0; c_{ksel}): LHS (ends with p) = {lhs_p:.6e}; printed RHS = {rhs:.6e}; LHS with p read as p~ = {lhs_pt:.6e}; |diff| printed = {abs(lhs_p - rhs):.2e}, reading = {abs(lhs_pt - rhs):.1e}")
