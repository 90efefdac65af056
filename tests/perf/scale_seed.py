"""A heavy user's store, written fast (issue 28): conversations of 50
alternating questions and complete answers, one of them much longer (the
longest), with `executemany` into the tables the migrations made, as
`desktop/store/exchange/import_batch.py` writes an import (the FTS triggers index
every message, as in the app). Text is `seed.text` (so "garden" is in 12 of
13 messages); the rare word "zephyr" is in exactly 3 messages (the oldest,
one in the middle, the newest)."""

from __future__ import annotations

import json
import sys
import time
import uuid
from pathlib import Path

from desktop.session.settings import Settings, save_settings
from desktop.store.db import open_store
from desktop.store.exchange.import_batch import _CONVERSATION, _MESSAGE
from tests.perf.seed import text

RARE = "zephyr"


def fast_seed(
    data: Path, conversations: int, messages_each: int = 50, longest: int = 2000
) -> dict[str, object]:
    """Returns {"longest": its id, "last": the newest conversation's id,
    "messages": how many}; conversation `conversations // 2` is the longest."""
    repo = open_store(data)
    db = repo.db
    long_index = conversations // 2
    total = (conversations - 1) * messages_each + longest
    rare_at = {0, total // 2, total - 1}
    now = time.time() - conversations - 10
    n = 0
    ids: list[str] = []
    connection = db.connection()
    connection.execute("PRAGMA cache_size = -262144")  # 256 MB while seeding
    with db.atomic():
        for start in range(0, conversations, 500):
            convs: list[tuple[object, ...]] = []
            msgs: list[tuple[object, ...]] = []
            for c in range(start, min(start + 500, conversations)):
                cid = str(uuid.uuid4())
                ids.append(cid)
                count = longest if c == long_index else messages_each
                parent = None
                stamp = now + c
                for i in range(count):
                    mid = str(uuid.uuid4())
                    content = text(n) + (f" {RARE}" if n in rare_at else "")
                    msgs.append(
                        (mid, cid, parent, i + 1, "user" if i % 2 == 0 else "assistant",
                         content, "complete", None, None, None, "", None, None, None, None,
                         "", 0, "", stamp + i * 1e-3, stamp)
                    )  # fmt: skip
                    parent = mid
                    n += 1
                convs.append(
                    (cid, f"Conversation {c}", False, parent, None, None, "", stamp, stamp,
                     count + 1, None, None, None, "", True, None)
                )  # fmt: skip
            connection.executemany(_CONVERSATION, convs)
            connection.executemany(_MESSAGE, msgs)
    repo.close()
    # The window reopens a plain 50-message conversation, not the longest.
    save_settings(data / "config", Settings(last_conversation_id=ids[-1]))
    info = {"longest": ids[long_index], "last": ids[-1], "messages": n}
    (data / "seed.json").write_text(json.dumps(info))
    return info


if __name__ == "__main__":
    started = time.perf_counter()
    print(fast_seed(Path(sys.argv[1]), int(sys.argv[2])))
    print(f"seeded in {time.perf_counter() - started:.1f} s")
