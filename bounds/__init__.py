"""Theorems as pure bound functions of an instance's named quantities (no torch, no Hypothesis)."""
