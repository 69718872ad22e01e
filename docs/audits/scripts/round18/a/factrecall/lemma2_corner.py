"""Corner shapes of Lemma 2 (small |V|, delta near 1, where log^6(|V|/delta) is small). Same sampler as lemma2_constant.py."""
import numpy as np
from math import log
import importlib.util, sys
spec = importlib.util.spec_from_file_location("l2", "/work/audit/r18a/factrecall/lemma2_constant.py")
src = open("/work/audit/r18a/factrecall/lemma2_constant.py").read().split('print(" |V| |V^h|')[0]
ns = {}; exec(src, ns)
trial = ns["trial"]
print(" |V| |V^h| |A| delta: log^6(|V|/delta); least d=d_h (grid) with success rate >= 1 - delta (400 draws); c*")
for V, Vh, Asz in [(3, 1, 1), (4, 1, 1), (4, 2, 1), (6, 2, 2)]:
    for delta in (0.99, 0.9, 0.5):
        L6 = log(V / delta) ** 6
        found = None
        for d in [4, 6, 8, 12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 512, 1024]:
            if d < Vh + 3: continue
            ok = np.mean([trial(V, Vh, Asz, d, d) for _ in range(400)])
            if ok >= 1 - delta:
                found = (d, ok); break
        if found:
            d, ok = found
            print(f" {V:>3} {Vh:>3} {Asz:>3} {delta:>5}: {L6:8.3f}; d = d_h = {d:>5} (success {ok:.3f}); c* = {min(d/Asz, d/Vh)/L6:.3f}")
        else:
            print(f" {V:>3} {Vh:>3} {Asz:>3} {delta:>5}: {L6:8.3f}; none up to 1024")
