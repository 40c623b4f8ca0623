#!/bin/sh
# Debugging inside the agent's container: ptrace lets it read other processes' memory.
exec docker run --rm -it --cap-add SYS_PTRACE --cap-add=NET_ADMIN \
  -v "$PWD:/work" -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
