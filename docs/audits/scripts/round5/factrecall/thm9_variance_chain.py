"""Audit factrecall.display.thm9-variance-chain: seed 002 L548. The printed sentence reads (seed text, verbatim in the
LaTeX): 'E[<e_x,e_z>^4]^{1/2} <= 4 d^{-1} if x != z, and 1 otherwise'. Check both cases for e uniform on S^{d-1}."""
from fractions import Fraction as F
import math
for d in (2, 3, 5, 10, 100):
    m4 = F(3, d * (d + 2))          # E<e_x, e_z>^4 for independent uniform unit vectors
    print(f"d={d}: x != z: sqrt(E<.>^4) = {math.sqrt(m4):.4f} <= 4/d = {4/d:.4f}: {math.sqrt(m4) <= 4/d};  x = z: <e_x,e_x> = 1, printed value 1")
