# Auditor B, round 20: thesis.ch5.lemmaD.2.6-L7107-inM (own model, no repository code; reuses my L7129-inM model).
# Lemma D.2.6's final display (L7107): W2(r_{n,i}(X), sum_j alpha_{i,j} sum_m a_{m,n} phi_{1,j,eps}(a_m X w*) + C_i beta_i(X))
#   <= O~(p2^{2/3}/(m1^{1/6} sqrt(m2))),  alpha, beta independent Gaussians (L7101-L7103): with p2 = 1 the right variable
#   is exactly Gaussian, so W2 >= distance of law(r) to the Gaussian family (no slack term at all).
import numpy as np, importlib.util, sys
spec = importlib.util.spec_from_file_location('m', '/work/audit/r20b/thesis/thesis.ch5.lemmaD.2.6-L7129-inM.py')
m = importlib.util.module_from_spec(spec); sys.argv = [sys.argv[0]] + [a for a in sys.argv[1:]]; spec.loader.exec_module(m)
NQ = 200000
print('bias:', 'per-node (5.4)' if m.pernode else 'shared B_{1(n,l)} (D.50)')
for m1 in (64, 256, 512):
    for D in (1e2, 1e4, 1e6, 1e8):
        Ainf = m.star(D)[2]; m2 = m1                      # m2 only rescales both sides equally
        Q = m.Qsamples(D, m1, NQ)
        dist, s, _ = m.w2_gauss_family(np.sqrt(Q/m2))
        shape = 1/(m1**(1/6)*np.sqrt(m2))
        print(f'm1=m2={m1:4d} ||A||inf={Ainf:9.2f}: W2 to Gaussians={dist:.3e}  ratio to p2^(2/3)/(m1^(1/6) sqrt(m2)) = {dist/shape:.3g}'
              f'   (1.2||A||/m1^(5/6) = {1.2*Ainf/m1**(5/6):.3g})')
