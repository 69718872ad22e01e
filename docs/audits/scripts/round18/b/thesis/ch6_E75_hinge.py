"""(E.75): mean OOD hinge E[l(Psi; P, y)] <= eps, eps = M1^-1/2 = 0.5 (also vs sqrt(log M1 / B) = 0.175)."""
from ch6_E72_E73_ood import train, ood_eval
for seed in [5, 6, 8]:
    res = train(delta=0.02, seed=seed, cT=10, Tmode='E62')
    o = ood_eval(res); o2 = ood_eval(res, family='pairs'); oi = ood_eval(res, family='identity')
    print(f"delta=0.02 seed={seed} T={res['T']} train_loss={res['train_loss']:.4f} | OOD mean hinge: householder {o['ood_hinge']:.3f} (kept {o['n_ok']}), pairs {o2['ood_hinge']:.3f} (kept {o2['n_ok']}) | in-domain-like (Kmat = I) {oi['ood_hinge']:.3f}", flush=True)
