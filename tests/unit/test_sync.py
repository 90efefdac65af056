"""Sync through a shared folder, two and three devices (issue 17)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from desktop.domain.messages import Message, Role, Status
from desktop.sync.segment import SyncError, file_name
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from tests.helpers import present
from tests.sync_devices import Device

Two = tuple[Device, Device, FolderTransport]


@pytest.fixture
def two(tmp_path: Path) -> Iterator[Two]:
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    (tmp_path / "shared").mkdir()
    yield a, b, FolderTransport(tmp_path / "shared")
    a.close()
    b.close()


def test_two_devices_converge_through_a_folder(two: Two) -> None:
    a, b, folder = two
    cid = a.repo.create_conversation(title="Trip").id
    _q, first = a.ask(cid, "where to?", "Lisbon")
    report = run_round(a.repo, folder)
    assert report.sent_messages == 2 and report.sent_files == 1
    got = run_round(b.repo, folder)
    assert got.received_messages == 2
    assert b.export() == a.export()
    # Both change offline: B answers again, A renames and stops an answer.
    b.again(first.id, "Porto")
    a.repo.rename_conversation(cid, "Trip to Portugal")
    a.ask(cid, "and food?", "pastéis", Status.INTERRUPTED)
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert a.export() == b.export()
    assert present(b.repo.get_conversation(cid)).title == "Trip to Portugal"
    assert len(b.repo.messages(cid)) == 5
    # Nothing new: a round sends nothing.
    assert run_round(a.repo, folder).sent_files == 0


def test_a_long_history_is_sent_in_passes_and_arrives_whole(
    two: Two, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Issue 28: a round sends at most MESSAGES_PER_PASS messages at once
    (collected, written and committed), then the next ones, until none is
    left; the other device gets every message and every conversation."""
    import desktop.sync.round as round_module

    monkeypatch.setattr(round_module, "MESSAGES_PER_PASS", 7)
    a, b, folder = two
    ids = [a.repo.create_conversation(title=f"Talk {n}").id for n in range(3)]
    for n in range(8):  # 48 messages, 16 a conversation
        for cid in ids:
            a.ask(cid, f"question {n}", f"answer {n}")
    a.repo.rename_conversation(ids[2], "Renamed before the round")
    report = run_round(a.repo, folder)
    assert report.sent_messages == 48 and report.sent_files == 7  # 7 passes: 6 of 7, one of 6
    assert run_round(a.repo, folder).sent_files == 0  # all of it is known as sent
    got = run_round(b.repo, folder)
    assert got.received_messages == 48
    assert b.export() == a.export()


def test_a_delete_reaches_the_other_device(two: Two) -> None:
    a, b, folder = two
    keep = a.repo.create_conversation(title="keep").id
    gone = a.repo.create_conversation(title="gone").id
    a.ask(keep, "q", "a")
    a.ask(gone, "q2", "a2")
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    b.repo.delete_conversation(gone)
    b.repo.delete_message(b.repo.messages(keep)[0].id)
    run_round(b.repo, folder)
    run_round(a.repo, folder)
    assert a.repo.get_conversation(gone) is None and a.repo.messages(keep) == []
    assert a.export() == b.export()


def test_a_wrong_passphrase_changes_nothing(two: Two) -> None:
    a, b, folder = two
    cid = a.repo.create_conversation(title="secret").id
    a.ask(cid, "the question", "the answer")
    run_round(a.repo, folder, passphrase="correct horse")
    shared = folder.root
    sealed = next(shared.rglob("*.vseg")).read_bytes()
    assert b"the answer" not in sealed and b"secret" not in sealed  # only ciphertext
    before = b.export()
    with pytest.raises(SyncError, match="passphrase does not open"):
        run_round(b.repo, folder, passphrase="wrong")
    # Without a passphrase the round goes on and names what it cannot read
    # (stopping let one planted file stall every device: test_sync_hostile).
    unread = run_round(b.repo, folder).problems
    assert any("encrypted" in p and "no sync passphrase" in p for p in unread), unread
    assert b.export() == before == []
    run_round(b.repo, folder, passphrase="correct horse")
    assert b.export() == a.export()


def test_a_damaged_or_half_copied_file_waits_and_nothing_is_lost(two: Two) -> None:
    a, b, folder = two
    cid = a.repo.create_conversation(title="t").id
    a.ask(cid, "q", "a")
    run_round(a.repo, folder)
    path = next(folder.root.rglob("*.vseg"))
    whole = path.read_bytes()
    path.write_bytes(whole[: len(whole) // 2])  # a sync tool still copying it
    report = run_round(b.repo, folder)
    assert report.received_messages == 0 and "incomplete or damaged" in report.problems[0]
    path.write_bytes(whole)
    assert run_round(b.repo, folder).received_messages == 2
    assert b.export() == a.export()
    (path.parent / file_name(99, whole)).write_bytes(whole)  # the same file twice
    again = run_round(b.repo, folder)
    assert again.received_files == 1 and again.received_messages == 0
    assert b.export() == a.export()


def test_titles_with_line_separators_travel_whole(two: Two) -> None:
    """Found by the convergence test: U+2028 or U+0085 in a title broke a
    change file into lines that were not JSON."""
    a, b, folder = two
    cid = a.repo.create_conversation(title="one\u2028two\x85three\x1cfour").id
    a.ask(cid, "para\u2029graph", "line\u2028sep")
    run_round(a.repo, folder)
    assert run_round(b.repo, folder).received_messages == 2
    assert b.export() == a.export()


def test_a_device_offline_for_months_catches_up_and_loses_nothing(two: Two) -> None:
    """Sixty rounds of changes elsewhere (a workday's sync every few months
    apart is the same files), while this device wrote its own offline."""
    a, b, folder = two
    cid = a.repo.create_conversation(title="daily notes").id
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    for day in range(60):
        a.ask(cid, f"day {day}", f"notes of day {day}")
        if day % 7 == 0:
            a.repo.rename_conversation(cid, f"daily notes, week {day // 7}")
        run_round(a.repo, folder)
    away = b.repo.create_conversation(title="written offline").id
    b.ask(away, "on the train", "kept")
    report = run_round(b.repo, folder)
    assert report.received_files == 60 and report.received_messages == 120
    run_round(a.repo, folder)
    assert a.export() == b.export()
    assert present(b.repo.get_conversation(cid)).title == "daily notes, week 8"
    assert [m.content for m in a.repo.messages(away)] == ["on the train", "kept"]


def test_a_copied_data_folder_on_a_second_computer_still_converges(tmp_path: Path) -> None:
    """Two computers with the same identity (a data folder copied from one
    to the other): each finds files it did not write in its own folder,
    applies them, and takes a new identity; nothing is lost."""
    import shutil

    (tmp_path / "shared").mkdir()
    folder = FolderTransport(tmp_path / "shared")
    a = Device(tmp_path / "a")
    cid = a.repo.create_conversation(title="copied").id
    a.ask(cid, "before the copy", "answer")
    run_round(a.repo, folder)
    a.close()
    shutil.copytree(tmp_path / "a", tmp_path / "b")
    a, b = Device(tmp_path / "a"), Device(tmp_path / "b")
    try:
        assert a.repo.sync.device_id() == b.repo.sync.device_id()
        a.ask(cid, "only on a", "from a")
        b.ask(cid, "only on b", "from b")
        run_round(a.repo, folder)
        report = run_round(b.repo, folder)
        assert any("copy of this data folder" in p for p in report.problems)
        assert a.repo.sync.device_id() != b.repo.sync.device_id()
        for device in (a, b, a, b):
            run_round(device.repo, folder)
        assert a.export() == b.export()
        texts = {m.content for m in a.repo.messages(cid)}
        assert {"only on a", "from a", "only on b", "from b"} <= texts
    finally:
        a.close()
        b.close()


def test_a_conversation_deleted_again_after_it_came_back_stays_deleted(tmp_path: Path) -> None:
    """Found by the convergence test: a device that had applied an older
    delete of a conversation took its own later delete of the same one for
    sent already, so a third device kept the conversation for ever."""
    import json

    from desktop.store.exchange.transfer import export_json, import_json

    (tmp_path / "shared").mkdir()
    folder = FolderTransport(tmp_path / "shared")
    d = [Device(tmp_path / f"d{i}") for i in range(3)]
    try:
        cid = d[2].repo.create_conversation(title="a").id
        import_json(d[1].repo, json.dumps(export_json(d[2].repo)))
        d[2].repo.delete_conversation(cid)  # an older delete
        for i in (0, 1, 0):
            run_round(d[i].repo, folder)  # d1's copy is newer: it comes back on d0
        d[0].repo.delete_conversation(cid)  # deleted again, later
        d[1].repo.delete_conversation(cid)
        for _ in range(3):
            for device in d:
                run_round(device.repo, folder)
        assert [device.repo.get_conversation(cid) for device in d] == [None, None, None]
        assert d[0].export() == d[1].export() == d[2].export() == []
    finally:
        for device in d:
            device.close()


def test_a_new_target_receives_everything_and_the_same_target_nothing_twice(
    two: Two, tmp_path: Path
) -> None:
    """Moving sync to another folder or server: what was sent to the old one
    is sent to the new one too, files included (found by the old-store test:
    a picture marked sent to the old folder was missing in the new one)."""
    a, b, first = two
    cid = a.repo.create_conversation(title="Moving").id
    a.ask(cid, "where to?", "Lisbon")
    assert run_round(a.repo, first).sent_messages == 2
    assert run_round(a.repo, first).sent_files == 0  # the same target: nothing twice
    (tmp_path / "second").mkdir()
    second = FolderTransport(tmp_path / "second")
    assert run_round(a.repo, second).sent_messages == 2
    assert run_round(b.repo, second).received_messages == 2
    assert b.export() == a.export()
    # Back to the first folder: started afresh again, as a new device there,
    # so its old files there are read as another device's (they hold what it
    # has: nothing to send), never mistaken for a copy of this data folder.
    report = run_round(a.repo, first)
    assert (report.received_files, report.sent_messages, report.problems) == (1, 0, [])


def test_a_crash_between_uploading_and_recording_is_not_taken_for_a_copied_folder(
    two: Two,
) -> None:
    """The upload went through and Verbatim stopped before recording it (the
    state a kill leaves: `commit` is its own transaction). The next round
    used to say another computer syncs a copy and take a new identity."""
    from desktop.sync.round import collect, seal, upload

    a, b, folder = two
    cid = a.repo.create_conversation(title="cut").id
    a.ask(cid, "q", "a")
    device = a.repo.sync.device_id()
    a.repo.sync.use_target(folder.where)
    out = collect(a.repo)
    seal(out, device, None)
    a.repo.sync.set_outbox([name for name, _ in out.files])
    upload(folder, device, out)  # ...and no commit: killed here
    report = run_round(a.repo, folder)
    assert report.problems == []
    assert a.repo.sync.device_id() == device
    assert run_round(b.repo, folder).received_messages == 2
    assert run_round(a.repo, folder).problems == []


def test_a_project_and_a_move_travel_and_a_change_from_before_projects_keeps_the_move(
    two: Two,
) -> None:
    """Issue 27: a project, and a conversation moved into it, reach the other
    device; a later rename from a Verbatim that knew no projects (its change
    has no `project_id`) renames it and leaves it in its project."""
    import gzip
    import json
    import time

    from desktop.store.exchange.transfer import conversation_json
    from desktop.sync.segment import PLAIN

    a, b, folder = two
    project = a.repo.project_store.create_project("Voyage", "Talk like a captain.")
    cid = a.repo.create_conversation(title="Route").id
    a.ask(cid, "where?", "north")
    a.repo.project_store.move_to_project(cid, project.id)
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    moved = present(b.repo.get_conversation(cid))
    assert moved.project_id == project.id
    assert [p.instructions for p in b.repo.projects()] == ["Talk like a captain."]
    old = {k: v for k, v in conversation_json(moved).items() if k != "project_id"}
    stamp = f"{int(1000 * time.time()) + 5000:013d}:000000:0ldde71ce0000000"
    entry = {"t": "conv", "stamp": stamp, **old, "title": "Route north"}
    data = PLAIN + gzip.compress((json.dumps(entry) + "\n").encode())
    (folder.root / "0ldde71ce0000000").mkdir()
    (folder.root / "0ldde71ce0000000" / file_name(1, data)).write_bytes(data)
    run_round(b.repo, folder)
    after = present(b.repo.get_conversation(cid))
    assert after.title == "Route north" and after.project_id == project.id


def test_a_project_whose_files_are_still_being_copied_waits_for_them(
    two: Two, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its files and the project in separate change files; the one with the
    files is half copied when the other device reads the folder: the project
    waits (no problem said), and arrives whole once the copy is done."""
    from desktop.engine.attachments import prepare
    from desktop.sync import round as sync_round

    a, b, folder = two
    monkeypatch.setattr(sync_round, "PART_BYTES", 64)  # every entry a change file of its own
    project = a.repo.project_store.create_project("Thesis", "Cite pages.")
    notes = prepare("notes.md", b"# Notes\n\nChapter one.\n")
    a.repo.project_store.set_project_files(project.id, (notes.attachment,), notes.blobs)
    run_round(a.repo, folder)
    import gzip

    from desktop.sync.segment import PLAIN

    def kinds(path: Path) -> set[str]:
        lines = gzip.decompress(path.read_bytes()[len(PLAIN) :]).splitlines()
        return {json.loads(line)["t"] for line in lines}

    import json

    files = sorted(folder.root.rglob("*.vseg"))
    first = next(f for f in files if "file" in kinds(f))  # a part with the project's bytes
    whole = {f: f.read_bytes() for f in files}
    first.write_bytes(whole[first][: len(whole[first]) // 2])  # still being copied
    report = run_round(b.repo, folder)
    assert b.repo.projects() == []
    assert [p for p in report.problems if "tried again next time" not in p] == []
    first.write_bytes(whole[first])
    run_round(b.repo, folder)
    (arrived,) = b.repo.projects()
    assert arrived.files == (notes.attachment,)
    assert set(b.repo.blobs([notes.attachment.sha256, notes.attachment.sent_sha256])) == {
        notes.attachment.sha256,
        notes.attachment.sent_sha256,
    }


def test_a_file_sent_before_for_a_deleted_message_goes_again_with_a_project(two: Two) -> None:
    """A picture or a file sent once with a message, deleted on both devices
    (its bytes tidied away), then added to a project: sent with the project."""
    from desktop.engine.attachments import prepare

    a, b, folder = two
    notes = prepare("notes.txt", b"Chapter one.\n")
    cid = a.repo.create_conversation(title="Draft").id
    a.repo.add_message(
        Message("m1", cid, Role.USER, "see", attachments=(notes.attachment,)), notes.blobs
    )
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    a.repo.delete_conversation(cid)
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    assert b.repo.blobs([notes.attachment.sha256]) == {}  # tidied away on both
    project = a.repo.project_store.create_project("Thesis")
    a.repo.project_store.set_project_files(project.id, (notes.attachment,), notes.blobs)
    run_round(a.repo, folder)
    report = run_round(b.repo, folder)
    assert report.problems == []
    (arrived,) = b.repo.projects()
    assert arrived.files == (notes.attachment,)
    assert b.repo.blobs([notes.attachment.sha256]) == {notes.attachment.sha256: b"Chapter one.\n"}


def test_a_file_sent_before_for_a_deleted_message_goes_again_with_a_new_message(
    two: Two,
) -> None:
    """Issue 36's leftover: a file sent once with a message, deleted on both
    devices (its bytes tidied away), then named by a new message: the new
    message went out without it ("already sent"), and the other device could
    not take the message (its file's bytes missing)."""
    from desktop.engine.attachments import prepare

    a, b, folder = two
    notes = prepare("notes.txt", b"Chapter one.\n")
    cid = a.repo.create_conversation(title="Draft").id
    a.repo.add_message(
        Message("m1", cid, Role.USER, "see", attachments=(notes.attachment,)), notes.blobs
    )
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    a.repo.delete_conversation(cid)
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    assert b.repo.blobs([notes.attachment.sha256]) == {}  # tidied away on both
    again = a.repo.create_conversation(title="Second draft").id
    a.repo.add_message(
        Message("m2", again, Role.USER, "see again", attachments=(notes.attachment,)),
        notes.blobs,
    )
    run_round(a.repo, folder)
    report = run_round(b.repo, folder)
    assert report.problems == []
    arrived = b.repo.get_message("m2")
    assert arrived is not None and arrived.attachments == (notes.attachment,)
    assert b.repo.blobs([notes.attachment.sha256]) == {notes.attachment.sha256: b"Chapter one.\n"}
    assert a.export() == b.export()


def test_a_conversations_project_goes_out_after_an_old_change_without_projects(
    two: Two,
) -> None:
    """Found by the convergence fuzz: a change from a device that knew no
    projects, stamped long ago, reached a conversation never synced here;
    it was recorded as synced with this device's project in it, so the move
    never went out and the devices disagreed for ever."""
    import gzip
    import json

    from desktop.sync.segment import PLAIN

    a, b, folder = two
    project = a.repo.project_store.create_project("Voyage")
    cid = a.repo.create_conversation(title="Route").id
    a.repo.project_store.move_to_project(cid, project.id)
    entry = {"t": "conv", "stamp": "0000000000000:000000:0badc0ffee000000", "id": cid}
    data = PLAIN + gzip.compress((json.dumps({**entry, "title": "Old"}) + "\n").encode())
    (folder.root / "0badc0ffee000000").mkdir(parents=True)
    (folder.root / "0badc0ffee000000" / file_name(1, data)).write_bytes(data)
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert present(b.repo.get_conversation(cid)).project_id == project.id
    assert a.export() == b.export()


def test_a_project_changed_on_two_devices_brings_its_files_to_a_third(tmp_path: Path) -> None:
    """Found by the convergence fuzz: a third device took one version of a
    project (its file tidied away another's), then the winning version named
    that other file again without sending it; it waited for it for ever."""
    from dataclasses import replace

    from desktop.engine.attachments import prepare

    a, b, c = (Device(tmp_path / n) for n in "abc")
    (tmp_path / "shared").mkdir()
    folder = FolderTransport(tmp_path / "shared")
    project = a.repo.project_store.create_project("Thesis")
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    first, second = prepare("a.md", b"# A\n"), prepare("b.md", b"# B\n")
    a.repo.project_store.set_project_files(project.id, (first.attachment,), first.blobs)
    b.repo.project_store.set_project_files(project.id, (second.attachment,), second.blobs)
    run_round(b.repo, folder)  # b's version (with b.md)
    renamed = replace(present(b.repo.get_project(project.id)), name="Thesis, renamed")
    b.repo.project_store.update_project(renamed)  # and b changes it again, not sent yet
    run_round(c.repo, folder)  # c takes b's version
    run_round(a.repo, folder)  # a's own change wins there and goes out (with a.md)
    run_round(c.repo, folder)  # c takes a's version: b.md's bytes are tidied away
    for device in (b, c, a, b, c, a):
        run_round(device.repo, folder)
    versions = {d.repo.get_project(project.id) for d in (a, b, c)}
    assert len(versions) == 1
    (final,) = versions
    assert final is not None and final.name == "Thesis, renamed"
    for d in (a, b, c):
        assert set(d.repo.blobs([f.sha256 for f in final.files])) == {f.sha256 for f in final.files}
        d.close()


def _three_one_read_first(tmp_path: Path) -> tuple[Device, Device, Device, FolderTransport]:
    """a, b and d, where d's change files are read before a's in a round
    (files are read in the order of the devices' ids)."""
    a, b, d = (Device(tmp_path / n) for n in "abd")
    d.repo.sync.set_sync_value("device", "0" * 16)
    a.repo.sync.set_sync_value("device", "f" * 16)
    (tmp_path / "shared").mkdir()
    return a, b, d, FolderTransport(tmp_path / "shared")


def _after(stamp: str | None) -> None:
    """Wait until this computer's clock has passed `stamp`'s, so a change
    made now is later than it on every device, whoever made it."""
    from desktop.domain import stamps

    made = stamps.parse(stamp)
    assert made is not None
    while time.time() * 1000 <= made.wall:
        pass


@pytest.mark.parametrize("deleter", ["older Verbatim", "today's"])
def test_a_change_kept_here_over_a_later_one_outlives_an_older_delete(
    tmp_path: Path, deleter: str
) -> None:
    """Issue 36, found by the convergence fuzz: a renamed the conversation
    here (not sent yet) when d's later rename came, so it kept its own and
    forgot d's; a's older delete then took it here alone, while everywhere
    else d's rename, later than the delete, kept it. d was not heard from
    again (or was a hostile writer), so nothing ever brought it back here.
    That is the rule of an older Verbatim's delete (one that does not say
    what it covered); today's delete covers the words a had seen, and a
    rename is no reason to keep it: it goes everywhere."""
    a, b, d, folder = _three_one_read_first(tmp_path)
    try:
        cid = a.repo.create_conversation(title="Trip").id
        a.ask(cid, "where to?", "Lisbon")
        for device in (a, b, d):
            run_round(device.repo, folder)
        a.repo.delete_conversation(cid)
        if deleter == "older Verbatim":  # its delete says nothing of what it covered
            a.repo.db.execute_sql("DELETE FROM sync_state WHERE key = ?", (f"covered:{cid}",))
        _after(a.repo.sync.tombstone_stamp(cid))
        d.repo.rename_conversation(cid, "Trip to Lisbon")  # later than the delete
        b.repo.rename_conversation(cid, "Trip to Porto")  # b's own, not sent yet
        run_round(d.repo, folder)  # d's rename goes out; d is not used again
        run_round(a.repo, folder)  # a's delete goes out; d's later rename brings it back
        run_round(b.repo, folder)  # b reads d's rename (its own wins), then a's delete
        for device in (a, b, a, b):
            run_round(device.repo, folder)
        assert a.export() == b.export()
        if deleter == "today's":
            assert a.repo.get_conversation(cid) is None and b.repo.get_conversation(cid) is None
            return
        kept = present(b.repo.get_conversation(cid))
        assert kept.title == "Trip to Porto"  # stamped when sent: after d's
        assert [m.content for m in a.repo.messages(cid)] == ["where to?", "Lisbon"]
    finally:
        for device in (a, b, d):
            device.close()


@pytest.mark.parametrize("deleter", ["older Verbatim", "today's"])
def test_a_project_change_kept_here_over_a_later_one_outlives_an_older_delete(
    tmp_path: Path, deleter: str
) -> None:
    """Issue 36, the same for a project: b kept its own change over d's
    later one, then a's older delete took the project on b alone. That is
    an older Verbatim's delete; today's covers the files a had seen, and a
    rename is no reason to keep the project: it goes everywhere."""
    from dataclasses import replace

    a, b, d, folder = _three_one_read_first(tmp_path)
    try:
        project = a.repo.project_store.create_project("Thesis")
        for device in (a, b, d):
            run_round(device.repo, folder)
        a.repo.project_store.delete_project(project.id, with_conversations=False)
        if deleter == "older Verbatim":  # its delete says nothing of what it covered
            forget = "DELETE FROM sync_state WHERE key = ?"
            a.repo.db.execute_sql(forget, (f"covered:{project.id}",))
        _after(a.repo.sync.tombstone_stamp(project.id))
        d.repo.project_store.update_project(replace(project, name="Thesis, chapter one"))
        b.repo.project_store.update_project(replace(project, name="Thesis, chapter two"))
        run_round(d.repo, folder)
        run_round(a.repo, folder)
        run_round(b.repo, folder)
        for device in (a, b, a, b):
            run_round(device.repo, folder)
        assert a.projects() == b.projects()
        if deleter == "today's":
            assert a.projects() == [] and d.repo.get_project(project.id) is not None
            return  # d is not heard from again: it never reads the delete
        assert present(a.repo.get_project(project.id)).name == "Thesis, chapter two"
    finally:
        for device in (a, b, d):
            device.close()


def test_an_import_into_a_conversation_here_keeps_when_it_began(two: Two, tmp_path: Path) -> None:
    """Issue 36, found by the convergence fuzz: when a conversation began is
    the newest change's, synced with it; an import that added messages to
    one already here took the file's date instead, which no change sends,
    so the devices disagreed on it for ever."""
    import json

    from desktop.domain import stamps
    from desktop.store.exchange.transfer import conversation_json, export_json, import_json
    from desktop.sync.segment import encode_lines, line

    a, b, folder = two
    cid = a.repo.create_conversation(title="Trip").id
    a.ask(cid, "where to?", "Lisbon")
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    # A third writer's change, later than any here, says it began in 2020.
    mine = stamps.parse(a.repo.sync.next_stamp())
    assert mine is not None
    later = stamps.Stamp(mine.wall, mine.counter + 1, "0" * 16).text()
    theirs = {**conversation_json(present(a.repo.get_conversation(cid))), "title": "Trip, 2020"}
    theirs["created_at"] = "2020-01-01T00:00:00+00:00"
    data = encode_lines([line({"t": "conv", "stamp": later, **theirs})], "0" * 16, None)
    folder.write("0" * 16, file_name(1, data), data)
    run_round(a.repo, folder)  # a takes it
    b.ask(cid, "and food?", "pastéis")  # b, not synced since, goes on
    import_json(a.repo, json.dumps(export_json(b.repo)))  # a imports what b exported
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert a.export() == b.export()
    assert present(a.repo.get_conversation(cid)).created_at.year == 2020


def test_a_change_here_equal_to_the_one_received_takes_it_whole(two: Two) -> None:
    """Made here the same change another device sent (and not sent yet):
    theirs is taken whole, when the conversation began included, so the
    devices agree without this one sending anything."""
    from desktop.domain import stamps
    from desktop.store.exchange.transfer import conversation_json
    from desktop.sync.segment import encode_lines, line

    a, b, folder = two
    cid = a.repo.create_conversation(title="Trip").id
    run_round(a.repo, folder)
    run_round(b.repo, folder)
    mine = stamps.parse(a.repo.sync.next_stamp())
    assert mine is not None
    later = stamps.Stamp(mine.wall, mine.counter + 1, "0" * 16).text()
    theirs = {**conversation_json(present(a.repo.get_conversation(cid))), "title": "Lisbon"}
    theirs["created_at"] = "2020-01-01T00:00:00+00:00"
    data = encode_lines([line({"t": "conv", "stamp": later, **theirs})], "0" * 16, None)
    folder.write("0" * 16, file_name(1, data), data)
    b.repo.rename_conversation(cid, "Lisbon")  # the same change, made here
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert a.export() == b.export()
    assert present(b.repo.get_conversation(cid)).created_at.year == 2020


def test_a_file_one_project_lets_go_of_still_reaches_the_next_in_the_same_file(
    two: Two,
) -> None:
    """Issue 36, found by the convergence fuzz: b held a file only for
    project "Notes"; a's change file took it out of "Notes" and put it in
    "Thesis", sending its bytes. Applying "Notes" first tidied the bytes
    away here, so "Thesis" was refused as missing them, and never came."""

    from desktop.engine.attachments import prepare

    a, b, folder = two
    notes = prepare("notes.md", b"# Notes\n\nKept in the project.\n")
    project = b.repo.project_store.create_project("Notes")
    b.repo.project_store.set_project_files(project.id, (notes.attachment,), notes.blobs)
    run_round(b.repo, folder)
    run_round(a.repo, folder)
    a.repo.project_store.set_project_files(project.id, (), {})  # out of "Notes" (its bytes go)...
    thesis = a.repo.project_store.create_project("Thesis")  # ...and into "Thesis"
    a.repo.project_store.set_project_files(thesis.id, (notes.attachment,), notes.blobs)
    run_round(a.repo, folder)
    report = run_round(b.repo, folder)
    assert report.problems == []
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert a.projects() == b.projects()
    assert [p.name for p in b.repo.projects()] == ["Notes", "Thesis"]
    assert set(b.repo.blobs([notes.attachment.sha256])) == {notes.attachment.sha256}


def test_a_file_a_project_lets_go_of_still_reaches_a_message_in_the_same_file(
    two: Two,
) -> None:
    """The same for a message: its picture's bytes came in the file, and a
    project change before it in the same file tidied them away here."""
    from desktop.domain.messages import new_id
    from desktop.engine.attachments import prepare

    a, b, folder = two
    notes = prepare("notes.md", b"# Notes\n\nKept in the project.\n")
    project = b.repo.project_store.create_project("Notes")
    b.repo.project_store.set_project_files(project.id, (notes.attachment,), notes.blobs)
    cid = b.repo.create_conversation(title="Trip").id
    run_round(b.repo, folder)
    run_round(a.repo, folder)
    a.repo.project_store.set_project_files(project.id, (), {})
    question = Message(
        new_id(), cid, Role.USER, "what do my notes say?", attachments=(notes.attachment,)
    )
    a.repo.add_message(question, notes.blobs)
    run_round(a.repo, folder)
    report = run_round(b.repo, folder)
    assert report.problems == []
    for device in (a, b, a, b):
        run_round(device.repo, folder)
    assert a.export() == b.export() and a.projects() == b.projects()
    assert [m.id for m in b.repo.messages(cid)] == [question.id]
