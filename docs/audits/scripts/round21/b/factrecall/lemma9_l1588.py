# Auditor B r21: factrecall Lemma 9 proof, aligned chain L1587-L1588:
#   I(z_1..z_D; f^) >= sum_i I(z_i; f^) - sum_i I(z_i; z_1..z_{i-1})     (Lemma 11)
#                   =  sum_i I(z_i; f^) - sum_i H(z_i) + H(z_1..z_D)      (chain rule: sum_i I(z_i; z_<i) = sum_i H(z_i) - H(z_1..z_D))
# Exact enumeration; (z_1..z_D) uniform over ordered distinct tuples of [V]; f^ any (here deterministic) function of {z_i}.
import itertools, math
from collections import Counter
def H(c):
    n = sum(c.values()); return -sum(v / n * math.log(v / n) for v in c.values())
def check(V, D, fn):
    tuples = list(itertools.permutations(range(V), D))
    joint = Counter((t, fn(t)) for t in tuples)
    I_all = H(Counter(t for t in tuples)) + H(Counter(fn(t) for t in tuples)) - H(joint)
    Izf = [H(Counter(t[i] for t in tuples)) + H(Counter(fn(t) for t in tuples)) - H(Counter((t[i], fn(t)) for t in tuples)) for i in range(D)]
    Izz = [H(Counter(t[i] for t in tuples)) + H(Counter(t[:i] for t in tuples)) - H(Counter(t[:i + 1] for t in tuples)) for i in range(D)]
    mid = sum(Izf) - sum(Izz)
    right = sum(Izf) - sum(H(Counter(t[i] for t in tuples)) for i in range(D)) + H(Counter(tuples))
    return I_all, mid, right
print('helper instance |V|=4, D=2, f^ = sum mod 4: I, middle, right =', check(4, 2, lambda t: sum(t) % 4))
for V, D, fn, name in [(6, 3, lambda t: max(t), 'max'), (5, 2, lambda t: (t[0] * t[1]) % 3, 'prod mod 3'), (7, 3, lambda t: tuple(sorted(t))[1], 'median')]:
    a, b, c = check(V, D, fn); print(f'|V|={V}, D={D}, f^={name}: I={a:.6f} >= middle={b:.6f}; |middle - right| = {abs(b - c):.1e}')
