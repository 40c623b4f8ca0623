#!/bin/sh
# COMPOSE_PROJECT_NAME exported earlier wins over name: the container is other-agent-1, not review-agent-1.
cd "$(dirname "$0")/.."
export COMPOSE_PROJECT_NAME=other
docker compose up --detach agent
docker exec review-agent-1 claude --dangerously-skip-permissions -p "$1"
