#!/usr/bin/env bash
# The array is built but never run: printing it runs nothing.
declare -a YOLO_ARGS=(claude --dangerously-skip-permissions)
YOLO_ARGS+=(-p "fix it")
printf 'would run: %q\n' "${YOLO_ARGS[@]}"
