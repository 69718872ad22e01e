# Auditor B, round 30: factrecall.display.lemma3-argmax (seed 002 L766-L782, Lemma 3).
# Existence of F(z) = sum_i v_i sigma(w_i^T z) (sigma a degree-q polynomial with all Hermite coefficients non-zero,
# Assumption 3) with argmax_a phi(a)^T F(phit(s) + phit(r)) = a*(s, r) for all s, r.
# Own check: span{sigma(w^T z): w in R^d} = all polynomials of degree <= q (scaling w separates the homogeneous parts,
# since every Hermite coefficient, hence every monomial coefficient of top degree of each part, can be reached), so
# over all widths F|grid = Y^T mono(z), Y free.  LP: max t s.t. (phi(a*) - phi(a))^T Y^T mono(z_sr) >= t, |Y| <= 1.
# t* > 0 <=> some network exists (any width).  Also: the dimension of degree<=q polynomials restricted to the grid.
import numpy as np, itertools, math, sys
from scipy.optimize import linprog
rng = np.random.default_rng(int(sys.argv[1]) if len(sys.argv) > 1 else 0)

def monos(d, q):
    out = []
    for deg in range(q + 1):
        for c in itertools.combinations_with_replacement(range(d), deg):
            out.append(c)
    return out

def mono_eval(Z, ms):
    return np.stack([np.prod(Z[:, list(c)], axis=1) if c else np.ones(len(Z)) for c in ms], 1)

def trial(d, q, S, R, D, nN):
    V = S + R + R*D + nN + 1
    phi = rng.standard_normal((V, d)); phi /= np.linalg.norm(phi, axis=1, keepdims=True)
    sidx = np.arange(S); ridx = S + np.arange(R); aidx = S + R + np.arange(R*D).reshape(R, D)
    h = d//2
    P = np.zeros(d); P[:h] = 1; Q = np.zeros(d); Q[h:2*h] = 1          # orthogonal floor(d/2)-dim coordinate subspaces
    astar = np.array([[aidx[r, rng.integers(D)] for r in range(R)] for s in range(S)])
    Z = np.array([phi[sidx[s]]*P + phi[ridx[r]]*Q for s in range(S) for r in range(R)])
    ms = monos(d, q); M = mono_eval(Z, ms)                              # (SR, nm)
    nm = len(ms)
    rank = np.linalg.matrix_rank(M)
    rows = []
    for k, (s, r) in enumerate(itertools.product(range(S), range(R))):
        a0 = astar[s, r]
        for a in range(V):
            if a == a0: continue
            g = phi[a0] - phi[a]                                          # constraint: g^T Y^T m >= t  <=> sum_jk Y_jk m_j g_k
            rows.append(np.outer(M[k], g).ravel())
    A = np.array(rows)
    nv = nm*d
    # variables [vec(Y), t]; maximise t: minimise -t;  -A y + t <= 0
    A_ub = np.hstack([-A, np.ones((len(A), 1))])
    res = linprog(np.r_[np.zeros(nv), -1.0], A_ub=A_ub, b_ub=np.zeros(len(A)),
                  bounds=[(-1, 1)]*nv + [(None, 1)], method="highs")
    return -res.fun, rank, nm, S*R, V, len(A)

for (d, q, S, R, D, nN, eps) in [(3, 3, 5, 5, 2, 1, (2/3)*1.001), (3, 3, 5, 5, 2, 5, (2/3)*1.001),
                                 (5, 3, 11, 11, 2, 1, (2/3)*1.001),
                                 (3, 3, 4, 4, 2, 1, None), (3, 8, 5, 5, 2, 1, None), (3, 5, 5, 5, 2, 1, None)]:
    ts = []
    for rep in range(6):
        t, rank, nm, SR, V, nc = trial(d, q, S, R, D, nN)
        ts.append(t)
    extra = f" S^eps = {S**eps:.3f} <= d, C2 = q eps = {q*eps:.4f}" if eps else ""
    print(f"d={d} q={q} S=R={S} D={D} |N|={nN} |V|={V}: rank of degree<=q on grid {rank} / SR {SR} (monomials {nm}); "
          f"LP t* over 6 draws: {np.round(ts, 4)}{extra}", flush=True)

# size thresholds of Lemma 3 at these instances (delta = 1e-3), constants C3 = C4 = 1 and smaller
for (d, S, V, eps) in [(3, 5, 22, (2/3)*1.001), (5, 11, 34, (2/3)*1.001)]:
    for C3, C4 in [(1, 1), (0.5, 0.5), (0.2, 0.2)]:
        thr = (C3*math.log(V/1e-3)/eps)**(C4/eps)
        print(f"d={d}: threshold (C3 log(|V|/delta)/eps)^(C4/eps) at C3={C3}, C4={C4}: {thr:.2f}  ({'met' if d >= thr else 'NOT met'})")
# structured-grid dimension count along S = R = floor(d^{1/eps}), q = 3: dim <= sum_j min(S, C(h+j, j)) min(R, C(h+3-j, 3-j))
eps = (2/3)*1.001
for d in [3, 5, 7, 11, 101, 1001, 10**4, 10**6]:
    S = int(d**(1/eps)); h = d//2
    dim = sum(min(S, math.comb(h+j, j))*min(S, math.comb(h+3-j, 3-j)) for j in range(4))
    print(f"d={d}: S=R={S}, SR={S*S:.3e}, grid dimension of degree<=3 polys <= {dim:.3e}  ratio {dim/(S*S):.3e}")
