"""Second path for thesis.ch2.theorem1 (Theorem 1 (2.10), Section 2.3, L576-L599): the iterations to zero training
hinge scale like eta^-1, not eta^-3/5. Independent of thmcheck.models.vit: the model (2.1), the Section 2.4.1 data and full-
batch gradient descent (Algorithm 3 with B = N, allowed by B >= Omega(1)) are written here."""

from __future__ import annotations

import numpy as np
import torch


def _iterations_to_zero_hinge(eta: float, seed: int, T_max: int = 4000) -> int:
    d, M, L, N, m, c0 = 8, 5, 12, 40, 128, 0.01
    rng = np.random.default_rng(seed)
    mu = np.eye(d)[:M]
    X, y = np.zeros((N, L, d)), np.zeros(N)
    for n in range(N):
        y[n] = 1 if n % 2 == 0 else -1
        rel, conf = (0, 1) if y[n] == 1 else (1, 0)
        pats = np.concatenate([[rel] * 6, [conf] * 1, rng.integers(2, M, L - 7)])  # alpha* = 1/2, one confusion token
        X[n] = mu[rng.permutation(pats)] + c0 * rng.standard_normal((L, d))
    Xt, yt = torch.as_tensor(X), torch.as_tensor(y)
    WV = torch.as_tensor(np.linalg.qr(rng.standard_normal((d, d)))[0]).requires_grad_()
    WK = torch.eye(d, dtype=torch.float64).requires_grad_()
    WQ = torch.eye(d, dtype=torch.float64).requires_grad_()
    WO = torch.as_tensor(0.01 * rng.standard_normal((m, d))).requires_grad_()
    A = torch.as_tensor(rng.choice([-1.0, 1.0], (L, m)) / np.sqrt(m))

    def F() -> torch.Tensor:
        att = torch.softmax(torch.einsum("nsd,ed,ef,nlf->nsl", Xt, WK, WQ, Xt), dim=1)  # over keys s
        out = torch.einsum("nsl,nsa->nla", att, Xt @ WV.T)
        return (torch.relu(out @ WO.T) * A[None]).sum(-1).mean(1)

    for t in range(T_max):
        loss = torch.clamp(1 - yt * F(), min=0)
        if float(loss.detach().max()) == 0.0:
            return t
        g = torch.autograd.grad(loss.mean(), [WQ, WK, WV, WO])
        with torch.no_grad():
            for W, gW in zip([WQ, WK, WV, WO], g, strict=True):
                W -= eta * gW
    return T_max


def test_theorem1_iterations_scale_like_inverse_step_size() -> None:
    etas = [0.05, 0.1, 0.2, 0.4, 0.8]
    n_threads = torch.get_num_threads()
    torch.set_num_threads(1)  # tiny tensors: thread hand-offs dominate
    try:
        T = np.array([_iterations_to_zero_hinge(e, 0) for e in etas], dtype=float)
    finally:
        torch.set_num_threads(n_threads)
    assert (T < 4000).all() and (T > 0).all()
    slope = np.polyfit(np.log(etas), np.log(T), 1)[0]
    assert -1.15 < slope < -0.85, (T, slope)  # eta^-1; the printed eta^-3/5 is far outside
    assert T[0] / T[-1] > 10, T  # 16x the step size; eta^-3/5 would give 16^0.6 = 5.3
