"""A delete covers what its device had seen (issue 36): words another
device added that the deleting one never saw survive, on every device,
with the chain above them; what it saw goes. Real stores, a real sync
folder, the real round."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Role
from desktop.store.exchange.transfer import export_json, import_json
from desktop.sync.segment import file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.sync_devices import Device


@pytest.fixture
def devices(tmp_path: Path) -> Iterator[tuple[FolderTransport, list[Device]]]:
    (tmp_path / "sync").mkdir()
    folder = FolderTransport(tmp_path / "sync")
    made = [Device(tmp_path / name) for name in ("desktop", "laptop", "third")]
    yield folder, made
    for d in made:
        d.close()


def _sync(folder: FolderTransport, *devices: Device) -> None:
    for d in devices:
        run_round(d.repo, folder)


def _contents(d: Device, cid: str) -> list[str]:
    return sorted(m.content for m in d.repo.messages(cid))


def test_a_delete_on_the_desktop_keeps_the_laptops_unseen_follow_up(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """The story of issue 36: the laptop asks a follow-up while offline; the
    desktop, holding only the first exchange, deletes the conversation; both
    sync. The follow-up and its answer are on both, with the first exchange
    they need to be read in order; the delete's tombstone says it happened."""
    folder, (desktop, laptop, _third) = devices
    cid = desktop.repo.create_conversation(title="Trip").id
    desktop.ask(cid, "first question", "first answer")
    _sync(folder, desktop, laptop)
    assert _contents(laptop, cid) == ["first answer", "first question"]
    laptop.ask(cid, "follow-up, offline", "the answer the person read")  # not synced yet
    desktop.repo.delete_conversation(cid)
    _sync(folder, desktop, laptop, desktop)
    whole = ["first answer", "first question", "the answer the person read", "follow-up, offline"]
    for d in (desktop, laptop):
        assert d.repo.get_conversation(cid) is not None, d.folder.name
        assert _contents(d, cid) == sorted(whole), d.folder.name
        assert d.repo.sync.tombstone_stamp(cid) is not None  # the window says what happened
    assert desktop.export() == laptop.export()
    # "Delete it here too": now it covers everything, and it goes everywhere.
    desktop.repo.delete_conversation(cid)
    _sync(folder, desktop, laptop, desktop)
    assert desktop.repo.get_conversation(cid) is None
    assert laptop.repo.get_conversation(cid) is None


def test_a_delete_takes_what_its_device_saw_when_nothing_new_was_added(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """A rename elsewhere is no reason to keep a deleted conversation: only
    words are."""
    folder, (desktop, laptop, _third) = devices
    cid = desktop.repo.create_conversation(title="Old").id
    desktop.ask(cid, "q", "a")
    _sync(folder, desktop, laptop)
    laptop.repo.rename_conversation(cid, "Renamed on the laptop")
    desktop.repo.delete_conversation(cid)
    _sync(folder, desktop, laptop, desktop, laptop)
    assert desktop.repo.get_conversation(cid) is None
    assert laptop.repo.get_conversation(cid) is None


def test_a_reply_written_elsewhere_below_a_deleted_message_survives(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """A message delete takes the replies its device had seen below it; a
    reply another device wrote there meanwhile stays, with its chain."""
    folder, (desktop, laptop, _third) = devices
    cid = desktop.repo.create_conversation(title="Branches").id
    desktop.ask(cid, "q1", "a1")
    q2, _a2 = desktop.ask(cid, "q2", "a2")
    _sync(folder, desktop, laptop)
    laptop.ask(cid, "q3 written on the laptop", "a3")  # below a2, unseen by the desktop
    desktop.repo.delete_message(q2.id)
    _sync(folder, desktop, laptop, desktop)
    for d in (desktop, laptop):
        held = _contents(d, cid)
        assert "q3 written on the laptop" in held and "a3" in held, d.folder.name
        assert "q2" in held and "a2" in held  # the chain q3 needs
    assert desktop.export() == laptop.export()


def test_two_delete_at_once_and_a_third_adds(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """Two devices delete the same conversation concurrently while a third
    adds to it: the third's words survive on all three, and only they and
    their chain."""
    folder, (a, b, c) = devices
    cid = a.repo.create_conversation(title="Shared").id
    a.ask(cid, "q1", "a1")
    _sync(folder, a, b, c)
    b.ask(cid, "b's question", "b's answer")
    _sync(folder, b)  # b's words reach the folder; a has not read them
    b.repo.delete_conversation(cid)  # b saw q1, a1 and its own
    a.repo.delete_conversation(cid)  # a saw q1, a1
    c.ask(cid, "c's question", "c's answer")  # c never saw b's words either
    _sync(folder, a, b, c, a, b, c, a, b)
    kept = {d.folder.name: _contents(d, cid) for d in (a, b, c)}
    # c's words were covered by no delete: they stay, with q1 and a1 above
    # them. b's were covered by b's own delete: they go.
    expected = sorted(["q1", "a1", "c's question", "c's answer"])
    assert kept == {"desktop": expected, "laptop": expected, "third": expected}
    assert a.export() == b.export() == c.export()
    users = [m for m in a.repo.messages(cid) if m.role is Role.USER]
    assert len(users) == 2


def test_an_import_brings_back_nothing_a_delete_covered(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """An export made before a delete, imported into the conversation kept
    after it, adds nothing the delete covered (a version the deleting
    device had seen): the importing device agrees with the others."""
    folder, (desktop, laptop, _third) = devices
    cid = desktop.repo.create_conversation(title="Kept").id
    _q1, a1 = desktop.ask(cid, "q1", "a1")
    desktop.again(a1.id, "a1, another version")
    _sync(folder, desktop, laptop)
    old_export = json.dumps(export_json(laptop.repo))
    laptop.repo.set_tip(cid, a1.id)
    laptop.ask(cid, "follow-up on the laptop", "its answer")  # below a1, unseen
    desktop.repo.delete_conversation(cid)
    _sync(folder, desktop, laptop, desktop)
    assert "a1, another version" not in _contents(laptop, cid)  # covered, not needed
    import_json(laptop.repo, old_export)
    _sync(folder, laptop, desktop, laptop)
    assert "a1, another version" not in _contents(laptop, cid)
    assert desktop.export() == laptop.export()


def test_words_kept_after_a_delete_go_out_though_a_copy_of_them_comes_again(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """Found by the convergence machine: the laptop kept its follow-up below
    an answer the desktop deleted and was to send that answer back with it,
    but a copy of its own first file (replayed into its folder) brought the
    answer in the same round, and taking it marked it sent: the desktop got
    the follow-up without the answer above it, waiting for ever."""
    folder, (desktop, laptop, _third) = devices
    cid = laptop.repo.create_conversation(title="Replayed").id
    _q1, a1 = laptop.ask(cid, "q1", "a1")
    _sync(folder, laptop, desktop)
    mine = folder.root / laptop.repo.sync.device_id()
    (first,) = mine.glob("*.vseg")
    data = first.read_bytes()
    (mine / file_name(2, data)).write_bytes(data)  # a copy, under another name
    desktop.repo.delete_message(a1.id)  # covers a1 alone
    laptop.ask(cid, "follow-up below a1", "its answer")
    _sync(folder, desktop, laptop, desktop, laptop)
    expected = sorted(["q1", "a1", "follow-up below a1", "its answer"])
    assert _contents(laptop, cid) == expected
    assert _contents(desktop, cid) == expected
    assert desktop.export() == laptop.export()


def _add_file(d: Device, pid: str, name: str) -> None:
    from desktop.engine.attachments import prepare

    project = d.repo.get_project(pid)
    assert project is not None
    file = prepare(name, f"# {name}\n\nWritten on the {d.folder.name}.\n".encode())
    d.repo.project_store.set_project_files(pid, (*project.files, file.attachment), file.blobs)


def _files(d: Device, pid: str) -> list[str] | None:
    project = d.repo.get_project(pid)
    return None if project is None else sorted(a.name for a in project.files)


def test_a_project_deleted_while_another_device_added_a_file_keeps_that_file(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """The desktop deletes a project it holds with one file; the laptop,
    offline, had added a second. Both sync: the project stays on both with
    the laptop's file alone (the desktop's person deleted the first having
    seen it). A later delete that has seen it takes it everywhere."""
    folder, (desktop, laptop, _third) = devices
    pid = desktop.repo.project_store.create_project("Thesis").id
    _add_file(desktop, pid, "outline.md")
    _sync(folder, desktop, laptop)
    assert _files(laptop, pid) == ["outline.md"]
    _add_file(laptop, pid, "chapter-one.md")  # not synced yet
    desktop.repo.project_store.delete_project(pid, with_conversations=False)
    _sync(folder, desktop, laptop, desktop, laptop)
    for d in (desktop, laptop):
        assert _files(d, pid) == ["chapter-one.md"], d.folder.name
    assert desktop.projects() == laptop.projects()
    laptop.repo.project_store.delete_project(pid, with_conversations=False)
    _sync(folder, laptop, desktop, laptop)
    assert _files(desktop, pid) is None and _files(laptop, pid) is None


def test_a_renamed_project_deleted_elsewhere_goes_everywhere(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """A new name is no reason to keep a deleted project: only files are."""
    from dataclasses import replace

    folder, (desktop, laptop, _third) = devices
    project = desktop.repo.project_store.create_project("Trip")
    _add_file(desktop, project.id, "tickets.md")
    _sync(folder, desktop, laptop)
    held = laptop.repo.get_project(project.id)
    assert held is not None
    laptop.repo.project_store.update_project(replace(held, name="Trip to Lisbon"))
    desktop.repo.project_store.delete_project(project.id, with_conversations=False)
    _sync(folder, laptop, desktop, laptop, desktop)
    assert _files(desktop, project.id) is None and _files(laptop, project.id) is None


def test_an_import_brings_back_a_deleted_project_only_with_files_it_never_saw(
    devices: tuple[FolderTransport, list[Device]],
) -> None:
    """Sync's rule, for an export of another device: a project deleted here
    comes back with the files its delete had not seen, and without those it
    had; an export holding only what the delete saw brings nothing back."""
    folder, (desktop, laptop, _third) = devices
    pid = desktop.repo.project_store.create_project("Thesis").id
    _add_file(desktop, pid, "outline.md")
    _sync(folder, desktop, laptop)
    only_seen = json.dumps(export_json(laptop.repo))
    _add_file(laptop, pid, "chapter-one.md")
    with_more = json.dumps(export_json(laptop.repo))
    desktop.repo.project_store.delete_project(pid, with_conversations=False)
    import_json(desktop.repo, only_seen)
    assert _files(desktop, pid) is None
    import_json(desktop.repo, with_more)
    assert _files(desktop, pid) == ["chapter-one.md"]
