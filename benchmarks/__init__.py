"""Benchmarks of the engine's search power (``python -m benchmarks``); not timed tests."""
