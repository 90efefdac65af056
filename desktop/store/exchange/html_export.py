"""A conversation (or all of them) as one self-contained HTML file.

It opens in any browser and loads nothing: the page's Content-Security-
Policy allows no network and no script, styles are inline, pictures the
person attached are embedded as `data:` URLs, and markdown images in the
text become plain links. Raw HTML in messages is shown as text (markdown-it
with html disabled), so a message cannot add markup to the page. Math stays
as its TeX. The shown branch is exported, as in the Markdown export.
"""

from __future__ import annotations

import base64
import html
from collections.abc import Sequence
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict

from desktop.domain.messages import Message, Role, Status, sources_line
from desktop.domain.words import neutral, plural_english
from desktop.store.exchange.transfer import Progress, selected_conversations
from desktop.store.repository import Repository

SAFE_LINKS = ("http://", "https://", "mailto:")
POLICY = (
    "default-src 'none'; style-src 'unsafe-inline'; img-src data:; "
    "base-uri 'none'; form-action 'none'"
)
STYLE = """
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1d2127; --muted: #5c6370;
  --bubble: #eef0fb; --code: #f6f8fa; --border: #d9dce3; --accent: #4f46e5; }
@media (prefers-color-scheme: dark) { :root { --bg: #17181c; --fg: #e6e8ee;
  --muted: #a0a6b3; --bubble: #262a3d; --code: #22252b; --border: #343842; --accent: #8e8ffa; } }
body { background: var(--bg); color: var(--fg); margin: 0;
  font: 15px/1.55 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 780px; margin: 0 auto; padding: 24px; }
h1.title { font-size: 22px; margin: 32px 0 4px; }
p.meta, .who small { color: var(--muted); font-size: 12px; }
section.message { margin: 18px 0; }
section.user { background: var(--bubble); border-radius: 14px; padding: 10px 16px;
  margin-left: 15%; }
.who { font-weight: 600; margin-bottom: 4px; }
.badge { border: 1px solid var(--border); border-radius: 8px; padding: 0 6px; font-size: 12px;
  color: var(--muted); margin-left: 6px; font-weight: 400; }
pre { background: var(--code); border: 1px solid var(--border); border-radius: 8px; padding: 10px;
  overflow-x: auto; }
code { background: var(--code); border-radius: 4px; padding: 0 3px; }
pre code { padding: 0; }
a { color: var(--accent); }
table { border-collapse: collapse; } td, th { border: 1px solid var(--border); padding: 4px 8px; }
img.attached { max-width: 100%; max-height: 360px; border-radius: 8px; display: block;
  margin: 6px 0; }
.file { color: var(--muted); font-size: 13px; }
details.reasoning { color: var(--muted); margin: 4px 0 8px; }
details.tool { border: 1px solid var(--border); border-radius: 8px; padding: 4px 10px;
  margin: 6px 0; }
.error { color: #b42318; }
"""


def _plain(text: str) -> str:
    """A name, title or note from outside as the page shows it: escaped,
    and without the controls that reorder text (issue 37, hole 11: a title
    holding U+202E showed reversed in the tab, the heading and the alt
    text, as a file named "\u202eexe.txt" reads "txt.exe")."""
    return html.escape(neutral(text))


class _Renderer(RendererHTML):
    """Images become links (nothing is loaded); only safe links are links."""

    def image(self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        src = str(token.attrGet("src") or "")
        label = _plain(token.content or src)
        if src.lower().startswith(SAFE_LINKS):
            return f'<a href="{_plain(src)}" rel="noreferrer">[{label}]</a>'
        return f"[{label}]"

    def link_open(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        href = str(tokens[idx].attrGet("href") or "")
        if not href.lower().startswith(SAFE_LINKS):
            env["unsafe"] = env.get("unsafe", 0) + 1
            return "<span>"
        return f'<a href="{_plain(href)}" rel="noreferrer">'

    def link_close(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        if env.get("unsafe"):
            env["unsafe"] -= 1
            return "</span>"
        return "</a>"


_md = MarkdownIt("commonmark", {"html": False}).enable("table").enable("strikethrough")
_md.renderer = _Renderer(_md)


def _markdown(text: str) -> str:
    """A message's words as the page shows them; the controls that reorder
    text go here too (a link's words could show its address backwards)."""
    env: dict[str, Any] = {}
    return _md.renderer.render(_md.parse(neutral(text), env), _md.options, env)


_BADGES = {
    Status.INTERRUPTED: "stopped",
    Status.FAILED: "failed",
    Status.STREAMING: "unfinished",
}


def _message_html(m: Message, files: dict[str, bytes]) -> str:
    user = m.role is Role.USER
    who = "You" if user else _plain(m.model or "Assistant")
    badge = f'<span class="badge">{_BADGES[m.status]}</span>' if m.status in _BADGES else ""
    when = m.created_at.strftime("%Y-%m-%d %H:%M")
    parts = [f'<section class="message {"user" if user else "answer"}">']
    parts.append(f'<div class="who">{who}{badge} <small>{when}</small></div>')
    for a in m.attachments:
        data = files.get(a.sent_sha256)
        if a.is_image and data is not None:
            encoded = base64.b64encode(data).decode("ascii")
            parts.append(
                f'<img class="attached" alt="{_plain(a.name)}" '
                f'src="data:{html.escape(a.sent_mime)};base64,{encoded}">'
            )
        else:
            parts.append(f'<div class="file">📎 {_plain(a.name)} ({a.size:,} bytes)</div>')
    if m.reasoning:
        parts.append(
            f'<details class="reasoning"><summary>Reasoning</summary>{_markdown(m.reasoning)}'
            "</details>"
        )
    parts.append(_markdown(m.content))
    if m.sources:  # a file's name is not ours: escaped
        parts.append(f'<div class="file">Sources: {_plain(sources_line(m.sources))}</div>')
    for c in m.tool_calls:  # a tool's words are text: escaped, never markup
        note = f" — {_plain(c.note)}" if c.note else ""
        parts.append(
            f'<details class="tool"><summary>Tool {_plain(c.tool or c.name)} · '
            f"{_plain(c.server)} · {c.status.value}{note}</summary>"
            f"<pre>{_plain(c.arguments)}</pre><pre>{_plain(c.output)}</pre></details>"
        )
    if m.status is Status.FAILED and m.error:
        parts.append(f'<p class="error">{_plain(m.error)}</p>')
    if m.omitted:
        parts.append(
            '<p class="meta">'
            + plural_english("%n earlier message(s) not sent to the model.", m.omitted)
            + "</p>"
        )
    parts.append("</section>")
    return "\n".join(parts)


def export_html(
    repo: Repository, conversation_id: str | None = None, progress: Progress | None = None
) -> str:
    conversations = selected_conversations(repo, conversation_id)
    body: list[str] = []
    for done, c in enumerate(conversations, 1):
        if progress is not None and done > 1:
            progress(done - 1, len(conversations))
        branch = repo.branch(c.id)
        files = repo.blobs(a.sent_sha256 for m in branch for a in m.attachments if a.is_image)
        body.append(f'<h1 class="title">{_plain(c.title)}</h1>')
        body.append(
            f'<p class="meta">{c.created_at:%Y-%m-%d} · {_plain(c.provider or "")} '
            f"{_plain(c.model or '')}</p>"
        )
        if c.system_prompt.strip():
            body.append(f'<p class="meta">System prompt: {_plain(c.system_prompt)}</p>')
        body.extend(_message_html(m, files) for m in branch)
    title = _plain(conversations[0].title if len(conversations) == 1 else "Conversations")
    return (
        '<!DOCTYPE html>\n<html><head><meta charset="utf-8">'
        f'<meta http-equiv="Content-Security-Policy" content="{POLICY}">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{title}</title><style>{STYLE}</style></head>"
        f"<body><main>{''.join(body)}</main></body></html>\n"
    )
