"""Audit thesis.ch6.eqE.176 (seed 003 L8867-L8872) at t = 0, own Ch. 6 model (build() of eqE174_E175.py).
L = (1/B) sum_n (-z^n) sum_{i not in W_n u U_n} a_i 1[.] mix_n^T p_j ;  R = (1/B) sum_n (-z^n) sum_{j in W_n} a_j 1[.] mix_n^T p_j.
Printed: L <~ sqrt(log B/B) R (eta cancels). Also the |.| reading |L| <~ sqrt(log B/B)|R|. p_j: per-prompt (P) and fixed (H)."""
import numpy as np
src = open("eqE174_E175.py").read().split("for seed in range(4):")[0]
ns = {}; exec(src, ns); build = ns['build']
for seed in range(4):
    d = build(seed, B=150000); z, a, gate, W, U, mix, P, lab = d['z'], d['a'], d['gate'], d['W'], d['U'], d['mix'], d['P'], d['lab']
    other = ~(W | U)
    has = (lab == 1).any(1); jn = np.argmax(lab == 1, 1)
    ovP = np.einsum('bd,bd->b', mix, P[np.arange(len(z)), jn]) * has
    ovH = mix @ P[0, np.argmax(lab[0] == 1)]
    for name, ov in (("P", ovP), ("H", ovH)):
        line = []
        for B in (1000, 10000, 150000):
            Lt = (-z[:B]) * ((other[:B] & gate[:B]) @ a) * ov[:B]; Rt = (-z[:B]) * ((W[:B] & gate[:B]) @ a) * ov[:B]
            Lm, Rm = Lt.mean(), Rt.mean(); f = np.sqrt(np.log(B) / B)
            line.append(f"B={B}: L={Lm:+.5f} R={Rm:+.5f} |L|/(f|R|)={abs(Lm)/(f*abs(Rm)):.1f}")
        print(f"seed {seed} {name}: " + " | ".join(line))
