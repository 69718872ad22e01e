"""Scaling study for thesis.ch2.eqA.37(-endsigma0): grow the (2.7)/(2.9)/(2.11) sizes N, m, B, |S^n|=L."""
import math, sys, torch
from thmcheck.models import vit as VIT
torch.set_num_threads(1)
def run(seed, c0, sigma0, kq, eta, T, N, L, m, B, d=8, M=5):
    g = torch.Generator().manual_seed(seed)
    X, P, y = VIT.make_data(N, L, 0.5, 0.1, d, M, c0, g)
    p = VIT.init_params(d, m, L, sigma0, kq, 0.01, g, normalize=True)
    mu = torch.eye(d, dtype=torch.float64)[:M]
    a = VIT.assumption_231(p, M)
    with torch.no_grad():
        tau = float(torch.cdist(X.reshape(-1, d), mu).min(dim=1).values.max())
    VIT.train_sgd(X, y, p, eta, B, T, g)
    half = 0.0
    with torch.no_grad():
        Z = X @ p.WV.T
        for n in range(N):
            G = Z[n][P[n] == 1]
            if len(G) >= 2: half = max(half, float(torch.cdist(G, G).max()) / 2)
        F, _ = VIT.forward(X, p); hl = float(VIT.hinge(F, y).mean())
    return half / (a["sigma"] + tau), a["sigma"], tau, a["delta"], hl
base = dict(seed=19, c0=0.002, sigma0=0.0064, kq=0.1, eta=1.0, T=100)
for N, L, m, B in [(20,10,80,8),(80,10,80,8),(320,10,80,8),(20,10,640,8),(20,10,80,64),(20,40,80,8),(80,20,320,32),(320,40,1280,64)]:
    for k in (3.2, 4.0):
        bb = dict(base); bb["sigma0"] = k*bb["c0"]
        r, s, t, dl, hl = run(N=N, L=L, m=m, B=B, **bb)
        print(f"N={N} L={L} m={m} (M^2logN={25*math.log(N):.0f}) B={B} k={k}: ratio={r:.3f} sigma={s:.4g} tau={t:.4g} tau<=sigma:{t<=s} delta={dl:.3f} hinge={hl:.3g}", flush=True)
