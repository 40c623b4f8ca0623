#!/usr/bin/env bash
# Every branch that goes on leaves a safe value; the exposed one exits first.
if [ "${1:-}" = yolo ]; then
  FLAGS=--dangerously-skip-permissions
  echo "yolo mode is only for the container image" >&2
  exit 1
elif [ "${1:-}" = plan ]; then
  FLAGS="--permission-mode plan"
else
  FLAGS="--permission-mode default"
fi
claude $FLAGS -p "summarise"
