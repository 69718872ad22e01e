"""Auditor A r21: softlin Lemma F.7 (seed 001 L2234-L2246) with Definition F.1 (L1913-L1940), definitions L470-L489:
u_exp(A,x)_{j0} = exp(A_{j0} x), A = A1 (x) A2, x = vec(QK^T) = vec(I_d): score[j0, j1] = <A1[j0], A2[j1]>;
f_exp row j0 = softmax of that row; c_exp[j0, i0] = <f_exp[j0], (A3 V)[:, i0]>, A3 = A2, V = I_d.  Exact (mpmath, 60 digits)."""
import itertools
import mpmath as mp
mp.mp.dps = 60

def build(n, d, t, a0, j2, j3):
    L = mp.log(n)
    A1 = [[(a0 * L if (j == j2) else mp.mpf(0))] + [L] * (d - 1) for j in range(n)]
    A2 = [[mp.mpf(1) if j == j3 else mp.mpf(0)] + [mp.mpf(1) if (j % (d - 1)) == c else mp.mpf(0) for c in range(d - 1)] for j in range(n)]
    return A1, A2

def c_exp(n, d, t, a0, j2, j3):
    A1, A2 = build(n, d, t, a0, j2, j3)
    C = []
    for j0 in range(n):
        u = [mp.e ** sum(A1[j0][k] * A2[j1][k] for k in range(d)) for j1 in range(n)]
        s = sum(u); f = [x / s for x in u]
        C.append([sum(f[j1] * A2[j1][i0] for j1 in range(n)) for i0 in range(d)])
    return C

def check(n, d, t, a0, j2, j3, reading="printed"):
    C = c_exp(n, d, t, a0, j2, j3)
    key = j3 if reading == "printed" else j2
    worst = []
    for j0 in range(n):
        for i0 in range(d):
            if j0 == key:
                bound = (1 if i0 == 0 else t) / mp.mpf(n) ** (1 - a0); part = "1" if i0 == 0 else "2"
            else:
                bound = (1 if i0 == 0 else t) / mp.mpf(n); part = "4" if i0 == 0 else "5"
            if C[j0][i0] > bound * (1 + mp.mpf(10) ** -40):
                worst.append((part, j0, i0, C[j0][i0], bound))
    return worst

print("helper's instance n = 2, d = 3, t = 1, a0 = 0.05, j2 = 0, j3 = 1 (printed, index j3):")
for w in check(2, 3, 1, mp.mpf("0.05"), 0, 1):
    print(f"   Part {w[0]} at (j0={w[1]}, i0={w[2]}): c = {mp.nstr(w[3], 12)} > bound {mp.nstr(w[4], 12)}")
fails_p = fails_j2 = tot = 0
for (d, t) in [(3, 1), (3, 2), (4, 2), (5, 3), (6, 1)]:
    n = t * (d - 1)
    for a0 in [mp.mpf("0.001"), mp.mpf("0.05"), mp.mpf("0.099")]:
        for j2, j3 in itertools.product(range(n), repeat=2):
            tot += 1
            fp = check(n, d, t, a0, j2, j3, "printed"); fj = check(n, d, t, a0, j2, j3, "j2")
            fails_p += bool(fp); fails_j2 += bool(fj)
            if fp and j2 == j3:
                print("   unexpected failure with j2 == j3", n, d, t, a0, j2, j3)
print(f"grid (d, t) in {{(3,1),(3,2),(4,2),(5,3),(6,1)}}, a0 in {{0.001, 0.05, 0.099}}, all (j2, j3): printed fails on {fails_p}/{tot} "
      f"(exactly the j2 != j3 cases: {sum(1 for (d,t) in [(3,1),(3,2),(4,2),(5,3),(6,1)] for _ in range(3) for j2 in range(t*(d-1)) for j3 in range(t*(d-1)) if j2 != j3)}); "
      f"row-index-j2 reading fails on {fails_j2}/{tot}")
n, d, t, a0 = 2, 3, 1, mp.mpf("0.05")
print(f"closed forms: c(j2, 1) = n^a0/(n^a0 + n - 1) = {mp.nstr(mp.mpf(n)**a0 / (mp.mpf(n)**a0 + n - 1), 10)} > 1/n iff n^a0 > 1; "
      "c(j2, block of j3) = (n^a0 + t - 1)/(n^a0 + n - 1) > t/n iff (n^a0 - 1)(n - t) > 0")
