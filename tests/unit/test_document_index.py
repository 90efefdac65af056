"""The passage index (issue 27): BM25 over a document's passages, in every
language the window speaks; Chinese, Japanese and Korean are written without
spaces and are matched by pairs of characters."""

from __future__ import annotations

from pathlib import Path

from desktop.domain.pages import Pages
from desktop.store.db import open_store
from desktop.store.document_index import passage_query


def test_questions_find_their_passage_in_english_chinese_and_japanese(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    pages = Pages(
        "md",
        "part",
        [
            "法国的首都是巴黎。",
            "中国的首都是北京。长城很长。",
            "日本の首都は東京です。",
            "The capital of Germany is Berlin; its river is the Spree.",
        ],
    )
    assert repo.documents.index_document("doc", pages) == 4
    assert repo.documents.index_document("doc", pages) == 4  # once per text
    best = {
        q: repo.documents.relevant_passages(["doc"], q, 3)[0].page
        for q in ["中国的首都是哪里？", "长城", "東京", "Which river flows through Berlin?"]
    }
    assert best == {
        "中国的首都是哪里？": 2,
        "长城": 2,
        "東京": 3,
        "Which river flows through Berlin?": 4,
    }
    found = repo.documents.relevant_passages(["doc"], "长城", 1)
    assert "北京" in found[0].text  # the passage as sent


def test_what_a_person_types_is_never_an_operator(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    repo.documents.index_document("doc", Pages("md", "part", ["NEAR the harbour, a lighthouse."]))
    for typed in ['"', "NEAR(", "a* OR", "-x", "^caret", "col:harbour", "(((", "👀 ∑ Ω"]:
        repo.documents.relevant_passages(["doc"], typed, 3)  # no FTS5 syntax error
    assert passage_query('harbour" OR lamp') == '"harbour" OR "lamp"'


def test_a_question_keeps_to_the_documents_it_is_asked_about(tmp_path: Path) -> None:
    repo = open_store(tmp_path)
    repo.documents.index_document(
        "a" * 64, Pages("md", "part", ["The harbour lighthouse in the north."])
    )
    repo.documents.index_document(
        "b" * 64, Pages("md", "part", ["The harbour lighthouse in the south."])
    )
    found = repo.documents.relevant_passages(["b" * 64], "harbour lighthouse", 10)
    assert [f.doc for f in found] == ["b" * 64] and "south" in found[0].text
    both = repo.documents.relevant_passages(["a" * 64, "b" * 64], "harbour lighthouse", 10)
    assert {f.doc for f in both} == {"a" * 64, "b" * 64}
    assert repo.documents.relevant_passages(["c" * 64], "harbour", 10) == []
