# Audit (E.109) third -> fourth line
from fractions import Fraction as F
import itertools, random
def lines(R,eps,al,alp,M1):
    a=F(2)/(alp*M1); b=F(4)/(al*M1)
    third=1-(1-R-a+R*a)*(1+eps+b+b*eps)
    v=eps+(4+4*eps)/(al*M1)
    fourth=R+a-R*a-(1-R-a)*v
    return third,fourth,R*a*v
t,f,d=lines(F(1,2),F(1,10),F(1),F(1),F(4)); print('instance R=1/2,eps=1/10,alpha=alpha\'=1,M1=4: third',t,'fourth',f,'fourth-third',f-t,'Rav',d)
random.seed(1); bad=0; N=2000
for _ in range(N):
    R=F(random.randint(1,99),100); eps=F(random.randint(1,99),100)
    al=F(random.randint(1,100),100); alp=F(random.randint(1,100),100); M1=random.randint(3,10**4)
    if al*M1<4 or alp*M1<=2: continue
    t,f,d=lines(R,eps,al,alp,M1)
    assert f-t==d
    bad+= (t<f)
print('random domain points with third<fourth:',bad)
