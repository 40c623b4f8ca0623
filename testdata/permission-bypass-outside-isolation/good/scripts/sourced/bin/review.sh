#!/usr/bin/env bash
# Files outside the tree or named by the caller's environment are not read.
source ~/.agent-yolo-flags
. "$AGENT_HOME/flags.sh"
source /etc/agent/flags
source "$(dirname "$0")/../lib/agent-env"
claude $AGENT_FLAGS -p "review the diff"
