"""Auditor B r26: thesis (A.191) L3524-L3532 (proof of Lemma A.5.1): the last members
 ... >= 1 - int_{1-Theta(1/M^2)}^1 (1-t)^{-1/2} dt / int_0^1 t^{(m_a-3)/2} dt = 1 - Theta(2/M)/(1/((m_a-1)/2)) >= Theta(1),  'by m_a = Theta(M)'.
Second member: I_{cos^2(1/M)}((m_a-1)/2, 1/2). For member 2 >= member 3 the lower limit 1 - c/M^2 must be <= cos^2(1/M): c >= M^2 sin^2(1/M)."""
import mpmath as mp
mp.mp.dps = 30
print(" M    m_a   member2 (I_cos^2)   member4-integral 2sqrt(c)/M   member5 = 1 - sqrt(c)(m_a-1)/M   [c = M^2 sin^2(1/M), the least admissible]")
for M in [3, 10, 100, 1000, 10**4, 10**6]:
    c = (M * mp.sin(mp.mpf(1) / M)) ** 2
    for m_a in [M + 1, 2 * M, 3 * M]:
        a = mp.mpf(m_a - 1) / 2
        mem2 = mp.betainc(a, 0.5, 0, mp.cos(mp.mpf(1) / M) ** 2, regularized=True)
        tail = 2 * mp.sqrt(c) / M                                # int_{1-c/M^2}^1 (1-t)^{-1/2} dt
        mem5 = 1 - tail / (1 / a)
        print(f"{M:7d} {m_a:7d}   {mp.nstr(mem2, 8):>12}   {mp.nstr(tail, 8):>14}   {mp.nstr(mem5, 8):>14}")
print("hypotheses: 2 < M < m_a (L544), m_a = Theta(M) (the step's own premise); member5 <= 1 - M sin(1/M) -> 0 at m_a = M + 1, negative at m_a >= 2M")
