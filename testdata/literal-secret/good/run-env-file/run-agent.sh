#!/bin/sh
# Only references in the env file; the .env with the real key is not committed.
docker run --rm -it --env-file agent.env --env-file .env \
  ghcr.io/example/claude-code@sha256:3b5e0c8b2a1f4e6d9c7b5a3e1f0d2c4b6a8e0f1d3c5b7a9e2f4d6c8b0a1e3f5d \
  claude -p "triage the open issues"
# docker run --env-file secrets.env ghcr.io/example/claude-code claude
echo "to debug: docker run --env-file secrets.env ghcr.io/example/claude-code claude"
