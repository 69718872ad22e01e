"""Audit factrecall.display.lemma6-eq1342-l1: seed 002 L1336-L1342. mpmath. p* = e_a (S = D = 1), p(r) = 1."""
import mpmath as mp
mp.mp.dps = 30
for A, eps in [(2, mp.mpf('0.5')), (2, mp.mpf('0.49')), (50, mp.mpf('0.49'))]:
    # delta = (-x, x/(A-1), ..., x/(A-1)) with ||delta||_2 = eps (the L1336 bound, at equality)
    x = eps / mp.sqrt(1 + mp.mpf(1) / (A - 1))
    l1 = 2 * x; pr = 1; D = 1
    kl = -mp.log(1 - x)                       # L_r - p(r) H(p*) = p(r) KL(p* || p^)
    print(f"|A|={A} sqrt2 T alpha^2={eps}: 2 p(r)||delta||_1={mp.nstr(2*pr*l1,6)} vs sqrt2 T a^2 D={mp.nstr(eps*D,6)}; "
          f"support-only L1: {mp.nstr(2*pr*x,6)}; true L_r - pH = {mp.nstr(kl,6)}")
