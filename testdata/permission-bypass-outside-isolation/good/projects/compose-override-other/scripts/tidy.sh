#!/bin/sh
set -eu
docker compose run --rm tidy claude --dangerously-skip-permissions -p "$1"
