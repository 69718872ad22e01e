# 4-shift training pool, batch 240 (every (q,k) pair 4 times), T = 3200: does the rho = 0.4 CoT failure persist?
import sys; sys.argv = sys.argv[:1]
from ch7_pc import *
W = train_fast(3200, 0, reps=4, nbank=32)
np.save('W_T3200_s0_sh4_B240.npy', W.numpy())
print('train loss', train_loss(W))
for pc in [0.75, 0.7, 0.65, 0.625, 0.6, 0.5625]: print(pc, cot_error(W, pc))
print('ICL', [(pc, icl_error(W, pc)[0]) for pc in [0.9, 0.8, 0.78, 0.77, 0.76, 0.7505]])
