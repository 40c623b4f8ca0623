#!/bin/sh
# Failing checks end the script before the agent can run on the host.
command -v docker >/dev/null && docker run --rm --network none agent-image claude -p "$1" || exit 1
docker run --rm --network none agent-image claude -p "$1" || { echo "container failed" >&2; exit 1; }
command -v docker >/dev/null || echo "docker missing" && exit 1
docker run --rm --network none agent-image claude -p "$1" && echo "done" && claude --version
