# Auditor B: chenli L1336-L1344 -> Theorem 5.1 (L511-L513). Per head (k^5 cancels, m and polylogs aside):
# Lemma 5.18 term  v r / d^{1/6};  L1344 term v r / d^{C/2};  theorem shape max(r^{-1/12}, v/d^C) (1/(a ^ b) = max(1/a, 1/b)).
# Section 4: r_Theta << d^{1/4} (Assumption 3), 1 <= v << sqrt(d)/r_Theta^2 (Assumption 4). Exact in logs (mpmath).
import mpmath as mp
mp.mp.dps=30
Cs=[mp.mpf(c) for c in ['1e-6','0.01','0.1','1/3','0.5','0.9']]
for e in [24,36,48,96]:
    d=mp.mpf(10)**e; r=d**(mp.mpf(1)/4)/4; v=mp.mpf(1)
    assert v*r**2 <= mp.sqrt(d)/16
    lem=v*r/d**(mp.mpf(1)/6)
    best=min(lem/max(r**(-mp.mpf(1)/12), v/d**C) for C in Cs)   # most favourable C
    print(f"d=1e{e}: r={mp.nstr(r,4)} v=1 (v r^2 = sqrt(d)/16): Lemma 5.18 term {mp.nstr(lem,5)}; min over C of term/theorem shape = {mp.nstr(best,5)}"
          f" (= d^(1/12)/4 = {mp.nstr(d**(mp.mpf(1)/12)/4,5)}); L1344 term at C=1/3: {mp.nstr(v*r/d**(mp.mpf(1)/6),5)} >= lemma term")
# below r = d^{1/6} the shapes agree (ratio <= 1 for small C)
d=mp.mpf(10)**48; r=d**(mp.mpf(1)/6)/10
print("r = d^{1/6}/10, d=1e48: ratio at C=1e-6:", mp.nstr((r/d**(mp.mpf(1)/6))/max(r**(-mp.mpf(1)/12), 1/d**mp.mpf('1e-6')),5))
