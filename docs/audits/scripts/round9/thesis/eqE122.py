"""(model copied from eqE91.py, evaluated for thesis.ch6.eqE.122: lucky neurons (E.31) staying active, (E.122) L8519-L8521)
Audit thesis.ch6.eqE.91 (L8365): |(mu_j^T,0^T) W_Q^(t) p'_query| <= |k_j| (mu_j^T,0^T) W_Q^(t) p_query (1 + Th(1)/M1 + Th(1)/M2),
mu'_j = sum_i k_ji mu_i, sum_i k_ji >= 1, sum_i k_ji^2 = 1 (L8361).  Own Ch. 6 model from (6.1)-(6.3) (L1692-L1710), data (6.6)-(6.7),
prompts (L1790-L1796), init Sec. 6.2.3 (L1727: first d_X diagonal entries of W_Q, W_K and all diagonal entries of W_V = delta,
rest 0; W_O ~ N(0, 1/m); a uniform in {+-1/m}, fixed), hinge loss, SGD (torch autograd, float64).
Two readings of |k_j|: the scalar k_jj (coefficient of the display's mu_j) and the norm ||k_j|| = 1.
"""
import torch

torch.manual_seed(1)
dt = torch.float64
M1, M2, beta, delta, K, alpha = 4, 4, 2.0, 0.2, 0.5, 0.8
dx, dy = M1 + M2, 4
D = dx + dy
ma = mb = D + 2
import sys
m = int(sys.argv[1]) if len(sys.argv) > 1 else 20
l, B, eta, T = 8, 16, 1.0, 30
dy = 4
mu = [beta * torch.eye(dx, dtype=dt)[i] for i in range(M1)]
nu = [beta * torch.eye(dx, dtype=dt)[M1 + k] for k in range(M2)]
qv = torch.ones(dy, dtype=dt) / 2.0
WQ = torch.zeros(ma, D, dtype=dt)
WK = torch.zeros(ma, D, dtype=dt)
WV = torch.zeros(mb, D, dtype=dt)
for i in range(dx):
    WQ[i, i] = delta
    WK[i, i] = delta
for i in range(min(mb, D)):
    WV[i, i] = delta
WO = torch.randn(m, mb, dtype=dt) / m**0.5
a = (torch.randint(0, 2, (m,)) * 2 - 1).to(dt) / m
params = [p.requires_grad_() for p in (WQ, WK, WV, WO)]
tasks = [(i, j) for i in range(M1) for j in range(M1) if i != j]


def x_of(j):
    k = torch.randint(0, M2, ()).item()
    return mu[j] + (torch.rand((), dtype=dt) * 2 * K - K) * nu[k]


def label(task, j):
    ta, tb = task
    return 1.0 if j == ta else -1.0 if j == tb else float(torch.randint(0, 2, ()).item() * 2 - 1)


def prompt(task):
    ta, tb = task
    jq = torch.randint(0, M1, ()).item()
    cols = []
    for _ in range(l):
        r = torch.rand(()).item()
        if r < alpha / 2:
            j = ta
        elif r < alpha:
            j = tb
        else:
            others = [i for i in range(M1) if i not in task]
            j = others[torch.randint(0, len(others), ()).item()]
        cols.append(torch.cat([x_of(j), label(task, j) * qv]))
    cols.append(torch.cat([x_of(jq), torch.zeros(dy, dtype=dt)]))
    return torch.stack(cols, 1), label(task, jq)


def F(P):
    att = torch.softmax((WK @ P[:, :-1]).T @ (WQ @ P[:, -1]), 0)
    return a @ torch.relu(WO @ (WV @ P[:, :-1] @ att))


def probe(t):
    with torch.no_grad():
        j = 0
        pq = torch.cat([mu[j] + 0.3 * nu[1], torch.zeros(dy, dtype=dt)])
        den = torch.cat([mu[j], torch.zeros(dy, dtype=dt)]) @ WQ[:D] @ pq
        cross = [float(torch.cat([mu[j], torch.zeros(dy, dtype=dt)]) @ WQ[:D] @ torch.cat([mu[i], torch.zeros(dy, dtype=dt)]))
                 / beta**2 for i in range(M1)]
        out = []
        for kjj in [1.0, 0.1, 0.01, 0.001]:
            rest = (1 - kjj**2) ** 0.5
            xo = kjj * mu[0] + rest * mu[1] + 0.5 * nu[0]  # sum k = kjj + rest >= 1, sum k^2 = 1
            pq2 = torch.cat([xo, torch.zeros(dy, dtype=dt)])
            left = abs(float(torch.cat([mu[j], torch.zeros(dy, dtype=dt)]) @ WQ[:D] @ pq2))
            out.append((kjj, left / (kjj * float(den)), left / float(den)))
        print(f"t={t}: den={float(den):.4f}, mu_0^T W_Q mu_i/beta^2 = {[round(c, 5) for c in cross]}")
        for kjj, r_scalar, r_norm in out:
            print(f"    k_jj={kjj}: left/(k_jj den) = {r_scalar:.4g} (scalar reading), left/(1 * den) = {r_norm:.4g} (norm reading)")



def Vn(P):
    att = torch.softmax((WK @ P).T @ (WQ @ P[:, -1]), 0)  # (E.30): s = 1..l+1
    return WV @ P @ att


probes = [prompt(tasks[torch.randint(0, len(tasks), ()).item()])[0] for _ in range(32)]
with torch.no_grad():
    V0 = [Vn(P) for P in probes]
    lucky = [[i for i in range(m) if a[i] > 0 and float(WO[i, :dx] @ v[:dx]) > 0 and float(WO[i, dx:D] @ v[dx:D]) > 0] for v in V0]
switched = [set() for _ in probes]
for t in range(1, T + 1):
    loss = 0
    for _ in range(B):
        task = tasks[torch.randint(0, len(tasks), ()).item()]
        P, z = prompt(task)
        loss = loss + torch.clamp(1 - z * F(P), min=0)
    loss = loss / B
    for p in params:
        p.grad = None
    loss.backward()
    with torch.no_grad():
        for p in params:
            p -= eta * p.grad
        for n, P in enumerate(probes):
            v = Vn(P)
            for i in lucky[n]:
                if float(WO[i] @ v) <= 0:
                    switched[n].add(i)
tot = sum(len(L) for L in lucky)
print(f"m={m}: lucky pairs {tot}, switched off at some t <= {T}: {sum(len(s) for s in switched)} "
      f"({sum(len(s) for s in switched) / max(tot, 1):.3f}); final batch loss {float(loss.detach()):.3f}")
