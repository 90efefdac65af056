"""Import throughput and peak memory for a 100,000-message ChatGPT export
(issue 15). The import runs in a child process, so its peak resident
memory is its own; the file is written once and read one conversation at
a time. Prints its figures; asserts only what must hold."""

from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from desktop.store.db import open_store
from tests.exports import ChatGPTTree

pytestmark = pytest.mark.perf
CONVERSATIONS, PER = 500, 200  # 100,000 messages

CHILD = """
import resource, sys, time
from pathlib import Path
from desktop.store.db import open_store
from desktop.store.foreign import import_file
repo = open_store(Path(sys.argv[1]))
import desktop.store.foreign  # everything the import uses is loaded before the baseline
before = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
start = time.perf_counter()
report = import_file(repo, Path(sys.argv[2]))
elapsed = time.perf_counter() - start
repo.close()
print(report.new_messages, elapsed, before, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _write_export(path: Path) -> None:
    with path.open("w", encoding="utf-8") as f:
        f.write("[")
        for c in range(CONVERSATIONS):
            tree = ChatGPTTree(f"conv-{c}", f"Conversation {c}")
            parent = "root"
            for i in range(PER):
                role = "user" if i % 2 == 0 else "assistant"
                text = f"message {i} of {c}: " + "some words of a realistic length " * 6
                parent = tree.add(f"m{i}", parent, role, [text])
            f.write(("," if c else "") + json.dumps(tree.export()))
        f.write("]")


@pytest.mark.timeout(1800)
def test_import_of_a_100000_message_chatgpt_export(tmp_path: Path) -> None:
    export = tmp_path / "conversations.json"
    _write_export(export)
    size = export.stat().st_size
    started = time.perf_counter()
    out = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "data"), str(export)],
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert out.returncode == 0, out.stderr
    messages, elapsed, before_kb, peak_kb = out.stdout.split()
    grew = (int(peak_kb) - int(before_kb)) * 1024
    print(
        f"\nimported {int(messages):,} messages ({size / 1e6:.0f} MB of JSON) in "
        f"{float(elapsed):.1f} s: {int(messages) / float(elapsed):,.0f} messages/s; "
        f"peak memory of the importing process {int(peak_kb) / 1024:.0f} MB, "
        f"{grew / 1e6:.0f} MB more than before it began "
        f"(whole run {time.perf_counter() - started:.0f} s)"
    )
    assert int(messages) == CONVERSATIONS * PER
    assert grew < size / 2  # streamed: the whole file is never in memory
    repo = open_store(tmp_path / "data")
    assert repo.count_messages() == CONVERSATIONS * PER
    repo.close()
