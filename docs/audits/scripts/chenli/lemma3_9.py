# Audit chenli.lemma3.9 (seed 000 L375-383). Own computation, mpmath, no repo code.
from mpmath import mp, mpf, exp, log
mp.dps = 60
def softmax(v):
    m = max(v); e = [exp(x - m) for x in v]; s = sum(e); return [x/s for x in e]
def check(k, C, eta, R, a, b):
    # hypotheses
    assert R > 0 and 0 < eta <= 1 and 0 < C <= 1
    for i in range(k):
        assert abs(a[i]-b[i]) <= eta*R
        for j in range(k):
            if i != j: assert abs(a[i]-a[j]) >= C*R
    assert eta*log(1/eta) <= C
    sa, sb = softmax(a), softmax(b)
    lhs = max(abs(x-y) for x, y in zip(sa, sb))
    shape = k**2*eta*log(1/eta)/C
    return lhs, shape, lhs/shape
# helper's instance
eta = 1 - mpf(10)**-8; R = mpf(10)**4
print("helper inst:", check(2, mpf(1), eta, R, [mpf(0), -R], [-eta*R, -R]))
# my own family: two points, a=(0,-CR), b=(-eta R, -CR); with C=1 diff -> softmax of gap (1-eta)R
for j in range(2, 12):
    eta = 1 - mpf(10)**-j; R = mpf(10)**(j/mpf(2)); C = mpf(1)
    lhs, shape, r = check(2, C, eta, R, [mpf(0), -C*R], [-eta*R, -C*R])
    print(j, mp.nstr(lhs, 8), mp.nstr(shape, 5), mp.nstr(r, 5))
# different family: C = 1/2, eta = e^{-C/2} (> e^{-C}), R large: lhs -> 1 - 1/(1+e^{-(C-eta)R})?? compute
C = mpf(1)/2; eta = exp(-C/4)
for R in [10, 100, 1000]:
    R = mpf(R)
    # b1 = a1 - eta R ; a1 - a2 = C R < eta R so b1 drops below a2: softmax swaps
    print("C=1/2", R, [mp.nstr(x, 6) for x in check(2, C, eta, R, [mpf(0), -C*R], [-eta*R, -C*R])])
# check the reading eta <= 1/e: grid search max ratio
import itertools, random
random.seed(1)
mx = 0
for _ in range(20000):
    k = random.choice([2,3,4]); C = mpf(random.uniform(0.05,1)); eta = mpf(10)**(-random.uniform(0.44, 8))
    if eta*log(1/eta) > C: continue
    R = mpf(10)**random.uniform(-2, 5)
    a = [-i*C*R*random.uniform(1, 1.5) for i in range(k)]
    a = [sum(a[:i+1]) / (i+1) * 0 + a[i] for i in range(k)]
    b = [x + random.choice([-1,1])*eta*R*random.uniform(0,1) for x in a]
    try:
        lhs, shape, r = check(k, C, eta, R, a, b)
    except AssertionError:
        continue
    mx = max(mx, r)
print("max ratio under eta<=e^-0.44<~1/e-ish random search:", mx)
