#!/bin/sh
# Created without --internal: the network has a route out, so the proxy variable is only a request.
podman network create agent-net
podman run --rm --network agent-net -e HTTPS_PROXY=http://egress-proxy:3128 \
  ghcr.io/example/claude-code@sha256:3b5e0c8b2a1f4e6d9c7b5a3e1f0d2c4b6a8e0f1d3c5b7a9e2f4d6c8b0a1e3f5d claude -p "triage"
