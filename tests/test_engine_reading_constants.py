"""A reading may take an explicit printed relation as a hidden-constant shape (``Reading.constants``/``uniform``)."""

from __future__ import annotations

from tests.test_engine_uniform import measure_half, uniform
from thmcheck.checks.claim import Reading


def test_reading_constants_and_uniform_replace_the_claims() -> None:
    """A printed sign read as 'magnitude <~ K': the claim read that way is a uniform hidden-constant check."""
    c = uniform(measure_half, constants="explicit", uniform=False)
    read = c.under_reading(Reading("magnitude", "|x| <~ K", constants="hidden", uniform=True))
    assert read.constants == "hidden" and read.uniform is True
    assert c.constants == "explicit" and c.uniform is False


def test_reading_without_constants_keeps_the_claims() -> None:
    c = uniform(measure_half, constants="explicit", uniform=False)
    read = c.under_reading(Reading("same", "no change"))
    assert read.constants == "explicit" and read.uniform is False
