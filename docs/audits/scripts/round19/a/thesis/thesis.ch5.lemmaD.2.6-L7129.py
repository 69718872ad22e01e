"""Auditor A r19: thesis Lemma D.2.6 proof display at seed 003 L7125-L7129. Own code, nothing from the repository.
Model (5.4): r = A relu(A X W + B1) V, A = D^-1/2 (Atilde + I) D^-1/2 (self loops), ||x_n|| = 1,
W ~ N(0, I/m1), B1 ~ N(0, 1/m1), V ~ N(0, 1/m2) (Lemma D.2.5's init). Star graph, centre n, D leaves; all features e_1 in R^2.
Target column: w* = e_2 (unit), phi = sin (phi(0) = 0), so a_m X w* = 0 for every m and the first term of the right variable is
rho_j * phi_eps(0) * sum_m a_{m,n} with |phi_eps(0)| <= eps: the right variable is a Gaussian beta' plus at most that slack.
Hence W2(r, right) >= dist(law r, Gaussians) - eps ||a_n||_1 sd(rho_j).
r_{n,i} | (W, B1) is N(0, (1/m2) sum_l s_l^2), s_l = sum_j A_{n j} relu((A X W)_{j l} + B1_{j l}): a Gaussian scale mixture.
dist to the Gaussian family in W2 (1-D): W2^2 = Var - (int F^-1(u) Phi^-1(u) du)^2 (mean and scale fitted), from sorted samples.
r scales as 1/sqrt(m2) exactly, so sample at m2 = 1 and rescale."""
import numpy as np, sys
from scipy.stats import norm
rng = np.random.default_rng(12345)
NS = 200000
def star(D):
    deg_c, deg_l = D + 1, 2
    a_cc, a_cl, a_ll = 1 / deg_c, 1 / np.sqrt(deg_c * deg_l), 1 / deg_l
    rs_c = a_cc + D * a_cl; rs_l = a_ll + a_cl          # row sums = a_j X (times e_1)
    return a_cc, a_cl, rs_c, rs_l, rs_c                 # ||A||_inf = centre row sum (largest)
def sample_r(D, m1, bias="per-node"):
    a_cc, a_cl, rs_c, rs_l, Ainf = star(D)
    w1 = rng.standard_normal((NS, m1)) / np.sqrt(m1)       # first coordinate of w_l (features are e_1)
    Bc = rng.standard_normal((NS, m1)) / np.sqrt(m1)
    if bias == "per-node":
        # sum over the D leaves of relu(rs_l w + B_{j,l}), B_{j,l} iid: exact for D <= 200, else CLT given w
        c = rs_l * w1
        if D <= 200:
            leaf = np.zeros((NS, m1))
            for _ in range(D):
                leaf += np.maximum(c + rng.standard_normal((NS, m1)) / np.sqrt(m1), 0)
        else:
            sb = 1 / np.sqrt(m1); zz = c / sb
            mean = c * norm.cdf(zz) + sb * norm.pdf(zz)
            second = (c * c + sb * sb) * norm.cdf(zz) + c * sb * norm.pdf(zz)
            leaf = D * mean + np.sqrt(D * np.maximum(second - mean * mean, 0)) * rng.standard_normal((NS, m1))
    else:  # the lemma's B_{1(n,i)}: one bias per neuron for node n, shared by its neighbours
        leaf = D * np.maximum(rs_l * w1 + Bc, 0)
    s = a_cc * np.maximum(rs_c * w1 + Bc, 0) + a_cl * leaf
    V = (s ** 2).sum(axis=1)                                 # m2 = 1
    return np.sqrt(V) * rng.standard_normal(NS), Ainf
def dist_gauss(x):
    x = np.sort(x); n = len(x); z = norm.ppf((np.arange(n) + 0.5) / n)
    xc = x - x.mean(); s = (xc @ z) / (z @ z)
    return np.sqrt(max(xc @ xc / n - s * s * (z @ z) / n, 0)), np.sqrt(xc @ xc / n)
null = dist_gauss(rng.standard_normal(NS))
print(f"null (a Gaussian sample): relative distance {null[0]/null[1]:.4f}")
for bias in ["per-node", "lemma"]:
    for m1 in [4, 16, 64]:
        print(f"== bias {bias}, m1 = {m1}, p2 = S = 1, m2 = ||A||^4 (helper's) and m2 = m1 ||A||^4")
        for D in [1, 10, 100, 10 ** 4, 10 ** 6]:
            r, Ainf = sample_r(D, m1, bias)
            d1, sd1 = dist_gauss(r)
            for m2 in [Ainf ** 4, m1 * Ainf ** 4]:
                dist = d1 / np.sqrt(m2); shape = 1 / np.sqrt(m1 * m2) + Ainf * (1 + Ainf) / m2
                print(f"   D={D:>7} ||A||inf={Ainf:8.2f} m2={m2:10.3g}: dist/sd = {d1/sd1:.4f}, dist = {dist:.3e}, shape = {shape:.3e}, ratio = {dist/shape:.3f}")
