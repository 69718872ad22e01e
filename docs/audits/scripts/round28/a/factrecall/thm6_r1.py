# Auditor A, round 28: factrecall Theorem 6 (seed 002 L263-L275) at R = 1.  Own code (numpy/scipy), no repository imports.
# Linear attention (13) with orthogonal embeddings: logit_a(z_{1:T}) = sum_t W_OV(a, z_t) W_KQ(z_t)  (x_T = phi(EOS)).
# Population gradient flow on (15) from Assumption 2's balanced init W_OV(a,z) = alpha, W_KQ(z) = alpha sqrt(|A|+1).
# T = 3: the sequence is {s, r, EOS} (i, j distinct in [T-1] = [2]; no noise token), so noise weights never move.
import numpy as np, math, sys
from scipy.integrate import solve_ivp

def run(alpha, n1, n2, T=3, Nn=64, grid=4000, tmax=None):
    S = n1 + n2; A = 2; pst = np.r_[n1, n2]/S          # p*(.|r)
    ystar = np.array([0]*n1 + [1]*n2)                     # a*(s, r)
    # hypotheses of Theorem 6 (R = 1, D = 2)
    R, D = 1, 2
    assert S >= 8*R*math.sqrt(2*D) - 1e-12 and Nn >= 4*R*math.sqrt(2*D)*T - 1e-12 and T >= 3
    Y = np.eye(A)[ystar]                                  # S x A one-hot
    nz = S + 2                                            # tokens: subjects 0..S-1, r = S, EOS = S+1
    def unpack(x): return x[:A*nz].reshape(A, nz), x[A*nz:]
    def logits(O, K):
        return (O[:, :S]*K[:S]).T + (O[:, S]*K[S] + O[:, S+1]*K[S+1])[None, :]     # S x A
    def phat(O, K):
        L = logits(O, K); L = L - L.max(1, keepdims=True); E = np.exp(L); return E/E.sum(1, keepdims=True)
    def rhs(t, x):
        O, K = unpack(x); G = (Y - phat(O, K))/S        # p(s) (y - p^), S x A
        dO = np.zeros_like(O); dK = np.zeros_like(K)
        dO[:, :S] = G.T*K[:S]; dK[:S] = (G.T*O[:, :S]).sum(0)
        g = G.sum(0)
        for z in (S, S+1): dO[:, z] = g*K[z]; dK[z] = g @ O[:, z]
        return np.r_[dO.ravel(), dK]
    x0 = np.r_[np.full(A*nz, alpha), np.full(nz, alpha*math.sqrt(A+1))]
    thr = math.sqrt(alpha)
    def exitev(t, x):
        O, K = unpack(x); return max(np.abs(O[:, :S]).max(), np.abs(K[:S]).max()) - thr
    exitev.terminal = True; exitev.direction = 1
    if exitev(0, x0) > 0: return dict(alpha=alpha, exit=0.0, H1=None, note="claim 1 fails at t=0 (alpha > 1/3)")
    tmax = tmax or 60*math.log(1/alpha) + 200
    sol = solve_ivp(rhs, (0, tmax), x0, method='DOP853', rtol=1e-11, atol=alpha*1e-9, dense_output=True, events=exitev)
    texit = sol.t_events[0][0] if len(sol.t_events[0]) else None
    tt = np.unique(np.r_[np.linspace(0, sol.t[-1], grid), sol.t])
    errs = []
    for t in tt:
        O, K = unpack(sol.sol(t)); P = phat(O, K)
        errs.append(((P - pst)**2).sum(1).max())        # worst sequence (subject) at time t
    errs = np.array(errs); k = int(np.argmin(errs))
    # refine around the grid minimum
    lo, hi = tt[max(k-1, 0)], tt[min(k+1, len(tt)-1)]
    for t in np.linspace(lo, hi, 400):
        O, K = unpack(sol.sol(t)); P = phat(O, K); e = ((P - pst)**2).sum(1).max()
        if e < errs[k]: errs[k] = e; tt[k] = t
    O, K = unpack(sol.y[:, -1])
    return dict(alpha=alpha, exit=texit, H1=errs[k], t_at=tt[k], err0=errs[0], relgap=float((O[0, S]-O[1, S])*K[S]))

if __name__ == "__main__":
    print("Theorem 6, R=1, D=2, S=16, |N|=64, T=3, p(s,r)=1/16; H1(alpha) = min_{t <= exit} max_s sum_a (p*(a|r)-p^(a|s,r))^2,"
          " exit = first t with a subject weight > alpha^{1/2} (claim 1's window)")
    for (n1, n2) in [(9, 7), (10, 6)]:
        print(f"\nanswer split {n1}/{n2}: p*(.|r) = ({n1}/16, {n2}/16), ||p* - p0|| = {math.sqrt(2)*abs(n1-8)/16:.4f} (proof L1383 uses >= 1/sqrt(2D) = 0.5)")
        for alpha in [1/3, 0.3, 0.2, 0.1, 0.05, 0.02, 1e-2, 5e-3, 2e-3, 1e-3, 1e-4, 1e-6, 1e-8, 1e-10, 1e-12, 1e-14, 1e-18, 1e-22]:
            r = run(alpha, n1, n2)
            if r['H1'] is None: print(f"  alpha={alpha:.3g}: {r['note']}"); continue
            print(f"  alpha={alpha:.3g}: window closes at t={r['exit']:.2f}  H1={r['H1']:.4e} at t={r['t_at']:.2f}  (err at t=0: {r['err0']:.4e})")
            sys.stdout.flush()
