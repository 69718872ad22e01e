"""Auditor r4 thesis (seed 003) Lemma A.5.2 (A.193) L3538-L3544: under m >~ M^2 log N, for i in W_{l,n}(0), l in S_1^n,
1[W_O(i,:)^(t) V_l^n(t) > 0] = 1 for all t. Own model of Chapter 2 (same construction as my round-3 audit script
/work/audit/r3/thesis/lemmaA31_claim1.py): W_O ~ N(0, xi^2), xi = 1/sqrt(M), a_(l) = +-1/sqrt(m), W_V = W_K = W_Q = I at t=0,
tokens = patterns e_j, hinge loss, SGD on ALL parameters (torch autograd). Lucky sets (A.8): sign of W_O(i)V_l^n(0)."""
import torch, math
torch.set_default_dtype(torch.float64)
def run(m, B, steps, eta, N=64, L=10, d=8, M=5, seed=0):
    g = torch.Generator().manual_seed(seed)
    E = torch.eye(d); X, y = [], []
    for n in range(N):
        lab = 1 if n % 2 == 0 else -1
        pats = [0 if lab == 1 else 1] * 4 + [1 if lab == 1 else 0] * 2
        pats += [int(2 + torch.randint(0, M - 2, (1,), generator=g)) for _ in range(L - len(pats))]
        X.append(E[:, pats]); y.append(lab)
    X = torch.stack(X); y = torch.tensor(y, dtype=torch.float64)
    S1 = [[l for l in range(L) if X[n][0, l] == 1] for n in range(N)]       # tokens with pattern mu_1
    xi = 1 / math.sqrt(M)
    WO = (xi * torch.randn(m, d, generator=g)).requires_grad_(True)
    WV, WK, WQ = [torch.eye(d).clone().requires_grad_(True) for _ in range(3)]
    A = (torch.randint(0, 2, (L, m), generator=g) * 2 - 1) / math.sqrt(m)
    def values(Xn):
        return WV @ Xn @ torch.softmax(Xn.T @ WK.T @ WQ @ Xn, dim=0)
    with torch.no_grad():
        lucky = [[(WO @ values(X[n])[:, l] > 0) for l in S1[n]] for n in range(N)]
    total = sum(int(mk.sum()) for row in lucky for mk in row)
    off_ever = [torch.zeros_like(mk) for row in lucky for mk in row]
    for t in range(1, steps + 1):
        idx = torch.randint(0, N, (B,), generator=g)
        F = torch.stack([(A * torch.relu(WO @ values(X[i])).T).sum(1).mean() for i in idx])
        loss = torch.clamp(1 - y[idx] * F, min=0).mean()
        gr = torch.autograd.grad(loss, [WO, WV, WK, WQ])
        with torch.no_grad():
            for P, G in zip([WO, WV, WK, WQ], gr): P -= eta * G
            k = 0
            for n in range(N):
                Vn = values(X[n])
                for j, l in enumerate(S1[n]):
                    off_ever[k] |= lucky[n][j] & (WO @ Vn[:, l] <= 0); k += 1
    k = 0; neg = pos = 0
    for n in range(N):
        for j, l in enumerate(S1[n]):
            neg += int((off_ever[k] & (A[l] < 0)).sum()); pos += int((off_ever[k] & (A[l] > 0)).sum()); k += 1
    return total, neg, pos
M, N = 5, 64
print(f"M^2 log N = {M * M * math.log(N):.1f}")
for m in (128, 512, 2048):
    for eta in (0.01, 0.1):
        total, neg, pos = run(m, B=4, steps=10, eta=eta)
        print(f"m={m} eta={eta}: lucky (i,l,n) pairs {total}; switched off at some t <= 10: {neg + pos} (a<0: {neg}, a>0: {pos}); count*m = {(neg + pos) * m}")
