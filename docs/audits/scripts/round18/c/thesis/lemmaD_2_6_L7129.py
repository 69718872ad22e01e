# Auditor C r18: thesis Lemma D.2.6 proof display L7129 (seed 003): W2(r_{n,i}, sum_j rho_j x_j + beta') <=
# O~(S p2/sqrt(m1 m2) + sqrt(p2)||A||_inf(1+||A||_inf)/(m2 S)).  Derived reading: rho_j, beta' independent Gaussians
# -> right side centred Gaussian -> LHS >= min_s W2(law r, N(0,s^2)) (same own model as lemmaD_2_6.py).
# law r = S_m Z with S_m = ||U||/sqrt(m2): minW2 scales exactly as 1/sqrt(m2); compute at m2 = 1 and rescale.
import numpy as np, importlib.util, sys
spec = importlib.util.spec_from_file_location("d26", "/work/audit/r18c/thesis/lemmaD_2_6.py")
src = open("/work/audit/r18c/thesis/lemmaD_2_6.py").read().split("m2 = p2 = 1")[0]   # functions only
ns = {}; exec(src, ns)
m1, p2, S = 4, 1, 1
print("m1 = 4, p2 = S = 1 (chunk size m1/(p2 S) = 4):")
for D in [1, 100, 10**4, 10**6]:
    acc, acl, r_c, r_l = ns['star'](D); Ainf = r_c
    w2_1 = ns['minW2'](ns['S_samples'](D, m1, 1, 40000))[0]
    for lab, m2 in [("m2=||A||^4", Ainf**4), ("m2=1e12", 1e12)]:
        w2 = w2_1/np.sqrt(m2)
        shape = S*p2/np.sqrt(m1*m2) + np.sqrt(p2)*Ainf*(1+Ainf)/(m2*S)
        alt = S*p2/np.sqrt(m1*m2) + np.sqrt(p2)*Ainf*(1+Ainf)/np.sqrt(m2*p2*S)   # L7125's sqrt(m2 p S) form
        print(f"  D={D:g} ||A||_inf={Ainf:.4g} {lab}: minW2={w2:.4g}, shape={shape:.4g}, ratio={w2/shape:.4g};"
              f" ratio to the sqrt(m2 p S) form {w2/alt:.3g}")
