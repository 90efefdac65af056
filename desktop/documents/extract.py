"""Reading a document's text, in a child process of its own.

`python -m desktop.documents.extract FILE KIND NAME OUT` (or `verbatim
--read-document ...` in the bundle) limits its own memory and CPU first,
then reads the file with the format's library and writes one JSON object
to OUT (or stdout): the pages (documents/pages.py) or {"refused": sentence}.
A hostile file can exhaust only this process; the window waits for it on a
thread and the parent (documents/reader.py) kills it at its time limit.
Nothing here fetches anything: the XML libraries are told not to resolve
entities or reach the network, and a zip is measured before it is opened.
"""

from __future__ import annotations

import io
import json
import os
import sys
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

from defusedxml import DefusedXmlException

from desktop.documents.formats import described
from desktop.documents.office import (
    read_docx,
    read_epub,
    read_html,
    read_odt,
    read_pptx,
    read_rtf,
    read_xlsx,
)
from desktop.documents.pages import MAX_TEXT_CHARS
from desktop.documents.paging import Refused, damaged, paged, parts
from desktop.documents.webpage import KIND as WEBPAGE
from desktop.documents.webpage import read_webpage
from desktop.domain.pages import Pages
from desktop.domain.words import say

MEMORY_LIMIT = 1536 * 1024 * 1024  # address space: pdfium and lxml need room, not gigabytes
CPU_SECONDS = 90
MAX_UNPACKED = 256 * 1024 * 1024  # what a zip's entries may add up to
MAX_RATIO = 200  # an entry larger than this many times its packed size is a bomb
MAX_ENTRIES = 20_000


PARENT_ENV = "VERBATIM_READER_PARENT"  # the app's pid, set by documents/reader.py
FOLDER_PREFIX = "verbatim-read-"  # the temporary folder the app copies a document into
WATCH_SECONDS = 0.2
PROGRESS_SUFFIX = ".progress"  # beside OUT: how far a scan's reading has come


def _die_with_parent(document: Path) -> None:
    """End this reader, and remove the document's temporary copy, as soon
    as the app that started it is gone (issue 37: a reader outlived a killed
    app, still reading, and its copy of the document stayed in the temporary
    folder). A thread watches for this process being handed to another
    parent, which is what the app's death does to it; the thread runs while
    a library reads, since those release the interpreter's lock or return
    to it often. Run by hand, without the app's pid, it watches nothing."""
    import shutil
    import threading
    import time

    try:
        parent = int(os.environ.get(PARENT_ENV, ""))
    except ValueError:
        return
    folder = document.parent

    def leave() -> None:
        if folder.name.startswith(FOLDER_PREFIX):  # only the app's own temporary folder
            shutil.rmtree(folder, ignore_errors=True)
        os._exit(3)

    if os.getppid() != parent:  # the app died before this reader began
        leave()

    def watch() -> None:
        while True:
            time.sleep(WATCH_SECONDS)
            if os.getppid() != parent:
                leave()

    threading.Thread(target=watch, name="reader-watch", daemon=True).start()


def _limit_self() -> None:
    try:
        import resource
    except ImportError:  # Windows: the parent's time limit still holds
        return
    for which, wanted in ((resource.RLIMIT_AS, MEMORY_LIMIT), (resource.RLIMIT_CPU, CPU_SECONDS)):
        _soft, hard = resource.getrlimit(which)
        # Only ever lowered: a limit already below ours (a capped parent) stays.
        limit = wanted if hard == resource.RLIM_INFINITY else min(wanted, hard)
        try:
            resource.setrlimit(which, (limit, limit))
        except (ValueError, OSError):  # a system that refuses one (macOS's address space)
            continue  # reads anyway: the parent's time limit and kill still hold


def _check_zip(path: Path, name: str) -> None:
    """Refuse a zip bomb by its table of contents, before any library
    inflates a byte of it, and names that climb out of the archive."""
    try:
        with zipfile.ZipFile(path) as archive:
            infos = archive.infolist()
    except (zipfile.BadZipFile, OSError) as exc:
        raise Refused(damaged(name)) from exc
    if len(infos) > MAX_ENTRIES:
        raise Refused(_bomb(name))
    total = 0
    for info in infos:
        if info.flag_bits & 1:  # an encrypted entry: Office's password protection
            raise Refused(
                say(
                    "“{name}” is protected by a password. Open it, save a copy without the "
                    "password, and attach that.",
                    name=name,
                )
            )
        total += info.file_size
        packed = max(info.compress_size, 1)
        if info.file_size > 1024 * 1024 and info.file_size / packed > MAX_RATIO:
            raise Refused(_bomb(name))
    if total > MAX_UNPACKED:
        raise Refused(_bomb(name))


def _bomb(name: str) -> str:
    return say(
        "“{name}” unpacks to far more than a document holds (a zip bomb?), so Verbatim "
        "did not open it.",
        name=name,
    )


def _entities(name: str) -> str:
    return say(
        "“{name}” declares XML entities, which can make a small file expand without end, "
        "so Verbatim did not read it.",
        name=name,
    )


def _safe_xml() -> None:
    """lxml's default parser, for libraries that use it: no entities, no network."""
    try:
        from lxml import etree
    except ImportError:
        return
    etree.set_default_parser(
        etree.XMLParser(resolve_entities=False, no_network=True, huge_tree=False)
    )


# ------------------------------------------------------------------ formats
def _pdf(path: Path, name: str) -> Pages:
    import pypdfium2 as pdfium

    try:
        pdf = pdfium.PdfDocument(str(path))
    except pdfium.PdfiumError as exc:
        if "password" in str(exc).lower():
            raise Refused(
                say(
                    "“{name}” is protected by a password. Open it in a PDF reader, save a copy "
                    "without the password, and attach that.",
                    name=name,
                )
            ) from exc
        raise Refused(damaged(name)) from exc
    total = len(pdf)
    pictured: list[int] = []  # pages with no text layer but something drawn: scans

    def texts() -> Iterator[str]:
        import pypdfium2.raw as pdfium_c

        for index in range(total):
            page = pdf[index]
            textpage = page.get_textpage()
            try:
                text = textpage.get_text_range().replace("\r\n", "\n").replace("\r", "\n")
                if not text.strip() and pdfium_c.FPDFPage_CountObjects(page.raw) > 0:
                    pictured.append(index)
                yield text
            finally:
                textpage.close()
                page.close()

    pages = paged("pdf", "page", texts(), total)
    if pictured:
        pages = _read_scans(pdf, pages, pictured, total, path.parent)
    pdf.close()
    if total and not any(p.strip() for p in pages.pages):
        return Pages("pdf", "page", [""] * len(pages.pages), scanned=True, cut=pages.cut)
    return pages


OCR_SECONDS = 45.0  # a scan's pages are read for this long, within the parent's TIME_LIMIT
_progress_path: list[Path] = []  # where the parent looks for "pages read, of"


def _told(done: int, of: int) -> None:
    """How far reading a scan has come, for the window (documents/reader.py
    reads it while it waits): written beside, then renamed, so it is never
    read half-written."""
    if not _progress_path:
        return
    path = _progress_path[0]
    part = path.with_name(path.name + ".part")
    part.write_text(f"{done} {of}")
    os.replace(part, path)


def _read_scans(pdf: Any, pages: Pages, pictured: list[int], total: int, folder: Path) -> Pages:
    """`pages` with the words of its pictured pages read by OCR, page by
    page, for at most OCR_SECONDS: a page not reached by then ends the
    document there, and the pages after it are counted as not read (`cut`).
    Without Tesseract the pages stay empty, as before (a scan, no text).
    Tesseract writes in `folder`, the reader's private one."""
    import time

    from desktop.documents import ocr

    reader = ocr.Reader(folder)
    wanted = [i for i in pictured if i < len(pages.pages)]
    if not reader.ready or not wanted:
        return pages
    texts = list(pages.pages)
    deadline = time.monotonic() + OCR_SECONDS
    read = False
    for done, index in enumerate(wanted):
        _told(done, len(wanted))
        if time.monotonic() >= deadline:
            texts = texts[:index]
            break
        page = pdf[index]
        try:
            width, height = page.get_size()
            bitmap = page.render(scale=ocr.fit(width, height), grayscale=True)
            picture = bitmap.to_pil()
        finally:
            page.close()
        reading = reader.reading(picture, deadline)
        # A page that is a photo gives no words, as a picture does.
        texts[index] = reading.text if reading.is_page_text else ""
        read = read or bool(texts[index].strip())
    else:
        _told(len(wanted), len(wanted))
    return Pages("pdf", "page", texts, cut=total - len(texts), ocr=read)


def _picture(path: Path, name: str) -> Pages:
    """A picture attached (a photo of a letter, a screenshot): its words read
    by OCR as one page, "" where none were read surely (issue 41). Decoded here, in the
    child under its memory limit, and shrunk to ocr.MAX_PIXELS before it is
    read; the parent refused pictures over its own pixel limit already."""
    import time

    from PIL import Image, ImageOps

    from desktop.documents import ocr

    reader = ocr.Reader(path.parent)
    if not reader.ready:
        return Pages("picture", "page", [""])
    _told(0, 1)
    with Image.open(path) as img:
        img.seek(0)  # a GIF's first frame
        picture = ImageOps.exif_transpose(img) or img  # read upright, as it is shown
        reading = reader.reading(picture, time.monotonic() + OCR_SECONDS)
    _told(1, 1)
    # A photo's few "words" are shapes Tesseract was unsure of: no text.
    text = reading.text if reading.is_text else ""
    return Pages("picture", "page", [text], ocr=bool(text.strip()))


TEXT_CHUNK = 64 * 1024  # bytes of a Markdown or CSV file decoded at a time
_BREAKS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"  # where str.splitlines cuts


def _lines(data: bytes) -> Iterator[str]:
    """The lines of UTF-8 `data` as `str.splitlines` cuts them, decoded a
    chunk at a time: decoding the whole and splitting it held the file as
    text and as a list of millions of short strings at once (a 32 MB file
    of short lines took the app to 896 MB, issue 37). A reader that stops
    early leaves the rest undecoded. UnicodeDecodeError: not UTF-8."""
    import codecs

    decoder = codecs.getincrementaldecoder("utf-8-sig")()
    view = memoryview(data)
    pending: list[str] = []  # a line that may go on in the next chunk, in pieces
    held = 0
    for start in range(0, len(view), TEXT_CHUNK):
        text = decoder.decode(view[start : start + TEXT_CHUNK])
        if not text:
            continue
        if text[-1] not in _BREAKS and not any(c in text for c in _BREAKS):
            pending.append(text)  # no break at all: the line goes on
            held += len(text)
            if held > MAX_TEXT_CHARS:  # longer than a document may give: reading stops
                yield "".join(pending)
                return
            continue
        lines = text.splitlines(keepends=True)
        if pending:  # joined again, so "\r" and "\n" across two chunks stay one break
            lines[0:1] = ("".join(pending) + lines[0]).splitlines(keepends=True)
        last = lines.pop()  # a line ends only where a later character shows it did
        pending, held = [last], len(last)
        for line in lines:
            yield line.rstrip(_BREAKS)
    yield from ("".join(pending) + decoder.decode(b"", final=True)).splitlines()


def text_pages(kind: str, data: bytes) -> Pages:
    """Markdown and CSV: text underneath, read in the window's own process
    (nothing to unpack, one linear pass), a line at a time, up to the text
    a document may give (`parts` stops there)."""
    return parts(kind, _lines(data))


_READERS: dict[str, Callable[[Path, str], Pages]] = {
    "pdf": _pdf,
    "docx": read_docx,
    "pptx": read_pptx,
    "xlsx": read_xlsx,
    "odt": read_odt,
    "epub": read_epub,
    "rtf": read_rtf,
    "html": read_html,
    "picture": _picture,
    WEBPAGE: read_webpage,  # a fetched page's main text (desktop/web/extract.py)
}
_ZIPPED = frozenset({"docx", "pptx", "xlsx", "odt", "epub"})


def read(path: Path, kind: str, name: str) -> Pages:
    """The pages of the document at `path`, which its bytes say is `kind`."""
    if kind in _ZIPPED:
        _check_zip(path, name)
    try:
        return _READERS[kind](path, name)
    except Refused:
        raise
    except DefusedXmlException as exc:  # ours (EPUB), openpyxl's and odfpy's parsers
        raise Refused(_entities(name)) from exc
    except MemoryError as exc:
        raise Refused(
            say("“{name}” needs more memory to read than Verbatim allows a document.", name=name)
        ) from exc
    except Exception as exc:  # any library's own error: a damaged or unusual file
        raise Refused(
            say(
                "“{name}” could not be read as {kind}; the file may be damaged.",
                name=name,
                kind=described(kind),
            )
        ) from exc


def main(argv: list[str]) -> int:
    """FILE KIND NAME [OUT]: the pages as JSON into OUT (the window's way),
    or to stdout (a person's, or a test's)."""
    _limit_self()
    _safe_xml()
    path, kind, name = Path(argv[0]), argv[1], argv[2]
    if len(argv) > 3:
        _progress_path.append(Path(argv[3] + PROGRESS_SUFFIX))
    _die_with_parent(path)
    try:
        result = read(path, kind, name).encode()
    except Refused as refused:
        result = json.dumps({"refused": str(refused)}).encode()
    if len(argv) > 3:
        fd = os.open(argv[3], os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
        with os.fdopen(fd, "wb") as f:
            f.write(result)
        return 0
    out = io.BufferedWriter(io.FileIO(sys.stdout.fileno(), "w", closefd=False))
    out.write(result)
    out.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
