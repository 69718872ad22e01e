"""Deng, Song, Yuan, Zhou, "Why Softmax Attention Outperforms Linear Attention" (arXiv:2310.11685v2).

Seed: ``shared/seeds/001_afd2d45b92d0ae3d.txt`` (line numbers ``Lnnn`` below); catalog ``shared/claims/softlin.md``.
Pure functions of named quantities (no torch). Conventions: natural log, s = sqrt(log n).

Entry-wise lemmas have several parts; their bound functions take the drawn ``part`` name. A part named
``"...>="`` is a lower bound and is returned NEGATED (the check is -value <= -bound), ``"...<="`` an upper
bound; an equality is the pair of both. So every part reads ``oriented value <= returned bound``.
"""

from __future__ import annotations

import math

from thmcheck.bounds.num import exp, log, sqrt


def _orient(part: str, value: float) -> float:
    return -value if part.endswith(">=") else value


_CAP = 1e300


def _pw(n: int, e: float) -> float:
    """n^e; in float64 capped at 1e300 where it would overflow (a1 large: n^{a1-1}). Every quantity these lemmas
    bound is at most (1 + a) sqrt(log n), far below the cap, so the cap changes no comparison; at 60 digits
    (mpmath arguments) it is exact."""
    if isinstance(n, int | float) and isinstance(e, int | float) and e * math.log(n) > 690.0:
        return _CAP
    return n**e


def _s(n: int) -> float:
    return sqrt(log(n))


# ----------------------------------------------------------------------------------- Section 3-5 (toy)


def ineq4_1a(n: int) -> float:
    """Lemma 4.1 proof, L135-L162: for z in [log n, 1.4 log n]^n, max_i f_lin(z)_i <= 1.4/n. Deterministic."""
    return 1.4 / n


def ineq4_1b(n: int) -> float:
    """Lemma 4.1 proof, L135-L162: for z in [log n, 1.4 log n]^n, max_i f_exp(z)_i <= n^{-0.6}. Deterministic."""
    return n ** -0.6


def ineq4_2a(n: int) -> float:
    """Lemma 4.2 proof, L164-L207: z in D1 (one z_j = 4 log n), max_i f_lin(z)_i <= 4/n. Deterministic."""
    return 4.0 / n


def ineq4_2b(part: str, n: int) -> float:
    """Lemma 4.2 proof, L164-L207: z in D1. 'fj>=': f_exp(z)_j >= 1/2; 'fi<=': f_exp(z)_i <= n^{-2.6} (i != j)."""
    return _orient(part, 0.5 if part == "fj>=" else n ** -2.6)


def lemma4_2(n: int) -> float:
    """Lemma 4.2 Part 2, L164-L207: for A in D1 and EVERY sigma in {+-1}^n, |<f_exp(z), sigma>| >= 1/4.
    Returned negated (lower bound): the check is -min_sigma |<f,sigma>| <= -1/4."""
    return -0.25


def lemma5_2_delta_exponent() -> float:
    """Lemma 5.2, L225-L243 with Def 3.7 (m = C log(n/delta), C > 1): Pr[F_exp(A) = 0] <= delta/poly(n) for
    every delta in (0, 0.1). At fixed n this needs the failure to vanish at least linearly in delta:
    the exponent p of failure ~ delta^p must be >= 1."""
    return 1.0


def lemma5_2_neg_exponent() -> float:
    """Lemma 5.2 encoded with '<=': minus the required delta-exponent (the check is -p <= -1)."""
    return -lemma5_2_delta_exponent()


def lemma5_1_shape(delta: float, n: int) -> float:
    """Lemma 5.1, L215-L223: Pr[F_exp(A) != 0] <~ delta/poly(n), the printed shape with poly(n) at its most lenient
    (degree 0): f = delta. Also the right side of the proof's 'm <= delta/poly(n)' (L223)."""
    return delta


def lemma5_2_shape(delta: float, n: int) -> float:
    """Lemma 5.2, L225-L243: Pr[F_exp(A) = 0] <~ delta/poly(n), the printed shape for the uniform check (one
    constant c over the whole domain), with poly(n) read at its most lenient, degree 0: f = delta."""
    return delta


def tau_window_upper(n: int, delta: float, C: float) -> float:
    """Upper end 1/4 of the tau window (Lemma 5.2's proof needs tau < 1/4, L225-L243)."""
    return 0.25


def tau_window(n: int, delta: float, C: float) -> float:
    """Derived (catalog softlin.toy.tau_window): Lemmas 5.1 and 5.2 need C sqrt(log(n/delta))/n^{0.1} <= tau < 1/4.
    Returns the lower end of the window (it must be < 1/4 for the window to be non-empty)."""
    return C * sqrt(log(n / delta)) / n**0.1


# ------------------------------------------------------------------------------ Fact A.1 / Claims C.3, C.5


def factA_1(A1, A2, X, idx: int) -> float:  # noqa: ANN001
    """Fact A.1, L385-L391: vec(A1 X A2^T) = (A1 kron A2) vec(X) (log of the exp identity); vec row-major
    (the j0-th n-row block of A1 kron A2 is row j0, as Claims C.3/C.5 use it). Returns entry idx of the RHS."""
    n, d = len(A1), len(A1[0])
    i1, i2 = divmod(idx, n)
    return sum(A1[i1][j1] * A2[i2][j2] * X[j1][j2] for j1 in range(d) for j2 in range(d))


def claimC_3(A1, A2, X, j0: int, i: int) -> float:  # noqa: ANN001
    """Claim C.3/C.5, L445-L508: the j0-th block of (A1 kron A2) vec(X) equals ((A1)_{j0,*} X A2^T)^T;
    returns its i-th entry computed as the Kronecker row ((j0-1) n + i) times vec(X)."""
    n = len(A1)
    return factA_1(A1, A2, X, j0 * n + i)


# --------------------------------------------------------------- Appendix D: self-attention, X = 1_{dxd}


def _u_parts(part: str, a: float) -> float | None:
    """Score exponents log u / log n shared by D.2/D.6/D.10/D.14 (u_lin / log n for the linear lemmas)."""
    table = {"u33": (1 + a) ** 2, "u3k": 1 + a, "uk3": 1 + a, "ukk": 1.0}
    key = part[:-2]
    return table.get(key)


def lemmaD_2(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.2, L564-L672 (A in D1, X = 1, exp). u(j3,j3) = n^{(1+a1)^2}; u(j3,k) = u(k,j3) = n^{1+a1};
    u(k,k') = n; f(j3,j3) >= 1/2; f(j3,k) <= 1/n; f(k,j3) <= n^{a1-1}; f(k,k') <= 1/n."""
    u = _u_parts(part, a)
    if u is not None:
        return _orient(part, u)
    return _orient(part, {"f33>=": 0.5, "f3k<=": 1 / n, "fk3<=": _pw(n, a - 1), "fkk<=": 1 / n}[part])


def lemmaD_6(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.6, L874-L981 (A in D0, X = 1, exp). Same scores as D.2 with a0; f(j3,j3) <= n^{2a0-1};
    f(j3,k) <= 1/n; f(k,j3) <= n^{a0-1}; f(k,k') <= 1/n."""
    u = _u_parts(part, a)
    if u is not None:
        return _orient(part, u)
    return _orient(part, {"f33<=": _pw(n, 2 * a - 1), "f3k<=": 1 / n, "fk3<=": _pw(n, a - 1), "fkk<=": 1 / n}[part])


def lemmaD_10(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.10, L1120-L1228 (A in D1, X = 1, lin): u_lin(j3,j3) = (1+a1)^2 log n, u_lin(j3,k) = u_lin(k,j3)
    = (1+a1) log n, u_lin(k,k') = log n (returned divided by log n); f_lin(j3,j3) <= (1+a1)/n;
    f_lin(j3,k) <= 1/n; f_lin(k,j3) <= (1+a1)/n; f_lin(k,k') <= 1/n."""
    u = _u_parts(part, a)
    if u is not None:
        return _orient(part, u)
    return _orient(part, {"f33<=": (1 + a) / n, "f3k<=": 1 / n, "fk3<=": (1 + a) / n, "fkk<=": 1 / n}[part])


def _c_lin(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    s = _s(n)
    return {"c1<=": (1 + a) * a * s / n, "cII<=": (1 + a) * t * b * s / n, "cd<=": c * s, "cd>=": c * s}[part]


def lemmaD_11(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.11, L1232-L1290 (A in D1, X = 1, V = I, lin): c_lin(j0,1) <= (1+a1) a1 s/n,
    c_lin(j0,i) <= (1+a1) t b s/n (i Type II), c_lin(j0,d) = c s, for every row j0."""
    return _orient(part, _c_lin(part, n, t, a, b, c))


def lemmaD_14(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemmas D.14 + D.15, L1358-L1470 (A in D0, X = 1 (the printed QK^T = I_d is a typo: its values are those of
    X = 1), V = I, lin): the scores and weights of D.10 with a0, and the rows of D.11 with a0."""
    if part.startswith("c"):
        return _orient(part, _c_lin(part, n, t, a, b, c))
    return lemmaD_10(part, n, t, a, b, c)


def lemmaD_3(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.3, L676-L772 (A in D1, X = 1, V = I, exp), c = c_exp rows:
    P1 c(j3,1) >= a1 s/2; P2 c(j3,i') >= b s/2 and c(j3,i) <= (t/n) b s for the other Type-II i;
    P3 c(j3,d) = c s; P4 c(k,1) <= n^{a1-1} a1 s; P5 c(k,i) <= (t/n) b s for EVERY Type-II i; P6 c(k,d) = c s."""
    s = _s(n)
    v = {"P1>=": a * s / 2, "P2'>=": b * s / 2, "P2<=": t / n * b * s, "P3<=": c * s, "P3>=": c * s,
         "P4<=": _pw(n, a - 1) * a * s, "P5'<=": t / n * b * s, "P5<=": t / n * b * s, "P6<=": c * s,
         "P6>=": c * s}[part]
    return _orient(part, v)


def lemmaD_3_corrected(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """D.3 with Part 5 corrected at the column i' holding j3 (as the paper itself does in D.7 P5):
    c(k,i') <= (n^{a1-1} + (t-1)/n) b s."""
    if part == "P5'<=":
        return (_pw(n, a - 1) + (t - 1) / n) * b * _s(n)
    return lemmaD_3(part, n, t, a, b, c)


def lemmaD_7(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma D.7, L985-L1059 (A in D0, X = 1, V = I, exp): P1 c(j3,1) <= n^{2a0-1} a0 s;
    P2 c(j3,i) <= t n^{2a0-1} b s, c(j3,i') <= (n^{2a0-1} + (t-1)/n) b s, c(j3,i) <= (t/n) b s (i != i');
    P3 c(j3,d) = c s; P4 c(k,1) <= n^{a0-1} a0 s; P5 c(k,i) <= t n^{a0-1} b s,
    c(k,i') <= (n^{a0-1} + (t-1)/n) b s, c(k,i) <= (t/n) b s (i != i'); P6 c(k,d) = c s."""
    s = _s(n)
    e2, e1 = _pw(n, 2 * a - 1), _pw(n, a - 1)
    v = {"P1<=": e2 * a * s, "P2all<=": t * e2 * b * s, "P2'<=": (e2 + (t - 1) / n) * b * s,
         "P2<=": t / n * b * s, "P3<=": c * s, "P3>=": c * s, "P4<=": e1 * a * s, "P5all<=": t * e1 * b * s,
         "P5'<=": (e1 + (t - 1) / n) * b * s, "P5<=": t / n * b * s, "P6<=": c * s, "P6>=": c * s}[part]
    return _orient(part, v)


def lemmaD_4_p1() -> float:
    """Lemma D.4 Part 1, L776-L840 (A in D1, X = 1, V = I): Pr_sigma[<c_exp(j3), sigma> >= (c+0.1) s] >= 1/10.
    Returned negated (lower bound on a probability)."""
    return -0.1


# --------------------------------------------------------------- Appendix E: self-attention, X = I_d


def lemmaE_1(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma E.1, L1598-L1709 (A in D1, X = I_d, a1 >= 1, b^2 + c^2 = 1). Exponents log u / log n:
    1a u(j3,j3) = n^{(1+a1)^2}; 1b/2 every other score in [n^{c^2}, n^{b^2+c^2}]; counts: row j3 has t-1 indices
    j1 != j3 at n^{b^2+c^2} and n-t at n^{c^2}; a row j0 != j3 has (over all j1 in [n]) t-1 at n^{b^2+c^2}
    and n-t at n^{c^2}; 3a f(j3,j3) >= 1/2; 3b f(j3,k) <= n^{b^2-1}; 4 f(k,j1) <= n^{b^2-1} (and the low class <= 1/n).
    Counts are returned as the printed counts."""
    v = {"u33<=": (1 + a) ** 2, "u33>=": (1 + a) ** 2, "uoff<=": b * b + c * c, "uoff>=": c * c,
         "cnt3hi<=": t - 1, "cnt3hi>=": t - 1, "cnt3lo<=": n - t, "cnt3lo>=": n - t,
         "cntkhi<=": t - 1, "cntkhi>=": t - 1, "cntklo<=": n - t, "cntklo>=": n - t,
         "f33>=": 0.5, "f3k<=": n ** (b * b - 1), "fkhi<=": n ** (b * b - 1), "fklo<=": 1 / n}[part]
    return _orient(part, v)


def lemmaE_1_corrected(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """E.1 as its proof computes it: u(j3,j3) = n^{a1^2 + b^2 + c^2} = n^{1 + a1^2}; a row j0 != j3 has t
    (not t-1) indices at n^{b^2+c^2} (its own Type-II group, itself included)."""
    if part.startswith("u33"):
        return _orient(part, 1 + a * a)
    if part.startswith("cntkhi"):
        return _orient(part, t)
    return lemmaE_1(part, n, t, a, b, c)


def lemmaE_2(part: str, n: int, t: int, a: float, b: float, c: float) -> float:
    """Lemma E.2, L1713-L1805 (A in D1, X = I_d (printed 1_{dxd}: typo), V = I): P1 c(j3,1) >= a1 s/2;
    P2 c(j3,i') >= b s/2, c(j3,i) <= t n^{b^2-1} b s (other Type-II i); P3/P6 c(.,d) = c s;
    P4 c(k,1) <= n^{b^2-1} a1 s; P5 c(k,i) <= t n^{b^2-1} b s."""
    s = _s(n)
    e = n ** (b * b - 1)
    v = {"P1>=": a * s / 2, "P2'>=": b * s / 2, "P2<=": t * e * b * s, "P3<=": c * s, "P3>=": c * s,
         "P4<=": e * a * s, "P5all<=": t * e * b * s}[part]
    return _orient(part, v)


def lemmaE_3_p1() -> float:
    """Lemma E.3 Part 1, L1809-L1873 (X = I_d): Pr_sigma[<c_exp(j3), sigma> >= (c+0.1) s] >= 1/10 (negated)."""
    return -0.1


# ---------------------------------------------------------------- Appendix F: cross-attention, X = V = I


def _cross_u(part: str, a: float) -> float | None:
    return {"u23<=": 1 + a, "u23>=": 1 + a, "uoff<=": 1.0, "uoff>=": 1.0}.get(part)


def lemmaF_2(part: str, n: int, t: int, a: float) -> float:
    """Lemma F.2, L1961-L2036 (A in D1): u(j2,j3) = n^{1+a1}, every other u = n; f(j2,j3) >= 1/2;
    f(j2,j1) <= 1/n (j1 != j3); rows j0 != j2 are uniform 1/n (P4; printed 'j0 = j2': typo)."""
    u = _cross_u(part, a)
    if u is not None:
        return _orient(part, u)
    return _orient(part, {"f23>=": 0.5, "f2k<=": 1 / n, "fk<=": 1 / n, "fk>=": 1 / n}[part])


def lemmaF_3(part: str, n: int, t: int, a: float) -> float:
    """Lemma F.3, L2040-L2082 (A in D1, exp): c(j2,1) >= 1/2; c(j2,i') >= 1/2; c(j2,i) <= t/n (other i);
    c(k,1) <= 1/n; c(k,i) <= t/n (k != j2)."""
    return _orient(part, {"c21>=": 0.5, "c2'>=": 0.5, "c2<=": t / n, "ck1<=": 1 / n, "cki<=": t / n}[part])


def lemmaF_4_p1() -> float:
    """Lemma F.4 Part 1, L2086-L2117: Pr_sigma[<c_exp(j2), sigma> >= 0.9] >= 1/10 (printed '= 1/10'; negated)."""
    return -0.1


def lemmaF_6(part: str, n: int, t: int, a: float) -> float:
    """Lemma F.6, L2149-L2230 (A in D0, exp): u(j2,j3) = n^{1+a0}, others n; f(j2,j3) <= n^{a0-1};
    f(j2,k) <= 1/n; rows != j2 uniform."""
    u = _cross_u(part, a)
    if u is not None:
        return _orient(part, u)
    return _orient(part, {"f23<=": _pw(n, a - 1), "f2k<=": 1 / n, "fk<=": 1 / n, "fk>=": 1 / n}[part])


def lemmaF_7(part: str, n: int, t: int, a: float) -> float:
    """Lemma F.7, L2234-L2280 (A in D0, exp): c(j2,1) <= n^{a0-1}; c(j2,i) <= t n^{a0-1}; c(k,1) <= 1/n;
    c(k,i) <= t/n."""
    e = _pw(n, a - 1)
    return _orient(part, {"c21<=": e, "c2i<=": t * e, "ck1<=": 1 / n, "cki<=": t / n}[part])


def lemmaF_10(part: str, n: int, t: int, a: float) -> float:
    """Lemmas F.10 + F.11, L2343-L2440 (A in D1, lin): u_lin(j2,j3) = (1+a1) log n, others log n (divided by
    log n); f_lin(j2,j3) <= (1+a1)/n; f_lin(j2,k) <= 1/n; rows != j2 uniform; c_lin(j2,1) <= (1+a1)/n;
    c_lin(j2,i) <= (1+a1) t/n; c_lin(k,1) <= 1/n; c_lin(k,i) <= t/n."""
    u = _cross_u(part, a)
    if u is not None:
        return _orient(part, u)
    v = {"f23<=": (1 + a) / n, "f2k<=": 1 / n, "fk<=": 1 / n, "fk>=": 1 / n, "c21<=": (1 + a) / n,
         "c2i<=": (1 + a) * t / n, "ck1<=": 1 / n, "cki<=": t / n}[part]
    return _orient(part, v)


def lemmaF_14(part: str, n: int, t: int, a: float) -> float:
    """Lemmas F.14 + F.15, L2519-L2620 (A in D0, lin; row j2 (printed j3: typo)): as F.10/F.11 with a0."""
    return lemmaF_10(part, n, t, a)


# ----------------------------------------------------------------------- whp claims: rates and separation


def decay_exponent() -> float:
    """'with probability >= 1 - delta/poly(n)' along a scaling family: the failure probability must vanish
    polynomially in n, i.e. its fitted log-log slope in n is < 0 (hidden constants: no rate is claimed)."""
    return 0.0


def class_separation(m: int) -> float:
    """Class-level reading of Thm 1.1/1.2 (title, L20): no linear-attention network of the architecture of
    Def C.1/C.2 (any X, V, tau; Rademacher y) distinguishes D0 from D1 with high probability. Generous
    encoding: its success probability is at most 1/2 (a coin flip); returns that bound."""
    return 0.5


def lemma3_1(t: float, width_sq_sum: float) -> float:
    """Lemma 3.1 (Hoeffding bound), Sec. 3.1, L78-L82 (probabilistic; a cited textbook fact).

    X_1, ..., X_n independent with X_i in [a_i, b_i], X = sum X_i: Pr[|X - E X| >= t] <= 2 exp(-2 t^2 /
    sum_i (b_i - a_i)^2). ``width_sq_sum`` = sum_i (b_i - a_i)^2 > 0, t > 0.
    """
    return 2 * exp(-2 * t**2 / width_sq_sum)


def whp_failure_shape(delta: float, n: int, m: int) -> float:
    """Theorems D.5, E.4, F.5 (L844-L866, L1877-L1903, L2121-L2141): Pr_y[F(A) = 0] <~ delta/poly(n), the printed
    shape for the uniform check with poly(n) at its most lenient (degree 0): f = delta."""
    return delta


def whp_failure_half_m(delta: float, n: int, m: int) -> float:
    """Planted wrong shape: (1/2)^m, as if each of the m units fired with probability 1/2 (wrong along delta -> 0
    and Cm, where m grows)."""
    return 2.0 ** (-m)


def whp_failure_n20(delta: float, n: int, m: int) -> float:
    """Planted wrong shape: delta/n^20 (poly(n) of degree 20; wrong along n -> infinity)."""
    return delta * exp(-20 * log(n))


def toy_whp_shape(delta: float, n: int) -> float:
    """Lemmas 4.1 P1, 4.2 P1, 5.3, 5.4 (L135-L207, L247-L267): 'with probability >= 1 - delta/poly(n)', the
    failure's printed shape delta/poly(n) at its most lenient poly (degree 0): f = delta."""
    return delta


def toy_whp_n20(delta: float, n: int) -> float:
    """Planted wrong shape: delta/n^20 (poly(n) of degree 20; wrong along n -> infinity)."""
    return delta * exp(-20 * log(n))


def toy_whp_delta8(delta: float, n: int) -> float:
    """Planted wrong shape: delta^8 (wrong along delta -> 0 while the Hoeffding exponent C^2/(2 n sum f^2) < 8)."""
    return delta**8


def display_lemmaD_4_cS(n: int, c: float) -> float:
    """Lemma D.4 Part 2's proof, L834 ('It is obvious that'): |<c_exp(A, x)_{j0, S}, sigma>| <= c sqrt(log n)
    + 0.05 sqrt(log n) for S = {1, d}, j0 != j3, every sigma."""
    return (c + 0.05) * sqrt(log(n))
