"""What an import found and added: told to the window before and after.
A module of its own, so the window has it without loading the importers
(they load with the first import, not at start: issue 28). In the domain:
the window shows it and takes nothing defined below the session (issue 38)."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SourceKind(StrEnum):
    """Which app an import file came from."""

    VERBATIM = "Verbatim"
    CHATGPT = "ChatGPT"
    CLAUDE = "Claude"


@dataclass
class ImportReport:
    """What an import file holds and what of it is new here, told before the
    import (the preview) and after it."""

    kind: SourceKind
    conversations: int = 0  # in the file
    messages: int = 0
    new_conversations: int = 0  # what was (or would be) added
    new_messages: int = 0
    projects: int = 0  # in the file (a Verbatim export, version 4)
    new_projects: int = 0

    @property
    def present(self) -> int:
        return self.messages - self.new_messages
