"""Audit chenli.display.lemma3.9-top-case: seed 000 L374-L405. mpmath."""
import mpmath as mp
mp.mp.dps = 30
k, C, eta, R = 2, mp.mpf('0.4'), mp.mpf('0.5'), mp.mpf(20)
a = [mp.mpf(0), mp.mpf(-8)]; b = [mp.mpf(-10), a[1]]
assert 0 < eta <= 1 and 0 < C <= 1 and eta * mp.log(1 / eta) <= C
assert all(abs(a[i] - b[i]) <= eta * R for i in range(k)) and abs(a[0] - a[1]) >= C * R and a[0] == max(a) and a[0] >= b[0]
S = sum(mp.e ** x for x in a[1:])
five = (mp.e ** a[0] - mp.e ** b[0]) * S / ((mp.e ** a[0] + S) * (mp.e ** b[0] + S))
sm = lambda v: [mp.e ** x / sum(mp.e ** y for y in v) for x in v]
print("(5) =", mp.nstr(five, 8), " direct |softmax diff|_1st =", mp.nstr(abs(sm(a)[0] - sm(b)[0]), 8))
printed = k * mp.e ** (-C * R) * (mp.e ** a[0] - mp.e ** b[0]) / (mp.e ** a[0] + S)
print("printed bound k e^{-CR}(e^a1-e^b1)/(e^a1+S) =", mp.nstr(printed, 8), " holds:", five <= printed)
print("Lemma 3.9 rhs k^2 eta log(1/eta)/C =", mp.nstr(k**2 * eta * mp.log(1 / eta) / C, 6),
      "; (4) rhs k e^{-CR} min(1, e^{eta R}-1) =", mp.nstr(k * mp.e ** (-C * R) * min(1, mp.e ** (eta * R) - 1), 6))
