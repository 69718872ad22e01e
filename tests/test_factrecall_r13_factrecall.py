"""Round 13 (factrecall, helper thesisF): second paths of Lemma 6's stage-2 displays (L1327-L1328, L1330-L1332), in
numpy from the paper's definitions with hand-written gradients (no code shared with the claims' autograd measure),
and the claims' registration."""

from __future__ import annotations

import math

import numpy as np


def _tiny(answers: tuple[int, ...]) -> dict:
    """Section 5's task with R = 1 relation, T = 3 (tokens s, r, EOS, no noise), S = len(answers) subjects, uniform
    p(s, r) = 1/S, |A| = 2 answers (D = 2). Tokens: subjects 0..S-1, the relation S, EOS S + 1."""
    S = len(answers)
    seqs = [(s, S, S + 1) for s in range(S)]
    pstar = np.bincount(np.asarray(answers), minlength=2) / S
    return {"S": S, "A": 2, "V": S + 2, "seqs": seqs, "tgt": list(answers), "w": np.full(S, 1.0 / S), "pstar": pstar}


def _softmax(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max())
    return e / e.sum()


def _grad_full(task: dict, W: np.ndarray, K: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """grad of L = sum_seq w E[-log p^(a* | z)] with logit_a = sum_{z in seq} W(a, z) K(z) (L981): d/dW(a, z) =
    delta_a K(z), d/dK(z) = sum_a delta_a W(a, z) for z in the sequence, delta = p^ - e_{a*}."""
    gW, gK = np.zeros_like(W), np.zeros_like(K)
    for seq, a, w in zip(task["seqs"], task["tgt"], task["w"], strict=True):
        logit = sum(W[:, z] * K[z] for z in seq)
        delta = _softmax(logit) - np.eye(task["A"])[a]
        for z in seq:
            gW[:, z] += w * delta * K[z]
            gK[z] += w * float(delta @ W[:, z])
    return gW, gK


def _grad_bar(task: dict, W: np.ndarray, K: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """grad of Lbar_r = sum_seq w [-Theta(a*, r) + log sum_a exp Theta(a, r)], Theta(a, r) = W(a, r) K(r) (L1240)."""
    r = task["S"]
    gW, gK = np.zeros_like(W), np.zeros_like(K)
    for a, w in zip(task["tgt"], task["w"], strict=True):
        delta = _softmax(W[:, r] * K[r]) - np.eye(task["A"])[a]
        gW[:, r] += w * delta * K[r]
        gK[r] += w * float(delta @ W[:, r])
    return gW, gK


def _flat(g: tuple[np.ndarray, np.ndarray]) -> np.ndarray:
    return np.concatenate([g[0].ravel(), g[1].ravel()])


def test_l1327_printed_sign_fails() -> None:
    """At Assumption 2's initialisation (alpha = 1e-3, t = 0 of the flow, where Lemma 6's hypothesis W_KQ(z) <=
    alpha_sm holds for alpha_sm at the largest L1146 allows) of a one-relation task, L_r = L, so d/dt L_r = -||grad
    L||^2 on the flow theta' = -grad L, and it falls below L1327's right side ||g||^2 - ||g|| ||g - g_r|| (g = grad
    Lbar_r); -d/dt Lbar_r = <g, grad L> (the reading) is >= that right side. A finite difference of L along -grad L
    confirms d/dt L_r."""
    task = _tiny((0, 0, 1))
    A, T, alpha = task["A"], 3, 1e-3
    W = np.full((A, task["V"]), alpha)
    K = np.full(task["V"], alpha * math.sqrt(A + 1))
    gap = float(np.linalg.norm(task["pstar"] - 1.0 / A))
    eps2 = gap / (50 * (A + 1))
    assert K.max() <= math.sqrt(gap / (150 * math.log(eps2 / (alpha**2 * (A + 1))) * T))
    g_all = _flat(_grad_full(task, W, K))
    g_r = g_all  # R = 1: every row has relation r, L_r = L
    g = _flat(_grad_bar(task, W, K))
    dLr = -float(g_r @ g_all)
    rhs = float(g @ g) - float(np.linalg.norm(g)) * float(np.linalg.norm(g - g_r))
    assert dLr < rhs - 0.5 * abs(rhs), (dLr, rhs)
    assert float(g @ g_all) >= rhs

    def loss(W: np.ndarray, K: np.ndarray) -> float:
        out = 0.0
        for seq, a, w in zip(task["seqs"], task["tgt"], task["w"], strict=True):
            logit = sum(W[:, z] * K[z] for z in seq)
            out += w * (math.log(np.exp(logit - logit.max()).sum()) + logit.max() - logit[a])
        return out

    gW, gK = _grad_full(task, W, K)
    h = 1e-2
    fd = (loss(W - h * gW, K - h * gK) - loss(W + h * gW, K + h * gK)) / (2 * h)
    assert math.isclose(fd, dLr, rel_tol=1e-4), (fd, dLr)


def test_l1332_printed_premise_fails_at_init() -> None:
    """Assumption 2's initialisation (W_OV = alpha, W_KQ = alpha sqrt(|A| + 1), alpha = 1e-8), p*(. | r) = (2/3, 1/3),
    eps^2 and alpha_sm^2 at the largest Lemma 6 allows (L1146-L1147): d/dt L_r < 0 (the printed premise), yet
    ||grad Lbar_r|| >= W_KQ(r) p(r) ||p* - p0|| is ~3000x sqrt(2) W_KQ(r) p(r) T alpha_sm^2; W_KQ(z) <= alpha_sm holds."""
    task = _tiny((0, 0, 1))
    A, T, alpha = task["A"], 3, 1e-8
    W = np.full((A, task["V"]), alpha)
    K = np.full(task["V"], alpha * math.sqrt(A + 1))
    gap = float(np.linalg.norm(task["pstar"] - 1.0 / A))
    eps2 = gap / (50 * (A + 1))
    alpha_sm = math.sqrt(gap / (150 * math.log(eps2 / (alpha**2 * (A + 1))) * T))
    assert K.max() <= alpha_sm
    g_all = _flat(_grad_full(task, W, K))
    assert -float(g_all @ g_all) < 0  # d/dt L_r = -||grad L||^2 (R = 1)
    g = _flat(_grad_bar(task, W, K))
    r = task["S"]
    lower = K[r] * 1.0 * gap  # W_KQ(r) p(r) ||p* - p^||, p^ = p0 at init
    assert float(np.linalg.norm(g)) >= lower * (1 - 1e-12)
    printed = math.sqrt(2) * K[r] * 1.0 * T * alpha_sm**2
    assert float(np.linalg.norm(g)) > 1000 * printed


def test_r13_claims_registered() -> None:
    from thmcheck.checks.papers.factrecall import CLAIMS

    ids = {c.id: c for c in CLAIMS}
    for cid in ("factrecall.display.lemma6-l1327", "factrecall.display.lemma6-l1332",
                "factrecall.display.lemma6-l1352", "factrecall.display.lemma6-l1358", "factrecall.display.thm6-params",
                "factrecall.display.lemma6-l1254", "factrecall.display.lemma6-stage1-end",
                "factrecall.display.lemma6-l1168"):
        assert cid in ids
    assert ids["factrecall.display.lemma6-l1327"].expect == "erratum as printed"
    assert ids["factrecall.display.lemma6-l1352"].expect == "holds"


def test_l1361_missing_square() -> None:
    """A numpy RK4 run of the flow theta' = -grad L (hand gradients of L981's logits) from Assumption 2's
    initialisation (alpha = 1e-3) on S = 16 subjects, R = 1, D = 2, T = 3, into stage 3 (t >= t_1 of L1273) with
    Lemma 6's hypothesis W_KQ(s) <= alpha_sm intact (alpha_sm, eps at the largest L1146-L1147 allow): there the third
    member -||d_{W_OV(., r)} L_r||^2 equals -W_KQ(r)^2 p(r)^2 ||p* - E[p^ | r in z]||^2 (the square restored) and lies
    above the printed fourth member -W_KQ(r)^2 p(r)^2 ||p* - E[p^ | r in z]|| (the norm is < 1)."""
    rng = np.random.default_rng(0)
    task = _tiny(tuple(int(x) for x in rng.integers(0, 2, 16)))
    A, T, alpha, S = task["A"], 3, 1e-3, task["S"]
    gap = float(np.linalg.norm(task["pstar"] - 1.0 / A))
    eps2 = gap / (50 * (A + 1))
    alpha_sm = math.sqrt(gap / (150 * math.log(eps2 / (alpha**2 * (A + 1))) * T))
    t1 = math.log(eps2 / (2 * alpha**2 * (A + 1))) / (2 * (gap + 2 * T * alpha_sm**2))
    W = np.full((A, task["V"]), alpha)
    K = np.full(task["V"], alpha * math.sqrt(A + 1))

    def f(W: np.ndarray, K: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        gW, gK = _grad_full(task, W, K)
        return -gW, -gK

    h, t = 0.1, 0.0
    while t < t1 + 0.5:
        k1 = f(W, K)
        k2 = f(W + h / 2 * k1[0], K + h / 2 * k1[1])
        k3 = f(W + h / 2 * k2[0], K + h / 2 * k2[1])
        k4 = f(W + h * k3[0], K + h * k3[1])
        W = W + h / 6 * (k1[0] + 2 * k2[0] + 2 * k3[0] + k4[0])
        K = K + h / 6 * (k1[1] + 2 * k2[1] + 2 * k3[1] + k4[1])
        t += h
        assert K[:S].max() <= alpha_sm  # Lemma 6's hypothesis on S (no noise token at T = 3)
    r = S  # the relation's column
    gW, _ = _grad_full(task, W, K)  # R = 1: L_r = L
    third = -float((gW[:, r] ** 2).sum())
    Ephat = sum(w * _softmax(sum(W[:, z] * K[z] for z in seq)) for seq, w in zip(task["seqs"], task["w"], strict=True))
    dev = float(np.linalg.norm(task["pstar"] - Ephat))
    assert dev < 1
    assert math.isclose(third, -K[r] ** 2 * dev**2, rel_tol=1e-9)
    fourth_printed = -K[r] ** 2 * dev
    assert third > fourth_printed * 0.5, (third, fourth_printed)


def test_thm6_params_links() -> None:
    """Theorem 6's proof at R = D = 2, T = 3, S = 32 = 8 R sqrt(2D), |N| = 48 = 4 R sqrt(2D) T, balanced answer
    columns, eps = min_r ||p* - p0||/(100(|A| + 1)), iota at L1377's threshold (mpmath, own code): T* = 2 iota R
    sqrt(2D) > 2 R sqrt(D) iota (L1383), and the exponent of L1393 is iota/sqrt(2) > iota/2 while the subject chain's
    4 R sqrt(D)/S = 1/(2 sqrt(2)) <= 1/2 (L1386)."""
    import mpmath as mp

    mp.mp.dps = 50
    R, D, T, S, N = 2, 2, 3, 32, 48
    A = R * D
    assert S >= 8 * R * mp.sqrt(2 * D) and N >= 4 * R * mp.sqrt(2 * D) * T
    # balanced: p*(. | r) uniform on r's D answers, p0 = 1/|A|
    gap = mp.sqrt(D * (mp.mpf(1) / D - mp.mpf(1) / A) ** 2 + (A - D) * (mp.mpf(1) / A) ** 2)
    assert mp.almosteq(gap, 1 / mp.sqrt(2 * D))
    p_r = mp.mpf(1) / R
    eps = gap / (100 * (A + 1))
    C = 100 * (A + 1) * mp.log(A)
    iota = C * eps**-4 * p_r * gap
    t_star = iota / (p_r * gap) + C * eps**-4  # Lemma 6's T* with log(eps/(alpha sqrt(|A| + 1))) = iota, eps_min = eps
    assert mp.almosteq(t_star, 2 * iota * R * mp.sqrt(2 * D))
    assert t_star > 1.4 * 2 * R * mp.sqrt(D) * iota
    assert 4 * R * mp.sqrt(D) * T / N > mp.mpf(1) / 2 + mp.mpf("0.2")  # = 1/sqrt(2)
    assert 4 * R * mp.sqrt(D) / S <= mp.mpf(1) / 2


def test_l1709_markov_chain_gaussian() -> None:
    """L1709-L1711 at f = 1 + Z (E f = 1, p = 1), delta = 0.01 (q = 2 log 100), by scipy/closed forms (own code):
    P(f <= 0) = Phi(-1) <= P(|Z| >= 1) = 2 Phi(-1) = P(|Z|^q >= 1) <= E|Z|^q = 2^{q/2} Gamma((q+1)/2)/sqrt(pi); the
    claim's measure gives the same members."""
    from scipy import special, stats

    from thmcheck.checks.claim import Ctx
    from thmcheck.checks.papers.factrecall.r13_factrecall import L1709

    q = 2 * math.log(100.0)
    first, second = stats.norm.cdf(-1.0), 2 * stats.norm.cdf(-1.0)
    markov = 2 ** (q / 2) * special.gamma((q + 1) / 2) / math.sqrt(math.pi)
    assert first <= second <= markov
    want = {"1709": (first, second), "1710": (second, second), "1711": (second, markov)}
    for item, (lhs, rhs) in want.items():
        m = L1709.measure({"p": 1, "c": [1.0, 1.0], "delta": 0.01, "item": item}, Ctx())
        assert math.isclose(m.lhs, lhs, rel_tol=1e-9)
        assert math.isclose(m.quantities["member"], rhs, rel_tol=1e-6)


def test_l1311_printed_sign() -> None:
    """L1311-L1312 at Section 5's task with S = 3, R = 1, T = 3 (s, r, EOS), answers (0, 0, 1), p(r) = 1: the gradient
    of Lbar_r (logits W_OV(., r) W_KQ(r), L1240) and of L_r (logits summed over s, r, EOS, L1224) with respect to
    W_OV(., r) by central finite differences (numpy, own code) is minus the printed right member."""
    task = _tiny((0, 0, 1))
    r = task["S"]  # the relation token
    rng = np.random.default_rng(3)
    W, K = rng.normal(size=(2, task["V"])), rng.uniform(0.5, 1.5, size=task["V"])

    def nll(logits: np.ndarray, a: int) -> float:
        return float(np.log(np.exp(logits).sum()) - logits[a])

    def lbar(Wm: np.ndarray) -> float:
        return sum(w * nll(Wm[:, r] * K[r], a) for a, w in zip(task["tgt"], task["w"], strict=True))

    def lr(Wm: np.ndarray) -> float:
        return sum(w * nll(sum(Wm[:, z] * K[z] for z in seq), a)
                   for seq, a, w in zip(task["seqs"], task["tgt"], task["w"], strict=True))

    def grad_col(fn, h: float = 1e-6) -> np.ndarray:  # noqa: ANN001
        g = np.zeros(2)
        for a in range(2):
            Wp, Wm = W.copy(), W.copy()
            Wp[a, r] += h
            Wm[a, r] -= h
            g[a] = (fn(Wp) - fn(Wm)) / (2 * h)
        return g

    phat_r = _softmax(W[:, r] * K[r])
    Ephat = sum(w * _softmax(sum(W[:, z] * K[z] for z in seq)) for seq, w in zip(task["seqs"], task["w"], strict=True))
    M1311 = K[r] * 1.0 * (task["pstar"] - phat_r)
    M1312 = K[r] * 1.0 * (task["pstar"] - Ephat)
    g1311, g1312 = grad_col(lbar), grad_col(lr)
    assert np.linalg.norm(M1311) > 1e-3 and np.linalg.norm(M1312) > 1e-3
    assert np.allclose(g1311, -M1311, atol=1e-7) and np.allclose(g1312, -M1312, atol=1e-7)
    assert np.linalg.norm(g1311 - M1311) / np.linalg.norm(M1311) > 1.99  # as printed: distance 2
