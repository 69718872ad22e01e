r"""Audit of chenli L990 (proof of Lemma 5.13, extra condition |nu|, |nu'| <= c/sqrt(d3)):
E[<w, 1_T2 + 1_T3 - 1'_2 - 1'_3>^2 | U_2 u U_3] <~ (1 + c^2/r_Theta) ||w||^2, w = P_{S\U} Theta (1_U2 + 1_U3).
True conditional law (from the coupling, L926-L934): given U, on S_[2] \ U_[2] the vector is +1 on T_[2] (|T_[2]| =
(1+mu) d2/2) and -1 elsewhere, i.e. a uniform slice with mean (mu + mu')/(2 + mu - mu') (the paper prints
(mu - mu')/(2 + mu - mu'); both have magnitude <~ c/sqrt(d2) and the proof uses only that).
Family (own): Theta = D + a 1_[2] e^T (rows of S_[2] share a e; e spread, e_j = +-1/sqrt d), d2 = d3 = n ~ sqrt(d).
Case A: mu = mu' (U_[2] empty), nu -> nu' (U_[3] of size k3), U_[3] inside {j in S_[3]: e_j > 0}: w = a (k3/sqrt d) 1_[2],
constant on S_[2]; <w, y> = a (k3/sqrt d) * (sum of the slice) = a k3 mu n/sqrt d exactly.
Case B (robust to the printed law): mu = -m0, mu' = +m0, then the printed law's mean is -2 m0/(2 - 2 m0) and w is still
constant on S_[2] \ U_[2]; E<w, y>^2 = w0^2 E[(sum y)^2] over the slice (Fact 5.3).  Own script (mpmath)."""
import mpmath as mp
mp.mp.dps = 40

def slice_second_moment(N, mean):          # E[(sum_i y_i)^2] for y uniform on the slice of size N with given mean
    return N + N * (N - 1) * (mean * mean * N - 1) / (N - 1)

def run(dd, a=mp.mpf(1), nfrac=1):
    dd = mp.mpf(dd); rd = mp.sqrt(dd)
    n = mp.floor(nfrac * rd)
    F2 = dd + a * a * n                      # + O(a/sqrt d) cross terms (signs alternate)
    op2 = 1 + a * a * n + 2                  # rank-one common part a 1_[2] e^T: ||.||^2 = a^2 n, plus D (norm 1): upper bound
    v = mp.sqrt((1 + a * a + 2 * a / rd) * dd / F2)
    r = min(F2 / op2, dd ** mp.mpf(0.25) / 10, mp.sqrt(rd / (10 * v)))
    c = mp.sqrt(min(r, n)) / 2
    # slice means are (2 t - n)/n for integers t: the largest with |mean| <= c/sqrt(n)
    t = mp.floor((n + c * mp.sqrt(n)) / 2); m0 = (2 * t - n) / n
    k3 = 2 * mp.floor(c * mp.sqrt(n) / 2)    # nu' - nu = 2 k3/n within |nu|, |nu'| <= c/sqrt(n)
    nu = -k3 / n; nup = k3 / n
    # case A
    w0 = a * k3 / rd; w2 = w0 * w0 * n
    lhsA = (w0 * m0 * n) ** 2
    # case B: mu = -m0, mu' = m0 -> U_[2] of size m0 n, w constant on S_[2] \ U_[2] (|.| = n (1 - m0)), w0' = a (k3 + e.1_U2 sqrt d)/sqrt d with U_[2] on e_j > 0 too
    k2 = m0 * n; w0b = a * (k3 + k2) / rd; NB = n - k2; w2b = w0b * w0b * NB
    true_mean = (-m0 + m0) / (2 - 2 * m0); printed_mean = (-2 * m0) / (2 - 2 * m0)
    lhsB_printed = w0b * w0b * slice_second_moment(NB, printed_mean)
    ev40 = (k3 + a * a * k3 * k3 * n / dd) / ((c / mp.sqrt(n) + c * c / r) * F2)
    hyps = dict(c=1 <= c <= mp.sqrt(min(r, n)) / 2 + mp.mpf('1e-30'), mu=abs(m0) <= c / mp.sqrt(n),
                nu=max(abs(nu), abs(nup)) <= c / mp.sqrt(n), A3=r <= F2 / op2, r8=r <= dd ** mp.mpf(0.25) / 10,
                A4=v <= rd / (10 * r * r), event40=ev40 <= 1)
    return dict(r=r, c=c, n=n, ratioA=lhsA / w2 / (1 + c * c / r), ratioB_printed_law=lhsB_printed / w2b / (1 + c * c / r),
                c2=c * c, hyps=hyps)

for dd in [1e8, 1e12, 1e16, 1e24, 1e32, 1e40]:
    o = run(dd)
    print(f"d={dd:.0e}: r={mp.nstr(o['r'],4)} c={mp.nstr(o['c'],4)} n={mp.nstr(o['n'],4)}: case A (true law) lhs/((1+c^2/r)||w||^2) = {mp.nstr(o['ratioA'],4)};"
          f" case B under the printed Q-law = {mp.nstr(o['ratioB_printed_law'],4)}; c^2 = {mp.nstr(o['c2'],4)}; hyps ok: {all(o['hyps'].values())}")
