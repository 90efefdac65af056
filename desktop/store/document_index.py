"""Documents in passages, for choosing the ones relevant to a question
(format 9): SQLite's FTS5 ranks them by BM25, offline, with nothing to
download. The index is made from a document's stored text the first time
a question needs it, once per text (content-addressed: a file attached to
ten conversations is indexed once), and goes with its blob. A part of the
store: Repository holds one as `repo.documents`, on its database handle."""

from __future__ import annotations

import json
import re
from collections.abc import Iterable
from dataclasses import asdict, dataclass

import peewee

from desktop.documents.pages import passages
from desktop.domain.messages import Source
from desktop.domain.pages import Pages

MAX_QUERY_WORDS = 64
# Words too common to say which passage a question is about.
_STOP = frozenset(
    [
        "a",
        "an",
        "and",
        "are",
        "as",
        "at",
        "be",
        "by",
        "do",
        "does",
        "for",
        "from",
        "how",
        "i",
        "in",
        "is",
        "it",
        "me",
        "my",
        "of",
        "on",
        "or",
        "please",
        "tell",
        "that",
        "the",
        "this",
        "to",
        "was",
        "what",
        "when",
        "where",
        "which",
        "who",
        "why",
        "with",
        "you",
        "your",
        "about",
        "can",
        "could",
        "would",
        "should",
        "there",
        "their",
        "they",
        "them",
        "these",
        "those",
    ]
)


@dataclass(frozen=True, slots=True)
class Found:
    """A passage a search of a conversation's documents found: which document
    and page, its text, and its rank."""

    doc: str
    page: int
    text: str
    rank: float  # BM25 as FTS5 gives it: lower is more relevant


# Chinese, Japanese (kana and kanji) and Korean: written without spaces, so
# unicode61 would take a whole sentence for one word. Each run is matched as
# its overlapping pairs of characters ("中国的首都" as 中国 国的 的首 首都).
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


def terms(text: str) -> str:
    """What the index matches for `text`: the text, its CJK runs in pairs."""

    def pairs(run: re.Match[str]) -> str:
        chars = run.group(0)
        if len(chars) == 1:
            return f" {chars} "
        return " " + " ".join(chars[i : i + 2] for i in range(len(chars) - 1)) + " "

    return _CJK.sub(pairs, text)


def passage_query(question: str) -> str:
    """An FTS5 query matching any of the question's telling words (each
    quoted, so nothing a person types is an operator)."""
    words = [w.lower() for w in re.findall(r"\w+", terms(question))]
    telling = [w for w in dict.fromkeys(words) if w not in _STOP and len(w) > 1]
    return " OR ".join(f'"{w}"' for w in telling[:MAX_QUERY_WORDS])


def source_dict(source: Source) -> dict[str, object]:
    """A source as stored and exported: a document's without the web's
    fields (issue 41), so it reads exactly as before them."""
    out = asdict(source)
    for web_only in ("address", "fetched"):
        if not out[web_only]:
            del out[web_only]
    return out


def sources_json(sources: tuple[Source, ...]) -> str:
    return json.dumps([source_dict(s) for s in sources], ensure_ascii=False) if sources else ""


def sources_from_json(text: str | None) -> tuple[Source, ...]:
    """An answer's sources as stored; anything malformed reads as none."""
    if not text:
        return ()
    try:
        raw = json.loads(text)
    except ValueError:
        return ()
    return sources_from_list(raw)


def sources_from_list(raw: object) -> tuple[Source, ...]:
    if not isinstance(raw, list):
        return ()
    out = []
    for item in raw:
        if not isinstance(item, dict):
            continue
        name, doc, page, passage = (item.get(k) for k in ("name", "doc", "page", "passage"))
        texts = isinstance(name, str) and isinstance(doc, str) and isinstance(passage, str)
        address, fetched = item.get("address", ""), item.get("fetched", "")
        texts = texts and isinstance(address, str) and isinstance(fetched, str)
        if texts and isinstance(page, int) and not isinstance(page, bool) and 0 < page <= 10**6:
            out.append(Source(str(name), str(doc), page, str(passage), str(address), str(fetched)))
    return tuple(out)


class DocumentIndex:
    """The passages of documents, indexed once per text and ranked for a question."""

    def __init__(self, db: peewee.SqliteDatabase) -> None:
        self.db = db

    def indexed(self, doc: str) -> bool:
        row = self.db.execute_sql("SELECT 1 FROM doc_indexed WHERE doc = ?", (doc,)).fetchone()
        return row is not None

    def index_document(self, doc: str, pages: Pages) -> int:
        """Index a document's passages, once; returns how many it has."""
        with self.db.atomic("IMMEDIATE"):
            row = self.db.execute_sql(
                "SELECT chunks FROM doc_indexed WHERE doc = ?", (doc,)
            ).fetchone()
            if row is not None:
                return int(row[0])
            found = passages(pages)
            self.db.cursor().executemany(
                "INSERT INTO doc_chunk(terms, body, doc, page) VALUES (?, ?, ?, ?)",
                [(terms(p.text), p.text, doc, p.page) for p in found],
            )
            self.db.execute_sql(
                "INSERT INTO doc_indexed(doc, chunks) VALUES (?, ?)", (doc, len(found))
            )
        return len(found)

    def relevant_passages(self, docs: Iterable[str], question: str, limit: int) -> list[Found]:
        """The passages of `docs` most relevant to `question`, best first."""
        wanted = list(dict.fromkeys(docs))
        words = passage_query(question)
        if not wanted or not words:
            return []
        # The documents are matched in the index, not filtered after it (a
        # third of the time at 10,000 passages); only the words are ranked.
        within = " OR ".join(f'"{d.replace(chr(34), "")}"' for d in wanted)
        match = f"terms: ({words}) AND doc: ({within})"
        rank = "bm25(doc_chunk, 1.0, 0.0, 0.0, 0.0)"
        rows = self.db.execute_sql(
            f"SELECT doc, page, body, {rank} FROM doc_chunk "
            f"WHERE doc_chunk MATCH ? ORDER BY {rank} LIMIT ?",
            (match, limit),
        )
        return [Found(str(r[0]), int(r[1]), str(r[2]), float(r[3])) for r in rows.fetchall()]


# The same tables as the store's (migration 9), for texts that are not kept
# in the store: a web page read for one answer is ranked as a document is,
# by the same BM25 over the same terms, in a database that lives for one
# question (issue 41).
_PASSING_TABLES = (
    "CREATE VIRTUAL TABLE doc_chunk USING fts5(terms, body UNINDEXED, doc, "
    "page UNINDEXED, tokenize='porter unicode61 remove_diacritics 2')",
    'CREATE TABLE "doc_indexed" ("doc" TEXT NOT NULL PRIMARY KEY, "chunks" INTEGER NOT NULL)',
)


def rank_passing(texts: dict[str, Pages], question: str, limit: int) -> list[Found]:
    """The passages of `texts` (by key) most relevant to `question`, best
    first, ranked as a conversation's documents are; nothing is stored."""
    db = peewee.SqliteDatabase(":memory:")
    try:
        for statement in _PASSING_TABLES:
            db.execute_sql(statement)
        index = DocumentIndex(db)
        for key, pages in texts.items():
            index.index_document(key, pages)
        return index.relevant_passages(texts, question, limit)
    finally:
        db.close()
