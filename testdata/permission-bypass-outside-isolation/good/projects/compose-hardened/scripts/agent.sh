#!/bin/sh
# The service is defined in ../compose.yaml: offline, non-root, no capabilities, only the project mounted.
set -eu
docker compose run --rm agent claude --dangerously-skip-permissions -p "$1"
