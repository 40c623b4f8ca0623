#!/bin/sh
cd "$(dirname "$0")"
exec docker run --rm -it -v ../..:/work -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
