"""A heavy user's years (issue 28): 100,000 messages in 2,000 conversations
against 1,000,000 in 20,000 (50 messages each, one of 2,000: the longest).
Each step runs in a fresh child (`scale_child.py`) on the real start-up
path; prints seconds, peak MB, the ratio 1M/100k (linear: <= ~10) and the
event-loop lag while the step ran, with the machine's load beside each.

    python tests/perf/scale_bench.py [WORKDIR] [--sizes 2000,20000] [--repeat 2]
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
CHILD = ROOT / "tests/perf/scale_child.py"
STEPS = ["ready", "open", "search", "backup", "sync"]


def env() -> dict[str, str]:
    return {
        **os.environ,
        "PYTHONPATH": f"{ROOT}{os.pathsep}{os.environ.get('PYTHONPATH', '')}",
        "QT_QPA_PLATFORM": "offscreen",
        "PYTHON_KEYRING_BACKEND": "keyring.backends.null.Keyring",
    }


def seeded(work: Path, conversations: int) -> Path:
    data = work / f"store-{conversations}"
    if not (data / "seed.json").exists():
        shutil.rmtree(data, ignore_errors=True)
        started = time.perf_counter()
        subprocess.run(
            [sys.executable, str(ROOT / "tests/perf/scale_seed.py"), str(data), str(conversations)],
            check=True, env=env(), capture_output=True,
        )  # fmt: skip
        print(f"seeded {conversations:,} conversations in {time.perf_counter() - started:.0f} s")
    return data


def step(name: str, data: Path) -> dict[str, Any]:
    run = data
    if name in ("backup", "sync"):  # both write: a copy of the store each time
        run = data.parent / (data.name + "-" + name)
        shutil.rmtree(run, ignore_errors=True)
        shutil.rmtree(run.parent / (run.name + "-shared"), ignore_errors=True)
        shutil.copytree(data, run)
    launched = time.time()
    out = subprocess.run(
        [sys.executable, str(CHILD), name, str(run)],
        capture_output=True, text=True, env=env(), timeout=3600,
    )  # fmt: skip
    line = next((x for x in out.stdout.splitlines() if x.startswith("RESULT ")), None)
    if line is None:
        raise RuntimeError(f"{name} failed:\n{out.stdout}\n{out.stderr}")
    result = json.loads(line[7:])
    if name == "ready":
        result["seconds"] = float(result["visible_at"]) - launched
    if run != data:
        shutil.rmtree(run, ignore_errors=True)
        shutil.rmtree(run.parent / (run.name + "-shared"), ignore_errors=True)
    return result


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("work", nargs="?", type=Path, default=Path("/tmp/verbatim-scale"))
    parser.add_argument("--sizes", default="2000,20000")
    parser.add_argument("--repeat", type=int, default=2)
    parser.add_argument("--steps", default=",".join(STEPS))
    opts = parser.parse_args()
    opts.work.mkdir(parents=True, exist_ok=True)
    sizes = [int(s) for s in opts.sizes.split(",")]
    table: dict[tuple[str, int], dict[str, Any]] = {}
    for conversations in sizes:
        data = seeded(opts.work, conversations)
        for name in opts.steps.split(","):
            runs = [step(name, data) for _ in range(opts.repeat)]
            best = min(runs, key=lambda r: float(r["seconds"]))
            table[name, conversations] = best
            print(f"{name:7} {conversations * 50:>9,} msgs: " + json.dumps(best), flush=True)
    print(f"\n{'step':8}" + "".join(f"{f'{c * 50:,} s / MB':>22}" for c in sizes) + "  ratio s, MB")
    for name in opts.steps.split(","):
        cells = [table[name, c] for c in sizes]
        row = f"{name:8}" + "".join(
            f"{float(r['seconds']):>13.3f} {float(r['peak_mb']):>7.0f}" for r in cells
        )
        if len(cells) == 2:
            a, b = cells
            row += (
                f"  {float(b['seconds']) / float(a['seconds']):5.1f}x "
                f"{float(b['peak_mb']) / float(a['peak_mb']):4.1f}x"
            )
        lags = [str(r.get("lag", "-")) for r in cells]
        print(row + "   lag: " + " | ".join(lags) + "   " + str(cells[-1]["load"]))


if __name__ == "__main__":
    main()
