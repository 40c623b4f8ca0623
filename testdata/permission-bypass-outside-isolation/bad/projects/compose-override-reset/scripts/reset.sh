#!/bin/sh
# ../compose.yaml looks hardened, but ../compose.override.yaml resets its capabilities and user.
set -eu
docker compose run --rm resetter claude --dangerously-skip-permissions -p "$1"
