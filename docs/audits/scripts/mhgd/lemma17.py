# Audit of mhgd.lemma17 (121): ||p_1|| <= C S (sqrt(d/n1)+sqrt(log(1/delta)/n1)) w.p. >= 1-2delta.
# Independent: build first-phase GD step from (120)'s derivation (row of U^(1)) directly from data, exact fractions.
from fractions import Fraction as F
import math, random
import numpy as np

def row_U1(labels, zeta, S, T, alpha=1, d=2):
    # DM1 with no noise in irrelevant tokens' projection onto mu (compute p_1 part only: relevant tokens)
    # mu_+ = S e1, mu_- = S e2 ; relevant tokens contribute zeta*T copies of mu_y
    n = len(labels)
    acc = [F(0)]*d
    for y in labels:
        mu = [S,0] if y==1 else [0,S]
        for k in range(2): acc[k] += F(y)*F(mu[k])*F(zeta)*T   # sum over relevant t of x_t
    # row = alpha/(2nT) sum_i y_i sum_{t in R} x_{i,t}   (relevant part only) -> p_1
    return [alpha*a/(2*n*T) for a in acc]

zeta=F(1,2); S=1; T=2; d=2; delta=0.1
u_star=[S,-S]
print("n1, ||p1|| (reading A: full p1 of (120)), ||p1 - zeta/2 u*|| (reading B), RHS/C")
random.seed(1)
for n1 in [10,100,1000,10**4,10**5,10**6]:
    labels=[random.choice([1,-1]) for _ in range(n1)]
    p1=row_U1(labels,zeta,S,T)
    nA=math.sqrt(float(sum(x*x for x in p1)))
    pB=[p1[k]-zeta/2*u_star[k] for k in range(2)]
    nB=math.sqrt(float(sum(x*x for x in pB)))
    rhs=S*(math.sqrt(d/n1)+math.sqrt(math.log(1/delta)/n1))
    print(n1, round(nA,5), round(nB,5), round(rhs,5), "ratioA", round(nA/rhs,2), "ratioB", round(nB/rhs,2))
# deterministic lower bound over ALL label sequences: ||(1/n) sum y mu_y||^2 = S^2((n+/n)^2+(n-/n)^2) >= S^2/2
print("lower bound reading A: zeta S/(2 sqrt2) =", float(zeta)*S/(2*math.sqrt(2)))
# reading B: p1-(zeta/2)u* = (zeta/2)((a-1) mu_+ + (1-b)... ) with a=n+/n, b=n-/n: = (zeta/2)S*((a-1), -(b-1)*(-1))
# ||.||^2 = (zeta/2)^2 S^2 ((1-a)^2+(1-b)^2), a+b=1 -> (zeta/2)^2 S^2 (b^2+a^2) >= (zeta/2)^2 S^2/2 : same bound
print("E[y mu_y] = (mu_+ - mu_-)/2 = u*/2, not u* (proof of Lemma 17 claims E X_v = <v,u*>)")

# Lemma 2 as stated: U^(1) = alpha 1 (zeta/2 u*^T + p^T), ||p|| <= P -> 0.  Simulate full first-phase row (with noise tokens)
rng = np.random.default_rng(0)
def lemma2_p(n1, zeta=0.5, T=4, M=2, S=1.0, d=6, sig=0.1):
    E = np.eye(d)*S; mup, mum, nus = E[0], E[1], [E[2+l] for l in range(M)]
    acc = np.zeros(d)
    for _ in range(n1):
        y = rng.choice([1, -1]); rel = int(zeta*T)
        toks = [mup if y == 1 else mum]*rel + [nus[rng.integers(M)] + sig*rng.standard_normal(d)*np.r_[0,0,0,0,1,1] for _ in range(T-rel)]
        acc += y*np.sum(toks, axis=0)
    row = acc/(2*n1*T)                       # alpha = 1: row of U^(1) = (1/(2 n1 T)) sum_i y_i sum_t x_{i,t}
    return np.linalg.norm(row - zeta/2*(mup-mum))
for n1 in [100, 10000, 200000]:
    print("Lemma 2 p norm at n1 =", n1, ":", round(lemma2_p(n1), 4), "(does not vanish; zeta S/(2 sqrt2) =", round(0.5/(2*math.sqrt(2)), 4), ")")
