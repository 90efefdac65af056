"""The HTML export (issue 15): one file that loads nothing, shows hostile
text as text, embeds attached pictures, marks stopped answers."""

from __future__ import annotations

import re
from pathlib import Path

from desktop.domain.messages import Message, Role, Status
from desktop.engine.attachments import prepare
from desktop.store.db import open_store
from desktop.store.exchange.html_export import POLICY, export_html
from tests.images import picture

HOSTILE = (
    '<img src="http://127.0.0.1:9/raw.png"> <script>alert(1)</script> '
    "![tracker](http://127.0.0.1:9/md.png) [bad](javascript:alert(1)) "
    "[ok](https://example.org) <iframe src=x></iframe>"
)


def make_store(path: Path):  # type: ignore[no-untyped-def]
    repo = open_store(path)
    cid = repo.create_conversation(title="<b>Trip</b> & plans", model="m").id
    photo = prepare("photo.png", picture("PNG", (30, 20)))
    repo.add_message(
        Message("u1", cid, Role.USER, "Look at this", attachments=(photo.attachment,)),
        photo.blobs,
    )
    repo.add_message(
        Message(
            "a1",
            cid,
            Role.ASSISTANT,
            "# Answer\n\n```python\nprint('hi')\n```\n\n" + HOSTILE,
            parent_id="u1",
            status=Status.INTERRUPTED,
            reasoning="thinking <b>hard</b>",
        )
    )
    repo.set_tip(cid, "a1")
    return repo, cid


def test_the_page_loads_nothing_and_shows_hostile_text_as_text(tmp_path: Path) -> None:
    repo, cid = make_store(tmp_path)
    page = export_html(repo, cid)
    repo.close()
    assert f'content="{POLICY}"' in page and "default-src 'none'" in POLICY
    assert "<script" not in page and "<iframe" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert "javascript:" not in page.replace("[bad](javascript:alert(1))", "")
    # Nothing the page would load comes from anywhere but itself.
    sources = re.findall(r'\bsrc="([^"]*)"', page)
    assert sources and all(s.startswith("data:image/png;base64,") for s in sources)
    assert '<a href="https://example.org" rel="noreferrer">ok</a>' in page
    assert "&lt;b&gt;Trip&lt;/b&gt; &amp; plans" in page
    assert '<span class="badge">stopped</span>' in page
    assert "<pre><code class=\"language-python\">print('hi')" in page
    assert "thinking &lt;b&gt;hard&lt;/b&gt;" in page


def test_the_cli_writes_html(tmp_path: Path) -> None:
    import subprocess
    import sys

    repo, _cid = make_store(tmp_path / "d")
    repo.close()
    out = tmp_path / "chat.html"
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "desktop",
            "export",
            "--data-dir",
            str(tmp_path / "d"),
            "--format",
            "html",
            "-o",
            str(out),
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert out.read_text(encoding="utf-8").startswith("<!DOCTYPE html>")


BIDI = [chr(c) for c in (*range(0x202A, 0x202F), *range(0x2066, 0x206A))]


def test_bidi_controls_from_outside_never_reach_the_page(tmp_path: Path) -> None:
    """Issue 37, hole 11: U+202E in a title, a model, a file's name, a
    source or a tool's words was written raw into `<title>`, the heading,
    the `alt` text and the sources, where it shows "\u202eexe.txt" as
    "txt.exe". The exported page is parsed: no text or attribute holds a
    control that reorders text, and the names still read, in their order."""
    from html.parser import HTMLParser

    from desktop.domain.messages import Source, ToolCall, ToolStatus

    repo = open_store(tmp_path)
    cid = repo.create_conversation(title="Invoice \u202eexe.txt", model="m\u2067odel").id
    repo.conversations.set_system_prompt(cid, "Be \u202bbrief\u202c")
    photo = prepare("\u202egnp.exe", picture("PNG", (30, 20)))
    repo.add_message(
        Message("u1", cid, Role.USER, "Look", attachments=(photo.attachment,)), photo.blobs
    )
    repo.add_imported(  # as an import brings it: with its tool call
        cid,
        [
            Message(
                "a1",
                cid,
                Role.ASSISTANT,
                "See ![\u202ealt](https://example.org/\u202ex.png) and [\u2066l](https://e.org/\u202e)",
                parent_id="u1",
                model="gpt\u202d",
                sources=(Source("\u202efdp.exe", "d" * 64, 2, "a passage"),),
                tool_calls=(
                    ToolCall(
                        "t1",
                        "n\u202e",
                        "{}",
                        "s\u202a",
                        "t\u202e",
                        ToolStatus.DONE,
                        "out\u202e",
                        note="\u2068note",
                    ),
                ),
            )
        ],
        {},
    )
    repo.set_tip(cid, "a1")
    page = export_html(repo, cid)
    repo.close()

    class Reader(HTMLParser):
        def __init__(self) -> None:
            super().__init__(convert_charrefs=True)
            self.texts: list[str] = []
            self.attributes: list[str] = []

        def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
            self.attributes.extend(v for _k, v in attrs if v)

        def handle_data(self, data: str) -> None:
            self.texts.append(data)

    reader = Reader()
    reader.feed(page)
    shown = "".join(reader.texts)
    assert not [c for c in BIDI if c in shown or any(c in a for a in reader.attributes)]
    assert "Invoice exe.txt" in shown and "Sources: fdp.exe, page 2" in shown
    assert "Tool t · s · done — note" in shown and "out" in shown
    assert "gnp.exe" in reader.attributes
