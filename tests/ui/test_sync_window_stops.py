"""A round that stops after it applied another device's files (issue 36):
files are applied one at a time as they come, so a round cut short by its
deadline, by memory or by an upload the folder refuses has brought what it
applied, and the window shows it, as after a round that ended well."""

from __future__ import annotations

from pathlib import Path

from desktop.devserver import Reply
from desktop.domain.messages import Status
from desktop.sync.sequence import run_round
from desktop.sync.transport import ROOT, FolderTransport
from tests.sync_devices import Device
from tests.ui.conftest import Harness
from tests.ui.people import idle, last, type_and_enter


def test_a_round_that_stops_after_receiving_still_shows_what_came(
    harness: Harness, tmp_path: Path
) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    other = Device(tmp_path / "laptop")
    try:
        cid = other.repo.create_conversation(title="from the laptop").id
        other.ask(cid, "a question there", "an answer there")
        run_round(other.repo, FolderTransport(shared))

        window = harness.open()
        harness.server.script(Reply(text="An answer here."))
        type_and_enter(harness, window, "a question here")  # a change of its own to send
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        # Where this device's files go, a file: the folder refuses its upload,
        # after the laptop's file was applied.
        (shared / ROOT / window.session.store.repo.sync.device_id()).write_text("in the way")

        window.settings.sync_folder = str(shared)
        window.apply_settings(window.settings)
        harness.wait(lambda: "refused a change file" in window.sidebar.sync_label.toolTip())
        assert window.session.sync.status.state.value == "error"
        harness.wait(lambda: window.sidebar.model.row_of(cid) >= 0)
    finally:
        other.close()
