"""Chapter 6 of the thesis, round 28 (helper hard): an a-priori certificate for the IDI rows of W_Q^(T), W_K^(T) of
the model (6.2) trained by SGD on the hinge loss with EXACTLY uniform IDI selection ((6.6), every k in [M2] drawn
uniformly), valid at every M1 without training, in the part of the printed domain where m is large against T^2
(m >= Omega(M1^2 log M1) is a lower bound: any larger m meets it; here m = C M1^3 ln M1).

Derivation (every step an inequality that holds for every draw of the prompts and labels; thmcheck.models.icl is the
model: F = a^T relu(W_O W_V sum_i attn_i p_i), attn = softmax_i(p_i^T W_K^T W_Q p_query), a_r = +-1/m fixed,
W_Q^(0) = W_K^(0) = delta [I_dx 0], W_V^(0) = delta I, W_O^(0) ~ N(0, 1/m); L = (1/B) sum_n max(0, 1 - z_n F_n)).
Let P^2 = beta^2 (1 + K^2) + 1 bound every token norm (||mu_j + kappa nu_k||^2 = beta^2 (1 + kappa^2), label +-q or 0)
and so every attention average v_n = sum_i attn_i p_i. Write V_t = ||W_V^(t)||_op and w_t = (1/m) sum_r ||W_O^(t)[r]||.
(1) |dL/dF_n| <= 1/B; dF/dv = W_V^T W_O^T (a * relu') has norm <= V w, so g_i = dF/dv . p_i has |g_i| <= V w P and
    sum_i |dF/dlogit_i| = sum_i attn_i |g_i - sum_j attn_j g_j| <= 2 V w P; hence sum_{n,i} |s_{n,i}| <= 2 V w P for
    the logit gradients s_{n,i} = dL/dlogit_{n,i}.
(2) ||dL/dW_O[r]|| <= (1/m) V P, so w_{t+1} <= w_t + eta V_t P / m; ||dL/dW_V||_op <= w P, so
    V_{t+1} <= V_t + eta w_t P. By induction over t <= T, with A = eta P T / m, Bc = eta P T and A Bc < 1:
    w_t <= w_max = (w_0 + A delta)/(1 - A Bc) and V_t <= V_max = delta + Bc w_max.
(3) For the row e of an IDI coordinate, u = W_Q[e, :], v = W_K[e, :]: the loss sees W_Q, W_K only through the
    logits, grad W_Q = sum s_{n,i} (W_K p_{n,i}) p_{n,q}^T and grad W_K = sum s_{n,i} (W_Q p_{n,q}) p_{n,i}^T, so
    ||u_{t+1} - u_t|| <= c_t ||v_t|| and ||v_{t+1} - v_t|| <= c_t ||u_t|| with c_t = 2 eta V_t w_t P^3 <= c =
    2 eta V_max w_max P^3. Then max(||u_t||, ||v_t||) <= delta (1 + c)^t and ||u_T - u_0|| <= delta ((1 + c)^T - 1)
    <= delta (e^S - 1), S = c T (same for v).
(4) For the token p = [mu_j + kappa nu_k; y] and b = nu_k (e its coordinate): u_0 . p = delta kappa beta, so
    ||[b^T, 0^T] W^(T) p|| = beta |u_T . p| >= beta (delta |kappa| beta - delta (e^S - 1) ||p||).
(5) w_0 = (1/m) sum_r ||W_O^(0)[r]|| is a 1/m-Lipschitz function of the m x m_a standard Gaussian matrix sqrt(m) W_O^(0)
    with mean <= sqrt(m_a/m) (Jensen), so w_0 <= (1 + theta) sqrt(m_a/m) with probability >= 1 - exp(-theta^2 m_a m / 2)
    (Gaussian concentration): the certificate holds on that event, for every draw of the data.
No step uses the IDI selection rule, the task set, B, l_tr or alpha: it covers uniform selection as printed.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import mpmath

THETA = 0.01  # w_0 <= (1 + THETA) sqrt(m_a / m) on an event of probability >= 1 - exp(-THETA^2 m_a m / 2)


@dataclass(frozen=True)
class LazyCfg:
    """A configuration of Theorem 6.3.3's conditions at M1: M2 = 4 M1, d_y, m_a = max(60, d_x + d_y), m = C M1^3 ln M1
    (>= Omega(M1^2 log M1)), T = ceil(Tc M1 alpha^(-2/3) beta^(-2/3) sqrt(ln M1) / eta) ((6.10) with constant Tc)."""

    M1: int
    delta: float
    K: float
    beta: float
    eta: float
    alpha: float
    Tc: float
    C: float = 1e12
    dy: int = 30

    @property
    def M2(self) -> int:
        return 4 * self.M1

    @property
    def ma(self) -> int:
        return max(60, self.M1 + self.M2 + self.dy)

    @property
    def m(self) -> float:
        return self.C * self.M1 ** 3 * math.log(self.M1)

    @property
    def T(self) -> int:
        return math.ceil(self.Tc * self.M1 * self.alpha ** (-2 / 3) * self.beta ** (-2 / 3)
                         * math.sqrt(math.log(self.M1)) / self.eta)


def certificate(cfg: LazyCfg, kappa: float, label: float, prec: int | None = None) -> dict:
    """The bounds (2)-(4) of the module docstring: float64 (prec None) or mpmath at ``prec`` decimal digits."""
    if prec is None:
        f, exp, sqrt = float, math.exp, math.sqrt
    else:
        mpmath.mp.dps = prec
        f, exp, sqrt = mpmath.mpf, mpmath.exp, mpmath.sqrt
    delta, beta, eta, K = f(cfg.delta), f(cfg.beta), f(cfg.eta), f(cfg.K)
    m, T, ma = f(cfg.m), f(cfg.T), f(cfg.ma)
    P = sqrt(beta ** 2 * (1 + K ** 2) + 1)
    w0 = (1 + f(THETA)) * sqrt(ma / m)
    A, Bc = eta * P * T / m, eta * P * T
    if not A * Bc < 1:
        raise ValueError("A Bc >= 1: the fixed-point bound on (V, w) does not apply")
    w_max = (w0 + A * delta) / (1 - A * Bc)
    V_max = delta + Bc * w_max
    c = 2 * eta * V_max * w_max * P ** 3
    S = c * T
    pnorm = sqrt(beta ** 2 * (1 + f(kappa) ** 2) + f(label) ** 2)
    drift = delta * (exp(S) - 1)
    lower = beta * (delta * abs(f(kappa)) * beta - drift * pnorm)
    return {"P": P, "w0": w0, "w_max": w_max, "V_max": V_max, "S": S, "drift": drift, "pnorm": pnorm,
            "lower": lower, "initial": beta * delta * abs(f(kappa)) * beta,
            "log10 failure probability": -float(f(THETA) ** 2 * ma * m / 2) / math.log(10)}
