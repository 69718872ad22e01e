"""Audit r14 A: chenli L1184-L1186 (end of Lemma 5.16's proof, v = w = 1_[2]):
(1/d2) |1_[2]^T (E_X[X^T softmax(X Theta X^T) X] - k Id) 1_[2]| <= delta* sqrt(log(k/delta)) k^2 + 3 delta k^{5/2} log(k/delta)
(printed WITHOUT the J that the lemma (L1110) and (55) (L1174) carry).
Own check: Theta supported on the S_[1] x S_[1] block (zero on S_[2] rows/cols) => softmax independent of mu = X 1_[2]/d2
=> J-less left side = |Tr M* - k|, with J it is |sum(M*) - k| = 0. Exact enumeration at small sizes; a deterministic
bound Tr S <= k/2 for antisymmetric Theta at every size; the right side at large d under both readings of delta*."""
import itertools, math
import numpy as np

rng = np.random.default_rng(7)

def enumerate_lhs(k, d1, d2, Th1):
    d = d1 + d2
    Th = np.zeros((d, d)); Th[:d1, :d1] = Th1
    one2 = np.zeros(d); one2[d1:] = 1.0
    N = 2 ** (k * d)
    bits = ((np.arange(N)[:, None] >> np.arange(k * d)[None, :]) & 1).astype(float)
    X = (2 * bits - 1).reshape(N, k, d)
    L = np.einsum('nia,ab,njb->nij', X, Th, X)
    L -= L.max(axis=2, keepdims=True)
    S = np.exp(L); S /= S.sum(axis=2, keepdims=True)
    Xv = X @ one2                               # (N, k) = d2 * mu
    noJ = np.mean(np.einsum('ni,nij,nj->n', Xv, S, Xv)) / d2
    J = np.ones((k, k))
    withJ = np.mean(np.einsum('ni,ij,njl,nl->n', Xv, J, S, Xv)) / d2
    trM = np.trace(S.mean(axis=0))
    return abs(noJ - k), abs(withJ - k), trM

def block_antisym(d1, a=None):
    B = np.zeros((d1, d1))
    for b in range(d1 // 2):
        s = 1.0 if a is None else a[b]
        B[2*b, 2*b+1] = s; B[2*b+1, 2*b] = -s
    return B

def tr_bound_check(k, d1, F, n=800):
    """Monte Carlo of E Tr S and the deterministic max of Tr S (antisymmetric Theta: Tr S <= k/2 for every X)."""
    a = rng.uniform(0.5, 1.0, size=d1 // 2)
    B = block_antisym(d1, a); B *= F / np.linalg.norm(B)
    X = rng.choice([-1.0, 1.0], size=(n, k, d1))
    XB = X @ B
    L = XB @ np.transpose(X, (0, 2, 1))
    assert np.allclose(np.einsum('nii->ni', L), 0)
    L -= L.max(axis=2, keepdims=True); S = np.exp(L); S /= S.sum(axis=2, keepdims=True)
    tr = np.einsum('nii->n', S)
    return tr.mean(), tr.max()

def assumptions_family(logd, F_over_logkd=100.0, k=3):
    """Closed-form slacks for Theta = F B/||B||_F, B = blockdiag(a_j [[0,1],[-1,0]]) on d1 = d/2, a_j in [1/2, 1]."""
    logr = logd / 4 - math.log(10)                    # r_Theta at (8)'s top (factor 10)
    logd1 = logd - math.log(2)
    # ||B Pi||_F^2/||B Pi||_op^2 >= d1/4 - 1; column/row bound incl. the Pi_S^perp part: 2 sqrt(d)/sqrt(d1/4 - 1)
    ups = 2 * math.sqrt(2.0) / math.sqrt(0.25 - math.exp(-logd1))
    return {"Ass3 stable rank >= r": logd1 - math.log(4) > logr + 1e-9, "Ass4 v <= sqrt(d)/(10 r^2)": math.log(ups) <= logd / 2 - math.log(10) - 2 * logr,
            "v": ups, "Ass5 Tr=0, k>=3": k >= 3, "(8) lower end (c=3, lam=1, m=1)": 3 * math.log(logd + math.log(k)) + 2 * math.log(logd) + math.log(10) <= logr}

def rhs(logd, k, p, reading, v=5.66, C=1.0):
    logdelta = -p * logd
    Lk = math.log(k) - logdelta
    tail = 3 * math.exp(logdelta) * k ** 2.5 * Lk
    if reading == "derived":                          # delta* = sup ||M_mu - M||_max = 0 on this family
        ds = 0.0
    else:                                             # Lemma 5.16's delta* formula, constant 1, no polylog
        logr = logd / 4 - math.log(10); logd2 = logd - math.log(2)
        inner = math.exp(0.25 * (logr - logd2)) + math.exp(-0.25 * logr) + math.exp(logr / 8 + 0.5 * math.log(v) - logd / 4)
        ds = k ** (14 / 3) * inner ** (1 / 3) + k ** 5 * math.exp(C * (math.log(v) + logr / 2 - logd / 2))
    return ds * math.sqrt(Lk) * k ** 2 + tail

if __name__ == "__main__":
    print("exact enumeration over all X in {+-1}^{k x d} (J-less lhs, lhs with J, Tr M*):")
    for (k, d1, d2, kind) in ((3, 2, 2, "antisym"), (3, 4, 2, "antisym"), (3, 2, 2, "generic"), (3, 4, 2, "generic"),
                              (4, 2, 2, "antisym")):  # 2^(k d) matrices
        Th1 = 3.0 * block_antisym(d1) if kind == "antisym" else rng.normal(size=(d1, d1))
        if kind == "generic":
            Th1 -= np.trace(Th1) / d1 * np.eye(d1)
        a, b, t = enumerate_lhs(k, d1, d2, Th1)
        print(f"  k={k} d1={d1} d2={d2} {kind}: J-less lhs = {a:.12f}, k - Tr M* = {k - t:.12f}, with J = {b:.2e}")
    for (k, d1, F) in ((3, 400, 50.0), (3, 400, 1000.0), (5, 400, 1000.0), (10, 300, 1e4)):
        m_, mx = tr_bound_check(k, d1, F)
        print(f"  MC k={k} d1={d1} F={F}: E Tr S ~ {m_:.4f}, max Tr S over draws {mx:.4f} <= k/2 = {k/2}: J-less lhs ~ {k - m_:.3f} >= k/2")
    print("large d (lhs >= k/2 for every d, F by the pairwise bound):")
    for logd in (100, 300, 600, 1000, 2000):
        A = assumptions_family(logd)
        for k in (3, 10):
            rd, rl = rhs(logd, k, 1, "derived"), rhs(logd, k, 1, "formula")
            print(f"  log d={logd} k={k} delta=1/d: log rhs(delta*=0) = {math.log(3 * k ** 2.5 * (math.log(k) + logd)) - logd:.1f}, rhs(formula delta*, const 1) = {rl:.3e}"
                  f" vs lhs >= {k/2}; family hyps ok: {all(v for kk, v in A.items() if kk != 'v')} (v={A['v']:.2f})")
