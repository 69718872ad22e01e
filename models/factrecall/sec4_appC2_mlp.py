"""Lemma 3 / Theorem 11 of Nichani, Lee & Bietti (App. C.2): the Hermite-tensor MLP associative memory on the
projected embeddings phi~(s) + phi~(r), and the attention heads of Theorem 11 that produce them.

* Lemma 3 (L766-L782, proof L784-L898): d odd, P, Q orthogonal floor(d/2)-dimensional subspaces, phi~(s) = Pi_P
  phi(s), phi~(r) = Pi_Q phi(r), w_i ~ N(0, I_d), v_i = (1/m) sum_{s,r} <He_{p+k}(w_i), phi~(s)^{(x)p} (x)
  phi~(r)^{(x)k}> phi(a*(s,r)), F(z) = sum_i v_i sigma(w_i^T z), sigma = sum_j c_j h_j (Assumption 3, h_j
  orthonormal). He_n is Definition 1's tensor (-1)^n nabla^n mu_d / mu_d; for a perp b its contraction factorises,
  <He_{p+k}(w), a^{(x)p} (x) b^{(x)k}> = |a|^p He_p(<w, a^>) |b|^k He_k(<w, b^>) (He_n monic probabilists'), because
  every pairing that mixes an a-slot with a b-slot carries <a, b> = 0.
* Theorem 11 (proof L925-L967): per group of <= M subjects (relations) H' = ceil(d/d_h) heads with the rank-one
  key-query of Theorem 10 and output-values summing to the projector onto P (Q), so F_MHSA = phi~(s) + phi~(r).

float64 by default; every random draw from a seeded ``torch.Generator``.
"""

from __future__ import annotations

import math

import numpy as np
import torch

from thmcheck.models.factrecall.sec3_appB_memories import sphere
from thmcheck.models.factrecall.sec4_transformer import Head, Task, perp_sphere
from thmcheck.models.hermite import he_monic, hermite_series


def tensor_contraction(W: torch.Tensor, X: torch.Tensor, p: int) -> torch.Tensor:
    """<He_p(w_i), x_j^{(x)p}> = |x_j|^p He_p(<w_i, x_j>/|x_j|) for rows w_i of W (..., m, d) and x_j of X
    (..., n, d): shape (..., m, n) (0 where x_j = 0 and p >= 1)."""
    nrm = X.norm(dim=-1)  # (..., n)
    safe = torch.where(nrm > 0, nrm, torch.ones_like(nrm))
    t = (W @ X.transpose(-1, -2)) / safe.unsqueeze(-2)
    return he_monic(p, t) * (nrm**p).unsqueeze(-2)


def subspace_bases(d: int, e: torch.Tensor | None = None, dtype: torch.dtype = torch.float64,
                   device: str = "cpu") -> tuple[torch.Tensor, torch.Tensor]:
    """Orthonormal bases (rows) of two orthogonal floor(d/2)-dimensional subspaces P, Q of R^d, both orthogonal to
    the unit vector e when given (d odd: P + Q + span(e) = R^d). Without e: coordinate blocks."""
    n = d // 2
    if e is None:
        eye = torch.eye(d, dtype=dtype, device=device)
        return eye[:n], eye[n:2 * n]
    A = torch.cat([e.reshape(d, 1), torch.eye(d, dtype=e.dtype, device=e.device)], dim=1)
    Qm, _ = torch.linalg.qr(A)
    basis = Qm[:, 1:d].T  # orthonormal, orthogonal to e
    return basis[:n], basis[n:2 * n]


def lemma3_values(W: torch.Tensor, Ts: torch.Tensor, Tr: torch.Tensor, Ans: torch.Tensor, p: int, k: int) -> torch.Tensor:
    """v_i = (1/m) sum_{s,r} <He_{p+k}(w_i), phi~(s)^{(x)p} (x) phi~(r)^{(x)k}> phi(a*(s,r)) (L788), rows (m, d).

    W (m, d) the w_i; Ts (S, d) = phi~(s), Tr (R, d) = phi~(r) (Ts perp Tr); Ans (S, R, d) = phi(a*(s, r))."""
    A = tensor_contraction(W, Ts, p)  # (m, S)
    B = tensor_contraction(W, Tr, k)  # (m, R)
    return torch.einsum("is,ir,srd->id", A, B, Ans) / W.shape[0]


def mlp(W: torch.Tensor, V: torch.Tensor, coef: list[float], Z: torch.Tensor) -> torch.Tensor:
    """F(z) = sum_i v_i sigma(w_i^T z), sigma = sum_j coef[j] h_j (Assumption 3), for rows z of Z (n, d)."""
    return hermite_series(coef, Z @ W.T) @ V


def lemma3_gamma_mc(d: int, S: int, R: int, astar: torch.Tensor, n_ans: int, s0: int, r0: int, a: int, p: int,
                    k: int, coef: list[float], m: int, draws: int, gen: torch.Generator,
                    dtype: torch.dtype = torch.float64, device: str = "cpu") -> torch.Tensor:
    """``draws`` independent copies of gamma_{s0 r0 a} = <phi(a*(s0,r0)) - phi(a), F(phi~(s0) + phi~(r0))> (L794):
    fresh sphere embeddings of the S subjects, R relations and n_ans answers (distinct tokens) and fresh
    w_1..w_m ~ N(0, I_d) per draw. ``astar`` (S, R) holds answer indices in [0, n_ans); ``a`` indexes the
    vocabulary subjects | relations | answers (a != the answer token of a*(s0, r0)). P, Q: coordinate blocks
    (the embeddings are rotation invariant). Computed without forming v_i: gamma = (1/m) sum_i sigma(<w_i, u>)
    sum_{s',r'} A_{is'} B_{ir'} <phi(a*(s',r')), phi(a*(s0,r0)) - phi(a)>."""
    Phi = sphere(S + R + n_ans, d, gen, dtype=dtype, batch=(draws,)).to(device)
    UP, UQ = subspace_bases(d, dtype=dtype, device=device)
    Ts = Phi[:, :S] @ UP.T @ UP  # (draws, S, d)
    Tr = Phi[:, S:S + R] @ UQ.T @ UQ
    Ans = Phi[:, S + R:]
    W = torch.randn(draws, m, d, generator=gen, dtype=torch.float64, device=gen.device).to(device, dtype)
    A = tensor_contraction(W, Ts, p)  # (draws, m, S)
    B = tensor_contraction(W, Tr, k)  # (draws, m, R)
    target = Ans[:, int(astar[s0, r0])]  # (draws, d)
    diff = target - Phi[:, a]
    G = (Ans[:, astar.reshape(-1)] @ diff.unsqueeze(-1)).reshape(draws, S, R)  # <phi(a*(s',r')), diff>
    u = Ts[:, s0] + Tr[:, r0]
    act = hermite_series(coef, (W @ u.unsqueeze(-1)).squeeze(-1))  # (draws, m)
    return (act * torch.einsum("bis,bir,bsr->bi", A, B, G)).mean(-1)


def lemma3_gamma_condmean(d: int, S: int, R: int, astar: torch.Tensor, n_ans: int, s0: int, r0: int, a: int,
                          p: int, k: int, coef: list[float], draws: int, gen: torch.Generator,
                          dtype: torch.dtype = torch.float64, device: str = "cpu") -> torch.Tensor:
    """``draws`` i.i.d. values of E_w[gamma_{s0 r0 a} | embeddings] (one neuron suffices: the w_i are i.i.d., so
    E_w gamma is the same for every width m), with fresh sphere embeddings per draw (tokens as in
    :func:`lemma3_gamma_mc`). The w-expectation is exact: for each (s', r') the integrand sigma(<w,u>)
    <He_{p+k}(w), phi~(s')^{(x)p} (x) phi~(r')^{(x)k}> depends on w only through x = (<w,u>, <w,phi^(s')>,
    <w,phi^(r')>) ~ N(0, Gram), a polynomial of degree <= deg sigma + p + k in x, so tensor Gauss-Hermite
    quadrature with n > degree/2 nodes per axis on x = Gram^{1/2} g integrates it exactly."""
    Phi = sphere(S + R + n_ans, d, gen, dtype=dtype, batch=(draws,)).to(device)
    UP, UQ = subspace_bases(d, dtype=dtype, device=device)
    Ts = Phi[:, :S] @ UP.T @ UP
    Tr = Phi[:, S:S + R] @ UQ.T @ UQ
    Ans = Phi[:, S + R:]
    u = Ts[:, s0] + Tr[:, r0]  # (draws, d)
    ns, nr = Ts.norm(dim=-1), Tr.norm(dim=-1)  # (draws, S), (draws, R)
    hs = Ts / ns.clamp_min(1e-300).unsqueeze(-1)
    hr = Tr / nr.clamp_min(1e-300).unsqueeze(-1)
    deg = len(coef) - 1 + p + k
    nq = deg // 2 + 1
    t, wq = np.polynomial.hermite_e.hermegauss(nq)
    t = torch.as_tensor(t, dtype=dtype, device=device)
    wq = torch.as_tensor(wq / wq.sum(), dtype=dtype, device=device)
    g = torch.stack(torch.meshgrid(t, t, t, indexing="ij"), -1).reshape(-1, 3)  # (nq^3, 3)
    wg = (wq[:, None, None] * wq[None, :, None] * wq[None, None, :]).reshape(-1)
    # x = (<w,u>, <w,hs'>, <w,hr'>) for every (s', r'): Gram (draws, S, R, 3, 3)
    V3 = torch.stack([u.unsqueeze(1).unsqueeze(1).expand(draws, S, R, d),
                      hs.unsqueeze(2).expand(draws, S, R, d), hr.unsqueeze(1).expand(draws, S, R, d)], dim=-2)
    gram = V3 @ V3.transpose(-1, -2)
    lam, U = torch.linalg.eigh(gram)
    L = U * lam.clamp_min(0).sqrt().unsqueeze(-2)  # x = L g
    x = torch.einsum("bsrij,nj->bsrni", L, g)  # (draws, S, R, nq^3, 3)
    integrand = (hermite_series(coef, x[..., 0]) * he_monic(p, x[..., 1]) * he_monic(k, x[..., 2]))
    Ew = (integrand * wg).sum(-1) * (ns**p).unsqueeze(-1) * (nr**k).unsqueeze(1)  # (draws, S, R)
    diff = Ans[:, int(astar[s0, r0])] - Phi[:, a]
    G = (Ans[:, astar.reshape(-1)] @ diff.unsqueeze(-1)).reshape(draws, S, R)
    return (Ew * G).sum((1, 2))


def lemma3_margins(Ts: torch.Tensor, Tr: torch.Tensor, Phi: torch.Tensor, astar_tok: torch.Tensor, p: int, k: int,
                   coef: list[float], m: int, gen: torch.Generator, chunk: int = 4096,
                   Z: torch.Tensor | None = None) -> torch.Tensor:
    """All margins gamma_{sra} = phi(a*(s,r))^T F(z_sr) - phi(a)^T F(z_sr), a in V, a != a*(s,r), of Lemma 3's
    network with m neurons (built in chunks of ``chunk`` neurons), z_sr = phi~(s) + phi~(r) unless ``Z`` (S*R, d)
    gives the MLP inputs (e.g. the attention output of Theorem 11). Phi (|V|, d) rows phi(a); astar_tok (S, R)
    vocabulary indices. Returns (S*R, |V|) with +inf at a = a*(s, r)."""
    S, R, d = Ts.shape[0], Tr.shape[0], Phi.shape[1]
    Ans = Phi[astar_tok]  # (S, R, d)
    if Z is None:
        Z = (Ts.unsqueeze(1) + Tr.unsqueeze(0)).reshape(S * R, d)
    F = torch.zeros_like(Z)
    done = 0
    while done < m:
        c = min(chunk, m - done)
        W = torch.randn(c, d, generator=gen, dtype=torch.float64, device=gen.device).to(Phi.device, Phi.dtype)
        A = tensor_contraction(W, Ts, p)
        B = tensor_contraction(W, Tr, k)
        V = torch.einsum("is,ir,srd->id", A, B, Ans)
        F = F + hermite_series(coef, Z @ W.T) @ V
        done += c
    F = F / m
    logits = F @ Phi.T  # (S*R, |V|)
    tgt = astar_tok.reshape(-1)
    gam = logits.gather(1, tgt.unsqueeze(1)) - logits
    return gam.scatter(1, tgt.unsqueeze(1), math.inf)


# ------------------------------------------------------------------------------- Theorem 11: attention heads


def thm11_heads(task: Task, M: int, d_h: int, beta: float, UP: torch.Tensor, UQ: torch.Tensor,
                heads_per_group: int | None = None) -> tuple[list[Head], list[int]]:
    """The attention part of the proof of Theorem 11 (L927-L951): per group G of <= M subjects (then relations)
    ``heads_per_group`` heads (default the fewest that fit, ceil(dim P / d_h)) with key-query beta (sum_{z in G}
    phi(z) + phi(EOS)/2) phi(EOS)^T (rank one, as in Theorem 10) and output-values W_O^T W_V summing over the
    group's heads to the projector onto P (subjects) or Q (relations): head j takes rows j d_h .. (j+1) d_h - 1 of
    the orthonormal basis (zero rows once the basis is used up). Returns the heads and each group's head count."""
    Phi, d = task.Phi, task.Phi.shape[1]
    e = Phi[task.eos]
    e1 = torch.zeros(d_h, dtype=Phi.dtype, device=Phi.device)
    e1[0] = 1.0
    heads: list[Head] = []
    counts: list[int] = []
    for kind, n_items, basis in (("s", task.S, UP), ("r", task.R, UQ)):
        need = max(1, -(-basis.shape[0] // d_h))
        hg = need if heads_per_group is None else heads_per_group
        pad = torch.zeros(hg * d_h, d, dtype=Phi.dtype, device=Phi.device)
        used = min(basis.shape[0], hg * d_h)
        pad[:used] = basis[:used]
        for i in range(0, n_items, M):
            G = [task.subject(z) if kind == "s" else task.relation(z) for z in range(i, min(i + M, n_items))]
            v = Phi[G].sum(0) + 0.5 * e
            WQ = e1.unsqueeze(1) * e.unsqueeze(0)
            WK = beta * e1.unsqueeze(1) * v.unsqueeze(0)
            for j in range(hg):
                Wj = pad[j * d_h:(j + 1) * d_h]
                heads.append(Head(WK, WQ, Wj, Wj))  # W_O^T W_V = Wj^T Wj
            counts.append(hg)
    return heads, counts


def group_projector_error(heads: list[Head], counts: list[int], UP: torch.Tensor, UQ: torch.Tensor,
                          n_s_groups: int) -> float:
    """max over groups of || sum_{h in group} W_O^T W_V - Pi || (spectral), Pi the projector onto P (first
    n_s_groups groups) or Q: 0 iff the group's heads realise the projector of L941 / L949."""
    err, start = 0.0, 0
    for g, c in enumerate(counts):
        OV = sum(h.WO.T @ h.WV for h in heads[start:start + c])
        U = UP if g < n_s_groups else UQ
        err = max(err, float(torch.linalg.matrix_norm(OV - U.T @ U, ord=2)))
        start += c
    return err


def random_unit_perp(e: torch.Tensor, gen: torch.Generator) -> torch.Tensor:
    """One unit vector uniform on the sphere of e^perp (used by tests)."""
    return perp_sphere(1, e, gen)[0]
