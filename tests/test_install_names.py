"""Issue 35 point 11: installed, thmcheck is one top-level package (``thmcheck.bounds``, ``thmcheck.models``,
``thmcheck.checks``), so a project with packages of its own named ``models``, ``bounds`` or ``checks`` keeps them.

The way a user gets it: a wheel built from this tree (not an editable install) is installed into a fresh virtual
environment (with the system's site-packages, for torch and the other dependencies), and a scratch project that has
its own ``models``, ``bounds`` and ``checks`` packages first on ``sys.path`` runs a paper's claim and one of its own
through the console script, ``python -m thmcheck`` and the installed pytest plugin. Every run checks that the
project's ``models`` is the one its code imports, and that thmcheck was loaded from the wheel (the repository may be
installed editable in the system's site-packages, whose import hook must not win over the wheel).
"""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
pytestmark = pytest.mark.slow  # a wheel build, a venv and five fresh processes: about a minute on a loaded machine

CLAIMS = '''
import math

import models  # the project's own package, not thmcheck's (rename: keep)
from hypothesis import strategies as st

from thmcheck.checks.claim import Claim, Measurement
from thmcheck.checks.domain import Param

assert models.OWNER == "user", models.__file__


def bound(k):
    return math.log(k)


def measure(inst, ctx):
    return Measurement(lhs=math.log(inst["k"]) / 2, quantities={"k": inst["k"]}, terms={})


CLAIMS = [Claim(id="mine.lemma1", paper="mine", source="mine, Lemma 1", statement="log(k)/2 <= log k",
                kind="deterministic", comparison="<=", bound=bound, measure=measure,
                strategy=st.fixed_dictionaries({"k": st.integers(2, 64)}),
                domain=(Param("k", 2, 64, integer=True, text="2 <= k <= 64"),), no_mutant_reason="a toy")]
'''

# the project's conftest.py: what the pytest session imported, for the test to read
CONFTEST = '''
import json, sys


def pytest_sessionfinish(session):
    mods = {n: getattr(sys.modules.get(n), "__file__", None)
            for n in ("thmcheck", "thmcheck.checks.plugin", "models", "bounds", "checks")}
    with open("imported.json", "w") as f:
        json.dump(mods, f)
'''

PROBE = ("import json, sys, models, bounds, checks, thmcheck, thmcheck.checks.registry as r; "
         "print(json.dumps({'thmcheck': thmcheck.__file__, 'models': models.__file__, 'checks': checks.__file__, "
         "'bounds': bounds.__file__, 'has_chenli': 'chenli.lemma3.6' in r.registry(), "
         "'broken': r.broken_modules()}))")


def _stale_plugin_names() -> list[str]:
    """``pytest11`` entry points of other installs of thmcheck (one from before the rename names the plugin under the
    bare top-level ``checks``, which the project's own ``checks`` package does not have): blocked with ``-p no:NAME``,
    as a user with an old install next to the new one would."""
    names = set()
    for dist in importlib.metadata.distributions():
        if (dist.metadata["Name"] or "").lower() == "thmcheck":
            names |= {ep.name for ep in dist.entry_points if ep.group == "pytest11"}
    return sorted(names - {"thmcheck.checks.plugin"})


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict:
    base = tmp_path_factory.mktemp("install")
    src = base / "src"  # a copy: a build in the tree would leave build/ and *.egg-info there
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "build", "dist")
    for name in ("thmcheck", "bounds", "models", "checks"):
        shutil.copytree(ROOT / name, src / name, ignore=ignore)
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, src / name)
    dist = base / "dist"
    p = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
                        "-q", "-w", str(dist), str(src)], capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    (wheel,) = dist.glob("thmcheck-*.whl")
    env_dir = base / "venv"
    venv.EnvBuilder(system_site_packages=True, with_pip=False, symlinks=os.name != "nt").create(env_dir)
    py = env_dir / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    p = subprocess.run([str(py), "-m", "pip", "install", "--no-deps", "--no-index", "--ignore-installed", "-q",
                        str(wheel)], capture_output=True, text=True, timeout=600)
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    proj = base / "proj"
    for pkg in ("models", "bounds", "checks"):
        (proj / pkg).mkdir(parents=True)
        (proj / pkg / "__init__.py").write_text(f'OWNER = "user"\nNAME = "{pkg}"\n')
    (proj / "myclaims.py").write_text(CLAIMS)
    (proj / "conftest.py").write_text(CONFTEST)
    env = {k: v for k, v in os.environ.items() if not k.startswith("THMCHECK_")}
    env.update(PYTHONPATH=str(proj), THMCHECK_PROGRESS="0", THMCHECK_CACHE_DIR=str(base / "cache"),
               VIRTUAL_ENV=str(env_dir), PATH=f"{py.parent}{os.pathsep}{env.get('PATH', '')}")
    return {"py": py, "bin": py.parent, "proj": proj, "env": env, "wheel": wheel, "site": env_dir}


def _run(inst: dict, *cmd: str) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, cwd=inst["proj"], env=inst["env"],
                          timeout=600)


def test_wheel_installs_one_top_level_name(installed: dict) -> None:
    import zipfile

    tops = {n.split("/", 1)[0] for n in zipfile.ZipFile(installed["wheel"]).namelist()}
    assert {t for t in tops if not t.endswith(".dist-info")} == {"thmcheck"}, tops
    names = zipfile.ZipFile(installed["wheel"]).namelist()
    assert "thmcheck/checks/templates/index.html.j2" in names and "thmcheck/checks/plugin.py" in names
    assert not any(n.endswith("conftest.py") for n in names), "no conftest ships: the entry point loads the plugin"


def test_the_projects_own_packages_stay_its_own(installed: dict) -> None:
    p = _run(installed, installed["py"], "-c", PROBE)
    assert p.returncode == 0, p.stderr[-3000:]
    got = json.loads(p.stdout)
    assert Path(got["thmcheck"]).resolve().is_relative_to(installed["site"].resolve()), got  # the wheel, not the tree
    for pkg in ("models", "bounds", "checks"):
        assert Path(got[pkg]).resolve() == (installed["proj"] / pkg / "__init__.py").resolve(), got
    assert got["has_chenli"] and not got["broken"], got


@pytest.mark.parametrize("how", ["script", "module"])
def test_cli_runs_a_paper_claim_and_the_projects_claim(installed: dict, how: str, tmp_path: Path) -> None:
    cli = [installed["bin"] / "thmcheck"] if how == "script" else [installed["py"], "-m", "thmcheck"]
    p = _run(installed, *cli, "run", "chenli.lemma3.6", "--profile", "ci", "--report-dir", tmp_path / "paper")
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "[erratum reproduced] chenli.lemma3.6" in p.stdout and "warning" not in p.stderr, p.stdout + p.stderr
    if how == "module":
        return
    p = _run(installed, *cli, "run", "myclaims:CLAIMS", "--profile", "ci", "--report-dir", tmp_path / "mine")
    assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
    assert "[holds] mine.lemma1" in p.stdout, p.stdout
    rec = json.loads((tmp_path / "mine" / "claims" / "mine.lemma1.json").read_text())
    assert "python -m thmcheck replay mine.lemma1" in rec["replay"], rec["replay"]


def test_installed_pytest_plugin_runs_the_projects_claim(installed: dict, tmp_path: Path) -> None:
    block = [a for n in _stale_plugin_names() for a in ("-p", f"no:{n}")]
    p = _run(installed, installed["py"], "-m", "pytest", *block, "-p", "no:cacheprovider", "-v",
             "--pyargs", "thmcheck.checks.test_claims", "--thmcheck-claims", "myclaims",
             "--thmcheck-profile", "ci", "--thmcheck-report-dir", tmp_path / "rep")
    out = p.stdout + p.stderr
    assert p.returncode == 0, out[-4000:]
    assert "::mine.lemma1 PASSED" in p.stdout and "unexpected results: 0" in p.stdout, out[-4000:]  # named by id
    got = json.loads((installed["proj"] / "imported.json").read_text())
    site = installed["site"].resolve()
    assert Path(got["thmcheck.checks.plugin"]).resolve().is_relative_to(site), got  # the entry point, from the wheel
    assert Path(got["models"]).resolve() == (installed["proj"] / "models" / "__init__.py").resolve(), got
    assert got["checks"] is None or Path(got["checks"]).resolve().is_relative_to(installed["proj"].resolve()), got
