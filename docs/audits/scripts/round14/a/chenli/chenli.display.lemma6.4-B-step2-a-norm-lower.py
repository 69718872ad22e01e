"""Audit r14 A: chenli L1996-L2010 (Lemma 6.4 proof, Case (B) Step 2), lower part ||Theta_1||_F sqrt(m log k) <~ ||a||,
a_i = x^T Theta_i X_{2,S} - s - xi F (i <= m), a_{m+1} = (F^2/||x^T E'_{S^c}||)(sigma/eps*)(2s + xi F) = c_* F^2/||x^T E'_{S^c}||
(sigma of L1577), c_* = exp(-1/2nu) ((76)). Own family (m = 1): my a-norm-lower diagonal Theta (heavy entries +-h on S,
|S| = d'), E' with single-entry off-diagonal columns, |c_j| = A on S and 1 on n others, scaled to ||E'||_F = F (so
||E'^T x|| = ||E'||_F for every x), Case (B) needs n (e^{1/nu} - 1) > |S| A^2 and A > 1 (S = top set).
Then |a_1| <= h (an assignment of X_{2,S} puts the S-sum within h of s + xi F) and |a_{m+1}| = c_* F sqrt(1 + |S| A^2/n)."""
import importlib.util, math, os
import numpy as np

spec = importlib.util.spec_from_file_location("aln", os.path.join(os.path.dirname(__file__), "chenli.display.lemma6.4-a-norm-lower.py"))
aln = importlib.util.module_from_spec(spec); spec.loader.exec_module(aln)
rng = np.random.default_rng(12)

def explicit(d=600, nS=40, n=200, A=1.05, F=20.0, nu=0.5, s=0.1, xiF=1e-3):
    """Mechanics: Case (B) at these sizes, |a_{m+1}| formula, and the S-sum reaching s + xi F."""
    S = np.arange(nS); light = np.arange(nS, nS + n)
    E = np.zeros((d, d))
    for j in S: E[(j + 1) % nS if nS > 1 else 0, j] = A        # off-diagonal inside S (p(j) != j)
    for j in light: E[(j + 1 - nS) % n + nS, j] = 1.0
    E *= F / np.linalg.norm(E)
    x = rng.choice([-1.0, 1.0], size=d)
    v = E.T @ x
    top = np.argsort(-v**2)[:nS]
    rest = np.setdiff1d(np.arange(d), top)
    caseA = np.sum(v[rest]**2) <= math.exp(-1 / nu) * np.sum(v**2)
    caseB = (np.max(v[rest]**2) <= np.sum(v[rest]**2) / (nu * nS)) and not caseA
    cstar = math.exp(-1 / (2 * nu))
    am1 = cstar * F**2 / np.linalg.norm(v[rest])
    print(f"explicit d={d} |S|={nS} n={n} A={A} nu={nu}: top set = S: {set(top) == set(S)}, Case (A): {caseA}, Case (B): {caseB};"
          f" |a_(m+1)| = {am1:.4f} = c_* F sqrt(1 + |S|A^2/n) = {cstar*F*math.sqrt(1 + nS*A*A/n):.4f}; F sqrt(log 3) = {F*math.sqrt(math.log(3)):.3f}")

def sizes(ld, nu, lam=0.5, k=3, c7=1e-3, c8=3.0, A=1.05, m=1):
    """|a_1|/F <= h/F from the a-norm-lower family; |a_{m+1}|/F = c_* sqrt(1 + |S| A^2/n), n = d/4."""
    lkap = math.log(c7) + 6.5 * math.log(lam) - 6.5 * math.log(m) - 2 * math.log(ld)
    ldp = lkap + ld / 2 - math.log(nu) - 0.5 * math.log(ld)
    lh = 0.5 * (math.log(2 * 0.5) + lkap - ldp)
    cstar = math.exp(-1 / (2 * nu))
    ratioSn = math.exp(ldp + 2 * math.log(A) - (ld - math.log(4)))
    am1 = cstar * math.sqrt(1 + ratioSn)
    ok = {"(77) m kappa << lam e^{-1/nu} (x10)": math.log(10 * m) + lkap <= math.log(lam) - 1 / nu,
          "Case (B): n (e^{1/nu} - 1) > |S| A^2": math.log(math.expm1(1 / nu)) > math.log(ratioSn),
          "A > 1 (S the top set)": A > 1}
    lhs = (math.exp(lh) + am1) / math.sqrt(math.log(k))
    print(f"log d={ld} nu={nu:.3f} (c_* = {cstar:.2e}): ||a||/(F sqrt(log k)) <= {lhs:.3e}; hyps {all(ok.values())} {'' if all(ok.values()) else ok}")

if __name__ == "__main__":
    explicit(); explicit(nu=0.25, n=400)
    aln.part2(1000, c7=1e-3)                      # the Theta-side hypotheses of the family at c of (7) = 1e-3
    for c in (0.3, 0.1, 1e-2, 1e-3, 3e-4):
        sizes(1000, 0.5 / math.log(1 / c))
