"""Sync at the window, as a person sets it up (issue 17): Settings → Sync,
a folder, Test connection, Save; answers go out with Sync now, another
device's words come in, and the sidebar says where things stand."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QDialogButtonBox

from desktop.devserver import Reply
from desktop.domain.messages import Status
from desktop.sync.sequence import run_round
from desktop.sync.transport import FolderTransport
from desktop.ui.dialogs.sync_page import SyncPage
from tests.sync_devices import Device
from tests.ui.conftest import Harness
from tests.ui.people import (
    click,
    click_and_finish,
    dialog_button,
    idle,
    last,
    open_settings_by_click,
    replace_text,
    type_and_enter,
)


def test_set_up_sync_send_and_receive(harness: Harness, tmp_path: Path) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    other = Device(tmp_path / "laptop")
    try:
        window = harness.open()
        assert not window.sidebar.sync_row.isVisible()  # no sync yet: nothing to say
        dialog = open_settings_by_click(harness, window)
        bar = dialog.tabs.tabBar()
        harness.qtbot.mouseClick(bar, Qt.MouseButton.LeftButton, pos=bar.tabRect(4).center())
        page = dialog.tabs.currentWidget()
        assert isinstance(page, SyncPage)
        click(harness, page.by_folder)
        replace_text(harness, page.folder, str(shared))
        click(harness, page.test_button)
        harness.wait(lambda: page.result.text().startswith("✓"))
        assert "Changes from 0 devices are there" in page.result.text()
        click(harness, dialog_button(dialog, QDialogButtonBox.StandardButton.Save))
        harness.wait(lambda: window.sidebar.sync_row.isVisible())
        harness.wait(lambda: window.sidebar.sync_label.text() == "Synced")

        harness.server.script(Reply(text="An answer for every device."))
        type_and_enter(harness, window, "remember this everywhere")
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        harness.wait(lambda: "2 changes waiting" in window.sidebar.sync_label.text())
        click(harness, window.sidebar.sync_button)
        harness.wait(lambda: window.sidebar.sync_label.text() == "Synced")
        assert run_round(other.repo, FolderTransport(shared)).received_messages == 2

        cid = window.conversation_id or ""
        other.ask(cid, "from the laptop", "the laptop's answer")
        run_round(other.repo, FolderTransport(shared))
        click(harness, window.sidebar.sync_button)
        harness.wait(lambda: window.model.rowCount() == 4)
        assert last(window).content == "the laptop's answer"
        assert window.sidebar.sync_label.text() == "Synced"
    finally:
        other.close()


def test_an_unreachable_target_is_said_in_the_sidebar(harness: Harness, tmp_path: Path) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the folder should be", encoding="utf-8")
    window = harness.open()
    window.settings.sync_folder = str(blocked)
    window.apply_settings(window.settings)
    # The sidebar shows the start (a long path is cut); the tooltip, all of it.
    harness.wait(lambda: "cannot be read" in window.sidebar.sync_label.toolTip())
    assert window.sidebar.sync_label.text().startswith("The sync folder ")
    assert window.session.sync.status.state.value == "error"
    assert window.sidebar.sync_row.isVisible()


def test_a_folder_that_is_not_there_is_offline_and_changes_wait(
    harness: Harness, tmp_path: Path
) -> None:
    """An unplugged drive: Offline, not an error; the answer waits, and goes
    out once the folder is back."""
    drive = tmp_path / "usb-drive"
    window = harness.open()
    window.settings.sync_folder = str(drive / "Sync")
    window.apply_settings(window.settings)
    harness.wait(lambda: window.sidebar.sync_label.text().startswith("Offline; changes wait"))
    harness.server.script(Reply(text="kept until the drive is back"))
    type_and_enter(harness, window, "write this down")
    harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
    click(harness, window.sidebar.sync_button)
    # The round ended offline (while it runs the status says Syncing…, with
    # the same count waiting): the sentence names the missing folder.
    harness.wait(
        lambda: (
            window.session.sync.status.waiting == 2
            and "usb-drive" in window.sidebar.sync_label.toolTip()
        )
    )
    (drive / "Sync").mkdir(parents=True)
    click(harness, window.sidebar.sync_button)
    harness.wait(lambda: window.sidebar.sync_label.text() == "Synced")
    assert list((drive / "Sync").rglob("*.vseg"))


def test_a_conversation_deleted_elsewhere_keeps_the_words_that_device_never_saw(
    harness: Harness, tmp_path: Path
) -> None:
    """Issue 36, at the window: the desktop deletes a conversation it held
    only the first exchange of; this window had asked a follow-up since.
    After Sync now the follow-up and its answer are still here, the banner
    says why, and its "Delete it here too" deletes it everywhere."""
    from desktop.session.paths import resolve_paths
    from desktop.session.settings import load_settings, save_settings

    shared = tmp_path / "shared"
    shared.mkdir()
    paths = resolve_paths(harness.data).ensure()
    settings = load_settings(paths.config)
    settings.sync_folder = str(shared)
    save_settings(paths.config, settings)
    desktop = Device(tmp_path / "desktop")
    folder = FolderTransport(shared)
    try:
        window = harness.open()
        type_and_enter(harness, window, "first question")
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        sync_now(harness, window)
        harness.wait(lambda: window.sidebar.sync_label.text() == "Synced")
        cid = window.conversation_id or ""
        run_round(desktop.repo, folder)
        assert len(desktop.repo.messages(cid)) == 2
        desktop.repo.delete_conversation(cid)  # the desktop saw the first exchange only
        type_and_enter(harness, window, "a follow-up the desktop never saw")
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        follow_up = last(window).content
        run_round(desktop.repo, folder)  # its delete goes out
        sync_now(harness, window)
        harness.wait(lambda: window.banner.isVisible())
        said = window.banner.label.text()
        assert "deleted on another device" in said and "2 messages that device never saw" in said
        assert window.conversation_id == cid
        assert follow_up in [m.content for m in window.repo.messages(cid)]
        assert len(window.repo.messages(cid)) == 4  # the follow-up with the exchange above it
        run_round(desktop.repo, folder)  # and the desktop has them back
        assert len(desktop.repo.messages(cid)) == 4
        # "Delete it here too": gone here, and on the desktop after a round.
        assert window.banner.button.text() == "Delete it here too"
        click(harness, window.banner.button)
        harness.wait(lambda: window.repo.get_conversation(cid) is None)
        harness.wait(lambda: window.conversation_id is None)
        sync_now(harness, window)
        harness.wait(lambda: window.sidebar.sync_label.text() == "Synced")
        run_round(desktop.repo, folder)
        assert desktop.repo.get_conversation(cid) is None
    finally:
        desktop.close()


def sync_now(harness: Harness, window: Any) -> None:
    """Click Sync now once it can be clicked (a round the window began
    itself, after an answer, may be running), and wait for that round."""
    button = window.sidebar.sync_button
    harness.wait(lambda: button.isVisible() and button.isEnabled(), 20_000)
    click_and_finish(harness, window, button)


def test_the_kept_conversations_banner_speaks_the_windows_language(
    harness: Harness, tmp_path: Path
) -> None:
    """The same banner in German: its button too (the window's state machine
    found "Delete it here too" left in English beside a Chinese sentence)."""
    from desktop.session.paths import resolve_paths
    from desktop.session.settings import load_settings, save_settings
    from desktop.ui.i18n import install_translations

    shared = tmp_path / "shared"
    shared.mkdir()
    paths = resolve_paths(harness.data).ensure()
    settings = load_settings(paths.config)
    settings.sync_folder, settings.language = str(shared), "de"
    save_settings(paths.config, settings)
    desktop = Device(tmp_path / "desktop")
    try:
        window = harness.open()
        type_and_enter(harness, window, "first question")
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        sync_now(harness, window)
        cid = window.conversation_id or ""
        run_round(desktop.repo, FolderTransport(shared))
        desktop.repo.delete_conversation(cid)  # the desktop saw the first exchange only
        type_and_enter(harness, window, "a follow-up the desktop never saw")
        harness.wait(lambda: idle(window) and last(window).status is Status.COMPLETE)
        run_round(desktop.repo, FolderTransport(shared))  # its delete goes out
        sync_now(harness, window)
        harness.wait(lambda: window.banner.isVisible())
        assert "auf einem anderen Gerät gelöscht" in window.banner.label.text()
        assert window.banner.button.text() == "Auch hier löschen"
    finally:
        desktop.close()
        install_translations(harness.qapp, "system")  # the app's language for the tests after
