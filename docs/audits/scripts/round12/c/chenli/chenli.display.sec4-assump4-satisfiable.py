"""Auditor C, round 12: chenli Assumption 4 (L453) with Pi_S^perp as defined at L297
(projector onto the orthogonal complement of 1bar_S) -- does a nonzero Theta satisfy it for ALL S subset [d]?
Also: the coordinate projector P_S^perp (L297, first sentence) reading is vacuous.
Own code; numpy only."""
import itertools, math
import numpy as np

def pi_perp(d, S):
    """L297: projector to the orthogonal complement of 1bar_S (1 on S, 0 elsewhere). S empty -> 1bar = 0 -> identity."""
    P = np.eye(d)
    if len(S):
        u = np.zeros(d); u[list(S)] = 1.0
        P -= np.outer(u, u) / len(S)
    return P

def coord_perp(d, S):
    """P_S^perp: projector to coordinates [d] minus S."""
    P = np.eye(d); P[list(S), list(S)] = 0.0
    return P

def least_v(T, proj):
    """least v >= 1 with rows/cols of T <= v/sqrt(d) ||T||_F and every column j of T proj(S) <= v/sqrt(d)||T proj(S)||_F
    for every S subset [d] (exhaustive)."""
    d = T.shape[0]
    F = np.linalg.norm(T)
    v2 = max((T**2).sum(0).max(), (T**2).sum(1).max()) * d / F**2
    for k in range(0, d + 1):
        for S in itertools.combinations(range(d), k):
            M = T @ proj(d, S)
            FM2 = (M**2).sum()
            colmax2 = (M**2).sum(0).max()
            if FM2 <= 1e-12 * F**2:
                if colmax2 > 1e-12 * F**2:
                    return math.inf
                continue      # T proj = 0: 0 <= 0 holds
            v2 = max(v2, colmax2 * d / FM2)
    return max(1.0, math.sqrt(v2))

def certificate(T):
    """bound valid for all S: ||col_j(T Pi_S)|| <= ||T e_j|| + ||T||_op/sqrt|S|, ||T Pi_S||_F^2 = F^2 - ||T 1_S||^2/|S| >= F^2 - op^2"""
    d = T.shape[0]
    F2 = (T**2).sum(); op = np.linalg.norm(T, 2)
    col = math.sqrt((T**2).sum(0).max()); row = math.sqrt((T**2).sum(1).max())
    v2 = max(col**2, row**2) * d / F2
    v2 = max(v2, (col + op)**2 * d / (F2 - op**2))
    return max(1.0, math.sqrt(v2))

def check_identity_pi(d, T):
    # sanity: ||T Pi_S||_F^2 = F^2 - ||T 1_S||^2/|S|
    rng = np.random.default_rng(1)
    for _ in range(20):
        k = rng.integers(1, d + 1); S = rng.choice(d, k, replace=False)
        u = np.zeros(d); u[S] = 1
        lhs = (np.linalg.norm(T @ pi_perp(d, S)))**2
        rhs = (T**2).sum() - np.linalg.norm(T @ u)**2 / k
        assert abs(lhs - rhs) < 1e-8 * (T**2).sum()

rng = np.random.default_rng(12)
print("exact enumeration over all 2^d subsets S (Pi_S^perp of L297) vs coordinate projector P_S^perp")
for d in (4, 8, 11):
    fams = {"gaussian": rng.standard_normal((d, d)),
            "orthogonal": np.linalg.qr(rng.standard_normal((d, d)))[0],
            "identity": np.eye(d)}
    for name, T in fams.items():
        check_identity_pi(d, T)
        vpi = least_v(T, pi_perp)
        vco = least_v(T, coord_perp) if d <= 8 else float('nan')
        print(f"d={d:3d} {name:10s} least v (Pi_S^perp) = {vpi:.4f}  certificate = {certificate(T):.3f}"
              f"  least v (P_S^perp) = {vco:.4f}  sqrt(d) = {math.sqrt(d):.3f}")
    assert abs(least_v(np.eye(d), pi_perp) - math.sqrt(d / (d - 1))) < 1e-9

print("\nlarge d: certificate (valid for all 2^d sets S)")
for d in (64, 256, 1024):
    G = rng.standard_normal((d, d)); O = np.linalg.qr(rng.standard_normal((d, d)))[0]
    for name, T in (("gaussian", G), ("orthogonal", O)):
        c = certificate(T)
        r_eff = (T**2).sum() / np.linalg.norm(T, 2)**2
        # any r_Theta allowed by (8)'s upper side r << d^{1/4} (factor 10): room sqrt(d)/(10 r^2) >= 10
        print(f"d={d:5d} {name:10s} v_cert={c:.3f}  stable rank={r_eff:.1f}  room sqrt(d)/(10 r^2) at r=d^(1/4)/10: "
              f"{math.sqrt(d)/(10*(d**0.25/10)**2):.1f}")
        assert c <= 10
# coordinate projector: S = [d]\{j} leaves column j alone -> v >= sqrt(d) for ANY nonzero T with nonzero column j
d = 12; T = rng.standard_normal((d, d))
S = [i for i in range(d) if i != 0]
M = T @ coord_perp(d, S)
print("\ncoordinate projector, S=[d]\\{0}: col0^2*d/F^2 =", (M**2).sum(0).max() * d / (M**2).sum(), "= d")

# Sharper certificate: T 1_S/|S| is the AVERAGE of the columns of T in S, so its norm <= max column norm; hence
# ||col_j(T Pi_S)|| <= 2 max_j ||T e_j|| and v_Pi <= 2 v_col sqrt(F^2/(F^2 - op^2)) for EVERY S.
def certificate2(T):
    d = T.shape[0]; F2 = (T**2).sum(); op = np.linalg.norm(T, 2)
    col = math.sqrt((T**2).sum(0).max()); row = math.sqrt((T**2).sum(1).max())
    return max(1.0, math.sqrt(max(col**2, row**2) * d / F2), math.sqrt(4 * col**2 * d / (F2 - op**2)))
for d in (8, 11):
    T = rng.standard_normal((d, d))
    assert least_v(T, pi_perp) <= certificate2(T) + 1e-9
# a round-11-type instance Theta = D + e 1_[3]^T (D = diag(+-1), e spread unit, d3 = d^{3/4})
for d in (256, 1024):
    d3 = int(d**0.75) // 4 * 4
    D = np.diag(np.where(np.arange(d) % 2 == 0, 1.0, -1.0)); e = np.diag(D) / math.sqrt(d)
    T = D.copy(); T[:, d - d3:] += e[:, None]
    print(f"round-11 type Theta, d={d}, d3={d3}: v (certificate2, all S, Pi_S^perp) <= {certificate2(T):.3f}")
