from ch6_E72_E73_ood import train, ood_eval
res = train(delta=0.02, seed=5, cT=10, Tmode='E62', m=240, B=90)
o = ood_eval(res); oi = ood_eval(res, family='identity')
print(f"m=240 B=90 delta=0.02 seed=5 T={res['T']} train_loss={res['train_loss']:.4f} | householder minF(z=+1)={o['minF_pos']:.3f} frac<0={o['frac_neg_pos']:.3f} E72={o['E72_best']:.3f} kept={o['n_ok']} | ID minF={oi['minF_pos']:.3f}", flush=True)
