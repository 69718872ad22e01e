"""Audit C of thesis.ch3.eqB.150: (B.150) L4575-L4577, the W_K-gradient of the hinge loss of (3.1), one node l = n,
S^{l,t} = whole graph. Own torch float64 (autograd) against the printed form with W_Q^T x_l (literal; needs m_a = d to be
typed) and with W_Q x_l (the chain rule; mirrors the W_Q formula at L4398-L4402, which has u_(r,l))."""
import torch
torch.set_default_dtype(torch.float64)
g = torch.Generator().manual_seed(3)
d = ma = 3; m = 8; Z = 3; N = 5
X = torch.eye(d)[:, [0, 2, 1, 2, 0]]                          # x_n = mu_k
spd = torch.tensor([[abs(i - j) for j in range(N)] for i in range(N)])
U = torch.nn.functional.one_hot(torch.clamp(spd, max=Z - 1), Z).double()
def near_I():
    E = torch.randn(d, d, generator=g); W = torch.eye(d) + 0.2 * E / torch.linalg.matrix_norm(E, 2)
    return W / max(1.0, float(torch.linalg.matrix_norm(W, 2)))
WV, WK, WQ = near_I(), near_I(), near_I()
WO = torch.randn(m, d, generator=g) / d ** .5; a = (torch.randint(0, 2, (m,), generator=g) * 2 - 1) / m ** .5
b = torch.randn(Z, generator=g) * 0.3
n, yn = 0, 1
def loss(WK):
    s = torch.softmax((WK @ X).T @ (WQ @ X[:, n]) + U[:, n] @ b, 0)
    return torch.clamp(1 - yn * (a @ torch.relu(WO @ (WV @ X @ s))), min=0), s
WKr = WK.clone().requires_grad_(True); L, s = loss(WKr); G = torch.autograd.grad(L, WKr)[0]
s = s.detach(); h = WO @ (WV @ X @ s); act = (h >= 0).double()
xbar = X @ s
def printed(qvec):
    out = torch.zeros(ma, d)
    for i in range(m):
        for sidx in range(N):
            out += -yn * a[i] * act[i] * (WO[i] @ (WV @ X[:, sidx])) * s[sidx] * torch.outer(qvec, X[:, sidx] - xbar)
    return out
print("hinge active:", float(L) > 0, " ||W_Q - W_Q^T|| =", float(torch.linalg.matrix_norm(WQ - WQ.T)))
print("max |autograd - printed (W_Q^T x_l)| =", float((G - printed(WQ.T @ X[:, n])).abs().max()))
print("max |autograd - corrected (W_Q x_l)|  =", float((G - printed(WQ @ X[:, n])).abs().max()))
print("max |autograd| =", float(G.abs().max()))
