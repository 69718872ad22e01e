# Auditor A r26: chenli.display.lemma3.9-one-coordinate (seed 000 L375-L387). Own mpmath, no repo code.
import mpmath as mp, random
mp.mp.dps = 60
def softmax(v):
    m = max(v); e = [mp.e**(x - m) for x in v]; s = sum(e); return [x/s for x in e]
def hyp(a, b, eta, C, R):
    k = len(a)
    assert R > 0 and 0 < eta <= 1 and 0 < C <= 1
    assert eta*mp.log(1/eta) <= C
    for i in range(k):
        assert abs(a[i]-b[i]) <= eta*R*(1+mp.mpf(10)**-25)
        for j in range(k):
            if i != j: assert abs(a[i]-a[j]) >= C*R*(1-mp.mpf(10)**-25)
def lhs_shape(a, b1, eta, C):
    k = len(a)
    bb = [b1] + list(a[1:])
    l = max(abs(x-y) for x, y in zip(softmax(a), softmax(bb)))
    return l, k*eta*mp.log(1/eta)/C
print("Path eta = 1 - delta, R = delta^-1/2, k = 2, C = 1, a = (0,-R), b = (-eta R, a_2)")
for j in range(2, 13, 2):
    d = mp.mpf(10)**-j; eta = 1-d; R = d**-0.5; C = mp.mpf(1)
    a = [mp.mpf(0), -R]; b = [-eta*R, -R]
    hyp(a, b, eta, C, R)
    l, s = lhs_shape(a, b[0], eta, C)
    print(f"delta=1e-{j}: lhs={mp.nstr(l,8)} shape={mp.nstr(s,6)} ratio={mp.nstr(l/s,6)}")
print("Other k, C: k = 5, C = 0.5, eta = 1 - 1e-8, a_i = -i C R, b_1 = -eta R")
for k in (3, 5, 10):
    for C in (mp.mpf('0.5'), mp.mpf(1)):
        d = mp.mpf(10)**-8; eta = 1-d; R = mp.mpf(10)**4
        a = [-i*C*R for i in range(k)]; b = [-eta*R] + a[1:]
        hyp(a, b, eta, C, R)
        l, s = lhs_shape(a, b[0], eta, C)
        print(f"k={k} C={C}: lhs={mp.nstr(l,8)} shape={mp.nstr(s,6)} ratio={mp.nstr(l/s,6)}")
# Reading eta <= e^{-C}: random search
random.seed(1); mx = 0; arg = None
mp.mp.dps = 30
for t in range(20000):
    k = random.randint(2, 6); C = mp.mpf(random.uniform(0.01, 1))
    eta = mp.e**(-C) * mp.mpf(10)**(-random.uniform(0, 6))
    if eta*mp.log(1/eta) > C: continue
    R = mp.mpf(10)**random.uniform(-2, 4)
    # sorted separated a with gaps >= C R
    gaps = [C*R*(1+random.expovariate(1)*random.choice([0, 0.1, 1])) for _ in range(k-1)]
    a = [mp.mpf(0)]
    for g in gaps: a.append(a[-1]-g)
    random.shuffle(a)
    b1 = a[0] + eta*R*random.uniform(-1, 1)*random.choice([1, 1, 0.1])
    b = [b1] + a[1:]
    hyp(a, b, eta, C, R)
    l, s = lhs_shape(a, b1, eta, C)
    if l/s > mx: mx = l/s; arg = (k, float(C), float(eta), float(R))
print("reading eta <= e^{-C}: max ratio over 20000 draws", mp.nstr(mx, 6), "at (k,C,eta,R) =", arg)
