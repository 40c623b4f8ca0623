#!/bin/sh
# The launcher changes to the sandbox directory first: its compose file is the hardened one.
set -eu
cd "$(dirname "$0")/../sandbox"
docker compose run --rm agent claude --dangerously-skip-permissions -p "$1"
