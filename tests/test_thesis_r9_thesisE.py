"""Second paths for the round-9 claims of thesis App. E (thmcheck.checks.papers.thesis.r9_thesisE).

Each test shares no code with the claim's bound or measurement: prompts are built token by token with Python's
``random`` module, the index sets N_j, M_k of (E.33)/(E.34) formed as sets, and the displays' sums written out again.
"""

from __future__ import annotations

import math
import random


def _prompt(rng: random.Random, M1: int, M2: int, l: int, alpha: float) -> list[tuple[int, int]]:
    """(IDR index, IDI index) of l context tokens: IDR 0 (the query's mu_j) and 1 (mu_q) w.p. alpha/2 each, the
    others (1 - alpha)/(M1 - 2) each; IDI uniform over M2 (the query's nu_k is index 0)."""
    toks = []
    for _ in range(l):
        u = rng.random()
        idr = 0 if u < alpha / 2 else 1 if u < alpha else 2 + rng.randrange(M1 - 2)
        toks.append((idr, rng.randrange(M2)))
    return toks


def _sums(toks: list[tuple[int, int]], beta: float, delta: float) -> dict[str, float]:
    N = {s for s, (i, _) in enumerate(toks) if i == 0}
    M = {s for s, (_, k) in enumerate(toks) if k == 0}
    ctx = set(range(len(toks)))
    e = math.exp
    return {"116_first": sum(e(delta**2 * (beta * beta + 1)) for _ in N & M),
            "116_last": sum(e(delta**2 * (beta * beta)) for _ in N - M),
            "117_first": sum(e(delta**2) for _ in M - N),
            "117_last": sum(e(delta**2) for _ in ctx - N - M)}


def _m2_one(key: str) -> None:
    """At M2 = 1 (every token carries nu_1 = nu_k) the last end of the chain is an empty sum, 0, while the first end
    is positive on most prompts (M1 = 3, l = 4 >= max(M1, M2) log M1 = 3.3, alpha = 0.5, beta = 1, delta = 0.125):
    first <~ last fails for every constant."""
    rng = random.Random(7)
    bad = 0
    for _ in range(200):
        s = _sums(_prompt(rng, 3, 1, 4, 0.5), 1.0, 0.125)
        assert s[f"{key}_last"] == 0.0
        bad += s[f"{key}_first"] > 0
    assert bad > 100


def test_eqE116_m2_one_empty_right_end() -> None:
    """(E.116) at M2 = 1: sum over N_j - M_k is empty while sum over N_j cap M_k = N_j is not."""
    _m2_one("116")


def test_eqE117_m2_one_empty_right_end() -> None:
    """(E.117) at M2 = 1: sum over [l] - N_j - M_k is empty while sum over M_k - N_j = [l] - N_j is not."""
    _m2_one("117")


def test_eqE116_E117_hold_for_m2_two() -> None:
    """The reading M2 >= 2: at M2 = 2, l = 200, the last end over the first end is about e^{-delta^2} ((E.116))
    resp. 1 ((E.117)) on the median prompt."""
    rng = random.Random(3)
    r116, r117 = [], []
    for _ in range(101):
        s = _sums(_prompt(rng, 4, 2, 200, 0.6), 2.0, 0.2)
        r116.append(s["116_last"] / s["116_first"])
        r117.append(s["117_last"] / s["117_first"])
    assert 0.5 < sorted(r116)[50] < 2.0
    assert 0.5 < sorted(r117)[50] < 2.0


def test_eqE118_first_step_beta3() -> None:
    """(E.118)'s first step with explicit vectors: M1 = M2 = 2 orthogonal patterns of norm beta = 3 in R^4, W_K = W_Q
    = delta I (delta = 0.2), query mu_1 + 0.5 nu_1, context tokens mu_1 + 0 nu_2 (s, in N_1 - M_1) and mu_1 + 0.5 nu_1
    (in N_1 cap M_1); the softmax over the two tokens and the query falls below the printed lower bound, whose sums
    run over N_1 - M_1 = {s} and N_1 cap M_1 = {token 2, query} ((E.33) over [l+1])."""
    import numpy as np

    beta, delta = 3.0, 0.2
    mu1, mu2, nu1, nu2 = (beta * np.eye(4)[i] for i in range(4))
    del mu2
    xq = mu1 + 0.5 * nu1
    P = [mu1 + 0.0 * nu2, mu1 + 0.5 * nu1, xq]
    W = delta * np.eye(4)
    logits = np.array([(W @ p) @ (W @ xq) for p in P])
    soft = np.exp(logits[0]) / np.exp(logits).sum()
    printed = math.exp(delta**2 * beta**2) / (math.exp(delta**2 * beta**2) + 2 * math.exp(delta**2 * (beta**2 + 1)))
    assert soft < printed - 1e-3  # 0.3136 < 0.3245
    # (6.2) L1699's softmax over the l = 2 contexts only, N_1 cap M_1 = {token 2} over [l]: still below
    soft62 = np.exp(logits[0]) / np.exp(logits[:2]).sum()
    printed62 = math.exp(delta**2 * beta**2) / (math.exp(delta**2 * beta**2) + math.exp(delta**2 * (beta**2 + 1)))
    assert soft62 < printed62 - 1e-3  # 0.4775 < 0.4900
    beta = 2.0  # the reading beta <= 2: beta^2 kappa kappa' <= 1
    mu1, nu1, nu2 = beta * np.eye(4)[0], beta * np.eye(4)[2], beta * np.eye(4)[3]
    xq = mu1 + 0.5 * nu1
    P = [mu1 + 0.0 * nu2, mu1 + 0.5 * nu1, xq]
    logits = np.array([(W @ p) @ (W @ xq) for p in P])
    soft = np.exp(logits[0]) / np.exp(logits).sum()
    printed = math.exp(delta**2 * beta**2) / (math.exp(delta**2 * beta**2) + 2 * math.exp(delta**2 * (beta**2 + 1)))
    assert soft >= printed


def test_eqE119_m2_one_infinite_right_side() -> None:
    """(E.119) at M2 = 1: the right side's denominator sum_{N_j - M_k} + sum_{[l] - N_j - M_k} is an empty sum on every
    prompt, so the right side is +inf, while a token of N_j cap M_k (present on most prompts) has a softmax <= 1."""
    rng = random.Random(11)
    with_token = 0
    for _ in range(200):
        toks = _prompt(rng, 3, 1, 4, 0.5)
        s = _sums(toks, 1.0, 0.125)
        assert s["116_last"] + s["117_last"] == 0.0  # N_j - M_k and [l] - N_j - M_k both empty
        with_token += any(i == 0 for i, _ in toks)
    assert with_token > 100


def test_eqE126_two_prompt_batch() -> None:
    """(E.126) at t = 0 with explicit vectors (W_K = W_Q = delta I, beta = 1, delta = 0.1, M1 = 3, M2 = 1 in R^4):
    (1) a one-prompt batch (gamma_t = the prompt's own off-N_j mass), contexts s = mu_1 + 0.25 nu_1 (in N_1) and r =
    mu_2 + 0.5 nu_1, query mu_1 + 0.5 nu_1: x_s^T softmax_r (W_K x_s - W_K x_r) = (15/16) gamma_t beta^2 delta < gamma_t
    beta^2 delta; (2) a second prompt with a larger off-N_1 mass raises gamma_t (the max) above the first prompt's."""
    import numpy as np

    beta, delta = 1.0, 0.1
    E = np.eye(4)
    mu1, mu2, mu3, nu1 = (beta * E[i] for i in range(4))
    W = delta * E

    def parts(ctx: list, in_n: list, xq: np.ndarray) -> tuple[float, float]:
        logits = np.array([(W @ x) @ (W @ xq) for x in ctx])  # (6.2): the l contexts
        sm = np.exp(logits) / np.exp(logits).sum()
        gam = float(sum(w for w, f in zip(sm, in_n) if not f))
        lhs = min(sum(sm[r] * (x_s @ (W @ x_s - W @ ctx[r])) for r in range(len(ctx)) if not in_n[r])
                  for x_s, f in zip(ctx, in_n) if f)
        return float(lhs), gam

    lhs1, g1 = parts([mu1 + 0.25 * nu1, mu2 + 0.5 * nu1], [True, False], mu1 + 0.5 * nu1)
    assert abs(lhs1 / (g1 * beta**2 * delta) - 15 / 16) < 1e-12
    _, g2 = parts([mu1 + 0.0 * nu1, mu2, mu3], [True, False, False], mu1)
    gamma_t = max(g1, g2)
    assert g2 > g1 and lhs1 < gamma_t * beta**2 * delta


def test_eqE92_initialisation_projection() -> None:
    """(E.92) L8369 at t = 0: W_Q^(0) = delta I on the data block (Sec. 6.2.3), patterns beta times standard basis
    vectors; p'_query = mu'_j + kappa' nu_k with mu'_j = (mu_1 + mu_2)/sqrt 2 (unit coefficients, sum sqrt 2 >= 1),
    p_query = mu_1. Written out coordinate by coordinate: |nu_k^T W_Q p'| = delta kappa' beta^2 exceeds (1/M2)
    mu_1^T W_Q p_query = delta beta^2/M2 once kappa' > 1/M2."""
    M1, M2, beta, delta, kp = 3, 4, 2.0, 0.2, 0.5
    dx = M1 + M2

    def basis(i: int) -> list[float]:
        return [beta if r == i else 0.0 for r in range(dx)]

    def wq(v: list[float]) -> list[float]:
        return [delta * x for x in v]

    def dot(u: list[float], v: list[float]) -> float:
        return sum(x * y for x, y in zip(u, v, strict=True))

    mu1, mu2, nu1 = basis(0), basis(1), basis(M1)
    p_ood = [(a + b) / math.sqrt(2) + kp * c for a, b, c in zip(mu1, mu2, nu1, strict=True)]
    lhs = abs(dot(nu1, wq(p_ood)))
    rhs = dot(mu1, wq(mu1)) / M2
    assert math.isclose(lhs, delta * kp * beta**2)
    assert lhs > 1.9 * rhs


def test_eqE91_cross_term_small_kjj() -> None:
    """(E.91) L8365 with k_j the scalar coefficient of mu_j in mu'_j: a model trained 20 SGD steps by the public
    ``thmcheck.models.icl.train`` (not the claim's recorded run) has a cross term mu_1^T W_Q mu_2 != 0, so for mu'_1 =
    k_11 mu_1 + sqrt(1 - k_11^2) mu_2 (unit, sum >= 1) the left side stays ~ |mu_1^T W_Q mu_2| while |k_11| mu_1^T W_Q
    p_query -> 0: the ratio grows like 1/k_11 (no constant in 1 + Theta(1)/M1 + Theta(1)/M2 helps)."""
    import torch

    from thmcheck.models.icl import ICLConfig, train

    cfg = ICLConfig(M1=3, M2=2, dy=4, m=20, B=16, l_tr=8, beta=3.0, T=20, seed=1)
    model, _ = train(cfg)
    W = model.WQ.detach().to(torch.float64)
    b = cfg.beta
    dx = cfg.M1 + cfg.M2

    def proj(i: int, vec: dict[int, float]) -> float:  # (b e_i^T, 0) W_Q (sum_r vec[r] e_r; 0)
        return b * sum(c * float(W[i, r]) for r, c in vec.items())

    cross = proj(0, {1: b})
    assert abs(cross) > 1e-3
    den = proj(0, {0: b, 4: 0.3 * b})  # p_query = mu_1 + 0.3 nu_2
    assert den > 0 and dx == 5
    ratios = []
    for k in (1e-1, 1e-2, 1e-3):
        lhs = abs(proj(0, {0: k * b, 1: math.sqrt(1 - k * k) * b, 3: 0.5 * b}))  # + kappa' nu_1, kappa' = 1/2
        ratios.append(lhs / (k * den * (1 + 1 / 3 + 1 / 2)))
    assert ratios[2] > 50 * ratios[0] / 10 and ratios[2] > 100


def test_eqE128_one_mu_r_context() -> None:
    """(E.128) L8558 at t = 0 (W_K = W_Q = delta I): one prompt of l = 4 contexts, s = mu_j, two contexts of the
    non-decisive mu_r and one of mu_q (kappa = 0 everywhere), query mu_j; softmax over the contexts. Reading A (sum over
    the mu_r contexts): left = 2 w_r delta beta^2, gamma_t / l = 3 w_r / 4, ratio 8 delta beta^2 / 3 > 1 for beta = 2,
    delta = 0.2; with ONE mu_r context (the proof's 'at most 1 mu_r') still 4 delta beta^2 / 3 > 1; reading B (x_r one
    mu_r context, the sum over every context) gives the same numbers here."""
    beta, delta = 2.0, 0.2
    toks = ["j", "r", "r", "q"]
    vec = {"j": (beta, 0.0, 0.0), "r": (0.0, beta, 0.0), "q": (0.0, 0.0, beta)}

    def dot(u: tuple[float, ...], v: tuple[float, ...]) -> float:
        return sum(a * b for a, b in zip(u, v, strict=True))

    for ctx in (toks, ["j", "r", "q", "q"]):
        logits = [delta**2 * dot(vec[c], vec["j"]) for c in ctx]
        Z = sum(math.exp(x) for x in logits)
        w = [math.exp(x) / Z for x in logits]
        gamma = sum(wi for wi, c in zip(w, ctx, strict=True) if c != "j")
        xs = vec["j"]
        lhs_a = abs(sum(wi * delta * (dot(vec[c], xs) - dot(vec[c], vec[c]))
                        for wi, c in zip(w, ctx, strict=True) if c == "r"))
        xr = vec["r"]
        lhs_b = abs(delta * sum(wi * (dot(xr, xs) - dot(xr, vec[c])) for wi, c in zip(w, ctx, strict=True)))
        n_r = ctx.count("r")
        assert math.isclose(lhs_a / (gamma / len(ctx)), 4 * n_r * delta * beta**2 / 3)
        assert math.isclose(lhs_b, lhs_a)
        assert lhs_a > gamma / len(ctx)


def test_eqE127_decisive_fraction() -> None:
    """(E.127) L8554 at t = 0 (W_K = W_Q = delta I): one prompt, contexts mu_j (= s), mu_q, mu_q, mu_q (kappa = 0),
    query mu_j, mu_r = mu_q the other decisive pattern. Both readings give left = 3 w delta beta^2 (w the softmax of a
    mu_q context) and the right side is 3 w delta beta^2 (1 - alpha)/(1 - alpha/2): the ratio (1 - alpha/2)/(1 - alpha)
    exceeds 1 for every alpha in (0, 1) on this prompt."""
    beta, delta = 1.5, 0.1
    ctx = ["j", "q", "q", "q"]
    vec = {"j": (beta, 0.0), "q": (0.0, beta)}

    def dot(u: tuple[float, ...], v: tuple[float, ...]) -> float:
        return sum(a * b for a, b in zip(u, v, strict=True))

    logits = [delta**2 * dot(vec[c], vec["j"]) for c in ctx]
    Z = sum(math.exp(x) for x in logits)
    w = [math.exp(x) / Z for x in logits]
    xs = vec["j"]
    lhs_a = abs(sum(wi * delta * (dot(vec[c], xs) - dot(vec[c], vec[c])) for wi, c in zip(w, ctx, strict=True)
                    if c == "q"))
    lhs_b = abs(delta * sum(wi * (dot(vec["q"], xs) - dot(vec["q"], vec[c])) for wi, c in zip(w, ctx, strict=True)))
    assert math.isclose(lhs_a, lhs_b)
    for alpha in (0.1, 0.5, 0.9):
        rhs = sum(wi * delta * (dot(xs, xs) - dot(xs, vec[c])) for wi, c in zip(w, ctx, strict=True) if c != "j")
        rhs *= (1 - alpha) / (1 - alpha / 2)
        assert math.isclose(lhs_a / rhs, (1 - alpha / 2) / (1 - alpha))
        assert lhs_a > rhs


def test_eqE228_step_exact() -> None:
    """(E.228) L9122 by hand: at m = ceil((M1 + M2)^2 log M1) (M = M1 + M2, L7953), (log M1 / m) M1^2 <= 1, i.e.
    sqrt(log M1 / m) <= 1/M1, for small and large M1, M2 (compared squared, without the claim's code)."""
    for M1 in (2, 3, 10, 1000, 10**6, 10**9):
        for M2 in (1, 5, 10**3, 10**6):
            m = math.ceil((M1 + M2) ** 2 * math.log(M1))
            assert math.log(M1) * M1**2 <= m
