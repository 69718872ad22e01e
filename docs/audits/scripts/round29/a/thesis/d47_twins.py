# Auditor A r29: thesis (D.47) (proof of Lemma D.2.4). Own numpy/mpmath, no repo imports.
import numpy as np, mpmath as mp
mp.mp.dps = 30
def norm_adj(Adj):
    At = Adj + np.eye(len(Adj)); deg = At.sum(1)
    return At/np.sqrt(np.outer(deg, deg))
def pseudo_g0(q, A, X, W0, B1, V0, B2, C, What, Vhat):
    # (D.39): g_r = sum_n q^T a_n sum_{i in m2} c_{i,r} 1[r_{n,i}+B2(n,i)>=0] sum_j a_{n,j} sum_{l in m1} v_{i,l} 1[a_j X w0_l + B1(j,l)>=0] a_j X w_l
    AX = A @ X
    pre0 = AX @ W0 + B1                              # N x m1 (init pre-activations)
    r0 = A @ np.maximum(pre0, 0) @ V0                # N x m2 (r at init, (5.4))
    ind2 = (r0 + B2 >= 0).astype(float)              # N x m2
    inner = (pre0 >= 0) * (AX @ What)                # N x m1 : 1[.] a_j X w_l  (W = What)
    s = A @ inner @ Vhat.T                           # N x m2 : sum_j a_{n,j} sum_l v_{i,l} (...)
    qa = A.T @ q                                     # q^T a_n (a_n = n-th column; A symmetric)
    return np.einsum('n,ni,ir->r', qa, ind2*s, C)
def Cs(coef, R, Cstar):   # (5.3)
    R = mp.mpf(R); n = int(4*R) + 300
    return Cstar*mp.fsum((i+1)**mp.mpf(1.75)*R**i*abs(coef(i)) for i in range(n))
cos_c = lambda i: 0 if i % 2 else (-1)**(i//2)/mp.factorial(i)
exp_c = lambda i: 1/mp.factorial(i)
rng = np.random.default_rng(1)
cases = {
  "K2 (A=J/2), X=(x,-x)": (np.array([[0., 1.], [1., 0.]]), None),
  "K4 (A=J/4), X rows e1,-e1,e2,-e2": (np.ones((4, 4)) - np.eye(4), np.array([[1., 0, 0], [-1, 0, 0], [0, 1, 0], [0, -1, 0]])),
}
for name, (Adj, X) in cases.items():
    N = len(Adj); A = norm_adj(Adj); d = 3
    if X is None:
        x = rng.standard_normal(d); x /= np.linalg.norm(x); X = np.vstack([x, -x])
    assert np.allclose(np.linalg.norm(X, axis=1), 1)           # unit features (L1367-L1372)
    assert np.allclose(np.diag(Adj), 0) and np.allclose(Adj, Adj.T)
    Ainf = np.abs(A).sum(1).max()
    print(name, "||A X||_max =", np.abs(A @ X).max(), " ||A||_inf =", Ainf)
    # target of (D.24)-class: p1 = p2 = K = 1, phi = cos, Phi = exp, w* unit, v* = c* = 1, q = e_1
    wstar = np.eye(d)[0]; q = np.eye(N)[0]
    phi1 = np.cos(A @ X @ wstar); phi2 = np.cos(A @ X @ wstar)
    main = sum((A.T @ q)[n]*np.exp(A[n] @ phi1)*(A[n] @ phi2) for n in range(N))
    print("  main term of (D.47) last line =", main, "(e =", np.e, ")")
    # g^(0) at arbitrary (D.45)/(D.46)-shaped What, Vhat, any init, any width
    for m1, m2 in [(8, 8), (512, 256)]:
        W0 = rng.standard_normal((d, m1))/np.sqrt(m1); B1 = rng.standard_normal((N, m1))/np.sqrt(m1)
        V0 = rng.standard_normal((m1, m2))/np.sqrt(m2); B2 = rng.standard_normal((N, m2))/np.sqrt(m2)
        C = rng.standard_normal((m2, 1))
        for scale in [1e-3, 1.0, 1e3]:
            What = scale*rng.standard_normal((d, m1)); Vhat = scale*rng.standard_normal((m2, m1))
            g = pseudo_g0(q, A, X, W0, B1, V0, B2, C, What, Vhat)
            assert g[0] == 0.0
    print("  g^(0) = 0.0 exactly at every tested init / width / (What, Vhat) scale")
    for Cstar in [1, 10, 1000]:
        Csphi = Cs(cos_c, Ainf, Cstar); CsPhi = Cs(exp_c, 1*Csphi, Cstar)   # p2 = 1
        K = p1 = p2 = 1; q1 = 1
        shape_per_eps = q1*p1*p2**2*CsPhi*Csphi*mp.sqrt(Ainf**2 + 1)
        eps_sup = 1/(K*q1*p1*p2**2*CsPhi*Csphi*mp.sqrt(Ainf**2 + 1))
        row = []
        for f in [1e-2, 1e-4, 1e-8, 1e-12]:
            eps = f*eps_sup
            row.append(mp.nstr(abs(0 - main)/(shape_per_eps*eps), 4))
        print(f"  C*={Cstar}: eps_sup={mp.nstr(eps_sup, 4)}; |g - main|/shape at eps = f eps_sup, f = 1e-2,1e-4,1e-8,1e-12: {row}")
