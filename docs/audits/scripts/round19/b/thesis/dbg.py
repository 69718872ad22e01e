import numpy as np, torch
import eqE_6_10 as E
out = E.run(1003, 3, 4, 1.0, 50, 20, 20, T=3, checkpoints=(1,))
print(out[1]['e6'], out[1]['e6b'])
