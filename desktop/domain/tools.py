"""Tools as the window sees them: a tool server as the person configured it
(in settings.json, no secrets: a command Verbatim starts, stdio, or an
address it connects to, HTTP), the person's decision on a call, and how
much of a call's output is kept, shown and sent. Running tools is
desktop/tools' and the engine's; keeping secrets is desktop/tools/config.py.

An address may carry a secret of its own: a user and password
(`https://me:PW@host/mcp`) or a token in its query (`?token=…`). A
ToolServer never holds one in `url`, which is what is shown, printed and
stored: its user part and its query become "…", and the whole address is
kept apart (`secret_url`, in memory) until it goes to the keyring (issue 37,
hole 9: it was stored in settings.json and printed by `mcp add` and `mcp
list`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from urllib.parse import urlsplit, urlunsplit


class Decision(StrEnum):
    """The person's answer to a tool call: allow once, always allow, or deny."""

    ALLOW_ONCE = "allow_once"
    ALLOW_ALWAYS = "allow_always"
    DENY = "deny"


# What of a tool's output Verbatim keeps, shows and sends (issue 24: a 50 MB
# result took minutes, froze the window and went to the model whole, paid by
# the token). Beyond KEPT_CHARS the whole output is saved to a file of its own
# in the data folder; the cut is said in the card and to the model.
KEPT_CHARS = 1_000_000  # stored with the call
MODEL_CHARS = 40_000  # sent to the model (about 10,000 tokens)
SHOWN_CHARS = 100_000  # put in the card's text box at once


@dataclass(frozen=True)
class ToolServer:
    """A tool server as the person set it up: a program to run or an address,
    and which of its tools run without asking."""

    name: str
    command: str = ""  # stdio: the program, then `args`
    args: tuple[str, ...] = ()
    url: str = ""  # streamable HTTP
    always_allow: bool = False  # every tool of this server runs without asking
    allowed_tools: tuple[str, ...] = ()  # tools the person chose "Always allow" for
    enabled: bool = True
    env: dict[str, str] = field(default_factory=dict)  # extra environment (no secrets)
    # The whole address, where `url` hides a part of it: in memory only,
    # never shown, compared or written (settings store no compare=False field).
    secret_url: str = field(default="", repr=False, compare=False)

    def __post_init__(self) -> None:
        # Every way a server is made (the command line, Settings → Tools, an
        # older settings.json, replace()) comes through here.
        if self.url:
            shown = shown_address(self.url)
            if shown != self.url:
                object.__setattr__(self, "secret_url", self.url.strip())
                object.__setattr__(self, "url", shown)

    @property
    def where(self) -> str:
        """How the person sees it: the command line, or the address."""
        return self.url or " ".join([self.command, *self.args])

    @property
    def hides_secret(self) -> bool:
        """Its address had a part that is kept in the keyring, not here."""
        return bool(self.url) and hidden_parts(self.url)

    def allows(self, tool: str) -> bool:
        return self.always_allow or tool in self.allowed_tools


HIDDEN = "…"  # what stands for a user part or a query in a shown address


def shown_address(url: str) -> str:
    """The address as it may be shown and stored: a user part (with or
    without a password: `https://TOKEN@host/` is common) and the query (any
    of its values may be a token) become "…"; a fragment, never sent, goes."""
    parts = urlsplit(url.strip())
    _userinfo, at, host = parts.netloc.rpartition("@")
    netloc = f"{HIDDEN}@{host}" if at else host
    query = HIDDEN if parts.query else ""
    return urlunsplit((parts.scheme, netloc, parts.path, query, ""))


def hidden_parts(shown: str) -> bool:
    parts = urlsplit(shown)
    return parts.netloc.startswith(HIDDEN + "@") or parts.query == HIDDEN
