# Auditor A r26: thesis.ch4.eqC.44-gtrsim / eqC.50-gtrsim (seed 003 L5425-L5427, L5453-L5455). Own mpmath.
import mpmath as mp
mp.mp.dps = 40
c8 = 1/(8*mp.sqrt(2*mp.pi))
def mid44(s, k1, k2): return c8*s**-k1 - s**(-2*k2)/(2*mp.pi)
def mid50(s, k1, k2, mu): return c8*s**-k1 - 2/(mp.pi*(mu**2+1))*s**(-2*k2)
def hyp44(k1, k2, eps): assert 2*k2 > k1 > 1 and k2 <= 1 and eps > 0
def hyp50(k1, k2): assert 2*k2 > k1 > 3 and k2 < 3
print("(C.44) middle * sigma^(1+eps) (must stay >= c > 0 as sigma -> inf for '>~')")
for (k1, k2, eps) in [('1.9', 1, '0.1'), ('1.5', 1, '0.1'), ('1.2', '0.7', '0.1'), ('1.9', 1, '0.5'), ('1.05', 1, '0.01'), ('1.1', 1, '0.1'), ('1.05', '0.8', '0.1'), ('1.5', 1, '0.5')]:
    k1, k2, eps = mp.mpf(k1), mp.mpf(k2), mp.mpf(eps); hyp44(k1, k2, eps)
    vals = [mid44(mp.mpf(10)**j, k1, k2)*mp.mpf(10)**(j*(1+eps)) for j in (2, 4, 6, 8, 10, 12, 16)]
    print(f" k1={k1} k2={k2} eps={eps}:", [mp.nstr(v, 3) for v in vals], " (k1 <= 1+eps)" if k1 <= 1+eps else " (k1 > 1+eps)")
print("(C.50) middle * sigma^3.1")
for (k1, k2, mu) in [(5, '2.9', 0), ('3.5', '2.9', 0), ('3.2', '1.7', 1), ('3.1', '2.9', 0), ('3.05', '2.9', 2)]:
    k1, k2, mu = mp.mpf(k1), mp.mpf(k2), mp.mpf(mu); hyp50(k1, k2)
    vals = [mid50(mp.mpf(10)**j, k1, k2, mu)*mp.mpf(10)**(mp.mpf('3.1')*j) for j in (1, 2, 3, 4, 6, 8, 12)]
    print(f" k1={k1} k2={k2} mu={mu}:", [mp.nstr(v, 3) for v in vals], " (k1 <= 3.1)" if k1 <= mp.mpf('3.1') else " (k1 > 3.1)")
# the chain's left end: the true beta_0 - alpha_0^2 (phi'(x) = 1/(e^x + e^-x + 2), z ~ N(mu, 1)) -- does the end survive?
mp.mp.dps = 30
def dphi(x): return 1/(mp.e**x + mp.e**-x + 2)
def lhs(s, mu):
    pdf = lambda z: mp.e**(-(z-mu)**2/2)/mp.sqrt(2*mp.pi)
    pts = [-mp.inf, -60/s, -1/s, 0, 1/s, 60/s, mp.inf]
    b0 = mp.quad(lambda z: dphi(s*z)**2*pdf(z), pts); a0 = mp.quad(lambda z: dphi(s*z)*pdf(z), pts)
    return b0 - a0**2
print("true beta_0 - alpha_0^2 times sigma (mu = 0, 1): should tend to pdf(mu)/6 if ~ 1/sigma")
for mu in (0, 1):
    print(f" mu={mu}:", [mp.nstr(lhs(mp.mpf(s), mp.mpf(mu))*s, 5) for s in (10, 100, 1000, 10000)], " pdf(mu)/6 =", mp.nstr(mp.npdf(mu)/6, 5))
