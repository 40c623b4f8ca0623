#!/bin/sh
# The network is made elsewhere; the proxy variable is the only control this script shows.
exec docker run --rm -it --network agent-egress -e HTTPS_PROXY=http://proxy.internal:3128 \
  -v "$PWD:/work" -w /work ghcr.io/example/claude-code@sha256:0000000000000000000000000000000000000000000000000000000000000000 claude
