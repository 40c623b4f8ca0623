#!/bin/sh
# The agent gets every variable this shell holds, ANTHROPIC_API_KEY and GITHUB_TOKEN included.
podman run --rm --env-host -v "$PWD:/work" ghcr.io/example/agent:1.4.2 claude -p "fix the tests"
# Spelled with a value; and a helper container that runs no agent (a warning).
podman create --env-host=true --name agent ghcr.io/example/agent:1.4.2 codex exec "triage"
podman run -d --env-host docker.io/library/redis:7
