"""Audit thesis.ch7.eqF.20 / eqF.22 (seed 003 L9398-L9408; (F.12) L9362: total softmax on other-step columns <= eps).
Explicit softmax over l = l_tr*K context columns (query at step k = 1, no earlier query columns): step-k columns:
alpha*l_tr share the query's TRR (logit 0, the S_1 columns), the rest logit -u; the (K-1)*l_tr other-step columns
share a logit chosen so that their total mass equals eps exactly (allowed by (F.12)). mpmath."""
import mpmath as mp
mp.mp.dps = 30


def config(K, ltr, alpha, u, eps):
    n1 = int(alpha * ltr); n2 = ltr - n1; no = (K - 1) * ltr
    # other-step logit x: no e^x / (n1 + n2 e^{-u} + no e^x) = eps
    base = n1 + n2 * mp.e ** (-u)
    ex = eps * base / ((1 - eps) * no)
    Z = base + no * ex
    return 1 / Z, mp.e ** (-u) / Z, no * ex / Z, ltr * K


for K, ltr, alpha, u, eps in [(2, 2, 0.5, 0, 0.5), (2, 2, 0.5, 0, 0.01), (2, 10, 0.5, 0, 0.1), (3, 10, 0.5, 0, 0.1),
                              (2, 10, 0.5, 3, 0.1), (2, 10, 0.3, 5, 0.01), (4, 10, 0.5, 3, 0.2)]:
    s1, s2, mo, l = config(K, ltr, mp.mpf(alpha), mp.mpf(u), mp.mpf(eps))
    a = mp.mpf(alpha)
    b20 = (1 / mp.mpf(l)) / (a / K + (1 - mp.mpf(1) / K) * eps + (mp.mpf(1) / K - a / K) * mp.e ** (-u))
    b22 = (1 / mp.mpf(l)) / (a / K * mp.e ** u + (1 - mp.mpf(1) / K) * eps + (mp.mpf(1) / K - a / K))
    print(f"K={K} l_tr={ltr} (l={l}) alpha={alpha} u={u} eps={eps}: other-step mass {mp.nstr(mo,4)};"
          f" S_1 col {mp.nstr(s1,6)} vs (F.20) {mp.nstr(b20,6)} {'VIOL' if s1 < b20 else 'ok'};"
          f" PE-only col {mp.nstr(s2,6)} vs (F.22) {mp.nstr(b22,6)} {'VIOL' if s2 < b22 else 'ok'}")
# reading: eps = per-column e^{logit} of an other-step column relative to an S_1 column
K, ltr, alpha, u, eps = 2, 10, mp.mpf("0.5"), mp.mpf(3), mp.mpf("0.1")
n1 = int(alpha * ltr); n2 = ltr - n1; no = (K - 1) * ltr
Z = n1 + n2 * mp.e ** (-u) + no * eps
print("per-column reading (K=2,l_tr=10,u=3,eps=0.1): S_1", mp.nstr(1 / Z, 8), "printed", mp.nstr((mp.mpf(1)/(ltr*K)) / (alpha/K + (1-mp.mpf(1)/K)*eps + (mp.mpf(1)/K-alpha/K)*mp.e**(-u)), 8),
      "; PE-only", mp.nstr(mp.e ** (-u) / Z, 8), "printed", mp.nstr((mp.mpf(1)/(ltr*K)) / (alpha/K*mp.e**u + (1-mp.mpf(1)/K)*eps + (mp.mpf(1)/K-alpha/K)), 8))
