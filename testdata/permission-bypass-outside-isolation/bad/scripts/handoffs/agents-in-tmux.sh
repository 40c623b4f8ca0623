#!/usr/bin/env bash
# Starts a tmux session with one agent per window, then types a third into the first pane.
set -euo pipefail
SESSION=agents
tmux new-session -d -s "$SESSION" -n claude 'claude --dangerously-skip-permissions'
tmux new-window -t "$SESSION" -n codex codex --yolo
tmux send-keys -t "$SESSION:claude" 'gemini --yolo -p "triage"' Enter
tmux new -d -s review \; send-keys -t review 'cd ~/src/app && claude --dangerously-skip-permissions' C-m
screen -dmS nightly claude --dangerously-skip-permissions -p "nightly"
screen -S nightly -X stuff 'codex --yolo exec "update deps"\n'
# A pseudo-terminal so the agent's UI renders in CI logs.
script -qc 'claude --dangerously-skip-permissions -p "fix lint"' /dev/null
