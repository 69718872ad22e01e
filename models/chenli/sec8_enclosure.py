"""An idealized (eps, zeta)-tight enclosure of chenli Definition 6.13 and the accumulation step of Lemma 8.2 /
Algorithm 4 (the proof's variant: threshold rho/d), with an adversarial membership oracle (numpy, float64).

K = {P + E : P in span(Theta_i) within zeta of conv(Theta_i), E orthogonal to the span, ||E||_F <= eps h}, h the
smallest norm of a point within zeta of conv(Theta_i): convex (a product of convex sets), Item 3 holds (||E|| <=
eps h <= eps ||P|| <= eps ||P + E||), Item 4 holds when zeta <= eps h (a zeta-ball around Theta_i splits into a span
part within zeta of conv and a perpendicular part of norm <= zeta), Item 2 holds for zeta, eps h <= ||Theta_1||/2.
"""

from __future__ import annotations

import numpy as np
from scipy.optimize import nnls


def conv_distance(T: np.ndarray, P: np.ndarray) -> float:
    """Distance of P to conv(rows of T) (nonnegative least squares with a heavily weighted sum-to-one row)."""
    w = 1e6
    A = np.vstack([T.T, w * np.ones((1, T.shape[0]))])
    b = np.concatenate([P, [w]])
    x, _ = nnls(A, b, maxiter=2000)
    x /= x.sum()
    return float(np.linalg.norm(T.T @ x - P))


def accumulate_step(T: np.ndarray, Ms: np.ndarray, eps: float, zeta: float, h: float, nu_next: float, d: int,
                    lam: float, draw: dict) -> dict:
    """One step of Lemma 8.2's proof on the idealized K: the interesting vertex M (largest part orthogonal to the
    M^(a)), a net point A within min(zeta, nu_{l+1} rho/2d) of M's parallel part (offset drawn), the designated body
    K*_{ij,s} = (K - A) cap H cap {s B_ij >= rho/d}, and the oracle's answer: the witness M^perp moved by drawn
    span/perpendicular offsets (halved until the answer is a point of the body). Returns the answer B and checks."""
    D = T.shape[1]
    Q = np.linalg.qr(T.T)[0]  # span(Theta) basis (D x m)
    rho = np.sqrt(lam / (2 * T.shape[0])) * np.linalg.norm(T[0])
    l_ = Ms.shape[0]
    Pm = Ms.T @ Ms if l_ else np.zeros((D, D))  # projector onto span(M^(a)) (orthonormal rows)
    perp_parts = T - T @ Pm
    i_star = int(np.argmax(np.linalg.norm(perp_parts, axis=1)))
    M = T[i_star]
    Mpar, Mperp = Pm @ M, M - Pm @ M
    rng = np.random.default_rng(draw["seed"])
    if l_:
        off = rng.normal(size=l_) @ Ms
        off *= draw["a_frac"] * min(zeta, nu_next * rho / (2 * d)) / max(np.linalg.norm(off), 1e-300)
    else:
        off = np.zeros(D)
    A = Mpar + off
    ij = int(np.argmax(np.abs(Mperp)))
    s = float(np.sign(Mperp[ij]) or 1.0)
    uP = Q @ rng.normal(size=Q.shape[1])
    uP /= max(np.linalg.norm(uP), 1e-300)
    uE = rng.normal(size=D)
    uE -= Q @ (Q.T @ uE)
    uE /= max(np.linalg.norm(uE), 1e-300)
    N = Ms @ Q @ Q.T if l_ else np.zeros((0, D))  # span(Theta) parts of the M^(a)
    out = {"i_star": i_star, "perp_norm_M": float(np.linalg.norm(Mperp)), "rho": float(rho), "halvings": 0}
    scale = 1.0
    for k in range(40):
        toward = draw.get("t_conv", 0.0) * scale * (T[draw.get("vertex", 0) % T.shape[0]] - M)  # along conv(Theta)
        Mp = Mperp + A + toward + scale * (draw["p_frac"] * zeta * uP + draw["e_frac"] * eps * h * uE)
        if l_:  # back into H: subtract a span(Theta) combination of the N_b so that <Mp - A, M^(a)> = 0
            c = np.linalg.solve(Ms @ N.T, Ms @ (Mp - A))
            Mp = Mp - c @ N
        P, E = Q @ (Q.T @ Mp), Mp - Q @ (Q.T @ Mp)
        B = Mp - A
        ok = (conv_distance(T, P) <= zeta * (1 + 1e-9) and np.linalg.norm(E) <= eps * h * (1 + 1e-9)
              and s * B[ij] >= rho / d * (1 - 1e-12) and np.linalg.norm(Mp) <= 2 * np.linalg.norm(T[0]))
        if ok:
            break
        scale /= 2
        out["halvings"] = k + 1
    out.update({"B": B, "in_body": bool(ok), "H_residual": float(np.abs(Ms @ B).max()) if l_ else 0.0,
                "dist_span": float(np.linalg.norm(B - Q @ (Q.T @ B))), "norm_B": float(np.linalg.norm(B))})
    return out


def nu_sequence(m: int, d: int, lam: float, eps: float) -> list[float]:
    """Eq. (132): nu_0 = 0, nu_{l+1} = 2d sqrt(2m/lambda) (sum_{a<=l} nu_a + eps)."""
    nus = [0.0]
    for _ in range(m):
        nus.append(2 * d * np.sqrt(2 * m / lam) * (sum(nus[1:]) + eps))
    return nus
