# Two commands for a newcomer: `make run` and `make test`. Both set up
# everything they need first (system libraries, a Python 3.11+ venv, the
# package) and are safe to run again: scripts/setup.sh checks what is there
# (a broken .venv is rebuilt) and takes a second when nothing is missing.
SHELL := /bin/bash
# Another stack: make test VENV=.venv-oldest VERBATIM_PYTHON=/usr/bin/python3.11
VENV  ?= .venv
PY    := $(VENV)/bin/python
ARGS  ?=

LANGUAGES := de fr es zh_CN

.PHONY: local-shots engine run demo test test-heavy test-slow test-fuzz perf lint setup lock package fresh-check clean translations screenshots dialog-shots document-shots

setup:
	@VERBATIM_VENV=$(VENV) bash scripts/setup.sh

# Every package setup.sh installs, direct and transitive, at one version with
# its hashes, for Python 3.11 to 3.13 on any system (uv's universal mode
# keeps the markers: PySide6 6.11.3 on 3.11, 6.12 on 3.12 and 3.13):
# requirements/lock.txt (the app, its test tools, pip and setuptools),
# requirements/lock-package.txt (the same pins, plus PyInstaller) and
# requirements/build.txt (pip, setuptools and wheel, which setup.sh installs
# first: they install and build the rest). Run after
# changing a dependency in pyproject.toml; commit all three. Pins already in
# the lock are kept; `make lock UPGRADE=--upgrade` moves every one to the
# newest release allowed. uv is pinned and kept in build/lock-tool, outside
# the venvs the lock describes.
UV_VERSION := 0.13.8
UV := build/lock-tool/bin/uv
UPGRADE ?=
LOCK_ARGS := --universal --python-version 3.11 --generate-hashes --custom-compile-command "make lock" \
	--quiet $(UPGRADE)
lock:
	@$(UV) --version 2>/dev/null | grep -q "^uv $(UV_VERSION)\( \|$$\)" || \
		{ rm -rf build/lock-tool && $(if $(wildcard $(PY)),$(PY),python3) -m venv build/lock-tool && \
		  build/lock-tool/bin/python -m pip install -q uv==$(UV_VERSION); }
	$(UV) pip compile $(LOCK_ARGS) pyproject.toml requirements/build.in --extra test \
		-o requirements/lock.txt
	$(UV) pip compile $(LOCK_ARGS) pyproject.toml requirements/build.in --extra test --extra package \
		-c requirements/lock.txt -o requirements/lock-package.txt
	$(UV) pip compile $(LOCK_ARGS) requirements/build.in -c requirements/lock.txt -o requirements/build.txt
	@grep -c '^[a-z]' requirements/lock.txt | sed 's/$$/ packages in requirements\/lock.txt/'

# The local engine (llama.cpp's llama-server), built once per llama.cpp
# version into ~/.cache/verbatim/engine, and the small model the tests use.
engine:
	@VERBATIM_VENV=$(VENV) VERBATIM_ENGINE=1 bash scripts/setup.sh

run: setup
	$(VENV)/bin/verbatim $(ARGS)

demo: setup
	$(VENV)/bin/verbatim --demo $(ARGS)

lint: setup
	$(VENV)/bin/ruff check desktop tests packaging scripts
	$(VENV)/bin/ruff format --check desktop tests packaging scripts
	$(VENV)/bin/mypy
	$(VENV)/bin/lint-imports
	$(PY) -m tests.plain_text_rule  # outside text reaches a widget only as plain text
	$(PY) -m tests.session_boundary  # the window and the command line reach below only through the session
	$(PY) -m tests.class_docstrings  # every public class says what it is for
	$(PY) -m tests.code_shape  # modules, functions and complexity within their limits (issue 38)

# Two workers (pytest-xdist), each test file whole on one of them; the heavy
# half of the suite is make test-heavy.
test: setup lint
	@VERBATIM_VENV=$(VENV) VERBATIM_TESTS=1 bash scripts/setup.sh
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -n 2 --dist loadfile --durations=8 $(ARGS)

# The default suite's heavy half (the real engine, SIGKILLed processes,
# children under a memory cap, large inputs): each test 10 s or more on a
# busy machine. CI runs it after make test, on both stacks.
test-heavy: setup
	@VERBATIM_VENV=$(VENV) VERBATIM_TESTS=1 bash scripts/setup.sh
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -n 2 --dist loadfile -m 'heavy and not slow' --durations=8 $(ARGS)

test-slow: setup
	@VERBATIM_VENV=$(VENV) VERBATIM_SLOW=1 bash scripts/setup.sh
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -m slow $(ARGS)

# The long fuzzers (the sync convergence machine and the window's state
# machine), each for FUZZ_SECONDS of its own; CI runs them after make test.
FUZZ_SECONDS ?= 150
FUZZERS := tests/unit/test_sync_convergence.py tests/ui/test_window_state_machine.py
test-fuzz: setup
	@VERBATIM_VENV=$(VENV) VERBATIM_TESTS=1 bash scripts/setup.sh
	VERBATIM_FUZZ_SECONDS=$(FUZZ_SECONDS) QT_QPA_PLATFORM=offscreen \
		PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -m slow -s -q -p no:cacheprovider $(FUZZERS) $(ARGS)

perf: setup
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -m perf -s -p no:cacheprovider $(ARGS)

package: setup
	bash packaging/build.sh

# After changing a user-visible string: refresh the catalogue, translate the
# new entries in resources/translations/verbatim_*.ts (Qt Linguist:
# .venv/bin/pyside6-linguist, or a table: make translations TABLES=new.tsv,
# see scripts/fill_translations.py), then run this again to compile them.
translations: setup
	bash scripts/translations.sh $(VENV)/bin $(TABLES)

# The README's pictures, from the real window (offscreen): English at 100%,
# the same at 200%, and the German window.
screenshots: setup
	$(PY) scripts/screenshots.py
	$(PY) scripts/screenshots.py --scale 2
	$(PY) scripts/screenshots.py --language de

# Documents and projects (issue 27) under Xvfb with openbox: stock icons and
# real window decorations show only there.
document-shots: setup
	@VERBATIM_VENV=$(VENV) VERBATIM_SCREENSHOTS=1 bash scripts/setup.sh
	for lang in en de; do \
		xvfb-run -a -s "-screen 0 1600x1000x24" bash -c "openbox >/dev/null 2>&1 & sleep 1; \
		QT_QPA_PLATFORM=xcb $(PY) scripts/screenshots.py --documents --language $$lang" || exit 1; \
	done

# Clones this repository into bare Debian 12 and 13 roots that have only git,
# make and Debian's Python, and runs the README's two commands there (root).
fresh-check:
	bash packaging/fresh_source_check.sh

clean:
	rm -rf $(VENV) .venv-oldest build dist packaging/build packaging/dist .pytest_cache .mypy_cache .ruff_cache

# The dialogs on a real X server (Xvfb 800x600 with openbox), light and dark,
# in English and German: docs/screenshots/dialogs/.
dialog-shots:
	@VERBATIM_VENV=$(VENV) VERBATIM_SCREENSHOTS=1 bash scripts/setup.sh
	bash scripts/dialog_shots.sh $(PY)

# Running a model on this computer, on a real X server (Xvfb 1280x800 with
# openbox): the welcome offer, the library, the first answer, light and dark.
local-shots:
	@VERBATIM_VENV=$(VENV) VERBATIM_SCREENSHOTS=1 VERBATIM_ENGINE=1 bash scripts/setup.sh
	bash scripts/local_shots.sh $(PY)
