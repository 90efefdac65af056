"""The design system: every colour, size, space and radius the window uses.

Widgets never name a colour or a pixel size of their own; the stylesheet
(theme.py), the painted delegates and the icons take them from here. The
colour pairs that carry text are checked against WCAG 2.1 AA by a test
(tests/ui/test_design.py computes the contrast ratios).
"""

from __future__ import annotations

from dataclasses import dataclass, fields

# The text size's default and bounds are the setting's own (points); the
# window's parts take them from here.
from desktop.session.settings import FONT_DEFAULT as FONT_DEFAULT
from desktop.session.settings import FONT_MAX as FONT_MAX
from desktop.session.settings import FONT_MIN as FONT_MIN
from desktop.ui.i18n import tr
from desktop.ui.transcript.markdown_render import RenderStyle


@dataclass(frozen=True)
class Colors:
    """One look's colours (light or dark), every one the window paints with."""

    name: str
    window: str  # the transcript's background
    sidebar: str
    surface: str  # inputs, cards, dialogs
    hover: str  # a row or button under the pointer
    selected: str  # the open conversation in the sidebar
    user_bubble: str
    text: str
    muted: str  # secondary text: times, token counts, hints
    disabled: str  # a control that can do nothing now: lighter than any text
    border: str
    accent: str  # primary buttons, links, focus rings
    accent_text: str  # text on the accent
    danger: str  # destructive buttons, the text of a failure
    danger_text: str  # text on the danger colour
    state_bg: str  # the Stopped / Cut off mark
    state_text: str
    failed_bg: str  # the Failed mark: a state, not an alarm
    failed_text: str
    notice_bg: str  # the banner above the transcript
    code_background: str
    pygments: str

    @property
    def render_style(self) -> RenderStyle:
        return RenderStyle(
            code_background=self.code_background,
            code_border=self.border,
            text=self.text,
            muted=self.muted,
            link=self.accent,
            pygments_style=self.pygments,
            copy_label=tr("Copy"),
        )


LIGHT = Colors(
    name="light",
    window="#ffffff",
    sidebar="#f5f6f8",
    surface="#ffffff",
    hover="#eaecf0",
    selected="#e0e4ff",
    user_bubble="#eef1ff",
    text="#1d2127",
    muted="#5d6470",
    disabled="#a7adb7",
    border="#d9dce1",
    accent="#4f46e5",
    accent_text="#ffffff",
    danger="#b42318",
    danger_text="#ffffff",
    state_bg="#f2f4f7",
    state_text="#4a5260",
    failed_bg="#fef3f2",
    failed_text="#a6261b",
    notice_bg="#f2f4ff",
    code_background="#f6f8fa",
    pygments="friendly",
)
DARK = Colors(
    name="dark",
    window="#1b1d21",
    sidebar="#15171a",
    surface="#23262b",
    hover="#2c3036",
    selected="#33365a",
    user_bubble="#2b2e47",
    text="#e7e8eb",
    muted="#a3a9b3",
    disabled="#5c626c",
    border="#363a42",
    accent="#8e8ffa",
    accent_text="#111318",
    danger="#f97066",
    danger_text="#1b0b09",
    state_bg="#2c3036",
    state_text="#c9cdd4",
    failed_bg="#3b1f1c",
    failed_text="#fda29b",
    notice_bg="#262a40",
    code_background="#121418",
    pygments="monokai",
)

# Text and the backgrounds it is drawn on (WCAG AA: 4.5:1 for body text).
TEXT_PAIRS = [
    ("text", "window"),
    ("text", "sidebar"),
    ("text", "surface"),
    ("text", "hover"),
    ("text", "selected"),
    ("text", "user_bubble"),
    ("text", "code_background"),
    ("text", "notice_bg"),
    ("muted", "window"),
    ("muted", "sidebar"),
    ("muted", "surface"),
    ("muted", "user_bubble"),
    ("accent", "window"),  # links
    ("accent_text", "accent"),
    ("danger_text", "danger"),
    ("danger", "window"),
    ("state_text", "state_bg"),
    ("failed_text", "failed_bg"),
]
# Parts of controls a person must see to use them (WCAG 1.4.11: 3:1).
UI_PAIRS = [("accent", "window"), ("accent", "surface"), ("muted", "surface")]


@dataclass(frozen=True)
class Type:
    """Point sizes derived from the person's base size (Settings, Ctrl+=/-)."""

    base: float = 10.5

    @property
    def caption(self) -> float:
        return round(self.base * 0.86, 1)

    @property
    def body(self) -> float:
        return self.base

    @property
    def title(self) -> float:
        return round(self.base * 1.15, 1)

    @property
    def heading(self) -> float:
        return round(self.base * 1.7, 1)


class Space:
    """Pixel spacing; Qt scales it for high-DPI screens by itself."""

    xs, s, m, l, xl = 4, 8, 12, 16, 24  # noqa: E741


class Radius:
    """The corner radii the window uses, small to large."""

    small, medium, large = 6, 8, 14


READING_WIDTH = 780  # the transcript's column, in pixels at 100%
ICON_SIZE = 18
SIDEBAR_WIDTH = 270


def luminance(hex_colour: str) -> float:
    """Relative luminance, WCAG 2.1."""
    value = hex_colour.lstrip("#")
    channels = [int(value[i : i + 2], 16) / 255 for i in (0, 2, 4)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    high, low = sorted((luminance(a), luminance(b)), reverse=True)
    return (high + 0.05) / (low + 0.05)


def colour_names() -> list[str]:
    return [f.name for f in fields(Colors) if f.name not in ("name", "pygments")]
