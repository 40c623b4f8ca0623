#!/bin/sh
# The project is named after its directory, so the service's container is started-containers-agent-1.
set -eu
cd "$(dirname "$0")/.."
docker compose up --detach agent
docker exec started-containers-agent-1 claude --dangerously-skip-permissions -p "$1"
systemctl --user start nightly-agent.service
podman exec nightly codex --yolo exec "$1"
