"""Audit factrecall.display.lemma3-width (L889 vs L772-L775): proof's m >~ 2^{8q+2} log^{4q+2}(1/delta') c^{-2} max C(a), q = C2/eps,
delta' = delta/(S R |V|), against the hypothesis m >~ (C3 log(|V|/delta))^{C4/eps} max C(a) with universal C3, C4.
Exact log2 comparison: for each fixed (C3, C4) the smallest C2 at which the proof's requirement exceeds the hypothesis (c = 1, eps = 1)."""
import math
eps, S, R, V, delta = 1.0, 1, 1, 3, 1 / math.e
L = math.log(V / delta); Lp = math.log(S * R * V / delta)
def log2_proof(C2):
    q = C2 / eps
    return (8 * q + 2) + (4 * q + 2) * math.log2(Lp)
def log2_hyp(C3, C4):
    return (C4 / eps) * math.log2(C3 * L)
for C3, C4 in [(10, 10), (100, 100), (1e3, 1e3), (1e6, 1e4)]:
    C2 = 2.0
    while log2_proof(C2) <= log2_hyp(C3, C4):
        C2 *= 1.5
    print(f"C3={C3:g}, C4={C4:g}: hypothesis width 2^{log2_hyp(C3, C4):.1f}; proof's width exceeds it from C2 ~ {C2:.4g} (2^{log2_proof(C2):.1f})")
