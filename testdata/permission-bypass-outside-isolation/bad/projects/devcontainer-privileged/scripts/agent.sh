#!/bin/sh
# The dev container of the repository's top: privileged, with the host's AWS credentials mounted.
devcontainer up --workspace-folder "$(dirname "$0")/.."
devcontainer exec --workspace-folder "$(dirname "$0")/.." codex --yolo exec "upgrade the dependencies"
