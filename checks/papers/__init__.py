"""One module per paper, each exporting ``CLAIMS: list[thmcheck.checks.claim.Claim]``."""
