"""The defects of issue 25, each as the short run of a person's actions that
showed it, played by the window's state machine (its rules and its
invariants, checked after every step). Each failed before its fix."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from tests.ui.conftest import Harness
from tests.ui.test_window_state_machine import INVARIANTS, make_machine

Step = tuple[str, dict[str, Any]]


def play(harness: Harness, tmp_path: Path, first_run: bool, steps: list[Step]) -> dict[str, Any]:
    """Play `steps` (rules by name), checking every invariant after each;
    says how many questions the store holds and how many were answered."""
    machine: Any = make_machine(harness, tmp_path)()  # its rules are called by name
    machine.start(first_run=first_run)
    try:
        for name, kwargs in steps:
            getattr(machine, name)(**kwargs)
            for check in INVARIANTS:
                getattr(machine, check)()
        return machine.questions_and_answers()
    finally:
        machine.teardown()


DEFECTS: dict[str, tuple[bool, list[Step]]] = {
    # 1. Asked before a model was chosen, then "Use …" on the welcome page:
    # Retry still failed with "No model is chosen" while the header showed one.
    "first_run_retry_uses_the_header_model": (
        True,
        [
            ("type_and_send", {"text": "hello"}),
            ("ctrl_n", {}),
            ("use_the_welcome_page", {"use": "found"}),
            ("click_a_conversation", {"pick": 1}),
            ("click_an_answer_button", {"kind": "retry"}),
        ],
    ),
    # 2. A model picked, then a restart: the header named the default.
    "the_header_keeps_the_picked_model_after_a_restart": (
        False,
        [
            ("pick_a_model", {"pick": 1}),
            ("type_and_send", {"text": "hello"}),
            ("close_and_reopen", {}),
            ("type_and_send", {"text": "what is 2+2?"}),
        ],
    ),
    # 3 and 5. After an import: the imported conversation's banner stayed on
    # every other conversation, and the meter kept the previous figures.
    "an_imported_conversation_leaks_no_banner_and_no_meter": (
        False,
        [
            ("type_and_send", {"text": "hello"}),
            ("wait_for_the_answer", {}),
            ("import_a_chatgpt_export", {}),
            ("open_an_imported_conversation", {}),
            ("ctrl_n", {}),
        ],
    ),
    # 4. A delete or a rename from another device left the sidebar's rows.
    "another_devices_delete_and_rename_reach_the_sidebar": (
        False,
        [
            ("type_and_send", {"text": "hello"}),
            ("wait_for_the_answer", {}),
            ("click_sync_now", {}),
            ("another_device_deletes_or_renames", {"pick": 0, "action": "rename"}),
            ("another_device_deletes_or_renames", {"pick": 0, "action": "delete"}),
        ],
    ),
    # 6. Continue left the stopped part with a live Continue of its own.
    "a_continued_answer_offers_no_second_continue": (
        False,
        [
            ("server_behaves", {"behaviour": "slow"}),
            ("type_and_send", {"text": "hello"}),
            ("press_escape", {}),
            ("server_behaves", {"behaviour": "fast"}),
            ("click_an_answer_button", {"kind": "continue"}),
            ("wait_for_the_answer", {}),
        ],
    ),
    # 7. Ctrl+K, type, Down, Enter opened nothing.
    "search_opens_by_keyboard": (
        False,
        [
            ("type_and_send", {"text": "hello"}),
            ("wait_for_the_answer", {}),
            ("ctrl_n", {}),
            ("search_by_keyboard", {"term": "hello"}),
        ],
    ),
    # 7. After answering a tool's question, the focus landed on the paperclip.
    "typing_goes_on_after_a_tool_question": (
        False,
        [
            ("server_behaves", {"behaviour": "tools"}),
            ("type_and_send", {"text": "hello"}),
            ("answer_the_tool_question", {"answer": "allow_once"}),
            ("wait_for_the_answer", {}),
            ("answer_the_tool_question", {"answer": "deny"}),
        ],
    ),
    # Issue 35, 1: every answer and Stop added a copy of the model to the menu.
    "the_model_menu_lists_each_model_once": (
        False,
        [
            ("type_and_send", {"text": "hello"}),
            ("wait_for_the_answer", {}),
            ("server_behaves", {"behaviour": "slow"}),
            ("type_and_send", {"text": "what is 2+2?"}),
            ("press_escape", {}),
            ("ctrl_n", {}),
            ("click_a_conversation", {"pick": 1}),
        ],
    ),
    # Issue 35, 4: after a pick in the model menu the keys went into the menu.
    "after_a_pick_the_keys_go_to_the_message_box": (
        False,
        [("pick_a_model", {"pick": 1}), ("type_and_send", {"text": "hello"})],
    ),
}


# Not fixed yet: each is removed from here by the commit that fixes it.
OPEN: set[str] = set()


@pytest.mark.parametrize(
    "name",
    [
        pytest.param(n, marks=pytest.mark.xfail(strict=True, reason="issue 25")) if n in OPEN else n
        for n in sorted(DEFECTS)
    ],
)
def test_defect(harness: Harness, tmp_path: Path, name: str) -> None:
    first_run, steps = DEFECTS[name]
    play(harness, tmp_path, first_run, steps)
