"""thmcheck: the search engine, verdicts, reports, CLI and the pytest suite over every registered claim."""
