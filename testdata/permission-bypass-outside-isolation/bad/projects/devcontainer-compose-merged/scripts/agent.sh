#!/bin/sh
# The dev container is service "workbench" of both compose files, merged in the order devcontainer.json lists them.
devcontainer exec --workspace-folder "$(dirname "$0")/.." claude --dangerously-skip-permissions -p "fix the build"
