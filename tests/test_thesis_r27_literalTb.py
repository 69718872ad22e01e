"""Second paths for thmcheck.checks.papers.thesis.r27_literalTb (round 27, helper literalTb), from the thesis text
only, importing nothing from bounds/ or models/.

test_second_path_identity_step: Theorem 4 (L2179-L2187) on a testing task with f_1 = identity (Example 1's f_1,
L2131): own one-layer model (7.2) trained by own SGD on finite training prompts (7.1) of shift tasks (alpha = 0.4,
l_tr = 30), own noisy test prompts (7.4)/(7.11) (||delta|| = 0.3, delta perp M', mu' in span(mu) (7.19)) with
l_ts = 4000 and greedy decoding (7.5): the CoT error is positive for p1 = A_1(i, i) in (1/2, 0.6) and 0 at p1 = 0.7,
and the trained output-to-query block scores an output equal to the query's input lower (mu_i^T W[out, in] mu_i < 0).

test_second_path_identity_icl: Theorem 5 (b) (L2205-L2211) with the same own model on a task whose two steps compose
to the identity (shift by 1 then by -1, errors shift by 2 / +1): Condition 7.3.2 holds strictly, yet the own noisy
ICL prompts (7.8) (zero padding columns included, l_ts = 4000) decode wrongly at p1 = 0.55 and rightly at p1 = 0.8.

test_second_path_self_errors_icl: Theorem 5 (a) (L2203) with the same own model on a task whose step errors return
to the input (Mp = 8, f_k = +1 w.p. 0.48, errors -1 / +4, +5): Condition 7.3.2 fails at every row (B(i, i) = 0.259 >
B(i, f(i)) = 0.230), yet the own noisy ICL prompts decode every query to f(q0) (error 0, not Omega(1)).

test_c3_negative_sigma_mpmath: Property 3 (1) L5195 at sigma < 0, rho of (C.6) by mpmath quadrature of the sigmoid.

test_c7_dense_sigma_by_rotation: Property 7 (C.64) L5531 with dense Sigma_l: E||x||^{2t} by rotating to the
eigenbasis and expanding the product of independent non-central chi-square moments (Isserlis-free, own code).
"""

from __future__ import annotations

import functools
import math

import mpmath
import numpy as np
import pytest
import torch


def _own_train(M: int = 8, d: int = 12, K: int = 2, alpha: float = 0.4, l_tr: int = 30, B: int = 32, T: int = 600,
               eta: float = 0.9, xi: float = 0.01, seed: int = 0) -> torch.Tensor:
    g = torch.Generator().manual_seed(seed)
    D = 2 * d + K
    W = (xi * torch.randn(D, D, generator=g, dtype=torch.float64)).requires_grad_()
    E = torch.eye(d, dtype=torch.float64)
    P = torch.eye(K, dtype=torch.float64)
    for _ in range(T):
        perm = torch.argsort(torch.rand(B, M, generator=g), 1)
        inv = torch.argsort(perm, 1)

        def f(k: int, x: torch.Tensor, perm: torch.Tensor = perm, inv: torch.Tensor = inv) -> torch.Tensor:
            return torch.gather(perm, 1, (torch.gather(inv, 1, x) + k) % M)  # f_k = shift by k in perm's order

        xq = torch.randint(M, (B, 1), generator=g)
        same = torch.rand(B, l_tr, generator=g) < alpha
        other = (xq + 1 + torch.randint(M - 1, (B, l_tr), generator=g)) % M
        ins = torch.where(same, xq.expand(B, l_tr), other)
        keys = []
        for k in range(1, K + 1):
            outs = f(k, ins)
            keys.append(torch.cat([E[ins], E[outs], P[k - 1].expand(B, l_tr, K)], -1))
            ins = outs
        keys = torch.cat(keys, 1)
        kk = int(torch.randint(1, K + 1, (1,), generator=g))
        z = xq
        for k in range(1, kk):
            z = f(k, z)
        target = f(kk, z)
        q = torch.cat([E[z[:, 0]], torch.zeros(B, d, dtype=torch.float64), P[kk - 1].expand(B, K)], -1)
        s = torch.einsum("bld,de,be->bl", keys, W, q)
        out = torch.einsum("bl,bld->bd", torch.softmax(s, -1), keys[..., d: 2 * d])
        loss = 0.5 * ((out - E[target[:, 0]]) ** 2).sum(1).mean()
        loss.backward()
        with torch.no_grad():
            W -= eta * W.grad
            W.grad = None
    return W.detach()


def _own_cot_error(W: torch.Tensor, p1: float, M: int = 8, d: int = 12, K: int = 2, Mp: int = 4, p_rest: float = 0.9,
                   ap: float = 0.8, l_ts: int = 4000, noise: float = 0.3, seed: int = 1) -> float:
    rng = np.random.default_rng(seed)
    Q = np.linalg.qr(rng.standard_normal((M, M)))[0][:, :Mp].T
    mup = np.zeros((Mp, d))
    mup[:, :M] = Q  # mu'_j = sum_i Q[j, i] mu_i: orthonormal, in span(mu) (7.19)
    basis = np.linalg.qr(np.concatenate([mup.T, rng.standard_normal((d, d - Mp))], 1))[0][:, Mp:]
    order = rng.permutation(Mp)
    inv = np.argsort(order)

    def sh(s: int) -> np.ndarray:
        return order[(inv + s) % Mp]

    fs = [np.arange(Mp)] + [sh(k + 1) for k in range(1, K)]  # f_1 = identity
    gs = [sh(1)] + [sh(k + 2) for k in range(1, K)]
    As = []
    for f, gg, p in zip(fs, gs, [p1] + [p_rest] * (K - 1), strict=True):
        A = np.zeros((Mp, Mp))
        A[np.arange(Mp), f] += p
        A[np.arange(Mp), gg] += 1 - p
        As.append(A)
    Wn = W.numpy()
    wrong = 0
    for q0 in range(Mp):
        ns = math.ceil(ap * l_ts)
        x = np.concatenate([np.full(ns, q0), rng.choice([j for j in range(Mp) if j != q0], l_ts - ns)])
        chain = [x]
        for k in range(K):
            u = rng.random(l_ts)
            chain.append((u[:, None] > np.cumsum(As[k][chain[-1]], 1)).sum(1).clip(max=Mp - 1))

        def noisy(idx: np.ndarray) -> np.ndarray:
            c = rng.standard_normal((len(idx), d - Mp))
            return mup[idx] + (c / np.linalg.norm(c, axis=1, keepdims=True) * noise) @ basis.T

        toks = [noisy(c) for c in chain]
        keys = np.concatenate([np.concatenate([toks[k], toks[k + 1], np.tile(np.eye(K)[k], (l_ts, 1))], 1)
                               for k in range(K)], 0)
        v, truth = q0, q0
        for k in range(1, K + 1):
            q = np.concatenate([mup[v], np.zeros(d), np.eye(K)[k - 1]])
            s = keys @ (Wn @ q)
            a = np.exp(s - s.max())
            a /= a.sum()
            v = int(np.argmax(mup @ (a @ keys[:, d: 2 * d])))
            truth = int(fs[k - 1][truth])
            wrong += v != truth
    return wrong / (Mp * K)


@functools.lru_cache(maxsize=1)
def _own_W() -> torch.Tensor:
    return _own_train()


@pytest.mark.slow
def test_second_path_identity_step() -> None:
    W = _own_W()
    d, M = 12, 8
    assert float(W[d: d + M, :M].diagonal().mean()) < -0.1  # outputs equal to the query's input are scored lower
    bad = [_own_cot_error(W, 0.53, seed=s) for s in range(3)]
    good = [_own_cot_error(W, 0.7, seed=s) for s in range(3)]
    assert min(bad) > 0, bad  # rho^f = 0.057 in (0, 1): Theorem 4 says 0
    assert max(good) == 0, good


def _own_icl_error(W: torch.Tensor, p1: float, p2: float = 0.9, M: int = 8, d: int = 12, K: int = 2, Mp: int = 4,
                   ap: float = 0.8, l_ts: int = 4000, noise: float = 0.3, seed: int = 1) -> tuple[float, bool]:
    """ICL (7.8)-(7.9) on the task f_1 = shift by 1, f_2 = shift by -1 (composite f = identity), step 1 errs to
    shift by 2 (probability 1 - p1), step 2 to shift by +1 (1 - p2); columns (x_i; y_iK; c_1) and the zero padding
    columns (0; 0; c_k), k >= 2. Returns (error over the M' queries, Condition 7.3.2 strictly)."""
    rng = np.random.default_rng(seed)
    Q = np.linalg.qr(rng.standard_normal((M, M)))[0][:, :Mp].T
    mup = np.zeros((Mp, d))
    mup[:, :M] = Q
    basis = np.linalg.qr(np.concatenate([mup.T, rng.standard_normal((d, d - Mp))], 1))[0][:, Mp:]
    A1, A2 = np.zeros((Mp, Mp)), np.zeros((Mp, Mp))
    for i in range(Mp):
        A1[i, (i + 1) % Mp] += p1
        A1[i, (i + 2) % Mp] += 1 - p1
        A2[i, (i - 1) % Mp] += p2
        A2[i, (i + 1) % Mp] += 1 - p2
    Bm = A1 @ A2
    cond = all(Bm[i, i] > max(Bm[i, j] for j in range(Mp) if j != i) for i in range(Mp))
    Wn = W.numpy()
    wrong = 0
    for q0 in range(Mp):
        ns = math.ceil(ap * l_ts)
        x = np.concatenate([np.full(ns, q0), rng.choice([j for j in range(Mp) if j != q0], l_ts - ns)])
        y1 = np.array([rng.choice(Mp, p=A1[a]) for a in x])
        y2 = np.array([rng.choice(Mp, p=A2[b]) for b in y1])

        def noisy(idx: np.ndarray) -> np.ndarray:
            c = rng.standard_normal((len(idx), d - Mp))
            return mup[idx] + (c / np.linalg.norm(c, axis=1, keepdims=True) * noise) @ basis.T

        cols = [np.concatenate([noisy(x), noisy(y2), np.tile(np.eye(K)[0], (l_ts, 1))], 1)]
        cols += [np.concatenate([np.zeros((l_ts, 2 * d)), np.tile(np.eye(K)[k], (l_ts, 1))], 1) for k in range(1, K)]
        keys = np.concatenate(cols, 0)
        s = keys @ (Wn @ np.concatenate([mup[q0], np.zeros(d), np.eye(K)[0]]))
        a = np.exp(s - s.max())
        a /= a.sum()
        wrong += int(np.argmax(mup @ (a @ keys[:, d: 2 * d]))) != q0  # f(q0) = q0
    return wrong / Mp, cond


@pytest.mark.slow
def test_second_path_identity_icl() -> None:
    W = _own_W()
    bad = [_own_icl_error(W, 0.55, seed=s) for s in range(3)]
    good = [_own_icl_error(W, 0.8, seed=s) for s in range(3)]
    assert all(c for _, c in bad + good)  # Condition 7.3.2 holds (B(i, i) = 0.495 vs 0.405 at p1 = 0.55)
    assert min(e for e, _ in bad) > 0, bad
    assert max(e for e, _ in good) == 0, good


def _own_icl_self_errors(W: torch.Tensor, M: int = 8, d: int = 12, K: int = 2, Mp: int = 8, ap: float = 0.8,
                         l_ts: int = 4000, noise: float = 0.3, seed: int = 1) -> tuple[float, bool, bool]:
    """ICL (7.8) on f = f_2 o f_1, f_k = shift by 1 (probability 0.48 each); step 1 errs to -1 (0.27) or +4 (0.25),
    step 2 to -1 (0.27) or +5 (0.25): B(i, i) = 0.2592 > B(i, i + 2) = 0.2304. Returns (error, Condition 7.3.2 holds
    at some row, every A_k has f_k's entry the largest)."""
    rng = np.random.default_rng(seed)
    Q = np.eye(M)[:Mp]  # mu'_j = mu_j (M' = M): (7.19) exactly
    mup = np.zeros((Mp, d))
    mup[:, :M] = Q
    basis = np.linalg.qr(np.concatenate([mup.T, rng.standard_normal((d, d - Mp))], 1))[0][:, Mp:]
    A1, A2 = np.zeros((Mp, Mp)), np.zeros((Mp, Mp))
    for i in range(Mp):
        for A, e in ((A1, 4), (A2, 5)):
            A[i, (i + 1) % Mp] += 0.48
            A[i, (i - 1) % Mp] += 0.27
            A[i, (i + e) % Mp] += 0.25
    Bm = A1 @ A2
    cond_somewhere = any(int(np.argmax(Bm[i])) == (i + 2) % Mp for i in range(Mp))
    primacy = all(A[i, (i + 1) % Mp] > max(A[i, j] for j in range(Mp) if j != (i + 1) % Mp)
                  for A in (A1, A2) for i in range(Mp))
    Wn = W.numpy()
    wrong = 0
    for q0 in range(Mp):
        ns = math.ceil(ap * l_ts)
        x = np.concatenate([np.full(ns, q0), rng.choice([j for j in range(Mp) if j != q0], l_ts - ns)])
        y1 = np.array([rng.choice(Mp, p=A1[a]) for a in x])
        y2 = np.array([rng.choice(Mp, p=A2[b]) for b in y1])

        def noisy(idx: np.ndarray) -> np.ndarray:
            c = rng.standard_normal((len(idx), d - Mp))
            return mup[idx] + (c / np.linalg.norm(c, axis=1, keepdims=True) * noise) @ basis.T

        cols = [np.concatenate([noisy(x), noisy(y2), np.tile(np.eye(K)[0], (l_ts, 1))], 1)]
        cols += [np.concatenate([np.zeros((l_ts, 2 * d)), np.tile(np.eye(K)[k], (l_ts, 1))], 1) for k in range(1, K)]
        keys = np.concatenate(cols, 0)
        s = keys @ (Wn @ np.concatenate([mup[q0], np.zeros(d), np.eye(K)[0]]))
        a = np.exp(s - s.max())
        a /= a.sum()
        wrong += int(np.argmax(mup @ (a @ keys[:, d: 2 * d]))) != (q0 + 2) % Mp  # f(q0) = q0 + 2
    return wrong / Mp, cond_somewhere, primacy


@pytest.mark.slow
def test_second_path_self_errors_icl() -> None:
    W = _own_W()
    for s in range(3):
        err, cond_somewhere, primacy = _own_icl_self_errors(W, seed=s)
        assert primacy and not cond_somewhere  # (7.12) holds, Condition 7.3.2 fails at every row
        assert err == 0, (s, err)  # Theorem 5 (a) says R_ICL >= Omega(1)


def _rho_mp(u: list[float], sigma: float) -> mpmath.mpf:
    """(C.6) with mpmath: alpha_q, beta_q by quadrature over z ~ N(u_i, 1), phi' = sigmoid (1 - sigmoid) at sigma z."""
    def dphi(t: mpmath.mpf) -> mpmath.mpf:
        s = 1 / (1 + mpmath.exp(-t))
        return s * (1 - s)

    def E(fn, ui: float) -> mpmath.mpf:  # noqa: ANN001
        return mpmath.quad(lambda z: fn(z) * mpmath.npdf(z, ui, 1), [-mpmath.inf, ui - 2, ui, ui + 2, mpmath.inf])

    vals = []
    d = len(u)
    for i in range(d):
        a0 = E(lambda z: dphi(sigma * z), u[i])
        b0 = E(lambda z: dphi(sigma * z) ** 2, u[i])
        a2 = E(lambda z: dphi(sigma * z) * z**2, u[i])
        b2 = E(lambda z: dphi(sigma * z) ** 2 * z**2, u[i])
        vals.append(b2 - a2**2 / (u[i] ** 2 + 1))
        vals += [(u[j] ** 2 + 1) * (b0 - a0**2) for j in range(d) if j != i]
    return min(vals)


def test_c3_negative_sigma_mpmath() -> None:
    with mpmath.workdps(20):
        for u, s in (([0.0, 2.0], -3.0),):
            r = _rho_mp(u, s)
            assert r > 0, (u, s, r)
            assert abs(r - _rho_mp(u, -s)) < mpmath.mpf(10) ** -15  # phi' even: the same as at -sigma


def _chi2_moment(lams: np.ndarray, b: np.ndarray, t: int) -> float:
    """E (sum_i lams_i (z_i + b_i)^2)^t, z ~ N(0, I): multinomial expansion over independent coordinates, each
    E (z + b)^{2m} = sum_p C(2m, 2p) b^{2m - 2p} (2p - 1)!!."""
    def one(m: int, bi: float) -> float:
        return sum(math.comb(2 * m, 2 * p) * bi ** (2 * m - 2 * p) * math.prod(range(2 * p - 1, 0, -2))
                   for p in range(m + 1))

    total = 0.0

    def rec(i: int, left: int, coef: float, acc: float) -> None:
        nonlocal total
        if i == len(lams) - 1:
            total += coef * acc * lams[i] ** left * one(left, b[i])
            return
        for m in range(left + 1):
            rec(i + 1, left - m, coef * math.comb(left, m), acc * lams[i] ** m * one(m, b[i]))

    rec(0, t, 1.0, 1.0)
    return total


def test_c7_dense_sigma_by_rotation() -> None:
    rng = np.random.default_rng(7)
    for _ in range(30):
        d, L, t = int(rng.integers(1, 5)), int(rng.integers(2, 4)), int(rng.integers(1, 4))
        lam = rng.dirichlet(np.ones(L))
        lhs, rhs = 0.0, 0.0
        for li in range(L):
            A = rng.normal(size=(d, d))
            S = A @ A.T + 1e-9 * np.eye(d)
            mu = rng.normal(0, rng.uniform(0.01, 3), d)
            ev, V = np.linalg.eigh(S)
            b = (V.T @ mu) / np.sqrt(ev)  # x = V diag(sqrt(ev)) (z + b)
            lhs += lam[li] * _chi2_moment(ev, b, t)
            rhs += lam[li] * (np.linalg.norm(mu) + math.sqrt(ev[-1])) ** (2 * t)
        rhs *= d**t * math.prod(range(2 * t - 1, 0, -2))
        assert lhs <= rhs * (1 + 1e-12), (lhs, rhs)
