"""Audit r14 A: chenli L2028 (Case (B) Step 2, checking (163)): sqrt(m) ||a||/r^2 >~ m sqrt(log k)/(lambda F),
r = sqrt((1 - 2 kappa) lambda) F (L2016), a as at L1996-L1998. With m = 1 the ratio lhs/shape is
(||a||/F)/((1 - 2 kappa) sqrt(log k)), i.e. my L2010 lower-part quantity over (1 - 2 kappa): reuse that family."""
import importlib.util, math, os

spec = importlib.util.spec_from_file_location("s2", os.path.join(os.path.dirname(__file__), "chenli.display.lemma6.4-B-step2-a-norm-lower.py"))
s2 = importlib.util.module_from_spec(spec); spec.loader.exec_module(s2)

if __name__ == "__main__":
    lam, c7, ld, m = 0.5, 1e-3, 1000.0, 1
    kappa = c7 * lam**6.5 / (m**6.5 * ld**2)
    print(f"kappa = {kappa:.2e}: lhs/shape = (||a||/(F sqrt(log k)))/(1 - 2 kappa), the factor is {1/(1-2*kappa):.12f}")
    for c in (0.3, 0.1, 1e-2, 1e-3, 3e-4):
        s2.sizes(ld, 0.5 / math.log(1 / c), lam=lam, c7=c7)
