#!/usr/bin/env bash
set -euo pipefail
SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$SCRIPT_DIR/../lib/agent-env"
# Sourced twice: read once.
. ../lib/agent-env

claude $AGENT_FLAGS -p "review the diff"
run_agent -p "summarise"
