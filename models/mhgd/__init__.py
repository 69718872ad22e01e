"""mhgd models (Deora et al., "On the Optimization and Generalization of Multi-head Attention"), by part of the paper:

- ``sec2_model``: the single/multi-head attention classifier of Sec. 2, group-reduced (G distinct heads with
  multiplicities, exact for H up to 10^12 heads), its derivatives (Sec. 3, App. A) and GD steps/segments (App. B, C);
- ``sec4_gd``: GD runs, NTK features and the NTK max-margin SVM (Sec. 4, App. B, C.3), Monte Carlo over training sets
  (App. C);
- ``sec5_dm1``: the tokenized-mixture data model DM1 and its constructions (Sec. 5, Apps. D-G).
"""
