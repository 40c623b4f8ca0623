#!/usr/bin/env bash
# Refuses to run anywhere but inside the agent container.
set -eu

# claude --dangerously-skip-permissions   (only ever from inside the container)
echo "starting claude with --dangerously-skip-permissions inside the sandbox"

if [ ! -f /run/.containerenv ] && [ ! -f /.dockerenv ]; then
  echo "refusing to run outside the agent container" >&2
  exit 1
fi

claude -p "$TASK" --dangerously-skip-permissions
