#!/usr/bin/env bash
# The last assignment in the text is the safe one; the first branch is the exposed one.
if [ "${1:-}" = fast ]; then
  NETWORK=--network=host
else
  NETWORK=--network=none
fi
RUN=(docker run --rm --cap-drop=ALL "$NETWORK" -v "$PWD:/workspace:ro" agent-image:1.4)
"${RUN[@]}" claude --dangerously-skip-permissions -p "$2"
