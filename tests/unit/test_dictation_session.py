"""A dictation through the session (issue 40): samples fed as a microphone
gives them, the words told as they are recognised, the whole text at the
end, and the recording kept until its text is sent or discarded."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest

from desktop.session.dictation import DictationService
from desktop.session.tasks import TaskManager
from tests.voice import PARAGRAPH, paragraph_pcm, words

CHUNK = 3200  # 100 ms


@pytest.mark.heavy  # 10 s or more on a busy machine: make test-heavy runs it
async def test_words_arrive_while_speaking_and_all_of_them_at_the_end(tmp_path: Path) -> None:
    pcm, _ends = paragraph_pcm()
    workers = TaskManager()
    service = DictationService(tmp_path, workers)
    told: list[str] = []
    try:
        await service.prepare()
        dictation = service.start("c1", told.append)
        for at in range(0, len(pcm), CHUNK):
            dictation.feed(pcm[at : at + CHUNK])
            await asyncio.sleep(0.1 / 8)  # eight times the speed of speech
        during = list(told)
        text = await service.stop()
        assert len(during) >= 2 and words(during[0])  # words came before the end
        missing = [w for w in words(" ".join(PARAGRAPH)) if w not in set(words(text))]
        assert len(missing) <= 3, (missing, text)
        assert told[-1] == text
        (kept,) = service.kept()  # on disk until sent or discarded
        assert kept.conversation_id == "c1" and kept.read() == pcm
        service.forget([kept.id])
        assert service.kept() == []
    finally:
        await workers.aclose()
