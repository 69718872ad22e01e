"""Thesis-specific models added from round 28 on (the older ones live at the top of ``thmcheck.models``)."""
