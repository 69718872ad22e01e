"""thmcheck.models.factrecall.sec4_appC2_thm4: the batched composed model (Theorem 11's heads, then Lemma 3's MLP) against the literal
heads of thmcheck.models.factrecall.sec4_appC2_mlp.thm11_heads + thmcheck.models.factrecall.sec4_transformer.mhsa, and its exact conditional mean."""

from __future__ import annotations

import numpy as np
import torch

from thmcheck.models.device import generator
from thmcheck.models.factrecall.sec3_appB_memories import sphere
from thmcheck.models.factrecall.sec4_appC2_mlp import subspace_bases, thm11_heads
from thmcheck.models.factrecall.sec4_appC2_thm4 import (
    batched_subspaces,
    composed_outputs,
    sequences,
    thm4_draws,
)
from thmcheck.models.factrecall.sec4_transformer import Task, mhsa


def test_batched_attention_equals_literal_heads() -> None:
    S, R, D, n_noise, T, M, d, beta = 3, 2, 2, 4, 7, 2, 11, 5.0  # small beta: leakage matters, still equal
    g = generator(3)
    V = S + R + R * D + n_noise + 1
    Phi = sphere(V, d, g, batch=(2,))
    toks = sequences(S, R, n_noise, T, g)
    PP, PQ = batched_subspaces(Phi[:, -1])
    Z = composed_outputs(Phi, S, R, M, beta, toks, PP, PQ)
    for b in range(2):
        task = Task(S, R, D, n_noise, Phi[b], torch.zeros(S, R, dtype=torch.long))
        UP, UQ = subspace_bases(d, Phi[b, -1])
        assert torch.allclose(UP.T @ UP, PP[b], atol=1e-12) and torch.allclose(UQ.T @ UQ, PQ[b], atol=1e-12)
        heads, _ = thm11_heads(task, M, 3, beta, UP, UQ)
        out, _ = mhsa(heads, Phi[b][toks % V])
        assert torch.allclose(out, Z[b], atol=1e-12)


def test_large_beta_gives_projected_embeddings() -> None:
    """On Lemma 1's event (large d, beta) F_MHSA = Pi_P phi(s) + Pi_Q phi(r) (L959)."""
    S, R, n_noise, T, M, d = 2, 2, 3, 6, 2, 101
    g = generator(5)
    Phi = sphere(S + R + 4 + n_noise + 1, d, g, batch=(1,))
    toks = sequences(S, R, n_noise, T, g)
    PP, PQ = batched_subspaces(Phi[:, -1])
    Z = composed_outputs(Phi, S, R, M, 400.0, toks, PP, PQ)[0]
    want = torch.stack([Phi[0, s] @ PP[0] + Phi[0, S + r] @ PQ[0] for s in range(S) for r in range(R)])
    assert torch.allclose(Z, want, atol=1e-8)


def test_exact_conditional_mean_matches_neuron_average() -> None:
    """mu(phi) (Gauss-Hermite, exact) against the average of many neuron terms (p = k = 1, q = 2: light tails)."""
    S, R, n_ans, n_noise, T = 2, 1, 2, 2, 5
    g = generator(7)
    astar = torch.as_tensor(np.array([[0], [1]]))
    toks = sequences(S, R, n_noise, T, g)
    omega, mu, logits = thm4_draws(9, S, R, n_ans, astar, n_noise, toks, 2, 50.0, 1, 1, [0.1, -0.2, 0.8], 18,
                                   20000, 0, S + R + 1, 3, g)
    assert logits.shape == (3, S * R, S + R + n_ans + n_noise + 1)
    se = omega.std(1) / omega.shape[1] ** 0.5
    assert torch.all((omega.mean(1) - mu).abs() < 5 * se)


def test_lemma1_event_matches_its_definition_per_group() -> None:
    """lemma1_event against a loop over the groups and tokens written from Lemma 1's chain (L604-L628)."""
    from thmcheck.models.factrecall.sec4_appC2_thm4 import lemma1_event

    S, R, M, V, d = 3, 2, 2, 9, 40
    Phi = sphere(V, d, generator(5), batch=(16,))
    got = lemma1_event(Phi, S, R, M)
    for b in range(16):
        P = Phi[b].numpy()
        ok = True
        groups = [list(range(i, min(i + M, S))) for i in range(0, S, M)]
        groups += [list(range(S + i, S + min(i + M, R))) for i in range(0, R, M)]
        for G in groups:
            v = P[G].sum(0) + P[-1] / 2
            ge = float(v @ P[-1])
            for z in range(V - 1):
                val = float(v @ P[z])
                ok &= (val > ge + 0.25) if z in G else (ge + 0.25 > val + 0.5)
        assert bool(got[b]) == ok


def test_thm4_witness_stores_every_fact_at_moderate_size() -> None:
    """The least-squares witness of factrecall.thm4 (Theorem 11's heads + an MLP of width m fit on one set of
    sequences) predicts every fact on fresh sequences on the draws where Lemma 1's event holds (d = 129, m = 4d)."""
    from thmcheck.models.factrecall.sec4_appC2_thm4 import thm4_witness

    g = generator(11)
    S, R, D, n_noise, T = 2, 2, 2, 4, 6
    astar = torch.tensor([[0, 3], [1, 2]])
    toks, toks_eval = sequences(S, R, n_noise, T, g), sequences(S, R, n_noise, T, g)
    acc, event = thm4_witness(129, S, R, R * D, astar, n_noise, toks, toks_eval, 1, 200.0, [0.5, 0.7, 0.6, 0.4],
                              4 * 129, 4, g)
    assert bool(event.any())
    assert bool((acc[event] == 1.0).all())
