# mhgd.display.sec5.2-phiprime0: "phi'(0) = I_T - (1/T) 1 1^T"
import mpmath as mp
mp.mp.dps = 40
T = 3
def sm(v):
    e = [mp.e**x for x in v]; s = sum(e); return [x/s for x in e]
h = mp.mpf('1e-12')
J = mp.matrix(T, T)
for j in range(T):
    vp = [h if k == j else 0 for k in range(T)]; vm = [-h if k == j else 0 for k in range(T)]
    a, b = sm(vp), sm(vm)
    for i in range(T): J[i, j] = (a[i]-b[i])/(2*h)
printed = mp.matrix([[ (1 if i == j else 0) - mp.mpf(1)/T for j in range(T)] for i in range(T)])
R0 = mp.matrix([[ (mp.mpf(1)/T if i == j else 0) - mp.mpf(1)/T**2 for j in range(T)] for i in range(T)])
fro = lambda A: mp.sqrt(sum(A[i, j]**2 for i in range(T) for j in range(T)))
print("Jacobian (central diff):", [[mp.nstr(J[i, j], 10) for j in range(T)] for i in range(T)])
print("||J - printed||_F =", mp.nstr(fro(J - printed), 10), " ||J - R_0||_F =", mp.nstr(fro(J - R0), 5))
print("||printed||_F =", mp.nstr(fro(printed), 10), "(sqrt2)  ||J||_F =", mp.nstr(fro(J), 10), "(sqrt2/3)")
