# Side check for chenli.lemma3.9: the helper's corrected shape k^2 eta (1 + log(1/eta))/C over the full printed domain (random search).
from mpmath import mp, mpf, exp, log
import random
mp.dps = 40
def softmax(v):
    m = max(v); e = [exp(x - m) for x in v]; s = sum(e); return [x/s for x in e]
random.seed(4); mx = 0
for _ in range(30000):
    k = random.choice([2, 3, 5]); C = mpf(random.uniform(0.01, 1)); eta = mpf(random.choice([1 - 10**-random.uniform(0, 9), 10**-random.uniform(0, 8)]))
    if not (0 < eta <= 1) or eta*log(1/eta) > C: continue
    R = mpf(10)**random.uniform(-2, 6)
    a = [mpf(0)]
    for i in range(1, k): a.append(a[-1] - C*R*mpf(random.uniform(1, 1.3)))
    b = [x + random.choice([-1, 1])*eta*R*mpf(random.uniform(0.5, 1)) for x in a]
    lhs = max(abs(x - y) for x, y in zip(softmax(a), softmax(b)))
    mx = max(mx, lhs/(k**2*eta*(1 + log(1/eta))/C))
print("max lhs / [k^2 eta (1+log(1/eta))/C] over 30000 random admissible instances (eta near 0 and near 1):", mp.nstr(mx, 6))
