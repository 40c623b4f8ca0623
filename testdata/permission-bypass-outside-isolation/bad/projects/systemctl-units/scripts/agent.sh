#!/bin/sh
# Each container is started by a unit of the tree, then entered by name.
systemctl --user start agent-box.service
podman exec agent-box claude --dangerously-skip-permissions -p one
systemctl --user start review-pod
podman exec review-claude claude --dangerously-skip-permissions -p two
# Two units of the tree are called dup.service: which one runs is not known.
systemctl --user start dup
podman exec dup-box claude --dangerously-skip-permissions -p three
