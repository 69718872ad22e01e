# Audit (D.9): c1/(L Psi(L,i)) vs printed (c1/L) sqrt(d_L/d_L) S/(d_L N_L); Psi(n,i)=sqrt(d_n/d_i) d_i N_i / S (D.7)
import sympy as sp
def run(d,N,i,c1=1):
    L=len(d); S=sum(dl*nl for dl,nl in zip(d,N))
    Psi=lambda n,i: sp.sqrt(sp.Rational(d[n-1],d[i-1]))*d[i-1]*N[i-1]/sp.Integer(S)
    mx=max(Psi(n,i) for n in range(1,L+1)); assert mx==Psi(L,i)
    true=sp.nsimplify(c1/(L*Psi(L,i))); printed=sp.Rational(c1,L)*sp.Integer(S)/(d[L-1]*N[L-1])
    psi_i=sp.sqrt(d[L-1]*d[i-1])*N[i-1]/sp.Integer(S)  # (5.9)
    print(f"d={d} N={N} i={i}: c1/(L Psi(L,i))={sp.simplify(true)}  printed={printed}  c1/(L psi_i) (5.8)={sp.simplify(sp.Integer(c1)/(L*psi_i))}")
run([1,4],[1,1],1); run([1,4],[1,1],2); run([1,2,9],[3,1,2],1)
