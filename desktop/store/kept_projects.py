"""A project delete covers the files its device had seen (issue 36), as a
conversation delete covers the messages: a project deleted on one device
while another added a file to it stays, on every device, with the files
the deleting device never saw; the files it saw go. A rename or a changed
instruction is no reason to keep it: only files are. Its conversations are
never lost either way: the deleting device kept them (outside any project)
or deleted each with a delete of its own, which covers what that device
had seen of it.

A file is named in a delete's cover by its bytes (`file:<sha256>`): a
project's files have no ids of their own. A delete that said nothing of
what it covered (an older Verbatim's) keeps the older rule: the newest
change wins, the delete included."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from typing import TYPE_CHECKING, Any

from desktop.domain.covers import file_token
from desktop.domain.messages import Project

if TYPE_CHECKING:
    from desktop.store.repository import Repository


def listed_files(meta: dict[str, Any]) -> list[str]:
    """The cover names of the files a project's change lists (as synced)."""
    listed = meta.get("files")
    named: list[Any] = listed if isinstance(listed, list) else []
    return [
        file_token(str(a["sha256"]))
        for a in named
        if isinstance(a, dict) and isinstance(a.get("sha256"), str)
    ]


def deleted_for_good(repo: Repository, project_id: str, files: Iterable[str]) -> bool:
    """Deleted here, and a version of it listing `files` (cover names) brings
    nothing back: every file it holds was seen by a delete of it. A delete
    that said nothing of what it covered (an older Verbatim's) takes
    everything here; sync keeps its older rule before asking."""
    if repo.sync.tombstone_stamp(project_id) is None or repo.get_project(project_id) is not None:
        return False
    covered = repo.sync.covered(project_id)
    return covered is None or all(f in covered for f in files)


def without_covered(repo: Repository, project: Project) -> Project:
    """A project arriving here (by sync or an import) less the files a
    delete of it here covered: the person deleted those having seen them."""
    covered = repo.sync.covered(project.id)
    if not covered:
        return project
    kept = tuple(a for a in project.files if file_token(a.sha256) not in covered)
    return project if len(kept) == len(project.files) else replace(project, files=kept)


def settle_project(
    repo: Repository, project_id: str, stamp: str, covered: set[str], *, resend: bool
) -> None:
    """Another device deleted the project having seen `covered`: the files
    here it did not cover keep the project, without the ones it did; with
    none, the project goes (its conversations stay, outside it). A kept
    project goes out again, stamped anew, so the deleting device gets back
    the files it never saw."""
    covered = covered | (repo.sync.covered(project_id) or set())
    project = repo.get_project(project_id)
    kept = (
        ()
        if project is None
        else tuple(a for a in project.files if file_token(a.sha256) not in covered)
    )
    if project is None or not kept:
        repo.project_store.remove_synced_project(project_id, stamp)
        repo.sync.record_delete("project", project_id, stamp, covered)
        return
    if len(kept) != len(project.files):
        repo.project_store.put_project(replace(project, files=kept), {})
    repo.sync.record_delete("project", project_id, stamp, covered)
    if resend:
        repo.sync.set_project_sync(project_id, repo.sync.next_stamp(stamp), "")
