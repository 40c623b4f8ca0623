#!/bin/bash
# compose.yaml alone is hardened; each launch merges compose.dev.yaml on top of it.
cd "$(dirname "$0")/.."
docker compose -f compose.yaml -f compose.dev.yaml run --rm agent claude --dangerously-skip-permissions -p one
COMPOSE_FILE=compose.yaml:compose.dev.yaml docker compose run --rm agent codex --yolo exec two
docker compose --file=compose.yaml --file ./compose.dev.yaml up -d agent
docker exec compose-merged-agent-1 claude --dangerously-skip-permissions -p three
# Not resolved: a later file outside the tree, one that does not exist, one computed when the script runs.
docker compose -f compose.yaml -f /etc/agent/compose.local.yaml run --rm agent claude --dangerously-skip-permissions -p four
docker compose -f compose.yaml -f compose.missing.yaml run --rm agent claude --dangerously-skip-permissions -p five
docker compose -f compose.yaml -f "$EXTRA_COMPOSE" run --rm agent claude --dangerously-skip-permissions -p six
