#!/usr/bin/env bash
command -v podman >/dev/null || { echo "podman is required" >&2; exit 1; }

podman run --rm --network none -v "$PWD:/work:Z" -w /work agent-image \
  claude -p "$TASK" || { echo "the agent container failed" >&2; exit 1; }

if command -v docker >/dev/null; then
  docker run --rm --network none agent-image codex exec --sandbox workspace-write "$TASK"
else
  echo "install docker or podman" >&2
  exit 1
fi
claude --version
