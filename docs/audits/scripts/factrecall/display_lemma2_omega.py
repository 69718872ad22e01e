# Audit factrecall.display.lemma2-omega (seed 002 L658-L664). Embeddings phi(.) iid uniform on S^{d-1} (L169), phi(EOS) likewise;
# w_i uniform on the unit sphere of phi(EOS)^perp. Exact moments (sympy, derived below) + independent Monte Carlo (numpy). No repo code.
import numpy as np, sympy as sp
d = sp.symbols('d', positive=True)
# Exact: given e = phi(EOS), P = I - ee^T, E[w w^T] = P/(d-1); w_i, w_j independent given e.
# E[w_i w_i^T (x) w_j w_j^T] -> E[<x,w_i><w_i,y><x,w_j><w_j,y>] = E[(x^T P y)^2]/(d-1)^2.
# u = <x,e>: E u^2 = 1/d, E u^4 = 3/(d(d+2)).  x = y: E[(x^T P x)^2] = E[(1-u^2)^2];  x indep y: E[(x^T P y)^2] = E||Px||^2/d = (d-1)/d^2.
Ezz_same = 1 - 2/d + 3/(d*(d+2)); Ezz_diff = (d-1)/d**2
Eaa = {True: 1, False: 1/d}                     # E<phi(a),phi(a')>^2
Ezz = {True: Ezz_same, False: Ezz_diff}
rho = {True: 1, False: 1/d}
print("case (a=a', z=z') | exact lhs | printed middle d^-2 E[..]E[..] | printed bound d^-2 rho rho | lhs/bound")
for aa in (True, False):
    for zz in (True, False):
        lhs = sp.simplify(Eaa[aa]*Ezz[zz]/(d-1)**2); mid = sp.simplify(Eaa[aa]*Ezz[zz]/d**2); bd = rho[aa]*rho[zz]/d**2
        ratio = sp.simplify(lhs/bd)
        print(f"a=a':{aa!s:5} z=z':{zz!s:5} lhs={sp.factor(lhs)}  ratio={sp.factor(ratio)}  at d=3: lhs={lhs.subs(d,3)} mid={mid.subs(d,3)} bound={bd.subs(d,3)} ratio={float(ratio.subs(d,3)):.4f}; d=50 ratio={float(ratio.subs(d,50)):.5f}")
# Monte Carlo check of the exact lhs, d = 3 and d = 5
rng = np.random.default_rng(7)
def unit(n, k): x = rng.normal(size=(n, k)); return x/np.linalg.norm(x, axis=1, keepdims=True)
for dd in (3, 5):
    N = 2_000_000
    e = unit(N, dd); x = unit(N, dd); y = unit(N, dd); a = unit(N, dd); a2 = unit(N, dd)
    def wperp():
        w = rng.normal(size=(N, dd)); w -= (w*e).sum(1, keepdims=True)*e; return w/np.linalg.norm(w, axis=1, keepdims=True)
    wi, wj = wperp(), wperp()
    for aa in (True, False):
        for zz in (True, False):
            yy = x if zz else y; A2 = a if aa else a2
            s = (a*A2).sum(1)**2 * (x*wi).sum(1)*(wi*yy).sum(1)*(x*wj).sum(1)*(wj*yy).sum(1)
            ex = float((Eaa[aa]*Ezz[zz]/(d-1)**2).subs(d, dd)); bd = float((rho[aa]*rho[zz]/d**2).subs(d, dd))
            print(f"MC d={dd} a=a':{aa!s:5} z=z':{zz!s:5} mean={s.mean():.5f} +- {2*s.std()/np.sqrt(N):.5f}  exact={ex:.5f}  printed bound={bd:.5f}")
