#!/bin/sh
# ../compose.yaml keeps the service offline without capabilities; its image (docker/agent.Dockerfile) runs as agent.
set -eu
cd "$(dirname "$0")/.."
docker compose run --rm agent claude --dangerously-skip-permissions -p "$1"
