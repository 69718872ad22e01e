# probe (bonus, for eq116): does Lemma 13 itself fail at T=2, zeta=1/2, M=1, S=1, Z=0, P=0.05 with adversarial p?
import torch, math
torch.set_default_dtype(torch.float64)
S, T, zeta, M, P = 1.0, 2, 0.5, 1, 0.05
e = torch.eye(3); mup, mum, nu1 = e[0], e[1], e[2]; ustar = mup - mum
Wst = torch.outer(mup, mup) + torch.outer(mum, mum) + torch.outer(nu1, mup + mum)
Ust = ustar.repeat(T, 1)
worst = None
for y, X in [(1.0, torch.stack([mup, nu1])), (-1.0, torch.stack([mum, nu1])), (1.0, torch.stack([nu1, mup])), (-1.0, torch.stack([nu1, mum]))]:
    def marg(p):
        tot = 0
        for alpha in (1, -1):
            U = (alpha*(zeta/2*ustar + p)).repeat(T, 1).clone().requires_grad_(True)
            W = torch.zeros(3, 3, requires_grad=True)
            Phi = (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()
            gU, gW = torch.autograd.grad(Phi, (U, W))
            tot = tot + 0.5*y*((gU*Ust).sum()/Ust.norm() + math.copysign(1, alpha)*(gW*Wst).sum()/Wst.norm())
        return tot
    p0 = torch.zeros(3); m0 = marg(p0)
    g = torch.stack([marg(e[k]) - m0 for k in range(3)])     # margin is affine in p -> exact
    padv = -P*g/g.norm() if g.norm() > 0 else torch.zeros(3)
    m = marg(padv.detach()).item()
    worst = m if worst is None else min(worst, m)
    print(f"y={y:+.0f}: margin(p=0)={m0.item():.6f}, margin(adversarial ||p||=P)={m:.6f}")
gam = T*(1-zeta)*zeta/(4*math.sqrt(2*(M+1)))*zeta*S**4 - P*T**2.5*S**3 + S*math.sqrt(T)/math.sqrt(2)*zeta
print("printed gamma_* =", round(gam, 6), "; worst margin =", round(worst, 6), "; Lemma 13 holds here:", worst >= gam)
