#!/usr/bin/env bash
# One launcher for every agent the team has tried: nine ways to set the flags.
case "${AGENT:-claude}" in
  claude)   FLAGS="--permission-mode plan" ;;
  codex)    FLAGS="--sandbox read-only" ;;
  gemini)   FLAGS="--approval-mode default" ;;
  aider)    FLAGS="--no-auto-commits" ;;
  goose)    FLAGS="--no-session" ;;
  opencode) FLAGS="--print-logs" ;;
  amp)      FLAGS="--no-notifications" ;;
  cline)    FLAGS="--plan" ;;
  qwen)     FLAGS="--yolo" ;;
esac
"$AGENT" $FLAGS -p "$TASK"
