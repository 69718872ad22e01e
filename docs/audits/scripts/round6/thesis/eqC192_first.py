"""Audit thesis.ch4.eqC.192-first (seed 003 L6181). E[e^{theta G}] vs 1 + theta E G + sum_{p>=2} theta^p E|G|^p/p!
= E[e^{theta|G|}] - theta E|G| + theta E G. G = phi'(x) x^2 - E[phi'(x) x^2], x ~ N(0,1), phi sigmoid (K = d = 1,
w = v = 1: the centred Hessian quadratic form). scipy quad."""
import numpy as np
from scipy.integrate import quad
pdf = lambda x: np.exp(-x * x / 2) / np.sqrt(2 * np.pi)
dphi = lambda x: np.exp(-np.logaddexp(0, -x) - np.logaddexp(0, x))
m = quad(lambda x: dphi(x) * x * x * pdf(x), -np.inf, np.inf)[0]
G = lambda x: dphi(x) * x * x - m
for theta in [1.0, 0.5, 2.0]:
    lhs = quad(lambda x: np.exp(theta * G(x)) * pdf(x), -np.inf, np.inf, limit=200)[0]
    EabsG = quad(lambda x: abs(G(x)) * pdf(x), -np.inf, np.inf, limit=200)[0]
    EG = quad(lambda x: G(x) * pdf(x), -np.inf, np.inf, limit=200)[0]
    series = quad(lambda x: np.exp(theta * abs(G(x))) * pdf(x), -np.inf, np.inf, limit=200)[0] - theta * EabsG + theta * EG
    print(f"theta={theta}: E[e^(theta G)] = {lhs:.6f}; printed series = {series:.6f}; E G = {EG:.1e}; '<=' holds: {lhs <= series}")
