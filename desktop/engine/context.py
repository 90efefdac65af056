"""Building a backend request from the stored branch. Pure: reads values,
writes nothing (P4), so the store is byte-identical before and after."""

from __future__ import annotations

from desktop.backends.base import ChatMessage
from desktop.domain.messages import Conversation, Message, Role, Status

# Model-visible, never stored as message text (P10).
STOPPED_NOTE = "[The person stopped this answer at this point, so it is incomplete.]"
CONTINUE_NOTE = (
    "Please continue your previous answer exactly where it stopped, "
    "without repeating what you already wrote."
)
# Where a backend needs alternating roles, consecutive messages of one role are
# joined with a visible boundary - in the request only, never in the store (P4).
JOIN_BOUNDARY = "\n\n---\n\n"


def _visible(message: Message) -> ChatMessage | None:
    if message.role is Role.USER:
        return ChatMessage("user", message.content)
    if message.status is Status.COMPLETE:
        return ChatMessage("assistant", message.content)
    if message.status is Status.INTERRUPTED:
        text = f"{message.content}\n\n{STOPPED_NOTE}" if message.content else STOPPED_NOTE
        return ChatMessage("assistant", text)
    # FAILED text stays on screen but never reaches the model (P11); a
    # STREAMING message is the one being answered now.
    return None


def _alternate(messages: list[ChatMessage]) -> list[ChatMessage]:
    system = [m for m in messages if m.role == "system"]
    out: list[ChatMessage] = []
    for m in (m for m in messages if m.role != "system"):
        if out and out[-1].role == m.role:
            out[-1] = ChatMessage(m.role, out[-1].content + JOIN_BOUNDARY + m.content)
        else:
            out.append(m)
    if out and out[0].role == "assistant":
        out.insert(0, ChatMessage("user", "(The conversation continues.)"))
    return system + out


def build_request(
    conversation: Conversation,
    branch: list[Message],
    *,
    alternate_roles: bool = False,
    continue_answer: bool = False,
) -> list[ChatMessage]:
    """The messages to send for the next answer after `branch`."""
    messages: list[ChatMessage] = []
    if conversation.system_prompt.strip():
        messages.append(ChatMessage("system", conversation.system_prompt))
    for message in branch:
        visible = _visible(message)
        if visible is not None:
            messages.append(visible)
    if continue_answer:
        messages.append(ChatMessage("user", CONTINUE_NOTE))
    return _alternate(messages) if alternate_roles else messages


def make_title(text: str, limit: int = 60) -> str:
    """A conversation title from its first question, cut on a word boundary."""
    line = " ".join(text.split())
    if len(line) <= limit:
        return line or "New conversation"
    cut = line[:limit].rsplit(" ", 1)[0]
    return (cut if len(cut) > limit // 2 else line[:limit]).rstrip(" ,.;:") + "…"
