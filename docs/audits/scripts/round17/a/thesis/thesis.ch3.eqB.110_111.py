"""Audit of thesis.ch3.eqB.110 / eqB.111 (seed 003 L4357-L4365, proof of Lemma B.3.1 case (4)). Own model, own code.
Chapter 3 graph transformer (3.1): F(x_n) = sum_i a_i Relu(W_O(i) W_V sum_{s in T^n} x_s softmax_n(x_s^T W_K^T W_Q x_n)),
hinge loss (3.3), SGD (B.2) on W_O, W_V, W_K, W_Q (a fixed, b irrelevant: one distance bucket).
Data (Section 3.4.2): patterns mu_j = e_j in R^M (M = 4), mu_1/mu_2 discriminative; W_V^(0) = W_K^(0) = W_Q^(0) = I
(Assumption B.2.1 with sigma = delta = 0). Labeled nodes are FRESH i.i.d. draws from a finite set of node types
(label, own pattern, core-neighbourhood pattern counts with class-relevant > confusion: Assumption 3.4.2 with
eps_0 = 0, confusion ratio eps_S = 1/6 < 1/2, gamma_d = 1/2 for own patterns), so |L| = B T (3.9) and the batch of
B nodes is a multinomial count over types. m = 400 >= M^2 ln N for N up to 10^10 nodes, a_i = +-1/sqrt(m), a = sqrt(m)
(L4087), W_O ~ N(0, xi^2).
H_4 (B.77) / H_5 (B.78): (1/B) sum_{n in batch} eta y_n a_i 1[W_O(i)^(t) V_n(t) >= 0] (Delta x_bar_n(t))^T p_j with Delta
the W_V update accumulated over steps 1..t from the lucky neurons k in W_l(0) (H_4) or the others (H_5); i unlucky
(not in W_l(0) u U(0)); p_j over all of P. Printed sides at an UPPER bound: p_n(b) <= 1, W_O^T p at the largest |.|
over ALL neurons and all steps."""
import math
import numpy as np
import torch

torch.set_num_threads(1)
M, K = 4, 6

def node_types():
    """(y, own pattern, neighbour pattern counts) and probabilities; y = -1 types mirror y = +1 (swap mu_1, mu_2)."""
    comps = [(3, 1, 1, 1), (2, 1, 2, 1), (3, 0, 1, 2), (2, 0, 2, 2)]   # class-relevant > confusion
    own = [(0, 0.25), (1, 0.25), (2, 0.25), (3, 0.25)]                 # gamma_d = 1/2
    T = []
    for y in (1, -1):
        for c in comps:
            for o, po in own:
                cc = list(c) if y == 1 else [c[1], c[0], c[2], c[3]]
                T.append((y, o, cc, 0.5 * po / len(comps)))
    return T

TYPES = node_types()
PROB = np.array([t[3] for t in TYPES])
Y = torch.tensor([float(t[0]) for t in TYPES], dtype=torch.float64)
XN = torch.zeros(len(TYPES), M, dtype=torch.float64)           # own feature
NB = torch.zeros(len(TYPES), K + 1, M, dtype=torch.float64)     # T^n: neighbours + itself
for r, (y, o, cc, _) in enumerate(TYPES):
    XN[r, o] = 1
    rows = [j for j in range(M) for _ in range(cc[j])] + [o]
    for s, j in enumerate(rows):
        NB[r, s, j] = 1

def xbar(WK, WQ):
    sc = torch.einsum("nsd,ed,ef,nf->ns", NB, WK, WQ, XN)       # x_s^T W_K^T W_Q x_n
    w = torch.softmax(sc, 1)
    return torch.einsum("ns,nsd->nd", w, NB)

def run(m, xi, eta, t, B, seed, reading):
    rng = np.random.default_rng(seed)
    g = torch.Generator().manual_seed(seed)
    WO = (torch.randn(m, M, generator=g, dtype=torch.float64) * xi).requires_grad_()
    WV = torch.eye(M, dtype=torch.float64).requires_grad_()
    WK = torch.eye(M, dtype=torch.float64).requires_grad_()
    WQ = torch.eye(M, dtype=torch.float64).requires_grad_()
    a = torch.tensor(rng.choice([-1.0, 1.0], m) / math.sqrt(m))
    with torch.no_grad():
        w1, w2 = WO[:, 0] > 0, WO[:, 1] > 0                      # W_O(i) V_l(0) > 0 on mu_1 / mu_2 nodes ((B.4), (B.5))
        if reading == "signed":
            lucky, ul = w1 & (a > 0), w2 & (a < 0)
        else:                                                    # (B.4)/(B.5) as printed: no sign of a_i
            lucky, ul = w1, w2
        unl = ~(lucky | ul)
    counts = (lambda: torch.tensor(PROB)) if B is None else (lambda: torch.tensor(rng.multinomial(B, PROB) / B))
    D4 = torch.zeros(M, M, dtype=torch.float64); D5 = torch.zeros(M, M, dtype=torch.float64)
    wmax = torch.zeros(M, dtype=torch.float64)
    for _ in range(t):
        c = counts()
        xb = xbar(WK, WQ)
        pre = xb @ WV.T @ WO.T
        F = torch.relu(pre) @ a
        loss = (torch.clamp(1 - Y * F, min=0) * c).sum()
        for P in (WO, WV, WK, WQ):
            P.grad = None
        loss.backward()
        with torch.no_grad():
            wmax = torch.maximum(wmax, WO.abs().max(0).values)
            coef = c * Y * (1 - Y * F > 0).double()
            Gk = torch.einsum("n,k,nk,nd->kd", coef, a, (pre > 0).double(), xb)   # per-neuron (1/B) sum y a 1[] xbar^T
            assert torch.allclose(WO.T @ Gk, -WV.grad, atol=1e-12)
            D4 += eta * WO[lucky].T @ Gk[lucky]; D5 += eta * WO[~lucky].T @ Gk[~lucky]
            for P in (WO, WV, WK, WQ):
                P -= eta * P.grad
    with torch.no_grad():
        wmax = torch.maximum(wmax, WO.abs().max(0).values)
        c = counts()
        xb = xbar(WK, WQ)
        pre = xb @ WV.T @ WO.T
        ind = (pre >= 0).double()
        out = {}
        for name, D in (("H4", D4), ("H5", D5)):
            best = 0.0
            for j in range(M):
                proj = xb @ D.T[:, j]           # (Delta x_bar_n)^T p_j, p_j = e_j (W_V^(0) = I: P = polar(W_V^(0)))
                H = (eta * torch.einsum("n,n,n,k,nk->k", c, Y, proj, a, ind)).abs()
                H = torch.where(unl, H, torch.zeros_like(H))
                best = max(best, float(H.max()))
            out[name] = best
        out["unlucky"] = int(unl.sum()); out["lucky"] = int(lucky.sum()); out["wmax"] = wmax.numpy()
    return out

def rhs(eta, t, m, B, w):
    a = math.sqrt(m); s = math.sqrt(math.log(m) * math.log(B) / B)
    r110 = t * (eta**2 / a) * s * 0.5 * (m / a) * w.max()                      # (B.110), p_n <= 1
    r111 = eta**2 * t * m / (math.sqrt(B) * a**2) * w[0] + r110                 # (B.111), both terms at the max
    return r110, r111

if __name__ == "__main__":
    m = 400
    print(f"m = {m} >= M^2 ln N = {M*M*math.log(1e10):.0f} for N = 1e10; types {len(TYPES)}, P(y=1) = {PROB[:len(PROB)//2].sum()}")
    for (xi, eta, t, seed) in ((1 / math.sqrt(m), 0.5, 3, 1), (0.1, 1.0, 3, 2), (1.0, 0.5, 4, 3)):
        for reading in ("printed", "signed"):
            lim = run(m, xi, eta, t, None, seed, reading)
            print(f"xi={xi:.3g} eta={eta} t={t} seed={seed} reading={reading} unlucky={lim['unlucky']} "
                  f"lucky={lim['lucky']}  B=inf (population): |H4|={lim['H4']:.3e} |H5|={lim['H5']:.3e}")
            for B in (100, 10**4, 10**6, 10**8, 10**10):
                o = run(m, xi, eta, t, B, seed, reading)
                r110, r111 = rhs(eta, t, m, B, o["wmax"])
                print(f"   B={B:.0e}: |H4|={o['H4']:.3e} side110<={r110:.3e} ratio={o['H4']/r110:.3g} | "
                      f"|H5|={o['H5']:.3e} side111<={r111:.3e} ratio={o['H5']/r111:.3g}")
