"""Independent audit of chenli Lemma 6.4's proof, Case (B) Step 2 (seed 000 L1996-L2012):
  a_1..a_m = x^T Theta_i X_{2,S} - s - xi ||Theta_1||_F  (L1996),
  ||Theta_1||_F sqrt(m log k) <~ ||a|| <~ ||Theta_1||_F [sqrt(m log k) + exp(1/2nu) (sigma/eps*) (2s + xi F)]  (L2010),
  sigma = c_* eps*/(2s + xi F) (L1577), c_* = exp(-1/2nu) (76): the bracket is sqrt(m log k) + 1.
Three readings of a_i (m = 1), evaluated on the family of chenli.display.lemma6.4-B-a-norm.py (own script; Fact 6.7's
constructive S = the heavy set, Case (B), every checkable hypothesis checked there), at the worst assignment of the
coordinates in S that Step 2 leaves free:
 (i)  as printed: x^T (Theta)_{:,S} X_{2,S} - s - xi F, X_{2,S} free (Step 1 of Case (B) runs over X_{2,S^c} only;
      X_2's bullet constrains the full x^T Theta X_2, not its S-part);
 (ii) the proof's own justification ('conditioning on X_2 satisfying its bullet points, |a_i| = Theta(F sqrt(log k))'):
      X_{2,S} read as X_2: a_i = x^T Theta_i X_2 - s - xi F, x^T Theta_i X_2 in F(sqrt(10 log k)+beta) + [0, xi F];
 (iii) what the event of L1990-L2000 needs (x^T Theta_i X_3 = x^T (Theta_i)_{:,S} X_{3,S} + <v_i, X_{3,S^c}> in
      [x^T Theta_i X_2 - s - xi F, x^T Theta_i X_2 - s]): a_i = x^T Theta_i X_2 - s - xi F - x^T (Theta_i)_{:,S} X_{3,S},
      X_{3,S} free (Step 2 runs over X_{3,S^c})."""
import importlib.util, mpmath as mp
spec = importlib.util.spec_from_file_location("ba", "/work/audit/r13B/chenli/chenli.display.lemma6.4-B-a-norm.py")
ba = importlib.util.module_from_spec(spec); spec.loader.exec_module(ba)
k, beta, xi, nu = 3, 1.0, 1e-3, 0.4
s_over_F = 0.01                                   # s = c min(1, F), F >> 1: s/F tiny
for ld in (600, 1000, 2000):
    ratio_b, hyp = ba.closed_form(ld)
    assert not [kk for kk, vv in hyp.items() if vv is False]
    with mp.workdps(40):
        Ssum = (ratio_b * (mp.sqrt(mp.log(k)) + beta) - mp.sqrt(10 * mp.log(k)) - beta)   # ||(Theta^T x)_S||_1 / F
        bracket = mp.sqrt(mp.log(k)) + mp.e ** (1 / (2 * mp.mpf(nu))) * mp.e ** (-1 / (2 * mp.mpf(nu)))  # (76)
        r_i = (Ssum + s_over_F + xi) / bracket
        a2 = mp.sqrt(10 * mp.log(k)) + beta            # x^T Theta X_2 / F at its bullet's lower end
        r_ii = abs(a2 - s_over_F - xi) / bracket
        r_iii = (a2 - s_over_F - xi + Ssum) / bracket
    print(f"log d = {ld}: ||(Theta^T x)_S||_1/F = e^{float(mp.log(Ssum)):.1f};  ||a||/(F [sqrt(log k) + 1]): "
          f"(i) printed e^{float(mp.log(r_i)):.1f}, (ii) proof's justification {float(r_ii):.3f}, (iii) the event's a_i e^{float(mp.log(r_iii)):.1f}")
