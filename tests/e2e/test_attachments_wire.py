"""Pictures and files reach each wire format in its own shape, over real
loopback HTTP with the scripted server (issue 14)."""

from __future__ import annotations

import base64

import pytest

from desktop.devserver.pictures import pictures_of, text_of
from desktop.domain.messages import Status
from desktop.engine.attachments import prepare
from tests.e2e.conftest import Env
from tests.images import picture


@pytest.mark.parametrize("provider", ["openai", "ollama", "anthropic"])
async def test_a_picture_reaches_each_format_in_its_shape_and_byte_for_byte(
    env: Env, provider: str
) -> None:
    photo = prepare("big.jpg", picture("JPEG", (3000, 2000)))
    cid = env.conversation(provider)
    answer = await (await env.engine.send(cid, "What is in this photo?", [photo])).wait()
    assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].messages[-1]
    (arrived,) = pictures_of(sent)
    assert arrived.data == photo.sent  # the downscaled copy, whole
    assert text_of(sent) == "What is in this photo?"
    content = sent["content"]
    if provider == "openai":
        assert content[0]["type"] == "image_url"
        assert content[0]["image_url"]["url"].startswith("data:image/jpeg;base64,")
        assert content[1] == {"type": "text", "text": "What is in this photo?"}
    elif provider == "ollama":
        assert content == "What is in this photo?"
        (raw,) = sent["images"]
        assert not raw.startswith("data:") and base64.b64decode(raw) == photo.sent
    else:
        assert content[0]["type"] == "image"
        assert content[0]["source"]["type"] == "base64"
        assert content[0]["source"]["media_type"] == "image/jpeg"
        assert content[1] == {"type": "text", "text": "What is in this photo?"}
    # The scripted model describes what it received: the size the copy has.
    assert "JPEG, 2048×1365 pixels" in answer.content


async def test_pictures_stay_in_the_history_of_later_turns(env: Env) -> None:
    chart = prepare("chart.png", picture("PNG", (120, 80)))
    cid = env.conversation("openai")
    await (await env.engine.send(cid, "Look at this", [chart])).wait()
    await (await env.engine.send(cid, "And now?")).wait()
    first, _, last = env.server.chat_requests()[-1].messages
    assert [p.data for p in pictures_of(first)] == [chart.sent]
    assert pictures_of(last) == [] and last["content"] == "And now?"


async def test_a_text_file_is_inlined_with_its_name_before_the_question(env: Env) -> None:
    notes = prepare("notes.txt", b"# Plan\n\nShip on Friday.\n")
    cid = env.conversation("ollama")
    await (await env.engine.send(cid, "Summarise the plan.", [notes])).wait()
    sent = env.server.chat_requests()[-1].messages[-1]
    assert sent["content"] == (
        '<file name="notes.txt">\n# Plan\n\nShip on Friday.\n\n</file>\n\nSummarise the plan.'
    )
    assert "images" not in sent


async def test_a_picture_alone_can_be_sent_and_names_the_conversation(env: Env) -> None:
    cid = env.conversation("openai")
    answer = await (await env.engine.send(cid, "", [prepare("cat.png", picture())])).wait()
    assert answer.status is Status.COMPLETE
    conv = env.repo.get_conversation(cid)
    assert conv is not None and conv.title == "cat.png"


@pytest.mark.parametrize("provider", ["openai", "ollama", "anthropic"])
async def test_a_model_without_vision_fails_the_turn_in_plain_words(
    env: Env, provider: str
) -> None:
    env.server.vision_models = {"some-vision-model"}
    cid = env.conversation(provider)
    answer = await (
        await env.engine.send(cid, "What is this?", [prepare("a.png", picture())])
    ).wait()
    assert answer.status is Status.FAILED
    assert answer.error is not None
    assert answer.error.startswith("This model does not accept images; pick a vision model")
    assert "image input is not supported" in answer.error  # the server's words, kept
    question = env.repo.branch(cid)[0]
    assert question.content == "What is this?" and len(question.attachments) == 1
