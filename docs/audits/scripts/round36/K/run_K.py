import sys, time
sys.path.insert(0, __file__.rsplit('/', 1)[0])
from table41_referee_K import *
import numpy as np
mp.mp.dps = 30

def inst_reported(s):
    return [Group(0.5, [0.6, 0.8], (s*s)*np.eye(2)), Group(0.5, [-0.5, 0.5], np.eye(2))], np.eye(2)
def inst_mine(s, mu_l=(0.3, -0.7)):
    return [Group(0.3, mu_l, (s*s)*np.diag([1, 0.5])), Group(0.7, [1.0, 0.2], np.diag([1.0, 2.0]))], np.diag([1.5, 1.0])
def inst_mine0(s):
    return inst_mine(s, (0.0, 0.0))
def inst_mine_all(s):   # reading R3: every group's covariance scaled by s^2 (tau constant)
    return [Group(0.3, [0.3, -0.7], (s*s)*np.diag([1, 0.5])), Group(0.7, [1.0, 0.2], (s*s)*np.diag([1.0, 2.0]))], np.diag([1.5, 1.0])

def slope(xs, ys):
    return [float(mp.log(ys[i+1]/ys[i])/mp.log(xs[i+1]/xs[i])) for i in range(len(xs)-1)]

def e(x): return mp.nstr(x, 6)

def small(name, inst, l=0):
    print(f"\n=== {name}: small ||Sigma_l||, s = ||Sigma_l||^(1/2) ===")
    S = [0.1, 0.01, 1e-3, 1e-4]
    # limit s->0+: group-l share -> 0 (lam s^2 rho, rho -> C_s bounded), S2 -> S2(0)
    g0, W = inst(1e-12); m0 = model(g0, W)
    G0 = sum(sh for j, sh in enumerate(m0['shares']) if j != l)
    S20 = sum(g.lam*(g.mun + (0 if j == l else mp.sqrt(g.norm)))**2 for j, g in enumerate(g0))
    lim = dict(Ew=mp.sqrt(S20)/G0, E=S20/G0, El=mp.sqrt(S20)*g0[l].mun/G0)
    print("limits F(0+): E_w", e(lim['Ew']), " E", e(lim['E']), " E_l", e(lim['El']), " q_R2(0+)", e(G0/(m0['eta']*m0['kappa']**2)/S20))
    rows = []
    for s in S:
        gr, W = inst(s); m = model(gr, W)
        B1, q1a, Ew, E, Gr = quantities(m, l, 1.0, False)
        _,  q1b, *_ = quantities(m, l, 1e-30, False)
        B2, q2a, *_ = quantities(m, l, 1.0, True)
        _,  q2b, *_ = quantities(m, l, 1e-30, True)
        El_ = El(m, gr, l)
        rows.append((s, B1, B2, q1a, q1b, q2a, q2b, Ew, E, El_))
        print(f"s={s:g} tau={e(m['tau'])} rho_l={e(m['rhos'][l])} share_l={e(m['shares'][l])}")
        print(f"   R1(tau moves): B*s^6={e(B1*s**6)}  q/s^6 (g max)={e(q1a/s**6)} (g->0)={e(q1b/s**6)}")
        print(f"   R2(tau held) : B*s^6={e(B2*s**6)}  q/s^6 (g max)={e(q2a/s**6)} (g->0)={e(q2b/s**6)}")
        print(f"   E_w={e(Ew)} dev={e(Ew-lim['Ew'])} dev/s^6={e((Ew-lim['Ew'])/s**6)} | E dev={e(E-lim['E'])} | E_l dev={e(El_-lim['El'])}")
    xs = [r[0] for r in rows]
    print("slopes d log/d log s: B R1", [round(x, 2) for x in slope(xs, [r[1] for r in rows])],
          " B R2", [round(x, 2) for x in slope(xs, [r[2] for r in rows])])
    print("  q R1 (gmax)", [round(x, 2) for x in slope(xs, [r[3] for r in rows])], " q R2 (g->0)", [round(x, 3) for x in slope(xs, [r[6] for r in rows])])
    for k, nm, key in ((7, 'E_w', 'Ew'), (8, 'E', 'E'), (9, 'E_l', 'El')):
        dv = [r[k]-lim[key] for r in rows]
        print(f"  {nm} dev sign", ['+' if x > 0 else '-' for x in dv], " slope", [round(x, 3) for x in slope(xs, [abs(x) for x in dv])])

def large(name, inst, l=0):
    print(f"\n=== {name}: large ||Sigma_l|| ===")
    S = [10, 100, 1000]
    rows = []
    for s in S:
        gr, W = inst(s); m = model(gr, W)
        B1, q1, *_ = quantities(m, l, 1.0, False)
        B2, q2, *_ = quantities(m, l, 1.0, True)
        _, q2lo, *_ = quantities(m, l, 1e-30, True)
        n = gr[l].norm
        rows.append((s, B1, B2, q1, q2, q2lo))
        print(f"s={s} ||Sig_l||={e(n)} tau={e(m['tau'])} rho_l*s^3={e(m['rhos'][l]*s**3)}")
        print(f"   R1: B/||S||^3={e(B1/n**3)}  q(1+||S||)={e(q1*(1+n))}")
        print(f"   R2: B/||S||^3={e(B2/n**3)}  q(1+||S||) g max={e(q2*(1+n))} g->0={e(q2lo*(1+n))}")
    xs = [r[0] for r in rows]
    print("slopes in s: B R1", [round(x, 2) for x in slope(xs, [r[1] for r in rows])], " B R2", [round(x, 2) for x in slope(xs, [r[2] for r in rows])],
          " q R1", [round(x, 2) for x in slope(xs, [r[3] for r in rows])], " q R2", [round(x, 2) for x in slope(xs, [r[4] for r in rows])])

def allscale(name, inst):
    print(f"\n=== {name}: reading R3 (all covariances scale by s^2; tau fixed) ===")
    S = [0.1, 0.01, 1e-3]; rows = []
    for s in S:
        gr, W = inst(s); m = model(gr, W)
        B, q, Ew, E, Gr = quantities(m, 0, 1.0, False)
        rows.append((s, B, q, Ew))
        print(f"s={s} tau={e(m['tau'])} B*s^6={e(B*s**6)} q/s^6={e(q/s**6)} q/s^2={e(q/s**2)} E_w={e(Ew)}")
    xs = [r[0] for r in rows]
    print("slopes: B", [round(x, 2) for x in slope(xs, [r[1] for r in rows])], " q", [round(x, 2) for x in slope(xs, [r[2] for r in rows])], " E_w", [round(x, 2) for x in slope(xs, [r[3] for r in rows])])

if __name__ == '__main__':
    t = time.time()
    which = sys.argv[1:] or ['all']
    if 'all' in which or 'rep' in which:
        small('REPORTED (W*=I, lam=(.5,.5), mu1=(.6,.8), Sig1=s^2 I; mu2=(-.5,.5), Sig2=I)', inst_reported)
        large('REPORTED', inst_reported)
    if 'all' in which or 'mine' in which:
        small('MINE (W*=diag(1.5,1), lam=(.3,.7), mu1=(.3,-.7), Sig1=s^2 diag(1,.5); mu2=(1,.2), Sig2=diag(1,2))', inst_mine)
        large('MINE', inst_mine)
    if 'all' in which or 'mine0' in which:
        small('MINE with mu_l = 0', inst_mine0)
    if 'all' in which or 'r3' in which:
        allscale('MINE', inst_mine_all)
    print("time", round(time.time()-t, 1))

def inst_zero_all(s):   # R3 with all means zero
    return [Group(0.3, [0.0, 0.0], (s*s)*np.diag([1, 0.5])), Group(0.7, [0.0, 0.0], (s*s)*np.diag([1.0, 2.0]))], np.diag([1.5, 1.0])

def allscale2(name, inst, S):
    print(f"\n=== {name}: reading R3 (all covariances scaled by s^2; tau fixed) ===")
    rows = []
    for s in S:
        gr, W = inst(s); m = model(gr, W)
        B, q, Ew, E, Gr = quantities(m, 0, 1.0, False)
        rows.append((s, B, q, Ew))
        print(f"s={s} tau={e(m['tau'])} B={e(B)} q={e(q)} E_w={e(Ew)}")
    xs = [r[0] for r in rows]
    print("slopes (in s; ||Sigma||=s^2): B", [round(x, 2) for x in slope(xs, [r[1] for r in rows])], " q", [round(x, 2) for x in slope(xs, [r[2] for r in rows])], " E_w", [round(x, 2) for x in slope(xs, [r[3] for r in rows])])

if __name__ == '__main__' and 'r3b' in sys.argv[1:]:
    allscale2('ALL-ZERO-MEAN variant of MINE, small', inst_zero_all, [0.1, 0.01, 1e-3])
    allscale2('MINE, large', inst_mine_all, [10, 100, 1000])
