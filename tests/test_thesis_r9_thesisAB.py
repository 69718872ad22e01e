"""Second paths of round 9's thesis App. A-B claims (helper thesisAB): each shares no code with its claim's bound or
measurement (exact arithmetic, math only)."""

from __future__ import annotations

import math
from fractions import Fraction


def test_b85_label_tied_noise_beats_printed_side() -> None:
    """(B.85) L4255 with H_1 of (B.80) at j = 1, by hand: B nodes, half of pattern mu_1 (y = +1) and half of mu_2
    (y = -1), each attending only nodes of its own pattern; Assumption B.2.1's noise z_1(0) = sigma p_1 (length sigma,
    allowed), z_2(0) = 0; a neuron with a_i = +1/sqrt(m) active on every node; eta = 1. Then z_l^T p_1 = sigma on the
    mu_1 nodes and 0 on the others, so H_1 = (1/B)(B/2) sigma / sqrt(m) = sigma/(2 sqrt(m)) exactly, for every B,
    while the printed side sigma sqrt(log m log B / B)/sqrt(m) tends to 0: at m = 4 it is below H_1 from B = 64 on,
    and the ratio grows with B. The correction eta sigma / a holds (H_1 is half of it)."""
    m, sigma = 4, Fraction(1, 10)
    ratios = []
    for B in (64, 400, 4000, 40000):
        terms = [Fraction(1) * sigma for _ in range(B // 2)] + [Fraction(-1) * 0 for _ in range(B // 2)]
        h1_sqrt_m = sum(terms) / B                       # H_1 * sqrt(m), exact
        assert h1_sqrt_m == sigma / 2
        printed_sqrt_m = float(sigma) * math.sqrt(math.log(m) * math.log(B) / B)
        assert float(h1_sqrt_m) > printed_sqrt_m
        assert h1_sqrt_m <= sigma                        # the correction |H_1| <= sigma / a
        ratios.append(float(h1_sqrt_m) / printed_sqrt_m)
    assert all(r1 > r0 for r0, r1 in zip(ratios, ratios[1:], strict=False))
    assert ratios[-1] > 10


def test_b207_unlucky_v_does_not_shrink_with_b() -> None:
    """(B.207) L4891 with V_i(t) of (B.204) (j in S_1, so x_s^T x_j = 1[s of pattern mu_1]), by hand: three patterns,
    W_V = I, so V_l is node l's attention mixture over (mu_1, mu_2, mu_3). A batch of B nodes in equal quarters:
    mu_1 nodes (y = +1) attending their own pattern, V = (1, 0, 0); mu_2 nodes (y = -1), V = (0, 1, 0); class +1
    non-discriminative nodes, V = (2/5, 0, 3/5); class -1 non-discriminative nodes, V = (1/10, 3/10, 3/5). The
    neuron W_O(i) = (-1, -1, 1) is inactive on every mu_1 and mu_2 node (so unlucky under (B.4)-(B.5), signed or
    not) and active on both non-discriminative kinds (3/5 - 2/5 >= 0, 3/5 - 4/10 >= 0). With a_i = 1/sqrt(m):
    V_i = (1/B)((B/4)(-1)(2/5) + (B/4)(+1)(1/10)) / sqrt(m) = -3/(40 sqrt(m)) for every B, while the printed shape
    1/(sqrt(B) sqrt(m)) tends to 0: below |V_i| from B = 178 on, the ratio growing like sqrt(B). The correction 1/a
    holds."""
    wo = (Fraction(-1), Fraction(-1), Fraction(1))
    kinds = [((Fraction(1), Fraction(0), Fraction(0)), 1), ((Fraction(0), Fraction(1), Fraction(0)), -1),
             ((Fraction(2, 5), Fraction(0), Fraction(3, 5)), 1),
             ((Fraction(1, 10), Fraction(3, 10), Fraction(3, 5)), -1)]
    act = [sum(w * v for w, v in zip(wo, V, strict=True)) >= 0 for V, _ in kinds]
    assert act == [False, False, True, True]
    ratios = []
    for B in (4, 400, 40000, 4000000):
        vi_sqrt_m = sum(Fraction(B // 4) * (-y) * int(a) * V[0] for (V, y), a in zip(kinds, act, strict=True)) / B
        assert vi_sqrt_m == Fraction(-3, 40)
        assert abs(vi_sqrt_m) <= 1                      # the correction |V_i| <= 1/a
        ratios.append(float(abs(vi_sqrt_m)) * math.sqrt(B))
    assert all(r1 > r0 for r0, r1 in zip(ratios, ratios[1:], strict=False))
    assert ratios[0] < 1 < ratios[-1]
    assert 3 / 40 * math.sqrt(177) < 1 < 3 / 40 * math.sqrt(178)


def test_b212_first_equality_is_one_step_from_init() -> None:
    """(B.212)/(B.213) L4909/L4913, first '=' W_V^(t+1) x_j = W_V^(0) x_j - eta (dLoss/dW_V at W_V^(0)) x_j, by hand in
    exact arithmetic: two nodes (x_0 = e_1, y_0 = +1; x_1 = e_2, y_1 = -1) with fixed attention (3/4, 1/4) and
    (1/4, 3/4) (W_K = W_Q = 0 and a fixed positional term), one neuron with a = 1, W_O = (1, 0), W_V = I, the
    batch-mean hinge loss; gradient descent on W_V and W_O with eta = 1/2 by the chain rule (dF_n/dW_V = a 1[W_O V_n
    >= 0] W_O^T xbar_n^T, dF_n/dW_O = a 1[...] (W_V xbar_n)^T, xbar_n the attention-weighted features). After two
    steps (t = 1) W_V^(2) x_j differs from the printed W_V^(0) x_j - eta grad(W^(0)) x_j for j = 2, and equals the
    SGD update W_V^(1) x_j - eta grad(W^(1)) x_j ((B.211)'s form); at t = 0 both forms agree. The two nodes read as
    the two tokens of one sample (one output per token, the same chain rule for W_V) make it Chapter 2's (A.184)
    L3496 / (A.185) L3500 against (A.183)'s form."""
    F0 = Fraction
    xbar = [(F0(3, 4), F0(1, 4)), (F0(1, 4), F0(3, 4))]
    ys = [1, -1]
    eta = F0(1, 2)

    def grads(WV: list[list[Fraction]], WO: list[Fraction]) -> tuple[list[list[Fraction]], list[Fraction]]:
        gV = [[F0(0), F0(0)], [F0(0), F0(0)]]
        gO = [F0(0), F0(0)]
        for xb, y in zip(xbar, ys, strict=True):
            V = [WV[r][0] * xb[0] + WV[r][1] * xb[1] for r in range(2)]
            pre = WO[0] * V[0] + WO[1] * V[1]
            F = max(pre, F0(0))
            if 1 - y * F <= 0 or pre < 0:
                continue
            for r in range(2):
                for c in range(2):
                    gV[r][c] += F0(-y, 2) * WO[r] * xb[c]
                gO[r] += F0(-y, 2) * V[r]
        return gV, gO

    WV0, WO0 = [[F0(1), F0(0)], [F0(0), F0(1)]], [F0(1), F0(0)]
    gV0, gO0 = grads(WV0, WO0)
    WV1 = [[WV0[r][c] - eta * gV0[r][c] for c in range(2)] for r in range(2)]
    WO1 = [WO0[r] - eta * gO0[r] for r in range(2)]
    gV1, _ = grads(WV1, WO1)
    WV2 = [[WV1[r][c] - eta * gV1[r][c] for c in range(2)] for r in range(2)]
    j = 1                                                   # x_j = e_2 (the mu_2 node, (B.212))
    printed_t0 = [WV0[r][j] - eta * gV0[r][j] for r in range(2)]
    assert [WV1[r][j] for r in range(2)] == printed_t0      # t = 0: the printed form is the update
    printed_t1 = [WV0[r][j] - eta * gV0[r][j] for r in range(2)]   # W_V^(0), gradient at the initial weights
    update_t1 = [WV1[r][j] - eta * gV1[r][j] for r in range(2)]
    assert [WV2[r][j] for r in range(2)] == update_t1
    assert [WV2[r][j] for r in range(2)] != printed_t1


def test_b196_one_node_batch_moves_b_zm_down() -> None:
    """(B.196) L4817 as printed says -eta dLoss/db_z >= 0 (its right side carries |S_* cap N_z| - |S_* cap N_z| = 0).
    By hand, exact: a batch of one node l (pattern mu_1, y = +1) attending itself (SPD 0), a mu_1 node at SPD 1 and a
    mu_2 node at SPD 2 with equal logits (W_K = W_Q = 0, b = 0: softmax 1/3 each), W_V = I, one neuron a = 1, W_O =
    (-1, 3). Node l's margins: Delta_l(1) = 1 - 0 = 1 > Delta_l(2) = 0 - 1, so z_m = 1. V_l = (2/3, 1/3), W_O V_l = 1/3
    >= 0 (active), F = 1/3 < 1 (the hinge active); dF/db_1 = W_O (att_1 (x_1 - V_l)) = (1/3)(-1/3 - 1) = -4/9, so
    -eta dLoss/db_1 = eta y dF/db_1 = -4 eta / 9 < 0 (eta = 1/2: -2/9)."""
    att = [Fraction(1, 3)] * 3
    xs = [(Fraction(1), Fraction(0)), (Fraction(1), Fraction(0)), (Fraction(0), Fraction(1))]   # SPD 0, 1, 2
    wo, y, eta = (Fraction(-1), Fraction(3)), 1, Fraction(1, 2)
    V = tuple(sum(a * x[k] for a, x in zip(att, xs, strict=True)) for k in range(2))
    pre = wo[0] * V[0] + wo[1] * V[1]
    assert V == (Fraction(2, 3), Fraction(1, 3)) and pre == Fraction(1, 3)
    assert 1 - y * pre > 0
    z = 1
    dF_db = att[z] * (wo[0] * (xs[z][0] - V[0]) + wo[1] * (xs[z][1] - V[1]))
    assert dF_db == Fraction(-4, 9)
    step = -eta * (-y * dF_db)                              # -eta dLoss/db_z, Loss = 1 - y F
    assert step == Fraction(-2, 9) and step < 0


def test_b150_wk_gradient_has_wq_not_its_transpose() -> None:
    """(B.150) L4577 by hand: d = 2, one query node l with x_l = e_1 attending x_1 = e_1 and x_2 = e_2 (b = 0), W_Q =
    [[1, 1/2], [0, 1]] (not symmetric), W_K = I, W_V = I, one neuron a = 1 with W_O = (1, 2), a batch of one with
    y = -1. The logits x_s^T W_K^T W_Q x_l are (1, 0), softmax (e/(e+1), 1/(e+1)), F = (e + 2)/(e + 1) > 0, hinge 1 + F
    active. Central differences of the hinge loss in each entry of W_K (math only) match the chain rule's -y sum_s
    W_O x_s softmax(s) (W_Q x_l)(x_s - xbar)^T to 1e-7; the printed W_Q^T x_l = (1, 1/2) (W_Q x_l = (1, 0)) gives
    the same first row and a second row off by more than 0.05."""
    wq = [[1.0, 0.5], [0.0, 1.0]]
    wo, y = (1.0, 2.0), -1.0
    xs = [(1.0, 0.0), (0.0, 1.0)]
    xl = (1.0, 0.0)

    def mv(A: list[list[float]], v: tuple[float, ...]) -> list[float]:
        return [sum(A[r][c] * v[c] for c in range(2)) for r in range(2)]

    def loss(wk: list[list[float]]) -> float:
        q = mv(wq, xl)
        lg = [sum(kx * qq for kx, qq in zip(mv(wk, x), q, strict=True)) for x in xs]
        z = sum(math.exp(v) for v in lg)
        sm = [math.exp(v) / z for v in lg]
        pre = sum(wo[k] * sum(sm[s] * xs[s][k] for s in range(2)) for k in range(2))
        return max(1 - y * max(pre, 0.0), 0.0)

    wk0 = [[1.0, 0.0], [0.0, 1.0]]
    h = 1e-6
    fd = [[0.0, 0.0], [0.0, 0.0]]
    for r in range(2):
        for c in range(2):
            up = [row[:] for row in wk0]
            dn = [row[:] for row in wk0]
            up[r][c] += h
            dn[r][c] -= h
            fd[r][c] = (loss(up) - loss(dn)) / (2 * h)
    e = math.e
    sm = [e / (e + 1), 1 / (e + 1)]                      # the softmax of the logits (1, 0)
    q = mv(wq, xl)                                        # W_Q x_l = (1, 0)
    lg = [sum(a * b for a, b in zip(x, q, strict=True)) for x in xs]
    assert lg == [1.0, 0.0]
    xbar = [sum(sm[s] * xs[s][k] for s in range(2)) for k in range(2)]
    qt = [wq[0][0] * xl[0] + wq[1][0] * xl[1], wq[0][1] * xl[0] + wq[1][1] * xl[1]]   # W_Q^T x_l = (1, 1/2)

    def formula(v: list[float]) -> list[list[float]]:
        out = [[0.0, 0.0], [0.0, 0.0]]
        for s in range(2):
            coef = -y * sum(wo[k] * xs[s][k] for k in range(2)) * sm[s]
            for r in range(2):
                for c in range(2):
                    out[r][c] += coef * v[r] * (xs[s][c] - xbar[c])
        return out

    chain, printed = formula(q), formula(qt)
    assert all(abs(chain[r][c] - fd[r][c]) < 1e-7 for r in range(2) for c in range(2))
    assert all(abs(printed[0][c] - fd[0][c]) < 1e-7 for c in range(2))
    assert max(abs(printed[1][c] - fd[1][c]) for c in range(2)) > 0.05


def test_a146_vit_wk_gradient_has_wq_not_its_transpose() -> None:
    """(A.146) L3339 by hand on (2.1) with one sample of |S| = 2 tokens x_1 = e_1, x_2 = e_2 (d = 2), both queries l,
    W_Q = [[1, 0], [1/2, 1]] (not symmetric), W_K = I, W_V = I, one neuron a_(l) = 1 with W_O = (2, 1), y = -1 (hinge
    1 + F active, F > 0): central differences of max{1 - yF, 0} in each entry of W_K (math only) match the chain rule
    -y (1/|S|) sum_l sum_s W_O x_s softmax_l(s) (W_Q x_l)(x_s - xbar_l)^T to 1e-7; the printed side (W_Q^T x_l, no
    1/|S|) misses by more than 0.05, and so does the printed W_Q^T x_l with the 1/|S| restored."""
    wq = [[1.0, 0.0], [0.5, 1.0]]
    wo, y = (2.0, 1.0), -1.0
    xs = [(1.0, 0.0), (0.0, 1.0)]

    def mv(A: list[list[float]], v: tuple[float, ...]) -> list[float]:
        return [sum(A[r][c] * v[c] for c in range(2)) for r in range(2)]

    def soft(wk: list[list[float]], xl: tuple[float, float]) -> list[float]:
        q = mv(wq, xl)
        lg = [sum(kx * qq for kx, qq in zip(mv(wk, x), q, strict=True)) for x in xs]
        z = sum(math.exp(v) for v in lg)
        return [math.exp(v) / z for v in lg]

    def loss(wk: list[list[float]]) -> float:
        F = 0.0
        for xl in xs:
            sm = soft(wk, xl)
            F += max(sum(wo[k] * sum(sm[s] * xs[s][k] for s in range(2)) for k in range(2)), 0.0) / 2
        return max(1 - y * F, 0.0)

    wk0 = [[1.0, 0.0], [0.0, 1.0]]
    h = 1e-6
    fd = [[0.0, 0.0], [0.0, 0.0]]
    for r in range(2):
        for c in range(2):
            up, dn = [row[:] for row in wk0], [row[:] for row in wk0]
            up[r][c] += h
            dn[r][c] -= h
            fd[r][c] = (loss(up) - loss(dn)) / (2 * h)

    def formula(transposed: bool, scale: float) -> list[list[float]]:
        out = [[0.0, 0.0], [0.0, 0.0]]
        for xl in xs:
            sm = soft(wk0, xl)
            xbar = [sum(sm[s] * xs[s][k] for s in range(2)) for k in range(2)]
            v = [wq[0][r] * xl[0] + wq[1][r] * xl[1] for r in range(2)] if transposed else mv(wq, xl)
            for s in range(2):
                coef = -y * sum(wo[k] * xs[s][k] for k in range(2)) * sm[s] * scale
                for r in range(2):
                    for c in range(2):
                        out[r][c] += coef * v[r] * (xs[s][c] - xbar[c])
        return out

    def gap(G: list[list[float]]) -> float:
        return max(abs(G[r][c] - fd[r][c]) for r in range(2) for c in range(2))

    assert gap(formula(False, 0.5)) < 1e-7
    assert gap(formula(True, 1.0)) > 0.05
    assert gap(formula(True, 0.5)) > 0.05


def test_b25_one_step_pushes_b1_below_zero() -> None:
    """(B.25) L3997 at t = 1, by hand, exact: b^(0) = (b_0, 0, 0) with b_0 fixed; a batch of one node l (pattern mu_1,
    y = +1) whose aggregation set is itself (SPD 0), one mu_1 node at SPD 1 and one mu_2 node at SPD 2, W_K = W_Q = 0,
    W_V = I, one neuron a = 1 with W_O = (-1, 3). With b_0 = 0 the softmax is (1/3, 1/3, 1/3); |S_* cap N_1| -
    |S_# cap N_1| = 1 - 0 > 0, so (B.25) asks b_1^(1) > 0. V_l = (2/3, 1/3), W_O V_l = 1/3 >= 0, F = 1/3 < 1 (hinge
    active), dF/db_1 = att_1 W_O (x_1 - V_l) = (1/3)(-1/3 - 1) = -4/9, so b_1^(1) = 0 - eta dLoss/db_1 = eta dF/db_1
    = -2/9 < 0 at eta = 1/2."""
    third = Fraction(1, 3)
    att = (third, third, third)                                            # b_0 = 0 and zero logits
    feats = ((Fraction(1), Fraction(0)), (Fraction(1), Fraction(0)), (Fraction(0), Fraction(1)))
    core = [1 if f == (1, 0) else 0 for f in feats]                        # mu_1: class-relevant for y = +1
    conf = [1 if f == (0, 1) else 0 for f in feats]                        # mu_2: confusing
    spd = (0, 1, 2)
    assert sum(c for c, d in zip(core, spd, strict=True) if d == 1) - sum(
        c for c, d in zip(conf, spd, strict=True) if d == 1) == 1
    wo, eta, yl = (Fraction(-1), Fraction(3)), Fraction(1, 2), 1
    V = [sum(a * f[k] for a, f in zip(att, feats, strict=True)) for k in range(2)]
    F = max(wo[0] * V[0] + wo[1] * V[1], Fraction(0))
    assert F == third and 1 - yl * F > 0
    dF_db1 = sum(att[s] * (wo[0] * (feats[s][0] - V[0]) + wo[1] * (feats[s][1] - V[1]))
                 for s in range(3) if spd[s] == 1)
    b1 = Fraction(0) - eta * (-yl * dF_db1)
    assert b1 == Fraction(-2, 9) and b1 < 0


def test_a176_inactive_hinge_has_zero_wv_gradient() -> None:
    """(A.176) L3462's first '=' by hand: one sample of two tokens x_1 = e_1, x_2 = e_2, W_K = W_Q = 0 (softmax 1/2
    each), W_V = I, one neuron a_(l) = 1, y = +1, x_j = e_1. With W_O = (1/2, 0): F = (1/2) sum_l relu(W_O xbar_l) =
    1/4 < 1 (hinge active) and central differences of max{1 - yF, 0} in W_V, applied to x_j, match the printed (-y)
    (1/|S|) sum_l W_O^T (xbar_l^T x_j) = (-1/4, 0) to 1e-7. With W_O = (4, 0): F = 2 > 1, the loss is flat (gradient
    0) while the printed side is (-2, 0): the hinge indicator the display drops (thesis.ch2.eqA.174's slip)."""
    xs = [(1.0, 0.0), (0.0, 1.0)]
    xbar = (0.5, 0.5)
    xj = (1.0, 0.0)

    def loss(wv: list[list[float]], wo: tuple[float, float]) -> float:
        v = [wv[r][0] * xbar[0] + wv[r][1] * xbar[1] for r in range(2)]
        F = sum(max(wo[0] * v[0] + wo[1] * v[1], 0.0) for _ in xs) / 2
        return max(1 - F, 0.0)

    def fd_times_xj(wo: tuple[float, float]) -> list[float]:
        h = 1e-6
        out = [0.0, 0.0]
        for r in range(2):
            for c in range(2):
                up = [[1.0, 0.0], [0.0, 1.0]]
                dn = [[1.0, 0.0], [0.0, 1.0]]
                up[r][c] += h
                dn[r][c] -= h
                out[r] += (loss(up, wo) - loss(dn, wo)) / (2 * h) * xj[c]
        return out

    def printed(wo: tuple[float, float]) -> list[float]:
        dot = xbar[0] * xj[0] + xbar[1] * xj[1]
        return [-1.0 * sum(wo[r] * dot for _ in xs) / 2 for r in range(2)]

    assert all(abs(a - b) < 1e-7 for a, b in zip(fd_times_xj((0.5, 0.0)), printed((0.5, 0.0)), strict=True))
    assert printed((0.5, 0.0)) == [-0.25, 0.0]
    assert all(abs(a) < 1e-9 for a in fd_times_xj((4.0, 0.0)))
    assert printed((4.0, 0.0)) == [-2.0, 0.0]
