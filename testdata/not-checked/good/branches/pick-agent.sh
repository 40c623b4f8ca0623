#!/usr/bin/env bash
# Eight values at most: every one of them is judged.
case "${AGENT:-claude}" in
  claude)   FLAGS="--permission-mode plan" ;;
  codex)    FLAGS="--sandbox read-only" ;;
  gemini)   FLAGS="--approval-mode default" ;;
  aider)    FLAGS="--no-auto-commits" ;;
  goose)    FLAGS="--no-session" ;;
  opencode) FLAGS="--print-logs" ;;
  amp)      FLAGS="--no-notifications" ;;
  *)        FLAGS="" ;;
esac
"$AGENT" $FLAGS -p "$TASK"
