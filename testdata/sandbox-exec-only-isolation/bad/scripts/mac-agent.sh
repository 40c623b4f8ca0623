#!/bin/zsh
# Unattended triage on the Mac mini, confined by a Seatbelt profile.
sandbox-exec -f "$HOME/.config/agent.sb" claude -p "triage today's issues"
sandbox-exec -p '(version 1)(allow default)(deny network*)' codex exec --sandbox workspace-write "fix lint"
