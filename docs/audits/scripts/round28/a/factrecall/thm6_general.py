# Auditor A, round 28: factrecall Theorem 6, general R, T = 3 (sequence {s, r, EOS}); own code, no repository imports.
# Also: finite-difference check of the population gradient, Theorem 5 sanity (loss -> 0), fine alpha grids.
import numpy as np, math, sys
from scipy.integrate import solve_ivp

class Task:
    def __init__(self, astar, A):   # astar: S x R int array of answer ids in [0, A)
        self.astar = np.asarray(astar); self.S, self.R = self.astar.shape; self.A = A
        self.nz = self.S + self.R + 1                      # subjects, relations, EOS
        self.Y = np.eye(A)[self.astar]                     # S x R x A
        self.pstar = self.Y.mean(0)                        # R x A : p*(.|r) with p(s|r) = 1/S
        self.p = 1.0/(self.S*self.R)
    def unpack(self, x): return x[:self.A*self.nz].reshape(self.A, self.nz), x[self.A*self.nz:]
    def phat(self, x):
        O, K = self.unpack(x); S, R = self.S, self.R
        cs = (O[:, :S]*K[:S]).T; cr = (O[:, S:S+R]*K[S:S+R]).T; ce = O[:, -1]*K[-1]
        L = cs[:, None, :] + cr[None, :, :] + ce[None, None, :]          # S x R x A
        L = L - L.max(2, keepdims=True); E = np.exp(L); return E/E.sum(2, keepdims=True)
    def loss(self, x): return -(self.p*np.log((self.phat(x)*self.Y).sum(2))).sum()
    def rhs(self, t, x):
        O, K = self.unpack(x); S, R = self.S, self.R
        G = self.p*(self.Y - self.phat(x))                  # S x R x A  (= -dL/dlogits)
        gs = G.sum(1); gr = G.sum(0); ge = G.sum((0, 1))     # S x A, R x A, A
        dO = np.zeros_like(O); dK = np.zeros_like(K)
        dO[:, :S] = gs.T*K[:S]; dK[:S] = (gs.T*O[:, :S]).sum(0)
        dO[:, S:S+R] = gr.T*K[S:S+R]; dK[S:S+R] = (gr.T*O[:, S:S+R]).sum(0)
        dO[:, -1] = ge*K[-1]; dK[-1] = ge @ O[:, -1]
        return np.r_[dO.ravel(), dK]
    def x0(self, alpha): return np.r_[np.full(self.A*self.nz, alpha), np.full(self.nz, alpha*math.sqrt(self.A+1))]
    def H1(self, alpha, grid=3000):
        x0 = self.x0(alpha); thr = math.sqrt(alpha); S = self.S
        def exitev(t, x):
            O, K = self.unpack(x); return max(np.abs(O[:, :S]).max(), np.abs(K[:S]).max()) - thr
        exitev.terminal = True; exitev.direction = 1
        if exitev(0, x0) > 1e-15: return None, 0.0, None
        sol = solve_ivp(self.rhs, (0, 80*math.log(1/alpha) + 300), x0, method='DOP853', rtol=1e-11, atol=alpha*1e-9,
                        dense_output=True, events=exitev)
        texit = sol.t_events[0][0] if len(sol.t_events[0]) else float('inf')
        tt = np.unique(np.r_[np.linspace(0, sol.t[-1], grid), sol.t])
        err = lambda t: ((self.phat(sol.sol(t)) - self.pstar[None])**2).sum(2).max()
        e = np.array([err(t) for t in tt]); k = int(np.argmin(e)); best, tb = e[k], tt[k]
        for t in np.linspace(tt[max(k-1, 0)], tt[min(k+1, len(tt)-1)], 300):
            v = err(t)
            if v < best: best, tb = v, t
        return best, texit, tb

def split_task(n1, n2):
    return Task(np.array([[0]]*n1 + [[1]]*n2), 2)

if __name__ == "__main__":
    rng = np.random.default_rng(7)
    # 1. finite-difference check of the gradient flow field
    for task in (split_task(9, 7), Task(rng.integers(0, 2, size=(32, 2)) + np.array([0, 2]), 4)):
        x = task.x0(0.1) + 0.3*rng.standard_normal(task.x0(0.1).shape)
        g = np.array([(task.loss(x + 1e-6*e) - task.loss(x - 1e-6*e))/2e-6 for e in np.eye(len(x))])
        print("gradient check: max |rhs + dL/dx| =", np.abs(task.rhs(0, x) + g).max(), " (|rhs| max", np.abs(task.rhs(0, x)).max(), ")")
    # 2. Theorem 5 sanity: loss decreases to ~0 for the 9/7 task
    task = split_task(9, 7)
    sol = solve_ivp(task.rhs, (0, 4000), task.x0(1e-3), method='DOP853', rtol=1e-10, atol=1e-13, t_eval=[0, 100, 400, 1000, 4000])
    print("Theorem 5 sanity, 9/7, alpha=1e-3: loss at t=0,100,400,1000,4000:", [f"{task.loss(sol.y[:, i]):.4g}" for i in range(5)])
    # 3. fine alpha grids
    alphas = list(np.geomspace(1/3, 1e-3, 40)) + [1e-4, 1e-6, 1e-10, 1e-14]
    for name, task in [("R=1 S=16 split 9/7", split_task(9, 7)), ("R=1 S=17 split 9/8", split_task(9, 8))]:
        res = [(a,) + task.H1(a) for a in alphas]
        res = [r for r in res if r[1] is not None]
        m = min(res, key=lambda r: r[1])
        print(f"{name}: inf over {len(res)} alphas in [1e-14, 1/3] of H1 = {m[1]:.4e} at alpha = {m[0]:.4g} (window closes t={m[2]:.2f})")
        sys.stdout.flush()
    # 4. the reading R >= 2 (|A| >= 2D as the proof L1383 uses): R = 2, D = 2, S = 32 >= 8 R sqrt(2D) = 32, the most balanced splits
    astar = np.zeros((32, 2), int); astar[:17, 0] = 0; astar[17:, 0] = 1; astar[:17, 1] = 2; astar[17:, 1] = 3
    task = Task(astar, 4)
    for a in [0.1, 1e-2, 1e-3, 1e-4, 1e-6, 1e-8, 1e-10]:
        h, te, tb = task.H1(a)
        print(f"R=2 S=32 splits 17/15, 17/15: alpha={a:.0e}: H1={h:.4e} (window closes t={te:.2f})")
        sys.stdout.flush()
