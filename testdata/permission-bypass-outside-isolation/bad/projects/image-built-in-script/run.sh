#!/bin/sh
# Builds the sandbox image, then runs the agent in it offline; the image's USER 0 makes it root.
set -eu
cd "$(dirname "$0")"
podman build -f docker/Containerfile -t sandbox docker
podman run --rm --network none --cap-drop ALL -v "$PWD:/work" localhost/sandbox:latest codex --yolo
