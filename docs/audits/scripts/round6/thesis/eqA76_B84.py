"""Audit thesis.ch2.eqA.76 / ch3.eqB.84 (seed 003 L3014, L4251; noise bound (A.39) L2801 ||z|| <= sigma + tau,
(B.29) ||z|| <= sigma). Only the norm bound is stated, so a point-mass noise at the radius along p_1 is admissible.
P(|z^T p_1| >= r sqrt(log m)) with r the radius: 1 if sqrt(log m) <= 1 (m <= e), else 0."""
import math
for m in [2, 3, 10, 1000]:
    r = 1.0   # sigma + tau (A) or sigma (B); the comparison is scale free
    thr = r * math.sqrt(math.log(m))
    P = 1.0 if r >= thr else 0.0
    print(f"m={m}: threshold/radius = {math.sqrt(math.log(m)):.4f}; worst-case P = {P}; bound m^-c < 1 for every c > 0: {'VIOL' if P > 0 else 'ok (vacuous)'}")
print("hypothesis m >~ M^2 log N with M >= 3 (2 < M, L543), N >= 2: m >= c * 9 log 2 = 6.24 c; m = 2 needs the hidden constant c <= 0.32")
