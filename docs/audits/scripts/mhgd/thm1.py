# Audit of mhgd.thm1: Theorem 1 (L145-151) at target theta~ = 0 (and tiny nonzero targets).
# Own implementation of model (1)/(2) with H heads, logistic loss, GD; torch float64 autograd + mpmath check.
import torch, math, mpmath as mp
torch.set_default_dtype(torch.float64)

def Phi(X, U, W):           # single head: <U, softmax(X W X^T) X>, softmax row-wise
    A = torch.softmax(X @ W @ X.T, dim=1)
    return (U * (A @ X)).sum()

def model(X, th, H, T, d):  # th: flat vector concat over heads of (U_h (T x d), W_h (d x d))
    s = 0
    per = T*d + d*d
    for h in range(H):
        v = th[h*per:(h+1)*per]
        U = v[:T*d].reshape(T, d); W = v[T*d:].reshape(d, d)
        s = s + Phi(X, U, W)
    return s / math.sqrt(H)

def loss(th, data, H, T, d):
    return sum(torch.nn.functional.softplus(-y*model(X, th, H, T, d)) for X, y in data) / len(data)

T, d, H, n = 2, 1, 1, 2
data = [(torch.tensor([[10.], [1.]]), 1.0), (torch.tensor([[8.], [1.]]), -1.0)]
R = 10.0   # max token norm -> Assumption 1 with R = 10 >= 1
th0 = torch.tensor([-0.8, 0.7, 1.8])   # U = (-0.8, 0.7)^T, W = 1.8
K = 7
for target_scale in [0.0, 1e-6, 1e-12]:
    tgt = target_scale * torch.tensor([1.0, 1.0, 1.0])
    D = (tgt - th0).norm().item()
    Ltgt = loss(tgt, data, H, T, d).item()
    L0 = loss(th0, data, H, T, d).item()
    Ninf = tgt.norm().item()   # H = 1: ||.||_{2,inf} = ||.||
    # (3) RHS and rho RHS (order-wise, constant c): vanish or are tiny
    rhs3 = d**2 * T**0.5 * R**5 * Ninf * D**3
    rhorhs = d**4.5 * T**1.5 * R**13 * Ninf**2 * D**2
    eta_cap = min(1.0, D**2/(K*Ltgt), D**2/L0)     # 1/rho term non-binding: choose rho = 1 >= c*rhorhs
    eta = eta_cap
    print(f"  (3) RHS (times c) = {rhs3:.3e}; rho RHS (times c) = {rhorhs:.3e}  -> H=1 and rho=1/eta allowed for any c <= {min(1/max(rhs3,1e-300), (1/eta_cap)/max(rhorhs,1e-300)):.3e}")
    th = th0.clone()
    Ls = []
    for k in range(K):
        th = th.detach().requires_grad_(True)
        L = loss(th, data, H, T, d); g, = torch.autograd.grad(L, th)
        th = (th - eta*g).detach()
        Ls.append(loss(th, data, H, T, d).item())
    avg = sum(Ls)/K
    bound = 2*Ltgt + 5*D**2/(4*eta*K)
    print(f"target scale {target_scale}: D={D:.6f} L(tgt)={Ltgt:.6f} L(th0)={L0:.6f} D^2/L0={D**2/L0:.4f}")
    print(f"  eta={eta:.6f}; L(theta_K)={Ls[-1]:.4f}; avg_{{k=1..K}} L={avg:.4f}; bound={bound:.4f}; ratio={avg/bound:.3f}")
    print(f"  ||theta_K-theta0||={ (th-th0).norm().item():.4f} vs 4D={4*D:.4f}")
    print("  losses:", [round(x,3) for x in Ls])

# Theorem 3 explicit conditions at target 0 (for the 'rho as in Thm 3' reading)
D = th0.norm().item(); N = 0.0
req = 36*d*math.sqrt(T*d)*R**3*(3*math.sqrt(d)*R**2*(3*D+N)+1)*D**2
alpha = 3*d*math.sqrt(d)*R**2*(3*math.sqrt(T)*R**3*(3*D+N) + 2*math.sqrt(T)*R)
print(f"Thm 3 explicit: sqrt(H) >= {req:.3e} (H=1 violates); rho(theta) >= {(T*R**2/4)*alpha**2:.3e}")

# mpmath cross-check of the first GD step gradient (central differences, 40 digits)
mp.mp.dps = 40
def mp_loss(v):
    tot = 0
    for Xs, y in [([10, 1], 1), ([8, 1], -1)]:
        U = v[0:2]; W = v[2]; out = 0
        for t in range(2):
            logits = [W*Xs[t]*Xs[s] for s in range(2)]
            m = max(logits); e = [mp.e**(l-m) for l in logits]; Z = sum(e)
            out += U[t]*sum(e[s]/Z*Xs[s] for s in range(2))
        tot += mp.log(1+mp.e**(-y*out))
    return tot/2
v = [mp.mpf('-0.8'), mp.mpf('0.7'), mp.mpf('1.8')]
g = []
for j in range(3):
    h = mp.mpf('1e-15'); vp = list(v); vm = list(v); vp[j] += h; vm[j] -= h
    g.append((mp_loss(vp)-mp_loss(vm))/(2*h))
thg = th0.clone().requires_grad_(True); Lt = loss(thg, data, 1, 2, 1); gt, = torch.autograd.grad(Lt, thg)
print("grad mpmath", [mp.nstr(x, 12) for x in g], "torch", gt.tolist(), "L0 mp", mp.nstr(mp_loss(v), 12))
