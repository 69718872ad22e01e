"""Bounds of Hongkang Li's PhD thesis (RPI 2024), one module per chapter with its appendix.

- ``ch2``: Chapter 2 (shallow ViT) and App. A; ``ch3``: Chapter 3 (graph transformer) and App. B;
- ``ch4``: Chapter 4 (group imbalance) and App. C; ``ch5``: Chapter 5 (GCN sampling) and App. D;
- ``ch6``: Chapter 6 (in-context learning) and App. E, with the Chernoff tail forms of Apps. E-F;
- ``ch7``: Chapter 7 (chain-of-thought) and App. F; ``common``: bound functions shared by several chapters.
"""
