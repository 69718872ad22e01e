"""Empirical quantities in torch: device-agnostic, float64 by default, no Hypothesis."""
