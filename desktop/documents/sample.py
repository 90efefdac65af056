"""A small, valid PDF written by hand to the PDF 1.4 specification: what the
self-test reads to prove an installation can read documents (its reader
child, PDFium), and what the tests make long documents from in milliseconds.
Every page shows the same line of text, from one shared content stream."""

from __future__ import annotations

import io


def sample_pdf(pages: int, text: str) -> bytes:
    """`pages` pages, each showing `text` (Latin-1, no parentheses)."""
    stream = f"BT /F1 11 Tf 72 720 Td ({text}) Tj ET".encode("latin-1")
    first_page = 5
    kids = " ".join(f"{first_page + i} 0 R" for i in range(pages))
    objects = [
        b"<< /Type /Catalog /Pages 2 0 R >>",
        f"<< /Type /Pages /Kids [{kids}] /Count {pages} >>".encode(),
        b"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
        b"<< /Length %d >>\nstream\n" % len(stream) + stream + b"\nendstream",
    ]
    page = b"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] "
    page += b"/Resources << /Font << /F1 3 0 R >> >> /Contents 4 0 R >>"
    objects += [page] * pages
    out = io.BytesIO()
    out.write(b"%PDF-1.4\n")
    offsets = []
    for number, body in enumerate(objects, 1):
        offsets.append(out.tell())
        out.write(b"%d 0 obj\n" % number + body + b"\nendobj\n")
    xref = out.tell()
    out.write(b"xref\n0 %d\n0000000000 65535 f \n" % (len(objects) + 1))
    for offset in offsets:
        out.write(b"%010d 00000 n \n" % offset)
    trailer = b"trailer\n<< /Size %d /Root 1 0 R >>\nstartxref\n%d\n%%%%EOF\n"
    out.write(trailer % (len(objects) + 1, xref))
    return out.getvalue()
