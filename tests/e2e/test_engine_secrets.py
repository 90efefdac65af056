"""The local engine's key, as another account on the same computer sees it
(issue 37, holes 2 and 3): the real `llama-server` running the real
SmolLM2 model, and user `nobody` (setpriv) reading what every account may
read (`ps -ww`, /proc/PID/cmdline) and knocking on every endpoint."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from collections.abc import AsyncIterator
from pathlib import Path

import psutil
import pytest

from desktop.local.binary import find_engine
from desktop.local.library import Library
from desktop.local.process import LocalEngine, Running
from tests.local_model import fetch
from tests.tooling import free_port

NOBODY = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
# The other account's interpreter: the system's own (this project's
# virtual environment lives under /root, which `nobody` cannot enter).
SYSTEM_PYTHON = "/usr/bin/python3"

# What `nobody` does: take a key from the engine's command line if there is
# one, try to read its environment, then ask every endpoint with that key
# and with the weak key a person might have set.
PROBE = r"""
import json, sys, urllib.error, urllib.request
pid, port = int(sys.argv[1]), int(sys.argv[2])
words = open(f"/proc/{pid}/cmdline", "rb").read().split(b"\0")
stolen = words[words.index(b"--api-key") + 1].decode() if b"--api-key" in words else ""
try:
    open(f"/proc/{pid}/environ", "rb").read()
    environ = "read"
except OSError:
    environ = "denied"
chat = {"messages": [{"role": "user", "content": "hi"}], "max_tokens": 1}
asks = [
    ("GET", "/health", None), ("GET", "/props", None), ("GET", "/slots", None),
    ("GET", "/v1/models", None), ("GET", "/models", None), ("GET", "/metrics", None),
    ("POST", "/tokenize", {"content": "hi"}), ("POST", "/detokenize", {"tokens": [1]}),
    ("POST", "/v1/chat/completions", chat),
    ("POST", "/completion", {"prompt": "hi", "n_predict": 1}),
    ("POST", "/apply-template", chat),
]
status = {}
for name, key in (("stolen", stolen), ("weak", "weak")):
    for method, path, body in asks:
        headers = {"Content-Type": "application/json"}
        if key:
            headers["Authorization"] = "Bearer " + key
        data = json.dumps(body).encode() if body is not None else None
        url = f"http://127.0.0.1:{port}{path}"
        request = urllib.request.Request(url, data, headers, method=method)
        try:
            with urllib.request.urlopen(request, timeout=30) as answer:
                status[f"{name} {method} {path}"] = answer.status
        except urllib.error.HTTPError as refused:
            status[f"{name} {method} {path}"] = refused.code
print(json.dumps({"stolen": bool(stolen), "environ": environ, "status": status}))
"""


@pytest.fixture(scope="module")
def model_file() -> Path:
    if find_engine() is None:
        pytest.fail("the local engine is not built: run `make engine` (make test does it)")
    if os.geteuid() != 0 or shutil.which("setpriv") is None or not Path(SYSTEM_PYTHON).is_file():
        pytest.skip("another account is needed: run as root, with setpriv and /usr/bin/python3")
    return fetch()


@pytest.fixture
async def engine(tmp_path: Path, model_file: Path) -> AsyncIterator[LocalEngine]:
    library = Library(tmp_path)
    library.add(model_file)
    local = LocalEngine(library, tmp_path / "logs", threads=1)
    yield local
    await local.stop()


async def _start(engine: LocalEngine) -> Running:
    [model] = engine.library.models()
    return await engine.ensure(model.name, context=512)


def _as_nobody(*command: str) -> str:
    done = subprocess.run(
        [*NOBODY, *command], capture_output=True, text=True, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


def _probe(running: Running) -> dict[str, object]:
    answer = _as_nobody(SYSTEM_PYTHON, "-c", PROBE, str(running.process.pid), str(running.port))
    probed: dict[str, object] = json.loads(answer)
    return probed


def _refused_but_health(status: dict[str, int]) -> dict[str, int]:
    """Every answer that is not the refusal it should be."""
    return {
        ask: code
        for ask, code in status.items()
        if code != (200 if ask.endswith(" /health") else 401)
    }


async def test_no_other_account_can_read_the_engines_key_or_use_the_engine(
    engine: LocalEngine,
) -> None:
    running = await _start(engine)
    pid = running.process.pid
    probed = _probe(running)
    status = probed["status"]
    assert isinstance(status, dict)
    assert _refused_but_health(status) == {}, status
    assert probed["stolen"] is False and probed["environ"] == "denied"
    seen_by_all = Path(f"/proc/{pid}/cmdline").read_bytes().split(b"\0")
    assert running.key.encode() not in b" ".join(seen_by_all)
    assert b"--api-key" not in seen_by_all
    listed = _as_nobody("ps", "-ww", "-o", "args=", "-p", str(pid))
    assert "llama-server" in listed and running.key not in listed
    print("ps -ww -o args (as nobody):", listed.strip())  # the issue asks to see it
    # and the engine still answers Verbatim, which holds the key
    import httpx

    async with httpx.AsyncClient(base_url=running.base_url) as client:
        asked = await client.get("/models", headers={"Authorization": f"Bearer {running.key}"})
    assert asked.status_code == 200


async def test_the_persons_llama_variables_never_reach_the_engine(
    engine: LocalEngine, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    weak_file = tmp_path / "keys.txt"
    weak_file.write_text("weak\n")
    wanted_port = free_port()
    monkeypatch.setenv("LLAMA_API_KEY", "weak")
    monkeypatch.setenv("LLAMA_ARG_API_KEY_FILE", str(weak_file))
    monkeypatch.setenv("LLAMA_ARG_HOST", "0.0.0.0")
    monkeypatch.setenv("LLAMA_ARG_PORT", str(wanted_port))
    monkeypatch.setenv("LLAMA_ARG_WEBUI", "1")
    monkeypatch.setenv("OPENAI_API_KEY", "sk-the-persons-own")
    monkeypatch.setenv("VERBATIM_SYNC_PASSWORD", "the-persons-webdav-password")
    monkeypatch.setenv("GGML_VK_VISIBLE_DEVICES", "0")  # a GPU setting: passed on
    running = await _start(engine)
    status = _probe(running)["status"]
    assert isinstance(status, dict)
    assert _refused_but_health(status) == {}, status  # `Bearer weak` is refused too
    environ = dict(
        line.split(b"=", 1)
        for line in Path(f"/proc/{running.process.pid}/environ").read_bytes().split(b"\0")
        if b"=" in line
    )
    assert environ[b"LLAMA_API_KEY"] == running.key.encode()
    assert environ[b"GGML_VK_VISIBLE_DEVICES"] == b"0"
    for name in (
        b"LLAMA_ARG_API_KEY_FILE",
        b"LLAMA_ARG_HOST",
        b"LLAMA_ARG_PORT",
        b"OPENAI_API_KEY",
    ):
        assert name not in environ
    assert b"VERBATIM_SYNC_PASSWORD" not in environ
    # it listens where Verbatim asked, on loopback alone
    listening = {
        (c.laddr.ip, c.laddr.port)
        for c in psutil.Process(running.process.pid).net_connections("tcp")
        if c.status == psutil.CONN_LISTEN
    }
    assert listening == {("127.0.0.1", running.port)} and running.port != wanted_port
