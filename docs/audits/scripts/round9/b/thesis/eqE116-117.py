"""Auditor B: thesis (E.116)/(E.117) L8497/L8501 outer relation first end <~ last end, prompts as L8478-L8485
(IDR mu_j w.p. alpha/2 for the query's pattern and its partner, (1-alpha)/(M1-2) others; IDI uniform over M2)."""
import numpy as np
rng = np.random.default_rng(21)

def ends(M1, M2, l, alpha, beta, delta):
    probs = np.full(M1, (1 - alpha) / (M1 - 2)); probs[0] = probs[1] = alpha / 2
    idr = rng.choice(M1, size=l, p=probs); idi = rng.integers(0, M2, size=l)
    k = rng.integers(0, M2)                      # the query's IDI
    N = idr == 0; M = idi == k
    d2, b2 = delta**2, beta**2
    f116 = (N & M).sum() * np.exp(d2 * (b2 + 1)); l116 = (N & ~M).sum() * np.exp(d2 * b2)
    f117 = (M & ~N).sum() * np.exp(d2);            l117 = (~N & ~M).sum() * np.exp(d2)
    return f116, l116, f117, l117

for M2 in (1, 2, 3, 10):
    for l in (4, 40, 400):
        r = np.array([ends(3, M2, l, 0.5, 1.0, 0.125) for _ in range(1001)])
        pos116 = np.mean(r[:, 0] > 0); zero116 = np.mean(r[:, 1] == 0)
        pos117 = np.mean(r[:, 2] > 0); zero117 = np.mean(r[:, 3] == 0)
        with np.errstate(divide="ignore", invalid="ignore"):
            q116 = np.nanmedian(np.where(r[:, 0] > 0, r[:, 1] / r[:, 0], np.nan))
            q117 = np.nanmedian(np.where(r[:, 2] > 0, r[:, 3] / r[:, 2], np.nan))
            lo116 = np.nanquantile(np.where(r[:, 0] > 0, r[:, 1] / r[:, 0], np.nan), 0.01)
            lo117 = np.nanquantile(np.where(r[:, 2] > 0, r[:, 3] / r[:, 2], np.nan), 0.01)
        print(f"M2={M2:2d} l={l:3d}: E.116 P[first>0]={pos116:.2f} P[last=0]={zero116:.2f} median last/first={q116:.3f} (1% {lo116:.3f}); "
              f"E.117 P[first>0]={pos117:.2f} P[last=0]={zero117:.2f} median={q117:.3f} (1% {lo117:.3f})")
