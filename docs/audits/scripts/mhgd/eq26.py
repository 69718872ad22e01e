# mhgd.eq26: phi(v+delta) = phi(v) + phi'(v) delta + o(||delta||^2)
import mpmath as mp
mp.mp.dps = 50
def sm(v):
    m = max(v); e = [mp.e**(x-m) for x in v]; s = sum(e); return [x/s for x in e]
T = 3; v = [mp.mpf(0)]*T; dlt = [mp.mpf(1), 0, 0]
p = sm(v)
J = [[(p[i] if i == j else 0) - p[i]*p[j] for j in range(T)] for i in range(T)]
for t in [mp.mpf(10)**-k for k in (2, 4, 6, 8, 10)]:
    q = sm([v[i] + t*dlt[i] for i in range(T)])
    r = [q[i] - p[i] - t*sum(J[i][j]*dlt[j] for j in range(T)) for i in range(T)]
    nr = mp.sqrt(sum(x**2 for x in r)); nd = t*mp.sqrt(sum(x**2 for x in dlt))
    print(f"t={mp.nstr(t,3)}: ||rem||/||t delta||^2 = {mp.nstr(nr/nd**2, 15)}  ||rem||/||t delta|| = {mp.nstr(nr/nd, 6)}  rem/t^2 = {[mp.nstr(x/t**2, 8) for x in r]}")
print("sqrt(6)/54 =", mp.nstr(mp.sqrt(6)/54, 15), "; (1/2) D^2phi[e1,e1] = (2,-1,-1)/54 -> norm sqrt6/54")
