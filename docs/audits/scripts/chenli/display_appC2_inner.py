# Audit chenli.display.appC.2-inner (seed 000 L3858-L3864). Exact integer / enumeration, no repo code.
import itertools, numpy as np
def sides(Thetas, x, y, T, lam):
    V = np.array([[x @ Th[:, j] for j in T] for Th in Thetas])             # rows x^T (Theta_i)_{:,T}
    yT = np.array([y[j] for j in T])
    a = float(lam @ (V @ yT))                                                # <lambda, V y>
    b = sum(lam[i]*(x @ Thetas[i][:, T] @ yT) for i in range(len(Thetas)))  # sum_i lambda_i x^T (Theta_i)_{:,T} y
    c = sum(x @ Thetas[i][:, j]*y[j] for i in range(len(Thetas)) for j in T) # printed last expression (no lambda_i)
    return a, b, c
print("helper instance m=d=1, Theta=(1), x=y=(1), T={1}, lambda=2:", sides([np.array([[1.]])], np.array([1.]), np.array([1.]), [0], np.array([2.])))
rng = np.random.default_rng(2); d, m = 4, 3
Th = [rng.integers(-3, 4, (d, d)).astype(float) for _ in range(m)]; x = rng.choice([-1., 1.], d); y = rng.choice([-1., 1.], d); T = [0, 2, 3]; lam = np.array([2., -1., 3.])
print("my instance d=4, m=3 (integer Theta):", sides(Th, x, y, T, lam))
# the next display (L3864): E_y exp(i<lambda, V y>) printed as prod_i prod_{j in T} cos(lambda_i <x,(Theta_i)_{:,j}>)
def charfn_exact(Thetas, x, T, lam):
    tot = 0
    for ys in itertools.product([-1., 1.], repeat=len(T)):
        tot += np.exp(1j*sum(lam[i]*sum((x @ Thetas[i][:, j])*ys[t] for t, j in enumerate(T)) for i in range(len(Thetas))))
    return tot/2**len(T)
def charfn_printed(Thetas, x, T, lam):
    return np.prod([np.cos(lam[i]*(x @ Thetas[i][:, j])) for i in range(len(Thetas)) for j in T])
def charfn_right(Thetas, x, T, lam):
    return np.prod([np.cos(sum(lam[i]*(x @ Thetas[i][:, j]) for i in range(len(Thetas)))) for j in T])
one = [np.array([[1.]]), np.array([[1.]])]
print("char fn, m=2, d=1, Theta_1=Theta_2=(1), x=1, lambda=(1,1): exact", charfn_exact(one, np.array([1.]), [0], np.array([1., 1.])).real,
      " printed prod_i prod_j", charfn_printed(one, np.array([1.]), [0], np.array([1., 1.])), " prod_j cos(sum_i ...)", charfn_right(one, np.array([1.]), [0], np.array([1., 1.])))
print("char fn, my d=4, m=3 instance: exact", charfn_exact(Th, x, T, lam).real, " printed", charfn_printed(Th, x, T, lam), " prod_j cos(sum_i)", charfn_right(Th, x, T, lam))
