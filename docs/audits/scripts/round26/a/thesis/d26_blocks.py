# Auditor A r26: thesis.ch5.display.lemmaD.2.6-blocks (seed 003 L7111-L7113). Own enumeration (Fractions-free integers).
def blocks(m1, p2, S, printed=True):
    assert m1 % (p2*S) == 0
    b = m1//(p2*S)
    out = {}
    for j in range(1, p2+1):
        for l in range(1, S+1):
            off = (j-1)*(m1//p2) + ((l-1)*(m1//p2)*S if printed else (l-1)*b)
            out[(j, l)] = [off + k for k in range(1, b+1)]
    return out
for (m1, p2, S) in [(4, 1, 2), (12, 2, 3), (24, 2, 2), (60, 3, 4), (8, 4, 1), (6, 2, 1), (100, 5, 5)]:
    bp = blocks(m1, p2, S); br = blocks(m1, p2, S, printed=False)
    allp = sorted(i for v in bp.values() for i in v); allr = sorted(i for v in br.values() for i in v)
    print(f"m1={m1} p2={p2} S={S}: printed max index {max(allp)} (m1 + (S-1)(S-1/S) m1/p2 = {m1 + (S-1)*(S-1/S)*m1/p2:g}), "
          f"inside [m1]: {set(allp) <= set(range(1, m1+1))}, disjoint: {len(set(allp)) == len(allp)}; "
          f"reading offset (l-1) m1/(p2 S): tiles [m1] exactly: {allr == list(range(1, m1+1))}")
print("example p2=1, S=2, m1=4 printed:", blocks(4, 1, 2))
