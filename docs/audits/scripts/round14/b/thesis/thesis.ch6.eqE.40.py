"""Lemma E.4.10 (2), (E.40)/(E.41) L8119-L8125: under m >~ M1^2 log M1, for t >= Theta(1), every i in W = U_n W_n is
active (W_O(i)^(t) V^n(t) > 0) on every prompt with label +1, every i in U on every prompt with label -1.
Own model (ch6model.py). SGD (E.2) with fresh batches (N = B t prompts); W, U from (E.31)-(E.32), (E.35) at W^(0)
over all N training prompts; the off fraction of the pairs at several t >= Theta(1), up to zero training loss."""
import sys, numpy as np, torch
sys.path.insert(0, '/work/audit/r14B/thesis')
from ch6model import *

def offfrac(c, W0, W, a, Ps, zs, with_query):
    nW = nU = None; pairs = off = 0
    Wset = torch.zeros(c.m, dtype=torch.bool); Uset = torch.zeros(c.m, dtype=torch.bool)
    for P, z in zip(Ps, zs):                       # lucky sets at W^(0), (E.31)-(E.32), union (E.35)
        V0 = V_of(c, W0, P, with_query); O = W0[3]
        lk = (V0[:, :c.dx] @ O[:, :c.dx].T > 0) & (V0[:, c.dx:c.D] @ O[:, c.dx:c.D].T > 0)
        Wset |= (lk & (a > 0)[None]).any(0); Uset |= (lk & (a < 0)[None]).any(0)
    neur_off = torch.zeros(c.m, dtype=torch.bool)
    for P, z in zip(Ps, zs):
        V = V_of(c, W, P, with_query); h = V @ W[3].T
        pr = (Wset[None] & (z > 0)[:, None]) | (Uset[None] & (z < 0)[:, None])
        o = pr & (h <= 0)
        pairs += int(pr.sum()); off += int(o.sum()); neur_off |= o.any(0)
    return dict(W=int(Wset.sum()), U=int(Uset.sum()), npos=int((a > 0).sum()), pairs=pairs, off=off,
                frac=off / max(pairs, 1), neurons_with_off=int(neur_off.sum()))

def run(m, seed=0, M1=3, M2=12, tmax=2500, qnorm=1.0):
    c = Cfg(M1=M1, M2=M2, dy=2, beta=3.0, qnorm=qnorm, alpha=0.8, l=10, m=m, B=32, seed=seed)
    rng = np.random.default_rng(seed)
    W, a = init(c, rng); W0 = [w.clone() for w in W]
    W = [w.requires_grad_(True) for w in W]
    Ps, zs = [], []; ema = 1.0; snaps = {}
    for t in range(tmax):
        P, z = sample(c, rng, c.B); Ps.append(P); zs.append(z)
        L = hinge(c, W, a, P, z)
        for w in W: w.grad = None
        L.backward()
        with torch.no_grad():
            for w in W: w -= c.eta * w.grad
        ema = 0.9 * ema + 0.1 * float(L)
        if t + 1 in (20, 50, 100):
            snaps[t + 1] = [w.detach().clone() for w in W]
        if ema < 0.01 and t > 30: break
    T = t + 1
    snaps[T] = [w.detach().clone() for w in W]
    with torch.no_grad():
        Pall = torch.cat(Ps); zall = torch.cat(zs)
        trainloss = float(torch.clamp(1 - zall * F_of(c, snaps[T], a, Pall), min=0).mean())
        Pt, zt = sample(c, np.random.default_rng(10_000 + seed), 2000)
        testloss = float(torch.clamp(1 - zt * F_of(c, snaps[T], a, Pt), min=0).mean())
        print(f"m={m} seed={seed} M1={M1} M2={M2} |q|={qnorm} stop t={T} N={len(zall)} hinge(all train)={trainloss:.4f} "
              f"hinge(test)={testloss:.4f}  m/(M1^2 ln M1)={m/(M1**2*np.log(M1)):.1f}")
        for tt in sorted(snaps):
            if tt > T: continue
            Ps_t = Ps[:tt]; zs_t = zs[:tt]                 # W over the prompts seen up to tt ... 
            r1 = offfrac(c, W0, snaps[tt], a, Ps_t, zs_t, False)
            r2 = offfrac(c, W0, snaps[tt], a, Ps, zs, True) if tt == T else None
            print(f"   t={tt}: (6.2) V: {r1}" + (f"\n          (E.30) V, s<=l+1: {r2}" if r2 else ""))

if __name__ == '__main__':
    for m in [int(x) for x in sys.argv[1].split(',')]:
        for seed in [int(s) for s in sys.argv[2].split(',')]:
            run(m, seed, qnorm=float(sys.argv[3]) if len(sys.argv) > 3 else 1.0)
