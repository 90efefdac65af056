"""Context length and usage: read from each server's own shape; a
conversation longer than the model reads is fitted by the stated policy
and the answer records how much was left out; a server that refuses
`stream_options` still answers (issue 14). Real loopback HTTP."""

from __future__ import annotations

from desktop.backends.http import context_of
from desktop.backends.ollama import OllamaBackend
from desktop.backends.openai import OpenAIBackend
from desktop.devserver import Reply
from desktop.devserver.pictures import text_of
from desktop.domain.messages import Status
from desktop.engine.turns import TurnEngine
from tests.e2e.conftest import Env


async def test_context_length_comes_from_llama_cpp_and_ollama_shapes(env: Env) -> None:
    env.server.context_lengths = {"verbatim-demo": 32768}
    openai = env.backends["openai"]
    ollama = env.backends["ollama"]
    assert isinstance(openai, OpenAIBackend) and isinstance(ollama, OllamaBackend)
    assert await openai.context_length("verbatim-demo") == 32768
    assert await ollama.context_length("verbatim-demo") == 32768
    assert await openai.context_length("verbatim-fast") is None  # the server does not say
    assert await ollama.context_length("verbatim-fast") is None


def test_context_length_fields_of_other_servers() -> None:
    assert context_of({"id": "m", "max_model_len": 4096}) == 4096  # vLLM
    assert context_of({"id": "m", "context_length": 128000}) == 128000  # OpenRouter
    assert context_of({"id": "m", "max_context_length": 8192}) == 8192  # LM Studio
    assert context_of({"id": "m", "meta": {"n_ctx_train": 2048}}) == 2048  # llama.cpp
    assert context_of({"id": "m", "context_length": "lots"}) is None
    assert context_of({"id": "m", "context_length": True}) is None
    assert context_of("not an object") is None


async def test_a_long_conversation_keeps_system_first_and_newest_and_says_what_was_left_out(
    env: Env,
) -> None:
    env.server.context_lengths = {"verbatim-demo": 1200}

    async def length(provider: str | None, model: str) -> int | None:
        backend = env.backends[provider or "ollama"]
        assert isinstance(backend, OllamaBackend | OpenAIBackend)
        return await backend.context_length(model)

    engine = TurnEngine(env.store, lambda name: env.backends[name or "ollama"])
    engine.add_listener(env.recorder)
    cid = env.conversation("openai", system_prompt="Be brief.")
    plan = env.plan(cid, limit=await length("openai", "verbatim-demo"))
    assert plan.limit == 1200
    for n in range(8):
        env.server.script(Reply(text=f"answer {n} " + "word " * 60))
        turn = await engine.send(cid, f"question {n} " + "text " * 60, plan=plan)
        answer = await turn.wait()
        assert answer.status is Status.COMPLETE
    sent = env.server.chat_requests()[-1].body["messages"]
    assert sent[0] == {"role": "system", "content": "Be brief."}
    assert text_of(sent[1]).startswith("question 0 ")  # the first message is kept
    assert text_of(sent[-1]).startswith("question 7 ")  # and the newest
    assert not any(text_of(m).startswith("question 1 ") for m in sent)  # the oldest others not
    last = env.repo.branch(cid)[-1]
    kept = len(sent) - 1  # without the system prompt
    assert last.omitted == 15 - kept  # 15 messages before the newest question's answer
    assert last.omitted > 0
    assert all(m.omitted == 0 for m in env.repo.branch(cid)[:3])  # the early ones fitted
    await engine.shutdown()


async def test_nothing_is_left_out_when_the_length_is_unknown(env: Env) -> None:
    env.server.context_lengths = {}
    engine = TurnEngine(env.store, lambda name: env.backends[name or "ollama"])
    cid = env.conversation("openai")
    openai = env.backends["openai"]
    assert isinstance(openai, OpenAIBackend)
    plan = env.plan(cid, limit=await openai.context_length("verbatim-demo"))
    assert plan.limit is None and plan.budget is None
    for n in range(3):
        await (await engine.send(cid, f"q{n} " + "x " * 2000, plan=plan)).wait()
    assert len(env.server.chat_requests()[-1].body["messages"]) == 5
    assert env.repo.branch(cid)[-1].omitted == 0
    await engine.shutdown()


async def test_a_server_that_refuses_stream_options_still_answers(env: Env) -> None:
    env.server.reject_stream_options = True
    cid = env.conversation("openai")
    first = await (await env.engine.send(cid, "hello")).wait()
    assert first.status is Status.COMPLETE and first.content
    refused, retried = env.server.chat_requests()[-2:]
    assert "stream_options" in refused.body and "stream_options" not in retried.body
    await (await env.engine.send(cid, "again")).wait()
    assert "stream_options" not in env.server.chat_requests()[-1].body  # remembered
    assert len(env.server.chat_requests()) == 3


async def test_usage_is_stored_when_the_server_reports_it(env: Env) -> None:
    cid = env.conversation("openai")
    answer = await (await env.engine.send(cid, "count my words please")).wait()
    assert env.server.chat_requests()[-1].body["stream_options"] == {"include_usage": True}
    stored = env.repo.get_message(answer.id)
    assert stored is not None and stored.usage.prompt_tokens == 4
    assert stored.usage.completion_tokens
