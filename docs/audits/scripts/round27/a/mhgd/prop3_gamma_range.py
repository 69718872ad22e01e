"""Auditor A r27: mhgd.prop3-gamma-range (seed 004 L279-L285, Prop. 3; DM1 L203, Assumption 3 L207-L213; W_opt, U_opt (9) L275).
Single-head Phi(X; U, W) = <U, softmax_rows(X W X^T) X>. Gamma_eps over its whole printed range
Gamma_eps >= thr := 8 sqrt(2(M+1))/(3 S^2) log((1/zeta - 1)/eps), which is negative when eps > 1/zeta - 1.
Own numpy; nothing imported from the repository."""
import math
import numpy as np

def frame(S, M, d, rng):
    Q, _ = np.linalg.qr(rng.standard_normal((d, d)))
    mup, mum = S * Q[:, 0], S * Q[:, 1]
    nus = [S * Q[:, 2 + l] for l in range(M)]
    return Q, mup, mum, nus

def model(S, M, T):
    pass

def sample(S, M, T, nR, y, Zmu, Znu, Q, mup, mum, nus, rng, extreme=True):
    X = []
    for t in range(T):
        if t < nR:
            X.append(mup if y > 0 else mum)
        else:
            j = rng.integers(M)
            # noise: <z, mu_pm> in [-Zmu, Zmu], <z, nu_l> in [-Znu/M, Znu/M], plus an orthogonal part
            pick = (lambda: rng.choice([-1.0, 1.0])) if extreme else (lambda: rng.uniform(-1, 1))
            z = pick() * Zmu / S * Q[:, 0] + pick() * Zmu / S * Q[:, 1]
            for l in range(M):
                z = z + pick() * (Znu / M) / S * Q[:, 2 + l]
            z = z + rng.uniform(0, 1) * Q[:, 2 + M]
            X.append(nus[j] + z)
    X = np.array(X)
    # asserts of Assumption 3 for the noise
    for t in range(nR, T):
        z = X[t] - min((X[t] - n for n in nus), key=np.linalg.norm)
    return X

def eval_(S, M, T, nR, y, X, mup, mum, nus, Gam):
    Wst = np.outer(mup, mup) + np.outer(mum, mum) + sum(np.outer(n, mup + mum) for n in nus)
    Wopt = Wst / (S ** 2 * math.sqrt(2 * (M + 1)))
    Uopt = np.outer(np.ones(T), mup - mum) / (S * math.sqrt(2 * T))
    assert abs(np.linalg.norm(Uopt) ** 2 + np.linalg.norm(Wopt) ** 2 - 2) < 1e-9     # ||theta_opt||_F = sqrt 2
    L = X @ (Gam * Wopt) @ X.T                     # row t: x_t^T Gamma W_opt X^T
    L = L - L.max(1, keepdims=True)
    P = np.exp(L); P /= P.sum(1, keepdims=True)
    leak = P[:, nR:].sum(1).max()
    margin = y * np.sum(Uopt * (P @ X))
    return leak, margin

rng = np.random.default_rng(27)
# 1) the instance: S = 0.68, M = 1, T = 7, |R| = 6, no noise, y = +1, eps = 0.191 > 1/zeta - 1 = 1/6
S, M, T, nR, d = 0.68, 1, 7, 6, 6
zeta = nR / T
Q, mup, mum, nus = frame(S, M, d, rng)
for eps in (0.191, 0.5, 0.9):
    thr = 8 * math.sqrt(2 * (M + 1)) / (3 * S ** 2) * math.log((1 / zeta - 1) / eps)
    X = sample(S, M, T, nR, +1, 0.0, 0.0, Q, mup, mum, nus, rng)
    gattn = math.sqrt(T) / (math.sqrt(2) * S) * (S ** 2 * (1 - eps) - 0)
    crit = math.sqrt(2 * (M + 1)) / S ** 2 * math.log((1 / zeta - 1) * (1 - eps) / eps)   # leak <= eps iff Gamma >= crit (no noise)
    out = []
    for G in (thr, 0.5 * (thr + crit) if crit > thr else thr, crit, 0.0, 1.0):
        lk, mg = eval_(S, M, T, nR, +1, X, mup, mum, nus, G)
        out.append(f"Gamma={G:.4f}: leak={lk:.4f} ({'>' if lk > eps + 1e-12 else '<='} eps) margin={mg:.4f} ({'<' if mg < gattn - 1e-12 else '>='} gamma_attn={gattn:.4f})")
    print(f"eps={eps} thr={thr:.4f} crit={crit:.4f}:\n   " + "\n   ".join(out))

# 2) random admissible instances with noise (Z_mu = Z_nu <= S^2/8): fraction failing over Gamma in [thr, 0) (eps > 1/zeta - 1),
#    and the reading Gamma >= max(0, thr) over all eps
fail_neg = tot_neg = fail_read = tot_read = 0
worst_read = -1e9
for it in range(4000):
    M = int(rng.integers(1, 4)); T = int(rng.integers(2, 10)); nR = int(rng.integers(1, T)); S = float(rng.uniform(0.3, 3))
    d = M + 3; zeta = nR / T
    Zmu = Znu = float(rng.uniform(0, 1)) * S ** 2 / 8
    Q, mup, mum, nus = frame(S, M, d, rng)
    y = float(rng.choice([-1, 1]))
    X = sample(S, M, T, nR, y, Zmu, Znu, Q, mup, mum, nus, rng, extreme=bool(rng.integers(2)))
    # check Assumption 3's noise bounds on this sample
    for t in range(nR, T):
        zs = [X[t] - n for n in nus]
        assert any(abs(z @ mup) <= Zmu + 1e-9 and abs(z @ mum) <= Zmu + 1e-9 and all(abs(z @ n) <= Znu / M + 1e-9 for n in nus) for z in zs)
    eps = float(np.exp(rng.uniform(math.log(1e-4), math.log(0.99))))
    thr = 8 * math.sqrt(2 * (M + 1)) / (3 * S ** 2) * math.log((1 / zeta - 1) / eps)
    gattn = math.sqrt(T) / (math.sqrt(2) * S) * (S ** 2 * (1 - eps) - 2 * eps * Zmu)
    if thr < 0:
        G = float(rng.uniform(thr, 0)); tot_neg += 1
        lk, mg = eval_(S, M, T, nR, y, X, mup, mum, nus, G)
        if lk > eps + 1e-12 or mg < gattn - 1e-12: fail_neg += 1
    G = max(0.0, thr) + float(rng.exponential(1.0)) * bool(rng.integers(2))
    tot_read += 1
    lk, mg = eval_(S, M, T, nR, y, X, mup, mum, nus, G)
    worst_read = max(worst_read, lk - eps, gattn - mg)
    if lk > eps + 1e-12 or mg < gattn - 1e-12: fail_read += 1
print(f"random: Gamma in [thr, 0) with eps > 1/zeta - 1: {fail_neg}/{tot_neg} fail; reading Gamma >= max(0, thr): {fail_read}/{tot_read} fail "
      f"(max of leak - eps, gamma_attn - margin = {worst_read:.3e})")
