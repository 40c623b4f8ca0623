#!/usr/bin/env bash
# Prefer the container, but never fail the job.
podman run --rm --network none -v "$PWD:/work:Z" -w /work agent-image \
  claude -p "$TASK" || claude -p "$TASK"

if ! command -v bwrap >/dev/null 2>&1; then
  echo "bubblewrap missing, running directly" >&2
  codex exec --sandbox workspace-write "$TASK"
fi

docker info >/dev/null 2>&1 || gemini -p "$TASK"
