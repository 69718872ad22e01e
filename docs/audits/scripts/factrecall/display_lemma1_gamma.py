# Audit factrecall.display.lemma1-gamma (seed 002 L606-L622). Own computation (sympy exact + numpy random), no repo code.
import sympy as sp, numpy as np
def gammas(phi, Vh, eos):
    v = sum((phi[z] for z in Vh), sp.zeros(*phi[eos].shape)) + phi[eos]/2
    out = {}
    for z in phi:
        ip = (v.T*phi[z])[0]
        out[z] = sp.nsimplify(ip - 1 if z in Vh else (ip - sp.Rational(1, 2) if z == eos else ip))
    return out
def printed(phi, Vh, z):
    if z in Vh: return sum(((phi[z].T*phi[zp])[0] for zp in Vh if zp != z), sp.Integer(0))
    return sum(((phi[z].T*phi[zp])[0] for zp in Vh), sp.Integer(0))
# helper's instance: d = 2, V^(h) = {A} with phi(A) = e1, phi(EOS) = (e1+e2)/sqrt2, z = B with phi(B) = e2 (outside V^(h))
e1, e2 = sp.Matrix([1, 0]), sp.Matrix([0, 1])
phi = {'A': e1, 'EOS': (e1+e2)/sp.sqrt(2), 'B': e2}
g = gammas(phi, ['A'], 'EOS')
print("helper instance: gamma_B (definition) =", g['B'], "=", float(g['B']), "; printed =", printed(phi, ['A'], 'B'),
      "; gamma_A (def) =", g['A'], "; printed =", printed(phi, ['A'], 'A'))
# my instance: d = 3, unit vectors with rational coordinates, V^(h) = {A, C}
u = lambda *c: sp.Matrix(c)/sp.sqrt(sum(x**2 for x in c))
phi = {'A': u(1, 2, 2), 'C': u(2, -1, 2), 'EOS': u(0, 3, 4), 'B': u(4, 0, 3)}
g = gammas(phi, ['A', 'C'], 'EOS')
for z in ('A', 'C', 'B'):
    p = sp.nsimplify(printed(phi, ['A', 'C'], z)); corr = sp.nsimplify(p + (phi['EOS'].T*phi[z])[0]/2)
    print(f"d=3 z={z}: gamma (def) = {g[z]} ; printed = {p} ; printed + <phi(EOS),phi(z)>/2 = {corr} ; equal to def: {sp.simplify(corr - g[z]) == 0}")
# random sphere embeddings: difference between definition and printed is exactly <phi(EOS),phi(z)>/2 (nonzero a.s.)
rng = np.random.default_rng(0); d = 50; V = 8
P = rng.normal(size=(V+2, d)); P /= np.linalg.norm(P, axis=1, keepdims=True)
Vh, eos, zout = list(range(V)), V, V+1
v = P[Vh].sum(0) + P[eos]/2
for z in (0, zout):
    gdef = v@P[z] - (1 if z in Vh else 0)
    pr = sum(P[z]@P[zp] for zp in Vh if zp != z)
    print(f"random d={d}: z={'in V^h' if z in Vh else 'outside'}: def - printed = {gdef - pr:+.6f}, <phi(EOS),phi(z)>/2 = {P[eos]@P[z]/2:+.6f}")
