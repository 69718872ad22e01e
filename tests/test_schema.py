"""Claim records and summaries validate against the versioned JSON Schemas in checks/schemas/."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests import toys
from thmcheck.checks.report import SCHEMA_VERSION
from thmcheck.checks.runner import run_many

jsonschema = pytest.importorskip("jsonschema")
SCHEMAS = Path(__file__).resolve().parents[1] / "checks" / "schemas"


def _schema(name: str) -> dict:
    s = json.loads((SCHEMAS / name).read_text())
    jsonschema.Draft202012Validator.check_schema(s)
    return s


def test_records_and_summary_validate(tmp_path: Path) -> None:
    from thmcheck.checks.claim import Reading
    from thmcheck.checks.domain import Param

    claims = [toys.toy(), toys.toy(toys.false_bound, id="toy.lemma2",
                                   domain=(Param("x", 0, 10, text="0 <= x <= 10"),),
                                   readings=(Reading("doubled", "twice the bound", bound=toys.true_bound),))]
    run_many(claims, tmp_path, profile="ci", progress=False)
    rec_schema = _schema("claim-record.schema.json")
    for f in sorted((tmp_path / "claims").glob("*.json")):
        rec = json.loads(f.read_text())
        assert rec["schema"] == SCHEMA_VERSION
        jsonschema.validate(rec, rec_schema)
    jsonschema.validate(json.loads((tmp_path / "summary.json").read_text()), _schema("summary.schema.json"))


def test_schema_rejects_a_bad_verdict() -> None:
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate({"verdict": "maybe"}, {"properties": _schema("claim-record.schema.json")["properties"]})


def test_schema_enums_match_the_claim_enums() -> None:
    """Every kind, verdict and expectation a claim can carry is one the record schema accepts (a `step` claim's
    record once failed validation because the schema's kind list had no `step`)."""
    from thmcheck.checks.claim import Expect, Kind, Verdict

    props = _schema("claim-record.schema.json")["properties"]
    assert set(props["kind"]["enum"]) == {k.value for k in Kind}
    assert set(props["verdict"]["enum"]) == {v.value for v in Verdict}
    assert set(props["expectation"]["enum"]) == {e.value for e in Expect}
