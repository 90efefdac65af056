"""Start one command under an address-space cap and print its exit code and
its own peak resident memory as JSON (see tests/capped.py for why a
launcher: this process is small, so the child it forks starts small).

    python capped_launcher.py CAP_MB TIMEOUT_S OUT_FILE ERR_FILE COMMAND...

A child still running at the timeout is killed (and reported as killed).
"""

from __future__ import annotations

import json
import os
import resource
import signal
import subprocess
import sys

MB = 1024 * 1024


def main() -> None:
    cap = int(sys.argv[1]) * MB
    timeout = max(1, round(float(sys.argv[2])))
    out_path, err_path, command = sys.argv[3], sys.argv[4], sys.argv[5:]

    def limit() -> None:  # in the child, before it execs
        resource.setrlimit(resource.RLIMIT_AS, (cap, cap))

    with open(out_path, "wb") as out, open(err_path, "wb") as err:
        proc = subprocess.Popen(command, stdout=out, stderr=err, preexec_fn=limit)
        signal.signal(signal.SIGALRM, lambda _signum, _frame: proc.kill())
        signal.alarm(timeout)
        try:
            _pid, status, usage = os.wait4(proc.pid, 0)
        except BaseException:
            proc.kill()
            raise
    code = os.waitstatus_to_exitcode(status)
    print(json.dumps({"code": code, "peak_mb": usage.ru_maxrss / 1024}))  # KiB on Linux


if __name__ == "__main__":
    main()
