# Audit proof of Lemma E.4.10 (L9116): E[theta_n^i] = 0 for theta the angle between fixed V and uniform W on S^{d-1}.
# Angle density on [0,pi]: sin^{d-2}(t)/Z.
import mpmath as mp, numpy as np
mp.mp.dps=30
for d in [2,3,10,100]:
    w=lambda t: mp.sin(t)**(d-2)
    Z=mp.quad(w,[0,mp.pi]); Eall=mp.quad(lambda t:t*w(t),[0,mp.pi])/Z
    Zp=mp.quad(w,[0,mp.pi/2]); Epos=mp.quad(lambda t:t*w(t),[0,mp.pi/2])/Zp
    Ecos=mp.quad(lambda t:mp.cos(t)*w(t),[0,mp.pi])/Z
    print(f"d={d}: E[theta]={mp.nstr(Eall,8)} (pi/2={mp.nstr(mp.pi/2,8)}), E[theta | cos>0 (i in W_n)]={mp.nstr(Epos,8)}, E[cos theta]={mp.nstr(Ecos,3)}")
# Monte Carlo cross-check d=10
rng=np.random.default_rng(0); d=10; v=np.zeros(d); v[0]=1
W=rng.standard_normal((200000,d)); W/=np.linalg.norm(W,axis=1,keepdims=True)
th=np.arccos(np.clip(W@v,-1,1)); print('MC d=10 mean angle',th.mean(),' given cos>0:',th[W@v>0].mean())
