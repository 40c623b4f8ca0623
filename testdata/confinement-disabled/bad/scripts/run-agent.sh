#!/bin/sh
exec podman run --rm -it --security-opt seccomp=unconfined --security-opt=label=disable \
  -v "$PWD:/work" -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
