"""mhgd bounds (Deora et al., "On the Optimization and Generalization of Multi-head Attention"), by part of the paper:

- ``sec3_5_local``: the shared constants beta_1..3, Sec. 3 / App. A (Lemma 1, Prop. 1, Cor. 1, Lemmas 5, 6, eq. (24)),
  the local App. B/C facts (Prop. 4, eq. (67), Lemma 7, eq. (85)), the constants of Thm. 3, Lemma 11 and Prop. 7, and
  Sec. 5 / Apps. D-F (DM1, Lemmas 2, 12-18, Fact 2, Prop. 3, eqs. (108)-(132)) and App. G;
- ``sec4_gd``: the statements on GD runs (Definition 1, Prop. 7, Assumption 2, Lemmas 8-10, Thm. 3, Cor. 3 of App. B,
  Lemma 3, Thm. 4, Cor. 4 of App. C).
"""
