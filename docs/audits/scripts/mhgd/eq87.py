# mhgd.eq87 second line: ||a th_k + (1-a) th_k^{-i}||_{2,inf} = ||th_k||_{2,inf} v ||th_k^{-i}||_{2,inf} (all a in [0,1])
import torch, math
torch.set_default_dtype(torch.float64)
def norm2inf(th, H, per): return max(th[h*per:(h+1)*per].norm().item() for h in range(H))
# hand instance, H = 1
a, b = torch.tensor([1., 0.]), torch.tensor([0.9, 0.3])
mid = 0.5*a + 0.5*b
print("hand: lhs", round(mid.norm().item(), 6), "rhs", max(a.norm().item(), b.norm().item()))
# real full / leave-one-out GD iterates (own model), T = 2, d = 1, H = 2, n = 3, one step from shared theta0
T, d, H = 2, 1, 2; per = T*d + d*d
def Phi(X, U, W): return (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()
def model(X, th):
    return sum(Phi(X, th[h*per:h*per+T*d].reshape(T, d), th[h*per+T*d:(h+1)*per].reshape(d, d)) for h in range(H))/math.sqrt(H)
def loss(th, data): return sum(torch.nn.functional.softplus(-y*model(X, th)) for X, y in data)/len(data)
data = [(torch.tensor([[1.], [0.5]]), 1.), (torch.tensor([[-0.7], [0.2]]), -1.), (torch.tensor([[0.3], [-0.9]]), 1.)]
th0 = torch.tensor([0.2, -0.1, 0.4, -0.3, 0.5, 0.1]); eta = 0.5
def step(th, D):
    th = th.clone().requires_grad_(True); g, = torch.autograd.grad(loss(th, D), th); return (th - eta*g).detach()
full, loo = th0, th0
for k in range(2):
    full, loo = step(full, data), step(loo, data[1:])      # leave out i = 1
nf, nl = norm2inf(full, H, per), norm2inf(loo, H, per)
worst = None
for j in range(0, 101):
    al = j/100; l = norm2inf(al*full + (1-al)*loo, H, per)
    if worst is None or l - max(nf, nl) < worst[1]: worst = (al, l - max(nf, nl), l)
print(f"real iterates k=2: ||th_k||_2inf={nf:.6f} ||th_k^-i||_2inf={nl:.6f}; worst alpha={worst[0]}: lhs={worst[2]:.6f} < max={max(nf,nl):.6f}")
print("'<=' holds at all 101 alphas:", all(norm2inf(j/100*full + (1-j/100)*loo, H, per) <= max(nf, nl) + 1e-15 for j in range(101)))
