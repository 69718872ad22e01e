"""Round 8 (frsl) tests for factrecall: the written-out training and flow arithmetic against autograd and
torch.optim.Adam (the ci cost cuts of factrecall.thm2.trained and fig5.plateau), and second paths of the round's
proof displays (checks/papers/factrecall/r8_frsl.py), sharing no code with the claims' bounds or measurements."""

from __future__ import annotations

import math

import numpy as np
import pytest
import torch

from thmcheck.models.device import generator
from thmcheck.models.factrecall import sec5_appD_flow as F
from thmcheck.models.factrecall.sec3_appB_memories import margins, mlp_logits, sphere, train_memory


def _reference_training(kind: str, N: int, d: int, seed: int, steps: int, m: int = 0) -> list[float]:
    """The former implementation: autograd and torch.optim.Adam, float64; returns the accuracy history."""
    g = generator(seed)
    E, U = sphere(N, d, g).double(), sphere(N, d, g).double()
    f = torch.arange(N)
    if kind == "linear":
        params = [torch.randn(d, d, generator=g, dtype=torch.float64) / math.sqrt(d)]
    else:
        params = [torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(d),
                  torch.randn(m, d, generator=g, dtype=torch.float64) / math.sqrt(m)]
    for p in params:
        p.requires_grad_(True)
    opt = torch.optim.Adam(params, lr=1e-2)
    hist = []
    for t in range(1, steps + 1):
        logits = (E @ params[0].T @ U.T) if kind == "linear" else mlp_logits(params[1], params[0], E, U)
        if t % 8 == 0 or t == 1 or t == steps:
            hist.append(float((margins(logits.detach(), f) > 0).double().mean()))
        loss = torch.nn.functional.cross_entropy(logits, f)
        opt.zero_grad()
        loss.backward()
        opt.step()
    return hist


@pytest.mark.parametrize(("kind", "N", "d", "m", "seed"), [("mlp", 40, 8, 16, 3), ("mlp", 90, 6, 30, 11),
                                                         ("linear", 30, 6, 0, 5)])
def test_written_out_adam_matches_autograd(kind: str, N: int, d: int, m: int, seed: int) -> None:
    """train_memory's written-out gradient and Adam step give autograd + torch.optim.Adam's accuracy history."""
    steps = 120
    ref = _reference_training(kind, N, d, seed, steps, m)
    got = train_memory(kind, N, d, seed, steps, m=m, target=2.0, eval_every=8, dtype=torch.float64).history
    assert got == ref


def test_flow_gradient_matches_autograd() -> None:
    """The dense-product population gradient (grad_lemma4 through residual) equals autograd of the loss."""
    rng = np.random.default_rng(0)
    task = F.make_task(5, 3, 4, 6, 5, F.answer_table(5, 3, 4, "random", 1))
    Wov = torch.as_tensor(rng.standard_normal((task.A, task.V)))
    Wkq = torch.as_tensor(rng.standard_normal(task.V))
    a = Wov.clone().requires_grad_(True)
    b = Wkq.clone().requires_grad_(True)
    lg = (a * b[None, :]).T[task.tokens].sum(1)  # the former gather over the T positions
    nll = torch.logsumexp(lg, 1) - lg.gather(1, task.tgt[:, None]).squeeze(1)
    gA, gB = torch.autograd.grad((task.w * nll).sum(), (a, b))
    hA, hB = F.grad_lemma4(Wov, Wkq, task)
    assert torch.allclose(hA, gA, atol=1e-13) and torch.allclose(hB, gB, atol=1e-13)


def _entropy(counts: dict) -> float:
    n = sum(counts.values())
    return -sum(c / n * math.log(c / n) for c in counts.values())


@pytest.mark.parametrize(("V", "D", "R"), [(4, 1, 2), (8, 2, 2), (7, 1, 3), (12, 2, 3)])
def test_lemma8_gap_by_enumeration(V: int, D: int, R: int) -> None:
    """L1572-L1575: enumerate every ordered R-tuple of disjoint D-subsets of [V] (uniform), measure sum_r H(A_r) -
    H(A_1, ..., A_R) from the empirical laws: it is at most R log(C(|V|, D)/C(|V| - (R-1)D, D)) (L1572), which equals
    L1573's factorial form exactly (rationals), and at most RD log(|V|/(|V| - RD)) <= 2 R^2 D^2/|V| (L1574-L1575)."""
    from collections import Counter
    from fractions import Fraction
    from itertools import combinations, permutations

    subsets = list(combinations(range(V), D))
    tuples = [t for t in permutations(subsets, R) if len(set().union(*map(set, t))) == R * D]
    joint = Counter(tuples)
    margins_ = [Counter(t[r] for t in tuples) for r in range(R)]
    gap = sum(_entropy(m) for m in margins_) - _entropy(joint)
    fact = math.factorial
    ratio = Fraction(math.comb(V, D), math.comb(V - (R - 1) * D, D))
    assert ratio == Fraction(fact(V) * fact(V - R * D), fact(V - D) * fact(V - (R - 1) * D))  # L1573's '='
    assert gap <= R * math.log(ratio) + 1e-12  # L1572
    assert gap <= R * D * math.log(V / (V - R * D)) <= 2 * R**2 * D**2 / V  # L1574-L1575


def test_lemma14_q_choice_at_the_boundary() -> None:
    """L1721-L1727 at p = 1, delta = 1/e (q = 2), Var/(Ef)^2 = e/2 (L1723 with equality: 2 e^{-1} (e/2) = 1): the
    power (q^p Var/(Ef)^2)^{q/2} = e exceeds delta = 1/e; with e^{+1} in L1723 (Var/(Ef)^2 = 1/(2e)) it is 1/e."""
    from fractions import Fraction

    p, delta = 1, math.exp(-1.0)
    q = 2 * math.log(1 / delta)
    ratio = math.e / (2**p * math.log(1 / delta) ** p)
    assert abs(2**p * math.exp(-1) * math.log(1 / delta) ** p * ratio - 1) < 1e-15
    assert (q**p * ratio) ** (q / 2) > 7 * delta
    fixed = 1 / (math.e * 2**p * math.log(1 / delta) ** p)
    assert abs((q**p * fixed) ** (q / 2) - delta) < 1e-15
    assert Fraction(2) ** p * Fraction(1, 2) == 1  # q^p / 2^p log^p(1/delta) = 1 exactly at q = 2 log(1/delta)


def test_l883_d_outgrows_l885() -> None:
    """L883-L885 at eps = 1 (p = 3), S = R = 1, |V| = 3, delta = 1/e (delta' = delta/(SR|V|), log(1/delta') = 1 + log 3):
    the d at which L883's middle 2^{4C2} log^{4C2+2}(1/delta') 8^2 / d equals 1 grows like 2^{4 C2}, while L885's
    (C3 log(1/delta'))^{C4} is the same for every C2 > 2: for any fixed C3, C4 (here generous ones) a large C2 breaks it."""
    from fractions import Fraction

    x = 1 + math.log(3)  # log(1/delta')
    needed = {c2: 2 ** (4 * c2) * x ** (4 * c2 + 2) * 64 for c2 in (3, 10, 100)}
    assert needed[10] / needed[3] > 1e10 and needed[100] / needed[10] > 1e150
    c3, c4 = 100.0, 50.0  # any universal pair: (C3 x)^{C4} is fixed, the needed d is not
    assert needed[100] > (c3 * x) ** c4
    # the middle at d = (C3 x)^{C4} exceeds 1 at C2 = 100: 2^{400} x^{402} 64 / (C3 x)^{C4} > 1
    assert Fraction(2) ** 400 * Fraction(x) ** 402 * 64 > Fraction(c3 * x) ** 50


@pytest.mark.parametrize("p", [1.0, 1e-3])
def test_lemma6_riccati_printed_denominator(p: float) -> None:
    """L1200-L1210 at |A| = 2, ||p* - p0|| = sqrt 2, eps^2 = sqrt(2)/150, ||u_0||^2 = eps^2/2, T alpha_sm^2 = 0:
    integrate z' = gamma z + 4 p z^2 (L1203 with equality) with scipy up to 0.99 of L1209's window and compare with
    L1210's printed gamma z0 e^{gamma t} / (gamma + 4 p^2 (1 - e^{gamma t})): p(r) = 1 > z0 makes the printed
    denominator negative there, p(r) = 1e-3 < z0 makes the printed bound smaller than the solution."""
    from scipy.integrate import solve_ivp

    z0 = math.sqrt(2.0) / 150 / 2
    gamma = 2 * p * math.sqrt(2.0)
    t = 0.99 * math.log(gamma / (4 * p * z0) + 1) / gamma
    sol = solve_ivp(lambda _, z: gamma * z + 4 * p * z**2, (0.0, t), [z0], rtol=1e-11, atol=1e-14)
    z_t = float(sol.y[0, -1])
    printed = gamma * z0 * math.exp(gamma * t) / (gamma + 4 * p**2 * (1 - math.exp(gamma * t)))
    assert z_t > 0 and z_t > printed
    if p < z0:
        assert printed > 0 and z_t > 1.5 * printed


def test_lemma6_growth_needs_positive_gamma_minus() -> None:
    """L1263-L1267 under Lemma 6's printed hypotheses (exact rationals where possible): p(r) = 1, ||p* - p0|| = sqrt 2,
    |A| = 2, eps^2 = sqrt(2)/150, alpha^2 (|A| + 1) = eps^2/1.01 (log(eps^2/(alpha^2(|A|+1))) = log 1.01 > 0), T
    alpha_sm^2 at its printed maximum sqrt(2)/(150 log 1.01): gamma^- = 2(sqrt 2 - 4 T alpha_sm^2) < 0 and the
    second '>=' of L1267 fails."""
    dlt, n_a = math.sqrt(2.0), 2
    eps2 = dlt / (50 * (n_a + 1))
    z0 = eps2 / 1.01
    assert math.log(eps2 / z0) > 0 and eps2 <= dlt / (50 * (n_a + 1)) + 1e-18
    ta2 = dlt / (150 * math.log(eps2 / z0))
    alpha2 = z0 / (n_a + 1)
    gm = 2 * 1.0 * (dlt - 4 * ta2)
    assert gm < 0
    middle, right = 0.5 * gm * alpha2 - 4 * alpha2**2, 0.25 * gm * alpha2
    assert middle < right
    # with a log of at least 4/150 the hypothesis keeps 4 T alpha_sm^2 <= ||p* - p0|| and (alpha small) the step holds
    z0b = eps2 / math.exp(0.5)
    ta2b = dlt / (150 * 0.5)
    a2b = z0b / (n_a + 1)
    gmb = 2 * (dlt - 4 * ta2b)
    assert 0.5 * gmb * a2b - 4 * a2b**2 >= 0.25 * gmb * a2b


def test_lemma9_event_chain_by_hand() -> None:
    """L1614-L1627 on one explicit instance by numpy (no claim code): |V| = 3, A = {0, 1}, a* = (0, 0, 1),
    eps = 0.2, M = 1 (|N_0| = 2, |N_1| = 1): every link holds and the '=' links agree."""
    import numpy as np

    f = np.array([[0.7, 0.2, 0.1], [0.1, 0.1, 0.8], [0.3, 0.6, 0.1]])
    a, zs, eps, M, S, V = np.array([0, 0, 1]), [0, 1], 0.2, 1.0, 3, 3
    ft = (1 - eps) * f + eps / V
    ga = ft[np.arange(S), a]
    for z in zs:
        N = a == z
        m = [np.log(ft[:, z].mean()), np.log(ga[N].sum() / S), np.log(ga[N].mean()) + np.log(N.sum() / S),
             np.log(ga[N]).mean() + np.log(N.sum() / S), np.log(ga[N]).sum() / M + np.log(M / S)]
        assert m[0] >= m[1] and np.isclose(m[1], m[2]) and m[2] >= m[3] >= m[4]
    p0 = sum(np.log(ft[:, z].mean()) for z in zs)
    p2 = np.log(ga).sum() / M + 2 * np.log(M / S)
    p3 = (1 - eps) / M * np.log(f[np.arange(S), a]).sum() - S * eps / M * np.log(V) + 2 * np.log(M / S)
    assert p0 >= p2 >= p3 and p0 >= 2 * np.log(eps / V)


def test_thm8_eps_lot_small() -> None:
    """L1531-L1535 by hand at R = D = 1, |V| = 2 = 2RD (Theorem 8's smallest |V|): eps_lot >= R = 1 alone exceeds
    RD log(|V|/D) = log 2, so SR log D + RD log(|V|/D) - eps_lot >= SR log D + (1 - c) RD log(|V|/D) fails for every
    c in (0, 1) and every eta >= 0; along |V| = 2RD with R = 1 the ratio stays above (1/D + 1)/log 2."""
    for D in (1, 2, 10, 1000):
        R, V = 1, 2 * D
        eps_lot_min = 2 * R * D * math.log(V) / V + 2 * R * D**2 / V + R + 2 * R**2 * D**2 / V  # eta = 0
        assert eps_lot_min / (R * D * math.log(V / D)) >= (1 / D + 1) / math.log(2) > 1


def test_thm8_l1540_eta() -> None:
    """L1539-L1540 by hand: at Theorem 8's smallest S = C D log(2D^2 log|V|), eta = C sqrt(D/S log(...)) = sqrt(C)
    >= 1, so -(1 + eta) RD L >= -(1 + c) RD L fails for every c < 1 once L > 0; with |V| = 1e30 (R = 2, D = 3,
    C = 4) the gap at c -> 1, (1 - eta) RD L + RD log(|V|/D) - eps_lot, is negative at L = 100."""
    R, D, C, V = 2, 3, 4.0, 1e30
    lg = math.log(2 * D**2 * math.log(V))
    S = C * D * lg
    eta = C * math.sqrt(D / S * lg)
    assert math.isclose(eta, 2.0)
    lot = 2 * R * D * math.log(V) / V + 2 * R * D**2 / V + eta * R * D + R + 2 * R**2 * D**2 / V
    L = 100.0
    mid = -((1 + eta) * R * D + R * S) * L + S * R * math.log(D) + R * D * math.log(V / D) - lot
    for c in (0.5, 0.9, 0.999999):
        right = -((1 + c) * R * D + R * S) * L + S * R * math.log(D) + (1 - c) * R * D * math.log(V / D)
        assert mid < right
