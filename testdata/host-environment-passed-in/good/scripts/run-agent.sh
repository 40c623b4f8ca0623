#!/bin/sh
# Never --env-host: only what the task needs goes in.
echo "do not use podman run --env-host here"
podman run --rm --env-host=false -e LOG_LEVEL=info ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
# --env-host after the image is the agent's own argument, not podman's.
podman run --rm ghcr.io/example/agent:1.4.2 claude -p "explain --env-host"
