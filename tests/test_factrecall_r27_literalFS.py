"""Round 27 (factrecall, helper literalFS): second paths of ``factrecall.lemma1-eos`` and ``factrecall.lemma2-eos``.

Own full embeddings in R^d (numpy), no Gram-matrix sampler; imports nothing from bounds/, models/ or checks/."""

from __future__ import annotations

import numpy as np


def _sphere(n: int, d: int, rng: np.random.Generator) -> np.ndarray:
    x = rng.standard_normal((n, d))
    return x / np.linalg.norm(x, axis=1, keepdims=True)


def test_lemma1_chain_fails_at_eos_full_embeddings() -> None:
    """V^(h) = 3 tokens, |V| = 10 (EOS and 6 more outside), d = 4000 (far above |V^(h)| log(|V|/delta)): the chain
    holds for every z' other than EOS and fails at z' = EOS by exactly 1/4."""
    rng = np.random.default_rng(27)
    k, V, d = 3, 10, 4000
    phi = _sphere(V, d, rng)
    eos = phi[k]
    v = phi[:k].sum(axis=0) + eos / 2
    mid = v @ eos + 0.25
    assert all(v @ phi[z] > mid for z in range(k))
    assert all(mid > v @ phi[zp] + 0.5 for zp in range(k + 1, V))  # the reading: z' != EOS
    assert not (mid > v @ eos + 0.5)  # z' = EOS, a token outside V^(h)
    assert abs((mid - (v @ eos + 0.5)) + 0.25) < 1e-12


def test_lemma2_eos_column_vanishes_full_embeddings() -> None:
    """V^(h) = {EOS, z1}, A^EOS = {a}, A^{z1} = {b}, d = 300, d_h = 400, w_i uniform on the unit sphere of
    phi(EOS)^perp: phi(a)^T W phi(EOS) = 0 (so the deviation from 1(a in A^EOS) = 1 is 1 > 1/5), while the z1
    column is close to its indicator."""
    rng = np.random.default_rng(5)
    V, d, d_h = 5, 300, 400
    phi = _sphere(V, d, rng)
    EOS, z1, a, b = 0, 1, 2, 3
    w = rng.standard_normal((d_h, d))
    w -= np.outer(w @ phi[EOS], phi[EOS])
    w /= np.linalg.norm(w, axis=1, keepdims=True)
    M = w.T @ w
    W = (d / d_h) * (np.outer(phi[a], phi[EOS]) + np.outer(phi[b], phi[z1])) @ M
    assert abs(phi[a] @ W @ phi[EOS]) < 1e-10
    assert abs(phi[a] @ W @ phi[EOS] - 1.0) > 0.2
    assert abs(phi[b] @ W @ phi[z1] - 1.0) < 0.5  # the other column behaves (loose: one draw, moderate d)

