#!/bin/bash
# The second file makes the service offline, non-root, without capabilities and without new privileges.
cd "$(dirname "$0")/.."
docker compose -f compose.yaml -f deploy/compose.hardened.yaml run --rm agent claude --dangerously-skip-permissions -p one
export COMPOSE_FILE=compose.yaml:deploy/compose.hardened.yaml
docker compose run --rm agent codex --yolo exec two
