# mhgd.display.lemma16-gradient: "n grad L^(0) = (1/(2 sqrt H)) sum_i y_i grad Phi_h", "l'(0) = 1/2"; and Lemma 16's (120).
import torch, math, mpmath as mp
torch.set_default_dtype(torch.float64)
print("l'(0) for l(t)=log(1+e^-t):", mp.diff(lambda t: mp.log(1+mp.e**(-t)), 0))
torch.manual_seed(0)
S, T, d, H, M, zeta, n1 = 1.0, 4, 5, 3, 2, 0.5, 6
e = torch.eye(d); mup, mum, nus = S*e[0], S*e[1], [S*e[2], S*e[3]]
data = []
for i in range(n1):
    y = 1.0 if i % 3 else -1.0
    rows = [mup if y > 0 else mum]*2 + [nus[torch.randint(0, M, ()).item()] + 0.1*torch.randn(d) for _ in range(2)]   # zeta T = 2
    data.append((torch.stack(rows), y, rows[2:]))
per = T*d + d*d
def model(X, th):
    s = 0
    for h in range(H):
        U = th[h*per:h*per+T*d].reshape(T, d); W = th[h*per+T*d:(h+1)*per].reshape(d, d)
        s = s + (U * (torch.softmax(X @ W @ X.T, dim=1) @ X)).sum()
    return s/math.sqrt(H)
th0 = torch.zeros(H*per, requires_grad=True)
L = sum(torch.nn.functional.softplus(-y*model(X, th0)) for X, y, _ in data)/n1
g, = torch.autograd.grad(L, th0)
alphas = [1, -1, 1]
th1 = torch.cat([-(alphas[h]*math.sqrt(H))*g[h*per:(h+1)*per] for h in range(H)])   # theta_h^(1) = 0 - alpha_h sqrt(H) grad_h
# n grad_h L vs printed (1/(2 sqrt H)) sum_i y_i grad Phi_h
gPhi = torch.zeros(per)
for X, y, _ in data:
    thh = torch.zeros(H*per, requires_grad=True); out = model(X, thh); gg, = torch.autograd.grad(out, thh)
    gPhi += y*gg[:per]*math.sqrt(H)        # grad of single-head Phi_1 = sqrt(H) * grad of Phi~ wrt head-1 block
print("n grad_1 L  / [ (1/(2 sqrt H)) sum y grad Phi_1 ] (U block, entries):", (n1*g[:T*d]/(gPhi[:T*d]/(2*math.sqrt(H)))).unique().tolist())
for h in range(H):
    U1 = th1[h*per:h*per+T*d].reshape(T, d); W1 = th1[h*per+T*d:(h+1)*per]
    row = zeta*alphas[h]/2*sum(y*(mup if y > 0 else mum) for X, y, _ in data)/n1 \
        + alphas[h]*(1-zeta)/2*sum(y/((1-zeta)*T)*sum(r for r in irr) for X, y, irr in data)/n1
    print(f"head {h}: max|W1| = {W1.abs().max().item():.1e}, max|U1 row - (120)| = {(U1 - row).abs().max().item():.2e}")
