# Audit (b) of chenli.display.lemma5.11-r-theta-direction (seed 000 L812): t = ||Theta||_F^2, printed t/||Theta||_op^2 <= r_Theta and
# t^2/||Theta||_op^4 <= r_Theta "by Assumption 3" (||Theta||_F^2 >= r_Theta ||Theta||_op^2, log^c/(kappa lambda) << r_Theta << d^{1/4}).
import numpy as np
rng = np.random.default_rng(2)
for d, r in [(10**4, 5.0), (2000, 4.0)]:
    # Theta = I_d (stable rank d) and a random Gaussian d x d (stable rank ~ d/4)
    for name, T in [("I_d", None), ("Gaussian", rng.standard_normal((d, d))/np.sqrt(d) if d <= 2000 else None)]:
        if name == "I_d": F2, op2, FF = float(d), 1.0, float(d)   # ||Theta Theta^T||_F^2 = d
        elif T is None: continue
        else:
            s = np.linalg.svd(T, compute_uv=False); F2 = float(np.sum(s**2)); op2 = float(s[0]**2); FF = float(np.sum(s**4))
        t = F2
        print(f"d={d} {name}: Assumption 3 (F2 >= r op2): {F2 >= r*op2} (r_Theta = {r}, d^(1/4) = {d**0.25:.1f}); "
              f"t/op^2 = {t/op2:.1f} <= r? {t/op2 <= r};  t^2/op^4 = {t*t/op2**2:.3g} <= r? {t*t/op2**2 <= r};  "
              f"L670-form t/op^2 >= r: {t/op2 >= r}, t^2/||Theta Theta^T||_F^2 = {t*t/FF:.1f} >= r: {t*t/FF >= r}")
