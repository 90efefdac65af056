"""The code paths that differ on Windows and macOS, run here on Linux with
the other system's values (issue 42): each decision is a function that
takes the system (sys.platform's values), or reads sys.platform when it is
called. What only the other system has (msvcrt, a Keychain) is named where
a stand-in serves."""

from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path, PurePosixPath, PureWindowsPath

import pytest

from desktop.local import binary, child
from desktop.session import lock
from desktop.session.paths import resolve_paths

ROOT = Path(__file__).parents[2]


def test_the_data_folders_on_windows_are_in_local_app_data(monkeypatch: pytest.MonkeyPatch) -> None:
    """%LOCALAPPDATA%\\verbatim, where the installer says the conversations
    live (so uninstalling keeps them)."""
    local = r"C:\Users\Ana\AppData\Local"
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", local)  # platformdirs' own override
    paths = resolve_paths(system="win32")
    data = PureWindowsPath(str(paths.data))
    assert data == PureWindowsPath(local, "verbatim")
    assert PureWindowsPath(str(paths.config)) == data  # settings beside the database
    assert PureWindowsPath(str(paths.logs)) == data / "Logs"
    iss = (ROOT / "packaging" / "windows" / "verbatim.iss").read_text()
    assert r"%LOCALAPPDATA%\verbatim" in iss


def test_the_data_folders_on_macos_are_in_the_library(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("HOME", "/Users/ana")
    paths = resolve_paths(system="darwin")
    support = PurePosixPath("/Users/ana/Library/Application Support/verbatim")
    assert PurePosixPath(paths.data) == support
    assert PurePosixPath(paths.config) == support
    assert PurePosixPath(paths.logs) == PurePosixPath("/Users/ana/Library/Logs/verbatim")


def test_the_data_folders_on_linux_follow_xdg(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("XDG_DATA_HOME", "/home/ana/.local/share")
    monkeypatch.setenv("XDG_CONFIG_HOME", "/home/ana/.config")
    paths = resolve_paths(system="linux")
    assert paths.data == Path("/home/ana/.local/share/verbatim")
    assert paths.config == Path("/home/ana/.config/verbatim")


def test_windows_finds_the_engine_as_llama_server_exe(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    """llama.cpp's Windows build is llama-server.exe: looking for
    llama-server found no engine in an installed Verbatim on Windows."""
    assert binary.engine_name("win32") == "llama-server.exe"
    assert binary.engine_name("darwin") == binary.engine_name("linux") == "llama-server"
    monkeypatch.delenv("VERBATIM_LLAMA_SERVER", raising=False)
    monkeypatch.setenv("VERBATIM_CACHE", str(tmp_path))
    monkeypatch.setattr(sys, "platform", "win32")
    engine = binary.cached_engine()
    assert binary.shipped_engine().name == engine.name == "llama-server.exe"
    engine.parent.mkdir(parents=True)
    engine.write_bytes(b"MZ")
    engine.chmod(0o755)
    if not binary.shipped_engine().is_file():  # a checkout with no engine shipped beside it
        assert binary.find_engine() == engine


def test_the_engine_dies_with_verbatim_only_where_linux_can_promise_it() -> None:
    """prctl is Linux's: macOS's libc has none and Windows' Popen refuses a
    preexec_fn, so the engine could not start at all on either."""
    assert child.die_with_parent(os.getpid(), "darwin") is None
    assert child.die_with_parent(os.getpid(), "win32") is None
    assert callable(child.die_with_parent(os.getpid(), "linux"))


def test_the_engine_keeps_what_windows_needs_to_listen(monkeypatch: pytest.MonkeyPatch) -> None:
    """A Windows child without SYSTEMROOT cannot start Winsock: the engine
    would never listen."""
    monkeypatch.setenv("SYSTEMROOT", r"C:\Windows")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-not-for-the-engine")
    env = child.engine_env("k")
    assert env["SYSTEMROOT"] == r"C:\Windows" and "OPENAI_API_KEY" not in env


def test_a_refused_read_of_the_owner_still_says_who_holds_the_folder(tmp_path: Path) -> None:
    """Windows refuses to read a byte another process locked: reading the
    owner's process id raised instead of the sentence."""
    with open(tmp_path / "verbatim.lock", "w", encoding="utf-8") as unreadable:
        assert lock._owner(unreadable) == "another program"
    with open(tmp_path / "verbatim.lock", "w+", encoding="utf-8") as readable:
        readable.write("4242")
        assert lock._owner(readable) == "4242"


# The lock's Windows branch, run with msvcrt.locking standing in as a POSIX
# byte-range lock (fcntl.lockf) on the same one byte: a real lock between two
# processes, as LockFile is on Windows.
_WINDOWS_LOCK = """
import fcntl, os, sys, types
msvcrt = types.ModuleType("msvcrt")
msvcrt.LK_NBLCK, msvcrt.LK_UNLCK = 2, 0
def locking(fd, mode, nbytes):
    where = os.lseek(fd, 0, os.SEEK_CUR)
    if mode == msvcrt.LK_UNLCK:
        fcntl.lockf(fd, fcntl.LOCK_UN, nbytes, where)
    else:
        fcntl.lockf(fd, fcntl.LOCK_EX | fcntl.LOCK_NB, nbytes, where)
msvcrt.locking = locking
sys.modules["msvcrt"] = msvcrt
sys.platform = "win32"
from pathlib import Path
from desktop.domain.errors import StoreError
from desktop.session import lock
assert lock._lock is lock._windows_lock
held = lock.DataFolderLock(Path(sys.argv[1]))
held.acquire()
print("held", flush=True)
sys.stdin.readline()
held.release()
print("released", flush=True)
"""


def _lock_once(code: str, folder: Path) -> subprocess.CompletedProcess[str]:
    """A Verbatim that takes the folder's lock and lets it go at once."""
    return subprocess.run(
        [sys.executable, "-c", code, str(folder)],
        cwd=ROOT,
        input="\n",
        capture_output=True,
        text=True,
        timeout=60,
    )


def test_the_windows_lock_keeps_a_second_verbatim_out(tmp_path: Path) -> None:
    code = textwrap.dedent(_WINDOWS_LOCK)
    with subprocess.Popen(
        [sys.executable, "-c", code, str(tmp_path)],
        cwd=ROOT,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as first:
        assert first.stdout is not None and first.stdin is not None
        assert first.stdout.readline().strip() == "held"
        second = _lock_once(code, tmp_path)
        assert second.returncode != 0
        assert "Verbatim is already open on" in second.stderr and "held" not in second.stdout
        first.stdin.write("\n")
        first.stdin.flush()
        assert first.stdout.readline().strip() == "released"
    again = _lock_once(code, tmp_path)
    assert again.stdout.split() == ["held", "released"], again.stderr


# The document reader's child, where the system has no RLIMIT (Windows: no
# `resource` module) or refuses one (a stand-in for a system that says no).
_READ_WITHOUT_LIMITS = """
import sys, types
if sys.argv[2] == "missing":
    sys.modules["resource"] = None
else:
    import resource as real
    refusing = types.ModuleType("resource")
    for name in ("RLIMIT_AS", "RLIMIT_CPU", "RLIM_INFINITY", "getrlimit"):
        setattr(refusing, name, getattr(real, name))
    def setrlimit(which, limits):
        raise ValueError("current limit exceeds maximum limit")
    refusing.setrlimit = setrlimit
    sys.modules["resource"] = refusing
from desktop.documents.extract import main
raise SystemExit(main([sys.argv[1], "html", "notes.html"]))
"""


@pytest.mark.parametrize("how", ["missing", "refused"])
def test_the_reader_reads_where_the_system_sets_no_limits(tmp_path: Path, how: str) -> None:
    document = tmp_path / "notes.html"
    document.write_text("<p>Tomatoes want sun.</p>", encoding="utf-8")
    out = subprocess.run(
        [sys.executable, "-c", _READ_WITHOUT_LIMITS, str(document), how],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert out.returncode == 0, out.stderr
    assert "Tomatoes want sun." in out.stdout


def test_each_systems_keyring_is_found_and_counts_as_a_keyring(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """keyring finds its Windows (Credential Manager) and macOS (Keychain)
    back-ends through its entry points, which the bundle carries
    (PyInstaller's keyring hook copies keyring's metadata; the spec collects
    keyring.backends). The Windows one is usable where pywin32-ctypes is,
    which the lock installs on Windows only; Verbatim then keeps keys there.
    Where keyring finds none it falls back to its fail back-end, and
    Verbatim says so instead of losing the key."""
    from importlib.metadata import entry_points

    import keyring
    import keyring.backends.fail
    import keyring.backends.macOS
    import keyring.backends.Windows

    from desktop.backends.keys import keyring_available

    found = {e.value for e in entry_points(group="keyring.backends")}
    assert {"keyring.backends.Windows", "keyring.backends.macOS"} <= found
    lock = (ROOT / "requirements" / "lock-package.txt").read_text()
    assert re.search(r"^pywin32-ctypes==\S+ ; sys_platform == 'win32'", lock, re.MULTILINE)
    before = keyring.get_keyring()
    try:
        monkeypatch.setattr(keyring.backends.Windows, "missing_deps", False)  # as on Windows
        keyring.set_keyring(keyring.backends.Windows.WinVaultKeyring())
        assert keyring_available()
        keyring.set_keyring(keyring.backends.fail.Keyring())
        assert not keyring_available()
    finally:
        keyring.set_keyring(before)
    with pytest.raises(RuntimeError):  # here, not macOS: never chosen on Linux
        keyring.backends.macOS.Keyring.priority  # noqa: B018
