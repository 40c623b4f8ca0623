#!/bin/sh
set -eu
cd "$(dirname "$0")/.."
docker compose run --rm agent claude --dangerously-skip-permissions -p "$1"
