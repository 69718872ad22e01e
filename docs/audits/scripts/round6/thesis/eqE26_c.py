# Auditor c: seed 003 (E.26) L8066-L8067, Lemma E.4.7. Own plain-torch model (6.2) L1699, hinge loss L1709, finite training
# set (6.3) L1705 of N prompts, mini-batch SGD of ALL of W_Q, W_K, W_V, W_O (a fixed +-1/m), as in Chapter 6.
# Question that decides the uniform-in-t0 reading: does the hinge loss reach exactly 0 at finite t0 so that the accumulated
# W_O update (the LHS of (E.24)/(E.26), -eta sum of gradients) freezes while the RHS ~ t0 grows?
import torch, math
torch.manual_seed(1); torch.set_default_dtype(torch.float64)
M1, dx = 4, 8; m = 2*M1*M1; l = 9; N = 64; B = 8; eta = 0.5; beta = 1.5; alpha = 1/3
mu = torch.linalg.qr(torch.randn(dx, dx))[0][:, :M1].T             # IDR patterns (orthonormal), rows
qv = torch.zeros(dx); qv[-1] = 1.0                                  # label embedding +-q (d_y = d_x)
def prompt():
    # binary task: a random subset of patterns is labelled +1; query of pattern a; alpha*l contexts share the query's pattern
    pos = torch.rand(M1) < 0.5; pos[0] = True; pos[1] = False
    a = torch.randint(M1, (1,)).item()
    ks = [a]*int(round(alpha*l)) + torch.randint(M1, (l-int(round(alpha*l)),)).tolist()
    X = torch.stack([beta*mu[k] + 0.1*torch.randn(dx) for k in ks] + [beta*mu[a]])
    Y = torch.stack([qv*(1.0 if pos[k] else -1.0) for k in ks] + [torch.zeros(dx)])
    return torch.cat([X, Y], 1).T, (1.0 if pos[a] else -1.0)       # P: (2dx) x (l+1)
data = [prompt() for _ in range(N)]
D = 2*dx
WQ = torch.eye(D).clone().requires_grad_(); WK = torch.eye(D).clone().requires_grad_()
WV = torch.eye(D).clone().requires_grad_(); WO = (0.1*torch.randn(m, D)).requires_grad_()
a_out = torch.tensor([1.0/m]*(m//2) + [-1.0/m]*(m//2))
WO0 = WO.detach().clone()
def F(P):
    s = (WK @ P[:, :l]).T @ (WQ @ P[:, l]); att = torch.softmax(s, 0)
    h = (WV @ P[:, :l]) @ att
    return a_out @ torch.relu(WO @ h)
g = torch.Generator().manual_seed(2)
zero_at = None; rec = {}
for t in range(1, 20001):
    idx = torch.randint(N, (B,), generator=g)
    loss = sum(torch.clamp(1 - z*F(P), min=0) for P, z in (data[i] for i in idx))/B
    for W in (WQ, WK, WV, WO): W.grad = None
    loss.backward()
    with torch.no_grad():
        for W in (WQ, WK, WV, WO): W -= eta*W.grad
    if t in (10, 30, 100, 300, 1000, 3000, 10000, 20000):
        with torch.no_grad():
            full = sum(max(0.0, 1 - z*F(P).item()) for P, z in data)/N
            upd = (WO - WO0)                                         # accumulated update = -eta sum grad
            dirs = [torch.cat([beta*mu[k], qv]) for k in range(M1)] + [torch.cat([beta*mu[k], -qv]) for k in range(M1)]
            lhs = max((upd @ (v/v.norm())).max().item() for v in dirs)
            rowmax = WO.norm(dim=1).max().item()
        rec[t] = (full, lhs, rowmax)
        print(f"t0={t:6d} full-set hinge loss={full:.3e} max accumulated W_O update on (mu_a;+-q)={lhs:.4f} max row norm={rowmax:.4f} t0-shape∝{t}")
