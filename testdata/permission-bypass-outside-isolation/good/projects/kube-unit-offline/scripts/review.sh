#!/bin/sh
# review.kube plays the pod offline (Network=none), hardened, with only the project mounted.
set -eu
systemctl --user start review
podman exec review-claude claude --dangerously-skip-permissions -p "$1"
