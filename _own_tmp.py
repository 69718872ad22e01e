import sys; sys.path.insert(0,"tests")
from test_thesis_r25_undecidedA import _own_b64_floor
for N in (12000, 30000): print(N, _own_b64_floor(0, N, 0.3, 0.3))
print("flip0.2", _own_b64_floor(0, 30000, 0.2, 0.3))
