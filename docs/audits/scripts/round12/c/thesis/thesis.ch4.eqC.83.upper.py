"""Auditor C, round 12: thesis (C.83)'s upper side (Lemma C.3.1, L5652) is the same display as (C.135) L5885:
Hess f_n(W) <= C_2 sum_l lambda_l (||mu~_l||_inf + ||Sigma_l^{1/2}||)^2 I_{dK} for all W in B(W*P, r), w.p. >= 1 - d^-10,
once n >= (C.82). Same instance and computation as my (C.135) script (own code), run here."""
import runpy, os
runpy.run_path(os.path.join(os.path.dirname(os.path.abspath(__file__)), "thesis.ch4.eqC.135.py"), run_name="__main__")
