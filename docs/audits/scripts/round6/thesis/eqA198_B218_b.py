# Audit (b) of thesis.ch2.eqA.198 / ch3.eqB.218: || mean_{i lucky} theta^i - E[theta^i] || <= O(1/M), m >~ M^2 log N, m_a = Theta(M).
# theta = angle between V (fixed) and a uniform direction on S^{m_a-1}; lucky = theta < pi/2 (A.8).
# cos(theta) = 2B-1, B ~ Beta((m_a-1)/2, (m_a-1)/2).
import numpy as np
from scipy import integrate, special
rng = np.random.default_rng(11)
def cond_mean(ma):   # E[theta | theta < pi/2], density of theta prop. to sin^{ma-2} theta
    f = lambda t: np.sin(t)**(ma-2)
    num = integrate.quad(lambda t: t*f(t), 0, np.pi/2, limit=200)[0]; den = integrate.quad(f, 0, np.pi/2, limit=200)[0]
    return num/den
N = 100
for M in [10, 100, 1000, 10000]:
    ma = M; m = int(M**2*np.log(N)) * 4
    m = min(m, 4_000_000)
    c = 2*rng.beta((ma-1)/2, (ma-1)/2, size=m) - 1
    th = np.arccos(c); lucky = th[th < np.pi/2]
    mean = lucky.mean(); cm = cond_mean(ma)
    print(f"M=m_a={M} m={m} |W|={lucky.size}: mean_lucky theta={mean:.5f}; |mean - pi/2|={abs(mean-np.pi/2):.5f} "
          f"(sqrt(2/(pi m_a))={np.sqrt(2/(np.pi*ma)):.5f}); |mean - 0|={mean:.4f}; |mean - E[theta|lucky]|={abs(mean-cm):.2e}; 1/M={1/M:.1e}")
