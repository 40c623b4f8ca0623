#!/bin/bash
# The same launches, of a hardened offline service.
cd "$(dirname "$0")"
docker compose --project-directory ../stack run --rm agent claude --dangerously-skip-permissions -p one
pushd ../stack
docker-compose run --rm agent claude --dangerously-skip-permissions -p two
popd
COMPOSE_FILE=../stack/compose.yaml podman compose run --rm agent claude --dangerously-skip-permissions -p three
cd "$(git rev-parse --show-toplevel)/projects/compose-variants/stack"
docker compose exec agent claude --dangerously-skip-permissions -p four
