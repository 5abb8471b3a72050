"""The two build steps that edit files the tools made: the ELF search paths (packaging/runpath.py) and the .deb
without the /opt entry (packaging/debfile.py), on small files made here; no root, no PyInstaller."""

from __future__ import annotations

import ctypes
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))

import debfile  # noqa: E402
import runpath  # noqa: E402

CC = shutil.which("cc") or shutil.which("gcc")


def library(folder: Path, name: str, *link: str) -> Path:
    source = folder / "lib.c"
    source.write_text("int answer(void) { return 42; }\n")
    out = folder / name
    subprocess.run([CC, "-shared", "-fPIC", "-o", str(out), str(source), *link], check=True)
    return out


def dynamic(path: Path) -> str:
    return subprocess.run(["readelf", "-d", "-W", str(path)], capture_output=True, text=True, check=True).stdout


@pytest.mark.skipif(CC is None or shutil.which("readelf") is None, reason="needs a C compiler and readelf")
@pytest.mark.parametrize("tags", ["--enable-new-dtags", "--disable-new-dtags"])  # RUNPATH, then the old RPATH
def test_search_paths_outside_the_bundle_are_deleted_and_the_library_still_loads(tmp_path, tags):
    bundle = tmp_path / "bundle"
    (bundle / "lib").mkdir(parents=True)
    foreign = library(bundle, "libforeign.so", f"-Wl,{tags},-rpath,/home/builder/.pyenv/lib:/usr/local/lib")
    own = library(bundle, "libown.so", f"-Wl,{tags},-rpath,$ORIGIN/lib")
    assert runpath.search_paths(foreign) == ["/home/builder/.pyenv/lib:/usr/local/lib"]
    size = foreign.stat().st_size

    assert runpath.drop_foreign(foreign, bundle) == ["/home/builder/.pyenv/lib:/usr/local/lib"]
    assert runpath.search_paths(foreign) == [] and "PATH" not in dynamic(foreign)
    assert foreign.stat().st_size == size
    assert ctypes.CDLL(str(foreign)).answer() == 42  # the dynamic table is still sound for the loader
    assert runpath.drop_foreign(own, bundle) == [] and runpath.search_paths(own) == ["$ORIGIN/lib"]
    assert runpath.drop_foreign(foreign, bundle) == []  # nothing left to do


@pytest.mark.skipif(CC is None, reason="needs a C compiler")
def test_a_search_path_mixing_inside_and_outside_is_refused(tmp_path):
    mixed = library(tmp_path, "libmixed.so", "-Wl,-rpath,$ORIGIN:/opt/build/lib")
    before = mixed.read_bytes()
    with pytest.raises(runpath.ElfError, match="mixes"):
        runpath.drop_foreign(mixed, tmp_path)
    assert mixed.read_bytes() == before
    assert not runpath.inside("$ORIGIN/../..", mixed, tmp_path)  # $ORIGIN-relative but out of the bundle
    assert runpath.inside("${ORIGIN}/.", mixed, tmp_path)


@pytest.mark.skipif(shutil.which("dpkg-deb") is None, reason="needs dpkg-deb")
@pytest.mark.parametrize("compression", ["xz", "gzip", "none"])
def test_the_package_leaves_out_opt_and_keeps_everything_else(tmp_path, compression):
    tree = tmp_path / "tree"
    (tree / "DEBIAN").mkdir(parents=True)
    (tree / "DEBIAN" / "control").write_text("Package: toy\nVersion: 1\nArchitecture: all\n"
                                             "Maintainer: A <a@example.org>\nDescription: toy\n toy\n")
    (tree / "opt" / "toy").mkdir(parents=True)
    (tree / "opt" / "toy" / "data").write_bytes(bytes(range(256)) * 300)
    (tree / "usr" / "games").mkdir(parents=True)
    (tree / "usr" / "games" / "toy").symlink_to("/opt/toy/data")
    plain, out = tmp_path / "plain.deb", tmp_path / "toy.deb"
    subprocess.run(["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(tree), str(plain)], check=True,
                   capture_output=True)

    debfile.without_entries(plain, out, {"./opt"}, compression)

    def listing(deb: Path) -> list[str]:
        lines = subprocess.run(["dpkg-deb", "-c", str(deb)], capture_output=True, text=True, check=True).stdout
        return [" ".join(line.split()[i] for i in (0, 1, 2, *range(5, len(line.split()))))
                for line in lines.splitlines()]

    before, after = listing(plain), listing(out)
    assert [line for line in before if not line.endswith(" ./opt/")] == after
    assert any(line.endswith(" ./opt/") for line in before) and any("./opt/toy/" in line for line in after)
    members = [name for name, _ in debfile.read_ar(out)]
    suffix = debfile.SUFFIX[compression]
    assert members == ["debian-binary", f"control.tar{suffix}", f"data.tar{suffix}"]
    extracted = tmp_path / "x"
    subprocess.run(["dpkg-deb", "-x", str(out), str(extracted)], check=True)
    assert (extracted / "opt/toy/data").read_bytes() == (tree / "opt/toy/data").read_bytes()
    fields = subprocess.run(["dpkg-deb", "-f", str(out), "Package"], capture_output=True, text=True, check=True)
    assert fields.stdout.strip() == "toy"
