# Auditor E, round 19: thesis.ch5.lemmaD.2.10-D.82-last-Astar (seed 003 L7385-L7395, (D.82)).
# (a) exact ratio of (D.82)'s line before last to its last line;
# (b) own Monte-Carlo of the quantity g_r^(b)(q, A, X, W0+Wrho, eta Sigma V'') itself (bias B1 inside A(.)),
#     to see whether the quantity scales like ||A||^2 (printed) or like ||A|| (bias path) as ||A||_inf -> 0.
import numpy as np
def ratio(A, m1, sw, tw):
    before = A*(A*(m1**-0.5 + sw + tw) + m1**-0.5)
    last = A**2 * m1**-0.5
    return before/last
print("(a) exact ratio = 1 + m1^1/2 (sw+tw) + 1/||A||")
for m1 in [1e4, 1e7]:
    tw = m1**-0.5; sw = tw*m1**-0.25
    print(" m1=%g:" % m1, ["%.6g" % ratio(a, m1, sw, tw) for a in [10, 1, 1e-3, 1e-6, 1e-12]])
    # smallest admissible tau_w, sigma_w (ratio -> 1 + 1/||A||)
    tw = m1**-1.5; sw = m1**-1.5
    print("   tw=sw=m1^-3/2:", ["%.6g" % ratio(a, m1, sw, tw) for a in [10, 1, 1e-3, 1e-6, 1e-12]])

print("(b) Monte-Carlo of |g^(b)| / (||q^T A||_1 ||A||^2 tau_v sqrt(m2/m1)), eta = 1")
rng = np.random.default_rng(0)
N, d, m = 30, 6, 400
A0 = (rng.random((N, N)) < 0.15).astype(float); A0 = np.maximum(A0, A0.T); np.fill_diagonal(A0, 1)
A0 = A0/A0.sum(1, keepdims=True)          # row-stochastic: ||A0||_inf = 1
X = rng.standard_normal((N, d)); X /= np.linalg.norm(X, axis=1, keepdims=True)
W0 = rng.standard_normal((d, m))/np.sqrt(m); B1 = np.ones((N,1))@(rng.standard_normal((1, m))/np.sqrt(m))   # L1485: all-one vector x row of N(0,1/m1)
V0 = rng.standard_normal((m, m))/np.sqrt(m); B2 = np.ones((N,1))@(rng.standard_normal((1, m))/np.sqrt(m))
tw = m**-0.5; sw = tw*m**-0.25; tv = 1.0
Wr = rng.standard_normal((d, m))*sw
c = rng.standard_normal(m)                 # L1485: C entries N(0,1)
Vpp = rng.standard_normal((m, m)); Vpp *= tv/np.linalg.norm(Vpp)
q = np.zeros(N); q[0] = 1
for s in [1, 1e-1, 1e-2, 1e-3, 1e-4]:
    A = s*A0; An = np.abs(A).sum(1).max()
    H1 = A@X@(W0+Wr) + B1; Dw = (H1 >= 0)
    H2 = A@(H1*Dw)@V0 + B2; Dv = (H2 >= 0)
    vals = []
    for k in range(50):
        S = rng.choice([-1.0, 1.0], m)
        gb = q@A@((A@((H1*Dw)*S[None, :])@Vpp)*Dv)@c     # eta Sigma V'' : diag(S) V''
        vals.append(abs(gb))
    qa = np.abs(q@A).sum()
    bound = qa*An**2*tv*np.sqrt(m/m)
    print(" ||A||_inf=%.0e  mean|g^(b)|=%.3e  printed-last-line form=%.3e  ratio=%.3e" % (An, np.mean(vals), bound, np.mean(vals)/bound))
