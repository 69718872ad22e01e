# Auditor B: softlin proof of Lemma D.4, display "O(sqrt(log(n/delta))) * t sqrt(d-3)/n * b sqrt(log n) <= 0.1 sqrt(log n)"
# (Part 1 ~L797-L800, repeated in Part 2 ~L804-L809), hypotheses: t(d-2) = n, t sqrt d = o(n^0.99), b in [0.1, 0.9]; delta free.
# ratio := C sqrt(log(n/delta)) t sqrt(d-3) b / (0.1 n), C the hidden O() constant (C = 1 shown; any fixed C scales it).
import mpmath as mp
mp.mp.dps=30
b=mp.mpf('0.9'); C=1
def ratio(n,d,delta):
    t=n/(d-2)
    return C*mp.sqrt(mp.log(n/delta))*t*mp.sqrt(d-3)*b/(mp.mpf('0.1')*n)
print("fixed n = 4 (d = 6, t = 1), delta -> 0:")
for L in [mp.mpf(10)**k for k in range(0,8)]:
    print(f"   log(1/delta)={mp.nstr(L,3)}: ratio={mp.nstr(ratio(4,6,mp.e**(-L)),5)}")
print("n -> infinity along d - 2 = n^0.03 (t sqrt d ~ n^0.985 = o(n^0.99)):")
for e in [10,30,100,300,1000]:
    n=mp.mpf(10)**e; d=n**mp.mpf('0.03')+2
    r_fixed=ratio(n,d,mp.mpf('0.05')); r_poly=ratio(n,d,n**-10); r_exp=ratio(n,d,mp.e**(-mp.sqrt(n)))
    print(f"   n=1e{e}: delta=0.05: {mp.nstr(r_fixed,4)}  delta=n^-10: {mp.nstr(r_poly,4)}  delta=exp(-sqrt n): {mp.nstr(r_exp,4)}")
