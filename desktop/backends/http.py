"""What the three HTTP backends share: the client, timeouts, and turning
HTTP failures into a `BackendError` a person can act on.

One timeout model, each ending in a `BackendError` (so the answer is kept
and marked failed): connect; response headers (a server that accepts the
connection and says nothing); first token; idle between tokens; and an
upper bound on one line or event of the stream (an endless line would
otherwise grow memory without end). Every exception httpx or URL parsing
can raise becomes a `BackendError` too, and every server-provided string is
scrubbed of the key and headers this client sent before anyone sees it."""

from __future__ import annotations

import asyncio
import functools
import logging
import re
import ssl
from abc import ABC, abstractmethod
from collections.abc import AsyncGenerator, AsyncIterator
from contextlib import aclosing, asynccontextmanager
from typing import Any, Protocol, TypeVar

import httpx

from desktop.backends.base import BackendError, ChatMessage, ChatOptions, ErrorKind, StreamEvent
from desktop.backends.http_status import server_message, status_error
from desktop.backends.wire import LineTooLong
from desktop.domain.providers import ProviderKind
from desktop.domain.words import changed_words, say

log = logging.getLogger(__name__)
Item = TypeVar("Item")
MAX_LINE_BYTES = 8 * 1024 * 1024


class Decoder(Protocol[Item]):
    """Turns a stream's raw bytes into items as they arrive, holding a partial
    line until it ends."""

    def feed(self, chunk: bytes) -> list[Item]: ...

    def finish(self) -> list[Item]: ...


_SECRET = re.compile(r"(key|token|secret|password)=[^&\s]+", re.IGNORECASE)


def redact(text: str) -> str:
    """Remove key-like query parameters and bearer tokens from a log line."""
    text = _SECRET.sub(r"\1=***", text)
    return re.sub(r"(Bearer|x-api-key:?)\s+\S+", r"\1 ***", text, flags=re.IGNORECASE)


# Where OpenAI-compatible servers put a model's context length in /v1/models:
# OpenRouter and others `context_length`, vLLM `max_model_len`, LM Studio
# `max_context_length`, llama.cpp `meta.n_ctx_train`.
_CONTEXT_KEYS = ("context_length", "max_model_len", "max_context_length", "context_window")


def context_of(item: Any) -> int | None:
    """A model entry's context length, wherever its server put it."""
    if not isinstance(item, dict):
        return None
    found = item.get("meta")
    meta: dict[str, Any] = found if isinstance(found, dict) else {}
    for value in [
        *(item.get(k) for k in _CONTEXT_KEYS),
        meta.get("n_ctx"),
        meta.get("n_ctx_train"),
    ]:
        if isinstance(value, int) and not isinstance(value, bool) and value > 0:
            return value
    return None


@functools.cache
def tls() -> ssl.SSLContext:
    """One TLS context for every client, made as httpx makes its own (its
    CA bundle, SSL_CERT_FILE and SSL_CERT_DIR honoured): each client made
    its own, reading the CA bundle again, 20 to 45 ms before a first answer
    could start (issue 28). `desktop.app` makes it once the window shows."""
    return httpx.create_ssl_context()


class HttpBackend(ABC):
    """Base for OpenAI-compatible, Ollama and Anthropic backends."""

    kind: ProviderKind
    product: str = say("the model server")  # a sentence of its own: translated
    needs_alternating_roles = False

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        connect_timeout: float = 5.0,
        headers_timeout: float = 120.0,
        first_token_timeout: float = 120.0,
        idle_timeout: float = 60.0,
        max_line_bytes: int = MAX_LINE_BYTES,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.headers_timeout = headers_timeout
        self.first_token_timeout = first_token_timeout
        self.idle_timeout = idle_timeout
        self.max_line_bytes = max_line_bytes
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(connect=connect_timeout, read=None, write=30.0, pool=30.0),
            headers={"user-agent": "Verbatim"},
            verify=tls(),
        )

    def _headers(self) -> dict[str, str]:
        return {}

    async def aclose(self) -> None:
        await self._client.aclose()

    # -- errors ------------------------------------------------------------
    def _secrets(self) -> list[str]:
        """Everything this client sends that must never come back in a
        message: the key itself and each whole credential header value."""
        values = [self.api_key or ""]
        values += [v for k, v in self._headers().items() if k.lower() != "content-type"]
        found = {v for v in values if len(v) >= 4}
        found |= {part for v in found for part in v.split() if len(part) >= 8}
        return sorted(found, key=len, reverse=True)

    def scrub(self, text: str) -> str:
        """A server that echoes our headers in its error body must not put
        the key into the database, the log or an export (issue 11)."""
        return changed_words(text, self._without_secrets)

    def _without_secrets(self, text: str) -> str:
        for secret in self._secrets():
            text = text.replace(secret, "***")
        return redact(text)

    def _error(self, kind: ErrorKind, message: str, detail: str = "", **kw: Any) -> BackendError:
        return BackendError(kind, self.scrub(message), self.scrub(detail), **kw)

    def _bad_address(self, exc: Exception) -> BackendError:
        return self._error(
            ErrorKind.WRONG_ADDRESS,
            say(
                "“{address}” is not an address Verbatim can use. It must be a web "
                "address starting with http:// or https://, for example {example}. "
                "Check it in Settings → Providers.",
                address=self.base_url,
                example="http://127.0.0.1:11434",
            ),
            repr(exc),
        )

    def _not_running(self, exc: Exception) -> BackendError:
        return self._error(
            ErrorKind.NOT_RUNNING,
            say(
                "The model server at {address} did not answer. Is {product} running?",
                address=self.base_url,
                product=self.product,
            ),
            repr(exc),
        )

    async def _models_hint(self) -> list[str]:
        try:
            return await asyncio.wait_for(self.list_models(), 3.0)
        except (BackendError, TimeoutError):
            return []

    @abstractmethod
    async def list_models(self) -> list[str]: ...

    @abstractmethod
    def stream_chat(
        self, messages: list[ChatMessage], model: str, options: ChatOptions
    ) -> AsyncIterator[StreamEvent]: ...

    async def check(self) -> list[str]:
        return await self.list_models()

    async def context_length(self, model: str) -> int | None:
        """How many tokens `model` reads at most, when the server says; None
        when it does not (a per-model setting can say instead)."""
        return None

    async def _http_error(
        self, status: int, body: bytes, headers: httpx.Headers, model: str
    ) -> BackendError:
        return await status_error(self, status, self.scrub(server_message(body)), headers, model)

    # -- streaming -----------------------------------------------------------
    async def _send(self, request: httpx.Request, stream: bool) -> httpx.Response:
        """Send, with the response-headers timeout; every failure in words."""
        try:
            async with asyncio.timeout(self.headers_timeout):
                return await self._client.send(request, stream=stream)
        except TimeoutError as exc:
            raise self._error(
                ErrorKind.TIMEOUT,
                say(
                    "{product} at {address} accepted the connection but sent no "
                    "answer within {seconds} seconds.",
                    product=self.product,
                    address=self.base_url,
                    seconds=f"{self.headers_timeout:g}",
                ),
                "response headers timeout",
            ) from exc
        except httpx.ConnectTimeout as exc:
            raise self._error(
                ErrorKind.TIMEOUT,
                say(
                    "Connecting to {address} took too long. Is the address right?",
                    address=self.base_url,
                ),
                repr(exc),
            ) from exc
        except (httpx.UnsupportedProtocol, httpx.InvalidURL) as exc:
            raise self._bad_address(exc) from exc
        except httpx.ConnectError as exc:
            raise self._not_running(exc) from exc
        except (httpx.ReadError, httpx.WriteError, httpx.RemoteProtocolError) as exc:
            raise self._error(
                ErrorKind.DISCONNECTED,
                say(
                    "{product} at {address} closed the connection without answering.",
                    product=self.product,
                    address=self.base_url,
                ),
                repr(exc),
            ) from exc
        except httpx.HTTPError as exc:
            raise self._error(
                ErrorKind.NOT_RUNNING,
                say(
                    "Verbatim could not talk to {address}: {error}",
                    address=self.base_url,
                    error=exc,
                ),
                repr(exc),
            ) from exc

    def _request(
        self, method: str, url: str, payload: dict[str, Any] | None = None
    ) -> httpx.Request:
        try:
            return self._client.build_request(method, url, json=payload, headers=self._headers())
        except (httpx.InvalidURL, httpx.UnsupportedProtocol, ValueError, TypeError) as exc:
            raise self._bad_address(exc) from exc

    @asynccontextmanager
    async def _open(
        self, method: str, url: str, payload: dict[str, Any] | None, model: str
    ) -> AsyncIterator[httpx.Response]:
        response = await self._send(self._request(method, url, payload), stream=True)
        try:
            if response.status_code >= 300:
                body = await self._read_capped(response)
                raise await self._http_error(response.status_code, body, response.headers, model)
            yield response
        finally:
            await response.aclose()

    async def _read_capped(self, response: httpx.Response, limit: int = 65_536) -> bytes:
        """An error body, read up to a size that can only be an error message."""
        body = b""
        try:
            async for chunk in response.aiter_bytes():
                body += chunk
                if len(body) >= limit:
                    break
        except httpx.HTTPError:
            pass  # what arrived is enough to say what went wrong
        return body[:limit]

    async def _chunks(self, response: httpx.Response) -> AsyncGenerator[bytes]:
        """Body chunks, decoded as the Content-Encoding says (gzip, deflate;
        br and zstd where their packages are installed), with the first-token
        and idle timeouts applied."""
        # Closed here, not left to the garbage collector (which would close
        # it later, in a task of its own): an error read mid-stream ends it.
        async with aclosing(response.aiter_bytes()) as iterator:  # type: ignore[type-var]
            limit = self.first_token_timeout
            while True:
                try:
                    async with asyncio.timeout(limit):
                        chunk = await iterator.__anext__()
                except StopAsyncIteration:
                    return
                except TimeoutError as exc:
                    seconds = f"{limit:g}"
                    if limit == self.first_token_timeout:
                        message = say(
                            "{product} did not start answering within {seconds} seconds.",
                            product=self.product,
                            seconds=seconds,
                        )
                    else:
                        message = say(
                            "{product} did not send more of the answer within {seconds} seconds.",
                            product=self.product,
                            seconds=seconds,
                        )
                    raise self._error(ErrorKind.TIMEOUT, message, "timeout") from exc
                except httpx.DecodingError as exc:
                    raise self._error(
                        ErrorKind.MALFORMED,
                        say(
                            "{product} sent a compressed answer Verbatim could not unpack. "
                            "The text so far is kept.",
                            product=self.product,
                        ),
                        repr(exc),
                    ) from exc
                except httpx.HTTPError as exc:
                    raise self._disconnected(exc) from exc
                limit = self.idle_timeout
                yield chunk

    async def _decoded(
        self, response: httpx.Response, decoder: Decoder[Item]
    ) -> AsyncGenerator[Item]:
        """The stream as the wire format's items (SSE events, NDJSON lines)."""
        try:
            async with aclosing(self._chunks(response)) as chunks:
                async for chunk in chunks:
                    for item in decoder.feed(chunk):
                        yield item
            for item in decoder.finish():
                yield item
        except LineTooLong as exc:
            raise self._error(
                ErrorKind.MALFORMED,
                say(
                    "{product} sent a line too long to be a chat message "
                    "(over {megabytes} MB). The text so far is kept.",
                    product=self.product,
                    megabytes=exc.limit // (1024 * 1024),
                ),
                "line too long",
            ) from exc

    def _disconnected(self, exc: Exception | None = None) -> BackendError:
        return self._error(
            ErrorKind.DISCONNECTED,
            say(
                "{product} closed the connection before the answer was finished.",
                product=self.product,
            ),
            repr(exc) if exc else "stream ended early",
        )

    def _malformed(self, raw: str) -> BackendError:
        return self._error(
            ErrorKind.MALFORMED,
            say(
                "{product} sent data Verbatim could not read. The text so far is kept.",
                product=self.product,
            ),
            raw[:300],
        )

    def _stream_error(self, said: str) -> BackendError:
        kind = ErrorKind.STREAM_ERROR
        message = say(
            "{product} reported an error while answering: {said}", product=self.product, said=said
        )
        return self._error(kind, message, said)

    async def _listing(self, path: str, key: str, field: str) -> list[str]:
        """Model names from a listing endpoint, whatever shape it came in."""
        data = await self._get_json(path)
        items = data.get(key) if isinstance(data, dict) else None
        if not isinstance(items, list):
            raise self._malformed(str(data)[:300])
        return sorted(str(m[field]) for m in items if isinstance(m, dict) and field in m)

    async def _get_json(self, path: str, payload: dict[str, Any] | None = None) -> Any:
        """GET `path`, or POST `payload` to it; the JSON it answers."""
        method = "GET" if payload is None else "POST"
        response = await self._send(
            self._request(method, self.base_url + path, payload), stream=False
        )
        if response.status_code >= 300:
            raise await self._http_error(
                response.status_code, response.content[:65_536], response.headers, ""
            )
        try:
            return response.json()
        except ValueError as exc:
            raise self._malformed(response.text) from exc
