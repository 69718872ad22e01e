"""Auditor B: thesis (F.49) L9529 (proof of Theorem 4): sum_{i in S_1^*} softmax(p~_i^T W^(T) p~_query) >= 1 - eps,
W^(T) trained as in Theorem 3 (SGD, step eta < 1, batch B ~ max(eps^-2, M) log M, T ~ eta^-1 (alpha^-2 K^3 log(K/eps)
+ M K (alpha^-1 + eps^-1))). Own implementation (torch float64), K = 1:
  column p_i = (x_i; y_i), p~_i = p_i + c_1, c_1 = (e_d; 0) orthogonal to all (mu, 0); query p~_q = (z_0; 0) + c_1;
  F = sum_{i<=l} W_V p~_i softmax_i, W_V = (0 I) (fixed), squared loss 1/2 ||z - F||^2, W^(0) ~ N(0, xi^2).
  Patterns mu_1..mu_M = e_1..e_M in R^d (d = M + 2), tasks f_s(mu_i) = mu_{(i+s) mod M} (balanced), alpha l_tr examples share
  the query's pattern, the rest uniform over the other patterns.
Test (Theorem 4 setting, step 1): fresh prompts, l_ts = l_tr examples, inputs mu_j + delta with delta = 0.3 e_{M+1} (nonzero,
orthogonal to M', norm <= sqrt(2)/2), accurate steps; measure the S_1^* attention mass."""
import math, sys
import torch
torch.set_default_dtype(torch.float64)

M, K, d = 3, 1, 5
D = 2 * d
c1 = torch.zeros(D); c1[d - 1] = 1.0

def prompts(n, l, alpha, g, noise=0.0):
    q = torch.randint(0, M, (n,), generator=g); s = torch.randint(0, M, (n,), generator=g)
    nm = round(alpha * l)
    other = (q[:, None] + 1 + torch.randint(0, M - 1, (n, l - nm), generator=g)) % M
    xs = torch.cat([q[:, None].expand(n, nm), other], 1)
    perm = torch.argsort(torch.rand(n, l, generator=g), 1); xs = torch.gather(xs, 1, perm)
    ys = (xs + s[:, None]) % M
    P = torch.zeros(n, l, D)
    P.scatter_(2, xs[..., None], 1.0); P.scatter_(2, (d + ys)[..., None], 1.0)
    P[..., M] += noise
    P = P + c1
    Q = torch.zeros(n, D); Q[torch.arange(n), q] = 1.0; Q = Q + c1
    Z = torch.zeros(n, d); Z[torch.arange(n), (q + s) % M] = 1.0
    return P, Q, Z, xs == q[:, None]

def attn(W, P, Q):
    return torch.softmax(torch.einsum('nld,de,ne->nl', P, W, Q), 1)

def train(eps, eta, alpha, l, cT, cB, seed, xi=1e-3):
    g = torch.Generator().manual_seed(seed)
    B = math.ceil(cB * max(eps**-2, M) * math.log(M))
    T = math.ceil(cT * (alpha**-2 * K**3 * math.log(K / eps) + M * K * (1 / alpha + 1 / eps)) / eta)
    W = (torch.randn(D, D, generator=g) * xi).requires_grad_(True)
    for t in range(T):
        P, Q, Z, _ = prompts(B, l, alpha, g)
        a = attn(W, P, Q)
        F = torch.einsum('nl,nlk->nk', a, P[..., d:])        # W_V p~_i = label half
        loss = 0.5 * ((Z - F) ** 2).sum(1).mean()
        (gW,) = torch.autograd.grad(loss, W)
        with torch.no_grad():
            W -= eta * gW
    return W.detach(), B, T

def test(W, alpha, l, seed, n=4096):
    g = torch.Generator().manual_seed(seed + 999)
    P, Q, Z, inS = prompts(n, l, alpha, g, noise=0.3)
    a = attn(W, P, Q); mass = (a * inS).sum(1)
    return mass.min().item(), mass.mean().item()

if __name__ == "__main__":
    eta, alpha, l = 0.9, 0.5, 8
    for cT in (1, 4, 16):
        for eps in (0.2, 0.1, 0.05, 0.02, 0.01):
            W, B, T = train(eps, eta, alpha, l, cT, 1.0, seed=1)
            mn, me = test(W, alpha, l, seed=1)
            print(f"cT={cT:2d} eps={eps:5.3f} B={B:6d} T={T:6d}: least mass {mn:.4f} mean {me:.4f} | "
                  f"(1-least)/eps = {(1-mn)/eps:7.2f}  (1-mean)/eps = {(1-me)/eps:6.2f}  (1-mean)/sqrt(eps) = {(1-me)/math.sqrt(eps):.3f}",
                  flush=True)
