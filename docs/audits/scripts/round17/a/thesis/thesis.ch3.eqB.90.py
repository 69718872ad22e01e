"""Audit of thesis.ch3.eqB.90 (seed 003 L4269, proof of Lemma B.3.1 case (1): j = 1, i in W_l(0)). Own model/code
(same model as thesis.ch3.eqB.110_111.py in this folder: fresh i.i.d. labeled nodes, |L| = BT; m = 400 >= M^2 ln N).
Printed: |H_4| <~ (1/B) sum_b sum_n (eta^2/a)(1 - eps_m - sigma/pi)(1/2B) sum_n (m/(aM)) p_n(t) ||p_1||^2 W_O(i) p_2
                 + (eta^2 t m/(sqrt(B) a^2)) W_O(k) p_1,
the 'H_4' being H_5 of (B.78) (the update of the neurons k not in W_l(b)), p_j = p_1. Side evaluated with p_n(t) <= 1,
(1 - eps_m - sigma/pi) = f in (0, 1] (f = 1 and f -> 0+ shown), W_O(k) p_1 at its largest |.| over k not in W_l(0);
W_O(i) p_2 signed (as printed) or the largest |W_O(i') p_2| over lucky i' (magnitude reading)."""
import importlib.util, math, sys
import numpy as np
import torch
torch.set_default_dtype(torch.float64)

spec = importlib.util.spec_from_file_location("m110", "/work/audit/r17A/thesis/thesis.ch3.eqB.110_111.py")
m110 = importlib.util.module_from_spec(spec); spec.loader.exec_module(m110)
M, PROB, Y, xbar = m110.M, m110.PROB, m110.Y, m110.xbar

def run(m, xi, eta, t, B, seed, reading):
    rng = np.random.default_rng(seed); g = torch.Generator().manual_seed(seed)
    WO = (torch.randn(m, M, generator=g) * xi).requires_grad_()
    WV = torch.eye(M).requires_grad_(); WK = torch.eye(M).requires_grad_(); WQ = torch.eye(M).requires_grad_()
    a = torch.tensor(rng.choice([-1.0, 1.0], m) / math.sqrt(m))
    with torch.no_grad():
        lucky = (WO[:, 0] > 0) & (a > 0) if reading == "signed" else (WO[:, 0] > 0)
    counts = (lambda: torch.tensor(PROB)) if B is None else (lambda: torch.tensor(rng.multinomial(B, PROB) / B))
    D5 = torch.zeros(M, M)
    for _ in range(t):
        c = counts(); xb = xbar(WK, WQ); pre = xb @ WV.T @ WO.T; F = torch.relu(pre) @ a
        loss = (torch.clamp(1 - Y * F, min=0) * c).sum()
        for P in (WO, WV, WK, WQ): P.grad = None
        loss.backward()
        with torch.no_grad():
            coef = c * Y * (1 - Y * F > 0).double()
            Gk = torch.einsum("n,k,nk,nd->kd", coef, a, (pre > 0).double(), xb)
            D5 += eta * WO[~lucky].T @ Gk[~lucky]
            for P in (WO, WV, WK, WQ): P -= eta * P.grad
    with torch.no_grad():
        c = counts(); xb = xbar(WK, WQ); pre = xb @ WV.T @ WO.T; ind = (pre >= 0).double()
        proj = xb @ D5.T[:, 0]                                   # (Delta' x_bar_n)^T p_1
        H5 = (eta * torch.einsum("n,n,n,k,nk->k", c, Y, proj, a, ind)).abs()
        w2 = WO[:, 1]; wk = float(WO[~lucky, 0].abs().max())
    return H5[lucky].detach().numpy(), w2[lucky].detach().numpy(), wk

def side(eta, t, m, B, w2, wk, f):
    a = math.sqrt(m)
    return t * (eta**2 / a) * f * 0.5 * (m / (a * M)) * w2 + eta**2 * t * m / (math.sqrt(B) * a**2) * wk

if __name__ == "__main__":
    m = 400
    for (xi, eta, t, seed) in ((0.1, 1.0, 3, 2), (1 / math.sqrt(m), 0.5, 3, 1)):
        for reading in ("printed (B.4)", "signed"):
            H, w2, wk = run(m, xi, eta, t, None, seed, reading)
            print(f"xi={xi:.3g} eta={eta} t={t} reading={reading}: lucky={len(H)}, with W_O(i)^(t) p_2 < 0: {(w2 < 0).sum()}, "
                  f"B=inf |H_5| range [{H.min():.2e}, {H.max():.2e}]")
            for B in (10**2, 10**4, 10**6, 10**9):
                H, w2, wk = run(m, xi, eta, t, B, seed, reading)
                worst = None
                for f in (1.0, 1e-6):
                    s = np.array([side(eta, t, m, B, v, wk, f) for v in w2])
                    neg = s <= 0
                    if neg.any():
                        k = int(np.argmax(np.where(neg, H, -1)))
                        msg = f"f={f:g}: side<=0 for {neg.sum()} lucky i, e.g. |H_5|={H[k]:.2e} vs side {s[k]:.2e}"
                    else:
                        r = H / s; k = int(r.argmax()); msg = f"f={f:g}: all sides>0, max |H_5|/side={r[k]:.3g}"
                    print(f"   B={B:.0e} {msg}")
                s_mag = side(eta, t, m, B, float(np.abs(w2).max()), wk, 1.0)
                print(f"   B={B:.0e} magnitude reading: max|H_5|={H.max():.2e} side={s_mag:.2e} ratio={H.max()/s_mag:.3g}")
