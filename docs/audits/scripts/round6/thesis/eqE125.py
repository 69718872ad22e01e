"""Audit thesis.ch6.eqE.125 (seed 003 L8541-L8543; Definition E.4.4 items 4-5 L8002-L8003: gamma_{t,n} = 1 - sum_{s in N_*}
softmax, gamma_t = max_n gamma_{t,n}). Prompt-level softmax over l context tokens; N_j = tokens with the query's IDR pattern."""
import numpy as np
def sm(z):
    e = np.exp(z - np.max(z)); return e / e.sum()
prompts = [np.array([2.0, 0.0, 0.0]), np.array([0.0, 0.0, 0.0])]  # logits; token 0 in N_j (= N_*) in both prompts
gam = [1 - sm(z)[0] for z in prompts]; gamma_t = max(gam)
for n, z in enumerate(prompts):
    off = sm(z)[1:].sum()
    print(f"prompt {n}: mass off N_j = {off:.4f} (= gamma_(t,n) = {gam[n]:.4f}); gamma_t = {gamma_t:.4f}; '>= gamma_t': {off >= gamma_t - 1e-15}")
z = np.array([0.0, 2.0, 2.0]); s = sm(z)
print(f"literal summand softmax_s (s in N_j = token 0), one prompt logits (0,2,2): (l-|N_j|) softmax_s = {2*s[0]:.4f} vs gamma_t = {1-s[0]:.4f}")
