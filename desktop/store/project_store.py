"""Projects in the store (format 9): their fields, their files (named like
attachments, bytes in `blob`), and which conversations they keep. A part of
the store on Repository's database handle (`repo.project_store`: the
window's `projects()` is Repository's own name); deleting one is an
explicit act, told to other devices by a tombstone like a conversation's."""

from __future__ import annotations

import time
from collections.abc import Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import peewee

from desktop.domain.covers import seen_files
from desktop.domain.messages import Attachment, Project, new_id
from desktop.domain.words import say
from desktop.store.attachment_store import AttachmentStore, attachment_of
from desktop.store.schema import Models
from desktop.store.sync_store import SyncStore
from desktop.store.writes import writes

# At most this many projects come from outside (issue 37, hole 10): an
# export or a peer with 200,000 of them made an import take 331 s, the
# window 47 s to open and every sync round 19 s, since the window lists
# every project and a round looks at each. A person keeps tens; an import
# that would pass this is refused whole, and a peer's projects past it are
# skipped, each with a sentence.
MAX_PROJECTS = 1_000


def _ts(value: float) -> datetime:
    return datetime.fromtimestamp(value, UTC)


class ProjectStore:
    """Projects, their files and the conversations they keep. The bytes of
    the files are the attachments part's; a delete's tombstone is sync's."""

    def __init__(
        self,
        db: peewee.SqliteDatabase,
        path: Path,
        models: Models,
        attachments: AttachmentStore,
        sync: SyncStore,
    ) -> None:
        self.db = db
        self.path = path  # for `writes`: the file a failed write names
        self.attachments = attachments
        self.sync = sync
        self._conv = models.conversation
        self._project = models.project
        self._project_file = models.project_file

    def _project_value(self, row: Any, files: list[Attachment]) -> Project:
        return Project(
            id=row.id,
            name=row.name,
            instructions=row.instructions,
            preset=row.preset,
            provider=row.provider,
            model=row.model,
            created_at=_ts(row.created_at),
            updated_at=_ts(row.updated_at),
            files=tuple(files),
        )

    def _project_files(self, ids: list[str]) -> dict[str, list[Attachment]]:
        found: dict[str, list[Attachment]] = {}
        if not ids:
            return found
        rows = (
            self._project_file.select()
            .where(self._project_file.project.in_(ids))
            .order_by(self._project_file.position)
        )
        for row in rows:
            found.setdefault(row.project_id, []).append(attachment_of(row))
        return found

    def projects(self) -> list[Project]:
        """Every project, by name."""
        rows = list(self._project.select().order_by(self._project.name, self._project.id))
        files = self._project_files([r.id for r in rows])
        return [self._project_value(r, files.get(r.id, [])) for r in rows]

    def count_projects(self) -> int:
        return int(self.db.execute_sql("SELECT COUNT(*) FROM project").fetchone()[0])

    def get_project(self, project_id: str) -> Project | None:
        row = self._project.get_or_none(self._project.id == project_id)
        if row is None:
            return None
        return self._project_value(row, self._project_files([row.id]).get(row.id, []))

    def project_counts(self) -> dict[str, int]:
        """How many conversations each project keeps."""
        rows = self.db.execute_sql(
            "SELECT project_id, COUNT(*) FROM conversation WHERE project_id IS NOT NULL "
            "GROUP BY project_id"
        )
        return {str(r[0]): int(r[1]) for r in rows.fetchall()}

    def project_conversation_ids(self, project_id: str) -> list[str]:
        rows = self.db.execute_sql(
            "SELECT id FROM conversation WHERE project_id = ?", (project_id,)
        ).fetchall()
        return [str(r[0]) for r in rows]

    @writes
    def create_project(
        self, name: str, instructions: str = "", preset: str = "", *, id: str | None = None
    ) -> Project:
        now = time.time()
        pid = id or new_id()
        with self.db.atomic("IMMEDIATE"):
            self._project.insert(
                id=pid,
                name=name,
                instructions=instructions,
                preset=preset,
                created_at=now,
                updated_at=now,
            ).on_conflict_ignore().execute()
        found = self.get_project(pid)
        assert found is not None
        return found

    @writes
    def update_project(self, project: Project) -> None:
        """A project's own fields as given (name, instructions, model), in one write."""
        with self.db.atomic("IMMEDIATE"):
            self._project.update(
                name=project.name,
                instructions=project.instructions,
                preset=project.preset,
                provider=project.provider,
                model=project.model,
                updated_at=time.time(),
            ).where(self._project.id == project.id).execute()

    @writes
    def put_project(self, project: Project, blobs: Mapping[str, bytes]) -> None:
        """A project exactly as given, files included (import and sync): made
        or overwritten in one transaction; `blobs` holds bytes not stored yet."""
        fields = {
            "name": project.name,
            "instructions": project.instructions,
            "preset": project.preset,
            "provider": project.provider,
            "model": project.model,
            "created_at": project.created_at.timestamp(),
            "updated_at": project.updated_at.timestamp(),
        }
        with self.db.atomic("IMMEDIATE"):
            # Updated in place: a REPLACE would delete the row first, and with
            # it (ON DELETE CASCADE) the files, whose blobs would go too.
            if self._project.get_or_none(self._project.id == project.id) is None:
                self._project.insert(id=project.id, **fields).execute()
            else:
                self._project.update(**fields).where(self._project.id == project.id).execute()
            self._replace_files(project.id, project.files, blobs)

    @writes
    def set_project_files(
        self, project_id: str, files: tuple[Attachment, ...], blobs: Mapping[str, bytes]
    ) -> None:
        with self.db.atomic("IMMEDIATE"):
            self._replace_files(project_id, files, blobs)
            self._project.update(updated_at=time.time()).where(
                self._project.id == project_id
            ).execute()

    def _replace_files(
        self, project_id: str, files: tuple[Attachment, ...], blobs: Mapping[str, bytes]
    ) -> None:
        for position, a in enumerate(files):  # bytes first: the old rows may hold the last name
            missing = say("The project's file “{name}” is missing its contents.", name=a.name)
            self.attachments.keep_bytes(a, blobs, missing)
            self._project_file.insert(
                project=project_id,
                position=-1 - position,  # beside the old rows until they go
                name=a.name,
                mime=a.mime,
                size=a.size,
                sha256=a.sha256,
                sent_sha256=a.sent_sha256,
                sent_mime=a.sent_mime,
                pages=a.pages,
                words=a.words,
            ).execute()
        self._project_file.delete().where(
            (self._project_file.project == project_id) & (self._project_file.position >= 0)
        ).execute()
        self._project_file.update(position=-1 - self._project_file.position).where(
            self._project_file.project == project_id
        ).execute()

    @writes
    def move_to_project(self, conversation_id: str, project_id: str | None) -> None:
        """A conversation into a project, or out of every project (None)."""
        with self.db.atomic("IMMEDIATE"):
            self._conv.update(project_id=project_id).where(
                self._conv.id == conversation_id
            ).execute()

    @writes
    def delete_project(self, project_id: str, *, with_conversations: bool) -> list[str]:
        """Delete a project as the person chose: its conversations deleted
        too, or kept outside any project. Returns the conversations it kept."""
        with self.db.atomic("IMMEDIATE"):
            project = self.get_project(project_id)
            kept = self.project_conversation_ids(project_id)
            for cid in kept:
                if with_conversations:
                    seen = [
                        r[0]
                        for r in self.db.execute_sql(
                            "SELECT id FROM message WHERE conversation_id = ?", (cid,)
                        ).fetchall()
                    ]
                    if self._conv.delete().where(self._conv.id == cid).execute():
                        self.sync.add_tombstone("conversation", cid, covered=seen)
                else:
                    self._conv.update(project_id=None).where(self._conv.id == cid).execute()
            if self._project.delete().where(self._project.id == project_id).execute():
                # It covers the files this device had seen (issue 36).
                files = project.files if project is not None else ()
                self.sync.add_tombstone("project", project_id, covered=seen_files(files))
        return kept

    def remove_synced_project(self, project_id: str, stamp: str) -> None:
        """Another device deleted it: its conversations stay here, outside it
        (that device deleted the ones it chose to, each told on its own)."""
        with self.db.atomic("IMMEDIATE"):
            self._conv.update(project_id=None).where(self._conv.project_id == project_id).execute()
            self._project.delete().where(self._project.id == project_id).execute()
            self.sync.add_tombstone("project", project_id, stamp)
