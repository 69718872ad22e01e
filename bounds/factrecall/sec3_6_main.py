"""Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via Associative Memories".

Seed: ``shared/seeds/002_60f5937820eee378.txt`` (line numbers ``Lnnn`` below); catalog
``shared/claims/factrecall.md``. Each function is one printed bound, a pure function of named quantities
(no torch). Kind and assumptions are in the docstrings; the pairing with measurements and instance
strategies is in ``checks/papers/factrecall/``.

Units (Section 6): "a B bit model" means H(F) <= B bits. A loss measured in ``unit="bits"`` uses log2,
``unit="nats"`` the natural log; B is always the number of bits. In nats the bound reads
log M * sum_{x > ceil(B / ln M)} p(x), a weaker statement than the bits one (B bits = B ln 2 nats <= B).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from fractions import Fraction
from typing import Any

import mpmath

from thmcheck.bounds.num import exp, log, sqrt

# ------------------------------------------------------------------------------------------- helpers


def _hp(*xs: Any) -> bool:
    """Whether a bound is evaluated for an exact re-check (Fractions or mpmath numbers among its inputs)."""
    for x in xs:
        if isinstance(x, Fraction | mpmath.mpf):
            return True
        if isinstance(x, list | tuple) and x and isinstance(x[0], Fraction | mpmath.mpf):
            return True
    return False


def log_base(M: int, unit: str, hp: bool = False) -> Any:
    """log M in the loss's unit: an exact int for bits with M a power of two, else float / mpmath."""
    if unit == "bits":
        if M > 0 and M & (M - 1) == 0:
            return M.bit_length() - 1
        return mpmath.log(M) / mpmath.log(2) if hp else math.log2(M)
    if unit == "nats":
        return mpmath.log(M) if hp else math.log(M)
    raise ValueError(f"unit must be 'bits' or 'nats', got {unit!r}")


def _ceil(x: Any) -> int:
    if isinstance(x, int):
        return x
    if isinstance(x, Fraction):
        return math.ceil(x)
    if isinstance(x, mpmath.mpf):
        return int(mpmath.ceil(x))
    return math.ceil(x)


def _tail(p: Sequence, start: int) -> Any:
    """sum_{x >= start} p(x) with x 1-indexed (start <= 1 sums everything)."""
    items = list(p)[max(start, 1) - 1:]
    zero = Fraction(0) if p and isinstance(p[0], Fraction) else 0.0
    return sum(items, zero) if not (p and isinstance(p[0], mpmath.mpf)) else mpmath.fsum(items)


def _ratio(B: int, lm: Any) -> Any:
    return Fraction(B, lm) if isinstance(lm, int) else B / lm


# ----------------------------------------------------------------------------------- Theorem 7 (Sec. 6)


def thm7_main(p: Sequence, M: int, B: int, unit: str) -> Any:
    """Theorem 7, eq. (17), L301-L307. Kind: deterministic (over all B-bit learners), explicit constants.

    Statement (as printed): f*(x), x in [N], i.i.d. Unif[M]; a (possibly randomized) B-bit model F of f*
    and predictions f_hat in (Delta_M)^N from F; p a distribution on [N] with p(1) >= p(2) >= ...;
    L(f_hat) = -sum_x p(x) log f_hat(x)_{f*(x)}. Then
        E_{f*, f_hat}[L(f_hat)] >= log M * sum_{x >= ceil(B / log M)} p(x).
    Returns the right-hand side (x is 1-indexed; x >= 0 sums all of [N]).
    """
    hp = _hp(p)
    lm = log_base(M, unit, hp)
    return lm * _tail(p, _ceil(_ratio(B, lm)))


def thm7_appendix(p: Sequence, M: int, B: int, unit: str) -> Any:
    """Theorem 7 as the appendix proof concludes, L1466 (and the start of Cor. 1's proof, L1476).
    Kind: deterministic, explicit constants.

    Statement (as printed): E_{f*, f_hat}[L(f_hat)] >= log M * sum_{x > ceil(B / log M)} p(x)
    (same setting as :func:`thm7_main`; strict ``>`` where eq. (17) prints ``>=``).
    """
    hp = _hp(p)
    lm = log_base(M, unit, hp)
    return lm * _tail(p, _ceil(_ratio(B, lm)) + 1)


def thm7_lp(p: Sequence, M: int, B: int, unit: str) -> Any:
    """The sharp form behind the proof (not printed): the optimum of the LP
    min_I sum_x p(x)(log M - I_x) s.t. sum_x I_x <= B', 0 <= I_x <= log M, with B' the bit budget in the
    loss's unit (B bits = B * log 2 in nats). Closed form: k = floor(B'/log M),
    L_LP = log M * sum_{x > k+1} p(x) + p(k+1) ((k+1) log M - B')."""
    hp = _hp(p)
    lm = log_base(M, unit, hp)
    budget = B if unit == "bits" else B * (mpmath.log(2) if hp else math.log(2))
    r = _ratio(budget, lm) if unit == "bits" else budget / lm
    k = int(math.floor(r)) if not isinstance(r, mpmath.mpf) else int(mpmath.floor(r))
    tail = lm * _tail(p, k + 2)
    pk = list(p)[k] if k < len(p) else 0
    return tail + pk * ((k + 1) * lm - budget)


# ------------------------------------------------------------------------------ Lemma 14 (App. F)


def lemma14(p: int, mean_f: Any, var_f: Any) -> Any:
    """Lemma 14 (anti-concentration from hypercontractivity), L1697-L1729. Kind: deterministic
    implication about a distribution; explicit constants 2^p, e^{-1}.

    Statement (as printed): f: (S^{d-1})^k x R^m -> R a polynomial of total degree at most p with
    E f >= 0 (uniform measure on each sphere, standard Gaussian on R^m). If
        2^p e^{-1} log^p(1/delta) Var(f) / (E f)^2 <= 1,
    then f <= 0 with probability at most delta.

    Equivalent form returned here: the hypothesis holds exactly for delta >= delta*(f) with
    log(1/delta*) = (e (E f)^2 / (2^p Var f))^{1/p}, so the lemma says P(f <= 0) <= delta*(f).
    Returns delta* (1 when Var f = 0 and E f = 0; 0 when Var f = 0 < E f).
    """
    if var_f == 0:
        return 0.0 if mean_f > 0 else 1.0
    L = (exp(1) * mean_f * mean_f / (2**p * var_f)) ** (Fraction(1, p) if _hp(mean_f) else 1.0 / p)
    return exp(-L)


def lemma14_corrected(p: int, mean_f: Any, var_f: Any) -> Any:
    """What the printed proof gives (L1711-L1729): with q = 2 log(1/delta), P(f <= 0) <=
    (q^p Var f/(E f)^2)^{q/2} <= delta needs q^p Var/(E f)^2 <= e^{-1}, i.e. the hypothesis
    2^p e^{+1} log^p(1/delta) Var(f)/(E f)^2 <= 1, and Lemma 13 needs q >= 2, i.e. delta <= 1/e.
    Equivalent form: P(f <= 0) <= exp(-L) with L = ((E f)^2/(2^p e Var f))^{1/p} when L >= 1; else 1.
    """
    if var_f == 0:
        return 0.0 if mean_f > 0 else 1.0
    L = (mean_f * mean_f / (2**p * exp(1) * var_f)) ** (Fraction(1, p) if _hp(mean_f) else 1.0 / p)
    return exp(-L) if L >= 1 else 1.0


def lemma14_hypothesis(p: int, delta: Any, mean_f: Any, var_f: Any) -> Any:
    """The printed hypothesis' left side 2^p e^{-1} log^p(1/delta) Var(f)/(E f)^2 (must be <= 1)."""
    return 2**p * exp(-1) * log(1 / delta) ** p * var_f / (mean_f * mean_f)


# ------------------------------------------------------------------------------ Lemma 12 (App. F)


def lemma12(d: int, p: int) -> Any:
    """Lemma 12, L1682-L1685. Kind: deterministic, explicit constants.
    Statement (as printed): u, v uniform on S^{d-1}: E<u,v>^{2p} <= (2p)^p d^{-p}."""
    return Fraction(2 * p) ** p / Fraction(d) ** p


# ----------------------------------------------------------------------- Lemmas 8 and 9 (App. E.2)


def lemma8_gap(R: int, D: int, V: int) -> Any:
    """Lemma 8, L1500 (proof L1558-L1577). Deterministic core: if |V| >= 2RD,
    sum_r H(A_r) - H(A_1..A_R) <= 2 R^2 D^2/|V| (nats). Returns 2R^2D^2/|V|."""
    return Fraction(2 * R * R * D * D, V)


def lemma9_gap(D: int, V: int) -> Any:
    """Lemma 9 (proof L1579-L1660), deterministic core: if |V| >= 2D,
    sum_i H(z_i) - H(z_1..z_D) = log(|V|^D/(|V|)_D) <= 2D^2/|V| (nats). Returns 2D^2/|V|."""
    return Fraction(2 * D * D, V)


def lemma11(i_xz: Any, i_yz: Any, i_xy: Any) -> Any:
    """Lemma 11, L1544-L1556: I(X,Y;Z) >= I(X;Z) + I(Y;Z) - I(X;Y). Returns the right-hand side."""
    return i_xz + i_yz - i_xy


# -------------------------------------------------------------------------- Theorem 1 (Section 3)


def thm1_mean(d: int, N: int) -> Any:
    """Thm 1 proof, L436-L456: E[gamma_xy] = 1 for the linear memory W = sum_z u_{f*(z)} e_z^T."""
    return 1.0


def thm1_second_moment(d: int, N: int, y_in_image: bool) -> Any:
    """Thm 1 proof, L436-L456 (as printed): E[gamma_xy^2] = (1 + 1/d)^2 + 2(N - 2)/d^2 for every y != f*(x)."""
    return (1 + 1 / d) ** 2 + 2 * (N - 2) / d**2


def thm1_second_moment_corrected(d: int, N: int, y_in_image: bool) -> Any:
    """The proof's own middle line, 1 + 1/d + (1/d) sum_{z != x} (2/d 1(f*(z) != y) + (1 + 1/d) 1(f*(z) = y)),
    summed correctly: (1 + 1/d)^2 + 2(N-2)/d^2 if y = f*(z) for some z, else 1 + 1/d + 2(N-1)/d^2."""
    if y_in_image:
        return (1 + 1 / d) ** 2 + 2 * (N - 2) / d**2
    return 1 + 1 / d + 2 * (N - 1) / d**2


def thm1_capacity_exponent() -> float:
    """Thm 1 / Fig. 1: capacity N ~ d^2 up to polylog factors: the exponent of d is 2."""
    return 2.0


def thm2_capacity_exponent() -> float:
    """Thm 2 / Fig. 1: an MLP memory with width m stores N ~ m d associations (exponent 1 in m)."""
    return 1.0


def cor2_rounding(d: int, eps: float) -> Any:
    """Cor. 2 proof, L580-L600: |u_y^T (W - W~) e_x| <= ||W - W~||_max ||u_y||_1 ||e_x||_1 <= d eps
    for W~ the entrywise rounding of W to the grid eps Z. Returns d eps."""
    return d * eps


def lemma15(rho: Any, k: int) -> Any:
    """Lemma 15 (Mehler), L1739-L1745: E[h_k(<u,x>) h_k(<w,x>)] = <u,w>^k for unit u, w."""
    return rho**k


def lemma7_upper(A: float, B: float, z0: float, t: float) -> Any:
    """Lemma 7 (Bihari-LaSalle), L1406-L1426, upper form: z' <= Az + Bz^2 (A, B > 0, z >= 0) gives
    z(t) <= A z0 e^{At}/(A + B z0 (1 - e^{At})) (while the denominator is positive)."""
    e = exp(A * t)
    return A * z0 * e / (A + B * z0 * (1 - e))


def lemma7_lower(A: float, B: float, z0: float, t: float) -> Any:
    """Lemma 7, lower form: z' >= Az - Bz^2, z in [0, A/(2B)] gives z(t) >= A z0 e^{At}/(A + B z0 (e^{At} - 1))."""
    e = exp(A * t)
    return A * z0 * e / (A + B * z0 * (e - 1))


def cor3(alpha: float) -> float:
    """Cor. 3, L1040-L1050: under Assumption 2, W_KQ(z)(t) >= alpha along gradient flow."""
    return alpha


def identity_zero() -> float:
    """Right-hand side 0 of an exact identity written as lhs == 0 (residual checks)."""
    return 0.0


def zscore_limit(z: float = 4.0) -> float:
    """A Monte Carlo identity is violated when |estimate - formula| / standard error exceeds this."""
    return z


# ------------------------------------------------------------------ remarks after Theorem 1 (L60-L66)


def thm1_lowrank_stored(N: int, m: int) -> Any:
    """Thm 1, rank-m part (L60-L64), as printed: if md >~ N polylog N a rank-m W stores all N associations of
    an injective f*. Returns N (the number of inputs such a W stores). Existence, hidden constant."""
    return N


def thm1_lowrank_stored_corrected(N: int, m: int) -> Any:
    """What a rank-1 W can store of an injective f*: every input decodes into {argmax_y u_y^T a,
    argmin_y u_y^T a}, so at most 2 inputs; for m >= 2 the printed N is kept (not refuted here)."""
    return min(N, 2) if m == 1 else N


def gd_remark(g: Sequence, g_full: Sequence, lr: Any) -> Any:
    """Remark after Thm 1 (L66): one GD step from 0 (learning rate lr = 1) on L(W) = -sum_x u_{f*(x)}^T W e_x
    gives W = sum_x u_{f*(x)} e_x^T (full) and, for W = A V^T with V fixed, W = sum_x u e_x^T V V^T.
    Probed along a matrix G: <G, W_1> = lr * sum_x g_x with g_x = <G, construction term of x> (g_full: the
    full-rank terms <G, u_{f(x)} e_x^T>, used only by a planted mutant)."""
    return lr * sum(g)


def cover_separable(N: int, d: int) -> Any:
    """Remark after Thm 1 (L66, 'capacity may be as low as d' for non-injective f*), made exact by Cover's
    function counting theorem: N points in general position in R^d with i.i.d. uniform +-1 labels are
    homogeneously linearly separable with probability 2^{1-N} sum_{k<d} C(N-1, k)."""
    return Fraction(2 * sum(math.comb(N - 1, k) for k in range(d)), 2**N)


def cor2_rounding_max(d: int, eps: Any) -> Any:
    """Cor. 2 proof, L589: |u^T (W - W~) e| <= ||W - W~||_max ||u e^T||_1 <= d eps for unit u, e, W~ the
    entrywise rounding of W to the nearest multiple of eps. Returns d eps."""
    return d * eps


def eq3_rate() -> float:
    """eq. (3) (L86-L92): F_m -> its m -> infinity limit as an average of m i.i.d. random features, i.e. at
    the LLN rate m^{-1/2}. Returns the exponent -1/2 (error ~ m^{-1/2})."""
    return -0.5


def lemma16a(t: Any, k: int) -> Any:
    """Lemma 16 (a), L1758-L1760, as printed: h_k(<w, x>) = <He_k(x), w^{(x)k}> for |w| = 1, with h_k the
    orthonormal Hermite polynomial of F.1. Returns h_k(t) = He_k(t)/sqrt(k!) at t = <w, x>."""
    h0, h1 = 1, t
    if k == 0:
        return h0 * (t ** 0)
    for j in range(1, k):
        h0, h1 = h1, t * h1 - j * h0
    return h1 / sqrt(math.factorial(k))


def lemma16a_corrected(t: Any, k: int) -> Any:
    """What Definition 1's (unnormalised) tensor gives: <He_k(x), w^{(x)k}> = He_k(<w,x>) = sqrt(k!) h_k(<w,x>)."""
    return lemma16a(t, k) * sqrt(math.factorial(k))


def thm9_margin_mean(c_next: Any, k: int) -> Any:
    """Thm 9 proof (L504-L508), as printed: E[gamma_xy] = c_{k+1}, the (k+1)-th Hermite coefficient of sigma
    (sigma = sum_j c_j h_j, h_j orthonormal, Assumption 3 L465-L467)."""
    return c_next


def thm9_margin_mean_corrected(c_next: Any, k: int) -> Any:
    """E_w[sigma'(<w,a>) h_k(<w,b>)] = <sigma', h_k> <a,b>^k and <sigma', h_k> = sqrt(k+1) c_{k+1}
    (h_j' = sqrt(j) h_{j-1}), so E[gamma_xy] = sqrt(k+1) c_{k+1} for k even."""
    return sqrt(k + 1) * c_next


def cor1_weak(alpha: Any, B: int, N: int, M: int) -> Any:
    """Cor. 1 (L309-L313), p(x) ~ x^{-alpha} on [N], alpha > 1: E[L] >~ B^{1-alpha}. Hidden constant c > 0,
    so the statement implies (for every c) its weakest reading E[L] > 0, checked with comparison '>'.
    Returns 0."""
    return 0


def cor1_corrected(alpha: Any, B: int, N: int, M: int) -> Any:
    """Explicit form under the missing hypothesis N + 1 >= 2(floor(B/log2 M) + 2) (bits): from the LP / appendix
    bound log M sum_{x >= k+2} p(x), the integral test and sum_x x^{-alpha} <= alpha/(alpha-1):
    E[L] >= log2 M (1 - 2^{1-alpha})/alpha * (B/log2 M + 2)^{1-alpha}. Without the hypothesis no lower bound
    holds (returns -1: every loss >= 0 passes)."""
    lm = math.log2(M)
    k = math.floor(B / lm)
    if N + 1 < 2 * (k + 2):
        return -1
    a = float(alpha)
    return lm * (1 - 2 ** (1 - a)) / a * (B / lm + 2) ** (1 - a)


def lemma2_mean(d: int, inside: int) -> Any:
    """Lemma 2 proof (L650-L652), as printed: E[gamma_az] = (d-1)/d * 1(a in A^z)."""
    return Fraction(d - 1, d) * inside


def lemma2_mean_corrected(d: int, inside: int) -> Any:
    """E[w w^T] = P_perp/(d-1) for w uniform on the unit sphere of phi(EOS)^perp (a (d-1)-dim space), so
    E_w[W] = d/(d-1) sum phi(a) phi(z)^T P_perp, and E<phi(z), P_perp phi(z)> = (d-1)/d: E[gamma_az] =
    1(a in A^z) exactly (the proof drops the 1/(d-1) of E[w w^T], using 1/d)."""
    return Fraction(inside)


def lemma2_delta(d: int, d_h: int, n_z: int, n_a: int, V: int) -> float:
    """Lemma 2 (L632-L642): the failure probability delta the hypotheses d >~ max|A^z| log^6(|V|/delta),
    d_h >~ |V^h| log^6(|V|/delta) allow, with the constants of >~ read as 1:
    delta = min(1, |V| exp(-min(d/|A^z|, d_h/|V^h|)^(1/6)))."""
    return min(1.0, V * exp(-min(d / n_a, d_h / n_z) ** (1 / 6)))


def lemma2_delta_log2(d: int, d_h: int, n_z: int, n_a: int, V: int) -> float:
    """A planted wrong version of :func:`lemma2_delta`: log^2 in place of log^6."""
    return min(1.0, V * exp(-min(d / n_a, d_h / n_z) ** (1 / 2)))


def lemma2_omega_cross(d: int, same_a: int, same_z: int) -> Any:
    """Proof of Lemma 2, L658-L664, as printed: E[omega_i omega_j] <= d^{-2} rho_{aa'} rho_{zz'} (i != j),
    rho = 1 on the diagonal and 1/d off it."""
    rho_a = Fraction(1) if same_a else Fraction(1, d)
    rho_z = Fraction(1) if same_z else Fraction(1, d)
    return rho_a * rho_z / d**2


def lemma2_omega_cross_corrected(d: int, same_a: int, same_z: int) -> Any:
    """With E[w w^T] = P_perp/(d-1): E[omega_i omega_j] <= (d-1)^{-2} rho_{aa'} rho_{zz'}."""
    rho_a = Fraction(1) if same_a else Fraction(1, d)
    rho_z = Fraction(1) if same_z else Fraction(1, d)
    return rho_a * rho_z / (d - 1) ** 2


def thm10_margin(S: int, R: int, D: int, d: int) -> Any:
    """Proof of Thm 10 (L740-L760): on the Lemma 2 event (every head's |phi(a)^T W_O^T W_V phi(z) - 1(a in A_z)|
    <= 1/5) with hardmax attention, phi(a*)^T F >= 8/5 and every other logit <= 7/5: margin >= 1/5."""
    return Fraction(1, 5)


def lemma13(q: int, p: int) -> Any:
    """Lemma 13 (L1687-L1691): ||f||_q <= (q-1)^{p/2} ||f||_2 for polynomials of total degree <= p on
    (S^{d-1})^k x R^m; returned as the bound on ||f||_q / ||f||_2."""
    return sqrt(q - 1) ** p


# ------------------------------------------------------------- Lemma 10 and Theorem 8 (App. E.2)


def lemma10(D: int, ell: Any) -> Any:
    """Lemma 10, L1516 (proof L1662-L1678). Kind: deterministic (Gibbs), explicit constants.
    Statement (as printed): for all s, r, I(a*(s,r); f_hat | A_r) >= log D - l(s,r), with
    l(s,r) = E[-log f_hat(s,r)_{a*(s,r)}] (nats). Returns log D - l."""
    return (mpmath.log(D) if isinstance(ell, mpmath.mpf) else math.log(D)) - ell


def thm8_weakest(S: int, R: int, D: int, V: int) -> Any:
    """Theorem 8, eq. (19), L324-L330 (proof L1480-L1540). Kind: information-theoretic lower bound, hidden
    constants (C in S >= C D log(2 D^2 log|V|), and c in (0, 1)).
    Statement (as printed): if |V| >= 2RD and S >= C D log(2D^2 log|V|) for a sufficiently large C, there is a
    constant c in (0, 1) such that L = 0 implies B >= SR log D + (1 - c) RD log(|V|/D).
    Since c < 1 and RD log(|V|/D) > 0, every reading implies B > SR log D (bits, log base 2); returned here:
    SR log2 D, to be compared strictly."""
    return S * R * (mpmath.log(D) / mpmath.log(2) if _hp(S) else math.log2(D))


def thm8_c0(S: int, R: int, D: int, V: int) -> Any:
    """Eq. (19) with c = 0 (no slack): SR log2 D + RD log2(|V|/D). A planted mutant (the theorem needs c > 0)."""
    return S * R * math.log2(D) + R * D * math.log2(V / D)


def thm8_weakest_nats(S: int, R: int, D: int, V: int) -> Any:
    """Theorem 8, eq. (19), read with the natural log (B still a number of bits): the weakest reading (c -> 1)
    B > SR ln D. Weaker than the base-2 reading (ln D < log2 D)."""
    return S * R * (mpmath.log(D) if _hp(S) else math.log(D))


def cor1_tail_shape(alpha: float, k: int, n: int) -> Any:
    """Proof of Corollary 1, L1472: sum_{x=k}^n p(x) ~ k^{1-alpha} (the printed shape, n absent; checked on its
    lower side)."""
    return k ** (1 - alpha)


def cor1_tail_corrected(alpha: float, k: int, n: int) -> Any:
    """The lower side with the finite end: sum_{x=k}^n x^{-alpha} >= int_k^{n+1} x^{-alpha} dx and
    Z_alpha <= alpha/(alpha - 1), so the tail is >= (k^{1-alpha} - (n+1)^{1-alpha})/alpha: the shape
    k^{1-alpha} - (n+1)^{1-alpha} (~ k^{1-alpha} for k <= n/2)."""
    return k ** (1 - alpha) - (n + 1) ** (1 - alpha)


def _cor1_hypothesis(B: int, N: int, M: int) -> bool:
    """The hypothesis Corollary 1 misses (bits): N + 1 >= 2(floor(B/log2 M) + 2), i.e. N >> B/log M."""
    return N + 1 >= 2 * (math.floor(B / math.log2(M)) + 2)


def cor1_shape(alpha: Any, B: int, N: int, M: int) -> Any:
    """Corollary 1 (L309-L313), the printed shape of E[L] >~ B^{1-alpha}: the uniform check asks for one c > 0 with
    E[L] >= c B^{1-alpha} over the whole domain (alpha in a bounded range: the constant may depend on alpha)."""
    return B ** (1 - alpha)


def cor1_shape_corrected(alpha: Any, B: int, N: int, M: int) -> Any:
    """The same shape under the missing hypothesis N + 1 >= 2(floor(B/log2 M) + 2); 0 (no bound) without it."""
    return B ** (1 - alpha) if _cor1_hypothesis(B, N, M) else 0


def cor1_shape_corrected_half_power(alpha: Any, B: int, N: int, M: int) -> Any:
    """Planted wrong shape: B^{(1-alpha)/2} (a wrong power of B; wrong along B -> infinity with N >> B)."""
    return B ** ((1 - alpha) / 2) if _cor1_hypothesis(B, N, M) else 0


def cor1_shape_corrected_logm(alpha: Any, B: int, N: int, M: int) -> Any:
    """Planted wrong shape: (log2 M)^{alpha + 1} B^{1-alpha} (the loss grows only like (log M)^alpha B^{1-alpha};
    wrong along M -> infinity at fixed B)."""
    return math.log2(M) ** (alpha + 1) * B ** (1 - alpha) if _cor1_hypothesis(B, N, M) else 0


def thm8_shape(S: int, R: int, D: int, V: int) -> Any:
    """Theorem 8, eq. (19) (L324-L330), the printed shape of its hidden-constant term: B - SR log2 D >= (1 - c) RD
    log2(|V|/D) with c in (0, 1) a constant, i.e. one constant c' = 1 - c > 0 with B - SR log2 D >= c' RD
    log2(|V|/D) (bits) once S >= C D log(2D^2 log|V|), C large."""
    return R * D * (mpmath.log(mpmath.mpf(V) / D) / mpmath.log(2) if _hp(V) else math.log2(V / D))


def thm8_shape_extra_d(S: int, R: int, D: int, V: int) -> Any:
    """Planted wrong shape: R D^2 log2(|V|/D) (a factor D too many; wrong along D -> infinity)."""
    return D * thm8_shape(S, R, D, V)


def thm8_shape_log_squared(S: int, R: int, D: int, V: int) -> Any:
    """Planted wrong shape: RD log2(|V|/D) log2 |V| (a log |V| too many; wrong along |V| -> infinity)."""
    return thm8_shape(S, R, D, V) * math.log2(V)


def thm1_lowrank_shape(N: int, m: int, d: int) -> Any:
    """Thm 1, rank-m part (L60-L64): 'such a (rank-m) W exists when md >~ N polylog N', as a capacity shape: a
    rank-m W stores min(N, c md / polylog(md)) inputs of an injective f*; the polylog read as ln^2(e md) (any fixed
    power gives the same verdict at m = 1, where the stored count is bounded)."""
    md = m * d
    return min(N, md / log(math.e * md) ** 2)


def thm1_lowrank_shape_corrected(N: int, m: int, d: int) -> Any:
    """What a rank-1 W can store of an injective f*: at most 2 inputs (min(N, 2)); for m >= 2 the printed shape is
    kept (not refuted here)."""
    return min(N, 2) if m == 1 else thm1_lowrank_shape(N, m, d)


def thm1_lowrank_shape_corrected_sqrt_n(N: int, m: int, d: int) -> Any:
    """Planted wrong shape: min(N, 2 sqrt(N)) at m = 1 (a rank-1 W storing sqrt(N) inputs; wrong along N)."""
    return min(N, 2 * sqrt(N)) if m == 1 else thm1_lowrank_shape(N, m, d)


def thm9_cs_fourth_moments_printed(d: int) -> Any:
    """Proof of Theorem 9, L533-L534, the second step as printed: E[<v, u_{f*(x)} - u_y>^4]^{1/2} E[<v,
    u_{f*(z)}>^4]^{1/2} <= 2 sqrt(3) sqrt(3) = 6 (v ~ N(0, I_d), unembeddings uniform on the sphere)."""
    return 6


def thm9_cs_fourth_moments_corrected(d: int) -> Any:
    """E[<v, a>^4] = 3 E|a|^4 with |a|^2 = 2 - 2 <u_{f*(x)}, u_y>, E<u, u'>^2 = 1/d: E|a|^4 = 4 (1 + 1/d), so the
    product is sqrt(12 (1 + 1/d)) sqrt(3) = 6 sqrt(1 + 1/d) (the final bound of the chain, E[<v,a>^2 <v,b>^2] =
    E|a|^2 + 2 E<a,b>^2 <= 4 + 2/d <= 6, holds)."""
    return 6 * sqrt(1 + Fraction(1, d)) if _hp(d) else 6 * math.sqrt(1 + 1 / d)


def thm9_cross_moment_printed(c_next: Any, e_ab2: Any, e_rho: Any, k: int) -> Any:
    """Proof of Theorem 9, L516, as printed: for i != j, E[omega_iz^xy omega_jz^xy] = c_{k+1}^2 E[<u_{f*(x)} - u_y,
    u_{f*(z)}>^2] E[<e_z, e_x>^{2(k+1)}] (e_rho = the last expectation, e_ab2 the middle one)."""
    return c_next**2 * e_ab2 * e_rho


def thm9_cross_moment_corrected(c_next: Any, e_ab2: Any, e_rho: Any, k: int) -> Any:
    """With h_k orthonormal, h_j' = sqrt(j) h_{j-1}: E_w[sigma'(<w, e_x>) h_k(<w, e_z>)] = sqrt(k+1) c_{k+1}
    <e_x, e_z>^k, so the cross moment carries (k+1) c_{k+1}^2."""
    return (k + 1) * thm9_cross_moment_printed(c_next, e_ab2, e_rho, k)


def thm1_capacity_shape(d: int, M: int) -> Any:
    """Theorem 1 (L60-L64), 'd^2 >~ N polylog N' solved for N: the construction stores N >= c d^2/ln^2(e d) inputs
    (the polylog read as ln^2; M does not enter the printed condition)."""
    return d * d / log(math.e * d) ** 2


def thm1_capacity_shape_corrected(d: int, M: int) -> Any:
    """With the union bound of the proof (delta' = delta/(NM), L455-L459): d^2 >~ N log^k(NM/delta), i.e. the
    capacity shape d^2/(ln^2(e d) ln(e M))."""
    return thm1_capacity_shape(d, M) / log(math.e * M)


def thm1_capacity_shape_corrected_d_power(d: int, M: int) -> Any:
    """Planted wrong shape: d^3/(ln^2(e d) ln(e M)) (a wrong power of d; wrong along d -> infinity)."""
    return d * thm1_capacity_shape_corrected(d, M)


def eq3_shape(m: int, c_k: float) -> Any:
    """eq. (3) (L86-L92), 'F(e_x) ~ sum_x' u_{f*(x')} <e_x, e_x'>^k for sufficiently large m', as a uniform shape:
    the relative error of F to the printed limit is <= C m^{-1/2} (an average of m i.i.d. random features), m
    large enough."""
    return m ** -0.5


def eq3_shape_corrected(m: int, c_k: float) -> Any:
    """The limit carries sigma's Hermite coefficient c_k (E_w[h_k(<w, e'>) sigma(<w, e>)] = c_k <e, e'>^k, Lemma 15):
    the relative error to the printed limit is <~ |c_k - 1| + m^{-1/2}."""
    return abs(c_k - 1) + m ** -0.5


def eq3_shape_corrected_fast(m: int, c_k: float) -> Any:
    """Planted wrong shape: |c_k - 1| + m^{-1} (a wrong power of m; wrong along m at c_k = 1)."""
    return abs(c_k - 1) + 1 / m


def thm10_other_logits(S: int, R: int) -> Fraction:
    """Proof of Theorem 10, L760: 7/5 = 6/5 + 1/5, the printed bound on the logits phi(a)^T F_MHSA of a != a*(s, r)."""
    return Fraction(7, 5)
