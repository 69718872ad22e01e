"""Contrast reading (NOT what the corollary prints): all covariances shrink jointly,
tau = sigma_max/sigma_min held fixed (Ex1 geometry, s2 = s1/0.3)."""
import numpy as np, sys, os
sys.path.insert(0, os.path.dirname(__file__))
from refE_cor441_case_i import model
for s in [0.3, 0.1, 0.03, 0.01, 0.003]:
    o = model(np.eye(2), [(0.6, 0.8), (-0.5, 0.5)], [s, s / 0.3], [0.5, 0.5])
    print(f"s1={s:6.3f} s2={s/0.3:6.3f} tau={o['tau']:.3f}  Ew={o['Ew']:.4e}  E={o['E']:.4e}  E_1={o['El'][0]:.4e}  B={o['B_tau']:.3e}  1-v={1-o['v_tau']:.3e}")
