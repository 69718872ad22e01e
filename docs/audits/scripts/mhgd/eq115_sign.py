# mhgd.eq115 (sign): y<grad_W Phi(X;theta^(1)), W_*> >= alpha{...}, no sign(alpha) on the left.
import torch, math
torch.set_default_dtype(torch.float64)
S, T, zeta, M = 1.0, 2, 0.5, 1
e = torch.eye(4)
mup, mum, nu1 = S*e[0], S*e[1], S*e[2]
ustar = mup - mum
Wst = torch.outer(mup, mup) + torch.outer(mum, mum) + torch.outer(nu1, mup + mum)
z = torch.tensor([0.02, -0.01, 0.015, 0.3])            # noise on the irrelevant token
Zmu = max(abs(z @ mup).item(), abs(z @ mum).item()); Znu = M*abs(z @ nu1).item(); Z = z.norm().item(); Zb = max(Zmu, Znu)
y = 1.0
X = torch.stack([mup, nu1 + z])                      # R = {1}, R^c = {2}  (zeta T = 1)
p = torch.tensor([0.01, 0.02, -0.01, 0.005]); P = p.norm().item()
def gradW(alpha):
    U = alpha*(zeta/2*ustar + p).repeat(T, 1)        # (102)
    W = torch.zeros(4, 4, requires_grad=True)
    Phi = (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()
    g, = torch.autograd.grad(Phi, W); return g
nW = Wst.norm().item()
print("||W_*||_F =", nW, " S^2 sqrt(2(M+1)) =", S**2*math.sqrt(2*(M+1)))
last = T*(1-zeta)*zeta/2*(zeta*S**6 - 7*Zb*S**4 - 12*Zb**2*S**2 - 16*Zb**3) - 2*math.sqrt(2*(M+1))*P*T**2.5*S**2*(S+Z)**3
for alpha in (1, -1):
    lhs = y*(gradW(alpha)*Wst).sum().item()
    print(f"alpha={alpha:+d}: lhs y<grad_W Phi, W_*> = {lhs:.6f};  alpha*{{last-line bracket}} = {alpha*last:.6f};  printed holds: {lhs >= alpha*last};"
          f"  with sign(alpha) on left: {alpha*lhs:.6f} >= {last:.6f}: {alpha*lhs >= last}")
# first '>=' line of (115) (unsimplified bracket)
Tz = T*zeta/2
b1 = Tz*(zeta*S**6 - zeta*(1-zeta)*(Zmu+Znu)*S**4 - 2*(1-zeta)*(zeta+2*(1-zeta))*Zmu**2*S**2 - 4*(1-zeta)**2*Zmu**2*(Zmu+Znu))
b2 = Tz*(zeta**2*S**6 + zeta*(1-zeta)*(4*Zmu+zeta*Znu)*S**4 + 2*(1-zeta)**2*((2+zeta)*Zmu+2*zeta*Znu)*Zmu*S**2 + 4*(1-zeta)**3*Zmu**2*(Zmu+Znu))
b3 = math.sqrt(2*(M+1))*S**2*P*T**2.5*(zeta*S+(1-zeta)*(S+Z))*(zeta*S**2+(1-zeta)*(S+Z)**2)
first = b1 - b2 - b3
lhs = y*(gradW(-1)*Wst).sum().item()
print(f"first line: alpha=-1: lhs {lhs:.6f} >= -({first:.6f}) = {-first:.6f}? {lhs >= -first}; Q={-lhs:.6f} vs q1={first:.6f}")
