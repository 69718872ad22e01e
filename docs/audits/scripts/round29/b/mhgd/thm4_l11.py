# Auditor B r29: mhgd proof of Theorem 4 (seed 004 L1117) 'the assumptions of Lemma 11 are satisfied': Lemma 11's (84) (L1009,
# 256 d sqrt(T) d R^3 ...) against Theorem 4's H condition (L1107, 256 d sqrt(Td) R^3 ...), and Theorem 1/3's (36 d sqrt(Td) ...).
import math
def thr(T, d, R, D, N, lead):
    return lead * R**3 * (3 * math.sqrt(d) * R**2 * (3 * D + N) + 1) * D**2
for (T, d, R, D, N) in [(1, 4, 1, 1, 0), (1, 2, 1, 0.3, 0.5), (3, 9, 1.5, 0.1, 1), (1, 1, 1, 1, 0), (2, 100, 1, 0.01, 0)]:
    t4 = thr(T, d, R, D, N, 256 * d * math.sqrt(T * d)); sH = math.ceil(t4 ** 2) ** 0.5
    t84 = thr(T, d, R, D, N, 256 * d * math.sqrt(T) * d); t3 = thr(T, d, R, D, N, 36 * d * math.sqrt(T * d))
    print(f"T={T} d={d} R={R} ||theta-theta0||={D} ||theta||_2inf={N}: sqrt(H) = {sH:.6g} (least H of Thm 4); (84) needs {t84:.6g} "
          f"(ratio {t84/t4:.4f} = sqrt(d) {math.sqrt(d):.4f}; met: {sH >= t84}); Thm 1/3's H condition {t3:.6g} (met: {sH >= t3})")
