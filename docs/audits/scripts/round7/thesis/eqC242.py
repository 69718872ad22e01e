"""Audit thesis.ch4.eqC.242 (L6437-L6444): first member ||w* - a U v|| against the last member
delta_1(W*)(||w_bar - U U^T w_bar|| + ||U^T w_bar - v||) + | ||w*|| - a | (the factor ||U v|| = ||v|| dropped).
d = K = 1 (U = 1, w_bar = 1, delta_1 = ||w*||), exact Fractions; instances inside Lemma C.6.5's premises where stated."""
from fractions import Fraction as F
def first(w, a, v):  # w* scalar > 0, U = 1
    return abs(w - a * v)
def last(w, a, v):
    wb = 1 if w > 0 else -1
    return abs(w) * (0 + abs(wb - v)) + abs(abs(w) - a)
for w, a, v, note in [(F(1), F(3), F(2), "helper (v far from U^T w_bar)"), (F(1), F(6, 5), F(101, 100), "gamma_2 = 0.01, |1 - a| = 0.2 (C.241 with gamma_3 <= 1/4)"),
                      (F(1), F(3, 2), F(101, 100), "gamma_2 = 0.01, a = 1.5"), (F(1), F(6, 5), F(1), "unit v (reading)"), (F(1), F(4, 5), F(101, 100), "a < ||w*||")]:
    print(f"{note}: first = {first(w, a, v)}, last = {last(w, a, v)}, first <= last: {first(w, a, v) <= last(w, a, v)};"
          f" with the factor kept: {first(w, a, v) <= abs(w) * abs(1 - v) + abs(abs(w) - a) * abs(v)}")
