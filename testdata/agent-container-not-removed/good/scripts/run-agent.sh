#!/usr/bin/env bash
set -euo pipefail
docker run --rm -it --network none ghcr.io/example/agent:1 claude -p "fix the tests"
podman run --rm --name nightly-agent -v "$PWD":/workspace ghcr.io/example/claude-code:1
# Not an agent: a database for the tests may stay.
docker run -d --name test-db postgres:17
echo "docker run ghcr.io/example/agent:1 claude"
