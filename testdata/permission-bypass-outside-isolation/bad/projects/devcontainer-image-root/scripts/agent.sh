#!/bin/sh
set -eu
cd "$(dirname "$0")/.."
devcontainer exec --workspace-folder . codex --yolo "$@"
