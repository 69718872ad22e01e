"""Auditor A r21: thesis.ch6.eq6.14-width and thesis.ch6.theorem6.3.7 ((6.15) 'holds' verdict).
Part 1: train own model at widths m (fixed T, B, eta): max_i ||r_i^(T)||, rows >= 1/sqrt(M2), hinge unpruned/pruned.
Part 2: deterministic certificate (any data, any SGD path, any B, any W_Q/W_K): with |a_i| = 1/m, hinge subgradient
<= 1, v a convex combination of tokens (||v|| <= P):  ||dW_O||_F <= eta nu_t P/sqrt(m), ||dW_V||_F <= eta om_t P/sqrt(m)
=> om_T + nu_T <= e^{gamma T}(om_0 + nu_0), gamma = eta P/sqrt(m); ||o_i^(T)|| <= ||o_i^(0)|| + eta T P Lam/m,
nu_T <= delta + gamma T Lam,  so max_i ||r_i^(T)|| <= (max_i ||o_i^(0)|| + eta T P Lam/m)(delta + gamma T Lam)."""
import math
import sys
import time
import numpy as np
import torch
sys.path.insert(0, "/work/audit/r21a/thesis")
from ch6_model import Setup

S = Setup()
M2 = S.M2
thr = 1 / math.sqrt(M2)
T = 189; B = 20; eta = 1.0
P = math.sqrt(S.beta ** 2 * (1 + S.K ** 2) + 1.0)
print(f"M1={S.M1} M2={M2} dx={S.dx} dy={S.dy} beta={S.beta} K={S.K} alpha={S.alpha} l_tr={S.l} mb={S.mb} "
      f"T={T} B={B} eta={eta}; threshold 1/sqrt(M2)={thr:.3f}; P=max||p||={P:.3f}")
mode = sys.argv[1] if len(sys.argv) > 1 else "train"
if mode == "train":
    for a_scale in ("1/m", "1/sqrt(m)"):
        for m in [31, 124, 496, 1984, 7936]:
            for seed in (0, 1):
                t0 = time.time()
                W = S.train(m, T, B, eta, seed, a_scale=a_scale)
                r = S.rows(W)
                h = S.hinge(W, 2000, seed)
                hp = S.hinge(W, 2000, seed, prune_mask=(r <= thr))
                print(f"a={a_scale:9s} m={m:5d} seed={seed}: max||r_i||={r.max():.4f} median={r.median():.4f} "
                      f"#rows>=thr={int((r > thr).sum())} #rows>=0.5={int((r >= 0.5).sum())}  hinge={h:.4f} "
                      f"hinge(pruned L^c by threshold)={hp:.4f}  [{time.time() - t0:.0f}s]", flush=True)
elif mode == "cert":
    def cert(M1, M2, dy, m, T, eta=1.0, delta=0.2, beta=3.0, K=0.5, seed=0):
        D = M1 + M2 + dy; mb = D + 5
        P = math.sqrt(beta ** 2 * (1 + K ** 2) + 1.0)
        gen = np.random.default_rng(seed)
        G = np.zeros((mb, mb)); mx = 0.0; done = 0
        while done < m:  # exact init statistics in chunks
            c = min(200_000, m - done)
            O = gen.standard_normal((c, mb)) / math.sqrt(m)
            G += O.T @ O; mx = max(mx, np.sqrt((O * O).sum(1)).max()); done += c
        om0 = math.sqrt(np.linalg.eigvalsh(G)[-1]); nu0 = delta
        g = eta * P / math.sqrt(m)
        Lam = math.exp(g * T) * (om0 + nu0)
        bound = (mx + eta * T * P * Lam / m) * (delta + g * T * Lam)
        Fmax = bound * P  # |F| <= sum_i |a_i| ||r_i|| ||v|| <= max_i ||r_i|| P  (|a_i| = 1/m)
        return om0, mx, bound, Fmax
    print("certificate at the helper's instance (T = 189):")
    for m in [10 ** 6, 4 * 10 ** 6]:
        om0, mx, bound, Fmax = cert(3, 12, 30, m, 189)
        print(f"  m={m:.0e}: ||W_O0||={om0:.4f} max||o_i0||={mx:.4f} => every ||r_i^(T)|| <= {bound:.4f} "
              f"(threshold {1/math.sqrt(12):.3f}); |F| <= {Fmax:.4f} => unpruned hinge >= {1 - Fmax:.4f}, pruned = 1")
    print("path M1 = M2 = n -> inf, T = 60 n sqrt(ln n) (eta = 1), eps = M2^-1/2, m = max(100 (eta P T)^2, 1e3 M2 mb);")
    print("  init bounds w.p. >= 1 - 2p (Gaussian Lipschitz concentration, p = 1e-3): max_i ||o_i0|| <= (sqrt(mb) + sqrt(2 ln(m/p)))/sqrt(m),")
    print("  ||W_O0||_op <= 1 + (sqrt(mb) + sqrt(2 ln(1/p)))/sqrt(m)")
    pfail = 1e-3
    for n in [3, 12, 48, 192, 768]:
        T_ = math.ceil(60 * n * math.sqrt(math.log(n)))
        Pn = math.sqrt(9 * 1.25 + 1); mb = 2 * n + 35; delta = 0.2
        m = max(100 * (Pn * T_) ** 2, 1000 * n * mb)
        mx = (math.sqrt(mb) + math.sqrt(2 * math.log(m / pfail))) / math.sqrt(m)
        om0 = 1 + (math.sqrt(mb) + math.sqrt(2 * math.log(1 / pfail))) / math.sqrt(m)
        g = Pn / math.sqrt(m); Lam = math.exp(g * T_) * (om0 + delta)
        bound = (mx + T_ * Pn * Lam / m) * (delta + g * T_ * Lam)
        Fmax = bound * Pn
        print(f"  n={n}: T={T_} m={m:.2e}: every ||r_i^(T)|| <= {bound:.2e} (thr {1/math.sqrt(n):.3f}) -> L^c = [m], "
              f"pruned hinge = 1; unpruned hinge >= {1 - Fmax:.4f}; (6.15) ratio 1/(eps + M2^-1/2) = {math.sqrt(n) / 2:.2f}; "
              f"(6.11) ratio unpruned/eps >= {(1 - Fmax) * math.sqrt(n):.2f}", flush=True)
