"""Auditor C, round 19: thesis (seed 003) (D.66) L7199-7205 'combining (D.63)-(D.65) and Lemma D.2.7'.
Error supplied by Lemma D.2.7 as printed, (D.57) L7141:  E57 = p2^2 Cs(Phi, p2 Cs(phi,|A|)) Cs(phi,|A|) sqrt(|A|^2+1)
Error claimed in (D.66):                                E66 = E57 * eps
(D.66)'s left side is (1/m2) E sum_i (c_{i,l}^2/eps_c^2) x [the (D.57) left side for neuron i]; the W2 terms (D.63)-(D.65)
only add error, so from (D.57) as stated the best available error is E57 (+ W2 terms): gap E57/E66 = 1/eps.
eps range: Lemma D.2.4 (L6946): 0 < eps < eps_sup = 1/(K |q|_1 p1 p2^2 Cs(Phi, p2 Cs(phi)) Cs(phi) sqrt(|A|^2+1)).
"""
import mpmath as mp
for (p2, A, CsPhi, Csphi, Kqp1) in [(1, 1, 1, 1, 1), (2, 3, 5, 2, 4), (1, 10, 1, 1, 1)]:
    E57 = p2**2 * CsPhi * Csphi * mp.sqrt(A**2 + 1)
    eps_sup = 1 / (Kqp1 * E57)
    row = []
    for frac in (mp.mpf('0.5'), mp.mpf('1e-3'), mp.mpf('1e-6'), mp.mpf('1e-12')):
        eps = frac * eps_sup
        row.append(f"eps=eps_sup*{mp.nstr(frac,3)}: E57/E66={mp.nstr(E57/(E57*eps), 4)}")
    print(f"p2={p2} |A|={A} CsPhi={CsPhi} Csphi={Csphi} K|q|p1={Kqp1}: eps_sup={mp.nstr(eps_sup,4)}; " + '; '.join(row))
# (D.61) L7165, the proof's last line, does carry the factor eps: with it E66 follows (the W2 terms (D.63)-(D.65) are
# O~(1/(C' sqrt(m2))) and O~(|A| sqrt(|A|^2+1)/sqrt(m2)), below eps * E57 once m2 >= M = poly(..., 1/eps)).
