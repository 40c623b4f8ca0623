#!/usr/bin/env bash
# One word computed by a command does not hide the rest of the run line.
docker run --rm -i $(test -t 0 && echo -t) --name "agent-$(date +%s)" \
  -v "$PWD:/workspace" agent-image:1.4 claude --dangerously-skip-permissions
