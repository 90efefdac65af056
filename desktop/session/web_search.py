"""Web search for a question (issue 41), the session's part: the provider
the person chose (Settings → Web search), the word said once about where
questions go, and the search the turn engine runs once the question is
stored, and a link the person attaches (read as a search reads a page).
Its blocking work (extraction, DuckDuckGo's client, the keyring)
runs on the session's pool "web"; a Stop cancels it with the turn. A
provider that is down, limits searches or refuses the key is a sentence on
the conversation, and the answer is written without search. No Qt."""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any
from urllib.parse import urlsplit

from desktop.domain.attachments import PreparedFile
from desktop.domain.web import SearchChoice, SearchKind, WebPage
from desktop.domain.words import say
from desktop.engine.turn_state import WebSearch
from desktop.engine.turns import TurnRefused
from desktop.session.settings import Settings
from desktop.session.tasks import TaskManager
from desktop.web.extract import PAGE_SECONDS
from desktop.web.fetch import Endpoint
from desktop.web.link import read_link
from desktop.web.reading import PAGES, read_the_web
from desktop.web.search import KEY_SERVICE, SearchFailed, search_key

log = logging.getLogger(__name__)

POOL = "web"  # the session's pool for a search's blocking work


def is_link(text: str) -> bool:
    """Whether `text` is one web address alone (what a paste or a drop of a
    link brings): http or https with a host, no spaces."""
    text = text.strip()
    if not text or len(text) > 2000 or any(c.isspace() for c in text):
        return False
    try:
        parts = urlsplit(text)
    except ValueError:
        return False
    return parts.scheme.lower() in ("http", "https") and bool(parts.hostname)


def destination(choice: SearchChoice) -> str:
    """Where a search sends the question, in words."""
    if choice.kind is SearchKind.SEARXNG:
        return say("the SearXNG instance at {address}", address=choice.address)
    if choice.kind is SearchKind.BRAVE:
        return say("Brave Search (api.search.brave.com)")
    return say("DuckDuckGo (duckduckgo.com)")


def keep_search_key(kind: SearchKind, key: str) -> str | None:
    """A provider's key into the keyring (an empty one removes it); a
    sentence where there is no keyring to keep it in."""
    import keyring
    import keyring.errors

    backend = keyring.get_keyring()
    if getattr(backend, "priority", 0) <= 0:
        return say(
            "This computer has no keyring (password store) Verbatim can use, so the key"
            " cannot be saved safely. Set the BRAVE_API_KEY environment variable before"
            " starting Verbatim instead."
        )
    try:
        if key:
            keyring.set_password(KEY_SERVICE, kind.value, key)
        else:
            keyring.delete_password(KEY_SERVICE, kind.value)
    except keyring.errors.PasswordDeleteError:
        pass
    except keyring.errors.KeyringError as exc:
        return say("The key could not be kept in the keyring: {error}", error=exc)
    return None


class WebSearching:
    """The web search of the session: which provider, the word said once
    about it, and the search a question runs."""

    def __init__(
        self,
        settings: Callable[[], Settings],
        workers: TaskManager,
        save: Callable[[], str | None],
    ) -> None:
        self.settings = settings
        self.workers = workers
        self.save = save
        # The tests' servers run on loopback, which the fetch guard refuses:
        # they are allowed by exact endpoint here, and nothing from outside
        # sets these (nor the providers' endpoints, moved only by the tests).
        self.allow: set[Endpoint] = set()
        self.brave_endpoint: str | None = None
        self.ddg_endpoint: str | None = None
        # How long a page may take to read: shortened only by the tests.
        self.page_seconds = PAGE_SECONDS

    def choice(self) -> SearchChoice | None:
        return self.settings().web_choice()

    def first_use(self, choice: SearchChoice) -> str | None:
        """The first question searched with this provider: where questions
        go, said once (kept in the settings, so once for good)."""
        where = destination(choice)
        settings = self.settings()
        if settings.web_told == where:
            return None
        settings.web_told = where
        failed = self.save()
        if failed:
            log.warning("settings not saved: %s", failed)
        return say(
            "Web search is on: your question goes to {where}, and Verbatim fetches the pages"
            " it finds. The globe by the message box turns it off.",
            where=where,
        )

    async def attach_link(self, address: str) -> PreparedFile:
        """A link the person pasted or dropped, read as a search reads a
        page (the same guard, the same extractor) and made ready to attach
        as a document; AttachmentRefused says why it cannot be."""

        return await read_link(address, self._blocking, allow=self.allow)

    async def _blocking(self, work: Callable[..., Any], *args: Any) -> Any:
        """Extraction, a blocking provider's client, the keyring: on the pool."""
        return await self.workers.run(POOL, work, *args, workers=PAGES)

    def for_question(self, tell: Callable[[str, bool], None]) -> WebSearch:
        """The search a question asked with the globe on runs: the person told
        once where questions go (`tell(sentence, False)`), and what goes wrong
        said (`tell(sentence, True)`). No provider chosen: refused in words."""
        choice = self.choice()
        if choice is None:
            raise no_provider()
        told = self.first_use(choice)
        if told:
            tell(told, False)
        return self.search_for(choice, lambda why: tell(why, True))

    def search_for(self, choice: SearchChoice, tell: Callable[[str], None]) -> WebSearch:
        """The search the engine runs for a question: the pages read are
        appended as they come; a search that fails tells `tell` why, and
        the answer goes on without it."""

        blocking = self._blocking

        async def search(question: str, pages: list[WebPage]) -> None:
            key = None
            if choice.kind is SearchKind.BRAVE:
                key = await blocking(search_key, choice.kind)
            try:
                reading = await read_the_web(
                    choice,
                    question,
                    key=key,
                    allow=self.allow,
                    brave_endpoint=self.brave_endpoint,
                    ddg_endpoint=self.ddg_endpoint,
                    into=pages,
                    blocking=blocking,
                    page_seconds=self.page_seconds,
                )
            except SearchFailed as failed:
                tell(say("{why} This answer was written without search.", why=str(failed)))
                return
            if reading.pages:
                return
            if reading.skipped:
                tell(
                    say(
                        "None of the pages the search found could be read ({why}). This"
                        " answer was written without search.",
                        why=reading.skipped[0].rstrip("."),
                    )
                )
            else:
                tell(say("The search found nothing. This answer was written without search."))

        return search


def no_provider() -> TurnRefused:
    """The globe is on and no search provider is chosen."""
    return TurnRefused(
        say(
            "Choose a search provider in Settings → Web search first, or turn the"
            " globe off to send without search."
        )
    )
