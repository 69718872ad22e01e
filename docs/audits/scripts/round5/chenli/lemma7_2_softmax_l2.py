"""Audit chenli.display.lemma7.2-softmax-l2: seed 000 L2335-L2337 (Lemma 3.6 at L339-L342, Lemma 7.2 at L2318-L2322). mpmath."""
import mpmath as mp
mp.mp.dps = 30
def sm(v):
    e = [mp.e ** x for x in v]; s = sum(e); return [x / s for x in e]
for k, g in [(2, 2), (3, 1), (5, 3), (10, 0.5)]:
    v = [mp.mpf(-g)] * k; v[1] = mp.mpf(0)          # entry 2 is the max, all gaps exactly g
    w = sm(v); e2 = [0] * k; e2[1] = 1
    l2 = mp.sqrt(sum((w[i] - e2[i]) ** 2 for i in range(k))); l1 = sum(abs(w[i] - e2[i]) for i in range(k))
    b = (k - 1) / (k - 1 + mp.e ** g)
    print(f"k={k} g={g}: ||.||_2={mp.nstr(l2,6)} ||.||_1={mp.nstr(l1,6)} printed (k-1)/(k-1+e^g)={mp.nstr(b,6)} "
          f"sqrt(k(k-1))/(k-1+e^g)={mp.nstr(mp.sqrt(k*(k-1))/(k-1+mp.e**g),6)} Lemma 7.2 k e^-g={mp.nstr(k*mp.e**(-g),6)}")
