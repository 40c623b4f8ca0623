#!/bin/sh
exec docker run --rm -it --network none -v "$PWD:/work" -w /work ghcr.io/example/claude-code:1.0 claude
