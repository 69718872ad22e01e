"""Audit chenli.display.def9.2-wstar-norm: seed 000 L2899-L2903; Assumption 10 (L485). Generic d, Haar-scaled W_i."""
import numpy as np
rng = np.random.default_rng(2)
for m, d, scales in [(2, 1, [1, 10]), (3, 16, [1, 0.5, 4]), (3, 16, [1, 0.6, 0.9])]:
    W = [s * np.linalg.qr(rng.standard_normal((d, d)))[0] / np.sqrt(d) for s in scales]   # ||W_i||_F = s_i
    wstar = np.concatenate([Wi[:, 0] for Wi in W])
    print(f"m={m} d={d} ||W_i||_F={[round(np.linalg.norm(Wi),3) for Wi in W]}: ||w*||={np.linalg.norm(wstar):.4f} vs sqrt(m)||W_1||_F={np.sqrt(m)*np.linalg.norm(W[0]):.4f}")
