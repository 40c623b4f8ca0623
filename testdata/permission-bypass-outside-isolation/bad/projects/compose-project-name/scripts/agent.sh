#!/bin/sh
# The compose file names its project: the service's container is review-agent-1.
set -eu
cd "$(dirname "$0")/.."
docker compose up --detach agent
docker exec review-agent-1 claude --dangerously-skip-permissions -p "$1"
# COMPOSE_PROJECT_NAME wins over name: for this line.
COMPOSE_PROJECT_NAME=nightly docker compose up --detach agent
docker exec nightly-agent-1 codex --yolo exec "$1"
