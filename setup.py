"""The package layout (everything else is in pyproject.toml): the repository keeps ``bounds/``, ``models/`` and
``checks/`` at its root, and they install as ``thmcheck.bounds``, ``thmcheck.models`` and ``thmcheck.checks`` under
the one top-level package ``thmcheck`` (``thmcheck/``), so that no installed name clashes with a user's own
``models`` or ``checks`` package. Every subpackage of the three folders is found here, so a new paper package
needs no entry."""

from setuptools import find_packages, setup

TOPS = ("bounds", "models", "checks")

setup(
    packages=["thmcheck", *(f"thmcheck.{t}" for t in TOPS),
              *(f"thmcheck.{t}.{p}" for t in TOPS for p in find_packages(t))],
    package_dir={"thmcheck": "thmcheck", **{f"thmcheck.{t}": t for t in TOPS}},
)
