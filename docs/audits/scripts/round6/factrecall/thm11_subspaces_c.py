# Auditor c: seed 002 L941/L949 (proof of Thm 11): P, Q ceil(d/2)-dim, P ⟂ phi(EOS), Q ⟂ P and phi(EOS), in R^d.
# Independent: dimension count + a constructive attempt (orthogonal complement rank) for each d.
import numpy as np
from math import ceil, floor
rng = np.random.default_rng(0)
for d in range(1, 42):
    need = 2*ceil(d/2) + 1          # dim(P ⊕ Q ⊕ span phi(EOS)) if all three mutually orthogonal
    e = rng.standard_normal(d); e /= np.linalg.norm(e)            # phi(EOS) on the sphere
    # build P: ceil(d/2) orthonormal vectors orthogonal to e (if possible)
    B = np.linalg.svd(e[None, :])[2][1:]                            # basis of e^⟂ (d-1 dims)
    kP = ceil(d/2)
    ok_P = kP <= B.shape[0]
    room_Q = B.shape[0] - kP if ok_P else -1                        # dims left orthogonal to P and e
    ok_Q = room_Q >= ceil(d/2)
    # the floor reading (Lemma 3, d odd): floor(d/2) each
    kf = floor(d/2); ok_floor = 2*kf + 1 <= d
    if d <= 12 or d % 10 == 1:
        print(f"d={d:2d} need={need:3d} > d: {need>d}  P fits={ok_P} room for Q={room_Q} (needs {ceil(d/2)}) Q fits={ok_Q}  floor-reading fits={ok_floor}")
    assert need > d and not ok_Q
    if d % 2 == 1: assert 2*kf + 1 == d
print("printed ceil(d/2) construction impossible for every d >= 1; floor(d/2) (Lemma 3, d odd) fits exactly")
