"""``list`` is fast: its rows are cached under a hash of the sources, and any source edit invalidates them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from thmcheck.checks import listcache

ROOT = Path(__file__).resolve().parents[1]


def test_key_changes_with_any_source(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for pkg in listcache.PACKAGES:
        (tmp_path / pkg).mkdir()
        (tmp_path / pkg / "a.py").write_text("x = 1\n")
    monkeypatch.setattr(listcache, "ROOT", tmp_path)
    monkeypatch.setenv("THMCHECK_CACHE_DIR", str(tmp_path / "cache"))
    k0 = listcache.source_key()
    listcache.save([{"id": "p.x"}])
    assert listcache.load() == [{"id": "p.x"}]
    (tmp_path / "models" / "a.py").write_text("x = 2\n")
    assert listcache.source_key() != k0 and listcache.load() is None
    (tmp_path / "models" / "a.py").write_text("x = 1\n")
    assert listcache.load() == [{"id": "p.x"}]
    (tmp_path / "checks" / "new.json").write_text("{}")
    assert listcache.load() is None
    monkeypatch.setenv("THMCHECK_CACHE", "0")
    listcache.save([{"id": "p.y"}])
    assert listcache.load() is None


def test_warm_list_imports_no_torch_and_says_the_same(tmp_path: Path) -> None:
    env = {**os.environ, "THMCHECK_CACHE_DIR": str(tmp_path), "PYTHONPATH": str(ROOT)}
    code = ("import sys, thmcheck.checks.cli as c; rc = c.main(['list', '--json']); "
            "print('TORCH' if 'torch' in sys.modules else 'NOTORCH', file=sys.stderr); sys.exit(rc)")
    cold = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    warm = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT, env=env, timeout=300)
    assert cold.returncode == warm.returncode == 0, cold.stderr + warm.stderr
    assert "NOTORCH" in warm.stderr and warm.stdout == cold.stdout
    none = subprocess.run([sys.executable, "-m", "thmcheck", "list", "--json"], capture_output=True, text=True, cwd=ROOT,
                          env={**env, "THMCHECK_CACHE": "0"}, timeout=300)
    assert json.loads(none.stdout) == json.loads(warm.stdout)
