"""Second paths for the factrecall Lemma 3 / Theorem 11 pieces: the factorised Hermite-tensor contraction against
Definition 1 by autograd, the exact E[gamma] formula against an independent Stein-lemma Monte Carlo, the quadrature
estimator against the raw construction, and Theorem 11's attention output F_MHSA = Pi_P phi(s) + Pi_Q phi(r)."""

from __future__ import annotations

import math

import mpmath
import numpy as np
import torch

from thmcheck.bounds.factrecall import sec4_appC2_mlp as B
from thmcheck.models.device import generator
from thmcheck.models.factrecall import sec4_appC2_mlp as FM
from thmcheck.models.factrecall.appF1_hermite import hermite_tensor_autograd
from thmcheck.models.factrecall.sec3_appB_memories import sphere
from thmcheck.models.factrecall.sec4_transformer import lemma1_chain_gap, make_task, mhsa, sample_sequences


def test_contraction_factorises_as_definition_1() -> None:
    """<He_{p+k}(w), a^{(x)p} (x) b^{(x)k}> with the full d^{p+k} tensor of Definition 1 (nested autograd) equals
    |a|^p He_p(<w,a^>) |b|^k He_k(<w,b^>) for a perp b."""
    g = generator(3)
    d, p, k = 4, 1, 3
    w = torch.randn(d, generator=g, dtype=torch.float64)
    a = torch.tensor([0.7, -0.2, 0.0, 0.0], dtype=torch.float64)
    b = torch.tensor([0.0, 0.0, 0.5, 0.4], dtype=torch.float64)
    T = hermite_tensor_autograd(w, p + k)
    full = T
    for v in [a] * p + [b] * k:
        full = torch.tensordot(full, v, dims=([0], [0]))
    fact = FM.tensor_contraction(w[None], a[None], p)[0, 0] * FM.tensor_contraction(w[None], b[None], k)[0, 0]
    assert abs(float(full) - float(fact)) < 1e-9 * max(1.0, abs(float(full)))


def test_exact_mean_mpmath_and_float_agree() -> None:
    coef = (0.3, -0.5, 0.2, 0.9, -0.4, 0.7, 0.6, 0.25, -0.35)
    f = B.lemma3_mean(7, 3, 3, coef)
    with mpmath.workdps(50):
        m = B.lemma3_mean(7, 3, 3, tuple(mpmath.mpf(c) for c in coef))
    assert abs(f - float(m)) < 1e-12
    # d -> infinity: the limit c_{p+k} 2^{-p-k} (L812), gap O(1/d)
    gaps = [abs(B.lemma3_mean(d, 3, 3, coef) - B.lemma3_limit(d, 3, 3, coef)) for d in (101, 1001, 10001)]
    assert gaps[1] < gaps[0] / 5 and gaps[2] < gaps[1] / 5


def test_exact_mean_against_stein_monte_carlo() -> None:
    """Second path for the right side: Monte Carlo of E_Z sigma^{(p+k)}(Z |u|) |phi~(s)|^{2p} |phi~(r)|^{2k} with
    the derivative taken numerically from the power basis (no Hermite-derivative identity)."""
    from thmcheck.models.hermite import hermite_to_power

    coef = [0.4, 0.1, -0.3, 0.5, 0.2, -0.6, 0.8, 0.3, 0.5]
    d, p, k = 5, 3, 3
    poly = np.polynomial.Polynomial(hermite_to_power(coef)).deriv(p + k)
    g = generator(11)
    n = 400000
    phi = sphere(2, d, g, batch=(n,)).numpy()
    X = (phi[:, 0, : d // 2] ** 2).sum(-1)
    Y = (phi[:, 1, d // 2: 2 * (d // 2)] ** 2).sum(-1)
    Z = np.random.default_rng(5).standard_normal(n)
    v = poly(Z * np.sqrt(X + Y)) * X**p * Y**k
    est, se = v.mean(), v.std() / math.sqrt(n)
    assert abs(est - B.lemma3_mean(d, p, k, tuple(coef))) < 4.5 * se


def test_quadrature_matches_raw_construction() -> None:
    """E_w by Gauss-Hermite quadrature (the claim's estimator) against the literal network with many neurons on the
    same embeddings: the raw Monte Carlo over w_i, averaged over 40 embedding draws x 20000 neurons."""
    d, S, R, p, k = 5, 2, 2, 3, 1
    coef = [0.2, -0.4, 0.3, 0.5, 0.6, -0.2]
    astar = torch.tensor([[0, 1], [1, 2]])
    q = FM.lemma3_gamma_condmean(d, S, R, astar, 3, 0, 1, 0, p, k, coef, 40, generator(7))
    raw = FM.lemma3_gamma_mc(d, S, R, astar, 3, 0, 1, 0, p, k, coef, 20000, 40, generator(7))
    # same generator: identical embeddings in both (sphere is drawn first)
    diff = (raw - q).numpy()
    assert abs(diff.mean()) < 4.5 * diff.std() / math.sqrt(diff.size) + 1e-3
    exact = B.lemma3_mean(d, p, k, tuple(coef))
    assert np.isfinite(exact)


def test_lemma3_margins_positive_with_many_neurons() -> None:
    """Lemma 3's construction at a laptop scale (eps = 1, p = k = 3, sigma of degree 6) stores S = R = 2 facts:
    every margin over V is positive once d and m are large."""
    g = generator(2)
    d, S, R = 41, 2, 2
    Phi = sphere(S + R + 4, d, g)
    UP, UQ = FM.subspace_bases(d)
    Ts, Tr = Phi[:S] @ UP.T @ UP, Phi[S:S + R] @ UQ.T @ UQ
    astar_tok = torch.tensor([[S + R, S + R + 1], [S + R + 2, S + R + 3]])
    coef = [0, 0, 0, 0, 0, 0, 1.0]
    gam = FM.lemma3_margins(Ts, Tr, Phi, astar_tok, 3, 3, coef, 40000, g, chunk=20000)
    assert float(gam.min()) > 0


def test_thm11_heads_realise_the_projections() -> None:
    """On Lemma 1's event, the Theorem 11 heads output Pi_P phi(s) + Pi_Q phi(r) (beta = 200: hardmax to e^-50)
    with H'(N_S + N_R) heads at most, and P perp Q perp phi(EOS)."""
    g = generator(4)
    S, R, M, d, d_h = 3, 2, 1, 257, 64
    task = make_task(S, R, 2, 3, d, g)
    UP, UQ = FM.subspace_bases(d, task.Phi[task.eos])
    heads, counts = FM.thm11_heads(task, M, d_h, 200.0, UP, UQ)
    assert len(heads) <= B.thm11_heads(S, R, M, d, d_h)
    assert FM.group_projector_error(heads, counts, UP, UQ, -(-S // M)) < 1e-10
    groups = [list(range(i, min(i + M, S))) for i in range(0, S, M)]
    groups += [[S + r for r in range(i, min(i + M, R))] for i in range(0, R, M)]
    assert min(lemma1_chain_gap(task.Phi, torch.tensor(G), task.eos) for G in groups) > 0
    toks, _ = sample_sequences(task, 6, 2, g)
    F, _ = mhsa(heads, task.Phi[toks])
    s = toks[:, :-1][(toks[:, :-1] < S)]
    r = toks[:, :-1][(toks[:, :-1] >= S) & (toks[:, :-1] < S + R)]
    want = task.Phi[s] @ UP.T @ UP + task.Phi[r] @ UQ.T @ UQ
    assert float((F - want).abs().max()) < 1e-8


def test_thm11_count_formula() -> None:
    assert B.thm11_heads(3, 1, 2, 9, 9) == 3
    assert B.thm11_heads(4, 4, 2, 9, 4) == 3 * 4
