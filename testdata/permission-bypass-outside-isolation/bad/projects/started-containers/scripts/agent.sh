#!/bin/sh
# Starts the containers, then enters them by the names their engines give them.
set -eu
cd "$(dirname "$0")/.."
docker compose up -d agent
docker exec -it agent-sandbox claude --dangerously-skip-permissions
podman kube play --replace k8s/pod.yaml
podman exec review-agent codex --yolo exec "review the diff"
# Started by someone else: its settings are not in this repository.
docker exec -u agent shared-dev claude --dangerously-skip-permissions
