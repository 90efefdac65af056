# Two commands for a newcomer: `make run` and `make test`. Both set up
# everything they need first (system libraries, a Python 3.12 venv, the
# package) and are safe to run again.
SHELL := /bin/bash
VENV  := .venv
PY    := $(VENV)/bin/python
STAMP := $(VENV)/.installed
ARGS  ?=

.PHONY: run demo test test-slow perf lint setup system-deps package clean

setup: $(STAMP)

$(STAMP): pyproject.toml scripts/setup.sh
	bash scripts/setup.sh
	@touch $(STAMP)

run: setup
	$(VENV)/bin/verbatim $(ARGS)

demo: setup
	$(VENV)/bin/verbatim --demo $(ARGS)

lint: setup
	$(VENV)/bin/ruff check desktop tests packaging scripts
	$(VENV)/bin/ruff format --check desktop tests packaging scripts
	$(VENV)/bin/mypy

test: setup lint
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest $(ARGS)

test-slow: setup
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -m slow $(ARGS)

perf: setup
	QT_QPA_PLATFORM=offscreen PYTHON_KEYRING_BACKEND=keyring.backends.null.Keyring \
		$(VENV)/bin/python -m pytest -m perf -s -p no:cacheprovider $(ARGS)

package: setup
	bash packaging/build.sh

clean:
	rm -rf $(VENV) build dist packaging/build packaging/dist .pytest_cache .mypy_cache .ruff_cache
