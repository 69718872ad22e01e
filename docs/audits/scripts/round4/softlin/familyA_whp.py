"""Auditor r4, softlin (seed 001) Family A: 'with probability >= 1 - delta/poly(n)' statements.
Own build from the paper only: Def D.1 (self data), Def F.1 (cross data), Def C.1/C.4 (c_lin / c_exp), Def C.6,
phi_tau(z) = max(z - tau, 0) (Def 3.4), y Rademacher (Def 3.7). Self: x = vec(QK^T) = 1_{d^2} (Thm 6.2, Lemmas D.x),
V = I. Cross: QK^T = I_d, V = I (Lemma F.2 convention), A1's unprinted last column = log n like columns 2..d-1.
Exact: enumerate every sign vector of {-1,+1}^d (mpmath, 40 digits)."""
import itertools
import mpmath as mp
mp.mp.dps = 40

def self_A(n, d, first, b, c):
    s = mp.sqrt(mp.log(n)); t = n // (d - 2); assert t * (d - 2) == n
    A = mp.zeros(n, d)
    j3 = 0
    A[j3, 0] = first * s
    for j in range(n):
        A[j, 1 + (j % (d - 2))] = b * s
        A[j, d - 1] = c * s
    return A, j3

def cross_A(n, d, first):
    L = mp.log(n); t = n // (d - 1); assert t * (d - 1) == n
    A1 = mp.zeros(n, d); A2 = mp.zeros(n, d)
    j2, j3 = 0, 1
    A1[j2, 0] = first * L
    for j in range(n):
        for k in range(1, d):
            A1[j, k] = L
        A2[j, 1 + (j % (d - 1))] = 1
    A2[j3, 0] = 1
    return A1, A2, (j2, j3)

def cmat(A1, A2, X, kind):
    S = A1 * X * A2.T            # scores, n x n
    n, d = A2.rows, A2.cols
    C = mp.zeros(n, d)
    for j0 in range(n):
        u = [mp.e ** S[j0, j] if kind == 'exp' else S[j0, j] for j in range(n)]
        Z = mp.fsum(u)
        for i0 in range(d):
            C[j0, i0] = mp.fsum(u[j] * A2[j, i0] for j in range(n)) / Z   # A3 = A2, V = I
    return C

def analyse(name, C, thr_lemma, tau, m_list=(1, 33)):
    n, d = C.rows, C.cols
    rows = {}
    for j0 in range(n):
        key = tuple(mp.nstr(C[j0, i], 25) for i in range(d))
        rows.setdefault(key, j0)
    signs = list(itertools.product((-1, 1), repeat=d))
    worst, fire_any = mp.mpf(0), 0
    for key, j0 in rows.items():
        fail = sum(1 for sg in signs if abs(mp.fsum(C[j0, i] * sg[i] for i in range(d))) >= thr_lemma)
        worst = max(worst, mp.mpf(fail) / len(signs))
    for sg in signs:
        if any(mp.fsum(C[j0, i] * sg[i] for i in range(d)) > tau for j0 in rows.values()):
            fire_any += 1
    p = mp.mpf(fire_any) / len(signs)
    print(f"{name}: distinct rows {len(rows)}; c rows (first two): "
          + "; ".join("(" + ", ".join(mp.nstr(C[j0, i], 5) for i in range(d)) + ")" for j0 in list(rows.values())[:2]))
    print(f"   lemma: max_j0 Pr_sigma[|<c_j0,sigma>| >= thr] = {mp.nstr(worst, 6)}   (thr = {mp.nstr(thr_lemma, 6)})")
    print(f"   theorem: p = Pr_y[some row > tau={mp.nstr(tau, 5)}] = {mp.nstr(p, 6)};  Pr[F != 0] = 1-(1-p)^m: "
          + ", ".join(f"m={m}: {mp.nstr(1 - (1 - p) ** m, 6)}" for m in m_list))
    for delta in (mp.mpf('1e-2'), mp.mpf('1e-12')):
        print(f"   delta={mp.nstr(delta, 2)}: failure/delta lemma {mp.nstr(worst / delta, 4)}, theorem(m=1) {mp.nstr(p / delta, 4)}")
    return worst, p

if __name__ == '__main__':
    n, d = 100, 4
    s = mp.sqrt(mp.log(n)); b, c = mp.mpf('0.9'), mp.mpf('0.1')
    ones = mp.ones(d, d)
    print("==== self-attention, n=100, d=4 (t=50), b=0.9, c=0.1, QK^T = 1, thr = tau = (c+0.1)sqrt(ln n)")
    A, _ = self_A(n, d, mp.mpf('1e-4'), b, c)
    analyse("D0 a0=1e-4, c_exp  [Lemma D.8 / Thm D.9 (D0 reading)]", cmat(A, A, ones, 'exp'), (c + mp.mpf('0.1')) * s, (c + mp.mpf('0.1')) * s)
    analyse("D0 a0=1e-4, c_lin  [Lemma D.16 / Thm D.17]", cmat(A, A, ones, 'lin'), (c + mp.mpf('0.1')) * s, (c + mp.mpf('0.1')) * s)
    A1, _ = self_A(n, d, mp.mpf('0.7'), b, c)
    analyse("D1 a1=0.7, c_lin   [Lemma D.12 / Thm D.13]", cmat(A1, A1, ones, 'lin'), (c + mp.mpf('0.1')) * s, (c + mp.mpf('0.1')) * s)
    analyse("D1 a1=0.7, c_exp   [Thm D.5 side, for Thm 6.2 / D.9-as-printed(D1)]", cmat(A1, A1, ones, 'exp'), (c + mp.mpf('0.1')) * s, (c + mp.mpf('0.1')) * s)
    print("==== cross-attention, n=100, d=3 (t=50), QK^T = I, lemma thr 0.5, tau = 0.9")
    I = mp.eye(3)
    B1, B2, _ = cross_A(n, 3, mp.mpf('1e-4'))
    analyse("F D0 a0=1e-4, c_exp [Lemma F.8 / Thm F.9 (D0 reading)]", cmat(B1, B2, I, 'exp'), mp.mpf('0.5'), mp.mpf('0.9'))
    analyse("F D0 a0=1e-4, c_lin [Lemma F.16 / Thm F.17]", cmat(B1, B2, I, 'lin'), mp.mpf('0.5'), mp.mpf('0.9'))
    B1, B2, _ = cross_A(n, 3, mp.mpf('1.0001'))
    analyse("F D1 a1=1.0001, c_lin [Thm F.13]", cmat(B1, B2, I, 'lin'), mp.mpf('0.5'), mp.mpf('0.9'))
    # a different member of the family: larger d at n = 96 (self, d-2 = 8 -> d = 10, t = 12)
    print("==== larger d, self D0 exp, n=96, d=10 (t=12), a0=1e-4")
    A, _ = self_A(96, 10, mp.mpf('1e-4'), b, c)
    analyse("D0 exp n=96 d=10", cmat(A, A, mp.ones(10, 10), 'exp'), (c + mp.mpf('0.1')) * mp.sqrt(mp.log(96)), (c + mp.mpf('0.1')) * mp.sqrt(mp.log(96)))
