"""Audit C of thesis.ch5.eqD.77-error: (D.77) L7295-L7297 (proof of Lemma D.2.9).

Part 1 (bookkeeping, exact): the pieces printed in the proof, (D.73) L7253-L7259, |A1-A2| L7279, |A2-A3| L7293,
against (D.77)'s error, A = [[1]] (||A||_inf = 1, ||q^T A||_1 = ||q||_1 = 1), m2 = 1, tau_v = 1/m1, tau_w = m1^{-3/2}.
Part 2 (the network itself, float64): one node, A = [1], x = e_1, biases as Sec. 5.3.3 (L1485), C ~ N(0,1),
W' with equal column norms (||W'||_{2,4} = tau_w), Sigma random signs, V' = 0 (so (D.77)'s main part is f(W0, V0)):
error = f(W0 + W' Sigma, V0) - f(W0, V0) against (D.77)'s printed error, also at the chapter's table values.
"""
from fractions import Fraction as F
import numpy as np

def printed(m1, m2, tw, tv):
    return tv * np.sqrt(m2 / m1) + m1 ** 1.8 * tw ** 3.2 * np.sqrt(m2) + tw ** 1.6 * m1 ** 0.9

def pieces(m1, m2, tw, tv):
    d73 = np.sqrt(m2 / m1) * tv + np.sqrt(m2) * tw ** 1.2 * m1 ** 0.3
    a12 = m2 ** 1.5 * (m1 ** .25 * tw / np.sqrt(m2) + m1 ** .9 * tw ** 1.6 / np.sqrt(m2)) ** 2 + np.sqrt(m2) * tv ** (4 / 3) * tw ** (4 / 3) * m1 ** (1 / 3)
    a23 = tw ** 1.6 * m1 ** .9 + tw * m1 ** .25 + tv * tw * m1 ** .25
    return d73 + a12 + a23

print("Part 1: pieces / (D.77) error, m2 = 1, tau_w = m1^-3/2, tau_v = 1/m1")
for e in range(2, 13, 2):
    m1 = 10.0 ** e
    print(f"  m1=1e{e}: {pieces(m1, 1, m1**-1.5, 1/m1)/printed(m1, 1, m1**-1.5, 1/m1):.3f}")
# exact at m1 = 2^{4k}: dropped term tau_w m1^{1/4} = m1^{-5/4}; printed = 2 m1^{-3/2} + m1^{-3}
for k in (2, 4, 8):
    m1 = F(2) ** (4 * k)
    drop = 1 / (m1 * F(2) ** k)                      # m1^{-5/4}
    pr = 2 / (m1 * F(2) ** (2 * k)) + 1 / m1 ** 3    # tau_v m1^{-1/2} + tau_w^{8/5} m1^{9/10} (= m1^{-3/2} each) + m1^{-3}
    print(f"  exact m1=2^{4*k}: dropped/printed = {float(drop/pr):.4f}")
print("  table values (L6772-6773), m2 = m1: ratio",
      [round(pieces(10.0**e, 10.0**e, 10.0**(-e*0.74), 10.0**(e*0.499)/10.0**(e/2))/printed(10.0**e, 10.0**e, 10.0**(-e*0.74), 10.0**(e*0.499)/10.0**(e/2)), 3) for e in (4, 6, 8)])

def net_err(m1, m2, tw, rng, d=2):
    x = np.zeros(d); x[0] = 1.0
    W0 = rng.normal(0, m1 ** -.5, (d, m1)); b1 = rng.normal(0, m1 ** -.5, m1)
    V0 = rng.normal(0, m2 ** -.5, (m1, m2)); b2 = rng.normal(0, m2 ** -.5, m2)
    c = rng.normal(0, 1, m2)
    sig = rng.choice([-1.0, 1.0], m1)
    t = tw * m1 ** -.25                               # equal column norms: (m1 t^4)^{1/4} = tau_w
    Wp = np.zeros((d, m1)); Wp[0] = t * rng.choice([-1.0, 1.0], m1)
    u0 = x @ W0 + b1; du = x @ (Wp * sig)            # W' Sigma scales column k by sigma_k
    h0 = np.maximum(u0, 0); dh = np.maximum(u0 + du, 0) - h0
    r0 = h0 @ V0 + b2; dr = dh @ V0
    return float(np.sum(c * (np.maximum(r0 + dr, 0) - np.maximum(r0, 0))))

print("Part 2: network, m2 = 4, tau_w = m1^-3/2, tau_v = 1/m1 (V' = 0): median |err| / (D.77) error over 21 seeds")
xs, ys = [], []
for e in (2, 3, 4, 5, 6, 7):
    m1 = 10 ** e
    rs = [abs(net_err(m1, 4, m1 ** -1.5, np.random.default_rng(s))) for s in range(21)]
    med = float(np.median(rs)); ratio = med / printed(m1, 4, m1 ** -1.5, 1 / m1)
    xs.append(e); ys.append(np.log10(ratio))
    print(f"  m1=1e{e}: median |err| = {med:.3e}, printed = {printed(m1, 4, m1**-1.5, 1/m1):.3e}, ratio = {ratio:.3f}")
print("  log-slope of ratio in m1:", np.polyfit(xs, ys, 1)[0])
print("Part 2b: network at the table's tau_w = m1^-0.74 (m2 = 4, tau_v = 1/m1)")
for e in (3, 5, 7):
    m1 = 10 ** e; tw = m1 ** -0.74
    rs = [abs(net_err(m1, 4, tw, np.random.default_rng(s))) for s in range(11)]
    print(f"  m1=1e{e}: ratio = {np.median(rs)/printed(m1, 4, tw, 1/m1):.4f}")
