#!/bin/sh
exec docker run --rm -it -v "$PWD:/work" -v "$HOME/src/other-project:/other" -w /work \
  ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
