"""factrecall bounds (Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via Associative Memories"):

- ``sec3_6_main``: Theorems 1, 2, 9, the remarks after Theorem 1, eq. (3), Corollary 2 (Sec. 3, App. B), Lemma 2 and
  Theorem 10 (App. C.1), Theorems 7, 8, Corollary 1, Lemmas 8-11 (Sec. 6, App. E), Lemmas 12-16 (App. F) and the
  Sec. 5 closed forms used by the Lemma 7 / Corollary 3 checks;
- ``sec4_appC1_lemma1``, ``sec4_appC1_thm3``: Lemma 1 and Theorem 3 as rates (Sec. 4, App. C.1);
- ``sec4_appC2_mlp``: Lemma 3, Theorems 4 and 11 (App. C.2);
- ``sec5_appD_flow``: Sec. 5 / App. D (the linear-attention gradient flow).
"""
