"""Setting where sync goes, from the window or the command line: the
settings get the target and never a secret; the WebDAV password and the
passphrase go to the keyring (or, where there is none, the person is told
which environment variables to set). A password written into the address
itself is taken out of it first (issue 24)."""

from __future__ import annotations

from desktop.domain.words import reason, say, say_n
from desktop.session.settings import Settings
from desktop.session.tasks import TaskManager
from desktop.sync.secrets import keep_secrets, password_account, split_credentials

NO_KEYRING = say(
    "This computer has no keyring to keep the password or passphrase in. Set "
    "VERBATIM_SYNC_PASSWORD and VERBATIM_SYNC_PASSPHRASE before starting "
    "Verbatim instead."
)


def set_sync_target(
    settings: Settings,
    *,
    folder: str = "",
    webdav: str = "",
    user: str = "",
    password: str = "",
    passphrase: str = "",
) -> str | None:
    """Returns a sentence when a secret could not be kept."""
    clean, url_user, url_password = split_credentials(webdav)
    settings.sync_folder = folder.strip()
    settings.sync_webdav = clean
    settings.sync_user = (user.strip() or url_user) if clean else ""
    secrets: dict[str, str] = {}
    if clean and (password or url_password):
        secrets[password_account(clean, settings.sync_user)] = password or url_password
    if passphrase:
        secrets["passphrase"] = passphrase
    if secrets and not keep_secrets(secrets):
        return NO_KEYRING
    return None


def address_password(webdav: str) -> str:
    """The password written into a WebDAV address (https://me:pw@host/…),
    or "": the command line uses it for the round it was given for."""
    return split_credentials(webdav)[2]


def scrub_stored_address(settings: Settings) -> str | None:
    """Settings written before issue 24 may hold a password in the WebDAV
    address: it moves to the keyring (or is dropped, with a word), and the
    address is kept without it. Returns a sentence if anything changed."""
    clean, url_user, url_password = split_credentials(settings.sync_webdav)
    if clean == settings.sync_webdav:
        return None
    settings.sync_webdav = clean
    settings.sync_user = settings.sync_user or url_user
    if not url_password:
        return None
    if keep_secrets({password_account(clean, settings.sync_user): url_password}):
        return say(
            "The WebDAV password written into the sync address was moved to the keyring "
            "and taken out of the settings file."
        )
    return say(
        "The WebDAV password written into the sync address was taken out of the settings "
        "file. This computer has no keyring: set VERBATIM_SYNC_PASSWORD before starting "
        "Verbatim, or enter the password in Settings → Sync."
    )


async def test_target(
    folder: str, webdav: str, user: str, password: str, workers: TaskManager
) -> tuple[bool, str]:
    """(it answered, what to say): how many devices' changes are there, or
    why it cannot be reached. The network waits on the session's pool
    "sync-test", never the event loop (the pool made here before was waited
    for on the loop when the dialog closed mid-test: the window froze)."""
    from pathlib import Path

    from desktop.session.sync_service import make_transport
    from desktop.sync.segment import SyncError

    clean, url_user, url_password = split_credentials(webdav)
    fields = Settings(
        sync_folder=str(Path(folder.strip()).expanduser()) if folder.strip() else "",
        sync_webdav="" if folder.strip() else clean,
        sync_user=user or url_user,
    )
    transport = make_transport(fields, password or url_password)
    if transport is None:
        return False, say("Choose a folder or give a WebDAV address first.")
    try:
        devices = await workers.run("sync-test", transport.devices)
    except SyncError as exc:
        return False, reason(exc)
    finally:
        close = getattr(transport, "close", None)
        if close is not None:
            close()
    return True, say_n("Reached. Changes from %n device(s) are there.", None, len(devices))
