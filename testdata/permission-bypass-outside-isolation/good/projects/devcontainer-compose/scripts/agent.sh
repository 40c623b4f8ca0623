#!/bin/sh
# The dev container is the compose service "dev": offline, non-root, without capabilities.
devcontainer exec --workspace-folder "$(dirname "$0")/.." claude --dangerously-skip-permissions -p "fix the build"
