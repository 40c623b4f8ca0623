#!/bin/sh
# The unit's container is offline, non-root and without capabilities; so is the pod's.
systemctl --user restart sandbox
podman exec sandbox claude --dangerously-skip-permissions -p one
systemctl --user start offline-pod
podman exec systemd-offline-codex codex --yolo exec two
