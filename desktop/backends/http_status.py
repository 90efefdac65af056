"""An HTTP failure status in words a person can act on (backends/http.py):
a redirect not followed, a key refused, a model or address not found, a
rate limit, a server's own error, a refused request. The server's words
come along, scrubbed of what this client sent."""

from __future__ import annotations

import json
from typing import Any, Protocol

import httpx

from desktop.backends.base import BackendError, ErrorKind
from desktop.domain.words import say


class Speaker(Protocol):
    """What a backend gives the sentences: its product, its address, how it
    makes an error (scrubbed), and the models it offers, for a hint."""

    product: str
    base_url: str

    def _error(
        self, kind: ErrorKind, message: str, detail: str = "", **kw: Any
    ) -> BackendError: ...

    def scrub(self, text: str) -> str: ...

    async def _models_hint(self) -> list[str]: ...


def server_message(body: bytes) -> str:
    """The server's own words from an error body, in any of the three styles."""
    try:
        data = json.loads(body)
    except (ValueError, UnicodeDecodeError):
        return body.decode("utf-8", "replace").strip()[:300]
    if isinstance(data, dict):
        err = data.get("error", data)
        if isinstance(err, dict):
            return str(err.get("message") or err.get("type") or err)[:300]
        if err:
            return str(err)[:300]
        if "message" in data:
            return str(data["message"])[:300]
    return str(data)[:300]


async def status_error(
    backend: Speaker, status: int, said: str, headers: httpx.Headers, model: str
) -> BackendError:
    """The error for an answer of `status`; `said` is the server's own words."""
    if 300 <= status < 400:
        return _redirected(backend, status, said, headers)
    if status in (401, 403):
        return backend._error(
            ErrorKind.AUTH,
            say(
                "{product} at {address} refused the API key ({status}). "
                "Check the key in Settings → Providers.",
                product=backend.product,
                address=backend.base_url,
                status=status,
            ),
            said,
        )
    if status == 404:
        return await _not_found(backend, said, model)
    if status == 429:
        return _rate_limited(backend, said, headers)
    if status >= 500:
        return backend._error(
            ErrorKind.SERVER_ERROR,
            say(
                "{product} at {address} had an internal error ({status}): {said}",
                product=backend.product,
                address=backend.base_url,
                status=status,
                said=said,
            ),
            said,
        )
    return backend._error(
        ErrorKind.BAD_REQUEST,
        say(
            "{product} at {address} refused the request ({status}): {said}",
            product=backend.product,
            address=backend.base_url,
            status=status,
            said=said,
        ),
        said,
    )


def _redirected(backend: Speaker, status: int, said: str, headers: httpx.Headers) -> BackendError:
    target = backend.scrub(headers.get("location", "another address"))
    return backend._error(
        ErrorKind.WRONG_ADDRESS,
        say(
            "The server at {address} sent Verbatim elsewhere ({status} redirect to "
            "{target}). Redirects are not followed, so that a key is never sent to "
            "an address you did not choose; if that address is right, enter it in "
            "Settings → Providers.",
            address=backend.base_url,
            status=status,
            target=target,
        ),
        said,
    )


async def _not_found(backend: Speaker, said: str, model: str) -> BackendError:
    where = backend.base_url
    if "model" not in said.lower():
        return backend._error(
            ErrorKind.WRONG_ADDRESS,
            say(
                "Nothing answers chat requests at {address} (404). Check the address "
                "in Settings → Providers.",
                address=where,
            ),
            said,
        )
    models = await backend._models_hint()
    return backend._error(
        ErrorKind.MODEL_NOT_FOUND,
        say(
            "The model “{model}” is not available at {address}. It offers: "
            "{models}. Pick another model in the header.",
            model=model,
            address=where,
            models=", ".join(models),
        )
        if models
        else say(
            "The model “{model}” is not available at {address}. Pick another model in the header.",
            model=model,
            address=where,
        ),
        said,
        available_models=models,
    )


def _rate_limited(backend: Speaker, said: str, headers: httpx.Headers) -> BackendError:
    retry = headers.get("retry-after")
    seconds = float(retry) if retry and retry.replace(".", "", 1).isdigit() else None
    return backend._error(
        ErrorKind.RATE_LIMITED,
        say(
            "{product} is limiting requests right now. Try again in {seconds} seconds.",
            product=backend.product,
            seconds=f"{seconds:g}",
        )
        if seconds
        else say(
            "{product} is limiting requests right now. Try again in a moment.",
            product=backend.product,
        ),
        said,
        retry_after=seconds,
    )
