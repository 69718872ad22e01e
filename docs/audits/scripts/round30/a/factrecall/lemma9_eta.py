"""Auditor A r30: factrecall Lemma 9 proof L1640-L1648.  L1642 defines (in the proof) eta := 2C sqrt(D/S log(2D^2 log|V|)) with the
Bernstein C of L1640; Lemma 9 (L1510) defines eta := C' sqrt(...) for a 'sufficiently large constant C''.  Check L1644/L1648 exactly."""
from fractions import Fraction as Fr
import math
for (D, V, S, C) in [(1, 3, None, 1.0), (2, 10, None, 0.7), (5, 1000, None, 2.0)]:
    delta = 1 / (2 * D * math.log(V))
    L = math.log(D / delta)                         # = log(2 D^2 log|V|)
    assert abs(L - math.log(2 * D * D * math.log(V))) < 1e-12
    for eta in [0.1, 0.5, 0.9, 1.0]:
        S = (2 * C) ** 2 * D * L / eta ** 2          # so that the proof's eta = 2C sqrt(D/S L) equals eta
        M = S / D - C * math.sqrt(S / D * L)
        lhs = M / S; rhs = (1 - eta / 2) / D
        ok1 = abs(lhs - rhs) < 1e-12
        ok2 = S / M <= D * (1 + eta) + 1e-12
        lemma_eta = C * math.sqrt(D / S * L)         # Lemma 9's eta with C' = C (the helper's reading)
        print(f"D={D} |V|={V} C={C} eta(proof)={eta}: M/S = (1/D)(1 - eta/2) {ok1}; S/M = {S/M:.4f} <= D(1+eta) = {D*(1+eta):.4f} {ok2};"
              f" the lemma's C'-eta with C' = C would be {lemma_eta:.3f} = eta/2")
print("1/(1 - eta/2) <= 1 + eta  <=>  eta^2/2 <= eta/2  <=>  eta <= 1 (exact).")
