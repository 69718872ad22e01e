"""Auditor A r18: chenli proof of Lemma 6.2 (seed 000 L1440-L1446), third link of
||sum nu_i^T X W_i|| <= sum ||nu_i|| sqrt(kd) ||W_i||_F <= delta (kd sum ||W_i||_F^2)^{1/2} <~ eps min_i ||W_i|| <= (...)^{1/2},
with delta = c0 eps / sqrt(m k a lambda') (a read as d, cf. the lemma's sqrt(mkd lambda') L1389). Link 3 asks
c0 eps (sum_i ||W_i||_F^2/(m lambda'))^{1/2} <= C eps min_i ||W_i||: ratio LHS/(eps min) computed exactly below.
Assumption 10: ||W_1||_F = 1, ||W_i||_F^2 >= lambda', lambda' <= 1/r_Theta (r_Theta up to << d^{1/4})."""
import numpy as np
c0 = 1.0
for m in [1, 2, 8]:
    for lam in [1e-2, 1e-4, 1e-8]:
        norms = np.ones(m)                      # equal Frobenius norms 1 (>= lambda'); min_i ||W_i||_F = 1
        lhs = c0 * np.sqrt(np.sum(norms**2) / (m * lam))
        print(f"m={m} lambda'={lam:g} (r_Theta = 1/lambda' = {1/lam:g}): ratio = {lhs / norms.min():.4g}  (= c0/sqrt(lambda'))")
print("min over admissible norm profiles of the ratio: sum ||W_i||^2 >= m min^2 => ratio >= c0/sqrt(lambda') >= c0 sqrt(r_Theta) (-> inf)")
print("with delta = c0 eps sqrt(lambda'/(m k d)) instead: LHS = c0 eps sqrt(lambda' sum||W_i||^2/m) <= c0 eps sqrt(lambda') max||W_i||_F,"
      " <= c0 eps min_i ||W_i||_F whenever max_i ||W_i||_F^2 <= min_i ||W_i||_F^2/lambda'")
