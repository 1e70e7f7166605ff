# The two commands: `make run` and `make test`. Both set up what they need and are idempotent.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
export NUMBA_CACHE_DIR ?= $(CURDIR)/.numba_cache

.PHONY: run test setup setup-test lint bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Reinstall only when the project description changed.
$(VENV)/.installed: pyproject.toml | $(PY)
	$(PY) -m pip install --quiet -e .
	touch $@

$(VENV)/.installed-test: pyproject.toml $(VENV)/.installed
	$(PY) -m pip install --quiet -e ".[test]"
	touch $@

setup: $(VENV)/.installed

setup-test: $(VENV)/.installed-test
	@scripts/ensure-chromium

run: setup
	$(VENV)/bin/koloda serve --host $(HOST) --port $(PORT)

test: setup-test
	$(VENV)/bin/ruff check src tests benchmarks
	$(PY) -m pytest

lint: setup-test
	$(VENV)/bin/ruff check src tests benchmarks

bench: setup
	$(VENV)/bin/koloda bench

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis
