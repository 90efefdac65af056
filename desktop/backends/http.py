"""What the three HTTP backends share: the client, timeouts, and turning
HTTP failures into a `BackendError` a person can act on."""

from __future__ import annotations

import asyncio
import json
import logging
import re
from abc import ABC, abstractmethod
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import httpx

from desktop.backends.base import (
    BackendError,
    ChatMessage,
    ChatOptions,
    ErrorKind,
    ProviderKind,
    StreamEvent,
)

log = logging.getLogger(__name__)

_SECRET = re.compile(r"(key|token|secret|password)=[^&\s]+", re.IGNORECASE)


def redact(text: str) -> str:
    """Remove key-like query parameters and bearer tokens from a log line."""
    text = _SECRET.sub(r"\1=***", text)
    return re.sub(r"(Bearer|x-api-key:?)\s+\S+", r"\1 ***", text, flags=re.IGNORECASE)


def _server_message(body: bytes) -> str:
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


class HttpBackend(ABC):
    """Base for OpenAI-compatible, Ollama and Anthropic backends."""

    kind: ProviderKind
    product = "the model server"
    needs_alternating_roles = False

    def __init__(
        self,
        base_url: str,
        api_key: str | None = None,
        *,
        connect_timeout: float = 5.0,
        first_token_timeout: float = 120.0,
        idle_timeout: float = 60.0,
    ) -> None:
        self.base_url = base_url.rstrip("/")
        self.api_key = api_key
        self.first_token_timeout = first_token_timeout
        self.idle_timeout = idle_timeout
        self._client = httpx.AsyncClient(
            timeout=httpx.Timeout(connect=connect_timeout, read=None, write=30.0, pool=30.0),
            headers={"user-agent": "Verbatim"},
        )

    def _headers(self) -> dict[str, str]:
        return {}

    async def aclose(self) -> None:
        await self._client.aclose()

    # -- errors ------------------------------------------------------------
    def _error(self, kind: ErrorKind, message: str, detail: str = "", **kw: Any) -> BackendError:
        return BackendError(kind, message, redact(detail), **kw)

    def _not_running(self, exc: Exception) -> BackendError:
        return self._error(
            ErrorKind.NOT_RUNNING,
            f"The model server at {self.base_url} did not answer. Is {self.product} running?",
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

    async def _http_error(
        self, status: int, body: bytes, headers: httpx.Headers, model: str
    ) -> BackendError:
        said = _server_message(body)
        where = self.base_url
        if status in (401, 403):
            return self._error(
                ErrorKind.AUTH,
                f"{self.product} at {where} refused the API key ({status}). "
                "Check the key in Settings → Providers.",
                said,
            )
        if status == 404 and "model" in said.lower():
            models = await self._models_hint()
            offer = f" It offers: {', '.join(models)}." if models else ""
            return self._error(
                ErrorKind.MODEL_NOT_FOUND,
                f"The model “{model}” is not available at {where}.{offer} "
                "Pick another model in the header.",
                said,
                available_models=models,
            )
        if status == 404:
            return self._error(
                ErrorKind.WRONG_ADDRESS,
                f"Nothing answers chat requests at {where} (404). Check the address in "
                "Settings → Providers.",
                said,
            )
        if status == 429:
            retry = headers.get("retry-after")
            seconds = float(retry) if retry and retry.replace(".", "", 1).isdigit() else None
            wait = f" Try again in {seconds:g} seconds." if seconds else " Try again in a moment."
            return self._error(
                ErrorKind.RATE_LIMITED,
                f"{self.product} is limiting requests right now.{wait}",
                said,
                retry_after=seconds,
            )
        if status >= 500:
            return self._error(
                ErrorKind.SERVER_ERROR,
                f"{self.product} at {where} had an internal error ({status}): {said}",
                said,
            )
        return self._error(
            ErrorKind.BAD_REQUEST,
            f"{self.product} at {where} refused the request ({status}): {said}",
            said,
        )

    # -- streaming -----------------------------------------------------------
    @asynccontextmanager
    async def _open(
        self, method: str, url: str, payload: dict[str, Any] | None, model: str
    ) -> AsyncIterator[httpx.Response]:
        request = self._client.build_request(method, url, json=payload, headers=self._headers())
        try:
            response = await self._client.send(request, stream=True)
        except httpx.ConnectTimeout as exc:
            raise self._error(
                ErrorKind.TIMEOUT,
                f"Connecting to {self.base_url} took too long. Is the address right?",
                repr(exc),
            ) from exc
        except (httpx.ConnectError, httpx.RemoteProtocolError) as exc:
            raise self._not_running(exc) from exc
        try:
            if response.status_code >= 400:
                body = await response.aread()
                raise await self._http_error(response.status_code, body, response.headers, model)
            yield response
        finally:
            await response.aclose()

    async def _chunks(self, response: httpx.Response) -> AsyncIterator[bytes]:
        """Raw body chunks, with the first-token and idle timeouts applied."""
        iterator = response.aiter_raw().__aiter__()
        limit = self.first_token_timeout
        while True:
            try:
                async with asyncio.timeout(limit):
                    chunk = await iterator.__anext__()
            except StopAsyncIteration:
                return
            except TimeoutError as exc:
                first = limit == self.first_token_timeout
                what = "start answering" if first else "send more of the answer"
                raise self._error(
                    ErrorKind.TIMEOUT,
                    f"{self.product} did not {what} within {limit:g} seconds.",
                    "timeout",
                ) from exc
            except (httpx.ReadError, httpx.RemoteProtocolError) as exc:
                raise self._disconnected(exc) from exc
            limit = self.idle_timeout
            yield chunk

    def _disconnected(self, exc: Exception | None = None) -> BackendError:
        return self._error(
            ErrorKind.DISCONNECTED,
            f"{self.product} closed the connection before the answer was finished.",
            repr(exc) if exc else "stream ended early",
        )

    def _malformed(self, raw: str) -> BackendError:
        return self._error(
            ErrorKind.MALFORMED,
            f"{self.product} sent data Verbatim could not read. The text so far is kept.",
            raw[:300],
        )

    def _stream_error(self, said: str) -> BackendError:
        kind = ErrorKind.STREAM_ERROR
        return self._error(kind, f"{self.product} reported an error while answering: {said}", said)

    async def _get_json(self, path: str) -> Any:
        try:
            response = await self._client.get(self.base_url + path, headers=self._headers())
        except httpx.ConnectTimeout as exc:
            raise self._error(
                ErrorKind.TIMEOUT, f"Connecting to {self.base_url} took too long."
            ) from exc
        except (httpx.ConnectError, httpx.RemoteProtocolError) as exc:
            raise self._not_running(exc) from exc
        if response.status_code >= 400:
            raise await self._http_error(
                response.status_code, response.content, response.headers, ""
            )
        try:
            return response.json()
        except ValueError as exc:
            raise self._malformed(response.text) from exc
