#!/bin/zsh
limactl shell agent claude -p "triage today's issues"
sandbox-exec -f build.sb make test
sandbox-exec -f "$HOME/.config/agent.sb" claude
