#!/bin/sh
# The script that starts the container is in the directory it shares.
docker run --rm -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
podman run --rm --mount type=bind,source=..,target=/repo ghcr.io/example/agent:1.4.2 codex exec "fix the tests"
