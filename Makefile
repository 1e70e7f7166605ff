# The two commands: `make run` and `make test`. Both set up what they need and are idempotent.
PYTHON ?= python3
VENV ?= .venv
PY := $(VENV)/bin/python
HOST ?= 127.0.0.1
PORT ?= 8000
export NUMBA_CACHE_DIR ?= $(CURDIR)/.numba_cache
# Bytecode caches on, whatever the shell says: without them every test process (four workers,
# the timing pass, each server a test starts) compiles koloda and rewrites the tests' asserts
# from source again, a quarter-minute of a core each
unexport PYTHONDONTWRITEBYTECODE

.PHONY: run test check setup setup-test lint bench clean

$(PY):
	$(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --quiet --upgrade pip

# Reinstall only when the project description or the games' C modules (built by pip) changed.
# Card Ball's physics (pooltool) cannot be an ordinary requirement (its panda3d pin is not on
# PyPI): scripts/install-pool installs it reproducibly; scripts/warm-pool compiles its numba
# code once (cached in NUMBA_CACHE_DIR).
$(VENV)/.installed: pyproject.toml scripts/install-pool src/koloda/games/durak/_fast.c \
		src/koloda/games/durak/_search.h src/koloda/games/palace/_fast.c \
		src/koloda/games/palace/_search.h src/koloda/games/thirteenth_hour/_fast.c \
		src/koloda/core/_batch.h src/koloda/core/_random.h src/koloda/core/_ismcts.h | $(PY)
	$(PY) -m pip install --quiet -e .
	scripts/install-pool $(PY)
	touch $@

# The browser client's packages (package.json, pinned in package-lock.json): ES modules copied
# into src/koloda/web/vendor by scripts/vendor-web; npm only fetches them.
VENDOR := src/koloda/web/vendor/fluent-bundle/VERSION
$(VENDOR): package.json package-lock.json scripts/vendor-web
	scripts/vendor-web

# The tests also play the example game from another package (examples/crazy_eights), installed
# as any game package is: koloda finds it by its entry point alone.
$(VENV)/.installed-test: pyproject.toml examples/crazy_eights/pyproject.toml $(VENV)/.installed
	@scripts/ensure-debian gcc
	$(PY) -m pip install --quiet -e ".[test]"
	$(PY) -m pip install --quiet --no-deps -e examples/crazy_eights
	touch $@

setup: $(VENV)/.installed $(VENDOR)
	@scripts/warm-pool $(PY)

setup-test: $(VENV)/.installed-test $(VENDOR)
	@scripts/warm-pool $(PY)
	@scripts/ensure-debian chromium chromium-headless-shell postgresql nginx curl

run: setup
	$(VENV)/bin/koloda serve --host $(HOST) --port $(PORT)

# The whole suite, beside a throwaway PostgreSQL cluster (scripts/with-postgres: the server
# suite runs on SQLite and on PostgreSQL), in two passes. First every test but the timing ones
# on TEST_WORKERS processes at once (pytest-xdist): most tests wait on a browser, a socket or a
# bot, so more processes than cores, but more than four only overload two cores. Then the
# tests that assert elapsed time (marked `timing`, listed in tests/conftest.py) one after
# another, alone on the machine (collecting only their files: the whole suite's collection takes
# seconds of a core). One thread a process for the numerical libraries: their pools
# would fight the workers for the cores.
TEST_WORKERS ?= 4
test: setup-test
	$(VENV)/bin/ruff check src tests benchmarks
	OMP_NUM_THREADS=1 MKL_NUM_THREADS=1 OPENBLAS_NUM_THREADS=1 scripts/with-postgres sh -c \
	  '$(PY) -m pytest -n $(TEST_WORKERS) --dist load -m "not timing" && \
	   $(PY) -m pytest -m timing $$($(PY) -m tests.timing_files)'

# The quick loop, under a minute on two cores: the engine, the rules and the games' bots
# (tests/core, tests/games) without the tests tests/games/conftest.py marks slow (Card Ball's
# physics, the Hypothesis playouts of whole games). No browser, no PostgreSQL: `make test`
# runs everything.
check: $(VENV)/.installed-test
	@scripts/warm-pool $(PY)
	$(PY) -m pytest tests/core tests/games -m "not slow" -q -x

lint: setup-test
	$(VENV)/bin/ruff check src tests benchmarks

bench: setup
	$(VENV)/bin/koloda bench

clean:
	rm -rf $(VENV) .pytest_cache .ruff_cache .hypothesis node_modules src/koloda/web/vendor
