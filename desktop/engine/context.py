"""Building a backend request from the stored branch. Pure: reads values,
writes nothing (P4), so the store is byte-identical before and after."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from desktop.backends.base import ChatMessage, ImagePart, ToolRequest
from desktop.documents.pages import whole_text
from desktop.domain.messages import (
    DEFAULT_TITLE,
    Attachment,
    Conversation,
    Message,
    Project,
    Role,
    Status,
    ToolCall,
    ToolStatus,
)
from desktop.domain.pages import decode
from desktop.domain.tools import MODEL_CHARS
from desktop.engine.attachments import inline_text, model_picture

# Model-visible, never stored as message text (P10).
STOPPED_NOTE = "[The person stopped this answer at this point, so it is incomplete.]"
CONTINUE_NOTE = (
    "Please continue your previous answer exactly where it stopped, "
    "without repeating what you already wrote."
)
# Where a backend needs alternating roles, consecutive messages of one role are
# joined with a visible boundary - in the request only, never in the store (P4).
JOIN_BOUNDARY = "\n\n---\n\n"
# What the model is told about a call that has no whole result, built here for
# each request and never stored as the tool's output (P10, P19). Every call
# the model made is answered, as each API requires.
TOOL_NOTES = {
    ToolStatus.FAILED: "[The tool could not be run: {note}]",
    ToolStatus.DENIED: "[The person did not allow this tool call, so it did not run.]",
    ToolStatus.CANCELLED: "[The person stopped this tool while it ran; its output is incomplete.]",
    ToolStatus.INTERRUPTED: "[Verbatim was closed while this tool ran; its output is incomplete.]",
    ToolStatus.SKIPPED: "[This tool call was not run: {note}]",
    ToolStatus.WAITING: "[This tool call was not run.]",
    ToolStatus.RUNNING: "[This tool call did not finish.]",
}


def document_text(
    a: Attachment, blobs: Mapping[str, bytes], chosen: Mapping[str, str]
) -> str | None:
    """What the model reads for a document: what was chosen for this request
    (engine/documents.py: whole, or the relevant passages), else the whole;
    None when its text is not at hand (the meter's estimate counts it apart)."""
    if a.sent_sha256 in chosen:
        return chosen[a.sent_sha256]
    if a.sent_sha256 not in blobs:
        return None
    return whole_text(a.name, decode(blobs[a.sent_sha256]))


def _question(
    message: Message, blobs: Mapping[str, bytes], documents: Mapping[str, str]
) -> ChatMessage:
    """A question with its files: text files and documents inlined before
    the words (long documents first, then the ask), pictures as image parts."""
    texts, images = [], []
    for a in message.attachments:
        if a.is_document:
            text = document_text(a, blobs, documents)
            if text is not None:
                texts.append(text)
            if a.is_read_picture and a.sha256 in blobs:  # its words, and the picture
                copy, mime = model_picture(blobs[a.sha256])
                images.append(ImagePart(mime, copy, read=True))
            continue
        data = blobs.get(a.sent_sha256)
        if data is None:
            continue  # not in the store (a damaged import): send what there is
        if a.is_image:
            images.append(ImagePart(a.sent_mime, data))
        else:
            texts.append(inline_text(a.name, data))
    content = "\n\n".join([*texts, message.content] if message.content else texts)
    return ChatMessage("user", content, tuple(images))


CUT_NOTE = (
    "[The tool's output is cut here for length: these are its first {sent:,} characters; "
    "the person has all of it.]"
)


def tool_result_text(call: ToolCall) -> str:
    """A call's result as the model reads it: the tool's own output, no
    longer than MODEL_CHARS (a cut said so), and where it did not finish, a
    note saying why (never stored)."""
    output = call.output
    if len(output) > MODEL_CHARS:
        output = f"{output[:MODEL_CHARS]}\n\n{CUT_NOTE.format(sent=MODEL_CHARS)}"
    if call.status is ToolStatus.DONE:
        return output
    note = TOOL_NOTES[call.status].format(note=call.note.rstrip("."))
    return f"{output}\n\n{note}" if output else note


def _tool_results(message: Message) -> list[ChatMessage]:
    return [
        ChatMessage(
            "tool",
            tool_result_text(c),
            tool_call_id=c.id,
            tool_name=c.name,
            is_error=c.is_error or c.status is not ToolStatus.DONE,
        )
        for c in message.tool_calls
    ]


def _visible(
    message: Message, blobs: Mapping[str, bytes], documents: Mapping[str, str] | None = None
) -> list[ChatMessage]:
    if message.role is Role.USER:
        return [_question(message, blobs, documents or {})]
    calls = tuple(ToolRequest(c.id, c.name, c.arguments) for c in message.tool_calls)
    if message.status is Status.COMPLETE:
        signed = bool(message.reasoning_signature)
        answer = ChatMessage(
            "assistant",
            message.content,
            reasoning=message.reasoning if signed else "",
            signature=message.reasoning_signature,
            tool_calls=calls,
        )
        return [answer, *_tool_results(message)]
    if message.status is Status.INTERRUPTED:
        text = f"{message.content}\n\n{STOPPED_NOTE}" if message.content else STOPPED_NOTE
        return [ChatMessage("assistant", text, tool_calls=calls), *_tool_results(message)]
    # FAILED text stays on screen but never reaches the model (P11); a
    # STREAMING message is the one being answered now.
    return []


def visible(message: Message) -> list[ChatMessage]:
    """What a request carries of a message, without its pictures and documents."""
    return _visible(message, {})


def _joinable(a: ChatMessage, b: ChatMessage) -> bool:
    """Two messages of one role with no tool parts: joined for a backend that
    needs roles to alternate. Tool calls and results keep their own shape
    (the backend groups results with the question that follows them)."""
    plain = not (a.tool_calls or b.tool_calls or "tool" in (a.role, b.role))
    return plain and a.role == b.role


def _alternate(messages: list[ChatMessage]) -> list[ChatMessage]:
    system = [m for m in messages if m.role == "system"]
    out: list[ChatMessage] = []
    for m in (m for m in messages if m.role != "system"):
        if out and _joinable(out[-1], m):
            # Joined messages lose a thinking signature: it covers one answer only.
            out[-1] = ChatMessage(
                m.role, out[-1].content + JOIN_BOUNDARY + m.content, out[-1].images + m.images
            )
        else:
            out.append(m)
    if out and out[0].role == "assistant":
        out.insert(0, ChatMessage("user", "(The conversation continues.)"))
    return system + out


# Token estimates where the server has not counted yet: about three
# characters a token (English is nearer four: this errs towards leaving out
# too much rather than overflowing), a few tokens of framing per message,
# and a picture as a mid-sized one costs most vision models.
CHARS_PER_TOKEN = 3
MESSAGE_TOKENS = 4
PICTURE_TOKENS = 800


def estimate_tokens(message: ChatMessage) -> int:
    return (
        (
            len(message.content)
            + len(message.reasoning)
            + sum(len(c.name) + len(c.arguments) for c in message.tool_calls)
        )
        // CHARS_PER_TOKEN
        + MESSAGE_TOKENS
        + PICTURE_TOKENS * len(message.images)
    )


@dataclass(frozen=True)
class Request:
    """What a turn sends the model: the messages that fit, and how many of the
    branch were left out to fit."""

    messages: list[ChatMessage]
    omitted: int = 0  # messages of the branch left out so the rest fits the model
    estimated_tokens: int = 0


def fit(messages: list[ChatMessage], budget: int | None) -> tuple[list[ChatMessage], int]:
    """The stated policy when a conversation is longer than the model reads:
    the system prompt, the first message and the newest one are always
    sent; the oldest of the others are left out until the rest fits.
    Returns the messages and how many were left out (the window says so)."""
    if budget is None:
        return messages, 0
    total = sum(estimate_tokens(m) for m in messages)
    head = [m for m in messages if m.role == "system"]
    # A tool result is left out only with the answer that called it.
    units: list[list[ChatMessage]] = []
    for m in (m for m in messages if m.role != "system"):
        if m.role == "tool" and units:
            units[-1].append(m)
        else:
            units.append([m])
    if total <= budget or len(units) <= 2:
        return messages, 0
    first, middle, last = units[0], units[1:-1], units[-1]
    dropped = 0
    while middle and total > budget:
        total -= sum(estimate_tokens(m) for m in middle.pop(0))
        dropped += 1
    return [*head, *first, *(m for unit in middle for m in unit), *last], dropped


def build_request(
    conversation: Conversation,
    branch: list[Message],
    *,
    alternate_roles: bool = False,
    continue_answer: bool = False,
    blobs: Mapping[str, bytes] | None = None,
) -> list[ChatMessage]:
    """The messages to send for the next answer after `branch`."""
    return prepare_request(
        conversation,
        branch,
        alternate_roles=alternate_roles,
        continue_answer=continue_answer,
        blobs=blobs,
    ).messages


def prepare_request(
    conversation: Conversation,
    branch: list[Message],
    *,
    alternate_roles: bool = False,
    continue_answer: bool = False,
    blobs: Mapping[str, bytes] | None = None,
    budget: int | None = None,
    project: Project | None = None,
    documents: Mapping[str, str] | None = None,
) -> Request:
    """The request for the next answer after `branch`, fitted into `budget`
    tokens when one is known; `blobs` holds the bytes of the attachments'
    sent copies, by hash, and `documents` what was chosen of each document
    (by its text's hash; the whole where none was). A conversation in a
    `project` is given the project's instructions and files first."""
    messages: list[ChatMessage] = []
    system = system_text(conversation, project, blobs or {}, documents or {})
    if system:
        messages.append(ChatMessage("system", system))
    for message in branch:
        messages.extend(_visible(message, blobs or {}, documents))
    if continue_answer:
        messages.append(ChatMessage("user", CONTINUE_NOTE))
    messages, omitted = fit(messages, budget)
    estimated = sum(estimate_tokens(m) for m in messages)
    return Request(_alternate(messages) if alternate_roles else messages, omitted, estimated)


PROJECT_FILES = "The files of the project “{name}”, which this conversation belongs to:"


def system_text(
    conversation: Conversation,
    project: Project | None,
    blobs: Mapping[str, bytes],
    documents: Mapping[str, str],
) -> str:
    """The system prompt: the project's instructions, then the
    conversation's own, then the project's files."""
    parts = [project.instructions.strip()] if project is not None else []
    parts.append(conversation.system_prompt.strip())
    if project is not None and project.files:
        files = []
        for a in project.files:
            text = None
            if a.is_document:
                text = document_text(a, blobs, documents)
            elif not a.is_image and a.sent_sha256 in blobs:
                text = inline_text(a.name, blobs[a.sent_sha256])
            if text is not None:
                files.append(text)
        if files:
            parts.append("\n\n".join([PROJECT_FILES.format(name=project.name), *files]))
    return "\n\n".join(p for p in parts if p)


def tokens_in_use(conversation: Conversation, branch: list[Message]) -> int:
    """How many tokens the next request would take, about: the server's own
    count for the newest answer that reported one (its prompt and its
    answer), plus an estimate of what came after it; with no count yet,
    an estimate of the whole branch. A document counts as what was sent of
    it: the passages its answer was given, else its words."""
    for i in range(len(branch) - 1, -1, -1):
        usage = branch[i].usage
        if usage.prompt_tokens is not None:
            counted = usage.prompt_tokens + (usage.completion_tokens or 0)
            after = [v for m in branch[i + 1 :] for v in _visible(m, {})]
            estimate = sum(estimate_tokens(m) for m in after)
            return counted + estimate + _document_tokens(branch[i + 1 :])
    return prepare_request(conversation, branch).estimated_tokens + _document_tokens(branch)


def _document_tokens(messages: list[Message]) -> int:
    """About what the documents of these questions took (their text is not
    read for the meter): the passages the next answer was given, or, with no
    answer yet or a whole document sent, four tokens for every three words.
    A document sent whole is among the answer's sources with no passage."""
    total = 0
    for i, m in enumerate(messages):
        documents = [a for a in m.attachments if a.is_document]
        if not documents:
            continue
        answer = messages[i + 1] if i + 1 < len(messages) else None
        if answer is not None and answer.sources:
            whole = {s.doc for s in answer.sources if not s.passage}
            total += sum(len(s.passage) for s in answer.sources) // CHARS_PER_TOKEN
            total += sum(a.words * 4 // 3 for a in documents if a.sent_sha256 in whole)
        else:
            total += sum(a.words * 4 // 3 for a in documents)
    return total


def make_title(text: str, limit: int = 60) -> str:
    """A conversation title from its first question, cut on a word boundary."""
    line = " ".join(text.split())
    if len(line) <= limit:
        return line or DEFAULT_TITLE
    cut = line[:limit].rsplit(" ", 1)[0]
    return (cut if len(cut) > limit // 2 else line[:limit]).rstrip(" ,.;:") + "…"
