# Audit (E.55) second inequality: n1 e^{k d^2 + X^2} / (n1 e^{k d^2+X^2} + n2 e^{X^2/M1}) >= 1 - ((2-a)/a) e^{-X^2}
# n1 = a l/2 (mu_j selected w.p. alpha/2, L1792), n2 = l - n1.
import mpmath as mp
mp.mp.dps=50
def chk(alpha,M1,delta,kappa,X,l=1000):
    alpha=mp.mpf(alpha); n1=alpha*l/2; n2=l-n1
    A=mp.e**(kappa*delta**2+X**2); B=mp.e**(X**2/M1)
    mid=n1*A/(n1*A+n2*B); rhs=1-(2-alpha)/alpha*mp.e**(-X**2)
    corr=1-(n2/n1)*mp.e**(-(1-mp.mpf(1)/M1)*X**2-kappa*delta**2)
    print(f"alpha={alpha} M1={M1} delta={delta} kappa={kappa} X={X}: mid={mp.nstr(mid,10)} printed_rhs={mp.nstr(rhs,10)} ->",
          'VIOLATED' if mid<rhs else 'ok', '| corrected', 'ok' if mid>=corr else 'VIOL')
chk(1,2,mp.mpf('0.2'),1,3)
chk('0.5',10,mp.mpf('0.2'),1,3)
chk('0.5',10,mp.mpf('0.2'),5,3)
chk('0.5',100,mp.mpf('1'),1,10)
chk('0.5',100,mp.mpf('1'),100,10)   # large constant in Theta(delta^2) rescues: needs kappa d^2 >= X^2/M1
chk('0.5',100,mp.mpf('1'),1,mp.mpf('0.5'))
