#!/bin/sh
# The setup the rule recommends: an internal network (no route out) whose only way out is the proxy.
podman network create --internal --subnet 10.89.0.0/24 agent-sandbox
podman run -d --name egress-proxy --network agent-sandbox --network podman ghcr.io/example/squid@sha256:9f1c3e5a7b9d1f3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a
podman run --rm --network agent-sandbox -e HTTPS_PROXY=http://egress-proxy:3128 \
  ghcr.io/example/claude-code@sha256:3b5e0c8b2a1f4e6d9c7b5a3e1f0d2c4b6a8e0f1d3c5b7a9e2f4d6c8b0a1e3f5d claude -p "triage"
