#!/bin/sh
# The .kube unit's service plays k8s/agent-pod.yaml: its container is agent-claude.
set -eu
systemctl --user start agent.service
podman exec agent-claude claude --dangerously-skip-permissions -p "$1"
# This unit's YAML lies outside the tree: the container it starts is not known here.
systemctl --user start outside
podman exec outside-claude claude --dangerously-skip-permissions -p "$1"
