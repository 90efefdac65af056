"""What can be reached from an object by its public attributes, and which
of it changes something (issue 38: the reader the window gets offers no
write).

A walk over every public attribute (no leading underscore) of the object,
of the objects those attributes hold, and of the object behind each bound
method (a repository's method handed on as an attribute would hand on the
repository); the values that are data (text, numbers, paths, lists…) are
not walked. A callable whose name starts with a verb that changes
something (add_, set_, delete_, rename_, create_…) is a write.
"""

from __future__ import annotations

import inspect
from typing import Any

# The first word of a method that changes something (the store's writes
# are named so: add_message, set_tip, delete_conversation, rename_…).
WRITE_VERBS = frozenset(
    """add set delete rename create put finalize remove move update insert write save
    import export clear mark apply pin unpin restore close commit execute drop replace
    record forget store upsert merge purge prune attach detach recover vacuum backup
    begin rollback index reindex append extend pop discard touch keep tombstone cover
    register link unlink allow deny open run migrate reset sync""".split()  # noqa: SIM905
)


def is_write(name: str) -> bool:
    """Whether a method's name says it changes something."""
    return name.split("_", 1)[0].lower() in WRITE_VERBS


def _ours(value: Any) -> bool:
    # Only this project's objects are walked on: the values a reader returns
    # (str, Path, list) have methods such as list.append that change nothing stored.
    return type(value).__module__.split(".", 1)[0] in {"desktop", "tests"}


def writes_reachable(root: object, depth: int = 4) -> list[str]:
    """The writes reachable from `root`, each as the path to it
    ("reader.delete_conversation", "reader.get.__self__.add_message")."""
    found: list[str] = []
    seen: set[int] = set()
    todo: list[tuple[object, str, int]] = [(root, "reader", 0)]
    while todo:
        obj, path, level = todo.pop()
        if id(obj) in seen or level > depth:
            continue
        seen.add(id(obj))
        for name in dir(obj):
            if name.startswith("_"):
                continue
            where = f"{path}.{name}"
            value = getattr(obj, name)  # a property's value too: what it gives is walked
            if callable(value) and is_write(name):
                found.append(where)
            owner = getattr(value, "__self__", None)
            if inspect.ismethod(value) and owner is not obj and _ours(owner):
                todo.append((owner, f"{where}.__self__", level + 1))
            elif not inspect.ismethod(value) and _ours(value):
                todo.append((value, where, level + 1))
    return sorted(found)
