#!/usr/bin/env bash
set -euo pipefail
# The container stays behind after the task.
docker run -it --network none ghcr.io/example/agent:1 claude -p "fix the tests"
podman run --rm=false --name nightly-agent \
  -v "$PWD":/workspace \
  ghcr.io/example/claude-code:1
