"""The HTML export opened in a real browser (Debian's chromium, headless):
it renders, and it asks the network for nothing, though the messages try
(raw <img>, markdown images, links). A loopback server stands where those
addresses point and counts every request. Slow: `make test-slow` installs
chromium."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from PIL import Image

from desktop.devserver import DevServer
from desktop.store.exchange.html_export import export_html
from tests.unit.test_html_export import make_store

pytestmark = pytest.mark.slow


def test_the_export_renders_in_chromium_and_fetches_nothing(
    tmp_path: Path, devserver: DevServer
) -> None:
    browser = shutil.which("chromium") or shutil.which("chromium-browser")
    assert browser, "make test-slow installs chromium (scripts/setup.sh, VERBATIM_SLOW=1)"
    repo, cid = make_store(tmp_path / "d")
    page = export_html(repo, cid).replace("127.0.0.1:9", f"127.0.0.1:{devserver.port}")
    repo.close()
    html_file = tmp_path / "chat.html"
    html_file.write_text(page, encoding="utf-8")
    shot = tmp_path / "html-export.png"  # docs/screenshots/html-export.png is one of these
    netlog = tmp_path / "net.json"
    done = subprocess.run(
        [
            browser,
            "--headless",
            "--no-sandbox",
            "--disable-gpu",
            "--no-first-run",
            f"--user-data-dir={tmp_path / 'profile'}",
            f"--log-net-log={netlog}",
            "--window-size=1000,800",
            f"--screenshot={shot}",
            html_file.as_uri(),
        ],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert shot.exists(), done.stderr[-2000:]
    with Image.open(shot) as img:
        colours = img.convert("RGB").getcolors(1_000_000) or []
    assert len(colours) > 20  # text, the code block, the picture: not a blank page
    assert devserver.requests == []  # nothing reached the server the messages point at
    log = netlog.read_text(encoding="utf-8", errors="replace")
    assert f"127.0.0.1:{devserver.port}" not in log
