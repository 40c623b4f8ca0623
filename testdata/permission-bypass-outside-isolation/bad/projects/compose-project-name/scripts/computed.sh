#!/bin/sh
# The project name is computed at run time: which container review-agent-1 is, is not known here.
set -eu
cd "$(dirname "$0")/.."
export COMPOSE_PROJECT_NAME="review-$RUN_ID"
docker compose up --detach agent
docker exec review-agent-1 claude --dangerously-skip-permissions -p "$1"
