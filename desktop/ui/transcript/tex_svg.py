"""TeX to SVG with ziamath, in a process of its own.

This module is what the typesetting process imports: no Qt, nothing else
of Verbatim's. ziamath is pure Python and allocates heavily; in the
window's own process it competed with the GUI thread for the GIL and
filled the garbage collector's young generation (measured: event-loop lag
p99 116 ms while 200 formulas streamed; see ARCHITECTURE.md).
"""

from __future__ import annotations

import re
import warnings

SVG_SIZE = re.compile(r'<svg[^>]*?width="([\d.]+)"[^>]*?height="([\d.]+)"')


def tex_to_svg(tex: str, display: bool, colour: str, size: float) -> str | None:
    """The formula as SVG, or None where ziamath cannot read the TeX."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        import ziamath  # imported on first use: most answers have no math

        # Plain paths, no <symbol>/<use>: Qt's SVG renderer (SVG Tiny) draws those blank.
        ziamath.config.svg2 = False
        try:
            svg: str = ziamath.Latex(tex, size=size, color=colour, inline=not display).svg()
        except Exception:  # any TeX it cannot typeset is shown as code instead
            return None
    return svg if SVG_SIZE.search(svg) else None


def warm_up() -> None:
    """Import ziamath and load its font before the first formula needs it
    (the colour is ziamath's default: this picture is thrown away)."""
    tex_to_svg("x", False, "black", 12.0)
