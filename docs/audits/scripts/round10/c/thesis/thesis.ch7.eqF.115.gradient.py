"""Auditor C, round 10: thesis Ch. 7, (F.115) (proof of Lemma F.3.5, App. F.5.1, L9868-L9876; the upper side of (F.9)):
for p~' with another TRR pattern and the same positional encoding as p~, 1 <= t <= O(T_1):
p~'^T eta (1/B) sum_n dl/dW p~ <= eta (1/B) sum_n [(1/(KM))(-a^2/K^2 + (K-1 + (2K-1)a^2/K^2) p_n)(1-p_n)^2 - (1-p_n)^2 a^2/K^3].
Same own code and reading as my thesis.ch7.eqF.116.py (imported from there): the LARGEST form over the column-token
pairs against the printed upper side, K = 1, 2, with the hypotheses' constants (l_tr, B) grown.
"""
import importlib.util
import os

here = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("f116", os.path.join(here, "thesis.ch7.eqF.116.py"))
f116 = importlib.util.module_from_spec(spec)
spec.loader.exec_module(f116)

if __name__ == "__main__":
    for (K, l_tr, B, t) in ((2, 4, 5, 1), (2, 16, 5, 1), (2, 64, 40, 1), (2, 256, 160, 1), (2, 32, 20, 5),
                            (1, 16, 5, 1), (1, 64, 40, 1), (1, 256, 160, 1)):
        for seed in (0, 1):
            lo, hi, lower, upper, pm, T1 = f116.run(K, 3, 0.7, 0.9, l_tr, B, t, seed=seed)
            print(f"K = {K}, M = 3, alpha = 0.7, eta = 0.9, l_tr = {l_tr}, B = {B}, t = {t}, seed {seed}: largest form "
                  f"{hi:.4f} vs printed upper side {upper:.4f} ({'holds' if hi <= upper else 'FAILS'}); mean p_n {pm:.3f}")
