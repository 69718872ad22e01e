"""One module per paper, each exporting ``CLAIMS: list[checks.claim.Claim]``."""
