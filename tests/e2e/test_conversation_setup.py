"""Each conversation's own setup reaches the model in each format's words;
Anthropic's signed thinking is stored and replayed as the API requires
(issue 14). Real loopback HTTP against the scripted server."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from desktop.devserver import Reply
from desktop.domain.messages import Parameters, Reasoning, Status
from desktop.store.db import open_store
from desktop.store.exchange.transfer import export_json, import_json
from tests.e2e.conftest import Env


def _setup(env: Env, provider: str, system: str, params: Parameters) -> str:
    cid = env.conversation(provider)
    env.repo.set_setup(cid, system, params)
    return cid


async def _body(env: Env, cid: str, context: int | None = None) -> dict:
    plan = env.plan(cid)  # with the context length set by hand, as the session's plans have
    plan = replace(plan, options=replace(plan.options, context=context))
    await (await env.engine.send(cid, "hello", plan=plan)).wait()
    return env.server.chat_requests()[-1].body


async def test_openai_gets_its_parameters_and_reasoning_effort(env: Env) -> None:
    params = Parameters(temperature=0.2, top_p=0.9, max_tokens=300, reasoning=Reasoning.HIGH)
    body = await _body(env, _setup(env, "openai", "Answer as a careful coder.", params))
    assert body["messages"][0] == {"role": "system", "content": "Answer as a careful coder."}
    assert (body["temperature"], body["top_p"], body["max_tokens"]) == (0.2, 0.9, 300)
    assert body["reasoning_effort"] == "high"
    off = await _body(env, _setup(env, "openai", "", Parameters(reasoning=Reasoning.OFF)))
    assert off["chat_template_kwargs"] == {"enable_thinking": False}
    assert "reasoning_effort" not in off and "temperature" not in off and "top_p" not in off


@pytest.mark.parametrize(
    ("reasoning", "think"),
    [(Reasoning.OFF, False), (Reasoning.ON, True), (Reasoning.MEDIUM, "medium")],
)
async def test_ollama_think_follows_the_conversation(
    env: Env, reasoning: Reasoning, think: object
) -> None:
    params = Parameters(temperature=0.7, top_p=0.5, max_tokens=64, reasoning=reasoning)
    body = await _body(env, _setup(env, "ollama", "", params))
    assert body["think"] == think
    assert body["options"] == {"temperature": 0.7, "top_p": 0.5, "num_predict": 64}


async def test_ollama_gets_no_think_when_left_to_the_model(env: Env) -> None:
    body = await _body(env, _setup(env, "ollama", "", Parameters()))
    assert "think" not in body and "options" not in body


async def test_ollama_runs_the_model_with_the_context_length_set_by_hand(env: Env) -> None:
    """The length set in the conversation's setup is what Ollama loads the
    model with (num_ctx), so the meter and the server count the same."""
    body = await _body(env, _setup(env, "ollama", "", Parameters(max_tokens=64)), 16384)
    assert body["options"] == {"num_predict": 64, "num_ctx": 16384}
    plain = await _body(env, _setup(env, "openai", "", Parameters()))
    assert not {"num_ctx", "options", "n_ctx"} & plain.keys()  # the server decides there


async def test_anthropic_thinking_has_room_and_no_sampling_settings(env: Env) -> None:
    params = Parameters(temperature=0.3, top_p=0.9, max_tokens=1000, reasoning=Reasoning.LOW)
    body = await _body(env, _setup(env, "anthropic", "Be brief.", params))
    assert body["thinking"] == {"type": "enabled", "budget_tokens": 2048}
    assert body["max_tokens"] > 2048
    assert "temperature" not in body and "top_p" not in body
    assert body["system"] == "Be brief."
    plain = await _body(env, _setup(env, "anthropic", "", Parameters(temperature=0.3)))
    assert "thinking" not in plain and plain["temperature"] == 0.3


async def test_two_conversations_keep_their_own_setups(env: Env) -> None:
    coder = _setup(env, "openai", "You write code.", Parameters(temperature=0.1))
    poet = _setup(env, "openai", "You write verse.", Parameters(temperature=1.3))
    first, second = await _body(env, coder), await _body(env, poet)
    assert (first["temperature"], first["messages"][0]["content"]) == (0.1, "You write code.")
    assert (second["temperature"], second["messages"][0]["content"]) == (1.3, "You write verse.")


async def test_anthropic_signed_thinking_is_stored_and_replayed_exactly(env: Env) -> None:
    cid = _setup(env, "anthropic", "", Parameters(reasoning=Reasoning.ON))
    env.server.script(Reply(text="Forty-two.", reasoning="Let me think about the question."))
    first = await (await env.engine.send(cid, "What is the answer?")).wait()
    assert first.status is Status.COMPLETE
    stored = env.repo.get_message(first.id)
    assert stored is not None and stored.reasoning == "Let me think about the question."
    assert stored.reasoning_signature  # as the stream said it
    second = await (await env.engine.send(cid, "Why?")).wait()
    assert second.status is Status.COMPLETE  # the server checked the replayed signature
    replayed = env.server.chat_requests()[-1].body["messages"][1]
    assert replayed["content"][0] == {
        "type": "thinking",
        "thinking": "Let me think about the question.",
        "signature": stored.reasoning_signature,
    }
    assert replayed["content"][1] == {"type": "text", "text": "Forty-two."}


async def test_a_stopped_answer_keeps_no_signature(env: Env) -> None:
    cid = _setup(env, "anthropic", "", Parameters(reasoning=Reasoning.ON))
    env.server.script(Reply(tokens=2000, rate=200, reasoning="thinking " * 5))
    turn = await env.engine.send(cid, "Go on and on")
    await env.until(lambda: len(env.recorder.shown.get(turn.assistant_id, "")) > 20)
    stopped = await env.engine.stop(cid)
    assert stopped is not None and stopped.status is Status.INTERRUPTED
    assert stopped.reasoning_signature == ""
    await (await env.engine.send(cid, "and now?")).wait()
    replayed = env.server.chat_requests()[-1].body["messages"][1]
    assert isinstance(replayed["content"], str)  # text only: no unsigned thinking block


async def test_setup_and_signatures_survive_export_and_import(env: Env, tmp_path) -> None:  # type: ignore[no-untyped-def]
    params = Parameters(temperature=0.4, top_p=0.8, max_tokens=900, reasoning=Reasoning.ON)
    cid = _setup(env, "anthropic", "Translate to German.", params)
    env.server.script(Reply(text="Hallo.", reasoning="Greeting."))
    await (await env.engine.send(cid, "Hello.")).wait()
    exported = json.dumps(export_json(env.repo, cid))
    target = open_store(tmp_path / "other")
    import_json(target, exported)
    conv = target.get_conversation(cid)
    assert conv is not None
    assert (conv.system_prompt, conv.parameters) == ("Translate to German.", params)
    answer = target.branch(cid)[-1]
    assert answer.reasoning_signature == env.repo.branch(cid)[-1].reasoning_signature != ""
    target.close()
