"""Audit thesis Lemma A.3.1 Claim 1, (A.29) (seed 003 L2767-L2771): for unlucky i and j in W_{l,n}(0), k in U_{l,n}(0),
||W_O(i,:)^(t)||^2 <= (1/B) min{||W_O(j,:)^(t)||^2, ||W_O(k,:)^(t)||^2}, 'when m >~ M^2 log N'.
Own instance of Chapter 2's model (2.1)-(2.3), init of Sec. 2.2/A.2 (W_O entries N(0, xi^2), xi = 1/sqrt(M); a_(l) = +-1/sqrt(m)
fixed), Assumption 2.3.1 with sigma = delta = 0 (W_V = W_K = W_Q = I, p_j = q_j = r_j = mu_j = e_j), tokens = patterns
(tau = 0), lucky sets (A.8)-(A.9): sign of W_O(i,:)^(0) V_{l,n}(0) for l in S_1^n (resp. l' in S_2^n); unlucky = neither."""
import torch, math
torch.set_default_dtype(torch.float64)
def run(m, B, steps, eta, N=64, L=10, d=8, M=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    E = torch.eye(d)
    X, y = [], []
    for n in range(N):               # balanced labels; both discriminative patterns present, majority decides
        lab = 1 if n % 2 == 0 else -1
        n_rel, n_conf = 4, 2
        pats = [0 if lab == 1 else 1]*n_rel + [1 if lab == 1 else 0]*n_conf
        pats += [int(2 + torch.randint(0, M-2, (1,), generator=g)) for _ in range(L - len(pats))]
        X.append(E[:, pats]); y.append(lab)
    X = torch.stack(X); y = torch.tensor(y, dtype=torch.float64)
    xi = 1/math.sqrt(M)
    WO = (xi*torch.randn(m, d, generator=g)).requires_grad_(True)
    WV, WK, WQ = [torch.eye(d).clone().requires_grad_(True) for _ in range(3)]
    A = (torch.randint(0, 2, (L, m), generator=g)*2 - 1)/math.sqrt(m)
    def values(Xn):                  # V_l = W_V X softmax(X^T W_K^T W_Q x_l), all l: d x L
        S = torch.softmax((Xn.T @ WK.T @ WQ @ Xn), dim=0)
        return WV @ Xn @ S
    # lucky sets at t = 0 for data n = 0 (y = +1): l in S_1 (pattern mu_1), l' in S_2 (pattern mu_2)
    with torch.no_grad():
        V0 = values(X[0]); lS1 = 0; lS2 = 4
        Wl = (WO @ V0[:, lS1] > 0); Ul = (WO @ V0[:, lS2] > 0); unl = ~(Wl | Ul)
    def ratio():
        nr = (WO.detach()**2).sum(1)
        return (nr[unl].max()/torch.minimum(nr[Wl].min(), nr[Ul].min())).item()
    out = [(0, ratio())]
    for t in range(1, steps+1):
        idx = torch.randint(0, N, (B,), generator=g)
        F = torch.stack([(A * torch.relu(WO @ values(X[i])).T).sum(1).mean() for i in idx])
        loss = torch.clamp(1 - y[idx]*F, min=0).mean()
        gr = torch.autograd.grad(loss, [WO, WV, WK, WQ])
        with torch.no_grad():
            for P, G in zip([WO, WV, WK, WQ], gr): P -= eta*G
        out.append((t, ratio()))
    return out, int(unl.sum()), int(Wl.sum()), int(Ul.sum())
M, N = 5, 64
print(f"M^2 log N = {M*M*math.log(N):.1f}")
for m, B in [(128, 4), (256, 4), (256, 16), (1024, 64)]:
    for seed in [0, 1]:
        out, nu, nw, nuu = run(m, B, steps=20, eta=0.01, seed=seed)
        r0 = out[0][1]; r1 = out[1][1]; r20 = out[-1][1]
        print(f"m={m} B={B} seed={seed}: |unlucky|={nu} |W|={nw} |U|={nuu}; max unlucky / min lucky sq-norm: "
              f"t=0 {r0:.3f}, t=1 {r1:.3f}, t=20 {r20:.3f}; vs 1/B = {1/B:.4f} -> lhs/(1/B) = {r0*B:.1f}, {r1*B:.1f}, {r20*B:.1f}")
# most lenient quantifier reading at t = 0: largest unlucky row vs the LARGEST lucky row (exists j, k), and medians
import numpy as np
for m, seed in [(256, 0), (1024, 1)]:
    g = torch.Generator().manual_seed(seed)
    WO = torch.randn(m, 8, generator=g)/math.sqrt(5)
    v1 = torch.zeros(8); v1[0] = 1.0; v2 = torch.zeros(8); v2[1] = 1.0   # V_{l,n}(0) = p_1, p_2 (pure-pattern data)
    Wl = WO @ v1 > 0; Ul = WO @ v2 > 0; unl = ~(Wl | Ul); nr = (WO**2).sum(1)
    print(f"t=0, m={m}: max unlucky / max lucky = {(nr[unl].max()/torch.minimum(nr[Wl].max(), nr[Ul].max())).item():.3f}; "
          f"median unlucky / median lucky = {(nr[unl].median()/nr[Wl | Ul].median()).item():.3f}")
