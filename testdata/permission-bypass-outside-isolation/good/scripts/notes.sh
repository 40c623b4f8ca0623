#!/bin/sh
# Writes documentation; the here-document is data, never run.
cat > AGENTS.md <<'DOC'
Never start `claude --dangerously-skip-permissions` or `codex --yolo` on your laptop.
DOC
claude --allow-dangerously-skip-permissions
gemini -p "--yolo"
printf '%s\n' "--dangerously-skip-permissions"
