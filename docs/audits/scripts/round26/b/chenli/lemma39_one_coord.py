"""Auditor B r26: chenli proof of Lemma 3.9 (L385-L387): ||softmax(a_1..a_k) - softmax(b_1, a_2..a_k)||_inf <~ k eta log(1/eta)/C
under R > 0, 0 < eta, C <= 1, |a_i - b_i| <= eta R, |a_i - a_j| >= C R, eta log(1/eta) <= C. mpmath 60 digits."""
import mpmath as mp, random
mp.mp.dps = 60
def sm(v): m = max(v); e = [mp.e ** (x - m) for x in v]; s = sum(e); return [x / s for x in e]
def check(a, b1, eta, C, R):
    k = len(a)
    assert 0 < eta <= 1 and 0 < C <= 1 and R > 0 and eta * mp.log(1 / eta) <= C
    assert abs(a[0] - b1) <= eta * R * (1 + mp.mpf(10) ** -40)
    assert all(abs(a[i] - a[j]) >= C * R * (1 - mp.mpf(10) ** -40) for i in range(k) for j in range(k) if i != j)
    lhs = max(abs(x - y) for x, y in zip(sm(a), sm([b1] + a[1:])))
    return lhs / (k * eta * mp.log(1 / eta) / C), lhs
print("k = 2, C = 1, a = (0, -R), b_1 = -eta R, eta = 1 - d, R = d^-1/2:")
for e in range(2, 14, 2):
    d = mp.mpf(10) ** -e; eta = 1 - d; R = d ** -0.5
    r, lhs = check([mp.mpf(0), -R], -eta * R, eta, mp.mpf(1), R)
    print(f"  d = 1e-{e}: lhs = {mp.nstr(lhs, 6)}, ratio to k eta log(1/eta)/C = {mp.nstr(r, 4)}")
print("k = 2, eta fixed in the small regime (eta <= e^-C), worst over R, C and admissible a, b (random search):")
random.seed(0); worst = 0
for _ in range(20000):
    k = random.randint(2, 6); C = mp.mpf(random.uniform(0.01, 1)); eta = mp.e ** (-C) * mp.mpf(10) ** random.uniform(-6, 0)
    R = mp.mpf(10) ** random.uniform(-2, 4)
    if eta * mp.log(1 / eta) > C: continue
    a = [mp.mpf(0)]
    for i in range(1, k): a.append(a[-1] - C * R * (1 + random.random()))
    b1 = a[0] + random.choice([-1, 1]) * random.random() * eta * R
    r, _ = check(a, b1, eta, C, R); worst = max(worst, r)
print(f"  max ratio = {mp.nstr(worst, 4)}")
