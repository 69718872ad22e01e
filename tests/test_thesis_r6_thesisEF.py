"""Second paths for the round-6 step claims of thesis Apps. E-F (thmcheck.checks.papers.thesis.r6_thesisEF).

Each test shares no code with the claim's bound or measurement: its own gradients (torch autograd through the
model's forward pass) and its own counting.
"""

from __future__ import annotations

import math

import torch

from thmcheck.models.cot import CoTConfig, forward, train_batch
from thmcheck.models.device import generator


def _autograd_grads(cfg: CoTConfig, W0: torch.Tensor, n: int, seed: int) -> torch.Tensor:
    """Per-prompt gradients of 0.5 ||F - z||^2 by autograd, one prompt at a time."""
    keys, mask, qry, z = train_batch(cfg, n, generator(seed))
    out = []
    for i in range(n):
        W = W0.clone().requires_grad_()
        f, _ = forward(cfg, W, keys[i: i + 1], mask[i: i + 1], qry[i: i + 1])
        (0.5 * ((f - z[i: i + 1]) ** 2).sum()).backward()
        out.append(W.grad.detach().clone())
    return torch.stack(out)


def test_eqF18_relative_deviation_is_likely_with_autograd() -> None:
    """(F.18): M = 5 patterns, K = 2, l_tr = 4, alpha = 0.4, W^(0) = 0.01 N(0, 1), B = 12, eps = 0.5: the batch mean of
    the per-prompt gradients misses E grad by >= eps ||E grad|| in far more than e^{-B eps^2} = e^{-3} ~ 0.05 of the
    batches (E grad from 3000 prompts; 60 batches)."""
    cfg = CoTConfig(d=5, M=5, K=2, l_tr=4, alpha=0.4, xi=0.01)
    W0 = 0.01 * torch.randn(cfg.D, cfg.D, generator=generator(11), dtype=torch.float64)
    ref = _autograd_grads(cfg, W0, 3000, 12)
    mean = ref.mean(0)
    B, eps, R = 12, 0.5, 60
    g = _autograd_grads(cfg, W0, B * R, 13)
    hits = sum(float(torch.linalg.norm(g[r * B: (r + 1) * B].mean(0) - mean)) >= eps * float(torch.linalg.norm(mean))
               for r in range(R))
    assert hits / R > 0.5 > math.exp(-B * eps**2)


def test_eqE45_relative_deviation_is_likely_with_autograd() -> None:
    """(E.45): Chapter 6 model at its initialisation (M1 = 3, M2 = 2, d_Y = 2, m = 12), per-prompt gradients in W_O of
    the hinge loss by autograd; B = 12, eps = 0.5: the batch mean misses E grad (from 4000 prompts) by >= eps ||E grad||
    (+ a 5-standard-error margin) in more than half of 40 batches, against e^{-3} ~ 0.05."""
    from thmcheck.models.icl import ICLConfig, cyclic_tasks, hinge, init_model, make_prompts

    cfg = ICLConfig(M1=3, M2=2, dy=2, m=12, beta=2.0, alpha=0.5, l_tr=5, delta=0.2)
    model = init_model(cfg, generator(21))

    def grads(n: int, seed: int) -> torch.Tensor:
        ctx, pq, z, _ = make_prompts(cfg, n, cyclic_tasks(cfg.M1), cfg.l_tr, cfg.alpha, generator(seed))
        out = []
        for i in range(n):
            model.WO.grad = None
            hinge(model, ctx[i: i + 1], pq[i: i + 1], z[i: i + 1]).backward()
            out.append(model.WO.grad.detach().clone())
        return torch.stack(out)

    ref = grads(4000, 22)
    mean = ref.mean(0)
    nm = float(torch.linalg.norm(mean))
    se = math.sqrt(float(((ref - mean) ** 2).sum((1, 2)).mean()) / len(ref))
    B, eps, R = 12, 0.5, 40
    g = grads(B * R, 23)
    hits = sum(float(torch.linalg.norm(g[r * B: (r + 1) * B].mean(0) - mean)) - 5 * se >= eps * (nm + 5 * se)
               for r in range(R))
    assert hits / R > 0.5 > math.exp(-B * eps**2)


def test_eqE114_tail_tends_to_one_when_alpha_M1_below_2() -> None:
    """(E.114) L8491: M1 = 3, alpha = 1/2: each demonstration is mu_t with probability (1 - alpha)/(M1 - 2) = 1/2 > 1/3,
    so Pr(count >= l/3) -> 1 as l grows (exact rationals): -log Pr falls below any C log 3 (C > 0 fixed)."""
    from fractions import Fraction

    def tail(n: int, k: int, p: Fraction) -> Fraction:
        return sum((Fraction(math.comb(n, j)) * p**j * (1 - p) ** (n - j) for j in range(k, n + 1)), Fraction(0))

    vals = [-math.log(float(tail(n, math.ceil(Fraction(n, 3)), Fraction(1, 2)))) for n in (30, 90, 300)]
    assert vals[0] > vals[1] > vals[2]
    assert vals[2] < 1e-6 < 1e-3 * math.log(3)  # C = 1e-3 already fails at l = 300


def test_eqF73_value_inner_product_with_pe_in_label_block() -> None:
    """(F.73) L9641 with M = d_x = 2 (Sec. 7.2: M <= d, c_k orthonormal, orthogonal to (mu_j; 0)): the first block is
    spanned by mu_1, mu_2, so c_k lies in the second block, e.g. c_1 = (0, 0, 1, 0). W_V = (0 I) keeps it."""
    import numpy as np

    mu = np.eye(2)
    c1 = np.array([0.0, 0.0, 1.0, 0.0])
    assert all(abs(float(np.concatenate([m, np.zeros(2)]) @ c1)) == 0 for m in mu)  # c_1 orthogonal to (mu_j; 0)
    p = np.concatenate([mu[0], mu[0]]) + c1  # TRR mu_1, label mu_1, position 1
    pi = np.concatenate([mu[0], mu[1]]) + c1  # TRR mu_1, label mu_2, position 1
    WV = np.hstack([np.zeros((2, 2)), np.eye(2)])
    assert float((WV @ p) @ (WV @ pi)) == 2.0  # printed right side: 1[mu_1 = mu_2] = 0


def test_eqE52_zeta0_negative_at_init() -> None:
    """(E.52) L8177 with Definition E.4.4 (zeta_t = min_i min_n zeta_{i,n,t}): at the initialisation the rows of W_O
    are Gaussian, so for one prompt the m values W_O(i) v (v = W_V sum_s softmax_s p_s) are N(0, ||v||^2/m), symmetric:
    the minimum over m = 40 neurons is negative (all positive w.p. 2^{-40}), while (E.52)'s right side is positive.
    Plain numpy, its own prompt (one context token, its own value vector)."""
    import numpy as np

    rng = np.random.default_rng(5)
    m, D = 40, 8
    v = 0.2 * np.abs(rng.standard_normal(D)) + 0.1  # a nonzero value vector W_V sum_s softmax_s p_s
    WO = rng.standard_normal((m, D)) / math.sqrt(m)
    zeta = WO @ v
    assert zeta.min() < 0 < zeta.max()


def test_eqF20_softmax_with_other_step_mass_eps() -> None:
    """(F.20) L9400: K = 2 steps, 2 examples (l = 4 columns), alpha = 1/2 (one S_1 column), all logits 0 (u = 0): the
    other-step mass is 1/2 <= eps = 1/2 ((F.12)), and the S_1 softmax is 1/4, below the printed (1/4)/(1/4 + (1/2)(1/2)
    + 1/4) = 1/3. numpy softmax and Fractions."""
    from fractions import Fraction

    import numpy as np

    logits = np.zeros(4)  # [S_1 column, same-step other, two other-step columns]
    sm = np.exp(logits) / np.exp(logits).sum()
    assert sm[2:].sum() <= 0.5
    K, alpha, eps, ell = 2, Fraction(1, 2), Fraction(1, 2), 4
    printed = Fraction(1, ell) / (alpha / K + (1 - Fraction(1, K)) * eps + (Fraction(1, K) - alpha / K) * 1)
    assert printed == Fraction(1, 3)
    assert sm[0] == 0.25 < float(printed)


def test_eqF22_same_pe_column_with_other_step_mass_eps() -> None:
    """(F.22) L9408: the instance of the (F.20) test (K = 2, l = 4, alpha = 1/2, all logits 0, other-step mass 1/2 =
    eps): the same-step column of the other TRR pattern has softmax 1/4 < (1/4)/(1/4 + 1/4 + 1/4) = 1/3 printed; with
    u = 3 and eps = 0.9 (S_1 logit 3, the other-step pair carrying mass 0.9): below the printed bound too."""
    import numpy as np

    def sm(v: np.ndarray) -> np.ndarray:
        return np.exp(v - v.max()) / np.exp(v - v.max()).sum()

    K, alpha, ell = 2, 0.5, 4
    p = sm(np.zeros(4))
    printed = 1 / ell / (alpha / K * math.exp(0) + (1 - 1 / K) * 0.5 + (1 / K - alpha / K))
    assert p[1] == 0.25 < printed
    u, eps = 3.0, 0.9
    # logits [S_1: u, same-step other: 0, two other-step columns: c] with c chosen so their mass is eps
    c = math.log(eps * (math.exp(u) + 1) / (2 * (1 - eps)))
    q = sm(np.array([u, 0.0, c, c]))
    assert abs(q[2:].sum() - eps) < 1e-12
    printed = 1 / ell / (alpha / K * math.exp(u) + (1 - 1 / K) * eps + (1 / K - alpha / K))
    assert q[1] < printed


def test_eqE125_one_prompt_mass_below_max_gamma() -> None:
    """(E.125) L8543 with Definition E.4.4 (gamma_t = max_n gamma_{t,n}): two prompts of l = 3 contexts, the first
    context of each in N_j; logits (2, 0, 0) and (0, 0, 0): gamma_t = max(2/(e^2 + 2), 2/3) = 2/3. Prompt 1's mass off
    N_j (the summand read as softmax_r) is 2/(e^2 + 2) = 0.213 < 2/3."""
    import numpy as np

    def sm(v: list[float]) -> np.ndarray:
        e = np.exp(np.array(v))
        return e / e.sum()

    a1, a2 = sm([2.0, 0.0, 0.0]), sm([0.0, 0.0, 0.0])
    gam = [1 - a1[0], 1 - a2[0]]  # gamma_{t,n} = 1 - mass on N_* = {context 0}
    gamma_t = max(gam)
    assert abs(gamma_t - 2 / 3) < 1e-12
    assert a1[1:].sum() < gamma_t  # the r-summand reading for prompt 1: 0.213 < 2/3
    # as printed (summand softmax_s, s in N_j, independent of r), one prompt, logits (0, 2, 2), N_j = {context 0}:
    # (l - |N_j|) softmax_s = 2/(1 + 2 e^2) = 0.127 < gamma_t = gamma_{t,1} = 1 - 1/(1 + 2 e^2) = 0.936
    a = sm([0.0, 2.0, 2.0])
    assert 2 * a[0] < 1 - a[0]


def test_eqE226_batch_average_negative_for_a_lucky_neuron() -> None:
    """(E.226) L9114 at t = 0: a neuron lucky for prompt 1 (w . V^1 > 0, both blocks) but the batch average of w . V^n
    over prompts with other patterns/labels is negative. numpy: d_x = 2, d_y = 1, V^1 = (1, 0; 1), V^2 = (0, 1; -1),
    V^3 = (0, 1; -1); w = (1, -1; 0.5): w . V^1 = 1.5 > 0 (blocks 1 and 0.5), w . V^2 = w . V^3 = -1.5, mean -0.5."""
    import numpy as np

    V = np.array([[1.0, 0.0, 1.0], [0.0, 1.0, -1.0], [0.0, 1.0, -1.0]])
    w = np.array([1.0, -1.0, 0.5])
    assert w[:2] @ V[0, :2] > 0 and w[2:] @ V[0, 2:] > 0  # i in W_1 (E.31), with a_i > 0
    assert (V @ w).mean() < 0


def test_eqF44_noise_along_a_trr_pattern_moves() -> None:
    """(F.44) L9511: d = 2, TRR patterns e_1, e_2 (M = 2), one TSR pattern mu'_1 = e_1 (M' = 1), so delta = (sqrt 2/2)
    e_2 is orthogonal to M' as (7.11) requires. One training prompt (hand-built, K = 1, columns (x; y)): contexts
    (e_2; e_1) and (e_1; e_2), query (e_2; 0), label e_1; W = 0. The gradient of 0.5 ||F - z||^2, F = sum_i W_V p_i
    softmax(p_i^T W q), by autograd: (delta; 0)^T dl/dW p~_query != 0 for the test query p~_query = (e_1 + delta; 0)."""
    W = torch.zeros(4, 4, dtype=torch.float64, requires_grad=True)
    e = torch.eye(2, dtype=torch.float64)
    ctx = torch.stack([torch.cat([e[1], e[0]]), torch.cat([e[0], e[1]])])
    q = torch.cat([e[1], torch.zeros(2, dtype=torch.float64)])
    z = e[0]
    a = torch.softmax(ctx @ W @ q, 0)
    F = (a[:, None] * ctx[:, 2:]).sum(0)
    (0.5 * ((F - z) ** 2).sum()).backward()
    delta = torch.cat([math.sqrt(2) / 2 * e[1], torch.zeros(2, dtype=torch.float64)])
    p_test = torch.cat([e[0] + math.sqrt(2) / 2 * e[1], torch.zeros(2, dtype=torch.float64)])
    assert float(delta @ e[0][:1].new_tensor([1.0, 0.0, 0.0, 0.0])) == 0.0  # delta orthogonal to (mu'_1; 0)
    assert abs(float(delta @ W.grad @ p_test)) > 1e-3


def test_eqF148_last_step_positive_left_side() -> None:
    """(F.148) L10038: p_n(t) = 9/10, eps = 1/10 (Fractions): -4p(1-p)^2 + eps = 8/125 > 0 while -4p(1-p)^2 = -9/250 < 0:
    no C > 0 gives LHS <= C RHS."""
    from fractions import Fraction

    p, eps = Fraction(9, 10), Fraction(1, 10)
    rhs = -4 * p * (1 - p) ** 2
    assert rhs == Fraction(-9, 250) and rhs + eps == Fraction(8, 125) > 0


def test_eqF151_equality_drops_eps() -> None:
    """(F.151) L10063: M = 4, p = 1/2, eps = 1/2: (1/8)(-4 (1/2)(1/4)) + (1/4)(1/2) = 1/16, right side -1/16."""
    from fractions import Fraction

    M, p, eps = 4, Fraction(1, 2), Fraction(1, 2)
    lhs = Fraction(1, 2 * M) * (-4 * p * (1 - p) ** 2) + (Fraction(1, 2) - Fraction(1, M)) * eps
    assert lhs == Fraction(1, 16) and -Fraction(1, 2 * M) * 4 * p * (1 - p) ** 2 == Fraction(-1, 16)


def test_eqF157_ratio_grows_as_p_to_1() -> None:
    """(F.157) L10103: at M = 10, (p(1-p)^2 + 1/M)/(p(1-p)^2) for 1 - p = 10^-1, 10^-2, 10^-3: about 12, 1.0e3, 1.0e5
    (exact rationals): no constant bounds it."""
    from fractions import Fraction

    M = 10
    r = []
    for k in (1, 2, 3):
        q = Fraction(1, 10**k)
        p = 1 - q
        r.append((p * q**2 + Fraction(1, M)) / (p * q**2))
    assert r[0] > 12 and r[1] > 80 * r[0] and r[2] > 95 * r[1]


def test_eqE22_vprime_exceeds_vi_over_M2() -> None:
    """(E.22): a hand-built one-prompt instance of (6.2) (M1 = 2, M2 = 1, beta = 1, delta = 1, d_x = 3, d_y = 1, m = 2):
    query mu_0 (z = +1), two contexts mu_1 + nu_0/2 with labels +q and -q (equal attention). The W_V gradient by
    autograd, split on the rows of W_O by least squares: V_i(b) (times p_0 = (mu_0; q)) is 0 for both neurons, while
    V'_i(b) (times (nu_0; 0)) is not, so |V'_i| <= |V_i|/M2 fails."""
    e = torch.eye(4, dtype=torch.float64)
    mu0, mu1, nu0, q = e[0, :3], e[1, :3], e[2, :3], e[3, 3:]
    ctx = torch.stack([torch.cat([mu1 + 0.5 * nu0, q]), torch.cat([mu1 + 0.5 * nu0, -q])])
    pq = torch.cat([mu0, torch.zeros(1, dtype=torch.float64)])
    WQ = torch.diag(torch.tensor([1.0, 1.0, 1.0, 0.0], dtype=torch.float64))
    WV = torch.eye(4, dtype=torch.float64).requires_grad_()
    WO = torch.tensor([[0.3, 0.5, 0.7, 0.1], [-0.2, 0.9, 0.4, -0.3]], dtype=torch.float64)
    a = torch.tensor([0.5, -0.5], dtype=torch.float64)
    logits = (ctx @ WQ.T) @ (WQ @ pq)
    att = torch.softmax(logits, 0)
    F = a @ torch.relu(WO @ (WV @ (att @ ctx)))
    torch.clamp(1 - F, min=0).backward()
    G = WV.grad.detach()
    assert float(torch.relu(WO @ (att @ ctx)).min()) > 0  # both neurons active
    sol = torch.linalg.lstsq(WO.T, torch.stack([G @ torch.cat([mu0, q]), G @ torch.cat([nu0, torch.zeros(1)])], 1))
    V, Vp = sol.solution[:, 0], sol.solution[:, 1]
    assert torch.allclose(WO.T @ sol.solution, torch.stack([G @ torch.cat([mu0, q]), G @ torch.cat([nu0, torch.zeros(1)])], 1))
    M2 = 1
    assert float(V.abs().max()) < 1e-12
    assert float((Vp.abs() - V.abs() / M2).max()) > 0.1


def _tok(trr: int, lab: int | None, pe: int) -> list[float]:
    """One-hot TRR, label and PE blocks of size 3 each (no label: a zero block, as the query)."""
    v = [0.0] * 9
    v[trr] = 1.0
    if lab is not None:
        v[3 + lab] = 1.0
    v[6 + pe] = 1.0
    return v


def _q_case(tok: list[float], pi: list[float], cols: list[list[float]], s: list[float], query: list[float]) -> float:
    """p~^T (p~_i - sum_r s_r p~_r) p~_query^T p~ with explicit vectors."""
    d = lambda a, b: sum(x * y for x, y in zip(a, b, strict=True))  # noqa: E731
    return (d(tok, pi) - sum(sr * d(tok, c) for sr, c in zip(s, cols, strict=True))) * d(query, tok)


QUERY = _tok(0, None, 0)


def test_eqF76_upper_fails_when_little_mass_on_p() -> None:
    """(F.76): p~ = p~_i = (TRR 1, PE 0) shares only the PE with the query; the other column (TRR 0, PE 1, another
    label) carries 0.9 of the softmax; p_n(t) = 0, Q = 3 - 0.3 = 2.7 > 2 - 6 p_n(t) = 2."""
    pi, other = _tok(1, 0, 0), _tok(0, 1, 1)
    Q = _q_case(pi, pi, [pi, other], [0.1, 0.9], QUERY)
    assert abs(Q - 2.7) < 1e-12 and Q > 2


def test_eqF77_upper_fails_query_factor_zero() -> None:
    """(F.77): p~ = p~_i = (TRR 1, PE 1) shares neither with the query, so p~_query^T p~ = 0 and Q = 0, while a column
    (TRR 0, PE 0) with softmax 1/2 makes p_n(t) = 1/2 and -6 p_n(t) = -3 < 0."""
    pi, qcol = _tok(1, 0, 1), _tok(0, 1, 0)
    Q = _q_case(pi, pi, [pi, qcol], [0.5, 0.5], QUERY)
    assert Q == 0 and Q > -3


def test_eqF79_lower_fails_when_mass_on_p_itself() -> None:
    """(F.79): p~ = (TRR 1, label 0, PE 0), p~_i = (TRR 1, label 0, PE 1) (share the TRR pattern only, and the label),
    p~ shares the PE with the query; softmax 0.1 on p~_i and 0.9 on a copy of p~: Q = 2 - (0.2 + 2.7) = -0.9 < 0."""
    tok, pi = _tok(1, 0, 0), _tok(1, 0, 1)
    Q = _q_case(tok, pi, [pi, tok], [0.1, 0.9], QUERY)
    assert abs(Q + 0.9) < 1e-12 and Q < 0


def test_eqF80_upper_fails_query_factor_zero() -> None:
    """(F.80): p~ = (TRR 1, PE 1) shares neither with the query (factor 0, Q = 0), p~_i = (TRR 1, PE 2); a column
    (TRR 0, PE 0) with softmax 1/2: -p_n(t) = -1/2 < 0 = Q."""
    tok, pi, qcol = _tok(1, 0, 1), _tok(1, 0, 2), _tok(0, 1, 0)
    Q = _q_case(tok, pi, [pi, qcol], [0.5, 0.5], QUERY)
    assert Q == 0 and Q > -0.5


def test_eqF79_upper_fails_with_query_class_of_another_label() -> None:
    """(F.79): p~ = (TRR 1, label 0, PE 0) shares the PE with the query; p~_i = (TRR 1, label 0, PE 1); softmax 1/8 on
    p~_i and 7/8 on a query-class column (TRR 0, PE 0) of label 1: p_n(t) = 7/8, Q = 2 - (2/8 + 7/8) = 7/8 > 1/8."""
    tok, pi, qcol = _tok(1, 0, 0), _tok(1, 0, 1), _tok(0, 1, 0)
    Q = _q_case(tok, pi, [pi, qcol], [0.125, 0.875], QUERY)
    assert abs(Q - 0.875) < 1e-12 and Q > 1 - 0.875


_F8895_RANGES = {"F.88": ("all", "one", lambda p: 0.0, lambda p: 2 * (1 - p)),
                 "F.89": ("all", "none", lambda p: -2.0, lambda p: -2 * p),
                 "F.91": ("trr", "one", lambda p: -2 * p, lambda p: 1 - p),
                 "F.92": ("trr", "none", lambda p: -1 - 2 * p, lambda p: -p),
                 "F.94": ("pe", "one", lambda p: p, lambda p: 1.0),
                 "F.95": ("pe", "none", lambda p: -1 + p, lambda p: 0.0)}


def _tok6(trr: int, lab: int | None, pe: int) -> list[float]:
    """One-hot TRR (3), label (6: two per TRR input, L2100) and PE (3) blocks (no label: a zero block)."""
    v = [0.0] * 12
    v[trr] = 1.0
    if lab is not None:
        v[3 + lab] = 1.0
    v[9 + pe] = 1.0
    return v


def _f8895_violations() -> set[tuple[str, str]]:
    """Exhaustive small search with explicit one-hot vectors (TRR, PE in 0..2; each (TRR, PE) class labelled by one
    of its TRR input's two labels, so labels are shared within a TRR input but never across, L2100): the query (TRR
    0, PE 0); p~ by the block; p~' = (TRR of p~, PE + 1 mod 3); column 0 = p~_i in the case, column 1 any class;
    softmax (s, 1 - s), s in {0.1, 0.5, 0.9}. Returns the (display, side) pairs some instance breaks."""
    import itertools

    query = _tok6(0, None, 0)

    out: set[tuple[str, str]] = set()
    classes = [(a, b) for a in range(3) for b in range(3)]
    for disp, (block, rel, lo, hi) in _F8895_RANGES.items():
        tok = {"all": (0, 0), "trr": (0, 1), "pe": (1, 0)}[block]
        tokp = (tok[0], (tok[1] + 1) % 3)
        n_shared = {"one": 1, "none": 0}[rel]
        for pi, c1 in itertools.product(classes, classes):
            if int(pi[0] == tokp[0]) + int(pi[1] == tokp[1]) != n_shared:
                continue
            used = sorted({tok, tokp, pi, c1, (0, 0)})
            for labs in itertools.product((0, 1), repeat=len(used)):
                lab = {c: 2 * c[0] + b for c, b in zip(used, labs, strict=True)}
                vec = lambda c, lab=lab: _tok6(c[0], lab[c], c[1])  # noqa: E731
                for s in (0.1, 0.5, 0.9):
                    d = lambda a, b: sum(x * y for x, y in zip(a, b, strict=True))  # noqa: E731
                    inner = d(vec(tokp), vec(pi)) - s * d(vec(tokp), vec(pi)) - (1 - s) * d(vec(tokp), vec(c1))
                    Q = inner * d(query, vec(tok))
                    p = s * (pi == (0, 0)) + (1 - s) * (c1 == (0, 0))
                    if Q < lo(p) - 1e-9:
                        out.add((disp, "lower"))
                    if Q > hi(p) + 1e-9:
                        out.add((disp, "upper"))
    return out


def test_eqF88_F95_case_ranges_break_by_enumeration() -> None:
    """(F.88)-(F.95): every printed end but the upper ends of (F.89), (F.92), (F.95) is crossed on small explicit
    instances with labels shared within a TRR input only (L2100); those three hold (the audit's analysis)."""
    got = _f8895_violations()
    want = {(d, side) for d in _F8895_RANGES for side in ("lower", "upper")} - {
        ("F.89", "upper"), ("F.92", "upper"), ("F.95", "upper")}
    assert want == got, (want - got, got - want)


def test_eqE27_row_norm_freezes_once_margins_reach_one() -> None:
    """(E.27) L8071: ||W_O(i)^(t0)|| >~ sqrt(M1) delta sqrt(beta^2 + 1) alpha eta t0/(2a) grows linearly in t0. A plain
    torch re-implementation of (6.2) (its own prompts: M1 = 3 orthonormal patterns, one label direction, a fixed set
    of 12 prompts, full-batch SGD on the hinge loss, a = m): once the loss is 0 every gradient is 0 (the hinge's
    indicator), so the row norms stop while the printed shape keeps growing."""
    import torch

    g = torch.Generator().manual_seed(3)
    M1, m, n, ell, delta = 3, 9, 12, 6, 0.2
    D = M1 + 1
    mu = torch.eye(D, dtype=torch.float64)[:M1]
    qlab = torch.eye(D, dtype=torch.float64)[M1]
    zq = torch.tensor([1.0, -1.0] * (n // 2), dtype=torch.float64)
    qpat = torch.where(zq > 0, 0, 1)
    cpat = torch.randint(M1, (n, ell), generator=g)
    cpat[:, 0] = qpat
    clab = torch.where(cpat == 0, 1.0, torch.where(cpat == 1, -1.0, 1.0)).double()
    ctx = mu[cpat] + clab[..., None] * qlab
    pq = mu[qpat]
    WQ, WK, WV = (delta * torch.eye(D, dtype=torch.float64) for _ in range(3))
    WO = torch.randn(m, D, generator=g, dtype=torch.float64) / math.sqrt(m)
    a = torch.tensor([1.0 / m if i % 2 == 0 else -1.0 / m for i in range(m)], dtype=torch.float64)
    ws = [w.clone().requires_grad_() for w in (WQ, WK, WV, WO)]

    def loss() -> torch.Tensor:
        wq, wk, wv, wo = ws
        sc = torch.einsum("nld,ed,ef,nf->nl", ctx, wk, wq, pq)
        v = torch.einsum("nl,nld->nd", torch.softmax(sc, -1), ctx) @ wv.T
        return torch.clamp(1 - zq * (torch.relu(v @ wo.T) @ a), min=0).mean()

    def step() -> float:
        lo = loss()
        for w in ws:
            w.grad = None
        lo.backward()
        with torch.no_grad():
            for w in ws:
                w -= 1.0 * w.grad
        return float(lo.detach())

    t = 0
    while step() > 0.0:
        t += 1
        assert t < 5000, "the fixed prompt set is not fitted"
    frozen = float(ws[3].detach().norm(dim=1).max())
    W_frozen = ws[3].detach().clone()
    for _ in range(10 * (t + 1)):
        step()
    assert float(ws[3].detach().norm(dim=1).max()) == frozen  # lhs constant while the shape grows x10
    # the whole W_O is unchanged, so the accumulated update on any (mu_a, +-q) ((E.24), (E.26)) is frozen too
    assert bool(torch.equal(ws[3].detach(), W_frozen))
