"""Audit A, r13: chenli L1184-L1186 (end of Lemma 5.16's proof, case v = w = 1_[2]).
Printed: (1/d2) |1_[2]^T (E_X[X^T softmax(X Theta X^T) X] - k Id) 1_[2]| <= delta* sqrt(log(k/delta)) k^2
          + 3 delta k^{5/2} log(k/delta)      (no J on the left; the lemma L1110 and (55) L1174 have X^T J softmax X).
Own check:
 (1) exact enumeration over all X in {+-1}^{k x d} at small sizes: J-less left side and with-J left side, for Theta
     supported off the coordinates [2] (rows and columns of [2] zero). Identity: J-less = |E Tr S - k|, with J = 0.
     k = 2, Theta antisymmetric => diagonal logits 0, L21 = -L12 => Tr S = 1 for every X => J-less left side = 1.
 (2) a large instance inside the hypotheses (closed form, since the identity is exact at every size): slacks of
     (8), Assumptions 3, 4 (with the Pi_S^perp part), 5, 6, c-admissibility, d2 >~ log d; right side under
     (a) the chain's reading: delta* = least admissible bound for ||M_mu - M||_max (= 0 here: S independent of mu),
     (b) the literal Theta~ formula of delta* (L1113) with constant 1: its size vs d (it -> 0 only like d^{-1/48})."""
import itertools, math
import numpy as np

def softmax_rows(L):
    L = L - L.max(1, keepdims=True); E = np.exp(L); return E / E.sum(1, keepdims=True)

def enumerate_lhs(k, d1, d2, Theta1):
    d = d1 + d2
    Theta = np.zeros((d, d)); Theta[:d1, :d1] = Theta1        # coordinates 0..d1-1 = S_[1], d1..d-1 = [2]
    one2 = np.zeros(d); one2[d1:] = 1
    acc = np.zeros((d, d)); accJ = np.zeros((d, d)); trS = 0.0; n = 0
    J = np.ones((k, k))
    for bits in itertools.product((-1.0, 1.0), repeat=k * d):
        X = np.array(bits).reshape(k, d)
        S = softmax_rows(X @ Theta @ X.T)
        acc += X.T @ S @ X; accJ += X.T @ J @ S @ X; trS += np.trace(S); n += 1
    acc /= n; accJ /= n; trS /= n
    lhs = abs(one2 @ (acc - k * np.eye(d)) @ one2) / d2
    lhsJ = abs(one2 @ (accJ - k * np.eye(d)) @ one2) / d2
    return lhs, lhsJ, trS

rng = np.random.default_rng(1)
print("(1) exact enumeration")
for (k, d1, d2, kind) in ((2, 4, 3, "antisym"), (2, 2, 4, "antisym"), (2, 3, 3, "generic"), (3, 2, 2, "antisym"), (3, 2, 2, "generic")):
    G = rng.normal(size=(d1, d1)) * 2
    T1 = G - G.T if kind == "antisym" else G
    lhs, lhsJ, trS = enumerate_lhs(k, d1, d2, T1)
    print(f"  k={k} d1={d1} d2={d2} Theta {kind:8s}: J-less lhs = {lhs:.12f}  |E Tr S - k| = {abs(trS-k):.12f}   with J: {lhsJ:.2e}")

print("\n(2) large instance: k = 2, d1 = d2 = d/2, Theta = (F/sqrt(d1)) * blockdiag(a_j [[0,1],[-1,0]]), a_j in [1/2, 1]")
k = 2
for d_exp, p in ((14, 1), (16, 1), (20, 1), (20, 2)):
    d = 10.0 ** d_exp; d1 = d2 = d / 2
    r = d ** 0.25 / 10                       # (8) with '<<' read as a factor 10
    delta = d ** (-p)
    L = math.log(k / delta); c = math.sqrt(L)
    F = 100 * math.log(k * d)                # Assumption 6 with factor 100
    # Theta: singular values a_j F/sqrt(d1)/norm with a_j in [1/2,1]; normalise ||Theta||_F = F:
    #   ||Theta||_F^2 = (F^2/d1) sum a_j^2 * (normalisation) -> worst case ratios:
    amin, amax = 0.5, 1.0
    # stable rank >= d1 * amin^2/amax^2 ; max column norm <= amax/sqrt(mean a^2) * F/sqrt(d1) <= (amax/amin) F/sqrt(d1)
    stable_rank = d1 * amin**2 / amax**2
    ups = 2 * (amax / amin) * math.sqrt(d / (d1 - 1))   # incl. the Pi_S^perp part (<= 2 x column norm, F-norm loss 1/d1)
    slack = {
        "(8) r <= d^{1/4}/10": d ** 0.25 / 10 - r,
        "Ass.3 stable rank >= r (also Theta Pi_S^perp: >= sr - 1)": stable_rank - 1 - r,
        "Ass.4 upsilon <= sqrt(d)/(10 r^2)": math.sqrt(d) / (10 * r * r) - ups,
        "Ass.5 |Tr Theta| = 0 <= chi ||Theta||_F": 1.0,
        "Ass.6 F >= 10 log(kd)": F - 10 * math.log(k * d),
        "c >= 1": c - 1,
        "c <= sqrt(min(r,d2))/2": math.sqrt(min(r, d2)) / 2 - c,
        "d2 >= 10 log d": d2 - 10 * math.log(d),
    }
    lhs = 1.0                                  # exact: |Tr S - k| with Tr S = 1 for every X (k = 2, antisymmetric)
    rhs_chain = 0.0 * math.sqrt(L) * k**2 + 3 * delta * k**2.5 * L
    # Hoeffding-consistent delta for the event (threshold sqrt(2 log(2k/delta)/d2) makes P[E^c] <= delta): same rhs form
    shape = k ** (14 / 3) * (r ** 0.25 / d2 ** 0.25 + r ** -0.25 + r ** 0.125 * math.sqrt(ups) / d ** 0.25) ** (1 / 3)
    rhs_formula = shape * math.sqrt(L) * k**2 + 3 * delta * k**2.5 * L
    print(f"  d=1e{d_exp}, delta=d^-{p}: r={r:.3g}, c={c:.3f}, upsilon<={ups:.3f}; all slacks >= 0: {all(v >= 0 for v in slack.values())}"
          f" (min {min(slack, key=slack.get)} = {min(slack.values()):.3g})")
    print(f"     J-less lhs = {lhs}  vs rhs (chain, delta*=0) = {rhs_chain:.3e}  -> fails: {lhs > rhs_chain};"
          f"  rhs with delta* = Theta~-shape (const 1) = {rhs_formula:.3g}")
# where the literal shape (constant 1, no polylog) falls below 1/(sqrt(log) k^2):
print("\n(b) literal delta*-shape (constant 1) times sqrt(log(k/delta)) k^2, delta = 1/d, r = d^{1/4}/10:")
for e in (14, 40, 80, 120, 160, 200):
    d = 10.0 ** e; r = d ** 0.25 / 10; L = math.log(k * d)
    shape = k ** (14 / 3) * (r ** 0.25 / (d / 2) ** 0.25 + r ** -0.25 + r ** 0.125 * math.sqrt(2.9) / d ** 0.25) ** (1 / 3)
    print(f"  d=1e{e}: shape={shape:.3g}  first term of rhs={shape*math.sqrt(L)*k*k:.3g}")
