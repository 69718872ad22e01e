"""Theorem 4 / Theorem 11 of Nichani, Lee & Bietti (App. C.2): the composed one-layer transformer -- Theorem 11's
projector heads, then Lemma 3's Hermite-tensor MLP on their output -- batched over independent embedding draws.

* Attention (proof of Theorem 11, L927-L959): per group G of <= M subjects (then relations) heads with the rank-one
  key-query beta (sum_{z in G} phi(z) + phi(EOS)/2) phi(EOS)^T whose output-values sum to the projector onto P (Q),
  P perp Q perp phi(EOS), dim floor(d/2) (d odd). All heads of a group share one attention pattern, so the group's
  output is Pi (sum_t softmax_t x_t): that is what :func:`composed_outputs` computes, batched (it equals
  ``thmcheck.models.factrecall.sec4_appC2_mlp.thm11_heads`` + ``thmcheck.models.factrecall.sec4_transformer.mhsa``; tests/test_factrecall_thm4.py).
* MLP (Lemma 3, L784-L788): w_i ~ N(0, I_d), v_i = (1/m) sum_{s,r} <He_{p+k}(w_i), phi~(s)^{(x)p} (x)
  phi~(r)^{(x)k}> phi(a*(s,r)), F(z) = sum_i v_i sigma(w_i^T z), z = F_MHSA.

Margin statistic of the proof (L866-L896): :func:`thm4_draws` returns the per-neuron terms omega_i of gamma_sra, the
exact conditional mean mu(phi) = E_w[omega | embeddings] (3-dim Gauss-Hermite) and the width-m logits (accuracy);
:func:`variance_ratio` forms Var(gamma_m)/E[gamma_m]^2 by the law of total variance. Status (frT4): with the
paper's p = k >= 3 and deg sigma >= p + k, E_w[omega^2 | phi] (a degree >= 24 polynomial moment) is not
estimable by Monte Carlo at ci cost, so factrecall.thm4 stays a record (see the helper report).

float64 by default; every random draw from a seeded ``torch.Generator``.
"""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.models.factrecall.sec3_appB_memories import sphere
from thmcheck.models.factrecall.sec4_appC2_mlp import tensor_contraction
from thmcheck.models.hermite import he_monic, hermite_series


def batched_subspaces(e: torch.Tensor) -> tuple[torch.Tensor, torch.Tensor]:
    """Projectors (B, d, d) onto P and Q: orthogonal floor(d/2)-dimensional subspaces, both perp to the unit
    vectors e (B, d) (d odd: P + Q + span(e) = R^d), from a QR of [e | I]."""
    B, d = e.shape
    eye = torch.eye(d, dtype=e.dtype, device=e.device).expand(B, d, d)
    Qm, _ = torch.linalg.qr(torch.cat([e.unsqueeze(-1), eye], dim=-1))
    n = d // 2
    UP, UQ = Qm[:, :, 1:1 + n], Qm[:, :, 1 + n:1 + 2 * n]  # columns
    return UP @ UP.transpose(-1, -2), UQ @ UQ.transpose(-1, -2)


def sequences(S: int, R: int, n_noise: int, T: int, gen: torch.Generator) -> torch.Tensor:
    """One sequence per fact (s, r) (row s*R + r): subject and relation at two distinct random positions of
    [T-1], noise tokens elsewhere, EOS last. Token layout: subjects [0,S), relations [S,S+R), answers
    [S+R, S+R+n_ans), noise next, EOS last -- indices relative to the answer count, so noise tokens are given
    here as 0..n_noise-1 and shifted by :func:`composed_outputs`."""
    n = S * R
    toks = torch.randint(0, n_noise, (n, T), generator=gen, device=gen.device).cpu() - n_noise - 1  # noise: < -1
    perm = torch.argsort(torch.rand(n, T - 1, generator=gen, device=gen.device).cpu(), dim=1)
    rows = torch.arange(n)
    toks[rows, perm[:, 0]] = torch.arange(S).repeat_interleave(R)
    toks[rows, perm[:, 1]] = S + torch.arange(R).repeat(S)
    toks[:, T - 1] = -1  # EOS
    return toks


def composed_outputs(Phi: torch.Tensor, S: int, R: int, M: int, beta: float, toks: torch.Tensor,
                     PP: torch.Tensor, PQ: torch.Tensor) -> torch.Tensor:
    """F_MHSA at the last position of every sequence, batched over draws: Phi (B, V, d) (EOS last), toks (n, T)
    vocabulary indices (negative: from the end), PP/PQ (B, d, d) the projectors. Returns (B, n, d)."""
    X = Phi[:, toks % Phi.shape[1]]  # (B, n, T, d)
    e = Phi[:, -1]  # (B, d)
    xT = X[:, :, -1]  # (B, n, d)
    out = torch.zeros_like(xT)
    for start, count, Pi in ((0, S, PP), (S, R, PQ)):
        for i in range(0, count, M):
            v = Phi[:, start + i:start + min(i + M, count)].sum(1) + 0.5 * e  # (B, d)
            scores = beta * (X @ v.unsqueeze(1).unsqueeze(-1)).squeeze(-1) * (xT @ e.unsqueeze(-1))  # (B, n, T)
            a = torch.softmax(scores, dim=-1)
            out = out + torch.einsum("bnt,bntd->bnd", a, X) @ Pi
    return out


def thm4_draws(d: int, S: int, R: int, n_ans: int, astar: torch.Tensor, n_noise: int, toks: torch.Tensor, M: int,
               beta: float, p: int, k: int, coef: list[float], m: int, neurons: int, fact: int, a: int, draws: int,
               gen: torch.Generator, dtype: torch.dtype = torch.float64,
               device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor]:
    """The composed model for ``draws`` independent draws of the embeddings (sphere, |V| = S + R + n_ans +
    n_noise + 1 tokens: subjects, relations, answers, noise, EOS last) and of ``neurons`` >= m i.i.d. neurons
    w_i ~ N(0, I_d). Returns

    * omega (draws, neurons): the per-neuron terms omega_i = sigma(<w_i, z>) <phi(a*) - phi(a), m v_i> of the margin
      gamma = (1/m) sum_{i <= m} omega_i = <phi(a*(s,r)) - phi(a), F_TF(X_sr)> of fact row ``fact`` = s*R + r
      (z = F_MHSA of its sequence, vocabulary token ``a``); the neurons are i.i.d. given the embeddings, so the
      network of width m is any m of them;
    * logits (draws, S*R, |V|): phi(a')^T F_TF(X) of the width-m network (first m neurons) for every sequence.

    ``astar`` (S, R) answer indices in [0, n_ans); ``toks`` from :func:`sequences`."""
    V = S + R + n_ans + n_noise + 1
    Phi = sphere(V, d, gen, dtype=dtype, batch=(draws,)).to(device)
    PP, PQ = batched_subspaces(Phi[:, -1])
    Z = composed_outputs(Phi, S, R, M, beta, toks.to(device), PP, PQ)  # (B, SR, d)
    Ts = Phi[:, :S] @ PP
    Tr = Phi[:, S:S + R] @ PQ
    Ans = Phi[:, S + R + astar.reshape(-1).to(device)].reshape(draws, S, R, d)
    W = torch.randn(draws, neurons, d, generator=gen, dtype=torch.float64, device=gen.device).to(device, dtype)
    A = tensor_contraction(W, Ts, p)  # (B, L, S)
    Bm = tensor_contraction(W, Tr, k)  # (B, L, R)
    diff = Ans.reshape(draws, S * R, d)[:, fact] - Phi[:, a]  # (B, d)
    G = (Ans @ diff.unsqueeze(1).unsqueeze(-1)).squeeze(-1)  # (B, S, R) <phi(a*(s',r')), diff>
    act = hermite_series(coef, (W @ Z[:, fact].unsqueeze(-1)).squeeze(-1))  # (B, L)
    omega = act * torch.einsum("bis,bir,bsr->bi", A, Bm, G)
    mu = _cond_mean(Z[:, fact], Ts, Tr, G, p, k, coef)
    Vv = torch.einsum("bis,bir,bsrd->bid", A[:, :m], Bm[:, :m], Ans) / m  # v_i (B, m, d)
    F = hermite_series(coef, Z @ W[:, :m].transpose(-1, -2)) @ Vv  # (B, SR, d)
    return omega, mu, F @ Phi.transpose(-1, -2)


def _cond_mean(u: torch.Tensor, Ts: torch.Tensor, Tr: torch.Tensor, G: torch.Tensor, p: int, k: int,
               coef: list[float]) -> torch.Tensor:
    """mu(phi) = E_w[omega | embeddings] exactly (B,): for each (s', r') the integrand sigma(<w,u>) He_p(<w,hs'>)
    He_k(<w,hr'>) |phi~(s')|^p |phi~(r')|^k is a polynomial of degree deg sigma + p + k in the Gaussian vector
    (<w,u>, <w,hs'>, <w,hr'>) ~ N(0, Gram): tensor Gauss-Hermite quadrature on Gram^{1/2} g is exact (as in
    thmcheck.models.factrecall.sec4_appC2_mlp.lemma3_gamma_condmean, here with the attention output u as the MLP input)."""
    B, S, d = Ts.shape
    R = Tr.shape[1]
    ns, nr = Ts.norm(dim=-1), Tr.norm(dim=-1)
    hs = Ts / ns.clamp_min(1e-300).unsqueeze(-1)
    hr = Tr / nr.clamp_min(1e-300).unsqueeze(-1)
    nq = (len(coef) - 1 + p + k) // 2 + 1
    t, wq = np.polynomial.hermite_e.hermegauss(nq)
    t = torch.as_tensor(t, dtype=u.dtype, device=u.device)
    wq = torch.as_tensor(wq / wq.sum(), dtype=u.dtype, device=u.device)
    g = torch.stack(torch.meshgrid(t, t, t, indexing="ij"), -1).reshape(-1, 3)
    wg = (wq[:, None, None] * wq[None, :, None] * wq[None, None, :]).reshape(-1)
    V3 = torch.stack([u[:, None, None].expand(B, S, R, d), hs[:, :, None].expand(B, S, R, d),
                      hr[:, None].expand(B, S, R, d)], dim=-2)
    lam, U = torch.linalg.eigh(V3 @ V3.transpose(-1, -2))
    x = torch.einsum("bsrij,nj->bsrni", U * lam.clamp_min(0).sqrt().unsqueeze(-2), g)
    integrand = hermite_series(coef, x[..., 0]) * he_monic(p, x[..., 1]) * he_monic(k, x[..., 2])
    Ew = (integrand * wg).sum(-1) * (ns**p).unsqueeze(-1) * (nr**k).unsqueeze(1)
    return (Ew * G).sum((1, 2))


def variance_ratio(omega: torch.Tensor, mu: torch.Tensor, m: int) -> tuple[float, float, float]:
    """Var(gamma_m) / E[gamma_m]^2 for gamma_m = mean of m of the neuron terms (i.i.d. given the embeddings), by the
    law of total variance: Var(gamma_m) = Var_phi(mu(phi)) + E_phi[s^2(phi)] / m, with mu(phi) the exact
    conditional mean (:func:`_cond_mean`) and s^2(phi) = E_w[omega^2 | phi] - mu^2 estimated from the L neurons
    of each draw (unbiased). omega (B, L), mu (B,). Returns (ratio, mean, variance)."""
    s2 = (omega**2).mean(1) - mu**2
    var = float(mu.var(unbiased=True)) + float(s2.mean()) / m
    mean = float(mu.mean())
    return var / mean**2, mean, var


def thm4_witness(d: int, S: int, R: int, n_ans: int, astar: torch.Tensor, n_noise: int, toks_fit: torch.Tensor,
                 toks_eval: torch.Tensor, M: int, beta: float, coef: list[float], m: int, draws: int,
                 gen: torch.Generator, dtype: torch.dtype = torch.float64) -> tuple[torch.Tensor, torch.Tensor]:
    """An existence witness for Theorem 4 of the stated architecture: Theorem 11's heads (as in :func:`thm4_draws`),
    then an MLP F(z) = V^T sigma(W z) of width m with w_i ~ N(0, I_d) and V fit by least squares (minimum norm) so
    that F(z_sr) = phi(a*(s, r)) on the sequences ``toks_fit``. Returns the accuracy (draws,) of the argmax over
    the vocabulary on the fresh sequences ``toks_eval`` (other noise tokens and positions, the same facts), and
    whether Lemma 1's event holds on each draw (:func:`lemma1_event`)."""
    V = S + R + n_ans + n_noise + 1
    Phi = sphere(V, d, gen, dtype=dtype, batch=(draws,))
    PP, PQ = batched_subspaces(Phi[:, -1])
    Zf = composed_outputs(Phi, S, R, M, beta, toks_fit, PP, PQ)  # (B, SR, d)
    Ze = composed_outputs(Phi, S, R, M, beta, toks_eval, PP, PQ)
    Ans = Phi[:, S + R + astar.reshape(-1)]  # (B, SR, d)
    W = torch.randn(draws, m, d, generator=gen, dtype=torch.float64, device=gen.device).to(dtype)
    Ff = hermite_series(coef, Zf @ W.transpose(-1, -2))  # (B, SR, m)
    Vm = torch.linalg.pinv(Ff) @ Ans  # (B, m, d): minimum-norm least squares
    logits = hermite_series(coef, Ze @ W.transpose(-1, -2)) @ Vm @ Phi.transpose(-1, -2)  # (B, SR, |V|)
    target = (S + R + astar.reshape(-1))[None]
    return (logits.argmax(-1) == target).double().mean(-1), lemma1_event(Phi, S, R, M)


def lemma1_event(Phi: torch.Tensor, S: int, R: int, M: int) -> torch.Tensor:
    """Whether Lemma 1's event (L604-L628) holds for every group of Theorem 11's heads, per draw (B,): with v = sum_{z
    in G} phi(z) + phi(EOS)/2, <v, phi(z)> > <v, phi(EOS)> + 1/4 > <v, phi(z')> + 1/2 for z in G and every other
    token z' != EOS. Phi (B, |V|, d), EOS last; groups of <= M subjects [0, S), then of relations [S, S + R)."""
    B, V, _ = Phi.shape
    e = Phi[:, -1]
    ok = torch.ones(B, dtype=torch.bool, device=Phi.device)
    for start, count in ((0, S), (S, R)):
        for i in range(0, count, M):
            idx = list(range(start + i, start + min(i + M, count)))
            v = Phi[:, idx].sum(1) + 0.5 * e
            g = (Phi @ v.unsqueeze(-1)).squeeze(-1)  # (B, |V|)
            ge = g[:, -1]
            inside = g[:, idx].min(-1).values
            others = [j for j in range(V - 1) if j not in idx]
            outside = g[:, others].max(-1).values if others else torch.full_like(ge, -torch.inf)
            ok &= (inside > ge + 0.25) & (ge + 0.25 > outside + 0.5)
    return ok
