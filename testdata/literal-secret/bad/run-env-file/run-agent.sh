#!/bin/sh
# The env file beside the script is read into the agent's container.
docker run --rm -it --env-file agent.env \
  ghcr.io/example/claude-code@sha256:3b5e0c8b2a1f4e6d9c7b5a3e1f0d2c4b6a8e0f1d3c5b7a9e2f4d6c8b0a1e3f5d \
  claude -p "triage the open issues"
