#!/bin/sh
cd "$(dirname "$0")"
exec docker run --rm -it --network none -v "$PWD:/work" -w /work ghcr.io/example/codex@sha256:0000000000000000000000000000000000000000000000000000000000000000 codex
