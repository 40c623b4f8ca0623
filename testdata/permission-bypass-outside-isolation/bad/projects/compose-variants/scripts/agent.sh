#!/bin/bash
# Each launch finds the stack's compose file its own way; the service runs as root.
cd "$(dirname "$0")"
docker compose --project-directory ../stack run --rm agent claude --dangerously-skip-permissions -p one
pushd ../stack
docker-compose run --rm agent claude --dangerously-skip-permissions -p two
popd
COMPOSE_FILE=../stack/compose.yaml podman compose run --rm agent claude --dangerously-skip-permissions -p three
# Merged with compose.ci.yaml, which puts it online; not resolved: a directory from the environment, a service that does not exist.
docker compose -f ../stack/compose.yaml -f ../stack/compose.ci.yaml run --rm agent claude --dangerously-skip-permissions -p four
cd "$AGENT_HOME"
docker compose run --rm agent claude --dangerously-skip-permissions -p five
cd "$(dirname "$0")/../stack"
docker compose run --rm worker claude --dangerously-skip-permissions -p six
