"""Audit chenli.display.lemma11.10-wprime-bound and -chain: seed 000 L3206-L3220. Exact integers, exhaustive small q."""
import itertools
def bits(t, q):  # s_i in {-1, 1} with t = sum 2^i (s_i + 1)/2
    L = q.bit_length() - 1
    return [2 * ((t >> i) & 1) - 1 for i in range(L)]
for q in (4, 8):
    L = q.bit_length() - 1
    mx = max(w1 * 2**i for w1 in range(q) for i in range(L))
    print(f"q={q}: max |w'| = {mx} (printed bound q = {q}, 'in fact' q/2 = {q//2}); reduced mod q to (-q/2, q/2]: {q//2}")
    bad = 0; badmod = 0
    for w1, x1, x2 in itertools.product(range(q), repeat=3):
        w2 = (-w1) % q
        ip = w1 * x1 + w2 * x2
        z1, z2 = bits(x1, q), bits(x2, q)
        last = sum(w1 * 2**i * (z1[i] - z2[i]) // 2 for i in range(L))
        bad += ip != last; badmod += (ip - last) % q != 0
    print(f"   chain over Z (d = 1, all w1, x1, x2): {bad} of {q**3} unequal; mod q: {badmod} unequal")
print("example q=4, w=(1,3), x=(0,1):", 1 * 0 + 3 * 1, "vs", sum(1 * 2**i * (bits(0, 4)[i] - bits(1, 4)[i]) // 2 for i in range(2)))
