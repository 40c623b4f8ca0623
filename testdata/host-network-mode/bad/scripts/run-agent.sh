#!/bin/sh
exec docker run --rm -it --network=host \
  -v "$PWD:/work" -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
