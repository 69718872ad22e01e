"""Audit chenli.display.lemma5.9-column-split: seed 000 L712-L714. Theta_[1] = the columns S_[1] = {1..d1}."""
import numpy as np
for d1, d2, d3 in [(2, 1, 1), (1, 1, 2), (3, 2, 4)]:
    d = d1 + d2 + d3
    T = np.arange(1, d * d + 1, dtype=float).reshape(d, d)
    lhs = (T[:, :d1] ** 2).sum()
    printed = (T ** 2).sum() - sum((T[:, i - 1] ** 2).sum() for i in range(d1 + 1, d3 + 1))
    fixed = (T ** 2).sum() - sum((T[:, i - 1] ** 2).sum() for i in range(d1 + 1, d + 1))
    print(f"d1={d1} d2={d2} d3={d3}: ||Theta_[1]||_F^2={lhs:.0f}  printed rhs (upper index d3)={printed:.0f}  upper index d: {fixed:.0f}")
