# Audit (b) of thesis.ch2.eqA.175: sum_{s in S1} softmax(x_s^T W_K^T W_Q x_l) >= p_n(0), Def. A.2.2 (||q1(0)|| = 1).
# Own instance: tokens EXACT patterns mu_j = e_j (so (2.5) and Assumption A.2.4 hold: same-pattern products 1, others 0),
# W_K, W_Q rotations (norm 1) within (2.6)'s error delta; query in S1, |S1| > |S2| (y = 1 by majority).
from mpmath import mp, mpf, matrix, exp, asin, cos, sin, sqrt, norm
mp.dps = 30
def rot(a, n=4):
    R = matrix(n, n)
    for i in range(n): R[i, i] = 1
    R[0, 0] = cos(a); R[0, 1] = sin(a); R[1, 0] = -sin(a); R[1, 1] = cos(a)
    return R
def col(M, j): return matrix([M[i, j] for i in range(M.rows)])
for delta, tau, S1, S2, S3 in [(mpf('0.1'), mpf('0.01'), 5, 3, 2), (mpf('0.4'), mpf('0.01'), 100, 60, 40), (mpf('0.1'), mpf(0), 6, 4, 0)]:
    a = 2*asin(delta/2)                   # ||R_a e_j - e_j|| = 2 sin(a/2) = delta exactly
    WK = rot(a)                           # W_K mu_1 = cos a q1 - sin a q2 ... (q = r = standard basis)
    WQ = rot(-a)                          # W_Q mu_1 = cos a r1 + sin a r2
    mu = [col(rot(0), j) for j in range(4)]
    errs = [float(norm(WK*mu[j]-mu[j])) for j in range(3)] + [float(norm(WQ*mu[j]-mu[j])) for j in range(3)]
    xl = mu[0]
    toks = [mu[0]]*S1 + [mu[1]]*S2 + [mu[2]]*S3
    logits = [((WK*x).T*(WQ*xl))[0] for x in toks]
    Z = sum(exp(v) for v in logits)
    massS1 = sum(exp(v) for v in logits[:S1])/Z
    S = S1+S2+S3; q1n = 1
    pn = S1*exp(q1n**2-(delta+tau)*q1n)/(S1*exp(q1n**2-(delta+tau)*q1n) + S - S1)
    print(f"delta={float(delta)} tau={float(tau)} |S1|,|S2|,|S3|={S1},{S2},{S3}: (2.6) errors max {max(errs):.4f} (<= delta), "
          f"logits same {float(logits[0]):.4f}, pattern2 {float(logits[S1]):.4f}; mass on S1 = {float(massS1):.5f} vs p_n(0) = {float(pn):.5f}"
          + ("  FAILS" if massS1 < pn else "  holds"))
