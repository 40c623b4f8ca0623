#!/bin/sh
# The availability check and the run fail together: either way claude then runs on the host.
command -v docker >/dev/null && docker run --rm --network none agent-image claude -p "$1" || claude -p "$1"
# The echo always succeeds, so the && after it runs claude on the host when the container failed.
docker run --rm --network none agent-image claude -p "$1" || echo "container failed" && claude -p "$1"
cd /srv/agent && podman run --rm --network none agent-image codex exec "$1" || codex exec --sandbox workspace-write "$1"
