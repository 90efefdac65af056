"""What a person does with projects (issue 27): make one, change its name,
instructions and files, start a conversation in it, move conversations in
and out, and delete it as they choose (its conversations kept, or deleted
too: never silently). Each change is one write on the writer thread; the
window hears ConversationsChanged and reads again. No Qt."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from desktop.domain.attachments import PreparedFile
from desktop.domain.messages import Project
from desktop.domain.words import say
from desktop.session.conversations import Conversations
from desktop.session.events import ConversationsChanged
from desktop.store.repository import Repository
from desktop.store.worker import AsyncRepository

MAX_NAME_CHARS = 200


class ProjectRefused(Exception):
    """str() is the sentence the person reads."""


def _name(name: str) -> str:
    cleaned = " ".join(name.split())[:MAX_NAME_CHARS]
    if not cleaned:
        raise ProjectRefused(say("A project needs a name."))
    return cleaned


class Projects:
    """The use cases on projects: make, rename, set instructions and files,
    start a conversation in one, move conversations in and out, delete;
    each one write on the store's writer thread."""

    def __init__(self, store: AsyncRepository, chat: Conversations) -> None:
        self.store = store
        self.chat = chat

    @property
    def repo(self) -> Repository:
        return self.store.repo

    def all(self) -> list[Project]:
        """Every project, by name (read on the calling thread)."""
        return self.repo.projects()

    def counts(self) -> dict[str, int]:
        return self.repo.project_counts()

    async def create(self, name: str, instructions: str = "", preset: str = "") -> Project:
        cleaned = _name(name)
        project = await self.store.run(
            lambda r: r.project_store.create_project(cleaned, instructions, preset)
        )
        self.chat.tell(ConversationsChanged())
        return project

    async def update(self, project: Project, name: str, instructions: str, preset: str) -> None:
        """What the person wrote in the sheet, over the project as the store
        holds it now (its model may have changed since the sheet opened)."""
        cleaned = _name(name)

        def store(r: Repository) -> None:
            current = r.get_project(project.id)
            if current is None:
                raise ProjectRefused(
                    say(
                        "“{name}” was deleted on another device, so your changes could not be "
                        "kept. Its instructions were: {instructions}",
                        name=project.name,
                        instructions=instructions or "(none)",
                    )
                )
            r.project_store.update_project(
                replace(current, name=cleaned, instructions=instructions, preset=preset)
            )

        await self.store.run(store)
        self.chat.tell(ConversationsChanged())

    async def add_files(self, project_id: str, files: Sequence[PreparedFile]) -> int:
        """Add files (read and checked as attachments are); a file the project
        has already is not added twice. Returns how many were added."""

        def store(r: Repository) -> int:
            project = r.get_project(project_id)
            if project is None:
                raise ProjectRefused(say("This project was deleted."))
            held = {a.sha256 for a in project.files}
            fresh = [f for f in files if f.attachment.sha256 not in held]
            blobs = {sha: data for f in fresh for sha, data in f.blobs.items()}
            added = tuple(f.attachment for f in fresh)
            if added:
                r.project_store.set_project_files(project_id, project.files + added, blobs)
            return len(added)

        count = await self.store.run(store)
        self.chat.tell(ConversationsChanged())
        return count

    async def remove_file(self, project_id: str, sha256: str) -> None:
        def store(r: Repository) -> None:
            project = r.get_project(project_id)
            if project is not None:
                kept = tuple(a for a in project.files if a.sha256 != sha256)
                r.project_store.set_project_files(project_id, kept, {})

        await self.store.run(store)
        self.chat.tell(ConversationsChanged())

    async def move(self, conversation_id: str, project_id: str | None) -> None:
        """Into a project, or out of any (None)."""
        await self.store.run(lambda r: r.project_store.move_to_project(conversation_id, project_id))
        state = self.chat.held(conversation_id)
        if state is not None:
            state.project_id = project_id
        self.chat.tell(ConversationsChanged())

    def start_in(self, project_id: str | None) -> None:
        """The next new conversation starts in this project (None: in none),
        with the project's setup (its preset, else the defaults of Settings)
        and the model last used in it."""
        state = self.chat.state(None)
        state.project_id = project_id
        project = self.repo.get_project(project_id) if project_id else None
        settings = self.chat.settings()
        preset = settings.preset(project.preset) if project and project.preset else None
        if preset is not None:
            state.system_prompt, state.parameters = preset.system_prompt, preset.parameters
            state.tools = preset.tools
        else:
            state.system_prompt, state.parameters = settings.system_prompt, settings.parameters()
            state.tools = True
        if project is not None and project.model:
            state.provider, state.model = project.provider, project.model
        self.chat.tell(ConversationsChanged())

    async def delete(self, project_id: str, *, with_conversations: bool) -> list[str]:
        """Delete a project as the person chose; a running answer in a
        conversation deleted with it is stopped (and saved) first."""
        if with_conversations:
            for cid in self.repo.project_conversation_ids(project_id):
                if self.chat.is_running(cid):
                    await self.chat.stop(cid)
        ids = await self.store.run(
            lambda r: r.project_store.delete_project(
                project_id, with_conversations=with_conversations
            )
        )
        for cid in ids:
            if with_conversations:
                self.chat.forget(cid)
            else:
                state = self.chat.held(cid)
                if state is not None:
                    state.project_id = None
        new = self.chat.held(None)
        if new is not None and new.project_id == project_id:
            new.project_id = None
        self.chat.tell(ConversationsChanged())
        return ids
