"""Build the Debian package of cafegames: PyInstaller one-folder app → /opt/cafegames → dist/*.deb.

    packaging/build-deb [--version V] [--out DIR] [--build-dir DIR] [--icon SVG]

Steps (each timed): freeze the app with packaging/cafegames.spec; render the icon to the hicolor PNG sizes;
lay out the package tree (/opt/cafegames, /usr/games/cafegames, desktop entry, icons, AppStream metainfo, manual
pages, copyright, lintian overrides), deleting the ELF search paths that point outside the bundle and the
compilers' .comment notes; check that every system library the bundle links to comes from a package in Depends;
validate the desktop entry and the metainfo (desktop-file-validate, appstreamcli); `dpkg-deb --build`, then the
archive without the /opt entry (packaging/debfile.py). Nothing is downloaded.

The package never touches the users' data folders: saves live in ~/.local/share/cafegames and survive upgrades
and removal.
"""

from __future__ import annotations

import argparse
import datetime as dt
import functools
import gzip
import hashlib
import os
import re
import shutil
import subprocess
import sys
import time
import tomllib
from pathlib import Path

import debfile  # packaging/ (the folder of this script)
import runpath

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
PACKAGE = "cafegames"
# The desktop entry and the icon are named like the app's Qt desktop file name ("cafegames", set in
# cafegames/ui/runner.py), so Wayland compositors match the window to its entry; AppStream wants a reverse-DNS id.
DESKTOP_ID = PACKAGE
APPSTREAM_ID = "io.github.cafegames.cafegames"
PREFIX = Path("opt") / PACKAGE
# Debian policy 11.11: a game's command is in /usr/games (on the users' PATH on Debian and Ubuntu).
LAUNCHER = Path("usr/games") / PACKAGE
# Folders of the system that no package owns (base-files' postinst makes /opt): left out of data.tar, so dpkg
# never counts them as the package's (see packaging/debfile.py); the preinst makes /opt where it is missing.
SYSTEM_DIRS = {"./opt"}
MAN_PAGES = {"en": "man6", "fr": "fr/man6"}  # language → folder under /usr/share/man
# The C library's own files: every Debian system has them (libc6 is in Depends with a version).
LIBC_SONAMES = re.compile(r"^(libc|libm|libdl|libpthread|librt|libutil|libresolv|ld-linux[-.a-z0-9_]*)\.so")


class BuildError(Exception):
    pass


def project_version() -> str:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["project"]["version"]


def run(cmd: list, **kw) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], check=False, text=True, capture_output=True, **kw)


def step(name: str, timings: dict[str, float]):
    class _Timer:
        def __enter__(self):
            print(f"== {name}", flush=True)
            self.t0 = time.monotonic()

        def __exit__(self, *exc):
            timings[name] = time.monotonic() - self.t0

    return _Timer()


# ---------------------------------------------------------------- steps


def freeze(build_dir: Path) -> Path:
    """Run PyInstaller; returns the one-folder app (…/cafegames with the executable and _internal/)."""
    try:
        import PyInstaller  # noqa: F401
    except ImportError:
        raise BuildError(f"PyInstaller is not installed for {sys.executable}; "
                         "install it with: .venv/bin/pip install -e '.[package]'") from None
    dist, work = build_dir / "pyinstaller" / "dist", build_dir / "pyinstaller" / "work"
    cmd = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
           "--distpath", str(dist), "--workpath", str(work), str(HERE / "cafegames.spec")]
    result = run(cmd, cwd=build_dir)
    log = build_dir / "pyinstaller.log"
    log.write_text(result.stdout + result.stderr)
    if result.returncode != 0:
        raise BuildError(f"PyInstaller failed (log: {log}):\n" + "\n".join((result.stderr or "").splitlines()[-20:]))
    app = dist / PACKAGE
    if not (app / PACKAGE).is_file():
        raise BuildError(f"PyInstaller made no {app / PACKAGE}")
    return app


def render_icons(svg: Path, icons: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    result = run([sys.executable, str(HERE / "render_icons.py"), str(svg), str(icons), DESKTOP_ID], env=env)
    if result.returncode != 0:
        raise BuildError("icon rendering failed:\n" + result.stdout + result.stderr)
    scalable = icons / "scalable" / "apps" / f"{DESKTOP_ID}.svg"
    scalable.parent.mkdir(parents=True, exist_ok=True)
    shutil.copyfile(svg, scalable)


# The app's fonts (resources/fonts, cafegames/ui/fonts.py) are Debian's own DejaVu files: the package links to the
# copies of fonts-dejavu-core and fonts-dejavu-extra (Depends) instead of carrying duplicates (lintian:
# duplicate-font-file), so they get Debian's updates; their licence is in those packages' copyright files.
DEBIAN_FONTS = Path("/usr/share/fonts/truetype/dejavu")


def link_fonts(prefix: Path) -> None:
    for path in sorted(prefix.rglob("resources/fonts/*.ttf")):
        if not (DEBIAN_FONTS / path.name).is_file():
            raise BuildError(f"{path.name} is not one of Debian's DejaVu fonts ({DEBIAN_FONTS}): "
                             "install fonts-dejavu-core and fonts-dejavu-extra, or ship it otherwise")
        path.unlink()
        path.symlink_to(DEBIAN_FONTS / path.name)
    for path in prefix.rglob("resources/fonts/LICENSE-DejaVu.txt"):
        path.unlink()


def lay_out(app: Path, svg: Path, root: Path, version: str) -> None:
    """The package's file tree under `root` (DEBIAN/ comes later, once the size is known)."""
    if root.exists():
        shutil.rmtree(root)
    shutil.copytree(app, root / PREFIX, symlinks=True)
    clean_elf_files(root / PREFIX)
    link_fonts(root / PREFIX)
    (root / LAUNCHER).parent.mkdir(parents=True)
    (root / LAUNCHER).symlink_to(Path("/") / PREFIX / PACKAGE)
    share = root / "usr/share"
    (share / "applications").mkdir(parents=True)
    shutil.copyfile(HERE / "deb" / f"{DESKTOP_ID}.desktop", share / "applications" / f"{DESKTOP_ID}.desktop")
    (share / "metainfo").mkdir(parents=True)
    metainfo = (HERE / "deb" / f"{APPSTREAM_ID}.metainfo.xml").read_text()
    metainfo = metainfo.replace("@VERSION@", version).replace("@DATE@", dt.date.today().isoformat())
    (share / "metainfo" / f"{APPSTREAM_ID}.metainfo.xml").write_text(metainfo)
    render_icons(svg, share / "icons" / "hicolor")
    doc = share / "doc" / PACKAGE
    doc.mkdir(parents=True)
    shutil.copyfile(HERE / "deb" / "copyright", doc / "copyright")
    overrides = share / "lintian" / "overrides"
    overrides.mkdir(parents=True)
    shutil.copyfile(HERE / "deb" / "lintian-overrides", overrides / PACKAGE)
    write_manpages(share / "man", version)
    changelog = (f"{PACKAGE} ({version}) stable; urgency=medium\n\n  * Release {version}.\n\n"
                 f" -- The cafegames developers <cafegames@users.noreply.github.com>  "
                 f"{dt.datetime.now(dt.UTC).strftime('%a, %d %b %Y %H:%M:%S +0000')}\n")
    (doc / "changelog.gz").write_bytes(gzip.compress(changelog.encode(), compresslevel=9, mtime=0))
    for path in [root, *root.rglob("*")]:
        if path.is_symlink():
            continue
        if path.is_dir():
            path.chmod(0o755)
        elif re.search(r"\.so(\.|$)", path.name):  # shared libraries and plugins are loaded, not run
            path.chmod(0o644)
        else:
            path.chmod(0o755 if path.stat().st_mode & 0o111 else 0o644)


def clean_elf_files(app: Path) -> None:
    """Deletes the RUNPATH/RPATH entries that point outside the bundle (packaging/runpath.py says why) and the
    compilers' version notes (.comment, as Debian's dh_strip does: lintian binary-has-unneeded-section)."""
    dropped: dict[str, int] = {}
    for path in elf_files(app):
        try:
            for value in runpath.drop_foreign(path, app):
                dropped[value] = dropped.get(value, 0) + 1
        except runpath.ElfError as exc:
            raise BuildError(str(exc)) from None
        if re.search(r"^\s*\[\s*\d+\]\s+\.comment\s", run(["readelf", "-S", "-W", str(path)]).stdout, re.M):
            result = run(["objcopy", "--remove-section=.comment", str(path)])
            if result.returncode != 0:
                raise BuildError(f"objcopy failed on {path}:\n{result.stderr}")
    _objdump.cache_clear()
    print("search paths outside the bundle deleted:",
          ", ".join(f"{value} ({n} files)" for value, n in sorted(dropped.items())) or "none")


def write_manpages(man: Path, version: str) -> None:
    """cafegames(6) in each language, from the app's own command line (packaging/manpage.py)."""
    date = dt.date.today().isoformat()
    for lang, folder in MAN_PAGES.items():
        target = man / folder
        target.mkdir(parents=True, exist_ok=True)
        page = target / f"{PACKAGE}.6"
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        result = run([sys.executable, str(HERE / "manpage.py"), lang, str(page), version, date], env=env, cwd=ROOT)
        if result.returncode != 0:
            raise BuildError(f"the {lang} manual page failed:\n" + result.stdout + result.stderr)
        (target / f"{PACKAGE}.6.gz").write_bytes(gzip.compress(page.read_bytes(), compresslevel=9, mtime=0))
        page.unlink()


def depends_groups(control: str) -> list[set[str]]:
    """The Depends field as a list of alternatives (package names only)."""
    field = re.search(r"^Depends:(.*(?:\n .*)*)", control, re.M)
    if not field:
        return []
    groups = []
    for group in field.group(1).replace("\n", " ").split(","):
        names = {re.sub(r"\(.*?\)|:\w+", "", alt).strip() for alt in group.split("|")}
        groups.append({n for n in names if n})
    return groups


@functools.cache
def _objdump(path: Path) -> str:
    return run(["objdump", "-p", "-T", str(path)]).stdout


def needed_sonames(path: Path) -> list[str]:
    """The libraries an ELF file links to directly (its DT_NEEDED entries)."""
    return re.findall(r"^\s*NEEDED\s+(\S+)", _objdump(path), re.M)


def elf_files(app: Path) -> list[Path]:
    out = []
    for path in sorted(app.rglob("*")):
        if path.is_file() and not path.is_symlink():
            with open(path, "rb") as f:
                if f.read(4) == b"\x7fELF":
                    out.append(path)
    return out


def glibc_needed(app: Path) -> str:
    """The newest GNU C library symbol version the bundle uses: the lowest libc6 it runs on (as dpkg-shlibdeps
    would compute it; the PySide6 wheels and the interpreter set it)."""
    versions = {tuple(int(n) for n in v.split("."))
                for path in elf_files(app) for v in re.findall(r"\bGLIBC_(\d+\.\d+(?:\.\d+)?)\b", _objdump(path))}
    return ".".join(map(str, max(versions))) if versions else "2.28"


def system_libraries(app: Path) -> tuple[dict[str, str], dict[str, set[str]]]:
    """The libraries the bundle's ELF files link to directly and that are not in the bundle: soname → path
    on this machine, and the sonames the dynamic loader cannot find at all (→ the files that need them).
    Only direct links count: the packages in Depends bring their own dependencies."""
    bundled = {p.name for p in app.rglob("*.so*")}
    bundle_dirs = sorted({str(p.parent) for p in app.rglob("*.so*")} | {str(app / "_internal")})
    env = dict(os.environ, LD_LIBRARY_PATH=":".join(bundle_dirs))
    outside: dict[str, str] = {}
    missing: dict[str, set[str]] = {}
    for path in elf_files(app):
        direct = {s for s in needed_sonames(path) if s not in bundled and not LIBC_SONAMES.match(s)}
        if not direct:
            continue
        resolved = dict(re.findall(r"^\s*(\S+) => (.*?)(?: \(0x[0-9a-f]+\))?$", run(["ldd", str(path)], env=env).stdout,
                                   re.M))
        for soname in direct:
            target = resolved.get(soname, "not found")
            if target == "not found":
                missing.setdefault(soname, set()).add(str(path.relative_to(app)))
            else:
                outside[soname] = target
    return outside, missing


def owning_packages(sonames: list[str]) -> dict[str, set[str]]:
    """soname → the Debian packages that ship a file of that name (dpkg -S)."""
    if not sonames:
        return {}
    result = run(["dpkg", "-S", *(f"*/{s}" for s in sonames)])
    owners: dict[str, set[str]] = {s: set() for s in sonames}
    for line in result.stdout.splitlines():
        packages, _, path = line.partition(": ")
        name = Path(path.strip()).name
        if name in owners:
            owners[name] |= {p.strip().split(":")[0] for p in packages.split(",")}
    return owners


def check_depends(app: Path, control: str) -> list[str]:
    """Problems: system libraries not found on this machine, or whose package is not in Depends."""
    outside, missing = system_libraries(app)
    groups = depends_groups(control)
    declared = set().union(*groups) if groups else set()
    problems = [f"{soname} (needed by {', '.join(sorted(files)[:3])}) is not installed on this machine, so its "
                "package cannot be checked against Depends; install the packages listed in Depends"
                for soname, files in sorted(missing.items())]
    used: set[str] = set()
    for soname, packages in sorted(owning_packages(sorted(outside)).items()):
        used |= packages
        if not packages:
            problems.append(f"{soname} ({outside[soname]}) belongs to no Debian package")
        elif not packages & declared:
            problems.append(f"{soname} comes from {', '.join(sorted(packages))}, which is not in Depends")
    unused = [" | ".join(sorted(g)) for g in groups if not g & (used | {"libc6"})]
    print("system libraries linked:", len(outside), "from", len(used), "packages; Depends not linked directly "
          "(loaded at run time or by Qt's plugins' libraries):", ", ".join(unused) or "none")
    return problems


def validate(root: Path) -> list[str]:
    """desktop-file-validate and appstreamcli on the laid-out files; returns the problems (tools missing too)."""
    problems = []
    desktop = root / "usr/share/applications" / f"{DESKTOP_ID}.desktop"
    metainfo = root / "usr/share/metainfo" / f"{APPSTREAM_ID}.metainfo.xml"
    checks = [(["desktop-file-validate", str(desktop)], "desktop-file-utils"),
              (["appstreamcli", "validate", "--no-net", "--pedantic", str(metainfo)], "appstream")]
    for cmd, debian_package in checks:
        if shutil.which(cmd[0]) is None:
            problems.append(f"{cmd[0]} is missing (apt-get install {debian_package}): not validated")
            continue
        result = run(cmd)
        output = (result.stdout + result.stderr).strip()
        print(f"$ {' '.join(cmd[:-1])} {Path(cmd[-1]).name}\n{output or '(no output: clean)'}")
        if result.returncode != 0:
            problems.append(f"{cmd[0]} refuses {Path(cmd[-1]).name}")
    return problems


def write_control(root: Path, version: str, arch: str) -> str:
    size_kib = sum(p.lstat().st_size for p in root.rglob("*") if not p.is_dir()) // 1024 + 1
    control = (HERE / "deb" / "control.in").read_text()
    control = (control.replace("@VERSION@", version).replace("@ARCH@", arch)
               .replace("@INSTALLED_SIZE@", str(size_kib)).replace("@GLIBC@", glibc_needed(root / PREFIX)))
    # control.in folds the long relationship fields for reading; dpkg tools want them on one line.
    control = re.sub(r",\n (?=\S)", ", ", control)
    debian = root / "DEBIAN"
    debian.mkdir(mode=0o755)
    (debian / "control").write_text(control)
    sums = []
    for path in sorted(root.rglob("*")):
        if path.is_file() and not path.is_symlink() and debian not in path.parents:
            digest = hashlib.md5(path.read_bytes()).hexdigest()
            sums.append(f"{digest}  {path.relative_to(root)}\n")
    (debian / "md5sums").write_text("".join(sums))
    shutil.copyfile(HERE / "deb" / "preinst", debian / "preinst")
    for path in debian.iterdir():
        path.chmod(0o755 if path.name == "preinst" else 0o644)
    return control


def build(version: str, out: Path, build_dir: Path, svg: Path, compression: str = "xz") -> Path:
    timings: dict[str, float] = {}
    t0 = time.monotonic()
    if not svg.is_file():
        raise BuildError(f"the app icon {svg} is missing (give another with --icon)")
    if not re.fullmatch(r"[0-9][A-Za-z0-9.+~-]*", version):
        raise BuildError(f"{version!r} is not a Debian version")
    build_dir.mkdir(parents=True, exist_ok=True)
    arch = run(["dpkg", "--print-architecture"]).stdout.strip() or "amd64"
    with step("PyInstaller (packaging/cafegames.spec)", timings):
        app = freeze(build_dir)
    root = build_dir / "root"
    with step("package tree and icons", timings):
        lay_out(app, svg, root, version)
        control = write_control(root, version, arch)
    with step("checks: system libraries against Depends, desktop entry, AppStream", timings):
        problems = check_depends(root / PREFIX, control) + validate(root)
    if problems:
        raise BuildError("the package is not right:\n  - " + "\n  - ".join(problems))
    out.mkdir(parents=True, exist_ok=True)
    deb = out / f"{PACKAGE}_{version}_{arch}.deb"
    with step(f"dpkg-deb --build, then without {', '.join(sorted(SYSTEM_DIRS))} ({compression})", timings):
        plain = build_dir / f"{deb.stem}.plain.deb"
        result = run(["dpkg-deb", "--root-owner-group", "-Znone", "--build", str(root), str(plain)])
        if result.returncode != 0:
            raise BuildError("dpkg-deb failed:\n" + result.stdout + result.stderr)
        debfile.without_entries(plain, deb, SYSTEM_DIRS, compression)
        plain.unlink()
    total = time.monotonic() - t0
    print("\n".join(f"  {name}: {seconds:.1f} s" for name, seconds in timings.items()))
    print(f"built {deb} ({deb.stat().st_size / 1e6:.1f} MB, installed {installed_mib(control):.0f} MiB) "
          f"in {total:.1f} s")
    return deb


def installed_mib(control: str) -> float:
    m = re.search(r"^Installed-Size: (\d+)", control, re.M)
    return int(m.group(1)) / 1024 if m else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="packaging/build-deb", description=__doc__.split("\n\n")[0])
    parser.add_argument("--version", default=None, help="package version (default: pyproject.toml's)")
    parser.add_argument("--out", type=Path, default=ROOT / "dist", help="where the .deb goes (default: dist/)")
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build" / "deb",
                        help="scratch folder (default: build/deb/)")
    parser.add_argument("--icon", type=Path, default=ROOT / "resources" / "icons" / "cafegames.svg",
                        help="the app icon (SVG)")
    parser.add_argument("--compression", choices=("xz", "gzip", "none"), default="xz",
                        help="xz: smallest, for releases (default; ~1.5 min on 2 cores); gzip: ~8x faster, "
                             "~40%% bigger; none: no compression (the tests)")
    args = parser.parse_args(argv)
    try:
        build(args.version or project_version(), args.out.resolve(), args.build_dir.resolve(), args.icon.resolve(),
              args.compression)
    except BuildError as exc:
        print(f"build-deb: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
