"""factrecall models (Nichani, Lee & Bietti, "Understanding Factual Recall in Transformers via Associative Memories"):

- ``sec3_appB_memories``: linear and MLP associative memories (Sec. 3, App. B);
- ``sec4_transformer``: the synthetic task and the one-layer transformer constructions (Sec. 4, App. C);
- ``sec4_scaling``: the Lemma 1 / Theorem 3 scaling samplers (d_min by bisection with a certificate);
- ``sec4_appC1_thm3``: Theorem 3 / 10 sampled from the Gram matrix of the embeddings (App. C.1);
- ``sec4_appC2_mlp``, ``sec4_appC2_thm4``: Lemma 3 / Theorem 11's MLP memory and Theorem 4's composed model (App. C.2);
- ``sec5_appD_flow``: the linear-attention model and its gradient flow (Sec. 5, App. D);
- ``sec6_appE_info``: the information-theoretic quantities of Sec. 6 / App. E;
- ``appF_lemma14``, ``appF1_hermite``: mixed polynomials of Lemma 14 and the Hermite quantities of App. F.1.
"""
