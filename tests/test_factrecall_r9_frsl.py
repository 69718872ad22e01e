"""Round 9 (frsl) tests for factrecall: second paths of the round's proof displays of Lemma 6
(checks/papers/factrecall/r9_frsl.py), in numpy, sharing no code with the claims' bounds or measurements."""

from __future__ import annotations

import math

import numpy as np


def _flow_r1(S: int, a_star: np.ndarray, alpha: float, h: float, steps: int):  # noqa: ANN202
    """Explicit-Euler gradient flow of Section 5's model at R = 1, T = 3 (z_{1:3} = (s, r, EOS) up to order, s
    uniform): columns 0..S-1 subjects, S the relation, S + 1 EOS. Yields (W_OV, W_KQ) after each step."""
    A = int(a_star.max()) + 1
    V = S + 2
    W = np.full((A, V), alpha)
    K = np.full(V, alpha * math.sqrt(A + 1))
    Y = np.eye(A)[a_star]  # (S, A) one-hot targets, one row per subject
    for _ in range(steps):
        Th = W * K[None, :]
        logit = Th[:, :S].T + Th[:, S][None, :] + Th[:, S + 1][None, :]  # (S, A): Theta(., s) + Theta(., r) + EOS
        P = np.exp(logit - logit.max(1, keepdims=True))
        P /= P.sum(1, keepdims=True)
        res = (Y - P) / S  # E[1(a = a*) - p^] split by subject
        G = np.zeros((A, V))  # -dL/dTheta(a, z) = E[C(z) (1(a = a*) - p^(a))]
        G[:, :S] = res.T
        G[:, S] = res.sum(0)
        G[:, S + 1] = res.sum(0)
        W, K = W + h * K[None, :] * G, K + h * (W * G).sum(0)
        yield W, K


def test_eos_breaks_rel_only_bound() -> None:
    """L1232 and L1245 at R = 1: EOS's weights equal the relation's along the flow, so phi(a)^T F_lin -
    phi(a)^T F_rel contains Theta(a, r) itself and outgrows (T - 1) alpha_sm^2 while every subject's W_KQ stays below
    the largest alpha_sm that L1146-L1147 allow; the corrected bound (T - 2) alpha_sm^2 + W_KQ(EOS)^2 holds."""
    S, T, alpha = 16, 3, 1e-3
    a_star = np.array([0] * 12 + [1] * 4)
    A = 2
    pstar = np.bincount(a_star, minlength=A) / S
    gap = float(np.linalg.norm(pstar - 1 / A))
    eps2 = gap / (50 * (A + 1))
    alpha_sm = math.sqrt(gap / (150 * T * math.log(eps2 / (alpha**2 * (A + 1)))))
    seen, loss_gap = None, 0.0
    for W, K in _flow_r1(S, a_star, alpha, 0.05, 20000):
        assert np.array_equal(W[:, S], W[:, S + 1]) and K[S] == K[S + 1]
        if K[:S].max() > alpha_sm:
            break
        Th = W * K[None, :]
        diff = np.abs(Th[:, :S].T + Th[:, S + 1][None, :]).max()  # |sum_t Theta(a, z_t) - Theta(a, r)|
        assert diff <= (T - 2) * alpha_sm**2 + K[S + 1] ** 2 + 1e-15
        lin = Th[:, :S].T + Th[:, S][None, :] + Th[:, S + 1][None, :]
        rel = np.broadcast_to(Th[:, S][None, :], lin.shape)

        def nll(x: np.ndarray) -> np.ndarray:
            m = x.max(1)
            return m + np.log(np.exp(x - m[:, None]).sum(1)) - x[np.arange(S), a_star]

        loss_gap = max(loss_gap, abs(float(np.mean(nll(lin)) - np.mean(nll(rel)))))  # |L_r - Lbar_r|, p(r) = 1
        if diff > 10 * (T - 1) * alpha_sm**2 and loss_gap > 2 * (T - 1) * alpha_sm**2:
            seen = (diff, K[S + 1], K[:S].max())
            break
    assert seen is not None, "the flow never left (T - 1) alpha_sm^2 by x10 under the hypothesis"
    assert seen[2] <= alpha_sm
    assert loss_gap > 2 * (T - 1) * alpha_sm**2  # L1245 broken as well


def test_eos_breaks_escape_errors() -> None:
    """L1172-L1175 at R = 2, T = 3 (sequences (s, r, EOS)), p(r) = (0.8, 0.2): EOS learns the answers' marginal faster
    than the rarer relation learns p*(.|r = 1), so ||E[p^ | r = 1] - p0|| outgrows W_KQ(r)^2 + T alpha_sm^2 while every
    subject's W_KQ stays below the largest alpha_sm that L1146-L1147 allow (p0 uniform on the |A| = 6 answers)."""
    S, R, A, T, alpha, h = 40, 2, 6, 3, 1e-3, 0.05
    pr = np.array([0.8, 0.2])
    ans = np.zeros((S, R), dtype=int)
    ans[:, 0] = [0] * 30 + [1] * 10
    ans[:, 1] = [3] * 20 + [4] * 10 + [5] * 10
    p0 = np.full(A, 1 / A)
    pstar = np.stack([np.bincount(ans[:, r], minlength=A) / S for r in range(R)])
    gap = min(float(np.linalg.norm(pstar[r] - p0)) for r in range(R))
    eps2 = gap / (50 * (A + 1))
    alpha_sm = math.sqrt(gap / (150 * T * math.log(eps2 / (alpha**2 * (A + 1)))))
    V = S + R + 1  # subjects, relations, EOS (T = 3: no noise token)
    W, K = np.full((A, V), alpha), np.full(V, alpha * math.sqrt(A + 1))
    rows = [(s, r) for r in range(R) for s in range(S)]
    wt = np.array([pr[r] / S for s, r in rows])
    cols = np.array([[s, S + r, S + R] for s, r in rows])
    Y = np.eye(A)[[ans[s, r] for s, r in rows]]
    worst = 0.0
    for _ in range(4000):
        Th = W * K[None, :]
        logit = Th[:, cols].sum(2).T  # (rows, A)
        P = np.exp(logit - logit.max(1, keepdims=True))
        P /= P.sum(1, keepdims=True)
        if K[:S].max() > alpha_sm:
            break
        on_r1 = np.array([r == 1 for _, r in rows])
        Ep = (wt[on_r1, None] * P[on_r1]).sum(0) / pr[1]
        worst = max(worst, float(np.linalg.norm(Ep - p0)) / (K[S + 1] ** 2 + T * alpha_sm**2))
        if worst > 10:
            break
        G = np.zeros((A, V))  # E[C(z)(1(a = a*) - p^(a))]
        res = wt[:, None] * (Y - P)
        for j in range(3):
            np.add.at(G.T, cols[:, j], res)
        W, K = W + h * K[None, :] * G, K + h * (W * G).sum(0)
    assert K[:S].max() <= alpha_sm
    assert worst > 10, worst


def _u1u2_below(pr1: float, alpha: float) -> tuple[float, bool]:
    """The largest (L1259's right side - d/dt(u_1 u_2)) / (p ||p* - p0|| ||u||^2) of the rarer relation along the flow
    (stopped past 1), and whether the subjects' W_KQ stayed below alpha_sm up to there."""
    S, R, A, T, h = 40, 2, 6, 3, 0.05
    pr = np.array([1 - pr1, pr1])
    ans = np.zeros((S, R), dtype=int)
    ans[:, 0] = [0] * 30 + [1] * 10
    ans[:, 1] = [3] * 20 + [4] * 10 + [5] * 10
    p0 = np.full(A, 1 / A)
    pstar = np.stack([np.bincount(ans[:, r], minlength=A) / S for r in range(R)])
    gap = min(float(np.linalg.norm(pstar[r] - p0)) for r in range(R))
    alpha_sm = math.sqrt(gap / (150 * T * math.log(gap / (50 * (A + 1)) / (alpha**2 * (A + 1)))))
    V = S + R + 1
    W, K = np.full((A, V), alpha), np.full(V, alpha * math.sqrt(A + 1))
    rows = [(s, r) for r in range(R) for s in range(S)]
    wt = np.array([pr[r] / S for s, r in rows])
    cols = np.array([[s, S + r, S + R] for s, r in rows])
    Y = np.eye(A)[[ans[s, r] for s, r in rows]]
    d1 = pstar[1] - p0
    v = d1 / np.linalg.norm(d1)
    below = 0.0
    for _ in range(20000):
        if K[:S].max() > alpha_sm:
            return below, False
        logit = (W * K[None, :])[:, cols].sum(2).T
        P = np.exp(logit - logit.max(1, keepdims=True))
        P /= P.sum(1, keepdims=True)
        G = np.zeros((A, V))
        for j in range(3):
            np.add.at(G.T, cols[:, j], wt[:, None] * (Y - P))
        dW, dK = K[None, :] * G, (W * G).sum(0)  # the flow's W' and K' (= -grad L)
        c = S + 1
        u1, u2 = K[c], float(W[:, c] @ v)
        n2 = u1**2 + u2**2
        growth = dK[c] * u2 + u1 * float(dW[:, c] @ v)
        printed = pr[1] * np.linalg.norm(d1) * n2 - 4 * pr[1] * n2 * (n2 + (T - 1) * alpha_sm**2)
        below = max(below, (printed - growth) / (pr[1] * np.linalg.norm(d1) * n2))
        if below > 1:
            return below, True
        W, K = W + h * dW, K + h * dK
    return below, True


def test_eos_breaks_u1u2_growth() -> None:
    """L1259 at R = 2, T = 3, p(r) = (0.8, 0.2) (the task of test_eos_breaks_escape_errors), alpha = 1e-3: d/dt(u_1 u_2)
    of the rarer relation falls below p ||p* - p0|| ||u||^2 - 4 p ||u||^2 (||u||^2 + (T - 1) alpha_sm^2) by more than
    half of its leading term while every subject's W_KQ is below alpha_sm; derivatives from this file's own gradient
    E[C(z)(1(a = a*) - p^(a))]."""
    below, _ = _u1u2_below(0.2, 1e-3)
    assert below > 0.5, below


def test_thm10_gap_is_beta_over_4() -> None:
    """L727/L731 (Theorem 10's proof, W_K^T W_Q of L717): at orthogonal embeddings (inside Lemma 1's event L608) the
    printed strict gap beta/2 is met with equality (EOS logit beta/2 vs subject logit beta; outside tokens 0); at
    sphere embeddings (d = 100, |S^(i)| = 2, 4 outside tokens) some seed has Lemma 1's event and L727 broken, while
    the gap beta/4 holds at every such seed."""
    beta = 3.0
    n_s, n_o = 2, 4
    for trial in range(2):
        found_727 = found_731 = False
        for seed in range(200) if trial else [None]:
            if seed is None:
                phi = np.eye(n_s + n_o + 1)
            else:
                g = np.random.default_rng(seed).standard_normal((n_s + n_o + 1, 100))
                phi = g / np.sqrt((g * g).sum(axis=1))[:, None]
            eos = phi[-1]
            kq = beta * sum(np.outer(phi[j], eos) for j in range(n_s)) + beta / 2 * np.outer(eos, eos)
            logit = np.array([phi[j] @ kq @ eos for j in range(len(phi))])
            v = phi[:n_s].sum(axis=0) + eos / 2
            ip = phi @ v
            if not (ip[:n_s].min() > ip[-1] + 0.25 > ip[n_s:-1].max() + 0.5):
                continue  # Lemma 1's event fails: outside the display's premise
            out_max = logit[n_s:-1].max()
            assert out_max < logit[-1] - beta / 4  # the corrected gap (L727)
            assert max(out_max, logit[-1]) < logit[0] - beta / 4  # the corrected gap (L731)
            if seed is None:
                assert abs(out_max - (logit[-1] - beta / 2)) < 1e-12  # L727: equality, '<' fails
                assert abs(logit[-1] - (logit[0] - beta / 2)) < 1e-12  # L731 at t = T: equality
                found_727 = found_731 = True
            else:
                found_727 |= bool(out_max >= logit[-1] - beta / 2)
                found_731 |= bool(logit[-1] >= logit[0] - beta / 2)
        assert found_727 and found_731


def test_thm11_q_dimension_count() -> None:
    """L941/L949: P (dim ceil(d/2)) and Q (dim ceil(d/2)) orthogonal to each other and to phi(EOS) need 2 ceil(d/2) + 1
    <= d dimensions, false at every d (integer arithmetic to d = 1e6; and an explicit d = 4 basis check)."""
    d = np.arange(1, 10**6 + 1)
    assert np.all(2 * ((d + 1) // 2) + 1 > d)
    e = np.array([1.0, 0.0, 0.0, 0.0])  # phi(EOS)
    p = np.array([[0.0, 1.0, 0.0, 0.0], [0.0, 0.0, 1.0, 0.0]])  # P, dim ceil(4/2) = 2, orthogonal to phi(EOS)
    _, sv, vt = np.linalg.svd(np.vstack([e, p]))
    complement = vt[int((sv > 1e-12).sum()):]
    assert complement.shape[0] == 1  # room for Q: 1 < ceil(4/2) = 2


def test_l1303_chain_rule_sign() -> None:
    """L1303: along theta' = -grad L (R = 1, T = 3, z = (s, r, EOS), s uniform; numpy central differences),
    d/dt Lbar_r = -<grad Lbar_r, grad L_r> < 0, not the printed +<grad Lbar_r, grad L_r>."""
    rng = np.random.default_rng(7)
    S, A = 3, 2
    a_star = np.array([0, 1, 1])
    V = S + 2  # subjects, the relation (column S), EOS (column S + 1)

    def losses(x: np.ndarray) -> tuple[float, float]:
        W, K = x[: A * V].reshape(A, V), x[A * V:]
        Th = W * K[None, :]
        full = Th[:, :S].T + Th[:, S][None, :] + Th[:, S + 1][None, :]  # (S, A) phi(a)^T F_lin
        relo = np.repeat(Th[:, S][None, :], S, 0)  # (S, A) Theta(a, r)

        def nll(z: np.ndarray) -> float:
            m = z.max(1, keepdims=True)
            return float(np.mean(np.log(np.exp(z - m).sum(1)) + m[:, 0] - z[np.arange(S), a_star]))

        return nll(full), nll(relo)  # L = L_r (R = 1), Lbar_r

    def grad(x: np.ndarray, i: int, h: float = 1e-6) -> np.ndarray:
        e = np.eye(x.size)
        return np.array([(losses(x + h * e[j])[i] - losses(x - h * e[j])[i]) / (2 * h) for j in range(x.size)])

    for _ in range(3):
        x = rng.standard_normal(A * V + V)
        g_l, g_bar = grad(x, 0), grad(x, 1)
        v = -g_l  # the flow's velocity
        h = 1e-5
        ddt = (losses(x + h * v)[1] - losses(x - h * v)[1]) / (2 * h)
        printed = float(g_bar @ g_l)
        assert abs(ddt + printed) < 1e-6 * max(1.0, abs(printed))
        assert abs(printed) > 1e-3 and abs(ddt - printed) > 1e-3


def test_l820_omega_untilded() -> None:
    """L820-L823 with omega of L816 (phi(s')^p untilded): d = 3, P = span(e1), Q = span(e2), sigma(z) = z^2, p = k = 1,
    phi(s) = e1, phi(r) = phi(r') = e2, phi(s') = (e1 + e2)/sqrt(2), answer factor 1. Isserlis: E[<w,u>^2 (<w,a><w,b>
    - <a,b>)] = 2 <u,a><u,b> = 2 sqrt(2), while both printed right sides are 2 <u, phi~(s')> <u, phi~(r')> = sqrt(2);
    a Monte Carlo estimate (4e5 draws) agrees with 2 sqrt(2)."""
    e1, e2 = np.eye(3)[0], np.eye(3)[1]
    u, a, b = e1 + e2, (e1 + e2) / math.sqrt(2), e2
    a_tilde = np.array([1.0, 0.0, 0.0]) * (a @ e1)
    exact = 2 * (u @ a) * (u @ b)
    printed = 2 * (u @ a_tilde) * (u @ b)
    assert abs(exact - 2 * math.sqrt(2)) < 1e-12 and abs(printed - math.sqrt(2)) < 1e-12
    w = np.random.default_rng(3).standard_normal((400_000, 3))
    mc = np.mean((w @ u) ** 2 * ((w @ a) * (w @ b) - a @ b))
    assert abs(mc - exact) < 0.1 and abs(mc - printed) > 1.0
