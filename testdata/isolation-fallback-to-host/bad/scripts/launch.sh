#!/bin/sh
if command -v podman >/dev/null; then
  exec podman run --rm --network none agent-image claude -p "$*"
fi
claude -p "$*"
