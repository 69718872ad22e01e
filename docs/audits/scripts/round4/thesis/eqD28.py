"""Auditor r4 thesis (seed 003) (D.28) L6840, step line 2 -> line 3 (eps^2 + c0^2 cancels on both sides):
sum_{i>=1} i^3.5 |c_i|^2 (t^2+1) t^{2i-2}  <=  (sum_{i>=0} (i+1)^1.75 |c_i| t^i sqrt(t^2+1))^2 ; t = a > 0 (Lemma D.2.1)."""
import mpmath as mp
mp.mp.dps = 40
def sides(c, t, N=60):
    L = mp.fsum(mp.mpf(i) ** 3.5 * abs(c(i)) ** 2 * (t**2 + 1) * t ** (2 * i - 2) for i in range(1, N))
    R = mp.fsum((i + 1) ** mp.mpf(1.75) * abs(c(i)) * t**i * mp.sqrt(t**2 + 1) for i in range(0, N)) ** 2
    return L, R
lin = lambda i: 1 if i == 1 else 0
sin = lambda i: 0 if i % 2 == 0 else (-1) ** ((i - 1) // 2) / mp.factorial(i)
exp_ = lambda i: 1 / mp.factorial(i)
for name, c in (("phi=x", lin), ("phi=sin", sin), ("phi=exp", exp_)):
    for t in ('0.05', '0.25', '0.29', '0.3', '0.5', '0.9', '1', '2'):
        L, R = sides(c, mp.mpf(t))
        print(f"{name} t={t}: line2-part={mp.nstr(L, 6)} line3-part={mp.nstr(R, 6)} holds={L <= R}")
print("phi=x threshold 2^-1.75 =", mp.nstr(mp.mpf(2) ** -1.75, 6))
# phi = x^k: need k^3.5 t^{-2} <= (k+1)^3.5  -> t >= (k/(k+1))^1.75
for k in (1, 2, 5, 20, 100):
    print(f"phi=x^{k}: step holds iff t >= (k/(k+1))^1.75 = {mp.nstr((mp.mpf(k)/(k+1))**1.75, 6)}")
