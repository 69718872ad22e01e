"""Auditor B r26: thesis proof of Lemma D.2.6 (L7111-L7113): S_{j,l} = {(j-1) m1/p2 + (l-1)(m1/p2) S + k | k in [m1/(p2 S)]} subset [m1],
j in [p2], l in [S], |S_{j,l}| = m1/(p2 S)."""
from fractions import Fraction as Fr
def blocks(m1, p2, S, offset):
    out = {}
    for j in range(1, p2 + 1):
        for l in range(1, S + 1):
            out[(j, l)] = {(j - 1) * Fr(m1, p2) + offset(l) + k for k in range(1, m1 // (p2 * S) + 1)}
    return out
for (m1, p2, S) in [(4, 1, 2), (12, 2, 3), (24, 2, 2), (120, 3, 4), (1000, 5, 10)]:
    assert m1 % (p2 * S) == 0
    pr = blocks(m1, p2, S, lambda l: (l - 1) * Fr(m1, p2) * S)
    allp = set().union(*pr.values()); outside = sorted(x for x in allp if x > m1)
    over = [(a, b) for a in pr for b in pr if a < b and pr[a] & pr[b]]
    rd = blocks(m1, p2, S, lambda l: (l - 1) * Fr(m1, p2 * S))
    alld = set().union(*rd.values())
    tiles = (alld == set(range(1, m1 + 1))) and sum(len(v) for v in rd.values()) == m1
    print(f"m1={m1}, p2={p2}, S={S}: printed max index {max(allp)} (m1 = {m1}; predicted m1/p2 (p2 - 1 + (S-1) S) + m1/(p2 S) = "
          f"{Fr(m1, p2) * (p2 - 1 + (S - 1) * S) + Fr(m1, p2 * S)}), {len(outside)} indices outside [m1], {len(over)} overlapping block pairs; "
          f"reading offset (l-1) m1/(p2 S): tiles [m1] exactly = {tiles}")
