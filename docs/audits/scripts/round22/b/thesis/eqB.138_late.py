# companion of eqB.138.py: K(t) late in training (eta = 1, xi = 0.1, m = 64, B = 128), 8 seeds
import numpy as np, importlib.util, sys
spec=importlib.util.spec_from_file_location("m","/work/audit/r22b/thesis/eqB.138.py"); mod=importlib.util.module_from_spec(spec); spec.loader.exec_module(mod)
KK=np.array([mod.run(sd,128,64,241,eta=1.0)[0] for sd in range(8)])
for t in (0,1,2,5,10,20,40,80,120,160,200,240):
    print(f"t={t:3d}: P(K<0)={np.mean(KK[:,t]<0):.2f} median K={np.median(KK[:,t]):+.2e}",flush=True)
