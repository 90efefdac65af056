"""Markdown -> the rich-text HTML subset Qt renders, safely.

Model output is untrusted: raw HTML is shown as text (markdown-it with
html=False escapes it), images are shown as links and never loaded, and
only http, https and mailto links stay clickable. Code blocks are coloured
by Pygments with inline styles and get a "Copy" link addressed by index.
"""

from __future__ import annotations

import hashlib
import html
import re
from collections.abc import MutableMapping, Sequence
from dataclasses import dataclass
from typing import Any

from markdown_it import MarkdownIt
from markdown_it.renderer import RendererHTML
from markdown_it.token import Token
from markdown_it.utils import EnvType, OptionsDict
from mdit_py_plugins.dollarmath import dollarmath_plugin
from mdit_py_plugins.texmath import texmath_plugin
from pygments import lex
from pygments.lexers import TextLexer, get_lexer_by_name
from pygments.styles import get_style_by_name
from pygments.token import _TokenType
from pygments.util import ClassNotFound

from desktop.ui.transcript.math_typeset import SVG_SIZE, TYPESET, Formula, typesetter

SAFE_SCHEMES = ("http://", "https://", "mailto:")
COPY_SCHEME = "verbatim-copy:"
MATH_SCHEME = "verbatim-math:"
MATH_LIMIT = 2_000  # characters of TeX in one formula that are typeset


@dataclass(frozen=True)
class RenderStyle:
    """The colours and sizes a message's Markdown is rendered with, from the
    current look."""

    code_background: str
    code_border: str
    text: str
    muted: str
    link: str
    pygments_style: str
    copy_label: str = "Copy"  # the code block's link, in the person's language
    math_px: float = 15.0  # formulas' size, in pixels at 100%


def code_blocks(text: str) -> list[str]:
    """The raw text of each fenced or indented code block, in order."""
    return [t.content for t in _md.parse(text) if t.type in ("fence", "code_block")]


def _safe_href(url: str) -> str | None:
    return url if url.lower().startswith(SAFE_SCHEMES) else None


class _Renderer(RendererHTML):
    def image(self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        alt = html.escape(token.content or "image")
        src = str(token.attrGet("src") or "")
        href = _safe_href(src)
        label = f"[image: {alt}]"
        if href is None:
            return html.escape(label)
        return f'<a href="{html.escape(href)}">{label}</a>'

    def link_open(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        href = _safe_href(str(tokens[idx].attrGet("href") or ""))
        env.setdefault("link_stack", []).append(href is not None)
        if href is None:
            return "<span>"
        style = env["style"]
        return f'<a href="{html.escape(href)}" style="color:{style.link}">'

    def link_close(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        stack = env.get("link_stack") or [False]
        return "</a>" if stack.pop() else "</span>"

    def fence(self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType) -> str:
        token = tokens[idx]
        return _code_html(token.content, token.info.strip().split(" ")[0], env)

    def code_block(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        return _code_html(tokens[idx].content, "", env)

    def math_inline(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        return _math_html(tokens[idx].content, False, env)

    def math_block(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        return _math_html(tokens[idx].content, True, env)

    def code_inline(
        self, tokens: Sequence[Token], idx: int, options: OptionsDict, env: EnvType
    ) -> str:
        style = env["style"]
        return (
            f'<code style="background:{style.code_background};font-family:monospace">'
            f"{html.escape(tokens[idx].content)}</code>"
        )


def _token_css(style_name: str) -> dict[_TokenType, str]:
    style = get_style_by_name(style_name)
    css: dict[_TokenType, str] = {}
    for token_type, spec in style:
        parts = []
        if spec["color"]:
            parts.append(f"color:#{spec['color']}")
        if spec["bold"]:
            parts.append("font-weight:bold")
        if spec["italic"]:
            parts.append("font-style:italic")
        css[token_type] = ";".join(parts)
    return css


_CSS_CACHE: dict[str, dict[_TokenType, str]] = {}
HIGHLIGHT_LIMIT = 8_000  # characters of one code block that get colours


def _code_html(code: str, language: str, env: MutableMapping[str, Any]) -> str:
    style: RenderStyle = env["style"]
    index = env.setdefault("code_index", 0)
    env["code_index"] = index + 1
    try:
        # No guessing: guess_lexer tries every lexer and costs tens of ms.
        # Past HIGHLIGHT_LIMIT a block is shown uncoloured: highlighting costs
        # one span per token, and a huge block would cost seconds.
        big = len(code) > HIGHLIGHT_LIMIT
        lexer = get_lexer_by_name(language) if language and not big else TextLexer()
    except ClassNotFound:
        lexer = TextLexer()
    css = _CSS_CACHE.setdefault(style.pygments_style, _token_css(style.pygments_style))
    spans = []
    for token_type, value in lex(code, lexer):
        rule = css.get(token_type, "")
        while not rule and token_type.parent is not None:
            token_type = token_type.parent
            rule = css.get(token_type, "")
        escaped = html.escape(value)
        spans.append(f'<span style="{rule}">{escaped}</span>' if rule else escaped)
    if spans:  # Pygments always ends with a newline; it would show as a blank line
        last = spans[-1]
        spans[-1] = (
            last.replace("\n</span>", "</span>") if last.endswith("</span>") else last.rstrip("\n")
        )
    label = html.escape(language or "code")
    copy = html.escape(style.copy_label)
    header = (
        f'<table width="100%" cellspacing="0" cellpadding="0"><tr>'
        f'<td style="color:{style.muted};font-size:small">{label}</td>'
        f'<td align="right"><a href="{COPY_SCHEME}{index}" '
        f'style="color:{style.link};font-size:small;text-decoration:none">{copy}</a></td>'
        f"</tr></table>"
    )
    return (
        f'<table width="100%" cellspacing="0" cellpadding="8" '
        f'style="background:{style.code_background};border:1px solid {style.code_border}">'
        f'<tr><td>{header}<pre style="font-family:monospace;margin:0;white-space:pre-wrap">'
        f"{''.join(spans)}</pre>"
        f"</td></tr></table>"
    )


_md = MarkdownIt("commonmark", {"html": False, "linkify": False, "typographer": False}).enable(
    ["table", "strikethrough"]
)
# $…$, $$…$$, \(…\) and \[…\]. "$5 and $10" stays money: no space may follow
# an opening "$" or come before a closing one, and no digit may follow it.
_md.use(
    dollarmath_plugin,
    allow_labels=False,
    allow_space=False,
    allow_digits=False,
    allow_blank_lines=False,
)
_md.use(texmath_plugin, delimiters="brackets")
_md.renderer = _Renderer(_md)

_TABLE = re.compile(r"<table>")


def render_markdown(text: str, style: RenderStyle) -> str:
    """HTML for QLabel/QTextDocument. An unclosed fence while streaming
    renders as a code block up to the end, as markdown-it reads it."""
    return render_markdown_math(text, style)[0]


def render_markdown_math(text: str, style: RenderStyle) -> tuple[str, bool]:
    """The HTML, and whether some formula in it is still being typeset (it
    shows as TeX; render again on MathTypesetter.ready)."""
    env: dict[str, Any] = {"style": style}
    body = _md.renderer.render(_md.parse(text, env), _md.options, env)
    # Qt's rich text draws tables without borders unless told.
    table = '<table border="1" cellspacing="0" cellpadding="6" style="border-color:{}">'
    body = _TABLE.sub(table.format(style.code_border), body)
    return f'<div style="color:{style.text}">{body}</div>', bool(env.get("pending"))


# ---------------------------------------------------------------- math
# Typeset off the GUI thread (math_typeset.py); until a formula is ready it
# shows as its TeX, and the view draws again when `ready` says so.
_MATH_KEYS: dict[str, Formula] = {}  # picture key -> formula


def math_svg(key: str) -> str | None:
    """The typeset formula a document's `verbatim-math:` image names."""
    formula = _MATH_KEYS.get(key)
    return TYPESET.get(formula) if formula is not None else None


def _math_html(tex: str, display: bool, env: MutableMapping[str, Any]) -> str:
    style: RenderStyle = env["style"]
    source = tex.strip()
    formula = (source, display, style.text, style.math_px)
    svg = None
    if source and len(source) <= MATH_LIMIT:
        if formula in TYPESET:
            svg = TYPESET[formula]
        else:
            typesetter().request(formula)
            env["pending"] = True  # shown as TeX until the worker is done
    if svg is None:
        marks = "$$" if display else "$"
        shown = html.escape(f"{marks}{source}{marks}")
        code = f'<code style="background:{style.code_background};font-family:monospace">'
        return f"<p>{code}{shown}</code></p>" if display else f"{code}{shown}</code>"
    key = hashlib.sha1(repr(formula).encode()).hexdigest()[:20]
    if len(_MATH_KEYS) > 20_000:
        _MATH_KEYS.clear()  # keys are cheap to make again; never grow without end
    _MATH_KEYS[key] = formula
    size = SVG_SIZE.search(svg)
    assert size is not None
    width, height = (round(float(v)) for v in size.groups())
    image = (
        f'<img src="{MATH_SCHEME}{key}" width="{width}" height="{height}" '
        f'alt="{html.escape(source)}" style="vertical-align: middle">'
    )
    return f'<p align="center">{image}</p>' if display else image
