#!/usr/bin/env bash
case "${MODE:-review}" in
  auto|yolo) FLAGS="--dangerously-skip-permissions" ;;
  review) FLAGS="--permission-mode plan" ;;
  *) echo "unknown mode" >&2; exit 2 ;;
esac
claude $FLAGS -p "triage the open issues"
