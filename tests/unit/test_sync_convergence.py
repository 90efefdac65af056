"""Three devices, each with its own data folder, change things offline in
random order (ask, stop, fail, regenerate, edit, rename, pin, delete,
import; and projects: create, rename, move a conversation in or out, add
and remove a file, delete with or without its conversations) and
sync through one folder in random order. However the rounds interleave,
once every device has synced until nothing is left to send, their exports
are the same, and no message written anywhere is missing unless it or
something above it was deleted (issue 17).

A hostile peer writes to the same folder meanwhile (issue 24): changes with
random, malformed or far-future stamps, files of garbage, and honest files
replayed under other names. Sync never stops for it, and the honest devices
still agree and lose nothing."""

from __future__ import annotations

import gzip
import json
import os
import shutil
import tempfile
import time
from dataclasses import replace
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    invariant,
    rule,
    run_state_machine_as_test,
)

from desktop.domain import stamps
from desktop.domain.messages import Status
from desktop.engine.attachments import prepare
from desktop.store.transfer import export_json, import_json
from desktop.sync.segment import PLAIN, file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device

DEVICES = 3
STATUSES = [Status.COMPLETE, Status.INTERRUPTED, Status.FAILED]


HOSTILE = "0badc0ffee000000"
STAMPS = st.one_of(
    st.text(max_size=30),  # anything at all
    st.sampled_from(["~", "9999999999999:999999:zzzz", "1:2", ":::", "-1:0:x"]),
    st.integers(0, 10**16).map(lambda ms: f"{ms:013d}:000000:{HOSTILE}"),  # past or far future
    st.integers(-3_000_000, 3_000_000).map(  # plausible: within minutes of now
        lambda off: f"{int(time.time() * 1000) + off:013d}:{abs(off) % 10**7:06d}:{HOSTILE}"
    ),
    # Inside the hour of skew with a counter at or past its bound (issue 36:
    # a 15-digit one made an honest device write a 16-digit one next).
    st.tuples(
        st.integers(0, 3_000_000),
        st.sampled_from([999_999_999_999_999, stamps.MAX_COUNTER, stamps.MAX_COUNTER + 1]),
    ).map(lambda t: f"{int(time.time() * 1000) + t[0]:013d}:{t[1]}:{HOSTILE}"),
)


class Stats:
    """What one run did (reset by _run), for the line it prints."""

    rounds = 0
    examples = 0
    hostile = 0
    steps = 0  # the rules run: operations, syncs and hostile writes
    projects = 0  # projects all devices held at the end, summed over examples


class SyncingDevices(RuleBasedStateMachine):
    def __init__(self) -> None:
        super().__init__()
        Stats.examples += 1
        self.root = Path(tempfile.mkdtemp(prefix="verbatim-sync-prop-"))
        self.devices = [Device(self.root / f"device-{i}") for i in range(DEVICES)]
        (self.root / "shared").mkdir()
        self.folder = FolderTransport(self.root / "shared")
        self.parents: dict[str, str | None] = {}  # every message written, and its parent
        self.conversation_of: dict[str, str] = {}

    @invariant()
    def counted(self) -> None:  # checked after each step (and once at the start)
        Stats.steps += 1

    def teardown(self) -> None:
        try:
            self.converge_and_compare()
        finally:
            for d in self.devices:
                d.close()
            shutil.rmtree(self.root, ignore_errors=True)

    # ------------------------------------------------------------- helpers
    def _conversations(self, d: Device) -> list[str]:
        return sorted(c.id for c in d.repo.list_conversations())

    def _pick(self, items: list[str], n: int) -> str | None:
        return items[n % len(items)] if items else None

    # --------------------------------------------------------------- rules
    @rule(i=st.integers(0, DEVICES - 1), title=st.sampled_from(["a", "b", "naïve 東京"]))
    def new_conversation(self, i: int, title: str) -> None:
        self.devices[i].repo.create_conversation(title=title)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), status=st.sampled_from(STATUSES))
    def ask(self, i: int, n: int, status: Status) -> None:
        d = self.devices[i]
        cid = self._pick(self._conversations(d), n)
        if cid is None:
            return
        q, a = d.ask(cid, f"question {n}", f"answer {n}", status)
        for m in (q, a):
            self.parents[m.id] = m.parent_id
            self.conversation_of[m.id] = cid

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50))
    def regenerate(self, i: int, n: int) -> None:
        d = self.devices[i]
        answers = sorted(
            m.id
            for c in self._conversations(d)
            for m in d.repo.messages(c)
            if m.role.value == "assistant"
        )
        target = self._pick(answers, n)
        if target is not None:
            m = d.again(target, f"again {n}")
            self.parents[m.id] = m.parent_id
            self.conversation_of[m.id] = m.conversation_id

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50))
    def edit(self, i: int, n: int) -> None:
        d = self.devices[i]
        questions = sorted(
            m.id
            for c in self._conversations(d)
            for m in d.repo.messages(c)
            if m.role.value == "user"
        )
        target = self._pick(questions, n)
        if target is not None:
            for m in d.edit(target, f"edited {n}"):
                self.parents[m.id] = m.parent_id
                self.conversation_of[m.id] = m.conversation_id

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), title=st.text(max_size=12))
    def rename(self, i: int, n: int, title: str) -> None:
        d = self.devices[i]
        cid = self._pick(self._conversations(d), n)
        if cid is not None and title.strip():
            d.repo.rename_conversation(cid, title)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), pinned=st.booleans())
    def pin(self, i: int, n: int, pinned: bool) -> None:
        d = self.devices[i]
        cid = self._pick(self._conversations(d), n)
        if cid is not None:
            d.repo.set_pinned(cid, pinned)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50))
    def delete_conversation(self, i: int, n: int) -> None:
        d = self.devices[i]
        cid = self._pick(self._conversations(d), n)
        if cid is not None:
            d.repo.delete_conversation(cid)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50))
    def delete_message(self, i: int, n: int) -> None:
        d = self.devices[i]
        ids = sorted(m.id for c in self._conversations(d) for m in d.repo.messages(c))
        target = self._pick(ids, n)
        if target is not None:
            d.repo.delete_message(target)

    @rule(i=st.integers(0, DEVICES - 1), j=st.integers(0, DEVICES - 1))
    def import_what_another_exported(self, i: int, j: int) -> None:
        """A person imports a file another device exported: the same ids,
        so sync and import agree (P2)."""
        data = export_json(self.devices[j].repo)
        import_json(self.devices[i].repo, json.dumps(data))

    # ------------------------------------------------------------ projects
    def _projects(self, d: Device) -> list[str]:
        return sorted(p.id for p in d.repo.projects())

    @rule(i=st.integers(0, DEVICES - 1), name=st.sampled_from(["Thesis", "Trip", "naïve 東京"]))
    def create_project(self, i: int, name: str) -> None:
        self.devices[i].repo.create_project(name, f"Instructions for {name}.")

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), name=st.text(max_size=12))
    def rename_project(self, i: int, n: int, name: str) -> None:
        d = self.devices[i]
        pid = self._pick(self._projects(d), n)
        project = d.repo.get_project(pid) if pid else None
        if project is not None and name.strip():
            d.repo.update_project(replace(project, name=name, instructions=f"Now {name}."))

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), m=st.integers(0, 50))
    def move_conversation(self, i: int, n: int, m: int) -> None:
        """Into a project, or (every fourth pick) out of any."""
        d = self.devices[i]
        cid = self._pick(self._conversations(d), n)
        pid = None if m % 4 == 0 else self._pick(self._projects(d), m)
        if cid is not None:
            d.repo.move_to_project(cid, pid)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), k=st.integers(0, 3))
    def add_project_file(self, i: int, n: int, k: int) -> None:
        d = self.devices[i]
        pid = self._pick(self._projects(d), n)
        project = d.repo.get_project(pid) if pid else None
        if project is not None:
            file = prepare(f"notes-{k}.md", f"# Notes {k}\n\nKept in the project.\n".encode())
            d.repo.set_project_files(project.id, (*project.files, file.attachment), file.blobs)

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50))
    def remove_project_file(self, i: int, n: int) -> None:
        d = self.devices[i]
        pid = self._pick(self._projects(d), n)
        project = d.repo.get_project(pid) if pid else None
        if project is not None and project.files:
            d.repo.set_project_files(project.id, project.files[1:], {})

    @rule(i=st.integers(0, DEVICES - 1), n=st.integers(0, 50), everything=st.booleans())
    def delete_project(self, i: int, n: int, everything: bool) -> None:
        d = self.devices[i]
        pid = self._pick(self._projects(d), n)
        if pid is not None:
            d.repo.delete_project(pid, with_conversations=everything)

    # --------------------------------------------------------- the hostile
    def _plant(self, folder: str, data: bytes) -> None:
        where = self.folder.root / folder
        where.mkdir(parents=True, exist_ok=True)
        (where / file_name(len(list(where.iterdir())) + 1, data)).write_bytes(data)
        Stats.hostile += 1

    @rule(n=st.integers(0, 50), stamp=STAMPS, title=st.text(max_size=12), pinned=st.booleans())
    def hostile_change(self, n: int, stamp: str, title: str, pinned: bool) -> None:
        """A conversation change from a device nobody runs, stamped anyhow."""
        known = sorted({c for d in self.devices for c in self._conversations(d)})
        cid = self._pick(known, n) or f"hostile-{n}"
        entry = {"t": "conv", "stamp": stamp, "id": cid, "title": title, "pinned": pinned}
        body = gzip.compress((json.dumps(entry) + "\n").encode())
        self._plant(HOSTILE, PLAIN + body)

    @rule(n=st.integers(0, 50), k=st.integers(1, 40))
    def hostile_waiting(self, n: int, k: int) -> None:
        """Changes that wait for what never comes (issue 36): messages of a
        conversation nobody has, a reply to a message nobody wrote, and a
        project whose files never come. They wait within their bound, and
        are never added anywhere."""
        known = sorted({c for d in self.devices for c in self._conversations(d)})
        cid = self._pick(known, n) or f"hostile-{n}"
        lines: list[dict[str, object]] = [
            {
                "t": "msg",
                "conversation_id": f"nowhere-{n}-{j}",
                "id": f"orphan-{n}-{j}",
                "parent_id": None,
                "role": "user",
                "content": "waits",
                "status": "complete",
            }
            for j in range(k)
        ]
        lines.append(
            {
                "t": "msg",
                "conversation_id": cid,
                "id": f"reply-{n}-{k}",
                "parent_id": "never",
                "role": "user",
                "content": "waits",
                "status": "complete",
            }
        )
        lines.append(
            {
                "t": "proj",
                "stamp": f"{int(time.time() * 1000):013d}:000000:{HOSTILE}",
                "id": f"waiting-project-{n}",
                "name": "Waits",
                "files": [
                    {"name": "never.md", "mime": "text/markdown", "sha256": f"{n:064x}", "size": 1}
                ],
            }
        )
        body = gzip.compress("".join(json.dumps(e) + "\n" for e in lines).encode())
        self._plant(HOSTILE, PLAIN + body)

    @rule(garbage=st.binary(max_size=300), plain=st.booleans())
    def hostile_garbage(self, garbage: bytes, plain: bool) -> None:
        self._plant(HOSTILE, (PLAIN + garbage) if plain else garbage)

    @rule(n=st.integers(0, 200), into=st.integers(0, DEVICES))
    def hostile_replay(self, n: int, into: int) -> None:
        """An honest file copied again, under another name: into a device
        nobody runs, or into an honest device's own folder."""
        files = sorted(p for p in self.folder.root.rglob("*.vseg") if HOSTILE not in str(p))
        if not files:
            return
        data = files[n % len(files)].read_bytes()
        folder = HOSTILE if into == DEVICES else self.devices[into].repo.device_id()
        self._plant(folder, data)

    @rule(i=st.integers(0, DEVICES - 1))
    def sync(self, i: int) -> None:
        run_round(self.devices[i].repo, self.folder)
        Stats.rounds += 1

    # ---------------------------------------------------------- the check
    def converge_and_compare(self) -> None:
        for _ in range(8):
            sent = 0
            for d in self.devices:
                sent += run_round(d.repo, self.folder).sent_files
                Stats.rounds += 1
            if sent == 0:
                break
        else:
            raise AssertionError("the devices kept sending changes: no convergence")
        for d in self.devices:  # every honest stamp is one every peer reads
            clock = d.repo.sync_value("clock")
            assert clock is None or stamps.parse(clock) is not None, clock
        exports = [d.export() for d in self.devices]
        for other in exports[1:]:
            assert other == exports[0], _difference(exports[0], other)
        projects = [d.projects() for d in self.devices]
        for other in projects[1:]:
            assert other == projects[0], f"the devices disagree on projects: {projects}"
        Stats.projects += len(projects[0])
        for d in self.devices:  # every file a project names is there
            named = {a.sent_sha256 for p in d.repo.projects() for a in p.files}
            assert set(d.repo.blobs(named)) == named
        held = {m["id"] for c in exports[0] for m in c["messages"]}
        deleted = {item for d in self.devices for item, _k, _s in d.repo.tombstones()}
        for mid in self.parents:
            if mid in held:
                continue
            chain: list[str] = []
            current: str | None = mid
            while current is not None:
                chain.append(current)
                current = self.parents.get(current)
            assert deleted & ({*chain, self.conversation_of[mid]}), f"{mid} was lost"


def _difference(a: list[dict[str, object]], b: list[dict[str, object]]) -> str:
    """Where two devices' exports disagree, in a few words."""
    ids_a, ids_b = {c["id"] for c in a}, {c["id"] for c in b}
    if ids_a != ids_b:
        return f"the devices disagree on which conversations exist: {ids_a ^ ids_b}"
    for ca, cb in zip(a, b, strict=True):
        for key in ca:
            if ca[key] != cb[key]:
                if key == "messages":
                    ma = {m["id"]: m for m in ca[key]}  # type: ignore[attr-defined]
                    mb = {m["id"]: m for m in cb[key]}  # type: ignore[attr-defined]
                    diff = set(ma) ^ set(mb)
                    changed = [i for i in set(ma) & set(mb) if ma[i] != mb[i]]
                    return (
                        f"conversation {ca['id']}: messages only on one: {diff}, differ: {changed}"
                    )
                return f"conversation {ca['id']}: {key} {ca[key]!r} != {cb[key]!r}"
    return "?"


def _run(examples: int, steps: int, **extra: object) -> type[Stats]:
    Stats.rounds = Stats.examples = Stats.hostile = Stats.steps = Stats.projects = 0
    run_state_machine_as_test(
        SyncingDevices,
        settings=settings(
            max_examples=examples,
            stateful_step_count=steps,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            print_blob=True,
            **extra,  # type: ignore[arg-type]
        ),
    )
    print(
        f"\nsync convergence: {Stats.examples} examples, {Stats.steps} steps, "
        f"{Stats.rounds} sync rounds, {Stats.hostile} hostile files, "
        f"{Stats.projects} projects agreed at the end"
    )
    return Stats


def test_three_devices_converge_whatever_the_order() -> None:
    _run(examples=12, steps=30, derandomize=True, database=None)


@pytest.mark.slow
@pytest.mark.timeout(1200)
def test_three_devices_converge_long_run() -> None:
    budget = float(os.environ.get("VERBATIM_FUZZ_SECONDS", "240"))
    started = time.monotonic()
    runs = examples = steps = hostile = 0
    while time.monotonic() - started < budget:
        done = _run(examples=40, steps=50, database=None)
        runs, examples, steps = runs + 1, examples + done.examples, steps + done.steps
        hostile += done.hostile
    print(f"\nin all: {runs} runs, {examples} examples, {steps} steps, {hostile} hostile files")
