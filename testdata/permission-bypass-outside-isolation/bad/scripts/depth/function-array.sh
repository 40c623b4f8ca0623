#!/usr/bin/env bash
# The run line is built in a function-local array, then copied to a global one the caller runs.
set -euo pipefail

build_run() {
  local -a args=(run --rm -it)
  args+=(-u "$(id -u):$(id -g)")
  args+=(-v "$PWD:/workspace")
  args+=(agent-image:1.4 claude)
  declare -a extra=(--dangerously-skip-permissions)
  RUN=("${args[@]}" "${extra[@]}")
}

build_run
docker "${RUN[@]}"
