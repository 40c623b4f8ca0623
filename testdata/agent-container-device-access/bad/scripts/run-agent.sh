#!/bin/sh
exec podman run --rm -it --device /dev/kvm --gpus all \
  -v "$PWD:/work" -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
