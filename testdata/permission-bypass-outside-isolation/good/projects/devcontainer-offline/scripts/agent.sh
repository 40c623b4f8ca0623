#!/bin/sh
# The dev container is offline, non-root and without capabilities: the flag's intended use.
devcontainer up --workspace-folder "$(dirname "$0")/.."
devcontainer exec --workspace-folder "$(dirname "$0")/.." codex --yolo exec "upgrade the dependencies"
