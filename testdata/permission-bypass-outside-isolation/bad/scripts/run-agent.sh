#!/usr/bin/env bash
# Nightly agent run on the build host. Nothing here isolates the agent.
set -euo pipefail

claude -p "Fix the failing tests" \
  --dangerously-skip-permissions \
  --output-format json

FLAGS="--permission-mode bypassPermissions"
claude $FLAGS -p "$TASK"

sudo -E env NODE_OPTIONS=--max-old-space-size=4096 claude --dangerously-skip-permissions

npx -y @openai/codex@0.144.3 exec --dangerously-bypass-approvals-and-sandbox "triage new issues"
codex exec -s danger-full-access -c approval_policy=never "update dependencies"
codex --sandbox=danger-full-access
codex exec -c 'sandbox_mode="danger-full-access"' "lint"

gemini --approval-mode=yolo -p "summarize the diff"
qwen -y
copilot -p "write release notes" --allow-all-tools

bash -c "cd /srv/app && claude --dangerously-skip-permissions -p 'review'"

bash <<EOF
claude -p "$TASK" --permission-mode=bypassPermissions
EOF
