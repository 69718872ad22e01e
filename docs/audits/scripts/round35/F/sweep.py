"""Sweep s = ||Sigma_1||^{1/2} from 0.5 to 1e-3 with group 2 fixed (printed reading), and a
joint-scaling control (Sigma_2 = (c s)^2 I, tau fixed). Prints the five closed-form quantities."""
import numpy as np
from cor441_i import quantities
S = [0.5, 0.3, 0.2, 0.1, 0.05, 0.02, 0.01, 0.005, 0.002, 0.001]
rng = np.random.default_rng(35)
def inst():
    I2, I3 = np.eye(2), np.eye(3)
    R3 = rng.standard_normal((3, 3)); R2 = rng.standard_normal((2, 2))
    return [
        ("K=d=2 W*=I mu1=0 mu2=(1,1) s2=1 lam=.5/.5", I2, [np.zeros(2), np.array([1., 1.])], [.5, .5], 1.0),
        ("K=d=2 W*=I mu1=(1,1) mu2=0 s2=1 lam=.5/.5", I2, [np.array([1., 1.]), np.zeros(2)], [.5, .5], 1.0),
        ("K=d=2 W*=I mu1=(1,0) mu2=(0,1) s2=0.5 lam=.3/.7", I2, [np.array([1., 0.]), np.array([0., 1.])], [.3, .7], 0.5),
        ("K=d=3 W*=I mu1=0 mu2=0 s2=1 lam=.5/.5", I3, [np.zeros(3), np.zeros(3)], [.5, .5], 1.0),
        ("K=d=3 W*=rand mu1=rand mu2=rand s2=1 lam=.4/.6", R3, [rng.standard_normal(3), rng.standard_normal(3)], [.4, .6], 1.0),
        ("K=d=2 W*=rand mu1=(0.3,-0.2) mu2=(1,0) s2=2 lam=.5/.5", R2, [np.array([.3, -.2]), np.array([1., 0.])], [.5, .5], 2.0),
    ]
KEYS = ["rho_l", "Ew", "E", "El", "q_tau1", "q_tauvar", "B_tau1", "B_tauvar"]  # v = 1 - q/K^2: v increases <=> q decreases
def trend(vals):
    return "whole [0.5,1e-3]: " + trend0(vals) + " | tail [0.05,1e-3]: " + trend0(vals[4:])
def trend0(vals):
    d = np.diff(vals)  # along decreasing s
    if np.all(d > 0): return "INCREASES as s->0"
    if np.all(d < 0): return "DECREASES as s->0"
    return "non-monotone (last step %s)" % ("up" if d[-1] > 0 else "down")
if __name__ == "__main__":
    for name, W, mus, lams, s2 in inst():
        print("=" * 100); print("ONE GROUP VARIES (printed reading):", name)
        rows = [quantities(W, mus, lams, [s, s2]) for s in S]
        print("s      " + " ".join(f"{k:>12s}" for k in KEYS))
        for s, r in zip(S, rows):
            print(f"{s:<6g} " + " ".join(f"{r[k]:12.6g}" for k in KEYS))
        for k in KEYS:
            print(f"   {k:9s}: {trend([r[k] for r in rows])}")
        # L_s <= rho: replace rho_1 by theta*rho_1 (group 2 keeps rho_2 or theta2*rho_2)
        for th in [(1e-3, 1.0), (1.0, 1e-3), (1e-3, 1e-3)]:
            rr = [quantities(W, mus, lams, [s, s2], Lfac=list(th)) for s in S]
            print(f"   L_s=theta*rho, theta={th}: q_tau1 {trend([r['q_tau1'] for r in rr])}; "
                  f"q_tauvar {trend([r['q_tauvar'] for r in rr])}; B_tau1 {trend([r['B_tau1'] for r in rr])}; "
                  f"q_tau1(0.5)={rr[0]['q_tau1']:.6g} q_tau1(1e-3)={rr[-1]['q_tau1']:.6g}")
        # asymptotics: X(s) - X(0+) with X(0+) ~ X(1e-7); fitted exponent p in X(s)-X(0+) ~ c s^p
        r0 = quantities(W, mus, lams, [1e-7, s2])
        for k in ["Ew", "E", "El", "q_tau1"]:
            diffs = [quantities(W, mus, lams, [s, s2])[k] - r0[k] for s in (1e-2, 1e-3)]
            p = np.log(abs(diffs[0] / diffs[1])) / np.log(10.0)
            print(f"   asymptotic {k}: X(1e-2)-X(0+)={diffs[0]:+.4g}, X(1e-3)-X(0+)={diffs[1]:+.4g}, exponent p~{p:.2f}")
        print("JOINT SCALING control (Sigma_2 = (s*s2/0.5)^2 I, tau fixed):")
        rows = [quantities(W, mus, lams, [s, s * s2 / 0.5]) for s in S]
        for k in KEYS:
            print(f"   {k:9s}: {trend([r[k] for r in rows])}   s=0.5: {rows[0][k]:.4g}  s=1e-3: {rows[-1][k]:.4g}")
