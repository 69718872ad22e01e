# Auditor B, round 25, re-audit note for thesis.ch3.eqB.64-N (seed 003 L4145-L4151, (B.64), proof of Theorem 3.4.4).
# Pure arithmetic: the (3.8) constant implied by the helper's one-pass path, T = floor(0.8 N / B), B = ceil(eps^-2 ln N).
# (3.8) L872: T = Theta(eta^{-1/2} (1 - 2 eps0)^{-1/2} (1 - delta)^{-1/2}); C38 := T / (eta^{-1/2} (1-2eps0)^{-1/2} (1-delta)^{-1/2}).
# eps0 = 1 - |V_d|/N ~ 0.37 at 45 % flips (auditor A's measurement), delta in [0, 0.5) (Assumption B.2.1): C38 shown at delta = 0 and 0.49.
import math
eta, eps, eps0 = 0.2, 0.3, 0.37
hinge = {1200: 0.955, 19200: 0.346, 48000: 0.240, 112000: 0.152, 200000: 0.127}   # the queue block's q = 0.45 values (not mine)
for N in (1200, 4800, 19200, 48000, 112000, 200000):
    B = math.ceil(eps**-2 * math.log(N)); T = math.floor(0.8 * N / B)
    base0 = eta**-0.5 * (1 - 2*eps0)**-0.5; base1 = base0 * (1 - 0.49)**-0.5
    print('N = %6d  B = %4d  T = %5d  C38 = %6.1f (delta 0) .. %6.1f (delta 0.49)   helper V_d hinge %s  (eps = %.1f)' % (
        N, B, T, T / base0, T / base1, hinge.get(N, '-'), eps))
