# Auditor B: chenli L2653-L2655 objective bound and (131), premise = each sample satisfies (130)/(L2637)
import numpy as np, itertools, mpmath as mp
mp.mp.dps=30
k,d,m=2,4,1
for omega in [1.0,1.5,3.0]:
  # Theta_1 = c I + A (A antisymmetric): x Theta x^T = 4c for every x in {+-1}^4
  s=-0.5*np.log(1.5)            # logits (s,-s) -> softmax (0.4,0.6)
  c=s/d
  A=np.zeros((d,d)); A[0,1]=1; A[1,0]=-1
  F=10.0
  A*=np.sqrt(F**2-d*c**2)/np.linalg.norm(A)
  Th=c*np.eye(d)+A; assert abs(np.linalg.norm(Th)-F)<1e-12
  W=np.eye(d)
  xs=[np.array(v,float) for v in itertools.product([1,-1],repeat=d)]
  N=len(xs)   # 16 >= d(omega^2+log d)
  Y1s=[];X2s=[]
  ok130=True
  for x in xs:
    X=np.vstack([x,-x])
    lg=X[0]@Th@X.T; p=np.exp(lg-lg.max()); p/=p.sum()
    Y1=p@X@W; Y1s.append(Y1); X2s.append(X[1])
    dev=np.linalg.norm(p-np.array([0,1.]))
    b2637=k*np.exp(-omega*np.sqrt(np.log(d)))*F
    lhs130=np.linalg.norm(Y1-X[1]@W); rhs130=np.sqrt(k**3*d)*np.exp(-omega*np.sqrt(np.log(d)))*F*np.linalg.norm(W)
    ok130 &= (dev<=b2637) and (lhs130<=rhs130)
  B=np.array(X2s); Y=np.array(Y1s)
  obj_W=np.sqrt(((Y-B@W)**2).sum())
  What=np.linalg.lstsq(B,Y,rcond=None)[0]
  obj_hat=np.sqrt(((Y-B@What)**2).sum())
  lhs131=np.sqrt(((B@(What-W))**2).sum())
  r2655=float(mp.sqrt(k**3*N*d)*mp.e**(-omega*mp.sqrt(mp.log(d))*F)*np.linalg.norm(W))
  corrected=np.sqrt(k**3*N*d)*np.exp(-omega*np.sqrt(np.log(d)))*F*np.linalg.norm(W)
  print(f"omega={omega} N={N} dev={dev:.4f} L2637 bound={b2637:.4f} (130)&L2637 hold for all samples: {ok130}")
  print(f"  objective(sum W)={obj_W:.4f} min obj={obj_hat:.2e}  L2655 rhs={r2655:.3e} ratio={obj_W/r2655:.3e}; corrected rhs={corrected:.3f} holds={obj_W<=corrected}")
  print(f"  (131) lhs={lhs131:.4f} rhs={2*r2655:.3e} holds={lhs131<=2*r2655}")
# second reading: premise = Lemma 7.2's bound (F inside); worst case p-e2 at the bound, check L2655 by Cauchy-Schwarz numerically
omega=1.5; F=10.0
eps=k*mp.e**(-omega*mp.sqrt(mp.log(d))*F)
rng=np.random.default_rng(0); worst=0
for t in range(2000):
  x=rng.choice([-1.,1.],size=(k,d)); v=rng.normal(size=k); v-=v.mean(); v*=float(eps)/np.linalg.norm(v)  # p-e2 sums to 0
  W=rng.normal(size=(d,d))
  lhs=np.linalg.norm(v@x@W); rhs=float(mp.sqrt(k**3*d)*eps/k)*np.linalg.norm(W)
  worst=max(worst,lhs/rhs)
print("Lemma 7.2 reading: max per-sample lhs/(sqrt(k^3 d) e^{-omega sqrt(log d) F} ||W||_F) =",worst)
