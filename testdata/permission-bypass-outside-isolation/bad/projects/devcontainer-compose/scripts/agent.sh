#!/bin/sh
# The dev container is the compose service "dev" of .devcontainer/compose.yaml: online, with the engine's socket.
devcontainer exec --workspace-folder "$(dirname "$0")/.." claude --dangerously-skip-permissions -p "fix the build"
